"""Choices teach, carefully: a preference inferred from options the user picked, again and again.

Each choice in a session (`extractors.rules.choices`) leaves marks: the words that set the picked
option apart from the others ("dogs allowed", "free parking"). One choice is only evidence. When
the same word set the picked option apart in two or more sessions, the user is taken to prefer
it: a preference under `choice.<topic>.<property>` whose evidence is each of those sessions (the
option picked and the ones passed over, which `explain` shows), at low confidence that rises
with each further choice (medium at three, high at four). Deleting that preference deletes the
marks it was learned from (`forget`): the choices after it teach it again from their own count.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from datetime import datetime

from sqlalchemy.orm import Session

from db import choices as choice_queries
from db.choices import ChoiceMark
from memory_service import keys
from memory_service.extractors.rules.choices import Choice, choices
from memory_service.extractors.rules.general import topic_of
from memory_service.pipeline.signal import Observation, Proposal
from memory_service.schemas import ChatMessage, MemoryCandidate

MIN_SESSIONS = 2
"""Choices pointing the same way in this many sessions make a preference."""
_LEAD, _TAIL = "Tends to pick the option with ", " when offered a choice"


def record(
    session: Session,
    *,
    user_id: str,
    session_id: str,
    messages: Sequence[ChatMessage],
    now: datetime,
) -> list[Proposal]:
    """Record this session's choices; the preferences they now support, with their evidence."""
    found = choices(messages)
    if not found:
        return []
    said_at = next((m.created_at for m in messages if m.created_at), None) or now
    rows = [
        {
            "user_id": user_id,
            "session_id": session_id,
            "topic": "",
            "property": word,
            "chosen": _evidence(choice)[:1000],
            "said_at": said_at,
            "created_at": now,
        }
        for choice in found
        for word in sorted(choice.marks)
    ]
    choice_queries.add_marks(session, rows=rows)
    words = {word for choice in found for word in choice.marks}
    marks = choice_queries.marks_for(session, user_id=user_id, words=words)
    return [_proposal(group) for group in _groups(marks)]


def _evidence(choice: Choice) -> str:
    passed_over = "; ".join(choice.rejected)
    return f"chose {choice.chosen!r} over {passed_over!r}"


def _groups(marks: Sequence[ChoiceMark]) -> list[list[ChoiceMark]]:
    """Marks grouped by the sessions they share: words that always went together are one."""
    sessions: dict[str, set[str]] = defaultdict(set)
    for mark in marks:
        sessions[mark.property].add(mark.session_id)
    by_sessions: dict[frozenset[str], list[str]] = defaultdict(list)
    for word, seen in sessions.items():
        if len(seen) >= MIN_SESSIONS:
            by_sessions[frozenset(seen)].append(word)
    return [[m for m in marks if m.property in set(words)] for words in by_sessions.values()]


def _proposal(group: list[ChoiceMark]) -> Proposal:
    latest = group[-1].chosen
    words = sorted({m.property for m in group}, key=lambda w: (latest.lower().find(w), w))
    phrase = _phrase(latest, words)
    per_session = {m.session_id: m for m in group}
    candidate = MemoryCandidate(
        key=keys.CHOICE.key(topic_of(latest), keys.segment(phrase)),
        content=f"{_LEAD}{phrase}{_TAIL}",
        entry_type="preference",
        confidence="low",
        importance=0.4,
        polarity=1,
        excerpt=latest[:1000],
    )
    observations = tuple(
        Observation("conversation", m.session_id, m.said_at, m.chosen) for m in per_session.values()
    )
    return Proposal(candidate, observations)


def _phrase(chosen: str, words: list[str]) -> str:
    """The shortest stretch of the chosen option holding all the words ("dogs allowed")."""
    lowered = chosen.lower()
    spans = [re.search(rf"\b{re.escape(w)}\b", lowered) for w in words]
    if all(spans) and len(words) <= 4:
        start = min(s.start() for s in spans if s)
        end = max(s.end() for s in spans if s)
        stretch = chosen[start:end]
        if len(stretch.split()) <= 6:
            return stretch
    return " ".join(words)


def forget(session: Session, *, user_id: str, content: str, session_ids: Iterable[str]) -> int:
    """Delete the marks of these sessions whose word the preference's wording names, so they
    never count towards it again; returns how many went."""
    phrase = content.removeprefix(_LEAD).removesuffix(_TAIL).lower()
    marks = choice_queries.session_marks(session, user_id=user_id, session_ids=session_ids)
    named = [id_ for id_, word in marks if re.search(rf"\b{re.escape(word)}\b", phrase)]
    return choice_queries.delete_marks(session, user_id=user_id, mark_ids=named)
