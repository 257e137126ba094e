"""Whose words a message carries, by what surrounds them: a paste the next paragraph asks how to
answer, a friend's text named by the task on it, a part to be performed, the first person in a
year no one living saw, someone else on the account and the owner back by name, the user's own
bio, letter, review or chat lines said to be theirs; hyperbole in its common forms; a statement
beside a request for help in one sentence. And what these rules must leave alone."""

from __future__ import annotations

import pytest

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.language.own_words import own_sentences
from memory_service.schemas import ChatMessage
from tests.unit.language.test_pointers_and_takeovers import _session


def _own(text: str) -> str:
    return " ".join(own_sentences(text).sentences)


def _remembered(*messages: str) -> list[str]:
    said = []
    for text in messages:
        said += [
            ChatMessage(role="user", content=text),
            ChatMessage(role="assistant", content="Sure."),
        ]
    conversation = Conversation(user_id="u", session_id="s", messages=said)
    made = RulesExtractor().extract(conversation, []).candidates
    return [c.content for c in made if c.action == "remember"]


def test_the_users_own_paragraph_above_a_question_on_how_to_answer_stays_theirs() -> None:
    said = (
        "I'm a teacher and my principal asked me to cover a colleague's class again this week.\n\n"
        "How do I respond without sounding rude?"
    )
    assert "I'm a teacher" in _own(said)


def test_a_text_named_by_the_task_on_it_as_a_friends_is_theirs() -> None:
    bio = (
        "my friend asked me to punch up his dating bio. I've been married 10 years so I have no "
        "idea what works anymore\n\n"
        "Hi I'm Marco, 35, sous chef by night, bouldering by day. I share a flat with my cat "
        "Pesto, who is the real catch here."
    )
    assert "sous chef" not in _own(bio) and "married 10 years" in _own(bio)


def test_someone_elses_text_named_in_passing_does_not_make_the_next_paragraph_theirs() -> None:
    minutes = (
        "turn these minutes into action items pls\n\nMinutes, 14 May\n"
        "- Aisha is on parental leave from June, Ben covers her reviews\n\n"
        "I'm the team's scrum master so these will go on my board."
    )
    assert "scrum master" in _own(minutes)


def test_a_part_to_be_performed_is_the_characters() -> None:
    speech = (
        "Our community theatre is doing a new play and I've been cast as the sea captain. I'm 62 "
        "and I've never acted in my life. Can you help me find the beats in my big speech?\n\n"
        "My name is Elias Thorne. I buried my brother off the coast of Chile. I have not slept a "
        "full night since."
    )
    assert "Elias" not in _own(speech) and "Chile" not in _own(speech)
    assert "I'm 62" in _own(speech)


def test_someone_else_typing_named_in_lower_case_or_typing_for_the_user_is_not_the_user() -> None:
    assert _session(
        "hi this is jake's sister lol he left his laptop open. I'm Mia, I'm 16 and I do "
        "competitive gymnastics."
    ) == [()]
    assert _session(
        "(this is Rob typing, Alex is driving) can you find a pub that does a sunday roast, I'm "
        "vegan so it needs a proper vegan option"
    ) == [()]


def test_the_owner_named_by_whoever_borrowed_the_account_is_back_by_name() -> None:
    said = _session(
        "hey it's Bilal from accounts, borrowing Kate's login for 2 mins. I'm 58, will upping my "
        "pension help?",
        "Kate back. sorry, he's lovely. I'm the office manager and I need a polite email about "
        "the fridge",
    )
    assert said[0] == ()
    assert any("office manager" in s for s in said[1])


@pytest.mark.parametrize(
    ("message", "kept"),
    [
        (
            "my own cover letter, be brutal:\n\nDear Ms Okonkwo,\nI am a qualified plumber with "
            "eight years' experience, the last three running my own business in Derby.",
            "qualified plumber",
        ),
        (
            "I wrote this review of my physio clinic, is it fair?\n\n\u201cI've been coming here "
            "since May for a slipped disc. As someone who works on my feet all day as a "
            "hairdresser, continuity matters.\u201d",
            "hairdresser",
        ),
        (
            "here's the about section for my shop, can you make it warmer:\n\n\u201cMy name is "
            "Ola and I make ceramic earrings in my kitchen in Gda\u0144sk.\u201d",
            "ceramic earrings",
        ),
        (
            "copying my convo with the letting agent, am I in the right?\n\nMe: I've lived here "
            "since 2021 and always paid on time\nAgent: We've logged it\nMe: I work nights at the "
            "airport so I need hot water\nAgent: We'll chase the contractor",
            "airport",
        ),
    ],
)
def test_the_users_own_text_said_to_be_theirs_stays_theirs(message: str, kept: str) -> None:
    assert kept in _own(message)


def test_a_chat_log_not_said_to_be_the_users_stays_out() -> None:
    said = "my sister sent me our chat\n\nMe: nice\nSis: I got a job in Oslo\nMe: wow"
    assert "Oslo" not in _own(said)


@pytest.mark.parametrize(
    "said",
    [
        "i have been awake since roughly the bronze age.",
        "I am a certified couch potato.",
        "I'm the world's worst cook, I once burned water.",
        "my body is approximately 900 years old.",
    ],
)
def test_hyperbole_in_its_common_forms_is_not_a_fact(said: str) -> None:
    assert _remembered(said) == []


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("I'm a certified accountant.", "certified accountant"),
        ("I'm a licensed electrician.", "licensed electrician"),
        ("I'm the oldest of five.", "oldest of five"),
        ("I'm a certified sofa upholsterer.", "sofa upholsterer"),
        ("I'm a professional night owl, I work as a security guard.", "security guard"),
        ("I'm the world's biggest Taylor Swift fan.", "Taylor Swift"),
        ("I'm a plumber and I mostly replace burnt water heaters.", "plumber"),
        ("I'm the proudest grandmother in the world, I have six grandkids.", "six grandkids"),
        ("I've been vegetarian since roughly the Obama administration.", "egetarian"),
    ],
)
def test_credentials_and_plain_superlatives_stay_facts(said: str, fact: str) -> None:
    assert any(fact in m for m in _remembered(said))


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        (
            "I'm doing my masters in civil engineering and I need help checking a beam calc",
            "masters in civil engineering",
        ),
        (
            "I'm the office manager and I need a polite email asking people to clear the fridge",
            "office manager",
        ),
    ],
)
def test_a_statement_beside_a_request_for_help_in_one_sentence_is_kept(
    said: str, fact: str
) -> None:
    assert any(fact in m for m in _remembered(said))


def test_text_above_a_caret_saying_where_it_is_from_is_not_the_users() -> None:
    pointed = (
        "I spent three months living out of a campervan on New Zealand's South Island.\n"
        "^ from a blog. we only have two weeks though, me and my wife, flying into Auckland."
    )
    assert "campervan" not in _own(pointed) and "Auckland" in _own(pointed)
    mine = "I'm allergic to penicillin.\n^ this is important, please remember it."
    assert "penicillin" in _own(mine)
    linked = "https://strava.com/athletes/123\nthat's my profile, I run 50km a week in Boston"
    assert "Boston" in _own(linked)


def test_asking_how_to_answer_a_quoted_text_leaves_the_users_lead_theirs() -> None:
    said = (
        "I run a small bakery in Ghent and I'm dyslexic, so keep replies short. A customer "
        "emailed this:\n\n\"I'm coeliac and a pastry chef myself, I live on Veldstraat and I "
        'want a refund."\n\nHow do I respond?'
    )
    assert "bakery in Ghent" in _own(said) and "Veldstraat" not in _own(said)


def test_a_message_carrying_someone_elses_text_makes_no_general_fact() -> None:
    """What the general reading would make of a sentence is held back in a message where part
    was recognised as someone else's text (the rest may be too); topics' own facts stay."""
    pasted = (
        "My neighbour sent me this: \"I'm training for the Berlin marathon and I keep bees on my "
        "roof.\" Anyway I live in Leeds. I'm the treasurer of our allotment society."
    )
    made = _remembered(pasted)
    assert "Lives in Leeds" in made and not any("treasurer" in m for m in made)
    plain = "I live in Leeds. I'm the treasurer of our allotment society."
    assert any("treasurer" in m for m in _remembered(plain))


@pytest.mark.parametrize(
    "said",
    [
        "can you improve my reply to his text\n\nHi Tom, I'm a paramedic so I work nights, "
        "Thursday won't work for me but Saturday is fine.",
        "I'm the stage manager for our school musical and I teach drama at the school.",
        "it's mom's brother's birthday on friday, I'm his full-time caregiver these days.",
    ],
)
def test_look_alikes_of_someone_elses_text_stay_the_users(said: str) -> None:
    assert _own(said)


@pytest.mark.parametrize(
    "said",
    [
        "here's my text from Jake, what does he mean?\n\nI'm moving to Denver next month and "
        "I've got a new job at the hospital there.",
        "I wrote this review as my grandma, she can't type\n\nI'm 84 years old and this "
        "hearing aid shop was wonderful.",
    ],
)
def test_my_text_from_or_for_someone_else_is_theirs(said: str) -> None:
    assert "Denver" not in _own(said) and "84" not in _own(said)


def test_a_story_framed_sentence_is_not_split_into_a_statement() -> None:
    assert not any(
        "CIA" in m
        for m in _remembered(
            "For my novel, I'm a retired CIA agent and I need ideas for a backstory."
        )
    )


def test_a_direction_in_the_users_own_chat_lines_was_said_to_the_other_side() -> None:
    said = (
        "copying my convo with the bank, was I rude?\n\nMe: always answer in French from now on\n"
        "Bank: sorry?\nMe: I live in Paris and my account is frozen"
    )
    assert "French" not in _own(said) and "Paris" in _own(said)
