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
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from db.queries import prompt_rows
from db.tables import UserContext
from db.types import MAX_ROW_ID
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


RANK_TYPES: dict[str, tuple[type | tuple[type, ...], ...]] = {
    "active": (int, (int, float), str, str),  # band, -score, key, id
    "archived": ((int, float), str),  # -archived stamp, id
}
"""What each place of a rank holds: a cursor of other types would fail when compared."""


def read_cursor(cursor: str | None, *, status: str) -> Rank | None:
    """The rank a cursor continues after, or None for the first page."""
    if cursor is None or cursor == "":
        return None
    data = _decode(cursor)
    types = RANK_TYPES[status]
    if not (
        isinstance(data, list)
        and len(data) == len(types) + 1
        and data[0] == status
        and all(_is(value, kind) for value, kind in zip(data[1:], types, strict=True))
    ):
        raise InvalidInputError(f"cursor: not a cursor of the {status} list")
    return tuple(data[1:])


def _is(value: Any, kind: type | tuple[type, ...]) -> bool:
    return isinstance(value, kind) and not isinstance(value, bool)  # JSON true is no number


def episode_cursor(said_at: datetime, last_id: int) -> str:
    """The cursor that continues after the episode `last_id`, said at `said_at`."""
    return _encode(["episode", said_at.isoformat(), last_id])


def read_episode_cursor(cursor: str | None) -> tuple[datetime, int] | None:
    """The (said_at, id) of the episode a cursor continues after, or None for the first page."""
    if cursor is None or cursor == "":
        return None
    data = _decode(cursor)
    wrong = InvalidInputError("cursor: not a cursor of the episode list")
    if not (isinstance(data, list) and len(data) == 3 and data[0] == "episode"):
        raise wrong
    stamp, last_id = data[1:]
    if not (_is(last_id, int) and 0 < last_id <= MAX_ROW_ID and isinstance(stamp, str)):
        raise wrong
    try:
        said_at = datetime.fromisoformat(stamp)
        if said_at.tzinfo is None:
            raise wrong
        return said_at.astimezone(UTC), last_id
    except (ValueError, OverflowError):  # not a time, or one with no UTC equivalent
        raise wrong from None
