"""`memory-worker serve`: uvicorn on the app factory, refusing to start without a token."""

from __future__ import annotations

import logging

import uvicorn

from api.app import keys_of
from api.settings import ApiSettings
from memory_service.limits import MAX_QUERY_CHARS

logger = logging.getLogger(__name__)
KEEP_ALIVE_S = 30
"""Longer than uvicorn's 5 s: a chat backend's pooled connections stay usable between calls."""
WORKER_HEALTHCHECK_S = 60
REQUEST_HEAD_BYTES = 16 * 1024 + MAX_QUERY_CHARS * 12
"""The most a request line and its headers may hold (h11's buffer; uvicorn's default is 16 KiB):
a prompt `query` at its limit, however it is spelt (a 4-byte character is 12 bytes
percent-encoded), on top of the 16 KiB the headers had, so a query the contract accepts is never
refused as too large a request line before it is read."""


def serve(*, host: str, port: int, workers: int, api: ApiSettings | None = None) -> None:
    """Run the API until interrupted (ConfigurationError when MEMORY_API_TOKEN is unset)."""
    keys = keys_of(api or ApiSettings())
    if keys.signing_key is None:
        logger.warning(
            "MEMORY_API_SIGNING_KEY is unset: user tokens (the Context page) are refused"
        )
    uvicorn.run(
        "api.app:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        proxy_headers=False,
        timeout_keep_alive=KEEP_ALIVE_S,
        # uvicorn restarts a worker that misses its 5 s ping; a worker busy starting up (imports,
        # tokenizer) or ranking on a loaded machine can miss it while perfectly healthy.
        timeout_worker_healthcheck=WORKER_HEALTHCHECK_S,
        h11_max_incomplete_event_size=REQUEST_HEAD_BYTES,
        log_level="info",
        access_log=False,
    )
