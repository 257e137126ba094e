"""The key registry: every key namespace the system writes, declared once."""

from __future__ import annotations

import re

from memory_service.pipeline.signal import digest

MAX_SEGMENT_CHARS = 40


def segment(text: str) -> str:
    """`text` as one key segment: lowercase words joined by "_", with a hash when long or empty.

    Long or non-Latin names keep a readable prefix and a hash that tells them apart.
    """
    slug = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    if not slug or len(slug) > MAX_SEGMENT_CHARS:
        prefix = slug[: MAX_SEGMENT_CHARS - 11].strip("_")
        slug = "_".join(p for p in (prefix, digest(text)[:10]) if p)
    return slug
