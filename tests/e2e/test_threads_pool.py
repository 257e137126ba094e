"""The LLM worker on the threads pool: calls overlap, a hung API call ends, and nothing doubles.

Celery does not enforce time limits on the threads pool, so a task is bounded by its own parts:
the SDK's timeout per call (MEMORY_LLM_TIMEOUT_S), the attempts per task run
(MEMORY_LLM_MAX_ATTEMPTS) and the signal's call budget across retries (MEMORY_LLM_MAX_CALLS).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import create_engine, select

from db.tables import SignalLedger
from devtools.fake_anthropic import FakeAnthropic, RecordedRequest, Reply, extraction_reply, memory
from devtools.worker_proc import WorkerProcess, client_app, llm_worker_env, running_worker

CONCURRENCY = 8
CALL_BUDGET = 3
HANG = "HANG"
LATEX = memory("diet.allergy.latex", "Allergic to latex", critical=True, importance=1.0)


class InFlight:
    """The fake's behaviour: counts concurrent requests; a session saying HANG never answers."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = 0
        self.peak = 0
        self.hung = 0
        self.release = threading.Event()

    def __call__(self, request: RecordedRequest) -> Reply:
        with self.lock:
            self.now += 1
            self.peak = max(self.peak, self.now)
            self.hung += HANG in request.text
        try:
            # A hung API: no answer until the test ends (far past the client's timeout).
            self.release.wait(120 if HANG in request.text else 0.5)
            return extraction_reply([LATEX])
        finally:
            with self.lock:
                self.now -= 1


@pytest.fixture(scope="module")
def behaviour() -> InFlight:
    return InFlight()


@pytest.fixture(scope="module")
def fake(behaviour: InFlight) -> Iterator[FakeAnthropic]:
    with FakeAnthropic(default=behaviour) as server:
        yield server
        behaviour.release.set()


@pytest.fixture(scope="module")
def threads_worker(
    fake: FakeAnthropic,
    pg_url: str,
    module_broker_url: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[WorkerProcess]:
    env = llm_worker_env(
        pg_url,
        module_broker_url,
        fake.url,
        llm_timeout_s=1,
        llm_max_attempts=2,
        llm_max_calls=CALL_BUDGET,
        task_max_retries=1,
    )
    logs = tmp_path_factory.mktemp("threads-worker")
    with running_worker(env, logs, pool="threads", concurrency=CONCURRENCY) as proc:
        yield proc


@pytest.fixture
def producer(module_broker_url: str) -> Iterator[Any]:
    app = client_app(module_broker_url)
    yield app
    app.close()


def _send(producer: Any, user_id: str, text: str) -> Any:
    return producer.send_task(
        "memory.process_conversation",
        kwargs={
            "user_id": user_id,
            "session_id": "s1",
            "messages": [
                {"role": "user", "content": f"I'm allergic to latex. {text}"},
                {"role": "assistant", "content": "Noted."},
            ],
        },
    )


def _ledger(pg_url: str, user_id: str) -> list[Any]:
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        rows = list(conn.execute(select(SignalLedger).where(SignalLedger.user_id == user_id)))
    engine.dispose()
    return rows


def test_sessions_wait_on_the_api_side_by_side(
    threads_worker: WorkerProcess, behaviour: InFlight, producer: Any, pg_url: str
) -> None:
    users = [f"threads-{i}-{threading.get_ident()}" for i in range(3 * CONCURRENCY)]
    results = [_send(producer, user_id, "It matters at the dentist.") for user_id in users]
    assert [r.get(timeout=120)["memories_written"] for r in results] == [1] * len(users)
    assert 1 < behaviour.peak <= CONCURRENCY
    assert f"service ready: {CONCURRENCY} database connection(s)" in threads_worker.log()
    assert all(len(_ledger(pg_url, user_id)) == 1 for user_id in users)


def test_a_hung_api_call_ends_within_the_call_budget_and_is_recorded_once(
    threads_worker: WorkerProcess, behaviour: InFlight, producer: Any, pg_url: str, user_id: str
) -> None:
    hung = _send(producer, user_id, HANG)
    others = [_send(producer, f"{user_id}-other-{i}", "Still here.") for i in range(4)]
    assert [r.get(timeout=120)["memories_written"] for r in others] == [1] * 4
    with pytest.raises(Exception, match="the request timed out"):
        hung.get(timeout=120)
    [row] = _ledger(pg_url, user_id)
    assert row.status == "failed"
    assert row.llm_calls == CALL_BUDGET
    assert behaviour.hung == CALL_BUDGET
    assert threads_worker.process.poll() is None
