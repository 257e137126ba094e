"""The prompt block: what a new session's system prompt is told about the user, within a budget.

Three tiers, each sized by the budget (`layout` fills it):

1. the profile: safety-critical facts first (dropped only when they alone exceed the budget),
   the user's instructions on how to answer them, their preferences, then other durable facts
   up to 20% of the budget;
2. recent context: what the user said in their last three sessions, dated, up to 10%;
3. salient older episodes: the statements that say the most about them (`language.salience`),
   dated, taking what is left; then whatever of the above did not fit its share.

With a query, what answers it comes first after the critical facts: memories and episodes ranked
together by relevance (by the question's words, up to 60% of the budget; with an embedder, by
its words and meaning, `semantic`, up to 90%), then the instructions and every stated
preference while there is room, then the profile, recent context and salient episodes, and last
the assistant's earlier replies that match the question ("which books did you recommend me?"),
save the two closest in meaning, which rank first when they are closer to the question than
anything the user said. An episode that became a memory shown in the block is not shown twice,
unless with a query ranked by meaning it is among what answers it and says more than the memory
("I'm a nurse on a cardiac ward" beside "Works as a nurse").

Scores are deterministic for the same stored state within a day: memory strength (confidence,
importance, retrievability) is computed on whole UTC days, episodes rank by relevance or
salience, ties by key or id; the chat app's prompt cache stays warm.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from operator import itemgetter
from typing import NamedTuple

from sqlalchemy.orm import Session

from db import episodes as episode_queries
from db.episodes import ASIDES, UNASKED, EpisodeHit
from db.queries import PromptRow, prompt_rows
from memory_service.errors import InvalidInputError
from memory_service.language.text import search_terms
from memory_service.recall import episodes as recall_episodes
from memory_service.recall import layout, semantic
from memory_service.recall.asking import topic_terms
from memory_service.recall.dates import named_days
from memory_service.recall.decay import strength
from memory_service.recall.embeddings import Embedder
from memory_service.recall.episodes import is_reply
from memory_service.recall.layout import Line, Rendered
from memory_service.recall.relevance import bm25_from_counts
from memory_service.recall.tokens import count_tokens
from memory_service.schemas import check_identifier

LINE_PREFIX = "- "
RECENT_SESSIONS = 3
SALIENT_EPISODES = 300
RECENT_REPLIES = 200
"""The assistant's latest reply sentences a block without a query may show, in what room the
user's own words leave."""
RECENT_ASIDES = 200
"""The user's latest asides a block without a query may show, in what room their statements
leave."""
RELEVANT_EPISODES = 80
DATED_EPISODES = 80
"""Episodes read from the days a question names, at most."""
DATED_LEAD = 100.0
"""The score a line said on a day the question names starts from: above every other relevant
line (a reply the question asks for leads from 2 plus its match, the user's statements from 1)."""
TOP_REPLIES = 2
"""How many of the assistant's replies may rank first, each only when it matches the query better
than anything the user said."""
TOP_REPLIES_ASKED = 6
"""Replies ranked first when the question asks what the assistant said."""
_ASKS_WHAT_YOU_SAID = re.compile(
    r"\b(?:did|have|had)\s+you\s+(?:\w+\s+){0,2}?(?:recommend|suggest|tell|told|say|said|share"
    r"|give|gave|teach|taught|mention|advise|propose|explain|list|show|write|wrote|offer|name|pick"
    r"|choose|chose|point|send|sent)\w*"
    r"|\byou\s+(?:once\s+|already\s+|previously\s+|before\s+|earlier\s+|last\s+time\s+)?"
    r"(?:recommended|suggested|told|said|shared|gave|taught|mentioned|advised|proposed|explained"
    r"|listed|showed|shown|wrote|came\s+up\s+with|offered|named|picked|chose|pointed|sent)\b"
    r"|\byour\s+(?:previous|earlier|last|old)\s+(?:advice|recommendations?|suggestions?|tips?"
    r"|answer|list|recipe|ideas?)\b",
    re.I,
)


def asks_what_you_said(query: str) -> bool:
    """True when the query asks about the assistant's own earlier words ("what did you
    recommend?", "the book you told me about"): its replies are what is asked for."""
    return bool(_ASKS_WHAT_YOU_SAID.search(query))


# Bands: the order lines are chosen in. Without a query:
B_CRITICAL, B_INSTRUCTIONS, B_PREFERENCES, B_FACTS, B_RECENT, B_EARLIER, B_TOLD = range(7)
START_SHARES = {B_FACTS: 0.2, B_RECENT: 0.1, B_TOLD: 0.0}
"""The user's asides and the assistant's words (`B_TOLD`) take no room in the first pass: only
what the user's statements leave after the second. Facts and recent context are capped low in
the first pass so that the most salient of everything the user said reaches a small block:
facts the rules could not read are in those statements, and a fact that was read is often the
same words again; the second pass gives facts and recent context all the room that is left."""
# With a query, relevance comes right after the critical facts:
Q_CRITICAL, Q_RELEVANT, Q_INSTRUCTIONS, Q_PREFERENCES, Q_FACTS, Q_RECENT, Q_EARLIER, Q_REPLIES = (
    range(8)
)
Q_TOLD = Q_REPLIES + 1
"""With a query too, the latest asides and replies take only the room everything else leaves
(`_told`): a block fills the budget it is given when there is enough to say."""
QUERY_SHARES = {Q_RELEVANT: 0.6, Q_FACTS: 0.3, Q_RECENT: 0.1, Q_TOLD: 0.0}
SEMANTIC_QUERY_SHARES = {**QUERY_SHARES, Q_RELEVANT: 0.9}
"""Ranked by meaning as well as words, relevance earns more of the block; by words alone a line
sharing one word with the question would crowd out the profile."""

_CONTENT_AND_TAGS = itemgetter(PromptRow._fields.index("content"), PromptRow._fields.index("tags"))
_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)


def check_request(user_id: str, token_budget: int) -> None:
    """Raise InvalidInputError unless the user id and the budget are usable."""
    if not isinstance(token_budget, int) or token_budget < 0:
        raise InvalidInputError("token_budget: must be a non-negative integer")
    check_identifier(user_id, "user_id")


def block_for(
    session: Session,
    *,
    user_id: str,
    token_budget: int,
    query: str | None,
    now: datetime,
    embedder: Embedder | None = None,
) -> Rendered:
    """The block for one user (see the module docstring); with an embedder, what the query
    means counts beside the words it shares (`semantic`)."""
    if token_budget <= layout.HEADER_TOKENS:
        return Rendered()
    rows = prompt_rows(session, user_id=user_id)
    asked = query.strip() if query else ""
    recent, salient = start_episodes(session, user_id=user_id)
    relevant: list[tuple[EpisodeHit, float]] = []
    meaning: semantic.Dense | None = None
    dated: list[EpisodeHit] = []
    if asked:
        relevant = recall_episodes.relevant(
            session,
            user_id=user_id,
            query=asked,
            now=now,
            limit=RELEVANT_EPISODES,
            asides=embedder is not None,  # words alone match a request's words too readily
        )
        if embedder is not None:
            meaning = semantic.dense(
                session,
                user_id=user_id,
                embedder=embedder,
                query=asked,
                depth=semantic.depth_for(token_budget),
            )
        dated = said_on_named_days(session, user_id=user_id, query=asked, now=now)
    return render(
        rows,
        token_budget=token_budget,
        query=asked,
        now=now,
        recent=recent,
        salient=salient,
        relevant=relevant,
        meaning=meaning,
        dated=dated,
        leads=leads_of(session, user_id=user_id, relevant=relevant, meaning=meaning, query=asked),
    )


def leads_of(
    session: Session,
    *,
    user_id: str,
    relevant: Sequence[tuple[EpisodeHit, float]],
    meaning: semantic.Dense | None,
    query: str,
) -> dict[int, EpisodeHit]:
    """For the assistant's reply sentences that rank first for a query (`Replies.first`), the
    sentence of the same reply that names what it recommended (`recall_episodes.reply_leads`):
    one read of their replies, none when no reply ranks first."""
    first = Replies.split(relevant, meaning, asks_what_you_said(query)).first()
    times = [hit.said_at for hit in first]
    if not times:
        return {}
    siblings = episode_queries.replies_said_at(session, user_id=user_id, times=times)
    return recall_episodes.reply_leads(siblings)


def start_episodes(session: Session, *, user_id: str) -> tuple[list[EpisodeHit], list[EpisodeHit]]:
    """The episodes a block can show besides those a query finds: the statements of the latest
    sessions with the user's latest asides (`RECENT_ASIDES`) and the assistant's latest replies
    (`RECENT_REPLIES`), which take only the room the rest leaves (`_told`), and the most salient
    statements."""
    recent = episode_queries.latest_sessions(session, user_id=user_id, sessions=RECENT_SESSIONS)
    recent += episode_queries.latest_of_kind(
        session, user_id=user_id, kind="aside", limit=RECENT_ASIDES
    )
    recent += episode_queries.latest_of_kind(
        session, user_id=user_id, kind="reply", limit=RECENT_REPLIES
    )
    salient = episode_queries.most_salient(session, user_id=user_id, limit=SALIENT_EPISODES)
    return recent, salient


def said_on_named_days(
    session: Session, *, user_id: str, query: str, now: datetime
) -> list[EpisodeHit]:
    """What the user and the assistant said on the days the question names ("on May 4th",
    "yesterday"), in the order said; nothing when it names none."""
    days = named_days(query, utc_date(now))
    if not days:
        return []
    return episode_queries.said_on(session, user_id=user_id, days=days, limit=DATED_EPISODES)


def render(
    rows: Sequence[PromptRow],
    *,
    token_budget: int,
    query: str | None,
    now: datetime,
    recent: Sequence[EpisodeHit] = (),
    salient: Sequence[EpisodeHit] = (),
    relevant: Sequence[tuple[EpisodeHit, float]] = (),
    meaning: semantic.Dense | None = None,
    dated: Sequence[EpisodeHit] = (),
    leads: Mapping[int, EpisodeHit] | None = None,
) -> Rendered:
    """The block from what was read, never over `token_budget` (reference tokenizer)."""
    asked = bool(query and query.strip())
    relevance = _relevance(rows, query if asked else None)
    on_the_day = dated_lines(dated, relevant, meaning, query)
    replies, relevant, mine = split_replies(relevant, meaning, query, leads)
    if mine is not None:
        relevance, relevant = fused(rows, relevance, relevant, mine)
    lines = memory_lines(rows, query=query if asked else None, now=now, relevance=relevance)
    lines += episode_lines(recent, salient, relevant, asked=asked)
    lines += replies.lines()
    lines += on_the_day
    return layout.compose(
        one_per_episode(lines),
        token_budget=token_budget,
        shares=shares_for(asked, meaning),
        beside=beside_for(asked, meaning),
    )


def shares_for(asked: bool, meaning: semantic.Dense | None) -> dict[int, float]:
    """The bands' shares of the budget: without a query, with one, with one and an embedder."""
    if not asked:
        return START_SHARES
    return SEMANTIC_QUERY_SHARES if meaning is not None else QUERY_SHARES


def beside_for(asked: bool, meaning: semantic.Dense | None) -> frozenset[int]:
    """The bands whose statements are shown beside the memory they became when they say more
    (`layout._Fill.beside`): with a query ranked by meaning, the relevant ones. By words alone a
    statement that shares a word with the question is not enough to take that room."""
    return frozenset({Q_RELEVANT}) if asked and meaning is not None else frozenset()


def episode_lines(
    recent: Sequence[EpisodeHit],
    salient: Sequence[EpisodeHit],
    relevant: Sequence[tuple[EpisodeHit, float]],
    *,
    asked: bool,
) -> list[Line]:
    """The episodes' candidate lines: recent sessions, salient statements, relevant ones."""
    recent_ids = {hit.id for hit in recent}
    lines = [
        _episode(hit, hit.salience, Q_RECENT if asked else B_RECENT, layout.RECENT)
        for hit in recent
        if hit.kind not in UNASKED
    ]
    lines += _told(recent, Q_TOLD if asked else B_TOLD)
    lines += [
        _episode(hit, hit.salience, Q_EARLIER if asked else B_EARLIER, layout.EARLIER)
        for hit in salient
        if hit.id not in recent_ids
    ]
    lines += [
        _episode(hit, 1.0 + score * _weight(hit), Q_RELEVANT, layout.EARLIER)
        for hit, score in relevant
    ]
    return lines


ASIDE_WEIGHT = 0.7
"""An aside (words the user said on the way to a request) ranks below a statement that matches
the question as well: it says less of the user for its length."""


def _weight(hit: EpisodeHit) -> float:
    return ASIDE_WEIGHT if hit.kind in ASIDES else 1.0


def _told(recent: Sequence[EpisodeHit], band: int) -> list[Line]:
    """The user's latest asides and the assistant's latest replies, newest first, in `band`: the
    room a block has left after everything else (without a query, after the user's statements;
    with one, after what it found too). They are what the last sessions were about, which a
    next one often comes back to. An aside is the user's own words on the way to a request ("I
    need a cheap birthday party idea for Amaya, she's turning 9 on the 20th"); a reply is what
    the assistant recommended or explained ("how were the books you suggested?"). Those said
    since the oldest of the latest sessions' statements (all of them when there are none) are
    written with those sessions, older ones with the earlier statements."""
    since = min((hit.said_at for hit in recent if hit.kind not in UNASKED), default=None)
    return [
        _episode(
            hit,
            hit.said_at.timestamp(),
            band,
            layout.RECENT if since is None or hit.said_at >= since else layout.EARLIER,
        )
        for hit in recent
        if hit.kind in UNASKED
    ]


def dated_lines(
    dated: Sequence[EpisodeHit],
    relevant: Sequence[tuple[EpisodeHit, float]],
    meaning: semantic.Dense | None,
    query: str | None,
) -> list[Line]:
    """What was said on the days the question names, first among the relevant lines: the
    user's statements, and the assistant's replies (before them) when the question asks what it
    said. Within each, what matches the question best (by words or meaning) comes first, then
    the order said."""
    if not dated:
        return []
    asked_of_you = asks_what_you_said(query or "")
    near: dict[int, float] = {}
    for hit, score in (*relevant, *(meaning.episodes if meaning is not None else ())):
        near[hit.id] = max(near.get(hit.id, 0.0), min(score, 1.0))
    return [
        _episode(
            hit,
            DATED_LEAD + 0.5 * is_reply(hit) + 0.4 * near.get(hit.id, 0.0),
            Q_RELEVANT,
            layout.EARLIER,
        )
        for hit in dated
        if asked_of_you or not is_reply(hit)
    ]


def split_replies(
    relevant: Sequence[tuple[EpisodeHit, float]],
    meaning: semantic.Dense | None,
    query: str | None = None,
    leads: Mapping[int, EpisodeHit] | None = None,
) -> tuple[Replies, list[tuple[EpisodeHit, float]], semantic.Dense | None]:
    """The assistant's replies apart from the user's own relevant statements, and the meaning
    of the query without replies (what is fused with the memories)."""
    replies = Replies.split(relevant, meaning, asks_what_you_said(query or ""), leads or {})
    mine = [pair for pair in relevant if not is_reply(pair[0])]
    if meaning is None:
        return replies, mine, None
    own = [pair for pair in meaning.episodes if not is_reply(pair[0])]
    return replies, mine, meaning._replace(episodes=own)


class Replies(NamedTuple):
    """The assistant's replies that match a query, and how well the user's own words do."""

    lexical: list[tuple[EpisodeHit, float]]
    dense: list[tuple[EpisodeHit, float]]
    bar: float
    """The best cosine of what the user said: their statements and their memories."""
    asked_of_you: bool = False
    """The query asks what the assistant said ("what did you recommend?")."""
    leads: Mapping[int, EpisodeHit] = {}
    """For a reply sentence, the sentence of its reply that names what it recommended
    (`recall_episodes.reply_leads`)."""

    @classmethod
    def split(
        cls,
        relevant: Sequence[tuple[EpisodeHit, float]],
        meaning: semantic.Dense | None,
        asked_of_you: bool = False,
        leads: Mapping[int, EpisodeHit] | None = None,
    ) -> Replies:
        dense = meaning.episodes if meaning is not None else []
        return cls(
            [p for p in relevant if is_reply(p[0])],
            [p for p in dense if is_reply(p[0])],
            max(
                max((s for h, s in dense if not is_reply(h)), default=0.0),
                max(meaning.memories.values(), default=0.0) if meaning is not None else 0.0,
            ),
            asked_of_you,
            leads or {},
        )

    def _ordered(self) -> tuple[list[tuple[EpisodeHit, float]], dict[int, float], list[int]]:
        """Every reply found with its best score, best ranked first; their ranks; and the ids of
        those that rank first (`lines`)."""
        if self.asked_of_you:
            strong = {h.id for h, _ in (*self.lexical, *self.dense)}
        else:
            strong = {h.id for h, s in self.dense if s >= self.bar}
        most = TOP_REPLIES_ASKED if self.asked_of_you else TOP_REPLIES
        scores: dict[int, tuple[EpisodeHit, float]] = {}
        for hit, score in (*self.lexical, *self.dense):
            if score > scores.get(hit.id, (hit, -1.0))[1]:
                scores[hit.id] = (hit, score)
        rank = self._rank(scores)
        ordered = sorted(scores.values(), key=lambda p: (-rank[p[0].id], p[0].id))
        return ordered, rank, [hit.id for hit, _ in ordered if hit.id in strong][:most]

    def first(self) -> list[EpisodeHit]:
        """The replies that rank first, above the user's statements."""
        ordered, _, chosen = self._ordered()
        return [hit for hit, _ in ordered if hit.id in chosen]

    def lines(self) -> list[Line]:
        """A reply closer in meaning to the query than anything the user said ranks first, up to
        `TOP_REPLIES`; the others come after everything else. Sharing the question's words is
        not enough: both sides of a conversation use them. When the question asks what the
        assistant said, its best-matching replies rank first, up to `TOP_REPLIES_ASKED`, and the
        others rank among the user's relevant statements (what was asked is often in the
        seventh sentence of an answer, and a block of 2,000 tokens has room for it)."""
        ordered, rank, chosen = self._ordered()
        out = []
        above: set[int] = set()  # the sentences in a line ranked above
        for hit, score in ordered:
            if hit.id in above:
                continue  # its words are in a line ranked above it, with what it named
            first = hit.id in chosen
            asked = first and self.asked_of_you
            lead = 2.0 if asked else 1.0  # above the user's statements
            # those asked for in the order chosen
            shown = rank[hit.id] if self.asked_of_you else score
            named = self.leads.get(hit.id) if first else None
            above.add(hit.id)
            if named is not None and named.id not in above:
                above.add(named.id)
                hit = recall_episodes.with_lead(hit, named)  # noqa: PLW2901
            out.append(
                _episode(
                    hit,
                    lead + shown,
                    Q_RELEVANT if first or self.asked_of_you else Q_REPLIES,
                    layout.EARLIER,
                )
            )
        return out

    def _rank(self, scores: dict[int, tuple[EpisodeHit, float]]) -> dict[int, float]:
        """How well each reply matches: by its meaning when there is one (on the scale of the
        fused ranks, `semantic.fuse`), then those its words alone found; by its words otherwise.
        Words are not fused in: a reply shares "book" or "shift" with the question as readily
        when it answers something else ("Book early, the 14th fills up fast"), and in a fusion
        any share of the words lifts a reply above one that only means what was asked ("Flour
        Water Salt Yeast by Ken Forkish is the classic for home bakers", for "that bread book
        you told me to buy")."""
        if not self.dense:
            return {key: score for key, (_, score) in scores.items()}
        by_meaning = semantic.fuse({}, {h.id: s for h, s in self.dense})
        return {key: by_meaning.get(key, 0.0) for key in scores}


def one_per_episode(lines: list[Line]) -> list[Line]:
    """Each statement once, in its best band (relevant before recent before earlier); the same
    words said in several sessions show once, from the latest."""
    best: dict[str, Line] = {}
    out: list[Line] = []
    for line in lines:
        if not line.episode:
            out.append(line)
            continue
        words = line.text.split("] ", 1)[-1]
        kept = best.get(words)
        if kept is None or (line.rank()[:2], kept.order) < (kept.rank()[:2], line.order):
            best[words] = line
    return out + list(best.values())


def _episode(hit: EpisodeHit, score: float, band: int, group: int) -> Line:
    day = hit.day or hit.said_at.astimezone(UTC).date()
    text = recall_episodes.line(hit.content, day)
    tokens = hit.tokens if hit.tokens is not None else count_tokens(text)
    order = (day.isoformat(), hit.said_at.timestamp(), hit.id)
    return Line(band, score, group, text, tokens, order, hit.memory_id, episode=True)


def memory_lines(
    rows: Sequence[PromptRow],
    *,
    query: str | None,
    now: datetime,
    relevance: Sequence[float] | None = None,
) -> list[Line]:
    """Each active memory as a scored line in its band and group."""
    if not rows:
        return []
    today = utc_date(now)
    if relevance is None:
        relevance = _relevance(rows, query)
    return [
        line
        for row, rel in zip(rows, relevance, strict=True)
        if (line := memory_line(row, rel, today, asked=query is not None)) is not None
    ]


def memory_line(row: PromptRow, rel: float, today: date, *, asked: bool) -> Line | None:
    # Unpacked by position (PromptRow's order): attribute access per field costs more than ranking.
    id_, key, content, entry_type, critical, _, confidence, _, importance, stability, seen = row
    text = _text(content)
    if text is None:
        return None
    recall = _strength(confidence, importance, stability, (today - utc_date(seen)).days)
    group = layout.CRITICAL if critical else layout.GROUP_OF_TYPE.get(entry_type, layout.FACTS)
    if critical:
        band, score = (Q_CRITICAL if asked else B_CRITICAL), recall
    elif rel > 0:
        band, score = Q_RELEVANT, 1.0 + rel * (0.5 + 0.5 * recall)
    else:
        band, score = _band_of(group, asked), recall
    return Line(band, score, group, text, count_tokens(text), (-score, key, id_), id_)


def _band_of(group: int, asked: bool) -> int:
    if group == layout.INSTRUCTIONS:
        return Q_INSTRUCTIONS if asked else B_INSTRUCTIONS
    if group == layout.PREFERENCES:
        return Q_PREFERENCES if asked else B_PREFERENCES
    return Q_FACTS if asked else B_FACTS


def _text(content: str) -> str | None:
    """The memory as one line, or None when it is blank."""
    if not content.isprintable():  # newlines, tabs and other separators become single spaces
        content = " ".join(content.split())
    return LINE_PREFIX + content if content.strip() else None


@lru_cache(maxsize=65_536)
def _strength(confidence: str, importance: float, stability_days: float, days: int) -> float:
    """`decay.strength` for a memory last observed `days` whole days ago."""
    moment = _EPOCH + timedelta(days=max(days, 0))
    return strength(
        confidence=confidence,
        importance=importance,
        stability_days=stability_days,
        last_observed_at=_EPOCH,
        now=moment,
    )


def fused(
    rows: Sequence[PromptRow],
    relevance: Sequence[float],
    relevant: Sequence[tuple[EpisodeHit, float]],
    meaning: semantic.Dense,
) -> tuple[list[float], list[tuple[EpisodeHit, float]]]:
    """Memory relevance and relevant episodes, lexical and dense ranks fused."""
    lexical: dict[Hashable, float] = {
        ("m", row[0]): rel for row, rel in zip(rows, relevance, strict=True) if rel > 0
    }
    lexical.update((("e", hit.id), score) for hit, score in relevant)
    dense: dict[Hashable, float] = {("m", mid): s for mid, s in meaning.memories.items()}
    dense.update((("e", hit.id), score) for hit, score in meaning.episodes)
    fused = semantic.fuse(lexical, dense)
    memories = [fused.get(("m", row[0]), 0.0) for row in rows]
    hits = semantic.ranked_episodes(relevant, meaning.episodes)
    return memories, [(hit, fused[("e", hit.id)]) for hit in hits]


def _relevance(rows: Sequence[PromptRow], query: str | None) -> list[float]:
    """BM25 of each row's content and tags for `query`, scaled so the best match is 1."""
    query_terms = topic_terms(query) if query else set()
    if not query_terms:
        return [0.0] * len(rows)
    docs = row_terms(rows)
    scores = bm25_from_counts(query_terms, docs)
    best = max(scores, default=0.0)
    return [s / best for s in scores] if best > 0 else scores


def row_terms(rows: Sequence[PromptRow]) -> list[Counter[str]]:
    """The search terms of each row's content and tags (what relevance scores)."""
    return [
        _terms(content, tags if isinstance(tags, str) else tuple(tags or ()))
        for content, tags in map(_CONTENT_AND_TAGS, rows)
    ]


@lru_cache(maxsize=16_384)
def _terms(content: str, tags: str | tuple[str, ...]) -> Counter[str]:
    """Search terms of a memory; `tags` may also be the column's JSON text, read as words."""
    # Stemming is the costly part of relevance; a user's memories are the same from call to call.
    tag_text = tags if isinstance(tags, str) else " ".join(tags)
    return Counter(search_terms(f"{content} {tag_text}"))


def utc_date(moment: datetime) -> date:
    """The UTC calendar day of `moment` (naive values are taken as UTC)."""
    if moment.tzinfo is None or moment.tzinfo is UTC:
        return moment.date()
    return moment.astimezone(UTC).date()
