"""The order memories are listed in, which is the order the prompt block uses, and its cursors.

Active memories come as the block without a query chooses them: critical facts first, then
instructions, preferences and facts, each by score (confidence, importance, decay), ties by key
and id. Archived ones come newest first. A cursor is the rank of the last item of a page
(opaque, URL-safe), so a page after a deletion neither skips nor repeats an item.
"""

from __future__ import annotations

import base64
import binascii
import json
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.queries import prompt_rows
from db.tables import UserContext
from memory_service.errors import InvalidInputError
from memory_service.recall.prompt import memory_lines

Rank = tuple[Any, ...]


def in_prompt_order(
    session: Session, *, user_id: str, now: datetime
) -> list[tuple[Rank, UserContext]]:
    """The user's active memories with their ranks, in prompt order."""
    lines = memory_lines(prompt_rows(session, user_id=user_id), query=None, now=now)
    ranks = {
        line.memory_id: (line.band, round(-line.score, 9), line.order[1], str(line.memory_id))
        for line in lines
    }
    stmt = select(UserContext).where(UserContext.user_id == user_id, UserContext.status == "active")
    rows = list(session.scalars(stmt))
    last = (len(ranks) + 99, 0.0, "", "")
    ranked = [(ranks.get(row.id, (*last[:2], row.key, str(row.id))), row) for row in rows]
    return sorted(ranked, key=lambda pair: pair[0])


def ranked_archive(session: Session, *, user_id: str) -> list[tuple[Rank, UserContext]]:
    """The user's archived memories with their ranks, newest archived first."""
    rows = archived(session, user_id=user_id)
    return [((-_stamp(row), str(row.id)), row) for row in rows]


def archived(session: Session, *, user_id: str) -> list[UserContext]:
    """The user's archived memories, newest archived first."""
    stmt = select(UserContext).where(
        UserContext.user_id == user_id, UserContext.status == "archived"
    )
    return sorted(session.scalars(stmt), key=lambda row: (-_stamp(row), str(row.id)))


def _stamp(row: UserContext) -> float:
    return (row.archived_at or row.updated_at).timestamp()


def _encode(data: list[Any]) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _decode(cursor: str) -> Any:
    if not isinstance(cursor, str) or len(cursor) > 1000:
        raise InvalidInputError("cursor: not a cursor this API gave out")
    try:
        return json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise InvalidInputError("cursor: not a cursor this API gave out") from None


def make_cursor(rank: Rank, *, status: str) -> str:
    """The cursor that continues after `rank` in the list of `status`."""
    return _encode([status, *rank])


def read_cursor(cursor: str | None, *, status: str) -> Rank | None:
    """The rank a cursor continues after, or None for the first page."""
    if cursor is None or cursor == "":
        return None
    data = _decode(cursor)
    size = 5 if status == "active" else 3
    if not isinstance(data, list) or len(data) != size or data[0] != status:
        raise InvalidInputError(f"cursor: not a cursor of the {status} list")
    return tuple(data[1:])


def episode_cursor(last_id: int) -> str:
    """The cursor that continues after the episode `last_id`."""
    return _encode(["episode", last_id])


def read_episode_cursor(cursor: str | None) -> int | None:
    """The episode id a cursor continues after, or None for the first page."""
    if cursor is None or cursor == "":
        return None
    data = _decode(cursor)
    if not (isinstance(data, list) and len(data) == 2 and data[0] == "episode"):
        raise InvalidInputError("cursor: not a cursor of the episode list")
    if not isinstance(data[1], int):
        raise InvalidInputError("cursor: not a cursor of the episode list")
    return int(data[1])
