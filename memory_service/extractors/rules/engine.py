"""The rules extractor: deterministic patterns for what users say about themselves.

Only the user's own turns are read, sentence by sentence; assistant turns are context (a short
answer such as "yes, peanuts" to "Any food allergies?" is read as the statement it answers).
Each rule recognises one kind of statement (health, diet, style, work, family, home, routine,
goal) and judges who it is about and whether it is negated, hedged, hypothetical or past, so
questions, negations and other people's facts produce nothing. Hedged statements keep a low
confidence. Within a conversation the latest statement on a key wins.
"""

from __future__ import annotations

import re

from memory_service.extractors.base import (
    Calls,
    Conversation,
    Extraction,
    Known,
)
from memory_service.extractors.rules import (
    allergies,
    diet,
    family,
    goals,
    health,
    home,
    instructions,
    preferences,
    routines,
    work,
)
from memory_service.extractors.rules.lexicon import ALLERGEN_CANON, FOODS, NON_FOOD_ALLERGENS
from memory_service.extractors.rules.phrasing import Rule, split_items
from memory_service.extractors.rules.reading import Sentence, split_sentences
from memory_service.schemas import ChatMessage, MemoryCandidate

FACT_RULES: tuple[Rule, ...] = (
    *allergies.RULES,
    *health.RULES,
    *diet.RULES,
    *instructions.RULES,
    *preferences.RULES,
    *work.RULES,
    *family.RULES,
    *home.RULES,
    *routines.RULES,
    *goals.RULES,
)
QUESTION_RULES: tuple[Rule, ...] = instructions.QUESTION_RULES

_SHORT_REPLY_WORDS = 12
_ASKS_ALLERGIES = re.compile(r"\ballerg[a-z]*\b[^?]*\?|\?[^?]*$", re.I)
_ASKS_DIET = re.compile(
    r"\bare\s+you\s+(?:a\s+)?(?P<diet>vegan|vegetarian|pescatarian|plant[- ]based)\b[^?]*\?", re.I
)
_YES = re.compile(r"^\s*(?:yes|yeah|yep|yup|yes\s+i\s+am|i\s+am|correct|indeed)\b[\s,!.:-]*", re.I)
_NO = re.compile(r"^\s*(?:no|nope|nah|none|not\s+really|not\s+that\s+i\s+know|nothing)\b", re.I)


class RulesExtractor:
    """Deterministic first-person patterns; no API key needed."""

    name = "rules"
    paid = False

    def extract(self, conversation: Conversation, known: Known, calls: Calls = None) -> Extraction:
        """Candidates from the user's own turns (the latest statement on a key wins)."""
        found: dict[str, MemoryCandidate] = {}
        asked: str | None = None
        for message in conversation.messages:
            if message.role == "assistant":
                asked = message.content
                continue
            for made in [*_answers(message, asked), *extract_message(message)]:
                found.pop(made.key, None)
                found[made.key] = made
            asked = None
        return Extraction(candidates=list(found.values()))


def extract_message(message: ChatMessage) -> list[MemoryCandidate]:
    """Candidates from one user message, in the order they were said."""
    found: list[MemoryCandidate] = []
    for sentence in split_sentences(message.content, message.created_at):
        rules = QUESTION_RULES if sentence.question else FACT_RULES
        for rule in rules:
            found.extend(rule(sentence))
    return found


def _answers(message: ChatMessage, asked: str | None) -> list[MemoryCandidate]:
    """A short reply to an assistant's question about allergies or diet, read as a statement."""
    reply = message.content.strip()
    if asked is None or len(reply.split()) > _SHORT_REPLY_WORDS or _NO.match(reply):
        return []
    yes = _YES.match(reply)
    rest = reply[yes.end() :] if yes else reply
    diet = _ASKS_DIET.search(asked)
    if diet and yes:
        statement = f"I'm {diet.group('diet')}"
    elif _ASKS_ALLERGIES.search(asked) and "allerg" in asked.lower() and _known_allergens(rest):
        statement = f"I'm allergic to {rest.rstrip('.!')}"
    else:
        return []
    sentence = Sentence(statement, message.created_at)
    made = [c for rule in FACT_RULES for c in rule(sentence)]
    return [c.model_copy(update={"excerpt": reply[:300]}) for c in made]


def _known_allergens(text: str) -> bool:
    items = [ALLERGEN_CANON.get(i.lower(), i.lower()) for i in split_items(text.rstrip(".!"))]
    return bool(items) and all(i in FOODS or i in NON_FOOD_ALLERGENS or i == "nuts" for i in items)
