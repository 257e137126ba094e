"""What the question means: dense similarity of the user's memories and statements to a query,
and its fusion with the lexical ranking.

The query is embedded once (cached per process: a chat app asks the same opening questions);
the user's stored vectors are compared in the process, one user at a time, each user's matrix
kept in the process while the user's version (`db.prompt_cache`) is unchanged. Lexical and dense
rankings are fused by reciprocal rank (each list contributes weight/(k + rank)), which needs no
score calibration between BM25 and cosine: an item either ranking puts near its top stays near
the top of the fusion. The dense list weighs twice the lexical one, the setting that was at least
as good as the best raw-turn retriever on the development splits of both kinds of evaluation
(preferences asked about in other words, and long conversations with factual questions).
"""

from __future__ import annotations

import os
import threading
import uuid
from collections import OrderedDict
from collections.abc import Hashable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from functools import partial
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt
from sqlalchemy.orm import Session

from db import embeddings as stored
from db import episodes as episode_queries
from db import prompt_cache
from db.episodes import UNASKED, EpisodeHit
from memory_service.recall.embeddings import Embedder, Vectors

RRF_K = 60
LEXICAL_WEIGHT = 1.0
DENSE_WEIGHT = 2.0
DENSE_DEPTH = 40
"""How many of the dense ranking's best take part in the fusion (per kind), at least."""
TOKENS_PER_LINE = 25
"""About what a dated line costs: a budget that holds more lines than `DENSE_DEPTH` draws as many
candidates as it can show (80 at 2,000 tokens)."""


def depth_for(token_budget: int) -> int:
    """How deep the dense ranking goes for a block of `token_budget` tokens."""
    return max(DENSE_DEPTH, token_budget // TOKENS_PER_LINE)


class Dense(NamedTuple):
    """Cosine similarity to the query of the user's best memories and episodes."""

    memories: dict[uuid.UUID, float]
    episodes: list[tuple[EpisodeHit, float]]


def query_vector(embedder: Embedder, query: str) -> Vectors:
    """The query's unit vector (cached per embedder and text; waited for when `prefetch` is
    making it)."""
    text = _query_text(query)
    key = (embedder.name, text)
    with _QUERY_LOCK:
        vector = _QUERIES.setdefault(embedder.name, {}).get(text)
        making = _MAKING.get(key) if vector is None else None
    if vector is not None:
        return vector
    try:
        vector = making.result() if making is not None else _embedded(embedder, text)
    finally:
        with _QUERY_LOCK:  # a failed making is not kept: the next call tries again
            _MAKING.pop(key, None)
    with _QUERY_LOCK:
        cache = _QUERIES.setdefault(embedder.name, {})
        if len(cache) >= QUERY_CACHE:
            cache.pop(next(iter(cache)))
        cache[text] = vector
    return vector


def prefetch(embedder: Embedder | None, query: str | None) -> None:
    """Start the query's embedding on a background thread, so that it runs while the block's
    database reads do (BLAS and the driver's waits release the GIL); `query_vector` then waits
    for it. Nothing when there is no embedder, no query, or the vector is cached or on its way."""
    if embedder is None or not PREFETCH or not query or not query.strip():
        return
    text = _query_text(query)
    key = (embedder.name, text)
    with _QUERY_LOCK:
        if key in _MAKING or text in _QUERIES.get(embedder.name, {}):
            return
        if len(_MAKING) >= MAKING_AT_MOST:  # made and never asked for (the read failed)
            for stale in [k for k, future in _MAKING.items() if future.done()]:
                del _MAKING[stale]
        _MAKING[key] = _pool().submit(_embedded, embedder, text)


def _query_text(query: str) -> str:
    return " ".join(query.split())[:2000]


def _embedded(embedder: Embedder, text: str) -> Vectors:
    return np.asarray(embedder.embed([text])[0], dtype=np.float32)


def _pool() -> ThreadPoolExecutor:
    with _POOL_LOCK:
        if not _POOL:
            _POOL.append(
                ThreadPoolExecutor(
                    max_workers=os.cpu_count() or 1, thread_name_prefix="query-embedding"
                )
            )
        return _POOL[0]


def _forget_pool() -> None:
    # a forked child has none of the parent's threads: it starts its own pool when it needs one,
    # and a lock another thread held at the fork is held by no one in the child
    for lock in (_QUERY_LOCK, _POOL_LOCK):
        if lock.locked():
            lock.release()
    _POOL.clear()
    _MAKING.clear()


os.register_at_fork(after_in_child=_forget_pool)

QUERY_CACHE = 1024
PREFETCH = True
"""Whether `prefetch` starts the embedding early (the benchmark turns it off to compare)."""
MAKING_AT_MOST = 64
_QUERIES: dict[str, dict[str, Vectors]] = {}
_MAKING: dict[tuple[str, str], Future[Vectors]] = {}
_QUERY_LOCK = threading.Lock()
_POOL: list[ThreadPoolExecutor] = []
"""The process's pool, once made."""
_POOL_LOCK = threading.Lock()


def forget_query_vectors() -> None:
    """Empty the process's cache of query vectors."""
    with _QUERY_LOCK:
        _QUERIES.clear()


def dense(
    session: Session,
    *,
    user_id: str,
    embedder: Embedder,
    query: str,
    depth: int = DENSE_DEPTH,
    version: int | None = None,
) -> Dense:
    """The user's memories and episodes closest to `query`, `depth` of each, best first (the
    asides and the assistant's replies, `depth` of each, after the user's own statements).

    `version` is the user's `prompt_cache` version when the caller has read it already."""
    vector = query_vector(embedder, query)
    if version is None:
        version = prompt_cache.version(session, user_id=user_id)
    top = partial(_top, session, user_id, vector=vector, model=embedder.name)
    memories = top("memory", version, depth=depth)
    by_episode = top("episode", version, depth=4 * depth)
    hits = episode_queries.by_ids(session, user_id=user_id, ids=[int(i) for i in by_episode])
    ranked = sorted(((h, by_episode[h.id]) for h in hits), key=lambda p: (-p[1], -p[0].id))
    episodes = [p for p in ranked if p[0].kind not in UNASKED][:depth]
    for kind in UNASKED:  # asides and replies do not take the user's statements' places
        episodes += [p for p in ranked if p[0].kind == kind][:depth]
    return Dense({uuid.UUID(str(k)): v for k, v in memories.items()}, episodes)


def _top(
    session: Session,
    user_id: str,
    kind: stored.Kind,
    version: int | None,
    *,
    vector: Vectors,
    model: str,
    depth: int,
) -> dict[Any, float]:
    ids, matrix, context = _matrix(session, user_id, kind, model, version)
    if not ids:
        return {}
    scores = matrix @ vector
    if context is not None:
        scores = context.apply(scores)
    return {ids[i]: float(scores[i]) for i in best_first(scores, depth)}


def best_first(scores: Vectors, depth: int) -> npt.NDArray[np.intp]:
    """The indices of the `depth` highest scores, best first, ties by index: what a stable sort
    of every score gives, without sorting them all (a user's 10,000 memories)."""
    if len(scores) <= depth:
        return np.argsort(-scores, kind="stable")
    kth = np.partition(scores, len(scores) - depth)[len(scores) - depth]
    above = np.flatnonzero(scores > kth)
    ties = np.flatnonzero(scores == kth)[: depth - len(above)]
    chosen = np.concatenate([above, ties])
    return chosen[np.lexsort((chosen, -scores[chosen]))]


CONTEXT_WEIGHT = 0.5
"""How much of a reply sentence's score comes from the user's message it answered."""


class ReplyContext(NamedTuple):
    """For each of the assistant's reply sentences, the rows of the user's message it answered.

    A reply's sentence often names what it recommends without the words of what was asked
    ("Try shakshuka: soften an onion ..." after "I need better post-shift food"), which a
    sentence's own vector does not carry and a whole turn's would. So a reply sentence scores
    the better of its own cosine and the mean of its own and that message's best
    (`CONTEXT_WEIGHT`): it can rise with what it answered, never fall below itself."""

    replies: npt.NDArray[np.intp]
    """Row of each reply sentence that has a message before it."""
    rows: npt.NDArray[np.intp]
    """The rows of those messages, one after another in the order of `replies`."""
    starts: npt.NDArray[np.intp]
    """Where each reply's rows start in `rows`."""

    @classmethod
    def of(cls, turns: Sequence[stored.Turn]) -> ReplyContext | None:
        """The context of every reply sentence: the user's rows of the same session said at the
        latest time before it (their message just before the reply)."""
        user_rows: dict[str, dict[Any, list[int]]] = {}
        for row, turn in enumerate(turns):
            if not turn.reply:
                user_rows.setdefault(turn.session_id, {}).setdefault(turn.said_at, []).append(row)
        replies: list[int] = []
        rows: list[int] = []
        starts: list[int] = []
        for row, turn in enumerate(turns):
            said = user_rows.get(turn.session_id, {}) if turn.reply else {}
            before = [at for at in said if at < turn.said_at]
            if before:
                replies.append(row)
                starts.append(len(rows))
                rows.extend(said[max(before)])
        if not replies:
            return None
        return cls(*(np.asarray(a, dtype=np.intp) for a in (replies, rows, starts)))

    def apply(self, scores: Vectors) -> Vectors:
        """The scores with each reply sentence's raised by its context (a copy)."""
        context = np.maximum.reduceat(scores[self.rows], self.starts)
        own = scores[self.replies]
        out = scores.copy()
        out[self.replies] = np.maximum(own, (1 - CONTEXT_WEIGHT) * own + CONTEXT_WEIGHT * context)
        return out


CACHED_ROWS = 100_000
"""Vectors kept in this process across calls (about 150 MB at 384 dimensions), least recently
used users first out."""
_MATRICES: OrderedDict[
    tuple[str, str, str], tuple[int, list[Any], Vectors, ReplyContext | None]
] = OrderedDict()
_LOCK = threading.Lock()


def _matrix(
    session: Session, user_id: str, kind: stored.Kind, model: str, version: int | None
) -> tuple[list[Any], Vectors, ReplyContext | None]:
    """The user's vectors of one kind, from the process cache while the user's version holds.

    The version (`prompt_cache`, moved by database triggers on every change to the user's
    memories and episodes, vectors included) is read before the vectors, so a matrix is never
    kept under a version newer than what it holds. Without a version nothing is cached."""
    cache_key = (user_id, kind, model)
    with _LOCK:
        cached = _MATRICES.get(cache_key)
        if cached is not None and version is not None and cached[0] == version:
            _MATRICES.move_to_end(cache_key)
            return cached[1], cached[2], cached[3]
    context = None
    if kind == "episode":
        ids, matrix, turns = stored.episode_vectors(session, user_id=user_id, model=model)
        context = ReplyContext.of(turns)
    else:
        ids, matrix = stored.user_vectors(session, user_id=user_id, kind=kind, model=model)
    if version is None:
        return ids, matrix, context
    with _LOCK:
        _MATRICES[cache_key] = (version, ids, matrix, context)
        _MATRICES.move_to_end(cache_key)
        while (
            sum(len(entry[1]) for entry in _MATRICES.values()) > CACHED_ROWS and len(_MATRICES) > 1
        ):
            _MATRICES.popitem(last=False)
    return ids, matrix, context


def fuse(
    lexical: Mapping[Hashable, float], semantic: Mapping[Hashable, float], *, k: int = RRF_K
) -> dict[Hashable, float]:
    """Reciprocal-rank fusion of two scored candidate sets, scaled so the best is 1."""
    fused: dict[Hashable, float] = {}
    for scores, weight in ((lexical, LEXICAL_WEIGHT), (semantic, DENSE_WEIGHT)):
        ranked = sorted(scores, key=lambda key: (-scores[key], str(key)))
        for rank, key in enumerate(ranked):
            fused[key] = fused.get(key, 0.0) + weight / (k + rank + 1)
    best = max(fused.values(), default=0.0)
    return {key: value / best for key, value in fused.items()} if best else fused


def ranked_episodes(
    lexical: Sequence[tuple[EpisodeHit, float]], semantic: Sequence[tuple[EpisodeHit, float]]
) -> list[EpisodeHit]:
    """Every episode either ranking holds, once."""
    seen: dict[int, EpisodeHit] = {}
    for hit, _ in (*lexical, *semantic):
        seen.setdefault(hit.id, hit)
    return list(seen.values())
