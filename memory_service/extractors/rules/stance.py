"""Who a statement is about and how it is said: the owner of the words at a position (the
user, a household member, someone else) and whether they are negated, hedged, hypothetical or
in the past, so each rule only has to recognise its own phrasing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memory_service.extractors.rules.reading import Sentence
from memory_service.language.sentences import NEGATIONS, phrase_pattern
from memory_service.schemas import Confidence

_LOOKBACK_CHARS = 160  # subjects, negations and "if" are looked for this far back

# -- who is it about, and how is it said -----------------------------------------------------------

HOUSEHOLD_PARTNER = frozenset(
    {"wife", "husband", "partner", "boyfriend", "girlfriend", "fiance", "fiancee", "spouse"}
)
HOUSEHOLD_CHILD = frozenset(
    {"son", "daughter", "kid", "kids", "child", "children", "baby", "toddler", "boy", "girl"}
)
HOUSEHOLD_PET = frozenset({"dog", "cat", "puppy", "kitten"})
_RELATIONS = (
    "wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|spouse|son|daughter|kids?|child"
    "|children|baby|toddler|boy|girl|mom|mum|mother|dad|father|parents|brother|sister|siblings?"
    "|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|dog|cat|puppy|kitten"
)
_SUBJECT = re.compile(
    r"\b(?:(?P<self>i'm|i've|i'd|i'll|i|myself)"
    rf"|(?P<rel>my\s+(?:(?:little|older|younger|big|baby|eldest|oldest|youngest)\s+)?"
    rf"(?P<relword>{_RELATIONS})(?:'s)?)"
    r"|(?P<we>we|we're|we've|our|us)"
    r"|(?P<other>he|she|they|you|he's|she's|they're|you're|his|her|their|your|him|them"
    r"|someone|somebody|anyone|anybody|everyone|everybody|nobody|people|person|friends?"
    r"|guests?|clients?|customers?|patients?|students?|colleagues?|co-?workers?|boss|team"
    r"|character|protagonist|girl|boy|man|woman|guy|kids?|child|children|who|whose|mom|mum"
    r"|dad|mother|father|brother|sister|parents|family|roommates?|flatmates?|neighbou?rs?"
    r"|doctor|teacher|coach|readers?|users?|audience|it|it's|that's|there's|this)"
    r"|(?P<my>my))\b"
)
_NAME_SUBJECT = re.compile(
    r"\b(?!I\b)[A-Z][a-z]+(?:'s)?(?:\s*\([^()]{1,30}\))?(?=\s+(?:is|has|was|takes|uses|carries|eats|lives|works"
    r"|does|doesn't|isn't|can't|and|who|gets)\b)"
)
_FILLER = re.compile(
    r"^(?:[\s\W]|also|and|plus|btw|fyi|oh|so|just|ps|note|but|yeah|yes|yep|well|ok|okay|hey"
    r"|hi|hello|quick|heads|up|for|the|record|fwiw|context|reference|to|be|clear|reminder"
    r"|remember|actually|anyway|know|you|should|honestly|sorry|again|severe|severely|mild"
    r"|very|bad|serious|really)*$",
    re.I,
)
_NEGATION = phrase_pattern(NEGATIONS)
_SCOPED_NEGATION = re.compile(
    r"\b(?:don't think|do not think|doubt|no way|never said|didn't say|not saying|it's not like"
    r"|not that|wish|as if|pretending|joking|kidding)\b"
)
_HYPOTHETICAL = re.compile(
    r"\b(?:if|suppose|supposing|imagine|hypothetically|let's say|lets say|what if|in case"
    r"|assuming|unless|whether|wish|would be|were to)\b"
)
_PAST = re.compile(r"\b(?:used to|was|were|had been|formerly|no longer)\b")


_JOKE = re.compile(r"\b(?:lol|lmao|haha+|jk|rofl|literally|honestly)\b|[😂🤣🙃😅]")
_MAX_SUBJECT_DISTANCE = 80


@dataclass(frozen=True)
class Stance:
    """Who the words at a position are about, and how they are said."""

    owner: str
    between: str = ""
    negated: bool = False
    hypothetical: bool = False
    past: bool = False
    hedged: bool = False


def _subject_before(sentence: Sentence, start: int) -> tuple[str, int] | None:
    window = max(0, start - _LOOKBACK_CHARS)
    best: tuple[str, int] | None = None
    for match in _SUBJECT.finditer(sentence.lower, window, start):
        best = (_owner_of(match), match.end())
    for match in _NAME_SUBJECT.finditer(sentence.text, window, start):
        if best is None or match.end() > best[1]:
            best = ("other", match.end())
    return best


def _owner_of(match: re.Match[str]) -> str:
    if match.group("self") or match.group("my"):
        return "self"
    if match.group("rel"):
        word = match.group("relword").replace("é", "e")
        return word
    if match.group("we"):
        return "we"
    return "other"


def _owner_and_between(sentence: Sentence, start: int) -> tuple[str, str]:
    """The owner of the words at `start` and the text between that subject and them."""
    prefix = sentence.lower[:start]
    own = _SUBJECT.match(sentence.lower, start)
    if own is not None and (own.group("self") or own.group("we")):
        return _owner_of(own), ""
    subject = _subject_before(sentence, start)
    if subject is None:
        # No subject at all: chat drops the "I" ("Allergic to penicillin", "vegan btw").
        short = start <= _LOOKBACK_CHARS and (
            len(prefix.split()) <= 8 or _FILLER.match(prefix) is not None
        )
        return ("self" if short else "none"), prefix
    owner, end = subject
    between = prefix[end:]
    return (owner if len(between) <= _MAX_SUBJECT_DISTANCE else "none"), between


_FUTURE_SUBJECT = re.compile(
    r"\bi(?:'ll|'d|\s+will|\s+would)\b(?!\s+(?:really\s+)?(?:love|like)\s+to\b)"
)


def _future_subject(sentence: Sentence, start: int) -> bool:
    """True when the nearest "I" before `start` speaks of the future or a wish ("I'll", "I'd")."""
    before = max(0, start - 40)
    window = sentence.lower[before : start + 30]
    last_i = [m for m in re.finditer(r"\bi(?:'\w+)?\b", window) if m.start() <= start - before]
    return bool(last_i) and _FUTURE_SUBJECT.match(window, last_i[-1].start()) is not None


def stance(sentence: Sentence, start: int) -> Stance:
    """Judge the words at `start`: their owner (nearest subject before them) and modality.

    When the words open with their own subject ("I ...", "we ..."), that subject is the owner.
    """
    recent = sentence.lower[max(0, start - _LOOKBACK_CHARS) : start]
    owner, between = _owner_and_between(sentence, start)
    return Stance(
        owner=owner,
        between=between,
        negated=bool(_NEGATION.search(between) or _SCOPED_NEGATION.search(recent)),
        hypothetical=_HYPOTHETICAL.search(recent) is not None or _future_subject(sentence, start),
        past=bool(_PAST.search(between)) or sentence.long_ago_at(start),
        hedged=sentence.hedged,
    )


def self_confidence(
    sentence: Sentence,
    start: int,
    *,
    owners: Iterable[str] = ("self",),
    allow_past: bool = False,
) -> Confidence | None:
    """Confidence ("low"/"medium") when the words at `start` state something about the user now."""
    if sentence.question or sentence.task:
        return None
    judged = stance(sentence, start)
    if judged.owner not in set(owners):
        return None
    if judged.negated or judged.hypothetical or (judged.past and not allow_past):
        return None
    return "low" if judged.hedged else "medium"


def long_ago(sentence: Sentence) -> bool:
    """True when the sentence speaks of childhood or long ago ("as a kid", "growing up")."""
    return sentence.long_ago


def is_joke(sentence: Sentence) -> bool:
    """True when the sentence carries a joking marker ("lol", "literally", an emoji)."""
    return _JOKE.search(sentence.lower) is not None
