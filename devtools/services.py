"""Throwaway PostgreSQL and Redis servers on loopback, started from the machine's binaries.

Used by the test suite and the benchmarks when DATABASE_URL / CELERY_BROKER_URL are not given.
Each server lives in a temporary directory and is stopped (and the directory removed) at exit.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

PG_BIN_CANDIDATES = (
    "/usr/lib/postgresql/15/bin",
    "/usr/lib/postgresql/16/bin",
    "/usr/lib/postgresql/17/bin",
    "/usr/local/pgsql/bin",
)


class ServiceUnavailableError(RuntimeError):
    """Raised when a server binary is missing or the server does not come up."""


def free_port() -> int:
    """A TCP port on loopback that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _wait_for_port(port: int, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise ServiceUnavailableError(f"nothing listens on 127.0.0.1:{port} after {timeout_s}s")


def _pg_bin_dir() -> Path:
    for candidate in PG_BIN_CANDIDATES:
        if Path(candidate, "initdb").exists():
            return Path(candidate)
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    raise ServiceUnavailableError("PostgreSQL binaries (initdb, pg_ctl) not found")


def _run_as(
    user: str | None, args: list[str], **kwargs: object
) -> subprocess.CompletedProcess[str]:
    # PostgreSQL refuses to run as root: drop to the `postgres` user when we are root.
    cmd = ["runuser", "-u", user, "--", *args] if user else args
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kwargs)  # type: ignore[call-overload, no-any-return]


@dataclass
class PostgresServer:
    """A PostgreSQL cluster in a temporary directory, listening on 127.0.0.1:`port`."""

    port: int = field(default_factory=free_port)
    root: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="memtest-pg-")))
    run_as: str | None = None
    bin_dir: Path = field(default_factory=_pg_bin_dir)
    durable: bool = False
    """Durable servers keep fsync and synchronous commit, so a crash loses no committed work."""

    @property
    def data_dir(self) -> Path:
        return self.root / "data"

    def url(self, database: str = "memory_test") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def init(self) -> None:
        if os.geteuid() == 0:
            self.run_as = "postgres"
            pw = pwd.getpwnam("postgres")
            os.chown(self.root, pw.pw_uid, pw.pw_gid)
        _run_as(
            self.run_as,
            [
                str(self.bin_dir / "initdb"),
                "-D",
                str(self.data_dir),
                "-U",
                "postgres",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--no-locale",
            ],
        )

    def start(self) -> None:
        speed = (
            ""
            if self.durable
            else (" -c fsync=off -c synchronous_commit=off -c full_page_writes=off")
        )
        opts = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c max_connections=200"
        opts += speed
        _run_as(
            self.run_as,
            [
                str(self.bin_dir / "pg_ctl"),
                "-D",
                str(self.data_dir),
                "-o",
                opts,
                "-l",
                str(self.root / "log"),
                "-w",
                "-t",
                "60",
                "start",
            ],
        )
        _wait_for_port(self.port, 30)

    def stop(self, mode: str = "fast") -> None:
        _run_as(
            self.run_as,
            [str(self.bin_dir / "pg_ctl"), "-D", str(self.data_dir), "-m", mode, "-w", "stop"],
        )

    def create_database(self, name: str) -> str:
        _run_as(
            self.run_as,
            [
                str(self.bin_dir / "createdb"),
                "-h",
                "127.0.0.1",
                "-p",
                str(self.port),
                "-U",
                "postgres",
                name,
            ],
        )
        return self.url(name)

    def cleanup(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)


@dataclass
class RedisServer:
    """A redis-server on 127.0.0.1:`port`; `persistent` keeps its data across restarts (AOF)."""

    port: int = field(default_factory=free_port)
    root: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="memtest-redis-")))
    persistent: bool = False
    process: subprocess.Popen[bytes] | None = None

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"

    def start(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise ServiceUnavailableError(
                "redis-server not found (apt-get install -y redis-server)"
            )
        self.process = subprocess.Popen(
            [
                binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.root),
                "--protected-mode",
                "no",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _wait_for_port(self.port, 15)

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=15)
            self.process = None

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


def start_postgres(*, durable: bool = False) -> PostgresServer:
    """Init and start a throwaway PostgreSQL; the caller calls `cleanup()`."""
    server = PostgresServer(durable=durable)
    try:
        server.init()
        server.start()
    except (subprocess.CalledProcessError, ServiceUnavailableError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        server.cleanup()
        raise ServiceUnavailableError(f"could not start PostgreSQL: {detail}") from exc
    return server


def start_redis(*, persistent: bool = False) -> RedisServer:
    """Start a throwaway Redis; the caller calls `cleanup()`."""
    server = RedisServer(persistent=persistent)
    try:
        server.start()
    except ServiceUnavailableError:
        server.cleanup()
        raise
    return server
