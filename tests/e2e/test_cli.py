"""The `memory-worker` command line against real databases, error cases included."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from typer.testing import CliRunner

from db import migrate as db_migrate
from devtools.services import free_port
from memory_service import MemoryService
from memory_service.erasure import ErasedUserError, signal_sent_at, user_hash
from worker.cli import app

runner = CliRunner()

TRANSCRIPT = [
    {"role": "user", "content": "Hello! I'm allergic to peanuts, badly."},
    {"role": "assistant", "content": "Noted, no peanuts."},
    {"role": "user", "content": "I'm allergic to sesame too."},
]


def run(url: str, *args: str, input_: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(
        app, list(args), env={"DATABASE_URL": url, "COLUMNS": "200"}, input=input_
    )
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def transcript(tmp_path: Path) -> Path:
    path = tmp_path / "session.json"
    path.write_text(json.dumps(TRANSCRIPT))
    return path


def test_ingest_then_show_prompt_export_and_stats(
    db_url: str, user_id: str, transcript: Path
) -> None:
    code, stdout, _ = run(db_url, "ingest", str(transcript), "--user", user_id)
    assert code == 0 and "remembered 2" in stdout
    code, stdout, _ = run(db_url, "ingest", str(transcript), "--user", user_id)
    assert code == 0 and "ingested before" in stdout

    code, stdout, _ = run(db_url, "show", user_id)
    assert code == 0
    assert "Allergic to peanuts" in stdout and "critical fact" in stdout

    code, stdout, _ = run(db_url, "prompt", user_id, "--budget", "200", "--query", "snacks")
    assert code == 0 and "peanuts" in stdout.lower()

    code, stdout, _ = run(db_url, "export", user_id)
    exported = json.loads(stdout)
    assert code == 0 and {m["content"] for m in exported["memories"]} >= {"Allergic to peanuts"}

    code, stdout, _ = run(db_url, "stats", "--json")
    stats = json.loads(stdout)
    assert code == 0 and stats["memories"]["active"] >= 2
    assert stats["signals"]["conversation"]["done"] >= 1

    code, stdout, _ = run(db_url, "stats")
    assert code == 0 and "failed signals:" in stdout and "LLM tokens:" in stdout


def test_export_writes_a_file(db_url: str, user_id: str, transcript: Path, tmp_path: Path) -> None:
    run(db_url, "ingest", str(transcript), "--user", user_id)
    target = tmp_path / "export.json"
    code, _, _ = run(db_url, "export", user_id, "--output", str(target))
    assert code == 0
    assert json.loads(target.read_text())["user_id"] == user_id


def test_forget_asks_for_confirmation_unless_yes(
    db_url: str, user_id: str, transcript: Path
) -> None:
    run(db_url, "ingest", str(transcript), "--user", user_id)
    code, _, stderr = run(db_url, "forget", user_id, input_="n\n")
    assert code == 1 and "nothing was erased" in stderr
    assert MemoryService(db_url).knows_user(user_id)
    code, stdout, _ = run(db_url, "forget", user_id, input_="y\n")
    assert code == 0 and "erased" in stdout
    assert not MemoryService(db_url).knows_user(user_id)
    run(db_url, "ingest", str(transcript), "--user", user_id)
    code, _, _ = run(db_url, "forget", user_id, "--yes")
    assert code == 0 and not MemoryService(db_url).knows_user(user_id)


@pytest.mark.parametrize("command", ["show", "prompt", "export"])
def test_an_unknown_user_is_one_clear_line(db_url: str, user_id: str, command: str) -> None:
    code, _, stderr = run(db_url, command, user_id)
    assert code == 1
    assert stderr.strip().splitlines() == [
        f"error: unknown user '{user_id}': nothing is stored for this user"
    ]


def test_forget_of_a_user_with_nothing_stored_records_the_erasure(
    db_url: str, user_id: str, transcript: Path
) -> None:
    """As `DELETE /v1/users/{id}`: work queued for a user not yet written stands down."""
    sent_before = datetime.now(UTC)
    code, _, stderr = run(db_url, "forget", user_id, input_="n\n")
    assert code == 1 and "nothing was erased" in stderr
    assert _erased_at(db_url, user_id) is None
    code, stdout, _ = run(db_url, "forget", user_id, "--yes")
    assert code == 0
    assert f"nothing was stored about {user_id}" in stdout
    assert "recorded the erasure" in stdout
    assert _erased_at(db_url, user_id) is not None
    svc = MemoryService(db_url)
    try:
        with signal_sent_at(sent_before), pytest.raises(ErasedUserError):
            svc.ingest_conversation(user_id, TRANSCRIPT, "queued-before")
        assert not svc.knows_user(user_id)
    finally:
        svc.close()
    code, stdout, _ = run(db_url, "ingest", str(transcript), "--user", user_id)
    assert code == 0 and "remembered 2" in stdout  # sent after it: written


def _erased_at(url: str, user_id: str) -> Any:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return conn.execute(
                text("SELECT erased_at FROM erasure WHERE user_hash = :h"),
                {"h": user_hash(user_id)},
            ).scalar()
    finally:
        engine.dispose()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file"),
        ("{not json", "is not valid JSON"),
        ('{"role": "user"}', "must hold a JSON list"),
        ('[{"role": "robot", "content": "hi"}]', "messages.0.role"),
        ('[{"role": "user", "content": 42}]', "messages.0.content"),
        ("[" * 50_000 + "]" * 50_000, "nested too deeply"),
        ('[{"role": "user", "content": "hi", "n": ' + "9" * 5_000 + "}]", "4,300 digits"),
    ],
)
def test_a_bad_transcript_file_is_one_clear_line(
    db_url: str, user_id: str, tmp_path: Path, content: str | None, message: str
) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    code, _, stderr = run(db_url, "ingest", str(path), "--user", user_id)
    assert code == 1
    assert len(stderr.strip().splitlines()) == 1 and message in stderr
    assert "Traceback" not in stderr


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["token", "maya"], {"MEMORY_API_TOKEN_TTL_S": "0"}, "memory_api_token_ttl_s"),
        (["token", "maya"], {"MEMORY_API_TOKEN_TTL_S": "abc"}, "memory_api_token_ttl_s"),
        (["token", "maya"], {"MEMORY_API_SIGNING_KEY": ""}, "MEMORY_API_SIGNING_KEY"),
        (["token", "maya"], {"MEMORY_API_SIGNING_KEY": "  "}, "MEMORY_API_SIGNING_KEY"),
        (["serve"], {"MEMORY_API_MAX_BODY_BYTES": "100"}, "memory_api_max_body_bytes"),
        (["stats"], {"MEMORY_PRICES": "nope"}, "memory_prices"),
    ],
)
def test_a_bad_setting_is_one_clear_line(
    sqlite_url: str, args: list[str], env: dict[str, str], message: str
) -> None:
    given = {"MEMORY_API_TOKEN": "a-service-token-0123456789", "MEMORY_API_SIGNING_KEY": "k" * 32}
    result = runner.invoke(app, args, env={"DATABASE_URL": sqlite_url, **given, **env})
    assert result.exit_code == 1, result.output
    assert len(result.stderr.strip().splitlines()) == 1 and message in result.stderr
    assert isinstance(result.exception, SystemExit)  # an exit, not an uncaught exception
    assert "Traceback" not in result.stderr


def test_show_prints_what_users_wrote_literally(db_url: str, user_id: str) -> None:
    odd_user = f"{user_id}[red]"
    svc = MemoryService(db_url)
    svc.add_memory(odd_user, "My wifi password is hunter2hunter2", "fact")
    svc.add_memory(odd_user, "Likes the band [/] and [bold]loud[/bold] music", "preference")
    svc.close()
    for columns in ("200", "60"):  # the table, and the list a narrow terminal gets
        result = runner.invoke(
            app, ["show", odd_user], env={"DATABASE_URL": db_url, "COLUMNS": columns}
        )
        assert result.exit_code == 0, result.output
        flat = " ".join(result.stdout.split())
        assert "My wifi password is [redacted password]" in flat
        assert "Likes the band [/] and [bold]loud[/bold] music" in flat
        assert f"What is remembered about {odd_user}" in flat


def test_ingesting_an_oversized_transcript_trims_it_and_says_so(
    db_url: str, user_id: str, tmp_path: Path
) -> None:
    path = tmp_path / "many.json"
    said = {"role": "user", "content": "I am allergic to peanuts. " + "x" * 32_000}
    path.write_text(json.dumps([{"role": "assistant", "content": "hi"}] * 2_000 + [said]))
    code, stdout, stderr = run(db_url, "ingest", str(path), "--user", user_id)
    assert code == 0, stderr
    assert "remembered 1 thing(s)" in stdout and "trimmed to the limits" in stdout
    code, stdout, _ = run(db_url, "show", user_id)
    assert "Allergic to peanuts" in stdout


def test_an_unreachable_database_is_one_clear_line(user_id: str) -> None:
    url = f"postgresql+psycopg://nobody@127.0.0.1:{free_port()}/memory"
    for args in (["show", user_id], ["stats"], ["migrate"]):
        code, _, stderr = run(url, *args)
        assert code == 1, args
        assert len(stderr.strip().splitlines()) == 1
        assert "database" in stderr and "Traceback" not in stderr


def test_missing_migrations_are_one_clear_line(
    tmp_path: Path, new_pg_database: Callable[[], str], user_id: str
) -> None:
    empty_sqlite = tmp_path / "empty.db"
    empty_sqlite.touch()
    for url in (f"sqlite:///{empty_sqlite}", new_pg_database()):
        code, _, stderr = run(url, "show", user_id)
        assert code == 1
        assert "not migrated" in stderr and "memory-worker migrate" in stderr
    code, _, stderr = run(f"sqlite:///{tmp_path / 'absent.db'}", "stats")
    assert code == 1 and "no database at" in stderr
    assert not (tmp_path / "absent.db").exists()


def test_migrate_makes_a_fresh_database_usable(tmp_path: Path, user_id: str) -> None:
    url = f"sqlite:///{tmp_path / 'fresh.db'}"
    code, stdout, _ = run(url, "migrate")
    assert code == 0 and "newest schema" in stdout
    code, _, stderr = run(url, "show", user_id)
    assert code == 1 and "unknown user" in stderr


def test_an_invalid_database_url_is_one_clear_line(user_id: str) -> None:
    code, _, stderr = run("not-a-url", "show", user_id)
    assert code == 1 and "DATABASE_URL" in stderr and "Traceback" not in stderr


def test_the_demo_runs_on_the_embedded_default_and_rerunning_changes_nothing(
    tmp_path: Path,
) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DATABASE_URL", "CELERY_BROKER_URL", "ANTHROPIC_API_KEY"}
    }
    env["COLUMNS"] = "160"
    script = str(Path(sys.executable).parent / "memory-worker")

    def demo() -> str:
        done = subprocess.run(
            [script, "demo"],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    first = demo()
    assert (tmp_path / "memory.db").exists()
    assert "extractor rules" in first and "broker memory://" in first
    assert "Allergic to peanuts" in first and "critical fact" in first
    assert "Skip the greeting" in first and "Mondays at about 9am" in first
    assert "get_for_prompt('maya', token_budget=300):" in first
    url = f"sqlite:///{tmp_path / 'memory.db'}"
    before = MemoryService(url).export_user("maya")["memories"]
    demo()
    after = MemoryService(url).export_user("maya")["memories"]
    assert [(m["content"], m["occurrences"]) for m in after] == [
        (m["content"], m["occurrences"]) for m in before
    ]


def test_the_demo_uses_postgres_and_redis_when_they_are_configured(
    tmp_path: Path, new_pg_database: Callable[[], str], redis_url: str
) -> None:
    url = new_pg_database()
    env = {k: v for k, v in os.environ.items() if k != "ANTHROPIC_API_KEY"}
    env.update(
        DATABASE_URL=url, CELERY_BROKER_URL=redis_url.rsplit("/", 1)[0] + "/14", COLUMNS="160"
    )
    done = subprocess.run(
        [str(Path(sys.executable).parent / "memory-worker"), "demo", "--use-configured"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "broker redis://" in done.stdout and "postgresql+psycopg://" in done.stdout
    assert not (tmp_path / "memory.db").exists()
    assert any(m.content == "Allergic to peanuts" for m in MemoryService(url).list_memories("maya"))


def cli(*args: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """The installed `memory-worker` command, as a user runs it."""
    return subprocess.run(
        [str(Path(sys.executable).parent / "memory-worker"), *args],
        cwd=cwd,
        env={**os.environ, "COLUMNS": "200", **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@pytest.mark.parametrize(
    ("url", "named"),
    [
        ("postgresql+psycopg2://memory:secret@localhost/memory", "psycopg2 driver"),
        ("mysql://memory:secret@localhost/memory", "mysql database"),
        ("mysql+pymysql://memory:secret@localhost/memory", "mysql database"),
    ],
)
def test_an_unsupported_database_or_driver_is_one_line_naming_it(
    tmp_path: Path, url: str, named: str
) -> None:
    done = cli("show", "bob", env={"DATABASE_URL": url}, cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert named in done.stderr and "postgresql+psycopg://" in done.stderr
    assert "secret" not in done.stderr


def test_ingesting_a_lone_surrogate_is_one_line_naming_where_it_is(
    db_url: str, user_id: str, tmp_path: Path
) -> None:
    path = tmp_path / "bad.json"
    path.write_text('[{"role": "user", "content": "I live in \\ud800 Madrid"}]', encoding="utf-8")
    done = cli("ingest", str(path), "--user", user_id, env={"DATABASE_URL": db_url}, cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "message 0" in done.stderr and "'content'" in done.stderr
    assert "U+D800" in done.stderr
    assert not MemoryService(db_url).knows_user(user_id)


def demo_env(**given: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "CELERY_BROKER_URL"}}
    env.pop("ANTHROPIC_API_KEY", None)
    return env | {"COLUMNS": "160"} | given


def test_the_demo_refuses_a_configured_database_and_broker_unless_told(
    tmp_path: Path, new_pg_database: Callable[[], str], redis_url: str
) -> None:
    url = new_pg_database()
    broker = redis_url.rsplit("/", 1)[0] + "/13"
    script = str(Path(sys.executable).parent / "memory-worker")
    for given in ({"DATABASE_URL": url}, {"CELERY_BROKER_URL": broker}):
        done = subprocess.run(
            [script, "demo"],
            cwd=tmp_path,
            env=demo_env(**given),
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert done.returncode == 1 and "--use-configured" in done.stderr, done.stderr
        assert next(iter(given)) in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "memory.db").exists()
    db_migrate.upgrade(url)
    assert MemoryService(url).list_memories("maya") == []
    help_text = subprocess.run(
        [script, "demo", "--help"], env=demo_env(), capture_output=True, text=True, check=True
    ).stdout
    assert "--use-configured" in help_text and "DATABASE_URL" in help_text


def test_the_demo_leaves_a_memory_db_it_did_not_create_untouched(tmp_path: Path) -> None:
    theirs = tmp_path / "memory.db"
    url = f"sqlite:///{theirs}"
    db_migrate.upgrade(url)
    MemoryService(url).process_conversation(
        "ann", [{"role": "user", "content": "I am allergic to peanuts."}], "s1"
    )
    before = theirs.read_bytes()
    script = str(Path(sys.executable).parent / "memory-worker")
    for args in (["demo"], ["demo", "--reset"]):
        done = subprocess.run(
            [script, *args],
            cwd=tmp_path,
            env=demo_env(),
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert done.returncode == 1 and "not created by the demo" in done.stderr, done.stderr
    assert theirs.read_bytes() == before
    assert not MemoryService(url).knows_user("maya")
