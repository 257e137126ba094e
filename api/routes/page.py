"""Health, and the Context page (plain HTML and a small script, served as files)."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

from api.schemas import Health

STATIC = Path(__file__).resolve().parent.parent / "static"
PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
router = APIRouter()


@router.get("/v1/health", response_model=Health, tags=["health"])
async def health() -> Health:
    """The server is up (no token needed)."""
    return Health()


@router.get("/context", include_in_schema=False)
async def context_page() -> FileResponse:
    """The Context page; it reads the user token from the URL fragment (`#token=`)."""
    return FileResponse(STATIC / "context.html", media_type="text/html", headers=PAGE_HEADERS)
