"""Vectors for new and changed rows, computed after the signal's transaction commits.

A signal's transaction leaves its new memories and episode sentences without a vector (or, for
a reworded memory, with the old one cleared); right after it commits the worker embeds the
user's pending rows in one batch and stores them, each only if its row still holds the text
the vector was made from. Nothing here runs on the chat app's read path. A failure leaves the
rows pending: the user's next signal or `memory-worker reembed` picks them up.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from db import embeddings as stored
from memory_service.errors import MemoryServiceError
from memory_service.pipeline.unit_of_work import UnitOfWork
from memory_service.recall.embeddings import Embedder

log = logging.getLogger(__name__)

BATCH = 128
AFTER_SIGNAL_BATCHES = 4
"""At most this many batches right after a signal; a larger backlog is `reembed`'s work."""


def embed_user(
    uow: UnitOfWork, embedder: Embedder, user_id: str, *, batch: int = BATCH, batches: int = 0
) -> int:
    """Embed the user's pending rows, `batch` at a time (all of them when `batches` is 0)."""
    done = 0
    rounds = 0
    while batches == 0 or rounds < batches:
        rounds += 1
        with uow.read() as session:
            items = stored.pending(session, user_id=user_id, model=embedder.name, limit=batch)
        if not items:
            break
        vectors = embedder.embed([item.content for item in items])
        with uow.write_any() as session:
            count = stored.store(
                session,
                user_id=user_id,
                model=embedder.name,
                items=zip(items, vectors, strict=True),
            )
        done += count
        if count == 0 or len(items) < batch:
            break
    return done


def after_signal(embedder: Embedder) -> Callable[[UnitOfWork, str], None]:
    """The hook the unit of work runs after each committed signal."""

    def hook(uow: UnitOfWork, user_id: str) -> None:
        try:
            embed_user(uow, embedder, user_id, batches=AFTER_SIGNAL_BATCHES)
        except MemoryServiceError as exc:
            log.warning("embedding %s's new rows failed, left pending: %s", user_id, exc)

    return hook


def reembed(
    uow: UnitOfWork,
    embedder: Embedder,
    *,
    batch: int = BATCH,
    progress: Callable[[str, int], None] | None = None,
) -> int:
    """Embed every row whose vector is missing or made by another model; resumable.

    Each batch commits on its own, so an interrupted run loses at most one batch of work and
    the next run starts where it stopped (it looks only at rows still pending).
    """
    total = 0
    while True:
        with uow.read() as session:
            users = stored.users_pending(session, model=embedder.name, limit=100)
        if not users:
            return total
        progressed = 0
        for user_id in users:
            count = embed_user(uow, embedder, user_id, batch=batch)
            progressed += count
            if progress is not None:
                progress(user_id, count)
        total += progressed
        if progressed == 0:
            return total
