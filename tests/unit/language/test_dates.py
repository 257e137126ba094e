"""Relative dates resolved against when a message was said."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_service.language.dates import (
    first_relative_date,
    has_relative_date,
    remove_relative_dates,
    resolve_relative_dates,
)

SUNDAY = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)
WEDNESDAY = datetime(2026, 11, 18, 9, 30, tzinfo=UTC)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I broke my wrist yesterday", "I broke my wrist on 21 November 2026"),
        (
            "I have a dentist appointment tomorrow",
            "I have a dentist appointment on 23 November 2026",
        ),
        ("I ran today", "I ran on 22 November 2026"),
        ("it happened 3 days ago", "it happened on 19 November 2026"),
        ("it happened two weeks ago", "it happened in the week of 2 November 2026"),
        ("last week was rough", "in the week of 9 November 2026 was rough"),
        ("this week is busy", "in the week of 16 November 2026 is busy"),
        ("I move next month", "I move in December 2026"),
        ("I went vegan last year", "I went vegan in 2025"),
        ("I want to run a marathon next year", "I want to run a marathon in 2027"),
        ("I fly out in 3 days", "I fly out on 25 November 2026"),
        ("the party is a week from now", "the party is in the week of 23 November 2026"),
        ("I slept badly last night", "I slept badly on the night of 21 November 2026"),
        ("this morning I fell", "on the morning of 22 November 2026 I fell"),
        ("see you tomorrow morning", "see you on the morning of 23 November 2026"),
        ("it was the day before yesterday", "it was on 20 November 2026"),
        ("a couple of days ago", "on 20 November 2026"),
        ("we went away last weekend", "we went away on the weekend of 14 November 2026"),
        ("a month ago", "in October 2026"),
    ],
)
def test_relative_expressions_resolve_against_the_reference(text: str, expected: str) -> None:
    assert resolve_relative_dates(text, SUNDAY) == expected


def test_last_and_next_weekday_never_mean_the_same_day() -> None:
    assert resolve_relative_dates("last Sunday", SUNDAY) == "on 15 November 2026"
    assert resolve_relative_dates("next Sunday", SUNDAY) == "on 29 November 2026"
    assert resolve_relative_dates("last Monday", WEDNESDAY) == "on 16 November 2026"
    assert resolve_relative_dates("next Friday", WEDNESDAY) == "on 20 November 2026"


def test_a_weekday_then_last_or_next_is_that_weekday_before_or_after() -> None:
    # "We moved on Monday last": Irish and older British English for "last Monday".
    assert resolve_relative_dates("We moved on Monday last", WEDNESDAY) == (
        "We moved on 16 November 2026"
    )
    assert resolve_relative_dates("We leave Friday next", WEDNESDAY) == (
        "We leave on 20 November 2026"
    )
    assert resolve_relative_dates("I start Monday next week", WEDNESDAY) == (
        "I start Monday in the week of 23 November 2026"
    )
    assert resolve_relative_dates("We met Friday last year", WEDNESDAY) == "We met Friday in 2025"


def test_on_weekday_follows_the_tense_of_its_sentence() -> None:
    assert resolve_relative_dates("I ran on Monday", WEDNESDAY) == "I ran on 16 November 2026"
    assert resolve_relative_dates("I sprained it on Monday", WEDNESDAY).endswith("16 November 2026")
    assert (
        resolve_relative_dates("My exam is on Monday", WEDNESDAY)
        == "My exam is on 23 November 2026"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # said on a Wednesday: each happened in the days before it
        ("My dog died on Tuesday", "My dog died on 17 November 2026"),
        ("my mum passed away on sunday", "my mum passed away on 15 November 2026"),
        ("Our new boiler arrived on Monday", "Our new boiler arrived on 16 November 2026"),
        ("Started a new job on Monday", "Started a new job on 16 November 2026"),
        ("Moved into their new flat on Sunday", "Moved into their new flat on 15 November 2026"),
        ("I quit smoking on Monday", "I quit smoking on 16 November 2026"),
        ("Luna passed away on Monday", "Luna passed away on 16 November 2026"),
        ("Tom's grandad died on Sunday", "Tom's grandad died on 15 November 2026"),
        # still to come
        ("I need to see a doctor on Friday", "I need to see a doctor on 20 November 2026"),
        ("My surgery is scheduled on Friday", "My surgery is scheduled on 20 November 2026"),
        ("Is booked on a flight on Friday", "Is booked on a flight on 20 November 2026"),
        ("Has a surgery scheduled on Friday", "Has a surgery scheduled on 20 November 2026"),
        ("I feed the neighbour's cat on Monday", "I feed the neighbour's cat on 23 November 2026"),
    ],
)
def test_a_past_event_on_a_weekday_is_the_one_before(text: str, expected: str) -> None:
    # A memory's wording has no "I" ("Started a new job"), and someone of theirs can be the
    # subject ("my dog died"): both were dated in the week ahead.
    assert resolve_relative_dates(text, WEDNESDAY) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the past of another clause does not make a plan past
        (
            "Baking my first loaf on Saturday, the book came today",
            "Baking my first loaf on 21 November 2026, the book came on 18 November 2026",
        ),
        (
            "We met on Monday and I'm seeing her again on Friday",
            "We met on 16 November 2026 and I'm seeing her again on 20 November 2026",
        ),
        (
            "It's my birthday on Saturday, we went out last night",
            "It's my birthday on 21 November 2026, we went out on the night of 17 November 2026",
        ),
        (
            "I start the new meds on Thursday, I saw the GP on Monday",
            "I start the new meds on 19 November 2026, I saw the GP on 16 November 2026",
        ),
        (
            "Had my appointment on Tuesday and the results come on Friday",
            "Had my appointment on 17 November 2026 and the results come on 20 November 2026",
        ),
        (
            "Went to the dentist on Monday, going again on Monday",
            "Went to the dentist on 16 November 2026, going again on 23 November 2026",
        ),
        (
            "My op is on Thursday, they rang me on Monday to confirm",
            "My op is on 19 November 2026, they rang me on 16 November 2026 to confirm",
        ),
        (
            "the GP said on Monday that I start the new meds on Thursday",
            "the GP said on 16 November 2026 that I start the new meds on 19 November 2026",
        ),
        (
            "she called on Tuesday to say she'll visit on Thursday",
            "she called on 17 November 2026 to say she'll visit on 19 November 2026",
        ),
        # a clause with no verb of its own takes the sentence's
        ("On Monday, I went to the gym", "On 16 November 2026, I went to the gym"),
        ("I ran on Monday, it was great", "I ran on 16 November 2026, it was great"),
        ("I was baking on Saturday", "I was baking on 14 November 2026"),
    ],
)
def test_a_weekday_takes_the_tense_of_its_own_clause(text: str, expected: str) -> None:
    assert resolve_relative_dates(text, WEDNESDAY) == expected


def test_this_weekday_may_be_today() -> None:
    assert resolve_relative_dates("this Wednesday", WEDNESDAY) == "on 18 November 2026"
    assert resolve_relative_dates("the demo is this Friday", WEDNESDAY).endswith("20 November 2026")


def test_a_leading_preposition_is_kept_instead_of_on_or_in() -> None:
    assert resolve_relative_dates("sore since last week", SUNDAY) == (
        "sore since the week of 9 November 2026"
    )
    assert resolve_relative_dates("due by next Friday", SUNDAY) == "due by 27 November 2026"
    assert resolve_relative_dates("away until next month", SUNDAY) == "away until December 2026"


def test_capitalised_expression_stays_capitalised() -> None:
    assert resolve_relative_dates("Yesterday I fell", SUNDAY) == "On 21 November 2026 I fell"


def test_months_and_years_roll_over_at_year_boundaries() -> None:
    december = datetime(2026, 12, 15, tzinfo=UTC)
    january = datetime(2026, 1, 10, tzinfo=UTC)
    assert resolve_relative_dates("next month", december) == "in January 2027"
    assert resolve_relative_dates("last month", january) == "in December 2025"
    assert resolve_relative_dates("in 14 months", december) == "in February 2028"


@pytest.mark.parametrize(
    "text",
    [
        "I run every Monday",
        "I play football on Sundays",
        "I saw her a few days ago",
        "I got better recently",
        "the last week has been hard",
        "I finished the book in 3 days",
        "tomorrow's meeting",
    ],
)
def test_recurring_vague_and_duration_forms_are_left_alone(text: str) -> None:
    assert resolve_relative_dates(text, SUNDAY) == text


def test_no_reference_leaves_the_text_unchanged() -> None:
    assert resolve_relative_dates("I broke my wrist yesterday", None) == (
        "I broke my wrist yesterday"
    )


def test_detection_and_removal_agree_with_resolution() -> None:
    assert has_relative_date("my exam is next Tuesday")
    assert not has_relative_date("I run every Tuesday")
    assert remove_relative_dates("I hurt my back yesterday, lifting boxes") == (
        "I hurt my back, lifting boxes"
    )


def test_first_relative_date_uses_the_whole_sentence_for_tense() -> None:
    text = "I sprained my ankle on Friday"
    assert first_relative_date(text, SUNDAY, start=text.index("ankle")) == "on 20 November 2026"
    assert first_relative_date("nothing dated here", SUNDAY) is None
    assert first_relative_date("tomorrow", None) is None


def test_resolution_is_deterministic() -> None:
    text = "Yesterday I ran, next week I rest, and last year I was injured."
    assert resolve_relative_dates(text, SUNDAY) == resolve_relative_dates(text, SUNDAY)


def _named(text: str) -> date:
    """A date written as "7 March 2026"."""
    return datetime.strptime(text, "%d %B %Y").date()


@given(
    day=st.dates(min_value=date(2000, 1, 1), max_value=date(2090, 12, 31)),
    weekday=st.sampled_from(WEEKDAYS),
)
def test_last_and_next_weekday_land_within_a_week_on_that_weekday(day: date, weekday: str) -> None:
    reference = datetime(day.year, day.month, day.day, 12, tzinfo=UTC)
    target = WEEKDAYS.index(weekday)
    last = _named(resolve_relative_dates(f"last {weekday}", reference)[3:])
    upcoming = _named(resolve_relative_dates(f"next {weekday}", reference)[3:])
    assert last.weekday() == target == upcoming.weekday()
    assert day - timedelta(days=7) <= last < day < upcoming <= day + timedelta(days=7)


@given(day=st.dates(min_value=date(2000, 1, 1), max_value=date(2090, 12, 31)))
def test_resolved_text_holds_no_relative_expression(day: date) -> None:
    reference = datetime(day.year, day.month, day.day, tzinfo=UTC)
    text = "yesterday, last week, next month, 3 days ago, next Friday, this morning"
    assert not has_relative_date(resolve_relative_dates(text, reference))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I haven't seen them in two years.", "I haven't seen them in two years."),
        ("I've lost 5kg in two months.", "I've lost 5kg in two months."),
        (
            "Late for my shift, first time in six years.",
            "Late for my shift, first time in six years.",
        ),
        ("Best sleep in 3 weeks!", "Best sleep in 3 weeks!"),
        (
            "My first marathon is in 3 weeks.",
            "My first marathon is in the week of 7 December 2026.",
        ),
        ("I'll be the first to retire in two years.", "I'll be the first to retire in 2028."),
        ("I have a wedding in two weeks.", "I have a wedding in the week of 30 November 2026."),
        ("I'll have it done in two weeks.", "I'll have it done in the week of 30 November 2026."),
        (
            "I coach the crew on Tuesday and Thursday mornings.",
            "I coach the crew on Tuesday and Thursday mornings.",
        ),
    ],
)
def test_a_span_and_a_habit_are_not_dates(text: str, expected: str) -> None:
    assert resolve_relative_dates(text, SUNDAY) == expected
