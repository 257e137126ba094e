"""What the user takes back, in the ways people say it, leaves the block: a fact they stopped,
outgrew or never had, a request to forget in everyday words, a slip corrected in the same breath
or the next message. What they did not take back stays."""

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
    ("first", "then", "gone", "kept"),
    [
        (
            "I'm vegetarian. I live in Oslo.",
            "I'm no longer vegetarian, I eat fish now.",
            "Vegetarian",
            "Oslo",
        ),
        (
            "I'm vegetarian. I live in Oslo.",
            "I used to be vegetarian but now I eat meat.",
            "Vegetarian",
            "Oslo",
        ),
        (
            "I work as a teacher. I live in Oslo.",
            "I'm no longer a teacher, I retired in January.",
            "teacher",
            "Oslo",
        ),
        (
            "I take metformin. I live in Oslo.",
            "I stopped taking metformin last month.",
            "metformin",
            "Oslo",
        ),
        (
            "I'm diabetic. I live in Oslo.",
            "I was misdiagnosed, I don't have diabetes after all.",
            "iabet",
            "Oslo",
        ),
        (
            "I have a dog called Rex. I live in Oslo.",
            "Rex died last week, I don't have a dog anymore.",
            "Rex",
            "Oslo",
        ),
        (
            "I'm a professional astronaut. I live in Oslo.",
            "I lied about being an astronaut.",
            "astronaut",
            "Oslo",
        ),
        (
            "I smoke about ten a day. I live in Oslo.",
            "I gave up smoking two years ago.",
            "Smokes",
            "Oslo",
        ),
    ],
)
def test_a_fact_the_user_stopped_or_never_had_leaves_the_block(
    svc: MemoryService, user_id: str, first: str, then: str, gone: str, kept: str
) -> None:
    _say(svc, user_id, "s1", first)
    [old] = [m for m in _active(svc, user_id) if gone in m]
    _say(svc, user_id, "s2", then)
    active = _active(svc, user_id)
    assert not any(gone in m for m in active), active
    assert any(kept in m for m in active), active
    # What they said taking it back may show among their words; the old fact may not.
    assert f"- {old}\n" not in svc.get_for_prompt(user_id, 2000) + "\n"


@pytest.mark.parametrize(
    ("asked", "gone", "kept"),
    [
        ("Forget everything about my diet.", "Vegetarian", "Oslo"),
        ("Forget where I live.", "Oslo", "Vegetarian"),
        ("Remove Oslo from your memory.", "Oslo", "Vegetarian"),
        ("Don't remember that I live in Oslo.", "Oslo", "Vegetarian"),
        ("Ignore what I said about being vegetarian, that's not true.", "Vegetarian", "Oslo"),
        ("Please forget my salary.", "Earns", "Oslo"),
    ],
)
def test_a_request_to_forget_in_everyday_words_is_honoured(
    svc: MemoryService, user_id: str, asked: str, gone: str, kept: str
) -> None:
    _say(svc, user_id, "s1", "I'm vegetarian. I live in Oslo. I earn 85,000 euros a year.")
    _say(svc, user_id, "s2", asked)
    active = _active(svc, user_id)
    assert not any(gone in m for m in active), active
    assert any(kept in m for m in active), active
    block = svc.get_for_prompt(user_id, 2000)
    assert gone not in block, block  # the request itself is not kept as something they said


def test_forget_everything_you_know_about_me_empties_the_block(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm vegetarian. I live in Oslo. I have a dog called Rex.")
    _say(svc, user_id, "s2", "Forget everything you know about me.")
    assert _active(svc, user_id) == []


@pytest.mark.parametrize(
    ("said", "gone", "kept"),
    [
        (("I live in Oslo. Scratch that, I live in Bergen.",), "Oslo", "Bergen"),
        (("I live in Oslo.", "Sorry, I meant Bergen."), "Oslo", None),
        (("I'm a professional astronaut.", "just kidding lol"), "astronaut", None),
        (("I'm a professional astronaut. Just kidding, I'm a nurse.",), "astronaut", "nurse"),
    ],
)
def test_a_slip_taken_back_is_not_remembered(
    svc: MemoryService, user_id: str, said: tuple[str, ...], gone: str, kept: str | None
) -> None:
    _say(svc, user_id, "s1", *said)
    active = _active(svc, user_id)
    assert not any(gone in m for m in active), active
    assert not any(m.startswith(("Sorry", "Meant")) for m in active), active
    if kept is not None:
        assert any(kept in m for m in active), active
