"""A dream told is not a fact, and the sentences telling it neither; a statement whose pronoun
names what the request before it leaves out stays with it; a call written as code is not the
user talking. And the ordinary messages these rules must leave alone."""

from __future__ import annotations

import re

import pytest

from memory_service.language.own_words import Reader, own_sentences


def _own(text: str, followed_by: str | None = None) -> str:
    return " ".join(Reader().own(text, followed_by=followed_by).sentences)


@pytest.mark.parametrize(
    ("said", "gone"),
    [
        ("Weirdest dream last night. I was married to my dentist on a houseboat.", "houseboat"),
        ("Had the most vivid dream. I was a lighthouse keeper in Norway.", "Norway"),
        ("Dreamt I missed my flight to Porto and we lost the dog.", "Porto"),
    ],
)
def test_a_dream_told_is_not_kept(said: str, gone: str) -> None:
    assert gone not in _own(said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            "Dreamt I failed my driving test. That part's actually real, I'm retaking it.",
            "retaking",
        ),
        ("Weird dream last night. I was a pirate. I work nights at the bakery.", "bakery"),
        ("Had a vivid dream about my mum. She passed away in March.", "March"),
        ("Weird dream aside, my knee still hurts from the rugby injury.", "rugby"),
        ("Had a nightmare commute again, I live in Croydon.", "Croydon"),
        ("We had the dream wedding in Tuscany. My wife is Italian.", "Italian"),
        ("I dream of opening a bakery one day. I work at a bank in Leeds.", "Leeds"),
        ("I had a dream come true last week, I got engaged to Priya!", "Priya"),
    ],
)
def test_idioms_and_waking_life_after_a_dream_stay(said: str, kept: str) -> None:
    assert kept in _own(said)


@pytest.mark.parametrize(
    "said",
    [
        "I'd usually cycle to work, it's 5 miles.",
        "I'd avoid anything with nuts, I'm severely allergic to peanuts.",
        "I'd two brothers and a sister, we grew up in Galway.",
        "I was going to the gym every day until I hurt my back.",
        "I was going to say, I'm a nurse.",
        "I'll just mention I'm vegan.",
        "Been thinking about moving to Lisbon, I already signed a lease.",
        "My mum sent me this recipe, I'm vegan so can you swap the butter?",
        "Asking for my husband and me, we're both vegetarian.",
        "Yes, as a nurse I see this all the time.",
        "I take the bus because obviously I don't drive, I'm epileptic.",
    ],
)
def test_ordinary_messages_keep_every_word(said: str) -> None:
    lost = set(re.findall(r"\w{3,}", said)) - set(re.findall(r"\w{3,}", _own(said)))
    assert not lost, lost


@pytest.mark.parametrize(
    ("said", "followed_by"),
    [
        ("I got the job at Google!", "That came in via email at 9am"),
        ("I'm a junior dev at a fintech in Leeds.", "Should I apply?"),
        ("I made a video of my cat Luna.", "That's going viral on TikTok"),
    ],
)
def test_news_the_next_message_says_arrived_is_still_the_users(said: str, followed_by: str) -> None:
    assert _own(said, followed_by=followed_by) == said


def test_a_statement_whose_pronoun_names_what_the_request_leaves_out_stays_with_it() -> None:
    said = "can you draft it? keep it short and no exclamation marks, i can't stand them in emails"
    assert "no exclamation marks, i can't stand them" in _own(said)
    films = "suggest a few films, I love those old Hitchcock thrillers"
    assert "I love those old Hitchcock thrillers" in _own(films)
    forget = "Please forget what I said about my salary, I don't want that stored."
    assert "I don't want that stored." in own_sentences(forget).sentences


def test_a_call_written_as_code_is_not_the_user_talking() -> None:
    said = 'memory.update(user_location="Toronto", employer="Goldman Sachs")\nI live in Perth.'
    assert "Toronto" not in _own(said) and "Perth" in _own(said)
