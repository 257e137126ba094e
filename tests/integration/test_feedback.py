"""Learning from deliverable edits, through the real service on PostgreSQL and SQLite."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import func, select

from db.tables import DeliverableEdit, MemoryEvidence, MemoryHistory, UserContext
from memory_service import MemoryConfig, MemoryService
from memory_service.schemas import MemoryPublic, SignalOutcome
from tests.conftest import Clock

REPORTS = [
    (
        "Revenue grew by twelve percent this quarter, driven mostly by the enterprise plan that "
        "we utilize across every region, and the pipeline looks healthy for the months ahead. "
        "Two large renewals closed early, which gives the sales team room to focus on new logos."
    ),
    (
        "Support volume fell to its lowest level since the spring, and the average response "
        "time improved to under two hours thanks to the triage process we utilize now. "
        "Satisfaction scores rose for the third month in a row across every product line."
    ),
    (
        "Hiring is on track: two engineers joined the platform group and a designer starts next "
        "month, which should ease the pressure on the mobile roadmap before the holiday freeze. "
        "We still need a data analyst and have started interviewing the first candidates."
    ),
    (
        "Marketing launched two campaigns this month, one aimed at agencies and one at small "
        "retailers, and early sign-up numbers for both are above what we planned for. "
        "The webinar series drew more attendees than any event we ran last year."
    ),
]
GREETING = "Hi team,\n\nI hope you all had a great week!\n\n"


@pytest.fixture
def clock() -> Clock:
    return Clock(datetime(2026, 11, 23, 9, 0, tzinfo=UTC))


def approve(
    svc: MemoryService, clock: Clock, user_id: str, ref: str, original: str, edited: str
) -> SignalOutcome:
    """One approval, an hour after the previous one."""
    clock.now += timedelta(hours=1)
    return svc.ingest_feedback(user_id, ref, original, edited)


def active(svc: MemoryService, user_id: str) -> list[MemoryPublic]:
    return [m for m in svc.list_memories(user_id) if m.status == "active"]


def count(svc: MemoryService, table: Any, user_id: str) -> int:
    with svc.engine.connect() as conn:
        stmt = select(func.count()).select_from(table).where(table.user_id == user_id)
        return int(conn.scalar(stmt) or 0)


def stored_features(svc: MemoryService, user_id: str) -> dict[str, list[str]]:
    with svc.engine.connect() as conn:
        rows = conn.execute(
            select(DeliverableEdit.deliverable_id, DeliverableEdit.features).where(
                DeliverableEdit.user_id == user_id
            )
        )
        return {ref: list(features) for ref, features in rows}


def bullets(report: str) -> str:
    sentences = [s.strip().rstrip(".") for s in report.split(". ") if s.strip()]
    return "\n".join(f"- {s}" for s in sentences)


def test_one_approval_that_drops_the_greeting_writes_nothing(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    outcome = approve(svc, clock, user_id, "d1", GREETING + REPORTS[0], REPORTS[0])
    assert outcome.memories_written == 0
    assert svc.list_memories(user_id) == []
    assert stored_features(svc, user_id) == {"d1": ["greeting:removed"]}


def test_three_approvals_that_drop_the_greeting_become_one_preference(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    approve(svc, clock, user_id, "d1", GREETING + REPORTS[0], REPORTS[0])
    second = approve(svc, clock, user_id, "d2", GREETING + REPORTS[1], REPORTS[1])
    assert second.memories_written == 1
    [memory] = svc.list_memories(user_id)
    assert (memory.occurrences, memory.confidence) == (2, "medium")

    third = approve(svc, clock, user_id, "d3", GREETING + REPORTS[2], REPORTS[2])
    assert third.memories_written == 1
    [memory] = svc.list_memories(user_id)
    assert memory.key == "format.greeting"
    assert memory.entry_type == "preference"
    assert memory.source == "feedback"
    assert "greeting" in memory.content.lower()
    assert (memory.occurrences, memory.confidence) == (3, "high")
    evidence = svc.explain(user_id, memory.id)["evidence"]
    assert sorted(e["signal_ref"] for e in evidence) == ["d1", "d2", "d3"]


def test_a_redelivered_approval_changes_nothing(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    for ref, report in zip(("d1", "d2"), REPORTS, strict=False):
        approve(svc, clock, user_id, ref, GREETING + report, report)
    history = count(svc, MemoryHistory, user_id)
    again = approve(svc, clock, user_id, "d2", GREETING + REPORTS[1], REPORTS[1])
    assert (again.repeat, again.memories_written) == (True, 0)
    [memory] = svc.list_memories(user_id)
    assert memory.occurrences == 2
    assert count(svc, MemoryHistory, user_id) == history


def test_length_cuts_are_recognised(svc: MemoryService, clock: Clock, user_id: str) -> None:
    for ref, report in zip(("d1", "d2"), REPORTS, strict=False):
        # The draft ran on about a second topic; the user kept only the first half.
        approve(svc, clock, user_id, ref, report + "\n\n" + REPORTS[3], report)
    [memory] = active(svc, user_id)
    assert memory.key == "style.length"
    assert memory.content == "Keep deliverables short: the user cuts drafts by about 50%"
    assert memory.occurrences == 2


def test_bullet_conversions_are_recognised(svc: MemoryService, clock: Clock, user_id: str) -> None:
    for ref, report in zip(("d1", "d2", "d3"), REPORTS, strict=False):
        approve(svc, clock, user_id, ref, report, bullets(report))
    bullet_memories = [m for m in active(svc, user_id) if m.key == "format.bullets"]
    assert [m.content for m in bullet_memories] == ["Use bullet points in deliverables"]
    assert bullet_memories[0].occurrences == 3


def test_unrelated_edits_produce_nothing(svc: MemoryService, clock: Clock, user_id: str) -> None:
    edits = [
        (REPORTS[0], REPORTS[0].replace("Revenue", "Revnue")),  # the draft had a typo
        (REPORTS[1], REPORTS[1].replace("third", "fourth")),  # a fact corrected
        (REPORTS[2], REPORTS[2].replace("engineers", "engineer")),  # grammar
        (REPORTS[3], REPORTS[3].replace("two campaigns", "2 campaigns")),
    ]
    for index, (original, edited) in enumerate(edits):
        assert approve(svc, clock, user_id, f"d{index}", original, edited).memories_written == 0
    assert svc.list_memories(user_id) == []
    assert count(svc, UserContext, user_id) == 0


def test_the_same_word_swap_in_two_approvals_becomes_an_instruction(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    for ref, report in zip(("d1", "d2"), REPORTS, strict=False):
        approve(svc, clock, user_id, ref, report, report.replace("utilize", "use"))
    [memory] = active(svc, user_id)
    assert (memory.key, memory.content) == ("style.word.util", 'Write "use" instead of "utilize"')


def test_conflicting_edits_do_not_both_win(svc: MemoryService, clock: Clock, user_id: str) -> None:
    def bullet_memories() -> list[MemoryPublic]:
        return [m for m in active(svc, user_id) if m.key == "format.bullets"]

    for ref, report in zip(("a1", "a2"), REPORTS, strict=False):
        approve(svc, clock, user_id, ref, report, bullets(report))
    assert [m.content for m in bullet_memories()] == ["Use bullet points in deliverables"]

    # As often the other way: a tie settles nothing, the earlier preference stays.
    for ref, report in zip(("r1", "r2"), REPORTS[2:], strict=False):
        approve(svc, clock, user_id, ref, bullets(report), report)
    assert [m.content for m in bullet_memories()] == ["Use bullet points in deliverables"]

    approve(svc, clock, user_id, "r3", bullets(REPORTS[0]), REPORTS[0])
    [memory] = bullet_memories()
    assert memory.content == "Write deliverables as prose paragraphs, not bullet points"
    archived = [m for m in svc.list_memories(user_id) if m.status == "archived"]
    assert [m.superseded_by for m in archived] == [memory.id]


def test_a_new_typical_cut_rewords_the_length_preference(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    for ref, report in zip(("d1", "d2"), REPORTS, strict=False):
        approve(svc, clock, user_id, ref, report + "\n\n" + REPORTS[3], report)
    [memory] = active(svc, user_id)
    assert "about 50%" in memory.content
    four_topics = "\n\n".join(REPORTS)
    for ref in ("d3", "d4"):  # now the user cuts only one topic in four
        approve(svc, clock, user_id, ref, four_topics, "\n\n".join(REPORTS[:3]))
    [memory] = active(svc, user_id)
    assert "about 20%" in memory.content
    assert memory.occurrences == 4  # every supporting approval once, none twice
    assert count(svc, MemoryEvidence, user_id) == 3 + 4  # d1-d3 on the old row; carried, plus d4
    [old] = [m for m in svc.list_memories(user_id) if m.status == "archived"]
    assert old.superseded_by == memory.id


def test_support_threshold_is_configurable(db_url: str, clock: Clock, user_id: str) -> None:
    strict = MemoryService(
        database_url=db_url, clock=clock, config=MemoryConfig(feedback_min_support=3)
    )
    try:
        for ref, report in zip(("d1", "d2"), REPORTS, strict=False):
            approve(strict, clock, user_id, ref, GREETING + report, report)
        assert strict.list_memories(user_id) == []
        approve(strict, clock, user_id, "d3", GREETING + REPORTS[2], REPORTS[2])
        [memory] = strict.list_memories(user_id)
        assert memory.confidence == "high"
    finally:
        strict.close()


def test_reordered_sentences_approved_twice_teach_only_what_was_changed(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    original = (
        "Hi team,\n\nWe need to utilize the new tool. Revenue grew 5%.\n\n"
        "Best regards,\nAlice Smith"
    )
    edited = "Revenue grew 5%. We need to use the new tool.\n\nAlice"
    approve(svc, clock, user_id, "d-reorder-1", original, edited)
    approve(svc, clock, user_id, "d-reorder-2", original, edited)
    contents = {m.content for m in active(svc, user_id)}
    assert contents == {
        "Skip the greeting at the start of deliverables; open with the content",
        'Sign off with "Alice"',
        'Write "use" instead of "utilize"',
    }
