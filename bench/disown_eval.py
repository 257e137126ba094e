"""Conversations the user disowns: cases that pass, against the service without the taking back.

See `devtools/disown_eval.py` for the method and `bench/data/disowning/README.md` for the sets.

    .venv/bin/python bench/disown_eval.py [--sets a,b,c,d] [--failures]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.disown_eval import SETS, Tally, evaluate, load, without_taking_back  # noqa: E402


def _cells(t: Tally) -> str:
    return (
        f"{t.disown:>3}/{t.disown_total:<3} {t.lookalike:>3}/{t.lookalike_total:<3}"
        f" {t.gone_left:>5} {t.kept_missing:>5}"
    )


def main(argv: list[str] | None = None) -> int:
    """Run every set twice (with and without the taking back) and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--failures", action="store_true", help="list the failed cases")
    args = parser.parse_args(argv)
    print("set  split     | baseline: disowned look-alikes gone-left kept-missing | service: same")
    for name in args.sets.split(","):
        split, _ = load(name)
        with without_taking_back():
            base = evaluate(name)
        ours = evaluate(name)
        print(f"{name:<4} {split:<9} | {_cells(base)} | {_cells(ours)}")
        if args.failures:
            for line in ours.failed:
                print(f"    {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
