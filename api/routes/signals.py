"""Signals from the chat app, enqueued for the worker (202 with the task id)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path
from pydantic import AfterValidator

from api.auth import UserId
from api.bodies import BodyRoute
from api.deps import Enqueue
from api.paths import path_id
from api.schemas import Accepted, ActivityIn, FeedbackIn, SessionAccepted, SessionCloseIn

router = APIRouter(prefix="/v1/users/{user_id}", tags=["signals"], route_class=BodyRoute)
SessionId = Annotated[
    str,
    Path(min_length=1, description='The session id (1 to 255 characters; "/" sent as %2F).'),
    AfterValidator(path_id),
]


@router.post("/sessions/{session_id}/close", response_model=SessionAccepted, status_code=202)
def close_session(
    user_id: UserId, session_id: SessionId, body: SessionCloseIn, producer: Enqueue
) -> SessionAccepted:
    """The session ended: learn from its whole transcript."""
    messages = [m.model_dump(mode="json", exclude_none=True) for m in body.messages]
    task_id, trimmed = producer.session_closed(user_id, session_id, messages)
    return SessionAccepted(task_id=task_id, trimmed=trimmed)


@router.post("/feedback", response_model=Accepted, status_code=202)
def feedback(user_id: UserId, body: FeedbackIn, producer: Enqueue) -> Accepted:
    """The user approved an edited deliverable."""
    task_id = producer.feedback(user_id, body.deliverable_id, body.original, body.edited)
    return Accepted(task_id=task_id)


@router.post("/activity", response_model=Accepted, status_code=202)
def activity(user_id: UserId, body: ActivityIn, producer: Enqueue) -> Accepted:
    """Something the user did (pattern detection reads it nightly)."""
    event = body.model_dump(mode="json")
    return Accepted(task_id=producer.activity(user_id, **event))
