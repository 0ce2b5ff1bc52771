"""Urge support and the reasons list, on trackers as Rasa would send them."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
import yaml
from rasa_sdk.events import FollowupAction, ReminderScheduled, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.grounding.content import TEXT as GROUNDING_TEXT
from actions.urges.actions import (
    CHECKBACK_INTENT,
    EPISODE,
    REASONS,
    URGE,
    ActionRemoveReason,
    ActionShowReasons,
    ActionUrgeFinish,
    ActionUrgeFollowup,
    ActionUrgeStart,
    ValidateReasonsForm,
    ValidateUrgeForm,
    ValidateUrgeRecheckForm,
    checkback,
    choice_of,
    reflection,
)
from components.tracker_store import NOT_KEPT, redacted
from trackers import tracker

DOMAIN: dict[str, Any] = yaml.safe_load(Path("domain.yml").read_text(encoding="utf-8"))


async def run(action: Any, text: str = "", intent: str = "share_feelings",
              **slots: Any) -> tuple[list[Any], list[dict[str, Any]]]:
    dispatcher = CollectingDispatcher()
    events = await action.run(dispatcher, tracker(text, intent=intent, slots=slots), DOMAIN)
    return events, dispatcher.messages


async def validate(form: Any, slot: str, text: str, intent: str = "share_feelings",
                   **slots: Any) -> tuple[dict[str, Any], list[str]]:
    dispatcher = CollectingDispatcher()
    result = await getattr(form, f"validate_{slot}")(
        text, dispatcher, tracker(text, intent=intent, slots=slots), DOMAIN)
    return result, [m["text"] for m in dispatcher.messages]


def test_the_check_back_is_a_reminder_that_survives_their_messages() -> None:
    now = datetime(2026, 1, 1, 2, 0, tzinfo=timezone.utc)
    reminder = checkback(20, now)
    assert reminder == ReminderScheduled(
        CHECKBACK_INTENT, trigger_date_time=now + timedelta(minutes=20),
        entities=[{"entity": "minutes", "value": "20"}], name="urge_checkback",
        kill_on_user_message=False)
    assert CHECKBACK_INTENT in DOMAIN["intents"]


async def test_waiting_it_out_schedules_the_chosen_delay() -> None:
    events, messages = await run(ActionUrgeFollowup(), urge_choice="wait", urge_delay="10")
    assert len(events) == 1 and events[0]["event"] == "reminder"
    due = datetime.fromisoformat(events[0]["date_time"])
    assert timedelta(minutes=9) < due - datetime.now(due.tzinfo) <= timedelta(minutes=10)
    assert messages[0]["text"] == URGE["delay_set"].format(minutes=10)


@pytest.mark.parametrize(
    ("text", "choice"),
    [("Wait it out together", "wait"), ("can we wait 20 min", "wait"),
     ("A grounding exercise", "grounding"), ("breathing pls", "grounding"),
     ("Write it here instead", "write"), ("Read my reasons", "reasons"),
     ("remind me why i left", "reasons"), ("Reach out to someone", "reach_out"),
     ("maybe call my sister", "reach_out"), ("banana", None)],
)
def test_choices_typed_or_tapped(text: str, choice: str | None) -> None:
    assert choice_of(text) == choice


@pytest.mark.parametrize("text", ["8", "eight", "like an 8"])
async def test_the_first_rating_names_the_wave(text: str) -> None:
    result, said = await validate(ValidateUrgeForm(), "urge_before", text)
    assert result == {"urge_before": "8"}
    assert said == [URGE["wave"]]


async def test_a_rating_out_of_range_is_asked_again() -> None:
    result, said = await validate(ValidateUrgeForm(), "urge_before", "15")
    assert result == {"urge_before": None}
    assert said and URGE["ask_rating_again"] in said[0]


async def test_the_choice_decides_the_extra_steps() -> None:
    form, dispatcher = ValidateUrgeForm(), CollectingDispatcher()
    domain_slots = DOMAIN["forms"]["urge_form"]["required_slots"]
    base = ["urge_before", "urge_choice"]
    for choice, extra in (("wait", ["urge_delay"]), ("write", ["urge_draft", "urge_draft_keep"]),
                          ("reasons", [])):
        slots = await form.required_slots(domain_slots, dispatcher, tracker(slots={
            "urge_choice": choice}), DOMAIN)
        assert slots == base + extra


async def test_rating_again_reflects_the_change() -> None:
    result, said = await validate(ValidateUrgeRecheckForm(), "urge_after", "5",
                                  urge_before="8")
    assert result == {"urge_after": "5"}
    assert said == [URGE["reflect"]["lower"].format(before=8, after=5)]
    assert "from 8 to 5" in reflection(8, 5)
    assert reflection(6, 9) == URGE["reflect"]["higher"].format(before=6, after=9)


@pytest.mark.parametrize("choice", ["reasons", "reach_out", "write"])
async def test_other_choices_go_on_to_rate_the_urge_again(choice: str) -> None:
    events, _ = await run(ActionUrgeFollowup(), urge_choice=choice, reasons=["he lied"])
    assert events == [FollowupAction("urge_recheck_form")]


async def test_the_reasons_are_shown_during_an_urge() -> None:
    _, messages = await run(ActionUrgeFollowup(), urge_choice="reasons",
                            reasons=["he read my messages", "i want my friends back"])
    said = "\n".join(m["text"] for m in messages)
    assert "1. he read my messages" in said and "2. i want my friends back" in said


async def test_grounding_offers_the_exercises_then_waits() -> None:
    events, said = await run(ActionUrgeFollowup(), urge_choice="grounding")
    assert [m["text"] for m in said] == [GROUNDING_TEXT["menu"]]
    assert not any(isinstance(e, dict) and e.get("event") == "followup" for e in events)


async def test_a_new_urge_starts_fresh_after_one_left_half_way() -> None:
    # A stopped episode left its rating and choice behind; the new one must ask again.
    events, said = await run(ActionUrgeStart(), "about to call her", intent="urge",
                             urge_before="9", urge_choice="wait", reasons=["x"])
    assert events == [SlotSet(slot, None) for slot in EPISODE] and said == []


async def test_finishing_an_episode_clears_it_but_keeps_the_reasons() -> None:
    events, _ = await run(ActionUrgeFinish(), reasons=["x"])
    assert events == [SlotSet(slot, None) for slot in EPISODE]


async def test_a_draft_can_be_kept_or_let_go() -> None:
    form = ValidateUrgeForm()
    result, said = await validate(form, "urge_draft_keep", "let it go", urge_draft="i miss u")
    assert result == {"urge_draft_keep": "let_go"} and said == [URGE["write_gone"]]
    result, said = await validate(form, "urge_draft_keep", "keep it", urge_draft="i miss u")
    assert result == {"urge_draft_keep": "keep"} and said == [URGE["write_kept"]]


def test_the_store_forgets_a_draft_everywhere_it_was_written() -> None:
    draft = "i still love you please call me"
    user = {"event": "user", "text": draft, "parse_data": {"text": draft, "intent": {}}}
    slot = {"event": "slot", "name": "urge_draft", "value": draft}
    assert redacted(user, draft)["text"] == NOT_KEPT
    assert redacted(user, draft)["parse_data"]["text"] == NOT_KEPT
    assert redacted(slot, draft)["value"] == NOT_KEPT
    assert redacted({"event": "user", "text": "hi"}, draft) is None


async def test_adding_showing_and_removing_reasons() -> None:
    result, said = await validate(ValidateReasonsForm(), "new_reason", "he broke my phone",
                                  reasons=["he lied"])
    assert result == {"new_reason": "he broke my phone",
                      "reasons": ["he lied", "he broke my phone"]}
    assert said == [REASONS["added"].format(count=2)]

    _, messages = await run(ActionShowReasons(), reasons=["he lied", "he broke my phone"])
    assert "2. he broke my phone" in messages[0]["text"]

    _, messages = await run(ActionRemoveReason(), reasons=["he lied", "he broke my phone"])
    assert [b["payload"] for b in messages[0]["buttons"]][-1] == \
        '/remove_reason{"reason_number": "2"}'


async def test_removing_the_reason_they_picked() -> None:
    dispatcher = CollectingDispatcher()
    current = tracker('/remove_reason{"reason_number": "1"}', intent="remove_reason",
                      slots={"reasons": ["he lied", "he broke my phone"]})
    current.latest_message["entities"] = [{"entity": "reason_number", "value": "1"}]
    events = await ActionRemoveReason().run(dispatcher, current, DOMAIN)
    assert events == [SlotSet("reasons", ["he broke my phone"])]
    assert dispatcher.messages[0]["text"] == REASONS["removed"]


async def test_no_reasons_yet_invites_one() -> None:
    _, messages = await run(ActionShowReasons())
    assert messages[0]["text"] == URGE["no_reasons"]
