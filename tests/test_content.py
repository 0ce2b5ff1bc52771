"""Every line the bot can say from domain.yml: short, plain, safe, sourced, with a next step.

Psychoeducation topics are the values of the `topic` slot; each must have a first answer, a
"tell me more" layer and a source layer (data/rules/topics.yml wires them).
"""

from __future__ import annotations

import re
from pathlib import Path
from statistics import mean

import pytest
import yaml

from content_checks import banned_phrases, fk_grade, word_count

DOMAIN = yaml.safe_load((Path(__file__).resolve().parent.parent / "domain.yml").read_text())
RESPONSES: dict[str, list[dict]] = DOMAIN["responses"]
TOPICS: list[str] = DOMAIN["slots"]["topic"]["values"]
INTENTS = set(DOMAIN["intents"])
MAX_WORDS = 80
MAX_AVERAGE_GRADE = 7.0
# A phone line list is not prose; the safety replies have their own lint (tests/safety).
NOT_PROSE = {"utter_urgent_help"}

BUBBLES = [
    (name, variation)
    for name, variations in RESPONSES.items()
    for variation in variations
]
PROSE = [(name, v["text"]) for name, v in BUBBLES if name not in NOT_PROSE]


@pytest.mark.parametrize(("name", "variation"), BUBBLES, ids=[n for n, _ in BUBBLES])
def test_each_bubble_is_short_and_free_of_banned_phrases(name: str, variation: dict) -> None:
    assert word_count(variation["text"]) <= MAX_WORDS
    assert banned_phrases(variation["text"]) == []


def test_replies_read_at_grade_seven_or_below_on_average() -> None:
    grades = {name: fk_grade(text) for name, text in PROSE}
    hardest = sorted(grades.items(), key=lambda item: -item[1])[:3]
    assert mean(grades.values()) <= MAX_AVERAGE_GRADE, f"hardest: {hardest}"
    # One very hard bubble is worth rewriting even when the average is fine.
    assert all(grade <= 9.0 for grade in grades.values()), f"hardest: {hardest}"


@pytest.mark.parametrize("topic", TOPICS)
def test_every_topic_has_three_layers_and_names_its_source(topic: str) -> None:
    for layer in (f"utter_{topic}", f"utter_{topic}_more", f"utter_{topic}_source"):
        assert layer in RESPONSES, f"{layer} is missing"
    source = " ".join(v["text"] for v in RESPONSES[f"utter_{topic}_source"])
    # A year, or a named body of work, so the person can look it up.
    assert re.search(r"\b(?:19|20)\d\d\b|open source", source), source
    assert "not a diagnosis" in source or "not legal advice" in source


@pytest.mark.parametrize("topic", TOPICS)
def test_every_topic_layer_offers_a_next_step(topic: str) -> None:
    for layer in (f"utter_{topic}", f"utter_{topic}_more", f"utter_{topic}_source"):
        for variation in RESPONSES[layer]:
            payloads = [b["payload"] for b in variation.get("buttons", [])]
            assert "/help" in payloads or "/list_topics" in payloads, layer


def test_every_button_names_an_intent_the_bot_has() -> None:
    wrong = [
        (name, button["payload"])
        for name, variation in BUBBLES
        for button in variation.get("buttons", [])
        if button["payload"].lstrip("/").split("{", 1)[0] not in INTENTS
    ]
    assert wrong == []


def test_the_topic_list_offers_every_topic_but_the_bot_itself() -> None:
    payloads = {b["payload"] for b in RESPONSES["utter_topics"][0]["buttons"]}
    wanted = {f"/{'self_blame' if t == 'self_blame' else 'ask_' + t}" for t in TOPICS}
    assert wanted - {"/ask_about_bot"} <= payloads


def test_the_bot_says_what_it_is() -> None:
    text = RESPONSES["utter_what_i_am"][0]["text"] + RESPONSES["utter_about_bot"][0]["text"]
    for claim in ("program", "not a person", "not a therapist", "not a crisis line"):
        assert claim in text
