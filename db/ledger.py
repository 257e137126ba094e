"""Queries for the signal ledger (the exactly-once record) and for the LLM calls of signals still
under way (their call budget across retries). Keyword-only, never commit."""

from __future__ import annotations

from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from db.queries import rowcount
from db.tables import SignalLedger, SignalLlmCalls


class SignalId(NamedTuple):
    """Which signal: the user, its kind, its ref and the hash of its content."""

    user_id: str
    kind: str
    ref: str
    content_hash: str


def _of(table: Any, signal: SignalId) -> Any:
    return (
        (table.user_id == signal.user_id)
        & (table.kind == signal.kind)
        & (table.ref == signal.ref)
        & (table.content_hash == signal.content_hash)
    )


def ledger_entry(session: Session, *, signal: SignalId) -> SignalLedger | None:
    """The ledger row of one exact signal, if it was processed before."""
    return session.scalars(select(SignalLedger).where(_of(SignalLedger, signal))).one_or_none()


def add_ledger(
    session: Session,
    *,
    signal: SignalId,
    status: str,
    at: datetime,
    memories_written: int = 0,
    input_tokens: int = 0,
    output_tokens: int = 0,
    llm_calls: int = 0,
    detail: str | None = None,
) -> None:
    """Record that a signal was processed (in the same transaction as its effects)."""
    session.add(
        SignalLedger(
            **signal._asdict(),
            status=status,
            memories_written=memories_written,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            llm_calls=llm_calls,
            detail=detail,
            created_at=at,
            updated_at=at,
        )
    )


def _calls_row(session: Session, signal: SignalId) -> SignalLlmCalls | None:
    return session.scalars(select(SignalLlmCalls).where(_of(SignalLlmCalls, signal))).one_or_none()


def llm_calls(session: Session, *, signal: SignalId) -> int:
    """LLM calls counted so far for a signal still under way (0 when none)."""
    row = _calls_row(session, signal)
    return row.calls if row is not None else 0


def count_llm_call(session: Session, *, signal: SignalId, at: datetime) -> int:
    """Count one more LLM call for a signal (under the user's lock); returns the total."""
    row = _calls_row(session, signal)
    if row is None:
        row = SignalLlmCalls(**signal._asdict(), calls=0, updated_at=at)
        session.add(row)
    row.calls += 1
    row.updated_at = at
    session.flush()
    return row.calls


def forget_llm_calls(session: Session, *, signal: SignalId) -> None:
    """Drop a signal's call count once its ledger row holds the total."""
    session.execute(delete(SignalLlmCalls).where(_of(SignalLlmCalls, signal)))


def purge_llm_calls(session: Session, *, before: datetime) -> int:
    """Delete the call counts of signals abandoned before `before` (retention)."""
    stmt = delete(SignalLlmCalls).where(SignalLlmCalls.updated_at < before)
    return rowcount(session.execute(stmt))


def latest_refs(
    session: Session, *, user_id: str, kind: str, excluding: str, count: int
) -> list[tuple[str, datetime]]:
    """The refs of the user's `count` latest signals of `kind` processed before, newest first,
    other than `excluding` (a conversation's earlier sessions), with when they were recorded."""
    stmt = (
        select(SignalLedger.ref, SignalLedger.created_at)
        .where(
            SignalLedger.user_id == user_id,
            SignalLedger.kind == kind,
            SignalLedger.ref != excluding,
        )
        .order_by(SignalLedger.created_at.desc(), SignalLedger.id.desc())
        .limit(count * 4)
    )
    refs: dict[str, datetime] = {}
    for ref, created_at in session.execute(stmt).all():
        refs.setdefault(ref, created_at)
    return list(refs.items())[:count]
