"""The REST channel, plus delivery of what the bot says between two requests.

Rasa's REST channel answers each POST with the replies to that message. A reminder (the urge
check-back, `ReminderScheduled`) fires later and speaks through the output channel of the
request that scheduled it, whose answer was sent long ago, so over plain REST its words are
stored in the conversation and never shown. This channel keeps such late messages in a small
per-conversation mailbox in memory and puts them ahead of the replies to that person's next
message, so a REST client gets the check-back with its next message. Reminders themselves live
in memory too (Rasa's scheduler), so nothing is lost that a restart would not lose anyway.

It answers at the same address as Rasa's own channel, /webhooks/rest/webhook, with the same
JSON. Streaming (`?stream=true`) is not offered: our clients do not use it.
"""

from __future__ import annotations

import logging
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable
from typing import Any

from rasa.core.channels.channel import CollectingOutputChannel, UserMessage
from rasa.core.channels.rest import RestInput
from rasa.shared.constants import DEFAULT_SENDER_ID
from sanic import Blueprint, response
from sanic.request import Request
from sanic.response import HTTPResponse

logger = logging.getLogger(__name__)

# A person who never writes again should not make the mailbox grow without end.
MAILBOX_LIMIT = 20

Mailbox = defaultdict[str, deque[dict[str, Any]]]


class LateAwareOutput(CollectingOutputChannel):
    """Collects one request's replies; anything said after the answer went out is mailed."""

    def __init__(self, sender_id: str, mailbox: Mailbox) -> None:
        super().__init__()
        self._sender_id = sender_id
        self._mailbox = mailbox
        self.answered = False

    async def _persist_message(self, message: dict[str, Any]) -> None:
        if self.answered:
            self._mailbox[self._sender_id].append(message)
        else:
            self.messages.append(message)


class MailboxRestInput(RestInput):
    """POST /webhooks/rest/webhook, with late messages delivered on the next request."""

    def __init__(self) -> None:
        self.mailbox: Mailbox = defaultdict(lambda: deque(maxlen=MAILBOX_LIMIT))

    @classmethod
    def name(cls) -> str:
        return "rest"

    def take_late(self, sender_id: str) -> list[dict[str, Any]]:
        """The messages waiting for this person, removed from the mailbox."""
        waiting = self.mailbox.pop(sender_id, None)
        return list(waiting) if waiting else []

    async def answer(
        self,
        on_new_message: Callable[[UserMessage], Awaitable[Any]],
        message: UserMessage,
        collector: LateAwareOutput,
    ) -> list[dict[str, Any]]:
        """The replies to one message, after anything that was waiting for this person."""
        try:
            await on_new_message(message)
        except Exception:
            # The text stays out of the log: it may be a disclosure.
            logger.exception("A REST message could not be handled.")
        collector.answered = True
        # Taken after handling: Rasa holds a per-conversation lock while it handles a message,
        # so a check-back that fired meanwhile has been mailed by now and goes out first.
        return [*self.take_late(message.sender_id), *collector.messages]

    def blueprint(self, on_new_message: Callable[[UserMessage], Awaitable[Any]]) -> Blueprint:
        webhook = Blueprint(f"custom_webhook_{type(self).__name__}", __name__)

        @webhook.route("/", methods=["GET"])
        async def health(request: Request) -> HTTPResponse:
            return response.json({"status": "ok"})

        @webhook.route("/webhook", methods=["POST"])
        async def receive(request: Request) -> HTTPResponse:
            sender = await self._extract_sender(request)
            sender_id = DEFAULT_SENDER_ID if sender is None else str(sender)
            collector = LateAwareOutput(sender_id, self.mailbox)
            message = UserMessage(
                self._extract_message(request), collector, sender_id,
                input_channel=self._extract_input_channel(request),
                metadata=self.get_metadata(request),
            )
            return response.json(await self.answer(on_new_message, message, collector))

        return webhook
