"""A plain denial of something said before ("I don't have kids", "I never had a cat", "I'm not
married") takes the memory it denies out of the block, on PostgreSQL and SQLite; what only looks
like a denial ("I don't have the kids this weekend", "I don't have kids yet") leaves it."""

from __future__ import annotations

import pytest

from memory_service import MemoryService


def _say(svc: MemoryService, user: str, session: str, *said: str) -> None:
    messages = []
    for text in said:
        messages += [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]
    svc.process_conversation(user, messages, session)


def _active(svc: MemoryService, user: str) -> list[str]:
    return [m.content for m in svc.list_memories(user, include_archived=False)]


@pytest.mark.parametrize(
    ("first", "then", "gone"),
    [
        (
            "My son Leo starts school next week, any tips?",
            "I don't have a son, that was my nephew I meant. What's a good gift for a 5 year old?",
            "Leo",
        ),
        (
            "I have two kids and I live in Oslo.",
            "I don't have kids, I was asking for my sister.",
            "two kids",
        ),
        (
            "I have a cat named Oscar and I live in Oslo.",
            "I never had a cat, Oscar is my neighbour's.",
            "Oscar",
        ),
        (
            "My wife Maria and I live in Oslo.",
            "I need to own up, I'm not married. Maria is my sister.",
            "wife",
        ),
        (
            "I work as a nurse and I live in Oslo.",
            "I'm not a nurse, I only did one shift of cover.",
            "nurse",
        ),
        (
            "I'm fluent in Italian, how should I put that on my CV?",
            "I was exaggerating. I don't speak Italian.",
            "Italian",
        ),
        (
            "I'm diabetic and I live in Oslo.",
            "I'm not diabetic, it was my dad's meter I was using.",
            "iabet",
        ),
        (
            "I'm allergic to shellfish and I live in Oslo.",
            "The allergy I mentioned is my girlfriend's, not mine.",
            "shellfish",
        ),
    ],
)
def test_a_denial_takes_the_memory_it_denies_out_of_the_block(
    svc: MemoryService, user_id: str, first: str, then: str, gone: str
) -> None:
    _say(svc, user_id, "s1", first)
    [old] = [m for m in _active(svc, user_id) if gone in m]
    _say(svc, user_id, "s2", then)
    active = _active(svc, user_id)
    # what the denial says may stay as a fact of its own ("Doesn't speak Italian")
    assert not any(gone in m and not m.startswith(("Doesn't", "Does not")) for m in active), active
    assert f"- {old}\n" not in svc.get_for_prompt(user_id, 2000) + "\n"
    history = [m for m in svc.list_memories(user_id, include_archived=True) if m.content == old]
    assert [m.status for m in history] == ["archived"]  # kept in its history, not deleted


@pytest.mark.parametrize(
    ("first", "then", "kept"),
    [
        ("I have two kids and I live in Oslo.", "I don't have the kids this weekend.", "two kids"),
        ("I have two kids and I live in Oslo.", "I don't have my kids with me today.", "two kids"),
        ("I have a cat named Oscar.", "I don't have a cat, I have TWO cats lol.", "Oscar"),
        ("I have a cat named Oscar.", "My sister doesn't have a cat.", "Oscar"),
        ("I have a cat named Oscar.", "Do you think I shouldn't have a cat in a flat?", "Oscar"),
        (
            "My son Leo is 11.",
            "I don't have a son who likes football, he's all about chess.",
            "Leo",
        ),
        ("I'm engaged to Sam.", "I'm not married yet, the wedding is in June.", "ngaged"),
        ("I work as a nurse.", "I'm not working today.", "nurse"),
        ("I have a dog called Rex.", "I never had a dog as a kid.", "Rex"),
        (
            "I don't drink alcohol.",
            "I don't drink, so nowhere too boozy.",
            "Does not drink alcohol",
        ),
        # one of a list denied: the list stays rather than lose the rest with it
        ("I speak French and Italian.", "I don't speak Italian.", "French and Italian"),
        ("I have two cats, Oscar and Milo.", "Milo isn't mine, he's my neighbour's.", "Oscar"),
        (
            "I have a dog called Rex.",
            "She said to me 'you don't have a dog, you have a wolf'.",
            "Rex",
        ),
    ],
)
def test_what_only_looks_like_a_denial_takes_nothing_back(
    svc: MemoryService, user_id: str, first: str, then: str, kept: str
) -> None:
    _say(svc, user_id, "s1", first)
    assert any(kept in m for m in _active(svc, user_id))
    _say(svc, user_id, "s2", then)
    assert any(kept in m for m in _active(svc, user_id)), _active(svc, user_id)


def _asked(svc: MemoryService, user: str, session: str, question: str, reply: str) -> None:
    messages = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": question},
        {"role": "user", "content": reply},
    ]
    svc.process_conversation(user, messages, session)


@pytest.mark.parametrize(
    ("first", "question", "reply", "fact", "gone"),
    [
        ("I work as a nurse and I live in Oslo.", "So you're a nurse?", "no", "nurse", True),
        ("I have two kids and I live in Oslo.", "Do you have kids?", "nope!", "two kids", True),
        ("I live in Leeds.", "Do you live in Leeds?", "No.", "Leeds", True),
        ("I have a dog called Rex.", "So you have a dog?", "no, not anymore", "Rex", True),
        ("I work as a nurse and I live in Oslo.", "Are you a nurse?", "no lol", "nurse", False),
        (
            "I have two kids and I live in Oslo.",
            "Do you have kids?",
            "not really",
            "two kids",
            False,
        ),
        ("I have two kids.", "Are you ready to start?", "no", "two kids", False),
        ("I have two kids.", "Do you want ideas for the kids?", "no", "two kids", False),
    ],
)
def test_a_plain_no_to_a_restated_fact_denies_it(
    svc: MemoryService, user_id: str, first: str, question: str, reply: str, fact: str, gone: bool
) -> None:
    _say(svc, user_id, "s1", first)
    assert any(fact in m for m in _active(svc, user_id))
    _asked(svc, user_id, "s2", question, reply)
    assert any(fact in m for m in _active(svc, user_id)) is not gone, _active(svc, user_id)
