"""The `memory-worker` command line."""

from __future__ import annotations

import typer

from db import migrate as db_migrate
from memory_service.settings import Settings

app = typer.Typer(
    add_completion=False, no_args_is_help=True, help="Long-term memory for chat users."
)


@app.callback()
def _root() -> None:
    """Long-term memory for chat users: run the worker's jobs and inspect what it remembers."""


@app.command()
def migrate() -> None:
    """Upgrade the database at DATABASE_URL to the newest schema."""
    settings = Settings()
    db_migrate.upgrade(settings.database_url)
    typer.echo("database is at the newest schema")


def main() -> None:
    """Console-script entry point."""
    app()


if __name__ == "__main__":
    main()
