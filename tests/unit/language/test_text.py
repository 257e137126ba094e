"""Normalisation and the near-duplicate rule, against a labelled set of pairs."""

from __future__ import annotations

import json
from pathlib import Path

from memory_service.language.text import content_terms, more_specific, normalise, similarity
from memory_service.tuning import MemoryConfig

PAIRS = [
    json.loads(line)
    for line in (Path(__file__).parents[2] / "data" / "near_duplicates.jsonl").open(
        encoding="utf-8"
    )
]


def test_normalise_is_m13s_comparison_form() -> None:
    assert normalise("  Allergic to PEANUTS!!  ") == "allergic to peanuts"
    assert normalise("Doesn’t eat\tmeat.") == normalise("doesn't eat meat")


def test_negation_and_numbers_keep_statements_apart() -> None:
    assert similarity(content_terms("Does not eat meat"), content_terms("Eats meat")) == 0.0
    assert similarity(content_terms("Dislikes cilantro"), content_terms("Likes cilantro")) == 0.0
    assert similarity(content_terms("Runs 5k daily"), content_terms("Runs 10k daily")) == 0.0


def test_the_more_specific_wording_is_recognised() -> None:
    assert more_specific("Works as a nurse at St Mary's", "Works as a nurse")
    assert not more_specific("Works as a nurse", "Works as a nurse at St Mary's")


def test_the_configured_threshold_separates_the_labelled_pairs() -> None:
    threshold = MemoryConfig().near_duplicate_threshold
    predicted = [
        similarity(content_terms(p["a"]), content_terms(p["b"])) >= threshold for p in PAIRS
    ]
    tp = sum(pred and p["same"] for pred, p in zip(predicted, PAIRS, strict=True))
    fp = sum(pred and not p["same"] for pred, p in zip(predicted, PAIRS, strict=True))
    fn = sum(not pred and p["same"] for pred, p in zip(predicted, PAIRS, strict=True))
    assert len(PAIRS) >= 60
    assert tp / (tp + fp) >= 0.95  # a false merge loses a fact: precision first
    assert tp / (tp + fn) >= 0.9
