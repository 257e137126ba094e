"""Candidates written as given: the generic write path (for imports and other producers)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from memory_service.errors import InvalidInputError
from memory_service.pipeline.signal import SOURCE_OF_KIND, Signal, SignalKind
from memory_service.schemas import MemoryCandidate, check_identifier, parse


def parse_signal(
    user_id: str, *, kind: str, ref: str, candidates: Sequence[MemoryCandidate | dict[str, Any]]
) -> tuple[Signal, list[MemoryCandidate]]:
    """The signal (hashed over its candidates) and the validated, redacted candidates."""
    if kind not in SOURCE_OF_KIND:
        raise InvalidInputError(f"kind: must be one of {sorted(SOURCE_OF_KIND)}")
    check_identifier(user_id, "user_id")
    check_identifier(ref, "ref")
    parsed = [
        c if isinstance(c, MemoryCandidate) else parse(MemoryCandidate, c, what="candidate")
        for c in candidates
    ]
    signal = Signal.of(user_id, cast(SignalKind, kind), ref, [c.model_dump() for c in parsed])
    return signal, parsed
