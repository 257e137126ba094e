"""The rules extractor (placeholder: a single allergy rule until the full rule set lands)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from memory_service.extractors.base import Conversation, Extraction, KnownMemory
from memory_service.schemas import MemoryCandidate

_ALLERGY = re.compile(r"\bI(?:'m| am) allergic to ([a-z ]+)", re.IGNORECASE)


class RulesExtractor:
    """Deterministic first-person patterns; no API key needed."""

    name = "rules"

    def extract(self, conversation: Conversation, known: Sequence[KnownMemory]) -> Extraction:
        """Candidates from the user's own turns."""
        candidates = []
        for message in conversation.messages:
            if message.role != "user":
                continue
            for match in _ALLERGY.finditer(message.content):
                thing = match.group(1).strip().lower()
                candidates.append(
                    MemoryCandidate(
                        key=f"diet.allergy.{thing.replace(' ', '_')}",
                        content=f"Allergic to {thing}",
                        entry_type="fact",
                        critical=True,
                        importance=1.0,
                        excerpt=message.content[:300],
                    )
                )
        return Extraction(candidates=candidates)
