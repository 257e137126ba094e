"""What the throughput benches share: sessions, timed runs of real workers, resident memory.

A run starts `celery -A worker.app worker` processes (different node names), sends sessions for
distinct users by task name as a chat app would, and times until every result is in. While it
runs, a sampler reads the resident memory (VmRSS) of each worker's main process and of its pool
children from /proc, and keeps the peaks.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from devtools.services import free_port  # noqa: E402
from devtools.worker_proc import WorkerProcess, client_app, running_worker, wait_for  # noqa: E402

FACTS = [
    "I'm allergic to peanuts.",
    "I live in Lisbon and work as a data analyst.",
    "I prefer short answers with bullet points.",
    "My goal is to run a half marathon this spring.",
    "I have two kids and a dog called Miso.",
]
MIB = 1024 * 1024


def session_messages(i: int) -> list[dict[str, str]]:
    """A six-turn session with a few facts in the user's turns."""
    turns = []
    for j in range(3):
        turns.append({"role": "user", "content": f"{FACTS[(i + j) % len(FACTS)]} (note {i}.{j})"})
        turns.append({"role": "assistant", "content": "Thanks, that helps me tailor things."})
    return turns


def _proc_field(path: str, name: str) -> int:
    try:
        for line in Path(path).read_text().splitlines():
            if line.startswith(name):
                return int(line.split()[1]) * 1024
    except OSError:
        return 0
    return 0


def rss_bytes(pid: int) -> int:
    """Resident memory of one process (0 once it is gone), shared pages included."""
    return _proc_field(f"/proc/{pid}/status", "VmRSS:")


def pss_bytes(pid: int) -> int:
    """Proportional resident memory: shared pages split between the processes sharing them."""
    return _proc_field(f"/proc/{pid}/smaps_rollup", "Pss:")


def children(pid: int) -> list[int]:
    """Direct children of `pid` (the pool processes of a prefork worker)."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found += [int(c) for c in task.read_text().split()]
        except OSError:
            continue
    return found


@dataclass
class MemoryPeaks:
    """Peak memory per worker: RSS of the main process and of the largest child; the PSS sum of
    all its processes (what the worker really costs: a forked child shares the parent's pages)."""

    main: int = 0
    child: int = 0
    total: int = 0

    def sample(self, pid: int) -> None:
        """Read the process tree once and keep the peaks."""
        kids = children(pid)
        self.main = max(self.main, rss_bytes(pid))
        self.child = max(self.child, *(rss_bytes(c) for c in kids), 0)
        self.total = max(self.total, pss_bytes(pid) + sum(pss_bytes(c) for c in kids))

    def describe(self) -> str:
        """`main / child / total` in MiB."""
        child = f"{self.child / MIB:.0f}" if self.child else "-"
        return f"{self.main / MIB:.0f} / {child} / {self.total / MIB:.0f}"


@dataclass
class Run:
    """One timed configuration."""

    label: str
    sessions: int
    seconds: float
    memory: list[MemoryPeaks] = field(default_factory=list)

    @property
    def rate(self) -> float:
        """Sessions per second."""
        return self.sessions / self.seconds


@contextmanager
def sampling(workers: list[WorkerProcess], every_s: float = 0.2) -> Iterator[list[MemoryPeaks]]:
    """Sample the workers' resident memory in a background thread while the block runs."""
    peaks = [MemoryPeaks() for _ in workers]
    stop = threading.Event()

    def loop() -> None:
        while not stop.is_set():
            for worker, peak in zip(workers, peaks, strict=True):
                peak.sample(worker.process.pid)
            stop.wait(every_s)

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield peaks
    finally:
        stop.set()
        thread.join()


def send_sessions(producer: Any, run: str, count: int) -> list[Any]:
    """`count` sessions for distinct users; returns their AsyncResults."""
    return [
        producer.send_task(
            "memory.process_conversation",
            kwargs={
                "user_id": f"bench-{run}-{i}",
                "session_id": f"s{i}",
                "messages": session_messages(i),
            },
        )
        for i in range(count)
    ]


def run_config(
    label: str,
    env: dict[str, str],
    broker: str,
    *,
    pool: str,
    concurrency: int,
    sessions: int,
    log_dir: Path,
    processes: int = 1,
) -> Run:
    """Start `processes` workers, warm them, push `sessions` sessions, time until all are done."""
    producer = client_app(broker)
    run = uuid.uuid4().hex[:8]
    with ExitStack() as stack:
        workers = [
            stack.enter_context(running_worker(env, log_dir, pool=pool, concurrency=concurrency))
            for _ in range(processes)
        ]
        # Warm every pool slot (imports, connections) before the clock starts.
        for result in send_sessions(producer, f"warm-{run}", processes * concurrency):
            result.get(timeout=300)
        with sampling(workers) as peaks:
            started = time.perf_counter()
            for result in send_sessions(producer, run, sessions):
                result.get(timeout=600)
            elapsed = time.perf_counter() - started
    producer.close()
    return Run(label, sessions, elapsed, peaks)


@contextmanager
def fake_api(latency_ms: int) -> Iterator[str]:
    """The fake Anthropic API in its own process, answering after `latency_ms`; yields its URL."""
    port = free_port()
    fake = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "devtools.fake_anthropic",
            "--port",
            str(port),
            "--latency-ms",
            str(latency_ms),
            "--default",
            "plausible",
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for(lambda: _port_open(port), timeout_s=15)
        yield f"http://127.0.0.1:{port}"
    finally:
        fake.terminate()
        fake.wait(timeout=10)


def _port_open(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


def print_runs(title: str, runs: list[Run], baseline: Run) -> None:
    """One line per run: sessions/s, ratio to `baseline`, peak resident memory per worker."""
    print(f"\n{title}")
    print(
        f"{'configuration':38} {'sessions':>8} {'seconds':>8} {'sessions/s':>11} {'ratio':>6}"
        "   peak MiB per worker: RSS main / RSS largest child / PSS all"
    )
    for run in runs:
        memory = ", ".join(peak.describe() for peak in run.memory)
        print(
            f"{run.label:38} {run.sessions:>8} {run.seconds:>8.2f} {run.rate:>11.1f}"
            f" {run.rate / baseline.rate:>6.2f}   {memory}"
        )
