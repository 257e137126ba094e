"""Recall: preference polarity, token counts, embeddings, sentence episodes, choices.

- `user_context.polarity`: 1 / -1 for a preference (a liking or an aversion about one object),
  so a new preference supersedes an old one only when it contradicts it;
- `tokens` on memories and episodes: the line's count under the reference tokenizer, computed
  when written so the read path does not tokenise;
- `embedding` (float16 bytes) and `embedding_model` on memories and episodes, for semantic
  recall; the model name tells a re-embed which rows are stale;
- `episode.salience` (how much a statement says about the user), `episode.kind`
  ("statement", or "digest": a one-line summary of a session), `episode.day` (the calendar day
  it was said, in the speaker's own time zone) and `episode.memory_id` (the memory the statement
  became, if any: the block shows one or the other, and deleting the memory finds its episodes);
- `choice`: options the user picked over others, the evidence a choice-revealed preference
  needs before it is inferred.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    # Plain ADD COLUMN, no batch mode: on SQLite a batch rebuild of `episode` would drop the
    # triggers that keep its full-text table up to date.
    context_columns: tuple[sa.Column[Any], ...] = (
        sa.Column("polarity", sa.SmallInteger(), nullable=True),
        sa.Column("tokens", sa.Integer(), nullable=True),
        sa.Column("embedding", sa.LargeBinary(), nullable=True),
        sa.Column("embedding_model", sa.String(length=64), nullable=True),
    )
    for column in context_columns:
        op.add_column("user_context", column)
    episode_columns: tuple[sa.Column[Any], ...] = (
        sa.Column("kind", sa.String(length=16), nullable=False, server_default="statement"),
        sa.Column("salience", sa.Float(), nullable=False, server_default="0"),
        sa.Column("tokens", sa.Integer(), nullable=True),
        sa.Column("embedding", sa.LargeBinary(), nullable=True),
        sa.Column("embedding_model", sa.String(length=64), nullable=True),
        sa.Column("day", sa.Date(), nullable=True),
        sa.Column("memory_id", sa.Uuid(), nullable=True),
    )
    for column in episode_columns:
        op.add_column("episode", column)
    op.create_index("ix_episode_user_id_salience", "episode", ["user_id", "salience"])
    op.create_index("ix_episode_memory_id", "episode", ["memory_id"])
    op.create_table(
        "choice",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("session_id", sa.String(length=255), nullable=False),
        sa.Column("topic", sa.String(length=64), nullable=False),
        sa.Column("property", sa.String(length=120), nullable=False),
        sa.Column("chosen", sa.Text(), nullable=False),
        sa.Column("said_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_choice")),
        sa.UniqueConstraint(
            "user_id",
            "session_id",
            "topic",
            "property",
            name=op.f("uq_choice_user_id_session_id_topic_property"),
        ),
    )
    op.create_index("ix_choice_user_id_topic", "choice", ["user_id", "topic"])


def downgrade() -> None:
    op.drop_index("ix_choice_user_id_topic", table_name="choice")
    op.drop_table("choice")
    op.drop_index("ix_episode_memory_id", table_name="episode")
    op.drop_index("ix_episode_user_id_salience", table_name="episode")
    for column in ("memory_id", "day", "embedding_model", "embedding", "tokens", "salience", "kind"):
        op.drop_column("episode", column)
    for column in ("embedding_model", "embedding", "tokens", "polarity"):
        op.drop_column("user_context", column)
