"""Celery tasks: thin edges that validate the payload, call one service method, return a dict.

Producers call these by name with keyword arguments (see worker/client.py); the names and
kwargs are the public contract (docs/contract.md).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any

from celery import Task, shared_task
from celery.exceptions import SoftTimeLimitExceeded
from celery.utils.time import get_exponential_backoff_interval

from memory_service import MemoryService
from memory_service.erasure import ErasedUserError, signal_sent_at
from memory_service.errors import (
    ConfigurationError,
    ExtractionFailedError,
    InvalidInputError,
    MemoryNotFoundError,
    SchemaNotReadyError,
    TransientError,
)
from memory_service.limits import trim_messages
from memory_service.pipeline.batching import QueuedSession
from memory_service.schemas import (
    ActivityPayload,
    ConversationPayload,
    FeedbackPayload,
    PatternsPayload,
    SessionActivityPayload,
    SessionRef,
    parse,
)
from memory_service.settings import Settings
from worker import erasure as erasure_headers
from worker.resources import get_service

logger = logging.getLogger(__name__)


RETRYABLE = (TransientError, SchemaNotReadyError, SoftTimeLimitExceeded)


class MemoryTask(Task):  # type: ignore[misc]
    """Transient errors retry (capped, jittered backoff); bad input and permanent ones fail once."""

    throws = (InvalidInputError, ExtractionFailedError, MemoryNotFoundError)

    @property
    def settings(self) -> Settings:
        """The settings the app was built from (`worker.app.create_app` puts them there)."""
        settings = getattr(self.app.conf, "memory_settings", None)
        if not isinstance(settings, Settings):
            raise ConfigurationError("the Celery app was not built by worker.app.create_app")
        return settings

    @property
    def max_retries(self) -> int:
        """Retry bound for transient errors and for pool processes lost mid-task."""
        return self.settings.memory_task_max_retries

    @property
    def default_retry_delay(self) -> int:
        """Delay before the retry of a task whose pool process died (task_retry_on_worker_lost)."""
        return self.settings.memory_retry_backoff_s

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Run the task as of when it was sent; a transient error becomes a retry (backoff)."""
        sent_at = erasure_headers.sent_at_of(
            self.request, now=datetime.now(UTC), hold_s=self.settings.memory_erasure_hold_s
        )
        try:
            with signal_sent_at(sent_at):
                return super().__call__(*args, **kwargs)
        except ErasedUserError as exc:
            logger.info("%s[%s] refused: %s", self.name, self.request.id, exc)
            return {"memories_written": 0, "skipped": "user erased after this signal was sent"}
        except RETRYABLE as exc:
            raise self._retry_later(exc, sent_at) from exc

    def _retry_later(self, exc: Exception, sent_at: datetime) -> Exception:
        countdown = get_exponential_backoff_interval(
            factor=self.settings.memory_retry_backoff_s,
            retries=self.request.retries,
            maximum=self.settings.memory_retry_backoff_max_s,
            full_jitter=True,
        )
        logger.warning(
            "%s[%s] transient failure, retry in %ss: %s", self.name, self.request.id, countdown, exc
        )
        # The retry keeps the first attempt's send time: an erasure in between still holds.
        headers = erasure_headers.sent_at_header(sent_at)
        return self.retry(exc=exc, countdown=countdown, headers=headers)  # type: ignore[no-any-return]

    @property
    def service(self) -> MemoryService:
        """The worker process's MemoryService."""
        return get_service(self.settings)

    @property
    def retries_left(self) -> int:
        """How many more times a transient failure now would be retried (0: the final attempt)."""
        return max(self.max_retries - int(self.request.retries), 0)

    def before_start(self, task_id: str, args: Any, kwargs: Any) -> None:
        """Log one line when a task starts."""
        logger.info("%s[%s] start user=%s", self.name, task_id, (kwargs or {}).get("user_id"))

    def on_success(self, retval: Any, task_id: str, args: Any, kwargs: Any) -> None:
        """Log one line when a task ends, with what it wrote."""
        logger.info(
            "%s[%s] done user=%s %s", self.name, task_id, (kwargs or {}).get("user_id"), retval
        )


def _payload(task: MemoryTask, args: tuple[Any, ...], kwargs: dict[str, Any], model: Any) -> Any:
    """The validated payload; a refused one is recorded (ids and reason only) and raised."""
    what = f"{task.name} payload"
    if "messages" in kwargs:  # a session over the limits is trimmed, never dropped
        kwargs = {**kwargs, "messages": trim_messages(kwargs["messages"])[0]}
    try:
        if args:
            raise InvalidInputError(f"invalid {what}: pass keyword arguments, not positional ones")
        return parse(model, kwargs, what=what)
    except InvalidInputError as exc:
        task.service.record_rejected(task.name, task.request.id, kwargs, str(exc))
        raise


@shared_task(bind=True, base=MemoryTask, name="memory.process_conversation")
def process_conversation(self: MemoryTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """A chat session ended: extract what is worth remembering."""
    p = _payload(self, args, kwargs, ConversationPayload)
    outcome = self.service.ingest.conversation(p, retries_left=self.retries_left)
    return {"memories_written": outcome.memories_written, "skipped": outcome.skipped}


@shared_task(bind=True, base=MemoryTask, name="memory.process_feedback")
def process_feedback(self: MemoryTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """A user approved an edited deliverable: learn what they consistently change."""
    p = _payload(self, args, kwargs, FeedbackPayload)
    outcome = self.service.ingest.feedback(p)
    return {"memories_written": outcome.memories_written}


@shared_task(bind=True, base=MemoryTask, name="memory.process_patterns")
def process_patterns(self: MemoryTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Nightly: detect recurring behaviour in one user's activity."""
    p = _payload(self, args, kwargs, PatternsPayload)
    return {"memories_written": self.service.ingest.patterns(p).memories_written}


@shared_task(bind=True, base=MemoryTask, name="memory.record_activity")
def record_activity(self: MemoryTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Append an activity event; the task id makes a redelivery record it once."""
    p = _payload(self, args, kwargs, ActivityPayload)
    event_id = self.service.ingest.activity(p, dedup_key=self.request.id)
    return {"id": event_id}


@shared_task(bind=True, base=MemoryTask, name="memory.session_activity")
def session_activity(self: MemoryTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Buffer a session's new turns; the idle sweep closes the session later."""
    p = _payload(self, args, kwargs, SessionActivityPayload)
    buffered = self.service.ingest.session_activity(p, batch_ref=self.request.id)
    return {"buffered": buffered}


@shared_task(bind=True, base=MemoryTask, name="memory.close_session")
def close_session(self: MemoryTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """Process one idle session as if the chat app had closed it."""
    p = _payload(self, args, kwargs, SessionRef)
    outcome = self.service.ingest.close_session(p, retries_left=self.retries_left)
    return {"memories_written": outcome.memories_written, "skipped": outcome.skipped}


@shared_task(bind=True, base=MemoryTask, name="memory.sweep_idle_sessions")
def sweep_idle_sessions(self: MemoryTask) -> dict[str, Any]:
    """Every minute: claim sessions idle past the timeout and enqueue their processing."""
    claimed = self.service.claim_idle_sessions()
    for user_id, session_id in claimed:
        self.app.send_task(
            "memory.close_session", kwargs={"user_id": user_id, "session_id": session_id}
        )
    return {"enqueued": len(claimed)}


@shared_task(bind=True, base=MemoryTask, name="memory.nightly_patterns")
def nightly_patterns(self: MemoryTask) -> dict[str, Any]:
    """Nightly: one memory.process_patterns per user with recent activity."""
    users = self.service.users_with_recent_activity()
    for user_id in users:
        self.app.send_task("memory.process_patterns", kwargs={"user_id": user_id})
    return {"enqueued": len(users)}


@shared_task(bind=True, base=MemoryTask, name="memory.cleanup")
def cleanup(self: MemoryTask) -> dict[str, Any]:
    """Daily: retention of archives, ledger and activity; faded memories archived."""
    return self.service.cleanup()


@shared_task(bind=True, base=MemoryTask, name="memory.submit_batch")
def submit_batch(self: MemoryTask) -> dict[str, Any]:
    """Batch mode: send the queued sessions as one Message Batch once enough gathered or waited."""
    return self.service.batches.submit()


@shared_task(bind=True, base=MemoryTask, name="memory.collect_batches")
def collect_batches(self: MemoryTask) -> dict[str, Any]:
    """Batch mode: apply ended batches; sessions overdue or failed in a batch go direct."""
    counts = self.service.batches.collect()
    direct = self.service.batches.claim_direct()
    for item_id, user_id, session_id in direct:
        self.app.send_task(
            "memory.extract_queued",
            kwargs={"item_id": item_id, "user_id": user_id, "session_id": session_id},
        )
    return counts | {"sent_direct": len(direct)}


@shared_task(bind=True, base=MemoryTask, name="memory.extract_queued")
def extract_queued(self: MemoryTask, *args: Any, **kwargs: Any) -> dict[str, Any]:
    """One queued session with a direct call (its batch failed or its deadline passed)."""
    p = _payload(self, args, kwargs, QueuedSession)
    outcome = self.service.batches.extract_directly(p.item_id, retries_left=self.retries_left)
    return {"memories_written": outcome.memories_written, "skipped": outcome.skipped}
