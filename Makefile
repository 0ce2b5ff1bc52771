# Two commands set everything up on a fresh machine: `make run` (the bot) and `make test` (all tests).
# Every target installs what it needs first; nothing here needs a server installed by hand.

VENV := .venv
PY := $(VENV)/bin/python
RASA := $(VENV)/bin/rasa
MODEL := models/current.tar.gz
# Everything that changes what training produces; the model is rebuilt only when one of these does.
TRAIN_INPUTS := config.yml domain.yml $(shell find data components -name '*.yml' -o -name '*.py' 2>/dev/null)

export RASA_TELEMETRY_ENABLED := false
export TF_CPP_MIN_LOG_LEVEL := 3
export SQLALCHEMY_SILENCE_UBER_WARNING := 1
export PYTHONDONTWRITEBYTECODE := 1
# Rasa 3.6 and its dependencies print pages of deprecation warnings that bury real errors.
export PYTHONWARNINGS := ignore

.PHONY: install train run shell test lint clean lock nlu-report

install:
	@bash scripts/install.sh

train: install $(MODEL)

$(MODEL): $(TRAIN_INPUTS) | install
	@echo "[train] training the model (about a minute; unchanged parts come from the cache)"
	$(RASA) train --fixed-model-name current --out models --quiet

run: train
	@$(PY) scripts/run.py

shell: train
	@$(PY) scripts/run.py --shell

# Per-intent precision/recall on the held-out NLU file, and the confused pairs.
nlu-report: train
	@$(PY) scripts/nlu_report.py --misses

lint: install
	$(VENV)/bin/ruff check .

test: install
	$(VENV)/bin/ruff check .
	$(RASA) data validate --fail-on-warnings --quiet
	@$(MAKE) --no-print-directory train
	$(PY) -m pytest

# Re-resolve requirements.lock from requirements.in in a throwaway venv (needs the network).
lock:
	@bash scripts/lock.sh

clean:
	rm -rf models results .rasa .pytest_cache .ruff_cache
	find . -name __pycache__ -not -path './$(VENV)/*' -prune -exec rm -rf {} +
