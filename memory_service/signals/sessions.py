"""Open sessions, buffered turn by turn until the idle sweep closes them.

Each `session_activity` call is its own signal (the Celery task id makes a redelivery a repeat);
closing a buffered session turns its turns into an ordinary conversation signal.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from db import sessions
from memory_service.pipeline.signal import Signal, bounded_ref
from memory_service.schemas import (
    ChatMessage,
    ConversationPayload,
    SessionActivityPayload,
    SessionRef,
)

RECLAIM_CLAIMED_AFTER = timedelta(minutes=10)
"""A session claimed this long ago and still open was lost by its worker: claim it again."""


def signal_of(payload: SessionActivityPayload, batch_ref: str | None) -> Signal:
    """One batch of turns: `batch_ref` (the task id) names it, else a fresh id.

    A batch is its ref and its content: the same ref with the same turns is a repeat (nothing
    is buffered twice), the same ref with other turns is another batch, buffered too, so a
    client that reuses a ref loses nothing.
    """
    return Signal.of(
        payload.user_id,
        "session_activity",
        bounded_ref(f"{payload.session_id}:{batch_ref or uuid.uuid4().hex}"),
        [m.model_dump(mode="json") for m in payload.messages],
    )


def turns_key(signal: Signal) -> str:
    """The buffered turns' batch key: the ref and the content, as the ledger tells batches apart."""
    return bounded_ref(f"{signal.ref}:{signal.content_hash[:16]}")


def buffer(
    payload: SessionActivityPayload, signal: Signal, now: datetime
) -> Callable[[Session], None]:
    """The effect of one batch: its turns appended to the session's buffer."""

    def append(session: Session) -> None:
        sessions.append_turns(
            session,
            user_id=payload.user_id,
            session_id=payload.session_id,
            batch_ref=turns_key(signal),
            at=now,
            turns=[sessions.Turn(m.role, m.content, m.created_at) for m in payload.messages],
        )

    return append


def as_conversation(ref: SessionRef, turns: Sequence[sessions.Turn]) -> ConversationPayload:
    """The buffered turns as the conversation the chat app would have sent at its close.

    Each turn was validated when it was buffered; a session buffered over many calls may hold
    more turns than one payload may, and is still processed whole.
    """
    messages = [
        ChatMessage.model_validate({"role": t.role, "content": t.content, "created_at": t.said_at})
        for t in turns
    ]
    return ConversationPayload.model_construct(
        user_id=ref.user_id, session_id=ref.session_id, messages=messages
    )


def claim_idle(
    session: Session, *, now: datetime, idle_timeout_s: int, limit: int
) -> list[tuple[str, str]]:
    """Mark sessions idle past the timeout as being closed; returns (user_id, session_id)."""
    return sessions.claim_idle(
        session,
        idle_before=now - timedelta(seconds=idle_timeout_s),
        reclaim_before=now - RECLAIM_CLAIMED_AFTER,
        at=now,
        limit=limit,
    )
