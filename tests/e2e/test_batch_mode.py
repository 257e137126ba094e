"""Batch mode with real Celery workers and beat: a worker killed between submit and collect, two
beat instances at once, Redis restarted mid-run. Every session is applied exactly once and sent
in exactly one batch."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, func, select, update

from db.tables import ExtractionBatch, ExtractionItem, LlmCost, MemoryEvidence, SignalLedger
from devtools.fake_anthropic import FakeAnthropic, extraction_reply, memory
from devtools.fake_batches import BatchPlan
from devtools.services import RedisServer, ServiceUnavailableError, start_redis
from devtools.worker_proc import BIN, client_app, llm_worker_env, running_worker, wait_for
from tests.conftest import IN_CI

pytestmark = pytest.mark.slow

LATEX = memory("diet.allergy.latex", "Is allergic to latex.", critical=True, importance=1.0)
BATCH_SETTINGS = {
    "extraction_mode": "batch",
    "batch_min_size": 1,
    "batch_gather_s": 0,
    "batch_max_wait_s": 3600,
    "batch_poll_s": 1,
    # A message unacknowledged when Redis restarts comes back after the visibility timeout.
    "visibility_timeout_s": 10,
    "task_time_limit_s": 5,
}


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic(default=lambda _request: extraction_reply([LATEX])) as server:
        yield server


@pytest.fixture(autouse=True)
def _fresh(fake: FakeAnthropic, pg_url: str) -> None:
    """The fake forgets earlier batches; the global queue starts with nothing waiting."""
    fake.reset()
    engine = create_engine(pg_url)
    with engine.begin() as conn:
        conn.execute(
            update(ExtractionBatch)
            .where(ExtractionBatch.state.in_(("submitting", "in_progress")))
            .values(state="abandoned")
        )
        conn.execute(update(ExtractionItem).values(state="done"))
    engine.dispose()


def _send(producer: Any, users: list[str], sessions: range) -> list[Any]:
    return [
        producer.send_task(
            "memory.process_conversation",
            kwargs={
                "user_id": u,
                "session_id": f"s{n}",
                "messages": [
                    {"role": "user", "content": f"I'm allergic to latex (told you {n} times)."},
                    {"role": "assistant", "content": "Noted."},
                ],
            },
        )
        for n in sessions
        for u in users
    ]


def _count(pg_url: str, table: Any, users: list[str]) -> int:
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        n = conn.execute(
            select(func.count()).select_from(table).where(table.user_id.in_(users))
        ).scalar_one()
    engine.dispose()
    return int(n)


def _applied_once(pg_url: str, users: list[str], sessions: int) -> bool:
    expected = len(users) * sessions
    return (
        _count(pg_url, SignalLedger, users) == expected
        and _count(pg_url, MemoryEvidence, users) == expected
    )


def _sent(fake: FakeAnthropic) -> list[str]:
    return [c for b in fake.batches.created for c in b.custom_ids]


def test_a_worker_killed_between_submit_and_collect_loses_and_repeats_nothing(
    fake: FakeAnthropic, pg_url: str, module_broker_url: str, tmp_path: Path, user_id: str
) -> None:
    users = [f"{user_id}-{i}" for i in range(3)]
    env = llm_worker_env(pg_url, module_broker_url, fake.url, **BATCH_SETTINGS)
    producer = client_app(module_broker_url)
    fake.batches.enqueue(BatchPlan(processing_s=None))  # runs until ended by hand
    with running_worker(env, tmp_path, concurrency=1) as first:
        outcomes = [r.get(timeout=60) for r in _send(producer, users, range(2))]
        assert {o["skipped"] for o in outcomes} == {"queued for batch extraction"}
        submitted = producer.send_task("memory.submit_batch").get(timeout=60)
        assert submitted == {"submitted": 6}
        os.killpg(first.process.pid, signal.SIGKILL)
        first.process.wait(timeout=30)
    [batch] = fake.batches.created
    fake.batches.end(batch.id)
    with running_worker(env, tmp_path, concurrency=1):
        collected = producer.send_task("memory.collect_batches").get(timeout=60)
        assert collected["applied"] == 6
        again = producer.send_task("memory.collect_batches").get(timeout=60)
        assert "applied" not in again
    assert _applied_once(pg_url, users, 2)
    assert len(_sent(fake)) == 6 and len(fake.batches.created) == 1
    assert fake.message_requests == []
    assert _count(pg_url, LlmCost, users) == 6
    producer.close()


@pytest.fixture
def own_redis() -> Iterator[RedisServer]:
    """A Redis of this test's own, persisted, so it can be restarted mid-run."""
    try:
        server = start_redis(persistent=True)
    except ServiceUnavailableError as exc:
        if IN_CI:
            pytest.fail(str(exc))
        pytest.skip(str(exc))
    yield server
    server.cleanup()


@contextmanager
def running_beat(
    env: dict[str, str], workdir: Path, name: str
) -> Iterator[subprocess.Popen[bytes]]:
    """`celery -A worker.app beat` with its own schedule and pid files; stopped at exit."""
    log = (workdir / f"{name}.log").open("wb")
    process = subprocess.Popen(
        [
            str(BIN / "celery"),
            "-A",
            "worker.app",
            "beat",
            "--loglevel",
            "INFO",
            "--schedule",
            str(workdir / f"{name}-schedule"),
            "--pidfile",
            str(workdir / f"{name}.pid"),
        ],
        env=env,
        cwd=workdir,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        yield process
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
        log.close()


def test_two_beats_at_once_and_redis_restarted_send_and_apply_each_session_once(
    fake: FakeAnthropic, pg_url: str, own_redis: RedisServer, tmp_path: Path, user_id: str
) -> None:
    users = [f"{user_id}-{i}" for i in range(4)]
    broker = own_redis.url()
    env = llm_worker_env(pg_url, broker, fake.url, **BATCH_SETTINGS)
    producer = client_app(broker)
    fake.batches.default_plan = BatchPlan(processing_s=2.0)
    try:
        with (
            running_worker(env, tmp_path, concurrency=2) as worker,
            running_beat(env, tmp_path, "beat-a"),
            running_beat(env, tmp_path, "beat-b"),
        ):
            _send(producer, users, range(3))
            queued = lambda: _count(pg_url, ExtractionItem, users) == len(users) * 3  # noqa: E731
            assert wait_for(queued, timeout_s=60), worker.log()[-4000:]
            time.sleep(1.0)  # batches sent and still running (2 s each)
            own_redis.stop()
            time.sleep(2.0)
            own_redis.start()
            _send(producer, users, range(3, 5))
            done = wait_for(lambda: _applied_once(pg_url, users, 5), timeout_s=120, every_s=0.5)
            assert done, worker.log()[-4000:]
            time.sleep(3.0)  # a second submit or collect would show up here
        assert _applied_once(pg_url, users, 5)
        sent = _sent(fake)
        assert len(sent) == len(set(sent)) == len(users) * 5
        assert fake.message_requests == []
    finally:
        fake.batches.default_plan = BatchPlan()
        producer.close()
