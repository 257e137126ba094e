"""Session-start blocks already made, kept in the process and served while still true.

A block without a query depends on the user's memories, their episodes and the UTC day, and on
nothing else. Every change to a user's memories or episodes moves the user's `prompt_cache`
version in the changing transaction (database triggers, migration 0010), whichever process or
code path made it; an erasure deletes the row and a new one starts at a random version. So a
block made after reading version V on day D is the block for (V, D): the read path reads the
version (one indexed row, no lines), and when this process already made the block for that
version, day and budget it returns it without reading or ranking anything else.

The version is read before the block is made. The block can only be newer than its stamp,
never older: a change that commits in between moves the version past the stamp, so that entry
is never served. Entries are kept per user and budget, least recently used dropped first.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from datetime import date
from typing import NamedTuple

from memory_service.recall.layout import Rendered


class _Entry(NamedTuple):
    version: int
    day: date
    rendered: Rendered


class BlockMemo:
    """Blocks without a query, by user and budget, each stamped with the version and day read
    before it was made. Thread-safe; `capacity` 0 keeps nothing."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._entries: OrderedDict[tuple[str, int], _Entry] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, user_id: str, token_budget: int, *, version: int, day: date) -> Rendered | None:
        """The block made for this version and day, or None."""
        key = (user_id, token_budget)
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry.version != version or entry.day != day:
                return None
            self._entries.move_to_end(key)
            return entry.rendered

    def put(
        self, user_id: str, token_budget: int, *, version: int, day: date, rendered: Rendered
    ) -> None:
        """Keep a block made after reading `version` on `day`."""
        if self._capacity <= 0:
            return
        key = (user_id, token_budget)
        with self._lock:
            self._entries[key] = _Entry(version, day, rendered)
            self._entries.move_to_end(key)
            while len(self._entries) > self._capacity:
                self._entries.popitem(last=False)

    def drop(self, user_id: str) -> None:
        """Forget every block of the user (an erasure in this process)."""
        with self._lock:
            for key in [key for key in self._entries if key[0] == user_id]:
                del self._entries[key]

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)
