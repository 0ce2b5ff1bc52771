"""Psychoeducation against the running bot: each topic's three layers, typed questions, topic
switches, the menu, late-night wording and kind answers that do not repeat themselves."""

from __future__ import annotations

import uuid
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import yaml

from botrunner import RunningBot, texts
from components.local_time import NIGHT_ENDS, NIGHT_STARTS

DOMAIN = yaml.safe_load((Path(__file__).resolve().parents[2] / "domain.yml").read_text())
RESPONSES = DOMAIN["responses"]
TOPICS: list[str] = DOMAIN["slots"]["topic"]["values"]


def said(name: str) -> str:
    """The unconditioned wording of a response (the one said when no slot picks another)."""
    variations = [v for v in RESPONSES[name] if not v.get("condition")]
    return variations[0]["text"]


def intent_of(topic: str) -> str:
    return topic if topic == "self_blame" else f"ask_{topic}"


@pytest.mark.parametrize("topic", TOPICS)
def test_each_topic_answers_then_goes_deeper_then_names_its_source(
    bot: RunningBot, topic: str
) -> None:
    sender = uuid.uuid4().hex
    first = bot.send(f"/{intent_of(topic)}", sender=sender)
    assert texts(first) == said(f"utter_{topic}")
    assert first[-1].get("buttons"), "a next step is offered"
    assert texts(bot.send("tell me more", sender=sender)) == said(f"utter_{topic}_more")
    source = texts(bot.send("where does this come from?", sender=sender))
    assert source == said(f"utter_{topic}_source")


@pytest.mark.parametrize(
    ("message", "topic"),
    [
        ("what even is a trauma bond", "trauma_bond"),
        ("why does he go from sweet to cruel and the good days make me forget everything",
         "intermittent_reinforcement"),
        ("why cant i just leave her everyone keeps asking me", "why_leaving_hard"),
        ("why do i miss him so much when he hurt me", "missing_them"),
        ("is it normal to go back to someone who hurt you", "going_back"),
        ("whats the difference between shame and guilt", "shame_guilt"),
        ("its all my fault isnt it", "self_blame"),
        ("how do i know if im trauma bonded", "signs"),
        ("he says that never happened and now i dont trust my own memory", "gaslighting"),
        ("he cut me off from all my friends and now i have nobody", "isolation"),
        ("why do i always end up with people like this", "familiar"),
        ("do you think she will ever change", "hope_change"),
        ("how do i go no contact when we have kids together", "no_contact"),
        ("how long until i stop hurting", "healing_time"),
        ("does therapy even help with this", "what_helps"),
        ("how do i find a therapist", "find_therapist"),
        ("do you save what i write here", "about_bot"),
    ],
)
def test_typed_questions_reach_their_topic(bot: RunningBot, message: str, topic: str) -> None:
    assert texts(bot.send(message)) == said(f"utter_{topic}")


def test_switching_topic_half_way_continues_the_new_topic(bot: RunningBot) -> None:
    sender = uuid.uuid4().hex
    bot.send("/ask_intermittent_reinforcement", sender=sender)
    assert texts(bot.send("/ask_hope_change", sender=sender)) == said("utter_hope_change")
    assert texts(bot.send("go on", sender=sender)) == said("utter_hope_change_more")


def test_tell_me_more_with_no_topic_asks_which_one(bot: RunningBot) -> None:
    replies = bot.send("tell me more")
    assert texts(replies) == said("utter_no_topic_yet")
    assert replies[-1]["buttons"][0]["payload"] == "/list_topics"


def test_the_menu_and_the_topic_list(bot: RunningBot) -> None:
    sender = uuid.uuid4().hex
    menu = bot.send("menu", sender=sender)
    assert {b["payload"] for b in menu[-1]["buttons"]} >= {"/list_topics", "/grounding",
                                                          "/urgent_help"}
    topics = bot.send("/list_topics", sender=sender)
    assert len(topics[-1]["buttons"]) >= 16


def test_signs_answered_yes(bot: RunningBot) -> None:
    sender = uuid.uuid4().hex
    bot.send("/ask_signs", sender=sender)
    assert texts(bot.send("yes", sender=sender)) == said("utter_signs_familiar")


def test_finding_a_therapist_follows_the_region_they_gave(bot: RunningBot) -> None:
    sender = uuid.uuid4().hex
    bot.send("i live in the uk", sender=sender)
    assert "BACP" in texts(bot.send("/ask_find_therapist", sender=sender))
    elsewhere = texts(bot.send("/ask_find_therapist"))
    assert "BACP" not in elsewhere and "trauma-informed" in elsewhere


def test_the_greeting_notices_when_it_is_late_where_they_are(bot: RunningBot) -> None:
    # Four zones six hours apart: whatever the time, at least one is in its night window
    # (22:00-06:00) and at least one is not, so both wordings are checked on every run.
    seen = set()
    for zone in ("Etc/GMT", "Etc/GMT-6", "Etc/GMT-12", "Etc/GMT+6"):
        hour = datetime.now(timezone.utc).astimezone(ZoneInfo(zone)).hour
        late = hour >= NIGHT_STARTS or hour < NIGHT_ENDS
        greeting = texts(bot.send("hi", metadata={"timezone": zone}))
        assert ("It's late" in greeting) == late, (zone, hour, greeting)
        seen.add(late)
    assert seen == {True, False}
    assert "It's late" not in texts(bot.send("hi"))


def test_off_topic_twice_never_gets_the_same_line(bot: RunningBot) -> None:
    sender = uuid.uuid4().hex
    first = texts(bot.send("whats the weather in paris tomorrow", sender=sender))
    second = texts(bot.send("can you write my history essay", sender=sender))
    assert first and second and first != second
    assert "/help" in str(bot.send("asdkjh qwpoeiru", sender=sender))
