"""Time the crisis screen in-process: median and p95 of `assess()` per message.

Run from the project root:

    .venv/bin/python bench/bench_screen.py [--rounds N]

It screens a varied set (short and long messages, crisis and emergency messages, idioms,
negations, emoji, and one of 10,000 characters with a crisis sentence at its end) after a
warm-up, and prints the figures. The target is a median under 1 ms.

It also times the two stages apart, on the same messages: the rules (`Screen.read`) and the
statistical second opinion (`combine`, which runs the model unless the rules are guarded or
already at emergency), and prints the second opinion's share of the time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# thinc imports TensorFlow when it is installed; the screen never uses it (see __main__.py).
sys.modules.setdefault("tensorflow", None)

from actions.safety.screen import _screen, assess, combine, consults  # noqa: E402

FILLER = "We talked for a while about the week, the weather and what to cook on Sunday. "
LONG = (FILLER * 130)[:9_950] + " I want to end my life."

MESSAGES = [
    "hi",
    "/greet",
    "thanks, that helped",
    "I want to text him so badly",
    "is this love or a trauma bond?",
    "he gaslights me and then says sorry, why do I keep going back",
    "I want to die",
    "i wanna kms fr",
    "I took a whole bottle of pills",
    "he's outside my door banging on it",
    "he choked me last year",
    "I'm not suicidal, just tired",
    "this homework is killing me",
    "shoot me a text when you land",
    "my sister says she wants to kill herself",
    "quiero morirme",
    "i want to die 💊💊",
    "I can't do this anymore",
    "I'm going to kill him tonight",
    "I can't breathe and my chest hurts",
    "Some days are fine. Other days I sit in the car after work and cannot make myself go "
    "inside, because I know what the evening will be like, and I keep asking myself whether "
    "any of this is normal or whether I have just forgotten what normal feels like.",
    LONG,
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()

    started = time.perf_counter()
    assess("warm-up")  # loads the pipeline and compiles the patterns
    load = time.perf_counter() - started
    for message in MESSAGES:  # fill the caches
        assess(message)

    timings: list[float] = []
    long_timings: list[float] = []
    for _ in range(args.rounds):
        for message in MESSAGES:
            t0 = time.perf_counter()
            assess(message)
            elapsed = time.perf_counter() - t0
            timings.append(elapsed)
            if message is LONG:
                long_timings.append(elapsed)

    # The two stages apart: what the rules cost, and what the second opinion adds to them.
    screen = _screen()
    readings = [screen.read(message) for message in MESSAGES]
    rules_timings: list[float] = []
    model_timings: list[float] = []
    for _ in range(args.rounds):
        for message, reading in zip(MESSAGES, readings, strict=True):
            t0 = time.perf_counter()
            screen.read(message)
            t1 = time.perf_counter()
            combine(reading, screen.opinion)
            t2 = time.perf_counter()
            rules_timings.append(t1 - t0)
            if consults(reading, screen.opinion):
                model_timings.append(t2 - t1)
    consulted = sum(consults(r, screen.opinion) for r in readings)

    ms = sorted(t * 1000 for t in timings)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    print(f"load + compile      {load:8.2f} s")
    print(f"messages timed      {len(ms):8d}  ({len(MESSAGES)} kinds x {args.rounds} rounds)")
    print(f"median per message  {statistics.median(ms):8.3f} ms")
    print(f"p95 per message     {p95:8.3f} ms")
    print(f"10,000-char message {statistics.median(long_timings) * 1000:8.3f} ms (median)")
    print(f"long message level  {assess(LONG).level}")
    if screen.opinion is None:
        print("second opinion      not built: rules only (run `make install`)")
        return
    share = sum(model_timings) / (sum(rules_timings) + sum(model_timings))
    print(f"rules, median       {statistics.median(rules_timings) * 1000:8.3f} ms")
    print(f"model, median       {statistics.median(model_timings) * 1000:8.3f} ms when asked "
          f"({consulted} of {len(MESSAGES)} kinds); {share:.0%} of the screen's time")


if __name__ == "__main__":
    main()
