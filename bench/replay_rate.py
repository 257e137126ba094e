"""Write rate on real conversations: the recall sets' sessions replayed through the worker's path.

`bench/write_rate.py` feeds made-up statements of one shape; this replays the sessions of the
evaluation sets under `bench/data/recall/` (written by annotators, the way people talk: long
messages, lists, replies of 60 to 250 words), each through `MemoryService.process_conversation`
at its own time, on a throwaway SQLite file (or DATABASE_URL when it names a PostgreSQL), rules
extractor. It prints sessions and messages per second against a baseline measured in the same
run: the same messages as one multi-row INSERT per session into a bare table.

    .venv/bin/python bench/replay_rate.py [--sets two-party-a,two-party-b,everyday,long-replies]
        [--embedder none]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import text
from write_rate import bare_insert  # bench/ is the script's directory

from db import migrate
from devtools.recall_eval import Clock, load_set, parse_time
from memory_service import MemoryService
from memory_service.recall.embeddings import build_embedder

SETS = "two-party-a,two-party-b,everyday,long-replies"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=SETS)
    parser.add_argument("--embedder", default="none")
    args = parser.parse_args()
    users = [u for name in args.sets.split(",") for u in load_set(name)]
    sessions = [(u.user_id, sid, msgs) for u in users for sid, msgs in u.sessions]
    with ExitStack() as stack:
        url = os.environ.get("DATABASE_URL", "")
        if not url.startswith("postgresql"):
            tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="replay-rate-"))
            url = f"sqlite:///{tmp}/replay.db"
        migrate.upgrade(url)
        clock = Clock()
        svc = MemoryService(
            url, clock=clock, usage_flush_interval_s=3600, embedder=build_embedder(args.embedder)
        )
        stack.callback(svc.close)
        with svc.engine.begin() as conn:
            conn.execute(
                text(
                    "CREATE TABLE IF NOT EXISTS bench_bare (id integer PRIMARY KEY, "
                    "user_id text, content text)"
                )
            )
        elapsed = baseline = 0.0
        messages = 0
        for user_id, session_id, msgs in sorted(
            sessions, key=lambda s: parse_time(s[2][-1]["created_at"])
        ):
            clock.now = parse_time(msgs[-1]["created_at"])
            t0 = time.perf_counter()
            svc.process_conversation(user_id, msgs, session_id)
            elapsed += time.perf_counter() - t0
            t0 = time.perf_counter()
            bare_insert(svc.engine, user_id, msgs)
            baseline += time.perf_counter() - t0
            messages += len(msgs)
        with svc.engine.begin() as conn:
            conn.execute(text("DROP TABLE bench_bare"))
    n = len(sessions)
    print(f"replay of {args.sets} ({n} sessions, {messages} messages, {len(users)} users)")
    print(f"database {url.split(':', 1)[0]}, embedder {args.embedder}, {os.cpu_count()} cores")
    print("| | seconds | sessions/s | messages/s | ratio |")
    print("| --- | --- | --- | --- | --- |")
    print(
        f"| process_conversation | {elapsed:.2f} | {n / elapsed:.1f} | {messages / elapsed:.0f} | "
        f"{elapsed / baseline:.1f}x |"
    )
    print(
        f"| bare INSERT (baseline) | {baseline:.2f} | {n / baseline:.0f} | "
        f"{messages / baseline:.0f} | 1.0x |"
    )


if __name__ == "__main__":
    main()
