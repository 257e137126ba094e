"""When a signal was sent, as the worker knows it: the `memory_sent_at` message header.

Producers stamp it (`worker.client.MemoryClient` does, and so does any app built with
`worker.app.create_app`, retries included, through `before_task_publish`). A retry carries the
first attempt's time forward, so a retry landing an hour later is still "sent" before an erasure
that came in between. A message without a readable stamp is taken as sent
MEMORY_ERASURE_HOLD_S seconds before it started (before its eta, for a delayed one): it cannot
write for a user erased within that window, which covers every retry and visibility-timeout
redelivery the worker itself makes.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from celery.signals import before_task_publish

from memory_service.schemas import EARLIEST_TIME

SENT_AT_HEADER = "memory_sent_at"


def sent_at_header(at: datetime | None = None) -> dict[str, str]:
    """The header a producer adds to a message it sends now (or at `at`)."""
    return {SENT_AT_HEADER: (at or datetime.now(UTC)).astimezone(UTC).isoformat()}


def parse_sent_at(value: Any) -> datetime | None:
    """A stamp read back from a message; None when missing, malformed, naive or before 1970
    (a time near year 1 or 9999 may have no UTC equivalent at all)."""
    if not isinstance(value, str) or len(value) > 64:
        return None
    try:
        parsed = datetime.fromisoformat(value)
        if parsed.tzinfo is None:
            return None
        parsed = parsed.astimezone(UTC)
    except (ValueError, OverflowError):
        return None
    return parsed if parsed >= EARLIEST_TIME else None


def sent_at_of(request: Any, *, now: datetime, hold_s: int) -> datetime:
    """When the message being run was sent: its stamp, or the conservative estimate."""
    stamped = parse_sent_at(_header(request))
    if stamped is not None:
        return min(stamped, now)  # a stamp from the future is not trusted further than now
    started = now
    eta = parse_sent_at(getattr(request, "eta", None))
    if eta is not None:
        started = min(started, eta)
    return started - timedelta(seconds=hold_s)


def _header(request: Any) -> Any:
    value = getattr(request, SENT_AT_HEADER, None)
    if value is None:
        headers = getattr(request, "headers", None)
        value = headers.get(SENT_AT_HEADER) if isinstance(headers, dict) else None
    return value


def _stamp_sent_at(
    sender: str | None = None, headers: dict[str, Any] | None = None, **_: Any
) -> None:
    """Stamp a memory task's first publication; a retry keeps (or lacks) its original stamp."""
    if headers is None or not str(sender or "").startswith("memory."):
        return
    if SENT_AT_HEADER in headers or headers.get("retries"):
        return
    headers.update(sent_at_header())


before_task_publish.connect(_stamp_sent_at)
