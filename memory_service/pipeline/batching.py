"""Batch extraction: submit what is queued as one Message Batch, collect what ended, fall back.

Exactly once across the gap between submit and collect:
- A batch is recorded (state `submitting`, its items moved to it) and committed before it is
  sent. If the process dies before the API's batch id is stored, the next submit finds the stale
  row, lists the API's recent batches and adopts the one whose requests carry its `custom_id`
  prefix; when the API holds none, the items go back to the queue. So no session is ever sent
  in two batches.
- Each answer is applied through the ledger's write path with a guard in the same transaction
  (`take_result`: the item must still wait on this batch), so a batch collected twice, by two
  processes at once, or after a crash mid-way applies each session once.
- Errored, expired and canceled requests, replies that do not validate, and sessions whose
  deadline passes first go `direct`: a task per session makes one direct call (its own bounded
  retries and call budget); a batch answer arriving after that is ignored, and its cost recorded
  as wasted.
"""

from __future__ import annotations

import importlib
import logging
import sys
import uuid
from dataclasses import dataclass, field
from datetime import timedelta
from types import ModuleType
from typing import TYPE_CHECKING, Final

from pydantic import BaseModel, Field
from sqlalchemy.orm import Session

from db import batches
from db.tables import ExtractionBatch, ExtractionItem
from memory_service.errors import ExtractionFailedError, ExtractorUnavailableError
from memory_service.extractors.base import Extraction
from memory_service.extractors.llm_prompt import PromptLimits
from memory_service.pipeline import spend
from memory_service.pipeline.ingest import Ingest
from memory_service.schemas import ConversationPayload, SignalOutcome, parse
from memory_service.signals import conversation

if TYPE_CHECKING:  # the SDK is imported only where the LLM extractor is used
    from memory_service.extractors.anthropic import AnthropicExtractor
    from memory_service.extractors.base import Extractor
    from memory_service.extractors.batch import BatchAnswer, BatchApi

logger = logging.getLogger(__name__)

MAX_REQUESTS: Final = 10_000
"""Requests per batch (the API takes up to 100,000 or 256 MB)."""
STALE_SUBMIT: Final = timedelta(minutes=5)
"""A batch still `submitting` after this long was interrupted mid-send."""
CLOCK_SLACK: Final = timedelta(minutes=1)
RESEND_DIRECT: Final = timedelta(minutes=30)
"""A direct extraction not done after this long is sent again (a lost task message)."""
MAX_DIRECT_PER_TICK: Final = 1000


class QueuedSession(BaseModel):
    """The payload of `memory.extract_queued`: the queue item, and for the log its user."""

    item_id: int = Field(ge=1)
    user_id: str
    session_id: str


class NotWaitingError(Exception):
    """Raised inside an apply when the item no longer waits on this batch (abandons it)."""


@dataclass
class Tick:
    """What one submit or collect run did."""

    counts: dict[str, int] = field(default_factory=dict)

    def add(self, name: str, n: int = 1) -> None:
        """Count `n` more of `name`."""
        self.counts[name] = self.counts.get(name, 0) + n


def custom_id(batch_id: uuid.UUID, item_id: int) -> str:
    """The request's id in the batch: the batch's prefix, then the queue item's id."""
    return f"{batch_id.hex[:16]}-{item_id}"


def item_of(custom: str) -> int | None:
    """The queue item id a `custom_id` names (None when it is not one of ours)."""
    _, _, tail = custom.partition("-")
    return int(tail) if tail.isdigit() else None


def _anthropic(extractor: Extractor) -> AnthropicExtractor | None:
    """The extractor when it is the Anthropic one. Its module is loaded only by the extractor
    factory when the LLM path is configured, so a worker on the rules never imports the SDK
    (about 48 MiB resident): an extractor of that class exists only once the module is loaded."""
    module = sys.modules.get("memory_service.extractors.anthropic")
    if module is None or not isinstance(extractor, module.AnthropicExtractor):
        return None
    found: AnthropicExtractor = extractor
    return found


def _batch_module() -> ModuleType:
    """The batch API's module (it imports the SDK), loaded when a batch is first handled."""
    return importlib.import_module("memory_service.extractors.batch")


class BatchExtraction:
    """Submits, collects and falls back; each step is safe to run twice or concurrently."""

    def __init__(self, ingest: Ingest, api: BatchApi | None = None) -> None:
        self.ingest = ingest
        self.uow = ingest.uow
        self.extractor = _anthropic(ingest.extractor)
        if api is None and self.extractor is not None:
            api = _batch_module().BatchApi(self.extractor.client)
        self.api = api

    # -- submit

    def submit(self) -> dict[str, int]:
        """Recover interrupted sends, then send what is queued when enough gathered or waited."""
        tick = Tick()
        if self.api is None or self.extractor is None:
            return tick.counts
        self._recover(tick)
        if self._due():
            self._send(tick)
        return tick.counts

    def _due(self) -> bool:
        config, now = self.uow.config, self.uow.clock()
        with self.uow.read() as session:
            count, oldest = batches.queue_summary(session)
        if count == 0 or oldest is None:
            return False
        gathered = oldest <= now - timedelta(seconds=config.batch_gather_s)
        return count >= config.batch_min_size or gathered

    def _send(self, tick: Tick) -> None:
        assert self.api is not None and self.extractor is not None
        batch_id, now = uuid.uuid4(), self.uow.clock()
        with self.uow.write_any() as session:
            items = batches.claim_queued(session, limit=MAX_REQUESTS)
            requests = [r for r in (self._request(session, batch_id, i) for i in items) if r]
            if requests:
                batches.add_batch(
                    session, batch_id=batch_id, model=self.extractor.model, items=items, now=now
                )
        if not requests:
            return
        try:
            api_id = self.api.create(requests)
        except ExtractorUnavailableError as exc:
            # The batch may or may not exist: the stale-batch recovery finds out.
            logger.warning("sending batch %s failed, will recover it: %s", batch_id, exc)
            tick.add("send_failed")
            return
        except ExtractionFailedError as exc:
            logger.error("the API refused batch %s, its sessions go direct: %s", batch_id, exc)
            self._abandon(batch_id)
            tick.add("refused", len(requests))
            return
        with self.uow.write_any() as session:
            batches.mark_sent(session, batch_id=batch_id, api_id=api_id, now=self.uow.clock())
        logger.info("sent batch %s (%s) with %d sessions", batch_id, api_id, len(requests))
        tick.add("submitted", len(requests))

    def _request(
        self, session: Session, batch_id: uuid.UUID, item: ExtractionItem
    ) -> dict[str, object] | None:
        assert self.extractor is not None
        payload = _payload(item)
        params = self.extractor.request_params(
            conversation.conversation(payload), self.ingest.known(payload)
        )
        if params is None:  # cannot happen for a queued session; a direct call then decides
            item.state = "direct"
            return None
        return {"custom_id": custom_id(batch_id, item.id), "params": params}

    def _abandon(self, batch_id: uuid.UUID) -> None:
        with self.uow.write_any() as session:
            batches.release(session, batch_id=batch_id, now=self.uow.clock(), to_state="direct")

    def _recover(self, tick: Tick) -> None:
        """Batches left `submitting`: adopt the API's copy, or put their items back in the queue."""
        assert self.api is not None
        now = self.uow.clock()
        with self.uow.read() as session:
            stale = batches.batches_in(session, state="submitting", before=now - STALE_SUBMIT)
            known = batches.known_api_ids(session)
        for batch in stale:
            outcome = self._adopt(batch, known)
            tick.add(outcome)

    def _adopt(self, batch: ExtractionBatch, known: set[str]) -> str:
        assert self.api is not None
        remote = [
            r
            for r in self.api.created_since(batch.created_at - CLOCK_SLACK)
            if r.api_id not in known
        ]
        prefix = batch.id.hex[:16] + "-"
        for candidate in (r for r in remote if r.ended):
            if any(a.custom_id.startswith(prefix) for a in self.api.results(candidate.api_id)):
                with self.uow.write_any() as session:
                    batches.mark_sent(
                        session, batch_id=batch.id, api_id=candidate.api_id, now=self.uow.clock()
                    )
                known.add(candidate.api_id)
                return "adopted"
        if remote:
            return "awaiting_unknown"  # an unknown batch still running may be this one
        with self.uow.write_any() as session:
            batches.release(session, batch_id=batch.id, now=self.uow.clock())
        return "released"

    # -- collect

    def collect(self) -> dict[str, int]:
        """Apply ended batches, send overdue sessions direct, cancel batches nobody waits on."""
        tick = Tick()
        if self.api is not None:
            with self.uow.read() as session:
                running = batches.batches_in(session, state="in_progress")
            for batch in running:
                self._collect_guarded(batch, tick)
        with self.uow.write_any() as session:
            tick.add("overdue", batches.expire_overdue(session, now=self.uow.clock()))
        return tick.counts

    def _collect_guarded(self, batch: ExtractionBatch, tick: Tick) -> None:
        """Collect one batch; an API failure is that batch's alone (the others go on)."""
        try:
            self._collect_one(batch, tick)
        except ExtractorUnavailableError as exc:
            logger.warning("batch %s not collected this time: %s", batch.api_id, exc)
            tick.add("unavailable")
        except ExtractionFailedError as exc:
            # The API no longer knows the batch: its sessions go direct at their deadline.
            logger.error("batch %s abandoned: %s", batch.api_id, exc)
            with self.uow.write_any() as session:
                batches.set_batch_state(
                    session, batch_id=batch.id, state="abandoned", now=self.uow.clock()
                )
            tick.add("abandoned")

    def _collect_one(self, batch: ExtractionBatch, tick: Tick) -> None:
        assert self.api is not None and batch.api_id is not None
        if not self.api.ended(batch.api_id):
            self._cancel_if_unwanted(batch, tick)
            return
        for answer in self.api.results(batch.api_id):
            tick.add(self._take(batch.id, answer))
        with self.uow.write_any() as session:
            batches.set_batch_state(
                session, batch_id=batch.id, state="collected", now=self.uow.clock()
            )

    def _cancel_if_unwanted(self, batch: ExtractionBatch, tick: Tick) -> None:
        assert self.api is not None and batch.api_id is not None
        with self.uow.read() as session:
            waiting = batches.waiting_in(session, batch_id=batch.id)
        if waiting == 0:
            self.api.cancel(batch.api_id)
            tick.add("canceled_batches")

    def _take(self, batch_id: uuid.UUID, answer: BatchAnswer) -> str:
        """Apply one answer (or send its session direct); returns what happened."""
        item_id = item_of(answer.custom_id)
        with self.uow.read() as session:
            item = batches.item(session, item_id=item_id) if item_id is not None else None
            payload = _payload(item) if item is not None else None
        if item is None or payload is None or item.batch_id != batch_id:
            return "unknown"
        if answer.outcome != "succeeded" or answer.message is None:
            return self._fallback(item, batch_id, answer.outcome)
        batch = _batch_module()
        try:
            found = batch.extraction_from(
                answer.message, conversation.conversation(payload), self._limits()
            )
        except batch.InvalidBatchReplyError as exc:
            logger.warning("batch answer for session %s unusable: %s", item.session_id, exc)
            return self._fallback(item, batch_id, "invalid", answer=answer)
        return self._apply(item, batch_id, payload, found)

    def _apply(
        self,
        item: ExtractionItem,
        batch_id: uuid.UUID,
        payload: ConversationPayload,
        found: Extraction,
    ) -> str:
        item_id, now = item.id, self.uow.clock()

        def guard(session: Session) -> None:
            if not batches.take_result(
                session,
                item_id=item_id,
                batch_id=batch_id,
                result="succeeded",
                state="done",
                now=now,
            ):
                raise NotWaitingError

        try:
            if not self.ingest.apply_found(payload, found, mode="batch", guard=guard).repeat:
                return "applied"
        except NotWaitingError:
            pass
        return self._late(item, batch_id, payload, found)

    def _late(
        self,
        item: ExtractionItem,
        batch_id: uuid.UUID,
        payload: ConversationPayload,
        found: Extraction,
    ) -> str:
        """The answer came after its session stopped waiting: its cost is wasted (noted once)."""
        now, signal = self.uow.clock(), conversation.signal_of(payload)
        with self.uow.write(item.user_id) as session:
            if not batches.note_late(session, item_id=item.id, batch_id=batch_id, now=now):
                return "seen"  # another collector took this answer
            spend.record(
                session,
                signal,
                found,
                mode="batch",
                prices=self.ingest.prices,
                now=now,
                wasted="late batch answer",
            )
        return "late"

    def _fallback(
        self,
        item: ExtractionItem,
        batch_id: uuid.UUID,
        result: str,
        answer: BatchAnswer | None = None,
    ) -> str:
        now = self.uow.clock()
        with self.uow.write(item.user_id) as session:
            took = batches.take_result(
                session, item_id=item.id, batch_id=batch_id, result=result, state="direct", now=now
            )
            if answer is not None and took:
                found = _paid_only(answer, self.extractor.model if self.extractor else "")
                signal = conversation.signal_of(_payload(item))
                spend.record(
                    session,
                    signal,
                    found,
                    mode="batch",
                    prices=self.ingest.prices,
                    now=now,
                    wasted=f"{result} reply",
                )
        return result if took else "late"

    def _limits(self) -> PromptLimits:
        return self.extractor.limits if self.extractor is not None else PromptLimits()

    # -- direct fallback

    def claim_direct(self) -> list[tuple[int, str, str]]:
        """Sessions to extract directly now (marked sent): (item id, user id, session id)."""
        now = self.uow.clock()
        with self.uow.write_any() as session:
            return batches.claim_direct(
                session, resend_before=now - RESEND_DIRECT, now=now, limit=MAX_DIRECT_PER_TICK
            )

    def extract_directly(self, item_id: int, *, retries_left: int = 0) -> SignalOutcome:
        """One queued session with a direct call (applied once, like any session)."""
        with self.uow.read() as session:
            item = batches.item(session, item_id=item_id)
            payload = _payload(item) if item is not None and item.state != "done" else None
        if item is None or payload is None:
            return SignalOutcome(skipped="no longer waiting")
        outcome = self.ingest.conversation(payload, retries_left=retries_left, direct=True)
        with self.uow.write(payload.user_id) as session:
            batches.mark_done(session, item_id=item_id, now=self.uow.clock())
        return outcome


def _payload(item: ExtractionItem) -> ConversationPayload:
    return parse(ConversationPayload, item.payload, what="queued session")


def _paid_only(answer: BatchAnswer, model: str) -> Extraction:
    message = answer.message or {}
    return Extraction(llm_calls=1, usage=answer.usage, model=str(message.get("model") or model))
