"""Run Alembic migrations programmatically (used by `memory-worker migrate` and the tests)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def alembic_config(database_url: str) -> Config:
    """An Alembic config pointing at this package's migrations and at `database_url`."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    # ConfigParser interpolation treats % specially; URLs may contain escaped passwords.
    config.set_main_option("sqlalchemy.url", database_url.replace("%", "%%"))
    return config


def upgrade(database_url: str, revision: str = "head") -> None:
    """Upgrade the database at `database_url` to `revision`."""
    command.upgrade(alembic_config(database_url), revision)


def downgrade(database_url: str, revision: str = "base") -> None:
    """Downgrade the database at `database_url` to `revision`."""
    command.downgrade(alembic_config(database_url), revision)


def head_revision() -> str | None:
    """The newest revision shipped with this package."""
    script = ScriptDirectory.from_config(alembic_config("sqlite://"))
    return script.get_current_head()


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None for an unmigrated database."""
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def is_up_to_date(engine: Engine) -> bool:
    """True when the database schema is at this package's head revision."""
    return current_revision(engine) == head_revision()
