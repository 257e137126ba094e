"""Session-start blocks stored beside the candidate list, cleared whenever the version moves.

- `prompt_cache.blocks`: the user's blocks without a query, already laid out, for the budgets
  the chat app asks first (`recall.blocks`), stamped with the version and the day they were made for;
- `prompt_cache.budgets`: those budgets, at most four (numbers only: kept when the blocks
  are cleared, so the worker knows which blocks to make again after a write);
- a trigger on `prompt_cache` itself clears `blocks` whenever `version` moves. Every change to
  a user's memories or episodes moves it (0010's triggers), so a block, which holds memory and
  episode wording, never outlives what it was made from, even at rest.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-27
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PG_FUNCTION = """
CREATE FUNCTION prompt_cache_blocks_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.blocks := NULL;
    RETURN NEW;
END $$
"""
PG_TRIGGER = (
    "CREATE TRIGGER prompt_cache_blocks_stale BEFORE UPDATE OF version ON prompt_cache "
    "FOR EACH ROW WHEN (NEW.version IS DISTINCT FROM OLD.version) "
    "EXECUTE FUNCTION prompt_cache_blocks_stale()"
)
SQLITE_TRIGGER = (
    "CREATE TRIGGER prompt_cache_blocks_stale AFTER UPDATE OF version ON prompt_cache "
    "WHEN new.version IS NOT old.version BEGIN "
    "UPDATE prompt_cache SET blocks = NULL WHERE user_id = new.user_id; END"
)


def upgrade() -> None:
    op.add_column("prompt_cache", sa.Column("blocks", sa.Text(), nullable=True))
    op.add_column("prompt_cache", sa.Column("budgets", sa.Text(), nullable=True))
    if op.get_bind().dialect.name == "postgresql":
        op.execute(PG_FUNCTION)
        op.execute(PG_TRIGGER)
    else:
        op.execute(SQLITE_TRIGGER)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS prompt_cache_blocks_stale ON prompt_cache")
        op.execute("DROP FUNCTION IF EXISTS prompt_cache_blocks_stale()")
        op.drop_column("prompt_cache", "budgets")
        op.drop_column("prompt_cache", "blocks")
        return
    op.execute("DROP TRIGGER IF EXISTS prompt_cache_blocks_stale")
    # In place (SQLite 3.35+), as 0011 does: no batch rebuild of the table.
    op.execute("ALTER TABLE prompt_cache DROP COLUMN budgets")
    op.execute("ALTER TABLE prompt_cache DROP COLUMN blocks")
