"""A quoted title is what the user names; a quoted sentence is someone else's words."""

from __future__ import annotations

import re

import pytest

from memory_service.language.own_words import own_sentences


@pytest.mark.parametrize(
    "message",
    [
        'I finally finished "One Hundred Years of Solitude" on the train home.',
        "We watched “The Curious Case of Benjamin Button” again last night.",
        'My band is called "Tuesday Night Lentil Club" and we rehearse on Sundays.',
        'Lately I read "Gone with the Wind", "Into the Wild" and "War and Peace" back to back.',
        'My favourite film is still "Singin\' in the Rain" from when I was small.',
    ],
)
def test_a_quoted_title_stays_in_the_users_sentence(message: str) -> None:
    kept = " ".join(own_sentences(message).sentences)
    title = re.split(r"[\"“”]", message)[1]
    assert title in kept


@pytest.mark.parametrize(
    "message",
    [
        'My landlord texted "you need to be out of the flat by Friday" this morning.',
        'She always says "I hate mornings and I never eat breakfast" at work.',
    ],
)
def test_a_quoted_sentence_is_cut(message: str) -> None:
    kept = " ".join(own_sentences(message).sentences)
    quoted = message.split('"')[1]
    assert quoted not in kept
    assert own_sentences(message).removed_chars > 0
