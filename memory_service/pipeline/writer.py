"""The write rules: how one signal's candidates land in `user_context` (the dedup).

Called inside the signal's transaction with the user's write lock held. For each candidate:
1. same normalised content as an active memory: reinforce it;
2. same key: reinforce when the wording is a near-duplicate, otherwise the newer observation
   supersedes (the old row is archived with `superseded_by`, its evidence carries over), unless
   it is said as a second one ("I also work at a bakery") on a key that can hold one beside
   the first (`KeySpace.beside`): then it goes on under `<key>.<its own words>`;
3. a near-duplicate of the same entry type under another key: reinforce, keeping the more
   specific wording (conversation signals only: feedback and pattern keys name their subject
   exactly, and their templated wordings share most words);
4. otherwise insert.
Evidence carries over on supersede only when the new wording refines the old one (one holds
every content word of the other: the same value, said more fully). A different value starts
from its own support: its confidence, occurrences and evidence describe the current value, and
earlier values stay in the archived rows of its history (`superseded_by`). Feedback and pattern
proposals already carry their complete support as observations, so theirs never carries (a
preference that flipped must not count the approvals that went the other way).
Rows the user wrote (`source = user`) are never rewritten or archived by these rules: a
conflicting candidate is recorded as `rejected`. Occurrences are the count of distinct evidence,
so a signal observed twice never counts twice.

A signal's writes take a handful of statements whatever the user holds: one read of the rows
its candidates can match (with their evidence from this signal and the user's active count),
then, at the end, one flush of the changed and new rows, one multi-row INSERT of evidence and
one of history. The cap reads every active row only when the user is over it.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from db import episodes as episode_queries
from db import queries
from db.tables import UserContext
from memory_service import keys
from memory_service.language import statement_words as sw
from memory_service.language.text import (
    content_terms,
    more_specific,
    normalise,
    similarity,
    stem,
    words,
)
from memory_service.pipeline.book import Book, lookup_shapes, opposed, stored_terms
from memory_service.pipeline.outcome import WriteResult, derive_confidence
from memory_service.pipeline.signal import Observation, Proposal, Signal
from memory_service.pipeline.vector_index import VectorIndex
from memory_service.recall.decay import reinforced_stability, retention_score, retrievability
from memory_service.recall.embeddings import Embedder
from memory_service.schemas import CONFIDENCE_RANK, MemoryCandidate, Source
from memory_service.tuning import MemoryConfig


class Writer:
    """Applies one signal's proposals for one user inside the caller's transaction."""

    def __init__(
        self,
        session: Session,
        *,
        signal: Signal,
        source: Source,
        config: MemoryConfig,
        now: datetime,
        embedder: Embedder | None = None,
    ) -> None:
        self.session = session
        self.signal = signal
        self.source = source
        self.config = config
        self.now = now
        self.result = WriteResult()
        self.book = Book([])
        self.embedder = embedder
        self.active = 0
        """The user's active memories, as the rules change them (counted up to the cap + 1)."""
        self._counted_all = True
        self.seen: dict[uuid.UUID, set[tuple[str, str]]] = {}
        """Per row, the (kind, ref) of the evidence it holds among this signal's observations."""
        self._evidence: list[dict[str, Any]] = []
        self._history_rows: list[dict[str, Any]] = []
        self._copies: list[tuple[uuid.UUID, uuid.UUID]] = []
        self._forgotten: set[str] = set()
        self._replaced: list[tuple[UserContext, UserContext]] = []

    def load(self, proposals: Sequence[Proposal], ids: Sequence[uuid.UUID] = ()) -> None:
        """Read the rows these proposals (and the memories `ids`) can touch, in one statement."""
        candidates = [p.candidate for p in proposals]
        retracting = [
            c.key for c in candidates if c.action == "retract" or _retracting(c.excerpt, c.content)
        ]
        retracting += [c.key for c in candidates if _beside(c)]  # the second ones kept so far
        near = [c.content for c in candidates] if self.source == "conversation" else []
        found = queries.write_set(
            self.session,
            user_id=self.signal.user_id,
            keys=sorted({c.key for c in candidates}),
            shapes=lookup_shapes(
                self.signal.user_id,
                [c.content for c in candidates],
                near,
                self.config.near_duplicate_threshold,
            ),
            under_keys=sorted(set(retracting)),
            ids=ids,
            observed=sorted({(o.kind, o.ref) for p in proposals for o in p.observations}),
            count_up_to=self.config.max_active_per_user + 1,
        )
        for row in found.rows:
            if row.terms is None:  # written before the words were stored: store them now
                row.terms = stored_terms(row.user_id, row.content)
        self.book = Book(found.rows)
        self.active = found.active
        self._counted_all = found.active <= self.config.max_active_per_user
        self.seen = found.seen

    def apply(self, proposals: Sequence[Proposal]) -> WriteResult:
        """Apply every proposal in order, then hold the per-user cap."""
        wordings = [p.candidate.content for p in proposals if p.candidate.action == "remember"]
        if self.embedder is not None and wordings:
            self.book.attach(VectorIndex(self.embedder), wordings)
        for proposal in proposals:
            before = len(self.result.touched)
            self._apply_one(proposal)
            if proposal.candidate.action == "remember" and len(self.result.touched) > before:
                self.result.landed.append((proposal, self.result.touched[-1].id))
        self._enforce_cap()
        self._flush()
        return self.result

    def _flush(self) -> None:
        """Write what the rules decided: rows, then links, copied evidence, evidence, history."""
        self.session.flush()  # UPDATEs before INSERTs: an archived key's slot is free in time
        for old, new in self._replaced:
            old.superseded_by = new.id
        if self._replaced:
            self.session.flush()
        for from_id, to_id in self._copies:
            queries.copy_evidence(self.session, from_id=from_id, to_id=to_id)
        queries.add_evidence_rows(self.session, rows=self._evidence)
        queries.add_history_rows(self.session, rows=self._history_rows)
        self._replaced, self._copies, self._evidence, self._history_rows = [], [], [], []

    def archive_by_id(self, memory_id: uuid.UUID, *, reason: str) -> None:
        """Archive one of the user's active, automatic memories (never a user-authored one)."""
        row = self.book.rows.get(memory_id)
        if row is None or row.source == "user":
            return
        self._archive(row, reason)
        self.result.archived += 1
        self.result.touched.append(row)

    def _apply_one(self, proposal: Proposal) -> None:
        candidate = proposal.candidate
        if candidate.action == "retract":
            self._retract(candidate)
            return
        if _retracting(candidate.excerpt, candidate.content):
            # "Forget that I'm allergic to peanuts" takes the fact back; it never reinforces it.
            self._retract(candidate.model_copy(update={"action": "retract"}))
            return
        exact = self.book.by_norm.get(normalise(candidate.content))
        if exact is not None and not opposed(exact.polarity, candidate.polarity):
            self._reinforce(exact, proposal, reword=False)
            return
        terms = content_terms(candidate.content)
        same_key = self.book.by_key.get(candidate.key)
        threshold = self.config.near_duplicate_threshold
        if same_key is not None and _beside(candidate):
            new = terms - self.book.terms[same_key.id]
            if new and similarity(terms, self.book.terms[same_key.id]) < threshold:
                own = dict.fromkeys(w for w in words(candidate.content) if stem(w) in new)
                key = f"{candidate.key}.{keys.segment(' '.join(own))}"
                candidate = candidate.model_copy(update={"key": key})
                proposal = replace(proposal, candidate=candidate)
                same_key = self.book.by_key.get(key)
        if same_key is not None:
            same_stance = same_key.polarity is not None and same_key.polarity == candidate.polarity
            if same_stance or similarity(terms, self.book.terms[same_key.id]) >= threshold:
                self._reinforce(same_key, proposal, reword=True)
            elif same_key.source == "user":
                self._reject(same_key, candidate)
            else:
                self._supersede(same_key, proposal)
            return
        near = (
            self.book.nearest(
                candidate.entry_type,
                terms,
                threshold,
                candidate.polarity,
                candidate.content,
                key=candidate.key,
                critical=candidate.critical,
            )
            if self.source == "conversation"
            else None
        )
        if near is not None:
            self._reinforce(near, proposal, reword=True)
            return
        self._insert(proposal)

    # -- the four outcomes ---------------------------------------------------------------------

    def _reinforce(self, row: UserContext, proposal: Proposal, *, reword: bool) -> None:
        candidate = proposal.candidate
        added = self._add_evidence(row, proposal.observations)
        if not added:
            return  # the same observation again: nothing new to learn
        recall = retrievability(row.stability_days, row.last_observed_at, self.now)
        row.stability_days = reinforced_stability(row.stability_days, recall)
        row.occurrences += added
        row.last_observed_at = self.now
        row.updated_at = self.now
        old_content = row.content
        if row.source != "user":
            row.confidence = derive_confidence(
                row.occurrences,
                max(row.confidence, candidate.confidence, key=CONFIDENCE_RANK.__getitem__),
                high_at=self.config.high_confidence_occurrences,
                inferred=keys.CHOICE.holds(row.key),
            )
            row.importance = max(row.importance, candidate.importance)
            row.critical = row.critical or candidate.critical
            row.tags = sorted(set(row.tags) | set(candidate.tags))
            if reword and more_specific(candidate.content, row.content):
                self.book.reword(row, candidate.content)
        else:
            row.confidence = "high"
        self._history(
            row.id,
            "reinforced",
            old=old_content if row.content != old_content else None,
            new=row.content,
            reason=f"observed again ({row.occurrences} observations)",
        )
        self.result.reinforced += 1
        self.result.touched.append(row)

    def _supersede(self, old: UserContext, proposal: Proposal) -> None:
        reason = f"superseded by a newer observation ({self.signal.kind} {self.signal.ref})"
        _archived(old, reason, self.now)
        self.book.remove(old)
        self.active -= 1
        new = self._new_row(proposal.candidate)
        self._replaced.append((old, new))
        carried = 0
        if self.source == "conversation" and _refines(old.content, new.content):
            self._carry_evidence(old, new)
            carried = old.occurrences
        added = self._add_evidence(new, proposal.observations)
        new.occurrences = max(carried + added, 1)
        new.confidence = derive_confidence(
            new.occurrences,
            proposal.candidate.confidence,
            high_at=self.config.high_confidence_occurrences,
            inferred=keys.CHOICE.holds(new.key),
        )
        self._history(old.id, "superseded", old=old.content, new=new.content, reason=reason)
        self._history(new.id, "created", new=new.content, reason=f"replaces {old.id}")
        self.result.superseded += 1
        self.result.touched.append(new)

    def _carry_evidence(self, old: UserContext, new: UserContext) -> None:
        """The new row gets the old one's evidence: what is stored (copied in the database when
        the rows are written) and what this signal added to it so far."""
        self._copies.append((old.id, new.id))
        self._evidence.extend(
            dict(row, memory_id=new.id) for row in self._evidence if row["memory_id"] == old.id
        )
        self.seen[new.id] = set(self.seen.get(old.id, ()))

    def _reject(self, row: UserContext, candidate: MemoryCandidate) -> None:
        self._history(
            row.id,
            "rejected",
            old=row.content,
            new=candidate.content,
            reason="the user's own wording stands; automatic signals do not overwrite it",
        )
        self.result.rejected += 1

    def _insert(self, proposal: Proposal) -> None:
        row = self._new_row(proposal.candidate)
        added = self._add_evidence(row, proposal.observations)
        row.occurrences = max(added, 1)
        row.confidence = derive_confidence(
            row.occurrences,
            proposal.candidate.confidence,
            high_at=self.config.high_confidence_occurrences,
            inferred=keys.CHOICE.holds(row.key),
        )
        self._history(row.id, "created", new=row.content)
        self.result.created += 1
        self.result.touched.append(row)

    def _retract(self, candidate: MemoryCandidate) -> None:
        """Archive the automatic memories under the candidate's key or prefix holding its words."""
        every = candidate.content.strip() in ("*", sw.FORGET_EVERYTHING)
        # An ending ("we broke up", "I graduated") is a life that changed, not a statement taken
        # back: what they said when it was true stays, dated, with their other episodes.
        excerpt = sw.tidy((candidate.excerpt or "").strip())
        ended = sw.ENDED.match(excerpt) is not None
        asked = sw.FORGET.match(excerpt) is not None
        named: dict[str, None] = {}
        keeps_safety = asked and (
            _KEEPS_SAFETY.search(excerpt) or sw.by_name_alone(excerpt) or sw.about_a_name(excerpt)
        )
        for row in list(self.book.rows.values()):
            if not takes_back(candidate, row.key, row.content):
                continue
            if row.critical and keeps_safety:
                continue  # "forget Rex but remember I'm allergic to peanuts", "forget Peanut"
            if row.source == "user":
                self._reject(row, candidate)
                continue
            said = f"({self.signal.kind} {self.signal.ref})"
            self._archive(row, f"ended {said}" if ended else f"retracted by the user {said}")
            self.result.archived += 1
            self.result.touched.append(row)
            if not ended:  # what they said that became this memory is taken back with it
                episode_queries.delete_for_memories(
                    self.session, user_id=self.signal.user_id, memory_ids=[row.id]
                )
            if asked and row.key.startswith(_PEOPLE_KEYS):
                named.update(dict.fromkeys(_NAME.findall(row.content)))
        self._forget_names(named)
        everything = sw.FORGET_EVERYTHING
        if asked and candidate.content.strip() == everything and everything not in self._forgotten:
            # "forget everything you know about me": what they said goes with the memories
            self._forgotten.add(everything)
            episode_queries.delete_all(self.session, user_id=self.signal.user_id)
        elif asked and not every:
            for part in candidate.content.split("|"):
                self._forget_said(part.strip())

    def _forget_names(self, named: dict[str, None]) -> None:
        """ "Forget my kids' names": "Mia is 7 and Leo is 4" goes with "Their kids are called Mia
        and Leo", unless a memory still held names it ("Lives in Leeds" keeps what they said of
        Leeds when a sister who lives there is forgotten)."""
        if not named:
            return
        held = {w for row in self.book.rows.values() for w in _NAME.findall(f" {row.content}")}
        for name in named:
            if name not in held:
                self._forget_said(name)

    def _forget_said(self, what: str) -> None:
        """ "Forget what I said about my salary": the statements (and the replies that echoed
        them) holding all of its words go, not only the memories."""
        terms = content_terms(what)
        if not terms or what in self._forgotten:
            return
        self._forgotten.add(what)
        episode_queries.delete_holding(
            self.session,
            user_id=self.signal.user_id,
            holds=lambda text: terms <= content_terms(text) and not sw.RETRACT.match(text),
            terms=words(what),
        )

    # -- helpers -------------------------------------------------------------------------------

    def _new_row(self, candidate: MemoryCandidate) -> UserContext:
        row = queries.add_memory(
            self.session,
            id=uuid.uuid4(),
            user_id=self.signal.user_id,
            key=candidate.key,
            content=candidate.content,
            entry_type=candidate.entry_type,
            critical=candidate.critical,
            tags=list(candidate.tags),
            source=self.source,
            confidence=candidate.confidence,
            occurrences=1,
            importance=candidate.importance,
            polarity=candidate.polarity,
            stability_days=self.config.base_stability_days,
            use_count=0,
            status="active",
            created_at=self.now,
            updated_at=self.now,
            last_observed_at=self.now,
        )
        self.book.add(row)
        self.active += 1
        return row

    def _add_evidence(self, row: UserContext, observations: Sequence[Observation]) -> int:
        """Queue the observations of `row` it does not hold yet; returns how many were new."""
        fresh = {(obs.kind, obs.ref): obs for obs in reversed(observations)}
        seen = self.seen.setdefault(row.id, set())
        added = 0
        for ref, obs in fresh.items():
            if ref in seen:
                continue
            seen.add(ref)
            added += 1
            self._evidence.append(
                {
                    "memory_id": row.id,
                    "user_id": self.signal.user_id,
                    "signal_kind": obs.kind,
                    "signal_ref": obs.ref,
                    "excerpt": obs.excerpt,
                    "observed_at": obs.observed_at,
                }
            )
        return added

    def _history(
        self,
        memory_id: uuid.UUID,
        action: str,
        *,
        old: str | None = None,
        new: str | None = None,
        reason: str | None = None,
    ) -> None:
        self._history_rows.append(
            _history_row(
                self.signal.user_id,
                memory_id,
                action,
                self.now,
                old=old,
                new=new,
                reason=reason,
                signal=self.signal,
            )
        )

    def _archive(self, row: UserContext, reason: str) -> None:
        _archived(row, reason, self.now)
        self._history(row.id, "archived", old=row.content, reason=reason)
        self.book.remove(row)
        self.active -= 1

    def _enforce_cap(self) -> None:
        if self._counted_all and self.active <= self.config.max_active_per_user:
            return
        for row in queries.active_memories(self.session, user_id=self.signal.user_id):
            if row.id not in self.book.rows:
                self.book.add(row)
        excess = len(self.book.rows) - self.config.max_active_per_user
        touched = {row.id for row in self.result.touched}
        evictable = [
            row
            for row in self.book.rows.values()
            if not row.critical and row.source != "user" and row.id not in touched
        ]
        evictable.sort(key=lambda row: (self._retention(row), row.created_at, str(row.id)))
        reason = (
            f"over the cap of {self.config.max_active_per_user} active memories: "
            "the weakest by retention score is archived"
        )
        for row in evictable[:excess]:
            self._archive(row, reason)
            self.result.archived += 1

    def _retention(self, row: UserContext) -> float:
        return retention_score(
            confidence=row.confidence,
            importance=row.importance,
            stability_days=row.stability_days,
            last_observed_at=row.last_observed_at,
            use_count=row.use_count,
            now=self.now,
        )


_LIMITS = frozenset({"not", "avoid", "skip", "stop", "without", "less", "fewer", "limit", "max"})
"""Stems of a memory that forbids or limits (negations are all "not" in `content_terms`)."""


_KEEPS_SAFETY = re.compile(
    r"\bbut\s+(?:please\s+)?(?:do\s+)?(?:remember|keep|don't\s+forget|do\s+not\s+forget|not)\b"
    r"|[,;]\s*(?:and\s+)?(?:please\s+)?(?:remember|keep|don't\s+forget|do\s+not\s+forget)\b"
    r"|[,;]\s*(?:and\s+)?[^,;]*\b(?:I(?:'m|\s+am)\s+still|still\s+(?:a\s+)?no-go)\b",
    re.I,
)
"""A request to forget that keeps the safety facts: one whose own clause says to keep or remember
something ("forget Rex but remember I'm allergic to peanuts", "forget Jake, I'm still on
insulin"). One that names a person or a pet alone keeps them too (`by_name_alone`: "forget
Peanut" beside "Allergic to peanuts"). An allergy, a condition or a medicine goes only when it is
named as what to forget."""
_PEOPLE_KEYS = ("family.", "about.")
"""Keys whose memories name the people (and pets) a request to forget may be about."""
_NAME = re.compile(
    r"(?<=\s)(?!(?:I|Their|They|Them|The|Has|Is|Named|Called|January|February|March|April|May"
    r"|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday"
    r"|Friday|Saturday|Sunday)\b)[A-Z][a-z]{2,}\b"
)
"""A name in a memory's wording, after its first word ("Has a daughter named Ella": "Ella")."""


_SAYS_NO = re.compile(
    r"^(?:(?:does|do|is|are|has|have)\s*(?:not|n't)|doesn't|don't|isn't|never|no|not|avoids?"
    r"|stopped|quit|gave\s+up|off)\b",
    re.I,
)
"""A memory that already says no ("Does not drink alcohol", "Never had a cat", "Avoids meat"): a
denial of the same thing leaves it."""


def _one_of_a_list(candidate: MemoryCandidate, content: str) -> bool:
    """True when what a denial names is one of a list the memory holds ("I don't speak Italian"
    beside "Speaks French and Italian", "Milo isn't mine" beside "Has two cats, Oscar and
    Milo"): archiving it would lose the others, so it stays (a denial does not rewrite)."""
    denied = {word for part in candidate.content.split("|") for word in words(part)}
    return any(
        any(set(words(item)) & denied for item in sw.split_list(found.group()))
        for found in sw.NAME_LIST.finditer(content)
    )


def takes_back(candidate: MemoryCandidate, key: str, content: str) -> bool:
    """True when a retract candidate takes back the memory with this key and wording."""
    # Word stems: "I stopped taking metformin" takes back "Takes metformin"; "|" separates
    # wordings of one thing ("salary | earns": "forget my salary" takes back "Earns ...").
    if not (key == candidate.key or key.startswith(candidate.key + ".")):
        return False
    if candidate.polarity == -1 and _SAYS_NO.match(content):
        return False  # a denial of what the memory already denies ("Has no children")
    if candidate.content.strip() in ("*", sw.FORGET_EVERYTHING):
        return True
    held = content_terms(content)
    if candidate.polarity == 1:  # leave given: what forbids or limits it goes, not what asks for it
        return not (content_terms(candidate.content) <= held and not held & _LIMITS)
    if candidate.polarity == -1 and _one_of_a_list(candidate, content):
        return False  # one of a list denied: the list stays rather than lose the rest
    wanted = (content_terms(part) for part in candidate.content.split("|"))
    return any(terms and terms <= held for terms in wanted)


def _retracting(excerpt: str | None, content: str) -> bool:
    """True when the words a candidate came from ask to take back what the candidate says.

    "Forget that I'm allergic to peanuts" retracts "Allergic to peanuts"; "I don't live in
    Hamburg anymore, I moved to Bremen" does not retract "Moved to Bremen", nor "Actually scratch
    that, I live in Hamburg" "Lives in Hamburg".
    """
    match = sw.RETRACT.match(sw.tidy(excerpt.strip())) if excerpt else None
    if match is None:
        return False
    what = " ".join(g for g in match.groups() if g).lstrip()
    if what[:1] in (",", ";", ":", "-", "—"):
        return False  # "scratch that, I live in Hamburg": "that" was said before; this is new
    taken_back = content_terms(what)
    said = content_terms(content)
    return bool(said) and said <= taken_back


def _beside(candidate: MemoryCandidate) -> bool:
    """True when the candidate is said as a second one ("I also work at a bakery", "our second
    baby") on a key that can hold one beside the first (`KeySpace.beside`)."""
    space = keys.space_of(candidate.key)
    return (
        space is not None
        and space.beside
        and candidate.key == space.name
        and sw.ADDITION.search(candidate.excerpt or "") is not None
    )


def _refines(old: str, new: str) -> bool:
    """True when one wording holds every content word of the other: the same value, refined.

    "Lives in Hamburg" -> "Lives in Hamburg, Germany" refines; "Lives in Berlin" -> "Lives in
    Munich" replaces the value, and the new one starts from its own support.
    """
    old_terms, new_terms = content_terms(old), content_terms(new)
    return (
        bool(old_terms) and bool(new_terms) and (old_terms <= new_terms or new_terms <= old_terms)
    )


def archive(
    session: Session, row: UserContext, *, reason: str, now: datetime, signal: Signal | None = None
) -> None:
    """Archive one memory with a reason and an audit record."""
    _archived(row, reason, now)
    queries.add_history(
        session,
        user_id=row.user_id,
        memory_id=row.id,
        action="archived",
        at=now,
        old_content=row.content,
        reason=reason,
        signal_kind=signal.kind if signal else None,
        signal_ref=signal.ref if signal else None,
    )


def _archived(row: UserContext, reason: str, now: datetime) -> None:
    row.status = "archived"
    row.archived_at = now
    row.updated_at = now
    row.archive_reason = reason


def _history_row(
    user_id: str,
    memory_id: uuid.UUID | None,
    action: str,
    at: datetime,
    *,
    old: str | None = None,
    new: str | None = None,
    reason: str | None = None,
    signal: Signal | None = None,
) -> dict[str, Any]:
    """One `memory_history` row as the multi-row INSERT takes it."""
    return {
        "user_id": user_id,
        "memory_id": memory_id,
        "action": action,
        "old_content": old,
        "new_content": new,
        "reason": reason,
        "signal_kind": signal.kind if signal else None,
        "signal_ref": signal.ref if signal else None,
        "created_at": at,
    }
