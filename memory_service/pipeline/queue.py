"""Batch mode's way in: a closed session worth a paid call waits in the durable queue."""

from __future__ import annotations

from datetime import timedelta

from db import batches
from memory_service.pipeline.signal import Signal
from memory_service.pipeline.unit_of_work import UnitOfWork
from memory_service.schemas import ConversationPayload, SignalOutcome

QUEUED = "queued for batch extraction"


def enqueue(uow: UnitOfWork, payload: ConversationPayload, signal: Signal) -> SignalOutcome:
    """Queue the session (once, however often it is delivered) until its batch or deadline."""
    now = uow.clock()
    with uow.write(signal.user_id) as session:
        batches.enqueue(
            session,
            user_id=payload.user_id,
            session_id=payload.session_id,
            content_hash=signal.content_hash,
            payload=payload.model_dump(mode="json"),
            now=now,
            deadline_at=now + timedelta(seconds=uow.config.batch_max_wait_s),
        )
    return SignalOutcome(skipped=QUEUED)
