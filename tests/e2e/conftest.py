"""End-to-end fixtures: a real `celery worker` process on the Anthropic extractor."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from devtools.fake_anthropic import FakeAnthropic
from devtools.worker_proc import WorkerProcess, llm_worker_env, running_worker


@pytest.fixture(scope="module")
def llm_worker(
    request: pytest.FixtureRequest,
    fake: FakeAnthropic,
    pg_url: str,
    module_broker_url: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[WorkerProcess]:
    """One worker for the module, on its `fake` API, with the module's `WORKER_SETTINGS`."""
    settings = getattr(request.module, "WORKER_SETTINGS", {})
    env = llm_worker_env(pg_url, module_broker_url, fake.url, **settings)
    with running_worker(env, tmp_path_factory.mktemp("llm-worker"), concurrency=1) as proc:
        yield proc
