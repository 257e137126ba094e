"""Shared fixtures: real PostgreSQL and Redis (started here when none is configured), migrated once;
a settable clock; the service on each database.

With CI=true a service that cannot be had is a failure; locally it is a skip.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings as hypothesis_settings
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from db import migrate
from devtools.services import (
    PostgresServer,
    RedisServer,
    ServiceUnavailableError,
    start_postgres,
    start_redis,
)
from memory_service import MemoryService
from memory_service.recall.embeddings import build_embedder
from memory_service.settings import Settings

IN_CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}

# Tests never assert on timings: hypothesis's per-example deadline would fail a correct test on
# a loaded machine.
hypothesis_settings.register_profile("memory-worker", deadline=None)
hypothesis_settings.load_profile("memory-worker")


def _unavailable(reason: str) -> None:
    if IN_CI:
        pytest.fail(f"required service unavailable in CI: {reason}", pytrace=False)
    pytest.skip(reason)


def _configured(var: str, scheme: str) -> str | None:
    value = os.environ.get(var, "")
    return value if value.startswith(scheme) else None


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer | None]:
    """Our throwaway PostgreSQL, or None when DATABASE_URL names one already."""
    if _configured("DATABASE_URL", "postgresql"):
        yield None
        return
    try:
        server = start_postgres()
    except ServiceUnavailableError as exc:
        _unavailable(str(exc))
        return
    yield server
    server.cleanup()


@pytest.fixture(scope="session")
def pg_admin_url(pg_server: PostgresServer | None) -> str:
    """A URL on the PostgreSQL server's maintenance database (for CREATE DATABASE)."""
    configured = _configured("DATABASE_URL", "postgresql")
    if configured:
        return make_url(configured).set(database="postgres").render_as_string(hide_password=False)
    assert pg_server is not None
    return pg_server.url("postgres")


@pytest.fixture(scope="session")
def new_pg_database(pg_admin_url: str) -> Callable[[], str]:
    """Factory: an empty, unmigrated PostgreSQL database of its own."""

    def make() -> str:
        name = f"memtest_{uuid.uuid4().hex[:12]}"
        engine = create_engine(pg_admin_url, isolation_level="AUTOCOMMIT")
        with engine.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        engine.dispose()
        return make_url(pg_admin_url).set(database=name).render_as_string(hide_password=False)

    return make


@pytest.fixture(scope="session")
def pg_url(new_pg_database: Callable[[], str]) -> str:
    """The migrated PostgreSQL database the suite shares (tests isolate by user id)."""
    configured = _configured("DATABASE_URL", "postgresql")
    url = configured or new_pg_database()
    migrate.upgrade(url)
    return url


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A migrated SQLite file, the embedded default."""
    path: Path = tmp_path_factory.mktemp("sqlite") / "memory.db"
    url = f"sqlite:///{path}"
    migrate.upgrade(url)
    return url


@pytest.fixture(params=["postgresql", "sqlite"])
def db_url(request: pytest.FixtureRequest) -> str:
    """Each test using this runs on both backends."""
    name = "pg_url" if request.param == "postgresql" else "sqlite_url"
    return str(request.getfixturevalue(name))


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer | None]:
    """Our throwaway Redis, or None when CELERY_BROKER_URL names one already."""
    if _configured("CELERY_BROKER_URL", "redis"):
        yield None
        return
    try:
        server = start_redis()
    except ServiceUnavailableError as exc:
        _unavailable(str(exc))
        return
    yield server
    server.cleanup()


@pytest.fixture(scope="session")
def redis_url(redis_server: RedisServer | None) -> str:
    """The broker URL for the suite."""
    configured = _configured("CELERY_BROKER_URL", "redis")
    if configured:
        return configured
    assert redis_server is not None
    return redis_server.url()


_broker_dbs = iter(range(1, 16))


@pytest.fixture(scope="module")
def module_broker_url(redis_url: str) -> str:
    """A Redis database of the module's own, so leftover messages never reach another module."""
    base, _, _ = redis_url.rpartition("/")
    return f"{base}/{next(_broker_dbs)}"


@pytest.fixture
def user_id() -> str:
    """A fresh user id: the unit of isolation between tests sharing a database."""
    return f"user-{uuid.uuid4().hex[:12]}"


class Clock:
    """The service's clock: real time until a test sets `now`."""

    def __init__(self, now: datetime | None = None) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now if self.now is not None else datetime.now(UTC)


@pytest.fixture
def clock() -> Clock:
    """Real time; a module that moves time overrides this with `Clock(its start)`."""
    return Clock()


@pytest.fixture
def service_options() -> dict[str, Any]:
    """Extra `MemoryService` arguments a module needs (overridden there).

    The embedder is the one `MEMORY_EMBEDDER` names, as in production (the real model by
    default; `MEMORY_EMBEDDER=none` runs the same tests on the lexical path).
    """
    return {"embedder": build_embedder(Settings().memory_embedder)}


@pytest.fixture
def svc(db_url: str, clock: Clock, service_options: dict[str, Any]) -> Iterator[MemoryService]:
    """The service on `db_url` (each backend in turn), with the test's clock."""
    service = MemoryService(db_url, clock=clock, **service_options)
    yield service
    service.close()
