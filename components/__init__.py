"""Code that runs inside the Rasa server: NLU components and dialogue policies of our own."""
