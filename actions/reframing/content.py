"""What the reframing exercise says, loaded once from prompts.yml next to this module."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

PROMPTS: dict[str, Any] = yaml.safe_load(
    (Path(__file__).with_name("prompts.yml")).read_text(encoding="utf-8")
)["reframing"]

# The form's questions, in the order it asks them (the order of `ask` in prompts.yml).
STEPS: tuple[str, ...] = tuple(PROMPTS["ask"])
