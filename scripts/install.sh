#!/usr/bin/env bash
# Sets up everything the bot needs on a fresh machine, and does nothing when it is already there:
# a Python 3.10 virtualenv in .venv with the locked packages, and the blank English spaCy pipeline
# (with lookup lemmas) in .spacy/. Re-running is cheap: each step keeps a stamp of its inputs.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv
LOCK=requirements.lock
SPACY_DIR=.spacy/en_lookup

say() { printf '[install] %s\n' "$*"; }

is_py310() { "$1" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 10))' >/dev/null 2>&1; }

find_python310() {
  # A pyenv shim named python3.10 can exist without working, so each candidate is run, not just found.
  local root="${PYENV_ROOT:-}"
  if [ -z "$root" ] && command -v pyenv >/dev/null 2>&1; then root="$(pyenv root)"; fi
  [ -n "$root" ] || root="$HOME/.pyenv"
  local cand
  for cand in "$(command -v python3.10 || true)" "$root"/versions/3.10.*/bin/python3.10; do
    if [ -n "$cand" ] && [ -x "$cand" ] && is_py310 "$cand"; then
      echo "$cand"
      return 0
    fi
  done
  return 1
}

if [ ! -x "$VENV/bin/python" ] || ! is_py310 "$VENV/bin/python"; then
  if ! PY310="$(find_python310)"; then
    echo "error: Rasa 3.6 needs Python 3.10, and none was found." >&2
    echo "Install it (for example 'pyenv install 3.10' or your system's python3.10 package) and run 'make install' again." >&2
    exit 1
  fi
  say "creating $VENV with $PY310"
  rm -rf "$VENV"
  "$PY310" -m venv "$VENV"
fi

want="$(cat "$LOCK" | sha256sum | cut -c1-16)"
if [ "$(cat "$VENV/.lock-installed" 2>/dev/null)" != "$want" ]; then
  say "installing the locked packages (a few minutes the first time)"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$LOCK"
  echo "$want" > "$VENV/.lock-installed"
fi

want_spacy="$(cat scripts/build_spacy.py "$LOCK" | sha256sum | cut -c1-16)"
if [ "$(cat "$SPACY_DIR/.built" 2>/dev/null)" != "$want_spacy" ]; then
  say "building the spaCy pipeline in $SPACY_DIR"
  "$VENV/bin/python" scripts/build_spacy.py "$SPACY_DIR"
  echo "$want_spacy" > "$SPACY_DIR/.built"
fi

# The crisis screen's statistical second opinion, trained on the screen's cases and the NLU data
# (the screen runs on its rules alone, with a warning, until it is built).
SCREEN_MODEL_DIR=.spacy/screen_model
want_model="$(cat tests/safety/cases.jsonl data/nlu/*.yml actions/safety/patterns.yml \
  actions/safety/languages/*.yml \
  actions/safety/screen.py actions/safety/second_opinion.py scripts/build_screen_model.py \
  "$SPACY_DIR/.built" "$LOCK" | sha256sum | cut -c1-16)"
if [ "$(cat "$SCREEN_MODEL_DIR/.built" 2>/dev/null)" != "$want_model" ]; then
  say "training the crisis screen's second opinion in $SCREEN_MODEL_DIR (about 26 minutes on two cores)"
  "$VENV/bin/python" scripts/build_screen_model.py "$SCREEN_MODEL_DIR"
  echo "$want_model" > "$SCREEN_MODEL_DIR/.built"
fi
say "ready"
