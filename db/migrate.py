"""Run Alembic migrations programmatically (used by `memory-worker migrate` and the tests)."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from sqlalchemy import Engine

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def _alembic(module: str) -> ModuleType:
    # Alembic (with Mako and Pygments) is loaded on first use: a worker needs it only to explain
    # a missing schema, and importing it up front costs every worker process about 10 MiB.
    return importlib.import_module(f"alembic.{module}")


def alembic_config(database_url: str) -> Config:
    """An Alembic config pointing at this package's migrations and at `database_url`."""
    config: Config = _alembic("config").Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    # ConfigParser interpolation treats % specially; URLs may contain escaped passwords.
    config.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    """Upgrade the database at `database_url` to `revision`."""
    _alembic("command").upgrade(alembic_config(database_url), revision)


def downgrade(database_url: str, revision: str = "base") -> None:
    """Downgrade the database at `database_url` to `revision`."""
    _alembic("command").downgrade(alembic_config(database_url), revision)


def head_revision() -> str | None:
    """The newest revision shipped with this package."""
    script = _alembic("script").ScriptDirectory.from_config(alembic_config("sqlite://"))
    head: str | None = script.get_current_head()
    return head


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None for an unmigrated database."""
    with engine.connect() as conn:
        context = _alembic("runtime.migration").MigrationContext.configure(conn)
        current: str | None = context.get_current_revision()
        return current


def is_up_to_date(engine: Engine) -> bool:
    """True when the database schema is at this package's head revision."""
    return current_revision(engine) == head_revision()
