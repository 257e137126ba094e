"""Facts said in passing, the way people mention them while asking for something else: a pet by
its breed, a role with its ward, a child spoken of, a dislike after a request. Each case beside
the look-alike that must not become the same memory."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.schemas import ChatMessage

SAID_AT = datetime(2026, 10, 5, 18, 0, tzinfo=UTC)


def memories(*turns: str) -> dict[str, str]:
    """key -> content of what the user turns make."""
    messages = [
        ChatMessage.model_validate({"role": "user", "content": text, "created_at": SAID_AT})
        for text in turns
    ]
    conversation = Conversation(user_id="u", session_id="s", messages=messages)
    made = RulesExtractor().extract(conversation, []).candidates
    return {c.key: c.content for c in made if c.action == "remember"}


@pytest.mark.parametrize(
    ("said", "key", "content"),
    [
        (
            "my leopard gecko Sir Reginald hasn't eaten in 10 days, should I worry?",
            "family.pet.lizard.sir_reginald",
            "Has a leopard gecko named Sir Reginald",
        ),
        ("My African grey Kiki is 22", "family.pet.bird.kiki", "Has an African grey named Kiki"),
        ("I keep my mare Juniper at a livery yard", "family.pet.horse.juniper", "Juniper"),
        ("my cockapoo Biscuit bites everything", "family.pet.dog.biscuit", "cockapoo"),
        ("Toby (my lab) is allergic to chicken", "family.pet.dog.toby", "Has a lab named Toby"),
    ],
)
def test_a_pet_named_with_its_breed_or_species(said: str, key: str, content: str) -> None:
    made = memories(said)
    assert content in made.get(key, ""), made


def test_a_pets_allergy_is_not_the_users() -> None:
    made = memories("Toby (my lab) is allergic to chicken so most treats are out.")
    assert not any(k.startswith(("diet.allergy", "health.allergy")) for k in made), made
    # the user's own, with an aside in brackets, still is
    assert "diet.allergy.peanuts" in memories("I (the idiot) am allergic to peanuts")


def test_python_the_language_is_not_a_pet() -> None:
    assert not any(k.startswith("family.pet") for k in memories("I have a python script")), (
        memories("I have a python script")
    )


@pytest.mark.parametrize(
    ("said", "role"),
    [
        ("I'm a junior doctor in A&E and the rota is brutal", "junior doctor in A&E"),
        ("I'm Maya, I'm a nurse on a cardiac ward.", "nurse on a cardiac ward"),
        ("im a postdoc in a plant biology lab, contract ends in june", "postdoc in a plant"),
        ("mate how do i get tile adhesive off, im a tiler", "tiler"),
        ("I was just promoted to branch manager at the Ikeja branch", "branch manager"),
    ],
)
def test_a_role_keeps_where_in_the_workplace_it_is(said: str, role: str) -> None:
    made = memories(said)
    assert role in made.get("work.role", ""), made


def test_a_department_is_not_a_home_town_and_a_town_still_is() -> None:
    assert "location.home" not in memories("I'm a junior doctor in A&E")
    assert memories("I'm a teacher in Leeds").get("location.home") == "Lives in Leeds"
    assert memories("i'm a teacher in leeds").get("location.home") == "Lives in Leeds"


def test_the_employer_after_the_ward_is_kept() -> None:
    made = memories("I'm a nurse on a cardiac ward at Northgate General")
    assert made.get("work.employer") == "Works at Northgate General", made


@pytest.mark.parametrize(
    ("said", "kept", "not_kept"),
    [
        ("I sing alto in a choir on Tuesday nights", "on Tuesday nights", "October"),
        ("I go to yoga on Monday evenings", "on Monday evenings", "October"),
    ],
)
def test_a_weekday_said_as_a_habit_is_not_a_date(said: str, kept: str, not_kept: str) -> None:
    text = " ".join(memories(said).values())
    assert kept in text and not_kept not in text, text


def test_a_weekday_said_once_is_still_a_date() -> None:
    text = " ".join(memories("I have a dentist appointment on Monday evening").values())
    assert "12 October 2026" in text, text  # said on Monday 5 October


def test_a_verb_ending_in_ing_is_conjugated() -> None:
    assert "Sings alto" in " ".join(memories("I sing alto in a community choir").values())


@pytest.mark.parametrize(
    ("said", "key", "content"),
    [
        ("my son has epilepsy, what should I tell the other parents?", "family.child.son", "son"),
        ("my daughter's school wants a costume by friday", "family.child.daughter", "daughter"),
        ("my own son Finn who's 6 loves lego", "family.child.finn", "Finn (6 years old"),
        ("my son Finn (6) loves lego", "family.child.finn", "Finn (6 years old"),
    ],
)
def test_a_child_spoken_of_in_passing(said: str, key: str, content: str) -> None:
    made = memories(said)
    assert content in made.get(key, ""), made


@pytest.mark.parametrize(
    "said",
    [
        "my son-in-law is a plumber",
        "my friend's son is ill",
        "my son's name is Leo",
    ],
)
def test_no_bare_child_from_look_alikes(said: str) -> None:
    made = memories(said)
    assert "family.child.son" not in made, made


def test_what_is_said_of_a_child_is_kept_beside_the_child() -> None:
    made = memories("my son has epilepsy and he's going on his first sleepover next week")
    assert "family.child.son" in made
    assert any("epilepsy" in c for c in made.values()), made


@pytest.mark.parametrize(
    ("said", "key", "word"),
    [
        ("need a playlist for a dinner party, but cant stand jazz so nothing like that pls",
         "pref.music.jazz", "jazz"),
        ("give me a guac recipe but absolutely no coriander, it tastes like soap to me",
         "pref.food.coriander", "coriander"),
        ("Can you recommend a restaurant but I can't eat gluten", "diet.restriction.gluten",
         "gluten"),
    ],
)  # fmt: skip
def test_a_dislike_after_a_request_is_kept(said: str, key: str, word: str) -> None:
    made = memories(said)
    assert word in made.get(key, "").lower(), made


@pytest.mark.parametrize(
    "said", ["write me an email but keep it formal", "give me a recipe but no onions"]
)
def test_a_condition_of_one_request_is_not_kept(said: str) -> None:
    assert memories(said) == {}


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("im deaf in my left ear so loud restaurants are a nightmare", "Is deaf in the left ear"),
        ("I'm blind in one eye", "Is blind in one eye"),
        ("I'm deaf", "Is deaf"),
    ],
)
def test_one_ear_or_one_eye_is_said(said: str, content: str) -> None:
    assert content in memories(said).values()


def test_what_the_user_corrects_is_not_kept() -> None:
    made = memories("I said I have two kids earlier — it's three actually, forgot the baby")
    assert not any("two" in c for c in made.values()), made
    assert memories("I said earlier I'm vegan and I meant it").get("diet.style") == "Vegan"


def test_a_state_for_the_week_is_not_a_preference_and_a_move_this_week_is_kept() -> None:
    assert memories("I'm on nights all this week.") == {}
    made = memories("Just moved to the respiratory ward this week.")
    assert any("respiratory ward" in c for c in made.values()), made


@pytest.mark.parametrize(
    ("said", "key", "content"),
    [
        ("so i'm 45, just been made redundant from a print firm", "work.status", "made redundant"),
        ("I've been laid off, so money is tight", "work.status", "laid off"),
        ("I lost my job at Tesco last month", "work.status", "Lost their job at Tesco"),
        ("first day at Kestrel Analytics tomorrow as a junior data analyst!!", "work.employer",
         "Works at Kestrel Analytics"),
        ("first day at Kestrel Analytics tomorrow as a junior data analyst!!", "work.role",
         "junior data analyst"),
        ("I start at Aviva on Monday as a claims handler", "work.employer", "Works at Aviva"),
    ],
)  # fmt: skip
def test_a_job_lost_or_about_to_start(said: str, key: str, content: str) -> None:
    made = memories(said)
    assert content in made.get(key, ""), made


@pytest.mark.parametrize(
    "said",
    [
        "If I lost my job I'd move",
        "my sister lost her job",
        "my first day at school was awful",
        "I start at 9 every day",
    ],
)
def test_no_job_change_from_look_alikes(said: str) -> None:
    made = memories(said)
    assert not {"work.status", "work.employer", "work.role"} & set(made), made


@pytest.mark.parametrize(
    "said",
    [
        "I have a lab meeting at 3",
        "I have a pony tail now",
        "I have a mare's nest of paperwork",
        "I have a canary in the coal mine situation at work",
    ],
)
def test_a_species_word_in_another_sense_is_no_pet(said: str) -> None:
    made = memories(said)
    assert not any(k.startswith("family.pet") for k in made), made
    assert not any("theirs" in c for c in made.values()), made  # "coal mine" is no pronoun
