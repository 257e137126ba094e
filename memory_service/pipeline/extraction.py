"""Running the conversation extractor for one signal, outside any transaction, within its budget.

The call budget: a signal may make at most `llm_max_calls` LLM calls in all, whatever the
extractor's own retries and the task's retries would add up to (by default 4 calls per attempt
and 9 attempts: 36). Each call is counted in the database before it is made, so the count holds
across task retries and a worker that dies mid-call. Each attempt gets what is left less one call
for every later retry, so the calls spread over the whole retry window: with the defaults, 4 calls
on the first attempt and 1 on each retry, 12 in all.

A permanent failure (a refused request, a reply that never validates) is recorded in the ledger
at once, so a redelivery neither tries nor pays again. A transient one (the API kept failing) is
recorded on the task's final attempt, or as soon as the budget is spent; before that the task
retries later.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memory_service.errors import ExtractionFailedError, ExtractorUnavailableError
from memory_service.extractors.base import (
    CallMeter,
    Conversation,
    Extraction,
    Extractor,
    KnownMemory,
)
from memory_service.pipeline.signal import Signal
from memory_service.pipeline.unit_of_work import UnitOfWork


@dataclass(frozen=True)
class Attempt:
    """Where a signal stands: the calls it made before, and the task retries still to come."""

    llm_calls: int = 0
    retries_left: int = 0


def allowance(remaining: int, retries_left: int) -> int:
    """This attempt's calls: what is left less one for each later retry, and at least one."""
    return max(1, remaining - retries_left)


def extract(
    uow: UnitOfWork,
    extractor: Extractor,
    signal: Signal,
    conversation: Conversation,
    known: Sequence[KnownMemory],
    *,
    attempt: Attempt,
) -> Extraction:
    """The extractor's candidates; failures are recorded as the module docstring says."""
    budget = uow.config.llm_max_calls
    remaining = budget - attempt.llm_calls
    if remaining <= 0:
        reason = f"gave up: the signal's budget of {budget} LLM calls is spent"
        uow.record_failure(signal, reason, llm_calls=attempt.llm_calls)
        raise ExtractionFailedError(reason)
    meter = CallMeter(
        allowance(remaining, attempt.retries_left), on_call=lambda: uow.count_llm_call(signal)
    )
    try:
        found = extractor.extract(conversation, known, meter)
    except ExtractionFailedError as exc:
        tokens = (exc.input_tokens, exc.output_tokens)
        calls = attempt.llm_calls + meter.used
        uow.record_failure(signal, f"extraction failed: {exc}", tokens=tokens, llm_calls=calls)
        raise
    except ExtractorUnavailableError as exc:
        _after_transient(uow, signal, attempt, meter, exc)
        raise
    found.llm_calls = attempt.llm_calls + meter.used
    return found


def _after_transient(
    uow: UnitOfWork,
    signal: Signal,
    attempt: Attempt,
    meter: CallMeter,
    exc: ExtractorUnavailableError,
) -> None:
    """Record the failure when no retry may follow; raise for good when the budget is spent."""
    calls = attempt.llm_calls + meter.used
    if attempt.retries_left == 0:
        uow.record_failure(signal, f"gave up after transient errors: {exc}", llm_calls=calls)
    elif calls >= uow.config.llm_max_calls:
        reason = f"gave up: the signal's budget of {uow.config.llm_max_calls} LLM calls is spent"
        uow.record_failure(signal, f"{reason}: {exc}", llm_calls=calls)
        raise ExtractionFailedError(f"{reason}: {exc}") from exc
