"""`make run`'s launcher: it brings up a bot that answers, refuses a taken port clearly, and
leaves no process behind when its process group gets SIGTERM (what Ctrl-C in a terminal does)."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from botrunner import ROOT, RunningBot, free_port, texts


@pytest.fixture(scope="module")
def launch(model: Path, tmp_path_factory: pytest.TempPathFactory) -> RunningBot:
    running = RunningBot(tmp_path_factory.mktemp("launch"))
    running.wait_ready()
    return running


def test_bot_answers_hi_over_rest(launch: RunningBot) -> None:
    replies = launch.send("hi", sender="launch-test")
    said = texts(replies)
    assert "program" in said and "not a therapist" in said
    assert "911" in said and "999" in said


def test_conversation_is_kept_in_the_sqlite_file(launch: RunningBot) -> None:
    launch.send("hello", sender="kept-in-sqlite")
    with sqlite3.connect(launch.run_dir / "conversations.db") as db:
        rows = db.execute(
            "SELECT count(*) FROM events WHERE sender_id = ?", ("kept-in-sqlite",)
        ).fetchone()
    assert rows[0] > 0


def listening_addresses(port: int) -> set[str]:
    """Local addresses (hex, as the kernel writes them) of sockets listening on `port`."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for row in Path(table).read_text().splitlines()[1:]:
            local, state = row.split()[1], row.split()[3]
            address, hex_port = local.split(":")
            if state == "0A" and int(hex_port, 16) == port:  # 0A: LISTEN
                found.add(address)
    return found


def test_servers_listen_on_loopback_only(launch: RunningBot) -> None:
    for port in (launch.rasa_port, launch.action_port):
        assert listening_addresses(port) == {"0100007F"}, f"port {port} is not on 127.0.0.1 only"


def test_logs_hold_no_message_text(launch: RunningBot) -> None:
    secret = "my landlord zanzibar knows nothing"
    launch.send(secret, sender="log-privacy")
    launch.send("i want to die tonight zanzibar", sender="log-privacy")
    logs = "".join(p.read_text(errors="replace") for p in (launch.run_dir / "logs").iterdir())
    assert logs, "expected the servers to write logs"
    assert "zanzibar" not in logs


def test_a_taken_port_gets_a_clear_message(launch: RunningBot, tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "run.py"),
         "--rasa-port", str(launch.rasa_port), "--action-port", str(free_port()),
         "--run-dir", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode != 0
    assert f"port {launch.rasa_port}" in result.stderr and "already in use" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout


def test_sigterm_to_the_group_leaves_no_process(launch: RunningBot) -> None:
    launch.stop_and_confirm_nothing_left(signal.SIGTERM)
