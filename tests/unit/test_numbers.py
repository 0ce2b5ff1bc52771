"""actions.numbers: ratings typed as digits, words or percentages."""

from __future__ import annotations

import pytest

from actions.numbers import read_rating


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("7", 7), ("about 70", 70), ("70%", 70), ("maybe 85 percent", 85),
        ("about seventy", 70), ("seventy-five", 75), ("seventy five", 75), ("a hundred", 100),
        ("100", 100), ("zero", 0), ("0", 0), ("like an eight", 8), ("half", 50),
        ("ten out of ten", 10), ("ninety nine", 99), ("its a 6 tbh", 6),
    ],
)
def test_reads_one_number(text: str, number: int) -> None:
    assert read_rating(text) == number


@pytest.mark.parametrize(
    "text", ["", "i don't know", "a lot", "between 6 and 8", "5 or 7", "😭", "3.5.1", "1234"],
)
def test_unclear_answers_give_none(text: str) -> None:
    assert read_rating(text) is None
