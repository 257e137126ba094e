"""Queries for the signal ledger: the exactly-once record. Keyword-only, never commit."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.tables import SignalLedger


def ledger_entry(
    session: Session, *, user_id: str, kind: str, ref: str, content_hash: str
) -> SignalLedger | None:
    """The ledger row of one exact signal, if it was processed before."""
    stmt = select(SignalLedger).where(
        SignalLedger.user_id == user_id,
        SignalLedger.kind == kind,
        SignalLedger.ref == ref,
        SignalLedger.content_hash == content_hash,
    )
    return session.scalars(stmt).one_or_none()


def add_ledger(
    session: Session,
    *,
    user_id: str,
    kind: str,
    ref: str,
    content_hash: str,
    status: str,
    at: datetime,
    memories_written: int = 0,
    input_tokens: int = 0,
    output_tokens: int = 0,
    detail: str | None = None,
) -> None:
    """Record that a signal was processed (in the same transaction as its effects)."""
    session.add(
        SignalLedger(
            user_id=user_id,
            kind=kind,
            ref=ref,
            content_hash=content_hash,
            status=status,
            memories_written=memories_written,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            detail=detail,
            created_at=at,
            updated_at=at,
        )
    )
