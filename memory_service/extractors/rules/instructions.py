"""Instruction rules: standing instructions on how to answer, and the answer-format subjects.

Instructions are imperatives that last ("Always answer in British English", "Never use emoji",
"From now on, use metric units"); a one-off request about the current answer ("make this
shorter") is not one. Answer-format subjects share one key each (`format.emoji`,
`format.length` ...), whether stated as an instruction or a preference, so a newer statement
replaces an older one.
"""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import LANGUAGES, alternation
from memory_service.extractors.rules.phrasing import (
    Rule,
    candidate,
    slug,
    the_user,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.language import statement_words as sw
from memory_service.language.text import content_terms
from memory_service.schemas import MemoryCandidate

_LANG_ALT = alternation(LANGUAGES)
_FORMAT_TOPICS: tuple[tuple[str, str], ...] = (
    ("summary_style", r"\bsummar(?:y|ies|ize|ise)|\btl;?dr\b"),
    ("emoji", r"\bemojis?\b|\bemoticons?\b"),
    ("spelling", r"\b(?:british|american|uk|us|australian|canadian)\s+(?:english|spelling)\b"),
    ("structure", r"\bbullet|\bnumbered\s+lists?\b|\blists\b|\bprose\b|\bparagraphs\b"),
    ("tables", r"\btables?\b"),
    ("markdown", r"\bmarkdown\b|\bheaders\b|\bheadings\b"),
    ("units", r"\bmetric\b|\bimperial\b|\bcelsius\b|\bfahrenheit\b|\bkilomet|\bmiles\b"),
    ("time", r"\b24[- ]?h(?:our)?\b|\bam/pm\b|\b12[- ]?h(?:our)?\s+(?:time|clock)\b"),
    ("language", rf"\b(?:in|use)\s+(?:{_LANG_ALT})\b"),
    ("code", r"\bcode\b|\bpython\b|\btypescript\b|\bjavascript\b|\bsnippets?\b"),
    ("citations", r"\bsources?\b|\bcitations?\b|\bcite\b|\breferences\b"),
    (
        "length",
        r"\b\d+\s+(?:words|sentences|paragraphs|lines|characters|bullet\s+points)\b|\bshort\b|\bshorter\b|\bbrief\b|\bconcise\b|\bsuccinct\b|\blong\b|\blonger\b"
        r"|\bdetailed\b|\bverbose\b|\bwordy\b|\bin[- ]depth\b|\bthorough\b|\bto\s+the\s+point\b"
        r"|\bone[- ]liners?\b|\bgo\s+into\s+(?:(?:a\s+lot\s+)?more\s+|full\s+|great\s+)?detail\b",
    ),
    (
        "tone",
        r"\bformal\b|\bcasual\b|\binformal\b|\btone\b|\bblunt\b|\bdirect\b|\bsugar-?coat"
        r"|\bprofessional\b|\bstraightforward\b|\bsarcas|\bgentler\b|\bsofter\b|\bharsher\b"
        r"|\bbrutal(?:ly)?\s+honest\b",
    ),
    (
        "apologies",
        r"\bapologi[sz]|\bapologies\b|\b(?:say|saying|said|says)\s+sorry\b"
        r"|(?<!^)(?<![.!?]\s)\bsorry\b(?!\s+(?:i|i'm|im|for|about|to|my|we|but)\b)",
    ),
    (
        "jargon",
        r"\bjargon\b|\btechnical\s+terms\b|\b(?:plain|simple)\s+(?:english|language|words|terms)\b",
    ),
    ("disclaimers", r"\bdisclaimers?\b|\bcaveats?\b"),
    ("follow_up_questions", r"\bfollow[- ]up\s+questions?\b"),
    ("examples", r"\bexamples?\b"),
)


_NEEDS_ANSWER_NOUN = frozenset({"length", "tone", "examples", "code", "language"})
_AMBIGUOUS_IN_REQUESTS = frozenset({"examples", "code", "language"})
_ANSWER_NOUN = re.compile(
    r"\b(?:answers?|responses?|replies|reply|explanations?|summaries|output|feedback"
    r"|walkthroughs?|you)\b",
    re.I,
)


def format_topic(text: str, *, about_answers: bool = False) -> str | None:
    """The answer-format subject `text` is about ("emoji", "length" ...), or None.

    With `about_answers`, subjects that also describe everyday things (length, tone, code,
    examples, language) count only when the text speaks of answers ("short answers" yes,
    "long emails" no).
    """
    topic = _topic(text)
    if about_answers and topic in _NEEDS_ANSWER_NOUN and not _ANSWER_NOUN.search(text):
        return None
    return topic


def _topic(text: str) -> str | None:
    for topic, pattern in _FORMAT_TOPICS:
        if re.search(pattern, text, re.I):
            return topic
    return None


# -- instructions ---------------------------------------------------------------------------------

_LEAD = re.compile(
    r"^(?:(?:ok|okay|also|and|btw|oh|hey|so|just|one\s+more\s+thing|note|fyi|ps|but|then"
    r"|and\s+also|yeah|yes|right|alright|in\s+general|generally|remember|please|pls|actually)[,:]?\s+)*",
    re.I,
)
_ADJECTIVES_OF_ONE_NOUN = (
    r"(?!\s*(?:(?!(?:no|not|i|you|it|the|my|and|or|but|so|then|also|just|please|keep|make|give"
    r"|write|use|send|add|stop|start)\b)[a-z-]+,?\s+){1,2}"
    r"(?:answers|replies|responses|explanations|tone)\b)"
)
"""Not a clause break: the comma between the adjectives of one answer noun ("long, detailed
answers", "a warm, friendly tone")."""
_CLAUSE_SPLIT = re.compile(
    rf",{_ADJECTIVES_OF_ONE_NOUN}(?!\s*not\b)\s*(?:so\s+|and\s+|but\s+)?"
    r"|\s+so\s+(?=(?:i|we|you|it|that|please|the|just)\b)|\s+and\s+(?=please\b)",
    re.I,
)
_REQUEST = (
    r"(?:please\s+|pls\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?"
    r"(?:be\s+able\s+to\s+)?"
    r"|(?:i\s+want|i'd\s+like|i\s+would\s+like|i\s+need)\s+you\s+to\s+|make\s+sure\s+(?:to\s+|you\s+)?"
    r"|you\s+(?:should|must|need\s+to|have\s+to)\s+|remember\s+to\s+)?"
)
_ALWAYS = re.compile(rf"^{_REQUEST}(?P<adv>always|never)\s+(?P<rest>.+)$", re.I)
_DONT_EVER = re.compile(r"^(?:please\s+)?(?:don't|do\s+not)\s+ever\s+(?P<rest>.+)$", re.I)
_DONT = re.compile(
    r"^(?:please\s+)?(?:don't|do\s+not|(?:can|could|would)\s+you\s+(?:please\s+)?not)\s+"
    r"(?P<rest>.+)$",
    re.I,
)
_STOP = re.compile(rf"^{_REQUEST}stop\s+(?P<gerund>[a-z]+ing)\b(?P<rest>.*)$", re.I)
_FROM_NOW_ON = re.compile(
    r"^(?:from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future"
    r"|for\s+(?:all\s+)?future\s+(?:[\w-]+\s+)?(?:answers|responses|replies|chats|conversations)"
    r"|(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?remember\s+(?:this\s+|that\s+)?"
    r"(?:for\s+(?:the\s+)?future|going\s+forward|from\s+now\s+on)"
    r"|from\s+here\s+on(?:\s+out)?)[,:]?\s+(?:please\s+)?(?P<rest>.+)$",
    re.I,
)
_IMPERATIVE_VERBS = (
    "use|write|answer|reply|respond|keep|give\\s+me|format|spell|talk\\s+to\\s+me|speak\\s+to\\s+me"
    "|address\\s+me|be|include|add|cite|show|explain|stick\\s+to|avoid|skip|assume|put|list"
    "|structure|round|convert|sign\\s+off|mention|ask|start|end|say|recommend|suggest"
)
_IMPERATIVE = re.compile(rf"^{_REQUEST}(?P<rest>(?:{_IMPERATIVE_VERBS})\s+.+)$", re.I)
_ANY_VERB = re.compile(r"^(?:please\s+|pls\s+)?(?P<rest>(?P<verb>[a-z-]+)\s+.+)$", re.I)
"""An imperative of any instruction verb (`_INSTRUCTION_VERBS`): kept only when it says it holds
for every answer of a kind (`statement_words.AS_A_RULE`)."""
_NO_THING = re.compile(
    r"^no\s+(?:more\s+)?(?P<thing>emojis?|emoticons|bullet\s+points|bullets|tables|markdown"
    r"|jargon|fluff"
    r"|filler|disclaimers|apologies|exclamation\s+(?:marks|points)|em[- ]?dashes|small\s+talk"
    r"|preamble|hashtags|caveats|intros?|slang)\b(?P<rest>.*)$",
    re.I,
)
_INSTRUCTION_VERBS = frozenset(
    """use answer reply respond write include add give format keep show explain mention ask start
    end sign call address refer cite put translate spell round convert assume suggest recommend
    say apologize apologise lecture moralize moralise summarize summarise be provide double-check
    check list number label bold quote link tell remind talk speak offer make default stick avoid
    skip leave present structure break wrap comment capitalize capitalise greet follow let
    sugarcoat sugar-coat repeat reference go exceed limit test verify clarify define highlight
    proofread begin sort rank compare estimate measure read think consider state note flag warn
    stop treat double respond prioritize prioritise focus lead""".split()
)
_DURABLE = re.compile(
    r"\b(?:ever|again|from\s+now\s+on|anymore|any\s+more|in\s+(?:the\s+)?future|going\s+forward"
    r"|moving\s+forward|in\s+(?:your\s+|all\s+|any\s+)?(?:answers|replies|responses)"
    r"|unless\s+I\s+(?:say|ask|tell\s+you)|no\s+matter\s+what|in\s+general"
    r"|whenever(?!\s+(?:you|u)(?:'re|\s+are|\s+feel|\s+need|\s+want|\s+get|\s+like)\b)"
    r"|(?:for|in)\s+(?:all|any)\s+(?:future\s+)?(?:[\w-]+\s+)?(?:answers|replies|responses|questions)"
    r"|when\s+you\s+(?:answer|reply|respond|write)|every\s+time|always|never|next\s+time"
    r"|i\s+(?:ain'?t|don'?t|do\s+not|won'?t|never|can'?t)\s+read(?:ing)?)\b",
    re.I,
)
"""What makes an instruction last: it says so ("from now on", "next time"), or gives a reason
that does ("keep it short, I don't read long answers")."""
_DEICTIC = re.compile(
    r"\b(?:this|that|these|those|it|here|below|above|yet|now|today|this\s+time|for\s+this"
    r"|the\s+(?:last|previous|next|first|second|third|same)|one|tomorrow|tonight"
    r"|(?:next|this|last)\s+(?:week|weekend|month|year|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday|summer|winter|spring|autumn|fall|trip)"
    r"|for\s+(?:my|our|a|the|his|her|their)\s+(?:[\w'-]+\s+){0,3}?(?:trip|flight|holiday|vacation"
    r"|party|wedding|birthday|interview|meeting|exam|date|visit|journey|drive|commute|weekend"
    r"|anniversary|presentation|speech))\b",
    re.I,
)
_ONE_PIECE = re.compile(
    r"\b(?:the|my|our|his|her|their|a|an|[\w-]+'s)\s+(?:[\w'-]+\s+){0,3}?(?:invite|invitation|card"
    r"|e-?mail|letter|note|message|text|post|tweet|caption|bio|cv|resume|essay|story|poem|haiku"
    r"|song|speech|toast|eulogy|report|memo|doc|document|presentation|slides|deck|newsletter"
    r"|announcement|update|review|proposal|description|listing|ad|blurb|article|blog|draft|script"
    r"|pitch|flyer|poster|menu|recipe|agenda|itinerary|headline|slogan|complaint|application|quiz"
    r"|test|exam|worksheet|survey|questionnaire|puzzle|game|lesson|syllabus)"
    r"(?![\w'-])|\b(?:to|for)\s+(?:my|our|his|her|their|the\s+user's)\s+(?:[\w'-]+\s+)?"
    rf"(?:{sw.OTHERS}|{sw.HOUSEHOLD})\b",
    re.I,
)
"""A particular piece of work the direction is for, which makes it a request about that piece
rather than about the answers: "write the party invite with emojis", "use emojis in the card
for my niece", "reply to my boss in a formal tone" (not "my emails": plural is every one)."""
_LASTS_WHEN_ASKED = re.compile(
    r"\b(?:stop|not|switch|back\s+to|answers|replies|responses|explanations|feedback)\b"
    r"|\bbe\s+(?:a\s+(?:bit|little|lot)\s+)?(?:(?:more|less)\s+\w+|\w+er)\b",
    re.I,
)
"""A request asked as a question lasts when it says so (`_DURABLE`), asks to stop, or speaks of
the answers in general ("could you keep your answers shorter?", "could you be gentler?"); "can
you use emojis?" and "could you reply in French?" ask about this answer or what you can do."""
_CONDITION = re.compile(
    r"^(?:if|unless|in\s+case|whether)\b(?!\s+(?:i|we)\s+(?:wanted|asked|told|said|were|was|had"
    r"|needed|preferred)\b)",
    re.I,
)
"""A condition on a direction ("if you can, always use metric"), not a supposition ("if I
wanted you to use emojis, would you?")."""
_TRAILING = re.compile(
    r"(?:[\s,]+(?:please|pls|thanks|thank\s+you|thx|ty|ok|okay|from\s+now\s+on|going\s+forward"
    r"|moving\s+forward|in\s+(?:the\s+)?future|ever\s+again|again|anymore|any\s+more|for\s+me"
    r"|next\s+time"
    r"|ever))+[\s.!]*$",
    re.I,
)
_GERUND_BASE = {
    "using": "use",
    "adding": "add",
    "including": "include",
    "putting": "put",
    "giving": "give",
    "writing": "write",
    "saying": "say",
    "apologizing": "apologize",
    "apologising": "apologise",
    "asking": "ask",
    "calling": "call",
    "starting": "start",
    "ending": "end",
    "lecturing": "lecture",
    "moralizing": "moralize",
    "moralising": "moralise",
    "recommending": "recommend",
    "suggesting": "suggest",
    "being": "be",
    "making": "make",
    "telling": "tell",
    "repeating": "repeat",
    "explaining": "explain",
    "mentioning": "mention",
    "sugarcoating": "sugarcoat",
    "hedging": "hedge",
    "summarizing": "summarize",
    "summarising": "summarise",
    "replying": "reply",
    "answering": "answer",
    "responding": "respond",
}
_NO_THING_CONTENT = {
    "apologies": "do not apologize",
    "small talk": "skip small talk",
    "preamble": "skip the preamble",
    "fluff": "skip the fluff",
    "filler": "skip filler",
    "intro": "skip the intro",
    "intros": "skip the intro",
}
_THING_NEXT_TIME = re.compile(
    r"^(?P<thing>bullets|bullet\s+points|a\s+table|tables|numbered\s+lists?|short\s+answers"
    r"|shorter\s+answers|metric|plain\s+text)\s+(?:next\s+time|from\s+now\s+on|going\s+forward"
    r"|in\s+(?:the\s+)?future)\b(?P<rest>.*)$",
    re.I,
)
"""A format named with when it applies: "bullets next time"."""
_EVER = re.compile(r"\s+ever\b", re.I)
_MAX_INSTRUCTION_WORDS = 25
_POLITE_ONLY = re.compile(
    r"^[\s,.!]*(?:(?:please|pls|thanks|thank\s+you|ever|again)[\s,.!]*)*$", re.I
)


def _tidy(rest: str) -> str:
    rest = _TRAILING.sub("", rest.strip()).strip(" .!?,")
    return the_user(rest)


def _instruction(sentence: Sentence, content: str) -> MemoryCandidate | None:
    words = content.split()
    if not words or len(words) > _MAX_INSTRUCTION_WORDS:
        return None
    topic = format_topic(content)
    key = (
        keys.FORMAT[topic].key()
        if topic
        else keys.INSTRUCTION.key(slug(_core_words(content), max_words=4))
    )
    return candidate(
        sentence,
        key,
        content,
        "instruction",
        importance=0.8,
        tags=("instruction", "format") if topic else ("instruction",),
    )


def _core_words(content: str) -> str:
    ignore = {"always", "never", "do", "not", "the", "a", "an", "to", "of", "in", "on", "and"}
    # "When the user asks for recipes, use grams": keyed by what is asked and the direction
    content = re.sub(
        r"^when(?:ever)?\s+the\s+user\s+asks\s+(?:you\s+)?(?:about|for)\s+", "", content, flags=re.I
    )
    return " ".join(w for w in re.findall(r"[a-z0-9'-]+", content.lower()) if w not in ignore)


def _from_always(match: re.Match[str]) -> str | None:
    rest = match.group("rest")
    first = rest.split()[0].lower().strip(",.!")
    if first not in _INSTRUCTION_VERBS:
        return None
    return f"{match.group('adv').lower()} {_tidy(rest)}"


_MY_SUBJECT = re.compile(
    r"(?:bring\s+up|mention|talk\s+about|ask\s+(?:me\s+)?about|comment\s+on|joke\s+about"
    r"|remind\s+me\s+(?:of|about))\s+my\s+(?!(?:\w+\s+){0,2}(?:email|message|text|letter|essay"
    r"|draft|post|cv|resume|question|answer|typo)s?\b)[\w'-]+(?:\s+[\w'-]+){0,2}[\s.!]*$",
    re.I,
)
"""A subject of the user's own not to be raised ("don't bring up my drinking", "never mention my
ex", "don't ask about my weight"): about them, so it lasts; not a piece of work of theirs ("don't
mention my name in the email" is about that email)."""


def _from_dont(match: re.Match[str]) -> str | None:
    rest = match.group("rest")
    if _MY_SUBJECT.match(rest) and not _DEICTIC.search(rest) and not _ONE_PIECE.search(rest):
        return f"do not {_tidy(rest)}"
    if not re.match(
        rf"(?:{_IMPERATIVE_VERBS}|sugarcoat|sugar-coat|lecture|moralize|repeat|bold|call|apologi[sz]e|hedge|use"
        r"|correct|simplify|translate|pad|water\s+down|dumb\s+down|overexplain|over-explain)\b",
        rest,
        re.I,
    ):
        return None
    if not _durable(rest):
        return None
    if re.search(r"\bever\b", rest, re.I):
        return f"never {_tidy(_EVER.sub('', rest))}"
    return f"do not {_tidy(rest)}"


def _durable(rest: str) -> bool:
    """An instruction meant to last: it says so, or it sets an answer format without "this"."""
    if _DURABLE.search(rest) or sw.AS_A_RULE.search(rest):
        return True
    topic = _topic(rest)
    if topic in _AMBIGUOUS_IN_REQUESTS and not _ANSWER_NOUN.search(rest):
        return False  # "explain how this works in Python" is a request, not a format
    return topic is not None and _DEICTIC.search(rest) is None and not _ONE_PIECE.search(rest)


def one_piece_of_work(text: str) -> bool:
    """True for a direction about one piece of work ("write the invite with emojis") that does not
    say it lasts: not how to answer."""
    return _ONE_PIECE.search(text) is not None and _DURABLE.search(text) is None


_TO_THE_USER = re.compile(
    r"\b(?:talk|speak|write|reply|respond)\s+to\s+(?:me|the\s+user)\s+(?:in|like|as)\b"
    r"|\bexplain\s+(?:[\w-]+\s+){1,4}to\s+(?:me|the\s+user)\b"
    r"|\b(?:be|get)\s+(?:(?:a\s+(?:bit|little|lot)\s+)?(?:more|less)\s+)?[\w-]+\s+with\s+(?:me|the\s+user)\b"
    r"|\b(?:call|address)\s+(?:me|the\s+user)\s+(?:as\s+|by\s+)?(?-i:[A-Z])"
    r"|\brefer\s+to\s+(?:me|the\s+user)\s+as\b",
    re.I,
)
"""A direction about how the user is spoken to ("talk to me in Portuguese", "be blunt with me",
"refer to me as they/them"): it is about them, so it lasts."""
_THIS_PIECE = re.compile(
    r"\b(?:this|that|these|those|here|below|above|today|tonight|tomorrow|yet)\b"
    r"|\bit\b(?<!\bwhen\s\bit)(?!\s+comes\s+to\b)",
    re.I,
)
"""What ties a direction to the work at hand ("use bullet points for this list"); "when it
comes to" does not."""


_THIS_ANSWER = re.compile(
    r"\b(?:this|these|only)\b|\b(?:that|those)\s+(?:one|answer|reply|response|list|email|post"
    r"|message|time|draft|text)\b",
    re.I,
)
_TOLD_SOMEONE = re.compile(
    r"\b(?:told|tell|tells|asked|ask|asks)\s+(?:my|their|his|her|our)\b", re.I
)


def answer_format(text: str) -> str | None:
    """How a preference on an answer-format subject is read: "answers" (it is about the answers),
    "elsewhere" (the user's notes, their emails, what they told their son: a preference of theirs,
    not on an answer format), or "this piece" (a request about the answer at hand: "no emojis in
    this one", "for this answer only, skip the code"); None for no format subject."""
    if format_topic(text, about_answers=True) is None:
        return None
    if _THIS_ANSWER.search(text):
        return "this piece"
    if _ELSEWHERE.search(text) or _TOLD_SOMEONE.search(text):
        return "elsewhere"
    return "answers"


def standing(direction: str) -> str | None:
    """A direction the statement reader found that no form above reads ("talk to me in
    Portuguese", "I'd like shorter answers going forward", "be encouraging with me"), as its
    instruction's wording, when it says it lasts or speaks of how the user is spoken to, and
    points at no piece of work; else None."""
    said = sw.WISH.sub("", direction)  # "I'd appreciate it if you ...": no "it" of a task
    if _THIS_PIECE.search(said) or one_piece_of_work(said):
        return None
    if not (_TO_THE_USER.search(direction) or (sw.WISH.match(direction) and _DURABLE.search(said))):
        return None  # "never mention X and always say Y" is left to the forms above
    return _tidy(direction) or None


_COMPLETE_VERBS = frozenset({"apologize", "apologise", "lecture", "moralize", "moralise", "hedge"})


def _from_stop(match: re.Match[str]) -> str | None:
    base = _GERUND_BASE.get(match.group("gerund").lower())
    rest = match.group("rest")
    if base is None or _DEICTIC.search(rest) or (not rest.strip() and base not in _COMPLETE_VERBS):
        return None
    return f"do not {base}{' ' + _tidy(rest) if _tidy(rest) else ''}"


def _from_now_on(match: re.Match[str]) -> str | None:
    rest = match.group("rest")
    if re.match(r"(?:i|i'm|i've|my|we|we're|our|it|this|that)\b", rest, re.I):
        return None
    return _tidy(rest)


_READING_REASON = re.compile(
    r"[\s,;-]+(?:because\s+|cause\s+|cuz\s+|as\s+)?i\s+(?:ain'?t|don'?t|do\s+not|won'?t|never"
    r"|can'?t)\s+read\w*.*$",
    re.I,
)


def _from_imperative(match: re.Match[str]) -> str | None:
    rest = match.group("rest")
    return _tidy(_READING_REASON.sub("", rest)) if _durable(rest) else None


def _from_any_verb(match: re.Match[str]) -> str | None:
    rest = match.group("rest")
    if match.group("verb").lower() not in _INSTRUCTION_VERBS or not sw.AS_A_RULE.search(rest):
        return None
    return None if _THIS_PIECE.search(rest) or one_piece_of_work(rest) else _tidy(rest)


def _from_thing_next_time(match: re.Match[str]) -> str | None:
    if not _POLITE_ONLY.match(match.group("rest")):
        return None
    return f"use {' '.join(match.group('thing').lower().split())}"


def _from_no_thing(match: re.Match[str]) -> str | None:
    if not _POLITE_ONLY.match(match.group("rest")):
        return None
    thing = " ".join(match.group("thing").lower().split())
    return _NO_THING_CONTENT.get(thing, f"do not use {thing}")


_FOR_ME_ONLY = re.compile(
    r"^(?P<thing>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:for\s+me|only)(?:\s+(?:please|pls))?"
    r"(?P<rest>\s*(?:[,;:\u2014\u2013-]\s*(?:I|I'm|I've|my)\b.*)?)[\s.!]*$",
    re.I,
)
"""A format named for the user alone, no verb: "Metric units for me please", "Plain text only"."""


def _from_for_me_only(match: re.Match[str]) -> str | None:
    thing = match.group("thing")
    if _topic(thing) not in _NAMED_ALONE or _DEICTIC.search(thing):
        return None
    return f"use {' '.join(thing.lower().split())}"


_NAMED_ALONE = frozenset({"units", "spelling", "time", "markdown", "language", "structure"})

_INSTRUCTION_FORMS = (
    (_ALWAYS, _from_always),
    (_DONT_EVER, lambda m: f"never {_tidy(m.group('rest'))}"),
    (_DONT, _from_dont),
    (_STOP, _from_stop),
    (_FROM_NOW_ON, _from_now_on),
    (_IMPERATIVE, _from_imperative),
    (_NO_THING, _from_no_thing),
    (_THING_NEXT_TIME, _from_thing_next_time),
    (_FOR_ME_ONLY, _from_for_me_only),
)


_WISH_NOT = re.compile(
    r"^I(?:'d|\s+would)?\s+(?:really\s+|much\s+)?(?:prefer|rather|like\s+it)\s+(?:it\s+)?"
    r"(?:if\s+|that\s+)?(?:you|u)\s+(?:(?P<not>don't|dont|do\s+not|didn't|did\s+not|wouldn't"
    r"|would\s+not)|(?P<never>never))\s+",
    re.I,
)
"""A wish that the assistant not do something, said as the user's preference: "I prefer you don't
use emojis", "I'd rather you didn't use bullet points", "I'd prefer it if you never ...": read as
"don't ..." / "never ..." and judged as such."""


def _as_direction(clause: str) -> str:
    wish = _WISH_NOT.match(clause)
    if wish is None:
        return clause
    return f"{'never' if wish.group('never') else 'do not'} {clause[wish.end() :]}"


def _as_wished(made: MemoryCandidate, clause: str) -> MemoryCandidate:
    """An answer format the user would rather not have, said as their wish ("I'd rather you
    didn't use tables"), is their preference on that format, in their words; a wish on anything
    else stays the direction it reads as."""
    wish = _WISH_NOT.match(_without_lead(clause))
    if wish is None or not made.key.startswith("format."):
        return made
    said = "never" if wish.group("never") else "did not"
    rest = _tidy(_without_lead(clause)[wish.end() :])
    content = f"Would rather the assistant {said} {rest}"
    return made.model_copy(update={"entry_type": "preference", "polarity": -1, "content": content})


def _clause_instruction(text: str) -> str | None:
    clause = _as_direction(_without_lead(text))
    for pattern, build in _INSTRUCTION_FORMS:
        match = pattern.match(clause)
        if match:
            return build(match)
    switch = _SWITCH.match(_LIFT.sub("", clause))
    to = f"use {_tidy(_CHANGE_WORDS.sub('', switch.group('to')))}" if switch else ""
    if switch:
        return to if _lifted(to, switched=True) else None
    any_verb = _ANY_VERB.match(clause)  # last: it matches any first word
    return _from_any_verb(any_verb) if any_verb else None


def _without_lead(text: str) -> str:
    lead = _LEAD.match(text)
    return text[lead.end() :].strip() if lead else text


# -- lifted instructions --------------------------------------------------------------------------

_LIFT = re.compile(
    r"^(?:(?:you|u)\s+(?:can|may|could)\s+(?:now\s+)?|feel\s+free\s+to\s+|go\s+ahead\s+and\s+"
    r"|(?:it's|its|it\s+is)\s+(?:fine|ok|okay|alright)\s+(?:to|if\s+you)\s+"
    r"|(?:you|u)\s+(?:don'?t|do\s+not|no\s+longer)\s+(?:have|need)\s+to\s+"
    r"|(?:there's\s+|there\s+is\s+)?no\s+(?:need|reason)\s+(?:to|for)\s+)",
    re.I,
)
"""Leave to stop following an instruction: "you don't have to keep it short anymore", "feel
free to use emojis again", "no need for bullet points"."""
_DROP = re.compile(
    r"^(?:forget|never\s+mind|nvm|ignore|disregard|drop|scrap|(?:I\s+)?take\s+back)\s+(?:about\s+)?"
    r"(?:what\s+I\s+said\s+about\s+|(?:the|that)\s+(?=.+\s(?:thing|rule|request|stuff|bit)\W*$))",
    re.I,
)
"""An instruction dropped by name: "forget the bullet points thing", "never mind what I said
about emojis"."""
_FINE = re.compile(
    r"^(?!(?:the|these|those|this|that|it|my|your|his|her|our|their)\b)"
    r"(?!.*\b(?:says?|said|thinks?|thought|told)\b)(?P<what>[\w\s-]{2,40}?)"
    r"\s+(?:is|are)\s+(?:fine|ok|okay|alright)(?:\s+(?:now|again|after\s+all|by\s+me|with\s+me))*"
    r"[\s.!]*$",
    re.I,
)
"""A format allowed again, and nothing more: "actually emojis are fine", "longer answers are
ok now" (not "emojis are fine in texts with friends", "Sandra says emojis are fine")."""
_SWITCH = re.compile(
    rf"^{_REQUEST}(?:switch|go|change)\s+(?:back\s+)?to\s+(?:using\s+)?(?P<to>.+)$", re.I
)
"""A switch is a direction of its own: "switch back to English" becomes "Use English"."""
_CHANGE_WORDS = re.compile(
    r"(?:\s+(?:now|again|anymore|any\s+more|after\s+all|from\s+now\s+on|earlier))+\W*$", re.I
)
_KEEP_IT = re.compile(r"\bkeep\s+it\b", re.I)
"""In a lift, "keep it short" speaks of the answers, not of one thing."""
_ELSEWHERE = re.compile(
    r"\b(?:in|on|for|at)\s+(?:the|my|a|an|his|her|our|their)\s+"
    r"(?!(?:answers?|repl(?:y|ies)|responses?|future)\b)",
    re.I,
)
"""What the format is for, when it is not the answers: "no need for bullet points in the
report"."""


def _lifted(words: str, *, switched: bool = False) -> str | None:
    """The answer-format subject these words name, when nothing ties them to one answer (a
    language switched to is the answers')."""
    what = _KEEP_IT.sub("keep answers", _CHANGE_WORDS.sub("", _TRAILING.sub("", words)))
    topic = _topic(what)
    if topic in _AMBIGUOUS_IN_REQUESTS and not (switched or _ANSWER_NOUN.search(what)):
        return None
    return None if _DEICTIC.search(what) or _ELSEWHERE.search(what) else topic


_PERMISSION = re.compile(
    r"^(?:(?:you|u)\s+(?:can|may|could)\s|feel\s+free|go\s+ahead|(?:it's|its|it\s+is)\s+(?:fine|ok|okay"
    r"|alright))",
    re.I,
)
"""A lift that gives leave ("you can use emojis", "feel free to ..."), not one that releases
("you don't have to keep it short", "no need for bullet points", "forget the ... thing")."""


_ANSWERING = re.compile(
    r"(?:assume|simplify|explain|skip|use|be\s+(?:(?:a\s+bit|a\s+little|more|less)\s+)?[\w-]+\s+with"
    r"|correct|swear|curse|go\s+into|mention|include|leave\s+out|write|answer|reply|respond|talk"
    r"|speak|give\s+me|challenge|push\s+back|disagree|drop)\b",
    re.I,
)
"""What the leave is about is how the assistant answers: assume, simplify, be blunt with ..."""
_ABOUT_THEM = re.compile(r"\b(?:me|my|I|I'm|I've)\b")
_CHANGED = re.compile(
    r"\b(?:again|any\s*more|now|no\s+longer|back|after\s+all|these\s+days|stop|go\s+ahead)\b", re.I
)


def _standing_leave(text: str) -> str | None:
    """Leave or a release that is itself how to answer the user, not a lift of an earlier
    instruction: it says nothing changed and speaks of them ("you can assume I know the
    chemistry", "you don't need to simplify medical terms for me", "you can be sarcastic with
    me"); as the instruction's wording, or None."""
    clause = _without_lead(text)
    lead = _LIFT.match(clause)
    rest = clause[lead.end() :] if lead else ""
    if not rest or _CHANGED.search(clause) or not _ABOUT_THEM.search(rest):
        return None
    if not _ANSWERING.match(rest) or re.search(r"\b(?:anything|everything|yourself)\b", rest, re.I):
        return None  # "you can call me anytime", "you don't need to explain anything to me"
    if (
        _THIS_PIECE.search(rest)
        or one_piece_of_work(rest)
        or _topic(rest) in _AMBIGUOUS_IN_REQUESTS
    ):
        return None
    return _tidy(clause)


def _lift(text: str) -> tuple[str, str] | None:
    """The subject whose instruction the clause lifts ("format.emoji") and, for leave given
    ("emojis are fine", "you can use tables"), what it allows ("" when it releases); or None."""
    clause = _without_lead(text)
    fine = _FINE.match(clause)
    if fine:
        topic = format_topic(fine.group("what"), about_answers=True)
        allowed = fine.group("what")
    else:
        lead = _LIFT.match(clause) or _DROP.match(clause)
        topic = _lifted(clause[lead.end() :]) if lead else None
        allowed = clause[lead.end() :] if lead and _PERMISSION.match(clause) else ""
    if not topic:
        return None
    return keys.FORMAT[topic].key(), _CHANGE_WORDS.sub("", _TRAILING.sub("", allowed)).strip()


_DURABLE_LEAD = re.compile(
    r"^(?:from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future"
    r"|when(?:ever)?\s+I\s+ask\s+(?:you\s+)?(?:about|for)\s+[^,;.!?]{1,40}"
    r"|for\s+(?:all\s+)?future\s+(?:[\w-]+\s+)?(?:answers|responses|replies|chats|conversations)"
    r"|from\s+here\s+on(?:\s+out)?)\s*,\s*",
    re.I,
)


_WHEN_I_ASK = re.compile(r"^when(?:ever)?\s+I\s+ask\b.*", re.I)
_CONDITION_CLAUSE = re.compile(r"^(?:and\s+|but\s+)?(?:only\s+)?(?:if|unless|when|except)\b", re.I)


def _with_conditions(pieces: list[str]) -> list[str]:
    """Clauses with a condition joined to the one before it ("explain after, and only if I
    ask" is one direction, not "Only if the user ask" of its own)."""
    joined: list[str] = []
    for piece in pieces:
        if joined and _CONDITION_CLAUSE.match(piece.strip()):
            joined[-1] = f"{joined[-1].rstrip()}, {piece.strip()}"
        else:
            joined.append(piece)
    return joined


def _because_i_am(text: str) -> re.Match[str] | None:
    """A lasting fact given as the reason for a direction about no piece of work ("I'm Deaf, so
    don't suggest phone calls"; not "I'm a nurse, so explain this lab result simply")."""
    reason = sw.BECAUSE_I_AM.match(text)
    rest = text[reason.end() :] if reason else ""
    return reason if reason and not (_THIS_PIECE.search(rest) or one_piece_of_work(rest)) else None


def instructions(sentence: Sentence) -> list[MemoryCandidate]:
    """Standing instructions on how to answer, from each clause of the sentence; a supposition
    ("say I wanted replies in Welsh, could you?") gives none, nor a question that does not say it
    lasts ("could you reply in French?")."""
    said = _without_lead(sentence.text)
    if sw.HYPOTHETICAL.match(said) and not _CONDITION.match(said):
        return []
    if sentence.question and not (_DURABLE.search(said) or _LASTS_WHEN_ASKED.search(said)):
        return []
    found = []
    lead = _DURABLE_LEAD.match(sentence.text) or _because_i_am(sentence.text)
    body = sentence.text[lead.end() :] if lead else sentence.text
    lifted: dict[str, str] = {}
    asked = _WHEN_I_ASK.match(lead.group(0)) if lead else None
    for piece in _with_conditions(_CLAUSE_SPLIT.split(body)):
        clause = f"from now on {piece.strip()}" if lead else piece.strip()
        # a direction, or leave that is itself one ("you can assume I know the chemistry")
        content = _clause_instruction(clause) or _standing_leave(piece.strip())
        if content and asked:  # "when I ask for recipes, use grams": the condition stays
            content = f"{the_user(asked.group(0).strip(' ,'))}, {content}"
        made = _instruction(sentence, content) if content else None
        if made is not None:
            found.append(_as_wished(made, clause))
        elif (lift := _lift(piece.strip())) is not None:
            lifted.setdefault(*lift)
    if one_piece_of_work(sentence.text):  # "for the quiz I'm making, make every answer ..."
        found = [made for made in found if _DURABLE.search(made.content)]
    told = {made.key for made in found}  # a new direction on the subject replaces the old one
    return _merged(found) + [
        _retract(sentence, key, allowed) for key, allowed in lifted.items() if key not in told
    ]


def _retract(sentence: Sentence, key: str, allowed: str = "") -> MemoryCandidate:
    """The memories on the subject go: "you can go into detail now" lifts "Keep answers short".
    Leave given ("bullet points are fine") lifts only what forbids or limits it: an instruction
    asking for it ("Always use bullet points") stays (`writer.takes_back`)."""
    if allowed and content_terms(allowed):
        return MemoryCandidate(
            key=key,
            content=allowed,
            entry_type="fact",
            action="retract",
            polarity=1,
            excerpt=sentence.excerpt,
        )
    return MemoryCandidate(
        key=key, content="*", entry_type="fact", action="retract", excerpt=sentence.excerpt
    )


def _merged(found: list[MemoryCandidate]) -> list[MemoryCandidate]:
    """Clauses of one sentence on the same subject make one instruction ("X; Y")."""
    by_key: dict[str, MemoryCandidate] = {}
    for made in found:
        prior = by_key.get(made.key)
        if prior is None:
            by_key[made.key] = made
        else:
            content = f"{prior.content}; {made.content[:1].lower()}{made.content[1:]}"
            by_key[made.key] = prior.model_copy(update={"content": content})
    return list(by_key.values())


QUESTION_RULES: tuple[Rule, ...] = (instructions,)
RULES: tuple[Rule, ...] = (instructions,)
