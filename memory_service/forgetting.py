"""Delete means gone: when the user deletes or rewrites a memory, the statement goes everywhere.

A memory is one statement; the same words also live in the episodes kept from the sessions that
taught it, in the turns of a session still open, and in the activity log's "Noted: ..." line.
Following the provenance (the memory, its evidence and their excerpts, the episodes linked to
it) and the statement's own words, each of those is deleted or scrubbed, so no prompt path, with
or without a query, shows it again and the export no longer holds it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy.orm import Session

from db import context as context_queries
from db import episodes as episode_queries
from db.tables import UserContext
from memory_service.language.text import normalise, search_terms

SCRUBBED_SUMMARY = "Noted: a memory the user has since removed"
MIN_TERMS = 2
"""A statement of one word would match too much: it is found by its excerpts only."""


@dataclass(frozen=True)
class Statement:
    """What identifies a statement in text: its excerpts as said, and its content's terms."""

    excerpts: tuple[str, ...]
    terms: frozenset[str]

    def said_in(self, text: str) -> bool:
        """True when `text` carries the statement."""
        said = normalise(text)
        if any(e and said and (e in said or said in e) for e in self.excerpts):
            return True
        return len(self.terms) >= MIN_TERMS and self.terms <= set(search_terms(text))


def _statement(content: str, excerpts: Iterable[str | None]) -> Statement:
    quoted = tuple(sorted({normalise(e) for e in excerpts if e and normalise(e)}))
    return Statement((*quoted, normalise(content)), frozenset(search_terms(content)))


def forget_statement(session: Session, *, user_id: str, row: UserContext) -> dict[str, int]:
    """Delete the episodes and buffered turns carrying the memory's statement, and scrub the
    activity lines naming it; returns how many of each went. Call before the memory changes."""
    sources = context_queries.evidence_sources(session, user_id=user_id, memory_id=row.id)
    statement = _statement(row.content, (excerpt for _, _, excerpt in sources))
    refs = sorted({ref for _, ref, _ in sources})
    linked = episode_queries.delete_for_memories(session, user_id=user_id, memory_ids=[row.id])
    episodes = [
        id_
        for id_, content in context_queries.user_episodes(session, user_id=user_id)
        if statement.said_in(content)
    ]
    buffered = context_queries.session_turns(session, user_id=user_id, session_ids=refs)
    turns = [id_ for id_, content in buffered if statement.said_in(content)]
    return {
        "episode": linked
        + context_queries.delete_episodes(session, user_id=user_id, episode_ids=episodes),
        "session_turn": context_queries.delete_turns(session, user_id=user_id, turn_ids=turns),
        "activity_log": _scrub_activity(session, user_id=user_id, row=row, statement=statement),
    }


def _scrub_activity(
    session: Session, *, user_id: str, row: UserContext, statement: Statement
) -> int:
    scrubbed = 0
    for event in context_queries.written_events(session, user_id=user_id):
        details = dict(event.details or {})
        keys = details.get("keys")
        names_key = isinstance(keys, list) and row.key in keys
        names_text = bool(event.summary) and statement.said_in(
            (event.summary or "").removeprefix("Noted: ").removesuffix("...")
        )
        if not (names_key or names_text):
            continue
        if isinstance(keys, list):
            details["keys"] = [k for k in keys if k != row.key]
        summary = SCRUBBED_SUMMARY if names_text else event.summary
        context_queries.scrub_event(event, summary=summary or SCRUBBED_SUMMARY, details=details)
        scrubbed += 1
    return scrubbed
