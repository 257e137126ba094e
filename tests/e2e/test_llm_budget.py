"""The LLM call budget under a real worker: Celery's retries cannot multiply the calls past it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import create_engine, select

from db.tables import SignalLedger
from devtools.fake_anthropic import FakeAnthropic, overloaded
from devtools.worker_proc import WorkerProcess, client_app

pytestmark = pytest.mark.slow

MAX_ATTEMPTS = 2
MAX_RETRIES = 2
BUDGET = 3  # below MAX_ATTEMPTS x (MAX_RETRIES + 1) = 6


WORKER_SETTINGS = {
    "llm_max_attempts": MAX_ATTEMPTS,
    "llm_max_calls": BUDGET,
    "task_max_retries": MAX_RETRIES,
}


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic(default=lambda _request: overloaded()) as server:
        yield server


def test_an_api_that_stays_overloaded_gets_the_budget_and_no_more(
    llm_worker: WorkerProcess,
    fake: FakeAnthropic,
    module_broker_url: str,
    pg_url: str,
    user_id: str,
) -> None:
    producer = client_app(module_broker_url)
    messages = [{"role": "user", "content": "I'm allergic to latex, it matters at the dentist."}]
    result: Any = producer.send_task(
        "memory.process_conversation",
        kwargs={"user_id": user_id, "session_id": "s1", "messages": messages},
    )
    with pytest.raises(Exception, match=r"still failing|budget"):
        result.get(timeout=120)
    producer.close()
    assert len(fake.message_requests) == BUDGET < MAX_ATTEMPTS * (MAX_RETRIES + 1)
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        [row] = conn.execute(select(SignalLedger).where(SignalLedger.user_id == user_id)).all()
    engine.dispose()
    assert (row.status, row.llm_calls) == ("failed", BUDGET)
