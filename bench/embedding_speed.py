"""What embeddings cost: load, one query, a batch, the per-user search, memory, worker throughput.

In one run, on this machine:
1. a fresh process loading the default model (MEMORY_EMBEDDER=minilm): seconds to load (hash
   check included) and resident memory before and after, for the runtime the service uses (ONNX
   Runtime) and the baseline, the same layers written out in numpy (`devtools/minilm_numpy.py`);
2. one query's embedding (p50 / p99 ms) and a batch's (sentences per second), with the ratios
   of the two;
3. the per-user search `db.embeddings.nearest` over one user's 10,000 memories on SQLite and
   PostgreSQL (p50 / p99 ms), alone and with the query's embedding;
4. worker throughput (sessions/s through Redis + Celery + PostgreSQL, rules extractor, prefork
   x1) with MEMORY_EMBEDDER=none and =minilm, and the resident memory of the pool process.
With `--compare-python PATH` (the python of a venv with sentence-transformers), steps 1-2 are
also run there on the same model directory, for the runtime comparison.

    .venv/bin/python bench/embedding_speed.py [--memories 10000] [--sessions 100]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from contextlib import ExitStack
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402
from sqlalchemy import insert  # noqa: E402
from throughput_common import session_messages  # noqa: E402

from db import embeddings as stored  # noqa: E402
from db import migrate  # noqa: E402
from db.engine import create_db_engine, make_session_factory  # noqa: E402
from db.tables import UserContext  # noqa: E402
from devtools.services import start_postgres, start_redis  # noqa: E402
from devtools.worker_proc import client_app, running_worker, worker_env  # noqa: E402
from memory_service.recall.embeddings import build_embedder  # noqa: E402
from memory_service.recall.minilm import packaged_model_dir  # noqa: E402

QUERY = "Any ideas for dinner in Lisbon tonight?"
PROBE = r"""
import json, resource, sys, time
def rss():
    return int(open("/proc/self/status").read().split("VmRSS:")[1].split()[0]) // 1024
mode, model_dir = sys.argv[1], sys.argv[2]
import numpy
t = time.perf_counter()
if mode == "onnxruntime":
    from memory_service.recall.minilm import MiniLM
elif mode == "numpy":
    from devtools.minilm_numpy import NumpyMiniLM as MiniLM
else:
    from sentence_transformers import SentenceTransformer
imported = time.perf_counter() - t
base = rss()
t = time.perf_counter()
if mode in ("onnxruntime", "numpy"):
    model = MiniLM()
    embed = model.embed
else:
    st = SentenceTransformer(model_dir, device="cpu")
    embed = lambda texts: st.encode(list(texts), normalize_embeddings=True, batch_size=32)
load = time.perf_counter() - t
loaded = rss()
query = "Any ideas for dinner in Lisbon tonight?"
for _ in range(5):
    embed([query])
times = []
for _ in range(200):
    t = time.perf_counter(); embed([query]); times.append((time.perf_counter() - t) * 1000)
times.sort()
batch = [f"Sentence {i}: the user said something about their work and plans" for i in range(256)]
t = time.perf_counter(); embed(batch); per_s = len(batch) / (time.perf_counter() - t)
print(json.dumps({"load_s": load, "import_s": imported, "rss_before_mb": base,
    "rss_loaded_mb": loaded,
    "rss_after_mb": rss(), "query_p50_ms": times[100], "query_p99_ms": times[197],
    "batch_per_s": per_s}))
"""


def probe(python: str, mode: str) -> dict[str, float]:
    """Run the probe in a fresh process."""
    out = subprocess.run(
        [python, "-c", PROBE, mode, str(packaged_model_dir())],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def search_cost(url: str, memories: int, rounds: int = 200) -> tuple[float, float, float, float]:
    """p50/p99 ms of nearest() over one user's `memories` rows, alone and with the embedding."""
    embedder = build_embedder("minilm")
    assert embedder is not None
    engine = create_db_engine(url)
    sessions = make_session_factory(engine)
    user = f"bench-{uuid.uuid4().hex[:8]}"
    rng = np.random.default_rng(0)
    vectors = rng.standard_normal((memories, embedder.dim)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    now = datetime.now(UTC)
    rows = [
        {
            "id": uuid.uuid4(),
            "user_id": user,
            "key": f"k.{i}",
            "content": f"memory {i}",
            "entry_type": "fact",
            "critical": False,
            "tags": [],
            "source": "conversation",
            "confidence": "medium",
            "occurrences": 1,
            "importance": 0.5,
            "stability_days": 30.0,
            "use_count": 0,
            "status": "active",
            "created_at": now,
            "updated_at": now,
            "last_observed_at": now,
            "embedding": stored.to_blob(vectors[i]),
            "embedding_model": embedder.name,
        }
        for i in range(memories)
    ]
    with sessions() as session, session.begin():
        session.execute(insert(UserContext), rows)
    alone, full = [], []
    with sessions() as session:
        [query] = embedder.embed([QUERY])
        for _ in range(rounds):
            t = time.perf_counter()
            stored.nearest(session, user, query, ["memory"], 50, model=embedder.name)
            alone.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            [q] = embedder.embed([QUERY])
            stored.nearest(session, user, q, ["memory"], 50, model=embedder.name)
            full.append((time.perf_counter() - t) * 1000)
    engine.dispose()
    alone.sort()
    full.sort()
    p99 = int(rounds * 0.99) - 1
    return alone[rounds // 2], alone[p99], full[rounds // 2], full[p99]


def _pool_rss_mb(pid: int) -> int:
    total = 0
    for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split():
        status = Path(f"/proc/{child}/status").read_text()
        total += int(status.split("VmRSS:")[1].split()[0]) // 1024
    return total


def worker_run(url: str, broker: str, embedder: str, sessions: int) -> tuple[float, int]:
    """Sessions per second through one prefork worker process; its pool process's RSS (MB)."""
    env = worker_env(url, broker, MEMORY_EMBEDDER=embedder)
    producer = client_app(broker)
    run = uuid.uuid4().hex[:8]
    log_dir = Path(tempfile.mkdtemp(prefix="bench-embed-"))
    with running_worker(env, log_dir, pool="prefork", concurrency=1) as proc:
        producer.send_task(
            "memory.process_conversation",
            kwargs={"user_id": f"warm-{run}", "session_id": "w", "messages": session_messages(0)},
        ).get(timeout=300)
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
        rss = _pool_rss_mb(proc.process.pid)
    producer.close()
    return sessions / elapsed, rss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--compare-python", help="python of a venv with sentence-transformers")
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")

    runtimes = [
        ("the layers in numpy (baseline)", sys.executable, "numpy"),
        ("ONNX Runtime (ours)", sys.executable, "onnxruntime"),
    ]
    if args.compare_python:
        runtimes.append(("sentence-transformers, CPU torch", args.compare_python, "st"))
    print(
        f"\n{'runtime':<34} {'load s':>7} {'RSS MB':>7} {'query p50':>10} {'p99 ms':>7} "
        f"{'batch/s':>8}"
    )
    base: dict[str, float] = {}
    for label, python, mode in runtimes:
        r = probe(python, mode)
        base = base or r
        print(
            f"{label:<34} {r['load_s']:>7.2f} {r['rss_after_mb']:>7.0f} "
            f"{r['query_p50_ms']:>10.1f} {r['query_p99_ms']:>7.1f} {r['batch_per_s']:>8.0f}"
            f"   (query p50 {base['query_p50_ms'] / r['query_p50_ms']:.2f}x as fast, "
            f"batch {r['batch_per_s'] / base['batch_per_s']:.2f}x)"
        )
        print(
            f"  (imports {r['import_s']:.2f} s; RSS after imports {r['rss_before_mb']:.0f} MB, "
            f"just loaded {r['rss_loaded_mb']:.0f} MB)"
        )

    with ExitStack() as stack:
        pg = start_postgres(durable=True)
        stack.callback(pg.cleanup)
        pg_url = pg.create_database("bench_embed")
        sqlite_url = f"sqlite:///{tempfile.mkdtemp(prefix='bench-embed-')}/bench.db"
        print(f"\nnearest() over one user's {args.memories} memories, top 50 (ms)")
        print(f"{'database':<12} {'search p50':>10} {'p99':>7} {'+query p50':>11} {'p99':>7}")
        for name, url in (("sqlite", sqlite_url), ("postgresql", pg_url)):
            migrate.upgrade(url)
            a50, a99, f50, f99 = search_cost(url, args.memories)
            print(f"{name:<12} {a50:>10.1f} {a99:>7.1f} {f50:>11.1f} {f99:>7.1f}")

        redis = start_redis()
        stack.callback(redis.cleanup)
        print(f"\nworker throughput, rules extractor, prefork x1, {args.sessions} sessions")
        print(f"{'MEMORY_EMBEDDER':<16} {'sessions/s':>10} {'pool RSS MB':>12}")
        baseline = None
        for embedder in ("none", "minilm"):
            rate, rss = worker_run(pg_url, redis.url(), embedder, args.sessions)
            baseline = baseline or rate
            print(f"{embedder:<16} {rate:>10.2f} {rss:>12}   ({rate / baseline:.2f}x)")


if __name__ == "__main__":
    main()
