"""The prompt block's per-user candidate list, kept true by the database; full-text on memories.

- `prompt_cache`: one row per user read by `get_for_prompt`: the memory lines ranked for one UTC
  day (`recall.candidates`), a `version` and the `day` they were ranked for;
- triggers on `user_context` (every INSERT and DELETE, every UPDATE of a column other than the
  usage counters) bump the user's `version` and clear `lines`, in the changing transaction
  itself: a delete, an edit, a supersede, an erasure or a purge makes the cached list unusable
  before it commits, whatever code path made it. Triggers on `episode` bump `version` only (the
  list holds no episodes; the version also stamps the in-process vector matrices);
- full-text search on memories (content and tags), for the query path: a generated tsvector
  column with a GIN index on PostgreSQL (on the user id too, with btree_gin, when the extension
  can be created), an FTS5 table kept in step by triggers on SQLite.

On SQLite a later migration that rebuilds `user_context` or `episode` (batch mode) drops their
triggers: it must create them again (`create_sqlite_triggers`).

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

USAGE_COLUMNS = ("use_count", "last_used_at")
"""Written by the usage recorder every few seconds; they never change the block."""
CONTEXT_COLUMNS = (
    "id",
    "user_id",
    "key",
    "content",
    "entry_type",
    "critical",
    "tags",
    "source",
    "confidence",
    "occurrences",
    "importance",
    "stability_days",
    "status",
    "archive_reason",
    "superseded_by",
    "created_at",
    "updated_at",
    "last_observed_at",
    "archived_at",
    "polarity",
    "tokens",
)
"""Every column of `user_context` but the usage counters and the vector (a test checks that
none is missing): a change to one of them clears the cached lines."""
VECTOR_COLUMNS = ("embedding", "embedding_model")
"""A new vector changes no line: it only moves the version (the in-process matrices follow it)."""

_STALE = (
    "INSERT INTO prompt_cache (user_id, version) SELECT {who}.user_id, random() >> 2 WHERE {when} "
    "ON CONFLICT (user_id) DO UPDATE SET version = prompt_cache.version + 1{clear}"
)
"""A new row starts at a random version, so a user erased and written again never repeats one."""

PG_BUMP = """
CREATE FUNCTION prompt_cache_bump(who text, clear boolean) RETURNS void LANGUAGE sql AS $$
    INSERT INTO prompt_cache (user_id, version) VALUES (who, (random() * 2 ^ 61)::bigint)
    ON CONFLICT (user_id) DO UPDATE SET version = prompt_cache.version + 1,
        lines = CASE WHEN clear THEN NULL ELSE prompt_cache.lines END
$$
"""
PG_FUNCTION = """
CREATE FUNCTION prompt_cache_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    clear boolean := TG_ARGV[0]::boolean;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM prompt_cache_bump(OLD.user_id, clear);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
        PERFORM prompt_cache_bump(NEW.user_id, clear);
    END IF;
    RETURN NULL;
END $$
"""


def _pg_triggers() -> list[str]:
    columns = ", ".join(CONTEXT_COLUMNS)
    vectors = ", ".join(VECTOR_COLUMNS)
    clear = "FOR EACH ROW EXECUTE FUNCTION prompt_cache_stale('true')"
    bump = "FOR EACH ROW EXECUTE FUNCTION prompt_cache_stale('false')"
    return [
        f"CREATE TRIGGER prompt_cache_context_write AFTER INSERT OR DELETE ON user_context {clear}",
        f"CREATE TRIGGER prompt_cache_context_update AFTER UPDATE OF {columns} ON user_context "
        f"{clear}",
        f"CREATE TRIGGER prompt_cache_context_vector AFTER UPDATE OF {vectors} ON user_context "
        f"{bump}",
        f"CREATE TRIGGER prompt_cache_episode AFTER INSERT OR UPDATE OR DELETE ON episode {bump}",
    ]


PG_SEARCH = (
    "ALTER TABLE user_context ADD COLUMN search tsvector GENERATED ALWAYS AS "
    "(to_tsvector('english', content || ' ' || coalesce(tags::text, ''))) STORED"
)


def _pg_search_index() -> None:
    """A GIN index on (user_id, search) when btree_gin can be had (a trusted extension since
    PostgreSQL 13: the database owner may create it), so one user's matches are found in the
    index; else on search alone (the user's rows are then filtered)."""
    bind = op.get_bind()
    try:
        with bind.begin_nested():
            bind.exec_driver_sql("CREATE EXTENSION IF NOT EXISTS btree_gin")
        columns = "user_id, search"
    except sa.exc.DBAPIError:
        columns = "search"
    op.execute(f"CREATE INDEX ix_user_context_search ON user_context USING gin ({columns})")

_FTS_ADD = (
    "INSERT INTO user_context_fts(rowid, body, memory_id) "
    "SELECT new.rowid, new.content || ' ' || coalesce(new.tags, ''), new.id "
    "WHERE new.status = 'active';"
)
SQLITE_FTS = [
    "CREATE VIRTUAL TABLE user_context_fts USING fts5(body, memory_id UNINDEXED, "
    "tokenize='porter unicode61 remove_diacritics 0')",
    "INSERT INTO user_context_fts(rowid, body, memory_id) "
    "SELECT rowid, content || ' ' || coalesce(tags, ''), id FROM user_context "
    "WHERE status = 'active'",
]


def create_sqlite_triggers() -> None:
    """The SQLite triggers of this revision (again after a batch rebuild of either table)."""
    columns = ", ".join(CONTEXT_COLUMNS)
    clear = ", lines = NULL"
    changed = "new.user_id <> old.user_id"
    both = f"{_STALE.format(clear=clear, who='old', when='true')}; "
    both += f"{_STALE.format(clear=clear, who='new', when=changed)};"
    statements = [
        "CREATE TRIGGER prompt_cache_context_insert AFTER INSERT ON user_context BEGIN "
        f"{_STALE.format(clear=clear, who='new', when='true')}; {_FTS_ADD} END",
        "CREATE TRIGGER prompt_cache_context_delete AFTER DELETE ON user_context BEGIN "
        f"{_STALE.format(clear=clear, who='old', when='true')}; "
        "DELETE FROM user_context_fts WHERE rowid = old.rowid; END",
        f"CREATE TRIGGER prompt_cache_context_update AFTER UPDATE OF {columns} ON user_context "
        f"BEGIN {both} END",
        f"CREATE TRIGGER prompt_cache_context_vector AFTER UPDATE OF {', '.join(VECTOR_COLUMNS)} "
        f"ON user_context BEGIN {_STALE.format(clear='', who='new', when='true')}; END",
        "CREATE TRIGGER user_context_fts_update AFTER UPDATE OF content, tags, status "
        "ON user_context BEGIN DELETE FROM user_context_fts WHERE rowid = old.rowid; "
        f"{_FTS_ADD} END",
    ]
    for event, who in (("INSERT", "new"), ("DELETE", "old"), ("UPDATE", "new")):
        bumps = f"{_STALE.format(clear='', who=who, when='true')};"
        statements.append(
            f"CREATE TRIGGER prompt_cache_episode_{event.lower()} AFTER {event} ON episode "
            f"BEGIN {bumps} END"
        )
    for statement in statements:
        op.execute(statement)


SQLITE_TRIGGERS = (
    "prompt_cache_context_insert",
    "prompt_cache_context_delete",
    "prompt_cache_context_update",
    "prompt_cache_context_vector",
    "user_context_fts_update",
    "prompt_cache_episode_insert",
    "prompt_cache_episode_delete",
    "prompt_cache_episode_update",
)


def upgrade() -> None:
    op.create_table(
        "prompt_cache",
        sa.Column("user_id", sa.String(length=255), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("day", sa.Date(), nullable=True),
        sa.Column("lines", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_prompt_cache")),
    )
    if op.get_bind().dialect.name == "postgresql":
        op.execute(PG_SEARCH)
        _pg_search_index()
        for statement in (PG_BUMP, PG_FUNCTION, *_pg_triggers()):
            op.execute(statement)
        return
    for statement in SQLITE_FTS:
        op.execute(statement)
    create_sqlite_triggers()


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for trigger, table in (
            ("prompt_cache_context_write", "user_context"),
            ("prompt_cache_context_update", "user_context"),
            ("prompt_cache_context_vector", "user_context"),
            ("prompt_cache_episode", "episode"),
        ):
            op.execute(f"DROP TRIGGER IF EXISTS {trigger} ON {table}")
        op.execute("DROP FUNCTION IF EXISTS prompt_cache_stale()")
        op.execute("DROP FUNCTION IF EXISTS prompt_cache_bump(text, boolean)")
        op.execute("DROP INDEX IF EXISTS ix_user_context_search")
        op.execute("ALTER TABLE user_context DROP COLUMN IF EXISTS search")
    else:
        for trigger in SQLITE_TRIGGERS:
            op.execute(f"DROP TRIGGER IF EXISTS {trigger}")
        op.execute("DROP TABLE IF EXISTS user_context_fts")
    op.drop_table("prompt_cache")
