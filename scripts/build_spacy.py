"""Build the blank English spaCy pipeline that config.yml's SpacyNLP and the crisis screen load.

No trained English pipeline for spaCy 3.4 comes from a trustworthy package, so we save a blank
one with the lookup lemmatizer (tables from `spacy-lookups-data`, a PyPI package) to a folder.
A folder path is also the only form SpacyNLP accepts: `blank:en` fails inside Rasa 3.6.

The folder also carries a table of real English words (`known_words` in the vocabulary's lookups),
so the crisis screen's spelling fixer never "corrects" a word someone meant: the word forms of the
lemma tables (WordNet's lemmas among them: "croup", "bowline") and the words of the same
package's frequency table common enough to be real (a log probability above MIN_LOG_PROB keeps
"tesco" and "bandaid" and leaves out "giong").
"""

from __future__ import annotations

import gzip
import json
import shutil
import sys
from importlib import resources
from pathlib import Path

import spacy

MIN_LOG_PROB = -16.0


def known_words() -> dict[str, int]:
    """English words and names in lowercase, as a lookups table (the value is unused)."""
    data = resources.files("spacy_lookups_data") / "data"
    with gzip.open(data / "en_lexeme_prob.json.gz", "rt", encoding="utf-8") as f:
        words = {w for w, p in json.load(f).items() if p > MIN_LOG_PROB}
    with gzip.open(data / "en_lemma_lookup.json.gz", "rt", encoding="utf-8") as f:
        words |= {w for pair in json.load(f).items() for w in pair}
    with gzip.open(data / "en_lemma_index.json.gz", "rt", encoding="utf-8") as f:
        words |= {w for forms in json.load(f).values() for w in forms}
    # Names count too ("Gerald", "Galway"): the screen reads lowercase text.
    return dict.fromkeys(sorted({w.lower() for w in words if w.isalpha()}), 1)


def build(target: Path) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.initialize()
    nlp.vocab.lookups.add_table("known_words", known_words())
    # Build next to the target and swap, so an interrupted build never leaves half a pipeline.
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    nlp.to_disk(tmp)
    shutil.rmtree(target, ignore_errors=True)
    tmp.rename(target)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: build_spacy.py TARGET_DIR")
    build(Path(sys.argv[1]))
