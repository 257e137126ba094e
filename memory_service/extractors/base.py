"""The extractor interface: a conversation in, candidate memories out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from memory_service.schemas import ChatMessage, MemoryCandidate


@dataclass(frozen=True)
class KnownMemory:
    """A memory the user already has, shown to the extractor so updates reuse its key."""

    key: str
    content: str
    entry_type: str


@dataclass(frozen=True)
class Conversation:
    """A finished session, already validated and redacted."""

    user_id: str
    session_id: str
    messages: Sequence[ChatMessage]


@dataclass
class Extraction:
    """What an extractor found, and what it cost."""

    candidates: list[MemoryCandidate] = field(default_factory=list)
    input_tokens: int = 0
    output_tokens: int = 0


class Extractor(Protocol):
    """Finds durable facts about the user in a conversation."""

    name: str
    paid: bool
    """True when each call costs money: short sessions are then skipped without a call."""

    def extract(self, conversation: Conversation, known: Sequence[KnownMemory]) -> Extraction:
        """Return candidate memories; raise ExtractionFailedError or ExtractorUnavailableError."""
        ...
