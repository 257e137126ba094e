"""What the operator runs rather than the chat app: re-embedding, retention, refused payloads,
schema checks and global counts (a part of `MemoryService`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError

from db import rejected as rejected_queries
from db.engine import truncate_wal
from memory_service import cost_report, housekeeping, rejections
from memory_service.limits import check_page_size
from memory_service.pipeline import embedding
from memory_service.pipeline.unit_of_work import UnitOfWork, require_schema
from memory_service.recall.embeddings import Embedder
from memory_service.recall.usage import UsageRecorder
from memory_service.schemas import check_identifier
from memory_service.tuning import MemoryConfig

logger = logging.getLogger(__name__)


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
            counts = housekeeping.cleanup(session, config=self.config, now=self.clock())
        self._truncate_log()
        return counts

    def _truncate_log(self) -> bool:
        """SQLite: checkpoint the write-ahead log into the database file and truncate it, so no
        older image of a deleted row stays in the -wal file (after `forget_user` and `cleanup`,
        which call it). False, with a warning logged, when another connection's transaction kept
        it from completing: the deleted rows are gone from every query, and their old bytes
        leave the log at the next checkpoint that completes. PostgreSQL: nothing to do."""
        try:
            done = truncate_wal(self.engine)
        except SQLAlchemyError:  # the rows are deleted and committed: this is only the log
            done = False
        if not done:
            logger.warning(
                "the SQLite write-ahead log could not be truncated (another connection holds a"
                " transaction): deleted rows stay in the -wal file until a checkpoint completes"
            )
        return done

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
