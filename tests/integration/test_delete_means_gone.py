"""Delete means gone: a deleted or rewritten memory's statement leaves every prompt path, the
episodes, the activity log and the export (both databases)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from memory_service import MemoryService
from tests.conftest import Clock
from tests.unit import test_delete_stays_deleted as stays

SESSIONS = [
    [
        {"role": "user", "content": "I'm allergic to peanuts, so no satay for me."},
        {"role": "user", "content": "I work as a nurse in Porto and I love long runs."},
    ],
    [{"role": "user", "content": "Honestly I am allergic to peanuts since I was a child."}],
]


def _peanut_user(svc: MemoryService, user_id: str) -> str:
    for n, messages in enumerate(SESSIONS):
        svc.process_conversation(user_id, messages, f"s{n}")
    [memory] = [m for m in svc.list_memories(user_id) if "peanut" in m.content.lower()]
    assert "peanut" in svc.get_for_prompt(user_id, query="can I eat peanuts?").lower()
    return str(memory.id)


@pytest.mark.parametrize("query", [None, "can I eat peanuts? any peanut recipes?"])
def test_a_deleted_memory_is_absent_from_the_prompt(
    svc: MemoryService, user_id: str, query: str | None
) -> None:
    memory_id = _peanut_user(svc, user_id)
    svc.delete_memory(user_id, memory_id)
    block = svc.get_for_prompt(user_id, token_budget=4000, query=query)
    assert "peanut" not in block.lower()
    assert "nurse" in block.lower()  # the rest of what was said stays


def test_a_deleted_memory_is_absent_from_the_export_and_the_activity_log(
    svc: MemoryService, user_id: str
) -> None:
    memory_id = _peanut_user(svc, user_id)
    svc.delete_memory(user_id, memory_id)
    exported = svc.export_user(user_id)
    assert "peanut" not in json.dumps(exported).lower()
    events = exported["tables"]["activity_log"]
    assert events and all("Allergic to peanuts" not in (e["summary"] or "") for e in events)
    assert all(memory_id not in json.dumps(e) for e in exported["tables"]["episode"])
    assert "peanut" not in str(svc.recall_episodes(user_id, "peanuts")).lower()


@pytest.mark.parametrize("query", [None, "peanuts"])
def test_an_edited_memory_takes_its_old_statement_out_of_the_prompt(
    svc: MemoryService, user_id: str, query: str | None
) -> None:
    memory_id = _peanut_user(svc, user_id)
    svc.edit_memory(user_id, memory_id, "Allergic to cashews")
    block = svc.get_for_prompt(user_id, token_budget=4000, query=query)
    assert "peanut" not in block.lower()
    assert "Allergic to cashews" in block
    assert "peanut" not in json.dumps(svc.export_user(user_id)["tables"]["episode"]).lower()


def test_deleting_one_memory_leaves_other_statements_of_the_same_session(
    svc: MemoryService, user_id: str
) -> None:
    _peanut_user(svc, user_id)
    [nurse] = [m for m in svc.list_memories(user_id) if "nurse" in m.content]
    svc.delete_memory(user_id, nurse.id)
    block = svc.get_for_prompt(user_id, token_budget=4000, query="peanuts")
    assert "nurse" not in block.lower()
    assert "Allergic to peanuts" in block


@pytest.mark.parametrize("scenario", stays.SCENARIOS, ids=lambda s: s.__name__[5:])
def test_a_deleted_memory_stays_deleted(
    svc: MemoryService,
    user_id: str,
    clock: Clock,
    scenario: Callable[[MemoryService, str, Clock], None],
) -> None:
    """The signal rows a deleted memory was learned from do not bring it back."""
    clock.now = stays.NOW
    scenario(svc, user_id, clock)
