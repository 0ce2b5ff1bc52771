"""Read a rating out of what a person typed: "7", "about seventy", "70%", "a hundred", "half".

Exercises ask for ratings (an urge from 0 to 10, belief from 0 to 100) and accept digits, words
or quick-reply buttons. Anything that is not clearly one number gives None, so the caller can
ask again instead of guessing.
"""

from __future__ import annotations

import re

_UNITS = {
    "zero": 0, "none": 0, "nothing": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19,
}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}
_WORDS = {"half": 50, "hundred": 100, "a hundred": 100, "one hundred": 100}
_DIGITS = re.compile(r"(?<![\d.])(\d{1,3})(?:\.\d+)?\s*(?:%|percent)?(?![\d.])")
_TOKEN = re.compile(r"[a-z]+")


def _word_number(tokens: list[str]) -> list[int]:
    """Numbers spelled out in the tokens, e.g. ["about", "seventy", "five"] -> [75]."""
    found: list[int] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        pair = " ".join(tokens[i:i + 2])
        if pair in _WORDS:
            found.append(_WORDS[pair])
            i += 2
        elif token in _TENS:
            value = _TENS[token]
            if i + 1 < len(tokens) and tokens[i + 1] in _UNITS and 0 < _UNITS[tokens[i + 1]] < 10:
                value += _UNITS[tokens[i + 1]]
                i += 1
            found.append(value)
            i += 1
        elif token in _UNITS or token in _WORDS:
            found.append(_UNITS.get(token, _WORDS.get(token, 0)))
            i += 1
        else:
            i += 1
    return found


def read_rating(text: str) -> int | None:
    """The one number in the text, or None when there is none or more than one."""
    lowered = text.lower().replace("-", " ")
    numbers = [int(match) for match in _DIGITS.findall(lowered)]
    numbers += _word_number(_TOKEN.findall(_DIGITS.sub(" ", lowered)))
    return numbers[0] if len(set(numbers)) == 1 else None
