"""Where is the person? Region codes for the hotline data, from what they say or their client.

Order of evidence used by the safety actions: what the person says ("I'm in the UK") beats the
client's metadata, which beats nothing (then the bot asks, showing the international numbers).
Codes are those of resources.yml: US, UK, CA, AU, IE, NZ, IN, and INTL for everywhere else.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# Quick replies for "Where are you?": (button title, region code).
REGION_CHOICES: tuple[tuple[str, str], ...] = (
    ("US", "US"),
    ("UK", "UK"),
    ("Canada", "CA"),
    ("Australia", "AU"),
    ("Ireland", "IE"),
    ("New Zealand", "NZ"),
    ("India", "IN"),
    ("Somewhere else", "INTL"),
)

# Names that place a person in a region. Longer names win over the shorter ones inside them
# ("new south wales" over "wales", "northern ireland" over "ireland", "new mexico" over
# "mexico"). "us" is handled apart because it is usually the pronoun.
_PLACES: Mapping[str, tuple[str, ...]] = {
    "US": (
        "united states", "united states of america", "usa", "u.s.a", "u.s", "america",
        "the states", "new york", "california", "texas", "florida", "chicago", "los angeles",
        "new mexico", "new jersey", "ohio", "michigan", "pennsylvania", "illinois",
    ),
    "UK": (
        "uk", "u.k", "united kingdom", "great britain", "britain", "england", "scotland",
        "wales", "northern ireland", "london", "manchester", "glasgow", "edinburgh", "cardiff",
        "belfast", "liverpool", "leeds", "bristol",
    ),
    "CA": (
        "canada", "toronto", "montreal", "montréal", "vancouver", "ottawa", "calgary",
        "edmonton", "winnipeg", "quebec", "québec", "ontario", "british columbia", "alberta",
        "manitoba", "nova scotia", "saskatchewan",
    ),
    "AU": (
        "australia", "sydney", "melbourne", "brisbane", "perth", "adelaide", "canberra",
        "hobart", "queensland", "new south wales", "tasmania",
    ),
    "IE": (
        "ireland", "republic of ireland", "eire", "éire", "dublin", "cork", "galway",
        "limerick",
    ),
    "NZ": (
        "new zealand", "nz", "n.z", "aotearoa", "auckland", "wellington", "christchurch",
    ),
    "IN": (
        "india", "delhi", "new delhi", "mumbai", "bangalore", "bengaluru", "chennai",
        "kolkata", "hyderabad", "pune",
    ),
    # Places we have no national lines for: the international fallback, not silence.
    "INTL": (
        "somewhere else", "another country", "a different country", "elsewhere",
        "none of those", "none of these", "not listed", "other country",
        "germany", "france", "spain", "italy", "portugal", "netherlands", "belgium",
        "switzerland", "austria", "poland", "sweden", "norway", "denmark", "finland",
        "greece", "mexico", "brazil", "argentina", "colombia", "chile", "peru",
        "south africa", "nigeria", "kenya", "ghana", "egypt", "pakistan", "bangladesh",
        "sri lanka", "nepal", "philippines", "indonesia", "malaysia", "singapore", "japan",
        "china", "hong kong", "south korea", "korea", "vietnam", "thailand", "uae", "dubai",
        "saudi arabia", "israel", "turkey", "russia", "ukraine", "europe", "asia", "africa",
        "south america", "latin america", "central america",
    ),
}
_CODE_BY_PLACE = {place: code for code, places in _PLACES.items() for place in places}
_PLACE_RE = re.compile(
    r"(?<![\w.])("
    + "|".join(re.escape(p) for p in sorted(_CODE_BY_PLACE, key=len, reverse=True))
    + r")\.?(?![\w])",
    re.IGNORECASE,
)
# Words that make a place name a statement of where the person is, not just a topic
# ("my ex moved to Australia" says nothing about where they are).
_CUE_RE = re.compile(
    r"(?:\b(?:in|from|live|living|based|located|here|at)\s+(?:the\s+)?|^\s*(?:the\s+)?)$",
    re.IGNORECASE,
)
# "us" as a country. Never the pronoun: "he hurt us", "take us home", "he never believed in
# us", "they kept the kids from us". So: "in/from the US" anywhere, the capitalised "US" after a
# cue, and "in us" or a bare "us" only as a short answer to "Where are you?".
_THE_US_RE = re.compile(r"\b(?:in|from)\s+the\s+us\b", re.IGNORECASE)
_IN_US_RE = re.compile(r"\bin\s+us\b", re.IGNORECASE)
_US_CAPS_RE = re.compile(r"(?<![\w.])US(?![\w])")
# A short answer ("Canada", "im in nz") is about place by itself; longer messages need a cue.
_SHORT_ANSWER_WORDS = 3


def region_from_text(text: str) -> str | None:
    """The region a message places the person in, or None when it does not say.

    A bare place name counts in a short answer (three words or fewer); in a longer message it
    needs a cue such as "in", "from" or "live in", so "my ex moved to Australia" places no one.
    When several places count, the first in the message wins.
    """
    if not text or not text.strip():
        return None
    words = text.split()
    short = len(words) <= _SHORT_ANSWER_WORDS

    found: list[tuple[int, str]] = []
    for match in _PLACE_RE.finditer(text):
        if short or _CUE_RE.search(text[: match.start()]):
            found.append((match.start(), _CODE_BY_PLACE[match.group(1).lower()]))
    for match in _THE_US_RE.finditer(text):
        found.append((match.start(), "US"))
    for match in _US_CAPS_RE.finditer(text):
        # An all-caps message ("HE HURT US") says nothing about the US.
        shouting = text.isupper() and len(words) > 1
        if not shouting and _CUE_RE.search(text[: match.start()]):
            found.append((match.start(), "US"))
    if short:
        in_us = _IN_US_RE.search(text)
        if in_us:
            found.append((in_us.start(), "US"))
        if re.sub(r"[^\w\s]", "", text).strip().lower() in {"us", "the us"}:
            found.append((0, "US"))
    return min(found)[1] if found else None


# IANA zones for each region. Other geographic zones mean "somewhere else"; zones like UTC say
# nothing about place.
_UK_ZONES = frozenset({"Europe/London", "Europe/Belfast", "GB", "GB-Eire"})
_IE_ZONES = frozenset({"Europe/Dublin", "Eire"})
_NZ_ZONES = frozenset({"Pacific/Auckland", "Pacific/Chatham", "NZ", "NZ-CHAT"})
_IN_ZONES = frozenset({"Asia/Kolkata", "Asia/Calcutta"})
_US_ZONES = frozenset(
    {
        "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles",
        "America/Phoenix", "America/Anchorage", "America/Adak", "America/Boise",
        "America/Detroit", "America/Juneau", "America/Sitka", "America/Metlakatla",
        "America/Yakutat", "America/Nome", "America/Menominee", "America/Indianapolis",
        "America/Louisville", "America/Fort_Wayne", "Pacific/Honolulu", "Navajo",
    }
)
_US_ZONE_PREFIXES = ("America/Indiana/", "America/Kentucky/", "America/North_Dakota/", "US/")
_CA_ZONES = frozenset(
    {
        "America/Toronto", "America/Montreal", "America/Vancouver", "America/Edmonton",
        "America/Winnipeg", "America/Regina", "America/Halifax", "America/St_Johns",
        "America/Moncton", "America/Glace_Bay", "America/Goose_Bay", "America/Whitehorse",
        "America/Yellowknife", "America/Iqaluit", "America/Rankin_Inlet", "America/Resolute",
        "America/Cambridge_Bay", "America/Inuvik", "America/Dawson", "America/Dawson_Creek",
        "America/Fort_Nelson", "America/Creston", "America/Swift_Current", "America/Atikokan",
        "America/Blanc-Sablon", "America/Nipigon", "America/Thunder_Bay",
        "America/Rainy_River", "America/Pangnirtung",
    }
)
_GEOGRAPHIC_AREAS = (
    "Africa/", "America/", "Antarctica/", "Arctic/", "Asia/", "Atlantic/", "Australia/",
    "Europe/", "Indian/", "Pacific/",
)
# Browsers in many countries default to en-US, so that locale alone says little. A wrong
# country's numbers in a crisis cost more than asking, so it is ignored (see region_from_metadata).
_WEAK_LOCALES = frozenset({"en-US"})
_LOCALE_REGIONS = {
    "GB": "UK", "UK": "UK", "IE": "IE", "US": "US", "CA": "CA", "AU": "AU", "NZ": "NZ",
    "IN": "IN",
}


def region_from_metadata(metadata: Mapping[str, Any] | None) -> str | None:
    """The region from the client's metadata: `timezone` (IANA) first, then `locale`.

    - A known zone decides: Europe/London is UK, America/Toronto is CA, America/New_York is US;
      any other geographic zone (Europe/Berlin, Asia/Tokyo) is INTL. "UTC" and "Etc/..." zones
      are not evidence.
    - Otherwise a locale with a country decides ("en-GB", "en_AU", "fr-CA", "hi-IN"; an
      unlisted country such as "de-DE" is INTL). A bare language ("en") is no evidence, and
      neither is "en-US" on its own, because it is the default of browsers far beyond the US:
      the bot then asks, while showing the international numbers, which include 911.
    """
    if not metadata:
        return None
    zone = metadata.get("timezone")
    if isinstance(zone, str):
        from_zone = _region_from_timezone(zone.strip())
        if from_zone:
            return from_zone
    locale = metadata.get("locale")
    if isinstance(locale, str):
        return _region_from_locale(locale.strip())
    return None


def _region_from_timezone(zone: str) -> str | None:
    if zone in _UK_ZONES:
        return "UK"
    if zone in _IE_ZONES:
        return "IE"
    if zone in _NZ_ZONES:
        return "NZ"
    if zone in _IN_ZONES:
        return "IN"
    if zone in _CA_ZONES or zone.startswith("Canada/"):
        return "CA"
    if zone in _US_ZONES or zone.startswith(_US_ZONE_PREFIXES):
        return "US"
    if zone.startswith("Australia/"):
        return "AU"
    if zone.startswith(_GEOGRAPHIC_AREAS):
        return "INTL"
    return None


def _region_from_locale(locale: str) -> str | None:
    # "en_AU.UTF-8" and "en-au" both mean English, Australia.
    parts = re.split(r"[-_]", locale.split(".")[0])
    if len(parts) < 2:
        return None
    country = parts[-1].upper()
    if f"{parts[0].lower()}-{country}" in _WEAK_LOCALES:
        return None
    if not re.fullmatch(r"[A-Z]{2}", country):
        return None
    return _LOCALE_REGIONS.get(country, "INTL")
