"""Words that take back a whole earlier conversation: someone else had the user's device or
account ("my brother was using my phone yesterday, none of that was me"), or the user asks for
the last chat to be set aside ("ignore everything I said last time, it was a prank"). Data for
`own_words.Reader`, which drops such a sentence and says how many earlier conversations it takes
back (`earlier`); the conversation signal carries that out (`signals.disowned`)."""

from __future__ import annotations

import re
from functools import lru_cache

from memory_service.language.statement_words import HOUSEHOLD, OTHERS

_DEVICE = (
    r"(?:phone|fone|account|acc|acct|laptop|computer|tablet|ipad|login|profile|pc|mac|device|app"
    r"|keyboard|mobile|cell)"
)
_PERSON = (
    rf"(?:{OTHERS}|{HOUSEHOLD}|bro|sis|kiddo|teen|teenager|roomie|bestie|bf|gf|babysitter|nanny|twin"
    r"|housemate|nephew|niece|\d+\s*(?:yo|y/o|year\s+old))"
)
_SOMEONE = (
    r"(?:(?:my|our|the)\s+(?:(?:little|big|older|younger|baby|kid|twin|step|best)\s+)?"
    rf"(?:[\w-]+\s+)?{_PERSON}|someone(?:\s+else)?|somebody(?:\s+else)?|(?-i:[A-Z])[a-z]+|he|she"
    r"|they)"
)
_HAD_IT = (
    r"(?:(?:(?:was|were|had\s+been|has\s+been)\s+)?(?:using|on|typing\s+on|messing\s+(?:about\s+"
    r"|around\s+)?(?:with|on)|playing\s+(?:with|on|around\s+(?:with|on))|logged\s+in(?:to|\s+on)?)"
    r"|(?:was|were)\s+(?:on|into)|used|grabbed|got|had|took|stole|borrowed|hijacked|hacked|nicked"
    r"|snatched|swiped|commandeered|got\s+(?:into|hold\s+of|on(?:to)?)|(?:was|were)\s+(?:typing"
    r"|chatting|talking|writing)\s+(?:to\s+you\s+)?on)"
)
USED_MY_DEVICE = re.compile(
    rf"\b{_SOMEONE}\s+(?:[\w']+\s+){{0,3}}?(?:and\s+)?{_HAD_IT}\s+my\s+(?:[\w-]+\s+)?{_DEVICE}\b(?!\s+(?:number|bill|case|charger"
    r"|screen|plan|contract|password)\b)"
    rf"|\bmy\s+{_DEVICE}\s+(?:was|got)\s+(?:hacked|stolen|compromised|nicked|taken)"
    rf"|\b(?:my\s+(?:[\w-]+\s+)?{_PERSON}|someone|somebody)\s+(?:was|were)\s+(?:typing|chatting"
    r"|writing|talking\s+to\s+you)\b(?!\s+(?:to|with)\s+(?!you))",
    re.I,
)
"""Someone else had the user's device or account ("my little brother was using my phone",
"my roommate grabbed my laptop", "my account got hacked", "my son was typing")."""
_YESTERDAY = (
    r"(?:yesterday|yest(?:e)?rday|ystrday|last\s+ni(?:ght|te)|last\s+time|the\s+other\s+day)"
)
_CHAT = (
    r"(?:chat|conversation|convo|conv|session|talk|thread|(?:dms?|messages)\s+with\s+(?:you|u)"
    r"|dms?)"
)
_EARLIER = re.compile(
    rf"\b(?:{_YESTERDAY}|(?:last|previous|earlier|other|past|prior|old)\s+(?:(?:two|couple(?:\s+of)?"
    rf"|2|three|3|few)\s+)?{_CHAT}s?|(?:that|the|this)\s+{_CHAT}s?\s+(?:from|on)\s+{_YESTERDAY}"
    rf"|(?:yesterday's|last\s+night's)\s+{_CHAT}s?|(?:the\s+)?last\s+time\s+we\s+(?:talked|spoke"
    r"|chatted))\b",
    re.I,
)
"""An earlier conversation named: "yesterday", "last time", "our last chat", "that convo from
yesterday"."""
_NOT_ME = re.compile(
    r"\b(?:is|was|were|are)\s*(?:n'?t|not)\s+(?:me|mine|really\s+me|actually\s+me|from\s+me"
    r"|my\s+(?:messages|texts|words|chat|doing))\b(?!\s+(?:who|that|which|in\s+the|at\s+the|at\s+my"
    r"|being|on\s+(?:a\s+good|form|top))\b)"
    r"|\bnone\s+of\s+(?:[\w']+\s+){0,8}?(?:is|was|were|are)\s+(?:me|mine|true|real|about\s+me"
    r"|really\s+me|actually\s+me)\b|\bnone\s+of\s+(?:it|that|this)(?:'s|\s+is)\s+(?:true|real|me)\b"
    rf"|\b(?:that|it|those)\s+(?:was|were)\s+(?:my\s+(?:[\w-]+\s+)?{_PERSON}|someone\s+else"
    r"|somebody\s+else)\s*(?:,\s*)?(?:typing|writing|texting|talking|using|on\s+my|messing|pranking"
    r"|trolling|not\s+me)\b"
    rf"|\b(?:the|that|our|my)\s+(?:last|previous)\s+{_CHAT}\s+was\s+(?:my\s+(?:[\w-]+\s+)?{_PERSON}"
    r"|someone\s+else)\b"
    r"|\bI\s+(?:didn'?t|did\s+not|never)\s+(?:write|say|type|send)\s+(?:any\s+of\s+(?:that|it|those)"
    r"|(?:that|those)(?:\s+(?:stuff|messages?|texts?))?)(?!\s+(?:e-?mail|letter|post|review))\b",
    re.I,
)
"""Words the user says were not theirs ("wasn't me", "those weren't my messages", "none of that
was me", "that was my roommate using my account"); not "that wasn't me who broke the vase"."""
_STRONG = re.compile(
    r"\bnone\s+of\s+(?:that|it|this|those|them|the\s+(?:earlier|previous|other|past|old))\b"
    r"|\b(?:that|those|the|our|my)\s+(?:last|previous)\s+" + _CHAT,
    re.I,
)
"""'Not me' that points at a whole exchange by itself ("none of that was me"); a bare "that
wasn't me" needs a time or a device beside it ("it wasn't me, it was the dog")."""
_THAT_WAS = re.compile(
    rf"^\W*(?:(?:lol|haha|ok|so|btw|fyi)\W+)*(?:that|it|those)\s+(?:was|were)\s+(?:my\s+(?:[\w-]+\s+)?"
    rf"{_PERSON}|someone\s+else|him|her)\b",
    re.I,
)
_TALKED = re.compile(
    r"\b(?:talking|chatting|talked|chatted)\s+(?:to|with)\s+(?:you|u)\b|\bhad\s+a\s+go\s+at\s+(?:you|u)\b",
    re.I,
)
_TYPED = re.compile(r"\b(?:typing|writing|texting|talking\s+to\s+you|you\s+were\s+talking)\b", re.I)
SET_ASIDE = re.compile(
    r"\b(?:ignor\w*|disregard|forget|delete|scrap|erase|wipe|bin|discard|remove|scratch"
    r"|pretend)\s+(?:(?:everything|evrything|all|anything|whatever|all\s+of\s+(?:that|it)|all\s+that"
    r"|what|the\s+stuff|the\s+things)\s+(?:that\s+)?(?:(?:I|we|he|she|they|was|got|my\s+[\w-]+"
    r"|someone|somebody|(?-i:[A-Z])[a-z]+)\s+)?(?:said|told\s+you|wrote|typed|talked\s+about"
    r"|discussed|sent|mentioned|put|chatted\s+about)?\s*(?:in|from|frm|during|on)?\s*"
    rf"(?:(?:our|the|my|that|this)\s+)?|(?:our|the|my|that|this)\s+|that\s+(?:ever\s+)?happened\s+)"
    rf"(?:{_EARLIER.pattern})(?!\s*(?:about|regarding|re\b|on\s+the\b|except))",
    re.I,
)
"""A request to set aside a whole earlier conversation ("ignore everything I said last time",
"disregard our last chat", "delete whatever my nephew told you yesterday"); not "forget what I
said yesterday about the budget", which takes back one thing."""
_JOKE = re.compile(
    r"\b(?:prank\w*|joke|joking|troll\w*|messing|mucking|goof\w*|winding\s+you\s+up|being\s+(?:silly"
    r"|an?\s+idiot|stupid|dumb)|made\s+(?:it|that|stuff|things)\s+up|(?:that|it)\s+was\s+(?:him|her"
    r"|them)|(?:he|she|they)\s+(?:said|wrote|typed|told\s+you|was\s+typing|were\s+typing|made\s+up"
    r"|put)|typed\s+(?:a\s+bunch|stuff|things|nonsense)|don'?t\s+(?:keep|save|remember|store))\b",
    re.I,
)
"""What tells that the one who had the device said things in the user's name."""
_SORRY = re.compile(r"^\W*(?:sorry|soz|oops|apologies|my\s+bad|ugh|heads\s+up|fyi)\b", re.I)
_HELD_UP = re.compile(
    r"\b(?:repl\w*|respond\w*|answer\w*|get\s+back|late|slow|couldn'?t|could\s+not|wasn'?t\s+able"
    r"|didn'?t\s+see|missed|offline|silence|quiet)\b",
    re.I,
)
"""Why the user was away, not what was said ("sorry, my brother had my phone so I couldn't
reply")."""
_NOT_SAID = re.compile(
    r"^\W*(?:(?:and|but|so)\s+)?(?:if|what\s+if|in\s+case|suppose|imagine|hypothetically|what"
    r"\s+happens|can|could|should|would|do|does|did|is|are|will|how)\b|\?\s*$"
    r"|\b(?:if|when|whenever)\s+(?:he|she|they|someone|somebody|my\s+\w+)\s+(?:ever\s+)?(?:uses"
    r"|gets|grabs|takes)\b",
    re.I,
)
"""A question or a hypothetical about it ("what if someone used my account?")."""
_IN_QUOTES = re.compile(r"(?:^|[\s:(\[])['\"“‘](?:[^'\"”’]|(?<=\w)['’](?=\w))*$")
"""Text before a match that opened a quote and did not close it: the match is quoted."""
_HOW_MANY = re.compile(
    r"\b(?:last|previous|past)\s+(two|couple(?:\s+of)?|2|three|3|few)\s+"
    r"(?:chats|conversations|convos|sessions|talks|days)\b"
    r"|\b(both)\s+(?:of\s+)?(?:the\s+|those\s+|my\s+|our\s+)?(?:chats|conversations|convos|sessions)\b"
    r"|\byesterday(?:'s)?\s+and\s+the\s+(?:day|one)\s+before\b",
    re.I,
)
_COUNTS = {"two": 2, "2": 2, "three": 3, "3": 3, "few": 3, "both": 2}
_ALL = re.compile(
    r"\b(?:all|every|none|any)\s+(?:of\s+)?(?:the|my|our)\s+(?:earlier|previous|past|old|other"
    r"|prior)\s+(?:chats|conversations|convos|sessions)\b|\beverything\s+before\s+today\b",
    re.I,
)
_ABOUT = re.compile(
    rf"\b(?:(?:the|that|our|my|those)\s+{_CHAT}s?|the\s+one)\s+(?:about|on|re|where\s+(?:I|we)"
    r"\s+(?:talked|asked)\s+about)\s+(?P<topic>[^,.;!?]+?)(?=\s+(?:was|were|is|are|wasn'?t|isn'?t|weren'?t)\b|[,.;!?]|$)",
    re.I,
)
"""An earlier conversation named by its subject ("the conversation about moving to Lisbon was
my sister")."""
EVERY_EARLIER = 1000
"""How many earlier conversations "none of the earlier conversations are me" takes back."""


_SLIP = re.compile(
    r"\b(?:auto-?correct\w*|spell-?check\w*|predictive\s+text|typos?|voice-?to-?text)\b", re.I
)
"""A word the keyboard got wrong, not someone else's words ("it wasn't me, it was autocorrect")."""


_SERVICES = (
    r"(?:posts?|reviews?|e-?mails?|comments?|tweets?|photos?|pics?|pictures?|videos?|orders?"
    r"|purchases?|listings?|instagram|insta|facebook|fb|twitter|tiktok|amazon|netflix|spotify"
    r"|whatsapp|snapchat|linkedin|reddit|youtube|ebay|gmail|outlook|bank|card|dms?|uber|lyft"
    r"|doordash|deliveroo|ratings?|texts?|tinder|hinge|bumble|roblox|xbox|playstation|steam)"
)
_ELSEWHERE = re.compile(rf"\b{_SERVICES}\b", re.I)
_HERE = re.compile(rf"\b(?:{_CHAT}s?|here|this\s+app|you)\b", re.I)
"""Words not the user's somewhere else ("someone hacked my instagram, none of those posts were
me"): not this conversation, unless the sentence also names it."""


_REF = re.compile(
    rf"\b(?:(?:the|that|our|my|this|those)\s+(?:whole\s+|entire\s+)?(?:(?:last|previous|prev|prior"
    rf"|earlier|other|old)\s+)?(?:\w+\s+)?{_CHAT}s?\s+(?:(?:right\s+|just\s+|immediately\s+)?"
    rf"(?:before|b4|bfore)\s+(?:this|today|now)|prior\s+to\s+this|from\s+{_YESTERDAY}|(?:on\s+)?{_YESTERDAY}|on\s+"
    rf"(?:here|this\s+(?:account|app|machine|laptop|phone|device|computer|tablet))|we\s+had)"
    rf"|(?:the|that|our|my)\s+(?:last|previous|prev|prior|earlier)\s+(?:\w+\s+)?{_CHAT}s?"
    rf"|(?:yesterday's|last\s+night's)\s+{_CHAT}s?|both\s+{_CHAT}s|(?:^|\s)prev(?:ious)?\s+{_CHAT}s?|(?:^|[\s,.;])last\s+{_CHAT}s?(?=\s*[=:—–-]|\s+(?:was|is|were"
    rf"|are|wasn't|isn't|weren't)\b)|(?:from|in)\s+(?:that|the\s+other)\s+{_CHAT}"
    rf"|(?:the\s+|that\s+)?(?:whole\s+)?\w+\s+{_CHAT}\s+(?:from\s+)?{_YESTERDAY}"
    rf"|(?:that|the)\s+(?:whole\s+|entire\s+)?(?:\w+\s+)?{_CHAT}\s+(?=was\s+(?:him|her|them|my)\b)"
    r"|(?:disregard|forget|delete|ignore|scrub|purge|discard|wipe|erase)\s+(?:that|the\s+other"
    rf"|(?:that|the)\s+(?:whole|entire))\s+{_CHAT})\b",
    re.I,
)
"""An earlier conversation pointed at ("the chat before this one", "the previous convo on here",
"that whole party chat yesterday")."""
_THEIRS = re.compile(
    rf"\b(?:was|were|is|are)\s+(?:all\s+|totally\s+|actually\s+|definitely\s+)?(?:him|her|them"
    rf"|(?:my|a|an|our)\s+(?:[\w-]+\s+)?{_PERSON}(?!'s|’s)|someone\s+else|somebody\s+else"
    r"|not\s+me)\b|\b(?:was|were|is|are)\s*(?:n'?t|not)\s+(?:me|mine)\b(?!\s+(?:being|at\s+my|who|in\s+the))"
    r"|\b(?:it's|its|it\s+is|that's|thats|that\s+is)\s+not\s+(?:me|mine)\b"
    r"|\b(?:it's|its|it\s+is|that's|thats|that\s+is|(?:was|were|is|are)(?:\s+all)?)\s+(?:his|hers|theirs)"
    r"(?=\s*(?:[.!,;:)—–-]|$|lol|haha|not\b|and\s+not\b))"
    r"|\b(?:was|were)\s+(?:conducted|written|typed|done|sent|had)\s+by\s+(?:a|an|my|his|her|someone)\b"
    r"|\bnone\s+of\s+(?:[\w']+\s+){0,6}?appl(?:y|ies)\s+to\s+me\b"
    r"|\b(?:his|her|their)\s+life\b|\bnot\s+mine\b|\bnot\s+my\s+(?:info|stuff|details|data|life"
    r"|words)\b|\bnothing\s+(?:he|she|they)\s+said\s+applies\s+to\s+me\b"
    r"|\bnothing\s+in\s+(?:it|that|the\s+\w+(?:\s+\w+){0,4}?)\s+is\s+(?:mine|me|true)\b"
    rf"|^\W{{0,16}}(?:{_CHAT}\W{{0,16}})?[=:—–-]+\s*(?:my\s+\w+|her|him|them|not\s+me)\b"
    rf"|\b{_CHAT}s?(?:\s+\w+){{0,4}}?\s*[=:—–]+\s*(?:my\s+\w+|her|him|them|not\s+me)\b",
    re.I,
)
"""Said of it: it was someone else's ("was my husband", "was her", "wasn't me")."""
_DROP = re.compile(
    r"\b(?:forget|forgt|ignore|ignor|disregard|delete|scrub|purge|wipe|drop|remove|bin|erase|scratch"
    r"|discard|throw\s+(?:it|that)\s+(?:away|out)|treat\s+it\s+as\s+if\s+it\s+never"
    r"|don'?t\s+(?:save|keep|store|remember|use)|do\s+not\s+(?:save|keep|store|remember|use)"
    r"|pretend\s+(?:it|that)\s+never)\b",
    re.I,
)
"""A request to drop what was said."""
_DROPS_IT = re.compile(
    r"\b(?:it|that|them|those|any\s+of\s+(?:it|that|them)|all\s+of\s+(?:it|that)|anything|everything"
    r"|both)\b(?!\s+(?:about|but|for\s+now))",
    re.I,
)
"""A request to drop what the sentence before named ("Whatever came up in the conversation
before this one, please discard it")."""
_ASKS_TO_DROP = re.compile(
    r"^\W*(?:(?:hey|hi|ok|so|also|and|oh|btw|pls|please)\W+)*(?:can|could|would|will)\s+you\s+(?:please\s+|pls\s+)?"
    r"(?:forget|ignore|disregard|delete|scrub|purge|wipe|drop|remove|erase)\b",
    re.I,
)
"""A question that is a request ("can you forget the last two chats?")."""


_NOT_MEANT = re.compile(
    r"\b(?:hypothetical(?:ly)?|what\s+if|suppose|supposing|imagine|in\s+theory|wish\s+(?:i|we)\s+could"
    r"|(?:just|only)\s+(?:kidding|joking)|j/?k|not\s+saying|not\s+that\s+(?:the|it|i)|podcast|poll"
    r"|screenplay|novel|my\s+(?:story|script|book)|that'?s\s+what\s+(?:i'll|i\s+will|i'm\s+gonna|i'm\s+going\s+to"
    r"|i'd|i\s+would)\s+(?:tell|say)|(?:the|that\s+was\s+the)\s+(?:wine|beer|alcohol|booze|vodka|tequila"
    r"|meds|medication|hormones|stress|hangover|exhaustion|tiredness)(?:\s+talking)?\b"
    r"|\b(?:drunk|tired|hangry|sleepy|grumpy)\s+me\b|said\s+no\s+one\s+ever|yeah\s+right"
    r"|\b(?:i'?m|i\s+am|i\s+was|just|only)\s+(?:messing|kidding|joking|trolling)\b|pulling\s+your\s+leg"
    r"|\bno\s+it\s+(?:wasn'?t|was\s+not)\b)"
    r"|\bif\s+(?:my|someone|somebody|anyone|he|she|they)\b[^.?!]{0,60}\b(?:used|uses|got|gets|grabbed"
    r"|takes|took|was\s+on|were\s+on)\b"
    r"|(?<!none of )(?<!any of )\b(?:it|that|they|those)\s+(?:was|were|is)\s+"
    r"(?:really\s+|actually\s+|totally\s+|all\s+)?me\b"
    r"(?!\s+(?:who|typing|writing))|\beverything\s+(?:there|in\s+(?:it|them))\s+(?:is|was)\s+true\b"
    r"|\[\d{1,2}:\d{2}(?::\d{2})?\]|\bif\s+i\s+(?:told|asked|said)\b|\bif\s+[^.?!]{0,60}\bhad\s+been\b"
    r"|\bjust\s+(?:curious|wondering|asking)\b|\bthey\s+were(?:\s+(?:me|mine))?\s*(?:[.!]|$|lol|haha)"
    r"|\b(?:people|everyone|everybody|my\s+\w+|he|she|they)\s+(?:keeps?\s+saying|says?|thinks?"
    r"|reckons?|claims?|believes?|insists?)\b[^.?!]{0,40}\b(?:wasn'?t|weren'?t|was\s+not|were\s+not)\s+me\b",
    re.I,
)
"""A message that takes it back, supposes it, plays it or quotes it: "just kidding, it was me",
"hypothetically, if my brother used my phone ...", "that was the wine talking", "that's what I'll
tell my girlfriend", a pasted log with times."""
_KEEP_IT = re.compile(
    r"\b(?:don'?t|do\s+not|never|no\s+need\s+to|not|doesn'?t\s+need\s+to|shouldn'?t|won'?t|wouldn'?t"
    r"|need\s+not|hate\s+(?:for\s+)?(?:you|u)\s+to|(?:would|'d)\s+hate)\s+(?:\w+\s+){0,4}?(?:forget|ignore|delete|erase|wipe|scrub|purge|remove|drop"
    r"|disregard|bin)\b",
    re.I,
)
"""A request not to drop it ("please don't forget the last chat", "no need to ignore it")."""


def _unquoted(sentence: str, match: re.Match[str] | None) -> bool:
    return match is not None and _IN_QUOTES.search(sentence[: match.start()]) is None


_TRIGGER = re.compile(
    rf"\b(?:{_CHAT}|{_DEVICE}|{_YESTERDAY}|typing|writing|texting|talking|chatting|using|messing"
    r"|prank\w*|troll\w*|n'?t\s+(?:me|mine)|not\s+(?:me|mine|my)|none\s+of|didn'?t|did\s+not"
    r"|never|disregard|ignor\w*|forget|forgt|delete|scrub|purge|wipe|discard|erase|scratch"
    r"|pretend|hijack\w*|hack\w*|stole|nicked|grabbed|borrowed|snatched|swiped|commandeered)\b",
    re.I,
)
"""A word every disowning sentence holds (a conversation, a device, a time before, someone
typing, "not me", a request to drop): a sentence without one is not read further, unless its
message named an earlier conversation."""


_CHAT_WORD = re.compile(rf"\b{_CHAT}", re.I)


@lru_cache(maxsize=64)
def _names_one(message: str) -> bool:
    """Whether the message points at an earlier conversation (`_REF`, only read when a word for
    a conversation is there)."""
    return _CHAT_WORD.search(message) is not None and _REF.search(message) is not None


def disowns(sentence: str, message: str = "") -> bool:
    """Whether the sentence says what came before was not the user's: someone else had their
    device and said things in their name, words were not theirs, or a conversation is to be
    set aside. `message`, the whole message, may say it is about somewhere else ("my dad uses
    my amazon account ... none of those are me")."""
    if not _TRIGGER.search(sentence) and not (message and _names_one(message)):
        return False
    if (_NOT_SAID.search(sentence) and not _ASKS_TO_DROP.match(sentence)) or _SLIP.search(sentence):
        return False
    whole = f"{message} {sentence}"
    at = message.find(sentence)
    quoted = at > 0 and _IN_QUOTES.search(message[:at]) is not None  # a quote opened before it
    if _NOT_MEANT.search(whole) or _KEEP_IT.search(sentence) or quoted:
        return False
    if _elsewhere(sentence, whole, message[at:] if at >= 0 else sentence):
        return False
    return _points_back(sentence, whole) or _said_in_their_name(sentence, whole)


_LINKED = re.compile(
    r"\b(?:he|she|they)\s+(?:texted|messaged|called|emailed|dm'?d|rang|phoned)\s+(?:my|his|her|their"
    r"|someone|people|everyone)\b|\b(?:I\s+mean|(?:he|she|they)\s+(?:posted|sent|wrote|ordered|texted|messaged|liked|commented"
    r"|bought|rated|left|booked))\b[^.!?]{0,40}\b"
    rf"{_SERVICES}\b|\b{_SERVICES}[^.!?]{{0,30}}\bI\s+mean\b|\bon\s+my\s+{_SERVICES}\b",
    re.I,
)
"""Where the words were, said after them ("he posted stuff on my Instagram", "the 3 stars rating
on Uber I mean")."""


def _elsewhere(sentence: str, whole: str, after: str) -> bool:
    """Whether what was not the user's is somewhere else: another service or kind of text named
    in the sentence ("none of those posts were me") or in what follows it without naming this
    chat ("none of that was me — he posted stuff on my Instagram"), or in the message when the
    sentence names no conversation ("my dad uses my amazon account ... none of those are me")."""
    if _ELSEWHERE.search(sentence):
        return not _HERE.search(sentence)
    if _LINKED.search(after) and not (_REF.search(sentence) or _HERE.search(after)):
        return True
    named = _REF.search(sentence) or _EARLIER.search(sentence) or _HERE.search(sentence)
    return bool(_ELSEWHERE.search(whole) and not _HERE.search(whole) and not named)


def _points_back(sentence: str, whole: str) -> bool:
    """An earlier conversation named, here or just before, and said to be someone else's or to
    be dropped ("the convo before this one was her"; "ok also, the last session" ... "that's not
    my info, it's his"), or someone who had the device while one was named ("my mates got hold
    of my phone last nite ... ignore evrything from that convo")."""
    theirs, drop = _THEIRS.search(sentence), _DROP.search(sentence)
    if _unquoted(sentence, _REF.search(sentence)) and (theirs or drop):
        return True
    if _REF.search(whole) and (
        _unquoted(sentence, theirs)
        or (_unquoted(sentence, drop) and _DROPS_IT.search(sentence) and len(sentence.split()) > 3)
    ):  # not a bare "oh forget it"
        return True
    named = _REF.search(whole) or _EARLIER.search(whole)
    dropped = _DROP.search(whole) or _THEIRS.search(whole) or _TALKED.search(whole)
    return bool(_unquoted(sentence, USED_MY_DEVICE.search(sentence)) and named and dropped)


def _said_in_their_name(sentence: str, whole: str) -> bool:
    """A conversation set aside ("ignore everything I said last time"), words said not to be
    the user's ("none of that was me"), or someone on the device in jest ("my brother was
    using my phone, he was messing about")."""
    if _unquoted(sentence, SET_ASIDE.search(sentence)):
        return True
    if _THAT_WAS.search(sentence) and _EARLIER.search(sentence) and USED_MY_DEVICE.search(whole):
        return True  # "that was my brother yesterday btw, he borrowed my laptop"
    used = USED_MY_DEVICE.search(sentence)
    if _unquoted(sentence, _NOT_ME.search(sentence)):
        return bool(used or _STRONG.search(sentence) or _EARLIER.search(sentence)) or bool(
            _TYPED.search(sentence)
        )
    if not _unquoted(sentence, used):
        return False
    said = _JOKE.search(sentence) or _SORRY.search(sentence)
    return said is not None and _HELD_UP.search(sentence) is None


_FURTHER_BACK = re.compile(
    r"\b(?:(?:the\s+)?day\s+before\s+yesterday|(?:two|2|three|3|four|4|few|couple\s+of)\s+days\s+ago"
    rf"|(?:{_CHAT}s?|the\s+one)\s+(?:from\s+|on\s+)?(?:last\s+week|(?:mon|tues|wednes|thurs|fri|satur"
    rf"|sun)day)|(?:last\s+week's|(?:mon|tues|wednes|thurs|fri|satur|sun)day's)\s+{_CHAT}"
    rf"|(?:the\s+one|the\s+{_CHAT})\s+before\s+(?:that|last|the\s+last)"
    r"|not\s+(?:yesterday's|the\s+last))\b",
    re.I,
)
"""A conversation further back than the one before: which one is not guessed."""


def earlier(sentence: str, *, first: bool, message: str = "") -> int:
    """How many earlier conversations a disowning sentence takes back: those it names ("the last
    two chats": 2, "none of the earlier conversations": all), the one before ("yesterday",
    "last time", or "none of that was me" said first in a session), or none (it speaks of this
    conversation's own earlier messages, or only says someone had the device: "my son was typing
    earlier, he said he's a pilot")."""
    whole = f"{message} {sentence}"  # "the last two chats — yesterday's and the one before — ..."
    if _ALL.search(whole):
        return EVERY_EARLIER
    many = _HOW_MANY.search(whole)
    if many is not None:
        return _COUNTS.get((many.group(1) or many.group(2) or "two").split()[0].lower(), 2)
    if _FURTHER_BACK.search(whole) and not _ABOUT.search(whole):
        return 0  # "the chat from the day before yesterday": not the one before; none is guessed
    if _EARLIER.search(sentence) or _REF.search(sentence) or _REF.search(message):
        return 1
    points_back = _NOT_ME.search(sentence) or SET_ASIDE.search(sentence)
    device = USED_MY_DEVICE.search(whole) or _TYPED.search(whole)
    return 1 if first and points_back and device else 0  # not "the scratches? none of that was me"


def about(sentence: str, message: str = "") -> str:
    """The subject by which a disowning sentence (or its message) names the conversation it
    takes back ("the chat about moving to Lisbon": "moving to Lisbon"), or ""."""
    named = _ABOUT.search(sentence) or _ABOUT.search(message)
    return named.group("topic").strip() if named else ""


def points_back(message: str) -> str:
    """The message when it points at an earlier conversation ("ok so weird thing re the session
    before this one"), for the next one to say whose it was; else ""."""
    return message if _names_one(message) and not disowns(message) else ""


_OTHER_REF = re.compile(
    r"\b(?:la\s+conversaci[oó]n\s+anterior|el\s+chat\s+anterior|la\s+charla\s+anterior"
    r"|das\s+(?:Gespr[aä]ch|Chat)\s+davor|(?:der|das)\s+vorherige\s+(?:Chat|Gespr[aä]ch)"
    r"|die\s+vorherige\s+Unterhaltung|la\s+conv(?:ersation)?\s+d'avant|la\s+(?:conversation|discussion)"
    r"\s+pr[ée]c[ée]dente|le\s+chat\s+d'avant|a\s+conversa\s+anterior|o\s+chat\s+anterior"
    r"|la\s+conversazione\s+(?:precedente|di\s+prima)|het\s+vorige\s+gesprek)\b",
    re.I,
)
_OTHER_NOT_ME = re.compile(
    r"\b(?:no\s+era\s+yo|no\s+fui\s+yo|no\s+soy\s+yo|nada\s+de\s+eso\s+es\s+m[ií]o|war\s+nicht\s+ich"
    r"|war\s+ich\s+nicht|nicht\s+ich|pas\s+moi|n'[ée]tait\s+pas\s+moi|n[aã]o\s+fui\s+eu"
    r"|n[aã]o\s+era\s+eu|n[aã]o\s+[ée]\s+meu|non\s+ero\s+io|niet\s+ik)\b",
    re.I,
)
"""The same in Spanish, German, French, Portuguese, Italian and Dutch: an earlier conversation
named and said not to be the user's ("la conversación anterior no era yo", "das Gespräch davor
war nicht ich", "la conv d'avant c'était ma coloc, pas moi")."""


_OTHER_HINT = re.compile(
    r"anterior|davor|vorherige|d'avant|pr[ée]c[ée]dente|precedente|di\s+prima|vorige", re.I
)


def earlier_in_other_words(message: str) -> int:
    """1 when a message in another language says the conversation before was not the user's,
    else 0."""
    if not _OTHER_HINT.search(message):
        return 0
    return int(bool(_OTHER_REF.search(message) and _OTHER_NOT_ME.search(message)))


_BUT_MINE = re.compile(
    r"\b(?:but|though|although|except(?:\s+(?:for|that))?|apart\s+from|other\s+than)\s+(?:the\s+|my\s+)?"
    r"(?P<what>[^.!?;,]{2,60}?)\s+(?:is|was|are|were|part\s+is)\s+(?:really\s+|actually\s+|totally\s+)?"
    r"(?:real|true|right|mine|me|correct|legit|accurate)\b",
    re.I,
)
"""A fact of the disowned conversation the user keeps ("but the peanut allergy is real")."""
_BUT_I = re.compile(
    r"\b(?:but|though|although)\s+(?:\w+ly\s+(?:enough\s+)?|funny\s+enough\s+|to\s+be\s+fair\s+)?"
    r"(?=(?:i|i'm|im|i\s+am|i've|my)\b)",
    re.I,
)


def kept_back(sentence: str) -> tuple[str, str]:
    """What a disowning sentence keeps as the user's: a fact of the disowned conversation it
    names as real ("but the peanut allergy is real": "peanut allergy"), and a statement of
    their own after it ("..., but funnily enough I also love Sleep Token": "I also love Sleep
    Token")."""
    named = _BUT_MINE.search(sentence)
    own = _BUT_I.search(sentence)
    return (named.group("what") if named else "", sentence[own.end() :] if own else "")
