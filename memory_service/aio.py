"""The async Python API: `AsyncMemoryService`, the service's methods as awaitables.

The prompt block is CPU-bound (ranking and formatting take most of its milliseconds), so a thread
would still hold the caller's GIL and stall its event loop; each call runs instead in a small
pool of processes, each holding its own `MemoryService` (engine, pool of connections, usage
recorder) built once when the process starts. The event loop only pickles the arguments and the
result. `bench/async_stall.py` measures the loop stall against an in-loop call and
`asyncio.to_thread`.

    svc = AsyncMemoryService.from_settings()        # or AsyncMemoryService(database_url=...)
    block = await svc.get_for_prompt("u42", token_budget=2000, query="dinner plans")
    await svc.aclose()
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import uuid
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from datetime import datetime
from multiprocessing import util as mp_util
from typing import Any

from memory_service.errors import InvalidInputError, TransientError
from memory_service.pages import EpisodePage, MemoryPage
from memory_service.schemas import MemoryPublic, SignalOutcome
from memory_service.service import MemoryService
from memory_service.settings import Settings

_PROCESS: dict[str, MemoryService] = {}
"""The `MemoryService` of a pool process, under "service" (built by `_start`)."""


def _start(database_url: str | None, use_settings: bool, nice: int) -> None:
    """Pool process initializer: build the process's service once; close it at exit."""
    if nice:
        os.nice(nice)  # the caller's event loop gets the CPU first when cores are short
    if use_settings:
        settings = Settings(database_url=database_url) if database_url else Settings()
        service = MemoryService.from_settings(settings)
    else:
        service = MemoryService(database_url)
    _PROCESS["service"] = service
    mp_util.Finalize(None, service.close, exitpriority=10)


def _run(method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    return getattr(_PROCESS["service"], method)(*args, **kwargs)


def _ready() -> int:
    return os.getpid()


class AsyncMemoryService:
    """`MemoryService`'s methods, awaitable; the work runs in a pool of processes.

    `processes`: the pool's size (default: the CPU count). `nice`: how much lower the pool
    processes' scheduling priority is than the caller's (0 to keep it equal), so that on a
    machine short of cores the event loop still runs on time.
    """

    def __init__(
        self,
        database_url: str | None = None,
        *,
        processes: int | None = None,
        use_settings: bool = False,
        nice: int = 5,
    ) -> None:
        if database_url is None and not use_settings:
            raise InvalidInputError("database_url: give a database URL, or use from_settings()")
        if processes is not None and processes < 1:
            raise InvalidInputError("processes: at least 1")
        self.processes = processes or max(os.cpu_count() or 1, 1)
        self._initargs = (database_url, use_settings, nice)
        self._pool = self._new_pool()

    @classmethod
    def from_settings(cls, *, processes: int | None = None, nice: int = 5) -> AsyncMemoryService:
        """The async service from the environment (`Settings`), as `MemoryService.from_settings`."""
        return cls(processes=processes, use_settings=True, nice=nice)

    def _new_pool(self) -> ProcessPoolExecutor:
        # spawn: a fork of a process running an event loop (and its threads) is not safe.
        return ProcessPoolExecutor(
            max_workers=self.processes,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start,
            initargs=self._initargs,
        )

    async def start(self) -> None:
        """Start every pool process now (each imports the service once) instead of on first use."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._pool, _ready) for _ in range(self.processes))
        )

    async def aclose(self) -> None:
        """Flush usage counts and stop the pool processes."""
        await asyncio.to_thread(self._pool.shutdown, wait=True)

    async def __aenter__(self) -> AsyncMemoryService:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _call(self, method: str, *args: Any, **kwargs: Any) -> Any:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool, _run, method, args, kwargs)
        except BrokenProcessPool as exc:
            self._pool = self._new_pool()
            raise TransientError(f"{method}: a service process died; call again") from exc

    # -- the read side ---------------------------------------------------------------------------

    async def get_for_prompt(
        self, user_id: str, token_budget: int = 2000, query: str | None = None
    ) -> str:
        """The memory block for a system prompt (see `MemoryService.get_for_prompt`)."""
        return str(await self._call("get_for_prompt", user_id, token_budget, query))

    async def list_memories(
        self, user_id: str, *, include_archived: bool = True
    ) -> list[MemoryPublic]:
        """Everything remembered about the user, active ones in prompt order."""
        result: list[MemoryPublic] = await self._call(
            "list_memories", user_id, include_archived=include_archived
        )
        return result

    async def page_memories(
        self, user_id: str, *, status: str = "active", limit: int = 50, cursor: str | None = None
    ) -> MemoryPage:
        """One page of memories in prompt order, and the next cursor."""
        page: MemoryPage = await self._call(
            "page_memories", user_id, status=status, limit=limit, cursor=cursor
        )
        return page

    async def list_episodes(
        self, user_id: str, *, limit: int = 50, cursor: str | None = None
    ) -> EpisodePage:
        """One page of the user's episodes, newest first."""
        page: EpisodePage = await self._call("list_episodes", user_id, limit=limit, cursor=cursor)
        return page

    async def explain(self, user_id: str, memory_id: uuid.UUID | str) -> dict[str, Any]:
        """A memory with its evidence and history."""
        result: dict[str, Any] = await self._call("explain", user_id, memory_id)
        return result

    async def export_user(self, user_id: str) -> dict[str, Any]:
        """Everything held about the user."""
        result: dict[str, Any] = await self._call("export_user", user_id)
        return result

    async def knows_user(self, user_id: str) -> bool:
        """True when anything at all is stored about the user."""
        return bool(await self._call("knows_user", user_id))

    # -- the user's own writes -------------------------------------------------------------------

    async def add_memory(
        self,
        user_id: str,
        content: str,
        entry_type: str | None = None,
        critical: bool | None = None,
    ) -> MemoryPublic:
        """A memory the user wrote; the result's `redacted` says a secret was taken out."""
        result: MemoryPublic = await self._call(
            "add_memory", user_id, content, entry_type, critical
        )
        return result

    async def edit_memory(
        self,
        user_id: str,
        memory_id: uuid.UUID | str,
        content: str | None = None,
        *,
        entry_type: str | None = None,
        critical: bool | None = None,
    ) -> MemoryPublic:
        """Change a memory's wording, type or critical flag."""
        result: MemoryPublic = await self._call(
            "edit_memory", user_id, memory_id, content, entry_type=entry_type, critical=critical
        )
        return result

    async def delete_memory(self, user_id: str, memory_id: uuid.UUID | str) -> None:
        """Delete a memory and its statement from every prompt path."""
        await self._call("delete_memory", user_id, memory_id)

    async def delete_episode(self, user_id: str, episode_id: int) -> None:
        """Delete one episode."""
        await self._call("delete_episode", user_id, episode_id)

    async def forget_user(self, user_id: str) -> dict[str, int]:
        """Erase every row about the user; returns rows deleted per table."""
        result: dict[str, int] = await self._call("forget_user", user_id)
        return result

    # -- signals, in-process ---------------------------------------------------------------------

    async def process_conversation(
        self, user_id: str, messages: list[dict[str, Any]], session_id: str
    ) -> int:
        """Learn from a finished session now (a chat app usually enqueues it instead)."""
        return int(await self._call("process_conversation", user_id, messages, session_id))

    async def process_feedback(
        self, user_id: str, deliverable_id: str, original: str, edited: str
    ) -> int:
        """Learn from an approved, edited deliverable."""
        return int(await self._call("process_feedback", user_id, deliverable_id, original, edited))

    async def process_patterns(self, user_id: str) -> int:
        """Detect recurring behaviour in the user's activity."""
        return int(await self._call("process_patterns", user_id))

    async def record_activity(
        self,
        user_id: str,
        event_type: str,
        occurred_at: datetime | str | None = None,
        summary: str | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> int:
        """Append an activity event; returns its id."""
        return int(
            await self._call("record_activity", user_id, event_type, occurred_at, summary, metadata)
        )

    async def write(
        self, user_id: str, *, kind: str, ref: str, candidates: list[dict[str, Any]]
    ) -> SignalOutcome:
        """Write one signal's candidates, exactly once."""
        outcome: SignalOutcome = await self._call(
            "write", user_id, kind=kind, ref=ref, candidates=candidates
        )
        return outcome

    async def stats(self) -> dict[str, Any]:
        """Counts across all users."""
        result: dict[str, Any] = await self._call("stats")
        return result
