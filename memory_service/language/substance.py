"""Whether a statement about the user says something a later conversation could use.

A memory is read at every session start, so one that says nothing costs every prompt. In long
chats people say much about themselves that is a reaction or an announcement, not a fact:
"I love her", "I have news", "I regret nothing", "I'm actually crying", "I've forgotten most of
it". Their structure gives them away: once the auxiliaries, adverbs, verbs of feeling and saying,
the progressive or perfect verb they carry, pronouns and generic words ("news", "thing", "a
win") are set aside, nothing is left. A statement with at least one word left is kept: "Joined a
choir", "Is vegetarian", "Bought a car".
"""

from __future__ import annotations

import re

from memory_service.language import fact_words as fw

_WORD = re.compile(r"[a-z][a-z'’-]*|\d+", re.I)

_LEADING = frozenset(
    """is am are was were be been being has have had hasn't haven't hadn't isn't aren't wasn't
    weren't can can't cannot could couldn't will won't would wouldn't should shouldn't shall
    may might must do does did don't doesn't didn't 's 'm 're 've 'd 'll to also just still
    actually really basically completely officially finally never always even so too though now
    already literally totally quite pretty very kind sort of all both only ever again honestly
    seriously definitely probably maybe genuinely properly""".split()
)
"""Words a statement's head may carry before what it says."""

_PROGRESSIVE = frozenset("is am are was were be been being".split())
_PERFECT = frozenset("has have had hasn't haven't hadn't".split())

_SAYING = frozenset(
    """love loves loved like likes liked hate hates hated know knows knew think thinks thought
    feel feels felt want wants wanted wait waits mean means meant see sees saw say says said tell
    tells told watch meet try tries tried regret regrets regretted wish wishes hope hopes hoped
    guess reckon believe believes suppose miss misses missed get gets got make makes made go goes
    went come comes came keep keeps kept let lets need needs do does did""".split()
)
"""Verbs of feeling, saying and doing that carry no content of their own."""

_PARTICIPLES = frozenset(
    "thought forgotten eaten done been got gotten said made seen known told gone given".split()
)

_EMPTY = fw.STOP | frozenset(
    """i me my mine you're you've they're they've we've that's there's he's she's we us he him his
    she her hers theirs it these those one ones someone something nothing everything anything
    somebody nobody everybody anyone everyone stuff thing things news idea lot lots bit way
    time times day days today tonight tomorrow yesterday week weekend morning night win deal
    good great bad sad big tiny little fine okay ok nice lovely favourite favorite most least
    own less more some any no much many few other a an or at in on up down by as if there here
    why yes yeah ha haha lol omg god ever sure right well bit""".split()
)
"""Function words, pronouns and words too generic to say anything alone."""

_DATE = re.compile(
    r"^(?:\d+|\d+(?:st|nd|rd|th)|january|february|march|april|may|june|july|august|september"
    r"|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$",
    re.I,
)


def _normal(word: str) -> str:
    return word.lower().replace("’", "'")


def substantive_words(text: str) -> list[str]:
    """The words of a statement that say something (see the module docstring)."""
    words = [_normal(w) for w in _WORD.findall(text.split("(", 1)[0])]
    head: list[str] = []
    while words and words[0] in _LEADING:
        head.append(words.pop(0))
    if words and words[0].endswith("ing") and any(w in _PROGRESSIVE for w in head):
        words.pop(0)  # "is lying down", "is actually crying"
    elif (
        words
        and any(w in _PERFECT for w in head)
        and (words[0].endswith(("ed", "en")) or words[0] in _PARTICIPLES)
    ):
        words.pop(0)  # "has claimed nothing", "has forgotten most of it"
    return [
        w
        for w in words
        if w not in _EMPTY and w not in _SAYING and w not in _LEADING and not _DATE.match(w)
    ]


_FEELING = re.compile(r"^(?:\w+\s+){0,2}?(?:feels?|feeling|felt)\b", re.I)


_OBJECT_PRONOUNS = frozenset("it them this that these those him her".split())


def says_something(text: str) -> bool:
    """True when the statement keeps a word of content (a passing mood needs two), and that word
    is not only a verb whose object is a pronoun ("Adds them", "Downloads it now": what they
    are is said elsewhere, if at all)."""
    left = substantive_words(text)
    if _FEELING.match(text):
        return len(left) >= 2  # "just feels lost": a mood of the moment
    if len(left) == 1:
        words = [_normal(w) for w in _WORD.findall(text.split("(", 1)[0])]
        at = words.index(left[0])
        if at + 1 < len(words) and words[at + 1] in _OBJECT_PRONOUNS:
            return False
    return bool(left)
