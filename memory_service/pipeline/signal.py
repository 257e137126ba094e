"""What one signal is and what it proposes: its identity, its observations, its batch."""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict
from sqlalchemy.orm import Session

from db.ledger import SignalId
from memory_service.schemas import MemoryCandidate, Source

SignalKind = Literal["conversation", "feedback", "patterns", "session_activity"]
SOURCE_OF_KIND: dict[str, Source] = {
    "conversation": "conversation",
    "feedback": "feedback",
    "patterns": "pattern",
}
"""The signals that write memories, and the source their memories carry."""
MAX_REF_CHARS = 255


def digest(value: Any) -> str:
    """SHA-256 of a value's canonical JSON: the content identity of a signal."""
    encoded = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(encoded.encode("utf-8")).hexdigest()


def bounded_ref(ref: str) -> str:
    """A ledger ref within the column's 255 characters, still unique when cut."""
    return ref if len(ref) <= MAX_REF_CHARS else f"{ref[:190]}:{digest(ref)}"


class Signal(BaseModel):
    """The identity of one signal: who, what kind, which ref, and a hash of its content."""

    model_config = ConfigDict(frozen=True)

    user_id: str
    kind: SignalKind
    ref: str
    content_hash: str

    @classmethod
    def of(cls, user_id: str, kind: SignalKind, ref: str, content: Any) -> Signal:
        """The signal whose content hashes to `digest(content)`."""
        return cls(user_id=user_id, kind=kind, ref=ref, content_hash=digest(content))

    @property
    def id(self) -> SignalId:
        """The signal as the ledger's queries name it."""
        return SignalId(self.user_id, self.kind, self.ref, self.content_hash)


@dataclass(frozen=True)
class Observation:
    """One piece of evidence: which signal saw the candidate, and when."""

    kind: str
    ref: str
    observed_at: datetime
    excerpt: str | None = None


@dataclass(frozen=True)
class Proposal:
    """A candidate together with the observations that support it."""

    candidate: MemoryCandidate
    observations: tuple[Observation, ...]


def observed_once(
    candidates: list[MemoryCandidate], *, kind: str, ref: str, at: datetime
) -> list[Proposal]:
    """Each candidate as a proposal with one observation: this signal, now, its excerpt."""
    return [Proposal(c, (Observation(kind, ref, at, c.excerpt),)) for c in candidates]


@dataclass
class Batch:
    """What one signal proposes, built inside its transaction (after the repeat check)."""

    proposals: list[Proposal] = field(default_factory=list)
    skipped: str | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    llm_calls: int = 0
    """LLM calls the signal made in all (earlier attempts included)."""
    archive_ids: list[uuid.UUID] = field(default_factory=list)
    archive_reason: str = ""
    after: Callable[[Session, Sequence[tuple[str | None, uuid.UUID]]], None] | None = None
    """Runs in the same transaction once the proposals landed, with (excerpt, memory id) pairs."""


Build = Callable[[Session], Batch]
"""Builds a signal's batch inside its transaction (reads through `db` query functions)."""
