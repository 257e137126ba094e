"""Event-loop stall of an async chat app calling the memory service at session start.

50 concurrent session starts (`get_for_prompt` with a query), each for its own user holding
1,000 active memories, on PostgreSQL, repeated for several rounds; meanwhile a ticker coroutine
asks to wake every millisecond and records how late it wakes (the loop's stall). Three ways of
calling, in the same run on the same data:

- in the loop: `svc.get_for_prompt(...)` inside `async def` (the naive call);
- `asyncio.to_thread(svc.get_for_prompt, ...)`: a thread, still holding the GIL while it ranks;
- `AsyncMemoryService` (`memory_service.aio`): a pool of processes.

Prints stall p50 / p99 / max and the wall time per round. Uses DATABASE_URL when it names a
PostgreSQL database, else a throwaway server.

    .venv/bin/python bench/async_stall.py [--rounds 4] [--processes 2] [--nice 5]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import prompt_latency as data  # the same rows as the latency bench

from memory_service import MemoryService
from memory_service.aio import AsyncMemoryService

USERS = 50
MEMORIES = 1_000
QUERY = "what should I cook for dinner on my training days?"
TICK_S = 0.001

Start = Callable[[str], Awaitable[str]]


async def _ticker(stalls: list[float], stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        before = loop.time()
        await asyncio.sleep(TICK_S)
        stalls.append((loop.time() - before - TICK_S) * 1000)


async def measure(start: Start, users: list[str], rounds: int) -> tuple[list[float], float]:
    """Stalls (ms) seen while `rounds` waves of concurrent session starts run; wall s per round."""
    stalls: list[float] = []
    stop = asyncio.Event()
    ticker = asyncio.create_task(_ticker(stalls, stop))
    await asyncio.sleep(0.05)
    began = time.perf_counter()
    for _ in range(rounds):
        blocks = await asyncio.gather(*(start(user) for user in users))
        assert all(blocks), "every user has a block"
    wall = (time.perf_counter() - began) / rounds
    stop.set()
    await ticker
    return stalls, wall


def _row(name: str, stalls: list[float], wall_s: float) -> str:
    ordered = sorted(stalls)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return (
        f"| {name} | {statistics.median(ordered):.1f} | {p99:.1f} | {ordered[-1]:.1f} "
        f"| {wall_s * 1000:.0f} |"
    )


async def run(url: str, users: list[str], rounds: int, processes: int, nice: int) -> None:
    """Measure the three ways in one run and print the table."""
    svc = MemoryService(url)
    for user in users:  # warm the in-process caches, as a running app would have them
        svc.get_for_prompt(user, query=QUERY)

    async def in_loop(user: str) -> str:
        return svc.get_for_prompt(user, query=QUERY)

    async def in_thread(user: str) -> str:
        return await asyncio.to_thread(svc.get_for_prompt, user, 2000, QUERY)

    rows = []
    rows.append(_row("in the loop (naive)", *await measure(in_loop, users, rounds)))
    rows.append(_row("asyncio.to_thread", *await measure(in_thread, users, rounds)))
    async with AsyncMemoryService(url, processes=processes, nice=nice) as pooled:
        for user in users:
            await pooled.get_for_prompt(user, query=QUERY)

        async def in_pool(user: str) -> str:
            return await pooled.get_for_prompt(user, query=QUERY)

        name = f"AsyncMemoryService ({processes} processes, nice {nice})"
        rows.append(_row(name, *await measure(in_pool, users, rounds)))
    svc.close()
    print(f"{USERS} concurrent session starts x {rounds} rounds, {MEMORIES:,} memories per user")
    print("| way | loop stall p50 ms | p99 ms | max ms | wall ms per round |")
    print("| --- | --- | --- | --- | --- |")
    print("\n".join(rows))


def main() -> None:
    """Load 50 users of 1,000 memories, then measure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--nice", type=int, default=5)
    args = parser.parse_args()
    with data.database() as (url, _own):
        engine_svc = MemoryService(url)
        users = [f"stall-{n}" for n in range(USERS)]
        rng = random.Random(7)
        for user in users:
            data.copy_rows(engine_svc.engine, data.memory_rows(user, MEMORIES, rng))
        engine_svc.close()
        asyncio.run(run(url, users, args.rounds, args.processes, args.nice))


if __name__ == "__main__":
    main()
