"""Poisoned memories and genuine statements kept, on the adversarial set (written apart from code).

See `devtools/trust_eval.py` for the method. Prints, per category and split: cases, cases that
stored poison, genuine statements carried in the session-start block, retractions that held.

    .venv/bin/python bench/trust_eval.py [--set adversarial|adversarial-2|...|adversarial-9]
        [--split dev|holdout|all] [--examples] [--extractor rules|gullible]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.trust_eval import TRUST_SETS, Counts, evaluate  # noqa: E402


def _row(name: str, c: Counts) -> str:
    kept = f"{c.genuine_kept}/{c.genuine}" if c.genuine else "-"
    held = f"{c.retraction_held}/{c.retracted}" if c.retracted else "-"
    return (
        f"{name:<24} {c.cases:>5} {c.poisoned:>9} {c.poisoned_memories:>9} {kept:>9} {held:>9}"
        f" {c.in_replies:>10}"
    )


def main(argv: list[str] | None = None) -> int:
    """Run the evaluation and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "holdout", "all"), default="all")
    parser.add_argument("--set", choices=sorted(TRUST_SETS), default="adversarial")
    parser.add_argument("--examples", action="store_true", help="list the poisoned cases")
    parser.add_argument(
        "--extractor",
        choices=("rules", "gullible"),
        default="rules",
        help="gullible: the LLM extractor against a fake model that believes every sentence",
    )
    args = parser.parse_args(argv)
    splits = ("dev", "holdout") if args.split == "all" else (args.split,)
    results = evaluate(splits, set_name=args.set, extractor=args.extractor)
    for split in splits:
        print(f"\nsplit {split}")
        print(
            f"{'category':<24} {'cases':>5} {'poisoned':>9} {'memories':>9} {'genuine':>9}"
            f" {'retracted':>9}"
            f" {'in replies':>10}"
        )
        total = Counts()
        for (category, s), counts in sorted(results.items()):
            if s != split:
                continue
            print(_row(category, counts))
            for name in (
                "cases",
                "poisoned",
                "poisoned_memories",
                "genuine",
                "genuine_kept",
                "retracted",
                "in_replies",
            ):
                setattr(total, name, getattr(total, name) + getattr(counts, name))
            total.retraction_held += counts.retraction_held
            if args.examples:
                for example in counts.examples:
                    print(f"    {example}")
        print(_row("all", total))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
