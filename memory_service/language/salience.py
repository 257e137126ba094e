"""How much a sentence says about the person who said it: the order salient episodes come in.

Without a query, the block has room for a sample of what the user said, so it takes the
sentences that carry the most: the ones about the speaker (a first-person subject), with names,
numbers and dates in them, that tell of an event that changes their life (a new job, a move, a
pet, an injury), a taste or habit, or a lasting state; not questions, reactions or small talk.
The score is a sum of such cues, each worth about one point; a statement scores 2 to 6, chatter
below 1.
"""

from __future__ import annotations

import re

from memory_service.language import fact_words as fw
from memory_service.language import statement_words as sw

_NAME = re.compile(r"(?<=[\w,;:] )(?!I\b|I'|I’)[A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+)*")
_NUMBER = re.compile(r"\b\d[\d.,:/-]*\b")
_CONTENT = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")
_CHATTER = re.compile(
    r"^(?:(?:hi|hey|hello|thanks|thank you|thx|ok|okay|cool|great|nice|sure|yes|no|yep|nope|lol"
    r"|haha+|omg|wow|aw+|oh|ah|right|true|same|bye|see you|night|morning|perfect|awesome|got it"
    r"|love (?:it|that|this)|sounds good|fair enough|no worries|good luck|congrats\w*|amazing"
    r"|brilliant|ha|hmm+|ugh|damn|oops|sorry|agreed|exactly|definitely|totally|of course"
    r"|same here|me too|you too|miss you|love you|xx+)\b[\s,!.?]*)+$",
    re.I,
)


def salience(sentence: str) -> float:
    """The sentence's score (see the module docstring); 0 for chatter."""
    text = sentence.strip()
    words = _CONTENT.findall(text)
    if not words or _CHATTER.match(text):
        return 0.0
    score = min(len(words), 12) / 6  # up to 2 points for saying something at length
    if fw.FP_SUBJECT.search(text):
        score += 1.0
    score += 0.6 * min(len(_NAME.findall(text)), 3) + 0.4 * min(len(_NUMBER.findall(text)), 2)
    if fw.LIFE_EVENT.search(text):
        score += 1.2
    if fw.STANCE.search(text) or fw.HABIT.search(text):
        score += 0.6
    tidied = sw.tidy(text)
    if fw.STATE.match(tidied):
        score += 0.6
    if fw.TRANSIENT.match(tidied) or fw.SURPRISE.match(tidied):
        score -= 1.0
    if text.endswith("?"):
        score -= 1.2
    if fw.SECOND_PERSON.search(text) and not fw.FP_SUBJECT.search(text):
        score -= 0.8
    return round(max(score, 0.0), 3)
