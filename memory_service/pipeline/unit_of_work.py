"""Transactions and the exactly-once ledger protocol.

A signal's effects and its ledger row commit in one transaction holding the user's write lock:
Celery delivers at least once, and the ledger row (unique per user, kind, ref and content hash)
makes the effect happen once. Every signal that wrote something also leaves a `memory_written`
activity event in that transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError, ProgrammingError
from sqlalchemy.orm import Session, sessionmaker

from db import activity, ledger, migrate
from db.locks import begin_write, lock_user
from db.tables import SignalLedger, UserContext
from memory_service.erasure import refuse_if_erased
from memory_service.errors import DatabaseUnavailableError, SchemaNotReadyError
from memory_service.pipeline.signal import SOURCE_OF_KIND, Build, Signal
from memory_service.pipeline.writer import Writer
from memory_service.recall.embeddings import Embedder
from memory_service.schemas import SignalOutcome
from memory_service.tuning import MemoryConfig

MAX_DETAIL_CHARS = 2000
MEMORY_WRITTEN = "memory_written"
"""The activity event every signal that wrote something leaves."""
_MISSING_SCHEMA = ("no such table", "undefinedtable", "does not exist")


def _missing_schema(exc: DBAPIError) -> bool:
    text = f"{type(exc.orig).__name__} {exc.orig}".lower()
    return any(marker in text for marker in _MISSING_SCHEMA) and "database" not in text


@contextmanager
def db_errors() -> Iterator[None]:
    """Map SQLAlchemy errors to SchemaNotReadyError or DatabaseUnavailableError (retry)."""
    try:
        yield
    except (OperationalError, InterfaceError, ProgrammingError) as exc:
        if _missing_schema(exc):
            raise SchemaNotReadyError(
                "the database is not migrated: run `memory-worker migrate`"
            ) from exc
        if isinstance(exc, ProgrammingError):
            raise
        raise DatabaseUnavailableError(f"database unavailable: {exc.orig}") from exc
    except DBAPIError as exc:
        if exc.connection_invalidated:
            raise DatabaseUnavailableError(f"database connection lost: {exc.orig}") from exc
        raise


def require_schema(engine: Engine) -> None:
    """Raise SchemaNotReadyError unless the database is at this version's schema."""
    with db_errors():
        current = migrate.current_revision(engine)
    head = migrate.head_revision()
    if current != head:
        state = "not migrated" if current is None else f"at revision {current}, not {head}"
        raise SchemaNotReadyError(f"the database is {state}: run `memory-worker migrate`")


class Prior(NamedTuple):
    """What an earlier processing of a signal left: its outcome when final, its LLM calls."""

    outcome: SignalOutcome | None
    llm_calls: int


class UnitOfWork:
    """Opens the service's transactions and applies signals exactly once."""

    def __init__(
        self,
        sessions: sessionmaker[Session],
        *,
        config: MemoryConfig,
        clock: Callable[[], datetime],
        embedder: Embedder | None = None,
    ) -> None:
        self._sessions = sessions
        self.config = config
        self.clock = clock
        self.embedder = embedder
        self.after_commit: Callable[[UnitOfWork, str], None] | None = None
        """Run after each signal's transaction commits (the embedding of its new rows)."""

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A session for reading."""
        with db_errors(), self._sessions() as session:
            yield session

    @contextmanager
    def write(self, user_id: str) -> Iterator[Session]:
        """One transaction holding the user's write lock; commits on success.

        A signal sent before the user's latest erasure is refused here (`ErasedUserError`).
        """
        with db_errors(), self._sessions() as session, session.begin():
            begin_write(session)
            lock_user(session, user_id=user_id)
            refuse_if_erased(session, user_id=user_id)
            yield session

    @contextmanager
    def write_any(self) -> Iterator[Session]:
        """One writing transaction not tied to a user (housekeeping); commits on success."""
        with db_errors(), self._sessions() as session, session.begin():
            begin_write(session)
            yield session

    def prior(self, signal: Signal, *, with_calls: bool = False) -> Prior:
        """An earlier processing's outcome, if any; with `with_calls`, the LLM calls made so far."""
        with self.read() as session:
            row = _ledger_row(session, signal)
            if row is not None:
                return Prior(_repeat(row), row.llm_calls)
            return Prior(None, ledger.llm_calls(session, signal=signal.id) if with_calls else 0)

    def count_llm_call(self, signal: Signal) -> None:
        """Count one LLM call for the signal, committed before the call is made."""
        with self.write(signal.user_id) as session:
            ledger.count_llm_call(session, signal=signal.id, at=self.clock())

    def apply(self, signal: Signal, build: Build) -> SignalOutcome:
        """Apply a signal exactly once: ledger check, proposals, ledger row, all in one commit."""
        now = self.clock()
        with self.write(signal.user_id) as session:
            row = _ledger_row(session, signal)
            if row is not None:
                return _repeat(row)
            batch = build(session)
            source = SOURCE_OF_KIND[signal.kind]
            writer = Writer(
                session,
                signal=signal,
                source=source,
                config=self.config,
                now=now,
                embedder=self.embedder,
            )
            writer.load(batch.proposals, batch.archive_ids)
            for memory_id in batch.archive_ids:
                writer.archive_by_id(memory_id, reason=batch.archive_reason)
            result = writer.apply(batch.proposals)
            if batch.after is not None:
                batch.after(session, [(p.candidate.excerpt, mid) for p, mid in result.landed])
            if result.written or result.archived:
                _log_written(session, signal, source, result.touched, now)
            outcome = SignalOutcome(
                memories_written=result.written,
                skipped=batch.skipped,
                input_tokens=batch.input_tokens,
                output_tokens=batch.output_tokens,
            )
            status = "skipped" if batch.skipped else "done"
            counts = outcome.model_dump(
                include={"memories_written", "input_tokens", "output_tokens"}
            )
            _add_ledger_row(
                session,
                signal,
                status=status,
                at=now,
                llm_calls=batch.llm_calls,
                **counts,
                detail=batch.skipped,
            )
        if self.after_commit is not None:
            self.after_commit(self, signal.user_id)
        return outcome

    def apply_once(self, signal: Signal, effect: Callable[[Session], None]) -> bool:
        """Run `effect` and record the signal, unless it was recorded before; True if it ran."""
        now = self.clock()
        with self.write(signal.user_id) as session:
            if _ledger_row(session, signal) is not None:
                return False
            effect(session)
            _add_ledger_row(session, signal, status="done", at=now)
        return True

    def record_failure(
        self, signal: Signal, reason: str, *, tokens: tuple[int, int] = (0, 0), llm_calls: int = 0
    ) -> None:
        """Record a signal that failed for good, so a redelivery does not try (and pay) again."""
        now = self.clock()
        with self.write(signal.user_id) as session:
            if _ledger_row(session, signal) is None:
                _add_ledger_row(
                    session,
                    signal,
                    status="failed",
                    at=now,
                    input_tokens=tokens[0],
                    output_tokens=tokens[1],
                    llm_calls=llm_calls,
                    detail=reason[:MAX_DETAIL_CHARS],
                )


def _ledger_row(session: Session, signal: Signal) -> SignalLedger | None:
    return ledger.ledger_entry(session, signal=signal.id)


def _add_ledger_row(
    session: Session, signal: Signal, *, status: str, at: datetime, **counts: Any
) -> None:
    """The signal's ledger row; its LLM call count, now held there, is dropped."""
    ledger.add_ledger(session, signal=signal.id, status=status, at=at, **counts)
    if counts.get("llm_calls"):
        ledger.forget_llm_calls(session, signal=signal.id)


def _repeat(row: SignalLedger) -> SignalOutcome:
    reason = "already processed"
    if row.status == "failed":
        reason = f"failed earlier: {row.detail}" if row.detail else "failed earlier"
    elif row.status == "skipped" and row.detail:
        reason = f"already processed ({row.detail})"
    return SignalOutcome(memories_written=0, skipped=reason, repeat=True)


def _log_written(
    session: Session,
    signal: Signal,
    source: str,
    touched: Sequence[UserContext],
    now: datetime,
) -> None:
    """Every signal that wrote something leaves a `memory_written` event."""
    first = touched[0].content if touched else ""
    summary = f"Noted: {first[:60]}" + ("..." if len(first) > 60 else "")
    activity.add_activity(
        session,
        user_id=signal.user_id,
        event_type=MEMORY_WRITTEN,
        occurred_at=now,
        created_at=now,
        summary=summary,
        details={
            "keys": sorted({row.key for row in touched}),
            "source": source,
            "signal_kind": signal.kind,
            "signal_ref": signal.ref,
            "count": len(touched),
        },
    )
