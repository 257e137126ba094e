"""What the Context page needs from the API: the list in prompt order, a memory the user adds,
a change of type or critical flag, and the user's episodes (listed, deleted).

Every write here is the user's own: the memory becomes `source = "user"`, so automatic signals
never overwrite it. Content goes through `MemoryCandidate`, so a secret in it is redacted; the
caller learns that it was (`Written.redacted`) and can tell the user.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from db import queries
from db.queries import PromptRow
from db.tables import Episode, UserContext
from memory_service.errors import InvalidInputError, MemoryNotFoundError
from memory_service.recall import layout
from memory_service.recall.prompt import memory_lines
from memory_service.schemas import (
    MAX_CONTENT_CHARS,
    EntryType,
    MemoryCandidate,
    MemoryPublic,
    check_identifier,
    parse,
)

if TYPE_CHECKING:
    from memory_service.service import MemoryService

SortKey = tuple[int, float, str, str]
"""Where a memory stands in prompt order: (group, -score, key, id)."""


@dataclass(frozen=True)
class Written:
    """A memory the user wrote, and whether a secret in their words was redacted."""

    memory: MemoryPublic
    redacted: bool


class EpisodePublic(BaseModel):
    """One statement the user made in a session, as the Context page shows it."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    session_id: str
    content: str
    kind: str
    said_at: datetime
    memory_id: uuid.UUID | None


def _checked(key: str, content: str, entry_type: str, critical: bool) -> tuple[str, bool]:
    candidate = parse(
        MemoryCandidate,
        {"key": key, "content": content, "entry_type": entry_type, "critical": critical},
        what=f"memory (content of at most {MAX_CONTENT_CHARS} characters)",
    )
    return candidate.content, candidate.content != " ".join(content.split())


def _get(session: Session, *, user_id: str, memory_id: uuid.UUID) -> UserContext:
    row = queries.memory_by_id(session, user_id=user_id, memory_id=memory_id)
    if row is None:
        raise MemoryNotFoundError(f"no memory {memory_id} for user {user_id!r}")
    return row


def in_prompt_order(
    session: Session, *, user_id: str, status: Literal["active", "archived"], now: datetime
) -> list[tuple[SortKey, MemoryPublic]]:
    """The user's memories with their sort keys: active ones as the prompt groups and ranks
    them (critical, instructions, preferences, facts; best first), archived ones newest first."""
    rows = [
        r
        for r in queries.user_memories(session, user_id=user_id, include_archived=True)
        if r.status == status
    ]
    if status == "archived":
        return [
            ((0, -r.updated_at.timestamp(), r.key, str(r.id)), MemoryPublic.model_validate(r))
            for r in rows
        ]
    by_id = {r.id: r for r in rows}
    prompt = [PromptRow(*(getattr(r, name) for name in PromptRow._fields)) for r in rows]
    lines = memory_lines(prompt, query=None, now=now)
    ranked: list[tuple[SortKey, MemoryPublic]] = []
    for line in lines:
        if line.memory_id is None:
            continue
        key: SortKey = (line.group, -line.score, by_id[line.memory_id].key, str(line.memory_id))
        ranked.append((key, MemoryPublic.model_validate(by_id[line.memory_id])))
    ranked.sort(key=lambda pair: pair[0])
    return ranked


def group_title(memory: MemoryPublic) -> str:
    """The heading the prompt block writes this memory under ("Safety-critical:", ...)."""
    if memory.critical:
        return layout.GROUP_TITLES[layout.CRITICAL]
    return layout.GROUP_TITLES[layout.GROUP_OF_TYPE.get(memory.entry_type, layout.FACTS)]


def add_memory(
    session: Session,
    *,
    user_id: str,
    content: str,
    entry_type: EntryType,
    critical: bool,
    stability_days: float,
    now: datetime,
) -> Written:
    """A memory the user wrote themselves (source `user`, high confidence)."""
    key = "user.note_" + hashlib.sha256(" ".join(content.lower().split()).encode()).hexdigest()[:12]
    text, redacted = _checked(key, content, entry_type, critical)
    existing = session.scalars(
        select(UserContext).where(
            UserContext.user_id == user_id, UserContext.key == key, UserContext.status == "active"
        )
    ).one_or_none()
    if existing is not None:
        return Written(MemoryPublic.model_validate(existing), redacted)
    row = UserContext(
        user_id=user_id,
        key=key,
        content=text,
        entry_type=entry_type,
        critical=critical,
        tags=[],
        source="user",
        confidence="high",
        occurrences=1,
        importance=0.5,
        stability_days=stability_days,
        use_count=0,
        status="active",
        created_at=now,
        updated_at=now,
        last_observed_at=now,
    )
    session.add(row)
    session.flush()
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=row.id,
        action="created",
        at=now,
        new_content=text,
        reason="added by the user on the Context page",
    )
    return Written(MemoryPublic.model_validate(row), redacted)


def change_memory(
    session: Session,
    *,
    user_id: str,
    memory_id: uuid.UUID,
    content: str | None,
    entry_type: EntryType | None,
    critical: bool | None,
    now: datetime,
) -> Written:
    """The user's change of wording, type or critical flag; the memory is theirs from now on."""
    row = _get(session, user_id=user_id, memory_id=memory_id)
    if row.status != "active":
        raise InvalidInputError("memory_id: archived memories cannot be edited")
    new_type = entry_type or row.entry_type
    new_critical = row.critical if critical is None else critical
    text, redacted = _checked(row.key, row.content if content is None else content, new_type, False)
    old = row.content
    row.content, row.entry_type, row.critical = text, new_type, new_critical
    row.source, row.confidence = "user", "high"
    row.updated_at = row.last_observed_at = now
    queries.add_history(
        session,
        user_id=user_id,
        memory_id=row.id,
        action="edited",
        at=now,
        old_content=old,
        new_content=text,
        reason="edited by the user on the Context page",
    )
    session.flush()
    return Written(MemoryPublic.model_validate(row), redacted and content is not None)


def list_episodes(
    session: Session, *, user_id: str, limit: int, before_id: int | None
) -> list[EpisodePublic]:
    """The user's episodes, newest first; `before_id` continues after a previous page."""
    stmt = select(Episode).where(Episode.user_id == user_id)
    if before_id is not None:
        stmt = stmt.where(Episode.id < before_id)
    stmt = stmt.order_by(Episode.id.desc()).limit(limit)
    return [EpisodePublic.model_validate(row) for row in session.scalars(stmt)]


def delete_episode(session: Session, *, user_id: str, episode_id: int) -> None:
    """Delete one episode of the user's, or MemoryNotFoundError when they have none by that id."""
    result = session.execute(
        delete(Episode).where(Episode.user_id == user_id, Episode.id == episode_id)
    )
    if not result.rowcount:  # type: ignore[attr-defined]
        raise MemoryNotFoundError(f"no episode {episode_id} for user {user_id!r}")


class ContextOps:
    """The Context page's operations on a `MemoryService`, one transaction each."""

    def __init__(self, service: MemoryService) -> None:
        self.service = service

    def memories(
        self, user_id: str, status: Literal["active", "archived"]
    ) -> list[tuple[SortKey, MemoryPublic]]:
        """`in_prompt_order` for one user."""
        check_identifier(user_id, "user_id")
        return self.service._read(in_prompt_order, user_id, status=status, now=self.service.clock())

    def add(self, user_id: str, content: str, entry_type: EntryType, critical: bool) -> Written:
        """`add_memory` for one user."""
        check_identifier(user_id, "user_id")
        return self.service._write(
            add_memory,
            user_id,
            content=content,
            entry_type=entry_type,
            critical=critical,
            stability_days=self.service.config.base_stability_days,
            now=self.service.clock(),
        )

    def change(
        self,
        user_id: str,
        memory_id: uuid.UUID,
        *,
        content: str | None,
        entry_type: EntryType | None,
        critical: bool | None,
    ) -> Written:
        """`change_memory` for one user."""
        return self.service._write(
            change_memory,
            user_id,
            memory_id=memory_id,
            content=content,
            entry_type=entry_type,
            critical=critical,
            now=self.service.clock(),
        )

    def episodes(self, user_id: str, *, limit: int, before_id: int | None) -> list[EpisodePublic]:
        """`list_episodes` for one user."""
        return self.service._read(list_episodes, user_id, limit=limit, before_id=before_id)

    def delete_episode(self, user_id: str, episode_id: int) -> None:
        """`delete_episode` for one user."""
        self.service._write(delete_episode, user_id, episode_id=episode_id)
