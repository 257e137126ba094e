"""Rows for the tests: stored memories as table rows, prompt rows, filler memories, candidates."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from db.queries import PromptRow

NOW = datetime(2026, 3, 10, 14, 30, tzinfo=UTC)
ALLERGY = {
    "key": "diet.allergy.peanuts",
    "content": "Allergic to peanuts (anaphylaxis)",
    "entry_type": "fact",
    "critical": True,
    "confidence": "low",
    "importance": 0.5,
}
BEES = {
    "key": "hobby.beekeeping",
    "content": "Keeps two beehives in the back garden",
    "entry_type": "fact",
    "confidence": "low",
    "importance": 0.1,
}
OBJECTS = (
    "vintage maps",
    "old radios",
    "postcards",
    "vinyl records",
    "board games",
    "stamps",
    "fountain pens",
    "model trains",
    "comic books",
    "film cameras",
)


# -- plain rows ------------------------------------------------------------------------------------


def Row(
    key: str,
    content: str,
    entry_type: str = "fact",
    critical: bool = False,
    tags: list[str] | str | None = None,
    confidence: str = "medium",
    occurrences: int = 1,
    importance: float = 0.5,
    stability_days: float = 30.0,
    last_observed_at: datetime = NOW,
    id: uuid.UUID | None = None,
) -> PromptRow:
    """A row as `db.queries.prompt_rows` returns it; the id derives from the key by default."""
    return PromptRow(
        id=id or uuid.uuid5(uuid.NAMESPACE_URL, key),
        key=key,
        content=content,
        entry_type=entry_type,
        critical=critical,
        tags=[] if tags is None else tags,
        confidence=confidence,
        occurrences=occurrences,
        importance=importance,
        stability_days=stability_days,
        last_observed_at=last_observed_at,
    )


def filler_rows(count: int, *, start: int = 0) -> list[Row]:
    """Strong, distinct memories spread over the three tiers (none mentions bees or peanuts)."""
    rows = []
    for i in range(start, start + count):
        thing = OBJECTS[i % len(OBJECTS)]
        entry_type, content = (
            ("instruction", f"When discussing {thing}, cite catalogues from {1600 + i}"),
            ("preference", f"Prefers {thing} made before {1600 + i}"),
            ("fact", f"Collects {thing} from {1600 + i}"),
        )[i % 3]
        rows.append(
            Row(
                f"misc.item_{i:04d}",
                content,
                entry_type,
                confidence="high",
                importance=0.9,
                stability_days=400.0,
            )
        )
    return rows


def block_lines(text: str) -> list[str]:
    """The block's lines."""
    return text.split("\n")


def memory_row(
    user_id: str,
    key: str,
    *,
    content: str | None = None,
    status: str = "active",
    at: datetime | None = None,
) -> dict[str, object]:
    """A `user_context` row as an INSERT takes it, observed `at` (now by default)."""
    seen = at or datetime.now(UTC)
    return {
        "id": uuid.uuid4(),
        "user_id": user_id,
        "key": key,
        "content": content or f"content {uuid.uuid4()}",
        "entry_type": "fact",
        "critical": False,
        "tags": [],
        "source": "conversation",
        "confidence": "medium",
        "occurrences": 1,
        "importance": 0.5,
        "stability_days": 30.0,
        "use_count": 0,
        "status": status,
        "archived_at": seen if status == "archived" else None,
        "created_at": seen,
        "updated_at": seen,
        "last_observed_at": seen,
    }


def turns(said: str) -> list[dict[str, str]]:
    """A session's messages written on one line: " || " between them, the assistant's starting
    "A: " ("switched to apixaban! || A: Great! || wait, that was my brother")."""
    return [
        {"role": "assistant", "content": part[3:]}
        if part.startswith("A: ")
        else {"role": "user", "content": part}
        for part in said.split(" || ")
    ]
