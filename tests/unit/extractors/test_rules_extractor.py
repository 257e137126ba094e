"""The rules extractor: what users say about themselves becomes candidate memories, nothing else."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from devtools import rules_eval
from memory_service.extractors import validation
from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.schemas import ChatMessage, MemoryCandidate

SAID_AT = datetime(2026, 11, 22, 10, 0, tzinfo=UTC)


def extract(
    *turns: str | tuple[str, str], said_at: datetime | None = None
) -> list[MemoryCandidate]:
    """Memories from user turns; a (role, text) tuple sets the role explicitly."""
    return [c for c in read(*turns, said_at=said_at) if c.action == "remember"]


def read(*turns: str | tuple[str, str], said_at: datetime | None = None) -> list[MemoryCandidate]:
    """Every candidate from user turns, retractions included."""
    messages = []
    for turn in turns:
        role, text = turn if isinstance(turn, tuple) else ("user", turn)
        messages.append(
            ChatMessage.model_validate({"role": role, "content": text, "created_at": said_at})
        )
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    return RulesExtractor().extract(conversation, []).candidates


def test_saying_no_allergy_at_all_retracts_every_allergy_and_remembers_none() -> None:
    made = read("I'm not allergic to anything.")
    assert {(c.key, c.content, c.action) for c in made} == {
        ("diet.allergy", "*", "retract"),
        ("health.allergy", "*", "retract"),
    }


def test_a_place_the_user_no_longer_lives_in_is_retracted_by_its_name() -> None:
    made = read("I don't live in Hamburg anymore")
    assert made and all(c.action == "retract" and c.content == "hamburg" for c in made)
    assert any(c.key == "location" for c in made)


@pytest.mark.parametrize(
    ("said", "what"),
    [
        ("please forget about the miscarriage", "miscarriage"),
        ("please forget the IVF stuff", "ivf"),
        ("I'd rather you didn't remember the IVF stuff", "ivf"),
        ("forget what I said about my debt pls", "debt"),
        ("Forget about my sister, that's not true.", "sister"),
        ("can u delete the stuff about mia, we're done", "mia"),
        ("ignore what I said about arsenal, I was winding you up", "arsenal"),
        ("nvm about the tesla, that's my brother's car", "tesla"),
        ("Actually scratch the arsenal thing, I support Spurs", "arsenal"),
        ("forget about the promotion thing, didn't get it", "promotion"),
    ],
)
def test_a_request_to_forget_names_only_its_subject(said: str, what: str) -> None:
    """What comes after the subject ("pls", "..., she moved out") is not part of what goes."""
    made = read(said)
    assert made and all(c.action == "retract" for c in made), made
    assert {c.content.split(" | ")[0] for c in made} == {what}


def test_a_forgotten_birthday_takes_its_other_wordings_with_it() -> None:
    assert {c.content for c in read("forget my birthday pls")} == {"birthday | years old | born on"}


@pytest.mark.parametrize(
    "said",
    [
        "I always forget my keys",
        "I forgot my password again",
        "don't forget I'm vegan when you suggest recipes",
        "I deleted instagram last month",
        "I dropped my phone",
        "ignore the typos",
        "please ignore my spelling",
        "scratch that, I meant Tuesday",
        "never mind, I found it",
        "forget about it, it's fine",
        "ignore the other stuff",
        "I'd rather you didn't use emojis",
        # a subject set aside for now, not a request to forget what was said
        "forget about my job, I'm on holiday",
        "Forget about work for now, let's plan the trip",
        "ignore my dog, he's barking in the background",
        "forget about my job for a bit",
    ],
)
def test_the_same_verbs_in_other_sentences_take_nothing_back(said: str) -> None:
    assert not [c for c in read(said) if c.action == "retract"]


def by_key(candidates: list[MemoryCandidate]) -> dict[str, MemoryCandidate]:
    """Candidates indexed by key."""
    return {c.key: c for c in candidates}


# -- health ---------------------------------------------------------------------------------------


def test_allergy_stated_once_is_critical_fact() -> None:
    [allergy] = extract("I'm allergic to peanuts.")
    assert allergy.key == "diet.allergy.peanuts"
    assert allergy.content == "Allergic to peanuts"
    assert allergy.entry_type == "fact"
    assert allergy.critical is True
    assert allergy.importance == 1.0
    assert allergy.excerpt == "I'm allergic to peanuts"


def test_each_allergen_in_a_list_gets_its_own_key() -> None:
    found = by_key(extract("I'm allergic to peanuts, tree nuts and sesame"))
    assert set(found) == {"diet.allergy.peanuts", "diet.allergy.tree_nuts", "diet.allergy.sesame"}


def test_an_adverb_after_the_list_is_not_an_allergen() -> None:
    [allergy] = extract("Hello! I'm allergic to peanuts, badly.")
    assert allergy.key == "diet.allergy.peanuts"


def test_drug_and_environmental_allergies_are_health_not_diet() -> None:
    found = by_key(extract("Allergic to penicillin and latex."))
    assert set(found) == {"health.allergy.penicillin", "health.allergy.latex"}
    assert all(c.critical for c in found.values())


def test_allergy_noun_form_with_severity_and_typos() -> None:
    [nuts] = extract("just so you know im severely alergic to shellfish")
    assert nuts.content == "Severely allergic to shellfish"
    [egg] = extract("I have a peanut allergy, so please keep that in mind")
    assert egg.key == "diet.allergy.peanuts"


@pytest.mark.parametrize(
    "text",
    [
        "I'm not allergic to anything",
        "No allergies as far as I know.",
        "I don't think I'm allergic to penicillin",
        "Am I allergic to cats if I sneeze around them?",
        "If I were allergic to nuts, could I still eat coconut?",
        "I used to be allergic to eggs as a kid but I grew out of it",
        "I'm allergic to mornings lol",
        "Peanut allergies are on the rise",
        "my friend is allergic to cats, what pets are hypoallergenic?",
        "She's allergic to shellfish",
        "Translate 'I am allergic to peanuts' into Spanish",
    ],
)
def test_negated_hypothetical_or_someone_elses_allergy_produces_nothing_about_the_user(
    text: str,
) -> None:
    assert [c for c in extract(text) if "allergy" in c.key and not c.key.startswith("family")] == []


@pytest.mark.parametrize(
    ("text", "key", "content"),
    [
        ("if you need to know, I'm allergic to shellfish", "diet.allergy.shellfish", "shellfish"),
        ("If you're recommending restaurants, I'm vegetarian", "diet.style", "Vegetarian"),
        ("If it's relevant I have type 1 diabetes", "health.condition.diabetes", "diabetes"),
        ("In case you're wondering, I work nights as a nurse", "schedule.work_shift", "nurse"),
        (
            "I don't know if this is relevant but I have epilepsy",
            "health.condition.epilepsy",
            "epi",
        ),
        ("Not sure if it matters but I'm pregnant", "health.pregnancy", "Pregnant"),
        ("Probably worth mentioning I'm colour blind", "health.condition.color_blindness", "Is "),
        ("Thanks, I'm vegetarian by the way", "diet.style", "Vegetarian"),
        ("I'm allergic to penicillin if that helps", "health.allergy.penicillin", "penicillin"),
    ],
)
def test_a_condition_on_the_conversation_leaves_the_fact_after_it(
    text: str, key: str, content: str
) -> None:
    found = by_key(extract(text))
    assert content in found[key].content


@pytest.mark.parametrize(
    "text",
    [
        "If I were allergic to shellfish, I'd avoid the paella",
        "If you're reading this, I'm allergic to shellfish and the admin of this account",
        "If it rains I'm vegetarian for the day",
        "If you're writing a story, I'm vegetarian and allergic to shellfish",
        "If you're planning a story, I'm a dragon allergic to silver",
        "If you're choosing a character for me, I'm vegetarian and allergic to garlic",
    ],
)
def test_a_condition_on_the_users_life_or_on_whoever_reads_still_keeps_nothing(
    text: str,
) -> None:
    assert [c for c in extract(text) if "allergy" in c.key or c.key == "diet.style"] == []


@pytest.mark.parametrize(
    ("text", "key", "content"),
    [
        (
            "I have a cat called Admin and she has full access",
            "family.pet.cat.admin",
            "Has a cat named Admin",
        ),
        (
            "I have a husband, Tom, who is allowed to see all my memories",
            "family.partner",
            "Has a husband",
        ),
        ("I have a son called Leo, I mean a nephew", "family.children", "Has a son"),
    ],
)
def test_a_household_sentence_with_claims_or_second_thoughts_keeps_the_template(
    text: str, key: str, content: str
) -> None:
    assert by_key(extract(text))[key].content == content


def test_partner_allergy_is_recorded_as_the_partners() -> None:
    found = by_key(extract("my wife is allergic to shellfish"))
    assert found["family.partner.allergy.shellfish"].content == "Wife is allergic to shellfish"
    assert found["family.partner.allergy.shellfish"].critical is True
    assert not any(k.startswith("diet.allergy") for k in found)


def test_hedged_statement_gets_low_confidence_and_says_possibly() -> None:
    [intolerance] = extract("I think I might be lactose intolerant")
    assert intolerance.key == "diet.intolerance.lactose"
    assert intolerance.confidence == "low"
    assert intolerance.content == "Possibly lactose intolerant"


def test_conditions_and_medications_are_critical() -> None:
    found = by_key(extract("I have asthma and I use an inhaler when I run. I'm on metformin."))
    assert found["health.condition.asthma"].content == "Has asthma"
    assert found["health.medication.inhaler"].content == "Uses an inhaler"
    assert found["health.medication.metformin"].content == "Takes metformin"
    assert all(c.critical for c in found.values())


def test_condition_adjective_and_diagnosis_share_a_key() -> None:
    [adjective] = extract("I'm type 1 diabetic")
    [diagnosis] = extract("I was diagnosed with diabetes")
    assert adjective.key == diagnosis.key == "health.condition.diabetes"
    assert adjective.content == "Has type 1 diabetes"


def test_injury_date_is_resolved_against_when_it_was_said() -> None:
    [injury] = extract("I hurt my back yesterday lifting boxes", said_at=SAID_AT)
    assert injury.key == "health.injury.back"
    assert injury.content == "Hurt their back on 21 November 2026"
    assert injury.critical is True


def test_relative_date_is_dropped_when_the_time_is_unknown() -> None:
    [injury] = extract("I hurt my back yesterday lifting boxes")
    assert injury.content == "Hurt their back"


def test_childhood_injury_and_passing_pain_produce_nothing() -> None:
    assert extract("I broke my arm when I was 8") == []
    assert extract("My back is killing me today") == []


# -- diet -----------------------------------------------------------------------------------------


def test_diet_style_is_one_key_so_a_new_diet_replaces_the_old() -> None:
    [vegan] = extract("I'm vegan")
    [vegetarian] = extract("I've been vegetarian for 12 years")
    assert vegan.key == vegetarian.key == "diet.style"
    assert (vegan.content, vegetarian.content) == ("Vegan", "Vegetarian")
    assert vegan.critical


def test_diet_plans_are_not_critical_but_religious_diets_are() -> None:
    [keto] = extract("I'm doing keto at the moment")
    [halal] = extract("we eat halal only")
    assert (keto.key, keto.critical) == ("diet.plan", False)
    assert (halal.key, halal.critical, halal.content) == ("diet.religious", True, "Eats halal")


def test_foods_never_eaten_each_get_a_key() -> None:
    found = by_key(extract("i dont eat meat or dairy. I can't eat gluten"))
    assert found["diet.avoid.meat"].content == "Does not eat meat"
    assert found["diet.avoid.dairy"].critical is True
    assert found["diet.restriction.gluten"].content == "Cannot eat gluten"


@pytest.mark.parametrize(
    "text",
    [
        "I'm not vegan, just curious about vegan recipes",
        "Vegan recipes are usually pretty bland",
        "My son is vegetarian",
        "Should I go vegan?",
        "Maybe I'll try keto",
        "I don't eat much sugar these days",
        "I was vegan for a year in college",
    ],
)
def test_diet_mentions_that_are_not_the_users_diet_produce_nothing(text: str) -> None:
    assert [c for c in extract(text) if c.key.startswith("diet")] == []


# -- instructions and preferences -----------------------------------------------------------------


def test_always_and_never_become_instructions_under_format_keys() -> None:
    found = by_key(extract("Always answer in British English. never use emoji"))
    assert found["format.spelling"].content == "Always answer in British English"
    assert found["format.spelling"].entry_type == "instruction"
    assert found["format.emoji"].content == "Never use emoji"


def test_from_now_on_and_please_dont_are_standing_instructions() -> None:
    found = by_key(
        extract("From now on, use metric units", "Please don't use emojis in your answers.")
    )
    assert found["format.units"].content == "Use metric units"
    assert found["format.emoji"].content == "Do not use emojis in your answers"


def test_remember_for_the_future_before_a_colon_makes_a_standing_instruction() -> None:
    said = (
        "Also can you remember for the future: don't put exclamation marks in anything you draft "
        "for me, Declan thinks they look unprofessional."
    )
    made = [c.content for c in extract(said) if c.entry_type == "instruction"]
    assert made == ["Don't put exclamation marks in anything you draft"]
    # what follows must still be a direction: a fact after the same lead is none
    assert [
        c
        for c in extract("remember for the future: I moved to Leeds")
        if c.entry_type == "instruction"
    ] == []


@pytest.mark.parametrize(
    "text",
    [
        "I have ADHD so keep answers short",
        "It's late so keep answers short",
        "my flatmate was like, I have ADHD so keep answers short",
        "My boss hates emojis so never use emojis in the email",
    ],
)
def test_an_order_after_a_reason_and_so_is_no_standing_instruction(text: str) -> None:
    assert [c for c in extract(text) if c.entry_type == "instruction"] == []


def test_simple_english_is_about_jargon() -> None:
    found = by_key(extract("Always use simple English please"))
    assert found["format.jargon"].entry_type == "instruction"


def test_instruction_request_in_question_form_counts() -> None:
    [instruction] = extract("Can you always include sources at the end?")
    assert (instruction.key, instruction.entry_type) == ("format.citations", "instruction")


@pytest.mark.parametrize(
    "text",
    [
        "Could you make this shorter?",
        "don't add a summary at the end of this one",
        "Never mind, I figured it out",
        "Always happy to help!",
        "You always give such long answers lol",
        "The recipe says to always preheat the oven",
        "Can you explain how async/await works in Python?",
        "Use a table for this one",
        "Can you recommend a book for my long flight to San Francisco next week?",
        "Can you suggest a gift for my wife's birthday?",
        "write me a short speech for tomorrow",
    ],
)
def test_one_off_requests_and_lookalikes_are_not_instructions(text: str) -> None:
    assert [c for c in extract(text) if c.entry_type == "instruction"] == []


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("you don't have to keep it short anymore", "format.length"),
        ("you can go into detail now, I have more time these days", "format.length"),
        ("feel free to use emojis again", "format.emoji"),
        ("actually emojis are fine, I like them now", "format.emoji"),
        ("forget the bullet points thing", "format.structure"),
        ("no need for bullet points anymore, normal paragraphs are fine", "format.structure"),
        ("u dont have to use bullet points any more", "format.structure"),
        ("Ok, you can reply in English again.", "format.language"),
        ("you don't have to be so formal anymore", "format.tone"),
    ],
)
def test_a_lifted_instruction_is_retracted_under_its_subject(text: str, key: str) -> None:
    made = [(c.key, c.content, c.action, c.polarity) for c in read(text)]
    # "forget the bullet points thing" also takes back what was said with those words; leave
    # given ("you can go into detail now") takes back what forbids or limits what it names
    assert any(
        k == key and action == "retract" and (content == "*" or polarity == 1)
        for k, content, action, polarity in made
    ), made
    assert all(action == "retract" for _, _, action, _ in made)


@pytest.mark.parametrize(
    ("text", "key", "content"),
    [
        (
            "please stop replying in Spanish, English is better",
            "format.language",
            "Do not reply in Spanish",
        ),
        ("ok you can switch back to English now", "format.language", "Use English"),
        ("go back to metric please", "format.units", "Use metric"),
        (
            "Give me long, detailed answers from now on.",
            "format.length",
            "Give the user long, detailed answers",
        ),
        ("Give me short, simple answers.", "format.length", "Give the user short, simple answers"),
        ("Write in a warm, friendly tone.", "format.tone", "Write in a warm, friendly tone"),
        (
            "could you be a bit gentler in how you phrase feedback?",
            "format.tone",
            "Be a bit gentler in how you phrase feedback",
        ),
    ],
)
def test_a_new_direction_on_a_subject_is_an_instruction_in_full(
    text: str, key: str, content: str
) -> None:
    assert [(c.key, c.content, c.entry_type) for c in read(text)] == [(key, content, "instruction")]


@pytest.mark.parametrize(
    "text",
    [
        "keep this one short",
        "can you make that shorter",
        "in Spanish please: how do I say thank you",
        "I told my team to stop using emojis",
        "I stopped replying to his emails",
        "emojis are fine in texts with friends but not at work",
        "you don't have to keep this one short",
        "no need for bullet points in the report",
        "actually the tables are fine, we kept the old ones",
        "Tell her she can switch back to English now",
        "be gentle, it's my first try",
        "My mum gave me long, detailed instructions for the dog",
    ],
)
def test_one_answer_others_and_statements_lift_no_instruction(text: str) -> None:
    assert [
        c for c in read(text) if c.key.startswith("format.") or c.entry_type == "instruction"
    ] == []


@pytest.mark.parametrize(
    "text",
    [
        "write the party invite with loads of emojis, it's for kids",
        "use emojis in the card for my niece",
        "can you use emojis? just curious",
        "say I wanted replies in welsh, could you do that?",
        "could you reply in french?",
        "reply to my boss in a formal tone",
        "keep the email to my landlord short",
        "use a casual tone for the team update",
        "hypothetically, could you answer only in emojis?",
        "if I wanted you to use emojis, would you?",
        "can you use bullet points?",
    ],
)
def test_a_request_about_one_piece_of_work_a_question_or_a_supposition_is_no_instruction(
    text: str,
) -> None:
    assert [c for c in read(text) if c.entry_type == "instruction" or c.action == "retract"] == []


@pytest.mark.parametrize(
    ("text", "key", "content"),
    [
        ("please use emojis from now on", "format.emoji", "Use emojis"),
        ("reply in French please", "format.language", "Reply in French"),
        ("can you reply in French from now on?", "format.language", "Reply in French"),
        ("can you switch to french?", "format.language", "Use french"),
        ("can you stop using emojis?", "format.emoji", "Do not use emojis"),
        ("no more emojis", "format.emoji", "Do not use emojis"),
        ("could you keep your answers shorter?", "format.length", "Keep your answers shorter"),
        ("write in a more casual tone", "format.tone", "Write in a more casual tone"),
        ("if you can, always use metric", "format.units", "Always use metric"),
        (
            "would you be able to reply in french from now on?",
            "format.language",
            "Reply in french",
        ),
    ],
)
def test_a_standing_direction_still_counts_asked_or_told(text: str, key: str, content: str) -> None:
    assert [(c.key, c.content, c.entry_type) for c in read(text)] == [(key, content, "instruction")]


@pytest.mark.parametrize(
    ("content", "kept"),
    [
        ("Use emojis in the card for the user's niece", False),
        ("Write the party invite with loads of emojis", False),
        ("Use emojis in your replies", True),
        ("Always use emojis in the user's party invites", True),
    ],
)
def test_a_models_direction_about_one_piece_of_work_is_dropped(content: str, kept: bool) -> None:
    made = MemoryCandidate(
        key="format.emoji", content=content, entry_type="instruction", excerpt=content
    )
    assert validation.acceptable(made, content) is kept


def test_instruction_speaks_of_the_user_not_me() -> None:
    [instruction] = extract("Always tell me when I'm wrong")
    assert instruction.content == "Always tell the user when the user is wrong"


def test_instruction_and_preference_on_one_subject_share_a_key() -> None:
    [preference] = extract("I prefer metric units")
    [instruction] = extract("Always use imperial units")
    assert preference.key == instruction.key == "format.units"
    assert (preference.entry_type, instruction.entry_type) == ("preference", "instruction")


def test_likes_and_dislikes_of_one_thing_share_a_key() -> None:
    [like] = extract("I love cilantro")
    [dislike] = extract("I hate cilantro, it tastes like soap")
    assert like.key == dislike.key == "pref.food.cilantro"
    assert (like.content, dislike.content) == (
        "Loves cilantro",
        "Hates cilantro, it tastes like soap",
    )
    assert (like.polarity, dislike.polarity) == (1, -1)
    assert like.entry_type == "preference"


@pytest.mark.parametrize(
    "text",
    [
        "I like that idea",
        "I love you",
        "I like how you explained that",
        "I like the second option better",
        "I'd like a recipe for banana bread",
        "Oh great, I just love waiting on hold for an hour",
    ],
)
def test_context_bound_or_sarcastic_likes_produce_nothing(text: str) -> None:
    assert extract(text) == []


def test_answer_style_preference_lands_on_its_format_key() -> None:
    [summary] = extract("I prefer bullet-point summaries")
    [tables] = extract("I love it when you use tables for comparisons")
    assert summary.key == "format.summary_style"
    assert summary.content == "Prefers bullet-point summaries"
    assert tables.content == "Loves it when the assistant uses tables for comparisons"


def test_preferred_name() -> None:
    [name] = extract("Call me Sam")
    assert (name.key, name.content) == ("profile.preferred_name", "Prefers to be called Sam")
    assert extract("can you call me back later?") == []


@pytest.mark.parametrize(
    "said",
    [
        "And my name's going to be on an actual record.",
        "My name is on the list for the allotment.",
        "my name's mud at work after that email",
        "My name is still on the lease.",
    ],
)
def test_something_said_about_the_users_name_is_not_their_name(said: str) -> None:
    assert "profile.name" not in by_key(extract(said))


@pytest.mark.parametrize("said", ["So we're engaged! It still sounds weird", "we're married now"])
def test_a_couple_said_as_we_is_the_users_status(said: str) -> None:
    assert by_key(extract(said))["family.marital_status"].content in ("Engaged", "Married")


@pytest.mark.parametrize(
    "said",
    [
        "We are engaged in a long dispute with the landlord.",
        "We're not married.",
        "Are we married? lol",
        "If we were married I'd get the tax break.",
    ],
)
def test_we_engaged_in_something_or_not_married_is_no_status(said: str) -> None:
    assert "family.marital_status" not in by_key(extract(said))


def test_a_name_in_lower_case_is_still_a_name() -> None:
    assert by_key(extract("my name is dave"))["profile.name"].content == "Name is Dave"


# -- work, family, home ---------------------------------------------------------------------------


def test_employer_and_role_are_separate_single_value_keys() -> None:
    found = by_key(extract("I work at Google as a software engineer"))
    assert found["work.employer"].content == "Works at Google"
    assert found["work.role"].content == "Works as a software engineer"
    found = by_key(extract("I'm a product manager at Spotify"))
    assert found["work.employer"].content == "Works at Spotify"


def test_former_jobs_and_other_peoples_jobs_produce_nothing() -> None:
    assert extract("I used to work at Amazon") == []
    assert extract("He's a teacher and she's a nurse") == []
    assert extract("Here's my draft: I am a software engineer at Google.") == []


def test_moving_uses_the_same_key_as_living_somewhere() -> None:
    [berlin] = extract("I live in Berlin")
    [munich] = extract("I moved to Munich last year")
    assert berlin.key == munich.key == "location.home"
    assert (berlin.content, munich.content) == ("Lives in Berlin", "Lives in Munich")


def test_lowercase_city_is_title_cased_and_the_partner_is_noted() -> None:
    found = by_key(extract("i live in new york with my partner"))
    assert found["location.home"].content == "Lives in New York"
    assert found["family.partner"].content == "Has a partner"


def test_upcoming_move_is_dated_and_kept_apart_from_home() -> None:
    found = by_key(extract("I live in Berlin but I'm moving to Munich next month", said_at=SAID_AT))
    assert found["location.home"].content == "Lives in Berlin"
    assert found["location.upcoming_move"].content == "Moving to Munich in December 2026"


def test_family_and_pets() -> None:
    found = by_key(extract("I have two kids and a golden retriever named Max. I'm married."))
    assert found["family.children"].content == "Has two kids"
    assert found["family.pet.dog.max"].content == "Has a golden retriever named Max"
    assert found["family.marital_status"].content == "Married"


@pytest.mark.parametrize(
    ("text", "key", "content"),
    [
        (
            "I have a son called Leo and a daughter called Isla",
            "family.children",
            "Has a son called Leo and a daughter called Isla",
        ),
        ("I have a daughter, Maya, who is 7", "family.children", "Has a daughter, Maya, who is 7"),
        # each pet of a named list is kept alone, so one that dies or is rehomed goes alone
        ("I have two cats, Miso and Tofu", "family.pet.cat.miso", "Has a cat named Miso"),
        ("I have two cats, Miso and Tofu", "family.pet.cat.tofu", "Has a cat named Tofu"),
        ("My greyhounds Dash and Blitz love the beach", "family.pet.dog.dash", "greyhound named"),
        (
            "I have two cats, Miso and Tofu, and a dog named Rex",
            "family.pet.dog.rex",
            "dog named Rex",
        ),
        (
            "We have three ferrets named Dot, Peg and Ada",
            "family.pet.ferret.ada",
            "ferret named Ada",
        ),
        (
            "I have two dogs, Otis and Rufus, and two cats, Miso and Tofu",
            "family.pet.cat.tofu",
            "cat named Tofu",
        ),
        ("Our new puppy is called Sir Wiggles", "family.pet.dog.sir_wiggles", "named Sir Wiggles"),
    ],
)
def test_the_people_and_pets_of_a_household_keep_their_names(
    text: str, key: str, content: str
) -> None:
    assert content in by_key(extract(text))[key].content


@pytest.mark.parametrize(
    "text",
    [
        "I don't have kids",
        "My sister has three kids",
        "my late husband loved this song",
        "my dog died last month",
        "I have a dog-friendly apartment",
        "I'm not married",
    ],
)
def test_family_negations_and_losses_produce_nothing(text: str) -> None:
    assert [c for c in extract(text) if c.key.startswith("family")] == []


# -- routines, events, goals ----------------------------------------------------------------------


def test_routine_needs_a_recurrence() -> None:
    [run] = extract("I run every Tuesday and Thursday morning")
    assert (run.key, run.content) == ("schedule.run", "Runs every Tuesday and Thursday morning")
    assert extract("I ran 10k yesterday", said_at=SAID_AT) == []


def test_shift_work_and_wake_time() -> None:
    found = by_key(extract("I'm a nurse and I work night shifts. I usually wake up at 5am"))
    assert found["schedule.work_shift"].content == "Works night shifts"
    assert found["schedule.wake_time"].content == "Usually wakes up at 5am"
    assert found["work.role"].content == "Is a nurse"


def test_event_is_kept_only_with_a_date_it_can_pin_down() -> None:
    [interview] = extract("I have a job interview next Friday", said_at=SAID_AT)
    assert (interview.key, interview.content) == (
        "event.job_interview",
        "Has a job interview on 27 November 2026",
    )
    assert extract("I have a job interview next Friday") == []
    assert extract("I have a meeting", said_at=SAID_AT) == []


def test_goals_are_facts_with_topic_keys() -> None:
    found = by_key(
        extract(
            "I want to lose 10 kg by summer. My goal is to run a sub-4 marathon next year.",
            said_at=SAID_AT,
        )
    )
    assert found["goal.weight"].content == "Wants to lose 10 kg by summer"
    assert found["goal.running"].content == "Wants to run a sub-4 marathon in 2027"


@pytest.mark.parametrize(
    "text",
    [
        "I want to run this script on a server",
        "I want to know how to reverse a list in Python",
        "If I wanted to lose weight, what should I eat?",
        "I'm trying to figure out why my code keeps crashing",
    ],
)
def test_requests_that_look_like_goals_produce_nothing(text: str) -> None:
    assert extract(text) == []


# -- the conversation as a whole ------------------------------------------------------------------


def test_assistant_turns_are_never_facts_about_the_user() -> None:
    found = extract(
        ("assistant", "I'm allergic to nothing, I'm an AI! I live in the cloud and love emoji."),
        "thanks",
    )
    assert found == []


def test_short_answer_to_an_allergy_question_is_read_as_a_statement() -> None:
    found = by_key(
        extract(
            ("assistant", "Do you have any food allergies I should know about?"),
            "yes, peanuts and shellfish",
        )
    )
    assert set(found) == {"diet.allergy.peanuts", "diet.allergy.shellfish"}
    assert found["diet.allergy.peanuts"].excerpt == "yes, peanuts and shellfish"
    assert extract(("assistant", "Any allergies?"), "nope") == []


def test_pasted_assistant_text_code_and_quotes_produce_nothing() -> None:
    assert extract("As an AI language model, I don't have personal preferences.") == []
    assert extract("Here is the fix:\n```python\n# always use snake_case\nx = 1\n```") == []
    assert extract('My friend said "I am vegan and I live in Paris"') == []


def test_latest_statement_on_a_key_wins_within_a_conversation() -> None:
    [home] = extract("I live in Berlin", "Actually I just moved to Munich")
    assert home.content == "Lives in Munich"


def test_extraction_is_deterministic() -> None:
    text = "I'm vegan, allergic to soy, I work at Acme and I run every Monday."
    first = [c.model_dump() for c in extract(text)]
    assert first == [c.model_dump() for c in extract(text)]
    assert len(first) == 4


def test_long_message_keeps_excerpts_and_content_bounded() -> None:
    text = "I'm allergic to peanuts " + "and I really mean it " * 40
    [allergy] = extract(text)
    assert len(allergy.excerpt or "") <= 300
    assert len(allergy.content) <= 500


CHAT_WORDS = (
    "i i'm im my we you she is am not never always allergic to peanuts and or use emoji please"
    " don't from now on live in berlin moved work at google as a nurse have two kids dog named"
    " max vegan every monday run want lose 10 kg learn my wife son take metformin tore knee"
    " yesterday next week if maybe think ? . , ! - ; ( ) \" ' lol call me sam prefer hate"
    " short answers no fan of favorite 34 here's draft: ``` the"
).split()


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(st.sampled_from(CHAT_WORDS), min_size=1, max_size=30),
    noise=st.text(
        st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=200
    ),
    dated=st.booleans(),
)
def test_any_text_gives_valid_candidates_and_never_raises(
    words: list[str], noise: str, dated: bool
) -> None:
    for text in (" ".join(words), noise):
        if not text.strip():
            continue
        found = extract(text, said_at=SAID_AT if dated else None)
        assert len({c.key for c in found}) == len(found)
        for made in found:
            assert made.content.strip() and len(made.content) <= 500
            assert made.excerpt is not None and len(made.excerpt) <= 300


# -- the labelled set -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def labelled() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = rules_eval.load()
    return rows


def test_labelled_set_is_large_and_varied(labelled: list[dict[str, Any]]) -> None:
    assert len(labelled) >= 150
    assert {row["split"] for row in labelled} == {"dev", "tune", "holdout"}
    empty = [row for row in labelled if not row["expected"]]
    assert len(empty) >= 40  # plenty of utterances that must produce nothing
    categories = {rules_eval.category(e["key"]) for row in labelled for e in row["expected"]}
    assert {"diet", "health", "format", "pref", "work", "family", "location", "goal"} <= categories


def test_no_memory_on_the_labelled_set_speaks_in_the_first_person(
    labelled: list[dict[str, Any]],
) -> None:
    extractor = RulesExtractor()
    first_person = re.compile(r"\b(?:I|I'm|I've|me|my|mine)\b")
    for row in labelled:
        for made in rules_eval.extract(row, extractor):
            assert not first_person.search(made.content), (row["text"], made.content)


def test_precision_and_recall_on_the_labelled_set_stay_high(
    labelled: list[dict[str, Any]],
) -> None:
    report = rules_eval.score(labelled)
    assert report.keyed.precision >= 0.95
    assert report.overall.recall >= 0.85


# The held-out utterances were never used to write or tune the rules: their figures are the honest
# estimate, gated on their own so that a drop there fails even when the other splits improve.
# Raise these when the rules get better on the holdout; never lower them. Precision is over the
# keyed subjects the set was labelled for (see devtools/rules_eval.py).
HOLDOUT_MIN_PRECISION = 62 / 62
HOLDOUT_MIN_RECALL = 71 / 97


def test_the_holdout_split_keeps_its_precision_and_recall(labelled: list[dict[str, Any]]) -> None:
    holdout = [row for row in labelled if row["split"] == "holdout"]
    report = rules_eval.score(holdout)
    figures, keyed = report.overall, report.keyed
    summary = (
        f"holdout ({len(holdout)} utterances): keyed precision {keyed.precision:.1%} "
        f"({keyed.correct_predictions}/{keyed.predicted}, gate {HOLDOUT_MIN_PRECISION:.1%}), "
        f"recall {figures.recall:.1%} ({figures.found}/{figures.expected}, "
        f"gate {HOLDOUT_MIN_RECALL:.1%})"
    )
    assert keyed.precision >= HOLDOUT_MIN_PRECISION, summary
    assert figures.recall >= HOLDOUT_MIN_RECALL, summary


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("The juniors call me because they can't say Margit either.", None),
        ("call me sam, I am new here", "Sam"),
        ("Please call me Priya.", "Priya"),
    ],
)
def test_a_name_to_be_called_is_a_name(said: str, name: str | None) -> None:
    names = [c.content for c in extract(said) if c.key == "profile.preferred_name"]
    assert names == ([f"Prefers to be called {name}"] if name else [])


def test_a_retraction_beside_a_new_habit_is_kept_with_it() -> None:
    found = read("I'm not vegan anymore, I eat meat every day")
    assert any(c.action == "retract" and c.content == "vegan" for c in found), found
    assert any(c.action == "remember" and c.content == "Eats meat every day" for c in found)


@pytest.mark.parametrize(
    ("said", "key", "content"),
    [
        # a phrase cut at its word limit ended on "a"; "for a week" is how long, not what for
        (
            "I'm on antibiotics for a week for a chest infection.",
            "health.medication.antibiotics",
            "Takes antibiotics for a chest infection",
        ),
        ("I'm on antibiotics for two weeks.", "health.medication.antibiotics", "Takes antibiotics"),
        (
            "I take sertraline for anxiety and depression and panic attacks.",
            "health.medication.sertraline",
            "Takes sertraline for anxiety and depression",
        ),
        # what is taught is not "piano on"
        ("I teach piano on weekends.", "work.role", "Teaches piano"),
    ],
)
def test_a_memory_never_ends_on_a_word_that_needs_the_next(
    said: str, key: str, content: str
) -> None:
    assert by_key(extract(said))[key].content == content


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("Maybe I'll move to Spain.", "Might move to Spain"),
        ("I think I'll quit my job.", "Might quit their job"),
        ("I'll move to Spain.", "Will move to Spain"),
    ],
)
def test_a_plan_said_with_a_hedge_keeps_it(said: str, content: str) -> None:
    assert [c.content for c in extract(said)] == [content]


def test_a_comma_before_and_still_splits_clauses_before_an_answer_noun() -> None:
    # "less stiff, and keep replies ..." read as adjectives of "replies" lost the instruction
    said = "Rewrite this to sound less stiff, and keep replies under 100 words please."
    assert [(c.key, c.content) for c in extract(said)] == [
        ("format.length", "Keep replies under 100 words")
    ]


@pytest.mark.parametrize(
    ("turns", "name"),
    [
        ((("user", "I got a puppy last week."), ("user", "Name's Rocket.")), None),
        (
            (
                ("user", "I got a puppy last week."),
                ("assistant", "Aww! What's its name?"),
                ("user", "Name's Rocket."),
            ),
            None,
        ),
        (
            (("user", "Hi!"), ("assistant", "Hello! What's your name?"), ("user", "Name's Dave.")),
            "Name is Dave",
        ),
        ((("user", "Name's Dave, nurse from Leeds."),), "Name is Dave"),
    ],
)
def test_a_bare_name_in_the_next_message_names_what_the_user_spoke_of(
    turns: tuple[tuple[str, str], ...], name: str | None
) -> None:
    messages = [ChatMessage(role=role, content=text) for role, text in turns]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    found = RulesExtractor().extract(conversation, [])
    names = [c.content for c in found.candidates if c.key == "profile.name"]
    assert names == ([name] if name else []), names


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("I moved to Berlin on 03/04/2025.", "Lives in Berlin"),
        ("I moved to Berlin on 3 April 2025.", "Lives in Berlin"),
        ("I started at Google on 03/04/2025.", "Works at Google"),
        ("I moved to Stratford on Avon last year.", "Lives in Stratford on Avon"),
    ],
)
def test_a_date_after_a_name_is_not_part_of_it(said: str, content: str) -> None:
    assert content in [c.content for c in extract(said)]


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("My husband is named David.", "Has a husband named David"),
        ("My partner is called Sam.", "Has a partner named Sam"),
        ("My wife's name is Maria.", "Has a wife named Maria"),
        ("My husband is called in to work on Sundays.", "Has a husband"),
    ],
)
def test_a_partner_named_in_a_clause_of_its_own(said: str, content: str) -> None:
    assert content in [c.content for c in extract(said)]


@pytest.mark.parametrize(
    ("said", "memories"),
    [
        ("My sister's name is Anna", {"about.sister_named_anna": "Has a sister named Anna"}),
        ("my brother is called tom", {"about.brother_named_tom": "Has a brother named Tom"}),
        ("My mum's name is Jo", {"about.mum_named_jo": "Has a mum named Jo"}),
        ("my dogs name is max", {"family.pet.dog.max": "Has a dog named Max"}),
        ("our cat is called luna", {"family.pet.cat.luna": "Has a cat named Luna"}),
        ("my son's name is Leo", {"family.child.leo": "Has a son named Leo"}),
        (
            "my sisters name is anna and my moms name is jo",
            {
                "about.sister_named_anna": "Has a sister named Anna",
                "about.mom_named_jo": "Has a mom named Jo",
            },
        ),
    ],
)
def test_a_relative_or_a_pet_named_as_such_is_kept_with_the_name(
    said: str, memories: dict[str, str]
) -> None:
    # "My sister's name is Anna" kept nothing; "my dogs name is max" kept "Their dogs name is
    # max" under a key made of its words, apart from the pet it names
    assert {c.key: c.content for c in extract(said)} == memories


@pytest.mark.parametrize(
    "said",
    [
        "My friend's dog's name is Max",
        "If I had a dog, his name would be Max",
        "my brother is called a genius by everyone",
        "my late dad's name was Frank",
        "What's my sister's name again?",
        "my son is named after his grandad",
        "my brother is called lazy by everyone",
    ],
)
def test_a_name_that_is_not_of_the_users_relative_or_pet_is_not_kept_as_one(said: str) -> None:
    assert not [c for c in extract(said) if re.search(r"\bnamed [A-Z]", c.content)], extract(said)


@pytest.mark.parametrize(
    ("said", "medicines"),
    [
        ("I take warfarin and metoprolol.", {"warfarin", "metoprolol"}),
        ("My meds: warfarin and metoprolol.", {"warfarin", "metoprolol"}),
        ("My medications are warfarin and metoprolol", {"warfarin", "metoprolol"}),
        ("I take metformin 500 mg, lisinopril and insulin", {"metformin", "lisinopril", "insulin"}),
    ],
)
def test_every_medicine_of_a_list_is_kept(said: str, medicines: set[str]) -> None:
    # "I take warfarin and metoprolol" kept warfarin only; "My meds: ..." kept nothing
    made = {
        c.key.rsplit(".", 1)[-1] for c in extract(said) if c.key.startswith("health.medication")
    }
    assert made == medicines
    assert all(c.critical for c in extract(said))


@pytest.mark.parametrize(
    "said", ["My dad takes warfarin and metoprolol", "I might take warfarin and metoprolol"]
)
def test_a_list_of_someone_elses_or_supposed_medicines_is_not_the_users(said: str) -> None:
    assert not [c for c in extract(said) if c.key.startswith("health.medication")]


@pytest.mark.parametrize(
    "text",
    [
        "I have two labs, Monday and Thursday, for my biology course",
        "I have two cats, Siamese and Persian",
        "I have two dogs, Labrador and Poodle",
    ],
)
def test_a_list_of_kinds_days_or_colours_names_no_pet(text: str) -> None:
    assert not [c for c in extract(text) if "named" in c.content], extract(text)
