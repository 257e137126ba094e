"""The prompt block over HTTP: 50 concurrent clients against `memory-worker serve` on PostgreSQL,
with `/v1/health` probed alongside, and the same call in process as the baseline.

50 users hold 1,000 active memories each. Each client asks for its own user's block
(`GET /v1/users/{id}/prompt`) as fast as answers come back; a prober asks `/v1/health` every
10 ms meanwhile. Baselines, measured in the same run: `get_for_prompt` called in process by one
caller, and `/v1/health` on the idle server. The run is repeated for each server size
(`--workers`), so the figures say how to size it. Client, server and database share the machine.
Uses DATABASE_URL when it names a PostgreSQL database, else a throwaway server.

    .venv/bin/python bench/http_prompt.py [--workers 1,2] [--requests 20]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

import prompt_latency  # noqa: E402  (a sibling bench: its realistic rows and its database)

from devtools.api_proc import api_env, running_api  # noqa: E402
from memory_service import MemoryService  # noqa: E402

CLIENTS = 50
MEMORIES = 1_000
TOKEN = "bench-service-token-0123456789abcdef"
PROBE_EVERY_S = 0.01


def pct(samples: list[float], q: float) -> float:
    """The q-th percentile (0-100) of samples, in milliseconds."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))] * 1000


def load(url: str) -> list[str]:
    """50 users of 1,000 memories each; returns their ids."""
    rng = random.Random(7)
    users = [f"http-bench-{uuid.uuid4().hex[:8]}" for _ in range(CLIENTS)]
    svc = MemoryService(url)
    try:
        rows = (row for u in users for row in prompt_latency.memory_rows(u, MEMORIES, rng))
        prompt_latency.copy_rows(svc.engine, rows)
    finally:
        svc.close()
    return users


def in_process(url: str, users: list[str], calls: int) -> list[float]:
    """get_for_prompt latencies of one in-process caller (the baseline)."""
    svc = MemoryService(url)
    try:
        for user in users:
            svc.get_for_prompt(user)  # warm: connections, caches, tokenizer
        samples = []
        for i in range(calls):
            started = time.perf_counter()
            svc.get_for_prompt(users[i % len(users)])
            samples.append(time.perf_counter() - started)
        return samples
    finally:
        svc.close()


async def _client(http: httpx.AsyncClient, user: str, requests: int, out: list[float]) -> None:
    for _ in range(requests):
        started = time.perf_counter()
        response = await http.get(f"/v1/users/{user}/prompt")
        response.raise_for_status()
        out.append(time.perf_counter() - started)


async def _probe(http: httpx.AsyncClient, stop: asyncio.Event, out: list[float]) -> None:
    while not stop.is_set():
        started = time.perf_counter()
        (await http.get("/v1/health")).raise_for_status()
        out.append(time.perf_counter() - started)
        await asyncio.sleep(PROBE_EVERY_S)


async def under_load(base: str, users: list[str], requests: int) -> dict[str, float]:
    """Prompt and health latencies with 50 concurrent prompt clients, and the idle health p99."""
    headers = {"Authorization": f"Bearer {TOKEN}"}
    limits = httpx.Limits(max_connections=CLIENTS + 2)
    async with (
        httpx.AsyncClient(base_url=base, headers=headers, limits=limits, timeout=60) as http,
        httpx.AsyncClient(base_url=base, timeout=60) as probe_http,
    ):
        idle: list[float] = []
        for _ in range(200):
            started = time.perf_counter()
            (await probe_http.get("/v1/health")).raise_for_status()
            idle.append(time.perf_counter() - started)
        await asyncio.gather(*(_client(http, u, 1, []) for u in users))  # warm every worker
        prompts: list[float] = []
        health: list[float] = []
        stop = asyncio.Event()
        prober = asyncio.create_task(_probe(probe_http, stop, health))
        started = time.perf_counter()
        try:
            await asyncio.gather(*(_client(http, u, requests, prompts) for u in users))
        finally:
            elapsed = time.perf_counter() - started
            stop.set()
            await prober
    return {
        "p50": pct(prompts, 50),
        "p99": pct(prompts, 99),
        "rps": len(prompts) / elapsed,
        "health_p99": pct(health, 99),
        "health_idle_p99": pct(idle, 99),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="1,2", help="server sizes to measure (processes)")
    parser.add_argument("--requests", type=int, default=20, help="requests per client")
    args = parser.parse_args()
    sizes = [int(w) for w in args.workers.split(",")]
    with prompt_latency.database() as (url, _), tempfile.TemporaryDirectory() as logs:
        users = load(url)
        base = in_process(url, users, 500)
        base_p50, base_p99 = statistics.median(base) * 1000, pct(base, 99)
        print(
            f"{CLIENTS} users x {MEMORIES} memories; {CLIENTS} concurrent clients x "
            f"{args.requests} prompt requests each; health probed every 10 ms"
        )
        print(
            f"baseline, in process, one caller: get_for_prompt p50 {base_p50:.1f} ms, "
            f"p99 {base_p99:.1f} ms"
        )
        print(
            "workers | prompt p50 ms | p99 ms | req/s | p50 vs in-process | "
            "health p99 ms under load | idle"
        )
        for workers in sizes:
            env = api_env(url, "memory://", MEMORY_API_TOKEN=TOKEN)
            with running_api(env, Path(logs), workers=workers) as server:
                try:
                    figures = asyncio.run(under_load(server.url, users, args.requests))
                except httpx.HTTPError:
                    print(server.log()[-3000:])
                    raise
            print(
                f"{workers:7d} | {figures['p50']:13.1f} | {figures['p99']:6.1f} | "
                f"{figures['rps']:5.0f} | {figures['p50'] / base_p50:17.1f}x | "
                f"{figures['health_p99']:24.1f} | {figures['health_idle_p99']:.1f}"
            )


if __name__ == "__main__":
    main()
