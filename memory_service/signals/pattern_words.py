"""How a pattern reads: event types as verbs ("report_run" -> "runs the report"), clock times,
parts of the day."""

from __future__ import annotations

import re

VERBS: dict[str, str] = {
    "run": "runs",
    "ran": "runs",
    "execute": "runs",
    "executed": "runs",
    "view": "views",
    "viewed": "views",
    "open": "opens",
    "opened": "opens",
    "visit": "visits",
    "visited": "visits",
    "check": "checks",
    "checked": "checks",
    "export": "exports",
    "exported": "exports",
    "send": "sends",
    "sent": "sends",
    "create": "creates",
    "created": "creates",
    "generate": "generates",
    "generated": "generates",
    "review": "reviews",
    "reviewed": "reviews",
    "approve": "approves",
    "approved": "approves",
    "edit": "edits",
    "edited": "edits",
    "upload": "uploads",
    "uploaded": "uploads",
    "download": "downloads",
    "downloaded": "downloads",
    "search": "searches",
    "searched": "searches",
    "sync": "syncs",
    "synced": "syncs",
    "share": "shares",
    "shared": "shares",
    "publish": "publishes",
    "published": "publishes",
    "read": "reads",
    "start": "starts",
    "started": "starts",
    "update": "updates",
    "updated": "updates",
    "log": "logs",
    "logged": "logs",
    "login": "logs in",
    "logout": "logs out",
    "signin": "signs in",
    "signout": "signs out",
}
INTRANSITIVE = frozenset({"logs in", "logs out", "signs in", "signs out"})
COMPOUND_VERB = re.compile(r"\b(log|sign)[\s_.-]?(in|out)\b")
PROPER_WORDS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december""".split()
)

MINUTES_PER_DAY = 1440


def clock_time(minute: int) -> str:
    """A minute of the day as people say it: 9am, 9:30am, 12pm."""
    hour, minutes = divmod(minute % MINUTES_PER_DAY, 60)
    suffix = "am" if hour < 12 else "pm"
    hour12 = hour % 12 or 12
    return f"{hour12}{suffix}" if minutes == 0 else f"{hour12}:{minutes:02d}{suffix}"


def part_of_day(minute: int) -> str:
    """In the morning, afternoon or evening, or at night."""
    hour = minute // 60
    if 5 <= hour < 12:
        return "in the morning"
    if 12 <= hour < 17:
        return "in the afternoon"
    if 17 <= hour < 22:
        return "in the evening"
    return "at night"


def display(subject: str) -> str:
    """Subjects are stored lowercased; weekday and month names read better capitalised."""
    return " ".join(w.capitalize() if w in PROPER_WORDS else w for w in subject.split())


def join(items: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def capital(text: str) -> str:
    """`text` with its first letter upper-cased."""
    return text[:1].upper() + text[1:]
