"""A first-person statement in the third person, subject dropped: the memory's wording.

"I always book an aisle seat because of my knees" -> "Always books an aisle seat because of their
knees"; "I'm allergic to peanuts" -> "Is allergic to peanuts"; "meet Biscuit, my new puppy" ->
"Has a new puppy named Biscuit"; "we moved to Leeds" -> "Moved to Leeds (household)"; a sentence
whose object comes first keeps its order ("Hotels with a gym are their go-to"). Later pronouns
become "they"/"their"/"them", which needs no verb agreement beyond "I am" -> "they are".
"""

from __future__ import annotations

import re

from memory_service.language import fact_words as fw
from memory_service.language import statement_words as sw

_IRREGULAR = {
    "am": "is",
    "'m": "is",
    "have": "has",
    "'ve": "has",
    "do": "does",
    "go": "goes",
    "was": "was",
    "'d": "would",
    "'ll": "will",
    "can": "can",
    "can't": "can't",
    "cannot": "cannot",
    "won't": "won't",
    "would": "would",
    "will": "will",
    "should": "should",
    "could": "could",
    "might": "might",
    "must": "must",
    "may": "may",
    "don't": "doesn't",
    "didn't": "didn't",
    "haven't": "hasn't",
    "wasn't": "wasn't",
    "wouldn't": "wouldn't",
    "shouldn't": "shouldn't",
    "couldn't": "couldn't",
    "am not": "is not",
    "do not": "does not",
    "have not": "has not",
}


_ADVERBS = frozenset(
    "always never usually often sometimes rarely seldom really just also still only absolutely"
    " totally definitely honestly genuinely actually normally typically generally mostly"
    " currently recently finally already simply hardly even literally basically kind sort"
    " occasionally constantly regularly mainly almost nearly probably possibly seriously quite"
    " rather pretty fairly much".split()
)


_PAST_IRREGULAR = frozenset(
    "went saw ate drank had did made took came got met found bought brought thought felt gave"
    " knew left lost paid ran sold sent spent told wrote broke fell flew forgot grew began won"
    " rode swam sang sat slept stood taught woke wore chose became caught fought held kept led"
    " meant spoke stole threw tore was were said heard built drew dreamt dreamed understood"
    " hurt put quit read set cut let hit cost shut split spread rang drove rose shook swore dove"
    " bit hid lit sank struck sprang spun stuck stung swung wept bent bled clung crept dealt dug"
    " fed fled flung forgave froze hung knelt laid leapt lent sought shone shot slid sped trod"
    " overslept overtook mistook misunderstood withdrew".split()
)
_LY_VERBS = frozenset(
    "apply reapply reply rely supply fly multiply comply imply bully rally tally ally dally sally"
    " belly".split()
)
"""Verbs ending in "ly": every other such first word is an adverb ("physically can't")."""


MINE = r"(?<!\bcoal\s)(?<!\bgold\s)(?<!\bsalt\s)(?<!\bland\s)(?<!\btin\s)\bmine\b"
"""The pronoun "mine", not the pit ("a coal mine")."""
_POSSESSIVES = (
    (r"\bmy\b", "their"),
    (r"\bMy\b", "Their"),
    (MINE, "theirs"),
    (r"\bmyself\b", "themselves"),
    (r"\bme\b", "them"),
    (r"\bI'm\b", "they're"),
    (r"\bI've\b", "they've"),
    (r"\bI'd\b", "they'd"),
    (r"\bI'll\b", "they'll"),
    (r"\bI am\b", "they are"),
    (r"\bI was\b", "they were"),
    (r"\bI\b", "they"),
)


def third_person(sentence: str) -> str:
    text = clip(sentence.strip())
    intro = sw.INTRODUCTION.match(text)
    if intro:
        what = intro.group("what").strip()
        article = "an" if what[:1].lower() in "aeiou" else "a"
        rest = text[intro.end() :].strip(" ,.!")
        head = f"Has {article} {what} named {intro.group('name')}"
        return head + (f" ({pronouns(rest)})" if len(rest.split()) > 2 else "")
    lead = re.match(r"^I(?P<contr>'(?i:m|ve|d|ll))?(?![\w'’])\s*", text)  # "I'M" shouted too
    we = re.match(r"^we(?P<contr>'re|'ve|'d|'ll)?\b\s*(?:(?:both|all)\s+)?", text, re.I)
    if lead:
        out = _conjugate((lead.group("contr") or "").lower() or None, text[lead.end() :])
    elif we:
        contr = {"'re": "'m", "'ve": "'ve", "'d": "'d", "'ll": "'ll"}.get(
            (we.group("contr") or "").lower()
        )
        rest = text[we.end() :]
        if not contr and re.match(r"^are\b", rest, re.I):
            contr, rest = "'m", rest[3:].lstrip()
        out = _conjugate(contr, rest).rstrip(" .!,;:") + " (household)"
    elif re.match(r"^(?:my|our)\b", text, re.I):
        out = re.sub(r"^(?:my|our)\b", "Their", text, flags=re.I)
    elif sw.DROPPED_SUBJECT.match(text):
        out = _dropped_subject(text)
    else:
        out = text  # the object comes first ("Hotels with a gym are my go-to")
    return capital(pronouns(out).rstrip(" .!,;:"))


_BE_ADJECTIVES = frozenset(
    "allergic intolerant lactose vegetarian vegan pescatarian coeliac celiac diabetic pregnant"
    " not into obsessed working living moving training learning studying trying big huge"
    " gluten-free dairy-free back off heading currently".split()
)


_ING_VERBS = frozenset("sing bring ring sting swing cling fling wring spring string".split())
"""Verbs that end in "-ing" without being a participle ("I sing alto": "Sings alto")."""


def _dropped_subject(text: str) -> str:
    first = text.split(" ", 1)[0].lower()
    if first in _BE_ADJECTIVES:
        return f"Is {text}"
    return _conjugate(None, text)


def _conjugate(contraction: str | None, rest: str) -> str:
    if contraction:
        verb = _IRREGULAR.get("'" + contraction[1:], "")
        if verb == "would" and _past_participle(rest):
            verb = "had"  # "I'd stopped", "we'd never been": had, not would
        return f"{verb} {rest}".strip()
    words = rest.split(" ")
    out: list[str] = []
    i = 0
    while i < len(words) and _adverb(words[i].lower(), words[i - 1 : i], words[i + 1 : i + 2]):
        out.append(words[i])
        i += 1
    if i >= len(words):
        return " ".join(out)
    bare = words[i].rstrip(".!?")
    last = i == len(words) - 1
    stop = words[i][len(bare) :] if last and bare.isalpha() else ""  # "I swim." ends on its verb
    verb = words[i][: len(words[i]) - len(stop)]
    low = verb.lower()
    two = f"{low} {words[i + 1].lower()}" if i + 1 < len(words) else ""
    if two in _IRREGULAR:
        out.append(_IRREGULAR[two])
        i += 2
    elif low in _IRREGULAR:
        out.append(_IRREGULAR[low])
        i += 1
    elif (
        low in _PAST_IRREGULAR
        or low in ("been", "gotten")
        or low.endswith("ed")
        or low.endswith("n't")
        or (low.endswith("ing") and low not in _ING_VERBS)
        or not low.isalpha()
    ):
        out.append(verb)
        i += 1
    else:
        out.append(_s_form(verb))
        i += 1
    if stop:
        out[-1] += stop
    out.extend(words[i:])
    return " ".join(out)


def _past_participle(rest: str) -> bool:
    """The first word after any adverbs is a past form ("stopped", "been", "never met")."""
    for word in rest.lower().split():
        if word in _ADVERBS or word in ("not", "never"):
            continue
        return word.endswith("ed") or word in _PAST_IRREGULAR or word in ("been", "gone", "done")
    return False


def _adverb(low: str, before: list[str], after: list[str]) -> bool:
    """An adverb before the verb: a listed one, one in "-ly", or "kind of"/"sort of"."""
    if low == "of":
        return (bool(before) and before[0].lower() in ("kind", "sort")) or after == ["course"]
    if low == "course":
        return bool(before) and before[0].lower() == "of"
    if low in ("kind", "sort"):
        return bool(after) and after[0].lower() == "of"
    return low in _ADVERBS or (len(low) > 4 and low.endswith("ly") and low not in _LY_VERBS)


def _s_form(verb: str) -> str:
    low = verb.lower()
    if re.search(r"(?:s|sh|ch|x|z|o)$", low):
        return verb + "es"
    if re.search(r"[^aeiou]y$", low):
        return verb[:-1] + "ies"
    return verb + "s"


def pronouns(text: str) -> str:
    for pattern, replacement in _POSSESSIVES:
        text = re.sub(pattern, replacement, text)
    text = re.sub(
        r"\bthey (?:is|has)\b",
        lambda m: "they are" if m.group(0).endswith("is") else "they have",
        text,
    )
    return text


def clip(text: str) -> str:
    """The statement without a trailing request or question, at most fw.MAX_CONTENT_CHARS."""
    text = re.sub(r"\s+(?:lol|lmao|haha+)\b", "", text, flags=re.I)  # laughter, not an end
    cut = re.search(
        r"[,;:]?\s+(?:(?:so\s+)?(?:can|could|would|will)\s+you|any\s+(?:ideas|tips|suggestions"
        r"|recommendations|thoughts)|what\s+(?:do|would|should|can)|how\s+(?:do|should|can)"
        r"|please\b|anyway\b|let'?s\b)",
        text,
        re.I,
    )
    if cut and cut.start() > 10:
        text = text[: cut.start()]
    if len(text) > fw.MAX_CONTENT_CHARS:
        window = text[: fw.MAX_CONTENT_CHARS]
        boundary = max(window.rfind(", "), window.rfind("; "), window.rfind(" - "))
        text = (
            window[:boundary] if boundary > fw.MAX_CONTENT_CHARS // 2 else window.rsplit(" ", 1)[0]
        )
    return text.strip(" ,;:-")


def capital(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text
