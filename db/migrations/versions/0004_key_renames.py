"""Memories stored under a former key name move to the current name.

The rules extractor and the LLM prompt once named the same subjects differently
(`location.home_city` for `location.home`, `format.answer_length` for `format.length`,
`injury.*` for `health.injury.*`). Active and archived rows are renamed; where a user holds an
active row under both names, the newer observation stays active and the other is archived
(superseded by it, with a reason and an audit record), so at most one active row per user and
key remains. The renames are frozen here as they were made: later changes to the key registry
get migrations of their own. Downgrading leaves the current names in place (the former ones
were the disagreement).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from db.types import UTCDateTime

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

RENAMES: tuple[tuple[str, str, bool], ...] = (
    # (former name, current name, a whole namespace with one key per item)
    ("location.home_city", "location.home", False),
    ("format.answer_length", "format.length", False),
    ("injury", "health.injury", True),
)
REASON = "merged into {key} when key names were unified; the newer observation stays"

MEMORIES = sa.table(
    "user_context",
    sa.column("id", sa.Uuid()),
    sa.column("user_id", sa.String()),
    sa.column("key", sa.String()),
    sa.column("content", sa.Text()),
    sa.column("status", sa.String()),
    sa.column("superseded_by", sa.Uuid()),
    sa.column("archive_reason", sa.Text()),
    sa.column("updated_at", UTCDateTime(timezone=True)),
    sa.column("last_observed_at", UTCDateTime(timezone=True)),
    sa.column("archived_at", UTCDateTime(timezone=True)),
)
HISTORY = sa.table(
    "memory_history",
    sa.column("user_id", sa.String()),
    sa.column("memory_id", sa.Uuid()),
    sa.column("action", sa.String()),
    sa.column("old_content", sa.Text()),
    sa.column("reason", sa.Text()),
    sa.column("created_at", UTCDateTime(timezone=True)),
)


def _renamed(key: str, former: str, current: str, namespace: bool) -> str | None:
    if key == former and not namespace:
        return current
    if namespace and key.startswith(former + "."):
        return current + key[len(former) :]
    return None


def _under(former: str, namespace: bool) -> Any:
    key = MEMORIES.c.key
    return key.startswith(former + ".", autoescape=True) if namespace else key == former


def _newest(rows: list[Any]) -> Any:
    return max(rows, key=lambda r: (r.last_observed_at, r.updated_at, str(r.id)))


def _archive(conn: Any, loser: Any, winner: Any, key: str, now: datetime) -> None:
    reason = REASON.format(key=key)
    conn.execute(
        MEMORIES.update()
        .where(MEMORIES.c.id == loser.id)
        .values(
            status="archived",
            superseded_by=winner.id,
            archive_reason=reason,
            archived_at=now,
            updated_at=now,
        )
    )
    conn.execute(
        HISTORY.insert().values(
            user_id=loser.user_id,
            memory_id=loser.id,
            action="archived",
            old_content=loser.content,
            reason=reason,
            created_at=now,
        )
    )


def _rename(conn: Any, former: str, current: str, namespace: bool, now: datetime) -> None:
    rows = conn.execute(sa.select(MEMORIES).where(_under(former, namespace))).all()
    if not rows:
        return
    target: dict[uuid.UUID, str] = {}
    for row in rows:
        new_key = _renamed(row.key, former, current, namespace)
        if new_key is not None:
            target[row.id] = new_key
    contenders: dict[tuple[str, str], list[Any]] = {}
    for row in rows:
        if row.status == "active" and row.id in target:
            contenders.setdefault((row.user_id, target[row.id]), []).append(row)
    for (user_id, new_key), group in contenders.items():
        holders = conn.execute(
            sa.select(MEMORIES).where(
                MEMORIES.c.user_id == user_id,
                MEMORIES.c.key == new_key,
                MEMORIES.c.status == "active",
            )
        ).all()
        everyone = [*group, *holders]
        winner = _newest(everyone)
        for loser in everyone:
            if loser.id != winner.id:
                _archive(conn, loser, winner, new_key, now)
    for memory_id, new_key in target.items():
        conn.execute(MEMORIES.update().where(MEMORIES.c.id == memory_id).values(key=new_key))


def upgrade() -> None:
    conn = op.get_bind()
    now = datetime.now(UTC)
    for former, current, namespace in RENAMES:
        _rename(conn, former, current, namespace, now)


def downgrade() -> None:
    """The current names stay: the former ones were the disagreement this revision removed."""
