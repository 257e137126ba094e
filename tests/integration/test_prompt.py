"""get_for_prompt on both databases: budgets, determinism, usage written off the hot path."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from db.queries import PromptRow, prompt_rows
from db.tables import UserContext
from memory_service import MemoryService
from memory_service.recall.layout import HEADER
from memory_service.recall.tokens import count_tokens
from tests.conftest import Clock
from tests.rows import ALLERGY, BEES, NOW, block_lines, filler_rows

# -- the service, on PostgreSQL and SQLite ---------------------------------------------------------


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.fixture
def service_options() -> dict[str, Any]:
    # A long flush interval: usage is written only when a test flushes it.
    return {"usage_flush_interval_s": 3600}


def _candidates(count: int) -> list[dict[str, Any]]:
    return [
        {
            "key": row.key,
            "content": row.content,
            "entry_type": row.entry_type,
            "confidence": "high",
            "importance": 0.9,
        }
        for row in filler_rows(count)
    ]


def _store_many(svc: MemoryService, user_id: str, count: int, *, sessions: int = 1) -> None:
    for session in range(sessions):
        svc.write(
            user_id, kind="conversation", ref=f"bulk-{session}", candidates=_candidates(count)
        )


def _usage(svc: MemoryService, user_id: str) -> dict[str, tuple[int, datetime | None]]:
    with svc.engine.connect() as conn:
        rows = conn.execute(
            select(UserContext.key, UserContext.use_count, UserContext.last_used_at).where(
                UserContext.user_id == user_id, UserContext.status == "active"
            )
        )
        return {key: (count, used) for key, count, used in rows}


def test_an_allergy_stated_once_survives_a_150_token_budget_among_300_memories(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    clock.now = NOW + timedelta(days=40)
    _store_many(svc, user_id, 300, sessions=3)  # confirmed three times: high confidence
    assert len(svc.list_memories(user_id)) == 301
    block = svc.get_for_prompt(user_id, token_budget=150)
    assert block_lines(block)[:3] == [
        HEADER,
        "Safety-critical:",
        "- Allergic to peanuts (anaphylaxis)",
    ]
    assert count_tokens(block) <= 150


def test_the_block_never_exceeds_the_budget_on_a_real_store(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY, BEES])
    _store_many(svc, user_id, 120)
    for budget in (0, 10, 30, 50, 80, 150, 400, 1000, 2000, 20_000):
        for query in (None, "beehives", "vintage maps"):
            block = svc.get_for_prompt(user_id, token_budget=budget, query=query)
            assert count_tokens(block) <= budget
    assert len(block_lines(svc.get_for_prompt(user_id, token_budget=20_000))) == 122 + 5


def test_the_same_state_gives_the_same_string(
    svc: MemoryService, db_url: str, user_id: str, clock: Clock
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY, BEES])
    _store_many(svc, user_id, 200)
    clock.now = NOW.replace(hour=8)
    first = svc.get_for_prompt(user_id, token_budget=500)
    clock.now = NOW.replace(hour=23, minute=59)
    assert svc.get_for_prompt(user_id, token_budget=500) == first
    svc.flush_usage()  # recording usage is not a change the block depends on
    assert svc.get_for_prompt(user_id, token_budget=500) == first
    other = MemoryService(db_url, clock=clock, usage_flush_interval_s=3600)
    try:
        assert other.get_for_prompt(user_id, token_budget=500) == first
    finally:
        other.close()


def test_a_query_surfaces_the_one_relevant_memory_among_hundreds(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[BEES])
    _store_many(svc, user_id, 300, sessions=2)
    assert BEES["content"] not in svc.get_for_prompt(user_id, token_budget=80)
    block = svc.get_for_prompt(user_id, token_budget=80, query="Any tips for my beehives?")
    assert f"- {BEES['content']}" in block_lines(block)
    assert count_tokens(block) <= 80


def test_a_fresh_user_gets_an_empty_string(svc: MemoryService, user_id: str) -> None:
    assert svc.get_for_prompt(user_id) == ""
    assert svc.get_for_prompt(user_id, token_budget=50, query="anything") == ""


def test_archived_memories_stay_out_of_the_block(svc: MemoryService, user_id: str) -> None:
    home = {"key": "location.home", "content": "Lives in Berlin", "entry_type": "fact"}
    svc.write(user_id, kind="conversation", ref="s1", candidates=[home])
    svc.write(
        user_id, kind="conversation", ref="s2", candidates=[home | {"content": "Lives in Munich"}]
    )
    block = svc.get_for_prompt(user_id)
    assert "- Lives in Munich" in block_lines(block)
    assert "Berlin" not in block


def test_usage_is_recorded_off_the_call_and_written_on_flush(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    _store_many(svc, user_id, 60)
    clock.now = NOW + timedelta(hours=2)
    block = svc.get_for_prompt(user_id, token_budget=120)
    placed = {line[2:] for line in block_lines(block) if line.startswith("- ")}
    assert all(count == 0 for count, _ in _usage(svc, user_id).values())  # nothing written yet
    svc.get_for_prompt(user_id, token_budget=120)
    svc.flush_usage()
    usage = _usage(svc, user_id)
    contents = {m.key: m.content for m in svc.list_memories(user_id)}
    used = {key for key, (count, _) in usage.items() if count}
    assert {contents[key] for key in used} == placed
    assert all(usage[key] == (2, clock.now) for key in used)
    assert len(used) < len(usage)


def test_prompt_rows_have_the_fields_of_prompt_row_in_its_order(
    svc: MemoryService, db_url: str, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    engine = create_engine(db_url)
    with Session(engine) as session:
        [row] = prompt_rows(session, user_id=user_id)
    engine.dispose()
    assert row._fields == PromptRow._fields
    assert (row.key, row.content, row.critical) == (
        "diet.allergy.peanuts",
        ALLERGY["content"],
        True,
    )
    identifier, key, *_ = row
    assert (identifier, key) == (row.id, row.key)


def test_a_question_for_a_user_with_nothing_stored_gives_an_empty_block(
    svc: MemoryService, user_id: str
) -> None:
    assert svc.get_for_prompt(user_id, token_budget=500, query="any dinner ideas?") == ""
