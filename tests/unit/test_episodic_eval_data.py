"""Integrity of the episodic evaluation set (tests/data/episodic_eval.json)."""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from devtools import make_episodic_eval
from memory_service.language.dates import MONTHS

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "episodic_eval.json"
KINDS = ("single", "multi", "temporal")
MONTH_ANSWER = re.compile(rf"({'|'.join(MONTHS)}) (\d{{4}})")


@cache
def dataset() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


def users() -> list[dict[str, Any]]:
    return dataset()["users"]


def found(answer: str, text: str) -> bool:
    """The recall bench's rule: case-insensitive, not inside a longer word or number."""
    pattern = rf"(?<![0-9a-z]){re.escape(answer.lower())}(?![0-9a-z])"
    return re.search(pattern, text.lower()) is not None


def evidence_turns(user: dict[str, Any], question: dict[str, Any]) -> list[dict[str, Any]]:
    sessions = {s["session_id"]: s for s in user["sessions"]}
    return [sessions[e["session_id"]]["messages"][e["turn"]] for e in question["evidence"]]


def test_set_has_several_users_with_dozens_of_sessions_and_questions_of_each_kind() -> None:
    assert len(users()) >= 4
    for user in users():
        assert 30 <= len(user["sessions"]) <= 60, user["user_id"]
        kinds = [q["kind"] for q in user["questions"]]
        assert len(kinds) >= 20, user["user_id"]
        assert set(kinds) == set(KINDS)
        assert min(kinds.count(k) for k in KINDS) >= 4, user["user_id"]


def test_every_message_is_dated_and_time_only_moves_forward() -> None:
    for user in users():
        stamps = [
            datetime.fromisoformat(m["created_at"]) for s in user["sessions"] for m in s["messages"]
        ]
        assert all(stamp.tzinfo is not None for stamp in stamps)
        assert all(a < b for a, b in pairwise(stamps)), user["user_id"]
        span = stamps[-1] - stamps[0]
        assert 300 <= span.days <= 400


def test_sessions_mix_both_roles_and_ids_are_unique() -> None:
    ids = [s["session_id"] for u in users() for s in u["sessions"]]
    assert len(ids) == len(set(ids))
    for user in users():
        for session in user["sessions"]:
            roles = {m["role"] for m in session["messages"]}
            assert roles == {"user", "assistant"}, session["session_id"]


def test_stated_answers_appear_in_the_users_own_evidence_turns() -> None:
    for user in users():
        for q in user["questions"]:
            turns = evidence_turns(user, q)
            assert all(t["role"] == "user" for t in turns), q["id"]
            assert q["answers"] and not any(found(a, q["question"]) for a in q["answers"]), q["id"]
            if q.get("stated") in {"relative", "same_day"}:
                continue  # the answer is the date the user's words point to, checked below
            for answer in q["answers"]:
                assert any(found(answer, t["content"]) for t in turns), (q["id"], answer)


def test_multi_questions_need_more_than_one_turn() -> None:
    for user in users():
        for q in (q for q in user["questions"] if q["kind"] == "multi"):
            places = {(e["session_id"], e["turn"]) for e in q["evidence"]}
            assert len(q["answers"]) >= 2 and len(places) >= 2, q["id"]


def test_relative_dates_resolve_near_when_they_were_said() -> None:
    for user in users():
        for q in (q for q in user["questions"] if q.get("stated") in {"relative", "same_day"}):
            (turn,) = evidence_turns(user, q)
            said = datetime.fromisoformat(turn["created_at"]).date()
            (answer,) = q["answers"]
            month = MONTH_ANSWER.fullmatch(answer)
            if month:
                named = MONTHS.index(month.group(1)) + 1
                ahead = (int(month.group(2)) - said.year) * 12 + named - said.month
                assert 1 <= ahead <= 3, q["id"]
                continue
            gap = (date.fromisoformat(answer) - said).days
            assert -7 <= gap <= 7, q["id"]
            assert (gap == 0) == (q["stated"] == "same_day"), q["id"]


def test_file_is_what_the_generator_writes() -> None:
    assert make_episodic_eval.build_dataset() == dataset()
