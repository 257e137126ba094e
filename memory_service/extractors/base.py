"""The extractor interface: a conversation in, candidate memories out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from memory_service.costs import TokenUsage
from memory_service.errors import ExtractorUnavailableError
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
    llm_calls: int = 0
    """LLM calls the signal made in all, earlier attempts included (set by the pipeline)."""
    digest: str = ""
    """One line on what the session was about, when the extractor writes one."""
    usage: TokenUsage = field(default_factory=TokenUsage)
    """The paid replies' tokens, cache reads and writes apart (for pricing)."""
    model: str = ""
    """The model that answered (empty for a free extractor)."""


class CallMeter:
    """Counts one extraction's paid calls against what it may spend (None: no limit of its own).

    `on_call` runs before each call is made, so a call is counted even when the process dies
    waiting for its answer: the signal's call budget lives in the ledger, across task retries.
    """

    def __init__(
        self, allowance: int | None = None, *, on_call: Callable[[], None] | None = None
    ) -> None:
        self.allowance = allowance
        self.used = 0
        self._on_call = on_call

    @property
    def exhausted(self) -> bool:
        """True when no call is left."""
        return self.allowance is not None and self.used >= self.allowance

    def spend(self) -> None:
        """Count one call about to be made; ExtractorUnavailableError when none is left."""
        if self.exhausted:
            raise ExtractorUnavailableError("no LLM call is left for this attempt")
        if self._on_call is not None:
            self._on_call()
        self.used += 1


Known = Sequence[KnownMemory]
"""The user's memories an extractor is shown."""
Calls = CallMeter | None
"""What a paid extractor may spend; None: only its own bounds."""


class Extractor(Protocol):
    """Finds durable facts about the user in a conversation."""

    name: str
    paid: bool
    """True when each call costs money: short sessions are then skipped without a call."""

    def extract(self, conversation: Conversation, known: Known, calls: Calls = None) -> Extraction:
        """Return candidate memories; raise ExtractionFailedError or ExtractorUnavailableError.

        A paid extractor spends one of `calls` before each call it makes, and stops when none
        is left; a free one ignores it.
        """
        ...
