"""`memory-worker demo`: the whole pipeline on the embedded default, as a chat app would drive it.

SQLite in the current directory, a real Celery worker inside this process on the in-memory
transport, and the rules extractor; DATABASE_URL, CELERY_BROKER_URL and ANTHROPIC_API_KEY
replace those when set. Every signal goes through the real tasks, by name. Times are derived
from today's date, so re-running the same day repeats the same signals (and changes nothing).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from importlib import resources
from typing import Any
from zoneinfo import ZoneInfo

from celery import Celery
from celery.contrib.testing.worker import start_worker
from rich.console import Console
from rich.progress import Progress
from rich.table import Table
from sqlalchemy.engine import make_url

from db import migrate
from memory_service import MemoryService
from memory_service.settings import Settings
from worker import resources as worker_resources
from worker.app import create_app
from worker.client import MemoryClient

RESULT_TIMEOUT_S = 120
TYPE_ORDER = {"instruction": 0, "preference": 1, "fact": 2}
QUERY_EXAMPLE = ("maya", "my knee hurts on long runs, what should I change?")
POLL_S = 0.02
DEMO_IDLE_TIMEOUT_S = 1


def load_dataset() -> dict[str, Any]:
    """The bundled demo dataset."""
    text = resources.files("worker").joinpath("demo_data/demo.json").read_text(encoding="utf-8")
    return dict(json.loads(text))


def demo_settings(settings: Settings) -> Settings:
    """The user's settings, with the in-memory broker unless CELERY_BROKER_URL was given."""
    changes: dict[str, Any] = {"memory_idle_session_timeout_s": DEMO_IDLE_TIMEOUT_S}
    if "CELERY_BROKER_URL" not in os.environ:
        changes |= {
            "celery_broker_url": "memory://localhost/",
            "celery_result_backend": "cache+memory://",
        }
    return settings.model_copy(update=changes)


def _reset(url: str) -> None:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite" and parsed.database:
        for suffix in ("", "-wal", "-shm"):
            path = parsed.database + suffix
            if os.path.exists(path):
                os.remove(path)


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
            self.client.session_closed(user["user_id"], session["id"], messages).get(
                timeout=RESULT_TIMEOUT_S, interval=POLL_S
            )
            yield f"session {session['id']}"

    def idle_session(self, user: dict[str, Any]) -> Iterator[str]:
        idle = user.get("idle_session")
        if not idle:
            return
        said_at = self.today - timedelta(days=1)
        messages = [m | {"created_at": said_at.isoformat()} for m in idle["messages"]]
        self.client.session_activity(
            user["user_id"], idle["id"], messages, task_id=f"demo-{idle['id']}-turns"
        ).get(timeout=RESULT_TIMEOUT_S, interval=POLL_S)
        yield f"session {idle['id']} left open"

    def approvals(self, user: dict[str, Any]) -> Iterator[str]:
        for approval in user.get("approvals", []):
            self.client.deliverable_approved(
                user["user_id"], approval["id"], approval["original"], approval["edited"]
            ).get(timeout=RESULT_TIMEOUT_S, interval=POLL_S)
            yield f"approval {approval['id']}"

    def activity(self, user: dict[str, Any]) -> Iterator[str]:
        spec = user.get("activity")
        if not spec:
            return
        for i, when in enumerate(activity_times(spec, self.today)):
            self.client.record_activity(
                user["user_id"],
                spec["event_type"],
                when,
                spec["summary"],
                {"subject": spec["summary"], "timezone": spec["timezone"]},
                task_id=f"demo-{user['user_id']}-activity-{i}",
            ).get(timeout=RESULT_TIMEOUT_S, interval=POLL_S)
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


def run_demo(settings: Settings, *, console: Console, reset: bool = False) -> None:
    """Replay the bundled dataset through the worker, then print memories and prompt blocks."""
    settings = demo_settings(settings)
    if reset:
        _reset(settings.database_url)
    migrate.upgrade(settings.database_url)
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
        table = Table(title=f"\nWhat is remembered about {user_id}", title_justify="left")
        for column in ("memory", "type", "source", "confidence", "evidence"):
            table.add_column(column, overflow="fold")
        memories = service.list_memories(user_id, include_archived=False)
        memories.sort(key=lambda m: (not m.critical, TYPE_ORDER[m.entry_type], -m.occurrences))
        for m in memories:
            kind = ("critical " if m.critical else "") + m.entry_type
            table.add_row(m.content, kind, m.source, m.confidence, str(m.occurrences))
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
