"""The one settings object, read from the environment at the entry points only."""

from __future__ import annotations

from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from memory_service.costs import ModelPrice
from memory_service.tuning import MemoryConfig

DEFAULT_DATABASE_URL = "sqlite:///memory.db"
DEFAULT_BROKER_URL = "redis://localhost:6379/0"
DEFAULT_MODEL = "claude-haiku-5-5"


class Settings(BaseSettings):
    """Environment configuration: the documented variables plus the service's tunables."""

    model_config = SettingsConfigDict(extra="ignore", case_sensitive=False)

    database_url: str = DEFAULT_DATABASE_URL
    celery_broker_url: str = DEFAULT_BROKER_URL
    celery_result_backend: str | None = None
    anthropic_api_key: SecretStr | None = None
    anthropic_base_url: str | None = None
    memory_extractor: Literal["auto", "anthropic", "rules"] = "auto"
    memory_model: str = DEFAULT_MODEL
    memory_timezone: str = "UTC"
    memory_embedder: str = Field(
        default="minilm", pattern=r"^(none|minilm|sentence-transformers:\S+)$"
    )
    """`none`, `minilm` (offline default) or `sentence-transformers:<model>`."""

    memory_max_active_per_user: int = Field(default=500, ge=10)
    memory_archive_retention_days: int = Field(default=90, ge=1)
    memory_idle_session_timeout_s: int = Field(default=1800, ge=1)
    memory_min_user_messages: int = Field(default=1, ge=0)
    memory_min_user_chars: int = Field(default=12, ge=0)
    memory_feedback_min_support: int = Field(default=2, ge=1)
    memory_episode_retention_days: int = Field(default=365, ge=1)
    memory_max_episodes_per_user: int = Field(default=5000, ge=1)
    memory_nightly_hour: int = Field(default=3, ge=0, le=23)
    memory_nightly_minute: int = Field(default=15, ge=0, le=59)
    memory_cleanup_hour: int = Field(default=4, ge=0, le=23)
    memory_llm_timeout_s: float = Field(default=30.0, gt=0)
    memory_llm_max_attempts: int = Field(default=4, ge=1)
    memory_llm_max_wait_s: float = Field(default=20.0, ge=0)
    memory_llm_max_calls: int = Field(default=12, ge=1)
    memory_extraction_mode: Literal["direct", "batch"] = "direct"
    memory_batch_max_wait_s: int = Field(default=6 * 3600, ge=1)
    memory_batch_gather_s: int = Field(default=1800, ge=0)
    memory_batch_min_size: int = Field(default=100, ge=1, le=100_000)
    memory_batch_poll_s: float = Field(default=60.0, gt=0)
    memory_prices: dict[str, ModelPrice] = Field(default_factory=dict)

    memory_task_max_retries: int = Field(default=8, ge=0)
    memory_retry_backoff_s: int = Field(default=5, ge=1)
    memory_retry_backoff_max_s: int = Field(default=600, ge=1)
    memory_visibility_timeout_s: int = Field(default=3600, ge=10)
    memory_task_time_limit_s: int = Field(default=300, ge=5)
    memory_erasure_hold_s: int = Field(default=3600, ge=0)
    """How long before its start an unstamped message is taken to have been sent (erasure)."""

    @field_validator("memory_timezone")
    @classmethod
    def _known_timezone(cls, value: str) -> str:
        # Checked here, so a typo stops the worker and beat at start-up, not at the nightly run.
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise ValueError(f"unknown IANA time zone {value!r} (e.g. 'Europe/Berlin')") from exc
        return value

    @model_validator(mode="after")
    def _retries_fit_the_visibility_window(self) -> Settings:
        # A retry countdown or a running task longer than the Redis visibility timeout gets the
        # message redelivered while it is still pending: keep both well inside the window.
        if self.memory_retry_backoff_max_s * 2 > self.memory_visibility_timeout_s:
            raise ValueError(
                "MEMORY_RETRY_BACKOFF_MAX_S must be at most half of MEMORY_VISIBILITY_TIMEOUT_S"
            )
        if self.memory_task_time_limit_s * 2 > self.memory_visibility_timeout_s:
            raise ValueError(
                "MEMORY_TASK_TIME_LIMIT_S must be at most half of MEMORY_VISIBILITY_TIMEOUT_S"
            )
        if self.memory_batch_gather_s >= self.memory_batch_max_wait_s:
            raise ValueError("MEMORY_BATCH_GATHER_S must be less than MEMORY_BATCH_MAX_WAIT_S")
        return self

    @property
    def result_backend(self) -> str:
        """Where task results go: explicit setting, else the broker when it is Redis."""
        if self.celery_result_backend:
            return self.celery_result_backend
        if self.celery_broker_url.startswith(("redis://", "rediss://")):
            return self.celery_broker_url
        return "cache+memory://"

    def memory_config(self) -> MemoryConfig:
        """The tunables the service takes as arguments: each `MEMORY_<NAME>` that is one."""
        values = {
            name: getattr(self, f"memory_{name}")
            for name in MemoryConfig.model_fields
            if f"memory_{name}" in type(self).model_fields
        }
        return MemoryConfig(**values)
