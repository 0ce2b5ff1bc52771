"""The crisis replies: numbers shown match the payload, the emergency route, and content rules
checked over every text the module can produce."""

from __future__ import annotations

import itertools
import re
import statistics
from pathlib import Path

import pytest

import actions.safety.replies as replies_module
from actions.safety.replies import (
    ASK_REGION,
    REGION_BUTTONS,
    SUPPORTED_LANGUAGES,
    Reply,
    checkin_no_reply,
    checkin_reply,
    crisis_reply,
    helplines_reply,
    safe_now_reply,
    unsafe_now_reply,
    urgent_help_text,
)
from actions.safety.resources import CATEGORIES, REGION_CODES, regions
from content_checks import banned_phrases, fk_grade, word_count

LEVELS = ("emergency", "crisis", "concern")
CATEGORY_SETS = (
    *((category,) for category in CATEGORIES),
    (),
    ("suicide", "partner_violence"),
    ("sexual_violence", "child_safety"),
    tuple(CATEGORIES),
)
REGIONS = (*REGION_CODES, None)
MAX_WORDS = 60
MAX_AVERAGE_GRADE = 7.0
# One bubble may run above the average; far above means a sentence needs rewriting.
MAX_BUBBLE_GRADE = 10.0

SAFETY_BUTTONS = {"/safety_safe", "/safety_unsafe"}


def _all_crisis_replies():
    for level, cats, region, third, language in itertools.product(
        LEVELS, CATEGORY_SETS, REGIONS, (False, True), SUPPORTED_LANGUAGES
    ):
        reply = crisis_reply(level, cats, region, third_person=third, language=language)
        yield (level, cats, region, third, language), reply


ALL_CRISIS = list(_all_crisis_replies())
FOLLOW_UPS = [
    *(safe_now_reply(region) for region in REGIONS),
    *(unsafe_now_reply(region) for region in REGIONS),
    *(helplines_reply(region) for region in REGIONS),
    checkin_no_reply(),
    *(checkin_reply(cats, third_person=third) for cats in CATEGORY_SETS for third in (0, 1)),
]


def _english_bubbles(case, reply: Reply) -> tuple[str, ...]:
    language = case[4]
    # The other-language line, when there is one, is the first bubble.
    return reply.bubbles[1:] if language != "en" else reply.bubbles


def _every_text() -> dict[str, bool]:
    """Every distinct text, mapped to whether it is English prose (and so has a reading grade).

    Button titles ("Australia") and the other-language line are checked for banned phrases and
    length, but a grade means nothing for them.
    """
    texts: dict[str, bool] = {}
    for case, reply in ALL_CRISIS:
        english = set(_english_bubbles(case, reply))
        for bubble in reply.bubbles:
            texts[bubble] = texts.get(bubble, False) or bubble in english
        for title, _ in reply.buttons:
            texts.setdefault(title, False)
    for reply in FOLLOW_UPS:
        for bubble in reply.bubbles:
            texts[bubble] = True
        for title, _ in reply.buttons:
            texts.setdefault(title, False)
    texts[urgent_help_text()] = True
    return texts


EVERY_TEXT = _every_text()


def _numbers_in(resource: dict) -> list[str]:
    """What a text-only reader needs to see for one payload resource."""
    wanted = []
    if resource["phone"]:
        wanted.append(resource["phone"])
    if resource["sms"]:
        wanted.append(resource["sms"].removeprefix("Text "))
    if not wanted and resource["url"]:
        wanted.append(resource["url"].removeprefix("https://").removeprefix("www."))
    return wanted


# --- Numbers -----------------------------------------------------------------------------------


def test_every_payload_number_is_in_the_text():
    for case, reply in [*ALL_CRISIS, *((None, r) for r in FOLLOW_UPS)]:
        if reply.payload is None:
            continue
        text = "\n".join(reply.bubbles)
        for resource in reply.payload["safety"]["resources"]:
            for needed in _numbers_in(resource):
                assert needed in text, (case, resource["name"], needed)


def test_payload_shape():
    for (level, cats, region, _, _), reply in ALL_CRISIS:
        if level == "concern":
            assert reply.payload is None
            continue
        safety = reply.payload["safety"]
        assert safety["level"] == level
        assert set(safety["categories"]) == set(cats)
        assert safety["region"] == region
        assert 1 <= len(safety["resources"]) <= 4
        for resource in safety["resources"]:
            assert set(resource) == {"name", "phone", "sms", "url", "hours", "kind"}


# --- Emergency ---------------------------------------------------------------------------------


def test_emergency_puts_the_number_in_the_first_bubble():
    for (level, _, region, _, language), reply in ALL_CRISIS:
        if level != "emergency":
            continue
        emergency = reply.payload["safety"]["resources"][0]
        assert emergency["kind"] == "emergency"
        assert emergency["phone"] in reply.bubbles[0], (region, language)
        if language == "en":
            assert reply.bubbles[0].startswith("Call ")


@pytest.mark.parametrize("code", [c for c in REGION_CODES if c != "INTL"])
def test_emergency_first_bubble_is_short_and_direct(code):
    reply = crisis_reply("emergency", ["suicide"], code)
    number = regions()[code].emergency
    assert reply.bubbles[0].startswith(f"Call {number} now.")
    assert word_count(reply.bubbles[0]) <= 20
    assert reply.bubbles[-1] == "Are you safe right now?"
    assert [payload for _, payload in reply.buttons][:2] == ["/safety_safe", "/safety_unsafe"]
    # Then the crisis line.
    crisis_line = reply.payload["safety"]["resources"][1]
    assert crisis_line["kind"] != "emergency"


def test_emergency_suicide_moves_away_from_means():
    reply = crisis_reply("emergency", ["suicide"], "AU")
    assert "away from anything you could use to hurt yourself" in reply.bubbles[1]


@pytest.mark.parametrize("code", [*REGION_CODES, None])
def test_unsafe_now_is_the_emergency_route(code):
    reply = unsafe_now_reply(code)
    place = regions()[code or "INTL"]
    assert place.emergency in reply.bubbles[0]
    assert reply.bubbles[0].startswith("Call ")
    international = code in (None, "INTL")
    assert sum(word_count(b) for b in reply.bubbles) <= (70 if international else 45)
    assert reply.payload["safety"]["level"] == "emergency"


# --- Region unknown ----------------------------------------------------------------------------


def test_unknown_region_asks_once_with_eight_buttons():
    for (level, _, region, _, _), reply in ALL_CRISIS:
        if level == "concern":
            continue
        asks = sum(ASK_REGION in bubble for bubble in reply.bubbles)
        if region is None:
            assert asks == 1
            assert reply.bubbles[-1] == ASK_REGION
            assert reply.buttons == REGION_BUTTONS
        else:
            assert asks == 0


def test_region_buttons_are_exact():
    assert len(REGION_BUTTONS) == 8
    assert ("UK", '/inform_region{"region":"UK"}') in REGION_BUTTONS
    assert REGION_BUTTONS[-1] == ("Somewhere else", '/inform_region{"region":"INTL"}')


def test_unknown_region_shows_the_common_emergency_numbers():
    reply = crisis_reply("crisis", ["suicide"], None)
    text = "\n".join(reply.bubbles)
    for number in ("911", "999", "112", "000", "111", "findahelpline.com"):
        assert number in text


# --- Crisis content ----------------------------------------------------------------------------


def test_crisis_and_emergency_say_once_that_this_is_a_program():
    for (level, *_), reply in ALL_CRISIS:
        if level == "concern":
            continue
        assert sum("a program" in bubble for bubble in reply.bubbles) == 1


def test_crisis_offers_grounding_and_stays():
    reply = crisis_reply("crisis", ["self_harm"], "IE")
    assert ("Help me calm down", "/grounding") in reply.buttons
    assert any("we can keep talking" in bubble for bubble in reply.bubbles)


def test_suicide_crisis_acknowledges_instead_of_asking_again():
    text = " ".join(crisis_reply("crisis", ["suicide"], "US").bubbles)
    assert "Thank you for telling me" in text
    assert "Are you thinking about" not in text
    assert "116 123" not in text and "988" in text


def test_partner_violence_puts_safety_first():
    reply = crisis_reply("crisis", ["partner_violence"], "UK")
    text = " ".join(reply.bubbles)
    assert reply.bubbles[-1] == "Are you safe to talk right now?"
    assert "0808 2000 247" in text
    assert "Helplines can't send help" in text and "call 999" in text
    assert "press 55" in text


def test_sexual_violence_believes_them():
    text = " ".join(crisis_reply("crisis", ["sexual_violence"], "NZ").bubbles)
    assert "I believe you" in text
    assert "0800 044 334" in text


def test_medical_in_the_us_gives_the_poison_line_after_911():
    reply = crisis_reply("emergency", ["medical"], "US")
    assert reply.bubbles[0].startswith("Call 911 now.")
    assert "1-800-222-1222" in " ".join(reply.bubbles[1:])


def test_child_safety_uses_the_child_line_where_there_is_one():
    assert "1098" in " ".join(crisis_reply("crisis", ["child_safety"], "IN").bubbles)
    assert "1-800-668-6868" in " ".join(crisis_reply("crisis", ["child_safety"], "CA").bubbles)
    uk = " ".join(crisis_reply("crisis", ["child_safety"], "UK").bubbles)
    assert "call 999" in uk and "116 123" in uk


def test_helper_replies_coach_the_helper():
    reply = crisis_reply("crisis", ["suicide"], "UK", third_person=True)
    text = " ".join(reply.bubbles)
    assert "Are you thinking about suicide?" in text
    assert "116 123" in text and "call 999" in text
    assert not SAFETY_BUTTONS & {payload for _, payload in reply.buttons}


def test_concern_is_a_yes_no_check_in():
    reply = crisis_reply("concern", ["suicide"], "US")
    assert reply == checkin_reply(["suicide"])
    in_spanish = crisis_reply("concern", [], None, language="es")
    assert "112" in in_spanish.bubbles[0]
    assert in_spanish.bubbles[1:] == checkin_reply([]).bubbles
    assert "thoughts of ending your life" in reply.bubbles[-1]
    assert reply.buttons == (("Yes", "/safety_checkin_yes"), ("No", "/safety_checkin_no"))


def test_follow_up_buttons():
    assert safe_now_reply("UK").buttons == (
        ("Help me calm down", "/grounding"),
        ("Something else", "/help"),
    )
    assert checkin_no_reply().buttons == safe_now_reply(None).buttons
    assert unsafe_now_reply("US").buttons == (("I'm safe right now", "/safety_safe"),)


@pytest.mark.parametrize("language", [lang for lang in SUPPORTED_LANGUAGES if lang != "en"])
def test_other_languages_get_one_line_first(language):
    known = crisis_reply("crisis", ["suicide"], "UK", language=language)
    english = crisis_reply("crisis", ["suicide"], "UK")
    assert known.bubbles[1:] == english.bubbles
    assert "999" in known.bubbles[0] and "findahelpline.com" in known.bubbles[0]
    unknown = crisis_reply("emergency", [], None, language=language)
    assert "112" in unknown.bubbles[0] and "findahelpline.com" in unknown.bubbles[0]


def test_language_codes_are_forgiving():
    assert crisis_reply("crisis", [], "US", language="es-MX").bubbles[0].startswith("Si ")
    plain = crisis_reply("crisis", [], "US")
    assert crisis_reply("crisis", [], "US", language="it").bubbles == plain.bubbles


def test_unknown_level_is_an_error():
    with pytest.raises(ValueError):
        crisis_reply("none", ["suicide"], "US")


def test_urgent_help_text_lists_every_common_number():
    text = urgent_help_text()
    for number in ("911", "999", "112", "000", "111", "988", "116 123", "13 11 14", "1737",
                   "14416", "findahelpline.com"):
        assert number in text
    assert word_count(text) <= 70


def test_replies_module_does_not_import_rasa():
    source = Path(replies_module.__file__).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(?:from|import)\s+rasa", source, re.MULTILINE)


# --- Content lint over every text --------------------------------------------------------------


def test_the_lint_sees_a_lot_of_text():
    assert len(EVERY_TEXT) > 150


@pytest.mark.parametrize("text", sorted(EVERY_TEXT))
def test_no_banned_phrases_or_method_details(text):
    assert banned_phrases(text) == []


@pytest.mark.parametrize("text", sorted(EVERY_TEXT))
def test_bubbles_are_short(text):
    assert word_count(text) <= MAX_WORDS


def test_reading_grade():
    grades = {text: fk_grade(text) for text, prose in EVERY_TEXT.items() if prose}
    average = statistics.mean(grades.values())
    assert average <= MAX_AVERAGE_GRADE, f"average grade {average:.1f}"
    too_hard = {text: round(grade, 1) for text, grade in grades.items()
                if grade > MAX_BUBBLE_GRADE}
    assert not too_hard


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("He might commit suicide", ["commit suicide"]),
        ("Promise me you won't", ["promise me"]),
        ("Why don't you just leave him?", ["just leave", "why don't you"]),
        ("It was never your fault", ["your fault"]),
        ("He sounds like a narcissist", ["narcissist"]),
        ("Try couples counselling", ["couples counselling"]),
        ("You could confront him", ["confront"]),
        ("Take 800mg", ["mg"]),
        ("Is it painless?", ["painless"]),
        ("Thank you for telling me. I believe you.", []),
    ],
)
def test_the_lint_catches_what_it_should(text, found):
    assert banned_phrases(text) == found
