"""Earlier conversations the user says were not theirs ("my brother was using my phone
yesterday, none of that was me"; "ignore everything I said last time, it was a prank").

What such a conversation alone wrote is taken back in the transaction of the conversation that
says so: the memories it first wrote are archived (and what they had replaced comes back), its
evidence on the memories that stand goes (their occurrences with it), and its episodes and
choices are deleted. Which conversations: the one before this one, or as many as the user names
("the last two chats"), by the order the ledger recorded them in. A memory the user wrote
themselves is never touched, nor one a later conversation of theirs also supports.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy.orm import Session

from db import choices as choice_queries
from db import episodes as episode_queries
from db import ledger, queries
from db import sessions as session_queries
from db.tables import UserContext
from memory_service.language.own_words import read_turns, user_turns
from memory_service.language.text import content_terms
from memory_service.schemas import ChatMessage

KIND = "conversation"


SUBJECT_REACH = 10
"""How many earlier conversations a subject ("the chat about moving to Lisbon") is looked for in."""


@dataclass(frozen=True)
class Claim:
    """What the user's own words in a session say was not theirs."""

    count: int = 0
    """How many earlier conversations (0: none)."""
    about: str = ""
    """The subject naming the one conversation meant, if they named one."""
    but: str = ""
    """What of it they keep as theirs ("but the peanut allergy is real")."""


def claim(messages: Sequence[ChatMessage]) -> Claim:
    """What the user's own words in `messages` disown (quoted, pasted or relayed words never
    count)."""
    read = [turn.own for turn in read_turns(user_turns(messages))]
    count = max((own.disowns for own in read), default=0)
    about = next((own.disowns_about for own in read if own.disowns_about), "")
    but = " ".join(own.disowns_but for own in read if own.disowns_but)
    return Claim(count, about, but) if count else Claim()


@dataclass
class Disowned:
    """What one conversation took back of the earlier ones."""

    refs: list[str] = field(default_factory=list)
    """The earlier conversations, newest first."""
    memory_ids: list[uuid.UUID] = field(default_factory=list)
    """Their memories to archive."""

    @property
    def reason(self) -> str:
        """The archive reason the memories carry."""
        said = ", ".join(self.refs)
        return f"disowned by the user: written from conversation {said}, not theirs they said"


def take_back(
    session: Session, *, user_id: str, session_id: str, claim: Claim, now: datetime
) -> Disowned:
    """Find the conversations before `session_id` the claim means, delete their episodes,
    choices and evidence, and say which memories they alone wrote (the caller archives
    those)."""
    reach = SUBJECT_REACH if claim.about else claim.count
    earlier = _earlier(session, user_id=user_id, session_id=session_id, reach=reach)
    if claim.about:
        earlier = _about(session, user_id=user_id, earlier=earlier, subject=claim.about)
    for still_open in (e for e in earlier if e.buffered is not None):
        # not written yet: its turns go unread, so it never will be
        session_queries.close(session, user_id=user_id, session_id=still_open.ref, at=now)
    refs = [e.ref for e in earlier if e.buffered is None]
    if not refs:
        return Disowned(refs=[e.ref for e in earlier])
    theirs = set(refs)
    evidence = queries.evidence_from(session, user_id=user_id, kind=KIND, refs=refs)
    made = queries.created_by(session, user_id=user_id, kind=KIND, refs=refs)
    made_ids = {row.id for row in made}
    others = _supported_elsewhere(session, user_id=user_id, rows=made, theirs=theirs)
    others |= _kept_as_theirs(made, claim.but)
    taken = [row.id for row in made if row.id not in others]
    removed: dict[uuid.UUID, int] = {}
    for seen in evidence:
        if seen.memory_id not in made_ids or seen.memory_id in others:
            removed[seen.memory_id] = removed.get(seen.memory_id, 0) + 1
    queries.delete_evidence(
        session,
        user_id=user_id,
        ids=[seen.id for seen in evidence if seen.memory_id in removed],
    )
    for memory in queries.memories(session, user_id=user_id, ids=list(removed)):
        memory.occurrences = max(memory.occurrences - removed[memory.id], 1)
        memory.updated_at = now
    episode_queries.delete_for_sessions(session, user_id=user_id, session_ids=refs)
    marks = choice_queries.session_marks(session, user_id=user_id, session_ids=refs)
    choice_queries.delete_marks(session, user_id=user_id, mark_ids=[i for i, _ in marks])
    return Disowned(refs=[e.ref for e in earlier], memory_ids=taken)


@dataclass(frozen=True)
class Earlier:
    """A conversation before this one: written (in the ledger) or still buffered."""

    ref: str
    at: datetime
    buffered: list[str] | None = None
    """Its buffered messages while the idle sweep has not closed it (None: written)."""


def _earlier(session: Session, *, user_id: str, session_id: str, reach: int) -> list[Earlier]:
    """The user's `reach` latest conversations before `session_id`, newest first: those the
    ledger recorded and those still buffered (a session the idle sweep has not closed yet is
    the conversation before this one as much as a written one)."""
    written = ledger.latest_refs(
        session, user_id=user_id, kind=KIND, excluding=session_id, count=reach
    )
    still_open = session_queries.open_sessions(
        session, user_id=user_id, excluding=session_id, limit=reach
    )
    found = [Earlier(o.session_id, o.last_activity_at, o.texts) for o in still_open]
    known = {e.ref for e in found}
    found += [Earlier(ref, at) for ref, at in written if ref not in known]
    found.sort(key=lambda e: e.at, reverse=True)
    return found[:reach]


def _about(
    session: Session, *, user_id: str, earlier: list[Earlier], subject: str
) -> list[Earlier]:
    """The latest conversation whose episodes (or buffered messages) hold the most of the
    subject's words; none when none holds any (a wrong guess would take back the user's own
    words)."""
    wanted = content_terms(subject)
    refs = [e.ref for e in earlier if e.buffered is None]
    texts = episode_queries.texts_of_sessions(session, user_id=user_id, session_ids=refs)
    best, score = None, 0
    for conversation in earlier:  # newest first: a tie goes to the latest
        said_there = conversation.buffered if conversation.buffered is not None else []
        said_there = said_there + texts.get(conversation.ref, [])
        said = set().union(*(content_terms(text) for text in said_there))
        found = len(wanted & said)
        if found > score:
            best, score = conversation, found
    return [best] if best is not None else []


def _kept_as_theirs(rows: Sequence[UserContext], but: str) -> set[uuid.UUID]:
    """The memories that share a word with what the user kept ("but the peanut allergy is
    real" keeps "Allergic to peanuts")."""
    wanted = content_terms(but)
    return {row.id for row in rows if wanted & content_terms(row.content)} if wanted else set()


def _supported_elsewhere(
    session: Session, *, user_id: str, rows: Sequence[UserContext], theirs: set[str]
) -> set[uuid.UUID]:
    """The memories among `rows` that a conversation not taken back also observed after they
    were written (evidence carried over from what they replaced is older)."""
    kept: set[uuid.UUID] = set()
    for row in rows:
        for found in queries.evidence_for(session, user_id=user_id, memory_id=row.id):
            if found.signal_ref not in theirs and found.observed_at >= row.created_at:
                kept.add(row.id)
                break
    return kept


def restore_replaced(
    session: Session, *, user_id: str, memory_ids: Sequence[uuid.UUID], ref: str, now: datetime
) -> int:
    """Bring back what the taken-back memories had superseded ("Lives in Oslo" when "Lives in
    Rome" goes), unless the key holds an active memory again; returns how many came back."""
    replaced = queries.replaced_by(session, user_id=user_id, ids=memory_ids)
    busy = queries.active_keys(session, user_id=user_id, keys=[row.key for row in replaced])
    back = 0
    for row in replaced:
        if row.key in busy:
            continue
        busy.add(row.key)
        row.status, row.superseded_by, row.archived_at, row.archive_reason = (
            "active",
            None,
            None,
            None,
        )
        row.updated_at = now
        queries.add_history(
            session,
            user_id=user_id,
            memory_id=row.id,
            action="restored",
            at=now,
            new_content=row.content,
            reason="what replaced it came from a conversation the user said was not theirs",
            signal_kind=KIND,
            signal_ref=ref,
        )
        back += 1
    session.flush()
    return back
