"""The trained model understands held-out messages written apart from the training data."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from scripts.nlu_report import HELD_OUT, evaluate, load_examples, score

MIN_MACRO_F1 = 0.85
MIN_PER_INTENT = 10


def test_the_held_out_file_covers_every_intent_with_enough_messages() -> None:
    domain = yaml.safe_load(Path("domain.yml").read_text(encoding="utf-8"))
    counts: dict[str, int] = {}
    for _, intent in load_examples(HELD_OUT):
        counts[intent] = counts.get(intent, 0) + 1
    # nlu_fallback and EXTERNAL_ intents are never typed by a person.
    expected = {i for i in domain["intents"]
                if i != "nlu_fallback" and not i.startswith("EXTERNAL_")}
    assert set(counts) == expected
    assert min(counts.values()) >= MIN_PER_INTENT


def test_no_held_out_message_is_also_a_training_example() -> None:
    training = set()
    for path in Path("data/nlu").glob("*.yml"):
        training |= {text.lower() for text, _ in load_examples(path)}
    leaked = [text for text, _ in load_examples(HELD_OUT) if text.lower() in training]
    assert leaked == []


def test_macro_f1_on_the_held_out_file(model: Path) -> None:
    report = evaluate(model)
    worst = sorted(report.scores, key=lambda s: s.f1)[:5]
    assert report.macro_f1 >= MIN_MACRO_F1, (
        f"macro F1 {report.macro_f1:.3f}; weakest: "
        + ", ".join(f"{s.intent} {s.f1:.2f}" for s in worst)
        + "; run `make nlu-report` for the confusions"
    )


def test_scoring_counts_a_fallback_as_a_miss() -> None:
    report = score(["greet", "greet", "thanks"], ["greet", "nlu_fallback", "thanks"],
                   ["hi", "yo", "ty"])
    assert report.misses == [("greet", "nlu_fallback", "yo")]
    assert report.macro_f1 == pytest.approx((2 / 3 + 1) / 2)


def test_every_intent_a_person_can_type_has_at_least_25_training_examples() -> None:
    counts: dict[str, int] = {}
    for path in Path("data/nlu").glob("*.yml"):
        for _, intent in load_examples(path):
            counts[intent] = counts.get(intent, 0) + 1
    thin = {i: n for i, n in counts.items() if n < 25 and not i.startswith("EXTERNAL_")}
    assert thin == {}
