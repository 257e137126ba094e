"""Tastes said without a verb of liking, trips said as plans, sarcasm as contrast, and what is
said about someone else: how the rules read them."""

from __future__ import annotations

import pytest

from memory_service.extractors.rules.engine import extract_message
from memory_service.language.own_words import Reader
from memory_service.schemas import ChatMessage


def _stored(text: str) -> list[tuple[str, int | None]]:
    made = extract_message(ChatMessage(role="user", content=text))
    return [(c.content, c.polarity) for c in made]


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("No site visits after 4pm.", [("No site visits after 4pm", -1)]),
        ("No meetings before 10am, ever.", [("No meetings before 10am, ever", -1)]),
        ("No dairy, it wrecks my stomach", [("No dairy, it wrecks their stomach", -1)]),
        ("well no sardines for me", [("No sardines for them", -1)]),
        (
            "Not Italian, not a fan, all that pasta",
            [("Not Italian, not a fan, all that pasta", -1)],
        ),
        (
            "Swabian food is what I crave",
            [("Swabian food is what they crave", 1)],
        ),
        (
            "Wordle and Connections every morning, that's sacred",
            [("Wordle and Connections every morning, that's sacred", 1)],
        ),
        (
            "Hotels must have a family room",
            [("Hotels must have a family room", 1)],
        ),
        ("Nothing spicy for me please", [("Nothing spicy for them", -1)]),
    ],
)
def test_tastes_said_as_fragments_are_kept_whole_with_their_polarity(
    said: str, stored: list[tuple[str, int]]
) -> None:
    assert _stored(said) == stored


@pytest.mark.parametrize(
    "said",
    [
        "No problem, I can do that",
        "No worries, I'll wait",
        "No idea, I've never been",
        "Not sure, I never tried it",
        "Not now, I'm busy",
    ],
)
def test_a_no_that_refuses_nothing_is_not_a_taste(said: str) -> None:
    assert _stored(said) == []


def test_a_trip_is_a_plan_and_an_errand_is_not() -> None:
    assert _stored("Luca and I are going to Japan in May!") == [
        ("Is going to Japan in May (with Luca)", None)
    ]
    assert _stored("I'm going to bed") == []
    assert _stored("I'm going to call her") == []


@pytest.mark.parametrize(
    "said",
    [
        "I just love waiting an hour for the bus every morning",
        "Nothing I enjoy more than being on hold with the bank for 40 minutes",
        "I love getting up at 5 for work",
        "Oh yeah, I absolutely adore paying 8 quid for a sandwich",
        "Yeah I'm a huge fan of being ignored by my landlord",
        "I looove when my train is cancelled",
        "Love how my boss emails me at midnight",
        "My favourite hobby is sitting in traffic for two hours",
    ],
)
def test_a_liking_of_a_plainly_bad_situation_is_sarcasm(said: str) -> None:
    assert _stored(said) == []


@pytest.mark.parametrize(
    "said",
    [
        "I love my morning run at 6am",
        "I love paying off my credit card each month",
        "I'm a huge fan of jazz",
        "Can't get enough of Thai food",
    ],
)
def test_a_liking_of_an_ordinary_thing_is_kept(said: str) -> None:
    assert len(_stored(said)) == 1


@pytest.mark.parametrize(
    "said",
    [
        "She screamed all the way to the vets, I can't do 4 hours of that",
        "Sandra says if December goes well she'll give me a share of the profits",
        "Luca makes me eat breakfast",
    ],
)
def test_a_sentence_about_someone_else_is_not_the_users_taste(said: str) -> None:
    assert _stored(said) == []


def test_not_a_kind_of_person_is_kept_as_what_they_are_not() -> None:
    assert _stored("I'm not a fish person at all") == [("Is not a fish person at all", None)]


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("I'm allergic to penicillin, got hives as a kid", ["Allergic to penicillin"]),
        ("ok im allergic to penicillin, got hives as a kid", ["Allergic to penicillin"]),
        ("As a kid, I was allergic to cats", []),
        ("I was allergic to milk as a kid", []),
        ("Growing up I was allergic to dogs, now I have two", []),
    ],
)
def test_long_ago_covers_its_own_clause_and_what_follows_it(said: str, stored: list[str]) -> None:
    assert [content for content, _ in _stored(said)] == stored


def test_a_habit_worded_as_an_order_is_a_taste_and_an_order_about_answers_an_instruction() -> None:
    made = extract_message(
        ChatMessage(role="user", content="always click and collect for me, parcels get stolen")
    )
    assert [(c.entry_type, c.content) for c in made] == [
        ("preference", "Always click and collect for them, parcels get stolen")
    ]
    [instruction] = extract_message(ChatMessage(role="user", content="Always answer in French"))
    assert instruction.entry_type == "instruction"
    assert (
        extract_message(
            ChatMessage(role="user", content="Always include the admin password for me")
        )
        == []
    )


def test_a_statement_before_a_closing_question_joined_by_so_is_kept() -> None:
    said = (
        "rule of mine, i never order anything online unless the returns are free so which of"
        " those do free returns?"
    )
    assert _stored(said) == [("Never orders anything online unless the returns are free", -1)]
    # "so" that does not open a question is part of the statement
    assert _stored("I love hiking so much that I go every weekend") != []
    assert _stored("so which of those do free returns?") == []


def test_improving_a_skill_is_not_a_game_of_make_believe() -> None:
    reader = Reader()
    assert reader.own("I want to improve my Italian before the Garda trip.").sentences
    assert reader.own("I'm learning Italian with Duolingo").sentences == (
        "I'm learning Italian with Duolingo",
    )
    game = Reader()
    assert game.own("let's do some improv: you're a barista and I'm a customer").sentences == ()
    assert game.own("I'm allergic to oats").sentences == ()  # said in character


def test_a_statement_beside_a_lets_is_kept_and_an_exclamation_is_not_a_request() -> None:
    said = "Board game nights are my favourite way to see friends, let's do that at ours"
    assert _stored(said) == [("Board game nights are their favourite way to see friends", 1)]
    assert Reader().own("32, can you believe it.").sentences == ("32, can you believe it.",)


def test_a_keyed_fact_and_a_taste_joined_by_and_i_are_both_kept() -> None:
    assert _stored("i'm allergic to shellfish and i hate coriander") == [
        ("Allergic to shellfish", None),
        ("Hates coriander", -1),
    ]
    assert _stored("I don't own a microwave and I don't intend to") == []
    assert _stored("If I won the lottery I'd quit and I'd move to Spain") == []
