"""Housekeeping: retention cleanup (archives, ledger, activity, sessions, episodes) and stats."""

from __future__ import annotations

import math
import uuid
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from db import batches, housekeeping, ledger, queries, sessions
from db import episodes as episode_queries
from db.locks import lock_user
from memory_service.pipeline.writer import archive
from memory_service.recall.decay import retrievability
from memory_service.tuning import MemoryConfig

CLOSED_SESSION_KEEP = timedelta(days=1)


def cleanup(session: Session, *, config: MemoryConfig, now: datetime) -> dict[str, int]:
    """Retention: purge archives, ledger and activity past the window; archive faded memories."""
    cutoff = now - timedelta(days=config.archive_retention_days)
    counts = {
        "archived_purged": housekeeping.purge_archived(session, archived_before=cutoff),
        "ledger_purged": housekeeping.purge_ledger(session, before=cutoff),
        "call_counts_purged": ledger.purge_llm_calls(session, before=cutoff),
        "batch_items_purged": batches.purge_done(session, before=cutoff),
        "activity_purged": housekeeping.purge_activity(session, before=cutoff),
        "sessions_purged": sessions.purge_closed(session, closed_before=now - CLOSED_SESSION_KEEP),
        "episodes_purged": episode_queries.purge_older_than(
            session, before=now - timedelta(days=config.episode_retention_days)
        ),
    }
    counts["faded_archived"] = _archive_faded(session, config=config, now=now)
    return counts


def _archive_faded(session: Session, *, config: MemoryConfig, now: datetime) -> int:
    """Archive automatic, non-critical memories whose retrievability fell below the floor."""
    floor = config.prune_below_retrievability
    if floor <= 0:
        return 0
    # R < floor needs at least base_stability * ln(1/floor) days without an observation.
    min_age = timedelta(days=config.base_stability_days * math.log(1 / floor))
    by_user: dict[str, list[uuid.UUID]] = {}
    for user_id, memory_id in housekeeping.unobserved_since(session, before=now - min_age):
        by_user.setdefault(user_id, []).append(memory_id)
    archived = 0
    for user_id in sorted(by_user):
        lock_user(session, user_id=user_id)
        for memory_id in by_user[user_id]:
            row = queries.memory_by_id(session, user_id=user_id, memory_id=memory_id)
            if row is None or row.status != "active":
                continue
            if retrievability(row.stability_days, row.last_observed_at, now) < floor:
                archive(session, row, reason="faded: not observed for a long time", now=now)
                archived += 1
    return archived


def stats(session: Session) -> dict[str, Any]:
    """Counts across all users."""
    counts = housekeeping.counts(session)
    memories = counts.memories_by_status
    return {
        "users": counts.users,
        "memories": {
            "active": memories.get("active", 0),
            "archived": memories.get("archived", 0),
        },
        "active_by_source": dict(sorted(counts.active_by_source.items())),
        "signals": counts.signals,
        "failed_signals": sum(s.get("failed", 0) for s in counts.signals.values()),
        "llm_tokens": {"input": counts.tokens[0], "output": counts.tokens[1]},
    }
