"""The user's latest asides, found without reading their statements.

- a partial index on `episode (user_id, said_at)` over the asides only (`kind = 'aside'`): a
  block without a query shows the user's latest asides in the room their statements leave,
  before the assistant's replies (`recall.prompt.start_episodes`), and this index reads them
  newest first however many statements the user has.

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-28
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index(
        "ix_episode_asides",
        "episode",
        ["user_id", "said_at"],
        postgresql_where=sa.text("kind = 'aside'"),
        sqlite_where=sa.text("kind = 'aside'"),
    )


def downgrade() -> None:
    op.drop_index("ix_episode_asides", table_name="episode")
