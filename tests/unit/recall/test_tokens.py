"""Token counts: exact under the reference tokenizer, and additive line by line."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_service.recall.tokens import NEWLINE_TOKENS, count_many, count_tokens

# Counts under the tokenizer Anthropic published for earlier Claude models, taken from its
# reference implementation (the SDK's own `count_tokens` before release 0.39).
REFERENCE_COUNTS = [
    ("Hello world", 2),
    ("Allergic to peanuts and tree nuts.", 9),
    ("Ich bin allergisch gegen Erdnüsse.", 12),
    ("我对花生过敏", 7),
    ("日本語のテキスト", 8),
    ("5f3a9c2e-1b7d-4e8a-9c3f-2d1e0b6a7c8d", 36),
    ("https://example.com/a/b?c=d", 13),
    ("Wojciechowski", 5),
]


@pytest.mark.parametrize(("text", "reference"), REFERENCE_COUNTS)
def test_counts_are_the_reference_tokenizers_counts(text: str, reference: int) -> None:
    assert count_tokens(text) == reference


def test_a_batch_counts_the_same_as_one_at_a_time() -> None:
    texts = [t for t, _ in REFERENCE_COUNTS]
    assert count_many(texts) == [count_tokens(t) for t in texts]
    assert count_many([]) == []
    assert count_tokens("") == 0


_LINE = st.text(
    alphabet=st.characters(
        blacklist_categories=("Cs",),
        blacklist_characters="\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029",
    ),
    min_size=1,
).filter(lambda s: s == s.strip() and s.strip() != "")


@given(parts=st.lists(_LINE, min_size=1, max_size=6))
def test_a_blocks_count_is_the_sum_of_its_lines_plus_the_newlines(parts: list[str]) -> None:
    joined = count_tokens("\n".join(parts))
    assert joined == sum(count_tokens(p) for p in parts) + NEWLINE_TOKENS * (len(parts) - 1)


@given(prefix=_LINE, rest=_LINE)
def test_a_line_counts_as_its_prefix_plus_the_rest_after_a_space(prefix: str, rest: str) -> None:
    assert count_tokens(f"{prefix} {rest}") == count_tokens(prefix) + count_tokens(" " + rest)
