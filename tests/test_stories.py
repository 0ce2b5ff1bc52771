"""Runs the conversation test stories (tests/stories/test_*.yml) against the trained model.

`rasa test core` predicts every action of every story; `--fail-on-prediction-errors` turns a
single wrong prediction into a failure (without it rasa exits 0 whatever happens).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from botrunner import ROOT

RASA = Path(sys.executable).parent / "rasa"


def test_every_test_story_is_predicted_correctly(model: Path, tmp_path: Path) -> None:
    result = subprocess.run(
        [str(RASA), "test", "core", "--model", str(model), "--stories", "tests/stories",
         "--fail-on-prediction-errors", "--out", str(tmp_path), "--no-plot"],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
        env={"RASA_TELEMETRY_ENABLED": "false", "TF_CPP_MIN_LOG_LEVEL": "3",
             "PATH": str(RASA.parent), "HOME": str(tmp_path)},
    )
    failed = tmp_path / "failed_test_stories.yml"
    output = result.stdout[-3000:] + result.stderr[-3000:]
    detail = failed.read_text() if failed.exists() else output
    assert result.returncode == 0, f"wrong predictions:\n{detail}"
