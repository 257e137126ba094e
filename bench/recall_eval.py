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
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.recall_eval import (  # noqa: E402
    BUDGETS,
    SETS,
    CachedEmbedder,
    PreferenceChecks,
    Scores,
    evaluate,
)
from memory_service.recall.embeddings import DEFAULT, build_embedder  # noqa: E402

SYSTEMS_START = ("ours", "recent")
SYSTEMS_QUERY = ("ours", "bm25", "dense", "fusion", "recent")


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


def _preference_lines(checks: PreferenceChecks, scores: Scores, split: str) -> str:
    stored = checks.stored or 1
    choice = scores.hits.get(("preferences", split, "ours", "start", 2000))
    lines = [
        f"  stored from their session: {checks.stored}/{checks.stated}"
        f" ({checks.stored / (checks.stated or 1):.0%}); garbled: {checks.garbled}/{checks.stored}"
        f" ({checks.garbled / stored:.1%})",
        f"  pasted material in memories or the user's statements: {checks.pasted_leaks} of"
        f" {checks.pasted_sessions} sessions (only in the assistant's replies, kept as its"
        f" words: {checks.pasted_in_replies})",
        f"  three or more aversions in a topic, all active: {checks.aversions_all_active} of"
        f" {checks.aversion_users}",
        f"  a preference inferred from a single choice: {checks.inferred_from_one} of"
        f" {checks.single_choice_groups} single choices",
    ]
    del choice
    for kind in ("stated", "choice-2", "choice-1"):
        cells = []
        for mode, budget in (("start", 2000), ("query", 500)):
            ours = scores.by_kind.get(("preferences", split, kind, "ours", mode, budget))
            bm25 = scores.by_kind.get(("preferences", split, kind, "bm25", "query", budget))
            recent = scores.by_kind.get(("preferences", split, kind, "recent", "start", budget))
            base = bm25 if mode == "query" else recent
            if ours is not None and base is not None:
                name = "bm25" if mode == "query" else "recent"
                cells.append(
                    f"{mode} {budget}: {ours.rate:.1%} ({name} {base.rate:.1%}, n={ours.total})"
                )
        if cells:
            lines.append(f"  {kind:<9} " + "; ".join(cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the evaluation and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated set names")
    parser.add_argument("--split", choices=("dev", "holdout", "all"), default="all")
    parser.add_argument("--misses", type=int, default=0, help="print this many of our misses")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    parser.add_argument(
        "--embedder",
        default=os.environ.get("MEMORY_EMBEDDER", DEFAULT),
        help="the service's embedder and the dense baselines' model (none: lexical only)",
    )
    parser.add_argument(
        "--embed-cache", type=Path, help="keep the texts' vectors in this .npz file"
    )
    args = parser.parse_args(argv)
    names = [n for n in args.sets.split(",") if n]
    splits = ("dev", "holdout") if args.split == "all" else (args.split,)
    started = time.perf_counter()
    embedder = build_embedder(args.embedder)
    cached = CachedEmbedder(embedder, args.embed_cache) if embedder is not None else None
    scores = evaluate(names, splits=splits, embedder=cached)
    if cached is not None:
        cached.save()
    print(f"recall evaluation: {', '.join(names)} ({time.perf_counter() - started:.0f}s)")
    for name in names:
        for split in splits:
            print("\n".join(_table(scores, name, split)))
    for split, checks in sorted(scores.preferences.items()):
        print(f"\npreferences ({split}): own checks")
        print(_preference_lines(checks, scores, split))
        if args.misses:
            print("\n".join(checks.examples[: args.misses]))
            print("\n".join(f"not stored: {s!r}" for s in checks.unstored[: args.misses]))
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
