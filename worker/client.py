"""A small producer API for chat apps: sends the memory tasks by name.

It imports nothing from the service or database layers (only Celery), so a chat app can use it
without installing this project's dependencies beyond celery[redis]. Equivalent raw call:
`Celery(broker=url).send_task("memory.process_conversation", kwargs={...})`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from celery import Celery
from celery.result import AsyncResult

Message = Mapping[str, Any]


def _messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    out = []
    for message in messages:
        item = dict(message)
        if isinstance(item.get("created_at"), datetime):
            item["created_at"] = item["created_at"].isoformat()
        out.append(item)
    return out


class MemoryClient:
    """Enqueue memory signals from a chat app."""

    def __init__(self, broker_url: str | None = None, *, app: Celery | None = None) -> None:
        if app is None:
            url = broker_url or os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")
            backend = os.environ.get("CELERY_RESULT_BACKEND") or (
                url if url.startswith(("redis://", "rediss://")) else None
            )
            app = Celery("memory-client", broker=url, backend=backend)
            app.conf.task_serializer = "json"
            app.conf.accept_content = ["json"]
        self.app = app

    def _send(self, name: str, kwargs: dict[str, Any], task_id: str | None) -> AsyncResult:
        return self.app.send_task(name, kwargs=kwargs, task_id=task_id)

    def _session(
        self,
        name: str,
        user_id: str,
        session_id: str,
        messages: Sequence[Message],
        task_id: str | None,
    ) -> AsyncResult:
        kwargs = {"user_id": user_id, "session_id": session_id, "messages": _messages(messages)}
        return self._send(name, kwargs, task_id)

    def session_closed(
        self,
        user_id: str,
        session_id: str,
        messages: Sequence[Message],
        *,
        task_id: str | None = None,
    ) -> AsyncResult:
        """The session ended (explicit close): learn from the whole transcript."""
        return self._session("memory.process_conversation", user_id, session_id, messages, task_id)

    def session_activity(
        self,
        user_id: str,
        session_id: str,
        messages: Sequence[Message],
        *,
        task_id: str | None = None,
    ) -> AsyncResult:
        """New turns of an open session; it is learned from once it goes idle."""
        return self._session("memory.session_activity", user_id, session_id, messages, task_id)

    def deliverable_approved(
        self,
        user_id: str,
        deliverable_id: str,
        original: str,
        edited: str,
        *,
        task_id: str | None = None,
    ) -> AsyncResult:
        """The user approved an edited deliverable."""
        kwargs = {
            "user_id": user_id,
            "deliverable_id": deliverable_id,
            "original": original,
            "edited": edited,
        }
        return self._send("memory.process_feedback", kwargs, task_id)

    def record_activity(
        self,
        user_id: str,
        event_type: str,
        occurred_at: datetime | str | None = None,
        summary: str | None = None,
        metadata: Mapping[str, Any] | None = None,
        *,
        task_id: str | None = None,
    ) -> AsyncResult:
        """Something the user did (pattern detection reads these nightly)."""
        when = occurred_at.isoformat() if isinstance(occurred_at, datetime) else occurred_at
        kwargs = {
            "user_id": user_id,
            "event_type": event_type,
            "occurred_at": when,
            "summary": summary,
            "metadata": dict(metadata) if metadata is not None else None,
        }
        return self._send("memory.record_activity", kwargs, task_id)
