"""The beat schedule: what runs when. Entries only enqueue; the work happens in worker tasks."""

from __future__ import annotations

from typing import Any

from celery.schedules import crontab

from memory_service.settings import Settings

SWEEP_EVERY_S = 60.0


def beat_schedule(settings: Settings) -> dict[str, dict[str, Any]]:
    """The beat entries, at the configured times (in the app's timezone, UTC by default)."""
    poll_s = settings.memory_batch_poll_s
    return {
        "memory-batch-submit": {
            # Batch mode: queued sessions go out as one Message Batch when enough gathered or
            # the oldest waited MEMORY_BATCH_GATHER_S (a no-op in direct mode).
            "task": "memory.submit_batch",
            "schedule": poll_s,
            "options": {"expires": poll_s * 0.9},
        },
        "memory-batch-collect": {
            # Applies ended batches; overdue or failed sessions get a direct call.
            "task": "memory.collect_batches",
            "schedule": poll_s,
            "options": {"expires": poll_s * 0.9},
        },
        "memory-nightly-patterns": {
            # Fans out one memory.process_patterns per user with recent activity.
            "task": "memory.nightly_patterns",
            "schedule": crontab(
                hour=settings.memory_nightly_hour, minute=settings.memory_nightly_minute
            ),
            "options": {"expires": 6 * 3600},
        },
        "memory-idle-session-sweep": {
            # Closes sessions idle past MEMORY_IDLE_SESSION_TIMEOUT_S (a database sweep, no ETAs).
            "task": "memory.sweep_idle_sessions",
            "schedule": SWEEP_EVERY_S,
            "options": {"expires": SWEEP_EVERY_S - 5},
        },
        "memory-retention-cleanup": {
            "task": "memory.cleanup",
            "schedule": crontab(hour=settings.memory_cleanup_hour, minute=0),
            "options": {"expires": 6 * 3600},
        },
    }
