"""Request bodies read so that every way a body can be unreadable names a field.

FastAPI reports a JSON syntax error under the byte offset it was found at (`"field": "41"`), and
answers a body `json.loads` cannot read for another reason (a number of more than 4,300 digits,
bytes that are not UTF-8, nesting deeper than the interpreter's recursion limit) with a bare 400
naming nothing. Routes of `BodyRoute` read the body here instead:

- a number too long to be an integer is read as the float it spells (infinite), as `1e400`
  already is, so validation refuses it under the field that holds it
  (`messages.0.created_at`);
- any other unreadable body is a JSON error, which the problem handler reports as `field: body`
  with what is wrong and where (`Expecting ',' delimiter (character 41)`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import Request, Response
from fastapi.routing import APIRoute


def _number(text: str) -> int | float:
    try:
        return int(text)
    except ValueError:  # over the interpreter's digit limit for int(str)
        return float(text)


def _unreadable(reason: str) -> json.JSONDecodeError:
    return json.JSONDecodeError(reason, "", 0)


class BodyRequest(Request):
    """A request whose JSON body is read as above."""

    async def json(self) -> Any:
        """The body as JSON, or JSONDecodeError saying what makes it unreadable."""
        if not hasattr(self, "_json"):
            body = await self.body()
            try:
                self._json = json.loads(body, parse_int=_number)
            except json.JSONDecodeError as exc:
                raise _unreadable(f"{exc.msg} (character {exc.pos})") from None
            except UnicodeDecodeError as exc:
                raise _unreadable(f"not UTF-8 text (byte {exc.start})") from None
            except RecursionError:
                raise _unreadable("nested too deeply") from None
            except ValueError as exc:
                raise _unreadable(type(exc).__name__) from None
        return self._json


class BodyRoute(APIRoute):
    """A route that reads its body with `BodyRequest`."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        """FastAPI's handler, given a `BodyRequest` on the same connection."""
        handler = super().get_route_handler()

        async def route_handler(request: Request) -> Response:
            return await handler(BodyRequest(request.scope, request.receive))

        return route_handler
