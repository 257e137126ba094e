"""The way in for validated payloads: each signal's steps, from payload to committed effects.

The worker's tasks parse their payloads and call these directly; `MemoryService`'s public
methods parse plain arguments into the same payloads first. A signal module says what the
signal is and what it proposes; the unit of work applies it exactly once.
"""

from __future__ import annotations

from db import queries
from db import sessions as session_queries
from memory_service import schemas
from memory_service.extractors.base import Extraction, Extractor, KnownMemory
from memory_service.pipeline import extraction
from memory_service.pipeline.unit_of_work import UnitOfWork
from memory_service.schemas import SignalOutcome
from memory_service.signals import activity, conversation, feedback, patterns, sessions


class Ingest:
    """Processes each kind of signal from its validated payload."""

    def __init__(self, uow: UnitOfWork, extractor: Extractor) -> None:
        self.uow = uow
        self.extractor = extractor

    def conversation(
        self, payload: schemas.ConversationPayload, *, retries_left: int = 0
    ) -> SignalOutcome:
        """A finished session: extract (outside any transaction), then apply once.

        `retries_left`: how many more times the task queue would retry after a transient
        failure (0: this is the final attempt, a failure now is recorded for good).
        """
        uow, config = self.uow, self.uow.config
        signal = conversation.signal_of(payload)
        prior = uow.prior(signal, with_calls=self.extractor.paid)
        if prior.outcome is not None:
            self._close_buffer(payload)
            return prior.outcome
        skipped = conversation.too_little(payload.messages, paid=self.extractor.paid, config=config)
        found = Extraction()
        if skipped is None:
            found = extraction.extract(
                uow,
                self.extractor,
                signal,
                conversation.conversation(payload),
                self._known(payload.user_id),
                attempt=extraction.Attempt(prior.llm_calls, retries_left),
            )
        build = conversation.build(payload, found, skipped=skipped, config=config, clock=uow.clock)
        return uow.apply(signal, build)

    def session_activity(
        self, payload: schemas.SessionActivityPayload, *, batch_ref: str | None = None
    ) -> int:
        """Buffer a batch of turns of an open session; returns how many were buffered."""
        signal = sessions.signal_of(payload, batch_ref)
        effect = sessions.buffer(payload, signal, self.uow.clock())
        return len(payload.messages) if self.uow.apply_once(signal, effect) else 0

    def close_session(self, ref: schemas.SessionRef, *, retries_left: int = 0) -> SignalOutcome:
        """A buffered session, processed as if the chat app had closed it."""
        with self.uow.read() as session:
            turns = session_queries.buffered_turns(
                session, user_id=ref.user_id, session_id=ref.session_id
            )
        payload = sessions.as_conversation(ref, turns)
        if not turns:
            self._close_buffer(payload)
            return SignalOutcome(skipped="no buffered turns")
        return self.conversation(payload, retries_left=retries_left)

    def feedback(self, payload: schemas.FeedbackPayload) -> SignalOutcome:
        """An approved deliverable: its edit features, and the preferences that recur."""
        min_support = self.uow.config.feedback_min_support
        build = feedback.build(payload, min_support=min_support, now=self.uow.clock())
        return self.uow.apply(feedback.signal_of(payload), build)

    def patterns(self, payload: schemas.PatternsPayload) -> SignalOutcome:
        """The nightly pattern run for one user."""
        now, config = self.uow.clock(), self.uow.config
        with self.uow.read() as session:
            found = patterns.detect(session, user_id=payload.user_id, now=now, config=config)
        build = patterns.build(payload.user_id, found, now=now, config=config)
        return self.uow.apply(patterns.signal_of(payload.user_id, found, now), build)

    def activity(self, payload: schemas.ActivityPayload, *, dedup_key: str | None = None) -> int:
        """Append an activity event; returns its id."""
        now = self.uow.clock()
        with self.uow.write(payload.user_id) as session:
            return activity.record(session, payload, dedup_key=dedup_key, now=now)

    def claim_idle_sessions(self, *, limit: int) -> list[tuple[str, str]]:
        """Claim the sessions idle past the timeout for closing (the sweep's list)."""
        timeout_s = self.uow.config.idle_session_timeout_s
        with self.uow.write_any() as session:
            return sessions.claim_idle(
                session, now=self.uow.clock(), idle_timeout_s=timeout_s, limit=limit
            )

    def recently_active_users(self, *, days: int) -> list[str]:
        """Users with activity of their own in the last `days` days (the nightly fan-out)."""
        with self.uow.read() as session:
            return activity.recently_active(
                session, now=self.uow.clock(), days=days, internal=patterns.INTERNAL_EVENT_TYPES
            )

    def _known(self, user_id: str) -> list[KnownMemory]:
        with self.uow.read() as session:
            return conversation.known_memories(queries.prompt_rows(session, user_id=user_id))

    def _close_buffer(self, payload: schemas.ConversationPayload) -> None:
        with self.uow.write(payload.user_id) as session:
            conversation.close_buffer(session, payload, self.uow.clock())
