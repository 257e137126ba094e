"""First-person statements: which sentences say something durable about the user, and what.

Classify, don't paraphrase. A sentence of the user's own words (see `own_words`) is kept when
its structure says it is about the user: a first-person subject ("I", "I'm", "my knees",
"we" for the household, or the subject dropped as in "love hiking"), a declarative mood (not
a question, a request, a hypothetical or sarcasm), and enough content. It is then classified:

- an instruction: a direction about how the assistant should answer this user (language,
  length, format, tone, units, emoji, how to address them); anything else phrased as an order
  (passwords, other users, the assistant's rules) is not the user's preference and is dropped;
- a preference: a stance towards an object, with its polarity ("can't stand", "would rather
  not", "never", "only") and intensity, the whole object phrase with its qualifiers, and the
  stated reason;
- a retraction: "forget that...", "I'm not ... anymore", "I no longer ...";
- a fact: what the user is, has, does, plans or went through; past one-off events are kept as
  episodes only, past events that change who they are (a new job, a move, a pet, an injury)
  are durable.

The memory's wording is the user's own sentence in the third person, subject dropped
("I always book an aisle seat because of my knees" -> "Always books an aisle seat because of
their knees"), fillers removed, relative dates resolved by the caller.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from memory_service.extractors.rules.third_person import capital, clip, pronouns, third_person
from memory_service.language import fact_words as fw
from memory_service.language import guard_words as gw
from memory_service.language import material_words as mw
from memory_service.language import preference_words as pw
from memory_service.language import statement_words as sw

Kind = Literal["instruction", "preference", "fact", "event", "retraction"]


Subject = Literal["self", "household", "other", "none"]

# -- normalisation --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Statement:
    """One sentence the user said about themselves, classified."""

    kind: Kind
    content: str
    """The third-person wording, whole object and reason kept."""
    polarity: int = 1
    hedged: bool = False
    object: str = ""
    """For preferences: the object phrase ("overnight flights"); for retractions: what goes."""
    reason: str = ""
    subject: Subject = "self"
    durable: bool = True


def mood_blocked(sentence: str) -> bool:
    """True for questions, requests, hypotheticals and sarcasm: nothing durable to learn."""
    return bool(
        sentence.rstrip().endswith("?")
        or sw.QUESTION_START.match(sentence)
        or sw.HYPOTHETICAL.search(sentence)
        or gw.sarcastic(sentence)
    )


def subject_of(sentence: str) -> Subject:
    """Who the sentence is about: the user, their household, someone else, or no one stated."""
    if sw.OTHER_PERSON.match(sentence):
        return "other"
    if re.match(
        rf"^(?:my|our)\s+(?:\w+\s+)?{sw.HOUSEHOLD}\b|^we(?:'re|'ve|'d|'ll)?\b", sentence, re.I
    ):
        return "household"
    if (
        sw.SELF_SUBJECT.match(sentence)
        or sw.MY.match(sentence)
        or sw.INTRODUCTION.match(sentence)
        or sw.DROPPED_SUBJECT.match(sentence)
    ):
        return "self"
    return "none"


def content_words(text: str) -> list[str]:
    """Words that carry content (3+ letters or digits, not function words)."""
    return [w for w in fw.CONTENT_WORD.findall(text) if w.lower() not in fw.STOP]


def read(raw: str) -> Statement | None:
    """The statement a raw own-words sentence makes about the user, or None.

    Sarcasm and pasted assistant text are judged on the raw sentence, before `tidy` drops the
    leading "oh great," that gives them away.
    """
    if gw.sarcastic(raw) or gw.ASSISTANT_TEXT.search(raw):
        return None
    return classify(sw.tidy(raw))


_FOR_ME = re.compile(r"\bfor\s+me\b", re.I)
_TO_YOU = re.compile(r"\b(?:you|your|yours|answers?|repl(?:y|ies)|responses?)\b", re.I)


def classify(sentence: str) -> Statement | None:
    """The statement a tidied sentence makes about the user, or None."""
    if not fw.COMPANION.match(sentence):  # "Jules and I are ...": not a reaction's "and"
        sentence = fw.REACTION_LEAD.sub("", sentence)
    sentence = gw.MEMORY_REQUEST.sub("", sentence)
    hedge = fw.HEDGE_PREFIX.match(sentence)
    core = sentence[hedge.end() :] if hedge else sentence
    if sw.FORGET.match(core) and sw.FOR_THE_MOMENT.search(core):
        return None  # "forget my health stuff for a sec": set aside, not taken back
    forgotten = _retraction(core.rstrip(" ?")) if sw.FORGET.match(core) else None
    if forgotten is not None:
        return forgotten  # asked of the assistant, but about their memory
    if sw.DIRECTIVE.match(core):
        own_habit = _FOR_ME.search(core) and not _TO_YOU.search(core)
        if not own_habit or sw.POLICY_WORDS.search(core) or sw.STYLE_WORDS.search(core):
            return _instruction(core)
        # "always click and collect for me": a habit of theirs worded as an order
    if _wished(core):
        return Statement("instruction", core.rstrip(".!"), polarity=1)
    if not core or len(core) > 600 or mood_blocked(core) or sw.REQUEST_START.match(core):
        return None
    statement = _retraction(core) or _later_retraction(core) or _about_them(core)
    return replace(statement, hedged=True) if statement and hedge else statement


def _wished(core: str) -> bool:
    """A wish about how the assistant answers ("I'd like shorter answers going forward"), not a
    question or a supposition; kept as said (`general` decides whether it lasts)."""
    return bool(
        sw.WISH.match(core)
        and sw.STYLE_WORDS.search(core)
        and not sw.POLICY_WORDS.search(core)
        and not sw.HYPOTHETICAL.search(core)
        and not core.rstrip().endswith("?")
    )


_SINGULAR = {"are": "am", "were": "was"}
_PLURAL_VERB = re.compile(r"^(?:are|were)\b", re.I)
""""Luca and I are going": the verb agrees with the user alone once the companion is set aside."""


def _about_them(core: str) -> Statement | None:
    """A statement that is neither an instruction nor a retraction."""
    negative = fw.NEGATIVE_STATE.match(core) and not fw.NOT_A_PERSON.match(core)
    if negative or re.search(r"\ballerg", core, re.I):
        return None  # what they are not; allergies are the keyed rules' (and jokes otherwise)
    companion = fw.COMPANION.match(core)
    if companion is None:
        return _statement(core)
    with_whom = next((g for g in companion.groups() if g), "")
    rest = _PLURAL_VERB.sub(lambda m: _SINGULAR[m.group(0).lower()], core[companion.end() :])
    statement = _statement("I " + rest)
    if statement is None:
        return None
    if _left(core):  # "Amir and I split up": that they did stays, not whom with
        said_whom = re.search(r"divorc|engage|wedding|marri", statement.content, re.I)
        return (
            statement
            if said_whom
            else replace(statement, content=f"{statement.content} (with their partner)")
        )
    whom = re.sub(r"^(?:my|our)\b", lambda m: m.group(0).lower(), with_whom, flags=re.I)
    return replace(statement, content=f"{statement.content} (with {pronouns(whom)})")


def _left(core: str) -> bool:
    """Whether the statement ends the user's relationship with the one it names ("Amir and I
    broke up", "Ingrid and I are getting divorced"): what is kept of it does not name them,
    whose name goes with the partner it ended."""
    ended = sw.ENDED.match(sw.tidy(core.strip()))
    return ended is not None and bool(ended.group("partner") or ended.group("over"))


# -- what a clause says ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Clause:
    """The cues one clause carries."""

    text: str
    first_person: bool
    stance: bool
    habit: bool
    constraint: bool
    state: bool
    narrative: bool
    addressed: bool
    hypothetical: bool
    fragment: bool

    @classmethod
    def of(cls, clause: str) -> _Clause:
        idiom = bool(fw.IDIOM.search(clause))
        habit = bool(fw.HABIT.search(clause))
        return cls(
            text=clause,
            first_person=bool(fw.FP_SUBJECT.search(clause)),
            stance=bool(fw.STANCE.search(clause))
            and not fw.PRONOUN_OBJECT.search(clause)
            and not idiom,
            habit=habit,
            constraint=bool(fw.CONSTRAINT.search(clause)) and not idiom,
            state=bool(
                fw.STATE.match(clause)
                or sw.DROPPED_SUBJECT.match(clause)
                or fw.PRESENT_SIMPLE.search(clause)
            ),
            narrative=bool(fw.PAST_NARRATIVE.search(clause)) and not habit,
            addressed=bool(fw.SECOND_PERSON.search(clause)),
            hypothetical=bool(sw.HYPOTHETICAL.search(clause)),
            fragment=bool(
                pw.OBJECT_PREF.match(clause)
                or pw.NO_X_FOR_ME.match(clause)
                or pw.FRAGMENT_PREF.match(clause)
            ),
        )

    def takes_a_stance(self, subject: Subject) -> bool:
        """A liking, aversion, habit or constraint of the user's, said outright."""
        if self.addressed or self.hypothetical or self.narrative:
            return False
        about_them = self.first_person or subject in ("self", "household")
        return self.fragment or ((self.stance or self.constraint or self.habit) and about_them)


def _statement(core: str) -> Statement | None:
    subject = subject_of(core)
    if (
        mw.REPORTED.match(core)  # "my friend says I'm a terrible cook": theirs, an episode only
        or fw.SOMEONE_ELSE.match(core)
        or (subject == "other" and not fw.FIRST_PERSON.search(core[3:]))
        or fw.IMPERATIVE_START.match(core)
        or fw.TRANSIENT.match(core)
        or fw.SELF_PUT_DOWN.match(core)
        or fw.SURPRISE.match(core)
        or not content_words(core)
    ):
        return None
    fragment = _fragment(core, subject)
    if fragment is not None:
        return fragment
    clauses = [_Clause.of(c) for c in fw.CLAUSE_SPLIT.split(core) if c and c.strip()]
    if not _about_the_user(clauses, subject):
        return None
    stance = next((c for c in clauses if c.takes_a_stance(subject)), None)
    if stance is not None and not fw.USED_TO.match(core):
        return _as_preference(core, stance.text, subject)
    return _as_fact(core, clauses[0], subject)


def _fragment(core: str, subject: Subject) -> Statement | None:
    """A refusal or a ritual said whole, before the clauses are read one by one."""
    if pw.NO_X_FOR_ME.match(core):
        return _as_preference(core, core, subject)  # "no dairy, it wrecks my stomach"
    if subject == "other":
        return None
    ritual = pw.RITUAL.match(core)
    if ritual:  # "Friday night is wine with the girls, it's sacred"
        obj = _object_phrase(ritual["object"])
        return Statement("preference", third_person(core), object=obj, subject=subject)
    for pattern, polarity in pw.FRAGMENTS:
        found = pattern.match(core)
        if found and not fw.DEICTIC_OBJECT.match(found["object"]):
            return Statement(
                "preference",
                capital(pronouns(core.strip().rstrip(" .!,;:"))),  # verbless: nothing to conjugate
                polarity=polarity,
                object=_object_phrase(found["object"]),
                reason=_reason(core),
                subject=subject,
            )
    return None


def _about_the_user(clauses: list[_Clause], subject: Subject) -> bool:
    if subject in ("self", "household") or any(c.first_person for c in clauses):
        return True
    return any(c.fragment for c in clauses)


def _as_preference(core: str, clause: str, subject: Subject) -> Statement | None:
    found = _preference(clause, subject_of(clause))
    negative = fw.NEGATIVE.search(clause) or re.match(r"^nothing\b", clause, re.I)
    polarity = found.polarity if found else (-1 if negative else 1)
    obj = found.object if found else _stance_object(clause)
    if fw.DEICTIC_OBJECT.match(obj) or fw.TRANSIENT_TIME.search(core):
        return None  # "love the new design", "no pizza tonight": a moment, not a taste
    return Statement(
        "preference",
        third_person(core),
        polarity=polarity,
        object=obj,
        hedged=bool(fw.HEDGE.search(core)),
        reason=_reason(core),
        subject=subject,
    )


_PART_FEELS = re.compile(
    r"^(?:my|our)\s+(?:[\w-]+\s+){1,2}?(?=(?:loves?|hates?|likes?|adores?)\s)", re.I
)
"""A part of them or someone of theirs feeling about a pronoun: "My knee loves it", "My knees
hate me but my heart is full", "my kids love me": a mood, not a fact to keep."""


def _as_fact(core: str, lead: _Clause, subject: Subject) -> Statement | None:
    if _PART_FEELS.match(core) and fw.PRONOUN_OBJECT.search(lead.text):
        return None
    event = bool(fw.LIFE_EVENT.search(core))
    state = lead.state or bool(sw.INTRODUCTION.match(core) or fw.PRESENT_SIMPLE.search(core))
    words = len(content_words(core))
    if words < 2 and (not state or fw.PRONOUN_OBJECT.search(core)):
        return None  # "love that": a reaction whose object is only a pronoun
    transient = bool(fw.TRANSIENT_TIME.search(core) or fw.LONG_AGO.search(core))
    ongoing = bool(fw.ONGOING.search(core))
    lasting = event or ongoing or (not lead.narrative and (state or bool(fw.PLAN.search(core))))
    return Statement(
        "event" if event else "fact",
        third_person(core),
        hedged=bool(fw.HEDGE.search(core)),
        subject=subject if subject != "none" else "self",
        durable=lasting and not lead.addressed and not transient,
    )


# -- instructions, retractions, preferences -------------------------------------------------------

_WANTS_YOU_TO = re.compile(
    r"^(?:I\s+(?:want|need|'d\s+like|would\s+like)\s+you\s+to|(?:can|could|would)\s+you"
    r"\s+(?:please\s+)?)\s*",
    re.I,
)
_ASKS_ALWAYS = re.compile(r"^(?:can|could|would)\s+you\s+(?:please\s+)?(?:always|never|stop)", re.I)


def _instruction(sentence: str) -> Statement | None:
    asks = sentence.rstrip().endswith("?") and not _ASKS_ALWAYS.match(sentence)
    if asks or sw.HYPOTHETICAL.search(sentence):
        return None
    if sw.POLICY_WORDS.search(sentence) or not sw.STYLE_WORDS.search(sentence):
        return None
    text = re.sub(r"^please\s+", "", sentence.rstrip("?"), flags=re.I)
    text = clip(_WANTS_YOU_TO.sub("", text))
    return Statement("instruction", capital(text.rstrip(".!")), polarity=1)


def _retraction(sentence: str) -> Statement | None:
    come_round = sw.COME_ROUND.match(sentence)
    if come_round:
        obj = _object_phrase(come_round.group("object") or come_round.group("object2") or "")
        if obj:
            return Statement("preference", third_person(sentence), polarity=1, object=obj)
    match = sw.RETRACT.match(sentence)
    if not match or sw.ASIDE.match(sentence):
        return None
    asked = sw.FORGET.match(sentence) is not None
    clause = sw.RETRACTED_ENDS.split(sentence, maxsplit=1)[0]
    if (asked and sw.AWAY_CLAUSE.search(sentence)) or (
        not asked and sw.PAUSE.search(clause) and not sw.ELAPSED.search(clause)
    ):
        return None  # set aside while they are away, a pause with its end in sight
    what = next((g for g in match.groups() if g), "").strip(" .!")
    if not asked:
        what = sw.RETRACTED_ENDS.split(what, maxsplit=1)[0]
    else:
        what = sw.AFTERTHOUGHT.sub("", what)
    return Statement("retraction", third_person(sentence), polarity=-1, object=what)


_LATER_CLAUSE = re.compile(r"\s*[,;]\s+(?=I\b|I')|\s+(?:and|so|but)\s+(?=I\b|I')")


def _later_retraction(core: str) -> Statement | None:
    """A retraction in a clause after the first: "I was misdiagnosed, I don't have diabetes
    after all"; "Rex died last week, I don't have a dog anymore"."""
    for clause in _LATER_CLAUSE.split(core)[1:]:
        found = _retraction(clause.strip())
        if found is not None and found.kind == "retraction":
            return found
    return None


def _preference(sentence: str, subject: Subject) -> Statement | None:
    return (
        _favourite_or_kind(sentence, subject)
        or _object_first(sentence)
        or (_verb_first(sentence, subject) if subject in ("self", "household") else None)
    )


def _favourite_or_kind(sentence: str, subject: Subject) -> Statement | None:
    favourite = fw.FAVOURITE.match(sentence)
    if favourite:
        obj = f"favourite {favourite.group('what')}"
        return Statement("preference", third_person(sentence), object=obj)
    person = fw.KIND_OF_PERSON.search(sentence)
    if person and subject in ("self", "household"):
        obj = person.group("object") or person.group("object2") or ""
        if fw.NOT_A_PERSON.match(sentence):  # "I'm not a fish person"
            return Statement("preference", third_person(sentence), polarity=-1, object=obj)
        if not fw.NEGATIVE_STATE.match(sentence):
            return Statement("preference", third_person(sentence), object=obj)
    return None


def _object_first(sentence: str) -> Statement | None:
    """ "Hotels with a gym are my go-to", "no olives for me", "spicy food gives me heartburn"."""
    for pattern in (pw.OBJECT_PREF, pw.NO_X_FOR_ME, pw.MAKES_ME):
        match = pattern.match(sentence)
        if not match or re.match(r"^(?:it|that|this|which|there|what)\b", match["object"], re.I):
            continue
        positive = bool(match.groupdict().get("liked"))
        return Statement(
            "preference",
            third_person(sentence),
            polarity=1 if positive else -1,
            object=_object_phrase(match["object"]),
            hedged=bool(fw.HEDGE.search(sentence)),
            reason=_reason(sentence),
        )
    return None


_NOT_AN_OBJECT = re.compile(r"^(?:you|your|to\s+know|the\s+idea)\b", re.I)
_WANTS_TO_ACT = re.compile(
    r"^to\s+(?:ask|know|see|check|get|find|talk|book|make|have|order)\b", re.I
)


def _verb_first(sentence: str, subject: Subject) -> Statement | None:
    """ "I can't stand cilantro", "I always book an aisle seat"."""
    rest = _after_subject(sentence)
    for pattern, polarity in pw.PREF_AFTER_SUBJECT:
        match = pattern.match(rest)
        if not match:
            continue
        obj = _object_phrase(match["object"])
        if not obj or fw.DEICTIC_OBJECT.match(obj) or _NOT_AN_OBJECT.match(obj):
            return None
        if polarity > 0 and _WANTS_TO_ACT.match(obj) and "rather" not in match["verb"].lower():
            return None  # "I'd like to book ..." is a request, not a preference
        return Statement(
            "preference",
            third_person(sentence),
            polarity=polarity,
            object=obj,
            hedged=bool(fw.HEDGE.search(sentence)),
            reason=_reason(sentence),
            subject=subject,
        )
    return None


# -- phrases --------------------------------------------------------------------------------------

_SUBJECT = re.compile(r"^(?:I|we|me\s+and\s+(?:my\s+)?[\w-]+|my\s+[\w-]+\s+and\s+I)\b\s*", re.I)
_OBJECT_LEAD = re.compile(r"^(?:the\s+idea\s+of|it\s+when|when|having\s+to|to)\s+", re.I)


def _after_subject(sentence: str) -> str:
    match = _SUBJECT.match(sentence)
    return sentence[match.end() :] if match else sentence


def _stance_object(clause: str) -> str:
    """The object of a clause's stance verb ("love the new design" -> "the new design")."""
    rest = _after_subject(clause)
    for pattern, _ in pw.PREF_AFTER_SUBJECT:
        match = pattern.match(rest)
        if match:
            return _object_phrase(match["object"])
    return _object_phrase(clause)


_FOR_NOW = re.compile(
    r"\s+(?:now|these\s+days|nowadays|any\s*more|after\s+all|lately|at\s+the\s+moment)$", re.I
)


def _object_phrase(text: str) -> str:
    """The object up to the end of its clause, at most twelve words."""
    text = text.strip()
    end = pw.CLAUSE_END.search(text)
    obj = _OBJECT_LEAD.sub("", text[: end.start()] if end else text).strip(" ,.;:!-")
    obj = _FOR_NOW.sub("", obj)
    return " ".join(obj.split()[:12])


def _reason(sentence: str) -> str:
    match = pw.REASON.search(sentence)
    return sentence[match.start() :].strip(" .!") if match else ""
