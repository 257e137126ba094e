"""MemoryService: the one place every signal goes through, and the read side for the chat app."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from db import episodes as episode_queries
from db import migrate, queries, sessions
from db.engine import create_db_engine, make_session_factory
from db.locks import begin_write, lock_user
from db.tables import SignalLedger
from memory_service import context_page
from memory_service.errors import (
    ExtractionFailedError,
    ExtractorUnavailableError,
    InvalidInputError,
    SchemaNotReadyError,
)
from memory_service.extractors.base import Conversation, Extractor, KnownMemory
from memory_service.extractors.factory import build_extractor
from memory_service.extractors.rules import RulesExtractor
from memory_service.guards import db_errors, digest
from memory_service.language.redaction import redact
from memory_service.pipeline.writer import Observation, Proposal, Writer
from memory_service.recall import episodes, prompt
from memory_service.recall.usage import UsageRecorder
from memory_service.schemas import (
    ActivityPayload,
    ChatMessage,
    ConversationPayload,
    FeedbackPayload,
    MemoryCandidate,
    MemoryPublic,
    PatternsPayload,
    SessionActivityPayload,
    Signal,
    SignalOutcome,
    Source,
    check_identifier,
    parse,
)
from memory_service.settings import Settings
from memory_service.signals import feedback, patterns
from memory_service.tuning import MemoryConfig

logger = logging.getLogger(__name__)

SOURCE_OF_KIND: dict[str, Source] = {
    "conversation": "conversation",
    "feedback": "feedback",
    "patterns": "pattern",
}
KNOWN_MEMORIES_FOR_EXTRACTION = 150
PROMPT_EPISODES = 40
RECLAIM_CLAIMED_AFTER = timedelta(minutes=10)


@dataclass
class Batch:
    """What one signal proposes, built inside its transaction (after the repeat check)."""

    proposals: list[Proposal] = field(default_factory=list)
    skipped: str | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    archive_ids: list[uuid.UUID] = field(default_factory=list)
    archive_reason: str = ""


Build = Callable[[Session], Batch]


def _utcnow() -> datetime:
    return datetime.now(UTC)


class MemoryService:
    """Long-term memory for chat users: write path (three signals) and read path (prompt block)."""

    def __init__(
        self,
        database_url: str | None = None,
        *,
        engine: Engine | None = None,
        config: MemoryConfig | None = None,
        extractor: Extractor | None = None,
        clock: Callable[[], datetime] = _utcnow,
        usage_flush_interval_s: float = 5.0,
    ) -> None:
        if engine is None:
            if database_url is None:
                raise InvalidInputError("database_url: give a database URL or an engine")
            engine = create_db_engine(database_url)
        self.engine = engine
        self.config = config or MemoryConfig()
        self._sessions = make_session_factory(engine)
        self._extractor = extractor
        self.clock = clock
        self.usage = UsageRecorder(self._sessions, flush_interval_s=usage_flush_interval_s)

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> MemoryService:
        """Build the service from the environment (`Settings`), extractor included."""
        settings = settings or Settings()
        return cls(
            settings.database_url,
            config=settings.memory_config(),
            extractor=build_extractor(settings),
        )

    @property
    def extractor(self) -> Extractor:
        """The conversation extractor (the rules extractor unless one was given)."""
        if self._extractor is None:
            self._extractor = RulesExtractor()
        return self._extractor

    def close(self) -> None:
        """Flush usage counts and release database connections."""
        self.usage.close()
        self.engine.dispose()

    # -- transactions --------------------------------------------------------------------------

    @contextmanager
    def _read(self) -> Iterator[Session]:
        with db_errors(), self._sessions() as session:
            yield session

    @contextmanager
    def _write(self, user_id: str) -> Iterator[Session]:
        """One transaction holding the user's write lock; commits on success."""
        with db_errors(), self._sessions() as session, session.begin():
            begin_write(session)
            lock_user(session, user_id=user_id)
            yield session

    @contextmanager
    def _write_any(self) -> Iterator[Session]:
        """One writing transaction not tied to a user (housekeeping); commits on success."""
        with db_errors(), self._sessions() as session, session.begin():
            begin_write(session)
            yield session

    def _commit(self, signal: Signal, build: Build) -> SignalOutcome:
        """Apply a signal exactly once: ledger check, proposals, ledger row, all in one commit."""
        now = self.clock()
        with self._write(signal.user_id) as session:
            prior = _ledger_row(session, signal)
            if prior is not None:
                return _repeat(prior.status, prior.detail)
            batch = build(session)
            source = SOURCE_OF_KIND[signal.kind]
            writer = Writer(session, signal=signal, source=source, config=self.config, now=now)
            for memory_id in batch.archive_ids:
                writer.archive_by_id(memory_id, reason=batch.archive_reason)
            result = writer.apply(batch.proposals)
            if result.written or result.archived:
                _log_written(session, signal, source, result.touched, now)
            _add_ledger_row(
                session,
                signal,
                status="skipped" if batch.skipped else "done",
                at=now,
                memories_written=result.written,
                input_tokens=batch.input_tokens,
                output_tokens=batch.output_tokens,
                detail=batch.skipped,
            )
        return SignalOutcome(
            memories_written=result.written,
            skipped=batch.skipped,
            input_tokens=batch.input_tokens,
            output_tokens=batch.output_tokens,
        )

    def _record_failure(
        self, signal: Signal, reason: str, *, tokens: tuple[int, int] = (0, 0)
    ) -> None:
        """Record a signal that failed for good, so a redelivery does not try (and pay) again."""
        now = self.clock()
        with self._write(signal.user_id) as session:
            if _ledger_row(session, signal) is None:
                _add_ledger_row(
                    session,
                    signal,
                    status="failed",
                    at=now,
                    input_tokens=tokens[0],
                    output_tokens=tokens[1],
                    detail=reason[:2000],
                )

    def _prior(self, signal: Signal) -> SignalOutcome | None:
        with self._read() as session:
            prior = _ledger_row(session, signal)
            return _repeat(prior.status, prior.detail) if prior else None

    # -- the generic write path ----------------------------------------------------------------

    def write(
        self,
        user_id: str,
        *,
        kind: str,
        ref: str,
        candidates: Sequence[MemoryCandidate | dict[str, Any]],
    ) -> SignalOutcome:
        """Write the candidates one signal produced, exactly once per (user, kind, ref, content)."""
        if kind not in SOURCE_OF_KIND:
            raise InvalidInputError(f"kind: must be one of {sorted(SOURCE_OF_KIND)}")
        check_identifier(user_id, "user_id")
        check_identifier(ref, "ref")
        parsed = [
            c if isinstance(c, MemoryCandidate) else parse(MemoryCandidate, c, what="candidate")
            for c in candidates
        ]
        parsed = [_redact_candidate(c) for c in parsed]
        signal = Signal(
            user_id=user_id,
            kind=kind,
            ref=ref,
            content_hash=digest([c.model_dump() for c in parsed]),
        )
        now = self.clock()
        proposals = [Proposal(c, (Observation(kind, ref, now, c.excerpt),)) for c in parsed]
        return self._commit(signal, lambda _session: Batch(proposals=proposals))

    # -- signal 1: a chat session ends ---------------------------------------------------------

    def process_conversation(
        self, user_id: str, messages: Sequence[ChatMessage | dict[str, Any]], session_id: str
    ) -> int:
        """Extract and store what is worth remembering from a finished session; returns a count."""
        return self.ingest_conversation(user_id, messages, session_id).memories_written

    def ingest_conversation(
        self,
        user_id: str,
        messages: Sequence[ChatMessage | dict[str, Any]],
        session_id: str,
        *,
        final_attempt: bool = True,
    ) -> SignalOutcome:
        """`process_conversation` with the full outcome (skips, repeats, tokens)."""
        payload = parse(
            ConversationPayload,
            {"user_id": user_id, "session_id": session_id, "messages": messages},
            what="conversation",
        )
        return self._conversation(
            payload.user_id, payload.session_id, payload.messages, final_attempt=final_attempt
        )

    def _conversation(
        self, user_id: str, session_id: str, messages: Sequence[ChatMessage], *, final_attempt: bool
    ) -> SignalOutcome:
        clean = [m.model_copy(update={"content": redact(m.content)}) for m in messages]
        signal = Signal(
            user_id=user_id,
            kind="conversation",
            ref=session_id,
            content_hash=digest([m.model_dump(mode="json") for m in clean]),
        )
        prior = self._prior(signal)
        if prior is not None:
            self._close_buffer(user_id, session_id)
            return prior
        too_little = self._too_little_user_content(clean)
        if too_little:
            return self._commit(
                signal,
                self._conversation_batch(user_id, session_id, clean, Batch(skipped=too_little)),
            )
        conversation = Conversation(user_id=user_id, session_id=session_id, messages=clean)
        try:
            extraction = self.extractor.extract(conversation, self._known(user_id))
        except ExtractionFailedError as exc:
            tokens = (exc.input_tokens, exc.output_tokens)
            self._record_failure(signal, f"extraction failed: {exc}", tokens=tokens)
            raise
        except ExtractorUnavailableError as exc:
            if final_attempt:
                self._record_failure(signal, f"gave up after transient errors: {exc}")
            raise
        now = self.clock()
        candidates = [_redact_candidate(c) for c in extraction.candidates]
        batch = Batch(
            proposals=[
                Proposal(c, (Observation("conversation", session_id, now, c.excerpt),))
                for c in candidates
            ],
            input_tokens=extraction.input_tokens,
            output_tokens=extraction.output_tokens,
        )
        return self._commit(signal, self._conversation_batch(user_id, session_id, clean, batch))

    def _conversation_batch(
        self, user_id: str, session_id: str, messages: Sequence[ChatMessage], batch: Batch
    ) -> Build:
        """`batch`, after closing any buffered copy of the session and keeping its episodes."""

        def build(session: Session) -> Batch:
            now = self.clock()
            sessions.close(session, user_id=user_id, session_id=session_id, at=now)
            drafts = episodes.statements(messages, fallback_time=now)
            if episodes.keep(
                session, user_id=user_id, session_id=session_id, drafts=drafts, now=now
            ):
                episode_queries.trim_to(
                    session, user_id=user_id, keep=self.config.max_episodes_per_user
                )
            return batch

        return build

    def _too_little_user_content(self, messages: Sequence[ChatMessage]) -> str | None:
        user_turns = [m.content.strip() for m in messages if m.role == "user" and m.content.strip()]
        if not user_turns:
            return "too little user content: no user messages"
        if not self.extractor.paid:
            return None  # a free extractor may as well read "I'm vegan"
        if len(user_turns) < self.config.min_user_messages:
            return f"too little user content: {len(user_turns)} user messages"
        chars = sum(len(t) for t in user_turns)
        if chars < self.config.min_user_chars:
            return f"too little user content: {chars} characters"
        return None

    def _known(self, user_id: str) -> list[KnownMemory]:
        with self._read() as session:
            rows = queries.prompt_rows(session, user_id=user_id)
        ranked = sorted(rows, key=lambda r: (-int(r.critical), -r.occurrences, r.key))
        return [
            KnownMemory(key=r.key, content=r.content, entry_type=r.entry_type)
            for r in ranked[:KNOWN_MEMORIES_FOR_EXTRACTION]
        ]

    # -- idle sessions -------------------------------------------------------------------------

    def session_activity(
        self,
        user_id: str,
        session_id: str,
        messages: Sequence[ChatMessage | dict[str, Any]],
        *,
        batch_ref: str | None = None,
    ) -> int:
        """Buffer the turns since the last call; the idle sweep closes the session later."""
        payload = parse(
            SessionActivityPayload,
            {"user_id": user_id, "session_id": session_id, "messages": messages},
            what="session activity",
        )
        clean = [m.model_copy(update={"content": redact(m.content)}) for m in payload.messages]
        signal = Signal(
            user_id=payload.user_id,
            kind="session_activity",
            ref=_bounded_ref(f"{payload.session_id}:{batch_ref or uuid.uuid4().hex}"),
            content_hash=digest([m.model_dump(mode="json") for m in clean]),
        )
        now = self.clock()
        with self._write(payload.user_id) as session:
            if _ledger_row(session, signal) is not None:
                return 0
            sessions.append_turns(
                session,
                user_id=payload.user_id,
                session_id=payload.session_id,
                batch_ref=signal.ref,
                at=now,
                turns=[sessions.Turn(m.role, m.content, m.created_at) for m in clean],
            )
            _add_ledger_row(session, signal, status="done", at=now)
        return len(clean)

    def claim_idle_sessions(self, *, limit: int = 500) -> list[tuple[str, str]]:
        """Mark sessions idle past the timeout as being closed; returns (user_id, session_id)."""
        now = self.clock()
        idle_before = now - timedelta(seconds=self.config.idle_session_timeout_s)
        with self._write_any() as session:
            return sessions.claim_idle(
                session,
                idle_before=idle_before,
                reclaim_before=now - RECLAIM_CLAIMED_AFTER,
                at=now,
                limit=limit,
            )

    def close_session(
        self, user_id: str, session_id: str, *, final_attempt: bool = True
    ) -> SignalOutcome:
        """Process a buffered session as if the chat app had closed it."""
        with self._read() as session:
            turns = [
                ChatMessage.model_validate(
                    {"role": t.role, "content": t.content, "created_at": t.said_at}
                )
                for t in sessions.buffered_turns(session, user_id=user_id, session_id=session_id)
            ]
        if not turns:
            self._close_buffer(user_id, session_id)
            return SignalOutcome(skipped="no buffered turns")
        return self._conversation(user_id, session_id, turns, final_attempt=final_attempt)

    def _close_buffer(self, user_id: str, session_id: str) -> None:
        with self._write(user_id) as session:
            sessions.close(session, user_id=user_id, session_id=session_id, at=self.clock())

    # -- signal 2: an edited deliverable is approved -------------------------------------------

    def process_feedback(
        self, user_id: str, deliverable_id: str, original: str, edited: str
    ) -> int:
        """Learn from what the user changed before approving; returns memories written."""
        return self.ingest_feedback(user_id, deliverable_id, original, edited).memories_written

    def ingest_feedback(
        self, user_id: str, deliverable_id: str, original: str, edited: str
    ) -> SignalOutcome:
        """`process_feedback` with the full outcome."""
        payload = parse(
            FeedbackPayload,
            {
                "user_id": user_id,
                "deliverable_id": deliverable_id,
                "original": original,
                "edited": edited,
            },
            what="feedback",
        )
        signal = Signal(
            user_id=payload.user_id,
            kind="feedback",
            ref=payload.deliverable_id,
            content_hash=digest([payload.original, payload.edited]),
        )
        now = self.clock()

        def build(session: Session) -> Batch:
            proposals = feedback.proposals_for_approval(
                session,
                user_id=payload.user_id,
                deliverable_id=payload.deliverable_id,
                original=payload.original,
                edited=payload.edited,
                min_support=self.config.feedback_min_support,
                now=now,
            )
            return Batch(proposals=proposals)

        return self._commit(signal, build)

    # -- signal 3: activity patterns (nightly) --------------------------------------------------

    def process_patterns(self, user_id: str) -> int:
        """Detect recurring behaviour in the user's activity; returns memories written."""
        return self.ingest_patterns(user_id).memories_written

    def ingest_patterns(self, user_id: str) -> SignalOutcome:
        """`process_patterns` with the full outcome."""
        payload = parse(PatternsPayload, {"user_id": user_id}, what="patterns request")
        now = self.clock()
        with self._read() as session:
            detected = patterns.detect(
                session, user_id=payload.user_id, now=now, config=self.config
            )
        signal = Signal(
            user_id=payload.user_id,
            kind="patterns",
            ref=now.date().isoformat(),
            content_hash=digest(detected.fingerprint()),
        )

        def build(session: Session) -> Batch:
            return Batch(
                proposals=detected.proposals,
                archive_ids=patterns.stale_pattern_ids(
                    session,
                    user_id=payload.user_id,
                    detected=detected,
                    now=now,
                    config=self.config,
                ),
                archive_reason="the pattern no longer holds in recent activity",
            )

        return self._commit(signal, build)

    # -- activity --------------------------------------------------------------------------------

    def record_activity(
        self,
        user_id: str,
        event_type: str,
        occurred_at: datetime | str | None = None,
        summary: str | None = None,
        metadata: dict[str, Any] | None = None,
        *,
        dedup_key: str | None = None,
    ) -> int:
        """Append an activity event (pattern detection reads these); returns its id."""
        payload = parse(
            ActivityPayload,
            {
                "user_id": user_id,
                "event_type": event_type,
                "occurred_at": occurred_at,
                "summary": summary,
                "metadata": metadata,
            },
            what="activity",
        )
        now = self.clock()
        with self._write_any() as session:
            if dedup_key:
                prior = queries.activity_by_dedup_key(
                    session, user_id=payload.user_id, dedup_key=dedup_key[:255]
                )
                if prior is not None:
                    return prior.id
            event = queries.add_activity(
                session,
                user_id=payload.user_id,
                event_type=payload.event_type,
                occurred_at=payload.occurred_at or now,
                created_at=now,
                summary=redact(payload.summary) if payload.summary else None,
                details=payload.metadata,
                dedup_key=dedup_key[:255] if dedup_key else None,
            )
            session.flush()
            return event.id

    def users_with_recent_activity(self, *, days: int = 42) -> list[str]:
        """Users whose activity could hold a pattern (the nightly fan-out's list)."""
        with self._read() as session:
            return queries.users_active_since(
                session,
                since=self.clock() - timedelta(days=days),
                exclude_types=patterns.INTERNAL_EVENT_TYPES,
            )

    # -- read side -------------------------------------------------------------------------------

    def get_for_prompt(
        self, user_id: str, token_budget: int = 2000, query: str | None = None
    ) -> str:
        """The memory block for a system prompt: critical first, within `token_budget` tokens."""
        if not isinstance(token_budget, int) or token_budget < 0:
            raise InvalidInputError("token_budget: must be a non-negative integer")
        check_identifier(user_id, "user_id")
        now = self.clock()
        recalled: list[episodes.Recalled] = []
        with self._read() as session:
            rows = queries.prompt_rows(session, user_id=user_id)
            if query and query.strip():
                recalled = episodes.recall(
                    session, user_id=user_id, query=query, now=now, limit=PROMPT_EPISODES
                )
        rendered = prompt.render(
            rows,
            token_budget=token_budget,
            query=query,
            now=now,
            episodes=[prompt.EpisodeLine(e.content, e.said_at, e.score) for e in recalled],
        )
        self.usage.record(rendered.memory_ids, now)
        return rendered.text

    def list_memories(self, user_id: str, *, include_archived: bool = True) -> list[MemoryPublic]:
        """Everything remembered about the user: active first; archived ones flagged by status."""
        with self._read() as session:
            return context_page.list_memories(
                session, user_id=user_id, include_archived=include_archived
            )

    def recall_episodes(
        self, user_id: str, query: str, *, limit: int = 20
    ) -> list[episodes.Recalled]:
        """The user's past statements most relevant to `query` (dated), best first."""
        check_identifier(user_id, "user_id")
        with self._read() as session:
            return episodes.recall(
                session, user_id=user_id, query=query, now=self.clock(), limit=limit
            )

    def memories_by_type(self, user_id: str, entry_type: str) -> list[MemoryPublic]:
        """Active memories of one entry type, highest confidence then most recent first."""
        with self._read() as session:
            return context_page.by_type(session, user_id=user_id, entry_type=entry_type)

    def memories_with_tag(self, user_id: str, tag: str) -> list[MemoryPublic]:
        """Active memories carrying `tag`."""
        with self._read() as session:
            return context_page.with_tag(session, user_id=user_id, tag=tag)

    def relevant_memories(
        self, user_id: str, context: str, *, limit: int = 5
    ) -> list[MemoryPublic]:
        """Active memories most relevant to a context string (lexical relevance, then strength)."""
        with self._read() as session:
            return context_page.relevant(
                session, user_id=user_id, context=context, limit=limit, now=self.clock()
            )

    def explain(self, user_id: str, memory_id: uuid.UUID | str) -> dict[str, Any]:
        """Why a memory is remembered: its evidence and its history."""
        with self._read() as session:
            return context_page.explain(session, user_id=user_id, memory_id=_uuid(memory_id))

    # -- the Context page ------------------------------------------------------------------------

    def edit_memory(self, user_id: str, memory_id: uuid.UUID | str, content: str) -> MemoryPublic:
        """Replace a memory's wording; it becomes user-authored and protected from then on."""
        with self._write(user_id) as session:
            return context_page.edit(
                session,
                user_id=user_id,
                memory_id=_uuid(memory_id),
                content=content,
                now=self.clock(),
            )

    def delete_memory(self, user_id: str, memory_id: uuid.UUID | str) -> None:
        """Delete one memory and its evidence; its audit trail keeps no wording."""
        with self._write(user_id) as session:
            context_page.delete_memory(
                session, user_id=user_id, memory_id=_uuid(memory_id), now=self.clock()
            )

    def rate_memory(
        self, user_id: str, memory_id: uuid.UUID | str, *, helpful: bool
    ) -> MemoryPublic:
        """Feedback on a memory's usefulness: raises or lowers its importance."""
        with self._write(user_id) as session:
            return context_page.rate(
                session,
                user_id=user_id,
                memory_id=_uuid(memory_id),
                helpful=helpful,
                now=self.clock(),
            )

    def forget_user(self, user_id: str) -> dict[str, int]:
        """Erase every row about the user in every table; returns rows deleted per table."""
        check_identifier(user_id, "user_id")
        with self._write(user_id) as session:
            return queries.delete_user_rows(session, user_id=user_id)

    def export_user(self, user_id: str) -> dict[str, Any]:
        """Everything held about the user, as JSON-ready data."""
        check_identifier(user_id, "user_id")
        with self._read() as session:
            return context_page.export(session, user_id=user_id, now=self.clock())

    # -- housekeeping ----------------------------------------------------------------------------

    def cleanup(self) -> dict[str, int]:
        """Retention: purge old archives, ledger rows and activity; archive faded memories."""
        with self._write_any() as session:
            return context_page.cleanup(session, config=self.config, now=self.clock())

    def knows_user(self, user_id: str) -> bool:
        """True when anything at all is stored about the user."""
        with self._read() as session:
            return queries.user_exists(session, user_id=user_id)

    def check_schema(self) -> None:
        """Raise SchemaNotReadyError unless the database is at this version's schema."""
        with db_errors():
            current = migrate.current_revision(self.engine)
        head = migrate.head_revision()
        if current != head:
            state = "not migrated" if current is None else f"at revision {current}, not {head}"
            raise SchemaNotReadyError(f"the database is {state}: run `memory-worker migrate`")

    def stats(self) -> dict[str, Any]:
        """Counts across all users: memories, signals by kind and status, tokens spent."""
        with self._read() as session:
            return context_page.stats(session)

    def flush_usage(self) -> None:
        """Write buffered usage counts now (they are otherwise written in the background)."""
        self.usage.flush()


def _bounded_ref(ref: str) -> str:
    """A ledger ref within the column's 255 characters, still unique when cut."""
    return ref if len(ref) <= 255 else f"{ref[:190]}:{digest(ref)}"


def _ledger_row(session: Session, signal: Signal) -> SignalLedger | None:
    return queries.ledger_entry(
        session,
        user_id=signal.user_id,
        kind=signal.kind,
        ref=signal.ref,
        content_hash=signal.content_hash,
    )


def _add_ledger_row(
    session: Session, signal: Signal, *, status: str, at: datetime, **counts: Any
) -> None:
    queries.add_ledger(
        session,
        user_id=signal.user_id,
        kind=signal.kind,
        ref=signal.ref,
        content_hash=signal.content_hash,
        status=status,
        at=at,
        **counts,
    )


def _repeat(status: str, detail: str | None) -> SignalOutcome:
    reason = "already processed"
    if status == "failed":
        reason = f"failed earlier: {detail}" if detail else "failed earlier"
    elif status == "skipped" and detail:
        reason = f"already processed ({detail})"
    return SignalOutcome(memories_written=0, skipped=reason, repeat=True)


def _redact_candidate(candidate: MemoryCandidate) -> MemoryCandidate:
    content = redact(candidate.content)
    excerpt = redact(candidate.excerpt) if candidate.excerpt else None
    if content == candidate.content and excerpt == candidate.excerpt:
        return candidate
    return candidate.model_copy(update={"content": content, "excerpt": excerpt})


def _uuid(value: uuid.UUID | str) -> uuid.UUID:
    if isinstance(value, uuid.UUID):
        return value
    try:
        return uuid.UUID(str(value))
    except ValueError:
        raise InvalidInputError(f"memory_id: not a memory id: {value!r}") from None


def _log_written(
    session: Session, signal: Signal, source: str, touched: Sequence[Any], now: datetime
) -> None:
    """ADR-064: every signal that wrote something leaves a `memory_written` event."""
    first = touched[0].content if touched else ""
    summary = f"Noted: {first[:60]}" + ("..." if len(first) > 60 else "")
    queries.add_activity(
        session,
        user_id=signal.user_id,
        event_type="memory_written",
        occurred_at=now,
        created_at=now,
        summary=summary,
        details={
            "keys": sorted({row.key for row in touched}),
            "source": source,
            "signal_kind": signal.kind,
            "signal_ref": signal.ref,
            "count": len(touched),
        },
    )
