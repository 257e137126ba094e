"""The fake Anthropic API's Message Batches endpoints: create, list, retrieve, results, cancel.

Each request of a batch is answered, when the batch is created, by the fake's default Messages
behaviour (the same one unscripted `POST /v1/messages` requests get), so a batch request and a
direct call with the same body get the same answer. A `BatchPlan` scripts what the next batches
do: how long they take, which requests error or expire, whether the whole batch expires.

    fake.batches.enqueue(BatchPlan(processing_s=2, outcomes={1: "errored"}))
    fake.batches.end(batch_id)        # end an open-ended batch now
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from devtools import fake_anthropic as fa

Outcome = Literal["succeeded", "errored", "expired", "canceled"]
PREFIX = "/v1/messages/batches"


@dataclass(frozen=True)
class BatchPlan:
    """What one created batch does.

    `processing_s`: seconds until it ends (None: it stays in progress until `end()` or expiry).
    `outcomes`: per request (by index in the batch or by custom_id) a forced outcome, or a
    `Reply` to answer it with. `expire_all`: the batch ends with every request expired.
    """

    processing_s: float | None = 0.0
    outcomes: Mapping[int | str, Outcome | fa.Reply] = field(default_factory=dict)
    expire_all: bool = False


@dataclass
class FakeBatch:
    """A created batch: its requests' answers and when it ends."""

    id: str
    created_at: datetime
    ends_at: float | None
    results: list[dict[str, Any]]
    custom_ids: list[str]
    canceled: bool = False
    ended_by_hand: bool = False
    retrievals: int = 0

    def ended(self) -> bool:
        """True once processing has ended."""
        return (
            self.canceled
            or self.ended_by_hand
            or (self.ends_at is not None and time.time() >= self.ends_at)
        )


class FakeBatches:
    """Batch state and the handlers of the batch endpoints."""

    def __init__(self, fake: fa.FakeAnthropic) -> None:
        self._fake = fake
        self._lock = threading.Lock()
        self._plans: deque[BatchPlan] = deque()
        self._batches: dict[str, FakeBatch] = {}
        self.default_plan = BatchPlan()

    # -- scripting

    def enqueue(self, *plans: BatchPlan) -> None:
        """The next created batches follow these plans, in order (then `default_plan`)."""
        with self._lock:
            self._plans.extend(plans)

    def end(self, batch_id: str) -> None:
        """End a batch now (its requests keep their answers)."""
        with self._lock:
            self._batches[batch_id].ended_by_hand = True

    def reset(self) -> None:
        """Forget plans and batches."""
        with self._lock:
            self._plans.clear()
            self._batches.clear()

    # -- what happened

    @property
    def created(self) -> list[FakeBatch]:
        """Every batch created, in order."""
        with self._lock:
            return list(self._batches.values())

    def item_usage(self) -> list[dict[str, int]]:
        """The usage of every succeeded batch request (one per session extracted)."""
        return [
            r["result"]["message"]["usage"]
            for b in self.created
            for r in b.results
            if r["result"]["type"] == "succeeded"
        ]

    # -- the endpoints

    def answer(self, request: fa.RecordedRequest) -> fa.Reply:
        """The reply to one request under /v1/messages/batches."""
        if not request.headers.get("x-api-key") and not request.headers.get("authorization"):
            return fa.error_reply(401, "x-api-key header is required")
        rest = request.path[len(PREFIX) :].strip("/")
        parts = rest.split("/") if rest else []
        route: dict[tuple[str, int], Callable[[fa.RecordedRequest, list[str]], fa.Reply]] = {
            ("POST", 0): self._create,
            ("GET", 0): self._list,
            ("GET", 1): self._retrieve,
            ("GET", 2): self._results,
            ("POST", 2): self._cancel,
        }
        handler = route.get((request.method, len(parts)))
        if handler is None:
            return fa.error_reply(404, f"Not found: {request.path}")
        return handler(request, parts)

    def _create(self, request: fa.RecordedRequest, _parts: list[str]) -> fa.Reply:
        body = request.body if isinstance(request.body, dict) else {}
        requests = body.get("requests")
        if not isinstance(requests, list) or not requests:
            return fa.error_reply(400, "requests: Field required")
        ids = [r.get("custom_id") for r in requests if isinstance(r, dict)]
        if len(set(ids)) != len(requests) or not all(isinstance(i, str) and i for i in ids):
            return fa.error_reply(400, "requests: custom_id values must be unique strings")
        with self._lock:
            plan = self._plans.popleft() if self._plans else self.default_plan
        now = datetime.now(UTC)
        results = [self._result(i, r, plan, request) for i, r in enumerate(requests)]
        batch = FakeBatch(
            id=f"msgbatch_{uuid.uuid4().hex[:24]}",
            created_at=now,
            ends_at=None if plan.processing_s is None else time.time() + plan.processing_s,
            results=results,
            custom_ids=[str(i) for i in ids],
        )
        with self._lock:
            self._batches[batch.id] = batch
        return fa.Reply(200, self._describe(batch))

    def _result(
        self, index: int, item: dict[str, Any], plan: BatchPlan, request: fa.RecordedRequest
    ) -> dict[str, Any]:
        custom_id = str(item.get("custom_id"))
        forced = plan.outcomes.get(index, plan.outcomes.get(custom_id))
        if plan.expire_all:
            forced = "expired"
        params = item.get("params")
        raw = json.dumps(params).encode("utf-8")
        inner = fa.RecordedRequest("POST", "/v1/messages", request.headers, raw, params)
        if isinstance(forced, str):
            return _typed(custom_id, forced)
        reply = (
            forced
            if isinstance(forced, fa.Reply)
            else fa._validate(inner) or self._fake.default(inner)
        )
        if reply.status != 200:
            body = reply.body if isinstance(reply.body, dict) else {}
            return {"custom_id": custom_id, "result": {"type": "errored", "error": body}}
        return {"custom_id": custom_id, "result": {"type": "succeeded", "message": reply.body}}

    def _find(self, parts: list[str]) -> FakeBatch | None:
        with self._lock:
            batch = self._batches.get(parts[0])
            if batch is not None:
                batch.retrievals += 1
            return batch

    def _retrieve(self, _request: fa.RecordedRequest, parts: list[str]) -> fa.Reply:
        batch = self._find(parts)
        if batch is None:
            return fa.error_reply(404, f"batch {parts[0]} not found")
        return fa.Reply(200, self._describe(batch))

    def _list(self, _request: fa.RecordedRequest, _parts: list[str]) -> fa.Reply:
        batches = sorted(self.created, key=lambda b: b.created_at, reverse=True)
        data = [self._describe(b) for b in batches]
        first = data[0]["id"] if data else None
        last = data[-1]["id"] if data else None
        return fa.Reply(200, {"data": data, "has_more": False, "first_id": first, "last_id": last})

    def _results(self, _request: fa.RecordedRequest, parts: list[str]) -> fa.Reply:
        batch = self._find(parts)
        if batch is None or parts[1] != "results":
            return fa.error_reply(404, f"batch {parts[0]} not found")
        if not batch.ended():
            return fa.error_reply(400, f"batch {batch.id} is still processing")
        lines = [json.dumps(r) for r in self._final_results(batch)]
        return fa.Reply(200, "\n".join(lines) + "\n")

    def _cancel(self, _request: fa.RecordedRequest, parts: list[str]) -> fa.Reply:
        batch = self._find(parts)
        if batch is None or parts[1] != "cancel":
            return fa.error_reply(404, f"batch {parts[0]} not found")
        with self._lock:
            if not batch.ended():
                batch.canceled = True
        return fa.Reply(200, self._describe(batch))

    def _final_results(self, batch: FakeBatch) -> list[dict[str, Any]]:
        if batch.canceled and not batch.ended_by_hand:
            return [_typed(r["custom_id"], "canceled") for r in batch.results]
        return batch.results

    def _describe(self, batch: FakeBatch) -> dict[str, Any]:
        ended = batch.ended()
        counts = {"processing": 0, "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0}
        if ended:
            for result in self._final_results(batch):
                counts[result["result"]["type"]] += 1
        else:
            counts["processing"] = len(batch.results)
        ended_at = datetime.now(UTC).isoformat() if ended else None
        return {
            "id": batch.id,
            "type": "message_batch",
            "processing_status": "ended" if ended else "in_progress",
            "request_counts": counts,
            "created_at": batch.created_at.isoformat(),
            "expires_at": (batch.created_at + timedelta(hours=24)).isoformat(),
            "ended_at": ended_at,
            "archived_at": None,
            "cancel_initiated_at": datetime.now(UTC).isoformat() if batch.canceled else None,
            "results_url": f"{self._fake.url}{PREFIX}/{batch.id}/results" if ended else None,
        }


def _typed(custom_id: str, outcome: str) -> dict[str, Any]:
    if outcome == "errored":
        error = {"type": "error", "error": {"type": "api_error", "message": "Internal error"}}
        return {"custom_id": custom_id, "result": {"type": "errored", "error": error}}
    return {"custom_id": custom_id, "result": {"type": outcome}}
