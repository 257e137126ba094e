"""Memories from first-person statements the keyed rules have no table for.

The keyed rules (allergies, health, diet, work, family, home, routines, goals, instructions)
recognise the subjects whose key must be exact, because a new value supersedes the old one.
Everything else the user durably says about themselves is read by `statements.classify` and kept
as the user's own statement in the third person, whole object and reason included:

- a preference or aversion gets one key per object, under its topic (`pref.food.cilantro`), so
  several aversions in one topic coexist and only a contradiction about the same object
  supersedes (the candidate carries its polarity);
- any other durable fact gets a key of its own (`about.<its first content words>`), so two
  different statements never replace each other; restatements merge as near-duplicates;
- a retraction ("I don't live in Hamburg anymore", "forget that I'm allergic to peanuts") becomes
  a `retract` candidate naming what goes;
- relative dates are resolved against when the message was said.
"""

from __future__ import annotations

import re
from datetime import datetime

from memory_service import keys
from memory_service.extractors.rules import denials
from memory_service.extractors.rules.instructions import answer_format, format_topic, standing
from memory_service.extractors.rules.statements import Statement, content_words, read
from memory_service.extractors.rules.third_person import third_person
from memory_service.language import statement_words as sw
from memory_service.language import subject_words
from memory_service.language.dates import has_relative_date, resolve_relative_dates
from memory_service.language.substance import points_back, says_something
from memory_service.schemas import MAX_CONTENT_CHARS, MemoryCandidate

MAX_EXCERPT_CHARS = 300
_TOPICS: dict[str, str] = {
    "food": (
        "food eat eating meal meals dinner lunch breakfast cook cooking recipe recipes "
        "cuisine dish dishes spicy sweet salad meat fish chicken beef pork cheese vegetables "
        "fruit sushi pizza pasta curry cilantro coriander olives mushrooms garlic onion bread "
        "rice dessert chocolate snack snacks restaurant restaurants takeaway takeout menu"
    ),
    "drink": "coffee tea wine beer drink drinks drinking alcohol cocktail juice soda milk",
    "travel": (
        "flight flights fly flying plane airport airline aisle window seat hotel hotels trip "
        "trips travel travelling traveling holiday holidays vacation luggage bag layover "
        "layovers cruise train trains"
    ),
    "transport": "drive driving car cars motorway motorways bus commute parking bike cycling",
    "music": "music song songs band bands album concert concerts playlist jazz rock pop",
    "entertainment": (
        "film films movie movies show shows tv series netflix documentary documentaries "
        "horror comedy thriller musicals theatre podcast podcasts"
    ),
    "reading": "book books novel novels reading read fiction nonfiction author authors",
    "games": "game games gaming console consoles pc",
    "fitness": (
        "gym workout workouts run running exercise training yoga swim swimming hiking walk "
        "walking sport sports football climbing"
    ),
    "health": "sleep doctor medicine pain knees back stomach diet",
    "shopping": "shop shopping buy buying store stores online delivery brand brands",
    "clothing": "clothes clothing wear wearing shoes dress jeans shirt",
    "tech": "phone laptop computer app apps android iphone software device devices",
    "home": "home house flat apartment garden kitchen furniture decor cleaning",
    "pets": "dog dogs cat cats pet pets puppy kitten",
    "work": "work job meeting meetings office boss colleagues email emails calls",
    "learning": "learn learning study studying course courses class classes lecture",
    "money": "money budget spend spending save saving price cheap expensive",
    "social": "party parties friends crowds people dating date",
}
_TOPIC_OF: dict[str, str] = {
    word: topic for topic, words in _TOPICS.items() for word in words.split()
}
_LEADING_VERB = re.compile(
    r"^(?:to\s+)?(?:take|taking|have|having|eat|eating|drink|drinking|do|doing|go|going|use"
    r"|using|get|getting|book|booking|watch|watching|buy|buying|be|being|wear|wearing|play"
    r"|playing|listen\s+to|listening\s+to|read|reading|fly|flying|order|ordering)\s+(?=\w)",
    re.I,
)
_ARTICLE = re.compile(r"^(?:a|an|the|any|some|my|their|all|most|much|many)\s+", re.I)


def topic_of(text: str) -> str:
    """The everyday topic a phrase belongs to (by its words), or "general"."""
    for word in re.findall(r"[a-z]+", text.lower()):
        topic = _TOPIC_OF.get(word) or _TOPIC_OF.get(word.rstrip("s"))
        if topic:
            return topic
    return "general"


def object_key(statement: Statement) -> str:
    """`pref.<topic>.<object>`: the key a preference about this object always gets."""
    obj = _LEADING_VERB.sub("", statement.object.strip())
    obj = _ARTICLE.sub("", obj)
    head = " ".join(content_words(obj)[:3]) or " ".join(content_words(statement.content)[:3])
    topic = topic_of(f"{obj} {statement.content}")
    return keys.PREF.key(topic, keys.segment(head.lower() or "general"))


def fact_key(statement: Statement) -> str:
    """`about.<first content words>`: a key of the fact's own."""
    words = [w.lower() for w in content_words(statement.content)[:5]]
    return keys.ABOUT.key(keys.segment(" ".join(words) or "general"))


_WILL = re.compile(r"^(will)\b", re.I)


def candidates(
    sentence: str, said_at: datetime | None, *, excerpt: str, within: str = ""
) -> list[MemoryCandidate]:
    """The memories one own-words sentence makes (none when it says nothing durable), and what
    it ends ("my dog Max died last week": the death is kept, "Has a dog named Max" goes) or
    denies ("I don't have kids": `denials`). `within` is the whole sentence when `sentence` is
    a part of it (what a pronoun in the part may stand for comes before it)."""
    said = _statement(sentence, said_at, excerpt, _up_to(sentence, within))
    if any(c.action == "retract" for c in said):  # "I don't live in Hamburg anymore"
        return [*_endings(sentence, excerpt), *said]
    taken, all_it_says = denials.read(sentence)
    denied = [_retract(prefix, what, excerpt, denial=True) for prefix, what in taken]
    # what a denial says may be only what it takes back ("I never had a cat" is no taste for cats)
    return [*_endings(sentence, excerpt), *denied, *([] if all_it_says else said)]


def _up_to(part: str, sentence: str) -> str:
    """The sentence up to the end of its part ("I have a boyfriend and I live with him" for "I
    live with him"), or the part when it is not found as said."""
    at = sentence.find(part) if sentence else -1
    return sentence[: at + len(part)] if at >= 0 else part


def _statement(
    sentence: str, said_at: datetime | None, excerpt: str, told: str = ""
) -> list[MemoryCandidate]:
    statement = read(sentence)
    if statement is not None and statement.kind == "instruction":
        return _direction(statement, excerpt)
    if statement is None or not statement.durable:
        return []
    if statement.kind == "retraction":
        return _retractions(statement, excerpt)  # "... last month": no date needed to let go
    filed = _filed_as(statement)
    if (
        (said_at is None and has_relative_date(statement.content))  # "next Friday", said when?
        or not says_something(statement.content)  # "loves her", "has news": a reaction
        or points_back(told or sentence)  # "I stand under it like a sunflower": under what?
        or filed is None  # "no emojis in this one please": how to answer now, not from now on
    ):
        return []
    content = resolve_relative_dates(statement.content, said_at)
    if statement.hedged:  # "Maybe I'll move to Spain" is not "Will move to Spain"
        content = _WILL.sub(lambda m: "Might" if m.group(1)[0] == "W" else "might", content)
    confidence = "low" if statement.hedged else "medium"
    key, entry_type, polarity = filed
    return [
        MemoryCandidate(
            key=key,
            content=content,
            entry_type=entry_type,
            confidence=confidence,
            importance=0.5 if statement.kind != "event" else 0.6,
            polarity=polarity,
            excerpt=excerpt[:MAX_EXCERPT_CHARS],
        )
    ]


def _filed_as(statement: Statement) -> tuple[str, str, int | None] | None:
    """(key, entry type, polarity) of a statement's memory; None for a request about the answer
    at hand said as a preference."""
    topic = format_topic(statement.content, about_answers=True)
    about = answer_format(statement.content)
    if about == "this piece":
        return None
    if topic is not None and about == "answers":
        return keys.FORMAT[topic].key(), "preference", statement.polarity
    if statement.object.startswith("favourite "):
        what = keys.segment(statement.object.removeprefix("favourite "))
        return keys.PREF_FAVORITE.key(what), "preference", 1
    if statement.kind == "preference":
        return object_key(statement), "preference", statement.polarity
    return fact_key(statement), "fact", None


def _direction(statement: Statement, excerpt: str) -> list[MemoryCandidate]:
    """A standing instruction in a wording the instruction rules do not read (they come first:
    this is read only when they made nothing of the sentence)."""
    content = standing(statement.content)
    if content is None:
        return []
    if sw.WISH.match(statement.content):  # "I'd like ... going forward": kept as their wish
        content = third_person(statement.content)
    topic = format_topic(content)
    words = [w.lower() for w in content_words(content) if w.lower() not in ("user", "user's")]
    key = (
        keys.FORMAT[topic].key()
        if topic
        else keys.INSTRUCTION.key(keys.segment(" ".join(words[:4]) or "general"))
    )
    return [
        MemoryCandidate(
            key=key,
            content=content,
            entry_type="instruction",
            importance=0.8,
            tags=["instruction", "format"] if topic else ["instruction"],
            excerpt=excerpt[:MAX_EXCERPT_CHARS],
        )
    ]


_VERBS = frozenset(
    """live lives living work works working eat eats eating drink drinks like likes love loves
    have has do does use uses own owns go goes play plays take takes anymore any more longer
    allergic allergy allergies intolerant anything""".split()
)
_ALLERGIES = ("diet.allergy", "health.allergy")


def _retractions(statement: Statement, excerpt: str) -> list[MemoryCandidate]:
    """What a retraction takes back: memories holding its words, under any namespace.

    "I'm not allergic to anything" takes back every allergy; otherwise the memories that hold
    all of the retraction's content words ("Hamburg", "peanuts") go, whatever their key.
    """
    text = f"{statement.object} {statement.content}".lower()
    words = [w.lower() for w in content_words(statement.object) if w.lower() not in _VERBS]
    if "allerg" in text and not words:
        prefixes: tuple[str, ...] = _ALLERGIES
        match = "*"
    elif words:
        verb = (re.findall(r"[a-z]+", statement.object.lower()) or [""])[0]
        prefixes, match = _VERB_SPACES.get(verb, _NAMESPACES), " ".join(words[:4])
    else:
        prefixes, match = (), ""
    if sw.NOT_ME.search(excerpt):  # "it's my son who has the peanut allergy, not me": his stays
        prefixes = tuple(prefix for prefix in prefixes if not prefix.startswith("family"))
    whole = _subject_keys(excerpt)
    if whole == _NAMESPACES:  # "forget everything you know about me": what they said goes too
        return [_retract(prefix, sw.FORGET_EVERYTHING, excerpt) for prefix in _NAMESPACES]
    said = _SAID_AS.get(words[0], ()) if len(words) == 1 else ()
    if sw.NAME_LIST.fullmatch(statement.object):  # "forget Jake and Rex": each name alone
        said = tuple(name.lower() for name in sw.split_list(statement.object))
        match = said[0]
    subject = sw.FORGET_ABOUT.match(sw.tidy(excerpt.strip()))
    if subject is not None:  # "forget my religion": what was said on it, in its own words
        topic = re.findall(r"[\w'-]+", subject.group("topic"))
        said = (*said, *subject_words.said_in(topic))
    if said:  # one candidate per key: the other wordings ride along as alternatives
        prefixes, match = _NAMESPACES, _alternatives(match, said)
    if sw.by_name_alone(excerpt):  # "forget Jake": a person or a pet, not "Lives in Paris"
        prefixes = tuple(p for p in prefixes if p not in _PLACES_AND_WORK)
    elif sw.about_a_name(excerpt):  # "forget everything about Peanut": not the peanut allergy
        prefixes = tuple(p for p in prefixes if p not in SAFETY)
    retracts = [(prefix, match) for prefix in prefixes] + [(key, "*") for key in whole]
    return [_retract(prefix, what, excerpt) for prefix, what in retracts]


SAFETY = ("health", "diet")
_PLACES_AND_WORK = ("location", "work", "education", *SAFETY, "profile")
"""Where a name is a place or an employer, not someone; where a safety fact may share a pet's
name ("Allergic to peanuts" beside a cat called Peanut); and the user's own name (Jake asking to
forget a friend Jake): a name alone to forget leaves them."""


def _alternatives(match: str, said: tuple[str, ...]) -> str:
    """`match` and the other wordings of what it names, "|"-separated, as many as a candidate's
    content holds."""
    joined = match
    for wording in dict.fromkeys(said):
        if wording != match and len(joined) + len(wording) + 3 <= MAX_CONTENT_CHARS:
            joined = f"{joined} | {wording}"
    return joined


def _endings(sentence: str, excerpt: str) -> list[MemoryCandidate]:
    """The memories an ending takes back (`statement_words.ENDED`): the partner and marital
    status for a break-up, the pet or person named for a death, the job holding the employer or
    field left (any job when none is named), what holds the thing sold, the studies finished."""
    ended = sw.ENDED.match(sw.tidy(sentence.strip()))
    if ended is None:
        return []
    said = {name: value for name, value in ended.groupdict().items() if value}
    return [_retract(prefix, what, excerpt) for prefix, what in _ended_keys(said)]


def _ended_keys(said: dict[str, str]) -> list[tuple[str, str]]:
    """(key prefix, words to match) for what `ENDED`'s named groups say has ended: the first
    that holds of partner, pet, named person, employer, field, any job, thing sold, studies."""
    field = said.get("field", "")
    org = said.get("org") or said.get("org2") or said.get("org3") or ""
    pet = (
        said.get("pet_name") or said.get("put_down") or said.get("had_put") or said.get("pet") or ""
    )
    named = said.get("name") or said.get("lost") or said.get("lost2") or ""
    in_order = (
        (
            bool(
                {"partner", "over", "single", "widowed", "called_off", "not_engaged"} & said.keys()
            ),
            [("family.partner", "*"), ("family.marital_status", "*")],
        ),
        (bool(pet), [("family.pet", pet)]),
        (bool(named), [("family", named)]),
        (bool(org), [("work", org)]),
        # "I quit nursing": the field, or the one who does it ("nurse")
        (bool(field), [("work", f"{field} | {field.removesuffix('ing')}er")]),
        ("job" in said or "let_go" in said, [("work.employer", "*")]),
        ("sold" in said, [(prefix, said.get("sold", "")) for prefix in _NAMESPACES]),
    )
    return next((keys for holds, keys in in_order if holds), [("education", "*")])


def _retract(prefix: str, what: str, excerpt: str, *, denial: bool = False) -> MemoryCandidate:
    return MemoryCandidate(
        key=prefix,
        content=what,
        entry_type="fact",
        action="retract",
        excerpt=excerpt[:MAX_EXCERPT_CHARS],
        polarity=-1 if denial else None,  # a denial: what already says no stays (`writer`)
    )


_SUBJECTS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("job", "work", "career", "employer", "company"), ("work",)),
    **dict.fromkeys(("home", "address", "city", "flat", "house"), ("location.home",)),
    **dict.fromkeys(
        ("kids", "children", "child", "son", "daughter", "sons", "daughters"),
        ("family.children", "family.child"),
    ),
    **dict.fromkeys(
        (
            *("partner", "wife", "husband", "boyfriend", "girlfriend", "spouse", "marriage"),
            *("divorce", "relationship", "relationships", "dating", "romance", "lovelife"),
        ),
        ("family.partner", "family.marital_status"),
    ),
    **dict.fromkeys(("pet", "pets"), ("family.pet",)),
    **dict.fromkeys(("dog", "dogs"), ("family.pet.dog",)),  # "forget about my cat": not the dog
    **dict.fromkeys(("cat", "cats"), ("family.pet.cat",)),
    **dict.fromkeys(("diet", "food", "eating"), ("diet",)),
    **dict.fromkeys(
        ("health", "illness", "condition", "conditions", "medical", "diagnosis"), ("health",)
    ),
    **dict.fromkeys(("medication", "medications", "meds", "medicine"), ("health.medication",)),
    "name": ("profile.name", "profile.preferred_name"),
    "age": ("profile.age",),
    "schedule": ("schedule",),
    **dict.fromkeys(("goal", "goals"), ("goal",)),
    **dict.fromkeys(("studies", "school", "university", "degree"), ("education",)),
}
"""The keys a whole subject covers, for "forget what I said about my job"."""
_SUBJECTS.update(
    {
        **dict.fromkeys(("live", "living", "lives"), ("location.home",)),
    }
)
_SAID_AS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("salary", "income", "pay", "earnings", "wage", "wages"), ("earns", "paid")),
    **dict.fromkeys(("address",), ("lives at",)),
    **dict.fromkeys(("weight",), ("weighs",)),
    **dict.fromkeys(("age", "birthday"), ("years old", "born on")),
}
"""Other words a subject is said in: "forget my salary" takes back "Earns 85,000 a year"."""


def _subject_keys(excerpt: str) -> tuple[str, ...]:
    """The key prefixes whose memories all go when the user asks to forget a whole subject."""
    asked = sw.FORGET_ABOUT.match(sw.tidy(excerpt.strip()))
    if asked is None:
        return ()
    if asked.group("topic").strip().lower() in ("me", "myself"):
        return _NAMESPACES  # "forget everything you know about me"
    found: dict[str, None] = {}
    topic = re.sub(r"\blove\s+life\b", "lovelife", asked.group("topic"), flags=re.I)
    for said in content_words(topic):
        for key in _SUBJECTS.get(subject_words.subject_word(said), ()):  # "my kids' names"
            found.setdefault(key, None)
    return tuple(found)


_VERB_SPACES: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("live", "lives", "living"), ("location",)),
    **dict.fromkeys(("work", "works", "working"), ("work", "schedule")),
    "allergic": _ALLERGIES,
    "off": ("health.medication",),
}
"""Where the fact a retraction names lives, when its verb says so: "I don't live in Hamburg
anymore" takes back where they live, not their love of Hamburg's harbour; "I'm not allergic to
cats" their own allergy, not "Has two cats" or a child's allergy; "I'm off the sertraline now" a
medicine."""

_NAMESPACES = keys.namespaces("conversation")
"""Every top-level key namespace a conversation writes."""
