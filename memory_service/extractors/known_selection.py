"""Which of the user's memories an extraction call is shown: only those that can matter.

The model needs an existing memory to reuse its key (an update, a correction), to leave out
what is known, or to name what the user takes back. Shown are:
- every critical fact (a contradiction about an allergy must never become a second allergy);
- every memory under a single-value key of the registry (`location.home`, `work.role`: a
  handful per user, and "I moved to York" must replace the home without naming it);
- a memory with one key per item (preferences, allergies, goals: these grow without bound)
  only when the transcript's words touch its content or its key (stemmed content words).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from memory_service import keys
from memory_service.language.text import content_terms
from memory_service.schemas import ChatMessage


class MemoryLike(Protocol):
    """What the selection reads of a memory."""

    @property
    def key(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def critical(self) -> bool: ...


def transcript_terms(messages: Sequence[ChatMessage]) -> frozenset[str]:
    """The stemmed content words of every turn of the session."""
    terms: set[str] = set()
    for message in messages:
        terms |= content_terms(message.content)
    return frozenset(terms)


def touches(memory: MemoryLike, terms: frozenset[str]) -> bool:
    """True when the session's words meet the memory's content or key."""
    key_words = memory.key.replace(".", " ").replace("_", " ")
    return bool((content_terms(memory.content) | content_terms(key_words)) & terms)


M = TypeVar("M", bound=MemoryLike)


def select(memories: Sequence[M], messages: Sequence[ChatMessage]) -> list[M]:
    """The memories worth showing for this session, in their given order."""
    terms = transcript_terms(messages)
    return [m for m in memories if m.critical or single_valued(m.key) or touches(m, terms)]


def single_valued(key: str) -> bool:
    """True for a registered key that holds one value (a new one replaces the old)."""
    space = keys.space_of(key)
    return space is not None and not space.multi
