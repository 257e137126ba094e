"""Running the conversation extractor for one signal, outside any transaction.

A permanent failure (a refused request, a reply that never validates) is recorded in the ledger
at once, so a redelivery neither tries nor pays again. A transient one (the API kept failing) is
recorded only on the task's final attempt; before that the task retries later.
"""

from __future__ import annotations

from collections.abc import Sequence

from memory_service.errors import ExtractionFailedError, ExtractorUnavailableError
from memory_service.extractors.base import Conversation, Extraction, Extractor, KnownMemory
from memory_service.pipeline.signal import Signal
from memory_service.pipeline.unit_of_work import UnitOfWork


def extract(
    uow: UnitOfWork,
    extractor: Extractor,
    signal: Signal,
    conversation: Conversation,
    known: Sequence[KnownMemory],
    *,
    final_attempt: bool,
) -> Extraction:
    """The extractor's candidates; failures are recorded as the module docstring says."""
    try:
        return extractor.extract(conversation, known)
    except ExtractionFailedError as exc:
        tokens = (exc.input_tokens, exc.output_tokens)
        uow.record_failure(signal, f"extraction failed: {exc}", tokens=tokens)
        raise
    except ExtractorUnavailableError as exc:
        if final_attempt:
            uow.record_failure(signal, f"gave up after transient errors: {exc}")
        raise
