"""Start the bot: the action server and the Rasa server, both on 127.0.0.1, and stop them together.

`make run` calls this after install and training. It checks the ports first, writes the
endpoints the two servers need into the run folder, waits until both answer, prints how to talk
to the bot, and on Ctrl-C or SIGTERM stops both and waits for them, so no process stays behind.
With `--shell` it chats in the terminal instead (`make shell`).

Server logs go to files in the run folder, not to the terminal: they hold no message text at the
default level, and the terminal stays readable.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent
MODEL = ROOT / "models" / "current.tar.gz"
STARTUP_TIMEOUT_S = 180

CHILD_ENV = {
    "RASA_TELEMETRY_ENABLED": "false",
    "SANIC_HOST": "127.0.0.1",  # rasa-sdk binds 0.0.0.0 unless told otherwise
    "TF_CPP_MIN_LOG_LEVEL": "3",
    "SQLALCHEMY_SILENCE_UBER_WARNING": "1",
    "PYTHONUNBUFFERED": "1",
    "PYTHONWARNINGS": "ignore",  # library deprecation noise would bury the chat in `make shell`
}


def say(message: str) -> None:
    print(f"[run] {message}", flush=True)


def port_is_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        # SO_REUSEADDR so that a port still in TIME_WAIT from the last run counts as free.
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def die_with_parent() -> None:
    """Ask Linux to send SIGTERM to a child when this launcher dies, even by SIGKILL."""
    with contextlib.suppress(OSError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def write_endpoints(run_dir: Path, action_port: int) -> Path:
    """endpoints.yml with this run's action server port and its conversation database."""
    endpoints = yaml.safe_load((ROOT / "endpoints.yml").read_text(encoding="utf-8"))
    endpoints["action_endpoint"]["url"] = f"http://127.0.0.1:{action_port}/webhook"
    endpoints["tracker_store"]["db"] = str(run_dir / "conversations.db")
    path = run_dir / "endpoints.yml"
    path.write_text(yaml.safe_dump(endpoints, sort_keys=False), encoding="utf-8")
    return path


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


class Bot:
    """The two server processes of one run."""

    def __init__(self, run_dir: Path, rasa_port: int, action_port: int) -> None:
        self.run_dir = run_dir
        self.rasa_port = rasa_port
        self.action_port = action_port
        self.children: list[tuple[str, subprocess.Popen[bytes], Path | None]] = []

    def spawn(self, name: str, args: list[str], log: Path | None) -> subprocess.Popen[bytes]:
        out = open(log, "ab") if log else None  # noqa: SIM115 - the child owns it until it exits
        child = subprocess.Popen(
            args,
            cwd=ROOT,
            env={**os.environ, **CHILD_ENV},
            stdin=None if log is None else subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT if out else None,
            preexec_fn=die_with_parent,
        )
        if out:
            out.close()
        self.children.append((name, child, log))
        return child

    def start_actions(self) -> None:
        log = self.run_dir / "logs" / "actions.log"
        say(f"starting the action server on 127.0.0.1:{self.action_port} (log: {log})")
        self.spawn(
            "action server",
            [str(VENV_BIN / "rasa"), "run", "actions", "--actions", "actions",
             "--port", str(self.action_port)],
            log,
        )

    def rasa_args(self, command: str, endpoints: Path) -> list[str]:
        return [
            str(VENV_BIN / "rasa"), command,
            "--model", str(MODEL),
            "--endpoints", str(endpoints),
            "--credentials", str(ROOT / "credentials.yml"),
            "--interface", "127.0.0.1",
            "--port", str(self.rasa_port),
            "--cors", "*",
        ]

    def start_server(self, endpoints: Path) -> None:
        log = self.run_dir / "logs" / "rasa.log"
        say(f"starting the Rasa server on 127.0.0.1:{self.rasa_port} (log: {log})")
        self.spawn("Rasa server", self.rasa_args("run", endpoints), log)

    def wait_until_ready(self) -> None:
        checks = {
            "action server": f"http://127.0.0.1:{self.action_port}/health",
            "Rasa server": f"http://127.0.0.1:{self.rasa_port}/",
        }
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        pending = {name for name, _, _ in self.children if name in checks}
        while pending:
            self.fail_if_any_exited()
            pending = {name for name in pending if not answers(checks[name])}
            if time.monotonic() > deadline:
                raise SystemExit(f"[run] {', '.join(sorted(pending))} did not start in time")
            time.sleep(0.5)

    def fail_if_any_exited(self) -> None:
        for name, child, log in self.children:
            if child.poll() is not None:
                tail = ""
                if log and log.exists():
                    tail = "\n".join(log.read_text(errors="replace").splitlines()[-15:])
                raise SystemExit(f"[run] the {name} stopped (exit {child.returncode}).\n{tail}")

    def stop(self) -> None:
        for _, child, _ in self.children:
            if child.poll() is None:
                child.terminate()
        deadline = time.monotonic() + 15
        for _, child, _ in self.children:
            try:
                child.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shell", action="store_true", help="chat in this terminal")
    parser.add_argument("--rasa-port", type=int, default=int(os.environ.get("RASA_PORT", 5005)))
    parser.add_argument(
        "--action-port", type=int, default=int(os.environ.get("ACTION_PORT", 5055))
    )
    parser.add_argument("--run-dir", type=Path, default=ROOT / "var", help="logs and database")
    parser.add_argument(
        "--no-action-server",
        action="store_true",
        help="start only the Rasa server, to see what people get when the action server is down",
    )
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    if not MODEL.exists():
        raise SystemExit("[run] no trained model: run `make train` first")
    ports = [args.rasa_port] if args.no_action_server else [args.rasa_port, args.action_port]
    for port in ports:
        if not port_is_free(port):
            raise SystemExit(
                f"[run] port {port} on 127.0.0.1 is already in use. Is the bot already running "
                f"in another terminal? Stop it, or free the port (`ss -ltnp | grep {port}` "
                "shows who holds it)."
            )
    run_dir = args.run_dir.resolve()
    (run_dir / "logs").mkdir(parents=True, exist_ok=True)
    endpoints = write_endpoints(run_dir, args.action_port)

    bot = Bot(run_dir, args.rasa_port, args.action_port)

    def stop_on_signal(signum: int, _frame: object) -> None:
        raise KeyboardInterrupt

    # SIGINT too: a shell starts background jobs with SIGINT ignored, and Python then installs
    # no handler of its own, so the servers would die of Ctrl-C and leave this loop reporting
    # a crash instead of stopping cleanly.
    signal.signal(signal.SIGINT, stop_on_signal)
    signal.signal(signal.SIGTERM, stop_on_signal)
    try:
        if not args.no_action_server:
            bot.start_actions()
        if args.shell:
            say("loading the model; type your messages below, /stop to end")
            shell = bot.spawn("Rasa shell", bot.rasa_args("shell", endpoints), None)
            return shell.wait()
        bot.start_server(endpoints)
        say("loading the model (about 20 seconds)")
        bot.wait_until_ready()
        say(f"ready. The bot answers at http://127.0.0.1:{args.rasa_port}/webhooks/rest/webhook")
        print(
            f"      curl -s -XPOST localhost:{args.rasa_port}/webhooks/rest/webhook "
            """-d '{"sender":"me","message":"hi"}'\n"""
            "      or chat in a terminal with `make shell` (stop this one first).\n"
            "      Ctrl-C stops the bot.",
            flush=True,
        )
        while True:
            bot.fail_if_any_exited()
            time.sleep(1)
    except KeyboardInterrupt:
        say("stopping")
        return 0
    finally:
        bot.stop()
        say("stopped; no server is left running")


if __name__ == "__main__":
    sys.exit(main())
