"""The HTTP API in process (FastAPI's TestClient) on PostgreSQL and Redis: contracts of every
endpoint, problem+json errors naming the field, limits at the door, the OpenAPI schema."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from redis import Redis

from api.app import build_app
from api.auth import mint
from api.producer import Producer
from api.settings import MIB, ApiSettings
from memory_service import MemoryService

SERVICE_TOKEN = "service-token-for-tests-0123456789"
SIGNING_KEY = "signing-key-for-tests-0123456789abcdef"
SESSION = [
    {"role": "user", "content": "I am allergic to peanuts."},
    {"role": "assistant", "content": "Noted."},
    {"role": "user", "content": "I live in Porto. Always use metric units."},
    {"role": "user", "content": "I started a new job at the bakery in March and I love it."},
]


@pytest.fixture(scope="module")
def service(pg_url: str) -> Iterator[MemoryService]:
    svc = MemoryService(pg_url)
    yield svc
    svc.close()


@pytest.fixture(scope="module")
def client(service: MemoryService, module_broker_url: str) -> Iterator[TestClient]:
    settings = ApiSettings(
        memory_api_token=SERVICE_TOKEN,
        memory_api_signing_key=SIGNING_KEY,
        memory_api_max_body_bytes=2 * MIB,
    )
    app = build_app(service, Producer(module_broker_url), settings)
    with TestClient(app) as test_client:
        test_client.headers["Authorization"] = f"Bearer {SERVICE_TOKEN}"
        yield test_client


@pytest.fixture
def seeded(service: MemoryService, user_id: str) -> str:
    service.process_conversation(user_id, SESSION, "s1")
    return user_id


def _memories(client: TestClient, user_id: str, **params: Any) -> list[dict[str, Any]]:
    response = client.get(f"/v1/users/{user_id}/memories", params=params)
    assert response.status_code == 200, response.text
    items: list[dict[str, Any]] = response.json()["items"]
    return items


def test_memories_are_listed_grouped_as_the_prompt_groups_them(
    client: TestClient, seeded: str
) -> None:
    items = _memories(client, seeded)
    contents = [m["content"] for m in items]
    assert "Allergic to peanuts" in contents
    assert items[0]["group"] == "Safety-critical:"
    block = client.get(f"/v1/users/{seeded}/prompt").json()["block"]
    in_block = [line[2:] for line in block.splitlines() if line.startswith("- ")]
    assert [c for c in in_block if c in contents] == contents


def test_cursor_pages_cover_every_memory_once_in_prompt_order(
    client: TestClient, user_id: str
) -> None:
    for n in range(7):
        client.post(
            f"/v1/users/{user_id}/memories",
            json={"content": f"Owns {n + 2} bicycles", "entry_type": "fact"},
        )
    client.post(
        f"/v1/users/{user_id}/memories",
        json={"content": "Allergic to bees", "entry_type": "fact", "critical": True},
    )
    whole = [m["id"] for m in _memories(client, user_id, limit=50)]
    seen: list[str] = []
    cursor = None
    while True:
        params: dict[str, Any] = {"limit": 3} | ({"cursor": cursor} if cursor else {})
        page = client.get(f"/v1/users/{user_id}/memories", params=params).json()
        seen += [m["id"] for m in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == whole
    assert len(whole) == 8
    assert _memories(client, user_id)[0]["content"] == "Allergic to bees"


def test_a_memory_deleted_over_http_is_gone_from_the_prompt_and_the_export(
    client: TestClient, seeded: str
) -> None:
    allergy = next(m for m in _memories(client, seeded) if "peanuts" in m["content"])
    response = client.delete(f"/v1/users/{seeded}/memories/{allergy['id']}")
    assert response.status_code == 204
    assert "peanuts" not in str(_memories(client, seeded))
    exported = client.get(f"/v1/users/{seeded}/export").json()
    assert allergy["id"] not in [m["id"] for m in exported["memories"]]
    again = client.delete(f"/v1/users/{seeded}/memories/{allergy['id']}")
    assert again.status_code == 404


def test_the_user_adds_and_edits_a_memory_and_a_secret_in_it_is_redacted_visibly(
    client: TestClient, user_id: str
) -> None:
    added = client.post(
        f"/v1/users/{user_id}/memories",
        json={"content": "Prefers tea over coffee", "entry_type": "preference"},
    )
    assert added.status_code == 201
    body = added.json()
    assert (body["source"], body["redacted"], body["group"]) == ("user", False, "Preferences:")
    secret = "My password is hunter2hunter2 for the portal"
    patched = client.patch(
        f"/v1/users/{user_id}/memories/{body['id']}",
        json={"content": secret, "entry_type": "fact", "critical": True},
    )
    assert patched.status_code == 200, patched.text
    edited = patched.json()
    assert edited["redacted"] is True
    assert "hunter2" not in edited["content"]
    assert (edited["entry_type"], edited["critical"]) == ("fact", True)
    assert edited["group"] == "Safety-critical:"


def test_explain_says_why_in_plain_words(client: TestClient, seeded: str) -> None:
    memory = next(m for m in _memories(client, seeded) if "Porto" in m["content"])
    data = client.get(f"/v1/users/{seeded}/memories/{memory['id']}/explain").json()
    assert data["why"][0].startswith("You said it in a conversation on ")
    assert data["evidence"][0]["signal_ref"] == "s1"


def test_episodes_are_listed_and_one_can_be_deleted(client: TestClient, seeded: str) -> None:
    items = client.get(f"/v1/users/{seeded}/episodes").json()["items"]
    bakery = next(e for e in items if "bakery" in e["content"])
    assert client.delete(f"/v1/users/{seeded}/episodes/{bakery['id']}").status_code == 204
    left = client.get(f"/v1/users/{seeded}/episodes").json()["items"]
    assert bakery["id"] not in [e["id"] for e in left]
    block = client.get(f"/v1/users/{seeded}/prompt", params={"query": "bakery job"}).json()
    assert bakery["content"] not in block["block"]


def test_another_users_memory_id_looks_exactly_like_a_missing_one(
    client: TestClient, seeded: str, user_id: str
) -> None:
    other = f"{user_id}-other"
    theirs = _memories(client, seeded)[0]["id"]
    foreign = client.get(f"/v1/users/{other}/memories/{theirs}/explain")
    missing = client.get(f"/v1/users/{other}/memories/{uuid.uuid4()}/explain")
    assert foreign.status_code == missing.status_code == 404
    assert foreign.json() == missing.json()
    assert foreign.headers["content-type"] == "application/problem+json"


def test_a_user_token_reaches_only_its_own_paths(client: TestClient, seeded: str) -> None:
    token = mint(seeded, signing_key=SIGNING_KEY, ttl_s=60)
    auth = {"Authorization": f"Bearer {token}"}
    own = client.get(f"/v1/users/{seeded}/memories", headers=auth)
    other = client.get("/v1/users/someone-else/memories", headers=auth)
    assert (own.status_code, other.status_code) == (200, 403)


def test_a_malformed_session_is_refused_naming_the_field(client: TestClient, user_id: str) -> None:
    response = client.post(
        f"/v1/users/{user_id}/sessions/s1/close",
        json={"messages": [{"role": "user", "content": "hi"}, {"role": "robot", "content": "x"}]},
    )
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["errors"][0]["field"] == "messages.1.role"


def test_an_over_long_message_is_accepted_trimmed_and_enqueued(
    client: TestClient, user_id: str, module_broker_url: str
) -> None:
    queue = Redis.from_url(module_broker_url)
    before = queue.llen("celery")
    messages = [{"role": "user", "content": "ok"}, {"role": "user", "content": "x" * 32_001}]
    response = client.post(f"/v1/users/{user_id}/sessions/s9/close", json={"messages": messages})
    assert response.status_code == 202
    assert response.json()["trimmed"] is True
    assert queue.llen("celery") == before + 1


def test_a_session_is_enqueued_through_the_producer(
    client: TestClient, user_id: str, module_broker_url: str
) -> None:
    queue = Redis.from_url(module_broker_url)
    before = queue.llen("celery")
    response = client.post(f"/v1/users/{user_id}/sessions/s2/close", json={"messages": SESSION})
    assert response.status_code == 202
    assert response.json()["trimmed"] is False
    assert queue.llen("celery") == before + 1


def test_a_body_over_the_cap_gets_413_as_a_problem(client: TestClient, user_id: str) -> None:
    big = {"messages": [{"role": "user", "content": "y" * 30_000}] * 80}  # about 2.4 MB
    response = client.post(f"/v1/users/{user_id}/sessions/s3/close", json=big)
    assert response.status_code == 413
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["errors"][0]["field"] == "body"


def test_a_streamed_body_over_the_cap_gets_413_too(client: TestClient, user_id: str) -> None:
    chunk = b'{"messages": [' + b'{"role": "user", "content": "' + b"z" * 1_000_000 + b'"},'

    def body() -> Iterator[bytes]:
        yield from (chunk, chunk, chunk)  # no Content-Length: sent chunked

    response = client.post(
        f"/v1/users/{user_id}/sessions/s4/close",
        content=body(),
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 413
    assert response.json()["errors"][0]["field"] == "body"


def test_a_huge_query_and_a_bad_cursor_are_refused_naming_the_field(
    client: TestClient, user_id: str
) -> None:
    huge = client.get(f"/v1/users/{user_id}/prompt", params={"query": "q" * 5000})
    bad = client.get(f"/v1/users/{user_id}/memories", params={"cursor": "not-a-cursor"})
    assert (huge.status_code, bad.status_code) == (422, 422)
    assert huge.json()["errors"][0]["field"] == "query"
    assert bad.json()["errors"][0]["field"] == "cursor"


def test_a_query_at_the_contracts_limit_is_answered(client: TestClient, seeded: str) -> None:
    # docs/contract.md gives the prompt query 4,000 characters, as the Python API enforces.
    at_limit = client.get(f"/v1/users/{seeded}/prompt", params={"query": "peanuts " * 500})
    over = client.get(f"/v1/users/{seeded}/prompt", params={"query": "q" * 4001})
    assert at_limit.status_code == 200, at_limit.text
    assert "peanuts" in at_limit.json()["block"]
    assert over.status_code == 422
    assert over.json()["errors"][0]["field"] == "query"


@pytest.mark.parametrize("bad", ["Likes tea\x00 with milk", "Likes \ud800 tea"], ids=repr)
def test_a_nul_or_a_lone_surrogate_in_a_memory_is_refused_naming_content(
    client: TestClient, service: MemoryService, user_id: str, bad: str
) -> None:
    # Sent as JSON escapes, which decode to a NUL or a lone surrogate: neither may reach the rules.
    body = json.dumps({"content": bad, "entry_type": "preference"})
    headers = {"Content-Type": "application/json"}
    path = f"/v1/users/{user_id}/memories"
    added = client.post(path, content=body, headers=headers)
    assert added.status_code == 422, added.text
    assert added.headers["content-type"] == "application/problem+json"
    assert added.json()["errors"][0]["field"] == "content"
    assert not service.knows_user(user_id)
    memory = service.add_memory(user_id, "Likes coffee")
    edited = client.patch(f"{path}/{memory.id}", content=body, headers=headers)
    assert edited.status_code == 422, edited.text
    assert edited.json()["errors"][0]["field"] == "content"
    assert [m.content for m in service.list_memories(user_id)] == ["Likes coffee"]


@pytest.mark.parametrize("flag", ["yes", "true", 1, 0, None])
def test_critical_must_be_true_or_false_as_in_the_python_api(
    client: TestClient, service: MemoryService, user_id: str, flag: object
) -> None:
    body = {"content": "Allergic to bees", "entry_type": "fact", "critical": flag}
    added = client.post(f"/v1/users/{user_id}/memories", json=body)
    assert added.status_code == 422, added.text
    assert added.json()["errors"][0]["field"] == "critical"
    assert not service.knows_user(user_id)
    memory = service.add_memory(user_id, "Allergic to bees", critical=False)
    if flag is not None:  # null is "leave the flag as it is" in a change
        patch = {"critical": flag}
        edited = client.patch(f"/v1/users/{user_id}/memories/{memory.id}", json=patch)
        assert edited.status_code == 422, edited.text
        assert edited.json()["errors"][0]["field"] == "critical"
    assert service.list_memories(user_id)[0].critical is False


@pytest.mark.parametrize(
    ("path", "body"),
    [
        (
            "sessions/s1/close",
            {"messages": [{"role": "user", "content": "I am a nurse.", "created_at": "%s"}]},
        ),
        ("activity", {"event_type": "run", "occurred_at": "%s"}),
    ],
    ids=["created_at", "occurred_at"],
)
@pytest.mark.parametrize(
    "when", ["0001-01-01T00:00:00+14:00", "1969-12-31T23:59:59Z", "9999-12-31T23:59:59Z"]
)
def test_a_time_out_of_range_is_refused_at_the_door_and_nothing_is_enqueued(
    client: TestClient,
    user_id: str,
    module_broker_url: str,
    path: str,
    body: dict[str, Any],
    when: str,
) -> None:
    # Year 1 at +14:00 used to be accepted (202) and then fail the worker with OverflowError.
    queue = Redis.from_url(module_broker_url)
    before = queue.llen("celery")
    sent = json.loads(json.dumps(body).replace("%s", when))
    response = client.post(f"/v1/users/{user_id}/{path}", json=sent)
    assert response.status_code == 422, response.text
    field = response.json()["errors"][0]["field"]
    assert field in {"messages.0.created_at", "occurred_at"}
    assert queue.llen("celery") == before


def test_a_json_syntax_error_is_reported_as_the_body_not_an_offset(
    client: TestClient, user_id: str
) -> None:
    response = client.post(
        f"/v1/users/{user_id}/memories",
        content=b'{"content": "Likes tea", "entry_type": "fact" "critical": true}',
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 422
    error = response.json()["errors"][0]
    assert error["field"] == "body"
    assert "not valid JSON" in error["message"] and "character 46" in error["message"]


@pytest.mark.parametrize(
    "body",
    [b"\xc3\x28", b"[" * 100_000 + b"]" * 100_000],
    ids=["not UTF-8", "nested too deeply"],
)
def test_an_unreadable_body_is_reported_as_the_body(
    client: TestClient, user_id: str, body: bytes
) -> None:
    response = client.post(
        f"/v1/users/{user_id}/activity", content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422, response.text
    assert response.json()["errors"][0]["field"] == "body"


def test_a_number_too_long_to_read_is_refused_naming_its_field(
    client: TestClient, user_id: str, module_broker_url: str
) -> None:
    queue = Redis.from_url(module_broker_url)
    before = queue.llen("celery")
    digits = "1" * 5000
    body = json.dumps({"messages": [{"role": "user", "content": "hi", "created_at": 0}]})
    body = body.replace('"created_at": 0', f'"created_at": {digits}')
    response = client.post(
        f"/v1/users/{user_id}/sessions/s1/close",
        content=body,
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 422, response.text
    assert response.json()["errors"][0]["field"] == "messages.0.created_at"
    assert queue.llen("celery") == before


def test_erase_all_counts_what_it_deleted(client: TestClient, seeded: str) -> None:
    erased = client.delete(f"/v1/users/{seeded}").json()["erased"]
    assert erased["user_context"] >= 3
    assert _memories(client, seeded) == []


def _untyped(node: Any, where: str) -> Iterator[str]:
    if isinstance(node, dict):
        if node.get("type") == "object" and not node.get("properties"):
            extra = node.get("additionalProperties")
            if not isinstance(extra, dict) or not extra:
                yield where
        if "schema" in node and node["schema"] in ({}, None):
            yield f"{where}.schema"
        for key, value in node.items():
            yield from _untyped(value, f"{where}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _untyped(value, f"{where}[{index}]")


def test_every_response_in_the_openapi_schema_is_typed(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    assert list(_untyped(schema, "$")) == []
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            for status, response in operation["responses"].items():
                if status == "204":
                    continue
                assert response.get("content"), f"{method} {path} {status} has no content"
                for media in response["content"].values():
                    assert media.get("schema"), f"{method} {path} {status} is untyped"
