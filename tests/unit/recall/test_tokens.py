"""The token estimate: never under a published Claude tokenizer, every character charged."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_service.recall.tokens import estimate_tokens

# -- the token estimate ----------------------------------------------------------------------------

# Counts under the tokenizer Anthropic published for earlier Claude models.
REFERENCE_COUNTS = [
    ("Hello world", 2),
    ("Allergic to peanuts and tree nuts.", 9),
    ("Ich bin allergisch gegen Erdnüsse.", 12),
    ("我对花生过敏", 7),
    ("日本語のテキスト", 8),
    ("\ufdfa", 15),
    ("👨\u200d👩\u200d👧\u200d👦", 14),
    ("5f3a9c2e-1b7d-4e8a-9c3f-2d1e0b6a7c8d", 36),
    ("QmFzZTY0IGVuY29kZWQgc3RyaW5n", 20),
    ("https://example.com/a/b?c=d", 13),
    ("jane.doe@example.com", 9),
    ("Wojciechowski", 5),
    (" Llanfairpwllgwyngyll", 9),
    ("e\u0301\u0301\u0301", 5),
]


@pytest.mark.parametrize(("text", "reference"), REFERENCE_COUNTS)
def test_the_estimate_is_not_below_a_published_claude_tokenizer(text: str, reference: int) -> None:
    assert estimate_tokens(text) >= reference


def test_the_estimate_charges_bytes_where_bytes_are_the_bound() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("2026-03-10") == 10
    assert estimate_tokens("!?.,;") == 5
    assert estimate_tokens("é") == 2
    assert estimate_tokens("\ufdfa") == 33  # 3 bytes, but NFKC spells it out in 33
    assert estimate_tokens("\n\n") == 2


@given(parts=st.lists(st.text().map(lambda s: s.replace("\n", "")), min_size=1, max_size=8))
def test_the_estimate_of_lines_is_the_sum_of_the_lines_plus_the_newlines(
    parts: list[str],
) -> None:
    joined = estimate_tokens("\n".join(parts))
    assert joined == sum(estimate_tokens(p) for p in parts) + len(parts) - 1


@given(text=st.text())
def test_every_character_is_charged(text: str) -> None:
    floor = len(re.findall(r"[A-Za-z]+|[^\sA-Za-z]|\n", text))
    assert estimate_tokens(text) >= floor
