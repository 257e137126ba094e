"""Resources built once per worker process: the MemoryService (engine, extractor, clients)."""

from __future__ import annotations

import logging
import threading
from typing import Any

from celery.signals import worker_process_init

from memory_service import MemoryService
from memory_service.settings import Settings

logger = logging.getLogger(__name__)

_lock = threading.Lock()
_service: MemoryService | None = None


def get_service(settings: Settings) -> MemoryService:
    """The process's MemoryService, built on first use from the app's `settings`."""
    global _service  # noqa: PLW0603 - one service per process is the point
    if _service is None:
        with _lock:
            if _service is None:
                _service = MemoryService.from_settings(settings)
    return _service


def install(service: MemoryService | None) -> None:
    """Use a prebuilt service in this process (the embedded demo passes its own)."""
    global _service  # noqa: PLW0603
    with _lock:
        _service = service


@worker_process_init.connect
def _after_fork(**_: Any) -> None:
    # A forked pool process must not reuse the parent's pooled connections.
    if _service is not None:
        _service.engine.dispose(close=False)
