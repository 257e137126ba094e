"""Asides: the user's own words that no statement rule keeps (a request that mentions their job
on the way) are found by a question, and shown unasked only in the room the user's statements
leave; what is not theirs to say stays out."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from memory_service import MemoryService

SAID_AT = datetime(2026, 3, 2, 20, 15, tzinfo=UTC)
CROCKPOT = (
    "hey can you give me a crockpot recipe I can throw in before I leave I work overnight "
    "dispatch at Hartley Freight so I'm out the door at like 8:30 at night"
)


def _said(svc: MemoryService, user_id: str, text: str, session_id: str) -> None:
    messages = [
        {"role": "user", "content": text, "created_at": SAID_AT.isoformat()},
        {
            "role": "assistant",
            "content": "Here is a simple chilli.",
            "created_at": SAID_AT.isoformat(),
        },
    ]
    svc.process_conversation(user_id, messages, session_id)


def test_an_aside_is_found_by_a_question_and_shown_unasked_after_the_statements(
    svc: MemoryService, user_id: str, service_options: dict[str, Any]
) -> None:
    _said(svc, user_id, CROCKPOT, "s1")
    block = svc.get_for_prompt(user_id, token_budget=2000)
    # Unasked, in the room the user's statements leave, before what the assistant said.
    assert "Hartley Freight" in block
    assert block.index("Hartley Freight") < block.index("(the assistant said)")
    asked = svc.get_for_prompt(user_id, token_budget=500, query="where do I work overnight?")
    # Words alone match a request's words too readily: on the lexical path asides stay out.
    assert ("Hartley Freight" in asked) is (service_options["embedder"] is not None)


def test_an_aside_takes_no_room_from_the_statements(svc: MemoryService, user_id: str) -> None:
    _said(svc, user_id, CROCKPOT, "s1")
    statements = [
        "I'm a paramedic in Leeds and I work twelve hour shifts.",
        "I have two daughters, Maya and Priya, who are both at primary school.",
        "I'm training for the York marathon in October with a running club.",
        "I'm allergic to penicillin and I keep an inhaler for my asthma.",
        "I'm learning Portuguese because we are moving to Porto next year.",
    ]
    _said(svc, user_id, " ".join(statements), "s2")
    full = svc.get_for_prompt(user_id, token_budget=2000)
    assert "Hartley Freight" in full and "Porto" in full
    tight = svc.get_for_prompt(user_id, token_budget=120)
    assert "Porto" in tight or "marathon" in tight
    assert "Hartley Freight" not in tight


def test_an_aside_may_speak_of_someone_else_as_said(svc: MemoryService, user_id: str) -> None:
    _said(
        svc,
        user_id,
        "I need a cheap birthday party idea for Amaya she's turning 9 on the 20th and she wants a "
        "sleepover with like five girls",
        "s1",
    )
    assert [e.content for e in svc.recall_episodes(user_id, "Amaya birthday sleepover")]
    assert "turning 9" in svc.get_for_prompt(user_id, token_budget=2000)
    assert not [m for m in svc.list_memories(user_id) if "Amaya" in m.content]


def test_an_aside_goes_when_the_user_takes_it_back(svc: MemoryService, user_id: str) -> None:
    _said(svc, user_id, CROCKPOT, "s1")
    _said(svc, user_id, "please forget that I work at Hartley Freight", "s2")
    asked = svc.get_for_prompt(user_id, token_budget=2000, query="where do I work overnight?")
    assert "Hartley" not in asked
    assert all("Hartley" not in e.content for e in svc.recall_episodes(user_id, "Hartley"))


def test_what_a_request_sets_up_for_someone_else_or_make_believe_is_no_aside(
    svc: MemoryService, user_id: str
) -> None:
    for n, text in enumerate(
        [
            "lets say im a 60 year old teacher in Ohio, work out my pension",
            "help me set up my mum's profile, she's 72 and lives in Madison",
            "how do I say in French: I'm a vet and I keep three horses",
            "translate I am a vet with three horses into Spanish please",
            "Am I a psychopath if I don't cry at funerals?",
        ]
    ):
        _said(svc, user_id, text, f"s{n}")
    for query in ("Ohio teacher pension", "Madison", "vet horses", "psychopath funerals"):
        assert svc.recall_episodes(user_id, query) == [], query
        block = svc.get_for_prompt(user_id, token_budget=2000, query=query)
        assert "Ohio" not in block and "Madison" not in block
        assert "horses" not in block and "psychopath" not in block
