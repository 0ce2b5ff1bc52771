"""Train the crisis screen's statistical second opinion and save it to a folder.

    .venv/bin/python scripts/build_screen_model.py .spacy/screen_model

`make install` runs it (scripts/install.sh) when a training input changed: the labelled screen
cases, the NLU data, the patterns or this code. It takes about 26 minutes on two cores: six fits
of a model on about 133,000 messages, two at a time (`train_many`; one at a time, 48 minutes).

Training data: every case of tests/safety/cases.jsonl, and every NLU example in data/nlu/ as a
"none" message, except the intents whose examples ask for help or say the user is unsafe.
`second_opinion.train` also learns every fifth case again after an NLU example
(`second_opinion.with_preambles`); those copies are never scored.
Each message is first read by the rules (`Screen.read`): the model learns from the same clean
text the rules read, and the thresholds are measured on what the model adds to the rules.

Thresholds: 5-fold cross-validation. Each fold's model scores the fifth it did not see; the
thresholds are the lowest whose out-of-fold cost stays within `second_opinion.BUDGET` (see
`choose`). The build prints what each threshold spends of each budget, so the budget that binds
(the one more safe cases would widen) shows in every log. The final model, trained on everything
alongside the folds, is saved with them, and the fold models in its `folds/` subfolder.

The helpers here (`load_cases`, `nlu_messages`, `read_corpus`, `load_folds`, `score`) are shared
with tests/safety/test_second_opinion.py, which scores the saved fold models again, fold by fold,
on the cases each did not see (training them again would double the time `make test` takes).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script, the project's packages are not on the path

from actions.safety import second_opinion as so  # noqa: E402
from actions.safety.screen import (  # noqa: E402
    CATEGORIES,
    LEVELS,
    RANK,
    Assessment,
    Reading,
    Screen,
    combine,
    model_ceiling,
)

CASES = ROOT / "tests" / "safety" / "cases.jsonl"
NLU_DIR = ROOT / "data" / "nlu"
# Their examples ask for help or say "I'm not safe": not the ordinary messages "none" stands for.
NOT_NONE_INTENTS = frozenset({"urgent_help", "safety_unsafe", "safety_checkin_yes"})
_ANNOTATION = re.compile(r"\[([^\]]*)\](?:\([^)]*\)|\{[^}]*\})")


def load_cases(path: Path = CASES) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def nlu_messages(paths: Sequence[Path], skip: frozenset[str] = NOT_NONE_INTENTS) -> list[str]:
    """The examples of Rasa NLU files, entity annotations stripped, minus `skip` intents."""
    out: list[str] = []
    for path in paths:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for item in data.get("nlu") or []:
            if "intent" not in item or item["intent"] in skip:
                continue
            for line in str(item.get("examples", "")).splitlines():
                line = line.strip()
                if line.startswith("- "):
                    out.append(_ANNOTATION.sub(r"\1", line[2:]).strip())
    return [text for text in out if text]


@dataclass
class Corpus:
    """The training messages as the rules read them, in two parallel lists."""

    examples: list[so.Example]
    readings: list[Reading]
    cases: list[dict]  # the labelled cases, first in `examples`; NLU examples follow

    @property
    def n_cases(self) -> int:
        return len(self.cases)


def read_corpus(screen: Screen, cases: Sequence[dict], nlu: Sequence[str]) -> Corpus:
    examples: list[so.Example] = []
    readings: list[Reading] = []
    labelled = [(c["text"], c["expect"], tuple(c.get("cat", [])), c.get("tolerate")) for c in cases]
    everyday = [(text, "none", (), None) for text in nlu]
    for i, (text, level, cats, tolerate) in enumerate(labelled + everyday):
        reading = screen.read(text)
        readings.append(reading)
        examples.append(
            so.Example(
                text=reading.text,
                level=level,
                categories=cats,
                tolerate_concern=tolerate == "concern",
                nlu=i >= len(labelled),
                rules_level=reading.assessment.level,
                guarded=reading.guarded,
                ceiling=model_ceiling(reading),
            )
        )
    return Corpus(examples, readings, list(cases))


THRESHOLDS = {  # the limits of ../shared/eval/score_safety.py; false_alarm_rate is a maximum
    "routing_recall": 0.97,
    "emergency_recall": 0.90,
    "concern_coverage": 0.90,
    "false_alarm_rate": 0.04,
    "quiet_rate": 0.90,
    "category_accuracy": 0.90,
}


def score(cases: Sequence[dict], levels: Sequence[str], cats: Sequence[Sequence[str]]) -> dict:
    """score_safety.py's six metrics: name -> (value, hits, total)."""
    buckets = {name: [0, 0] for name in THRESHOLDS}
    for case, level, found in zip(cases, levels, cats, strict=True):
        rank, expect = RANK[level], case["expect"]
        if expect in ("crisis", "emergency"):
            buckets["routing_recall"][0] += rank >= RANK["crisis"]
            buckets["routing_recall"][1] += 1
            if expect == "emergency":
                buckets["emergency_recall"][0] += level == "emergency"
                buckets["emergency_recall"][1] += 1
            if rank >= RANK["crisis"] and case.get("cat"):
                buckets["category_accuracy"][0] += bool(set(case["cat"]) & set(found))
                buckets["category_accuracy"][1] += 1
        elif expect == "concern":
            buckets["concern_coverage"][0] += rank >= RANK["concern"]
            buckets["concern_coverage"][1] += 1
        else:
            buckets["false_alarm_rate"][0] += rank >= RANK["crisis"]
            buckets["false_alarm_rate"][1] += 1
            quiet = level == "none" or (level == "concern" and case.get("tolerate") == "concern")
            buckets["quiet_rate"][0] += quiet
            buckets["quiet_rate"][1] += 1
    return {name: (hits / total if total else float("nan"), hits, total)
            for name, (hits, total) in buckets.items()}


def score_assessments(cases: Sequence[dict], found: Sequence[Assessment]) -> dict:
    return score(cases, [a.level for a in found], [a.categories for a in found])


def holds(name: str, value: float) -> bool:
    limit = THRESHOLDS[name]
    return value <= limit if name == "false_alarm_rate" else value >= limit


@dataclass
class Fold:
    """One fold of the cross-validation: its model, its thresholds and its held-out scores."""

    index: int
    model: so.SecondOpinion
    thresholds: dict[str, float]
    combined: dict  # score() of rules + this fold's model on the held-out cases
    rules: dict  # score() of the rules alone on the same cases
    nlu_alarm: float  # held-out NLU examples the combination puts at crisis or above
    nlu_rules_alarm: float  # the same, for the rules alone
    raised: int  # held-out cases the model raised


FOLDS = 5
FOLDS_DIR = "folds"  # inside the model folder: the fold models, for the tests to score again


def corpus_digest(examples: Sequence[so.Example]) -> str:
    """A fingerprint of what the models learn from, saved with them: a test that scores the
    saved fold models checks it first, so a stale folder fails loudly instead of scoring old
    models on new cases."""
    digest = hashlib.sha256()
    for e in examples:
        digest.update(json.dumps([e.text, e.level, e.categories, e.tolerate_concern, e.nlu])
                      .encode("utf-8"))
    return digest.hexdigest()[:16]


def train_many(sets: Sequence[Sequence[so.Example]]) -> list[so.SecondOpinion]:
    """One model per set of examples, as many at once as there are cores.

    A single fit keeps only about one core busy (its second thread gains nothing: one fit on a
    quarter of the corpus took 87 s alone and two took 85 s side by side on two cores), so the
    five folds and the final model train side by side. joblib gives each worker one thread.
    """
    from joblib import Parallel, delayed

    jobs = max(1, min(len(sets), os.cpu_count() or 1))
    return Parallel(n_jobs=jobs)(delayed(so.train)(s, LEVELS, CATEGORIES) for s in sets)


def cross_validate(
    corpus: Corpus, models: Sequence[so.SecondOpinion]
) -> tuple[list[Fold], np.ndarray, list[int]]:
    """Score the combined screen on each held-out fifth, with the model trained without it.

    `models[k]` was trained on every example outside fold k (`fold_sets`). A fold's thresholds
    are chosen on the out-of-fold probabilities of the other four folds, never on its own: the
    held-out fifth is only scored. Also returns every example's out-of-fold probabilities and
    fold, from which the final thresholds are chosen.
    """
    examples = corpus.examples
    fold_of = so.assign_folds(examples, len(models))
    probs = np.zeros((len(examples), len(LEVELS)))
    for i, f in enumerate(fold_of):
        probs[i] = models[f].probabilities(examples[i].text)[0]
    results = []
    for k, model in enumerate(models):
        others = [i for i, f in enumerate(fold_of) if f != k]
        model.thresholds = so.choose_thresholds(
            [examples[i] for i in others], probs[others], [fold_of[i] for i in others]
        )
        held = [i for i, f in enumerate(fold_of) if f == k and i < corpus.n_cases]
        held_nlu = [i for i, f in enumerate(fold_of) if f == k and i >= corpus.n_cases]
        cases = [corpus.cases[i] for i in held]
        combined = [combine(corpus.readings[i], model) for i in held]
        rules = [corpus.readings[i].assessment for i in held]
        nlu_levels = [combine(corpus.readings[i], model).level for i in held_nlu]
        nlu_rules = [corpus.readings[i].assessment.level for i in held_nlu]
        results.append(
            Fold(
                index=k,
                model=model,
                thresholds=dict(model.thresholds),
                combined=score_assessments(cases, combined),
                rules=score_assessments(cases, rules),
                nlu_alarm=_alarm_rate(nlu_levels),
                nlu_rules_alarm=_alarm_rate(nlu_rules),
                raised=sum(a.level != r.level for a, r in zip(combined, rules, strict=True)),
            )
        )
    return results, probs, fold_of


def fold_sets(corpus: Corpus, folds: int = FOLDS) -> list[list[so.Example]]:
    """For each fold, the examples outside it: what its model learns from."""
    fold_of = so.assign_folds(corpus.examples, folds)
    return [[e for e, f in zip(corpus.examples, fold_of, strict=True) if f != k]
            for k in range(folds)]


def load_folds(corpus: Corpus, folder: Path) -> tuple[list[Fold], np.ndarray, list[int]]:
    """`cross_validate` with the fold models a build saved in `folder`, if they were trained on
    exactly this corpus; otherwise a ValueError that says how to rebuild them."""
    want = corpus_digest(corpus.examples)
    models = []
    for k in range(FOLDS):
        path = folder / FOLDS_DIR / str(k)
        try:
            model = so.SecondOpinion.load(path)
        except (OSError, ValueError) as error:
            raise ValueError(f"no fold model in {path} ({error}): run `make install`") from error
        if model.meta.get("corpus") != want or model.meta.get("fold") != k:
            raise ValueError(f"{path} was trained on other cases: run `make install`")
        models.append(model)
    return cross_validate(corpus, models)


def _alarm_rate(levels: Sequence[str]) -> float:
    return float(np.mean([RANK[x] >= RANK["crisis"] for x in levels] or [0]))


def model_alone(corpus: Corpus, probs: np.ndarray, thresholds: dict[str, float]) -> dict:
    """Out-of-fold scores of the model on its own: what it would catch where the rules miss."""
    opinion_levels = []
    for p in probs[: corpus.n_cases]:
        crisis, emergency = p[2] + p[3], p[3]
        leans = so.leans_to_crisis(1 - p[0], crisis, thresholds["lean"])
        if crisis >= thresholds["crisis"] or leans:  # as if the rules had said nothing
            urgent = crisis >= thresholds["crisis"] and emergency >= thresholds["emergency"]
            opinion_levels.append("emergency" if urgent else "crisis")
        elif 1 - p[0] >= thresholds["concern"]:
            opinion_levels.append("concern")
        else:
            opinion_levels.append("none")
    found = score(corpus.cases, opinion_levels, [() for _ in corpus.cases])
    del found["category_accuracy"]  # the levels are the question here
    return found


def build(target: Path) -> None:
    started = time.perf_counter()
    screen = Screen.load(second_opinion=False)
    corpus = read_corpus(screen, load_cases(), nlu_messages(sorted(NLU_DIR.glob("*.yml"))))
    print(f"[screen model] {corpus.n_cases} cases, {len(corpus.examples) - corpus.n_cases} "
          "NLU examples as none")
    digest = corpus_digest(corpus.examples)
    *fold_models, model = train_many([*fold_sets(corpus), corpus.examples])
    folds, probs, fold_of = cross_validate(corpus, fold_models)
    for fold in folds:
        line = "  ".join(f"{name} {fold.combined[name][0]:.3f}" for name in THRESHOLDS)
        print(f"[screen model] fold {fold.index}: {line}  thresholds {fold.thresholds}")
    choice = so.choose(corpus.examples, probs, fold_of)
    thresholds = choice.thresholds
    alone = model_alone(corpus, probs, thresholds)
    print(f"[screen model] thresholds {thresholds} (the lowest within budget)")
    for name, costs in choice.spent.items():
        spends = "  ".join(f"{k} {rate:.4f} of {so.BUDGET[k]}" for k, rate in costs.items())
        print(f"[screen model] {name} at {thresholds[name]} spends {spends}")
    print("[screen model] the model alone, out of fold: "
          + "  ".join(f"{name} {value:.3f}" for name, (value, _, _) in alone.items()))

    model.thresholds = dict(thresholds)
    model.meta.update(
        {
            "corpus": digest,
            "cases": corpus.n_cases,
            "nlu_examples": len(corpus.examples) - corpus.n_cases,
            "budget": so.BUDGET,
            "budget_spent": {
                name: {cost: round(value, 4) for cost, value in costs.items()}
                for name, costs in choice.spent.items()
            },
            "cv_folds": [
                {"thresholds": f.thresholds,
                 "combined": {k: round(v[0], 4) for k, v in f.combined.items()},
                 "nlu_alarm": round(f.nlu_alarm, 4)}
                for f in folds
            ],
            "model_alone_oof": {k: round(v[0], 4) for k, v in alone.items()},
        }
    )
    # Build next to the target and swap, so an interrupted build never leaves half a model.
    tmp = target.with_name(target.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    model.save(tmp)
    for fold in folds:
        fold.model.meta.update({"corpus": digest, "fold": fold.index})
        fold.model.save(tmp / FOLDS_DIR / str(fold.index))
    shutil.rmtree(target, ignore_errors=True)
    tmp.rename(target)
    print(f"[screen model] saved to {target} ({model.meta['features']} features) "
          f"in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: build_screen_model.py TARGET_DIR")
    # thinc imports TensorFlow when it is installed; the screen never uses it (see
    # actions/safety/__main__.py). Only here: the tests import this module next to Rasa's.
    sys.modules.setdefault("tensorflow", None)
    build(Path(sys.argv[1]))
