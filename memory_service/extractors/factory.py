"""Choose the conversation extractor from settings (`MEMORY_EXTRACTOR`, `ANTHROPIC_API_KEY`)."""

from __future__ import annotations

import importlib
import logging
from functools import cache
from typing import TYPE_CHECKING

from memory_service.errors import ConfigurationError
from memory_service.extractors.base import Extractor
from memory_service.extractors.rules import RulesExtractor
from memory_service.settings import Settings

if TYPE_CHECKING:
    from memory_service.extractors.anthropic import AnthropicExtractor

logger = logging.getLogger(__name__)


@cache
def _announce(message: str) -> None:
    # Cached so each distinct choice is logged once per process, however often it is built.
    logger.info(message)


def _api_key(settings: Settings) -> str | None:
    if settings.anthropic_api_key is None:
        return None
    return settings.anthropic_api_key.get_secret_value().strip() or None


def build_extractor(settings: Settings) -> Extractor:
    """The extractor `MEMORY_EXTRACTOR` asks for: auto = Anthropic with an API key, else rules."""
    api_key = _api_key(settings)
    choice = settings.memory_extractor
    if choice == "rules":
        _announce("memory extractor: rules (MEMORY_EXTRACTOR=rules)")
        return RulesExtractor()
    if api_key is None:
        if choice == "anthropic":
            raise ConfigurationError(
                "ANTHROPIC_API_KEY: MEMORY_EXTRACTOR=anthropic needs an API key; set it, "
                "or use MEMORY_EXTRACTOR=auto or rules"
            )
        _announce("memory extractor: rules (ANTHROPIC_API_KEY is not set)")
        return RulesExtractor()
    reason = "MEMORY_EXTRACTOR=anthropic" if choice == "anthropic" else "ANTHROPIC_API_KEY is set"
    _announce(f"memory extractor: anthropic, model {settings.memory_model} ({reason})")
    return _anthropic_extractor_class()(
        api_key=api_key,
        base_url=settings.anthropic_base_url,
        model=settings.memory_model,
        timeout_s=settings.memory_llm_timeout_s,
        max_attempts=settings.memory_llm_max_attempts,
        max_wait_s=settings.memory_llm_max_wait_s,
    )


def _anthropic_extractor_class() -> type[AnthropicExtractor]:
    # Loaded on first use: the Anthropic SDK adds about 40 MiB to every process that imports
    # it, and a worker on the rules extractor never needs it.
    module = importlib.import_module("memory_service.extractors.anthropic")
    extractor_class: type[AnthropicExtractor] = module.AnthropicExtractor
    return extractor_class


def preload(settings: Settings) -> None:
    """Import the modules `build_extractor` would load for `settings`, ahead of the first task.

    A worker calls this before its pool starts: importing the Anthropic SDK takes seconds on a
    busy machine, and inside a task it ran under that task's time limit, so a loaded worker
    could spend every attempt of its first tasks importing (each interrupted import restarts)."""
    if settings.memory_extractor != "rules" and _api_key(settings) is not None:
        _anthropic_extractor_class()
