"""Pets and partners over time: expectations met, against a store that never ends anything.

See `devtools/lifecycle_eval.py` for the method and `bench/data/lifecycle/README.md` for the sets.

    .venv/bin/python bench/lifecycle_eval.py [--sets a,b] [--embedder none|minilm] [--failures]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.lifecycle_eval import SETS, Tally, evaluate, load  # noqa: E402
from memory_service.recall.embeddings import build_embedder  # noqa: E402


def _cells(t: Tally) -> str:
    return f"{t.met:>3}/{t.expectations:<3} {t.passed:>3}/{t.cases:<3}"


def main(argv: list[str] | None = None) -> int:
    """Run every set and print the service's figures beside the keep-everything baseline's."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--embedder", default="none", help="MEMORY_EMBEDDER value (default none)")
    parser.add_argument("--failures", action="store_true", help="list the failed cases")
    args = parser.parse_args(argv)
    embedder = build_embedder(args.embedder)
    print("set  split     | keeps everything: expectations cases | service: same")
    for name in args.sets.split(","):
        split, _ = load(name)
        ours, kept_all = evaluate(name, embedder=embedder)
        print(f"{name:<4} {split:<9} | {_cells(kept_all)} | {_cells(ours)}")
        if args.failures:
            for line in ours.failed:
                print(f"    {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
