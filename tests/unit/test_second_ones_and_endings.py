"""A second pet, child or job is kept beside the first; an ending archives what it ends; a
name said as a change replaces the name given before. Played through the service on SQLite."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from memory_service import MemoryService

START = datetime(2026, 9, 1, 9, tzinfo=UTC)


@pytest.fixture(scope="module")
def service(sqlite_url: str) -> Iterator[MemoryService]:
    svc = MemoryService(sqlite_url, embedder=None)
    yield svc
    svc.close()


def _after(service: MemoryService, user: str, *said: str) -> tuple[list[str], list[str]]:
    """Each message in a session of its own, a day apart; the active and archived wordings."""
    for day, text in enumerate(said):
        at = (START + timedelta(days=day)).isoformat()
        messages = [
            {"role": "user", "content": text, "created_at": at},
            {"role": "assistant", "content": "Noted.", "created_at": at},
        ]
        service.process_conversation(user, messages, f"{user}-{day}")
    memories = service.list_memories(user, include_archived=True)
    active = [m.content for m in memories if m.status == "active"]
    return active, [m.content for m in memories if m.status != "active"]


@pytest.mark.parametrize(
    ("first", "second", "both"),
    [
        ("I have a dog named Max.", "I have a dog named Bella too.", ("Max", "Bella")),
        ("I have a dog named Max.", "I have a dog named Bella.", ("Max", "Bella")),
        ("I have a son named Leo.", "I have a son named Ben too, he's 3.", ("Leo", "Ben")),
        ("I have one kid.", "We just had our second baby!", ("one kid", "baby")),
        (
            "I work at Google as an engineer.",
            "I also work part-time at a bakery on weekends.",
            ("Google", "bakery"),
        ),
        ("I work as a nurse.", "I also work as a tutor in the evenings", ("nurse", "tutor")),
    ],
)
def test_a_second_one_is_kept_beside_the_first(
    service: MemoryService, user_id: str, first: str, second: str, both: tuple[str, ...]
) -> None:
    active, archived = _after(service, user_id, first, second)
    assert archived == [], archived
    assert all(any(name in m for m in active) for name in both), active


@pytest.mark.parametrize(
    ("first", "again", "kept"),
    [
        ("I have a dog named Max.", "I have a dog named Max.", "Has a dog named Max"),
        ("I have a dog named Max.", "I have a dog too", "Has a dog named Max"),
        ("I work at Google.", "My wife also works at Google", "Works at Google"),
    ],
)
def test_the_same_one_again_is_not_a_second(
    service: MemoryService, user_id: str, first: str, again: str, kept: str
) -> None:
    active, archived = _after(service, user_id, first, again)
    assert archived == [] and active.count(kept) == 1, (active, archived)


def test_a_new_job_said_without_also_still_replaces_the_old_one(
    service: MemoryService, user_id: str
) -> None:
    active, archived = _after(service, user_id, "I work at Google.", "I work at Microsoft now.")
    assert "Works at Google" in archived and "Works at Microsoft" in active


def test_two_pets_in_one_message_are_both_kept(service: MemoryService, user_id: str) -> None:
    active, _ = _after(service, user_id, "my dog Max and my cat Luna")
    assert {"Has a dog named Max", "Has a cat named Luna"} <= set(active), active


@pytest.mark.parametrize(
    ("before", "ending", "gone", "stays"),
    [
        ("My boyfriend Jake is a chef.", "jake and i broke up last week", "boyfriend", None),
        ("I'm married.", "we're getting divorced", "Married", None),
        ("I'm engaged!", "We broke off the engagement last week.", "Engaged", None),
        ("We're engaged!", "we called off the wedding", "Engaged", None),
        ("I'm engaged to Sam.", "The engagement is off.", "Engaged", None),
        ("I'm engaged.", "We're not engaged anymore.", "Engaged", None),
        ("I'm engaged.", "I'm no longer engaged", "Engaged", None),
        ("My girlfriend Priya is a nurse.", "We ended it. Mutual, but it sucks.", "Priya", None),
        ("My husband Tom is a chef.", "He dumped me last week.", "Tom", None),
        ("I have a boyfriend named Ali.", "we're not together anymore", "Ali", None),
        ("I'm seeing someone named Amir.", "things with Amir fizzled out", "Amir", None),
        ("I'm seeing someone named Amir.", "Amir and I split up.", "Amir", None),
        ("I have a girlfriend named Priya.", "Priya and I aren't together anymore.", "Priya", None),
        ("I've been dating a guy called Tomas.", "Tomas dumped me last night.", "Tomas", None),
        ("My boyfriend Jake is a chef.", "He dumped me over text.", "Jake", None),
        ("I have a cat named Luna.", "We had Luna put to sleep yesterday.", "Luna", None),
        ("I have a cat named Tofu.", "We had to have Tofu put down.", "Tofu", None),
        ("My boyfriend Jake is a chef.", "I'm single again!", "Jake", "Single"),
        ("My African grey Kiwi plucks his feathers.", "We had to rehome Kiwi.", "Kiwi", None),
        ("I have a cat named Luna.", "We rehomed our cat Luna last week.", "Luna", None),
        ("I have a dog named Rex.", "Our dog Rex was put down today.", "Rex", None),
        (
            "My boyfriend Dmitri is sweet.",
            "Dmitri is just a character in my novel, sorry.",
            "Dmitri",
            None,
        ),
        ("I have two labs, Otis and Rufus.", "Rufus died last night, he was 13.", "Rufus", "Otis"),
        ("My cats Miso and Tofu fight.", "We had to rehome Tofu.", "Tofu", "Miso"),
        (
            "I work as an accountant at Deloitte.",
            "I left that job at Deloitte, I'm freelancing now",
            "Deloitte",
            None,
        ),
        ("I work at Amazon.", "got laid off from amazon", "Amazon", None),
        ("I work as a nurse.", "I quit nursing", "nurse", None),
        ("I have a dog named Max.", "my dog Max died last week", "Has a dog named Max", "died"),
        (
            "My husband David is a teacher.",
            "My husband David passed away last spring.",
            "Has a husband",
            "passed away",
        ),
        ("I have a cat named Luna.", "we had to put Luna down yesterday", "Luna", None),
        ("I drive a Honda Civic.", "sold the civic, I bike everywhere now", "Civic", None),
        ("I work from home.", "I'm back in the office full time now", "from home", None),
        ("I study at Leeds.", "I graduated in July", "Leeds", None),
        ("I study at Leeds.", "I graduated from Leeds!", "Leeds", None),
        ("I live in Leeds.", "I moved from Leeds to Bristol last month", "Leeds", "Bristol"),
        ("I live in Leeds.", "we moved out of leeds to york", "Leeds", "York"),
        (
            "I'm a software engineer at Spotify.",
            "started a new job as a product manager at Monzo",
            "Spotify",
            "Monzo",
        ),
        ("My name is Dan.", "I go by Danielle now.", "Name is Dan", "Danielle"),
        (
            "Hi, I'm Jessica, you can call me Jess.",
            "I'd like to be called Alex from now on.",
            "Jess",
            "Alex",
        ),
    ],
)
def test_an_ending_archives_what_it_ends(
    service: MemoryService, user_id: str, before: str, ending: str, gone: str, stays: str | None
) -> None:
    active, archived = _after(service, user_id, before, ending)
    assert any(gone in m for m in archived), (active, archived)
    assert stays is None or any(stays in m for m in active), active


@pytest.mark.parametrize(
    ("before", "said"),
    [
        ("My boyfriend Jake is a chef.", "my sister broke up with her boyfriend"),
        ("My boyfriend Jake is a chef.", "we broke up the meeting early"),
        # a story from before ends nothing they have now
        ("My husband Tom is a chef.", "I broke up with my first boyfriend over text lol"),
        ("My husband Tom is a chef.", "I broke up with my boyfriend in 2015"),
        ("I have a dog named Max.", "I had to put my childhood dog down in 2010"),
        ("I have a dog named Max.", "our dog died when I was a kid"),
        ("I study law at Leeds.", "I graduated from the beginner class at the gym"),
        ("I have a dog named Max.", "my friend's dog died"),
        ("I work at Google.", "I left my keys at work"),
        ("I'm vegetarian.", "I quit sugar for lent"),
        ("I live in Leeds.", "we moved the meeting to Friday"),
        ("I drive a Honda Civic.", "I sold some old books"),
        ("I work at Google.", "I graduated in 2015 and have worked at Google since"),
        ("I work at Amazon.", "my dad got laid off from amazon"),
        ("I have a dog named Max.", "Max almost died of fright at the vet lol"),
        # made up: a film, a show, a dream
        ("I have a dog named Max.", "Max died in the film we watched"),
        ("My boyfriend Jake is a chef.", "we broke up in the season finale of my show lol"),
        ("My boyfriend Jake is a chef.", "In my dream we broke up"),
        ("I study at Leeds.", "my son graduated in July"),
        ("I'm married.", "my parents got divorced when I was 10"),
        ("I'm engaged.", "My sister called off her engagement."),
        ("I'm engaged.", "I'm not engaged in politics at all"),
        ("I'm engaged.", "We called off the meeting."),
        ("I'm engaged.", "We called off our engagement in 2015, and got engaged again this year."),
        ("My name is Dan.", "I'd like to be called back tomorrow"),
        ("My boyfriend Jake is a chef.", "I finished it yesterday, the book was great."),
        ("My boyfriend Jake is a chef.", "My sister dumped her boyfriend."),
        ("My boyfriend Jake is a chef.", "I'm single-handedly running the team this week."),
        ("My boyfriend Jake is a chef.", "We're not together right now, he's at work."),
        ("My boyfriend Jake is a chef.", "things with my boss fizzled out"),
        ("I have a dog named Rex.", "My dog Rex loves to put his head down on my lap."),
        ("I have a dog named Max.", "Max is a real character, he never sits still."),
        ("I have a dog named Max.", "Max is a character in every sense."),
        ("I have a cat named Pepper.", "Pepper is a character in my novel, a grumpy old pirate."),
        ("I have a dog named Max.", "Max is a character in my novel too, named after my dog."),
        (
            "My husband Tom and I went hiking.",
            "I'm seeing someone named Greg tomorrow about the quote.",
        ),
        (
            "I'm seeing someone named Amir.",
            "I'm seeing someone named Lucia for a haircut on Saturday.",
        ),
        (
            "My boyfriend Jake is a chef.",
            "My old band? We're not together anymore, the drummer left.",
        ),
        ("My boyfriend Jake is a chef.", "I'm single on paper since Jake and I aren't married."),
        ("My boyfriend Jake is a chef.", "My sister and I aren't together anymore, she moved out."),
        ("I have a dog named Otis.", "I put Otis down for the night in his crate."),
        ("My boyfriend Jake is a chef.", "We ended it on a high note, the party was great."),
        ("I have a dog named Max.", "I rehomed Max's old toys."),
    ],
)
def test_what_only_looks_like_an_ending_archives_nothing(
    service: MemoryService, user_id: str, before: str, said: str
) -> None:
    _, archived = _after(service, user_id, before, said)
    assert archived == []


def test_forgetting_one_kind_of_pet_keeps_the_other(service: MemoryService, user_id: str) -> None:
    active, archived = _after(
        service,
        user_id,
        "I have a dog named Max. I have a cat called Luna.",
        "please forget my cat",
    )
    assert any("Luna" in m for m in archived), archived
    assert any("Max" in m for m in active), active


def test_an_ending_keeps_what_was_said_when_it_was_true(
    service: MemoryService, user_id: str
) -> None:
    # "GRADUATED!!!" archived the studies and deleted "I'm a student at Exeter doing marine
    # biology": the subject they studied was then known nowhere
    said = "I'm a student at Exeter doing marine biology."
    active, archived = _after(service, user_id, said, "I graduated in July!")
    assert archived, (active, archived)
    history = [e.content for e in service.list_episodes(user_id).items]
    assert any("marine biology" in e for e in history), history
    reasons = [
        m.archive_reason or "" for m in service.list_memories(user_id, include_archived=True)
    ]
    assert any(r.startswith("ended") for r in reasons), reasons


@pytest.mark.parametrize(
    ("first", "then", "engaged"),
    [
        ("I'm engaged!", "actually no, we called it off last week", False),
        ("We're engaged!", "We've called it off.", False),
        ("I'm engaged!", "We planned a trip to Rome but we called it off.", True),
        ("I'm engaged to Sam.", "The picnic was rained out so we called it off.", True),
        ("I'm engaged in a dispute with my landlord.", "We called it off.", False),
        ("I'm engaged to Priya.", "We called it off though.", False),
        ("I'm engaged!", "We called off the wedding, we're eloping to Vegas instead!", True),
        ("I'm engaged to Sam.", "Sadly Sam and I broke off the engagement.", False),
        ("I'm engaged!", "Update: we called off the wedding.", False),
    ],
)
def test_an_engagement_called_off_in_the_next_message_ends_it(
    service: MemoryService, user_id: str, first: str, then: str, engaged: bool
) -> None:
    _engagement_then(service, user_id, first, "Congratulations!", then, engaged=engaged)


@pytest.mark.parametrize(
    ("asked", "then"),
    [
        ("Are you still going on the trip to Rome?", "No, we called it off."),
        ("Are you still doing the marathon?", "No, I called it off, knee's bad."),
        ("Will you have an engagement party?", "We called it off, too much stress."),
    ],
)
def test_something_else_called_off_leaves_the_engagement(
    service: MemoryService, user_id: str, asked: str, then: str
) -> None:
    _engagement_then(service, user_id, "I'm engaged!", asked, then, engaged=True)


def _engagement_then(
    service: MemoryService, user_id: str, first: str, asked: str, then: str, *, engaged: bool
) -> None:
    messages = [
        {"role": "user", "content": first, "created_at": START.isoformat()},
        {"role": "assistant", "content": asked, "created_at": START.isoformat()},
        {"role": "user", "content": then, "created_at": START.isoformat()},
    ]
    service.process_conversation(user_id, messages, f"{user_id}-s")
    active = [m.content for m in service.list_memories(user_id)]
    assert ("Engaged" in active) is engaged, active
