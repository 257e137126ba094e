"""Activity patterns, the pure parts: time windows, wording, subjects and insights."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memory_service.signals.insights import insight_content
from memory_service.signals.pattern_words import clock_time
from memory_service.signals.patterns import Activity, Event, best_window, subject_of


def _event(day: int, hour: int, minute: int = 0) -> Event:
    when = datetime(2026, 11, day, hour, minute, tzinfo=UTC)
    return Event("report_run", "weekly digest", when, when)


def test_best_window_counts_distinct_days_and_keeps_the_first_event_of_each() -> None:
    events = [_event(2, 9), _event(2, 9, 20), _event(9, 9, 30), _event(16, 17), _event(23, 8, 45)]
    hits = best_window(events, width_min=60)
    assert [(e.day.day, e.minute) for e in hits] == [(2, 540), (9, 570), (23, 525)]


def test_best_window_ties_go_to_the_earlier_window() -> None:
    events = [_event(2, 9), _event(9, 9), _event(16, 17), _event(23, 17)]
    assert [e.day.day for e in best_window(events, width_min=60)] == [2, 9]


@pytest.mark.parametrize(
    ("minute", "spoken"),
    [(0, "12am"), (540, "9am"), (570, "9:30am"), (720, "12pm"), (1050, "5:30pm")],
)
def test_clock_time_reads_as_people_say_it(minute: int, spoken: str) -> None:
    assert clock_time(minute) == spoken


def test_subject_prefers_metadata_and_drops_numbers_and_leading_verbs() -> None:
    assert subject_of("Ran the weekly digest #12", None) == "weekly digest"
    assert subject_of("anything", {"name": "Sales Report 2026"}) == "sales report"
    assert subject_of(None, {"subject": "Q4 plan", "name": "other"}) == "plan"
    assert subject_of(None, None) == ""


def test_activity_phrases_come_from_the_event_type() -> None:
    zone = ZoneInfo("UTC")
    assert Activity("report_run", "weekly digest", zone).phrase == "runs the weekly digest"
    assert Activity("dashboard.viewed", "", zone).phrase == "views the dashboard"
    assert Activity("login", "", zone).phrase == "logs in"
    assert Activity("chat_session", "", zone).phrase == "has chat session activity"


def test_insight_wording() -> None:
    assert insight_content("body:knee", 3) == "Recurring knee issues (3 memories)"
    assert insight_content("travel", 4) == "Recurring theme: travel (4 memories)"


def test_compound_verbs_and_proper_words_read_naturally() -> None:
    zone = ZoneInfo("UTC")
    assert Activity("user.log_in", "", zone).phrase == "logs in"
    assert Activity("workout_logged", "sunday long run", zone).phrase == "logs the Sunday long run"
