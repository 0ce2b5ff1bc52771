"""Actions of the grounding toolkit: a menu of short exercises, paced one step per bubble.

"help me calm down" shows the menu; naming an exercise ("box breathing", "54321") or tapping
its button starts it. Each step is one bubble with Next / Done / Stop quick replies. Three slots
carry the exercise between turns: `grounding_active` (the only one rules look at),
`grounding_exercise` and `grounding_step` (the index of the step last shown). A typed reply in
the middle ("i see a lamp") is thanked, then the next step follows (data/rules/grounding.yml
routes it here only right after a step). The closing bubble is action_grounding_end, run as a
follow-up of the last step or "Done"; when the exercise was the choice in urge support, it then
asks how strong the urge is now (urge_recheck_form). "stop" works at every step and brings back
the menu.
A crisis message at any step is answered by the safety route, which pre-empts these rules.
"""

from __future__ import annotations

import json
import re
from typing import Any

from rasa_sdk import Action, Tracker
from rasa_sdk.events import EventType, FollowupAction, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.exercise_forms import ELSE_BUTTON
from actions.grounding.content import EXERCISES, NAMES, TEXT

ACTIVE_SLOT = "grounding_active"
EXERCISE_SLOT = "grounding_exercise"
STEP_SLOT = "grounding_step"
EXERCISE_ENTITY = "exercise"
FINISH_ENTITY = "finish"
END_ACTION = "action_grounding_end"
# Urge support (actions/urges) hands over here when the person picks an exercise.
URGE_CHOICE_SLOT = "urge_choice"
URGE_RECHECK_FORM = "urge_recheck_form"

NEXT_INTENT = "next_step"
NEXT_BUTTON = {"title": "Next", "payload": f"/{NEXT_INTENT}"}
# "Done" means they feel finished, wherever they are: the end bubble, not the next step.
DONE_BUTTON = {"title": "Done", "payload": f"/{NEXT_INTENT}{json.dumps({FINISH_ENTITY: True})}"}
STOP_BUTTON = {"title": "Stop", "payload": "/stop_exercise"}
ANOTHER_BUTTON = {"title": "Another exercise", "payload": "/grounding"}
# Typed words that mean the same as the buttons: these move on without a "thank you".
DONE_RE = re.compile(r"^\s*(?:i'?m\s+|i\s+am\s+)?(?:done|finished)\b", re.IGNORECASE)
NEXT_RE = re.compile(r"^\s*(?:next|ok(?:ay)?|ready|go on|continue|carry on)\W*$", re.IGNORECASE)


def start_payload(key: str) -> str:
    """The quick-reply payload that starts one exercise."""
    return f"/grounding{json.dumps({EXERCISE_ENTITY: key})}"


def menu_buttons() -> list[dict[str, str]]:
    """One button per exercise, in the order of exercises.yml, and a way out."""
    buttons = [{"title": ex["title"], "payload": start_payload(key)}
               for key, ex in EXERCISES.items()]
    return [*buttons, ELSE_BUTTON]


def cleared() -> list[EventType]:
    """Nothing running. `None`, not False: rules read an unset bool slot as absent."""
    return [SlotSet(ACTIVE_SLOT, None), SlotSet(EXERCISE_SLOT, None), SlotSet(STEP_SLOT, None)]


def chosen_for_an_urge(tracker: Tracker) -> bool:
    """The exercise is the person's choice in an urge episode that is still open."""
    return tracker.get_slot(URGE_CHOICE_SLOT) == "grounding"


def named_exercise(tracker: Tracker) -> str | None:
    """The exercise the latest message asks for: the button's entity, else words in the text."""
    for value in tracker.get_latest_entity_values(EXERCISE_ENTITY):
        if value in EXERCISES:
            return str(value)
    text = str(tracker.latest_message.get("text") or "")
    if text.startswith("/"):
        # A payload with no (or an unknown) exercise: its JSON is not the person's words.
        return None
    found = [(match.start(), key) for key, pattern in NAMES.items()
             if (match := pattern.search(text))]
    return min(found)[1] if found else None


def running(tracker: Tracker) -> tuple[str, int] | None:
    """The exercise under way and the index of the step last shown, or None."""
    key = tracker.get_slot(EXERCISE_SLOT)
    step = tracker.get_slot(STEP_SLOT)
    if not tracker.get_slot(ACTIVE_SLOT) or key not in EXERCISES:
        return None
    try:
        return key, int(float(step))
    except (TypeError, ValueError):
        return key, 0


def show_step(dispatcher: CollectingDispatcher, key: str, index: int) -> list[EventType]:
    """One step as one bubble. The last step has nothing after it, so no Next button."""
    steps = EXERCISES[key]["steps"]
    last = index == len(steps) - 1
    buttons = [DONE_BUTTON, STOP_BUTTON] if last else [NEXT_BUTTON, DONE_BUTTON, STOP_BUTTON]
    dispatcher.utter_message(text=steps[index], buttons=buttons)
    return [SlotSet(ACTIVE_SLOT, True), SlotSet(EXERCISE_SLOT, key), SlotSet(STEP_SLOT, index)]


def show_menu(dispatcher: CollectingDispatcher) -> list[EventType]:
    dispatcher.utter_message(text=TEXT["menu"], buttons=menu_buttons())
    return cleared()


def acknowledgement(index: int) -> str:
    """A thank-you for a typed reply. It turns with the step, so two in a row never repeat, and
    the same conversation always gets the same words (tests and transcripts stay stable)."""
    replies: list[str] = TEXT["typed_answer"]
    return replies[index % len(replies)]


class ActionGrounding(Action):
    """Starts the exercise the person named, else offers the menu."""

    def name(self) -> str:
        return "action_grounding"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        key = named_exercise(tracker)
        if key is None:
            return show_menu(dispatcher)
        return show_step(dispatcher, key, 0)


class ActionGroundingStep(Action):
    """Next step, "done", or a typed reply in the middle of an exercise."""

    def name(self) -> str:
        return "action_grounding_step"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        current = running(tracker)
        if current is None:
            # "next" with nothing running (an old button, or after the end): offer a fresh start.
            return show_menu(dispatcher)
        key, index = current
        intent = (tracker.latest_message.get("intent") or {}).get("name")
        text = str(tracker.latest_message.get("text") or "")
        finish = any(tracker.get_latest_entity_values(FINISH_ENTITY)) or DONE_RE.search(text)
        if not finish and intent != NEXT_INTENT and not NEXT_RE.search(text):
            # Their words are heard, not swallowed, and the exercise goes on.
            dispatcher.utter_message(text=acknowledgement(index))
        if finish or index + 1 >= len(EXERCISES[key]["steps"]):
            # The end bubble is its own action so that the rule that brought us here still
            # matches afterwards (its slot condition holds), and Rasa waits for the person
            # instead of falling back. action_grounding_end clears the slots.
            return [FollowupAction(END_ACTION)]
        return show_step(dispatcher, key, index + 1)


class ActionGroundingEnd(Action):
    """The exercise's closing bubble, then nothing running. Only ever a follow-up of a step."""

    def name(self) -> str:
        return END_ACTION

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        key = tracker.get_slot(EXERCISE_SLOT)
        if key not in EXERCISES:
            return show_menu(dispatcher)
        if chosen_for_an_urge(tracker):
            # The urge episode ends the way every choice ends: rating the urge again.
            dispatcher.utter_message(text=EXERCISES[key]["end"])
            return [*cleared(), FollowupAction(URGE_RECHECK_FORM)]
        dispatcher.utter_message(text=EXERCISES[key]["end"], buttons=[ANOTHER_BUTTON, ELSE_BUTTON])
        return cleared()


class ActionGroundingStop(Action):
    """Stops the exercise at any step; the menu comes back with a way out."""

    def name(self) -> str:
        return "action_grounding_stop"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        dispatcher.utter_message(text=TEXT["stopped"], buttons=menu_buttons())
        # Stopping also lets go of an urge episode's choice, so a later exercise does not ask
        # about an urge from long ago.
        if chosen_for_an_urge(tracker):
            return [*cleared(), SlotSet(URGE_CHOICE_SLOT, None)]
        return cleared()
