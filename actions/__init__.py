"""The action server: custom actions the Rasa server calls over HTTP."""
