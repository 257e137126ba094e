"""The key registry: every writer's keys are declared there, and the LLM prompt teaches them."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from devtools import rules_eval
from memory_service import keys
from memory_service.extractors.base import Conversation
from memory_service.extractors.llm_prompt import (
    SYSTEM_PROMPT,
    ExtractionReply,
    PromptLimits,
    build_prompt,
    candidates_from,
)
from memory_service.extractors.rules import RulesExtractor
from memory_service.schemas import ChatMessage, MemoryCandidate
from memory_service.signals.edit_features import Feature
from memory_service.signals.feedback import _FIXED, wording
from memory_service.signals.insights import insights
from memory_service.signals.patterns import Activity


def _declared(key: str, writer: keys.Writer) -> keys.KeySpace:
    space = keys.space_of(key)
    assert space is not None, f"{key} is in no key space"
    assert writer in space.writers, f"{key} ({space.name}) is not declared for {writer}"
    return space


def _consistent(candidate: MemoryCandidate, writer: keys.Writer) -> None:
    space = _declared(candidate.key, writer)
    assert candidate.entry_type in space.entry_types, (candidate.key, candidate.entry_type)
    if space.critical != "depends":
        assert candidate.critical == (space.critical == "always"), (candidate.key, candidate)


def test_each_space_is_declared_once() -> None:
    names = [s.name for s in keys.REGISTRY]
    assert len(names) == len(set(names))
    formers = [f for s in keys.REGISTRY for f in s.former]
    assert not set(formers) & set(names)


def test_a_single_key_takes_no_item_and_a_multi_key_one() -> None:
    assert keys.LOCATION_HOME.key() == "location.home"
    assert keys.DIET_ALLERGY.key("peanuts") == "diet.allergy.peanuts"
    with pytest.raises(ValueError, match="takes no item"):
        keys.LOCATION_HOME.key("leeds")
    with pytest.raises(ValueError, match="takes an item"):
        keys.DIET_ALLERGY.key()


def test_the_most_specific_space_holds_a_key() -> None:
    assert keys.space_of("family.child.allergy.nuts") is keys.FAMILY_ALLERGY["child"]
    assert keys.space_of("family.child.maya") is keys.FAMILY_CHILD
    assert keys.space_of("goal.weight") is keys.GOALS["weight"]
    assert keys.space_of("goal.run_a_marathon") is keys.GOAL
    assert keys.space_of("hobby.climbing") is None


def test_former_names_read_as_the_current_ones() -> None:
    assert keys.current("location.home_city") == "location.home"
    assert keys.current("format.answer_length") == "format.length"
    assert keys.current("injury.left_knee") == "health.injury.left_knee"
    assert keys.current("injuryx.knee") == "injuryx.knee"
    assert keys.current("hobby.climbing") == "hobby.climbing"


def test_every_key_the_rules_write_on_the_labelled_set_is_declared() -> None:
    extractor = RulesExtractor()
    seen = set()
    for row in rules_eval.load():
        for made in rules_eval.extract(row, extractor):
            _consistent(made, "conversation")
            seen.add(keys.space_of(made.key))
    assert len(seen) >= 40


def test_every_feedback_wording_is_declared() -> None:
    features = [Feature.from_code(code) for code in _FIXED]
    features += [
        Feature("signoff", "set:Lena"),
        Feature("length", "cut", 40),
        Feature("length", "grown", 30),
        Feature("word", "utilize>use"),
    ]
    for feature in features:
        words = wording(feature)
        space = _declared(words.key, "feedback")
        assert "preference" in space.entry_types


def test_every_pattern_key_is_declared() -> None:
    activity = Activity("report_run", "weekly digest", ZoneInfo("UTC"))
    for kind in ("weekly", "daily"):
        _declared(activity.key(kind), "patterns")
    memories: list[Any] = [
        _Memory("health.injury.knee", ["knee"]),
        _Memory("health.injury.left_knee", ["knee"]),
        _Memory("health.condition.arthritis", ["knee"]),
    ]
    [insight] = insights(memories)
    _declared(insight.candidate.key, "patterns")


class _Memory:
    def __init__(self, key: str, tags: list[str]) -> None:
        self.key, self.tags, self.source = key, tags, "conversation"
        self.id, self.content = key, key
        self.created_at = datetime(2026, 1, 1, tzinfo=UTC)


def test_the_llm_prompt_teaches_exactly_the_conversation_keys() -> None:
    listed = SYSTEM_PROMPT.split("\nThe keys (", 1)[1].split("\n\n", 1)[0]
    taught = re.findall(r"^- ([a-z_.<>]+): ", listed, re.MULTILINE)
    assert taught == [s.template for s in keys.spaces("conversation")]
    former = {f for space in keys.REGISTRY for f in space.former}
    named = set(re.findall(r'"([a-z_]+(?:\.[a-z_]+)+)"', SYSTEM_PROMPT))
    assert named and not {n for n in named for f in former if n == f or n.startswith(f + ".")}


def test_a_reply_under_a_former_key_name_is_stored_under_the_current_one() -> None:
    conversation = Conversation(
        user_id="u",
        session_id="s",
        messages=[ChatMessage(role="user", content="I live in Leeds and I hurt my knee.")],
    )
    prompt = build_prompt(conversation, [], PromptLimits())
    assert prompt is not None
    reply = ExtractionReply.model_validate(
        {
            "memories": [
                {
                    "key": key,
                    "content": content,
                    "entry_type": "fact",
                    "critical": False,
                    "tags": [],
                    "importance": 0.5,
                    "source_turns": [0],
                }
                for key, content in (
                    ("location.home_city", "Lives in Leeds."),
                    ("injury.knee", "Hurt their knee."),
                )
            ]
        }
    )
    stored = [c.key for c in candidates_from(reply, prompt, "s")]
    assert stored == ["location.home", "health.injury.knee"]
