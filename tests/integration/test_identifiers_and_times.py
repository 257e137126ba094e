"""User ids, timestamps and the time zone setting are checked where they enter (both databases)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from pydantic import ValidationError

from memory_service import MemoryService
from memory_service.errors import InvalidInputError
from memory_service.settings import Settings

BAD_USER_IDS = ["   ", "bob\nalice", "\u202eboB", "ann\u200bie", "tab\there", "\ud800x"]

CALLS: dict[str, Callable[[MemoryService, str], Any]] = {
    "process_conversation": lambda s, u: s.process_conversation(
        u, [{"role": "user", "content": "I am allergic to peanuts."}], "s1"
    ),
    "session_activity": lambda s, u: s.session_activity(
        u, "s1", [{"role": "user", "content": "I live in Madrid."}]
    ),
    "process_feedback": lambda s, u: s.process_feedback(u, "d1", "Hi,\n\nText.", "Text."),
    "record_activity": lambda s, u: s.record_activity(u, "run"),
    "get_for_prompt": lambda s, u: s.get_for_prompt(u),
    "list_memories": lambda s, u: s.list_memories(u),
    "memories_with_tag": lambda s, u: s.memories_with_tag(u, "health"),
    "relevant_memories": lambda s, u: s.relevant_memories(u, "food"),
    "forget_user": lambda s, u: s.forget_user(u),
    "export_user": lambda s, u: s.export_user(u),
    "write": lambda s, u: s.write(
        u, kind="conversation", ref="r1", candidates=[{"key": "pref.tea", "content": "Likes tea"}]
    ),
}


@pytest.mark.parametrize("call", sorted(CALLS))
@pytest.mark.parametrize("bad", BAD_USER_IDS, ids=repr)
def test_a_blank_or_invisible_user_id_is_rejected_naming_the_field(
    svc: MemoryService, call: str, bad: str
) -> None:
    with pytest.raises(InvalidInputError, match="user_id"):
        CALLS[call](svc, bad)


WRITES = ["process_conversation", "session_activity", "process_feedback", "record_activity"]


@pytest.mark.parametrize("call", [*WRITES, "write"])
@pytest.mark.parametrize("dots", [".", ".."])
def test_a_dot_segment_user_id_is_refused_at_write_time(
    svc: MemoryService, call: str, dots: str
) -> None:
    # No HTTP client can put "." or ".." in a path: what they wrote could not be erased there.
    with pytest.raises(InvalidInputError, match=r"user_id: .*could not be reached"):
        CALLS[call](svc, dots)
    with pytest.raises(InvalidInputError, match=r"user_id: .*could not be reached"):
        svc.add_memory(dots, "Likes jazz")
    # Erasure and export still take them: rows stored before they were refused stay reachable.
    assert svc.export_user(dots)["memories"] == []
    svc.forget_user(dots)


def test_ids_with_dots_or_slashes_elsewhere_are_ids_like_any_other(
    svc: MemoryService, user_id: str
) -> None:
    for odd in (f"{user_id}/..", f"../{user_id}", f"{user_id}...", f"tenant/{user_id}"):
        svc.add_memory(odd, "Likes jazz")
        svc.session_activity(odd, "../s", [{"role": "user", "content": "I live in Madrid."}])
        assert svc.knows_user(odd)
        assert svc.forget_user(odd)["user_context"] == 1


def test_nothing_is_stored_under_a_rejected_user_id(svc: MemoryService) -> None:
    before = svc.stats()
    for bad in BAD_USER_IDS:
        with pytest.raises(InvalidInputError):
            svc.process_conversation(
                bad, [{"role": "user", "content": "I am allergic to peanuts."}], "s1"
            )
    assert svc.stats() == before


def test_a_message_from_the_future_is_rejected_naming_the_field(
    svc: MemoryService, user_id: str
) -> None:
    future = datetime(2999, 1, 1, tzinfo=UTC).isoformat()
    message = {"role": "user", "content": "I am allergic to peanuts.", "created_at": future}
    with pytest.raises(InvalidInputError, match=r"messages\.0\.created_at"):
        svc.process_conversation(user_id, [message], "s-future")
    with pytest.raises(InvalidInputError, match=r"messages\.0\.created_at"):
        svc.session_activity(user_id, "s-future", [message])
    assert svc.list_memories(user_id) == []


BEFORE_1970 = ["0001-01-01T00:00:00+14:00", "0001-01-01T00:00:00", "1969-12-31T23:59:59Z"]


@pytest.mark.parametrize("when", BEFORE_1970)
def test_a_time_before_1970_is_rejected_naming_the_field_not_crashing(
    svc: MemoryService, user_id: str, when: str
) -> None:
    # Year 1 at +14:00 has no UTC equivalent: it used to pass validation and then fail the
    # signal with OverflowError where it was written, losing the session's memories.
    message = {"role": "user", "content": "I am allergic to peanuts.", "created_at": when}
    with pytest.raises(InvalidInputError, match=r"messages\.0\.created_at: .*1970"):
        svc.process_conversation(user_id, [message], "s-old")
    with pytest.raises(InvalidInputError, match=r"messages\.0\.created_at: .*1970"):
        svc.session_activity(user_id, "s-old", [message])
    with pytest.raises(InvalidInputError, match=r"occurred_at: .*1970"):
        svc.record_activity(user_id, "run", occurred_at=when)
    assert not svc.knows_user(user_id)


@pytest.mark.parametrize("when", ["9999-12-31T23:59:59-14:00", "2999-01-01T00:00:00Z"])
def test_an_activity_from_the_future_is_rejected_naming_the_field(
    svc: MemoryService, user_id: str, when: str
) -> None:
    # One dated years ahead was never purged and kept its user in every nightly pattern run.
    with pytest.raises(InvalidInputError, match=r"occurred_at: .*future"):
        svc.record_activity(user_id, "run", occurred_at=when)
    assert not svc.knows_user(user_id)
    assert user_id not in svc.users_with_recent_activity()


def test_an_activity_a_few_minutes_ahead_is_tolerated(svc: MemoryService, user_id: str) -> None:
    soon = datetime.now(UTC) + timedelta(minutes=2)
    assert svc.record_activity(user_id, "run", occurred_at=soon) > 0
    assert user_id in svc.users_with_recent_activity()


def test_a_clock_a_few_minutes_ahead_is_tolerated(svc: MemoryService, user_id: str) -> None:
    soon = (datetime.now(UTC) + timedelta(minutes=2)).isoformat()
    message = {"role": "user", "content": "I am allergic to peanuts.", "created_at": soon}
    assert svc.process_conversation(user_id, [message], "s-soon") == 1


def test_an_unknown_time_zone_fails_at_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMORY_TIMEZONE", "Mars/Olympus")
    with pytest.raises(ValidationError, match="memory_timezone"):
        Settings()
    monkeypatch.setenv("MEMORY_TIMEZONE", "Asia/Karachi")
    assert Settings().memory_timezone == "Asia/Karachi"
