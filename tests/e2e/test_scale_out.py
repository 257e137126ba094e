"""Scale-out: two worker processes (different node names and pools) on one Redis and PostgreSQL.

Sessions for a few users are interleaved and some are delivered twice (the same task id again,
as a redelivery looks to a worker, and a chat app's retry under a new task id). Each session
states the same allergy and a new home city, so every session reinforces one memory and
supersedes another: a lost update would show as a wrong count, a race as a fork in the chain.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from db.tables import MemoryEvidence, SignalLedger, UserContext
from devtools.worker_proc import WorkerProcess, client_app, running_worker, worker_env

CITIES = (
    "Lisbon",
    "Porto",
    "Madrid",
    "Berlin",
    "Munich",
    "Paris",
    "Vienna",
    "Prague",
    "Oslo",
    "Dublin",
    "Rome",
    "Warsaw",
)
USERS = 4
DELIVERED_TWICE = (3, 7)
RETRIED_BY_THE_APP = (5,)


@pytest.fixture(scope="module")
def workers(
    pg_url: str, module_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[list[WorkerProcess]]:
    """A prefork worker and a threads worker, standing in for two machines."""
    env = worker_env(pg_url, module_broker_url)
    logs = tmp_path_factory.mktemp("scale-out")
    with (
        running_worker(env, logs, pool="prefork", concurrency=2) as first,
        running_worker(env, logs, pool="threads", concurrency=4) as second,
    ):
        yield [first, second]


def _session(user_id: str, k: int) -> dict[str, Any]:
    return {
        "user_id": user_id,
        "session_id": f"{user_id}-s{k}",
        "messages": [
            {"role": "user", "content": "Quick reminder: I'm allergic to peanuts."},
            {"role": "assistant", "content": "Noted."},
            {"role": "user", "content": f"I live in {CITIES[k]} now."},
        ],
    }


def _send_interleaved(producer: Any, users: list[str]) -> list[Any]:
    """Session k of every user before session k + 1 of any, with the duplicates mixed in."""
    results = []
    for k in range(len(CITIES)):
        for user_id in users:
            task_id = str(uuid.uuid4())
            kwargs = _session(user_id, k)
            sends = [task_id]
            sends += [task_id] if k in DELIVERED_TWICE else []
            sends += [str(uuid.uuid4())] if k in RETRIED_BY_THE_APP else []
            for tid in sends:
                results.append(
                    producer.send_task("memory.process_conversation", kwargs=kwargs, task_id=tid)
                )
    return results


def _rows(pg_url: str, user_id: str) -> tuple[list[Any], list[UserContext], list[Any]]:
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        ledger = conn.execute(
            select(SignalLedger.id, SignalLedger.ref, SignalLedger.status)
            .where(SignalLedger.user_id == user_id, SignalLedger.kind == "conversation")
            .order_by(SignalLedger.id)
        ).all()
        evidence = conn.execute(
            select(MemoryEvidence.memory_id, MemoryEvidence.signal_ref).where(
                MemoryEvidence.user_id == user_id
            )
        ).all()
    with Session(engine) as session:
        memories = list(
            session.scalars(select(UserContext).where(UserContext.user_id == user_id)).all()
        )
    engine.dispose()
    return list(ledger), memories, list(evidence)


def _chain(locations: list[UserContext]) -> list[str]:
    """Cities from the oldest to the active one, following superseded_by; fails on a fork."""
    by_id = {m.id: m for m in locations}
    successors = [m.superseded_by for m in locations if m.superseded_by is not None]
    assert len(successors) == len(set(successors)), "two rows superseded by the same row: a fork"
    (first,) = [m for m in locations if m.id not in set(successors)]
    cities, row = [], first
    while row is not None:
        cities.append(row.content.removeprefix("Lives in ").strip())
        row = by_id.get(row.superseded_by) if row.superseded_by else None
    return cities


def test_two_workers_keep_each_users_writes_in_order_and_each_session_once(
    workers: list[WorkerProcess], pg_url: str, module_broker_url: str
) -> None:
    users = [f"scale-{uuid.uuid4().hex[:10]}" for _ in range(USERS)]
    producer = client_app(module_broker_url)
    try:
        for result in _send_interleaved(producer, users):
            result.get(timeout=180)
    finally:
        producer.close()

    for user_id in users:
        ledger, memories, evidence = _rows(pg_url, user_id)
        refs = [row.ref for row in ledger]
        assert sorted(refs) == sorted(f"{user_id}-s{k}" for k in range(len(CITIES)))
        assert {row.status for row in ledger} == {"done"}

        allergy = [m for m in memories if "peanut" in m.content.lower()]
        assert [(m.status, m.occurrences) for m in allergy] == [("active", len(CITIES))]
        assert sum(1 for e in evidence if e.memory_id == allergy[0].id) == len(CITIES)

        locations = [m for m in memories if m.content.startswith("Lives in")]
        assert [m.status for m in locations].count("active") == 1
        assert len(locations) == len(CITIES)
        # The supersede chain follows the order in which the sessions took the user's lock
        # (the ledger's ids are drawn inside it), whichever worker ran each one.
        in_lock_order = [CITIES[int(ref.rsplit("-s", 1)[1])] for ref in refs]
        assert _chain(locations) == in_lock_order


def test_both_workers_took_part(workers: list[WorkerProcess]) -> None:
    names = {w.name for w in workers}
    assert len(names) == 2
    for worker in workers:
        assert "memory.process_conversation[" in worker.log(), Path(worker.log_path).name
