"""Material under a heading ("Video transcript: ...", "Quote of the day — ...") and what someone
else said of the user ("my friend's message says I'm ...") are not the user's statements."""

from __future__ import annotations

import pytest

from memory_service.extractors.rules.engine import extract_message
from memory_service.language.own_words import own_sentences
from memory_service.schemas import ChatMessage


def _stored(text: str) -> list[str]:
    return [c.content for c in extract_message(ChatMessage(role="user", content=text))]


@pytest.mark.parametrize(
    "text",
    [
        "Video transcript: hey guys welcome back, I'm Jake, I live in LA and I love sneakers",
        "Quote of the day — I never lose. I either win or learn. Nelson Mandela",
        "Error output - I am not allergic to anything",
        "Song lyrics by my favourite band: I live in the city and I never sleep",
    ],
)
def test_a_heading_makes_what_follows_material(text: str) -> None:
    assert own_sentences(text).sentences == ()
    assert _stored(text) == []


def test_the_user_speaking_again_after_headed_material_is_kept() -> None:
    text = "Video transcript: I'm Jake and I live in LA.\n\nThanks! I live in Leeds myself."
    assert _stored(text) == ["Lives in Leeds"]


@pytest.mark.parametrize(
    "text",
    [
        "My friend's message says I'm a terrible cook and I love pineapple on pizza.",
        "My therapist said I am a perfectionist who hates failing.",
        "My brother reckons I hate cilantro.",
    ],
)
def test_what_someone_else_said_of_them_is_not_stored(text: str) -> None:
    assert _stored(text) == []


@pytest.mark.parametrize(
    ("text", "stored"),
    [
        ("Note: I'm vegetarian.", ["Vegetarian"]),
        ("Quick question: I'm vegan, is tofu ok?", ["Vegan"]),
        ("My sister lives in Paris and I live in Rome.", ["Lives in Rome"]),
    ],
)
def test_the_users_own_statements_beside_such_words_stay(text: str, stored: list[str]) -> None:
    assert _stored(text) == stored
