"""A question that names a day is answered by what was said that day, whatever its words: on
PostgreSQL and SQLite, by the stored list and by the full ranking alike."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy.orm import Session

from memory_service import MemoryService
from memory_service.recall import prompt
from tests.conftest import Clock
from tests.rows import NOW

SESSIONS = {
    NOW - timedelta(days=7): [
        "Today I want to tell you about my garden.",
        "The tomatoes finally turned red and the basil is huge.",
    ],
    NOW - timedelta(days=5): [
        "Today I'd like to talk about my trip planning.",
        "I'm torn between Lisbon and Seville for the autumn holiday.",
    ],
    NOW - timedelta(days=3): [
        "Hi again, today is about books.",
        "I just finished reading The Remains of the Day and loved it.",
    ],
}
REPLY = "You could try Kazuo Ishiguro's Klara and the Sun next."
EARLIER_REPLY = "You might also recommend yourself the Alcazar gardens in Seville."


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.fixture
def service_options() -> dict[str, Any]:
    return {"usage_flush_interval_s": 3600, "embedder": None}


def _history(svc: MemoryService, clock: Clock, user_id: str) -> None:
    for n, (when, said) in enumerate(SESSIONS.items()):
        clock.now = when
        messages: list[dict[str, str]] = [{"role": "user", "content": line} for line in said]
        if n == 1:
            messages.append({"role": "assistant", "content": EARLIER_REPLY})
        if n == 2:
            messages.append({"role": "assistant", "content": REPLY})
        svc.process_conversation(user_id, messages, f"s{n}")
    clock.now = NOW


def _both(svc: MemoryService, user_id: str, query: str, budget: int) -> str:
    """The block by the full ranking, checked against the service's (the stored list's)."""
    with Session(svc.engine) as session:
        full = prompt.block_for(
            session, user_id=user_id, token_budget=budget, query=query, now=NOW
        ).text
    assert svc.get_for_prompt(user_id, budget, query) == full
    return full


def test_a_named_day_brings_what_was_said_that_day(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    _history(svc, clock, user_id)
    svc.get_for_prompt(user_id)  # the list is stored: the next reads are served from it
    day = (NOW - timedelta(days=5)).strftime("%B %d")
    dated = _both(svc, user_id, f"Remind me of our chat on {day}", 120)
    plain = _both(svc, user_id, "Remind me of our chat", 120)
    said = "[5 March 2026] I'm torn between Lisbon and Seville for the autumn holiday."
    assert said in dated
    assert said not in plain


def test_a_relative_day_and_the_assistants_words_when_asked_for(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    _history(svc, clock, user_id)
    svc.get_for_prompt(user_id)
    dated = _both(svc, user_id, "Three days ago, what did you recommend to me?", 90)
    plain = _both(svc, user_id, "What did you recommend to me?", 90)
    assert f"(the assistant said) {REPLY}" in dated
    assert EARLIER_REPLY not in dated
    assert EARLIER_REPLY in plain  # it shares the question's words


def test_a_question_naming_no_day_is_ranked_as_before(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    _history(svc, clock, user_id)
    block = _both(svc, user_id, "Which city for my autumn holiday?", 120)
    assert "Seville" in block


def test_what_the_user_said_in_passing_that_day_is_brought_too(
    svc: MemoryService, clock: Clock, user_id: str
) -> None:
    _history(svc, clock, user_id)
    clock.now = NOW - timedelta(days=2)
    aside = "What a day! Marta had her congress so I took Pablo and Lucía to the Bioparc."
    svc.process_conversation(user_id, [{"role": "user", "content": aside}], "s-zoo")
    stored = svc.export_user(user_id)["tables"]["episode"]
    assert any(e["kind"] == "aside" and "Bioparc" in e["content"] for e in stored)
    clock.now = NOW
    day = (NOW - timedelta(days=2)).strftime("%B %d")
    assert "Bioparc" in _both(svc, user_id, f"Where did I take the children on {day}?", 120)
