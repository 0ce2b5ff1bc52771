"""The hotline data file and the choice of lines: sources, freshness, and who gets what."""

from __future__ import annotations

import copy
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import yaml

import actions.safety.screen as screen
from actions.safety.resources import (
    CATEGORIES,
    MAX_RESOURCES,
    REGION_CODES,
    RESOURCE_FILE,
    ResourceFileError,
    get_region,
    load_regions,
    regions,
    resources_for,
)

MAX_AGE_DAYS = 365
ALL_RESOURCES = [
    pytest.param(resource, id=resource.id)
    for region in regions().values()
    for resource in region.resources
]


@pytest.mark.parametrize("resource", ALL_RESOURCES)
def test_every_entry_has_an_https_source(resource):
    assert resource.source.startswith("https://"), resource.id


@pytest.mark.parametrize("resource", ALL_RESOURCES)
def test_every_entry_was_verified_within_a_year(resource):
    age = (date.today() - resource.last_verified).days
    assert age >= 0, f"{resource.id}: last_verified {resource.last_verified} is in the future"
    assert age <= MAX_AGE_DAYS, (
        f"{resource.id} was last verified {age} days ago ({resource.last_verified}). Check it "
        f"against {resource.source}, fix it if it changed, and update last_verified."
    )


@pytest.mark.parametrize("resource", ALL_RESOURCES)
def test_every_entry_can_be_reached(resource):
    assert resource.phone or resource.sms or resource.url
    assert set(resource.as_payload()) == {"name", "phone", "sms", "url", "hours", "kind"}


@pytest.mark.parametrize("code", REGION_CODES)
def test_every_region_has_an_emergency_number(code):
    region = regions()[code]
    assert region.emergency.isdigit()
    assert region.emergency_resource.phone == region.emergency
    assert region.name


def test_the_fallback_lists_the_common_emergency_numbers():
    common = {c.number: c.places for c in regions()["INTL"].common_numbers}
    assert common == {
        "911": "US, Canada",
        "999": "UK, Ireland",
        "112": "EU, Ireland, India",
        "000": "Australia",
        "111": "New Zealand",
    }


def test_uk_notes_give_the_silent_999_option():
    assert any("55" in note for note in regions()["UK"].notes)


# (region, category) -> the first line offered at level "crisis".
CRISIS_FIRST = {
    "US": {
        "suicide": "us_988",
        "self_harm": "us_988",
        "partner_violence": "us_ndvh",
        "sexual_violence": "us_rainn",
        "child_safety": "us_emergency",
        "harm_to_others": "us_988",
        "medical": "us_emergency",
    },
    "UK": {
        "suicide": "uk_samaritans",
        "self_harm": "uk_samaritans",
        "partner_violence": "uk_refuge",
        "sexual_violence": "uk_refuge",
        "child_safety": "uk_emergency",
        "harm_to_others": "uk_samaritans",
        "medical": "uk_emergency",
    },
    "CA": {
        "suicide": "ca_988",
        "self_harm": "ca_988",
        "partner_violence": "ca_sheltersafe",
        "sexual_violence": "ca_988",
        "child_safety": "ca_kids_help_phone",
        "harm_to_others": "ca_988",
        "medical": "ca_emergency",
    },
    "AU": {
        "suicide": "au_lifeline",
        "self_harm": "au_lifeline",
        "partner_violence": "au_1800respect",
        "sexual_violence": "au_1800respect",
        "child_safety": "au_emergency",
        "harm_to_others": "au_lifeline",
        "medical": "au_emergency",
    },
    "IE": {
        "suicide": "ie_samaritans",
        "self_harm": "ie_samaritans",
        "partner_violence": "ie_womens_aid",
        "sexual_violence": "ie_womens_aid",
        "child_safety": "ie_emergency",
        "harm_to_others": "ie_samaritans",
        "medical": "ie_emergency",
    },
    "NZ": {
        "suicide": "nz_1737",
        "self_harm": "nz_1737",
        "partner_violence": "nz_womens_refuge",
        "sexual_violence": "nz_safe_to_talk",
        "child_safety": "nz_emergency",
        "harm_to_others": "nz_1737",
        "medical": "nz_emergency",
    },
    "IN": {
        "suicide": "in_telemanas",
        "self_harm": "in_telemanas",
        "partner_violence": "in_women_helpline",
        "sexual_violence": "in_women_helpline",
        "child_safety": "in_child_helpline",
        "harm_to_others": "in_telemanas",
        "medical": "in_emergency",
    },
    "INTL": {
        "suicide": "intl_findahelpline",
        "self_harm": "intl_findahelpline",
        "partner_violence": "intl_findahelpline",
        "sexual_violence": "intl_findahelpline",
        "child_safety": "intl_emergency",
        "harm_to_others": "intl_findahelpline",
        "medical": "intl_emergency",
    },
}


def test_the_table_covers_every_region_and_category():
    assert set(CRISIS_FIRST) == set(REGION_CODES)
    for code, table in CRISIS_FIRST.items():
        assert set(table) == set(CATEGORIES), code


@pytest.mark.parametrize(
    ("code", "category", "expected"),
    [
        (code, category, expected)
        for code, table in CRISIS_FIRST.items()
        for category, expected in table.items()
    ],
)
def test_crisis_first_line(code, category, expected):
    assert resources_for(code, "crisis", [category])[0].id == expected


@pytest.mark.parametrize("code", REGION_CODES)
@pytest.mark.parametrize("category", CATEGORIES)
def test_emergency_puts_the_emergency_number_first(code, category):
    picked = resources_for(code, "emergency", [category])
    assert picked[0].kind == "emergency"
    assert picked[0].phone == regions()[code].emergency
    # The line the crisis level would lead with still follows (unless that line is the
    # emergency number itself).
    crisis_first = resources_for(code, "crisis", [category])[0]
    if crisis_first.kind != "emergency":
        assert picked[1] == crisis_first


@pytest.mark.parametrize(
    ("code", "level", "categories", "expected"),
    [
        ("UK", "emergency", ["partner_violence"], ["uk_emergency", "uk_refuge"]),
        ("US", "crisis", ["medical"], ["us_emergency", "us_poison"]),
        ("US", "emergency", ["medical"], ["us_emergency", "us_poison"]),
        ("US", "crisis", ["suicide"], ["us_988", "us_crisis_text_line"]),
        ("US", "crisis", ["sexual_violence"], ["us_rainn", "us_988"]),
        ("UK", "crisis", ["child_safety"], ["uk_emergency", "uk_samaritans"]),
        ("IN", "crisis", ["child_safety"], ["in_child_helpline"]),
        ("CA", "crisis", ["sexual_violence"], ["ca_988", "ca_victimlinkbc"]),
        (
            "CA",
            "emergency",
            ["partner_violence"],
            ["ca_emergency", "ca_sheltersafe", "ca_victimlinkbc", "ca_sos_violence_conjugale"],
        ),
        # Several categories: each gets its best line before any gets a second.
        (
            "US",
            "emergency",
            ["partner_violence", "suicide"],
            ["us_emergency", "us_988", "us_ndvh", "us_crisis_text_line"],
        ),
        # No category (another language, a vague disclosure): the general crisis line.
        ("NZ", "crisis", [], ["nz_1737", "nz_lifeline"]),
        # Unknown or missing region: the international fallback.
        (None, "crisis", ["suicide"], ["intl_findahelpline"]),
        ("FR", "emergency", ["suicide"], ["intl_emergency", "intl_findahelpline"]),
        ("uk", "crisis", ["suicide"], ["uk_samaritans", "uk_shout"]),
        # A concern never leads with the emergency number; "none" shows nothing.
        ("UK", "concern", ["child_safety"], ["uk_samaritans"]),
        ("US", "none", ["suicide"], []),
    ],
)
def test_resources_for_cases(code, level, categories, expected):
    assert [r.id for r in resources_for(code, level, categories)] == expected


@pytest.mark.parametrize(("code", "child_line"), [("CA", "ca_kids_help_phone"),
                                                  ("IN", "in_child_helpline")])
def test_worried_adult_gets_the_emergency_number_before_the_child_line(code, child_line):
    picked = [r.id for r in resources_for(code, "crisis", ["child_safety"], third_person=True)]
    assert picked[:2] == [f"{code.lower()}_emergency", child_line]


@pytest.mark.parametrize("code", [*REGION_CODES, None])
@pytest.mark.parametrize("level", ["concern", "crisis", "emergency"])
def test_the_list_stays_short_and_unique(code, level):
    picked = resources_for(code, level, list(CATEGORIES))
    assert 1 <= len(picked) <= MAX_RESOURCES
    assert len({r.id for r in picked}) == len(picked)


def test_unknown_level_is_an_error_and_unknown_category_is_not():
    with pytest.raises(ValueError):
        resources_for("US", "urgent", ["suicide"])
    assert resources_for("US", "crisis", ["something_new"])[0].id == "us_988"


def test_get_region_falls_back_to_intl():
    assert get_region(None).code == "INTL"
    assert get_region("xx").code == "INTL"
    assert get_region(" ie ").code == "IE"


# --- The loader refuses files the bot could not show safely ------------------------------------


def _raw() -> dict[str, Any]:
    with RESOURCE_FILE.open(encoding="utf-8") as handle:
        return copy.deepcopy(yaml.safe_load(handle))


def _write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "resources.yml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def test_the_real_file_round_trips(tmp_path):
    assert load_regions(_write(tmp_path, _raw())) == dict(regions())


def _first_line(data: dict[str, Any], code: str = "US") -> dict[str, Any]:
    return data["regions"][code]["resources"][1]


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda d: _first_line(d).update(phone=988), "quote numbers"),
        (lambda d: _first_line(d).update(source="http://example.org"), "https"),
        (lambda d: _first_line(d).pop("last_verified"), "last_verified"),
        (lambda d: _first_line(d).update(kind="hotline"), "kind"),
        (lambda d: _first_line(d).update(serves=["sadness"]), "serves"),
        (lambda d: _first_line(d).update(sms="HOME to 741741"), "sms"),
        (lambda d: _first_line(d).update(colour="red"), "unknown fields"),
        (lambda d: _first_line(d, "UK").update(id="us_988"), "used twice"),
        (lambda d: d["regions"]["AU"].update(emergency="911"), "emergency"),
        (lambda d: d["regions"].pop("NZ"), "regions must be"),
        (lambda d: d["regions"]["IN"]["resources"].pop(1), "serves suicide"),
        (
            lambda d: [_first_line(d).pop(key) for key in ("phone", "sms", "url")],
            "phone, sms or url",
        ),
    ],
)
def test_loader_rejects(tmp_path, breakage, message):
    data = _raw()
    breakage(data)
    with pytest.raises(ResourceFileError, match=message):
        load_regions(_write(tmp_path, data))


def test_resource_priority_names_exactly_the_screens_categories():
    assert sorted(CATEGORIES) == sorted(screen.CATEGORIES)
