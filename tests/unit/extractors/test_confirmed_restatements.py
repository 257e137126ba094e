"""A yes to the assistant's question that restates a fact of the user's says that fact ("So
you're a nurse?" "Yes."); a yes to an offer, a choice, a question about what they want or mean,
or a yes not meant ("yeah right", "yes lol") says nothing."""

from __future__ import annotations

import pytest

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.schemas import ChatMessage


def _kept(asked: str, reply: str) -> list[str]:
    messages = [
        ChatMessage(role="user", content="Can you help me plan my week?"),
        ChatMessage(role="assistant", content=f"Happy to help. {asked}"),
        ChatMessage(role="user", content=reply),
    ]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    made = RulesExtractor().extract(conversation, []).candidates
    return [c.content for c in made if c.action == "remember"]


@pytest.mark.parametrize(
    ("asked", "reply", "fact"),
    [
        ("So you're a nurse?", "Yes.", "nurse"),
        ("Are you a nurse?", "yep", "nurse"),
        ("Do you live in Leeds?", "yep", "Leeds"),
        ("So you work at Tesco, right?", "that's right", "Tesco"),
        ("You have two cats, right?", "I do", "two cats"),
        ("Just to confirm, you live alone?", "correct", "alone"),
        ("Do you prefer short answers?", "yes please", "short answers"),
        ("Reading between the lines, can I ask: are you a nurse?", "haha yes", "nurse"),
        ("Just to check, you work at Tesco?", "yep 😅 don't tell my boss", "Tesco"),
    ],
)
def test_a_yes_to_a_restated_fact_says_it(asked: str, reply: str, fact: str) -> None:
    kept = _kept(asked, reply)
    assert any(fact in content for content in kept), kept


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        ("So you're a nurse?", "no"),
        ("So you're a nurse?", "yes, but not any more"),
        ("You're the CEO of Google?", "yeah right"),
        ("You're the CEO of Google?", "yes lol"),
        ("So you're a nurse?", "yes 😂"),
        ("Do you want me to make it rhyme?", "yes"),
        ("Are you looking for something quick?", "yes"),
        ("Tea or coffee?", "yes"),
        ("Are you free on Friday?", "yes"),
        ("Would you like a shorter version?", "yes"),
    ],
)
def test_a_yes_to_anything_else_says_nothing(asked: str, reply: str) -> None:
    assert _kept(asked, reply) == []


@pytest.mark.parametrize(
    ("asked", "reply", "taken"),
    [
        ("So you're a nurse?", "no", {("work", "nurse")}),
        ("Do you live in Leeds?", "nope!", {("location", "leeds")}),
        ("So you work at Tesco?", "No.", {("work", "tesco")}),
        ("Are you still working as a nurse?", "no", {("work", "nurse")}),
        ("Do you still live in Leeds?", "nope", {("location", "leeds")}),
        ("Is it still raining there?", "no", set()),
        ("So you're a nurse?", "no lol", set()),
        ("So you're a nurse?", "not really", set()),
        ("So you're allergic to peanuts, right?", "No.", set()),  # a safety fact needs words
        ("Are you free on Friday?", "no", set()),
    ],
)
def test_a_plain_no_to_a_restated_fact_takes_it_back(
    asked: str, reply: str, taken: set[tuple[str, str]]
) -> None:
    messages = [
        ChatMessage(role="user", content="Can you help me plan my week?"),
        ChatMessage(role="assistant", content=f"Happy to help. {asked}"),
        ChatMessage(role="user", content=reply),
    ]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    made = RulesExtractor().extract(conversation, []).candidates
    assert {(c.key, c.content) for c in made if c.action == "retract"} >= taken
    assert bool(taken) == any(c.action == "retract" for c in made), made
