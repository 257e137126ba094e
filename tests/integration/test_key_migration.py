"""Migration 0004: memories under former key names move to the current names."""

from __future__ import annotations

import runpy
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import create_engine, insert, select

from db import migrate
from db.tables import MemoryHistory, UserContext
from memory_service import keys
from tests.rows import memory_row

T0 = datetime(2026, 5, 1, 9, 0, tzinfo=UTC)


@pytest.fixture(params=["postgresql", "sqlite"])
def at_0003(
    request: pytest.FixtureRequest, tmp_path: Path, new_pg_database: Callable[[], str]
) -> str:
    url = f"sqlite:///{tmp_path / 'keys.db'}" if request.param == "sqlite" else new_pg_database()
    migrate.upgrade(url, "0003")
    return url


def _row(
    user_id: str, key: str, content: str, *, days: int, status: str = "active"
) -> dict[str, object]:
    return memory_row(user_id, key, content=content, status=status, at=T0 + timedelta(days=days))


def test_former_key_names_move_to_the_current_ones_keeping_the_newer_active_row(
    at_0003: str,
) -> None:
    rows = [
        _row("ana", "location.home", "Lives in Leeds", days=1),
        _row("ana", "location.home_city", "Lives in York", days=5),
        _row("ana", "location.home_city", "Lives in Hull", days=0, status="archived"),
        _row("ben", "injury.left_knee", "Injured their left knee", days=2),
        _row("cleo", "format.answer_length", "Wants long answers", days=1),
        _row("cleo", "format.length", "Wants short answers", days=3),
        _row("dev", "injuryx.knee", "Not a former name", days=1),
        _row("dev", "location.home_city_note", "Not a former name either", days=1),
    ]
    engine = create_engine(at_0003)
    with engine.begin() as conn:
        conn.execute(insert(UserContext), rows)
    migrate.upgrade(at_0003)
    with engine.connect() as conn:
        stored = {r.content: r for r in conn.execute(select(UserContext))}
        history = list(conn.execute(select(MemoryHistory)))
    engine.dispose()

    york, leeds, hull = stored["Lives in York"], stored["Lives in Leeds"], stored["Lives in Hull"]
    assert (york.key, york.status) == (keys.LOCATION_HOME.key(), "active")
    assert (leeds.key, leeds.status, leeds.superseded_by) == ("location.home", "archived", york.id)
    assert "merged into location.home" in (leeds.archive_reason or "")
    assert (hull.key, hull.status) == ("location.home", "archived")
    knee = stored["Injured their left knee"]
    assert (knee.key, knee.status) == (keys.HEALTH_INJURY.key("left_knee"), "active")
    short, long_ = stored["Wants short answers"], stored["Wants long answers"]
    assert (short.key, short.status) == ("format.length", "active")
    assert (long_.key, long_.status, long_.superseded_by) == ("format.length", "archived", short.id)
    assert stored["Not a former name"].key == "injuryx.knee"
    assert stored["Not a former name either"].key == "location.home_city_note"
    archived = {(h.memory_id, h.action) for h in history}
    assert archived == {(leeds.id, "archived"), (long_.id, "archived")}


def test_the_renames_are_the_registrys_former_names() -> None:
    revision = runpy.run_path(str(migrate.MIGRATIONS_DIR / "versions" / "0004_key_renames.py"))
    renames = {(former, current) for former, current, _ in revision["RENAMES"]}
    registry = {(former, s.name) for s in keys.REGISTRY for former in s.former}
    assert renames == registry
