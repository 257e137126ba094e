"""Rejected payloads: every task payload the worker refused, with its reason and no user text.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "rejected_payload",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=True),
        sa.Column("task_name", sa.String(length=100), nullable=False),
        sa.Column("task_id", sa.String(length=255), nullable=True),
        sa.Column("ref", sa.String(length=255), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rejected_payload")),
    )
    op.create_index(
        op.f("ix_rejected_payload_created_at"), "rejected_payload", ["created_at"], unique=False
    )
    op.create_index(
        op.f("ix_rejected_payload_user_id"), "rejected_payload", ["user_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_rejected_payload_user_id"), table_name="rejected_payload")
    op.drop_index(op.f("ix_rejected_payload_created_at"), table_name="rejected_payload")
    op.drop_table("rejected_payload")
