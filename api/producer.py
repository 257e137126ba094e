"""The one place the API enqueues signals: through the producer client, `worker.client`.

The client's Celery app has no result backend (publishing never waits on one) and a bounded
publish retry; a broker that stays down becomes `ProducerUnavailableError` (503).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from celery import Celery
from kombu.exceptions import OperationalError

from memory_service.schemas import MAX_MESSAGE_CHARS, MAX_MESSAGES
from worker.client import MemoryClient

logger = logging.getLogger(__name__)
PUBLISH_RETRY = {"max_retries": 3, "interval_start": 0, "interval_step": 0.2, "interval_max": 0.5}


class ProducerUnavailableError(Exception):
    """Raised when the broker could not take the task within the retry bound."""


class SessionTooLargeError(Exception):
    """Raised when a session is over the limits and the producer does not trim (`field` says
    which limit)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def oversize(messages: Sequence[dict[str, Any]]) -> SessionTooLargeError | None:
    """The first limit the session breaks, if any."""
    if len(messages) > MAX_MESSAGES:
        return SessionTooLargeError("messages", f"at most {MAX_MESSAGES} messages per session")
    for index, message in enumerate(messages):
        if len(message["content"]) > MAX_MESSAGE_CHARS:
            return SessionTooLargeError(
                f"messages.{index}.content", f"at most {MAX_MESSAGE_CHARS} characters a message"
            )
    return None


class Producer:
    """Enqueues the memory tasks by name for the API's endpoints."""

    def __init__(self, broker_url: str) -> None:
        app = Celery("memory-api", broker=broker_url, set_as_current=False)
        app.conf.update(
            task_serializer="json",
            accept_content=["json"],
            task_publish_retry=True,
            task_publish_retry_policy=PUBLISH_RETRY,
            broker_connection_timeout=2,
            broker_connection_max_retries=2,
        )
        self.client = MemoryClient(app=app)

    def session_closed(
        self, user_id: str, session_id: str, messages: Sequence[dict[str, Any]]
    ) -> tuple[str, bool]:
        """Enqueue a closed session; returns (task id, trimmed)."""
        too_large = oversize(messages)
        if too_large is not None:
            raise too_large
        result = self._publish(self.client.session_closed, user_id, session_id, messages)
        return result, False

    def feedback(self, user_id: str, deliverable_id: str, original: str, edited: str) -> str:
        """Enqueue an approved deliverable."""
        return self._publish(
            self.client.deliverable_approved, user_id, deliverable_id, original, edited
        )

    def activity(self, user_id: str, **event: Any) -> str:
        """Enqueue an activity event."""
        return self._publish(self.client.record_activity, user_id, **event)

    def close(self) -> None:
        """Release the broker connections."""
        self.client.app.close()

    @staticmethod
    def _publish(send: Any, *args: Any, **kwargs: Any) -> str:
        try:
            return str(send(*args, **kwargs).id)
        except (OperationalError, OSError) as exc:
            logger.warning("could not enqueue: %s", exc)
            raise ProducerUnavailableError(str(exc)) from exc
