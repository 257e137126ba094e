"""Throughput: sessions per second through Redis + Celery + PostgreSQL, and the write cost.

Runs real `celery -A worker.app worker` processes against a throwaway PostgreSQL and Redis (or
DATABASE_URL / CELERY_BROKER_URL when they name real ones) and feeds them chat sessions by name,
as a chat app would. Configurations: the rules extractor with 1 and 2 prefork processes, and the
Anthropic extractor against the fake Messages API at a realistic latency (800 ms by default)
with 2 prefork processes and with a thread pool. Then, in one process and on the same database,
the cost of one signal's write transaction against a bare single-row INSERT.

    .venv/bin/python bench/throughput.py [--sessions 200] [--llm-sessions 40] [--latency-ms 800]
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import text

from db import migrate
from devtools.services import free_port, start_postgres, start_redis
from devtools.worker_proc import client_app, running_worker, wait_for, worker_env
from memory_service import MemoryService

FACTS = [
    "I'm allergic to peanuts.",
    "I live in Lisbon and work as a data analyst.",
    "I prefer short answers with bullet points.",
    "My goal is to run a half marathon this spring.",
    "I have two kids and a dog called Miso.",
]


def session_messages(i: int) -> list[dict[str, str]]:
    """A six-turn session with a few facts in the user's turns."""
    turns = []
    for j in range(3):
        turns.append({"role": "user", "content": f"{FACTS[(i + j) % len(FACTS)]} (note {i}.{j})"})
        turns.append({"role": "assistant", "content": "Thanks, that helps me tailor things."})
    return turns


def run_config(
    label: str,
    env: dict[str, str],
    broker: str,
    *,
    pool: str,
    concurrency: int,
    sessions: int,
    log_dir: Path,
) -> tuple[str, int, float]:
    """Start a worker, push `sessions` sessions for distinct users, time until all are done."""
    producer = client_app(broker)
    run = uuid.uuid4().hex[:8]
    with running_worker(env, log_dir, pool=pool, concurrency=concurrency):
        warm = producer.send_task(
            "memory.process_conversation",
            kwargs={"user_id": f"warm-{run}", "session_id": "w", "messages": session_messages(0)},
        )
        warm.get(timeout=120)
        started = time.perf_counter()
        results = [
            producer.send_task(
                "memory.process_conversation",
                kwargs={
                    "user_id": f"bench-{run}-{i}",
                    "session_id": f"s{i}",
                    "messages": session_messages(i),
                },
            )
            for i in range(sessions)
        ]
        for result in results:
            result.get(timeout=600)
        elapsed = time.perf_counter() - started
    producer.close()
    return label, sessions, elapsed


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


def main() -> None:
    """Run every configuration and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=200)
    parser.add_argument("--llm-sessions", type=int, default=40)
    parser.add_argument("--latency-ms", type=int, default=800)
    args = parser.parse_args()

    with ExitStack() as stack:
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
        port = free_port()
        fake = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "devtools.fake_anthropic",
                "--port",
                str(port),
                "--latency-ms",
                str(args.latency_ms),
                "--default",
                "plausible",
            ],
            cwd=Path(__file__).resolve().parents[1],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        stack.callback(fake.terminate)
        wait_for(lambda: _port_open(port), timeout_s=15)
        log_dir = Path(tempfile.mkdtemp(prefix="bench-throughput-"))
        rules = worker_env(url, broker)
        llm = worker_env(
            url,
            broker,
            MEMORY_EXTRACTOR="anthropic",
            ANTHROPIC_API_KEY="sk-bench",
            ANTHROPIC_BASE_URL=f"http://127.0.0.1:{port}",
        )
        rows = [
            run_config(
                "rules, prefork x1",
                rules,
                broker,
                pool="prefork",
                concurrency=1,
                sessions=args.sessions,
                log_dir=log_dir,
            ),
            run_config(
                "rules, prefork x2",
                rules,
                broker,
                pool="prefork",
                concurrency=2,
                sessions=args.sessions,
                log_dir=log_dir,
            ),
            run_config(
                f"LLM {args.latency_ms} ms, prefork x1",
                llm,
                broker,
                pool="prefork",
                concurrency=1,
                sessions=max(args.llm_sessions // 4, 5),
                log_dir=log_dir,
            ),
            run_config(
                f"LLM {args.latency_ms} ms, prefork x2",
                llm,
                broker,
                pool="prefork",
                concurrency=2,
                sessions=args.llm_sessions // 2,
                log_dir=log_dir,
            ),
            run_config(
                f"LLM {args.latency_ms} ms, threads x16",
                llm,
                broker,
                pool="threads",
                concurrency=16,
                sessions=args.llm_sessions,
                log_dir=log_dir,
            ),
        ]
        signal_ms, bare_ms = write_cost(url)

    print(f"\nthroughput on {os.cpu_count()} cores (real Redis, PostgreSQL, celery worker)")
    print(f"{'configuration':34} {'sessions':>8} {'seconds':>8} {'sessions/s':>11}")
    for label, n, seconds in rows:
        print(f"{label:34} {n:>8} {seconds:>8.2f} {n / seconds:>11.1f}")
    print(
        f"\nwrite cost per signal (reinforce + insert + supersede, with ledger, evidence, history):"
        f" p50 {signal_ms:.2f} ms"
    )
    print(f"bare single-row INSERT transaction, same engine:              p50 {bare_ms:.2f} ms")
    print(f"ratio: {signal_ms / bare_ms:.1f}x")


def _port_open(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


if __name__ == "__main__":
    main()
