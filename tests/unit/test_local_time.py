"""components.local_time: night-time wording follows the person's clock, not the server's."""

from __future__ import annotations

from datetime import datetime, timezone
from zoneinfo import ZoneInfo

import pytest
from rasa.shared.nlu.constants import ENTITIES, TEXT
from rasa.shared.nlu.training_data.message import Message

from components.local_time import LocalTime, part_of_day, zone_of

# 03:30 UTC in January: night in London, afternoon in Sydney, evening in Los Angeles.
MOMENT = datetime(2026, 1, 15, 3, 30, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("zone", "expected"),
    [
        ("Europe/London", "night"),
        ("Australia/Sydney", "day"),  # 14:30
        ("America/Los_Angeles", "day"),  # 19:30 the evening before
        ("Asia/Kolkata", "day"),  # 09:00
    ],
)
def test_part_of_day_uses_the_local_hour(zone: str, expected: str) -> None:
    assert part_of_day(ZoneInfo(zone), MOMENT) == expected


def test_night_starts_at_ten_and_ends_at_six() -> None:
    utc = ZoneInfo("UTC")
    assert part_of_day(utc, MOMENT.replace(hour=21, minute=59)) == "day"
    assert part_of_day(utc, MOMENT.replace(hour=22, minute=0)) == "night"
    assert part_of_day(utc, MOMENT.replace(hour=5, minute=59)) == "night"
    assert part_of_day(utc, MOMENT.replace(hour=6, minute=0)) == "day"


@pytest.mark.parametrize(
    "metadata",
    [None, {}, {"timezone": ""}, {"timezone": "Mars/Olympus"}, {"timezone": 5},
     {"timezone": "../../etc/passwd"}, {"timezone": "x" * 1000}, "Europe/London"],
)
def test_missing_or_bad_timezones_are_ignored(metadata: object) -> None:
    assert zone_of(metadata) is None


def test_the_component_tags_only_messages_with_a_timezone() -> None:
    component = LocalTime()
    with_zone = Message(data={TEXT: "hi", "metadata": {"timezone": "Europe/Dublin"}})
    without = Message(data={TEXT: "hi"})
    component.process([with_zone, without])
    tagged = [e for e in with_zone.get(ENTITIES) if e["entity"] == "part_of_day"]
    assert len(tagged) == 1
    assert tagged[0]["value"] in {"night", "day"}
    assert not without.get(ENTITIES)
