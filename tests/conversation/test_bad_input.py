"""Messages the classifier cannot read still get a clear answer from the running bot, never a
500 and never silence."""

from __future__ import annotations

import pytest

from botrunner import RunningBot, texts

ANSWERS = {
    "": "empty",
    "   \n\t ": "empty",
    "😭😭😭": "words better than emoji",
    "🙃": "words better than emoji",
    "\x00\x01\x02binary\xff\xfe": "words better than emoji",
    "hola, necesito hablar con alguien": "only read English",
    # Everyday words: distress in another language gets the safety check-in instead.
    "bonjour, est-ce que tu parles français ?": "only read English",
    "ich bin nicht sicher, ob du mich verstehst": "only read English",
    "ich weiß nicht mehr weiter": "When you say that",
    "мне очень плохо": "only read English",
    "asdkjhqwe zxcmnb": "didn't quite get that",
    "/restart": "start fresh",
    "/greet": "not a therapist",
    "/no_such_intent": "didn't quite get that",
    '/greet{"broken json': "",
}


@pytest.mark.parametrize("message", list(ANSWERS))
def test_unreadable_messages_get_a_fitting_answer(bot: RunningBot, message: str) -> None:
    said = texts(bot.send(message))
    assert said.strip(), f"no answer to {message!r}"
    assert ANSWERS[message] in said


def test_other_languages_are_pointed_to_help(bot: RunningBot) -> None:
    said = texts(bot.send("hola necesito ayuda por favor"))
    assert "112" in said and "findahelpline.com" in said


def test_a_10000_character_message_gets_an_answer(bot: RunningBot) -> None:
    rambling = ("i keep going over the same things in my head and i can't sleep " * 160)[:10_000]
    assert len(rambling) == 10_000
    assert texts(bot.send(rambling)).strip()
    assert texts(bot.send("x" * 10_000)).strip()


def test_the_conversation_goes_on_after_bad_input(bot: RunningBot) -> None:
    sender = "after-bad-input"
    bot.send("", sender=sender)
    bot.send("💥💥", sender=sender)
    assert "not a therapist" in texts(bot.send("hi", sender=sender))
