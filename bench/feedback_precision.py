"""Precision and recall of the deliverable edit analysis on labelled edit pairs, per split.

Pairs: bench/data/feedback/edit_pairs.json (scoring in `devtools/feedback_eval.py`). The
baseline, measured in the same run, is the analysis as it was before sentences were aligned
(git revision `BASELINE_REVISION`, loaded from the repository's history), and, where git or
that revision is unavailable, the trivial rule "learn nothing".

Run: .venv/bin/python bench/feedback_precision.py [--verbose]
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.feedback_eval import SPLITS, Analyser, load, score  # noqa: E402
from memory_service.signals.edit_features import Feature, edit_features  # noqa: E402

BASELINE_REVISION = "1275b2d"


def _old_module(name: str, path: str) -> types.ModuleType | None:
    try:
        source = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{BASELINE_REVISION}:{path}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    exec(
        compile(source.replace("memory_service.signals.layout", "_old_layout"), path, "exec"),
        module.__dict__,
    )
    return module


def baseline() -> tuple[str, Analyser]:
    """The previous analysis, or "learn nothing" when the history is not at hand."""
    layout = _old_module("_old_layout", "memory_service/signals/layout.py")
    old = _old_module("_old_edit_features", "memory_service/signals/edit_features.py")
    if layout is None or old is None:
        return "learn nothing", lambda _o, _e: []

    def analyse(original: str, edited: str) -> list[Feature]:
        return [
            Feature(f.dimension, f.change, f.amount) for f in old.edit_features(original, edited)
        ]

    return f"previous ({BASELINE_REVISION})", analyse


def main() -> None:
    """Print the figures per split for the current analysis and the baseline."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list each wrong or missed lesson")
    args = parser.parse_args()
    pairs = load()
    name, old = baseline()
    print(f"{len(pairs)} labelled edit pairs")
    print(
        f"{'analysis':<22} {'split':<8} {'precision':>9} {'recall':>7}"
        f" {'right/drawn':>12} {'labelled':>8}"
    )
    for label, analyse in (("current", edit_features), (name, old)):
        for split in SPLITS:
            tally, errors = score(analyse, pairs, split)
            print(
                f"{label:<22} {split:<8} {tally.precision:>9.1%} {tally.recall:>7.1%}"
                f" {tally.right:>5}/{tally.drawn:<6} {tally.labelled:>8}"
            )
            if args.verbose and label == "current" and split == "dev":
                for pair_id, wrong, missed in errors:
                    print(f"    {pair_id}: wrong {sorted(wrong)} missed {sorted(missed)}")


if __name__ == "__main__":
    main()
