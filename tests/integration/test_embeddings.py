"""Vectors on the write path, per-user nearest neighbours and `reembed`, on both databases with
the real model."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from sqlalchemy import select, update

from db import embeddings as stored
from db import migrate
from db.tables import Episode, UserContext
from memory_service import MemoryService
from memory_service.recall import semantic
from memory_service.recall.embeddings import Embedder, build_embedder, from_blob

MODEL = build_embedder("minilm")


@pytest.fixture(params=["postgresql", "sqlite"])
def own_db_url(
    request: pytest.FixtureRequest, new_pg_database: Callable[[], str], tmp_path: Path
) -> str:
    """A migrated database of the test's own: `reembed` walks every user in it."""
    url = new_pg_database() if request.param == "postgresql" else f"sqlite:///{tmp_path}/own.db"
    migrate.upgrade(url)
    return url


@pytest.fixture
def service_options() -> dict[str, Any]:
    return {"embedder": MODEL}


@pytest.fixture
def model() -> Embedder:
    assert MODEL is not None
    return MODEL


def _remember(svc: MemoryService, user_id: str, ref: str, *facts: tuple[str, str, str]) -> None:
    candidates = [
        {"key": key, "content": content, "entry_type": entry_type}
        for key, content, entry_type in facts
    ]
    svc.write(user_id, kind="conversation", ref=ref, candidates=candidates)


def _memories(svc: MemoryService, user_id: str) -> dict[str, tuple[bytes | None, str | None]]:
    with svc.engine.connect() as conn:
        stmt = select(UserContext.content, UserContext.embedding, UserContext.embedding_model)
        rows = conn.execute(
            stmt.where(UserContext.user_id == user_id, UserContext.status == "active")
        )
        return {content: (blob, model) for content, blob, model in rows}


DINNER = "Any ideas for dinner in Lisbon tonight?"
FACTS = (
    ("diet.vegetarian", "Vegetarian since 2019", "fact"),
    ("work.job", "Works as a nurse", "fact"),
    ("hobby.guitar", "Plays the guitar in a band", "fact"),
    ("family.kids", "Has two kids", "fact"),
)


def test_new_memories_and_episodes_get_vectors_of_their_own_text(
    svc: MemoryService, user_id: str, model: Embedder
) -> None:
    messages = [
        {"role": "user", "content": "I've been vegetarian since 2019 and I live in Porto."},
        {"role": "assistant", "content": "Noted."},
        {"role": "user", "content": "I work night shifts as a nurse at the hospital."},
    ]
    assert svc.process_conversation(user_id, messages, "s1") >= 2
    memories = _memories(svc, user_id)
    assert memories
    for content, (blob, name) in memories.items():
        assert name == model.name and blob is not None
        assert float(from_blob(blob) @ model.embed([content])[0]) > 0.999, content
    with svc.engine.connect() as conn:
        episodes = conn.execute(
            select(Episode.content, Episode.embedding, Episode.embedding_model).where(
                Episode.user_id == user_id
            )
        ).all()
    assert episodes
    for content, blob, name in episodes:
        assert name == model.name
        assert float(from_blob(blob) @ model.embed([content])[0]) > 0.999, content


def test_nearest_finds_the_memory_a_question_shares_no_word_with(
    svc: MemoryService, user_id: str, model: Embedder
) -> None:
    _remember(svc, user_id, "s1", *FACTS)
    [query] = model.embed([DINNER])
    with svc._uow.read() as session:
        hits = stored.nearest(session, user_id, query, ["memory"], 2, model=model.name)
        [top] = session.scalars(select(UserContext.content).where(UserContext.id == hits[0].id))
    assert len(hits) == 2 and hits[0].score > hits[1].score
    assert top == "Vegetarian since 2019"


def test_nearest_never_returns_another_users_rows(
    svc: MemoryService, user_id: str, model: Embedder
) -> None:
    other = user_id + "-other"
    _remember(svc, user_id, "s1", FACTS[0])
    _remember(svc, other, "s1", *FACTS)
    [query] = model.embed([DINNER])
    with svc._uow.read() as session:
        hits = stored.nearest(session, user_id, query, ["memory", "episode"], 50, model=model.name)
        owners = set(
            session.scalars(
                select(UserContext.user_id).where(UserContext.id.in_([h.id for h in hits]))
            )
        )
        other_model = stored.nearest(session, user_id, query, limit=50, model="another-model")
    assert len(hits) == 1 and owners == {user_id}
    assert other_model == []  # vectors of another model never meet this query


def test_near_duplicate_by_vector_merges_a_more_specific_wording(
    svc: MemoryService, user_id: str, model: Embedder
) -> None:
    _remember(svc, user_id, "s1", ("work.job", "Works as a nurse", "fact"))
    _remember(svc, user_id, "s2", ("work.place", "Works as a nurse at St Mary's hospital", "fact"))
    memories = _memories(svc, user_id)
    assert list(memories) == ["Works as a nurse at St Mary's hospital"]
    [(blob, _name)] = memories.values()
    assert blob is not None  # the reworded memory carries the vector of its new wording
    assert float(from_blob(blob) @ model.embed(list(memories))[0]) > 0.999


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Allergic to peanuts", "Allergic to walnuts"),
        ("Lives in Berlin", "Lives in Munich"),
        ("Has two kids", "Has three kids"),
        ("Is pregnant", "Is not pregnant"),
    ],
)
def test_near_duplicate_by_vector_never_merges_different_objects(
    svc: MemoryService, user_id: str, first: str, second: str
) -> None:
    _remember(svc, user_id, "s1", ("a.first", first, "fact"))
    _remember(svc, user_id, "s2", ("b.second", second, "fact"))
    assert set(_memories(svc, user_id)) == {first, second}


def test_opposite_preferences_stay_apart(svc: MemoryService, user_id: str) -> None:
    like = {"key": "pref.food.spicy", "content": "Likes spicy food", "entry_type": "preference"}
    dislike = like | {"key": "pref.food.spicy_food", "content": "Dislikes spicy food"}
    svc.write(user_id, kind="conversation", ref="s1", candidates=[like | {"polarity": 1}])
    svc.write(user_id, kind="conversation", ref="s2", candidates=[dislike | {"polarity": -1}])
    assert set(_memories(svc, user_id)) == {"Likes spicy food", "Dislikes spicy food"}


def test_an_edit_gets_a_vector_of_the_new_wording(
    svc: MemoryService, user_id: str, model: Embedder
) -> None:
    _remember(svc, user_id, "s1", ("diet.vegetarian", "Vegetarian", "fact"))
    [memory] = svc.list_memories(user_id)
    svc.edit_memory(user_id, memory.id, "Vegan since March")
    [(blob, name)] = _memories(svc, user_id).values()
    assert name == model.name and blob is not None
    assert float(from_blob(blob) @ model.embed(["Vegan since March"])[0]) > 0.999


def test_reembed_does_what_is_missing_or_made_by_another_model_and_resumes(
    own_db_url: str, user_id: str, model: Embedder
) -> None:
    svc = MemoryService(own_db_url, embedder=model)
    try:
        _reembed_resumes(svc, user_id, model)
    finally:
        svc.close()


def _reembed_resumes(svc: MemoryService, user_id: str, model: Embedder) -> None:
    users = [f"{user_id}-{i}" for i in range(3)]
    for user in users:
        _remember(svc, user, "s1", *FACTS)
    with svc._uow.write_any() as session:
        session.execute(
            update(UserContext)
            .where(UserContext.user_id.in_(users[:2]))
            .values(embedding=b"\0" * 8, embedding_model="old-model")
        )
        session.execute(
            update(UserContext)
            .where(UserContext.user_id == users[2])
            .values(embedding=None, embedding_model=None)
        )

    class StopError(Exception):
        pass

    def stop_after_first(user: str, count: int) -> None:
        raise StopError

    with pytest.raises(StopError):  # interrupted after the first user's batches committed
        svc.reembed(batch=3, progress=stop_after_first)
    done: list[tuple[str, int]] = []
    total = svc.reembed(batch=3, progress=lambda user, n: done.append((user, n)))
    ours = [(user, n) for user, n in done if user in users]
    assert total == 8 and ours == [(users[1], 4), (users[2], 4)]  # the first user was not redone
    for user in users:
        for content, (blob, name) in _memories(svc, user).items():
            assert name == model.name and blob is not None
            assert float(from_blob(blob) @ model.embed([content])[0]) > 0.999
    assert svc.reembed() == 0


def test_without_an_embedder_nothing_is_embedded(db_url: str, user_id: str) -> None:
    svc = MemoryService(db_url)
    try:
        _remember(svc, user_id, "s1", *FACTS)
        assert all(blob is None and name is None for blob, name in _memories(svc, user_id).values())
        assert svc.reembed() == 0
        with svc._uow.read() as session:
            query = np.ones(384, dtype=np.float32) / np.sqrt(384)
            assert stored.nearest(session, user_id, query, model="all-MiniLM-L6-v2") == []
    finally:
        svc.close()


def _first_fact_line(block: str) -> str:
    lines = [line for line in block.splitlines() if line.startswith("- ")]
    return lines[0] if lines else ""


def test_get_for_prompt_puts_first_the_memory_a_question_means(
    svc: MemoryService, user_id: str
) -> None:
    _remember(svc, user_id, "s1", *FACTS)
    block = svc.get_for_prompt(user_id, token_budget=200, query=DINNER)
    assert _first_fact_line(block) == "- Vegetarian since 2019", block


def test_the_cached_vectors_follow_the_users_writes_and_stay_with_the_user(
    svc: MemoryService, user_id: str
) -> None:
    _remember(svc, user_id, "s1", ("work.job", "Works as a nurse", "fact"))
    question = "Which running shoes suit flat feet?"
    assert "running" not in svc.get_for_prompt(user_id, token_budget=200, query=question)
    _remember(svc, user_id, "s2", ("hobby.running", "Runs half marathons", "fact"))
    block = svc.get_for_prompt(user_id, token_budget=200, query=question)
    assert _first_fact_line(block) == "- Runs half marathons", block
    other = f"{user_id}-other"
    _remember(svc, other, "s1", ("work.job", "Works as a teacher", "fact"))
    other_block = svc.get_for_prompt(other, token_budget=200, query=question)
    assert "marathon" not in other_block and "nurse" not in other_block, other_block


def test_a_query_embedded_while_the_database_is_read_gives_the_same_block(
    svc: MemoryService, user_id: str
) -> None:
    """`semantic.prefetch` only moves when the query's vector is made: the block is the one made
    without it, from any number of threads at once."""
    _remember(svc, user_id, "s1", *FACTS)
    questions = [f"{DINNER} ({n} of us)" for n in range(8)]
    semantic.PREFETCH = False
    try:
        semantic.forget_query_vectors()
        made_after = [svc.get_for_prompt(user_id, token_budget=200, query=q) for q in questions]
    finally:
        semantic.PREFETCH = True
    semantic.forget_query_vectors()
    with ThreadPoolExecutor(max_workers=4) as pool:
        prefetched = list(
            pool.map(lambda q: svc.get_for_prompt(user_id, token_budget=200, query=q), questions)
        )
    assert prefetched == made_after
    assert all(_first_fact_line(block) == "- Vegetarian since 2019" for block in prefetched)


def _at(day: int, hour: int) -> str:
    return f"2026-04-{day:02d}T{hour:02d}:00:00+00:00"


LATE_DINNERS = [
    (
        "I never know what to eat when I get back from the restaurant at midnight.",
        "Late finishes make that hard. Keep a bag of frozen gyoza in the freezer: pan-fry them "
        "with a splash of water under a lid for eight minutes.",
    ),
    (
        "My sister is visiting next week and she's never been to Leeds.",
        "A cookery class is a lovely thing to share on a visit. The market hall has good "
        "street food stalls on Saturdays.",
    ),
]


def test_a_reply_sentence_ranks_with_the_message_it_answered(
    svc: MemoryService, user_id: str, model: Embedder
) -> None:
    """ "Keep a bag of frozen gyoza ..." shares neither words nor much meaning with a question
    about eating late; the message it answered does. By its own vector it ranks below a reply
    about cookery that answered something else; with what it answered, above it."""
    for day, (said, told) in enumerate(LATE_DINNERS, start=1):
        messages = [
            {"role": "user", "content": said, "created_at": _at(day, 20)},
            {"role": "assistant", "content": told, "created_at": _at(day, 21)},
        ]
        svc.process_conversation(user_id, messages, f"evening-{day}")
    query = "What did you tell me to cook when I'm starving late at night?"
    with svc._uow.read() as session:
        ranked = semantic.dense(session, user_id=user_id, embedder=model, query=query).episodes
        own = stored.nearest(
            session, user_id, model.embed([query])[0], ["episode"], 50, model=model.name
        )
        contents = dict(session.execute(select(Episode.id, Episode.content)).all())
    replies = [hit.content for hit, _ in ranked if hit.kind == "reply"]
    gyoza = next(r for r in replies if "gyoza" in r)
    cookery = next(r for r in replies if "cookery" in r)
    by_own_vector = [contents[hit.id] for hit in own]
    assert by_own_vector.index(cookery) < by_own_vector.index(gyoza), by_own_vector
    assert replies.index(gyoza) < replies.index(cookery), replies
