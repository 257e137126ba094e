"""The way in for validated payloads: each signal's steps, from payload to committed effects.

The worker's tasks parse their payloads and call these directly; `MemoryService`'s public
methods parse plain arguments into the same payloads first. A signal module says what the
signal is and what it proposes; the unit of work applies it exactly once.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy.orm import Session

from db import queries
from db import sessions as session_queries
from memory_service import schemas
from memory_service.costs import Mode, PriceTable
from memory_service.extractors.base import Extraction, Extractor, KnownMemory
from memory_service.language import memo
from memory_service.pipeline import extraction, queue, spend
from memory_service.pipeline.signal import Batch, Build
from memory_service.pipeline.unit_of_work import Prior, UnitOfWork
from memory_service.schemas import SignalOutcome
from memory_service.signals import activity, conversation, feedback, patterns, sessions


class Ingest:
    """Processes each kind of signal from its validated payload."""

    def __init__(self, uow: UnitOfWork, extractor: Extractor) -> None:
        self.uow = uow
        self.extractor = extractor
        self.prices = PriceTable(uow.config.prices)

    def conversation(
        self, payload: schemas.ConversationPayload, *, retries_left: int = 0, direct: bool = False
    ) -> SignalOutcome:
        """A finished session: extract (outside any transaction), then apply once.

        `retries_left`: how many more times the task queue would retry after a transient
        failure (0: this is the final attempt, a failure now is recorded for good). In batch
        mode a session worth a paid call is queued for the next batch instead, unless `direct`.
        """
        with memo.scope():  # the rules' answers about a sentence, kept for this session only
            return self._conversation(payload, retries_left=retries_left, direct=direct)

    def _conversation(
        self, payload: schemas.ConversationPayload, *, retries_left: int, direct: bool
    ) -> SignalOutcome:
        uow, config = self.uow, self.uow.config
        signal = conversation.signal_of(payload)
        # A paid extractor looks the ledger up first, so a redelivery neither calls nor pays
        # again; a free one goes straight to the transaction, which looks it up under the lock.
        prior = uow.prior(signal, with_calls=True) if self.extractor.paid else Prior(None, 0)
        if prior.outcome is not None:
            self._close_buffer(payload)
            return prior.outcome
        skipped = conversation.too_little(payload.messages, paid=self.extractor.paid, config=config)
        if skipped is None and self.batched and not direct:
            return queue.enqueue(uow, payload, signal)
        found = Extraction()
        if skipped is None:
            found = extraction.extract(
                uow,
                self.extractor,
                signal,
                conversation.conversation(payload),
                self.known(payload) if _reads_known(self.extractor, payload) else [],
                attempt=extraction.Attempt(prior.llm_calls, retries_left),
            )
        outcome = self.apply_found(payload, found, skipped=skipped, mode="direct")
        if outcome.repeat and not self.extractor.paid:
            self._close_buffer(payload)
        return outcome

    @property
    def batched(self) -> bool:
        """True when paid extraction waits for the next Message Batch."""
        return self.uow.config.extraction_mode == "batch" and self.extractor.paid

    def apply_found(
        self,
        payload: schemas.ConversationPayload,
        found: Extraction,
        *,
        skipped: str | None = None,
        mode: Mode,
        guard: Callable[[Session], None] | None = None,
    ) -> SignalOutcome:
        """Apply what an extraction found, with its cost, exactly once.

        `guard` runs first in the transaction and may raise to abandon it. A paid result whose
        signal was applied meanwhile by another delivery's direct call is recorded as wasted (a
        batch answer read twice is one paid reply: `pipeline.batching` decides).
        """
        uow, now = self.uow, self.uow.clock()
        signal = conversation.signal_of(payload)
        build = conversation.build(
            payload, found, skipped=skipped, config=uow.config, clock=uow.clock
        )
        build = spend.with_cost(build, signal, found, mode=mode, prices=self.prices, now=now)
        if guard is not None:
            build = _guarded(guard, build)
        outcome = uow.apply(signal, build)
        if outcome.repeat and mode == "direct" and spend.paid(found):
            with uow.write(signal.user_id) as session:
                spend.record(
                    session, signal, found, mode=mode, prices=self.prices, now=now, wasted="repeat"
                )
        return outcome

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

    def known(self, payload: schemas.ConversationPayload) -> list[KnownMemory]:
        """The user's memories that can matter for this session (what the extractor is shown)."""
        with self.uow.read() as session:
            rows = queries.prompt_rows(session, user_id=payload.user_id)
        return conversation.known_memories(rows, payload.messages)

    def _close_buffer(self, payload: schemas.ConversationPayload) -> None:
        with self.uow.write(payload.user_id) as session:
            conversation.close_buffer(session, payload, self.uow.clock())


def _reads_known(extractor: Extractor, payload: schemas.ConversationPayload) -> bool:
    """False for an extractor that says it never reads the user's memories (`reads_known`),
    unless it wants them for this session (`wants_known`: the rules, for a correction)."""
    if getattr(extractor, "reads_known", True):
        return True
    wants = getattr(extractor, "wants_known", None)
    return bool(wants is not None and wants(payload.messages))


def _guarded(guard: Callable[[Session], None], build: Build) -> Build:
    def batch(session: Session) -> Batch:
        guard(session)
        return build(session)

    return batch
