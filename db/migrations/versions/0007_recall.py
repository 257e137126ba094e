"""Recall: preference polarity, token counts, embeddings, sentence episodes, choices.

- `user_context.polarity`: 1 / -1 for a preference (a liking or an aversion about one object),
  so a new preference supersedes an old one only when it contradicts it;
- `tokens` on memories and episodes: the line's count under the reference tokenizer, computed
  when written so the read path does not tokenise;
- `embedding` (float16 bytes) and `embedding_model` on memories and episodes, for semantic
  recall; the model name tells a re-embed which rows are stale;
- `episode.salience` (how much a statement says about the user) and `episode.kind`
  ("statement", or "digest": a one-line summary of a session);
- `choice`: options the user picked over others, the evidence a choice-revealed preference
  needs before it is inferred.

Revision ID: 0007
Revises: 0005
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0007"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    with op.batch_alter_table("user_context") as batch:
        batch.add_column(sa.Column("polarity", sa.SmallInteger(), nullable=True))
        batch.add_column(sa.Column("tokens", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("embedding", sa.LargeBinary(), nullable=True))
        batch.add_column(sa.Column("embedding_model", sa.String(length=64), nullable=True))
    with op.batch_alter_table("episode") as batch:
        batch.add_column(
            sa.Column("kind", sa.String(length=16), nullable=False, server_default="statement")
        )
        batch.add_column(sa.Column("salience", sa.Float(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("tokens", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("embedding", sa.LargeBinary(), nullable=True))
        batch.add_column(sa.Column("embedding_model", sa.String(length=64), nullable=True))
    op.create_index("ix_episode_user_id_salience", "episode", ["user_id", "salience"])
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
    op.drop_index("ix_episode_user_id_salience", table_name="episode")
    with op.batch_alter_table("episode") as batch:
        for column in ("embedding_model", "embedding", "tokens", "salience", "kind"):
            batch.drop_column(column)
    with op.batch_alter_table("user_context") as batch:
        for column in ("embedding_model", "embedding", "tokens", "polarity"):
            batch.drop_column(column)
