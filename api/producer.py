"""The one place the API enqueues signals: through the producer client, `worker.client`.

The client validates each payload with the worker's own types, trims an oversized session to the
limits (the newest turns kept, an over-long message cut with a marker), needs no result backend
and retries publishing within a bound; a broker that stays down becomes
`ProducerUnavailableError` (503).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from worker.client import Enqueued, MemoryClient, PublishError

logger = logging.getLogger(__name__)


class ProducerUnavailableError(Exception):
    """Raised when the broker could not take the task within the retry bound."""


class Producer:
    """Enqueues the memory tasks by name for the API's endpoints."""

    def __init__(self, broker_url: str) -> None:
        self.client = MemoryClient(broker_url)

    def session_closed(
        self, user_id: str, session_id: str, messages: Sequence[dict[str, Any]]
    ) -> tuple[str, bool]:
        """Enqueue a closed session; returns (task id, trimmed)."""
        sent = self._publish(self.client.session_closed, user_id, session_id, messages)
        return sent.task_id, sent.trimmed

    def feedback(self, user_id: str, deliverable_id: str, original: str, edited: str) -> str:
        """Enqueue an approved deliverable."""
        send = self.client.deliverable_approved
        return self._publish(send, user_id, deliverable_id, original, edited).task_id

    def activity(self, user_id: str, **event: Any) -> str:
        """Enqueue an activity event."""
        return self._publish(self.client.record_activity, user_id, **event).task_id

    def close(self) -> None:
        """Release the broker connections."""
        self.client.app.close()

    @staticmethod
    def _publish(send: Callable[..., Any], *args: Any, **kwargs: Any) -> Enqueued:
        try:
            sent = send(*args, **kwargs)
        except PublishError as exc:
            logger.warning("could not enqueue: %s", exc)
            raise ProducerUnavailableError(str(exc)) from exc
        return sent if isinstance(sent, Enqueued) else Enqueued(str(sent))
