"""Activity patterns: routines found by rules in `activity_log`, and insights from memories.

- Weekly routine: the same event type and subject on the same weekday, within one hour of the
  day, in at least 3 of the last 6 weeks ("Runs the weekly digest on Mondays at about 9am").
- Daily habit: within a two-hour window on most (8+) of the last 14 days ("Usually checks the
  dashboard in the morning (about 8am)"). Weekly slots a daily habit explains are not repeated.
- Insight: 3+ active memories sharing a tag ("Recurring knee issues (3 memories)").

Times are described in the user's timezone: the latest IANA `timezone` in their activity
metadata, else the configured one. Every supporting day (or memory) is one piece of evidence
with a stable ref, so a night with nothing new changes nothing. A pattern that is no longer
detected stops being reinforced, decays, and is archived once its last observation is older
than `pattern_stale_days`; one re-detected with another description (a new time, another
weekday) is archived at once so that the new description starts from its own evidence.
Deleting a routine deletes the recorded events of its activity (`forget`): only events recorded
after the deletion can teach it again.
"""

from __future__ import annotations

import re
import uuid
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from statistics import median_low
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlalchemy.orm import Session

from db import activity, queries
from db.tables import ActivityLog
from memory_service import keys
from memory_service.language.text import normalise
from memory_service.pipeline.signal import (
    MAX_REF_CHARS,
    Batch,
    Build,
    Observation,
    Proposal,
    Signal,
)
from memory_service.pipeline.unit_of_work import MEMORY_WRITTEN
from memory_service.schemas import MemoryCandidate
from memory_service.signals.insights import insights
from memory_service.signals.pattern_words import (
    COMPOUND_VERB,
    INTRANSITIVE,
    MINUTES_PER_DAY,
    VERBS,
    capital,
    clock_time,
    display,
    join,
    part_of_day,
)
from memory_service.tuning import MemoryConfig

INTERNAL_EVENT_TYPES = (MEMORY_WRITTEN,)
"""Events the worker writes itself: never behaviour."""

WEEKS = 6
WEEKLY_MIN_WEEKS = 3
WEEKLY_WINDOW_MIN = 60
DAILY_DAYS = 14
DAILY_MIN_DAYS = 8
DAILY_WINDOW_MIN = 120
ROUND_TO_MIN = 30

MAX_SUBJECT_CHARS = 80
ROUTINE_IMPORTANCE = 0.4

DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_LEADING_NOISE = frozenset({"the", "a", "an", "my", "our", *VERBS})


@dataclass
class Detected:
    """Patterns found in a user's activity and memories."""

    proposals: list[Proposal] = field(default_factory=list)

    def fingerprint(self) -> Any:
        """A stable summary, so an unchanged night hashes the same (evidence included)."""
        return [
            {
                "candidate": p.candidate.model_dump(),
                "evidence": sorted(f"{o.kind}:{o.ref}" for o in p.observations),
            }
            for p in self.proposals
        ]


@dataclass(frozen=True)
class Event:
    """One activity event, with its time in the user's timezone."""

    event_type: str
    subject: str
    occurred_at: datetime
    local: datetime

    @property
    def minute(self) -> int:
        """Minute of the local day."""
        return self.local.hour * 60 + self.local.minute

    @property
    def day(self) -> date:
        """The local date."""
        return self.local.date()


@dataclass(frozen=True)
class Slot:
    """A time window that recurs: the first event of each supporting day, oldest first."""

    hits: tuple[Event, ...]

    @property
    def minute(self) -> int:
        """The typical minute of the day, rounded to half an hour ("about 9am")."""
        typical = median_low(hit.minute for hit in self.hits)
        return (typical + ROUND_TO_MIN // 2) // ROUND_TO_MIN * ROUND_TO_MIN % MINUTES_PER_DAY

    @property
    def weekday(self) -> int:
        """The local weekday of the first hit (all hits share it in a weekly slot)."""
        return self.hits[0].local.weekday()


def detect(session: Session, *, user_id: str, now: datetime, config: MemoryConfig) -> Detected:
    """Find recurring behaviour in recent activity, and insights in the user's memories."""
    rows = [
        row
        for row in activity.activity_since(
            session,
            user_id=user_id,
            since=now - timedelta(weeks=WEEKS),
            exclude_types=INTERNAL_EVENT_TYPES,
        )
        if row.occurred_at <= now
    ]
    zone = user_timezone(rows, default=config.timezone)
    events = [_event(row, zone) for row in rows]
    memories = queries.active_memories(session, user_id=user_id)
    found = routines(events, today=now.astimezone(zone).date(), zone=zone) + insights(memories)
    # The user's own wording of a pattern stands; proposing ours nightly would only be rejected.
    # An insight they deleted stays deleted: its support is their other memories, still there.
    protected = {m.key for m in memories if m.source == "user"}
    protected |= queries.dismissed_keys(session, user_id=user_id)
    return Detected(_one_per_key([p for p in found if p.candidate.key not in protected]))


def signal_of(user_id: str, detected: Detected, now: datetime) -> Signal:
    """One night's run for one user: keyed by date, hashed over what was detected."""
    return Signal.of(user_id, "patterns", now.date().isoformat(), detected.fingerprint())


def build(user_id: str, detected: Detected, *, now: datetime, config: MemoryConfig) -> Build:
    """The detected patterns, and the pattern memories that no longer hold archived."""

    def batch(session: Session) -> Batch:
        return Batch(
            proposals=detected.proposals,
            archive_ids=stale_pattern_ids(
                session, user_id=user_id, detected=detected, now=now, config=config
            ),
            archive_reason="the pattern no longer holds in recent activity",
        )

    return batch


def stale_pattern_ids(
    session: Session, *, user_id: str, detected: Detected, now: datetime, config: MemoryConfig
) -> list[uuid.UUID]:
    """Pattern memories no longer detected and not observed for `pattern_stale_days`.

    A pattern that is still detected but now described differently (another hour, more
    weekdays) is not stale: its proposal supersedes or rewords it through the write rules.
    """
    detected_keys = {p.candidate.key for p in detected.proposals}
    cutoff = now - timedelta(days=config.pattern_stale_days)
    return sorted(
        (
            memory.id
            for memory in queries.active_memories(session, user_id=user_id)
            if memory.source == "pattern"
            and memory.key not in detected_keys
            and memory.last_observed_at < cutoff
        ),
        key=str,
    )


def user_timezone(rows: Sequence[ActivityLog], *, default: str) -> ZoneInfo:
    """The latest valid IANA `timezone` in the events' metadata, else `default`, else UTC."""
    for row in sorted(rows, key=lambda r: (r.occurred_at, r.id), reverse=True):
        zone = _zone((row.details or {}).get("timezone"))
        if zone is not None:
            return zone
    return _zone(default) or ZoneInfo("UTC")


def _zone(name: object) -> ZoneInfo | None:
    if not isinstance(name, str) or not name.strip():
        return None
    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None


def subject_of(summary: str | None, details: dict[str, Any] | None) -> str:
    """What an event is about: metadata `subject` or `name`, else the summary, normalised."""
    details = details or {}
    for raw in (details.get("subject"), details.get("name"), summary):
        if isinstance(raw, str):
            words = [w for w in normalise(raw).split() if not any(c.isdigit() for c in w)]
            while words and words[0] in _LEADING_NOISE:
                words.pop(0)
            subject = " ".join(words)[:MAX_SUBJECT_CHARS].strip()
            if subject:
                return subject
    return ""


def _event(row: ActivityLog, zone: ZoneInfo) -> Event:
    return Event(
        event_type=row.event_type,
        subject=subject_of(row.summary, row.details),
        occurred_at=row.occurred_at,
        local=row.occurred_at.astimezone(zone),
    )


def _one_per_key(proposals: list[Proposal]) -> list[Proposal]:
    """Sorted by key; should two subjects share a key, the better supported one speaks."""
    best: dict[str, Proposal] = {}
    for proposal in proposals:
        key = proposal.candidate.key
        if key not in best or len(proposal.observations) > len(best[key].observations):
            best[key] = proposal
    return [best[key] for key in sorted(best)]


def forget(session: Session, *, user_id: str, key: str) -> int:
    """Delete the user's events of the activity a weekly or daily routine under `key` was read
    from (the events whose routine would have that key); returns how many went."""
    kind = next((k for k, space in keys.PATTERN.items() if key.startswith(f"{space.name}.")), None)
    if kind is None:
        return 0
    utc = ZoneInfo("UTC")
    events = activity.user_events(session, user_id=user_id, exclude_types=INTERNAL_EVENT_TYPES)
    taught = [
        row.id
        for row in events
        if Activity(row.event_type, subject_of(row.summary, row.details), utc).key(kind) == key
    ]
    return activity.delete_events(session, user_id=user_id, event_ids=taught)


# -- routines -----------------------------------------------------------------------------------


def routines(events: Sequence[Event], *, today: date, zone: ZoneInfo) -> list[Proposal]:
    """Weekly routines and daily habits, one memory of each kind per event type and subject."""
    groups: dict[tuple[str, str], list[Event]] = defaultdict(list)
    for event in events:
        groups[(event.event_type, event.subject)].append(event)
    found: list[Proposal] = []
    for (event_type, subject), group in sorted(groups.items()):
        daily = daily_habit(group, today=today)
        weekly = weekly_slots(group, explained_by=daily)
        what = Activity(event_type, subject, zone)
        if daily is not None:
            found.append(what.daily_proposal(daily))
        if weekly:
            found.append(what.weekly_proposal(weekly))
    return found


def daily_habit(events: Sequence[Event], *, today: date) -> Slot | None:
    """The two-hour window hit on the most of the last 14 days, if that is most of them."""
    recent = [e for e in events if 0 <= (today - e.day).days < DAILY_DAYS]
    hits = best_window(recent, width_min=DAILY_WINDOW_MIN)
    return Slot(hits) if len(hits) >= DAILY_MIN_DAYS else None


def weekly_slots(events: Sequence[Event], *, explained_by: Slot | None = None) -> list[Slot]:
    """Per weekday, the one-hour window hit in at least 3 weeks (skipping the daily habit's)."""
    slots = []
    for weekday in range(7):
        same_day = [e for e in events if e.local.weekday() == weekday]
        hits = best_window(same_day, width_min=WEEKLY_WINDOW_MIN)
        if len(hits) < WEEKLY_MIN_WEEKS:
            continue
        slot = Slot(hits)
        if explained_by is None or abs(slot.minute - explained_by.minute) > DAILY_WINDOW_MIN:
            slots.append(slot)
    return slots


def best_window(events: Sequence[Event], *, width_min: int) -> tuple[Event, ...]:
    """The time-of-day window of `width_min` minutes hit on the most distinct days.

    Returns the first event of each of those days, oldest day first; ties go to the earliest
    window, so the answer does not depend on the order events were read in.
    """
    ordered = sorted(events, key=lambda e: (e.minute, e.occurred_at))
    days: Counter[date] = Counter()
    best, best_span, right = 0, (0, 0), 0
    for left, first in enumerate(ordered):
        while right < len(ordered) and ordered[right].minute - first.minute <= width_min:
            days[ordered[right].day] += 1
            right += 1
        if len(days) > best:
            best, best_span = len(days), (left, right)
        days[first.day] -= 1
        if not days[first.day]:
            del days[first.day]
    firsts: dict[date, Event] = {}
    for event in sorted(ordered[best_span[0] : best_span[1]], key=lambda e: e.occurred_at):
        firsts.setdefault(event.day, event)
    return tuple(firsts[day] for day in sorted(firsts))


@dataclass(frozen=True)
class Activity:
    """One kind of recurring activity (event type and subject) and how to speak of it."""

    event_type: str
    subject: str
    zone: ZoneInfo

    @property
    def phrase(self) -> str:
        """A verb phrase for the activity: "runs the weekly digest"."""
        label = COMPOUND_VERB.sub(r"\1\2", self.event_type.lower())
        tokens = [t for t in re.split(r"[^a-z0-9]+", label) if t]
        verb_at = next((i for i in reversed(range(len(tokens))) if tokens[i] in VERBS), None)
        subject = display(self.subject)
        if verb_at is None:
            what = " ".join(tokens) or "recorded"
            return f"has {what} activity" + (f" ({subject})" if subject else "")
        verb = VERBS[tokens[verb_at]]
        if verb in INTRANSITIVE:
            return verb + (f" ({subject})" if subject else "")
        thing = subject or " ".join(tokens[:verb_at] + tokens[verb_at + 1 :])
        return f"{verb} the {thing}" if thing else verb

    def key(self, kind: str) -> str:
        """A stable key: `pattern.weekly.report_run.weekly_digest`."""
        segments = [keys.segment(self.event_type)]
        if self.subject:
            segments.append(keys.segment(self.subject))
        return keys.PATTERN[kind].key(*segments)

    def weekly_proposal(self, slots: list[Slot]) -> Proposal:
        """The weekly memory, e.g. "Runs the weekly digest on Mondays at about 9am"."""
        days = [f"{DAY_NAMES[s.weekday]}s" for s in slots]
        if len({s.minute for s in slots}) == 1:
            when = f"on {join(days)} at about {clock_time(slots[0].minute)}"
        else:
            timed = [
                f"{day} at about {clock_time(s.minute)}" for day, s in zip(days, slots, strict=True)
            ]
            when = f"on {join(timed)}"
        return self._proposal("weekly", f"{capital(self.phrase)} {when}", slots)

    def daily_proposal(self, slot: Slot) -> Proposal:
        """The daily memory, e.g. "Usually checks the dashboard in the morning (about 8am)"."""
        when = f"{part_of_day(slot.minute)} (about {clock_time(slot.minute)})"
        return self._proposal("daily", f"Usually {self.phrase} {when}", [slot])

    def _proposal(self, kind: str, content: str, slots: list[Slot]) -> Proposal:
        candidate = MemoryCandidate(
            key=self.key(kind),
            content=content,
            entry_type="fact",
            tags=["activity", "routine"],
            confidence="low",
            importance=ROUTINE_IMPORTANCE,
        )
        observations = tuple(
            Observation(
                "patterns",
                f"{kind}:{self.event_type}:{self.subject}@{hit.day.isoformat()}"[:MAX_REF_CHARS],
                hit.occurred_at,
                f"{self.event_type} {self.subject!r} on {hit.local:%a %Y-%m-%d %H:%M} "
                f"({self.zone.key})",
            )
            for slot in slots
            for hit in slot.hits
        )
        return Proposal(candidate, observations)
