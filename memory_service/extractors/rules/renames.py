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
from dataclasses import dataclass

from memory_service.extractors.base import KnownMemory
from memory_service.extractors.rules.reading import MAX_EXCERPT_CHARS
from memory_service.language import statement_words as sw
from memory_service.schemas import ChatMessage, MemoryCandidate

_WORD = r"[\w'’-]+"
_PHRASE = rf"{_WORD}(?:\s+{_WORD}){{0,2}}"
_ARTICLE = re.compile(r"^(?:a|an|the|my)\s+", re.I)
_CORRECTION = re.compile(
    rf"^(?:(?:actually|sorry|oops|correction|no|wait)[\s,:;!-]+)*(?:(?P<frame>.*?)\s)?"
    rf"(?P<new>{_PHRASE})(?:\s+with\s+(?:an?|two|double|one)\s+\w+)?,?\s+not\s+(?P<old>{_PHRASE})"
    r"\s*[.!]*$"
    rf"|^(?:(?:actually|sorry|oops|correction)[\s,:;!-]+)*I\s+said\s+(?P<old2>{_PHRASE})\s+"
    r"(?:(?:earlier|before|last\s+time|the\s+other\s+day)\s*,?\s*)?but\s+I\s+(?:meant|mean)\s+"
    rf"(?P<new2>{_PHRASE})\s*[.!]*$",
    re.I,
)
_NOT_A_CORRECTION = re.compile(
    r"\b(?:but|only|just|also|even|yet|still|now|anymore|any\s+more|too|either|really|sure)\s*[.!]*$"
    r"|\bnot\s+(?:that|this|because|as|so|very|much|quite|too|at\s+all|sure|yet|now|today|really)\b",
    re.I,
)
"""", not yet", "not because ...", "me, not so much": no word put in place of another."""
_SAYS_CORRECTED = re.compile(
    r"\b(?:actually|sorry|correction|oops|typo|meant|mistake|wrong|misspoke|misspel\w*|mixed\s+up"
    r"|name(?:'s|\s+is|\s+was)|called|spel(?:led|t))\b|^(?:it's|it\s+is|its)\b",
    re.I,
)
"""What says a word is put right, not set against another ("I want tea, not coffee" is a choice
made now): a word of correction, or a name or spelling given."""
_WHEN_SAID = re.compile(
    r"\s+(?:earlier|before|last\s+time|the\s+other\s+day|yesterday|last\s+week)$", re.I
)
_LEFT_TO_THEIR_RULES = ("health.", "diet.")
"""Allergies, conditions, medicines and diets: their own rules read corrections of them."""


@dataclass(frozen=True)
class Rename:
    """The old words and the new, as said."""

    old: str
    new: str
    said: str


def wants_known(messages: Sequence[ChatMessage]) -> bool:
    """True when a user turn of the session may say a correction the memories are needed for
    (read on the raw text: `apply` reads only the user's own sentences)."""
    return any(
        message.role == "user" and _sentence_renames(message.content) for message in messages
    )


def _sentence_renames(text: str) -> list[Rename]:
    found = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", text):
        rename = read(sentence, text)
        if rename is not None:
            found.append(rename)
    return found


def read(sentence: str, message: str = "") -> Rename | None:
    """The correction one sentence says, or None; the word that says it is a correction may
    come before it in its `message`."""
    tidy = sw.tidy(sentence.strip())
    match = _CORRECTION.match(tidy)
    corrected = _SAYS_CORRECTED.search(tidy) or _SAYS_CORRECTED.search(message or sentence)
    if match is None or _NOT_A_CORRECTION.search(tidy) or not corrected:
        return None
    old = _WHEN_SAID.sub("", _ARTICLE.sub("", match.group("old") or match.group("old2")).strip())
    new = _ARTICLE.sub("", match.group("new") or match.group("new2")).strip()
    old_words, new_words = old.split(), new.split()
    if len(new_words) > len(old_words):  # "... is Max, not Rex": the new is as long as the old
        new = " ".join(new_words[-len(old_words) :])
    if not old or not new or old.lower() == new.lower():
        return None
    return Rename(old=old, new=new, said=tidy)


def apply(
    own: Sequence[tuple[str, str]],
    known: Iterable[KnownMemory],
    found: dict[str, MemoryCandidate],
) -> list[MemoryCandidate]:
    """The session's candidates (`found`, by key) with each correction the user said in their
    own sentences (`own`: each with its message, not a quote, a paste, a story or a
    role-tagged line; "Oops, typo earlier:" before it is read from the message) applied: a
    candidate of this session holding the old words holds the new ones instead; an earlier
    memory holding them is renamed, and taken back; a candidate that still holds the old words
    (the correction read as a statement) is dropped."""
    said = [rename for sentence, message in own if (rename := read(sentence, message))]
    if not said:
        return list(found.values())
    memories = [m for m in known if not m.key.startswith(_LEFT_TO_THEIR_RULES)]
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
    if candidate.action != "remember" or candidate.key.startswith(_LEFT_TO_THEIR_RULES):
        return candidate
    old, new = _whole(rename.old), _whole(rename.new)
    if not old.search(candidate.content):
        return candidate
    if new.search(candidate.content):
        return None
    return candidate.model_copy(
        update={
            "content": old.sub(rename.new, candidate.content),
            "key": _renamed_key(rename, candidate.key),
        }
    )


def _whole(words: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w'’-]){re.escape(words)}(?![\w'’-])", re.I)


def _renamed_key(rename: Rename, key: str) -> str:
    key_old = re.sub(r"\W+", "_", rename.old.lower())
    key_new = re.sub(r"\W+", "_", rename.new.lower())
    return re.sub(rf"(?<![a-z0-9]){re.escape(key_old)}(?![a-z0-9])", key_new, key)


def _renamed(rename: Rename, memories: Sequence[KnownMemory]) -> list[MemoryCandidate]:
    old, new = _whole(rename.old), _whole(rename.new)
    made = []
    for memory in memories:
        if not old.search(memory.content) or new.search(memory.content):
            continue
        content = old.sub(rename.new, memory.content)
        key = _renamed_key(rename, memory.key)
        excerpt = rename.said[:MAX_EXCERPT_CHARS]
        made.append(
            MemoryCandidate(
                key=memory.key,
                content=rename.old,
                entry_type="fact",
                action="retract",
                excerpt=excerpt,
            )
        )
        made.append(
            MemoryCandidate(
                key=key,
                content=content,
                entry_type=memory.entry_type,
                excerpt=excerpt,
            )
        )
    return made
