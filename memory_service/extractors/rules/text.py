"""Shared machinery of the rules extractor: sentences, who a statement is about, and phrasing.

A user message is cleaned (code, quotes and pasted assistant text removed, common typos and
contractions normalised) and split into sentences. Rules then ask `stance` who the words at a
position are about (the user, a household member, someone else) and whether they are negated,
hedged, hypothetical or in the past, so each rule only has to recognise its own phrasing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property

from memory_service.language.dates import (
    has_relative_date,
    remove_relative_dates,
    resolve_relative_dates,
)
from memory_service.language.sentences import HEDGES, NEGATIONS, phrase_pattern, sentences
from memory_service.schemas import Confidence, EntryType, MemoryCandidate

MAX_EXCERPT_CHARS = 300
MAX_SENTENCE_CHARS = 1000  # longer runs without punctuation are pasted text, not chat
_LOOKBACK_CHARS = 160  # subjects, negations and "if" are looked for this far back

# -- cleaning -------------------------------------------------------------------------------------

_CODE_BLOCK = re.compile(r"```.*?(?:```|$)", re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_DOUBLE_QUOTED = re.compile(r"\"[^\"\n]{0,400}\"|“[^”\n]{0,400}”")
_QUOTED_LINE = re.compile(
    r"^[ \t]*(?:>|(?:assistant|ai|bot|chatgpt|claude|gpt)\s*:).*$", re.I | re.M
)
_SPEAKER_PREFIX = re.compile(r"^[ \t]*(?:user|me)[ \t]*:[ \t]*", re.I | re.M)
_PASTED_TEXT = re.compile(
    r"\b(?:here's|here\s+is|this\s+is|below\s+is)\s+(?:my|the|a|our)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:draft|email|e-mail|message|text|letter|bio|post|essay|resume|cv|copy|version|paragraph"
    r"|intro|introduction|summary|reply|response|story|script|speech|caption|tweet|profile"
    r"|statement|note|announcement)\b[^:\n]*:.*",
    re.I | re.S,
)
_PASTED_ASSISTANT = re.compile(
    r"^\s*as an ai\b|\bas an ai (?:language )?(?:model|assistant)\b"
    r"|\bas a (?:large )?language model\b|\bi(?:'m| am) an ai\b"
    r"|\bi hope this helps\b|\blet me know if you (?:have|need) any\b"
    r"|^\s*(?:sure|certainly|of course|absolutely|great question)[!,.]\s+"
    r"(?:here|i'd|i'll|i can|let's|below)",
    re.I,
)

_TYPOS: dict[str, str] = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "wouldnt": "wouldn't",
    "shouldnt": "shouldn't",
    "couldnt": "couldn't",
    "u": "you",
    "ur": "your",
    "pls": "please",
    "plz": "please",
    "alergic": "allergic",
    "allergik": "allergic",
    "alergik": "allergic",
    "allegic": "allergic",
    "allergich": "allergic",
    "alergy": "allergy",
    "alergies": "allergies",
    "allergie": "allergy",
    "vegitarian": "vegetarian",
    "vegeterian": "vegetarian",
    "vegatarian": "vegetarian",
    "vegetarain": "vegetarian",
    "intolerent": "intolerant",
    "intollerant": "intolerant",
    "diabetis": "diabetes",
    "diabeties": "diabetes",
    "excercise": "exercise",
    "favourite": "favorite",
}
_SPACES = re.compile(r"[^\S\n]+")
_TYPO_WORD = re.compile(r"\b(" + "|".join(_TYPOS) + r")\b", re.I)


def _fix_typo(match: re.Match[str]) -> str:
    return _TYPOS[match.group(1).lower()]


def clean_message(text: str) -> str:
    """The message without code, quoted speech or pasted assistant lines, typos normalised."""
    text = text.replace("’", "'").replace("‘", "'")
    text = _CODE_BLOCK.sub(" ", text)
    text = _INLINE_CODE.sub(" ", text)
    text = _QUOTED_LINE.sub(" ", text)
    text = _SPEAKER_PREFIX.sub("", text)
    text = _DOUBLE_QUOTED.sub(" ", text)
    text = _PASTED_TEXT.sub(" ", text)  # a draft the user shares is not about the user
    text = _SPACES.sub(" ", text)
    return _TYPO_WORD.sub(_fix_typo, text)


def looks_pasted(text: str) -> bool:
    """True when a user message reads like an assistant's answer pasted back."""
    return _PASTED_ASSISTANT.search(text) is not None


# -- sentences ------------------------------------------------------------------------------------

_QUESTION_START = re.compile(
    r"^(?:(?:do|does|did|can|could|would|should|will|shall|is|are|am|have|has|isn't|aren't"
    r"|don't|doesn't)\s+(?:you|i|we|it|there|this|that|they|he|she|my|your|anyone|someone)\b"
    r"|(?:what|how|why|where|which|who)(?:'s|\s+(?:is|are|do|does|did|can|could|should"
    r"|would|will|about|if|many|much|long|often))\b|any(?:one)?\s+(?:tips|ideas|advice"
    r"|suggestions|recommendations|thoughts)\b)",
    re.I,
)
_FIRST_PERSON_START = re.compile(r"^(?:i|i'm|i've|i'd|my|we|we're|we've)\b", re.I)
_QUESTION_SPLIT = re.compile(r",\s+|\s+[-–—]\s+|\s+so\s+")
_SARCASM = re.compile(
    r"\bjust (?:love|adore)\b|\btotally love\b|^\s*(?:oh|yeah|wow),?\s+(?:great|joy|sure|right"
    r"|wonderful|fantastic|perfect)\b|\byeah right\b|/s\b|\bnot!",
    re.I,
)
_FICTION = re.compile(
    r"\bmy character\b|\bin (?:the|this|my) (?:story|game|novel|book|script|roleplay)\b"
    r"|\broleplay\b|\brole-play\b|\bpretend\b|\bin character\b|\bprotagonist\b",
    re.I,
)
_TASK_START = re.compile(
    r"^(?:please\s+)?(?:translate|rewrite|re-write|paraphrase|proofread|correct|fix|summari[sz]e"
    r"|write|draft|compose|generate|create|make|give me|tell me|explain|describe|list|help me"
    r"|show me|find|convert|edit|improve|check|review|imagine|suppose)\b",
    re.I,
)


@dataclass(frozen=True)
class Sentence:
    """One sentence of a user message, cleaned, with what the rules need to judge it."""

    text: str
    said_at: datetime | None
    question: bool = False
    task: bool = False

    @cached_property
    def lower(self) -> str:
        """The text lowercased (same length, so positions carry over)."""
        return self.text.lower()

    @cached_property
    def hedged(self) -> bool:
        """True when the sentence hedges ("I think", "maybe", "might")."""
        return _HEDGE.search(self.lower) is not None

    @cached_property
    def long_ago(self) -> bool:
        """True when the sentence speaks of childhood or long ago ("as a kid", "growing up")."""
        return _LONG_AGO.search(self.lower) is not None

    @property
    def excerpt(self) -> str:
        """The sentence as evidence, bounded."""
        return self.text[:MAX_EXCERPT_CHARS]


def split_sentences(message: str, said_at: datetime | None) -> list[Sentence]:
    """The message's sentences; a question keeps any first-person statement it opens with."""
    if looks_pasted(message):
        return []
    found: list[Sentence] = []
    for raw in sentences(clean_message(message), clauses=True):
        if len(raw) > MAX_SENTENCE_CHARS:
            continue
        text = _unwrap(raw.strip())
        if not text:
            continue
        if _SARCASM.search(text) or _FICTION.search(text):
            continue
        found.extend(_judge(text, said_at))
    return found


def _unwrap(text: str) -> str:
    """Drop markdown emphasis and a pair of quotes or brackets around the whole sentence."""
    text = text.strip("*_ \t")
    pairs = {'"': '"', "'": "'", "(": ")", "[": "]"}
    while len(text) > 1 and text[0] in pairs and text[-1] == pairs[text[0]]:
        text = text[1:-1].strip()
    return text


def _judge(text: str, said_at: datetime | None) -> list[Sentence]:
    task = _TASK_START.match(text) is not None
    if not (text.endswith("?") or _QUESTION_START.match(text)):
        return [Sentence(text.rstrip(".!"), said_at, task=task)]
    question = Sentence(text.rstrip("?"), said_at, question=True, task=task)
    parts = _QUESTION_SPLIT.split(text.rstrip("?"))
    head = parts[0].strip()
    if len(parts) > 1 and _FIRST_PERSON_START.match(head) and not _QUESTION_START.match(head):
        return [question, Sentence(head, said_at)]
    return [question]


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
    r"\b(?!I\b)[A-Z][a-z]+(?:'s)?(?=\s+(?:is|has|was|takes|uses|carries|eats|lives|works"
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
_LONG_AGO = re.compile(
    r"\b(?:back then|growing up|when i was|as a (?:kid|child|teen|teenager|baby)"
    r"|in (?:college|high school|school)|outgrew|grew out of|as a little)\b"
)
_HEDGE = phrase_pattern(HEDGES)
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
        past=bool(_PAST.search(between)) or sentence.long_ago,
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
_ITEM_SPLIT = re.compile(r"\s*(?:,|&|/|\band\b|\bor\b|\bplus\b|\bas well as\b)\s*", re.I)
_LEADING_ARTICLE = re.compile(r"^(?:a|an|the|any|some|all|most|certain|my|most kinds of)\s+", re.I)
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
    phrase = rest[: end.start()] if end else rest
    return " ".join(phrase.split()[:max_words])


def list_after(text: str, start: int) -> str:
    """Like `phrase_after`, but commas continue a list ("peanuts, tree nuts and sesame")."""
    return phrase_after(text, start, max_words=14, stops=_LIST_END)


def split_items(phrase: str, *, max_words: int = 3) -> list[str]:
    """Items of a list phrase; stops at the first piece that does not read as a noun phrase."""
    items: list[str] = []
    for piece in _ITEM_SPLIT.split(phrase):
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
    text = re.sub(r"\bmine\b", "theirs", text, flags=re.I)
    return re.sub(r"\bme\b", "them", text, flags=re.I)


def the_user(text: str) -> str:
    """An instruction's first-person words turned to "the user"."""
    text = re.sub(r"\bI'm\b", "the user is", text, flags=re.I)
    text = re.sub(r"\bI've\b", "the user has", text, flags=re.I)
    text = re.sub(r"\b(?:my|mine)\b", "the user's", text, flags=re.I)
    text = re.sub(r"\b(?:me|myself)\b", "the user", text, flags=re.I)
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
