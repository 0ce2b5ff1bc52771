"""NLU component that runs the crisis screen on every message and records it in the parse data.

It sits after FallbackClassifier and MessageShape, so nothing the classifier does (a
low-confidence `nlu_fallback`, a wrong intent) can hide a crisis: the assessment is stored under
``parse_data["safety"]`` for SafetyPolicy and the safety actions, whatever the intent.
"""

from __future__ import annotations

from typing import Any

from rasa.engine.graph import ExecutionContext
from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.engine.storage.resource import Resource
from rasa.engine.storage.storage import ModelStorage
from rasa.shared.nlu.constants import TEXT
from rasa.shared.nlu.training_data.message import Message

from actions.safety.screen import assess
from components.stateless import StatelessComponent

SAFETY_KEY = "safety"


@DefaultV1Recipe.register(
    [DefaultV1Recipe.ComponentType.INTENT_CLASSIFIER], is_trainable=False
)
class SafetyScreen(StatelessComponent):
    """Adds the crisis screen's assessment of each message to its parse data."""

    @classmethod
    def create(
        cls,
        config: dict[str, Any],
        model_storage: ModelStorage,
        resource: Resource,
        execution_context: ExecutionContext,
    ) -> SafetyScreen:
        assess("")  # load the patterns now, not on the first person's message
        return cls()

    def process(self, messages: list[Message]) -> list[Message]:
        for message in messages:
            assessment = assess(message.get(TEXT) or "")
            message.set(SAFETY_KEY, assessment.to_dict(), add_to_output=True)
        return messages
