"""The key registry: every key namespace the system writes, declared once.

A memory's key names its subject, and the write rules lean on it: a new value under the same key
supersedes the old one. So every writer takes its keys from here: the rules extractor, the LLM
prompt (which lists these spaces to the model, generated from this table), the feedback and
pattern signals. A space is either one key holding one value (`location.home`: a move replaces
the old city) or a prefix with one key per item (`diet.allergy.<food>`: two allergies coexist).

Each space also says which entry types its memories take, whether they are safety-critical
(always, never, or depending on the item), which signals write it, and its former names: keys
renamed here are renamed in stored memories by a migration, and a model still answering with a
former name is read as the current one.

The model may name a subject no space covers ("hobby.climbing"); such keys are written as given.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from memory_service.pipeline.signal import digest
from memory_service.schemas import EntryType

Critical = Literal["always", "never", "depends"]
Writer = Literal["conversation", "feedback", "patterns"]
CONVERSATION: tuple[Writer, ...] = ("conversation",)
MAX_SEGMENT_CHARS = 40


@dataclass(frozen=True)
class KeySpace:
    """One key namespace: a single key, or a prefix with one key per item."""

    name: str
    meaning: str
    item: str | None = None
    """The item's placeholder ("food") when each item has its own key; None for a single key."""
    entry_types: tuple[EntryType, ...] = ("fact",)
    critical: Critical = "never"
    writers: tuple[Writer, ...] = CONVERSATION
    former: tuple[str, ...] = ()
    """Former names of this space, renamed in stored memories by migration 0004."""
    beside: bool = False
    """A single key that can still hold a second value said as one ("I also work at a bakery",
    "our second baby"): that value is kept beside the first under `<name>.<its words>`."""

    @property
    def multi(self) -> bool:
        """True when each item has its own key (values coexist)."""
        return self.item is not None

    @property
    def template(self) -> str:
        """The key as the prompt shows it: `location.home`, `diet.allergy.<food>`."""
        return f"{self.name}.<{self.item}>" if self.item else self.name

    def key(self, *segments: str) -> str:
        """The key for one item (`segments` joined), or the single key (no segments)."""
        if self.multi != bool(segments):
            wanted = f"an item ({self.item})" if self.multi else "no item"
            raise ValueError(f"{self.name} takes {wanted}, got {segments!r}")
        return ".".join((self.name, *segments))

    def holds(self, key: str) -> bool:
        """True when `key` is this space's key or one of its items (or a value kept beside)."""
        if self.multi:
            return key.startswith(self.name + ".")
        return key == self.name or (self.beside and key.startswith(self.name + "."))


def _single(name: str, meaning: str, **options: Any) -> KeySpace:
    """A space holding one value under one key."""
    return KeySpace(name, meaning, **options)


def _multi(name: str, item: str, meaning: str, **options: Any) -> KeySpace:
    """A space with one key per `item`."""
    return KeySpace(name, meaning, item=item, **options)


_INSTRUCTION_OR_PREFERENCE: tuple[EntryType, ...] = ("instruction", "preference")

# -- health and diet (safety-critical) ---------------------------------------------------------

DIET_ALLERGY = _multi("diet.allergy", "food", "allergic to a food", critical="always")
HEALTH_ALLERGY = _multi(
    "health.allergy",
    "allergen",
    "allergic to a drug, latex, pollen, animals ...",
    critical="always",
)
DIET_INTOLERANCE = _multi(
    "diet.intolerance", "food", "intolerant of or sensitive to a food", critical="always"
)
HEALTH_CONDITION = _multi(
    "health.condition", "condition", "a medical condition or disability", critical="always"
)
HEALTH_MEDICATION = _multi(
    "health.medication", "medication", "a medication or medical device", critical="always"
)
HEALTH_INJURY = _multi(
    "health.injury", "body_part", "an injury", critical="always", former=("injury",)
)
HEALTH_SURGERY = _multi("health.surgery", "what", "an operation they had", critical="always")
HEALTH_RECOVERY = _multi(
    "health.recovery", "what", "recovering from an illness or operation", critical="always"
)
HEALTH_PREGNANCY = _single("health.pregnancy", "pregnant", critical="always")
DIET_STYLE = _single(
    "diet.style", "vegan, vegetarian, pescatarian, plant-based ...", critical="always"
)
DIET_RELIGIOUS = _single("diet.religious", "eats halal or keeps kosher", critical="always")
DIET_GLUTEN_FREE = _single("diet.gluten_free", "eats gluten-free", critical="always")
DIET_DAIRY_FREE = _single("diet.dairy_free", "eats dairy-free", critical="always")
DIET_PLAN = _single(
    "diet.plan", "a diet they follow (low-FODMAP and low-sodium are critical)", critical="depends"
)
DIET_AVOID = _multi(
    "diet.avoid", "food", "a food they never eat (critical unless a taste)", critical="depends"
)
DIET_RESTRICTION = _multi(
    "diet.restriction",
    "food",
    "a food they cannot eat (critical unless a taste)",
    critical="depends",
)

# -- family and home ---------------------------------------------------------------------------

FAMILY_ALLERGY: dict[str, KeySpace] = {
    "partner": _multi(
        "family.partner.allergy", "allergen", "their partner's allergy", critical="always"
    ),
    "child": _multi("family.child.allergy", "allergen", "their child's allergy", critical="always"),
    "pet": _multi("family.pet.allergy", "allergen", "their pet's allergy"),
}
"""A household member's allergy, by who: partner, child or pet (a pet's is not critical)."""
FAMILY_PARTNER = _single("family.partner", "their partner (and name)")
FAMILY_MARITAL_STATUS = _single("family.marital_status", "married, engaged, single ...")
FAMILY_CHILDREN = _single("family.children", "how many children, and their ages", beside=True)
FAMILY_GRANDCHILDREN = _single("family.grandchildren", "how many grandchildren")
FAMILY_CHILD = _multi("family.child", "name", "one child (name, age)")
FAMILY_PET = _multi(
    "family.pet", "species", "their pets of one species, or one pet by name (family.pet.dog.max)"
)
LOCATION_HOME = _single(
    "location.home",
    "the city, region or country they live in",
    former=("location.home_city",),
)
LOCATION_HOUSING = _single("location.housing", "the kind of home they live in")
LOCATION_HOUSEHOLD = _single("location.household", "who they live with")
LOCATION_TIMEZONE = _single("location.timezone", "their time zone")
LOCATION_UPCOMING_MOVE = _single("location.upcoming_move", "where (and when) they are moving")

# -- profile, work, education ------------------------------------------------------------------

PROFILE_NAME = _single("profile.name", "their name")
PROFILE_PREFERRED_NAME = _single(
    "profile.preferred_name", "what they want to be called", entry_types=("preference",)
)
PROFILE_PRONOUNS = _single("profile.pronouns", "the pronouns they use", entry_types=("preference",))
PROFILE_AGE = _single("profile.age", "their age (as of a date)")
PROFILE_ORIGIN = _single("profile.origin", "where they are from or grew up")
PROFILE_NATIONALITY = _single("profile.nationality", "their nationality")
PROFILE_LANGUAGES = _single("profile.languages", "languages they speak")
PROFILE_NATIVE_LANGUAGE = _single("profile.native_language", "their first language")
WORK_EMPLOYER = _single("work.employer", "where they work, or the business they run", beside=True)
WORK_ROLE = _single("work.role", "their job or role", beside=True)
WORK_STATUS = _single("work.status", "retired, self-employed, between jobs ...")
WORK_ARRANGEMENT = _single("work.arrangement", "remote, hybrid or in the office")
WORK_INDUSTRY = _single("work.industry", "the field they work in")
WORK_HOURS = _single("work.hours", "part-time or full-time", beside=True)
EDUCATION_STATUS = _single("education.status", "the kind of student they are")
EDUCATION_SUBJECT = _single("education.subject", "what they study")
EDUCATION_SCHOOL = _single("education.school", "where they study")
SKILL = _multi("skill", "topic", "something they are new to or learning the basics of")

# -- time: schedule, events, goals -------------------------------------------------------------

SCHEDULE_WORK_DAYS = _single("schedule.work_days", "the days they work (weekends ...)")
SCHEDULE_WORK_HOURS = _single("schedule.work_hours", "their working hours (nine to five ...)")
SCHEDULE_WORK_SHIFT = _single("schedule.work_shift", "the shifts they work")
SCHEDULE_WAKE_TIME = _single("schedule.wake_time", "when they usually get up")
SCHEDULE_BEDTIME = _single("schedule.bedtime", "when they usually go to bed")
SCHEDULE_CHRONOTYPE = _single("schedule.chronotype", "morning person or night owl")
SCHEDULE_DAYS_OFF = _single("schedule.days_off", "their days off")
SCHEDULE = _multi("schedule", "routine", "something they do regularly (every Tuesday ...)")
EVENT = _multi("event", "event", "a dated event (an interview, a trip) with its absolute date")
GOALS: dict[str, KeySpace] = {
    topic: _single(f"goal.{topic}", meaning)
    for topic, meaning in (
        ("weight", "a goal to lose or gain weight"),
        ("running", "a running or race goal"),
        ("fitness", "a fitness goal"),
        ("finance", "a goal to save, pay off debt, buy a home ..."),
        ("exam", "an exam or certification they are working towards"),
    )
}
"""Goals with one current value per topic: a new weight goal replaces the old one."""
GOAL_LEARN = _multi("goal.learn", "skill", "something they want to learn")
GOAL_QUIT = _multi("goal.quit", "habit", "a habit they want to quit")
GOAL = _multi("goal", "goal", "another goal they are working towards")

# -- how to answer -----------------------------------------------------------------------------

FORMAT: dict[str, KeySpace] = {
    topic: _single(
        f"format.{topic}",
        meaning,
        entry_types=_INSTRUCTION_OR_PREFERENCE,
        former=("format.answer_length",) if topic == "length" else (),
    )
    for topic, meaning in (
        ("length", "how long answers should be"),
        ("structure", "bullet points, numbered lists or prose"),
        ("tone", "formal, casual, blunt ..."),
        ("language", "the language to answer in"),
        ("spelling", "British, American ... spelling"),
        ("units", "metric or imperial units"),
        ("time", "24-hour or am/pm times"),
        ("summary_style", "how summaries should look"),
        ("tables", "whether to use tables"),
        ("markdown", "whether to use markdown and headings"),
        ("code", "how to show code"),
        ("citations", "whether to cite sources"),
        ("examples", "whether to give examples"),
        ("apologies", "whether to apologise"),
        ("jargon", "jargon or plain language"),
        ("disclaimers", "whether to add disclaimers and caveats"),
        ("follow_up_questions", "whether to ask follow-up questions"),
    )
}
"""Answer-format subjects, one key each whether stated as an instruction or a preference."""
FORMAT_EMOJI = _single(
    "format.emoji",
    "whether to use emoji, in answers and in deliverables",
    entry_types=_INSTRUCTION_OR_PREFERENCE,
    writers=("conversation", "feedback"),
)
FORMAT["emoji"] = FORMAT_EMOJI
INSTRUCTION = _multi(
    "instruction",
    "subject",
    "another standing instruction on answering",
    entry_types=("instruction",),
)
PREF_FAVORITE = _multi("pref.favorite", "thing", "a favourite thing", entry_types=("preference",))
PREF = _multi(
    "pref",
    "topic>.<object",
    "a like, dislike, habit or constraint about one object (pref.travel.overnight_flights)",
    entry_types=("preference",),
)
CHOICE = _multi(
    "choice",
    "topic>.<property",
    "a preference inferred from two or more consistent choices between offered options",
    entry_types=("preference",),
)
ABOUT = _multi(
    "about",
    "subject",
    "another durable thing they said about themselves (what they are, have, do or went through)",
)

# -- deliverables (the feedback signal) ----------------------------------------------------------

DELIVERABLE: dict[str, KeySpace] = {
    dimension: _single(name, meaning, entry_types=("preference",), writers=("feedback",))
    for dimension, name, meaning in (
        ("greeting", "format.greeting", "whether deliverables open with a greeting"),
        ("preamble", "format.preamble", "whether deliverables open with an introduction"),
        ("closing", "format.closing", "whether deliverables end with a closing paragraph"),
        ("signoff", "format.signoff", "how deliverables are signed off"),
        ("bullets", "format.bullets", "bullet points or prose in deliverables"),
        ("headings", "format.headings", "whether deliverables have section headings"),
        ("heading_case", "format.heading_case", "sentence or title case for headings"),
        ("heading_length", "format.heading_length", "how long section headings are"),
        ("emphasis", "format.emphasis", "bold and italics in deliverables"),
        ("sentences", "style.sentences", "how long sentences in deliverables are"),
        ("length", "style.length", "how long deliverables are"),
    )
}
"""What users consistently change in deliverables, one key per dimension (emoji: FORMAT_EMOJI)."""
STYLE_WORD = _multi(
    "style.word",
    "word",
    "a word they replace in deliverables",
    entry_types=("preference",),
    writers=("feedback",),
)

# -- activity patterns (the patterns signal) -----------------------------------------------------

PATTERN_WEEKLY = _multi(
    "pattern.weekly", "activity", "a weekly routine in their activity", writers=("patterns",)
)
PATTERN_DAILY = _multi(
    "pattern.daily", "activity", "a daily habit in their activity", writers=("patterns",)
)
PATTERN: dict[str, KeySpace] = {"weekly": PATTERN_WEEKLY, "daily": PATTERN_DAILY}
"""Routines by how often they recur."""
PATTERN_INSIGHT = _multi(
    "pattern.insight", "tag", "three or more memories sharing a tag", writers=("patterns",)
)


def _collect() -> tuple[KeySpace, ...]:
    found: list[KeySpace] = []
    for value in globals().values():
        members = value.values() if isinstance(value, dict) else (value,)
        found.extend(m for m in members if isinstance(m, KeySpace) and m not in found)
    return tuple(found)


REGISTRY: tuple[KeySpace, ...] = _collect()
"""Every space, in declaration order (the order the LLM prompt lists them in)."""


def spaces(writer: Writer | None = None) -> Iterator[KeySpace]:
    """The registered spaces, or those `writer` writes."""
    return (s for s in REGISTRY if writer is None or writer in s.writers)


def namespaces(writer: Writer) -> tuple[str, ...]:
    """The top-level namespaces `writer` writes ("family", "health", ...), sorted."""
    return tuple(sorted({space.name.split(".")[0] for space in spaces(writer)}))


def space_of(key: str) -> KeySpace | None:
    """The space `key` belongs to (the most specific one), or None."""
    matching = [s for s in REGISTRY if s.holds(key)]
    return max(matching, key=lambda s: len(s.name), default=None)


def current(key: str) -> str:
    """`key` under its space's current name, when it uses a former one."""
    for space in REGISTRY:
        for old in space.former:
            if key == old:
                return space.name
            if space.multi and key.startswith(old + "."):
                return space.name + key[len(old) :]
    return key


def segment(text: str) -> str:
    """`text` as one key segment: lowercase words joined by "_", with a hash when long or empty.

    Long or non-Latin names keep a readable prefix and a hash that tells them apart.
    """
    slug = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    if not slug or len(slug) > MAX_SEGMENT_CHARS:
        prefix = slug[: MAX_SEGMENT_CHARS - 11].strip("_")
        slug = "_".join(p for p in (prefix, digest(text)[:10]) if p)
    return slug
