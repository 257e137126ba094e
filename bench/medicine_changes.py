"""Medicines and allergies that change: followed when they do, kept when they do not.

Each case of `bench/data/medicine-changes/` (written by people who read none of the rules; see
its README) is one user's sessions, a day apart, through `process_conversation` (rules
extractor, SQLite, no embedder). A case passes when every pattern of `active` matches one of
the user's active safety-critical memories afterwards (the medicines and allergies a block shows
first) and no pattern of `inactive` matches any. "change" cases
say a medicine or an allergy changed (a switch, a stop, a dose, a correction); "trap" cases say
nothing of the kind about the user (a plan, a question, someone else's, a quote, a joke, a
change taken back).

The baseline, measured in the same run, is a memory that never changes: only each case's first
session is replayed. It passes the traps whose first session says what must stay, and no change.

    .venv/bin/python bench/medicine_changes.py [--split dev|dev-2|holdout|all] [--misses]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.medicine_eval import DATA, SPLITS, evaluate  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Run the evaluation and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=(*SPLITS, "all"), default="all")
    parser.add_argument("--misses", action="store_true", help="list the failing cases")
    args = parser.parse_args(argv)
    for split in SPLITS if args.split == "all" else (args.split,):
        if not (DATA / f"{split}.json").exists():
            continue
        table = evaluate(split, misses=args.misses)
        print(f"\nsplit {split}")
        print(f"{'kind':<8} {'cases':>6} {'passed':>8} {'never changes':>14}")
        for kind in sorted(table):
            cases, passed, base = table[kind]
            print(f"{kind:<8} {cases:>6} {passed:>8} {base:>14}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
