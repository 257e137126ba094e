"""Claims not meant: a name no one goes by, a place the user 'basically lives in', a question put
as a statement, and a role-play the user steps out of later in the session."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.language.own_words import own_sentences, read_turns, user_turns
from memory_service.recall.episodes import statements
from memory_service.schemas import ChatMessage

AT = datetime(2026, 1, 7, 17, 22, tzinfo=UTC)


def _memories(*said: str) -> list[str]:
    messages = [ChatMessage(role="user", content=text, created_at=AT) for text in said]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    return [c.content for c in RulesExtractor().extract(conversation, []).candidates]


def _kept(*said: str) -> str:
    messages = [ChatMessage(role="user", content=text, created_at=AT) for text in said]
    return " ".join(d.content for d in statements(messages, fallback_time=AT))


@pytest.mark.parametrize("said", ["I'm Batman. anyway.", "hi, I'm Santa", "My name is Superman"])
def test_a_name_no_user_goes_by_is_a_joke(said: str) -> None:
    assert _memories(said) == []
    assert "Batman" not in " ".join(own_sentences(said).sentences)
    assert "Santa" not in " ".join(own_sentences(said).sentences)


def test_the_rest_of_the_message_after_a_joke_name_stays() -> None:
    assert _memories("I'm Batman. anyway. I'm asthmatic so nothing with menthol please") == [
        "Has asthma"
    ]
    assert _memories("I'm Dave btw") == ["Name is Dave"]


def test_a_venue_the_user_basically_lives_in_is_hyperbole() -> None:
    said = "I've eaten about 400 croissants this week, I basically live in a boulangerie now"
    assert _memories(said) == []
    assert "boulangerie" not in _kept(said)
    assert _memories("I basically live in Leeds now") != []


def test_a_closing_wondering_clause_is_a_question_not_a_statement() -> None:
    said = (
        "I'm a US citizen so I know I'd need a visa, just curious how different it'd be with a "
        "Norwegian passport"
    )
    assert "Norwegian" not in _kept(said)
    assert "Norwegian" not in " ".join(_memories(said))
    assert "US citizen" in _kept(said)


def test_a_role_play_stepped_out_of_leaves_only_what_is_real() -> None:
    play = [
        ChatMessage(
            role="user",
            content="I am a vampire who's been alive for 400 years and I'm allergic to garlic. "
            "I walk into the tavern and order a glass of 'red wine'",
            created_at=AT,
        ),
        ChatMessage(role="assistant", content="The barkeep eyes you warily.", created_at=AT),
        ChatMessage(
            role="user",
            content="*i glance at the mirror nervously* btw random but i'm allergic to cats in "
            "real life",
            created_at=AT,
        ),
    ]
    turns = read_turns(user_turns(play))
    assert turns[0].own.sentences == ()
    assert "cats" in " ".join(turns[1].own.sentences)
    assert "garlic" not in " ".join(d.content for d in statements(play, fallback_time=AT))


def test_a_game_set_up_in_words_and_left_out_of_character_was_all_play() -> None:
    play = [
        ChatMessage(
            role="user",
            content="Lass uns ein Rollenspiel machen, ich übe für meine Prüfung. Ich bin Kundin "
            "in einer Apotheke in Wien. Ich habe Heuschnupfen und brauche etwas, das nicht müde "
            "macht. Du bist die Apothekerin. Los!",
            created_at=AT,
        ),
        ChatMessage(role="assistant", content="Grüß Gott! Wie kann ich helfen?", created_at=AT),
        ChatMessage(role="user", content="Ja, ich nehme die Tabletten.", created_at=AT),
        ChatMessage(role="assistant", content="Das macht 8,90 Euro.", created_at=AT),
        ChatMessage(
            role="user",
            content="(ok out of character, im moving to munich in september for a job at BMW)",
            created_at=AT,
        ),
    ]
    turns = read_turns(user_turns(play))
    assert turns[0].own.sentences == ()
    assert "BMW" in " ".join(turns[2].own.sentences)


def test_out_of_character_said_of_someone_changes_nothing_before() -> None:
    said = [
        ChatMessage(role="user", content="I live in Leeds and I teach maths.", created_at=AT),
        ChatMessage(role="user", content="my brother shouted, so out of character", created_at=AT),
        ChatMessage(
            role="user", content="he yelled at me (so out of character for him)", created_at=AT
        ),
        ChatMessage(
            role="user", content="Out of character for me, but I booked Peru", created_at=AT
        ),
    ]
    assert "Leeds" in " ".join(read_turns(user_turns(said))[0].own.sentences)


def test_asterisks_without_stepping_out_change_nothing_before() -> None:
    said = [
        ChatMessage(role="user", content="I live in Leeds and I teach maths.", created_at=AT),
        ChatMessage(role="user", content="*sigh* marking again, in real life", created_at=AT),
    ]
    turns = read_turns(user_turns(said))
    assert "Leeds" in " ".join(turns[0].own.sentences)
    acted = [
        *said[:1],
        ChatMessage(role="user", content="*waves hello to everyone* hi", created_at=AT),
    ]
    assert "Leeds" in " ".join(read_turns(user_turns(acted))[0].own.sentences)


@pytest.mark.parametrize(
    ("said", "kept", "gone"),
    [
        ("training plan. first marathon. colfax, may 18. scratch that, may 17", "may 17", "18"),
        (
            "i leave for study abroad in granada jan 12. wait no jan 14, the 12th is my "
            "roommate's flight",
            "granada jan 14",
            "jan 12",
        ),
        ("I bought the red one. no wait the blue one", "the blue one", "red"),
        ("I live in Oslo. scratch that, Bergen", "I live in Bergen", "Oslo"),
        ("I live in Oslo with my dog. scratch that, Bergen", "in Bergen with my dog", "Oslo"),
        ("I'm allergic to penicillin. No wait, it's amoxicillin.", "to amoxicillin", "penicillin"),
        ("My dog is called Rex. Wait no, make that Max.", "called Max", "Rex"),
        ("I'm allergic to shellfish - sorry i meant fish", "allergic to fish", "shellfish"),
        ("I'm allergic to peanuts. Sorry, typo: I meant pecans", "to pecans", "peanuts"),
        ("My name is Jon. typo, John", "is John", "Jon."),
    ],
)
def test_a_slip_corrected_in_a_few_words_keeps_the_corrected_sentence(
    said: str, kept: str, gone: str
) -> None:
    own = " ".join(own_sentences(said).sentences)
    assert kept in own and gone not in own


@pytest.mark.parametrize(
    "said", ["I'm allergic to peanuts. jk, cats", "I'm allergic to peanuts. no wait, it's fine"]
)
def test_a_correction_that_does_not_say_what_it_corrects_keeps_nothing(said: str) -> None:
    assert own_sentences(said).sentences == ()


@pytest.mark.parametrize(
    "said",
    [
        "My wife is called Anna. Forget that.",
        "I live in Oslo. Please don't save that.",
        "I have two cats. forget this lol",
        "I work at Tesco. Actually, disregard that!",
    ],
)
def test_forget_that_alone_takes_the_sentence_before_with_it(said: str) -> None:
    assert own_sentences(said).sentences == ()


def test_forget_that_alone_reaches_the_users_message_before() -> None:
    said = [
        ChatMessage(role="user", content="My wife is called Anna.", created_at=AT),
        ChatMessage(role="user", content="Forget that.", created_at=AT),
    ]
    assert [t.own.sentences for t in read_turns(user_turns(said))] == [(), ()]


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I'm allergic to peanuts. Forget that, I live in Bergen.", "I live in Bergen."),
        ("I live in Leeds. Forget that I'm vegan.", "I live in Leeds."),
        ("I live in Leeds. I can't forget that.", "I live in Leeds."),
    ],
)
def test_forget_that_with_more_after_it_is_not_a_bare_take_back(said: str, kept: str) -> None:
    assert kept in own_sentences(said).sentences


@pytest.mark.parametrize(
    "said",
    [
        "I wish I lived by the sea. I'd swim every morning and have a scruffy dog called Pebble.",
        "I would live in Lisbon if I could afford it.",
        "Honestly I'd probably retire to Cornwall and open a cafe.",
    ],
)
def test_a_life_imagined_in_the_conditional_is_neither_a_memory_nor_a_statement(said: str) -> None:
    imagined = ("Pebble", "Lisbon", "Cornwall")
    assert not any(word in m for m in _memories(said) for word in imagined)
    assert not any(word in _kept(said) for word in imagined)


@pytest.mark.parametrize(
    ("said", "word"),
    [
        ("We nearly bought a cottage outside Ludlow, but the survey found subsidence.", "Ludlow"),
        ("I almost adopted a lurcher called Moss last year.", "Moss"),
        ("I was going to enter the Berlin marathon ballot this year.", "Berlin"),
    ],
)
def test_what_did_not_happen_is_neither_a_memory_nor_a_statement(said: str, word: str) -> None:
    assert not any(word in m for m in _memories(said))
    assert word not in _kept(said)


@pytest.mark.parametrize(
    ("said", "word"),
    [
        ("I'd never eat sushi.", "sushi"),
        ("I'd love a dog.", "dog"),
        ("I'd gone to Lisbon.", "Lisbon"),
    ],
)
def test_a_stance_or_a_past_said_with_id_is_still_read(said: str, word: str) -> None:
    assert word in _kept(said)
