"""components.safety_policy on hand-built trackers: it answers flagged messages first, listens
after the safety reply, and covers for an action server that said nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from rasa.shared.core.domain import Domain
from rasa.shared.core.events import (
    ActionExecuted,
    ActiveLoop,
    BotUttered,
    Event,
    SlotSet,
    UserUttered,
)
from rasa.shared.core.trackers import DialogueStateTracker

from components.safety_policy import next_safety_action

DOMAIN = Domain.load(str(Path(__file__).resolve().parents[2] / "domain.yml"))


def user(level: str, intent: str = "greet") -> UserUttered:
    return UserUttered("text", {"name": intent, "confidence": 0.3},
                       parse_data={"safety": {"level": level, "categories": []}})


def after(*events: Event, story_file: str | None = None) -> str | None:
    tracker = DialogueStateTracker.from_events(
        "t", [ActionExecuted("action_listen"), *events], sender_source=story_file)
    return next_safety_action(tracker, DOMAIN)


@pytest.mark.parametrize("level", ["concern", "crisis", "emergency"])
def test_a_flagged_message_gets_the_safety_action_first(level: str) -> None:
    assert after(user(level)) == "action_safety_response"


def test_even_inside_an_active_form() -> None:
    assert after(ActiveLoop("some_form"), ActionExecuted("some_form"),
                 ActionExecuted("action_listen"), user("crisis")) == "action_safety_response"


def test_an_ordinary_message_is_left_to_the_other_policies() -> None:
    assert after(user("none")) is None
    assert after(user("none"), ActionExecuted("utter_greet"), BotUttered("hi")) is None


def test_listen_after_the_safety_reply() -> None:
    assert after(user("crisis"), ActionExecuted("action_safety_response"),
                 BotUttered("numbers"), SlotSet("safety_stage", "asked_safe")) == "action_listen"


def test_a_silent_safety_action_is_covered_by_the_static_numbers() -> None:
    assert after(user("crisis"), ActionExecuted("action_safety_response")) == "utter_urgent_help"
    assert after(user("crisis"), ActionExecuted("action_safety_response"),
                 ActionExecuted("utter_urgent_help"), BotUttered("911")) == "action_listen"


def test_a_silent_safety_action_on_a_follow_up_is_covered_too() -> None:
    # "I'm not safe" via the button is not flagged by the screen, but the action still failed.
    assert after(user("none", "safety_unsafe"),
                 ActionExecuted("action_safety_response")) == "utter_urgent_help"


def test_a_silent_custom_action_gets_the_ordinary_fallback() -> None:
    assert after(user("none", "grounding"), ActionExecuted("action_grounding")) == "utter_default"
    assert after(user("none", "grounding"), ActionExecuted("action_grounding"),
                 ActionExecuted("utter_default"), BotUttered("sorry")) == "action_listen"


def test_a_story_replay_is_not_read_as_a_stopped_action_server() -> None:
    # Stories do not record what custom actions say, so silence there is no failure.
    story = "tests/stories/test_urges.yml"
    assert after(user("none", "grounding"), ActionExecuted("action_grounding"),
                 story_file=story) is None
    assert after(user("crisis"), ActionExecuted("action_safety_response"),
                 story_file=story) == "action_listen"
    assert after(user("crisis"), story_file=story) == "action_safety_response"
