"""Faults on real services: the worker killed, Redis restarted, PostgreSQL down for a while.

Every scenario checks the same invariant: each signal takes effect exactly once (one ledger row,
occurrences equal to the distinct sessions that stated the fact), and nothing is half-written.
The timings here only bound how long the tests wait; nothing asserts on speed.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from sqlalchemy import create_engine, func, select, text

from db import migrate
from db.tables import SignalLedger, UserContext
from devtools.services import (
    PostgresServer,
    RedisServer,
    ServiceUnavailableError,
    start_postgres,
    start_redis,
)
from devtools.worker_proc import client_app, running_worker, stop_worker, wait_for, worker_env
from memory_service.settings import Settings
from tests.conftest import IN_CI
from worker.app import celery_config

pytestmark = pytest.mark.slow

FAST_RETRIES = {
    "MEMORY_RETRY_BACKOFF_S": "1",
    "MEMORY_RETRY_BACKOFF_MAX_S": "5",
    "MEMORY_VISIBILITY_TIMEOUT_S": "10",
    "MEMORY_TASK_TIME_LIMIT_S": "5",
    "MEMORY_TASK_MAX_RETRIES": "20",
}
FACT = "I'm allergic to peanuts, seriously."


def _messages(n: int) -> list[dict[str, str]]:
    return [
        {"role": "user", "content": f"{FACT} (session {n})"},
        {"role": "assistant", "content": "Noted."},
    ]


def _send_sessions(producer: Any, users: list[str], sessions: int) -> list[Any]:
    return [
        producer.send_task(
            "memory.process_conversation",
            kwargs={"user_id": u, "session_id": f"s{n}", "messages": _messages(n)},
        )
        for n in range(sessions)
        for u in users
    ]


def _effects(url: str, users: list[str]) -> dict[str, tuple[int, int, int]]:
    """Per user: (ledger rows done, active peanut memories, their occurrences)."""
    engine = create_engine(url)
    out = {}
    with engine.connect() as conn:
        for user in users:
            ledger = conn.scalar(
                select(func.count())
                .select_from(SignalLedger)
                .where(SignalLedger.user_id == user, SignalLedger.status == "done")
            )
            rows = (
                conn.execute(
                    select(UserContext.occurrences).where(
                        UserContext.user_id == user,
                        UserContext.status == "active",
                        UserContext.content.ilike("%peanut%"),
                    )
                )
                .scalars()
                .all()
            )
            out[user] = (int(ledger or 0), len(rows), sum(rows))
    engine.dispose()
    return out


def _exactly_once(url: str, users: list[str], sessions: int) -> bool:
    return all(v == (sessions, 1, sessions) for v in _effects(url, users).values())


def _kill_a_worker_mid_task(
    env: dict[str, str],
    pg_url: str,
    tmp_path: Path,
    producer: Any,
    users: list[str],
    *,
    locked: list[str],
    sessions: int,
) -> None:
    """Send the users' sessions to a worker and SIGKILL it while the `locked` users' writes
    block mid-transaction, so the kill lands on unacknowledged work."""
    holder = create_engine(pg_url)
    with running_worker(env, tmp_path) as first, holder.connect() as conn:
        trans = conn.begin()
        for user in locked:
            conn.execute(text("SELECT pg_advisory_xact_lock(640064, hashtext(:u))"), {"u": user})
        _send_sessions(producer, users, sessions=sessions)
        wait_for(lambda: "start user=" + locked[0] in first.log(), timeout_s=30)
        os.killpg(first.process.pid, signal.SIGKILL)
        first.process.wait(timeout=30)
        trans.rollback()
    holder.dispose()


def test_killing_the_whole_worker_and_restarting_it_loses_and_duplicates_nothing(
    pg_url: str, module_broker_url: str, tmp_path: Path, user_id: str
) -> None:
    users = [f"{user_id}-{i}" for i in range(6)]
    env = worker_env(pg_url, module_broker_url, **FAST_RETRIES)
    producer = client_app(module_broker_url)
    _kill_a_worker_mid_task(env, pg_url, tmp_path, producer, users, locked=users[:2], sessions=3)
    with running_worker(env, tmp_path) as second:
        done = wait_for(lambda: _exactly_once(pg_url, users, 3), timeout_s=120, every_s=0.5)
        assert done, f"{_effects(pg_url, users)}\n{second.log()[-3000:]}"
        time.sleep(2)  # late redeliveries would show up here
        assert _exactly_once(pg_url, users, 3)
    producer.close()


def test_a_worker_killed_while_it_held_the_restore_lock_delays_redelivery_briefly(
    pg_url: str, module_broker_url: str, tmp_path: Path, user_id: str
) -> None:
    # kombu sweeps a dead worker's unacknowledged messages back to the queue under a lock in
    # Redis ("unacked_mutex"); a worker killed while it held that lock (a sweep runs at every
    # worker's start) left it for kombu's default 300 s, so nothing was redelivered for five
    # minutes. The lock now lasts no longer than the visibility timeout.
    users = [f"{user_id}-{i}" for i in range(2)]
    env = worker_env(pg_url, module_broker_url, **FAST_RETRIES)
    producer = client_app(module_broker_url)
    _kill_a_worker_mid_task(env, pg_url, tmp_path, producer, users, locked=users[:1], sessions=1)
    client = redis.Redis.from_url(module_broker_url)
    # What a worker killed during its sweep leaves behind: the lock, with the expiry its
    # configuration took it with (the same settings as the workers here).
    options: dict[str, Any] = {k.lower(): v for k, v in FAST_RETRIES.items()}
    settings = Settings(**options)
    expire = celery_config(settings)["broker_transport_options"].get("unacked_mutex_expire", 300)
    assert client.lock("unacked_mutex", timeout=expire).acquire(blocking=False)
    with running_worker(env, tmp_path) as second:
        done = wait_for(lambda: _exactly_once(pg_url, users, 1), timeout_s=90, every_s=0.5)
        assert done, f"{_effects(pg_url, users)}\n{second.log()[-3000:]}"
    client.close()
    producer.close()


@pytest.fixture
def own_redis() -> Iterator[RedisServer]:
    """A Redis of this test's own, persisted (appendfsync always) so a restart keeps its queue."""
    try:
        server = start_redis(persistent=True)
    except ServiceUnavailableError as exc:
        if IN_CI:
            pytest.fail(str(exc))
        pytest.skip(str(exc))
    yield server
    server.cleanup()


def test_restarting_redis_mid_run_the_worker_reconnects_and_nothing_is_lost(
    pg_url: str, own_redis: RedisServer, tmp_path: Path, user_id: str
) -> None:
    users = [f"{user_id}-{i}" for i in range(5)]
    broker = own_redis.url()
    env = worker_env(pg_url, broker, **FAST_RETRIES)
    producer = client_app(broker)
    holder = create_engine(pg_url)
    with running_worker(env, tmp_path) as worker:
        _send_sessions(producer, users, sessions=1)
        assert wait_for(lambda: _exactly_once(pg_url, users, 1), timeout_s=60)
        with holder.connect() as conn:
            trans = conn.begin()
            conn.execute(
                text("SELECT pg_advisory_xact_lock(640064, hashtext(:u))"), {"u": users[0]}
            )
            _send_sessions(producer, users, sessions=3)  # s0 repeats; s1, s2 are new
            time.sleep(1.0)
            own_redis.stop()  # SIGTERM: Redis writes its append-only file and exits
            time.sleep(2.0)
            own_redis.start()
            trans.rollback()
        holder.dispose()
        _send_sessions(producer, users, sessions=4)  # s3 published after the restart
        done = wait_for(lambda: _exactly_once(pg_url, users, 4), timeout_s=150, every_s=0.5)
        assert done, f"{_effects(pg_url, users)}\n{worker.log()[-4000:]}"
        assert worker.process.poll() is None  # the same worker kept consuming
    producer.close()


@pytest.fixture
def own_postgres() -> Iterator[tuple[PostgresServer, str]]:
    server = start_postgres(durable=True)  # an immediate stop must not lose committed work
    url = server.create_database("faults")
    migrate.upgrade(url)
    yield server, url
    server.cleanup()


def test_postgres_down_for_a_while_tasks_retry_then_succeed_without_partial_writes(
    own_postgres: tuple[PostgresServer, str], module_broker_url: str, tmp_path: Path, user_id: str
) -> None:
    server, url = own_postgres
    users = [f"{user_id}-{i}" for i in range(4)]
    env = worker_env(url, module_broker_url, **FAST_RETRIES)
    producer = client_app(module_broker_url)
    with running_worker(env, tmp_path) as worker:
        _send_sessions(producer, users, sessions=1)
        assert wait_for(lambda: _exactly_once(url, users, 1), timeout_s=60)
        server.stop("immediate")
        results = _send_sessions(producer, users, sessions=3)
        assert wait_for(lambda: "database unavailable" in worker.log(), timeout_s=60)
        time.sleep(3)
        server.start()
        done = wait_for(lambda: _exactly_once(url, users, 3), timeout_s=150, every_s=0.5)
        assert done, f"{_effects(url, users)}\n{worker.log()[-4000:]}"
        outcomes = [r.get(timeout=60) for r in results]
        assert sum(o["memories_written"] for o in outcomes) == len(users) * 2  # s1, s2; s0 repeats
        assert "retry" in worker.log().lower()
    stop_worker(worker)
    producer.close()
