"""Episodic memory: what the user said, one sentence a row, dated, scored, recalled.

Durable memories ("Lives in Porto") answer "who is this user"; episodes answer "when did I start
the new job?" or "what did I say about the trip to Lisbon?", and without a query the most salient
ones tell a new session what happened lately. At each processed session the user's own words
(`language.own_words`: quoted, pasted and role-tagged text is cut) are split into sentences;
small talk, questions, requests, instructions, hypotheticals and sarcasm are
dropped (`guard_words.is_declarative`), a fragment too short to stand alone joins the
sentence before it ("Name's Rocket.") or, first in its message, after it ("tonsillitis."),
relative dates get their absolute date added ("yesterday (13 March 2026)": the user's
words stay intact), and each sentence is kept with the day it was said (in the speaker's own
time zone), its salience (`language.salience`) and its token count. A statement that became a
memory is linked to it, so the block shows one or the other.

Recall with a query finds candidates with the database's full-text index and ranks them by BM25
blended with recency, dropping repeats.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy.orm import Session

from db import episodes as episode_queries
from db.episodes import EpisodeHit
from memory_service.language.dates import annotate_relative_dates, day_name
from memory_service.language.guard_words import is_declarative
from memory_service.language.own_words import Reader
from memory_service.language.salience import salience
from memory_service.language.text import normalise, words
from memory_service.pipeline.signal import digest
from memory_service.recall.relevance import bm25_scores
from memory_service.recall.tokens import count_tokens
from memory_service.schemas import ChatMessage

MAX_EPISODE_CHARS = 400
MIN_SALIENCE = 0.9
"""Below this a sentence is small talk or a bare question: not kept."""
SHORT_WORDS = 3
"""A sentence this short joins the one after it ("tonsillitis. my throat is killing me")."""
CANDIDATES = 500
RECENCY_HALF_LIFE_DAYS = 180.0
RECENCY_WEIGHT = 0.15
LINE_PREFIX = "- "


@dataclass(frozen=True)
class Draft:
    """A statement worth keeping, before storage."""

    content: str
    said_at: datetime
    day: date
    salience: float
    source: str
    """The sentence as said, before dates were added (what an extractor quotes)."""
    kind: str = "statement"

    @property
    def content_hash(self) -> str:
        return digest([self.content, self.said_at.isoformat()])


@dataclass(frozen=True)
class Recalled:
    """An episode recalled for a query, with its blended score."""

    content: str
    said_at: datetime
    score: float


def line(content: str, day: date) -> str:
    """An episode as a dated block line: "- [7 March 2026] I started at the bakery"."""
    return f"{LINE_PREFIX}[{day_name(day)}] {' '.join(content.split())}"


def statements(messages: Sequence[ChatMessage], *, fallback_time: datetime) -> list[Draft]:
    """The informative statements of the user's turns, dates added, in order."""
    drafts: list[Draft] = []
    reader = Reader()
    for message in messages:
        if message.role != "user":
            continue
        said_at = message.created_at or fallback_time
        for sentence in _joined(reader.own(message.content).sentences):
            score = salience(sentence)
            if score < MIN_SALIENCE or not is_declarative(sentence):
                continue
            content = annotate_relative_dates(sentence, message.created_at)[:MAX_EPISODE_CHARS]
            drafts.append(Draft(content, said_at, said_at.date(), score, sentence))
    return drafts


DIGEST_SALIENCE = 10.0
"""A session's digest outranks its statements: it says what the session was about."""


def digest_draft(digest: str, messages: Sequence[ChatMessage], *, fallback_time: datetime) -> Draft:
    """The extractor's one-line digest of a session, kept as an episode of its own kind."""
    said_at = max((m.created_at for m in messages if m.created_at), default=fallback_time)
    content = f"(what the session was about) {digest}"
    return Draft(content, said_at, said_at.date(), DIGEST_SALIENCE, digest, kind="digest")


def _joined(sentences: Sequence[str]) -> list[str]:
    """Sentences, a very short one joined to the one before it ("We adopted a corgi." + "Name's
    Rocket.") or, first in its message, to the one after ("tonsillitis." + "my throat ...")."""
    out: list[str] = []
    pending = ""
    for sentence in sentences:
        short = len(words(sentence)) <= SHORT_WORDS and not sentence.rstrip().endswith("?")
        if short and out:
            out[-1] = f"{out[-1]} {sentence}"
        elif short:
            pending = f"{pending} {sentence}".strip()
        else:
            out.append(f"{pending} {sentence}".strip())
            pending = ""
    if pending:
        out.append(pending)
    return out


def keep(
    session: Session, *, user_id: str, session_id: str, drafts: Sequence[Draft], now: datetime
) -> int:
    """Store the session's statements not kept before; returns how many were added."""
    known = episode_queries.known_hashes(session, user_id=user_id, session_id=session_id)
    rows = []
    for draft in drafts:
        if draft.content_hash in known:
            continue
        known.add(draft.content_hash)
        rows.append(
            {
                "user_id": user_id,
                "session_id": session_id,
                "content": draft.content,
                "content_hash": draft.content_hash,
                "said_at": draft.said_at,
                "day": draft.day,
                "salience": draft.salience,
                "kind": draft.kind,
                "tokens": count_tokens(line(draft.content, draft.day)),
                "created_at": now,
            }
        )
    episode_queries.add_episodes(session, rows=rows)
    return len(rows)


def link(
    session: Session,
    *,
    user_id: str,
    session_id: str,
    drafts: Sequence[Draft],
    landed: Sequence[tuple[str | None, uuid.UUID]],
) -> None:
    """Link each statement to the memory it became (matched by the extractor's excerpt)."""
    links: dict[str, uuid.UUID] = {}
    for excerpt, memory_id in landed:
        if not excerpt:
            continue
        quoted = normalise(excerpt)
        for draft in drafts:
            said = normalise(draft.source)
            if quoted and said and (quoted in said or said in quoted):
                links.setdefault(draft.content_hash, memory_id)
    if links:
        episode_queries.link_memories(session, user_id=user_id, session_id=session_id, links=links)


def recall(
    session: Session, *, user_id: str, query: str, now: datetime, limit: int = 20
) -> list[Recalled]:
    """The user's episodes most relevant to `query`: BM25 blended with recency, best first."""
    return [
        Recalled(h.content, h.said_at, score)
        for h, score in relevant(session, user_id=user_id, query=query, now=now, limit=limit)
    ]


def relevant(
    session: Session, *, user_id: str, query: str, now: datetime, limit: int
) -> list[tuple[EpisodeHit, float]]:
    """Episodes matching `query`'s words, with scores in (0, 1], best first, repeats dropped."""
    hits = episode_queries.search(session, user_id=user_id, terms=words(query), limit=CANDIDATES)
    if not hits:
        return []
    scores = bm25_scores(query, [hit.content for hit in hits])
    top = max(scores) or 1.0
    today = now.replace(hour=0, minute=0, second=0, microsecond=0)  # stable within a day
    ranked = []
    for hit, score in zip(hits, scores, strict=True):
        if score <= 0:
            continue
        age_days = max((today - hit.said_at).total_seconds(), 0.0) / 86_400
        recency = math.exp(-age_days * math.log(2) / RECENCY_HALF_LIFE_DAYS)
        blended = (1 - RECENCY_WEIGHT) * score / top + RECENCY_WEIGHT * recency
        ranked.append((blended, hit))
    ranked.sort(key=lambda pair: (-pair[0], -pair[1].said_at.timestamp(), -pair[1].id))
    out: list[tuple[EpisodeHit, float]] = []
    seen: set[str] = set()
    for score, hit in ranked:
        norm = normalise(hit.content)
        if norm in seen:  # the same words said again add nothing to the block
            continue
        seen.add(norm)
        out.append((hit, round(score, 6)))
        if len(out) >= limit:
            break
    return out
