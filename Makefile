# Two set-up commands: `make test` and `make demo`. Both create the virtual environment first.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
REFENV ?= .refenv

.PHONY: venv lint format test test-all demo refenv fixtures bench study clean

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

# The fast tier (unit, parity, reliability; under 3 minutes on 2 cores). Tests that train a model
# end to end are marked `slow` and run by `make test-all` (CI). Each test runs single-threaded, so
# pytest-xdist runs one per core (JOBS=1 for a serial run).
JOBS ?= 2
test: venv
	$(PY) -m pytest -q -m "not slow" -p no:cacheprovider -n $(JOBS)

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

# Pipeline and training speed side by side with tensorflow-addons (add RUN=runs/... for decoding).
bench: venv refenv
	$(PY) scripts/bench.py --reference tfa $(if $(RUN),--run-dir $(RUN)) --json bench.json

# The whole attention study (hours on 2 cores; resumable: run it again to go on).
study: venv refenv
	$(PY) lab/run_study.py

clean:
	rm -rf $(VENV) $(REFENV) runs
