"""Erasure against queued work, with a real worker: countdown tasks and buffered sessions sent
before `forget_user` write nothing for the user; a signal sent after it does."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from celery import Celery
from celery.signals import before_task_publish
from typer.testing import CliRunner

from devtools.worker_proc import WorkerProcess, client_app, running_worker, worker_env
from memory_service import InvalidInputError, MemoryService
from worker import erasure as stamps
from worker.cli import app as cli_app

COUNTDOWN_S = 4


@pytest.fixture(scope="module")
def worker(
    pg_url: str, module_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WorkerProcess]:
    env = worker_env(pg_url, module_broker_url)
    with running_worker(env, tmp_path_factory.mktemp("erasure-logs")) as proc:
        yield proc


@pytest.fixture(scope="module")
def producer(module_broker_url: str) -> Iterator[Celery]:
    app = client_app(module_broker_url)
    yield app
    app.close()


@pytest.fixture
def svc(pg_url: str) -> Iterator[MemoryService]:
    service = MemoryService(pg_url)
    yield service
    service.close()


def _messages(text_: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text_}, {"role": "assistant", "content": "Noted."}]


def _send(producer: Celery, name: str, stamped: bool = True, **options: Any) -> Any:
    """Send as a chat app would: with the send-time header, or (stamped=False) without it."""
    headers = stamps.sent_at_header() if stamped else None
    if stamped:
        return producer.send_task(name, headers=headers, **options)
    before_task_publish.disconnect(stamps._stamp_sent_at)
    try:
        return producer.send_task(name, **options)
    finally:
        before_task_publish.connect(stamps._stamp_sent_at)


def _queue_everything(producer: Celery, user: str) -> list[Any]:
    """Eight signals for `user`, all due after COUNTDOWN_S seconds (two without a stamp)."""
    sent = []
    for i, stamped in enumerate([True, True, True, False, False]):
        kwargs = {
            "user_id": user,
            "session_id": f"s{i}",
            "messages": _messages(f"I live in Zanzibar{i} and I'm allergic to peanuts."),
        }
        sent.append(
            _send(
                producer,
                "memory.process_conversation",
                stamped,
                kwargs=kwargs,
                countdown=COUNTDOWN_S,
            )
        )
    feedback = {"user_id": user, "deliverable_id": "d1", "original": "Hi,\n\nA.", "edited": "A."}
    activity = {"user_id": user, "event_type": "note", "summary": "Zanzibar"}
    buffered = {"user_id": user, "session_id": "open2", "messages": _messages("I'm a nurse.")}
    sent.append(_send(producer, "memory.process_feedback", kwargs=feedback, countdown=COUNTDOWN_S))
    sent.append(_send(producer, "memory.record_activity", kwargs=activity, countdown=COUNTDOWN_S))
    sent.append(_send(producer, "memory.session_activity", kwargs=buffered, countdown=COUNTDOWN_S))
    return sent


def test_countdown_tasks_and_buffered_sessions_sent_before_the_erasure_write_nothing(
    worker: WorkerProcess, producer: Celery, svc: MemoryService, user_id: str
) -> None:
    svc.session_activity(user_id, "open", _messages("My sister Ana lives in Zanzibar."))
    queued = _queue_everything(producer, user_id)
    close = {"user_id": user_id, "session_id": "open"}
    queued.append(_send(producer, "memory.close_session", kwargs=close, countdown=COUNTDOWN_S))
    svc.forget_user(user_id)
    assert svc.get_for_prompt(user_id) == ""
    outcomes = [result.get(timeout=120) for result in queued]
    assert all(o.get("memories_written", 0) == 0 for o in outcomes), outcomes
    refused = [o for o in outcomes if o.get("skipped") == "user erased after this signal was sent"]
    assert len(refused) >= len(queued) - 1  # close_session may find no buffered turns first
    assert not svc.knows_user(user_id), svc.export_user(user_id)
    assert svc.get_for_prompt(user_id) == ""


def test_a_stamped_signal_sent_after_the_erasure_writes_and_an_unstamped_one_waits_out_the_hold(
    worker: WorkerProcess, producer: Celery, svc: MemoryService, user_id: str
) -> None:
    svc.process_conversation(user_id, _messages("I live in Lisbon."), "before")
    svc.forget_user(user_id)
    kwargs = {"user_id": user_id, "messages": _messages("I live in Porto and I'm a nurse.")}
    unstamped = _send(
        producer, "memory.process_conversation", False, kwargs=kwargs | {"session_id": "u"}
    )
    assert unstamped.get(timeout=60)["skipped"] == "user erased after this signal was sent"
    assert not svc.knows_user(user_id)
    stamped = _send(producer, "memory.process_conversation", kwargs=kwargs | {"session_id": "a"})
    assert stamped.get(timeout=60)["memories_written"] >= 1
    assert "Porto" in svc.get_for_prompt(user_id)
    assert "Lisbon" not in svc.get_for_prompt(user_id)


def test_a_stamp_from_before_the_erasure_is_refused_even_when_the_message_arrives_later(
    worker: WorkerProcess, producer: Celery, svc: MemoryService, user_id: str
) -> None:
    stamp = stamps.sent_at_header(datetime.now(UTC))
    svc.forget_user(user_id)
    kwargs = {
        "user_id": user_id,
        "session_id": str(uuid.uuid4()),
        "messages": _messages("I live in Oslo."),
    }
    late = producer.send_task("memory.process_conversation", kwargs=kwargs, headers=stamp)
    assert late.get(timeout=60)["skipped"] == "user erased after this signal was sent"
    assert not svc.knows_user(user_id)


def test_the_cli_erases_a_user_known_only_by_queued_work_and_the_work_stands_down(
    worker: WorkerProcess, producer: Celery, svc: MemoryService, pg_url: str, user_id: str
) -> None:
    kwargs = {
        "user_id": user_id,
        "session_id": "s1",
        "messages": _messages("I am allergic to peanuts and I live in Porto."),
    }
    queued = _send(producer, "memory.process_conversation", kwargs=kwargs, countdown=COUNTDOWN_S)
    assert not svc.knows_user(user_id)  # so far, only queued work
    result = CliRunner().invoke(
        cli_app, ["forget", user_id, "--yes"], env={"DATABASE_URL": pg_url, "COLUMNS": "200"}
    )
    assert result.exit_code == 0, result.stderr
    assert "recorded the erasure" in result.stdout
    outcome = queued.get(timeout=120)
    assert outcome == {"memories_written": 0, "skipped": "user erased after this signal was sent"}
    assert not svc.knows_user(user_id), svc.export_user(user_id)


def test_a_malformed_payload_sent_before_the_erasure_leaves_no_row_holding_the_user_id(
    worker: WorkerProcess, producer: Celery, svc: MemoryService, user_id: str
) -> None:
    svc.add_memory(user_id, "Allergic to peanuts")
    kwargs = {
        "user_id": user_id,
        "session_id": "s-bad",
        "messages": [{"role": "system", "content": "I live in Porto"}],
    }
    bad = _send(producer, "memory.process_conversation", kwargs=kwargs, countdown=COUNTDOWN_S)
    svc.forget_user(user_id)
    with pytest.raises(InvalidInputError, match=r"messages\.0\.role"):
        bad.get(timeout=120)
    assert not svc.knows_user(user_id), svc.export_user(user_id)
    [listed] = [r for r in svc.rejected(limit=200) if r.task_id == bad.id]
    assert (listed.user_id, listed.ref) == (None, None)  # recorded, without the user's ids
    assert "erasure" in listed.reason
