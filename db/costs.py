"""Queries for LLM costs: one row per signal's paid replies, sums per day, user and mode.
Keyword-only, never commit."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any, NamedTuple

from sqlalchemy import Select, case, func, select
from sqlalchemy.orm import Session

from db.tables import LlmCost


def add_cost(session: Session, **values: object) -> None:
    """Record what one signal's replies cost (in the same transaction as their effect)."""
    session.add(LlmCost(**values))


class CostSum(NamedTuple):
    """Sums over some cost rows."""

    calls: int
    input_tokens: int
    output_tokens: int
    cost_usd: float
    direct_cost_usd: float
    wasted_calls: int
    wasted_usd: float


def _sums() -> Select[tuple[int, int, int, float, float, int, float]]:
    wasted = LlmCost.wasted.is_not(None)
    return select(
        func.coalesce(func.sum(LlmCost.calls), 0),
        func.coalesce(
            func.sum(LlmCost.input_tokens + LlmCost.cache_write_tokens + LlmCost.cache_read_tokens),
            0,
        ),
        func.coalesce(func.sum(LlmCost.output_tokens), 0),
        func.coalesce(func.sum(LlmCost.cost_usd), 0.0),
        func.coalesce(func.sum(LlmCost.direct_cost_usd), 0.0),
        func.coalesce(func.sum(case((wasted, LlmCost.calls), else_=0)), 0),
        func.coalesce(func.sum(case((wasted, LlmCost.cost_usd), else_=0.0)), 0.0),
    )


def _row(values: Sequence[Any]) -> CostSum:
    calls, tokens_in, tokens_out, cost, direct, wasted_calls, wasted_usd = values
    return CostSum(
        int(calls),
        int(tokens_in),
        int(tokens_out),
        float(cost),
        float(direct),
        int(wasted_calls),
        float(wasted_usd),
    )


def total_since(session: Session, *, day: date, user_id: str | None = None) -> CostSum:
    """Sums over rows from `day` on (for one user, when given)."""
    stmt = _sums().where(LlmCost.day >= day)
    if user_id is not None:
        stmt = stmt.where(LlmCost.user_id == user_id)
    return _row(tuple(session.execute(stmt).one()))


def per_day(session: Session, *, since: date, user_id: str | None = None) -> dict[date, CostSum]:
    """Sums per day from `since` on."""
    stmt = _sums().add_columns(LlmCost.day).where(LlmCost.day >= since).group_by(LlmCost.day)
    if user_id is not None:
        stmt = stmt.where(LlmCost.user_id == user_id)
    return {row[-1]: _row(row[:-1]) for row in session.execute(stmt)}


def for_signal(session: Session, *, user_id: str, kind: str, ref: str) -> list[LlmCost]:
    """Every cost row of one signal (all its contents), oldest first."""
    stmt = (
        select(LlmCost)
        .where(LlmCost.user_id == user_id, LlmCost.kind == kind, LlmCost.ref == ref)
        .order_by(LlmCost.id)
    )
    return list(session.scalars(stmt))
