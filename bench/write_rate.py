"""Write rate into one user: 10,000 new statements in sessions of 10, through the worker's path.

Each session is a `memory.process_conversation` payload of ten user messages, each a statement
the rules extractor turns into a new memory under its own key; it goes through
`MemoryService.ingest.conversation` as the worker's task calls it (the ledger, the user's lock,
episodes, the write rules, the embedding after the commit), on a throwaway PostgreSQL with fsync
on (or DATABASE_URL when it names a PostgreSQL). `MEMORY_MAX_ACTIVE_PER_USER` is raised so
nothing is evicted. Every 1,000 memories it prints the statements per second of that slice, the
SQL statements (round trips through the driver's cursor) and transactions per signal, against a
baseline measured in the same run: the same ten rows per session as one multi-row INSERT in one
transaction into a bare table.

    .venv/bin/python bench/write_rate.py [--statements 10000] [--embedder minilm none]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import Engine, event, text

from db import migrate
from devtools.services import start_postgres
from memory_service import MemoryService
from memory_service.language.text import content_terms
from memory_service.schemas import ConversationPayload, parse
from memory_service.settings import Settings

SESSION = 10
SLICE = 1000
_ONSETS = ("b", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z")
_VOWELS = ("a", "e", "i", "o", "u")
_TEMPLATES = (
    "I collect {a} {b} from {c}.",
    "I play the {a} in a {b} {c} orchestra.",
    "I grow {a} {b} in {c}.",
    "I love playing {a} {b} {c}.",
    "I volunteer at {a} {b} {c}.",
    "I keep {a} {b} {c} at home.",
)


def words(count: int, rng: random.Random) -> list[str]:
    """`count` distinct made-up words of three syllables (no two with the same stem)."""
    seen: dict[str, str] = {}
    while len(seen) < count:
        word = "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) for _ in range(3))
        stems = content_terms(word)
        if len(stems) == 1:
            seen.setdefault(next(iter(stems)), word)
    return list(seen.values())


def statements(count: int, seed: int = 7) -> list[str]:
    """`count` first-person statements, each sharing at most two made-up words with another."""
    rng = random.Random(seed)
    pool = words(count, rng)
    made: list[str] = []
    used: set[frozenset[str]] = set()
    while len(made) < count:
        a, b, c = rng.sample(pool, 3)
        said = _TEMPLATES[len(made) % len(_TEMPLATES)].format(a=a, b=b, c=c)
        terms = content_terms(said)
        if terms not in used:
            used.add(terms)
            made.append(said)
    return made


@dataclass
class Counter:
    """SQL statements and commits seen on an engine."""

    statements: int = 0
    commits: int = 0
    _hooks: list[Any] = field(default_factory=list)

    def attach(self, engine: Engine) -> None:
        def on_execute(*_args: Any) -> None:
            self.statements += 1

        def on_commit(*_args: Any) -> None:
            self.commits += 1

        event.listen(engine, "before_cursor_execute", on_execute)
        event.listen(engine, "commit", on_commit)


@dataclass
class Slice:
    memories: int
    seconds: float
    baseline_s: float
    statements: int
    commits: int
    signals: int


def service(url: str, embedder: str) -> MemoryService:
    """The worker's service, built from the environment as the worker builds it."""
    os.environ.update(
        DATABASE_URL=url,
        MEMORY_EXTRACTOR="rules",
        MEMORY_EMBEDDER=embedder,
        MEMORY_MAX_ACTIVE_PER_USER="100000",
    )
    return MemoryService.from_settings(Settings())


def sessions(said: list[str]) -> Iterator[list[dict[str, str]]]:
    for start in range(0, len(said), SESSION):
        yield [{"role": "user", "content": s} for s in said[start : start + SESSION]]


def bare_insert(engine: Engine, user_id: str, messages: list[dict[str, str]]) -> None:
    """The baseline: the session's rows as one multi-row INSERT in one transaction."""
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO bench_bare (user_id, content) VALUES (:u, :c)"),
            [{"u": user_id, "c": m["content"]} for m in messages],
        )


def run(url: str, count: int, embedder: str) -> list[Slice]:
    """Feed `count` statements into one user; one `Slice` per 1,000 memories."""
    svc = service(url, embedder)
    counter = Counter()
    counter.attach(svc.engine)
    with svc.engine.begin() as conn:
        conn.execute(
            text(
                "CREATE TABLE IF NOT EXISTS bench_bare (id bigserial PRIMARY KEY, "
                "user_id text, content text)"
            )
        )
    user_id = f"write-rate-{uuid.uuid4().hex[:8]}"
    slices: list[Slice] = []
    elapsed = baseline = 0.0
    marks = (0, 0, 0)
    for i, messages in enumerate(sessions(statements(count))):
        payload = parse(
            ConversationPayload,
            {"user_id": user_id, "session_id": f"s{i}", "messages": messages},
            what="bench payload",
        )
        t0 = time.perf_counter()
        outcome = svc.ingest.conversation(payload, retries_left=3)
        elapsed += time.perf_counter() - t0
        if outcome.memories_written != len(messages):
            raise SystemExit(f"session {i} wrote {outcome.memories_written}, not {len(messages)}")
        t0 = time.perf_counter()
        bare_insert(svc.engine, user_id, messages)
        baseline += time.perf_counter() - t0
        done = (i + 1) * SESSION
        if done % SLICE == 0:
            signals = done // SESSION - marks[0]
            slices.append(
                Slice(
                    done,
                    elapsed,
                    baseline,
                    counter.statements - marks[1],
                    counter.commits - marks[2],
                    signals,
                )
            )
            marks = (done // SESSION, counter.statements, counter.commits)
            elapsed = baseline = 0.0
    with svc.engine.begin() as conn:
        conn.execute(text("DROP TABLE bench_bare"))
    # The bare INSERTs' own statements and commits were counted too: take them out.
    for s in slices:
        s.statements -= s.signals
        s.commits -= s.signals
    svc.close()
    return slices


def report(slices: list[Slice], embedder: str) -> None:
    print(
        f"\n10 statements per session, rules extractor, embedder {embedder}; "
        "baseline: the same rows as one multi-row INSERT per session"
    )
    print(
        "| memories | statements/s | baseline rows/s | ratio | SQL statements per signal "
        "| transactions per signal |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for s in slices:
        rate, base = SLICE / s.seconds, SLICE / s.baseline_s
        print(
            f"| {s.memories - SLICE:,}-{s.memories:,} | {rate:,.0f} | {base:,.0f} "
            f"| {base / rate:.1f}x | {s.statements / s.signals:.1f} | {s.commits / s.signals:.1f} |"
        )
    total = sum(s.seconds for s in slices)
    first, last = slices[0], slices[-1]
    print(
        f"overall {SLICE * len(slices) / total:,.0f} statements/s; last slice / first slice: "
        f"{(SLICE / last.seconds) / (SLICE / first.seconds):.2f}"
    )


def main() -> None:
    """Start PostgreSQL (unless DATABASE_URL names one), migrate, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--statements", type=int, default=10_000)
    parser.add_argument("--embedder", nargs="+", default=["minilm"], choices=("minilm", "none"))
    args = parser.parse_args()
    with ExitStack() as stack:
        url = os.environ.get("DATABASE_URL", "")
        if not url.startswith("postgresql"):
            pg = start_postgres(durable=True)
            stack.callback(pg.cleanup)
            url = pg.create_database("bench")
        migrate.upgrade(url)
        print(f"write rate into one user on {os.cpu_count()} cores (PostgreSQL, fsync on)")
        for embedder in args.embedder:
            report(run(url, args.statements, embedder), embedder)


if __name__ == "__main__":
    main()
