"""What the rules extractor stores from facts said in passing, scored with recorded judgements.

`bench/data/memory-quality/cases.json` holds 240 short chat sessions written apart from the
code (its README), each with the facts a good memory should keep and tempting wrong memories.
Each session goes through `process_conversation` (rules extractor, SQLite, no embedder) for a
user of its own; its active memories are then scored with `verdicts.json`, where a judge who read
neither the code nor the rules labelled every memory string the code has stored:

- C correct (durable and true of the user), T trivial or transient, W wrong (false, someone
  else's, a corrected value, a misread), G garbled;
- for each fact to keep, the memory strings that convey it.

A memory string no judgement covers is counted as unjudged and printed: the figures are then
incomplete until it is judged, never guessed.

Run: .venv/bin/python bench/memory_quality.py [--split dev|holdout|all] [--show]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("MEMORY_EMBEDDER", "none")

from db import migrate  # noqa: E402
from memory_service import MemoryService  # noqa: E402
from memory_service.settings import Settings  # noqa: E402

DATA = ROOT / "bench" / "data" / "memory-quality"
STARTED = datetime(2026, 10, 5, 18, 0, tzinfo=UTC)
LABELS = ("C", "T", "W", "G")


def stored(cases: list[dict[str, Any]]) -> dict[str, list[str]]:
    """case id -> its active memories, as "[type] content"."""
    out: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="memory-quality-") as tmp:
        url = f"sqlite:///{tmp}/mq.db"
        migrate.upgrade(url)
        svc = MemoryService.from_settings(Settings(database_url=url, extractor="rules"))
        try:
            for case in cases:
                messages = [
                    {**m, "created_at": (STARTED + timedelta(minutes=i)).isoformat()}
                    for i, m in enumerate(case["messages"])
                ]
                user = f"u-{case['id']}"
                svc.process_conversation(user, messages, f"{case['id']}-s1")
                out[case["id"]] = [
                    f"[{m.entry_type}] {m.content}"
                    for m in svc.list_memories(user)
                    if m.status == "active"
                ]
        finally:
            svc.close()
    return out


@dataclass
class Score:
    """Labels counted over memories, and facts to keep that some memory conveys."""

    labels: dict[str, int] = field(default_factory=lambda: dict.fromkeys((*LABELS, "?"), 0))
    kept: int = 0
    to_keep: int = 0
    cases_wrong: int = 0
    unjudged: list[tuple[str, str]] = field(default_factory=list)

    def line(self, name: str) -> str:
        n = sum(self.labels.values())
        c = self.labels
        return (
            f"{name:<9} memories {n:>4}  correct {c['C']:>3} ({c['C'] / max(n, 1):.0%})"
            f"  trivial {c['T']:>2}  wrong {c['W']:>2}  garbled {c['G']:>2}  unjudged {c['?']:>2}"
            f"  sessions with a wrong memory {self.cases_wrong:>2}"
            f"  facts kept {self.kept}/{self.to_keep} ({self.kept / max(self.to_keep, 1):.0%})"
        )


def score(
    cases: list[dict[str, Any]], made: dict[str, list[str]], verdicts: dict[str, Any]
) -> Score:
    """`made` scored with the recorded `verdicts` (see the module docstring)."""
    out = Score()
    for case in cases:
        judged = verdicts.get(case["id"], {"labels": {}, "covers": {}})
        memories = made.get(case["id"], [])
        wrong = False
        for memory in memories:
            label = judged["labels"].get(memory, "?")
            out.labels[label] += 1
            wrong |= label == "W"
            if label == "?":
                out.unjudged.append((case["id"], memory))
        out.cases_wrong += wrong
        for i in range(len(case["remember"])):
            out.to_keep += 1
            out.kept += bool(set(judged["covers"].get(str(i), [])) & set(memories))
    return out


def main(argv: list[str] | None = None) -> int:
    """Print the scores per split."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "holdout", "all"), default="all")
    parser.add_argument("--show", action="store_true", help="print every session's memories")
    args = parser.parse_args(argv)
    cases = json.loads((DATA / "cases.json").read_text(encoding="utf-8"))
    verdicts = json.loads((DATA / "verdicts.json").read_text(encoding="utf-8"))
    splits = ("dev", "holdout") if args.split == "all" else (args.split,)
    chosen = [c for c in cases if c["split"] in splits]
    made = stored(chosen)
    for split in splits:
        part = [c for c in chosen if c["split"] == split]
        result = score(part, made, verdicts)
        print(result.line(split))
        for case_id, memory in result.unjudged:
            print(f"  unjudged {case_id}: {memory}")
    if args.show:
        for case in chosen:
            print(case["id"], json.dumps(made[case["id"]], ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
