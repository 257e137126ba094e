"""Opaque pagination cursors: the sort key of the last item a page showed."""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from typing import Any, TypeVar

from api.errors import ApiProblem
from api.schemas import FieldError

T = TypeVar("T")


def encode(key: Sequence[Any]) -> str:
    """A cursor for a sort key."""
    return base64.urlsafe_b64encode(json.dumps(list(key)).encode()).decode().rstrip("=")


def decode(cursor: str) -> list[Any]:
    """The sort key in a cursor, or 422 naming `cursor`."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        key = json.loads(base64.urlsafe_b64decode(padded.encode()))
    except (ValueError, UnicodeDecodeError):
        key = None
    if not isinstance(key, list):
        raise ApiProblem(422, "cursor: not a cursor this API gave", errors=[_bad()])
    return key


def _bad() -> FieldError:
    return FieldError(field="cursor", message="not a cursor this API gave")


def page(
    ranked: Sequence[tuple[Sequence[Any], T]], *, cursor: str | None, limit: int
) -> tuple[list[T], str | None]:
    """Items after the cursor's key (keys ascending), at most `limit`, and the next cursor."""
    after = decode(cursor) if cursor else None
    try:
        rest = [(k, item) for k, item in ranked if after is None or list(k) > after]
    except TypeError:
        raise ApiProblem(422, "cursor: not a cursor this API gave", errors=[_bad()]) from None
    chosen = rest[:limit]
    more = len(rest) > limit
    return [item for _, item in chosen], (encode(chosen[-1][0]) if more and chosen else None)
