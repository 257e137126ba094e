"""A session-start block is served again (from the process's memo, or as stored beside the
candidate list) only while it is still true: any change to the user's memories or episodes, made
by any process, an erasure, a new day or another budget makes the next read see it; a stored
block holds no deleted wording at rest. On PostgreSQL and SQLite."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import event, text
from sqlalchemy.orm import Session

from db import prompt_cache
from memory_service import MemoryConfig, MemoryService
from memory_service.recall import blocks
from memory_service.recall.layout import Rendered
from tests.conftest import Clock
from tests.rows import NOW


class Statements:
    """The statements an engine sends (SQLAlchemy's `before_cursor_execute`), but the BEGIN
    SQLite's engine sends itself."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def __call__(self, _conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if not statement.startswith("BEGIN"):
            self.sent.append(" ".join(statement.split())[:60])


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.fixture
def service_options() -> dict[str, Any]:
    return {"usage_flush_interval_s": 3600, "embedder": None}


@pytest.fixture
def other(db_url: str, clock: Clock) -> Iterator[MemoryService]:
    """A second service on the same database: another process of the chat app or the worker."""
    service = MemoryService(db_url, clock=clock, usage_flush_interval_s=3600)
    yield service
    service.close()


@pytest.fixture
def memo_less(db_url: str, clock: Clock) -> Iterator[MemoryService]:
    """A service that keeps no block in its process: it reads the stored ones."""
    service = MemoryService(
        db_url, clock=clock, config=MemoryConfig(prompt_memo_blocks=0), embedder=None
    )
    yield service
    service.close()


def _said(svc: MemoryService, user_id: str, session_id: str, *lines: str) -> None:
    messages = [{"role": "user", "content": line} for line in lines]
    svc.process_conversation(user_id, messages, session_id)


def _read(svc: MemoryService, user_id: str, budget: int = 2000) -> tuple[str, list[str]]:
    """The block and the statements the read sent."""
    seen = Statements()
    event.listen(svc.engine, "before_cursor_execute", seen)
    try:
        return svc.get_for_prompt(user_id, token_budget=budget), seen.sent
    finally:
        event.remove(svc.engine, "before_cursor_execute", seen)


def test_an_unchanged_user_is_served_with_one_statement(svc: MemoryService, user_id: str) -> None:
    _said(svc, user_id, "s1", "I live in Porto and I'm allergic to peanuts.")
    first, _ = _read(svc, user_id)
    again, sent = _read(svc, user_id)
    assert "Porto" in first
    assert again == first
    assert len(sent) == 1, sent
    assert "prompt_cache" in sent[0]


def test_a_memory_written_by_another_process_is_seen(
    svc: MemoryService, other: MemoryService, user_id: str
) -> None:
    _said(svc, user_id, "s1", "I live in Porto.")
    before, _ = _read(svc, user_id)
    other.add_memory(user_id, "Vegetarian since 2019", entry_type="preference")
    after, sent = _read(svc, user_id)
    assert "Vegetarian" not in before
    assert "Vegetarian" in after
    assert len(sent) == 1, sent  # the writer stored the new block for the budget read before


def test_an_edit_and_a_delete_elsewhere_are_seen(
    svc: MemoryService, other: MemoryService, user_id: str
) -> None:
    added = other.add_memory(user_id, "Prefers answers in bullet points", entry_type="instruction")
    assert "bullet points" in _read(svc, user_id)[0]
    other.edit_memory(user_id, added.id, content="Prefers answers as short paragraphs")
    edited, _ = _read(svc, user_id)
    assert "short paragraphs" in edited
    assert "bullet points" not in edited
    other.delete_memory(user_id, added.id)
    assert "short paragraphs" not in _read(svc, user_id)[0]


def test_a_new_episode_is_seen(svc: MemoryService, other: MemoryService, user_id: str) -> None:
    _said(svc, user_id, "s1", "I live in Porto.")
    _read(svc, user_id)
    _said(other, user_id, "s2", "Tomorrow I fly to Zanzibar for the wedding of my cousin Rui.")
    assert "Zanzibar" in _read(svc, user_id)[0]


def test_a_raw_change_in_the_database_is_seen(
    svc: MemoryService, user_id: str, db_url: str
) -> None:
    _said(svc, user_id, "s1", "I live in Porto.")
    assert "Porto" in _read(svc, user_id)[0]
    with svc.engine.begin() as conn:
        conn.execute(
            text("UPDATE user_context SET content = 'Lives in Braga' WHERE user_id = :u"),
            {"u": user_id},
        )
    block, _ = _read(svc, user_id)
    assert "Braga" in block
    assert "Porto" not in block


def test_an_erasure_elsewhere_empties_the_block(
    svc: MemoryService, other: MemoryService, user_id: str
) -> None:
    _said(svc, user_id, "s1", "I live in Porto and I'm allergic to peanuts.")
    assert "peanuts" in _read(svc, user_id)[0]
    other.forget_user(user_id)
    assert _read(svc, user_id)[0] == ""
    _said(other, user_id, "s2", "I live in Lyon.")
    block, _ = _read(svc, user_id)
    assert "Lyon" in block
    assert "Porto" not in block


def test_a_new_day_and_another_budget_build_again(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    _said(svc, user_id, "s1", "I live in Porto and I'm allergic to peanuts.")
    _read(svc, user_id)
    _, same = _read(svc, user_id)
    _, smaller = _read(svc, user_id, budget=60)
    clock.now = NOW + timedelta(days=1)
    _, next_day = _read(svc, user_id)
    assert len(same) == 1
    assert len(smaller) > 1
    assert len(next_day) > 1


def test_a_process_with_no_memo_reads_the_stored_block(
    memo_less: MemoryService, other: MemoryService, user_id: str
) -> None:
    _said(other, user_id, "s1", "I live in Porto.")
    first, _ = _read(memo_less, user_id)
    _said(other, user_id, "s2", "I'm allergic to peanuts.")
    again, sent = _read(memo_less, user_id)
    assert "Porto" in first
    assert "peanuts" in again
    assert len(sent) == 1, sent
    assert again == _read(other, user_id)[0]


def _stored(svc: MemoryService, user_id: str) -> str:
    with svc.engine.connect() as conn:
        row = conn.execute(
            text(
                "SELECT coalesce(blocks, '') || coalesce(lines, '') FROM prompt_cache "
                "WHERE user_id = :u"
            ),
            {"u": user_id},
        ).first()
    return "" if row is None else str(row[0])


def test_deleted_wording_leaves_the_stored_blocks(
    svc: MemoryService, other: MemoryService, user_id: str
) -> None:
    _said(svc, user_id, "s1", "I live in Porto.")
    added = other.add_memory(user_id, "Vegetarian since 2019", entry_type="preference")
    _read(svc, user_id)
    assert "Vegetarian" in _stored(svc, user_id)
    other.delete_memory(user_id, added.id)
    assert "Vegetarian" not in _stored(svc, user_id)
    assert "Porto" in _stored(svc, user_id)
    with svc.engine.begin() as conn:  # a change no service makes: the trigger clears the blocks
        conn.execute(text("DELETE FROM user_context WHERE user_id = :u"), {"u": user_id})
    assert "Porto" not in _stored(svc, user_id)
    assert "Lives in Porto" not in _read(svc, user_id)[0]
    other.forget_user(user_id)
    assert _stored(svc, user_id) == ""


def test_blocks_are_stored_for_the_first_budgets_asked_and_no_others(
    memo_less: MemoryService, other: MemoryService, user_id: str
) -> None:
    _said(other, user_id, "s1", "I live in Porto and I'm allergic to peanuts.")
    for budget in (300, 400, 500, 600):
        _read(memo_less, user_id, budget)
    _, fifth = _read(memo_less, user_id, 700)
    _, again = _read(memo_less, user_id, 700)
    _, known = _read(memo_less, user_id, 400)
    with memo_less.engine.connect() as conn:
        budgets = conn.execute(
            text("SELECT budgets FROM prompt_cache WHERE user_id = :u"), {"u": user_id}
        ).scalar_one()
    assert budgets == "300,400,500,600"
    assert not [sql for sql in fifth + again if sql.startswith(("UPDATE", "INSERT"))]
    assert len(again) > 1
    assert len(known) == 1


def _asked(svc: MemoryService, user_id: str, query: str) -> tuple[str, list[str]]:
    seen = Statements()
    event.listen(svc.engine, "before_cursor_execute", seen)
    try:
        return svc.get_for_prompt(user_id, token_budget=2000, query=query), seen.sent
    finally:
        event.remove(svc.engine, "before_cursor_execute", seen)


def test_a_question_reuses_the_list_until_something_changes(
    svc: MemoryService, other: MemoryService, user_id: str
) -> None:
    _said(svc, user_id, "s1", "I live in Porto and I'm allergic to peanuts.")
    svc.get_for_prompt(user_id)  # the list is stored
    first, sent_first = _asked(svc, user_id, "what should I cook tonight?")
    again, sent_again = _asked(svc, user_id, "what should I cook tonight?")
    assert again == first
    assert len(sent_again) < len(sent_first)
    other.add_memory(user_id, "Vegetarian since 2019", entry_type="preference")
    assert "Vegetarian" in _asked(svc, user_id, "what should I cook tonight?")[0]
    _said(other, user_id, "s2", "Tomorrow I fly to Zanzibar for the wedding of my cousin Rui.")
    assert "Zanzibar" in _asked(svc, user_id, "any tips for my trip?")[0]
    other.forget_user(user_id)
    assert _asked(svc, user_id, "what should I cook tonight?")[0] == ""


def test_a_block_made_before_a_change_is_not_stored_after_it(
    svc: MemoryService, other: MemoryService, user_id: str
) -> None:
    _said(svc, user_id, "s1", "I live in Porto.")
    svc.get_for_prompt(user_id)
    with Session(svc.engine) as session:
        start = prompt_cache.read_start(session, user_id=user_id)
    assert start is not None
    other.add_memory(user_id, "Vegetarian since 2019", entry_type="preference")
    stale = blocks.encoded(
        {2000: Rendered("stale block", 3, [])}, version=start.version, day=NOW.date()
    )
    with Session(svc.engine) as session, session.begin():
        stored = prompt_cache.keep_blocks(
            session,
            user_id=user_id,
            read_version=start.version,
            blocks=stale,
            budgets="2000",
        )
    assert not stored
    assert "stale block" not in _stored(svc, user_id)
    assert "Vegetarian" in svc.get_for_prompt(user_id)


@pytest.mark.parametrize(
    ("stored", "budgets"),
    [("{not json", "2000"), ('{"version": 1, "blocks": 3}', "x,,2000"), ("[1, 2]", "2000,abc")],
)
def test_an_unreadable_stored_block_is_made_again(
    memo_less: MemoryService, user_id: str, stored: str, budgets: str
) -> None:
    _said(memo_less, user_id, "s1", "I live in Porto.")
    first, _ = _read(memo_less, user_id)
    with memo_less.engine.begin() as conn:
        conn.execute(
            text("UPDATE prompt_cache SET blocks = :b, budgets = :n WHERE user_id = :u"),
            {"b": stored, "n": budgets, "u": user_id},
        )
    assert _read(memo_less, user_id)[0] == first
    assert _read(memo_less, user_id, 300)[0]
    assert "Porto" in _read(memo_less, user_id)[0]
