"""The content words of each memory, indexed for the write rules' near-duplicate lookup.

- `user_context.terms`: the stemmed content words of the memory's wording and their count, tagged
  with the user (text[] on PostgreSQL, JSON on SQLite), kept whenever the wording changes. NULL on rows written before
  this revision: the writer reads such rows as candidates for every signal of their user and fills
  their words in, so no backfill is needed here.
- an index over the terms, on PostgreSQL GIN without a pending list: each lookup
  asks for the rows holding some words (the words carry a tag of their user, so the index reads
  only that user's rows);
- a partial index over the active rows whose words are missing.

The words change no line of the prompt block, so they are not among the columns whose update
clears the cached candidate list (0010): a new wording clears it through `content`.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TERM_LIST = sa.JSON().with_variant(postgresql.ARRAY(sa.Text()), "postgresql")


def upgrade() -> None:
    op.add_column("user_context", sa.Column("terms", TERM_LIST, nullable=True))
    op.create_index(
        "ix_user_context_terms",
        "user_context",
        ["terms"],
        postgresql_using="gin",
        # Searched on every signal: no pending list to scan (fastupdate defers index work
        # to a list every search reads in full).
        postgresql_with={"fastupdate": "off"},
    )
    op.create_index(
        "ix_user_context_terms_missing",
        "user_context",
        ["user_id"],
        postgresql_where=sa.text("status = 'active' AND terms IS NULL"),
        sqlite_where=sa.text("status = 'active' AND terms IS NULL"),
    )


def downgrade() -> None:
    op.drop_index("ix_user_context_terms_missing", table_name="user_context")
    op.drop_index("ix_user_context_terms", table_name="user_context")
    if op.get_bind().dialect.name == "sqlite":
        # SQLite drops the column in place (3.35+): a batch rebuild of the table would drop the
        # prompt cache's triggers and shift the rowids its full-text table follows (0010).
        op.execute("ALTER TABLE user_context DROP COLUMN terms")
    else:
        op.drop_column("user_context", "terms")
