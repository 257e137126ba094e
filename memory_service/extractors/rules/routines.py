"""Routine and event rules: "I run every Tuesday", "I have a job interview next Friday".

Events are kept only when their date can be pinned down (relative dates are resolved against
when the message was said); a routine needs a recurrence ("every", "on Mondays", "twice a week").
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import MEDICATIONS, alternation
from memory_service.extractors.rules.phrasing import (
    Rule,
    article,
    can_date,
    candidate,
    dated,
    phrase_after,
    slug,
    their,
    third_person,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import self_confidence
from memory_service.schemas import MemoryCandidate

_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_DAYS = r"(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)"
_PART = r"(?:morning|afternoon|evening|night)"
_RECURRENCE = (
    rf"every\s+(?:single\s+|other\s+)?(?:day|morning|evening|night|afternoon|week|weekend"
    rf"|weekday|month|{_DAY}(?:\s*(?:,|and|&)\s*{_DAY})*)(?:\s+{_PART})?"
    rf"|each\s+(?:day|morning|evening|night|week|{_DAY})"
    rf"|on\s+(?:weekdays|weekends|{_DAYS}(?:\s*(?:,|and|&)\s*{_DAYS})*)"
    r"|(?:once|twice|three\s+times|four\s+times|five\s+times|\d+\s+times|\d+x)\s+(?:a|per)\s+"
    r"(?:day|week|month)"
    r"|(?:\d|one|two|three|four|five|six)\s+(?:days|nights|mornings|evenings)\s+(?:a|per)\s+week"
    r"|daily|nightly|weekly|most\s+(?:days|mornings|evenings|nights|weekends)"
)
_HABIT = re.compile(
    r"\bi\s+(?:(?:usually|normally|typically|always|generally|often|also|still|regularly"
    r"|try\s+to|tend\s+to)\s+)*"
    rf"(?P<verb>[a-z]+)\b(?!')(?P<mid>(?:(?!\bi\b)[^,.;!?])*?)\b(?P<rec>{_RECURRENCE})\b",
    re.I,
)
_FRONTED = re.compile(
    rf"^(?P<when>(?:every\s+(?:{_DAY}|day|morning|evening|night|week|weekend|weekday)"
    rf"|on\s+(?:{_DAYS}|weekdays|weekends))(?:\s+{_PART})?(?:\s+at\s+\d{{1,2}}(?::\d{{2}})?"
    r"\s*(?:am|pm)?)?),?\s+i\s+(?P<verb>[a-z]+)\s+(?P<rest>[^,.;!?]+)",
    re.I,
)
_NOT_HABIT_VERBS = frozenset(
    """am was were did don't didn't can can't could will won't would should might may must
    want wish hope think know feel love like hate prefer enjoy guess mean used never hardly
    rarely just really also got had went ran swam ate drank rode saw came took made felt said
    told thought bought wrote met left lost won broke tore hurt fell need needed try tried
    really forget forgot remember am'm""".split()
)
_NOT_HABIT_MID = re.compile(
    rf"^\s*(?:from\s+home|remotely)|\b(?:not|never|don't|i|we|you|he|she|they)\b"
    rf"|\b(?:{alternation(MEDICATIONS)})\b",
    re.I,
)
_STOPWORDS = frozenset({"to", "the", "a", "an", "my", "their", "at", "in", "on", "with", "for"})


def _routine(sentence: Sentence, start: int, what: str, content: str) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, start)
    if confidence is None:
        return None
    words = [w for w in re.findall(r"[a-z]+", what.lower()) if w not in _STOPWORDS]
    key = "_".join(words[:3])
    return candidate(
        sentence,
        keys.SCHEDULE.key(slug(key, max_words=3)),
        content,
        importance=0.5,
        tags=("schedule",),
        confidence=confidence,
    )


def _habit(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    verb, mid = match.group("verb").lower(), " ".join(match.group("mid").split())
    if verb in _NOT_HABIT_VERBS or verb.endswith("ed") or len(mid.split()) > 8:
        return None
    if _NOT_HABIT_MID.search(mid) or _SLEEP.search(match.group(0)):
        return None  # sleep times have their own rule
    tail = phrase_after(sentence.text, match.end(), max_words=6)
    rec = " ".join(match.group("rec").split())
    content = " ".join([third_person(verb), their(mid), rec, their(tail)])
    return _routine(sentence, match.start(), f"{verb} {mid}", content)


def _fronted(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    verb = match.group("verb").lower()
    if verb in _NOT_HABIT_VERBS or verb.endswith("ed"):
        return None
    rest = " ".join(match.group("rest").split()[:10])
    when = " ".join(match.group("when").split())
    when = when[:1].lower() + when[1:]
    content = f"{third_person(verb)} {their(rest)} {when}"
    return _routine(sentence, match.start("verb") - 2, f"{verb} {rest}", content)


_SLEEP = re.compile(
    r"\bi\s+(?:(?:usually|normally|typically|always|generally|tend\s+to)\s+)?(?P<what>wake\s+up"
    r"|get\s+up|wake|go\s+to\s+bed|go\s+to\s+sleep|fall\s+asleep)\s+(?P<prep>at|around|by|before"
    r"|after)\s+(?P<time>\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight|noon)",
    re.I,
)
_CHRONOTYPE = re.compile(
    r"\bi(?:'m|\s+am)\s+(?P<neg>not\s+)?(?:(?:definitely|totally|such|more\s+of|really|very\s+much"
    r"|also|much\s+more\s+of)\s+)*(?:a|an)\s+(?P<type>morning\s+person|night\s+owl|early\s+bird"
    r"|early\s+riser|night\s+person|evening\s+person)\b",
    re.I,
)
_DAYS_OFF = re.compile(
    rf"\bi\s+(?:have|get|take)\s+(?P<days>{_DAYS}(?:\s+and\s+{_DAYS})?|weekends|the\s+weekends?)\s+off\b"
    rf"|\bmy\s+days?\s+off\s+(?:is|are)\s+(?P<days2>{_DAY}s?(?:\s+and\s+{_DAY}s?)?)"
    rf"|\bi(?:'m|\s+am)\s+off\s+(?:on\s+)?(?P<days3>{_DAYS}(?:\s+and\s+{_DAYS})?|weekends)\b",
    re.I,
)


def routines(sentence: Sentence) -> list[MemoryCandidate]:
    """Recurring habits, sleep times, chronotype and days off."""
    text = sentence.text
    found = [_habit(sentence, m) for m in _HABIT.finditer(text)]
    found += [_fronted(sentence, m) for m in _FRONTED.finditer(text)]
    found += [_sleep(sentence, m) for m in _SLEEP.finditer(text)]
    for match in _CHRONOTYPE.finditer(text):
        kind = " ".join(match.group("type").lower().split())
        content = f"is {'not ' if match.group('neg') else ''}{article(kind)} {kind}"
        found.append(_schedule(sentence, match.start(), keys.SCHEDULE_CHRONOTYPE, content))
    for match in _DAYS_OFF.finditer(text):
        days = match.group("days") or match.group("days2") or match.group("days3")
        found.append(_schedule(sentence, match.start(), keys.SCHEDULE_DAYS_OFF, f"has {days} off"))
    return [c for c in found if c is not None]


def _schedule(
    sentence: Sentence, start: int, space: keys.KeySpace, content: str
) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, start)
    if confidence is None:
        return None
    return candidate(sentence, space.key(), content, tags=("schedule",), confidence=confidence)


def _sleep(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    if can_date(sentence.text, sentence) or re.search(
        r"\b(?:tonight|tomorrow|today)\b", sentence.lower
    ):
        return None  # one night's plan, not a routine
    what = " ".join(match.group("what").lower().split())
    waking = what.startswith(("wake", "get"))
    space = keys.SCHEDULE_WAKE_TIME if waking else keys.SCHEDULE_BEDTIME
    verb = {"wake": "wakes up", "wake up": "wakes up", "get up": "gets up"}.get(what)
    verb = verb or {"go to bed": "goes to bed", "go to sleep": "goes to sleep"}.get(
        what, "falls asleep"
    )
    time = " ".join(match.group("time").split())
    return _schedule(
        sentence, match.start(), space, f"usually {verb} {match.group('prep').lower()} {time}"
    )


# -- events ---------------------------------------------------------------------------------------

_EVENT_NOUN = (
    r"(?:appointment|interview|exam|test|presentation|wedding|surgery|operation|procedure|trip"
    r"|flight|deadline|birthday|party|race|marathon|conference|vacation|holiday|check-?up|scan"
    r"|mri|recital|concert|review|demo|launch|defen[cs]e|graduation|funeral|hearing|audition"
    r"|ultrasound|date|game|match|competition|tournament|performance)s?"
)
_HAVE_EVENT = re.compile(
    r"\bi(?:\s+have|'ve\s+got|\s+got|\s+have\s+got)\s+(?P<det>a|an|my|the|another|our)\s+"
    rf"(?P<what>(?:[\w'-]+\s+){{0,3}}?{_EVENT_NOUN})\b",
    re.I,
)
_MY_EVENT = re.compile(
    rf"\b(?:my|our)\s+(?P<what>(?:[\w'-]+\s+){{0,3}}?{_EVENT_NOUN}(?:\s+to\s+[A-Z][\w'-]*)?)\s+is\b",
    re.I,
)
_TRAVEL = re.compile(
    r"(?i:\b(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:(?:both|all|also)\s+)?(?:flying|going"
    r"|travel(?:l)?ing|heading|driving|off)\s+(?:back\s+)?to\s+|\b(?:i|we)(?:'m|\s+am|'re|\s+are)"
    r"\s+(?P<visit>visiting)\s+)"
    r"(?P<place>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})",
)
_HAVING = re.compile(
    r"\bi(?:'m|\s+am)\s+having\s+(?P<what>(?:[\w-]+\s+)?(?:surgery|an\s+operation|a\s+procedure"
    r"|an?\s+mri|a\s+scan|a\s+c-section))(?P<on>\s+on\s+my\s+(?:left\s+|right\s+)?[a-z]+)?",
    re.I,
)


def _event(sentence: Sentence, start: int, key: str, what: str, end: int) -> MemoryCandidate | None:
    rest = phrase_after(sentence.text, end, max_words=8)
    confidence = self_confidence(sentence, start, owners=("self", "we"))
    if confidence is None or not can_date(rest, sentence):
        return None
    return candidate(
        sentence,
        keys.EVENT.key(key),
        f"{what} {dated(rest, sentence)}",
        importance=0.5,
        tags=("event",),
        confidence=confidence,
    )


def events(sentence: Sentence) -> list[MemoryCandidate]:
    """Dated events: "I have a job interview next Friday", "my exam is on Tuesday"."""
    text = sentence.text
    found: list[MemoryCandidate | None] = []
    for match in _HAVE_EVENT.finditer(text):
        what = " ".join(match.group("what").lower().split())
        det = match.group("det").lower()
        lead = article(what) if det in {"a", "an", "the", "another"} else "their"
        found.append(_event(sentence, match.start(), slug(what), f"has {lead} {what}", match.end()))
    for match in _MY_EVENT.finditer(text):
        what = " ".join(match.group("what").lower().split())
        found.append(
            _event(sentence, match.start(), slug(what), f"has {article(what)} {what}", match.end())
        )
    for match in _TRAVEL.finditer(text):
        place = match.group("place")
        what = f"visiting {place}" if match.group("visit") else f"traveling to {place}"
        found.append(_event(sentence, match.start(), "trip", what, match.end()))
    for match in _HAVING.finditer(text):
        what = " ".join(match.group(0).split()[2:])
        found.append(
            _event(sentence, match.start(), "surgery", f"having {their(what)}", match.end())
        )
    return [c for c in found if c is not None]


RULES: tuple[Rule, ...] = (routines, events)
