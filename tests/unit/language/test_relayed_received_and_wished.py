"""Words in a session that are not the user's claims about themselves, marked only by what is
said around them: a text the next message says came in, a message that relays someone else's
question, a sarcastic word alone or a short sarcastic answer and what goes on from it, a thing
named after a wish, and a request worded as a noun. Each next to the look-alike that stays."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from memory_service.extractors.base import Conversation
from memory_service.extractors.rules import RulesExtractor
from memory_service.recall.episodes import statements
from memory_service.schemas import ChatMessage, MemoryCandidate

AT = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _messages(*said: str) -> list[ChatMessage]:
    """Messages in order; one starting "A: " is the assistant's."""
    return [
        ChatMessage(
            role="assistant" if text.startswith("A: ") else "user",
            content=text.removeprefix("A: "),
            created_at=AT + timedelta(minutes=i),
        )
        for i, text in enumerate(said)
    ]


def _assert_split(stored: str, theirs: list[str], mine: list[str]) -> None:
    """None of `theirs` is stored and all of `mine` is."""
    for word in theirs:
        assert word not in stored, stored
    for word in mine:
        assert word in stored, stored


def _candidates(*said: str) -> list[MemoryCandidate]:
    """What the rules make of the session."""
    conversation = Conversation(user_id="u", session_id="s", messages=_messages(*said))
    return RulesExtractor().extract(conversation, []).candidates


def _stored(*said: str) -> str:
    """Everything the session stores about the user: memories and statement episodes."""
    messages = _messages(*said)
    memories = [c.content for c in _candidates(*said)]
    episodes = [e.content for e in statements(messages, fallback_time=AT)]
    return " | ".join(memories + episodes)


@pytest.mark.parametrize(
    ("said", "theirs", "mine"),
    [
        (
            (
                "Hi, I'm Priya, head of talent at Norvell Labs in Denver, and your profile "
                "caught my eye for our robotics team. Free for a quick chat this week?",
                "That came in on LinkedIn this morning. Is it real? I'm a welder in Bristol.",
            ),
            ["Norvell", "Denver", "Priya"],
            ["welder"],
        ),
        (
            (
                "hi its Marco from number 12 again, the boiler is making that noise, "
                "I'm home all day if someone can come",
                "That landed at 6am. I'm a landlord on the side and I work as a bus driver.",
            ),
            ["Marco", "boiler"],
            ["bus driver"],
        ),
        (
            (
                "Quit my corporate job, moved to Tulum and now I make six figures from my "
                "laptop on the beach.",
                "Burnout is a choice. Stop trading your hours for someone else's dream.",
                "This is going viral on my feed. Meanwhile I'm an accountant in Slough.",
            ),
            ["Tulum", "six figures", "Burnout"],
            ["accountant"],
        ),
    ],
)
def test_a_text_the_next_message_says_came_in_is_not_the_users(
    said: tuple[str, ...], theirs: list[str], mine: list[str]
) -> None:
    _assert_split(_stored(*said), theirs, mine)


@pytest.mark.parametrize(
    "said",
    [
        (
            "I ordered a walnut desk for the study from a little workshop in York last month "
            "and paid for delivery.",
            "A: Nice.",
            "That came in at last, and it's gorgeous.",
        ),
        ("I bought a new raincoat in York last week.", "That came in handy today, it poured."),
        (
            "My sister and I run a small bakery in York and we open at six every day.",
            "A: Lovely.",
            "It came in on budget this year, which was a relief.",
        ),
    ],
)
def test_the_users_own_message_before_a_look_alike_stays(said: tuple[str, ...]) -> None:
    assert "York" in _stored(*said)


@pytest.mark.parametrize(
    ("said", "theirs", "mine"),
    [
        (
            (
                "Typing for my son, he wants to know: I want to be a vet, which A levels do I "
                "need? I'm scared of horses though.",
                "A: Biology and chemistry.",
                "Thanks! I'm a single dad and a paramedic, so this is all new to me.",
            ),
            ["vet", "horses"],
            ["paramedic"],
        ),
        (
            (
                "My daughter wrote this for her English homework, can you check it? My name is "
                "Ava. I am eight. I want to be an astronaut. I love Chelsea.",
                "A: Lovely, two small fixes.",
                "Thanks. I'm a Liverpool fan myself.",
            ),
            ["Ava", "astronaut", "Chelsea"],
            ["Liverpool"],
        ),
    ],
)
def test_a_message_that_relays_someone_elses_words_is_theirs(
    said: tuple[str, ...], theirs: list[str], mine: list[str]
) -> None:
    _assert_split(_stored(*said), theirs, mine)


@pytest.mark.parametrize(
    ("said", "mine"),
    [
        (
            "my colleague wrote this in our group chat: 'ik ben zo moe vandaag, koffie nodig' "
            "what does it mean? I'm a nurse here, moved from Cork last year",
            "Cork",
        ),
        (
            "Asking for my son. He's 14 and loves coding. I'm a software engineer myself.",
            "software",
        ),
        ("I wrote a poem for my daughter. I'm a teacher in Hull.", "Hull"),
    ],
)
def test_the_users_words_beside_a_relay_stay(said: str, mine: str) -> None:
    assert mine in _stored(said)


@pytest.mark.parametrize(
    ("said", "joke"),
    [
        (
            (
                "Is 17 times 3 equal to 51?",
                "A: Yes, 51.",
                "Naturally. With my three Nobel prizes in arithmetic I was only testing you.",
            ),
            "Nobel",
        ),
        (
            (
                "Best way to the airport from Bath?",
                "A: Do you have a car?",
                "Oh sure, a Ferrari. It's parked beside my private jet.",
            ),
            "jet",
        ),
        (("I'm a brain surgeon.", "A: Wow.", "I was only testing you"), "surgeon"),
        (
            ("My alarm goes off at 4:15. I'm such a morning person. I adore it.",),
            "morning person",
        ),
    ],
)
def test_a_sarcastic_word_or_answer_takes_what_goes_on_from_it(
    said: tuple[str, ...], joke: str
) -> None:
    assert joke not in _stored(*said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (("Can I ask where you live?", "Sure. I live in Leeds."), "Leeds"),
        (("Do you drive?", "A: Just checking.", "Of course. I'm a taxi driver."), "taxi driver"),
        (
            (
                "oh sure, I'm totally fluent, I can say hola 🙄 no, total beginner. it's a "
                "2-year contract with a shipping firm",
            ),
            "shipping firm",
        ),
        (("I'm such a people person, I love hosting dinners for friends.",), "people person"),
        (("Any food I should avoid?", "Sure, I'm vegetarian, so no meat please."), "egetarian"),
        (("A: Any allergies?", "Naturally. Penicillin, I'm seriously allergic."), "enicillin"),
        (("I'm a freelance translator in Leeds.",), "translator"),
    ],
)
def test_a_sincere_answer_and_the_rest_of_a_longer_joke_stay(
    said: tuple[str, ...], kept: str
) -> None:
    assert kept in _stored(*said)


def test_a_thing_named_after_a_wish_is_the_wish() -> None:
    stored = _stored(
        "I'd love a horse one day. A grey mare called Willow.",
        "A: What's stopping you?",
        "I live in a flat in Leeds.",
    )
    assert "Willow" not in stored
    assert "Leeds" in stored
    assert "Willow" in _stored("I have a horse. A grey mare called Willow.")


def test_a_request_worded_as_a_noun_is_not_a_statement() -> None:
    assert "ninety" not in _stored("Party food ideas for ninety toddlers who hate cheese lol")
    assert "tomatoes" in _stored("My ideas for the garden are simple. I grow tomatoes.")


def test_a_sincere_yes_keeps_what_follows_it() -> None:
    said = ("Will the crew manage the piano?", "Of course. They're used to carrying pianos.")
    assert "carrying pianos" in _stored(*said)
    assert "canapés" in _stored("Are you coming on the 30th?", "obviously. i'm doing the canapés.")


@pytest.mark.parametrize(
    ("said", "not_taken", "kept"),
    [
        (
            "Got offered a role in Singapore in May, turned it down. I'm staying at the bank in "
            "Bristol.",
            "Singapore",
            "Bristol",
        ),
        (
            "We had an offer accepted on a barn in Devon, then the mortgage fell apart so we "
            "pulled out. Still renting in Exeter.",
            "barn",
            "Exeter",
        ),
        (
            "Tried paleo for ten days and gave up, pasta won. I'm a pescatarian though.",
            "paleo",
            "pescatarian",
        ),
        ("My resolution was to swim daily. Lasted three days. I'm a plumber.", "swim", "plumber"),
        (
            "Thinking of moving to Perth. Probably won't, my whole family is in Cardiff.",
            "Perth",
            "Cardiff",
        ),
        ("In another life I'd be a jockey. In this one I'm a vet nurse in Ely.", "jockey", "Ely"),
        (
            "When I was small I wanted to be a firefighter. Now I'm a teacher in Bury.",
            "firefighter",
            "Bury",
        ),
    ],
)
def test_a_plan_not_taken_or_a_life_only_wished_for_is_not_the_users(
    said: str, not_taken: str, kept: str
) -> None:
    _assert_split(_stored(said), [not_taken], [kept])


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("We pulled out of the driveway and the tyre went. I live in Bath.", "driveway"),
        ("I tried climbing last year and loved it, now I go every week.", "climbing"),
        ("I was offered a promotion and I took it. I'm now head of sales.", "promotion"),
        ("My resolution was to read more and it's going great, 12 books so far.", "read more"),
    ],
)
def test_a_plan_taken_stays(said: str, kept: str) -> None:
    assert kept in _stored(said)


@pytest.mark.parametrize(
    ("said", "theirs", "mine"),
    [
        (
            (
                "Typing on behalf of my mum, she says: I had a hip replacement and I'm on "
                "warfarin.",
                "A: Happy to help her.",
                "Thanks. For me, I'm allergic to latex.",
            ),
            "warfarin",
            "latex",
        ),
        (
            ("On behalf of my husband: I'm diabetic, can I drink wine?", "I'm a chef."),
            "iabet",
            "chef",
        ),
        (("My mum dictated this: I'm 72 and I live alone in Margate.", "I'm 40."), "Margate", "40"),
        (
            ("My husband wants to know: I work in construction, can I claim tools?", "I teach."),
            "construction",
            "teach",
        ),
    ],
)
def test_a_relay_covers_its_own_message_only(said: tuple[str, ...], theirs: str, mine: str) -> None:
    _assert_split(_stored(*said), [theirs], [mine])


@pytest.mark.parametrize(
    ("said", "gone", "kept"),
    [
        (
            "In another life I'd be a pilot, but in this one I'm allergic to bees.",
            "pilot",
            "bees",
        ),
        ("I was offered a job in Oslo but turned it down because I'm pregnant.", "Oslo", "regnant"),
        (
            "I turned down the offer from Google and stayed at Meta, where I'm a staff engineer.",
            "Google",
            "staff engineer",
        ),
        ("I tried rowing and gave up, but I still run 5k every morning.", "rowing", "5k"),
    ],
)
def test_what_follows_a_plan_not_taken_in_its_sentence_stays(
    said: str, gone: str, kept: str
) -> None:
    _assert_split(_stored(said), [gone], [kept])


def test_a_heating_turned_down_is_no_plan_not_taken() -> None:
    assert "Aberdeen" in _stored("I turned down the heating in my flat in Aberdeen, it's freezing.")


def test_a_turn_to_the_serious_inside_a_sentence_ends_the_joke() -> None:
    said = (
        "asking as a world champion sleeper with a trophy 😴 real question though, I work nights "
        "as a security guard"
    )
    stored = _stored(said)
    assert "champion" not in stored
    assert "security guard" in stored
    assert "puns" in _stored("I love all jokes aside from puns.")


@pytest.mark.parametrize(
    ("said", "theirs", "mine"),
    [
        (
            (
                "I'm typing this for my dad, he can't see the screen well:",
                "I have glaucoma and I take timolol drops every night.",
                "(I'm his daughter, I live in Derby)",
            ),
            "timolol",
            "Derby",
        ),
        (
            (
                "this is what my patient asked her GP:",
                "I'm on lithium and I'm pregnant, is that safe?",
                "what would you say? I'm a midwife",
            ),
            "lithium",
            "midwife",
        ),
        (
            (
                "I coach a girl with asthma, she dictated this to me: I am scared of the bleep "
                "test.",
                "How can I help her? I'm a PE teacher.",
            ),
            "bleep",
            "PE teacher",
        ),
        (
            (
                "My landlord just sent this, hang on",
                "Hi, I'm selling the house in May and I'll need you out by the 31st. Regards, Ken",
                "ugh. I've rented here in Leith for six years.",
            ),
            "selling",
            "Leith",
        ),
    ],
)
def test_a_lead_to_someone_elses_words_covers_the_words_after_it(
    said: tuple[str, ...], theirs: str, mine: str
) -> None:
    _assert_split(_stored(*said), [theirs], [mine])


@pytest.mark.parametrize(
    ("said", "mine"),
    [
        (
            ("I'm typing this for my mum:", "A: Go ahead.", "She has gout. I'm her carer in Hull."),
            "Hull",
        ),
        (("My mum sent me this recipe, I'm vegan.", "Can you make it without eggs?"), "egan"),
        (
            (
                "client sent this brief, what's the ask\n\"Hi! I'm a dentist and I hate orange.\"",
                "easy. budget is good too, I'm a designer in Leeds",
            ),
            "Leeds",
        ),
    ],
)
def test_the_users_words_after_a_lead_stay_when_they_are_not_the_relayed(
    said: tuple[str, ...], mine: str
) -> None:
    assert mine in _stored(*said)


def test_literally_is_no_mark_of_hyperbole() -> None:
    assert "narrowboat" in _stored("haha yeah I literally live on a boat, a narrowboat in Leeds")
    assert "boulangerie" not in _stored("I basically live in a boulangerie now")


def test_the_users_own_facts_said_in_quotes_are_kept() -> None:
    stored = _stored("My daughter asked me 'are you allergic to wasps?' and yes, I am, badly")
    assert "wasps" in stored
    assert "Ramipril" in _stored("My new prescription label says 'Ramipril 5mg once daily'")
    assert "spy" not in _stored("My son asked me 'are you a spy?' lol no")


@pytest.mark.parametrize(
    ("said", "gone", "kept"),
    [
        (
            (
                "Been thinking about going vegan. Watched a documentary last night.",
                "A: Are you thinking of going all in?",
                "Honestly, no. I love cheese too much.",
            ),
            "vegan",
            "cheese",
        ),
        (
            (
                "I live in Leeds, but I'm tempted to move to York.",
                "A: Will you?",
                "Probably not. The rent is silly.",
            ),
            "York",
            "Leeds",
        ),
        (
            (
                "I live in Leeds, but I'm tempted to move to York.",
                "A: Will you?",
                "Nah, Leeds is home.",
            ),
            "York",
            "Leeds",
        ),
        (
            (
                "I'm a nurse. I'd love to retire to Whitby.",
                "A: Sounds lovely!",
                "Just a pipe dream.",
            ),
            "Whitby",
            "nurse",
        ),
        (
            (
                "I'd narrowed it down to moving to Lisbon or staying in Lyon.",
                "A: What won out?",
                "Staying. My whole life is in Lyon.",
            ),
            "Lisbon",
            "Lyon",
        ),
    ],
)
def test_a_plan_the_next_message_turns_down_or_a_choice_it_answers_is_not_the_users(
    said: tuple[str, ...], gone: str, kept: str
) -> None:
    _assert_split(_stored(*said), [gone], [kept])


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (("I'm thinking of getting a dog.", "A: Decided?", "Nah, not yet. Still looking."), "dog"),
        (
            ("I'm considering a move to Canada.", "A: Is it for work?", "No. My sister's there."),
            "Canada",
        ),
        (("I'm thinking of getting a dog.", "A: Any breed in mind?", "Not really."), "dog"),
        (("I'm thinking of getting a dog.", "A: Have you decided?", "Nah."), "dog"),
        (("I'm thinking of getting a dog.", "A: Will you?", "Nah, maybe next year."), "dog"),
        (("I'm moving to Whitby in June.", "A: Exciting!", "It's a dream come true."), "Whitby"),
        (
            ("I'm thinking of getting a dog.", "A: Is that a big commitment for you?", "Nah."),
            "dog",
        ),
        (
            ("I'm thinking of getting a dog.", "A: Worried about the cost?", "Honestly, no."),
            "dog",
        ),
        (("I'm torn between the Honda and the Skoda.", "A: Which?", "Honestly no idea."), "Skoda"),
    ],
)
def test_a_plan_still_weighed_stays(said: tuple[str, ...], kept: str) -> None:
    assert kept in _stored(*said)


@pytest.mark.parametrize(
    "said",
    [
        ("Considering I'm allergic to nuts, I skip the satay.", "A: Want a recipe?", "Nope."),
        ("I've been considering an EpiPen since I'm allergic to peanuts.", "A: Good?", "Nope."),
        (
            "I'm choosing between the EpiPen and the Jext since I'm allergic to peanuts.",
            "A: Which one?",
            "EpiPen.",
        ),
        (
            "I take sertraline, and I'm torn between the Honda and the Skoda.",
            "A: Which?",
            "Skoda.",
        ),
        (
            "I have type 1 diabetes, so I'm torn between the pump or injections.",
            "A: Which?",
            "Pump.",
        ),
        (
            "I'm allergic to penicillin and torn between the Honda and the Skoda.",
            "A: Which?",
            "Skoda.",
        ),
    ],
)
def test_a_no_or_a_choice_next_never_takes_what_else_the_user_said_of_themselves(
    said: tuple[str, ...],
) -> None:
    found = _candidates(*said)
    assert any(c.critical for c in found), found


@pytest.mark.parametrize(
    ("said", "gone", "kept"),
    [
        (
            "I'm a nurse. Sometimes I think if I ever quit I'd open a bakery in Whitby.",
            "Whitby",
            "nurse",
        ),
        (
            "I live in Leeds. I'd love a cafe in Whitby one day. Just a pipe dream.",
            "Whitby",
            "Leeds",
        ),
        ("I work nights. I'd retire to Whitby. Pure daydream though", "Whitby", "nights"),
    ],
)
def test_a_life_only_dreamt_of_is_not_the_users(said: str, gone: str, kept: str) -> None:
    _assert_split(_stored(said), [gone], [kept])


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I'm allergic to peanuts, if I ever eat them I end up in hospital.", "peanuts"),
        ("I run a bakery in Whitby. It's a dream come true.", "bakery"),
        ("I live in Leeds. That's the dream.", "Leeds"),
    ],
)
def test_a_dream_come_true_or_a_danger_if_ever_stays(said: str, kept: str) -> None:
    assert kept in _stored(said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("if i ever forget my inhaler i end up wheezing, i've got asthma", "asthma"),
        ("If I eat shellfish I swell up, I'm allergic to it.", "shellfish"),
        ("If I touch latex my hands blister, I'm allergic to it.", "latex"),
        ("If I miss a dose I feel awful, I take lamotrigine for epilepsy.", "lamotrigine"),
    ],
)
def test_a_safety_fact_after_a_condition_is_kept_whatever_the_condition(
    said: str, kept: str
) -> None:
    found = _candidates(said)
    assert any(c.critical and kept in c.content for c in found), found


@pytest.mark.parametrize(
    "said",
    [
        "If it rains, I'm staying in.",
        "If I ever quit, I'd open a bakery.",
        "If I eat nuts, I'm in trouble.",
    ],
)
def test_a_condition_alone_is_still_no_fact(said: str) -> None:
    assert _stored(said) == "", _stored(said)


@pytest.mark.parametrize(
    "said",
    [
        ("I'm allergic to shellfish. Not really lol, testing you.",),
        ("i'm allergic to peanuts. lol no i'm not, just seeing what you remember",),
        ("If I take penicillin I get hives, I'm allergic to it. Not really, that was a joke.",),
        (
            "i'm allergic to peanuts",
            "A: Noted, I'll keep that in mind.",
            "haha just kidding, i'm not allergic to anything",
        ),
    ],
)
def test_an_allergy_said_as_a_test_or_a_joke_is_taken_back(said: tuple[str, ...]) -> None:
    found = _candidates(*said)
    assert not [c for c in found if c.action == "remember" and "llerg" in c.content], found


@pytest.mark.parametrize(
    "said", ["I'm allergic to cats. I'm not kidding.", "I'm allergic to cats, I'm not joking."]
)
def test_an_allergy_said_in_earnest_stays(said: str) -> None:
    assert "cats" in _stored(said)


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            (
                "torn between the honda and the skoda and im allergic to penicillin",
                "A: which?",
                "Honda.",
            ),
            "penicillin",
        ),
        (
            (
                "thinking of getting a dog, i live in a flat in glasgow",
                "A: will you get one?",
                "nope",
            ),
            "flat",
        ),
    ],
)
def test_what_a_lowercase_user_says_of_themselves_after_a_plan_stays(
    said: tuple[str, ...], kept: str
) -> None:
    assert kept in _stored(*said)


@pytest.mark.parametrize(
    ("said", "allergen"),
    [
        ("whenever i take penicillin i break out in hives, i'm allergic to it", "penicillin"),
        ("every time i eat shellfish i swell up, i'm allergic to it", "shellfish"),
    ],
)
def test_an_allergy_after_whenever_is_kept_and_the_drug_is_not_taken(
    said: str, allergen: str
) -> None:
    found = [c for c in _candidates(said) if c.action == "remember"]
    assert any(c.critical and allergen in c.content and "llerg" in c.content for c in found), found
    assert not [c for c in found if c.content.startswith("Takes")], found
