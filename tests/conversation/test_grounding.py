"""The grounding toolkit against the running bot: start from anywhere, pace, typed answers,
stop at any step, and a medical emergency or crisis in the middle goes to the safety route."""

from __future__ import annotations

import pytest

from actions.grounding.content import EXERCISES, TEXT
from botrunner import Chat, RunningBot, texts


@pytest.mark.parametrize(
    "ask", ["help me calm down", "im panicking", "can we do a breathing exercise"])
def test_startable_from_anywhere(bot: RunningBot, ask: str) -> None:
    said = Chat(bot).say(ask)
    assert TEXT["menu"] in said or EXERCISES["box_breathing"]["steps"][0] in said


@pytest.mark.parametrize("key", list(EXERCISES))
def test_each_exercise_paced_to_its_end(bot: RunningBot, key: str) -> None:
    chat = Chat(bot)
    steps = EXERCISES[key]["steps"]
    replies = bot.send(f'/grounding{{"exercise": "{key}"}}', sender=chat.sender)
    assert texts(replies) == steps[0]
    assert [b["title"] for b in replies[-1]["buttons"]] == ["Next", "Done", "Stop"]
    for step in steps[1:]:
        assert chat.say("next") == step
    assert EXERCISES[key]["end"] in chat.say("next")


def test_a_typed_answer_is_heard_then_the_exercise_goes_on(bot: RunningBot) -> None:
    chat = Chat(bot)
    steps = EXERCISES["senses_54321"]["steps"]
    chat.say('/grounding{"exercise": "senses_54321"}')
    assert chat.say("next") == steps[1]
    said = chat.say("i can see a lamp, my cat, the window, a mug and my shoes")
    assert any(ack in said for ack in TEXT["typed_answer"]) and steps[2] in said


def test_stop_at_any_step_returns_to_the_menu(bot: RunningBot) -> None:
    chat = Chat(bot)
    chat.say('/grounding{"exercise": "box_breathing"}')
    chat.say("next")
    assert TEXT["stopped"] in chat.say("stop")
    # Nothing is running any more: "next" offers the menu instead of a step.
    assert TEXT["menu"] in chat.say("next")


@pytest.mark.parametrize(
    "message",
    ["i have chest pain and my left arm is numb", "i cant breathe and my lips are going blue",
     "i just took all my pills"],
)
def test_an_emergency_mid_exercise_goes_to_the_safety_route(bot: RunningBot, message: str) -> None:
    chat = Chat(bot)
    chat.say('/grounding{"exercise": "box_breathing"}')
    said = chat.say(message)
    assert any(n in said for n in ("911", "999", "112", "000", "emergency"))
    assert EXERCISES["box_breathing"]["steps"][1] not in said
