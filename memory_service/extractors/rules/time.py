"""Time rules: routines ("I run every Tuesday"), dated events, and goals.

Events are kept only when their date can be pinned down (relative dates are resolved against
when the message was said); a routine needs a recurrence ("every", "on Mondays", "twice a week").
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import LANGUAGES, MEDICATIONS, alternation
from memory_service.extractors.rules.text import (
    Made,
    Rule,
    Sentence,
    article,
    can_date,
    candidate,
    collect,
    dated,
    phrase_after,
    self_confidence,
    slug,
    their,
    third_person,
)
from memory_service.schemas import Confidence, MemoryCandidate

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
    rf"(?P<verb>[a-z]+)\b(?P<mid>(?:(?!\bi\b)[^,.;!?])*?)\b(?P<rec>{_RECURRENCE})\b",
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


# -- goals ----------------------------------------------------------------------------------------

_LANG_ALT = alternation(LANGUAGES)
_GOAL_OBJECT = (
    r"lose\s+(?:some\s+|the\s+baby\s+|a\s+(?:bit|lot)\s+of\s+)?(?:weight|fat|belly\s+fat"
    r"|\d+\s*(?:kg|kilos|lbs?|pounds|stone))"
    r"|gain\s+(?:some\s+)?(?:weight|muscle|\d+\s*(?:kg|kilos|lbs?|pounds))"
    r"|build\s+(?:muscle|strength|endurance|(?:a|my\s+own)\s+(?:business|startup|company))"
    r"|get\s+(?:fit|fitter|in\s+shape|back\s+in\s+shape|stronger|healthier|promoted|a\s+promotion"
    r"|a\s+(?:new\s+)?job|better\s+at\s+\w+|into\s+\w+|my\s+(?:driver'?s|drivers|driving)\s+licen[cs]e"
    r"|certified|a\s+degree|my\s+degree|a\s+phd|my\s+phd|a\s+master'?s|out\s+of\s+debt|sober)"
    r"|learn\s+(?!more\b|about\b|this\b|that\b|it\b|what\b|why\b|how\s+(?:this|it|the|you)\b)\w+"
    r"|run\s+(?:a|an|my\s+first|the|another)?\s*(?:sub[- ]?\S+\s+|full\s+)?(?:marathon"
    r"|half[- ]marathon|5k|10k|ultra(?:marathon)?|triathlon|race|mile)"
    r"|(?:quit|stop)\s+(?:smoking|drinking|vaping|caffeine|sugar|snacking|procrastinating"
    r"|biting\s+my\s+nails|my\s+job|eating\s+\w+)"
    r"|cut\s+(?:down|back)\s+on\s+\w+|save\s+(?:money|up|for\s+\w+|\$?\d+)"
    r"|pay\s+off\s+(?:my|the|our)\s+\w+|become\s+(?:a|an|fluent|more)\s+\w+"
    rf"|speak\s+(?:{_LANG_ALT}|fluently|fluent)|travel\s+(?:more|the\s+world|around)"
    r"|visit\s+[A-Z]\w+|move\s+(?:to\s+[A-Z]\w+|abroad|closer)|retire\s+(?:early|by|at|in)"
    r"|start\s+(?:a\s+business|my\s+own\s+\w+|a\s+company|a\s+podcast|a\s+blog|running|lifting"
    r"|working\s+out|exercising|meditating|journaling|investing|a\s+family|a\s+youtube\s+channel)"
    r"|write\s+(?:a\s+book|a\s+novel|my\s+thesis|a\s+memoir|my\s+dissertation)"
    r"|finish\s+(?:my\s+(?:thesis|degree|phd|dissertation|novel|book)|a\s+marathon)"
    r"|pass\s+(?:my|the)\s+(?:\w+\s+)?(?:exam|test|bar|certification)"
    r"|read\s+(?:more|\d+\s+books)|eat\s+(?:healthier|better|less\s+\w+|more\s+\w+|clean)"
    r"|sleep\s+(?:more|better|earlier)|drink\s+(?:less|more\s+water)"
    rf"|improve\s+my\s+(?:{_LANG_ALT}|fitness|health|sleep|diet|writing|running|endurance"
    r"|credit\s+score|posture|public\s+speaking)"
)
_WANT = re.compile(
    r"\bi(?:\s+|(?='))(?:really\s+)?(?P<verb>want|hope|plan|intend|aim|need|would\s+love|'d\s+love"
    rf"|'d\s+like|would\s+like)\s+to\s+(?P<goal>(?:{_GOAL_OBJECT})\b)",
    re.I,
)
_MY_GOAL = re.compile(
    r"\bmy\s+(?:(?:main|big|biggest|current|new\s+year's|fitness|long[- ]term|ultimate|personal"
    r"|career|one)\s+)*(?P<verb>goal|aim|dream|resolution|plan|ambition)\s+(?:(?:this|for\s+the)\s+"
    r"year\s+|for\s+\w+\s+|right\s+now\s+)?is\s+to\s+(?P<goal>\w)",
    re.I,
)
_TRYING = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|really\s+|also\s+)?(?P<verb>trying|aiming|hoping|planning"
    rf"|working\s+(?:on|towards?))\s+to\s+(?P<goal>(?:{_GOAL_OBJECT})\b)",
    re.I,
)
_TRAINING = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|also\s+)?(?P<verb>training|saving(?:\s+up)?|studying"
    r"|preparing)\s+for\s+(?P<goal>\S)"
    r"|\bi(?:'m|\s+am)\s+(?:currently\s+|also\s+|slowly\s+)?(?P<toward>working\s+towards?)\s+"
    r"(?P<target>(?:my|a|an|getting)\s+\S)",
    re.I,
)
_LEARNING = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|also\s+|slowly\s+|finally\s+)?learning\s+(?P<goal>\S)",
    re.I,
)
_NOT_LEARNING = re.compile(
    r"^(?:a\s+lot|about|how\s+(?:this|it|the|you)|the\s+(?!piano|guitar|violin|drums|cello"
    r"|ukulele|flute|saxophone|trumpet)|that|this|it|so|more|lots|from|as\s+i\s+go|fast|quickly"
    r"|to\s+(?:live|accept|love|let))\b",
    re.I,
)
_TRAINING_FOR = re.compile(
    r"(?:marathon|half[- ]marathon|5k|10k|ultra|triathlon|race|competition|tournament|meet"
    r"|ironman|season|exam|test|bar|gre|gmat|sat|lsat|mcat|certification|interview|finals"
    r"|house|home|wedding|car|trip|retirement|deposit|holiday|vacation)\b",
    re.I,
)
_GOAL_TOPICS: tuple[tuple[str, str], ...] = (
    ("weight", r"\b(?:lose|gain)\b.*\b(?:weight|fat|kg|kilos|lbs?|pounds|stone)\b"),
    ("running", r"\b(?:marathon|5k|10k|ultra|triathlon|race|mile|running)\b"),
    ("fitness", r"\b(?:fit|fitter|shape|stronger|muscle|strength|endurance|working\s+out)\b"),
    ("finance", r"\b(?:save|saving|pay\s+off|debt|money|house|deposit|retire|retirement)\b"),
    ("exam", r"\b(?:exam|test|bar|certification|gre|gmat|sat|lsat|mcat|finals)\b"),
)


def _goal_key(goal: str) -> str:
    lowered = goal.lower()
    learn = re.match(
        r"learn(?:ing)?\s+(?:how\s+)?(?:to\s+)?(?:(?:play|speak|cook|make)\s+)?(?:the\s+)?(?P<what>.+)",
        lowered,
    )
    if learn:
        return keys.GOAL_LEARN.key(slug(learn.group("what"), max_words=2))
    quit_ = re.match(r"(?:quit|stop|quitting|stopping)\s+(?P<what>.+)", lowered)
    if quit_:
        return keys.GOAL_QUIT.key(slug(quit_.group("what"), max_words=2))
    for topic, pattern in _GOAL_TOPICS:
        if re.search(pattern, lowered):
            return keys.GOALS[topic].key()
    return keys.GOAL.key(slug(lowered, max_words=3))


def _goal(sentence: Sentence, start: int, content: str, goal: str) -> MemoryCandidate | None:
    confidence: Confidence | None = self_confidence(sentence, start)
    if confidence is None:
        return None
    return candidate(
        sentence,
        _goal_key(goal),
        dated(their(content), sentence),
        importance=0.6,
        tags=("goal",),
        confidence=confidence,
    )


def _goal_phrase(sentence: Sentence, start: int) -> str:
    stops = re.compile(
        r"\s*(?:[,;:.!?()]|\b(?:but|because|so|since|which|and\s+i|though|lol)\b)", re.I
    )
    return phrase_after(sentence.text, start, max_words=12, stops=stops)


_GOAL_LEAD = {
    "trying": "trying to",
    "aiming": "aiming to",
    "planning": "plans to",
    "plan": "plans to",
}


def _wanted(sentence: Sentence, match: re.Match[str]) -> Made:
    goal = _goal_phrase(sentence, match.start("goal"))
    lead = _GOAL_LEAD.get(match.group("verb").lower(), "wants to")
    return _goal(sentence, match.start(), f"{lead} {goal}", goal)


def _my_goal(sentence: Sentence, match: re.Match[str]) -> Made:
    goal = _goal_phrase(sentence, match.start("goal"))
    lead = "plans to" if match.group("verb").lower() == "plan" else "wants to"
    return _goal(sentence, match.start(), f"{lead} {goal}", goal) if goal else None


def _training(sentence: Sentence, match: re.Match[str]) -> Made:
    if match.group("toward"):
        target = _goal_phrase(sentence, match.start("target"))
        if len(target.split()) > 5 or _NOT_LEARNING.match(target):
            return None
        return _goal(sentence, match.start(), f"working towards {target}", target)
    goal = _goal_phrase(sentence, match.start("goal"))
    if not _TRAINING_FOR.search(goal) or len(goal.split()) > 6:
        return None
    verb = " ".join(match.group("verb").lower().split())
    return _goal(sentence, match.start(), f"{verb} for {goal}", f"{verb} {goal}")


def _learning(sentence: Sentence, match: re.Match[str]) -> Made:
    goal = _goal_phrase(sentence, match.start("goal"))
    if not goal or _NOT_LEARNING.match(goal) or len(goal.split()) > 5:
        return None
    return _goal(sentence, match.start(), f"learning {goal}", f"learning {goal}")


def goals(sentence: Sentence) -> list[MemoryCandidate]:
    """Goals: "I want to lose 10 kg", "my goal is to run a marathon", "I'm learning Spanish"."""
    return collect(
        sentence,
        (
            (_WANT, _wanted),
            (_TRYING, _wanted),
            (_MY_GOAL, _my_goal),
            (_TRAINING, _training),
            (_LEARNING, _learning),
        ),
    )


RULES: tuple[Rule, ...] = (routines, events, goals)
