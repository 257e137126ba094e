"""Buffered chat sessions (idle sweep) and per-approval edit features.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from db.types import UTCDateTime

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
JSON_DOC = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def upgrade() -> None:
    op.create_table(
        "chat_session",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("session_id", sa.String(length=255), nullable=False),
        sa.Column("last_activity_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("claimed_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("closed_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_chat_session")),
        sa.UniqueConstraint(
            "user_id", "session_id", name=op.f("uq_chat_session_user_id_session_id")
        ),
    )
    op.create_index(
        "ix_chat_session_closed_at_last_activity_at",
        "chat_session",
        ["closed_at", "last_activity_at"],
    )

    op.create_table(
        "session_turn",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("session_id", sa.String(length=255), nullable=False),
        sa.Column("batch_ref", sa.String(length=255), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=16), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("said_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("received_at", UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint("role IN ('user', 'assistant')", name=op.f("ck_session_turn_role")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_session_turn")),
        sa.UniqueConstraint(
            "user_id",
            "session_id",
            "batch_ref",
            "position",
            name=op.f("uq_session_turn_user_id_session_id_batch_ref_position"),
        ),
    )

    op.create_table(
        "deliverable_edit",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("deliverable_id", sa.String(length=255), nullable=False),
        sa.Column("features", JSON_DOC, nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_deliverable_edit")),
        sa.UniqueConstraint(
            "user_id", "deliverable_id", name=op.f("uq_deliverable_edit_user_id_deliverable_id")
        ),
    )


def downgrade() -> None:
    op.drop_table("deliverable_edit")
    op.drop_table("session_turn")
    op.drop_table("chat_session")
