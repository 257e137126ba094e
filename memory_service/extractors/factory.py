"""Choose the extractor from settings (placeholder: rules only until the Anthropic one lands)."""

from __future__ import annotations

from typing import Any

from memory_service.extractors.base import Extractor
from memory_service.extractors.rules import RulesExtractor


def build_extractor(settings: Any) -> Extractor:
    """The extractor `MEMORY_EXTRACTOR` asks for."""
    return RulesExtractor()
