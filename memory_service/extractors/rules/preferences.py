"""Preference rules: likes, dislikes, favourites, and the name the user wants to be called."""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.instructions import format_topic
from memory_service.extractors.rules.lexicon import FOODS
from memory_service.extractors.rules.phrasing import (
    Rule,
    article,
    candidate,
    phrase_after,
    proper,
    slug,
    their,
    third_person,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import self_confidence
from memory_service.schemas import MemoryCandidate

# -- preferences ----------------------------------------------------------------------------------

_LIKE = re.compile(
    r"\bi\s+(?:(?:really|absolutely|totally|honestly|generally|usually|also|do|kinda|kind\s+of"
    r"|much|definitely|actually|still|rather|just|genuinely|seriously)\s+)*"
    r"(?P<verb>love|like|enjoy|adore|prefer|hate|dislike|detest|loathe|can't\s+stand"
    r"|cannot\s+stand|(?:don't|do\s+not)\s+(?:really\s+|particularly\s+)?(?:like|enjoy|love))\s+"
    r"(?P<obj>\S)",
    re.I,
)
_WANT_FORMAT = re.compile(r"\bi\s+(?:really\s+)?(?P<verb>want|need)\s+(?P<obj>\S)", re.I)
_KIND_OF_PERSON = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:(?:more\s+of|definitely|totally|such|really|very\s+much)\s+)*(?:a|an)\s+"
    r"(?P<kind>cat|dog|beach|mountain|coffee|tea|summer|winter|people|city|book|wine|beer|sweet"
    r"|savory|savoury|indoor|outdoor)\s+person\b",
    re.I,
)
_FAN = re.compile(
    r"\bi(?:'m|\s+am)\s+(?P<neg>not\s+)?(?:really\s+|also\s+|such\s+)?(?:a\s+)?"
    r"(?P<size>big\s+|huge\s+|massive\s+)?fan\s+of\s+(?P<obj>\S)",
    re.I,
)
_INTO = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:really\s+|totally\s+|also\s+)?(?P<verb>into|obsessed\s+with"
    r"|passionate\s+about|crazy\s+about)\s+(?P<obj>\S)",
    re.I,
)
_IT_WHEN_YOU = re.compile(
    r"\bi\s+(?:really\s+)?(?P<verb>love|like|prefer|hate|dislike|appreciate)\s+(?:it\s+)?when\s+you\s+"
    r"(?P<obj>\S)",
    re.I,
)
_FAVORITE = re.compile(
    r"\bmy\s+(?:absolute\s+|all[- ]time\s+)?favorite\s+(?P<thing>[a-z]+(?:\s+[a-z]+)?)\s+"
    r"(?:is|are)\s+(?P<obj>\S)",
    re.I,
)
_VERB_CONTENT = {
    "love": "loves",
    "adore": "loves",
    "like": "likes",
    "enjoy": "enjoys",
    "prefer": "prefers",
    "appreciate": "likes",
    "hate": "hates",
    "detest": "hates",
    "loathe": "hates",
    "dislike": "dislikes",
}
_CONTEXT_BOUND = re.compile(
    r"^(?:it|that|this|these|those|them|you|your|yours|how|when|what|where|why|who|to\s+know"
    r"|being\s+told|u|ya|him|her|everything|anything|something|nothing|all|one|which|if|whether"
    r"|some|so|very|a\s+lot|lots|much|too|more|most|the\s+way|the\s+fact|my\s+life|life|it's"
    r"|to\s+be\s+called|to\s+think|to\s+ask|to\s+see|to\s+hear|to\s+try|to\s+get|to\s+have)\b"
    r"|\b(?:idea|option|version|answer|suggestion|response|approach|draft|example|above|below"
    r"|second|third|latter|former|previous|new\s+design|one|this|that|these|those|it|your"
    r"|you)\b",
    re.I,
)


def _preference_verb(verb: str) -> str:
    lowered = " ".join(verb.lower().split())
    if "stand" in lowered or lowered.startswith(("don't", "do not")):
        return "dislikes"
    return _VERB_CONTENT.get(lowered, "likes")


def _preference(sentence: Sentence, start: int, verb: str, obj: str) -> MemoryCandidate | None:
    if not obj or len(obj.split()) > 8 or _CONTEXT_BOUND.search(obj):
        return None
    confidence = self_confidence(sentence, start)
    if confidence is None:
        return None
    obj = their(obj)
    topic = format_topic(obj, about_answers=True)
    first = re.split(r"\s+(?:and|or|over|to|than)\s+", obj, maxsplit=1)[0]
    key = keys.FORMAT[topic].key() if topic else keys.PREF.key(slug(first))
    tags = (
        ["preference"]
        + (["format"] if topic else [])
        + (["food"] if first.lower() in FOODS else [])
    )
    return candidate(
        sentence,
        key,
        f"{verb} {obj}",
        "preference",
        importance=0.6 if topic else 0.5,
        tags=tags,
        confidence=confidence,
    )


def preferences(sentence: Sentence) -> list[MemoryCandidate]:
    """Likes, dislikes and preferences: "I prefer bullet points", "I hate cilantro"."""
    text, found = sentence.text, []
    for match in _LIKE.finditer(text):
        obj = phrase_after(text, match.start("obj"))
        found.append(
            _preference(sentence, match.start(), _preference_verb(match.group("verb")), obj)
        )
    for match in _FAN.finditer(text):
        obj = phrase_after(text, match.start("obj"))
        size = (match.group("size") or "").strip()
        verb = (
            "is not a fan of" if match.group("neg") else f"is a {size + ' ' if size else ''}fan of"
        )
        found.append(_preference(sentence, match.start(), verb, obj))
    for match in _INTO.finditer(text):
        obj = phrase_after(text, match.start("obj"))
        found.append(_preference(sentence, match.start(), f"is {match.group('verb').lower()}", obj))
    for match in _WANT_FORMAT.finditer(text):
        obj = phrase_after(text, match.start("obj"))
        if format_topic(obj, about_answers=True):
            found.append(
                _preference(sentence, match.start(), f"{match.group('verb').lower()}s", obj)
            )
    for match in _KIND_OF_PERSON.finditer(text):
        kind = match.group("kind").lower()
        found.append(_preference(sentence, match.start(), "is", f"{article(kind)} {kind} person"))
    found += [_answer_style(sentence, m) for m in _IT_WHEN_YOU.finditer(text)]
    found += [_favorite(sentence, m) for m in _FAVORITE.finditer(text)]
    return [c for c in found if c is not None]


def _answer_style(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    what = phrase_after(sentence.text, match.start("obj"))
    topic = format_topic(what)
    confidence = self_confidence(sentence, match.start())
    words = what.split()
    if topic is None or confidence is None or not words:
        return None
    verb = _VERB_CONTENT.get(match.group("verb").lower(), "likes")
    rest = " ".join([third_person(words[0]), *words[1:]])
    return candidate(
        sentence,
        keys.FORMAT[topic].key(),
        f"{verb} it when the assistant {their(rest)}",
        "preference",
        importance=0.6,
        tags=("preference", "format"),
        confidence=confidence,
    )


def _favorite(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    obj = phrase_after(sentence.text, match.start("obj"), max_words=5)
    confidence = self_confidence(sentence, match.start())
    if not obj or confidence is None or _CONTEXT_BOUND.search(obj):
        return None
    thing = match.group("thing").lower()
    return candidate(
        sentence,
        keys.PREF_FAVORITE.key(slug(thing)),
        f"favorite {thing} is {obj}",
        "preference",
        tags=("preference",),
        confidence=confidence,
    )


# -- what to call the user ------------------------------------------------------------------------

_CALL_ME = re.compile(
    r"\b(?:call\s+me|i\s+go\s+by|i(?:\s+prefer|'d\s+(?:like|prefer|rather)|\s+would\s+(?:like|prefer"
    r"|rather)|\s+want)\s+(?:to\s+)?be\s+called|you\s+can\s+call\s+me)\s+"
    r"(?P<name>(?-i:(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Professor|Doctor|Sir|Dame|Lady|Lord|Rev|Father"
    r"|Sister|Captain|Coach)\s+[A-Z][\w'-]*)|[A-Za-z][\w'-]*)\b",
    re.I,
)
"""The name, with a title before it when it has one ("call me Dr Smith")."""
_CAPITALISED = re.compile(r"(?!I\b|I')[A-Z]")
"""A capital letter other than the pronoun "I"."""
_NOT_NAMES = frozenset(
    """back later tomorrow crazy when if at on maybe again now anytime sometime old a an the out
    asap up whatever what that please anything something tonight today sir maam ma'am by
    whenever she he they her him them xe ze it bike car train bus foot""".split()
)
_CHANGED = re.compile(r"\b(?:now|from\s+now\s+on|these\s+days|any\s*more|instead)\b", re.I)
"""A name said as a change ("I go by Danielle now"): the name they gave before goes with it."""
_PRONOUNS = re.compile(
    r"(?:\bi\s+(?:go\s+by|use|prefer)|\bmy\s+pronouns\s+(?:are|:)|\bpronouns\s*:|^(?:i'?m\s+|hi,?\s+"
    r"i'?m\s+)?[A-Z][a-z]+\s*\()\s*(?P<pronouns>(?:she|he|they|xe|ze|it)\s*/\s*(?:her|him|them|hers|his"
    r"|theirs|xem|zir|its|they|she|he)(?:\s*/\s*\w+)?)\b",
    re.I,
)
"""The pronouns the user uses: "I go by she/her", "my pronouns are they/them", "Tom (he/him)"."""


def pronouns(sentence: Sentence) -> list[MemoryCandidate]:
    """The pronouns the user uses, to be addressed and spoken of by."""
    match = _PRONOUNS.search(sentence.text)
    if match is None or sentence.question:
        return []
    said = re.sub(r"\s*/\s*", "/", match.group("pronouns").lower())
    return _profile(sentence, keys.PROFILE_PRONOUNS.key(), f"uses {said} pronouns")


def _profile(sentence: Sentence, key: str, content: str) -> list[MemoryCandidate]:
    """How the user wants to be addressed, as a profile preference."""
    return [candidate(sentence, key, content, "preference", importance=0.7, tags=("profile",))]


def preferred_name(sentence: Sentence) -> list[MemoryCandidate]:
    """The name the user wants to be called: "Call me Sam", "I go by Alex"."""
    match = _CALL_ME.search(sentence.text)
    if match is None or match.group("name").lower() in _NOT_NAMES:
        return []
    if match.group("name")[0].islower() and _CAPITALISED.search(sentence.text[1:]):
        return []  # "they call me because they can't say Margit": a name is capitalised, unless
        # the sentence is typed in lower case ("call me sam, i'm new here")
    if self_confidence(sentence, match.start()) is None:
        return []
    name = proper(match.group("name"))
    made = _profile(sentence, keys.PROFILE_PREFERRED_NAME.key(), f"prefers to be called {name}")
    if _CHANGED.search(sentence.text, match.end()):
        made.append(
            MemoryCandidate(
                key=keys.PROFILE_NAME.key(),
                content="*",
                entry_type="fact",
                action="retract",
                excerpt=sentence.excerpt,
            )
        )
    return made


RULES: tuple[Rule, ...] = (preferences, preferred_name, pronouns)
