"""Recording what a signal's LLM replies cost, in the transaction that uses them (or not).

A used result's cost row commits with the signal's effects, so it is counted exactly once. A
paid result that is thrown away (the signal was applied meanwhile by another delivery, or a
batch answered after its session went direct) is recorded too, with the reason, so the bill
never holds a call nobody knows about.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from db import costs
from memory_service.costs import Mode, PriceTable
from memory_service.extractors.base import Extraction
from memory_service.pipeline.signal import Batch, Build, Signal


def paid(found: Extraction) -> bool:
    """True when the extraction was billed for anything."""
    return found.usage.prompt_tokens > 0 or found.usage.output_tokens > 0


def record(
    session: Session,
    signal: Signal,
    found: Extraction,
    *,
    mode: Mode,
    prices: PriceTable,
    now: datetime,
    wasted: str | None = None,
) -> None:
    """One cost row for the extraction's paid replies (nothing when it paid for none)."""
    if not paid(found):
        return
    usage = found.usage
    costs.add_cost(
        session,
        **signal.id._asdict(),
        mode=mode,
        model=found.model[:64],
        day=now.date(),
        calls=max(found.llm_calls, 1),
        input_tokens=usage.input_tokens,
        output_tokens=usage.output_tokens,
        cache_write_tokens=usage.cache_write_tokens,
        cache_read_tokens=usage.cache_read_tokens,
        cost_usd=prices.cost_usd(found.model, usage, mode),
        direct_cost_usd=prices.cost_usd(found.model, usage, "direct"),
        wasted=wasted[:64] if wasted else None,
        created_at=now,
    )


def with_cost(
    build: Build,
    signal: Signal,
    found: Extraction,
    *,
    mode: Mode,
    prices: PriceTable,
    now: datetime,
) -> Build:
    """`build`, also recording the extraction's cost in the same transaction."""

    def batch(session: Session) -> Batch:
        built = build(session)
        record(session, signal, found, mode=mode, prices=prices, now=now)
        return built

    return batch
