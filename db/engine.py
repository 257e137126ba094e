"""Engine and session factory; SQLite gets the pragmas that make it a sound embedded store."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

SQLITE_BUSY_TIMEOUT_MS = 30_000
WAL_CHECKPOINT_WAIT_MS = 5_000
"""How long an erasure waits for other connections before giving up its truncating checkpoint."""
WRITE_OPTION = "memory_write"
"""Execution option marking a transaction that will write (SQLite: BEGIN IMMEDIATE)."""


def create_db_engine(
    url: str, *, pool_size: int = 5, pre_ping: bool = True, echo: bool = False
) -> Engine:
    """Build the engine for `url`, with the backend-specific settings this project relies on.

    `pool_size` connections are kept, as many again may be opened at a peak. `pre_ping` tests a
    pooled connection before each use (one round trip): callers that retry a failed statement
    anyway (the worker's tasks) turn it off; a disconnect then fails one attempt and SQLAlchemy
    discards the stale pool.
    """
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _sqlite_engine(url, echo=echo)
    return create_engine(
        url,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_pre_ping=pre_ping,
        pool_recycle=1800,
        echo=echo,
        hide_parameters=True,  # parameters hold users' words: never in errors or logs
    )


def _sqlite_engine(url: str, *, echo: bool) -> Engine:
    engine = create_engine(
        url,
        echo=echo,
        hide_parameters=True,  # parameters hold users' words: never in errors or logs
        connect_args={"timeout": SQLITE_BUSY_TIMEOUT_MS / 1000},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy emit BEGIN itself, so a writer can ask for BEGIN IMMEDIATE.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=NORMAL")
        # Deleted content is overwritten with zeros, and the log is cut back to what the first
        # commit after a complete checkpoint writes: erased words leave the files' bytes.
        cursor.execute("PRAGMA secure_delete=ON")
        cursor.execute("PRAGMA journal_size_limit=0")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # IMMEDIATE takes the database write lock up front: SQLite's per-user lock equivalent.
        writer = conn.get_execution_options().get(WRITE_OPTION, False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if writer else "BEGIN")

    return engine


def truncate_wal(engine: Engine, *, wait_ms: int | None = None) -> bool:
    """SQLite: copy every page of the write-ahead log into the database file and truncate the
    log to zero bytes, so no older image of a page (of a row since deleted) stays in the -wal
    file. Waits up to `wait_ms` (WAL_CHECKPOINT_WAIT_MS) for other connections' transactions;
    True when it completed (or there is no log), False when one of them still held the log (a
    read transaction open on a snapshot from before, a writer). PostgreSQL: nothing, True."""
    if not is_sqlite(engine):
        return True
    wait = WAL_CHECKPOINT_WAIT_MS if wait_ms is None else wait_ms
    raw = engine.raw_connection()
    try:
        cursor = raw.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout={int(wait)}")
            busy, _, _ = cursor.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        finally:
            cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
            cursor.close()
    except engine.dialect.loaded_dbapi.Error:
        return False  # locked or busy beyond the wait: a later checkpoint does it
    finally:
        raw.close()
    return int(busy) == 0


def make_session_factory(engine: Engine) -> sessionmaker[Session]:
    """Sessions that keep loaded values after commit (results outlive their transaction)."""
    return sessionmaker(bind=engine, expire_on_commit=False)


def is_sqlite(engine: Engine) -> bool:
    """True when the engine talks to SQLite (the embedded default)."""
    return engine.dialect.name == "sqlite"
