"""The conversation store: Rasa's SQL tracker store, minus drafts the person let go.

In the urge flow a person can write the message they want to send "here instead"; it is never
sent anywhere, and it is not kept unless they ask. Rasa stores every message as it arrives, so
once they choose "let it go" (slot ``urge_draft_keep`` = ``let_go``) this store rewrites the
stored events that hold the draft's text: the message itself, its parse data and the slot.
Rows are rewritten in place, not deleted, because SQLTrackerStore counts stored rows to know
which events are new.
"""

from __future__ import annotations

import json
from typing import Any

from rasa.core.tracker_store import SQLTrackerStore
from rasa.shared.core.trackers import DialogueStateTracker

DRAFT_SLOT = "urge_draft"
DECISION_SLOT = "urge_draft_keep"
NOT_KEPT = "[a draft that was not kept]"


def redacted(data: dict[str, Any], draft: str) -> dict[str, Any] | None:
    """The event with the draft's text replaced, or None when it does not hold the draft."""
    if data.get("event") == "user" and data.get("text") == draft:
        parse_data = {**(data.get("parse_data") or {}), "text": NOT_KEPT}
        return {**data, "text": NOT_KEPT, "parse_data": parse_data}
    if data.get("event") == "slot" and data.get("value") == draft:
        return {**data, "value": NOT_KEPT}
    return None


class RedactingSQLTrackerStore(SQLTrackerStore):
    """SQLTrackerStore that removes the text of drafts the person chose not to keep."""

    async def save(self, tracker: DialogueStateTracker) -> None:
        await super().save(tracker)
        draft = tracker.get_slot(DRAFT_SLOT)
        if tracker.get_slot(DECISION_SLOT) == "let_go" and isinstance(draft, str) and draft:
            self._forget(tracker.sender_id, draft)

    def _forget(self, sender_id: str, draft: str) -> None:
        with self.session_scope() as session:
            rows = session.query(self.SQLEvent).filter(
                self.SQLEvent.sender_id == sender_id,
                self.SQLEvent.type_name.in_(("user", "slot")),
            )
            for row in rows:
                changed = redacted(json.loads(row.data), draft)
                if changed is not None:
                    row.data = json.dumps(changed)
            session.commit()
