"""Medicines and allergies that change, replayed through the service (see
`bench/medicine_changes.py` for the method; the data is `bench/data/medicine-changes/`)."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from devtools.recall_eval import Clock, fresh_service
from memory_service import MemoryService

ROOT = Path(__file__).resolve().parent.parent
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


def evaluate(split: str, *, misses: bool = False) -> dict[str, list[int]]:
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
