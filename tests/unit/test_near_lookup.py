"""The near-duplicate lookup's shapes never miss a row the write rules would call the same."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from memory_service.language.text import similarity
from memory_service.pipeline.book import SIZE_MARK, near_shapes

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
