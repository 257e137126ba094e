"""Errors of the memory service: transient ones are worth a retry, the rest are final."""

from __future__ import annotations


class MemoryServiceError(Exception):
    """Raised when the memory service cannot do what was asked (base class)."""


class InvalidInputError(MemoryServiceError, ValueError):
    """Raised when a payload or argument fails validation; the message names the field."""


class MemoryNotFoundError(MemoryServiceError, LookupError):
    """Raised when a memory id does not exist for the given user."""


class SchemaNotReadyError(MemoryServiceError):
    """Raised when the database has not been migrated to this version's schema."""


class TransientError(MemoryServiceError):
    """Raised when an operation failed for a reason that may pass (retry later)."""


class DatabaseUnavailableError(TransientError):
    """Raised when the database cannot be reached or dropped the connection."""


class ExtractorUnavailableError(TransientError):
    """Raised when the LLM API kept failing transiently (429, 5xx, timeouts) past the bound."""


class ConfigurationError(MemoryServiceError):
    """Raised when the settings ask for something impossible (e.g. Anthropic without a key)."""


class ExtractionFailedError(MemoryServiceError):
    """Raised when extraction failed for good (bad request, auth, unknown model, invalid reply)."""

    def __init__(self, message: str, *, input_tokens: int = 0, output_tokens: int = 0) -> None:
        super().__init__(message)
        self.input_tokens = input_tokens
        self.output_tokens = output_tokens


class UnknownUserError(MemoryNotFoundError):
    """Raised when nothing at all is stored about the user (an unknown user, not an empty one)."""
