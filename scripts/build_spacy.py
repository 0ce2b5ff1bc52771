"""Build the blank English spaCy pipeline that config.yml's SpacyNLP and the crisis screen load.

No trained English pipeline for spaCy 3.4 comes from a trustworthy package, so we save a blank
one with the lookup lemmatizer (tables from `spacy-lookups-data`, a PyPI package) to a folder.
A folder path is also the only form SpacyNLP accepts: `blank:en` fails inside Rasa 3.6.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import spacy


def build(target: Path) -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.initialize()
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
