"""Urge support (`urge_form`, `urge_recheck_form`) and the person's own reasons list.

The flow: acknowledge and rate the urge 0-10, name what is happening (a wave; withdrawal-like
craving), then a choice: wait it out (the bot checks back after 10, 20 or 30 minutes with a
ReminderScheduled), a grounding exercise, write the message here instead, read their reasons,
or reach out to someone safe. Then the urge is rated again and the change is reflected back.
A draft written here is never sent anywhere; when they let it go, the tracker store removes its
text (components/tracker_store.py). Every step is pre-empted by the safety route.
"""

from __future__ import annotations

import re
from abc import ABC
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import yaml
from rasa_sdk import Action, FormValidationAction, Tracker
from rasa_sdk.events import EventType, FollowupAction, ReminderScheduled, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.exercise_forms import (
    CALM_BUTTON,
    ELSE_BUTTON,
    KEEP_BUTTONS,
    SKIPPED,
    AskStep,
    Buttons,
    is_off_topic,
    is_skip,
    keep_or_let_go,
    number_buttons,
)
from actions.grounding.actions import show_menu
from actions.numbers import read_rating

PROMPTS: dict[str, Any] = yaml.safe_load(
    Path(__file__).with_name("prompts.yml").read_text(encoding="utf-8")
)
URGE, REASONS = PROMPTS["urge"], PROMPTS["reasons"]

CHECKBACK_INTENT = "EXTERNAL_urge_checkback"
CHECKBACK_REMINDER = "urge_checkback"
DELAYS = ("10", "20", "30")
RATING_BUTTONS = ("0", "2", "4", "6", "8", "10")
# Slots that hold one urge episode; cleared when it ends.
EPISODE = ("urge_before", "urge_choice", "urge_delay", "urge_draft", "urge_draft_keep",
           "urge_after")
# The five choices, their quick-reply titles, and words that pick them when typed.
CHOICES: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (key, title, re.compile(words, re.IGNORECASE))
    for key, title, words in (
        ("wait", "Wait it out together", r"\bwait|\btimer|\bdelay|\bminutes?\b"),
        ("grounding", "A grounding exercise",
         r"\bground|\bbreath|\bcalm|\bexercise|\brelax"),
        ("write", "Write it here instead", r"\bwrite|\bwriting|\btype it|\bdraft|\bmessage"),
        ("reasons", "Read my reasons", r"\breasons?\b|\bwhy i left\b|\blist\b"),
        ("reach_out", "Reach out to someone", r"\breach|\bsomeone|\bfriend|\bcall|\btalk"),
    )
)


def choice_of(text: str) -> str | None:
    """The choice a typed or tapped answer names, or None."""
    for key, title, words in CHOICES:
        if text.strip().lower() == title.lower() or words.search(text):
            return key
    return None


def rating(value: Any) -> int | None:
    return int(value) if isinstance(value, str) and value.isdigit() else None


def reflection(before: int | None, after: int | None) -> str:
    """The change in the urge, said back: "It went from 8 to 5"."""
    if before is None or after is None:
        return URGE["reflect"]["same"].format(after=after) if after is not None else ""
    key = "lower" if after < before else "same" if after == before else "higher"
    return URGE["reflect"][key].format(before=before, after=after)


def reasons_text(reasons: list[str]) -> str:
    return "\n".join([REASONS["view_intro"], *(f"{i}. {r}" for i, r in enumerate(reasons, 1))])


def checkback(minutes: int, now: datetime | None = None) -> ReminderScheduled:
    """The reminder that brings the bot back after the chosen wait."""
    when = (now or datetime.now(timezone.utc)) + timedelta(minutes=minutes)
    return ReminderScheduled(
        CHECKBACK_INTENT,
        trigger_date_time=when,
        entities=[{"entity": "minutes", "value": str(minutes)}],
        name=CHECKBACK_REMINDER,
        # The point is to come back even if they write in between.
        kill_on_user_message=False,
    )


class AskUrgeStep(AskStep, ABC):
    """Asks one step of the urge flow."""

    def question(self, tracker: Tracker) -> tuple[str, Buttons]:
        if self.slot == "urge_before":
            return URGE["ask_rating"], number_buttons(RATING_BUTTONS)
        if self.slot == "urge_choice":
            return URGE["options"], [{"title": t, "payload": t} for _, t, _ in CHOICES]
        if self.slot == "urge_delay":
            return URGE["ask_delay"], [{"title": f"{d} minutes", "payload": f"{d} minutes"}
                                       for d in DELAYS]
        if self.slot == "urge_draft":
            return URGE["write_here"], []
        if self.slot == "urge_draft_keep":
            return URGE["written"], list(KEEP_BUTTONS)
        if self.slot == "new_reason":
            return REASONS["ask_new"], []
        minutes = next((e.get("value") for e in tracker.latest_message.get("entities", [])
                        if e.get("entity") == "minutes"), None)
        if tracker.latest_message.get("intent", {}).get("name") == CHECKBACK_INTENT:
            return URGE["checkback"].format(minutes=minutes or "a few"), number_buttons(
                RATING_BUTTONS)
        return URGE["ask_rating_again"], number_buttons(RATING_BUTTONS)


ASK_ACTIONS = tuple(
    type(f"Ask_{slot}", (AskUrgeStep,), {"slot": slot})
    for slot in ("urge_before", "urge_choice", "urge_delay", "urge_draft", "urge_draft_keep",
                 "urge_after", "new_reason")
)


def _rating_answer(value: Any, tracker: Tracker, dispatcher: CollectingDispatcher
                   ) -> str | None:
    text = value.strip() if isinstance(value, str) else ""
    if is_off_topic(tracker) or not text:
        dispatcher.utter_message(text=URGE["ask_rating_again"])
        return None
    if is_skip(text):
        return SKIPPED
    number = read_rating(text)
    if number is None or not 0 <= number <= 10:
        dispatcher.utter_message(text=URGE["ask_rating_again"] + " A number from 0 to 10.")
        return None
    return str(number)


class ValidateUrgeForm(FormValidationAction):
    """The urge rating, the choice, and the extra steps some choices need."""

    def name(self) -> str:
        return "validate_urge_form"

    async def required_slots(
        self, domain_slots: list[str], dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> list[str]:
        needed = {"wait": {"urge_delay"}, "write": {"urge_draft", "urge_draft_keep"}}
        optional = {"urge_delay", "urge_draft", "urge_draft_keep"}
        wanted = needed.get(tracker.get_slot("urge_choice"), set())
        return [slot for slot in domain_slots if slot not in optional or slot in wanted]

    async def validate_urge_before(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        answer = _rating_answer(value, tracker, dispatcher)
        if answer is not None:
            dispatcher.utter_message(text=URGE["wave"])
        return {"urge_before": answer}

    async def validate_urge_choice(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        choice = choice_of(value if isinstance(value, str) else "")
        if choice is None:
            dispatcher.utter_message(text=URGE["options"])
        return {"urge_choice": choice}

    async def validate_urge_delay(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        minutes = read_rating(value if isinstance(value, str) else "")
        if minutes is None or not 1 <= minutes <= 60:
            dispatcher.utter_message(text=URGE["ask_delay"])
            return {"urge_delay": None}
        return {"urge_delay": str(minutes)}

    async def validate_urge_draft(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        text = value.strip() if isinstance(value, str) else ""
        return {"urge_draft": text or None}

    async def validate_urge_draft_keep(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        choice = keep_or_let_go(value if isinstance(value, str) else "")
        if choice is None:
            dispatcher.utter_message(text=URGE["written"], buttons=list(KEEP_BUTTONS))
            return {"urge_draft_keep": None}
        dispatcher.utter_message(text=URGE["write_kept" if choice == "keep" else "write_gone"])
        return {"urge_draft_keep": choice}


class ActionUrgeStart(Action):
    """Opens a fresh urge episode: a stopped or interrupted one must not answer for this one."""

    def name(self) -> str:
        return "action_urge_start"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        return [SlotSet(slot, None) for slot in EPISODE]


class ActionUrgeFollowup(Action):
    """Does what they chose, then (except for waiting) asks for the urge again."""

    def name(self) -> str:
        return "action_urge_followup"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        choice = tracker.get_slot("urge_choice")
        if choice == "wait":
            minutes = int(tracker.get_slot("urge_delay") or DELAYS[0])
            dispatcher.utter_message(text=URGE["delay_set"].format(minutes=minutes))
            return [checkback(minutes)]
        if choice == "grounding":
            # The menu, then the bot waits; the exercise's end asks for the urge again.
            return show_menu(dispatcher)
        if choice == "reasons":
            reasons = tracker.get_slot("reasons") or []
            if reasons:
                dispatcher.utter_message(text=URGE["reasons_intro"])
                dispatcher.utter_message(text=reasons_text(reasons))
            else:
                dispatcher.utter_message(text=URGE["no_reasons"])
        elif choice == "reach_out":
            dispatcher.utter_message(text=URGE["reach_out"])
        return [FollowupAction("urge_recheck_form")]


class ValidateUrgeRecheckForm(FormValidationAction):
    """The urge rated again, and the change said back."""

    def name(self) -> str:
        return "validate_urge_recheck_form"

    async def validate_urge_after(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        answer = _rating_answer(value, tracker, dispatcher)
        if answer is not None:
            said = reflection(rating(tracker.get_slot("urge_before")), rating(answer))
            if said:
                dispatcher.utter_message(text=said)
        return {"urge_after": answer}


class ActionUrgeFinish(Action):
    """Ends one urge episode: offers a next step and clears its slots."""

    def name(self) -> str:
        return "action_urge_finish"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        dispatcher.utter_message(text=URGE["close"], buttons=[
            CALM_BUTTON,
            {"title": "My reasons", "payload": "/show_reasons"},
            ELSE_BUTTON,
        ])
        return [SlotSet(slot, None) for slot in EPISODE]


class ActionShowReasons(Action):
    """Their reasons list, or an invitation to start one."""

    def name(self) -> str:
        return "action_show_reasons"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        reasons = tracker.get_slot("reasons") or []
        if not reasons:
            dispatcher.utter_message(text=URGE["no_reasons"], buttons=[
                {"title": "Add a reason", "payload": "/add_reason"}])
            return []
        dispatcher.utter_message(text=reasons_text(reasons), buttons=[
            {"title": "Add a reason", "payload": "/add_reason"},
            {"title": "Remove one", "payload": "/remove_reason"},
            ELSE_BUTTON,
        ])
        return []


class ValidateReasonsForm(FormValidationAction):
    """A new reason, added to the list as they wrote it."""

    def name(self) -> str:
        return "validate_reasons_form"

    async def validate_new_reason(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker,
        domain: dict[str, Any],
    ) -> dict[str, Any]:
        # Any words are a reason, whatever the classifier made of them ("i want to sleep
        # through the night again" reads like a goodbye to it); only "skip" is not.
        text = value.strip() if isinstance(value, str) else ""
        if not text or is_skip(text):
            dispatcher.utter_message(text=REASONS["ask_new"])
            return {"new_reason": None}
        reasons = [*(tracker.get_slot("reasons") or []), text]
        dispatcher.utter_message(text=REASONS["added"].format(count=len(reasons)), buttons=[
            {"title": "See my reasons", "payload": "/show_reasons"},
            {"title": "Add another", "payload": "/add_reason"},
        ])
        return {"new_reason": text, "reasons": reasons}


class ActionReasonSaved(Action):
    """Empties the form's slot once the reason is on the list, so "add" asks again next time."""

    def name(self) -> str:
        return "action_reason_saved"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        return [SlotSet("new_reason", None)]


class ActionRemoveReason(Action):
    """Removes the reason they picked, or asks which one."""

    def name(self) -> str:
        return "action_remove_reason"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        reasons = list(tracker.get_slot("reasons") or [])
        picked = next(tracker.get_latest_entity_values("reason_number"), None)
        index = read_rating(str(picked)) if picked is not None else None
        if not reasons:
            dispatcher.utter_message(text=REASONS["empty"])
            return []
        if index is None or not 1 <= index <= len(reasons):
            dispatcher.utter_message(text=reasons_text(reasons), buttons=[
                {"title": f"Remove {i}", "payload": f'/remove_reason{{"reason_number": "{i}"}}'}
                for i in range(1, len(reasons) + 1)
            ])
            return []
        del reasons[index - 1]
        dispatcher.utter_message(text=REASONS["removed"] if reasons else REASONS["empty"])
        return [SlotSet("reasons", reasons)]
