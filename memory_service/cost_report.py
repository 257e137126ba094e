"""What `stats` says about money: today's and this month's LLM cost, the batch saving, waste."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from db import batches, costs


def _period(total: costs.CostSum) -> dict[str, Any]:
    return {
        "calls": total.calls,
        "input_tokens": total.input_tokens,
        "output_tokens": total.output_tokens,
        "cost_usd": round(total.cost_usd, 6),
        "batch_saving_usd": round(total.direct_cost_usd - total.cost_usd, 6),
        "wasted_calls": total.wasted_calls,
        "wasted_usd": round(total.wasted_usd, 6),
    }


def stats(session: Session, *, today: datetime) -> dict[str, Any]:
    """Cost today and this month (UTC days), and the batch queue by state."""
    day = today.date()
    return {
        "llm_cost": {
            "today": _period(costs.total_since(session, day=day)),
            "month": _period(costs.total_since(session, day=day.replace(day=1))),
        },
        "batch_queue": dict(sorted(batches.counts_by_state(session).items())),
    }


def for_user(session: Session, *, user_id: str, since: datetime) -> dict[str, Any]:
    """One user's cost per day from `since` on."""
    days = costs.per_day(session, since=since.date(), user_id=user_id)
    return {day.isoformat(): _period(total) for day, total in sorted(days.items())}
