"""get_for_prompt as a user's memories grow: 100, 1,000, 10,000 and 50,000, on PostgreSQL.

The baseline, measured call by call in the same run on the same pool: a bare indexed fetch of
one budget's worth of rows (the mapped columns of `user_context WHERE user_id = … AND status =
'active' LIMIT 60`, served by ix_user_context_user_id_status). Each size is timed without and
with a query on the lexical path (`MEMORY_EMBEDDER=none`), then with a query and the default
embedder (each memory holds a stored vector; the query's own embedding is cached per process
after its first call, so it is timed apart, and twice more with the process's cache of query
vectors emptied before each call, a question not asked before: "new query", its embedding made
while the database is read (`semantic.prefetch`), and "made after", the embedding made only when
the ranking needs it, the way it was made before). Without a query there are three figures: the
block served again from the process's memo (`recall.memo`: one indexed row read, what every read
of an unchanged user costs in a process that read it before), the block the worker stored beside
the list (a service that keeps no memo: what the first read after a write costs), and the block
laid out from the stored candidate list (what a read costs when no block is stored for its
budget). Python's default garbage collector throughout. The users sit among 120,000 rows of
2,000 other users; rows are bulk-loaded with
COPY (the cap on active memories is raised to match).

Also per size: what the worker's rebuild of the candidate list costs (`recall.cached.refresh`,
run after a write for a user whose prompt is read), and the full ranking of every row (the
reference the list replaces, what a read costs when the list is missing).

    .venv/bin/python bench/prompt_scale.py [--rounds 300] [--sizes 100,1000,10000,50000]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
from sqlalchemy import delete, text
from sqlalchemy.orm import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from prompt_latency import (
    COLUMNS,
    OTHER_USERS,
    QUERY,
    ROWS_PER_OTHER_USER,
    Figures,
    copy_rows,
    database,
    memory_rows,
    timed,
)

from db.tables import UserContext
from memory_service import MemoryService
from memory_service.recall import cached, prompt
from memory_service.recall import semantic as semantic_recall
from memory_service.recall.embeddings import Embedder, build_embedder, to_blob
from memory_service.tuning import MemoryConfig

BUDGET_ROWS = 60
MAPPED = ", ".join(column.name for column in UserContext.__table__.columns)
BARE_FETCH = text(
    f"SELECT {MAPPED} FROM user_context WHERE user_id = :user_id AND status = 'active' LIMIT :n"
)
DEFAULT_SIZES = "100,1000,10000,50000"
VECTOR_COLUMNS = (*COLUMNS, "embedding", "embedding_model")


def with_vectors(
    rows: Iterator[tuple[Any, ...]], model: str, dim: int
) -> Iterator[tuple[Any, ...]]:
    """The rows with a random unit vector each (search cost does not depend on the values)."""
    rng = np.random.default_rng(16)
    for row in rows:
        vector = rng.standard_normal(dim).astype(np.float32)
        yield (*row, to_blob(vector / np.linalg.norm(vector)), model)


def load(svc: MemoryService, prefix: str, sizes: list[int], embedder: Embedder) -> dict[int, str]:
    """Other users' rows, then one user per size; returns the user id of each size."""
    rng = random.Random(16)
    started = time.perf_counter()

    def others() -> Iterator[tuple[Any, ...]]:
        for u in range(OTHER_USERS):
            yield from memory_rows(f"{prefix}other-{u}", ROWS_PER_OTHER_USER, rng, archived=0.1)

    loaded = copy_rows(svc.engine, others())
    users = {size: f"{prefix}size-{size}" for size in sizes}
    for size, user_id in users.items():
        rows = with_vectors(memory_rows(user_id, size, rng), embedder.name, embedder.dim)
        loaded += copy_rows(svc.engine, rows, columns=VECTOR_COLUMNS)
    with svc.engine.begin() as conn:
        conn.execute(text("ANALYZE user_context"))
    print(f"loaded {loaded:,} rows in {time.perf_counter() - started:.1f}s")
    return users


def measure(
    lexical: MemoryService, semantic: MemoryService, cold: MemoryService, user_id: str, rounds: int
) -> list[Figures]:
    """Bare fetch; get_for_prompt without a query served from the process's memo, from the
    stored block (a service with no memo), and the block laid out from the stored list (what a
    read costs when no block is stored); with a query, and with a query and the embedder;
    interleaved call by call."""

    def bare() -> None:
        with lexical.engine.connect() as conn:
            conn.execute(BARE_FETCH, {"user_id": user_id, "n": BUDGET_ROWS}).all()

    def from_list() -> None:
        with Session(lexical.engine) as session:
            cached.block_for(
                session, user_id=user_id, token_budget=2000, query=None, now=lexical.clock()
            )

    calls: list[Callable[[], object]] = [
        bare,
        lambda: lexical.get_for_prompt(user_id, token_budget=2000),
        lambda: cold.get_for_prompt(user_id, token_budget=2000),
        from_list,
        lambda: lexical.get_for_prompt(user_id, token_budget=2000, query=QUERY),
        lambda: semantic.get_for_prompt(user_id, token_budget=2000, query=QUERY),
        lambda: uncached(semantic, user_id),
        lambda: uncached(semantic, user_id, prefetch=False),
    ]
    for call in calls * 3:
        call()
    samples: list[list[int]] = [[] for _ in calls]
    for _ in range(rounds):
        for call, taken in zip(calls, samples, strict=True):
            taken.append(timed(call))
    return [Figures.of(s) for s in samples]


def uncached(svc: MemoryService, user_id: str, *, prefetch: bool = True) -> str:
    """A query whose embedding no earlier call made: the process's cache of query vectors is
    emptied first (what a question not asked before costs, embedding included); without
    `prefetch`, the embedding is made only when the ranking needs it."""
    semantic_recall.forget_query_vectors()
    semantic_recall.PREFETCH = prefetch
    try:
        return svc.get_for_prompt(user_id, token_budget=2000, query=QUERY)
    finally:
        semantic_recall.PREFETCH = True


def served_from_list(svc: MemoryService, user_id: str, now: datetime) -> str:
    """Which of the three calls the stored list served (`-` where the full ranking ran)."""
    marks = []
    for query, embedder in ((None, None), (QUERY, None), (QUERY, svc.embedder)):
        with Session(svc.engine) as session:
            block = cached.served(
                session, user_id=user_id, token_budget=2000, query=query, now=now, embedder=embedder
            )
        marks.append("y" if block is not None else "-")
    return "".join(marks)


def rebuild_and_full(svc: MemoryService, user_id: str, now: datetime, rounds: int) -> list[Figures]:
    """The worker's rebuild of the list, and the full ranking of every row (no list)."""

    def full() -> None:
        with Session(svc.engine) as session:
            prompt.block_for(session, user_id=user_id, token_budget=2000, query=None, now=now)

    def rebuild() -> None:
        cached.refresh(svc._uow.write_any, user_id=user_id, now=now)

    return [Figures.of([timed(call) for _ in range(rounds)]) for call in (rebuild, full)]


def query_embedding(embedder: Embedder, rounds: int) -> Figures:
    """One query's embedding, uncached (what the first call with a new question pays)."""
    return Figures.of([timed(lambda i=i: embedder.embed([f"{QUERY} {i}"])) for i in range(rounds)])


def report(
    services: tuple[MemoryService, MemoryService, MemoryService],
    users: dict[int, str],
    rounds: int,
) -> None:
    """One line per size: each call's p50 / p99 and its ratios to the bare fetch."""
    lexical, semantic, cold = services
    print(f"\nget_for_prompt, budget 2,000, Python's default GC, {rounds} rounds a line (ms)")
    print(
        f"{'memories':>9}  {'bare 60-row':>15}  {'no query, memo':>15}  {'stored block':>15}  "
        f"{'from the list':>15}  {'query, lexical':>15}  {'query, embedder':>15}  "
        f"{'new query, emb.':>15}  {'made after':>15}  "
        f"{'p50 ratios':>22}  {'p99 ratios':>22}  list"
    )
    now = lexical.clock()
    for size, user_id in users.items():
        bare, *calls = measure(lexical, semantic, cold, user_id, rounds)
        p50 = "/".join(f"{f.p50 / bare.p50:.1f}" for f in calls)
        p99 = "/".join(f"{f.p99 / bare.p99:.1f}" for f in calls)
        cells = "  ".join(f"{f.p50:6.2f} {f.p99:7.2f}" for f in (bare, *calls))
        print(
            f"{size:>9,}  {cells}  {p50:>22}  {p99:>22}  {served_from_list(semantic, user_id, now)}"
        )
    print("\nthe list's rebuild (worker, after a write) and the full ranking it replaces (ms)")
    print(f"{'memories':>9}  {'rebuild p50':>11} {'p99':>8}  {'full p50':>9} {'p99':>8}")
    for size, user_id in users.items():
        count = max(3, min(30, 30_000 // size))
        rebuild, full = rebuild_and_full(lexical, user_id, now, count)
        print(
            f"{size:>9,}  {rebuild.p50:11.2f} {rebuild.p99:8.2f}  {full.p50:9.2f} {full.p99:8.2f}"
        )


def main() -> None:
    """Load, measure each size, then the query embedding alone."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--sizes", default=DEFAULT_SIZES)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    prefix = f"scale-{uuid.uuid4().hex[:8]}-"
    embedder = build_embedder("minilm")
    assert embedder is not None
    with database() as (url, throwaway):
        config = MemoryConfig(max_active_per_user=max(sizes) * 2)
        lexical = MemoryService(url, config=config)
        semantic = MemoryService(url, config=config, embedder=embedder)
        cold = MemoryService(url, config=config.model_copy(update={"prompt_memo_blocks": 0}))
        try:
            users = load(lexical, prefix, sizes, embedder)
            report((lexical, semantic, cold), users, args.rounds)
            alone = query_embedding(embedder, 30)
            print(
                f"\nthe query's embedding alone (uncached): "
                f"p50 {alone.p50:.2f} ms, p99 {alone.p99:.2f} ms"
            )
        finally:
            if not throwaway:
                with lexical.engine.begin() as conn:
                    conn.execute(delete(UserContext).where(UserContext.user_id.like(f"{prefix}%")))
            lexical.close()
            semantic.close()
            cold.close()


if __name__ == "__main__":
    main()
