"""Queries for choices (options the user picked over others). Keyword-only, never commit."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from db.queries import insert_ignoring_conflicts, rowcount
from db.tables import Choice


class ChoiceMark(NamedTuple):
    """One word that set a picked option apart, in one session."""

    session_id: str
    property: str
    chosen: str
    said_at: datetime


def add_marks(session: Session, *, rows: Sequence[dict[str, Any]]) -> None:
    """Record marks; one per session and word (a re-processed session adds nothing)."""
    if rows:
        unique = ("user_id", "session_id", "topic", "property")
        session.execute(insert_ignoring_conflicts(session, Choice, unique), list(rows))


def marks_for(session: Session, *, user_id: str, words: Iterable[str]) -> list[ChoiceMark]:
    """Every recorded mark of the user for any of `words`, oldest first."""
    wanted = sorted(set(words))
    if not wanted:
        return []
    stmt = (
        select(Choice.session_id, Choice.property, Choice.chosen, Choice.said_at)
        .where(Choice.user_id == user_id, Choice.property.in_(wanted))
        .order_by(Choice.said_at, Choice.id)
    )
    return [ChoiceMark(*row) for row in session.execute(stmt)]


def session_marks(
    session: Session, *, user_id: str, session_ids: Iterable[str]
) -> list[tuple[int, str]]:
    """(id, word) of the user's marks recorded in these sessions."""
    wanted = sorted(set(session_ids))
    if not wanted:
        return []
    stmt = select(Choice.id, Choice.property).where(
        Choice.user_id == user_id, Choice.session_id.in_(wanted)
    )
    return [(id_, word) for id_, word in session.execute(stmt)]


def delete_marks(session: Session, *, user_id: str, mark_ids: Iterable[int]) -> int:
    """Delete the user's marks with these ids; returns how many went."""
    ids = sorted(set(mark_ids))
    if not ids:
        return 0
    stmt = delete(Choice).where(Choice.user_id == user_id, Choice.id.in_(ids))
    return rowcount(session.execute(stmt))
