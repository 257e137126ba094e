"""Erasure that holds against queued work.

`erasure`: one row per erased user (a SHA-256 of the user id, and when), so a signal sent before
the erasure is refused when it reaches the write transaction.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "erasure",
        sa.Column("user_hash", sa.String(length=64), nullable=False),
        sa.Column("erased_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("user_hash", name=op.f("pk_erasure")),
    )


def downgrade() -> None:
    op.drop_table("erasure")
