""" "Forget what I said about my salary": what the user said about it goes, memories and the
sentences kept for recall alike, on each backend; what they said about other things stays."""

from __future__ import annotations

import pytest

from memory_service import MemoryService


def _say(svc: MemoryService, user: str, text_: str, session: str, reply: str = "Noted.") -> None:
    messages = [{"role": "user", "content": text_}, {"role": "assistant", "content": reply}]
    svc.process_conversation(user, messages, session)


def _everything(svc: MemoryService, user: str, query: str) -> str:
    """Every block the chat app could get, with and without the query, as one text."""
    return "\n".join([svc.get_for_prompt(user, 2000), svc.get_for_prompt(user, 2000, query=query)])


def _episodes(svc: MemoryService, user: str) -> list[str]:
    return [e["content"] for e in svc.export_user(user)["tables"].get("episode", [])]


def test_forgetting_what_was_said_about_a_subject_removes_the_sentences_that_said_it(
    svc: MemoryService, user_id: str
) -> None:
    _say(
        svc,
        user_id,
        "My salary is £62k and it's not enough for London. I play the cello in an orchestra.",
        "s1",
        reply="£62k is a decent salary, but London rents are high.",
    )
    assert "62k" in _everything(svc, user_id, "What is my salary?")

    _say(svc, user_id, "Forget what I said about my salary.", "s2")

    shown = _everything(svc, user_id, "What is my salary?")
    assert "62k" not in shown
    assert not any("62k" in e for e in _episodes(svc, user_id)), "the reply echoed it too"
    assert "cello" in _everything(svc, user_id, "What instrument do I play?")


def test_forgetting_a_whole_subject_archives_its_keyed_memories_and_nothing_else(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I work as a nurse at St James hospital.", "s1")
    _say(svc, user_id, "I have two dogs called Pip and Rex.", "s2")
    keys = {m.key for m in svc.list_memories(user_id, include_archived=False)}
    assert any(k.startswith("work.") for k in keys)

    _say(svc, user_id, "Could you please forget everything I told you about my job?", "s3")

    active = svc.list_memories(user_id, include_archived=False)
    assert not any(m.key.startswith("work.") for m in active)
    assert any("Pip" in m.content for m in active) and any("Rex" in m.content for m in active)
    assert "nurse" not in svc.get_for_prompt(user_id, 2000)


def test_a_correction_is_not_a_request_to_forget_the_subject(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I live in Hamburg. I love the harbour in Hamburg at night.", "s1")
    _say(svc, user_id, "I don't live in Hamburg anymore.", "s2")

    assert any("harbour" in e for e in _episodes(svc, user_id))


PRIVATE_SUBJECTS = [
    # (what they said, how they ask to forget it by its subject, a question, a word that must go)
    (
        "I'm a devout Catholic and I go to mass every Sunday.",
        "Forget my religion.",
        "What do I do on Sundays?",
        "Catholic",
    ),
    (
        "I'm staying at the Hope shelter on 12 Main St since I left my ex.",
        "Forget where I'm staying.",
        "Where am I staying at the moment?",
        "shelter",
    ),
    (
        "I came out as bisexual to my parents last year.",
        "Please forget what I said about my sexuality.",
        "What did I tell my parents last year?",
        "bisexual",
    ),
    (
        "I owe about 9,000 pounds on three credit cards.",
        "Can you forget about my debts?",
        "How much do I owe on my cards?",
        "9,000",
    ),
    (
        "My ex Jake cheated on me and we broke up in August.",
        "forget about my ex",
        "What happened with Jake?",
        "Jake",
    ),
    (
        "I'm in recovery from alcoholism, two years sober.",
        "Forget about my addiction.",
        "How long have I been sober?",
        "alcoholism",
    ),
    (
        "I have epilepsy and take lamotrigine.",
        "can you please not remember my medical stuff anymore",
        "What medication do I take?",
        "epilepsy",
    ),
]


@pytest.mark.parametrize(("said", "ask", "query", "gone"), PRIVATE_SUBJECTS)
def test_forgetting_a_private_subject_by_its_name_removes_what_was_said_in_other_words(
    svc: MemoryService, user_id: str, said: str, ask: str, query: str, gone: str
) -> None:
    """ "Forget my religion" names the subject; "I'm a devout Catholic" said it: it goes,
    memory and sentence, and what else they said stays."""
    messages = [
        {"role": "user", "content": said},
        {"role": "assistant", "content": "Thanks for telling me."},
        {"role": "user", "content": "I also play the cello in an orchestra."},
        {"role": "assistant", "content": "Lovely."},
    ]
    svc.process_conversation(user_id, messages, "s1")
    assert gone in _everything(svc, user_id, query)

    _say(svc, user_id, ask, "s2")

    assert gone not in _everything(svc, user_id, query)
    assert not any(gone in e for e in _episodes(svc, user_id))
    assert "cello" in _everything(svc, user_id, "What instrument do I play?")


def test_setting_a_subject_aside_in_passing_forgets_nothing(
    svc: MemoryService, user_id: str
) -> None:
    _say(svc, user_id, "I'm a devout Catholic and I go to mass every Sunday.", "s1")
    _say(svc, user_id, "I have type 2 diabetes.", "s2")
    _say(svc, user_id, "Forget religion for a moment, what should I cook tonight?", "s3")
    _say(svc, user_id, "Forget that I voted Labour.", "s4")
    _say(svc, user_id, "forget my health stuff for a sec", "s5")
    _say(svc, user_id, "forget my religion stuff for now, I just want a film", "s6")

    assert "Catholic" in _everything(svc, user_id, "What do I do on Sundays?")
    assert "diabetes" in svc.get_for_prompt(user_id, 2000)
    assert not any("film" in m.content for m in svc.list_memories(user_id))


def test_what_you_know_about_a_subject_goes_when_asked(svc: MemoryService, user_id: str) -> None:
    _say(svc, user_id, "I have a cat called Miso. I play the cello.", "s1")
    _say(svc, user_id, "Please delete what you know about my cat.", "s2")
    assert "Miso" not in _everything(svc, user_id, "What is my cat called?")
    assert "cello" in _everything(svc, user_id, "What instrument do I play?")


def test_forgetting_people_takes_the_sentences_naming_them(
    svc: MemoryService, user_id: str
) -> None:
    """ "Forget my kids' names": "Mia is 7 and Leo is 4" names them without saying "kids"; a
    place a memory still holds ("Lives in Leeds") keeps what was said of it."""
    messages = []
    for said in ("My kids are called Mia and Leo.", "Mia is 7 and Leo is 4.", "I live in Leeds."):
        messages += [{"role": "user", "content": said}, {"role": "assistant", "content": "OK."}]
    svc.process_conversation(user_id, messages, "s1")
    assert "Mia is 7" in _everything(svc, user_id, "How old is Mia?")

    _say(svc, user_id, "forget my kids' names", "s2")

    assert not any("Mia" in e or "Leo" in e for e in _episodes(svc, user_id))
    assert "Leeds" in _everything(svc, user_id, "Where do I live?")


@pytest.mark.parametrize(
    "request_",
    [
        "forget about my relationship please",
        "I'd rather you didn't store anything about my love life.",
        "forget about my dating life",
    ],
)
def test_forgetting_a_relationship_takes_the_partner_and_nothing_else(
    svc: MemoryService, user_id: str, request_: str
) -> None:
    _say(svc, user_id, "My girlfriend Amara is a nurse. I have a dog named Rex.", "s1")

    _say(svc, user_id, request_, "s2")

    active = [m.content for m in svc.list_memories(user_id, include_archived=False)]
    assert not [m for m in active if "Amara" in m], active
    assert [m for m in active if "Rex" in m], active
