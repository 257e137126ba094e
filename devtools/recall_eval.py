"""What the prompt block carries: the recall evaluation behind `bench/recall_eval.py` and gates.

Every set in bench/data/recall/ (see its README and FORMAT.md) is replayed through the real
service on a fresh database: sessions and questions are taken in time order, each session goes
through `process_conversation` with the service clock at its last message, and each question is
put with the clock at the time it is asked, to:

- ours: `get_for_prompt(user, token_budget=B)` at session start (no query), and
  `get_for_prompt(user, token_budget=B, query=question)`;
- recent: the most recent raw turns that fit (both roles, one dated line each);
- bm25 / dense / fusion: the raw turns said so far, ranked for the question by BM25, by the
  dense embedder (when one is configured) and by reciprocal-rank fusion of the two, best first.

Baselines get B x 4 characters; ours is whatever the service returns for B tokens. A question is
a hit when at least half of the content words of its answer appear as words in the text (an ISO
date answer counts as its day, month name and year). Fill is the block's count under the
reference tokenizer over B, over blocks of users who have said at least 2 x B tokens by then.
"""

from __future__ import annotations

import hashlib
import json
import re
import tempfile
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from db import migrate
from memory_service import MemoryService
from memory_service.extractors.base import Extractor
from memory_service.language.text import stem
from memory_service.language.text import words as tokens
from memory_service.recall.embeddings import Embedder
from memory_service.recall.relevance import bm25_scores
from memory_service.recall.tokens import count_tokens

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "bench" / "data" / "recall"
SETS: dict[str, Path] = {
    "preferences": DATA / "preferences" / "preferences.json",
    "two-party-a": DATA / "two-party-a" / "conversations.json",
    "two-party-b": DATA / "two-party-b" / "conversations.json",
    "two-party-c": DATA / "two-party-c" / "conversations.json",
    "two-party-d": DATA / "two-party-d" / "conversations.json",
    "memorybank": DATA / "memorybank" / "memorybank_en.json",
    "everyday": DATA / "everyday" / "everyday.json",
    "long-replies": DATA / "long-replies" / "long-replies.json",
    "companion-days": DATA / "companion-days" / "companion-days.json",
    "daily-recall": DATA / "daily-recall" / "daily-recall.json",
    "work-chat": DATA / "work-chat" / "work-chat.json",
}
BUDGETS = (500, 2_000)
CHARS_PER_TOKEN = 4
STOPWORDS = frozenset(
    """a an the and or but if of to in on at for with by from as is are was were be been being
    am do does did have has had i me my mine we our you your he him his she her they them their
    it its this that these those there here what which who whom whose when where why how not no
    yes so than then too very can could should would will shall may might must just also about
    into over under up down out off again once all any both each few more most other some such
    only own same s t don now""".split()
)
MONTHS = "january february march april may june july august september october november december"
MONTH_NAMES = MONTHS.split()
_WORD = re.compile(r"[a-z0-9]+")
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_ISO_IN_TEXT = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


# -- data -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """One question with its answer, asked at a time."""

    id: str
    text: str
    asked_at: datetime
    answer: str
    category: str
    kind: str = ""
    """What is measured: "stated" (a preference said once), "choice-1", "choice-2" (choices
    pointing the same way once or twice), or the set's own category."""


@dataclass
class EvalUser:
    """One user's history and the questions about them."""

    set_name: str
    user_id: str
    split: str
    sessions: list[tuple[str, list[dict[str, Any]]]]
    questions: list[Question]
    extra: dict[str, Any] = field(default_factory=dict)


def parse_time(value: str) -> datetime:
    """An ISO-8601 time, aware (UTC when no offset is given)."""
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _question(raw: dict[str, Any], default_at: datetime) -> Question:
    asked = raw.get("asked_at")
    return Question(
        id=raw["id"],
        text=raw["question"],
        asked_at=parse_time(asked) if asked else default_at,
        answer=str(raw.get("answer", "")),
        category=str(raw.get("category", "")),
    )


def load_set(name: str, path: Path | None = None) -> list[EvalUser]:
    """The users of one set, whatever its shape (users, or two-party conversations)."""
    data = json.loads((path or SETS[name]).read_text(encoding="utf-8"))
    if "conversations" in data:
        return [user for conv in data["conversations"] for user in _speakers(name, conv)]
    users = []
    for raw in data["users"]:
        sessions = [(s["session_id"], s["messages"]) for s in raw["sessions"]]
        after = parse_time(sessions[-1][1][-1]["created_at"]) + timedelta(days=1)
        questions = [
            _question(q, after)
            for q in raw.get("questions", [])
            if q.get("answer") and q.get("category") != "unanswerable"
        ]
        extra = {k: v for k, v in raw.items() if k not in {"sessions", "questions"}}
        kinds = _question_kinds(extra)
        questions = [replace(q, kind=kinds.get(q.id, q.category)) for q in questions]
        users.append(EvalUser(name, raw["user_id"], raw["split"], sessions, questions, extra))
    return users


def _question_kinds(extra: dict[str, Any]) -> dict[str, str]:
    """For the preference set: which questions test a stated preference, which a choice."""
    kinds = {p["question_id"]: "stated" for p in extra.get("preferences", [])}
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for choice in extra.get("choices", []):
        groups[choice["group"]].append(choice)
    for members in groups.values():
        for choice in members:
            kinds[choice["question_id"]] = "choice-2" if len(members) >= 2 else "choice-1"
    return kinds


def _speakers(name: str, conv: dict[str, Any]) -> list[EvalUser]:
    """A two-party conversation as two users: each speaker once as "user"."""
    users = []
    for speaker in conv["speakers"]:
        sessions = []
        for session in conv["sessions"]:
            start = parse_time(session["date"])
            messages = [
                {
                    "role": "user" if turn["speaker"] == speaker else "assistant",
                    "content": turn["text"],
                    "created_at": turn.get("created_at")
                    or (start + timedelta(minutes=2 * i)).isoformat(),
                }
                for i, turn in enumerate(session["turns"])
            ]
            sessions.append((session["session_id"], messages))
        after = parse_time(sessions[-1][1][-1]["created_at"]) + timedelta(days=1)
        questions = [
            _question(q, after)
            for q in conv["questions"]
            if q["about"] == speaker and q.get("answer")
        ]
        user_id = f"{conv['id']}-{speaker.lower()}"
        split = conv.get("split", "dev")
        users.append(EvalUser(name, user_id, split, sessions, questions, {"speaker": speaker}))
    return users


# -- the hit rule -----------------------------------------------------------------------------


def answer_words(answer: str) -> list[str]:
    """The content words a text must contain (an ISO date: its day, month name and year)."""
    iso = _ISO.match(answer.strip())
    if iso:
        year, month, day = iso.groups()
        return [str(int(day)), MONTH_NAMES[int(month) - 1], year]
    return [w for w in _WORD.findall(answer.lower()) if w not in STOPWORDS]


def text_words(text: str) -> set[str]:
    """The words of a text; an ISO date in it also counts as its day, month name and year."""
    lowered = text.lower()
    words = set(_WORD.findall(lowered))
    for year, month, day in _ISO_IN_TEXT.findall(lowered):
        if 1 <= int(month) <= 12:
            words.update({year, MONTH_NAMES[int(month) - 1], str(int(day))})
    return words


def hit(answer: str, text: str) -> bool:
    """True when at least half of the answer's content words appear in the text."""
    wanted = answer_words(answer)
    if not wanted:
        return False
    present = text_words(text)
    return 2 * sum(1 for w in wanted if w in present) >= len(wanted)


# -- raw-turn baselines ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Turn:
    """One raw message as a dated line."""

    line: str
    at: datetime
    role: str


def turns_of(user: EvalUser) -> list[Turn]:
    """All of a user's raw messages, oldest first, one dated line each."""
    turns = []
    for _, messages in user.sessions:
        for message in messages:
            at = parse_time(message["created_at"])
            content = " ".join(message["content"].split())
            turns.append(
                Turn(f"[{at.date().isoformat()}] {message['role']}: {content}", at, message["role"])
            )
    return turns


def fill_chars(lines: Iterable[str], chars: int) -> list[str]:
    """Lines taken in order while they fit in `chars` characters (newlines counted)."""
    chosen: list[str] = []
    left = chars
    for line in lines:
        cost = len(line) + (1 if chosen else 0)
        if cost <= left:
            chosen.append(line)
            left -= cost
    return chosen


def recent_text(turns: Sequence[Turn], chars: int) -> str:
    """The most recent turns that fit, oldest first."""
    return "\n".join(reversed(fill_chars([t.line for t in reversed(turns)], chars)))


def rrf(*rankings: Sequence[int], k: int = 60) -> list[int]:
    """Reciprocal-rank fusion of rankings (lists of indices, best first)."""
    scores: dict[int, float] = defaultdict(float)
    for ranking in rankings:
        for rank, index in enumerate(ranking):
            scores[index] += 1.0 / (k + rank + 1)
    return sorted(scores, key=lambda i: (-scores[i], i))


Embed = Callable[[Sequence[str]], Any]
"""Texts to unit vectors (a numpy array, one row per text)."""


@dataclass
class Baselines:
    """Rankings of a user's raw turns for questions: BM25, dense and their fusion."""

    turns: list[Turn]
    embed: Embed | None = None
    _vectors: Any = None

    def bm25(self, question: str, upto: int) -> list[int]:
        scores = bm25_scores(question, [t.line for t in self.turns[:upto]])
        ranked = sorted((i for i, s in enumerate(scores) if s > 0), key=lambda i: (-scores[i], -i))
        return ranked

    def dense(self, question: str, upto: int) -> list[int]:
        if self.embed is None:
            return []
        if self._vectors is None:
            self._vectors = self.embed([t.line.split(": ", 1)[-1] for t in self.turns])
        query = self.embed([question])[0]
        sims = self._vectors[:upto] @ query
        return sorted(range(upto), key=lambda i: (-float(sims[i]), -i))

    def texts(self, question: str, asked_at: datetime, chars: int) -> dict[str, str]:
        upto = sum(1 for t in self.turns if t.at < asked_at)
        lines = [t.line for t in self.turns]
        out = {"recent": recent_text(self.turns[:upto], chars)}
        bm25 = self.bm25(question, upto)
        out["bm25"] = "\n".join(fill_chars((lines[i] for i in bm25), chars))
        if self.embed is not None:
            dense = self.dense(question, upto)
            out["dense"] = "\n".join(fill_chars((lines[i] for i in dense), chars))
            out["fusion"] = "\n".join(fill_chars((lines[i] for i in rrf(bm25, dense)), chars))
        return out


class CachedEmbedder:
    """An embedder that remembers every text's vector, optionally in a file between runs (the
    evaluation embeds the same turns for the service and the dense baselines, run after run)."""

    def __init__(self, inner: Embedder, path: Path | None = None) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.path = path
        self.vectors: dict[str, Any] = {}
        if path is not None and path.exists():
            with np.load(path) as stored:
                self.vectors = dict(zip(stored["keys"].tolist(), stored["vectors"], strict=True))

    def embed(self, texts: Sequence[str]) -> Any:
        keys = [hashlib.sha1(text.encode("utf-8")).hexdigest() for text in texts]
        missing = sorted(
            {k: t for k, t in zip(keys, texts, strict=True) if k not in self.vectors}.items()
        )
        if missing:
            fresh = self.inner.embed([text for _, text in missing])
            self.vectors.update((key, fresh[i]) for i, (key, _) in enumerate(missing))
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, key in enumerate(keys):
            out[i] = self.vectors[key]
        return out

    def save(self) -> None:
        if self.path is not None and self.vectors:
            keys = sorted(self.vectors)
            np.savez(
                self.path, keys=np.array(keys), vectors=np.stack([self.vectors[k] for k in keys])
            )


# -- replay -------------------------------------------------------------------------------------


class Clock:
    """A clock the evaluation moves by hand."""

    def __init__(self) -> None:
        self.now = datetime(2000, 1, 1, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


@contextmanager
def fresh_service(
    clock: Clock,
    *,
    database_url: str | None = None,
    embedder: Embedder | None = None,
    extractor: Extractor | None = None,
) -> Iterator[MemoryService]:
    """A service on a fresh migrated database (an SQLite file unless a URL is given); the
    rules extractor unless another is given."""
    with tempfile.TemporaryDirectory(prefix="recall-eval-") as tmp:
        url = database_url or f"sqlite:///{tmp}/eval.db"
        migrate.upgrade(url)
        svc = MemoryService(
            url, clock=clock, usage_flush_interval_s=3600, embedder=embedder, extractor=extractor
        )
        try:
            yield svc
        finally:
            svc.close()


@dataclass
class Asked:
    """One question's texts: ours and the baselines', per budget and mode."""

    user: EvalUser
    question: Question
    texts: dict[tuple[str, str, int], str]
    """(system, mode, budget) -> text; mode is "start" or "query"."""
    material_tokens: int


def replay(
    svc: MemoryService, clock: Clock, user: EvalUser, *, embed: Embed | None = None
) -> Iterator[Asked]:
    """Feed the user's sessions in time order and ask each question when it is asked."""
    events: list[tuple[datetime, int, Any]] = []
    for session_id, messages in user.sessions:
        ended = parse_time(messages[-1]["created_at"])
        events.append((ended, 0, (session_id, messages)))
    for question in user.questions:
        events.append((question.asked_at, 1, question))
    events.sort(key=lambda e: (e[0], e[1]))
    baselines = Baselines(turns_of(user), embed)
    user_tokens = 0
    for at, kind, item in events:
        clock.now = at
        if kind == 0:
            session_id, messages = item
            svc.process_conversation(user.user_id, messages, session_id)
            user_tokens += sum(count_tokens(m["content"]) for m in messages if m["role"] == "user")
            continue
        question: Question = item
        texts: dict[tuple[str, str, int], str] = {}
        for budget in BUDGETS:
            texts[("ours", "start", budget)] = svc.get_for_prompt(user.user_id, budget)
            texts[("ours", "query", budget)] = svc.get_for_prompt(
                user.user_id, budget, query=question.text
            )
            for system, text in baselines.texts(
                question.text, at, budget * CHARS_PER_TOKEN
            ).items():
                texts[(system, "query", budget)] = text
            texts[("recent", "start", budget)] = texts[("recent", "query", budget)]
        yield Asked(user, question, texts, user_tokens)


# -- scores --------------------------------------------------------------------------------------


@dataclass
class Tally:
    """Hits over questions."""

    hits: int = 0
    total: int = 0

    def add(self, ok: bool) -> None:
        self.hits += int(ok)
        self.total += 1

    @property
    def rate(self) -> float:
        return self.hits / self.total if self.total else 0.0


@dataclass
class Scores:
    """Hit rates per (set, split, system, mode, budget), and the block's fill."""

    hits: dict[tuple[str, str, str, str, int], Tally] = field(
        default_factory=lambda: defaultdict(Tally)
    )
    fill: dict[tuple[str, str, int], list[float]] = field(default_factory=lambda: defaultdict(list))
    misses: list[tuple[str, str, str, int, str]] = field(default_factory=list)
    by_kind: dict[tuple[str, str, str, str, str, int], Tally] = field(
        default_factory=lambda: defaultdict(Tally)
    )
    """(set, split, kind, system, mode, budget) -> hits."""
    preferences: dict[str, PreferenceChecks] = field(default_factory=dict)
    """Per split, the preference set's own checks."""

    def record(self, asked: Asked) -> None:
        user = asked.user
        kind = asked.question.kind
        for (system, mode, budget), text in asked.texts.items():
            ok = hit(asked.question.answer, text)
            self.hits[(user.set_name, user.split, system, mode, budget)].add(ok)
            if kind:
                self.by_kind[(user.set_name, user.split, kind, system, mode, budget)].add(ok)
            if system == "ours" and not ok:
                self.misses.append(
                    (user.user_id, asked.question.id, mode, budget, asked.question.text)
                )
        for budget in BUDGETS:
            if asked.material_tokens >= budget:
                text = asked.texts[("ours", "start", budget)]
                self.fill[(user.set_name, user.split, budget)].append(count_tokens(text) / budget)

    def rate(self, set_name: str, split: str, system: str, mode: str, budget: int) -> Tally:
        if split == "all":
            total = Tally()
            for s in ("dev", "holdout"):
                part = self.hits.get((set_name, s, system, mode, budget), Tally())
                total.hits += part.hits
                total.total += part.total
            return total
        return self.hits.get((set_name, split, system, mode, budget), Tally())

    def mean_fill(self, set_name: str, split: str, budget: int) -> float | None:
        values = [
            v
            for (name, s, b), vs in self.fill.items()
            if name == set_name and b == budget and (split == "all" or s == split)
            for v in vs
        ]
        return sum(values) / len(values) if values else None


def evaluate(
    set_names: Sequence[str],
    *,
    splits: Sequence[str] = ("dev", "holdout"),
    embed: Embed | None = None,
    database_url: str | None = None,
    on_user: Callable[[EvalUser, MemoryService], None] | None = None,
    embedder: Embedder | None = None,
) -> Scores:
    """Replay the sets' users of the given splits and score every question; with an embedder,
    the service uses it and the dense baselines use the same model."""
    scores = Scores()
    if embedder is not None and embed is None:
        embed = embedder.embed
    for name in set_names:
        clock = Clock()
        with fresh_service(clock, database_url=database_url, embedder=embedder) as svc:
            for user in load_set(name):
                if user.split not in splits:
                    continue
                for asked in replay(svc, clock, user, embed=embed):
                    scores.record(asked)
                if "preferences" in user.extra:
                    checks = scores.preferences.setdefault(user.split, PreferenceChecks())
                    checks.add(preference_checks(user, svc))
                if on_user is not None:
                    on_user(user, svc)
    return scores


# -- what the preference set checks besides hit rates ---------------------------------------


@dataclass
class PreferenceChecks:
    """Stored, garbled, pasted, the aversions that stay, and choices that inferred too early."""

    stated: int = 0
    stored: int = 0
    garbled: int = 0
    pasted_sessions: int = 0
    pasted_leaks: int = 0
    pasted_in_replies: int = 0
    """Sessions whose pasted words appear only in the assistant's replies (kept as its words)."""
    aversion_users: int = 0
    aversions_all_active: int = 0
    single_choice_groups: int = 0
    inferred_from_one: int = 0
    examples: list[str] = field(default_factory=list)
    unstored: list[str] = field(default_factory=list)
    """The stated preferences that left no memory from their session."""

    def add(self, other: PreferenceChecks) -> None:
        for name in self.__dataclass_fields__:
            if name not in ("examples", "unstored"):
                setattr(self, name, getattr(self, name) + getattr(other, name))
        self.examples.extend(other.examples)
        self.unstored.extend(other.unstored)


_NEGATIVE_MARKS = re.compile(
    r"\b(?:not|no|never|nothing|don't|doesn't|didn't|won't|can't|cannot|isn't|aren't|hate|hates"
    r"|dislike|dislikes|avoid|avoids|rather\s+not|refuse|refuses|skip|without|zero|stay\s+off"
    r"|stays\s+off|too|scam|hell|nightmare|worst|useless|over|problem|out|sick|allergic|only)\b",
    re.I,
)


_LIKING = re.compile(r"\b(?:likes|loves|enjoys|prefers|adores|fan\s+of|into)\b", re.I)
"""A liking as a third-person memory says it ("Likes", "Loves"): "they look like", "like 16
degrees" are not likings."""


def preference_checks(user: EvalUser, svc: MemoryService) -> PreferenceChecks:
    """The checks on one preference-set user after their whole history was replayed.

    stored: an active memory from the preference's session holds one of its object words;
    garbled: no such memory holds all of the object words (cut off), or a negative preference
    became a liking (a liking word, no negative word); pasted: a memory or episode holding a
    word of pasted material;
    aversions: users with three or more aversions in one topic whose aversions are all active;
    single choices: a choice-inferred memory holding the words of a choice made only once.
    """
    checks = PreferenceChecks()
    exported = svc.export_user(user.user_id)
    active = {m["id"]: m for m in exported["memories"] if m["status"] == "active"}
    from_session: dict[str, list[str]] = defaultdict(list)
    for evidence in exported["tables"].get("memory_evidence", []):
        memory = active.get(evidence["memory_id"])
        if memory is not None:
            from_session[evidence["signal_ref"]].append(memory["content"])
    for pref in user.extra.get("preferences", []):
        _check_one(pref, from_session.get(pref["session_id"], []), checks)
    episodes = exported["tables"].get("episode", [])
    stored_texts = [m["content"] for m in active.values()]
    stored_texts += [e["content"] for e in episodes if e.get("kind") != "reply"]
    replies = [e["content"] for e in episodes if e.get("kind") == "reply"]
    for pasted in user.extra.get("pasted", []):
        checks.pasted_sessions += 1
        leaked = [w for w in pasted["markers"] if any(_has_phrase(t, w) for t in stored_texts)]
        if leaked:
            checks.pasted_leaks += 1
            checks.examples.append(f"{user.user_id} pasted {leaked}")
        elif any(_has_phrase(t, w) for w in pasted["markers"] for t in replies):
            checks.pasted_in_replies += 1
    _check_aversions(user, list(active.values()), checks)
    _check_choices(user, list(active.values()), checks)
    return checks


def _has_phrase(text: str, phrase: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text, re.I) is not None


def _has(text: str, phrase: str) -> bool:
    """True when `text` holds every word of `phrase`, in any inflection ("work" in "Never works
    after 6pm", "dont" in "they don't drink")."""
    wanted = {stem(w) for w in tokens(phrase)}
    return bool(wanted) and wanted <= {stem(w) for w in tokens(text)}


def _check_one(pref: dict[str, Any], memories: list[str], checks: PreferenceChecks) -> None:
    checks.stated += 1
    words = [w for w in pref["object_words"] if w.strip()]
    touching = [m for m in memories if any(_has(m, w) for w in words)]
    if not touching:
        checks.unstored.append(pref["statement"])
        return
    checks.stored += 1
    whole = [m for m in touching if all(_has(m, w) for w in words)]
    negative = pref["polarity"] == "negative"
    flipped = negative and all(_LIKING.search(m) and not _NEGATIVE_MARKS.search(m) for m in whole)
    if not whole or flipped:
        checks.garbled += 1
        checks.examples.append(f"garbled: {pref['statement']!r} -> {touching[0]!r}")


def _check_aversions(
    user: EvalUser, memories: list[dict[str, Any]], checks: PreferenceChecks
) -> None:
    by_topic: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for pref in user.extra.get("preferences", []):
        if pref["polarity"] == "negative" and "superseded_by" not in pref:
            by_topic[pref["topic"]].append(pref)
    for prefs in by_topic.values():
        if len(prefs) < 3:
            continue
        checks.aversion_users += 1
        texts = [m["content"] for m in memories]
        if all(any(_has(t, w) for t in texts for w in p["object_words"]) for p in prefs):
            checks.aversions_all_active += 1


def _check_choices(
    user: EvalUser, memories: list[dict[str, Any]], checks: PreferenceChecks
) -> None:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for choice in user.extra.get("choices", []):
        groups[choice["group"]].append(choice)
    inferred = [m["content"] for m in memories if m["key"].startswith("choice.")]
    for members in groups.values():
        if len(members) != 1:
            continue
        checks.single_choice_groups += 1
        words = members[0]["property_words"]
        if any(all(_has(t, w) for w in words) for t in inferred):
            checks.inferred_from_one += 1
