"""Batch extraction and LLM costs.

- `extraction_batch`: one Message Batch, recorded before it is sent (state `submitting`), so a
  process that dies between sending it and learning its id leaves a row to recover from;
- `extraction_item`: the durable queue of closed sessions waiting for batch extraction, with
  their deadline, their batch and what it answered;
- `llm_cost`: tokens and price of each signal's LLM replies, per user and day, direct or batch,
  and whether the paid result was thrown away.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from db.types import UTCDateTime

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
JSON_DOC = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), "postgresql")


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def upgrade() -> None:
    op.create_table(
        "extraction_batch",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("api_id", sa.String(length=128), nullable=True),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("model", sa.String(length=64), nullable=False),
        sa.Column("requests", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("updated_at", UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            _in("state", ("submitting", "in_progress", "collected", "abandoned")),
            name=op.f("ck_extraction_batch_state"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_extraction_batch")),
        sa.UniqueConstraint("api_id", name=op.f("uq_extraction_batch_api_id")),
    )
    op.create_index("ix_extraction_batch_state", "extraction_batch", ["state"])
    op.create_table(
        "extraction_item",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("session_id", sa.String(length=255), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("payload", JSON_DOC, nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("batch_id", sa.Uuid(), nullable=True),
        sa.Column("batch_result", sa.String(length=16), nullable=True),
        sa.Column("queued_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("deadline_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("direct_sent_at", UTCDateTime(timezone=True), nullable=True),
        sa.Column("updated_at", UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            _in("state", ("queued", "submitting", "submitted", "direct", "done")),
            name=op.f("ck_extraction_item_state"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_extraction_item")),
        sa.UniqueConstraint(
            "user_id",
            "session_id",
            "content_hash",
            name=op.f("uq_extraction_item_user_id_session_id_content_hash"),
        ),
    )
    op.create_index(
        "ix_extraction_item_state_deadline_at", "extraction_item", ["state", "deadline_at"]
    )
    op.create_index("ix_extraction_item_batch_id", "extraction_item", ["batch_id"])
    op.create_table(
        "llm_cost",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("ref", sa.String(length=255), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("mode", sa.String(length=8), nullable=False),
        sa.Column("model", sa.String(length=64), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("calls", sa.Integer(), nullable=False),
        sa.Column("input_tokens", sa.Integer(), nullable=False),
        sa.Column("output_tokens", sa.Integer(), nullable=False),
        sa.Column("cache_write_tokens", sa.Integer(), nullable=False),
        sa.Column("cache_read_tokens", sa.Integer(), nullable=False),
        sa.Column("cost_usd", sa.Float(), nullable=False),
        sa.Column("direct_cost_usd", sa.Float(), nullable=False),
        sa.Column("wasted", sa.String(length=64), nullable=True),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.CheckConstraint(_in("mode", ("direct", "batch")), name=op.f("ck_llm_cost_mode")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_llm_cost")),
    )
    op.create_index("ix_llm_cost_day", "llm_cost", ["day"])
    op.create_index("ix_llm_cost_user_id_day", "llm_cost", ["user_id", "day"])


def downgrade() -> None:
    op.drop_table("llm_cost")
    op.drop_table("extraction_item")
    op.drop_table("extraction_batch")
