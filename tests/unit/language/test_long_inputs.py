"""Inputs as long as a message may be, built to make a reading rule slow or deep: each is read
to the end, and the rules that were changed for them still mean what they meant."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules.engine import RulesExtractor
from memory_service.language import material_words, own_words
from memory_service.schemas import MAX_MESSAGE_CHARS, ChatMessage

_SECRET_BEFORE = re.compile(
    r"(?<![\w@./])(?=[^\s]{8,})(?=\S*[a-z])(?=\S*[A-Z])(?=\S*\d)(?=\S*[^\w\s]\S)\S+"
)
"""The password pattern as it was, tried from every character: the reference it must agree with."""


def remembered(text: str) -> list[str]:
    message = ChatMessage(role="user", content=text[:MAX_MESSAGE_CHARS])
    conversation = Conversation(user_id="u", session_id="s", messages=[message])
    found = RulesExtractor().extract(conversation, []).candidates
    return [c.content for c in found if c.action == "remember"]


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="aZ1!@./(: \U0001f642\n", max_size=24))
def test_a_password_is_found_in_a_text_exactly_when_it_was_before(text: str) -> None:
    assert (own_words._SECRET.search(text) is None) == (_SECRET_BEFORE.search(text) is None)


def test_a_password_after_a_symbol_or_an_emoji_is_still_found() -> None:
    for text in ("(Xk9#mPq2vL", "pw:Xk9#mPq2vL", "\U0001f642Xk9#mPq2vL", "my key Xk9#mPq2vL ok"):
        assert own_words._SECRET.search(text) is not None, text
    assert own_words._SECRET.search("I use 1Password.") is None


def test_a_message_of_thousands_of_and_i_is_read_to_the_end() -> None:
    # Each "and I" was a level of recursion: a long enough message raised RecursionError.
    assert [s for s in remembered("I'm a nurse \U0001f642 and " * 1700) if "nurse" in s]
    said = remembered("I live in Leeds and I work as a nurse and I " * 700)
    assert "Lives in Leeds" in said


def test_a_message_of_one_long_emoji_run_keeps_nothing_and_ends() -> None:
    assert remembered("\U0001f642" * MAX_MESSAGE_CHARS) == []


def test_splitting_at_and_i_still_reads_each_statement() -> None:
    said = remembered("I'm allergic to shellfish and I hate coriander")
    assert said == ["Allergic to shellfish", "Hates coriander"]
    # a second clause that only points back is not a statement, however long it runs
    assert remembered("I'm allergic to shellfish and I don't intend to") == [
        "Allergic to shellfish"
    ]
    long = "I'm allergic to shellfish and I " + "really " * 60 + "don't intend to"
    assert remembered(long) == ["Allergic to shellfish"]


def test_a_message_of_blank_lines_keeps_nothing_and_ends() -> None:
    # A stack-trace line's indent was read as any white space, newlines too: from every line
    # start, the rest of 30,000 newlines was tried (5 s).
    assert remembered("\n" * MAX_MESSAGE_CHARS) == []


def test_a_stack_trace_is_still_cut_out_of_the_users_words() -> None:
    said = remembered(
        'I work as a dev.\n\nTraceback (most recent call last):\n  File "x.py", line 3, in f\n'
        "    at foo(bar)\nValueError: I am a nurse"
    )
    assert said == ["Works as a dev"]


def test_long_runs_of_spaces_or_tabs_are_read_quickly_and_keep_the_statement() -> None:
    # Several patterns tried a run of white space from each of its characters: 25 s for this.
    assert remembered("I'm a nurse." + " " * 31_980 + "x") == ["Is a nurse"]
    assert remembered("I'm a nurse." + "\t" * 31_980 + "x") == ["Is a nurse"]
    assert remembered(" \n" * 16_000) == []


def test_a_long_second_clause_ending_in_a_link_is_still_a_statement() -> None:
    link = "https://example.com/" + "a" * 75
    said = remembered("I'm allergic to shellfish and I hate coriander, see the note " + link)
    assert said[0] == "Allergic to shellfish"
    assert said[1].startswith("Hates coriander")  # was read as a clause pointing back


def test_a_paragraph_of_many_colons_reads_a_bounded_head_before_each(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Each colon's announcement was looked for in the whole sentence before it: a message of
    # "Note: I am a doctor: " and no full stop cost time in the square of its length (75 s).
    read: list[int] = []
    announces = material_words.ANNOUNCES

    class Counting:
        def search(self, text: str) -> re.Match[str] | None:
            read.append(len(text))
            return announces.search(text)

    monkeypatch.setattr(material_words, "ANNOUNCES", Counting())
    text = ("Note: I am a doctor: " * 2000)[:MAX_MESSAGE_CHARS]
    own_words.own_sentences(text)
    assert len(read) > 1000 and max(read) <= own_words._HEAD_CHARS
    # and the words just before a colon still announce what follows it
    assert "Madrid" not in " ".join(
        own_words.own_sentences("I got this email: Hi, I live in Madrid.").sentences
    )


def test_a_long_emoji_run_before_a_turn_to_the_serious_ends() -> None:
    # The stepped-out reading grew with the square of a line without a sentence break.
    text = "\U0001f642" * (MAX_MESSAGE_CHARS - 200) + " real question though, I work as a nurse"
    assert "Works as a nurse" in remembered(text)


def test_a_joke_stepped_out_of_in_a_long_message_still_goes() -> None:
    filler = "Some context about the garden and the weather this week.\n" * 80
    text = filler + "i'm a billionaire astronaut lol. real question though, I work as a nurse"
    said = remembered(text)
    assert "Works as a nurse" in said
    assert not [s for s in said if "astronaut" in s.lower()], said


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a run with no word before a disowning: its chat label was looked for from every start
        ("\U0001f642" * (MAX_MESSAGE_CHARS - 60) + " my brother had my phone, none of that was me",
         []),
        # sentence breaks with no word between them: "don't save this" was looked for after each
        ("!? " * ((MAX_MESSAGE_CHARS - 40) // 3) + "real question though, I'm a nurse",
         ["Works as a nurse"]),
    ],
)  # fmt: skip
def test_a_long_run_without_words_before_a_claim_is_read_to_the_end(
    text: str, kept: list[str]
) -> None:
    assert remembered(text) == kept
