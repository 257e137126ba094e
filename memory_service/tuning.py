"""Tunables of the memory service: the value object the service and its stages are given.

`settings.Settings` reads the environment at the entry points and builds one of these; nothing
below the entry points reads the environment. Payload size limits are not tunables: they are
the `MAX_*` constants of `schemas`, the same for the producer client, the worker and the API.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from memory_service.costs import ModelPrice


class MemoryConfig(BaseModel):
    """Limits and thresholds; defaults suit a chat product, every one can be overridden."""

    model_config = ConfigDict(frozen=True)

    max_active_per_user: int = Field(default=500, ge=1)
    archive_retention_days: int = Field(default=90, ge=1)
    idle_session_timeout_s: int = Field(default=1800, ge=1)
    min_user_messages: int = Field(default=1, ge=0)
    min_user_chars: int = Field(default=12, ge=0)
    feedback_min_support: int = Field(default=2, ge=1)
    timezone: str = "UTC"
    near_duplicate_threshold: float = Field(default=0.7, gt=0, le=1)
    base_stability_days: float = Field(default=30.0, gt=0)
    high_confidence_occurrences: int = Field(default=3, ge=1)
    pattern_stale_days: int = Field(default=21, ge=1)
    prune_below_retrievability: float = Field(default=0.02, ge=0, le=1)
    episode_retention_days: int = Field(default=365, ge=1)
    max_episodes_per_user: int = Field(default=5000, ge=1)
    llm_max_calls: int = Field(default=12, ge=1)
    extraction_mode: Literal["direct", "batch"] = "direct"
    batch_max_wait_s: int = Field(default=6 * 3600, ge=1)
    batch_gather_s: int = Field(default=1800, ge=0)
    batch_min_size: int = Field(default=100, ge=1)
    prices: dict[str, ModelPrice] = Field(default_factory=dict)
    prompt_memo_blocks: int = Field(default=2048, ge=0)
    """Session-start blocks a process keeps to serve again while the user's memories, episodes
    and day are unchanged (`recall.memo`); 0 keeps none."""
    prompt_memo_lists: int = Field(default=256, ge=0)
    """Users whose decoded candidate list and episodes a process keeps for reads with a query
    (about 100 KB each at the list's largest); 0 keeps none."""
