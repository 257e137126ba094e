"""A statement that keeps no word of content once its verb, pronouns and generic words are set
aside is a reaction or an announcement, not something to remember."""

from __future__ import annotations

import pytest

from memory_service.extractors.rules.general import candidates
from memory_service.language.substance import says_something

EMPTY = [
    "Loves her",
    "Has news too",
    "Has big news though",
    "Regrets nothing",
    "Is actually crying",
    "Is lying down",
    "Has forgotten most of it",
    "Has claimed nothing",
    "Is doing it for ME",
    "Know, love",
    "Their favourite",
    "Just feels lost",
    "Would love to meet her",
    "Adds them",
    "Downloads it now",
    "Always mixes them",
]
SAYS = [
    "Joined a choir",
    "Bought a car",
    "Is vegetarian",
    "Loves hiking",
    "Hates flying",
    "Has a dodgy shoulder",
    "Feels anxious before long flights",
    "Has two dogs (household)",
    "Started at Kestrel on 8 June 2026",
]


@pytest.mark.parametrize("statement", EMPTY)
def test_reactions_and_announcements_say_nothing(statement: str) -> None:
    assert not says_something(statement)


@pytest.mark.parametrize("statement", SAYS)
def test_facts_and_tastes_say_something(statement: str) -> None:
    assert says_something(statement)


@pytest.mark.parametrize(
    ("said", "stored"),
    [
        ("I love her", []),
        ("I have news!", []),
        ("I'm actually crying", []),
        ("I joined a choir", ["Joined a choir"]),
        ("jules and I are moving in together.", ["Is moving in together (with jules)"]),
        ("Me and my wife have two dogs", ["Has two dogs (with their wife)"]),
        (
            "Me and my girlfriend Sophie just moved in together.",
            ["Just moved in together (with their girlfriend Sophie)"],
        ),
        ("Oh and I got a new job as a nurse", ["Got a new job as a nurse"]),
    ],
)
def test_the_rules_keep_only_statements_with_content(said: str, stored: list[str]) -> None:
    assert [c.content for c in candidates(said, None, excerpt=said)] == stored
