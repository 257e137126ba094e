"""Precision and recall of the rules extractor on tests/data/rules_labelled.jsonl, per split.

The matching rule and the splits are described in `devtools/rules_eval.py`; the holdout split
(never used to change the rules) is the honest estimate.

Run: .venv/bin/python bench/rules_quality.py [--split dev|tune|holdout] [--verbose]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.rules_eval import LABELLED, SPLITS, Report, Tally, load, score  # noqa: E402


def _row(name: str, tally: Tally) -> str:
    return (
        f"{name:<12} {tally.precision:>9.1%} {tally.recall:>7.1%}"
        f" {tally.correct_predictions:>5}/{tally.predicted:<5} {tally.found:>5}/{tally.expected:<5}"
    )


def _print(title: str, report: Report, *, verbose: bool) -> None:
    print(f"\n{title}: {report.utterances} utterances")
    header = f"{'category':<12} {'precision':>9} {'recall':>7} {'right/predicted':>15}"
    print(f"{header} {'found/expected':>14}")
    for name in sorted(report.by_category):
        print(_row(name, report.by_category[name]))
    print(_row("overall", report.overall))
    if verbose:
        for text, expected in report.misses:
            print(f"MISS  {text!r}: {expected['key']} {expected['keywords']}")
        for text, made in report.false_positives:
            print(f"EXTRA {text!r}: {made.key} = {made.content!r}")


def main(argv: list[str] | None = None) -> int:
    """Print the figures per split and overall (with --verbose, every miss and false positive)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=SPLITS, help="score one split only")
    parser.add_argument("--verbose", action="store_true", help="list misses and false positives")
    args = parser.parse_args(argv)
    rows = load()
    print(f"rules extractor on {LABELLED.relative_to(ROOT)}")
    splits = [args.split] if args.split else list(SPLITS)
    for split in splits:
        chosen = [r for r in rows if r.get("split", "dev") == split]
        _print(f"split {split}", score(chosen), verbose=args.verbose)
    if not args.split:
        _print("all utterances", score(rows), verbose=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
