"""Resources built once per worker process: the MemoryService (engine, extractor, embedder,
clients).

The database pool is sized to the pool's concurrency: a prefork child runs one task at a time
and needs one connection (plus one spare); a threads (or gevent) pool of N runs N tasks at once
and gets N connections, so no task waits for a connection while another waits on the LLM API.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from celery.signals import worker_init, worker_process_init

from db.engine import create_db_engine
from memory_service import MemoryService
from memory_service.extractors.factory import build_extractor, preload
from memory_service.language import languages
from memory_service.recall.embeddings import DEFAULT as DEFAULT_EMBEDDER
from memory_service.recall.embeddings import build_embedder
from memory_service.settings import Settings

logger = logging.getLogger(__name__)

PREFORK_POOL_SIZE = 1
"""Connections per prefork child: one task at a time (the engine adds as many as overflow)."""

_lock = threading.Lock()
_service: MemoryService | None = None
_tasks_at_once = PREFORK_POOL_SIZE


def db_pool_size(pool: str, concurrency: object) -> int:
    """Connections one worker process needs: its concurrency unless it forks a child per slot."""
    if "prefork" in pool or not isinstance(concurrency, int) or concurrency < 1:
        return PREFORK_POOL_SIZE
    return concurrency


def get_service(settings: Settings) -> MemoryService:
    """The process's MemoryService, built on first use from the app's `settings`."""
    global _service  # noqa: PLW0603 - one service per process is the point
    if _service is None:
        with _lock:
            if _service is None:
                _service = MemoryService(
                    engine=create_db_engine(
                        settings.database_url, pool_size=_tasks_at_once, pre_ping=False
                    ),
                    config=settings.memory_config(),
                    extractor=build_extractor(settings),
                    # the vectors of a signal's new rows, made right after its commit: without
                    # them the chat app's queries find nothing by meaning
                    embedder=build_embedder(settings.memory_embedder),
                )
                logger.info("service ready: %d database connection(s) per process", _tasks_at_once)
    return _service


def install(service: MemoryService | None) -> None:
    """Use a prebuilt service in this process (the embedded demo passes its own)."""
    global _service  # noqa: PLW0603
    with _lock:
        _service = service


def _pool_name(pool_cls: object) -> str:
    if isinstance(pool_cls, str):
        return pool_cls
    return f"{getattr(pool_cls, '__module__', '')}.{getattr(pool_cls, '__qualname__', '')}"


@worker_init.connect
def _size_for_pool(sender: Any = None, **_: Any) -> None:
    # Runs in the worker's main process before any pool starts: remember how many tasks one
    # process runs at once, so the engine built later holds enough connections for them.
    global _tasks_at_once  # noqa: PLW0603
    pool = _pool_name(getattr(sender, "pool_cls", "prefork"))
    _tasks_at_once = db_pool_size(pool, getattr(sender, "concurrency", None))
    # The language identifier the reader uses, loaded (and its file checked) once, before the
    # pool forks: children share its pages, and a tampered model stops the worker here.
    languages.identify("warm")
    # The default embedding model likewise (one per process, `build_embedder` keeps it): its
    # numpy weights are read once, and prefork children share their pages. A torch model is
    # left to each process (torch's thread pools do not survive a fork).
    settings = getattr(getattr(sender, "app", None), "conf", {}).get("memory_settings")
    if not isinstance(settings, Settings):
        return
    if settings.memory_embedder == DEFAULT_EMBEDDER:
        build_embedder(settings.memory_embedder)
    # The extractor's modules too (the Anthropic SDK when it is the one in use): imported inside
    # the first task, they took that task's time limit on a busy machine.
    preload(settings)


@worker_process_init.connect
def _after_fork(**_: Any) -> None:
    # A forked pool process must not reuse the parent's pooled connections.
    if _service is not None:
        _service.engine.dispose(close=False)
