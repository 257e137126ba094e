"""Choices: when the assistant offered options and the user picked one, what set it apart.

An assistant turn that lists two to six options ("1) ... 2) ... 3) ...", "Option A: ...", one
per line after a dash) followed by a user turn that picks one, by its number ("the third one",
"2!", "number 2") or by its name ("the guest house"), is a choice. What the picked option has
that none of the others has ("dogs allowed", "free parking", "online") is what the choice may
reveal. One choice is only evidence: a preference is inferred once the same thing set the picked
option apart in two or more sessions (`signals.choices`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memory_service.schemas import ChatMessage

MAX_OPTION_CHARS = 200
_INLINE = re.compile(
    r"(?:^|(?<=[\s:]))(?:\(?(?P<n>[1-6])[).]|(?:option\s+)?(?P<l>[A-Fa-f])[).:])\s+"
    r"(?P<text>.+?)(?=\s+\(?[1-6][).]\s|\s+(?:option\s+)?[A-Fa-f][).:]\s|\n|$)",
    re.I,
)
_BULLET = re.compile(r"^\s*(?:[-*•]|\d[).])\s+(?P<text>\S.*)$", re.M)
_ORDINALS = {
    "first": 0, "1st": 0, "one": 0, "1": 0, "a": 0,
    "second": 1, "2nd": 1, "two": 1, "2": 1, "b": 1,
    "third": 2, "3rd": 2, "three": 2, "3": 2, "c": 2,
    "fourth": 3, "4th": 3, "four": 3, "4": 3, "d": 3,
    "fifth": 4, "5th": 4, "five": 4, "5": 4, "e": 4,
}  # fmt: skip
_PICK = re.compile(
    r"^\W*(?:(?:ok|okay|yes|yeah|hmm|right|i\s+think|definitely|oh)\W+)*"
    r"(?:(?:let'?s\s+(?:go\s+(?:with|for)|do|book|take|pick)|i'?ll\s+(?:take|go\s+with|go\s+for|have"
    r"|book)|i'?d\s+(?:go\s+with|go\s+for|pick|take|choose)|go\s+with|going\s+with|book|option"
    r"|number|no\.?|#)\s*)?(?:the\s+)?(?P<which>first|1st|second|2nd|third|3rd|fourth|4th|fifth"
    r"|5th|last|one|two|three|four|five|[1-5]|[a-e])\b(?:\s+one)?",
    re.I,
)
_WORD = re.compile(r"\d+/\d+|[a-z][a-z-]{2,}")
_PLAIN = frozenset(
    """the and with for from that this one ones has have are was you your its per about around
    near right just very really quite good great nice best better big small little new old more
    less also plus only both each all any some other others option options night week day days
    month hours hour minutes min mins price cost costs usd eur gbp place spot pick choice""".split()
)


@dataclass(frozen=True)
class Choice:
    """One option picked over others."""

    chosen: str
    rejected: tuple[str, ...]
    marks: frozenset[str]
    """Words of the chosen option that none of the others has."""


def options(offer: str) -> list[str]:
    """The options an assistant turn lists, in order (empty unless two to six)."""
    found = [m["text"].strip(" ,;") for m in _INLINE.finditer(offer)]
    if not 2 <= len(found) <= 6:
        found = [m["text"].strip() for m in _BULLET.finditer(offer)]
    if not 2 <= len(found) <= 6:
        return []
    return [text[:MAX_OPTION_CHARS] for text in found]


def picked(reply: str, offered: Sequence[str]) -> int | None:
    """Which of `offered` the user's reply picks, or None."""
    first = re.split(r"[.!?\n]", reply.strip(), maxsplit=1)[0]
    if first.rstrip().endswith("?") or "?" in reply[: len(first) + 1]:
        return None
    match = _PICK.match(first)
    if match:
        which = match["which"].lower()
        index = len(offered) - 1 if which == "last" else _ORDINALS.get(which)
        if index is not None and index < len(offered):
            return index
    return _by_name(first, offered)


def _by_name(text: str, offered: Sequence[str]) -> int | None:
    """The one option the reply names first ("the guest house", "Salou, ...", "12:45")."""
    head = re.split(r"[,;(]|:\s|\s[-–—]\s", text, maxsplit=1)[0]
    said = set(_words(head[:80])) - _PLAIN
    times = set(re.findall(r"\d{1,2}[:.]\d{2}", head))
    hits = [
        i
        for i, option in enumerate(offered)
        if said & _own_words(option, offered) or any(t in option for t in times)
    ]
    return hits[0] if len(hits) == 1 else None


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("'s ", " ").replace("’s ", " "))


def _own_words(option: str, offered: Sequence[str]) -> set[str]:
    others: set[str] = set()
    for other in offered:
        if other is not option:
            others |= set(_words(other))
    return set(_words(option)) - others - _PLAIN


def choices(messages: Sequence[ChatMessage]) -> list[Choice]:
    """The choices in a session: options offered by the assistant, one picked in the next turn."""
    found: list[Choice] = []
    offered: list[str] = []
    for message in messages:
        if message.role == "assistant":
            offered = options(message.content)
            continue
        if offered:
            index = picked(message.content, offered)
            if index is not None:
                chosen = offered[index]
                rejected = tuple(o for i, o in enumerate(offered) if i != index)
                marks = frozenset(_own_words(chosen, offered))
                if marks:
                    found.append(Choice(chosen, rejected, marks))
        offered = []
    return found
