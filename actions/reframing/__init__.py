"""The guided reframing of self-blame: a Rasa form (reframe_form) and its actions."""
