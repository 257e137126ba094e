"""Answer recall of the prompt block on a long multi-session set, against two raw-turn baselines.

For each user of tests/data/episodic_eval.json (bench/make_episodic_eval.py), every session goes
through the real service (`process_conversation`, with the service clock at the session's end),
on a fresh SQLite file and, when available, a fresh PostgreSQL database. Then, with the clock on
the day after the user's last session, each question is put to three systems at 500 and 2,000
tokens (by `count_tokens`, the reference tokenizer):

- ours: `get_for_prompt(user_id, token_budget=B, query=question)`, whatever it holds;
- recent: the most recent raw turns (both roles, one line each, `[YYYY-MM-DD] role: text`);
- bm25: the same lines ranked by BM25 (`memory_service.relevance.bm25_scores`) for the question,
  best first, turns sharing no term with it left out;
- episodes (reference): `recall_episodes(user_id, question)` alone, one dated line each.

Every system fills its budget the same way: lines in its order, a line that does not fit is
skipped and a shorter one after it may still take the room left. A question counts as recalled
when every one of its answer strings appears in the text, case-insensitive and not inside a
longer word or number ("December 1" is not found in "December 19"). Also printed: what the
service stores for these users (characters of episodes and active memories) against the
transcript (characters of all messages).

    .venv/bin/python bench/episodic_recall.py [--postgres] [--show-misses] [--budget-misses 500]

PostgreSQL is used when DATABASE_URL names a server (a throwaway database is created on it and
dropped afterwards) or, with --postgres, on a throwaway server started from the machine's
binaries.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import re
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from db import migrate
from memory_service import MemoryService
from memory_service.recall.relevance import bm25_scores
from memory_service.recall.tokens import count_tokens

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "episodic_eval.json"
BUDGETS = (500, 2_000)
KINDS = ("single", "multi", "temporal")
SYSTEMS = ("ours", "recent", "bm25", "episodes")
SESSION_CLOSED_AFTER = timedelta(minutes=30)
EPISODES_LIMIT = 200
START = datetime(2025, 1, 1, tzinfo=UTC)


# -- the text each system gives the model ---------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    """One raw message as a dated transcript line."""

    line: str
    at: datetime


def transcript(user: dict[str, Any]) -> list[Turn]:
    """All of a user's messages, oldest first, one line each."""
    turns = []
    for session in user["sessions"]:
        for message in session["messages"]:
            at = datetime.fromisoformat(message["created_at"])
            content = " ".join(message["content"].split())
            turns.append(Turn(f"[{at.date().isoformat()}] {message['role']}: {content}", at))
    return turns


def fill(lines: Sequence[str], budget: int) -> list[str]:
    """Lines taken in order while they fit in `budget` tokens (newlines counted)."""
    chosen: list[str] = []
    left = budget
    for line in lines:
        cost = count_tokens(line) + (1 if chosen else 0)
        if cost <= left:
            chosen.append(line)
            left -= cost
    return chosen


def recent_text(turns: Sequence[Turn], budget: int) -> str:
    """The most recent turns that fit, written oldest first."""
    chosen = fill([t.line for t in reversed(turns)], budget)
    return "\n".join(reversed(chosen))


def bm25_text(turns: Sequence[Turn], question: str, budget: int) -> str:
    """The turns most relevant to `question` by BM25 that fit, best first."""
    scores = bm25_scores(question, [t.line for t in turns])
    ranked = sorted(
        (i for i, score in enumerate(scores) if score > 0),
        key=lambda i: (-scores[i], -turns[i].at.timestamp()),
    )
    return "\n".join(fill([turns[i].line for i in ranked], budget))


def episodes_text(svc: MemoryService, user_id: str, question: str, budget: int) -> str:
    """Recalled episodes alone, best first, one dated line each."""
    recalled = svc.recall_episodes(user_id, question, limit=EPISODES_LIMIT)
    lines = [f"[{e.said_at.date().isoformat()}] {e.content}" for e in recalled]
    return "\n".join(fill(lines, budget))


def found(answer: str, haystack: str) -> bool:
    """`answer` appears in `haystack`, case-insensitive, not inside a longer word or number."""
    pattern = rf"(?<![0-9a-z]){re.escape(answer.lower())}(?![0-9a-z])"
    return re.search(pattern, haystack.lower()) is not None


def missing(answers: Sequence[str], haystack: str) -> list[str]:
    """The answers not found in `haystack`."""
    return [a for a in answers if not found(a, haystack)]


# -- running the set ------------------------------------------------------------------------------


@dataclass
class Clock:
    """The service's clock, moved by the bench."""

    now: datetime = START

    def __call__(self) -> datetime:
        return self.now


@dataclass
class Outcome:
    """One question at one budget: the text of each system and whether it holds the answers."""

    user_id: str
    question: dict[str, Any]
    budget: int
    texts: dict[str, str]
    hits: dict[str, bool]
    stored: str


@dataclass
class Run:
    """Everything measured on one backend."""

    backend: str
    outcomes: list[Outcome] = field(default_factory=list)
    stored_chars: dict[str, int] = field(default_factory=dict)
    transcript_chars: int = 0
    user_turn_chars: int = 0
    ingest_s: float = 0.0
    query_s: float = 0.0
    over_budget: int = 0


def ingest(svc: MemoryService, clock: Clock, user: dict[str, Any]) -> None:
    """Every session of the user through the service, each closed after its last message."""
    for session in user["sessions"]:
        last = datetime.fromisoformat(session["messages"][-1]["created_at"])
        clock.now = last + SESSION_CLOSED_AFTER
        svc.process_conversation(user["user_id"], session["messages"], session["session_id"])


def stored_text(svc: MemoryService, user_id: str) -> tuple[str, int, int]:
    """What is kept about the user (episodes and active memories) and their character counts."""
    export = svc.export_user(user_id)
    episodes = [row["content"] for row in export["tables"].get("episode", [])]
    memories = [m["content"] for m in export["memories"] if m["status"] == "active"]
    return "\n".join(episodes + memories), sum(map(len, episodes)), sum(map(len, memories))


def answer(
    svc: MemoryService, user_id: str, turns: Sequence[Turn], question: str, budget: int
) -> dict[str, str]:
    """The text each system gives the model for `question` at `budget` tokens."""
    return {
        "ours": svc.get_for_prompt(user_id, token_budget=budget, query=question),
        "recent": recent_text(turns, budget),
        "bm25": bm25_text(turns, question, budget),
        "episodes": episodes_text(svc, user_id, question, budget),
    }


def evaluate(svc: MemoryService, clock: Clock, user: dict[str, Any], run: Run) -> None:
    """Ask every question of the user at every budget; record hits and sizes."""
    user_id = user["user_id"]
    turns = transcript(user)
    clock.now = turns[-1].at.replace(hour=12, minute=0, second=0) + timedelta(days=1)
    stored, episode_chars, memory_chars = stored_text(svc, user_id)
    run.stored_chars["episodes"] = run.stored_chars.get("episodes", 0) + episode_chars
    run.stored_chars["memories"] = run.stored_chars.get("memories", 0) + memory_chars
    messages = [m for s in user["sessions"] for m in s["messages"]]
    run.transcript_chars += sum(len(m["content"]) for m in messages)
    run.user_turn_chars += sum(len(m["content"]) for m in messages if m["role"] == "user")
    for question in user["questions"]:
        for budget in BUDGETS:
            texts = answer(svc, user_id, turns, question["question"], budget)
            run.over_budget += sum(count_tokens(t) > budget for t in texts.values())
            hits = {name: not missing(question["answers"], t) for name, t in texts.items()}
            run.outcomes.append(Outcome(user_id, question, budget, texts, hits, stored))


def run_backend(backend: str, url: str, users: Sequence[dict[str, Any]]) -> Run:
    """Migrate `url`, feed every user's sessions, then ask every question."""
    migrate.upgrade(url)
    clock = Clock()
    svc = MemoryService(url, clock=clock)
    run = Run(backend)
    try:
        started = time.perf_counter()
        for user in users:
            ingest(svc, clock, user)
        run.ingest_s = time.perf_counter() - started
        started = time.perf_counter()
        for user in users:
            evaluate(svc, clock, user, run)
        run.query_s = time.perf_counter() - started
    finally:
        svc.close()
    return run


# -- databases ------------------------------------------------------------------------------------


@contextlib.contextmanager
def sqlite_url() -> Iterator[str]:
    """A fresh SQLite file in a temporary directory."""
    with tempfile.TemporaryDirectory(prefix="episodic-bench-") as folder:
        yield f"sqlite:///{folder}/memory.db"


@contextlib.contextmanager
def throwaway_database(admin_url: str) -> Iterator[str]:
    """A new database on the server of `admin_url`, dropped on exit."""
    name = f"episodic_bench_{uuid.uuid4().hex[:10]}"
    engine = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        yield make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with engine.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        engine.dispose()


@contextlib.contextmanager
def postgres_url(start_server: bool) -> Iterator[str | None]:
    """A fresh PostgreSQL database: on DATABASE_URL's server, or a throwaway one, or none."""
    configured = os.environ.get("DATABASE_URL", "")
    if configured.startswith("postgresql"):
        admin = make_url(configured).set(database="postgres").render_as_string(False)
        with throwaway_database(admin) as url:
            yield url
        return
    if not start_server:
        yield None
        return
    sys.path.insert(0, str(ROOT))
    services = importlib.import_module("devtools.services")
    server = services.start_postgres()
    try:
        with throwaway_database(server.url("postgres")) as url:
            yield url
    finally:
        server.cleanup()


# -- the report -----------------------------------------------------------------------------------


def rate(outcomes: Sequence[Outcome], system: str) -> str:
    """'71.3% (159)': the share of outcomes `system` recalled, and how many."""
    if not outcomes:
        return "-"
    hits = sum(o.hits[system] for o in outcomes)
    return f"{hits / len(outcomes):6.1%} ({hits:>3})"


def print_table(run: Run) -> None:
    """Recall per budget and kind, one column per system."""
    header = f"{'budget':>7} {'kind':<9} {'n':>4}  " + "  ".join(f"{s:>12}" for s in SYSTEMS)
    print(header)
    print("-" * len(header))
    for budget in BUDGETS:
        at_budget = [o for o in run.outcomes if o.budget == budget]
        for label in (*KINDS, "overall"):
            chosen = [o for o in at_budget if label in {"overall", o.question["kind"]}]
            cells = "  ".join(f"{rate(chosen, s):>12}" for s in SYSTEMS)
            print(f"{budget:>7} {label:<9} {len(chosen):>4}  {cells}")
        print()


def print_temporal_detail(run: Run) -> None:
    """Temporal recall by how the date was stated (raw turns hold only the day it was said)."""
    print("temporal questions by how the date was stated:")
    for budget in BUDGETS:
        for stated in ("absolute", "same_day", "relative"):
            chosen = [
                o for o in run.outcomes if o.budget == budget and o.question.get("stated") == stated
            ]
            cells = "  ".join(f"{s} {rate(chosen, s).strip()}" for s in SYSTEMS)
            print(f"  {budget:>5} {stated:<9} n={len(chosen):<3} {cells}")
    print()


def print_sizes(run: Run) -> None:
    """Stored characters against the transcript's, and timings."""
    stored = sum(run.stored_chars.values())
    ratio = stored / run.transcript_chars if run.transcript_chars else 0.0
    print(
        f"stored: {stored:,} chars (episodes {run.stored_chars.get('episodes', 0):,}, "
        f"active memories {run.stored_chars.get('memories', 0):,}) against a transcript of "
        f"{run.transcript_chars:,} chars: {ratio:.1%} (user turns alone: "
        f"{run.user_turn_chars:,} chars)"
    )
    print(
        f"time: ingest {run.ingest_s:.1f}s, questions {run.query_s:.1f}s; "
        f"texts over budget: {run.over_budget}"
    )


def print_misses(run: Run, budget: int, system: str) -> None:
    """Each question `system` misses at `budget`: what is absent, whether it is stored, the text."""
    misses = [o for o in run.outcomes if o.budget == budget and not o.hits[system]]
    not_stored = 0
    for o in misses:
        q = o.question
        absent = missing(q["answers"], o.texts[system])
        lost = [a for a in absent if not found(a, o.stored)]
        not_stored += bool(lost)
        kind = f"{q['kind']}/{q['stated']}" if "stated" in q else q["kind"]
        where = ", ".join(f"{e['session_id']}#{e['turn']}" for e in q["evidence"])
        others = [s for s in SYSTEMS if s != system and o.hits[s]]
        print(f"--- {q['id']} [{kind}] {q['question']}")
        print(f"    answers {q['answers']}; missing {absent}; not stored {lost}; evidence {where}")
        print(f"    recalled by: {', '.join(others) or 'none'}")
        print("    | " + (o.texts[system] or "(empty)").replace("\n", "\n    | "))
    print(
        f"\n{system}: {len(misses)} misses at {budget} tokens; "
        f"{not_stored} with an answer not stored at all"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--postgres", action="store_true", help="start a throwaway PostgreSQL")
    parser.add_argument("--show-misses", action="store_true", help="print the questions missed")
    parser.add_argument("--budget-misses", type=int, default=BUDGETS[0], choices=BUDGETS)
    parser.add_argument("--system-misses", default="ours", choices=SYSTEMS)
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args()
    users = json.loads(args.data.read_text(encoding="utf-8"))["users"]
    questions = [q for u in users for q in u["questions"]]
    sessions = sum(len(u["sessions"]) for u in users)
    turns = sum(len(s["messages"]) for u in users for s in u["sessions"])
    counts = ", ".join(f"{k} {sum(q['kind'] == k for q in questions)}" for k in KINDS)
    print(f"{len(users)} users, {sessions} sessions, {turns} turns; questions: {counts}")
    runs = []
    with sqlite_url() as url:
        runs.append(run_backend("sqlite", url, users))
    with postgres_url(args.postgres) as url:
        if url:
            runs.append(run_backend("postgresql", url, users))
    for run in runs:
        print(f"\n== {run.backend}: answer recall (questions whose every answer is in the text)\n")
        print_table(run)
        print_temporal_detail(run)
        print_sizes(run)
    if args.show_misses:
        system, budget = args.system_misses, args.budget_misses
        print(f"\n== misses of {system} on {runs[0].backend} at {budget} tokens\n")
        print_misses(runs[0], budget, system)


if __name__ == "__main__":
    main()
