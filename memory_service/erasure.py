"""Erasure that holds against queued work: a signal sent before the erasure never writes.

`forget_user` deletes the user's rows and records a tombstone (a SHA-256 of the user id and the
time). Each signal is processed knowing when it was sent (`signal_sent_at`, set by the worker
from the message); every write transaction for the user checks the tombstone under the user's
write lock, and refuses a signal sent before the latest erasure with `ErasedUserError`. A new
signal, sent after the erasure, writes as usual.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime

from sqlalchemy.orm import Session

from db import housekeeping, queries
from memory_service.errors import MemoryServiceError

_sent_at: ContextVar[datetime | None] = ContextVar("memory_signal_sent_at", default=None)


class ErasedUserError(MemoryServiceError):
    """Raised when a signal sent before its user's erasure reaches a write transaction."""


def user_hash(user_id: str) -> str:
    """The tombstone's key: the user id's SHA-256, so the tombstone does not hold the id."""
    return hashlib.sha256(user_id.encode("utf-8", "surrogatepass")).hexdigest()


@contextmanager
def signal_sent_at(sent_at: datetime) -> Iterator[None]:
    """Within the block, writes for a user erased after `sent_at` are refused."""
    token = _sent_at.set(sent_at)
    try:
        yield
    finally:
        _sent_at.reset(token)


def refuse_if_erased(session: Session, *, user_id: str) -> None:
    """Raise ErasedUserError when the signal being processed was sent before the user's erasure.

    Called with the user's write lock held, so an erasure cannot slip in between the check and
    the writes. Outside a signal (reads, the Context page, `forget_user` itself) it does nothing.
    """
    sent_at = _sent_at.get()
    erased = erased_since_sent(session, user_id=user_id)
    if sent_at is not None and erased is not None:
        raise ErasedUserError(
            f"the user was erased at {erased.isoformat()}, after this signal was sent "
            f"({sent_at.isoformat()}): it writes nothing"
        )


def erased_since_sent(session: Session, *, user_id: str) -> datetime | None:
    """When the user was erased, if that was after the signal being processed was sent; None
    outside a signal or when no erasure came after it. Call with the user's write lock held."""
    sent_at = _sent_at.get()
    if sent_at is None:
        return None
    erased = housekeeping.erased_at(session, user_hash=user_hash(user_id))
    return erased if erased is not None and sent_at <= erased else None


def forget(session: Session, *, user_id: str, now: datetime) -> dict[str, int]:
    """Delete every row of the user (SQLite: with `secure_delete` in force, so the freed
    content is zeroed), record the erasure, and scrub the full-text index. The caller truncates
    SQLite's write-ahead log once this has committed (`db.engine.truncate_wal`)."""
    housekeeping.secure_delete(session)
    counts = queries.delete_user_rows(session, user_id=user_id)
    housekeeping.record_erasure(session, user_hash=user_hash(user_id), at=now)
    housekeeping.scrub_full_text(session)
    return counts
