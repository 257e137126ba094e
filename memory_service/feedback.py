"""Learning from deliverable edits (placeholder until diff analysis lands)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from memory_service.writer import Proposal


def proposals_for_approval(
    session: Session,
    *,
    user_id: str,
    deliverable_id: str,
    original: str,
    edited: str,
    min_support: int,
    now: datetime,
) -> list[Proposal]:
    """Store this approval's edit features and propose preferences that recur."""
    raise NotImplementedError("feedback analysis is not built yet")
