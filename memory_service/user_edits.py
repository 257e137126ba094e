"""The user's own writes on the Context page: add a memory, edit one, delete one.

What the user writes is theirs: it becomes `source = user`, high confidence, and automatic
signals never overwrite it. Type, key and the critical flag follow the new wording unless the
caller sets them: editing "Allergic to kiwi" into "Likes jazz" is no longer critical and no
longer under the allergy key. A secret in the wording is redacted, and the result says so.
Deleting or rewriting a memory also takes its statement out of episodes and the activity log
(`forgetting`).
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from db import queries
from db.tables import UserContext
from memory_service import keys
from memory_service.errors import InvalidInputError, MemoryNotFoundError, UnknownUserError
from memory_service.extractors.rules.engine import extract_message
from memory_service.forgetting import forget_statement
from memory_service.language.text import content_terms, similarity
from memory_service.schemas import (
    MAX_CONTENT_CHARS,
    ChatMessage,
    EntryType,
    MemoryCandidate,
    MemoryPublic,
    check_text,
    parse,
)
from memory_service.tuning import MemoryConfig

NOTE_SPACE = "note"
SAME_STATEMENT = 0.5
"""An edit this close to the old wording (a typo fixed, a detail added) keeps its key, type and
critical flag; a different statement has them read afresh from its wording."""
_THIRD_PERSON = re.compile(r"^(?P<verb>[a-z]+?)(?P<ending>ies|sses|ches|shes|xes|oes|s)$")
_IRREGULAR = {"has": "have", "is": "am", "does": "do"}


class EditedMemory(MemoryPublic):
    """A memory the user added or edited, and whether a secret in their wording was redacted."""

    redacted: bool = False


@dataclass(frozen=True)
class Derived:
    """Key, type and critical flag read from a memory's wording (None: nothing recognised)."""

    key: str
    entry_type: EntryType
    critical: bool


def _first_person(content: str) -> list[str]:
    """Ways the user could have said a memory's wording: "Likes jazz" -> "I like jazz"."""
    first, _, rest = content.partition(" ")
    lowered = first.lower()
    tail = f" {rest}" if rest else ""
    forms = [content]
    if lowered in _IRREGULAR:
        forms.append(f"I {_IRREGULAR[lowered]}{tail}")
    elif match := _THIRD_PERSON.match(lowered):
        ending = match["ending"]
        stem = match["verb"] + {"ies": "y", "s": ""}.get(ending, ending[:-2])
        forms.append(f"I {stem}{tail}")
    else:
        forms.append(f"I am {lowered}{tail}")
    return forms


def derive(content: str) -> Derived | None:
    """What the rules extractor makes of the wording said in the first person, if anything."""
    for form in _first_person(content):
        made = extract_message(ChatMessage(role="user", content=form))
        if made:
            found = made[0]
            return Derived(found.key, found.entry_type, found.critical)
    return None


def check_content(content: object) -> str:
    """The wording, or InvalidInputError naming `content` and its real limit (checked before
    anything reads it: a NUL or a lone surrogate is refused here, not deep in the rules)."""
    if not isinstance(content, str):
        raise InvalidInputError("content: must be a string")
    if len(content) > MAX_CONTENT_CHARS:
        raise InvalidInputError(
            f"content: at most {MAX_CONTENT_CHARS} characters (got {len(content)})"
        )
    return check_text(content, "content")


def _candidate(content: str, key: str, entry_type: str, critical: bool) -> MemoryCandidate:
    data = {"key": key, "content": content, "entry_type": entry_type, "critical": critical}
    try:
        return parse(MemoryCandidate, data, what="memory")
    except InvalidInputError as exc:
        raise InvalidInputError(str(exc).removeprefix("invalid memory: ")) from None


def _was_redacted(given: str, stored: str) -> bool:
    return " ".join(given.split()) != stored


def _choose(
    content: str,
    *,
    entry_type: str | None,
    critical: bool | None,
    previous: UserContext | None,
) -> MemoryCandidate:
    """The candidate for the new wording: derived, or kept from a near-identical old wording."""
    derived = None
    if previous is not None:
        near = similarity(content_terms(content), content_terms(previous.content))
        if near >= SAME_STATEMENT:  # the same statement reworded: same subject, type and flag
            derived = Derived(previous.key, previous.entry_type, previous.critical)  # type: ignore[arg-type]
    derived = derived or derive(content)
    if derived is None:
        derived = Derived(f"{NOTE_SPACE}.{keys.segment(content)}", "fact", False)
    return _candidate(
        content,
        derived.key,
        entry_type or derived.entry_type,
        derived.critical if critical is None else critical,
    )


def _make_room(
    session: Session, *, user_id: str, key: str, keep: uuid.UUID | None, now: datetime
) -> UserContext | None:
    """Archive the active memory under `key` (other than `keep`): the user's word replaces it."""
    for row in queries.active_memories(session, user_id=user_id):
        if row.key == key and row.id != keep:
            row.status = "archived"
            row.archived_at = now
            row.updated_at = now
            row.archive_reason = "replaced by what the user wrote"
            queries.add_history(
                session,
                user_id=user_id,
                memory_id=row.id,
                action="superseded",
                at=now,
                old_content=row.content,
                reason="replaced by what the user wrote",
            )
            session.flush()
            return row
    return None


def add(
    session: Session,
    *,
    user_id: str,
    content: str,
    entry_type: str | None,
    critical: bool | None,
    config: MemoryConfig,
    now: datetime,
) -> EditedMemory:
    """A memory the user wrote themselves."""
    given = check_content(content)
    candidate = _choose(given, entry_type=entry_type, critical=critical, previous=None)
    replaced = _make_room(session, user_id=user_id, key=candidate.key, keep=None, now=now)
    row = queries.add_memory(
        session,
        id=uuid.uuid4(),
        user_id=user_id,
        key=candidate.key,
        content=candidate.content,
        entry_type=candidate.entry_type,
        critical=candidate.critical,
        tags=[],
        source="user",
        confidence="high",
        occurrences=1,
        importance=0.5,
        stability_days=config.base_stability_days,
        use_count=0,
        status="active",
        created_at=now,
        updated_at=now,
        last_observed_at=now,
    )
    session.flush()
    if replaced is not None:
        replaced.superseded_by = row.id
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=row.id,
        action="created",
        at=now,
        new_content=row.content,
        reason="written by the user on the Context page",
    )
    session.flush()
    return _edited(row, redacted=_was_redacted(given, row.content))


def _edited(row: UserContext, *, redacted: bool) -> EditedMemory:
    return EditedMemory.model_validate(
        {**MemoryPublic.model_validate(row).model_dump(), "redacted": redacted}
    )


def _existing(session: Session, *, user_id: str, memory_id: uuid.UUID) -> UserContext:
    row = queries.memory_by_id(session, user_id=user_id, memory_id=memory_id)
    if row is None:
        if not queries.user_exists(session, user_id=user_id):
            raise UnknownUserError(f"user_id: nothing is stored about user {user_id!r}")
        raise MemoryNotFoundError(f"memory_id: no memory {memory_id} for this user")
    return row


def _active(session: Session, *, user_id: str, memory_id: uuid.UUID) -> UserContext:
    row = _existing(session, user_id=user_id, memory_id=memory_id)
    if row.status != "active":
        raise InvalidInputError("memory_id: archived memories cannot be edited")
    return row


def edit(
    session: Session,
    *,
    user_id: str,
    memory_id: uuid.UUID,
    content: str | None,
    entry_type: str | None,
    critical: bool | None,
    now: datetime,
) -> EditedMemory:
    """The user's change to a memory's wording, type or critical flag; user-authored from now on."""
    if content is None and entry_type is None and critical is None:
        raise InvalidInputError("content: give at least one of content, entry_type, critical")
    row = _active(session, user_id=user_id, memory_id=memory_id)
    old = row.content
    given = check_content(content) if content is not None else None
    if given is not None and " ".join(given.split()) != old:
        candidate = _choose(given, entry_type=entry_type, critical=critical, previous=row)
        forget_statement(session, user_id=user_id, row=row)
    else:
        kept_type = entry_type or row.entry_type
        kept_critical = row.critical if critical is None else critical
        candidate = _candidate(old, row.key, kept_type, kept_critical)
    if candidate.key != row.key:
        replaced = _make_room(session, user_id=user_id, key=candidate.key, keep=row.id, now=now)
        if replaced is not None:
            replaced.superseded_by = row.id
    if candidate.content != row.content:
        row.embedding = row.embedding_model = None  # made from the old wording
    row.key, row.content = candidate.key, candidate.content
    row.entry_type, row.critical = candidate.entry_type, candidate.critical
    row.source, row.confidence = "user", "high"
    row.updated_at = row.last_observed_at = now
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=row.id,
        action="edited",
        at=now,
        old_content=old,
        new_content=row.content,
        reason="edited by the user on the Context page",
    )
    session.flush()
    return _edited(row, redacted=given is not None and _was_redacted(given, row.content))


def delete(
    session: Session, *, user_id: str, memory_id: uuid.UUID, now: datetime
) -> dict[str, int]:
    """Remove the memory, its evidence and its statement everywhere; the audit keeps only that a
    deletion happened. Returns what went, per table."""
    row = _existing(session, user_id=user_id, memory_id=memory_id)
    gone = forget_statement(session, user_id=user_id, row=row)
    queries.scrub_history(session, user_id=user_id, memory_id=memory_id)
    queries.delete_memory(session, row=row)
    # An insight is read from the user's other memories, which this delete leaves alone: its key
    # (a tag, none of their words) is kept so the nightly run does not make it again.
    derived = row.key.startswith(f"{keys.PATTERN_INSIGHT.name}.")
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=memory_id,
        action="deleted",
        at=now,
        reason="deleted by the user",
        signal_kind=queries.DISMISSED if derived else None,
        signal_ref=row.key if derived else None,
    )
    return {"user_context": 1, **gone}
