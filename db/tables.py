"""SQLAlchemy 2.0 typed tables. No business rules here: only shape, keys and indexes."""

from __future__ import annotations

import uuid
from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    Uuid,
    text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from db.types import BigIntId, JsonDoc, TermList, UTCDateTime

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

ENTRY_TYPES = ("fact", "instruction", "preference")
SOURCES = ("user", "conversation", "feedback", "pattern")
CONFIDENCES = ("low", "medium", "high")
STATUSES = ("active", "archived")
HISTORY_ACTIONS = (
    "created",
    "reinforced",
    "superseded",
    "edited",
    "deleted",
    "archived",
    "rejected",
    "restored",
)
LEDGER_STATUSES = ("done", "skipped", "failed")

USER_ID_LEN = 255
REF_LEN = 255


def _in(column: str, values: tuple[str, ...]) -> str:
    quoted = ", ".join(f"'{v}'" for v in values)
    return f"{column} IN ({quoted})"


class Base(DeclarativeBase):
    """Declarative base with a naming convention, so migrations name constraints stably."""

    metadata = MetaData(naming_convention=NAMING)


class UserContext(Base):
    """One remembered item about a user."""

    __tablename__ = "user_context"
    __table_args__ = (
        CheckConstraint(_in("entry_type", ENTRY_TYPES), name="entry_type"),
        CheckConstraint(_in("source", SOURCES), name="source"),
        CheckConstraint(_in("confidence", CONFIDENCES), name="confidence"),
        CheckConstraint(_in("status", STATUSES), name="status"),
        CheckConstraint("occurrences >= 1", name="occurrences_positive"),
        Index(
            "uq_user_context_active_key",
            "user_id",
            "key",
            unique=True,
            postgresql_where=text("status = 'active'"),
            sqlite_where=text("status = 'active'"),
        ),
        Index("ix_user_context_user_id_status", "user_id", "status"),
        Index("ix_user_context_superseded_by", "superseded_by"),
        # The write rules look rows up by their user-scoped words (GIN on PostgreSQL), and read
        # the active rows whose words are not stored yet.
        Index(
            "ix_user_context_terms",
            "terms",
            postgresql_using="gin",
            postgresql_with={"fastupdate": "off"},
        ),
        Index(
            "ix_user_context_terms_missing",
            "user_id",
            postgresql_where=text("status = 'active' AND terms IS NULL"),
            sqlite_where=text("status = 'active' AND terms IS NULL"),
        ),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    key: Mapped[str] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(Text)
    entry_type: Mapped[str] = mapped_column(String(16))
    critical: Mapped[bool] = mapped_column(Boolean, default=False)
    tags: Mapped[list[str]] = mapped_column(JsonDoc, default=list)
    source: Mapped[str] = mapped_column(String(16))
    confidence: Mapped[str] = mapped_column(String(8))
    occurrences: Mapped[int] = mapped_column(Integer, default=1)
    importance: Mapped[float] = mapped_column(Float, default=0.5)
    stability_days: Mapped[float] = mapped_column(Float)
    use_count: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(10), default="active")
    archive_reason: Mapped[str | None] = mapped_column(Text)
    superseded_by: Mapped[uuid.UUID | None] = mapped_column(
        Uuid, ForeignKey("user_context.id", ondelete="SET NULL")
    )
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_observed_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    archived_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    polarity: Mapped[int | None] = mapped_column(SmallInteger)
    """1 / -1 for a preference: a liking or an aversion about its object."""
    tokens: Mapped[int | None] = mapped_column(Integer)
    """The prompt line's count under the reference tokenizer (None: not counted yet)."""
    embedding: Mapped[bytes | None] = mapped_column(LargeBinary)
    embedding_model: Mapped[str | None] = mapped_column(String(64))
    terms: Mapped[list[str] | None] = mapped_column(TermList)
    """The content's stemmed words, as the write rules look near-duplicates up (None: not yet
    computed)."""


class MemoryEvidence(Base):
    """Which signal observed which memory; occurrences are the count of these rows."""

    __tablename__ = "memory_evidence"
    __table_args__ = (
        UniqueConstraint("memory_id", "signal_kind", "signal_ref"),
        Index("ix_memory_evidence_user_id", "user_id"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    memory_id: Mapped[uuid.UUID] = mapped_column(
        Uuid, ForeignKey("user_context.id", ondelete="CASCADE")
    )
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    signal_kind: Mapped[str] = mapped_column(String(32))
    signal_ref: Mapped[str] = mapped_column(String(REF_LEN))
    excerpt: Mapped[str | None] = mapped_column(Text)
    observed_at: Mapped[datetime] = mapped_column(UTCDateTime)


class MemoryHistory(Base):
    """Append-only audit of every change to a user's memories."""

    __tablename__ = "memory_history"
    __table_args__ = (
        CheckConstraint(_in("action", HISTORY_ACTIONS), name="action"),
        Index("ix_memory_history_user_id_created_at", "user_id", "created_at"),
        Index("ix_memory_history_memory_id", "memory_id"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    memory_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    action: Mapped[str] = mapped_column(String(16))
    old_content: Mapped[str | None] = mapped_column(Text)
    new_content: Mapped[str | None] = mapped_column(Text)
    reason: Mapped[str | None] = mapped_column(Text)
    signal_kind: Mapped[str | None] = mapped_column(String(32))
    signal_ref: Mapped[str | None] = mapped_column(String(REF_LEN))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ActivityLog(Base):
    """Events from the chat app, and the worker's own `memory_written` events."""

    __tablename__ = "activity_log"
    __table_args__ = (
        UniqueConstraint("user_id", "dedup_key"),
        Index("ix_activity_log_user_id_occurred_at", "user_id", "occurred_at"),
        Index("ix_activity_log_occurred_at", "occurred_at"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    event_type: Mapped[str] = mapped_column(String(100))
    summary: Mapped[str | None] = mapped_column(Text)
    details: Mapped[dict[str, Any] | None] = mapped_column("metadata", JsonDoc)
    occurred_at: Mapped[datetime] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    dedup_key: Mapped[str | None] = mapped_column(String(REF_LEN))


class SignalLedger(Base):
    """One row per processed signal, committed with its memories: the exactly-once record."""

    __tablename__ = "signal_ledger"
    __table_args__ = (
        CheckConstraint(_in("status", LEDGER_STATUSES), name="status"),
        UniqueConstraint("user_id", "kind", "ref", "content_hash"),
        Index("ix_signal_ledger_created_at", "created_at"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    kind: Mapped[str] = mapped_column(String(32))
    ref: Mapped[str] = mapped_column(String(REF_LEN))
    content_hash: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16))
    memories_written: Mapped[int] = mapped_column(Integer, default=0)
    input_tokens: Mapped[int] = mapped_column(Integer, default=0)
    output_tokens: Mapped[int] = mapped_column(Integer, default=0)
    llm_calls: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    """LLM calls the signal made, across task retries."""
    detail: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class SignalLlmCalls(Base):
    """LLM calls made so far for a signal still under way (its call budget across retries)."""

    __tablename__ = "signal_llm_calls"
    __table_args__ = (UniqueConstraint("user_id", "kind", "ref", "content_hash"),)

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    kind: Mapped[str] = mapped_column(String(32))
    ref: Mapped[str] = mapped_column(String(REF_LEN))
    content_hash: Mapped[str] = mapped_column(String(64))
    calls: Mapped[int] = mapped_column(Integer)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ChatSession(Base):
    """A chat session buffered turn by turn, closed explicitly or by the idle sweep."""

    __tablename__ = "chat_session"
    __table_args__ = (
        UniqueConstraint("user_id", "session_id"),
        Index("ix_chat_session_closed_at_last_activity_at", "closed_at", "last_activity_at"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    session_id: Mapped[str] = mapped_column(String(REF_LEN))
    last_activity_at: Mapped[datetime] = mapped_column(UTCDateTime)
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    closed_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class SessionTurn(Base):
    """One buffered message of an open session; deleted once the session is processed."""

    __tablename__ = "session_turn"
    __table_args__ = (
        UniqueConstraint("user_id", "session_id", "batch_ref", "position"),
        CheckConstraint("role IN ('user', 'assistant')", name="role"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    session_id: Mapped[str] = mapped_column(String(REF_LEN))
    batch_ref: Mapped[str] = mapped_column(String(REF_LEN))
    position: Mapped[int] = mapped_column(Integer)
    role: Mapped[str] = mapped_column(String(16))
    content: Mapped[str] = mapped_column(Text)
    said_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    received_at: Mapped[datetime] = mapped_column(UTCDateTime)


class DeliverableEdit(Base):
    """The edit features of one approved deliverable; preferences come from recurring ones."""

    __tablename__ = "deliverable_edit"
    __table_args__ = (UniqueConstraint("user_id", "deliverable_id"),)

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    deliverable_id: Mapped[str] = mapped_column(String(REF_LEN))
    features: Mapped[list[str]] = mapped_column(JsonDoc, default=list)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class Episode(Base):
    """A user's own informative statement from a session, dated, for query-time recall.

    Full-text search lives outside the mapped columns: on PostgreSQL a generated `search`
    tsvector column with a GIN index, on SQLite the FTS5 table `episode_fts` (both made by the
    migration, both maintained by the database itself).
    """

    __tablename__ = "episode"
    __table_args__ = (
        UniqueConstraint("user_id", "session_id", "content_hash"),
        Index("ix_episode_user_id_said_at", "user_id", "said_at"),
        Index("ix_episode_user_id_salience", "user_id", "salience"),
        Index("ix_episode_memory_id", "memory_id"),
        Index(
            "ix_episode_replies",
            "user_id",
            "said_at",
            postgresql_where=text("kind = 'reply'"),
            sqlite_where=text("kind = 'reply'"),
        ),
        Index(
            "ix_episode_asides",
            "user_id",
            "said_at",
            postgresql_where=text("kind = 'aside'"),
            sqlite_where=text("kind = 'aside'"),
        ),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    session_id: Mapped[str] = mapped_column(String(REF_LEN))
    content: Mapped[str] = mapped_column(Text)
    content_hash: Mapped[str] = mapped_column(String(64))
    said_at: Mapped[datetime] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    kind: Mapped[str] = mapped_column(String(16), default="statement", server_default="statement")
    """"statement" (a sentence the user said), "digest" (a one-line summary of a session), "reply"
    (the assistant's words), "aside" or "remark" (the user's words that are not among their
    statements; see `db.episodes.EpisodeHit.kind`)."""
    salience: Mapped[float] = mapped_column(Float, default=0.0, server_default="0")
    """How much the statement says about the user (names, events, first person ...)."""
    tokens: Mapped[int | None] = mapped_column(Integer)
    embedding: Mapped[bytes | None] = mapped_column(LargeBinary)
    embedding_model: Mapped[str | None] = mapped_column(String(64))
    day: Mapped[date | None] = mapped_column(Date)
    """The calendar day it was said, in the speaker's own time zone (the date its line shows)."""
    memory_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    """The memory this statement became, if any (no foreign key: a deleted memory's episodes are
    deleted with it, see `user_memories`)."""


class Choice(Base):
    """An option the user picked over others: evidence for a choice-revealed preference."""

    __tablename__ = "choice"
    __table_args__ = (
        UniqueConstraint("user_id", "session_id", "topic", "property"),
        Index("ix_choice_user_id_topic", "user_id", "topic"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    session_id: Mapped[str] = mapped_column(String(REF_LEN))
    topic: Mapped[str] = mapped_column(String(64))
    property: Mapped[str] = mapped_column(String(120))
    chosen: Mapped[str] = mapped_column(Text)
    said_at: Mapped[datetime] = mapped_column(UTCDateTime)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class RejectedPayload(Base):
    """A task payload the worker refused (it failed validation): which task, whose, and why.

    No user text is kept: the user and signal ids when they were valid, and the reason, which
    names fields and limits, never values.
    """

    __tablename__ = "rejected_payload"
    __table_args__ = (
        Index("ix_rejected_payload_created_at", "created_at"),
        Index("ix_rejected_payload_user_id", "user_id"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str | None] = mapped_column(String(USER_ID_LEN))
    task_name: Mapped[str] = mapped_column(String(100))
    task_id: Mapped[str | None] = mapped_column(String(REF_LEN))
    ref: Mapped[str | None] = mapped_column(String(REF_LEN))
    """The session or deliverable id, when the payload had a valid one."""
    reason: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class Erasure(Base):
    """A user's erasure: a hash of the user id and when it happened, never the id itself.

    Signals sent before the latest erasure of their user are refused when they reach the write
    transaction (a queued, retrying or buffered signal cannot write the user back).
    """

    __tablename__ = "erasure"

    user_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    erased_at: Mapped[datetime] = mapped_column(UTCDateTime)


SEARCH_ONLY_OBJECTS = frozenset(
    {"search", "ix_episode_search", "episode_fts", "ix_user_context_search", "user_context_fts"}
)
"""Schema objects the database maintains for full-text search, outside the mapped model."""

EXTRACTION_STATES = ("queued", "submitting", "submitted", "direct", "done")
BATCH_STATES = ("submitting", "in_progress", "collected", "abandoned")
COST_MODES = ("direct", "batch")


class ExtractionBatch(Base):
    """One Message Batch: recorded before it is sent, so a crash mid-send leaves a trace."""

    __tablename__ = "extraction_batch"
    __table_args__ = (
        CheckConstraint(_in("state", BATCH_STATES), name="state"),
        UniqueConstraint("api_id"),
        Index("ix_extraction_batch_state", "state"),
    )

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True)
    api_id: Mapped[str | None] = mapped_column(String(128))
    """The API's batch id, once the API answered."""
    state: Mapped[str] = mapped_column(String(16))
    model: Mapped[str] = mapped_column(String(64))
    requests: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ExtractionItem(Base):
    """A closed session waiting for batch extraction (the durable queue), until applied."""

    __tablename__ = "extraction_item"
    __table_args__ = (
        CheckConstraint(_in("state", EXTRACTION_STATES), name="state"),
        UniqueConstraint("user_id", "session_id", "content_hash"),
        Index("ix_extraction_item_state_deadline_at", "state", "deadline_at"),
        Index("ix_extraction_item_batch_id", "batch_id"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    session_id: Mapped[str] = mapped_column(String(REF_LEN))
    content_hash: Mapped[str] = mapped_column(String(64))
    payload: Mapped[dict[str, Any]] = mapped_column(JsonDoc)
    state: Mapped[str] = mapped_column(String(16))
    batch_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    batch_result: Mapped[str | None] = mapped_column(String(16))
    """What the item's batch answered (succeeded, errored, expired, canceled, invalid, late)."""
    queued_at: Mapped[datetime] = mapped_column(UTCDateTime)
    deadline_at: Mapped[datetime] = mapped_column(UTCDateTime)
    direct_sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class LlmCost(Base):
    """What one signal's LLM replies cost: tokens, price, mode, and whether it was wasted."""

    __tablename__ = "llm_cost"
    __table_args__ = (
        CheckConstraint(_in("mode", COST_MODES), name="mode"),
        Index("ix_llm_cost_day", "day"),
        Index("ix_llm_cost_user_id_day", "user_id", "day"),
    )

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=True)
    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN))
    kind: Mapped[str] = mapped_column(String(32))
    ref: Mapped[str] = mapped_column(String(REF_LEN))
    content_hash: Mapped[str] = mapped_column(String(64))
    mode: Mapped[str] = mapped_column(String(8))
    model: Mapped[str] = mapped_column(String(64))
    day: Mapped[date] = mapped_column(Date)
    calls: Mapped[int] = mapped_column(Integer)
    input_tokens: Mapped[int] = mapped_column(Integer)
    output_tokens: Mapped[int] = mapped_column(Integer)
    cache_write_tokens: Mapped[int] = mapped_column(Integer)
    cache_read_tokens: Mapped[int] = mapped_column(Integer)
    cost_usd: Mapped[float] = mapped_column(Float)
    direct_cost_usd: Mapped[float] = mapped_column(Float)
    """What the same tokens cost as direct calls (the batch saving is the difference)."""
    wasted: Mapped[str | None] = mapped_column(String(64))
    """Why the paid result was thrown away (None: it was used)."""
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class PromptCache(Base):
    """A user's ranked memory lines for the prompt block, for one UTC day (derived state).

    `version` moves with every change to the user's memories or episodes: database triggers
    (migration 0010) bump it and clear `lines` in the changing transaction itself, so a cached
    list can never outlive what it was built from. A list is stored only if the version is still
    the one read before its rows were. Session-start blocks made from the list are stored beside
    it and cleared by a trigger whenever the version moves (migration 0012).
    """

    __tablename__ = "prompt_cache"

    user_id: Mapped[str] = mapped_column(String(USER_ID_LEN), primary_key=True)
    version: Mapped[int] = mapped_column(BigInteger)
    day: Mapped[date | None] = mapped_column(Date)
    lines: Mapped[str | None] = mapped_column(Text)
    """The ranked lines and corpus statistics as JSON (`recall.candidates`); None: stale."""
    blocks: Mapped[str | None] = mapped_column(Text)
    """Session-start blocks already laid out (`recall.blocks`); cleared when `version` moves."""
    budgets: Mapped[str | None] = mapped_column(Text)
    """The budgets blocks are made for, at most four, in the order first asked (kept when the
    blocks are cleared)."""


USER_TABLES: tuple[type[Base], ...] = (
    RejectedPayload,
    ExtractionItem,
    LlmCost,
    Episode,
    Choice,
    MemoryEvidence,
    MemoryHistory,
    ActivityLog,
    SignalLedger,
    SignalLlmCalls,
    SessionTurn,
    ChatSession,
    DeliverableEdit,
    UserContext,
    PromptCache,
)
"""Every table holding per-user rows, children before parents (the erasure order)."""
