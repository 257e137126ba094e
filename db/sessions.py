"""Queries for buffered chat sessions (the idle-session sweep). Keyword-only, never commit."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import NamedTuple

from sqlalchemy import delete, or_, select, text, update
from sqlalchemy.orm import Session

from db.queries import rowcount
from db.tables import ChatSession, SessionTurn


class Turn(NamedTuple):
    """One message as buffered: who said it, what, and when (if the chat app said)."""

    role: str
    content: str
    said_at: datetime | None


def append_turns(
    session: Session,
    *,
    user_id: str,
    session_id: str,
    batch_ref: str,
    turns: Sequence[Turn],
    at: datetime,
) -> None:
    """Add a batch of turns and mark the session active (reopening it if it was closed)."""
    chat = session.scalars(
        select(ChatSession).where(
            ChatSession.user_id == user_id, ChatSession.session_id == session_id
        )
    ).one_or_none()
    if chat is None:
        session.add(
            ChatSession(user_id=user_id, session_id=session_id, last_activity_at=at, created_at=at)
        )
    else:
        chat.last_activity_at = at
        chat.closed_at = None
        chat.claimed_at = None
    session.add_all(
        SessionTurn(
            user_id=user_id,
            session_id=session_id,
            batch_ref=batch_ref,
            position=i,
            role=t.role,
            content=t.content,
            said_at=t.said_at,
            received_at=at,
        )
        for i, t in enumerate(turns)
    )


def buffered_turns(session: Session, *, user_id: str, session_id: str) -> list[Turn]:
    """The session's buffered turns in arrival order."""
    stmt = (
        select(SessionTurn)
        .where(SessionTurn.user_id == user_id, SessionTurn.session_id == session_id)
        .order_by(SessionTurn.id)
    )
    return [Turn(t.role, t.content, t.said_at) for t in session.scalars(stmt)]


_CLOSE_PG = text(
    "WITH closed AS (UPDATE chat_session SET closed_at = :at, claimed_at = NULL "
    "WHERE user_id = :user_id AND session_id = :session_id RETURNING id) "
    "DELETE FROM session_turn WHERE user_id = :user_id AND session_id = :session_id "
    "AND EXISTS (SELECT 1 FROM closed)"
)


def close(session: Session, *, user_id: str, session_id: str, at: datetime) -> None:
    """Mark a session closed and drop its buffered turns (the transcript is not kept).

    On PostgreSQL one statement (turns are only ever buffered under a session row); elsewhere an
    UPDATE and a DELETE.
    """
    if session.get_bind().dialect.name == "postgresql":
        session.execute(_CLOSE_PG, {"user_id": user_id, "session_id": session_id, "at": at})
        return
    session.execute(
        update(ChatSession)
        .where(ChatSession.user_id == user_id, ChatSession.session_id == session_id)
        .values(closed_at=at, claimed_at=None)
    )
    session.execute(
        delete(SessionTurn).where(
            SessionTurn.user_id == user_id, SessionTurn.session_id == session_id
        )
    )


def claim_idle(
    session: Session, *, idle_before: datetime, reclaim_before: datetime, at: datetime, limit: int
) -> list[tuple[str, str]]:
    """Claim open sessions idle since before `idle_before` (or claimed long ago and not closed)."""
    stmt = (
        select(ChatSession.id, ChatSession.user_id, ChatSession.session_id)
        .where(
            ChatSession.closed_at.is_(None),
            ChatSession.last_activity_at < idle_before,
            or_(ChatSession.claimed_at.is_(None), ChatSession.claimed_at < reclaim_before),
        )
        .order_by(ChatSession.last_activity_at, ChatSession.id)
        .limit(limit)
    )
    rows = session.execute(stmt).all()
    if rows:
        session.execute(
            update(ChatSession)
            .where(ChatSession.id.in_([r.id for r in rows]))
            .values(claimed_at=at)
        )
    return [(r.user_id, r.session_id) for r in rows]


def purge_closed(session: Session, *, closed_before: datetime) -> int:
    """Forget sessions closed long ago (their turns are already gone)."""
    result = session.execute(
        delete(ChatSession).where(
            ChatSession.closed_at.is_not(None), ChatSession.closed_at < closed_before
        )
    )
    return rowcount(result)


def open_sessions(session: Session, *, user_id: str, excluding: str, limit: int) -> list[Turned]:
    """The user's sessions still buffered (not closed), other than `excluding`, the most
    recently active first, with their buffered turns' text."""
    stmt = (
        select(ChatSession.session_id, ChatSession.last_activity_at)
        .where(
            ChatSession.user_id == user_id,
            ChatSession.closed_at.is_(None),
            ChatSession.session_id != excluding,
        )
        .order_by(ChatSession.last_activity_at.desc(), ChatSession.id.desc())
        .limit(limit)
    )
    found = []
    for session_id, last_activity_at in session.execute(stmt).all():
        turns = buffered_turns(session, user_id=user_id, session_id=session_id)
        found.append(Turned(session_id, last_activity_at, [t.content for t in turns]))
    return found


class Turned(NamedTuple):
    """An open session: its id, when it was last active, and its buffered messages."""

    session_id: str
    last_activity_at: datetime
    texts: list[str]
