"""A real `memory-worker serve` process for tests and benches, on a free port."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from devtools.services import free_port

BIN = Path(sys.executable).parent
TEST_SERVICE_TOKEN = "test-service-token-0123456789abcdef"
TEST_SIGNING_KEY = "test-signing-key-0123456789abcdef0123"
"""The tokens a server started for tests runs with (never used anywhere else)."""


@dataclass
class ApiProcess:
    """A running server: its base URL, process and log."""

    url: str
    process: subprocess.Popen[bytes]
    log_path: Path

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


def api_env(database_url: str, broker_url: str, **extra: str) -> dict[str, str]:
    """Environment for `memory-worker serve`: our settings only."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORY_", "ANTHROPIC_"))}
    env.update(DATABASE_URL=database_url, CELERY_BROKER_URL=broker_url, PYTHONUNBUFFERED="1")
    env.update(extra)
    return env


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/v1/health", timeout=1) as response:
            return bool(response.status == 200)
    except OSError:
        return False


@contextmanager
def running_api(env: dict[str, str], log_dir: Path, *, workers: int = 1) -> Iterator[ApiProcess]:
    """Start the server, wait for its health check, stop it (SIGTERM) at exit."""
    port = free_port()
    log_path = log_dir / f"api-{port}.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [str(BIN / "memory-worker"), "serve", "--port", str(port), "--workers", str(workers)],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    server = ApiProcess(f"http://127.0.0.1:{port}", process, log_path)
    try:
        deadline = time.monotonic() + 180
        while not _healthy(server.url):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the API did not start:\n{server.log()[-3000:]}")
            time.sleep(0.1)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
