"""A safety-critical memory the user says no longer holds is taken back, in the words people use
for it: a diet or an abstention given up, a medicine they are off, a pregnancy ended by a birth, an
allergy they never had, a fact that was someone else's. Words that only look like it take nothing
back: losing a real allergy is worse than keeping an old one."""

from __future__ import annotations

import pytest

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.pipeline.writer import takes_back
from memory_service.schemas import ChatMessage, MemoryCandidate

VEGETARIAN = ("diet.style", "Vegetarian")
VEGAN = ("diet.style", "Vegan")
PESCATARIAN = ("diet.style", "Pescatarian")
NO_ALCOHOL = ("diet.avoid.alcohol", "Does not drink alcohol")
NO_PORK = ("diet.avoid.pork", "Does not eat pork")
SERTRALINE = ("health.medication.sertraline", "Takes sertraline 50mg")
METFORMIN = ("health.medication.metformin", "Takes metformin")
PREGNANT = ("health.pregnancy", "Pregnant")
PENICILLIN = ("health.allergy.penicillin", "Allergic to penicillin")
PEANUTS = ("diet.allergy.peanuts", "Allergic to peanuts")
DOGS = ("health.allergy.dogs", "Allergic to dogs")
CATS = ("health.allergy.cats", "Allergic to cats")
DIABETES = ("health.condition.diabetes", "Has diabetes")
SONS_PEANUTS = ("family.allergy.child.peanuts", "Son is allergic to peanuts")


def _taken_back(said: str, memory: tuple[str, str]) -> bool:
    message = ChatMessage(role="user", content=said)
    conversation = Conversation(user_id="u", session_id="s", messages=[message])
    made = RulesExtractor().extract(conversation, []).candidates
    key, content = memory
    return any(c.action == "retract" and takes_back(c, key, content) for c in made)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I started eating meat again", VEGETARIAN),
        ("i eat meat now, turns out i missed bacon", VEGETARIAN),
        ("I've started eating fish again, doctor's orders", VEGAN),
        ("started eatin meat again after 10 yrs", VEGETARIAN),
        ("I went back to eating meat last year", PESCATARIAN),
        ("I eat pork now", NO_PORK),
        ("I drink occasionally now, mostly wine", NO_ALCOHOL),
        ("I'm drinking again, mostly beer", NO_ALCOHOL),
        ("I'm off the sertraline now, my doctor took me off it", SERTRALINE),
        ("im off metformin since june", METFORMIN),
        ("my doctor took me off metformin last week", METFORMIN),
        ("I've been off the sertraline for a month now", SERTRALINE),
        ("Baby Noah was born on Tuesday, 3.2kg!", PREGNANT),
        ("I gave birth to a little girl last night", PREGNANT),
        ("we had the baby!! she's perfect", PREGNANT),
        ("turns out I'm not actually allergic to penicillin, had a test done", PENICILLIN),
        ("I'm not allergic to cats, just dogs", CATS),
        ("Actually it's my sister who's vegan, not me. I eat everything.", VEGAN),
        ("it's my son who has the peanut allergy, not me", PEANUTS),
        ("sorry, it's my dad who has diabetes, not me", DIABETES),
    ],
)
def test_a_critical_fact_that_no_longer_holds_is_taken_back(
    said: str, memory: tuple[str, str]
) -> None:
    assert _taken_back(said, memory)


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my son is not allergic to peanuts", PEANUTS),
        ("I'm not allergic to cats, just dogs", DOGS),
        ("I'm not allergic to anything else", PENICILLIN),
        ("I'm not allergic to amoxicillin, only penicillin", PENICILLIN),
        ("turns out the rash wasn't from the penicillin, it's still an allergy though", PENICILLIN),
        ("it's my son who has the peanut allergy, not me", SONS_PEANUTS),
        ("it's my dad who doesn't believe I have diabetes, not me", DIABETES),
        ("I ate meat by accident at the wedding and felt awful", VEGETARIAN),
        ("I eat eggs again now", VEGETARIAN),
        ("I eat fish again now", PESCATARIAN),
        ("my husband eats meat again now", VEGETARIAN),
        ("I'd never start eating meat again", VEGETARIAN),
        ("I used to drink a lot but haven't for 5 years", NO_ALCOHOL),
        ("I drink alcohol-free beer now", NO_ALCOHOL),
        ("I drink 2 litres of water a day now", NO_ALCOHOL),
        ("I'm drinking a coffee now", NO_ALCOHOL),
        ("my dad started drinking again, it's awful", NO_ALCOHOL),
        ("I'm off to the pharmacy to pick up my sertraline", SERTRALINE),
        ("I'm off sick with flu but still on sertraline", SERTRALINE),
        ("my brother is off sertraline now", SERTRALINE),
        ("my sister is pregnant", PREGNANT),
        ("my sister's baby was born yesterday", PREGNANT),
        ("the baby was born healthy", PREGNANT),
        ("I can't wait until our baby arrives", PREGNANT),
        ("I had my baby scan yesterday", PREGNANT),
        ("we had a baby shower yesterday", PREGNANT),
    ],
)
def test_words_that_only_look_like_it_take_nothing_back(said: str, memory: tuple[str, str]) -> None:
    assert not _taken_back(said, memory)


def test_after_all_ends_what_is_taken_back() -> None:
    # "penicillin after all" named no memory's words
    said = "turns out I'm not allergic to penicillin after all, the test came back negative"
    assert _taken_back(said, PENICILLIN)
    assert not _taken_back(said, PEANUTS)


@pytest.mark.parametrize(
    ("said", "kept", "not_kept"),
    [
        ("I'm allergic to **shellfish**.", "shellfish", None),
        ("I'm allergic to *shellfish*.", "shellfish", None),
        ("I am allergic to <b>shellfish</b>.", "shellfish", None),
        ("I'm allergic to walnuts, no wait, pecans.", "pecans", "walnuts"),
        ("I am allergic to tree nuts, I mean peanuts!", "peanuts", "tree"),
        ("I'm allergic to cats, no wait, I'm allergic to dogs.", "dogs", "cats"),
        ("I'm allergic to penicillin. No wait, it's amoxicillin.", "amoxicillin", "penicillin"),
        ("My doctor says I'm allergic to penicillin.", "penicillin", None),
        ("I'm allergic to peanuts, no wait, it's cashews", "cashews", "peanuts"),
        ("I'm allergic to penicilin, oops, typo, penicillin", "penicillin", "penicilin"),
        ("I'm allergic to shellfish, sorry i meant fish, not shellfish", "fish", "shellfish"),
        ("im allergic to shellfish - sorry i meant fish", "fish", "shellfish"),
    ],
)
def test_an_allergy_in_emphasis_or_corrected_in_the_same_breath_is_the_one_kept(
    said: str, kept: str, not_kept: str | None
) -> None:
    message = ChatMessage(role="user", content=said)
    conversation = Conversation(user_id="u", session_id="s", messages=[message])
    made = [c.content for c in RulesExtractor().extract(conversation, []).candidates]
    allergies = [content for content in made if "allergic" in content.lower()]
    assert len(allergies) == 1, made
    assert kept in allergies[0]
    assert not_kept is None or not_kept not in allergies[0]


@pytest.mark.parametrize(
    ("asked", "reply", "allergy"),
    [
        ("So you're allergic to peanuts, right?", "Yes.", "Allergic to peanuts"),
        ("Are you allergic to shellfish?", "Yep", "Allergic to shellfish"),
        ("You're allergic to penicillin, is that correct?", "Correct", "Allergic to penicillin"),
        ("Are you allergic to anything?", "Yes.", None),
        ("So you're allergic to peanuts, right? Also, want a recipe?", "Yes.", None),
        ("So you're allergic to peanuts, right?", "No.", None),
    ],
)
def test_a_yes_to_the_assistant_restating_an_allergy_says_it(
    asked: str, reply: str, allergy: str | None
) -> None:
    messages = [
        ChatMessage(role="user", content="Hi"),
        ChatMessage(role="assistant", content=asked),
        ChatMessage(role="user", content=reply),
    ]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    made = [c.content for c in RulesExtractor().extract(conversation, []).candidates]
    assert made == ([allergy] if allergy else []), made


def test_every_allergen_in_emphasis_is_kept() -> None:
    message = ChatMessage(role="user", content="I'm allergic to *kiwi* and __mango__")
    conversation = Conversation(user_id="u", session_id="s", messages=[message])
    made = {c.content for c in RulesExtractor().extract(conversation, []).candidates}
    assert made == {"Allergic to kiwi", "Allergic to mango"}


@pytest.mark.parametrize(
    ("reply", "allergies"),
    [
        ("yep that's right, badly", ["Allergic to peanuts"]),
        ("yes and sesame too", ["Allergic to peanuts", "Allergic to sesame"]),
        ("yes. anyway, what should I cook tonight?", ["Allergic to peanuts"]),
        ("Yes but only mildly, I just get itchy", ["Allergic to peanuts"]),
        ("no, it's tree nuts", ["Allergic to tree nuts"]),
        ("yes, but I outgrew it", []),
    ],
)
def test_a_reply_to_a_restated_allergy_says_what_it_confirms(
    reply: str, allergies: list[str]
) -> None:
    messages = [
        ChatMessage(role="user", content="I need a recipe"),
        ChatMessage(role="assistant", content="So you're allergic to peanuts, right?"),
        ChatMessage(role="user", content=reply),
    ]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    made = [c.content for c in RulesExtractor().extract(conversation, []).candidates]
    assert made == allergies


@pytest.mark.parametrize(
    ("said", "allergies"),
    [
        ("my allergies:\n- peanuts\n- sesame", {"Allergic to peanuts", "Allergic to sesame"}),
        ("### My allergies\npeanuts and latex", {"Allergic to peanuts", "Allergic to latex"}),
        ("Allergies:\n1. latex\n2. penicillin", {"Allergic to latex", "Allergic to penicillin"}),
        ("My allergies are peanuts and sesame", {"Allergic to peanuts", "Allergic to sesame"}),
        ("My only allergy is penicillin.", {"Allergic to penicillin"}),
        ("My allergies are bad this spring.", set()),
    ],
)
def test_allergies_listed_under_their_own_heading_or_noun_are_read(
    said: str, allergies: set[str]
) -> None:
    message = ChatMessage(role="user", content=said)
    conversation = Conversation(user_id="u", session_id="s", messages=[message])
    made = {c.content for c in RulesExtractor().extract(conversation, []).candidates}
    assert {m for m in made if "llergic" in m} == allergies


def _reply_to(asked: str, reply: str) -> list[MemoryCandidate]:
    messages = [
        ChatMessage(role="user", content="Hi"),
        ChatMessage(role="assistant", content=asked),
        ChatMessage(role="user", content=reply),
    ]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    return RulesExtractor().extract(conversation, []).candidates


def test_a_yes_to_how_severe_an_allergy_is_says_the_allergy() -> None:
    made = _reply_to("Is your penicillin allergy severe?", "yes very, I end up in A&E")
    assert [c.content for c in made] == ["Severely allergic to penicillin"]


def test_a_no_to_a_restated_allergy_that_was_outgrown_takes_it_back() -> None:
    made = _reply_to(
        "Last time you said you're allergic to peanuts - is that still right?",
        "no, I grew out of it",
    )
    assert made and all(c.action == "retract" for c in made)
    assert any(takes_back(c, "diet.allergy.peanuts", "Allergic to peanuts") for c in made)
