"""MemoryService: the one place every signal goes through, and the read side for the chat app.

Each public method validates its plain arguments into a payload and hands it to the stage that
does the work: `pipeline.ingest` (signals in), `recall` (the prompt block), `user_memories` (the
Context page) and `housekeeping`. The worker's tasks parse their own payloads and call `ingest`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import Engine

from db import queries
from db.engine import create_db_engine, make_session_factory
from memory_service import erasure, user_memories
from memory_service.context_ops import ENTRY_TYPES, ContextOperations
from memory_service.errors import InvalidInputError
from memory_service.extractors.base import Extractor
from memory_service.extractors.factory import build_extractor
from memory_service.extractors.rules import RulesExtractor
from memory_service.limits import check_page_size, check_query, trim_messages
from memory_service.operations import Operations
from memory_service.pipeline import embedding
from memory_service.pipeline.batching import BatchExtraction
from memory_service.pipeline.ingest import Ingest
from memory_service.pipeline.signal import Batch, observed_once
from memory_service.pipeline.unit_of_work import UnitOfWork
from memory_service.recall import cached, episodes, prompt, semantic
from memory_service.recall.embeddings import Embedder, build_embedder
from memory_service.recall.layout import Rendered
from memory_service.recall.memo import Memo
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
    SessionRef,
    SignalOutcome,
    check_identifier,
    parse,
)
from memory_service.settings import Settings
from memory_service.signals import direct
from memory_service.signals.activity import RECENT_ACTIVITY_DAYS
from memory_service.tuning import MemoryConfig

T = TypeVar("T")
MessagesIn = Sequence[ChatMessage | dict[str, Any]]
CandidatesIn = Sequence[MemoryCandidate | dict[str, Any]]


def _utcnow() -> datetime:
    return datetime.now(UTC)


def after_commit(embedder: Embedder | None) -> Callable[[UnitOfWork, str], None]:
    """What runs after a write commits: the new rows' vectors, then the user's prompt list."""
    embed = embedding.after_signal(embedder) if embedder is not None else None

    def hook(uow: UnitOfWork, user_id: str) -> None:
        if embed is not None:
            embed(uow, user_id)
        cached.refresh_if_read(uow.read, uow.write_any, user_id=user_id, now=uow.clock())

    return hook


class MemoryService(ContextOperations, Operations):
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
        embedder: Embedder | None = None,
    ) -> None:
        if engine is None:
            if database_url is None:
                raise InvalidInputError("database_url: give a database URL or an engine")
            engine = create_db_engine(database_url)
        self.engine = engine
        self.config = config or MemoryConfig()
        self.clock = clock
        factory = make_session_factory(engine)
        self.embedder = embedder
        """Sentence vectors for recall and near-duplicates (None: everything is lexical)."""
        self._uow = UnitOfWork(factory, config=self.config, clock=clock, embedder=embedder)
        self._uow.after_commit = after_commit(embedder)
        self.ingest = Ingest(self._uow, extractor or RulesExtractor())
        """The worker's way in: each signal from its already validated payload."""
        self.batches = BatchExtraction(self.ingest)
        """Batch mode: submit, collect, and the direct fallback (`pipeline.batching`)."""
        self.usage = UsageRecorder(factory, flush_interval_s=usage_flush_interval_s)
        self._blocks: Memo[Rendered] = Memo(self.config.prompt_memo_blocks)
        self._lists: Memo[cached.Known] = Memo(self.config.prompt_memo_lists)

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> MemoryService:
        """Build the service from the environment (`Settings`), extractor included."""
        settings = settings or Settings()
        return cls(
            settings.database_url,
            config=settings.memory_config(),
            extractor=build_extractor(settings),
            embedder=build_embedder(settings.memory_embedder),
        )

    @property
    def extractor(self) -> Extractor:
        """The conversation extractor (the rules extractor unless one was given)."""
        return self.ingest.extractor

    def close(self) -> None:
        """Flush usage counts and release database connections."""
        self.usage.close()
        self.engine.dispose()

    def write(
        self,
        user_id: str,
        *,
        kind: str,
        ref: str,
        candidates: CandidatesIn,
    ) -> SignalOutcome:
        """Write the candidates one signal produced, exactly once per (user, kind, ref, content)."""
        signal, parsed = direct.parse_signal(user_id, kind=kind, ref=ref, candidates=candidates)
        proposals = observed_once(parsed, kind=kind, ref=ref, at=self.clock())
        return self._uow.apply(signal, lambda _session: Batch(proposals=proposals))

    def process_conversation(self, user_id: str, messages: MessagesIn, session_id: str) -> int:
        """Extract and store what is worth remembering from a finished session; returns a count."""
        return self.ingest_conversation(user_id, messages, session_id).memories_written

    def ingest_conversation(
        self,
        user_id: str,
        messages: MessagesIn,
        session_id: str,
        *,
        final_attempt: bool = True,
    ) -> SignalOutcome:
        """`process_conversation` with the full outcome (skips, repeats, tokens, `trimmed`)."""
        kept, trimmed = trim_messages(messages)  # over the limits: trimmed, as the worker does
        data = {"user_id": user_id, "session_id": session_id, "messages": kept}
        payload = parse(ConversationPayload, data, what="conversation", now=self.clock())
        outcome = self.ingest.conversation(payload, retries_left=0 if final_attempt else 1)
        return outcome.model_copy(update={"trimmed": True}) if trimmed else outcome

    def session_activity(
        self,
        user_id: str,
        session_id: str,
        messages: MessagesIn,
        *,
        batch_ref: str | None = None,
    ) -> int:
        """Buffer the turns since the last call (trimmed to the limits); the idle sweep closes
        the session later."""
        data = {
            "user_id": user_id,
            "session_id": session_id,
            "messages": trim_messages(messages)[0],
        }
        payload = parse(SessionActivityPayload, data, what="session activity", now=self.clock())
        return self.ingest.session_activity(payload, batch_ref=batch_ref)

    def claim_idle_sessions(self, *, limit: int = 500) -> list[tuple[str, str]]:
        """Mark sessions idle past the timeout as being closed; returns (user_id, session_id)."""
        return self.ingest.claim_idle_sessions(limit=limit)

    def close_session(
        self, user_id: str, session_id: str, *, final_attempt: bool = True
    ) -> SignalOutcome:
        """Process a buffered session as if the chat app had closed it."""
        ref = parse(SessionRef, {"user_id": user_id, "session_id": session_id}, what="session")
        return self.ingest.close_session(ref, retries_left=0 if final_attempt else 1)

    def process_feedback(
        self, user_id: str, deliverable_id: str, original: str, edited: str
    ) -> int:
        """Learn from what the user changed before approving; returns memories written."""
        return self.ingest_feedback(user_id, deliverable_id, original, edited).memories_written

    def ingest_feedback(
        self, user_id: str, deliverable_id: str, original: str, edited: str
    ) -> SignalOutcome:
        """`process_feedback` with the full outcome."""
        data = dict(
            user_id=user_id, deliverable_id=deliverable_id, original=original, edited=edited
        )
        return self.ingest.feedback(parse(FeedbackPayload, data, what="feedback"))

    def process_patterns(self, user_id: str) -> int:
        """Detect recurring behaviour in the user's activity; returns memories written."""
        return self.ingest_patterns(user_id).memories_written

    def ingest_patterns(self, user_id: str) -> SignalOutcome:
        """`process_patterns` with the full outcome."""
        return self.ingest.patterns(parse(PatternsPayload, {"user_id": user_id}, what="patterns"))

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
        data: dict[str, Any] = dict(user_id=user_id, event_type=event_type)
        data |= dict(occurred_at=occurred_at, summary=summary, metadata=metadata)
        payload = parse(ActivityPayload, data, what="activity", now=self.clock())
        return self.ingest.activity(payload, dedup_key=dedup_key)

    def users_with_recent_activity(self, *, days: int = RECENT_ACTIVITY_DAYS) -> list[str]:
        """Users whose activity could hold a pattern (the nightly fan-out's list)."""
        return self.ingest.recently_active_users(days=days)

    def get_for_prompt(
        self, user_id: str, token_budget: int = 2000, query: str | None = None
    ) -> str:
        """The memory block for a system prompt: critical first, within `token_budget` tokens."""
        prompt.check_request(user_id, token_budget)
        check_query(query)
        now = self.clock()
        semantic.prefetch(self.embedder, query)  # made while the database is read
        with self._uow.read() as session:
            rendered = cached.block_for(
                session,
                user_id=user_id,
                token_budget=token_budget,
                query=query,
                now=now,
                embedder=self.embedder,
                writing=self._uow.write_any,
                lists=self._lists,
                memo=self._blocks,
            )
        self.usage.record(rendered.memory_ids, now)
        return rendered.text

    def recall_episodes(
        self, user_id: str, query: str, *, limit: int = 20
    ) -> list[episodes.Recalled]:
        """The user's past statements most relevant to `query` (dated), best first."""
        check_identifier(user_id, "user_id")
        check_query(query)
        check_page_size(limit)
        return self._read(episodes.recall, user_id, query=query, now=self.clock(), limit=limit)

    def memories_by_type(self, user_id: str, entry_type: str) -> list[MemoryPublic]:
        """Active memories of one entry type, highest confidence then most recent first."""
        if entry_type not in ENTRY_TYPES:
            raise InvalidInputError(f"entry_type: must be one of {', '.join(ENTRY_TYPES)}")
        return self._read(user_memories.by_type, user_id, entry_type=entry_type)

    def memories_with_tag(self, user_id: str, tag: str) -> list[MemoryPublic]:
        """Active memories carrying `tag`."""
        if not isinstance(tag, str):
            raise InvalidInputError("tag: must be a string")
        return self._read(user_memories.with_tag, user_id, tag=tag)

    def relevant_memories(
        self, user_id: str, context: str, *, limit: int = 5
    ) -> list[MemoryPublic]:
        """Active memories most relevant to a context string (lexical relevance, then strength)."""
        check_identifier(user_id, "user_id")
        check_query(context, "context")
        check_page_size(limit)
        now = self.clock()
        return self._read(user_memories.relevant, user_id, context=context, limit=limit, now=now)

    def forget_user(self, user_id: str) -> dict[str, int]:
        """Erase every row about the user; signals sent before now will write nothing for them."""
        check_identifier(user_id, "user_id", stored=True)
        self._forget_in_process(user_id)
        counts = self._write(erasure.forget, user_id, now=self.clock())
        self._forget_in_process(user_id)
        self._truncate_log()
        return counts

    def _forget_in_process(self, user_id: str) -> None:
        """Drop what this process keeps of the user (never served again anyway: the erasure
        moves their version)."""
        self._blocks.drop(user_id)
        self._lists.drop(user_id)

    def export_user(self, user_id: str) -> dict[str, Any]:
        """Everything held about the user, as JSON-ready data."""
        check_identifier(user_id, "user_id", stored=True)
        return self._read(user_memories.export, user_id, now=self.clock())

    def knows_user(self, user_id: str) -> bool:
        """True when anything at all is stored about the user."""
        check_identifier(user_id, "user_id", stored=True)
        return self._read(queries.user_exists, user_id)

    def _read(self, operation: Callable[..., T], user_id: str, **arguments: Any) -> T:
        check_identifier(user_id, "user_id", stored=True)  # each public method checked it first
        with self._uow.read() as session:
            return operation(session, user_id=user_id, **arguments)

    def _write(self, operation: Callable[..., T], user_id: str, **arguments: Any) -> T:
        check_identifier(user_id, "user_id", stored=True)  # each public method checked it first
        with self._uow.write(user_id) as session:
            result = operation(session, user_id=user_id, **arguments)
        if self._uow.after_commit is not None:  # an added or edited memory gets its vector
            self._uow.after_commit(self._uow, user_id)
        return result
