"""Reading a user message for the rules: cleaned, cut into sentences, each judged as a
statement, a question or a task.

A message is cleaned (code, quotes and pasted assistant text removed, common typos and
contractions normalised) and split into sentences with the one splitter of `language.sentences`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property

from memory_service.language import statement_words as sw
from memory_service.language.sentences import HEDGES, phrase_pattern, sentences

MAX_EXCERPT_CHARS = 300
MAX_SENTENCE_CHARS = 1000  # longer runs without punctuation are pasted text, not chat

# -- cleaning -------------------------------------------------------------------------------------

_CODE_BLOCK = re.compile(r"```.*?(?:```|$)", re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_DOUBLE_QUOTED = re.compile(r"\"[^\"\n]{0,400}\"|“[^”\n]{0,400}”")
_QUOTED_LINE = re.compile(
    r"^[ \t]*(?:>|(?:assistant|ai|bot|chatgpt|claude|gpt)\s*:).*$", re.I | re.M
)
_SPEAKER_PREFIX = re.compile(r"^[ \t]*(?:user|me)[ \t]*:[ \t]*", re.I | re.M)
_PASTED_TEXT = re.compile(
    r"\b(?:here's|here\s+is|this\s+is|below\s+is)\s+(?:my|the|a|our)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:draft|email|e-mail|message|text|letter|bio|post|essay|resume|cv|copy|version|paragraph"
    r"|intro|introduction|summary|reply|response|story|script|speech|caption|tweet|profile"
    r"|statement|note|announcement)\b[^:\n]*:.*",
    re.I | re.S,
)
_PASTED_ASSISTANT = re.compile(
    r"^\s*as an ai\b|\bas an ai (?:language )?(?:model|assistant)\b"
    r"|\bas a (?:large )?language model\b|\bi(?:'m| am) an ai\b"
    r"|\bi hope this helps\b|\blet me know if you (?:have|need) any\b"
    r"|^\s*(?:sure|certainly|of course|absolutely|great question)[!,.]\s+"
    r"(?:here|i'd|i'll|i can|let's|below)",
    re.I,
)

_TYPOS: dict[str, str] = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "wouldnt": "wouldn't",
    "shouldnt": "shouldn't",
    "couldnt": "couldn't",
    "u": "you",
    "ur": "your",
    "pls": "please",
    "plz": "please",
    "alergic": "allergic",
    "allergik": "allergic",
    "alergik": "allergic",
    "allegic": "allergic",
    "allergich": "allergic",
    "alergy": "allergy",
    "alergies": "allergies",
    "allergie": "allergy",
    "vegitarian": "vegetarian",
    "vegeterian": "vegetarian",
    "vegatarian": "vegetarian",
    "vegetarain": "vegetarian",
    "intolerent": "intolerant",
    "intollerant": "intolerant",
    "diabetis": "diabetes",
    "diabeties": "diabetes",
    "excercise": "exercise",
    "favourite": "favorite",
}
_SPACES = re.compile(r"[^\S\n]+")
_TYPO_WORD = re.compile(r"\b(" + "|".join(_TYPOS) + r")\b", re.I)


def _fix_typo(match: re.Match[str]) -> str:
    return _TYPOS[match.group(1).lower()]


def clean_message(text: str) -> str:
    """The message without code, quoted speech or pasted assistant lines, typos normalised."""
    text = text.replace("’", "'").replace("‘", "'")
    text = _CODE_BLOCK.sub(" ", text)
    text = _INLINE_CODE.sub(" ", text)
    text = _QUOTED_LINE.sub(" ", text)
    text = _SPEAKER_PREFIX.sub("", text)
    text = _DOUBLE_QUOTED.sub(" ", text)
    text = _PASTED_TEXT.sub(" ", text)  # a draft the user shares is not about the user
    text = _EMOJI.sub(" ", text)  # "I'm allergic to peanuts 😬": the emoji is not the allergen
    text = _MARKUP.sub("", text)  # "I'm allergic to **shellfish**", "<b>shellfish</b>"
    text = _ALLERGIES_ARE.sub("I'm allergic to ", text)  # "my allergies are peanuts and sesame"
    text = _SELF_CORRECTED.sub(r"\g<anchor> \g<new>", text)  # "... to walnuts, no wait, pecans"
    text = _SAID_AGAIN.sub("", text)  # "I'm allergic to cats, no wait, I'm allergic to dogs"
    text = _NOT_THAT_BUT.sub(r"I'm not \g<adj> to \g<y>. I'm \g<adj> to \g<x>", text)
    text = _CLEFT.sub(_uncleft, text)  # "it's amoxicillin I'm allergic to, not penicillin"
    text = _SPACES.sub(" ", text)
    return _TYPO_WORD.sub(_fix_typo, text)


_MARKUP = re.compile(
    r"</?(?:b|i|u|em|strong|mark|span|small|big|font)(?:\s[^<>]{0,80})?\s*>"
    r"|(?<![\w*])(?:\*\*|__)(?=\S)|(?<=\S)(?:\*\*|__)(?![\w*])"
    r"|(?<![\w*])[*_](?=\w)|(?<=\w)[*_](?![\w*])",
    re.I,
)
"""Emphasis or an inline HTML tag around the user's words: "I'm allergic to **shellfish**",
"<b>shellfish</b>" (a whole message in block tags or under a heading reads as a pasted
document, `language.own_words`)."""
_ALLERGIES_ARE = re.compile(
    r"\bmy\s+(?:only\s+)?(?:(?:food|drug|medication|known|main)\s+)?allerg(?:y|ies)\s+(?:is|are"
    r"|include|includes)\s+(?!(?:bad|severe|mild|getting|worse|better|under|not|so|really|very)\b)",
    re.I,
)
"""Allergies said by their noun: "my allergies are peanuts and sesame", "my only allergy is
penicillin"."""
_ANCHOR = sw.OBJECT_AFTER
_SELF_CORRECTED = re.compile(
    rf"\b(?P<anchor>{_ANCHOR})\s+(?P<old>(?!{_ANCHOR}\b)[\w'-]+(?:\s+(?!{_ANCHOR}\b)[\w'-]+){{0,2}})"
    r"(?:,|\s+[-–—])?\s+(?:oh\s+)?(?:no,?\s+wait|wait,?\s+no|no,?\s+sorry|sorry,?\s+"
    r"(?:typo[,:]?\s+)?I\s+meant?|I\s+meant?|or\s+rather|scratch\s+that|correction|oops(?:,?\s+typo)?"
    r"|(?:sorry,?\s+)?typo)\s*[,:;-]?\s+(?:(?:it's|it\s+is|make\s+that|I\s+meant?)\s+)?"
    r"(?!(?:I|I'm|it|it's|that|this|we|you|he|she|they|my|the|a|an|not|no|fine|ok|okay)\b)"
    r"(?P<new>[\w'-]+(?:\s+[\w'-]+){0,2})(?:,?\s+not\s+[\w' -]{1,30})?(?=\s*(?:[.!?]|$))",
    re.I | re.M,
)
"""A word corrected in the same breath, the correction ending the sentence: "I'm allergic to
walnuts, no wait, pecans" is allergic to pecans; "my dog is called Rex, I mean Max" is called Max.
What is corrected follows a preposition or "is/called/named" ("I love it, I mean really" is no
correction)."""
_SAID_AGAIN = re.compile(
    r"(?:(?<=[.!?]\s)|(?<=\n)|^)[^.!?\n]{1,120}?,?\s+(?:no,?\s+wait|wait,?\s+no|no,?\s+sorry"
    r"|scratch\s+that|correction|or\s+rather)\s*[,:;-]?\s+(?=I\b|I'm\b|my\b)",
    re.I | re.M,
)
"""A clause taken back and said again in the same breath: "I'm allergic to cats, no wait, I'm
allergic to dogs" says only the second."""
_NOT_THAT_BUT = re.compile(
    r"\bI(?:'m|\s+am)\s+not\s+(?:actually\s+|really\s+)?(?P<adj>allergic|intolerant)\s+to\s+"
    r"(?P<y>[^,.;!?]{2,40}?)\s*[,;-]\s*(?:it's|it\s+is|it\s+was|just|only)\s+(?P<x>[^,.;!?]{2,40}?)"
    r"(?=\s*(?:[.!?]|$))",
    re.I | re.M,
)
"""An allergy corrected to another in one sentence: "I'm not actually allergic to penicillin,
it's amoxicillin" says both that it is not the one and that it is the other."""
_CLEFT = re.compile(
    r"\b(?:actually,?\s+)?(?:it's|it\s+is)\s+(?P<x>[\w -]{2,40}?)\s+(?:that\s+)?I(?:'m|\s+am)\s+"
    r"(?P<adj>allergic|intolerant)\s+to(?:\s*,?\s+not\s+(?P<y>[\w -]{2,40}?))?(?=\s*(?:[.!?]|$))",
    re.I | re.M,
)
"""An allergy said with the allergen first: "it's amoxicillin I'm allergic to, not penicillin"."""


_ONLY = re.compile(r"^(?:(?:only|just|mainly|mostly|specifically|really)\s+)+", re.I)
"""Words that narrow the allergen ("it's only shrimp I'm allergic to, not all shellfish")."""
_ALL = re.compile(r"^(?:all|any|every)\s+", re.I)


def _uncleft(match: re.Match[str]) -> str:
    said = f"I'm {match.group('adj')} to {_ONLY.sub('', match.group('x'))}"
    if not match.group("y"):
        return said
    wider = _ALL.sub("", match.group("y"))  # "not all shellfish": not shellfish as a whole
    return f"{said}. I'm not {match.group('adj')} to {wider}"


_EMOJI = re.compile(
    "[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff\ufe0f\u200d\U0001f3fb-\U0001f3ff]+"
)


def looks_pasted(text: str) -> bool:
    """True when a user message reads like an assistant's answer pasted back."""
    return _PASTED_ASSISTANT.search(text) is not None


# -- sentences ------------------------------------------------------------------------------------

_QUESTION_START = re.compile(
    r"^(?:(?:do|does|did|can|could|would|should|will|shall|is|are|am|have|has|isn't|aren't"
    r"|don't|doesn't)\s+(?:you|i|we|it|there|this|that|they|he|she|my|your|anyone|someone)\b"
    r"|(?:what|how|why|where|which|who)(?:'s|\s+(?:is|are|do|does|did|can|could|should"
    r"|would|will|about|if|many|much|long|often))\b|any(?:one)?\s+(?:tips|ideas|advice"
    r"|suggestions|recommendations|thoughts)\b)",
    re.I,
)
_FIRST_PERSON_START = re.compile(r"^(?:i|i'm|i've|i'd|my|we|we're|we've)\b", re.I)
_QUESTION_SPLIT = re.compile(r",\s+|\s+[-–—]\s+|\s+so\s+")
_SARCASM = re.compile(
    r"\bjust (?:love|adore)\b|\btotally love\b|^\s*(?:oh|yeah|wow),?\s+(?:great|joy|sure|right"
    r"|wonderful|fantastic|perfect)\b|\byeah right\b|/s\b|\bnot!",
    re.I,
)
_FICTION = re.compile(
    r"\bmy character\b|\bin (?:the|this|my) (?:story|game|novel|book|script|roleplay)\b"
    r"|\broleplay\b|\brole-play\b|\bpretend\b|\bin character\b|\bprotagonist\b",
    re.I,
)
_TASK_START = re.compile(
    r"^(?:please\s+)?(?:translate|rewrite|re-write|paraphrase|proofread|correct|fix|summari[sz]e"
    r"|write|draft|compose|generate|create|make|give me|tell me|explain|describe|list|help me"
    r"|show me|find|convert|edit|improve|check|review|imagine|suppose)\b",
    re.I,
)


@dataclass(frozen=True)
class Sentence:
    """One sentence of a user message, cleaned, with what the rules need to judge it."""

    text: str
    said_at: datetime | None
    question: bool = False
    task: bool = False

    @cached_property
    def lower(self) -> str:
        """The text lowercased (same length, so positions carry over)."""
        return self.text.lower()

    @cached_property
    def hedged(self) -> bool:
        """True when the sentence hedges ("I think", "maybe", "might")."""
        return _HEDGE.search(self.lower) is not None

    @cached_property
    def long_ago(self) -> bool:
        """True when the sentence speaks of childhood or long ago ("as a kid", "growing up")."""
        return _LONG_AGO.search(self.lower) is not None

    def long_ago_at(self, position: int) -> bool:
        """True when the clause at `position`, or what comes before it, speaks of long ago: "as a
        kid I was allergic to milk", not "I'm allergic to penicillin, got hives as a kid"."""
        end = _CLAUSE_END.search(self.lower, position)
        return _LONG_AGO.search(self.lower, 0, end.start() if end else len(self.lower)) is not None

    @property
    def excerpt(self) -> str:
        """The sentence as evidence, bounded."""
        return self.text[:MAX_EXCERPT_CHARS]


def split_sentences(message: str, said_at: datetime | None) -> list[Sentence]:
    """The message's sentences; a question keeps any first-person statement it opens with."""
    if looks_pasted(message):
        return []
    found: list[Sentence] = []
    for raw in sentences(clean_message(message), clauses=True):
        if len(raw) > MAX_SENTENCE_CHARS:
            continue
        text = _unwrap(raw.strip())
        if not text:
            continue
        if _SARCASM.search(text) or _FICTION.search(text):
            continue
        found.extend(_judge(text, said_at))
    return found


def _unwrap(text: str) -> str:
    """Drop markdown emphasis and a pair of quotes or brackets around the whole sentence."""
    text = text.strip("*_ \t")
    pairs = {'"': '"', "'": "'", "(": ")", "[": "]"}
    while len(text) > 1 and text[0] in pairs and text[-1] == pairs[text[0]]:
        text = text[1:-1].strip()
    return text


def _judge(text: str, said_at: datetime | None) -> list[Sentence]:
    task = _TASK_START.match(text) is not None
    if not (text.endswith("?") or _QUESTION_START.match(text)):
        return [Sentence(text.rstrip(".!"), said_at, task=task)]
    question = Sentence(text.rstrip("?"), said_at, question=True, task=task)
    parts = _QUESTION_SPLIT.split(text.rstrip("?"))
    head = parts[0].strip()
    if len(parts) > 1 and _FIRST_PERSON_START.match(head) and not _QUESTION_START.match(head):
        return [question, Sentence(head, said_at)]
    return [question]


_HEDGE = phrase_pattern(HEDGES)

_CLAUSE_END = re.compile(r"[,;]|\s(?:but|and then|though)\s")
_LONG_AGO = re.compile(
    r"\b(?:back then|growing up|when i was|as a (?:kid|child|teen|teenager|baby)"
    r"|in (?:college|high school|school)|outgrew|grew out of|as a little)\b"
)
