"""Proper names in what users write: organisations and places, as typed or title-cased."""

from __future__ import annotations

import re

from memory_service.extractors.rules.lexicon import ACRONYMS
from memory_service.extractors.rules.phrasing import phrase_after, proper, their
from memory_service.extractors.rules.reading import Sentence

_CAPITALISED = re.compile(
    r"[A-Z][\w&.'-]*(?:\s+(?:(?:of|de|la|del|and|&|the|upon|am|for)\s+"
    r"|on\s+(?!\d|(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur)days?|January|February|March|April|June|July"
    r"|August|September|October|November|December)\b))?(?!I\b)[A-Z0-9][\w&.'-]*)*"
)
"""A capitalised name of one or more words ("Bank of America", "Stratford upon Avon"), not
running on into "on" and a day, a month or a date ("Glenfield Hospital on Monday", "Berlin on
03/04/2025"; Sunday is left to "The Mail on Sunday")."""
_REGION = re.compile(
    r",\s+(?P<region>[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?)(?=\s*(?:$|[,.;!?]|\s+(?:and|but|so|now)\b))"
)
NAME_END = re.compile(
    r"\s*(?:[,;:.!?()]|\s[-–—]\s|\b(?:as|in|on|where|doing|since|for|with|at|from|and|but|so"
    r"|now|because|which|who|while|full[- ]time|part[- ]time|remotely|currently|originally"
    r"|though|until|this|next|last|these|lol|btw)\b)",
    re.I,
)
_NOT_NAMES = frozenset(
    w.replace("_", " ")
    for w in """home night nights the_moment the_weekend weekends myself free a_living it this that
    them him her you money fun hours now peanuts food minimum_wage cash tips a_while the_same_time
    the_time the_end least all the_start the_beginning fear denial hope peace my_head sin
    harmony comfort there here poverty luxury the_moment the_present the_past a_bubble
    the_dark work school it's a_company the_company a_firm a_business an_organization
    an_organisation a_corporation a_place a_job the_same_place""".split()
)


def with_acronyms(words: str) -> str:
    """`words` with known acronyms upper-cased ("cto" -> "CTO")."""
    return " ".join(w.upper() if w.lower() in ACRONYMS else w for w in words.split())


def name_at(sentence: Sentence, start: int, *, region: bool = False) -> str | None:
    """A proper name (organisation, place) starting at `start`, as the user wrote or title-cased."""
    text = sentence.text
    the = re.match(r"the\s+(?=[A-Z])", text[start:])
    match = _CAPITALISED.match(text, start + (the.end() if the else 0))
    if match and the:
        return f"the {match.group(0).rstrip('.,')}"
    if match:
        name = match.group(0).rstrip(".,'")
        tail = _REGION.match(text, match.end()) if region else None
        return f"{name}, {tail.group('region')}" if tail else name
    phrase = phrase_after(text, start, max_words=5, stops=NAME_END)
    lowered = phrase.lower()
    if not phrase or lowered in _NOT_NAMES or not re.fullmatch(r"[a-z][a-z0-9 '&-]*", lowered):
        return None
    if re.match(r"(?:a|an|the|my)\s", lowered):
        return their(phrase)
    return proper(phrase) if len(phrase.split()) <= 3 else None
