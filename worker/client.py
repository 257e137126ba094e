"""The producer API for chat apps: validated, trimmed, bounded sends of the memory tasks by name.

Each payload is checked with the worker's own payload types before it leaves (a bad one raises
InvalidInputError naming the field, and nothing is sent); a session over the limits is trimmed
the way the worker would (the newest turns kept, an over-long message cut with a marker), never
dropped. What is sent is the validated payload, so secrets are redacted before they reach the
broker. No result backend is used: a send returns the task id once the broker has the message.
Publishing is retried within a bound, then `PublishError` says the broker is unreachable (see the
README for what a producer does then). Importing this module loads Celery and the payload types,
not the service or the database layers.

Equivalent raw call: `Celery(broker=url).send_task("memory.process_conversation", kwargs={...})`.
"""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from celery import Celery
from kombu.exceptions import OperationalError

from memory_service.limits import trim_messages
from memory_service.schemas import (
    ActivityPayload,
    ConversationPayload,
    FeedbackPayload,
    SessionActivityPayload,
    parse,
)

logger = logging.getLogger(__name__)

Message = Mapping[str, Any]
DEFAULT_BROKER_URL = "redis://localhost:6379/0"


def _sent_now() -> dict[str, str]:
    """The `memory_sent_at` header: a signal sent before its user's erasure never writes."""
    return {"memory_sent_at": datetime.now(UTC).isoformat()}


class PublishError(Exception):
    """Raised when the broker did not take a task within the client's retry bound."""


@dataclass(frozen=True)
class Enqueued:
    """A task the broker has: its id, and whether the session was trimmed to fit the limits."""

    task_id: str
    trimmed: bool = False


def _messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    out = []
    for message in messages:
        item = dict(message) if isinstance(message, Mapping) else message
        if isinstance(item, dict) and isinstance(item.get("created_at"), datetime):
            item["created_at"] = item["created_at"].isoformat()
        out.append(item)
    return out


def _own_app(url: str, *, connect_timeout_s: float) -> Celery:
    app = Celery("memory-client", broker=url, backend=None)
    app.conf.update(
        # An explicit URL wins over CELERY_BROKER_URL, which Celery's own settings would prefer.
        broker_write_url=url,
        broker_read_url=url,
        broker_connection_timeout=connect_timeout_s,
        broker_transport_options={
            "socket_connect_timeout": connect_timeout_s,
            "socket_timeout": connect_timeout_s * 2,
        },
        task_serializer="json",
        accept_content=["json"],
    )
    return app


class MemoryClient:
    """Enqueue memory signals from a chat app; every send is validated and bounded."""

    def __init__(
        self,
        broker_url: str | None = None,
        *,
        app: Celery | None = None,
        publish_attempts: int = 4,
        retry_interval_s: float = 0.25,
        connect_timeout_s: float = 2.0,
    ) -> None:
        if publish_attempts < 1:
            raise ValueError("publish_attempts: at least 1")
        self._own = app is None
        if app is None:
            url = broker_url or os.environ.get("CELERY_BROKER_URL") or DEFAULT_BROKER_URL
            app = _own_app(url, connect_timeout_s=connect_timeout_s)
        self.app = app
        self.retry_policy = {
            "max_retries": publish_attempts - 1,
            "interval_start": 0.0,
            "interval_step": retry_interval_s,
            "interval_max": retry_interval_s * 4,
        }

    def _send(self, name: str, kwargs: dict[str, Any], task_id: str | None) -> str:
        task_id = task_id or str(uuid.uuid4())
        options: dict[str, Any] = {"retry": True, "retry_policy": self.retry_policy}
        if self._own:
            options["ignore_result"] = True  # no result backend: nothing to connect to
        try:
            self.app.send_task(name, kwargs=kwargs, task_id=task_id, headers=_sent_now(), **options)
        except (OperationalError, OSError) as exc:
            attempts = self.retry_policy["max_retries"] + 1
            raise PublishError(
                f"{name}: the broker did not take the task after {attempts} attempts ({exc}); "
                "nothing was sent: keep the payload and send it again later"
            ) from exc
        return task_id

    def _session(
        self,
        name: str,
        model: type[ConversationPayload] | type[SessionActivityPayload],
        data: dict[str, Any],
        task_id: str | None,
    ) -> Enqueued:
        messages, trimmed = trim_messages(data["messages"])
        payload = parse(model, {**data, "messages": messages}, what=f"{name} payload")
        if trimmed:
            logger.info("%s: session %s trimmed to the limits", name, payload.session_id)
        kwargs = payload.model_dump(mode="json")
        return Enqueued(self._send(name, kwargs, task_id), trimmed)

    def session_closed(
        self,
        user_id: str,
        session_id: str,
        messages: Sequence[Message],
        *,
        task_id: str | None = None,
    ) -> Enqueued:
        """The session ended (explicit close): learn from the whole transcript."""
        data = {"user_id": user_id, "session_id": session_id, "messages": _messages(messages)}
        return self._session("memory.process_conversation", ConversationPayload, data, task_id)

    def session_activity(
        self,
        user_id: str,
        session_id: str,
        messages: Sequence[Message],
        *,
        task_id: str | None = None,
    ) -> Enqueued:
        """New turns of an open session; it is learned from once it goes idle."""
        data = {"user_id": user_id, "session_id": session_id, "messages": _messages(messages)}
        return self._session("memory.session_activity", SessionActivityPayload, data, task_id)

    def deliverable_approved(
        self,
        user_id: str,
        deliverable_id: str,
        original: str,
        edited: str,
        *,
        task_id: str | None = None,
    ) -> Enqueued:
        """The user approved an edited deliverable."""
        data = dict(
            user_id=user_id, deliverable_id=deliverable_id, original=original, edited=edited
        )
        payload = parse(FeedbackPayload, data, what="memory.process_feedback payload")
        kwargs = payload.model_dump(mode="json")
        return Enqueued(self._send("memory.process_feedback", kwargs, task_id))

    def record_activity(
        self,
        user_id: str,
        event_type: str,
        occurred_at: datetime | str | None = None,
        summary: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        *,
        task_id: str | None = None,
    ) -> Enqueued:
        """Something the user did (pattern detection reads these nightly)."""
        data: dict[str, Any] = dict(user_id=user_id, event_type=event_type, summary=summary)
        data |= dict(
            occurred_at=occurred_at, metadata=dict(metadata) if metadata is not None else None
        )
        payload = parse(ActivityPayload, data, what="memory.record_activity payload")
        kwargs = payload.model_dump(mode="json")
        return Enqueued(self._send("memory.record_activity", kwargs, task_id))
