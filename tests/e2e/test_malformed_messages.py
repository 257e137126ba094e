"""Malformed broker messages: rejected one by one while the worker goes on."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from kombu import Connection, Exchange, Queue
from redis import Redis

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


def _conversation(user_id: str, text: str) -> list[Any]:
    kwargs = {
        "user_id": user_id,
        "session_id": "s1",
        "messages": [{"role": "user", "content": text}],
    }
    return [[], kwargs, {"callbacks": None, "errbacks": None, "chain": None, "chord": None}]


def _redis_mentions(broker_url: str, needles: list[str]) -> set[str]:
    """The needles found in any key or value of the broker's database (queue, unacked, results)."""
    redis = Redis.from_url(broker_url)
    read = {
        b"string": lambda k: [redis.get(k)],
        b"list": lambda k: redis.lrange(k, 0, -1),
        b"hash": lambda k: list(redis.hgetall(k).items()),
        b"set": lambda k: list(redis.smembers(k)),
        b"zset": lambda k: redis.zrange(k, 0, -1),
    }
    text = []
    for key in redis.scan_iter():
        text.append(str(key))
        text += [str(value) for value in read.get(redis.type(key), lambda _: [])(key)]
    every = " ".join(text)
    return {needle for needle in needles if needle in every}


def test_an_eta_out_of_range_is_rejected_and_nothing_of_it_stays_in_redis(
    worker: WorkerProcess, module_broker_url: str, pg_url: str
) -> None:
    # Before: an eta in year 9999 was held by the worker and delivered again every visibility
    # timeout for ever (the user's words in Redis, out of erasure's reach); one in year 1 failed
    # the task with OverflowError.
    now = datetime.now(UTC)
    etas = {
        "year-9999": "9999-12-31T23:59:59+00:00",
        "two-hours-ahead": (now + timedelta(hours=2)).isoformat(),
        "year-1": "0001-01-01T00:00:00+00:00",
        "year-1-plus-14": "0001-01-01T00:00:00+14:00",
    }
    users = {name: f"eta-{name}-{uuid.uuid4().hex[:8]}" for name in etas}
    ids = {name: str(uuid.uuid4()) for name in etas}
    before = worker.log().count("rejected a malformed message")
    for name, eta in etas.items():
        body = _conversation(users[name], f"I live in Lisbon. {SECRET}")
        _publish(module_broker_url, body, "application/json", _headers(id=ids[name], eta=eta))
    soon = client_app(module_broker_url).send_task(
        TASK,
        kwargs=_conversation(f"eta-soon-{uuid.uuid4().hex[:8]}", "I am a nurse.")[1],
        countdown=2,
    )
    assert soon.get(timeout=90)["memories_written"] >= 1  # an ordinary countdown still runs
    assert wait_for(
        lambda: worker.log().count("rejected a malformed message") >= before + len(etas),
        timeout_s=30,
    ), worker.log()[-3000:]
    log = worker.log()
    assert log.count(": eta more than 3300 s ahead") >= 2
    assert log.count(": eta before 1970") >= 2
    assert SECRET not in log
    assert _redis_mentions(module_broker_url, list(ids.values())) == set()
    svc = MemoryService(pg_url)
    try:
        assert not any(svc.knows_user(user) for user in users.values())
    finally:
        svc.close()


def test_a_messages_own_time_limits_are_ignored_and_the_configured_ones_apply(
    worker: WorkerProcess, module_broker_url: str, pg_url: str
) -> None:
    # Before: [-5, -5] killed the pool process running the task (its memories lost), and a huge
    # limit lifted the hard limit the visibility window relies on.
    limits = {"negative": [-5, -5], "huge": [1e308, 1e308], "zero": [0, 0]}
    users = {name: f"limits-{name}-{uuid.uuid4().hex[:8]}" for name in limits}
    for name, timelimit in limits.items():
        body = _conversation(users[name], "I live in Lisbon and I am a nurse.")
        _publish(module_broker_url, body, "application/json", _headers(timelimit=timelimit))
    svc = MemoryService(pg_url)
    try:
        assert wait_for(
            lambda: all(svc.knows_user(user) for user in users.values()), timeout_s=90
        ), worker.log()[-3000:]
        for user in users.values():
            assert any("Lisbon" in m.content for m in svc.list_memories(user))
    finally:
        svc.close()
    log = worker.log()
    assert log.count("ignored the time limits of message") >= len(limits)
    assert "Hard time limit" not in log
    assert worker.process.poll() is None
