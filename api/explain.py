""" "Why do you remember this?" in plain words, from the service's evidence and history."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from api.schemas import EvidenceOut, Explanation, HistoryOut, MemoryItem
from memory_service.schemas import MemoryPublic

KIND_WORDS = {
    "conversation": "You said it in a conversation",
    "feedback": "You made this change to a draft before approving it",
    "patterns": "It is a pattern in what you did",
}


def _sentence(evidence: EvidenceOut) -> str:
    lead = KIND_WORDS.get(evidence.signal_kind, f"It came from {evidence.signal_kind}")
    when = evidence.observed_at.date().isoformat()
    quote = f': "{evidence.excerpt}"' if evidence.excerpt else "."
    return f"{lead} on {when}{quote}"


def why(memory: MemoryPublic, evidence: list[EvidenceOut], history: list[HistoryOut]) -> list[str]:
    """Plain sentences: where the memory came from and what the user did to it."""
    lines = [_sentence(e) for e in evidence]
    if memory.source == "user":
        edits = [h for h in history if h.action in {"edited", "created"} and h.reason]
        if edits:
            lines.append(f"You wrote or edited it yourself on {edits[-1].at.date().isoformat()}.")
        else:
            lines.append("You wrote it yourself.")
    if memory.occurrences > 1:
        lines.append(f"Seen {memory.occurrences} times; confidence {memory.confidence}.")
    return lines or ["No evidence is stored for it any more."]


def explanation(data: dict[str, Any], item: Callable[[MemoryPublic], MemoryItem]) -> Explanation:
    """The service's explain output as the API's `Explanation`."""
    memory = MemoryPublic.model_validate(data["memory"])
    evidence = [EvidenceOut.model_validate(e) for e in data["evidence"]]
    history = [HistoryOut.model_validate(h) for h in data["history"]]
    return Explanation(
        memory=item(memory), why=why(memory, evidence, history), evidence=evidence, history=history
    )
