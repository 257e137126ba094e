"""Batch mode on PostgreSQL against the fake Message Batches API: queue, submit, collect, fall back,
exactly once across crashes, concurrent runs and late answers; costs and the smaller prompt."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import create_engine, select, update

from db.tables import ExtractionBatch, ExtractionItem, LlmCost, MemoryEvidence, SignalLedger
from devtools.fake_anthropic import FakeAnthropic, extraction_reply, memory, message_reply
from devtools.fake_batches import BatchPlan
from memory_service import MemoryService
from memory_service.extractors.anthropic import AnthropicExtractor
from memory_service.extractors.batch import BatchApi
from memory_service.pipeline.batching import BatchExtraction
from memory_service.pipeline.queue import QUEUED
from memory_service.tuning import MemoryConfig
from tests.conftest import Clock

LATEX = memory("diet.allergy.latex", "Is allergic to latex.", critical=True, importance=1.0)


def session(
    text: str = "I'm allergic to latex, it matters at the dentist.",
) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic(default=lambda _request: extraction_reply([LATEX])) as server:
        yield server


def make_service(pg_url: str, fake: FakeAnthropic, clock: Clock, **config: Any) -> MemoryService:
    settings: dict[str, Any] = {
        "extraction_mode": "batch",
        "batch_min_size": 1,
        "batch_gather_s": 0,
        "batch_max_wait_s": 3600,
    }
    extractor = AnthropicExtractor(
        api_key="sk-test", base_url=fake.url, max_attempts=2, max_wait_s=0.01
    )
    return MemoryService(
        pg_url, config=MemoryConfig(**(settings | config)), extractor=extractor, clock=clock
    )


@pytest.fixture(autouse=True)
def _empty_queue(pg_url: str) -> None:
    """The queue and its batches are global: each test starts with none waiting."""
    engine = create_engine(pg_url)
    with engine.begin() as conn:
        conn.execute(
            update(ExtractionBatch)
            .where(ExtractionBatch.state.in_(("submitting", "in_progress")))
            .values(state="abandoned")
        )
        conn.execute(update(ExtractionItem).values(state="done"))
    engine.dispose()


@pytest.fixture
def svc(pg_url: str, fake: FakeAnthropic, clock: Clock) -> Iterator[MemoryService]:
    service = make_service(pg_url, fake, clock)
    yield service
    service.close()


def rows(pg_url: str, table: Any, user_id: str) -> list[Any]:
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        found = list(conn.execute(select(table).where(table.user_id == user_id)))
    engine.dispose()
    return found


def batches_of(pg_url: str, fake: FakeAnthropic) -> list[Any]:
    engine = create_engine(pg_url)
    ids = [b.id for b in fake.batches.created]
    with engine.connect() as conn:
        found = list(conn.execute(select(ExtractionBatch).where(ExtractionBatch.api_id.in_(ids))))
    engine.dispose()
    return found


def sent_sessions(fake: FakeAnthropic) -> list[str]:
    return [c for b in fake.batches.created for c in b.custom_ids]


def test_a_batched_session_waits_in_the_queue_then_is_applied_once_from_its_batch(
    svc: MemoryService, fake: FakeAnthropic, pg_url: str, user_id: str
) -> None:
    outcome = svc.ingest_conversation(user_id, session(), "s1")
    assert outcome.skipped == QUEUED
    assert svc.list_memories(user_id) == []
    assert fake.message_requests == []  # no direct call
    assert svc.batches.submit() == {"submitted": 1}
    [batch] = fake.batches.created
    request = next(r for r in fake.requests if r.path == "/v1/messages/batches").body["requests"][0]
    assert request["params"]["output_config"]["format"]["type"] == "json_schema"
    assert "latex" in request["params"]["messages"][0]["content"]
    assert svc.batches.collect() == {"applied": 1, "overdue": 0}
    assert [m.content for m in svc.list_memories(user_id)] == ["Is allergic to latex."]
    [ledger] = rows(pg_url, SignalLedger, user_id)
    assert ledger.status == "done" and ledger.llm_calls == 1
    [cost] = rows(pg_url, LlmCost, user_id)
    assert cost.mode == "batch" and cost.wasted is None
    assert cost.cost_usd == pytest.approx(cost.direct_cost_usd / 2)
    assert batch.retrievals >= 2  # retrieved, then its results read
    assert fake.message_requests == []


def test_the_same_session_delivered_twice_is_queued_and_sent_once(
    svc: MemoryService, fake: FakeAnthropic, user_id: str
) -> None:
    svc.ingest_conversation(user_id, session(), "s1")
    svc.ingest_conversation(user_id, session(), "s1")
    svc.batches.submit()
    svc.batches.submit()
    assert len(sent_sessions(fake)) == 1


def test_a_batch_collected_twice_and_by_two_processes_at_once_applies_each_session_once(
    svc: MemoryService, fake: FakeAnthropic, pg_url: str, clock: Clock, user_id: str
) -> None:
    for i in range(4):
        svc.ingest_conversation(
            user_id, session(f"I'm allergic to latex, note {i} of it."), f"s{i}"
        )
    svc.batches.submit()
    other = make_service(pg_url, fake, clock)
    try:
        threads = [threading.Thread(target=s.batches.collect) for s in (svc, other)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        svc.batches.collect()
    finally:
        other.close()
    ledger = rows(pg_url, SignalLedger, user_id)
    assert sorted(r.ref for r in ledger) == [f"s{i}" for i in range(4)]
    evidence = rows(pg_url, MemoryEvidence, user_id)
    assert len(evidence) == 4  # one observation per session, never two
    assert len(rows(pg_url, LlmCost, user_id)) == 4


def test_two_submitters_at_once_never_send_a_session_in_two_batches(
    svc: MemoryService, fake: FakeAnthropic, pg_url: str, clock: Clock, user_id: str
) -> None:
    for i in range(20):
        svc.ingest_conversation(
            user_id, session(f"I'm allergic to latex, said {i} times."), f"s{i}"
        )
    other = make_service(pg_url, fake, clock)
    try:
        threads = [threading.Thread(target=s.batches.submit) for s in (svc, other)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        other.close()
    sent = sent_sessions(fake)
    assert len(sent) == 20
    items = rows(pg_url, ExtractionItem, user_id)
    assert len({(i.batch_id, i.id) for i in items}) == 20
    assert all(i.state == "submitted" for i in items)


@pytest.mark.parametrize("outcome", ["errored", "expired", "canceled"])
def test_a_failed_batch_request_falls_back_to_one_direct_call(
    svc: MemoryService, fake: FakeAnthropic, pg_url: str, user_id: str, outcome: str
) -> None:
    fake.batches.enqueue(BatchPlan(outcomes={1: outcome}))
    svc.ingest_conversation(user_id, session(), "ok")
    svc.ingest_conversation(user_id, session("I'm allergic to latex and to wool."), "bad")
    svc.batches.submit()
    counts = svc.batches.collect()
    assert counts["applied"] == 1 and counts[outcome] == 1
    [(item_id, _, session_id)] = svc.batches.claim_direct()
    assert session_id == "bad"
    assert svc.batches.claim_direct() == []  # sent once, not again on the next tick
    svc.batches.extract_directly(item_id)
    svc.batches.extract_directly(item_id)  # a redelivered task
    assert len(fake.message_requests) == 1
    ledger = {r.ref: r.status for r in rows(pg_url, SignalLedger, user_id)}
    assert ledger == {"ok": "done", "bad": "done"}
    modes = sorted((c.ref, c.mode) for c in rows(pg_url, LlmCost, user_id))
    assert modes == [("bad", "direct"), ("ok", "batch")]


def test_a_whole_batch_expiring_sends_every_session_direct(
    svc: MemoryService, fake: FakeAnthropic, user_id: str
) -> None:
    fake.batches.enqueue(BatchPlan(expire_all=True))
    for i in range(3):
        svc.ingest_conversation(user_id, session(f"I'm allergic to latex, case {i}."), f"s{i}")
    svc.batches.submit()
    assert svc.batches.collect()["expired"] == 3
    for item_id, _, _ in svc.batches.claim_direct():
        svc.batches.extract_directly(item_id)
    assert len(fake.message_requests) == 3
    assert len(svc.list_memories(user_id)) == 1  # the same fact, reinforced


def test_a_reply_that_does_not_validate_goes_direct_and_its_cost_counts_as_wasted(
    svc: MemoryService, fake: FakeAnthropic, pg_url: str, user_id: str
) -> None:
    fake.batches.enqueue(BatchPlan(outcomes={0: message_reply("not json at all")}))
    svc.ingest_conversation(user_id, session(), "s1")
    svc.batches.submit()
    assert svc.batches.collect()["invalid"] == 1
    [(item_id, _, _)] = svc.batches.claim_direct()
    svc.batches.extract_directly(item_id)
    costs = {c.mode: c for c in rows(pg_url, LlmCost, user_id)}
    assert costs["batch"].wasted == "invalid reply"
    assert costs["direct"].wasted is None
    assert svc.stats()["llm_cost"]["today"]["wasted_calls"] >= 1


def test_a_deadline_passing_first_means_a_direct_call_and_the_late_answer_is_ignored(
    svc: MemoryService, fake: FakeAnthropic, pg_url: str, clock: Clock, user_id: str
) -> None:
    fake.batches.enqueue(BatchPlan(processing_s=None))  # runs until ended by hand
    svc.ingest_conversation(user_id, session(), "s1")
    svc.batches.submit()
    assert svc.batches.collect() == {"overdue": 0}
    clock.now = clock() + timedelta(seconds=3601)
    assert svc.batches.collect()["overdue"] == 1
    [(item_id, _, _)] = svc.batches.claim_direct()
    svc.batches.extract_directly(item_id)
    assert len(fake.message_requests) == 1
    evidence_before = len(rows(pg_url, MemoryEvidence, user_id))
    fake.batches.end(fake.batches.created[0].id)
    assert svc.batches.collect()["late"] == 1
    assert svc.batches.collect() == {"overdue": 0}  # collected: not read again
    assert len(rows(pg_url, MemoryEvidence, user_id)) == evidence_before
    wasted = [c.wasted for c in rows(pg_url, LlmCost, user_id)]
    assert sorted(wasted, key=str) == [None, "late batch answer"]


def test_a_batch_nobody_waits_for_any_more_is_canceled(
    svc: MemoryService, fake: FakeAnthropic, clock: Clock, user_id: str
) -> None:
    fake.batches.enqueue(BatchPlan(processing_s=None))
    svc.ingest_conversation(user_id, session(), "s1")
    svc.batches.submit()
    clock.now = clock() + timedelta(seconds=3601)
    svc.batches.collect()  # overdue: the item goes direct
    assert svc.batches.collect()["canceled_batches"] == 1
    assert fake.batches.created[0].canceled


class KilledAfterSend(BatchApi):
    """Sends the batch, then dies before the caller learns its id (a worker killed mid-submit)."""

    def create(self, requests: Any) -> str:
        super().create(requests)
        raise KeyboardInterrupt


class KilledBeforeSend(BatchApi):
    def create(self, requests: Any) -> str:
        raise KeyboardInterrupt


@pytest.mark.parametrize("reached_the_api", [True, False])
def test_a_submit_killed_mid_send_is_recovered_without_sending_twice(
    svc: MemoryService,
    fake: FakeAnthropic,
    pg_url: str,
    clock: Clock,
    user_id: str,
    reached_the_api: bool,
) -> None:
    svc.ingest_conversation(user_id, session(), "s1")
    dying_api = (KilledAfterSend if reached_the_api else KilledBeforeSend)(
        svc.batches.extractor.client  # type: ignore[union-attr]
    )
    with pytest.raises(KeyboardInterrupt):
        BatchExtraction(svc.ingest, dying_api).submit()
    assert svc.batches.submit() == {}  # too early to call it stale
    clock.now = clock() + timedelta(minutes=6)
    counts = svc.batches.submit()
    if reached_the_api:
        assert counts == {"adopted": 1}
        assert svc.batches.collect()["applied"] == 1
    else:
        assert counts == {"released": 1, "submitted": 1}
        svc.batches.collect()
    assert len(sent_sessions(fake)) == 1
    assert [m.content for m in svc.list_memories(user_id)] == ["Is allergic to latex."]


def test_nothing_is_sent_before_enough_gathered_or_the_oldest_waited(
    pg_url: str, fake: FakeAnthropic, clock: Clock, user_id: str
) -> None:
    clock.now = clock()
    service = make_service(pg_url, fake, clock, batch_min_size=3, batch_gather_s=600)
    try:
        service.ingest_conversation(user_id, session(), "s1")
        assert service.batches.submit() == {}
        clock.now += timedelta(seconds=601)
        assert service.batches.submit() == {"submitted": 1}
    finally:
        service.close()


def test_the_rules_extractor_never_queues_in_batch_mode(pg_url: str, user_id: str) -> None:
    service = MemoryService(pg_url, config=MemoryConfig(extraction_mode="batch"))
    try:
        outcome = service.ingest_conversation(user_id, session(), "s1")
        assert outcome.skipped is None and outcome.memories_written >= 1
        assert service.batches.submit() == {}
    finally:
        service.close()


def test_a_direct_call_records_its_cost_per_signal_and_day(
    pg_url: str, fake: FakeAnthropic, clock: Clock, user_id: str
) -> None:
    service = make_service(pg_url, fake, clock, extraction_mode="direct")
    try:
        service.ingest_conversation(user_id, session(), "s1")
        [cost] = rows(pg_url, LlmCost, user_id)
        assert (cost.mode, cost.ref, cost.calls) == ("direct", "s1", 1)
        assert cost.cost_usd == cost.direct_cost_usd > 0
        assert cost.day == clock().date()
        today = service.stats()["llm_cost"]["today"]
        assert today["cost_usd"] >= cost.cost_usd
    finally:
        service.close()


def test_the_call_shows_the_critical_and_single_value_memories_and_those_the_session_touches(
    pg_url: str, fake: FakeAnthropic, clock: Clock, user_id: str
) -> None:
    service = make_service(pg_url, fake, clock, extraction_mode="direct")
    try:
        service.write(
            user_id,
            kind="conversation",
            ref="seed",
            candidates=[
                {
                    "key": "diet.allergy.peanuts",
                    "content": "Allergic to peanuts",
                    "critical": True,
                    "entry_type": "fact",
                },
                {"key": "location.home", "content": "Lives in Porto", "entry_type": "fact"},
                {
                    "key": "work.role",
                    "content": "Works as a product designer",
                    "entry_type": "fact",
                },
                {"key": "hobby.chess", "content": "Plays chess on weekends", "entry_type": "fact"},
                {
                    "key": "pref.food.olives",
                    "content": "Dislikes olives",
                    "entry_type": "preference",
                },
            ],
        )
        service.ingest_conversation(
            user_id, session("I moved to Lisbon last month, chess club is on Fridays now."), "s1"
        )
        [request] = fake.message_requests
        shown = request.prompt.split("<existing_memories>")[1].split("</existing_memories>")[0]
        assert "peanuts" in shown  # critical
        assert "Porto" in shown and "designer" in shown  # single-value subjects
        assert "chess" in shown  # touched by the session's words
        assert "olives" not in shown
    finally:
        service.close()
