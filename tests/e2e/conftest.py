"""End-to-end fixtures: a real `celery worker` process on the Anthropic extractor."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from devtools.api_proc import (
    TEST_SERVICE_TOKEN,
    TEST_SIGNING_KEY,
    ApiProcess,
    api_env,
    running_api,
)
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


@pytest.fixture(scope="module")
def api_server(
    pg_url: str, module_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[ApiProcess]:
    """`memory-worker serve` on the test PostgreSQL and broker, with the test tokens."""
    env = api_env(
        pg_url,
        module_broker_url,
        MEMORY_API_TOKEN=TEST_SERVICE_TOKEN,
        MEMORY_API_SIGNING_KEY=TEST_SIGNING_KEY,
    )
    with running_api(env, tmp_path_factory.mktemp("api")) as proc:
        yield proc
