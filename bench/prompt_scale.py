"""get_for_prompt as a user's memories grow: 100, 1,000, 10,000 and 50,000, on PostgreSQL.

The baseline, measured call by call in the same run on the same pool: a bare indexed fetch of
one budget's worth of rows (`SELECT * FROM user_context WHERE user_id = … AND status = 'active'
LIMIT 60`, served by ix_user_context_user_id_status). Each size is timed without and with a
query, first with Python's default garbage collector (what a chat app gets without tuning),
then with the start-up heap frozen (`gc.freeze()`, sizes up to --frozen-max). The users sit
among 120,000 rows of 2,000 other users; rows are bulk-loaded with COPY (the cap on active
memories is raised to match).
Last, a cProfile of get_for_prompt at the largest size measured frozen: where the time goes.

    .venv/bin/python bench/prompt_scale.py [--rounds 300] [--sizes 100,1000,10000,50000]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import pstats
import random
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from sqlalchemy import delete, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from prompt_latency import (
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
from memory_service.tuning import MemoryConfig

BUDGET_ROWS = 60
BARE_FETCH = text(
    "SELECT * FROM user_context WHERE user_id = :user_id AND status = 'active' LIMIT :n"
)
DEFAULT_SIZES = "100,1000,10000,50000"


def load(svc: MemoryService, prefix: str, sizes: list[int]) -> dict[int, str]:
    """Other users' rows, then one user per size; returns the user id of each size."""
    rng = random.Random(16)
    started = time.perf_counter()

    def others() -> Iterator[tuple[Any, ...]]:
        for u in range(OTHER_USERS):
            yield from memory_rows(f"{prefix}other-{u}", ROWS_PER_OTHER_USER, rng, archived=0.1)

    loaded = copy_rows(svc.engine, others())
    users = {size: f"{prefix}size-{size}" for size in sizes}
    for size, user_id in users.items():
        loaded += copy_rows(svc.engine, memory_rows(user_id, size, rng))
    with svc.engine.begin() as conn:
        conn.execute(text("ANALYZE user_context"))
    print(f"loaded {loaded:,} rows in {time.perf_counter() - started:.1f}s")
    return users


def rounds_for(size: int, rounds: int) -> int:
    """Fewer rounds for the big users, so the whole bench stays within minutes."""
    return max(rounds * 1_000 // max(size, 1_000), 20)


def measure(svc: MemoryService, user_id: str, rounds: int) -> tuple[Figures, Figures, Figures]:
    """Bare fetch, get_for_prompt and get_for_prompt with a query, interleaved call by call."""

    def bare() -> None:
        with svc.engine.connect() as conn:
            conn.execute(BARE_FETCH, {"user_id": user_id, "n": BUDGET_ROWS}).all()

    calls: list[Callable[[], object]] = [
        bare,
        lambda: svc.get_for_prompt(user_id, token_budget=2000),
        lambda: svc.get_for_prompt(user_id, token_budget=2000, query=QUERY),
    ]
    for call in calls * 3:
        call()
    samples: list[list[int]] = [[], [], []]
    for _ in range(rounds):
        for call, taken in zip(calls, samples, strict=True):
            taken.append(timed(call))
    bare_f, plain, queried = (Figures.of(s) for s in samples)
    return bare_f, plain, queried


def print_table(title: str, svc: MemoryService, users: dict[int, str], rounds: int) -> None:
    """One line per size: the three calls' p50 / p99 and the ratios to the bare fetch."""
    print(f"\n{title} (ms)")
    print(
        f"{'memories':>9}  {'bare 60-row fetch':>17}  {'get_for_prompt':>15}  "
        f"{'with a query':>15}  {'p50 ratio':>9}  {'p99 ratio':>9}"
    )
    for size, user_id in users.items():
        bare, plain, queried = measure(svc, user_id, rounds_for(size, rounds))
        print(
            f"{size:>9,}  {bare.p50:8.2f} {bare.p99:8.2f}  {plain.p50:7.2f} {plain.p99:7.2f}  "
            f"{queried.p50:7.2f} {queried.p99:7.2f}  "
            f"{plain.p50 / bare.p50:4.1f}/{queried.p50 / bare.p50:4.1f}  "
            f"{plain.p99 / bare.p99:4.1f}/{queried.p99 / bare.p99:4.1f}"
        )


def profile(svc: MemoryService, user_id: str, calls: int = 10) -> None:
    """The top of a cProfile of get_for_prompt (with a query), by cumulative time."""
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(calls):
        svc.get_for_prompt(user_id, token_budget=2000, query=QUERY)
    profiler.disable()
    for order, count in (("cumulative", 28), ("tottime", 12)):
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).strip_dirs().sort_stats(order).print_stats(count)
        lines = [line for line in out.getvalue().splitlines() if line.strip()]
        start = next(i for i, line in enumerate(lines) if "ncalls" in line)
        print(f"\ncProfile of {calls} get_for_prompt calls with a query, by {order}:")
        print("\n".join(lines[start:]))


def main() -> None:
    """Load, measure with the default GC, then frozen, then profile the largest user."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--sizes", default=DEFAULT_SIZES)
    parser.add_argument(
        "--frozen-max", type=int, default=10_000, help="largest size measured again frozen"
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    prefix = f"scale-{uuid.uuid4().hex[:8]}-"
    with database() as (url, throwaway):
        config = MemoryConfig(max_active_per_user=max(sizes) * 2)
        svc = MemoryService(url, config=config)
        try:
            users = load(svc, prefix, sizes)
            print_table("Python's default garbage collector", svc, users, args.rounds)
            gc.collect()
            gc.freeze()
            frozen = {size: user for size, user in users.items() if size <= args.frozen_max}
            print_table("start-up heap frozen (gc.freeze())", svc, frozen, args.rounds)
            profile(svc, users[max(frozen or users)])
        finally:
            if not throwaway:
                with svc.engine.begin() as conn:
                    conn.execute(delete(UserContext).where(UserContext.user_id.like(f"{prefix}%")))
            svc.close()


if __name__ == "__main__":
    main()
