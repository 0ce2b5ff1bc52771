"""Shared fixtures: the trained model and a real running bot for conversation tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from botrunner import MODEL, RunningBot


@pytest.fixture(scope="session")
def model() -> Path:
    if not MODEL.exists():
        pytest.fail("no trained model: run `make train` (make test does it first)")
    return MODEL


@pytest.fixture(scope="session")
def bot(model: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[RunningBot]:
    """A running bot with its action server, shared by the conversation tests."""
    running = RunningBot(tmp_path_factory.mktemp("bot"))
    running.wait_ready()
    yield running
    running.stop()
