"""`action_safety_response`: the bot's answer whenever safety is at stake.

SafetyPolicy predicts it for every message the crisis screen flags, ahead of any form or
exercise, and the rules in data/rules/safety.yml predict it for the answers to its own
questions. One action keeps the whole route in one place; the `safety_stage` slot says which
question is open:

- ``checkin``: a concern-level message got "When you say that, do you mean…?" (Yes / No);
- ``asked_safe``: a crisis reply asked "Are you safe right now?";
- ``asked_region``: the reply showed the international numbers and asked where they are.

What to say comes from actions.safety.replies, the numbers from resources.yml, the region from
actions.safety.region. An active form is ended: the bot never asks a form's next question
after a disclosure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rasa_sdk import Action, Tracker
from rasa_sdk.events import ActiveLoop, EventType, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.safety import replies
from actions.safety.region import region_from_metadata, region_from_text
from actions.safety.replies import Reply
from actions.safety.resources import FALLBACK_REGION, REGION_CODES

YES = frozenset({"affirm", "safety_checkin_yes"})
NO = frozenset({"deny", "safety_checkin_no"})


@dataclass(frozen=True)
class Disclosure:
    """What the screen found in the message that opened the current safety exchange."""

    level: str
    categories: tuple[str, ...]
    third_person: bool
    language: str

    def as_slots(self) -> list[EventType]:
        return [
            SlotSet("safety_level", self.level),
            SlotSet("safety_categories", list(self.categories)),
            SlotSet("safety_third_person", self.third_person),
            SlotSet("safety_language", self.language),
        ]


def screened(tracker: Tracker) -> Disclosure:
    found = tracker.latest_message.get("safety") or {}
    return Disclosure(
        level=str(found.get("level", "none")),
        categories=tuple(found.get("categories") or ()),
        third_person=bool(found.get("third_person", False)),
        language=str(found.get("language") or "en"),
    )


def remembered(tracker: Tracker) -> Disclosure:
    return Disclosure(
        level=tracker.get_slot("safety_level") or "crisis",
        categories=tuple(tracker.get_slot("safety_categories") or ()),
        third_person=bool(tracker.get_slot("safety_third_person")),
        language=tracker.get_slot("safety_language") or "en",
    )


def known_region(tracker: Tracker) -> str | None:
    """What the person said wins over what their device says; None means we don't know."""
    message = tracker.latest_message
    said = region_from_text(message.get("text") or "")
    if said:
        return said
    slot = tracker.get_slot("region")
    if slot in REGION_CODES:
        return str(slot)
    return region_from_metadata(message.get("metadata"))


def send(dispatcher: CollectingDispatcher, reply: Reply) -> None:
    """Bubbles in order; the quick replies and the card go with the last one."""
    buttons = [{"title": title, "payload": payload} for title, payload in reply.buttons]
    for bubble in reply.bubbles[:-1]:
        dispatcher.utter_message(text=bubble)
    dispatcher.utter_message(
        text=reply.bubbles[-1], buttons=buttons, json_message=reply.payload
    )


class ActionSafetyResponse(Action):
    """Answers a flagged message or the follow-up to a safety question."""

    def name(self) -> str:
        return "action_safety_response"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        intent = (tracker.latest_message.get("intent") or {}).get("name")
        stage = tracker.get_slot("safety_stage")
        now = screened(tracker)
        region = known_region(tracker)
        events: list[EventType] = [SlotSet("region", region)] if region else []
        if tracker.active_loop.get("name"):
            # The disclosure was also taken as the answer to the form's open question: drop it,
            # so that question is asked again if they come back to the exercise.
            asked = tracker.get_slot("requested_slot")
            events += [ActiveLoop(None), SlotSet("requested_slot", None)]
            if asked:
                events.append(SlotSet(asked, None))

        unsafe = intent == "safety_unsafe" or (stage == "asked_safe" and intent in NO)
        # "I'm not safe" gets the emergency route in the fewest words, unless the message says
        # more (a weapon, an attack under way): then the full emergency reply for it.
        if now.level == "emergency" or (now.level == "crisis" and not unsafe):
            return events + self._crisis(dispatcher, tracker, now, region)
        if unsafe:
            send(dispatcher, replies.unsafe_now_reply(region))
            return [*events, SlotSet("safety_stage", "asked_safe")]
        if intent == "safety_safe" or (stage == "asked_safe" and intent in YES):
            send(dispatcher, replies.safe_now_reply(region))
            return [*events, SlotSet("safety_stage", None)]
        if intent == "safety_checkin_yes" or (stage == "checkin" and intent in YES):
            earlier = remembered(tracker)
            confirmed = Disclosure("crisis", earlier.categories, earlier.third_person,
                                   earlier.language)
            return events + self._crisis(dispatcher, tracker, confirmed, region)
        if intent == "safety_checkin_no" or (stage == "checkin" and intent in NO):
            send(dispatcher, replies.checkin_no_reply())
            return [*events, SlotSet("safety_stage", None)]
        if stage == "asked_region" and intent == "inform_region":
            return events + self._crisis(dispatcher, tracker, remembered(tracker), region)
        if now.level == "concern":
            reply = replies.crisis_reply("concern", now.categories, region,
                                         third_person=now.third_person, language=now.language)
            send(dispatcher, reply)
            return [*events, *now.as_slots(), SlotSet("safety_stage", "checkin")]
        # They asked for help, named where they are, or answered a question no longer open:
        # the numbers for where they are, and the question whether they are safe.
        send(dispatcher, replies.helplines_reply(region))
        asked = SlotSet("region_asked", True) if region is None else SlotSet("region_asked", None)
        return [*events, asked, SlotSet("safety_stage", "asked_safe" if region else None)]

    @staticmethod
    def _crisis(
        dispatcher: CollectingDispatcher,
        tracker: Tracker,
        disclosure: Disclosure,
        region: str | None,
    ) -> list[EventType]:
        # Ask where they are once; after that the international numbers stand.
        if region is None and tracker.get_slot("region_asked"):
            region = FALLBACK_REGION
        reply = replies.crisis_reply(
            disclosure.level,
            disclosure.categories,
            region,
            third_person=disclosure.third_person,
            language=disclosure.language,
        )
        send(dispatcher, reply)
        stage = "asked_region" if region is None else "asked_safe"
        return [
            *disclosure.as_slots(),
            SlotSet("safety_stage", stage),
            SlotSet("region_asked", True if region is None else tracker.get_slot("region_asked")),
        ]
