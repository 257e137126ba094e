"""Who is calling: the chat app's backend (service token) or one user (a short-lived JWT).

Both arrive as `Authorization: Bearer <token>`. The service token may act for any user; a user
token (HS256, `sub` = the user id, `exp` required) only on its own user's paths. Tokens are
compared in constant time; a missing or bad token is 401, a user token elsewhere 403.
"""

from __future__ import annotations

import hmac
import time
from dataclasses import dataclass
from typing import Annotated

import jwt
from fastapi import Depends, Path, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from api.errors import ApiProblem
from api.paths import path_id
from memory_service.schemas import check_identifier

ALGORITHM = "HS256"
bearer = HTTPBearer(auto_error=False, description="The service token or a user token (JWT).")


@dataclass(frozen=True)
class Keys:
    """The secrets the server checks tokens against."""

    service_token: bytes
    signing_key: str | None


@dataclass(frozen=True)
class Caller:
    """An authenticated caller: the service (`user_id` None) or one user."""

    user_id: str | None


def mint(user_id: str, *, signing_key: str, ttl_s: int) -> str:
    """A user token for `user_id`, valid for `ttl_s` seconds."""
    now = int(time.time())
    return jwt.encode({"sub": user_id, "iat": now, "exp": now + ttl_s}, signing_key, ALGORITHM)


def _user_of(token: str, signing_key: str | None) -> str:
    if signing_key is None:
        raise ApiProblem(401, "invalid token")
    try:
        claims = jwt.decode(
            token, signing_key, algorithms=[ALGORITHM], options={"require": ["sub", "exp"]}
        )
    except jwt.ExpiredSignatureError:
        raise ApiProblem(401, "the token has expired") from None
    except jwt.InvalidTokenError:
        raise ApiProblem(401, "invalid token") from None
    return str(claims["sub"])


def caller(
    request: Request,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> Caller:
    """The authenticated caller, or 401."""
    if credentials is None:
        raise ApiProblem(401, "missing bearer token (Authorization: Bearer <token>)")
    keys: Keys = request.app.state.keys
    token = credentials.credentials
    if hmac.compare_digest(token.encode("utf-8"), keys.service_token):
        return Caller(user_id=None)
    return Caller(user_id=_user_of(token, keys.signing_key))


UserIdPath = Annotated[
    str,
    Path(min_length=1, description='The user id (1 to 255 characters; "/" sent as %2F).'),
]


def owned_user(user_id: UserIdPath, who: Annotated[Caller, Depends(caller)]) -> str:
    """The path's user id, when the caller may act for that user (else 403)."""
    user_id = check_identifier(path_id(user_id), "user_id")
    if who.user_id is not None and not hmac.compare_digest(
        who.user_id.encode("utf-8"), user_id.encode("utf-8")
    ):
        raise ApiProblem(403, "this token may act only for its own user")
    return user_id


UserId = Annotated[str, Depends(owned_user)]
