"""A memo of pure text functions that lives only while one signal is read.

The rules ask the same questions of the same sentence many times over (is it sarcastic, what is
it once tidied); inside `scope()` each answer is kept for the rest of the signal and dropped with
it, so no user's words outlive the signal in a worker's memory (an erasure leaves nothing behind
in a process-wide cache). Outside a scope the functions run as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import TypeVar

T = TypeVar("T")

_MEMO: ContextVar[dict[tuple[object, str], object] | None] = ContextVar("text_memo", default=None)


@contextmanager
def scope() -> Iterator[None]:
    """Keep the answers of `memoised` functions until the block ends (one signal)."""
    token = _MEMO.set({})
    try:
        yield
    finally:
        _MEMO.reset(token)


def memoised(function: Callable[[str], T]) -> Callable[[str], T]:
    """`function` of one text, its answers kept within the current `scope()`."""

    @wraps(function)
    def memo(text: str) -> T:
        kept = _MEMO.get()
        if kept is None:
            return function(text)
        key = (function, text)
        if key in kept:
            return kept[key]  # type: ignore[return-value]
        value = kept[key] = function(text)
        return value

    return memo
