"""What LLM calls cost: the price table, one call's usage, and its price direct or in a batch.

Prices are USD per million tokens, list prices of the Anthropic API as published on
https://platform.claude.com/docs/en/about-claude/pricing (read 2026-11-23). Message Batches
are billed at half of every rate. `MEMORY_PRICES` (JSON, model id -> rates) overrides or adds
rows, e.g. `{"claude-haiku-5-5": {"input": 0.1, "output": 0.5}}`; a model missing from the
table is priced at the most expensive Haiku row, so costs are never under-reported.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

Mode = Literal["direct", "batch"]
PER_TOKENS: Final = 1_000_000
PRICES_AS_OF: Final = "2026-11-23"


class ModelPrice(BaseModel):
    """USD per million tokens of one model; batch requests pay `batch_factor` of each rate."""

    model_config = ConfigDict(frozen=True)

    input: float = Field(ge=0)
    output: float = Field(ge=0)
    cache_write: float | None = Field(default=None, ge=0)
    """5-minute cache writes; by default 1.25 x input."""
    cache_read: float | None = Field(default=None, ge=0)
    """Cache hits; by default 0.1 x input."""
    batch_factor: float = Field(default=0.5, gt=0, le=1)


DEFAULT_PRICES: Final[Mapping[str, ModelPrice]] = {
    # Claude Haiku 5.5 (released 2026-10-07), prompts up to 100K tokens (ours are far below).
    "claude-haiku-5-5": ModelPrice(input=0.10, output=0.50, cache_write=0.125, cache_read=0.01),
    # Claude Haiku 4.5 (claude-haiku-4-5-20251001).
    "claude-haiku-4-5": ModelPrice(input=1.00, output=5.00, cache_write=1.25, cache_read=0.10),
    "claude-haiku-4-5-20251001": ModelPrice(
        input=1.00, output=5.00, cache_write=1.25, cache_read=0.10
    ),
}
FALLBACK: Final = "claude-haiku-4-5"


@dataclass(frozen=True)
class TokenUsage:
    """The tokens of one paid reply, as the API's `usage` block reports them."""

    input_tokens: int = 0
    output_tokens: int = 0
    cache_write_tokens: int = 0
    cache_read_tokens: int = 0

    @property
    def prompt_tokens(self) -> int:
        """Every input token, cached or not."""
        return self.input_tokens + self.cache_write_tokens + self.cache_read_tokens

    def __add__(self, other: TokenUsage) -> TokenUsage:
        return TokenUsage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cache_write_tokens + other.cache_write_tokens,
            self.cache_read_tokens + other.cache_read_tokens,
        )

    @classmethod
    def of(cls, usage: Mapping[str, object] | None) -> TokenUsage:
        """From an API `usage` mapping (missing or odd values count as 0)."""
        usage = usage or {}

        def count(name: str) -> int:
            value = usage.get(name)
            return value if isinstance(value, int) and not isinstance(value, bool) else 0

        return cls(
            count("input_tokens"),
            count("output_tokens"),
            count("cache_creation_input_tokens"),
            count("cache_read_input_tokens"),
        )


class PriceTable:
    """The default prices with the settings' overrides on top."""

    def __init__(self, overrides: Mapping[str, ModelPrice] | None = None) -> None:
        self._prices = {**DEFAULT_PRICES, **(overrides or {})}

    def price(self, model: str) -> ModelPrice:
        """The row for `model` (the most expensive Haiku row when unknown)."""
        return self._prices.get(model) or self._prices[FALLBACK]

    def cost_usd(self, model: str, usage: TokenUsage, mode: Mode) -> float:
        """What `usage` costs on `model`, called directly or in a batch."""
        price = self.price(model)
        cache_write = price.cache_write if price.cache_write is not None else 1.25 * price.input
        cache_read = price.cache_read if price.cache_read is not None else 0.1 * price.input
        total = (
            usage.input_tokens * price.input
            + usage.output_tokens * price.output
            + usage.cache_write_tokens * cache_write
            + usage.cache_read_tokens * cache_read
        ) / PER_TOKENS
        return total * (price.batch_factor if mode == "batch" else 1.0)
