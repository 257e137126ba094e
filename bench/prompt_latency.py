"""get_for_prompt latency on PostgreSQL, against a bare select of the same user's rows.

One user holds 1,000 active memories among 120,000 rows of 2,000 other users. Each round times a
bare `SELECT <columns> FROM user_context WHERE user_id = ...` and a `get_for_prompt` call back to
back on the same engine and pool, so both see the same conditions. Then the same with a query;
rotating over 80 users of 1,000 memories each (more rows than the in-process caches hold, so every
call starts cold); and for users holding 100, 1,000 and 10,000 memories. The first line runs with
Python's default garbage collection, the rest with the start-up heap frozen (`gc.freeze()`).
Uses DATABASE_URL when it names a PostgreSQL database, else a throwaway server.

    .venv/bin/python bench/prompt_latency.py [--rounds 500]
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import random
import statistics
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from psycopg.types.json import Jsonb
from sqlalchemy import Engine, delete, text

from db import migrate, queries
from db.engine import make_session_factory
from db.tables import UserContext
from memory_service import MemoryService
from memory_service.recall import prompt

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime.now(UTC)
OTHER_USERS = 2_000
ROWS_PER_OTHER_USER = 60
MAIN_MEMORIES = 1_000
GROWTH_SIZES = (100, 1_000, 10_000)
ROTATING_USERS = 80
QUERY = "what should I cook for dinner on my training days?"
BARE_SELECT = text(
    f"SELECT {', '.join(c.name for c in UserContext.__table__.columns)} "
    "FROM user_context WHERE user_id = :user_id"
)
"""The mapped columns (not the full-text `search` column the database keeps beside them)."""
COLUMNS = (
    "id",
    "user_id",
    "key",
    "content",
    "entry_type",
    "critical",
    "tags",
    "source",
    "confidence",
    "occurrences",
    "importance",
    "stability_days",
    "use_count",
    "status",
    "created_at",
    "updated_at",
    "last_observed_at",
)

SUBJECTS = (
    "running",
    "cooking",
    "dinner",
    "training",
    "reports",
    "meetings",
    "travel",
    "budget",
    "sleep",
    "reading",
    "garden",
    "music",
    "coffee",
    "emails",
    "Python",
    "holidays",
)
TEMPLATES = (
    ("fact", "Goes {s} with {name} every {day} at {h}:00"),
    ("fact", "Works on {s} projects for a client in {city} since {year}"),
    ("fact", "Moved to {city} in {year}; still plans {s} around the old routine"),
    ("preference", "Prefers {s} notes as {n} short bullet points"),
    ("preference", "Likes {s} suggestions that take under {n} minutes"),
    ("instruction", "When talking about {s}, answer in British English and cite {n} sources"),
    ("instruction", "Never schedule {s} before {h}:00 on a {day}"),
)
NAMES = ("Priya", "Tomasz", "Siobhan", "Nguyen", "Olu", "Mei", "Jürgen", "Zoë", "Renée", "Alex")
CITIES = ("Munich", "Lisbon", "Reykjavik", "Kraków", "Düsseldorf", "Nairobi", "Winnipeg", "Osaka")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def memory_rows(
    user_id: str, count: int, rng: random.Random, *, archived: float = 0.0
) -> Iterator[tuple[Any, ...]]:
    """`count` distinct, realistic rows for one user (a few critical, mixed tiers and ages)."""
    for i in range(count):
        entry_type, template = rng.choice(TEMPLATES)
        content = template.format(
            s=rng.choice(SUBJECTS),
            name=rng.choice(NAMES),
            day=rng.choice(DAYS),
            h=rng.randint(6, 21),
            city=rng.choice(CITIES),
            year=rng.randint(1990, 2025),
            n=rng.randint(2, 9),
        )
        critical = rng.random() < 0.02
        if critical:
            entry_type, content = "fact", f"Allergic to ingredient {i} (carries an EpiPen)"
        observed = NOW - timedelta(days=rng.uniform(0, 365))
        yield (
            uuid.uuid4(),
            user_id,
            f"bench.item_{i:05d}",
            f"{content} (#{i})",
            entry_type,
            critical,
            Jsonb(sorted(rng.sample(SUBJECTS, 2))),
            "conversation",
            rng.choice(("low", "medium", "high")),
            rng.randint(1, 6),
            round(rng.random(), 3),
            rng.uniform(30, 1_000),
            0,
            "archived" if rng.random() < archived else "active",
            observed,
            observed,
            observed,
        )


def copy_rows(
    engine: Engine, rows: Iterator[tuple[Any, ...]], *, columns: tuple[str, ...] = COLUMNS
) -> int:
    """Bulk-load rows with COPY (psycopg), one transaction."""
    raw = engine.raw_connection()
    count = 0
    try:
        statement = f"COPY user_context ({', '.join(columns)}) FROM STDIN"
        with raw.driver_connection.cursor() as cur, cur.copy(statement) as copy:  # type: ignore[union-attr]
            for row in rows:
                copy.write_row(row)
                count += 1
        raw.commit()
    finally:
        raw.close()
    return count


@dataclass
class Figures:
    """Latency percentiles of one measured call, in milliseconds."""

    p50: float
    p99: float

    @classmethod
    def of(cls, samples_ns: list[int]) -> Figures:
        """Median and 99th percentile of samples in nanoseconds."""
        ms = sorted(s / 1e6 for s in samples_ns)
        return cls(statistics.median(ms), ms[min(len(ms) - 1, round(0.99 * (len(ms) - 1)))])


def timed(call: Callable[[], object]) -> int:
    """Nanoseconds one call takes."""
    start = time.perf_counter_ns()
    call()
    return time.perf_counter_ns() - start


def compare(
    svc: MemoryService, users: list[str], rounds: int, *, query: str | None = None
) -> tuple[Figures, Figures]:
    """Bare select and get_for_prompt, interleaved call by call on the same pool."""
    sessions = make_session_factory(svc.engine)

    def bare(user_id: str) -> None:
        with sessions() as session:
            session.execute(BARE_SELECT, {"user_id": user_id}).all()

    for user_id in users[:5]:
        bare(user_id)
        svc.get_for_prompt(user_id, query=query)
    bare_ns, prompt_ns = [], []
    for i in range(rounds):
        user_id = users[i % len(users)]
        bare_ns.append(timed(lambda u=user_id: bare(u)))  # type: ignore[misc]
        prompt_ns.append(timed(lambda u=user_id: svc.get_for_prompt(u, query=query)))  # type: ignore[misc]
    return Figures.of(bare_ns), Figures.of(prompt_ns)


def render_time(svc: MemoryService, user_id: str, rounds: int) -> Figures:
    """The in-process part alone: ranking, budgeting and formatting already loaded rows."""
    with make_session_factory(svc.engine)() as session:
        rows = queries.prompt_rows(session, user_id=user_id)
    return Figures.of(
        [
            timed(lambda: prompt.render(rows, token_budget=2000, query=None, now=NOW))
            for _ in range(rounds)
        ]
    )


def print_row(
    label: str, bare: Figures, measured: Figures, rendering: Figures | None = None
) -> None:
    """One table line: both calls' p50 and p99, their p50 ratio, and the render alone."""
    ratio = measured.p50 / bare.p50
    render_p50 = f"{rendering.p50:8.2f}" if rendering else ""
    print(
        f"{label:<36} {bare.p50:7.2f} {bare.p99:7.2f}   {measured.p50:7.2f} {measured.p99:7.2f}"
        f"   {ratio:5.2f} {render_p50}"
    )


@contextmanager
def database() -> Iterator[tuple[str, bool]]:
    """A migrated PostgreSQL URL, and whether it is a throwaway server of our own."""
    configured = os.environ.get("DATABASE_URL", "")
    if configured.startswith("postgresql"):
        migrate.upgrade(configured)
        yield configured, False
        return
    sys.path.insert(0, str(ROOT))
    services = importlib.import_module("devtools.services")
    server = services.start_postgres()
    try:
        url = server.create_database("memory_bench")
        migrate.upgrade(url)
        yield url, True
    finally:
        server.cleanup()


def load(svc: MemoryService, prefix: str) -> dict[str, list[str]]:
    """Other users' rows, then the measured users; returns the measured user ids by role."""
    rng = random.Random(42)
    started = time.perf_counter()

    def others() -> Iterator[tuple[Any, ...]]:
        for u in range(OTHER_USERS):
            yield from memory_rows(f"{prefix}other-{u}", ROWS_PER_OTHER_USER, rng, archived=0.1)

    loaded = copy_rows(svc.engine, others())
    users = {
        "main": [f"{prefix}main"],
        "rotating": [f"{prefix}rotating-{u}" for u in range(ROTATING_USERS)],
        **{str(size): [f"{prefix}size-{size}"] for size in GROWTH_SIZES},
    }
    sizes = {"main": MAIN_MEMORIES, "rotating": MAIN_MEMORIES}
    for role, ids in users.items():
        for user_id in ids:
            loaded += copy_rows(svc.engine, memory_rows(user_id, sizes.get(role) or int(role), rng))
    with svc.engine.begin() as conn:
        conn.execute(text("ANALYZE user_context"))
    print(f"loaded {loaded:,} rows in {time.perf_counter() - started:.1f}s")
    return users


def main() -> None:
    """Load the data, measure, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=500)
    args = parser.parse_args()
    prefix = f"bench-{uuid.uuid4().hex[:8]}-"
    with database() as (url, throwaway):
        svc = MemoryService(url)
        try:
            users = load(svc, prefix)
            report(svc, users, args.rounds)
        finally:
            if not throwaway:
                with svc.engine.begin() as conn:
                    conn.execute(delete(UserContext).where(UserContext.user_id.like(f"{prefix}%")))
            svc.close()


def report(svc: MemoryService, users: dict[str, list[str]], rounds: int) -> None:
    """Print every comparison as one table (milliseconds)."""
    with svc.engine.connect() as conn:
        total = conn.execute(text("SELECT count(*) FROM user_context")).scalar_one()
    print(f"user_context rows: {total:,}; budget 2000 tokens; {rounds} rounds per line (ms)\n")
    print(f"{'':<36} {'bare select':>15}   {'get_for_prompt':>15}   {'p50':>5} {'render':>8}")
    print(f"{'':<36} {'p50':>7} {'p99':>7}   {'p50':>7} {'p99':>7}   {'ratio':>5} {'p50':>8}")
    main_user = users["main"]
    print_row("1,000 memories, default GC", *compare(svc, main_user, rounds))
    # The rest with the start-up heap frozen, as a long-running service would: full collections
    # of this process's loaded modules and data otherwise stall both columns alike.
    gc.collect()
    gc.freeze()
    print_row(
        "1,000 memories", *compare(svc, main_user, rounds), render_time(svc, main_user[0], rounds)
    )
    print_row("1,000 memories, with a query", *compare(svc, main_user, rounds, query=QUERY))
    print_row(
        f"1,000 memories, {ROTATING_USERS} users in turn", *compare(svc, users["rotating"], rounds)
    )
    for size in GROWTH_SIZES:
        ids = users[str(size)]
        size_rounds = max(rounds * 1_000 // max(size, 1_000), 20)
        print_row(
            f"{size:,} memories",
            *compare(svc, ids, size_rounds),
            render_time(svc, ids[0], size_rounds),
        )


if __name__ == "__main__":
    main()
