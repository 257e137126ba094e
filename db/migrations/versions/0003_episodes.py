"""Episodes: dated statements for query-time recall, with full-text search.

PostgreSQL: a generated tsvector column with a GIN index. SQLite: an FTS5 table kept in step
by triggers (external content, so the text is stored once).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")

SQLITE_FTS = [
    "CREATE VIRTUAL TABLE episode_fts USING fts5("
    "content, content='episode', content_rowid='id', tokenize='porter unicode61')",
    "CREATE TRIGGER episode_fts_insert AFTER INSERT ON episode BEGIN "
    "INSERT INTO episode_fts(rowid, content) VALUES (new.id, new.content); END",
    "CREATE TRIGGER episode_fts_delete AFTER DELETE ON episode BEGIN "
    "INSERT INTO episode_fts(episode_fts, rowid, content) VALUES ('delete', old.id, old.content); "
    "END",
    "CREATE TRIGGER episode_fts_update AFTER UPDATE ON episode BEGIN "
    "INSERT INTO episode_fts(episode_fts, rowid, content) VALUES ('delete', old.id, old.content); "
    "INSERT INTO episode_fts(rowid, content) VALUES (new.id, new.content); END",
]


def upgrade() -> None:
    op.create_table(
        "episode",
        sa.Column("id", BIG_ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("session_id", sa.String(length=255), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("said_at", UTCDateTime(timezone=True), nullable=False),
        sa.Column("created_at", UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_episode")),
        sa.UniqueConstraint(
            "user_id",
            "session_id",
            "content_hash",
            name=op.f("uq_episode_user_id_session_id_content_hash"),
        ),
    )
    op.create_index("ix_episode_user_id_said_at", "episode", ["user_id", "said_at"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "ALTER TABLE episode ADD COLUMN search tsvector "
            "GENERATED ALWAYS AS (to_tsvector('english', content)) STORED"
        )
        op.execute("CREATE INDEX ix_episode_search ON episode USING gin (search)")
    else:
        for statement in SQLITE_FTS:
            op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        for trigger in ("episode_fts_insert", "episode_fts_delete", "episode_fts_update"):
            op.execute(f"DROP TRIGGER IF EXISTS {trigger}")
        op.execute("DROP TABLE IF EXISTS episode_fts")
    op.drop_table("episode")
