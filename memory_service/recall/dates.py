"""The days a question names: "on May 4th", "4 May 2023", "2023-05-04", and the relative days
`language.dates` resolves ("yesterday", "three days ago", "last Tuesday", "last weekend"). A
question about a day ("what did we talk about on April 27th?") is answered by what was said that
day, whatever words it used.

A date without a year is the latest such date not after today. Relative days count from the day
the question is asked (UTC).
"""

from __future__ import annotations

import re
from datetime import date

from memory_service.language.dates import MONTHS, days_named

MAX_DAYS = 7
"""At most this many days are taken from one question."""

_MONTHS = {name[:3].lower(): number for number, name in enumerate(MONTHS, start=1)}
_MONTH = (
    r"(?P<{name}>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|(?-i:May)|june?|july?"
    r"|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?"
)
"""A month's name or its abbreviation as a whole word ("6 decisions" names no day); "May" only
with its capital ("the 2 may help" names none)."""
_DAY = r"(?<![\d:.,])(?P<{name}>[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th)?\b"
_YEAR = r"(?:,?\s+(?P<{name}>(?:19|20)\d\d))?"
_NO_MORE_DIGITS = r"(?![\d:%.,]\d)"
_MONTH_FIRST = _MONTH.format(name="m1") + r"\s+" + _DAY.format(name="d1") + _YEAR.format(name="y1")
_DAY_FIRST = (
    r"(?:the\s+)?"
    + _DAY.format(name="d2")
    + r"\s+(?:of\s+)?"
    + _MONTH.format(name="m2")
    + _YEAR.format(name="y2")
)
_ISO = r"(?P<y3>(?:19|20)\d\d)-(?P<m3>[01]\d)-(?P<d3>[0-3]\d)"
_CALENDAR = re.compile(
    rf"\b(?:{_ISO}|{_MONTH_FIRST}|{_DAY_FIRST}){_NO_MORE_DIGITS}(?!\s*(?:%|percent\b))", re.I
)


def named_days(question: str, today: date) -> list[date]:
    """The days `question` names, in the order named, none after today: calendar dates here,
    relative ones as `language.dates` resolves them for what users say."""
    days = [day for match in _CALENDAR.finditer(question) if (day := _calendar_day(match, today))]
    days += days_named(question, today)
    return [day for day in dict.fromkeys(days) if day <= today][:MAX_DAYS]


def _calendar_day(match: re.Match[str], today: date) -> date | None:
    """The date a calendar match names (None: no such date)."""
    groups = match.groupdict()
    if groups["y3"]:
        return _date(int(groups["y3"]), int(groups["m3"]), int(groups["d3"]))
    month_name = groups["m1"] or groups["m2"]
    day_text = groups["d1"] or groups["d2"]
    year_text = groups["y1"] or groups["y2"]
    month, day = _MONTHS[month_name[:3].lower()], int(day_text)
    if year_text:
        return _date(int(year_text), month, day)
    this_year = _date(today.year, month, day)
    if this_year is not None and this_year <= today:
        return this_year
    return _date(today.year - 1, month, day)


def _date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None
