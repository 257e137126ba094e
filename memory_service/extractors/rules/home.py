"""Home and profile rules: where the user lives, where they are from, name, age, languages.

Subjects that hold one value at a time share one key: `location.home` ("I live in Berlin",
"I moved to Munich"), `profile.age`.
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import (
    LANGUAGES,
    MEDICATION_SUFFIX,
    MEDICATIONS,
    NATIONALITIES,
    alternation,
)
from memory_service.extractors.rules.names import name_at
from memory_service.extractors.rules.phrasing import (
    Rule,
    dated,
    fact,
    phrase_after,
    retraction,
    slug,
    stated_fact,
    their,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import self_confidence
from memory_service.schemas import MemoryCandidate

# -- where the user lives -------------------------------------------------------------------------

_LIVE_IN = re.compile(
    r"(?:\b(?P<subj>i|we|and|but)\s+|^)(?:currently\s+|now\s+|still\s+|also\s+|actually\s+)?"
    r"(?:live|reside|am\s+living|'m\s+living|are\s+living|'re\s+living|living)\s+in\s+"
    r"(?P<place>\S)",
    re.I,
)
_BASED_IN = re.compile(
    r"\b(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:currently\s+|now\s+)?based\s+(?:in|out\s+of)\s+"
    r"(?P<place>\S)",
    re.I,
)
_MOVED_TO = re.compile(
    r"(?:\b(?:i|we)\s+|^(?:(?:so|well|ok|okay|yeah|hey|hi|update)[,:!\s]+)*)(?:(?:just|recently|finally"
    r"|have|'ve)\s+)*(?:moved|relocated)\s+(?:(?:away\s+)?(?:from|out\s+of)\s+\S+(?:\s+\S+){0,2}?\s+)?"
    r"(?:back\s+)?to\s+"
    r"(?!(?:tears|a|an|the|another|part|full"
    r"|nights|days|remote|working|work|be|live|a\s+new)\b)(?P<place>\S)",
    re.I,
)
"""A move, said with its "I" or without it in chat ("just moved to manchester, loving it"), and
where from ("I moved from Leeds to Bristol", "we moved out of leeds to york")."""
_MOVED_AWAY = re.compile(
    r"(?i:(?:\b(?:i|we)\s+|^(?:(?:so|well|ok|okay|yeah|hey|hi|update)[,:!\s]+)*)(?:(?:just|recently"
    r"|finally|have|'ve|had|'d|already)\s+)*(?:moved|relocated)\s+(?:away\s+from|out\s+of)\s+)"
    r"(?P<place>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\b(?!\s+(?:\w+\s+){0,3}?(?i:to)\b)",
)
"""A move away from a named place with nowhere new said ("I moved out of Hamburg last week"): the
home there is no longer theirs (`_MOVED_TO` keeps the new one when it is said)."""
_MOVING_TO = re.compile(
    r"\b(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:(?:soon|finally|also)\s+)?(?:moving|relocating)\s+"
    r"(?:back\s+)?to\s+(?P<place>\S)",
    re.I,
)
_FROM = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:originally\s+)?from\s+(?P<place>\S)"
    r"|\bi\s+(?:was\s+born\s+and\s+raised|grew\s+up|was\s+born)\s+in\s+(?P<grew>\S)",
    re.I,
)
_LIVE_WITH = re.compile(
    r"\bi\s+(?:currently\s+|still\s+|now\s+)?live\s+(?P<who>with\s+(?:my\s+)?(?:parents|mom|mum"
    r"|dad|roommates?|flatmates?|housemates?|partner|boyfriend|girlfriend|wife|husband|family"
    r"|grandparents|kids|sister|brother|friends?|in-laws|\w+\s+roommates?)|alone|by\s+myself"
    r"|on\s+my\s+own)\b",
    re.I,
)
_HOUSING = re.compile(
    r"^(?:a|an|the|my)\s+(?:[\w-]+\s+){0,2}?(?:apartment|flat|house|condo|studio|dorm|houseboat"
    r"|van|townhouse|bungalow|cabin|caravan|tiny\s+house|shared\s+house|flatshare|rv|camper)$",
    re.I,
)
_GENERIC_PLACES = re.compile(
    r"^(?:a|the)\s+(?:(?:small|big|little|quiet|rural|coastal|college)\s+)?(?:town|village"
    r"|suburbs?|countryside|city|rural\s+area|mountains|country|island)$",
    re.I,
)
_TIMEZONE = re.compile(
    r"\b(?:i'm|i\s+am|we're)\s+(?:in|on)\s+(?P<tz>PST|PDT|PT|EST|EDT|ET|CST|CDT|MST|CET|CEST|GMT"
    r"|UTC|BST|IST|JST|AEST|AEDT|(?:UTC|GMT)\s?[+-]\s?\d{1,2})\b|\bmy\s+time\s?zone\s+is\s+"
    r"(?P<tz2>[A-Za-z/_+-]+\d*)",
)


_MEDICINE = re.compile(rf"(?:{alternation(MEDICATIONS)}|{MEDICATION_SUFFIX})\b", re.I)


def _place(sentence: Sentence, start: int) -> tuple[str, str] | None:
    """(key, place) for where someone lives: a city (location.home) or a dwelling (housing); not
    a medicine ("Moved from Ozempic to Mounjaro 5mg")."""
    place = name_at(sentence, start, region=True)
    if place is None or _MEDICINE.match(place):
        return None
    if _HOUSING.match(place):
        return keys.LOCATION_HOUSING.key(), place
    if re.match(r"(?:a|an|the|their)\s+[a-z]", place) and not _GENERIC_PLACES.match(place):
        return None
    return keys.LOCATION_HOME.key(), place


def lives_in(
    sentence: Sentence, start: int, place_start: int, confidence_start: int
) -> MemoryCandidate | None:
    """ "Lives in <place>" for the place at `place_start`, judged from `confidence_start`."""
    confidence = self_confidence(sentence, confidence_start, owners=("self", "we"))
    found = _place(sentence, place_start)
    if confidence is None or found is None:
        return None
    key, place = found
    return fact(sentence, key, f"lives in {place}", confidence, "location", importance=0.7)


def location(sentence: Sentence) -> list[MemoryCandidate]:
    """Home city ("I live in Berlin", "I moved to Munich": one key), origin, housing, timezone."""
    text, found = sentence.text, []
    for match in _LIVE_IN.finditer(text):
        elided = (match.group("subj") or "and").lower() in {"and", "but"}
        found.append(
            lives_in(
                sentence,
                match.start(),
                match.start("place"),
                match.start() if elided else match.end("subj"),
            )
        )
    for match in [*_BASED_IN.finditer(text), *_MOVED_TO.finditer(text)]:
        found.append(lives_in(sentence, match.start(), match.start("place"), match.start()))
    found += [_moved_away(sentence, m) for m in _MOVED_AWAY.finditer(text)]
    found += [_moving(sentence, m) for m in _MOVING_TO.finditer(text)]
    found += [_origin(sentence, m) for m in _FROM.finditer(text)]
    for match in _LIVE_WITH.finditer(text):
        who = their(" ".join(match.group("who").split()))
        found.append(
            stated_fact(
                sentence, match.start(), keys.LOCATION_HOUSEHOLD.key(), f"lives {who}", "location"
            )
        )
    for match in _TIMEZONE.finditer(text):
        zone = match.group("tz") or match.group("tz2")
        found.append(
            stated_fact(
                sentence,
                match.start(),
                keys.LOCATION_TIMEZONE.key(),
                f"time zone is {zone}",
                "location",
            )
        )
    return [c for c in found if c is not None]


_BACK = re.compile(r"\b(?:back|returned|again)\b", re.I)
"""A move away undone in the same sentence ("... in 2010 but moved back in 2015")."""


def text_after(match: re.Match[str]) -> str:
    return match.string[match.end() :]


def _moved_away(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, match.start(), owners=("self", "we"), allow_past=True)
    if confidence is None or sentence.long_ago_at(match.start()) or _BACK.search(text_after(match)):
        return None
    return retraction(sentence, keys.LOCATION_HOME.key(), match.group("place").lower())


def _moving(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, match.start(), owners=("self", "we"))
    place = name_at(sentence, match.start("place"))
    if confidence is None or place is None or re.match(r"(?:a|an|the|their)\s", place):
        return None
    rest = phrase_after(sentence.text, match.start("place") + len(place), max_words=6)
    when = dated(rest, sentence) if rest and sentence.said_at else ""
    content = f"moving to {place}{' ' + when if when and when != rest else ''}"
    return fact(sentence, keys.LOCATION_UPCOMING_MOVE.key(), content, confidence, "location")


def _origin(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    start = match.start("place") if match.group("place") else match.start("grew")
    place = name_at(sentence, start, region=True)
    confidence = self_confidence(sentence, match.start(), allow_past=True)
    if place is None or confidence is None or not place[:1].isupper():
        return None
    verb = "is from" if match.group("place") else "grew up in"
    return fact(sentence, keys.PROFILE_ORIGIN.key(), f"{verb} {place}", confidence, "profile")


# -- profile --------------------------------------------------------------------------------------

_MY_NAME = re.compile(
    r"(?i:(?:\bmy\s+|^)name(?:'s|\s+is)\s+)(?P<name>[A-Za-z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
)
_NOT_NAME_WORDS = frozenset(
    """on not the a an in also spelled pronounced actually just literally at for and so going
    gonna getting being been coming still now up down out there here everywhere mud printed
    written listed mentioned credited included known famous""".split()
)
"""Words after "my name's" that say something about the name, not what it is ("my name's going
to be on an actual record", "my name is on the list", "my name's mud")."""
_AGE = re.compile(
    r"\bi(?:'m|\s+am)\s+(?P<age>\d{2})(?:\s+(?:years?|yrs?)\s+old\b|\s*(?:yo|y/o)\b"
    r"|(?=\s*(?:$|[,.!;]|\s+and\b|\s+but\b|\s+so\b|\s+now\b|\s+today\b|\s+as\s+of\b)))"
    r"|\bi\s+(?:just\s+)?turned\s+(?P<turned>\d{2})\b(?!\s*(?:minutes|%|-))",
    re.I,
)
_LANGUAGE_ALT = alternation(LANGUAGES)
_SPEAK = re.compile(
    r"\bi\s+(?:also\s+|only\s+|can\s+)?speak\s+(?P<level>(?:a\s+little|a\s+bit\s+of|some|basic"
    r"|fluent|conversational|decent|broken|native)\s+)?"
    rf"(?P<langs>(?:{_LANGUAGE_ALT})"
    rf"(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)(?:{_LANGUAGE_ALT}))*)\b",
    re.I,
)
_NATIVE = re.compile(
    rf"\bmy\s+(?:first|native|mother)\s+(?:language|tongue)\s+is\s+(?P<lang>{_LANGUAGE_ALT})\b"
    rf"|\b(?P<lang2>{_LANGUAGE_ALT})\s+(?P<neg>is\s+not|isn't)\s+my\s+(?:first|native|mother)"
    r"\s+(?:language|tongue)\b"
    rf"|\b(?P<lang3>{_LANGUAGE_ALT})\s+is\s+my\s+(?:first|native|mother)\s+(?:language|tongue)\b",
    re.I,
)
_NATIONALITY = re.compile(
    rf"\bi(?:'m|\s+am)\s+(?:(?:half|proudly|also)\s+)?(?P<nat>{alternation(NATIONALITIES)})\b"
    r"(?=\s*(?:$|[,.;!?]|\s+(?:and|but|so|btw|by|too|myself|living|based)\b))",
    re.I,
)
_BEGINNER = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:(?:pretty|very|fairly|totally|completely|relatively|quite|still)\s+)?"
    r"(?:new\s+to|a\s+(?:complete\s+|total\s+|absolute\s+)?(?:beginner|newbie|novice)\s+(?:at|in|with)"
    r"|just\s+(?:starting|getting\s+started)\s+(?:out\s+)?(?:with|in))\s+(?P<topic>\S)",
    re.I,
)


def profile(sentence: Sentence) -> list[MemoryCandidate]:
    """Name, age, languages, nationality, and what the user is new to."""
    found: list[MemoryCandidate | None] = [_name(sentence), _age(sentence)]
    text = sentence.text
    for match in _SPEAK.finditer(text):
        langs = _title_langs(" ".join(match.group("langs").split()))
        level = " ".join((match.group("level") or "").lower().split())
        content = f"speaks {level + ' ' if level else ''}{langs}"
        found.append(
            stated_fact(sentence, match.start(), keys.PROFILE_LANGUAGES.key(), content, "profile")
        )
    for match in _NATIVE.finditer(text):
        found.append(_native(sentence, match))
    for match in _NATIONALITY.finditer(text):
        nat = match.group("nat").title()
        found.append(
            stated_fact(
                sentence, match.start(), keys.PROFILE_NATIONALITY.key(), f"is {nat}", "profile"
            )
        )
    for match in _BEGINNER.finditer(text):
        found.append(_beginner(sentence, match))
    return [c for c in found if c is not None]


def _title_langs(langs: str) -> str:
    return re.sub(rf"\b(?:{_LANGUAGE_ALT})\b", lambda m: m.group(0).title(), langs, flags=re.I)


def _name(sentence: Sentence) -> MemoryCandidate | None:
    match = _MY_NAME.search(sentence.text)
    if match is None or match.group("name").split()[0].lower() in _NOT_NAME_WORDS:
        return None
    name = " ".join(w[:1].upper() + w[1:] for w in match.group("name").split())
    return stated_fact(
        sentence, match.start(), keys.PROFILE_NAME.key(), f"name is {name}", "profile"
    )


def _age(sentence: Sentence) -> MemoryCandidate | None:
    match = _AGE.search(sentence.text)
    age = match and (match.group("age") or match.group("turned"))
    if match is None or not age or not 13 <= int(age) <= 99:
        return None
    when = f" (as of {sentence.said_at.date().isoformat()})" if sentence.said_at else ""
    return stated_fact(
        sentence, match.start(), keys.PROFILE_AGE.key(), f"is {age} years old{when}", "profile"
    )


def _native(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    lang = (match.group("lang") or match.group("lang2") or match.group("lang3")).title()
    if match.group("neg"):
        content = f"{lang} is not their first language"
    else:
        content = f"native language is {lang}"
    return stated_fact(
        sentence, match.start(), keys.PROFILE_NATIVE_LANGUAGE.key(), content, "profile"
    )


def _beginner(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    topic = phrase_after(sentence.text, match.start("topic"), max_words=4)
    if not topic or re.match(
        r"(?:this|that|it|here|the\s+(?:app|site|platform|chat))\b", topic, re.I
    ):
        return None
    return stated_fact(
        sentence, match.start(), keys.SKILL.key(slug(topic)), f"new to {their(topic)}", "skill"
    )


RULES: tuple[Rule, ...] = (location, profile)
