"""NLU component that reads the shortest answers for sure: "stop", "next", "go on", "yes", "no".

Stop must work at every step of every exercise, and a yes or no must never go unheard. A bare
"stopp", "cancell" or "ya" typed in a hurry was often below the classifier's confidence and
became a fallback, which a form then took as the answer to its question. This component
recognises these short messages by pattern (typos and "please" included) and sets the intent
with full confidence. Longer messages are left to the classifier: "stop texting him" is not a
command to the bot. The crisis screen still reads every message after this.
"""

from __future__ import annotations

import re

from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.shared.nlu.constants import INTENT, INTENT_RANKING_KEY, TEXT
from rasa.shared.nlu.training_data.message import Message

from components.stateless import StatelessComponent

_POLITE = r"(?:\s+(?:please|pls|plz|now|thanks|thx))*"
COMMANDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("stop_exercise", re.compile(
        r"^(?:(?:ok|okay|please|pls|can we|can you|i want to|i wanna|lets?|let's)\s+)*"
        r"(?:s+t+o+p+|quit+|cancel+|exit|halt|pause|enough|end)"
        r"(?:\s+(?:it|this|that|here|the exercise|this exercise|for now|now))?"
        + _POLITE + r"$")),
    ("next_step", re.compile(
        r"^(?:ok(?:ay)?\s+)?(?:next+|nxt|next (?:step|one)|done|did it|i did it|ready)"
        + _POLITE + r"$")),
    ("tell_more", re.compile(
        r"^(?:ok(?:ay)?\s+)?(?:go on|tell me more|more|keep going|go deeper)" + _POLITE + r"$")),
    ("affirm", re.compile(
        r"^(?:y+e+s+|y+e+a+h*|yep|yup|ya+|ye|y|ok+|okay|o+k+a+y+|sure|alright|of course)"
        + _POLITE + r"$")),
    ("deny", re.compile(r"^(?:n+o+|nope|nah+|n|not really|no thanks?|no thank you)$")),
)


def command_of(text: str) -> str | None:
    """The intent of a very short answer or command, or None for anything else."""
    cleaned = re.sub(r"[^\w\s']", " ", text.lower())
    cleaned = re.sub(r"\s+", " ", cleaned).strip()
    for intent, pattern in COMMANDS:
        if pattern.match(cleaned):
            return intent
    return None


@DefaultV1Recipe.register(
    [DefaultV1Recipe.ComponentType.INTENT_CLASSIFIER], is_trainable=False
)
class ShortAnswers(StatelessComponent):
    """Sets the intent of the shortest messages: stop, next, tell me more, yes or no."""


    def process(self, messages: list[Message]) -> list[Message]:
        for message in messages:
            intent = command_of(message.get(TEXT) or "")
            if intent is not None:
                message.set(INTENT, {"name": intent, "confidence": 1.0}, add_to_output=True)
                message.set(INTENT_RANKING_KEY, [{"name": intent, "confidence": 1.0}],
                            add_to_output=True)
        return messages
