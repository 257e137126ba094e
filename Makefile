# One command each: make fmt | lint | typecheck | test | demo | bench
VENV ?= .venv
BIN = $(VENV)/bin

.PHONY: fmt lint typecheck test demo bench

fmt:
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

lint:
	$(BIN)/ruff format --check .
	$(BIN)/ruff check .

typecheck:
	$(BIN)/mypy

test:
	bash scripts/test.sh

demo:
	bash scripts/demo.sh

bench:
	$(BIN)/python bench/prompt_latency.py
	$(BIN)/python bench/throughput.py
	$(BIN)/python bench/episodic_recall.py
	$(BIN)/python bench/rules_quality.py
	$(BIN)/python bench/medicine_changes.py
	$(BIN)/python bench/feedback_precision.py
	$(BIN)/python bench/near_duplicates.py
