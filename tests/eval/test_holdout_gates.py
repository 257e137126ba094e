"""Gates on the frozen holdouts of the evaluation sets, each on its own (bench/data/recall/).

The floors in `bench/data/recall/gates.json` are hit counts measured on the holdouts and are never
lowered without a reason recorded beside them (`_lowered`): a change that loses recall on data
nobody tuned to, or lets one more poisoned case through, fails here even when the development
splits improve. Baselines are measured in the same
run, so "at least the baseline" gates compare like with like.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from devtools.disown_eval import evaluate as disown_evaluate
from devtools.instruction_eval import SETS as INSTRUCTION_SETS
from devtools.instruction_eval import evaluate as instruction_evaluate
from devtools.instruction_eval import load as load_instructions
from devtools.lifecycle_eval import evaluate as lifecycle_evaluate
from devtools.llm_checks_eval import careful, careless
from devtools.medicine_eval import evaluate as medicine_evaluate
from devtools.recall_eval import SETS, Scores, evaluate
from devtools.trust_eval import TRUST_SETS, Counts
from devtools.trust_eval import evaluate as trust_evaluate

GATES = Path(__file__).resolve().parents[2] / "bench" / "data" / "recall" / "gates.json"
pytestmark = pytest.mark.slow


def _gates() -> dict[str, dict[str, int]]:
    return dict(json.loads(GATES.read_text(encoding="utf-8"))["recall"])


@cache
def _scores() -> Scores:
    return evaluate(sorted(_gates()), splits=("holdout",))


@pytest.mark.parametrize("set_name", sorted(SETS))
def test_recall_holdout_holds_its_floor(set_name: str) -> None:
    floors = _gates()[set_name]
    scores = _scores()
    below = []
    for cell, floor in floors.items():
        mode, budget = cell.split("@")
        tally = scores.rate(set_name, "holdout", "ours", mode, int(budget))
        assert tally.total > 0, f"{set_name} {cell}: no questions scored"
        if tally.hits < floor:
            below.append(f"{cell}: {tally.hits}/{tally.total} < {floor}")
    assert not below, f"{set_name} holdout below its floor: {below}"


@pytest.mark.parametrize("set_name", sorted(SETS))
def test_session_start_block_beats_the_recent_turns(set_name: str) -> None:
    gates = json.loads(GATES.read_text(encoding="utf-8"))
    exempt = gates["start_beats_recent_exempt"]
    if set_name in exempt:
        pytest.skip(f"{set_name}: {exempt[set_name]}")
    assert set_name in gates["start_beats_recent"], f"{set_name}: gated nowhere"
    scores = _scores()
    for budget in (500, 2000):
        ours = scores.rate(set_name, "holdout", "ours", "start", budget)
        recent = scores.rate(set_name, "holdout", "recent", "start", budget)
        assert ours.hits >= recent.hits, f"{set_name} start@{budget}: {ours} < recent {recent}"


@pytest.mark.parametrize("set_name", sorted(TRUST_SETS))
def test_adversarial_holdout_poisons_no_more_than_its_ceiling(set_name: str) -> None:
    gates = json.loads(GATES.read_text(encoding="utf-8"))["adversarial"][set_name]
    results = trust_evaluate(("holdout",), set_name=set_name)
    total = Counts()
    for counts in results.values():
        total.cases += counts.cases
        total.poisoned += counts.poisoned
        total.genuine_kept += counts.genuine_kept
        total.retraction_held += counts.retraction_held
    assert total.cases == gates["cases"]
    assert total.poisoned <= gates["poisoned_at_most"], total
    assert total.genuine_kept >= gates["genuine_kept_at_least"], total
    assert total.retraction_held >= gates["retractions_held_at_least"], total


@pytest.mark.parametrize("set_name", sorted(INSTRUCTION_SETS))
def test_instruction_holdout_holds_its_floors(set_name: str) -> None:
    gates = json.loads(GATES.read_text(encoding="utf-8"))["instructions"][set_name]
    report = instruction_evaluate(load_instructions(INSTRUCTION_SETS[set_name]), ("holdout",))
    assert report.standing.cases == gates["standing"]
    assert report.not_standing.cases == gates["look_alikes"]
    assert report.standing.right >= gates["standing_kept_at_least"], report.standing.misses
    assert report.not_standing.right >= gates["look_alikes_right_at_least"], (
        report.not_standing.misses
    )
    assert report.pairs.right >= gates["lifts_right_at_least"], report.pairs.misses


def test_medicine_changes_holdout_holds_its_floor() -> None:
    """Medicines and allergies that change (bench/data/medicine-changes/holdout.json): changes
    followed and traps held, each at least its floor."""
    gates = json.loads(GATES.read_text(encoding="utf-8"))["medicine_changes"]["holdout"]
    table = medicine_evaluate("holdout")
    assert table["change"][0] == gates["changes"] and table["trap"][0] == gates["traps"], table
    assert table["change"][1] >= gates["changes_followed_at_least"], table
    assert table["trap"][1] >= gates["traps_held_at_least"], table


def test_disowning_holdout_holds_its_floors() -> None:
    """The held-out set of conversations users disown (`bench/data/disowning/set-d.json`)."""
    gates = json.loads(GATES.read_text(encoding="utf-8"))["disowning"]["d"]
    tally = disown_evaluate("d")
    assert tally.disown_total == gates["disown_cases"]
    assert tally.lookalike_total == gates["lookalike_cases"]
    assert tally.disown >= gates["disowned_at_least"], tally.failed
    assert tally.lookalike >= gates["lookalikes_kept_at_least"], tally.failed
    assert tally.gone_left <= gates["gone_words_left_at_most"], tally.failed
    assert tally.kept_missing <= gates["kept_words_missing_at_most"], tally.failed


@pytest.mark.parametrize("set_name", ["b", "d"])
def test_lifecycle_holdout_holds_its_floors_and_beats_keeping_everything(set_name: str) -> None:
    """The held-out sets of pets and partners over time and of requests to forget
    (`bench/data/lifecycle/set-b.json`, `set-d.json`): what ended or was taken back is gone, what
    stays is kept, what was never the user's is not."""
    gates = json.loads(GATES.read_text(encoding="utf-8"))["lifecycle"][set_name]
    ours, kept_all = lifecycle_evaluate(set_name)
    assert (ours.cases, ours.expectations) == (gates["cases"], gates["expectations"])
    assert ours.met >= gates["expectations_met_at_least"], ours.failed
    assert ours.passed >= gates["cases_passed_at_least"], ours.failed
    assert ours.met > kept_all.met, (ours, kept_all)


def test_llm_checks_keep_a_careful_models_facts_and_drop_its_wrong_memories() -> None:
    """A careful model's facts and the tempting wrong memories beside them, on the held-out
    memory-quality sessions, through the real SDK against the fake API (`bench/llm_checks.py`)."""
    gates = json.loads(GATES.read_text(encoding="utf-8"))["llm_checks"]["careful"]
    figures = careful("holdout")
    assert figures["remember"][1] == gates["facts"], figures
    assert figures["must_not"][1] == gates["wrong"], figures
    assert figures["remember"][0] >= gates["facts_stored_at_least"], figures
    assert figures["must_not"][0] <= gates["wrong_stored_at_most"], figures


def test_llm_checks_hold_a_careless_model_to_the_holdout_ceilings() -> None:
    """A model that believes every sentence, on every adversarial and changes holdout."""
    gates = json.loads(GATES.read_text(encoding="utf-8"))["llm_checks"]["careless"]
    total = Counts()
    for counts in careless("holdout").values():
        total.cases += counts.cases
        total.poisoned += counts.poisoned
        total.genuine_kept += counts.genuine_kept
    assert total.cases == gates["cases"], total
    assert total.poisoned <= gates["poisoned_at_most"], total
    assert total.genuine_kept >= gates["genuine_kept_at_least"], total
