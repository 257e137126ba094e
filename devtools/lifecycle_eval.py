"""Pets and partners over time, on sets written apart from the code (`bench/data/lifecycle/`).

Each case is one user's sessions, a day apart, through `process_conversation` (rules extractor,
SQLite; no embedder unless one is given): a pet or a partner comes up and is named, and later
dies, is rehomed, breaks up with the user, turns out to be someone else's or is taken back; or
it stays (a vet visit, a fight made up); or it was never the user's (a friend's dog, a film's
couple, a pet only looked after). After the last session each expectation is checked against
the user's active memories: "present" words must be in one of them, "absent" words in none.

The baseline, scored in the same run from the same service, is a store that never ends or takes
anything back: every memory the service ever made for the user, active or not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from devtools.recall_eval import Clock, fresh_service
from memory_service import MemoryService
from memory_service.recall.embeddings import Embedder

DATA = Path(__file__).resolve().parents[1] / "bench" / "data" / "lifecycle"
SETS = ("a", "b", "c", "d")
START = datetime(2026, 3, 2, 9, tzinfo=UTC)


@dataclass
class Tally:
    """Expectations met and cases passed (every expectation met), with the ones that failed."""

    met: int = 0
    expectations: int = 0
    passed: int = 0
    cases: int = 0
    failed: list[str] = field(default_factory=list)


def load(name: str) -> tuple[str, list[dict[str, Any]]]:
    """A set's split and cases."""
    data = json.loads((DATA / f"set-{name}.json").read_text(encoding="utf-8"))
    return str(data["split"]), list(data["cases"])


def _replay(svc: MemoryService, clock: Clock, user: str, case: dict[str, Any]) -> None:
    for day, session in enumerate(case["sessions"]):
        at = START + timedelta(days=day)
        messages = [
            {**message, "created_at": (at + timedelta(minutes=i)).isoformat()}
            for i, message in enumerate(session)
        ]
        clock.now = at + timedelta(minutes=len(session))
        svc.process_conversation(user, messages, f"{user}-s{day}")


def _score(tally: Tally, case: dict[str, Any], memories: list[str]) -> None:
    held = [m.lower() for m in memories]
    missed = [f"+{w}" for w in case["present"] if not any(w.lower() in m for m in held)]
    missed += [f"-{w}" for w in case["absent"] if any(w.lower() in m for m in held)]
    total = len(case["present"]) + len(case["absent"])
    tally.cases += 1
    tally.expectations += total
    tally.met += total - len(missed)
    if missed:
        tally.failed.append(f"{case['id']} {' '.join(missed)}: {case['about']}")
    else:
        tally.passed += 1


def evaluate(name: str, *, embedder: Embedder | None = None) -> tuple[Tally, Tally]:
    """(the service, the baseline that keeps everything) on one set."""
    _, cases = load(name)
    ours, kept_all = Tally(), Tally()
    clock = Clock()
    with fresh_service(clock, embedder=embedder) as svc:
        for case in cases:
            user = f"lifecycle-{case['id']}"
            _replay(svc, clock, user, case)
            memories = svc.export_user(user)["memories"]
            _score(ours, case, [m["content"] for m in memories if m["status"] == "active"])
            _score(kept_all, case, [m["content"] for m in memories])
    return ours, kept_all
