"""Whole-user operations: the prompt block, the export, erasure, and the user's episodes."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.auth import UserId
from api.deps import Context, Service
from api.errors import ApiProblem
from api.schemas import EpisodePage, Erased, Export, FieldError, PromptBlock
from memory_service.recall.tokens import count_tokens

MAX_QUERY_CHARS = 2000
router = APIRouter(prefix="/v1/users/{user_id}", tags=["users"])


@router.get("/prompt", response_model=PromptBlock)
def prompt(
    user_id: UserId,
    svc: Service,
    budget: Annotated[int, Query(ge=0, le=100_000)] = 2000,
    query: Annotated[str | None, Query(max_length=MAX_QUERY_CHARS)] = None,
) -> PromptBlock:
    """The memory block for the system prompt of a new session."""
    block = svc.get_for_prompt(user_id, token_budget=budget, query=query or None)
    return PromptBlock(block=block, tokens=count_tokens(block) if block else 0)


@router.get("/export", response_model=Export)
def export(user_id: UserId, svc: Service) -> Export:
    """Everything held about the user."""
    return Export.model_validate(svc.export_user(user_id))


@router.delete("", response_model=Erased)
def erase(user_id: UserId, svc: Service) -> Erased:
    """Erase every row about the user, in every store."""
    return Erased(erased=svc.forget_user(user_id))


def _before(cursor: str | None) -> int | None:
    if cursor is None:
        return None
    if not cursor.isdigit():
        problem = FieldError(field="cursor", message="not a cursor this API gave")
        raise ApiProblem(422, "cursor: not a cursor this API gave", errors=[problem])
    return int(cursor)


@router.get("/episodes", response_model=EpisodePage, tags=["episodes"])
def episodes(
    user_id: UserId,
    ops: Context,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: Annotated[str | None, Query(max_length=32)] = None,
) -> EpisodePage:
    """What the user said that is kept as dated statements, newest first."""
    items = ops.episodes(user_id, limit=limit + 1, before_id=_before(cursor))
    more = len(items) > limit
    items = items[:limit]
    return EpisodePage(items=items, next_cursor=str(items[-1].id) if more else None)


@router.delete(
    "/episodes/{episode_id}", status_code=204, response_class=Response, tags=["episodes"]
)
def delete_episode(user_id: UserId, episode_id: int, ops: Context) -> Response:
    """Delete one statement."""
    ops.delete_episode(user_id, episode_id)
    return Response(status_code=204)
