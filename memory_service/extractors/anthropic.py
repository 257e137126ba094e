"""The Anthropic extractor: one structured-output call to a Haiku model per finished session.

Cost and failure rules:
- Exactly one `messages.parse` call per session, plus bounded retries of that same call. The
  SDK's own retries are off (`max_retries=0`): the SDK obeys `retry-after` without a cap, so the
  retry loop here caps every wait at `max_wait_s` and the sum of waits at `max_total_wait_s`.
- Transient errors (408, 409, 429, 5xx including 529 overloaded, timeouts, connection errors)
  are retried with exponential backoff and jitter (`anthropic_retries`), at most `max_attempts`
  calls in all and never more than the `CallMeter` the caller passes allows (the signal's call
  budget, which the task's own retries share); past that `ExtractorUnavailableError`. Other API
  errors (400, 401, 403, 404, 413, 422, ...) raise `ExtractionFailedError` at once.
- A reply that does not validate (cut off at max_tokens, a refusal, not the JSON asked for) is
  asked for once more, then `ExtractionFailedError`.
- Input tokens are reported including cache reads and cache writes (`input_tokens` +
  `cache_read_input_tokens` + `cache_creation_input_tokens`), summed over every reply the API
  produced for the session (an invalid first reply is paid for too).
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Final

import anthropic
from anthropic import APIRequest, APIResponse, CallNext, Middleware
from anthropic.types import MessageParam, ParsedMessage, TextBlockParam
from pydantic import ValidationError
from tenacity import Retrying, retry_if_exception

from memory_service.costs import TokenUsage
from memory_service.errors import ExtractionFailedError, ExtractorUnavailableError
from memory_service.extractors.anthropic_retries import (
    InvalidReplyError,
    RetryPolicy,
    is_transient,
    log_retry,
    wrap,
)
from memory_service.extractors.base import (
    CallMeter,
    Calls,
    Conversation,
    Extraction,
    Known,
)
from memory_service.extractors.llm_prompt import (
    SYSTEM_PROMPT,
    ExtractionReply,
    Prompt,
    PromptLimits,
    build_prompt,
    candidates_from,
    digest_from,
    retractions_from,
)
from memory_service.settings import DEFAULT_MODEL

logger = logging.getLogger(__name__)

DEFAULT_MAX_TOKENS: Final = 4096
CHARS_PER_TOKEN: Final = 4

# Minimum prompt length (tokens) that Anthropic caches, by model family. Published figures:
# 4,096 for Claude Haiku 4.5 (and Opus 4.5/4.6), 2,048 for Claude Haiku 3 and 3.5, 1,024 for
# the Sonnet and older Opus models. No figure is published for newer Haiku models, so they get
# the highest published Haiku minimum (4,096): a marker below the minimum is silently ignored
# by the API, so erring high only means not asking for a cache that would not be made.
_CACHE_MINIMUMS: Final[tuple[tuple[str, int], ...]] = (
    ("haiku-3", 2048),
    ("3-haiku", 2048),
    ("3-5-haiku", 2048),
    ("haiku", 4096),
    ("opus-4-5", 4096),
    ("opus-4-6", 4096),
)
_DEFAULT_CACHE_MINIMUM: Final = 1024


def min_cacheable_tokens(model: str) -> int:
    """The shortest prompt prefix (in tokens) the API caches for `model`."""
    for fragment, minimum in _CACHE_MINIMUMS:
        if fragment in model:
            return minimum
    return _DEFAULT_CACHE_MINIMUM


# -- what each reply cost -------------------------------------------------------------------------


@dataclass(frozen=True)
class ReplyFacts:
    """Usage and stop reason of one successful HTTP reply, read before the SDK parses it."""

    stop_reason: str | None = None
    input_tokens: int = 0
    output_tokens: int = 0
    usage: TokenUsage = field(default_factory=TokenUsage)


_REPLIES: ContextVar[list[ReplyFacts] | None] = ContextVar("anthropic_replies", default=None)


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _reply_facts(body: object) -> ReplyFacts:
    if not isinstance(body, dict):
        return ReplyFacts()
    usage = body.get("usage")
    usage = usage if isinstance(usage, dict) else {}
    stop_reason = body.get("stop_reason")
    return ReplyFacts(
        stop_reason=stop_reason if isinstance(stop_reason, str) else None,
        input_tokens=_int(usage.get("input_tokens"))
        + _int(usage.get("cache_creation_input_tokens"))
        + _int(usage.get("cache_read_input_tokens")),
        output_tokens=_int(usage.get("output_tokens")),
        usage=TokenUsage.of(usage),
    )


class UsageMeter(Middleware):
    """Notes every successful reply's usage and stop reason, even when parsing it then fails.

    `messages.parse` validates inside the SDK, so a reply that fails validation never reaches
    the caller; this is how its cost and its stop reason (max_tokens, refusal) are still known.
    """

    def handle(self, request: APIRequest, call_next: CallNext) -> APIResponse[Any]:
        """Pass the request on; note the reply when one extraction is listening."""
        response = call_next(request)
        replies = _REPLIES.get()
        if replies is not None and response.http_response.is_success:
            response.http_response.read()
            try:
                body = response.http_response.json()
            except ValueError:
                body = None  # the SDK's own parsing reports a body that is not JSON
            replies.append(_reply_facts(body))
        return response


# -- the extractor --------------------------------------------------------------------------------


@dataclass
class _Call:
    """State of one extraction call across its attempts."""

    meter: CallMeter
    invalids: int = 0
    replies: list[ReplyFacts] = field(default_factory=list)

    def tokens(self) -> tuple[int, int]:
        """(input, output) tokens over every reply so far."""
        return (
            sum(r.input_tokens for r in self.replies),
            sum(r.output_tokens for r in self.replies),
        )


class AnthropicExtractor:
    """Finds durable facts about the user with one Haiku structured-output call per session.

    Built once per process: the client is made here (or `client` is wrapped, keeping its
    credentials and timeout) with the SDK's own retries off; `sleep` is the retry loop's wait.
    """

    name = "anthropic"
    paid = True

    def __init__(
        self,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        model: str = DEFAULT_MODEL,
        timeout_s: float = 30.0,
        max_attempts: int = 4,
        max_wait_s: float = 20.0,
        max_total_wait_s: float | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        limits: PromptLimits | None = None,
        cache_min_tokens: int | None = None,
        client: anthropic.Anthropic | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        self.model = model
        self.max_tokens = max_tokens
        self.limits = limits or PromptLimits()
        self.policy = RetryPolicy(
            max_attempts=max_attempts,
            max_wait_s=max_wait_s,
            # By default a session may wait out two capped waits in all: the task queue's own
            # retry takes over after that, so one worker slot is never held for long.
            max_total_wait_s=2 * max_wait_s if max_total_wait_s is None else max_total_wait_s,
        )
        self._sleep = sleep
        # The SDK's own retries would obey retry-after without a cap: retries happen here.
        if client is None:
            self._client = anthropic.Anthropic(
                api_key=api_key,
                base_url=base_url,
                timeout=timeout_s,
                max_retries=0,
                middleware=[UsageMeter()],
            )
        else:
            self._client = client.with_middleware(UsageMeter()).with_options(max_retries=0)
        minimum = min_cacheable_tokens(model) if cache_min_tokens is None else cache_min_tokens
        self.caches_system_prompt = len(SYSTEM_PROMPT) // CHARS_PER_TOKEN >= minimum
        self._system = self._system_blocks()

    def _system_blocks(self) -> list[TextBlockParam]:
        block: TextBlockParam = {"type": "text", "text": SYSTEM_PROMPT}
        if self.caches_system_prompt:
            block["cache_control"] = {"type": "ephemeral"}
        return [block]

    def close(self) -> None:
        """Release the HTTP connections."""
        self._client.close()

    def extract(self, conversation: Conversation, known: Known, calls: Calls = None) -> Extraction:
        """Candidate memories from one structured-output call (no call without user text)."""
        prompt = build_prompt(conversation, known, self.limits)
        if prompt is None:
            return Extraction()
        call = _Call(calls or CallMeter())
        token = _REPLIES.set(call.replies)
        try:
            reply = self._call_with_retries(conversation, prompt, call)
        finally:
            _REPLIES.reset(token)
        input_tokens, output_tokens = call.tokens()
        candidates = candidates_from(reply, prompt, conversation.session_id)
        candidates += retractions_from(reply, prompt)
        logger.info(
            "extracted %d memories from session %s (tokens in/out %d/%d)",
            len(candidates),
            conversation.session_id,
            input_tokens,
            output_tokens,
        )
        return Extraction(
            candidates=candidates,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            digest=digest_from(reply, prompt),
            usage=sum((r.usage for r in call.replies), TokenUsage()),
            model=self.model,
        )

    @property
    def client(self) -> anthropic.Anthropic:
        """The SDK client (SDK retries off), shared with batch extraction."""
        return self._client

    def request_params(self, conversation: Conversation, known: Known) -> dict[str, Any] | None:
        """The Messages request `extract` would send, as batch `params` (None: no user text).

        `messages.parse(output_format=...)` exists only for direct calls: a batch request
        carries the same JSON schema as `output_config.format`, built the way the SDK builds it.
        """
        prompt = build_prompt(conversation, known, self.limits)
        if prompt is None:
            return None
        schema = anthropic.transform_schema(ExtractionReply.model_json_schema())
        return {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "system": self._system,
            "messages": [{"role": "user", "content": prompt.text}],
            "output_config": {"format": {"type": "json_schema", "schema": schema}},
            "metadata": {"user_id": _opaque(conversation.user_id)},
        }

    def _call_with_retries(
        self, conversation: Conversation, prompt: Prompt, call: _Call
    ) -> ExtractionReply:
        retrying = Retrying(
            retry=retry_if_exception(lambda e: is_transient(e) or isinstance(e, InvalidReplyError)),
            wait=self.policy.wait,
            stop=lambda state: call.meter.exhausted or self.policy.stop(state, call.invalids),
            sleep=self._sleep,
            before_sleep=lambda state: log_retry(state, conversation.session_id, self.policy),
            reraise=True,
        )
        try:
            return retrying(self._call_once, conversation, prompt, call)
        except InvalidReplyError as exc:
            tokens_in, tokens_out = call.tokens()
            if call.invalids < 2:  # no call left to ask once more: try again later
                raise ExtractorUnavailableError(
                    f"the model's reply did not validate and no call is left to ask again: {exc}"
                ) from exc
            raise ExtractionFailedError(
                f"the model's reply did not validate twice: {exc} "
                f"(spent {tokens_in} input / {tokens_out} output tokens)",
                input_tokens=tokens_in,
                output_tokens=tokens_out,
            ) from exc
        except anthropic.AnthropicError as exc:
            raise wrap(exc, retrying) from exc

    def _call_once(
        self, conversation: Conversation, prompt: Prompt, call: _Call
    ) -> ExtractionReply:
        call.meter.spend()
        messages: list[MessageParam] = [{"role": "user", "content": prompt.text}]
        seen = len(call.replies)
        try:
            message: ParsedMessage[ExtractionReply] = self._client.messages.parse(
                model=self.model,
                max_tokens=self.max_tokens,
                system=self._system,
                messages=messages,
                output_format=ExtractionReply,
                metadata={"user_id": _opaque(conversation.user_id)},
            )
        except (ValidationError, anthropic.APIResponseValidationError) as exc:
            call.invalids += 1
            facts = call.replies[seen] if len(call.replies) > seen else ReplyFacts()
            raise InvalidReplyError(_invalid_reason(facts.stop_reason, exc)) from exc
        parsed = message.parsed_output
        if message.stop_reason in {"max_tokens", "refusal"} or parsed is None:
            call.invalids += 1
            raise InvalidReplyError(_invalid_reason(message.stop_reason, None))
        return parsed


def _opaque(user_id: str) -> str:
    # The API asks for an opaque id (abuse detection), never the product's own user id.
    return hashlib.sha256(user_id.encode("utf-8")).hexdigest()[:32]


def _invalid_reason(stop_reason: str | None, exc: Exception | None) -> str:
    if stop_reason == "max_tokens":
        return "the reply was cut off at max_tokens"
    if stop_reason == "refusal":
        return "the model refused"
    if isinstance(exc, ValidationError):
        first = exc.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(p) for p in first["loc"]) or "reply"
        return f"not the JSON asked for ({where}: {first['msg']})"
    if exc is not None:
        return f"not the JSON asked for ({exc})"
    return "no structured output in the reply"
