"""Episodes: which statements of a session are kept, with their dates made absolute."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_service.recall.episodes import statements
from memory_service.schemas import ChatMessage


def test_dates_in_episodes_are_absolute() -> None:
    said = datetime(2026, 3, 14, 10, 0, tzinfo=UTC)
    drafts = statements(
        [
            ChatMessage(
                role="user",
                content="We fly to Lisbon next month. I booked it yesterday.",
                created_at=said,
            )
        ],
        fallback_time=said,
    )
    text = " ".join(d.content for d in drafts)
    assert (
        text == "We fly to Lisbon next month (April 2026). I booked it yesterday (13 March 2026)."
    )
    assert all(d.said_at == said for d in drafts)


def test_chit_chat_requests_and_assistant_turns_are_not_kept() -> None:
    said = datetime(2026, 3, 14, tzinfo=UTC)
    drafts = statements(
        [
            ChatMessage(role="user", content="Hi! Thanks so much.", created_at=said),
            ChatMessage(role="user", content="Can you explain photosynthesis like I'm five?"),
            ChatMessage(role="assistant", content="I live in Paris and love cheese, said the bot."),
            ChatMessage(role="user", content="We adopted a rescue corgi. Name's Rocket."),
        ],
        fallback_time=said,
    )
    assert [d.content for d in drafts] == ["We adopted a rescue corgi. Name's Rocket."]
