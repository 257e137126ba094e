"""docs/contract.md lists every input limit the code enforces, with the code's numbers."""

from __future__ import annotations

from pathlib import Path

from memory_service.limits import LIMITS

CONTRACT = Path(__file__).resolve().parents[2] / "docs" / "contract.md"


def test_the_contract_lists_every_limit_with_its_value() -> None:
    text = CONTRACT.read_text()
    for limit in LIMITS:
        assert f"| {limit.field} | {limit.value:,} {limit.unit} | {limit.beyond} |" in text
