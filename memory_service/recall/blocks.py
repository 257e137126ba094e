"""Session-start blocks as `prompt_cache` stores them: laid out once, read as one row.

A block without a query is fixed for a user's version and a UTC day (see `recall.memo`). The
worker lays out the blocks of the budgets the chat app asks for after every write (beside the
candidate list, `cached.refresh`); a read of an unchanged user then fetches one row and does no
ranking, in any process. The stored form is JSON: the version and day the blocks were made for
and, per budget, the text, its token count and the ids of the memories in it. A trigger clears
it whenever the version moves (migration 0012), so it is only ever read for its own version.
"""

from __future__ import annotations

import json
import uuid
from datetime import date
from typing import Any

from memory_service.recall.layout import Rendered

MAX_BUDGETS = 4
"""Budgets whose blocks are stored per user, the first ones asked: a chat app asks one or two."""


def served(stored: str | None, *, version: int, day: date, token_budget: int) -> Rendered | None:
    """The stored block for this budget, if it was made for this version and day (None also
    when the stored form cannot be read: the block is then made again)."""
    made: Any = _blocks_of(stored, version=version, day=day).get(str(token_budget))
    if made is None:
        return None
    try:
        text, tokens, ids = made
        return Rendered(str(text), int(tokens), [uuid.UUID(hex=str(m)) for m in ids])
    except (TypeError, ValueError, AttributeError):
        return None


def _blocks_of(stored: str | None, *, version: int, day: date) -> dict[str, object]:
    """The stored blocks if they were made for this version and day, else none."""
    if stored is None:
        return {}
    try:
        document = json.loads(stored)
    except ValueError:
        return {}
    if not isinstance(document, dict):
        return {}
    if document.get("version") != version or document.get("day") != day.isoformat():
        return {}
    blocks = document.get("blocks")
    return blocks if isinstance(blocks, dict) else {}


def encoded(
    made: dict[int, Rendered], *, version: int, day: date, stored: str | None = None
) -> str:
    """The stored form of `made` for this version and day, with the blocks `stored` already
    holds for the same version and day."""
    blocks = dict(_blocks_of(stored, version=version, day=day))
    for budget, rendered in made.items():
        ids = [memory_id.hex for memory_id in rendered.memory_ids]
        blocks[str(budget)] = [rendered.text, rendered.tokens, ids]
    document = {"version": version, "day": day.isoformat(), "blocks": blocks}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def budgets_of(stored: str | None) -> list[int]:
    """The budgets recorded for the user, in the order first asked."""
    if not stored:
        return []
    return [int(budget) for budget in stored.split(",") if budget.strip().isdigit()]


def recorded(stored: str | None, token_budget: int) -> bool:
    """True when blocks of `token_budget` are made for the user, or can be: it is one of the
    recorded budgets or there is room for one more. An app that asks ever-changing budgets
    gets its first `MAX_BUDGETS` stored, and its reads of the others never write."""
    budgets = budgets_of(stored)
    return token_budget in budgets or len(budgets) < MAX_BUDGETS


def with_budget(stored: str | None, token_budget: int) -> str:
    """The recorded budgets with `token_budget` added if there is room (`MAX_BUDGETS`)."""
    budgets = budgets_of(stored)
    if token_budget not in budgets and len(budgets) < MAX_BUDGETS:
        budgets.append(token_budget)
    return ",".join(str(budget) for budget in budgets)
