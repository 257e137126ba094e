"""Diet rules: how the user eats (vegan, halal, gluten-free, keto) and what they never eat.

Diets that are ethical, religious or medical constraints are critical; plans such as keto are
not. One key per kind of diet, so "I'm vegetarian" later replaces "I'm vegan".
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import FOODS, SOFT_FOODS
from memory_service.extractors.rules.phrasing import (
    Rule,
    candidate,
    list_after,
    retraction,
    slug,
    split_items,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import self_confidence, stance
from memory_service.language.dates import remove_relative_dates
from memory_service.schemas import Confidence, MemoryCandidate

_DIETS: tuple[tuple[str, keys.KeySpace, str, bool], ...] = (
    # (surface regex, key, the memory's wording, critical)
    (r"vegan", keys.DIET_STYLE, "vegan", True),
    (r"vegetarian|veggie", keys.DIET_STYLE, "vegetarian", True),
    (r"pesc[ae]tarian", keys.DIET_STYLE, "pescatarian", True),
    (r"plant[- ]based", keys.DIET_STYLE, "plant-based", True),
    (r"flexitarian", keys.DIET_STYLE, "flexitarian", True),
    (r"lacto[- ]ovo(?:[- ]vegetarian)?", keys.DIET_STYLE, "lacto-ovo vegetarian", True),
    (r"halal", keys.DIET_RELIGIOUS, "eats halal", True),
    (r"kosher", keys.DIET_RELIGIOUS, "keeps kosher", True),
    (r"gluten[- ]free", keys.DIET_GLUTEN_FREE, "eats gluten-free", True),
    (r"dairy[- ]free", keys.DIET_DAIRY_FREE, "eats dairy-free", True),
    (r"low[- ]fodmap", keys.DIET_PLAN, "follows a low-FODMAP diet", True),
    (r"low[- ](?:sodium|salt)", keys.DIET_PLAN, "follows a low-sodium diet", True),
    (r"keto(?:genic)?", keys.DIET_PLAN, "follows a keto diet", False),
    (r"paleo", keys.DIET_PLAN, "follows a paleo diet", False),
    (r"low[- ]carb", keys.DIET_PLAN, "follows a low-carb diet", False),
    (r"whole30", keys.DIET_PLAN, "follows Whole30", False),
    (r"intermittent\s+fasting", keys.DIET_PLAN, "does intermittent fasting", False),
)
_DIET_ALT = "|".join(f"(?:{pattern})" for pattern, _, _, _ in _DIETS)
_DIET_WORD = re.compile(
    r"\b(?P<mod>(?:(?:strict|strictly|fully|mostly|mainly|largely|basically|almost"
    r"|pretty\s+much|100%|totally|completely|a|an)\s+)*)"
    rf"(?P<diet>{_DIET_ALT})(?P<follow>\s+(?:food|meat|products|options))?"
    r"(?=\s*(?:$|[,.;:!?)(\-–—]|(?:and|but|so|now|these\s+days|nowadays|btw|too|also|as\s+well"
    r"|since|for|because|though|lol|haha|at\s+the\s+moment|right\s+now|myself|anyway|diet"
    r"|person|household|family|most\s+of\s+the\s+time|except|unless|which|who|only|mostly"
    r"|here|fyi|these|now|last|this|in|since|about|after|when|a|two|three|\d+|kitchen|home)\b))",
    re.I,
)
_ALLOWED_BETWEEN = frozenset(
    """m am are re have ve been went gone become became turned eat keep follow do doing on
    stay staying now also still both all currently recently basically just eating keeping
    following only strictly mostly always a an the fully pretty much""".split()
)
_MOSTLY = re.compile(r"\b(?:mostly|mainly|largely|basically|almost|pretty\s+much)\b", re.I)
_STRICTLY = re.compile(r"\b(?:strict|strictly|fully|100%|totally|completely)\b", re.I)


def _diet_of(word: str) -> tuple[str, str, bool]:
    for pattern, space, content, critical in _DIETS:
        if re.fullmatch(pattern, word, re.I):
            return space.key(), content, critical
    raise LookupError(word)


def _diet(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    key, content, critical = _diet_of(" ".join(match.group("diet").split()))
    if match.group("follow") and key == keys.DIET_STYLE.key():
        return None  # "vegan food" describes food, not the user
    judged = stance(sentence, match.start())
    words = set(re.findall(r"[a-z]+", judged.between))
    confidence = self_confidence(sentence, match.start(), owners=("self", "we"))
    if confidence is None or not words <= _ALLOWED_BETWEEN:
        return None
    modifiers = match.group("mod") + " " + judged.between
    if _MOSTLY.search(modifiers):
        content = f"mostly {content}"
    elif _STRICTLY.search(modifiers):
        content = f"strictly {content}"
    return candidate(
        sentence,
        key,
        content,
        critical=critical,
        importance=0.9 if critical else 0.7,
        tags=("diet",),
        confidence=confidence,
    )


def diets(sentence: Sentence) -> list[MemoryCandidate]:
    """Diets: "I'm vegan", "we eat halal only", "I keep kosher", "I'm doing keto"."""
    found = (_diet(sentence, m) for m in _DIET_WORD.finditer(sentence.text))
    return [c for c in found if c is not None]


# -- what the user does not eat -------------------------------------------------------------------

_AVOID = re.compile(
    r"\b(?P<subj>i|we)\s+(?:also\s+|just\s+|generally\s+|usually\s+|try\s+to\s+|strictly\s+)?"
    r"(?P<neg>don't|do\s+not|never|can't|cannot|can\s+not|won't|no\s+longer|avoid"
    r"|stay\s+away\s+from|steer\s+clear\s+of|gave\s+up|have\s+given\s+up|'ve\s+given\s+up"
    r"|cut\s+out|quit)\s*"
    r"(?:(?P<verb>eat|have|drink|touch|consume|tolerate|digest|handle|do)\b\s*)?(?:any\s+)?",
    re.I,
)
_QUANTIFIER = re.compile(
    r"^(?:much|a\s+lot|lots|many|enough|too|that|so|as|very|often|usually|late|out|before|after"
    r"|while|on|at|in|during|for|until|breakfast|lunch|dinner|meals|anything|it|this|them)\b",
    re.I,
)
_GAVE_UP_WORDS = ("gave", "have given", "'ve given", "cut", "quit")
_AVOID_WORDS = ("avoid", "stay", "steer", *_GAVE_UP_WORDS)
_NO_FOR_ME = re.compile(r"^no\s+(?P<items>[a-z][a-z ,&-]*?)\s+for\s+me\b", re.I)


def _is_food(item: str) -> bool:
    lowered = item.lower()
    return lowered in FOODS or lowered.rstrip("s") in FOODS


def _avoidance(
    sentence: Sentence, negation: str, verb: str | None, item: str, confidence: Confidence
) -> MemoryCandidate:
    item = item.lower()
    verb = "eat" if verb == "do" else verb
    if negation.startswith(_GAVE_UP_WORDS):
        space, content = keys.DIET_AVOID, f"gave up {item}"
    elif negation.startswith(_AVOID_WORDS):
        space, content = keys.DIET_AVOID, f"avoids {item}"
    elif negation.startswith("can"):
        space, content = keys.DIET_RESTRICTION, f"cannot {verb or 'eat'} {item}"
    else:
        space, content = keys.DIET_AVOID, f"does not {verb or 'eat'} {item}"
    critical = item not in SOFT_FOODS
    return candidate(
        sentence,
        space.key(slug(item)),
        content,
        critical=critical,
        importance=0.9 if critical else 0.6,
        tags=("diet",),
        confidence=confidence,
    )


def _avoided(sentence: Sentence, match: re.Match[str]) -> list[MemoryCandidate]:
    negation = " ".join(match.group("neg").lower().split())
    verb = match.group("verb") and match.group("verb").lower()
    if verb is None and not negation.startswith(_AVOID_WORDS):
        return []
    confidence = self_confidence(sentence, match.end("subj"), owners=("self", "we"))
    phrase = remove_relative_dates(list_after(sentence.text, match.end()))
    if confidence is None or _QUANTIFIER.match(phrase):
        return []
    if verb == "drink" and not phrase:
        return [_avoidance(sentence, negation, verb, "alcohol", confidence)]
    found = []
    for item in split_items(phrase):
        if not _is_food(item):
            break
        found.append(_avoidance(sentence, negation, verb, item, confidence))
    return found


def avoided_foods(sentence: Sentence) -> list[MemoryCandidate]:
    """What the user never eats: "I don't eat pork", "I can't eat gluten", "no pork for me"."""
    found: list[MemoryCandidate] = []
    no_for_me = _NO_FOR_ME.match(sentence.text)
    confidence = self_confidence(sentence, 0) if no_for_me else None
    if no_for_me and confidence:
        for item in split_items(no_for_me.group("items")):
            if _is_food(item):
                found.append(_avoidance(sentence, "don't", "eat", item, confidence))
    for match in _AVOID.finditer(sentence.text):
        found += _avoided(sentence, match)
    return found


# -- a diet or an abstention given up -------------------------------------------------------------

_RESUMED = re.compile(
    r"(?:\bI(?:'ve|\s+have|'m|\s+am)?\s+|^)(?P<change>(?:(?:just\s+|recently\s+)?(?:started|start"
    r"|starting|began|begun|(?:gone|went|going|am|'m|be)?\s*back\s+(?:to|on))\s+)?)"
    r"(?P<verb>eat(?:ing|in)?|drink(?:ing|in)?)\b",
    re.I,
)
_CHANGED = re.compile(r"\b(?:again|now|these\s+days|nowadays)\b", re.I)
_CLAUSE = re.compile(r"[,;.!?]|\s(?:but|though|although|because|so|and\s+I)\s", re.I)
_HOW_OFTEN = re.compile(
    r"\b(?:again|now|these\s+days|nowadays|occasionally|socially|sometimes|moderately|regularly"
    r"|mostly|a\s+(?:bit|little)|more|every\s+(?:day|week|now\s+and\s+then)|now\s+and\s+then"
    r"|at\s+weekends|on\s+weekends|once\s+in\s+a\s+while)\b",
    re.I,
)
_SAID_END = re.compile(
    r"\s*\b(?:after|before|since|for|at|in|on|when|with|without|from|until|till|last|this|like"
    r"|yesterday|today|lol|haha\w*|lmao|tbh)\b",
    re.I,
)
"""Where what is eaten or drunk ends: "meat again after 10 yrs", "again after the divorce"."""
_ALCOHOL = frozenset(
    """alcohol booze wine beer cider spirits cocktails gin vodka rum whisky whiskey tequila
    prosecco champagne""".split()
) | {"red wine", "white wine"}
_ENDS: dict[str, tuple[str, ...]] = {
    "meat": ("vegan | vegetarian | pescatarian | plant based",),
    "fish": ("vegan | vegetarian | plant based",),
    "dairy": ("vegan | plant based", keys.DIET_DAIRY_FREE.key()),
    "eggs": ("vegan | plant based",),
    "gluten": (keys.DIET_GLUTEN_FREE.key(),),
}
"""The diets eating a kind of food again ends (the wordings under `diet.style`, or keys): "I eat
fish again" ends being vegetarian, not pescatarian."""
_KIND_OF: dict[str, str] = {
    **dict.fromkeys(_ENDS, ""),
    **dict.fromkeys(
        [
            *"""pork beef chicken poultry lamb veal venison duck turkey bacon ham steak burgers
            sausages everything anything""".split(),
            *("red meat", "white meat", "animal products"),
        ],
        "meat",
    ),
    **dict.fromkeys(
        """seafood shellfish shrimp prawns crab lobster oysters mussels clams squid octopus
        scallops sushi salmon tuna""".split(),
        "fish",
    ),
    **dict.fromkeys("milk cheese butter cream yogurt yoghurt".split(), "dairy"),
    "egg": "eggs",
}
_SPLIT_ALL = re.compile(r"\s*(?:,|&|\band\b|\bor\b)\s*", re.I)
_ARTICLE = re.compile(r"^(?:a|an|the|some|any|my)\s+", re.I)


def _taken_back(sentence: Sentence, drinks: bool, said: str) -> list[MemoryCandidate]:
    """What eating or drinking `said` again ends: the abstention from it, and the diets its kind
    of food ends ("meat": being vegetarian); drinking anything alcoholic, or nothing named, ends
    not drinking alcohol."""
    items = [_ARTICLE.sub("", item.lower()) for item in _SPLIT_ALL.split(said) if item.strip()]
    known = _ALCOHOL if drinks else _KIND_OF
    if not all(item in known for item in items) or not (items or drinks):
        return []  # "I drink more tea now", "alcohol-free beer", "I eat a lot of vegetables now"
    kinds = ["alcohol"] if drinks else [_KIND_OF[item] or item for item in items]
    found = {
        (key := keys.DIET_AVOID.key(slug(avoided))): retraction(sentence, key)
        for avoided in dict.fromkeys([*kinds, *items])
    }
    for end in (end for kind in kinds for end in _ENDS.get(kind, ())):
        key, what = (end, "*") if "." in end else (keys.DIET_STYLE.key(), end)
        found[f"{key} {what}"] = retraction(sentence, key, what)
    return list(found.values())


def resumed(sentence: Sentence) -> list[MemoryCandidate]:
    """A diet or an abstention the user has given up, taken back: "I started eating meat again",
    "I drink occasionally now". Only a change: "I ate meat by accident at the wedding" is not."""
    found: list[MemoryCandidate] = []
    for match in _RESUMED.finditer(sentence.text):
        change, verb = match.group("change").strip(), match.group("verb").lower()
        rest = sentence.text[match.end() :]
        clause = rest[: m.start()] if (m := _CLAUSE.search(rest)) else rest
        if not match.group(0).lower().startswith("i") and not change:
            continue  # "eat more greens now": an order, not a change
        marked = _CHANGED.search(clause)
        if verb.endswith(("ing", "in")) and not change and not re.search(r"again|days", clause):
            continue  # "I'm drinking a coffee now": this moment
        if not ("back" in change or marked) or self_confidence(sentence, match.start()) is None:
            continue
        said = _SAID_END.split(" ".join(_HOW_OFTEN.sub(" ", clause).split()), maxsplit=1)[0]
        found += _taken_back(sentence, verb.startswith("drink"), said)
    return found


RULES: tuple[Rule, ...] = (diets, avoided_foods, resumed)
