"""A conversation the user later says was not theirs ("my brother had my phone yesterday, none of
that was me") is taken back: what it alone wrote leaves the block and the episodes, what it had
replaced comes back, and what the user said elsewhere stays. Words that only look like it
(someone on the phone so the user could not reply, a quoted text, one thing forgotten) take back
nothing. On PostgreSQL and SQLite."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from devtools.fake_anthropic import FakeAnthropic, extraction_reply, memory
from memory_service import MemoryService
from memory_service.extractors.anthropic import AnthropicExtractor

SAID = datetime(2026, 5, 2, 10, 0, tzinfo=UTC)


def _say(svc: MemoryService, user: str, session: str, *said: str) -> None:
    messages = []
    for text in said:
        messages += [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]
    svc.process_conversation(user, messages, session)


def _active(svc: MemoryService, user: str) -> list[str]:
    return [m.content for m in svc.list_memories(user, include_archived=False)]


def _episodes(svc: MemoryService, user: str) -> list[str]:
    return [row["content"] for row in svc.export_user(user)["tables"].get("episode", [])]


def _kept(svc: MemoryService, user: str) -> str:
    """Everything the service keeps of the user that a prompt can show."""
    return " | ".join(_active(svc, user) + _episodes(svc, user)).lower()


def test_the_conversation_before_is_taken_back_and_the_users_own_facts_stay(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm a nurse and I'm allergic to penicillin.")
    _say(svc, user_id, "s2", "I'm a firefighter in Denver and I have three kids.")
    assert "firefighter" in _kept(svc, user_id)
    _say(
        svc,
        user_id,
        "s3",
        "Sorry, my brother was using my phone yesterday, none of that was me. "
        "I'm training for a marathon though.",
    )
    kept = _kept(svc, user_id)
    for gone in ("firefighter", "denver", "three kids"):
        assert gone not in kept
    for stays in ("nurse", "penicillin", "marathon"):
        assert stays in kept
    assert "brother" not in kept  # the sentence that says so is no fact about the user
    block = svc.get_for_prompt(user_id, token_budget=500)
    assert "Denver" not in block and "penicillin" in block
    archived = [
        m for m in svc.list_memories(user_id, include_archived=True) if "Denver" in m.content
    ]
    assert archived and all(m.status == "archived" for m in archived)
    assert all((m.archive_reason or "").startswith("disowned by the user") for m in archived)


def test_what_the_disowned_conversation_replaced_comes_back(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I live in Oslo and I'm a nurse.")
    _say(svc, user_id, "s2", "I moved to Rome. I'm a pilot now.")
    assert any("Rome" in m for m in _active(svc, user_id))
    _say(svc, user_id, "s3", "my flatmate grabbed my laptop last night and was messing around lol")
    active = _active(svc, user_id)
    assert any("Oslo" in m for m in active) and any("nurse" in m for m in active)
    assert not any("Rome" in m or "pilot" in m for m in active)
    [oslo] = [m for m in svc.list_memories(user_id) if "Oslo" in m.content]
    actions = [h["action"] for h in svc.explain(user_id, oslo.id)["history"]]
    assert actions[-1] == "restored"


def test_a_fact_the_user_also_said_elsewhere_stays_with_its_own_support_only(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm vegan.")
    _say(svc, user_id, "s2", "I'm vegan and I love motorbikes.")
    [vegan] = [m for m in svc.list_memories(user_id) if m.content == "Vegan"]
    assert vegan.occurrences == 2
    _say(svc, user_id, "s3", "lol that was my bf typing yesterday, ignore it")
    active = _active(svc, user_id)
    assert "Vegan" in active and not any("motorbike" in m for m in active)
    [vegan] = [m for m in svc.list_memories(user_id) if m.content == "Vegan"]
    assert vegan.occurrences == 1
    refs = [e["signal_ref"] for e in svc.explain(user_id, vegan.id)["evidence"]]
    assert refs == ["s1"]


def test_the_last_two_chats_named_go_and_the_one_before_them_stays(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm a pharmacist in Melbourne.")
    _say(svc, user_id, "s2", "i'm a stand up comedian and i live in a campervan.")
    _say(svc, user_id, "s3", "i have a pet iguana called Zorro.")
    _say(svc, user_id, "s4", "ignore everything from the last two chats, my kids were pranking me")
    kept = _kept(svc, user_id)
    assert "pharmacist" in kept and "melbourne" in kept
    for gone in ("comedian", "campervan", "iguana", "zorro"):
        assert gone not in kept


def test_a_conversation_named_by_its_subject_is_the_one_taken_back(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm a translator from Lyon.")
    _say(svc, user_id, "s2", "I'm a professional drummer in a metal band.")
    _say(svc, user_id, "s3", "I've started learning to knit.")
    _say(
        svc,
        user_id,
        "s4",
        "quick thing: the chat about the metal band wasn't me, my flatmate was on my laptop.",
    )
    kept = _kept(svc, user_id)
    assert "drummer" not in kept
    assert "knit" in kept and "translator" in kept


def test_a_subject_no_conversation_holds_takes_back_nothing(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm a translator from Lyon.")
    _say(svc, user_id, "s2", "I've started learning to knit.")
    _say(svc, user_id, "s3", "the chat about sailing wasn't me, my flatmate was on my laptop.")
    kept = _kept(svc, user_id)
    assert "knit" in kept and "translator" in kept


@pytest.mark.parametrize(
    "then",
    [
        "sorry my brother was using my phone so I couldn't reply. I have a dog called Rex.",
        "My friend texted me 'that wasn't me lol, my sister took my phone' haha. I have a dog "
        "called Rex.",
        "forget what I said yesterday about the budget. I have a dog called Rex.",
        "It wasn't me, it was the dog! I have a dog called Rex.",
        "someone hacked my instagram yesterday, none of those posts were me. I have a dog "
        "called Rex.",
        "What if someone else used my account? I have a dog called Rex.",
    ],
)
def test_words_that_only_look_like_it_take_nothing_back(
    svc: MemoryService, user_id: str, then: str
) -> None:
    _say(svc, user_id, "s1", "I'm a nurse and I live in Leeds.")
    _say(svc, user_id, "s2", "I'm allergic to kiwi fruit.")
    _say(svc, user_id, "s3", then)
    kept = _kept(svc, user_id)
    for stays in ("nurse", "leeds", "kiwi", "rex"):
        assert stays in kept


def test_what_the_user_wrote_themselves_is_never_taken_back(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm a nurse.")
    written = svc.add_memory(user_id, "Lives in Leeds")
    _say(svc, user_id, "s2", "I live in Leeds and I'm a drummer.")
    _say(svc, user_id, "s3", "none of that was me yesterday, my roommate had my phone")
    active = _active(svc, user_id)
    assert "Lives in Leeds" in active and not any("drummer" in m for m in active)
    assert written.content == "Lives in Leeds"


def test_a_conversation_still_buffered_is_the_one_before_and_is_never_written(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I'm a nurse in Leeds.")
    said = [{"role": "user", "content": "I'm a pilot and I live in Rome."}]
    svc.session_activity(user_id, "s2", said)  # open: the idle sweep has not closed it
    _say(svc, user_id, "s3", "the chat before this one was my brother on my phone, ignore it")
    outcome = svc.close_session(user_id, "s2")  # the sweep comes round afterwards
    assert outcome.skipped == "no buffered turns"
    kept = _kept(svc, user_id)
    assert "pilot" not in kept and "rome" not in kept
    assert "nurse" in kept and "leeds" in kept  # the written conversation before it stays


def test_a_fact_of_the_disowned_conversation_the_user_keeps_stays(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "s1", "I work as a nurse.")
    _say(svc, user_id, "s2", "I'm allergic to peanuts and I love Sleep Token.")
    _say(svc, user_id, "s3", "the last chat was my brother, not me. but the peanut allergy is real")
    active = _active(svc, user_id)
    assert "Allergic to peanuts" in active
    assert not any("Sleep Token" in m for m in active)


@pytest.fixture
def fake() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


@pytest.fixture
def llm_svc(db_url: str, fake: FakeAnthropic) -> Iterator[MemoryService]:
    extractor = AnthropicExtractor(api_key="test-key", base_url=fake.url, model="claude-test")
    service = MemoryService(db_url, extractor=extractor, clock=lambda: SAID)
    try:
        yield service
    finally:
        service.close()
        extractor.close()


def _llm_session(text: str) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": text, "created_at": SAID.isoformat()},
        {"role": "assistant", "content": "Noted.", "created_at": None},
        {"role": "user", "content": "Thanks, that's all for today.", "created_at": None},
    ]


def test_the_llm_path_takes_back_the_same_conversation(
    llm_svc: MemoryService, fake: FakeAnthropic, user_id: str
) -> None:
    fake.enqueue(extraction_reply([memory("work.role", "Works as a nurse.")]))
    llm_svc.process_conversation(user_id, _llm_session("I'm a nurse in Leeds, long shifts."), "s1")
    fake.enqueue(extraction_reply([memory("work.role", "Works as a pilot.")]))
    llm_svc.process_conversation(user_id, _llm_session("I'm a pilot, I fly to Rome a lot."), "s2")
    fake.enqueue(extraction_reply([]))
    llm_svc.process_conversation(
        user_id,
        _llm_session(
            "my son was on my laptop yesterday and was messing about, none of that was me"
        ),
        "s3",
    )
    active = [m.content for m in llm_svc.list_memories(user_id, include_archived=False)]
    assert active == ["Works as a nurse."]
