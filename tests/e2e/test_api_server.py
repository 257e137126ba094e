"""`memory-worker serve` as a real process, with a real Celery worker, on PostgreSQL and Redis:
the auth matrix, a session closed over HTTP becoming memories, refusals naming the field."""

from __future__ import annotations

import base64
import subprocess
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from api.auth import mint
from devtools.api_proc import TEST_SERVICE_TOKEN, TEST_SIGNING_KEY, ApiProcess, api_env
from devtools.worker_proc import BIN, WorkerProcess, running_worker, wait_for, worker_env
from memory_service import MemoryService

SERVICE_TOKEN = TEST_SERVICE_TOKEN
SIGNING_KEY = TEST_SIGNING_KEY
SESSION = [
    {"role": "user", "content": "I am allergic to peanuts and I live in Porto."},
    {"role": "assistant", "content": "Thanks, noted."},
    {"role": "user", "content": "Always use metric units, please."},
]


@pytest.fixture(scope="module")
def server(api_server: ApiProcess) -> ApiProcess:
    return api_server


@pytest.fixture(scope="module")
def worker(
    pg_url: str, module_broker_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WorkerProcess]:
    env = worker_env(pg_url, module_broker_url)
    with running_worker(env, tmp_path_factory.mktemp("worker"), concurrency=1) as proc:
        yield proc


def _as(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _expired(user_id: str) -> str:
    return mint(user_id, signing_key=SIGNING_KEY, ttl_s=-10)


TOKENS: dict[str, Any] = {
    "no token": lambda user: None,
    "bad token": lambda user: "not-a-token",
    "service token, one character off": lambda user: SERVICE_TOKEN[:-1] + "x",
    "user token signed with another key": lambda user: mint(
        user, signing_key="another-key-0123456789abcdef0123", ttl_s=60
    ),
    "expired user token": _expired,
    "another user's token": lambda user: mint(f"{user}-other", signing_key=SIGNING_KEY, ttl_s=60),
    "the user's own token": lambda user: mint(user, signing_key=SIGNING_KEY, ttl_s=60),
    "service token": lambda user: SERVICE_TOKEN,
}
EXPECTED = {
    "no token": 401,
    "bad token": 401,
    "service token, one character off": 401,
    "user token signed with another key": 401,
    "expired user token": 401,
    "another user's token": 403,
    "the user's own token": 200,
    "service token": 200,
}


@pytest.mark.parametrize("who", list(TOKENS))
def test_the_auth_matrix_holds_on_a_running_server(
    server: ApiProcess, user_id: str, who: str
) -> None:
    token = TOKENS[who](user_id)
    for path in ("/memories", "/prompt", "/export", "/episodes"):
        response = httpx.get(f"{server.url}/v1/users/{user_id}{path}", headers=_as(token))
        assert response.status_code == EXPECTED[who], (who, path, response.text)
        if response.status_code >= 400:
            assert response.headers["content-type"] == "application/problem+json"


def test_health_and_the_page_need_no_token(server: ApiProcess) -> None:
    assert httpx.get(f"{server.url}/v1/health").json() == {"status": "ok"}
    page = httpx.get(f"{server.url}/context")
    assert page.status_code == 200
    assert "What I remember about you" in page.text


def test_a_session_closed_over_http_becomes_memories(
    server: ApiProcess, worker: WorkerProcess, user_id: str
) -> None:
    url = f"{server.url}/v1/users/{user_id}"
    closed = httpx.post(
        f"{url}/sessions/s1/close", json={"messages": SESSION}, headers=_as(SERVICE_TOKEN)
    )
    assert closed.status_code == 202, closed.text
    assert closed.json()["trimmed"] is False

    def remembered() -> list[str]:
        items = httpx.get(f"{url}/memories", headers=_as(SERVICE_TOKEN)).json()["items"]
        return [m["content"] for m in items]

    assert wait_for(lambda: "Allergic to peanuts" in remembered(), timeout_s=60), worker.log()
    block = httpx.get(f"{url}/prompt", headers=_as(SERVICE_TOKEN)).json()
    assert "Allergic to peanuts" in block["block"]
    assert block["tokens"] > 0


def test_a_memory_deleted_over_http_is_absent_from_the_prompt_and_the_export(
    server: ApiProcess, worker: WorkerProcess, user_id: str
) -> None:
    url, auth = f"{server.url}/v1/users/{user_id}", _as(SERVICE_TOKEN)
    httpx.post(f"{url}/sessions/s1/close", json={"messages": SESSION}, headers=auth)
    assert wait_for(
        lambda: len(httpx.get(f"{url}/memories", headers=auth).json()["items"]) >= 2, timeout_s=60
    )
    items = httpx.get(f"{url}/memories", headers=auth).json()["items"]
    allergy = next(m for m in items if "peanuts" in m["content"])
    assert httpx.delete(f"{url}/memories/{allergy['id']}", headers=auth).status_code == 204
    exported = httpx.get(f"{url}/export", headers=auth).json()
    assert allergy["id"] not in str(exported["memories"])
    assert "Allergic to peanuts" not in httpx.get(f"{url}/prompt", headers=auth).json()["block"]


def test_an_oversized_session_is_accepted_trimmed(server: ApiProcess, user_id: str) -> None:
    messages = [{"role": "user", "content": "hello there"}] * 2001
    response = httpx.post(
        f"{server.url}/v1/users/{user_id}/sessions/big/close",
        json={"messages": messages},
        headers=_as(SERVICE_TOKEN),
    )
    assert response.status_code == 202
    assert response.json()["trimmed"] is True


def test_a_malformed_session_is_refused_naming_the_field(server: ApiProcess, user_id: str) -> None:
    response = httpx.post(
        f"{server.url}/v1/users/{user_id}/sessions/bad/close",
        json={"messages": [{"role": "user"}]},
        headers=_as(SERVICE_TOKEN),
    )
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "messages.0.content"


def test_times_out_of_range_are_refused_at_the_door_and_the_worker_goes_on(
    server: ApiProcess, worker: WorkerProcess, user_id: str
) -> None:
    # Before: year 1 at +14:00 was accepted (202), then failed in the worker with OverflowError
    # ("raised unexpected"): the session's memories lost and nothing recorded as rejected.
    url, auth = f"{server.url}/v1/users/{user_id}", _as(SERVICE_TOKEN)
    old = {"role": "user", "content": "I live in Porto.", "created_at": "0001-01-01T00:00:00+14:00"}
    closed = httpx.post(f"{url}/sessions/s-old/close", json={"messages": [old]}, headers=auth)
    assert closed.status_code == 422, closed.text
    assert closed.json()["errors"][0]["field"] == "messages.0.created_at"
    for when in ("0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59+00:00"):
        event = {"event_type": "run", "occurred_at": when}
        logged = httpx.post(f"{url}/activity", json=event, headers=auth)
        assert logged.status_code == 422, logged.text
        assert logged.json()["errors"][0]["field"] == "occurred_at"
    closed = httpx.post(f"{url}/sessions/s1/close", json={"messages": SESSION}, headers=auth)
    assert closed.status_code == 202, closed.text

    def remembered() -> list[str]:
        return [m["content"] for m in httpx.get(f"{url}/memories", headers=auth).json()["items"]]

    assert wait_for(lambda: "Allergic to peanuts" in remembered(), timeout_s=60), worker.log()
    assert "OverflowError" not in worker.log()


def test_a_nul_in_a_memory_is_a_422_not_a_500(server: ApiProcess, user_id: str) -> None:
    url, auth = f"{server.url}/v1/users/{user_id}", _as(SERVICE_TOKEN)
    body = {"content": "Likes tea\u0000x", "entry_type": "preference"}
    added = httpx.post(f"{url}/memories", json=body, headers=auth)
    assert added.status_code == 422, added.text
    assert added.json()["errors"][0]["field"] == "content"
    assert httpx.get(f"{url}/memories", headers=auth).json()["items"] == []


def test_a_query_at_its_limit_is_answered_whatever_its_script(
    server: ApiProcess, user_id: str
) -> None:
    # 4,000 characters (docs/contract.md) of 4-byte UTF-8: 48,000 bytes percent-encoded, three
    # times the request line uvicorn reads by default.
    url, auth = f"{server.url}/v1/users/{user_id}", _as(SERVICE_TOKEN)
    answered = httpx.get(f"{url}/prompt", params={"query": "\U0001f642" * 4000}, headers=auth)
    assert answered.status_code == 200, answered.text
    over = httpx.get(f"{url}/prompt", params={"query": "\U0001f642" * 4001}, headers=auth)
    assert over.status_code == 422, over.text
    assert over.json()["errors"][0]["field"] == "query"


def test_serve_refuses_to_start_without_a_service_token(pg_url: str, redis_url: str) -> None:
    env = api_env(pg_url, redis_url)
    started = time.monotonic()
    result = subprocess.run(
        [str(BIN / "memory-worker"), "serve", "--port", "1"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert "MEMORY_API_TOKEN" in result.stderr
    assert time.monotonic() - started < 60


def test_the_token_command_mints_a_token_the_server_accepts(
    server: ApiProcess, pg_url: str, redis_url: str, user_id: str
) -> None:
    env = api_env(pg_url, redis_url, MEMORY_API_SIGNING_KEY=SIGNING_KEY)
    result = subprocess.run(
        [str(BIN / "memory-worker"), "token", user_id, "--ttl", "60"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    token = result.stdout.strip()
    response = httpx.get(f"{server.url}/v1/users/{user_id}/memories", headers=_as(token))
    assert response.status_code == 200


def _at(server: ApiProcess, user: str) -> str:
    return f"{server.url}/v1/users/{quote(user, safe='')}"  # as encodeURIComponent sends it


def test_a_user_id_holding_slashes_is_reached_and_erased_over_http(
    server: ApiProcess, pg_url: str, user_id: str
) -> None:
    svc = MemoryService(pg_url)
    odd_ids = [f"tenant/{user_id}", f"{user_id}/memories/1", f"{user_id}%2F", f"{user_id}/../x"]
    try:
        for odd in odd_ids:
            kept = svc.add_memory(odd, "I live in Porto")
            gone = svc.add_memory(odd, "Likes jazz")
            url, own = _at(server, odd), _as(mint(odd, signing_key=SIGNING_KEY, ttl_s=60))
            for token in (_as(SERVICE_TOKEN), own):
                response = httpx.get(f"{url}/prompt", headers=token)
                assert response.status_code == 200 and "Porto" in response.json()["block"], odd
            assert (
                httpx.get(
                    f"{url}/prompt", headers=_as(mint(user_id, signing_key=SIGNING_KEY, ttl_s=60))
                ).status_code
                == 403
            )
            assert httpx.delete(f"{url}/memories/{gone.id}", headers=own).status_code == 204
            listed = httpx.get(f"{url}/memories", headers=own).json()["items"]
            assert [m["id"] for m in listed] == [str(kept.id)]
            assert httpx.get(f"{url}/export", headers=own).json()["user_id"] == odd
            closed = httpx.post(
                f"{url}/sessions/{quote('chat/7', safe='')}/close",
                json={"messages": SESSION},
                headers=_as(SERVICE_TOKEN),
            )
            assert closed.status_code == 202, closed.text
            erased = httpx.delete(url, headers=_as(SERVICE_TOKEN))
            assert erased.status_code == 200 and erased.json()["erased"]["user_context"] >= 1
            assert not svc.knows_user(odd)
    finally:
        svc.close()


def test_a_user_id_of_dots_is_refused_naming_the_field(server: ApiProcess) -> None:
    # Clients resolve a literal "." or ".." segment away; sent encoded, it is named and refused.
    for dots in ("%2E", "%2E%2E"):
        response = httpx.post(
            f"{server.url}/v1/users/{dots}/memories",
            json={"content": "Likes jazz", "entry_type": "preference"},
            headers=_as(SERVICE_TOKEN),
        )
        assert response.status_code == 422, response.text
        assert response.json()["errors"][0]["field"] == "user_id"


def test_episodes_come_newest_said_first_and_odd_ids_and_cursors_are_named(
    server: ApiProcess, pg_url: str, user_id: str
) -> None:
    svc = MemoryService(pg_url)
    try:
        for n, when in enumerate(
            ["2026-01-20T10:00:00Z", "2024-01-05T10:00:00Z", "2025-06-01T10:00:00Z"]
        ):
            said = f"We adopted a puppy called Rocket{n} last weekend."
            svc.process_conversation(
                user_id, [{"role": "user", "content": said, "created_at": when}], f"s{n}"
            )
    finally:
        svc.close()
    url, auth = f"{server.url}/v1/users/{user_id}", _as(SERVICE_TOKEN)
    years, cursor = [], None
    while True:
        page = httpx.get(
            f"{url}/episodes",
            params={"limit": 1, **({"cursor": cursor} if cursor else {})},
            headers=auth,
        )
        assert page.status_code == 200, page.text
        years += [item["said_at"][:4] for item in page.json()["items"]]
        cursor = page.json()["next_cursor"]
        if cursor is None:
            break
    assert years == ["2026", "2025", "2024"]
    huge = httpx.delete(f"{url}/episodes/99999999999999999999999", headers=auth)
    assert huge.status_code == 404 and huge.headers["content-type"] == "application/problem+json"
    crafted = base64.urlsafe_b64encode(
        b'["episode","2026-01-01T00:00:00+00:00",100000000000000000000000000000]'
    ).decode()
    bad = httpx.get(f"{url}/episodes", params={"cursor": crafted}, headers=auth)
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "cursor"
