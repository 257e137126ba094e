"""What the operator runs rather than the chat app: re-embedding, retention, refused payloads,
schema checks and global counts (a part of `MemoryService`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy import Engine

from db import rejected as rejected_queries
from memory_service import cost_report, housekeeping, rejections
from memory_service.limits import check_page_size
from memory_service.pipeline import embedding
from memory_service.pipeline.unit_of_work import UnitOfWork, require_schema
from memory_service.recall.embeddings import Embedder
from memory_service.recall.usage import UsageRecorder
from memory_service.schemas import check_identifier
from memory_service.tuning import MemoryConfig


class Operations:
    """The operator's methods of `MemoryService`."""

    _uow: UnitOfWork
    embedder: Embedder | None
    engine: Engine
    config: MemoryConfig
    clock: Callable[[], datetime]
    usage: UsageRecorder

    def reembed(
        self, *, batch: int = embedding.BATCH, progress: Callable[[str, int], None] | None = None
    ) -> int:
        """Embed every row whose vector is missing or made by another model (resumable)."""
        if self.embedder is None:
            return 0
        return embedding.reembed(self._uow, self.embedder, batch=batch, progress=progress)

    def cleanup(self) -> dict[str, int]:
        """Retention: purge old archives, ledger rows and activity; archive faded memories."""
        with self._uow.write_any() as session:
            return housekeeping.cleanup(session, config=self.config, now=self.clock())

    def record_rejected(
        self, task_name: str, task_id: str | None, kwargs: dict[str, Any], reason: str
    ) -> None:
        """Record a payload the worker refused (ids and reason only, no user text)."""
        with self._uow.write_any() as session:
            rejections.record(
                session,
                task_name=task_name,
                task_id=task_id,
                kwargs=kwargs,
                reason=reason,
                now=self.clock(),
            )

    def rejected(
        self, *, limit: int = 50, user_id: str | None = None
    ) -> list[rejections.RejectedPublic]:
        """The newest payloads the worker refused, newest first."""
        check_page_size(limit)
        if user_id is not None:
            check_identifier(user_id, "user_id")
        with self._uow.read() as session:
            return rejections.latest(session, limit=limit, user_id=user_id)

    def check_schema(self) -> None:
        """Raise SchemaNotReadyError unless the database is at this version's schema."""
        require_schema(self.engine)

    def stats(self) -> dict[str, Any]:
        """Counts across all users: memories, signals, tokens, LLM cost and the batch queue."""
        with self._uow.read() as session:
            return (
                housekeeping.stats(session)
                | {"rejected": rejected_queries.count(session)}
                | cost_report.stats(session, today=self.clock())
            )

    def flush_usage(self) -> None:
        """Write buffered usage counts now (they are otherwise written in the background)."""
        self.usage.flush()
