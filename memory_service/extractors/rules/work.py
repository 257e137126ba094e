"""Work and education rules: employer, role, work status and hours, school and subject.

Employer and role hold one value each (`work.employer`, `work.role`), so a new job replaces the
old one; a former job ("I used to work at ...") produces nothing.
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.home import lives_in
from memory_service.extractors.rules.lexicon import ROLE_MODIFIERS, ROLES, alternation
from memory_service.extractors.rules.names import NAME_END, name_at, with_acronyms
from memory_service.extractors.rules.phrasing import (
    Made,
    Rule,
    article,
    collect,
    fact,
    phrase_after,
    stated_fact,
    their,
    third_person,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import self_confidence
from memory_service.schemas import MemoryCandidate

# -- work -----------------------------------------------------------------------------------------

_ROLE = (
    rf"(?:(?:{alternation(ROLE_MODIFIERS)})\s+){{0,3}}(?:{alternation(ROLES)})"
    r"(?:\s+of\s+(?:marketing|sales|engineering|product|design|operations|finance|hr|it|data))?"
)
_WORK_AT = re.compile(
    r"\bi\s+(?:currently\s+|now\s+|still\s+|also\s+)?(?:work|am\s+working|'m\s+working)\s+"
    r"(?:full[- ]time\s+|part[- ]time\s+|remotely\s+)?(?P<prep>at|for)\s+(?P<org>\S)",
    re.I,
)
_JOINED = re.compile(
    r"\bi(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:started|joined"
    r"|got\s+(?:a\s+)?(?:new\s+)?job\s+(?:at|with)|got\s+hired\s+(?:at|by)|landed\s+a\s+job\s+at"
    r"|accepted\s+(?:an?\s+)?(?:offer|job)\s+(?:at|from))\s+"
    r"(?:a\s+new\s+job\s+(?:at|with)\s+|working\s+(?:at|for)\s+|(?P<prep>at)\s+)?(?P<org>\S)",
    re.I,
)
_STARTING = re.compile(
    r"\b(?:i\s+(?:start|'m\s+starting|am\s+starting)\s+(?:a\s+new\s+job\s+|work\s+)?"
    r"|(?:^|\bmy\s+)first\s+day\s+)(?P<prep>at|with)\s+(?P<org>(?-i:[A-Z]))",
    re.I,
)
"""A job about to start: "I start at Aviva on Monday as a claims handler", "first day at Kestrel
Analytics tomorrow as a junior data analyst"."""
_EMPLOYED = re.compile(
    r"\bi(?:'m|\s+am)\s+employed\s+(?:at|by)\s+(?P<org>\S)"
    r"|\bi(?:'ve|\s+have)\s+(?:been\s+)?work(?:ed|ing)\s+(?:at|for)\s+(?P<org2>\S)",
    re.I,
)
_EARLIER = re.compile(
    r"\b(?:before|previously|in\s+the\s+past|used\s+to|back\s+then|until)\b", re.I
)
_RUN_BUSINESS = re.compile(
    r"\bi\s+(?:(?:now|also|currently)\s+)?(?P<verb>run|own|manage)\s+(?P<biz>(?:a|an|my\s+own)\s+"
    r"(?:(?:small|little|family|local|tiny|new)\s+)*(?:[a-z-]+\s+)?(?:bakery|cafe|café|restaurant|shop"
    r"|store|business|company|startup|agency|studio|salon|bar|farm|clinic|practice|consultancy|gym"
    r"|firm|bookshop|bookstore|boutique|brewery|winery|pub|hotel|b&b|daycare|nursery))\b",
    re.I,
)
_TEACH = re.compile(
    r"\bi\s+(?:(?:currently|also|now)\s+)?teach\s+(?P<what>(?:high\s+school|middle\s+school|primary"
    r"|elementary|secondary|college|university|uni|kindergarten|preschool|\d+(?:st|nd|rd|th)\s+grade"
    r"|year\s+\d+)?\s*[a-z]+(?:\s+(?!(?:on|at|in|for|to|with|from|every|each|and|or|but|once"
    r"|twice|part|full|online|privately|since|during|after|before|around|about)\b)[a-z]+)?)\b",
    re.I,
)
_NOT_TAUGHT = re.compile(
    r"^(?:myself|my|them|him|her|it|people|kids\s+how|how|at|in|for|a|the)\b", re.I
)
_WORK_AS = re.compile(
    r"(?:\bi\s*(?:'ve\s+|\s+have\s+)?|^(?:just\s+|finally\s+|recently\s+)?(?=(?:started|got|been)\b))(?:currently\s+|now\s+"
    r"|also\s+)?(?:work|am\s+working|'m\s+working"
    r"|been\s+working|(?:just\s+|recently\s+)?(?:started|got)\s+(?:a\s+)?(?:new\s+)?(?:job|role"
    r"|position|work)|(?:just\s+)?(?:got|was|have\s+been|'ve\s+been)\s+(?:just\s+)?promoted"
    r"|(?:just\s+|recently\s+|finally\s+)?(?:re-?trained|qualified)(?=\s+as\b))\s+(?:as|to)\s+"
    r"(?:(?:a|an|the)\s+)?(?P<role>\S)",
    re.I,
)
_AT_ORG = re.compile(r"\s+(?P<prep>at|for)\s+(?P<org>[A-Z])")
_AS_ROLE = re.compile(rf"\bas\s+(?:a|an|the)\s+(?P<role>{_ROLE})(?![\w'-])", re.I)
_I_AM_ROLE = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+|also\s+|actually\s+)?(?:a|an)\s+"
    rf"(?P<role>{_ROLE})(?![\w'-])(?:\s+(?:at|for)\s+(?P<org>\S))?"
    r"(?:\s+in\s+(?!(?:a|an|the|my|our|A&E|ICU|NICU|PICU|HDU|CCU|ER|ED|OR|HR|IT|R&D|QA|PR)\b)"
    r"(?P<city>\S+))?",  # a department, not a town: "a junior doctor in A&E"
    re.I,
)
_I_AM_THE = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+)?the\s+(?P<role>(?:[\w-]+\s+){0,2}?"
    r"(?:ceo|cto|cfo|coo|cmo|vp|head|director|founder|co-founder|owner|lead|manager|president"
    r"|principal|chair)(?:\s+of\s+(?:[a-z]+))?)\s+(?:at|of|for)\s+(?P<org>\S)",
    re.I,
)
_MY_JOB = re.compile(
    rf"\bmy\s+(?:job|role|position|job\s+title|title)\s+is\s+(?:a\s+|an\s+)?(?P<role>{_ROLE})\b",
    re.I,
)
_NEW_JOB_LABEL = re.compile(
    rf"(?:^|[-•*]\s*|\bmy\s+)new\s+(?:job|role|position)\s*(?::|=|-|–)\s*(?:a\s+|an\s+)?"
    rf"(?P<role>{_ROLE})\b",
    re.I,
)
"""A job given as a label: "new job: finance manager at a housing association"."""
_STATUS = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:now\s+|currently\s+|recently\s+|happily\s+|semi-)?(?P<status>retired"
    r"|unemployed|self-employed|between\s+jobs|out\s+of\s+work|job\s+hunting|looking\s+for\s+(?:a\s+)?"
    r"(?:new\s+)?(?:job|work)|on\s+(?:maternity|paternity|parental|sick)\s+leave"
    r"|a\s+stay[- ]at[- ]home\s+(?:mom|mum|dad|parent|mother|father))\b"
    r"|(?:\bi(?:'ve|\s+have)?\s+|(?:^|,\s*)(?=(?:just|recently)\s+been\b))(?:just\s+|recently\s+)?"
    r"(?:got|been|was)\s+(?:just\s+)?(?P<status2>laid\s+off|fired|let\s+go|made\s+redundant)\b"
    r"|\bi\s+(?:just\s+|recently\s+)?(?P<status3>lost)\s+my\s+job\b",
    re.I,
)
_IN_FIELD = re.compile(
    r"\bi(?:'m|\s+am)\s+in\s+(?P<field>sales|marketing|finance|tech|it|hr|retail|hospitality"
    r"|healthcare|education|construction|insurance|banking|consulting|real\s+estate|law"
    r"|accounting|engineering|software|advertising|publishing|media|logistics|manufacturing"
    r"|government|pharma|biotech|academia|journalism|recruiting|recruitment)\b"
    r"(?!\s+(?:class|mode|school|meetings?|calls?))",
    re.I,
)
_FOR_MYSELF = re.compile(r"\bi\s+work\s+for\s+myself\b", re.I)
_ARRANGEMENT = re.compile(
    r"\bi\s+(?:mostly\s+|mainly\s+|usually\s+|currently\s+|now\s+)?(?:work|am\s+working"
    r"|'m\s+working)\s+(?P<arr>from\s+home|remotely|remote|hybrid|from\s+the\s+office"
    r"|in\s+the\s+office)(?P<rest>[^,.;!?]*)"
    r"|\bi(?:'m|\s+am)\s+(?:now\s+)?back\s+(?P<back>in\s+the\s+office)(?P<rest2>\s+full[- ]time)?"
    r"(?=\s*(?:$|[,.;!]|\s+(?:now|for\s+good|every\s+day)\b))",
    re.I,
)
"""How they work, and a return to the office ("I'm back in the office full time now")."""
_INDUSTRY = re.compile(
    r"\bi\s+(?:currently\s+|also\s+)?work\s+in\s+(?P<field>[a-z][a-z &-]{1,30}?)"
    r"(?=\s*(?:$|[,.;!?]|\s+(?:and|but|so|now|at|for|as)\b))",
    re.I,
)
_SHIFTS = re.compile(
    r"\bi\s+(?:usually\s+|mostly\s+|mainly\s+|currently\s+|often\s+|also\s+)?work\s+(?:the\s+)?"
    r"(?P<shift>nights|night\s+shifts?|overnights?|day\s+shifts?|early\s+shifts?|late\s+shifts?"
    r"|evening\s+shifts?|graveyard\s+shifts?|weekends|rotating\s+shifts|12[- ]hour\s+shifts"
    r"|long\s+shifts|double\s+shifts|split\s+shifts|shifts|nine\s+to\s+five|9\s*(?:-|to)\s*5"
    r"|part[- ]time|full[- ]time)\b",
    re.I,
)
_STATUS_CONTENT = {
    "job hunting": "looking for a job",
    "laid off": "recently laid off",
    "fired": "recently lost their job",
    "let go": "recently lost their job",
    "made redundant": "recently made redundant",
    "lost": "recently lost their job",
}
_NOT_INDUSTRIES = frozenset(
    {"the morning", "the mornings", "the evening", "the evenings", "shifts", "teams", "person"}
    | {"general", "bed", "the field", "silence", "peace", "secret", "progress"}
)


def _role_display(role: str) -> str:
    return with_acronyms(" ".join(role.lower().split()))


def _employer(sentence: Sentence, start: int, org_start: int, prep: str) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, start)
    org = name_at(sentence, org_start)
    if confidence is None or org is None:
        return None
    return fact(sentence, keys.WORK_EMPLOYER.key(), f"works {prep} {org}", confidence, "work")


def _role(sentence: Sentence, start: int, role: str, where: str = "") -> MemoryCandidate | None:
    confidence = self_confidence(sentence, start)
    if confidence is None or not role:
        return None
    shown = _role_display(role) + where
    return fact(
        sentence, keys.WORK_ROLE.key(), f"works as {article(shown)} {shown}", confidence, "work"
    )


def _free_role(sentence: Sentence, match: re.Match[str]) -> Made:
    role = phrase_after(sentence.text, match.start("role"), max_words=5, stops=NAME_END)
    if not re.fullmatch(r"[A-Za-z][A-Za-z -]*", role or "-"):
        return None
    # "started a new job as a product manager at Monzo": a new employer with the new role
    new_job = re.search(r"\b(?:started|got|new|promoted)\b", match.group(0), re.I)
    at = new_job and _AT_ORG.match(sentence.text, match.start("role") + len(role))
    employer = at and _employer(sentence, match.start(), at.start("org"), at.group("prep").lower())
    return [c for c in (_role(sentence, match.start(), role), employer) if c]


def _works_at(sentence: Sentence, match: re.Match[str]) -> Made:
    prep = match.group("prep").lower()
    found = [_employer(sentence, match.start(), match.start("org"), prep)]
    as_role = _AS_ROLE.search(sentence.text, match.end())
    if as_role:
        found.append(_role(sentence, match.start(), as_role.group("role")))
    return [c for c in found if c is not None]


def _joined(sentence: Sentence, match: re.Match[str]) -> Made:
    said = match.group(0).lower()
    named = sentence.text[match.start("org")].isupper() and "started" not in said
    if not (match.group("prep") or "job" in said or "working" in said or named):
        return None  # "I started running", "I've started Duolingo Portuguese" are not a job
    return _employer(sentence, match.start(), match.start("org"), "at")


def _employed(sentence: Sentence, match: re.Match[str]) -> Made:
    if _EARLIER.search(sentence.text):
        return None
    org = "org" if match.group("org") else "org2"
    return _employer(sentence, match.start(), match.start(org), "at")


def _runs_business(sentence: Sentence, match: re.Match[str]) -> Made:
    business = their(" ".join(match.group("biz").split()))
    content = f"{third_person(match.group('verb'))} {business}"
    return stated_fact(sentence, match.start(), keys.WORK_EMPLOYER.key(), content, "work")


def _teaches(sentence: Sentence, match: re.Match[str]) -> Made:
    what = " ".join(match.group("what").split())
    if _NOT_TAUGHT.match(what):
        return None
    return stated_fact(sentence, match.start(), keys.WORK_ROLE.key(), f"teaches {what}", "work")


_DEPARTMENT = re.compile(
    r"\s+(?:on|in)\s+(?:(?:a|an|the|my)\s+)?(?:(?:[\w&'-]+\s+){0,3}?(?:ward|unit|team|department"
    r"|desk|floor|wing|lab|laboratory)\b|(?:A&E|ICU|NICU|PICU|HDU|CCU|ER|ED|R&D|HR|IT)\b)"
)
"""Where in a workplace the role is ("a nurse on a cardiac ward", "a junior doctor in A&E",
"a postdoc in a plant biology lab"): said with the role, kept with it."""


def _i_am_role(sentence: Sentence, match: re.Match[str]) -> Made:
    where = _DEPARTMENT.match(sentence.text, match.end("role"))
    if where and (match.group("org") or match.group("city")):
        where = None
    found = [_role(sentence, match.start(), match.group("role"), where.group(0) if where else "")]
    at = where and _AT_ORG.match(sentence.text, where.end())
    if match.group("org"):
        found.append(_employer(sentence, match.start(), match.start("org"), "at"))
    elif at:  # "a nurse on a cardiac ward at Northgate General"
        found.append(_employer(sentence, match.start(), at.start("org"), at.group("prep").lower()))
    if match.group("city"):
        found.append(lives_in(sentence, match.start(), match.start("city"), match.start()))
    return [c for c in found if c is not None]


def _i_am_the(sentence: Sentence, match: re.Match[str]) -> Made:
    found = [
        _role(sentence, match.start(), match.group("role")),
        _employer(sentence, match.start(), match.start("org"), "at"),
    ]
    return [c for c in found if c is not None]


def _my_job(sentence: Sentence, match: re.Match[str]) -> Made:
    return _role(sentence, match.start(), match.group("role"))


def employment(sentence: Sentence) -> list[MemoryCandidate]:
    """Employer and role: "I work at Google", "I'm a nurse", "I'm the CTO of a startup"."""
    return collect(
        sentence,
        (
            (_WORK_AT, _works_at),
            (_JOINED, _joined),
            (_STARTING, _works_at),  # the employer, and the role after "as a"
            (_EMPLOYED, _employed),
            (_RUN_BUSINESS, _runs_business),
            (_TEACH, _teaches),
            (_WORK_AS, _free_role),
            (_I_AM_ROLE, _i_am_role),
            (_I_AM_THE, _i_am_the),
            (_MY_JOB, _my_job),
            (_NEW_JOB_LABEL, _my_job),
        ),
    )


def work_status(sentence: Sentence) -> list[MemoryCandidate]:
    """Retired, self-employed, between jobs; remote work; industry; shifts."""
    text, found = sentence.text, []
    for match in _STATUS.finditer(text):
        said = match.group("status") or match.group("status2") or match.group("status3")
        status = " ".join(said.lower().split())
        content = _STATUS_CONTENT.get(status, status)
        found.append(stated_fact(sentence, match.start(), keys.WORK_STATUS.key(), content, "work"))
    for match in _FOR_MYSELF.finditer(text):
        found.append(
            stated_fact(sentence, match.start(), keys.WORK_STATUS.key(), "self-employed", "work")
        )
    for match in _ARRANGEMENT.finditer(text):
        said = [match.group(g) or "" for g in ("arr", "rest", "back", "rest2")]
        arrangement = " ".join(" ".join(said).split())
        found.append(
            stated_fact(
                sentence, match.start(), keys.WORK_ARRANGEMENT.key(), f"works {arrangement}", "work"
            )
        )
    for match in _INDUSTRY.finditer(text):
        field = " ".join(match.group("field").split())
        if field.lower() not in _NOT_INDUSTRIES and not field.lower().startswith(
            ("a ", "an ", "the ")
        ):
            found.append(
                stated_fact(
                    sentence, match.start(), keys.WORK_INDUSTRY.key(), f"works in {field}", "work"
                )
            )
    for match in _IN_FIELD.finditer(text):
        field = " ".join(match.group("field").split())
        field = field.upper() if field.lower() in {"it", "hr"} else field.lower()
        found.append(
            stated_fact(
                sentence, match.start(), keys.WORK_INDUSTRY.key(), f"works in {field}", "work"
            )
        )
    found += [_shift(sentence, m) for m in _SHIFTS.finditer(text)]
    return [c for c in found if c is not None]


def _shift(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    shift = " ".join(match.group("shift").lower().split())
    if shift in {"part-time", "part time", "full-time", "full time"}:
        space = keys.WORK_HOURS
    elif shift == "weekends":
        space = keys.SCHEDULE_WORK_DAYS
    elif re.match(r"(?:nine|9)", shift):
        space = keys.SCHEDULE_WORK_HOURS
    else:
        space = keys.SCHEDULE_WORK_SHIFT
    return stated_fact(
        sentence,
        match.start(),
        space.key(),
        f"works {shift}",
        space.name.split(".")[0],
    )


# -- education ------------------------------------------------------------------------------------

_STUDENT = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|now\s+|also\s+)?(?:a|an)\s+(?P<level>(?:phd|grad|graduate"
    r"|undergrad|undergraduate|college|university|uni|high\s+school|medical|med|law|nursing"
    r"|master's|masters|doctoral|mba|first-year|second-year|third-year|final-year|part-time"
    r"|full-time|mature)\s+)?student\b(?:\s+at\s+(?P<school>\S+))?"
    r"(?:\s+(?:studying|majoring\s+in|reading|in)\s+(?P<subject>[a-z]\S*))?",
    re.I,
)
_STUDY = re.compile(
    r"\bi\s+(?:currently\s+)?(?:study|am\s+studying|'m\s+studying|major\s+in|am\s+majoring\s+in"
    r"|'m\s+majoring\s+in)\s+(?P<subject>[A-Za-z][\w -]*?)(?:\s+at\s+(?P<school>[A-Z]\S*))?"
    r"(?=\s*(?:$|[,.;!?]|\s+(?:and|but|so|now|in|while)\b))",
    re.I,
)
_STUDY_AT = re.compile(
    r"\bi\s+(?:currently\s+|also\s+)?(?:study|am\s+studying|'m\s+studying)\s+at\s+"
    r"(?-i:(?P<school>[A-Z]))",
    re.I,
)
"""Where they study, with no subject named: "I study at Leeds"."""
_NOT_SUBJECTS = re.compile(
    r"^(?:every|at|on|in|for|hard|late|a\s+lot|all|with|after|before|the\s+(?:night|morning)"
    r"|tonight|today|tomorrow|this|that|it)\b",
    re.I,
)


def education(sentence: Sentence) -> list[MemoryCandidate]:
    """Education: "I'm a PhD student at MIT", "I study physics at Oxford"."""
    found: list[MemoryCandidate | None] = []
    for match in _STUDENT.finditer(sentence.text):
        found += _student(sentence, match)
    for match in _STUDY_AT.finditer(sentence.text):
        found.append(_school(sentence, match.start(), match.start("school")))
    for match in _STUDY.finditer(sentence.text):
        subject = " ".join(match.group("subject").split())
        if _NOT_SUBJECTS.match(subject) or len(subject.split()) > 4:
            continue
        found.append(
            stated_fact(
                sentence,
                match.start(),
                keys.EDUCATION_SUBJECT.key(),
                f"studies {subject}",
                "education",
            )
        )
        if match.group("school"):
            found.append(_school(sentence, match.start(), match.start("school")))
    return [c for c in found if c is not None]


def _school(sentence: Sentence, start: int, school_start: int) -> MemoryCandidate | None:
    school = name_at(sentence, school_start)
    if school is None:
        return None
    return stated_fact(
        sentence, start, keys.EDUCATION_SCHOOL.key(), f"studies at {school}", "education"
    )


def _student(sentence: Sentence, match: re.Match[str]) -> list[MemoryCandidate | None]:
    found: list[MemoryCandidate | None] = []
    if match.group("school"):
        found.append(_school(sentence, match.start(), match.start("school")))
    if match.group("subject"):
        subject = phrase_after(sentence.text, match.start("subject"), max_words=4, stops=NAME_END)
        found.append(
            stated_fact(
                sentence,
                match.start(),
                keys.EDUCATION_SUBJECT.key(),
                f"studies {subject}",
                "education",
            )
        )
    if not found or match.group("level"):
        level = " ".join((match.group("level") or "").split())
        level = with_acronyms(level) if level.lower() in {"phd", "mba"} else level.lower()
        content = f"is {article(level or 'student')} {level + ' ' if level else ''}student"
        found.append(
            stated_fact(sentence, match.start(), keys.EDUCATION_STATUS.key(), content, "education")
        )
    return found


RULES: tuple[Rule, ...] = (employment, work_status, education)
