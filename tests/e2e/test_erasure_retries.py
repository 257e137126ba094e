"""Erasure against retrying work: a task retrying on an overloaded LLM API when the user is
erased writes nothing (and pays nothing) when its retry lands; a new one after it does."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from devtools.fake_anthropic import (
    FakeAnthropic,
    RecordedRequest,
    Reply,
    extraction_reply,
    memory,
    overloaded,
)
from devtools.worker_proc import WorkerProcess, client_app, wait_for
from memory_service import MemoryService
from worker import erasure as stamps

pytestmark = pytest.mark.slow

RETRYING = 3
LATEX = memory("diet.allergy.latex", "Allergic to latex", critical=True, importance=1.0)
# No hold for unstamped messages: a retry refused here was refused on its carried stamp.
WORKER_SETTINGS = {"llm_max_attempts": 1, "task_max_retries": 8, "erasure_hold_s": 0}

_released = threading.Event()


def _overloaded_until_released(_request: RecordedRequest) -> Reply:
    return extraction_reply([LATEX]) if _released.is_set() else overloaded()


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic(default=_overloaded_until_released) as server:
        yield server


def _send(producer: Any, user_id: str, session_id: str) -> Any:
    kwargs = {
        "user_id": user_id,
        "session_id": session_id,
        "messages": [{"role": "user", "content": "I'm allergic to latex, it matters."}],
    }
    return producer.send_task(
        "memory.process_conversation", kwargs=kwargs, headers=stamps.sent_at_header()
    )


def test_retrying_tasks_sent_before_the_erasure_write_nothing_when_their_retry_lands(
    llm_worker: WorkerProcess,
    fake: FakeAnthropic,
    module_broker_url: str,
    pg_url: str,
    user_id: str,
) -> None:
    producer = client_app(module_broker_url)
    svc = MemoryService(pg_url)
    try:
        _released.clear()
        results = [_send(producer, user_id, f"s{i}") for i in range(RETRYING)]
        ids = [r.id for r in results]
        assert wait_for(
            lambda: all(f"{i}] transient failure, retry" in llm_worker.log() for i in ids),
            timeout_s=90,
        ), llm_worker.log()[-3000:]
        svc.forget_user(user_id)
        paid_before = len([r for r in fake.message_requests if r.reply and r.reply.status == 200])
        _released.set()
        outcomes = [r.get(timeout=120) for r in results]
        assert all(o["skipped"] == "user erased after this signal was sent" for o in outcomes)
        assert not svc.knows_user(user_id)
        paid = len([r for r in fake.message_requests if r.reply and r.reply.status == 200])
        assert paid == paid_before  # refused before the API was paid
        after = _send(producer, user_id, "after").get(timeout=120)
        assert after["memories_written"] == 1
        assert [m.content for m in svc.list_memories(user_id)] == ["Allergic to latex"]
    finally:
        _released.set()
        svc.close()
        producer.close()
