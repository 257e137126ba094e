"""Words that take back a whole earlier conversation: someone else had the user's device or
account ("my brother was using my phone yesterday, none of that was me"), or the user asks for
the last chat to be set aside ("ignore everything I said last time, it was a prank"). Data for
`own_words.Reader`, which drops such a sentence and says how many earlier conversations it takes
back (`earlier_disowned`); the conversation signal carries that out (`signals.disowned`)."""

from __future__ import annotations

import re

from memory_service.language.statement_words import HOUSEHOLD, OTHERS

_DEVICE = (
    r"(?:phone|account|laptop|computer|tablet|ipad|login|profile|pc|mac|device|app|keyboard"
    r"|mobile|cell)"
)
_SOMEONE = (
    rf"(?:(?:my|our)\s+(?:(?:little|big|older|younger|baby|kid|twin|step|best|\d+\s*yo)\s+)?"
    rf"(?:[\w-]+\s+)?(?:{OTHERS}|{HOUSEHOLD}|bro|sis|kiddo|teen|teenager|roomie|bestie)"
    r"|someone(?:\s+else)?|somebody(?:\s+else)?|(?-i:[A-Z])[a-z]+)"
)
_HAD_IT = (
    r"(?:(?:was|were|had\s+been|has\s+been|got)\s+(?:using|on|typing\s+on|messing\s+(?:about\s+|around\s+)?"
    r"(?:with|on)|playing\s+(?:with|on|around\s+(?:with|on))|into|logged\s+in(?:to|\s+on)?)"
    r"|(?:used|grabbed|took|stole|borrowed|hijacked|hacked|nicked|snatched|swiped|commandeered"
    r"|got\s+(?:into|hold\s+of|on(?:to)?))|(?:was|were)\s+(?:typing|chatting|talking|writing)"
    r"\s+(?:to\s+you\s+)?on)"
)
USED_MY_DEVICE = re.compile(
    rf"\b{_SOMEONE}\s+{_HAD_IT}\s+my\s+(?:[\w-]+\s+)?{_DEVICE}\b"
    rf"|\bmy\s+{_DEVICE}\s+(?:was|got)\s+(?:hacked|stolen|compromised|nicked|taken)"
    r"|\b(?:my\s+(?:[\w-]+\s+)?(?:" + OTHERS + r"|" + HOUSEHOLD + r")|someone|somebody)\s+"
    r"(?:was|were)\s+(?:typing|chatting|writing|talking\s+to\s+you)\b(?!\s+(?:to|with)\s+(?!you))",
    re.I,
)
"""Someone else had the user's device or account ("my little brother was using my phone",
"my roommate grabbed my laptop", "my account got hacked", "my son was typing")."""
ANCHOR = (
    r"(?:yesterday|last\s+night|last\s+time|(?:earlier\s+)?this\s+morning|the\s+other\s+day"
    r"|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+night)?"
    r"|(?:in|from|during|on)?\s*(?:our|the|my|that|this|yesterday's|last\s+night's)\s+"
    r"(?:(?:last|previous|earlier|other|past)\s+(?:(?:two|couple(?:\s+of)?|2|three|3|few)\s+)?)?"
    r"(?:chat|conversation|convo|session|talk|messages?|texts?)s?(?:\s+(?:we\s+had\s+)?(?:yesterday"
    r"|last\s+night))?)"
)
"""An earlier conversation named: "yesterday", "last time", "our last chat", "that convo"."""
_EARLIER = re.compile(
    r"\b(?:yesterday|last\s+night|last\s+time|the\s+other\s+day"
    r"|(?:last|previous|earlier|other|past)\s+(?:(?:two|couple(?:\s+of)?|2|three|3|few)\s+)?"
    r"(?:chat|conversation|convo|session|talk)s?)\b",
    re.I,
)
"""A sentence that points before this conversation (and not at its own earlier messages)."""
_NOT_ME = re.compile(
    r"\bnone\s+of\s+(?:that|it|this|those|them|what\s+(?:was|got)\s+(?:said|typed|written))"
    r"(?:\s+[\w']+){0,6}?\s+(?:was|were)\s+(?:me|mine|from\s+me|really\s+me|actually\s+me|true|real"
    r"|about\s+me)\b"
    rf"|\b(?:that|this|it|those|these|all\s+(?:of\s+)?(?:that|this)|everything)\s+{ANCHOR}\s*"
    r"(?:was|were)\s*(?:n'?t|not)\s+(?:me|mine|from\s+me|really\s+me|actually\s+me)\b"
    r"|\b(?:that|it|this)\s+(?:was|were)\s*(?:n'?t|not)\s+(?:me|really\s+me|actually\s+me)\s+"
    r"(?:typing|writing|talking|texting|on\s+(?:here|there|the\s+(?:app|chat)))\b"
    r"|\b(?:that|it|those)\s+(?:was|were)\s+(?:my\s+(?:[\w-]+\s+)?(?:"
    + OTHERS
    + "|"
    + HOUSEHOLD
    + r"|bf|gf|bro|sis|roomie|bestie)|someone\s+else|somebody\s+else)\s+(?:typing|writing|texting"
    r"|talking|on\s+my|messing|pranking|trolling)\b"
    r"|\b(?:I|i)\s+(?:didn't|did\s+not|never)\s+(?:write|say|type|send)\s+(?:any\s+of\s+)?"
    r"(?:that|those|it|them|this)(?:\s+(?:stuff|messages?|texts?))?\b",
    re.I,
)
_BARE_NOT_ME = re.compile(
    r"\b(?:that|this|it|those)\s+(?:was|were)\s*(?:n'?t|not)\s+(?:me|mine|really\s+me"
    r"|actually\s+me)(?=\s*(?:[.!,;:)—–-]|$|lol|haha))",
    re.I,
)
"""'That wasn't me': the user's only when it says who had the device ("that wasn't me, my
roommate grabbed my laptop"), not "it wasn't me, it was the dog"."""
"""Words the user says were not theirs ("none of that was me", "that last chat wasn't me", "I
didn't write any of that"); not "that wasn't me who broke the vase"."""
SET_ASIDE = re.compile(
    r"\b(?:ignore|disregard|forget|delete|scrap|erase|wipe|bin|discard|remove|scratch)\s+"
    r"(?:(?:everything|all|anything|whatever|all\s+of\s+(?:that|it)|all\s+that|what|the\s+stuff"
    r"|the\s+things)\s+(?:that\s+)?(?:(?:I|we|he|she|they|was|got)\s+)?(?:said|told\s+you|wrote"
    r"|typed|talked\s+about|discussed|sent|mentioned|put|chatted\s+about)?\s*|(?:all\s+|everything\s+)?"
    r"(?:from\s+|in\s+)?)" + ANCHOR + r"(?!\s*(?:about|regarding|re\b|on\s+the\b|except))",
    re.I,
)
"""A request to set aside a whole earlier conversation ("ignore everything I said last time",
"disregard our last chat"); not "forget what I said yesterday about the budget", which takes
back one thing."""
_JOKE = re.compile(
    r"\b(?:prank\w*|joke|joking|troll\w*|messing|mucking|winding\s+you\s+up|being\s+(?:silly|an?"
    r"\s+idiot|stupid|dumb)|made\s+(?:it|that|stuff|things)\s+up|(?:that|it)\s+was\s+(?:him|her"
    r"|them)|(?:he|she|they)\s+(?:said|wrote|typed|told\s+you|was\s+typing|were\s+typing|made\s+up"
    r"|put)|not\s+me|wasn'?t\s+me|weren'?t\s+me)\b",
    re.I,
)
"""What tells that the one who had the device said things in the user's name."""
_SORRY = re.compile(r"^\W*(?:sorry|soz|oops|apologies|my\s+bad|ugh)\b", re.I)
_HELD_UP = re.compile(
    r"\b(?:repl\w*|respond\w*|answer\w*|get\s+back|late|slow|couldn'?t|could\s+not|wasn'?t\s+able"
    r"|didn'?t\s+see|missed|offline|silence|quiet)\b",
    re.I,
)
"""Why the user was away, not what was said ("sorry, my brother had my phone so I couldn't
reply")."""
_NOT_SAID = re.compile(
    r"^\W*(?:(?:and|but|so)\s+)?(?:if|what\s+if|in\s+case|suppose|imagine|hypothetically|what"
    r"\s+happens|can|could|should|would|do|does|did|is|are|will|how)\b|\?\s*$",
    re.I,
)
"""A question or a hypothetical about it ("what if someone used my account?")."""
_HOW_MANY = re.compile(
    r"\b(?:last|previous|past)\s+(two|couple(?:\s+of)?|2|three|3|few)\s+"
    r"(?:chats|conversations|convos|sessions|talks|days)\b",
    re.I,
)
_COUNTS = {"two": 2, "2": 2, "three": 3, "3": 3, "few": 3}


def disowns(sentence: str) -> bool:
    """Whether the sentence says what came before was not the user's: someone else had their
    device and said things in their name, words were not theirs, or a conversation is to be
    set aside."""
    if _NOT_SAID.search(sentence):
        return False
    if _NOT_ME.search(sentence) or SET_ASIDE.search(sentence):
        return True
    if USED_MY_DEVICE.search(sentence) is None:
        return False
    said = _JOKE.search(sentence) or _SORRY.search(sentence) or _BARE_NOT_ME.search(sentence)
    return said is not None and _HELD_UP.search(sentence) is None


def earlier(sentence: str, *, first: bool) -> int:
    """How many earlier conversations a disowning sentence takes back: those it names ("the last
    two chats": 2), the one before ("yesterday", "last time", or "none of that was me" said
    first in a session), or none (it speaks of this conversation's own earlier messages, or
    only says someone had the device: "my son was typing earlier, he said he's a pilot")."""
    many = _HOW_MANY.search(sentence)
    if many is not None:
        return _COUNTS.get(many.group(1).split()[0].lower(), 2)
    if _EARLIER.search(sentence):
        return 1
    points_back = (
        _NOT_ME.search(sentence) or SET_ASIDE.search(sentence) or _BARE_NOT_ME.search(sentence)
    )
    return 1 if first and points_back else 0
