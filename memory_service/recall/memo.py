"""What a read made for a user, kept in the process and used again while still true.

A block without a query depends on the user's memories, their episodes and the UTC day, and on
nothing else; so does what every block starts from (the decoded candidate list and the episodes
a block can show). Every change to a user's memories or episodes moves the user's
`prompt_cache` version in the changing transaction (database triggers, migration 0010),
whichever process or code path made it; an erasure deletes the row and a new one starts at a
random version. So what was made after reading version V on day D holds for (V, D): the read
path reads the version (one indexed row), and when this process already made the value for that
version and day it is used without reading or ranking anything else.

The version is read before the value is made. The value can only be newer than its stamp,
never older: a change that commits in between moves the version past the stamp, so that entry
is never used. Entries are kept per user and slot (a budget, or the list), least recently used
dropped first.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from datetime import date
from typing import Generic, NamedTuple, TypeVar

T = TypeVar("T")


class _Entry(NamedTuple, Generic[T]):
    version: int
    day: date
    made: T


class Memo(Generic[T]):
    """Values by user and slot, each stamped with the version and day read before it was made.
    Thread-safe; `capacity` 0 keeps nothing."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._entries: OrderedDict[tuple[str, int], _Entry[T]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, user_id: str, slot: int, *, version: int, day: date) -> T | None:
        """The value made for this version and day, or None."""
        key = (user_id, slot)
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry.version != version or entry.day != day:
                return None
            self._entries.move_to_end(key)
            return entry.made

    def put(self, user_id: str, slot: int, made: T, *, version: int, day: date) -> None:
        """Keep a value made after reading `version` on `day`."""
        if self._capacity <= 0:
            return
        key = (user_id, slot)
        with self._lock:
            self._entries[key] = _Entry(version, day, made)
            self._entries.move_to_end(key)
            while len(self._entries) > self._capacity:
                self._entries.popitem(last=False)

    def drop(self, user_id: str) -> None:
        """Forget everything kept for the user (an erasure in this process)."""
        with self._lock:
            for key in [key for key in self._entries if key[0] == user_id]:
                del self._entries[key]

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)
