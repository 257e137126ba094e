"""A user's memories: list in prompt order, add, change, delete, explain."""

from __future__ import annotations

import uuid
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Response

from api import cursor
from api.auth import UserId
from api.bodies import BodyRoute
from api.deps import Context, Service
from api.explain import explanation
from api.schemas import (
    Explanation,
    MemoryCreateIn,
    MemoryItem,
    MemoryPage,
    MemoryPatchIn,
    MemoryWritten,
)
from memory_service.page_ops import group_title
from memory_service.schemas import MemoryPublic
from memory_service.user_edits import EditedMemory

router = APIRouter(prefix="/v1/users/{user_id}/memories", tags=["memories"], route_class=BodyRoute)


def item(memory: MemoryPublic) -> MemoryItem:
    """A memory with its prompt heading."""
    return MemoryItem(**memory.model_dump(), group=group_title(memory))


def _written(memory: EditedMemory) -> MemoryWritten:
    return MemoryWritten(**memory.model_dump(), group=group_title(memory))


@router.get("", response_model=MemoryPage)
def list_memories(
    user_id: UserId,
    ops: Context,
    status: Literal["active", "archived"] = "active",
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor_: Annotated[str | None, Query(alias="cursor", max_length=512)] = None,
) -> MemoryPage:
    """The user's memories in the order the prompt block uses (grouped as it groups them)."""
    ranked = ops.memories(user_id, status)
    items, next_cursor = cursor.page(ranked, cursor=cursor_, limit=limit)
    return MemoryPage(items=[item(m) for m in items], next_cursor=next_cursor)


@router.post("", response_model=MemoryWritten, status_code=201)
def add_memory(user_id: UserId, body: MemoryCreateIn, svc: Service) -> MemoryWritten:
    """A memory the user wrote (source `user`: never overwritten by automatic signals)."""
    return _written(svc.add_memory(user_id, body.content, body.entry_type, body.critical))


@router.patch("/{memory_id}", response_model=MemoryWritten)
def change_memory(
    user_id: UserId, memory_id: uuid.UUID, body: MemoryPatchIn, svc: Service
) -> MemoryWritten:
    """Change the wording, type or critical flag; the memory becomes the user's own."""
    edited = svc.edit_memory(
        user_id, memory_id, body.content, entry_type=body.entry_type, critical=body.critical
    )
    return _written(edited)


@router.delete("/{memory_id}", status_code=204, response_class=Response)
def delete_memory(user_id: UserId, memory_id: uuid.UUID, svc: Service) -> Response:
    """Delete the memory and its evidence."""
    svc.delete_memory(user_id, memory_id)
    return Response(status_code=204)


@router.get("/{memory_id}/explain", response_model=Explanation)
def explain(user_id: UserId, memory_id: uuid.UUID, svc: Service) -> Explanation:
    """Why it is remembered: in plain words, then the evidence and the history."""
    return explanation(svc.explain(user_id, memory_id), item)
