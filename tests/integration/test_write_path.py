"""The write path on real databases: the dedup scenarios, exactly-once, concurrency, authority."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import create_engine, func, select, text

from db.tables import (
    USER_TABLES,
    ActivityLog,
    MemoryEvidence,
    MemoryHistory,
    SignalLedger,
    UserContext,
)
from memory_service import InvalidInputError, MemoryConfig, MemoryService

ALLERGY = {
    "key": "diet.allergy.peanuts",
    "content": "Allergic to peanuts",
    "entry_type": "fact",
    "critical": True,
    "importance": 1.0,
}


def _count(svc: MemoryService, table: Any, user_id: str, *where: Any) -> int:
    with svc.engine.connect() as conn:
        stmt = select(func.count()).select_from(table).where(table.user_id == user_id, *where)
        return int(conn.scalar(stmt) or 0)


def _active(svc: MemoryService, user_id: str) -> list[Any]:
    return [m for m in svc.list_memories(user_id) if m.status == "active"]


def test_exact_match_reinforces_instead_of_inserting(svc: MemoryService, user_id: str) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    outcome = svc.write(
        user_id,
        kind="conversation",
        ref="s2",
        candidates=[ALLERGY | {"content": "allergic to PEANUTS!", "key": "health.nuts"}],
    )
    assert outcome.memories_written == 1
    [memory] = _active(svc, user_id)
    assert memory.content == "Allergic to peanuts"
    assert memory.occurrences == 2
    assert memory.confidence == "medium"


def test_same_fact_from_three_sessions_becomes_high_confidence(
    svc: MemoryService, user_id: str
) -> None:
    for ref in ("s1", "s2", "s3"):
        svc.write(user_id, kind="conversation", ref=ref, candidates=[ALLERGY])
    [memory] = _active(svc, user_id)
    assert (memory.occurrences, memory.confidence) == (3, "high")
    assert _count(svc, MemoryEvidence, user_id) == 3


def test_reprocessing_a_signal_changes_nothing_and_reports_a_repeat(
    svc: MemoryService, user_id: str
) -> None:
    for ref in ("s1", "s2", "s3"):
        svc.write(user_id, kind="conversation", ref=ref, candidates=[ALLERGY])
    history_before = _count(svc, MemoryHistory, user_id)
    for ref in ("s1", "s2", "s3"):
        outcome = svc.write(user_id, kind="conversation", ref=ref, candidates=[ALLERGY])
        assert outcome.repeat and outcome.memories_written == 0
        assert outcome.skipped == "already processed"
    [memory] = _active(svc, user_id)
    assert memory.occurrences == 3
    assert _count(svc, MemoryHistory, user_id) == history_before
    assert _count(svc, SignalLedger, user_id) == 3


def test_same_signal_ref_with_new_content_cannot_inflate_occurrences(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    # The session grew (same ref, different content): the fact is still one observation.
    svc.write(
        user_id,
        kind="conversation",
        ref="s1",
        candidates=[ALLERGY, {"key": "pet.dog", "content": "Has a dog", "entry_type": "fact"}],
    )
    allergy = next(m for m in _active(svc, user_id) if m.key == "diet.allergy.peanuts")
    assert allergy.occurrences == 1


def test_same_key_supersedes_and_archives_the_old_row(svc: MemoryService, user_id: str) -> None:
    home = {"key": "location.home", "content": "Lives in Berlin", "entry_type": "fact"}
    svc.write(user_id, kind="conversation", ref="s1", candidates=[home])
    svc.write(user_id, kind="conversation", ref="s2", candidates=[home])
    svc.write(
        user_id, kind="conversation", ref="s3", candidates=[home | {"content": "Lives in Munich"}]
    )
    memories = svc.list_memories(user_id)
    [active] = [m for m in memories if m.status == "active"]
    [archived] = [m for m in memories if m.status == "archived"]
    assert active.content == "Lives in Munich"
    assert archived.content == "Lives in Berlin"
    assert archived.superseded_by == active.id
    assert archived.archive_reason and "s3" in archived.archive_reason
    assert active.occurrences == 1  # a different value starts from its own support
    with svc.engine.connect() as conn:
        actions = conn.execute(
            select(MemoryHistory.action, MemoryHistory.old_content, MemoryHistory.new_content)
            .where(MemoryHistory.user_id == user_id, MemoryHistory.memory_id == archived.id)
            .order_by(MemoryHistory.id)
        ).all()
    assert ("superseded", "Lives in Berlin", "Lives in Munich") in [tuple(a) for a in actions]


def test_near_duplicate_reinforces_and_keeps_the_more_specific_wording(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(
        user_id,
        kind="conversation",
        ref="s1",
        candidates=[{"key": "work.role", "content": "Works as a nurse", "entry_type": "fact"}],
    )
    svc.write(
        user_id,
        kind="conversation",
        ref="s2",
        candidates=[
            {
                "key": "job.title",
                "content": "Works as a nurse at St Mary's hospital",
                "entry_type": "fact",
            }
        ],
    )
    [memory] = _active(svc, user_id)
    assert memory.content == "Works as a nurse at St Mary's hospital"
    assert memory.key == "work.role"
    assert memory.occurrences == 2


def test_different_allergies_stay_separate_memories(svc: MemoryService, user_id: str) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    svc.write(
        user_id,
        kind="conversation",
        ref="s2",
        candidates=[ALLERGY | {"key": "diet.allergy.walnuts", "content": "Allergic to walnuts"}],
    )
    assert sorted(m.content for m in _active(svc, user_id)) == [
        "Allergic to peanuts",
        "Allergic to walnuts",
    ]


def test_negated_statement_is_not_merged_into_its_opposite(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(
        user_id,
        kind="conversation",
        ref="s1",
        candidates=[{"key": "diet.meat", "content": "Eats meat", "entry_type": "fact"}],
    )
    svc.write(
        user_id,
        kind="conversation",
        ref="s2",
        candidates=[{"key": "diet.style", "content": "Does not eat meat", "entry_type": "fact"}],
    )
    assert len(_active(svc, user_id)) == 2


def test_user_edited_row_survives_a_contradicting_automatic_signal(
    svc: MemoryService, user_id: str
) -> None:
    home = {"key": "location.home", "content": "Lives in Berlin", "entry_type": "fact"}
    svc.write(user_id, kind="conversation", ref="s1", candidates=[home])
    [memory] = _active(svc, user_id)
    edited = svc.edit_memory(user_id, memory.id, "Lives in Berlin-Kreuzberg")
    assert edited.source == "user"
    svc.write(
        user_id, kind="conversation", ref="s2", candidates=[home | {"content": "Lives in Paris"}]
    )
    [after] = _active(svc, user_id)
    assert (after.id, after.content, after.source) == (
        memory.id,
        "Lives in Berlin-Kreuzberg",
        "user",
    )
    with svc.engine.connect() as conn:
        rejected = (
            conn.execute(
                select(MemoryHistory.new_content).where(
                    MemoryHistory.user_id == user_id, MemoryHistory.action == "rejected"
                )
            )
            .scalars()
            .all()
        )
    assert rejected == ["Lives in Paris"]


def test_bad_candidates_raise_a_clear_error_and_write_nothing(
    svc: MemoryService, user_id: str
) -> None:
    good = {"key": "pet.cat", "content": "Has a cat", "entry_type": "fact"}
    bad_batches = [
        ([good, {"key": "x.y", "content": "   ", "entry_type": "fact"}], "content"),
        ([good, {"key": "x.y", "content": "a" * 501, "entry_type": "fact"}], "content"),
        ([good, {"key": "x.y", "content": "ok", "entry_type": "opinion"}], "entry_type"),
        ([good, {"key": "", "content": "ok", "entry_type": "fact"}], "key"),
    ]
    for batch, field in bad_batches:
        with pytest.raises(InvalidInputError, match=field):
            svc.write(user_id, kind="conversation", ref="s1", candidates=batch)
    for table in USER_TABLES:
        assert _count(svc, table, user_id) == 0, table.__tablename__


def test_every_change_is_in_history_and_writes_leave_an_activity_event(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    svc.write(user_id, kind="conversation", ref="s2", candidates=[ALLERGY])
    with svc.engine.connect() as conn:
        actions = (
            conn.execute(
                select(MemoryHistory.action)
                .where(MemoryHistory.user_id == user_id)
                .order_by(MemoryHistory.id)
            )
            .scalars()
            .all()
        )
        events = conn.execute(
            select(ActivityLog.event_type, ActivityLog.summary).where(
                ActivityLog.user_id == user_id
            )
        ).all()
    assert actions == ["created", "reinforced"]
    assert [e.event_type for e in events] == ["memory_written", "memory_written"]
    assert events[0].summary == "Noted: Allergic to peanuts"


def test_cap_archives_the_weakest_but_never_critical_or_user_rows(
    db_url: str, user_id: str
) -> None:
    svc = MemoryService(db_url, config=MemoryConfig(max_active_per_user=3))
    try:
        svc.write(user_id, kind="conversation", ref="s0", candidates=[ALLERGY])
        svc.write(
            user_id,
            kind="conversation",
            ref="s1",
            candidates=[
                {
                    "key": "pet.cat",
                    "content": "Has a cat",
                    "entry_type": "fact",
                    "importance": 0.1,
                    "confidence": "low",
                }
            ],
        )
        [cat] = [m for m in _active(svc, user_id) if m.key == "pet.cat"]
        svc.edit_memory(user_id, cat.id, "Has a cat called Miso")
        svc.write(
            user_id,
            kind="conversation",
            ref="s2",
            candidates=[
                {
                    "key": "hobby.chess",
                    "content": "Plays chess",
                    "entry_type": "fact",
                    "importance": 0.2,
                    "confidence": "low",
                }
            ],
        )
        svc.write(
            user_id,
            kind="conversation",
            ref="s3",
            candidates=[
                {
                    "key": "hobby.climbing",
                    "content": "Goes bouldering weekly",
                    "entry_type": "fact",
                    "importance": 0.9,
                }
            ],
        )
        active = {m.key for m in _active(svc, user_id)}
        assert active == {"diet.allergy.peanuts", "pet.cat", "hobby.climbing"}
        [chess] = [m for m in svc.list_memories(user_id) if m.key == "hobby.chess"]
        assert chess.status == "archived" and "cap" in (chess.archive_reason or "")
    finally:
        svc.close()


def test_eight_threads_writing_one_fact_leave_one_row_with_eight_occurrences(
    svc: MemoryService, user_id: str
) -> None:
    barrier = threading.Barrier(8)
    errors: list[BaseException] = []

    def write(i: int) -> None:
        try:
            barrier.wait()
            svc.write(user_id, kind="conversation", ref=f"s{i}", candidates=[ALLERGY])
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors
    [memory] = _active(svc, user_id)
    assert (memory.occurrences, memory.confidence) == (8, "high")
    assert _count(svc, UserContext, user_id) == 1


def _waiting_advisory_locks(pg_url: str) -> int:
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        count = conn.scalar(
            text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
        )
    engine.dispose()
    return int(count or 0)


def _wait_until(condition: Callable[[], bool], timeout_s: float = 30.0) -> bool:
    deadline = datetime.now(UTC) + timedelta(seconds=timeout_s)
    while datetime.now(UTC) < deadline:
        if condition():
            return True
        threading.Event().wait(0.02)
    return False


def test_writes_for_different_users_do_not_wait_on_each_other(pg_url: str, user_id: str) -> None:
    svc = MemoryService(pg_url)
    holder = create_engine(pg_url)
    other_users = [f"{user_id}-{i}" for i in range(8)]
    try:
        with holder.connect() as conn, conn.begin():
            # Hold user_id's write lock exactly as the service takes it.
            conn.execute(text("SELECT pg_advisory_xact_lock(640064, hashtext(:u))"), {"u": user_id})
            blocked = threading.Thread(
                target=svc.write,
                args=(user_id,),
                kwargs={"kind": "conversation", "ref": "held", "candidates": [ALLERGY]},
            )
            blocked.start()
            assert _wait_until(lambda: _waiting_advisory_locks(pg_url) >= 1)
            others = [
                threading.Thread(
                    target=svc.write,
                    args=(u,),
                    kwargs={"kind": "conversation", "ref": "s1", "candidates": [ALLERGY]},
                )
                for u in other_users
            ]
            for t in others:
                t.start()
            for t in others:
                t.join(timeout=60)
            assert not any(t.is_alive() for t in others)
            assert all(len(_active(svc, u)) == 1 for u in other_users)
            assert blocked.is_alive()  # still waiting for user_id's lock
        blocked.join(timeout=60)
        assert not blocked.is_alive()
        assert len(_active(svc, user_id)) == 1
    finally:
        svc.close()
        holder.dispose()


def test_forget_user_leaves_no_row_in_any_table(svc: MemoryService, user_id: str) -> None:
    other = f"{user_id}-neighbour"
    for uid in (user_id, other):
        svc.write(uid, kind="conversation", ref="s1", candidates=[ALLERGY])
        svc.record_activity(uid, "report_run", summary="weekly digest")
        svc.session_activity(uid, "open-session", [{"role": "user", "content": "I live in Oslo"}])
    [memory] = _active(svc, user_id)
    svc.edit_memory(user_id, memory.id, "Severely allergic to peanuts")
    counts = svc.forget_user(user_id)
    assert counts["user_context"] == 1
    for table in USER_TABLES:
        assert _count(svc, table, user_id) == 0, table.__tablename__
    assert len(_active(svc, other)) == 1  # the neighbour keeps everything


def test_delete_memory_removes_evidence_and_wording_from_history(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    [memory] = _active(svc, user_id)
    svc.delete_memory(user_id, memory.id)
    assert svc.list_memories(user_id) == []
    assert _count(svc, MemoryEvidence, user_id) == 0
    with svc.engine.connect() as conn:
        rows = conn.execute(
            select(
                MemoryHistory.action, MemoryHistory.old_content, MemoryHistory.new_content
            ).where(MemoryHistory.user_id == user_id)
        ).all()
    assert [r.action for r in rows] == ["created", "deleted"]
    assert all(r.old_content is None and r.new_content is None for r in rows)


def test_another_users_memory_cannot_be_edited_or_deleted(svc: MemoryService, user_id: str) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    [memory] = _active(svc, user_id)
    intruder = f"{user_id}-intruder"
    with pytest.raises(LookupError):
        svc.edit_memory(intruder, memory.id, "Not allergic to anything")
    with pytest.raises(LookupError):
        svc.delete_memory(intruder, memory.id)
    [still] = _active(svc, user_id)
    assert still.content == "Allergic to peanuts"


def test_export_holds_every_row_about_the_user(svc: MemoryService, user_id: str) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    svc.record_activity(user_id, "report_run", summary="weekly digest", metadata={"n": 1})
    exported = svc.export_user(user_id)
    assert [m["content"] for m in exported["memories"]] == ["Allergic to peanuts"]
    tables = exported["tables"]
    assert len(tables["memory_evidence"]) == 1
    assert len(tables["signal_ledger"]) == 1
    assert {e["event_type"] for e in tables["activity_log"]} == {"report_run", "memory_written"}
    for table in USER_TABLES:
        assert table.__tablename__ in tables


def test_cleanup_purges_archives_and_ledger_rows_past_retention(db_url: str, user_id: str) -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    clock = {"now": now}
    svc = MemoryService(db_url, clock=lambda: clock["now"])
    try:
        home = {"key": "location.home", "content": "Lives in Berlin", "entry_type": "fact"}
        svc.write(user_id, kind="conversation", ref="s1", candidates=[home])
        svc.write(
            user_id, kind="conversation", ref="s2", candidates=[home | {"content": "Lives in Rome"}]
        )
        clock["now"] = now + timedelta(days=30)
        svc.cleanup()
        assert len(svc.list_memories(user_id)) == 2
        clock["now"] = now + timedelta(days=91)
        counts = svc.cleanup()
        # Counts are global (other tests share the database); the user's rows are what we check.
        assert counts["archived_purged"] >= 1
        assert [m.content for m in svc.list_memories(user_id)] == ["Lives in Rome"]
        assert _count(svc, SignalLedger, user_id) == 0
    finally:
        svc.close()


def test_memories_nobody_confirms_fade_and_are_archived_but_critical_ones_stay(
    db_url: str, user_id: str
) -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    clock = {"now": now}
    svc = MemoryService(db_url, clock=lambda: clock["now"])
    try:
        svc.write(
            user_id,
            kind="conversation",
            ref="s1",
            candidates=[
                ALLERGY,
                {"key": "hobby.chess", "content": "Plays chess", "entry_type": "fact"},
            ],
        )
        clock["now"] = now + timedelta(days=200)
        assert svc.cleanup()["faded_archived"] >= 1
        assert [m.key for m in _active(svc, user_id)] == ["diet.allergy.peanuts"]
        [chess] = [m for m in svc.list_memories(user_id) if m.key == "hobby.chess"]
        assert chess.status == "archived" and "faded" in (chess.archive_reason or "")
    finally:
        svc.close()


def test_a_grown_session_that_changes_a_fact_supersedes_without_counting_it_twice(
    svc: MemoryService, user_id: str
) -> None:
    home = {"key": "location.home", "content": "Lives in Berlin", "entry_type": "fact"}
    svc.write(user_id, kind="conversation", ref="s1", candidates=[home])
    # The same session, processed again with more turns, now says something else.
    svc.write(
        user_id, kind="conversation", ref="s1", candidates=[home | {"content": "Lives in Munich"}]
    )
    [active] = _active(svc, user_id)
    assert active.content == "Lives in Munich"
    assert active.occurrences == 1
    assert _count(svc, MemoryEvidence, user_id) == 2  # one on the archived row, one carried


def test_a_confirmed_statement_replaces_the_hedged_wording(
    svc: MemoryService, user_id: str
) -> None:
    hedge = {
        "key": "diet.intolerance.lactose",
        "content": "Possibly lactose intolerant",
        "entry_type": "fact",
        "confidence": "low",
    }
    svc.write(user_id, kind="conversation", ref="s1", candidates=[hedge])
    svc.write(
        user_id,
        kind="conversation",
        ref="s2",
        candidates=[hedge | {"content": "Lactose intolerant", "confidence": "medium"}],
    )
    [memory] = _active(svc, user_id)
    assert (memory.content, memory.occurrences, memory.confidence) == (
        "Lactose intolerant",
        2,
        "medium",
    )


def _said(svc: MemoryService, user_id: str, session_id: str, text: str) -> None:
    svc.process_conversation(
        user_id,
        [
            {"role": "user", "content": text},
            {"role": "assistant", "content": "Noted, thanks for telling me."},
        ],
        session_id,
    )


def test_three_aversions_in_one_topic_all_stay_active(svc: MemoryService, user_id: str) -> None:
    _said(svc, user_id, "s1", "I can't stand cilantro, it tastes like soap to me.")
    _said(svc, user_id, "s2", "I really dislike olives.")
    _said(svc, user_id, "s3", "I hate mushrooms, the texture is awful.")
    contents = " | ".join(m.content for m in _active(svc, user_id)).lower()
    for food in ("cilantro", "olives", "mushrooms"):
        assert food in contents, contents


def test_a_contradiction_supersedes_only_its_own_object(svc: MemoryService, user_id: str) -> None:
    _said(svc, user_id, "s1", "I hate olives.")
    _said(svc, user_id, "s2", "I really dislike mushrooms.")
    _said(svc, user_id, "s3", "Actually I've come round to olives now, I love them.")
    active = " | ".join(m.content for m in _active(svc, user_id)).lower()
    assert "mushrooms" in active, active
    olives = [m.content.lower() for m in _active(svc, user_id) if "olive" in m.content.lower()]
    assert len(olives) == 1 and not any(w in olives[0] for w in ("hate", "dislike")), active
