"""Every line the exercises can say (their YAML files beside the actions): short, plain, safe.

The same rules as tests/test_content.py applies to domain.yml: bubbles of at most 60 words
(the exercises are paced, one short step at a time), no banned phrase, and an average reading
grade of 7 or below.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from statistics import mean
from typing import Any

import pytest
import yaml

from content_checks import banned_phrases, fk_grade, word_count

ROOT = Path(__file__).resolve().parent.parent
FILES = ("actions/reframing/prompts.yml", "actions/urges/prompts.yml",
         "actions/grounding/exercises.yml")
MAX_WORDS = 60
MAX_AVERAGE_GRADE = 7.0


def strings(node: Any, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, str):
        yield where, node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from strings(value, f"{where}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from strings(value, f"{where}[{index}]")


TEXTS = [
    pair for name in FILES
    for pair in strings(yaml.safe_load((ROOT / name).read_text(encoding="utf-8")), name)
]


def test_the_exercise_files_hold_text() -> None:
    assert len(TEXTS) > 100


@pytest.mark.parametrize(("where", "text"), TEXTS, ids=[w for w, _ in TEXTS])
def test_each_line_is_short_and_free_of_banned_phrases(where: str, text: str) -> None:
    assert word_count(text) <= MAX_WORDS
    assert banned_phrases(text) == []


def test_exercises_read_at_grade_seven_or_below_on_average() -> None:
    grades = [fk_grade(text) for _, text in TEXTS if word_count(text) >= 5]
    assert mean(grades) <= MAX_AVERAGE_GRADE
    assert max(grades) <= 9.0
