"""Unit tests of action_safety_response with tracker fixtures: the right reply for each level,
category, region and follow-up, and the slots that carry the exchange to the next turn."""

from __future__ import annotations

from typing import Any

import pytest
from rasa_sdk.executor import CollectingDispatcher

from actions.safety.actions import ActionSafetyResponse
from actions.safety.resources import REGION_CODES, get_region
from actions.safety.screen import CATEGORIES
from trackers import flagged, tracker

TIMEZONES = {
    "US": "America/Chicago", "UK": "Europe/London", "CA": "America/Toronto",
    "AU": "Australia/Sydney", "IE": "Europe/Dublin", "NZ": "Pacific/Auckland",
    "IN": "Asia/Kolkata", "INTL": "Europe/Berlin",
}


async def run(t: Any) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    dispatcher = CollectingDispatcher()
    events = await ActionSafetyResponse().run(dispatcher, t, {})
    slots = {e["name"]: e["value"] for e in events if e.get("event") == "slot"}
    return dispatcher.messages, slots


def said(messages: list[dict[str, Any]]) -> str:
    return "\n".join(m.get("text") or "" for m in messages)


def payload(messages: list[dict[str, Any]]) -> dict[str, Any]:
    cards = [m["custom"]["safety"] for m in messages if m.get("custom")]
    assert len(cards) == 1, "exactly one safety card per reply"
    return cards[0]


@pytest.mark.parametrize("region", REGION_CODES)
@pytest.mark.parametrize("category", CATEGORIES)
async def test_crisis_reply_for_each_region_and_category(region: str, category: str) -> None:
    messages, slots = await run(tracker(
        "something hard", safety=flagged("crisis", category),
        metadata={"timezone": TIMEZONES[region]},
    ))
    card = payload(messages)
    assert card["level"] == "crisis" and card["categories"][0] == category
    assert card["region"] == region
    text = said(messages)
    for resource in card["resources"]:
        for number in (resource["phone"], resource["sms"]):
            if number:
                assert number.split()[-1] in text, f"{number} missing from the text"
    assert "program" in text
    assert slots["safety_stage"] == "asked_safe"
    assert slots["region"] == region


@pytest.mark.parametrize("region", [c for c in REGION_CODES if c != "INTL"])
async def test_emergency_puts_the_emergency_number_first(region: str) -> None:
    messages, _ = await run(tracker(
        "x", safety=flagged("emergency", "suicide"), metadata={"timezone": TIMEZONES[region]}
    ))
    assert messages[0]["text"].startswith(f"Call {get_region(region).emergency} now.")
    assert payload(messages)["resources"][0]["kind"] == "emergency"
    assert [b["payload"] for b in messages[-1]["buttons"]][:2] == [
        "/safety_safe", "/safety_unsafe"
    ]


async def test_what_they_say_beats_their_device() -> None:
    messages, slots = await run(tracker(
        "i'm in australia and i want to die", safety=flagged("crisis", "suicide"),
        metadata={"timezone": "Europe/London"},
    ))
    assert slots["region"] == "AU" and "13 11 14" in said(messages)


async def test_unknown_region_shows_the_fallback_and_asks_once() -> None:
    messages, slots = await run(tracker("i want to die", safety=flagged("crisis", "suicide")))
    text = said(messages)
    assert "findahelpline.com" in text and "911" in text and "112" in text
    assert "Where are you?" in messages[-1]["text"]
    assert len(messages[-1]["buttons"]) == 8
    assert slots["region_asked"] is True and slots["safety_stage"] == "asked_region"

    again, slots = await run(tracker(
        "i want to die", safety=flagged("crisis", "suicide"), slots={"region_asked": True}
    ))
    assert "Where are you?" not in said(again)
    assert slots["safety_stage"] == "asked_safe"


async def test_region_answer_gives_the_local_lines_for_the_earlier_disclosure() -> None:
    messages, slots = await run(tracker(
        '/inform_region{"region":"UK"}', intent="inform_region",
        slots={"region": "UK", "safety_stage": "asked_region", "safety_level": "crisis",
               "safety_categories": ["partner_violence"], "region_asked": True},
    ))
    text = said(messages)
    assert "0808 2000 247" in text and "999" in text
    assert payload(messages)["categories"] == ["partner_violence"]
    assert slots["safety_stage"] == "asked_safe"


async def test_concern_gets_a_direct_check_in() -> None:
    messages, slots = await run(tracker("what's the point", safety=flagged("concern", "suicide")))
    assert "thoughts of ending your life" in said(messages)
    assert [b["payload"] for b in messages[-1]["buttons"]] == [
        "/safety_checkin_yes", "/safety_checkin_no"
    ]
    assert slots["safety_stage"] == "checkin" and slots["safety_categories"] == ["suicide"]


@pytest.mark.parametrize("intent", ["affirm", "safety_checkin_yes"])
async def test_yes_to_the_check_in_leads_to_the_crisis_reply(intent: str) -> None:
    messages, slots = await run(tracker(
        "yes", intent=intent, metadata={"timezone": "America/New_York"},
        slots={"safety_stage": "checkin", "safety_level": "concern",
               "safety_categories": ["suicide"]},
    ))
    assert "988" in said(messages)
    assert payload(messages)["level"] == "crisis"
    assert slots["safety_stage"] == "asked_safe"


@pytest.mark.parametrize("intent", ["deny", "safety_checkin_no"])
async def test_no_to_the_check_in_leaves_the_door_open(intent: str) -> None:
    messages, slots = await run(tracker("no", intent=intent, slots={"safety_stage": "checkin"}))
    assert "Thank you for letting me know" in said(messages)
    assert slots["safety_stage"] is None


async def test_safe_leads_to_a_gentle_continuation_with_grounding() -> None:
    messages, slots = await run(tracker(
        "/safety_safe", intent="safety_safe", slots={"safety_stage": "asked_safe",
                                                     "region": "UK"}
    ))
    assert "glad you're safe" in said(messages)
    assert "/grounding" in [b["payload"] for b in messages[-1]["buttons"]]
    assert slots["safety_stage"] is None


@pytest.mark.parametrize(("intent", "stage"), [("safety_unsafe", None), ("deny", "asked_safe")])
async def test_not_safe_repeats_the_emergency_route_in_few_words(
    intent: str, stage: str | None
) -> None:
    messages, _ = await run(tracker("no", intent=intent,
                                    slots={"safety_stage": stage, "region": "AU"}))
    assert messages[0]["text"].startswith("Call 000 now.")
    assert sum(len((m.get("text") or "").split()) for m in messages) < 60


async def test_a_disclosure_ends_an_active_form() -> None:
    dispatcher = CollectingDispatcher()
    events = await ActionSafetyResponse().run(
        dispatcher, tracker("i want to die", safety=flagged("crisis", "suicide"),
                            active_loop="some_form"), {}
    )
    assert {"event": "active_loop", "name": None} in [
        {"event": e["event"], "name": e.get("name")} for e in events if e["event"] == "active_loop"
    ]


async def test_asking_for_help_shows_local_helplines() -> None:
    messages, _ = await run(tracker("i need a hotline", intent="urgent_help",
                                    metadata={"timezone": "Pacific/Auckland"}))
    text = said(messages)
    assert "1737" in text and "111" in text


async def test_third_person_gets_help_for_the_helper() -> None:
    messages, _ = await run(tracker(
        "my sister wants to die", safety=flagged("crisis", "suicide", third_person=True),
        metadata={"timezone": "America/Denver"},
    ))
    assert "Asking will not put the idea in their head" in said(messages)


async def test_other_language_gets_a_line_in_that_language() -> None:
    messages, _ = await run(tracker(
        "quiero morir", safety=flagged("crisis", "suicide", language="es"),
        metadata={"timezone": "Europe/Madrid"},
    ))
    assert "llama" in messages[0]["text"]


async def test_not_safe_flagged_as_crisis_still_gets_the_short_emergency_route() -> None:
    messages, _ = await run(tracker("i'm not safe", intent="safety_unsafe",
                                    safety=flagged("crisis", "partner_violence"),
                                    slots={"region": "UK"}))
    assert messages[0]["text"].startswith("Call 999 now.")


async def test_not_safe_with_an_attack_under_way_gets_the_full_emergency_reply() -> None:
    messages, _ = await run(tracker("not safe he has a knife", intent="safety_unsafe",
                                    safety=flagged("emergency", "partner_violence"),
                                    slots={"region": "UK"}))
    assert messages[0]["text"].startswith("Call 999 now.")
    assert "0808 2000 247" in said(messages)


async def test_a_denial_out_of_context_gets_a_calm_answer_without_a_card() -> None:
    messages, _ = await run(tracker("i'm not suicidal, just tired", intent="safety_checkin_no"))
    assert "Thank you for letting me know" in said(messages)
    assert not any(m.get("custom") for m in messages)
