"""Goal rules: "I want to lose 10 kg", "my goal is to run a marathon", "I'm learning Spanish"."""

from __future__ import annotations

import re

from memory_service import keys
from memory_service.extractors.rules.lexicon import LANGUAGES, alternation
from memory_service.extractors.rules.phrasing import (
    Made,
    Rule,
    candidate,
    collect,
    dated,
    phrase_after,
    slug,
    their,
)
from memory_service.extractors.rules.reading import Sentence
from memory_service.extractors.rules.stance import self_confidence
from memory_service.schemas import Confidence, MemoryCandidate

# -- goals ----------------------------------------------------------------------------------------

_LANG_ALT = alternation(LANGUAGES)
_GOAL_OBJECT = (
    r"lose\s+(?:some\s+|the\s+baby\s+|a\s+(?:bit|lot)\s+of\s+)?(?:weight|fat|belly\s+fat"
    r"|\d+\s*(?:kg|kilos|lbs?|pounds|stone))"
    r"|gain\s+(?:some\s+)?(?:weight|muscle|\d+\s*(?:kg|kilos|lbs?|pounds))"
    r"|build\s+(?:muscle|strength|endurance|(?:a|my\s+own)\s+(?:business|startup|company))"
    r"|get\s+(?:fit|fitter|in\s+shape|back\s+in\s+shape|stronger|healthier|promoted|a\s+promotion"
    r"|a\s+(?:new\s+)?job|better\s+at\s+\w+|into\s+\w+|my\s+(?:driver'?s|drivers|driving)\s+licen[cs]e"
    r"|certified|a\s+degree|my\s+degree|a\s+phd|my\s+phd|a\s+master'?s|out\s+of\s+debt|sober)"
    r"|learn\s+(?!more\b|about\b|this\b|that\b|it\b|what\b|why\b|how\s+(?:this|it|the|you)\b)\w+"
    r"|run\s+(?:a|an|my\s+first|the|another)?\s*(?:sub[- ]?\S+\s+|full\s+)?(?:marathon"
    r"|half[- ]marathon|5k|10k|ultra(?:marathon)?|triathlon|race|mile)"
    r"|(?:quit|stop)\s+(?:smoking|drinking|vaping|caffeine|sugar|snacking|procrastinating"
    r"|biting\s+my\s+nails|my\s+job|eating\s+\w+)"
    r"|cut\s+(?:down|back)\s+on\s+\w+|save\s+(?:money|up|for\s+\w+|\$?\d+)"
    r"|pay\s+off\s+(?:my|the|our)\s+\w+|become\s+(?:a|an|fluent|more)\s+\w+"
    rf"|speak\s+(?:{_LANG_ALT}|fluently|fluent)|travel\s+(?:more|the\s+world|around)"
    r"|visit\s+[A-Z]\w+|move\s+(?:to\s+[A-Z]\w+|abroad|closer)|retire\s+(?:early|by|at|in)"
    r"|start\s+(?:a\s+business|my\s+own\s+\w+|a\s+company|a\s+podcast|a\s+blog|running|lifting"
    r"|working\s+out|exercising|meditating|journaling|investing|a\s+family|a\s+youtube\s+channel)"
    r"|write\s+(?:a\s+book|a\s+novel|my\s+thesis|a\s+memoir|my\s+dissertation)"
    r"|finish\s+(?:my\s+(?:thesis|degree|phd|dissertation|novel|book)|a\s+marathon)"
    r"|pass\s+(?:my|the)\s+(?:\w+\s+)?(?:exam|test|bar|certification)"
    r"|read\s+(?:more|\d+\s+books)|eat\s+(?:healthier|better|less\s+\w+|more\s+\w+|clean)"
    r"|sleep\s+(?:more|better|earlier)|drink\s+(?:less|more\s+water)"
    rf"|improve\s+my\s+(?:{_LANG_ALT}|fitness|health|sleep|diet|writing|running|endurance"
    r"|credit\s+score|posture|public\s+speaking)"
)
_WANT = re.compile(
    r"\bi(?:\s+|(?='))(?:really\s+)?(?P<verb>want|hope|plan|intend|aim|need|would\s+love|'d\s+love"
    rf"|'d\s+like|would\s+like)\s+to\s+(?P<goal>(?:{_GOAL_OBJECT})\b)",
    re.I,
)
_MY_GOAL = re.compile(
    r"\bmy\s+(?:(?:main|big|biggest|current|new\s+year's|fitness|long[- ]term|ultimate|personal"
    r"|career|one)\s+)*(?P<verb>goal|aim|dream|resolution|plan|ambition)\s+(?:(?:this|for\s+the)\s+"
    r"year\s+|for\s+\w+\s+|right\s+now\s+)?is\s+to\s+(?P<goal>\w)",
    re.I,
)
_TRYING = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|really\s+|also\s+)?(?P<verb>trying|aiming|hoping|planning"
    rf"|working\s+(?:on|towards?))\s+to\s+(?P<goal>(?:{_GOAL_OBJECT})\b)",
    re.I,
)
_TRAINING = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|also\s+)?(?P<verb>training|saving(?:\s+up)?|studying"
    r"|preparing)\s+for\s+(?P<goal>\S)"
    r"|\bi(?:'m|\s+am)\s+(?:currently\s+|also\s+|slowly\s+)?(?P<toward>working\s+towards?)\s+"
    r"(?P<target>(?:my|a|an|getting)\s+\S)",
    re.I,
)
_LEARNING = re.compile(
    r"\bi(?:'m|\s+am)\s+(?:currently\s+|also\s+|slowly\s+|finally\s+)?learning\s+(?P<goal>\S)",
    re.I,
)
_NOT_LEARNING = re.compile(
    r"^(?:a\s+lot|about|how\s+(?:this|it|the|you)|the\s+(?!piano|guitar|violin|drums|cello"
    r"|ukulele|flute|saxophone|trumpet)|that|this|it|so|more|lots|from|as\s+i\s+go|fast|quickly"
    r"|to\s+(?:live|accept|love|let))\b",
    re.I,
)
_TRAINING_FOR = re.compile(
    r"(?:marathon|half[- ]marathon|5k|10k|ultra|triathlon|race|competition|tournament|meet"
    r"|ironman|season|exam|test|bar|gre|gmat|sat|lsat|mcat|certification|interview|finals"
    r"|house|home|wedding|car|trip|retirement|deposit|holiday|vacation)\b",
    re.I,
)
_GOAL_TOPICS: tuple[tuple[str, str], ...] = (
    ("weight", r"\b(?:lose|gain)\b.*\b(?:weight|fat|kg|kilos|lbs?|pounds|stone)\b"),
    ("running", r"\b(?:marathon|5k|10k|ultra|triathlon|race|mile|running)\b"),
    ("fitness", r"\b(?:fit|fitter|shape|stronger|muscle|strength|endurance|working\s+out)\b"),
    ("finance", r"\b(?:save|saving|pay\s+off|debt|money|house|deposit|retire|retirement)\b"),
    ("exam", r"\b(?:exam|test|bar|certification|gre|gmat|sat|lsat|mcat|finals)\b"),
)


def _goal_key(goal: str) -> str:
    lowered = goal.lower()
    learn = re.match(
        r"learn(?:ing)?\s+(?:how\s+)?(?:to\s+)?(?:(?:play|speak|cook|make)\s+)?(?:the\s+)?(?P<what>.+)",
        lowered,
    )
    if learn:
        return keys.GOAL_LEARN.key(slug(learn.group("what"), max_words=2))
    quit_ = re.match(r"(?:quit|stop|quitting|stopping)\s+(?P<what>.+)", lowered)
    if quit_:
        return keys.GOAL_QUIT.key(slug(quit_.group("what"), max_words=2))
    for topic, pattern in _GOAL_TOPICS:
        if re.search(pattern, lowered):
            return keys.GOALS[topic].key()
    return keys.GOAL.key(slug(lowered, max_words=3))


def _goal(sentence: Sentence, start: int, content: str, goal: str) -> MemoryCandidate | None:
    confidence: Confidence | None = self_confidence(sentence, start)
    if confidence is None:
        return None
    return candidate(
        sentence,
        _goal_key(goal),
        dated(their(content), sentence),
        importance=0.6,
        tags=("goal",),
        confidence=confidence,
    )


def _goal_phrase(sentence: Sentence, start: int) -> str:
    stops = re.compile(
        r"\s*(?:[,;:.!?()]|\b(?:but|because|so|since|which|and\s+i|though|lol)\b)", re.I
    )
    return phrase_after(sentence.text, start, max_words=12, stops=stops)


_GOAL_LEAD = {
    "trying": "trying to",
    "aiming": "aiming to",
    "planning": "plans to",
    "plan": "plans to",
}


def _wanted(sentence: Sentence, match: re.Match[str]) -> Made:
    goal = _goal_phrase(sentence, match.start("goal"))
    lead = _GOAL_LEAD.get(match.group("verb").lower(), "wants to")
    return _goal(sentence, match.start(), f"{lead} {goal}", goal)


def _my_goal(sentence: Sentence, match: re.Match[str]) -> Made:
    goal = _goal_phrase(sentence, match.start("goal"))
    lead = "plans to" if match.group("verb").lower() == "plan" else "wants to"
    return _goal(sentence, match.start(), f"{lead} {goal}", goal) if goal else None


def _training(sentence: Sentence, match: re.Match[str]) -> Made:
    if match.group("toward"):
        target = _goal_phrase(sentence, match.start("target"))
        if len(target.split()) > 5 or _NOT_LEARNING.match(target):
            return None
        return _goal(sentence, match.start(), f"working towards {target}", target)
    goal = _goal_phrase(sentence, match.start("goal"))
    if not _TRAINING_FOR.search(goal) or len(goal.split()) > 6:
        return None
    verb = " ".join(match.group("verb").lower().split())
    return _goal(sentence, match.start(), f"{verb} for {goal}", f"{verb} {goal}")


def _learning(sentence: Sentence, match: re.Match[str]) -> Made:
    goal = _goal_phrase(sentence, match.start("goal"))
    if not goal or _NOT_LEARNING.match(goal) or len(goal.split()) > 5:
        return None
    return _goal(sentence, match.start(), f"learning {goal}", f"learning {goal}")


def goals(sentence: Sentence) -> list[MemoryCandidate]:
    """Goals: "I want to lose 10 kg", "my goal is to run a marathon", "I'm learning Spanish"."""
    return collect(
        sentence,
        (
            (_WANT, _wanted),
            (_TRYING, _wanted),
            (_MY_GOAL, _my_goal),
            (_TRAINING, _training),
            (_LEARNING, _learning),
        ),
    )


RULES: tuple[Rule, ...] = (goals,)
