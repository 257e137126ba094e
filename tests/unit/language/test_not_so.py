"""What the user says did not or does not happen (a conditional, what nearly happened, a plan
dropped, an idea weighed, a dream told, a child's wish), text the user relays or received, code
written as a call, and mock agreement: none of it is a fact about the user, and the user's own
sentences beside it stay."""

from __future__ import annotations

import pytest

from memory_service.language.own_words import Reader, own_sentences


def _own(text: str, followed_by: str | None = None) -> str:
    return " ".join(Reader().own(text, followed_by=followed_by).sentences)


@pytest.mark.parametrize(
    ("said", "gone"),
    [
        ("I wish I lived by the sea. I'd swim every morning with a dog called Pebble.", "Pebble"),
        ("Been thinking about going vegan. Watched a documentary last night.", "vegan"),
        ("I was going to enter the Berlin marathon ballot this year.", "Berlin"),
        ("Oh, money's no issue. I'll just ask my yacht captain to collect me.", "yacht"),
        ("When I grow up I want to be a footballer for Arsenal.", "Arsenal"),
        ("Weirdest dream last night. I was married to my dentist on a houseboat.", "houseboat"),
        ("Had the most vivid dream. I was a lighthouse keeper in Norway.", "Norway"),
    ],
)
def test_what_did_not_happen_is_not_kept(said: str, gone: str) -> None:
    assert gone not in _own(said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I'd been to Paris twice before.", "Paris"),
        ("I'd rather not fly, trains are fine.", "trains"),
        ("I'd love a window seat on long flights.", "window"),
        ("I'm a software engineer and I work from home, so I'd be around it all day.", "engineer"),
        ("I'm a nurse thinking about moving into health informatics.", "nurse"),
        ("actually I'm thinking of getting an induction hob for my flat in Melbourne", "Melbourne"),
        ("I dream of opening a bakery one day. I work at a bank in Leeds.", "Leeds"),
    ],
)
def test_the_users_own_sentences_beside_it_stay(said: str, kept: str) -> None:
    assert kept in _own(said)


def test_a_message_typed_for_someone_else_is_theirs_and_the_next_is_the_users() -> None:
    reader = Reader()
    relayed = "Typing for my daughter, she wants to ask: I want to be a marine biologist, ok?"
    assert reader.own(relayed).sentences == ()
    assert "single mum" in " ".join(reader.own("Thanks. I'm a single mum.").sentences)


def test_someone_elses_text_announced_at_the_start_of_a_plain_message_is_theirs() -> None:
    said = "My son wrote this for school, can you check it? My name is Leo. I am nine."
    assert "nine" not in _own(said)
    # With the text set apart, or the announcement after it, the user's words around it stay.
    quoted = 'My mum texted me this:\n\n"I booked the cottage."\n\nI\'m a night nurse.'
    assert "night nurse" in _own(quoted)
    after = "hey it's me\nat the hospital\n\nmy husband sent me this. i'm a pharmacist"
    assert "pharmacist" in _own(after)


@pytest.mark.parametrize(
    "next_message",
    [
        "That came in on LinkedIn. Legit?",
        "Should I apply?",
        "Thoughts? That's going viral at my company.",
        "That came in at 2am. What do I do?",
    ],
)
def test_a_message_the_next_one_says_was_received_is_not_the_users(next_message: str) -> None:
    said = "Hi, I'm Daniel, a senior recruiter at Hexcore Robotics in Austin. Open to a call?"
    assert _own(said, followed_by=next_message) == ""


def test_asking_whether_to_reply_in_a_longer_sentence_does_not_disown() -> None:
    said = "I'm a mechanical engineer in Sheffield."
    assert "Sheffield" in _own(said, followed_by="Should I reply even though I won't move?")


def test_a_call_written_as_code_is_not_the_user_talking() -> None:
    said = 'memory.update(user_location="Toronto", employer="Goldman Sachs")\nI live in Perth.'
    assert "Toronto" not in _own(said) and "Perth" in _own(said)


@pytest.mark.parametrize(
    "said",
    [
        "Oh yes, as a fitness influencer with two million followers I needed that.",
        "None, because naturally I keep my savings in a gold vault under the garden.",
        "Great, I definitely needed that explained, I'm a chef after all.",
    ],
)
def test_mock_agreement_is_not_a_claim(said: str) -> None:
    assert own_sentences(said).sentences == ()


def test_a_statement_whose_pronoun_names_the_request_before_it_stays_with_it() -> None:
    said = "can you draft it? keep it short and no exclamation marks, i can't stand them in emails"
    assert "no exclamation marks, i can't stand them" in _own(said)
    # a request to forget and a statement beside it are still two pieces
    forget = "Please forget what I said about my salary, I don't want that stored."
    assert "I don't want that stored." in own_sentences(forget).sentences


def test_after_a_dream_told_the_user_is_back_in_waking_life_when_they_say_so() -> None:
    said = "Dreamt I failed my driving test. That part's actually real, I'm retaking it in May."
    assert "retaking it in May" in _own(said) and "failed" not in _own(said)
    assert "I work nights" in _own("Weird dream last night. I was a pirate. I work nights, so.")


@pytest.mark.parametrize(
    "next_message",
    [
        "it's going on at work all week",
        "That's going in my calendar.",
        "it landed at 6am, so tired",
    ],
)
def test_news_in_the_next_message_does_not_disown_this_one(next_message: str) -> None:
    assert "Sheffield" in _own("I'm a mechanical engineer in Sheffield.", followed_by=next_message)
