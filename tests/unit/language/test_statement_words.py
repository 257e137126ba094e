"""Chat spelling is tidied before any pattern reads a sentence."""

from __future__ import annotations

from memory_service.language.statement_words import tidy


def test_a_letter_that_lowers_to_two_characters_is_left_alone() -> None:
    assert tidy("İm vegan") == "İm vegan"
    assert tidy("im vegan") == "I'm vegan"
