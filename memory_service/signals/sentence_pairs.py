"""Which sentence of an edited draft became which: alignment by content, not by position.

A sentence kept word for word anywhere in the edit (moved, or left in place) says nothing about
wording. Each remaining original sentence is paired with the remaining edited sentence most
like it (difflib's ratio over words, one to one, best pairs first); sentences too unlike any
other were deleted, added or rewritten, and are not compared word by word.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from memory_service.language.sentences import sentences
from memory_service.language.text import LETTER_WORD, fold

MIN_SENTENCE_SIMILARITY = 0.5


def split(text: str) -> list[str]:
    """The text's sentences: every line broken at sentence ends, blank pieces dropped."""
    found: list[str] = []
    for line in text.split("\n"):
        found.extend(s.strip() for s in sentences(line.strip()) if s.strip())
    return found


def word_list(sentence: str) -> list[str]:
    """A sentence's words, folded to lower case."""
    return LETTER_WORD.findall(fold(sentence))


def _key(sentence: str) -> tuple[str, ...]:
    return tuple(word_list(sentence))


def changed_pairs(original: str, edited: str) -> list[tuple[str, str]]:
    """(original sentence, edited sentence) for each sentence that was reworded, in order."""
    old, new = split(original), split(edited)
    old_keys, new_keys = {_key(s) for s in old}, {_key(s) for s in new}
    old = [s for s in old if _key(s) not in new_keys]
    new = [s for s in new if _key(s) not in old_keys]
    scored = sorted(
        (
            (-SequenceMatcher(None, word_list(a), word_list(b), autojunk=False).ratio(), i, j)
            for i, a in enumerate(old)
            for j, b in enumerate(new)
        ),
    )
    taken_old: set[int] = set()
    taken_new: set[int] = set()
    pairs: list[tuple[int, int]] = []
    for negative_ratio, i, j in scored:
        if -negative_ratio < MIN_SENTENCE_SIMILARITY:
            break
        if i not in taken_old and j not in taken_new:
            taken_old.add(i)
            taken_new.add(j)
            pairs.append((i, j))
    return [(old[i], new[j]) for i, j in sorted(pairs)]
