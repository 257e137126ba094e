"""The user's own statement in the third person: pronouns and verbs change, nothing else does."""

from __future__ import annotations

import pytest

from memory_service.extractors.rules.third_person import third_person


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("Indonesian rijsttafel is my comfort food", "Indonesian rijsttafel is their comfort food"),
        ("Italian food is the best", "Italian food is the best"),
        ("Icelandic winters are hard for me", "Icelandic winters are hard for them"),
        ("I sleep terribly in heat", "Sleeps terribly in heat"),
        ("I'm vegan", "Is vegan"),
    ],
)
def test_a_word_starting_with_capital_i_is_not_the_pronoun(said: str, stored: str) -> None:
    assert third_person(said) == stored
