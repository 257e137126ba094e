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
import json
import re
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.recall_eval import Clock, fresh_service  # noqa: E402
from memory_service import MemoryService  # noqa: E402

DATA = ROOT / "bench" / "data" / "medicine-changes"
START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SPLITS = ("dev", "dev-2", "holdout")


def load(split: str) -> list[dict[str, Any]]:
    """The cases of one split."""
    cases: list[dict[str, Any]] = json.loads((DATA / f"{split}.json").read_text())
    return cases


def replay(svc: MemoryService, clock: Clock, user_id: str, sessions: list[Any]) -> list[str]:
    """Feed the sessions a day apart; the user's active safety-critical memories afterwards
    (what a block's "Safety-critical:" section shows)."""
    for day, session in enumerate(sessions):
        at = START + timedelta(days=day)
        messages = [
            {**message, "created_at": (at + timedelta(minutes=i)).isoformat()}
            for i, message in enumerate(session)
        ]
        clock.now = at + timedelta(minutes=len(session))
        svc.process_conversation(user_id, messages, f"{user_id}-s{day}")
    return [m.content for m in svc.list_memories(user_id, include_archived=False) if m.critical]


def failures(case: dict[str, Any], active: list[str]) -> list[str]:
    """What the active memories get wrong for this case (empty when it passes)."""
    missing = [p for p in case["active"] if not any(re.search(p, m, re.I) for m in active)]
    stale = [p for p in case["inactive"] if any(re.search(p, m, re.I) for m in active)]
    return [f"missing {p}" for p in missing] + [f"still active {p}" for p in stale]


def evaluate(split: str, *, misses: bool) -> dict[str, list[int]]:
    """Per kind: [cases, passed, baseline passed]."""
    table: dict[str, list[int]] = {}
    clock = Clock()
    with fresh_service(clock) as svc:
        for case in load(split):
            ours = replay(svc, clock, f"{split}-{case['id']}", case["sessions"])
            base = replay(svc, clock, f"{split}-{case['id']}-base", case["sessions"][:1])
            wrong = failures(case, ours)
            row = table.setdefault(case["kind"], [0, 0, 0])
            row[0] += 1
            row[1] += not wrong
            row[2] += not failures(case, base)
            if misses and wrong:
                print(f"  {case['id']} ({case['kind']}): {'; '.join(wrong)}; active: {ours}")
    return table


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
