"""A worker on the rules extractor never imports the Anthropic SDK (about 48 MiB resident in
each process); one configured for the LLM path still finds its extractor for batches; the
worker's service embeds with the model `MEMORY_EMBEDDER` names."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

_SERVICE = """
import sys
import worker.app, worker.tasks
from memory_service import MemoryService
from memory_service.settings import Settings
svc = MemoryService.from_settings(Settings())
print(type(svc.ingest.extractor).__name__, svc.batches.extractor is not None,
      "anthropic" in sys.modules)
svc.close()
"""
_WORKER_SERVICE = """
from worker.resources import get_service
from memory_service.settings import Settings
svc = get_service(Settings())
print(svc.embedder.name if svc.embedder is not None else "none")
svc.close()
"""
_BEFORE_THE_POOL = """
import sys
from types import SimpleNamespace
from worker.app import app
from worker.resources import _size_for_pool
_size_for_pool(sender=SimpleNamespace(app=app, pool_cls="prefork", concurrency=2))
print("anthropic" in sys.modules, "memory_service.extractors.anthropic" in sys.modules)
"""


def _run(script: str, tmp_path: Path, **env: str) -> list[str]:
    """`script`'s printed words, run in a fresh process with only these settings."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "ANTHROPIC_"))}
    environ.update(DATABASE_URL=f"sqlite:///{tmp_path}/m.db", PYTHONPATH=str(ROOT))
    environ.update(env)
    done = subprocess.run(
        [sys.executable, "-c", script],
        check=False,
        env=environ,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_a_rules_worker_does_not_load_the_sdk(tmp_path: Path) -> None:
    found = _run(_SERVICE, tmp_path, MEMORY_EXTRACTOR="rules", MEMORY_EMBEDDER="none")
    assert found == ["RulesExtractor", "False", "False"]


def test_an_llm_worker_loads_it_and_batches_find_the_extractor(tmp_path: Path) -> None:
    found = _run(
        _SERVICE,
        tmp_path,
        MEMORY_EXTRACTOR="anthropic",
        MEMORY_EMBEDDER="none",
        ANTHROPIC_API_KEY="sk-test-not-a-real-key",
    )
    assert found == ["AnthropicExtractor", "True", "True"]


def test_the_workers_service_embeds_with_the_configured_model(tmp_path: Path) -> None:
    # The worker makes the vectors of each signal's new rows after its commit: a worker built
    # without the embedder left every row without one, and queries found nothing by meaning.
    rules = {"MEMORY_EXTRACTOR": "rules"}
    assert _run(_WORKER_SERVICE, tmp_path, MEMORY_EMBEDDER="minilm", **rules) == [
        "all-MiniLM-L6-v2"
    ]
    assert _run(_WORKER_SERVICE, tmp_path, MEMORY_EMBEDDER="none", **rules) == ["none"]


def test_the_sdk_is_imported_before_the_pool_starts_only_when_it_is_the_extractor(
    tmp_path: Path,
) -> None:
    # Imported inside the first task, the SDK took seconds of that task's time limit on a busy
    # machine: interrupted there, the import restarted in every retry and no session got through.
    llm = {"ANTHROPIC_API_KEY": "sk-test-not-a-real-key", "MEMORY_EMBEDDER": "none"}
    assert _run(_BEFORE_THE_POOL, tmp_path, MEMORY_EXTRACTOR="anthropic", **llm) == ["True"] * 2
    assert _run(_BEFORE_THE_POOL, tmp_path, MEMORY_EXTRACTOR="auto", **llm) == ["True"] * 2
    assert _run(_BEFORE_THE_POOL, tmp_path, MEMORY_EXTRACTOR="rules", **llm) == ["False"] * 2
    assert (
        _run(_BEFORE_THE_POOL, tmp_path, MEMORY_EXTRACTOR="auto", MEMORY_EMBEDDER="none")
        == ["False"] * 2
    )
