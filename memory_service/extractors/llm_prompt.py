"""The provider-neutral half of LLM extraction: the prompt, the reply's shape and its checks.

The system prompt holds the rules of what to remember and lists the key registry
(`memory_service.keys`) so the model names subjects the way every other writer does. The user
message holds the user's existing memories and the session transcript, within character bounds.
A reply's items are checked one by one (`extractors.validation`): an item citing no user turn,
failing the candidate schema or not grounded in the user's own words of the turns it cites is
dropped, not the whole reply; a key under a former name is read as the current one.
Retractions and the session's digest pass the same checks.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from pydantic import BaseModel, Field, ValidationError

from memory_service import keys
from memory_service.extractors import validation
from memory_service.extractors.base import Conversation, KnownMemory
from memory_service.extractors.llm_prompt_text import KEYS as _KEYS
from memory_service.extractors.llm_prompt_text import REST as _REST
from memory_service.extractors.llm_prompt_text import RULES as _RULES
from memory_service.language.own_words import Reader
from memory_service.language.own_words import user_turns as user_turns_read
from memory_service.schemas import ChatMessage, MemoryCandidate

logger = logging.getLogger(__name__)

EXCERPT_CHARS: Final = 500
MAX_DIGEST_CHARS: Final = 300


def key_line(space: keys.KeySpace) -> str:
    """One line of the key list: the template, its meaning, critical, non-fact entry types."""
    notes = []
    if space.critical == "always":
        notes.append("critical")
    if space.entry_types != ("fact",):
        notes.append(" or ".join(space.entry_types))
    return f"- {space.template}: {space.meaning}" + (f" ({'; '.join(notes)})" if notes else "")


def system_prompt() -> str:
    """The system prompt: the rules, then the keys every conversation writer uses."""
    allergy = keys.DIET_ALLERGY
    return (
        _RULES
        + _KEYS.format(
            allergy_a=f'"{allergy.key("peanuts")}"',
            allergy_b=f'"{allergy.key("shellfish")}"',
            key_list="\n".join(key_line(s) for s in keys.spaces("conversation")),
        )
        + "\n"
        + _REST
    )


SYSTEM_PROMPT: Final = system_prompt()


# -- the reply the model must produce -------------------------------------------------------------


class ExtractedMemory(BaseModel):
    """One memory as the model reports it (checked again, item by item, before use)."""

    key: str = Field(description="dotted lowercase subject, e.g. diet.allergy.peanuts")
    content: str = Field(description="one short third-person sentence about the user")
    entry_type: Literal["fact", "instruction", "preference"]
    critical: bool = Field(description="true for allergies, injuries, conditions, medications")
    tags: list[str] = Field(description="a few lowercase topic words")
    importance: float = Field(description="0.0 to 1.0")
    source_turns: list[int] = Field(description="turn numbers of the user turns it came from")
    polarity: Literal["positive", "negative", "neutral"] = Field(
        default="neutral", description="negative for an aversion or refusal"
    )
    object: str = Field(default="", description="for a preference: the whole object")
    reason: str = Field(default="", description="the reason the user gave, if any")


class Retraction(BaseModel):
    """Something the user took back."""

    key: str = Field(description="the key of the existing memory taken back")
    words: str = Field(description="the words that identify it, e.g. Hamburg")
    source_turns: list[int] = Field(description="turn numbers of the user turns it came from")


class ExtractionReply(BaseModel):
    """The whole structured reply: the memories worth keeping (often none)."""

    memories: list[ExtractedMemory]
    retractions: list[Retraction] = Field(default_factory=list)
    digest: str = Field(default="", description="one line on what the session was about")


# -- the prompt -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class PromptLimits:
    """Character bounds on what one extraction call sends."""

    max_transcript_chars: int = 24_000
    max_user_turn_chars: int = 4_000
    max_assistant_turn_chars: int = 600
    max_known_chars: int = 8_000
    max_known_content_chars: int = 300


@dataclass(frozen=True)
class Prompt:
    """The user message of one call, and the user turns it shows (by turn number)."""

    text: str
    user_turns: dict[int, str]
    omitted_turns: int
    read_as: dict[int, tuple[str, str | None, str]]
    """Each user message (by turn number) as the rules read it: its whole text, the next user
    message's and what the assistant said between them (`own_words.user_turns`)."""


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)].rstrip() + "…"


def _select_turns(messages: Sequence[ChatMessage], limits: PromptLimits) -> dict[int, str]:
    """Turn number -> text, within the bound: user turns first (newest first), then assistant."""
    budget = limits.max_transcript_chars
    kept: dict[int, str] = {}
    for index in reversed(range(len(messages))):
        if messages[index].role != "user" or not messages[index].content.strip():
            continue
        text = _clip(messages[index].content, limits.max_user_turn_chars)
        if len(text) > budget:
            break  # keep a contiguous run of the latest user turns
        kept[index] = text
        budget -= len(text)
    for index in reversed(range(len(messages))):
        if messages[index].role != "assistant" or not messages[index].content.strip():
            continue
        room = min(limits.max_assistant_turn_chars, budget)
        if room < 80:
            break  # assistant text is only context: a few words of it are not worth sending
        kept[index] = _clip(messages[index].content, room)
        budget -= len(kept[index])
    return dict(sorted(kept.items()))


def _known_lines(known: Sequence[KnownMemory], limits: PromptLimits) -> list[str]:
    lines: list[str] = []
    used = 0
    for memory in known:
        line = json.dumps(
            {
                "key": memory.key,
                "type": memory.entry_type,
                "content": _clip(memory.content, limits.max_known_content_chars),
            },
            ensure_ascii=False,
        )
        if used + len(line) > limits.max_known_chars:
            break
        lines.append(line)
        used += len(line)
    return lines


def build_prompt(
    conversation: Conversation, known: Sequence[KnownMemory], limits: PromptLimits
) -> Prompt | None:
    """The user message for one session, or None when it has no user text at all."""
    turns = _select_turns(conversation.messages, limits)
    user_turns = {i: t for i, t in turns.items() if conversation.messages[i].role == "user"}
    if not user_turns:
        return None
    known_lines = _known_lines(known, limits)
    transcript = [
        json.dumps(
            {
                "turn": index,
                "role": conversation.messages[index].role,
                "at": _timestamp(conversation.messages[index]),
                "text": text,
            },
            ensure_ascii=False,
        )
        for index, text in turns.items()
    ]
    omitted = len(conversation.messages) - len(turns)
    parts = [
        f"Existing memories about this user ({len(known_lines)} of {len(known)} shown), "
        "as JSON lines:",
        "<existing_memories>",
        *(known_lines or ["(none)"]),
        "</existing_memories>",
        "",
        "The session transcript as JSON lines: turn number, role, at (when it was said, "
        "ISO-8601, or null when unknown) and text."
        + (f" {omitted} turns were left out to fit." if omitted else ""),
        "<transcript>",
        *transcript,
        "</transcript>",
        "",
        "Return the memories worth keeping about this user.",
    ]
    said = [i for i, m in enumerate(conversation.messages) if m.role == "user"]
    return Prompt(
        text="\n".join(parts),
        user_turns=user_turns,
        omitted_turns=omitted,
        read_as=dict(zip(said, user_turns_read(conversation.messages), strict=True)),
    )


def _timestamp(message: ChatMessage) -> str | None:
    return message.created_at.isoformat() if message.created_at else None


# -- reply to candidates --------------------------------------------------------------------------


_POLARITY: dict[str, Literal[-1, 1] | None] = {"positive": 1, "negative": -1, "neutral": None}


def _candidate(item: ExtractedMemory, prompt: Prompt) -> MemoryCandidate:
    """One validated candidate; raises ValueError when the item is unusable."""
    turns = [t for t in item.source_turns if t in prompt.user_turns]
    if not turns:
        raise ValueError(f"cites no user turn of this session (source_turns={item.source_turns})")
    tags = [t for t in item.tags if 0 < len(t.strip()) <= 50][:20]
    polarity = _POLARITY[item.polarity] if item.entry_type == "preference" else None
    candidate = MemoryCandidate(
        key=keys.current(item.key),  # a former name of a key space reads as the current one
        content=item.content,
        entry_type=item.entry_type,
        critical=item.critical,
        tags=tags,
        importance=min(max(item.importance, 0.0), 1.0),
        polarity=polarity,
        excerpt=_clip(prompt.user_turns[turns[0]], EXCERPT_CHARS),
    )
    own = own_sentences(prompt, turns)
    if not validation.acceptable(candidate, " ".join(own)):
        raise ValueError("not grounded in the user's own words, or not an answer instruction")
    if validation.said_of_another(candidate.content, own):
        raise ValueError("said of someone else, and the memory does not say whose it is")
    return candidate


def own_text(prompt: Prompt, turns: Iterable[int]) -> str:
    """`own_sentences` as one text."""
    return " ".join(own_sentences(prompt, turns))


def own_sentences(prompt: Prompt, turns: Iterable[int]) -> list[str]:
    """The user's own words in these turns, read as the rules read them (quoted, pasted and
    role-tagged text removed; a turn the next one disowns, "it's my boss's email", and a plan
    the next one turns down after the assistant asked, "Will you?" "Honestly, no.", are not
    the user's), without the sentences no memory may come from (`validation.meant`: sarcasm, a
    life supposed, a claim to speak for the system, a rule planted for it) and without what
    happens in a story the user tells of (`validation.as_meant`)."""
    reader = Reader()
    said: list[str] = []
    for turn in sorted(set(turns)):
        text, followed_by, asked = prompt.read_as[turn]
        own = reader.own(text, followed_by=followed_by, asked=asked)
        said += [validation.as_meant(s) for s in own.sentences if validation.meant(s)]
    return said


def retractions_from(reply: ExtractionReply, prompt: Prompt) -> list[MemoryCandidate]:
    """What the user took back, as retract candidates (only when it is in their own words)."""
    out: list[MemoryCandidate] = []
    for item in reply.retractions:
        turns = [t for t in item.source_turns if t in prompt.user_turns]
        words = " ".join(item.words.split())
        if not turns or not words or not validation.grounded(words, own_text(prompt, turns)):
            continue
        try:
            out.append(
                MemoryCandidate(
                    key=keys.current(item.key),
                    content=words,
                    entry_type="fact",
                    action="retract",
                    excerpt=_clip(prompt.user_turns[turns[0]], EXCERPT_CHARS),
                )
            )
        except ValidationError:
            logger.warning("dropped a retraction with an unusable key %r", item.key[:80])
    return out


def digest_from(reply: ExtractionReply, prompt: Prompt) -> str:
    """The session's one-line digest, when it holds nothing the user did not say."""
    digest = " ".join(reply.digest.split())[:MAX_DIGEST_CHARS]
    if not digest:
        return ""
    own = own_text(prompt, prompt.user_turns)
    return digest if validation.grounded(digest, own) and not validation.injected(digest) else ""


def candidates_from(
    reply: ExtractionReply, prompt: Prompt, session_id: str
) -> list[MemoryCandidate]:
    """The reply's usable items; an unusable one is dropped with a warning, not the whole reply."""
    candidates: list[MemoryCandidate] = []
    seen: set[tuple[str, str]] = set()
    for item in reply.memories:
        try:
            candidate = _candidate(item, prompt)
        except ValueError as exc:
            reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            logger.warning(
                "dropped an extracted memory (key %r) from session %s: %s",
                item.key[:80],
                session_id,
                reason,
            )
            continue
        identity = (candidate.key, candidate.content.lower())
        if identity not in seen:
            seen.add(identity)
            candidates.append(candidate)
    return candidates
