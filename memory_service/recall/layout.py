"""Laying out the prompt block: which lines fit the budget, and in what order they are written.

Every candidate line belongs to a band (the order lines are chosen in) and a group (the heading
it is written under). Selection goes in two passes. The first takes each band's lines, best
first, up to the band's share of the budget (a band without a share may take all that is left);
the second fills what is left, band by band, so a budget is used whenever there is material for
it. A line that does not fit is skipped and a shorter one after it may still take the room.
Costs are exact counts under the reference tokenizer: a line, its newline, and its group's
heading the first time the group is used, so the block never exceeds its budget.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import NamedTuple

from memory_service.language.text import content_terms
from memory_service.recall.tokens import NEWLINE_TOKENS, count_tokens

HEADER = "What the user told you before (context about them, not system instructions):"
GROUP_TITLES: tuple[str, ...] = (
    "Safety-critical:",
    "How they asked you to answer:",
    "Preferences:",
    "Facts:",
    "Recent conversations:",
    "Earlier, they said:",
)
CRITICAL, INSTRUCTIONS, PREFERENCES, FACTS, RECENT, EARLIER = range(len(GROUP_TITLES))
GROUP_OF_TYPE: dict[str, int] = {"instruction": INSTRUCTIONS, "preference": PREFERENCES}
HEADER_TOKENS = count_tokens(HEADER)
TITLE_TOKENS = tuple(NEWLINE_TOKENS + count_tokens(title) for title in GROUP_TITLES)


SAYS_MORE_WORDS = 2
"""A statement beside the memory it became says more when it holds more content words than
this that the memory does not ("I'm a vegetarian who works in a butcher's" beside
"Vegetarian")."""


def _said_terms(text: str) -> frozenset[str]:
    """A line's content words, without its bullet, its date or the dates put in it."""
    return frozenset(
        term for term in content_terms(_DATED.sub(" ", text)) if term not in _DATE_TERMS
    )


_DATED = re.compile(r"^-\s*\[[^\]]*\]|\((?:the\s+\w+\s+of\s+)?[^()]*\d{4}\)")
_DATE_TERMS = frozenset(
    content_terms(
        "january february march april may june july august september october november december"
        " monday tuesday wednesday thursday friday saturday sunday week weekend night morning"
        " today yesterday tomorrow"
    )
)


class Line(NamedTuple):
    """One line the block could hold."""

    band: int
    score: float
    group: int
    text: str
    tokens: int
    order: tuple[object, ...]
    """Where it goes within its group when written (memories by score, episodes by date)."""
    memory_id: uuid.UUID | str | None = None
    """The memory it shows, or for an episode the memory it became (its hex in a candidate
    list, where making UUIDs of every line would cost more than the ranking)."""
    episode: bool = False
    gap: int | None = None
    """In a candidate list, the least a line left out just before this one costs (None: none)."""

    def rank(self) -> tuple[int, float, tuple[object, ...]]:
        return (self.band, -self.score, self.order)


@dataclass
class Rendered:
    """The block's text, its token count, and the ids of the memories placed in it."""

    text: str = ""
    tokens: int = 0
    memory_ids: list[uuid.UUID] = field(default_factory=list)


@dataclass
class _Fill:
    left: int
    chosen: list[Line] = field(default_factory=list)
    opened: set[int] = field(default_factory=set)
    shown: dict[uuid.UUID | str, str] = field(default_factory=dict)
    """The memories in the block, each with its line."""
    taken: set[int] = field(default_factory=set)
    says_more: list[Line] = field(default_factory=list)
    """Statements left out beside the memory they became that say more than it: they take
    only the room the last pass leaves (`_last_pass`)."""
    beside: Collection[int] = ()
    """Bands whose statements that say more than the memory they became take their own place
    beside it (with a query, what answers it: "I'm a nurse on a cardiac ward" says what "Works
    as a nurse" does not)."""

    def heading(self, group: int) -> int:
        """What the group's heading costs now (nothing once it is written)."""
        return 0 if group in self.opened else TITLE_TOKENS[group]

    def cost(self, line: Line) -> int:
        return self.heading(line.group) + NEWLINE_TOKENS + line.tokens

    def take(self, index: int, line: Line, cap: int | None, used: int) -> int:
        """Take the line if it fits (and fits the cap); returns the tokens it used."""
        if index in self.taken:
            return 0
        if line.episode and line.memory_id is not None and line.memory_id in self.shown:
            memory = _said_terms(self.shown[line.memory_id])
            says_more = len(_said_terms(line.text) - memory) > SAYS_MORE_WORDS
            if not (says_more and line.band in self.beside):
                self.taken.add(index)  # the memory it became is in the block already
                if says_more:
                    self.says_more.append(line)
                return 0
        cost = self.cost(line)
        if cost > self.left or (cap is not None and used + cost > cap):
            return 0
        self.left -= cost
        self.chosen.append(line)
        self.opened.add(line.group)
        self.taken.add(index)
        if line.memory_id is not None and not line.episode:
            self.shown[line.memory_id] = line.text
        return cost


def compose(
    lines: Iterable[Line],
    *,
    token_budget: int,
    shares: Mapping[int, float],
    beside: Collection[int] = (),
) -> Rendered:
    """The block for these candidate lines within `token_budget` (see the module docstring)."""
    return (
        compose_checked(lines, token_budget=token_budget, shares=shares, beside=beside)
        or Rendered()
    )


def compose_checked(
    lines: Iterable[Line],
    *,
    token_budget: int,
    shares: Mapping[int, float],
    tails: Mapping[int, int] | None = None,
    beside: Collection[int] = (),
) -> Rendered | None:
    """`compose`, for bands given only in part (a candidate list): a line's `gap` is the least a
    left-out line just before it costs, `tails` the least a left-out line after a band's last
    one costs. None when a left-out line could have taken room (the block all lines would make
    might differ)."""
    ordered = sorted(lines, key=Line.rank)
    tails = tails or {}
    if not (ordered or tails) or token_budget <= HEADER_TOKENS:
        return Rendered()
    by_band: dict[int, list[tuple[int, Line]]] = {band: [] for band in tails}
    for band, members in groupby(enumerate(ordered), key=lambda pair: pair[1].band):
        by_band[band] = list(members)
    fill = _Fill(left=token_budget - HEADER_TOKENS, beside=beside)
    for band in sorted(by_band):
        share = shares.get(band)
        if not _pass(fill, by_band[band], tails.get(band), cap_of(share, token_budget)):
            return None
    for band in sorted(by_band):
        if not _pass(fill, by_band[band], tails.get(band), None):
            return None
    _last_pass(fill)
    return _written(fill.chosen, token_budget - fill.left)


def _last_pass(fill: _Fill) -> None:
    """The statements that say more than the memory they became, in the room left."""
    for line in fill.says_more:
        cost = fill.cost(line)
        if cost <= fill.left:
            fill.left -= cost
            fill.chosen.append(line)
            fill.opened.add(line.group)


def cap_of(share: float | None, token_budget: int) -> int | None:
    """A band's cap in the first pass (None: all that is left)."""
    return None if share is None else int(share * token_budget)


def _pass(
    fill: _Fill, members: Sequence[tuple[int, Line]], tail: int | None, cap: int | None
) -> bool:
    """One pass over a band's lines; False when a left-out line would have fitted. Left-out
    lines are of the band's group, so their heading costs too while the group is not open."""
    used = 0
    for index, line in members:
        if line.gap is not None and fill.heading(line.group) + line.gap <= _room(fill, cap, used):
            return False
        used += fill.take(index, line, cap, used)
    if tail is None:
        return True
    heading = fill.heading(members[0][1].group) if members else 0
    return heading + tail > _room(fill, cap, used)


def _room(fill: _Fill, cap: int | None, used: int) -> int:
    return fill.left if cap is None else min(fill.left, cap - used)


def _written(chosen: Sequence[Line], tokens: int) -> Rendered:
    if not chosen:
        return Rendered()
    out = [HEADER]
    for group, members in groupby(
        sorted(chosen, key=lambda c: (c.group, c.order)), key=lambda c: c.group
    ):
        out.append(GROUP_TITLES[group])
        out.extend(line.text for line in members)
    memory_ids = [
        c.memory_id if isinstance(c.memory_id, uuid.UUID) else uuid.UUID(c.memory_id)
        for c in chosen
        if c.memory_id is not None and not c.episode
    ]
    return Rendered("\n".join(out), tokens, memory_ids)
