"""Queries for episodes and their full-text search. Keyword-only, never commit."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, NamedTuple

from sqlalchemy import case, delete, func, or_, select, text, update
from sqlalchemy.orm import Session

from db.queries import insert_ignoring_conflicts, rowcount
from db.tables import Episode

_TERM = re.compile(r"[a-z0-9]+")


class EpisodeHit(NamedTuple):
    """An episode as recall reads it."""

    id: int
    content: str
    said_at: datetime
    day: date | None
    session_id: str
    salience: float
    memory_id: uuid.UUID | None
    tokens: int | None
    kind: str = "statement"
    """"statement", "digest", "reply" (the assistant's words), "aside" (the user's words on the
    way to a request, found by a question and shown unasked only in spare room) or "remark" (a
    plain statement of the user's that says too little to stand among the others: found by a
    question only)."""


UNASKED = ("reply", "aside", "remark")
"""Kinds that are not among the user's statements a block without a query reads."""
ASIDES = ("aside", "remark")
"""The user's words that are not among their statements: found by a question, each on its own
scale."""

_COLUMNS = (
    Episode.id,
    Episode.content,
    Episode.said_at,
    Episode.day,
    Episode.session_id,
    Episode.salience,
    Episode.memory_id,
    Episode.tokens,
    Episode.kind,
)


def add_episodes(session: Session, *, rows: Sequence[dict[str, Any]]) -> int:
    """Insert episodes, skipping any already kept for their session (the unique user, session
    and content hash decides, in the same statement); returns how many were new."""
    if not rows:
        return 0
    stmt = insert_ignoring_conflicts(
        session, Episode, ("user_id", "session_id", "content_hash")
    ).returning(Episode.id)
    return len(session.execute(stmt, list(rows)).all())


def _clean_terms(terms: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for term in terms:
        for word in _TERM.findall(term.lower()):
            seen.setdefault(word, None)
    return list(seen)[:32]


def search(session: Session, *, user_id: str, terms: Iterable[str], limit: int) -> list[EpisodeHit]:
    """Episodes of `user_id` sharing any of `terms`, best full-text matches first."""
    words = _clean_terms(terms)
    if not words:
        return []
    if session.get_bind().dialect.name == "postgresql":
        sql = text(
            "SELECT id, content, said_at, day, session_id, salience, memory_id, tokens, kind "
            "FROM episode WHERE user_id = :user_id AND search @@ to_tsquery('english', :query) "
            "ORDER BY ts_rank_cd(search, to_tsquery('english', :query)) DESC, id DESC "
            "LIMIT :limit"
        )
        query = " | ".join(words)
    else:
        sql = text(
            "SELECT e.id, e.content, e.said_at, e.day, e.session_id, e.salience, e.memory_id, "
            "e.tokens, e.kind FROM episode_fts JOIN episode AS e ON e.id = episode_fts.rowid "
            "WHERE episode_fts MATCH :query AND e.user_id = :user_id "
            "ORDER BY bm25(episode_fts), e.id DESC LIMIT :limit"
        )
        query = " OR ".join(f'"{w}"' for w in words)
    typed = sql.columns(*_COLUMNS)
    rows = session.execute(typed, {"user_id": user_id, "query": query, "limit": limit})
    return [EpisodeHit(*row) for row in rows]


def most_salient(session: Session, *, user_id: str, limit: int) -> list[EpisodeHit]:
    """The user's statements that say the most about them (the salience index); the
    assistant's replies are not about them."""
    stmt = (
        select(*_COLUMNS)
        .where(Episode.user_id == user_id, Episode.kind.notin_(UNASKED))
        .order_by(Episode.salience.desc(), Episode.id.desc())
        .limit(limit)
    )
    return [EpisodeHit(*row) for row in session.execute(stmt)]


def said_on(
    session: Session, *, user_id: str, days: Sequence[date], limit: int
) -> list[EpisodeHit]:
    """The user's episodes said on any of `days` (their own calendar day, or the UTC day of
    rows without one), in the order said, at most `limit`: asides and remarks too, which are
    what they said that day as much as their statements are. The search runs on the
    (user_id, said_at) index, a day either side of each day (a calendar day in the speaker's
    zone lies within those UTC bounds)."""
    if not days:
        return []
    wanted = sorted(set(days))
    spans = [
        Episode.said_at.between(
            datetime.combine(day - timedelta(days=1), time.min, tzinfo=UTC),
            datetime.combine(day + timedelta(days=2), time.min, tzinfo=UTC),
        )
        for day in wanted
    ]
    on_the_day = or_(Episode.day.in_(wanted), Episode.day.is_(None))
    stmt = (
        select(*_COLUMNS)
        .where(Episode.user_id == user_id, or_(*spans), on_the_day)
        .order_by(Episode.said_at, Episode.id)
    )
    # Rows of a neighbouring day without a day of their own, and replies the caller may drop,
    # can come first: read some beyond the limit.
    hits = (EpisodeHit(*row) for row in session.execute(stmt.limit(limit * 4)))
    return [hit for hit in hits if _day_of(hit) in wanted][:limit]


def _day_of(hit: EpisodeHit) -> date:
    if hit.day is not None:
        return hit.day
    said = hit.said_at if hit.said_at.tzinfo is not None else hit.said_at.replace(tzinfo=UTC)
    return said.astimezone(UTC).date()


LATEST_SCAN = 500
"""Statements read newest first to find the latest sessions before grouping them all instead."""


def latest_of_kind(session: Session, *, user_id: str, kind: str, limit: int) -> list[EpisodeHit]:
    """The user's `limit` latest episodes of one `UNASKED` kind, newest first: the assistant's
    reply sentences or the user's asides (each through its partial (user_id, said_at) index, read
    until that many are seen)."""
    if kind not in UNASKED:
        raise ValueError(f"kind: must be one of {', '.join(UNASKED)}")
    stmt = (
        select(*_COLUMNS)
        .where(Episode.user_id == user_id, Episode.kind == kind)
        .order_by(Episode.said_at.desc(), Episode.id.desc())
        .limit(limit)
    )
    return [EpisodeHit(*row) for row in session.execute(stmt)]


def latest_sessions(session: Session, *, user_id: str, sessions: int) -> list[EpisodeHit]:
    """The statements of the user's `sessions` most recent sessions (by their latest statement;
    not the replies).

    Read newest first from the (user_id, said_at) index until `sessions` sessions are seen, so
    the cost does not grow with the user's episodes; a user whose latest `LATEST_SCAN`
    statements span fewer sessions than that falls back to grouping every statement."""
    newest = (
        select(Episode.session_id)
        .where(Episode.user_id == user_id, Episode.kind.notin_(UNASKED))
        .order_by(Episode.said_at.desc(), Episode.session_id)
        .limit(LATEST_SCAN)
    )
    found: dict[str, None] = {}
    scanned = 0
    for session_id in session.scalars(newest):
        scanned += 1
        found.setdefault(session_id, None)
        if len(found) == sessions:
            break
    if len(found) < sessions and scanned == LATEST_SCAN:
        return _latest_sessions_grouped(session, user_id=user_id, sessions=sessions)
    stmt = (
        select(*_COLUMNS)
        .where(
            Episode.user_id == user_id,
            Episode.session_id.in_(list(found)),
            Episode.kind.notin_(UNASKED),
        )
        .order_by(Episode.said_at.desc(), Episode.id.desc())
    )
    return [EpisodeHit(*row) for row in session.execute(stmt)] if found else []


def _latest_sessions_grouped(session: Session, *, user_id: str, sessions: int) -> list[EpisodeHit]:
    latest = (
        select(Episode.session_id)
        .where(Episode.user_id == user_id, Episode.kind.notin_(UNASKED))
        .group_by(Episode.session_id)
        .order_by(func.max(Episode.said_at).desc(), Episode.session_id)
        .limit(sessions)
        .scalar_subquery()
    )
    stmt = (
        select(*_COLUMNS)
        .where(
            Episode.user_id == user_id,
            Episode.session_id.in_(latest),
            Episode.kind.notin_(UNASKED),
        )
        .order_by(Episode.said_at.desc(), Episode.id.desc())
    )
    return [EpisodeHit(*row) for row in session.execute(stmt)]


_LINK = text(
    "UPDATE episode SET memory_id = link.memory_id "
    "FROM unnest(CAST(:hashes AS text[]), CAST(:memory_ids AS uuid[])) AS link(hash, memory_id) "
    "WHERE episode.user_id = :user_id AND episode.session_id = :session_id "
    "AND episode.content_hash = link.hash"
)


def link_memories(
    session: Session, *, user_id: str, session_id: str, links: dict[str, uuid.UUID]
) -> None:
    """Record which memory each statement (by content hash) became, in one UPDATE."""
    if not links:
        return
    if session.get_bind().dialect.name == "postgresql":
        # One statement text for any number of links: compiled once, where a CASE of N arms
        # is a new statement for each N.
        session.execute(
            _LINK,
            {
                "user_id": user_id,
                "session_id": session_id,
                "hashes": list(links),
                "memory_ids": list(links.values()),
            },
        )
        return
    session.execute(
        update(Episode)
        .where(
            Episode.user_id == user_id,
            Episode.session_id == session_id,
            Episode.content_hash.in_(list(links)),
        )
        .values(memory_id=case(links, value=Episode.content_hash))
    )


def purge_older_than(session: Session, *, before: datetime) -> int:
    """Retention: delete episodes said before `before`."""
    return rowcount(session.execute(delete(Episode).where(Episode.said_at < before)))


def trim_to(session: Session, *, user_id: str, keep: int) -> int:
    """Keep only the user's `keep` most recent episodes."""
    total = session.scalar(select(func.count()).where(Episode.user_id == user_id)) or 0
    if total <= keep:
        return 0
    cutoff_ids = (
        select(Episode.id)
        .where(Episode.user_id == user_id)
        .order_by(Episode.said_at.desc(), Episode.id.desc())
        .offset(keep)
    )
    return rowcount(session.execute(delete(Episode).where(Episode.id.in_(cutoff_ids))))


def delete_for_memories(session: Session, *, user_id: str, memory_ids: Sequence[uuid.UUID]) -> int:
    """Delete the statements that became these memories (the user took them back)."""
    if not memory_ids:
        return 0
    stmt = delete(Episode).where(
        Episode.user_id == user_id, Episode.memory_id.in_(list(memory_ids))
    )
    return rowcount(session.execute(stmt))


def delete_holding(
    session: Session,
    *,
    user_id: str,
    terms: Iterable[str],
    holds: Callable[[str], bool],
    limit: int = 1000,
) -> int:
    """Delete the user's episodes that the full-text index finds for `terms` and `holds` accepts
    (the user asked to forget what they said about something); returns how many went."""
    found = search(session, user_id=user_id, terms=terms, limit=limit)
    ids = [hit.id for hit in found if holds(hit.content)]
    if not ids:
        return 0
    stmt = delete(Episode).where(Episode.user_id == user_id, Episode.id.in_(ids))
    return rowcount(session.execute(stmt))


def delete_all(session: Session, *, user_id: str) -> int:
    """Delete every episode of the user (they asked to be forgotten in conversation)."""
    return rowcount(session.execute(delete(Episode).where(Episode.user_id == user_id)))


def by_ids(session: Session, *, user_id: str, ids: Sequence[int]) -> list[EpisodeHit]:
    """The user's episodes with these ids (another user's ids find nothing)."""
    if not ids:
        return []
    stmt = select(*_COLUMNS).where(Episode.user_id == user_id, Episode.id.in_(list(ids)))
    return [EpisodeHit(*row) for row in session.execute(stmt)]


def replies_said_at(
    session: Session, *, user_id: str, times: Sequence[datetime]
) -> list[EpisodeHit]:
    """The assistant's reply sentences the user was told at any of `times` (each reply's
    sentences share its message's time), in the order said; on the (user_id, said_at) index."""
    if not times:
        return []
    stmt = (
        select(*_COLUMNS)
        .where(
            Episode.user_id == user_id,
            Episode.said_at.in_(sorted(set(times))),
            Episode.kind == "reply",
        )
        .order_by(Episode.said_at, Episode.id)
    )
    return [EpisodeHit(*row) for row in session.execute(stmt)]


def delete_for_sessions(session: Session, *, user_id: str, session_ids: Sequence[str]) -> int:
    """Delete every episode of these sessions of the user (they said the sessions were not
    theirs)."""
    if not session_ids:
        return 0
    stmt = delete(Episode).where(
        Episode.user_id == user_id, Episode.session_id.in_(list(session_ids))
    )
    return rowcount(session.execute(stmt))


def texts_of_sessions(
    session: Session, *, user_id: str, session_ids: Sequence[str]
) -> dict[str, list[str]]:
    """The user's episodes of these sessions, by session."""
    if not session_ids:
        return {}
    stmt = select(Episode.session_id, Episode.content).where(
        Episode.user_id == user_id, Episode.session_id.in_(list(session_ids))
    )
    found: dict[str, list[str]] = {}
    for session_id, content in session.execute(stmt):
        found.setdefault(session_id, []).append(content)
    return found
