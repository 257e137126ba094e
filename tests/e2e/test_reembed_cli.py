"""`memory-worker reembed` against real databases with the real model."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import select
from typer.testing import CliRunner

from db import migrate
from db.tables import UserContext
from memory_service import MemoryService
from worker.cli import app

runner = CliRunner()


@pytest.fixture(params=["postgresql", "sqlite"])
def own_db_url(
    request: pytest.FixtureRequest, new_pg_database: Callable[[], str], tmp_path: Path
) -> str:
    """A migrated database of the test's own: `reembed` walks every user in it."""
    url = new_pg_database() if request.param == "postgresql" else f"sqlite:///{tmp_path}/own.db"
    migrate.upgrade(url)
    return url


def _run(url: str, *args: str, embedder: str = "minilm") -> tuple[int, str, str]:
    env = {"DATABASE_URL": url, "MEMORY_EMBEDDER": embedder, "COLUMNS": "200"}
    result = runner.invoke(app, ["reembed", *args], env=env)
    return result.exit_code, result.stdout, result.stderr


def test_reembed_fills_missing_vectors_then_has_nothing_left(own_db_url: str, user_id: str) -> None:
    db_url = own_db_url
    svc = MemoryService(db_url)  # no embedder: rows land without vectors
    try:
        svc.write(
            user_id,
            kind="conversation",
            ref="s1",
            candidates=[
                {
                    "key": "diet.vegetarian",
                    "content": "Vegetarian since 2019",
                    "entry_type": "fact",
                },
                {"key": "work.job", "content": "Works as a nurse", "entry_type": "fact"},
            ],
        )
        code, stdout, stderr = _run(db_url, "--batch", "1")
        assert code == 0, stderr
        assert "with all-MiniLM-L6-v2" in stdout and f"{user_id}: 2" in stderr
        with svc.engine.connect() as conn:
            models = set(
                conn.scalars(
                    select(UserContext.embedding_model).where(UserContext.user_id == user_id)
                )
            )
        assert models == {"all-MiniLM-L6-v2"}
        code, stdout, _ = _run(db_url)
        assert code == 0 and "embedded 0 rows" in stdout
    finally:
        svc.close()


def test_reembed_with_no_embedder_or_a_bad_setting(sqlite_url: str) -> None:
    code, _, stderr = _run(sqlite_url, embedder="none")
    assert code == 0 and "MEMORY_EMBEDDER is none" in stderr
    code, _, stderr = _run(sqlite_url, embedder="word2vec")
    assert code == 1 and "memory_embedder" in stderr
