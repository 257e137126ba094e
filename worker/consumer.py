"""A consumer that rejects a malformed message instead of dying on it.

Celery's consumer turns an exception raised while it reads a task message (a body of the wrong
shape, a bad eta, headers that are not a mapping ...) into "Unrecoverable error", restores the
message and stops the worker, which then dies on the same message at every restart. Here every
message the consumer cannot turn into a request is rejected without requeue (Redis drops it)
with one log line naming its id and task but never its body, and the worker goes on. Celery's
own handlers for unknown, invalid and undecodable messages log the body; these do not.

Two header values that parse are refused or overridden all the same:
- an `eta` before 1970, or further ahead than the visibility timeout less the hard time limit
  (3,300 s with the defaults), is rejected: Redis would deliver such a message again every
  visibility timeout and it would never run, holding the user's words where no erasure reaches
  them. Every countdown the worker itself sets (its retries, at most MEMORY_RETRY_BACKOFF_MAX_S,
  no more than half the window) is well within it;
- a message's own `timelimit` is ignored and the configured soft and hard limits always apply
  (with one log line): the hard limit is part of the reliability invariants (a running task ends
  within the visibility window), no producer of ours sets one and the contract offers none, and a
  message otherwise sound is a user's signal worth running. A negative one would kill the pool
  process at once, a huge one would lift the hard limit.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any

from celery.worker.consumer import Consumer
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from memory_service.schemas import EARLIEST_TIME

logger = logging.getLogger(__name__)

MAX_LOGGED_CHARS = 80
MAX_ID_CHARS = 255
DEFAULT_VISIBILITY_TIMEOUT_S = 3600  # kombu's for Redis, when the app sets none

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


def eta_horizon(conf: Any) -> timedelta:
    """How far ahead an eta may lie: the visibility timeout less the hard time limit, so that a
    task run at its eta still ends before Redis would deliver it again."""
    options = getattr(conf, "broker_transport_options", None) or {}
    visibility = options.get("visibility_timeout") or DEFAULT_VISIBILITY_TIMEOUT_S
    hard_limit = getattr(conf, "task_time_limit", None) or 0
    return timedelta(seconds=max(float(visibility) - float(hard_limit), 0.0))


def _bad_eta(value: str, *, now: datetime, horizon: timedelta | None, zone: tzinfo) -> str | None:
    eta = datetime.fromisoformat(value)
    if eta.tzinfo is None:
        eta = eta.replace(tzinfo=zone)  # as Celery reads a naive eta: in the app's time zone
    # Compared, never converted: a time near year 1 or 9999 may have no UTC equivalent.
    if eta < EARLIEST_TIME:
        return "eta before 1970"
    if horizon is not None and eta - now > horizon:
        return f"eta more than {int(horizon.total_seconds())} s ahead"
    return None


def malformed(
    message: Any,
    *,
    now: datetime | None = None,
    eta_horizon: timedelta | None = None,
    zone: tzinfo = UTC,
) -> str | None:
    """Why a task message cannot be run, or None when it has the shape Celery expects.

    With `eta_horizon`, an eta further than that ahead of `now` (the wall clock) is a reason too;
    an eta before 1970 always is. A naive eta is read in `zone`, as Celery reads it.
    """
    try:
        headers = TaskHeaders.model_validate(message.headers)
        if headers.eta is not None:
            when = now or datetime.now(UTC)
            reason = _bad_eta(headers.eta, now=when, horizon=eta_horizon, zone=zone)
            if reason is not None:
                return reason
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
        horizon = eta_horizon(self.app.conf)
        zone = self.app.timezone

        def on_task_received(message: Any) -> Any:
            reason = malformed(message, eta_horizon=horizon, zone=zone)
            if reason is not None:
                self._reject_malformed(message, reason)
                return None
            self._drop_time_limits(message)
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

    @staticmethod
    def _drop_time_limits(message: Any) -> None:
        """The configured time limits apply to every task, whatever the message asks."""
        headers = message.headers
        limits = headers.get("timelimit")
        if limits is None:
            return
        if any(limit is not None for limit in limits):
            logger.warning(
                "ignored the time limits of message %s: the configured ones apply",
                describe(message),
            )
        headers["timelimit"] = None

    def _reject_malformed(self, message: Any, reason: str) -> None:
        logger.error(
            "rejected a malformed message %s: %s", describe(message), reason[:MAX_LOGGED_CHARS]
        )
        reject = getattr(message, "reject_log_error", None)
        if callable(reject):
            reject(logger, self.connection_errors)
