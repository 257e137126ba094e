"""The prompt block (placeholder until the ranking and budgeting land)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass
class Rendered:
    """The block's text and the ids of the memories placed in it."""

    text: str = ""
    memory_ids: list[uuid.UUID] = field(default_factory=list)


def render(rows: Sequence[Any], *, token_budget: int, query: str | None, now: datetime) -> Rendered:
    """Format the block."""
    raise NotImplementedError("prompt rendering is not built yet")
