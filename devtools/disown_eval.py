"""Conversations the user disowns, on sets written apart from the code (`bench/data/disowning/`).

Each case is two to four sessions of one user, a day apart, through `process_conversation`
(rules extractor, SQLite, no embedder). A disowning case passes when, after its last session,
none of its "gone" words (facts said only in the conversation the user disowns) and all of its
"kept" words (the user's own facts) are in what the service keeps of the user: the active
memories and the episodes. A look-alike passes when all of its "kept" words are still there.
The baseline is the same service in the same run with the taking back turned off
(`signals.disowned.claim` answering that nothing is disowned).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from unittest import mock

from db import migrate
from memory_service import MemoryService
from memory_service.extractors.rules import RulesExtractor
from memory_service.signals import disowned

DATA = Path(__file__).resolve().parents[1] / "bench" / "data" / "disowning"
SETS = ("a", "b", "c", "d")
START = datetime(2026, 11, 1, 10, tzinfo=UTC)


@dataclass
class Tally:
    """Cases that passed, by kind, and the words that failed them."""

    disown: int = 0
    disown_total: int = 0
    lookalike: int = 0
    lookalike_total: int = 0
    kept_missing: int = 0
    gone_left: int = 0
    failed: list[str] = field(default_factory=list)


def load(name: str) -> tuple[str, list[dict[str, Any]]]:
    """A set's split and cases."""
    data = json.loads((DATA / f"set-{name}.json").read_text(encoding="utf-8"))
    return str(data["split"]), list(data["cases"])


def _messages(session: list[str], at: datetime) -> list[dict[str, Any]]:
    said = []
    for i, line in enumerate(session):
        role, _, content = line.partition(":")
        when = (at + timedelta(minutes=i)).isoformat()
        said.append({"role": role.strip(), "content": content.strip(), "created_at": when})
    return said


def _kept_text(svc: MemoryService, user: str) -> str:
    memories = [m.content for m in svc.list_memories(user, include_archived=False)]
    episodes = [row["content"] for row in svc.export_user(user)["tables"].get("episode", [])]
    return " \n ".join(memories + episodes).lower()


def run_case(svc: MemoryService, user: str, case: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Replay one case for `user`; returns (kept words missing, gone words left)."""
    at = START
    for i, session in enumerate(case["sessions"]):
        svc.process_conversation(user, _messages(session, at), f"s{i}")
        at += timedelta(days=1)
    text = _kept_text(svc, user)
    missing = [w for w in case["kept"] if w.lower() not in text]
    left = [w for w in case["gone"] if w.lower() in text]
    return missing, left


@contextmanager
def without_taking_back() -> Iterator[None]:
    """The baseline: the same service, nothing ever disowned."""
    with mock.patch.object(disowned, "claim", lambda messages: disowned.Claim()):
        yield


def evaluate(name: str) -> Tally:
    """Score one set on a fresh SQLite database."""
    _, cases = load(name)
    tally = Tally()
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/disowning.db"
        migrate.upgrade(url)
        svc = MemoryService(url, extractor=RulesExtractor())
        try:
            for case in cases:
                missing, left = run_case(svc, f"{name}-{case['id']}", case)
                passed = not missing and not left
                if case["kind"] == "disown":
                    tally.disown_total += 1
                    tally.disown += passed
                else:
                    tally.lookalike_total += 1
                    tally.lookalike += passed
                tally.kept_missing += len(missing)
                tally.gone_left += len(left)
                if not passed:
                    tally.failed.append(f"{case['id']} missing={missing} left={left}")
        finally:
            svc.close()
    return tally
