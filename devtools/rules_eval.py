"""Scoring the rules extractor on tests/data/rules_labelled.jsonl (used by the bench and the tests).

Each line of the set is one user utterance (optionally with the assistant turn before it and the
time it was said) and the memories a correct extraction holds. Matching rule, per utterance:

- a predicted memory matches an expected one when its key equals the expected key or lies under
  it (``diet.allergy.peanuts`` is under ``diet.allergy``), its entry type and critical flag are
  equal, its content contains every expected keyword (case-insensitive), and, where the label
  names a confidence, the confidence is equal;
- matching is one-to-one: expected memories are taken in order and each claims the first
  unclaimed prediction that matches it.

Precision = matched predictions / all predictions; recall = matched expected / all expected.
Per category (the first segment of the key): recall counts the expected memories of that
category; precision counts the predictions of that category (by their own key).

The set was labelled for the keyed subjects (health, diet, work, family, home, routines, goals,
instructions, answer format) and for likes and dislikes. Statements outside those subjects
(`about.*`: "Lives near the beach", "Stopped taking ibuprofen") and general likes and dislikes
(`pref.<topic>.<object>`, whose labels here name only the object word) are read by the general
statement reader, whose precision the recall sets measure (bench/recall_eval.py, written apart
from the code); `Report.keyed` is precision over the keyed subjects alone.

The set has three splits: "dev", the utterances the rules were written against; "tune", written
after the rules and then used to fix what it exposed; "holdout", written after all tuning and
never used to change the rules. The holdout figures are the honest estimate of how the rules do
on phrasing they have not seen.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.language.dates import day_name
from memory_service.schemas import ChatMessage, MemoryCandidate

ROOT = Path(__file__).resolve().parent.parent
LABELLED = ROOT / "tests" / "data" / "rules_labelled.jsonl"
SPLITS = ("dev", "tune", "holdout")


@dataclass
class Tally:
    """Counts for one category (or overall)."""

    predicted: int = 0
    correct_predictions: int = 0
    expected: int = 0
    found: int = 0

    @property
    def precision(self) -> float:
        return self.correct_predictions / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.found / self.expected if self.expected else 1.0


@dataclass
class Report:
    """The overall tally, one per category, and the utterances that went wrong."""

    overall: Tally = field(default_factory=Tally)
    by_category: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    misses: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    false_positives: list[tuple[str, MemoryCandidate]] = field(default_factory=list)
    utterances: int = 0
    keyed: Tally = field(default_factory=Tally)
    """Predictions of keyed subjects only (not `about.*`, not `pref.<topic>.<object>`)."""


def keyed(key: str) -> bool:
    """True for a key of a keyed subject (see the module docstring)."""
    if key.startswith("about."):
        return False
    return not key.startswith("pref.") or key.startswith("pref.favorite.")


def load(path: Path = LABELLED) -> list[dict[str, Any]]:
    """The labelled rows."""
    with path.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def category(key: str) -> str:
    """A key's category: its first segment."""
    return key.split(".", 1)[0]


def matches(candidate: MemoryCandidate, expected: dict[str, Any]) -> bool:
    """The matching rule in the module docstring."""
    key = expected["key"]
    if candidate.key != key and not candidate.key.startswith(key + "."):
        return False
    if candidate.entry_type != expected["entry_type"] or candidate.critical != expected["critical"]:
        return False
    if "confidence" in expected and candidate.confidence != expected["confidence"]:
        return False
    content = candidate.content.lower()
    return all(_named_date(word).lower() in content for word in expected["keywords"])


def _named_date(keyword: str) -> str:
    """An ISO date keyword as the extractor writes dates ("2026-11-20" -> "20 November 2026")."""
    try:
        return day_name(date.fromisoformat(keyword))
    except ValueError:
        return keyword


def extract(row: dict[str, Any], extractor: RulesExtractor) -> list[MemoryCandidate]:
    """What the extractor finds in one labelled row."""
    messages = []
    if row.get("assistant_before"):
        messages.append(ChatMessage(role="assistant", content=row["assistant_before"]))
    messages.append(
        ChatMessage.model_validate(
            {"role": "user", "content": row["text"], "created_at": row.get("created_at")}
        )
    )
    conversation = Conversation(user_id="bench", session_id="bench", messages=messages)
    found = extractor.extract(conversation, []).candidates
    return [c for c in found if c.action == "remember"]  # a retraction is not a memory


def score(rows: Iterable[dict[str, Any]], extractor: RulesExtractor | None = None) -> Report:
    """Score the extractor on the rows."""
    extractor = extractor or RulesExtractor()
    report = Report()
    for row in rows:
        report.utterances += 1
        predicted = extract(row, extractor)
        claimed: set[int] = set()
        for expected in row["expected"]:
            tally = report.by_category[category(expected["key"])]
            tally.expected += 1
            report.overall.expected += 1
            hit = next(
                (i for i, c in enumerate(predicted) if i not in claimed and matches(c, expected)),
                None,
            )
            if hit is None:
                report.misses.append((row["text"], expected))
                continue
            claimed.add(hit)
            tally.found += 1
            report.overall.found += 1
        for i, made in enumerate(predicted):
            tallies = [report.by_category[category(made.key)], report.overall]
            if keyed(made.key):
                tallies.append(report.keyed)
            for tally in tallies:
                tally.predicted += 1
                tally.correct_predictions += i in claimed
            if i not in claimed:
                report.false_positives.append((row["text"], made))
    return report
