"""Checks for any text the bot says: banned phrases, method details, length and reading grade.

Reusable by every test that holds bot text (safety replies, psychoeducation, grounding...):

    from content_checks import banned_phrases, fk_grade, word_count

    assert banned_phrases(text) == []
    assert word_count(bubble) <= 60
    assert fk_grade(text) <= 7

The grade is an estimate: a syllable heuristic, not a dictionary. Use it on many texts at once
(an average) or with some slack on one: it catches long words and long sentences, it is not an
exact score.
"""

from __future__ import annotations

import re

# Phrases the bot must never say. Keys name the rule; values are case-insensitive patterns.
BANNED_PATTERNS: dict[str, str] = {
    # Stigmatising wording: say "suicide" or "died by suicide".
    "commit suicide": r"\bcommit(?:s|ted|ting)?\s+suicide\b",
    # No-suicide contracts do not keep people safe and shut down honest talk.
    "promise me": r"\bpromise\s+me\b",
    "no-suicide contract": r"\bno[-\s]suicide\b",
    # Blame, and advice that ignores how dangerous leaving can be.
    "just leave": r"\bjust\s+leave\b",
    "why don't you": r"\bwhy\s+(?:don['’]t|do\s+not|didn['’]t|did\s+not)\s+you\b",
    "your fault": r"\byour\s+fault\b",
    "you should have": r"\byou\s+should(?:\s+have|['’]ve)\b",
    # Labels for the partner: mirror the person's words instead.
    "narcissist": r"\bnarcissis\w*",
    "psychopath": r"\b(?:psycho|socio)path\w*",
    "abuser": r"\babusers?\b",
    # Unsafe advice when there is abuse.
    "couples counselling": r"\bcouples?\s+(?:counsel\w*|therap\w*)",
    "confront": r"\bconfront\w*",
}
# Anything that reads as how-to for self-harm or suicide.
METHOD_PATTERNS: dict[str, str] = {
    "dose": r"\bdos(?:e|es|age|ing)\b|\boverdos\w*",
    "mg": r"\d\s*mg\b|\bmg\b|\bmilligrams?\b",
    "lethal": r"\blethal\b|\bfatal\b",
    "painless": r"\bpainless\w*",
    "how many pills": r"\bhow\s+(?:many|much)\s+(?:pills|tablets|of\s+it)\b",
    "quickest way": r"\b(?:quickest|easiest|fastest|surest)\s+way\b",
}
_COMPILED = {
    name: re.compile(pattern, re.IGNORECASE)
    for name, pattern in {**BANNED_PATTERNS, **METHOD_PATTERNS}.items()
}

# Web addresses, email addresses and numbers are not read as prose; they would skew the grade.
_ADDRESS_RE = re.compile(
    r"\S+@\S+|\b(?:https?://)?(?:[\w-]+\.)+(?:com|org|net|gov|edu|uk|ca|au|nz|ie|in)\b\S*",
    re.IGNORECASE,
)
_WORD_RE = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)*")
_SENTENCE_END_RE = re.compile(r"[.!?]+|\n+")


def banned_phrases(text: str) -> list[str]:
    """The names of the banned phrases and method details found in text (empty when clean)."""
    return sorted(name for name, pattern in _COMPILED.items() if pattern.search(text))


def word_count(text: str) -> int:
    """Words as a reader sees them: tokens with a letter or digit (bullets do not count)."""
    return sum(1 for token in text.split() if any(ch.isalnum() for ch in token))


def count_syllables(word: str) -> int:
    """Estimated syllables in an English word (vowel groups, less silent endings)."""
    w = word.lower().replace("’", "'")
    w = re.sub(r"'(?:s|t|re|ve|ll|d|m)$", "", w)
    if len(w) <= 3:
        return 1
    w = re.sub(r"(?:[^laeiouy]es|ed|[^laeiouy]e)$", "", w)
    w = re.sub(r"^y", "", w)
    return max(1, len(re.findall(r"[aeiouy]{1,2}", w)))


def fk_grade(text: str) -> float:
    """Flesch-Kincaid grade level of English text; 0.0 for text with no words.

    Each line counts as a sentence, so a bulleted list is not read as one long sentence.
    """
    prose = _ADDRESS_RE.sub(" ", text)
    words = _WORD_RE.findall(prose)
    if not words:
        return 0.0
    sentences = [part for part in _SENTENCE_END_RE.split(prose) if _WORD_RE.search(part)]
    syllables = sum(count_syllables(word) for word in words)
    return 0.39 * len(words) / len(sentences) + 11.8 * syllables / len(words) - 15.59
