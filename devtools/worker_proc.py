"""Real Celery worker processes for the end-to-end tests (`celery -A worker.app worker`)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from celery import Celery

BIN = Path(sys.executable).parent


def client_app(broker_url: str) -> Celery:
    """A producer-side app, configured like a chat app would (no project imports)."""
    app = Celery("test-producer", broker=broker_url, backend=broker_url)
    app.conf.update(task_serializer="json", accept_content=["json"], result_serializer="json")
    return app


def worker_env(database_url: str, broker_url: str, **extra: str) -> dict[str, str]:
    """Environment for a worker subprocess: our settings only, rules extractor by default."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "ANTHROPIC_"))}
    env.update(
        DATABASE_URL=database_url,
        CELERY_BROKER_URL=broker_url,
        MEMORY_EXTRACTOR="rules",
        PYTHONUNBUFFERED="1",
    )
    env.update(extra)
    return env


def llm_worker_env(
    database_url: str, broker_url: str, api_url: str, **settings: str | int
) -> dict[str, str]:
    """A worker subprocess on the Anthropic extractor against `api_url` (the fake API), with
    quick retries; `settings` are further MEMORY_* variables by their suffix (llm_max_calls=3)."""
    extra = {f"MEMORY_{name.upper()}": str(value) for name, value in settings.items()}
    return worker_env(
        database_url,
        broker_url,
        MEMORY_EXTRACTOR="anthropic",
        ANTHROPIC_API_KEY="sk-test-fake",
        ANTHROPIC_BASE_URL=api_url,
        MEMORY_LLM_MAX_WAIT_S="1",
        MEMORY_RETRY_BACKOFF_S="1",
        MEMORY_RETRY_BACKOFF_MAX_S="2",
        **extra,
    )


@dataclass
class WorkerProcess:
    """A running worker: its process, its log file, and its node name."""

    process: subprocess.Popen[bytes]
    log_path: Path
    name: str

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


def wait_for(
    condition: Callable[[], bool], *, timeout_s: float = 60.0, every_s: float = 0.1
) -> bool:
    """Poll `condition` until it is true or `timeout_s` passes; returns the last result."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(every_s)
    return condition()


@contextmanager
def running_worker(
    env: dict[str, str], log_dir: Path, *, pool: str = "prefork", concurrency: int = 2
) -> Iterator[WorkerProcess]:
    """Start `celery -A worker.app worker`, wait until it consumes, stop it warmly at exit."""
    name = f"test-{uuid.uuid4().hex[:8]}@%h"
    log_path = log_dir / f"worker-{uuid.uuid4().hex[:6]}.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [
                str(BIN / "celery"),
                "-A",
                "worker.app",
                "worker",
                "--pool",
                pool,
                "--concurrency",
                str(concurrency),
                "--loglevel",
                "INFO",
                "-n",
                name,
                "--without-gossip",
                "--without-mingle",
            ],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    worker = WorkerProcess(process, log_path, name)
    try:
        if not wait_for(
            lambda: " ready." in worker.log() or process.poll() is not None, timeout_s=90
        ):
            raise RuntimeError(f"worker did not start:\n{worker.log()[-3000:]}")
        if process.poll() is not None:
            raise RuntimeError(f"worker exited at start:\n{worker.log()[-3000:]}")
        yield worker
    finally:
        stop_worker(worker)


def stop_worker(worker: WorkerProcess, *, timeout_s: float = 30.0) -> None:
    """Warm shutdown (SIGTERM), then SIGKILL for the whole process group if it lingers."""
    if worker.process.poll() is None:
        worker.process.send_signal(signal.SIGTERM)
        try:
            worker.process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            os.killpg(worker.process.pid, signal.SIGKILL)
            worker.process.wait(timeout=10)
