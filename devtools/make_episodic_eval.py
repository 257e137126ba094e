"""Generate tests/data/episodic_eval.json: a year of chat sessions per user, and questions on them.

Each user chats in dozens of sessions spread over about a year. Most of what they say is noise
for memory purposes (greetings, requests for recipes or code, the assistant's long answers, small
talk about the weather); woven in are life events told in passing, with varied phrasing, often
with relative dates ("I started at Northwind yesterday"). Each event comes with look-alikes that
defeat keyword matching: a friend's trip beside the user's, the old job beside the new one, a
colleague's dog beside the user's dog, a moving day that was later pushed back.

Questions come in three kinds, each with the answer strings that must appear (case-insensitive,
not inside a longer word or number) in the text given to the model:
- `single`: the answer sits in one user turn;
- `multi`: the answers sit in two or more user turns, possibly sessions apart;
- `temporal`: the answer is a date or month; `stated` says whether the user gave it as an
  absolute date ("absolute"), relative to a day other than the day they said it ("relative",
  the answer is the resolved ISO date or "Month YYYY"), or as "today" ("same_day").

The output is deterministic for the fixed seed:

    .venv/bin/python -m devtools.make_episodic_eval
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from memory_service.language.dates import MONTHS

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "episodic_eval.json"
SEED = 1729
FIRST_DAY = date(2025, 4, 1)
YEAR_DAYS = 365
USERS = (
    ("amara", (7, 8, 12, 19, 20, 21)),
    ("bilal", (9, 10, 13, 14, 16, 22)),
    ("carmen", (6, 7, 18, 19, 20)),
    ("devika", (11, 12, 20, 21, 22)),
    ("emil", (8, 9, 17, 18, 21)),
)
STORIES_PER_USER = 12

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
COUNT_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}

# -- slot pools -----------------------------------------------------------------------------------

WOMEN = (
    "Priya",
    "Hannah",
    "Sofia",
    "Aisha",
    "Chloe",
    "Ingrid",
    "Leila",
    "Yuki",
    "Fatima",
    "Nadia",
    "Greta",
    "Rosa",
    "Maeve",
    "Tamsin",
    "Zara",
    "Elif",
)
MEN = (
    "Tomás",
    "Kwame",
    "Jonas",
    "Mateo",
    "Ravi",
    "Dmitri",
    "Owen",
    "Luca",
    "Ben",
    "Samir",
    "Callum",
    "Hugo",
    "Arjun",
    "Felix",
    "Tariq",
    "Niall",
)
CITIES = (
    "Lisbon",
    "Porto",
    "Kyoto",
    "Seville",
    "Copenhagen",
    "Edinburgh",
    "Krakow",
    "Montreal",
    "Vienna",
    "Reykjavik",
    "Naples",
    "Ljubljana",
    "Tallinn",
    "Marrakesh",
    "Hanoi",
    "Oaxaca",
    "Dubrovnik",
    "Bergen",
    "Valencia",
    "Budapest",
)
COMPANIES = (
    "Northwind",
    "Brightlane",
    "Halcyon Labs",
    "Veridian",
    "Quillstone",
    "Tidewater Analytics",
    "Copperleaf",
    "Bluefin Health",
    "Orbital Foods",
    "Kestrel Systems",
    "Marlow & Finch",
    "Lumen Freight",
    "Saltmarsh Studio",
    "Pinecrest Bank",
)
COMPANY_WORK = (
    "mostly remote",
    "hybrid, three days in the office",
    "small team, lots of hats",
    "very corporate",
    "the office is miles away",
)
ROLES = (
    "data analyst",
    "backend developer",
    "product designer",
    "project manager",
    "UX researcher",
    "QA engineer",
    "marketing lead",
    "account manager",
    "solutions architect",
    "operations coordinator",
)
DISHES = (
    "grilled sardines",
    "pastel de nata",
    "black risotto",
    "octopus salad",
    "smoked trout",
    "mushroom dumplings",
    "tagine with preserved lemon",
    "crab croquettes",
    "cardamom buns",
    "goulash",
    "pho from a street stall",
    "mole negro",
)
NEIGHBOURHOODS = (
    "Clifton",
    "Leith",
    "Stokes Croft",
    "Jericho",
    "Headingley",
    "Ancoats",
    "Southville",
    "Morningside",
    "Brixton Hill",
    "Kelvinbridge",
    "Heaton",
    "Roath",
)
BREEDS = (
    "beagle",
    "border collie",
    "cocker spaniel",
    "whippet",
    "dachshund",
    "greyhound",
    "labrador",
    "corgi",
    "shiba inu",
    "staffie",
)
PET_NAMES = (
    "Biscuit",
    "Pepper",
    "Miso",
    "Juniper",
    "Olive",
    "Rocket",
    "Mango",
    "Pickle",
    "Hazel",
    "Bruno",
    "Noodle",
    "Waffles",
)
CHEWED = (
    "AirPods case",
    "left running shoe",
    "passport cover",
    "TV remote",
    "sofa cushion",
    "reading glasses",
    "garden hose",
    "library book",
)
SPORTS = ("five-a-side football", "badminton", "netball", "squash", "ultimate frisbee", "tennis")
HOBBIES = (
    ("pottery", ("bowl", "mug", "vase"), ("Clay Corner studio", "the Kiln Room")),
    ("woodworking", ("spoon", "stool", "chopping board"), ("the Timber Shed", "Offcut Workshop")),
    ("stained glass", ("suncatcher", "lampshade panel", "mirror frame"), ("Prism Works",)),
    ("printmaking", ("lino print", "tote bag print", "woodcut"), ("Inkwell Press",)),
    ("bread baking", ("sourdough loaf", "focaccia", "rye boule"), ("the Crumb School",)),
)
GIFTS = (
    "a vintage film camera",
    "a pasta machine",
    "a climbing harness",
    "noise-cancelling headphones",
    "a weekend cooking course",
    "a record player",
    "a silk scarf",
)
RESTAURANTS = (
    "The Olive Tree",
    "Casa Bonita",
    "Hartley's",
    "The Salt Room",
    "Gusto Verde",
    "Riverside Kitchen",
)
CARS = (
    "Ford Fiesta",
    "Toyota Yaris",
    "Honda Jazz",
    "Skoda Octavia",
    "VW Golf",
    "Kia Niro",
    "Mazda 3",
    "Renault Zoe",
)
COLOURS = ("dark green", "pearl white", "navy blue", "burnt orange", "silver", "bright red")
PRICES = ("£2,300", "£1,850", "£3,400", "£2,900", "£1,200")
RACE_TIMES = ("1:52:40", "2:04:15", "1:47:09", "1:58:31", "2:11:50")
MARATHON_TIMES = ("3:21:05", "3:44:18", "2:59:47", "4:02:33")
BANDS = (
    "Wet Leg",
    "Fontaines D.C.",
    "Khruangbin",
    "Arlo Parks",
    "Bombay Bicycle Club",
    "Little Simz",
    "The National",
    "Hozier",
)
VENUES = (
    "the Roundhouse",
    "Brixton Academy",
    "the Barrowland",
    "Albert Hall",
    "the O2 Ritz",
    "Colston Hall",
)
BOOKS = (
    ("The Remains of the Day", "Kazuo Ishiguro"),
    ("Piranesi", "Susanna Clarke"),
    ("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin"),
    ("The Overstory", "Richard Powers"),
    ("Small Things Like These", "Claire Keegan"),
    ("Lessons in Chemistry", "Bonnie Garmus"),
    ("Klara and the Sun", "Kazuo Ishiguro"),
    ("The Seven Moons of Maali Almeida", "Shehan Karunatilaka"),
)
WEDDING_VENUES = (
    "Hollins Barn",
    "the Orangery at Kew",
    "Fenwick Hall",
    "Ashdown Mill",
    "the Boathouse",
)
FIRMS = ("Stone & Grain", "Kitchen Collective", "Hartwell Builders", "Oakline Joinery")
TILES = ("sage green zellige", "white metro", "terracotta hexagon", "navy herringbone")
BUDGETS = ("£18,000", "£12,500", "£22,000", "£15,000")
ALLERGENS = ("peanuts", "shellfish", "sesame", "kiwi")
PARTNER_ALLERGENS = ("gluten", "dairy", "eggs", "mustard")
VEG_YEARS = ("2013", "2016", "2018", "2019")
CERTS = (
    ("AWS Solutions Architect", ("scored 842", "got 812 out of 1000")),
    ("PRINCE2 Foundation", ("scored 78%", "got 71%")),
    ("CIPD Level 5", ("got a distinction",)),
    ("Google Data Analytics", ("scored 91%",)),
    ("driving theory", ("got 48 out of 50", "scored 46/50")),
)
LAPTOPS = ("Dell XPS 13", "Lenovo Yoga Slim", "MacBook Air", "Framework 13", "HP Spectre x360")
DEFECTS = ("coil whine", "screen flicker", "fan noise", "wobbly hinge", "sticky trackpad")
DENTAL = (
    ("a root canal", "root canal"),
    ("a crown on a back molar", "crown"),
    ("a wisdom tooth out", "wisdom tooth"),
    ("two small fillings", "two small fillings"),
)
LANGUAGES = (
    ("Portuguese", "italki"),
    ("Japanese", "Preply"),
    ("Italian", "italki"),
    ("Dutch", "Preply"),
    ("Greek", "a local evening school"),
)
LEVELS = ("A2", "B1", "B2")
PLOTS = ("14B", "7A", "22C", "31")
ALLOTMENT_SITES = ("Cherry Lane allotments", "Hillside allotments", "the Meadow Road plots")
VEG = (
    ("tomatoes", "Black Krim"),
    ("beans", "Cherokee Trail of Tears"),
    ("squash", "Crown Prince"),
    ("potatoes", "Pink Fir Apple"),
)
NEIGHBOUR_VEG = ("marrows", "pumpkins", "dahlias", "leeks")


# -- people and dates -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Person:
    """Someone the user talks about."""

    name: str
    female: bool

    @property
    def they(self) -> str:
        return "she" if self.female else "he"

    @property
    def them(self) -> str:
        return "her" if self.female else "him"

    @property
    def their(self) -> str:
        return "her" if self.female else "his"


def iso(day: date) -> str:
    """The ISO form of a day, as temporal answers give it."""
    return day.isoformat()


def month_label(day: date) -> str:
    """'May 2025': the form of month answers."""
    return f"{MONTHS[day.month - 1]} {day.year}"


def add_months(day: date, months: int) -> date:
    """The first day of the month `months` after `day`'s month."""
    index = day.year * 12 + day.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def ordinal(n: int) -> str:
    """1 -> '1st', 22 -> '22nd'."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def article(noun: str) -> str:
    """'an operations coordinator', 'a data analyst'."""
    return f"{'an' if noun[:1].lower() in 'aeio' else 'a'} {noun}"


def cap(text: str) -> str:
    """`text` with its first letter upper-cased."""
    return text[:1].upper() + text[1:]


# -- the plot: sessions, the events placed in them, the questions on them -------------------------


@dataclass
class Beat:
    """A statement the user makes in a given session, and the assistant's reply to it."""

    session: int
    text: str
    reply: str
    turn: int = -1  # index of the user turn in its session, set when the session is written


@dataclass
class Question:
    """A question with its answers and the statements holding them."""

    kind: str
    question: str
    answers: list[str]
    beats: list[Beat]
    stated: str | None = None


@dataclass
class Plot:
    """One user's year: session days, the events placed in them and the questions asked."""

    rng: random.Random
    days: list[date]
    beats: list[Beat] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)
    _taken: dict[str, set[Any]] = field(default_factory=dict)

    def pick(self, options: Sequence[Any]) -> Any:
        """One of `options`."""
        return self.rng.choice(list(options))

    def take(self, pool: Sequence[Any], tag: str) -> Any:
        """A value from `pool` not yet used for this user under `tag`."""
        used = self._taken.setdefault(tag, set())
        value = self.rng.choice([v for v in pool if v not in used])
        used.add(value)
        return value

    def person(self, female: bool | None = None) -> Person:
        """Someone new in the user's life."""
        female = self.rng.random() < 0.5 if female is None else female
        return Person(self.take(WOMEN if female else MEN, "person"), female)

    def day(self, i: int) -> date:
        return self.days[i]

    def _load(self, i: int) -> int:
        return sum(1 for b in self.beats if b.session == i)

    def _least_loaded(self, choices: list[int]) -> int:
        lightest = min(self._load(i) for i in choices)
        return self.pick([i for i in choices if self._load(i) == lightest])

    def place(self, lo: float, hi: float) -> int:
        """A session in the `lo`..`hi` fraction of the year, preferring quiet ones."""
        n = len(self.days)
        choices = [i for i in range(n) if lo <= i / (n - 1) <= hi] or [round(lo * (n - 1))]
        return self._least_loaded(choices)

    def between(self, first: date, last: date, *, after: int = -1) -> int:
        """A session dated `first`..`last` (after session `after`), else the next one after."""
        later = [i for i in range(after + 1, len(self.days)) if self.days[i] >= first]
        inside = [i for i in later if self.days[i] <= last]
        if inside:
            return self._least_loaded(inside)
        return later[0] if later else len(self.days) - 1

    def after(self, i: int, min_days: int, max_days: int) -> int:
        """A session `min_days`..`max_days` after session `i`."""
        start = self.days[i]
        return self.between(
            start + timedelta(days=min_days), start + timedelta(days=max_days), after=i
        )

    def _free(self, day: date, i: int) -> bool:
        # A temporal answer must not be any other session's date, or a dated transcript line
        # would contain it by accident.
        return day == self.days[i] or day not in self.days

    def past(self, i: int, *, night: bool = False, today: bool = True) -> tuple[str, date]:
        """A relative phrase for a recent past day, and the day it names."""
        said = self.days[i]
        if night:
            options = [("last night", 1), ("yesterday evening", 1)]
            options += [
                (f"on {WEEKDAYS[(said - timedelta(k)).weekday()]} night", k) for k in (2, 3)
            ]
        else:
            options = [("yesterday", 1), ("the day before yesterday", 2)]
            options += [(f"{COUNT_WORDS[k]} days ago", k) for k in (2, 3, 4)]
            options += [(f"last {WEEKDAYS[(said - timedelta(k)).weekday()]}", k) for k in (3, 5, 6)]
            options += [(f"on {WEEKDAYS[(said - timedelta(k)).weekday()]}", k) for k in (2, 4)]
            if today:
                options += [("today", 0), ("this morning", 0)]
        options = [(p, k) for p, k in options if self._free(said - timedelta(k), i)]
        phrase, back = self.pick(options)
        return phrase, said - timedelta(back)

    def future(self, i: int) -> tuple[str, date]:
        """A relative phrase for a day in the coming week, and the day it names."""
        said = self.days[i]
        options = [("tomorrow", 1), ("the day after tomorrow", 2)]
        options += [(f"in {COUNT_WORDS[k]} days", k) for k in (3, 4, 5)]
        options += [(f"on {WEEKDAYS[(said + timedelta(k)).weekday()]}", k) for k in (2, 3, 5)]
        # "next Tuesday" only when that Tuesday falls in the next calendar week: unambiguous.
        options += [
            (f"next {WEEKDAYS[(said + timedelta(k)).weekday()]}", k)
            for k in (4, 5, 6)
            if (said + timedelta(k)).weekday() < said.weekday()
        ]
        options = [(p, k) for p, k in options if self._free(said + timedelta(k), i)]
        phrase, ahead = self.pick(options)
        return phrase, said + timedelta(ahead)

    def months_ahead(self, i: int, months: int) -> tuple[str, str, date]:
        """'next month' or 'in two months', the month it names ('May 2025') and its first day."""
        phrase = "next month" if months == 1 else f"in {COUNT_WORDS[months]} months"
        first = add_months(self.days[i], months)
        return phrase, month_label(first), first

    def absolute(self, day: date) -> tuple[str, str]:
        """A day as a user writes it without the year, and the answer string for it."""
        month = MONTHS[day.month - 1]
        style = self.rng.randrange(3)
        if style == 0:
            text = f"{day.day} {month}"
            return text, text
        if style == 1:
            text = f"{month} {day.day}"
            return text, text
        answer = f"{ordinal(day.day)} of {month}"
        return f"the {answer}", answer

    def say(self, i: int, options: Sequence[str], replies: Sequence[str] = ()) -> Beat:
        """The user states something in session `i` (one phrasing of several)."""
        beat = Beat(i, self.pick(options), self.pick(replies or ACKS))
        self.beats.append(beat)
        return beat

    def chatter(self, start: int, max_days: int, options: Sequence[str], count: int = 2) -> None:
        """Passing mentions of a subject after session `start` that answer no question."""
        for text in self.rng.sample(list(options), min(count, len(options))):
            self.say(self.after(start, 1, max_days), [text], NOISE_REPLIES)

    def ask(
        self,
        kind: str,
        options: Sequence[str],
        answers: Sequence[str],
        beats: Sequence[Beat],
        stated: str | None = None,
    ) -> None:
        """A question (one phrasing of several) whose answers the given statements hold."""
        self.questions.append(
            Question(kind, self.pick(options), list(answers), list(beats), stated)
        )

    def when(self, options: Sequence[str], answer: str, beat: Beat, stated: str) -> None:
        """A temporal question."""
        self.ask("temporal", options, [answer], [beat], stated)


ACKS = (
    "Good to know, thanks for telling me.",
    "Noted! Anything I can help with on that front?",
    "Thanks for the update.",
    "Got it.",
)
GOOD = (
    "That's brilliant news, congratulations!",
    "Oh how exciting! Congrats.",
    "Amazing, well done you.",
    "That's lovely to hear.",
)
BAD = (
    "Oh no, I'm sorry to hear that. I hope it gets easier soon.",
    "That sounds rough. Take it easy on yourself.",
    "Ugh, that's frustrating. Let me know if I can help sort anything out.",
)
PLAN = (
    "That sounds like a lot of fun. Let me know if you want help planning anything.",
    "Something to look forward to! Shout if you want a checklist.",
    "Nice, that's exciting.",
)


def stated(day: date, said: date) -> str:
    """How a relatively dated answer was stated: on the day itself, or days apart."""
    return "same_day" if day == said else "relative"


# -- stories --------------------------------------------------------------------------------------


def job_story(p: Plot, partner: Person) -> None:
    old_co, new_co, friend_co = (p.take(COMPANIES, "company") for _ in range(3))
    old_role, new_role = p.take(ROLES, "role"), p.take(ROLES, "role")
    friend = p.person()
    years = p.pick(["three", "four", "five", "six"])
    work = p.pick(COMPANY_WORK)
    old = p.say(
        p.place(0.0, 0.2),
        [
            f"For context, I'm {article(old_role)} at {old_co} ({work}).",
            f"I've been {article(old_role)} at {old_co} for {years} years now and honestly I'm "
            "restless.",
            f"Long week. Being the only {old_role} at {old_co} means every fire lands on my desk.",
        ],
    )
    i = p.place(0.3, 0.45)
    interview = p.say(
        i,
        [
            f"I had a final-round interview at {new_co} today, fingers crossed.",
            f"{new_co} invited me to a second interview! It's for {article(new_role)} role.",
        ],
        PLAN,
    )
    i = p.after(i, 10, 30)
    ph, notice_day = p.past(i)
    notice = p.say(
        i,
        [
            f"I handed in my notice at {old_co} {ph}. Weird feeling.",
            f"{cap(ph)} I resigned from {old_co}, it's official.",
        ],
        GOOD,
    )
    i = p.after(i, 14, 40)
    ph, start_day = p.past(i)
    start = p.say(
        i,
        [
            f"I started as {article(new_role)} at {new_co} {ph}! Everyone seems really nice.",
            f"My first day at the new place ({new_co}) was {ph}. So many logins.",
            f"Officially a {new_co} person now, first day was {ph}.",
        ],
        GOOD,
    )
    k = p.place(0.2, 0.9)
    gossip = p.say(
        k,
        [
            f"My friend {friend.name} just accepted an offer at {friend_co}, "
            f"{friend.they} starts there soon.",
            f"{friend.name} is jumping ship to {friend_co}, I'm going to miss {friend.them} at "
            "Friday drinks.",
        ],
    )
    p.chatter(
        p.place(0.0, 0.1),
        120,
        [
            f"Another late one at {old_co}, the quarterly review deck is cursed.",
            f"{old_co} announced a reorg today, nobody knows what it means for us.",
            "My manager moved our one-to-one again, third time this month.",
        ],
    )
    p.chatter(
        start.session,
        150,
        [
            f"{new_co} onboarding is endless, I've done four compliance modules.",
            "Team lunch with the new team today, nice bunch.",
            f"Still getting used to the commute to {new_co}.",
            "My new manager is great, actually listens.",
        ],
        3,
    )
    p.ask(
        "single",
        [
            "Where do I work now?",
            "Which company am I working at these days?",
            "Who's my current employer?",
        ],
        [new_co],
        [start],
    )
    p.ask(
        "single",
        [f"What was my job title at {old_co}?", "What did I do before I changed jobs?"],
        [old_role],
        [old],
    )
    p.ask(
        "single",
        [f"Which company is {friend.name} moving to?", f"Where did {friend.name} get a job offer?"],
        [friend_co],
        [gossip],
    )
    p.ask(
        "multi",
        [
            "Which company did I leave, and which one did I join?",
            "Name my previous employer and my current one.",
        ],
        [old_co, new_co],
        [old, interview],
    )
    p.when(
        ["When did I start my new job?", "What date was my first day at the new job?"],
        iso(start_day),
        start,
        stated(start_day, p.day(start.session)),
    )
    p.when(
        ["When did I hand in my notice at my old job?"],
        iso(notice_day),
        notice,
        stated(notice_day, p.day(notice.session)),
    )


def trip_story(p: Plot, partner: Person) -> None:
    city, friend_city = p.take(CITIES, "city"), p.take(CITIES, "city")
    dish, friend_dish = p.take(DISHES, "dish"), p.take(DISHES, "dish")
    companion = p.pick([partner, p.person()])
    friend = p.person()
    i = p.place(0.05, 0.6)
    ph, month, first = p.months_ahead(i, p.pick([1, 2]))
    plan = p.say(
        i,
        [
            f"We finally booked {city}! {companion.name} and I fly out {ph}.",
            f"{companion.name} and I are doing {city} {ph} — first proper holiday in ages.",
            f"booked flights to {city} with {companion.name} for {ph}, can't wait",
        ],
        PLAN,
    )
    j = p.between(first + timedelta(days=4), first + timedelta(days=34), after=i)
    ph, back_day = p.past(j, today=False)
    back = p.say(
        j,
        [
            f"Just got back from {city} {ph}, exhausted but happy.",
            f"Home from {city} since {ph}. The laundry pile is biblical.",
            f"We flew back from {city} {ph} and I already miss it.",
        ],
        [f"Welcome back! How was {city}?", "Welcome home! Did you have a good time?"],
    )
    food = p.say(
        j,
        [
            f"The best thing we ate all trip was the {dish}, I'm still thinking about it.",
            f"Honestly the highlight was the {dish} on our last night.",
        ],
        ["That sounds delicious.", "Food is half the point of travelling, honestly."],
    )
    k = p.place(0.1, 0.9)
    jealous = p.say(
        k,
        [
            f"{friend.name} just got back from {friend_city} and won't stop talking about the "
            f"{friend_dish}.",
            f"{friend.name} is off to {friend_city} soon, so jealous. "
            f"{cap(friend.they)} says the {friend_dish} there is unreal.",
        ],
    )
    p.chatter(
        plan.session,
        30,
        [
            f"Looking at hotels in {city}, there are far too many options.",
            f"{companion.name} has already made a spreadsheet for the trip.",
        ],
        1,
    )
    p.chatter(
        back.session,
        60,
        [
            f"Still editing the {city} photos.",
            "Post-holiday blues are real.",
            "I need another holiday already.",
        ],
        2,
    )
    p.ask(
        "single",
        [
            f"Which city did I go to with {companion.name}?",
            "Where did I go on my last holiday?",
            f"Where did {companion.name} and I fly to?",
        ],
        [city],
        [plan],
    )
    p.ask(
        "single",
        [f"Where did {friend.name} travel to?", f"Which city was {friend.name}'s trip to?"],
        [friend_city],
        [jealous],
    )
    p.ask(
        "multi",
        ["On my holiday, who came with me and what was the best thing we ate?"],
        [companion.name, dish],
        [plan, food],
    )
    p.when(
        [f"When did I get back from {city}?", "What day did we land home from our holiday?"],
        iso(back_day),
        back,
        "relative",
    )
    p.when([f"Which month was my {city} trip booked for?"], month, plan, "relative")


def dog_story(p: Plot, partner: Person) -> None:
    pet, other_pet = p.take(PET_NAMES, "pet"), p.take(PET_NAMES, "pet")
    breed, other_breed = p.take(BREEDS, "breed"), p.take(BREEDS, "breed")
    item1, item2 = p.take(CHEWED, "chewed"), p.take(CHEWED, "chewed")
    colleague, vet = p.person(female=True), p.person()
    he = p.pick(["he", "she"])
    i = p.place(0.05, 0.5)
    ph, adopted = p.past(i)
    adopt = p.say(
        i,
        [
            f"We adopted a {breed} {ph}!! {he.capitalize()}'s called {pet} and already owns the "
            "sofa.",
            f"Big news: we brought home a rescue {breed} {ph}. Name's {pet}.",
            f"{partner.name} and I picked up our puppy {ph}, a little {breed} called {pet}.",
        ],
        [f"Congratulations! {pet} is a great name.", "A puppy! That's wonderful news."],
    )
    i2 = p.after(i, 5, 40)
    vet_beat = p.say(
        i2,
        [
            f"Took {pet} to the vet, {vet.name} says {he}'s already a bit chunky lol",
            f"Our vet {vet.name} was so good with {pet} at the check-up.",
        ],
    )
    i3 = p.after(i2, 10, 60)
    chew1 = p.say(
        i3,
        [
            f"{pet} ate my {item1} last night. The entire thing.",
            f"RIP my {item1}, {pet} got to it.",
        ],
        BAD,
    )
    i4 = p.after(i3, 15, 90)
    chew2 = p.say(
        i4,
        [
            f"Puppy update: {pet} destroyed my {item2} today.",
            f"{pet} has moved on to chewing my {item2}, send help",
        ],
        BAD,
    )
    office = p.say(
        p.place(0.1, 0.9),
        [
            f"My colleague {colleague.name} brings her {other_breed} {other_pet} into the office "
            "on "
            f"Fridays, {other_pet} is basically the office mascot.",
            f"{colleague.name} from work just got a {other_breed} puppy called {other_pet}.",
        ],
    )
    p.chatter(
        adopt.session,
        200,
        [
            f"{pet} finally slept through the night!",
            f"Walked {pet} in the rain for an hour, {he} loved it, I did not.",
            f"{pet} learned to sit! Only took forty treats.",
            f"Puppy class with {pet} was chaos, {he} tried to befriend every dog.",
            "Dog hair on every single item of clothing I own.",
        ],
        3,
    )
    p.ask("single", ["What's my dog called?", "What is the name of our dog?"], [pet], [adopt])
    p.ask("single", [f"What breed is {pet}?", "What kind of dog did we get?"], [breed], [adopt])
    p.ask("single", [f"What's the name of {colleague.name}'s dog?"], [other_pet], [office])
    p.ask("single", [f"Who is {pet}'s vet?", "What's our vet's name?"], [vet.name], [vet_beat])
    p.ask(
        "multi",
        [f"What has {pet} chewed up so far?", "Which of my things has the dog destroyed?"],
        [item1, item2],
        [chew1, chew2],
    )
    p.when(
        [f"When did we adopt {pet}?", "What day did the puppy come home?"],
        iso(adopted),
        adopt,
        stated(adopted, p.day(i)),
    )


def move_story(p: Plot, partner: Person) -> None:
    old_n, new_n = p.take(NEIGHBOURHOODS, "hood"), p.take(NEIGHBOURHOODS, "hood")
    old = p.say(
        p.place(0.0, 0.25),
        [
            f"Our flat in {old_n} has no dishwasher and I'm losing my mind.",
            f"The damp in our place in {old_n} is getting worse, the landlord ignores every email.",
        ],
        BAD,
    )
    i = p.place(0.35, 0.6)
    moving = p.day(i) + timedelta(days=p.rng.randint(21, 40))
    text1, ans1 = p.absolute(moving)
    lease = p.say(
        i,
        [
            f"We signed the lease on a flat in {new_n}!! Moving day is {text1}.",
            f"{partner.name} and I are moving to {new_n}, keys on {text1}.",
        ],
        GOOD,
    )
    j = p.after(i, 5, 18)
    moved = moving + timedelta(days=p.rng.randint(7, 16))
    text2, ans2 = p.absolute(moved)
    delay = p.say(
        j,
        [
            f"Ugh, moving day got pushed back to {text2} because the landlord wants to repaint "
            "first.",
            f"Change of plan: we now move on {text2}, the previous tenants can't leave in time.",
        ],
        BAD,
    )
    k = p.between(moved + timedelta(days=3), moved + timedelta(days=40), after=j)
    p.say(
        k,
        [
            "Finally unpacked the last box in the new flat. The bakery downstairs is dangerous.",
            "We're settled in the new place, it's so much quieter at night.",
        ],
        GOOD,
    )
    p.chatter(
        lease.session,
        40,
        [
            "Packing boxes everywhere, we own far too many mugs.",
            "Found a man with a van for the move.",
        ],
        2,
    )
    p.ask(
        "single",
        ["Which neighbourhood do I live in now?", "What area did we move to?"],
        [new_n],
        [lease],
    )
    p.ask(
        "multi",
        ["Where did I live before I moved, and where do I live now?"],
        [old_n, new_n],
        [old, lease],
    )
    p.ask(
        "multi",
        ["What was the original moving date, and what did it change to?"],
        [ans1, ans2],
        [lease, delay],
    )
    p.when(
        ["What day did we end up moving house?", "When is our moving day now?"],
        ans2,
        delay,
        "absolute",
    )


def injury_story(p: Plot, partner: Person) -> None:
    sport, physio = p.pick(SPORTS), p.person()
    side = p.pick(["left", "right"])
    weeks = p.pick(["four", "six", "eight"])
    i = p.place(0.1, 0.7)
    ph, hurt_day = p.past(i)
    hurt = p.say(
        i,
        [
            f"I sprained my {side} ankle playing {sport} {ph}, it's the size of a grapefruit.",
            f"Rolled my ankle at {sport} {ph}. Sofa-bound.",
        ],
        BAD,
    )
    j = p.after(i, 2, 12)
    booked = p.say(
        j,
        [
            f"Booked in with a physio called {physio.name} for the ankle.",
            f"Saw a physio about the ankle, {physio.name}, really no-nonsense.",
        ],
    )
    k = p.after(j, 7, 25)
    rest = p.say(
        k,
        [
            f"Physio says no running for {weeks} weeks. I'm going to go feral.",
            f"Ankle update: {weeks} weeks of no running, then a slow build-up.",
        ],
        BAD,
    )
    friend = p.person()
    wrist = p.say(
        p.place(0.1, 0.9),
        [
            f"{friend.name} came off {friend.their} bike and broke {friend.their} wrist, poor "
            "thing.",
            f"{friend.name} fractured {friend.their} wrist bouldering, {friend.they}'s in a cast "
            "for a month.",
        ],
        BAD,
    )
    p.chatter(
        rest.session,
        90,
        [
            "Ankle is much better, walking normally again.",
            "First run back after the ankle, slow but happy.",
        ],
        2,
    )
    p.ask(
        "single",
        ["How did I hurt my ankle?", "Which sport was I playing when I got injured?"],
        [sport],
        [hurt],
    )
    p.ask(
        "single",
        ["What's my physio's name?", "Who's been treating my ankle?"],
        [physio.name],
        [booked],
    )
    p.ask("single", [f"What did {friend.name} injure?"], ["wrist"], [wrist])
    p.ask(
        "multi",
        ["Who is my physio, and how long did they tell me not to run?"],
        [physio.name, f"{weeks} weeks"],
        [booked, rest],
    )
    p.when(
        ["When did I sprain my ankle?", "What day did I hurt my ankle?"],
        iso(hurt_day),
        hurt,
        stated(hurt_day, p.day(i)),
    )


def class_story(p: Plot, partner: Person) -> None:
    hobby, objects, places = p.pick(HOBBIES)
    place = p.pick(places)
    teacher = p.person()
    first, second = p.rng.sample(list(objects), 2)
    weekday = p.pick(WEEKDAYS[:4])
    i = p.place(0.05, 0.5)
    signup = p.say(
        i,
        [
            f"I signed up for a {hobby} class on {weekday} evenings at {place}!",
            f"New hobby alert: {hobby}, {weekday}s at {place}.",
        ],
        PLAN,
    )
    j = p.after(i, 7, 30)
    teach = p.say(
        j,
        [
            f"My {hobby} teacher {teacher.name} is brilliant, very patient with me.",
            f"{teacher.name}, who teaches the {hobby} class, says I'm a natural. "
            f"{cap(teacher.they)}'s being kind.",
        ],
    )
    k = p.after(j, 7, 40)
    made1 = p.say(
        k,
        [
            f"Made my first {first} in class tonight! It's wonky but I love it.",
            f"I finished a {first} at {hobby}. Very lopsided.",
        ],
        GOOD,
    )
    m = p.after(k, 14, 80)
    made2 = p.say(
        m,
        [
            f"Brought home a {second} from {hobby} class, actually quite proud of it.",
            f"My {second} came out of class in one piece!",
        ],
        GOOD,
    )
    p.chatter(
        signup.session,
        150,
        [
            f"{cap(hobby)} class was cancelled this week, gutted.",
            f"Spent the whole {hobby} session fixing my mistakes.",
        ],
        2,
    )
    p.ask(
        "single",
        [f"Where do I take my {hobby} class?", f"Which studio is my {hobby} class at?"],
        [place],
        [signup],
    )
    p.ask("single", [f"What's my {hobby} teacher called?"], [teacher.name], [teach])
    p.ask(
        "multi", [f"What have I made in my {hobby} class so far?"], [first, second], [made1, made2]
    )


def family_story(p: Plot, partner: Person) -> None:
    sibling = p.person()
    relation = "sister" if sibling.female else "brother"
    gift = p.take(GIFTS, "gift")
    restaurant = p.take(RESTAURANTS, "restaurant")
    age = p.pick(["60", "65", "70", "75"])
    i = p.place(0.05, 0.5)
    bday = p.day(i) + timedelta(days=p.rng.randint(20, 60))
    text, ans = p.absolute(bday)
    remind = p.say(
        i,
        [
            f"My {relation} {sibling.name}'s birthday is on {text}, I need a present idea.",
            f"{sibling.name} (my little {relation}) turns 30 on {text}!",
        ],
        PLAN,
    )
    j = p.between(bday - timedelta(days=12), bday - timedelta(days=1), after=i)
    bought = p.say(
        j,
        [
            f"Got {sibling.name} {gift} for {sibling.their} birthday, hope {sibling.they} likes "
            "it.",
            f"Sorted {sibling.name}'s present: {gift}.",
        ],
        GOOD,
    )
    k = p.place(0.4, 0.9)
    mum_day = p.day(k) + timedelta(days=p.rng.randint(15, 40))
    mtext, mans = p.absolute(mum_day)
    mum = p.say(
        k,
        [
            f"Mum turns {age} on {mtext}, we're planning a surprise lunch.",
            f"Mum is turning {age} on {mtext}. Big family do.",
        ],
        PLAN,
    )
    m = p.after(k, 1, 14)
    lunch = p.say(
        m,
        [
            f"Booked {restaurant} for Mum's birthday lunch.",
            f"We're taking Mum to {restaurant} for her birthday.",
        ],
        ["Great choice!", "That sounds lovely."],
    )
    p.when(
        [f"When is my {relation}'s birthday?", f"When is {sibling.name}'s birthday?"],
        ans,
        remind,
        "absolute",
    )
    p.when(["When is Mum's birthday?"], mans, mum, "absolute")
    p.ask(
        "single",
        [f"What did I get {sibling.name} for {sibling.their} birthday?"],
        [gift.split(" ", 1)[1]],
        [bought],
    )
    p.ask(
        "multi",
        ["How old is Mum turning, and where are we taking her for lunch?"],
        [age, restaurant],
        [mum, lunch],
    )


def car_story(p: Plot, partner: Person) -> None:
    car1, car2 = p.take(CARS, "car"), p.take(CARS, "car")
    colour, price = p.pick(COLOURS), p.pick(PRICES)
    i = p.place(0.05, 0.45)
    old = p.say(
        i,
        [
            f"Our old {car1} failed its MOT again, I think it's time.",
            f"The {car1} is making a grinding noise every time I brake.",
        ],
        BAD,
    )
    j = p.after(i, 10, 45)
    sold = p.say(
        j,
        [
            f"Sold the old car to a guy off Marketplace for {price}.",
            f"Someone bought our old car for {price}, cash!",
        ],
        GOOD,
    )
    k = p.after(j, 3, 30)
    ph, got = p.past(k)
    new = p.say(
        k,
        [
            f"Picked up our new {car2} {ph}! {cap(colour)}, because {partner.name} won the "
            "argument.",
            f"We collected the {car2} {ph}. It's {colour} and I love it.",
        ],
        GOOD,
    )
    p.chatter(
        new.session,
        90,
        [
            "The new car's parking sensors are so sensitive lol",
            "Took the new car on its first road trip, so smooth.",
        ],
        1,
    )
    p.ask(
        "single",
        ["What car do I drive now?", "What did we buy to replace the old car?"],
        [car2],
        [new],
    )
    p.ask("single", ["How much did I sell the old car for?"], [price], [sold])
    p.ask(
        "multi",
        ["Which car did we replace, and what colour is the new one?"],
        [car1, colour],
        [old, new],
    )
    p.when(["When did we pick up the new car?"], iso(got), new, stated(got, p.day(k)))


def race_story(p: Plot, partner: Person) -> None:
    race_city = p.take(CITIES, "city")
    friend = p.person()
    friend_city = p.take(CITIES, "city")
    time, friend_time = p.pick(RACE_TIMES), p.pick(MARATHON_TIMES)
    i = p.place(0.05, 0.45)
    race_day = p.day(i) + timedelta(days=p.rng.randint(50, 110))
    text, ans = p.absolute(race_day)
    signup = p.say(
        i,
        [
            f"I signed up for the {race_city} half marathon on {text}. Terrified.",
            f"Entered the {race_city} half! It's on {text}, so training starts now.",
        ],
        PLAN,
    )
    j = p.between(race_day - timedelta(days=40), race_day - timedelta(days=7), after=i)
    km = p.pick(["16", "18", "19"])
    p.say(
        j,
        [f"Did a {km}k long run this morning, legs are dead.", f"{km}k done. Slow but done."],
        GOOD,
    )
    k = p.between(race_day, race_day + timedelta(days=12), after=j)
    done = p.say(
        k,
        [
            f"I finished the half in {time}!! Absolutely broken.",
            f"Official time {time}. Never again (until next year).",
        ],
        GOOD,
    )
    brag = p.say(
        p.place(0.1, 0.9),
        [
            f"{friend.name} ran the {friend_city} marathon in {friend_time}, absolute machine.",
            f"My mate {friend.name} did {friend_city} marathon, {friend_time}!",
        ],
        ["Impressive!", "That's a serious time."],
    )
    p.chatter(
        signup.session,
        80,
        [
            "Hamstring is tight after the long run.",
            "Bought new running shoes, they feel like clouds.",
            "Interval session this morning nearly killed me.",
        ],
        2,
    )
    p.ask(
        "single",
        ["What was my half marathon time?", "How fast did I run the half?"],
        [time],
        [done],
    )
    p.ask("single", [f"What was {friend.name}'s marathon time?"], [friend_time], [brag])
    p.ask(
        "multi",
        ["Which half marathon did I run, and what was my finishing time?"],
        [race_city, time],
        [signup, done],
    )
    p.when(
        ["What date was my half marathon?", "When was the half marathon I entered?"],
        ans,
        signup,
        "absolute",
    )


def concert_story(p: Plot, partner: Person) -> None:
    band, other_band = p.take(BANDS, "band"), p.take(BANDS, "band")
    venue, friend = p.pick(VENUES), p.person()
    i = p.place(0.05, 0.6)
    ph, _month, first = p.months_ahead(i, 1)
    tickets = p.say(
        i,
        [
            f"Got tickets to see {band} at {venue} {ph}!!",
            f"{friend.name} and I are going to see {band} {ph}, at {venue}.",
        ],
        PLAN,
    )
    j = p.between(first, first + timedelta(days=28), after=i)
    ph2, seen = p.past(j, night=True)
    gig = p.say(
        j,
        [
            f"{band} {ph2} was unreal. {friend.name} cried during the encore.",
            f"Saw {band} {ph2} with {friend.name}, best gig in years.",
        ],
        ["Sounds like an amazing night!", "Jealous!"],
    )
    p.say(
        p.place(0.1, 0.9),
        [
            f"Annoyed I missed {other_band} when they toured, it sold out in minutes.",
            f"{partner.name} wants to see {other_band} but I find them a bit boring.",
        ],
    )
    p.ask(
        "single",
        [f"Where did I see {band}?", f"Which venue did I go to for the {band} gig?"],
        [venue],
        [tickets],
    )
    p.ask("single", [f"Who came with me to see {band}?"], [friend.name], [gig])
    p.when(
        [f"When did I see {band} live?", f"What date was the {band} concert?"],
        iso(seen),
        gig,
        "relative",
    )


def book_story(p: Plot, partner: Person) -> None:
    (book, author), (book2, _author2) = p.rng.sample(list(BOOKS), 2)
    friend = p.person()
    i = p.place(0.05, 0.8)
    club = p.say(
        i,
        [
            f"Our book club is reading {book} by {author} this month, I'm about halfway.",
            f"Book club pick is {book} ({author}). Slow start.",
        ],
    )
    rec = p.say(
        p.place(0.05, 0.9),
        [
            f"{friend.name} keeps telling me to read {book2}, apparently it's life-changing.",
            f"{friend.name} lent me {book2} and says I have to finish it by Christmas.",
        ],
    )
    j = p.after(i, 5, 30)
    p.say(
        j,
        [
            "Finished the book club book, the ending annoyed me but I liked the middle.",
            "Book club tonight, I have opinions about that ending.",
        ],
    )
    p.ask(
        "single",
        ["Which book is my book club reading?", "What was the book club book?"],
        [book],
        [club],
    )
    p.ask("single", [f"What book did {friend.name} recommend to me?"], [book2], [rec])
    p.ask("single", ["Who wrote the book my book club read?"], [author], [club])


def wedding_story(p: Plot, partner: Person) -> None:
    venue1, venue2 = p.take(WEDDING_VENUES, "venue"), p.take(WEDDING_VENUES, "venue")
    best = p.person()
    role = p.pick(["best man", "maid of honour", "best person"])
    i = p.place(0.05, 0.35)
    day1 = p.day(i) + timedelta(days=p.rng.randint(150, 220))
    text1, ans1 = p.absolute(day1)
    set_date = p.say(
        i,
        [
            f"{partner.name} and I finally set a date: {text1} at {venue1}!",
            f"Wedding's booked for {text1}, at {venue1}.",
        ],
        GOOD,
    )
    j = p.after(i, 20, 80)
    day2 = day1 + timedelta(days=p.pick([14, 21, 35, -14]))
    text2, ans2 = p.absolute(day2)
    moved = p.say(
        j,
        [
            f"The venue double-booked us, so the wedding is now on {text2} at {venue2} instead.",
            f"Plot twist: new wedding date is {text2}, and it's at {venue2} now.",
        ],
        BAD,
    )
    k = p.after(i, 10, 100)
    asked = p.say(
        k,
        [
            f"I asked {best.name} to be my {role} and {best.they} actually cried.",
            f"{best.name} said yes to being {role}!",
        ],
        GOOD,
    )
    p.chatter(
        set_date.session,
        150,
        [
            "Wedding admin is eating my weekends.",
            "The tasting menu at the venue was amazing.",
            f"{partner.name} wants a ceilidh band, I want a DJ.",
            "Sent out the save-the-dates finally!",
        ],
        3,
    )
    p.when(
        ["What is the date of my wedding now?", "When is the wedding, after the change?"],
        ans2,
        moved,
        "absolute",
    )
    p.ask("single", ["Where is the wedding going to be held now?"], [venue2], [moved])
    p.ask("single", [f"Who did I ask to be my {role}?"], [best.name], [asked])
    p.ask(
        "multi",
        ["What was the original wedding date, and what is it now?"],
        [ans1, ans2],
        [set_date, moved],
    )


def kitchen_story(p: Plot, partner: Person) -> None:
    firm, tile, budget = p.pick(FIRMS), p.pick(TILES), p.pick(BUDGETS)
    builder = p.person(female=False)
    i = p.place(0.05, 0.4)
    money = p.say(
        i,
        [
            f"We're redoing the kitchen. Budget is {budget} and not a penny more.",
            f"Kitchen reno is happening! {budget} max, {partner.name} is keeping a spreadsheet.",
        ],
        PLAN,
    )
    j = p.after(i, 5, 30)
    hired = p.say(
        j,
        [
            f"Going with {firm} for the kitchen, {builder.name} seemed the most honest of the "
            "three quotes.",
            f"We picked {firm} to do the kitchen.",
        ],
        GOOD,
    )
    k = p.after(j, 5, 40)
    tiles = p.say(
        k,
        [
            f"Chose {tile} tiles for the splashback, very pleased.",
            f"{partner.name} vetoed my idea so we're doing {tile} tiles.",
        ],
    )
    m = p.after(k, 20, 70)
    ph, done_day = p.past(m)
    done = p.say(
        m,
        [
            f"The kitchen was finished {ph}!! Cooking in it feels unreal.",
            f"Builders left {ph}, the kitchen is DONE.",
        ],
        GOOD,
    )
    p.chatter(
        hired.session,
        60,
        [
            "The kitchen is a building site, we're living on microwave meals.",
            "Builders found a leak behind the old units, of course.",
        ],
        2,
    )
    p.ask(
        "single",
        ["Which firm did our kitchen?", "Who did we hire for the kitchen renovation?"],
        [firm],
        [hired],
    )
    p.ask("single", ["What was our kitchen budget?"], [budget], [money])
    p.ask(
        "multi",
        ["Who did the kitchen, and what tiles did we choose for the splashback?"],
        [firm, tile],
        [hired, tiles],
    )
    p.when(["When was the kitchen finished?"], iso(done_day), done, stated(done_day, p.day(m)))


def diet_story(p: Plot, partner: Person) -> None:
    allergen, partner_allergen, year = (
        p.pick(ALLERGENS),
        p.pick(PARTNER_ALLERGENS),
        p.pick(VEG_YEARS),
    )
    mine = p.say(
        p.place(0.0, 0.5),
        [
            f"Just so you know, I'm allergic to {allergen}, properly allergic.",
            f"Please never suggest anything with {allergen}, I'm allergic.",
        ],
        ["Thanks, I'll keep that in mind.", "Noted, I'll avoid it."],
    )
    theirs = p.say(
        p.place(0.1, 0.9),
        [
            f"{partner.name} can't eat {partner_allergen}, so recipes for both of us need to skip "
            "it.",
            f"Cooking for {partner.name} tonight, remember {partner.they} doesn't do "
            f"{partner_allergen}.",
        ],
    )
    veg = p.say(
        p.place(0.0, 0.7),
        [
            f"I've been vegetarian since {year}, so no meat suggestions please.",
            f"I went vegetarian in {year} and never looked back.",
        ],
    )
    p.ask("single", ["What am I allergic to?", "Which food must I never eat?"], [allergen], [mine])
    p.ask("single", [f"What can't {partner.name} eat?"], [partner_allergen], [theirs])
    p.when(
        ["Since when have I been vegetarian?", "What year did I go vegetarian?"],
        year,
        veg,
        "absolute",
    )


def exam_story(p: Plot, partner: Person) -> None:
    cert, scores = p.pick(CERTS)
    score = p.pick(scores)
    i = p.place(0.1, 0.8)
    ph, exam_day = p.future(i)
    booked = p.say(
        i,
        [
            f"My {cert} exam is booked for {ph}, revision mode activated.",
            f"Sat down and booked the {cert} exam, it's {ph}. Eek.",
        ],
        PLAN,
    )
    j = p.between(exam_day, exam_day + timedelta(days=20), after=i)
    passed = p.say(
        j,
        [
            f"PASSED the {cert} exam!!! {cap(score)}.",
            f"I passed {cert}, {score}. Celebrating tonight.",
        ],
        GOOD,
    )
    p.ask(
        "single",
        [f"What did I score on the {cert} exam?", f"How did I do on {cert}?"],
        [score],
        [passed],
    )
    p.when(
        [f"When was my {cert} exam?", f"What date did I sit the {cert} exam?"],
        iso(exam_day),
        booked,
        "relative",
    )


def partner_story(p: Plot, partner: Person) -> None:
    co, role = p.take(COMPANIES, "company"), p.take(ROLES, "role")
    i = p.place(0.0, 0.6)
    job = p.say(
        i,
        [
            f"{partner.name} works as {article(role)} at {co}, so {partner.their} hours are all "
            "over the place.",
            f"{partner.name} got promoted to senior {role} at {co}!",
        ],
        GOOD,
    )
    p.ask(
        "single",
        [f"Where does {partner.name} work?", f"Which company is {partner.name} at?"],
        [co],
        [job],
    )
    p.ask("single", [f"What does {partner.name} do for work?"], [role], [job])


def laptop_story(p: Plot, partner: Person) -> None:
    first, second = p.take(LAPTOPS, "laptop"), p.take(LAPTOPS, "laptop")
    defect = p.pick(DEFECTS)
    i = p.place(0.05, 0.7)
    bought = p.say(
        i,
        [
            f"Bought {article(first)} in the sale, first new laptop in six years.",
            f"My new {first} arrived today.",
        ],
        GOOD,
    )
    j = p.after(i, 2, 20)
    returned = p.say(
        j,
        [
            f"I'm returning the new laptop, the {defect} is driving me mad.",
            f"The laptop is going back, it has terrible {defect}.",
        ],
        BAD,
    )
    k = p.after(j, 3, 25)
    kept = p.say(
        k,
        [
            f"Ended up with {article(second)} instead, much happier.",
            f"Replaced it with {article(second)} and it's perfect.",
        ],
        GOOD,
    )
    p.ask(
        "single",
        ["Which laptop did I end up keeping?", "What computer am I using now?"],
        [second],
        [kept],
    )
    p.ask(
        "multi",
        ["Which laptop did I send back, and what was wrong with it?"],
        [first, defect],
        [bought, returned],
    )


def dentist_story(p: Plot, partner: Person) -> None:
    dentist, (outcome, outcome_answer) = p.person(), p.pick(DENTAL)
    i = p.place(0.1, 0.85)
    ph, appointment = p.future(i)
    booked = p.say(
        i,
        [
            f"Dentist appointment with Dr {dentist.name} {ph}, dreading it.",
            f"Got the dentist {ph}. Dr {dentist.name} again.",
        ],
        ["You'll be fine!", "Fingers crossed it's quick."],
    )
    j = p.between(appointment, appointment + timedelta(days=20), after=i)
    result = p.say(
        j,
        [
            f"Dentist says I need {outcome}. Great.",
            f"Turns out I need {outcome}, booked in for that soon.",
        ],
        BAD,
    )
    p.when(
        ["When was my dentist appointment?", "What day did I see the dentist?"],
        iso(appointment),
        booked,
        "relative",
    )
    p.ask(
        "single",
        ["What did the dentist say I need?", "What treatment do my teeth need?"],
        [outcome_answer],
        [result],
    )
    p.ask(
        "single",
        ["What's my dentist's name?", "Who did I see about my teeth?"],
        [dentist.name],
        [booked],
    )


def language_story(p: Plot, partner: Person) -> None:
    language, platform = p.pick(LANGUAGES)
    tutor, level = p.person(), p.pick(LEVELS)
    i = p.place(0.0, 0.5)
    start = p.say(
        i,
        [
            f"Started {language} lessons with a tutor called {tutor.name} on {platform}.",
            f"I'm learning {language}! My tutor {tutor.name} is lovely.",
        ],
        GOOD,
    )
    j = p.after(i, 30, 120)
    ph, month, _first = p.months_ahead(j, p.pick([2, 3]))
    exam = p.say(
        j,
        [
            f"I'm sitting the {level} {language} exam {ph}.",
            f"Going to sit the {level} exam {ph}, {tutor.name} thinks I'm ready.",
        ],
        PLAN,
    )
    p.chatter(
        start.session,
        150,
        [
            f"{language} homework done, the verbs are killing me.",
            f"Watched a film in {language} without subtitles, understood maybe a third.",
        ],
        2,
    )
    p.ask("single", ["What language am I learning?"], [language], [start])
    p.ask("single", [f"Who is my {language} tutor?"], [tutor.name], [start])
    p.when([f"Which month is my {language} exam?"], month, exam, "relative")


def allotment_story(p: Plot, partner: Person) -> None:
    plot_no, site = p.pick(PLOTS), p.pick(ALLOTMENT_SITES)
    (veg, variety), neighbour_veg = p.pick(VEG), p.pick(NEIGHBOUR_VEG)
    neighbour = p.person()
    i = p.place(0.0, 0.4)
    got = p.say(
        i,
        [
            f"We got an allotment! Plot {plot_no} at {site}.",
            f"Off the waiting list at last: plot {plot_no}, {site}.",
        ],
        GOOD,
    )
    j = p.after(i, 20, 90)
    grow = p.say(
        j,
        [
            f"My {veg} are finally coming along, the {variety} ones.",
            f"Planted {variety} {veg} this year, fingers crossed.",
        ],
    )
    near = p.say(
        p.after(i, 10, 120),
        [
            f"The guy on the next plot, {neighbour.name}, grows giant {neighbour_veg}.",
            f"{neighbour.name} next door on the allotment is obsessed with {neighbour_veg}.",
        ],
    )
    p.chatter(
        got.session,
        150,
        ["Spent Sunday weeding the allotment.", "Slugs ate all my lettuce seedlings overnight."],
        2,
    )
    p.ask("single", ["What's my allotment plot number?"], [plot_no], [got])
    p.ask("single", ["What does my allotment neighbour grow?"], [neighbour_veg], [near])
    p.ask("single", [f"Which variety of {veg} am I growing?"], [variety], [grow])


STORIES: tuple[Callable[[Plot, Person], None], ...] = (
    job_story,
    trip_story,
    dog_story,
    move_story,
    injury_story,
    class_story,
    family_story,
    car_story,
    race_story,
    concert_story,
    book_story,
    wedding_story,
    kitchen_story,
    diet_story,
    exam_story,
    partner_story,
    laptop_story,
    dentist_story,
    language_story,
    allotment_story,
)


# -- what fills the rest of the sessions ----------------------------------------------------------

RECIPES = {
    "shakshuka": (
        "Soften an onion and a red pepper in olive oil, add garlic, cumin and paprika, then a tin "
        "of tomatoes. Simmer ten minutes, make four wells, crack in the eggs, cover and cook "
        "until the whites set. Finish with feta and coriander, and serve with bread."
    ),
    "mushroom risotto": (
        "Fry a chopped onion in butter, add 300g arborio and toast it for a minute. Add a glass "
        "of white wine, then hot stock a ladle at a time, stirring, for about 18 minutes. Fry the "
        "mushrooms separately so they brown, fold them in with parmesan and a knob of butter."
    ),
    "red lentil dal": (
        "Rinse 250g red lentils and simmer them in 800ml water with turmeric until soft, about 20 "
        "minutes. Meanwhile fry cumin seeds, garlic, ginger and chilli in oil or ghee, then pour "
        "this tarka over the lentils. Season, squeeze in lemon and serve with rice."
    ),
    "banana bread": (
        "Mash three very ripe bananas, whisk in 75g melted butter, 150g sugar, an egg and a "
        "teaspoon of vanilla. Fold in 190g flour with a teaspoon of bicarb and a pinch of salt. "
        "Bake in a lined loaf tin at 175C for 55 to 65 minutes, until a skewer comes out clean."
    ),
    "minestrone": (
        "Soften onion, carrot and celery in olive oil, add garlic and a spoon of tomato paste. "
        "Add a tin of tomatoes, a litre of stock, a tin of cannellini beans and diced potato. "
        "Simmer 20 minutes, add small pasta and greens for the last 8, and finish with parmesan."
    ),
    "falafel": (
        "Soak dried chickpeas overnight (tinned ones turn mushy). Blitz them with onion, garlic, "
        "parsley, coriander, cumin and a little flour until coarse. Chill for an hour, shape "
        "small patties and shallow-fry in hot oil for three minutes a side."
    ),
    "lemon drizzle cake": (
        "Beat 225g butter and 225g sugar, add 4 eggs and 225g self-raising flour with the zest of "
        "a lemon. Bake at 180C for 45 minutes. While it's warm, prick it all over and pour over "
        "the juice of a lemon mixed with 85g granulated sugar."
    ),
    "chana masala": (
        "Fry onion until deep golden, add garlic, ginger and green chilli, then cumin, coriander, "
        "garam masala and a little amchur. Add chopped tomatoes and cook down, then two tins of "
        "chickpeas with a splash of water. Simmer 15 minutes and mash a few chickpeas to thicken."
    ),
}
EMAILS = (
    ("my landlord", "the boiler that still isn't fixed"),
    ("my manager", "taking next Friday off"),
    ("a client", "an invoice that is three weeks late"),
    ("the school office", "my nephew's pick-up arrangements"),
    ("a recruiter", "politely declining a role"),
    ("our building manager", "the broken entry buzzer"),
)
CONCEPTS = {
    "compound interest": (
        "You earn interest on your savings, and then next year you also earn interest on that "
        "interest. It's like a snowball rolling downhill: small at first, but it picks up more "
        "snow the bigger it gets, so time matters more than the amount you start with."
    ),
    "inflation": (
        "Inflation means prices slowly go up over time, so the same money buys a bit less each "
        "year. If a sandwich costs 3 pounds now and inflation is 5%, next year it's about 3.15."
    ),
    "how vaccines work": (
        "A vaccine shows your immune system a harmless copy or piece of a germ, like a wanted "
        "poster. Your body makes defenders that remember it, so if the real germ turns up later "
        "they recognise it and fight it off before you get properly ill."
    ),
    "the offside rule": (
        "An attacker can't be closer to the opponents' goal line than both the ball and the "
        "second-last defender at the moment a team-mate passes to them. It stops players from "
        "just waiting next to the goalkeeper for a long ball."
    ),
    "how a mortgage works": (
        "A bank lends you most of the price of a house and you pay it back monthly over many "
        "years, with interest. The house is the bank's security: if you stop paying, they can "
        "take it. Your deposit is the part you pay yourself upfront."
    ),
    "what an index fund is": (
        "Instead of picking a few companies, an index fund buys a little bit of every company in "
        "a list, like the FTSE 100. You get the average return of the whole market, with low "
        "fees, and no single company can sink you."
    ),
    "jet lag": (
        "Your body has an internal clock tuned to daylight where you live. Fly across time zones "
        "and the clock is suddenly wrong, so you're sleepy at lunch and wide awake at 3am until "
        "it resets, roughly a day per time zone crossed."
    ),
    "photosynthesis": (
        "Plants take in sunlight, water from their roots and carbon dioxide from the air, and "
        "turn them into sugar for energy. The leftover oxygen goes back into the air, which is "
        "the oxygen we breathe."
    ),
}
CODE = {
    "remove duplicates from a list but keep the order": (
        "Use a dict, which keeps insertion order:\n\n```python\nunique = "
        "list(dict.fromkeys(items))\n```\n\nThis works for hashable items and keeps the first "
        "occurrence of each."
    ),
    "read a CSV file into a list of dicts": (
        "The csv module does this:\n\n```python\nimport csv\n\nwith open('data.csv', newline='') "
        "as f:\n    rows = list(csv.DictReader(f))\n```\n\nEach row is a dict keyed by the header "
        "line."
    ),
    "sort a dictionary by its values": (
        "Sort the items by their second element:\n\n```python\nby_value = dict(sorted(d.items(), "
        "key=lambda kv: kv[1]))\n```\n\nAdd reverse=True for largest first."
    ),
    "parse a date like 03/11/2025": (
        "Use datetime.strptime with the matching format:\n\n```python\nfrom datetime import "
        "datetime\nd = datetime.strptime('03/11/2025', '%d/%m/%Y')\n```\n\nSwap %d and %m if the "
        "date is American-style."
    ),
    "count words in a text file": (
        "Read it, split on whitespace and count:\n\n```python\nfrom collections import "
        "Counter\nwith open('notes.txt') as f:\n    counts = "
        "Counter(f.read().split())\nprint(counts.most_common(10))\n```"
    ),
    "retry a request when it fails": (
        "A small loop with backoff is enough:\n\n```python\nimport time\nfor attempt in "
        "range(5):\n    try:\n        return fetch()\n    except ConnectionError:\n        "
        "time.sleep(2 ** attempt)\nraise RuntimeError('gave up')\n```"
    ),
}
TRANSLATIONS = (
    ("where is the train station", "Spanish", "¿Dónde está la estación de tren?"),
    ("could we have the bill, please", "Italian", "Il conto, per favore."),
    ("I'd like a coffee with milk", "French", "Je voudrais un café au lait."),
    ("how much does this cost", "German", "Wie viel kostet das?"),
    ("nice to meet you", "Portuguese", "Prazer em conhecer-te."),
    ("I don't eat meat", "Spanish", "No como carne."),
)
REWRITES = (
    (
        "hey, can't make the meeting tmrw, can we move it",
        "Hi, unfortunately I'm unable to attend tomorrow's meeting. Would it be possible to "
        "reschedule to later in the week?",
    ),
    (
        "sorry this is late, was swamped",
        "Apologies for the delay in getting this to you; it has been an unusually busy week.",
    ),
    (
        "we need the numbers by friday or we're stuck",
        "To keep the project on schedule, we'll need the figures by Friday. Thank you for your "
        "help with this.",
    ),
    (
        "thanks loads for sorting that, you're a star",
        "Thank you very much for resolving this so quickly; I really appreciate it.",
    ),
)
GENERIC_ADVICE = {
    "How should I taper before a half marathon?": (
        "Cut your weekly mileage by about 30-40% in the final week and a bit less the week "
        "before, but keep a couple of short runs at race pace so your legs stay sharp. Sleep "
        "well, don't try new food, and lay out your kit the night before."
    ),
    "How do I stop a puppy biting everything?": (
        "Give them something they are allowed to chew every time they go for hands or furniture, "
        "and stop play briefly when teeth touch skin. Puppies bite most when overtired, so "
        "enforced naps help more than people expect."
    ),
    "What questions should I ask at the end of a job interview?": (
        "Good ones: what does success look like in the first six months, what's the biggest "
        "challenge the team faces right now, and how do people here usually grow. Avoid salary "
        "until they raise it or there's an offer."
    ),
    "Any tips for packing light for a week away?": (
        "Pick one colour palette so everything matches, take three tops and two bottoms, wear "
        "your bulkiest shoes on the plane, and decant toiletries. Plan to do one sink wash "
        "midweek and you'll fit it all in a carry-on."
    ),
    "How do I get rid of a sprained ankle faster?": (
        "Early on: rest, ice for 15 minutes a few times a day, compression and elevation. After a "
        "couple of days gentle movement helps more than rest, like ankle circles. See a "
        "professional if you can't bear weight."
    ),
    "What's a good way to keep houseplants alive when I'm away?": (
        "Water them well before you leave, group them together out of direct sun, and use a "
        "self-watering spike or a wick from a jar of water for the thirsty ones. Most will "
        "happily survive a week."
    ),
    "How do I ask for a raise?": (
        "Pick a moment after a win, bring evidence of your impact and a market rate for the role, "
        "name a specific number, and then stop talking. If the answer is not now, ask what would "
        "need to be true in six months."
    ),
    "How can I sleep better?": (
        "Keep the same wake-up time every day, even at weekends, get daylight in the morning, "
        "stop caffeine after lunch, and keep the bedroom cool and dark. If you're awake for ages, "
        "get up and read until you're sleepy."
    ),
}
TIMEZONES = (("London", 0), ("New York", -5), ("Tokyo", 9), ("Dubai", 4), ("Sydney", 11))
CITY_WEATHER = (
    "Spring and early autumn are usually the sweet spot for {city}: mild weather, fewer crowds "
    "and cheaper flights than in high summer. Winter can be quiet and atmospheric if you don't "
    "mind the shorter days.",
    "For {city} I'd aim for May, June or September. July and August are busiest, and prices for "
    "hotels go up a lot then.",
)
NOISE = (
    "It's been raining all week here, I've forgotten what the sun looks like.",
    "Had the worst night's sleep, the neighbours were drilling at 7am.",
    "Working from a café today, the wifi is terrible.",
    "I'm so tired today, back-to-back meetings since nine.",
    "Just had the best coffee of my life, no exaggeration.",
    "Our heating is being weird again.",
    "Spent the whole morning on hold with the bank.",
    "My phone screen cracked this morning, great start.",
    "I think I'm coming down with a cold.",
    "Finally cleared my inbox, feels amazing.",
    "The trains were cancelled again so I'm working from home.",
    "Made pancakes for breakfast, very proud of myself.",
)
NOISE_REPLIES = ("Ha, I know that feeling.", "Oh no!", "Sounds like quite a day.", "Nice!")
OPENERS = ("hey", "hi!", "morning!", "hello again", "quick one", "hiya", "evening!", "ok so")
GREETINGS = ("hey!", "hi!", "morning!", "evening!", "hiya,", "hello hello.")
OPENER_REPLIES = ("Hi! What can I do for you?", "Hello! How can I help?", "Hey! What's up?")
CLOSERS = (
    ("thanks!", "You're welcome!"),
    ("perfect, thank you", "Any time."),
    ("great, that's all for now", "Have a good one!"),
    ("cheers", "Glad to help."),
    ("lovely, thanks a lot", "My pleasure!"),
)
FOLLOW_UPS = (
    ("can you make it shorter?", "Sure, here's a tighter version: {short}"),
    (
        "hmm, what would you change if it was for work?",
        "I'd keep it shorter and more neutral: {short}",
    ),
    ("ok and in one sentence?", "{short}"),
)
JOINERS = ("Anyway, ", "Unrelated, but ", "Also, ", "Random question: ", "")


def _recipe(p: Plot) -> tuple[str, str]:
    dish = p.pick(sorted(RECIPES))
    ask = p.pick(
        [
            f"Can you give me a quick recipe for {dish}?",
            f"how do I make {dish}",
            f"What's an easy {dish} recipe for two?",
        ]
    )
    return ask, f"Here's a simple {dish}: {RECIPES[dish]}"


def _email(p: Plot) -> tuple[str, str]:
    who, about = p.pick(EMAILS)
    ask = p.pick(
        [
            f"Can you help me write an email to {who} about {about}?",
            f"draft an email to {who} re {about} please",
        ]
    )
    body = (
        f"Of course. Here's a draft:\n\nSubject: {cap(about)}\n\nHi,\n\nI hope you're well. I "
        f"wanted to follow up about {about}. Could you let me know when would suit you to sort "
        "this out? I'm happy to be flexible on timing.\n\nThanks in advance,\n[Your name]"
    )
    return ask, body


def _concept(p: Plot) -> tuple[str, str]:
    concept = p.pick(sorted(CONCEPTS))
    ask = p.pick(
        [
            f"Can you explain {concept} like I'm five?",
            f"explain {concept} simply?",
            f"I never understood {concept}, can you explain?",
        ]
    )
    return ask, CONCEPTS[concept]


def _code(p: Plot) -> tuple[str, str]:
    task = p.pick(sorted(CODE))
    return p.pick([f"How do I {task} in Python?", f"python: {task}?"]), CODE[task]


def _translate(p: Plot) -> tuple[str, str]:
    phrase, language, answer = p.pick(TRANSLATIONS)
    return f"How do you say '{phrase}' in {language}?", f'In {language}: "{answer}"'


def _rewrite(p: Plot) -> tuple[str, str]:
    casual, formal = p.pick(REWRITES)
    return f"Can you make this sound more professional: '{casual}'", f'How about: "{formal}"'


def _advice(p: Plot) -> tuple[str, str]:
    ask = p.pick(sorted(GENERIC_ADVICE))
    return ask, GENERIC_ADVICE[ask]


def _convert(p: Plot) -> tuple[str, str]:
    miles = p.pick([3, 5, 8, 13.1, 26.2, 42])
    return f"What's {miles} miles in kilometres?", f"{miles} miles is about {miles * 1.609:.1f} km."


def _timezone(p: Plot) -> tuple[str, str]:
    (here, a), (there, b) = p.rng.sample(list(TIMEZONES), 2)
    hour = p.rng.randint(8, 18)
    other = (hour + b - a) % 24
    return (
        f"If it's {hour}:00 in {here}, what time is it in {there}?",
        f"It would be {other:02d}:00 in {there} (ignoring daylight saving differences).",
    )


def _best_time(p: Plot) -> tuple[str, str]:
    city = p.pick(CITIES)
    return f"What's the best time of year to visit {city}?", p.pick(CITY_WEATHER).format(city=city)


TASKS = (
    _recipe,
    _email,
    _concept,
    _code,
    _translate,
    _rewrite,
    _advice,
    _convert,
    _timezone,
    _best_time,
)


# -- writing sessions -----------------------------------------------------------------------------


@dataclass
class Session:
    """A session being written: its messages and the clock inside it."""

    plot: Plot
    clock: datetime
    messages: list[dict[str, str]] = field(default_factory=list)

    def turn(self, role: str, content: str) -> int:
        """Append a message a little after the previous one; returns its index."""
        rng = self.plot.rng
        if self.messages:
            pause = rng.randint(6, 40) if role == "assistant" else rng.randint(25, 300)
            self.clock += timedelta(seconds=pause)
        stamp = self.clock.isoformat().replace("+00:00", "Z")
        self.messages.append({"role": role, "content": content, "created_at": stamp})
        return len(self.messages) - 1

    def exchange(self, ask: str, answer: str) -> int:
        index = self.turn("user", ask)
        self.turn("assistant", answer)
        return index

    def task(self) -> None:
        """A request unrelated to memory, sometimes with a follow-up."""
        ask, answer = self.plot.pick(TASKS)(self.plot)
        self.exchange(ask, answer)
        if self.plot.rng.random() < 0.3:
            follow, reply = self.plot.pick(FOLLOW_UPS)
            self.exchange(follow, reply.format(short=answer.split(". ")[0].rstrip(".") + "."))

    def beat(self, beat: Beat) -> None:
        """The user's statement, alone, after a greeting, or with a request in the same turn."""
        style = self.plot.rng.random()
        if style < 0.35:
            ask, answer = self.plot.pick(TASKS)(self.plot)
            joiner = self.plot.pick(JOINERS)
            text = f"{beat.text} {joiner}{ask[:1].lower() if joiner else ask[:1]}{ask[1:]}"
            beat.turn = self.exchange(text, f"{beat.reply}\n\n{answer}")
        elif style < 0.5 and not self.messages:
            beat.turn = self.exchange(f"{self.plot.pick(GREETINGS)} {beat.text}", beat.reply)
        else:
            beat.turn = self.exchange(beat.text, beat.reply)


def write_session(plot: Plot, index: int, start: datetime) -> list[dict[str, str]]:
    """One session's messages: greeting, the beats placed in it, requests, small talk, goodbye."""
    rng = plot.rng
    session = Session(plot, start)
    beats = [b for b in plot.beats if b.session == index]
    if rng.random() < 0.4:
        session.exchange(plot.pick(OPENERS), plot.pick(OPENER_REPLIES))
    items: list[Beat | None] = [*beats, *([None] * rng.randint(1, 3))]
    rng.shuffle(items)
    for item in items:
        if item is None:
            session.task()
        else:
            session.beat(item)
        if rng.random() < 0.25:
            session.exchange(plot.pick(NOISE), plot.pick(NOISE_REPLIES))
    if rng.random() < 0.4:
        session.exchange(*plot.pick(CLOSERS))
    # Sessions end before midnight: relative dates resolve against the day of every message.
    assert all(m["created_at"].startswith(start.date().isoformat()) for m in session.messages)
    return session.messages


def session_days(rng: random.Random) -> list[date]:
    """30 to 60 distinct days over the year, never two days in a row."""
    count = rng.randint(36, 58)
    days: list[date] = []
    while len(days) < count:
        candidate = FIRST_DAY + timedelta(days=rng.randrange(YEAR_DAYS))
        if all(abs((candidate - d).days) > 1 for d in days):
            days.append(candidate)
    return sorted(days)


def build_user(user_id: str, hours: Sequence[int]) -> dict[str, Any]:
    """One user's sessions and questions."""
    rng = random.Random(f"{SEED}:{user_id}")
    plot = Plot(rng, session_days(rng))
    partner = plot.person()
    for story in rng.sample(list(STORIES), STORIES_PER_USER):
        story(plot, partner)
    sessions = []
    for index, day in enumerate(plot.days):
        start = datetime(
            day.year, day.month, day.day, rng.choice(hours), rng.randrange(60), tzinfo=UTC
        )
        session_id = f"{user_id}-s{index + 1:02d}"
        sessions.append({"session_id": session_id, "messages": write_session(plot, index, start)})
    questions = []
    for number, q in enumerate(plot.questions, start=1):
        entry: dict[str, Any] = {
            "id": f"{user_id}-q{number:02d}",
            "kind": q.kind,
            "question": q.question,
            "answers": q.answers,
            "evidence": [
                {"session_id": sessions[b.session]["session_id"], "turn": b.turn} for b in q.beats
            ],
        }
        if q.stated:
            entry["stated"] = q.stated
        questions.append(entry)
    return {"user_id": user_id, "sessions": sessions, "questions": questions}


def build_dataset() -> dict[str, Any]:
    """The whole evaluation set (deterministic)."""
    return {
        "description": "Multi-session chats over a year with questions on single turns, "
        "several turns and dates; every answer must appear in the recalled text "
        "(case-insensitive, not inside a longer word or number).",
        "seed": SEED,
        "users": [build_user(user_id, hours) for user_id, hours in USERS],
    }


def main() -> None:
    dataset = build_dataset()
    OUT.write_text(json.dumps(dataset, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    users = dataset["users"]
    sessions = sum(len(u["sessions"]) for u in users)
    turns = sum(len(s["messages"]) for u in users for s in u["sessions"])
    kinds: dict[str, int] = {}
    for user in users:
        for q in user["questions"]:
            kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    print(
        f"wrote {OUT.relative_to(ROOT)}: {len(users)} users, {sessions} sessions, {turns} turns, "
        f"questions {kinds}"
    )


if __name__ == "__main__":
    main()
