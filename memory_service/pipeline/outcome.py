"""What the write rules did for one signal (`WriteResult`), and confidence from evidence."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

from db.tables import UserContext
from memory_service.pipeline.signal import Proposal
from memory_service.schemas import CONFIDENCE_RANK


@dataclass
class WriteResult:
    """What the rules did to the user's memories for one signal."""

    created: int = 0
    reinforced: int = 0
    superseded: int = 0
    rejected: int = 0
    archived: int = 0
    touched: list[UserContext] = field(default_factory=list)
    landed: list[tuple[Proposal, uuid.UUID]] = field(default_factory=list)
    """Each proposal that created, reinforced or replaced a memory, and that memory's id."""

    @property
    def written(self) -> int:
        """Memories created, reinforced or replaced (what `memories_written` reports)."""
        return self.created + self.reinforced + self.superseded


def derive_confidence(occurrences: int, hint: str, *, high_at: int, inferred: bool = False) -> str:
    """Confidence from repetition (2 = medium, `high_at` = high), never below the hint.

    An inferred preference (from choices) needs one observation more for each step: it starts
    low at two choices, medium at three, high at four.
    """
    extra = 1 if inferred else 0
    if occurrences >= high_at + extra:
        derived = "high"
    elif occurrences >= 2 + extra:
        derived = "medium"
    else:
        derived = "low"
    return max(derived, hint, key=CONFIDENCE_RANK.__getitem__)
