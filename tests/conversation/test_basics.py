"""The first conversation: welcome, who the bot is, help, thanks, goodbye and off-topic asks,
against the running bot with its real NLU."""

from __future__ import annotations

import pytest

from botrunner import RunningBot, texts


@pytest.mark.parametrize("greeting", ["hi", "hey there", "hello? anyone", "good evening"])
def test_welcome_says_what_the_bot_is_and_how_to_get_urgent_help(
    bot: RunningBot, greeting: str
) -> None:
    replies = bot.send(greeting)
    said = texts(replies)
    assert "program" in said
    assert "not a therapist" in said and "not a crisis line" in said
    assert all(number in said for number in ("911", "999", "112", "000"))
    assert replies[-1].get("buttons"), "the welcome offers a next step"


@pytest.mark.parametrize("question", ["are you a bot", "am i talking to a real person",
                                      "are you a therapist", "who am i talking to"])
def test_asking_who_it_is(bot: RunningBot, question: str) -> None:
    said = texts(bot.send(question))
    assert "program, not a person" in said and "not a crisis line" in said


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("thank you so much", "You're welcome"),
        ("bye, going to sleep", "Take care"),
        ("what can you do", "things we can do together"),
        ("can we start over", "start fresh"),
        ("i want to text him so bad", "How strong is it right now"),
        ("i already texted him", "no shame here"),
        ("how are you", "I'm a program"),
        ("you are a useless bot", "menu"),
        ("i'm panicking", "slow things down"),
    ],
)
def test_small_turns(bot: RunningBot, message: str, expected: str) -> None:
    assert expected in texts(bot.send(message))


def test_an_off_topic_ask_gets_a_kind_answer_and_the_menu(bot: RunningBot) -> None:
    # Whether the classifier calls it out of scope or is unsure, the answer is kind and offers
    # the menu: never silence, never a guess.
    replies = bot.send("can you order me a pizza")
    said = texts(replies)
    assert "not something I can help with" in said or "didn't quite get that" in said
    assert "/help" in str(replies[-1]["buttons"])
