"""Queries for retention and global counts (cleanup and stats). Keyword-only, never commit."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import delete, func, select, text
from sqlalchemy.orm import Session

from db.queries import rowcount
from db.tables import ActivityLog, Erasure, MemoryHistory, SignalLedger, UserContext


def purge_archived(session: Session, *, archived_before: datetime) -> int:
    """Delete memories archived before `archived_before`, with their audit trail."""
    old = list(
        session.scalars(
            select(UserContext.id).where(
                UserContext.status == "archived", UserContext.archived_at < archived_before
            )
        )
    )
    if old:
        session.execute(delete(MemoryHistory).where(MemoryHistory.memory_id.in_(old)))
        session.execute(delete(UserContext).where(UserContext.id.in_(old)))
    return len(old)


def purge_ledger(session: Session, *, before: datetime) -> int:
    """Delete ledger rows written before `before`."""
    return rowcount(session.execute(delete(SignalLedger).where(SignalLedger.created_at < before)))


def purge_activity(session: Session, *, before: datetime) -> int:
    """Delete activity events that occurred before `before`."""
    return rowcount(session.execute(delete(ActivityLog).where(ActivityLog.occurred_at < before)))


def unobserved_since(session: Session, *, before: datetime) -> list[tuple[str, uuid.UUID]]:
    """(user, memory) of active, automatic, non-critical memories last observed before `before`."""
    rows = session.execute(
        select(UserContext.user_id, UserContext.id).where(
            UserContext.status == "active",
            UserContext.critical.is_(False),
            UserContext.source != "user",
            UserContext.last_observed_at < before,
        )
    ).all()
    return [(user_id, memory_id) for user_id, memory_id in rows]


class Counts(NamedTuple):
    """Counts across all users (what `stats` reports)."""

    users: int
    memories_by_status: dict[str, int]
    active_by_source: dict[str, int]
    signals: dict[str, dict[str, int]]
    tokens: tuple[int, int]


def counts(session: Session) -> Counts:
    """Memories by status and source, signals by kind and status, tokens spent, users."""
    signals: dict[str, dict[str, int]] = {}
    for kind, status, count in session.execute(
        select(SignalLedger.kind, SignalLedger.status, func.count()).group_by(
            SignalLedger.kind, SignalLedger.status
        )
    ):
        signals.setdefault(kind, {})[status] = int(count)
    tokens = session.execute(
        select(
            func.coalesce(func.sum(SignalLedger.input_tokens), 0),
            func.coalesce(func.sum(SignalLedger.output_tokens), 0),
        )
    ).one()
    users = session.scalar(select(func.count(func.distinct(UserContext.user_id)))) or 0
    return Counts(
        users=int(users),
        memories_by_status=_grouped(session, UserContext.status),
        active_by_source=_grouped(session, UserContext.source, UserContext.status == "active"),
        signals=signals,
        tokens=(int(tokens[0]), int(tokens[1])),
    )


def _grouped(session: Session, column: Any, *where: Any) -> dict[str, int]:
    stmt = select(column, func.count()).where(*where).group_by(column)
    return {str(value): int(count) for value, count in session.execute(stmt)}


def record_erasure(session: Session, *, user_hash: str, at: datetime) -> None:
    """Record (or move forward) the erasure of the user whose id hashes to `user_hash`."""
    row = session.get(Erasure, user_hash)
    if row is None:
        session.add(Erasure(user_hash=user_hash, erased_at=at))
    elif row.erased_at < at:
        row.erased_at = at
    session.flush()


def erased_at(session: Session, *, user_hash: str) -> datetime | None:
    """When the user whose id hashes to `user_hash` was last erased, if ever."""
    return session.scalar(select(Erasure.erased_at).where(Erasure.user_hash == user_hash))


def secure_delete(session: Session) -> None:
    """SQLite: make sure the transaction's deletes overwrite the content they free with zeros
    (every connection turns it on when it opens, `db.engine`; an erasure says so again before
    it deletes). PostgreSQL: nothing (dead tuples stay until VACUUM, invisible to queries)."""
    conn = session.connection()
    if conn.dialect.name == "sqlite":
        conn.execute(text("PRAGMA secure_delete = ON"))


def scrub_full_text(session: Session) -> None:
    """SQLite: merge the FTS5 index so no segment keeps the tokens of deleted statements.

    Deleting from an FTS5 index only adds delete markers; the tokens stay in the older
    segments until they are merged. `optimize` merges every segment into one (statements and
    memories alike), and the connection's `secure_delete` zeroes the pages it frees.
    PostgreSQL's tsvector lives in the episode row itself and goes with it.
    """
    conn = session.connection()
    if conn.dialect.name != "sqlite":
        return
    for table in ("episode_fts", "user_context_fts"):
        conn.execute(text(f"INSERT INTO {table}({table}) VALUES ('optimize')"))  # noqa: S608
