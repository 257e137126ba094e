"""Health rules: conditions, medications, injuries and operations, pregnancy.

Everything here is safety-relevant, so every memory is critical and phrased without the
user's "I": "Has asthma", "Takes metformin".
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import (
    ACRONYM_PARTS,
    BODY_PARTS,
    CLASS_NAMES,
    CONDITION_ADJECTIVES,
    CONDITIONS,
    MEDICATION_CLASSES,
    MEDICATION_DISPLAY,
    MEDICATION_GENERIC,
    MEDICATION_SUFFIX,
    MEDICATIONS,
    alternation,
)
from memory_service.extractors.rules.phrasing import (
    Rule,
    article,
    as_change,
    candidate,
    phrase_after,
    retraction,
    slug,
    their,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import (
    is_joke,
    long_ago,
    self_confidence,
    stance,
)
from memory_service.language import statement_words as sw
from memory_service.language.dates import first_relative_date, remove_relative_dates
from memory_service.schemas import Confidence, MemoryCandidate

_HEALTH = ("health",)


# -- medical conditions ---------------------------------------------------------------------------

_CONDITION_MODIFIERS = re.compile(
    r"^(?:(?:mild|severe|chronic|bad|really\s+bad|some|early[- ]stage|stage\s+\w+|moderate"
    r"|diagnosed|clinical|seasonal|also)\s+)+",
    re.I,
)
_HAS_CONDITION = re.compile(
    r"\b(?P<verb>have|'ve\s+got|'ve\s+had|have\s+had|suffer\s+from|suffering\s+from|live\s+with|living\s+with"
    r"|diagnosed\s+with|being\s+treated\s+for|dealing\s+with|managing|battling)\s+",
    re.I,
)
_DURATION = re.compile(r"\s+(?:for|since)\s+.*$", re.I)
_CONDITION_SPLIT = re.compile(r"\s*(?:,|&|\band\b|\bplus\b)\s*", re.I)
_CONDITION_ALT = "|".join(f"(?:{pattern})" for pattern, _, _ in CONDITIONS)
_MY_CONDITION = re.compile(
    rf"\bmy\s+(?P<item>{_CONDITION_ALT})\b(?!\s+(?:about|over|attack|medication|meds|tests?|testing"
    r"|screening|scans?|results?|check|checks|check-?up|appointment|clinic|vaccines?|jabs?|shots?"
    r"|risk|awareness|charity|research|fundraiser|walk|run)\b)",
    re.I,
)
""""My asthma is worse", not "my HIV test came back negative" or "my cancer screening was
clear": a test, a screening or a charity run says nothing of having the condition."""
_ADJECTIVE_ALT = "|".join(f"(?:{pattern})" for pattern, _, _ in CONDITION_ADJECTIVES)
_CONDITION_ADJECTIVE = re.compile(
    rf"\b(?P<adj>{_ADJECTIVE_ALT})\b(?!\s+(?:to|spot|date|side|folded|friendly|food|diet))",
    re.I,
)
_COPULA_ONLY = re.compile(r"^\s*(?:(?:'m|am|also|a|an|borderline|technically|actually|now)\s*)*$")


def _condition_of(item: str) -> tuple[str, str] | None:
    """(key slug, display) for a condition phrase, or None."""
    modifier = _CONDITION_MODIFIERS.match(item)
    core = item[modifier.end() :] if modifier else item
    for pattern, key, display in CONDITIONS:
        if re.fullmatch(pattern, core.strip(), re.I):
            prefix = modifier.group(0).strip().lower() + " " if modifier else ""
            return key, prefix + display
    return None


def _condition(
    sentence: Sentence, key: str, content: str, confidence: Confidence
) -> MemoryCandidate:
    if confidence == "low":
        content = f"possibly {content[:1].lower()}{content[1:]}"
    return candidate(
        sentence,
        keys.HEALTH_CONDITION.key(key),
        content,
        critical=True,
        importance=1.0,
        tags=_HEALTH,
        confidence=confidence,
    )


def _stated_conditions(sentence: Sentence, match: re.Match[str]) -> list[MemoryCandidate]:
    diagnosed = match.group("verb").lower().startswith("diagnosed")
    confidence = self_confidence(sentence, match.start(), allow_past=diagnosed)
    if confidence is None:
        return []
    phrase = remove_relative_dates(phrase_after(sentence.text, match.end(), max_words=10))
    phrase = _DURATION.sub("", phrase)
    found = []
    for item in _CONDITION_SPLIT.split(phrase):
        condition = _condition_of(item)
        if condition is None:
            break
        found.append(_condition(sentence, condition[0], f"has {condition[1]}", confidence))
    if not found and diagnosed and 0 < len(phrase.split()) <= 4 and phrase.isascii():
        found.append(_condition(sentence, slug(phrase), f"diagnosed with {phrase}", confidence))
    return found


def conditions(sentence: Sentence) -> list[MemoryCandidate]:
    """Conditions: "I have asthma", "I'm diabetic", "diagnosed with X", "my IBS"."""
    found: list[MemoryCandidate] = []
    for match in _HAS_CONDITION.finditer(sentence.text):
        found += _stated_conditions(sentence, match)
    for match in _MY_CONDITION.finditer(sentence.text):
        condition = _condition_of(match.group("item"))
        confidence = self_confidence(sentence, match.start())
        if condition and confidence:
            found.append(_condition(sentence, condition[0], f"has {condition[1]}", confidence))
    for match in _CONDITION_ADJECTIVE.finditer(sentence.text):
        found += _adjective_condition(sentence, match)
    return found


def _adjective_condition(sentence: Sentence, match: re.Match[str]) -> list[MemoryCandidate]:
    confidence = self_confidence(sentence, match.start())
    prefix = sentence.lower[: match.start()]
    tail = re.sub(r"^.*\b(?:i'm|i am|i)\b", "", prefix, flags=re.S)
    if (
        confidence is None
        or not re.search(r"\b(?:i'm|i am)\b", prefix)
        or not _COPULA_ONLY.match(tail)
    ):
        return []
    for pattern, key, content in CONDITION_ADJECTIVES:
        if re.fullmatch(pattern, match.group("adj"), re.I):
            return [_condition(sentence, key, content, confidence)]
    return []


# -- medications ----------------------------------------------------------------------------------

_MEDICATION_ALT = f"{alternation(MEDICATIONS)}|{MEDICATION_SUFFIX}"
_AMOUNT = r"\d+(?:\.\d+)?\s?(?:mg|mcg|units?|ml|iu)\b"
"""A dose with its unit: "5 mg", "2.5mg", "20 units"."""
_DOSE_SAID = (
    rf"(?P<dose>\s+{_AMOUNT}"
    r"|\s+\d+(?:\.\d+)?(?![\w.%/]|\s*(?:times?|x|days?|weeks?|months?|years?|hours?|hrs?|pm|am|ish)\b))?"
)
"""A dose after a medicine's name: "5 mg", "2.5mg", "20 units", or a bare number ("lithium 900")."""
_TAKES = re.compile(
    r"\b(?P<verb>take|taking|'m\s+(?:also\s+|currently\s+|still\s+)?on|am\s+(?:also\s+|currently\s+)?on"
    r"|been\s+on|started\s+on|started\s+taking|use|using|inject|injecting|carry|carrying"
    r"|rely\s+on|depend\s+on|prescribed)\s+"
    r"(?P<det>(?:(?:a|an|my|the|daily|some|prescription|low[- ]dose|\d+\s?(?:mg|mcg|units?|ml|iu)"
    r"(?:\s+of)?)\s+)*)"
    rf"(?P<med>{_MEDICATION_ALT})\b{_DOSE_SAID}",
    re.I,
)
_FOR = re.compile(r"\s+for\s+", re.I)
_SPAN = re.compile(
    r"(?:a|an|one|two|three|four|five|six|seven|ten|\d+|a\s+few|a\s+couple\s+(?:of\s+)?|another"
    r"|the\s+(?:next|last|past|rest\s+of\s+the))\s+(?:more\s+)?(?:days?|weeks?|months?|years?)\b"
    r"|(?:now|ages|years|months|weeks|life|a\s+while)\b",
    re.I,
)
"""How long, not what for: "on antibiotics for a week"."""
_DEVICES = ("inhaler", "epipen", "epi-pen", "epi pen", "pump", "cpap")


def _medication_name(med: str) -> tuple[str, str]:
    """(key slug, display) for a medication as typed."""
    lowered = " ".join(med.lower().split())
    display = MEDICATION_DISPLAY.get(lowered, lowered)
    generic = MEDICATION_GENERIC.get(lowered, lowered)
    key = "epipen" if "epi" in lowered and "pen" in lowered else slug(generic)
    return key, display


_NOT_TAKEN_NOW = re.compile(
    r"\b(?:should|might|may|could|would|will|'ll|going\s+to|gonna|planning\s+to|plan\s+to"
    r"|thinking\s+(?:of|about)|want\s+to|wanna|supposed\s+to|ought\s+to|say|says|saying|said"
    r"|pretend)\s+(?:(?:I|that|to|be|I'm|I\s+am|maybe|probably|also|just|soon|not)\s+){0,3}$",
    re.I,
)
"""A medicine not taken now: "I should take apixaban", "I might take apixaban next year",
"Never say I take apixaban"."""


def _medication(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    mine = re.search(r"\bmy\b", match.group("det") or "", re.I)  # "I'll take my metformin"
    if not mine and _NOT_TAKEN_NOW.search(sentence.text[: match.start()]):
        return None
    confidence = self_confidence(sentence, match.start())
    if confidence is None:
        return None
    before = _DOSE.search(match.group("det"))  # "I take 20 units of lantus"
    dose = (match.group("dose") or "").strip() or (before.group("dose") if before else "")
    purpose = ""
    after = _FOR.match(sentence.text, match.end())
    span = after and _SPAN.match(sentence.text, after.end())
    if span:  # "for a week for a chest infection": the reason is after the span, if it is said
        after = _FOR.match(sentence.text, span.end())
    if after:
        reason = phrase_after(sentence.text, after.end(), max_words=4)
        purpose = f" for {their(reason)}" if reason else ""
    carries = match.group("verb").lower().startswith("carr")
    details = f"{' ' + dose if dose else ''}{purpose}"
    return _medication_memory(sentence, match.group("med"), confidence, details, carries=carries)


def _medication_memory(
    sentence: Sentence,
    med: str,
    confidence: Confidence,
    details: str = "",
    *,
    carries: bool = False,
) -> MemoryCandidate:
    """ "Takes metformin 500 mg for diabetes", "Uses an inhaler", "Carries an EpiPen"."""
    key, display = _medication_name(med)
    if carries:
        action = "carries"
    elif any(device in display.lower() for device in _DEVICES):
        action = "uses"
    else:
        action = "takes"
    return candidate(
        sentence,
        keys.HEALTH_MEDICATION.key(key),
        f"{action} {display}{details}",
        critical=True,
        importance=1.0,
        tags=("health", "medication"),
        confidence=confidence,
    )


_MORE = re.compile(
    r"(?:\s+(?!(?:and|plus|but|for|my|his|her|their)\b)[\w/-]+){0,5}?"
    r"\s*(?:,\s*(?:and\s+|plus\s+)?|\s+(?:and|&|plus)\s+)(?:(?:a|an|my|some|daily)\s+)?"
    rf"(?P<med>{_MEDICATION_ALT})\b{_DOSE_SAID}"
    r"(?!\s*,?\s*(?:specifically|in\s+particular|exactly|to\s+be\s+(?:exact|specific)|namely)\b)",
    re.I,
)
"""The next medicine of a list ("I take warfarin and metoprolol", "..., ramipril, and insulin",
"Lantus, 20 units at bedtime, plus Humalog"); not the one a kind is named by ("I'm on blood
thinners, warfarin specifically")."""
_LABELLED_MEDS = re.compile(
    r"^\W*(?:my\s+)?(?:current\s+|daily\s+|regular\s+)?(?:(?!my\b)[\w-]+\s+){0,2}?(?:meds|medications?"
    r"|medicines?|prescriptions?)\s*(?::|=|-|are|include|includes)\s*(?:(?:a|an|my|some|daily)\s+)?"
    rf"(?P<med>{_MEDICATION_ALT})\b{_DOSE_SAID}",
    re.I,
)
"""A list of the user's medicines under a label ("My meds: warfarin and metoprolol", "BP meds
are lisinopril 20mg and amlodipine 5mg")."""
_REGIMEN = re.compile(
    rf"(?:^|[,;:]\s*)(?P<med>{_MEDICATION_ALT})\s+(?P<dose>\d+(?:\.\d+)?\s?(?:mg|mcg|units?|ml|iu)?)"
    r"(?=\s+(?:once|twice|three\s+times|every|each|a\s+day|per|at\s+night|in\s+the|with|daily"
    r"|nightly|weekly|bd|od|bid|tid|qd|morning|evening)\b)",
    re.I,
)
"""A medicine said as a regimen, with no verb: "Levothyroxine 75 mcg every morning.", "type 2
diabetic, metformin 1000 twice a day"."""


_IN_PLACE_OF = re.compile(
    r"(?:\s+(?:now|these\s+days|instead|nowadays))?\s*[,;]?\s*(?:and\s+|but\s+)?(?:not|no\s+more"
    r"|no\s+longer|instead\s+of|rather\s+than|in\s+place\s+of|replacing)\s+(?:on\s+|taking\s+)?"
    rf"(?:the\s+|my\s+|any\s+)?(?P<old>{_MEDICATION_ALT})\b",
    re.I,
)
"""The medicine another one is taken in place of, said right after it ("I'm on apixaban now,
not warfarin", "I take apixaban instead of warfarin", "..., no more warfarin")."""
_PRESCRIBER = (
    r"(?:doctor|doc|dr|gp|physician|psychiatrist|psych|consultant|specialist|cardiologist|cardio"
    r"|neurologist|neuro|endocrinologist|endo|rheumatologist|rheumy|oncologist|pulmonologist"
    r"|hematologist|haematologist|gastroenterologist|gi\s+doc|urologist|gynecologist"
    r"|gynaecologist|obgyn|ob|midwife|allergist|nurse|pharmacist|surgeon|dermatologist|derm"
    r"|hospital|clinic|they)"
)
PRESCRIBER_SAID = re.compile(
    rf"\b{_PRESCRIBER}\s+(?:just\s+|also\s+)?(?:said|says|told\s+me|thinks|agreed|confirmed)\b",
    re.I,
)
"""A prescriber's word ("the doctor said", "cardiologist said I'm done with the Plavix"): the
user's own news about their medicines, not someone else's voice."""
_DOUBT = re.compile(
    r"\b(?:don't|do\s+not|didn't)\s+(?:believe|trust|agree)|\bnot\s+sure\b|\bdoubt|\bsupposedly"
    r"|\bapparently|\ballegedly|\bbut\s+I\b",
    re.I,
)


def without_prescribers_word(message: str) -> str:
    """The message without a prescriber's word, which frames no change as someone else's; as it
    is when the user doubts it ("..., my GP said, but I don't believe her")."""
    return message if _DOUBT.search(message) else PRESCRIBER_SAID.sub("", message)


_MED = rf"(?:(?:the|my|some|a)\s+)?(?P<med>{_MEDICATION_ALT})\b"
_SWITCHED = re.compile(
    r"(?:\b(?P<me>I|we)(?:'ve|\s+have|\s+had|\s+was|\s+got|\s+just|\s+finally|\s+recently)*"
    rf"(?:\s+been)?\s+|\b{_PRESCRIBER}(?:'s|\s+has|\s+had|\s+just|\s+finally|\s+recently)*\s+"
    r"|(?P<start>^|[,;!]\s*|\b(?:so|and|then|finally|just|got)\s+))"
    r"(?:(?:switched|switchd|changed|moved|swapped|put|upgraded|downgraded|stepped)\s+"
    r"(?(me)|(?(start)|me\s+))(?:me\s+)?(?:(?:up|down)\s+)?"
    r"(?:over\s+)?(?:from\s+(?:the\s+|my\s+)?(?P<old>"
    + _MEDICATION_ALT
    + r")\s+|off\s+(?:the\s+|my\s+)?(?P<off>"
    + _MEDICATION_ALT
    + r")\s+)?(?:to|onto|over\s+to)\s+(?:the\s+|some\s+)?(?P<new>"
    + _MEDICATION_ALT
    + r")|(?:replaced|swapped|traded|exchanged|changed|switched|moved)\s+(?(me)|me\s+)?"
    r"(?:my\s+|the\s+)?"
    r"(?P<old2>" + _MEDICATION_ALT + r")(?:\s+\w+)?\s+(?:with|for|to)\s+(?:the\s+|some\s+|a\s+)?"
    r"(?P<new2>" + _MEDICATION_ALT + r"))\b",
    re.I,
)
"""A change of medicine: "My doctor switched me to apixaban", "I was switched from warfarin to
apixaban", "switched from zoloft to lexapro", "They replaced my ventolin with a symbicort
inhaler"."""
_REPLACED_BY = re.compile(
    rf"\b(?:(?:the|my)\s+)?(?P<old>{_MEDICATION_ALT})\s+(?:was|got|has\s+been|is\s+being)\s+"
    r"(?:replaced|swapped|switched|changed)\s+(?:with|by|for|to)\s+(?:the\s+|some\s+)?"
    rf"(?P<new>{_MEDICATION_ALT})\b",
    re.I,
)
"""A change said of the old medicine: "My Coumadin was replaced with Eliquis"."""
_STARTED = re.compile(
    r"\b(?:(?:put|started|switched|moved|changed|got|has|had|have)\s+me\s+(?:back\s+)?(?:over\s+)?"
    r"(?:on|onto|to)|(?:i'm|i\s+am|im|'m)\s+(?:now\s+)?back\s+on|added"
    r"|(?:i'm|i\s+am|im|'m)\s+now\s+on|(?:now|currently)\s+(?:on|taking|using)"
    r"|(?:^|[,;!.]\s*)(?:just|only)(?=\s+\S+(?:\s+\S+)?\s+now\b)"
    r"|started(?:\s+on|\s+taking|\s+using)?|replaced\s+(?:by|with)|(?:^|[,;!.]\s*)now"
    r"|^on|(?:^|[,;!.]\s*|\band\s+|\bso\s+)on(?=\s+\S+(?:\s+\S+)?\s+now\b))\s+" + _MED,
    re.I,
)
"""A medicine started or taken: "put me on eliquis", "started rivaroxaban this morning", "...,
now rosuvastatin", "..., on lamotrigine now", "on lisinopril for my blood pressure"."""
_STOPPED = re.compile(
    r"\b(?:(?:took|taken|take|taking|weaned|tapered|got|get)\s+me\s+off(?:\s+of)?"
    r"|finished(?=\s+(?:the\s+|my\s+)?(?:\w+cillin|\w+cycline|\w+mycin|\w+floxacin|cipro|doxy"
    r"|augmentin|keflex|cephalexin|metronidazole|nitrofurantoin|prednisone|prednisolone|antibiotics"
    r"|steroids)\b)"
    r"|(?:stopped|discontinued|quit|ditched|binned|finished\s+(?:the\s+|my\s+)?(?:course|taper)\s+of"
    r"|finished(?=\s+(?:the\s+|my\s+)?\S+(?:\s+\S+)?\s+(?:course|taper|antibiotics)\b))"
    r"(?:\s+taking|\s+using)?"
    r"|(?:done|finished)\s+with|went\s+off|gone\s+off"
    r"|(?:weaned|weaning|tapered|tapering|came|come|coming|got|been|am|'m|im|i'm)\s+(?:(?:now"
    r"|finally|completely|fully|totally)\s+){0,2}off(?:\s+of)?|no\s+more"
    r"|no\s+longer\s+(?:on|taking|using)"
    r"|not\s+(?:on|taking|using)(?=\s+\S+(?:\s+\S+)?\s+any\s*more)"
    r"|(?:^|[,;!.]\s*|\band\s+|\bso\s+)(?:(?:finally|now|completely|fully|totally)\s+){0,2}"
    r"off(?:\s+of)?)\s+"
    + _MED
    + r"|\b(?:the\s+|my\s+)?(?!(?:an\s+)?(?:inhaler|epi|insulin\s+pump|pump|cpap))(?P<ended>"
    + _MEDICATION_ALT
    + r")(?:\s+(?:injections?|tablets?"
    r"|pills?|course|inhaler|prescription|meds?))?(?:'s|\s+is|\s+was|\s+are|\s+were|\s+has\s+been"
    r"|\s+got|\s+have\s+been)\s+(?:now\s+|officially\s+|finally\s+)?(?:gone|done|finished|over"
    r"|stopped|discontinued|cancelled|canceled|history)\b",
    re.I,
)
"""A medicine stopped: "took me off warfarin", "the doctor stopped my warfarin", "finally off
sertraline", "no more coumadin" (not "no more aspirin left"), "warfarin's done" (not a device:
"my inhaler is gone" is lost)."""
_DOSE_VERB = re.compile(
    r"\b(?:increased|raised|upped|bumped|lowered|reduced|cut|dropped|changed|adjusted|titrated"
    r"|doubled|halved|moved\s+me\s+(?:up|down)|(?:went|gone|goes|going)\s+(?:up|down)|is\s+now"
    r"|(?:it|that)(?:'s|\s+is)\s+now|as\s+of\s+(?:this|today|yesterday|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday))\b",
    re.I,
)
_DOSE = re.compile(rf"(?P<dose>{_AMOUNT})", re.I)
_NOW_DOSE = re.compile(
    rf"\b(?P<med>{_MEDICATION_ALT})\s+(?:is\s+|'s\s+)?(?P<dose>{_AMOUNT})\s+now\b",
    re.I,
)
"""A new dose: "changed my lantus to 24 units", "my amlodipine got bumped up to 10mg", "the
GP increased the dose of levothyroxine to 88mcg", "metoprolol is 50mg now"."""
_MED_WORD = re.compile(rf"\b(?P<med>{_MEDICATION_ALT})\b", re.I)
_LAST_WORDS = frozenset(name.split()[-1] for name in MEDICATIONS)
_ENDINGS = tuple(
    ending.removeprefix("[a-z]{3}").removeprefix("[a-z]{2}")
    for ending in MEDICATION_SUFFIX[MEDICATION_SUFFIX.index("(?:") + 3 : -1].split("|")
)


def names_a_medicine(lowered: str) -> bool:
    """Whether a lower-cased text may name a medicine: a word the lexicon ends a name with
    ("pill" of "the pill"), or one with a medicine's ending. A quick test before the readings,
    which each need one: most sentences name none, and the full pattern scans every word."""
    return any(
        word in _LAST_WORDS or word.endswith(_ENDINGS)
        for word in re.findall(r"[a-z][a-z'-]*", lowered)
    )


_NOT_MADE = re.compile(
    r"\b(?:might|may|could|would|will|'ll|going\s+to|gonna|wants?\s+to|wanted\s+to|planning"
    r"|plans?\s+to|thinking|considering|talk\w*\s+about|suggest\w*|if|whether|maybe|possibly"
    r"|should|hope|hoping|wish|asked|asking|says|said|told|dream\w*|imagin\w*|pretend\w*"
    r"|story|novel|game|playing|quiz|exam|simulation|scenario|case\s+study)\b",
    re.I,
)
"""A change not made yet, or only told of: "my doctor wants to switch me", "if they switch me",
"Dream last night: I stopped taking sertraline", "in my novel the hero says"."""
_BY_A_PRESCRIBER = re.compile(rf"\b{_PRESCRIBER}(?:'s|\s+has|\s+have|\s+just|\s+also)?\s*$", re.I)
_RELATIVE = re.compile(
    r"\b(?:my|our|his|her|their)\s+(?:mum|mom|dad|father|mother|wife|husband|son|daughter|kid|child"
    r"|brother|sister|partner|friend|grandma|grandpa|nan|boyfriend|girlfriend|dog|cat|patient"
    r"|neighbou?r|aunt|uncle|cousin)s?\b",
    re.I,
)
_SOMEONE_ELSES = re.compile(r"\b(?:his|her|their|its)\s*$|\b(?:him|her|them|it)\s+off\b", re.I)


def _changed(sentence: Sentence, match: re.Match[str], med: str) -> Confidence | None:
    """Confidence that the change at `match` (its medicine in group `med`) is the user's own,
    made, and said plainly."""
    return _changed_at(sentence, match.start(), match.group(0), match.start(med))


def _changed_at(sentence: Sentence, start: int, said: str, med_at: int) -> Confidence | None:
    """Confidence that the change said at `start` (`said`, its medicine at `med_at`) is the
    user's own, made, and said plainly."""
    before = sentence.text[:start]
    if sentence.question or _NOT_MADE.search(without_prescribers_word(before)) or is_joke(sentence):
        return None
    if _SOMEONE_ELSES.search(sentence.text[:med_at]):
        return None  # "my dad stopped his insulin", "the vet took him off it"
    plain = _MED_WORD.sub(lambda m: m.group(0).lower(), sentence.text)  # "Januvia" is no one
    judged = stance(Sentence(plain, sentence.said_at, sentence.question, sentence.task), med_at)
    mine = re.search(r"\b(?:me|my|i|i'm|im)\b", said, re.I)
    done_to_me = re.search(r"\w\s+me\b", said, re.I) or (  # "the doctor switched me to"
        _BY_A_PRESCRIBER.search(before) and not _RELATIVE.search(before)
    )
    if judged.hypothetical or sentence.long_ago:
        return None
    if judged.owner not in ("self", "none") and not done_to_me:
        return None
    clause_start = re.search(
        r"(?:^|[,;!.]|\b(?:and|so|then|finally|just|now))\s*$", before, re.I
    ) or re.match(r"\W*(?:and|so|then)\b|[,;!.]", said, re.I)
    if (
        judged.owner == "none"
        and not (mine or done_to_me or clause_start)
        and before.strip(" ,;!.")
    ):
        return None
    return "low" if sentence.hedged else "medium"


def _switched(sentence: Sentence) -> list[MemoryCandidate]:
    """A change of medicine: the new one taken, the old one no longer (when none is named, the
    user's one of the same class: `_of_its_class`)."""
    made: list[MemoryCandidate] = []
    for match in _REPLACED_BY.finditer(sentence.text):
        confidence = _changed(sentence, match, "old")
        if confidence is not None:
            new = match.group("new")
            made += [_medication_memory(sentence, new, confidence, _dose_at(sentence, match.end()))]
            made += _no_longer(sentence, match.group("old"), new)
    for match in _SWITCHED.finditer(sentence.text):
        new_group = "new" if match.group("new") else "new2"
        confidence = _changed(sentence, match, new_group)
        if confidence is None:
            continue
        new = match.group(new_group)
        made.append(_medication_memory(sentence, new, confidence, _dose_at(sentence, match.end())))
        old = match.group("old") or match.group("off") or match.group("old2")
        after = _IN_PLACE_OF.match(sentence.text, match.end())
        if old or after:
            made += [*_no_longer(sentence, old, new), *_in_place_of(sentence, match.end(), new)]
        else:
            made += _of_its_class(sentence, new)
    return made


_A_SWITCH = re.compile(r"\b(?:switch|swap|chang|mov|replac|instead)", re.I)
_INSTEAD_AFTER = re.compile(r"(?:\s+\S+){0,3}?\s+(?:instead|in\s+its\s+place)\b", re.I)


def _started(sentence: Sentence) -> list[MemoryCandidate]:
    """A medicine started or put on, in a sentence that need not say "I take"; said as a switch
    ("got changed to maxalt", "started chlorthalidone instead"), in place of the user's one of
    its class."""
    made = []
    for match in _STARTED.finditer(sentence.text):
        confidence = _changed(sentence, match, "med")
        if confidence is None or _NOT_DONE.search(sentence.text[: match.start()]):
            continue
        if match.group(0).lower().startswith("added") and not _BY_A_PRESCRIBER.search(
            sentence.text[: match.start()]
        ):
            continue  # "I added ibuprofen to my shopping list"; "they added amlodipine" is one
        new = match.group("med")
        made.append(_medication_memory(sentence, new, confidence, _dose_at(sentence, match.end())))
        instead = _INSTEAD_AFTER.match(sentence.text, match.end())
        replaced = _in_place_of(sentence, match.end(), new)
        if not replaced and (_A_SWITCH.search(match.group(0)) or instead):
            replaced = _of_its_class(sentence, new)
        made += replaced
    return made


_DOSE_NEXT = re.compile(rf"\s+(?P<dose>{_AMOUNT})", re.I)


def _dose_at(sentence: Sentence, end: int) -> str:
    """The dose said right after a medicine's name ending at `end` ("losartan 50mg"), or ""."""
    found = _DOSE_NEXT.match(sentence.text, end)
    return " " + " ".join(found.group("dose").split()) if found else ""


def _class_of(med: str) -> str | None:
    generic = MEDICATION_GENERIC.get(med, med)
    return next(
        (name for pattern, name in MEDICATION_CLASSES if re.fullmatch(pattern, generic)), None
    )


_NAMED = sorted({" ".join(m.lower().split()) for m in (*MEDICATIONS, *MEDICATION_GENERIC.values())})


def _of_its_class(sentence: Sentence, new: str, *, keep_same: bool = True) -> list[MemoryCandidate]:
    """A switch to `new` with no old medicine named takes back the user's medicines of its
    class ("my cardiologist switched me to Eliquis" ends warfarin): the wordings of the class's
    other members the lexicon knows, in one taking back."""
    lowered = " ".join(new.lower().split())
    kind = _class_of(lowered)
    if kind is None:
        return []
    same = MEDICATION_GENERIC.get(lowered, lowered)
    others = [
        m
        for m in _NAMED
        if _class_of(m) == kind and (MEDICATION_GENERIC.get(m, m) != same or not keep_same)
    ]
    return [as_change(retraction(sentence, keys.HEALTH_MEDICATION.name, "|".join(others)))]


_RUN_OUT = re.compile(r"\s+(?:left|in\s+the|in\s+my|at\s+home|at\s+the)\b", re.I)


_NOT_DONE = re.compile(
    r"(?:\b(?:almost|nearly|never|not|no|n't|tried\s+to|try\s+to|trying\s+to|wanted\s+to|want\s+to"
    r"|thought\s+about|thinking\s+about|considered|considering|afraid\s+to|scared\s+to)\s+"
    r"(?:\w+\s+){0,2}|n't\s+)$",
    re.I,
)
"""A start or a stop that did not happen: "almost quit my Zoloft", "I've never stopped warfarin",
"I haven't stopped sertraline", "tried to quit Effexor", "hasn't put me on ozempic"."""
_STILL = re.compile(r"\bstill\s+(?:on|taking|take|use|using)\b|\bstill\s+(?:have|got)\s+to\b", re.I)
_ONLY_WHEN = re.compile(
    r"\s+(?:with|at|in\s+the|before|after|on)\s+(?:my\s+)?(?:breakfast|lunch|dinner|supper|meals?"
    r"|morning|mornings|evening|evenings|night|nights|bedtime|weekends?|work)\b"
    r"|\s+(?:reminders?|alarms?|app|delivery|deliveries|subscription|refills?|orders?|bottle|box"
    r"|packets?|auto-?refill)\b",
    re.I,
)
"""What a stop is of when it is not of the medicine: a time of day ("stopped taking metformin
with breakfast, I take it with dinner now"), a reminder or a delivery."""


_STOP_OF_A_TIME = re.compile(
    r"\b(?:stopped|quit)\s+(?:taking\s+|using\s+)?(?:my\s+|the\s+)?(?:"
    + _MEDICATION_ALT
    + r")\b(?="
    + _ONLY_WHEN.pattern
    + r")",
    re.I,
)


def stops_a_time_only(text: str) -> bool:
    """True when a stop is of a time of day or a reminder, not of the medicine ("I stopped taking
    my lisinopril in the morning; now I take it at night")."""
    return _STOP_OF_A_TIME.search(text) is not None


def _stopped(sentence: Sentence) -> list[MemoryCandidate]:
    """A medicine stopped for good: not a pause ("for 2 days before my colonoscopy"), a stop that
    did not happen ("almost quit", "never stopped", "still taking it"), nor a time of day or a
    reminder stopped."""
    if sw.PAUSE.search(sentence.text) or _STILL.search(sentence.text):
        return []
    made = []
    for match in _STOPPED.finditer(sentence.text):
        group = "med" if match.group("med") else "ended"
        if _RUN_OUT.match(sentence.text, match.end()) and match.group(0).lower().startswith("no"):
            continue  # "no more aspirin left in the cupboard"
        if _NOT_DONE.search(sentence.text[: match.start()]) or _ONLY_WHEN.match(
            sentence.text, match.end()
        ):
            continue
        if _changed(sentence, match, group) is not None:
            stopped = match.group(group)
            made.append(_changed_from(sentence, stopped))
            if " ".join(stopped.lower().split()) in CLASS_NAMES:  # "came off my antidepressant"
                made += _of_its_class(sentence, stopped, keep_same=False)
            end = match.end()
            while (more := _AND_THE.match(sentence.text, end)) is not None:  # "... and the statin"
                made.append(_changed_from(sentence, more.group("med")))
                end = more.end()
    return made + _stopped_it(sentence)


_AND_THE = re.compile(
    rf"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:the\s+|my\s+)?(?P<med>{_MEDICATION_ALT})\b", re.I
)
_IT = re.compile(
    r"\b(?:stopped|discontinued|quit|ditched|took\s+me\s+off|taken\s+me\s+off|came\s+off"
    r"|weaned\s+(?:me\s+)?off|swapped|replaced|switched|changed)\s+it\b"
    rf"(?:\s+(?:for|with|to)\s+(?:the\s+|some\s+)?(?P<new>{_MEDICATION_ALT})\b)?",
    re.I,
)
"""A medicine named earlier in the sentence, stopped or replaced as "it": "lisinopril gave me a
cough so the gp swapped it for losartan", "... angioedema, so they stopped it"."""


def _stopped_it(sentence: Sentence) -> list[MemoryCandidate]:
    made: list[MemoryCandidate] = []
    for match in _IT.finditer(sentence.text):
        named = list(_MED_WORD.finditer(sentence.text, 0, match.start()))
        if not named or _NOT_DONE.search(sentence.text[: match.start()]):
            continue
        said = sentence.text[match.start() : match.end()]
        if _changed_at(sentence, match.start(), said, named[-1].start()) is None:
            continue
        new = match.group("new")
        made.append(_changed_from(sentence, named[-1].group("med")))
        if new:
            made.append(
                _medication_memory(sentence, new, "medium", _dose_at(sentence, match.end()))
            )
    return made


def _dose_changed(sentence: Sentence) -> list[MemoryCandidate]:
    """A medicine's new dose, in place of the old one (the same key): "<medicine> <dose> now",
    or the first medicine and the first dose after a word of change in one sentence."""
    now = _NOW_DOSE.search(sentence.text)
    verb = _DOSE_VERB.search(sentence.text)
    if now is not None:
        med, dose, start = now.group("med"), now.group("dose"), now.start()
        med_at = now.start("med")
    elif verb is not None:
        named = _MED_WORD.search(sentence.text, verb.end()) or _MED_WORD.search(sentence.text)
        amount = _DOSE.search(sentence.text, verb.end())
        if named is None or amount is None:
            return []
        med, dose, med_at = named.group("med"), amount.group("dose"), named.start()
        start = min(verb.start(), med_at)
    else:
        return []
    said = sentence.text[start : max(med_at + len(med), start)]
    confidence = _changed_at(sentence, start, said, med_at)
    if confidence is None:
        return []
    return [_medication_memory(sentence, med, confidence, " " + " ".join(dose.split()))]


def _no_longer(sentence: Sentence, old: str | None, new: str) -> list[MemoryCandidate]:
    """The old medicine of a change taken back (none when it is the new one again)."""
    if not old or _medication_name(old)[0] == _medication_name(new)[0] or is_joke(sentence):
        return []
    return [_changed_from(sentence, old)]


def _changed_from(sentence: Sentence, old: str) -> MemoryCandidate:
    return as_change(retraction(sentence, keys.HEALTH_MEDICATION.key(_medication_name(old)[0])))


def _in_place_of(sentence: Sentence, end: int, new: str) -> list[MemoryCandidate]:
    """The medicine the one just read (`new`, ending at `end`) is taken in place of, taken back."""
    found = _IN_PLACE_OF.match(sentence.text, end)
    return _no_longer(sentence, found and found.group("old"), new)


_STILL_ON = re.compile(
    r"\bstill\s+(?:on\s+|taking\s+|using\s+|take\s+|use\s+)?(?:the\s+|my\s+)?"
    rf"(?P<med>{_MEDICATION_ALT})\b",
    re.I,
)
_TAKEN_BACK = re.compile(
    r"\b(?:scratch\s+that|ignore\s+(?:that|it|what\s+I\s+(?:just\s+)?(?:said|wrote))"
    r"|(?:got|was|am|'m)\s+(?:so\s+)?confused|mixed\s+(?:it|them|that|things)\s+up"
    r"|that\s+was\s+(?:my|for\s+my)\s+\w+|never\s*mind|nvm|my\s+bad|typo|actually\s+no"
    r"|no\s+wait|wait\s+(?:no|sorry)|sorry|postponed|didn't\s+happen)\b",
    re.I,
)


def still_taking(message: str) -> str | None:
    """The key of the medicine a message says is still taken while taking back what was said
    before it ("actually no, scratch that, still on warfarin", "wait sorry, that was my
    brother. I'm still on warfarin"); None for any other message."""
    still = _STILL_ON.search(message) if "still" in message.lower() else None
    if still is None or not _TAKEN_BACK.search(message):
        return None
    return keys.HEALTH_MEDICATION.key(_medication_name(still.group("med"))[0])


def changes(sentence: Sentence) -> list[MemoryCandidate]:
    """Medicines changed: switched, started, stopped, or a new dose ("My doctor switched me to
    apixaban", "took me off warfarin and put me on eliquis", "no more coumadin", "changed my
    lantus to 24 units"). What is stopped is taken back; the last word on a key wins."""
    found = [*_stopped(sentence), *_switched(sentence), *_started(sentence)]
    started = {c.key for c in found if c.action != "retract"}
    found = [c for c in found if c.action != "retract" or c.key not in started]
    return found + _dose_changed(sentence)


def medications(sentence: Sentence) -> list[MemoryCandidate]:
    """Medications: "I take metformin", "I'm on blood thinners", "I carry an EpiPen", each of
    a list ("I take warfarin and metoprolol", "My meds: warfarin, metoprolol"); a change takes
    the old one back ("My doctor switched me to apixaban", "I'm on apixaban now, not
    warfarin")."""
    if not names_a_medicine(sentence.lower):  # every reading below names one
        return []
    found: list[MemoryCandidate | None] = []
    for match in _TAKES.finditer(sentence.text):
        first = _medication(sentence, match)
        found.append(first)
        if first is not None:
            found += _listed(sentence, match.end(), first)
            found += _in_place_of(sentence, match.end(), match.group("med"))
    for match in _REGIMEN.finditer(sentence.text):
        confidence = _changed(sentence, match, "med")
        if confidence is not None:
            first = _medication_memory(sentence, match.group("med"), confidence, _dose(match))
            found += [first, *_listed(sentence, match.end(), first)]
    labelled = _LABELLED_MEDS.match(sentence.text)
    if labelled is not None and not sentence.question:
        first = _medication_memory(sentence, labelled.group("med"), "medium", _dose(labelled))
        found += [first, *_listed(sentence, labelled.end(), first)]
    changed = changes(sentence)
    stopped = {c.key for c in changed if c.action == "retract"}  # "..., warfarin's done"
    return [c for c in found if c is not None and c.key not in stopped] + changed


def _dose(match: re.Match[str]) -> str:
    dose = (match.group("dose") or "").strip()
    return f" {dose}" if dose else ""


def _listed(sentence: Sentence, end: int, first: MemoryCandidate) -> list[MemoryCandidate]:
    """The other medicines of a list after the first, as sure as the first."""
    found = []
    while (more := _MORE.match(sentence.text, end)) is not None:
        found.append(_medication_memory(sentence, more.group("med"), first.confidence, _dose(more)))
        end = more.end()
    return found


# -- injuries and surgery -------------------------------------------------------------------------

_BODY_ALT = alternation(BODY_PARTS)
_SIDE = r"(?:(?P<side>left|right|lower|upper|both)\s+)?"
_INJURED = re.compile(
    r"\b(?P<verb>tore|torn|broke|broken|sprained|strained|pulled|hurt|injured|dislocated"
    r"|fractured|twisted|tweaked|busted|blew\s+out|ruptured|damaged|herniated|bruised|cracked"
    r"|messed\s+up|screwed\s+up|wrecked|jacked\s+up)\s+(?:my\s+)?"
    rf"{_SIDE}(?P<part>{_BODY_ALT})\b",
    re.I,
)
_VERB_DISPLAY = {
    "torn": "tore",
    "broken": "broke",
    "busted": "injured",
    "messed up": "injured",
    "screwed up": "injured",
    "wrecked": "injured",
    "jacked up": "injured",
}
_HAS_INJURY = re.compile(
    r"\b(?:have|'ve\s+got|with)\s+(?P<count>a|an|two)\s+(?P<adj>bad|dodgy|weak|torn|broken"
    r"|sprained|injured|herniated|slipped|pulled|fractured|bum|busted|trick|wonky|damaged"
    r"|arthritic|dislocated|ruptured|bulging|blown)\s+"
    rf"{_SIDE}(?P<part>{_BODY_ALT})s?\b(?P<where>\s+in\s+my\s+(?:(?:left|right|lower|upper)\s+)?"
    rf"(?:{_BODY_ALT}))?",
    re.I,
)
_RECOVERING = re.compile(
    r"\brecovering\s+from\s+(?:a\s+|an\s+|my\s+|the\s+)?(?P<what>(?:[a-z'-]+\s+){0,3}?"
    r"(?:surgery|operation|injury|fracture|break|sprain|tear|concussion|c-section|stroke"
    r"|heart\s+attack|replacement|reconstruction))\b",
    re.I,
)
_REMOVED = re.compile(
    r"\b(?:had|got)\s+(?:my\s+|a\s+|an\s+)?(?P<organ>gallbladder|appendix|spleen|thyroid|kidney"
    r"|uterus|ovary|ovaries|colon|prostate)\s+(?:removed|out|taken\s+out)\b",
    re.I,
)
_HAD_SURGERY = re.compile(
    rf"\bhad\s+(?:a\s+|an\s+)?{_SIDE}(?P<part>{_BODY_ALT})\s+(?:surgery|replacement"
    r"|reconstruction|operation)\b",
    re.I,
)
_PART_STATE = re.compile(
    rf"\bmy\s+(?P<span>{_SIDE}(?P<part>{_BODY_ALT})s?\s+(?:is|are|has\s+been|have\s+been)\s+"
    r"(?:really\s+|pretty\s+|quite\s+|a\s+bit\s+|still\s+)?(?:injured|messed\s+up|shot|wrecked"
    r"|damaged|torn|broken|fractured|sprained|dodgy|bad|weak|busted))\b",
    re.I,
)


def _part_name(match: re.Match[str]) -> str:
    part = " ".join(match.group("part").split())
    part = part.upper() if part.lower() in ACRONYM_PARTS else part.lower()
    side = match.group("side")
    return f"{side.lower()} {part}" if side else part


_KINDS = {
    "injury": keys.HEALTH_INJURY,
    "surgery": keys.HEALTH_SURGERY,
    "recovery": keys.HEALTH_RECOVERY,
}


def _injury(
    sentence: Sentence, key: str, content: str, confidence: Confidence, *, kind: str = "injury"
) -> MemoryCandidate:
    return candidate(
        sentence,
        _KINDS[kind].key(key),
        content,
        critical=True,
        importance=0.9,
        tags=("health", kind),
        confidence=confidence,
    )


def _when(sentence: Sentence, position: int) -> str:
    resolved = first_relative_date(sentence.text, sentence.said_at, start=position)
    return f" {resolved}" if resolved else ""


def _recent(sentence: Sentence, start: int) -> Confidence | None:
    """Confidence for a reported injury or operation (past tense allowed, childhood not)."""
    if long_ago(sentence):
        return None
    return self_confidence(sentence, start, allow_past=True)


def _injured(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    confidence = _recent(sentence, match.start())
    if confidence is None:
        return None
    verb = " ".join(match.group("verb").lower().split())
    part = _part_name(match)
    content = f"{_VERB_DISPLAY.get(verb, verb)} their {part}{_when(sentence, match.end())}"
    return _injury(sentence, slug(part), content, confidence)


def _has_injury(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, match.start())
    if confidence is None:
        return None
    part = _part_name(match)
    count = match.group("count").lower()
    adjective = match.group("adj").lower()
    lead = "two" if count == "two" else article(adjective)
    plural = "s" if count == "two" else ""
    where = their(" ".join(match.group("where").split())) if match.group("where") else ""
    content = f"has {lead} {adjective} {part}{plural}{' ' + where if where else ''}"
    return _injury(sentence, slug(part), content, confidence)


def _recovering(sentence: Sentence, match: re.Match[str]) -> MemoryCandidate | None:
    confidence = self_confidence(sentence, match.start())
    if confidence is None:
        return None
    what = " ".join(match.group("what").split())
    part = re.search(rf"\b(?:{_BODY_ALT})\b", what, re.I)
    kind, item = ("injury", slug(part.group(0))) if part else ("recovery", slug(what))
    return _injury(sentence, item, f"recovering from {their(what)}", confidence, kind=kind)


def _surgery(
    sentence: Sentence, match: re.Match[str], what: str, key: str
) -> MemoryCandidate | None:
    confidence = _recent(sentence, match.start())
    if confidence is None:
        return None
    content = f"had {what}{_when(sentence, match.end())}"
    return _injury(sentence, key, content, confidence, kind="surgery")


def injuries(sentence: Sentence) -> list[MemoryCandidate]:
    """Injuries and operations: "I tore my ACL", "I have a bad knee", "my knee is shot"."""
    text = sentence.text
    found: list[MemoryCandidate | None] = []
    found += [_injured(sentence, m) for m in _INJURED.finditer(text)]
    found += [_has_injury(sentence, m) for m in _HAS_INJURY.finditer(text)]
    found += [_recovering(sentence, m) for m in _RECOVERING.finditer(text)]
    for match in _REMOVED.finditer(text):
        organ = match.group("organ").lower()
        found.append(_surgery(sentence, match, f"their {organ} removed", slug(organ)))
    for match in _HAD_SURGERY.finditer(text):
        part = _part_name(match)
        found.append(_surgery(sentence, match, f"{part} surgery", slug(part)))
    for match in _PART_STATE.finditer(text):
        confidence = self_confidence(sentence, match.start())
        if confidence:
            content = " ".join(match.group("span").split())
            found.append(_injury(sentence, slug(_part_name(match)), content, confidence))
    return [c for c in found if c is not None]


# -- pregnancy ------------------------------------------------------------------------------------

_PREGNANT = re.compile(
    r"\b(?:i'm|i\s+am)\s+(?:(?:currently|now|also)\s+)?(?:(?P<weeks>\d{1,2})\s+weeks\s+|(?P<months>\d|one|two|three|four|five"
    r"|six|seven|eight|nine)\s+months\s+)?pregnant\b",
    re.I,
)


def pregnancy(sentence: Sentence) -> list[MemoryCandidate]:
    """Pregnancy: "I'm pregnant", "I'm 20 weeks pregnant" (dated when the message time is known)."""
    match = _PREGNANT.search(sentence.text)
    confidence = self_confidence(sentence, match.start()) if match else None
    if match is None or confidence is None:
        return []
    length = match.group("weeks") and f"{match.group('weeks')} weeks"
    length = length or (match.group("months") and f"{match.group('months')} months")
    content = "pregnant"
    if length:
        when = f" as of {sentence.said_at.date().isoformat()}" if sentence.said_at else ""
        content = f"pregnant ({length}{when})"
    if confidence == "low":
        content = f"possibly {content}"
    return [
        candidate(
            sentence,
            keys.HEALTH_PREGNANCY.key(),
            content,
            critical=True,
            importance=1.0,
            tags=_HEALTH,
            confidence=confidence,
        )
    ]


_THE_BABY = (
    r"(?:my|our|the)\s+baby(?=\W*$|\s*[,.!;:)(\-–—]|\s+(?:last|this|on|at|in|yesterday|today"
    r"|tonight|early|late|safely|naturally|by|after|and|but|so|weighing)\b)"
)
"""The baby itself, not "my baby scan" or "our baby shower"."""
_BORN = re.compile(
    r"\b(?:(?:my|our)\s+(?:little\s+|new\s+)?baby(?:\s+(?:boy|girl))?|(?-i:Baby\s+[A-Z][a-z]+))"
    r"(?:\s+(?-i:[A-Z][a-z]+))?\s+(?:was|has\s+been|'s\s+been)\s+(?:finally\s+|just\s+)?born\b"
    r"|\b(?:my|our)\s+(?:little\s+|new\s+)?baby(?:\s+(?:boy|girl))?\s+(?:finally\s+|just\s+)?"
    r"(?:arrived|came)\b"
    rf"|\bI\s+(?:just\s+|finally\s+)?(?:gave\s+birth|had\s+{_THE_BABY}|lost\s+{_THE_BABY})"
    rf"|\bwe\s+(?:just\s+|finally\s+)?(?:(?:had|lost)\s+{_THE_BABY}|(?:had|welcomed)\s+(?:a|our)\s+"
    r"(?:(?:beautiful|healthy|little)\s+)?baby\s+(?:boy|girl)\b)",
    re.I,
)
"""The pregnancy over: "Baby Noah was born on Tuesday", "I gave birth", "we had the baby", "I
lost the baby". Not someone else's ("my sister's baby was born"), nor "the baby was born" with
no one's baby named, nor "we had a baby shower"."""
_NOT_YET = re.compile(
    r"\b(?:dream\w*|imagin\w*|wish\w*|hop(?:e|ing)|pray\w*|worr\w*|scared|afraid|until|till"
    r"|wait|before|once|when|after)\b",
    re.I,
)


def births(sentence: Sentence) -> list[MemoryCandidate]:
    """A birth (or a loss) ends the user's pregnancy: the memory is taken back."""
    for match in _BORN.finditer(sentence.text):
        if _NOT_YET.search(sentence.text, 0, match.start()):
            continue  # "I dreamt my baby was born", "I can't wait until our baby arrives"
        if self_confidence(sentence, match.start(), owners=("self", "we"), allow_past=True):
            return [retraction(sentence, keys.HEALTH_PREGNANCY.key())]
    return []


_MY_MEDICATION = re.compile(
    r"\b(?P<verb>take|taking|took|refill|refilling|skip|skipped|miss|missed|forget|forgot|stop"
    rf"|stopping|double\s+up\s+on)\s+my\s+(?P<med>{_MEDICATION_ALT})\b(?!['’]s)",
    re.I,
)
"""A medication of the user's named in a question about it ("Could it remind me to take my
lisinopril every morning?", "Is it ok to skip my metformin before the blood test?")."""


def medications_asked_about(sentence: Sentence) -> list[MemoryCandidate]:
    """In a question, a known medication that is "my" one: the user takes it."""
    if is_joke(sentence) or sw.HYPOTHETICAL.search(sentence.text):
        return []
    return [
        _medication_memory(sentence, match.group("med"), "medium")
        for match in _MY_MEDICATION.finditer(sentence.text)
    ]


RULES: tuple[Rule, ...] = (conditions, medications, injuries, pregnancy, births)
QUESTION_RULES: tuple[Rule, ...] = (medications_asked_about,)
