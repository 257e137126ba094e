"""Which sentence of an edited draft became which: alignment by content, not by position.

A sentence kept word for word anywhere in the edit (moved, or left in place) says nothing about
wording. Each remaining original sentence is paired with the remaining edited sentence most
like it (difflib's ratio over words, one to one, best pairs first); sentences too unlike any
other were deleted, added or rewritten, and are not compared word by word.

Comparing every pair is quadratic, so it is bounded: past `MAX_PAIRS` pairs (long drafts of
many short sentences), the drafts are first lined up by their unchanged sentences, each stretch
between two of them is aligned by content while the budget lasts, and the rest in order.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from memory_service.language.sentences import sentences
from memory_service.language.text import LETTER_WORD, fold

MIN_SENTENCE_SIMILARITY = 0.5
MAX_PAIRS = 10_000
"""Sentence pairs compared by content in one edit at most (100 reworded sentences a side)."""


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
    old_keys, new_keys = [_key(s) for s in old], [_key(s) for s in new]
    kept = set(old_keys) & set(new_keys)
    reworded_old = [i for i, key in enumerate(old_keys) if key not in kept]
    reworded_new = [j for j, key in enumerate(new_keys) if key not in kept]
    if len(reworded_old) * len(reworded_new) <= MAX_PAIRS:
        pairs = _by_content(old, new, reworded_old, reworded_new)
    else:
        pairs = _by_stretch(old, new, old_keys, new_keys, kept)
    return [(old[i], new[j]) for i, j in sorted(pairs)]


def _ratio(a: str, b: str) -> float:
    return SequenceMatcher(None, word_list(a), word_list(b), autojunk=False).ratio()


def _by_content(
    old: list[str], new: list[str], old_ids: list[int], new_ids: list[int]
) -> list[tuple[int, int]]:
    """Each old sentence paired with the new one most like it, one to one, best pairs first."""
    scored = sorted((-_ratio(old[i], new[j]), i, j) for i in old_ids for j in new_ids)
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
    return pairs


def _by_stretch(
    old: list[str],
    new: list[str],
    old_keys: list[tuple[str, ...]],
    new_keys: list[tuple[str, ...]],
    kept: set[tuple[str, ...]],
) -> list[tuple[int, int]]:
    """Stretches between unchanged sentences: by content while `MAX_PAIRS` lasts, else in order."""
    budget, pairs = MAX_PAIRS, []
    blocks = SequenceMatcher(None, old_keys, new_keys).get_opcodes()
    for tag, i1, i2, j1, j2 in blocks:
        old_ids = [i for i in range(i1, i2) if old_keys[i] not in kept]
        new_ids = [j for j in range(j1, j2) if new_keys[j] not in kept]
        if tag == "equal" or not old_ids or not new_ids:
            continue
        if len(old_ids) * len(new_ids) <= budget:
            budget -= len(old_ids) * len(new_ids)
            pairs.extend(_by_content(old, new, old_ids, new_ids))
        else:
            pairs.extend(
                (i, j)
                for i, j in zip(old_ids, new_ids, strict=False)
                if _ratio(old[i], new[j]) >= MIN_SENTENCE_SIMILARITY
            )
    return pairs
