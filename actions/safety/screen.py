"""The deterministic crisis screen: one user message in, an `Assessment` out.

Every rule and word list lives in `patterns.yml` next to this file, written for a clinician to
review; this module only cleans the text up, compiles those patterns for spaCy's Matcher and
PhraseMatcher, and combines what fired into a level (none / concern / crisis / emergency), the
categories at risk, whether the person at risk is someone else, and the language of the cue.

How a message is read:
1. `Normaliser` lowercases it, strips accents, expands contractions (also those typed without
   the apostrophe, "ill hurt him", but only before a listed verb), fixes spelling and slang
   (letter repeats, leetspeak, common misspellings, letters hidden behind symbols: "r*ped")
   and notes means emoji (pill, knife, rope).
   Patterns go through the same clean-up, so both sides always agree.
2. spaCy's blank English tokenizer splits it; lemmas come from the pipeline's lookup table.
3. Rules fire; modifiers then drop or move each hit: idioms and negations drop it, the past and
   third person lower it, plans, a time that is now, means at hand and goodbyes raise it.
4. A statistical second opinion (`second_opinion.py`) reads the same clean text. It may raise
   the rules' level, and says nothing when the rules saw a reason the message is safe (a
   denial, an idiom, a safe past, someone else's risk or words): see `combine`. It lowers only
   a crisis found in words with a common everyday sense alone ("my wife will kill me if I
   book another trip"), to a check-in, where it is sure the message is harmless
   (`Reading.hyperbole`, "model:hyperbole:<probability>" in the cues).
   In a long message such a reason vouches only for its own sentences: the model may still
   read a stretch in which the rules, reading it alone, see neither a reason nor a crisis
   (`Reading.open_stretches`), and counts only where it is sure. An idiom likewise vouches
   only for its own words: the message without them is such a stretch too.
   To a few words it adds only what it is near-certain of, at most a check-in unless it is
   sure of a crisis (`model_ceiling`). When it raises, the cues show it as
   "model:<level>:<probability>".

The pipeline is loaded once, lazily, on the first call (`SAFETY_SPACY_MODEL` overrides its path;
`SAFETY_SCREEN_MODEL` the second opinion's folder). Without the second opinion's folder the
screen runs on the rules alone and says so in one line on stderr.
"""

from __future__ import annotations

import functools
import itertools
import logging
import os
import re
import sys
import threading
import time
import unicodedata
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import yaml

from actions.safety.language import reads_as_english
from actions.safety.second_opinion import (
    HYPERBOLE_SURE,
    NEVER,
    SENTENCE_END,
    SHORT_CRISIS,
    STRETCH_SURE,
    SURE,
    WINDOW_WORDS,
    Opinion,
    SecondOpinion,
    model_folder,
    windows,
)

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

log = logging.getLogger(__name__)

LEVELS = ("none", "concern", "crisis", "emergency")
RANK = {name: rank for rank, name in enumerate(LEVELS)}
# The order also ranks categories of equal level in an Assessment: most important first.
CATEGORIES = (
    "suicide",
    "self_harm",
    "partner_violence",
    "sexual_violence",
    "child_safety",
    "harm_to_others",
    "medical",
)
LANGUAGES = ("en", "es", "fr", "de", "pt")

PATTERNS_FILE = Path(__file__).with_name("patterns.yml")
# One file per language other than English: its rules, and any word lists and idioms of its own.
LANGUAGE_DIR = Path(__file__).with_name("languages")
DEFAULT_MODEL = Path(__file__).resolve().parents[2] / ".spacy" / "en_lookup"
MODEL_ENV = "SAFETY_SPACY_MODEL"

# A pasted essay must not stall the bot. Past this many characters (after repeated sentences are
# dropped) only the start and the end are read, the end being where a crisis usually is.
MAX_CHARS = 20_000
HEAD_CHARS = 5_000
# Bounded caches: a long-running server sees an open-ended vocabulary.
_CACHE_LIMIT = 100_000

_SENTENCE_END = (".", "!", "?", ";")
# spaCy's LIKE_NUM knows English number words only; "hace cinco años", "il y a dix ans" and
# "vor fünf Jahren" need theirs for `#`, and their values for `#big` ("once" and "elf" are left
# out: English words too; so are the words for one, which are articles).
_OTHER_NUMBER_WORDS = {
    **dict.fromkeys(["dos", "deux", "dois", "duas", "zwei"], 2),
    **dict.fromkeys(["tres", "trois", "drei"], 3),
    **dict.fromkeys(["cuatro", "quatre", "quatro", "vier"], 4),
    **dict.fromkeys(["cinco", "cinq", "funf", "fuenf"], 5),
    **dict.fromkeys(["seis", "sechs"], 6),
    **dict.fromkeys(["siete", "sept", "sete", "sieben"], 7),
    **dict.fromkeys(["ocho", "huit", "oito", "acht"], 8),
    **dict.fromkeys(["nueve", "neuf", "nove", "neun"], 9),
    **dict.fromkeys(["diez", "dix", "dez", "zehn"], 10),
    **dict.fromkeys(["onze"], 11),
    **dict.fromkeys(["doce", "douze", "doze", "zwolf", "zwoelf"], 12),
    **dict.fromkeys(["quince", "quinze", "funfzehn", "fuenfzehn"], 15),
    **dict.fromkeys(["veinte", "vingt", "vinte", "zwanzig"], 20),
    **dict.fromkeys(["treinta", "trente", "trinta", "dreissig"], 30),
    **dict.fromkeys(["cuarenta", "quarante", "quarenta", "vierzig"], 40),
    **dict.fromkeys(["cincuenta", "cinquante", "cinquenta", "funfzig", "fuenfzig"], 50),
    **dict.fromkeys(["cien", "cent", "cem", "hundert"], 100),
}
# English number words from ten to ninety with their values: `#big`, `#minor` and `#adult` take
# ranges of them.
_ENGLISH_TENS = {
    **{word: 10 + i for i, word in enumerate(
        "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())},
    **{word: 10 * i for i, word in enumerate(
        "twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)},
}
_NUMBER_WORDS_10_PLUS = [
    *_ENGLISH_TENS,
    *"hundred hundreds dozen dozens".split(),
    *(word for word, value in _OTHER_NUMBER_WORDS.items() if value >= 10),
]
_MINOR_AGE_WORDS = [word for word, value in _ENGLISH_TENS.items() if value <= 17]
_ADULT_AGE_WORDS = [word for word, value in _ENGLISH_TENS.items() if value >= 18]


@dataclass(frozen=True)
class Assessment:
    """What the screen found in one message."""

    level: str  # "none" | "concern" | "crisis" | "emergency"
    categories: tuple[str, ...] = ()  # most important first
    # The person at risk is someone the user is worried about; "asking for a friend" is not.
    third_person: bool = False
    language: str = "en"  # language of the cue that decided the level
    cues: tuple[str, ...] = ()  # rule and modifier ids, for review; never message text

    def to_dict(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "categories": list(self.categories),
            "third_person": self.third_person,
            "language": self.language,
            "cues": list(self.cues),
        }


NONE = Assessment("none")


@dataclass(frozen=True)
class Reading:
    """What the rules make of a message, before the second opinion is asked."""

    assessment: Assessment
    text: str = ""  # the cleaned-up text: what the second opinion reads
    # The rules saw a reason the message is safe: a denial, an idiom, a safe past, or a hit they
    # lowered on purpose (someone else's risk, someone else's words, a history long ago).
    guarded: bool = False
    # In a guarded message, the stretches of sentences (`second_opinion.windows`), and the
    # message with its idioms' words cut out, in which the rules, reading each alone, see no such
    # reason and no crisis: a safe past or an idiom does not vouch for the rest (see `combine`).
    open_stretches: tuple[str, ...] = ()
    # The crisis rests only on rules whose words have a common everyday sense ("she'll kill me
    # if I'm late", "he beat me at chess"; `hyperbole` in patterns.yml), with no word of
    # strangling anywhere: the second opinion may make it a check-in (see `combine`).
    hyperbole: bool = False


# Cues by which the rules lowered or dropped a hit on purpose: the model must not undo them.
_GUARD_PREFIXES = ("idiom:", "negated:", "unless:", "past:")
_GUARD_MODS = frozenset(
    {"mod.third_person", "mod.reported_speech", "mod.past", "mod.past_safe", "mod.joke"}
)
# Those of them that say who is speaking, or in earnest: they hold for the whole message.
_SPEAKER_MODS = frozenset({"mod.third_person", "mod.reported_speech", "mod.joke"})


# Someone else's wish to die or to hurt themselves, or a wish to hurt someone, gets a check-in
# first ("my sister says she wants to kill herself", "I want to kill my flatmate"). Someone else
# beaten, strangled, raped or threatened stays a crisis: the helper needs the violence lines now,
# and a check-in about their own thoughts of suicide would miss the point. Writers of four new
# sets labelled "my friend's husband broke her wrist" and "she still has the marks from when he
# strangled her" crises.
_STAYS_CRISIS_FOR_OTHERS = frozenset({"partner_violence", "sexual_violence", "child_safety"})


def consults(reading: Reading, opinion: SecondOpinion | None) -> bool:
    """Whether the second opinion reads the whole message: not when the rules are guarded (then
    only its open stretches, see `_raised_by_a_stretch`) or already at the top."""
    return (
        opinion is not None
        and not reading.guarded
        and bool(reading.text)
        and reading.assessment.level != LEVELS[-1]
    )


# Fewer words than this give the model too little to go on for more than a check-in: out of fold
# it read a bare "goodbye" and "nope not tonight" as emergencies, and "does he even think about
# me" as a crisis. On 14,600 cases and the NLU examples, out of fold, its crises where the rules
# found nothing were right once in 23 under 8 words, and 340 times in 434 from 8 words on.
MODEL_MIN_WORDS = 8


def model_ceiling(reading: Reading) -> str:
    """The highest level the second opinion may raise this message to.

    A short message the rules found nothing in: at most a check-in, since the model reads too
    much into a few words, and only what it is sure of (`second_opinion.SURE` and
    `SHORT_CRISIS`, applied in `combine`): a check-in it is near-certain of, or anything when
    it is sure of a crisis. A short one the rules already worry about, like a lone "suicide",
    may still become a crisis.
    Otherwise anything: capping the model at a crisis where the rules found nothing cost a
    tenth of emergency recall on new text (attempts and attacks told in words no rule has yet).
    Another language is read the same way. The model was once kept out of Spanish, French,
    German and Portuguese, when it knew a few hundred lines of them and read "Me tomé las
    pastillas de la alergia" as an overdose; trained on 5,700 such lines it puts that at 0.33,
    and on two new sets in those languages (520 lines, never trained on) it routed 60 of the 99
    crises the rules missed, against 2 false alarms in 129 harmless lines.
    """
    if _words(reading.text) < MODEL_MIN_WORDS and reading.assessment.level == "none":
        return "none" if is_bare_answer(reading.text) else "concern"
    return LEVELS[-1]


# The words of a bare answer to the bot's question ("no", "not really", "i do not know",
# "maybe later"), after clean-up. Such an answer says nothing the model could read a risk
# from: its score there echoes the talks such answers came from in training, and it drifts
# with each build ("not really" at 0.91, then 0.92, against a bar of 0.92). A check-in
# would also break into the exercise that asked the question.
_ANSWER_WORDS = frozenset(
    "yes yeah yep yup ya no nope nah not really ok okay sure maybe later i do know idk guess "
    "think so kind of kinda sort a bit little now yet".split()
)
_BARE_ANSWER_MAX_WORDS = 4


def is_bare_answer(text: str) -> bool:
    """Whether a cleaned-up message is only a short yes, no or maybe."""
    words = re.findall(r"[a-z']+", text.lower())
    if " not ok" in f" {' '.join(words)}":  # "not really ok" is "I'm not OK", no answer
        return False
    return 0 < len(words) <= _BARE_ANSWER_MAX_WORDS and all(w in _ANSWER_WORDS for w in words)


def _words(text: str) -> int:
    return sum(w.isalpha() for w in text.split())


def combine(reading: Reading, opinion: SecondOpinion | None) -> Assessment:
    """The rules' assessment, raised where the second opinion is sure; lowered only from a
    crisis that rests on everyday words to a check-in (`_calm_about_hyperbole`)."""
    rules = reading.assessment
    if opinion is None:
        return rules
    if not consults(reading, opinion):
        return _raised_by_a_stretch(reading, opinion)
    ceiling = model_ceiling(reading)
    if RANK[ceiling] <= RANK[rules.level]:
        return rules  # nothing the model says could count: do not ask it
    calm = _calm_about_hyperbole(reading, opinion)
    if calm is not None:
        return replace(rules, level="concern", cues=(*rules.cues, f"model:hyperbole:{calm:.2f}"))
    said = opinion(reading.text, above=rules.level)
    if ceiling == "concern":  # a few words: only what the model is sure of counts
        if said.crisis >= SHORT_CRISIS:
            ceiling = LEVELS[-1]
        elif said.concern < SURE:
            return rules
    if RANK[said.level] > RANK[ceiling]:
        said = replace(said, level=ceiling)
    return _raised(rules, said)


def _calm_about_hyperbole(reading: Reading, opinion: SecondOpinion) -> float | None:
    """How sure the model is that a crisis the rules found only in everyday words is a figure
    of speech ("if i book one more fishing trip my wife will murder me"), if it is sure enough
    (HYPERBOLE_SURE, where what this costs was measured); else None. Sure of every stretch of
    the message (`SecondOpinion.calm`), so that "I want to end my life." after a page of
    everyday news is not read as the news. The person still gets a check-in, never silence.
    Only in a message of MODEL_MIN_WORDS words or more: in fewer the model is unsure of much
    ("he hit me" said alone).
    """
    if not reading.hyperbole or _words(reading.text) < MODEL_MIN_WORDS:
        return None
    calm = opinion.calm(reading.text)
    return calm if calm >= HYPERBOLE_SURE else None


def _raised(rules: Assessment, said: Opinion) -> Assessment:
    """The rules' assessment at the model's level, if that is higher."""
    if RANK[said.level] <= RANK[rules.level]:
        return rules
    return replace(
        rules,
        level=said.level,
        # The rules' categories are reviewed evidence; the model's guess fills in only when the
        # rules found nothing at all.
        categories=rules.categories or said.categories,
        cues=(*rules.cues, f"model:{said.level}:{said.score:.2f}"),
    )


def _opens_on_words(stretch: str) -> bool:
    """Whether a stretch's first sentence has a word: a pasted numbered list ("1 . 2 . 3 .")
    would otherwise start a stretch at every number, each running on to the same sentence."""
    first = SENTENCE_END.split(stretch, maxsplit=1)[0]
    return any(word.isalpha() for word in first.split())


def _without_idioms(doc: Doc, idioms: list[tuple[int, int]]) -> str:
    """The message with every idiom's words cut out, when that leaves WINDOW_WORDS words.

    An idiom says its own words are meant in their everyday sense, not that the rest of the
    message is: "grandma is choking on a piece of steak, she's going blue" and "i still can't
    sleep and i've started looking at which of my meds would be enough" were kept from the
    model whole by "choking on a" and "can't sleep". What is left is read like an open
    stretch, at STRETCH_SURE.
    """
    if not idioms:
        return ""
    cut = {i for start, end in idioms for i in range(start, end)}
    kept = [t.text for t in doc if t.i not in cut]
    if sum(w.isalpha() for w in kept) < WINDOW_WORDS:
        return ""
    return " ".join(kept)


def _raised_by_a_stretch(reading: Reading, opinion: SecondOpinion) -> Assessment:
    """A guarded message raised by an open stretch of it that the model is sure of a crisis in.

    Long messages say "everyone says I'm doing great since the divorce" and, three sentences on,
    "every night I stand at the yellow line on the platform". The safe present guards the whole
    message from the model, and no rule knew the platform. Read alone, the rules find no reason
    in that sentence to think it safe, and the model is sure of a crisis there: a bleed that
    would not stop, after "I don't want to die", is another. The bar is STRETCH_SURE (measured
    there), not the thresholds: the rest of the message did give a reason for calm.
    """
    rules = reading.assessment
    if opinion.thresholds["crisis"] >= NEVER:
        return rules  # the build found no crisis threshold within budget: no crisis, here either
    best: Opinion | None = None
    for stretch in reading.open_stretches:
        said = opinion(stretch, above=rules.level)
        if said.crisis >= STRETCH_SURE and (best is None or said.crisis > best.crisis):
            best = said
    if best is None:
        return rules
    # Sure of a crisis is a crisis, whatever crisis threshold a build chose; an emergency needs
    # the thresholds' emergency as well.
    level = "emergency" if best.level == "emergency" else "crisis"
    return _raised(rules, replace(best, level=level, score=best.crisis))


def assess(text: str) -> Assessment:
    """Screen one message. Never raises: a fault is logged and answered with a check-in."""
    try:
        return _screen().assess(text)
    except Exception:  # the screen must never take a conversation down with it
        log.exception("crisis screen failed; answering with a check-in")
        return Assessment("concern", cues=("screen.error",))


_lock = threading.Lock()
_instance: Screen | None = None
_failed_at: float | None = None  # when loading last failed: not retried on every message
_RETRY_AFTER = 60.0


def _screen() -> Screen:
    global _instance, _failed_at
    if _instance is None:
        with _lock:
            if _instance is None:
                if _failed_at is not None and time.monotonic() - _failed_at < _RETRY_AFTER:
                    raise RuntimeError("crisis screen failed to load a moment ago")
                try:
                    _instance = Screen.load()
                except Exception:
                    _failed_at = time.monotonic()
                    raise
    return _instance


# --------------------------------------------------------------------------- text clean-up


# Ligatures have no decomposition: "sœur" and "œil" must read as the "soeur" and "oeil" of
# the patterns.
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae"})


def _strip_accents(text: str) -> str:
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text.translate(_LIGATURES))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


_LETTER = re.compile(r"[^\W\d_]")
# "r@ped", "$uicide": a symbol standing for a letter inside a word, read before symbols go.
_SYMBOL_IN_WORD = re.compile(r"(?<=[a-z])[@$](?=[a-z])|(?<![\w@$])\$(?=[a-z])")
_SYMBOL_LETTERS = {"@": "a", "$": "s"}
# A word with letters hidden behind asterisks, as people write what is hard to type: "r*ped".
_MASKED = re.compile(r"\b[a-z]+\*+[a-z]*\b|\b[a-z]*\*+[a-z]+\b")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b-\u200d\u2060\ufeff\ufe0f]")
_LINE_BREAK = re.compile(r"[\n\r\u2028\u2029\x85]+")
_APOSTROPHE = re.compile(r"[\u2018\u2019\u201b\u2032\u00b4`\u02bc]")
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
_DASHES = re.compile(r"\s*[-\u2010-\u2015]{1,}\s*")
_NT = re.compile(r"(?<=[a-z])n't\b")
_PRONOUN_CONTRACTION = re.compile(
    r"\b(i|you|he|she|we|they|it|who|that|there|what)'(m|re|ve|ll|d)\b"
)
_CONTRACTION_WORDS = {"m": "am", "re": "are", "ve": "have", "ll": "will", "d": "would"}
# "'d" before a past participle is "had", not "would": "if I'd been quieter" is self-blame about
# the past, "I'd be better off dead" is not. Regular participles end in -ed (not -eed: "I'd need").
_HAD_PARTICIPLE = re.compile(
    r"\b(i|you|he|she|we|they|it|who|that|there)'d(?= +(?:(?:just|never|already|ever|always) +)?"
    r"(?:been|had|done|gone|known|seen|taken|"
    r"given|eaten|written|spoken|broken|chosen|forgotten|gotten|driven|fallen|hidden|stolen|"
    r"thrown|worn|woken|begun|grown|shown|left|got|told|said|made|kept|felt|thought|found|"
    r"lost|heard|met|sent|spent|slept|bought|brought|caught|taught|fought|[a-z]+(?<!e)ed)\b)"
)
# An age written as one word ("my 4yo's hand", "a 15y/o") reads as "4 yearold", like "4 year old".
_AGE_WORD = re.compile(r"\b(\d{1,2}) ?(?:yo|y/o|y\.o\.|(?:yr|yrs) old)(?:'s)?\b")
# "4am" would otherwise be read as leetspeak ("aam" -> "am") and lose its hour.
_CLOCK = re.compile(r"\b(\d{1,2})(?:[:.]\d\d)? ?([ap])\.?m\b\.?")
_MODAL_HAVE = re.compile(r"\b(would|could|should|might|must)'ve\b")
_ELISION = re.compile(r"\b(qu|[jmtlsdnc])'(?=[a-z])")
_NOT_KEPT = re.compile(r"[^\w'.,!?;:]+|_+")
_LOOSE_APOSTROPHE = re.compile(r"(?<![^\W_])'|'(?![^\W_])")
_PUNCT_RUN = re.compile(r"([.,!?;:])[\s.,!?;:]*")
_LONG_REPEAT = re.compile(r"([^\W\d_])\1{2,}")
_DOUBLE = re.compile(r"([^\W\d_])\1")
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_SPACES = re.compile(r"\s+")
_LEET = str.maketrans({"1": "i", "3": "e", "0": "o", "4": "a", "5": "s", "7": "t", "8": "b"})


class Normaliser:
    """Turns raw text into the lowercase, accent-free, spelled-out form every pattern uses."""

    def __init__(
        self,
        spelling: dict[str, Any],
        emoji: dict[str, str],
        known: set[str],
        is_word: Any,
        english: set[str],
    ) -> None:
        self._words: dict[str, str] = {k.lower(): v.lower() for k, v in spelling["words"].items()}
        self._words.update(dict.fromkeys(spelling.get("fillers", []), ""))
        self._known = known | set(self._words)
        self._is_word = is_word  # a real English word form: never "corrected"
        before = {k.lower(): v.lower() for k, v in spelling.get("before_words", {}).items()}
        self._before = before
        self._before_re = _alternation(before)
        phrases = {k.lower(): v.lower() for k, v in spelling.get("phrases", {}).items()}
        self._phrases = phrases
        self._phrase_re = _alternation(phrases)
        self._to_before = re.compile(
            r"\b(" + "|".join(map(re.escape, spelling["two_means_to_after"])) + r") 2 (?=[a-z])"
        )
        # Contractions typed without the apostrophe ("ill hurt him", "hed burn it"): read as
        # "i will", "he would" only before a verb of the list, so "ill" and "hell" stay words.
        bare = spelling.get("bare_contractions", {})
        self._bare = {k.lower(): v.lower() for k, v in bare.get("words", {}).items()}
        self._bare_re: re.Pattern[str] | None = None
        if self._bare:
            verbs = "|".join(map(re.escape, bare["before"]))
            words = "|".join(map(re.escape, self._bare))
            # A filler may stand between them: "id honestly be grateful" is "i would ... be".
            fillers = "|".join(map(re.escape, spelling.get("fillers", [])))
            self._bare_re = re.compile(
                rf"(?<!the )\b({words}) (?=(?:(?:{fillers}) )*(?:{verbs})\b)"
            )
        self._emoji = emoji
        self._emoji_re = _alternation(emoji)
        # Deletion neighbourhoods find a misspelling one edit away from a word: in any language
        # a few long key words, in English any word the patterns use ("sawllowed", "breatihng",
        # "balde"). A variant two words share is left alone.
        self._key_fuzzy = _neighbourhoods(spelling.get("fuzzy", []))
        self._fuzzy = _neighbourhoods(english | set(spelling.get("fuzzy", [])))
        self._fix_word = functools.lru_cache(maxsize=_CACHE_LIMIT)(self._fix_word_uncached)
        self._unmask_targets = tuple(w.lower() for w in spelling.get("unmask", []))

    def _unmask(self, word: str) -> str:
        """The one listed word the masked `word` can stand for, each star one to three letters;
        left as it is when none or several fit."""
        shape = re.compile(
            "".join("[a-z]{1,3}" if c == "*" else re.escape(c) for c in re.sub(r"\*+", "*", word))
        )
        found = {t for t in self._unmask_targets if shape.fullmatch(t)}
        return found.pop() if len(found) == 1 else word

    def __call__(self, text: str) -> tuple[str, bool]:
        """The clean text, and whether it held a means emoji (pill, knife, rope...)."""
        text = _CONTROL.sub("", unicodedata.normalize("NFKC", text))
        # Another language's words are not misspelt English ("samedi" is not "shamed"): there
        # only the key words are fixed.
        english = reads_as_english(text)
        means_emoji = False
        if self._emoji_re is not None and not text.isascii():
            text, found = self._emoji_re.subn(lambda m: f" {self._emoji[m.group(0)]} ", text)
            means_emoji = found > 0
        text = _strip_accents(text.casefold())
        text = _APOSTROPHE.sub("'", text)
        text = _LINE_BREAK.sub(" . ", text)
        text = _WORD_HYPHEN.sub(" ", text)
        text = _DASHES.sub(" , ", text)
        text = _AGE_WORD.sub(r"\1 yearold ", text)
        text = _CLOCK.sub(r"\1 \2m ", text)
        text = self._to_before.sub(r"\1 to ", text)
        text = _SYMBOL_IN_WORD.sub(lambda m: _SYMBOL_LETTERS[m.group(0)], text)
        if "*" in text and self._unmask_targets:
            text = _MASKED.sub(lambda m: self._unmask(m.group(0)), text)
        text = _NOT_KEPT.sub(" ", text)
        text = _LOOSE_APOSTROPHE.sub(" ", text)
        if self._bare_re is not None:
            text = self._bare_re.sub(lambda m: self._bare[m.group(1)] + " ", text)
        if self._before_re is not None:
            text = self._before_re.sub(lambda m: self._before[m.group(0)], text)
        text = _WORD.sub(lambda m: self._fix_word(m.group(0), english), text)
        text = text.replace("can't", "can not").replace("won't", "will not")
        text = _NT.sub(" not", text)
        text = _HAD_PARTICIPLE.sub(r"\1 had", text)
        text = _MODAL_HAVE.sub(r"\1 have", text)
        text = _PRONOUN_CONTRACTION.sub(lambda m: f"{m[1]} {_CONTRACTION_WORDS[m[2]]}", text)
        text = _ELISION.sub(r"\1 ", text)
        if self._phrase_re is not None:
            text = self._phrase_re.sub(lambda m: self._phrases[m.group(0)], text)
        text = _PUNCT_RUN.sub(r" \1 ", text)
        return _SPACES.sub(" ", text).strip(), means_emoji

    def _fix_word_uncached(self, word: str, english: bool) -> str:
        if word in self._words:
            return self._words[word]
        if word in self._known or word.isdigit():
            return word
        candidates = [_LONG_REPEAT.sub(r"\1\1", word)]
        candidates.append(_DOUBLE.sub(r"\1", candidates[0]))
        if any(ch.isdigit() for ch in word) and any(ch.isalpha() for ch in word):
            leet = _LONG_REPEAT.sub(r"\1\1", word.translate(_LEET))
            candidates += [leet, _DOUBLE.sub(r"\1", leet)]
        for candidate in candidates:
            if candidate in self._words:
                return self._words[candidate]
            if candidate in self._known:
                return candidate
        plain = candidates[0]
        if len(plain) < FUZZY_MIN or not plain.isalpha() or self._is_word(plain):
            return plain
        # A rare form of a real word is real too: "unblocking", "homebodies".
        if any(self._is_word(stem) for stem in _stems(plain)):
            return plain
        if not english:
            return _nearest(plain, self._key_fuzzy) or plain
        # Two letters swapped is the commonest slip on a phone keyboard, and rarely makes
        # another word: any real word it gives back is taken ("imgaining", "thorat").
        swapped = {plain[:i] + plain[i + 1] + plain[i] + plain[i + 2 :]
                   for i in range(len(plain) - 1)} - {plain}
        found = sorted(w for w in swapped if w in self._known) or sorted(
            w for w in swapped if self._is_word(w))
        fixed = found[0] if len(found) == 1 else _nearest(plain, self._fuzzy)
        # The fixed word is then read like any other: "wnana" is "wanna", so "want to".
        return self._words.get(fixed, fixed) if fixed else plain


FUZZY_MIN = 5  # letters a word needs before it is read as a misspelling of another
_ENDINGS = (("ing", ""), ("ing", "e"), ("ed", ""), ("ed", "e"), ("ies", "y"), ("es", ""),
            ("s", ""), ("ly", ""), ("er", ""), ("ers", ""))


def _stems(word: str) -> list[str]:
    return [word[: -len(end)] + add for end, add in _ENDINGS
            if word.endswith(end) and len(word) - len(end) >= 3]


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def _neighbourhoods(targets: Iterable[str]) -> dict[str, str]:
    """Each target word of FUZZY_MIN letters or more, and each deletion of it, mapped to the
    word; a variant that two targets share is left out, since it could be either."""
    out: dict[str, str] = {}
    shared: set[str] = set()
    for target in sorted(targets):
        if len(target) < FUZZY_MIN or not target.isalpha():
            continue
        for variant in {target, *_deletions(target)}:
            if out.setdefault(variant, target) != target:
                shared.add(variant)
    for variant in shared:
        del out[variant]
    return out


def _nearest(word: str, neighbourhoods: dict[str, str]) -> str | None:
    """The one target one edit away from `word` (a letter added, dropped, changed or two
    swapped), or None."""
    found = {neighbourhoods[v] for v in (word, *_deletions(word)) if v in neighbourhoods}
    # Two words that share a deletion may be two edits apart ("chaged", "hanged"): keep one
    # edit only.
    found = {target for target in found if _one_edit(word, target)}
    return found.pop() if len(found) == 1 else None


def _one_edit(a: str, b: str) -> bool:
    """Whether `b` is `a` with one letter added, dropped or changed, or two neighbours swapped."""
    if len(a) > len(b):
        a, b = b, a
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), len(a))
    if len(a) < len(b):
        return a[i:] == b[i + 1 :]
    if a[i + 1 :] == b[i + 1 :]:
        return True
    return a[i : i + 2] == b[i : i + 2][::-1] and a[i + 2 :] == b[i + 2 :]


def _alternation(mapping: dict[str, str]) -> re.Pattern[str] | None:
    if not mapping:
        return None
    keys = sorted(mapping, key=len, reverse=True)
    words = all(k[:1].isalnum() and k[-1:].isalnum() for k in keys)
    body = "|".join(map(re.escape, keys))
    return re.compile(rf"\b(?:{body})\b" if words else f"(?:{body})")


def _bounded(text: str) -> str:
    """Drop repeated sentences, then keep the start and the end of a text still too long."""
    if len(text) <= MAX_CHARS:
        return text
    seen: set[str] = set()
    kept: list[str] = []
    for sentence in re.split(r"(?<=[.!?;]) ", text):
        if sentence not in seen:
            seen.add(sentence)
            kept.append(sentence)
    text = " ".join(kept)
    if len(text) <= MAX_CHARS:
        return text
    return text[:HEAD_CHARS] + " . " + text[-(MAX_CHARS - HEAD_CHARS) :]


# --------------------------------------------------------------------------- patterns


@dataclass
class Rule:
    """One reviewed rule from patterns.yml, after compilation."""

    id: str
    category: str
    level: str
    description: str
    language: str = "en"
    also: tuple[str, ...] = ()  # further categories the same words point to
    person: str = "self"  # self | other | detect | victim: whose risk it is (see patterns.yml)
    negatable: bool = True
    past: str = "keep"  # keep | lower | safe: what a history long ago does (see patterns.yml)
    reported: str = "keep"  # keep | lower: "he told me to kill myself" is his words, not mine
    joke: str = "keep"  # keep | lower: "kms jk" is a check-in, not an alarm (see patterns.yml)
    escalate: dict[str, tuple[str, ...]] = field(default_factory=dict)  # level -> modifier groups
    if_minor: tuple[str, ...] = ()  # categories added when the user says they are a child
    requires: tuple[str, ...] = ()  # modifier groups of which one must be in the message
    unless: tuple[str, ...] = ()  # modifier groups any of which cancels the rule
    idiom_proof: bool = False  # its own words rule out the everyday sense (see patterns.yml)
    hyperbole: bool = False  # its words have a common everyday sense (see patterns.yml)


_RULE_KEYS = {
    "id", "category", "level", "description", "patterns", "language", "also", "person",
    "negatable", "past", "reported", "joke", "escalate", "if_minor", "requires", "unless",
    "idiom_proof", "hyperbole",
}  # fmt: skip
_SCOPED_GROUPS = {
    "now_near": "after",
    "reported_speech": "before",
    "just_now": "before",
    "imminent": "before",
}


@dataclass
class _Hit:
    rule: Rule
    start: int
    end: int
    level: str = "none"
    third: bool = False
    mods: tuple[str, ...] = ()


class Screen:
    """The compiled patterns and the spaCy pipeline they run on."""

    def __init__(
        self, nlp: Language, config: dict[str, Any], opinion: SecondOpinion | None = None
    ) -> None:
        from spacy.matcher import PhraseMatcher

        self.nlp = nlp
        self.opinion = opinion
        self.strings = nlp.vocab.strings
        lemmatizer = nlp.get_pipe("lemmatizer")
        self._lemma_table = lemmatizer.lookups.get_table("lemma_lookup")
        self.lists: dict[str, list[str]] = config["lists"]
        self._lemma_fixes: dict[str, str] = config["lemma_fixes"]
        known = _words_in(config)
        # A real word is never "corrected": scripts/build_spacy.py puts the list of them, the
        # lemma table's forms among them, in the pipeline.
        self.normalise = Normaliser(
            config["spelling"],
            config["emoji"],
            known,
            nlp.vocab.lookups.get_table("known_words").__contains__,
            config["english_words"],
        )
        self.phrases = PhraseMatcher(nlp.vocab, attr="LOWER")
        # Token patterns wait here, grouped by anchor, until `_build_matchers`.
        self._pending: dict[tuple[Slot, ...] | None, list[tuple[str, Any]]] = {}
        self._used_lemmas: set[str] = set()
        self._token_cache: dict[str, list[str]] = {}
        self._lemma_cache: dict[int, int] = {}

        self.rules: dict[int, Rule] = {}
        for raw in config["rules"]:
            rule = _parse_rule(raw)
            key = self.strings.add(rule.id)
            if key in self.rules:
                raise ValueError(f"duplicate rule id {rule.id}")
            self.rules[key] = rule
            self._add(key, raw["patterns"], rule.id)

        modifiers = config["modifiers"]
        self.groups: dict[int, str] = {}
        for name, spec in modifiers["groups"].items():
            key = self.strings.add(f"mod.{name}")
            self.groups[key] = name
            self._add(key, spec["patterns"], name)
        self.idiom_key = self.strings.add("mod.idiom")
        self._add(self.idiom_key, modifiers["idioms"], "idioms")
        self.negation_exception_key = self.strings.add("mod.not_a_negation")
        self._add(self.negation_exception_key, modifiers["negation"]["exceptions"], "exceptions")
        self._build_matchers()
        self._hyperbole = frozenset(r.id for r in self.rules.values() if r.hyperbole)
        # Any form of the words: "strangled", "choking", "smothers" (never discounted).
        stems = (verb.removesuffix("e") for verb in config["lists"]["strangle_verbs"])
        self._strangling = re.compile(rf"\b(?:{'|'.join(map(re.escape, stems))})")
        for rule in self.rules.values():
            escalating = (g for gs in rule.escalate.values() for g in gs)
            for group in (*rule.requires, *rule.unless, *escalating):
                if group not in modifiers["groups"]:
                    raise ValueError(f"{rule.id}: unknown modifier group {group}")

        negation = modifiers["negation"]
        self.negations = self._hashes(negation["cues"])
        self.bridges = self._hashes(negation["bridge"])
        self.max_gap: int = negation["max_gap"]
        self.negation_subjects = self._hashes(negation["subjects"])
        self.clause_breaks = self._hashes(modifiers["clause_breaks"])
        self.sentence_ends = self._hashes(_SENTENCE_END)
        person = modifiers["person"]
        self.first_person = self._hashes(person["first"])
        self.third_person = self._hashes(person["third"])
        self.first_objects = self._hashes(person["first_objects"])
        self.first_subjects = self._hashes(person["first_subjects"])
        self.reflexives = self._hashes(person["reflexives"])
        self.third_objects = self._hashes(person["third_objects"])
        self.passive = self._hashes(person["passive"])
        self.not_passive_before = self._hashes(person["not_passive_before"])
        self.subordinators = self._hashes(person["subordinators"])
        self.determiners = self._hashes(person["determiners"])
        self.possessives = self._hashes(person["possessives"])
        self.objects = self._hashes(person["objects"])
        self.auxiliaries = self._hashes(["@aux"])
        self.person_window: int = person["window"]

    @classmethod
    def load(
        cls, model: str | os.PathLike[str] | None = None, *, second_opinion: bool = True
    ) -> Screen:
        """The screen with its patterns, and the second opinion unless told not to."""
        # spaCy is imported here, not at module import: the action server imports every module
        # of the package at start-up and most of them never need it.
        import spacy

        path = model or os.environ.get(MODEL_ENV) or DEFAULT_MODEL
        nlp = spacy.load(path)
        return cls(nlp, load_patterns(), _load_opinion() if second_opinion else None)

    # ---- compilation

    def _hashes(self, words: Iterable[str]) -> frozenset[int]:
        out: set[int] = set()
        for word in words:
            word = _text(word)
            entries = self._list(word[1:]) if word.startswith("@") else [word]
            for token in (t for entry in entries for t in self._tokens(entry)):
                out.add(self.strings.add(token))
        return frozenset(out)

    def _tokens(self, text: str) -> list[str]:
        """A pattern word, cleaned up and split exactly as a message would be."""
        if text not in self._token_cache:
            if text.startswith("'"):  # a clitic such as "'s" is already a token
                head, _, rest = text.partition(" ")
                tokens = [head.lower(), *(self._tokens(rest) if rest else [])]
            else:
                tokens = [t.text for t in self.nlp.make_doc(self.normalise(text)[0])]
            self._token_cache[text] = tokens
        return self._token_cache[text]

    def _lemma_of(self, word: str) -> str:
        return self._lemma_fixes.get(word) or self._lemma_table.get(word, word)

    def _add(self, key: int, patterns: Sequence[str], owner: str) -> None:
        token_patterns: list[list[dict[str, Any]]] = []
        phrase_docs = []
        for pattern in patterns:
            try:
                for tokens in self._compile(_text(pattern)):
                    if all(set(t) == {"LOWER"} and isinstance(t["LOWER"], str) for t in tokens):
                        phrase_docs.append(self._doc([t["LOWER"] for t in tokens]))
                    else:
                        token_patterns.append(tokens)
            except ValueError as error:
                raise ValueError(f"{owner}: pattern {pattern!r}: {error}") from None
        name = self.strings[key]  # the matchers take the name and report its hash
        for tokens in token_patterns:
            self._pending.setdefault(_anchor(tokens), []).append((name, tokens))
        if phrase_docs:
            self.phrases.add(name, phrase_docs)

    def _build_matchers(self) -> None:
        """One small Matcher per anchor word; a message only runs those whose anchor it has.

        spaCy's Matcher tries every pattern at every token, so 3,000 patterns in one Matcher
        cost milliseconds per message. Each pattern is filed under its most selective required
        word (its anchor): a pattern for "... took ... pills" never runs on a message without
        "pills" in it.
        """
        from spacy.matcher import Matcher

        self._matchers: list[Any] = []
        self._reach: list[int] = []  # the longest pattern of each matcher, in tokens
        # A second word all the matcher's patterns need: (attribute, its hashes).
        self._second: list[tuple[str, frozenset[int]] | None] = []
        self._always: list[int] = []
        self._by_attr: dict[str, dict[int, list[int]]] = {"LOWER": {}, "LEMMA": {}}
        for anchor, entries in self._pending.items():
            # No schema check: `_compile` only writes keys spaCy knows, and checking thousands
            # of patterns would add seconds to every start-up.
            matcher = Matcher(self.nlp.vocab, validate=False)
            by_name: dict[str, list[Any]] = {}
            for name, tokens in entries:
                by_name.setdefault(name, []).append(tokens)
            for name, patterns in by_name.items():
                matcher.add(name, patterns)
            index = len(self._matchers)
            self._matchers.append(matcher)
            self._reach.append(max(len(tokens) for _, tokens in entries))
            if anchor and len(anchor) > 1:
                attr, values = anchor[1]
                self._second.append((attr, frozenset(self.strings.add(v) for v in values)))
            else:
                self._second.append(None)
            if anchor is None:
                self._always.append(index)
                continue
            attr, values = anchor[0]
            for value in values:
                self._by_attr[attr].setdefault(self.strings.add(value), []).append(index)
        self._pending.clear()

    def _matches(self, doc: Doc) -> list[tuple[int, int, int]]:
        found = list(self.phrases(doc))
        for i in self._always:
            found += self._matchers[i](doc)
        anchors: dict[int, list[int]] = {}  # matcher -> where its anchor word is
        by_lower, by_lemma = self._by_attr["LOWER"], self._by_attr["LEMMA"]
        if len(doc) <= 64:
            for place, token in enumerate(doc):
                for i in (*by_lower.get(token.lower, ()), *by_lemma.get(token.lemma, ())):
                    anchors.setdefault(i, []).append(place)
        else:
            for attr, index in self._by_attr.items():
                column = doc.to_array(attr)
                for value in set(column.tolist()) & index.keys():
                    places = np.flatnonzero(column == value).tolist()
                    for i in index[value]:
                        anchors.setdefault(i, []).extend(places)
        present: dict[str, set[int]] = {}
        for i, places in sorted(anchors.items()):
            second = self._second[i]
            if second is not None:
                attr, needed = second
                if attr not in present:
                    present[attr] = set(doc.to_array(attr).tolist())
                if present[attr].isdisjoint(needed):
                    continue
            found += self._run_near(i, doc, sorted(places))
        return found

    def _run_near(self, i: int, doc: Doc, places: list[int]) -> list[tuple[int, int, int]]:
        """Run matcher i only on the stretches of a long message around its anchor word."""
        reach = self._reach[i]
        if len(doc) <= 4 * reach:
            return list(self._matchers[i](doc))
        windows: list[list[int]] = []
        for place in places:
            start, end = max(place - reach, 0), min(place + reach + 1, len(doc))
            if windows and start <= windows[-1][1]:
                windows[-1][1] = end
            else:
                windows.append([start, end])
        found = []
        for start, end in windows:
            spans = self._matchers[i](doc[start:end])
            found += [(key, first + start, last + start) for key, first, last in spans]
        return found

    def _doc(self, words: list[str]) -> Doc:
        from spacy.tokens import Doc

        return Doc(self.nlp.vocab, words=words)

    def _compile(self, pattern: str) -> list[list[dict[str, Any]]]:
        """A pattern line -> the spaCy token patterns it stands for (see patterns.yml)."""
        parts = pattern.split()
        _check_slot_boundaries(parts)
        slots = [self._slot(part) for part in parts]
        if not slots:
            raise ValueError("empty pattern")
        combos = 1
        for options in slots:
            combos *= len(options)
        if combos > 512:
            raise ValueError(f"expands to {combos} patterns; split it up")
        out = []
        for choice in itertools.product(*slots):
            tokens = [token for seq in choice for token in seq]
            if not tokens or all(t.get("OP") == "?" for t in tokens):
                raise ValueError("every word is optional")
            out.append(tokens)
        return out

    def _slot(self, part: str) -> list[list[dict[str, Any]]]:
        """One slot -> its alternatives, each a sequence of token specs (empty = skipped)."""
        optional = part.endswith("?") and len(part) > 1
        body = part[:-1] if optional else part
        wild = re.fullmatch(r"\*(\d*)", body)
        if wild:
            spec = {"IS_PUNCT": False}
            if wild.group(1):  # "*3": up to three words
                return [[{**spec, "OP": "?"} for _ in range(int(wild.group(1)))]]
            return [[{**spec, "OP": "?"}]] if optional else [[spec]]
        every_lemma = body.startswith("~")
        by_attr: dict[str, list[str]] = {"LOWER": [], "LEMMA": []}
        options = []
        for alt in (body[1:] if every_lemma else body).split("|"):
            attr = "LEMMA" if every_lemma or alt.startswith("~") else "LOWER"
            alt = alt.lstrip("~")
            if "*" in alt or "?" in alt[:-1]:
                raise ValueError(f"{alt!r}: a wildcard or '?' is a slot of its own")
            if alt.startswith("#"):
                options += self._number(alt)
            elif alt.startswith("@"):
                by_attr[attr] += self._list(alt[1:])
            elif alt:
                by_attr[attr].append(alt.replace("_", " "))
        options += [opt for attr, words in by_attr.items() for opt in self._words(words, attr)]
        if not options:
            raise ValueError(f"empty slot {part!r}")
        if optional:
            if len(options) == 1 and len(options[0]) == 1:
                return [[{**options[0][0], "OP": "?"}]]
            options = [*options, []]
        return options

    def _list(self, name: str) -> list[str]:
        if name not in self.lists:
            raise ValueError(f"unknown list @{name}")
        out: list[str] = []
        for entry in self.lists[name]:
            entry = _text(entry)
            out += self._list(entry[1:]) if entry.startswith("@") else [entry]
        return out

    def _words(self, words: list[str], attr: str) -> list[list[dict[str, Any]]]:
        singles: list[str] = []
        multi: list[list[list[str]]] = []
        for word in words:
            tokens = self._tokens(word)
            if not tokens:
                raise ValueError(f"{word!r} cleans up to nothing")
            if attr == "LEMMA":
                # The lookup table is not always consistent ("matter" -> "matt" but "matters"
                # -> "matter"), so a pattern lemma also accepts what the table makes of it.
                forms = [sorted({t, self._lemma_of(t)}) for t in tokens]
                self._used_lemmas.update(f for group in forms for f in group)
            else:
                forms = [[t] for t in tokens]
            if len(forms) == 1:
                singles += forms[0]
            else:
                multi.append(forms)
        options = [[{attr: _one_of(group)} for group in seq] for seq in multi]
        if singles:
            options.insert(0, [{attr: _one_of(sorted(set(singles)))}])
        return options

    @staticmethod
    def _number(body: str) -> list[list[dict[str, Any]]]:
        if body == "#":
            return [[{"LIKE_NUM": True}], [{"LOWER": {"IN": sorted(_OTHER_NUMBER_WORDS)}}]]
        if body == "#big":  # ten or more
            words = _NUMBER_WORDS_10_PLUS
            return [[{"LOWER": {"REGEX": r"^[1-9]\d+$"}}], [{"LOWER": {"IN": words}}]]
        if body == "#minor":  # an age from 10 to 17
            return [[{"LOWER": {"REGEX": r"^1[0-7]$"}}], [{"LOWER": {"IN": _MINOR_AGE_WORDS}}]]
        if body == "#adult":  # an age from 18 to 99
            adult = {"LOWER": {"REGEX": r"^(1[89]|[2-9]\d)$"}}
            return [[adult], [{"LOWER": {"IN": _ADULT_AGE_WORDS}}]]
        if body == "#dose":  # a milligram amount of 5000 or more
            return [[{"LOWER": {"REGEX": r"^([5-9]\d{3}|\d{5,})(mg)?$"}}]]
        raise ValueError(f"unknown number slot {body}")

    # ---- screening

    def assess(self, text: str) -> Assessment:
        return combine(self.read(text), self.opinion)

    def read(self, text: str) -> Reading:
        """The rules alone, with the clean text and what they know about its safety."""
        if not isinstance(text, str) or not text.strip():
            return Reading(NONE)
        clean, means_emoji = self.normalise(text)
        if not clean:
            return Reading(NONE)
        if clean[-1] not in ".!?":
            clean += " ."  # so that "what's the point" at the very end reads as said in full
        assessment, guarded, idiom_free = self._judge_clean(clean, means_emoji)
        # The second opinion reads a person's words. Emoji alone, spelled out as words by the
        # clean-up ("💊💊💊" -> "pills pills pills"), are for the rules to judge.
        own_words = _LETTER.search(text) is not None
        if not own_words:
            return Reading(assessment, "", guarded)
        stretches: tuple[str, ...] = ()
        # Someone else's words, someone else's risk or a joke is about who speaks, which a
        # sentence read alone no longer knows ("my sister says she wants to die. she stands at
        # the yellow line every night"); emoji spelled out as words are the rules' to judge.
        opens = guarded and not means_emoji and not _SPEAKER_MODS.intersection(assessment.cues)
        if opens and RANK[assessment.level] < RANK["crisis"]:
            candidates = [*windows(clean), idiom_free]
            stretches = tuple(
                s
                for s in dict.fromkeys(candidates)
                if s and _opens_on_words(s) and self._is_open(s)
            )
        return Reading(
            assessment, clean, guarded, stretches, self._rests_on_hyperbole(assessment, clean)
        )

    def _rests_on_hyperbole(self, assessment: Assessment, clean: str) -> bool:
        """`Reading.hyperbole`: a crisis every rule of which has words with an everyday sense."""
        if assessment.level != "crisis":  # most messages: no list of cues built for them
            return False
        fired = [cue for cue in assessment.cues if ":" not in cue and not cue.startswith("mod.")]
        return (
            bool(fired)
            and self._hyperbole.issuperset(fired)
            and not self._strangling.search(clean)
        )

    def _is_open(self, stretch: str) -> bool:
        """Whether the rules, reading this already clean stretch alone, see no reason it is safe
        and no crisis. A crisis they see alone, in a message they judge lower as a whole, was
        lowered by the rest of it on purpose ("he shoved me once, years ago. he's in prison now
        and I'm ok"): that is for the rules, not for the model to undo."""
        assessment, guarded, _ = self._judge_clean(stretch, means_emoji=False)
        return not guarded and RANK[assessment.level] < RANK["crisis"]

    def _judge_clean(self, clean: str, means_emoji: bool) -> tuple[Assessment, bool, str]:
        """`_judge` on already cleaned-up text, and the text without its idioms' words."""
        doc = self.nlp.make_doc(_bounded(clean))
        self._set_lemmas(doc)
        assessment, guarded, idioms = self._judge(doc, means_emoji)
        return assessment, guarded, _without_idioms(doc, idioms)

    def _set_lemmas(self, doc: Doc) -> None:
        cache = self._lemma_cache
        if len(cache) > _CACHE_LIMIT:
            cache.clear()
        for token in doc:
            lemma = cache.get(token.lower)
            if lemma is None:
                # Only lemmas some pattern asks for are looked up and stored; any other token
                # keeps its own form, which no LEMMA pattern can match by mistake.
                word = self._lemma_of(token.lower_)
                lemma = self.strings.add(word) if word in self._used_lemmas else token.lower
                cache[token.lower] = lemma
            token.lemma = lemma

    def _judge(
        self, doc: Doc, means_emoji: bool
    ) -> tuple[Assessment, bool, list[tuple[int, int]]]:
        """The rules' assessment, whether they saw a reason the message is safe, and where its
        idioms are."""
        hits: list[_Hit] = []
        groups: dict[str, list[tuple[int, int]]] = {}
        idioms: list[tuple[int, int]] = []
        not_negations: set[int] = set()
        for key, start, end in self._matches(doc):
            if key in self.rules:
                hits.append(_Hit(self.rules[key], start, end))
            elif key in self.groups:
                groups.setdefault(self.groups[key], []).append((start, end))
            elif key == self.idiom_key:
                idioms.append((start, end))
            elif key == self.negation_exception_key:
                not_negations.update(range(start, end))
        # An idiom or a "safe now" anywhere guards the message even when no rule fired:
        # "you're killing it" must not be left to a model that has seen "killing" in crises.
        safe_seen = bool(idioms) or "past_safe" in groups
        if not hits:
            return NONE, safe_seen, idioms
        if means_emoji:
            groups.setdefault("means", []).append((0, 0))

        sentence_ends = [i for i, t in enumerate(doc) if t.lower in self.sentence_ends]
        kept: list[_Hit] = []
        dropped: list[str] = []
        for hit in sorted(hits, key=lambda h: (h.start, h.end)):
            if hit.rule.requires and not any(g in groups for g in hit.rule.requires):
                continue
            if hit.rule.unless and any(g in groups for g in hit.rule.unless):
                dropped.append(f"unless:{hit.rule.id}")
                continue
            if not hit.rule.idiom_proof and any(s < hit.end and hit.start < e for s, e in idioms):
                dropped.append(f"idiom:{hit.rule.id}")
            elif hit.rule.negatable and self._negated(doc, hit, not_negations):
                dropped.append(f"negated:{hit.rule.id}")
            else:
                self._grade(doc, hit, groups, sentence_ends)
                if hit.level == "none":
                    dropped.append(f"past:{hit.rule.id}")
                else:
                    kept.append(hit)
        guarded = safe_seen or any(d.startswith(_GUARD_PREFIXES) for d in dropped)
        guarded = guarded or any(m in _GUARD_MODS for h in kept for m in h.mods)
        if not kept:
            return Assessment("none", cues=tuple(dict.fromkeys(dropped))), guarded, idioms
        return self._combine(kept, dropped), guarded, idioms

    def _negated(self, doc: Doc, hit: _Hit, not_negations: set[int]) -> bool:
        """A denial just before the phrase, with only bridge words between ("not going to")."""
        if (
            hit.start
            and doc[hit.start].lower in self.negation_subjects
            and doc[hit.start - 1].lower in self.negations
        ):
            return False  # the denial closes the clause before: "i wouldn't, he hit me"
        for i in range(hit.start - 1, max(hit.start - 1 - self.max_gap, -1), -1):
            token = doc[i].lower
            if token in self.negations and i not in not_negations:
                return True
            if token not in self.bridges or token in self.clause_breaks:
                return False
        return False

    def _grade(
        self,
        doc: Doc,
        hit: _Hit,
        groups: dict[str, list[tuple[int, int]]],
        sentence_ends: list[int],
    ) -> None:
        rule = hit.rule
        mods: list[str] = []
        sentence = bisect_right(sentence_ends, hit.start)

        def present(group: str) -> bool:
            spans = groups.get(group, ())
            where = _SCOPED_GROUPS.get(group)
            if where == "after":  # three words on, same clause: "die now", not "die. But now"
                return any(
                    hit.end <= s <= hit.end + 3
                    and not any(doc[i].lower in self.clause_breaks for i in range(hit.end, s))
                    for s, _ in spans
                )
            if where == "before":  # just before the phrase, or inside it ("he just hit me")
                return any(hit.start - 2 <= e <= hit.end for _, e in spans)
            return bool(spans)

        def in_sentence(group: str) -> bool:
            return any(bisect_right(sentence_ends, s) == sentence for s, _ in groups.get(group, ()))

        def child_named_before() -> bool:
            """A child under 18 named earlier in the phrase's own sentence."""
            return any(
                s < hit.start and bisect_right(sentence_ends, s) == sentence
                for s, _ in groups.get("child_at_risk", ())
            )

        def told_long_ago_next() -> bool:
            """ "He hit me. That was years ago.": the next sentence opens by placing it long ago."""
            if sentence >= len(sentence_ends):
                return False
            opening = sentence_ends[sentence] + 1
            return any(s == opening for s, _ in groups.get("past_told", ()))

        def back_again() -> bool:
            """A "recent" cue in the sentence that is not part of a safe one ("these days I'm
            doing well" says the person is well, not that it is back) nor of a long-ago one
            ("two years ago today" is an anniversary)."""
            safe = groups.get("past_safe", ())
            long_ago_spans = groups.get("past", ())
            return any(
                bisect_right(sentence_ends, s) == sentence
                and not any(a - 4 <= s <= b for a, b in safe)
                and not any(a <= s < b for a, b in long_ago_spans)
                for s, _ in groups.get("recent", ())
            )

        level = rule.level
        third = rule.person == "other"
        detected = False
        if rule.person in ("detect", "victim") and self._about_someone_else(doc, hit):
            detected = not present("asking_for_a_friend")
            third = detected
            mods.append("mod.third_person" if detected else "mod.asking_for_a_friend")
        if rule.reported == "lower" and present("reported_speech"):
            level = min(level, "concern", key=RANK.__getitem__)
            mods.append("mod.reported_speech")
        told_long_ago = (in_sentence("past") or told_long_ago_next()) and not back_again()
        long_ago = rule.past != "keep" and told_long_ago
        for target in ("crisis", "emergency"):
            if RANK[level] + 1 != RANK[target]:
                continue  # one level at a time: a concern needs a crisis cue before a time cue
            if target == "emergency" and told_long_ago:
                # "Five years ago he hit me. Today I have a good life": the "today" of another
                # sentence does not make an act told as long past happen now, even for a rule
                # that keeps its level for the past.
                continue
            group = next((g for g in rule.escalate.get(target, ()) if present(g)), None)
            if group:
                level = target
                mods.append(f"mod.{group}")
        if long_ago:
            if present("past_safe"):  # "I used to cut but I'm doing much better now"
                level = "none"
                mods.append("mod.past_safe")
            elif rule.past == "lower" and RANK[level] > RANK["concern"]:
                level = "concern"
                mods.append("mod.past")
        # A joke marker with nothing earnest beside it ("kms jk", but not "jk... unless? no but
        # fr"): a check-in asks gently instead of raising an alarm. An emergency stays one.
        if (
            rule.joke == "lower"
            and level == "crisis"
            and present("joke")
            and not present("earnest")
        ):
            level = "concern"
            mods.append("mod.joke")
        if detected and level == "crisis" and rule.category not in _STAYS_CRISIS_FOR_OTHERS:
            if child_named_before():  # "my 12yo says she wants to die": the child's crisis
                mods.append("mod.child_at_risk")
            elif present("their_plan"):
                # "My friend wants to die" asks for a check-in with the helper; "...and she has
                # it all planned", a fresh attempt or fresh cuts are a crisis the helper is in.
                mods.append("mod.their_plan")
            else:
                level = "concern"
        hit.level, hit.third, hit.mods = level, third, tuple(mods)
        if rule.if_minor and present("minor"):
            hit.mods += ("mod.minor",)

    def _about_someone_else(self, doc: Doc, hit: _Hit) -> bool:
        """Whose risk is it? Read from the objects in the phrase and the subject before it."""
        inside = {doc[i].lower for i in range(hit.start, min(hit.end + 1, len(doc)))}
        if inside & self.first_objects:  # "he forced himself on me" is about me
            return False
        if inside & self.first_subjects and not inside & self.reflexives:
            return False  # "I'm taking them": the pills; "I think she'll hurt herself" is hers
        victim = hit.rule.person == "victim"
        if not victim and inside & self.third_objects:  # "she wants to kill herself"
            return True
        # The nearest person named before the phrase. For `victim` rules a "he" or "she"
        # there is the one doing the harm, unless the verb is passive ("she was raped").
        passive = not victim
        auxiliary_seen = False
        for i in range(hit.start - 1, max(hit.start - 1 - self.person_window, -1), -1):
            token = doc[i].lower
            if token in self.clause_breaks:
                break
            if token in self.first_person:
                return False
            if token in self.third_person:
                if i + 1 < hit.start and (
                    token in self.possessives
                    or token in self.objects
                    or self._opens_other_clause(doc, i)
                ):
                    continue  # "in his car", "believing him", "since she left": not at risk
                if passive:
                    return True
                break
            if token in self.passive and not auxiliary_seen:
                auxiliary_seen = True
                passive = passive or not self._active_after(doc, i)
        return bool(inside & self.third_objects)  # "he raped her"

    def _opens_other_clause(self, doc: Doc, i: int) -> bool:
        """Does the person at `i` open a clause of its own ("since [my] mum left")? Not when an
        auxiliary follows: in "when my partner is suicidal" the phrase is still about them."""
        if doc[i + 1].lower in self.auxiliaries:
            return False
        j = i - 1
        if j >= 0 and doc[j].lower in self.determiners:
            j -= 1
        return j >= 0 and doc[j].lower in self.subordinators

    def _active_after(self, doc: Doc, i: int) -> bool:
        """Is the auxiliary at `i` part of an active verb ("is going to", "been hitting")?"""
        following = doc[i + 1]  # the phrase itself comes after, so there is always one
        text = following.lower_
        return following.lower in self.not_passive_before or (
            text.endswith("ing") and text != "being"
        )

    def _combine(self, hits: list[_Hit], dropped: list[str]) -> Assessment:
        level = max((h.level for h in hits), key=RANK.__getitem__)
        best: dict[str, int] = {}
        for hit in hits:
            cats = [hit.rule.category, *hit.rule.also]
            if "mod.minor" in hit.mods:
                cats += hit.rule.if_minor
            if "mod.child_at_risk" in hit.mods:
                cats.append("child_safety")
            for cat in cats:
                best[cat] = max(best.get(cat, 0), RANK[hit.level])
        categories = sorted(best, key=lambda c: (-best[c], CATEGORIES.index(c)))
        top = [h for h in hits if h.level == level]
        language = next((h.rule.language for h in top if h.rule.language != "en"), "en")
        cues = [c for h in hits for c in (h.rule.id, *h.mods)] + dropped
        return Assessment(
            level=level,
            categories=tuple(categories),
            third_person=all(h.third for h in top),
            language=language,
            cues=tuple(dict.fromkeys(cues)),
        )


def _load_opinion() -> SecondOpinion | None:
    """The second opinion, or None with one line on stderr: the rules alone still screen."""
    try:
        return SecondOpinion.load()
    except Exception as error:  # any broken folder: the rules must still screen every message
        # Straight to stderr, not through logging: the command line has no logging set up, and
        # a screen running without its second opinion must never go unnoticed.
        detail = " ".join(str(error).split())[:200]
        reason = "not built" if isinstance(error, FileNotFoundError) else f"unreadable ({detail})"
        folder = model_folder()
        sys.stderr.write(
            f"warning: crisis screen: second opinion {reason} at {folder}; rules only "
            "(run `make install`)\n"
        )
        return None


def _parse_rule(raw: dict[str, Any]) -> Rule:
    unknown = set(raw) - _RULE_KEYS
    if unknown:
        raise ValueError(f"rule {raw.get('id')}: unknown keys {sorted(unknown)}")
    rule = Rule(
        id=raw["id"],
        category=raw["category"],
        level=raw["level"],
        description=raw["description"],
        language=raw.get("language", "en"),
        also=tuple(raw.get("also", ())),
        person=raw.get("person", "self"),
        negatable=raw.get("negatable", True),
        past=raw.get("past", "keep"),
        reported=raw.get("reported", "keep"),
        joke=raw.get("joke", "keep"),
        escalate={k: tuple(v) for k, v in raw.get("escalate", {}).items()},
        if_minor=tuple(raw.get("if_minor", ())),
        requires=tuple(raw.get("requires", ())),
        unless=tuple(raw.get("unless", ())),
        idiom_proof=raw.get("idiom_proof", False),
        hyperbole=raw.get("hyperbole", False),
    )
    problems = [
        f"category {c}" for c in (rule.category, *rule.also, *rule.if_minor) if c not in CATEGORIES
    ]
    problems += [f"level {x}" for x in (rule.level, *rule.escalate) if x not in LEVELS[1:]]
    if rule.language not in LANGUAGES:
        problems.append(f"language {rule.language}")
    if rule.person not in ("self", "other", "detect", "victim"):
        problems.append(f"person {rule.person}")
    if rule.past not in ("keep", "lower", "safe"):
        problems.append(f"past {rule.past}")
    problems += [
        f"{name} {value}"
        for name, value in (("reported", rule.reported), ("joke", rule.joke))
        if value not in ("keep", "lower")
    ]
    if not raw.get("patterns"):
        problems.append("no patterns")
    if problems:
        raise ValueError(f"rule {rule.id}: bad {', '.join(problems)}")
    return rule


# How often a word turns up in chat, roughly: the anchor of a pattern is the required slot whose
# words add up to the lowest weight. Function words weigh most, everyday content words less,
# anything else least.
_FUNCTION_WORDS = frozenset(
    """i me my you your he she they him her them his it we us our their the a an to of and in
    on at for with from by about into over after before while without than then there here
    is be am are was were been being do did does not have has had that this these those but
    if or as 's would will could can should may might must up out off down what when where why
    how who all any some no now just so very much more most many too also again still even
    back only never ever always one two . , ! ? ;""".split()
)
_EVERYDAY_WORDS = frozenset(
    """get got go going time day night week year life people thing things way home house work
    job school bed room door car place think know want need feel like make take say tell see
    come look give find keep let put try call ask use talk leave live start stop help mean
    good bad new old long little big right last kid kids child children friend friends family
    mom dad man woman guy plan watch break""".split()
)


def _weight(value: str) -> int:
    if value in _FUNCTION_WORDS:
        return 100
    return 10 if value in _EVERYDAY_WORDS else 1


Slot = tuple[str, tuple[str, ...]]  # (LOWER or LEMMA, the words it accepts)


def _anchor(tokens: list[dict[str, Any]]) -> tuple[Slot, ...] | None:
    """The two required slots that gate a pattern: those least likely to be in a message."""
    slots: list[tuple[int, Slot]] = []
    for spec in tokens:
        if "OP" in spec or len(spec) != 1:
            continue
        attr, value = next(iter(spec.items()))
        if attr not in ("LOWER", "LEMMA"):
            continue
        values = (value,) if isinstance(value, str) else tuple(value.get("IN", ()))
        if values:
            slots.append((sum(map(_weight, values)), (attr, tuple(sorted(values)))))
    slots.sort()
    return tuple(slot for _, slot in slots[:2]) or None


def _check_slot_boundaries(parts: list[str]) -> None:
    """Reject a word that a later choice repeats: "me tuer|me_suicider" is a slip for "me_tuer|...".

    A space ends a slot, so "je pense a me tuer|mourir|en_finir" asked for "a me en finir" and
    never matched "je pense a en finir". About seventy-five such patterns once matched nothing or
    less than they said, silently; the check makes the slip an error at load time instead.
    """
    for first, choice in itertools.pairwise(parts):
        word = first.lstrip("~").rstrip("?")
        if "|" in first or not word or word.startswith(("*", "@", "#")):
            continue
        if any(alt.lstrip("~").startswith(word + "_") for alt in choice.rstrip("?").split("|")):
            raise ValueError(
                f"{first!r} then {choice!r}: a space ends a slot; "
                f"write {word}_... inside the choice"
            )


def _one_of(values: list[str]) -> Any:
    return values[0] if len(values) == 1 else {"IN": values}


def _text(value: object) -> str:
    if not isinstance(value, str):  # YAML reads a bare no / yes / on as a boolean
        raise ValueError(f"{value!r} in patterns.yml must be quoted")
    return value


def load_patterns() -> dict[str, Any]:
    """patterns.yml with every file of `LANGUAGE_DIR` merged in (rules, lists, idioms, groups).

    A language's `groups` add its own words to modifier groups patterns.yml defines ("hace
    años" to `past`): the English rules' past and recent logic then applies to its rules too.
    """
    config = _read_yaml(PATTERNS_FILE)
    # The spelling fixer reads English text against English words only: "neues" is not "nudes".
    config["english_words"] = _words_in(config)
    groups = config["modifiers"]["groups"]
    for path in sorted(LANGUAGE_DIR.glob("*.yml")):
        extra = _read_yaml(path)
        unknown = set(extra) - {"lists", "rules", "idioms", "groups"}
        if unknown:
            raise ValueError(f"{path.name}: unknown section(s) {sorted(unknown)}")
        for name, words in (extra.get("lists") or {}).items():
            if name in config["lists"]:
                raise ValueError(f"{path.name}: list @{name} is already defined")
            config["lists"][name] = words
        for name, patterns in (extra.get("groups") or {}).items():
            if name not in groups:
                raise ValueError(f"{path.name}: unknown modifier group {name}")
            groups[name]["patterns"] = [*groups[name]["patterns"], *patterns]
        config["rules"] += extra.get("rules") or []
        config["modifiers"]["idioms"] += extra.get("idioms") or []
    return config


# The C loader when PyYAML has it: the pure-Python one takes a noticeable while.
_BaseLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _StrictLoader(_BaseLoader):  # type: ignore[misc, valid-type]
    """Refuses a key written twice in one mapping. YAML keeps the last one silently, so a word
    list added under a name already in use would replace the other list everywhere."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise ValueError(f"{key!r} is written twice, {key_node.start_mark}")
            seen.add(key)
        return super().construct_mapping(node, deep)


def _read_yaml(path: Path) -> dict[str, Any]:
    with path.open(encoding="utf-8") as handle:
        return yaml.load(handle, Loader=_StrictLoader)


def _words_in(config: dict[str, Any]) -> set[str]:
    """Every word the patterns spell out: the spelling fixer leaves these alone."""
    texts: list[str] = []
    for rule in config["rules"]:
        texts += map(str, rule["patterns"])
    modifiers = config["modifiers"]
    for spec in modifiers["groups"].values():
        texts += map(str, spec["patterns"])
    texts += map(str, modifiers["idioms"])
    texts += map(str, modifiers["negation"]["exceptions"])
    for words in config["lists"].values():
        texts += map(str, words)
    texts += map(str, config["spelling"]["words"].values())
    texts += map(str, config["spelling"].get("before_words", {}).values())
    joined = _strip_accents(" ".join(texts).casefold())
    return set(re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)*", joined))
