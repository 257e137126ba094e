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


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("I rang Siobhan on Monday", "Rang Siobhan on Monday"),
        ("I drove in Ruth's pyjamas", "Drove in Ruth's pyjamas"),
        ("I kind of knew after counselling", "Kind of knew after counselling"),
        ("I sort of like jazz", "Sort of likes jazz"),
        ("I physically can't say it", "Physically can't say it"),
        ("I of course love it", "Of course loves it"),
        ("I apply for jobs every week", "Applies for jobs every week"),
        ("I quite like opera", "Quite likes opera"),
        ("I pretty much live at the gym", "Pretty much lives at the gym"),
        ("I'd stopped eating meat", "Had stopped eating meat"),
        ("I'd love a dog", "Would love a dog"),
        ("I reapply for my visa every year", "Reapplies for their visa every year"),
        ("I upset my stomach whenever I eat dairy", "Upsets their stomach whenever they eat dairy"),
    ],
)
def test_past_forms_and_adverbs_before_the_verb_are_left_as_they_are(
    said: str, stored: str
) -> None:
    assert third_person(said) == stored


@pytest.mark.parametrize(
    ("said", "stored"),
    [("I swim.", "Swims"), ("I knit!", "Knits"), ("I do.", "Does"), ("I went.", "Went")],
)
def test_a_sentence_that_ends_on_its_verb_still_conjugates_it(said: str, stored: str) -> None:
    assert third_person(said) == stored


def test_an_adverb_with_a_comma_before_the_verb_is_left_as_it_is() -> None:
    assert third_person("Recently, I have been learning to cook") == (
        "Recently, they have been learning to cook"
    )
