"""The block from the per-user candidate list is the full ranking's block, byte for byte, and no
change to a user's memories outlives the list: on PostgreSQL and SQLite."""

from __future__ import annotations

import random
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import Engine, insert, inspect, text
from sqlalchemy.orm import Session

from db import episodes as episode_queries
from db import prompt_cache
from db.tables import Episode, UserContext
from memory_service import MemoryService, erasure
from memory_service.pipeline import embedding
from memory_service.recall import blocks, cached, candidates, prompt
from memory_service.recall.embeddings import build_embedder
from memory_service.recall.episodes import REPLY_PREFIX
from memory_service.recall.episodes import line as episode_line
from memory_service.recall.tokens import count_tokens
from memory_service.settings import Settings
from tests.conftest import Clock
from tests.rows import NOW, memory_row

WORDS = (
    "dinner cooking training marathon garden coffee reports meetings Lisbon Porto budget sleep "
    "reading novels piano vegetarian peanuts kiwi allergy knee injury Monday mornings email "
    "bullet points British spelling daughter school football python deploys holidays"
).split()
TAGS = ("health", "food", "work", "family", "sport")
QUERIES = (
    None,
    "what should I cook for dinner on my training days?",
    "kiwi",
    "Monday meetings and reports in Porto",
    "zzzunknownword",
    f"what did we talk about on {NOW - timedelta(days=4):%B %d}?",  # a day's episodes lead
)
BUDGETS = (60, 200, 700, 2000, 9000)


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.fixture
def service_options() -> dict[str, Any]:
    return {"usage_flush_interval_s": 3600, "embedder": None}


def _memories(user_id: str, count: int, rng: random.Random) -> list[dict[str, object]]:
    rows = []
    for i in range(count):
        row = memory_row(user_id, f"random.item_{i:04d}", at=NOW)
        seen = NOW - timedelta(days=rng.uniform(0, 400), hours=rng.uniform(0, 23))
        content = " ".join(rng.sample(WORDS, rng.randint(2, 8))) + f" ({i})"
        row.update(
            content="   " if i == 7 else content,  # a blank one: never a line
            entry_type=rng.choice(("fact", "instruction", "preference")),
            critical=rng.random() < 0.08,
            tags=rng.sample(TAGS, rng.randint(0, 2)),
            confidence=rng.choice(("low", "medium", "high")),
            importance=round(rng.random(), 3),
            stability_days=rng.uniform(1, 800),
            last_observed_at=seen,
            created_at=seen,
            updated_at=seen,
        )
        rows.append(row)
    return rows


def _episodes(
    user_id: str, count: int, rng: random.Random, memory_ids: list[Any]
) -> list[dict[str, object]]:
    rows = []
    for n in range(count):
        said_at = NOW - timedelta(days=rng.uniform(0, 200))
        if n % 10 == 0:  # a day some questions name
            said_at = NOW - timedelta(days=4, hours=rng.uniform(0, 12))
        reply = rng.random() < 0.1  # the assistant's own words, recalled only for a question
        content = "I " + " ".join(rng.sample(WORDS, rng.randint(3, 9)))
        if reply:
            content = f"{REPLY_PREFIX}{content}"
        rows.append(
            {
                "user_id": user_id,
                "session_id": f"s{rng.randint(0, 12)}",
                "content": content,
                "content_hash": uuid.uuid4().hex,
                "said_at": said_at,
                "day": said_at.date(),
                "salience": 10.0 if rng.random() < 0.05 else round(rng.uniform(0.9, 4.0), 3),
                "kind": "reply" if reply else "statement",
                "tokens": count_tokens(episode_line(content, said_at.date())),
                "memory_id": rng.choice(memory_ids) if memory_ids and rng.random() < 0.15 else None,
                "created_at": NOW,
            }
        )
    return rows


def _fill(engine: Engine, user_id: str, memories: int, episodes: int, seed: int) -> None:
    rng = random.Random(seed)
    rows = _memories(user_id, memories, rng)
    with engine.begin() as conn:
        if rows:
            conn.execute(insert(UserContext), rows)
        archived = memory_row(user_id, "random.old", content="kiwi archived", status="archived")
        conn.execute(insert(UserContext), [archived])
        if episodes:
            ids = [row["id"] for row in rows]
            conn.execute(insert(Episode), _episodes(user_id, episodes, rng, ids))


def _blocks(svc: MemoryService, user_id: str, budget: int, query: str | None) -> tuple[Any, ...]:
    options = {"user_id": user_id, "token_budget": budget, "query": query, "now": NOW}
    with Session(svc.engine) as session:
        full = prompt.block_for(session, **options)
    with Session(svc.engine) as session:
        fast = cached.served(session, **options)
    return full, fast


@pytest.mark.parametrize(
    ("memories", "episodes", "cached_tokens", "seed"),
    [(60, 40, candidates.CACHED_TOKENS, 1), (240, 150, 300, 2), (400, 0, 900, 3)],
)
def test_the_block_from_the_list_is_the_full_rankings_block(
    svc: MemoryService,
    user_id: str,
    monkeypatch: pytest.MonkeyPatch,
    memories: int,
    episodes: int,
    cached_tokens: int,
    seed: int,
) -> None:
    monkeypatch.setattr(candidates, "CACHED_TOKENS", cached_tokens)
    monkeypatch.setattr(cached, "MATCHES", memories + 1)  # every match ranked: the exact case
    monkeypatch.setattr(candidates, "COMMON_TERMS", memories + 1)
    _fill(svc.engine, user_id, memories, episodes, seed)
    assert cached.refresh(svc._uow.write_any, user_id=user_id, now=NOW)
    served = 0
    for query in QUERIES:
        for budget in BUDGETS:
            full, fast = _blocks(svc, user_id, budget, query)
            assert full.text, (query, budget)
            if fast is not None:
                served += 1
                assert fast.text == full.text, (query, budget)
                assert (fast.tokens, fast.memory_ids) == (full.tokens, full.memory_ids)
            assert svc.get_for_prompt(user_id, budget, query) == full.text
        _, fast = _blocks(svc, user_id, 2000 if cached_tokens >= 2000 else 200, query)
        assert fast is not None, f"the list must serve {query!r} at this budget"
    assert served >= len(QUERIES) * 2
    # The worker's rebuild lays out the blocks of the budgets read first: the same blocks.
    assert cached.refresh(svc._uow.write_any, user_id=user_id, now=NOW)
    with Session(svc.engine) as session:
        start = prompt_cache.read_start(session, user_id=user_id)
    assert start is not None
    assert blocks.budgets_of(start.budgets) == list(BUDGETS[: blocks.MAX_BUDGETS])
    for budget in BUDGETS[: blocks.MAX_BUDGETS]:
        day = prompt.utc_date(NOW)
        stored = blocks.served(start.blocks, version=start.version, day=day, token_budget=budget)
        assert stored == _blocks(svc, user_id, budget, None)[0], budget


def test_with_an_embedder_the_block_from_the_list_is_the_full_rankings_block(
    db_url: str, clock: Clock, user_id: str
) -> None:
    embedder = build_embedder(Settings().memory_embedder)
    if embedder is None:
        pytest.skip("MEMORY_EMBEDDER=none: the lexical path is tested above")
    svc = MemoryService(db_url, clock=clock, embedder=embedder, usage_flush_interval_s=3600)
    try:
        _fill(svc.engine, user_id, 50, 30, seed=7)
        embedding.embed_user(svc._uow, embedder, user_id)  # this user's rows, not the suite's
        svc.get_for_prompt(user_id)
        for query in QUERIES[1:]:
            for budget in (200, 2000):
                options = {"user_id": user_id, "token_budget": budget, "query": query, "now": NOW}
                with Session(svc.engine) as session:
                    full = prompt.block_for(session, embedder=embedder, **options)
                with Session(svc.engine) as session:
                    fast = cached.served(session, embedder=embedder, **options)
                assert fast is not None and fast.text == full.text, (query, budget)
    finally:
        svc.close()


def test_beyond_the_matches_ranked_the_block_keeps_its_budget_and_its_critical_facts(
    svc: MemoryService, user_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cached, "MATCHES", 5)
    monkeypatch.setattr(candidates, "COMMON_TERMS", 20)
    _fill(svc.engine, user_id, 200, 20, seed=6)
    svc.get_for_prompt(user_id)
    for budget in BUDGETS:
        full, _ = _blocks(svc, user_id, budget, QUERIES[1])
        block = svc.get_for_prompt(user_id, budget, QUERIES[1])
        assert count_tokens(block) <= budget
        assert block == svc.get_for_prompt(user_id, budget, QUERIES[1])
        critical = full.text.split("Safety-critical:\n", 1)[-1].split(":\n", 1)[0]
        if "Safety-critical:" in full.text:
            assert critical.split("\n")[0] in block


def test_a_user_with_statements_and_no_memories_gets_a_block_for_a_question(
    svc: MemoryService, user_id: str
) -> None:
    _fill(svc.engine, user_id, 0, 30, seed=8)
    svc.get_for_prompt(user_id)
    assert _list_is_stored(svc, user_id)
    for query in QUERIES:
        full, fast = _blocks(svc, user_id, 2000, query)
        assert fast is not None and fast.text == full.text and full.text


def test_a_list_ranked_on_another_day_is_not_used(svc: MemoryService, user_id: str) -> None:
    _fill(svc.engine, user_id, 30, 0, seed=4)
    svc.get_for_prompt(user_id)
    with Session(svc.engine) as session:
        assert cached.served(session, user_id=user_id, token_budget=2000, query=None, now=NOW)
        later = NOW + timedelta(days=1)
        assert not cached.served(session, user_id=user_id, token_budget=2000, query=None, now=later)


@pytest.mark.parametrize("query", [None, "kiwi allergy"])
def test_a_deleted_memory_never_appears_in_a_block_again(
    svc: MemoryService, user_id: str, query: str | None
) -> None:
    svc.write(
        user_id,
        kind="conversation",
        ref="s1",
        candidates=[
            {"key": f"misc.thing_{i}", "content": f"Collects {w} stamps", "entry_type": "fact"}
            for i, w in enumerate(("Danish", "Irish", "Welsh"))
        ],
    )
    kiwi = svc.add_memory(user_id, "Allergic to kiwi fruit", "fact", critical=True)
    mango = svc.add_memory(user_id, "Mango smoothies after kiwi-free runs", "preference")
    assert "kiwi fruit" in svc.get_for_prompt(user_id, query=query)
    assert _list_is_stored(svc, user_id), "the read stored the list"
    svc.delete_memory(user_id, kiwi.id)
    assert "kiwi fruit" not in svc.get_for_prompt(user_id, query=query)
    assert "Mango" in svc.get_for_prompt(user_id, query=query)
    # A delete that no service code path makes: the database itself clears the list.
    with svc.engine.begin() as conn:
        conn.execute(
            text("DELETE FROM user_context WHERE id = :id"),
            {"id": mango.id if svc.engine.dialect.name == "postgresql" else mango.id.hex},
        )
    assert not _list_is_stored(svc, user_id)
    assert "Mango" not in svc.get_for_prompt(user_id, query=query)
    assert "Danish" in svc.get_for_prompt(user_id, query=query)


def test_the_worker_keeps_a_read_users_list_fresh_after_each_write(
    svc: MemoryService, user_id: str
) -> None:
    svc.add_memory(user_id, "Runs the Porto half marathon every spring", "fact")
    assert not _list_is_stored(svc, user_id), "never read: nothing is ranked for it"
    svc.get_for_prompt(user_id)
    svc.add_memory(user_id, "Prefers answers in British spelling", "preference")
    assert _list_is_stored(svc, user_id)
    with Session(svc.engine) as session:
        block = cached.served(session, user_id=user_id, token_budget=2000, query=None, now=NOW)
    assert block is not None and "British spelling" in block.text


def test_every_column_but_usage_clears_the_list_and_usage_does_not(
    svc: MemoryService, user_id: str
) -> None:
    memory = svc.add_memory(user_id, "Lives in Porto", "fact")
    columns = [c["name"] for c in inspect(svc.engine).get_columns("user_context")]
    key = memory.id if svc.engine.dialect.name == "postgresql" else memory.id.hex
    # `terms` (the write rules' lookup words) follows `content` and never reaches a line.
    exempt = {"search", "terms", "use_count", "last_used_at"}
    for column in [c for c in columns if c not in exempt]:
        svc.get_for_prompt(user_id)
        before = _version(svc, user_id)
        with svc.engine.begin() as conn:
            conn.execute(
                text(f"UPDATE user_context SET {column} = {column} WHERE id = :id"), {"id": key}
            )
        assert _version(svc, user_id) != before, column
        vector = column in {"embedding", "embedding_model"}
        assert _list_is_stored(svc, user_id) is vector, column
    svc.get_for_prompt(user_id)
    before = _version(svc, user_id)
    with svc.engine.begin() as conn:
        conn.execute(
            text(
                "UPDATE user_context SET use_count = use_count + 1, last_used_at = :at "
                "WHERE id = :id"
            ),
            {
                "id": key,
                "at": NOW if svc.engine.dialect.name == "postgresql" else NOW.replace(tzinfo=None),
            },
        )
    assert _version(svc, user_id) == before and _list_is_stored(svc, user_id)


def test_an_erased_user_leaves_no_list(svc: MemoryService, user_id: str) -> None:
    svc.add_memory(user_id, "Lives in Porto", "fact")
    svc.get_for_prompt(user_id)
    svc.forget_user(user_id)
    with Session(svc.engine) as session:
        assert prompt_cache.read(session, user_id=user_id) is None
    assert svc.get_for_prompt(user_id) == ""
    assert not svc.knows_user(user_id)


@pytest.mark.parametrize("query", [None, "peanuts in Porto"])
def test_a_read_that_began_before_the_erasure_stores_no_row_for_the_user_after_it(
    svc: MemoryService, user_id: str, query: str | None
) -> None:
    svc.add_memory(user_id, "Allergic to peanuts", "fact")
    svc.add_memory(user_id, "Lives in Porto", "fact")
    erased: list[dict[str, int]] = []

    @contextmanager
    def erasure_then_writing() -> Iterator[Session]:
        """The erasure commits between the read's block and the list it then stores."""
        if not erased:
            erased.append(svc.forget_user(user_id))
        with svc._uow.write_any() as session:
            yield session

    with svc._uow.read() as session:
        rendered = cached.block_for(
            session,
            user_id=user_id,
            token_budget=500,
            query=query,
            now=NOW,
            writing=erasure_then_writing,
            lists=svc._lists,
            memo=svc._blocks,
        )
    assert "Porto" in rendered.text and erased, "the read made its block, then the erasure came"
    assert _version(svc, user_id) is None
    assert not svc.knows_user(user_id)
    # Reads after the erasure make no row either.
    assert svc.get_for_prompt(user_id, 500, query) == ""
    assert svc.get_for_prompt(user_id, 500) == ""
    assert _version(svc, user_id) is None and not svc.knows_user(user_id)


def test_a_list_rebuilt_while_the_erasure_commits_stores_nothing(
    svc: MemoryService, user_id: str
) -> None:
    svc.add_memory(user_id, "Allergic to peanuts", "fact")
    assert "peanuts" in svc.get_for_prompt(user_id, 500, "peanuts")
    stored: list[bool] = []
    started = threading.Event()

    def rebuild() -> None:
        started.set()
        stored.append(cached.refresh(svc._uow.write_any, user_id=user_id, now=NOW))

    rebuilding = threading.Thread(target=rebuild)
    with svc._uow.write(user_id) as session:
        erasure.forget(session, user_id=user_id, now=NOW)
        rebuilding.start()
        started.wait(10)
        time.sleep(0.3)  # the rebuild is now waiting for the erasure's transaction
    rebuilding.join(60)
    assert stored == [False]
    assert _version(svc, user_id) is None
    assert not svc.knows_user(user_id)


def _version(svc: MemoryService, user_id: str) -> int | None:
    with Session(svc.engine) as session:
        return prompt_cache.version(session, user_id=user_id)


def _list_is_stored(svc: MemoryService, user_id: str) -> bool:
    with Session(svc.engine) as session:
        row = prompt_cache.read(session, user_id=user_id)
    return row is not None and row.lines is not None


@pytest.mark.parametrize("scan", [episode_queries.LATEST_SCAN, 4])
def test_the_latest_sessions_read_newest_first_are_the_grouped_ones(
    svc: MemoryService, user_id: str, monkeypatch: pytest.MonkeyPatch, scan: int
) -> None:
    monkeypatch.setattr(episode_queries, "LATEST_SCAN", scan)
    _fill(svc.engine, user_id, 5, 300, seed=5)
    with Session(svc.engine) as session:
        for sessions in (1, 3, 8):
            fast = episode_queries.latest_sessions(session, user_id=user_id, sessions=sessions)
            grouped = episode_queries._latest_sessions_grouped(
                session, user_id=user_id, sessions=sessions
            )
            assert fast == grouped and len({hit.session_id for hit in fast}) == sessions
