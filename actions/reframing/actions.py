"""Actions of the guided reframing exercise (`reframe_form` in domain.yml).

Nine steps, one slot each (content.STEPS): the thought, belief 0-100, where it came from, guilt
or shame, what else was going on, what they would tell a friend, a fairer statement, belief
again, keep or let go. Every step can be skipped ("skip", "I don't know"); "stop" pauses the
form (data/rules/reframing.yml) and its answers stay in the conversation, so asking again picks
up at the first open step. A crisis message at any step is answered by the safety route, which
ends the form. The bot never says the person was to blame and never labels the other person.
"""

from __future__ import annotations

import re
from abc import ABC
from typing import Any

from rasa_sdk import Action, FormValidationAction, Tracker
from rasa_sdk.events import EventType, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.exercise_forms import (
    CALM_BUTTON,
    ELSE_BUTTON,
    KEEP_BUTTONS,
    SKIP_BUTTON,
    SKIPPED,
    AskStep,
    Buttons,
    is_off_topic,
    is_skip,
    keep_or_let_go,
    number_buttons,
)
from actions.numbers import read_rating
from actions.reframing.content import PROMPTS, STEPS
from actions.reframing.themes import ABOUT_STAYING, theme_of

FORM = "reframe_form"
REASONS_SLOT = "reasons"
GUILT_RE = re.compile(r"\b(?:did|done|do|guilt\w*|action|mistake)\b", re.IGNORECASE)
SHAME_RE = re.compile(r"\b(?:who i am|am i|i am|i'm|im|shame\w*|person|me as)\b", re.IGNORECASE)
UNSURE_RE = re.compile(r"\b(?:not sure|unsure|both|don'?t know|dont know|idk|no idea|mix)",
                       re.IGNORECASE)
BELIEF_BUTTONS = ("0", "25", "50", "75", "100")


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _rating(value: Any) -> int | None:
    return int(value) if isinstance(value, str) and value.isdigit() else None


def _thought(tracker: Tracker) -> str:
    thought = _text(tracker.get_slot("reframe_thought"))
    return thought if thought and thought != SKIPPED else "that thought"


def starters_for(thought: str) -> list[str]:
    """Two fairer starters matched to the thought's theme."""
    return PROMPTS["starters"][theme_of(thought)][:2]


def question(slot: str, tracker: Tracker) -> tuple[str, Buttons]:
    """The question for a step, and its quick replies."""
    text = PROMPTS["ask"][slot].format(thought=_thought(tracker))
    if slot in ("reframe_belief_before", "reframe_belief_after"):
        buttons = number_buttons(BELIEF_BUTTONS)
    elif slot == "reframe_guilt_shame":
        buttons = [{"title": t, "payload": t}
                   for t in ("Something I did", "Who I am", "Not sure")]
    elif slot == "reframe_fairer":
        buttons = [{"title": s, "payload": s} for s in starters_for(_thought(tracker))]
    elif slot == "reframe_keep":
        buttons = list(KEEP_BUTTONS)
    else:
        buttons = []
    if slot != "reframe_keep":
        buttons.append(SKIP_BUTTON)
    return text, buttons


def reflection(before: int | None, after: int | None) -> str:
    """Step 8's answer: the change in belief, said without overclaiming."""
    if before is None or after is None:
        return PROMPTS["reflect"]["unknown"]
    key = "lower" if after < before else "same" if after == before else "higher"
    return PROMPTS["reflect"][key].format(before=before, after=after)


class AskReframeStep(AskStep, ABC):
    """Asks one step of the reframing exercise."""

    def question(self, tracker: Tracker) -> tuple[str, Buttons]:
        return question(self.slot, tracker)


# One ask action per step, named after its slot; the SDK registers every Action subclass.
ASK_ACTIONS = tuple(type(f"Ask_{slot}", (AskReframeStep,), {"slot": slot}) for slot in STEPS)


class ActionReframeStart(Action):
    """Opens the exercise, or welcomes them back to the step where they stopped."""

    def name(self) -> str:
        return "action_reframe_start"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        filled = [slot for slot in STEPS if tracker.get_slot(slot) is not None]
        if filled:
            step = next(i for i, slot in enumerate(STEPS, 1) if tracker.get_slot(slot) is None)
            dispatcher.utter_message(text=PROMPTS["resume"].format(step=step))
            return []
        dispatcher.utter_message(text=PROMPTS["intro"])
        shared = recent_self_blame(tracker)
        return [SlotSet("reframe_thought", shared)] if shared else []


def recent_self_blame(tracker: Tracker) -> str | None:
    """The self-blaming thought they typed just before choosing the exercise, if any."""
    user_turns = [e for e in tracker.events if e.get("event") == "user"][-3:]
    for event in reversed(user_turns):
        intent = ((event.get("parse_data") or {}).get("intent") or {}).get("name")
        text = _text(event.get("text")).strip()
        if intent == "self_blame" and text and not text.startswith("/"):
            return text
    return None


class ValidateReframeForm(FormValidationAction):
    """Checks each answer: skips, stops, off-topic replies and numbers out of range."""

    def name(self) -> str:
        return "validate_reframe_form"

    def _answer(
        self, slot: str, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker
    ) -> str | None:
        """The answer to keep for a free-text step, or None to ask again."""
        text = _text(value).strip()
        if is_off_topic(tracker) or not text:
            dispatcher.utter_message(text=PROMPTS["off_topic"])
            return None
        if is_skip(text):
            skips = PROMPTS["skip"]
            dispatcher.utter_message(text=skips[STEPS.index(slot) % len(skips)])
            return SKIPPED
        return text

    def _belief(
        self, slot: str, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker
    ) -> str | None:
        text = self._answer(slot, value, dispatcher, tracker)
        if text in (None, SKIPPED):
            return text
        number = read_rating(text)
        if number is None or not 0 <= number <= 100:
            dispatcher.utter_message(text=PROMPTS["out_of_range"])
            return None
        return str(number)

    async def validate_reframe_thought(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        thought = self._answer("reframe_thought", value, dispatcher, tracker)
        if thought and thought != SKIPPED and theme_of(thought) in ABOUT_STAYING:
            dispatcher.utter_message(text=PROMPTS["never_blame"])
        return {"reframe_thought": thought}

    async def validate_reframe_belief_before(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        slot = "reframe_belief_before"
        return {slot: self._belief(slot, value, dispatcher, tracker)}

    async def validate_reframe_origin(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        origin = self._answer("reframe_origin", value, dispatcher, tracker)
        if origin is not None:
            dispatcher.utter_message(text=PROMPTS["after_origin"])
        return {"reframe_origin": origin}

    async def validate_reframe_guilt_shame(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        text = _text(value)
        if UNSURE_RE.search(text):
            kind = "unsure"
        elif SHAME_RE.search(text) and not GUILT_RE.search(text):
            kind = "shame"
        elif GUILT_RE.search(text):
            kind = "guilt"
        else:
            answer = self._answer("reframe_guilt_shame", value, dispatcher, tracker)
            if answer is None or answer == SKIPPED:
                return {"reframe_guilt_shame": answer}
            kind = "unsure"
        dispatcher.utter_message(text=PROMPTS["after_guilt"][kind])
        return {"reframe_guilt_shame": kind}

    async def validate_reframe_context(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        return {"reframe_context": self._answer("reframe_context", value, dispatcher, tracker)}

    async def validate_reframe_friend(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        return {"reframe_friend": self._answer("reframe_friend", value, dispatcher, tracker)}

    async def validate_reframe_fairer(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        return {"reframe_fairer": self._answer("reframe_fairer", value, dispatcher, tracker)}

    async def validate_reframe_belief_after(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        slot = "reframe_belief_after"
        after = self._belief(slot, value, dispatcher, tracker)
        if after is not None:
            before = _rating(tracker.get_slot("reframe_belief_before"))
            dispatcher.utter_message(text=reflection(before, _rating(after)))
        return {slot: after}

    async def validate_reframe_keep(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        choice = keep_or_let_go(_text(value))
        if choice == "let_go":
            return {"reframe_keep": "let_go"}
        if choice == "keep":
            fairer = _text(tracker.get_slot("reframe_fairer"))
            reasons = list(tracker.get_slot(REASONS_SLOT) or [])
            if fairer and fairer != SKIPPED and fairer not in reasons:
                reasons.append(fairer)
            return {"reframe_keep": "keep", REASONS_SLOT: reasons}
        dispatcher.utter_message(text=PROMPTS["off_topic"])
        return {"reframe_keep": None}


class ActionReframeFinish(Action):
    """Says what happened to their words, closes, and clears the steps for next time."""

    def name(self) -> str:
        return "action_reframe_finish"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        kept = tracker.get_slot("reframe_keep") == "keep"
        dispatcher.utter_message(text=PROMPTS["kept" if kept else "let_go"])
        dispatcher.utter_message(text=PROMPTS["close"], buttons=[
            CALM_BUTTON,
            {"title": "Topics", "payload": "/list_topics"},
            ELSE_BUTTON,
        ])
        return [SlotSet(slot, None) for slot in STEPS]


class ActionReframePause(Action):
    """After "stop": the answers so far stay, and the way back is offered."""

    def name(self) -> str:
        return "action_reframe_pause"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        dispatcher.utter_message(text=PROMPTS["paused"], buttons=[
            {"title": "Go on with it", "payload": "/start_reframe"},
            ELSE_BUTTON,
        ])
        return []
