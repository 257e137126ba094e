"""The LLM API misbehaving under a real worker: bounded retries, one failure record, no loop."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import create_engine, select

from db.tables import SignalLedger
from devtools.fake_anthropic import (
    FakeAnthropic,
    RecordedRequest,
    Reply,
    error_reply,
    extraction_reply,
    memory,
    message_reply,
    overloaded,
    rate_limited,
)
from devtools.worker_proc import WorkerProcess, client_app
from memory_service import MemoryService

pytestmark = pytest.mark.slow

LATEX = memory("diet.allergy.latex", "Allergic to latex", critical=True, importance=1.0)
MAX_ATTEMPTS = 2
MAX_RETRIES = 2


WORKER_SETTINGS = {
    "llm_max_attempts": MAX_ATTEMPTS,
    "llm_timeout_s": 1,
    "task_max_retries": MAX_RETRIES,
}


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic(default=lambda _request: extraction_reply([LATEX])) as server:
        yield server


@pytest.fixture
def producer(module_broker_url: str) -> Iterator[Any]:
    app = client_app(module_broker_url)
    yield app
    app.close()


@pytest.fixture(autouse=True)
def _clean_fake(fake: FakeAnthropic) -> None:
    fake.reset()


def _send(producer: Any, user_id: str, session_id: str = "s1") -> Any:
    return producer.send_task(
        "memory.process_conversation",
        kwargs={
            "user_id": user_id,
            "session_id": session_id,
            "messages": [
                {"role": "user", "content": "I'm allergic to latex, it matters at the dentist."},
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


def _for(fake: FakeAnthropic, user_marker: str) -> list[RecordedRequest]:
    return [r for r in fake.message_requests if user_marker in r.text()]


def test_429_500_529_then_success_is_stored_once(
    llm_worker: WorkerProcess, fake: FakeAnthropic, producer: Any, pg_url: str, user_id: str
) -> None:
    # Two in-process attempts per task run: 429 then 500 exhaust the first run (a Celery
    # retry follows), 529 then success complete the second.
    fake.enqueue(
        rate_limited(retry_after_s=30),
        error_reply(500, "boom"),
        overloaded(),
        extraction_reply([LATEX]),
    )
    outcome = _send(producer, user_id).get(timeout=120)
    assert outcome == {"memories_written": 1, "skipped": None}
    assert len(fake.message_requests) == 4
    [row] = _ledger(pg_url, user_id)
    assert row.status == "done" and row.input_tokens > 0
    assert [m.content for m in MemoryService(pg_url).list_memories(user_id)] == [
        "Allergic to latex"
    ]


def test_an_api_that_stays_overloaded_gives_up_after_a_bounded_number_of_calls(
    llm_worker: WorkerProcess, fake: FakeAnthropic, producer: Any, pg_url: str, user_id: str
) -> None:
    fake.enqueue(*[overloaded() for _ in range(50)])
    result = _send(producer, user_id)
    with pytest.raises(Exception, match="still failing"):
        result.get(timeout=120)
    calls = len(fake.message_requests)
    assert calls == MAX_ATTEMPTS * (MAX_RETRIES + 1)
    [row] = _ledger(pg_url, user_id)
    assert row.status == "failed" and "gave up" in (row.detail or "")
    threading.Event().wait(4)  # no loop: nothing more is tried once it gave up
    assert len(fake.message_requests) == calls
    again = _send(producer, user_id).get(timeout=60)
    assert again["memories_written"] == 0 and "failed earlier" in again["skipped"]
    assert len(fake.message_requests) == calls


def test_unauthorized_fails_once_without_retry_and_is_recorded(
    llm_worker: WorkerProcess, fake: FakeAnthropic, producer: Any, pg_url: str, user_id: str
) -> None:
    fake.enqueue(error_reply(401, "invalid x-api-key", error_type="authentication_error"))
    with pytest.raises(Exception, match="401"):
        _send(producer, user_id).get(timeout=60)
    assert len(fake.message_requests) == 1
    [row] = _ledger(pg_url, user_id)
    assert row.status == "failed" and "401" in (row.detail or "")


def test_replies_that_do_not_validate_are_retried_once_then_fail(
    llm_worker: WorkerProcess, fake: FakeAnthropic, producer: Any, pg_url: str, user_id: str
) -> None:
    cut_off = message_reply('{"memories": [', stop_reason="max_tokens")
    fake.enqueue(cut_off, message_reply("not json at all"))
    with pytest.raises(Exception, match="did not validate"):
        _send(producer, user_id).get(timeout=60)
    assert len(fake.message_requests) == 2
    [row] = _ledger(pg_url, user_id)
    assert row.status == "failed" and row.input_tokens > 0


def _slow(request: RecordedRequest) -> Reply:
    threading.Event().wait(3)  # longer than MEMORY_LLM_TIMEOUT_S
    return extraction_reply([LATEX])


def test_timeouts_are_retried_and_a_later_success_is_stored(
    llm_worker: WorkerProcess, fake: FakeAnthropic, producer: Any, pg_url: str, user_id: str
) -> None:
    fake.enqueue(_slow, extraction_reply([LATEX]))
    outcome = _send(producer, user_id).get(timeout=120)
    assert outcome["memories_written"] == 1
    [row] = _ledger(pg_url, user_id)
    assert row.status == "done"


def test_the_worker_survives_all_of_it(
    llm_worker: WorkerProcess, producer: Any, user_id: str
) -> None:
    assert llm_worker.process.poll() is None
    assert "retry" in llm_worker.log().lower()
    assert _send(producer, user_id, "s-final").get(timeout=60)["memories_written"] == 1
