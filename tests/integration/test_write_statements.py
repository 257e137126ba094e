"""The write path's cost on a real PostgreSQL: SQL statements per signal, whatever the user holds,
and the near-duplicate lookup among 10,000 memories."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import event, insert, text

from db.tables import UserContext
from memory_service import MemoryConfig, MemoryService
from memory_service.pipeline.book import stored_terms
from tests.rows import memory_row

ROUND_TRIPS_PER_SIGNAL = 16
"""A rules session that reinforces, inserts and supersedes, in one transaction: the user's lock,
the ledger, the session buffer, episodes (2: the new ones, skipping any kept before, and the
count the cap needs), the rows it can match, the changed rows (2 UPDATEs), the new rows,
`superseded_by`, evidence, history, episode links, the activity event and the ledger row (15);
after the commit, whether the user's prompt list is kept (1). A regression past this shows here."""


class Statements:
    """Counts the statements an engine sends (SQLAlchemy's `before_cursor_execute`)."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def __call__(self, _conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        self.sent.append(" ".join(statement.split())[:80])


@pytest.fixture
def pg_svc(pg_url: str) -> Iterator[MemoryService]:
    """The rules service on PostgreSQL, lexical (no embedder), the cap out of the way."""
    service = MemoryService(pg_url, config=MemoryConfig(max_active_per_user=20_000))
    yield service
    service.close()


def _session(svc: MemoryService, user_id: str, session_id: str, said: list[str]) -> list[str]:
    counter = Statements()
    event.listen(svc.engine, "before_cursor_execute", counter)
    try:
        svc.process_conversation(
            user_id, [{"role": "user", "content": s} for s in said], session_id
        )
    finally:
        event.remove(svc.engine, "before_cursor_execute", counter)
    return counter.sent


def _grow(svc: MemoryService, user_id: str, count: int, ref: str) -> None:
    """`count` unrelated active memories, stored as the writer stores them (their content words
    indexed), loaded in one multi-row INSERT."""
    rows = []
    for i in range(count):
        row = memory_row(user_id, f"about.item_{ref}_{i}", content=f"Owns item {ref} number {i}")
        row["terms"] = stored_terms(user_id, str(row["content"]))
        rows.append(row)
    with svc.engine.begin() as conn:
        conn.execute(insert(UserContext), rows)
        conn.execute(text("ANALYZE user_context"))


def test_a_rules_session_takes_the_same_handful_of_statements_at_any_size(
    pg_svc: MemoryService, user_id: str
) -> None:
    first = ["I'm allergic to peanuts.", "I live in Berlin."]
    _session(pg_svc, user_id, "s1", first)
    # Reinforce (peanuts), supersede (Berlin -> Munich), insert (chess).
    again = ["I'm allergic to peanuts.", "I live in Munich.", "I love playing chess."]
    small = _session(pg_svc, user_id, "s2", again)
    _grow(pg_svc, user_id, 2000, "bulk")
    larger = _session(pg_svc, user_id, "s3", ["I'm allergic to peanuts.", "I live in Hamburg."])

    assert len(small) <= ROUND_TRIPS_PER_SIGNAL, "\n".join(s[:90] for s in small)
    assert len(larger) <= len(small), larger
    # One multi-row INSERT each for the rows, their evidence and their history.
    assert sum(s.startswith("INSERT INTO memory_evidence") for s in small) == 1
    assert sum(s.startswith("INSERT INTO memory_history") for s in small) == 1
    assert sum(s.startswith("INSERT INTO user_context") for s in small) == 1
    memories = {m.key: m for m in pg_svc.list_memories(user_id) if m.status == "active"}
    assert memories["diet.allergy.peanuts"].occurrences == 3
    assert memories["location.home"].content == "Lives in Hamburg"


@pytest.mark.slow
def test_near_duplicate_found_among_ten_thousand_memories(
    pg_svc: MemoryService, user_id: str
) -> None:
    _grow(pg_svc, user_id, 10_000, "bulk")
    pg_svc.write(
        user_id,
        kind="conversation",
        ref="first",
        candidates=[
            {
                "key": "hobby.pottery",
                "content": "Takes pottery classes every Tuesday evening",
                "entry_type": "fact",
            }
        ],
    )
    # Another key, the same fact said more fully: a near-duplicate, reinforced, not inserted.
    outcome = pg_svc.write(
        user_id,
        kind="conversation",
        ref="second",
        candidates=[
            {
                "key": "about.pottery_classes",
                "content": "Takes pottery classes every Tuesday evening downtown",
                "entry_type": "fact",
            }
        ],
    )

    assert outcome.memories_written == 1
    active = [m for m in pg_svc.list_memories(user_id) if m.status == "active"]
    pottery = [m for m in active if "pottery" in m.content]
    assert len(active) == 10_001
    assert len(pottery) == 1
    assert pottery[0].key == "hobby.pottery"
    assert pottery[0].occurrences == 2
    assert pottery[0].content == "Takes pottery classes every Tuesday evening downtown"
