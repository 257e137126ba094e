"""A correction of something said in an earlier session: "Actually my dog's name is Max, not Rex".

The session holds only the new word and the old one; the memory that holds the old word was made
earlier. So the rules read the user's memories for a session that says such a correction (and
only then: `wants_known`), and put the new word in place of the old in each memory that holds
it: "Has a dog named Rex" becomes "Has a dog named Max", under its key renamed the same way, and
the old memory is taken back (with the statements it was made from, which said the wrong word).

Read: "A, not B" ("my sister's name is Hannah, not Anna", "I'm actually 35, not 34", "it's John
with an h, not Jon"), "I meant A, not B", "I said B (earlier) but I meant A". The old and the new
are one to three words, articles aside, and differ. Safety-critical memories (allergies, health,
diet) are left to their own rules, which read corrections of their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

from memory_service.extractors.base import KnownMemory
from memory_service.extractors.rules.allergies import known_allergen
from memory_service.extractors.rules.lexicon import ALLERGEN_CANON
from memory_service.extractors.rules.phrasing import retraction, slug
from memory_service.extractors.rules.reading import Sentence
from memory_service.language import guard_words as gw
from memory_service.language import statement_words as sw
from memory_service.language.text import content_terms
from memory_service.schemas import ChatMessage, MemoryCandidate

_WORD = r"[\w'’-]+"
_PHRASE = rf"{_WORD}(?:\s+{_WORD}){{0,2}}"
_ARTICLE = re.compile(r"^(?:a|an|the|my)\s+", re.I)
_TAIL = r"(?:\s*(?:[^\w\s]|(?:lol|lmao|haha|btw|oops|sorry)\b).*)?\s*[.!?]*$"
"""What may follow a correction: " - no idea why I typed that", " lol", ", my brain"."""
_CORRECTION = re.compile(
    rf"^(?:(?:actually|sorry|oops|correction|no|wait)[\s,:;!-]+)*(?:it's|it\s+is|its|that's"
    rf"|that\s+is)\s+not\s+(?:the\s+)?(?P<old3>{_PHRASE}?)\s*[,;]\s*(?:(?:it's|it\s+is|its"
    rf"|that's|but)\s+)(?P<new3>{_PHRASE}?)(?=\s*(?:[^\w\s]|$))"
    + _TAIL
    + rf"|^(?:(?:actually|sorry|oops|correction|no|wait)[\s,:;!-]+)*(?:(?P<frame>.*?)\s)?"
    rf"(?P<new>{_PHRASE})(?:\s+with\s+(?:an?|two|double|one)\s+\w+)?"
    rf"(?:\s+I(?:'m|\s+am)?\s+(?:take|taking|on|allergic\s+to|intolerant\s+to))?"
    rf"(?P<comma>\s*[,;])?\s+not\s+"
    rf"(?:the\s+)?(?P<old>{_PHRASE}?)(?=\s*(?:[^\w\s]|(?:lol|lmao|haha|btw|oops|sorry)\b|$))"
    + _TAIL
    + rf"|^(?:(?:actually|sorry|oops|correction)[\s,:;!-]+)*I\s+(?:said|told\s+you|wrote|typed|put)"
    rf"\s+(?P<old2>{_PHRASE}?)\s+(?:(?:earlier|before|last\s+time|the\s+other\s+day)\s*,?\s*)?"
    rf"but\s+I\s+(?:meant|mean)\s+(?P<new2>{_PHRASE}?)(?=\s*(?:[^\w\s]|$))" + _TAIL,
    re.I,
)
_NOT_THEIRS = re.compile(
    r"\b(?:friend|sister|brother|mum|mom|dad|mother|father|son|daughter|neighbour|neighbor"
    r"|colleague|boss|cousin|aunt|uncle|gran|grandma|grandpa|partner|wife|husband|boyfriend"
    r"|girlfriend)(?:'s\s+(?!name\b)\w+(?:'s)?\s+(?:name|is|was|called)|\s+(?:said|says|told|thinks"
    r"|reckons))|\b(?:his|her|their)\s+\w+(?:'s)?\s+"
    r"(?:name|is|was)\b|\b(?:imagine|what\s+if|suppose|pretend|in\s+(?:my|the|a)\s+(?:story|book"
    r"|novel|game|script)|hypothetically|just\s+kidding|jk|joking|/s)\b",
    re.I,
)
"""A correction of someone else's fact, a supposed one, or one taken back as a joke: "My sister's
dog's name is Max, not Rex", "What if my dog's name was Max, not Rex?", "... Just kidding!"."""
_CHOICE = re.compile(
    r"\b(?:want|wanna|like|love|prefer|rather|order|ordering|pick|choose|chose|go\s+with|let's|lets"
    r"|try|take|get|make\s+it|need|book|booking|(?:'ll|will|'d|would)\s+have|having)\b",
    re.I,
)
"""A choice set against another ("I want tea, not coffee", "let's do Tuesday, not Monday")."""
_VAGUE = re.compile(
    r"(?:other|wrong|old|first)\s+(?:spelling|one|name|thing|way|version)|what\s+I\s+(?:said|wrote|typed)",
    re.I,
)
"""An old word not said again: "not the other spelling", "not what I wrote"."""
_ASIDE_WORDS = re.compile(
    r"\s+(?:btw|lol|lmao|haha|tbh|fyi|after\s+all|instead|then|though|really|actually)\b", re.I
)
"""Words said after the new value that are not part of it ("Rex after all, not Max")."""
_NAME = r"(?-i:[A-Z][\w'’-]+)"
_RESPELT = re.compile(
    rf"^(?:(?:oh|and|also|btw|ps|hello\s+again|hi)[\s,!.:-]+)*(?:it's|it\s+is|its|that's|that\s+is)"
    rf"\s+(?:actually\s+)?(?P<new>{_NAME})\b"
    rf"|^(?P<new2>{_NAME})\s+\((?:that's|that\s+is)\s+(?:his|her|their|its|my|the)\s+(?:actual|real)"
    r"\s+name\b",
    re.I,
)
"""A name given again without the old one: "it's Kaitlyn with a K btw", "It's Sean btw, not the
other spelling", "Pepper (that's her actual name btw ...)"."""
_SPELLING = re.compile(
    r"\b(?:typed|wrote|spel(?:led|t)|got|put)\s+(?:it|that|the\s+name|(?:my|his|her|their|\w+'s)"
    r"\s+name)\s+wrong|\bwrong\s+(?:name|spelling)|\b(?:actual|real)\s+name\b|\bother\s+spelling"
    r"|\bwith\s+an?\s+[A-Za-z]\b|\bautocorrect|\btypo\b|\bmisspel",
    re.I,
)
"""What says a name given again puts a misspelt one right."""
_TOLD_YOU = re.compile(
    r"\b(?:did\s+I\s+(?:say|tell\s+you|write|type|put)|I\s+(?:told\s+you|said|wrote|typed|put))"
    rf"\s+(?P<old>{_NAME})\s*\?*\W*$",
    re.I,
)
"""The old word asked back, the new in the next sentence: "wait I told you Portsmouth?? it's
Plymouth lol"."""
_NOT_A_CORRECTION = re.compile(
    r"\b(?:but|only|just|also|even|yet|still|now|anymore|any\s+more|too|either|really|sure)\s*[.!]*$"
    r"|\bnot\s+(?:that|this|because|as|so|very|much|quite|too|at\s+all|sure|yet|now|today|really)\b",
    re.I,
)
"""", not yet", "not because ...", "me, not so much": no word put in place of another."""
_SAYS_CORRECTED = re.compile(
    r"\b(?:actually|sorry|correction|oops|typo|meant|mistake|wrong|misspoke|misspel\w*|re-?read"
    r"|mix(?:ed)?\s+(?:\w+\s+){0,2}up|my\s+brain)\b"
    r"|(?:\bname(?:'s|\s+is|\s+was)|\bcalled|\bspel(?:led|t)|^(?:it's|it\s+is|its))\s+[\w'’-]+"
    r"(?:\s+with\s+an?\s+\w+)?\s*[,;]?\s+not\b"
    r"|^I\s+(?:take|'m\s+taking|am\s+taking|'m\s+on|am\s+on)\s+[\w'’-]+(?:\s+[\w'’-]+)?\s*[,;]?"
    r"\s+not\s",
    re.I,
)
"""What says a word is put right, not set against another ("I want tea, not coffee" is a choice
made now): a word of correction, a name or spelling given just before "not" ("my dog's name
is Max, not Rex", "It's John with an h, not Jon") or a medicine the user takes set against another
("I take apixaban not warfarin"). "It's not peanuts, it's cashews" alone may be about a dish."""
_HABIT = re.compile(
    r"(?:\bI\s+(?:take|'m\s+taking|am\s+taking|'m\s+on|am\s+on)|\b(?:meant|mean)(?:\s+to\s+say)?)"
    r"\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}\s*$|\w\s+I\s+(?:take|'m\s+taking|'m\s+on)\s*$",
    re.I,
)
_TAKEN = re.compile(r"\s+I(?:'m|\s+am)?\s+(?:take|taking|on|allergic\s+to|intolerant\s+to)$", re.I)
"""A clause said after the new value ("it's apixaban I take, not warfarin")."""
"""Said with the new word, what makes "A not B" without a comma a correction ("I meant tree
nuts not peanuts", "I take apixaban not warfarin"), and what makes "take" no choice."""
_WHEN_SAID = re.compile(
    r"\s+(?:earlier|before|last\s+time|the\s+other\s+day|yesterday|last\s+week)$", re.I
)
_NO_VALUE = re.compile(
    r"(?:^|\s)(?:I|me|you|he|she|it|we|they|him|her|them|this|that|there|here|one|mine|yours"
    r"|\w+['’](?:s|m|re|ve|ll|d|t))(?:\s|$)",
    re.I,
)
"""A pronoun or a contraction where a value should be ("I'm not leaving the house")."""
_MAY_CORRECT = re.compile(r"\b(?:not|meant?|it'?s|it\s+is|that'?s|that\s+is)\b", re.I)
"""Words every correction read here holds: what a sentence must have to be read at all."""
_LEFT_TO_THEIR_RULES = ("health.", "diet.")
"""Allergies, conditions, medicines and diets: their own rules read a correction said with them
in one session; one of an earlier session renames them only as their whole object (`_safety`)."""


@dataclass(frozen=True)
class Rename:
    """The old words and the new, as said."""

    old: str
    new: str
    said: str
    about: frozenset[str] = frozenset()
    """The content words said before the new one ("my dog's name is": dog): when some memories
    holding the old word hold one of them, only those are renamed (not a son also called Rex)."""
    whole: str = ""
    """The new words as said, however many ("I meant tree nuts", where `new` is as long as the
    old word): what an allergy, a medicine or a condition is put right with (`_safety`)."""
    only_safety: bool = False
    """Said in a way only an allergy, a medicine, a condition or a diet is put right by ("It's
    not peanuts, it's tree nuts", "I take apixaban, not warfarin")."""
    may_touch_safety: bool = False
    """Said so plainly that it may put a safety fact right (`_plain_enough`)."""


def wants_known(messages: Sequence[ChatMessage]) -> bool:
    """True when a user turn of the session may say a correction the memories are needed for
    (read on the raw text: `apply` reads only the user's own sentences)."""
    return any(
        message.role == "user" and _sentence_renames(message.content) for message in messages
    )


def said(message: str, own: Sequence[str], *, pasted: bool) -> list[tuple[str, str]]:
    """The sentences of a user turn a correction may be read in, each with its message: its own
    sentences; and, when nothing in it is someone else's text (pasted, quoted, role-tagged or a
    story's), its other sentences too, which the own-words reading sets aside as jokes or asides
    ("it's Quillfeather coffee not quillfoot 🙃 the cafe i mean")."""
    sentences = list(own)
    if not pasted:
        sentences += [s for s in _SENTENCE_END.split(message) if s.strip() and s not in own]
    return [(sentence, message) for sentence in sentences]


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def _sentence_renames(text: str) -> list[Rename]:
    found, before = [], ""
    for sentence in _SENTENCE_END.split(text):
        rename = read(sentence, text, before)
        if rename is not None:
            found.append(rename)
        before = sentence
    return found


def read(sentence: str, message: str = "", before: str = "") -> Rename | None:
    """The correction one sentence says, or None; the word that says it is a correction may
    come before it in its `message`, and the old word in the sentence `before` it."""
    if not _MAY_CORRECT.search(sentence):
        return None  # most sentences: no "not", "meant", "it's" or "that's"
    tidy = sw.tidy(sentence.strip())
    corrected = _SAYS_CORRECTED.search(tidy) or _SAYS_CORRECTED.search(message or sentence)
    match = _CORRECTION.match(tidy) or _CORRECTION.match(sentence.strip())  # "... 🙃 the cafe"
    if match is None or _NOT_A_CORRECTION.search(match.string) or not corrected:
        return _respelt(sentence, message, before)
    if _not_a_rename(match, tidy, message or sentence):
        return None
    rename = _said_against(match, tidy, (sentence, message, before))
    if rename is not None and (match.group("new3") or _by_habit_only(match, rename)):
        return replace(rename, only_safety=True)
    return rename


def _by_habit_only(match: re.Match[str], rename: Rename) -> bool:
    """Read only as a safety fact put right: "A not B" without a comma and a name ("sorry it's
    warfarin not apixaban", "I meant tree nuts not peanuts"), or a choice word said of a
    medicine taken ("I take apixaban, not warfarin"). Other memories are renamed only by a
    name ("it's Zuzu not Ziggy") or with a comma."""
    said = match.string[: match.end("new")] if match.group("new") else ""
    if not said:
        return False
    if not match.group("comma") and not _named(rename.new):
        return True
    return bool(_HABIT.search(said) and _CHOICE.search(said))


def _said_against(match: re.Match[str], tidy: str, context: tuple[str, str, str]) -> Rename | None:
    """The old and the new words `_CORRECTION` found, or None when they are no values; `context`
    is the sentence, its message and the sentence before, for a vague old word."""
    said_old = match.group("old") or match.group("old2") or match.group("old3")
    old = _WHEN_SAID.sub("", _ARTICLE.sub("", said_old).strip())
    said_new = _TAKEN.sub("", match.group("new") or match.group("new2") or match.group("new3"))
    new = _ARTICLE.sub("", said_new).strip()
    frame = match.string[: match.start("new")] if match.group("new") else ""
    if _VAGUE.fullmatch(old):  # "It's Sean btw, not the other spelling"
        return _respelt(*context)
    new = _ASIDE_WORDS.sub("", new).strip()
    new = _as_long(new, old, first=match.group("new2") is not None) if old else new
    if not old or not new or old.lower() == new.lower() or _NO_VALUE.search(f"{new} {old}"):
        return None
    whole = _LEAD.sub("", said_new)
    return Rename(
        old=old,
        new=new,
        said=tidy,
        about=content_terms(frame) - _FRAME_WORDS,
        whole=_ARTICLE.sub("", _ASIDE_WORDS.sub("", whole)).strip(),
    )


_LEAD = re.compile(
    r"^(?:(?:it's|its|it\s+is|that's|I|I'm|am|meant|mean|to\s+say|take|taking|on)\s+)+", re.I
)
"""Words of the frame that came with the new value ("I take apixaban", "meant tree nuts")."""


_FRAME_WORDS = content_terms("actually sorry correction name called spelled spelt it's typo oops")


def _not_a_rename(match: re.Match[str], tidy: str, message: str) -> bool:
    """Someone else's fact, a supposed one or a joke ("My friend said his dog's name is Max, not
    Rex", "What if ...", "jk"), or a choice made now ("I want tea, not coffee, today")."""
    if _NOT_THEIRS.search(tidy) or _NOT_THEIRS.search(message):
        return True
    if not match.group("new"):
        return False
    if _HABIT.search(match.string[: match.end("new")]):
        return False  # "I take apixaban, not warfarin": a medicine taken, no choice
    return bool(_CHOICE.search(match.string[: match.end("new")]))


def _named(words: str) -> bool:
    return bool(re.match(rf"{_NAME}|\d", words.rsplit(maxsplit=1)[-1])) if words.split() else False


_SHAPED = 0.5
"""How alike a word of a longer new phrase must be to the old word to be taken for its mending
("Quillfeather" for "quillfoot", 0.67); else the phrase's last words ("halal", not "keep")."""


def _as_long(new: str, old: str, *, first: bool = False) -> str:
    """The new words, as many as the old: "... name is Max" for "Rex" is "Max"; "I meant
    Northfield Insurance" for "Northgate" is "Northfield"; of a longer phrase, the words shaped
    like the old one ("Quillfeather coffee" for "quillfoot")."""
    new_words, size = new.split(), len(old.split())
    if len(new_words) <= size or new.lower().endswith(f" {old.lower()}"):
        return new  # "I meant New York" for "York"
    windows = [" ".join(new_words[i : i + size]) for i in range(len(new_words) - size + 1)]
    if _named(old):  # a name or a number is put right by one: "... is Max" for "Rex"
        windows = [w for w in windows if _named(w)] or windows
    if first:
        return windows[0]
    ratio = {w: SequenceMatcher(None, w.lower(), old.lower()).ratio() for w in windows}
    best = max(reversed(windows), key=lambda w: ratio[w])
    return best if ratio[best] >= _SHAPED else windows[-1]


def _respelt(sentence: str, message: str, before: str) -> Rename | None:
    """A name given again: after the old one asked back in the sentence before ("I told you
    Portsmouth?? it's Plymouth"), or with words that say a name was misspelt (the old one is then
    the known name most like it: `_renamed`)."""
    tidy = sw.tidy(sentence.strip())
    again = _RESPELT.match(tidy) or _RESPELT.match(sentence.strip())
    if again is None:
        return None
    new = again.group("new") or again.group("new2")
    told = _TOLD_YOU.search(before) if before else None
    if told is not None and told.group("old").lower() != new.lower():
        return Rename(old=told.group("old"), new=new, said=tidy)
    if _SPELLING.search(message or sentence):
        return Rename(old="", new=new, said=tidy)
    return None


_SEVERAL = re.compile(r"\s*(?:,\s*and\s+|\s+and\s+|;\s*)(?=[^;]*\bnot\b)", re.I)


def _pieces(sentence: str) -> list[str]:
    """A sentence that puts several things right, one correction a piece ("Sorry I meant tree
    nuts not peanuts, and amoxicillin not penicillin"); else the sentence."""
    if len(re.findall(r"\bnot\b", sentence, re.I)) < 2:
        return [sentence]
    pieces = [p for p in _SEVERAL.split(sentence) if p.strip()]
    return pieces if all(re.search(r"\bnot\b", p, re.I) for p in pieces) else [sentence]


def apply(
    own: Sequence[tuple[str, str]],
    known: Iterable[KnownMemory],
    found: dict[str, MemoryCandidate],
    *,
    session: Sequence[tuple[str, tuple[str, ...]]] = (),
) -> list[MemoryCandidate]:
    """The session's candidates (`found`, by key) with each correction the user said in their
    own sentences (`own`: each with its message, not a quote, a paste, a story or a
    role-tagged line; "Oops, typo earlier:" before it is read from the message) applied: a
    candidate of this session holding the old words holds the new ones instead; an earlier
    memory holding them is renamed, and taken back; a candidate that still holds the old words
    (the correction read as a statement) is dropped. `session` is each user message of the
    session with its own sentences, in order: what a correction of a safety fact must be plain
    in (`_plain_enough`)."""
    said = [
        replace(rename, may_touch_safety=_plain_enough(sentence, message, rename, session))
        for i, (sentence, message) in enumerate(own)
        for piece in _pieces(sentence)
        if (rename := read(piece, message, own[i - 1][0] if i else ""))
    ]
    if not said:
        return list(found.values())
    memories = list(known)
    made: list[MemoryCandidate] = []
    here = dict(found)
    for rename in said:
        made += _renamed(rename, memories)
        renamed = [_in_place(rename, c) for c in here.values()]
        here = {c.key: c for c in renamed if c is not None}
    return [*here.values(), *made]


def _in_place(rename: Rename, candidate: MemoryCandidate) -> MemoryCandidate | None:
    """This session's candidate with the correction applied; None when it says the old word
    beside the new (the correction itself, read as a statement)."""
    if (
        not rename.old
        or candidate.action != "remember"
        or candidate.key.startswith(_LEFT_TO_THEIR_RULES)
    ):
        return candidate
    if not _whole(rename.old).search(candidate.content):
        return candidate
    if _whole(rename.new).search(candidate.content):
        return None
    content, key = _rewritten(rename, candidate.content, candidate.key)
    return candidate.model_copy(update={"content": content, "key": key})


def _whole(words: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w'’-]){re.escape(words)}(?![\w'’-])", re.I)


def _rewritten(rename: Rename, content: str, key: str) -> tuple[str, str]:
    """`content` and `key` with the new words in place of the old."""
    key_old = re.sub(r"\W+", "_", rename.old.lower())
    key_new = re.sub(r"\W+", "_", rename.new.lower())
    return (
        _whole(rename.old).sub(rename.new, content),
        re.sub(rf"(?<![a-z0-9]){re.escape(key_old)}(?![a-z0-9])", key_new, key),
    )


_LIKE = 0.6
"""How alike a misspelt name and its mending must be (difflib's ratio): Caitlyn and Kaitlyn 0.86,
Shaun and Sean 0.67, Quillfoot and Quillfeather 0.67; Pumpkin and Pepper 0.31."""


def _misspelt(new: str, memories: Sequence[KnownMemory]) -> str | None:
    """The one known name that `new` most likely mends, or None."""
    names = {
        w
        for m in memories
        for w in re.findall(r"(?<![\w'’-])[A-Z][\w'’-]+", m.content)
        if w.lower() != new.lower()
    }
    ratio = {w: SequenceMatcher(None, w.lower(), new.lower()).ratio() for w in sorted(names)}
    best = max(ratio, key=lambda w: ratio[w], default=None)
    return best if best is not None and ratio[best] >= _LIKE else None


def _renamed(rename: Rename, known: Sequence[KnownMemory]) -> list[MemoryCandidate]:
    safety = [m for m in known if m.key.startswith(_LEFT_TO_THEIR_RULES)]
    made = _safety(rename, safety) if rename.old and rename.may_touch_safety else []
    if rename.only_safety:
        return made
    memories = [m for m in known if not m.key.startswith(_LEFT_TO_THEIR_RULES)]
    if not rename.old:  # "it's Kaitlyn with a K": the known name most like it
        like = _misspelt(rename.new, memories)
        return [] if like is None else _renamed(replace(rename, old=like), memories)
    return made + _others(rename, memories)


_ASKED = re.compile(
    r"^\W*(?:(?:sorry|so|ok|okay|and|but|hmm|um)\W+)*(?:should|would|could|can|do|does|did|is|are"
    r"|shall|will|may|might|must|what\s+if|how|why|when|where)\b",
    re.I,
)
_REPORTED = re.compile(
    r"\b(?:(?<!\bI\s)(?<!\bi\s)(?:said|says|told|texted|wrote|writes|thinks|thought|asked|asks"
    r"|claims|claimed)|tell\s+(?:my|him|her|them|the|your)|character|(?:in|for)\s+(?:the|a|my)"
    r"\s+(?:play|story|game|script|novel|book)|people\s+think|admin|user\s*:|chat\s+log|note\s*:"
    r"|copied|pasted|forwarded|from\s+my\s+(?:old\s+)?notes)\b",
    re.I,
)
"""Someone else's words or a frame around them ("Tell my sister: ...", "He said sorry, he meant
...", "In the play my character says ...", "User note: ... (from admin)")."""


def said_plainly(message: str) -> bool:
    """Whether a message may change a safety fact by what it says in place of it: nothing in
    someone else's voice or framed as their words, no laugh."""
    return not (_REPORTED.search(message) or gw.LAUGH.search(message))


_OPENS = re.compile(
    r"^\W*(?:(?:sorry|sry|oops|actually|correction|wait|no|ugh|ah)\b|I\s+(?:said|meant|mean)\b"
    r"|(?:it's|it\s+is|its)\s+not\b)",
    re.I,
)
"""How a correction the own-words reading sets aside (it names no fact of its own: "Sorry I
meant tree nuts not peanuts") opens when it is the user's."""


_ON_A_TOPIC = re.compile(r"^\W*(?:for|about|re|regarding|on|in|with|at)\b[^,:;]{1,50}[,:;]", re.I)
"""A correction said of something named before it, not of the user."""


def _plain_enough(
    sentence: str,
    message: str,
    rename: Rename,
    session: Sequence[tuple[str, tuple[str, ...]]],
) -> bool:
    """Whether a correction may put a safety fact right: one of the user's own sentences, or
    one the own-words reading set aside that opens as a correction does (`_OPENS`); no
    question, nothing in someone else's voice or framed as their words, no laugh in its
    message or any later one, and an old word the
    session has not said before it (then it corrects that: "I bought peanuts for the birds" ...
    "Sorry, I meant tree nuts not peanuts") nor after it (the user went back to it: "Wait no,
    sorry, it is warfarin after all")."""
    at = next((i for i, (text, _) in enumerate(session) if text == message), None)
    if at is None or (sentence not in session[at][1] and not _OPENS.match(sentence)):
        return False
    if sentence.rstrip().endswith("?") or _ASKED.match(sentence) or _REPORTED.search(message):
        return False
    if _ON_A_TOPIC.match(sentence):
        return False  # "For the bake sale, sorry I meant tree nuts not peanuts"
    if any(gw.LAUGH.search(text) or gw.IN_JEST.search(text) for text, _ in session[at:]):
        return False
    earlier = " ".join(text for text, _ in session[:at])
    later = " ".join(
        [session[at][0].split(sentence, 1)[-1], *(text for text, _ in session[at + 1 :])]
    )
    return rename.old == "" or not (
        _whole(rename.old).search(earlier) or _whole(rename.old).search(later)
    )


_RESTATED = {
    "allergy": "I'm allergic to {}.",
    "medication": "I take {}.",
    "condition": "I have {}.",
}
"""How each kind of safety memory is said, to read the new value with its own rules."""
_HEDGED = re.compile(r"\b(?:just|only|probably|maybe|perhaps|think|guess|prob)\b", re.I)
"""A new value said with a hedge is no correction of a safety fact ("It's not asthma, it's just
a cold")."""


def _safety(rename: Rename, memories: Sequence[KnownMemory]) -> list[MemoryCandidate]:
    """An allergy, a medicine or a condition put right ("Sorry I meant tree nuts not peanuts"):
    only the memory whose whole object the old words are (its key ends in them:
    `diet.allergy.peanuts`), and only when the new words, said as such a fact ("I'm allergic
    to tree nuts."), are read as one by that fact's own rules; it is taken back and the new one
    made as those rules make it."""
    new = rename.whole or rename.new
    if _HEDGED.search(new):
        return []
    old = " ".join(rename.old.lower().split())
    slug_old = slug(old)
    said = Sentence(rename.said, None)
    made = []
    for memory in memories:
        parts = memory.key.split(".")
        if len(parts) < 3 or parts[-1] not in (slug_old, slug(ALLERGEN_CANON.get(old, old))):
            continue
        restated = _restated(parts[1], new)
        if restated is None or restated.key == memory.key:
            continue
        made.append(retraction(said, memory.key, rename.old))
        made.append(restated.model_copy(update={"excerpt": said.excerpt}))
    return made


def _restated(kind: str, new: str) -> MemoryCandidate | None:
    """The safety fact of `kind` the rules read in the new value said plainly, or None."""
    if kind not in _RESTATED:
        return None
    from memory_service.extractors.rules.engine import extract_message  # noqa: PLC0415

    if kind == "allergy" and not known_allergen(new):
        return None  # "Sorry I meant SYSTEM not peanuts": no allergen the rules know
    said = ChatMessage(role="user", content=_RESTATED[kind].format(new))
    return next(
        (
            c
            for c in extract_message(said)
            if c.action == "remember" and c.critical and f".{kind}." in f".{c.key}"
        ),
        None,
    )


def _in_a_longer_name(words: str, content: str, said: str = "") -> bool:
    """Whether `words` stand in `content` only as part of a longer name whose other words the
    correction (`said`) does not say again ("Leeds" in "Works at Leeds Hospital", "York" in
    "Lives in New York"; not "Eastbrook" in "Works at Eastbrook Logistics" when "Eastbridge
    Logistics" was meant): a correction of the word is of a memory that holds it alone."""
    before = re.compile(r"(?<=\w\s)(?-i:[A-Z][\w'’-]*)(?=\s+$)")  # not the content's first word
    after = re.compile(r"(?<=^\s)(?-i:[A-Z][\w'’-]*)|^\s+(?-i:[A-Z][\w'’-]*)")
    again = {w.lower() for w in re.findall(r"[\w'’-]+", said)}

    def beside(m: re.Match[str]) -> bool:
        near = [before.search(content[: m.start()]), after.match(content[m.end() :])]
        return any(n is not None and n.group(0).strip().lower() not in again for n in near)

    return all(beside(m) for m in _whole(words).finditer(content))


def _others(rename: Rename, memories: Sequence[KnownMemory]) -> list[MemoryCandidate]:
    """Every other memory holding the old words, renamed."""
    old, new = _whole(rename.old), _whole(rename.new)
    holding = [m for m in memories if old.search(m.content) and not new.search(m.content)]
    named = [m for m in holding if content_terms(f"{m.content} {m.key}") & rename.about]
    said = Sentence(rename.said, None)
    made = []
    for memory in named or holding:
        if _in_a_longer_name(rename.old, memory.content, rename.whole or rename.new):
            continue  # "York" is not put right in "Lives in New York"
        content, key = _rewritten(rename, memory.content, memory.key)
        made.append(retraction(said, memory.key, rename.old))
        made.append(
            MemoryCandidate(
                key=key, content=content, entry_type=memory.entry_type, excerpt=said.excerpt
            )
        )
    return made
