"""Erasure that holds against queued work, and full-text deletes that leave no words behind.

- `erasure`: one row per erased user (a SHA-256 of the user id, and when), so a signal sent
  before the erasure is refused when it reaches the write transaction;
- SQLite: the FTS5 table `episode_fts` gets the `secure-delete` option, so a deleted
  statement's tokens are removed from the index itself, not only marked deleted.

Revision ID: 0008
Revises: 0010
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0008"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _fts_secure_delete(value: int) -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute(
            f"INSERT INTO episode_fts(episode_fts, rank) VALUES ('secure-delete', {value})"
        )


def upgrade() -> None:
    op.create_table(
        "erasure",
        sa.Column("user_hash", sa.String(length=64), nullable=False),
        sa.Column("erased_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("user_hash", name=op.f("pk_erasure")),
    )
    _fts_secure_delete(1)


def downgrade() -> None:
    _fts_secure_delete(0)
    op.drop_table("erasure")
