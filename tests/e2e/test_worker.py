"""The three triggers end to end: a real Redis, a real PostgreSQL and a real `celery worker`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from celery.exceptions import TimeoutError as CeleryTimeout
from sqlalchemy import create_engine, func, select, text

from db.tables import ChatSession, SessionTurn, SignalLedger
from devtools.worker_proc import WorkerProcess, client_app, running_worker, wait_for, worker_env
from memory_service import MemoryService
from memory_service.settings import Settings
from worker.app import create_app
from worker.tasks import MemoryTask

PRODUCER = r"""
import json, sys
from celery import Celery
broker, users = sys.argv[1], json.loads(sys.argv[2])
app = Celery("chat-app", broker=broker, backend=broker)
results = [
    app.send_task("memory.process_conversation", kwargs={
        "user_id": user, "session_id": f"{user}-s1",
        "messages": [
            {"role": "user", "content": "Hi! Quick note: I'm allergic to peanuts."},
            {"role": "assistant", "content": "Thanks, noted."},
            {"role": "user", "content": "I live in Lisbon and I work as a data analyst."},
        ],
    })
    for user in users
]
out = [r.get(timeout=120) for r in results]
project = {"memory_service", "db", "worker", "scheduler"}
ours = sorted(m for m in sys.modules if m.split(".")[0] in project)
print(json.dumps({"results": out, "project_modules": ours}))
"""


@pytest.fixture(scope="module")
def worker(
    pg_url: str, module_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WorkerProcess]:
    env = worker_env(pg_url, module_broker_url, MEMORY_IDLE_SESSION_TIMEOUT_S="1")
    with running_worker(env, tmp_path_factory.mktemp("worker-logs")) as proc:
        yield proc


@pytest.fixture(scope="module")
def producer(module_broker_url: str) -> Any:
    app = client_app(module_broker_url)
    yield app
    app.close()


@pytest.fixture
def db_url(pg_url: str) -> str:
    """The worker processes share PostgreSQL with the test (so `svc` runs there only)."""
    return pg_url


def _ledger(pg_url: str, user_id: str, kind: str) -> list[Any]:
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        rows = conn.execute(
            select(SignalLedger).where(SignalLedger.user_id == user_id, SignalLedger.kind == kind)
        ).all()
    engine.dispose()
    return list(rows)


def _session_messages(text_: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text_}, {"role": "assistant", "content": "Got it."}]


def test_a_producer_that_imports_only_celery_gets_memories_written(
    worker: WorkerProcess, module_broker_url: str, svc: MemoryService, user_id: str
) -> None:
    users = [f"{user_id}-{i}" for i in range(3)]
    done = subprocess.run(
        [sys.executable, "-c", PRODUCER, module_broker_url, json.dumps(users)],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr + worker.log()[-2000:]
    report = json.loads(done.stdout)
    assert report["project_modules"] == []
    assert all(r["memories_written"] >= 1 and r["skipped"] is None for r in report["results"])
    for user in users:
        block = svc.get_for_prompt(user)
        assert "peanuts" in block.lower()
        assert "lisbon" in block.lower()


def test_the_same_session_delivered_twice_changes_nothing_the_second_time(
    worker: WorkerProcess, producer: Any, svc: MemoryService, user_id: str
) -> None:
    kwargs = {
        "user_id": user_id,
        "session_id": "s-dup",
        "messages": _session_messages("I'm allergic to shellfish, seriously."),
    }
    first = producer.send_task("memory.process_conversation", kwargs=kwargs).get(timeout=60)
    second = producer.send_task("memory.process_conversation", kwargs=kwargs).get(timeout=60)
    assert first["memories_written"] >= 1
    assert second == {"memories_written": 0, "skipped": "already processed"}
    [memory] = [m for m in svc.list_memories(user_id) if "shellfish" in m.content.lower()]
    assert memory.occurrences == 1


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"session_id": "s", "messages": [{"role": "robot", "content": "x"}]}, "messages.0.role"),
        ({"messages": []}, "session_id"),
        ({"session_id": "s", "messages": "not a list"}, "messages"),
        ({"session_id": "s", "messages": [], "surprise": 1}, "surprise"),
    ],
)
def test_a_malformed_payload_fails_clearly_and_the_next_task_still_succeeds(
    worker: WorkerProcess,
    producer: Any,
    svc: MemoryService,
    pg_url: str,
    user_id: str,
    kwargs: dict[str, Any],
    field: str,
) -> None:
    bad = producer.send_task("memory.process_conversation", kwargs={"user_id": user_id} | kwargs)
    with pytest.raises(Exception, match=field) as failure:
        bad.get(timeout=60)
    assert "invalid memory.process_conversation payload" in str(failure.value)
    assert bad.state == "FAILURE"
    good = producer.send_task(
        "memory.process_conversation",
        kwargs={
            "user_id": user_id,
            "session_id": "s-good",
            "messages": _session_messages("I am allergic to kiwi fruit."),
        },
    )
    assert good.get(timeout=60)["memories_written"] >= 1
    assert [e.ref for e in _ledger(pg_url, user_id, "conversation")] == ["s-good"]


@pytest.mark.parametrize(
    ("task", "kwargs", "field"),
    [
        (
            "memory.process_conversation",
            {
                "session_id": "s-year-1",
                "messages": [
                    {
                        "role": "user",
                        "content": "I live in Porto.",
                        "created_at": "0001-01-01T00:00:00+14:00",
                    }
                ],
            },
            "messages.0.created_at",
        ),
        (
            "memory.record_activity",
            {"event_type": "run", "occurred_at": "0001-01-01T00:00:00+14:00"},
            "occurred_at",
        ),
        (
            "memory.record_activity",
            {"event_type": "run", "occurred_at": "9999-12-31T23:59:59+00:00"},
            "occurred_at",
        ),
    ],
    ids=["created_at year 1", "occurred_at year 1", "occurred_at year 9999"],
)
def test_a_time_out_of_range_sent_raw_is_refused_by_name_and_recorded(
    worker: WorkerProcess,
    producer: Any,
    svc: MemoryService,
    user_id: str,
    task: str,
    kwargs: dict[str, Any],
    field: str,
) -> None:
    # Sent without the client's checks. Before: the task failed "unexpected" with
    # StatementError(OverflowError), nothing recorded as rejected (or, for 9999, was stored).
    bad = producer.send_task(task, kwargs={"user_id": user_id} | kwargs)
    with pytest.raises(Exception, match=field) as failure:
        bad.get(timeout=60)
    assert f"invalid {task} payload" in str(failure.value)
    [listed] = [r for r in svc.rejected(limit=200, user_id=user_id) if r.task_id == bad.id]
    assert field in listed.reason
    assert svc.list_memories(user_id) == []
    assert user_id not in svc.users_with_recent_activity()
    assert "OverflowError" not in worker.log()


def test_a_session_left_idle_is_processed_by_the_sweep_exactly_once(
    worker: WorkerProcess, producer: Any, svc: MemoryService, pg_url: str, user_id: str
) -> None:
    for turns in (
        _session_messages("I work night shifts at the hospital."),
        _session_messages("Also, I'm allergic to penicillin."),
    ):
        result = producer.send_task(
            "memory.session_activity",
            kwargs={"user_id": user_id, "session_id": "idle-1", "messages": turns},
        )
        assert result.get(timeout=60) == {"buffered": 2}
    # Two sweeps (as two beat ticks would) after the 1 s idle timeout: one processing.
    threading.Event().wait(1.5)
    sweeps = [producer.send_task("memory.sweep_idle_sessions").get(timeout=60) for _ in range(2)]
    assert sum(s["enqueued"] for s in sweeps) >= 1
    assert wait_for(lambda: len(_ledger(pg_url, user_id, "conversation")) == 1, timeout_s=60)
    threading.Event().wait(1.0)
    [entry] = _ledger(pg_url, user_id, "conversation")
    assert entry.ref == "idle-1" and entry.status == "done"
    contents = " ".join(m.content.lower() for m in svc.list_memories(user_id))
    assert "penicillin" in contents
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        turns_left = conn.scalar(
            select(func.count()).select_from(SessionTurn).where(SessionTurn.user_id == user_id)
        )
        closed = conn.scalar(select(ChatSession.closed_at).where(ChatSession.user_id == user_id))
    engine.dispose()
    assert turns_left == 0 and closed is not None
    later = producer.send_task("memory.sweep_idle_sessions").get(timeout=60)
    assert wait_for(lambda: len(_ledger(pg_url, user_id, "conversation")) == 1, timeout_s=1)
    assert isinstance(later["enqueued"], int)


def test_feedback_and_activity_tasks_go_through(
    worker: WorkerProcess, producer: Any, pg_url: str, user_id: str
) -> None:
    event = producer.send_task(
        "memory.record_activity",
        kwargs={
            "user_id": user_id,
            "event_type": "report_run",
            "occurred_at": None,
            "summary": "weekly digest",
            "metadata": {"subject": "weekly digest"},
        },
    ).get(timeout=60)
    assert isinstance(event["id"], int)
    feedback = producer.send_task(
        "memory.process_feedback",
        kwargs={
            "user_id": user_id,
            "deliverable_id": "d1",
            "original": "Hello team,\n\nBody.",
            "edited": "Body.",
        },
    ).get(timeout=60)
    assert feedback == {"memories_written": 0}
    patterns = producer.send_task("memory.process_patterns", kwargs={"user_id": user_id}).get(
        timeout=60
    )
    assert patterns == {"memories_written": 0}
    assert len(_ledger(pg_url, user_id, "feedback")) == 1
    assert len(_ledger(pg_url, user_id, "patterns")) == 1


def _active_task_pid(producer: Any, worker: WorkerProcess, task_id: str) -> int | None:
    replies = producer.control.inspect(timeout=2.0).active() or {}
    for tasks in replies.values():
        for task in tasks:
            if task["id"] == task_id:
                return int(task["worker_pid"])
    return None


def test_a_pool_process_killed_mid_task_is_redelivered_and_takes_effect_once(
    worker: WorkerProcess, producer: Any, svc: MemoryService, pg_url: str, user_id: str
) -> None:
    holder = create_engine(pg_url)
    with holder.connect() as conn:
        trans = conn.begin()
        # Hold the user's write lock: the task blocks inside its transaction, mid-write.
        conn.execute(text("SELECT pg_advisory_xact_lock(640064, hashtext(:u))"), {"u": user_id})
        result = producer.send_task(
            "memory.process_conversation",
            kwargs={
                "user_id": user_id,
                "session_id": "s-kill",
                "messages": _session_messages("I'm allergic to latex."),
            },
        )
        assert wait_for(
            lambda: _active_task_pid(producer, worker, result.id) is not None, timeout_s=60
        )
        pid = _active_task_pid(producer, worker, result.id)
        assert pid is not None and pid != worker.process.pid
        os.kill(pid, signal.SIGKILL)
        threading.Event().wait(1.0)
        trans.rollback()
    holder.dispose()
    try:
        outcome = result.get(timeout=120)
    except CeleryTimeout:
        pytest.fail("the task was not redelivered:\n" + worker.log()[-3000:])
    assert outcome["memories_written"] == 1
    assert "WorkerLostError" in worker.log() or "exited" in worker.log()
    [entry] = _ledger(pg_url, user_id, "conversation")
    assert entry.status == "done"
    [memory] = [m for m in svc.list_memories(user_id) if "latex" in m.content.lower()]
    assert memory.occurrences == 1


def test_the_beat_schedule_holds_its_entries_at_the_configured_times() -> None:
    settings = Settings(
        memory_nightly_hour=2,
        memory_nightly_minute=30,
        memory_cleanup_hour=5,
        memory_timezone="Europe/Berlin",
    )
    app = create_app(settings)
    schedule = app.conf.beat_schedule
    assert set(schedule) == {
        "memory-nightly-patterns",
        "memory-idle-session-sweep",
        "memory-retention-cleanup",
        "memory-batch-submit",
        "memory-batch-collect",
    }
    nightly = schedule["memory-nightly-patterns"]["schedule"]
    assert (nightly.hour, nightly.minute) == ({2}, {30})
    assert schedule["memory-nightly-patterns"]["task"] == "memory.nightly_patterns"
    assert schedule["memory-idle-session-sweep"]["schedule"] == 60.0
    assert schedule["memory-idle-session-sweep"]["task"] == "memory.sweep_idle_sessions"
    cleanup = schedule["memory-retention-cleanup"]["schedule"]
    assert (cleanup.hour, cleanup.minute) == ({5}, {0})
    assert app.conf.timezone == "Europe/Berlin"
    for entry in schedule.values():
        assert entry["task"] in app.tasks


def test_the_nightly_fan_out_enqueues_one_pattern_run_per_active_user(
    worker: WorkerProcess, producer: Any, svc: MemoryService, pg_url: str, user_id: str
) -> None:
    users = [f"{user_id}-{i}" for i in range(2)]
    for user in users:
        svc.record_activity(user, "report_run", summary="weekly digest")
    fanned = producer.send_task("memory.nightly_patterns").get(timeout=60)
    assert fanned["enqueued"] >= 2
    for user in users:
        assert wait_for(lambda u=user: len(_ledger(pg_url, u, "patterns")) == 1, timeout_s=60)


def test_worker_config_has_the_reliability_settings() -> None:
    conf = create_app(Settings()).conf
    assert (
        conf.task_acks_late and conf.task_reject_on_worker_lost and conf.task_retry_on_worker_lost
    )
    assert conf.worker_prefetch_multiplier == 1
    assert conf.broker_transport_options["visibility_timeout"] == 3600
    assert conf.task_soft_time_limit < conf.task_time_limit
    settings = conf.memory_settings
    assert (
        settings.memory_retry_backoff_max_s * 2
        <= conf.broker_transport_options["visibility_timeout"]
    )
    assert conf.task_time_limit * 2 <= conf.broker_transport_options["visibility_timeout"]
    task = create_app(Settings(memory_task_max_retries=3)).tasks["memory.process_conversation"]
    assert isinstance(task, MemoryTask) and task.max_retries == 3
