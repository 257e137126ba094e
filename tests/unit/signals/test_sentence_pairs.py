"""Sentence alignment stays bounded on long drafts of many short sentences."""

from __future__ import annotations

import pytest

from memory_service.signals import sentence_pairs
from memory_service.signals.sentence_pairs import MAX_PAIRS, changed_pairs


def _words(n: int, salt: str) -> list[str]:
    return [
        f"{salt}{chr(97 + i % 26)}{chr(97 + i // 26 % 26)}{chr(97 + i // 676 % 26)}"
        for i in range(n)
    ]


@pytest.fixture
def compared(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls = [0]
    ratio = sentence_pairs._ratio

    def counting(a: str, b: str) -> float:
        calls[0] += 1
        return ratio(a, b)

    monkeypatch.setattr(sentence_pairs, "_ratio", counting)
    return calls


def test_many_short_reworded_sentences_compare_a_bounded_number_of_pairs(
    compared: list[int],
) -> None:
    old = " ".join(f"{w.capitalize()}." for w in _words(1500, "o"))
    new = " ".join(f"{w.capitalize()}." for w in _words(1500, "n"))
    assert changed_pairs(old, new) == []
    assert compared[0] <= MAX_PAIRS + 1500


def test_past_the_budget_reworded_sentences_between_kept_ones_are_still_paired(
    compared: list[int],
) -> None:
    kept = [f"We kept line {w} as it was." for w in _words(150, "k")]
    old = [f"Please utilize the {w} tool." for w in _words(150, "t")]
    new = [f"Please use the {w} tool." for w in _words(150, "t")]
    pairs = changed_pairs(
        " ".join(s for pair in zip(kept, old, strict=True) for s in pair),
        " ".join(s for pair in zip(kept, new, strict=True) for s in pair),
    )
    assert pairs == list(zip(old, new, strict=True))
    assert compared[0] <= MAX_PAIRS + 150


def test_under_the_budget_a_moved_and_reworded_sentence_is_found_anywhere() -> None:
    old = "The launch slipped. Please utilize the new form. Sales grew."
    new = "Please use the new form. Sales grew. The launch slipped."
    assert changed_pairs(old, new) == [("Please utilize the new form.", "Please use the new form.")]
