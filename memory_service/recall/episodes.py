"""Episodic memory: the user's own informative statements, dated, recalled by query.

Durable facts ("Lives in Porto") answer "who is this user"; episodes answer "when did I start
the new job?" or "what did I say about the trip to Lisbon?". At each processed session the
user's statements are split into sentences, chit-chat and requests to the assistant are dropped,
relative dates get their absolute date added ("yesterday (2026-03-13)": the user's words stay
intact, so titles and quotes survive), and
what is left is kept with its date. Recall combines full-text search in the database (to find
candidates) with BM25 over the candidates blended with recency (to rank them).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from db import episodes as episode_queries
from memory_service.language.dates import annotate_relative_dates
from memory_service.language.sentences import sentences
from memory_service.language.text import content_terms, normalise, words
from memory_service.pipeline.signal import digest
from memory_service.recall.relevance import bm25_scores
from memory_service.schemas import ChatMessage

MAX_EPISODE_CHARS = 320
MIN_CONTENT_TERMS = 3
CANDIDATES = 500
RECENCY_HALF_LIFE_DAYS = 180.0
RECENCY_WEIGHT = 0.15

# Requests to the assistant say nothing about the user ("Can you explain photosynthesis?").
_REQUEST = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|but|also|anyway|hey|btw)[,\s]+)*"
    r"(?:(?:can|could|would|will)\s+you|please|help\s+me|pls|draft|write|rewrite|explain|"
    r"tell\s+me|give\s+me|show\s+me|list|summari[sz]e|translate|suggest|recommend|compare|"
    r"make\s+(?:me|a|an)|create|generate|define|what(?:'s|\s+is|\s+are|\s+was|\s+were)?|"
    r"how(?:'s|\s+do|\s+does|\s+can|\s+to|\s+much|\s+many|\s+long|\s+would)?|why|"
    r"which|where\s+(?:is|are|can)|is\s+(?:it|there)|are\s+there|do\s+you)\b",
    re.IGNORECASE,
)
_CHITCHAT = re.compile(
    r"^(hi|hello|hey|thanks|thank you|thx|ok|okay|cool|great|nice|sure|yes|no|yep|nope|"
    r"good (morning|night|evening)|bye|see you|lol|haha|perfect|awesome|got it)\b[\s!.,]*",
    re.IGNORECASE,
)
_FIRST_PERSON = frozenset({"i", "im", "ive", "id", "ill", "my", "me", "mine", "we", "our", "us"})


@dataclass(frozen=True)
class Draft:
    """A statement worth keeping, before storage."""

    content: str
    said_at: datetime


@dataclass(frozen=True)
class Recalled:
    """An episode recalled for a query, with its blended score."""

    content: str
    said_at: datetime
    score: float


def _kind(sentence: str) -> str:
    """ "keep", "follow" (too short alone, kept after a kept sentence) or "drop"."""
    stripped = sentence.strip()
    if not stripped or _CHITCHAT.fullmatch(stripped) or _REQUEST.match(stripped):
        return "drop"
    terms = content_terms(_CHITCHAT.sub("", stripped))
    if stripped.endswith("?"):
        # A question says something about the user only when it is about them ("my trip").
        about_user = bool(_FIRST_PERSON & set(words(stripped)))
        return "keep" if about_user and len(terms) >= MIN_CONTENT_TERMS + 1 else "drop"
    if len(terms) >= MIN_CONTENT_TERMS or any(ch.isdigit() for ch in stripped):
        return "keep"
    return "follow" if terms else "drop"


def _kept_sentences(content: str) -> list[str]:
    """The informative sentences of one message; a short one survives after a kept one."""
    kept: list[str] = []
    previous_kept = False
    for sentence in sentences(content, run_ons=True):
        kind = _kind(sentence)
        if kind == "keep" or (kind == "follow" and previous_kept):
            kept.append(sentence.strip())
            previous_kept = True
        else:
            previous_kept = False
    return kept


def _chunks(sentences: list[str]) -> list[str]:
    chunks: list[str] = []
    for sentence in sentences:
        if chunks and len(chunks[-1]) + 1 + len(sentence) <= MAX_EPISODE_CHARS:
            chunks[-1] = f"{chunks[-1]} {sentence}"
        else:
            chunks.append(sentence[:MAX_EPISODE_CHARS])
    return chunks


def statements(messages: Sequence[ChatMessage], *, fallback_time: datetime) -> list[Draft]:
    """The informative statements of the user's turns, dates resolved, in order."""
    drafts: list[Draft] = []
    for message in messages:
        if message.role != "user":
            continue
        said_at = message.created_at or fallback_time
        kept = [
            annotate_relative_dates(s, message.created_at) for s in _kept_sentences(message.content)
        ]
        drafts.extend(Draft(chunk, said_at) for chunk in _chunks(kept))
    return drafts


def keep(
    session: Session, *, user_id: str, session_id: str, drafts: Sequence[Draft], now: datetime
) -> int:
    """Store the session's statements not kept before; returns how many were added."""
    known = episode_queries.known_hashes(session, user_id=user_id, session_id=session_id)
    rows = []
    for draft in drafts:
        content_hash = digest([draft.content, draft.said_at.isoformat()])
        if content_hash in known:
            continue
        known.add(content_hash)
        rows.append(
            {
                "user_id": user_id,
                "session_id": session_id,
                "content": draft.content,
                "content_hash": content_hash,
                "said_at": draft.said_at,
                "created_at": now,
            }
        )
    episode_queries.add_episodes(session, rows=rows)
    return len(rows)


def recall(
    session: Session, *, user_id: str, query: str, now: datetime, limit: int = 20
) -> list[Recalled]:
    """The user's episodes most relevant to `query`: BM25 blended with recency, best first."""
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
    recalled: list[Recalled] = []
    seen: set[str] = set()
    for score, hit in ranked:
        norm = normalise(hit.content)
        if norm in seen:  # the same words said again add nothing to the block
            continue
        seen.add(norm)
        recalled.append(Recalled(hit.content, hit.said_at, round(score, 6)))
        if len(recalled) >= limit:
            break
    return recalled
