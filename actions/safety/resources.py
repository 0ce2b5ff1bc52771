"""Crisis and support lines: load resources.yml once, check it, and pick what to show.

resources.yml (next to this file) is the one place where hotlines live. This module turns it into
frozen, typed objects, refuses a file the bot could not show safely (a missing source, a number
YAML read as an integer, a region without an emergency number), and answers the question the
safety replies ask: which few lines fit this situation and this place, and in what order.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from actions.safety.screen import LEVELS

RESOURCE_FILE = Path(__file__).with_name("resources.yml")

# The screen's categories, most urgent first: when a message has several, this order decides
# whose line leads (tests/safety/test_resources.py checks it names the screen's categories).
CATEGORIES = (
    "medical",
    "suicide",
    "self_harm",
    "partner_violence",
    "sexual_violence",
    "child_safety",
    "harm_to_others",
)
KINDS = (
    "emergency",
    "crisis",
    "domestic_violence",
    "sexual_violence",
    "child",
    "poison",
    "text_line",
    "directory",
)
REGION_CODES = ("US", "UK", "CA", "AU", "IE", "NZ", "IN", "INTL")
FALLBACK_REGION = "INTL"

# A person in crisis reads a short list; four fits one chat bubble.
MAX_RESOURCES = 4
# Nationwide lines one category may bring. Lines for part of a country come on top (Canada's
# provincial lines would otherwise push each other out), still within MAX_RESOURCES.
PER_CATEGORY = 2
# The kinds of line that fit each category, best first. A line must also list the category in its
# `serves`, so a crisis line only answers sexual violence where the data says it does.
KIND_PREFERENCE: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "suicide": ("crisis", "text_line", "directory"),
        "self_harm": ("crisis", "text_line", "directory"),
        "harm_to_others": ("crisis", "text_line", "directory"),
        "partner_violence": ("domestic_violence", "directory"),
        "sexual_violence": (
            "sexual_violence",
            "domestic_violence",
            "crisis",
            "text_line",
            "directory",
        ),
        "child_safety": ("child",),
        "medical": ("poison",),
    }
)
# The route for a crisis that names no category (another language, a vague disclosure): the
# general crisis line.
GENERAL_ROUTE = "suicide"

_RESOURCE_FIELDS = frozenset(
    {"id", "name", "kind", "serves", "phone", "sms", "url", "hours", "area", "source",
     "last_verified"}
)
_REGION_FIELDS = frozenset({"name", "emergency", "notes", "common_numbers", "resources"})


class ResourceFileError(ValueError):
    """resources.yml is missing something, or holds a value the bot could not show safely."""


@dataclass(frozen=True)
class Resource:
    """One line a person can call, text or visit."""

    id: str
    name: str
    kind: str
    serves: tuple[str, ...]
    source: str
    last_verified: date
    phone: str | None = None
    sms: str | None = None
    url: str | None = None
    hours: str | None = None
    area: str | None = None

    @property
    def display_name(self) -> str:
        """The name with the area for a line that covers only part of a country."""
        return f"{self.name} ({self.area})" if self.area else self.name

    def as_payload(self) -> dict[str, str | None]:
        """The entry for the safety payload's `resources` list.

        All six keys are always there, None where the line has no such contact, so a client can
        read the fields without testing for them.
        """
        return {
            "name": self.display_name,
            "phone": self.phone,
            "sms": self.sms,
            "url": self.url,
            "hours": self.hours,
            "kind": self.kind,
        }


@dataclass(frozen=True)
class CommonNumber:
    """An emergency number and where it works, for people whose country we do not know."""

    number: str
    places: str


@dataclass(frozen=True)
class Region:
    """A country (or INTL, everywhere else) with its emergency number and its lines."""

    code: str
    name: str
    emergency: str
    resources: tuple[Resource, ...]
    notes: tuple[str, ...] = ()
    common_numbers: tuple[CommonNumber, ...] = ()

    @property
    def emergency_resource(self) -> Resource:
        return next(r for r in self.resources if r.kind == "emergency")

    def has_national(self, kind: str) -> bool:
        return any(r.kind == kind and r.area is None for r in self.resources)


def load_regions(path: Path = RESOURCE_FILE) -> dict[str, Region]:
    """Read and check a resource file. Raises ResourceFileError on anything unsafe to show."""
    with path.open(encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    if not isinstance(data, dict) or not isinstance(data.get("regions"), dict):
        raise ResourceFileError(f"{path}: expected a top-level 'regions' mapping")
    raw_regions: dict[str, Any] = data["regions"]
    if set(raw_regions) != set(REGION_CODES):
        raise ResourceFileError(
            f"{path}: regions must be exactly {sorted(REGION_CODES)}, got {sorted(raw_regions)}"
        )
    loaded = {code: _parse_region(code, raw_regions[code]) for code in REGION_CODES}

    seen: set[str] = set()
    for region in loaded.values():
        for resource in region.resources:
            if resource.id in seen:
                raise ResourceFileError(f"resource id {resource.id!r} is used twice")
            seen.add(resource.id)
    emergency_numbers = {region.emergency for region in loaded.values()}
    for common in loaded[FALLBACK_REGION].common_numbers:
        if common.number not in emergency_numbers:
            raise ResourceFileError(
                f"common number {common.number} is not the emergency number of any region"
            )
    return loaded


@functools.cache
def regions() -> Mapping[str, Region]:
    """Every region, read from resources.yml on first use and kept for the process's life."""
    return MappingProxyType(load_regions())


def get_region(code: str | None) -> Region:
    """The region for a code; an unknown or missing code gets the international fallback."""
    table = regions()
    return table.get((code or "").strip().upper(), table[FALLBACK_REGION])


def normalize_categories(categories: Iterable[str]) -> tuple[str, ...]:
    """Known categories, once each, most urgent first. Unknown names are dropped, not fatal:
    a new category from the screen must still get the general crisis line."""
    wanted = set(categories)
    return tuple(category for category in CATEGORIES if category in wanted)


def resources_for(
    region_code: str | None,
    level: str,
    categories: Sequence[str],
    third_person: bool = False,
) -> list[Resource]:
    """The lines to show, best first, at most MAX_RESOURCES.

    - The emergency number leads at level "emergency", for a medical category, and for a child
      at risk where the region has no child line or the person is worried about someone else's
      child (police or child protection are reached through it).
    - Then each category's lines, taken in turns so that a message about both suicide and a
      partner gets the crisis line and the domestic violence line before any second choice.
    - A category with no nationwide line of its own falls back to the region's crisis line.
    Level "none" gets nothing; "concern" never leads with the emergency number.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if level == "none":
        return []
    region = get_region(region_code)
    routes = normalize_categories(categories) or (GENERAL_ROUTE,)

    picked: list[Resource] = []
    if _emergency_first(region, level, routes, third_person):
        picked.append(region.emergency_resource)
    queues = [_candidates(region, category) for category in routes]
    for rank in range(max(len(queue) for queue in queues)):
        for queue in queues:
            if rank < len(queue) and queue[rank] not in picked:
                picked.append(queue[rank])
    return picked[:MAX_RESOURCES]


def _emergency_first(
    region: Region, level: str, routes: Sequence[str], third_person: bool
) -> bool:
    if level == "emergency":
        return True
    if level == "concern":
        return False
    if "medical" in routes:
        return True
    return "child_safety" in routes and (third_person or not region.has_national("child"))


def _candidates(region: Region, category: str) -> list[Resource]:
    preference = KIND_PREFERENCE[category]
    fitting = sorted(
        (r for r in region.resources if category in r.serves and r.kind in preference),
        key=lambda r: preference.index(r.kind),
    )
    national = [r for r in fitting if r.area is None][:PER_CATEGORY]
    partial = [r for r in fitting if r.area is not None]
    if not national and category not in (GENERAL_ROUTE, "medical"):
        national = _candidates(region, GENERAL_ROUTE)[:1]
    return national + partial


def _parse_region(code: str, raw: Any) -> Region:
    where = f"region {code}"
    if not isinstance(raw, dict):
        raise ResourceFileError(f"{where}: expected a mapping")
    _no_unknown_fields(where, raw, _REGION_FIELDS)
    raw_resources = raw.get("resources")
    if not isinstance(raw_resources, list) or not raw_resources:
        raise ResourceFileError(f"{where}: needs a non-empty 'resources' list")
    region = Region(
        code=code,
        name=_text(where, raw, "name"),
        emergency=_number(where, raw, "emergency"),
        resources=tuple(_parse_resource(where, item) for item in raw_resources),
        notes=tuple(_text_list(where, raw.get("notes", []), "notes")),
        common_numbers=tuple(
            CommonNumber(
                number=_number(f"{where} common_numbers", item, "number"),
                places=_text(f"{where} common_numbers", item, "places"),
            )
            for item in raw.get("common_numbers", [])
        ),
    )
    emergency_lines = [r for r in region.resources if r.kind == "emergency"]
    if len(emergency_lines) != 1 or emergency_lines[0].phone != region.emergency:
        raise ResourceFileError(
            f"{where}: needs exactly one 'emergency' entry whose phone is {region.emergency}"
        )
    if not _candidates(region, GENERAL_ROUTE):
        raise ResourceFileError(f"{where}: needs a nationwide line that serves suicide")
    return region


def _parse_resource(region_where: str, raw: Any) -> Resource:
    if not isinstance(raw, dict):
        raise ResourceFileError(f"{region_where}: every resource must be a mapping")
    where = f"{region_where} resource {raw.get('id', '?')}"
    _no_unknown_fields(where, raw, _RESOURCE_FIELDS)

    kind = _text(where, raw, "kind")
    if kind not in KINDS:
        raise ResourceFileError(f"{where}: kind {kind!r} is not one of {KINDS}")
    serves = _text_list(where, raw.get("serves"), "serves")
    if not serves or set(serves) - set(CATEGORIES):
        raise ResourceFileError(f"{where}: serves must list categories from {CATEGORIES}")
    source = _text(where, raw, "source")
    if not source.startswith("https://"):
        raise ResourceFileError(f"{where}: source must be an https URL")
    verified = raw.get("last_verified")
    if not isinstance(verified, date):
        raise ResourceFileError(f"{where}: last_verified must be a date like 2026-11-29")

    phone = _optional_number(where, raw, "phone")
    sms = _optional_text(where, raw, "sms")
    url = _optional_text(where, raw, "url")
    if not (phone or sms or url):
        raise ResourceFileError(f"{where}: needs a phone, sms or url")
    if sms and not (sms.startswith("Text ") and any(ch.isdigit() for ch in sms)):
        raise ResourceFileError(f"{where}: sms must read 'Text [WORD to] NUMBER'")
    if url and not url.startswith("https://"):
        raise ResourceFileError(f"{where}: url must be an https URL")

    return Resource(
        id=_text(where, raw, "id"),
        name=_text(where, raw, "name"),
        kind=kind,
        serves=tuple(serves),
        source=source,
        last_verified=verified,
        phone=phone,
        sms=sms,
        url=url,
        hours=_optional_text(where, raw, "hours"),
        area=_optional_text(where, raw, "area"),
    )


def _no_unknown_fields(where: str, raw: dict[str, Any], allowed: frozenset[str]) -> None:
    unknown = set(raw) - allowed
    if unknown:
        raise ResourceFileError(f"{where}: unknown fields {sorted(unknown)}")


def _optional_text(where: str, raw: Any, key: str) -> str | None:
    value = raw.get(key) if isinstance(raw, dict) else None
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ResourceFileError(f"{where}: {key} must be non-empty text (quote numbers)")
    return value.strip()


def _text(where: str, raw: Any, key: str) -> str:
    value = _optional_text(where, raw, key)
    if value is None:
        raise ResourceFileError(f"{where}: {key} is missing")
    return value


def _optional_number(where: str, raw: Any, key: str) -> str | None:
    value = _optional_text(where, raw, key)
    if value is not None and not any(ch.isdigit() for ch in value):
        raise ResourceFileError(f"{where}: {key} {value!r} has no digits")
    return value


def _number(where: str, raw: Any, key: str) -> str:
    value = _optional_number(where, raw, key)
    if value is None:
        raise ResourceFileError(f"{where}: {key} is missing")
    return value


def _text_list(where: str, value: Any, key: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise ResourceFileError(f"{where}: {key} must be a list of text")
    return [v.strip() for v in value]
