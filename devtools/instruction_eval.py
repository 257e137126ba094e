"""Standing instructions: the evaluation behind `bench/instruction_eval.py` and its gate.

The set in bench/data/instructions/ was written by an annotator who read neither the service nor
its rules: messages that set a standing instruction (how the assistant should answer this user
from now on), messages that do not although they share its words (a request about this piece of
work, a question, quoted text, advice to someone else, a supposition, a plain statement,
encouragement), and pairs of an instruction and a later message that lifts it or leaves it.
Each case is replayed through `process_conversation` on a fresh user, one session a message:

- standing: kept when an active instruction memory holds a content word of the case's gist
  (its wording may differ: "answer in Italian" / "Talk to the user in Italian");
- not standing: wrong when any active instruction memory is made;
- pairs: right when the instruction the first message made is still active after the later
  message exactly when the annotator says it still holds (a first message that made none is
  counted apart, as not applicable).

The split (dev or holdout) is fixed in the data: the holdout is never used to change the rules.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from devtools.recall_eval import Clock, fresh_service
from memory_service import MemoryService
from memory_service.language.text import stem
from memory_service.language.text import words as tokens

HERE = Path(__file__).resolve().parents[1] / "bench" / "data" / "instructions"
DATA = HERE / "instructions.json"
SETS = {"instructions": DATA, "instructions-2": HERE / "instructions-2.json"}
"""The first set and a second, written by another annotator after the first was in use."""

_GENERIC = frozenset(
    """always never please pls from now on going forward future me my you your i to the a an and
    dont in of for with use using be do don't not no more stop answer answers reply replies respond
    response responses write give keep make it its that this any all every time when just""".split()
)
"""Words of a gist that say nothing of which instruction it is."""


@dataclass
class Tally:
    """Cases and how many came out right, per kind."""

    cases: int = 0
    right: int = 0
    by_kind: dict[str, list[int]] = field(default_factory=dict)
    misses: list[str] = field(default_factory=list)

    def add(self, kind: str, ok: bool, note: str) -> None:
        self.cases += 1
        self.right += ok
        counts = self.by_kind.setdefault(kind, [0, 0])
        counts[0] += 1
        counts[1] += ok
        if not ok:
            self.misses.append(note)


@dataclass
class Report:
    """The three measures of one split."""

    standing: Tally = field(default_factory=Tally)
    """Right: the instruction is stored."""
    not_standing: Tally = field(default_factory=Tally)
    """Right: no instruction is stored."""
    pairs: Tally = field(default_factory=Tally)
    """Right: the first instruction holds exactly when it should."""
    pairs_not_applicable: int = 0


def load(path: Path = DATA) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["cases"]
    return cases


def _gist_words(gist: str) -> set[str]:
    return {stem(w.lower()) for w in tokens(gist) if w.lower() not in _GENERIC}


def _instructions(svc: MemoryService, user_id: str) -> dict[str, str]:
    """The user's active directions on how to answer: instructions, and preferences on an answer
    format or on how to address them ("Prefers short answers", "Prefers to be called Sam" are
    shown with them and read the same way)."""
    made = svc.memories_by_type(user_id, "instruction") + [
        m
        for m in svc.memories_by_type(user_id, "preference")
        if m.key.startswith(("format.", "profile.preferred_name", "profile.pronouns"))
    ]
    return {str(m.id): m.content for m in made}


def _say(svc: MemoryService, clock: Clock, user_id: str, session: str, text: str) -> None:
    clock.now += timedelta(days=1)
    svc.process_conversation(
        user_id=user_id,
        session_id=session,
        messages=[
            {"role": "user", "content": text, "created_at": clock.now.isoformat()},
            {"role": "assistant", "content": "Sure.", "created_at": clock.now.isoformat()},
        ],
    )


def evaluate(cases: Iterable[dict[str, Any]], splits: Sequence[str] = ("dev",)) -> Report:
    """Replay every case of `splits` on a fresh user each and score it."""
    report = Report()
    clock = Clock()
    with fresh_service(clock) as svc:
        for case in cases:
            if case["split"] not in splits:
                continue
            user = f"ins-{case['id']}"
            if case["set"] == "standing":
                _say(svc, clock, user, "s1", case["message"])
                made = _instructions(svc, user)
                wanted = _gist_words(case["gist"])
                said = {stem(w.lower()) for c in made.values() for w in tokens(c)}
                ok = bool(made) and (not wanted or bool(wanted & said))
                note = f"{case['id']} {case['message']!r} -> {sorted(made.values())}"
                report.standing.add(case["kind"], ok, note)
            elif case["set"] == "not_standing":
                _say(svc, clock, user, "s1", case["message"])
                made = _instructions(svc, user)
                note = f"{case['id']} {case['message']!r} -> {sorted(made.values())}"
                report.not_standing.add(case["kind"], not made, note)
            else:
                _say(svc, clock, user, "s1", case["first"])
                first = _instructions(svc, user)
                if not first:
                    report.pairs_not_applicable += 1
                    continue
                _say(svc, clock, user, "s2", case["later"])
                after = _instructions(svc, user)
                held = all(i in after for i in first)
                kind = "holds" if case["first_still_holds"] else "lifted"
                note = (
                    f"{case['id']} {case['first']!r} / {case['later']!r}: "
                    f"{'held' if held else 'lifted'} -> {sorted(after.values())}"
                )
                report.pairs.add(kind, held == case["first_still_holds"], note)
    return report
