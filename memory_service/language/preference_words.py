"""The words of tastes: preference verbs with their polarity, judgements, refusals, reasons.

Data for `statements.py`, beside `statement_words` (moods, subjects, instructions, retractions)
and `fact_words` (states, habits, events). A preference is read from its structure: a stance
verb after the subject ("can't stand", "would rather not", "always book"), an object followed
by its judgement ("small plates are a scam"), or a refusal without a verb ("nothing spicy").
"""

from __future__ import annotations

import re

NOT_A_CONSTRAINT = (
    r"(?:know|think|mind|care|remember|recall|believe|understand|get\s+it|see\s+(?:why|how|the)"
    r"|wait|help|tell|say|decide|agree|mean|imagine|figure|find|even|quite|really\s+know|blame"
    r"|complain|wanna|want\s+to\s+(?:know|bother|sound)|feel\s+like|stop\s+(?:laughing|thinking)"
    r"|have\s+(?:a\s+clue|time|any\s+idea)|recommend|thank|stress|emphasi[sz]e|afford\s+to\s+miss"
    r"|feel|expect|lie|cope|keep\s+up|keep\s+on|not|be|make\s+it|wanna|want\s+to\s+be)"
)
"""Verbs after "I don't / can't / won't" that say what the user thinks, not a rule they keep."""
_PREF_VERBS: tuple[tuple[str, int], ...] = (
    # (pattern after the subject, polarity); longest first where they overlap
    (
        r"(?:absolutely\s+|really\s+|just\s+|totally\s+|honestly\s+|simply\s+)?can(?:'t|not|\s+not)"
        r"\s+(?:stand|bear|stomach|handle|tolerate|do|deal\s+with|abide)",
        -1,
    ),
    (
        r"(?:really\s+|absolutely\s+|totally\s+|kind\s+of\s+|kinda\s+|sort\s+of\s+|strongly\s+)?"
        r"(?:hate|hated|detest|loathe|despise|dislike|disliked|can't\s+stand|avoid|am\s+not\s+fond"
        r"\s+of|'m\s+not\s+fond\s+of)",
        -1,
    ),
    (r"(?:would|'d)\s+(?:much\s+)?rather\s+not", -1),
    (r"(?:would|'d)\s+(?:much\s+|really\s+)?rather", 1),
    (
        r"(?:am|'m)\s+(?:not\s+(?:a\s+)?(?:big\s+|huge\s+|great\s+)?fan\s+of|not\s+(?:really\s+)?"
        r"(?:into|keen\s+on|a\s+fan\s+of|crazy\s+about|big\s+on)|sick\s+of|tired\s+of|over|done"
        r"\s+with|allergic\s+to\s+the\s+idea\s+of|put\s+off\s+by|afraid\s+of|scared\s+of"
        r"|terrified\s+of|wary\s+of)",
        -1,
    ),
    (
        r"(?:really\s+|just\s+|absolutely\s+)?(?:don't|do\s+not|never|won't|will\s+not|refuse\s+to"
        r"|no\s+longer)\s+(?:like|love|enjoy|eat|drink|fly|drive|take|book|use|do|watch|read|play"
        r"|wear|buy|go|want|trust|touch|order|cook|listen\s+to|care\s+for|care\s+about|stay|sit"
        r"|travel|ride|visit|shop|get|have|smoke|work|run|swim)",
        -1,
    ),
    (
        r"(?:am|'m)\s+(?:a\s+)?(?:big\s+|huge\s+|massive\s+|total\s+|die-hard\s+)?(?:fan\s+of|into"
        r"|obsessed\s+with|crazy\s+about|keen\s+on|passionate\s+about|fond\s+of|mad\s+about|hooked"
        r"\s+on|addicted\s+to|a\s+sucker\s+for|partial\s+to|big\s+on)",
        1,
    ),
    (
        r"(?:really\s+|absolutely\s+|totally\s+|just\s+|kind\s+of\s+|kinda\s+|sort\s+of\s+"
        r"|genuinely\s+|definitely\s+|actually\s+|still\s+|also\s+)?(?:love|loved|adore|enjoy"
        r"|like|prefer|favou?r|crave|appreciate|swear\s+by|live\s+for|go\s+for|lean\s+towards"
        r"|gravitate\s+towards|tend\s+to\s+(?:go\s+for|pick|choose|prefer|like))",
        1,
    ),
    (
        r"(?:always|usually|normally|typically|generally|only|mostly)\s+(?:book|choose|pick|go\s+for"
        r"|get|order|buy|take|use|fly|drink|eat|wear|sit|stay|travel|shop|cook|read|watch|listen"
        r"|play|drive|ride|walk|cycle|bike|run|work|sleep|wake|go|try|bring|carry|pack|ask\s+for"
        r"|opt\s+for)",
        1,
    ),
    (r"(?:never|rarely|hardly\s+ever|seldom)\s+\w+", -1),
    (
        rf"(?:won't|will\s+not|don't|do\s+not|no\s+longer|refuse\s+to)\s+"
        rf"(?!{NOT_A_CONSTRAINT}\b)\w+",
        -1,
    ),
)


PREF_AFTER_SUBJECT = [
    (re.compile(rf"^(?P<verb>{p})\b\s*(?P<object>.*)$", re.I), pol) for p, pol in _PREF_VERBS
]


_LIKED = (
    r"my\s+(?:absolute\s+|whole\s+)?(?:favou?rite|jam|go-to|thing|weakness|guilty\s+pleasure"
    r"|happy\s+place|comfort|religion|personality)|sacred|non-negotiable|must|essential"
    r"|lifesaver|heaven|bliss|underrated|game[- ]changer"
)
_DISLIKED = (
    r"(?:not|never)\s+(?:for\s+me|my\s+thing|my\s+cup\s+of\s+tea)|(?:hard\s+)?(?:no|pass"
    r"|dealbreaker|deal\s+breaker|no-go)|worst|overrated|nightmare|scam|problem|pain|disaster"
    r"|waste\s+of\s+\w+|crime|rip-?off|murder|hell|torture|agony|pointless|useless|awful"
    r"|horrible|terrible|gross|disgusting|unbearable|off\s+limits"
)
OBJECT_PREF = re.compile(
    r"^(?!(?:it|that|this|these|those|there|he|she|they|you|what|which|everything|nothing)\b)"
    r"(?P<object>(?:(?!\b(?:is|are|was|were|which|who|that)\b)[^,;.!?]){2,80}?)\s+(?:is|are|'s|'re)\s+"
    r"(?:(?:just|honestly|absolutely|literally|such"
    r"|so|a|an|the|total|complete|totally|always|real|absolute|utter)\s+)*"
    rf"(?:(?P<liked>{_LIKED})|{_DISLIKED})\b",
    re.I,
)
"""An object first, then its judgement ("small plates are a scam", "Sunday football is
sacred"): a liking or an aversion of the speaker's, by the judgement's words."""


FRAGMENT_PREF = re.compile(
    r"^(?!(?:there|it|that|this|he|she|his|her|its|their|they|you|what|which)\b)"
    r"(?:(?P<a>[\w' -]{2,40}?)(?<!\bam)(?<!'m)(?<!\bis)(?<!\bare)(?<!'re)(?<!\bwas)(?<!\bstill)"
    r"(?<!\bjust)\s+only\b(?!\s+(?!for\s+me\b|please\b|thanks\b|from\s+now\b|(?:at|on|in|if|when"
    r"|with|from|before|after|during|until|till)\b)\w)"
    r"|(?P<d>[\w' -]{2,40}?)\s+(?:is|are)\s+the\s+only\b"
    r"|(?P<e>(?:[\w' -]{0,30}\s)?(?:I|we)\s+(?:\w+\s+){0,2}?)only\b(?!\s+(?:just|recently|now|ever"
    r"|once|twice|realised|realized|found|started|moved|learned|learnt|heard|noticed|got|had|have"
    r"|need|needed|\d)\b)"
    r"|the\s+only\s+(?P<f>[\w' -]{2,30}?)\s+(?:I|I've|I'd|we|we've)\s"
    r"|nothing\s+(?P<b>[\w' -]{2,40})$"
    r"|(?P<c>[\w' -]{2,40}?)\s+(?:is|are)"
    r"\s+(?:a\s+)?(?:no|must|non-negotiable|sacred|essential|out)\b(?:\s+for\s+me)?)",
    re.I,
)


RITUAL = re.compile(
    r"^(?!(?:it|that|this|there|he|she|they|you|what|which)\b)(?P<object>[^,;.!?]{3,80}?)\s*,"
    r"(?:[^.!?]*,)?\s*(?:and\s+)?(?:it|that|this)(?:'s|\s+is)\s+(?:(?:absolutely|totally"
    r"|completely|honestly|just|non)\s*)?(?:a\s+)?(?:must|non-negotiable|sacred|essential|ritual"
    r"|religion|my\s+(?:thing|ritual|routine|happy\s+place|guilty\s+pleasure|favourite))\b",
    re.I,
)
"""Something named, then judged in a clause of its own: "Wordle and Connections every morning,
that's sacred", "an emergency fund of six months, that is non-negotiable"."""

_NOT_A_REFUSAL = (
    r"(?:problems?|worr(?:y|ies)|idea|way|thanks|thank|clue|rush|pressure|chance|kidding|joke"
    r"|doubt|offen[cs]e|biggie|need|one|matter|luck|news|response|reply|word|sign|time|plans?"
    r"|change|comment|wonder|surprise|questions?|excuse|big|more|less|longer|sooner|i|it|that"
    r"|this|you|he|she|they|we)\b"
)
_SOFT = (
    r"(?:(?:just|and|but|so|oh|ugh|well|also|plus|absolutely|definitely|honestly|seriously)"
    r",?\s+)*"
)
NO_X_FOR_ME = re.compile(
    rf"^{_SOFT}(?:no|zero)\s+(?!{_NOT_A_REFUSAL})(?P<object>[a-z][\w'’-]*(?:\s+[\w'’-]+){{0,7}}?)(?:\s+for\s+me\b"
    r"|\s+(?:after|before|past)\s+\d[\w:.]*(?:\s*[ap]\.?m\b)?"
    r"|\s*,?\s+(?:ever|please|at\s+all|whatsoever|thanks)\b"
    r"|\s*[,;:—–-]\s+(?!(?:which|who|so|and|but|that's|thats)\b)(?=.*\b(?:I|I'm|I've|my|me)\b))",
    re.I,
)
"""A refusal said as a fragment: "no olives for me", "no site visits after 4pm", "no meetings
before 10am, ever", "no dairy, it wrecks my stomach" (a reason in the first person)."""


MAKES_ME = re.compile(
    r"^(?P<object>.{2,60}?)\s+(?:makes?|gives?|give)\s+me\s+(?:sick|nauseous|ill|a\s+headache"
    r"|migraines?|anxious|nervous|queasy|the\s+creeps|hives|heartburn|itchy)\b",
    re.I,
)


CLAUSE_END = re.compile(
    r"\s*(?:,|;|\.|!|\bbecause\b|\bsince\b|\bas\s+(?:it|they|I)\b|\bdue\s+to\b|\bso\b|\bbut\b"
    r"|\bwhen\b|\bwhenever\b|\bunless\b|\bif\b|\bthough\b|\balthough\b|\bespecially\b|\bexcept\b"
    r"|\bwhich\b|\bit\s+(?:tastes|makes|gives|feels)|\bthey\s+(?:taste|make|give|feel)|\bthat's"
    r"\s+why|\band\s+(?:I|it|they)\b|\bor\s+(?:I|it)\b|\bthen\b|\blol\b|\bhaha\b|$)",
    re.I,
)


REASON = re.compile(
    r"\b(?:because|since|as|due\s+to|so\s+(?:I|that)|thanks\s+to|given|after|ever\s+since)\b", re.I
)


FRAGMENTS: list[tuple[re.Pattern[str], int]] = [
    (
        re.compile(
            rf"^{_SOFT}not\s+(?!{_NOT_A_REFUSAL}|really|sure|yet|now|today|much|bad|too|at\s+all)"
            r"(?P<object>[\w'’ -]{2,30}?)\s*[,;—–-]\s*(?:never\s+again|not\s+a\s+fan|no\s+way"
            r"|no\s+thanks|I\s+(?:hate|refuse|can't|won't|don't|never|avoid)|I'm\s+not|hate\b"
            r"|can't\s+stand|too\s+\w+)",
            re.I,
        ),
        -1,
    ),
    (re.compile(r"^.*?\bno\s+(?P<object>[\w'’ -]{2,30}?)\s+for\s+me\b", re.I), -1),
    (
        re.compile(
            r"^(?P<object>[^,;.!?]{3,50}?)\s+(?:is|are)\s+what\s+I\s+(?:crave|love|like|want"
            r"|prefer|enjoy|live\s+for|go\s+for)\b",
            re.I,
        ),
        1,
    ),
    (re.compile(r"^(?:.*?\s)?the\s+(?P<object>\w+er)\s+the\s+better\b", re.I), 1),
    (re.compile(rf"^{_SOFT}(?:always|only)\s+(?P<object>[\w'’ -]{{2,40}}?)\s+for\s+me\b", re.I), 1),
    (
        re.compile(
            r"^(?P<object>(?:any\s+)?[\w'’-]+s(?:\s+[\w'’-]+){0,2}?)\s+(?:must|have\s+to|need\s+to"
            r"|should\s+always)\s+(?:have|include|allow|offer|come\s+with)\b",
            re.I,
        ),
        1,
    ),
]
"""Tastes said without a verb of liking: "not Ryanair, never again", "with my tea, no coffee
for me", "Swabian food is what I crave", "the spicier the better", "always click and collect
for me", "hotels must have a family room"; each with its polarity."""
