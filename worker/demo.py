"""`memory-worker demo`: the whole pipeline on the embedded default, as a chat app would drive it.

SQLite in the current directory (`memory.db`, which the demo creates and marks as its own), a
real Celery worker inside this process on the in-memory transport, and the rules extractor (the
LLM one when ANTHROPIC_API_KEY is set). The demo never writes into a database it did not create:
an existing `memory.db` without the demo's mark is refused, and so is a configured DATABASE_URL
or CELERY_BROKER_URL, unless `use_configured` is given: then the demo users go into the database
at DATABASE_URL through the broker at CELERY_BROKER_URL (and any worker listening there). Every
signal goes through the real tasks, by name. Times are derived from today's date, so re-running
the same day repeats the same signals (and changes nothing).
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from datetime import UTC, datetime, timedelta
from importlib import resources
from typing import Any
from zoneinfo import ZoneInfo

from celery import Celery
from celery.contrib.testing.worker import start_worker
from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table
from sqlalchemy.engine import make_url

from db import migrate
from memory_service import MemoryService
from memory_service.settings import DEFAULT_DATABASE_URL, Settings
from worker import resources as worker_resources
from worker.app import create_app
from worker.cli import NARROW
from worker.client import Enqueued, MemoryClient

RESULT_TIMEOUT_S = 120
TYPE_ORDER = {"instruction": 0, "preference": 1, "fact": 2}
QUERY_EXAMPLE = ("maya", "my knee hurts on long runs, what should I change?")
MEANING_EXAMPLE = ("maya", "How should I taper in the last three weeks?")
"""A question that shares no word with the memory it needs ("Training for the Porto marathon")."""
POLL_S = 0.02
DEMO_IDLE_TIMEOUT_S = 1


def load_dataset() -> dict[str, Any]:
    """The bundled demo dataset."""
    text = resources.files("worker").joinpath("demo_data/demo.json").read_text(encoding="utf-8")
    return dict(json.loads(text))


DEMO_APPLICATION_ID = 0x4D454D4F  # "MEMO" in SQLite's application_id: a file the demo created
CONFIGURED = ("DATABASE_URL", "CELERY_BROKER_URL")


class DemoRefusedError(Exception):
    """Raised when the demo would write into a database or broker it did not create."""


def demo_settings(settings: Settings, *, use_configured: bool = False) -> Settings:
    """The demo's own SQLite file and in-memory broker, or the configured ones when told to."""
    changes: dict[str, Any] = {"memory_idle_session_timeout_s": DEMO_IDLE_TIMEOUT_S}
    if not use_configured:
        given = [name for name in CONFIGURED if name in os.environ]
        if given:
            raise DemoRefusedError(
                f"{' and '.join(given)} set: the demo writes only into a database it creates;"
                " unset them, or pass --use-configured to write the demo users there"
            )
        changes["database_url"] = DEFAULT_DATABASE_URL
    if not use_configured or "CELERY_BROKER_URL" not in os.environ:
        changes |= {
            "celery_broker_url": "memory://localhost/",
            "celery_result_backend": "cache+memory://",
        }
    return settings.model_copy(update=changes)


def _sqlite_path(url: str) -> str | None:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        return str(parsed.database)
    return None


def _created_by_demo(path: str) -> bool:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        return int(conn.execute("PRAGMA application_id").fetchone()[0]) == DEMO_APPLICATION_ID


def _mark_as_demo(path: str) -> None:
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA application_id = {DEMO_APPLICATION_ID}")
        conn.commit()


def prepare_database(url: str, *, use_configured: bool, reset: bool) -> None:
    """Create (or, with `reset`, re-create) the demo's database and bring it to the newest schema.

    Without `use_configured`, an existing file the demo did not create is refused untouched.
    """
    path = _sqlite_path(url)
    exists = path is not None and os.path.exists(path)
    if exists and path and not use_configured and not _created_by_demo(path):
        raise DemoRefusedError(
            f"{path} was not created by the demo, which does not write into it: run the demo"
            " in another directory, or pass --use-configured to write the demo users into it"
        )
    if reset and exists and path:
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)
        exists = False
    migrate.upgrade(url)
    if path and not exists and not use_configured:
        _mark_as_demo(path)


@contextmanager
def in_process_worker(app: Celery) -> Iterator[None]:
    """A real Celery worker consuming in a thread of this process."""
    app.conf.broker_transport_options = {
        **app.conf.broker_transport_options,
        "polling_interval": 0.01,
    }
    with start_worker(
        app,
        pool="threads",
        concurrency=2,
        perform_ping_check=False,
        loglevel="WARNING",
        shutdown_timeout=30,
    ):
        yield


class Replay:
    """Sends the dataset's signals through the real tasks, waiting for each to finish."""

    def wait(self, sent: Enqueued) -> None:
        """Wait for the in-process worker to finish the task."""
        self.client.app.AsyncResult(sent.task_id).get(timeout=RESULT_TIMEOUT_S, interval=POLL_S)

    def __init__(self, client: MemoryClient, today: datetime) -> None:
        self.client = client
        self.today = today

    def sessions(self, user: dict[str, Any]) -> Iterator[str]:
        for session in user.get("sessions", []):
            said_at = self.today - timedelta(days=session["days_ago"])
            messages = [
                m | {"created_at": (said_at + timedelta(minutes=i)).isoformat()}
                for i, m in enumerate(session["messages"])
            ]
            self.wait(self.client.session_closed(user["user_id"], session["id"], messages))
            yield f"session {session['id']}"

    def idle_session(self, user: dict[str, Any]) -> Iterator[str]:
        idle = user.get("idle_session")
        if not idle:
            return
        said_at = self.today - timedelta(days=1)
        messages = [m | {"created_at": said_at.isoformat()} for m in idle["messages"]]
        self.wait(
            self.client.session_activity(
                user["user_id"], idle["id"], messages, task_id=f"demo-{idle['id']}-turns"
            )
        )
        yield f"session {idle['id']} left open"

    def approvals(self, user: dict[str, Any]) -> Iterator[str]:
        for approval in user.get("approvals", []):
            self.wait(
                self.client.deliverable_approved(
                    user["user_id"], approval["id"], approval["original"], approval["edited"]
                )
            )
            yield f"approval {approval['id']}"

    def activity(self, user: dict[str, Any]) -> Iterator[str]:
        spec = user.get("activity")
        if not spec:
            return
        for i, when in enumerate(activity_times(spec, self.today)):
            self.wait(
                self.client.record_activity(
                    user["user_id"],
                    spec["event_type"],
                    when,
                    spec["summary"],
                    {"subject": spec["summary"], "timezone": spec["timezone"]},
                    task_id=f"demo-{user['user_id']}-activity-{i}",
                )
            )
        yield f"{spec['event_type']} activity"


def activity_times(spec: dict[str, Any], today: datetime) -> list[datetime]:
    """The UTC instants of a weekly or daily habit, in the user's timezone, before `today`."""
    tz = ZoneInfo(spec["timezone"])
    local_today = today.astimezone(tz).date()
    if spec.get("daily"):
        days = [local_today - timedelta(days=d) for d in range(1, spec["days"] + 1)]
    else:
        back = (local_today.weekday() - spec["weekday"]) % 7 or 7
        last = local_today - timedelta(days=back)
        days = [last - timedelta(weeks=w) for w in range(spec["weeks"])]
    return sorted(
        datetime(d.year, d.month, d.day, spec["hour"], spec["minute"], tzinfo=tz).astimezone(UTC)
        for d in days
    )


def _steps(replay: Replay, users: list[dict[str, Any]]) -> list[Iterator[str]]:
    steps: list[Iterator[str]] = []
    for user in users:
        steps += [
            replay.sessions(user),
            replay.idle_session(user),
            replay.approvals(user),
            replay.activity(user),
        ]
    return steps


def _nightly(client: MemoryClient, app: Celery, users: list[dict[str, Any]]) -> None:
    time.sleep(DEMO_IDLE_TIMEOUT_S + 0.2)  # let the open session go idle
    swept = app.send_task("memory.sweep_idle_sessions").get(
        timeout=RESULT_TIMEOUT_S, interval=POLL_S
    )
    if swept["enqueued"]:
        time.sleep(0.5)
    for user in users:
        app.send_task("memory.process_patterns", kwargs={"user_id": user["user_id"]}).get(
            timeout=RESULT_TIMEOUT_S, interval=POLL_S
        )


def run_demo(
    settings: Settings, *, console: Console, reset: bool = False, use_configured: bool = False
) -> None:
    """Replay the bundled dataset through the worker, then print memories and prompt blocks."""
    settings = demo_settings(settings, use_configured=use_configured)
    prepare_database(settings.database_url, use_configured=use_configured, reset=reset)
    dataset = load_dataset()
    users = dataset["users"]
    service = MemoryService.from_settings(settings)
    worker_resources.install(service)
    app = create_app(settings)
    today = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    started = time.monotonic()
    database = make_url(settings.database_url).render_as_string(hide_password=True)
    console.print(
        f"[bold]memory-worker demo[/]: database {database}, broker {settings.celery_broker_url}, "
        f"extractor {service.extractor.name}"
    )
    try:
        with in_process_worker(app):
            client = MemoryClient(app=app)
            steps = _steps(Replay(client, today), users)
            with Progress(console=console, transient=True) as progress:
                task = progress.add_task("replaying signals", total=len(steps) + 1)
                for step in steps:
                    for label in step:
                        progress.update(task, description=f"replaying: {label}")
                    progress.advance(task)
                progress.update(task, description="nightly run: idle sweep and patterns")
                _nightly(client, app, users)
                progress.advance(task)
        _report(service, users, console)
    finally:
        worker_resources.install(None)
        service.close()
    console.print(
        f"[dim]done in {time.monotonic() - started:.1f}s; re-run it: nothing is counted twice[/]"
    )


def _report(service: MemoryService, users: list[dict[str, Any]], console: Console) -> None:
    for user in users:
        user_id = user["user_id"]
        memories = service.list_memories(user_id, include_archived=False)
        memories.sort(key=lambda m: (not m.critical, TYPE_ORDER[m.entry_type], -m.occurrences))
        rows = [
            (m.content, ("critical " if m.critical else "") + m.entry_type, m.source, m.confidence)
            for m in memories
        ]
        if console.width < NARROW:  # one memory per line pair: the words keep the whole width
            console.print(f"\n[bold]What is remembered about {escape(user_id)}[/]")
            for (content, kind, source, confidence), m in zip(rows, memories, strict=True):
                console.print(f"- {content}", markup=False, highlight=False)
                details = f"  {kind} · {source} · confidence {confidence} · seen {m.occurrences}x"
                console.print(details, style="dim", markup=False, highlight=False)
        else:
            table = Table(title=f"\nWhat is remembered about {user_id}", title_justify="left")
            for column in ("memory", "type", "source", "confidence", "evidence"):
                table.add_column(column, overflow="fold")
            for row, m in zip(rows, memories, strict=True):
                table.add_row(*row, str(m.occurrences))
            console.print(table)
        archived = [m for m in service.list_memories(user_id) if m.status == "archived"]
        for m in archived:
            console.print(f"  [dim]archived: {m.content} ({m.archive_reason})[/]")
        console.print(f"[bold]get_for_prompt({user_id!r}, token_budget=300):[/]")
        console.print(
            service.get_for_prompt(user_id, token_budget=300) or "(empty)",
            markup=False,
            highlight=False,
        )
    user_id, query = QUERY_EXAMPLE
    console.print(f"\n[bold]get_for_prompt({user_id!r}, token_budget=300, query={query!r}):[/]")
    block = service.get_for_prompt(user_id, token_budget=300, query=query)
    console.print(block or "(empty)", markup=False, highlight=False)
    user_id, query = MEANING_EXAMPLE
    console.print(f"\n[bold]get_for_prompt({user_id!r}, token_budget=100, query={query!r}):[/]")
    console.print("(no word in common with the marathon; found by meaning when an embedder is on)")
    block = service.get_for_prompt(user_id, token_budget=100, query=query)
    console.print(block or "(empty)", markup=False, highlight=False)
