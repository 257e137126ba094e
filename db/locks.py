"""Per-user write serialisation: a Postgres advisory transaction lock, SQLite's write lock."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.orm import Session

from db.engine import WRITE_OPTION

LOCK_NAMESPACE = 640_064
"""First key of the two-key advisory lock, so our locks never collide with other users of the DB."""


def begin_write(session: Session) -> None:
    """Start the session's transaction as a writer (on SQLite: BEGIN IMMEDIATE)."""
    session.connection(execution_options={WRITE_OPTION: True})


def lock_user(session: Session, *, user_id: str) -> None:
    """Hold the user's write lock until the transaction ends.

    PostgreSQL: `pg_advisory_xact_lock(namespace, hashtext(user_id))`; different users proceed in
    parallel (a hash collision only makes two users wait on each other, never corrupts).
    SQLite: the transaction already holds the database write lock, provided it was started with
    `begin_write` (the service always does).
    """
    conn = session.connection()
    if conn.dialect.name == "postgresql":
        conn.execute(
            text("SELECT pg_advisory_xact_lock(:ns, hashtext(:uid))"),
            {"ns": LOCK_NAMESPACE, "uid": user_id},
        )
