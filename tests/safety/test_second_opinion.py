"""Tests for the crisis screen's statistical second opinion and how it joins the rules.

1. Generalisation: 5-fold cross-validation inside the test run. Each fold trains the model on
   4/5 of the corpus, takes thresholds chosen on the other folds' out-of-fold scores, and the
   combined screen (rules + that model) must hold score_safety.py's six thresholds on the
   held-out fifth it never saw.
2. The combination: the model raises a level, never where the rules saw a denial, an idiom or a
   safe past, and its raises show in the cues. It lowers only a crisis resting on everyday words
   ("she'll kill me if I'm late"), to a check-in, when it is sure the message is harmless.
3. Everyday messages: the bot's held-out NLU messages are almost never flagged crisis or above.
4. Robustness: without the model folder the screen runs on the rules and warns once on stderr;
   the fast prediction path gives the numbers the training features define; the model is
   deterministic and survives a save and a load.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from actions.safety import second_opinion as so
from actions.safety.screen import (
    CATEGORIES,
    LEVELS,
    RANK,
    Assessment,
    Reading,
    Screen,
    _screen,
    assess,
    combine,
    model_ceiling,
)
from scripts.build_screen_model import (
    FOLDS,
    THRESHOLDS,
    Corpus,
    Fold,
    corpus_digest,
    holds,
    load_cases,
    load_folds,
    nlu_messages,
    read_corpus,
)

ROOT = Path(__file__).resolve().parents[2]
HELD_OUT_NLU = ROOT / "tests" / "nlu" / "heldout.yml"
NLU_DIR = ROOT / "data" / "nlu"


@pytest.fixture(scope="module")
def rules_only() -> Screen:
    return Screen.load(second_opinion=False)


@pytest.fixture(scope="module")
def corpus(rules_only: Screen) -> Corpus:
    return read_corpus(rules_only, load_cases(), nlu_messages(sorted(NLU_DIR.glob("*.yml"))))


@pytest.fixture(scope="module")
def folds(corpus: Corpus) -> list[Fold]:
    # The build's five fold models (`make install` trains them), scored again here on the cases
    # each did not see; `load_folds` refuses models trained on other cases.
    result, _, _ = load_folds(corpus, so.model_folder())
    return result


@pytest.fixture(scope="module")
def small_model(corpus: Corpus) -> so.SecondOpinion:
    """A model on every fourth example: enough to exercise the code, quick to train."""
    return so.train(corpus.examples[::4], LEVELS, CATEGORIES,
                    dict.fromkeys(so.THRESHOLD_NAMES, 0.8))


# ---------------------------------------------------------------- 1. cross-validation


@pytest.mark.parametrize("k", range(5))
@pytest.mark.parametrize("metric", THRESHOLDS)
def test_combined_screen_holds_on_each_held_out_fold(
    folds: list[Fold], k: int, metric: str
) -> None:
    fold = folds[k]
    value, hits, total = fold.combined[metric]
    assert total, f"fold {k}: no cases count towards {metric}"
    assert holds(metric, value), (
        f"fold {k}: {metric} = {value:.3f} ({hits}/{total}), limit {THRESHOLDS[metric]}; "
        f"rules alone {fold.rules[metric][0]:.3f}; thresholds {fold.thresholds}"
    )


def test_the_model_adds_few_alarms_on_held_out_folds(folds: list[Fold]) -> None:
    # The score's limit is 4% for the whole screen; what the model adds on top of the rules
    # is held well below it, and almost nothing on everyday messages.
    for fold in folds:
        added = fold.combined["false_alarm_rate"][0] - fold.rules["false_alarm_rate"][0]
        assert added <= 0.04, f"fold {fold.index}: the model adds {added:.3f} false alarms"
    # A fold holds about 390 NLU examples, so one message moves its rate by a quarter point and
    # a fold of 4 or 5 is chance. The budget bounds the rate over all of them: held to 1%
    # pooled, with no single fold above 2%.
    added_nlu = [fold.nlu_alarm - fold.nlu_rules_alarm for fold in folds]
    pooled = sum(added_nlu) / len(added_nlu)
    assert pooled <= 0.01, f"the model flags {pooled:.4f} of the NLU examples (folds {added_nlu})"
    assert max(added_nlu) <= 0.02, f"a fold's NLU examples flagged: {added_nlu}"


def test_fold_models_trained_on_other_cases_are_refused(
    corpus: Corpus, small_model: so.SecondOpinion, tmp_path: Path
) -> None:
    # The real fold models pass the same check in the `folds` fixture.
    for k in range(FOLDS):
        digest = corpus_digest(corpus.examples[1:] if k == 3 else corpus.examples)  # a case fewer
        replace(small_model, meta={"corpus": digest, "fold": k}).save(tmp_path / "folds" / str(k))
    with pytest.raises(ValueError, match="other cases"):
        load_folds(corpus, tmp_path)
    with pytest.raises(ValueError, match="make install"):
        load_folds(corpus, tmp_path / "nowhere")


def test_fold_thresholds_are_sane(folds: list[Fold]) -> None:
    for fold in folds:
        t = fold.thresholds
        assert set(t) == set(so.THRESHOLD_NAMES)
        majority = {name: v for name, v in t.items() if name != "lean"}
        assert all(so.FLOOR <= v <= so.NEVER for v in majority.values()), t
        assert t["lean"] in (so.LEAN, so.NEVER)  # a share of a near-certain harm, or off
        assert t["crisis_over_concern"] <= t["crisis"]


def test_alarms_the_ceiling_prevents_cost_no_budget() -> None:
    # Five short everyday messages the model reads as crises, but not surely: the screen caps
    # them at a check-in, so they must not push the crisis threshold up for longer messages.
    # Once the model is sure, the screen lets them through, and then they do count.
    def everyday(short: str, p_short: float) -> tuple[list[so.Example], list[list[float]]]:
        examples = [
            so.Example(f"bye {i}", "none", nlu=True, ceiling=short if i < 5 else "emergency")
            for i in range(100)
        ]
        crisis = p_short - 0.05
        return examples, [[1 - p_short, 0.0, crisis, 0.05]] * 5 + [[0.97, 0.01, 0.01, 0.01]] * 95

    crises = [so.Example(text=f"crisis {i}", level="crisis") for i in range(100)]

    def threshold(short: str, p_short: float) -> float:
        examples, probs = everyday(short, p_short)
        probs += [[0.05, 0.05, 0.8, 0.1]] * 100  # the real crises: 0.9
        return so.choose_thresholds(examples + crises, np.array(probs), [0] * 200)["crisis"]

    below = so.SHORT_CRISIS - 0.0025  # above CRISIS_FLOOR: the short ones could count
    assert below > so.CRISIS_FLOOR
    assert threshold("concern", below) <= below < threshold("emergency", below) <= 0.9
    above = so.SHORT_CRISIS + 0.05
    assert threshold("concern", above) > above


def test_a_few_words_the_model_is_not_sure_of_cost_no_check_in_budget() -> None:
    # Five short replies to the bot ("i don't know") the model half-believes are a crisis: the
    # screen says nothing to them, so they must not push the check-in threshold above the real
    # check-ins (0.8). Once it is sure of a check-in, the screen checks in, and they count.
    def threshold(p_short: float) -> float:
        everyday = [
            so.Example(f"idk {i}", "none", nlu=True, ceiling="concern" if i < 5 else "emergency")
            for i in range(100)
        ]
        worries = [so.Example(f"worry {i}", "concern") for i in range(100)]
        probs = (
            [[1 - p_short, p_short - 0.8, 0.75, 0.05]] * 5
            + [[0.97, 0.01, 0.01, 0.01]] * 95
            + [[0.2, 0.7, 0.05, 0.05]] * 100  # the real check-ins: 0.8
        )
        return so.choose_thresholds(everyday + worries, np.array(probs), [0] * 200)["concern"]

    assert threshold(so.SURE - 0.02) <= 0.8
    assert threshold(so.SURE + 0.02) > so.SURE


# How 0.95 look-alikes and the real messages at 0.9 of each level read to the model.
_LOOKS = {
    "crisis": ([0.02, 0.03, 0.9, 0.05], [0.05, 0.05, 0.8, 0.1]),
    "concern": ([0.05, 0.9, 0.03, 0.02], [0.1, 0.85, 0.03, 0.02]),
}


def _look_alikes(look_alike: int, level: str = "crisis") -> so.Choice:
    """500 ordinary messages in five folds, the first `look_alike` of them (all in one fold)
    looking like `level` (0.95), and 100 real messages of that level at 0.9."""
    everyday = [so.Example(f"ok {i}", "none", nlu=True) for i in range(500)]
    real = [so.Example(f"{level} {i}", level) for i in range(100)]
    look, true = _LOOKS[level]
    probs = [look] * look_alike + [[0.97, 0.01, 0.01, 0.01]] * (500 - look_alike) + [true] * 100
    folds = [i // 100 for i in range(500)] + [i % 5 for i in range(100)]
    return so.choose(everyday + real, np.array(probs), folds)


def test_the_nlu_budget_holds_over_all_folds_not_the_worst() -> None:
    # Two look-alikes in one fold are 2% of the fold but 0.4% of all: within the budget, so the
    # crisis threshold may stay at 0.9 where the real crises are. Three (0.6% of all) are not.
    assert so.BUDGET["nlu_false_alarm"] == 0.005
    assert _look_alikes(2).thresholds["crisis"] <= 0.9 < _look_alikes(3).thresholds["crisis"]


def test_the_check_in_budget_holds_over_all_nlu_examples_not_the_worst_fold() -> None:
    # Six look-alikes in one fold are 6% of the fold but 1.2% of all: within the budget, so the
    # check-in threshold may stay at 0.9 where the real check-ins are (held in the worst fold, it
    # moved with the one or two messages a retrain put there). Seven (1.4% of all) are not.
    assert so.BUDGET["nlu_noise"] == 0.0125
    six, seven = (_look_alikes(n, "concern").thresholds["concern"] for n in (6, 7))
    assert six <= 0.9 < seven


def test_the_choice_says_which_budget_binds() -> None:
    # The build log prints what each threshold spends, so whoever widens the budget with data
    # knows which kind of data: here the NLU budget is nearly spent (2 of 500), the corpus's not
    # at all (it has no harmless cases), and above the look-alikes nothing is spent.
    spent = _look_alikes(2).spent["crisis"]
    assert spent == {"corpus_false_alarm": 0.0, "nlu_false_alarm": pytest.approx(0.004)}
    assert _look_alikes(3).spent["crisis"]["nlu_false_alarm"] == 0.0
    assert set(_look_alikes(2).spent) == {"crisis", "crisis_over_concern", "emergency", "concern"}


# ------------------------------------------------------------------ 2. the combination


def _as_hyperbole(reading: Reading, combined: Assessment) -> bool:
    """Whether `combined` is the rules' crisis of everyday words made a check-in."""
    return (
        reading.hyperbole
        and reading.assessment.level == "crisis"
        and combined == replace(reading.assessment, level="concern", cues=combined.cues)
        and re.fullmatch(r"model:hyperbole:[01]\.\d\d", combined.cues[-1]) is not None
    )


def test_the_model_lowers_only_a_crisis_of_everyday_words(corpus: Corpus) -> None:
    model = _screen().opinion
    assert model is not None, "no screen model: run `make install`"
    lowered = 0
    for reading in corpus.readings:
        combined = combine(reading, model)
        if RANK[combined.level] < RANK[reading.assessment.level]:
            assert _as_hyperbole(reading, combined), reading
            lowered += 1
        elif reading.assessment.categories:
            assert combined.categories == reading.assessment.categories
    # A handful of the corpus's crises, not a habit.
    assert 0 < lowered < len(corpus.readings) // 200


def _clone(
    model: so.SecondOpinion,
    thresholds: dict[str, float] | None = None,
    probs: tuple[float, ...] | None = None,
) -> so.SecondOpinion:
    """The same model with other thresholds, or reading every message and stretch as `probs`."""
    clone = so.SecondOpinion(
        model.levels, model.categories, model.vocabulary, model.idf, model.weights,
        model.bias, dict(thresholds or model.thresholds),
    )
    if probs is not None:
        clone._level_p = lambda vector: np.array(probs)  # type: ignore[method-assign]
    return clone


def _always(model: so.SecondOpinion, level: str) -> so.SecondOpinion:
    """The same model with thresholds that make it say `level` about everything."""
    # 0: every message is an emergency; 2, above any probability: it never raises.
    return _clone(model, dict.fromkeys(so.THRESHOLD_NAMES, 0.0 if level == "emergency" else 2.0))


def test_a_model_that_sees_nothing_changes_nothing(
    corpus: Corpus, small_model: so.SecondOpinion
) -> None:
    quiet = _always(small_model, "none")
    for reading in corpus.readings[::3]:
        combined = combine(reading, quiet)
        assert combined == reading.assessment or _as_hyperbole(reading, combined)


def test_a_model_that_sees_danger_everywhere_respects_the_guards(
    corpus: Corpus, small_model: so.SecondOpinion
) -> None:
    alarmist = _always(small_model, "emergency")
    guarded = [r for r in corpus.readings if r.guarded]
    free = [r for r in corpus.readings if not r.guarded and r.text]
    assert len(guarded) > 50 and len(free) > 500
    for reading in guarded:
        combined = combine(reading, alarmist)
        if not reading.open_stretches:
            assert combined == reading.assessment
        elif combined != reading.assessment:  # only a stretch the model is sure of, read alone
            assert RANK[combined.level] > RANK[reading.assessment.level]
            assert re.fullmatch(r"model:(crisis|emergency):[01]\.\d\d", combined.cues[-1])
    for reading in free[::5]:
        combined = combine(reading, alarmist)
        assert combined.categories or combined.level == "none"
        if _as_hyperbole(reading, combined):
            continue  # sure it is a figure of speech: the thresholds do not come into it
        ceiling = model_ceiling(reading)
        if ceiling == "concern":  # a few words: only what the model is sure of counts
            said = alarmist(reading.text)
            if said.crisis >= so.SHORT_CRISIS:
                ceiling = "emergency"
            elif said.concern < so.SURE:
                ceiling = "none"
        if ceiling != "emergency":
            # A few words the model is not sure of: a crisis is the rules' call.
            expected = max(reading.assessment.level, ceiling, key=RANK.__getitem__)
            assert combined.level == expected, reading.text
            continue
        assert combined.level == "emergency"
        assert combined.categories  # a routed message always names what it is about
        if reading.assessment.level != "emergency":
            assert re.fullmatch(r"model:emergency:[01]\.\d\d", combined.cues[-1])


@pytest.mark.parametrize(
    "text",
    ["i do not", "no", "not really", "i don't know", "yes", "ok", "nope", "i guess", "maybe later"],
)
def test_short_replies_to_the_bot_are_quiet(text: str) -> None:
    # Answers to an exercise's questions: a check-in here would interrupt the exercise.
    assert assess(text).level == "none"


@pytest.mark.parametrize(
    ("text", "ceiling"),
    [("not really", "none"), ("i don't know", "none"), ("maybe later", "none"), ("No.", "none"),
     # Not an answer: "I'm not OK" and a question get a check-in when the model is sure.
     ("not really ok", "concern"), ("is he watching me", "concern")],
)
def test_the_model_never_raises_a_bare_answer(
    rules_only: Screen, text: str, ceiling: str
) -> None:
    assert model_ceiling(rules_only.read(text)) == ceiling


@pytest.mark.parametrize(
    ("crisis", "concern", "level"),
    [
        (so.SHORT_CRISIS, so.SURE - 0.01, "emergency"),  # sure of a crisis: anything
        (so.SHORT_CRISIS - 0.01, so.SURE, "concern"),  # sure of something: a check-in
        (so.SHORT_CRISIS - 0.01, so.SURE - 0.01, "none"),  # not sure: nothing ("i don't know")
    ],
)
def test_a_few_words_count_only_when_the_model_is_sure(
    rules_only: Screen, crisis: float, concern: float, level: str
) -> None:
    reading = rules_only.read("ex outside my window w a bat")
    assert reading.assessment.level == "none" and model_ceiling(reading) == "concern"

    def opinion(text: str, above: str = "none") -> so.Opinion:
        return so.Opinion("emergency", crisis, ("partner_violence",), crisis, concern)

    combined = combine(reading, opinion)  # type: ignore[arg-type]
    assert combined.level == level
    assert combined.categories == (("partner_violence",) if level != "none" else ())


@pytest.mark.parametrize(
    ("text", "levels"),
    [
        # A few words: the shipped model, made to call everything an emergency, is still not
        # sure of these (a model on a quarter of the cases can be: which quarter is chance).
        ("goodbye", ("none", "concern")),
        ("nope not tonight", ("none", "concern")),
        ("does he even think about me", ("none", "concern")),
    ],
)
def test_in_a_few_words_the_model_says_little(
    rules_only: Screen, text: str, levels: tuple[str, ...]
) -> None:
    shipped = _screen().opinion
    assert shipped is not None, "make install builds the screen's model"
    reading = rules_only.read(text)
    assert reading.assessment.level == "none" and not reading.guarded
    assert combine(reading, _always(shipped, "emergency")).level in levels


@pytest.mark.parametrize(
    "text",
    [
        # The model reads other languages too (`model_ceiling`); it once took "Me tomé las
        # pastillas de la alergia" for an overdose, when it knew a few hundred lines of them.
        # That line is now guarded by an idiom, so these are pills no idiom guards.
        "compré pastillas para la tos en la farmacia",
        "me tomé un ibuprofeno para el dolor de cabeza",
        "je suis tellement fatiguée de ces réunions",
        "ich bin nicht sicher, ob du mich verstehst",
        "ich könnte meinen Mitbewohner umbringen, er hat schon wieder meinen Joghurt",
        "estou exausta, vou dormir cedo hoje",
    ],
)
def test_everyday_lines_in_another_language_stay_quiet(rules_only: Screen, text: str) -> None:
    reading = rules_only.read(text)
    assert reading.assessment.level == "none" and not reading.guarded
    assert assess(text).level == "none"


@pytest.mark.parametrize(
    "text",
    [
        "I'm not suicidal",
        "I would never kill myself",
        "you're killing it!",
        "this homework is killing me",
        "I used to cut but I'm doing much better now",
        "my sister wants to die",
        "he told me to kill myself",
        "I attempted suicide ten years ago but I've been stable since",
    ],
)
def test_denials_idioms_and_safe_pasts_are_guarded(rules_only: Screen, text: str) -> None:
    assert rules_only.read(text).guarded


_SAFE_THEN_PLATFORM = (
    "Everyone says I'm doing great since the divorce, and at work I am. But every night on the "
    "way home I stand right at the yellow line on the platform and think how easy one step "
    "would be."
)


@pytest.mark.parametrize(
    ("crisis", "level"), [(so.STRETCH_SURE, "crisis"), (so.STRETCH_SURE - 0.01, "none")]
)
def test_a_safe_sentence_vouches_only_for_itself(
    rules_only: Screen, crisis: float, level: str
) -> None:
    # "Doing great" guards the message from the model; the platform sentence, read alone, gives
    # the rules no reason for calm and no rule of theirs fires: the model may read it there,
    # and only there, and only what it is sure of counts.
    reading = rules_only.read(_SAFE_THEN_PLATFORM)
    assert reading.guarded and reading.assessment.level == "none"
    assert len(reading.open_stretches) == 1 and "platform" in reading.open_stretches[0]
    asked: list[str] = []

    class Opinion:
        def __init__(self) -> None:
            # Above STRETCH_SURE: a build's crisis threshold does not bind a stretch.
            self.thresholds = {"crisis": 0.95}

        def __call__(self, text: str, above: str = "none") -> so.Opinion:
            asked.append(text)
            # Its thresholds say only "concern": sure of a crisis is a crisis all the same.
            return so.Opinion("concern", crisis, ("suicide",), crisis, crisis)

    combined = combine(reading, Opinion())  # type: ignore[arg-type]
    assert asked == list(reading.open_stretches)  # never the whole, guarded message
    assert combined.level == level
    assert combined.categories == (("suicide",) if level == "crisis" else ())
    if level == "crisis":
        assert combined.cues[-1] == f"model:crisis:{crisis:.2f}"


# "can't sleep" is an idiom (sleep is no overdose). It vouches for its own words, not for the
# rest of the sentence.
_IDIOM_THEN_WINDOW = (
    "i still can't sleep and every night i stand at the window of the flat and think about the "
    "drop"
)


def test_an_idiom_vouches_only_for_its_own_words(rules_only: Screen) -> None:
    # Without the idiom's words, the sentence gives the rules no reason for calm: the model may
    # read it, at STRETCH_SURE like any open stretch (see test_a_safe_sentence_vouches_only_for
    # _itself).
    reading = rules_only.read(_IDIOM_THEN_WINDOW)
    assert reading.guarded and reading.assessment.level == "none"
    assert reading.open_stretches == (
        "i still and every night i stand at the window of the flat and think about the drop .",
    )


@pytest.mark.parametrize(
    "text",
    [
        "this job is killing me",  # too few words left to read
        # What is left says they are safe now.
        "this job is killing me but i'm doing much better now than last year at this time",
    ],
)
def test_an_idiom_with_little_or_a_safe_word_left_opens_nothing(
    rules_only: Screen, text: str
) -> None:
    reading = rules_only.read(text)
    assert reading.guarded and reading.open_stretches == ()


def test_a_pasted_list_opens_no_stretch_per_line(rules_only: Screen) -> None:
    # Each number would start a stretch running on to the same sentence: 3,000 of them, each
    # read by the rules and the model.
    text = "I'm doing great now. " + "1. " * 3_000 + _SAFE_THEN_PLATFORM.split(". ", 1)[1]
    reading = rules_only.read(text)
    assert reading.guarded
    assert len(reading.open_stretches) == 1 and "platform" in reading.open_stretches[0]


@pytest.mark.parametrize(
    "text",
    [
        # Read alone, the shove is a crisis; the rest of the message lowered it on purpose.
        "He shoved me into a bookcase once, years ago. He's in prison now and I'm okay, "
        "just processing it in therapy.",
        # Read alone, the cutting carries its own "used to".
        "I used to cut every night when I lived with him. It's been four years and I'm doing "
        "great, my scars have faded.",
        # Whose risk it is holds for every sentence: the sister's, a check-in for the helper.
        "My sister says she wants to die. She stands right at the yellow line on the platform "
        "every night and thinks how easy one step would be.",
    ],
)
def test_a_stretch_the_rest_of_the_message_made_safe_stays_closed(
    rules_only: Screen, text: str
) -> None:
    reading = rules_only.read(text)
    assert reading.guarded and RANK[reading.assessment.level] < RANK["crisis"]
    assert reading.open_stretches == ()


def test_plain_messages_are_not_guarded(rules_only: Screen) -> None:
    # A guard is a reason to be safe, not just any sentence.
    texts = ["I want to die", "he hit me", "hello there", "I can't do this anymore"]
    # "I leave" is a plan, not a safe past: "I left" and "I got out" are.
    texts += ["if I leave he says we both burn", "he says if I leave I'll regret it"]
    for text in texts:
        assert not rules_only.read(text).guarded, text


def test_the_screen_runs_with_the_model() -> None:
    screen = _screen()
    assert screen.opinion is not None, "no screen model: run `make install`"
    assert set(screen.opinion.thresholds) == set(so.THRESHOLD_NAMES)
    assert assess("thanks, that helped").level == "none"


# --------------------------------------------------------------- 3. everyday messages


def test_held_out_nlu_messages_are_rarely_flagged() -> None:
    messages = nlu_messages([HELD_OUT_NLU])
    assert len(messages) > 300
    flagged = [m for m in messages if RANK[assess(m).level] >= RANK["crisis"]]
    assert len(flagged) <= 0.01 * len(messages), flagged


# ------------------------------------------------------------------------ 4. robustness


def test_a_missing_model_folder_falls_back_to_the_rules(tmp_path: Path) -> None:
    lines = ["I want to die", "hello there", "he's hitting me as we speak", "kms"]
    env = {**os.environ, so.DIR_ENV: str(tmp_path / "no_such_model")}
    proc = subprocess.run(
        [sys.executable, "-m", "actions.safety"],
        input=("\n".join(lines) + "\n").encode(),
        capture_output=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-2000:]
    rows = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert [r["level"] for r in rows] == ["crisis", "none", "emergency", "crisis"]
    assert not any(c.startswith("model:") for r in rows for c in r["cues"])
    warnings = [line for line in proc.stderr.decode().splitlines() if "second opinion" in line]
    assert len(warnings) == 1 and "rules only" in warnings[0]


def test_an_unreadable_model_folder_falls_back_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "model.json").write_text('{"format": 0}', encoding="utf-8")
    monkeypatch.setenv(so.DIR_ENV, str(tmp_path))
    screen = Screen.load()
    assert screen.opinion is None
    assert "rules only" in capsys.readouterr().err
    assert screen.assess("I want to die").level == "crisis"


def _reference(model: so.SecondOpinion, text: str) -> tuple[np.ndarray, np.ndarray]:
    """TF-IDF and the linear models written out from `features`, as scikit-learn trains."""
    x = np.zeros(len(model.vocabulary))
    for key, count in so.features(text).items():
        if key in model.vocabulary:
            x[model.vocabulary[key]] = (1 + math.log(count)) * model.idf[model.vocabulary[key]]
    norm = np.linalg.norm(x)
    scores = model.bias + (x / norm if norm else x) @ model.weights
    n = len(model.levels)
    level = np.exp(scores[:n] - scores[:n].max())
    return level / level.sum(), 1 / (1 + np.exp(-scores[n:]))


def _reference_read(model: so.SecondOpinion, text: str) -> tuple[np.ndarray, np.ndarray]:
    """The message at its most worrying: each cumulative probability the highest of the whole
    message and the stretches the model is sure of, the categories of the one most sure of a
    crisis."""
    whole = _reference(model, text)
    stretches = [_reference(model, piece) for piece in so.windows(text)]
    concern = max([1 - whole[0][0]] + [1 - p[0] for p, _ in stretches if 1 - p[0] >= so.SURE])
    sure = [(p, c) for p, c in stretches if p[2] + p[3] >= so.SHORT_CRISIS]
    crisis = max(p[2] + p[3] for p, _ in [whole, *sure])
    emergency = max(p[3] for p, _ in [whole, *sure])
    concern = max(concern, crisis)
    level = np.array([1 - concern, concern - crisis, crisis - emergency, emergency])
    top = max([whole, *sure], key=lambda pc: pc[0][2] + pc[0][3])
    return level, top[1]


@pytest.mark.parametrize(
    "text",
    [
        "i want to die .",
        "today was long and i went to the shops after work . then i watched half a film and "
        "ate toast . i am on the bridge now .",
        "he hit me again and again and again .",
        "",
        "zzzz qqqq .",
        "la la la la la la .",
        "we talked about the week . " * 80 + "i took all my pills .",
    ],
)
def test_fast_probabilities_match_the_training_features(
    small_model: so.SecondOpinion, text: str
) -> None:
    fast = small_model.probabilities(text)
    slow = _reference_read(small_model, text)
    np.testing.assert_allclose(fast[0], slow[0], atol=1e-4)
    np.testing.assert_allclose(fast[1], slow[1], atol=1e-4)


@pytest.mark.parametrize(
    ("text", "stretches"),
    [
        ("i want to die .", []),
        ("i am so tired . i want to die .", []),  # no stretch of eight words but the whole
        (
            "today was long and i went to the shops after work . then i watched half a film "
            "and ate toast . i am on the bridge now .",
            [
                "today was long and i went to the shops after work .",
                "then i watched half a film and ate toast .",
                "then i watched half a film and ate toast . i am on the bridge now .",
            ],
        ),
    ],
)
def test_a_long_message_is_also_read_a_stretch_at_a_time(text: str, stretches: list[str]) -> None:
    assert so.windows(text) == stretches


def test_a_crisis_at_the_end_of_a_long_everyday_message_is_not_diluted() -> None:
    everyday = (
        "So today was weird, I went to the shops, cleaned the flat, watched half a film, "
        "ate toast."
    )
    assert assess(everyday).level == "none"
    for crisis in (
        "is it normal to hope a car hits you on the way home? asking for me",
        "he wakes me up by having sex with me. I never said yes to that. I just lie there now",
    ):
        assert RANK[assess(f"{everyday} {crisis}").level] >= RANK["crisis"]


def test_some_messages_are_also_learnt_after_an_everyday_one() -> None:
    cases = [so.Example(text=f"case {i} .", level="crisis") for i in range(10)]
    everyday = [so.Example(text="he texted me again .", level="none", nlu=True)]
    learnt = so.with_preambles(cases + everyday)
    assert learnt[:11] == cases + everyday
    copies = learnt[11:]
    assert [c.text for c in copies] == ["he texted me again . case 0 .",
                                        "he texted me again . case 5 ."]
    assert all(c.level == "crisis" and not c.nlu for c in copies)  # the case's own label
    assert so.with_preambles(cases) == cases  # nothing everyday to put in front


def test_training_is_deterministic_and_saving_keeps_everything(
    corpus: Corpus, small_model: so.SecondOpinion, tmp_path: Path
) -> None:
    again = so.train(corpus.examples[::4], LEVELS, CATEGORIES, small_model.thresholds)
    assert again.vocabulary == small_model.vocabulary
    np.testing.assert_array_equal(again.weights, small_model.weights)
    small_model.save(tmp_path / "m")
    loaded = so.SecondOpinion.load(tmp_path / "m")
    assert loaded.thresholds == small_model.thresholds
    for text in ("i want to die .", "hello .", "he choked me last night ."):
        np.testing.assert_array_equal(loaded.probabilities(text)[0],
                                      small_model.probabilities(text)[0])


def test_reading_of_empty_input_is_safe() -> None:
    screen = _screen()
    for text in ("", "   ", "\x00"):
        reading = screen.read(text)
        assert reading == Reading(reading.assessment)
        assert combine(reading, screen.opinion).level == "none"


@pytest.mark.parametrize(
    ("probs", "above", "level"),
    [
        # All but certain of harm (none at 0.02), a third of it a crisis: under the crisis
        # threshold, but the doubt goes to the crisis.
        ((0.02, 0.63, 0.30, 0.05), "none", "crisis"),
        # The rules' own check-in stands: only the threshold overrules it ("I want him dead").
        ((0.02, 0.63, 0.30, 0.05), "concern", "concern"),
        # Less sure of harm, or sure of it but little of it a crisis: a check-in.
        ((0.05, 0.60, 0.30, 0.05), "none", "concern"),
        ((0.02, 0.83, 0.10, 0.05), "none", "concern"),
    ],
)
def test_sure_of_harm_the_doubt_goes_to_the_crisis(
    small_model: so.SecondOpinion, probs: tuple[float, ...], above: str, level: str
) -> None:
    thresholds = {**dict.fromkeys(so.THRESHOLD_NAMES, 0.8), "lean": so.LEAN}
    model = _clone(small_model, thresholds, probs)
    assert model("he said nobody would ever believe me anyway", above=above).level == level


EVERYDAY_CRISIS = "my wife says she'll kill me if i book one more fishing trip this year"


def test_a_crisis_in_everyday_words_the_model_is_sure_of_gets_a_check_in(
    rules_only: Screen, small_model: so.SecondOpinion
) -> None:
    reading = rules_only.read(EVERYDAY_CRISIS)
    assert reading.assessment.level == "crisis" and reading.hyperbole
    sure = _clone(small_model, probs=(0.98, 0.01, 0.01, 0.0))
    combined = combine(reading, sure)
    assert combined.level == "concern"  # a check-in, never silence
    assert combined.categories == reading.assessment.categories
    assert combined.cues[-1] == "model:hyperbole:0.98"
    # Less sure than HYPERBOLE_SURE: the rules' crisis stands.
    unsure = _clone(small_model, probs=(0.9, 0.05, 0.05, 0.0))
    assert combine(reading, unsure) == reading.assessment


@pytest.mark.parametrize(
    "text",
    [
        "she'll kill me",  # a few words: the model is too unsure of them
        # Strangling is never discounted, whatever else the message says.
        "he strangled me last year and now he says he'll kill me if i book the trip",
        # A rule without everyday senses beside the everyday one.
        "i want to die and my wife says she'll kill me if i book one more fishing trip",
        "my husband is beating me right now in the kitchen and says he'll kill me",  # emergency
        # Someone else's child hurt: not a figure of speech the model may discount.
        "my neighbour hits her little boy every time he cries in the garden",
    ],
)
def test_what_the_model_may_not_lower(
    rules_only: Screen, small_model: so.SecondOpinion, text: str
) -> None:
    reading = rules_only.read(text)
    assert RANK[reading.assessment.level] >= RANK["crisis"]
    sure = _clone(small_model, probs=(0.99, 0.01, 0.0, 0.0))
    assert combine(reading, sure).level == reading.assessment.level


def test_a_lean_over_budget_is_dropped() -> None:
    # Ten harmless messages of a hundred the model is sure are harmful, a third of that a
    # crisis: leaning them all to a crisis breaks the false-alarm budget whatever the threshold,
    # so the lean goes and the threshold is chosen without it.
    harmless = [so.Example(f"fine {i}", "none") for i in range(100)]
    crises = [so.Example(f"crisis {i}", "crisis") for i in range(100)]
    probs = np.array(
        [[0.02, 0.63, 0.3, 0.05]] * 10 + [[0.97, 0.01, 0.01, 0.01]] * 90
        + [[0.05, 0.05, 0.8, 0.1]] * 100
    )
    t = so.choose_thresholds(harmless + crises, probs, [0] * 200)
    assert t["lean"] == so.NEVER
    assert t["crisis"] <= 0.9  # the real crises still count
    few = np.concatenate([probs[:1], probs[10:]])  # one such message is within budget
    assert so.choose_thresholds(harmless[9:] + crises, few, [0] * 191)["lean"] == so.LEAN
