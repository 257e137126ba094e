"""Ids in the path: a user or session id may hold "/" (sent as %2F, as encodeURIComponent does).

The server decodes the path before routing, so `tenant%2F42` would become two segments and match
no route. This middleware routes on the path as sent instead: each segment decoded, with "%" and
"/" kept escaped inside it, and `path_id` decodes the id a route receives. The segments "." and
".." cannot be sent at all (clients resolve them, %2E included, before the request leaves): the
service refuses them as ids (`memory_service.schemas.Identifier`).
"""

from __future__ import annotations

from urllib.parse import unquote

from starlette.types import ASGIApp, Receive, Scope, Send


def _escaped(segment: str) -> str:
    return segment.replace("%", "%25").replace("/", "%2F")


def routed_path(path: str, raw_path: bytes | None) -> str:
    """The path to route on: `raw_path`'s segments decoded one by one, "%" and "/" kept escaped
    (only "%" when the raw path is missing or is not what `path` was decoded from)."""
    if raw_path is not None:
        try:
            segments = [unquote(s) for s in raw_path.decode("ascii").split("/")]
        except UnicodeDecodeError:
            segments = []
        if segments and "/".join(segments) == path:
            return "/".join(_escaped(s) for s in segments)
    return path.replace("%", "%25")


def path_id(value: str) -> str:
    """The id a route's path parameter holds (the inverse of the escaping above)."""
    return unquote(value)


class EncodedSlashes:
    """ASGI middleware: route on `routed_path`, so an id with "/" stays one path segment."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            path = routed_path(scope["path"], scope.get("raw_path"))
            scope = {**scope, "path": path}
        await self.app(scope, receive, send)
