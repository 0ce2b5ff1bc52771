"""Finding the person's region from what they say and from their client's metadata."""

from __future__ import annotations

import pytest

from actions.safety.region import REGION_CHOICES, region_from_metadata, region_from_text
from actions.safety.resources import REGION_CODES


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm in Australia", "AU"),
        ("i live in the uk", "UK"),
        ("im from canada", "CA"),
        ("in London", "UK"),
        ("in Dublin", "IE"),
        ("I'm in NZ", "NZ"),
        ("India", "IN"),
        ("I'm in the states", "US"),
        ("US", "US"),
        ("us", "US"),
        ("the US", "US"),
        ("im in us", "US"),
        ("I live in the US with my kids", "US"),
        ("USA", "US"),
        ("I am from the U.S.", "US"),
        ("England", "UK"),
        ("scotland", "UK"),
        ("I live in Wales", "UK"),
        ("I'm in Northern Ireland", "UK"),
        ("Ireland", "IE"),
        ("we live in New South Wales", "AU"),
        ("new mexico", "US"),
        ("based in Toronto", "CA"),
        ("I'm in Québec", "CA"),
        ("living in Auckland right now", "NZ"),
        ("i'm in mumbai", "IN"),
        ("Somewhere else", "INTL"),
        ("elsewhere", "INTL"),
        ("I'm in Germany", "INTL"),
        ("I live in Brazil", "INTL"),
        ("I'm from another country", "INTL"),
        # The first place that counts wins.
        ("I live in the UK now, I grew up in Canada", "UK"),
    ],
)
def test_region_from_text(text, expected):
    assert region_from_text(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # "us" the pronoun is never the country.
        "he hurt us",
        "He hurt US",
        "HE HURT US",
        "help us please",
        "they kept the kids from us",
        "he never believed in us",
        "let us talk about it",
        # A place that is a topic, not where the person is.
        "my ex moved to Australia",
        "we met on holiday to Spain years ago",
        "I want to be somewhere else",
        # Not places, or not enough to tell.
        "indiana jones is on tv",
        "I feel so alone",
        "",
        "   ",
    ],
)
def test_region_from_text_stays_quiet(text):
    assert region_from_text(text) is None


@pytest.mark.parametrize(
    ("metadata", "expected"),
    [
        ({"timezone": "Europe/London"}, "UK"),
        ({"timezone": "Europe/Dublin"}, "IE"),
        ({"timezone": "Australia/Sydney"}, "AU"),
        ({"timezone": "Australia/Perth"}, "AU"),
        ({"timezone": "America/Toronto"}, "CA"),
        ({"timezone": "America/Vancouver"}, "CA"),
        ({"timezone": "America/New_York"}, "US"),
        ({"timezone": "America/Los_Angeles"}, "US"),
        ({"timezone": "America/Indiana/Indianapolis"}, "US"),
        ({"timezone": "Pacific/Honolulu"}, "US"),
        ({"timezone": "Asia/Kolkata"}, "IN"),
        ({"timezone": "Asia/Calcutta"}, "IN"),
        ({"timezone": "Pacific/Auckland"}, "NZ"),
        ({"timezone": "Europe/Berlin"}, "INTL"),
        ({"timezone": "America/Mexico_City"}, "INTL"),
        ({"timezone": "Asia/Tokyo"}, "INTL"),
        # The timezone beats the locale.
        ({"timezone": "Europe/London", "locale": "en-US"}, "UK"),
        ({"timezone": "Asia/Kolkata", "locale": "en-GB"}, "IN"),
        ({"timezone": "Europe/Paris", "locale": "fr-CA"}, "INTL"),
        # No useful timezone: the locale decides.
        ({"locale": "en-GB"}, "UK"),
        ({"locale": "en_AU"}, "AU"),
        ({"locale": "fr-CA"}, "CA"),
        ({"locale": "hi-IN"}, "IN"),
        ({"locale": "en-IE"}, "IE"),
        ({"locale": "en-nz"}, "NZ"),
        ({"locale": "en_US.UTF-8", "timezone": "UTC"}, None),
        ({"locale": "de-DE"}, "INTL"),
        ({"timezone": "UTC", "locale": "en-GB"}, "UK"),
        ({"timezone": "Etc/GMT+5", "locale": "en-CA"}, "CA"),
        # Weak evidence: a bare language, or en-US alone (the default of browsers everywhere).
        ({"locale": "en"}, None),
        ({"locale": "en-US"}, None),
        ({"locale": "es-US"}, "US"),
        ({"timezone": "UTC"}, None),
        ({"timezone": "Nowhere/Special"}, None),
        ({}, None),
        (None, None),
        ({"timezone": 5, "locale": None}, None),
    ],
)
def test_region_from_metadata(metadata, expected):
    assert region_from_metadata(metadata) == expected


def test_region_choices_cover_every_region_once():
    codes = [code for _, code in REGION_CHOICES]
    assert sorted(codes) == sorted(REGION_CODES)
    assert len(REGION_CHOICES) == 8
    assert REGION_CHOICES[-1] == ("Somewhere else", "INTL")
