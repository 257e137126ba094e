"""Standing instructions on data written apart from the rules (bench/data/instructions/).

Prints, per split, how many standing instructions are kept, how many look-alikes are wrongly
kept as instructions, and how many later messages lift an instruction exactly when they should
(see `devtools/instruction_eval.py` for the scoring). Baselines measured in the same run: storing
nothing (every look-alike right, every instruction missed) and storing every message whole as
an instruction (every instruction kept, every look-alike wrong).

    .venv/bin/python bench/instruction_eval.py [--set instructions|instructions-2]
        [--split dev|holdout|all] [--misses]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from devtools.instruction_eval import SETS, Report, Tally, evaluate, load


def _line(name: str, tally: Tally) -> str:
    kinds = ", ".join(f"{k} {r}/{n}" for k, (n, r) in sorted(tally.by_kind.items()))
    return f"| {name} | {tally.right}/{tally.cases} | {kinds} |"


def _print(split: str, report: Report, *, misses: bool) -> None:
    s, ns, p = report.standing, report.not_standing, report.pairs
    print(f"\n{split}")
    print("| measure | right | by kind |")
    print("| --- | --- | --- |")
    print(_line("standing instruction kept", s))
    print(_line("look-alike not kept as one", ns))
    print(_line("lift read right", p) + f" (first made none: {report.pairs_not_applicable})")
    print(
        f"baselines: store nothing {0}/{s.cases} kept, {ns.cases}/{ns.cases} look-alikes right;"
        f" store every message {s.cases}/{s.cases} kept, 0/{ns.cases} look-alikes right"
    )
    if misses:
        for tally, label in ((s, "MISS"), (ns, "WRONG"), (p, "PAIR")):
            for note in tally.misses:
                print(f"{label} {note}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "holdout", "all"), default="dev")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--set", choices=sorted(SETS), default="instructions")
    args = parser.parse_args()
    cases = load(SETS[args.set])
    started = time.perf_counter()
    splits = ("dev", "holdout") if args.split == "all" else (args.split,)
    for split in splits:
        _print(split, evaluate(cases, splits=(split,)), misses=args.misses)
    print(f"\n({time.perf_counter() - started:.0f}s)")


if __name__ == "__main__":
    main()
