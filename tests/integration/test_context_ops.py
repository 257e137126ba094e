"""The Context page's operations: pages in prompt order, add and edit with type and critical flag,
redaction reported, limits named, user ids checked, episodes one by one (both databases)."""

from __future__ import annotations

import base64
import json

import pytest

from memory_service import InvalidInputError, MemoryNotFoundError, MemoryService
from memory_service.errors import UnknownUserError

SESSION = [
    {
        "role": "user",
        "content": "I'm allergic to peanuts. I live in Porto and I work as a nurse. "
        "Always use metric units. I prefer short answers with bullet points.",
    },
    {"role": "assistant", "content": "Got it."},
]
SECRET = "sk-ant-api03-" + "a1B2c3D4e5F6g7H8i9J0" * 3


def _block_order(svc: MemoryService, user_id: str) -> list[str]:
    block = svc.get_for_prompt(user_id, token_budget=4000)
    return [line[2:] for line in block.splitlines() if line.startswith("- ") and "[" not in line]


def test_pages_follow_the_prompt_order_and_the_cursor_walks_every_memory_once(
    svc: MemoryService, user_id: str
) -> None:
    svc.process_conversation(user_id, SESSION, "s1")
    for n in range(5):
        svc.add_memory(user_id, f"Plays board game number {n} with friends on weekends")
    listed = [m.content for m in svc.list_memories(user_id, include_archived=False)]
    assert listed == _block_order(svc, user_id)
    assert listed[0] == "Allergic to peanuts"
    walked: list[str] = []
    cursor = None
    while True:
        page = svc.page_memories(user_id, limit=3, cursor=cursor)
        walked += [m.content for m in page.items]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert walked == listed


def test_archived_memories_are_listed_only_on_request(svc: MemoryService, user_id: str) -> None:
    svc.add_memory(user_id, "Lives in Porto")
    svc.add_memory(user_id, "Lives in Lisbon")
    active = svc.page_memories(user_id).items
    archived = svc.page_memories(user_id, status="archived").items
    assert [m.content for m in active] == ["Lives in Lisbon"]
    assert [(m.content, m.status) for m in archived] == [("Lives in Porto", "archived")]
    with pytest.raises(InvalidInputError, match="cursor"):
        svc.page_memories(user_id, cursor="not-a-cursor")
    with pytest.raises(InvalidInputError, match="status"):
        svc.page_memories(user_id, status="everything")


def test_an_added_memory_takes_its_type_and_flag_from_its_wording(
    svc: MemoryService, user_id: str
) -> None:
    allergy = svc.add_memory(user_id, "Allergic to kiwi")
    assert (allergy.key, allergy.critical, allergy.source) == ("diet.allergy.kiwi", True, "user")
    note = svc.add_memory(user_id, "Keeps a sourdough starter called Gerald", "preference")
    assert note.entry_type == "preference" and not note.critical


def test_editing_a_critical_memory_into_another_statement_reads_it_afresh(
    svc: MemoryService, user_id: str
) -> None:
    kiwi = svc.add_memory(user_id, "Allergic to kiwi")
    jazz = svc.edit_memory(user_id, kiwi.id, "Likes jazz")
    assert (jazz.content, jazz.critical, jazz.entry_type) == ("Likes jazz", False, "preference")
    assert "allergy" not in jazz.key
    flagged = svc.edit_memory(user_id, kiwi.id, critical=True, entry_type="fact")
    assert (flagged.content, flagged.critical, flagged.entry_type) == ("Likes jazz", True, "fact")
    assert "Safety-critical:\n- Likes jazz" in svc.get_for_prompt(user_id)


def test_a_secret_in_an_edit_is_redacted_and_the_result_says_so(
    svc: MemoryService, user_id: str
) -> None:
    memory = svc.add_memory(user_id, "Works as a nurse")
    assert memory.redacted is False
    edited = svc.edit_memory(user_id, memory.id, f"My work API key is {SECRET}")
    assert edited.redacted is True
    assert SECRET not in edited.content and "redacted" in edited.content
    assert SECRET not in str(svc.export_user(user_id))


def test_limits_name_the_field_and_the_real_limit(svc: MemoryService, user_id: str) -> None:
    memory = svc.add_memory(user_id, "Works as a nurse")
    with pytest.raises(InvalidInputError, match=r"content: at most 500 characters \(got 600\)"):
        svc.edit_memory(user_id, memory.id, "x" * 600)
    with pytest.raises(InvalidInputError, match=r"query: at most 4000 characters"):
        svc.get_for_prompt(user_id, query="peanuts " * 131_072)
    with pytest.raises(InvalidInputError, match="content: give at least one"):
        svc.edit_memory(user_id, memory.id)
    with pytest.raises(InvalidInputError, match="entry_type"):
        svc.edit_memory(user_id, memory.id, entry_type="opinion")
    assert svc.list_memories(user_id)[0].content == "Works as a nurse"


@pytest.mark.parametrize("bad", ["Likes tea\x00 with milk", "Likes \ud800 tea"], ids=repr)
@pytest.mark.parametrize(
    "given", [{}, {"entry_type": "preference"}, {"entry_type": "preference", "critical": False}]
)
def test_a_nul_or_a_lone_surrogate_in_a_wording_is_refused_naming_content(
    svc: MemoryService, user_id: str, bad: str, given: dict[str, object]
) -> None:
    with pytest.raises(InvalidInputError, match=r"content: .*(NUL|surrogate)"):
        svc.add_memory(user_id, bad, **given)  # type: ignore[arg-type]
    assert not svc.knows_user(user_id)
    memory = svc.add_memory(user_id, "Likes coffee")
    with pytest.raises(InvalidInputError, match=r"content: .*(NUL|surrogate)"):
        svc.edit_memory(user_id, memory.id, bad, **given)  # type: ignore[arg-type]
    assert [m.content for m in svc.list_memories(user_id)] == ["Likes coffee"]


@pytest.mark.parametrize("bad_user", ["", "x" * 256, "nul\x00"])
def test_every_operation_checks_the_user_id(svc: MemoryService, bad_user: str) -> None:
    memory_id = "00000000-0000-0000-0000-000000000001"
    calls = [
        lambda: svc.list_memories(bad_user),
        lambda: svc.page_memories(bad_user),
        lambda: svc.explain(bad_user, memory_id),
        lambda: svc.edit_memory(bad_user, memory_id, "Likes jazz"),
        lambda: svc.delete_memory(bad_user, memory_id),
        lambda: svc.add_memory(bad_user, "Likes jazz"),
        lambda: svc.list_episodes(bad_user),
    ]
    for call in calls:
        with pytest.raises(InvalidInputError, match="user_id"):
            call()


def test_an_unknown_user_is_told_apart_from_an_empty_one(svc: MemoryService, user_id: str) -> None:
    memory_id = "00000000-0000-0000-0000-000000000001"
    with pytest.raises(UnknownUserError, match="user_id"):
        svc.page_memories(user_id)
    with pytest.raises(UnknownUserError):
        svc.delete_memory(user_id, memory_id)
    only = svc.add_memory(user_id, "Likes jazz")
    svc.delete_memory(user_id, only.id)
    assert svc.page_memories(user_id).items == []  # known (the audit remains), now empty
    with pytest.raises(MemoryNotFoundError, match="memory_id") as caught:
        svc.explain(user_id, memory_id)
    assert not isinstance(caught.value, UnknownUserError)


def test_episodes_are_listed_and_deleted_one_by_one(svc: MemoryService, user_id: str) -> None:
    svc.process_conversation(
        user_id,
        [
            {"role": "user", "content": "We adopted a corgi puppy called Rocket last weekend."},
            {"role": "user", "content": "My sister Ana is moving to Valencia in the spring."},
        ],
        "s1",
    )
    first = svc.list_episodes(user_id, limit=1)
    assert len(first.items) == 1 and first.next_cursor is not None
    rest = svc.list_episodes(user_id, cursor=first.next_cursor)
    episodes = first.items + rest.items
    assert len({e.id for e in episodes}) == len(episodes) >= 2
    corgi = next(e for e in episodes if "Rocket" in e.content)
    svc.delete_episode(user_id, corgi.id)
    assert all("Rocket" not in e.content for e in svc.list_episodes(user_id).items)
    assert "Rocket" not in svc.get_for_prompt(user_id, query="what is my dog called?")
    with pytest.raises(MemoryNotFoundError, match="episode_id"):
        svc.delete_episode(user_id, corgi.id)


def _cursor(data: object) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode()


def test_episodes_come_newest_said_first_whatever_order_they_were_sent_in(
    svc: MemoryService, user_id: str
) -> None:
    said = ["2026-01-20T10:00:00Z", "2024-01-05T10:00:00Z", "2025-06-01T10:00:00Z"]
    for n, (when, text) in enumerate(zip(said, EVENTS, strict=True)):
        svc.process_conversation(
            user_id, [{"role": "user", "content": text, "created_at": when}], f"s{n}"
        )
    walked, cursor = [], None
    while True:  # one at a time: each cursor continues after the last one shown
        page = svc.list_episodes(user_id, limit=1, cursor=cursor)
        walked += page.items
        if page.next_cursor is None:
            break
        cursor = page.next_cursor
    assert [e.said_at.year for e in walked] == [2026, 2025, 2024]
    assert [e.id for e in walked] == [e.id for e in svc.list_episodes(user_id).items]


EVENTS = [
    "We adopted a corgi puppy called Rocket last weekend.",
    "My sister Ana moved to Valencia in the spring.",
    "I ran my first half marathon in Lisbon in October.",
]


@pytest.mark.parametrize(
    "cursor",
    [
        _cursor(["episode", "2026-01-01T00:00:00+00:00", 10**30]),
        _cursor(["episode", 10**30]),  # the shape before said_at was in it
        _cursor(["episode", "not a time", 5]),
        _cursor(["episode", "0001-01-01T00:00:00+14:00", 5]),
        _cursor(["episode", "2026-01-01T00:00:00", 5]),  # no offset
        _cursor(["episode", "2026-01-01T00:00:00+00:00", True]),
    ],
)
def test_a_crafted_episode_cursor_is_refused_naming_the_field(
    svc: MemoryService, user_id: str, cursor: str
) -> None:
    svc.add_memory(user_id, "Likes jazz")
    with pytest.raises(InvalidInputError, match=r"^cursor: "):
        svc.list_episodes(user_id, cursor=cursor)


@pytest.mark.parametrize(
    ("status", "data"),
    [
        ("active", ["active", "x", 1, 2, 3]),
        ("active", ["active", 1, "0.5", "key", "id"]),
        ("active", ["active", True, 0.5, "key", "id"]),
        ("archived", ["archived", "x", 1]),
    ],
)
def test_a_crafted_memory_cursor_is_refused_naming_the_field(
    svc: MemoryService, user_id: str, status: str, data: list[object]
) -> None:
    svc.add_memory(user_id, "Likes jazz")
    with pytest.raises(InvalidInputError, match=r"^cursor: "):
        svc.page_memories(user_id, status=status, cursor=_cursor(data))


@pytest.mark.parametrize("episode_id", [10**30, 2**63, -1, 0])
def test_an_episode_id_no_row_can_have_is_not_found(
    svc: MemoryService, user_id: str, episode_id: int
) -> None:
    svc.add_memory(user_id, "Likes jazz")
    with pytest.raises(MemoryNotFoundError, match="episode_id"):
        svc.delete_episode(user_id, episode_id)


def test_helpers_refuse_wrong_types_naming_the_field(svc: MemoryService, user_id: str) -> None:
    memory = svc.add_memory(user_id, "Likes jazz")
    for helpful in ("no", "yes", 0, 1, None):
        with pytest.raises(InvalidInputError, match=r"^helpful: "):
            svc.rate_memory(user_id, memory.id, helpful=helpful)  # type: ignore[arg-type]
    assert svc.list_memories(user_id)[0].importance == memory.importance
    with pytest.raises(InvalidInputError, match=r"^tag: "):
        svc.memories_with_tag(user_id, None)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError, match=r"^entry_type: "):
        svc.memories_by_type(user_id, "bogus")
    with pytest.raises(InvalidInputError, match=r"^limit: "):
        svc.relevant_memories(user_id, "jazz", limit=-1)
    assert [m.content for m in svc.memories_by_type(user_id, "preference")] == ["Likes jazz"]
    assert svc.rate_memory(user_id, memory.id, helpful=False).importance < memory.importance


def test_an_oversized_session_is_trimmed_not_refused(svc: MemoryService, user_id: str) -> None:
    statement = {"role": "user", "content": "I am allergic to peanuts."}
    filler = {"role": "assistant", "content": "ok"}
    outcome = svc.ingest_conversation(user_id, [filler] * 10 + [statement] * 2_000, "s-many")
    assert outcome.trimmed and outcome.memories_written == 1
    long = {"role": "user", "content": "I live in Porto. " + "x" * 32_000}
    outcome = svc.ingest_conversation(user_id, [long], "s-long")
    assert outcome.trimmed and "Porto" in svc.get_for_prompt(user_id)
    assert not svc.ingest_conversation(user_id, [statement], "s-small").trimmed
    assert svc.process_conversation(user_id, [statement] * 2_001, "s-count") >= 0  # not refused
    assert svc.session_activity(user_id, "open", [filler] * 2_001) == 2_000
    assert svc.session_activity(user_id, "open-long", [long]) == 1
    assert svc.list_episodes(user_id).items  # nothing refused along the way
