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
from datetime import date, datetime
from typing import NamedTuple

from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from db import prompt_cache, queries
from db.episodes import EpisodeHit
from db.locks import lock_user
from db.queries import PromptRow
from memory_service.errors import DatabaseUnavailableError
from memory_service.recall import blocks, candidates, layout, prompt, semantic
from memory_service.recall import episodes as recall_episodes
from memory_service.recall.asking import topic_terms
from memory_service.recall.candidates import Candidates
from memory_service.recall.embeddings import Embedder
from memory_service.recall.layout import Line, Rendered
from memory_service.recall.memo import Memo
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
    lists: Memo[Known] | None = None,
    memo: Memo[Rendered] | None = None,
) -> Rendered:
    """The block `prompt.block_for` makes, from the candidate list when it serves; with
    `writing`, a missing or stale list is rebuilt after the block is made; with `lists`, the
    decoded list and the episodes it starts from are kept in the process for the next call;
    with `memo`, a block without a query is served as `session_start` serves it."""
    if token_budget <= layout.HEADER_TOKENS:
        return Rendered()
    if memo is not None and not (query and query.strip()):
        return session_start(
            session,
            user_id=user_id,
            token_budget=token_budget,
            now=now,
            memo=memo,
            writing=writing,
            lists=lists,
        )
    rendered, usable = _made(
        session,
        user_id=user_id,
        token_budget=token_budget,
        query=query,
        now=now,
        embedder=embedder,
        lists=lists,
    )
    if not usable and writing is not None and rendered.text:
        session.rollback()  # end the read transaction before writing (SQLite: one writer)
        _refresh_quietly(writing, user_id=user_id, now=now)
    return rendered


def session_start(
    session: Session,
    *,
    user_id: str,
    token_budget: int,
    now: datetime,
    memo: Memo[Rendered],
    writing: Writing | None = None,
    lists: Memo[Known] | None = None,
) -> Rendered:
    """The block without a query: this process's memo, else the block stored for the user's
    version and day (`recall.blocks`), else made from the list (or the full ranking) and then
    stored, so that the next read in any process finds it."""
    if token_budget <= layout.HEADER_TOKENS:
        return Rendered()
    start = prompt_cache.read_start(session, user_id=user_id)
    if start is None:  # nothing was ever written for the user
        return _made(session, user_id=user_id, token_budget=token_budget, query=None, now=now)[0]
    day = prompt.utc_date(now)
    rendered = memo.get(user_id, token_budget, version=start.version, day=day)
    if rendered is not None:
        return rendered
    rendered = blocks.served(
        start.blocks, version=start.version, day=day, token_budget=token_budget
    )
    if rendered is None:
        rendered, usable = _made(
            session, user_id=user_id, token_budget=token_budget, query=None, now=now, lists=lists
        )
        if writing is not None and rendered.text:
            session.rollback()  # end the read transaction before writing (SQLite: one writer)
            _store_quietly(
                writing,
                start,
                user_id=user_id,
                now=now,
                budget=token_budget,
                rendered=rendered,
                list_usable=usable,
            )
    memo.put(user_id, token_budget, rendered, version=start.version, day=day)
    return rendered


def _made(
    session: Session,
    *,
    user_id: str,
    token_budget: int,
    query: str | None,
    now: datetime,
    embedder: Embedder | None = None,
    lists: Memo[Known] | None = None,
) -> tuple[Rendered, bool]:
    """The block from the list when it serves, else from the full ranking; and whether the
    stored list was usable (not missing, cleared or ranked for another day)."""
    rendered, usable = _listed(
        session,
        user_id=user_id,
        token_budget=token_budget,
        query=query,
        now=now,
        embedder=embedder,
        lists=lists,
    )
    if rendered is None:
        rendered = prompt.block_for(
            session,
            user_id=user_id,
            token_budget=token_budget,
            query=query,
            now=now,
            embedder=embedder,
        )
    return rendered, usable


class Known(NamedTuple):
    """What every block made from the list starts from: the decoded list, the version it was
    read at, and the episodes a block can show (all fixed for a version and a day)."""

    listing: Candidates
    version: int
    recent: list[EpisodeHit]
    salient: list[EpisodeHit]


LIST_SLOT = 0
"""The memo slot of a user's `Known` (block slots are budgets, always above the header's cost)."""


def _known(
    session: Session, *, user_id: str, now: datetime, lists: Memo[Known] | None
) -> Known | None:
    """The user's usable list and episodes, from the memo while the version and day are the
    ones it was read for; None when the stored list is missing, cleared or of another day."""
    today = prompt.utc_date(now)
    if lists is not None:
        stamp = prompt_cache.stamp(session, user_id=user_id)
        if stamp is None or not stamp.listed or stamp.day != today:
            return None
        kept = lists.get(user_id, LIST_SLOT, version=stamp.version, day=today)
        if kept is not None:
            return kept
    stored = prompt_cache.read(session, user_id=user_id)
    if stored is None or stored.lines is None or stored.day != today:
        return None
    recent, salient = prompt.start_episodes(session, user_id=user_id)
    known = Known(candidates.decode(stored.lines), stored.version, recent, salient)
    if lists is not None:
        lists.put(user_id, LIST_SLOT, known, version=stored.version, day=today)
    return known


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
    rendered, _ = _listed(
        session,
        user_id=user_id,
        token_budget=token_budget,
        query=query,
        now=now,
        embedder=embedder,
        lists=None,
    )
    return rendered


def _listed(
    session: Session,
    *,
    user_id: str,
    token_budget: int,
    query: str | None,
    now: datetime,
    embedder: Embedder | None,
    lists: Memo[Known] | None,
) -> tuple[Rendered | None, bool]:
    """The block from the stored list (None: it does not serve this budget), and whether the
    list was usable."""
    known = _known(session, user_id=user_id, now=now, lists=lists)
    if known is None:
        return None, False
    rendered = _from_list(
        session,
        known,
        user_id=user_id,
        token_budget=token_budget,
        query=query.strip() if query else "",
        now=now,
        meaning_of=_meaning(embedder, known.version, semantic.depth_for(token_budget)),
    )
    return rendered, True


def refresh(writing: Writing, *, user_id: str, now: datetime, budget: int | None = None) -> bool:
    """Rank the user's memories for `now`'s day and store the list, with the session-start
    blocks of the budgets asked before (and `budget`); False if a change committed meanwhile
    (the list would be stale, so it is not stored) or the user holds nothing (erased).

    `writing` must open a writing transaction (`UnitOfWork.write_any`): the user's write lock
    is taken first, so an erasure that committed after the read began is seen here and no row
    holding the erased user's id is made again."""
    day = prompt.utc_date(now)
    with writing() as session:
        lock_user(session, user_id=user_id)
        prompt_cache.ensure(session, user_id=user_id)
        locked = prompt_cache.locked_version(session, user_id=user_id)
        if locked is None:
            return False
        version, asked = locked
        if budget is not None:
            asked = blocks.with_budget(asked, budget)
        rows = queries.prompt_rows(session, user_id=user_id)
        listing = candidates.build(rows, now=now)
        made = _start_blocks(
            session, rows, candidates.decode(listing), user_id=user_id, budgets=asked, now=now
        )
        return prompt_cache.store(
            session,
            user_id=user_id,
            read_version=version,
            day=day,
            lines=listing,
            blocks=blocks.encoded(made, version=version, day=day) if made else None,
            budgets=asked,
        )


def _start_blocks(
    session: Session,
    rows: Sequence[PromptRow],
    listing: Candidates,
    *,
    user_id: str,
    budgets: str | None,
    now: datetime,
) -> dict[int, Rendered]:
    """The blocks without a query for the recorded budgets: from the list, or from every row
    when the list does not serve a budget (the full ranking's block either way)."""
    asked = [budget for budget in blocks.budgets_of(budgets) if budget > layout.HEADER_TOKENS]
    if not asked:
        return {}
    recent, salient = prompt.start_episodes(session, user_id=user_id)
    lines = _start_lines(listing, recent, salient)
    made = {}
    for budget in asked:
        rendered = layout.compose_checked(
            lines, token_budget=budget, shares=prompt.shares_for(False, None), tails=listing.tails
        )
        if rendered is None:
            rendered = prompt.render(
                rows, token_budget=budget, query=None, now=now, recent=recent, salient=salient
            )
        made[budget] = rendered
    return made


def _store_quietly(
    writing: Writing,
    start: prompt_cache.Start,
    *,
    user_id: str,
    now: datetime,
    budget: int,
    rendered: Rendered,
    list_usable: bool,
) -> None:
    """After a read that made its block: rebuild a missing or stale list (with the block),
    or keep the block beside a usable list if its budget is one the user's blocks are made for."""
    kept = blocks.recorded(start.budgets, budget)
    if not list_usable:
        _refresh_quietly(writing, user_id=user_id, now=now, budget=budget if kept else None)
    elif kept:
        day = prompt.utc_date(now)
        _keep_quietly(writing, start, user_id=user_id, day=day, made={budget: rendered})


def _keep_quietly(
    writing: Writing,
    start: prompt_cache.Start,
    *,
    user_id: str,
    day: date,
    made: dict[int, Rendered],
) -> None:
    """Store blocks made by a read beside the ones stored for the same version and day."""
    try:
        with writing() as session:
            document = blocks.encoded(made, version=start.version, day=day, stored=start.blocks)
            asked = start.budgets or ""
            for budget in made:
                asked = blocks.with_budget(asked, budget)
            prompt_cache.keep_blocks(
                session, user_id=user_id, read_version=start.version, blocks=document, budgets=asked
            )
    except (SQLAlchemyError, DatabaseUnavailableError) as exc:
        logger.warning("could not store the prompt blocks of %s: %s", user_id, exc)


def refresh_if_read(reading: Writing, writing: Writing, *, user_id: str, now: datetime) -> None:
    """After a write: rebuild the list of a user whose prompt is read (others wait for a read)."""
    with reading() as session:
        read_before = prompt_cache.read_before(session, user_id=user_id)
    if read_before:
        _refresh_quietly(writing, user_id=user_id, now=now)


def _refresh_quietly(
    writing: Writing, *, user_id: str, now: datetime, budget: int | None = None
) -> None:
    # The list is derived state: failing to store it costs the next read the full ranking.
    try:
        refresh(writing, user_id=user_id, now=now, budget=budget)
    except (SQLAlchemyError, DatabaseUnavailableError) as exc:
        logger.warning("could not store the prompt candidate list of %s: %s", user_id, exc)


MeaningOf = Callable[[Session, str, str], semantic.Dense] | None


def _meaning(embedder: Embedder | None, version: int, depth: int) -> MeaningOf:
    if embedder is None:
        return None

    def meaning_of(session: Session, user_id: str, query: str) -> semantic.Dense:
        return semantic.dense(
            session, user_id=user_id, embedder=embedder, query=query, version=version, depth=depth
        )

    return meaning_of


def _from_list(
    session: Session,
    known: Known,
    *,
    user_id: str,
    token_budget: int,
    query: str,
    now: datetime,
    meaning_of: MeaningOf,
) -> Rendered | None:
    listing, _, recent, salient = known
    if not query:
        return layout.compose_checked(
            _start_lines(listing, recent, salient),
            token_budget=token_budget,
            shares=prompt.shares_for(False, None),
            tails=listing.tails,
        )
    relevant = recall_episodes.relevant(
        session,
        user_id=user_id,
        query=query,
        now=now,
        limit=prompt.RELEVANT_EPISODES,
        asides=meaning_of is not None,  # words alone match a request's words too readily
    )
    dated = prompt.said_on_named_days(session, user_id=user_id, query=query, now=now)
    by_words = _found_by_words(session, listing, user_id=user_id, query=query)
    # the reads that need no vector come first: the query's embedding (`semantic.prefetch`) is
    # made meanwhile
    meaning = meaning_of(session, user_id, query) if meaning_of is not None else None
    on_the_day = _hexed(prompt.dated_lines(dated, relevant, meaning, query))
    leads = prompt.leads_of(
        session, user_id=user_id, relevant=relevant, meaning=meaning, query=query
    )
    replies, relevant, mine = prompt.split_replies(relevant, meaning, query, leads)
    rows, relevance, relevant = _relevant_memories(
        session, user_id=user_id, by_words=by_words, relevant=relevant, meaning=mine
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
    lines += on_the_day
    return layout.compose_checked(
        prompt.one_per_episode(lines),
        token_budget=token_budget,
        shares=prompt.shares_for(True, meaning),
        tails={QUERY_BAND[band]: cost for band, cost in listing.tails.items()},
        beside=prompt.beside_for(True, meaning),
    )


def _start_lines(
    listing: Candidates, recent: Sequence[EpisodeHit], salient: Sequence[EpisodeHit]
) -> list[Line]:
    """The candidate lines of a block without a query."""
    lines = [line for band in listing.lines.values() for line in band]
    lines += _hexed(prompt.episode_lines(recent, salient, (), asked=False))
    return prompt.one_per_episode(lines)


def _hexed(lines: list[Line]) -> list[Line]:
    """The lines with their memory ids as the list holds them (hex), so that an episode meets
    the memory it became."""
    return [
        line._replace(memory_id=line.memory_id.hex)
        if isinstance(line.memory_id, uuid.UUID)
        else line
        for line in lines
    ]


def _found_by_words(
    session: Session, listing: Candidates, *, user_id: str, query: str
) -> tuple[list[PromptRow], list[float]]:
    """The memories the query's words find, and their relevance as the full ranking scores
    it."""
    query_terms = topic_terms(query)
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
    return rows, relevance


def _relevant_memories(
    session: Session,
    *,
    user_id: str,
    by_words: tuple[list[PromptRow], list[float]],
    relevant: list[tuple[EpisodeHit, float]],
    meaning: semantic.Dense | None,
) -> tuple[Sequence[PromptRow], list[float], list[tuple[EpisodeHit, float]]]:
    """The memories the query's words (`_found_by_words`) and meaning find, their relevance,
    and the relevant episodes (fused with meaning when there is one)."""
    rows, relevance = list(by_words[0]), list(by_words[1])
    if meaning is None:
        return rows, relevance, relevant
    known = {row[0] for row in rows}
    extra = [mid for mid in meaning.memories if mid not in known]
    rows += queries.rows_by_ids(session, user_id=user_id, ids=extra)
    relevance += [0.0] * (len(rows) - len(relevance))
    fused, relevant = prompt.fused(rows, relevance, relevant, meaning)
    return rows, fused, relevant
