"""Public views for paging: a page of memories, an episode, a page of episodes."""

from __future__ import annotations

import uuid
from datetime import date, datetime

from pydantic import BaseModel, ConfigDict

from memory_service.schemas import MemoryPublic


class MemoryPage(BaseModel):
    """One page of memories and the cursor of the next (None on the last page)."""

    items: list[MemoryPublic]
    next_cursor: str | None = None


class EpisodePublic(BaseModel):
    """A dated statement the user made, as the Context page shows it."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    session_id: str
    content: str
    kind: str
    said_at: datetime
    day: date | None
    memory_id: uuid.UUID | None


class EpisodePage(BaseModel):
    """One page of episodes, newest first, and the cursor of the next."""

    items: list[EpisodePublic]
    next_cursor: str | None = None
