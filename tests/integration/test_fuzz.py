"""Bad input, fuzzed: every entry point answers with a clear validation error and writes nothing."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from sqlalchemy import func, select

from db.tables import USER_TABLES
from memory_service import InvalidInputError, MemoryService
from memory_service.limits import trim_messages
from memory_service.schemas import ConversationPayload

FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

junk_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.just("\x00"),
    st.just("bad\ud800surrogate"),
    st.just("x" * 300_000),
    st.binary(max_size=10),
)
junk = st.recursive(
    junk_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=12,
)


def deep(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(levels):
        value = {"x": value}
    return value


def _rows_for(svc: MemoryService, prefix: str) -> int:
    total = 0
    with svc.engine.connect() as conn:
        for table in USER_TABLES:
            stmt = select(func.count()).select_from(table).where(table.user_id.like(f"{prefix}%"))  # type: ignore[attr-defined]
            total += int(conn.scalar(stmt) or 0)
    return total


def _valid_messages() -> list[dict[str, Any]]:
    return [{"role": "user", "content": "I'm allergic to peanuts and I live in Oslo."}]


def _field_payloads() -> st.SearchStrategy[dict[str, Any]]:
    """A valid conversation payload with one field broken, removed or joined by a stranger."""
    base = {"session_id": "s1", "messages": _valid_messages()}
    broken_field = st.sampled_from(["session_id", "messages"]).flatmap(
        lambda name: junk.map(lambda value: base | {name: value})
    )
    missing = st.sampled_from(["session_id", "messages"]).map(
        lambda name: {k: v for k, v in base.items() if k != name}
    )
    broken_message = junk.map(lambda value: base | {"messages": [value]})
    broken_role = junk.map(lambda value: base | {"messages": [{"role": value, "content": "hi"}]})
    broken_content = junk.map(
        lambda value: base | {"messages": [{"role": "user", "content": value}]}
    )
    return st.one_of(broken_field, missing, broken_message, broken_role, broken_content)


def _is_valid(payload: dict[str, Any]) -> bool:
    if "messages" in payload:  # the service trims an oversized session, as the worker does
        payload = payload | {"messages": trim_messages(payload["messages"])[0]}
    try:
        ConversationPayload.model_validate({"user_id": "u"} | payload)
    except ValidationError:
        return False
    return True


@FUZZ
@given(payload=_field_payloads())
def test_fuzzed_conversations_are_rejected_clearly_and_write_nothing(
    svc: MemoryService, payload: dict[str, Any]
) -> None:
    prefix = f"fuzz-{uuid.uuid4().hex[:10]}"
    call = lambda: svc.process_conversation(  # noqa: E731
        prefix,
        payload.get("messages"),
        payload.get("session_id"),  # type: ignore[arg-type]
    )
    if "session_id" in payload and "messages" in payload and _is_valid(payload):
        call()
        return
    with pytest.raises(InvalidInputError, match=r"invalid conversation: \S+"):
        call()
    assert _rows_for(svc, prefix) == 0


BAD_CALLS: list[tuple[str, Callable[[MemoryService, str], Any]]] = [
    (
        "NUL in content",
        lambda s, u: s.process_conversation(u, [{"role": "user", "content": "a\x00b"}], "s"),
    ),
    (
        "surrogate in content",
        lambda s, u: s.process_conversation(u, [{"role": "user", "content": "a\udcffb"}], "s"),
    ),
    ("NUL in user id", lambda s, u: s.process_conversation(u + "\x00", _valid_messages(), "s")),
    ("empty user id", lambda s, u: s.process_conversation("", _valid_messages(), "s")),
    (
        "user id too long",
        lambda s, u: s.process_conversation(u + "x" * 300, _valid_messages(), "s"),
    ),
    ("session id not a string", lambda s, u: s.process_conversation(u, _valid_messages(), 42)),  # type: ignore[arg-type]
    ("feedback original missing", lambda s, u: s.process_feedback(u, "d1", None, "x")),  # type: ignore[arg-type]
    ("feedback huge", lambda s, u: s.process_feedback(u, "d1", "x" * 300_000, "y")),
    ("feedback surrogate", lambda s, u: s.process_feedback(u, "d1", "a\ud800", "b")),
    ("patterns user id list", lambda s, u: s.process_patterns([u])),  # type: ignore[arg-type]
    ("activity deep metadata", lambda s, u: s.record_activity(u, "run", metadata=deep(50))),
    (
        "activity very deep metadata",
        lambda s, u: s.record_activity(u, "run", metadata=deep(100_000)),
    ),
    (
        "activity huge metadata",
        lambda s, u: s.record_activity(u, "run", metadata={"k": "x" * 20_000}),
    ),
    ("activity NUL in metadata", lambda s, u: s.record_activity(u, "run", metadata={"k": "a\x00"})),
    ("activity bad date", lambda s, u: s.record_activity(u, "run", occurred_at="next tuesday")),
    ("activity empty type", lambda s, u: s.record_activity(u, "")),
    (
        "activity non-JSON metadata",
        lambda s, u: s.record_activity(u, "run", metadata={"k": object()}),
    ),
    (
        "session activity bad role",
        lambda s, u: s.session_activity(u, "s", [{"role": "system", "content": "x"}]),
    ),
    ("prompt negative budget", lambda s, u: s.get_for_prompt(u, token_budget=-1)),
    ("prompt budget not int", lambda s, u: s.get_for_prompt(u, token_budget="lots")),  # type: ignore[arg-type]
    ("edit not an id", lambda s, u: s.edit_memory(u, "'; DROP TABLE user_context; --", "x")),
    ("delete not an id", lambda s, u: s.delete_memory(u, "not-a-uuid")),
    ("write unknown kind", lambda s, u: s.write(u, kind="gossip", ref="r", candidates=[])),
    (
        "write bad candidate",
        lambda s, u: s.write(
            u, kind="conversation", ref="r", candidates=[{"key": "a", "content": 5}]
        ),
    ),
    ("forget NUL", lambda s, u: s.forget_user(u + "\x00")),
    ("export too long", lambda s, u: s.export_user("u" * 1000)),
]


@pytest.mark.parametrize(("label", "call"), BAD_CALLS, ids=[label for label, _ in BAD_CALLS])
def test_bad_python_api_calls_raise_a_clear_error_and_write_nothing(
    svc: MemoryService, label: str, call: Callable[[MemoryService, str], Any]
) -> None:
    prefix = f"bad-{uuid.uuid4().hex[:10]}"
    with pytest.raises(InvalidInputError) as failure:
        call(svc, prefix)
    message = str(failure.value)
    assert message.startswith("invalid ") or ":" in message
    assert len(message) < 2000  # names the field; never echoes a huge payload back
    assert _rows_for(svc, prefix) == 0
