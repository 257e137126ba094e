"""The days a question names, read from its words."""

from __future__ import annotations

from datetime import date

import pytest

from memory_service.recall.dates import MAX_DAYS, named_days

TODAY = date(2026, 3, 10)  # a Tuesday


@pytest.mark.parametrize(
    ("question", "days"),
    [
        ("On May 4th, I shared some problems with you. What were they?", [date(2025, 5, 4)]),
        ("what did we talk about on March 3rd?", [date(2026, 3, 3)]),
        ("what did we talk about on 3 March?", [date(2026, 3, 3)]),
        ("and on the 3rd of March?", [date(2026, 3, 3)]),
        ("What did I say on Mar. 9?", [date(2026, 3, 9)]),
        ("On May 4th, 2023, which books did I mention?", [date(2023, 5, 4)]),
        ("the talk of 2024-11-02", [date(2024, 11, 2)]),
        ("what did I tell you yesterday?", [date(2026, 3, 9)]),
        ("the day before yesterday I said something about my knee", [date(2026, 3, 8)]),
        ("three days ago I mentioned a book", [date(2026, 3, 7)]),
        ("2 days ago", [date(2026, 3, 8)]),
        ("what did I say last Tuesday?", [date(2026, 3, 3)]),
        ("on Friday you recommended a film", [date(2026, 3, 6)]),
        ("on March 3rd and on March 5th", [date(2026, 3, 3), date(2026, 3, 5)]),
        ("what did I tell you last weekend?", [date(2026, 3, 7), date(2026, 3, 8)]),
    ],
)
def test_the_days_a_question_names(question: str, days: list[date]) -> None:
    assert named_days(question, TODAY) == days


@pytest.mark.parametrize(
    "question",
    [
        "what should I cook for dinner?",
        "I may need 2 tickets",
        "I made 6 decisions and 4 marketing emails",  # "dec", "mar" inside words
        "which of the 2 may help?",  # the verb, not the month
        "we met at 10:30 may 3 be too early",
        "on February 30th",  # no such day
        "it went up 5.4% in May 2025",
        "my flight is on March 12",  # after today this year, so last year's
    ],
)
def test_no_day_or_only_a_real_past_one(question: str) -> None:
    days = named_days(question, TODAY)
    assert all(day <= TODAY for day in days)
    if "March 12" in question:
        assert days == [date(2025, 3, 12)]
    else:
        assert days == []


def test_a_question_names_a_bounded_number_of_days() -> None:
    question = " ".join(f"on March {n}" for n in range(1, 10))
    assert len(named_days(question, TODAY)) == MAX_DAYS
