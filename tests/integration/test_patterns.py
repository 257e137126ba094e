"""Activity patterns through the service: routines, timezones, habits and insights."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import func, select

from db.tables import ActivityLog, MemoryEvidence, MemoryHistory, UserContext
from memory_service import MemoryConfig, MemoryService
from memory_service.schemas import MemoryPublic
from tests.conftest import Clock

# Mondays, oldest first: five weeks ending on Monday 2026-11-23.
MONDAYS = [datetime(2026, 10, 26, tzinfo=UTC) + timedelta(weeks=n) for n in range(5)]
NIGHT_AFTER = datetime(2026, 11, 24, 2, 0, tzinfo=UTC)  # the nightly run, Tuesday 02:00 UTC
DIGEST = {"subject": "Weekly digest"}


@pytest.fixture
def clock() -> Clock:
    return Clock(NIGHT_AFTER)


def at(day: datetime, hour: int, minute: int = 0) -> datetime:
    return day.replace(hour=hour, minute=minute)


def run_digest(svc: MemoryService, user_id: str, when: datetime, **metadata: Any) -> None:
    metadata = DIGEST | metadata
    svc.record_activity(user_id, "report_run", when, "Ran the weekly digest", metadata)


def five_monday_runs(svc: MemoryService, user_id: str) -> None:
    for day, minute in zip(MONDAYS, (0, 5, -5, 10, 2), strict=True):
        run_digest(svc, user_id, at(day, 9) + timedelta(minutes=minute))


def active(svc: MemoryService, user_id: str) -> list[MemoryPublic]:
    return [m for m in svc.list_memories(user_id) if m.status == "active"]


def counts(svc: MemoryService, user_id: str) -> dict[str, int]:
    with svc.engine.connect() as conn:
        return {
            table.__tablename__: int(
                conn.scalar(select(func.count()).select_from(table).where(table.user_id == user_id))
                or 0
            )
            for table in (UserContext, MemoryEvidence, MemoryHistory, ActivityLog)
        }


# -- weekly routines -----------------------------------------------------------------------------


def test_five_monday_runs_become_one_weekly_pattern(svc: MemoryService, user_id: str) -> None:
    five_monday_runs(svc, user_id)
    assert svc.process_patterns(user_id) == 1
    [memory] = svc.list_memories(user_id)
    assert memory.content == "Runs the weekly digest on Mondays at about 9am"
    assert "Monday" in memory.content
    assert memory.key == "pattern.weekly.report_run.weekly_digest"
    assert (memory.source, memory.entry_type) == ("pattern", "fact")
    assert (memory.occurrences, memory.confidence) == (5, "high")


def test_a_second_nightly_run_changes_nothing(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    five_monday_runs(svc, user_id)
    svc.process_patterns(user_id)
    before = counts(svc, user_id)

    same_night = svc.ingest_patterns(user_id)
    assert (same_night.repeat, same_night.memories_written) == (True, 0)

    clock.now += timedelta(days=1)
    next_night = svc.ingest_patterns(user_id)
    assert (next_night.repeat, next_night.memories_written) == (False, 0)
    assert counts(svc, user_id) == before
    [memory] = svc.list_memories(user_id)
    assert memory.occurrences == 5


def test_a_new_week_of_the_routine_reinforces_it(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    five_monday_runs(svc, user_id)
    svc.process_patterns(user_id)
    clock.now += timedelta(weeks=1)  # a week on, the next run is logged as it happens
    run_digest(svc, user_id, at(MONDAYS[-1] + timedelta(weeks=1), 9, 3))
    assert svc.process_patterns(user_id) == 1
    [memory] = svc.list_memories(user_id)
    assert memory.occurrences == 6


def test_irregular_activity_produces_nothing(svc: MemoryService, user_id: str) -> None:
    start = MONDAYS[0] - timedelta(weeks=1)
    irregular = [
        (0, 9, 0),
        (1, 14, 0),
        (9, 20, 30),
        (14, 16, 30),
        (18, 7, 0),
        (28, 12, 0),
        (30, 10, 0),
        (35, 18, 45),
    ]
    for days, hour, minute in irregular:
        run_digest(svc, user_id, at(start + timedelta(days=days), hour, minute))
    assert svc.process_patterns(user_id) == 0
    assert svc.list_memories(user_id) == []


def test_the_workers_own_events_are_not_behaviour(svc: MemoryService, user_id: str) -> None:
    for day in MONDAYS:
        svc.record_activity(user_id, "memory_written", occurred_at=at(day, 9), summary="Noted")
    assert svc.process_patterns(user_id) == 0
    assert svc.list_memories(user_id) == []


def test_a_routine_on_two_weekdays_is_one_memory(svc: MemoryService, user_id: str) -> None:
    for day in MONDAYS[1:]:
        run_digest(svc, user_id, at(day, 9))
        if day + timedelta(days=3) < NIGHT_AFTER:  # the last week's Thursday is still to come
            run_digest(svc, user_id, at(day + timedelta(days=3), 9, 10))
    svc.process_patterns(user_id)
    [memory] = svc.list_memories(user_id)
    assert memory.content == "Runs the weekly digest on Mondays and Thursdays at about 9am"
    assert memory.occurrences == 7  # four Mondays and the three Thursdays before the run


def test_a_pattern_that_stops_holding_decays_and_is_archived(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    five_monday_runs(svc, user_id)
    svc.process_patterns(user_id)
    # No more runs. Three of the last six weeks still hold for three more weeks.
    for _ in range(3):
        clock.now += timedelta(weeks=1)
        svc.process_patterns(user_id)
        [memory] = svc.list_memories(user_id)
        assert memory.status == "active"
    clock.now += timedelta(weeks=1)
    svc.process_patterns(user_id)
    [memory] = svc.list_memories(user_id)
    assert memory.status == "archived"
    assert memory.archive_reason is not None
    assert "no longer holds" in memory.archive_reason


def test_a_routine_that_moves_to_another_hour_is_described_anew(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    first = datetime(2026, 10, 5, tzinfo=UTC)
    for week in range(5):
        run_digest(svc, user_id, at(first + timedelta(weeks=week), 9))
    clock.now = datetime(2026, 11, 3, 2, 0, tzinfo=UTC)
    svc.process_patterns(user_id)
    for week in range(5, 9):  # from Nov 9 the user runs it at 5pm
        clock.now += timedelta(weeks=1)
        run_digest(svc, user_id, at(first + timedelta(weeks=week), 17))
        svc.process_patterns(user_id)
    [memory] = active(svc, user_id)
    assert memory.content == "Runs the weekly digest on Mondays at about 5pm"
    assert memory.occurrences == 4
    [old] = [m for m in svc.list_memories(user_id) if m.status == "archived"]
    assert old.content == "Runs the weekly digest on Mondays at about 9am"


# -- timezones -----------------------------------------------------------------------------------


def test_timezone_metadata_shifts_the_described_hour(svc: MemoryService, user_id: str) -> None:
    """9am in New York is 13:00 UTC before the DST change on Nov 1 and 14:00 after it."""
    new_york = ZoneInfo("America/New_York")
    without_zone = f"{user_id}-utc"
    run_digest(svc, user_id, datetime(2026, 10, 1, 12, tzinfo=UTC), timezone="Asia/Tokyo")
    for day in MONDAYS:
        when = datetime(day.year, day.month, day.day, 9, tzinfo=new_york).astimezone(UTC)
        run_digest(svc, user_id, when, timezone="America/New_York")
        run_digest(svc, without_zone, when)
    svc.process_patterns(user_id)
    svc.process_patterns(without_zone)
    [local] = svc.list_memories(user_id)
    [utc] = svc.list_memories(without_zone)
    assert local.content == "Runs the weekly digest on Mondays at about 9am"
    assert utc.content == "Runs the weekly digest on Mondays at about 2pm"


def test_without_metadata_the_configured_timezone_is_used(
    db_url: str, clock: Clock, user_id: str
) -> None:
    berlin = MemoryService(
        database_url=db_url, clock=clock, config=MemoryConfig(timezone="Europe/Berlin")
    )
    try:
        for day in MONDAYS[1:]:
            run_digest(berlin, user_id, at(day, 8))  # 08:00 UTC is 09:00 in Berlin in November
        berlin.process_patterns(user_id)
        [memory] = berlin.list_memories(user_id)
        assert memory.content == "Runs the weekly digest on Mondays at about 9am"
    finally:
        berlin.close()


def test_a_timezone_crossing_midnight_changes_the_weekday(svc: MemoryService, user_id: str) -> None:
    for day in MONDAYS:
        run_digest(svc, user_id, at(day, 23, 30), timezone="Asia/Tokyo")
    svc.process_patterns(user_id)
    [memory] = svc.list_memories(user_id)
    assert memory.content == "Runs the weekly digest on Tuesdays at about 8:30am"


# -- daily habits --------------------------------------------------------------------------------


def test_a_daily_habit_is_described_by_time_of_day(svc: MemoryService, user_id: str) -> None:
    jitter = (0, 12, -15, 25, 5, -10, 20, -20, 8, 0, 15, -5)
    for days_back in range(42):
        if days_back % 7 == 3:
            continue  # most days, not all
        day = NIGHT_AFTER - timedelta(days=days_back + 1)
        minute = jitter[days_back % len(jitter)]
        svc.record_activity(
            user_id, "dashboard_view", occurred_at=at(day, 8) + timedelta(minutes=minute)
        )
    svc.process_patterns(user_id)
    [memory] = svc.list_memories(user_id)  # no weekly copies of the same habit
    assert memory.content == "Usually views the dashboard in the morning (about 8am)"
    assert memory.key == "pattern.daily.dashboard_view"
    assert memory.confidence == "high"


# -- insights from memories ----------------------------------------------------------------------


def test_three_memories_sharing_a_tag_become_an_insight(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    facts = ["Knee pain after long runs", "Had knee surgery in 2019", "Kneecap swells on hills"]
    for index, content in enumerate(facts):
        _knee(svc, user_id, index, content)
    assert svc.process_patterns(user_id) == 1
    [insight] = [m for m in active(svc, user_id) if m.source == "pattern"]
    assert insight.content == "Recurring knee issues (3 memories)"
    assert insight.occurrences == 3
    clock.now += timedelta(days=1)
    assert svc.process_patterns(user_id) == 0


def test_two_memories_sharing_a_tag_are_not_an_insight(svc: MemoryService, user_id: str) -> None:
    for index, content in enumerate(["Knee pain after long runs", "Had knee surgery in 2019"]):
        _knee(svc, user_id, index, content, tag="knee")
    assert svc.process_patterns(user_id) == 0


def _knee(
    svc: MemoryService, user_id: str, index: int, content: str, *, tag: str = "body:knee"
) -> None:
    svc.write(
        user_id,
        kind="conversation",
        ref=f"knee{index}",
        candidates=[
            {"key": f"health.knee_{index}", "content": content, "entry_type": "fact", "tags": [tag]}
        ],
    )


def test_an_insight_the_user_deleted_is_not_made_again(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    # Its support is the user's other memories, which the delete leaves alone: before, the next
    # nightly run made "Recurring knee issues" again from the same three memories.
    for index, content in enumerate(
        ["Knee pain after runs", "Knee surgery in 2019", "Knee swells"]
    ):
        _knee(svc, user_id, index, content)
    assert svc.process_patterns(user_id) == 1
    [insight] = [m for m in active(svc, user_id) if m.source == "pattern"]
    svc.delete_memory(user_id, insight.id)
    for night in range(2):
        clock.now += timedelta(days=1)
        _knee(svc, user_id, 3 + night, f"Knee brace bought, night {night}")
        svc.process_patterns(user_id)
        assert [m for m in active(svc, user_id) if m.source == "pattern"] == []
    # the record holds the insight's key (a tag), none of the user's words
    exported = str(svc.export_user(user_id))
    assert "Recurring knee issues" not in exported
    # another user's insight on the same tag is theirs to keep
    for index, content in enumerate(["Knee pain", "Knee surgery", "Knee swelling"]):
        _knee(svc, f"{user_id}-other", index, content)
    assert svc.process_patterns(f"{user_id}-other") == 1
