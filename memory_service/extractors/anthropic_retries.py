"""Retrying one Anthropic call: which errors are transient, how long to wait, when to stop.

Transient errors (408, 409, 429, 5xx including 529, timeouts, connection errors) are retried
with exponential backoff and jitter, each wait capped (a `retry-after` is obeyed up to the cap),
within a number of attempts and a total wait; the signal's call budget (see `CallMeter`) stops
it sooner. Anything else ends the call at once.
"""

from __future__ import annotations

import email.utils
import logging
import random
import time
from dataclasses import dataclass

import anthropic
from tenacity import RetryCallState, Retrying

from memory_service.errors import ExtractionFailedError, ExtractorUnavailableError

logger = logging.getLogger("memory_service.extractors.anthropic")


class InvalidReplyError(Exception):
    """Raised when a reply did not validate (worth asking once more)."""


def is_transient(exc: BaseException) -> bool:
    if isinstance(exc, anthropic.APIStatusError):
        return exc.status_code in {408, 409, 429} or exc.status_code >= 500
    return isinstance(exc, anthropic.APIConnectionError)  # includes APITimeoutError


def retry_after_s(exc: BaseException | None) -> float | None:
    """The server's requested wait, from `retry-after-ms` or `retry-after` (seconds or a date)."""
    if not isinstance(exc, anthropic.APIStatusError):
        return None
    headers = exc.response.headers
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        value = headers.get(name)
        if value is None:
            continue
        try:
            return max(float(value) * scale, 0.0)
        except ValueError:
            parsed = email.utils.parsedate_tz(value)
            if parsed is not None:
                return max(email.utils.mktime_tz(parsed) - time.time(), 0.0)
    return None


@dataclass(frozen=True)
class RetryPolicy:
    """Bounds on retrying one extraction call."""

    max_attempts: int = 4
    max_wait_s: float = 20.0
    max_total_wait_s: float = 40.0
    initial_wait_s: float = 1.0

    def wait(self, state: RetryCallState) -> float:
        """Seconds before the next attempt: retry-after or backoff with jitter, capped."""
        exc = state.outcome.exception() if state.outcome else None
        if isinstance(exc, InvalidReplyError):
            return 0.0
        hinted = retry_after_s(exc)
        if hinted is not None:
            return min(hinted, self.max_wait_s)
        backoff = self.initial_wait_s * 2.0 ** (state.attempt_number - 1)
        return min(backoff, self.max_wait_s) * random.uniform(0.5, 1.0)

    def stop(self, state: RetryCallState, invalid_replies: int) -> bool:
        """Whether to give up: attempts spent, wait budget spent, or a second invalid reply."""
        exc = state.outcome.exception() if state.outcome else None
        if isinstance(exc, InvalidReplyError):
            return invalid_replies > 1
        if state.attempt_number >= self.max_attempts:
            return True
        return state.idle_for + state.upcoming_sleep > self.max_total_wait_s


def describe(exc: BaseException) -> str:
    if isinstance(exc, anthropic.APIStatusError):
        kind = exc.type or "error"
        return f"{exc.status_code} {kind}: {exc.api_message or exc.message}"
    if isinstance(exc, anthropic.APITimeoutError):
        return "the request timed out"
    if isinstance(exc, anthropic.APIConnectionError):
        return f"connection failed: {exc.__cause__ or exc.message}"
    return str(exc)


def wrap(exc: anthropic.AnthropicError, retrying: Retrying) -> Exception:
    """Our error for an SDK error that ended the retries."""
    if is_transient(exc):
        attempts = retrying.statistics.get("attempt_number", 1)
        waited = retrying.statistics.get("idle_for", 0.0)
        return ExtractorUnavailableError(
            f"Anthropic API still failing after {attempts} attempts "
            f"({waited:.1f}s waited): {describe(exc)}"
        )
    return ExtractionFailedError(f"Anthropic API refused the request: {describe(exc)}")


def log_retry(state: RetryCallState, session_id: str, policy: RetryPolicy) -> None:
    exc = state.outcome.exception() if state.outcome else None
    logger.warning(
        "extraction call for session %s failed (%s); attempt %d of %d, retrying in %.2fs",
        session_id,
        describe(exc) if exc else "no reply",
        state.attempt_number,
        policy.max_attempts,
        state.upcoming_sleep,
    )
