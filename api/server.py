"""`memory-worker serve`: uvicorn on the app factory, refusing to start without a token."""

from __future__ import annotations

import logging

import uvicorn

from api.app import keys_of
from api.settings import ApiSettings

logger = logging.getLogger(__name__)
KEEP_ALIVE_S = 30
"""Longer than uvicorn's 5 s: a chat backend's pooled connections stay usable between calls."""


def serve(*, host: str, port: int, workers: int) -> None:
    """Run the API until interrupted (ConfigurationError when MEMORY_API_TOKEN is unset)."""
    keys = keys_of(ApiSettings())
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
        log_level="info",
        access_log=False,
    )
