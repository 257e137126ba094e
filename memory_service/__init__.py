"""memory_service: the domain of long-term user memory (no Celery here).

`MemoryService` is imported on first use, so a producer that only needs the payload types
(`worker.client`) does not pay for the service's imports.
"""

import importlib
from typing import TYPE_CHECKING, Any

from memory_service.errors import (
    ConfigurationError,
    DatabaseUnavailableError,
    ExtractionFailedError,
    ExtractorUnavailableError,
    InvalidInputError,
    MemoryNotFoundError,
    MemoryServiceError,
    SchemaNotReadyError,
    TransientError,
)
from memory_service.schemas import ChatMessage, MemoryCandidate, MemoryPublic, SignalOutcome
from memory_service.tuning import MemoryConfig

if TYPE_CHECKING:
    from memory_service.service import MemoryService

__all__ = [
    "ChatMessage",
    "ConfigurationError",
    "DatabaseUnavailableError",
    "ExtractionFailedError",
    "ExtractorUnavailableError",
    "InvalidInputError",
    "MemoryCandidate",
    "MemoryConfig",
    "MemoryNotFoundError",
    "MemoryPublic",
    "MemoryService",
    "MemoryServiceError",
    "SchemaNotReadyError",
    "SignalOutcome",
    "TransientError",
]


def __getattr__(name: str) -> Any:
    if name == "MemoryService":
        return importlib.import_module("memory_service.service").MemoryService
    raise AttributeError(f"module 'memory_service' has no attribute {name!r}")
