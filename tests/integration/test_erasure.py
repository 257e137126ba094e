"""Erasure: a signal sent before it writes nothing; the raw bytes of every table forget the user."""

from __future__ import annotations

import logging
import sqlite3
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, inspect, text

from db import engine as engine_module
from db import migrate
from memory_service import MemoryService
from memory_service.erasure import ErasedUserError, signal_sent_at, user_hash

SECRET = "zanzibar"


def _session(text_: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text_}, {"role": "assistant", "content": "Noted."}]


SIGNALS: dict[str, Callable[[MemoryService, str, str], Any]] = {
    "conversation": lambda s, u, tag: s.process_conversation(
        u, _session(f"I live in {SECRET}{tag}. I'm allergic to peanuts."), f"s-{tag}"
    ),
    "session_activity": lambda s, u, tag: s.session_activity(
        u, f"open-{tag}", _session(f"My cat is called {SECRET}{tag}.")
    ),
    "close_session": lambda s, u, tag: s.close_session(u, f"open-{tag}"),
    "feedback": lambda s, u, tag: s.process_feedback(
        u, f"d-{tag}", f"Hello,\n\n{SECRET} report.", f"{SECRET} report."
    ),
    "activity": lambda s, u, tag: s.record_activity(u, "note", summary=f"{SECRET}{tag}"),
    "patterns": lambda s, u, tag: s.process_patterns(u),
    "direct write": lambda s, u, tag: s.write(
        u,
        kind="conversation",
        ref=f"w-{tag}",
        candidates=[{"key": "note.x", "content": f"Visited {SECRET}", "entry_type": "fact"}],
    ),
}


@pytest.mark.parametrize("kind", sorted(SIGNALS))
def test_a_signal_sent_before_the_erasure_writes_nothing_and_one_sent_after_does(
    svc: MemoryService, user_id: str, kind: str
) -> None:
    signal = SIGNALS[kind]
    svc.session_activity(user_id, "open-before", _session(f"I live in {SECRET}ville."))
    sent_before = datetime.now(UTC)
    svc.forget_user(user_id)
    with signal_sent_at(sent_before), pytest.raises(ErasedUserError, match="erased"):
        signal(svc, user_id, "before")
    assert not svc.knows_user(user_id)
    # The session buffered before the erasure went with it: closing it now finds nothing.
    with signal_sent_at(datetime.now(UTC) + timedelta(seconds=1)):
        assert svc.close_session(user_id, "open-before").memories_written == 0
        svc.session_activity(user_id, "open-after", _session(f"I live in {SECRET}town."))
    assert svc.knows_user(user_id)


def test_the_tombstone_holds_a_hash_and_moves_forward_with_each_erasure(
    svc: MemoryService, user_id: str
) -> None:
    svc.forget_user(user_id)
    first = _erased_at(svc.engine, user_id)
    svc.forget_user(user_id)
    second = _erased_at(svc.engine, user_id)
    assert first is not None and second is not None and second >= first
    with svc.engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM erasure")).scalar_one() >= 1
        stored = conn.execute(text("SELECT user_hash FROM erasure")).scalars().all()
    assert user_id not in stored and user_hash(user_id) in stored


def _erased_at(engine: Engine, user_id: str) -> Any:
    with engine.connect() as conn:
        return conn.execute(
            text("SELECT erased_at FROM erasure WHERE user_hash = :h"), {"h": user_hash(user_id)}
        ).scalar()


def _fill(svc: MemoryService, user: str, secret: str) -> None:
    for i in range(12):  # enough statements for several FTS5 segments
        svc.process_conversation(
            user,
            _session(f"I visited {secret} in May {2000 + i}. My brother lives in {secret} too."),
            f"s{i}",
        )
    svc.process_conversation(user, _session(f"I'm allergic to {secret} nuts."), "s-allergy")
    svc.record_activity(user, "note", summary=secret, metadata={"w": secret})
    svc.session_activity(user, "open", _session(f"My cat is called {secret}."))
    svc.process_feedback(user, "d1", f"Hello,\n\n{secret} report.", f"{secret} report.")


def _raw_hits(engine: Engine, needles: list[str]) -> list[str]:
    """Every column of every table, shadow tables included, scanned as raw bytes."""
    hits = []
    with engine.connect() as conn:
        if engine.dialect.name == "sqlite":
            names = conn.execute(
                text("SELECT name FROM sqlite_master WHERE type = 'table'")
            ).scalars()
            for name in [n for n in names if n != "episode_fts"]:  # the virtual table reads
                columns = [c["name"] for c in inspect(conn).get_columns(name)]  # its shadows
                for column, needle in [(c, n) for c in columns for n in needles]:
                    found = conn.execute(
                        text(f'SELECT count(*) FROM "{name}" WHERE instr(hex("{column}"), :n) > 0'),
                        {"n": needle.encode().hex().upper()},
                    ).scalar_one()
                    if found:
                        hits.append(f"{name}.{column}")
        else:
            names = inspect(conn).get_table_names()
            for name, needle in [(n, x) for n in names for x in needles]:
                # The whole row as text: every column, the tsvector included.
                found = conn.execute(
                    text(f'SELECT count(*) FROM "{name}" AS t WHERE strpos(t::text, :n) > 0'),
                    {"n": needle},
                ).scalar_one()
                if found:
                    hits.append(name)
    return hits


def test_after_forget_user_no_byte_of_any_table_holds_their_words(
    svc: MemoryService, user_id: str
) -> None:
    secret = SECRET + "".join(chr(97 + int(c, 16)) for c in uuid.uuid4().hex[:8])
    _fill(svc, user_id, secret)
    other = f"other-{uuid.uuid4().hex[:12]}"
    svc.process_conversation(other, _session("I live in Reykjavik."), "o1")
    needles = [secret, user_id]
    assert _raw_hits(svc.engine, needles), "the scan must see the words before the erasure"
    svc.forget_user(user_id)
    assert _raw_hits(svc.engine, needles) == []
    assert "Reykjavik" in svc.get_for_prompt(other)
    assert [e.content for e in svc.recall_episodes(other, "Reykjavik")]


def _rejected_rows(engine: Engine, *, task_id: str) -> list[Any]:
    with engine.connect() as conn:
        return list(
            conn.execute(
                text("SELECT user_id, ref, reason FROM rejected_payload WHERE task_id = :t"),
                {"t": task_id},
            ).all()
        )


def test_a_rejected_payload_is_known_exported_and_erased_with_the_user(
    svc: MemoryService, user_id: str
) -> None:
    task_id = str(uuid.uuid4())
    kwargs = {"user_id": user_id, "session_id": "s-bad", "messages": "not a list"}
    svc.record_rejected("memory.process_conversation", task_id, kwargs, "messages: not a list")
    assert svc.knows_user(user_id)
    [row] = svc.export_user(user_id)["tables"]["rejected_payload"]
    assert (row["task_id"], row["user_id"], row["ref"]) == (task_id, user_id, "s-bad")
    assert svc.forget_user(user_id)["rejected_payload"] == 1
    assert not svc.knows_user(user_id)
    assert _rejected_rows(svc.engine, task_id=task_id) == []


def test_a_payload_rejected_after_the_erasure_it_was_sent_before_keeps_no_id(
    svc: MemoryService, user_id: str
) -> None:
    svc.add_memory(user_id, f"Lives in {SECRET}")
    sent_before = datetime.now(UTC)
    svc.forget_user(user_id)
    late, fresh = str(uuid.uuid4()), str(uuid.uuid4())
    kwargs = {"user_id": user_id, "session_id": "s-late", "messages": [{"role": "system"}]}
    with signal_sent_at(sent_before):
        svc.record_rejected("memory.process_conversation", late, kwargs, "messages.0.role")
    assert not svc.knows_user(user_id)
    [(who, ref, reason)] = _rejected_rows(svc.engine, task_id=late)
    assert (who, ref) == (None, None)
    assert "erasure" in reason and "messages.0.role" in reason
    assert _raw_hits(svc.engine, [user_id, "s-late"]) == []
    # One sent after the erasure is the user's again, ids and all.
    with signal_sent_at(datetime.now(UTC) + timedelta(seconds=1)):
        svc.record_rejected("memory.process_conversation", fresh, kwargs, "messages.0.role")
    assert _rejected_rows(svc.engine, task_id=fresh) == [(user_id, "s-late", "messages.0.role")]
    assert svc.knows_user(user_id)


def _file_hits(database: Path, needles: list[str]) -> dict[str, list[str]]:
    """Which of the needles each file of the database (main, -wal, -shm) holds, as raw bytes."""
    hits = {}
    for path in sorted(database.parent.glob(database.name + "*")):
        data = path.read_bytes()
        hits[path.name] = [n for n in needles if n.encode() in data]
    return hits


def _checkpoint(database: Path) -> None:
    """Copy the log into the database file, from a connection of another program."""
    conn = sqlite3.connect(database, isolation_level=None)
    try:
        conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
    finally:
        conn.close()


@pytest.fixture
def sqlite_file(tmp_path: Path) -> Path:
    """A migrated SQLite database of the test's own (its files are scanned whole)."""
    path = tmp_path / "memory.db"
    migrate.upgrade(f"sqlite:///{path}")
    return path


def test_on_sqlite_no_byte_of_the_erased_users_words_stays_in_the_files(
    sqlite_file: Path, user_id: str
) -> None:
    svc = MemoryService(f"sqlite:///{sqlite_file}")
    other = MemoryService(f"sqlite:///{sqlite_file}")  # another pool, kept open throughout
    try:
        secret = SECRET + "".join(chr(97 + int(c, 16)) for c in uuid.uuid4().hex[:8])
        _fill(svc, user_id, secret)
        other.process_conversation("neighbour", _session("I live in Reykjavik."), "n1")
        assert other.get_for_prompt(user_id)  # the other pool has read the user too
        needles = [secret, user_id]
        _checkpoint(sqlite_file)  # the words are in the database file's pages, not only the log
        assert _file_hits(sqlite_file, needles)[sqlite_file.name] == needles
        svc.forget_user(user_id)
        hits = _file_hits(sqlite_file, needles)
        assert hits == {name: [] for name in hits}
        assert (sqlite_file.parent / f"{sqlite_file.name}-wal").stat().st_size == 0
        _checkpoint(sqlite_file)  # whatever the log still held now reaches the file
        hits = _file_hits(sqlite_file, needles)
        assert hits == {name: [] for name in hits}
        assert "Reykjavik" in other.get_for_prompt("neighbour")
    finally:
        svc.close()
        other.close()


def test_on_sqlite_a_reader_holding_the_log_delays_its_truncation_to_a_later_checkpoint(
    sqlite_file: Path, user_id: str, monkeypatch: pytest.MonkeyPatch, caplog: Any
) -> None:
    monkeypatch.setattr(engine_module, "WAL_CHECKPOINT_WAIT_MS", 200, raising=False)
    svc = MemoryService(f"sqlite:///{sqlite_file}")
    try:
        secret = SECRET + "".join(chr(97 + int(c, 16)) for c in uuid.uuid4().hex[:8])
        _fill(svc, user_id, secret)
        reader = sqlite3.connect(sqlite_file, isolation_level=None)
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM user_context").fetchone()  # a snapshot from before
        with caplog.at_level(logging.WARNING, logger="memory_service.operations"):
            svc.forget_user(user_id)  # returns: the reader is not waited for beyond the bound
        assert "could not be truncated" in caplog.text and secret not in caplog.text
        assert not svc.knows_user(user_id)  # gone from every query at once
        reader.execute("COMMIT")
        reader.close()
        svc.cleanup()  # the daily retention truncates the log again
        hits = _file_hits(sqlite_file, [secret, user_id])
        assert hits == {name: [] for name in hits}
    finally:
        svc.close()
