"""components.rest_channel: what the bot says after a REST answer went out waits for the
person's next message, in order, once, and the waiting list cannot grow without end. The
check-back itself, fired by Rasa's scheduler, runs for real in tests/conversation/test_urges.py.
"""

from __future__ import annotations

from components.rest_channel import MAILBOX_LIMIT, LateAwareOutput, MailboxRestInput


async def test_replies_before_the_answer_stay_with_it_and_later_ones_wait() -> None:
    channel = MailboxRestInput()
    output = LateAwareOutput("ana", channel.mailbox)
    await output.send_text_message("ana", "first answer")
    output.answered = True
    await output.send_text_message("ana", "check-back one")
    await output.send_text_message("ana", "check-back two")
    assert [m["text"] for m in output.messages] == ["first answer"]
    assert [m["text"] for m in channel.take_late("ana")] == ["check-back one", "check-back two"]
    # Delivered once, and only to its own conversation.
    assert channel.take_late("ana") == []
    assert channel.take_late("ben") == []


async def test_a_mailbox_keeps_only_the_latest_messages() -> None:
    channel = MailboxRestInput()
    output = LateAwareOutput("ana", channel.mailbox)
    output.answered = True
    for n in range(MAILBOX_LIMIT + 5):
        await output.send_text_message("ana", f"message {n}")
    late = channel.take_late("ana")
    assert len(late) == MAILBOX_LIMIT and late[-1]["text"] == f"message {MAILBOX_LIMIT + 4}"
