"""Alembic environment: one metadata, the same migrations for PostgreSQL and SQLite."""

from __future__ import annotations

import os
from typing import Any

from alembic import context
from sqlalchemy import engine_from_config, pool

from db.tables import SEARCH_ONLY_OBJECTS, Base

config = context.config
target_metadata = Base.metadata
if not config.get_main_option("sqlalchemy.url"):
    # The alembic CLI (e.g. `alembic check`) follows the same variable as the service.
    url = os.environ.get("DATABASE_URL", "sqlite:///memory.db")
    config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))


_FTS_PREFIXES = ("episode_fts", "user_context_fts")


def _include(obj: Any, name: str | None, type_: str, reflected: bool, compare_to: Any) -> bool:
    # Full-text search objects are dialect-specific and made by hand in the migration.
    return not (name in SEARCH_ONLY_OBJECTS or (name or "").startswith(_FTS_PREFIXES))


def _configure(**kwargs: Any) -> None:
    context.configure(
        target_metadata=target_metadata,
        include_object=_include,
        render_as_batch=True,  # SQLite can only ALTER through table copies
        compare_type=True,
        **kwargs,
    )


def run_migrations_offline() -> None:
    _configure(url=config.get_main_option("sqlalchemy.url"), literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connectable = config.attributes.get("connection")
    if connectable is not None:
        _configure(connection=connectable)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = engine_from_config(
        config.get_section(config.config_ini_section, {}),
        prefix="sqlalchemy.",
        poolclass=pool.NullPool,
    )
    with engine.connect() as connection:
        _configure(connection=connection)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
