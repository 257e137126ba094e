"""A worker on the rules extractor never imports the Anthropic SDK (about 48 MiB resident in
each process); one configured for the LLM path still finds its extractor for batches."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

_SCRIPT = """
import sys
import worker.app, worker.tasks
from memory_service import MemoryService
from memory_service.settings import Settings
svc = MemoryService.from_settings(Settings())
print(type(svc.ingest.extractor).__name__, svc.batches.extractor is not None,
      "anthropic" in sys.modules)
svc.close()
"""


def _worker_process(tmp_path: Path, **env: str) -> list[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "ANTHROPIC_"))}
    environ.update(
        DATABASE_URL=f"sqlite:///{tmp_path}/m.db", MEMORY_EMBEDDER="none", PYTHONPATH=str(ROOT)
    )
    environ.update(env)
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT],
        check=False,
        env=environ,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_a_rules_worker_does_not_load_the_sdk(tmp_path: Path) -> None:
    assert _worker_process(tmp_path, MEMORY_EXTRACTOR="rules") == [
        "RulesExtractor",
        "False",
        "False",
    ]


def test_an_llm_worker_loads_it_and_batches_find_the_extractor(tmp_path: Path) -> None:
    found = _worker_process(
        tmp_path, MEMORY_EXTRACTOR="anthropic", ANTHROPIC_API_KEY="sk-test-not-a-real-key"
    )
    assert found == ["AnthropicExtractor", "True", "True"]
