"""A deleted memory stays deleted: the signal rows it was learned from (activity events, choice
marks, deliverable edits, turns buffered in any open session) do not bring it back; new signals
teach it again from their own support only (SQLite here; `tests/integration` runs the same
scenarios on both databases)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from memory_service import MemoryService
from memory_service.schemas import MemoryPublic
from tests.conftest import Clock

NOW = datetime(2026, 11, 20, 12, tzinfo=UTC)
MONDAY = datetime(2026, 9, 7, 9, 5, tzinfo=UTC)
HOTELS = [
    ["Hotel Roma, central, 120 EUR", "Casa Verde, dogs allowed, 110 EUR", "Hotel Sole, pool"],
    ["Villa Blu, sea view, 150 EUR", "Pensione Gatto, dogs allowed, 90 EUR", "Hotel Luna, gym"],
    ["Hotel Aria, spa, 160 EUR", "B&B Fido, dogs allowed, 95 EUR", "Hotel Mare, beach"],
    ["Hotel Nord, bar, 140 EUR", "Locanda Pia, dogs allowed, 85 EUR", "Hotel Sud, sauna"],
]
DRAFTS = ["The numbers are in.", "The report is ready.", "The plan is done.", "The deck is out."]


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.fixture
def svc(sqlite_url: str, clock: Clock) -> Iterator[MemoryService]:
    service = MemoryService(sqlite_url, clock=clock, embedder=None)
    yield service
    service.close()


def _only(svc: MemoryService, user_id: str, prefix: str) -> list[MemoryPublic]:
    return [m for m in svc.list_memories(user_id) if m.key.startswith(prefix)]


def _refs(svc: MemoryService, user_id: str, memory: MemoryPublic) -> list[str]:
    return sorted(e["signal_ref"] for e in svc.explain(user_id, memory.id)["evidence"])


def _choose(svc: MemoryService, user_id: str, n: int) -> None:
    offered = "\n".join(f"{i + 1}) {option}" for i, option in enumerate(HOTELS[n]))
    messages = [
        {"role": "user", "content": "Can you find me a hotel in Rome for next weekend?"},
        {"role": "assistant", "content": f"Here are some options:\n{offered}"},
        {"role": "user", "content": "I'll take the second one"},
    ]
    svc.process_conversation(user_id, messages, f"s{n}")


def _approve(svc: MemoryService, user_id: str, n: int) -> None:
    svc.process_feedback(user_id, f"d{n}", f"Hello team,\n\n{DRAFTS[n]}", DRAFTS[n])


def _weekly_runs(svc: MemoryService, user_id: str, first: datetime, weeks: int) -> None:
    for week in range(weeks):
        when = first + timedelta(weeks=week)
        svc.record_activity(user_id, "report_run", when.isoformat(), "weekly digest")


def test_a_deleted_routine_is_not_read_again_from_the_same_activity(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    _weekly_runs(svc, user_id, MONDAY, 10)
    svc.record_activity(user_id, "login", (NOW - timedelta(days=1)).isoformat())
    svc.process_patterns(user_id)
    [routine] = _only(svc, user_id, "pattern.weekly.")
    svc.delete_memory(user_id, routine.id)
    clock.now = NOW + timedelta(days=1)
    assert svc.process_patterns(user_id) == 0
    assert _only(svc, user_id, "pattern.") == []
    events = svc.export_user(user_id)["tables"]["activity_log"]
    assert not [e for e in events if e["event_type"] == "report_run"]
    assert [e for e in events if e["event_type"] == "login"]  # another activity stays
    # Three new Mondays teach it again, from their own days alone.
    clock.now = MONDAY + timedelta(weeks=13, days=1)
    _weekly_runs(svc, user_id, MONDAY + timedelta(weeks=11), 3)
    svc.process_patterns(user_id)
    [again] = _only(svc, user_id, "pattern.weekly.")
    assert [r[-10:] for r in _refs(svc, user_id, again)] == [
        "2026-11-23",
        "2026-11-30",
        "2026-12-07",
    ]


def test_a_deleted_choice_preference_does_not_count_its_choices_again(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    _choose(svc, user_id, 0)
    _choose(svc, user_id, 1)
    [preference] = _only(svc, user_id, "choice.")
    svc.delete_memory(user_id, preference.id)
    marks = svc.export_user(user_id)["tables"]["choice"]
    assert marks and not {m["property"] for m in marks} & {"dogs", "allowed"}
    _choose(svc, user_id, 2)
    assert _only(svc, user_id, "choice.") == []  # one choice is only evidence
    _choose(svc, user_id, 3)
    [again] = _only(svc, user_id, "choice.")
    assert (again.confidence, _refs(svc, user_id, again)) == ("low", ["s2", "s3"])


def test_a_deleted_feedback_preference_does_not_count_its_approvals_again(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    _approve(svc, user_id, 0)
    _approve(svc, user_id, 1)
    [preference] = svc.list_memories(user_id)
    confidence = preference.confidence
    svc.delete_memory(user_id, preference.id)
    _approve(svc, user_id, 2)
    assert svc.list_memories(user_id) == []  # one approval is below the support needed
    _approve(svc, user_id, 3)
    [again] = svc.list_memories(user_id)
    assert again.key == preference.key
    assert (again.confidence, _refs(svc, user_id, again)) == (confidence, ["d2", "d3"])


def test_a_deleted_statement_leaves_the_turns_of_every_open_session(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    said = (NOW - timedelta(minutes=1)).isoformat()
    svc.process_conversation(
        user_id, [{"role": "user", "content": "I'm allergic to peanuts.", "created_at": said}], "s1"
    )
    svc.session_activity(
        user_id,
        "s2",
        [
            {"role": "user", "content": "As I said, I'm allergic to peanuts.", "created_at": said},
            {"role": "user", "content": "I work as a nurse in Porto.", "created_at": said},
        ],
    )
    [memory] = svc.list_memories(user_id)
    svc.delete_memory(user_id, memory.id)
    turns = svc.export_user(user_id)["tables"]["session_turn"]
    assert [t["content"] for t in turns] == ["I work as a nurse in Porto."]
    clock.now = NOW + timedelta(hours=1)
    svc.close_session(user_id, "s2")  # as the idle sweep does
    assert "peanut" not in svc.get_for_prompt(user_id).lower()
    assert "nurse" in svc.get_for_prompt(user_id).lower()


def test_deleting_a_conversation_memory_leaves_activity_choices_and_approvals(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    _weekly_runs(svc, user_id, MONDAY, 3)
    _choose(svc, user_id, 0)
    _approve(svc, user_id, 0)
    svc.process_conversation(
        user_id, [{"role": "user", "content": "I'm allergic to dogs, sadly."}], "s9"
    )
    [allergy] = [m for m in svc.list_memories(user_id) if "dogs" in m.content.lower()]
    before = svc.export_user(user_id)["tables"]
    svc.delete_memory(user_id, allergy.id)
    after = svc.export_user(user_id)["tables"]
    for table in ("choice", "deliverable_edit"):
        assert after[table] == before[table]
    runs = [e for e in after["activity_log"] if e["event_type"] == "report_run"]
    assert len(runs) == 3


SCENARIOS = (
    test_a_deleted_routine_is_not_read_again_from_the_same_activity,
    test_a_deleted_choice_preference_does_not_count_its_choices_again,
    test_a_deleted_feedback_preference_does_not_count_its_approvals_again,
    test_a_deleted_statement_leaves_the_turns_of_every_open_session,
    test_deleting_a_conversation_memory_leaves_activity_choices_and_approvals,
)
