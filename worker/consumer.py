"""A consumer that rejects a malformed message instead of dying on it.

Celery's consumer turns an exception raised while it reads a task message (a body of the wrong
shape, a bad eta, headers that are not a mapping ...) into "Unrecoverable error", restores the
message and stops the worker, which then dies on the same message at every restart. Here every
message the consumer cannot turn into a request is rejected without requeue (Redis drops it)
with one log line naming its id and task but never its body, and the worker goes on. Celery's
own handlers for unknown, invalid and undecodable messages log the body; these do not.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from celery.worker.consumer import Consumer
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

logger = logging.getLogger(__name__)

MAX_LOGGED_CHARS = 80
MAX_ID_CHARS = 255

Short = Field(default=None, max_length=MAX_ID_CHARS)


class TaskHeaders(BaseModel):
    """The headers of a Celery protocol-2 task message that the worker reads (others pass)."""

    model_config = ConfigDict(extra="allow")

    task: StrictStr = Field(max_length=MAX_ID_CHARS)
    id: StrictStr = Field(max_length=MAX_ID_CHARS)
    lang: StrictStr | None = None
    root_id: StrictStr | None = Short
    parent_id: StrictStr | None = Short
    group: StrictStr | None = Short
    group_index: StrictInt | None = None
    shadow: StrictStr | None = Short
    origin: StrictStr | None = Short
    eta: StrictStr | None = Field(default=None, max_length=64)
    expires: StrictStr | float | None = Field(default=None)
    retries: StrictInt = Field(default=0, ge=0)
    timelimit: tuple[float | None, float | None] | None = None
    argsrepr: StrictStr | None = None
    kwargsrepr: StrictStr | None = None
    ignore_result: StrictBool | None = None
    replaced_task_nesting: StrictInt = Field(default=0, ge=0)


class Embed(BaseModel):
    """The third part of a protocol-2 body: callbacks and workflow links."""

    callbacks: list[dict[str, Any]] | None = None
    errbacks: list[dict[str, Any]] | None = None
    chain: list[dict[str, Any]] | None = None
    chord: dict[str, Any] | None = None


class TaskBody(BaseModel):
    """A protocol-2 body: `[args, kwargs, embed]`."""

    positional: list[Any]
    keywords: dict[str, Any]
    embed: Embed


def malformed(message: Any) -> str | None:
    """Why a task message cannot be run, or None when it has the shape Celery expects."""
    try:
        headers = TaskHeaders.model_validate(message.headers)
        if headers.eta is not None:
            datetime.fromisoformat(headers.eta)
        if isinstance(headers.expires, str):
            datetime.fromisoformat(headers.expires)
        body = message.decode()
        if not isinstance(body, list) or len(body) != 3:
            return "the body is not [args, kwargs, embed]"
        TaskBody.model_validate(dict(zip(("positional", "keywords", "embed"), body, strict=True)))
    except ValidationError as exc:
        fields = sorted({".".join(map(str, e["loc"])) for e in exc.errors()})
        return "invalid " + ", ".join(fields)[:MAX_LOGGED_CHARS]
    except Exception as exc:  # noqa: BLE001 - a body or date that cannot be read, whatever it is
        return f"unreadable: {type(exc).__name__}"
    return None


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else type(value).__name__
    return text[:MAX_LOGGED_CHARS].encode("unicode_escape").decode("ascii")


def describe(message: Any) -> str:
    """Id and task of a message, shortened and escaped, for a log line (never the body)."""
    headers = getattr(message, "headers", None)
    if not isinstance(headers, dict):
        return f"(headers: {_short(headers)})"
    return f"id={_short(headers.get('id'))} task={_short(headers.get('task'))}"


class SafeConsumer(Consumer):  # type: ignore[misc]
    """Celery's consumer, where no message can stop the worker."""

    def create_task_handler(self, *args: Any, **kwargs: Any) -> Callable[[Any], Any]:
        """Celery's handler, wrapped: what it cannot read is rejected, and the worker goes on."""
        handle = super().create_task_handler(*args, **kwargs)
        passthrough = tuple(self.connection_errors) + tuple(self.channel_errors)

        def on_task_received(message: Any) -> Any:
            reason = malformed(message)
            if reason is not None:
                self._reject_malformed(message, reason)
                return None
            try:
                return handle(message)
            except passthrough:
                raise  # the broker connection is lost: Celery reconnects
            except Exception as exc:  # noqa: BLE001 - any malformed message, whatever it breaks
                self._reject_malformed(message, type(exc).__name__)
                return None

        return on_task_received

    def on_unknown_message(self, body: Any, message: Any) -> None:
        """A message that is not a task message."""
        self._reject_malformed(message, "not a task message")

    def on_unknown_task(self, body: Any, message: Any, exc: Exception) -> None:
        """A task name no task is registered under."""
        self._reject_malformed(message, "unknown task")

    def on_invalid_task(self, body: Any, message: Any, exc: Exception) -> None:
        """A task message Celery refuses (bad content type, invalid fields)."""
        self._reject_malformed(message, f"invalid task message: {type(exc).__name__}")

    def on_decode_error(self, message: Any, exc: Exception) -> None:
        """A body that cannot be decoded."""
        self._reject_malformed(message, f"undecodable body: {type(exc).__name__}")

    def _reject_malformed(self, message: Any, reason: str) -> None:
        logger.error(
            "rejected a malformed message %s: %s", describe(message), reason[:MAX_LOGGED_CHARS]
        )
        reject = getattr(message, "reject_log_error", None)
        if callable(reject):
            reject(logger, self.connection_errors)
