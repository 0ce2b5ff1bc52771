"""NLU component that tells the dialogue whether it is night where the person is.

People often write in the small hours, when things feel worst. If the client sends its IANA
``timezone`` in the message metadata (the web page does), this component adds a
``part_of_day`` entity, ``night`` or ``day``, which fills a slot that only picks wording (for
example a greeting that notices it is late). Without a usable timezone it adds nothing, so the
bot never guesses from the server's clock, which is likely in another country.
"""

from __future__ import annotations

from datetime import datetime, timezone, tzinfo
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.shared.nlu.constants import ENTITIES
from rasa.shared.nlu.training_data.message import Message

from components.stateless import StatelessComponent

ENTITY = "part_of_day"
METADATA_KEY = "metadata"
# Local hours counted as night: from 10 p.m. up to 6 a.m.
NIGHT_STARTS, NIGHT_ENDS = 22, 6


def zone_of(metadata: Any) -> tzinfo | None:
    """The client's time zone from message metadata, or None when it is absent or unknown."""
    name = metadata.get("timezone") if isinstance(metadata, dict) else None
    if not isinstance(name, str) or not name or len(name) > 64:
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


def part_of_day(zone: tzinfo, now: datetime | None = None) -> str:
    """``night`` or ``day`` at the given moment (now by default) in the given zone."""
    hour = (now or datetime.now(timezone.utc)).astimezone(zone).hour
    return "night" if hour >= NIGHT_STARTS or hour < NIGHT_ENDS else "day"


@DefaultV1Recipe.register(
    [DefaultV1Recipe.ComponentType.ENTITY_EXTRACTOR], is_trainable=False
)
class LocalTime(StatelessComponent):
    """Adds a ``part_of_day`` entity when the client says which time zone it is in."""


    def process(self, messages: list[Message]) -> list[Message]:
        for message in messages:
            zone = zone_of(message.get(METADATA_KEY))
            if zone is None:
                continue
            entity = {"entity": ENTITY, "value": part_of_day(zone), "start": 0, "end": 0,
                      "extractor": type(self).__name__}
            message.set(ENTITIES, [*message.get(ENTITIES, []), entity], add_to_output=True)
        return messages
