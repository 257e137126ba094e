"""The LLM path's checks measured with two fake models (`bench/llm_checks.py` and its gate).

- careful: each session of `bench/data/memory-quality/cases.json` through the real SDK against
  the fake API, whose model returns the session's `remember` facts and its `must_not` wrong
  memories (written apart from the code), citing every user turn; counted: how many of each
  are stored;
- careless: the adversarial and changes sets with a model that believes every sentence of every
  user turn (`devtools.fake_anthropic.gullible_extraction`, `trust_eval.evaluate(extractor=
  "gullible")`).
"""

from __future__ import annotations

import hashlib
import json
import re
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from db import migrate
from devtools.fake_anthropic import (
    FakeAnthropic,
    RecordedRequest,
    Reply,
    extraction_reply,
    memory,
    user_turns_of,
)
from devtools.trust_eval import TRUST_SETS, Counts, evaluate
from memory_service import MemoryService
from memory_service.extractors.anthropic import AnthropicExtractor

CASES = Path(__file__).resolve().parents[1] / "bench" / "data" / "memory-quality" / "cases.json"
SAID = datetime(2026, 10, 5, 18, 0, tzinfo=UTC)
_CRITICAL = re.compile(r"allerg|intoleran|diabet|asthma|epilep|coeliac|celiac", re.I)
KINDS = ("remember", "must_not")


def _careful(case: dict[str, Any]) -> Any:
    def reply(request: RecordedRequest) -> Reply:
        turns = [index for index, _ in user_turns_of(request)]
        items = [
            memory(
                f"conversation.note_{hashlib.sha256(text.encode()).hexdigest()[:10]}",
                text,
                critical=bool(_CRITICAL.search(text)),
                source_turns=turns,
            )
            for kind in KINDS
            for text in case.get(kind, [])
        ]
        return extraction_reply(items)

    return reply


def careful(split: str, show: bool = False) -> dict[str, tuple[int, int]]:
    """kind -> (stored, offered) over the memory-quality sessions of the split."""
    cases = [
        c for c in json.loads(CASES.read_text(encoding="utf-8")) if split in ("all", c["split"])
    ]
    stored = dict.fromkeys(KINDS, 0)
    offered = dict.fromkeys(KINDS, 0)
    with FakeAnthropic() as fake, tempfile.TemporaryDirectory(prefix="llm-checks-") as tmp:
        url = f"sqlite:///{tmp}/checks.db"
        migrate.upgrade(url)
        model = AnthropicExtractor(api_key="test-key", base_url=fake.url, model="claude-test")
        svc = MemoryService(url, extractor=model, clock=lambda: SAID, usage_flush_interval_s=3600)
        try:
            for case in cases:
                fake.enqueue(_careful(case))
                user = f"llm-checks-{case['id']}"
                svc.process_conversation(user, case["messages"], f"{case['id']}-s1")
                active = {
                    m.content.rstrip(".").lower()
                    for m in svc.list_memories(user)
                    if m.status == "active"
                }
                for kind in KINDS:
                    for text in case.get(kind, []):
                        offered[kind] += 1
                        kept = text.rstrip(".").lower() in active
                        stored[kind] += kept
                        if show and kept != (kind == "remember"):
                            what = "lost" if kind == "remember" else "let in"
                            print(f"  {what}: {case['id']} {text}")
        finally:
            svc.close()
            model.close()
    return {kind: (stored[kind], offered[kind]) for kind in KINDS}


def careless(split: str) -> dict[str, Counts]:
    """set -> counts over its cases of the split, the gullible model on the LLM path."""
    splits = ("dev", "holdout") if split == "all" else (split,)
    totals: dict[str, Counts] = {}
    for name in TRUST_SETS:
        total = Counts()
        for counts in evaluate(splits, set_name=name, extractor="gullible").values():
            for attr in ("cases", "poisoned", "poisoned_memories", "genuine", "genuine_kept"):
                setattr(total, attr, getattr(total, attr) + getattr(counts, attr))
        totals[name] = total
    return totals
