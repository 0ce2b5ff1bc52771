"""With the action server down, a person in crisis still gets emergency and crisis numbers from
the Rasa server alone, and every other message still gets an answer."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from botrunner import RunningBot, texts


@pytest.fixture(scope="module")
def bot_alone(model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningBot]:
    running = RunningBot(tmp_path_factory.mktemp("alone"), "--no-action-server")
    running.wait_ready()
    yield running
    running.stop()


@pytest.mark.parametrize("message", ["i want to kill myself", "he is hitting me right now",
                                     "i need a crisis line", "i feel hopeless"])
def test_safety_messages_still_get_the_numbers(bot_alone: RunningBot, message: str) -> None:
    said = texts(bot_alone.send(message))
    for number in ("911", "999", "112", "000", "988", "116 123", "findahelpline.com"):
        assert number in said


@pytest.mark.parametrize(("message", "expected"), [("hi", "not a therapist"),
                                                   ("", "empty"),
                                                   ("thanks", "You're welcome")])
def test_other_messages_still_get_answers(
    bot_alone: RunningBot, message: str, expected: str
) -> None:
    assert expected in texts(bot_alone.send(message))


def test_the_conversation_goes_on_after_a_failed_action(bot_alone: RunningBot) -> None:
    sender = "after-failure"
    bot_alone.send("i want to die", sender=sender)
    assert "not a therapist" in texts(bot_alone.send("hello", sender=sender))


def test_ctrl_c_leaves_no_process(bot_alone: RunningBot) -> None:
    # Last in this module: it stops the shared bot, as Ctrl-C in a terminal would.
    bot_alone.stop_and_confirm_nothing_left(signal.SIGINT)
