"""Errors as RFC 9457 problem details (`application/problem+json`), each naming its field."""

from __future__ import annotations

import logging
import re
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.schemas import FieldError, Problem
from memory_service.errors import InvalidInputError, MemoryNotFoundError, TransientError

logger = logging.getLogger(__name__)
FIELD = re.compile(r"^[a-z_][a-z0-9_]*(\.[a-z0-9_]+)*$")
PROBLEM_JSON = "application/problem+json"
TITLES = {
    400: "Bad request",
    401: "Not authenticated",
    403: "Forbidden",
    404: "Not found",
    405: "Method not allowed",
    413: "Request too large",
    422: "Invalid request",
    503: "Service unavailable",
}


class ApiProblem(Exception):  # noqa: N818 - it is a problem document, not an error kind
    """Raised to answer with a problem document: a status, a detail, the fields at fault."""

    def __init__(self, status: int, detail: str, *, errors: list[FieldError] | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.errors = errors or []


def problem(
    status: int, detail: str, errors: list[FieldError] | list[tuple[str, str]] | None = None
) -> JSONResponse:
    """A problem+json response; `errors` as FieldErrors or (field, message) pairs."""
    fields = [
        e if isinstance(e, FieldError) else FieldError(field=e[0], message=e[1])
        for e in errors or []
    ]
    body = Problem(title=TITLES.get(status, "Error"), status=status, detail=detail, errors=fields)
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    return JSONResponse(
        body.model_dump(mode="json"), status_code=status, media_type=PROBLEM_JSON, headers=headers
    )


def _field(loc: tuple[int | str, ...]) -> str:
    parts = [str(p) for p in loc]
    if parts and parts[0] in {"body", "query", "path", "header"}:
        parts = parts[1:] or parts
    return ".".join(parts) or "body"


def _field_error(error: dict[str, Any]) -> FieldError:
    if error.get("type") == "json_invalid":  # its loc is a character offset, not a field
        reason = (error.get("ctx") or {}).get("error") or error["msg"]
        return FieldError(field="body", message=f"not valid JSON: {reason}")
    return FieldError(field=_field(tuple(error["loc"])), message=error["msg"])


def _validation(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = [_field_error(e) for e in exc.errors()]
    detail = "; ".join(f"{e.field}: {e.message}" for e in errors)
    return problem(422, detail, errors)


def _api_problem(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiProblem)
    return problem(exc.status, exc.detail, exc.errors)


def _http(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 413:
        message = "the request body is larger than this server accepts"
        return problem(413, f"body: {message}", [FieldError(field="body", message=message)])
    return problem(exc.status_code, str(exc.detail))


def _named_field(message: str) -> tuple[str, str]:
    """The field a service error names ("invalid memory (...): content: too long")."""
    parts = [
        p.strip().removeprefix("invalid ") for p in message.split("; ", maxsplit=1)[0].split(": ")
    ]
    for index, part in enumerate(parts[:-1]):
        if FIELD.match(part):
            return part, ": ".join(parts[index + 1 :])
    return "body", message


def _invalid(_: Request, exc: Exception) -> JSONResponse:
    field, message = _named_field(str(exc))
    return problem(422, str(exc), [FieldError(field=field, message=message)])


def _not_found(_: Request, __: Exception) -> JSONResponse:
    # The same answer whether the id exists for another user or not at all.
    return problem(404, "no such item for this user")


def _transient(_: Request, exc: Exception) -> JSONResponse:
    logger.warning("transient failure: %s", exc)
    return problem(503, "the memory store is unavailable; retry shortly")


def install(app: FastAPI) -> None:
    """Register the problem+json handlers."""
    app.add_exception_handler(RequestValidationError, _validation)
    app.add_exception_handler(ApiProblem, _api_problem)
    app.add_exception_handler(StarletteHTTPException, _http)
    app.add_exception_handler(InvalidInputError, _invalid)
    app.add_exception_handler(MemoryNotFoundError, _not_found)
    app.add_exception_handler(TransientError, _transient)
