"""A chat session ends: its identity, whether it is worth an extraction, and what it proposes.

The extraction itself runs outside any transaction (see `pipeline.extraction`); what it found
lands in the session's batch, which also closes any buffered copy of the session and keeps the
user's informative statements as episodes.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from datetime import datetime

from sqlalchemy.orm import Session

from db import episodes as episode_queries
from db import sessions
from db.queries import PromptRow
from memory_service.extractors import known_selection
from memory_service.extractors.base import Conversation, Extraction, KnownMemory
from memory_service.pipeline.signal import Batch, Build, Signal, observed_once
from memory_service.recall import episodes
from memory_service.schemas import ChatMessage, ConversationPayload
from memory_service.signals import choices, disowned
from memory_service.tuning import MemoryConfig

KNOWN_MEMORIES_FOR_EXTRACTION = 150


def signal_of(payload: ConversationPayload) -> Signal:
    """The session's identity: the user, the session id and its (redacted) messages."""
    return Signal.of(
        payload.user_id,
        "conversation",
        payload.session_id,
        [m.model_dump(mode="json") for m in payload.messages],
    )


def conversation(payload: ConversationPayload) -> Conversation:
    """What the extractor reads."""
    return Conversation(
        user_id=payload.user_id, session_id=payload.session_id, messages=payload.messages
    )


def too_little(messages: Sequence[ChatMessage], *, paid: bool, config: MemoryConfig) -> str | None:
    """Why the session is not worth an extraction, or None when it is."""
    user_turns = [m.content.strip() for m in messages if m.role == "user" and m.content.strip()]
    if not user_turns:
        return "too little user content: no user messages"
    if not paid:
        return None  # a free extractor may as well read "I'm vegan"
    if len(user_turns) < config.min_user_messages:
        return f"too little user content: {len(user_turns)} user messages"
    chars = sum(len(t) for t in user_turns)
    if chars < config.min_user_chars:
        return f"too little user content: {chars} characters"
    return None


def known_memories(
    rows: Sequence[PromptRow], messages: Sequence[ChatMessage] | None = None
) -> list[KnownMemory]:
    """The user's memories the extractor is shown: critical first, then the most observed.

    With the session's `messages`, only those that can matter for it (`known_selection`).
    """
    if messages is not None:
        rows = known_selection.select(rows, messages)
    ranked = sorted(rows, key=lambda r: (-int(r.critical), -r.occurrences, r.key))
    return [
        KnownMemory(key=r.key, content=r.content, entry_type=r.entry_type)
        for r in ranked[:KNOWN_MEMORIES_FOR_EXTRACTION]
    ]


def build(
    payload: ConversationPayload,
    extraction: Extraction,
    *,
    skipped: str | None,
    config: MemoryConfig,
    clock: Callable[[], datetime],
) -> Build:
    """The session's batch, after closing any buffered copy of it and keeping its episodes."""

    claim = disowned.claim(payload.messages)  # not an extraction: a session too short for one too

    def batch(session: Session) -> Batch:
        now = clock()
        close_buffer(session, payload, now)
        taken = disowned.Disowned()
        if claim.count:
            taken = disowned.take_back(
                session,
                user_id=payload.user_id,
                session_id=payload.session_id,
                claim=claim,
                now=now,
            )
        drafts = episodes.statements(payload.messages, fallback_time=now)
        drafts += episodes.replies(payload.messages, fallback_time=now)
        if extraction.digest:
            drafts.append(
                episodes.digest_draft(extraction.digest, payload.messages, fallback_time=now)
            )
        if episodes.keep(
            session, user_id=payload.user_id, session_id=payload.session_id, drafts=drafts, now=now
        ):
            episode_queries.trim_to(
                session, user_id=payload.user_id, keep=config.max_episodes_per_user
            )

        def link(session: Session, landed: Sequence[tuple[str | None, uuid.UUID]]) -> None:
            episodes.link(
                session,
                user_id=payload.user_id,
                session_id=payload.session_id,
                drafts=drafts,
                landed=landed,
            )
            if taken.memory_ids:
                disowned.restore_replaced(
                    session,
                    user_id=payload.user_id,
                    memory_ids=taken.memory_ids,
                    ref=payload.session_id,
                    now=now,
                )

        inferred = choices.record(
            session,
            user_id=payload.user_id,
            session_id=payload.session_id,
            messages=payload.messages,
            now=now,
        )
        return Batch(
            after=link,
            proposals=observed_once(
                extraction.candidates, kind="conversation", ref=payload.session_id, at=now
            )
            + inferred,
            skipped=skipped,
            input_tokens=extraction.input_tokens,
            output_tokens=extraction.output_tokens,
            llm_calls=extraction.llm_calls,
            archive_ids=taken.memory_ids,
            archive_reason=taken.reason,
        )

    return batch


def close_buffer(session: Session, payload: ConversationPayload, now: datetime) -> None:
    """Mark the buffered copy of the session (if any) closed and drop its turns."""
    sessions.close(session, user_id=payload.user_id, session_id=payload.session_id, at=now)
