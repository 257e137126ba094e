"""The rules extractor: deterministic patterns for what users say about themselves."""

from memory_service.extractors.rules.engine import RulesExtractor

__all__ = ["RulesExtractor"]
