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
from dataclasses import dataclass, field
from difflib import SequenceMatcher

import snowballstemmer

from memory_service.language.sentences import sentences
from memory_service.language.text import LETTER_WORD, count_words, fold

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
MAX_WORDS_FOR_SWAPS = 3_000  # the alignment is quadratic on repetitive text: bound it
# Greetings, closings and sign-offs are short.
MAX_GREETING_WORDS = 25
MAX_PREAMBLE_WORDS = 60
MAX_SIGNOFF_CHARS = 60
MAX_NAME_WORDS = 5

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+\S")
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s+\S")
_GREETING = re.compile(
    r"^(hi|hello|hey|hiya|dear|greetings|good (morning|afternoon|evening|day)"
    r"|happy (monday|tuesday|wednesday|thursday|friday|weekend|new year)"
    r"|(i )?hope (you|this|all|everyone|your)|(i )?trust (you|this|all|everyone|your))\b"
)
_PREAMBLE = re.compile(
    r"^(in this (report|update|summary|document|email|message|note|post|brief|memo|digest)"
    r"|this (report|update|summary|document|email|message|note|post|brief|memo|digest)"
    r" (covers|summari[sz]es|outlines|provides|gives|contains|includes|looks|will|is)"
    r"|below (is|are|you'll find|you will find)|here's|here is|here are|i wanted to"
    r"|i'm writing|i am writing|as (requested|promised|discussed)|the following)\b"
)
_PLEASANTRY = re.compile(
    r"^((please )?let me know|(i )?hope (this|that|it) helps|feel free"
    r"|(please )?(do not|don't) hesitate|(i'm )?looking forward|i look forward"
    r"|(i'm |i am )?happy to (help|discuss|answer|chat|talk|walk)"
    r"|(if you have|any) (any )?(questions|thoughts|feedback)"
    r"|thanks (for|again|so much)|thank you (for|again|so much)|talk soon|speak soon"
    r"|have a (great|good|nice|lovely|wonderful)|(please )?reach out)\b"
)
_SUMMARY = re.compile(r"^(in (summary|conclusion|short|sum)|to (sum up|summari[sz]e|conclude))\b")
_VALEDICTION = re.compile(
    r"^(best|best regards|best wishes|kind regards|warm regards|warmly|regards|cheers"
    r"|thanks|thank you|many thanks|thanks again|with thanks|sincerely|yours sincerely"
    r"|yours truly|yours|all the best|take care|talk soon|speak soon|respectfully)$"
)
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


@dataclass(frozen=True)
class Layout:
    """A deliverable split into its conventional parts."""

    greeting: str = ""
    preamble: str = ""
    closing: str = ""
    signoff: str = ""
    body: tuple[str, ...] = field(default_factory=tuple)

    @property
    def body_text(self) -> str:
        """The body paragraphs as one text."""
        return "\n\n".join(self.body)

    @property
    def text(self) -> str:
        """Every part as one text."""
        parts = (self.greeting, self.preamble, self.body_text, self.closing, self.signoff)
        return "\n\n".join(p for p in parts if p)


def edit_features(original: str, edited: str) -> list[Feature]:
    """Everything recognisable the user changed, sorted; empty for trivial or no edits."""
    if not edited.strip() or " ".join(original.split()) == " ".join(edited.split()):
        return []
    before, after = layout(original), layout(edited)
    found: set[Feature] = set()
    for detector in _DETECTORS:
        found.update(detector(before, after))
    found.update(word_swaps(before.body_text, after.body_text))
    return sorted(found)


def layout(text: str) -> Layout:
    """Split a text into greeting, preamble, body, closing and sign-off."""
    signoff, rest = _split_signoff(text.replace("\r\n", "\n").strip())
    paragraphs = _paragraphs(rest)
    greeting, paragraphs = _take_greeting(paragraphs)
    preamble, paragraphs = _take_preamble(paragraphs)
    closing, paragraphs = _take_closing(paragraphs)
    return Layout(greeting, preamble, closing, signoff, tuple(paragraphs))


# -- splitting ---------------------------------------------------------------------------------


def _paragraphs(text: str) -> list[str]:
    """Blank-line separated blocks; a heading line is always a block of its own."""
    blocks: list[list[str]] = [[]]
    for line in text.split("\n"):
        if not line.strip() or _HEADING.match(line):
            blocks.append([])
        if line.strip():
            blocks[-1].append(line.rstrip())
        if _HEADING.match(line):
            blocks.append([])
    return ["\n".join(block) for block in blocks if block]


def _lower(text: str) -> str:
    return fold(text).strip()


def _split_signoff(text: str) -> tuple[str, str]:
    """The trailing valediction plus name lines ("Best,\\nSam" -> "Best, Sam"), and the rest."""
    lines = text.split("\n")
    filled = [i for i, line in enumerate(lines) if line.strip()]
    for position in range(len(filled) - 1, max(len(filled) - 4, 0), -1):
        start = filled[position]
        valediction = _lower(lines[start]).rstrip(",.!")
        names = [lines[i].strip() for i in filled[position + 1 :]]
        if _VALEDICTION.match(valediction) and all(_name_like(n) for n in names):
            parts = [lines[start].strip().rstrip(",.!"), *names]
            signoff = ", ".join(parts)
            if len(signoff) <= MAX_SIGNOFF_CHARS:
                return signoff, "\n".join(lines[:start]).strip()
    return "", text


def _name_like(line: str) -> bool:
    return (
        count_words(line) <= MAX_NAME_WORDS
        and not line.endswith((".", "?", ":"))
        and not _BULLET.match(line)
        and not _HEADING.match(line)
    )


def _first_text_index(paragraphs: list[str]) -> int | None:
    for index, paragraph in enumerate(paragraphs):
        if not _HEADING.match(paragraph):
            return index
    return None


def _take_greeting(paragraphs: list[str]) -> tuple[str, list[str]]:
    """Leading greeting sentences ("Hi team, hope you're well.") of the first text blocks."""
    taken: list[str] = []
    for _ in range(2):  # a greeting spans at most two blocks ("Hi all," / "Hope you're well.")
        index = _first_text_index(paragraphs)
        if index is None:
            break
        sentences, rest = _strip_leading(paragraphs[index], _is_greeting)
        taken.extend(sentences)
        paragraphs = paragraphs[:index] + ([rest] if rest else []) + paragraphs[index + 1 :]
        if rest:
            break
    return " ".join(taken), paragraphs


def _strip_leading(paragraph: str, wanted: Callable[[str], bool]) -> tuple[list[str], str]:
    """The leading sentences `wanted` accepts, and the block without them (line breaks kept)."""
    taken: list[str] = []
    lines = paragraph.split("\n")
    for index, line in enumerate(lines):
        pieces = [s for s in sentences(line.strip()) if s]
        count = 0
        while count < len(pieces) and wanted(pieces[count]):
            count += 1
        taken.extend(pieces[:count])
        if count < len(pieces):
            return taken, "\n".join([" ".join(pieces[count:]), *lines[index + 1 :]])
    return taken, ""


def _strip_trailing(paragraph: str, wanted: Callable[[str], bool]) -> tuple[list[str], str]:
    """The trailing sentences `wanted` accepts, and the block without them (line breaks kept)."""
    taken: list[str] = []
    lines = paragraph.split("\n")
    for index in range(len(lines) - 1, -1, -1):
        pieces = [s for s in sentences(lines[index].strip()) if s]
        keep = len(pieces)
        while keep > 0 and wanted(pieces[keep - 1]):
            keep -= 1
        taken[:0] = pieces[keep:]
        if keep:
            return taken, "\n".join([*lines[:index], " ".join(pieces[:keep])])
    return taken, ""


def _is_greeting(sentence: str) -> bool:
    return bool(_GREETING.match(_lower(sentence))) and count_words(sentence) <= MAX_GREETING_WORDS


def _take_preamble(paragraphs: list[str]) -> tuple[str, list[str]]:
    """A first block that only announces what follows ("In this report we cover ...")."""
    index = _first_text_index(paragraphs)
    if index is None or len(paragraphs) - index < 2:
        return "", paragraphs
    block = paragraphs[index]
    if _PREAMBLE.match(_lower(block)) and count_words(block) <= MAX_PREAMBLE_WORDS:
        return block, paragraphs[:index] + paragraphs[index + 1 :]
    return "", paragraphs


def _take_closing(paragraphs: list[str]) -> tuple[str, list[str]]:
    """Trailing pleasantries ("Let me know if ...") or a final "In summary" block."""
    if not paragraphs or _HEADING.match(paragraphs[-1]):
        return "", paragraphs
    sentences, rest = _strip_trailing(paragraphs[-1], _is_pleasantry)
    if sentences:
        return " ".join(sentences), paragraphs[:-1] + ([rest] if rest else [])
    if len(paragraphs) > 1 and _SUMMARY.match(_lower(paragraphs[-1])):
        return paragraphs[-1], paragraphs[:-1]
    return "", paragraphs


def _is_pleasantry(sentence: str) -> bool:
    return bool(_PLEASANTRY.match(_lower(sentence)))


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
        name = _kept_name(before.signoff, after)
        return [Feature("signoff", f"set:{name}" if name else "removed")]
    if after.signoff and _lower(after.signoff) != _lower(before.signoff):
        return [Feature("signoff", f"set:{after.signoff}")]
    return []


def _kept_name(signoff: str, after: Layout) -> str:
    """The name of "Best regards, Lena" when the edit ends with just "Lena"."""
    names = signoff.split(", ")[1:]
    last = after.body[-1].strip() if after.body else ""
    return last if last and last in (*names, ", ".join(names)) else ""


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
    old = sum(1 for line in _body_lines(before) if _BULLET.match(line))
    new = sum(1 for line in _body_lines(after) if _BULLET.match(line))
    if new - old >= 2 and new >= 2 * old:
        return [Feature("bullets", "added")]
    if old - new >= 2 and 2 * new <= old:
        return [Feature("bullets", "removed")]
    return []


def _heading_texts(layout: Layout) -> list[str]:
    return [
        line.strip().lstrip("#").strip() for line in _body_lines(layout) if _HEADING.match(line)
    ]


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
            if not _HEADING.match(line) and not _BULLET.match(line)
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
    plain = _lower(after.text)
    # Only markup whose words survived counts: deleting a bold sentence is not unbolding it.
    if old and not new and any(_lower(span) in plain for span in old):
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
    """Small word replacements ("utilize" -> "use") in an otherwise similar text."""
    old = LETTER_WORD.findall(_lower(original))[:MAX_WORDS_FOR_SWAPS]
    new = LETTER_WORD.findall(_lower(edited))[:MAX_WORDS_FOR_SWAPS]
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    if not old or matcher.ratio() < MIN_SIMILARITY_FOR_SWAPS:
        return []  # a rewrite, not a substitution
    swaps: set[Feature] = set()
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or max(i2 - i1, j2 - j1) > MAX_SWAP_WORDS:
            continue
        source, target = " ".join(old[i1:i2]), " ".join(new[j1:j2])
        if is_style_swap(source, target):
            swaps.add(Feature("word", f"{source}>{target}"))
    return sorted(swaps) if len(swaps) <= MAX_SWAPS else []


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
