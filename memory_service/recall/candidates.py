"""The per-user candidate list: a user's memory lines ranked for one UTC day, stored as one row.

Ranking works on whole UTC days (`prompt._strength`), so for a user and a day the memory lines,
their bands and their order are fixed until the memories change. The list keeps, for each band
of the block without a query (critical, instructions, preferences, facts), its best lines in
rank order until they add up to `CACHED_TOKENS`, and for the lines left out the least one of
them costs (`tails`): `layout.compose_checked` then knows whether a left-out line could have
taken room, and the caller falls back to the full ranking when one could. It also keeps what
BM25 needs about the whole corpus (how many memories, how many terms in all), so a query scores
only the memories the full-text index finds and still gets the scores of the full ranking.
"""

from __future__ import annotations

import json
import uuid
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import groupby

from db.queries import PromptRow
from memory_service.recall import layout
from memory_service.recall.layout import Line
from memory_service.recall.prompt import (
    B_CRITICAL,
    B_FACTS,
    B_INSTRUCTIONS,
    B_PREFERENCES,
    memory_lines,
    row_terms,
)
from memory_service.recall.relevance import doc_lengths
from memory_service.recall.tokens import NEWLINE_TOKENS

CACHED_TOKENS = 4_000
"""The largest budget the list is made for: each band keeps its best lines up to this many
tokens less what the uncapped bands before it hold (they fill a budget first), plus
`MARGIN_TOKENS`."""
MARGIN_TOKENS = 200
SHORT_ROOM = 40
"""After its best lines, a band keeps the first few shorter lines of each cost that could
still fill a gap this size (a line that does not fit is skipped, a shorter one after it may
take the room); the others are left out and only their least cost is kept."""
UNCAPPED = (B_CRITICAL, B_INSTRUCTIONS, B_PREFERENCES)
COMMON_TERMS = 200
"""A term in more of the user's memories than this is common: a question's common words score
the memories its other words find, but do not find memories themselves (the full-text search
stays within a few hundred rows however many memories share a word like "day")."""
GROUP_OF_BAND = {
    B_CRITICAL: layout.CRITICAL,
    B_INSTRUCTIONS: layout.INSTRUCTIONS,
    B_PREFERENCES: layout.PREFERENCES,
    B_FACTS: layout.FACTS,
}


@dataclass(frozen=True)
class Candidates:
    """A decoded list: lines by band in rank order, the cost floor of each band's left-out
    lines, and the corpus statistics of BM25."""

    lines: dict[int, list[Line]]
    tails: dict[int, int]
    corpus_size: int
    corpus_terms: int
    common: dict[str, int]
    """The user's common terms (see `COMMON_TERMS`) and how many memories hold each."""


def build(rows: Sequence[PromptRow], *, now: datetime) -> str:
    """The stored form of the list for these rows (every active memory of the user)."""
    ranked = sorted(memory_lines(rows, query=None, now=now), key=Line.rank)
    bands: dict[str, list[object]] = {}
    before = 0
    for band, members in groupby(ranked, key=lambda line: line.band):
        lines = list(members)
        kept, tail = _kept(lines, max(CACHED_TOKENS - before, 0) + MARGIN_TOKENS)
        bands[str(band)] = [kept, tail]
        if band in UNCAPPED:
            before += sum(NEWLINE_TOKENS + line.tokens for line in lines)
    docs = row_terms(rows)
    held = Counter(term for doc in docs for term in doc)
    document = {
        "n": len(rows),
        "terms": doc_lengths(docs),
        "common": {term: count for term, count in held.items() if count > COMMON_TERMS},
        "bands": bands,
    }
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def _kept(lines: Sequence[Line], best_tokens: int) -> tuple[list[list[object]], int | None]:
    """A band's stored lines (best ones, then short ones, each with the least cost of the lines
    left out just before it) and the least cost of those left out after the last one."""
    kept: list[list[object]] = []
    total = 0
    per_cost: dict[int, int] = {}
    gap: int | None = None
    for line in lines:
        cost = NEWLINE_TOKENS + line.tokens
        if total < best_tokens or per_cost.get(cost, 0) < (SHORT_ROOM - 1) // cost:
            memory_id = line.memory_id.hex if isinstance(line.memory_id, uuid.UUID) else ""
            kept.append([line.text, line.tokens, line.score, line.order[1], memory_id, gap])
            gap = None
            if total >= best_tokens:
                per_cost[cost] = per_cost.get(cost, 0) + 1
            total += cost
        else:
            gap = cost if gap is None else min(gap, cost)
    return kept, gap


def decode(stored: str) -> Candidates:
    """The list back as lines (the same `Line`s `prompt.memory_lines` makes)."""
    document = json.loads(stored)
    lines: dict[int, list[Line]] = {}
    tails: dict[int, int] = {}
    for name, (kept, tail) in document["bands"].items():
        band = int(name)
        group = GROUP_OF_BAND[band]
        lines[band] = [
            Line(band, score, group, text, tokens, (-score, key, hex_id), hex_id, False, gap)
            for text, tokens, score, key, hex_id, gap in kept
        ]
        if tail is not None:
            tails[band] = tail
    return Candidates(lines, tails, document["n"], document["terms"], document["common"])
