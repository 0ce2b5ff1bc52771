"""Tracker fixtures for unit tests of custom actions: what Rasa would send the action server."""

from __future__ import annotations

from typing import Any

from rasa_sdk import Tracker

DEFAULT_SLOTS: dict[str, Any] = {
    "region": None,
    "region_asked": None,
    "safety_stage": None,
    "safety_level": None,
    "safety_categories": None,
    "safety_third_person": None,
    "safety_language": None,
    "message_shape": "words",
    "requested_slot": None,
}


def tracker(
    text: str = "",
    *,
    intent: str = "nlu_fallback",
    safety: dict[str, Any] | None = None,
    metadata: dict[str, Any] | None = None,
    slots: dict[str, Any] | None = None,
    active_loop: str | None = None,
) -> Tracker:
    """A tracker whose latest message is `text`, parsed as `intent`, screened as `safety`."""
    latest = {
        "text": text,
        "intent": {"name": intent, "confidence": 1.0},
        "entities": [],
        "safety": safety or {"level": "none", "categories": [], "third_person": False,
                             "language": "en", "cues": []},
        "metadata": metadata or {},
    }
    return Tracker.from_dict({
        "sender_id": "unit-test",
        "slots": {**DEFAULT_SLOTS, **(slots or {})},
        "latest_message": latest,
        "events": [{"event": "user", "text": text, "parse_data": latest}],
        "paused": False,
        "followup_action": None,
        "active_loop": {"name": active_loop} if active_loop else {},
        "latest_action_name": "action_listen",
    })


def flagged(level: str, *categories: str, third_person: bool = False,
            language: str = "en") -> dict[str, Any]:
    return {"level": level, "categories": list(categories), "third_person": third_person,
            "language": language, "cues": []}
