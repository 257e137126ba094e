"""Sentences, hedges and negations: the one splitter and the one word list every reader uses.

- `sentences`: where a text breaks into sentences. Every reader breaks after ".", "!" or "?" and
  at line breaks; the rules extractor also breaks clauses at ";" and at a spaced dash
  (`clauses=True`), and episodes also break a run-on turn where a new request starts without
  punctuation (`run_ons=True`: "took Olive to the vet lol If it's 13:00 in Dubai, what ...");
  chat text also breaks after "lol"/"haha" and an emoji, and before a lower-case "anyway",
  "btw", "oh and" (`chat=True`: "im vegan lol anyway what should i cook").
- `HEDGES`: expressions that make a statement less certain ("I think", "maybe"). The rules
  extractor reads them in what users say; the dedup rules read the one-word ones (and the verbs
  of "I think", "I guess" ...) in stored memories, where "Possibly lactose intolerant" and
  "Lactose intolerant" are the same fact, the second one confirmed.
- `NEGATIONS`: expressions that negate what follows ("not", "never", "gave up");
  `NEGATING_VERBS` carry a negation inside them ("dislikes" says "does not like").
"""

from __future__ import annotations

import re
from functools import cache

HEDGES: tuple[str, ...] = (
    "i think",
    "i guess",
    "i believe",
    "i suspect",
    "i feel like",
    "i wonder",
    "maybe",
    "might",
    "may be",
    "may have",
    "could be",
    "probably",
    "possibly",
    "perhaps",
    "likely",
    "not sure",
    "not certain",
    "kind of",
    "sort of",
    "kinda",
    "sorta",
    "apparently",
    "seem",
    "seems",
    "thinks",
    "suspect",
    "suspects",
)
NEGATIONS: tuple[str, ...] = (
    "not",
    "no",
    "never",
    "nor",
    "none",
    "neither",
    "without",
    "cannot",
    "no longer",
    "don't",
    "doesn't",
    "didn't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "haven't",
    "hasn't",
    "hadn't",
    "won't",
    "can't",
    "couldn't",
    "hardly",
    "barely",
    "stopped",
    "quit",
    "came off",
    "gave up",
)
NEGATING_VERBS: tuple[str, ...] = ("dislike", "dislikes", "disliked", "hate", "hates", "hated")

_BREAK = r"(?<=[.!?])\s+|\n+"
_CLAUSE_BREAK = r"|;[ \t]*|[ \t]+[-–—]{1,2}[ \t]+(?=[A-Za-z])"
_RUN_ON_BREAK = (
    r"|(?<=[a-z0-9)])\s+(?=(?:Anyway|Also|Btw|By the way|If|Can|Could|How|What|Why|Which"
    r"|Please)\b)"
)


_CHAT_BREAK = (
    r"|(?<=[a-z])\s*(?:!{2,}|\?{2,})\s*|(?<=\s)(?:lol|lmao|haha+|hehe+)[.!]*\s+(?=[a-zA-Z])"
    "|(?<=[\U0001f300-\U0001faff\u2600-\u27bf\ufe0f])\\s+(?=[A-Z])"
    "|(?<=[a-z0-9)\U0001f300-\U0001faff\u2600-\u27bf\ufe0f])[,]?\\s+(?=(?:anyway|anyways|btw"
    "|by the way|oh and|ps|p\\.s\\.)[, ])"
)


@cache
def _splitter(clauses: bool, run_ons: bool, chat: bool) -> re.Pattern[str]:
    pattern = (
        _BREAK
        + (_CLAUSE_BREAK if clauses else "")
        + (_RUN_ON_BREAK if run_ons else "")
        + (_CHAT_BREAK if chat else "")
    )
    return re.compile(pattern)


def sentences(
    text: str, *, clauses: bool = False, run_ons: bool = False, chat: bool = False
) -> list[str]:
    """`text` cut at sentence breaks (pieces as they stand: unstripped, possibly empty)."""
    return _splitter(clauses, run_ons, chat).split(text)


def phrase_pattern(expressions: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern finding any of `expressions` as whole words in lowercased text."""
    return re.compile(r"\b(?:" + "|".join(map(re.escape, expressions)) + r")\b")


def single_words(expressions: tuple[str, ...]) -> frozenset[str]:
    """The one-word expressions, apostrophes dropped ("don't" -> "dont"), as word tokens."""
    return frozenset(e.replace("'", "") for e in expressions if " " not in e)


HEDGE_WORDS = single_words(HEDGES) | frozenset(
    e.split()[1] for e in HEDGES if e.startswith("i ") and e.count(" ") == 1
)
"""Words that hedge a stored statement on their own ("possibly", and "think" of "I think")."""
NEGATION_WORDS = single_words(NEGATIONS) | frozenset(NEGATING_VERBS)
"""Words that negate a stored statement ("dont", "never", "dislikes")."""
