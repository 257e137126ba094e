"""Engine and session factory; SQLite gets the pragmas that make it a sound embedded store."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

SQLITE_BUSY_TIMEOUT_MS = 30_000
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
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # IMMEDIATE takes the database write lock up front: SQLite's per-user lock equivalent.
        writer = conn.get_execution_options().get(WRITE_OPTION, False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if writer else "BEGIN")

    return engine


def make_session_factory(engine: Engine) -> sessionmaker[Session]:
    """Sessions that keep loaded values after commit (results outlive their transaction)."""
    return sessionmaker(bind=engine, expire_on_commit=False)


def is_sqlite(engine: Engine) -> bool:
    """True when the engine talks to SQLite (the embedded default)."""
    return engine.dialect.name == "sqlite"
