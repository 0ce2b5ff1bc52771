"""The domain's static safety text matches the resources data it was made from."""

from __future__ import annotations

from pathlib import Path

import yaml

from actions.safety.replies import urgent_help_text

DOMAIN = yaml.safe_load((Path(__file__).resolve().parent.parent / "domain.yml").read_text())


def test_static_urgent_help_matches_the_resource_file() -> None:
    # The Rasa server says utter_urgent_help when the action server is down, so it must carry
    # the same numbers as resources.yml; paste urgent_help_text() into domain.yml to fix this.
    assert DOMAIN["responses"]["utter_urgent_help"][0]["text"] == urgent_help_text()
