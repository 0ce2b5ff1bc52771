"""Which common self-blame theme a thought belongs to, to offer fitting fairer starters.

The themes are the ones people leaving coercive relationships name most often. A thought that
fits none of them gets the general starters; the person's own words always win over a starter.
"""

from __future__ import annotations

import re

# Checked in order: the first theme whose pattern matches wins.
THEMES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern, re.IGNORECASE))
    for name, pattern in (
        ("weak_for_going_back",
         r"\b(?:go(?:ing)?|went|gone|running|ran|crawl\w*)\s+back\b|\bback to (?:him|her|them)\b"),
        ("should_have_left_sooner",
         r"\bleft (?:sooner|earlier|years ago|ages ago)|\bshould(?:\s+have|['’]?ve|a)\s+"
         r"(?:left|gone|seen|known)|\bstayed so long\b|\bwasted\b.*\byears?\b"),
        ("provoked",
         r"\bprovok\w*|\bmade (?:him|her|them) (?:do|hit|angry|mad|snap|lose)|"
         r"\bpushed (?:him|her|them)\b|\bset (?:him|her|them) off\b|\basked for it\b|"
         r"\bstarted (?:it|the fight)\b"),
        ("deserved_it", r"\bdeserv\w*"),
        ("too_sensitive",
         r"\b(?:too|so|over(?:ly)?)\s*(?:sensitive|emotional|dramatic|needy|much)\b|"
         r"\boverreact\w*"),
        ("nobody_else",
         r"\b(?:no\s*one|nobody|no body)\b.*\b(?:want|love|like|date|have)\b|\bunlovable\b|"
         r"\bnever find (?:anyone|someone|anybody)\b"),
    )
)
GENERAL = "general"
# Themes about staying or returning, where the bot adds that neither is a failure.
ABOUT_STAYING = frozenset({"weak_for_going_back", "should_have_left_sooner"})


def theme_of(thought: str) -> str:
    """The theme of a self-blaming thought, or ``general``."""
    for name, pattern in THEMES:
        if pattern.search(thought):
            return name
    return GENERAL
