"""What the grounding exercises say, loaded once from exercises.yml next to this module."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

TEXT: dict[str, Any] = yaml.safe_load(
    (Path(__file__).with_name("exercises.yml")).read_text(encoding="utf-8")
)["grounding"]

# Exercise key -> {"title", "steps", "end"}, in the order the menu shows them.
EXERCISES: dict[str, dict[str, Any]] = TEXT["exercises"]

# Words that name an exercise in a typed request ("can we do box breathing"). Kept narrow on
# purpose: "he was so cold" must not start the cold water exercise. Words that could describe a
# medical emergency ("trouble breathing") are not here either; the safety route answers those.
NAMES: dict[str, re.Pattern[str]] = {
    key: re.compile(pattern, re.IGNORECASE)
    for key, pattern in {
        "box_breathing": r"\bbox\s*breath|\bsquare\s*breath|\bbreath(?:e|ing)?\s*"
                         r"(?:exercise|technique|thing|work)|\bbreathe\s+with\s+me\b|\b4[\s-]*4[\s-]*4",
        "senses_54321": r"\b5[\s,-]*4[\s,-]*3[\s,-]*2[\s,-]*1\b|\bfive[\s,-]+four[\s,-]+three\b|"
                        r"\b(?:five|5)\s+senses\b|\bsenses\b",
        "orienting": r"\bfeet\s+on\s+the\s+(?:floor|ground)\b|\borient\w*|\bfeet\b",
        "cold_water": r"\bcold\s+water\b|\bcold\s+(?:tap|exercise|one|thing)\b|\bice\s+cube|"
                      r"\btemperature\b|\bsplash\w*",
        "urge_surfing": r"\burge[\s-]*surf\w*|\bsurf\w*|\bride\s+(?:the|this)\s+urge\b",
        "self_compassion": r"\bself[\s-]*compassion\w*|\bkind(?:ness)?\s+to\s+myself\b",
    }.items()
}
assert set(NAMES) == set(EXERCISES), "every exercise needs the words that name it"
