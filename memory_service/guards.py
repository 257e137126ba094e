"""Boundary helpers: database errors mapped to ours, stable content hashes."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError, ProgrammingError

from memory_service.errors import DatabaseUnavailableError, SchemaNotReadyError

_MISSING_SCHEMA = ("no such table", "undefinedtable", "does not exist")


def _missing_schema(exc: DBAPIError) -> bool:
    text = f"{type(exc.orig).__name__} {exc.orig}".lower()
    return any(marker in text for marker in _MISSING_SCHEMA) and "database" not in text


@contextmanager
def db_errors() -> Iterator[None]:
    """Map SQLAlchemy errors to SchemaNotReadyError or DatabaseUnavailableError (retry)."""
    try:
        yield
    except (OperationalError, InterfaceError, ProgrammingError) as exc:
        if _missing_schema(exc):
            raise SchemaNotReadyError(
                "the database is not migrated: run `memory-worker migrate`"
            ) from exc
        if isinstance(exc, ProgrammingError):
            raise
        raise DatabaseUnavailableError(f"database unavailable: {exc.orig}") from exc
    except DBAPIError as exc:
        if exc.connection_invalidated:
            raise DatabaseUnavailableError(f"database connection lost: {exc.orig}") from exc
        raise


def digest(value: Any) -> str:
    """SHA-256 of a value's canonical JSON: the content identity of a signal."""
    encoded = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(encoded.encode("utf-8")).hexdigest()
