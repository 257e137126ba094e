"""The five tables of the memory store.

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from db.types import UTCDateTime

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
JSON_DOC = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")
ACTIVE = sa.text("status = 'active'")


def _id() -> sa.Column[int]:
    return sa.Column("id", BIG_ID, autoincrement=True, nullable=False)


def _user_id() -> sa.Column[str]:
    return sa.Column("user_id", sa.String(length=255), nullable=False)


def _at(name: str, *, nullable: bool = False) -> sa.Column[object]:
    return sa.Column(name, UTCDateTime(timezone=True), nullable=nullable)


def upgrade() -> None:
    op.create_table(
        "user_context",
        sa.Column("id", sa.Uuid(), nullable=False),
        _user_id(),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("entry_type", sa.String(length=16), nullable=False),
        sa.Column("critical", sa.Boolean(), nullable=False),
        sa.Column("tags", JSON_DOC, nullable=False),
        sa.Column("source", sa.String(length=16), nullable=False),
        sa.Column("confidence", sa.String(length=8), nullable=False),
        sa.Column("occurrences", sa.Integer(), nullable=False),
        sa.Column("importance", sa.Float(), nullable=False),
        sa.Column("stability_days", sa.Float(), nullable=False),
        sa.Column("use_count", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("archive_reason", sa.Text(), nullable=True),
        sa.Column("superseded_by", sa.Uuid(), nullable=True),
        _at("created_at"),
        _at("updated_at"),
        _at("last_observed_at"),
        _at("last_used_at", nullable=True),
        _at("archived_at", nullable=True),
        sa.CheckConstraint(
            "confidence IN ('low', 'medium', 'high')", name=op.f("ck_user_context_confidence")
        ),
        sa.CheckConstraint(
            "entry_type IN ('fact', 'instruction', 'preference')",
            name=op.f("ck_user_context_entry_type"),
        ),
        sa.CheckConstraint(
            "source IN ('user', 'conversation', 'feedback', 'pattern')",
            name=op.f("ck_user_context_source"),
        ),
        sa.CheckConstraint(
            "status IN ('active', 'archived')", name=op.f("ck_user_context_status")
        ),
        sa.CheckConstraint("occurrences >= 1", name=op.f("ck_user_context_occurrences_positive")),
        sa.ForeignKeyConstraint(
            ["superseded_by"],
            ["user_context.id"],
            name=op.f("fk_user_context_superseded_by_user_context"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_user_context")),
    )
    op.create_index("ix_user_context_user_id_status", "user_context", ["user_id", "status"])
    op.create_index("ix_user_context_superseded_by", "user_context", ["superseded_by"])
    op.create_index(
        "uq_user_context_active_key",
        "user_context",
        ["user_id", "key"],
        unique=True,
        postgresql_where=ACTIVE,
        sqlite_where=ACTIVE,
    )

    op.create_table(
        "memory_evidence",
        _id(),
        sa.Column("memory_id", sa.Uuid(), nullable=False),
        _user_id(),
        sa.Column("signal_kind", sa.String(length=32), nullable=False),
        sa.Column("signal_ref", sa.String(length=255), nullable=False),
        sa.Column("excerpt", sa.Text(), nullable=True),
        _at("observed_at"),
        sa.ForeignKeyConstraint(
            ["memory_id"],
            ["user_context.id"],
            name=op.f("fk_memory_evidence_memory_id_user_context"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_memory_evidence")),
        sa.UniqueConstraint(
            "memory_id",
            "signal_kind",
            "signal_ref",
            name=op.f("uq_memory_evidence_memory_id_signal_kind_signal_ref"),
        ),
    )
    op.create_index("ix_memory_evidence_user_id", "memory_evidence", ["user_id"])

    op.create_table(
        "memory_history",
        _id(),
        _user_id(),
        sa.Column("memory_id", sa.Uuid(), nullable=True),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("old_content", sa.Text(), nullable=True),
        sa.Column("new_content", sa.Text(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("signal_kind", sa.String(length=32), nullable=True),
        sa.Column("signal_ref", sa.String(length=255), nullable=True),
        _at("created_at"),
        sa.CheckConstraint(
            "action IN ('created', 'reinforced', 'superseded', 'edited', 'deleted', "
            "'archived', 'rejected')",
            name=op.f("ck_memory_history_action"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_memory_history")),
    )
    op.create_index("ix_memory_history_memory_id", "memory_history", ["memory_id"])
    op.create_index(
        "ix_memory_history_user_id_created_at", "memory_history", ["user_id", "created_at"]
    )

    op.create_table(
        "activity_log",
        _id(),
        _user_id(),
        sa.Column("event_type", sa.String(length=100), nullable=False),
        sa.Column("summary", sa.Text(), nullable=True),
        sa.Column("metadata", JSON_DOC, nullable=True),
        _at("occurred_at"),
        _at("created_at"),
        sa.Column("dedup_key", sa.String(length=255), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_activity_log")),
        sa.UniqueConstraint(
            "user_id", "dedup_key", name=op.f("uq_activity_log_user_id_dedup_key")
        ),
    )
    op.create_index("ix_activity_log_occurred_at", "activity_log", ["occurred_at"])
    op.create_index(
        "ix_activity_log_user_id_occurred_at", "activity_log", ["user_id", "occurred_at"]
    )

    op.create_table(
        "signal_ledger",
        _id(),
        _user_id(),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("ref", sa.String(length=255), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("memories_written", sa.Integer(), nullable=False),
        sa.Column("input_tokens", sa.Integer(), nullable=False),
        sa.Column("output_tokens", sa.Integer(), nullable=False),
        sa.Column("detail", sa.Text(), nullable=True),
        _at("created_at"),
        _at("updated_at"),
        sa.CheckConstraint(
            "status IN ('done', 'skipped', 'failed')", name=op.f("ck_signal_ledger_status")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_signal_ledger")),
        sa.UniqueConstraint(
            "user_id",
            "kind",
            "ref",
            "content_hash",
            name=op.f("uq_signal_ledger_user_id_kind_ref_content_hash"),
        ),
    )
    op.create_index("ix_signal_ledger_created_at", "signal_ledger", ["created_at"])


def downgrade() -> None:
    op.drop_table("signal_ledger")
    op.drop_table("activity_log")
    op.drop_table("memory_history")
    op.drop_table("memory_evidence")
    op.drop_table("user_context")
