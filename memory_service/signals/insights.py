"""Insights: three or more active memories sharing a tag become one pattern memory.

"Recurring knee issues (3 memories)": each supporting memory is one piece of evidence, so a
nightly run with nothing new changes nothing.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from db.tables import UserContext
from memory_service import keys
from memory_service.pipeline.signal import MAX_REF_CHARS, Observation, Proposal
from memory_service.schemas import MemoryCandidate

INSIGHT_MIN_MEMORIES = 3
INSIGHT_IMPORTANCE = 0.5
# Memories derived from other memories or from edits do not feed insights of their own.
DERIVED_SOURCES = frozenset({"pattern", "feedback"})
HEALTH_NAMESPACES = frozenset({"body", "injury", "health", "medical", "pain", "condition"})
BODY_PARTS = frozenset(
    """knee knees back ankle ankles shoulder shoulders hip hips neck wrist wrists elbow
    elbows foot feet hamstring hamstrings calf calves shin shins achilles head migraine
    migraines stomach chest heart lungs skin eyes""".split()
)


def insights(memories: Sequence[UserContext]) -> list[Proposal]:
    """One insight per tag that 3+ active memories share ("Recurring knee issues")."""
    by_tag: dict[str, list[UserContext]] = defaultdict(list)
    for memory in memories:
        if memory.source not in DERIVED_SOURCES:
            for tag in set(memory.tags):
                by_tag[tag].append(memory)
    return [
        _insight(tag, rows)
        for tag, rows in sorted(by_tag.items())
        if len(rows) >= INSIGHT_MIN_MEMORIES
    ]


def insight_content(tag: str, count: int) -> str:
    """Health tags read "Recurring knee issues (3 memories)", others "Recurring theme: travel"."""
    namespace, _, name = tag.rpartition(":")
    name = name.replace("_", " ").strip() or tag
    if namespace in HEALTH_NAMESPACES or name in BODY_PARTS:
        return f"Recurring {name} issues ({count} memories)"
    return f"Recurring theme: {name} ({count} memories)"


def _insight(tag: str, rows: list[UserContext]) -> Proposal:
    candidate = MemoryCandidate(
        key=keys.PATTERN_INSIGHT.key(keys.segment(tag)),
        content=insight_content(tag, len(rows)),
        entry_type="fact",
        tags=["insight", tag],
        confidence="low",
        importance=INSIGHT_IMPORTANCE,
    )
    observations = tuple(
        Observation(
            "patterns",
            f"insight:{tag}:{row.id}"[:MAX_REF_CHARS],
            row.created_at,
            row.content[:200],
        )
        for row in sorted(rows, key=lambda r: (r.created_at, str(r.id)))
    )
    return Proposal(candidate, observations)
