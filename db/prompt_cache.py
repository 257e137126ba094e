"""The per-user prompt candidate list (`prompt_cache`): one row read, stored only if still true.

Keyword-only, never commit. The row's `version` is moved and its `lines` cleared by database
triggers whenever the user's memories change (migration 0010), so a reader needs no other check
than `lines IS NOT NULL` and the day. A writer of the list reads the version first (`version`),
then the rows it ranks, and stores with `store`, which writes only while the version is the one
read: a change committed in between makes the store a no-op instead of a stale list. Blocks laid
out from the list (`recall.blocks`) are stored the same way; a trigger clears them whenever the
version moves (migration 0012).
"""

from __future__ import annotations

import secrets
from datetime import date
from typing import Any, NamedTuple

from sqlalchemy import BigInteger, exists, literal, or_, select, update
from sqlalchemy.orm import Session

from db.queries import insert_ignoring_conflicts, rowcount
from db.tables import Episode, PromptCache, UserContext


class CachedList(NamedTuple):
    """The row as the read path needs it."""

    version: int
    day: date | None
    lines: str | None


def read(session: Session, *, user_id: str) -> CachedList | None:
    """The user's row, or None when there is none."""
    row = _row(session, user_id, PromptCache.version, PromptCache.day, PromptCache.lines)
    return None if row is None else CachedList(row[0], row[1], row[2])


class Stamp(NamedTuple):
    """The row without its contents: version, day, and whether it holds a list."""

    version: int
    day: date | None
    listed: bool


def stamp(session: Session, *, user_id: str) -> Stamp | None:
    """The user's version, day and whether the list is there, or None when there is no row."""
    listed = PromptCache.lines.is_not(None)
    row = _row(session, user_id, PromptCache.version, PromptCache.day, listed)
    return None if row is None else Stamp(row[0], row[1], bool(row[2]))


def _row(session: Session, user_id: str, *columns: Any) -> tuple[Any, ...] | None:
    """These columns of the user's row, or None when there is none."""
    row = session.execute(select(*columns).where(PromptCache.user_id == user_id)).first()
    return None if row is None else tuple(row)


def ensure(session: Session, *, user_id: str) -> None:
    """Create the user's row (empty) if missing while the user has memories or statements, so
    the triggers have a version to move; a user with neither (one erased, or never written) gets
    no row. Call with the user's write lock held: an erasure that committed before it took the
    lock is seen, and no row is made again for the erased user.

    A new row starts at a random version: a row deleted and made again (an erasure) never
    repeats a version an in-process cache may still hold."""
    held = or_(
        exists().where(UserContext.user_id == user_id),
        exists().where(Episode.user_id == user_id),
    )
    row = select(literal(user_id), literal(secrets.randbits(62), BigInteger)).where(held)
    stmt = insert_ignoring_conflicts(session, PromptCache, ("user_id",)).from_select(
        ["user_id", "version"], row
    )
    session.execute(stmt)


def version(session: Session, *, user_id: str) -> int | None:
    """The user's current version (None: no row)."""
    stmt = select(PromptCache.version).where(PromptCache.user_id == user_id)
    return session.execute(stmt).scalar_one_or_none()


def locked_version(session: Session, *, user_id: str) -> tuple[int, str | None] | None:
    """The user's version and recorded budgets, the row locked until the transaction ends
    (PostgreSQL): a writer's trigger waits, so nothing the list is built from can change before
    it is stored. None when the user has no row."""
    stmt = (
        select(PromptCache.version, PromptCache.budgets)
        .where(PromptCache.user_id == user_id)
        .with_for_update()
    )
    row = session.execute(stmt).first()
    return None if row is None else (row[0], row[1])


def store(
    session: Session,
    *,
    user_id: str,
    read_version: int,
    day: date,
    lines: str,
    blocks: str | None = None,
    budgets: str | None = None,
) -> bool:
    """Store the list built from what was read at `read_version`, with the blocks made from it
    and the budgets they are for; False if it changed since."""
    values = {"day": day, "lines": lines, "blocks": blocks, "budgets": budgets}
    return _update_if_unchanged(session, user_id, read_version, values)


def _update_if_unchanged(
    session: Session, user_id: str, read_version: int, values: dict[str, Any]
) -> bool:
    """Write `values` only while the version is still `read_version`; False if it moved."""
    stmt = (
        update(PromptCache)
        .where(PromptCache.user_id == user_id, PromptCache.version == read_version)
        .values(**values)
    )
    return rowcount(session.execute(stmt)) == 1


class Start(NamedTuple):
    """What a read without a query needs first: the version, the stored blocks (None: none
    for this version) and the budgets recorded."""

    version: int
    blocks: str | None
    budgets: str | None


def read_start(session: Session, *, user_id: str) -> Start | None:
    """The user's version and stored blocks (not the list), or None when there is no row."""
    row = _row(session, user_id, PromptCache.version, PromptCache.blocks, PromptCache.budgets)
    return None if row is None else Start(row[0], row[1], row[2])


def keep_blocks(
    session: Session, *, user_id: str, read_version: int, blocks: str, budgets: str
) -> bool:
    """Store blocks made from what was read at `read_version`; False if it changed since."""
    values = {"blocks": blocks, "budgets": budgets}
    return _update_if_unchanged(session, user_id, read_version, values)


def read_before(session: Session, *, user_id: str) -> bool:
    """True when a list was ever built for the user (their prompt is read): the worker keeps
    such lists fresh; the triggers' rows for users never read have no day."""
    stmt = select(PromptCache.day).where(PromptCache.user_id == user_id)
    return session.execute(stmt).scalar_one_or_none() is not None
