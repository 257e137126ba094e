"""Usage tracking off the hot path: ids are queued in memory and written in batches."""

from __future__ import annotations

import logging
import threading
import uuid
from collections import Counter
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy.orm import Session, sessionmaker

from db import queries

logger = logging.getLogger(__name__)


class UsageRecorder:
    """Counts which memories went into prompts; a daemon thread writes the counts every few seconds.

    `record` only appends to an in-memory counter under a lock: no I/O on the caller's path.
    Counts not yet flushed are lost if the process dies; usage is a soft signal (it feeds the
    retention score, never the prompt order), so that trade is deliberate.
    """

    def __init__(self, sessions: sessionmaker[Session], *, flush_interval_s: float = 5.0) -> None:
        self._sessions = sessions
        self._interval_s = flush_interval_s
        self._lock = threading.Lock()
        self._pending: Counter[uuid.UUID] = Counter()
        self._last_used: datetime | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def record(self, memory_ids: Iterable[uuid.UUID], at: datetime) -> None:
        """Queue one use of each id (O(len(ids)), no I/O)."""
        ids = list(memory_ids)
        if not ids:
            return
        with self._lock:
            self._pending.update(ids)
            self._last_used = at
            if self._thread is None and self._interval_s > 0:
                self._thread = threading.Thread(target=self._run, name="memory-usage", daemon=True)
                self._thread.start()

    def flush(self) -> int:
        """Write the queued counts in one transaction; returns how many memories were updated."""
        with self._lock:
            pending, at = self._pending, self._last_used
            self._pending = Counter()
        if not pending or at is None:
            return 0
        with self._sessions() as session, session.begin():
            queries.add_usage(session, counts=dict(pending), used_at=at)
        return len(pending)

    def close(self) -> None:
        """Stop the background thread and flush what is left."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=self._interval_s + 1)
        self._safe_flush()

    def _run(self) -> None:
        while not self._stop.wait(self._interval_s):
            self._safe_flush()

    def _safe_flush(self) -> None:
        try:
            self.flush()
        except Exception:  # a background thread must not die silently, nor kill the process
            logger.exception("could not write memory usage counts; they are dropped")
