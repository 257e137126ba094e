"""Malformed broker messages: rejected one by one while the worker goes on."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from kombu import Connection, Exchange, Queue

from devtools.worker_proc import WorkerProcess, client_app, running_worker, wait_for, worker_env
from memory_service import MemoryService

SECRET = "zanzibarsecretbody"
TASK = "memory.process_conversation"


def _headers(**extra: Any) -> dict[str, Any]:
    return {"task": TASK, "id": str(uuid.uuid4()), "lang": "py"} | extra


# (body, content_type, headers): each breaks the consumer or the task in its own way.
MALFORMED: list[tuple[Any, str, dict[str, Any] | None]] = [
    ("hello", "application/json", _headers()),  # a JSON string, not [args, kwargs, embed]
    ([SECRET], "application/json", _headers()),  # a list of the wrong length
    ({"a": SECRET}, "application/json", _headers()),  # a mapping
    (b"\xff\xfe not json " + SECRET.encode(), "application/json", _headers()),
    ([[], {"user_id": SECRET}, {}], "application/json", _headers(eta=SECRET)),  # bad eta
    ([[], {}, {}], "application/json", _headers(expires=SECRET)),  # bad expiry
    ([[], {}, {}], "application/json", _headers(timelimit=SECRET)),  # bad time limits
    ([[], {}, {}], "application/json", _headers(task="memory.no_such_task")),
    ([[], {}, {}], "application/json", {"id": str(uuid.uuid4())}),  # no task header
    ([[], {}, {}], "application/json", None),  # no headers at all
    (SECRET, "application/x-python-serialize", _headers()),  # content type not accepted
    ([[], {}, {}], "application/json", _headers(id=[SECRET])),  # an id that is not a string
    ([[], {}, {}], "application/json", _headers(retries=SECRET)),
    ([[], {}, {}], "application/json", _headers(kwargsrepr={"x": SECRET})),
    ([SECRET, {}, {}], "application/json", _headers()),  # args that are not a list
    ([[], SECRET, {}], "application/json", _headers()),  # kwargs that are not a mapping
    ([[], {}, SECRET], "application/json", _headers()),  # embed that is not a mapping
    ([[], {"user_id": 5, "messages": SECRET}, {}], "application/json", _headers()),
]


@pytest.fixture(scope="module")
def worker(
    pg_url: str, module_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WorkerProcess]:
    env = worker_env(pg_url, module_broker_url)
    with running_worker(env, tmp_path_factory.mktemp("malformed-logs"), concurrency=1) as proc:
        yield proc


def _publish(broker_url: str, body: Any, content_type: str, headers: dict[str, Any] | None) -> None:
    queue = Queue("celery", Exchange("celery", type="direct"), routing_key="celery")
    with Connection(broker_url) as conn:
        producer = conn.Producer()
        if isinstance(body, bytes):
            producer.publish(
                body,
                exchange=queue.exchange,
                routing_key="celery",
                declare=[queue],
                content_type=content_type,
                content_encoding="binary",
                headers=headers,
            )
            return
        serializer = "json" if content_type == "application/json" else "pickle"
        producer.publish(
            body,
            exchange=queue.exchange,
            routing_key="celery",
            declare=[queue],
            serializer=serializer,
            headers=headers,
        )


def test_malformed_messages_are_rejected_and_a_good_one_after_them_is_processed(
    worker: WorkerProcess, module_broker_url: str, pg_url: str, user_id: str
) -> None:
    for body, content_type, headers in MALFORMED:
        _publish(module_broker_url, body, content_type, headers)
    good = client_app(module_broker_url).send_task(
        TASK,
        kwargs={
            "user_id": user_id,
            "session_id": "s1",
            "messages": [{"role": "user", "content": "I live in Lisbon and I am a nurse."}],
        },
    )
    assert good.get(timeout=90)["memories_written"] >= 1
    assert worker.process.poll() is None, worker.log()[-3000:]
    log = worker.log()
    assert "Unrecoverable error" not in log
    assert SECRET not in log  # no body, no header value, printed
    assert log.count("rejected a malformed message") >= 5
    svc = MemoryService(pg_url)
    try:
        assert any("Lisbon" in m.content for m in svc.list_memories(user_id))
    finally:
        svc.close()
    # The same messages again, after the good one: the worker still stands.
    for body, content_type, headers in MALFORMED:
        _publish(module_broker_url, body, content_type, headers)
    again = client_app(module_broker_url).send_task(
        TASK, kwargs={"user_id": user_id, "session_id": "s2", "messages": []}
    )
    assert "skipped" in again.get(timeout=90)
    assert wait_for(lambda: worker.process.poll() is None, timeout_s=1)
