"""How well the trained model understands messages it never saw: `make nlu-report`.

Parses every example of the held-out NLU test file (tests/nlu/heldout.yml, written apart from
data/nlu and never trained on) with the trained model, the whole pipeline included, so a
message the fallback catches counts as a miss. Prints precision, recall and F1 per intent, the
macro F1, and the pairs of intents that get confused. tests/nlu/test_nlu_quality.py asserts
the macro F1 with the same function.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HELD_OUT = ROOT / "tests" / "nlu" / "heldout.yml"
MODEL = ROOT / "models" / "current.tar.gz"


@dataclass(frozen=True)
class IntentScore:
    intent: str
    precision: float
    recall: float
    f1: float
    support: int


@dataclass(frozen=True)
class Report:
    scores: list[IntentScore]
    macro_f1: float
    # (expected, predicted, text) for every miss.
    misses: list[tuple[str, str, str]]

    def confusions(self) -> list[tuple[tuple[str, str], int]]:
        """Confused (expected, predicted) pairs, most frequent first."""
        return Counter((e, p) for e, p, _ in self.misses).most_common()


def load_examples(path: Path) -> list[tuple[str, str]]:
    """(text, intent) pairs from a Rasa NLU YAML file."""
    from rasa.shared.nlu.training_data.loading import load_data

    data = load_data(str(path))
    return [(m.get("text"), m.get("intent")) for m in data.intent_examples]


def score(expected: list[str], predicted: list[str], texts: list[str]) -> Report:
    """Per-intent and macro scores over the intents the test file holds."""
    from sklearn.metrics import precision_recall_fscore_support

    labels = sorted(set(expected))
    precision, recall, f1, support = precision_recall_fscore_support(
        expected, predicted, labels=labels, zero_division=0
    )
    scores = [
        IntentScore(label, float(p), float(r), float(f), int(s))
        for label, p, r, f, s in zip(labels, precision, recall, f1, support, strict=True)
    ]
    misses = [(e, p, t) for e, p, t in zip(expected, predicted, texts, strict=True) if e != p]
    return Report(scores, sum(s.f1 for s in scores) / len(scores), misses)


def evaluate(model: Path = MODEL, test_file: Path = HELD_OUT) -> Report:
    """Parse the test file with the model and score the intents it predicts."""
    from rasa.core.agent import Agent

    examples = load_examples(test_file)
    agent = Agent.load(str(model))

    async def predict() -> list[str]:
        return [(await agent.parse_message(text))["intent"]["name"] for text, _ in examples]

    predicted = asyncio.run(predict())
    return score([i for _, i in examples], predicted, [t for t, _ in examples])


def print_report(report: Report, show_misses: bool) -> None:
    print(f"{'intent':34} {'prec':>6} {'recall':>6} {'f1':>6} {'n':>4}")
    for s in sorted(report.scores, key=lambda s: s.f1):
        print(f"{s.intent:34} {s.precision:6.2f} {s.recall:6.2f} {s.f1:6.2f} {s.support:4}")
    print(f"\nmacro F1: {report.macro_f1:.3f} over {len(report.scores)} intents")
    print("\nconfused pairs (expected -> predicted: count):")
    for (expected, predicted), count in report.confusions():
        print(f"  {expected} -> {predicted}: {count}")
    if show_misses:
        print("\nmisses:")
        for expected, predicted, text in report.misses:
            print(f"  [{expected} -> {predicted}] {text}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=MODEL)
    parser.add_argument("--test-file", type=Path, default=HELD_OUT)
    parser.add_argument("--misses", action="store_true", help="also list every missed message")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))  # the model names its custom components by module path
    from rasa.utils.log_utils import configure_structlog

    # Rasa's structured debug log would print every parsed message; keep the report readable.
    configure_structlog(logging.WARNING)
    logging.disable(logging.WARNING)
    print_report(evaluate(args.model, args.test_file), args.misses)


if __name__ == "__main__":
    main()
