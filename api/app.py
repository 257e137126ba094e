"""The FastAPI application: routers, auth keys, problem+json errors, the body cap, the page."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from api import errors
from api.auth import Keys
from api.limits import BodyLimit
from api.paths import EncodedSlashes
from api.producer import Producer, ProducerUnavailableError
from api.routes import memories, page, signals, users
from api.routes.page import STATIC
from api.schemas import Problem
from api.settings import ApiSettings, signing_key
from memory_service import MemoryService
from memory_service.errors import ConfigurationError
from memory_service.settings import Settings

PROBLEM_RESPONSES: dict[int | str, dict[str, object]] = {
    status: {
        "model": Problem,
        "content": {errors.PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}},
        "description": title,
    }
    for status, title in errors.TITLES.items()
    if status in {401, 403, 404, 413, 422, 503}
}


def _unavailable(_: Request, __: Exception) -> JSONResponse:
    return errors.problem(503, "the queue is unavailable; nothing was enqueued, retry shortly")


def keys_of(api: ApiSettings) -> Keys:
    """The auth keys, or ConfigurationError when there is no service token."""
    if api.memory_api_token is None or not api.memory_api_token.get_secret_value().strip():
        raise ConfigurationError("MEMORY_API_TOKEN: set the service token to serve the API")
    return Keys(
        service_token=api.memory_api_token.get_secret_value().encode("utf-8"),
        signing_key=signing_key(api),
    )


def build_app(
    service: MemoryService, producer: Producer, api: ApiSettings, *, own: bool = False
) -> FastAPI:
    """The app on a given service and producer (`own`: close them at shutdown)."""

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        if own:
            service.close()
            producer.close()

    app = FastAPI(
        title="memory-worker",
        summary="Long-term memory for a chat product: the chat app's API and the Context page.",
        version="1",
        lifespan=lifespan,
        responses=PROBLEM_RESPONSES,
    )
    app.state.keys = keys_of(api)
    app.state.service = service
    app.state.producer = producer
    errors.install(app)
    app.add_exception_handler(ProducerUnavailableError, _unavailable)
    for router in (page.router, memories.router, users.router, signals.router):
        app.include_router(router)
    app.mount("/context/assets", StaticFiles(directory=STATIC), name="assets")
    app.add_middleware(BodyLimit, max_bytes=api.memory_api_max_body_bytes)
    app.add_middleware(EncodedSlashes)
    return app


def create_app() -> FastAPI:
    """The app from the environment (uvicorn's factory: `api.app:create_app`)."""
    settings, api = Settings(), ApiSettings()
    keys_of(api)  # refuse before opening anything
    service = MemoryService.from_settings(settings)
    return build_app(service, Producer(settings.celery_broker_url), api, own=True)
