"""Scoring deliverable edit analysis on bench/data/feedback/edit_pairs.json (bench and tests).

Each pair is an original draft, the user's edited version and the lessons a careful reader
would draw if the user made that edit every time (what a preference learnt from two approvals
of such edits should say). The labels use their own vocabulary, written before the rules were
read; `lesson_of` maps each feature the code finds onto it. A feature with no label in the
vocabulary counts as a wrong lesson.

Precision = right lessons / lessons drawn; recall = right lessons / labelled lessons. The
holdout split was never looked at while changing the rules: its figures are the honest ones.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memory_service.signals.edit_features import Feature

ROOT = Path(__file__).resolve().parent.parent
PAIRS = ROOT / "bench" / "data" / "feedback" / "edit_pairs.json"
SPLITS = ("dev", "holdout")

Analyser = Callable[[str, str], Iterable[Feature]]

_SAME = {
    "greeting:removed": "greeting_removed",
    "greeting:added": "greeting_added",
    "preamble:removed": "intro_removed",
    "preamble:added": "intro_added",
    "closing:removed": "closing_removed",
    "closing:added": "closing_added",
    "signoff:removed": "signoff_removed",
    "length:cut": "length_cut",
    "length:grown": "length_grown",
    "sentences:shorter": "sentences_shortened",
    "sentences:longer": "sentences_lengthened",
    "bullets:added": "bullets_added",
    "bullets:removed": "bullets_removed",
    "headings:removed": "headings_removed",
    "headings:added": "headings_added",
    "emphasis:removed": "emphasis_removed",
    "emphasis:added": "emphasis_added",
    "emoji:removed": "emoji_removed",
    "emoji:added": "emoji_added",
}


@dataclass
class Tally:
    """Lessons drawn, right, and labelled."""

    drawn: int = 0
    right: int = 0
    labelled: int = 0

    @property
    def precision(self) -> float:
        """Right lessons over lessons drawn (1.0 when nothing was drawn)."""
        return self.right / self.drawn if self.drawn else 1.0

    @property
    def recall(self) -> float:
        """Right lessons over labelled lessons."""
        return self.right / self.labelled if self.labelled else 1.0


def load() -> list[dict[str, Any]]:
    """The labelled pairs."""
    pairs: list[dict[str, Any]] = json.loads(PAIRS.read_text(encoding="utf-8"))["pairs"]
    return pairs


def _words(text: str) -> str:
    return " ".join(text.lower().replace(",", " ").split())


def lesson_of(feature: Feature) -> str:
    """A feature in the labels' vocabulary (sign-offs and word swaps compared word by word)."""
    base = f"{feature.dimension}:{feature.change}"
    if base in _SAME:
        return _SAME[base]
    if feature.dimension == "signoff":
        return "signoff_changed:" + _words(feature.change.removeprefix("set:"))
    if feature.dimension == "word":
        source, _, target = feature.change.partition(">")
        return f"replace:{_words(source)}->{_words(target)}"
    return base


def _label(lesson: str) -> str:
    kind, colon, value = lesson.partition(":")
    if kind == "signoff_changed":
        return f"{kind}:{_words(value)}"
    if kind == "replace":
        source, _, target = value.partition("->")
        return f"replace:{_words(source)}->{_words(target)}"
    return kind + colon + value


def score(
    analyse: Analyser, pairs: list[dict[str, Any]], split: str
) -> tuple[Tally, list[tuple[str, set[str], set[str]]]]:
    """The tally over one split, and per pair (id, wrong lessons, missed lessons) where any."""
    tally, errors = Tally(), []
    for pair in (p for p in pairs if p["split"] == split):
        expected = {_label(lesson) for lesson in pair["lessons"]}
        drawn = {lesson_of(f) for f in analyse(pair["original"], pair["edited"])}
        tally.drawn += len(drawn)
        tally.right += len(drawn & expected)
        tally.labelled += len(expected)
        if drawn != expected:
            errors.append((pair["id"], drawn - expected, expected - drawn))
    return tally, errors
