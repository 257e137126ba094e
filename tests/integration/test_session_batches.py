"""Buffered session batches: a reused ref, and what reaches the log, on both databases."""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import pytest
from sqlalchemy import insert
from sqlalchemy.exc import IntegrityError

from db.tables import SessionTurn
from memory_service import MemoryService

FIRST = [{"role": "user", "content": "I am allergic to peanuts."}]
SECOND = [{"role": "user", "content": "My sister Zanzibarra lives in Lisbon."}]


def test_a_reused_batch_ref_with_other_turns_is_another_batch(
    svc: MemoryService, user_id: str
) -> None:
    assert svc.session_activity(user_id, "s1", FIRST, batch_ref="task-1") == 1
    assert svc.session_activity(user_id, "s1", SECOND, batch_ref="task-1") == 1
    assert svc.session_activity(user_id, "s1", SECOND, batch_ref="task-1") == 0  # a repeat
    assert svc.session_activity(user_id, "s1", FIRST, batch_ref="task-1") == 0
    outcome = svc.close_session(user_id, "s1")
    assert outcome.memories_written >= 1
    said = " ".join(e.content for e in svc.recall_episodes(user_id, "peanuts sister Lisbon"))
    assert "peanuts" in said and "Lisbon" in said


def test_database_errors_and_statement_logs_carry_no_user_words(
    svc: MemoryService, user_id: str, caplog: pytest.LogCaptureFixture
) -> None:
    row = {
        "user_id": user_id,
        "session_id": "s1",
        "batch_ref": "b1",
        "position": 0,
        "role": "user",
        "content": "my secret words zanzibarra",
        "received_at": datetime.now(UTC),
    }
    caplog.set_level(logging.INFO, logger="sqlalchemy.engine")
    with svc.engine.begin() as conn:
        conn.execute(insert(SessionTurn), row)
    with pytest.raises(IntegrityError) as raised, svc.engine.begin() as conn:
        conn.execute(insert(SessionTurn), row)
    assert "zanzibarra" not in str(raised.value)
    assert "zanzibarra" not in caplog.text
