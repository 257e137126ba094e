"""A pet or a partner named after it came up, then ended or taken back in a later session, on
each backend.

A name given a message after the pet ("We picked up a kitten from the rescue on Friday." / "Her
name is Pip.") is kept under the pet's own key, so "Pip had to be put down" ends it; someone the
user is seeing, by name, is their partner, so a break-up ends it and leaves no "Is seeing someone
named Amir" in later prompts; "we didn't get the kitten in the end" takes back the kitten and not
the cat the user already had.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_service import MemoryService
from tests.conftest import Clock

_AT = datetime(2026, 3, 6, 18, 0, tzinfo=UTC)  # a Friday


@pytest.fixture
def clock() -> Clock:
    return Clock(_AT)


def _session(svc: MemoryService, user: str, session: str, *said: str, day: int = 0) -> None:
    at = _AT + timedelta(days=day)
    svc.clock.now = at + timedelta(minutes=len(said))  # type: ignore[attr-defined]
    messages = [
        {
            "role": "assistant" if text.startswith("A: ") else "user",
            "content": text.removeprefix("A: "),
            "created_at": (at + timedelta(minutes=i)).isoformat(),
        }
        for i, text in enumerate(said)
    ]
    svc.process_conversation(user, messages, session)


def _active(svc: MemoryService, user: str) -> list[str]:
    return [m.content for m in svc.list_memories(user, include_archived=False)]


def test_a_kitten_named_a_message_later_is_kept_by_name_and_ended_by_it(
    svc: MemoryService, user_id: str
) -> None:
    _session(
        svc, user_id, "s1", "We picked up a kitten from the rescue on Friday.", "Her name is Pip."
    )
    assert [m for m in _active(svc, user_id) if "named Pip" in m], _active(svc, user_id)

    _session(svc, user_id, "s2", "Pip had to be put down today, she was really ill.", day=30)

    assert not [m for m in _active(svc, user_id) if "Pip" in m], _active(svc, user_id)


@pytest.mark.parametrize(
    "first",
    [
        ("I've been seeing someone. His name is Amir.",),
        ("I've been seeing someone.", "A: Ooh, tell me more!", "His name is Amir and he's a chef."),
        ("I'm seeing someone named Amir, it's early days.",),
    ],
)
@pytest.mark.parametrize("ending", ["Amir and I broke up last night.", "We broke up."])
def test_someone_seen_by_name_is_ended_by_a_break_up(
    svc: MemoryService, user_id: str, first: tuple[str, ...], ending: str
) -> None:
    _session(svc, user_id, "s1", *first)
    seeing = [m for m in _active(svc, user_id) if m.startswith("Is seeing someone named Amir")]
    assert seeing, _active(svc, user_id)

    _session(svc, user_id, "s2", ending, day=20)

    assert not [m for m in _active(svc, user_id) if "seeing someone" in m], _active(svc, user_id)


def test_a_new_partner_replaces_someone_seen_before(svc: MemoryService, user_id: str) -> None:
    _session(svc, user_id, "s1", "I'm seeing someone named Amir.")
    _session(svc, user_id, "s2", "I've been dating a guy called Tom for a month now.", day=200)

    active = _active(svc, user_id)
    assert "Is dating a guy called Tom" in active
    assert not [m for m in active if "Amir" in m], active


@pytest.mark.parametrize(
    "said",
    [
        "My sister is seeing someone named Amir.",
        "Is it weird that I'm seeing someone named Amir?",
        "I was seeing someone named Amir but we broke up.",
    ],
)
def test_someone_seen_by_someone_else_or_no_longer_is_no_partner(
    svc: MemoryService, user_id: str, said: str
) -> None:
    _session(svc, user_id, "s1", said)

    assert not [m for m in svc.list_memories(user_id) if m.key == "family.partner"]


@pytest.mark.parametrize(
    "taken_back",
    [
        "We didn't get the kitten in the end.",
        "Scratch that, we didn't end up getting the kitten, the rescue gave her to another family.",
    ],
)
def test_a_kitten_not_got_after_all_is_taken_back_and_the_cat_they_had_stays(
    svc: MemoryService, user_id: str, taken_back: str
) -> None:
    _session(svc, user_id, "s1", "I have a cat named Miso.")
    _session(svc, user_id, "s2", "We got a kitten today!", "Her name is Pip.", day=3)
    assert [m for m in _active(svc, user_id) if "Pip" in m], _active(svc, user_id)

    _session(svc, user_id, "s3", taken_back, day=10)

    active = _active(svc, user_id)
    assert not [m for m in active if "Pip" in m or "kitten" in m], active
    assert [m for m in active if "Miso" in m], active


@pytest.mark.parametrize(
    "correction",
    [
        "scratch that, Tofu's my sister's cat, I'm just cat-sitting him while she's in Lisbon",
        "actually scratch that, Tofu is my sister's cat. I look after him when she's away.",
    ],
)
def test_a_pet_said_in_the_next_message_to_be_someone_elses_is_not_kept(
    svc: MemoryService, user_id: str, correction: str
) -> None:
    _session(
        svc, user_id, "s1", "My cat Tofu keeps knocking everything off the counter", correction
    )

    assert not [m for m in _active(svc, user_id) if "Tofu" in m], _active(svc, user_id)
