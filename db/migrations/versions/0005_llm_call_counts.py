"""The LLM call budget: calls are counted per signal across task retries.

`signal_llm_calls` holds, for each signal whose extraction is under way, the calls made so far
(counted before each call, so a worker that dies mid-call still counts it). The row goes when
the signal's ledger row is written, and the ledger keeps the total in `llm_calls`.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-29
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.add_column(
        "signal_ledger",
        sa.Column("llm_calls", sa.Integer(), nullable=False, server_default="0"),
    )
    op.create_table(
        "signal_llm_calls",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("ref", sa.String(length=255), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("calls", sa.Integer(), nullable=False),
        sa.Column("updated_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_signal_llm_calls")),
        sa.UniqueConstraint(
            "user_id",
            "kind",
            "ref",
            "content_hash",
            name=op.f("uq_signal_llm_calls_user_id_kind_ref_content_hash"),
        ),
    )


def downgrade() -> None:
    op.drop_table("signal_llm_calls")
    with op.batch_alter_table("signal_ledger") as batch:
        batch.drop_column("llm_calls")
