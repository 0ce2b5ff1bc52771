"""The guided reframing exercise against the running bot and action server: the whole path,
skips, numbers in words, out-of-range answers, stop and come back, and a crisis mid-way."""

from __future__ import annotations

from actions.reframing.content import PROMPTS
from botrunner import Chat, RunningBot


def question(step: str) -> str:
    """The start of a step's question, enough to recognise it."""
    return PROMPTS["ask"][step].split(".")[0]




def test_the_whole_exercise_reflects_the_change_and_keeps_the_fairer_words(
    bot: RunningBot,
) -> None:
    chat = Chat(bot)
    said = chat.say("/start_reframe")
    assert PROMPTS["intro"] in said and question("reframe_thought") in said
    assert question("reframe_belief_before") in chat.say("i should have left sooner")
    assert question("reframe_origin") in chat.say("about eighty")
    said = chat.say("he told me i'd never make it on my own, every week")
    assert PROMPTS["after_origin"] in said and question("reframe_guilt_shame") in said
    said = chat.say("Who I am")
    assert PROMPTS["after_guilt"]["shame"] in said and question("reframe_context") in said
    assert question("reframe_friend") in chat.say("he controlled the money and my car")
    said = chat.say("that it wasn't their fault and they got out when they could")
    assert question("reframe_fairer") in said
    starter = PROMPTS["starters"]["should_have_left_sooner"][0]
    assert question("reframe_belief_after") in chat.say(starter)
    said = chat.say("40")
    assert "80" in said and "40" in said and question("reframe_keep") in said
    said = chat.say("keep it")
    assert PROMPTS["kept"] in said and PROMPTS["close"] in said


def test_skips_and_numbers_out_of_range_are_handled(bot: RunningBot) -> None:
    chat = Chat(bot)
    chat.say("/start_reframe")
    chat.say("i'm too sensitive")
    said = chat.say("about a million")
    assert PROMPTS["out_of_range"] in said and question("reframe_belief_before") in said
    said = chat.say("i dont know")
    assert any(skip in said for skip in PROMPTS["skip"])
    assert question("reframe_origin") in said


def test_stop_then_come_back_later_in_the_same_conversation(bot: RunningBot) -> None:
    chat = Chat(bot)
    chat.say("/start_reframe")
    chat.say("no one else would want me")
    assert PROMPTS["paused"] in chat.say("stop")
    assert "trauma bond" in chat.say("what is a trauma bond").lower()
    said = chat.say("can we go back to working on that thought")
    assert PROMPTS["resume"].format(step=2) in said
    assert question("reframe_belief_before") in said


def test_a_crisis_at_any_step_is_answered_first_and_the_form_stops(bot: RunningBot) -> None:
    chat = Chat(bot)
    chat.say("/start_reframe")
    chat.say("i deserved it")
    chat.say("90")
    said = chat.say("honestly i just want to kill myself")
    assert "988" in said or "116 123" in said or "findahelpline" in said
    assert question("reframe_guilt_shame") not in said
    assert question("reframe_origin") not in said


def test_the_self_blame_topic_leads_into_the_exercise(bot: RunningBot) -> None:
    chat = Chat(bot)
    offer = bot.send("its all my fault", sender=chat.sender)
    assert "/start_reframe" in str(offer)
    said = chat.say("yes")
    # The thought they just shared is step 1, so the exercise goes on to step 2.
    assert PROMPTS["intro"] in said and question("reframe_belief_before") in said
