"""The prompt block from the user's candidate list: one row read, not every memory.

`block_for` reads the user's list (`candidates`, one row of `prompt_cache`), the episodes the
block can show (LIMITed, index-served queries) and, with a query, the memories the full-text
index finds for its words (`db.queries.matching_rows`, with a LIMIT) and, with an embedder,
the closest ones by meaning; it lays them out exactly as `prompt.block_for` (the full ranking of
every row, the reference) would. It falls back to that full ranking when the list is missing,
ranked for another day, cleared by a change (database triggers clear it in the changing
transaction), or too short for the budget asked; a missing or stale list is then rebuilt.

With a query, BM25 scores the memories the index found against the corpus statistics kept in
the list, which gives the full ranking's scores as long as the index found every memory that
shares a word with the query (up to `MATCHES`); beyond that only the best `MATCHES` are
ranked as relevant, and the others stay in their own tier. Words the user's memories hold
very often (`candidates.COMMON_TERMS`) count in the scores but do not find memories: a memory
sharing only such words with the question stays in its own tier.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from datetime import datetime

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from db import episodes as episode_queries
from db import prompt_cache, queries
from db.episodes import EpisodeHit
from db.queries import PromptRow
from memory_service.language.text import search_terms
from memory_service.recall import candidates, layout, prompt, semantic
from memory_service.recall import episodes as recall_episodes
from memory_service.recall.candidates import Candidates
from memory_service.recall.embeddings import Embedder
from memory_service.recall.layout import Line, Rendered
from memory_service.recall.relevance import bm25_in_corpus

logger = logging.getLogger(__name__)

MATCHES = 200
"""Memories the full-text index returns for a query, at most."""
QUERY_BAND = {
    prompt.B_CRITICAL: prompt.Q_CRITICAL,
    prompt.B_INSTRUCTIONS: prompt.Q_INSTRUCTIONS,
    prompt.B_PREFERENCES: prompt.Q_PREFERENCES,
    prompt.B_FACTS: prompt.Q_FACTS,
}
Writing = Callable[[], AbstractContextManager[Session]]
"""Opens a session (a writing one is committed on success)."""


def block_for(
    session: Session,
    *,
    user_id: str,
    token_budget: int,
    query: str | None,
    now: datetime,
    embedder: Embedder | None = None,
    writing: Writing | None = None,
) -> Rendered:
    """The block `prompt.block_for` makes, from the candidate list when it serves; with
    `writing`, a missing or stale list is rebuilt after the block is made."""
    if token_budget <= layout.HEADER_TOKENS:
        return Rendered()
    stored = prompt_cache.read(session, user_id=user_id)
    usable = stored is not None and stored.lines is not None and stored.day == prompt.utc_date(now)
    if stored is not None and usable:
        rendered = _served(
            session,
            stored,
            user_id=user_id,
            token_budget=token_budget,
            query=query,
            now=now,
            embedder=embedder,
        )
        if rendered is not None:
            return rendered
    rendered = prompt.block_for(
        session,
        user_id=user_id,
        token_budget=token_budget,
        query=query,
        now=now,
        embedder=embedder,
    )
    if not usable and writing is not None and rendered.text:
        session.rollback()  # end the read transaction before writing (SQLite: one writer)
        _refresh_quietly(writing, user_id=user_id, now=now)
    return rendered


def served(
    session: Session,
    *,
    user_id: str,
    token_budget: int,
    query: str | None,
    now: datetime,
    embedder: Embedder | None = None,
) -> Rendered | None:
    """The block from the stored list alone; None when the list is missing, stale, cleared,
    or does not hold enough lines for this budget."""
    stored = prompt_cache.read(session, user_id=user_id)
    if stored is None or stored.lines is None or stored.day != prompt.utc_date(now):
        return None
    return _served(
        session,
        stored,
        user_id=user_id,
        token_budget=token_budget,
        query=query,
        now=now,
        embedder=embedder,
    )


def _served(
    session: Session,
    stored: prompt_cache.CachedList,
    *,
    user_id: str,
    token_budget: int,
    query: str | None,
    now: datetime,
    embedder: Embedder | None,
) -> Rendered | None:
    if stored.lines is None:
        return None
    return _from_list(
        session,
        candidates.decode(stored.lines),
        user_id=user_id,
        token_budget=token_budget,
        query=query.strip() if query else "",
        now=now,
        meaning_of=_meaning(embedder, stored.version),
    )


def refresh(writing: Writing, *, user_id: str, now: datetime) -> bool:
    """Rank the user's memories for `now`'s day and store the list; False if a change
    committed meanwhile (the list would be stale, so it is not stored)."""
    with writing() as session:
        prompt_cache.ensure(session, user_id=user_id)
        version = prompt_cache.locked_version(session, user_id=user_id)
        rows = queries.prompt_rows(session, user_id=user_id)
        listing = candidates.build(rows, now=now)
        return prompt_cache.store(
            session, user_id=user_id, read_version=version, day=prompt.utc_date(now), lines=listing
        )


def refresh_if_read(reading: Writing, writing: Writing, *, user_id: str, now: datetime) -> None:
    """After a write: rebuild the list of a user whose prompt is read (others wait for a read)."""
    with reading() as session:
        read_before = prompt_cache.read_before(session, user_id=user_id)
    if read_before:
        _refresh_quietly(writing, user_id=user_id, now=now)


def _refresh_quietly(writing: Writing, *, user_id: str, now: datetime) -> None:
    # The list is derived state: failing to store it costs the next read the full ranking.
    try:
        refresh(writing, user_id=user_id, now=now)
    except SQLAlchemyError as exc:
        logger.warning("could not store the prompt candidate list of %s: %s", user_id, exc)


MeaningOf = Callable[[Session, str, str], semantic.Dense] | None


def _meaning(embedder: Embedder | None, version: int) -> MeaningOf:
    if embedder is None:
        return None

    def meaning_of(session: Session, user_id: str, query: str) -> semantic.Dense:
        return semantic.dense(
            session, user_id=user_id, embedder=embedder, query=query, version=version
        )

    return meaning_of


def _from_list(
    session: Session,
    listing: Candidates,
    *,
    user_id: str,
    token_budget: int,
    query: str,
    now: datetime,
    meaning_of: MeaningOf,
) -> Rendered | None:
    recent = episode_queries.latest_sessions(
        session, user_id=user_id, sessions=prompt.RECENT_SESSIONS
    )
    salient = episode_queries.most_salient(session, user_id=user_id, limit=prompt.SALIENT_EPISODES)
    if not query:
        lines = [line for band in listing.lines.values() for line in band]
        lines += _hexed(prompt.episode_lines(recent, salient, (), asked=False))
        return layout.compose_checked(
            prompt.one_per_episode(lines),
            token_budget=token_budget,
            shares=prompt.shares_for(False, None),
            tails=listing.tails,
        )
    relevant = recall_episodes.relevant(
        session, user_id=user_id, query=query, now=now, limit=prompt.RELEVANT_EPISODES
    )
    meaning = meaning_of(session, user_id, query) if meaning_of is not None else None
    replies, relevant, mine = prompt.split_replies(relevant, meaning, query)
    rows, relevance, relevant = _relevant_memories(
        session, listing, user_id=user_id, query=query, relevant=relevant, meaning=mine
    )
    today = prompt.utc_date(now)
    chosen = [
        line
        for row, rel in zip(rows, relevance, strict=True)
        if rel > 0 and not row[4] and (line := prompt.memory_line(row, rel, today, asked=True))
    ]
    chosen = _hexed(chosen)
    moved = {line.memory_id for line in chosen}
    lines = [
        line._replace(band=QUERY_BAND[line.band])
        for band in listing.lines.values()
        for line in band
        if line.memory_id not in moved
    ]
    lines += chosen
    lines += _hexed(prompt.episode_lines(recent, salient, relevant, asked=True))
    lines += _hexed(replies.lines())
    return layout.compose_checked(
        prompt.one_per_episode(lines),
        token_budget=token_budget,
        shares=prompt.shares_for(True, meaning),
        tails={QUERY_BAND[band]: cost for band, cost in listing.tails.items()},
    )


def _hexed(lines: list[Line]) -> list[Line]:
    """The lines with their memory ids as the list holds them (hex), so that an episode meets
    the memory it became."""
    return [
        line._replace(memory_id=line.memory_id.hex)
        if isinstance(line.memory_id, uuid.UUID)
        else line
        for line in lines
    ]


def _relevant_memories(
    session: Session,
    listing: Candidates,
    *,
    user_id: str,
    query: str,
    relevant: list[tuple[EpisodeHit, float]],
    meaning: semantic.Dense | None,
) -> tuple[Sequence[PromptRow], list[float], list[tuple[EpisodeHit, float]]]:
    """The memories the query's words (and meaning) find, their relevance as the full ranking
    scores it, and the relevant episodes (fused with meaning when there is one)."""
    query_terms = set(search_terms(query))
    rows: list[PromptRow] = []
    relevance: list[float] = []
    finding = sorted(query_terms - listing.common.keys())
    if finding:
        found = queries.matching_rows(session, user_id=user_id, terms=finding, limit=MATCHES)
        scores = bm25_in_corpus(
            query_terms,
            prompt.row_terms(found),
            corpus_size=listing.corpus_size,
            corpus_terms=listing.corpus_terms,
            known_freq=listing.common,
        )
        best = max(scores, default=0.0)
        for row, score in zip(found, scores, strict=True):
            if score > 0:
                rows.append(row)
                relevance.append(score / best)
    if meaning is None:
        return rows, relevance, relevant
    known = {row[0] for row in rows}
    extra = [mid for mid in meaning.memories if mid not in known]
    rows += queries.rows_by_ids(session, user_id=user_id, ids=extra)
    relevance += [0.0] * (len(rows) - len(relevance))
    fused, relevant = prompt.fused(rows, relevance, relevant, meaning)
    return rows, fused, relevant
