"""Allergy and intolerance rules: the user's and their household's.

Safety-relevant, so every memory is critical (a household member's allergy too; a pet's is not)
and phrased without the user's "I": "Allergic to peanuts".
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import (
    ALLERGEN_CANON,
    FOODS,
    NON_FOOD_ALLERGENS,
    NOT_ALLERGENS,
)
from memory_service.extractors.rules.phrasing import (
    Made,
    Rule,
    as_change,
    candidate,
    capitalise,
    collect,
    list_after,
    retraction,
    slug,
    split_items,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import (
    HOUSEHOLD_CHILD,
    HOUSEHOLD_PARTNER,
    HOUSEHOLD_PET,
    is_joke,
    self_confidence,
    stance,
)
from memory_service.schemas import Confidence, MemoryCandidate

# -- allergies ------------------------------------------------------------------------------------

_SEVERE_ADVERBS = r"severely|seriously|deathly|deadly|extremely|very|highly|super|really|so"
_MILD_ADVERBS = r"mildly|slightly|a\s+bit|a\s+little"
_ALLERGIC_TO = re.compile(
    rf"\b(?P<adv>(?:(?:{_SEVERE_ADVERBS}|{_MILD_ADVERBS}|also|quite)\s+)*)allergic\s+to\s+",
    re.I,
)
_ALLERGY_TO = re.compile(
    r"\b(?:an\s+)?allerg(?:y|ies)\s+to\s+|\breact(?:s)?\s+(?:badly|poorly)\s+to\s+", re.I
)
_ALLERGY_NOUN = re.compile(
    r"\ballerg(?:y|ies)\b(?!\s+to\b)(?!\s+(?:is|are|was|were|can|could|may|might|will|would"
    r"|has|have|affects?|rates?|cases?|sufferers?|symptoms?|tests?|testing|medication|season"
    r"|friendly|free|safe|awareness|kids|children|people|workup|work-up|label|challenge|clinic"
    r"|appointment|panel|screening|list|shots?|injections?|immunotherapy|drops|meds|medicines?"
    r"|tablets|pills|nurse|doctor)\b)",
    re.I,
)
_SEVERE_WORDS = frozenset(
    {"severe", "serious", "deadly", "life-threatening", "anaphylactic", "bad", "terrible"}
    | {"major", "deathly", "extreme", "strong"}
)
_MILD_WORDS = frozenset({"mild", "slight", "minor", "small"})
_NOUN_STOPS = frozenset(
    """a an the my have has had got ve 've with any no known i i'm is was also here his her
    their your our of some from about for to and""".split()
)
_VAGUE_ALLERGIES = frozenset({"food", "drug", "medication", "skin", "environmental", "pet"})


def _severity(words: str) -> str:
    lowered = words.lower()
    if re.search(rf"\b(?:{_SEVERE_ADVERBS})\b", lowered) or set(lowered.split()) & _SEVERE_WORDS:
        return "severely "
    if re.search(rf"\b(?:{_MILD_ADVERBS})\b", lowered) or set(lowered.split()) & _MILD_WORDS:
        return "mildly "
    return ""


def _known_allergen(words: list[str]) -> str | None:
    """The longest leading run of `words` that names a known allergen ("cats" of "cats sucks")."""
    for size in range(len(words), 0, -1):
        phrase = " ".join(words[:size])
        canon = ALLERGEN_CANON.get(phrase, phrase)
        if canon in FOODS or canon in NON_FOOD_ALLERGENS or canon == "nuts":
            return canon
    return None


def known_allergen(item: str) -> bool:
    """Whether every word of `item` names an allergen the rules know ("tree nuts", "amoxicillin";
    not "system" or "Rex")."""
    phrase = " ".join(item.lower().split())
    canon = ALLERGEN_CANON.get(phrase, phrase)
    return canon in FOODS or canon in NON_FOOD_ALLERGENS or canon == "nuts"


def _allergen(item: str, sentence: Sentence) -> str | None:
    words = item.lower().split()
    known = _known_allergen(words)
    if known is not None:
        return known
    canon = " ".join(words)
    canon = ALLERGEN_CANON.get(canon, canon)
    if canon in NOT_ALLERGENS or canon in _VAGUE_ALLERGIES or is_joke(sentence):
        return None
    if words[-1].endswith("ly") or words[0].endswith("ly") or "allergic" in words:
        return None  # "peanuts, badly" or "shellfish, properly allergic": adverbs, not allergens
    if _NOT_AN_ITEM.intersection(words) or _CONTRACTION.search(canon):
        return None  # "peanuts, don't forget that", "peanuts, remember it": words to the assistant
    return canon if len(words) <= 2 else None


_NOT_AN_ITEM = frozenset(
    """forget remember please pls plz thanks thank that this it though lol btw too also haha ok
    okay just so noted note""".split()
)
_CONTRACTION = re.compile(r"\w(?:n't|'re|'ll|'ve|'m|'d)\b|\b(?:dont|cant|wont|im)\b")


def _household_group(owner: str) -> str | None:
    if owner in HOUSEHOLD_PARTNER:
        return "partner"
    if owner in HOUSEHOLD_CHILD:
        return "child"
    if owner in HOUSEHOLD_PET:
        return "pet"
    return None


_THEIR_BELIEF = re.compile(
    r"^\W*(?:(?:but|and|so|also|lol|tbh)\W+)*(?:people|everyone|everybody|they|some\s+people|my\s+"
    r"(?!doctor|gp|nurse|allergist|dermatologist|consultant)\w+|he|she|the\s+\w+)\s+(?:still\s+"
    r"|always\s+|all\s+)?(?:think|thinks|thought|believe|believes|believed|assume|assumes|assumed"
    r"|reckon|reckons)\b",
    re.I,
)
"""Someone else's belief about the user ("People think I'm allergic to tree nuts"); not what a
doctor found, nor what someone says ("My doctor says I'm allergic to penicillin")."""


def _whose(sentence: Sentence, start: int) -> tuple[str, Confidence] | None:
    """("self" or a household member, confidence) for a present, asserted statement."""
    if sentence.question or sentence.task or _THEIR_BELIEF.match(sentence.text):
        return None
    judged = stance(sentence, start)
    if judged.negated or judged.hypothetical or judged.past:
        return None
    if judged.owner != "self" and _household_group(judged.owner) is None:
        return None
    return judged.owner, "low" if judged.hedged else "medium"


def _allergy(
    sentence: Sentence, owner: str, confidence: Confidence, item: str, severity: str
) -> MemoryCandidate:
    group = _household_group(owner)
    if group is not None:
        return candidate(
            sentence,
            keys.FAMILY_ALLERGY[group].key(slug(item)),
            f"{capitalise(owner)} is {severity}allergic to {item}",
            critical=group != "pet",
            importance=0.9 if group != "pet" else 0.6,
            tags=("family", "allergy"),
            confidence=confidence,
        )
    space = keys.HEALTH_ALLERGY if item in NON_FOOD_ALLERGENS else keys.DIET_ALLERGY
    domain = space.name.split(".")[0]
    if item == "seasonal":
        content = "Has seasonal allergies"
    else:
        content = f"{severity}allergic to {item}"
        content = f"possibly {content}" if confidence == "low" else content
    return candidate(
        sentence,
        space.key(slug(item)),
        content,
        critical=True,
        importance=1.0,
        tags=(domain, "allergy"),
        confidence=confidence,
    )


def _allergy_list(
    sentence: Sentence, start: int, phrase: str, severity: str
) -> list[MemoryCandidate]:
    whose = _whose(sentence, start)
    if whose is None:
        return []
    found = []
    for item in split_items(_NOT_WITHOUT_COMMA.sub(r", \1 ", phrase)):
        negated = _NOT_THIS.match(item)
        allergen = _allergen(item[negated.end() :] if negated else item, sentence)
        if allergen is None:
            break
        made = _allergy(sentence, whose[0], whose[1], allergen, severity)
        if negated and is_joke(sentence):
            continue  # "... not peanuts lol no I'm kidding": nothing is taken back in jest
        if negated:  # "tree nuts, not peanuts": the peanut allergy was a mistake
            made = retraction(sentence, made.key)
        found.append(made)
    return found


_NOT_THIS = re.compile(r"^(?:not|rather\s+than|instead\s+of)\s+", re.I)
_NOT_WITHOUT_COMMA = re.compile(r"(?<=[a-z])\s+(not|rather\s+than|instead\s+of)\s+(?=[a-z])", re.I)
""""tree nuts not peanuts": the same as "tree nuts, not peanuts"."""


def _words_before(text: str, end: int) -> tuple[int, list[str], str]:
    """Walk back from an "allergy" noun: where its items start, the items, a severity word."""
    words = list(re.finditer(r"[A-Za-z'-]+", text[:end]))
    items: list[str] = []
    start, severity = end, ""
    for word in reversed(words[-6:]):
        lowered = word.group(0).lower()
        if lowered in _SEVERE_WORDS or lowered in _MILD_WORDS:
            severity, start = _severity(lowered), word.start()
            break
        if lowered in _NOUN_STOPS - {"and"} or lowered.endswith("'s"):
            break
        items.insert(0, word.group(0))
        start = word.start()
    if items and items[0].lower() == "and":
        items = items[1:]
    return start, items, severity


_LABELLED = re.compile(r"^\s*(?:my\s+)?(?:food\s+|known\s+)?allerg(?:ies|y)\s*(?::|=|-)\s*", re.I)
_ALLERGIC_AFTER = re.compile(
    rf"\b(?P<subject>i'?m|i\s+am)\s+(?P<adv>(?:(?:{_SEVERE_ADVERBS}|{_MILD_ADVERBS})\s+)*)allergic"
    r"\b(?!\s+to\b)(?=\s*(?:$|[.!,;)]|lol|btw|tho|though))",
    re.I,
)
"""The allergen named first: "no food with peanuts, I'm allergic", "shellfish? I'm allergic"."""


def _named_before(text: str, end: int) -> tuple[int, str] | None:
    """The known allergen closest before `end` in the same clause, with where it starts."""
    words = list(re.finditer(r"[A-Za-z'-]+", text[:end]))[-8:]
    for last in range(len(words), 0, -1):
        for first in range(max(last - 3, 0), last):
            phrase = " ".join(w.group(0).lower() for w in words[first:last])
            if _known_allergen(phrase.split()) == ALLERGEN_CANON.get(phrase, phrase):
                return words[first].start(), phrase
    return None


def allergies(sentence: Sentence) -> list[MemoryCandidate]:
    """Allergies: "I'm allergic to X", "I have a (severe) X allergy"; a household's too."""
    text = sentence.text
    found: list[MemoryCandidate] = []
    for match in _ALLERGIC_TO.finditer(text):
        phrase = list_after(text, match.end())
        found += _allergy_list(sentence, match.start(), phrase, _severity(match.group("adv")))
    for match in _ALLERGY_TO.finditer(text):
        found += _allergy_list(sentence, match.start(), list_after(text, match.end()), "")
    for match in _LABELLED.finditer(text):  # "Allergies: peanuts, shellfish"
        found += _allergy_list(sentence, match.start(), list_after(text, match.end()), "")
    for match in _ALLERGIC_AFTER.finditer(text):
        named = _named_before(text, match.start())
        if named is not None:
            severity = _severity(match.group("adv"))
            found += _allergy_list(sentence, match.start("subject"), named[1], severity)
    for match in _ALLERGY_NOUN.finditer(text):
        start, items, severity = _words_before(text, match.start())
        if items:
            found += _allergy_list(sentence, start, " ".join(items), severity)
    gone = allergies_gone(sentence)  # "I've outgrown my egg allergy": not "Allergic to eggs"
    return [c for c in found if c.key not in {g.key for g in gone}] + gone


_ITEM = r"(?P<item>(?!(?:my|the|an?|your)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
_GONE = tuple(
    re.compile(pattern.replace("ITEM", _ITEM), re.I)
    for pattern in (
        r"\b(?:outgrown|outgrew|grew\s+out\s+of|grown\s+out\s+of)\s+(?:my\s+|the\s+|an?\s+)?ITEM"
        r"\s+allerg(?:y|ies)\b",
        r"\b(?:outgrown|outgrew|grew\s+out\s+of|grown\s+out\s+of)\s+(?:my\s+|the\s+)?"
        r"allerg(?:y|ies)\s+to\s+ITEM",
        r"\bno\s+longer\s+(?:considered\s+|classed\s+as\s+|classified\s+as\s+|labell?ed\s+as\s+)?"
        r"allergic\s+to\s+ITEM",
        r"\b(?:was|am|'m|were)\s+never\s+(?:actually\s+|really\s+)?allergic\s+to\s+ITEM",
        r"\bmy\s+ITEM\s+allergy\s+(?:label\s+)?(?:is|has\s+been|was|got)\s+(?:officially\s+)?"
        r"(?:gone|removed|taken\s+off|cleared|over|lifted)\b",
        r"\bmy\s+allergy\s+to\s+ITEM\s+(?:is|has\s+been|was)\s+(?:officially\s+)?(?:gone|removed"
        r"|cleared|over)\b",
        r"\bITEM\s+(?:allergy\s+)?(?:label\s+)?(?:is|has\s+been|was)\s+(?:now\s+)?(?:officially\s+)?"
        r"(?:off|removed\s+from|taken\s+off)\s+my\s+(?:allergy\s+list|allergies|record|records"
        r"|chart|notes|file)\b",
        r"\bpassed\s+(?:the|an|my|a)\s+(?:oral\s+)?(?:food\s+|drug\s+)?challenge\s+(?:for|to|with)"
        r"\s+ITEM",
    )
)
"""An allergy the user no longer has, or never had: "I've outgrown my egg allergy", "I'm no
longer allergic to peanuts", "I was never actually allergic to strawberries", "my penicillin
allergy label has been removed", "sulfa is officially off my allergy list", "passed the oral
food challenge for egg"."""


def allergies_gone(sentence: Sentence) -> list[MemoryCandidate]:
    """The user's allergies taken back because they are gone or were never there."""
    if "allerg" not in sentence.lower and "challenge" not in sentence.lower:
        return []  # every wording of a gone allergy says one of them
    if sentence.question or is_joke(sentence) or _THEIR_BELIEF.match(sentence.text):
        return []
    found = []
    for match in (m for wording in _GONE for m in wording.finditer(sentence.text)):
        judged = stance(sentence, match.start())
        if judged.hypothetical or judged.owner not in ("self", "none"):
            continue
        item = re.sub(r"\s+(?:allergy|allergies|label)$", "", match.group("item").lower())
        allergen = _allergen(item, sentence) or _allergen(item.split()[0], sentence)
        if allergen is not None:
            key = _allergy(sentence, "self", "medium", allergen, "").key
            found.append(as_change(retraction(sentence, key)))  # "As admin, note: ..." is none
    return found


# -- intolerances ---------------------------------------------------------------------------------

_INTOLERANCE_ITEMS = (
    "lactose|gluten|fructose|histamine|dairy|wheat|soy|egg|caffeine|alcohol|fodmap|sulfite|msg"
    "|sucrose|sorbitol"
)
_INTOLERANT_ITEM = re.compile(rf"\b(?P<item>{_INTOLERANCE_ITEMS})[- ]intoleran(?:t|ce)\b", re.I)
_INTOLERANT_TO = re.compile(
    r"\b(?P<word>intolerant|intolerances?|sensitive|sensitivity|sensitivities)\s+(?:to|of)\s+",
    re.I,
)
_DISAGREES = re.compile(
    r"\b(?:really\s+|just\s+|usually\s+)?(?:(?:doesn't|does\s+not|don't|do\s+not)\s+agree\s+with"
    r"\s+me|makes?\s+me\s+(?:really\s+|so\s+|very\s+|feel\s+)?(?:sick|ill|bloated|nauseous))\b",
    re.I,
)


def _intolerance(
    sentence: Sentence, item: str, content: str, confidence: Confidence
) -> MemoryCandidate:
    if confidence == "low":
        content = f"possibly {content[:1].lower()}{content[1:]}"
    return candidate(
        sentence,
        keys.DIET_INTOLERANCE.key(slug(item)),
        content,
        critical=True,
        importance=0.9,
        tags=("diet", "intolerance"),
        confidence=confidence,
    )


def _is_food(item: str) -> bool:
    lowered = item.lower()
    return lowered in FOODS or lowered.rstrip("s") in FOODS or lowered.split()[-1] in FOODS


def _intolerant_item(sentence: Sentence, match: re.Match[str]) -> Made:
    confidence = self_confidence(sentence, match.start())
    if confidence is None:
        return None
    item = match.group("item").lower()
    return _intolerance(sentence, item, f"{item} intolerant", confidence)


def _intolerant_to(sentence: Sentence, match: re.Match[str]) -> Made:
    confidence = self_confidence(sentence, match.start())
    if confidence is None:
        return None
    word = "Sensitive" if match.group("word").lower().startswith("sensitiv") else "Intolerant"
    found = []
    for item in split_items(list_after(sentence.text, match.end())):
        if not _is_food(item):
            break
        found.append(_intolerance(sentence, item, f"{word} to {item.lower()}", confidence))
    return found


def _disagrees(sentence: Sentence, match: re.Match[str]) -> Made:
    start, items, _ = _words_before(sentence.text, match.start())
    confidence = self_confidence(sentence, start) if items else None
    item = " ".join(items[-2:]).lower()
    if confidence is None or not _is_food(item):
        return None
    return _intolerance(sentence, item, f"sensitive to {item}", confidence)


def intolerances(sentence: Sentence) -> list[MemoryCandidate]:
    """Intolerances: "I'm lactose intolerant", "sensitive to X", "X doesn't agree with me"."""
    return collect(
        sentence,
        (
            (_INTOLERANT_ITEM, _intolerant_item),
            (_INTOLERANT_TO, _intolerant_to),
            (_DISAGREES, _disagrees),
        ),
    )


RULES: tuple[Rule, ...] = (allergies, intolerances)
