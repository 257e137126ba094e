"""Input limits in one place, and the trimming that keeps an oversized session instead of losing it.

The producer client, the worker and the service share these numbers: a session over the limits
is trimmed the same way wherever it is met (the newest turns kept, an over-long message cut with
a marker), so it is never dropped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from memory_service.errors import InvalidInputError
from memory_service.schemas import (
    MAX_CONTENT_CHARS,
    MAX_DOCUMENT_CHARS,
    MAX_MESSAGE_CHARS,
    MAX_MESSAGES,
    MAX_METADATA_BYTES,
    MAX_METADATA_DEPTH,
)

MAX_QUERY_CHARS = 4_000
MAX_PAGE_SIZE = 200
MAX_ID_CHARS = 255
MAX_SUMMARY_CHARS = 2_000
MAX_EVENT_TYPE_CHARS = 100
MAX_TAGS = 20
TRIM_MARKER = " […trimmed]"
"""Ends a message cut to fit `MAX_MESSAGE_CHARS` (the marker counts towards the limit)."""


@dataclass(frozen=True)
class Limit:
    """One input limit, as docs/contract.md lists it."""

    field: str
    value: int
    unit: str
    beyond: str


LIMITS: tuple[Limit, ...] = (
    Limit("user_id, session_id, deliverable_id, memory id", MAX_ID_CHARS, "characters", "refused"),
    Limit("messages per session", MAX_MESSAGES, "messages", "trimmed: the newest kept"),
    Limit("characters per message", MAX_MESSAGE_CHARS, "characters", "trimmed with a marker"),
    Limit("memory content (add, edit)", MAX_CONTENT_CHARS, "characters", "refused"),
    Limit("deliverable original / edited", MAX_DOCUMENT_CHARS, "characters each", "refused"),
    Limit("activity event_type", MAX_EVENT_TYPE_CHARS, "characters", "refused"),
    Limit("activity summary", MAX_SUMMARY_CHARS, "characters", "refused"),
    Limit("activity metadata", MAX_METADATA_BYTES, "bytes of JSON", "refused"),
    Limit("activity metadata nesting", MAX_METADATA_DEPTH, "levels", "refused"),
    Limit("prompt query, relevance context", MAX_QUERY_CHARS, "characters", "refused"),
    Limit("tags per memory", MAX_TAGS, "tags", "refused"),
    Limit("page size (list memories, episodes)", MAX_PAGE_SIZE, "items", "refused"),
)


def check_query(query: str | None, field: str = "query") -> None:
    """Raise InvalidInputError naming `field` unless `query` is None or a short enough string."""
    if query is None:
        return
    if not isinstance(query, str):
        raise InvalidInputError(f"{field}: must be a string")
    if len(query) > MAX_QUERY_CHARS:
        raise InvalidInputError(f"{field}: at most {MAX_QUERY_CHARS} characters (got {len(query)})")


def check_page_size(limit: int) -> None:
    """Raise InvalidInputError unless 1 <= limit <= MAX_PAGE_SIZE."""
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= MAX_PAGE_SIZE:
        raise InvalidInputError(f"limit: must be an integer from 1 to {MAX_PAGE_SIZE}")


def _cut(message: Any) -> tuple[Any, bool]:
    """The message with its content cut to the limit (marker included), and whether it was cut."""
    if not isinstance(message, Mapping):
        return message, False
    content = message.get("content")
    if not isinstance(content, str) or len(content) <= MAX_MESSAGE_CHARS:
        return message, False
    kept = content[: MAX_MESSAGE_CHARS - len(TRIM_MARKER)]
    return {**message, "content": kept + TRIM_MARKER}, True


def trim_messages(messages: Any) -> tuple[Any, bool]:
    """A session within the limits: the newest `MAX_MESSAGES` turns, each message at most
    `MAX_MESSAGE_CHARS` characters; returns the messages and whether anything was trimmed.

    Anything that is not a list of messages is returned as is, for validation to name.
    """
    if not isinstance(messages, Sequence) or isinstance(messages, str | bytes):
        return messages, False
    kept = list(messages[-MAX_MESSAGES:])
    trimmed = len(kept) < len(messages)
    out = []
    for message in kept:
        cut, was_cut = _cut(message)
        trimmed = trimmed or was_cut
        out.append(cut)
    return out, trimmed
