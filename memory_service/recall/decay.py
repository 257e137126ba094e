"""Forgetting curve and reinforcement (a spaced-repetition model, FSRS-style).

Retrievability falls exponentially with the time since a memory was last observed,
R = exp(-t / S), where S is its stability in days. Each new observation raises S, and raises
it more when the memory was nearly forgotten (the spacing effect), so a fact heard once fades
within weeks while one confirmed across months stays.
"""

from __future__ import annotations

import math
from datetime import datetime

MAX_STABILITY_DAYS = 3650.0
CONFIDENCE_WEIGHT: dict[str, float] = {"low": 0.6, "medium": 0.8, "high": 1.0}


def retrievability(stability_days: float, last_observed_at: datetime, now: datetime) -> float:
    """Probability-like recall strength in (0, 1]; 1 right after an observation."""
    elapsed_days = max((now - last_observed_at).total_seconds(), 0.0) / 86_400
    return math.exp(-elapsed_days / max(stability_days, 1e-6))


def reinforced_stability(stability_days: float, current_retrievability: float) -> float:
    """Stability after one more observation: grows 1.5x when fresh, up to 3.5x when faded."""
    growth = 1.5 + 2.0 * (1.0 - current_retrievability)
    return min(stability_days * growth, MAX_STABILITY_DAYS)


def strength(
    *,
    confidence: str,
    importance: float,
    stability_days: float,
    last_observed_at: datetime,
    now: datetime,
) -> float:
    """How worth keeping a memory is: confidence x importance x retrievability, in (0, 1]."""
    recall = retrievability(stability_days, last_observed_at, now)
    return CONFIDENCE_WEIGHT.get(confidence, 0.6) * (0.5 + 0.5 * importance) * recall


def retention_score(
    *,
    confidence: str,
    importance: float,
    stability_days: float,
    last_observed_at: datetime,
    use_count: int,
    now: datetime,
) -> float:
    """`strength` plus a small bonus for memories the chat app actually used."""
    base = strength(
        confidence=confidence,
        importance=importance,
        stability_days=stability_days,
        last_observed_at=last_observed_at,
        now=now,
    )
    return base * (1.0 + 0.1 * math.log1p(use_count))
