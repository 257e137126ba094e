"""Pydantic schemas by role: payloads in, candidates to the writer, public views out.

Payloads are validated once, where they enter (a task, or a public method with plain arguments),
and secrets are redacted by the types themselves: message and summary text, and a candidate's
content and excerpt, never hold a secret once validated.
"""

from __future__ import annotations

import json
import re
import unicodedata
import uuid
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from memory_service.errors import InvalidInputError
from memory_service.language.redaction import redact

EntryType = Literal["fact", "instruction", "preference"]
Source = Literal["user", "conversation", "feedback", "pattern"]
Confidence = Literal["low", "medium", "high"]
Status = Literal["active", "archived"]
Role = Literal["user", "assistant"]

MAX_MESSAGES = 2000
MAX_MESSAGE_CHARS = 32_000
MAX_DOCUMENT_CHARS = 200_000
MAX_CONTENT_CHARS = 500
MAX_METADATA_BYTES = 16_384
MAX_METADATA_DEPTH = 8
MAX_FUTURE_SKEW = timedelta(minutes=10)  # clocks disagree a little; a later time is an error
EARLIEST_TIME = datetime(1970, 1, 1, tzinfo=UTC)
"""No timestamp a signal carries is earlier: nothing a chat app sends predates the Unix epoch, and
a time near year 1 with a positive offset is not even a UTC datetime (it overflows)."""
KEY_PATTERN = r"^[a-z0-9_]+(\.[a-z0-9_]+){0,5}$"

CONFIDENCE_RANK: dict[str, int] = {"low": 0, "medium": 1, "high": 2}


def describe_errors(exc: ValidationError) -> str:
    """One line naming each offending field: `messages.0.role: Input should be ...`."""
    parts = []
    for error in exc.errors(include_url=False, include_input=False):
        where = ".".join(str(p) for p in error["loc"]) or "payload"
        parts.append(f"{where}: {error['msg']}")
    return "; ".join(parts)


ModelT = TypeVar("ModelT", bound=BaseModel)


def parse(model: type[ModelT], data: Any, *, what: str, now: datetime | None = None) -> ModelT:
    """Validate `data` as `model`, or raise InvalidInputError naming `what` and each bad field.

    `now` is the time timestamps may not lie after (by more than `MAX_FUTURE_SKEW`); the wall
    clock when not given. No timestamp may lie before `EARLIEST_TIME` (1970).
    """
    try:
        return model.model_validate(data, context={"now": now} if now else None)
    except ValidationError as exc:
        raise InvalidInputError(f"invalid {what}: {describe_errors(exc)}") from None


def _clean(value: str) -> str:
    if "\x00" in value:
        raise ValueError("must not contain NUL characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError("must be valid Unicode (no lone surrogates)") from exc
    return value


def _printable_id(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be blank")
    for char in value:
        if unicodedata.category(char) in ("Cc", "Cf", "Cs"):
            raise ValueError(
                f"must not contain control or formatting characters (U+{ord(char):04X})"
            )
    return value


def _routable_id(value: str) -> str:
    if value in DOT_SEGMENTS:
        raise ValueError(
            f"must not be {value!r}: a URL path segment of dots is resolved away by HTTP"
            " clients, so this id could not be reached (nor erased) over the HTTP API"
        )
    return value


DOT_SEGMENTS = (".", "..")
"""The ids no HTTP client can put in a path, percent-encoded or not (RFC 3986, WHATWG URL)."""
CleanText = Annotated[str, AfterValidator(_clean)]
StoredIdentifier = Annotated[
    str,
    StringConstraints(strip_whitespace=False, min_length=1, max_length=255),
    AfterValidator(_clean),
    AfterValidator(_printable_id),
]
"""An id as ids were ever accepted: what erasure and export take, so nothing stored before "."
and ".." were refused is out of their reach."""
Identifier = Annotated[StoredIdentifier, AfterValidator(_routable_id)]
"""A user, session or deliverable id: 1 to 255 characters, not blank, valid Unicode, with no
control characters (newlines, NUL) and no invisible formatting ones (bidi overrides, zero-width
joiners), which would make two ids look alike or garble a log line, and not "." or ".."."""


_IDENTIFIER = TypeAdapter(Identifier)
_STORED_IDENTIFIER = TypeAdapter(StoredIdentifier)


def check_identifier(value: Any, field: str, *, stored: bool = False) -> str:
    """Validate a user, session or deliverable id, or raise InvalidInputError naming `field`
    (`stored`: any id ever accepted, "." and ".." included, for erasure and export)."""
    return _checked(_STORED_IDENTIFIER if stored else _IDENTIFIER, value, f"invalid {field}")


_CLEAN_TEXT = TypeAdapter(CleanText)


def check_text(value: str, field: str) -> str:
    """A string holding no NUL and no lone surrogate, or InvalidInputError naming `field`."""
    return _checked(_CLEAN_TEXT, value, field)


def _checked(adapter: TypeAdapter[str], value: Any, label: str) -> str:
    try:
        return adapter.validate_python(value)
    except ValidationError as exc:
        reasons = "; ".join(e["msg"] for e in exc.errors(include_url=False, include_input=False))
        raise InvalidInputError(f"{label}: {reasons}") from None


def _aware(value: datetime | None) -> datetime | None:
    if value is not None and value.tzinfo is None:
        return value.replace(tzinfo=UTC)  # ISO strings without an offset are taken as UTC
    return value


def _in_range(value: datetime, info: ValidationInfo) -> datetime:
    # Compared, never converted: a time near year 1 or 9999 may not have a UTC equivalent.
    if value < EARLIEST_TIME:
        raise ValueError(f"must not be before 1970-01-01T00:00:00Z (it is {value.isoformat()})")
    now = (info.context or {}).get("now") or datetime.now(UTC)
    if value - now > MAX_FUTURE_SKEW:
        raise ValueError(f"must not be in the future (it is {value.isoformat()})")
    return value


SaidAt = Annotated[datetime, AfterValidator(_aware), AfterValidator(_in_range)]
"""When a message was said or an activity happened: with an offset (UTC when it has none), not
before 1970 (`EARLIEST_TIME`) and at most `MAX_FUTURE_SKEW` ahead of now. Neither a message nor an
activity can come from the future: an activity dated years ahead would never be purged and would
keep its user in the nightly pattern run for ever."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=False)


class ChatMessage(BaseModel):
    """One turn of a conversation; `created_at` lets relative dates resolve against it."""

    model_config = ConfigDict(extra="ignore")

    role: Role
    content: Annotated[CleanText, Field(max_length=MAX_MESSAGE_CHARS), AfterValidator(redact)]
    created_at: SaidAt | None = None


Messages = Annotated[list[ChatMessage], Field(max_length=MAX_MESSAGES)]


class ConversationPayload(_Strict):
    """Kwargs of `memory.process_conversation`."""

    user_id: Identifier
    session_id: Identifier
    messages: Messages


class SessionActivityPayload(_Strict):
    """Kwargs of `memory.session_activity`: the turns since the previous call."""

    user_id: Identifier
    session_id: Identifier
    messages: Messages


class FeedbackPayload(_Strict):
    """Kwargs of `memory.process_feedback`."""

    user_id: Identifier
    deliverable_id: Identifier
    original: Annotated[CleanText, Field(max_length=MAX_DOCUMENT_CHARS)]
    edited: Annotated[CleanText, Field(max_length=MAX_DOCUMENT_CHARS)]


class SessionRef(_Strict):
    """Kwargs of `memory.close_session` (enqueued by the idle sweep, for a session stored)."""

    user_id: StoredIdentifier
    session_id: StoredIdentifier


class PatternsPayload(_Strict):
    """Kwargs of `memory.process_patterns` (enqueued nightly, for a user stored)."""

    user_id: StoredIdentifier


def _check_strings(value: Any) -> None:
    if isinstance(value, str):
        _clean(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_strings(key)
            _check_strings(item)
    elif isinstance(value, list):
        for item in value:
            _check_strings(item)


def _too_deep(value: Any, limit: int) -> bool:
    """True when containers nest deeper than `limit` (iterative: no recursion on hostile input)."""
    stack = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            if level >= limit:
                return True
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, level + 1) for child in children)
    return False


class ActivityPayload(_Strict):
    """Kwargs of `memory.record_activity`."""

    user_id: Identifier
    event_type: Annotated[CleanText, StringConstraints(min_length=1, max_length=100)]
    occurred_at: SaidAt | None = None
    summary: Annotated[CleanText, Field(max_length=2000), AfterValidator(redact)] | None = None
    metadata: dict[str, Any] | None = None

    @field_validator("metadata")
    @classmethod
    def _bounded_json(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value is None:
            return None
        if _too_deep(value, MAX_METADATA_DEPTH):
            raise ValueError(f"nests deeper than {MAX_METADATA_DEPTH} levels")
        try:
            encoded = json.dumps(value, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"must be JSON-serialisable: {exc}") from exc
        _check_strings(value)
        if len(encoded.encode("utf-8")) > MAX_METADATA_BYTES:
            raise ValueError(f"is larger than {MAX_METADATA_BYTES} bytes as JSON")
        return value


def _normalise_key(value: str) -> str:
    key = re.sub(r"[^a-z0-9_.]+", "_", value.strip().lower()).strip("._")
    key = re.sub(r"\.{2,}", ".", key)
    if not re.match(KEY_PATTERN, key):
        raise ValueError("must be dotted lowercase words, e.g. 'diet.allergy'")
    return key


def _tidy(value: str) -> str:
    return " ".join(value.split())


class MemoryCandidate(_Strict):
    """What one signal proposes to remember; the writer decides how it lands."""

    key: Annotated[str, StringConstraints(max_length=200), AfterValidator(_normalise_key)]
    content: Annotated[CleanText, Field(max_length=MAX_CONTENT_CHARS)]
    entry_type: EntryType
    critical: bool = False
    tags: Annotated[
        list[Annotated[str, StringConstraints(max_length=50)]], Field(max_length=20)
    ] = Field(default_factory=list)
    confidence: Confidence = "medium"
    importance: Annotated[float, Field(ge=0.0, le=1.0)] = 0.5
    excerpt: Annotated[CleanText, Field(max_length=1000), AfterValidator(redact)] | None = None
    polarity: Literal[-1, 1] | None = None
    """For preferences: 1 for a liking or habit, -1 for an aversion or refusal; the writer
    supersedes a preference only with one of the other polarity about the same object. For a
    retract, 1 is leave given ("emojis are fine"): it takes back only the memories under its key
    that forbid or limit what `content` names, not one that asks for it."""
    action: Literal["remember", "retract"] = "remember"
    """`retract`: archive the active memories under `key` (a key or a key prefix) whose content
    holds every word of `content` (any memory there when `content` is a single "*")."""

    @field_validator("content")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        value = _tidy(value)
        if not value:
            raise ValueError("must not be empty")
        return redact(value)

    @field_validator("tags")
    @classmethod
    def _tidy_tags(cls, value: list[str]) -> list[str]:
        tags = {t.strip().lower() for t in value if t.strip()}
        return sorted(tags)


class SignalOutcome(BaseModel):
    """What processing one signal did."""

    memories_written: int = 0
    skipped: str | None = None
    repeat: bool = False
    input_tokens: int = 0
    output_tokens: int = 0
    trimmed: bool = False
    """The session was cut to the limits first (the newest turns kept, long messages cut)."""


class MemoryPublic(BaseModel):
    """A memory as the chat app and the Context page see it."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    user_id: str
    key: str
    content: str
    entry_type: EntryType
    critical: bool
    tags: list[str]
    source: Source
    confidence: Confidence
    occurrences: int
    importance: float
    status: Status
    use_count: int
    superseded_by: uuid.UUID | None
    archive_reason: str | None
    created_at: datetime
    updated_at: datetime
    last_observed_at: datetime
    last_used_at: datetime | None
    archived_at: datetime | None
