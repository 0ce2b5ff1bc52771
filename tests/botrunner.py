"""A real running bot (Rasa server + action server) for tests, talked to over REST.

A bot is started with the same launcher as `make run` (scripts/run.py), on free ports and with
its own run folder, so tests never touch a bot someone is running by hand, and every test of a
running bot also exercises the launcher.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MODEL = ROOT / "models" / "current.tar.gz"
READY_TIMEOUT_S = 240


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def processes_mentioning(needle: str) -> list[int]:
    """PIDs whose command line contains `needle` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if needle in cmdline:
            found.append(int(entry.name))
    return found


class RunningBot:
    """One `scripts/run.py` launch, talked to over the REST channel."""

    def __init__(self, run_dir: Path, *extra: str) -> None:
        self.run_dir = run_dir
        self.rasa_port = free_port()
        self.action_port = free_port()
        self.output: list[str] = []
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "scripts" / "run.py"),
             "--rasa-port", str(self.rasa_port), "--action-port", str(self.action_port),
             "--run-dir", str(run_dir), *extra],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,  # its own process group, as a terminal would give `make run`
        )
        self._ready = threading.Event()
        self._reader = threading.Thread(target=self._read_output, daemon=True)
        self._reader.start()

    def _read_output(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.output.append(line.rstrip("\n"))
            if line.startswith("[run] ready"):
                self._ready.set()

    def wait_ready(self) -> None:
        deadline = time.monotonic() + READY_TIMEOUT_S
        while not self._ready.wait(timeout=0.5):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("bot did not start:\n" + "\n".join(self.output[-30:]))

    def send(
        self, text: str, sender: str | None = None, metadata: dict[str, Any] | None = None
    ) -> list[dict[str, Any]]:
        body: dict[str, Any] = {"sender": sender or uuid.uuid4().hex, "message": text}
        if metadata is not None:
            body["metadata"] = metadata
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.rasa_port}/webhooks/rest/webhook",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            assert response.status == 200
            return json.loads(response.read())

    def server_pids(self) -> list[int]:
        """The Rasa and action servers this launch started (found by their command lines)."""
        return processes_mentioning(str(self.run_dir)) + processes_mentioning(
            f"--port {self.action_port}"
        )

    def stop(self, sig: int = signal.SIGTERM) -> int:
        if self.process.poll() is None:
            os.killpg(self.process.pid, sig)
        code = self.process.wait(timeout=60)
        self._reader.join(timeout=10)  # so that `output` holds the launcher's last words
        return code

    def stop_and_confirm_nothing_left(self, sig: int) -> None:
        """Stop as a terminal would (signal to the whole group) and check every server ended."""
        children = self.server_pids()
        assert children, "expected the servers to be running"
        assert self.stop(sig) == 0
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and any(Path(f"/proc/{p}").exists() for p in children):
            time.sleep(0.2)
        left = [pid for pid in children if Path(f"/proc/{pid}").exists()]
        assert not left, f"processes left behind: {left}"
        assert self.output[-1] == "[run] stopped; no server is left running", self.output[-5:]


def texts(replies: list[dict[str, Any]]) -> str:
    """All reply texts of one turn, joined, for assertions on what a person reads."""
    return "\n".join(r.get("text", "") for r in replies)


class Chat:
    """One person's conversation with a running bot: each `say` returns the texts of a turn."""

    def __init__(self, bot: RunningBot) -> None:
        self.bot = bot
        self.sender = uuid.uuid4().hex

    def say(self, text: str) -> str:
        return texts(self.bot.send(text, sender=self.sender))
