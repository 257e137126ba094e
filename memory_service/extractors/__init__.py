"""Extractors: the Anthropic (Haiku) extractor and the rules extractor, behind one Protocol."""

from memory_service.extractors.base import Conversation, Extraction, Extractor, KnownMemory

__all__ = ["Conversation", "Extraction", "Extractor", "KnownMemory"]
