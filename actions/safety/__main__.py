"""`python -m actions.safety`: the crisis screen as a command.

Reads one message per line on stdin (UTF-8; undecodable bytes replaced) and writes one JSON
object per line on stdout, in the same order, flushed line by line:
    {"level": ..., "categories": [...], "third_person": ..., "language": ..., "cues": [...]}
An empty line gives a "none" row. `../shared/eval/score_safety.py` scores the screen this way.
A cue "model:<level>:<probability>" marks a level the statistical second opinion raised; without
its folder (.spacy/screen_model, built by `make install`) the screen runs on its rules alone and
says so in one line on stderr.

The Rasa action server imports every module of the `actions` package, this one included, so
nothing may happen at import: all the work is under the `__main__` guard.
"""

from __future__ import annotations

import io
import json
import sys


def main() -> int:
    # thinc imports TensorFlow when it is installed (it is, for Rasa), which costs seconds and
    # is never used by the screen. Blocking it before spaCy is imported keeps start-up short.
    sys.modules.setdefault("tensorflow", None)

    from actions.safety.screen import assess

    # Split on "\n" only: a stray "\r" or U+2028 inside a message must not make two rows of it.
    lines = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline="\n")
    out = sys.stdout
    for line in lines:
        out.write(json.dumps(assess(line.rstrip("\n").rstrip("\r")).to_dict()) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
