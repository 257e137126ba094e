"""Chat spelling is tidied before any pattern reads a sentence."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_service.language.statement_words import tidy
from memory_service.recall.episodes import statements
from memory_service.schemas import ChatMessage


def test_a_letter_that_lowers_to_two_characters_is_left_alone() -> None:
    assert tidy("İm vegan") == "İm vegan"
    assert tidy("im vegan") == "I'm vegan"


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Update from Tidy Books HQ: I hired someone!!", True),
        ("Change of plan, we're moving to Cardiff in May.", True),
        ("Update my address to 4 Elm Road please.", False),
        ("Change the tone of this email.", False),
    ],
)
def test_a_request_verb_used_as_a_noun_opens_a_statement(said: str, kept: bool) -> None:
    episodes = statements(
        [ChatMessage(role="user", content=said, created_at=datetime(2026, 3, 1, tzinfo=UTC))],
        fallback_time=datetime(2026, 3, 1, tzinfo=UTC),
    )
    assert any(e.kind == "statement" for e in episodes) is kept
