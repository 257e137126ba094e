"""A plain denial of something said before: "I don't have kids", "I never had a cat", "we didn't
get the kitten in the end", "I'm not married", "I'm not a nurse", "I don't live in Leeds",
"Oscar isn't mine".

Said without "anymore" or "after all" (`statement_words.RETRACT` reads those), a denial is still
the user's word that a memory about them is wrong, and it takes that memory back: the children
for "I don't have kids, I was asking for my sister", the pet for "the dog isn't mine, I was
dog-sitting". What a denial may take back is narrow, by what it names: a child, a partner or a
pet of the user's, a marriage, a job or a field of study, an employer, a home town, a diet, a
condition, a habit (smoking, driving) or a language; it matches memories by their words, as
every retraction does, so a denial of what no memory holds ("I'm not a morning person", "I don't
work on Fridays") takes nothing back.

What only looks like a denial takes nothing back: a denial with a time that ends ("I don't have
kids yet", "I don't have the kids this weekend", "I'm not driving today"), of something with the
user ("I don't have my dog with me"), of a detail ("I don't have a son who likes football", "I
don't have a black cat"), a question, someone else's ("my sister doesn't have kids"), a figure
of speech ("I don't have a cat, the cat has me"), and one the sentence contradicts in the next
breath ("I don't have a cat, I have TWO cats", "I'm not a nurse, I'm a nurse practitioner").
A denial asked back ("where did you get the idea I have kids?") is one.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from memory_service import keys
from memory_service.extractors.rules.lexicon import LANGUAGES, PETS, ROLES, alternation
from memory_service.language import statement_words as sw

_CHILDREN = {
    **dict.fromkeys(("kids", "kid", "children", "child", "any kids", "any children"), "*"),
    **dict.fromkeys(("child-free", "childfree", "childless"), "*"),
    **dict.fromkeys(("son", "sons"), "son"),
    **dict.fromkeys(("daughter", "daughters"), "daughter"),
    **dict.fromkeys(("baby", "babies"), "baby"),
    **dict.fromkeys(("stepson", "stepdaughter", "stepkids"), "step"),
}
_PARTNERS = {
    **dict.fromkeys(("partner", "spouse", "significant other", "other half"), "*"),
    **dict.fromkeys(("husband", "hubby"), "husband"),
    **dict.fromkeys(("wife", "wifey"), "wife"),
    "boyfriend": "boyfriend",
    "bf": "boyfriend",
    "girlfriend": "girlfriend",
    "gf": "girlfriend",
    **dict.fromkeys(("fiance", "fiancé", "fiancee", "fiancée"), "fianc"),
}
_PET_WORDS = {word: kind for word, kind in PETS.items() if word not in ("fish", "lab", "rats")}
_PET_WORDS.update({"pet": "*", "pets": "*", "any pets": "*", "pup": "dog", "pony": "horse"})

_KIN = alternation(frozenset((*_CHILDREN, *_PARTNERS)))
_INSTRUMENT = (
    r"guitar|piano|drums|bass|violin|cello|saxophone|sax|trumpet|flute|ukulele|clarinet|keyboard"
    r"|harp|banjo|accordion|trombone|tennis|golf|football|rugby|cricket|chess|squash|padel"
)
"""What one plays: "I don't play guitar" takes back "Plays guitar in a band"."""
_PET = alternation(frozenset(_PET_WORDS))
_CONDITIONS: dict[str, str] = {
    "diabetic": "diabetic | diabetes",
    "diabetes": "diabetic | diabetes",
    "asthmatic": "asthmatic | asthma",
    "asthma": "asthmatic | asthma",
    "epileptic": "epileptic | epilepsy",
    "epilepsy": "epileptic | epilepsy",
    "coeliac": "coeliac | celiac",
    "celiac": "coeliac | celiac",
    "coeliac disease": "coeliac | celiac",
    "celiac disease": "coeliac | celiac",
    "pregnant": "pregnant | pregnancy",
    "lactose intolerant": "lactose",
    "gluten intolerant": "gluten",
    "adhd": "adhd",
    "autism": "autism | autistic",
    "autistic": "autism | autistic",
    "dyslexic": "dyslexic | dyslexia",
    "dyslexia": "dyslexic | dyslexia",
    "anxiety": "anxiety",
    "depression": "depression | depressed",
    "high blood pressure": "blood pressure | hypertension",
    "hypertension": "blood pressure | hypertension",
    "arthritis": "arthritis",
    "migraines": "migraine",
    "vegan": "vegan",
    "vegetarian": "vegetarian | veggie",
    "veggie": "vegetarian | veggie",
    "pescatarian": "pescatarian",
    "teetotal": "teetotal | alcohol",
    "a smoker": "smoke | smoker",
    "a vegan": "vegan",
    "a vegetarian": "vegetarian | veggie",
    "a student": "student | studies | studying",
}
_CONDITION = alternation(frozenset(_CONDITIONS))

_NAME = r"(?-i:[A-Z][a-z]+)"
_REALLY = r"(?:(?:actually|even|really|ever|honestly|literally)\s+)?"
_ENDS = (
    r"(?=\s*(?:$|[,.;:!]|\s[-–—]\s"
    r"|\s+(?:at\s+all|in\s+the\s+end|after\s+all|lol|lmao|haha+|hehe|though|tho|either|actually|anyway|by\s+the\s+way|btw"
    r"|here|now|any\s*more|honestly|to\s+be\s+honest|tbh|ngl|bro|mate|dude|man)\b"
    r"|\s+at\s+home\b(?!\s+(?:any\s*more|now|these\s+days|no\s+more)\b)"
    r"|\s+(?:and|but|so|because|cos|cause)\s+(?!(?:yet|right\s+now|at\s+the\s+moment)\b)"
    r"|\s+(?:of\s+my\s+own|myself|whatsoever|in\s+my\s+life|ever)\b(?!\s+(?:yet|with\s+me))"
    r"|\s+(?:I|I'm|I've|that|it|it's|you|she|he|they|we|my|those|the\s+\w+|(?-i:[A-Z][a-z]+))\s+"
    r"(?:was|were|is|are|'s|meant|mean|got|must|have|had|think|might|said)\b))"
)
"""Where a denial's object ends: the end of its clause, or words that go on to say why ("..., I
was asking for my sister", "... lol", "... that was my nephew"). Not "yet", "with me", "this
weekend", "who likes football", "at home anymore": those deny a moment, a detail or a place."""

_I_NOT = (
    r"(?:I|we)(?:\s+(?:don't|dont|do\s+not|never|never\s+ever|didn't\s+ever|did\s+not\s+ever"
    r"|have\s+never|have\s+not\s+ever)|'ve\s+never)"
)
"""The subject and the negation of a denial: "I don't", "I never", "I've never", "we don't"."""
_LOWER_NAME = (
    r"(?!(?:he|she|it|they|this|that|which|who|what|there|here|one|the|a|an|mine|yours)\b)"
    r"(?-i:[a-z]+)"
)
"""A pet's or a child's name typed in lower case ("oscar isn't my cat"), not a pronoun."""
_TALKED_OF = r"(?:\s+(?:that\s+)?you\s+(?:keep\s+)?(?:mentioning|mentioned|talking\s+about|said))?"

DENIAL = re.compile(
    r"(?:(?:no|nope|nah|ok|okay|so|well|and|but|also|wait|um+|hmm+|erm+|sorry|oh|ah|actually"
    r"|just\s+to\s+be\s+clear|to\s+be\s+clear|for\s+the\s+record|fyi|lol|haha+)\b[\s,.!:-]*)*"
    r"(?:"
    rf"{_I_NOT}\s+{_REALLY}(?:have|had|own|owned|got|have\s+got)\s+(?:a|an|any|no)?\s*"
    rf"(?:(?P<kin>{_KIN})|(?:pet\s+)?(?P<pet>{_PET})|(?P<condition>{_CONDITION})"
    r"|(?P<allergen>[a-z]+)\s+allerg(?:y|ies)|(?P<allergies>allergies))"
    rf"|(?:I|we)\s+(?:didn't|did\s+not|never)\s+{_REALLY}(?:end\s+up\s+)?"
    rf"(?:get|getting|got|adopt|adopting|adopted)\s+(?:a|an|the|that)\s+(?:\w+\s+)?(?P<got>{_PET})"
    rf"|I\s+(?:have|'ve\s+got|have\s+got)\s+no\s+(?:(?P<kin2>{_KIN})|(?P<pet2>{_PET})"
    r"|(?P<allergies2>allergies))"
    rf"|no\s+(?P<kin3>kids|children|pets)\s+(?:here|for\s+me|in\s+my\s+life)"
    r"|(?:I(?:'m|\s+am)\s+)?(?P<kin4>child-?free|childless)"
    r"|(?:I(?:'ve|\s+have)\s+)?never\s+been\s+(?P<married2>married)"
    rf"|(?:I(?:'m|\s+am)\s+)?not\s+{_REALLY}(?:(?P<married>married|engaged)(?:\s+to\s+(?P<spouse>{_NAME}))?"
    r"|(?P<status>retired|unemployed)"
    r"|(?:a\s+)?(?P<parent>mum|mom|mother|dad|father|parent|mama|mummy|mommy)"
    rf"|(?:a\s+)?(?P<condition2>{_CONDITION})"
    rf"|an?\s+(?P<role>(?:{alternation(ROLES)})))"
    r"|I(?:'m|\s+am|(?:'ve|\s+have)\s+been)\s+(?:\w+\s+)?(?P<sober>teetotal|tee-total|sober)\b"
    r"(?!\s*(?:now|right\s+now|today|tonight|again|enough|yet|-?ish|at\s+the\s+moment)\b)"
    r"(?:\s+(?:for|since)\s+(?:\w+\s+){0,3}?\w+)?"
    rf"|{_I_NOT}\s+{_REALLY}(?:work(?:ed)?)\s+as\s+an?\s+(?P<role2>(?:{alternation(ROLES)}))"
    rf"|I\s+(?:didn't|did\s+not)\s+{_REALLY}work\s+as\s+an?\s+(?P<role3>(?:{alternation(ROLES)}))"
    rf"|{_I_NOT}\s+{_REALLY}(?:work(?:ed)?|worked)\s+(?:at|for)\s+"
    r"(?P<employer>(?-i:[A-Z][\w&'-]*(?:\s+(?:&\s+)?[A-Z][\w&'-]*){0,3}))"
    rf"|{_I_NOT}\s+{_REALLY}(?:live|lived)\s+in\s+"
    r"(?P<home>(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}))(?!\s*,\s*(?-i:(?!I\b)[A-Z]))"
    rf"|{_I_NOT}\s+{_REALLY}(?P<habit>smoke|drive|vape|drink)(?:d|n)?"
    r"(?:\s+(?P<drink>alcohol|wine|beer|booze|spirits|coffee|tea))?"
    rf"|{_I_NOT}\s+{_REALLY}(?:played|play)\s+(?:the\s+)?(?P<played>{_INSTRUMENT})"
    rf"|(?:{_I_NOT}|I\s+(?:can't|cannot|can\s+not))\s+{_REALLY}(?:speak|know)\s+(?:any\s+)?"
    rf"(?P<language>{alternation(LANGUAGES)})\b"
    rf"|(?P<name>{_NAME})\s+(?:isn't|is\s+not|wasn't|was\s+not|was\s+never|is\s+n't)\s+"
    rf"{_REALLY}(?:mine|my\s+(?:{_KIN}|{_PET}))"
    rf"|(?P<name3>{_LOWER_NAME})\s+(?:isn't|is\s+not|wasn't|was\s+not)\s+my\s+(?:{_KIN}|{_PET})"
    rf"|(?P<name2>{_NAME})\s+(?:is|'s|was)\s+(?:actually\s+)?(?:my|our)\s+\w+(?:'s|s')"
    rf"(?:\s+(?:{_KIN}|{_PET}))?\s*,?\s*not\s+(?:mine|ours)"
    rf"|(?P<name5>{_NAME})(?:'s|\s+is)\s+(?:(?:just|only|actually|really)\s+a\s+(?:\w+\s+)?character\s+(?:(?:in|from)\s+(?:the|my|a|an|this|that|his|her|their)"
    r"\s+(?:[\w'-]+\s+){0,3}?(?:book|novel|story|film|movie|show|game|series|play|script|comic"
    r"|fic|fanfic|manga|anime|sitcom|musical)s?|I\s+(?:made\s+up|wrote|invented|created))\b[^,;]*"
    r"|(?:(?:just|only|actually|really)\s+)?(?:a\s+)?(?:made[- ]up|fictional|imaginary"
    r"|not\s+real)\b)"
    r"(?![^.!?]*\b(?:too|also|as\s+well|after\s+(?:my|our))\b)"
    rf"|(?P<name4>{_NAME})(?:'s|\s+is)\s+(?:actually\s+|really\s+)?(?:my|our)\s+(?P<whose>{sw.OTHERS})"
    rf"(?:'s|s')\s+(?:\w+\s+)?(?:{_PET})"  # a pet; "Max is my sister's son" says who he is
    rf"|(?P<names>{_NAME}(?:\s*,\s*{_NAME})*,?\s+(?:and|&)\s+{_NAME})\s+(?:aren't|are\s+not"
    rf"|weren't|were\s+not|were\s+never)\s+{_REALLY}(?:mine|my\s+(?:{_KIN}|{_PET}))"
    rf"|(?:the|that)\s+(?:(?:\w+\s+)?(?P<pet3>{_PET})){_TALKED_OF}\s+(?:isn't|is\s+not|wasn't"
    rf"|was\s+not|was\s+never)\s+{_REALLY}mine"
    r"|(?:the|that|my)\s+(?:(?P<which>[a-z]+)\s+)??(?P<topic>allergy|allergies|diagnosis"
    r"|condition|medication|meds|diet|job|injury)(?:\s+(?:thing|stuff|bit))?(?:\s+I\s+(?:told\s+you"
    rf"\s+about|mentioned|said|talked\s+about)(?:\s+(?:before|earlier|last\s+time))?)?\s+(?:is|was"
    rf"|'s)\s+{_REALLY}"
    r"(?:my|his|her|their|our)\s+(?:\w+\s+)?\w+(?:'s|s')(?:\s*,?\s*not\s+mine)?"
    r")" + _ENDS,
    re.I,
)
"""A denial of something about the user, at the start of a sentence (`denials` above)."""

_STILL_THERE = re.compile(
    r"\s*[,;:.!-]*\s*(?:(?:he|she|it|they)(?:'s|\s+is|'re|\s+are|\s+has|\s+have)|(?:the|this|that)"
    r"\s+\w+\s+(?:has|is|was))\b(?!\s+(?:(?:my|our|a|his|her|their)\s+(?:\w+\s+)?\w+(?:'s|s')"
    rf"|not\s+mine|someone\s+else's|(?:my|our)\s+(?:\w+\s+)?(?:{sw.OTHERS}|godson|goddaughter"
    r"|stepson|stepdaughter|housemate)s?\b))",
    re.I,
)
"""A clause going on about the denied thing as there ("I don't have a cat, the cat has me", "...,
he's family"): a figure of speech, unless it says whose it is ("..., he's my brother's")."""


_CLAUSE = re.compile(r"(?:[,;:.!]\s*|\s+(?:and|so|but|cos|because)\s+)(?=(?:I|I'm|we)\b)")
"""Where a later clause starts that may deny ("I need to own up, I don't have a daughter")."""
_CLAUSES = 40
"""How many later clauses of one sentence are read for a denial (a sentence of thousands of
clauses is not read to its end for one)."""


Taken = list[tuple[str, str]]
"""What a denial takes back: (key prefix, words a memory must hold; "*" all, "|" between
wordings), made into retract candidates by `general`."""


def taken(sentence: str) -> Taken:
    """What a denial in `sentence` takes back (none for a sentence that denies nothing)."""
    return read(sentence)[0]


def read(sentence: str) -> tuple[Taken, bool]:
    """What a denial in `sentence` takes back, and whether the denial is all the sentence says
    of the user: "I never had a cat, ..." is no taste for cats, while "I don't drink" and "I'm
    vegan and I don't drink" are facts to keep beside what they take back."""
    text = sw.tidy(sentence.strip())
    asked = _ASKED_WHAT.match(text)
    if asked is not None:  # "where did you get the idea I have a dog?"
        return _taken_by(asked), True
    if text.rstrip().endswith("?"):
        return [], False
    for start in [0, *(m.end() for m in itertools.islice(_CLAUSE.finditer(text), _CLAUSES))]:
        found = DENIAL.match(text, start)
        if found is None:
            continue
        if found.group("got") and (
            _ANOTHER_ONE.search(text, 0, found.end()) or _STAYS.search(text, found.end())
        ):
            # "we were going to get a second kitten but didn't get the kitten", "... in the end,
            # Mochi is enough for now": maybe not the pet they have
            return [], False
        rest = text[found.end() :]
        if _MORE.search(rest) or _STILL_THERE.match(rest) or _said_again(_what(found), rest):
            return [], False  # "..., I have two", "..., he's family", "... York, England"
        return _taken_by(found), _kind(found) in _ALL_IT_SAYS
    return [], False


def _kind(found: re.Match[str]) -> str:
    """What a denial names: its first group that matched, but for those that only say more of
    it (a group's number only tells its wordings apart: "kin2" is "kin")."""
    groups = found.groupdict()
    return next(g for g, value in groups.items() if value and g not in _DETAILS).rstrip(
        "0123456789"
    )


def _what(found: re.Match[str]) -> str:
    return found.group(
        next(g for g, value in found.groupdict().items() if value and g not in _DETAILS)
    )


def _taken_by(found: re.Match[str]) -> Taken:
    """What a denial takes back, by its kind."""
    said = {group: value.lower() for group, value in found.groupdict().items() if value}
    return _TAKEN[_kind(found)](_what(found).lower(), said)


_ASKED_WHAT = re.compile(
    r"(?:(?:um+|erm+|sorry|wait|huh|lol|haha+)\b[\s,.!?-]*)*(?:where|why)\s+(?:did|do|would)\s+you"
    r"\s+(?:get\s+(?:the\s+idea|that)|think)\s+(?:that\s+)?I\s+(?:have|had|own|'ve\s+got)\s+"
    r"(?:a|an|any)?\s*"
    rf"(?:(?P<kin>{_KIN})|(?P<pet>{_PET}))\s*\?+[!?]*\s*$",
    re.I,
)
"""A denial asked back: "where did you get the idea I have kids?", "why do you think I have a
dog?" (the whole sentence; a bare "what dog?" may ask which dog the assistant meant)."""
_ANOTHER_ONE = re.compile(
    r"\b(?:second|another|other|toy|stuffed|plush|cuddly|soft|chocolate|fake|robot|robotic)\b", re.I
)
"""A pet not got that may not be the one the user has: "a second kitten", "a toy rabbit"."""
_STAYS = re.compile(r"\b(?-i:[A-Z][a-z]+)(?:'s|’s|\s+is)\s+(?!(?:my|our)\s)")
"""A named pet said after it to be there still: "..., Mochi is enough for now"."""
_MORE = re.compile(
    r"\bI\s+(?:have|'ve\s+got|have\s+got|got|own)\s+(?:two|three|four|five|six|2|3|4|5|6|a\s+few"
    r"|several|lots\s+of|loads\s+of)\b",
    re.I,
)
"""What says in the next breath that there is more than one ("I don't have a cat, I have TWO
cats", "I don't have two kids, I have three"): the denial was of the number, not of the thing."""
_ANOTHER_S = re.compile(r"\w(?:'s|s')\s+(?:\w+\s+)?$")


def _said_again(denied: str, rest: str) -> bool:
    """True when what is denied is said again after it, not as someone else's: a refinement or
    a disambiguation ("I'm not a nurse, I'm a nurse practitioner", "I don't live in York,
    Pennsylvania, York, England"), where "I never had a cat, Oscar is my neighbour's cat" still
    denies."""
    for again in re.finditer(rf"(?<![\w-]){re.escape(denied)}(?![\w-])", rest, re.I):
        if not _ANOTHER_S.search(rest[max(0, again.start() - 64) : again.start()]):
            return True
    return False


_ALL_IT_SAYS = frozenset(
    (
        "kin pet got parent married name names topic role status employer home allergen allergies"
    ).split()
)
"""Denials whose own reading as a statement says nothing worth keeping ("Never had a cat, you
must be confusing them with someone", "Doesn't work at Corrow Bank"); a habit, a condition or a
language denied is also a fact of its own ("Doesn't drink", "Is not vegan")."""


_DETAILS = frozenset(("spouse", "drink", "which", "whose"))
"""Groups that say more of what a denial names ("married to Jane", "drink wine", "the peanut
allergy"), not what it is."""


def _kin(kin: str, _: dict[str, str]) -> Taken:
    if kin in _CHILDREN:
        return [("family.child", _CHILDREN[kin]), ("family.children", _CHILDREN[kin])]
    return [("family.partner", _PARTNERS[kin]), ("family.marital_status", _PARTNERS[kin])]


def _pet(pet: str, _: dict[str, str]) -> Taken:
    kind = _PET_WORDS.get(pet, "*")
    return [("family.pet" if kind == "*" else f"family.pet.{kind}", "*")]


def _everywhere(said_as: str) -> Taken:
    return [(namespace, said_as) for namespace in _NAMESPACES]


_NAMESPACES = keys.namespaces("conversation")
_HABITS = {
    "smoke": "smoke | smoker | cigarettes",
    "vape": "vape | vaper | vaping",
    "drive": "drive | driver",
    "drink": "drinker | alcohol | wine | beer",
}
"""The words a habit is held in: "I don't drink" takes back "Is a big red wine drinker"."""
_TOPICS = {
    **dict.fromkeys(("allergy", "allergies"), ("diet.allergy", "health.allergy")),
    **dict.fromkeys(("diagnosis", "condition"), ("health.condition",)),
    **dict.fromkeys(("medication", "meds"), ("health.medication",)),
    "diet": ("diet.style",),
    "job": ("work",),
    "injury": ("health.injury",),
}
"""The keys a subject said to be someone else's covers ("the allergy I mentioned is my
girlfriend's, not mine")."""


_ALLERGY_KEYS = ("diet.allergy", "health.allergy")
_TAKEN: dict[str, Callable[[str, dict[str, str]], Taken]] = {
    "kin": _kin,
    "pet": _pet,
    # "we didn't get the kitten in the end": the kitten, not every cat of theirs
    "got": lambda pet, said: [(prefix, pet) for prefix, _ in _pet(pet, said)],
    "parent": lambda _, __: [("family.child", "*"), ("family.children", "*")],
    "married": lambda _, said: [
        ("family.marital_status", "*"),
        ("family.partner", said.get("spouse") or "husband | wife | married"),
    ],
    "condition": lambda word, _: [(p, _CONDITIONS[word]) for p in ("health", "diet", "education")],
    "allergen": lambda allergen, _: [(key, allergen) for key in _ALLERGY_KEYS],
    "allergies": lambda _, __: [(key, "*") for key in _ALLERGY_KEYS],
    "status": lambda status, _: [("work", status)],
    "role": lambda role, _: [("work", role)],
    "employer": lambda employer, _: [("work", employer)],
    "home": lambda place, _: [
        ("location", place),
        *((key, what) for key, what in _everywhere(f"live {place}") if key != "location"),
    ],
    "habit": lambda habit, said: _everywhere(
        _HABITS[habit] if said.get("drink") in (None, "alcohol", "booze") else said["drink"]
    ),
    "played": lambda played, _: _everywhere(f"play {played}"),
    "language": lambda lang, _: _everywhere(f"speak {lang} | fluent {lang} | {lang} speaker"),
    "topic": lambda topic, said: [(prefix, said.get("which") or "*") for prefix in _TOPICS[topic]],
    "name": lambda name, _: [("family", name)],
    "sober": lambda _, __: _everywhere(_HABITS["drink"]),
    "names": lambda names, _: [("family", name) for name in sw.split_list(names)],
}
"""What each kind of denial takes back: (key prefix, words a memory must hold)."""
