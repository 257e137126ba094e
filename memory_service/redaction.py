"""Secret redaction (placeholder: replaced by the full redactor)."""

from __future__ import annotations


def redact(text: str) -> str:
    """Return `text` with secrets replaced by markers."""
    return text
