"""AsyncMemoryService: the same answers and errors as the sync service, from its process pool."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from memory_service import InvalidInputError, MemoryService
from memory_service.aio import AsyncMemoryService
from memory_service.errors import UnknownUserError

SESSION = [
    {"role": "user", "content": "I'm allergic to peanuts. I live in Porto and I work as a nurse."}
]


@pytest.fixture(scope="module")
def pool_urls() -> Iterator[dict[str, AsyncMemoryService]]:
    """One pool per database URL, shared by the module (spawning is the slow part)."""
    pools: dict[str, AsyncMemoryService] = {}
    yield pools
    for pool in pools.values():
        asyncio.run(pool.aclose())


@pytest.fixture
def pooled(db_url: str, pool_urls: dict[str, AsyncMemoryService]) -> AsyncMemoryService:
    if db_url not in pool_urls:
        pool_urls[db_url] = AsyncMemoryService(db_url, processes=1)
    return pool_urls[db_url]


def test_the_async_service_answers_as_the_sync_one(
    svc: MemoryService, pooled: AsyncMemoryService, user_id: str
) -> None:
    async def scenario() -> tuple[int, list[str], str]:
        written = await pooled.process_conversation(user_id, SESSION, "s1")
        blocks = await asyncio.gather(
            *(pooled.get_for_prompt(user_id, query="peanuts") for _ in range(8))
        )
        blocks.append(svc.get_for_prompt(user_id, query="peanuts"))
        added = await pooled.add_memory(user_id, "Likes jazz")
        page = await pooled.page_memories(user_id)
        return written, list(blocks), f"{added.key} {[m.content for m in page.items]}"

    written, blocks, listed = asyncio.run(scenario())
    assert written == len(svc.list_memories(user_id)) - 1 >= 2  # less the one added
    assert len(set(blocks)) == 1 and "Allergic to peanuts" in blocks[0]
    assert "pref.music.jazz" in listed
    assert listed.endswith(str([m.content for m in svc.list_memories(user_id)]))


def test_errors_cross_the_process_boundary_with_their_type_and_field(
    pooled: AsyncMemoryService, user_id: str
) -> None:
    async def failing() -> list[BaseException]:
        calls = [
            pooled.get_for_prompt(user_id, query="x" * 5000),
            pooled.page_memories(user_id),
            pooled.edit_memory("", "00000000-0000-0000-0000-000000000001", "hi"),
        ]
        return [r for r in await asyncio.gather(*calls, return_exceptions=True)]  # type: ignore[misc]

    too_long, unknown, bad_user = asyncio.run(failing())
    assert isinstance(too_long, InvalidInputError) and str(too_long).startswith("query:")
    assert isinstance(unknown, UnknownUserError)
    assert isinstance(bad_user, InvalidInputError) and "user_id" in str(bad_user)
