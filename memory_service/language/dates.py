"""Relative dates ("yesterday", "last week", "next Friday") rewritten against when they were said.

Deterministic conventions:
- days resolve to dates as people write them ("yesterday" -> "on 21 November 2026"); a part of
  the day is kept ("this morning" -> "on the morning of 22 November 2026");
- weeks are ISO weeks named by their Monday ("last week" -> "in the week of 9 November 2026");
- a weekend is named by its Saturday; "last/this/next weekend" are the weekends of the previous,
  current and next ISO week;
- "last Friday" is the most recent Friday strictly before the day it was said and "next Friday"
  the first Friday strictly after it; "on Friday" and "this Friday" follow the tense of their
  sentence (past: the one before, otherwise the one after; "this Friday" may be the same day);
- months and years resolve to "in December 2026" and "in 2025";
- a leading "since", "until", "by", "from", "before", "after" ... is kept in place of "on"/"in".
The calendar is the one of the reference time's own offset (a message sent at
2026-11-20T01:00:00+05:00 says "yesterday" of 19 November), and episodes take their date label
from the same offset, so a label and the dates inside its line always agree; a time without an
offset is UTC.
Recurring forms ("on Mondays", "every Monday"), vague ones ("recently", "a few days ago") and
durations in past sentences ("finished it in 3 days") are left as they are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
}

_N = (
    r"(?:\d{1,3}|a\s+couple(?:\s+of)?|couple(?:\s+of)?|an?|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|eleven|twelve)"
)
_UNIT = r"(?:day|week|month|year)s?"
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_PART = r"(?:morning|afternoon|evening|night)"

_EXPRESSION = re.compile(
    rf"""
    (?:\b(?P<prep>since|until|till|by|from|before|after|as\s+of|starting|through|around|during)
        \s+)?
    (?:
        (?P<day_before>\bthe\s+day\s+before\s+yesterday)
      | (?P<day_after>\bthe\s+day\s+after\s+tomorrow)
      | \b(?P<named>yesterday|today|tomorrow)(?:\s+(?P<named_part>{_PART}))?
      | \bthis\s+(?P<this_part>morning|afternoon|evening)
      | \b(?P<tonight>tonight)
      | \blast\s+(?P<last_night>night)
      | \b(?P<ago_n>{_N})\s+(?P<ago_unit>{_UNIT})\s+ago
      | \bin\s+(?P<in_n>{_N})\s+(?P<in_unit>{_UNIT})
      | \b(?P<from_n>{_N})\s+(?P<from_unit>{_UNIT})\s+from\s+(?:now|today)
      | (?<!the\s)\b(?P<rel>last|next|this)\s+(?P<rel_unit>week|weekend|month|year)
      | \b(?:on\s+)?(?P<wd_then>{_DAY})\s+(?P<then_rel>last|next)\b
            (?!\s+(?:week|weekend|month|year|time|thing|one)\b)
      | (?<!the\s)\b(?P<wd_rel>last|next|this|on)\s+(?P<wd>{_DAY})(?!s)
            (?!\s+{_PART}s\b)  # "on Tuesday nights": every Tuesday, no date
            (?!\s+(?:and|or|&)\s+{_DAY})
            (?:\s+(?P<wd_part>{_PART}))?
    )
    \b(?!['’]s)
    """,
    re.IGNORECASE | re.VERBOSE,
)

_REGULAR_PAST = r"\w+[^\We]ed\b"
"""A regular past tense ("started", "died"), not a word in -eed ("need", "feed", "proceed")."""

_NOT_PAST_BEFORE = (
    r"(?:is|are|am|be|being|been|has|have|gets?|will|would|should|can|could|must|might)"
)
"""Before a participle, what makes it not a past event ("my surgery is scheduled on Friday")."""

_PAST_CUE = re.compile(
    r"\b(?:was|were|did|had|went|came|saw|met|ran|broke|hurt|fell|began|left|told|said|took"
    r"|ate|felt|found|lost|won|tore|quit|gave|bought|sold|made|paid|sent|spent|drove|flew"
    r"|wrote|became|died|passed\s+away|ago|yesterday|rang|heard|thought|caught|taught|brought"
    r"|fought|kept|slept|swam|sang|drank|sat|stood|forgot|woke|wore|threw|grew|knew|drew|chose"
    r"|spoke|rode|shook|built|held|struck|stuck|swore|lent|sank|slid|spun|bled|fed|led|hid)\b"
    r"|(?<!'ve\s)(?<!have\s)\bgot\b"
    # its subject: a pronoun ("I started"), someone of theirs ("my dog died", "our new boiler
    # arrived"), or none at the start, as in a memory's wording ("Started a new job on Monday")
    rf"|\b(?:i|we|he|she|they|you|it)\s+(?:just\s+|already\s+)?{_REGULAR_PAST}"
    rf"|\b(?:my|our|their|his|her)\s+(?:(?!{_NOT_PAST_BEFORE}\b)\w+\s+){{1,2}}{_REGULAR_PAST}"
    rf"|^\W*(?-i:[A-Z]){_REGULAR_PAST}",  # capitalised: not the tail of a phrase ("scheduled on")
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _Anchor:
    """What a relative expression points at: a day, a week, a weekend, a month or a year."""

    kind: str
    day: date
    part: str | None = None


def has_relative_date(text: str) -> bool:
    """True when `text` holds a relative date expression this module can resolve."""
    return _EXPRESSION.search(text) is not None


def remove_relative_dates(text: str) -> str:
    """`text` without its relative date expressions (for when there is no reference time)."""
    stripped = _EXPRESSION.sub("", text)
    stripped = re.sub(r"\s+([,.;:!?])", r"\1", stripped)
    return " ".join(stripped.split())


def first_relative_date(text: str, reference: datetime | None, *, start: int = 0) -> str | None:
    """The first relative date in `text` from `start`, resolved ("on 21 November 2026"), or None."""
    if reference is None:
        return None
    for match in _EXPRESSION.finditer(text, start):
        resolved = _resolve(match, text, reference.date())
        if resolved is not None:
            return resolved
    return None


def resolve_relative_dates(text: str, reference: datetime | None) -> str:
    """Rewrite relative dates in `text` against `reference`; unchanged when it is None."""
    if reference is None:
        return text
    today = reference.date()

    def replace(match: re.Match[str]) -> str:
        resolved = _resolve(match, text, today)
        return match.group(0) if resolved is None else resolved

    return _EXPRESSION.sub(replace, text)


def annotate_relative_dates(text: str, reference: datetime | None) -> str:
    """Keep the words and add each relative date's absolute date after it.

    "yesterday" said on 14 March 2026 becomes "yesterday (13 March 2026)". For quoting what
    someone said (episodes): their wording stays intact, titles included ("Tomorrow, and
    Tomorrow, and Tomorrow"), and the date is still there to be found.
    """
    if reference is None:
        return text
    today = reference.date()

    def annotate(match: re.Match[str]) -> str:
        anchor = _anchor_of(match, text, today)
        return match.group(0) if anchor is None else f"{match.group(0)} ({_bare(anchor)})"

    return _EXPRESSION.sub(annotate, text)


_ANCHOR_DAYS = {"day": 1, "weekend": 2, "week": 7}
"""How many days each kind of anchor covers, from its first (a month or a year covers too many
to name one day)."""


def days_named(text: str, today: date) -> list[date]:
    """The calendar days the relative dates in `text` point at, counted from `today` ("three
    days ago", "last Tuesday", "last weekend": its Saturday and Sunday), in the order named."""
    days: list[date] = []
    for match in _EXPRESSION.finditer(text):
        anchor = _anchor_of(match, text, today)
        if anchor is not None:
            days += [
                anchor.day + timedelta(days=n) for n in range(_ANCHOR_DAYS.get(anchor.kind, 0))
            ]
    return days


def _anchor_of(match: re.Match[str], text: str, today: date) -> _Anchor | None:
    past = _is_past(text, match.start(), match.end())
    if match.group("in_n") and (
        past or _PERFECT.search(text, 0, match.start()) or _SPAN.search(_said_before(text, match))
    ):
        return None  # "finished it in 3 days", "haven't seen them in two years": a duration
    return _anchor(match, today, past)


def _said_before(text: str, match: re.Match[str]) -> str:
    """The words of the sentence before the match."""
    start = max(text.rfind(mark, 0, match.start()) for mark in ".!?\n") + 1
    return text[start : match.start()]


_SPAN = re.compile(
    r"\b(?:first|only|best|worst|most|least|longest|shortest|biggest|highest|lowest|hottest"
    r"|coldest|wettest|busiest|quietest|fastest|slowest|earliest|happiest|ever)\b"
    r"(?:\s+(?!(?:is|are|was|were|be|to|will|'s)\b)[a-z'-]+){0,3}\s*$",
    re.I,
)
"""A first or a superlative just before "in six years", with no verb between: "late, first time
in six years", "the best sleep in 3 weeks", the span it has been so, not a date six years on
("my first marathon is in 3 weeks", "the first to retire in two years" are dates)."""


_PERFECT = re.compile(
    r"(?<!'ll\s)(?<!will\s)\b(?:have|has|had|'ve|'s|'d)(?:n't|\s+not|\s+never)?\s+(?:\w+\s+)?(?:been|seen|had|done|lost"
    r"|gained|run|eaten|slept|heard|spoken|gone|grown|written|read|\w+ed)\b"
    r"|\b(?:haven't|hasn't|hadn't)\b",
    re.IGNORECASE,
)
"""A perfect tense before "in two years": what has (not) happened over a span, not a date."""


def _resolve(match: re.Match[str], text: str, today: date) -> str | None:
    anchor = _anchor_of(match, text, today)
    return None if anchor is None else _render(match, anchor, text)


# -- anchors --------------------------------------------------------------------------------------


_FIXED_DAYS: dict[str, tuple[int, str | None]] = {
    # group name: (days from the reference, part of the day)
    "day_before": (-2, None),
    "day_after": (2, None),
    "tonight": (0, "night"),
    "last_night": (-1, "night"),
}


def _anchor(match: re.Match[str], today: date, past: bool) -> _Anchor:
    groups = match.groupdict()
    for name, (offset, part) in _FIXED_DAYS.items():
        if groups[name]:
            return _Anchor("day", today + timedelta(days=offset), part)
    if groups["named"]:
        return _named_day(groups["named"], groups["named_part"], today)
    if groups["this_part"]:
        return _Anchor("day", today, groups["this_part"].lower())
    return _counted_or_relative(groups, today, past)


def _counted_or_relative(groups: dict[str, str | None], today: date, past: bool) -> _Anchor:
    if groups["ago_n"] and groups["ago_unit"]:
        return _shift(today, -_number(groups["ago_n"]), groups["ago_unit"])
    if groups["in_n"] and groups["in_unit"]:
        return _shift(today, _number(groups["in_n"]), groups["in_unit"])
    if groups["from_n"] and groups["from_unit"]:
        return _shift(today, _number(groups["from_n"]), groups["from_unit"])
    if groups["rel"] and groups["rel_unit"]:
        return _relative_unit(groups["rel"].lower(), groups["rel_unit"].lower(), today)
    if groups["wd_then"] and groups["then_rel"]:  # "Monday last", "Friday next"
        return _weekday(groups["then_rel"].lower(), groups["wd_then"].lower(), None, today, past)
    wd_rel, wd = groups["wd_rel"] or "on", groups["wd"] or "monday"
    return _weekday(wd_rel.lower(), wd.lower(), groups["wd_part"], today, past)


def _named_day(word: str, part: str | None, today: date) -> _Anchor:
    offset = {"yesterday": -1, "today": 0, "tomorrow": 1}[word.lower()]
    return _Anchor("day", today + timedelta(days=offset), part.lower() if part else None)


def _number(word: str) -> int:
    word = " ".join(word.lower().split())
    if word.isdigit():
        return int(word)
    if word.startswith(("a couple", "couple")):
        return 2
    return _NUMBER_WORDS[word]


def _monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _add_months(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def _shift(today: date, amount: int, unit: str) -> _Anchor:
    unit = unit.lower().rstrip("s")
    if unit == "day":
        return _Anchor("day", today + timedelta(days=amount))
    if unit == "week":
        return _Anchor("week", _monday(today + timedelta(weeks=amount)))
    if unit == "month":
        return _Anchor("month", _add_months(today, amount))
    return _Anchor("year", date(today.year + amount, 1, 1))


def _relative_unit(rel: str, unit: str, today: date) -> _Anchor:
    step = {"last": -1, "this": 0, "next": 1}[rel]
    if unit == "weekend":
        saturday = _monday(today) + timedelta(days=5, weeks=step)
        return _Anchor("weekend", saturday)
    return _shift(today, step, unit)


def _weekday(rel: str, name: str, part: str | None, today: date, past: bool) -> _Anchor:
    target = _WEEKDAYS.index(name)
    part = part.lower() if part else None
    # "this Friday" may be today; "last/next/on Friday" never is.
    same_day = 0 if rel == "this" else 7
    if rel == "last" or (rel in {"on", "this"} and past):
        back = (today.weekday() - target) % 7 or same_day
        return _Anchor("day", today - timedelta(days=back), part)
    ahead = (target - today.weekday()) % 7 or same_day
    return _Anchor("day", today + timedelta(days=ahead), part)


def _is_past(text: str, position: int, end: int | None = None) -> bool:
    """Whether the clause around `position` speaks of the past (for a bare "on Friday"); the
    sentence's when the clause says nothing but the date ("On Friday, I went ..."). Another
    clause's past does not make a plan past: "Baking my first loaf on Saturday, the book came
    today" is this coming Saturday, "I start the new meds on Thursday, I saw the GP on Monday"
    one day after and one before."""
    end = position if end is None else end
    start = max(text.rfind(mark, 0, position) for mark in ".!?\n") + 1
    ends = [i for i in (text.find(mark, end) for mark in ".!?\n") if i != -1]
    sentence = text[start : min(ends, default=len(text))]
    at, after = position - start, end - start
    cuts = list(_CLAUSE_CUT.finditer(sentence))
    clause_start = max((m.end() for m in cuts if m.end() <= at), default=0)
    clause_end = min((m.start() for m in cuts if m.start() >= after), default=len(sentence))
    clause = sentence[clause_start:clause_end]
    if _PAST_CUE.search(clause) is not None:
        return True
    rest = f"{sentence[clause_start:at]} {sentence[after:clause_end]}"
    if _SAYS_MORE.search(rest):
        return False  # the clause has a verb of its own, and it is not past
    return _PAST_CUE.search(sentence) is not None


_CLAUSE_CUT = re.compile(
    r"\s*(?:[,;:()]|\s[-–—]\s|\s(?:and|but|so|because|then|that|to\s+say|saying)\s)\s*", re.I
)
_SAYS_MORE = re.compile(
    r"\b(?!(?:on|this|last|next|the|a|an|at|in|by|and|so|but|then|just|only|morning|afternoon"
    r"|evening|night|week|weekend)\b)[a-z]{2,}|\b(?:I|a)\b",
    re.I,
)
"""What a clause says besides its date: a word of its own ("the results come", "I start the
new meds"); "On Tuesday" alone says nothing, and takes its sentence's tense."""


# -- rendering ------------------------------------------------------------------------------------


def day_name(day: date) -> str:
    """A date as people write it: "7 March 2026" (the form answers about dates take)."""
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def _bare(anchor: _Anchor) -> str:
    if anchor.kind == "day":
        name = day_name(anchor.day)
        return f"the {anchor.part} of {name}" if anchor.part else name
    if anchor.kind == "week":
        return f"the week of {day_name(anchor.day)}"
    if anchor.kind == "weekend":
        return f"the weekend of {day_name(anchor.day)}"
    if anchor.kind == "month":
        return f"{MONTHS[anchor.day.month - 1]} {anchor.day.year}"
    return str(anchor.day.year)


_PREPOSITION_BEFORE = re.compile(
    r"\b(?:for|on|in|at|by|until|till|since|from|before|after|during|of)\s*$", re.I
)


def _render(match: re.Match[str], anchor: _Anchor, text: str) -> str:
    prep = match.group("prep")
    default = "on" if anchor.kind in {"day", "weekend"} else "in"
    if _PREPOSITION_BEFORE.search(text, 0, match.start()):
        default = ""  # "booked for next Thursday" -> "booked for 2026-01-15", not "for on"
    word = " ".join(prep.split()) if prep else default
    rendered = f"{word} {_bare(anchor)}".strip()
    opens_on_day = match.group("wd_then") is not None and match.start() == match.start("wd_then")
    if match.group(0)[:1].isupper() and not opens_on_day:  # "Friday" is capital anyway
        rendered = rendered[:1].upper() + rendered[1:]
    return rendered
