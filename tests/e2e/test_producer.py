"""The producer client against a real Redis and a real `celery worker`: nothing is lost.

Oversized sessions are trimmed and learned from, malformed payloads are refused with the field
named and recorded (ids and reason only), a broker that is down gives a clear error after a
bounded retry, and an explicit broker URL wins over CELERY_BROKER_URL.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, select

from db.tables import RejectedPayload, SignalLedger
from devtools.worker_proc import WorkerProcess, client_app, running_worker, wait_for, worker_env
from memory_service import InvalidInputError, MemoryService
from memory_service.limits import MAX_MESSAGE_CHARS, MAX_MESSAGES, TRIM_MARKER
from worker.client import MemoryClient, PublishError

CLI = str(Path(sys.executable).parent / "memory-worker")


@pytest.fixture(scope="module")
def worker(
    pg_url: str, module_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WorkerProcess]:
    env = worker_env(pg_url, module_broker_url)
    with running_worker(env, tmp_path_factory.mktemp("producer-worker")) as proc:
        yield proc


@pytest.fixture
def service(pg_url: str) -> Iterator[MemoryService]:
    svc = MemoryService(pg_url)
    yield svc
    svc.close()


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"redis://127.0.0.1:{port}/0"


def test_an_oversized_session_is_trimmed_not_dropped(
    worker: WorkerProcess, module_broker_url: str, service: MemoryService, user_id: str
) -> None:
    filler = [{"role": "assistant", "content": "Sure."}] * (MAX_MESSAGES + 100)
    huge = {"role": "user", "content": "I live in Porto. " + "la " * MAX_MESSAGE_CHARS}
    newest = {"role": "user", "content": "I'm allergic to peanuts."}
    sent = MemoryClient(module_broker_url).session_closed(user_id, "big", [*filler, huge, newest])
    assert sent.trimmed is True
    assert wait_for(lambda: bool(service.list_memories(user_id)), timeout_s=120), worker.log()[
        -2000:
    ]
    contents = {m.content for m in service.list_memories(user_id)}
    assert "Allergic to peanuts" in contents and "Lives in Porto" in contents
    episodes = service.export_user(user_id)["tables"]["episode"]
    assert all(len(e["content"]) <= MAX_MESSAGE_CHARS for e in episodes)
    with create_engine(pg_url_of(service)).connect() as conn:
        ledger = conn.execute(select(SignalLedger.status).where(SignalLedger.user_id == user_id))
        assert [row[0] for row in ledger] == ["done"]


def pg_url_of(service: MemoryService) -> str:
    return service.engine.url.render_as_string(hide_password=False)


def test_the_worker_trims_an_oversized_session_sent_raw(
    worker: WorkerProcess, module_broker_url: str, service: MemoryService, user_id: str
) -> None:
    producer = client_app(module_broker_url)
    long_message = {"role": "user", "content": "I work as a nurse. " + "x" * MAX_MESSAGE_CHARS}
    messages = [{"role": "assistant", "content": "Hello."}] * MAX_MESSAGES + [long_message]
    result = producer.send_task(
        "memory.process_conversation",
        kwargs={"user_id": user_id, "session_id": "raw", "messages": messages},
    )
    assert result.get(timeout=120)["memories_written"] >= 1
    assert "Works as a nurse" in {m.content for m in service.list_memories(user_id)}
    assert TRIM_MARKER.strip()  # the marker exists and is what the cut message ends with


def test_a_malformed_payload_is_refused_recorded_and_listed(
    worker: WorkerProcess, module_broker_url: str, pg_url: str, user_id: str
) -> None:
    producer = client_app(module_broker_url)
    secret_words = "my-very-private-words"
    result = producer.send_task(
        "memory.process_conversation",
        kwargs={
            "user_id": user_id,
            "session_id": "bad",
            "messages": [{"role": "robot", "content": secret_words}],
        },
    )
    with pytest.raises(InvalidInputError, match=r"messages\.0\.role"):
        result.get(timeout=60, propagate=True)
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        rows = conn.execute(select(RejectedPayload).where(RejectedPayload.user_id == user_id)).all()
    engine.dispose()
    assert len(rows) == 1
    row = rows[0]
    assert row.task_name == "memory.process_conversation" and row.ref == "bad"
    assert "messages.0.role" in row.reason and secret_words not in row.reason
    env = {**os.environ, "DATABASE_URL": pg_url}
    listed = subprocess.run(
        [CLI, "rejected", "--user", user_id, "--json"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    [item] = json.loads(listed.stdout)
    assert item["task_id"] == result.id and "messages.0.role" in item["reason"]
    stats = subprocess.run(
        [CLI, "stats", "--json"], env=env, capture_output=True, text=True, check=True, timeout=120
    )
    assert json.loads(stats.stdout)["rejected"] >= 1


def test_the_client_refuses_bad_input_before_sending(user_id: str) -> None:
    client = MemoryClient(closed_port_url(), publish_attempts=1)
    with pytest.raises(InvalidInputError, match=r"messages\.0\.role"):
        client.session_closed(user_id, "s1", [{"role": "robot", "content": "hi"}])
    with pytest.raises(InvalidInputError, match="session_id"):
        client.session_closed(user_id, "", [{"role": "user", "content": "hi"}])


def test_a_broker_that_is_down_gives_a_clear_error_after_a_bounded_retry(user_id: str) -> None:
    client = MemoryClient(closed_port_url(), publish_attempts=3, retry_interval_s=0.05)
    with pytest.raises(PublishError, match="after 3 attempts") as caught:
        client.session_closed(user_id, "s1", [{"role": "user", "content": "I live in Oslo."}])
    assert "send it again later" in str(caught.value)


def test_an_explicit_broker_wins_over_the_environment_and_no_result_backend_is_needed(
    worker: WorkerProcess,
    module_broker_url: str,
    service: MemoryService,
    user_id: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CELERY_BROKER_URL", closed_port_url())
    monkeypatch.setenv("CELERY_RESULT_BACKEND", closed_port_url())
    client = MemoryClient(module_broker_url, publish_attempts=1)
    sent = client.session_closed(
        user_id, "s1", [{"role": "user", "content": "I live in Reykjavik."}]
    )
    assert sent.trimmed is False and sent.task_id
    assert wait_for(lambda: bool(service.list_memories(user_id)), timeout_s=60)
    assert service.list_memories(user_id)[0].content == "Lives in Reykjavik"
