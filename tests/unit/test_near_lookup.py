"""The near-duplicate lookup's shapes never miss a row the write rules would call the same."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_service.language.text import similarity
from memory_service.pipeline import book
from memory_service.pipeline.book import MAX_SHAPES, SIZE_MARK, near_shapes

WORDS = st.frozensets(
    st.sampled_from([f"w{i}" for i in range(12)] + ["not", "7", "8"]), min_size=1, max_size=9
)


@settings(max_examples=3000, deadline=None)
@given(WORDS, WORDS, st.sampled_from([0.5, 0.7, 0.9]))
def test_every_row_similar_enough_holds_one_of_the_shapes(
    candidate: frozenset[str], row: frozenset[str], threshold: float
) -> None:
    stored = set(row) | {f"{SIZE_MARK}{len(row)}"}
    found = any(
        set(words) <= stored and stored & set(marks)
        for words, marks in near_shapes(candidate, threshold)
    )
    assert found or similarity(candidate, row) < threshold


def test_a_long_wording_asks_for_single_words_without_making_every_subset(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # "I love hiking, climbing, kayaking, ... and volleyball": 24 content words made millions of
    # subsets (a minute per message) before the shapes were found to be too many.
    made = 0

    def counted(words: list[str], k: int) -> Iterator[tuple[str, ...]]:
        nonlocal made
        for subset in combinations(words, k):
            made += 1
            yield subset

    monkeypatch.setattr(book, "combinations", counted)
    words = frozenset(f"sport{i}" for i in range(20))
    shapes = near_shapes(words, 0.85)
    assert sorted(w for ws, _ in shapes for w in ws) == sorted(words)
    assert all(len(ws) == 1 for ws, _ in shapes)
    assert made <= MAX_SHAPES
