"""A pet or a partner named a sentence or a message after it was brought up.

People rarely name a new pet or partner in the sentence that brings them up: "We finally got a
dog. Rescue, about two. Her name's Pepper."; "I've been seeing someone. His name is Amir";
"A RABBIT. The kids have been begging for a year and I caved. He's a grey lop, his name is
Moss"; "Meet Juniper!! She's a retired racing greyhound"; "meet Miso 🐱". A naming ("her name
is X", "she's called X", "we named him X", "meet X") is read with the nearest thing before it
that a name could belong to, in this message or the user's message before: when that is the
user's own pet, or someone they are seeing, the naming says "I have a greyhound named Juniper"
("We have ..." when it was "we" or "our" who got it),
"I'm seeing someone named Amir", which the keyed rules then read as if said.

Nothing is made when the nearest nameable thing is another person ("we got a dog from a lady in
Leeds, her name is Sue"), someone else's ("my sister got a puppy, his name is Rolo"), a loss
("our old cat died last month, her name was ..." and "is" alike), a question or a supposition,
when "he" or "she" cannot be the partner, or when the assistant asked in between about someone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_service.extractors.rules.lexicon import PETS
from memory_service.extractors.rules.statements import mood_blocked
from memory_service.language import statement_words as sw

_NAME = r"(?-i:(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?![\w'’-]|\s+[A-Z]))"
"""One or two capitalised words ("Moss", "Mr Whiskers"), not the start of a capitalised phrase
("Ignore Previous Instructions")."""
_NAMING = re.compile(
    r"(?:^|[,;:]\s+|\band\s+|\bso\s+)(?:"
    r"(?P<poss>his|her|its)\s+name(?:'s|’s|\s+is)"
    r"|(?P<pron>he|she|it)(?:'s|’s|\s+is)\s+(?:called|named)"
    r"|we(?:'ve|’ve|\s+have)?\s+(?:named|called)\s+(?P<obj>him|her|it)"
    rf")\s+{_NAME}",
    re.I,
)
_MEET = re.compile(rf"(?:^|[,;:]\s+)meet\s+{_NAME}(?P<rest>.*)$", re.I)
_EMOJI = {"🐱": "cat", "🐈": "cat", "🐶": "dog", "🐕": "dog", "🐰": "rabbit", "🐇": "rabbit"}
_IS_A = re.compile(r"^(?:she|he|it)(?:'s|’s|\s+is)\s+(?:a|an)\s+(?P<what>[^,.;!?]+)", re.I)

_PET = "|".join(
    sorted(
        (re.escape(p) for p in PETS if not p.endswith("s") and p != "lab"), key=len, reverse=True
    )
)
_SEEING = (
    r"(?:seeing|dating)\s+(?:someone|somebody|a\s+(?:guy|girl|man|woman|lad|bloke))"
    r"(?!\s+(?:for|about|at|re|regarding|professionally|privately|through|on\s+the\s+side)\b)"
)
"""Someone the user is seeing: not "seeing someone for my anxiety" or "about my back"."""
_PARTNER = r"boyfriend|girlfriend|partner|fianc[eé]e?"
_PERSON = (
    rf"{sw.OTHERS}|wife|husband|vet|dr|gp|auntie|housemate|landlady|breeder|lady"
    r"|woman|man|guy|girl|boy|owner|coach|trainer|son|daughter|baby|kid|child|someone|somebody"
    r"|nurse|physio|chiro\w*|counsell?or|psychologist|psychiatrist|accountant|dentist|surgeon"
    r"|family"
)
"""Anyone a name could belong to instead of the user's pet or partner: the people the statement
rules know (`statement_words.OTHERS`) and those a pet or a partner is named beside."""
_PEOPLE = re.compile(rf"\b(?:{_PERSON})s?\b", re.I)
"""People, one or more: "my neighbours got a puppy"."""
_NAMEABLE = re.compile(
    rf"\b(?:(?P<seeing>{_SEEING})|(?P<partner>{_PARTNER})|(?P<pet>{_PET})|(?P<person>{_PERSON}))\b"
    r"(?!\s+(?:rescue|shelter|park|walker|walking|food|sitter|groomer|bed|toys?|hair|person|people)\b)",
    re.I,
)
_OWNED = re.compile(
    r"\b(?:got|get|getting|have|has|adopt\w*|collect\w*|fetched|pick\w*\s+(?:\w+\s+)?up|brought|bring\w*"
    r"|came\s+home|took\s+(?:\w+\s+)?home|rescued|bought|our|my|new|family\s+member|caved)\b",
    re.I,
)
"""Words that say the pet is the user's: "we got", "I adopted", "came home with", "our"."""
_MET = re.compile(
    r"\b(?:saw|seen|see|met|spotted|passed|petted|stroked|patted|fed|walked|walking|minding"
    r"|looking\s+after|at\s+the\s+(?:park|beach|pub|vets?)|on\s+the\s+street)\b",
    re.I,
)
"""Words that say the pet was only met: "I saw a husky at the park"."""
_NOT_THEIRS = re.compile(
    r"\b(?:belongs?\s+to|hate|hates|can't\s+stand|not\s+(?:mine|ours|my\s+own)|(?:dog|cat|pet|house)"
    r"-?sitting|minding|fostering|office\s+(?:dog|cat)|at\s+work|instagram|tiktok|online|watched"
    r"|movie|film|show|series|book|dreams?|crush|imagin\w*|pretend\w*|fictional|kidding|joking|jk"
    r"|might|maybe|thinking\s+(?:of|about)|want\s+to|hoping|considering|would|could)\b",
    re.I,
)
"""Words that say the pet or the person is not the user's, not real, or not yet: "we're just
dogsitting him", "a greyhound I saw on Instagram", "in my dreams lol", "we might adopt"."""
_SOMEONE_ELSES = re.compile(
    r"(?:(?<!\bshe)(?<!\bhe)(?<!\bit)(?<!\bthat)(?<!\bthere)(?<!\bwhat)(?<!\bwho)(?<!\bhere)['’]s"
    r"|\b(?:his|her|their|your))\s+(?:\w+\s+){0,2}$",
    re.I,
)
_LOSS = re.compile(
    r"\b(?:lost|died|dies|dead|passed|griev\w*|mourn\w*|put\s+(?:down|to\s+sleep)|rip|buried|funeral|miss(?:ing)?"
    r"|was|were|used\s+to|had\s+to\s+say\s+goodbye|ex|broke\s+up|split\s+up|dumped|over)\b",
    re.I,
)
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|i’m|i've|i’ve|me|my|we|we're|we’re|we've|we’ve|our|us)\b", re.I
)
_HIS, _HERS = frozenset({"his", "he", "him"}), frozenset({"her", "she"})
_MALE = re.compile(r"\b(?:boyfriend|guy|man|lad|bloke|fianc[eé])$", re.I)
_FEMALE = re.compile(r"\b(?:girlfriend|girl|woman|fianc[eé]e)$", re.I)
_NOT_A_NAME = frozenset(
    "Not Just Still Also Now Here There Very Really Actually Literally Dr Doctor Prof".split()
)


def said(
    sentences: tuple[str, ...], earlier: tuple[str, ...] = (), asked: str = "", message: str = ""
) -> list[tuple[str, str]]:
    """(what a naming says, the sentence it is in) for each pet or partner named in `sentences`
    (the user's own sentences of one message, in order), read with `earlier` (the user's message
    before, its own sentences), `asked` (what the assistant said between) and `message` (the
    message as written, asides included: "... in my dreams lol")."""
    out: list[tuple[str, str]] = []
    for i, sentence in enumerate(sentences):
        meet = _MEET.search(sentence)
        if meet is not None:
            kind = _met_kind(meet, sentences[i + 1] if i + 1 < len(sentences) else "")
            if kind and not _not_theirs(meet.group("name"), (*sentences, message)):
                out.append((f"I have a {kind} named {meet.group('name')}.", sentence))
            continue
        for naming in _NAMING.finditer(sentence):
            if _not_theirs(naming.group("name"), (*sentences, message)):
                continue
            made = _naming(naming, sentence, sentences[:i], earlier, asked)
            if made:
                out.append((made, sentence))
    return out


def _not_theirs(name: str, sentences: tuple[str, ...]) -> bool:
    """True when the message says the named one is not the user's, not real, gone or not yet
    ("Meet Rosie 🐶 she's my aunt's dog", "My best friend adopted a cat! Meet Luna", "His name is
    Amir. We broke up last night"), or the name is a word or a title ("Dr Hall")."""
    said = " ".join(sentences)
    return bool(
        name.split(maxsplit=1)[0] in _NOT_A_NAME
        or _NOT_THEIRS.search(said)
        or _LOSS.search(said)
        or _OTHERS.search(said)
    )


_OTHERS = re.compile(
    rf"\b(?:{_PERSON})s?['’]s?\b|\b(?:my|our)\s+(?:\w+\s+)?(?:{_PERSON})s?\s+(?:just\s+|finally\s+)?"
    r"(?:got|gets|adopted|has|have|had|bought|rescued|brought|took)\b"
    rf"|\b(?:he|she)(?:'s|’s|\s+is)\s+(?:my|our)\s+(?:\w+\s+)?(?:{_PERSON})\b",
    re.I,
)
"""Someone else's, got by someone else, or someone who is not a partner: "my aunt's dog", "my
friend's actually", "My sister adopted a kitten", "My parents have a cat", "He's my physio"."""
_PHOTO = re.compile(r"^[\s!.]*(?:\[?photos?\]?)?[\s!.]*$", re.I)


def _met_kind(meet: re.Match[str], after: str) -> str | None:
    """What "meet X" introduces: an emoji after the name, or the next sentence ("She's a retired
    racing greyhound")."""
    emoji = next((kind for e, kind in _EMOJI.items() if e in meet.group("rest")), None)
    if emoji:
        return emoji
    if not _PHOTO.match(meet.group("rest")) or not (described := _IS_A.match(after)):
        return None
    found = [m for m in _NAMEABLE.finditer(described.group("what")) if m.group("pet")]
    return found[-1].group("pet").lower() if found else None


@dataclass(frozen=True)
class _Cue:
    """The nameable thing a naming is read with, and the user's sentences it was said in."""

    source: list[str]
    at: int
    found: re.Match[str]

    @property
    def told(self) -> str:
        return self.source[self.at]


def _naming(
    naming: re.Match[str],
    sentence: str,
    before_here: tuple[str, ...],
    earlier: tuple[str, ...],
    asked: str,
) -> str | None:
    name = naming.group("name")
    if mood_blocked(sentence):
        return None
    cue = _cue(naming, sentence, before_here, earlier, asked)
    if cue is None or _doubtful(cue, naming, sentence):
        return None
    pronoun = (naming.group("poss") or naming.group("pron") or naming.group("obj")).lower()
    return _statement(cue, pronoun, name, sentence)


def _cue(
    naming: re.Match[str],
    sentence: str,
    before_here: tuple[str, ...],
    earlier: tuple[str, ...],
    asked: str,
) -> _Cue | None:
    """The nearest nameable thing before the naming: in this message, else in the one before
    unless the assistant asked in between about something else ("What's your daughter
    called?")."""
    here = [*before_here, sentence[: naming.start()]]
    nearest = _nearest(here)
    if nearest is not None:
        return _Cue(here, *nearest)
    nearest = _nearest(list(earlier))
    if nearest is None or (_NAMEABLE.search(asked) and not _asks_of(nearest[1], asked)):
        return None
    return _Cue(list(earlier), *nearest)


def _doubtful(cue: _Cue, naming: re.Match[str], sentence: str) -> bool:
    """True when the thing may not be the user's, or the name may be someone else's: a question
    or a loss, no first person, "my sister's puppy", "my neighbour has a dog", "a girlfriend and
    a dog", "I hate my cat", "His name is Rufus, he belongs to my neighbour"."""
    ahead = cue.told[: cue.found.start()]
    return bool(
        mood_blocked(cue.told)
        or _LOSS.search(cue.told)
        or not _FIRST_PERSON.search(" ".join(cue.source))
        or _SOMEONE_ELSES.search(ahead)
        or _PEOPLE.search(ahead)
        or len({m.group(0).lower() for m in _NAMEABLE.finditer(cue.told)}) > 1
        or _NOT_THEIRS.search(" ".join([*cue.source[cue.at :], sentence]))
        or _OTHERS.search(sentence[naming.end() :])
    )


def _statement(cue: _Cue, pronoun: str, name: str, sentence: str) -> str | None:
    """What the naming says, in the user's words: "I have a lurcher named Kasza.", "I'm seeing
    someone named Amir."."""
    if cue.found.group("pet"):
        owned = _OWNED.search(" ".join([*cue.source, sentence]))
        ahead = cue.told[: cue.found.start()]
        who = "We" if _OURS.search(ahead) and not _MINE.search(ahead) else "I"
        return f"{who} have a {cue.found.group('pet').lower()} named {name}." if owned else None
    what = (cue.found.group("seeing") or cue.found.group("partner") or "").lower()
    agrees = (pronoun in _HIS and not _FEMALE.search(what)) or (
        pronoun in _HERS and not _MALE.search(what)
    )
    if not what or not agrees or sw.OTHER_PERSON.match(cue.told):
        return None
    if cue.found.group("seeing"):
        return f"I'm seeing someone named {name}."
    return f"I have a {what} named {name}."


_OURS = re.compile(r"\b(?:we|we've|we're|our|us)\b", re.I)
_MINE = re.compile(r"\b(?:I|I've|I'm|my|me)\b", re.I)
"""Whose the pet is said to be: the household's ("we got a kitten", "our new puppy"), unless
the user also says it is theirs ("we went and I picked a kitten")."""


def _nearest(sentences: list[str]) -> tuple[int, re.Match[str]] | None:
    """The last nameable thing said in `sentences`: (which sentence, its match)."""
    for at in range(len(sentences) - 1, -1, -1):
        found = list(_NAMEABLE.finditer(sentences[at]))
        if found:
            return at, found[-1]
    return None


def _asks_of(found: re.Match[str], asked: str) -> bool:
    """True when what the assistant asked about is the thing the cue names."""
    word = found.group(0).lower().split()[-1]
    return all(m.group(0).lower().split()[-1] == word for m in _NAMEABLE.finditer(asked))
