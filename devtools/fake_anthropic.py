"""A fake Anthropic Messages API: a real HTTP server on loopback that the real SDK talks to.

Tests point the SDK at it with `base_url=fake.url` (or `ANTHROPIC_BASE_URL`). Every request is
recorded (path, headers, parsed JSON body), replies come from a script (a queue of `Reply`) and,
when the script is empty, from a default behaviour. It also runs on its own, for worker
subprocesses and benchmarks:

    python -m devtools.fake_anthropic --port 8765 --latency-ms 800 [--default plausible|empty]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import signal
import socket
import sys
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import FrameType, TracebackType
from typing import Any

from devtools import fake_batches

DEFAULT_MODEL = "claude-haiku-5-5"


@dataclass(frozen=True)
class Reply:
    """One scripted HTTP answer; `drop` closes the connection without answering."""

    status: int = 200
    body: Any = None
    headers: Mapping[str, str] = field(default_factory=dict)
    latency_s: float | None = None
    drop: bool = False

    def encoded(self) -> bytes:
        """The body as bytes (dicts and lists as JSON, strings as UTF-8)."""
        if self.body is None:
            return b""
        if isinstance(self.body, bytes):
            return self.body
        if isinstance(self.body, str):
            return self.body.encode("utf-8")
        return json.dumps(self.body).encode("utf-8")

    @property
    def usage(self) -> dict[str, int]:
        """The usage block of a successful Messages reply (empty for anything else)."""
        if self.status == 200 and isinstance(self.body, dict):
            usage = self.body.get("usage")
            if isinstance(usage, dict):
                return {k: v for k, v in usage.items() if isinstance(v, int)}
        return {}


@dataclass(frozen=True)
class RecordedRequest:
    """What the fake received: method, path, headers (lower-case names) and the JSON body."""

    method: str
    path: str
    headers: dict[str, str]
    raw_body: bytes
    body: Any
    reply: Reply | None = None

    @property
    def text(self) -> str:
        """The raw body as text, for "does this string appear anywhere" checks."""
        return self.raw_body.decode("utf-8", errors="replace")

    @property
    def prompt(self) -> str:
        """The system prompt and every message's text joined, for assertions on the prompt."""
        if not isinstance(self.body, dict):
            return ""
        parts = [_text_of(self.body.get("system"))]
        parts += [_text_of(m.get("content")) for m in self.body.get("messages", [])]
        return "\n".join(p for p in parts if p)


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(block.get("text", "")) for block in content if isinstance(block, dict))
    return ""


# -- reply builders -----------------------------------------------------------------------------


def memory(
    key: str,
    content: str,
    *,
    entry_type: str = "fact",
    critical: bool = False,
    tags: Sequence[str] = (),
    importance: float = 0.5,
    source_turns: Sequence[int] = (0,),
    polarity: str = "neutral",
    thing: str = "",
    reason: str = "",
) -> dict[str, Any]:
    """One extracted memory as the model would write it."""
    return {
        "key": key,
        "content": content,
        "entry_type": entry_type,
        "critical": critical,
        "tags": list(tags),
        "importance": importance,
        "source_turns": list(source_turns),
        "polarity": polarity,
        "object": thing,
        "reason": reason,
    }


def message_reply(
    text: str,
    *,
    stop_reason: str = "end_turn",
    input_tokens: int = 100,
    output_tokens: int = 20,
    cache_creation_input_tokens: int = 0,
    cache_read_input_tokens: int = 0,
    model: str = DEFAULT_MODEL,
    latency_s: float | None = None,
) -> Reply:
    """A successful Messages API reply whose single content block is `text`."""
    body = {
        "id": f"msg_{uuid.uuid4().hex[:24]}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [{"type": "text", "text": text}],
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "cache_creation_input_tokens": cache_creation_input_tokens,
            "cache_read_input_tokens": cache_read_input_tokens,
        },
    }
    return Reply(200, body, {"request-id": f"req_{uuid.uuid4().hex[:20]}"}, latency_s)


def extraction_reply(
    memories: Iterable[Mapping[str, Any]] = (),
    *,
    retractions: Iterable[Mapping[str, Any]] = (),
    digest: str = "",
    **kwargs: Any,
) -> Reply:
    """A structured-output reply carrying `{"memories": [...], ...}` as JSON text."""
    body = {"memories": list(memories), "retractions": list(retractions), "digest": digest}
    return message_reply(json.dumps(body), **kwargs)


def error_reply(
    status: int,
    message: str = "",
    *,
    error_type: str | None = None,
    headers: Mapping[str, str] | None = None,
    latency_s: float | None = None,
) -> Reply:
    """An error in the API's shape: `{"type": "error", "error": {"type": ..., "message": ...}}`."""
    kind = error_type or ERROR_TYPES.get(status, "api_error")
    request_id = f"req_{uuid.uuid4().hex[:20]}"
    body = {
        "type": "error",
        "error": {"type": kind, "message": message or kind.replace("_", " ")},
        "request_id": request_id,
    }
    merged = {"request-id": request_id, **(headers or {})}
    return Reply(status, body, merged, latency_s)


ERROR_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    408: "timeout_error",
    413: "request_too_large",
    422: "invalid_request_error",
    429: "rate_limit_error",
    500: "api_error",
    502: "api_error",
    503: "api_error",
    504: "timeout_error",
    529: "overloaded_error",
}


def overloaded(**kwargs: Any) -> Reply:
    """A 529 overloaded_error."""
    return error_reply(529, "Overloaded", **kwargs)


def rate_limited(retry_after_s: float | None = None, **kwargs: Any) -> Reply:
    """A 429 rate_limit_error, with a retry-after header when given."""
    headers = {} if retry_after_s is None else {"retry-after": _seconds(retry_after_s)}
    return error_reply(
        429, "Number of request tokens has exceeded your rate limit", headers=headers, **kwargs
    )


def _seconds(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


# -- default behaviours -------------------------------------------------------------------------

Behaviour = Callable[[RecordedRequest], Reply]


def empty_extraction(request: RecordedRequest) -> Reply:
    """Default behaviour: a valid reply that extracts nothing."""
    return extraction_reply([], **_usage_for(request, "{}"))


_TURN_LINE = re.compile(r"^\{.*\"role\":\s*\"user\".*\}$", re.MULTILINE)


def user_turns_of(request: RecordedRequest) -> list[tuple[int, str]]:
    """User turns from the transcript: JSON lines with "turn", "role" and "text"."""
    turns = []
    for line in _TURN_LINE.findall(request.prompt):
        try:
            turn = json.loads(line)
        except ValueError:
            continue
        if isinstance(turn, dict) and isinstance(turn.get("text"), str):
            turns.append((int(turn.get("turn", 0)), turn["text"]))
    return turns


def plausible_extraction(request: RecordedRequest) -> Reply:
    """Default behaviour: one deterministic memory from the last user turn (or nothing)."""
    turns = user_turns_of(request)
    if not turns:
        return empty_extraction(request)
    index, text = turns[-1]
    sentence = re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0][:200].strip()
    if not sentence:
        return empty_extraction(request)
    digest = hashlib.sha256(sentence.encode("utf-8")).hexdigest()[:8]
    item = memory(
        f"conversation.note_{digest}",
        f"The user said: {sentence}",
        tags=["conversation"],
        source_turns=[index],
    )
    return extraction_reply([item], **_usage_for(request, json.dumps(item)))


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\s*\n+\s*")
_ORDER = re.compile(r"^(?:always|never|from\s+now\s+on|please|don'?t|do\s+not|stop|only)\b", re.I)
_CRITICAL = re.compile(r"\b(?:allerg\w*|intoleran\w*|diabet\w*|asthma\w*|epilep\w*|celiac)\b", re.I)


def gullible_extraction(request: RecordedRequest) -> Reply:
    """A model that believes every word it reads: each sentence of each user turn, quoted,
    pasted, role-played or not, comes back as a memory (an order as an instruction), citing the
    turn it is in. What the service stores from it is what its own checks let through."""
    items = []
    for index, text in user_turns_of(request):
        for piece in _SENTENCE_END.split(text.strip()):
            sentence = piece.strip().strip("\"'“”‘’ ").strip()
            if len(sentence) < 4:
                continue
            digest = hashlib.sha256(f"{index}:{sentence}".encode()).hexdigest()[:10]
            items.append(
                memory(
                    f"conversation.note_{digest}",
                    sentence[:300],
                    entry_type="instruction" if _ORDER.match(sentence) else "fact",
                    critical=bool(_CRITICAL.search(sentence)),
                    tags=["conversation"],
                    source_turns=[index],
                )
            )
    return extraction_reply(items, **_usage_for(request, json.dumps(items)))


def _usage_for(request: RecordedRequest, output: str) -> dict[str, int]:
    # A rough, deterministic count (4 characters a token) so benchmarks see plausible figures.
    return {
        "input_tokens": max(1, len(request.raw_body) // 4),
        "output_tokens": max(1, len(output) // 4),
    }


BEHAVIOURS: dict[str, Behaviour] = {
    "empty": empty_extraction,
    "plausible": plausible_extraction,
    "gullible": gullible_extraction,
}


# -- the server ---------------------------------------------------------------------------------


class FakeAnthropic:
    """The fake server: `with FakeAnthropic() as fake: Anthropic(base_url=fake.url, ...)`."""

    def __init__(
        self,
        *,
        default: Behaviour | str = "empty",
        latency_s: float = 0.0,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.default: Behaviour = BEHAVIOURS[default] if isinstance(default, str) else default
        self.latency_s = latency_s
        self._address = (host, port)
        self._lock = threading.Lock()
        self._script: deque[Reply | Behaviour] = deque()
        self._requests: list[RecordedRequest] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.batches = fake_batches.FakeBatches(self)
        """The Message Batches endpoints' state and script (see `devtools.fake_batches`)."""

    # -- lifecycle

    def start(self) -> FakeAnthropic:
        """Bind and serve in a background thread."""
        handler = type("_BoundHandler", (_Handler,), {"fake": self})
        server = ThreadingHTTPServer(self._address, handler)
        server.daemon_threads = True
        server.block_on_close = False  # keep-alive connections must not hold up stop()
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.05},  # stop() waits up to one poll
            name="fake-anthropic",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and release the port."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> FakeAnthropic:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    @property
    def port(self) -> int:
        """The port the server listens on."""
        if self._server is None:
            raise RuntimeError("the fake Anthropic server is not running")
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        """The base URL to give the SDK."""
        return f"http://127.0.0.1:{self.port}"

    # -- scripting

    def enqueue(self, *replies: Reply | Behaviour) -> None:
        """Answer the next requests with these, in order (then the default behaviour)."""
        with self._lock:
            self._script.extend(replies)

    def reset(self) -> None:
        """Forget the script, the recorded requests and the batches."""
        with self._lock:
            self._script.clear()
            self._requests.clear()
        self.batches.reset()

    @property
    def pending(self) -> int:
        """Scripted replies not used yet."""
        with self._lock:
            return len(self._script)

    # -- what happened

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every request received, in order."""
        with self._lock:
            return list(self._requests)

    @property
    def message_requests(self) -> list[RecordedRequest]:
        """Requests to POST /v1/messages."""
        return [r for r in self.requests if r.method == "POST" and r.path == "/v1/messages"]

    def tokens_spent(self) -> tuple[int, int]:
        """(input incl. cache reads and writes, output) over every successful reply sent."""
        input_tokens = output_tokens = 0
        for request in self.requests:
            usage = request.reply.usage if request.reply else {}
            input_tokens += (
                usage.get("input_tokens", 0)
                + usage.get("cache_creation_input_tokens", 0)
                + usage.get("cache_read_input_tokens", 0)
            )
            output_tokens += usage.get("output_tokens", 0)
        return input_tokens, output_tokens

    # -- called by the handler

    def _answer(self, request: RecordedRequest) -> Reply:
        if request.path.startswith(fake_batches.PREFIX):
            reply = self.batches.answer(request)  # batches never consume the Messages script
            with self._lock:
                self._requests.append(_with_reply(request, reply))
            return reply
        with self._lock:
            scripted = self._script.popleft() if self._script else None
        if scripted is None:
            reply = _validate(request) or self.default(request)
        elif isinstance(scripted, Reply):
            reply = scripted
        else:
            reply = scripted(request)
        with self._lock:
            self._requests.append(_with_reply(request, reply))
        return reply


def _with_reply(request: RecordedRequest, reply: Reply) -> RecordedRequest:
    return RecordedRequest(
        request.method, request.path, request.headers, request.raw_body, request.body, reply
    )


def _validate(request: RecordedRequest) -> Reply | None:
    """What the real API says to a request it cannot take (only for unscripted requests)."""
    if request.path != "/v1/messages":
        return error_reply(404, f"Not found: {request.path}")
    if not request.headers.get("x-api-key") and not request.headers.get("authorization"):
        return error_reply(401, "x-api-key header is required")
    if not isinstance(request.body, dict):
        return error_reply(400, "request body must be a JSON object")
    for required in ("model", "max_tokens", "messages"):
        if required not in request.body:
            return error_reply(400, f"{required}: Field required")
    return None


class _Handler(BaseHTTPRequestHandler):
    fake: FakeAnthropic
    protocol_version = "HTTP/1.1"
    timeout = 60  # an idle keep-alive connection is closed after this long

    def do_POST(self) -> None:
        self._handle()

    def do_GET(self) -> None:
        self._handle()

    def _handle(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = None
        request = RecordedRequest(
            method=self.command,
            path=self.path.split("?", 1)[0],
            headers={k.lower(): v for k, v in self.headers.items()},
            raw_body=raw,
            body=body,
        )
        reply = self.fake._answer(request)
        delay = reply.latency_s if reply.latency_s is not None else self.fake.latency_s
        if delay > 0:
            time.sleep(delay)
        if reply.drop:
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        self._send(reply)

    def _send(self, reply: Reply) -> None:
        payload = reply.encoded()
        try:
            self.send_response(reply.status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(payload)))
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            # The client gave up (its timeout) while the scripted latency ran: nothing to answer.
            self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: tests assert on recorded requests, not on access logs."""


# -- command line --------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Serve until interrupted (SIGINT or SIGTERM)."""
    parser = argparse.ArgumentParser(description="A fake Anthropic Messages API on loopback.")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--latency-ms", type=float, default=0.0, help="added to every reply")
    parser.add_argument("--default", choices=sorted(BEHAVIOURS), default="plausible")
    args = parser.parse_args(argv)
    fake = FakeAnthropic(
        default=args.default, latency_s=args.latency_ms / 1000, host=args.host, port=args.port
    )
    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    with fake:
        print(f"fake Anthropic API listening on {fake.url}", flush=True)
        stop.wait()
        spent = fake.tokens_spent()
        print(
            f"served {len(fake.requests)} requests; tokens in/out {spent[0]}/{spent[1]}",
            file=sys.stderr,
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
