"""The Celery app: `celery -A worker.app worker` runs the worker, `celery -A worker.app beat` beat.

Reliability settings (values are documented in README, "Reliability"):
- late acks, and a task whose pool process dies is retried (5.7's task_retry_on_worker_lost),
  bounded by max_retries so a poison message cannot loop forever;
- prefetch 1, so a busy process never sits on messages another could run;
- retry backoff with full jitter, capped at MEMORY_RETRY_BACKOFF_MAX_S (600 s), at most half the
  Redis visibility timeout (MEMORY_VISIBILITY_TIMEOUT_S, 3600 s): a retry countdown never
  outlives the visibility window and so never duplicates itself;
- soft and hard time limits (the hard one also at most half the visibility timeout), and pool
  processes recycled after MAX_TASKS_PER_CHILD tasks or MAX_MEMORY_PER_CHILD_KB of memory;
- the consumer (`worker/consumer.py`) applies those limits whatever a message asks, and rejects an
  eta further ahead than the visibility timeout less the hard limit.
"""

from __future__ import annotations

from typing import Any

from celery import Celery

from memory_service.settings import Settings
from scheduler.schedule import beat_schedule

MAX_TASKS_PER_CHILD = 1000
MAX_MEMORY_PER_CHILD_KB = 512_000


def celery_config(settings: Settings) -> dict[str, Any]:
    """Celery settings derived from ours."""
    return {
        "broker_url": settings.celery_broker_url,
        "result_backend": settings.result_backend,
        "task_serializer": "json",
        "result_serializer": "json",
        "accept_content": ["json"],
        "result_expires": 24 * 3600,
        "timezone": settings.memory_timezone,
        "enable_utc": True,
        "task_acks_late": True,
        "task_acks_on_failure_or_timeout": True,
        "task_reject_on_worker_lost": True,
        "task_retry_on_worker_lost": True,
        "worker_prefetch_multiplier": 1,
        # A malformed message is rejected, never a reason for the worker to stop.
        "worker_consumer": "worker.consumer:SafeConsumer",
        "worker_max_tasks_per_child": MAX_TASKS_PER_CHILD,
        "worker_max_memory_per_child": MAX_MEMORY_PER_CHILD_KB,
        "worker_cancel_long_running_tasks_on_connection_loss": True,
        "task_soft_time_limit": int(settings.memory_task_time_limit_s * 0.8),
        "task_time_limit": settings.memory_task_time_limit_s,
        "task_track_started": True,
        "broker_connection_retry_on_startup": True,
        "broker_connection_max_retries": None,
        "broker_transport_options": {
            "visibility_timeout": settings.memory_visibility_timeout_s,
            # Unacknowledged messages of a dead worker are looked for every interval x throttle
            # seconds (kombu's default: 100 s); keep that a small part of the visibility window.
            "unacked_restore_interval": 10,
            "unacked_restore_throttle": max(
                1, min(10, settings.memory_visibility_timeout_s // 100)
            ),
            # That sweep runs under a lock in Redis; a worker killed while holding it (a sweep
            # runs at every worker's start) blocks every other worker's sweeps until the lock
            # expires (kombu's default: 300 s). A sweep takes milliseconds, and a message
            # restored twice is not (kombu restores each in a transaction): no longer than the
            # visibility window.
            "unacked_mutex_expire": min(300, settings.memory_visibility_timeout_s),
        },
        "result_backend_transport_options": {"retry_policy": {"timeout": 5.0}},
        "beat_schedule": beat_schedule(settings),
    }


def create_app(settings: Settings | None = None) -> Celery:
    """Build the Celery app from settings (the environment by default)."""
    settings = settings or Settings()
    app = Celery("memory_worker")
    app.conf.update(celery_config(settings))
    app.conf.memory_settings = settings
    return app


app = create_app()

# Registers the tasks (shared tasks bind to every app, the embedded demo's included).
from worker import tasks as _tasks  # noqa: E402, F401
