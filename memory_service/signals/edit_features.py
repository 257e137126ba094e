"""What a user changed in a deliverable before approving it: pure diff analysis, no I/O.

`edit_features(original, edited)` returns the edit's features, each a `Feature` with a
dimension (what part of the text: greeting, length, bullets, ...) and a change (removed,
added, cut, ...). Features of one dimension conflict with each other (bullets added versus
removed); the caller decides which one recurs. Trivial edits (typo fixes, a changed figure,
whitespace) produce no feature.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from difflib import SequenceMatcher

import snowballstemmer

from memory_service.language.sentences import sentences
from memory_service.language.text import LETTER_WORD, count_words
from memory_service.signals.layout import BULLET, HEADING, MAX_NAME_WORDS, Layout, layout, lower
from memory_service.signals.sentence_pairs import changed_pairs, word_list

# Length: only drafts with enough body text, and only clear changes, say anything.
MIN_WORDS_FOR_LENGTH = 40
CUT_AT_MOST = 0.8  # edited/original body words at or below this: the draft was cut
GROWN_AT_LEAST = 1.25
# Sentences: average words per prose sentence must move by a quarter.
MIN_SENTENCES = 2
MIN_LONG_SENTENCE_WORDS = 12
SHORTER_AT_MOST = 0.75
LONGER_AT_LEAST = 1.33
# Word swaps: small replacements in an otherwise similar text; more than a few is a rewrite.
MAX_SWAP_WORDS = 3
MAX_SWAPS = 6
MIN_SIMILARITY_FOR_SWAPS = 0.6
MAX_CHARS_FOR_SWAPS = 20_000  # the alignments are quadratic: bound them
# Greetings, closings and sign-offs are short.

_BOLD = re.compile(r"\*\*(?!\s)([^*\n]+?)(?<!\s)\*\*|__(?!\s)([^_\n]+?)(?<!\s)__")
_ITALIC = re.compile(
    r"(?<![*\w])\*(?![\s*])([^*\n]+?)(?<![\s*])\*(?![*\w])"
    r"|(?<![_\w])_(?![\s_])([^_\n]+?)(?<![\s_])_(?![_\w])"
)
_EMOJI = re.compile(
    "[\U0001f300-\U0001f5ff\U0001f600-\U0001f64f\U0001f680-\U0001f6ff"
    "\U0001f900-\U0001f9ff\U0001fa70-\U0001faff\u2600-\u26ff\u2700-\u27bf\U0001f1e6-\U0001f1ff]"
)
_STOPWORDS = frozenset(
    """a an the and or but of to in on at for with by from as is are was were be been
    it its this that these those i we you he she they our your their my his her them us
    so very just also too then than not no do does did have has had will would can could""".split()
)
_stemmer = snowballstemmer.stemmer("english")


@dataclass(frozen=True, order=True)
class Feature:
    """One thing the user changed: a dimension of the text and how it changed."""

    dimension: str
    change: str
    amount: int | None = None  # a percentage, for length changes

    @property
    def code(self) -> str:
        """The stored form, e.g. `greeting:removed` or `length:cut@40`."""
        base = f"{self.dimension}:{self.change}"
        return base if self.amount is None else f"{base}@{self.amount}"

    @classmethod
    def from_code(cls, code: str) -> Feature:
        """Parse the stored form back (the inverse of `code`)."""
        dimension, _, change = code.partition(":")
        if dimension == "length" and "@" in change:
            change, _, amount = change.partition("@")
            return cls(dimension, change, int(amount))
        return cls(dimension, change)


def edit_features(original: str, edited: str) -> list[Feature]:
    """Everything recognisable the user changed, sorted; empty for trivial or no edits."""
    if not edited.strip() or " ".join(original.split()) == " ".join(edited.split()):
        return []
    before = layout(original)
    after = _without_kept_name(before, layout(edited))
    found: set[Feature] = set()
    for detector in _DETECTORS:
        found.update(detector(before, after))
    found.update(word_swaps(before.body_text, after.body_text))
    return sorted(found)


# -- detectors: each compares one part of the two layouts ---------------------------------------

Detector = Callable[[Layout, Layout], list[Feature]]


def _presence(dimension: str, before: str, after: str) -> list[Feature]:
    if before and not after:
        return [Feature(dimension, "removed")]
    if after and not before:
        return [Feature(dimension, "added")]
    return []


def _greeting(before: Layout, after: Layout) -> list[Feature]:
    return _presence("greeting", before.greeting, after.greeting)


def _preamble(before: Layout, after: Layout) -> list[Feature]:
    return _presence("preamble", before.preamble, after.preamble)


def _closing(before: Layout, after: Layout) -> list[Feature]:
    return _presence("closing", before.closing, after.closing)


def _signoff(before: Layout, after: Layout) -> list[Feature]:
    if before.signoff and not after.signoff:
        return [Feature("signoff", "removed")]
    if after.signoff and lower(after.signoff) != lower(before.signoff):
        return [Feature("signoff", f"set:{after.signoff}")]
    return []


def _kept_name(signoff: str, after: Layout) -> str:
    """The name kept when "Best regards, Lena Berg" became just "Lena" (or "Lena Berg")."""
    names = {lower(w) for part in signoff.split(", ")[1:] for w in LETTER_WORD.findall(part)}
    last = after.body[-1].split("\n")[-1].strip() if after.body else ""
    kept = {lower(w) for w in LETTER_WORD.findall(last)}
    return last if kept and kept <= names and count_words(last) <= MAX_NAME_WORDS else ""


def _without_kept_name(before: Layout, after: Layout) -> Layout:
    """`after` with a kept sign-off name moved out of the body into its sign-off."""
    if not before.signoff or after.signoff:
        return after
    name = _kept_name(before.signoff, after)
    if not name:
        return after
    last = after.body[-1].split("\n")[:-1]
    body = after.body[:-1] + (("\n".join(last),) if last else ())
    return replace(after, signoff=name, body=body)


def _percent(fraction: float) -> int:
    """A change as a percentage rounded to the nearest ten ("about 40%"), at least 10."""
    return max(round(fraction * 10) * 10, 10)


def _length(before: Layout, after: Layout) -> list[Feature]:
    old, new = count_words(before.body_text), count_words(after.body_text)
    if old < MIN_WORDS_FOR_LENGTH or new == 0:
        return []
    ratio = new / old
    if ratio <= CUT_AT_MOST:
        return [Feature("length", "cut", _percent(1 - ratio))]
    if ratio >= GROWN_AT_LEAST:
        return [Feature("length", "grown", _percent(ratio - 1))]
    return []


def _body_lines(layout: Layout) -> list[str]:
    return [line for paragraph in layout.body for line in paragraph.split("\n")]


def _bullets(before: Layout, after: Layout) -> list[Feature]:
    old = sum(1 for line in _body_lines(before) if BULLET.match(line))
    new = sum(1 for line in _body_lines(after) if BULLET.match(line))
    if new - old >= 2 and new >= 2 * old:
        return [Feature("bullets", "added")]
    if old - new >= 2 and 2 * new <= old:
        return [Feature("bullets", "removed")]
    return []


def _heading_texts(layout: Layout) -> list[str]:
    return [line.strip().lstrip("#").strip() for line in _body_lines(layout) if HEADING.match(line)]


def _headings(before: Layout, after: Layout) -> list[Feature]:
    old, new = _heading_texts(before), _heading_texts(after)
    if old and not new:
        return [Feature("headings", "removed")]
    if new and not old:
        return [Feature("headings", "added")]
    if not old:
        return []
    return _heading_case(old, new) + _heading_length(old, new)


def _case_of(heading: str) -> str | None:
    """Title or sentence case, judged on the words after the first (acronyms say nothing)."""
    later = [w for w in LETTER_WORD.findall(heading)[1:] if len(w) >= 4 and not w.isupper()]
    if not later:
        return None
    if all(w[0].isupper() for w in later):
        return "title"
    if all(w[0].islower() for w in later):
        return "sentence"
    return None


def _majority_case(headings: list[str]) -> str | None:
    cases = [_case_of(h) for h in headings]
    for case in ("title", "sentence"):
        if cases.count(case) * 2 > len(cases):
            return case
    return None


def _heading_case(old: list[str], new: list[str]) -> list[Feature]:
    before, after = _majority_case(old), _majority_case(new)
    if before and after and before != after:
        return [Feature("heading_case", after)]
    return []


def _heading_length(old: list[str], new: list[str]) -> list[Feature]:
    old_mean = sum(map(count_words, old)) / len(old)
    new_mean = sum(map(count_words, new)) / len(new)
    if old_mean >= 4 and new_mean <= 0.7 * old_mean:
        return [Feature("heading_length", "shorter")]
    return []


def _prose_sentence_lengths(layout: Layout) -> list[int]:
    lengths: list[int] = []
    for paragraph in layout.body:
        prose = " ".join(
            line.strip()
            for line in paragraph.split("\n")
            if not HEADING.match(line) and not BULLET.match(line)
        )
        lengths.extend(count_words(s) for s in sentences(prose) if s.strip())
    return [n for n in lengths if n]


def _sentence_length(before: Layout, after: Layout) -> list[Feature]:
    old, new = _prose_sentence_lengths(before), _prose_sentence_lengths(after)
    if len(old) < MIN_SENTENCES or len(new) < MIN_SENTENCES:
        return []
    old_mean, new_mean = sum(old) / len(old), sum(new) / len(new)
    if old_mean >= MIN_LONG_SENTENCE_WORDS and new_mean <= SHORTER_AT_MOST * old_mean:
        return [Feature("sentences", "shorter")]
    if new_mean >= MIN_LONG_SENTENCE_WORDS and new_mean >= LONGER_AT_LEAST * old_mean:
        return [Feature("sentences", "longer")]
    return []


def _emphasised(text: str) -> list[str]:
    spans = [m.group(1) or m.group(2) for m in _BOLD.finditer(text)]
    return spans + [m.group(1) or m.group(2) for m in _ITALIC.finditer(text)]


def _emphasis(before: Layout, after: Layout) -> list[Feature]:
    old, new = _emphasised(before.text), _emphasised(after.text)
    plain = lower(after.text)
    # Only markup whose words survived counts: deleting a bold sentence is not unbolding it.
    if old and not new and any(lower(span) in plain for span in old):
        return [Feature("emphasis", "removed")]
    if len(new) >= 2 and not old:
        return [Feature("emphasis", "added")]
    return []


def _emoji(before: Layout, after: Layout) -> list[Feature]:
    return _presence(
        "emoji", "".join(_EMOJI.findall(before.text)), "".join(_EMOJI.findall(after.text))
    )


_DETECTORS: tuple[Detector, ...] = (
    _greeting,
    _preamble,
    _closing,
    _signoff,
    _length,
    _bullets,
    _headings,
    _sentence_length,
    _emphasis,
    _emoji,
)


# -- word swaps ---------------------------------------------------------------------------------


def word_swaps(original: str, edited: str) -> list[Feature]:
    """Small word replacements ("utilize" -> "use") within sentences that were reworded.

    Sentences are aligned by content (`sentence_pairs`), so reordered sentences are never
    read as one replacing the other; replacements of names, days and places (capitalised
    inside a sentence) are corrections of fact, not wording.
    """
    swaps: set[Feature] = set()
    for before, after in changed_pairs(
        original[:MAX_CHARS_FOR_SWAPS], edited[:MAX_CHARS_FOR_SWAPS]
    ):
        swaps.update(_sentence_swaps(before, after))
    return sorted(swaps) if len(swaps) <= MAX_SWAPS else []


def _sentence_swaps(before: str, after: str) -> list[Feature]:
    old, new = word_list(before), word_list(after)
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    if matcher.ratio() < MIN_SIMILARITY_FOR_SWAPS:
        return []  # a rewrite, not a substitution
    names = _names(before) | _names(after)
    swaps: list[Feature] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or max(i2 - i1, j2 - j1) > MAX_SWAP_WORDS:
            continue
        if names & {*old[i1:i2], *new[j1:j2]}:
            continue
        source, target = " ".join(old[i1:i2]), " ".join(new[j1:j2])
        if is_style_swap(source, target):
            swaps.append(Feature("word", f"{source}>{target}"))
    return swaps


def _names(sentence: str) -> set[str]:
    """Words capitalised after a sentence's first word: names, places, days (folded)."""
    return {lower(w) for w in LETTER_WORD.findall(sentence)[1:] if w[0].isupper()}


def is_style_swap(source: str, target: str) -> bool:
    """A wording choice, not a typo fix, an inflection or a swap of small function words."""
    for side in (source, target):
        if not any(w not in _STOPWORDS and len(w) >= 3 for w in side.split()):
            return False
    if stems(source) == stems(target):
        return False
    limit = 1 if max(len(source), len(target)) <= 5 else 2
    return _edit_distance(source, target) > limit


def stems(phrase: str) -> str:
    """The phrase's word stems, so "utilizes" and "utilizing" count as one word."""
    return " ".join(str(_stemmer.stemWord(w)) for w in phrase.split())


def _edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: typos are one or two of these edits."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[len(b)]
