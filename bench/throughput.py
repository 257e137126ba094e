"""Throughput: sessions per second through Redis + Celery + PostgreSQL, and the write cost.

Runs real `celery -A worker.app worker` processes against a throwaway PostgreSQL (fsync on) and
Redis (or DATABASE_URL / CELERY_BROKER_URL when they name real ones) and feeds them chat sessions
by name, as a chat app would. Rules extractor: prefork with 1 process (the baseline), 2 and 4.
Anthropic extractor against the fake Messages API at a realistic latency (800 ms by default):
prefork x2 (the baseline), threads x16, x64 and x128. Each line also gives the peak resident
memory of the worker (main process, largest pool child, all together). Then, in one process and
on the same database, the cost of one signal's write transaction against a bare single-row INSERT.

    .venv/bin/python bench/throughput.py [--sessions 400] [--llm-sessions 400] [--latency-ms 800]
        [--rules-pools 1,2,4] [--skip rules|llm|write]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import uuid
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from sqlalchemy import text
from throughput_common import FACTS, Run, fake_api, print_runs, run_config

from db import migrate
from devtools.services import start_postgres, start_redis
from devtools.worker_proc import worker_env
from memory_service import MemoryService


def write_cost(url: str, rounds: int = 300) -> tuple[float, float]:
    """p50 ms of one signal's write transaction vs a bare INSERT, same engine, same run."""
    svc = MemoryService(url)
    engine = svc.engine
    with engine.begin() as conn:
        conn.execute(
            text(
                "CREATE TABLE IF NOT EXISTS bench_bare (id bigserial PRIMARY KEY, "
                "user_id text, content text)"
            )
        )
    run = uuid.uuid4().hex[:8]
    signal_ms, bare_ms = [], []
    for i in range(rounds):
        # One of each outcome: reinforce (same words again), insert (a new subject) and
        # supersede (a changed value under the same key).
        candidates = [
            {"key": "diet.allergy.peanuts", "content": "Allergic to peanuts", "entry_type": "fact"},
            {"key": f"hobby.h{i}", "content": f"Took up hobby number {i}", "entry_type": "fact"},
            {"key": "location.home", "content": f"Lives in city {i % 7}", "entry_type": "fact"},
        ]
        t0 = time.perf_counter()
        svc.write(f"wc-{run}-{i % 50}", kind="conversation", ref=f"s{i}", candidates=candidates)
        signal_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        with engine.begin() as conn:
            conn.execute(
                text("INSERT INTO bench_bare (user_id, content) VALUES (:u, :c)"),
                {"u": f"wc-{run}", "c": FACTS[i % len(FACTS)]},
            )
        bare_ms.append((time.perf_counter() - t0) * 1000)
    with engine.begin() as conn:
        conn.execute(text("DROP TABLE bench_bare"))
    svc.close()
    return statistics.median(signal_ms), statistics.median(bare_ms)


def services(stack: ExitStack) -> tuple[str, str]:
    """PostgreSQL (durable) and Redis: the environment's, else throwaway ones."""
    url = os.environ.get("DATABASE_URL", "")
    if not url.startswith("postgresql"):
        pg = start_postgres(durable=True)
        stack.callback(pg.cleanup)
        url = pg.create_database("bench")
    migrate.upgrade(url)
    broker = os.environ.get("CELERY_BROKER_URL", "")
    if not broker.startswith("redis"):
        redis = start_redis()
        stack.callback(redis.cleanup)
        broker = redis.url()
    return url, broker


def rules_runs(
    url: str,
    broker: str,
    sessions: int,
    log_dir: Path,
    pools: tuple[int, ...] = (1, 2, 4),
    embedder: str = "minilm",
) -> list[Run]:
    """The rules extractor on prefork x1 (baseline), x2 and x4 (or `pools`)."""
    env = worker_env(url, broker, MEMORY_EMBEDDER=embedder)
    return [
        run_config(
            f"rules, prefork x{n}",
            env,
            broker,
            pool="prefork",
            concurrency=n,
            sessions=sessions,
            log_dir=log_dir,
        )
        for n in pools
    ]


def llm_runs(url: str, broker: str, api_url: str, sessions: int, log_dir: Path) -> list[Run]:
    """The Anthropic extractor on prefork x2 (baseline), threads x16, x64 and x128."""
    env = worker_env(
        url,
        broker,
        MEMORY_EXTRACTOR="anthropic",
        ANTHROPIC_API_KEY="sk-bench",
        ANTHROPIC_BASE_URL=api_url,
    )
    configs = (("prefork", 2, max(sessions // 20, 10)), ("threads", 16, sessions // 2))
    configs += (("threads", 64, sessions), ("threads", 128, sessions))
    return [
        run_config(
            f"LLM, {pool} x{n}",
            env,
            broker,
            pool=pool,
            concurrency=n,
            sessions=count,
            log_dir=log_dir,
        )
        for pool, n, count in configs
    ]


def main() -> None:
    """Run every configuration and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=400)
    parser.add_argument("--llm-sessions", type=int, default=400)
    parser.add_argument("--latency-ms", type=int, default=800)
    parser.add_argument(
        "--rules-pools",
        default="1,2,4",
        help="prefork sizes for the rules runs, the first the baseline",
    )
    parser.add_argument("--skip", choices=("rules", "llm", "write"), action="append", default=[])
    parser.add_argument(
        "--embedder",
        choices=("minilm", "none"),
        default="minilm",
        help="the rules workers' MEMORY_EMBEDDER (the default embeds every new memory and episode)",
    )
    args = parser.parse_args()

    with ExitStack() as stack:
        url, broker = services(stack)
        log_dir = Path(tempfile.mkdtemp(prefix="bench-throughput-"))
        print(f"throughput on {os.cpu_count()} cores (real Redis, PostgreSQL, celery worker)")
        if "rules" not in args.skip:
            pools = tuple(int(n) for n in args.rules_pools.split(","))
            rules = rules_runs(url, broker, args.sessions, log_dir, pools, args.embedder)
            print_runs("rules extractor", rules, rules[0])
        if "llm" not in args.skip:
            api_url = stack.enter_context(fake_api(args.latency_ms))
            llm = llm_runs(url, broker, api_url, args.llm_sessions, log_dir)
            print_runs(f"Anthropic extractor, fake API at {args.latency_ms} ms", llm, llm[0])
        if "write" not in args.skip:
            signal_ms, bare_ms = write_cost(url)
            print(
                "\nwrite cost per signal (reinforce + insert + supersede, with ledger, evidence,"
                f" history): p50 {signal_ms:.2f} ms"
            )
            print(f"bare single-row INSERT transaction, same engine: p50 {bare_ms:.2f} ms")
            print(f"ratio: {signal_ms / bare_ms:.1f}x")


if __name__ == "__main__":
    main()
