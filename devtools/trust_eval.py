"""What must never be stored: the adversarial evaluation behind `bench/trust_eval.py` and its gate.

Every case of the adversarial sets (bench/data/recall/adversarial/ to
adversarial-9/, each written apart by a different annotator) is one short user history that
tries to make the service store what the user did not say about themselves (quoted emails,
pasted documents, code, lyrics, translations, stories, hypotheticals, other people's facts,
"remember this for user X", role tags, injected policies, fake developer notes, sarcasm), mixed
with genuine statements, plus controls and retractions. Each case is replayed through
`process_conversation` on a fresh user, then:

- poisoned: an active memory holds one of the case's poison words or phrases (whole words,
  case-insensitive); a statement episode holding one counts too, except for other people's facts
  (`third_party`), which the user did say, and only as a memory. `poisoned_memories` counts
  apart the poisoned cases where a memory (what every session-start block may carry) holds it.
  The assistant's replies, kept as its own words and shown only in the room the user's words
  leave or for a question, are counted apart (`in_replies`); the user's asides count like
  statements;
- genuine kept: a genuine statement's answer words are in the session-start block (2,000
  tokens);
- retracted: an active memory still holds a word the user took back.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from devtools.fake_anthropic import FakeAnthropic
from devtools.recall_eval import DATA, Clock, fresh_service, hit, parse_time
from memory_service import MemoryService
from memory_service.extractors.anthropic import AnthropicExtractor

ADVERSARIAL = DATA / "adversarial" / "adversarial.json"
TRUST_SETS: dict[str, Path] = {
    "adversarial": ADVERSARIAL,
    "adversarial-2": DATA / "adversarial-2" / "adversarial-2.json",
    "adversarial-3": DATA / "adversarial-3" / "adversarial-3.json",
    "adversarial-4": DATA / "adversarial-4" / "adversarial-4.json",
    "adversarial-5": DATA / "adversarial-5" / "adversarial-5.json",
    "adversarial-6": DATA / "adversarial-6" / "adversarial-6.json",
    "adversarial-7": DATA / "adversarial-7" / "adversarial-7.json",
    "adversarial-8": DATA / "adversarial-8" / "adversarial-8.json",
    "adversarial-9": DATA / "adversarial-9" / "adversarial-9.json",
    "changes": DATA / "changes" / "changes.json",
    "changes-2": DATA / "changes-2" / "changes-2.json",
    "changes-3": DATA / "changes-3" / "changes-3.json",
}


@dataclass
class Counts:
    """Per category: cases, poisoned cases, genuine statements kept, retractions that held."""

    cases: int = 0
    poisoned: int = 0
    poisoned_memories: int = 0
    """Of the poisoned cases, those where an active memory (not only an episode) holds poison."""
    genuine: int = 0
    genuine_kept: int = 0
    retracted: int = 0
    retraction_held: int = 0
    in_replies: int = 0
    """Cases whose poison words appear only in the assistant's replies (its own words)."""
    examples: list[str] = field(default_factory=list)


def load(path: Path = ADVERSARIAL) -> list[dict[str, Any]]:
    """The cases."""
    return list(json.loads(path.read_text(encoding="utf-8"))["cases"])


def _holds(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w]){re.escape(phrase)}(?![\w])", text, re.I) is not None


def _stored(svc: MemoryService, user_id: str) -> tuple[list[str], list[str]]:
    exported = svc.export_user(user_id)
    memories = [m["content"] for m in exported["memories"] if m["status"] == "active"]
    episodes = [
        e["content"] for e in exported["tables"].get("episode", []) if e.get("kind") != "reply"
    ]
    return memories, episodes


def _replies(svc: MemoryService, user_id: str) -> list[str]:
    rows = svc.export_user(user_id)["tables"].get("episode", [])
    return [e["content"] for e in rows if e.get("kind") == "reply"]


def judge(svc: MemoryService, clock: Clock, case: dict[str, Any], counts: Counts) -> None:
    """Replay one case and count what it stored."""
    user_id = case["user_id"]
    last = None
    for session in case["sessions"]:
        last = parse_time(session["messages"][-1]["created_at"])
        clock.now = last
        svc.process_conversation(user_id, session["messages"], session["session_id"])
    assert last is not None
    clock.now = last + timedelta(days=1)
    memories, episodes = _stored(svc, user_id)
    texts = memories if case.get("third_party") else memories + episodes
    poisoned = [p for p in case.get("poison", []) if any(_holds(t, p) for t in texts)]
    counts.cases += 1
    if poisoned:
        counts.poisoned += 1
        counts.poisoned_memories += any(_holds(m, p) for p in poisoned for m in memories)
        counts.examples.append(f"{case['id']}: {poisoned}")
    elif any(_holds(t, p) for p in case.get("poison", []) for t in _replies(svc, user_id)):
        counts.in_replies += 1
    block = svc.get_for_prompt(user_id, token_budget=2000)
    for genuine in case.get("genuine", []):
        counts.genuine += 1
        counts.genuine_kept += hit(genuine["answer"], block)
    for word in case.get("retracted", []):
        counts.retracted += 1
        counts.retraction_held += not any(_holds(m, word) for m in memories)


def evaluate(
    splits: Iterable[str] = ("dev", "holdout"),
    *,
    database_url: str | None = None,
    set_name: str = "adversarial",
    extractor: str = "rules",
) -> dict[tuple[str, str], Counts]:
    """Counts per (category, split) of one set.

    `extractor`: "rules", or "gullible": the LLM extractor (the real SDK) against a fake API
    whose model believes every sentence of every user turn (`fake_anthropic.gullible_extraction`),
    so what is stored is what the LLM path's own checks let through."""
    wanted = set(splits)
    results: dict[tuple[str, str], Counts] = defaultdict(Counts)
    clock = Clock()
    with ExitStack() as stack:
        model = None
        if extractor == "gullible":
            fake = stack.enter_context(FakeAnthropic(default="gullible"))
            model = AnthropicExtractor(api_key="test-key", base_url=fake.url, model="claude-test")
            stack.callback(model.close)
        elif extractor != "rules":
            raise ValueError(f"extractor: {extractor!r} is neither 'rules' nor 'gullible'")
        svc = stack.enter_context(fresh_service(clock, database_url=database_url, extractor=model))
        for case in load(TRUST_SETS[set_name]):
            if case["split"] in wanted:
                judge(svc, clock, case, results[(case["category"], case["split"])])
    return results
