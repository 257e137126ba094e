"""The LLM call budget: one signal never makes more calls than it allows, across task retries."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import create_engine, select

from db.tables import SignalLedger, SignalLlmCalls
from devtools.fake_anthropic import FakeAnthropic, overloaded
from memory_service import MemoryConfig, MemoryService
from memory_service.errors import ExtractionFailedError, ExtractorUnavailableError
from memory_service.extractors.anthropic import AnthropicExtractor
from memory_service.schemas import ConversationPayload

SESSION = [{"role": "user", "content": "I'm allergic to latex, it matters at the dentist."}]


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic(default=lambda _request: overloaded()) as server:
        yield server


@pytest.fixture
def make_service(pg_url: str, fake: FakeAnthropic) -> Iterator[Any]:
    built: list[MemoryService] = []

    def make(*, budget: int, attempts: int) -> MemoryService:
        extractor = AnthropicExtractor(
            api_key="sk-test", base_url=fake.url, max_attempts=attempts, sleep=lambda _s: None
        )
        built.append(
            MemoryService(pg_url, extractor=extractor, config=MemoryConfig(llm_max_calls=budget))
        )
        return built[-1]

    yield make
    for svc in built:
        svc.close()


def _rows(pg_url: str, table: Any, user_id: str) -> list[Any]:
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        rows = list(conn.execute(select(table).where(table.user_id == user_id)))
    engine.dispose()
    return rows


def _calls_per_attempt(
    svc: MemoryService, fake: FakeAnthropic, user_id: str, *, retries: int
) -> list[int]:
    """Run a task's attempts against an API that stays overloaded: the calls each one made.

    Stops at a permanent failure, as the task queue does (it does not retry those).
    """
    payload = ConversationPayload.model_validate(
        {"user_id": user_id, "session_id": "s1", "messages": SESSION}
    )
    made = []
    for retries_left in range(retries, -1, -1):
        before = len(fake.message_requests)
        try:
            svc.ingest.conversation(payload, retries_left=retries_left)
        except ExtractorUnavailableError:
            made.append(len(fake.message_requests) - before)
            continue
        except ExtractionFailedError:
            made.append(len(fake.message_requests) - before)
        break
    return made


def test_an_overloaded_api_gets_at_most_the_budget_of_calls_spread_over_the_retries(
    make_service: Any, fake: FakeAnthropic, pg_url: str, user_id: str
) -> None:
    # The defaults: 4 calls per attempt and 8 task retries would make 36 calls; the budget is 12.
    svc = make_service(budget=12, attempts=4)
    made = _calls_per_attempt(svc, fake, user_id, retries=8)
    assert made == [4, 1, 1, 1, 1, 1, 1, 1, 1]
    assert sum(made) == 12
    [row] = _rows(pg_url, SignalLedger, user_id)
    assert (row.status, row.llm_calls) == ("failed", 12)
    assert _rows(pg_url, SignalLlmCalls, user_id) == []


def test_a_spent_budget_fails_for_good_before_the_retries_run_out(
    make_service: Any, fake: FakeAnthropic, pg_url: str, user_id: str
) -> None:
    svc = make_service(budget=3, attempts=2)
    made = _calls_per_attempt(svc, fake, user_id, retries=5)
    assert made == [1, 1, 1]
    [row] = _rows(pg_url, SignalLedger, user_id)
    assert row.status == "failed" and "budget of 3 LLM calls" in (row.detail or "")
    assert row.llm_calls == 3
    again = svc.ingest_conversation(user_id, SESSION, "s1")
    assert again.repeat and len(fake.message_requests) == 3


def test_calls_are_counted_before_they_are_made_and_survive_a_failed_attempt(
    make_service: Any, fake: FakeAnthropic, pg_url: str, user_id: str
) -> None:
    svc = make_service(budget=12, attempts=2)
    with pytest.raises(ExtractorUnavailableError):
        svc.ingest_conversation(user_id, SESSION, "s1", final_attempt=False)
    assert _rows(pg_url, SignalLedger, user_id) == []
    [pending] = _rows(pg_url, SignalLlmCalls, user_id)
    assert pending.calls == len(fake.message_requests) == 2
