"""The edit analysis on the labelled edit pairs (bench/data/feedback/edit_pairs.json)."""

from __future__ import annotations

from devtools.feedback_eval import load, score
from memory_service.signals.edit_features import edit_features

# Measured on the holdout split when sentences were first aligned (20 right of 21 drawn);
# never to be lowered.
HOLDOUT_PRECISION_AT_LEAST = 0.95
HOLDOUT_RECALL_AT_LEAST = 0.70


def test_the_labelled_set_is_large_varied_and_holds_a_third_out() -> None:
    pairs = load()
    kinds = {p["kind"] for p in pairs}
    holdout = [p for p in pairs if p["split"] == "holdout"]
    assert len(pairs) >= 60 and len(holdout) * 3 >= len(pairs)
    assert {"reorder", "signoff", "typo", "tone", "length", "format", "none"} <= kinds
    assert sum(1 for p in pairs if not p["lessons"]) >= 10


def test_holdout_precision_stays_at_its_measured_level() -> None:
    tally, errors = score(edit_features, load(), "holdout")
    assert tally.precision >= HOLDOUT_PRECISION_AT_LEAST, errors
    assert tally.recall >= HOLDOUT_RECALL_AT_LEAST, errors
