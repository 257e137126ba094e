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


_TOKEN = re.compile(r"[A-Za-z][\w'’-]*|\d+|[,;:.!?]")
_POINTING = frozenset("her him it them she he".split())
"""Pronouns that stand for someone or something said before (the user's own are first person)."""
_DETERMINER = frozenset(
    """a an the my our his her their your this that these those some any another each every
    its no all both two three four five""".split()
)


def points_back(sentence: str) -> bool:
    """True when the sentence (in the user's own first-person words) speaks of her, him or them
    (or of it after a preposition) in its first clause before naming anyone or anything they
    could be: "I'm driving up
    tomorrow to meet her", "I stand under it like a sunflower", "I keep looking for her on the
    radiator". Read alone, as a memory is, such a statement says nothing anyone can resolve.
    "Ruth has her van", "I got a bike and ride it daily", "I hate cilantro, it tastes like soap",
    "it's been a long week" are not."""
    tokens = _TOKEN.findall(sentence)
    named = False
    for i, token in enumerate(tokens):
        low = _normal(token)
        if low in _POINTING and not named:
            if low == "it" and (i == 0 or _normal(tokens[i - 1]) not in _PREPOSITIONS):
                continue  # "I keep it simple", "it is raining": a thing said, or none needed
            return True
        if low in _DETERMINER or low in _CLAUSE_BREAK or _a_name(tokens, i):
            named = True  # "a bike", "my sister", "Ruth"; "I hate cilantro, it ..."
    return False


_PREPOSITIONS = frozenset(
    "under on in with for about of from at into onto over behind near inside beside".split()
)
"""Where "it" points at a thing not said: "I stand under it like a sunflower"."""
_CLAUSE_BREAK = frozenset(", ; : and but because so since as or".split())
"""A pronoun after these may stand for what the clause before named."""
_PLACE_BEFORE = frozenset("to in at from near into around across via through".split())


def _a_name(tokens: list[str], i: int) -> bool:
    """Whether the token is a name someone could be (not "I", a capital that only opens the
    sentence, or a place: "up to Sheffield")."""
    token, low = tokens[i], _normal(tokens[i])
    if not token[:1].isupper() or low.startswith("i'") or low == "i":
        return False
    if i == 0:
        return low not in _EMPTY and low not in _LEADING and low not in _SAYING
    return _normal(tokens[i - 1]) not in _PLACE_BEFORE
