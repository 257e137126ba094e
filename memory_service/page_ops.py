"""What the Context page's list needs beyond the service: every memory with its place in prompt
order (for the API's cursors) and the heading the prompt block writes it under."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from sqlalchemy.orm import Session

from db import queries
from db.queries import PromptRow
from memory_service.recall import layout
from memory_service.recall.prompt import memory_lines
from memory_service.schemas import MemoryPublic, check_identifier

if TYPE_CHECKING:
    from memory_service.service import MemoryService

SortKey = tuple[int, float, str, str]
"""Where a memory stands in prompt order: (group, -score, key, id)."""


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
        if not isinstance(line.memory_id, uuid.UUID):
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
