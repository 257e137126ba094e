"""The prompt block: which memories a system prompt gets, in what order, within a token budget.

Layout: a header, then one group per tier (safety-critical, instructions, preferences, facts),
one memory per line, each group ordered by score. Selection under the budget goes band by band:
critical memories first (dropped only when they alone exceed the budget), then, with a query,
the memories relevant to it whatever their tier, then the rest tier by tier. A line that does not
fit is skipped and a shorter one after it may still take the room left.

Scores: strength (confidence x importance x retrievability, `decay.strength`), and with a query a
BM25 relevance that puts every relevant memory above every irrelevant one. Retrievability is
computed on whole UTC days (both the time last observed and now are floored to midnight), so the
order changes at most once a day for the same stored state; within a day the block is
byte-for-byte stable and the chat app's prompt cache stays warm. Ties are broken by key, then id.

With a query, episodes (the user's own past statements, recalled for it) join as one more
group, each line dated by when it was said. Their band comes after the critical and the
query-relevant durable memories and before the durable memories the query does not touch: the
caller asked about something, so what answers it goes first. Without a query the block holds
durable memories only.
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from itertools import groupby
from operator import itemgetter
from typing import NamedTuple

from sqlalchemy.orm import Session

from db.queries import PromptRow, prompt_rows
from memory_service.errors import InvalidInputError
from memory_service.language.text import search_terms
from memory_service.recall import episodes as recalled_episodes
from memory_service.recall.decay import strength
from memory_service.recall.relevance import bm25_from_counts
from memory_service.recall.tokens import NEWLINE_TOKENS, count_tokens
from memory_service.schemas import check_identifier

HEADER = "What you remember about this user:"
GROUP_TITLES: tuple[str, ...] = (
    "Safety-critical:",
    "Instructions:",
    "Preferences:",
    "Facts:",
    "Earlier, the user said (dated when said):",
)
GROUP_OF_TYPE: dict[str, int] = {"instruction": 1, "preference": 2, "fact": 3}
CRITICAL_GROUP = 0
EPISODE_GROUP = 4
LINE_PREFIX = "- "

BAND_CRITICAL = 0
BAND_RELEVANT = 1
BAND_EPISODES = 2
BAND_REST = 3

_CONTENT_AND_TAGS = itemgetter(PromptRow._fields.index("content"), PromptRow._fields.index("tags"))
"""Reads a row's content and tags by position (attribute access on result rows is far slower)."""
PROMPT_EPISODES = 40
"""With a query, at most this many recalled episodes compete for the budget."""

_NEWLINE_TOKENS = NEWLINE_TOKENS
_HEADER_TOKENS = count_tokens(HEADER)
_TITLE_TOKENS = tuple(_NEWLINE_TOKENS + count_tokens(title) for title in GROUP_TITLES)
_MIN_LINE_TOKENS = _NEWLINE_TOKENS + count_tokens(LINE_PREFIX + "x")
_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)


@dataclass
class Rendered:
    """The block's text and the ids of the memories placed in it."""

    text: str = ""
    memory_ids: list[uuid.UUID] = field(default_factory=list)


class Candidate(NamedTuple):
    """One line the block could hold, with what decides whether and where it goes."""

    id: uuid.UUID
    key: str
    line: str
    group: int
    band: int
    score: float

    def selection_order(self) -> tuple[int, int, float, str, uuid.UUID]:
        """Bands in order; the last band tier by tier; then score, key, id."""
        tier = self.group if self.band == BAND_REST else 0
        return (self.band, tier, -self.score, self.key, self.id)

    def display_order(self) -> tuple[int, float, str, uuid.UUID]:
        """Groups in order; memories by score, key, id; episodes by when they were said."""
        score = 0.0 if self.group == EPISODE_GROUP else -self.score
        return (self.group, score, self.key, self.id)


class EpisodeLine(NamedTuple):
    """A past statement recalled for the query (see `memory_service.recall.episodes.recall`)."""

    content: str
    said_at: datetime
    score: float


def check_request(user_id: str, token_budget: int) -> None:
    """Raise InvalidInputError unless the user id and the budget are usable."""
    if not isinstance(token_budget, int) or token_budget < 0:
        raise InvalidInputError("token_budget: must be a non-negative integer")
    check_identifier(user_id, "user_id")


def block_for(
    session: Session, *, user_id: str, token_budget: int, query: str | None, now: datetime
) -> Rendered:
    """The block for one user: their active memories and, with a query, recalled episodes."""
    rows = prompt_rows(session, user_id=user_id)
    recalled: list[recalled_episodes.Recalled] = []
    if query and query.strip():
        recalled = recalled_episodes.recall(
            session, user_id=user_id, query=query, now=now, limit=PROMPT_EPISODES
        )
    return render(
        rows,
        token_budget=token_budget,
        query=query,
        now=now,
        episodes=[EpisodeLine(e.content, e.said_at, e.score) for e in recalled],
    )


def render(
    rows: Sequence[PromptRow],
    *,
    token_budget: int,
    query: str | None,
    now: datetime,
    episodes: Sequence[EpisodeLine] = (),
) -> Rendered:
    """The block for one user's prompt rows, never over `token_budget` (reference tokenizer)."""
    if (not rows and not episodes) or token_budget <= _HEADER_TOKENS:
        return Rendered()
    candidates = rank(rows, query=query, now=now) + episode_candidates(episodes)
    return layout(candidates, token_budget=token_budget)


def episode_candidates(episodes: Sequence[EpisodeLine]) -> list[Candidate]:
    """Recalled episodes as dated lines; the key orders them by when they were said."""
    candidates = []
    for i, episode in enumerate(episodes):
        line = _line(f"[{episode.said_at.astimezone(UTC):%Y-%m-%d}] {episode.content}")
        if line is None:
            continue
        key = f"{episode.said_at.astimezone(UTC).isoformat()}#{i:05d}"
        candidates.append(
            Candidate(uuid.UUID(int=i), key, line, EPISODE_GROUP, BAND_EPISODES, episode.score)
        )
    return candidates


def rank(rows: Sequence[PromptRow], *, query: str | None, now: datetime) -> list[Candidate]:
    """Score each memory row into a candidate line (rows with blank content are left out)."""
    if not rows:
        return []
    today = _utc_date(now)
    scored = (
        _candidate(row, rel, today) for row, rel in zip(rows, _relevance(rows, query), strict=True)
    )
    return [c for c in scored if c is not None]


def _candidate(row: PromptRow, rel: float, today: date) -> Candidate | None:
    """One row with its relevance, as a candidate line."""
    # Unpacked by position (PromptRow's order): attribute access per field would cost more than
    # the ranking itself.
    id_, key, content, entry_type, critical, _, confidence, _, importance, stability, seen = row
    line = _line(content)
    if line is None:
        return None
    recall = _strength(confidence, importance, stability, (today - _utc_date(seen)).days)
    # Relevant memories score in (1, 2], the rest in (0, 1]: relevance always wins.
    score = 1.0 + rel * (0.5 + 0.5 * recall) if rel > 0 else recall
    band = BAND_CRITICAL if critical else BAND_RELEVANT if rel > 0 else BAND_REST
    group = CRITICAL_GROUP if critical else GROUP_OF_TYPE.get(entry_type, 3)
    return Candidate(id_, key, line, group, band, score)


def layout(candidates: Iterable[Candidate], *, token_budget: int) -> Rendered:
    """Fill the budget in selection order, then write the chosen lines in display order."""
    left = token_budget - _HEADER_TOKENS
    chosen: list[Candidate] = []
    opened: set[int] = set()
    for candidate in sorted(candidates, key=Candidate.selection_order):
        if left < _MIN_LINE_TOKENS:
            break
        line = candidate.line
        title_cost = 0 if candidate.group in opened else _TITLE_TOKENS[candidate.group]
        cost = title_cost + _NEWLINE_TOKENS + count_tokens(line)
        if cost <= left:
            left -= cost
            chosen.append(candidate)
            opened.add(candidate.group)
    return _compose(chosen)


def _compose(chosen: list[Candidate]) -> Rendered:
    if not chosen:
        return Rendered()
    chosen.sort(key=Candidate.display_order)
    lines = [HEADER]
    for group, members in groupby(chosen, key=lambda c: c.group):
        lines.append(GROUP_TITLES[group])
        lines.extend(c.line for c in members)
    return Rendered("\n".join(lines), [c.id for c in chosen if c.group != EPISODE_GROUP])


def _line(content: str) -> str | None:
    """The memory as one line, or None when it is blank."""
    if not content.isprintable():  # newlines, tabs and other separators become single spaces
        content = " ".join(content.split())
    return LINE_PREFIX + content if content.strip() else None


@lru_cache(maxsize=65_536)
def _strength(confidence: str, importance: float, stability_days: float, days: int) -> float:
    """`decay.strength` for a memory last observed `days` whole days ago."""
    moment = _EPOCH + timedelta(days=max(days, 0))
    return strength(
        confidence=confidence,
        importance=importance,
        stability_days=stability_days,
        last_observed_at=_EPOCH,
        now=moment,
    )


def _relevance(rows: Sequence[PromptRow], query: str | None) -> list[float]:
    """BM25 of each row's content and tags for `query`, scaled so the best match is 1."""
    query_terms = set(search_terms(query)) if query else set()
    if not query_terms:
        return [0.0] * len(rows)
    docs = [
        _terms(content, tags if isinstance(tags, str) else tuple(tags or ()))
        for content, tags in map(_CONTENT_AND_TAGS, rows)
    ]
    scores = bm25_from_counts(query_terms, docs)
    best = max(scores, default=0.0)
    return [s / best for s in scores] if best > 0 else scores


@lru_cache(maxsize=16_384)
def _terms(content: str, tags: str | tuple[str, ...]) -> Counter[str]:
    """Search terms of a memory; `tags` may also be the column's JSON text, read as words."""
    # Stemming is the costly part of relevance; a user's memories are the same from call to call.
    tag_text = tags if isinstance(tags, str) else " ".join(tags)
    return Counter(search_terms(f"{content} {tag_text}"))


def _utc_date(moment: datetime) -> date:
    """The UTC calendar day of `moment` (naive values are taken as UTC)."""
    if moment.tzinfo is None or moment.tzinfo is UTC:
        return moment.date()
    return moment.astimezone(UTC).date()
