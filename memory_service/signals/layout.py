"""A deliverable's conventional parts: greeting, preamble, body, closing and sign-off.

`layout(text)` splits a draft into them; the edit features compare two drafts part by part.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from memory_service.language.sentences import sentences
from memory_service.language.text import count_words, fold

MAX_GREETING_WORDS = 25
MAX_PREAMBLE_WORDS = 60
MAX_SIGNOFF_CHARS = 60
MAX_NAME_WORDS = 5

HEADING = re.compile(r"^\s{0,3}#{1,6}\s+\S")
BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+\S")
_GREETING = re.compile(
    r"^(hi|hello|hey|hiya|dear|greetings|good (morning|afternoon|evening|day)"
    r"|happy (monday|tuesday|wednesday|thursday|friday|weekend|new year)"
    r"|(i )?hope (you|this|all|everyone|your)|(i )?trust (you|this|all|everyone|your))\b"
)
_PREAMBLE = re.compile(
    r"^(in this (report|update|summary|document|email|message|note|post|brief|memo|digest)"
    r"|this (report|update|summary|document|email|message|note|post|brief|memo|digest)"
    r" (covers|summari[sz]es|outlines|provides|gives|contains|includes|looks|will|is)"
    r"|below (is|are|you'll find|you will find)|here's|here is|here are|i wanted to"
    r"|i'm writing|i am writing|as (requested|promised|discussed)|the following)\b"
)
_PLEASANTRY = re.compile(
    r"^((please )?let me know|(i )?hope (this|that|it) helps|feel free"
    r"|(please )?(do not|don't) hesitate|(i'm )?looking forward|i look forward"
    r"|(i'm |i am )?happy to (help|discuss|answer|chat|talk|walk)"
    r"|(if you have|any) (any )?(questions|thoughts|feedback)"
    r"|thanks (for|again|so much)|thank you (for|again|so much)|talk soon|speak soon"
    r"|have a (great|good|nice|lovely|wonderful)|(please )?reach out)\b"
)
_SUMMARY = re.compile(r"^(in (summary|conclusion|short|sum)|to (sum up|summari[sz]e|conclude))\b")
_VALEDICTION = re.compile(
    r"^(best|best regards|best wishes|kind regards|warm regards|warmly|regards|cheers"
    r"|thanks|thank you|many thanks|thanks again|with thanks|sincerely|yours sincerely"
    r"|yours truly|yours|all the best|take care|talk soon|speak soon|respectfully)$"
)


@dataclass(frozen=True)
class Layout:
    """A deliverable split into its conventional parts."""

    greeting: str = ""
    preamble: str = ""
    closing: str = ""
    signoff: str = ""
    body: tuple[str, ...] = field(default_factory=tuple)

    @property
    def body_text(self) -> str:
        """The body paragraphs as one text."""
        return "\n\n".join(self.body)

    @property
    def text(self) -> str:
        """Every part as one text."""
        parts = (self.greeting, self.preamble, self.body_text, self.closing, self.signoff)
        return "\n\n".join(p for p in parts if p)


def layout(text: str) -> Layout:
    """Split a text into greeting, preamble, body, closing and sign-off."""
    signoff, rest = _split_signoff(text.replace("\r\n", "\n").strip())
    paragraphs = _paragraphs(rest)
    greeting, paragraphs = _take_greeting(paragraphs)
    preamble, paragraphs = _take_preamble(paragraphs)
    closing, paragraphs = _take_closing(paragraphs)
    return Layout(greeting, preamble, closing, signoff, tuple(paragraphs))


def _paragraphs(text: str) -> list[str]:
    """Blank-line separated blocks; a heading line is always a block of its own."""
    blocks: list[list[str]] = [[]]
    for line in text.split("\n"):
        if not line.strip() or HEADING.match(line):
            blocks.append([])
        if line.strip():
            blocks[-1].append(line.rstrip())
        if HEADING.match(line):
            blocks.append([])
    return ["\n".join(block) for block in blocks if block]


def lower(text: str) -> str:
    """`text` folded for matching: lowercased, plain apostrophes, stripped."""
    return fold(text).strip()


def _split_signoff(text: str) -> tuple[str, str]:
    """The trailing valediction plus name lines ("Best,\\nSam" -> "Best, Sam"), and the rest."""
    lines = text.split("\n")
    filled = [i for i, line in enumerate(lines) if line.strip()]
    for position in range(len(filled) - 1, max(len(filled) - 4, 0), -1):
        start = filled[position]
        valediction = lower(lines[start]).rstrip(",.!")
        names = [lines[i].strip() for i in filled[position + 1 :]]
        if _VALEDICTION.match(valediction) and all(_name_like(n) for n in names):
            parts = [lines[start].strip().rstrip(",.!"), *names]
            signoff = ", ".join(parts)
            if len(signoff) <= MAX_SIGNOFF_CHARS:
                return signoff, "\n".join(lines[:start]).strip()
    return "", text


def _name_like(line: str) -> bool:
    return (
        count_words(line) <= MAX_NAME_WORDS
        and not line.endswith((".", "?", ":"))
        and not BULLET.match(line)
        and not HEADING.match(line)
    )


def _first_text_index(paragraphs: list[str]) -> int | None:
    for index, paragraph in enumerate(paragraphs):
        if not HEADING.match(paragraph):
            return index
    return None


def _take_greeting(paragraphs: list[str]) -> tuple[str, list[str]]:
    """Leading greeting sentences ("Hi team, hope you're well.") of the first text blocks."""
    taken: list[str] = []
    for _ in range(2):  # a greeting spans at most two blocks ("Hi all," / "Hope you're well.")
        index = _first_text_index(paragraphs)
        if index is None:
            break
        sentences, rest = _strip_leading(paragraphs[index], _is_greeting)
        taken.extend(sentences)
        paragraphs = paragraphs[:index] + ([rest] if rest else []) + paragraphs[index + 1 :]
        if rest:
            break
    return " ".join(taken), paragraphs


def _strip_leading(paragraph: str, wanted: Callable[[str], bool]) -> tuple[list[str], str]:
    """The leading sentences `wanted` accepts, and the block without them (line breaks kept)."""
    taken: list[str] = []
    lines = paragraph.split("\n")
    for index, line in enumerate(lines):
        pieces = [s for s in sentences(line.strip()) if s]
        count = 0
        while count < len(pieces) and wanted(pieces[count]):
            count += 1
        taken.extend(pieces[:count])
        if count < len(pieces):
            return taken, "\n".join([" ".join(pieces[count:]), *lines[index + 1 :]])
    return taken, ""


def _strip_trailing(paragraph: str, wanted: Callable[[str], bool]) -> tuple[list[str], str]:
    """The trailing sentences `wanted` accepts, and the block without them (line breaks kept)."""
    taken: list[str] = []
    lines = paragraph.split("\n")
    for index in range(len(lines) - 1, -1, -1):
        pieces = [s for s in sentences(lines[index].strip()) if s]
        keep = len(pieces)
        while keep > 0 and wanted(pieces[keep - 1]):
            keep -= 1
        taken[:0] = pieces[keep:]
        if keep:
            return taken, "\n".join([*lines[:index], " ".join(pieces[:keep])])
    return taken, ""


def _is_greeting(sentence: str) -> bool:
    return bool(_GREETING.match(lower(sentence))) and count_words(sentence) <= MAX_GREETING_WORDS


def _take_preamble(paragraphs: list[str]) -> tuple[str, list[str]]:
    """A first block that only announces what follows ("In this report we cover ...")."""
    index = _first_text_index(paragraphs)
    if index is None or len(paragraphs) - index < 2:
        return "", paragraphs
    block = paragraphs[index]
    if _PREAMBLE.match(lower(block)) and count_words(block) <= MAX_PREAMBLE_WORDS:
        return block, paragraphs[:index] + paragraphs[index + 1 :]
    return "", paragraphs


def _take_closing(paragraphs: list[str]) -> tuple[str, list[str]]:
    """Trailing pleasantries ("Let me know if ...") or a final "In summary" block."""
    if not paragraphs or HEADING.match(paragraphs[-1]):
        return "", paragraphs
    sentences, rest = _strip_trailing(paragraphs[-1], _is_pleasantry)
    if sentences:
        return " ".join(sentences), paragraphs[:-1] + ([rest] if rest else [])
    if len(paragraphs) > 1 and _SUMMARY.match(lower(paragraphs[-1])):
        return paragraphs[-1], paragraphs[:-1]
    return "", paragraphs


def _is_pleasantry(sentence: str) -> bool:
    return bool(_PLEASANTRY.match(lower(sentence)))
