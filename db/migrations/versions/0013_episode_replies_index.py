"""The assistant's latest replies of a user, found without reading the user's statements.

- a partial index on `episode (user_id, said_at)` over the replies only (`kind = 'reply'`): a
  block without a query shows the user's latest reply sentences in the room their own words
  leave (`recall.prompt.start_episodes`), and this index reads them newest first however many
  statements the user has.

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-27
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_episode_replies",
        "episode",
        ["user_id", "said_at"],
        postgresql_where=sa.text("kind = 'reply'"),
        sqlite_where=sa.text("kind = 'reply'"),
    )


def downgrade() -> None:
    op.drop_index("ix_episode_replies", table_name="episode")
