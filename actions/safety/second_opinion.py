"""A small statistical second opinion for the crisis screen.

The rules in patterns.yml are precise on the phrasings they were written for and miss new ones
(on a set written by someone else they found about three crises in four). This module adds a
linear model that reads the same cleaned-up text as the rules, so that a crisis said in new
words can still be routed. It is only ever a second opinion: `screen.py` lets it raise the
rules' level, never where the rules saw a denial, an idiom or a safe past (in a long message,
never in the sentences they saw it in: see STRETCH_SURE). It lowers only a crisis the rules
found in everyday words alone, to a check-in, where it is sure (HYPERBOLE_SURE).

Two models share one set of features (TF-IDF over character 2-5-grams inside words, and word
uni- and bigrams, sublinear counts, one L2 norm):
- the level model: multinomial logistic regression over none / concern / crisis / emergency;
- the category model: one logistic regression per category (one-vs-rest), trained on the
  messages that have categories.
A long message is read whole and a few sentences at a time (`SecondOpinion._read`), so that the
rest of it cannot dilute a crisis said in one sentence.

`scripts/build_screen_model.py` trains them on tests/safety/cases.jsonl and the bot's ordinary
NLU examples (as "none"), chooses the thresholds by 5-fold cross-validation (`choose`)
and saves everything with `SecondOpinion.save` to .spacy/screen_model/ (git-ignored).

Runtime needs numpy only: the folder holds plain arrays (`weights.npz`) and JSON, not a pickle,
so loading it runs no code and does not depend on the scikit-learn version that trained it.
scikit-learn is imported only by the training functions.
"""

from __future__ import annotations

import functools
import itertools
import json
import math
import os
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_DIR = ROOT / ".spacy" / "screen_model"
DIR_ENV = "SAFETY_SCREEN_MODEL"


def model_folder(folder: Path | str | None = None) -> Path:
    """`folder`, else $SAFETY_SCREEN_MODEL, else .spacy/screen_model/: where the model lives."""
    return Path(folder or os.environ.get(DIR_ENV) or DEFAULT_DIR)

FORMAT = 1  # bumped when the saved files change shape; an older folder is then not loaded

# The model reads at most this many characters, the last ones: a long message is where a crisis
# comes at the end ("...sorry for the essay, I have the pills here"), and TF-IDF over an essay
# is diluted anyway. The rules still read the whole message.
MAX_CHARS = 1_000
# Training: NLU examples are the everyday messages the bot sees most; counting each three times
# teaches the model that ordinary talk about him, tonight or going out is not a crisis. C and the
# weight were chosen by cross-validation and on a validation set written by another author.
NLU_WEIGHT = 3.0
C_LEVEL = 10.0
C_CATEGORY = 10.0
MIN_DF = 2  # a feature seen once is noise, and would only make the model bigger
_CACHE_LIMIT = 100_000  # words whose columns are remembered

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")


@functools.lru_cache(maxsize=100_000)
def _char_grams(word: str) -> tuple[str, ...]:
    """Character 2- to 5-grams of one word padded with spaces (scikit-learn's "char_wb")."""
    padded = f" {word} "
    grams: list[str] = []
    for n in range(2, 6):
        if len(padded) < n:
            break
        grams += ["c" + padded[i : i + n] for i in range(len(padded) - n + 1)]
    return tuple(grams)


def features(text: str) -> dict[str, int]:
    """Feature counts of an already cleaned-up message (the screen's `Normaliser` output).

    Character grams find misspellings and new word forms ("unaliving", "overdosing"); word
    bigrams keep short phrases ("kill myself" against "kill time").
    """
    if len(text) > MAX_CHARS:
        text = text[-MAX_CHARS:]
    words = _WORD.findall(text)
    counts: dict[str, int] = {}
    for word in words:
        key = "w " + word
        counts[key] = counts.get(key, 0) + 1
        for gram in _char_grams(word):
            counts[gram] = counts.get(gram, 0) + 1
    for first, second in itertools.pairwise(words):
        key = f"w {first} {second}"
        counts[key] = counts.get(key, 0) + 1
    return counts


# The fewest words a stretch of a message is read on its own with: the screen's
# `MODEL_MIN_WORDS`, below which the model reads too much into a few words.
WINDOW_WORDS = 8
SENTENCE_END = re.compile(r"(?<= [.!?;]) ")


def windows(text: str) -> list[str]:
    """Each shortest stretch of whole sentences with at least WINDOW_WORDS words, from every
    sentence on and back from the end; none for a message of one such stretch. Only the last
    MAX_CHARS characters count, as for the whole message."""
    if len(text) > MAX_CHARS:
        text = text[-MAX_CHARS:]
    sentences = SENTENCE_END.split(text)
    if len(sentences) < 2:
        return []
    counts = [sum(w.isalpha() for w in s.split()) for s in sentences]
    spans: set[tuple[int, int]] = set()
    n = len(sentences)
    j, total = 0, 0  # the stretch from i to j - 1 holds `total` words
    for i in range(n):
        while j < n and total < WINDOW_WORDS:
            total += counts[j]
            j += 1
        if total < WINDOW_WORDS:
            break
        spans.add((i, j - 1))
        total -= counts[i]
    total = 0
    for i in range(n - 1, -1, -1):
        total += counts[i]
        if total >= WINDOW_WORDS:
            spans.add((i, n - 1))
            break
    spans.discard((0, n - 1))
    return [" ".join(sentences[i : j + 1]) for i, j in sorted(spans)]


def _feature_list(text: str) -> list[str]:
    """`features` as the token list scikit-learn's vectoriser counts itself."""
    return [key for key, count in features(text).items() for _ in range(count)]


@dataclass(frozen=True)
class Opinion:
    """What the model makes of one message."""

    level: str  # the level the thresholds give
    score: float  # the probability behind that level (of crisis or above for a crisis)
    categories: tuple[str, ...]  # most likely first; never empty for a level it raises to
    crisis: float = 0.0  # the probability of crisis or above, whatever the level
    concern: float = 0.0  # the probability of anything but none, whatever the level


@dataclass
class SecondOpinion:
    """The trained models as plain arrays, and the thresholds that turn them into a level."""

    levels: tuple[str, ...]  # none, concern, crisis, emergency: the level model's classes
    categories: tuple[str, ...]  # the category model's outputs
    vocabulary: dict[str, int]  # feature -> column
    idf: np.ndarray  # (features,)
    weights: np.ndarray  # (features, levels + categories): both models side by side
    bias: np.ndarray  # (levels + categories,)
    # Minimum probabilities: "concern" of anything but none; "crisis" of crisis or emergency;
    # "crisis_over_concern" the same where the rules already say concern; "emergency" of
    # emergency (and the crisis one as well); "lean" of crisis, enough when the model is all but
    # certain of harm and the rules found nothing (see LEAN).
    thresholds: dict[str, float]
    meta: dict[str, Any] = field(default_factory=dict)  # how it was trained, for review
    _cache: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        # float32 halves the memory and the time of the small products made per message.
        self.idf = np.asarray(self.idf, dtype=np.float32)
        self.weights = np.ascontiguousarray(self.weights, dtype=np.float32)
        self.bias = np.asarray(self.bias, dtype=np.float64)
        if self.weights.shape != (len(self.vocabulary), len(self.levels) + len(self.categories)):
            raise ValueError(f"screen model: weights of shape {self.weights.shape} do not fit")
        if tuple(self.levels) != ("none", "concern", "crisis", "emergency"):
            raise ValueError(f"screen model: unexpected levels {self.levels}")
        missing = set(THRESHOLD_NAMES) - set(self.thresholds)
        if missing:
            raise ValueError(f"screen model: no threshold for {sorted(missing)}")
        # The two models apart: most messages need only the level, the categories only when the
        # model raises one.
        n = len(self.levels)
        self._level_w = np.ascontiguousarray(self.weights[:, :n])
        self._category_w = np.ascontiguousarray(self.weights[:, n:])

    # ---- prediction

    def probabilities(self, text: str) -> tuple[np.ndarray, np.ndarray]:
        """P(level) over `levels` and P(category) for each of `categories`."""
        level_p, vector = self._read(text)
        return level_p, self._category_p(vector)

    def _read(self, text: str) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray] | None]:
        """The level probabilities of the message at its most worrying, and the vector of the
        stretch that worried most.

        A crisis said in one sentence of a long message is diluted by the rest ("today was
        weird, I went to the shops, watched half a film. on the bridge now." read as a whole
        is harmless to the model), so it also reads each stretch of sentences of at least
        WINDOW_WORDS words (`windows`). A stretch counts only where the model is sure of it,
        as in a short message: a check-in when it is SURE of one, a crisis or an emergency
        when it is SHORT_CRISIS sure of a crisis. Counted whenever the thresholds allowed,
        stretches read out of their context ("he threw a glass at the wall next to me once."
        from a message about three safe years since) raised 4 more of the 780 harmless
        lines of ten written sets to a crisis and 6 more long harmless lines of a new set to
        a check-in or more; held to what it is sure of, 1 and 1.
        Each cumulative probability (anything but none, crisis or above, emergency) is then the
        highest the whole message or a counted stretch gives.
        """
        vector = self._vector(text)
        best = self._level_p(vector)
        stretches = windows(text)
        if not stretches:
            return best, vector
        concern, crisis, emergency = 1.0 - best[0], best[2] + best[3], best[3]
        for stretch in stretches:
            v = self._vector(stretch)
            p = self._level_p(v)
            if 1.0 - p[0] >= SURE:
                concern = max(concern, 1.0 - p[0])
            if p[2] + p[3] >= SHORT_CRISIS:
                emergency = max(emergency, p[3])
                if p[2] + p[3] > crisis:
                    crisis, vector = p[2] + p[3], v
        concern = max(concern, crisis)  # a crisis is also more than nothing
        return np.array([1.0 - concern, concern - crisis, crisis - emergency, emergency]), vector

    def calm(self, text: str) -> float:
        """The model's least certainty that the message is harmless: the lowest probability of
        none it gives the whole message or any stretch of it, counted or not. A crisis said in
        one sentence of a long everyday message is harmless to it read whole, and to `_read`
        a stretch counts only where it is sure of harm; here any doubt counts.
        """
        texts = [text, *windows(text)]
        return min(float(self._level_p(self._vector(t))[0]) for t in texts)

    def __call__(self, text: str, above: str = "none") -> Opinion:
        """The thresholds applied to the probabilities of `text`.

        Categories are worked out only for a level higher than `above` (the rules' level): a
        level the screen will not use needs none.
        """
        level_p, vector = self._read(text)
        emergency = float(level_p[3])
        crisis = emergency + float(level_p[2])
        concern = 1.0 - float(level_p[0])
        t = self.thresholds
        # The rules' own check-in is evidence too: confirming it as a crisis takes less.
        t_crisis = t["crisis_over_concern"] if above == "concern" else t["crisis"]
        if crisis >= t_crisis:
            level, score = ("emergency", emergency) if emergency >= t["emergency"] else (
                "crisis", crisis)
        elif above == "none" and leans_to_crisis(concern, crisis, t["lean"]):
            level, score = "crisis", crisis
        elif concern >= t["concern"]:
            level, score = "concern", concern
        else:
            return Opinion("none", 1.0 - concern, (), crisis, concern)
        if self.levels.index(level) <= self.levels.index(above):
            return Opinion(level, score, (), crisis, concern)
        category_p = self._category_p(vector)
        order = np.argsort(-category_p, kind="stable")
        # Every category the model believes in, or at least its best guess: a routed message
        # needs a category to pick the right resources.
        cats = [self.categories[i] for i in order if category_p[i] >= 0.5]
        cats = tuple(cats or [self.categories[order[0]]])
        return Opinion(level, score, cats, crisis, concern)

    def _vector(self, text: str) -> tuple[np.ndarray, np.ndarray] | None:
        """The message's columns and L2-normalised TF-IDF values; None if it has none.

        The same numbers as scikit-learn's TfidfVectorizer gives on `features(text)` (a test
        checks), computed on the few columns the message has: the screen has under a
        millisecond per message, and a sparse-matrix round trip costs a good part of it.
        """
        words = _WORD.findall(text[-MAX_CHARS:] if len(text) > MAX_CHARS else text)
        counts = Counter(itertools.chain.from_iterable(map(self._columns, words)))
        get = self.vocabulary.get
        bigrams = map(get, [f"w {a} {b}" for a, b in itertools.pairwise(words)])
        counts.update(c for c in bigrams if c is not None)
        if not counts:
            return None
        size = len(counts)
        columns = np.fromiter(counts.keys(), dtype=np.intp, count=size)
        tf = np.fromiter(counts.values(), dtype=np.float32, count=size)
        tfidf = (np.log(tf) + 1.0) * self.idf[columns]  # sublinear counts, as in training
        tfidf /= math.sqrt(float(tfidf @ tfidf))
        return columns, tfidf

    def _level_p(self, vector: tuple[np.ndarray, np.ndarray] | None) -> np.ndarray:
        n = len(self.levels)
        scores = self.bias[:n] if vector is None else (
            self.bias[:n] + vector[1] @ self._level_w[vector[0]])
        p = np.exp(scores - scores.max())
        return p / p.sum()

    def _category_p(self, vector: tuple[np.ndarray, np.ndarray] | None) -> np.ndarray:
        n = len(self.levels)
        scores = self.bias[n:] if vector is None else (
            self.bias[n:] + vector[1] @ self._category_w[vector[0]])
        return 1.0 / (1.0 + np.exp(-scores))

    def _columns(self, word: str) -> tuple[int, ...]:
        """The columns of a word's unigram and character grams, cached: words recur."""
        columns = self._cache.get(word)
        if columns is None:
            get = self.vocabulary.get
            columns = tuple(
                c for c in map(get, ("w " + word, *_char_grams(word))) if c is not None
            )
            if len(self._cache) >= _CACHE_LIMIT:  # an open-ended vocabulary: stay bounded
                self._cache.clear()
            self._cache[word] = columns
        return columns

    # ---- storage

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(
            folder / "weights.npz", idf=self.idf, weights=self.weights, bias=self.bias
        )
        vocabulary = sorted(self.vocabulary, key=self.vocabulary.__getitem__)
        (folder / "model.json").write_text(
            json.dumps(
                {
                    "format": FORMAT,
                    "levels": list(self.levels),
                    "categories": list(self.categories),
                    "thresholds": self.thresholds,
                    "meta": self.meta,
                    "vocabulary": vocabulary,
                },
                ensure_ascii=False,
            ),
            encoding="utf-8",
        )

    @classmethod
    def load(cls, folder: Path | str | None = None) -> SecondOpinion:
        """Load from `folder`, else $SAFETY_SCREEN_MODEL, else .spacy/screen_model/."""
        folder = model_folder(folder)
        spec = json.loads((folder / "model.json").read_text(encoding="utf-8"))
        if spec.get("format") != FORMAT:
            raise ValueError(f"{folder}: format {spec.get('format')}, expected {FORMAT}")
        with np.load(folder / "weights.npz", allow_pickle=False) as arrays:
            idf, weights, bias = arrays["idf"], arrays["weights"], arrays["bias"]
        return cls(
            levels=tuple(spec["levels"]),
            categories=tuple(spec["categories"]),
            vocabulary={key: i for i, key in enumerate(spec["vocabulary"])},
            idf=idf,
            weights=weights,
            bias=bias,
            thresholds={k: float(v) for k, v in spec["thresholds"].items()},
            meta=spec.get("meta", {}),
        )


# --------------------------------------------------------------------------- training


@dataclass
class Example:
    """One training message: the cleaned-up text and what the rules made of it."""

    text: str  # as the screen's Normaliser cleaned it up
    level: str  # the label: the lowest acceptable level
    categories: tuple[str, ...] = ()
    tolerate_concern: bool = False  # a none item where a check-in is acceptable
    nlu: bool = False  # an ordinary NLU example, not a labelled screen case
    rules_level: str = "none"  # what the rules alone say
    # The rules saw a denial, idiom or safe past: the model may not raise it on the thresholds
    # (only an open stretch it is STRETCH_SURE of may)
    guarded: bool = False
    ceiling: str = "emergency"  # the most the screen lets the model raise it to (model_ceiling)


# Training only: a copy of every PREAMBLE_EVERY-th labelled message is also learnt with an
# everyday message (an NLU example) in front of it and its own label. The screen reads a long
# message a few sentences at a time, and a short last sentence together with the one before it
# (`windows`); learnt from single messages alone, the model read the sentence in front as part of
# what followed, so "he texted twice and i did not answer . right now i feel kind of numb" was
# an emergency. The copies are never scored: the thresholds are chosen on the real messages.
PREAMBLE_EVERY = 5


def with_preambles(examples: Sequence[Example]) -> list[Example]:
    """`examples` and the copies with an everyday message in front (see PREAMBLE_EVERY)."""
    everyday = [e.text for e in examples if e.nlu]
    if not everyday:
        return list(examples)
    copies = [
        # A stride coprime with any likely count spreads the preambles without a random state.
        replace(e, text=f"{everyday[i * 7919 % len(everyday)]} {e.text}")
        for i, e in enumerate(examples)
        if not e.nlu and i % PREAMBLE_EVERY == 0
    ]
    return [*examples, *copies]


def train(
    examples: Sequence[Example],
    levels: Sequence[str],
    categories: Sequence[str],
    thresholds: dict[str, float] | None = None,
    *,
    with_categories: bool = True,
) -> SecondOpinion:
    """Fit both models on `examples` (deterministic: lbfgs and a sorted vocabulary).

    Without `with_categories` the category model is left untrained (all zeros): choosing the
    thresholds needs only the levels, and skipping seven fits makes cross-validation faster.
    """
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    learnt = with_preambles(examples)
    vectoriser = TfidfVectorizer(
        analyzer=_feature_list, sublinear_tf=True, min_df=MIN_DF, dtype=np.float64
    )
    x = vectoriser.fit_transform([e.text for e in learnt])
    weight = np.array([NLU_WEIGHT if e.nlu else 1.0 for e in learnt])
    y = np.array([levels.index(e.level) for e in learnt])
    level_model = LogisticRegression(C=C_LEVEL, class_weight="balanced", max_iter=5_000)
    level_model.fit(x, y, sample_weight=weight)

    # The category model learns from the messages that have categories; the one-vs-rest split
    # lets a message be about two things ("he hit me and I want to die").
    with_cats = [i for i, e in enumerate(learnt) if e.categories]
    columns = [np.zeros(x.shape[1])] * len(categories)
    biases = [0.0] * len(categories)
    for j, category in enumerate(categories if with_categories else ()):
        target = np.array([category in learnt[i].categories for i in with_cats])
        model = LogisticRegression(C=C_CATEGORY, class_weight="balanced", max_iter=5_000)
        model.fit(x[with_cats], target)
        columns[j], biases[j] = model.coef_[0], model.intercept_[0]

    vocabulary = {key: int(i) for key, i in vectoriser.vocabulary_.items()}
    return SecondOpinion(
        levels=tuple(levels),
        categories=tuple(categories),
        vocabulary=vocabulary,
        idf=vectoriser.idf_,
        weights=np.hstack([level_model.coef_.T, np.array(columns).T]),
        bias=np.concatenate([level_model.intercept_, biases]),
        thresholds=dict(thresholds or DEFAULT_THRESHOLDS),
        meta={"examples": len(examples), "features": len(vocabulary)},
    )


THRESHOLD_NAMES = ("concern", "crisis", "crisis_over_concern", "emergency", "lean")
# Used only until `choose_thresholds` has something to say (a model trained for one fold).
DEFAULT_THRESHOLDS = dict.fromkeys(THRESHOLD_NAMES, 0.9)

# What the second opinion may add to the rules, measured out of fold. The score allows 4% false
# alarms for the whole screen, and the rules use 1-3% on text they were not written for.
# Corpus "none" items are hard negatives (idioms, twins of emergency phrasings, means words in
# everyday use) that come in clusters, so their rates must hold in the worst fold. NLU examples
# are the ordinary messages the bot sees, one at a time: a fold holds about 390, so its worst
# fold is a matter of two or three messages, and once set the crisis threshold by chance (0.825
# where the pooled rate allows 0.78). Their crisis rate is over all of them: against the worst
# fold at 0.8%, pooling at 0.5% routed 10 more of 644 crises, with no false alarm added, on 1,340
# new messages in the development set's style that neither the model nor the rules had seen.
# Their check-in rate is over all of them too. Held in the worst fold (about 390 examples, 2%),
# it moved with each retrain by one or two messages (0.86, 0.89, then 0.92: on 115,329 cases
# folds 0 and 1 raised none at 0.92, fold 2 six). At 0.92, on eight new sets (2,184 lines,
# 402-409, never trained on), 37 of their 312 check-ins were missed; at 0.855, the choice of
# 1.25% over all NLU examples on the same cases, 26, and no more of the 624 harmless lines or of
# the 528 held-out NLU examples (tests/nlu/heldout.yml) got one. Trained on 117,488 cases, the
# model rates the NLU examples higher and both ways of counting choose 0.90, now in every fold
# (0.86 to 0.92 before); on 119,641 cases 0.885, on 121,797 0.865. Pooled at 2% it once fell to
# 0.70, and an answer inside the reframing exercise ("he told me i'd never make it on my own, every
# week", 0.71) got a check-in instead of the next step. A few words count against it only when the
# model is SURE (see SURE): when a crisis held to a check-in counted whatever the model's belief,
# the check-in threshold rose to 0.89 (0.785 without them), and longer messages it was 0.8 sure were
# a crisis got no reply at all. `screen.model_ceiling`, with SURE, keeps the model to what it is
# sure of in a few words. The whole screen raises none of the 528 held-out NLU examples
# (tests/nlu/heldout.yml) to a crisis and 4 to a check-in (6 on 121,797 cases).
# It is the NLU budget that sets the crisis threshold: at 0.80 the corpus's worst fold was at
# 0.9% (of 2%), but 14 of the 1,936 NLU examples (of 9) were ordinary talk about the partner
# ("i am on the bus to his place right now", "the shame hits me at night"). The model learns
# such talk from safe cases, not from the budget: 900 of them took the threshold from 0.87 to
# 0.825 and the crises the model alone routes from 0.791 to 0.827.
BUDGET = {
    "corpus_false_alarm": 0.02,  # corpus none items the model raises to crisis or above
    "nlu_false_alarm": 0.005,  # NLU examples the model raises to crisis or above
    "noise": 0.06,  # corpus none items it raises to a check-in they do not tolerate
    "nlu_noise": 0.0125,  # NLU examples it raises to a check-in
    "over_triage": 0.05,  # crisis items it raises to emergency, concern items to crisis
}
# Whatever the budget allows, the model raises only on a clear majority of its belief.
FLOOR = 0.5
# And it raises a crisis the rules did not see only at 0.8 or more. The budget counts messages as
# they were written; a few lines of everyday news in front of them ("He texted twice and I didn't
# answer.") lift the model's belief a little. Trained on 94,120 cases, the budget allowed 0.775,
# and there the same harmless messages after such news were raised 1.2 points more often than
# without it (test_a_crisis_is_found_however_it_is_written); at 0.8 they stayed within a point.
# Trained on 100,098 cases, 0.8 let them rise 1.1 points (0.0250 against 0.0139), 0.82 1.05 and
# 0.84 0.66. On six sets it had never seen (1,638 lines) 0.84 routed 5 fewer of the 936 crises
# than 0.8 and raised 1 fewer of the 468 harmless lines. Trained on 104,445 cases, 0.84 let them
# rise 1.02 points (0.0253 against 0.0151), 0.845 0.91 and 0.85 0.80. Since the model also
# learns messages after an everyday one (PREAMBLE_EVERY), the rise is smaller: on 104,445 cases,
# 0.43 points at 0.845, 0.54 at 0.82 and 0.86 at 0.8, and on the six unread sets 0.82 routed 4
# more of the 936 crises than 0.845 and raised no more harmless lines. It stays below
# SHORT_CRISIS, or a short message the model is sure of could never count on its own.
CRISIS_FLOOR = 0.82
# A short message counts only when the model is sure: a check-in when it is SURE of one, anything
# when it is SHORT_CRISIS sure of a crisis (`screen.combine`). On 3,000 new messages in the
# development set's style, each scored before any was trained on, short ones the rules missed
# that it put at a crisis of 0.9 or more were real 8 times in 9 ("ex outside my window w a bat",
# "baby not breathing", "he got me drunk and did things"; the ninth, "catching the last train
# tonight", is now an idiom); below 0.9 it checked in on "i don't know" (0.86), an answer to the
# bot's own question. Out of fold it put 6 of 2,950 short harmless messages at a crisis of 0.9 or
# more ("goodbye ."), and the budget counts them.
# Raised from 0.9 to 0.92 when the model trained on 94,120 cases put "not really", a reply to the
# bot, at a check-in of 0.91 (b3e14a4's fresh-clone CI), and to 0.93 when the one trained on
# 100,098 put it at 0.92 (cdfcd0e's). Out of fold the build's thresholds stay the same at 0.93.
# A bare answer like "not really" is now kept from the model altogether (`screen.is_bare_answer`).
SURE = 0.93
# Trained on 59,000 cases, the model reads a crisis in a few words better than that. On six new
# sets (1,872 messages, none trained on) it put 21 short crises the rules missed at a crisis of
# 0.735 or more ("kid not breathing pls", "said no. he kept going", "mom burns us w cigs when
# shes mad"), and none of the 72 short harmless ones; at 0.9 it routed 12 of them. Retrained with
# this ceiling at 0.8 (the build's budget counting what that raises), it routed 4 more of the 936
# crises there than at 0.9, with the same false alarms and a crisis threshold of 0.745 for 0.735;
# at 0.75 the threshold rose to 0.765 and cost longer messages what the short ones gained. At 0.8
# it also read "took my pills, going to bed" as an emergency (0.80), so the ceiling is 0.85: one
# crisis of those fewer than at 0.8, the medicine twins quiet.
SHORT_CRISIS = 0.85
# Near-certain the message is not harmless, the model may still split its belief between a
# check-in and a crisis. A crisis reply to a real check-in costs a few hotline numbers; a check-in
# for a real crisis can lose the person, so there a smaller share of crisis (LEAN) tips it, where
# the rules found nothing. Out of fold, the model alone then routes 0.851 of the crises instead
# of 0.834 with no more false alarms, and on three groups of new sets (about 470 crises and 830
# harmless messages each, each against a model that had not seen it) 3, 0 and 1 more crises, no
# false alarm. At SURE (0.9) instead it routed 6-8 more, but raised 10 of the 1,936 NLU examples
# to a crisis, over their budget: self-blame said inside the reframing exercise ("if i had been
# a better girlfriend he would not have done it"). `choose_thresholds` counts what it raises and
# drops it if that alone breaks the budget.
LEAN_SURE = 0.97
LEAN = 0.3
# In a message the rules guard (a denial, an idiom, "I'm doing great now"), the model reads only
# the stretches in which the rules, reading each alone, see neither a reason for calm nor a crisis
# (`screen.Reading.open_stretches`), and counts one only when it is this sure of a crisis there.
# Long messages say "everyone says I'm doing great since the divorce" and then, three sentences
# on, what happens every night at the platform's yellow line; the safe present once kept the
# model from the whole message. On eight new sets (2,184 lines, 216-223, a model that had not
# seen them) it routed 6 more crises and raised one more to an emergency, and raised none of the
# 624 harmless lines. Out of fold on the case file's 601 such messages it routed 5 crises at 0.9
# and raised 3 of the 440 harmless ones ("dying to tell someone: I got the flat!"); at 0.85, 7
# and 5; at 0.8, 11 and 7.
STRETCH_SURE = 0.9
# A crisis the rules found only in words with a common everyday sense (`hyperbole` rules in
# patterns.yml: "kill", "beat", "hit", "cut") becomes a check-in where the model is at least this
# sure that the message and every stretch of it are harmless (`SecondOpinion.calm`). Out of fold
# (ci69's five folds, 110,972 cases), such crises in eight words or more with no word of
# strangling were real in 4,313 cases and harmless in 119; at 0.95 the model was this sure of
# none of the real ones and of 31 of the harmless ones. At 0.9 it would have lowered three real
# ones ("how do i tell my mum he hit me without her going mental"). Rules beyond these six lost
# real ones at 0.95 (suicide.want_to_die: "i want to die but like in a chill way lol"), or name
# a child at risk (child_safety.child_hurt), so they stay out.
HYPERBOLE_SURE = 0.95
GRID = tuple(round(0.5 + 0.005 * i, 3) for i in range(100))  # 0.500 .. 0.995
NEVER = 1.01  # no threshold is within budget: the model never raises to that level


def leans_to_crisis(concern: Any, crisis: Any, share: float = LEAN) -> Any:
    """Near-certain of harm and a real share of it a crisis (see LEAN); floats or arrays."""
    return (concern >= LEAN_SURE) & (crisis >= share)


def assign_folds(examples: Sequence[Example], folds: int = 5, seed: int = 0) -> list[int]:
    """A fold per example, stratified by label and source, reproducible."""
    rng = np.random.default_rng(seed)
    fold_of = [0] * len(examples)
    strata: dict[tuple[str, bool], list[int]] = {}
    for i, example in enumerate(examples):
        strata.setdefault((example.level, example.nlu), []).append(i)
    for members in strata.values():
        order = rng.permutation(len(members))
        for rank, j in enumerate(order):
            fold_of[members[j]] = rank % folds
    return fold_of


@dataclass(frozen=True)
class Choice:
    """The thresholds `choose` settled on, and what each spends of its budget there.

    `spent` maps each threshold to its costs (a BUDGET key to the rate reached at the chosen
    value), so a build log shows which budget binds: the one to widen with data.
    """

    thresholds: dict[str, float]
    spent: dict[str, dict[str, float]]


def choose_thresholds(
    examples: Sequence[Example],
    probs: np.ndarray,
    folds: Sequence[int] | None = None,
    budget: dict[str, float] | None = None,
) -> dict[str, float]:
    """The thresholds of `choose`."""
    return choose(examples, probs, folds, budget).thresholds


def choose(
    examples: Sequence[Example],
    probs: np.ndarray,
    folds: Sequence[int] | None = None,
    budget: dict[str, float] | None = None,
) -> Choice:
    """The lowest thresholds whose out-of-fold cost stays within the budget.

    A threshold only matters where the rules are not guarded (a guarded message is raised only by
    an open stretch at STRETCH_SURE, whatever the thresholds), below what the model would raise to,
    and within the ceiling the screen puts on the model (in a short message only what the model is
    sure of: SHORT_CRISIS, SURE); each cost is measured on exactly those messages, so the budget is
    what the model adds to the rules. Counting "bye" as a crisis the model would raise, when the
    screen caps it, once spent the NLU budget of a fold on alarms that cannot happen. The lowest
    threshold within budget buys the most recall. The corpus budget must hold in each fold, not just
    on average: the corpus has clusters of hard negatives (the twins of emergency phrasings:
    "heading to the bridge club now"), and a fold that draws one shows what a new set of messages
    may hold. The NLU budgets hold over all NLU examples (see BUDGET).
    """
    budget = {**BUDGET, **(budget or {})}
    rank = {"none": 0, "concern": 1, "crisis": 2, "emergency": 3}
    free = np.array([not e.guarded for e in examples])
    p_crisis = probs[:, 2] + probs[:, 3]
    ceiling = np.array([rank[e.ceiling] for e in examples])
    sure = (ceiling == rank["concern"]) & (p_crisis >= SHORT_CRISIS)
    ceiling = np.where(sure, rank["emergency"], ceiling)
    rules = np.array([rank[e.rules_level] for e in examples])
    label = np.array([rank[e.level] for e in examples])
    nlu = np.array([e.nlu for e in examples])
    tolerated = np.array([e.tolerate_concern for e in examples])
    fold = np.zeros(len(examples), dtype=int) if folds is None else np.asarray(folds)
    groups = [fold == k for k in np.unique(fold)]
    corpus_none = (label == 0) & ~nlu
    concern_items = label == 1
    crisis_items = label == 2
    p_emergency = probs[:, 3]
    p_concern = 1.0 - probs[:, 0]
    # A crisis whatever the threshold, where the rules found nothing: a check-in of theirs is
    # a reviewed decision ("I want him dead" is venting), and only a threshold overrules it.
    leans = leans_to_crisis(p_concern, p_crisis) & (rules == 0)

    def rate(raised: np.ndarray, among: np.ndarray) -> float:
        """The worst fold's share of `among` raised."""
        return max(
            float((raised & among & g).sum() / max((among & g).sum(), 1)) for g in groups
        )

    def nlu_rate(raised: np.ndarray) -> float:
        """The share of all NLU examples raised, over every fold."""
        return float((raised & nlu).sum() / max(nlu.sum(), 1))

    def first(cost: Any, floor: float = FLOOR) -> float:
        return next((t for t in GRID if t >= floor and within(cost(t))), NEVER)

    def within(costs: dict[str, float]) -> bool:
        return all(value <= budget[name] for name, value in costs.items())

    def crisis_cost(t: float) -> dict[str, float]:
        raised = free & ((p_crisis >= t) | leans) & (rules < 2) & (ceiling >= 2)
        return {
            "corpus_false_alarm": rate(raised, corpus_none),
            "nlu_false_alarm": nlu_rate(raised),
        }

    t_crisis, t_lean = first(crisis_cost, CRISIS_FLOOR), LEAN
    if t_crisis == NEVER and not within(crisis_cost(NEVER)):  # the lean alone is over budget
        leans[:] = False
        t_crisis, t_lean = first(crisis_cost, CRISIS_FLOOR), NEVER

    # Where the rules say concern, a crisis costs the same false alarms (few: the rules' concern
    # rarely falls on a harmless message) and over-triage of the real check-ins.
    def over_concern_cost(t: float) -> dict[str, float]:
        raised = free & (p_crisis >= t) & (rules == 1) & (ceiling >= 2)
        return {
            "corpus_false_alarm": rate(raised, corpus_none),
            "nlu_false_alarm": nlu_rate(raised),
            "over_triage": rate(raised, concern_items),
        }

    t_over_concern = min(first(over_concern_cost), t_crisis)

    def emergency_cost(t: float) -> dict[str, float]:
        crisis = np.where(rules == 1, p_crisis >= t_over_concern, p_crisis >= t_crisis)
        raised = free & crisis & (p_emergency >= t) & (rules < 3) & (ceiling >= 3)
        return {"over_triage": rate(raised, crisis_items)}

    t_emergency = first(emergency_cost)

    # A few words the model is not sure of a crisis in: a check-in only if it is SURE of one,
    # whatever the threshold.
    short = ceiling == rank["concern"]

    def concern_cost(t: float) -> dict[str, float]:
        concern = np.where(
            short, p_concern >= max(t, SURE), (p_concern >= t) & (p_crisis < t_crisis) & ~leans
        )
        raised = free & concern & (rules < 1) & (ceiling >= 1)
        return {
            "noise": rate(raised, corpus_none & ~tolerated),
            "nlu_noise": nlu_rate(raised),
        }

    t_concern = first(concern_cost)
    return Choice(
        thresholds={
            "lean": t_lean,
            "concern": t_concern,
            "crisis": t_crisis,
            "crisis_over_concern": t_over_concern,
            "emergency": t_emergency,
        },
        spent={
            "crisis": crisis_cost(t_crisis),
            "crisis_over_concern": over_concern_cost(t_over_concern),
            "emergency": emergency_cost(t_emergency),
            "concern": concern_cost(t_concern),
        },
    )
