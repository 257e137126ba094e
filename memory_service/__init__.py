"""memory_service: the domain of long-term user memory (no Celery here)."""

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
from memory_service.service import MemoryService
from memory_service.tuning import MemoryConfig

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
