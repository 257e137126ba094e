"""Activity patterns (placeholder until pattern detection lands)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from memory_service.config import MemoryConfig
from memory_service.writer import Proposal

INTERNAL_EVENT_TYPES = ("memory_written",)


@dataclass
class Detected:
    """Patterns found in a user's activity and memories."""

    proposals: list[Proposal] = field(default_factory=list)

    def fingerprint(self) -> Any:
        """A stable summary, so an unchanged night hashes the same."""
        return [p.candidate.model_dump() for p in self.proposals]


def detect(session: Session, *, user_id: str, now: datetime, config: MemoryConfig) -> Detected:
    """Find recurring behaviour."""
    raise NotImplementedError("pattern detection is not built yet")


def stale_pattern_ids(
    session: Session, *, user_id: str, detected: Detected, now: datetime, config: MemoryConfig
) -> list[uuid.UUID]:
    """Pattern memories that stopped holding."""
    return []
