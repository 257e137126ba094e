"""Request and response bodies of the HTTP API: every response has a model of its own."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool
from typing_extensions import TypeAliasType

from memory_service.pages import EpisodePublic
from memory_service.schemas import EntryType, MemoryPublic, Role

Json = TypeAliasType(
    "Json",
    "str | int | float | bool | list[Json] | dict[str, Json] | None",
)
"""Any JSON value (a stored row's column, an activity's metadata)."""


class FieldError(BaseModel):
    """One field at fault and what is wrong with it."""

    field: str
    message: str


class Problem(BaseModel):
    """An RFC 9457 problem document."""

    type: str = "about:blank"
    title: str
    status: int
    detail: str
    errors: list[FieldError] = Field(default_factory=list)


class Health(BaseModel):
    """The server is up."""

    status: Literal["ok"] = "ok"


class PromptBlock(BaseModel):
    """The memory block for a system prompt and its size in tokens."""

    block: str
    tokens: int


class MemoryItem(MemoryPublic):
    """A memory with the heading the prompt block writes it under."""

    group: str


class MemoryWritten(MemoryItem):
    """A memory the user wrote; `redacted` says a secret in their words was replaced."""

    redacted: bool


class MemoryPage(BaseModel):
    """One page of memories in prompt order; `next_cursor` fetches the next (null: no more)."""

    items: list[MemoryItem]
    next_cursor: str | None


class EpisodePage(BaseModel):
    """One page of episodes, newest first."""

    items: list[EpisodePublic]
    next_cursor: str | None


class MemoryCreateIn(BaseModel):
    """A memory the user adds on the Context page."""

    model_config = ConfigDict(extra="forbid")

    content: Annotated[str, Field(min_length=1, max_length=500)]
    entry_type: EntryType
    critical: StrictBool = False


class MemoryPatchIn(BaseModel):
    """A change the user makes: any of wording, type, critical flag."""

    model_config = ConfigDict(extra="forbid")

    content: Annotated[str, Field(min_length=1, max_length=500)] | None = None
    entry_type: EntryType | None = None
    critical: StrictBool | None = None


class EvidenceOut(BaseModel):
    """One signal that observed the memory."""

    signal_kind: str
    signal_ref: str
    excerpt: str | None
    observed_at: datetime


class HistoryOut(BaseModel):
    """One change in the memory's audit trail."""

    action: str
    old_content: str | None
    new_content: str | None
    reason: str | None
    at: datetime


class Explanation(BaseModel):
    """Why a memory is remembered: `why` in plain words, then the evidence and history."""

    memory: MemoryItem
    why: list[str]
    evidence: list[EvidenceOut]
    history: list[HistoryOut]


class Export(BaseModel):
    """Everything held about the user: the memories, and every row table by table."""

    user_id: str
    exported_at: datetime
    memories: list[MemoryPublic]
    tables: dict[str, list[dict[str, Json]]]


class Erased(BaseModel):
    """Rows deleted per store."""

    erased: dict[str, int]


class MessageIn(BaseModel):
    """One turn of the session (size limits are checked by the endpoint, with a 413)."""

    role: Role
    content: str
    created_at: datetime | None = None


class SessionCloseIn(BaseModel):
    """The whole transcript of a session that ended."""

    model_config = ConfigDict(extra="forbid")

    messages: list[MessageIn]


class FeedbackIn(BaseModel):
    """An edited deliverable the user approved."""

    model_config = ConfigDict(extra="forbid")

    deliverable_id: Annotated[str, Field(min_length=1, max_length=255)]
    original: Annotated[str, Field(max_length=200_000)]
    edited: Annotated[str, Field(max_length=200_000)]


class ActivityIn(BaseModel):
    """Something the user did."""

    model_config = ConfigDict(extra="forbid")

    event_type: Annotated[str, Field(min_length=1, max_length=100)]
    occurred_at: datetime | None = None
    summary: Annotated[str, Field(max_length=2000)] | None = None
    metadata: dict[str, Json] | None = None


class Accepted(BaseModel):
    """The signal is queued for the worker."""

    task_id: str


class SessionAccepted(Accepted):
    """The session is queued; `trimmed` says it was cut to the limits first."""

    trimmed: bool
