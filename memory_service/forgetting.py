"""Delete means gone: when the user deletes or rewrites a memory, the statement goes everywhere.

A memory is one statement; the same words also live in the episodes kept from the sessions that
taught it, in the turns of any session still open, and in the activity log's "Noted: ..." line.
Following the provenance (the memory, its evidence and their excerpts, the episodes linked to
it) and the statement's own words, each of those is deleted or scrubbed, so no prompt path, with
or without a query, shows it again and the export no longer holds it.

What the signals would count again goes too: a routine's activity events, a choice preference's
marks, a feedback preference's feature in the approvals behind it. A later signal can teach the
memory again, from its own support only.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy.orm import Session

from db import context as context_queries
from db import episodes as episode_queries
from db.tables import UserContext
from memory_service import keys
from memory_service.language.text import normalise, search_terms
from memory_service.signals import choices, feedback, patterns

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
    """Delete the episodes and buffered turns carrying the memory's statement and the signal rows
    that taught it, and scrub the activity lines naming it; returns how many of each went. Call
    before the memory changes."""
    sources = context_queries.evidence_sources(session, user_id=user_id, memory_id=row.id)
    statement = _statement(row.content, (excerpt for _, _, excerpt in sources))
    taught = _forget_support(session, user_id=user_id, row=row, sources=sources)
    linked = episode_queries.delete_for_memories(session, user_id=user_id, memory_ids=[row.id])
    episodes = [
        id_
        for id_, content in context_queries.user_episodes(session, user_id=user_id)
        if statement.said_in(content)
    ]
    buffered = context_queries.user_turns(session, user_id=user_id)
    turns = [id_ for id_, content in buffered if statement.said_in(content)]
    scrubbed = _scrub_activity(session, user_id=user_id, row=row, statement=statement)
    return {
        "episode": linked
        + context_queries.delete_episodes(session, user_id=user_id, episode_ids=episodes),
        "session_turn": context_queries.delete_turns(session, user_id=user_id, turn_ids=turns),
        **taught,
        "activity_log": scrubbed + taught["activity_log"],
    }


def _forget_support(
    session: Session, *, user_id: str, row: UserContext, sources: list[tuple[str, str, str | None]]
) -> dict[str, int]:
    """Delete the rows each signal that observed the memory would count towards it again."""
    refs: dict[str, set[str]] = defaultdict(set)
    for kind, ref, _ in sources:
        refs[kind].add(ref)
    chosen = row.key.startswith(f"{keys.CHOICE.name}.") and refs["conversation"]
    return {
        "activity_log": patterns.forget(session, user_id=user_id, key=row.key)
        if refs["patterns"]
        else 0,
        "choice": choices.forget(
            session, user_id=user_id, content=row.content, session_ids=refs["conversation"]
        )
        if chosen
        else 0,
        "deliverable_edit": feedback.forget(
            session, user_id=user_id, key=row.key, deliverable_ids=refs["feedback"]
        ),
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
