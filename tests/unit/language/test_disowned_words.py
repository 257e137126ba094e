"""Which sentences take back an earlier conversation, and how many; which only look like it."""

from __future__ import annotations

import pytest

from memory_service.extractors.rules.instructions import format_topic
from memory_service.language import disowned_words as dw
from memory_service.language.own_words import Reader


@pytest.mark.parametrize(
    ("sentence", "count"),
    [
        ("Sorry, my brother was using my phone yesterday, none of that was me.", 1),
        ("That last chat wasn't me, my roommate grabbed my laptop.", 1),
        ("Ignore everything I said last time, it was a prank by my sister.", 1),
        ("disregard our last conversation", 1),
        ("delete whatever my nephew told you yesterday, he nicked my phone", 1),
        ("lol that was my bf typing yesterday", 1),
        ("The convo before this one was her.", 1),
        ("can you forget the last two chats?", 2),
        ("none of that stuff from the last two chats was me", 2),
        ("none of the earlier conversations are me, I got this phone secondhand", dw.EVERY_EARLIER),
        ("the last 2 chats are him, not me. please drop both", 2),
        ("prev chat = my gf. not me.", 1),
        ("the conversation before this is his - I'm not retired", 1),
        ("oh and can you wipe yesterday's convo? my son was on my account", 1),
        ("the previous thread isn't me", 1),
        ("both chats from yesterday and the day before were her, not me.", 2),
    ],
)
def test_a_sentence_that_disowns_an_earlier_conversation(sentence: str, count: int) -> None:
    assert dw.disowns(sentence)
    assert dw.earlier(sentence, first=False) == count


@pytest.mark.parametrize(
    "sentence",
    [
        "that wasn't me who broke the vase, it was the dog",
        "It wasn't me, it was the dog!",
        "I wasn't myself yesterday, I was exhausted",
        "my brother was using my phone so I couldn't reply to my boss",
        "sorry my brother was using my phone so I couldn't reply",
        "ignore the typo",
        "forget what I said yesterday about the budget",
        "what if someone else used my account?",
        "my sister says her ex used her account",
        "it wasn't me yesterday, it was autocorrect",
        "someone hacked my instagram yesterday, none of those posts were me",
        "for my story: she texts her mom 'that wasn't me last night, ignore everything'.",
        "my nephew used my phone to order pizzas on DoorDash last night, wasn't me obviously",
        "the last chat was fun, my brother came over and it's his birthday",
        "oh forget it",
    ],
)
def test_words_that_only_look_like_it(sentence: str) -> None:
    assert not dw.disowns(sentence)


def test_said_first_it_means_the_conversation_before_and_later_this_one() -> None:
    assert dw.earlier("That wasn't me, my roommate grabbed my laptop.", first=True) == 1
    assert dw.earlier("That wasn't me, my roommate grabbed my laptop.", first=False) == 0
    assert dw.earlier("My son was typing earlier, he said he's a pilot lol.", first=True) == 0


def test_the_subject_that_names_the_conversation() -> None:
    said = "the chat about the metal band wasn't me, my flatmate was on my laptop"
    assert dw.disowns(said)
    assert dw.about(said) == "the metal band"
    assert dw.about("none of that was me") == ""


def test_the_reader_drops_the_sentence_and_says_what_it_takes_back() -> None:
    reader = Reader()
    own = reader.own("my brother had my phone yesterday, none of that was me. I'm a nurse.")
    assert own.sentences == ("I'm a nurse.",)
    assert own.disowns == 1
    later = reader.own("I live in Leeds.")
    assert later.disowns == 0


def test_quoted_words_disown_nothing() -> None:
    own = Reader().own('My friend texted me "that wasn\'t me lol, my sister took my phone" haha.')
    assert own.disowns == 0


def test_a_user_who_writes_stories_keeps_the_fact() -> None:
    own = Reader().own("I'm an English teacher in Ottawa and I write short stories on the side")
    assert own.sentences == (
        "I'm an English teacher in Ottawa and I write short stories on the side",
    )
    assert Reader().own("Write me a story where I am a pilot.").sentences == ()


def test_a_conversation_named_in_one_message_and_disowned_in_the_next() -> None:
    reader = Reader()
    first = reader.own("quick one before my real question: the previous convo on here")
    second = reader.own("...wasn't me. kid brother, found my laptop open, please wipe it")
    assert first.disowns == 0
    assert second.disowns == 1


def test_the_other_clause_of_a_message_names_what_it_drops() -> None:
    own = Reader().own(
        "Whatever came up in the conversation before this one, please discard it, it was a joke."
    )
    assert own.disowns == 1


@pytest.mark.parametrize(
    "message",
    [
        "oye, la conversación anterior no era yo, mi primo tenía mi móvil. bórralo porfa",
        "kurze Info: das Gespräch davor war nicht ich, sondern meine Schwester.",
        "salut - la conv d'avant c'était ma coloc sur mon ordi, pas moi",
        "oi! então, a conversa anterior não fui eu - meu namorado pegou meu celular.",
    ],
)
def test_the_same_said_in_another_language(message: str) -> None:
    reader = Reader()
    reader.own("I'm a nurse in Leeds.")
    assert reader.own(message).disowns == 1


@pytest.mark.parametrize(
    ("sentence", "topic"),
    [
        ("Sorry my brother had my phone so I couldn't reply", None),
        ("sorry, I forgot to mention it", None),
        ("stop saying sorry all the time", "apologies"),
        ("you don't need to say sorry every time I correct you", "apologies"),
        ("don't apologise so much", "apologies"),
    ],
)
def test_the_users_own_apology_is_no_direction_about_apologies(
    sentence: str, topic: str | None
) -> None:
    assert format_topic(sentence) == topic


@pytest.mark.parametrize(
    "message",
    [
        "please don't forget the last chat, it was important",
        "no need to forget the last two chats, they were me",
        "the convo before this one was my roommate... just kidding, it was me lol",
        "hypothetically, if my brother used my phone to chat with you, could you forget that chat?",
        "would you forget the last two chats if I told you they weren't me?",
        "my mom thinks the last two chats weren't me lol, they were",
        "that wasn't me talking yesterday, that was the wine 🍷😂",
        "the last chat wasn't me being rude, I was just tired",
        "people at work think I spread the rumor, but none of that was me",
        "my brother was using my phone yesterday, none of that was me — he posted stuff on my "
        "Instagram",
        "Can you summarise this email for me: 'Hi, please note: the last conversation wasn't me, "
        "my brother had my phone.' Thanks",
        "here's a chat log from my sister's phone: [10:02] Sis: the last two chats weren't me",
        "the last chat was my brother... said no one ever 😂",
    ],
)
def test_a_hostile_look_alike_takes_nothing_back(message: str) -> None:
    reader = Reader()
    assert reader.own(message).disowns == 0


def test_what_the_disowning_keeps_as_the_users() -> None:
    own = Reader().own("the last chat was my brother, not me. but the peanut allergy is real")
    assert own.disowns == 1
    assert "peanut allergy" in own.disowns_but
    kept = Reader().own("the last chat was my roommate, but funnily enough I also love Sleep Token")
    assert kept.disowns == 1
    assert kept.sentences == ("I also love Sleep Token",)
