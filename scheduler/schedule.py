"""The beat schedule: what runs when. Entries only enqueue; the work happens in worker tasks."""

from __future__ import annotations

from typing import Any

from celery.schedules import crontab

from memory_service.settings import Settings

SWEEP_EVERY_S = 60.0


def beat_schedule(settings: Settings) -> dict[str, dict[str, Any]]:
    """The three beat entries, at the configured times (in the app's timezone, UTC by default)."""
    return {
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
