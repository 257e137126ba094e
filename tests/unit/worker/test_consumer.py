"""What the consumer makes of a message's eta and time limits, and when a message was sent, on
kombu's own messages and Celery's own request context (no broker needed)."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from celery.app.task import Context
from kombu import Message

from memory_service.settings import Settings
from worker.app import create_app
from worker.consumer import eta_horizon, malformed
from worker.erasure import SENT_AT_HEADER, sent_at_of

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
HORIZON = timedelta(seconds=3300)
BODY = [[], {"user_id": "u1", "session_id": "s1", "messages": []}, {}]


def _message(**headers: Any) -> Message:
    base = {"task": "memory.process_conversation", "id": str(uuid.uuid4()), "lang": "py"}
    return Message(
        body=json.dumps(BODY),
        content_type="application/json",
        content_encoding="utf-8",
        headers=base | headers,
    )


def test_the_horizon_is_the_visibility_window_less_the_hard_time_limit() -> None:
    assert eta_horizon(create_app(Settings()).conf) == timedelta(seconds=3600 - 300)
    settings = Settings(memory_visibility_timeout_s=1200, memory_task_time_limit_s=120)
    horizon = eta_horizon(create_app(settings).conf)
    assert horizon == timedelta(seconds=1080)
    # Every countdown the worker sets itself (its retries) is within it.
    assert horizon >= timedelta(seconds=settings.memory_retry_backoff_max_s)


@pytest.mark.parametrize(
    "eta",
    [
        "9999-12-31T23:59:59+00:00",
        "9999-12-31T23:59:59-14:00",
        (NOW + HORIZON + timedelta(seconds=1)).isoformat(),
    ],
)
def test_an_eta_beyond_the_horizon_is_a_reason_to_reject(eta: str) -> None:
    reason = malformed(_message(eta=eta), now=NOW, eta_horizon=HORIZON)
    assert reason == "eta more than 3300 s ahead"


@pytest.mark.parametrize(
    "eta", ["0001-01-01T00:00:00+00:00", "0001-01-01T00:00:00+14:00", "1969-12-31T23:59:59Z"]
)
def test_an_eta_before_1970_is_a_reason_to_reject(eta: str) -> None:
    assert malformed(_message(eta=eta), now=NOW, eta_horizon=HORIZON) == "eta before 1970"


@pytest.mark.parametrize(
    "eta",
    [
        (NOW + HORIZON).isoformat(),
        (NOW + timedelta(seconds=5)).isoformat(),
        (NOW - timedelta(days=3)).isoformat(),  # late: it runs at once
        "2026-11-29T12:30:00",  # naive: read in the app's zone, as Celery reads it
    ],
)
def test_an_eta_within_the_horizon_passes(eta: str) -> None:
    assert malformed(_message(eta=eta), now=NOW, eta_horizon=HORIZON) is None


def test_a_naive_eta_is_read_in_the_apps_zone() -> None:
    # 17:30 in Karachi (UTC+5) is 12:30 UTC, within the horizon; read as UTC it would not be.
    message = _message(eta="2026-11-29T17:30:00")
    karachi = ZoneInfo("Asia/Karachi")
    assert malformed(message, now=NOW, eta_horizon=HORIZON, zone=karachi) is None
    assert malformed(message, now=NOW, eta_horizon=HORIZON) == "eta more than 3300 s ahead"


@pytest.mark.parametrize("timelimit", [[-5, -5], [1e308, 1e308], [None, None], [0, 0]])
def test_time_limits_of_the_right_shape_are_not_a_reason_to_reject(timelimit: list[Any]) -> None:
    # They are ignored instead (SafeConsumer): the configured limits apply to every task.
    assert malformed(_message(timelimit=timelimit), now=NOW, eta_horizon=HORIZON) is None


@pytest.mark.parametrize(
    ("eta", "stamp"),
    [
        ("0001-01-01T00:00:00+00:00", None),
        ("0001-01-01T00:00:00+14:00", None),
        (None, "0001-01-01T00:00:00+14:00"),
        (None, "9999-12-31T23:59:59-14:00"),
        ("0001-01-01T00:00:00+00:00", "0001-01-01T00:00:00+00:00"),
    ],
)
def test_a_time_with_no_utc_equivalent_is_no_stamp_not_a_crash(
    eta: str | None, stamp: str | None
) -> None:
    # Before: OverflowError in MemoryTask.__call__, the task failing "unexpected".
    request = Context(eta=eta, headers={SENT_AT_HEADER: stamp} if stamp else {})
    assert sent_at_of(request, now=NOW, hold_s=3600) == NOW - timedelta(seconds=3600)


def test_a_readable_stamp_and_eta_are_still_used() -> None:
    stamped = Context(headers={SENT_AT_HEADER: "2026-11-29T11:00:00+00:00"})
    assert sent_at_of(stamped, now=NOW, hold_s=3600) == datetime(2026, 11, 29, 11, tzinfo=UTC)
    delayed = Context(eta="2026-11-29T11:30:00+00:00", headers={})
    assert sent_at_of(delayed, now=NOW, hold_s=3600) == datetime(2026, 11, 29, 10, 30, tzinfo=UTC)
