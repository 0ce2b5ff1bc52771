"""The safety route end to end, against the running bot (real NLU, policies and action server):
crisis messages are answered first, with the right numbers, whatever else was going on."""

from __future__ import annotations

from typing import Any

import pytest

from botrunner import RunningBot, texts

UK = {"timezone": "Europe/London", "locale": "en-GB"}


def card(replies: list[dict[str, Any]]) -> dict[str, Any]:
    cards = [r["custom"]["safety"] for r in replies if isinstance(r.get("custom"), dict)]
    assert cards, f"no safety card in {replies}"
    return cards[0]


def buttons(replies: list[dict[str, Any]]) -> list[str]:
    return [b["payload"] for r in replies for b in r.get("buttons", [])]


@pytest.mark.parametrize(
    ("message", "level", "category", "number"),
    [
        ("i want to kill myself", "crisis", "suicide", "116 123"),
        ("kms", "crisis", "suicide", "116 123"),
        ("I just took all my pills", "emergency", None, "999"),
        ("he's hitting me right now", "emergency", "partner_violence", "999"),
        ("he choked me last year", "crisis", "partner_violence", "0808 2000 247"),
    ],
)
def test_crisis_messages_get_the_right_help_first(
    bot: RunningBot, message: str, level: str, category: str | None, number: str
) -> None:
    replies = bot.send(message, metadata=UK)
    found = card(replies)
    assert found["level"] == level and found["region"] == "UK"
    if category:
        assert category in found["categories"]
    assert number in texts(replies), "a text-only client must see the same numbers"
    if level == "emergency":
        assert replies[0]["text"].startswith("Call 999 now.")


def test_low_confidence_cannot_hide_a_crisis(bot: RunningBot) -> None:
    # Unseen words force the classifier's fallback; the screen still routes the message.
    replies = bot.send("unalive sewerslide", metadata=UK)
    assert card(replies)["level"] in ("crisis", "emergency")


def test_other_language_gets_help_in_that_language(bot: RunningBot) -> None:
    replies = bot.send("quiero matarme", metadata={"timezone": "Europe/Madrid"})
    said = texts(replies)
    assert "findahelpline.com" in said and "llama" in said


def test_no_region_shows_the_fallback_then_asks_once(bot: RunningBot) -> None:
    sender = "no-region"
    replies = bot.send("i want to end my life", sender=sender)
    assert "findahelpline.com" in texts(replies) and "Where are you?" in texts(replies)
    replies = bot.send('/inform_region{"region":"AU"}', sender=sender)
    assert "13 11 14" in texts(replies) and card(replies)["region"] == "AU"
    assert "/safety_safe" in buttons(replies)


def test_check_in_yes_leads_to_the_crisis_reply(bot: RunningBot) -> None:
    sender = "check-in-yes"
    replies = bot.send("i feel hopeless", sender=sender, metadata=UK)
    assert "thoughts of ending your life" in texts(replies)
    assert buttons(replies) == ["/safety_checkin_yes", "/safety_checkin_no"]
    replies = bot.send("yes", sender=sender, metadata=UK)
    assert card(replies)["level"] == "crisis" and "116 123" in texts(replies)


def test_check_in_no_and_then_a_crisis_is_still_caught(bot: RunningBot) -> None:
    sender = "check-in-no"
    bot.send("i can't do this anymore", sender=sender, metadata=UK)
    assert "Thank you for letting me know" in texts(bot.send("no", sender=sender, metadata=UK))
    replies = bot.send("actually i do want to die", sender=sender, metadata=UK)
    assert card(replies)["level"] in ("crisis", "emergency")


def test_safe_and_not_safe_answers(bot: RunningBot) -> None:
    sender = "safe-answers"
    bot.send("he raped me", sender=sender, metadata=UK)
    replies = bot.send("i'm not safe", sender=sender, metadata=UK)
    assert replies[0]["text"].startswith("Call 999 now.")
    replies = bot.send("/safety_safe", sender=sender, metadata=UK)
    assert "glad you're safe" in texts(replies) and "/grounding" in buttons(replies)


def test_a_disclosure_mid_flow_is_answered_not_the_flow(bot: RunningBot) -> None:
    # Inside the check-in (a multi-step safety flow) a new, worse message is answered as such.
    sender = "mid-flow"
    bot.send("whats the point of anything", sender=sender, metadata=UK)
    replies = bot.send("i have the pills in my hand right now", sender=sender, metadata=UK)
    assert card(replies)["level"] == "emergency"
    assert replies[0]["text"].startswith("Call 999 now.")


@pytest.mark.parametrize("message", ["my feet are killing me", "the battery is dead",
                                     "I'm not suicidal, just tired", "i want to text him"])
def test_everyday_messages_are_not_routed(bot: RunningBot, message: str) -> None:
    replies = bot.send(message, metadata=UK)
    assert not any(isinstance(r.get("custom"), dict) for r in replies)
    assert "116 123" not in texts(replies)
