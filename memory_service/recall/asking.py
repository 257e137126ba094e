"""What a question is about, apart from how it asks.

People probe an assistant's memory in frames that say nothing of the topic: "do you remember
...", "what did you tell me about ...", "I told you about ...", "you recommended ... before". Those
words, the question words and the second person ("what", "which", "you", "u") are in nearly every
question and in most sentences of both sides of a conversation. Matched by words, they put a
pleasantry ("Thank you for your suggestions", "Sunny, you said it very well!") on the same footing
as the sentence that answers, and the best full-text matches of a user with many such sentences
are those. The lexical rankings search for what is left (`topic_terms`); the dense ranking reads
the whole question, whose model takes a frame for a frame.
"""

from __future__ import annotations

import re

from memory_service.language.text import search_terms, words

_YOU = r"(?:you|u)"
FRAME = re.compile(
    rf"\b(?:do|did|can|could|would)\s+{_YOU}\s+(?:still\s+|even\s+|happen\s+to\s+)?"
    r"(?:remember|recall)\b(?:\s+(?:me\s+)?(?:saying|telling\s+you|mentioning|talking\s+about))?"
    rf"|\b(?:have|did|had)\s+{_YOU}\s+(?:ever\s+|once\s+|already\s+)?(?:recommend|suggest|tell|say"
    r"|share|mention|give|teach|advise|show|offer|send)(?:ed|ing)?\b(?:\s+(?:to\s+|with\s+)?me\b)?"
    rf"|\b{_YOU}\s+(?:once\s+|already\s+|previously\s+)?(?:recommended|suggested|told|said|shared"
    r"|gave|taught|mentioned|advised|showed|offered|sent)\b(?:\s+(?:to\s+|with\s+)?me\b)?"
    r"|\bI\s+(?:once\s+|previously\s+|already\s+)?(?:told|mentioned\s+to|shared\s+with|said\s+to"
    rf"|talked\s+to)\s+{_YOU}\b(?:\s+(?:about|that)\b)?"
    r"|\bI\s+(?:once\s+)?(?:mentioned|said|shared|talked\s+about)\b(?:\s+(?:that|with\s+you)\b)?"
    r"|\bwe\s+(?:talked|spoke|chatted)(?:\s+about)?\b"
    r"|\b(?:a\s+few|some|a\s+couple\s+of)\s+days\s+ago\b|\bbefore\b|\bearlier\b|\blast\s+time\b",
    re.I,
)
"""How a question asks about what was said: who told whom, remembering, when before."""

ASKING = frozenset(
    """what whats which who whos whom whose when where wheres why how
    you your yours u ur""".split()
)
"""Question words and the second person: in every question, about nothing in particular."""


def topic(query: str) -> str:
    """The query without its frame (`FRAME`) and asking words (`ASKING`); the whole query when
    nothing else is left."""
    kept = [w for w in words(FRAME.sub(" ", query)) if w not in ASKING]
    return " ".join(kept) if any(search_terms(w) for w in kept) else query


def topic_terms(query: str) -> set[str]:
    """The stemmed search terms of the query's topic (`topic`)."""
    return set(search_terms(topic(query)))
