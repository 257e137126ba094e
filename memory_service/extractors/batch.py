"""Message Batches: the API calls (create, retrieve, results, cancel, list) and reading a result.

A batch request carries the same model, system prompt, user message and JSON schema as a direct
`messages.parse` call (`AnthropicExtractor.request_params`). Its answer is a plain `Message`:
the SDK parses structured output only for `messages.parse`, so the reply's text is validated
here against the same `ExtractionReply` model, then goes through the same item-by-item checks
(`llm_prompt.candidates_from`, `retractions_from`, `digest_from`) as a direct reply.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import anthropic
from pydantic import ValidationError

from memory_service.costs import TokenUsage
from memory_service.errors import ExtractionFailedError, ExtractorUnavailableError
from memory_service.extractors.anthropic_retries import describe, is_transient
from memory_service.extractors.base import Conversation, Extraction
from memory_service.extractors.llm_prompt import (
    ExtractionReply,
    PromptLimits,
    build_prompt,
    candidates_from,
    digest_from,
    retractions_from,
)


class InvalidBatchReplyError(Exception):
    """Raised when a batch answer did not validate (the session then gets a direct call)."""


@dataclass(frozen=True)
class BatchAnswer:
    """One request's outcome: succeeded (with its message), errored, expired or canceled."""

    custom_id: str
    outcome: str
    message: dict[str, Any] | None = None
    error: str = ""

    @property
    def usage(self) -> TokenUsage:
        """What the answer was billed for (nothing unless it succeeded)."""
        return TokenUsage.of((self.message or {}).get("usage"))


@dataclass(frozen=True)
class RemoteBatch:
    """A batch as the API lists it."""

    api_id: str
    created_at: datetime
    ended: bool


def _api(exc: anthropic.AnthropicError, what: str) -> Exception:
    if is_transient(exc):
        return ExtractorUnavailableError(f"Message Batches {what}: {describe(exc)}")
    return ExtractionFailedError(f"Message Batches {what}: {describe(exc)}")


class BatchApi:
    """The Message Batches endpoints, with our errors (transient: try again on the next tick)."""

    def __init__(self, client: anthropic.Anthropic) -> None:
        self._batches = client.messages.batches

    def create(self, requests: Sequence[dict[str, Any]]) -> str:
        """Send one batch; returns the API's batch id."""
        try:
            return self._batches.create(requests=requests).id  # type: ignore[arg-type]
        except anthropic.AnthropicError as exc:
            raise _api(exc, "create") from exc

    def ended(self, api_id: str) -> bool:
        """True once the batch has ended (every request answered, expired or canceled)."""
        try:
            return self._batches.retrieve(api_id).processing_status == "ended"
        except anthropic.AnthropicError as exc:
            raise _api(exc, "retrieve") from exc

    def results(self, api_id: str) -> Iterator[BatchAnswer]:
        """Every request's outcome of an ended batch."""
        try:
            for row in self._batches.results(api_id):
                yield _answer(row)
        except anthropic.AnthropicError as exc:
            raise _api(exc, "results") from exc

    def cancel(self, api_id: str) -> None:
        """Ask the API to stop a batch (requests not yet done end as canceled)."""
        try:
            self._batches.cancel(api_id)
        except anthropic.AnthropicError as exc:
            raise _api(exc, "cancel") from exc

    def created_since(self, since: datetime) -> list[RemoteBatch]:
        """Batches the API holds that were created at or after `since`."""
        found = []
        try:
            for batch in self._batches.list(limit=100):
                if batch.created_at < since:
                    break
                ended = batch.processing_status == "ended"
                found.append(RemoteBatch(batch.id, batch.created_at, ended))
        except anthropic.AnthropicError as exc:
            raise _api(exc, "list") from exc
        return found


def _answer(row: Any) -> BatchAnswer:
    result = row.result
    if result.type == "succeeded":
        return BatchAnswer(row.custom_id, "succeeded", result.message.model_dump(mode="json"))
    if result.type == "errored":
        error = getattr(result.error, "error", None)
        message = getattr(error, "message", "") or str(getattr(error, "type", "error"))
        return BatchAnswer(row.custom_id, "errored", error=message)
    return BatchAnswer(row.custom_id, str(result.type))


def extraction_from(
    message: dict[str, Any], conversation: Conversation, limits: PromptLimits
) -> Extraction:
    """The candidates in a succeeded batch answer; InvalidBatchReplyError when it is unusable."""
    prompt = build_prompt(conversation, (), limits)  # the turns shown depend on the messages only
    if prompt is None:
        raise InvalidBatchReplyError("the session has no user text")
    stop_reason = message.get("stop_reason")
    if stop_reason in {"max_tokens", "refusal"}:
        raise InvalidBatchReplyError(f"the reply stopped with {stop_reason}")
    text = "".join(
        str(block.get("text", ""))
        for block in message.get("content") or []
        if isinstance(block, dict) and block.get("type") == "text"
    )
    try:
        reply = ExtractionReply.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(p) for p in first["loc"]) or "reply"
        raise InvalidBatchReplyError(f"not the JSON asked for ({where}: {first['msg']})") from exc
    usage = TokenUsage.of(message.get("usage"))
    candidates = candidates_from(reply, prompt, conversation.session_id)
    return Extraction(
        candidates=candidates + retractions_from(reply, prompt),
        input_tokens=usage.prompt_tokens,
        output_tokens=usage.output_tokens,
        llm_calls=1,
        digest=digest_from(reply, prompt),
        usage=usage,
        model=str(message.get("model") or ""),
    )
