"""Family rules: partner, marital status, children and pets.

Subjects that hold one value at a time share one key (`family.partner`,
`family.marital_status`); each named child and each named pet has its own (`family.child.leo`,
`family.pet.dog.bella`), so a second one named is kept beside the first; unnamed ones are
counted under `family.children` and `family.pet.<species>`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from memory_service import keys
from memory_service.extractors.rules.lexicon import PETS, alternation
from memory_service.extractors.rules.phrasing import (
    Rule,
    article,
    fact,
    slug,
    stated_fact,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import HOUSEHOLD_PET, is_joke, self_confidence
from memory_service.language.statement_words import INTRODUCTION
from memory_service.schemas import MemoryCandidate

# -- family and pets ------------------------------------------------------------------------------

_PARTNERS = r"wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|spouse|hubby|bf|gf"
_PARTNER_DISPLAY = {"hubby": "husband", "bf": "boyfriend", "gf": "girlfriend"}
_MY_PARTNER = re.compile(
    rf"(?i:\bmy\s+(?P<mod>(?:ex[- ]?|late\s+|former\s+|future\s+|dead\s+|deceased\s+"
    rf"|first\s+))?(?P<rel>{_PARTNERS})\b)(?:(?i:'s\s+name\s+is\s+)(?P<name2>[A-Za-z]+)"
    r"|(?i:(?:'s|\s+is)\s+(?:named|called)\s+)(?P<name3>[A-Z][a-z]+)\b(?!\s+(?:in|up|out|off|back)\b)"
    r"|,?\s+(?P<name>[A-Z][a-z]+)\b)?"
)
""""My husband David", "my wife's name is Maria", "my partner is called Sam"."""
_HAVE_PARTNER = re.compile(
    rf"\bi(?:\s+have|'ve\s+got|\s+have\s+got)\s+a\s+(?P<rel>{_PARTNERS})\b", re.I
)
_SEEING_NAMED = re.compile(
    r"\bI(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:(?:now|also|currently|just|finally)\s+)?"
    r"(?P<verb>seeing|dating)\s+(?P<who>someone|somebody|a\s+(?:guy|girl|man|woman|lad|bloke))"
    r"(?:\s+new)?\s+(?P<named>named|called)\s+(?-i:(?P<name>[A-Z][a-z]+))\b(?![\w'’-]|\s+(?-i:[A-Z]))"
    r"(?=\s*(?:$|[,.!;:]|(?:and\s+(?:he|she|they|it|we|I)|now|lately|recently|these\s+days"
    r"|at\s+the\s+moment|for\s+(?:a\s+(?:few|couple\s+of)|about|almost|nearly|over|\d+|one|two|three"
    r"|four|five|six|a|an)\s+(?:\w+\s+)?(?:weeks?|months?|years?))\b))",
    re.I,
)
"""Someone the user is seeing, by name ("I'm seeing someone named Amir", "I've been dating a guy
called Tom for a month"): their partner, so a break-up ends it and a new partner replaces it. Not
an appointment ("seeing someone named Greg tomorrow about the kitchen quote", "... for a haircut
on Saturday", "... twice a week for maths tutoring", "... live next month")."""
_TOGETHER = re.compile(
    r"(?:^|[,;.!]\s+)(?:(?i:me)\s+and\s+(?P<name>[A-Z][a-z]+)|(?P<name2>[A-Z][a-z]+)\s+and\s+(?i:I|me))"
    r"(?i:\s+(?:have|'ve)\s+been\s+together\s+(?:for\s+)?(?:\d+|a|an|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|almost|nearly|over)\b"
    r"|\s+(?:just\s+)?(?:hit|celebrated|celebrate)\s+(?:\d+|one|two|three|four|five|six|seven|eight"
    r"|nine|ten|eleven|twelve)\s+(?:months|years)(?:\s+together)?"
    r"(?=\s*(?:$|[,.!;🥂❤💕🎉]|(?:now|today|yesterday|this\s+week|last\s+week|and|so)\b)))"
)
"""A couple said by how long they have been together ("Me and Marisol have been together 2
years", "Siobhan and I just hit 6 months"): the one named is the user's partner."""
_LOSS = re.compile(
    r"\b(?:died|passed\s+away|passed|funeral|rip|lost\s+my|divorced|divorce|broke\s+up"
    r"|split\s+up|separated|dumped|cheated|(?<!['’]s\s)ex|(?:had|have|having)\s+to\s+put"
    r"|put\s+to\s+sleep|(?:was|were|been|be)\s+put\s+down|re-?hom(?:e|ed|ing))\b",
    re.I,
)
"""A partner or a pet who may be gone ("my boyfriend cheated", "my ex", "we had to put our cat
Luna down", "we rehomed our rabbit"), not someone's ex ("my girlfriend Anouk's ex keeps texting
her")."""
_NOT_A_NAME = frozenset(
    """And But So The Is Was Has Thinks Says Said Wants Likes Loves Hates Just Also Always Never
    Will Would Can Could Should And I Who Which That This My Our Is Gets Got Took Made""".split()
)
_MARITAL = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:happily\s+|recently\s+|newly\s+|now\s+|also\s+|officially\s+"
    r"|finally\s+)?(?P<status>married|engaged|divorced|single|widowed|separated)\b"
    r"(?!\s+(?:to\s+my\s+(?:job|work)|minded|handedly)|-|(?<=engaged)\s+(?:in|with)\b)",
    re.I,
)
""""I'm engaged", "I'm married with two kids"; not "engaged in a dispute"."""
_WE_ARE = re.compile(
    r"\bwe(?:'re|\s+are)\s+(?:happily\s+|recently\s+|newly\s+|now\s+|officially\s+"
    r"|finally\s+)?(?P<status>married|engaged)\b(?!-|(?<=engaged)\s+(?:in|with)\b)",
    re.I,
)
""""So we're engaged!", "we're married now": the couple is the user's (as `_GOT_MARRIED`)."""
_SINGLE_PARENT = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:a\s+)?single\s+(?:mom|mum|mother|dad|father|parent)\b", re.I
)
_HAD_BABY = re.compile(
    r"\b(?:i|we)\s+(?:just\s+|recently\s+)?had\s+(?:a|another|(?:our|a)\s+(?:first|second|third"
    r"|fourth|fifth))?\s*"
    r"(?P<baby>baby(?:\s+(?:girl|boy))?|little\s+(?:girl|boy)|son|daughter|twins)\b",
    re.I,
)
_KIDS_AGES = re.compile(
    r"\bmy\s+(?:two\s+|three\s+)?(?:kids|children|boys|girls|sons|daughters)\s+are\s+"
    r"(?P<ages>\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})+)\b(?!\s*(?:minutes|%|-))",
    re.I,
)
_GOT_MARRIED = re.compile(
    r"\b(?:i|we|(?:my\s+(?:wife|husband|partner|fianc\w*)|\w+)\s+and\s+i)\s+(?:just\s+|recently\s+"
    r"|finally\s+|have\s+|'ve\s+)?got\s+(?P<status>married|engaged|divorced)\b",
    re.I,
)
_NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
_KIDS = (
    r"(?:kids?|children|child|sons?|daughters?|boys?|girls?|babies|baby|toddlers?|twins"
    r"|teenagers?|teens?|stepsons?|stepdaughters?|stepkids|grandkids|grandchildren|newborn"
    r"|infant)"
)
_KID_ADJ = (
    r"(?:(?:\d+[- ](?:year|month|week)[- ]old|little|young|grown|teenage|adult|twin|newborn"
    r"|baby)\s+)*"
)
_HAVE_KIDS = re.compile(
    rf"\b(?:i|we)(?:\s+have|'ve\s+got|\s+got|\s+have\s+got)\s+(?P<kids>{_NUMBER}\s+{_KID_ADJ}{_KIDS}"
    rf"(?:,?\s+and\s+{_NUMBER}\s+{_KID_ADJ}{_KIDS})*)\b",
    re.I,
)
_CHILD_NAMED = re.compile(
    r",?\s+(?:named|called)\s+(?-i:(?P<name>[A-Z][a-z]+))\b(?!,?\s*(?:and|&|or|plus|I\s+mean)\b)",
    re.I,
)
"""The name after one child ("a son called Leo"), unless a list or a second thought follows
("a son called Leo and a daughter called Isla" stays one household statement)."""
_PARENT_OF = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:a\s+)?(?:(?:single|proud|new|first-time|working|busy)\s+)*"
    rf"(?P<parent>mom|mum|mother|dad|father|parent)\s+(?:of|to)\s+(?P<kids>{_NUMBER}"
    rf"(?:\s+{_KID_ADJ}{_KIDS}|\s+little\s+ones)?)\b",
    re.I,
)
_CHILD_ADJ = r"(?:(?:own|eldest|oldest|youngest|middle|little|baby|teenage|adopted)\s+)?"
_NAMED_CHILD = re.compile(
    rf"(?i:\bmy\s+{_CHILD_ADJ}(?P<rel>son|daughter|kid|boy|girl|stepson|stepdaughter)\b),?\s+"
    r"(?P<name>[A-Z][a-z]+)\b"
    r"(?:\s*\((?P<age2>\d{1,2})\)"  # "my son Finn (6)"
    r"|,?\s+(?:is|who\s+is|who's|just\s+turned|turned|turns)\s+(?P<age>\d{1,2})\b"
    r"(?!\s*(?:minutes|hours|%|percent)))?",
)
_CHILD_AGE = re.compile(
    rf"\bmy\s+{_CHILD_ADJ}(?P<rel>son|daughter)\s+(?:is|just\s+turned|turned)\s+"
    r"(?P<age>\d{1,2})\b(?!\s*(?:minutes|hours|%|percent|-))",
    re.I,
)
_CHILD_MENTION = re.compile(
    rf"\bmy\s+{_CHILD_ADJ}(?P<rel>son|daughter)\b(?![-\w])(?!\s+(?:is|just\s+turned|turned)\s+\d)"
    r"(?!,?\s+(?-i:[A-Z][a-z]+)\b)(?!(?:'s|’s|s)?\s+name\b|\s+is\s+(?:called|named)\b)",
    re.I,
)
"""A child spoken of without a name or an age ("my son has epilepsy", "my daughter's school"):
the user has one."""
_PET_ALT = alternation(tuple(PETS))
_PET_ADJ = (
    r"(?:(?:new|little|big|old|young|rescue|senior|adopted|black|white|ginger|grey|gray)\s+)*"
)
_NOT_A_PET_AFTER = (
    r"(?:meetings?|tail|partner|report|session|class|test|results?|coat|bench|book|in\s+the\s+coal)"
)
"""What makes the word before it something else: "a lab meeting", "a pony tail", "a canary in the
coal mine"."""
_HAVE_PETS = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:have|got|own|adopted|just\s+adopted|rescued)\s+"
    r"(?:(?:[\w'-]+,?\s+){1,6}?and\s+)??"  # "I have two kids and a dog"
    rf"(?P<pets>{_NUMBER}\s+{_PET_ADJ}(?:{_PET_ALT})(?:,?\s+and\s+{_NUMBER}\s+{_PET_ADJ}"
    rf"(?:{_PET_ALT}))*)(?![\w-])(?!\s+allerg)(?!['’]s\b)(?!\s+{_NOT_A_PET_AFTER}\b)"
    r"(?:,?\s+(?:named|called)\s+(?P<name>[A-Za-z]+))?",
    re.I,
)
_TITLE = r"(?:(?:Sir|Lady|Lord|Mr|Mrs|Miss|Ms|Dr|Captain|Prince|Princess|King|Queen)\.?\s+)?"
_MY_PET = re.compile(
    rf"(?i:\b(?:my|our)\s+{_PET_ADJ}(?P<pet>{_PET_ALT})(?![\w-]))"
    rf"(?:,?\s+(?i:named\s+|called\s+)?(?P<name>{_TITLE}[A-Z][a-z]+)\b)",
)
_NAME_MY_PET = re.compile(
    rf"\b(?P<name>{_TITLE}[A-Z][a-z]+)\s*\((?i:(?:my|our)\s+{_PET_ADJ}(?P<pet>{_PET_ALT}))\)"
)
"""A pet named first, what it is in brackets: "Toby (my lab) is allergic to chicken"."""


_LISTED_AFTER = re.compile(r",?\s+(?:and|&)\s+(?:I|me|we|us|my|our)\b", re.I)
_RELATIVES = (
    r"sister|brother|mum|mom|mother|dad|father|grandma|grandmother|granny|nan|nana|grandpa"
    r"|grandfather|grandad|granddad|aunt|auntie|uncle|cousin|niece|nephew|son|daughter|stepson"
    r"|stepdaughter|stepmum|stepmom|stepdad|best\s+friend|flatmate|roommate|housemate"
)
_NAME_IS = (
    r"(?i:(?:'s|’s|s)\s+name\s+is\s+|\s+is\s+(?:called|named)\s+|\s+goes\s+by\s+)"
    r"(?P<name>[A-Za-z][a-z'’-]+)\b"
)
_RELATIVE_NAMED = re.compile(
    r"(?i:\bmy\s+(?P<mod>(?:older|younger|big|little|baby|twin|eldest|oldest|youngest|middle)"
    rf"\s+)?(?P<rel>{_RELATIVES})){_NAME_IS}"
)
"""A relative named as such ("My sister's name is Anna", "my brother is called tom", "my mums
name is Jo"): the name is said to be one, so it may be typed in lower case."""
_CHILDREN = frozenset({"son", "daughter", "stepson", "stepdaughter"})
_NO_NAME = frozenset(
    """after by that this what something nothing anything everything all lots many names the
    different weird funny cute silly stupid crazy mad lazy""".split()
)
"""Words after "is called" or "name is" that name no one ("my son is named after his
grandad", "my brother is called lazy by everyone")."""
_PET_NAMED = re.compile(rf"(?i:\b(?:my|our)\s+{_PET_ADJ}(?P<pet>{_PET_ALT})){_NAME_IS}")
"""A pet named as such ("my dog's name is Max", "my dogs name is max", "our cat is called
luna")."""


def _named(sentence: Sentence, match: re.Match[str], group: str = "name") -> str | None:
    """The name a mention gives, unless it is a word or the next item of a list.

    "My girlfriend, Mochi and I" lists two companions; "my girlfriend Mochi" names one.
    """
    name = match.group(group)
    if not name or name in _NOT_A_NAME:
        return None
    text = sentence.text
    after_comma = text[: match.start(group)].rstrip().endswith(",")
    listed = after_comma and _LISTED_AFTER.match(text, match.end(group)) is not None
    return None if listed else name


def _partner(sentence: Sentence, rel: str, name: str | None, start: int) -> MemoryCandidate | None:
    rel = _PARTNER_DISPLAY.get(rel.lower(), rel.lower())
    return _partner_said(
        sentence, start, f"has {article(rel)} {rel}{' named ' + name.title() if name else ''}"
    )


def _partner_said(sentence: Sentence, start: int, content: str) -> MemoryCandidate | None:
    """The partner memory, unless the sentence speaks of a loss or asks."""
    if _LOSS.search(sentence.lower) or sentence.question:
        return None
    judged_confidence = self_confidence(sentence, start)
    if judged_confidence is None:
        return None
    return fact(sentence, keys.FAMILY_PARTNER.key(), content, judged_confidence, "family")


def _partner_mentions(sentence: Sentence) -> list[MemoryCandidate | None]:
    found: list[MemoryCandidate | None] = []
    for match in _MY_PARTNER.finditer(sentence.text):
        name = match.group("name2") or match.group("name3") or _named(sentence, match)
        if not match.group("mod"):
            found.append(_partner(sentence, match.group("rel"), name, match.start()))
    for match in _HAVE_PARTNER.finditer(sentence.text):
        found.append(_partner(sentence, match.group("rel"), None, match.start()))
    for match in _SEEING_NAMED.finditer(sentence.text):
        found.append(_seeing(sentence, match))
    for match in _TOGETHER.finditer(sentence.text):
        name = match.group("name") or match.group("name2")
        if name not in _NOT_A_NAME:
            found.append(_partner(sentence, "partner", name, match.start()))
    return found


def _seeing(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    who = " ".join(match.group("who").lower().split())
    verb, named = match.group("verb").lower(), match.group("named").lower()
    content = f"is {verb} {who} {named} {match.group('name')}"
    return _partner_said(sentence, match.start(), content)


def _marital(sentence: Sentence) -> list[MemoryCandidate]:
    """ "I'm engaged"; "we're married now", "we got divorced": a couple said as "we" is the
    user's."""
    found = [
        stated_fact(
            sentence,
            match.start(),
            keys.FAMILY_MARITAL_STATUS.key(),
            match.group("status").lower(),
            "family",
        )
        for match in _MARITAL.finditer(sentence.text)
    ]
    for pattern in (_WE_ARE, _GOT_MARRIED):
        for match in pattern.finditer(sentence.text):
            confidence = self_confidence(sentence, match.start(), owners=("self", "we"))
            if confidence is not None:
                status = match.group("status").lower()
                found.append(
                    fact(sentence, keys.FAMILY_MARITAL_STATUS.key(), status, confidence, "family")
                )
    return [c for c in found if c is not None]


def family(sentence: Sentence) -> list[MemoryCandidate]:
    """Partner, marital status, children (counted or named)."""
    text = sentence.text
    found = _partner_mentions(sentence)
    found += _marital(sentence)
    for match in _SINGLE_PARENT.finditer(text):
        found.append(
            stated_fact(
                sentence, match.start(), keys.FAMILY_MARITAL_STATUS.key(), "single", "family"
            )
        )
    for match in _HAD_BABY.finditer(text):
        baby = " ".join(match.group("baby").lower().split())
        found.append(_counted(sentence, match, *_one_child(sentence, match, article(baby), baby)))
    for match in _KIDS_AGES.finditer(text):
        ages = re.findall(r"\d+", match.group("ages"))
        content = f"has {len(ages)} children (ages {', '.join(ages[:-1])} and {ages[-1]})"
        found.append(_counted(sentence, match, keys.FAMILY_CHILDREN.key(), content))
    for match in _HAVE_KIDS.finditer(text):
        kids = " ".join(match.group("kids").split())
        if "grand" in kids.lower():
            found.append(_counted(sentence, match, keys.FAMILY_GRANDCHILDREN.key(), f"has {kids}"))
        else:
            found.append(
                _counted(sentence, match, *_one_child(sentence, match, *kids.split(None, 1)))
            )
    for match in _PARENT_OF.finditer(text):
        kids = " ".join(match.group("kids").split())
        kids = kids if len(kids.split()) > 1 else f"{kids} children"
        found.append(_counted(sentence, match, keys.FAMILY_CHILDREN.key(), f"has {kids}"))
    children = (_NAMED_CHILD, _CHILD_AGE, _CHILD_MENTION)
    found += [_child(sentence, m) for pattern in children for m in pattern.finditer(text)]
    found += [_relative(sentence, m) for m in _RELATIVE_NAMED.finditer(text)]
    return [c for c in found if c is not None]


def _no_name(word: str, sentence: Sentence) -> bool:
    """A word that names no one, or a name said as a joke ("my boss is called Satan lol")."""
    return word.title() in _NOT_A_NAME or word.lower() in _NO_NAME or is_joke(sentence)


def _relative(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    """ "My sister's name is Anna": a child under its own key (`family.child.leo`), anyone else
    as the general rules would keep "I have a sister named Anna"."""
    name = match.group("name")
    if _no_name(name, sentence) or _LOSS.search(sentence.lower) or sentence.question:
        return None
    confidence = self_confidence(sentence, match.start())
    if confidence is None:
        return None
    name = name[:1].upper() + name[1:]
    rel = " ".join(f"{match.group('mod') or ''}{match.group('rel')}".lower().split())
    content = f"has {article(rel)} {rel} named {name}"
    if match.group("rel").lower() in _CHILDREN:
        return fact(sentence, keys.FAMILY_CHILD.key(slug(name)), content, confidence, "family")
    key = keys.ABOUT.key(keys.segment(f"{rel} named {name}"))
    return fact(sentence, key, content, confidence, "family")


def _counted(
    sentence: Sentence, match: re.Match[str], key: str, content: str
) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, match.start(), owners=("self", "we"))
    return None if confidence is None else fact(sentence, key, content, confidence, "family")


def _one_child(sentence: Sentence, match: re.Match[str], number: str, kids: str) -> tuple[str, str]:
    """The key and wording of the children a match counts: one child named right after it has
    a key of its own ("I have a son named Ben": `family.child.ben`), so it joins a son already
    named instead of replacing him; others are counted under `family.children`."""
    named = _CHILD_NAMED.match(sentence.text, match.end())
    if named and number.lower() in ("a", "an", "one") and not re.search(r",|\band\b", kids):
        name = named.group("name")
        return keys.FAMILY_CHILD.key(slug(name)), f"has {number} {kids} named {name}"
    return keys.FAMILY_CHILDREN.key(), f"has {number} {kids}"


def _child(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    groups = match.groupdict()
    name = _named(sentence, match) if groups.get("name") else None
    if (groups.get("name") and name is None) or _LOSS.search(sentence.lower):
        return None
    confidence = self_confidence(sentence, match.start())
    if confidence is None:
        return None
    rel = match.group("rel").lower()
    content = f"has {article(rel)} {rel}{' named ' + name if name else ''}"
    age = groups.get("age") or groups.get("age2")
    if age:
        when = f" as of {sentence.said_at.date().isoformat()}" if sentence.said_at else ""
        content += f" ({age} years old{when})"
    return fact(sentence, keys.FAMILY_CHILD.key(slug(name or rel)), content, confidence, "family")


_LISTED_NAME = r"(?-i:[A-Z][a-z]+)"
_KIND_AND_NAMES = (
    rf"(?i:{_PET_ADJ}(?P<pets>(?:{_PET_ALT})s?))"
    r"(?:\s*[,:]\s*|\s+[-–]\s+|(?i:,?\s+(?:named|called)\s+)|\s+)"
    rf"(?P<names>{_LISTED_NAME}(?:\s*,\s*{_LISTED_NAME}){{0,4}},?\s+(?i:and|&)\s+{_LISTED_NAME})"
    r"(?![\w'’-])"
)
_PETS_NAMED = re.compile(
    r"(?i:\b(?:(?:i|we)(?:'ve|\s+have)?\s+(?:have|got|own|adopted|rescued)\s+(?:two|three|four|2|3|4)"
    r"|(?:my|our)(?:\s+(?:two|three|four|2|3|4))?)\s+)" + _KIND_AND_NAMES
)
"""Pets of one kind named in a list ("I have two labs, Otis and Rufus", "my cats Miso and Tofu",
"we have three ferrets named Dot, Peg and Ada"): each is kept as a pet of its own, so one that
dies or is rehomed goes alone."""
_AND_MORE_NAMED = re.compile(
    r"(?i:,?\s+(?:and|plus)\s+(?:two|three|four|2|3|4)\s+)" + _KIND_AND_NAMES
)
"""Another list after the first: "..., and two cats, Miso and Tofu"."""
_AND_ONE_MORE = re.compile(
    rf"(?i:,?\s+and\s+(?:a|an|one)\s+{_PET_ADJ}(?P<pet>{_PET_ALT}))(?![\w'’-])"
    rf"(?!(?i:\s+(?:allerg\w*|{_NOT_A_PET_AFTER}))\b)"
    rf"(?:(?i:,?\s+(?:named|called))?\s+(?P<name>{_LISTED_NAME})(?![\w'’-]))?"
)
"""One more pet after a list: "..., and a dog named Rex", "... and a dog"."""
_NOT_PET_NAMES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december black white brown grey gray ginger
    tabby tortie calico golden red blue cream silver male female boy girl boys girls siamese
    persian syrian dwarf bengal sphynx british burmese abyssinian russian angora lop mini giant
    standard toy miniature rescue senior old young big little""".split()
) | frozenset(PETS)
"""Words a list of pets may hold that are no names: days ("two labs, Monday and Thursday"),
colours, breeds and kinds ("two cats, Siamese and Persian", "two dogs, Labrador and Poodle")."""


_SECOND_WORD = re.compile(r"\s+([A-Z][a-z]+)\b(?![\w'’-]|\s+[A-Z])")
"""The second word of a capitalised name ("is called Sir Wiggles")."""


def _one_of(pets: str) -> str | None:
    """The singular of a plural pet word that the lexicon knows ("labs", "puppies", "ferrets")."""
    word = pets.lower()
    same = word if word in ("fish", "goldfish") else ""  # "two goldfish, Bubbles and Finn"
    forms = (word[:-3] + "y" if word.endswith("ies") else "", word[:-1], word[:-2], same)
    return next((form for form in forms if form and form in PETS), None)


def _names_of(match: re.Match[str]) -> tuple[str, list[str]] | None:
    """(the singular kind, the names) of a list of pets, unless a name is a word of another
    kind (`_NOT_PET_NAMES`, `_NOT_A_NAME`)."""
    one = _one_of(match.group("pets"))
    names = re.split(r"\s*,\s*(?:(?i:and|&)\s+)?|,?\s+(?i:and|&)\s+", match.group("names"))
    if one is None or any(n in _NOT_A_NAME or n.lower() in _NOT_PET_NAMES for n in names):
        return None
    return one, names


def _listed_pets(sentence: Sentence) -> tuple[list[MemoryCandidate | None], list[tuple[int, int]]]:
    """One candidate per pet named in a list (`_PETS_NAMED`, then `_AND_MORE_NAMED` and
    `_AND_ONE_MORE` after it), and where the lists are."""
    found: list[MemoryCandidate | None] = []
    spans: list[tuple[int, int]] = []
    mine = ("other", *HOUSEHOLD_PET)
    text = sentence.text
    for match in _PETS_NAMED.finditer(text):
        listed: re.Match[str] | None = match
        read = _names_of(match)
        if read is None:
            continue
        end = match.end()
        while listed is not None and read is not None:
            one, names = read
            found += [
                _pet(sentence, match.start(), f"{article(one)} {one}", n, mine) for n in names
            ]
            end = listed.end()
            listed = _AND_MORE_NAMED.match(text, end)
            read = _names_of(listed) if listed else None
        spans.append((match.start(), end))
        more = _AND_ONE_MORE.match(text, end)
        if more is not None:  # "..., Miso and Tofu, and a dog named Rex"
            pet = more.group("pet").lower()
            found.append(
                _pet(sentence, match.start(), f"{article(pet)} {pet}", more.group("name"), mine)
            )
    return found, spans


def pets(sentence: Sentence) -> list[MemoryCandidate]:
    """Pets: "I have a golden retriever named Max", "we've got two cats", "my dog Rex", "meet
    Pepper, my puppy", "my cats Miso and Tofu"."""
    found, spans = _listed_pets(sentence)
    for match in _HAVE_PETS.finditer(sentence.text):
        if any(start <= match.start() < end for start, end in spans):
            continue  # the list's pets are kept one by one
        pieces = re.split(r",?\s+and\s+", match.group("pets"))
        name = match.group("name") if len(pieces) == 1 else None
        found += [_pet(sentence, match.start(), piece, name) for piece in pieces]
    for pattern in (_MY_PET, _NAME_MY_PET):
        for match in pattern.finditer(sentence.text):
            if any(start <= match.start() < end for start, end in spans):
                continue
            # "my dog Max and my cat Luna": "my" says whose the cat is, whatever came before
            mine = ("other", *HOUSEHOLD_PET)
            named = _named(sentence, match)
            pet = match.group("pet")
            found.append(_pet(sentence, match.start(), f"{article(pet)} {pet}", named, mine))
    for match in _PET_NAMED.finditer(sentence.text):
        named = match.group("name")
        second = _SECOND_WORD.match(sentence.text, match.end())
        if second is not None and named[:1].isupper():  # "Sir Wiggles", "Mr Pickles"
            named = f"{named} {second.group(1)}"
        if not _no_name(named, sentence):
            mine = ("other", *HOUSEHOLD_PET)
            pet = f"a {match.group('pet')}"
            found.append(_pet(sentence, match.start(), pet, named[:1].upper() + named[1:], mine))
    for match in INTRODUCTION.finditer(sentence.text):
        what = " ".join(match.group("what").split())
        found.append(_pet(sentence, match.start("what"), f"a {what}", match.group("name")))
    return [c for c in found if c is not None]


def _pet(
    sentence: Sentence, start: int, piece: str, name: str | None, owners: Iterable[str] = ()
) -> MemoryCandidate | None:
    if _LOSS.search(sentence.lower):
        return None
    confidence = self_confidence(sentence, start, owners=("self", "we", *owners))
    words = piece.lower().split()
    species = next(
        (PETS[" ".join(words[i:])] for i in range(len(words)) if " ".join(words[i:]) in PETS), None
    )
    if confidence is None or species is None:
        return None
    content = f"has {' '.join(piece.split())}{' named ' + name.title() if name else ''}"
    key = keys.FAMILY_PET.key(species, *([keys.segment(name)] if name else []))
    return fact(sentence, key, content, confidence, "pets")


RULES: tuple[Rule, ...] = (family, pets)
