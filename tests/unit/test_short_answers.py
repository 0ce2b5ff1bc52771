"""components.short_answers: "stop", "next", "yes" and "no" are heard however they are typed."""

from __future__ import annotations

import pytest

from components.short_answers import command_of


@pytest.mark.parametrize(
    "text",
    ["stop", "Stop.", "STOP!!", "stopp", "stoppp please", "cancel", "cancell", "quit", "exit",
     "pause", "halt", "enough for now", "end this", "can we stop", "i want to stop",
     "ok stop", "let's stop here", "stop this exercise", "stop pls"],
)
def test_stop_commands(text: str) -> None:
    assert command_of(text) == "stop_exercise"


@pytest.mark.parametrize("text", ["next", "Next!", "nxt", "next step", "done", "ok done",
                                  "did it", "ready", "next one please"])
def test_next_commands(text: str) -> None:
    assert command_of(text) == "next_step"


@pytest.mark.parametrize("text", ["yes", "Yes!", "yess", "ya", "yeah", "ok", "okay", "sure",
                                  "yes please", "y"])
def test_yes(text: str) -> None:
    assert command_of(text) == "affirm"


@pytest.mark.parametrize("text", ["go on", "Go on!", "tell me more", "more please", "keep going"])
def test_tell_me_more(text: str) -> None:
    assert command_of(text) == "tell_more"


@pytest.mark.parametrize("text", ["no", "No.", "noo", "nope", "nah", "no thanks", "not really"])
def test_no(text: str) -> None:
    assert command_of(text) == "deny"


@pytest.mark.parametrize(
    "text",
    ["yes i want to die", "no one would miss me", "yes he hit me", "ok bye",
     "stop texting him", "i can't stop crying", "i want to stop existing",
     "he won't stop calling", "i'm done with life", "done trying", "quit my job today",
     "the end", "next time he hits me", "i'm ready to die", "", "hello"],
)
def test_everything_else_is_left_to_the_classifier(text: str) -> None:
    assert command_of(text) is None
