"""Episodic memory: dated statements kept per session, recalled by query, scoped and erasable."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from db.tables import Episode
from memory_service import MemoryConfig, MemoryService
from memory_service.recall.tokens import count_tokens

START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
FILLER = [
    "I had pasta for lunch and it was fine, nothing special really.",
    "Work was busy today with the quarterly planning meetings again.",
    "The weather here has been grey and rainy for most of the week.",
    "I watched a documentary about deep sea creatures last night.",
    "My team finally shipped the billing dashboard after two sprints.",
]


def _session(day: int, text: str) -> list[dict[str, str]]:
    said = (START + timedelta(days=day)).isoformat()
    return [
        {"role": "user", "content": text, "created_at": said},
        {
            "role": "assistant",
            "content": "Thanks for telling me, that is good to know.",
            "created_at": said,
        },
    ]


def _thirty_sessions(svc: MemoryService, user_id: str) -> None:
    for n in range(30):
        if n == 1:
            text = "Big news: I started the new job at Halvorsen Maritime yesterday, as a buyer."
        else:
            text = f"{FILLER[n % len(FILLER)]} Session {n} notes: {FILLER[(n + 2) % len(FILLER)]}"
        svc.process_conversation(user_id, _session(n * 3, text), f"s{n}")


def test_an_event_from_session_2_of_30_is_found_at_a_300_token_budget(
    svc: MemoryService, user_id: str
) -> None:
    _thirty_sessions(svc, user_id)
    block = svc.get_for_prompt(user_id, token_budget=300, query="When did I start the new job?")
    assert count_tokens(block) <= 300
    assert "Halvorsen Maritime" in block
    # Said on 2026-01-08 about "yesterday": the block carries the absolute date.
    assert "yesterday (7 January 2026)" in block


def test_episodes_never_cross_users(svc: MemoryService, user_id: str) -> None:
    other = f"{user_id}-other"
    svc.process_conversation(other, _session(0, "I am planning a trip to Reykjavik in June."), "s1")
    svc.process_conversation(user_id, _session(0, "I am planning a trip to Kyoto in June."), "s1")
    block = svc.get_for_prompt(user_id, token_budget=2000, query="Reykjavik trip in June")
    assert "Reykjavik" not in block
    assert "Kyoto" in block
    assert all("Reykjavik" not in e.content for e in svc.recall_episodes(user_id, "Reykjavik"))


def test_erasure_removes_episodes(svc: MemoryService, user_id: str) -> None:
    _thirty_sessions(svc, user_id)
    assert svc.recall_episodes(user_id, "Halvorsen Maritime job")
    svc.forget_user(user_id)
    assert svc.recall_episodes(user_id, "Halvorsen Maritime job") == []
    with svc.engine.connect() as conn:
        left = conn.scalar(
            select(func.count()).select_from(Episode).where(Episode.user_id == user_id)
        )
    assert left == 0


def test_reprocessing_a_session_keeps_each_statement_once(svc: MemoryService, user_id: str) -> None:
    first = _session(0, "I started learning the cello with a teacher called Ines.")
    svc.process_conversation(user_id, first, "s1")
    grown = first + _session(0, "Our first recital is in the spring at the town hall.")
    svc.process_conversation(user_id, grown, "s1")
    recalled = svc.recall_episodes(user_id, "cello teacher Ines recital")
    assert sorted(e.content for e in recalled) == [
        "I started learning the cello with a teacher called Ines.",
        "Our first recital is in the spring at the town hall.",
    ]


def test_without_a_query_the_block_gives_the_profile_then_recent_then_earlier_sessions(
    svc: MemoryService, user_id: str
) -> None:
    _thirty_sessions(svc, user_id)
    block = svc.get_for_prompt(user_id, token_budget=2000)
    titles = [line for line in block.splitlines()[1:] if not line.startswith("- ")]
    assert titles[-2:] == ["Recent conversations:", "Earlier, they said:"]
    recent = block.split("Recent conversations:")[1].split("Earlier, they said:")[0]
    assert "Session 29 notes" in recent  # the last session is recent context
    earlier = block.split("Earlier, they said:")[1]
    assert "[5 January 2026]" in earlier  # the first session, 30 back
    assert "Halvorsen Maritime" in block.split("Recent conversations:")[0]  # the profile
    said_again = "] I had pasta for lunch and it was fine, nothing special really."
    assert block.count(said_again) == 1  # a statement said in six sessions shows once
    assert count_tokens(block) <= 2000


def test_episodes_past_retention_are_purged(db_url: str, user_id: str) -> None:
    clock = {"now": START}
    svc = MemoryService(
        db_url, clock=lambda: clock["now"], config=MemoryConfig(episode_retention_days=30)
    )
    try:
        svc.process_conversation(
            user_id, _session(0, "I repainted the hallway a dark green."), "s1"
        )
        clock["now"] = START + timedelta(days=31)
        assert svc.cleanup()["episodes_purged"] >= 1
        assert svc.recall_episodes(user_id, "hallway green") == []
    finally:
        svc.close()


def _chat(day: int, user: str, assistant: str) -> list[dict[str, str]]:
    said = (START + timedelta(days=day)).isoformat()
    return [
        {"role": "user", "content": user, "created_at": said},
        {"role": "assistant", "content": assistant, "created_at": said},
    ]


def test_the_reply_that_means_what_was_asked_is_found_among_replies_sharing_its_words(
    svc: MemoryService, user_id: str
) -> None:
    # The answer shares no word with the question; seven replies share "book", "bread", "you"
    # or "told". Fused with the words, any share of them lifted those replies above the one
    # that only means what was asked, and the answer went after everything else in the block.
    if svc.embedder is None:
        pytest.skip("ranking by meaning needs an embedder")
    svc.process_conversation(
        user_id,
        _chat(
            0,
            "I want to get into baking at home, what should I get to learn from?",
            "Flour Water Salt Yeast by Ken Forkish is the classic for home bakers.",
        ),
        "s0",
    )
    wordy = [
        ("We are off to Galway for the weekend.", "Book early, the hotels fill up fast."),
        ("My niece loves bears.", "A Paddington book would be perfect for her birthday."),
        ("I made toast for the kids.", "Bread and jam is a fine breakfast for busy mornings."),
        ("My boss said I did well.", "You told me you were nervous, so that is great news."),
        ("Thanks for the help today.", "You are very welcome, it was a pleasure to help you."),
        ("I finished the crossword.", "You must be proud, that book of puzzles is hard."),
        ("The bus was late again.", "You could buy a monthly pass and take the earlier one."),
    ]
    for n, (said, reply) in enumerate(wordy, start=1):
        svc.process_conversation(user_id, _chat(n, said, reply), f"s{n}")
    block = svc.get_for_prompt(
        user_id, token_budget=150, query="What was that bread book you told me to buy?"
    )
    assert "Flour Water Salt Yeast" in block
