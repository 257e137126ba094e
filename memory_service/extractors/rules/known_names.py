"""A name to forget typed in lower case or in capitals ("forget jake", "forget abt jake pls",
"FORGET JAKE", "forget jake + rex"), read as the name the user's memories hold ("Has a brother
named Jake").

A request to forget by name alone is read for a capitalised name only (`statement_words.RETRACT`
group `what20`), so that "forget dinner" or "forget work" takes nothing. Typed in lower case, the
same request is read as such when a memory of the user's holds the word as a name: the rules then
read the user's memories for the session (only for one holding such a request: `wants_known`),
and the request is put as it would have been typed with the capital ("forget Jake").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from memory_service.extractors.base import KnownMemory
from memory_service.schemas import ChatMessage

_WORD = r"[a-z][a-z'’-]*"
_REQUEST = re.compile(
    r"^(?P<ask>(?:(?:please|pls|plz|can\s+you|could\s+you|would\s+you|oh|and|also|ok|okay)"
    r"[\s,]+)*(?:forget|delete|erase|(?:don't|dont|do\s+not|stop)\s+(?:remember(?:ing)?"
    r"|keep(?:ing)?|stor(?:e|ing))))\s+(?:(?P<all>(?:everything|all|anything)\s+)?(?:about|abt|bout)\s+)?"
    rf"(?P<names>{_WORD}(?:(?:\s*,\s*|,?\s+(?:and|&)\s+|\s*[+&]\s*){_WORD}){{0,4}})"
    r"(?P<rest>(?:[\s,]+(?:please|pls|plz|thanks|thx|ty|cheers)\b)*"
    r"(?:\s*[,;].*|,?\s+but\s+(?:not|keep|remember|leave|don't)\b.*)?\s*[.!]*)$",
    re.I,
)
_RENAMED = re.compile(
    r"\b(?:name\s+is|name's|names|called|named|it's|its|it\s+is)\s+(?P<new>[a-z][\w'’-]*)\s*,?"
    r"\s+not\s+(?P<old>[a-z][\w'’-]*)\b"
)
"""A name put right in lower case ("my dogs name is max not rex"): read as typed with capitals
when the old name is one the memories hold (`renames` reads a name put right by a name)."""
_NAME_IN = re.compile(r"(?<=\s)[A-Z][a-z'’-]+")
"""A capitalised word after the first of a memory's content ("Has a brother named Jake")."""


def wants_known(messages: Sequence[ChatMessage]) -> bool:
    """True when a user turn may ask, in lower case, to forget someone by name."""
    return any(
        message.role == "user"
        and any(
            _lower_request(line) or _RENAMED.search(line)
            for line in re.split(r"(?<=[.!?])\s+|\n+", message.content)
        )
        for message in messages
    )


def _lower_request(sentence: str) -> re.Match[str] | None:
    found = _REQUEST.match(sentence.strip())
    said = re.findall(r"[A-Za-z][\w'’-]*", found.group("names")) if found else []
    if found is None or not any(w.islower() or w.isupper() for w in said):
        return None
    return found


def names_of(known: Iterable[KnownMemory]) -> dict[str, str]:
    """The names the user's memories hold, by their lower case."""
    return {name.lower(): name for m in known for name in _NAME_IN.findall(f" {m.content}")[1:]}


def _renamed(sentence: str, names: dict[str, str]) -> str:
    """ "my dogs name is max not rex" as "my dogs name is Max not Rex" when Rex is a known name."""
    found = _RENAMED.search(sentence)
    if found is None or found.group("old").lower() not in names:
        return sentence
    new = found.group("new")
    return (
        sentence[: found.start("new")]
        + new[:1].upper()
        + new[1:]
        + sentence[found.end("new") : found.start("old")]
        + names[found.group("old").lower()]
        + sentence[found.end("old") :]
    )


def capitalised(sentences: Sequence[str], names: dict[str, str]) -> tuple[str, ...]:
    """The sentences with a lower-case request to forget names the memories hold put as typed
    with their capitals ("forget abt jake pls" -> "forget Jake pls"); every other sentence as
    it was. A request naming any word that is not such a name is left as it was."""
    if not names:
        return tuple(sentences)
    out = []
    for typed in sentences:
        sentence = _renamed(typed, names)
        found = _lower_request(sentence)
        words = re.findall(_WORD, found.group("names"), re.I) if found else []
        said = [w for w in words if w.lower() != "and"]
        if found is None or not all(w.lower() in names for w in said):
            out.append(sentence)
            continue
        listed = re.sub(
            _WORD,
            lambda m: names.get(m.group(0).lower(), m.group(0)),
            re.sub(r"\s*[+&]\s*", " and ", found.group("names")),
            flags=re.I,
        )
        about = "everything about " if found.group("all") else ""
        out.append(f"{found.group('ask')} {about}{listed}{found.group('rest')}")
    return tuple(out)
