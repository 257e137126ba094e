"""The `memory-worker` command line: migrate, demo, ingest, prompt, show, forget, export, stats,
rejected, reembed, serve (the HTTP API) and token (a user token for it)."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer
from pydantic import ValidationError
from pydantic_settings import SettingsError
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from db import migrate as db_migrate
from memory_service import MemoryService, MemoryServiceError
from memory_service.pipeline.signal import digest
from memory_service.schemas import MAX_MESSAGE_CHARS, MAX_MESSAGES, MemoryPublic
from memory_service.settings import Settings
from worker.transcripts import TranscriptError, read_transcript

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Long-term memory for chat users.",
    pretty_exceptions_show_locals=False,  # locals may hold user content or credentials
)
out = Console()
err = Console(stderr=True)
T = TypeVar("T")


@app.callback()
def _root() -> None:
    """Long-term memory for chat users: run the worker's jobs and inspect what it remembers."""


def _fail(message: str) -> NoReturn:
    one_line = " ".join(message.split())
    err.print(f"[bold red]error:[/] {escape(one_line)}", highlight=False, soft_wrap=True)
    raise typer.Exit(1)


def _settings() -> Settings:
    settings = _configured(Settings)
    _check_database_url(settings.database_url)
    return settings


def _configured(kind: Callable[[], T]) -> T:
    """Settings read from the environment, or one line naming the variable at fault."""
    try:
        return kind()
    except ValidationError as exc:
        _fail(f"invalid configuration: {exc.errors()[0]['loc'][0]}: {exc.errors()[0]['msg']}")
    except SettingsError as exc:  # a JSON-valued variable that is not JSON
        field = re.search(r'field "(\w+)"', str(exc))
        name = field.group(1) if field else "a variable"
        _fail(f"invalid configuration: {name}: not a valid JSON value")


SUPPORTED_URLS = "postgresql+psycopg://user:password@host/db or sqlite:///path/to/file.db"


def _check_database_url(url: str) -> None:
    """Refuse, in one line, a database or driver this service cannot use."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return  # reported where the URL is used, with the reason
    backend, driver = parsed.get_backend_name(), parsed.get_driver_name()
    if backend not in ("postgresql", "sqlite"):
        _fail(
            f"DATABASE_URL names a {backend} database, which is not supported: use {SUPPORTED_URLS}"
        )
    if (backend, driver) not in (("postgresql", "psycopg"), ("sqlite", "pysqlite")):
        _fail(
            f"DATABASE_URL asks for the {driver} driver, which is not supported:"
            f" use {SUPPORTED_URLS}"
        )


def _describe(url: str) -> str:
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "<invalid URL>"


@contextmanager
def _errors(url: str) -> Iterator[None]:
    """Turn every error a user can cause into one line and exit code 1."""
    try:
        yield
    except MemoryServiceError as exc:
        _fail(str(exc))
    except ArgumentError as exc:
        _fail(f"DATABASE_URL is not a valid database URL ({_describe(url)}): {exc}")
    except SQLAlchemyError as exc:
        detail = str(getattr(exc, "orig", None) or exc).splitlines()[0]
        _fail(f"cannot use the database at {_describe(url)}: {detail}")
    except OSError as exc:
        _fail(str(exc))


def _open_service(settings: Settings) -> MemoryService:
    url = settings.database_url
    parsed = make_url(url)
    on_disk = parsed.get_backend_name() == "sqlite" and parsed.database not in (
        None,
        "",
        ":memory:",
    )
    if on_disk and not Path(str(parsed.database)).exists():
        _fail(
            f"no database at {parsed.database}: run `memory-worker migrate` "
            "(or `memory-worker demo`) first"
        )
    svc = MemoryService.from_settings(settings)
    svc.check_schema()
    return svc


@contextmanager
def _service(*, need_user: str | None = None) -> Iterator[MemoryService]:
    settings = _settings()
    with _errors(settings.database_url):
        svc = _open_service(settings)
        try:
            if need_user is not None and not svc.knows_user(need_user):
                _fail(f"unknown user {need_user!r}: nothing is stored for this user")
            yield svc
        finally:
            svc.close()


UserArg = Annotated[str, typer.Argument(help="The user id, as the chat app names it.")]


@app.command()
def migrate() -> None:
    """Upgrade the database at DATABASE_URL to the newest schema."""
    settings = _settings()
    with _errors(settings.database_url):
        db_migrate.upgrade(settings.database_url)
    out.print(f"{_describe(settings.database_url)} is at the newest schema", markup=False)


@app.command()
def demo(
    reset: Annotated[bool, typer.Option(help="Start from an empty database.")] = False,
    use_configured: Annotated[
        bool,
        typer.Option(
            "--use-configured",
            help="Write the demo users into the database at DATABASE_URL, through the broker"
            " at CELERY_BROKER_URL (and any worker listening there). Without it the demo only"
            " writes into memory.db in the current directory, which it creates, and refuses"
            " to run when DATABASE_URL or CELERY_BROKER_URL is set.",
        ),
    ] = False,
) -> None:
    """Run the whole pipeline on the embedded default (SQLite + an in-process worker).

    The demo never writes into a database it did not create unless --use-configured is given.
    """
    # Lazy: the demo builds a Celery app from settings; other commands never need it.
    from worker.demo import DemoRefusedError, run_demo  # noqa: PLC0415

    settings = _settings()
    with _errors(settings.database_url):
        try:
            run_demo(settings, console=out, reset=reset, use_configured=use_configured)
        except DemoRefusedError as exc:
            _fail(str(exc))


@app.command()
def ingest(
    file: Annotated[Path, typer.Argument(help="JSON list of {role, content} messages.")],
    user: Annotated[str, typer.Option("--user", help="Whose conversation it is.")],
    session: Annotated[
        str | None, typer.Option(help="Session id (default: from the file).")
    ] = None,
) -> None:
    """Learn from a transcript file as if the session had just ended."""
    messages = _read_transcript(file)
    session_id = session or f"ingest-{digest(messages)[:16]}"
    with _service() as svc:
        outcome = svc.ingest_conversation(user, messages, session_id)
    if outcome.repeat:
        said = f"{file} was ingested before for {user} ({outcome.skipped}); nothing changed"
    elif outcome.skipped:
        said = f"nothing to learn from {file}: {outcome.skipped}"
    else:
        said = f"remembered {outcome.memories_written} thing(s) for {user} from {file}"
    if outcome.trimmed:
        said += (
            f" (trimmed to the limits: the newest {MAX_MESSAGES:,} messages,"
            f" at most {MAX_MESSAGE_CHARS:,} characters each)"
        )
    out.print(said, markup=False, highlight=False, soft_wrap=True)


def _read_transcript(file: Path) -> list[Any]:
    try:
        return read_transcript(file)
    except TranscriptError as exc:
        _fail(str(exc))


@app.command()
def prompt(
    user: UserArg,
    budget: Annotated[int, typer.Option(min=0, help="Token budget of the block.")] = 2000,
    query: Annotated[str | None, typer.Option(help="What the session is about.")] = None,
) -> None:
    """Print the memory block a chat app would put in its system prompt."""
    with _service(need_user=user) as svc:
        block = svc.get_for_prompt(user, token_budget=budget, query=query)
    out.print(
        block or f"(nothing about {user} fits in {budget} tokens)", markup=False, highlight=False
    )


@app.command()
def show(
    user: UserArg,
    archived: Annotated[bool, typer.Option("--all", help="Include archived memories.")] = False,
) -> None:
    """Show what is remembered about a user (a table, or a list on a narrow terminal)."""
    with _service(need_user=user) as svc:
        memories = svc.list_memories(user, include_archived=archived)
    rows = [_memory_row(m) for m in memories]
    if out.width < NARROW:  # one memory per line pair: the words keep the whole width
        out.print(Text(f"What is remembered about {user}", style="bold"))
        for content, kind, source, confidence, seen, last, status in rows:
            out.print(f"- {content}", markup=False, highlight=False)
            details = f"{kind} · {source} · confidence {confidence} · seen {seen}x, last {last}"
            out.print(f"  {details} · {status}", style="dim", markup=False, highlight=False)
    else:
        # Text cells and title: what users wrote ("[redacted password]", "[/]") is not markup.
        table = Table(title=Text(f"What is remembered about {user}"), show_lines=False)
        for column in ("content", "type", "source", "confidence", "seen", "last seen", "status"):
            table.add_column(column, overflow="fold")
        for row, m in zip(rows, memories, strict=True):
            cells = [Text(cell) for cell in row]
            table.add_row(*cells, style="dim" if m.status == "archived" else None)
        out.print(table)
    if not memories:
        out.print("(no active memories; --all shows archived ones)")


NARROW = 90
"""Below this many columns `show` lists memories instead of drawing a table."""


def _memory_row(m: MemoryPublic) -> tuple[str, ...]:
    kind = ("critical " if m.critical else "") + m.entry_type
    seen = m.last_observed_at.strftime("%Y-%m-%d")
    return (m.content, kind, m.source, m.confidence, str(m.occurrences), seen, m.status)


@app.command()
def forget(
    user: UserArg,
    yes: Annotated[bool, typer.Option("--yes", help="Do not ask for confirmation.")] = False,
) -> None:
    """Erase everything stored about a user, in every table; signals sent before now (queued,
    retrying, buffered) then write nothing for them. A user with nothing stored yet is erased
    too: work already queued for them stands down."""
    with _service() as svc:
        known = svc.knows_user(user)
        question = (
            f"Erase everything stored about {user}?"
            if known
            else f"Nothing is stored about {user} yet. Erase them anyway, so that work queued"
            " for them writes nothing?"
        )
        if not yes and not typer.confirm(question, default=False):
            _fail("nothing was erased")
        counts = svc.forget_user(user)
    total = sum(counts.values())
    erased = ", ".join(f"{k} {v}" for k, v in counts.items() if v)
    if total:
        out.print(f"erased {total} row(s) about {user}: {erased}", markup=False)
    else:
        out.print(f"nothing was stored about {user}", markup=False, highlight=False)
    out.print(
        f"recorded the erasure: signals for {user} sent before now write nothing",
        markup=False,
        highlight=False,
    )


@app.command()
def export(
    user: UserArg,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to this file.")
    ] = None,
) -> None:
    """Export everything stored about a user as JSON."""
    with _service(need_user=user) as svc:
        data = svc.export_user(user)
    text = json.dumps(data, indent=2, ensure_ascii=False)
    if output is None:
        sys.stdout.write(text + "\n")
        return
    try:
        output.write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        _fail(f"cannot write {output}: {exc}")
    err.print(f"wrote {output}", markup=False)


@app.command()
def reembed(
    batch: Annotated[int, typer.Option(min=1, max=1024, help="Rows embedded per commit.")] = 128,
) -> None:
    """Embed every memory and episode whose vector is missing or made by another model.

    Resumable: each batch commits on its own, and a new run starts with what is still pending.
    """
    with _service() as svc:
        if svc.embedder is None:
            err.print("MEMORY_EMBEDDER is none: nothing to embed")
            return
        name = svc.embedder.name
        total = svc.reembed(
            batch=batch, progress=lambda user, n: err.print(f"{user}: {n}", markup=False)
        )
    out.print(f"embedded {total} rows with {name}")


@app.command()
def stats(
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Counts: users, memories, signals processed, failures, LLM tokens spent."""
    with _service() as svc:
        data = svc.stats()
    if as_json:
        sys.stdout.write(json.dumps(data, indent=2) + "\n")
        return
    _print_stats(data)


def _print_stats(data: dict[str, Any]) -> None:
    memories = data["memories"]
    out.print(f"users with memories: {data['users']}")
    out.print(f"memories: {memories['active']} active, {memories['archived']} archived")
    by_source = ", ".join(f"{k} {v}" for k, v in data["active_by_source"].items()) or "none"
    out.print(f"active by source: {by_source}")
    for kind, statuses in sorted(data["signals"].items()):
        out.print(f"signals {kind}: " + ", ".join(f"{s} {n}" for s, n in sorted(statuses.items())))
    out.print(f"failed signals: {data['failed_signals']}")
    out.print(f"rejected payloads: {data.get('rejected', 0)} (see `memory-worker rejected`)")
    tokens = data["llm_tokens"]
    out.print(f"LLM tokens: {tokens['input']} in, {tokens['output']} out")
    for period in ("today", "month"):
        cost = data["llm_cost"][period]
        out.print(
            f"LLM cost {'this month' if period == 'month' else period}: "
            f"${cost['cost_usd']:.4f} for {cost['calls']} calls; batch mode saved "
            f"${cost['batch_saving_usd']:.4f}; paid for and thrown away: "
            f"{cost['wasted_calls']} calls (${cost['wasted_usd']:.4f})"
        )
    queue = ", ".join(f"{k} {v}" for k, v in data["batch_queue"].items()) or "empty"
    out.print(f"batch queue: {queue}")


@app.command()
def rejected(
    limit: Annotated[int, typer.Option("--limit", "-n", help="How many, newest first.")] = 50,
    user: Annotated[str | None, typer.Option("--user", help="Only this user's.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Payloads the worker refused: when, which task, whose, and why (no user text)."""
    with _service() as svc:
        rows = svc.rejected(limit=limit, user_id=user)
    if as_json:
        sys.stdout.write(json.dumps([r.model_dump(mode="json") for r in rows], indent=2) + "\n")
        return
    if not rows:
        out.print("no rejected payloads")
        return
    table = Table("when", "task", "task id", "user", "ref", "reason")
    for r in rows:
        when = r.created_at.strftime("%Y-%m-%d %H:%M:%S")
        cells = (when, r.task_name, r.task_id or "", r.user_id or "", r.ref or "", r.reason)
        table.add_row(*(Text(cell) for cell in cells))
    out.print(table)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="Port to listen on.")] = 8080,
    workers: Annotated[int, typer.Option(min=1, help="Server processes (about one a core).")] = 1,
) -> None:
    """Serve the HTTP API and the Context page (needs MEMORY_API_TOKEN)."""
    from api.server import serve as run_server  # noqa: PLC0415 - only this command needs it
    from api.settings import ApiSettings  # noqa: PLC0415

    settings = _settings()
    api = _configured(ApiSettings)
    with _errors(settings.database_url):
        run_server(host=host, port=port, workers=workers, api=api)


@app.command()
def token(
    user: UserArg,
    ttl: Annotated[int | None, typer.Option(min=1, help="Lifetime in seconds.")] = None,
) -> None:
    """Print a short-lived user token (needs MEMORY_API_SIGNING_KEY) for the Context page."""
    from api.settings import ApiSettings  # noqa: PLC0415 - only this command needs it
    from api.tokens import user_token  # noqa: PLC0415

    settings = _settings()
    api = _configured(ApiSettings)
    with _errors(settings.database_url):
        sys.stdout.write(user_token(user, ttl_s=ttl, settings=api) + "\n")


def main() -> None:
    """Console-script entry point."""
    app()


if __name__ == "__main__":
    main()
