"""Limits at the door: a request body over the cap is refused with 413 before it is parsed.

FastAPI's own `max_body_size` answers a declared oversize body in plain text; this middleware
answers both cases as a problem document: a Content-Length over the cap at once, a body that
streams past it when the endpoint reads it (an HTTPException, so the problem handler renders it).
"""

from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.errors import problem


class BodyTooLargeError(HTTPException):
    """Raised when a request body streams past the cap."""

    def __init__(self) -> None:
        super().__init__(status_code=413)


class BodyLimit:
    """ASGI middleware: 413 when Content-Length, or the bytes actually sent, exceed `max_bytes`."""

    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.max_bytes:
            message = "the request body is larger than this server accepts"
            response = problem(413, f"body: {message}", [("body", message)])
            await response(scope, receive, send)
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.max_bytes:
                raise BodyTooLargeError
            return message

        await self.app(scope, counted, send)
