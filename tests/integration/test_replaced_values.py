"""Support describes the current value: a replaced value starts fresh, a refinement carries
over, and a retraction or a negation never reinforces what it takes back."""

from __future__ import annotations

from typing import Any

from memory_service import MemoryService
from memory_service.schemas import MemoryPublic

CITIES = (
    "Lima Quito Bogota Caracas Santiago Paris Rome Madrid Lisbon Dublin "
    "Oslo Bern Vienna Prague Warsaw Athens Cairo Nairobi Tokyo Seoul"
).split()


def _say(svc: MemoryService, user: str, text_: str, session: str) -> int:
    messages = [{"role": "user", "content": text_}, {"role": "assistant", "content": "Noted."}]
    return svc.process_conversation(user, messages, session)


def _home(svc: MemoryService, user: str) -> MemoryPublic:
    [home] = [
        m for m in svc.list_memories(user, include_archived=False) if m.key == "location.home"
    ]
    return home


def _excerpts(explained: dict[str, Any]) -> list[str]:
    return [e["excerpt"] for e in explained["evidence"]]


def test_a_moved_home_starts_from_its_own_support_and_keeps_the_old_values_in_history(
    svc: MemoryService, user_id: str
) -> None:
    for i, said in enumerate(
        ["I live in Berlin.", "I moved to Munich.", "Actually I live in Hamburg."]
    ):
        _say(svc, user_id, said, f"s{i}")
    home = _home(svc, user_id)
    assert home.content == "Lives in Hamburg"
    assert home.occurrences == 1 and home.confidence != "high"
    explained = svc.explain(user_id, home.id)
    assert _excerpts(explained) == ["Actually I live in Hamburg"]
    archived = {m.content: m for m in svc.list_memories(user_id) if m.status == "archived"}
    assert {"Lives in Berlin", "Lives in Munich"} <= set(archived)
    assert archived["Lives in Munich"].superseded_by == home.id
    assert any("replaces" in (h["reason"] or "") for h in explained["history"])


def test_twenty_different_cities_give_the_last_one_a_single_observation(
    svc: MemoryService, user_id: str
) -> None:
    for i, city in enumerate(CITIES):
        _say(svc, user_id, f"I live in {city}.", f"c{i}")
    home = _home(svc, user_id)
    assert home.content == "Lives in Seoul" and home.occurrences == 1
    assert _excerpts(svc.explain(user_id, home.id)) == ["I live in Seoul"]
    # The same value said again is support for it.
    _say(svc, user_id, "I live in Seoul.", "again")
    assert _home(svc, user_id).occurrences == 2


def test_a_refinement_of_the_same_value_carries_its_support_over(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I live in Hamburg.", "r1")
    _say(svc, user_id, "I live in Hamburg.", "r2")
    _say(svc, user_id, "I live in Hamburg, Germany, near the harbour with my two cats.", "r3")
    home = _home(svc, user_id)
    assert "Hamburg" in home.content
    assert home.occurrences == 3
    assert len(_excerpts(svc.explain(user_id, home.id))) == 3


def test_forget_that_and_not_allergic_to_anything_never_raise_the_allergy(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I'm allergic to peanuts.", "a1")
    [before] = [m for m in svc.list_memories(user_id) if m.key == "diet.allergy.peanuts"]
    _say(svc, user_id, "Forget that I'm allergic to peanuts. I am not allergic to anything.", "a2")
    [after] = [m for m in svc.list_memories(user_id) if m.key == "diet.allergy.peanuts"]
    assert after.occurrences == before.occurrences == 1
    assert after.confidence == before.confidence
    assert after.status == "archived" and "retracted" in (after.archive_reason or "")
    assert _excerpts(svc.explain(user_id, after.id)) == ["I'm allergic to peanuts"]
    assert "Allergic to peanuts" not in svc.get_for_prompt(user_id)


def test_a_retraction_alone_archives_the_fact_and_keeps_it_in_history(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I live in Hamburg.", "h1")
    _say(svc, user_id, "I don't live in Hamburg anymore.", "h2")
    assert [
        m for m in svc.list_memories(user_id, include_archived=False) if m.key == "location.home"
    ] == []
    [old] = [m for m in svc.list_memories(user_id) if m.key == "location.home"]
    assert old.status == "archived" and old.occurrences == 1
    _say(svc, user_id, "Please forget that I live in Hamburg.", "h3")
    assert "Lives in Hamburg" not in svc.get_for_prompt(user_id)
    assert all(m.occurrences == 1 for m in svc.list_memories(user_id))


def test_please_forget_takes_a_fact_back_instead_of_storing_it(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I live in Hamburg.", "p1")
    _say(svc, user_id, "Please forget that I live in Hamburg.", "p2")
    assert [
        m for m in svc.list_memories(user_id, include_archived=False) if m.key == "location.home"
    ] == []
    _say(svc, user_id, "Please forget that I live in Oslo.", "p3")
    assert all("Oslo" not in m.content for m in svc.list_memories(user_id))


def test_a_retraction_with_the_new_value_in_the_same_sentence_keeps_the_new_value(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I live in Hamburg.", "b1")
    _say(svc, user_id, "I don't live in Hamburg anymore, I moved to Bremen last month.", "b2")
    active = [m.content for m in svc.list_memories(user_id, include_archived=False)]
    assert any("Bremen" in c for c in active) and not any("Hamburg" in c for c in active)
