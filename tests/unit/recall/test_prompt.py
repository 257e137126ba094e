"""The prompt block: ranking, budgeting and formatting, on plain rows."""

from __future__ import annotations

import random
import uuid
from datetime import UTC, datetime, timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory_service.recall.layout import GROUP_TITLES, HEADER, Line, compose
from memory_service.recall.prompt import render
from memory_service.recall.tokens import count_tokens
from tests.rows import NOW, Row, block_lines, filler_rows


def test_groups_follow_the_tier_order_under_a_header() -> None:
    rows = [
        Row("pet.dog", "Has a dog called Biscuit"),
        Row("format.bullets", "Prefers bullet points", "preference"),
        Row("diet.allergy", "Allergic to peanuts", critical=True),
        Row("style.language", "Always answer in British English", "instruction"),
    ]
    rendered = render(rows, token_budget=2000, query=None, now=NOW)
    assert block_lines(rendered.text) == [
        HEADER,
        "Safety-critical:",
        "- Allergic to peanuts",
        "How they asked you to answer:",
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
    needed = count_tokens("\n".join([HEADER, GROUP_TITLES[0], "- Allergic to peanuts"]))
    assert render(rows, token_budget=needed - 1, query=None, now=NOW).text == ""
    assert render(rows, token_budget=0, query=None, now=NOW).text == ""
    exact = render(rows, token_budget=needed, query=None, now=NOW)
    assert exact.text.endswith("- Allergic to peanuts")
    assert count_tokens(exact.text) == needed


def test_a_critical_memory_survives_a_tight_budget_among_strong_ones() -> None:
    rows = [
        *filler_rows(300),
        Row("diet.allergy", "Allergic to peanuts", critical=True, importance=0),
    ]
    rendered = render(rows, token_budget=150, query=None, now=NOW)
    assert block_lines(rendered.text)[1:3] == ["Safety-critical:", "- Allergic to peanuts"]
    assert count_tokens(rendered.text) <= 150
    assert len(rendered.memory_ids) > 1  # the rest of the budget still goes to other memories


def test_a_critical_memory_is_dropped_only_when_it_alone_exceeds_the_budget() -> None:
    long_text = "Severe reaction to " + ", ".join(f"compound {i}" for i in range(60))
    rows = [
        Row("health.long", long_text, critical=True, importance=1.0),
        Row("diet.allergy", "Allergic to peanuts", critical=True, importance=0.1),
        *filler_rows(20),
    ]
    rendered = render(rows, token_budget=120, query=None, now=NOW)
    assert "- Allergic to peanuts" in block_lines(rendered.text)
    assert long_text not in rendered.text
    assert count_tokens(rendered.text) <= 120
    roomy = render(rows, token_budget=2000, query=None, now=NOW)
    assert block_lines(roomy.text)[2] == f"- {long_text}"  # stronger, so first when it fits


def test_within_a_tier_confidence_and_importance_rank_first() -> None:
    rows = [
        Row("a.weak", "Likes jazz", confidence="low", importance=0.2),
        Row("b.strong", "Plays the cello", confidence="high", importance=0.9),
        Row("c.middle", "Sings in a choir", confidence="medium", importance=0.5),
    ]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert block_lines(text)[2:] == ["- Plays the cello", "- Sings in a choir", "- Likes jazz"]


def test_a_memory_not_observed_for_months_ranks_below_a_fresh_one() -> None:
    rows = [
        Row("a.stale", "Runs marathons", last_observed_at=NOW - timedelta(days=120)),
        Row("b.fresh", "Swims on Sundays", last_observed_at=NOW - timedelta(days=1)),
    ]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert block_lines(text)[2:] == ["- Swims on Sundays", "- Runs marathons"]


def test_a_reinforced_memory_fades_slower_than_one_heard_once() -> None:
    seen = NOW - timedelta(days=90)
    rows = [
        Row("a.once", "Learns Portuguese", stability_days=30.0, last_observed_at=seen),
        Row("b.reinforced", "Learns the violin", stability_days=300.0, last_observed_at=seen),
    ]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert block_lines(text)[2:] == ["- Learns the violin", "- Learns Portuguese"]


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
        assert block_lines(text)[2:] == [f"- Equal memory {name}" for name in "abcde"]


def test_a_query_lifts_the_one_relevant_row_into_a_small_block() -> None:
    bees = Row("hobby.bees", "Keeps two beehives", confidence="low", importance=0.1)
    rows = [*filler_rows(400), bees]
    plain = render(rows, token_budget=60, query=None, now=NOW)
    assert bees.id not in plain.memory_ids
    asked = render(rows, token_budget=60, query="any tips for my beehives?", now=NOW)
    assert bees.id in asked.memory_ids
    assert "- Keeps two beehives" in block_lines(asked.text)
    assert count_tokens(asked.text) <= 60


def test_a_query_matches_tags_as_well_as_content() -> None:
    tagged = Row("health.knee", "Avoid deep squats", "instruction", tags=["knee", "injury"])
    rows = [*filler_rows(100), tagged]
    asked = render(rows, token_budget=60, query="my knee hurts", now=NOW)
    assert tagged.id in asked.memory_ids


def test_tags_given_as_json_text_count_for_relevance() -> None:
    tagged = Row("health.knee", "Avoid deep squats", "instruction", tags='["injury", "knee"]')
    rows = [*filler_rows(100), tagged]
    asked = render(rows, token_budget=60, query="my knee hurts", now=NOW)
    assert tagged.id in asked.memory_ids


def test_relevant_memories_lead_their_group() -> None:
    rows = [
        Row("a.strong", "Collects stamps", confidence="high", importance=1.0),
        Row("b.weak", "Grows tomatoes on the balcony", confidence="low", importance=0.1),
    ]
    text = render(rows, token_budget=2000, query="tomatoes", now=NOW).text
    assert block_lines(text)[2:] == ["- Grows tomatoes on the balcony", "- Collects stamps"]


def test_each_memory_is_one_line_whatever_its_whitespace() -> None:
    rows = [Row("note.multi", "  First part\nsecond part\r\n\tthird  ")]
    text = render(rows, token_budget=2000, query=None, now=NOW).text
    assert block_lines(text)[2:] == ["- First part second part third"]


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
    assert count_tokens(rendered.text) <= budget
    assert len(rendered.memory_ids) == len(set(rendered.memory_ids))
    assert (rendered.text == "") == (rendered.memory_ids == [])
    if rendered.text:
        assert rendered.text.startswith(HEADER + "\n")
        assert len(block_lines(rendered.text)) > len(rendered.memory_ids)
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


def _line(band: int, text: str, memory_id: str, *, episode: bool, group: int) -> Line:
    linked = uuid.UUID(int=int(memory_id)) if memory_id else None
    return Line(band, 1.0, group, text, count_tokens(text), (0, text), linked, episode)


def test_a_statement_that_says_more_than_its_memory_takes_only_the_room_left() -> None:
    memory = _line(0, "- Vegetarian", "1", episode=False, group=0)
    more = _line(
        5,
        "- [25 June 2026] I'm a vegetarian who works in a butcher's shop.",
        "1",
        episode=True,
        group=4,
    )
    same = _line(
        5,
        "- [24 June 2026] I'm a vegetarian (the week of 22 June 2026).",
        "1",
        episode=True,
        group=4,
    )
    roomy = compose([memory, more, same], token_budget=200, shares={})
    assert "butcher's" in roomy.text
    assert "24 June" not in roomy.text  # says nothing the memory does not
    other = _line(
        5,
        "- [26 June 2026] I start at the abattoir on Monday and dread it.",
        "",
        episode=True,
        group=4,
    )
    tight_budget = count_tokens(HEADER) + 2 * count_tokens("Safety-critical:") + 40
    tight = compose([memory, other, more], token_budget=tight_budget, shares={})
    assert "abattoir" in tight.text  # a line of its own came first
    assert "butcher's" not in tight.text


def test_a_statement_that_answers_the_query_says_more_in_its_own_place() -> None:
    """With a query ranked by meaning, a relevant statement that says more than the memory it
    became is shown beside it in its own rank, not left for the room at the end."""
    memory = _line(0, "- Works as a nurse", "1", episode=False, group=3)
    answer = _line(
        1,
        "- [2 March 2026] I'm a nurse on a cardiac ward at Northgate General.",
        "1",
        episode=True,
        group=5,
    )
    others = [
        _line(
            2,
            f"- [3 March 2026] Filler line number {i} about the weekend.",
            "",
            episode=True,
            group=5,
        )
        for i in range(12)
    ]
    budget = count_tokens(HEADER) + 60
    left = compose([memory, answer, *others], token_budget=budget, shares={})
    beside = compose([memory, answer, *others], token_budget=budget, shares={}, beside={1})
    assert "cardiac" not in left.text  # the others took the room before the last pass
    assert "cardiac" in beside.text and "Works as a nurse" in beside.text
    same = _line(1, "- [2 March 2026] I work as a nurse.", "1", episode=True, group=5)
    assert (
        "I work as a nurse"
        not in compose([memory, same], token_budget=200, shares={}, beside={1}).text
    )  # it says nothing the memory does not
