# Two set-up commands: `make test` and `make demo`. Both create the virtual environment first.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
REFENV ?= .refenv

.PHONY: venv lint format test test-slow test-all demo refenv fixtures bench study clean tfa-suite tfa-suite-patched

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e ".[test]"
	touch $@

venv: $(VENV)/.installed

# ruff: lint and formatting (configured in pyproject.toml; `make format` rewrites).
lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: venv
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# The fast tier (unit, parity, reliability; under 3 minutes on 2 cores, which CI checks). Tests
# that train a model end to end (or need a trained run) are marked `slow` (tests/conftest.py says
# which) and run by `make test-slow`; `make test-all` runs both tiers. Each test runs
# single-threaded, so pytest-xdist runs one per core (JOBS=1 for a serial run). The folders:
# tests/unit (modules against NumPy references, tfa fixtures, invariants), tests/e2e (trainings,
# commands, the installed package, server, study, clusters), tests/reliability; the tiers cut across
# them (`make test` runs the fast tests of all three).
JOBS ?= 2
test: venv
	$(PY) -m pytest -q -m "not slow" -p no:cacheprovider -n $(JOBS)

# --durations: the CI log names the slowest tests, so the slow tier's growth can be traced.
test-slow: venv
	$(PY) -m pytest -q -m slow -p no:cacheprovider -n $(JOBS) --durations=25

test-all: venv
	$(PY) -m pytest -q -p no:cacheprovider -n $(JOBS)

demo: venv
	$(PY) scripts/train.py --config demo --run-dir runs/demo
	printf '%s\n' "¿Dónde está la estación?" "Tengo hambre." "Me gusta leer libros." | \
		$(PY) scripts/translate.py --run-dir runs/demo --beam-size 5

# The pinned tensorflow-addons reference environment (TF 2.15.1 + tfa 0.23.0) and the parity fixtures.
$(REFENV)/.installed: requirements-reference.txt
	$(PYTHON) -m venv $(REFENV)
	$(REFENV)/bin/pip install -q -r requirements-reference.txt
	touch $@

refenv: $(REFENV)/.installed

fixtures: refenv
	$(REFENV)/bin/python reference/make_tfa_fixtures.py --out tests/fixtures
	$(REFENV)/bin/python reference/make_tfa_compat_fixtures.py --out tests/fixtures/compat
	$(REFENV)/bin/python reference/make_tfa_compat_dtype_fixtures.py --out tests/fixtures/compat
	$(REFENV)/bin/python reference/make_tfa_train_step_fixture.py --out tests/fixtures/training

# Pipeline and training speed side by side with tensorflow-addons (add RUN=runs/... for decoding).
bench: venv refenv
	$(PY) scripts/bench.py --reference tfa $(if $(RUN),--run-dir $(RUN)) --json bench.json

# The whole attention study (hours on 2 cores; resumable: run it again to go on).
study: venv refenv
	$(PY) lab/run_study.py

clean:
	rm -rf $(VENV) $(REFENV) runs

# tensorflow-addons 0.23.0's own seq2seq tests (tensorflow_addons/seq2seq/tests/*.py, not in this
# repository) against seq2seq.compat.tfa through the stand-in package in tests/tfa_standin/:
#   make tfa-suite TFA_TESTS=/path/to/tfa/seq2seq/tests           (the files unchanged)
#   make tfa-suite-patched TFA_TESTS=...  (+ the tests' own Keras 2 / NumPy 1 leftovers patched)
TFA_TESTS ?= /tmp/tfa_tests
TFA_PYTEST = cd $(TFA_TESTS) && TF_NUM_INTRAOP_THREADS=1 TF_NUM_INTEROP_THREADS=1 \
	PYTHONPATH=$(CURDIR)/tests/tfa_standin $(CURDIR)/$(PY) -m pytest -q -rfEs --tb=line \
	-p no:cacheprovider -p tfa_standin_plugin --rootdir $(TFA_TESTS) $(TFA_TESTS)

tfa-suite: venv
	$(TFA_PYTEST)

tfa-suite-patched: venv
	export TFA_KERAS3_PATCHES=1 && $(TFA_PYTEST)
