"""Phrasing for the rules: the phrase after a match, list items, key segments, third-person
wording, and the candidate memories a rule returns.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import self_confidence
from memory_service.extractors.rules.third_person import MINE
from memory_service.language.dates import (
    has_relative_date,
    remove_relative_dates,
    resolve_relative_dates,
)
from memory_service.schemas import Confidence, EntryType, MemoryCandidate

# -- phrases --------------------------------------------------------------------------------------

_PHRASE_END = re.compile(
    r"\s*(?:[,;:.!?()\[\]{}]|\s[-–—]+(?:\s|$)|\b(?:so|but|because|cause|cuz|since|which|that"
    r"|who|when|whenever|if|though|although|while|unless|except|especially|like|lol|haha"
    r"|lmao|btw|fyi|please|thanks|thank you|as well|too|either|anymore|right now|at the moment"
    r"|these days|nowadays|for now|now|here|and (?:i|i'm|my|we|it|also|so|then|am"
    r"|have|has|is|carry|take|use|can't|cannot|need|want|work|live|love|hate|like|prefer)"
    r"|or (?:i|my|something|anything|so|whatever))\b)",
    re.I,
)
_LIST_END = re.compile(
    r"\s*(?:[;:.!?()\[\]{}]|\s[-–—]+(?:\s|$)|\b(?:so|but|because|cause|cuz|since|which|that"
    r"|who|when|whenever|if|though|although|while|unless|except|especially|like|lol|haha"
    r"|lmao|btw|fyi|please|thanks|as well|too|either|anymore|right now|at the moment"
    r"|these days|nowadays|for now|now|here|and (?:i|i'm|my|we|it|also|so|then|am"
    r"|have|has|is|carry|take|use|can't|cannot|need|want)|or (?:i|my|something|anything|so))\b)",
    re.I,
)
_ITEM_SPLIT = re.compile(
    r"\s*(?:,|&|/|\band\b|\bor\b|\bplus\b|\bas well as\b|\bn\b|\b'n'\b)\s*", re.I
)
_LEADING_ARTICLE = re.compile(r"^(?:a|an|the|any|some|all|most|certain|my|most kinds of)\s+", re.I)
_NEEDS_NEXT = frozenset(
    """a an the my your his her their our its this that these those of for to with from by at in
    on into about as and or but than some any every each no""".split()
)
"""Words a phrase cut at its last word cannot end on ("for a week for a")."""
_NOT_AN_ITEM = frozenset(
    """a an the it that this them those these you me him her us i my your his their our is
    are am was be have has had do does did can will so very really also just carry take use
    eat get make go anything nothing something everything stuff things all none""".split()
)


def phrase_after(
    text: str, start: int, *, max_words: int = 8, stops: re.Pattern[str] = _PHRASE_END
) -> str:
    """The words from `start` up to the end of their clause (at most `max_words`)."""
    rest = text[start:]
    end = stops.search(rest)
    words = (rest[: end.start()] if end else rest).split()
    if len(words) > max_words:  # cut short: never end on a word that needs the next one
        words = words[:max_words]
        while words and words[-1].lower() in _NEEDS_NEXT:
            words.pop()
    return " ".join(words)


def list_after(text: str, start: int) -> str:
    """Like `phrase_after`, but commas continue a list ("peanuts, tree nuts and sesame")."""
    return phrase_after(text, start, max_words=14, stops=_LIST_END)


def split_items(phrase: str, *, max_words: int = 3) -> list[str]:
    """Items of a list phrase; stops at the first piece that does not read as a noun phrase."""
    items: list[str] = []
    for piece in _ITEM_SPLIT.split(phrase):
        if not piece.strip():
            continue  # between ", and": "shellfish, and penicillin"
        item = _LEADING_ARTICLE.sub("", piece.strip())
        words = item.lower().split()
        if not words or len(words) > max_words or any(w in _NOT_AN_ITEM for w in words):
            break
        if not all(re.fullmatch(r"[a-z][a-z'-]*", w) for w in words):
            break
        items.append(item)
    return items


def slug(text: str, *, max_words: int = 3) -> str:
    """A key segment for `text`: lowercase words joined by underscores."""
    words = re.findall(r"[a-z0-9]+", text.lower().replace("'", ""))
    words = [w for w in words if w not in {"a", "an", "the", "my", "their"}] or ["general"]
    return "_".join(words[:max_words])


def their(text: str) -> str:
    """First-person words turned to the third person ("my" -> "their")."""
    text = re.sub(r"\bmy\b", "their", text, flags=re.I)
    text = re.sub(r"\bmyself\b", "themselves", text, flags=re.I)
    text = re.sub(MINE, "theirs", text, flags=re.I)
    return re.sub(r"\bme\b", "them", text, flags=re.I)


def the_user(text: str) -> str:
    """An instruction's first-person words turned to "the user"."""
    text = re.sub(r"\bI'm\b", "the user is", text, flags=re.I)
    text = re.sub(r"\bI've\b", "the user has", text, flags=re.I)
    text = re.sub(r"\b(?:my|mine)\b", "the user's", text, flags=re.I)
    text = re.sub(r"\b(?:me|myself)\b", "the user", text, flags=re.I)
    text = re.sub(r"\bI\s+(ask|say|want|need|mean|tell|write|know)\b", r"the user \1s", text)
    return re.sub(r"\bI\b", "the user", text)


_SMALL_WORDS = frozenset({"of", "de", "la", "del", "the", "and", "am", "on", "upon", "da", "van"})


def proper(text: str) -> str:
    """Title-case a place or organisation typed in lowercase ("new york" -> "New York")."""
    if any(ch.isupper() for ch in text):
        return text
    words = text.split()
    out = [
        w.upper() if len(w) == 2 and i > 0 else w if w in _SMALL_WORDS and i > 0 else w.title()
        for i, w in enumerate(words)
    ]
    return " ".join(out)


def article(noun: str) -> str:
    """The indefinite article for `noun`."""
    word = noun.split(maxsplit=1)[0] if noun.split() else noun
    if word.isupper() and word[:1] in "AEFHILMNORSX":
        return "an"
    if word[:1].lower() in "aeiou" and not word.lower().startswith(("uni", "use", "eu", "one")):
        return "an"
    return "a"


_IRREGULAR_THIRD = {"have": "has", "be": "is", "go": "goes", "do": "does"}


def third_person(verb: str) -> str:
    """The third-person singular of a present-tense verb ("run" -> "runs")."""
    lowered = verb.lower()
    if lowered in _IRREGULAR_THIRD:
        return _IRREGULAR_THIRD[lowered]
    if re.search(r"[^aeiou]y$", lowered):
        return lowered[:-1] + "ies"
    if re.search(r"(?:s|sh|ch|x|z|o)$", lowered):
        return lowered + "es"
    return lowered + "s"


def capitalise(text: str) -> str:
    """`text` with its first letter upper-cased."""
    return text[:1].upper() + text[1:]


def dated(text: str, sentence: Sentence) -> str:
    """`text` with relative dates resolved against when it was said (or dropped when unknown)."""
    if sentence.said_at is None:
        return remove_relative_dates(text)
    return resolve_relative_dates(text, sentence.said_at)


def can_date(text: str, sentence: Sentence) -> bool:
    """True when `text` names a date that can be pinned down."""
    return sentence.said_at is not None and has_relative_date(text)


# -- candidates -----------------------------------------------------------------------------------


def candidate(
    sentence: Sentence,
    key: str,
    content: str,
    entry_type: EntryType = "fact",
    *,
    critical: bool = False,
    importance: float = 0.5,
    tags: Sequence[str] = (),
    confidence: Confidence = "medium",
) -> MemoryCandidate:
    """A candidate memory drawn from `sentence`."""
    return MemoryCandidate(
        key=key,
        content=capitalise(" ".join(content.split()))[:500],
        entry_type=entry_type,
        critical=critical,
        importance=importance,
        tags=list(tags),
        confidence=confidence,
        excerpt=sentence.excerpt,
    )


def retraction(sentence: Sentence, key: str, what: str = "*") -> MemoryCandidate:
    """A candidate taking back the automatic memories under `key` that hold `what` ("*": all;
    "|" between wordings of one thing), as `general` makes of "I'm not vegan anymore"."""
    return MemoryCandidate(
        key=key, content=what, entry_type="fact", action="retract", excerpt=sentence.excerpt
    )


CHANGE = "change"
"""The tag of a safety fact taken back because the user says it changed (a medicine stopped or
replaced, an allergy outgrown): the engine keeps it only when the message says it plainly, in
the user's own voice and without a laugh (`renames.said_plainly`)."""


def as_change(taken_back: MemoryCandidate) -> MemoryCandidate:
    """`taken_back` tagged as a change (`CHANGE`)."""
    return taken_back.model_copy(update={"tags": [CHANGE]})


def fact(
    sentence: Sentence,
    key: str,
    content: str,
    confidence: Confidence,
    tag: str,
    *,
    importance: float = 0.6,
) -> MemoryCandidate:
    """A plain, non-critical fact tagged `tag`."""
    return candidate(
        sentence, key, content, importance=importance, tags=(tag,), confidence=confidence
    )


def stated_fact(
    sentence: Sentence, start: int, key: str, content: str, tag: str
) -> MemoryCandidate | None:
    """`fact` when the words at `start` state it about the user now, else None."""
    confidence = self_confidence(sentence, start)
    return None if confidence is None else fact(sentence, key, content, confidence, tag)


Rule = Callable[[Sentence], list[MemoryCandidate]]
Made = MemoryCandidate | list[MemoryCandidate] | None
Builder = Callable[[Sentence, re.Match[str]], Made]


def collect(
    sentence: Sentence, forms: Iterable[tuple[re.Pattern[str], Builder]]
) -> list[MemoryCandidate]:
    """Run each pattern over the sentence and each builder on its matches; gather the results."""
    found: list[MemoryCandidate] = []
    for pattern, build in forms:
        for match in pattern.finditer(sentence.text):
            made = build(sentence, match)
            if isinstance(made, list):
                found.extend(made)
            elif made is not None:
                found.append(made)
    return found
