"""The words a private subject is said in, for "forget my religion" (`extractors.rules.general`).

A user who asks to forget a subject names it by its category ("my religion", "my sexuality",
"where I'm staying", "my debts") while what they said of it used other words ("I'm a devout
Catholic", "I came out as bi last year", "I'm at the Hope shelter on Main St"). Each subject
below lists words that, alone, say something on that subject: a memory or a statement holding any
of them goes with the request. Only a request naming the subject itself ("forget my religion",
"forget about my politics", "forget what I said about my sexuality") reaches this far: "forget
that I voted Labour" takes back that one thing.

Words are chosen to say the subject whatever else the sentence says: "straight", "party",
"record" and "status" are left out because they say other things as often.
"""

from __future__ import annotations

from memory_service.language.text import content_terms

_RELIGION = """religion religious faith church mass catholic christian protestant anglican baptist
methodist evangelical pentecostal lutheran presbyterian mormon jehovah muslim islam islamic mosque
jewish judaism synagogue hindu hinduism buddhist buddhism sikh gurdwara atheist agnostic pagan
temple pray prayer prayers bible quran koran torah ramadan sabbath shabbat baptised baptized
spiritual spirituality kosher halal""".split()

_POLITICS = """politics political vote voted voting voter ballot election elections campaign
campaigning labour tory tories conservative conservatives democrat democrats republican
republicans liberal liberals socialist communist libertarian leftist""".split()

_SEXUALITY = (
    *"""sexuality orientation gay lesbian bisexual bi queer homosexual asexual pansexual
lgbt lgbtq closeted""".split(),
    "came out",
    "coming out",
)

_GENDER = """transgender trans nonbinary non-binary genderqueer pronouns transition transitioning
gender""".split()

_MENTAL_HEALTH = (
    *"""depression depressed anxiety bipolar adhd ptsd ocd schizophrenia panic therapy
therapist counsellor counselor psychiatrist psychologist antidepressant antidepressants
suicidal self-harm""".split(),
    "mental health",
    "eating disorder",
)

_MONEY = (
    *"""debt debts owe owes owed loan loans mortgage bankrupt bankruptcy overdraft arrears
salary income earns paid savings iva payday benefits""".split(),
    "universal credit",
)

_STAYING = (
    *"""staying shelter refuge hostel homeless sleeping crashing sofa couch""".split(),
    "lives at",
)

_IMMIGRATION = (
    *"""immigration immigrant visa undocumented asylum refugee deported deportation
citizenship residency""".split(),
    "green card",
)

_CRIME = """arrested arrest prison jail convicted conviction probation parole criminal offence
offense""".split()

_EX = (
    *"""ex ex-wife ex-husband ex-boyfriend ex-girlfriend ex-partner divorce divorced separated
breakup""".split(),
    "broke up",
    "split up",
)

_ADDICTION = """addiction addict addicted alcoholic alcoholism recovery sober sobriety rehab relapse
relapsed drinking gambling""".split()

_BODY_HEALTH = """diabetes diabetic cancer hiv epilepsy epileptic asthma arthritis diagnosed
diagnosis medication meds prescribed surgery chemo insulin""".split()

_PREGNANCY = """pregnant pregnancy expecting miscarriage miscarried ivf trimester""".split()

SUBJECT_WORDS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(
        ("religion", "religious", "faith", "beliefs", "belief", "church"), tuple(_RELIGION)
    ),
    **dict.fromkeys(("ex", "divorce", "breakup"), _EX),
    **dict.fromkeys(("kids", "children", "child", "kid"), ("kids", "children", "son", "daughter")),
    **dict.fromkeys(("addiction", "drinking", "sobriety", "recovery", "rehab"), tuple(_ADDICTION)),
    **dict.fromkeys(("medical", "diagnosis"), (*_BODY_HEALTH, *_MENTAL_HEALTH)),
    **dict.fromkeys(("politics", "political", "vote", "votes", "voting"), tuple(_POLITICS)),
    **dict.fromkeys(("sexuality", "orientation", "sex"), tuple(_SEXUALITY)),
    **dict.fromkeys(("gender", "transition", "pronouns"), tuple(_GENDER)),
    **dict.fromkeys(
        ("mental", "depression", "anxiety", "therapy", "therapist"), tuple(_MENTAL_HEALTH)
    ),
    **dict.fromkeys(("money", "finances", "finance", "debt", "debts", "loans"), tuple(_MONEY)),
    **dict.fromkeys(("staying", "stay", "sleeping", "housing", "shelter", "live"), _STAYING),
    **dict.fromkeys(("immigration", "visa", "citizenship", "asylum"), tuple(_IMMIGRATION)),
    **dict.fromkeys(("criminal", "arrest", "conviction", "prison", "jail"), tuple(_CRIME)),
    **dict.fromkeys(("pregnancy", "pregnant", "ivf"), tuple(_PREGNANCY)),
}
"""Subject word (as the request names it) -> words that say something on that subject."""


def subject_word(word: str) -> str:
    """A word of a request's subject as the tables hold it: "kids'" and "kid's" are "kids"/"kid"."""
    return word.lower().removesuffix("'s").rstrip("'")


def said_in(topic_words: list[str]) -> tuple[str, ...]:
    """The words the subjects named in a request to forget a subject are said in."""
    found: dict[frozenset[str], str] = {}  # one wording per stem ("vote", not "voted" too)
    for word in topic_words:
        for said in SUBJECT_WORDS.get(subject_word(word), ()):
            found.setdefault(content_terms(said), said)
    return tuple(found.values())
