"""Urge support, the reasons list and relapse against the running bot and action server:
each choice, the check-back reminder, a draft that is let go, and a crisis mid-flow."""

from __future__ import annotations

import sqlite3
import time

from actions.grounding.actions import DONE_BUTTON, start_payload
from actions.grounding.content import EXERCISES, TEXT
from actions.urges.actions import REASONS, URGE
from botrunner import Chat, RunningBot, texts


class UrgeChat(Chat):
    """A conversation that can reach the urge choices and read its stored events."""

    def urge_at(self, rating: str) -> None:
        assert URGE["ask_rating"] in self.say("i want to text him so bad")
        said = self.say(rating)
        assert URGE["wave"] in said and URGE["options"] in said

    def stored(self) -> str:
        with sqlite3.connect(self.bot.run_dir / "conversations.db") as db:
            rows = db.execute("SELECT data FROM events WHERE sender_id = ?", (self.sender,))
            return "\n".join(row[0] for row in rows)


def test_waiting_it_out_sets_a_check_back(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    chat.urge_at("8")
    assert URGE["ask_delay"] in chat.say("Wait it out together")
    # Exactly this, and then the bot waits: no "I didn't get that" after it.
    assert chat.say("20 minutes") == URGE["delay_set"].format(minutes=20)


def test_the_check_back_arrives_when_the_wait_is_over(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    chat.urge_at("9")
    chat.say("lets wait")
    assert URGE["delay_set"].format(minutes=1) in chat.say("1 minute")
    # The reminder fires on the server by itself; its question is in the conversation.
    checkback = URGE["checkback"].format(minutes=1).split(",")[0]
    deadline = time.monotonic() + 120
    while checkback not in chat.stored() and time.monotonic() < deadline:
        time.sleep(2)
    assert checkback in chat.stored()
    # Over REST the check-back comes with the next reply, ahead of the answer to it.
    said = chat.say("4")
    assert checkback in said and "from 9 to 4" in said
    assert said.index(checkback) < said.index("from 9 to 4")
    # Delivered once: the reply after that does not repeat it.
    assert checkback not in chat.say("thanks")


def test_a_grounding_exercise_then_the_urge_rated_again(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    chat.urge_at("8")
    assert TEXT["menu"] in chat.say("A grounding exercise")
    steps = EXERCISES["box_breathing"]["steps"]
    assert chat.say(start_payload("box_breathing")) == steps[0]
    assert chat.say("next") == steps[1]
    said = chat.say(DONE_BUTTON["payload"])
    end = EXERCISES["box_breathing"]["end"]
    assert said.index(end) < said.index(URGE["ask_rating_again"])
    assert "from 8 to 3" in chat.say("3")


def test_writing_it_here_and_letting_it_go_keeps_nothing(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    chat.urge_at("7")
    assert URGE["write_here"] in chat.say("Write it here instead")
    draft = "i still think about you every night please call me back"
    assert URGE["written"] in chat.say(draft)
    said = chat.say("let it go")
    assert URGE["write_gone"] in said and URGE["ask_rating_again"] in said
    assert draft not in chat.stored()
    assert "from 7 to 3" in chat.say("3")


def test_reasons_added_then_shown_during_an_urge(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    assert REASONS["ask_new"] in chat.say("i want to add a reason")
    added = chat.say("i want to sleep through the night again")
    assert added == REASONS["added"].format(count=1)
    assert REASONS["ask_new"] in chat.say("add a reason")
    chat.say("i want my friends back")
    chat.urge_at("6")
    said = chat.say("Read my reasons")
    assert "1. i want to sleep through the night again" in said
    assert "2. i want my friends back" in said
    assert URGE["reflect"]["same"].format(after=6) in chat.say("6")


def test_removing_a_reason(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    chat.say("add a reason")
    chat.say("i miss who i was before")
    replies = bot.send("remove a reason", sender=chat.sender)
    assert replies[-1]["buttons"][0]["payload"] == '/remove_reason{"reason_number": "1"}'
    assert REASONS["empty"] in chat.say('/remove_reason{"reason_number": "1"}')
    assert URGE["no_reasons"] in chat.say("remind me why i left")


def test_reaching_out_and_stopping_half_way(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    chat.urge_at("5")
    said = chat.say("Reach out to someone")
    assert said.split("\n") == [URGE["reach_out"], URGE["ask_rating_again"]]
    assert "stopped" in chat.say("stop")


def test_a_relapse_gets_no_shame_and_a_small_plan(bot: RunningBot) -> None:
    said = texts(bot.send("i went back to him last night"))
    assert "no shame" in said and "What happened just" in said


def test_a_crisis_in_the_middle_of_urge_support_is_answered_first(bot: RunningBot) -> None:
    chat = UrgeChat(bot)
    chat.urge_at("10")
    said = chat.say("if he doesnt answer tonight im going to kill myself")
    assert "988" in said or "findahelpline" in said or "116 123" in said
    assert URGE["options"] not in said
