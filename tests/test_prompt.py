"""The prompt block: ranking, budgeting and formatting, on plain rows and on both databases."""

from __future__ import annotations

import random
import re
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from db.queries import PromptRow
from db.tables import UserContext
from memory_service import MemoryService
from memory_service.recall.prompt import GROUP_TITLES, HEADER, render
from memory_service.recall.tokens import estimate_tokens

NOW = datetime(2026, 3, 10, 14, 30, tzinfo=UTC)
ALLERGY = {
    "key": "diet.allergy.peanuts",
    "content": "Allergic to peanuts (anaphylaxis)",
    "entry_type": "fact",
    "critical": True,
    "confidence": "low",
    "importance": 0.5,
}
BEES = {
    "key": "hobby.beekeeping",
    "content": "Keeps two beehives in the back garden",
    "entry_type": "fact",
    "confidence": "low",
    "importance": 0.1,
}
OBJECTS = (
    "vintage maps",
    "old radios",
    "postcards",
    "vinyl records",
    "board games",
    "stamps",
    "fountain pens",
    "model trains",
    "comic books",
    "film cameras",
)


# -- plain rows ------------------------------------------------------------------------------------


def Row(
    key: str,
    content: str,
    entry_type: str = "fact",
    critical: bool = False,
    tags: list[str] | str | None = None,
    confidence: str = "medium",
    occurrences: int = 1,
    importance: float = 0.5,
    stability_days: float = 30.0,
    last_observed_at: datetime = NOW,
    id: uuid.UUID | None = None,
) -> PromptRow:
    """A row as `db.queries.prompt_rows` returns it; the id derives from the key by default."""
    return PromptRow(
        id=id or uuid.uuid5(uuid.NAMESPACE_URL, key),
        key=key,
        content=content,
        entry_type=entry_type,
        critical=critical,
        tags=[] if tags is None else tags,
        confidence=confidence,
        occurrences=occurrences,
        importance=importance,
        stability_days=stability_days,
        last_observed_at=last_observed_at,
    )


def _filler(count: int, *, start: int = 0) -> list[Row]:
    """Strong, distinct memories spread over the three tiers (none mentions bees or peanuts)."""
    rows = []
    for i in range(start, start + count):
        thing = OBJECTS[i % len(OBJECTS)]
        entry_type, content = (
            ("instruction", f"When discussing {thing}, cite catalogues from {1600 + i}"),
            ("preference", f"Prefers {thing} made before {1600 + i}"),
            ("fact", f"Collects {thing} from {1600 + i}"),
        )[i % 3]
        rows.append(
            Row(
                f"misc.item_{i:04d}",
                content,
                entry_type,
                confidence="high",
                importance=0.9,
                stability_days=400.0,
            )
        )
    return rows


def _lines(text: str) -> list[str]:
    return text.split("\n")


def test_groups_follow_the_tier_order_under_a_header() -> None:
    rows = [
        Row("pet.dog", "Has a dog called Biscuit"),
        Row("format.bullets", "Prefers bullet points", "preference"),
        Row("diet.allergy", "Allergic to peanuts", critical=True),
        Row("style.language", "Always answer in British English", "instruction"),
    ]
    rendered = render(rows, token_budget=2000, query=None, now=NOW)
    assert _lines(rendered.text) == [
        HEADER,
        "Safety-critical:",
        "- Allergic to peanuts",
        "Instructions:",
        "- Always answer in British English",
        "Preferences:",
        "- Prefers bullet points",
        "Facts:",
        "- Has a dog called Biscuit",
    ]
    assert rendered.memory_ids == [rows[2].id, rows[3].id, rows[1].id, rows[0].id]


def test_no_rows_give_an_empty_block() -> None:
    assert render([], token_budget=2000, query=None, now=NOW).text == ""
    assert render([], token_budget=2000, query="peanuts", now=NOW).memory_ids == []


def test_a_budget_too_small_for_one_line_gives_an_empty_block() -> None:
    rows = [Row("diet.allergy", "Allergic to peanuts", critical=True)]
    needed = estimate_tokens("\n".join([HEADER, GROUP_TITLES[0], "- Allergic to peanuts"]))
    assert render(rows, token_budget=needed - 1, query=None, now=NOW).text == ""
    assert render(rows, token_budget=0, query=None, now=NOW).text == ""
    exact = render(rows, token_budget=needed, query=None, now=NOW)
    assert exact.text.endswith("- Allergic to peanuts")
    assert estimate_tokens(exact.text) == needed


def test_a_critical_memory_survives_a_tight_budget_among_strong_ones() -> None:
    rows = [*_filler(300), Row("diet.allergy", "Allergic to peanuts", critical=True, importance=0)]
    rendered = render(rows, token_budget=150, query=None, now=NOW)
    assert _lines(rendered.text)[1:3] == ["Safety-critical:", "- Allergic to peanuts"]
    assert estimate_tokens(rendered.text) <= 150
    assert len(rendered.memory_ids) > 1  # the rest of the budget still goes to other memories


def test_a_critical_memory_is_dropped_only_when_it_alone_exceeds_the_budget() -> None:
    long_text = "Severe reaction to " + ", ".join(f"compound {i}" for i in range(60))
    rows = [
        Row("health.long", long_text, critical=True, importance=1.0),
        Row("diet.allergy", "Allergic to peanuts", critical=True, importance=0.1),
        *_filler(20),
    ]
    rendered = render(rows, token_budget=120, query=None, now=NOW)
    assert "- Allergic to peanuts" in _lines(rendered.text)
    assert long_text not in rendered.text
    assert estimate_tokens(rendered.text) <= 120
    roomy = render(rows, token_budget=2000, query=None, now=NOW)
    assert _lines(roomy.text)[2] == f"- {long_text}"  # stronger, so first when it fits


def test_within_a_tier_confidence_and_importance_rank_first() -> None:
    rows = [
        Row("a.weak", "Likes jazz", confidence="low", importance=0.2),
        Row("b.strong", "Plays the cello", confidence="high", importance=0.9),
        Row("c.middle", "Sings in a choir", confidence="medium", importance=0.5),
    ]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert _lines(text)[2:] == ["- Plays the cello", "- Sings in a choir", "- Likes jazz"]


def test_a_memory_not_observed_for_months_ranks_below_a_fresh_one() -> None:
    rows = [
        Row("a.stale", "Runs marathons", last_observed_at=NOW - timedelta(days=120)),
        Row("b.fresh", "Swims on Sundays", last_observed_at=NOW - timedelta(days=1)),
    ]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert _lines(text)[2:] == ["- Swims on Sundays", "- Runs marathons"]


def test_a_reinforced_memory_fades_slower_than_one_heard_once() -> None:
    seen = NOW - timedelta(days=90)
    rows = [
        Row("a.once", "Learns Portuguese", stability_days=30.0, last_observed_at=seen),
        Row("b.reinforced", "Learns the violin", stability_days=300.0, last_observed_at=seen),
    ]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert _lines(text)[2:] == ["- Learns the violin", "- Learns Portuguese"]


def test_the_block_does_not_change_within_a_day() -> None:
    rng = random.Random(3)
    midnight = NOW.replace(hour=0, minute=0)
    rows = [
        Row(
            f"k.{i:03d}",
            f"Memory number {i}",
            rng.choice(["fact", "instruction", "preference"]),
            stability_days=rng.uniform(1, 200),
            last_observed_at=midnight - timedelta(minutes=rng.randint(1, 60 * 24 * 90)),
        )
        for i in range(200)
    ]
    morning = midnight.replace(second=1)
    night = NOW.replace(hour=23, minute=59, second=59)
    first = render(rows, token_budget=300, query=None, now=morning)
    assert render(rows, token_budget=300, query=None, now=night) == first
    assert render(rows, token_budget=300, query=None, now=NOW) == first


def test_ties_are_broken_by_key_whatever_the_input_order() -> None:
    rows = [Row(f"same.{name}", f"Equal memory {name}") for name in "dbeca"]
    for seed in range(5):
        shuffled = rows[:]
        random.Random(seed).shuffle(shuffled)
        text = render(shuffled, token_budget=2000, query=None, now=NOW).text
        assert _lines(text)[2:] == [f"- Equal memory {name}" for name in "abcde"]


def test_a_query_lifts_the_one_relevant_row_into_a_small_block() -> None:
    bees = Row("hobby.bees", "Keeps two beehives", confidence="low", importance=0.1)
    rows = [*_filler(400), bees]
    plain = render(rows, token_budget=60, query=None, now=NOW)
    assert bees.id not in plain.memory_ids
    asked = render(rows, token_budget=60, query="any tips for my beehives?", now=NOW)
    assert bees.id in asked.memory_ids
    assert "- Keeps two beehives" in _lines(asked.text)
    assert estimate_tokens(asked.text) <= 60


def test_a_query_matches_tags_as_well_as_content() -> None:
    tagged = Row("health.knee", "Avoid deep squats", "instruction", tags=["knee", "injury"])
    rows = [*_filler(100), tagged]
    asked = render(rows, token_budget=60, query="my knee hurts", now=NOW)
    assert tagged.id in asked.memory_ids


def test_tags_given_as_json_text_count_for_relevance() -> None:
    tagged = Row("health.knee", "Avoid deep squats", "instruction", tags='["injury", "knee"]')
    rows = [*_filler(100), tagged]
    asked = render(rows, token_budget=60, query="my knee hurts", now=NOW)
    assert tagged.id in asked.memory_ids


def test_relevant_memories_lead_their_group() -> None:
    rows = [
        Row("a.strong", "Collects stamps", confidence="high", importance=1.0),
        Row("b.weak", "Grows tomatoes on the balcony", confidence="low", importance=0.1),
    ]
    text = render(rows, token_budget=2000, query="tomatoes", now=NOW).text
    assert _lines(text)[2:] == ["- Grows tomatoes on the balcony", "- Collects stamps"]


def test_each_memory_is_one_line_whatever_its_whitespace() -> None:
    rows = [Row("note.multi", "  First part\nsecond part\r\n\tthird  ")]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert _lines(text)[2:] == ["- First part second part third"]


# -- properties ------------------------------------------------------------------------------------

_row_strategy = st.builds(
    Row,
    key=st.from_regex(r"[a-z]{1,8}(\.[a-z0-9_]{1,8}){0,2}", fullmatch=True),
    content=st.text(max_size=300),
    entry_type=st.sampled_from(["fact", "instruction", "preference"]),
    critical=st.booleans(),
    tags=st.lists(st.text(max_size=12), max_size=4),
    confidence=st.sampled_from(["low", "medium", "high"]),
    importance=st.floats(0, 1),
    stability_days=st.floats(1, 3650),
    last_observed_at=st.datetimes(
        min_value=datetime(2020, 1, 1), max_value=datetime(2026, 3, 10), timezones=st.just(UTC)
    ),
    id=st.uuids(),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rows=st.lists(_row_strategy, max_size=40),
    budget=st.integers(0, 600),
    query=st.none() | st.text(max_size=40),
    seed=st.integers(0, 2**16),
)
def test_the_block_never_exceeds_the_budget_and_ignores_input_order(
    rows: list[Row], budget: int, query: str | None, seed: int
) -> None:
    rendered = render(rows, token_budget=budget, query=query, now=NOW)
    assert estimate_tokens(rendered.text) <= budget
    assert len(rendered.memory_ids) == len(set(rendered.memory_ids))
    assert (rendered.text == "") == (rendered.memory_ids == [])
    if rendered.text:
        assert rendered.text.startswith(HEADER + "\n")
        assert len(_lines(rendered.text)) > len(rendered.memory_ids)
    shuffled = rows[:]
    random.Random(seed).shuffle(shuffled)
    assert render(shuffled, token_budget=budget, query=query, now=NOW) == rendered


@settings(max_examples=200, deadline=None)
@given(rows=st.lists(_row_strategy, min_size=1, max_size=30), budget=st.integers(0, 400))
def test_critical_memories_are_never_crowded_out(rows: list[Row], budget: int) -> None:
    rendered = render(rows, token_budget=budget, query=None, now=NOW)
    placed = set(rendered.memory_ids)
    others_placed = any(not r.critical and r.id in placed for r in rows)
    critical_left_out = [r for r in rows if r.critical and r.id not in placed and r.content.split()]
    if others_placed and critical_left_out:
        # A critical memory left out while others got in can only be one too big for the room
        # the critical memories before it left.
        critical_only = render(
            [r for r in rows if r.critical], token_budget=budget, query=None, now=NOW
        )
        assert {r.id for r in critical_left_out}.isdisjoint(critical_only.memory_ids)


# -- the token estimate ----------------------------------------------------------------------------

# Counts under the tokenizer Anthropic published for earlier Claude models.
REFERENCE_COUNTS = [
    ("Hello world", 2),
    ("Allergic to peanuts and tree nuts.", 9),
    ("Ich bin allergisch gegen Erdnüsse.", 12),
    ("我对花生过敏", 7),
    ("日本語のテキスト", 8),
    ("\ufdfa", 15),
    ("👨\u200d👩\u200d👧\u200d👦", 14),
    ("5f3a9c2e-1b7d-4e8a-9c3f-2d1e0b6a7c8d", 36),
    ("QmFzZTY0IGVuY29kZWQgc3RyaW5n", 20),
    ("https://example.com/a/b?c=d", 13),
    ("jane.doe@example.com", 9),
    ("Wojciechowski", 5),
    (" Llanfairpwllgwyngyll", 9),
    ("e\u0301\u0301\u0301", 5),
]


@pytest.mark.parametrize(("text", "reference"), REFERENCE_COUNTS)
def test_the_estimate_is_not_below_a_published_claude_tokenizer(text: str, reference: int) -> None:
    assert estimate_tokens(text) >= reference


def test_the_estimate_charges_bytes_where_bytes_are_the_bound() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("2026-03-10") == 10
    assert estimate_tokens("!?.,;") == 5
    assert estimate_tokens("é") == 2
    assert estimate_tokens("\ufdfa") == 33  # 3 bytes, but NFKC spells it out in 33
    assert estimate_tokens("\n\n") == 2


@given(parts=st.lists(st.text().map(lambda s: s.replace("\n", "")), min_size=1, max_size=8))
def test_the_estimate_of_lines_is_the_sum_of_the_lines_plus_the_newlines(
    parts: list[str],
) -> None:
    joined = estimate_tokens("\n".join(parts))
    assert joined == sum(estimate_tokens(p) for p in parts) + len(parts) - 1


@given(text=st.text())
def test_every_character_is_charged(text: str) -> None:
    floor = len(re.findall(r"[A-Za-z]+|[^\sA-Za-z]|\n", text))
    assert estimate_tokens(text) >= floor


# -- the service, on PostgreSQL and SQLite ---------------------------------------------------------


class Clock:
    """A settable clock for the service."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock(NOW)


@pytest.fixture
def svc(db_url: str, clock: Clock) -> Iterator[MemoryService]:
    # A long flush interval: usage is written only when a test flushes it.
    service = MemoryService(db_url, clock=clock, usage_flush_interval_s=3600)
    yield service
    service.close()


def _candidates(count: int) -> list[dict[str, Any]]:
    return [
        {
            "key": row.key,
            "content": row.content,
            "entry_type": row.entry_type,
            "confidence": "high",
            "importance": 0.9,
        }
        for row in _filler(count)
    ]


def _store_many(svc: MemoryService, user_id: str, count: int, *, sessions: int = 1) -> None:
    for session in range(sessions):
        svc.write(
            user_id, kind="conversation", ref=f"bulk-{session}", candidates=_candidates(count)
        )


def _usage(svc: MemoryService, user_id: str) -> dict[str, tuple[int, datetime | None]]:
    with svc.engine.connect() as conn:
        rows = conn.execute(
            select(UserContext.key, UserContext.use_count, UserContext.last_used_at).where(
                UserContext.user_id == user_id, UserContext.status == "active"
            )
        )
        return {key: (count, used) for key, count, used in rows}


def test_an_allergy_stated_once_survives_a_150_token_budget_among_300_memories(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    clock.now = NOW + timedelta(days=40)
    _store_many(svc, user_id, 300, sessions=3)  # confirmed three times: high confidence
    assert len(svc.list_memories(user_id)) == 301
    block = svc.get_for_prompt(user_id, token_budget=150)
    assert _lines(block)[:3] == [HEADER, "Safety-critical:", "- Allergic to peanuts (anaphylaxis)"]
    assert estimate_tokens(block) <= 150


def test_the_block_never_exceeds_the_budget_on_a_real_store(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY, BEES])
    _store_many(svc, user_id, 120)
    for budget in (0, 10, 30, 50, 80, 150, 400, 1000, 2000, 20_000):
        for query in (None, "beehives", "vintage maps"):
            block = svc.get_for_prompt(user_id, token_budget=budget, query=query)
            assert estimate_tokens(block) <= budget
    assert len(_lines(svc.get_for_prompt(user_id, token_budget=20_000))) == 122 + 5


def test_the_same_state_gives_the_same_string(
    svc: MemoryService, db_url: str, user_id: str, clock: Clock
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY, BEES])
    _store_many(svc, user_id, 200)
    clock.now = NOW.replace(hour=8)
    first = svc.get_for_prompt(user_id, token_budget=500)
    clock.now = NOW.replace(hour=23, minute=59)
    assert svc.get_for_prompt(user_id, token_budget=500) == first
    svc.flush_usage()  # recording usage is not a change the block depends on
    assert svc.get_for_prompt(user_id, token_budget=500) == first
    other = MemoryService(db_url, clock=clock, usage_flush_interval_s=3600)
    try:
        assert other.get_for_prompt(user_id, token_budget=500) == first
    finally:
        other.close()


def test_a_query_surfaces_the_one_relevant_memory_among_hundreds(
    svc: MemoryService, user_id: str
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[BEES])
    _store_many(svc, user_id, 300, sessions=2)
    assert BEES["content"] not in svc.get_for_prompt(user_id, token_budget=80)
    block = svc.get_for_prompt(user_id, token_budget=80, query="Any tips for my beehives?")
    assert f"- {BEES['content']}" in _lines(block)
    assert estimate_tokens(block) <= 80


def test_a_fresh_user_gets_an_empty_string(svc: MemoryService, user_id: str) -> None:
    assert svc.get_for_prompt(user_id) == ""
    assert svc.get_for_prompt(user_id, token_budget=50, query="anything") == ""


def test_archived_memories_stay_out_of_the_block(svc: MemoryService, user_id: str) -> None:
    home = {"key": "location.home", "content": "Lives in Berlin", "entry_type": "fact"}
    svc.write(user_id, kind="conversation", ref="s1", candidates=[home])
    svc.write(
        user_id, kind="conversation", ref="s2", candidates=[home | {"content": "Lives in Munich"}]
    )
    block = svc.get_for_prompt(user_id)
    assert "- Lives in Munich" in _lines(block)
    assert "Berlin" not in block


def test_usage_is_recorded_off_the_call_and_written_on_flush(
    svc: MemoryService, user_id: str, clock: Clock
) -> None:
    svc.write(user_id, kind="conversation", ref="s1", candidates=[ALLERGY])
    _store_many(svc, user_id, 60)
    clock.now = NOW + timedelta(hours=2)
    block = svc.get_for_prompt(user_id, token_budget=120)
    placed = {line[2:] for line in _lines(block) if line.startswith("- ")}
    assert all(count == 0 for count, _ in _usage(svc, user_id).values())  # nothing written yet
    svc.get_for_prompt(user_id, token_budget=120)
    svc.flush_usage()
    usage = _usage(svc, user_id)
    contents = {m.key: m.content for m in svc.list_memories(user_id)}
    used = {key for key, (count, _) in usage.items() if count}
    assert {contents[key] for key in used} == placed
    assert all(usage[key] == (2, clock.now) for key in used)
    assert len(used) < len(usage)
