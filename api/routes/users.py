"""Whole-user operations: the prompt block, the export, erasure, and the user's episodes."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.auth import UserId
from api.bodies import BodyRoute
from api.deps import Service
from api.schemas import EpisodePage, Erased, Export, PromptBlock
from memory_service.errors import UnknownUserError
from memory_service.limits import MAX_QUERY_CHARS
from memory_service.recall.tokens import count_tokens

router = APIRouter(prefix="/v1/users/{user_id}", tags=["users"], route_class=BodyRoute)


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


@router.get("/episodes", response_model=EpisodePage, tags=["episodes"])
def episodes(
    user_id: UserId,
    svc: Service,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: Annotated[str | None, Query(max_length=128)] = None,
) -> EpisodePage:
    """What the user said that is kept as dated statements, newest first."""
    try:
        page = svc.list_episodes(user_id, limit=limit, cursor=cursor)
    except UnknownUserError:  # nothing stored yet: no statements, not a missing page
        return EpisodePage(items=[], next_cursor=None)
    return EpisodePage(items=page.items, next_cursor=page.next_cursor)


@router.delete(
    "/episodes/{episode_id}", status_code=204, response_class=Response, tags=["episodes"]
)
def delete_episode(user_id: UserId, episode_id: int, svc: Service) -> Response:
    """Delete one statement."""
    svc.delete_episode(user_id, episode_id)
    return Response(status_code=204)
