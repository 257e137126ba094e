"""What the prompt block carries, on sets written apart from the code, against raw-turn baselines.

See `devtools/recall_eval.py` for the method and bench/data/recall/README.md for the sets.
Prints, per set and split: hit rates at session start (no query) and with the question as query,
at 500 and 2,000 tokens, for ours and the baselines measured in the same run, and the block's
fill (reference tokens / budget).

    .venv/bin/python bench/recall_eval.py [--sets preferences,two-party-a] [--split dev]
        [--misses N] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.recall_eval import BUDGETS, SETS, Embed, Scores, evaluate  # noqa: E402

SYSTEMS_START = ("ours", "recent")
SYSTEMS_QUERY = ("ours", "bm25", "dense", "fusion", "recent")


def _embedder() -> Embed | None:
    return None  # the dense baselines run once the service has an embedder


def _table(scores: Scores, set_name: str, split: str) -> list[str]:
    lines = [f"\n{set_name} ({split})"]
    header = f"{'mode':<7} {'budget':>6}  " + "  ".join(f"{s:>7}" for s in SYSTEMS_QUERY)
    lines.append(header + "   fill")
    for mode, systems in (("start", SYSTEMS_START), ("query", SYSTEMS_QUERY)):
        for budget in BUDGETS:
            cells = []
            for system in SYSTEMS_QUERY:
                tally = scores.rate(set_name, split, system, mode, budget)
                shown = system in systems and tally.total > 0
                cells.append(f"{tally.rate:>7.1%}" if shown else f"{'':>7}")
            fill = scores.mean_fill(set_name, split, budget) if mode == "start" else None
            total = scores.rate(set_name, split, "ours", mode, budget).total
            fill_text = f"{fill:>6.0%}" if fill is not None else ""
            lines.append(f"{mode:<7} {budget:>6}  " + "  ".join(cells) + f" {fill_text}  n={total}")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Run the evaluation and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated set names")
    parser.add_argument("--split", choices=("dev", "holdout", "all"), default="all")
    parser.add_argument("--misses", type=int, default=0, help="print this many of our misses")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args(argv)
    names = [n for n in args.sets.split(",") if n]
    splits = ("dev", "holdout") if args.split == "all" else (args.split,)
    started = time.perf_counter()
    scores = evaluate(names, splits=splits, embed=_embedder())
    print(f"recall evaluation: {', '.join(names)} ({time.perf_counter() - started:.0f}s)")
    for name in names:
        for split in splits:
            print("\n".join(_table(scores, name, split)))
    for user_id, qid, mode, budget, text in scores.misses[: args.misses]:
        print(f"MISS {user_id} {qid} {mode} {budget}: {text}")
    if args.json:
        figures = {
            "|".join(map(str, key)): {"hits": t.hits, "total": t.total}
            for key, t in scores.hits.items()
        }
        args.json.write_text(json.dumps(figures, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
