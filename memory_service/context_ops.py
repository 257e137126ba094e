"""The Context page's operations on the service: list and page memories in prompt order, add,
edit and delete them, episodes one by one, explain and rate. `MemoryService` inherits them."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any, TypeVar, get_args

from memory_service import user_edits, user_memories
from memory_service.errors import InvalidInputError
from memory_service.pages import EpisodePage, MemoryPage
from memory_service.schemas import EntryType, MemoryPublic, check_identifier
from memory_service.tuning import MemoryConfig

T = TypeVar("T")
ENTRY_TYPES: tuple[str, ...] = get_args(EntryType)


def _entry_type(value: Any) -> str | None:
    if value is not None and value not in ENTRY_TYPES:
        raise InvalidInputError(f"entry_type: must be one of {', '.join(ENTRY_TYPES)}")
    return str(value) if value is not None else None


def _flag(value: Any) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise InvalidInputError("critical: must be true or false")
    return value


class ContextOperations:
    """What a user does with their own memories; each method validates the user id first."""

    clock: Callable[[], datetime]
    config: MemoryConfig

    def _read(self, operation: Callable[..., T], user_id: str, **arguments: Any) -> T:
        raise NotImplementedError

    def _write(self, operation: Callable[..., T], user_id: str, **arguments: Any) -> T:
        raise NotImplementedError

    def list_memories(self, user_id: str, *, include_archived: bool = True) -> list[MemoryPublic]:
        """Everything remembered about the user: active ones in prompt order, then archived ones
        (flagged by status); only the active ones with `include_archived=False`."""
        check_identifier(user_id, "user_id")
        return self._read(
            user_memories.list_memories,
            user_id,
            include_archived=include_archived,
            now=self.clock(),
        )

    def page_memories(
        self,
        user_id: str,
        *,
        status: str = "active",
        limit: int = 50,
        cursor: str | None = None,
    ) -> MemoryPage:
        """One page of memories (`active` in prompt order, or `archived`), and the next cursor.

        Raises UnknownUserError when nothing at all is stored about the user."""
        check_identifier(user_id, "user_id")
        return self._read(
            user_memories.page_memories,
            user_id,
            status=status,
            limit=limit,
            cursor=cursor,
            now=self.clock(),
        )

    def add_memory(
        self,
        user_id: str,
        content: str,
        entry_type: str | None = None,
        critical: bool | None = None,
    ) -> user_edits.EditedMemory:
        """A memory the user wrote (source `user`); type, key and critical flag are read from the
        wording unless given. `redacted` in the result says a secret was taken out."""
        check_identifier(user_id, "user_id")
        return self._write(
            user_edits.add,
            user_id,
            content=content,
            entry_type=_entry_type(entry_type),
            critical=_flag(critical),
            config=self.config,
            now=self.clock(),
        )

    def list_episodes(
        self, user_id: str, *, limit: int = 50, cursor: str | None = None
    ) -> EpisodePage:
        """One page of the user's episodes (dated statements), newest first."""
        check_identifier(user_id, "user_id")
        return self._read(user_memories.page_episodes, user_id, limit=limit, cursor=cursor)

    def delete_episode(self, user_id: str, episode_id: int) -> None:
        """Delete one episode of the user's."""
        check_identifier(user_id, "user_id")
        self._write(user_memories.delete_episode, user_id, episode_id=episode_id)

    def explain(self, user_id: str, memory_id: uuid.UUID | str) -> dict[str, Any]:
        """Why a memory is remembered: its evidence and its history."""
        check_identifier(user_id, "user_id")
        return self._read(
            user_memories.explain, user_id, memory_id=user_memories.memory_id(memory_id)
        )

    def edit_memory(
        self,
        user_id: str,
        memory_id: uuid.UUID | str,
        content: str | None = None,
        *,
        entry_type: str | None = None,
        critical: bool | None = None,
    ) -> user_edits.EditedMemory:
        """Change a memory's wording, type or critical flag; it becomes user-authored. A new
        wording sets type, key and flag afresh unless given, and takes the old statement out of
        episodes and the activity log; `redacted` in the result says a secret was taken out."""
        check_identifier(user_id, "user_id")
        memory, now = user_memories.memory_id(memory_id), self.clock()
        return self._write(
            user_edits.edit,
            user_id,
            memory_id=memory,
            content=content,
            entry_type=_entry_type(entry_type),
            critical=_flag(critical),
            now=now,
        )

    def delete_memory(self, user_id: str, memory_id: uuid.UUID | str) -> None:
        """Delete one memory, its evidence, and its statement from episodes and the activity log;
        its audit trail keeps no wording."""
        check_identifier(user_id, "user_id")
        memory, now = user_memories.memory_id(memory_id), self.clock()
        self._write(user_edits.delete, user_id, memory_id=memory, now=now)

    def rate_memory(
        self, user_id: str, memory_id: uuid.UUID | str, *, helpful: bool
    ) -> MemoryPublic:
        """Feedback on a memory's usefulness: raises or lowers its importance."""
        check_identifier(user_id, "user_id")
        if not isinstance(helpful, bool):  # "no" or 0 must not count as a vote either way
            raise InvalidInputError("helpful: must be true or false")
        memory, now = user_memories.memory_id(memory_id), self.clock()
        return self._write(user_memories.rate, user_id, memory_id=memory, helpful=helpful, now=now)
