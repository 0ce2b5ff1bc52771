"""Shared pieces of the exercises' forms (reframing, urges): asking a step, reading the answer.

"skip", "I don't know", "keep it", "let it go" and a message that is clearly about something
else are read the same way in every exercise, and every question carries a Stop button.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from typing import Any

from rasa_sdk import Action, Tracker
from rasa_sdk.events import EventType
from rasa_sdk.executor import CollectingDispatcher

Buttons = list[dict[str, str]]

SKIP_RE = re.compile(
    r"^\s*(?:skip|pass|next|idk|dunno|no idea|i\s*(?:do\s*n[o']?t|dont)\s*know|not sure)\b",
    re.IGNORECASE,
)
KEEP_RE = re.compile(r"\b(?:keep|save|yes|yeah|yep|sure|please)\b", re.IGNORECASE)
LET_GO_RE = re.compile(r"\b(?:let (?:it|them) go|let go|no|nope|delete|don'?t|forget)\b",
                       re.IGNORECASE)
# Intents that are clearly not an answer to an exercise's question.
OFF_TOPIC = frozenset({
    "greet", "goodbye", "help", "list_topics", "out_of_scope", "how_are_you", "insult",
    "bot_challenge", "ask_about_bot", "start_over", "tell_more", "ask_source",
})
# What a skipped step keeps, so that a later step can tell "skipped" from "not asked yet".
SKIPPED = "(skipped)"
STOP_BUTTON = {"title": "Stop", "payload": "/stop_exercise"}
# The ways out offered when an exercise ends.
CALM_BUTTON = {"title": "Calm down now", "payload": "/grounding"}
ELSE_BUTTON = {"title": "Something else", "payload": "/help"}
SKIP_BUTTON = {"title": "Skip", "payload": "skip"}
KEEP_BUTTONS = [{"title": "Keep it", "payload": "keep it"},
                {"title": "Let it go", "payload": "let it go"}]


def is_skip(text: str) -> bool:
    return bool(SKIP_RE.match(text))


def keep_or_let_go(text: str) -> str | None:
    """``keep``, ``let_go``, or None when the answer is neither."""
    if LET_GO_RE.search(text):
        return "let_go"
    return "keep" if KEEP_RE.search(text) else None


def is_off_topic(tracker: Tracker) -> bool:
    """True when the latest message was understood as something other than an answer."""
    return (tracker.latest_message.get("intent") or {}).get("name") in OFF_TOPIC


def number_buttons(numbers: tuple[str, ...]) -> Buttons:
    return [{"title": n, "payload": n} for n in numbers]


class AskStep(Action, ABC):
    """Asks one step of a form; Rasa calls ``action_ask_<slot>`` for the slot it needs."""

    @property
    @abstractmethod
    def slot(self) -> str:
        """The form slot this action asks for (abstract, so the SDK skips the base classes)."""

    @abstractmethod
    def question(self, tracker: Tracker) -> tuple[str, Buttons]:
        """The question's text and quick replies."""

    def name(self) -> str:
        return f"action_ask_{self.slot}"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        text, buttons = self.question(tracker)
        dispatcher.utter_message(text=text, buttons=[*buttons, STOP_BUTTON])
        return []
