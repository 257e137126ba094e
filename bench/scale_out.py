"""Scale-out: one worker process against two (different node names) on one Redis and PostgreSQL.

In one run: the rules extractor on one prefork x1 worker (the baseline) and on two; the
Anthropic extractor against the fake API at 800 ms on one threads worker and on two. Then
Redis memory per queued session: INFO memory before and after queueing N sessions on a queue
no worker consumes, and the database connections a worker holds (pg_stat_activity).

    .venv/bin/python bench/scale_out.py [--sessions 400] [--llm-sessions 400] [--threads 64]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import uuid
from contextlib import ExitStack
from pathlib import Path

import redis
from sqlalchemy import create_engine, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from throughput import services
from throughput_common import Run, fake_api, print_runs, run_config, session_messages

from devtools.worker_proc import client_app, running_worker, worker_env

IDLE_QUEUE = "bench-nobody-consumes"


def redis_bytes_per_session(broker: str, count: int) -> tuple[float, int]:
    """Bytes of Redis memory per queued session, and the size of one session's JSON kwargs."""
    client = redis.Redis.from_url(broker)
    producer = client_app(broker)
    client.delete(IDLE_QUEUE)
    before = int(client.info("memory")["used_memory"])
    for i in range(count):
        producer.send_task(
            "memory.process_conversation",
            queue=IDLE_QUEUE,
            kwargs={"user_id": f"q-{i}", "session_id": f"s{i}", "messages": session_messages(i)},
        )
    after = int(client.info("memory")["used_memory"])
    client.delete(IDLE_QUEUE)
    producer.close()
    client.close()
    return (after - before) / count, len(str(session_messages(0)).encode())


def connections_held(url: str, broker: str, pool: str, concurrency: int, log_dir: Path) -> int:
    """Database connections one warmed worker holds (pg_stat_activity, less the probe's own)."""
    engine = create_engine(url)
    producer = client_app(broker)
    count = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
    with engine.connect() as conn:
        before = conn.execute(text(count)).scalar_one()
    with running_worker(worker_env(url, broker), log_dir, pool=pool, concurrency=concurrency):
        run = uuid.uuid4().hex[:8]
        sends = [
            producer.send_task(
                "memory.process_conversation",
                kwargs={
                    "user_id": f"c-{run}-{i}",
                    "session_id": "s",
                    "messages": session_messages(i),
                },
            )
            for i in range(concurrency * 4)
        ]
        for result in sends:
            result.get(timeout=300)
        with engine.connect() as conn:
            during = conn.execute(text(count)).scalar_one()
    producer.close()
    engine.dispose()
    return int(during - before)


def main() -> None:
    """Run both comparisons and the sizing figures, print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=400)
    parser.add_argument("--llm-sessions", type=int, default=400)
    parser.add_argument("--threads", type=int, default=64)
    parser.add_argument("--latency-ms", type=int, default=800)
    parser.add_argument("--queued", type=int, default=10_000)
    args = parser.parse_args()
    with ExitStack() as stack:
        url, broker = services(stack)
        log_dir = Path(tempfile.mkdtemp(prefix="bench-scale-out-"))
        rules_env = worker_env(url, broker)
        rules: list[Run] = [
            run_config(
                f"rules, {n} process(es) prefork x1",
                rules_env,
                broker,
                pool="prefork",
                concurrency=1,
                sessions=args.sessions,
                log_dir=log_dir,
                processes=n,
            )
            for n in (1, 2)
        ]
        print_runs("rules extractor: one worker process vs two", rules, rules[0])
        api_url = stack.enter_context(fake_api(args.latency_ms))
        llm_env = worker_env(
            url,
            broker,
            MEMORY_EXTRACTOR="anthropic",
            ANTHROPIC_API_KEY="sk-bench",
            ANTHROPIC_BASE_URL=api_url,
        )
        llm = [
            run_config(
                f"LLM, {n} process(es) threads x{args.threads}",
                llm_env,
                broker,
                pool="threads",
                concurrency=args.threads,
                sessions=args.llm_sessions * n,
                log_dir=log_dir,
                processes=n,
            )
            for n in (1, 2)
        ]
        print_runs(f"LLM extractor at {args.latency_ms} ms: one worker vs two", llm, llm[0])
        per_session, kwargs_bytes = redis_bytes_per_session(broker, args.queued)
        print(
            f"\nRedis memory per queued session ({args.queued:,} queued, six turns, "
            f"{kwargs_bytes} bytes of messages): {per_session:,.0f} bytes"
        )
        for pool, n in (("prefork", 2), ("threads", 16)):
            held = connections_held(url, broker, pool, n, log_dir)
            print(f"database connections held by one worker, {pool} x{n}: {held}")


if __name__ == "__main__":
    main()
