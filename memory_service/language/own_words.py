"""The user's own words in a message: what is left once quoted, pasted and injected text is out.

A memory system must only learn from what the user says about themselves. A chat message often
carries other text: an email to summarise, lyrics, a log, code, a sentence to translate, a story
the user wants written, role-tagged lines pretending to be the system. None of that is the
user's statement, so it is cut out before anything reads the message, by the extractor and by
episodes alike. The rules, in order:

1. fenced code blocks, inline code, log and stack-trace lines;
2. role-tagged text ("SYSTEM:", "[assistant]", "### Instruction", "<|im_start|>") up to the end
   of its paragraph: never the user's own statement, whatever it says;
3. material introduced by a colon: a sentence that announces material ("here is an email",
   "translate this", "she wrote", "lyrics:") takes everything after its colon, to the end of
   the message when the material spans lines;
4. a paragraph after one that ends with a colon (a pasted block);
5. quoted spans of four or more words ("..." and '...'), whoever they are attributed to;
6. whole sentences that frame other text: translation and transformation requests, stories,
   role-play and hypotheticals ("write a story where...", "pretend you are", "what if I were");
7. make-believe: once a turn starts a game ("let's do some improv: you're a barista and I'm a
   customer", "I'll play a made-up candidate"), what the user says is in character, in that
   turn and the next ones, until they step out ("out of character", "that was fun", "pause
   there", an aside in brackets).

What remains is split into sentences by the service's one splitter (`language.sentences`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from memory_service.language import disowned_words as dw
from memory_service.language import fact_words as fw
from memory_service.language import guard_words as gw
from memory_service.language import languages
from memory_service.language import material_words as mw
from memory_service.language import statement_words as sw
from memory_service.language.sentences import sentences
from memory_service.language.text import content_terms

if TYPE_CHECKING:
    from memory_service.schemas import ChatMessage

# -- 1. code and logs -------------------------------------------------------------------------
_FENCED = re.compile(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)", re.S)
_INLINE_CODE = re.compile(r"`[^`\n]{1,400}`")
_DOCSTRING = re.compile(r'"""[\s\S]*?(?:"""|\Z)|\'\'\'[\s\S]*?(?:\'\'\'|\Z)')
_CODE_PARAGRAPH = re.compile(
    r"^[ \t]*(?:def|class|function|fn|func|public|private|import|from\s+\S+\s+import|package"
    r"|#include|const|let|var|SELECT|INSERT|CREATE)\b[^\n]*\n(?:[^\n]*\S[^\n]*(?:\n|\Z))*",
    re.M,
)
"""A paragraph that starts as code is code to its end, comments and strings included."""
_LOG_LINE = re.compile(
    r"^[ \t]*(?:\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d|\d\d:\d\d:\d\d[.,]\d+|\[?(?:ERROR|WARN(?:ING)?|INFO"
    r"|DEBUG|TRACE|FATAL|CRITICAL)\]?[: ]|Traceback \(most recent call last\)|[ \t]*at [\w$.<>]+\(|"
    r"[ \t]*File \"[^\"]+\", line \d+|[A-Za-z_.]+(?:Error|Exception): |[$#>] \w|(?:def|class|"
    r"import|from|return|function|const|let|var|public|private|if|for|while)\b.*[:{;(]\s*$|[}{\]\[);,]+\s*$"
    r"|#include|//|/\*|\*/|<\/?\w+[^>]*>\s*$|[\"'][\w .-]+[\"']\s*:\s*\S"
    r"|(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH)\s+\S.*(?:FROM|INTO|SET|TABLE|AS|WHERE)"
    r"\b|[\w.\[\]\"']+\s*=\s*\S.*$|(?!(?i:allerg\w*|diet\w*|medications?|meds|conditions?|name"
    r"|age|pronouns|location|job|occupation|intolerances?|health|religion|about\s+me|update|note"
    r"|reminder|fyi|ps|btw|edit|news|correction|clarification|typo|oops|sorry|actually|also"
    r"|fix|me)\s*:)"
    r"(?!\d{1,2}:\d\d(?:\s*[ap]\.?m\.?)?\b)[-\w]+:\s*[\"'\w].*$(?<=[^.!?])|[0-9a-f]{6,40}\s+\S|--\s+\S"
    r"|<[\w-]+>.*</[\w-]+>\s*$|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\(.*\)\s*;?\s*$"
    r"|[A-Za-z_]\w*\([^()\n]*=[^()\n]*\)\s*;?\s*$).*$",
    re.M,
)
"""Lines of code, data (JSON, YAML, SQL, key = value) and logs: never the user talking."""

# -- forwarded mail -------------------------------------------------------------------------
_FORWARDED = re.compile(
    r"^[ \t>]*(?:-{2,}\s*(?:forwarded|original)\s+message\s*-*|begin\s+forwarded\s+message:"
    r"|(?:from|to|cc|sent|date|subject):\s+\S)",
    re.I | re.M,
)
_SEPARATOR = re.compile(r"^[ \t]*(?:-{3,}|_{3,}|={3,}|\*{3,})[ \t]*$", re.M)
_CUT = "\x00"
"""Where a pasted letter was cut out: a paragraph of its own, so the paragraphs around it keep
their places (the one before it is not the message's last)."""
_SIGN_OFF = (
    r"(?i:thanks|best|cheers|regards|kind\s+regards|best\s+wishes|all\s+the\s+best|warmly|love"
    r"|sincerely)[,!.]*"
)
_NAME = r"[A-Z][\w.'-]*(?:[ \t]+[A-Z][\w.'-]*)?"
"""A name as signed: capitalised words, case-sensitive ("Chloe", "Tanya R.")."""
_SIGNED_OFF = re.compile(rf"^[ \t]*{_SIGN_OFF}[ \t]*(?:\n[ \t]*)?{_NAME}[ \t]*\n[ \t]*\n", re.M)
"""A sign-off and a name, then a blank line: where a forwarded email ends."""
_SIGNATURE_INLINE = (
    rf"(?<=[.!?)])[ \t]+{_SIGN_OFF}[ \t]+[A-Z][\w'-]*(?:[ \t]+[A-Z][\w'-]*)?"
    r"(?:,[ \t]*[A-Z][\w'-]*(?:[ \t]+[A-Z][\w'-]*){0,3})?[.!]?[ \t]+"
)
_SIGNED_OFF_INLINE = re.compile(
    rf"{_SIGNATURE_INLINE}(?=\S)(?!(?i:hi|hello|hey|dear|on\s+\w+.{{0,40}}\bwrote|from:|sent:|to:"
    r"|subject:|p\.?\s?s)\b)"
)
"""A sign-off and a name inside a paragraph, with more after it ("... by Friday! Best, Priya. so
the money is good", "Kind regards, Sophie Tran, Talent Acquisition. so what do I prep"): where
an email pasted after a colon ends and the user speaks again; not where the next email of a
thread begins ("Hi Priya, ...", "On Monday Sam wrote"), nor at the writer's postscript."""
_POSTSCRIPT = re.compile(rf"{_SIGNATURE_INLINE}(?i:p\.?\s?s)\b")
"""A postscript right after a sign-off ("Best, Priya. P.S. I'm moving to Madrid"): the writer's,
not the user's "ps" coming back (`_RESUME`)."""

# -- 2. role tags ------------------------------------------------------------------------------
_ROLE_TAG = re.compile(
    r"(?:^|(?<=[\s.!?]))(?:\[\s*/?\s*(?:system|assistant|user|inst|admin|developer|root|memory)"
    r"[^\]\n]{0,30}\]|<\|?/?(?:im_start"
    r"|im_end|system|assistant|endoftext)\|?>|<</?SYS>>|#{2,}\s*(?:instruction|system|response"
    r"|input|assistant)s?\b|\b(?:system|assistant|ai|bot|admin|administrator|developer|dev|root"
    r"|operator|human|chatgpt|claude|gpt|model|note to (?:the )?(?:ai|assistant|model))"
    r"\s*(?:prompt|message|note|override|update|summary)?\s*(?:\([^)\n]{0,60}\))?\s*:"
    r"|<(?:system|memory[\w-]*|instructions?|admin|tool[\w-]*|function[\w-]*)\b[^>\n]{0,40}>)",
    re.I,
)

# -- 5. quoted spans ---------------------------------------------------------------------------
_QUOTED = re.compile(
    r"\"[^\"\n]{2,}?\"|“[^”]{2,}?”|„[^“”]{2,}?[“”]|«[^»]{2,}?»|(?<![\w])'(?=\S)(?:[^'\n]|(?<=\w)'(?=\w))*?[^\s'](?:'(?=[\s.,;:!?)]|$))",
)
_MIN_QUOTED_WORDS = 4
_TITLE = re.compile(
    r"[A-Z0-9][\w'&-]*(?:\s+(?:[A-Z0-9][\w'&-]*|[a-z]{1,3}|with|from|into|onto|over|upon|than|like))*"
)
"""A quoted title or name ("One Hundred Years of Solitude", "Gone with the Wind", "Cien Años de
Soledad"): capitalised words with short joining words only, no sentence inside it. It is what
the user names, not someone else's words."""

# -- 6. framing sentences --------------------------------------------------------------------------
_WORK = (
    r"(?:story|stories|tale|fable|novel|fiction|fanfic\w*|poem|poetry|lyrics|song|rap|haiku"
    r"|limerick|sonnet|verse|parody|screenplay|script|scene|dialogue|monologue|play|joke"
    r"|character|protagonist|hero|heroine|villain|narrator|persona|speech|toast|eulogy"
    r"|backstory|back-story|bio|biography|profile|character\s+sheet|npc|campaign"
    r"|example|sample|letter|post|review)"
)
_FRAME_LEAD = re.compile(
    r"^(?:(?:ok(?:ay)?|so|now|please|pls|hey)[,\s]+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?"
    r"(?:(?:write|compose|tell|make\s+up|invent|create|generate|draft|imagine)\s+(?:me\s+|us\s+)?"
    r"(?:a|an|the|some)\s+(?:[\w-]+\s+){0,3}?(?:story|stories|poem|monologue|scene|script|diary\s+entry"
    r"|fan\s*fic\w*|tale|sketch|dialogue)(?:\s+(?:for\s+me|please|pls))*\s+(?:in\s+(?:the\s+)?first"
    r"[\s-]person|as\s+(?:if\s+I\s+(?:were|was)\s+)?me|about\s+me|from\s+my\s+(?:pov|point\s+of\s+view"
    r"|perspective)|where\s+I'm|where\s+I\s+am)(?:\s+(?:for\s+me|please|pls))*"
    r"|(?:a\s+|quick\s+|random\s+|one\s+)?hypothetical(?:ly)?(?:\s+(?:question|scenario|speaking))?"
    r"|(?:here's|here\s+is)\s+(?:a|the|my)\s+(?:scenario|premise|setup|hypothetical))[\s.!:,]*$",
    re.I,
)
"""A sentence that only sets up a story told as the user, or a hypothetical: the message's
sentences after it are its content ("Write a short story in first person. I am a detective ...";
"Quick hypothetical, I'm allergic to penicillin, what would they give me?"), up to where the user
speaks again ("Anyway, ...", "By the way, ..."). A request that describes its story ("a
monologue ... The character is a fisherman") is followed by the user's own words ("I'm an
actor, 26")."""
_SOURCE_QUESTION = re.compile(
    r"^(?:(?:ok(?:ay)?|so|hey|quick\s+question)[,\s]+)*(?:who\s+(?:sings|sang|wrote|said|says|is\s+singing)"
    r"\s+(?:this|that|these|the\s+following)|what\s+(?:song|film|movie|show|series|book|poem|play|album"
    r"|game|quote)\s+is\s+(?:this|that)(?:\s+from)?|(?:what|where)(?:'s|\s+is|\s+are)\s+(?:this|that"
    r"|these)\s+(?:line\s+|lyric\s+|quote\s+)?from|name\s+(?:this|that)\s+(?:song|tune|film|movie|quote"
    r"|book))(?:\s+(?:from|please|pls|again))*\s*[?:.!]*$",
    re.I,
)
"""A question about the source of what follows ("Who sings this? I'm allergic to love ..."):
the message's sentences after it are the text asked about."""
_ANNOUNCES_NEXT = re.compile(
    r"\b(?:(?:I'm|I\s+am)\s+(?:going\s+to|gonna|about\s+to)|I'll|let\s+me|I\s+will|I\s+want\s+to)\s+"
    r"(?:(?:paste|copy|forward)\b[^.!?]{0,40}\b(?:it|this|them|these|something)|(?:paste|copy|forward"
    r"|send|share|post|drop)\b[^.!?]{0,40}\b(?:message|e-?mail|text|letter|post|note|review|chat"
    r"|conversation|thread|story|poem|lyrics|essay|paragraph)s?)\b"
    r"(?![^.!?]*\b(?:later|tomorrow|tonight|next\s+week|when|once|after)\b)"
    r"|\b(?:translate|summari[sz]e|proofread|check|rewrite|read)\s+(?:the\s+)?(?:next|following)\s+"
    r"(?:message|text|one|paragraph|email|e-mail)\b"
    r"|\b(?:the\s+)?(?:next|following)\s+(?:bit|message|part|one|few\s+messages|paragraph)\s+(?:is|are"
    r"|was|were)\s+(?:from|by|hers|his|theirs|written\s+by)\b"
    r"|\b(?:summari[sz]e|proofread|translate|rewrite|review|edit|shorten|tidy\s+up|(?:help\s+me\s+)?"
    r"(?:draft|write|improve|polish|fix))\s+(?:this|my|the|a|an|his|her|their)\s+(?:[\w'-]+\s+){0,2}"
    r"(?:article|text|e-?mail|message|letter|post|essay|review|profile|bio|cv|resume|document|doc"
    r"|page|story|paragraph|speech|report|toast)\b[^.!?:\n]{0,40}[.!?]*\s*\Z"
    r"|\b(?:sent|forwarded|texted|emailed)\s+me\s+this\b(?![^\n]*:)"
    r"|\b(?:sent|forwarded|texted|emailed)\s+this\b[\s,.!-]*(?:(?:hang\s+on|one\s+sec(?:ond)?|wait"
    r"|hold\s+on|brb|look)\W*)?\Z"
    r"|\bthis\s+is\s+what\s+(?:my|our|his|her)\s+(?:[\w-]+\s+){1,2}?(?:asked|said|wrote|sent|texted"
    r"|posted|emailed)\b[^.!?\n]*:\s*\Z"
    r"|\btranslate\s+(?:this|the\s+following|it)\s+(?:in)?to\s+\w+\s*[.!?]*\s*\Z"
    r"|\bin\s+(?:her|his|their)\s+(?:own\s+)?voice\b",
    re.I,
)
"""A message saying the next one will be someone else's text: "I'm going to paste my friend's
message.", "Translate the next message into German.", "the next bit is from her", or asking for
work on a text it does not hold itself ("summarise this article for me", "help me draft a
dating profile for my brother": what comes next is that text)."""
_FRAME = re.compile(
    rf"\b(?:translat(?:e|es|ed|ing)\b|translations?\s+(?:of|into|to|from|please|pls)\b|how\s+(?:do|would)\s+(?:you|i)\s+say|in\s+(?:french|spanish|german|italian"
    r"|japanese|chinese|portuguese|dutch|russian|arabic|korean|hindi)\s+(?:this|that|it)\b"
    rf"|(?<![Ii] )(?<![Ii] also )(?<![Ww]e )(?:write|compose|tell|make\s+up|invent|create|generate"
    r"|draft|continue|imagine)\s+"
    rf"(?:me\s+|us\s+)?(?:a|an|the|some|my|another|this)?\s*(?:[\w-]+\s+){{0,3}}?{_WORK}"
    r"|(?:a|the|my|this)\s+(?:[\w-]+\s+){0,2}?(?:story|poem|novel|song|scene|script|role-?play)"
    r"\s+(?:where|about(?!\s+(?:my|me|myself|our)\b)|in\s+which|that)|role-?play|roleplay|pretend"
    r"|hypothetical\w*|suppose"
    r"|improv(?:is\w*|iz\w*)?\b|warm-?up\s+(?:game|exercise)|make-?believe|let's\s+play|in-?character"
    r"|supposing|what\s+if|in\s+a\s+world|act\s+as|you\s+are\s+now|play\s+the\s+role|in\s+character"
    r"|as\s+if\s+(?:i|you)\s+(?:were|was)|if\s+i\s+were|if\s+i\s+was|if\s+you\s+were"
    r"|\bi\s+wish\s+i\b|\bsay\s+i\s+(?:was|were|had|lived|worked)\b|\bif\s+(?:i|we)\s+had\b"
    r"|\bi'd\s+(?:name|call)\s+(?:him|her|it|them)\b"
    r"|\b(?:he|she|they|everyone|everybody|people|my\s+\w+)\s+(?:keeps?\s+|always\s+)?(?:tell(?:s|ing)"
    r"|claim(?:s|ing)?|insist(?:s|ing)?)\s+(?:everyone|everybody|people|me|us)?\s*(?:that\s+)?i\b"
    r"|example\s+sentence|sample\s+(?:text|sentence)|for\s+(?:example|instance)\s*:|e\.g\.\s*:"
    r"|(?:the\s+)?(?:main\s+)?character\s+(?:says|said|is|was)|(?:he|she|they)\s+says?\s*:)",
    re.I,
)
"""A sentence that frames other text: translating it, or writing, imagining or playing a story."""

_PARAGRAPH = re.compile(r"\n\s*\n")
_STANCE = re.compile(
    r"\b(?:love|loving|adore|live\s+for|passion|can't\s+wait|cannot\s+wait|favou?rite|best|dream"
    r"|thrilled|delighted|enjoy|so\s+much\s+fun|the\s+highlight)\b",
    re.I,
)
"""A liking or an eagerness: after a sarcastic sentence, more of the same joke."""
_WISHED = re.compile(
    r"^\W*(?:I(?:'d|\s+would)\s+(?:really\s+|so\s+|just\s+)?(?:love|like|kill\s+for)\s+(?:to\s+\w+\s+)?"
    r"(?:a|an|my\s+own|some)\b|I\s+(?:really\s+|so\s+)?wish\s+I\s+(?:had|could|lived|owned)\b"
    r"|my\s+dream\s+(?:is|would\s+be|was)\b)",
    re.I,
)
"""A wish for something ("I'd love a dog someday", "I wish I had a garden")."""
_WISHED_THING = re.compile(
    r"^\W*(?:(?:maybe|ideally|probably|preferably|like|something\s+like)\s+)?(?:a|an|some|one"
    r"|two)\s+(?!\S*\s+(?:is|was|are|were)\b)(?:(?!(?:is|am|are|was|were|have|has|had|do|does"
    r"|did|will|can|i|i'm|i've|my)\b)[\w'-]+[\s,]*){1,8}[.!]*\s*$",
    re.I,
)
"""A verbless thing named after a wish ("A scruffy lurcher called Moss."): what was wished for."""
_WEIGHED = re.compile(
    r"\b(?:(?:thinking\s+(?:about|of)|considering)\s+(?:[a-z]+ing|a|an|some)\b|toying\s+with"
    r"|tempted\s+to|weighing\s+up|on\s+the\s+fence\s+about)\b",
    re.I,
)
"""A plan only weighed ("Been thinking about going vegan", "I'm tempted to quit"); not a
thought about someone ("thinking about my mum") nor "considering I'm allergic to nuts"."""
_DECLINED_NEXT = re.compile(
    r"^\W*(?:(?:honestly|truthfully|to\s+be\s+honest|tbh|realistically|on\s+second\s+thoughts?)"
    r"\W+(?:no|nah|not\s+really)|nah|nope|no\s+way|not\s+a\s+chance|probably\s+not)\s*(?:[.!,]|$)"
    r"(?!\s*(?:not\s+yet|still|i\s+haven't|haven't|undecided|i'm\s+still|maybe|possibly"
    r"|probably|i\s+(?:think|might|may|guess)|but\s+(?:maybe|i\s+might|one\s+day))\b)",
    re.I,
)
"""A next message that opens on a plain no and nothing more ("Honestly, no. I love cheese too
much.", "Nah.", "Probably not."): the plan the message before only weighed is not taken. A bare
"No." may answer any question the assistant asked in between, and "Nah, not yet" leaves it."""
_TORN = re.compile(
    r"\b(?:narrowed\s+it\s+down\s+to|torn\s+between|(?:deciding|choosing|picking)\s+between"
    r"|(?:can't|cannot|couldn't|could\s+not)\s+(?:decide|choose)\s+between)\s+(?P<options>[^.!?]+)",
    re.I,
)
"""Options weighed against each other ("I'd narrowed it down to moving to Lisbon or staying in
Lyon"): a next message that opens on a word of them ("Staying.") says which was taken, so the
sentence that weighed them is not a fact of the user's."""
_SAYS_MORE_OF_SELF = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|my|me)\b", re.I)
"""After the plan or the options, the user says something of their own: the sentence stays."""
_ASKS_WHICH = re.compile(
    r"\b(?:which|what\s+won|decid\w*|chose|choose|choice|pick\w*|go(?:ing)?\s+(?:with|for)|verdict"
    r"|winner|either|leaning|lean|prefer\w*|preference|gut|winning|landed|settled|in\s+the\s+end)\b",
    re.I,
)
"""The assistant asking which option was taken ("What won out?", "Which one?")."""
_FIRST_WORD = re.compile(r"^\W*(?P<word>[\w'-]+)")
_ASKS_IF_DOING = re.compile(
    r"\b(?:(?:are|were)\s+you\s+(?:(?:really|actually|seriously)\s+)?(?:going\s+to|gonna"
    r"|thinking\s+of|planning|considering|tempted)|will\s+you|would\s+you\s+(?:really|actually)"
    r"|do\s+you\s+(?:think\s+you'll|plan|want\s+to|reckon\s+you'll)|is\s+(?:it|that)\s+(?:happening"
    r"|going\s+to\s+happen|on\s+the\s+cards)|(?:going|gonna)\s+(?:to\s+)?(?:do|go\s+for)\s+it)\b"
    r"[^.!?]*\?",
    re.I,
)
"""The assistant asking whether the user will carry out a plan ("Are you thinking of going all
in?", "Will you?"); not "Have you decided?" ("Nah" is then not yet) nor a question about
something else ("Is that a big commitment for you?")."""
_CLAUSE_BEFORE = re.compile(r"(?:,|;|\s+(?:and|but|so))\s+(?=\S)", re.I)


_SAFETY_AFTER_IF = re.compile(
    r"^(?P<condition>\W*(?:if|whenever|every\s+time|each\s+time)\s+(?:i|i'm|im|my|we)\b(?!\s+(?:was|were|had\s+been)\b)[^,;]{3,160})[,;]\s+(?P<rest>(?:(?:and|but|so|because)\s+)?(?:i|i'm|im"
    r"|i've|ive|i\s+have|i\s+am|i\s+take)\b[^,;]*\b(?:allerg\w*|asthma\w*|epilep\w*|diabet\w*"
    r"|coeliac|celiac|intoleran\w*|anaphyla\w*|inhaler|epipen|seizures?|medication|meds)\b.*)$",
    re.I | re.S,
)
"""A condition on the user's own life that opens a sentence and a safety fact said after it that
holds whatever the condition ("if i ever forget my inhaler i end up wheezing, i've got asthma");
not a condition on whoever reads ("If you're writing a story, I'm allergic to ...") nor a life
supposed ("If I were a dragon, ...")."""


def _said_anyway(sentence: str) -> list[str]:
    """The sentence, or its condition and the safety fact after it as two (`_SAFETY_AFTER_IF`):
    the condition is read as one, the fact is the user's whatever the condition."""
    found = _SAFETY_AFTER_IF.match(sentence)
    if found is None:
        return [sentence]
    rest = re.sub(r"^(?:and|but|so|because)\s+", "", found.group("rest"), flags=re.I)
    what = _CONDITION_OBJECT.search(found.group("condition"))
    if what is not None:  # "If I eat shellfish I swell up, I'm allergic to it"
        rest = _ALLERGIC_TO_IT.sub(lambda m: f"{m.group(1)}{what.group('what')}", rest)
    return [found.group("condition").strip() + ".", rest[:1].upper() + rest[1:]]


_CONDITION_OBJECT = re.compile(
    r"\b(?:eat|eats|drink|have|touch|take|get|use)\s+(?:any\s+|a\s+|an\s+|some\s+)?"
    r"(?P<what>(?!(?:it|them|that|this|a|an|the|my|any|some)\b)[a-z][\w-]*)",
    re.I,
)
_ALLERGIC_TO_IT = re.compile(r"(\ballergic\s+to\s+)(?:it|them)\b", re.I)


_DREAMT_OF_NEXT = re.compile(
    r"^\W*(?:(?:but|well|lol|haha|ha|ah)\W+)*(?:(?:it's|that's|it\s+is|that\s+is)\s+)?(?:(?:just|only|a"
    r"|pure|total|such)\s+)*(?:day\s*dream|pipe\s*dream|fantasy)(?:\s+(?:though|tho|lol|haha|really"
    r"|obviously|for\s+now))*\W*$",
    re.I,
)
"""A next message that says no more than that the last thing said was only dreamt of ("Just a
pipe dream.", "pure daydream though")."""


def _not_taken_next(sentences: list[str], followed_by: str, asked: str) -> list[str]:
    """The sentences without a choice the next message answers (`_answered_choice`) nor, when it
    opens on a plain no (`_DECLINED_NEXT`) to the assistant asking whether they will do it
    (`_ASKS_IF_DOING`), a plan they only weighed (`_without_weighed`)."""
    if _DREAMT_OF_NEXT.match(followed_by.strip()):
        sentences = sentences[:-1]  # "I'd love to retire to Whitby." / "Just a pipe dream."
    sentences = [
        kept for s in sentences if (kept := _without_answered_choice(s, followed_by, asked))
    ]
    if _DECLINED_NEXT.match(followed_by) and _ASKS_IF_DOING.search(asked):
        sentences = [kept for s in sentences if (kept := _without_weighed(s))]
    return sentences


def _without_answered_choice(sentence: str, followed_by: str, asked: str = "") -> str:
    """The sentence without the options it weighs (`_TORN`) when the next message opens on one of
    their words ("... moving to Lisbon or staying in Lyon." then "Staying. ..."): what it said
    before them, in a clause of its own, stays ("I'm allergic to penicillin and torn between
    the Honda and the Skoda" keeps the allergy); "" when the options open it."""
    torn, first = _TORN.search(sentence), _FIRST_WORD.match(followed_by)
    if torn is None or first is None or _SAYS_MORE_OF_SELF.search(torn.group("options")):
        return sentence  # "... the EpiPen and the Jext since I'm allergic to peanuts"
    if asked and not _ASKS_WHICH.search(asked):
        return sentence  # "Which one has the better warranty?" is still a "which"; "Kids?" not
    options = {w.lower() for w in re.findall(r"[\w'-]+", torn.group("options"))}
    if first.group("word").lower() not in options - {"or", "and", "to", "the", "a", "an", "in"}:
        return sentence
    return _head_before(sentence, torn.start())


def _head_before(sentence: str, position: int) -> str:
    """What the sentence says before `position` in a clause of its own ("I live in Leeds, but
    ..."), or "" when that is too short to say anything."""
    cuts = [m.start() for m in _CLAUSE_BEFORE.finditer(sentence) if m.end() <= position]
    head = sentence[: cuts[-1]].strip(" ,;") if cuts else ""
    return head if len(head.split()) >= _REST_WORDS else ""


def _without_weighed(sentence: str) -> str:
    """The sentence without the plan it only weighs, and what follows: what it said before,
    in a clause of its own ("I'm a nurse and I've been thinking about retraining": "I'm a
    nurse"), or "" when the plan opens it."""
    weighed = _WEIGHED.search(sentence)
    if weighed is None or _SAYS_MORE_OF_SELF.search(sentence, weighed.end()):
        return sentence  # "considering an EpiPen since I'm allergic to peanuts" says more
    return _head_before(sentence, weighed.start())


_GAVE_UP_WORDS = 5
"""A sentence that gives up the plan before it and says no more ("Lasted four days.") is not
kept; a longer one keeps what else it says ("Probably won't, my whole family is in Glasgow.")."""
_SPEAKS_FIRST = re.compile(r"^\W*(?:i|i'm|i've|i'd|i'll|im|my|me)\b", re.I)
_QUIP = re.compile(
    r"^\W*(?:oh\s+)?(?:sure|yeah|yes|totally|absolutely|of\s+course),?\s+(?:a|an|my|the)\s+[\w'-]+"
    r"(?:\s+[\w'-]+)?\W*$",
    re.I,
)
"""A sarcastic yes that names a thing and nothing more ("Sure, a Lamborghini.")."""
_GOES_ON = re.compile(r"^\W*(?:and\s+)?(?:it's|it\s+is|it\s+was|they're|they\s+are)\b", re.I)
"""A sentence that goes on about what a sarcastic yes named (`_QUIP`: "Sure, a Lamborghini. It's
parked next to my helicopter."): the same joke."""
_ATTRIBUTION = re.compile(
    r"^\W*(?i:said|says|writes|wrote|added|adds|explained|explains|recalls|recalled)\s+"
    r"(?:[A-Z][\w'-]+|(?i:he|she|they|the\s+\w+))\b"
)
"""What is left of a quote once it is cut: "said Ahmed, 41, a taxi driver who lives in ..."."""
_JOKE_REACH = 2
"""Sentences after a plainly bad situation that a glad word or a verbless punchline mocks it."""
_TAKEN_BACK_ALONE = (
    r"(?:please\s+)?(?:forget|disregard|delete|don'?t\s+(?:remember|save|store|keep|note))"
    r"\s+(?:that|this|(?:what\s+)?I\s+(?:just\s+)?(?:said|wrote|told\s+you)(?:\s+that)?"
    r"|what\s+I\s+just\s+(?:said|wrote|told\s+you))"
    r"(?=\s*(?:(?:lol|please|pls|thanks|thx)\b)?\s*(?:[.!,;:-]|$))"
)
""""Forget that.", "forget I said that" or "don't save that" with nothing after it but a full stop
or a "please"."""
_OFF_RECORD = re.compile(
    r"(?:^|(?<=[.!?\n]))[^\w\n]{0,16}(?:(?:ok(?:ay)?|so|but|and|also|btw|oh)\W+)?"
    r"(?:(?:please\s+)?(?:don'?t|do\s+not|never)\s+"
    r"(?:save|store|remember|keep|note|record|log|write\s+down)\s+(?:this|the\s+(?:next|following)"
    r"\s+(?:bit|part)|what\s+(?:follows|I'm\s+about\s+to\s+say))(?:\s*[:-]|,?\s+but\b)\s*\w"
    r"|off\s+the\s+record\b)",
    re.I,
)
"""The user says what follows is not to be kept: "Don't save this: I'm bipolar", "Don't remember
this, but I work at ...", "Off the record, ...", at the start of a sentence. The rest of the
message is not their statement to remember (a bare "don't save that." takes back the sentence
before it, `_TAKEN_BACK_ALONE`)."""
_JEST_TAIL = (
    r"(?:just\s+|only\s+)?(?:testing(?:\s+you)?|kidding|joking|messing(?:\s+(?:with\s+you|around))?"
    r"|trolling(?:\s+you)?|seeing\s+(?:what|if)\s+you\s+remember\w*|(?:that|it)\s+was\s+a\s+joke)\b"
)
"""What says the sentence before was a test or a joke ("testing you", "that was a joke")."""
_CORRECTION = re.compile(
    r"^(?:(?:haha\w*|lol|lmao)[,.!\s]+)?(?:oh[,\s]+)?(?:(?:no\s+)?wait|oops|sorry|actually|ugh|no"
    r"|err?m?|uh)?[,\s]*(?:"
    r"(?:not\s+really|(?:i'?m|i\s+am|im)\s+not(?=\s*[,.!]|\s+(?:lol|haha)))"
    rf"[\s,.!]*(?:(?:lol|haha\w*)[\s,.!]*)?{_JEST_TAIL}"
    r"|scratch\s+that"
    r"|strike\s+that"
    rf"|ignore\s+that|{_TAKEN_BACK_ALONE}|(?<=no\swait)\b|(?<=wait\s)no\b|(?:(?<=\s)|^(?=I))I\s+meant\b|(?<=[,\s])I\s+mean\b|correction\b|typo\b|my\s+bad\b"
    r"|(?:just\s+|only\s+)?(?:kidding|joking)\b|jk\b|lol\s+jk\b|(?:I\s+was\s+)(?:just\s+|only\s+)?"
    r"(?:kidding|joking)\b|(?:ok(?:ay)?\W+)?(?:that|this)\s+was\s+(?:(?:just|only)\s+)?(?:a\s+joke"
    r"|sarcasm|sarcastic|a\s+lie)\b|(?:I\s+was\s+)?(?:just\s+|only\s+)?being\s+sarcastic\b"
    r"|(?:I\s+was\s+)?(?:just\s+|only\s+)?(?:testing\s+you|messing\s+(?:with\s+you|around)"
    r"|pulling\s+your\s+leg|winding\s+you\s+up|trolling(?:\s+you)?)\b"
    r"|jok(?:e|es|ing)\s+aside\b|realistically\b|in\s+reality\b)[\s,:;.!-]*(?:lol\b[\s,.!]*)?(?:(?:last\s+time|earlier|before|above"
    r"|there|in\s+my\s+last\s+message)\b[\s,:;.!-]*)?(?P<rest>.*)$",
    re.I | re.S,
)
"""A slip taken back: "Scratch that, I live in Bergen", "Sorry, I meant Bergen", "just kidding",
"Forget that." or "don't save that" alone (not "forget that I ...", which names what goes),
"ok that was a joke", "realistically it's about 35 houseplants", "jokes aside, ...",
"no wait im dumb its friday the 11th".
The sentence before it (or the last one of the message before) goes; what follows stays when
it is a statement of the user's own."""
_LAUGH_AFTER = re.compile(r"^(?:[\s.,!?]|\b(?:lol|haha\w*|lmao)\b)+", re.I)
"""What opens the rest of a message after "it's me again": "lol. I'll help her"."""
_SPEAKS_OF_SELF = re.compile(r"^(?:\w+,?\s+)?(?:i|i'm|im|i've|my|me)\b", re.I)
_WE_SAY = re.compile(r"^(?:\w+,?\s+)?(?:we|we're|we've|we'd|our)\b", re.I)
"""A correction's rest said of the user's household ("scratch that, we didn't get the kitten")."""
_WHOSE_IT_IS = re.compile(
    r"^(?-i:[A-Z][a-z]+)(?:'s|’s|\s+is)\s+(?:actually\s+|really\s+)?(?:my|our)\s+\w+(?:'s|’s|s')\s",
    re.I,
)
"""A correction's rest that says whose something named is ("scratch that, Tofu's my sister's
cat"): a statement of its own, which takes back what it names."""
_SERIOUS = (
    r"(?:real\s+question\s+though|real\s+question|seriously\s+though|but\s+seriously"
    r"|jokes?\s+aside(?!\s+from\b)|joking\s+aside|in\s+all\s+seriousness|but\s+for\s+real"
    r"|for\s+real\s+though|real\s+talk)"
)
"""A turn to the serious ("real question though", "jokes aside")."""
_STEPPED_OUT = re.compile(
    r"(?:^|(?<=[.!?\n]))[^.!?\n]+?(?:\s*\b(?:lol|lmao|haha\w*|jk|rofl)\b[\s.!,]*|[^\w.!?\n]+)"
    rf"(?=(?:(?:ok|okay|but|anyway|no|nah)\W+)*{_SERIOUS}\b[\s,:;.!-]*)",
    re.I,
)
"""A sentence laughed off and stepped out of ("oh yeah I'm a billionaire astronaut lol. real
question, ..."), or the part of one before a turn to the serious inside it ("asking as a
professional napper 😴 real question though, I work from home as a translator"): a joke, not a
fact."""
_TURN_TO_SERIOUS = re.compile(rf"\b{_SERIOUS}\b", re.I)
STEPPED_OUT_MAX_CHARS = 4_000
"""The longest line `_STEPPED_OUT` reads: its cost grows with the square of a line with no
sentence break (a run of 32,000 emoji took minutes); a longer line keeps its words."""


def _stepped_out(text: str) -> str:
    """`text` without what `_STEPPED_OUT` finds; read only where a turn to the serious is said,
    line by line, and only in lines of at most `STEPPED_OUT_MAX_CHARS`."""
    if _TURN_TO_SERIOUS.search(text) is None:
        return text
    if len(text) <= STEPPED_OUT_MAX_CHARS:
        return _STEPPED_OUT.sub(" ", text)
    return "\n".join(
        _STEPPED_OUT.sub(" ", line) if len(line) <= STEPPED_OUT_MAX_CHARS else line
        for line in text.split("\n")
    )


_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|we|we're|our|us)\b", re.I)
_PLAY_BEHIND = re.compile(r"\b(?:stay|keep|remain)\s+in\s+(?:character|role)\b", re.I)
"""A game named after its setup: the sentences before it in the message were the setup."""
_CHAT_LINE = re.compile(
    r"^[ \t]*(?:\[[^\]\n]{1,25}\]\s*[\w .'-]{1,30}:"
    r"|\d{1,2}[:.]\d\d(?:\s*[ap]m)?\s*[-–]?\s*[\w .'-]{1,30}:)",
    re.I | re.M,
)
"""A line of a pasted chat log: a time or tag, a speaker and a colon ("[10:02] Maria: ...")."""
_FOREIGN_MIN_WORDS = 6
"""Distinct words: "I live in Porto. la la la ..." is not a text in another language, and a
language is not told from fewer."""
_FOREIGN_CONFIDENCE = 0.9


def _words(text: str) -> set[str]:
    """The text's distinct words, lower case, apostrophes kept inside ("don't")."""
    return set(re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text.lower()))


def _language(text: str) -> str:
    """ "en", another language's code when the identifier is sure of it, or "" (too short to
    tell, or unsure)."""
    if len(text.split()) < _ENGLISH_MIN_WORDS:
        return ""
    language, confidence = languages.identify(text)
    if language == "en":
        return language
    sure = confidence >= _FOREIGN_CONFIDENCE and len(_words(text)) >= _FOREIGN_MIN_WORDS
    return language if sure else ""


_ENGLISH_MIN_WORDS = 3
_COMMON_ENGLISH = frozenset(
    "the a an i i'm im my me is are was and or but to of in on at for with it this that you we"
    " not so be have has had do don't just like can will".split()
)
_COMMON_SHARE = 0.08
_STRICTLY_ENGLISH = frozenset(
    "the i i'm i've i'll i'd my is are was were and of to this that you it with for be have has"
    " had our we".split()
)
"""English words few other languages write alike ("in", "me", "a" are not among them)."""
_ALSO_WRITTEN_IN = {
    "i": {"it", "pl", "cs", "sk", "hr", "sr", "bs", "sl"},
    "was": {"de", "nl"},
    "is": {"nl", "af"},
    "of": {"nl", "af"},
    "for": {"no", "nn", "da"},
    "to": {"pl", "cs", "sk", "sl", "hr", "sr", "bs"},
    "my": {"pl", "cs", "sk"},
    "we": {"pl"},
}
"""The languages in which one of those words is a word too: Italian "i biglietti", German "was
ist das", Dutch "dit is mijn huis", Polish "my i wy"."""


def _no_common_english(paragraph: str) -> bool:
    """Almost none of English's commonest words: beside other paragraphs, a text in a language
    the identifier is unsure of (romanised Hindi, Swahili) or someone's notes in clipped
    fragments ("Age 52. Epileptic. Muslim, halal only. Teetotal.")."""
    found = _words(paragraph)
    if len(found) < _FOREIGN_MIN_WORDS:
        return False
    return sum(w in _COMMON_ENGLISH for w in found) / len(found) < _COMMON_SHARE


def _foreign(paragraph: str) -> bool:
    """A paragraph in another language (to translate or check), told by a language identifier
    (`languages`: fastText's identifier of 176 languages) sure of a language other than English.
    Terse English ("Home from Pembrokeshire! Sunburnt, sandy, happy", "NYC, 3 nights, Midtown")
    is English, however few of its commonest words it has."""
    return _language(paragraph) not in ("", "en")


_SPACES = re.compile(r"[^\S\n]+")


@dataclass(frozen=True)
class OwnWords:
    """A message's own sentences, how much was cut as not the user's statement (questions,
    frames and jokes included), and how much of that was someone else's text (pasted, quoted or
    disowned)."""

    sentences: tuple[str, ...]
    removed_chars: int
    material_chars: int = 0
    disowns: int = 0
    """How many of the user's earlier conversations the message says were not theirs
    (`dw.earlier`): someone else had their device, or they ask for the last chat to be set
    aside."""
    disowns_about: str = ""
    """The subject that names the one conversation it takes back, if it names one (`dw.about`)."""
    disowns_but: str = ""
    """What of the conversations it takes back it keeps as the user's (`dw.kept_back`)."""


_PLAY = re.compile(
    r"\b(?:let'?s\s+(?:do|play|try|practi[cs]e|run)|(?:can|could)\s+(?:you|we)\s+(?:do|play|run)"
    r"\s+(?:a|an|some|the)?\s*(?:[\w-]+\s+)?(?:role-?play|game|scene|quiz|mock|improv\w*|pretend\w*"
    r"|interview|practice|character)|i'?ll\s+(?:play|answer\s+as|pretend|act\s+as)|i'?ll\s+be\s+(?!(?:a"
    r"\s+bit|the\s+one|the\s+first|the\s+last|an?\s+actual|an?\s+(?:auntie|aunt|uncle|mum|mom|dad"
    r"|grandma|grandad|parent)|home|back|there|here|fine|ok|okay|able|happy|glad|sure|around|out"
    r"|away|late|early|in|at|on|off|busy|free|done|ready|\w+ing)\b)(?:(?:the|your|a|an)\s+[\w-]+"
    r"|(?-i:[A-Z][a-z]+))\b|you(?:'re|\s+are)\s+(?:a|an|the)\s+[\w-]+"
    r"\s+and\s+i(?:'m|\s+am)|pretend|role-?play|improv(?:is\w*|iz\w*)?\b|make-?believe|mock\s+(?:job\s+)?interview"
    r"|20\s+questions|twenty\s+questions|in\s+character|stay\s+in\s+character|act\s+as"
    r"|two\s+truths\s+and\s+a\s+lie|would\s+you\s+rather|truth\s+or\s+dare|my\s+character"
    r"|everything\s+i\s+say\s+is|\w+\s+game\s*[!:]|i'?m\s+the\s+player[.!]"
    r"|(?:^|\b(?:you|please|pls)\s+)(?:be|become)\s+(?:a|an|my)\s+(?:[\w-]+\s+){0,3}?(?:game|dungeon"
    r"\s+master|game\s*master|narrator|story\s*teller)\b)(?!\w)",
    re.I,
)
"""A turn that starts a game of make-believe: what follows is said in character."""
_OUT_OF_PLAY = re.compile(
    r"\b(?:out\s+of\s+character|ooc|break(?:ing)?\s+character|that\s+was\s+fun|pause\s+(?:there"
    r"|here)|let'?s\s+stop|stop\s+(?:the|this)\s+(?:game|role-?play|interview)|back\s+to\s+(?:normal"
    r"|reality|me)|for\s+real|seriously\s+though|in\s+real\s+life|irl|not\s+good\s+at\s+this"
    r"|end\s+game|game\s+over|real\s+question|real\s+me|(?:they're|they\s+are|all)\s+(?:all\s+)?lies"
    r"|end\s+(?:of\s+)?(?:the\s+)?(?:game|scene|role-?play)|the\s+real\s+me|by\s+the\s+way|btw"
    r"|(?:answer|play|be|do\s+it)\s+as\s+(?:me|myself)|(?:my\s+)?real\s+(?:experience|answers?|details"
    r"|cv|job)|sorry,?\s+(?:gotta|got\s+to|have\s+to|need\s+to|must)\s+(?:stop|go|pause))\b"
    r"|^\s*\(",
    re.I,
)
"""A sentence that steps out of the game: it and what follows are the user again."""


_DREAMT = re.compile(
    rf"^\W*(?:and\s+|then\s+|so\s+)?(?:I|we|he|she|they|there|it|my\s+\w+)\s+{sw.DREAMT_VERB}",
    re.I,
)
"""A sentence after a dream told that goes on telling it, in the past ("I was a lighthouse
keeper in Norway", "we lived on a houseboat"); the first one that does not ("She's getting
married in June", "I'm a radiographer") is back in waking life."""
_THEIR_TURNS = 2
"""Messages after the one that hands the device over (or says someone else is typing) taken for
theirs when no message says the user is back: a missed return must not lose the rest of the
session."""


_LONG_BLANK = re.compile(r"\s{65,}")
_WIDE_BLANK = re.compile(r"[^\S\n]{17,}")


def _bounded_blanks(text: str) -> str:
    """The text with no run of white space longer than the reading needs: a run of more than 64
    holding a line break is a paragraph break, and more than 16 spaces or tabs are 16 (several
    patterns try a run of white space from each of its characters, so 30,000 spaces took
    seconds each)."""
    text = _LONG_BLANK.sub(lambda m: "\n\n" if "\n" in m.group() else " " * 16, text)
    return _WIDE_BLANK.sub(" " * 16, text)


_POSSESSOR = re.compile(r"\b([A-Za-z][a-z]+)'s\b")
"""A name in the possessive: whose account, laptop or sister it is."""


_NAMED_BACK = re.compile(
    r"^\W*(?:(?:ok|okay|right|sorry|hi|hey)\W+)*(?:(?:it's|its|it\s+is)\s+(?P<it_is>[A-Za-z]+)\b"
    r"|(?P<named>[A-Za-z]+)\s+(?:here|back|again)\b)",
    re.I,
)
"""Someone back by name ("Kate back.", "Omar here.", "ok it's jake")."""


def _owner_back(owners: tuple[str, ...], text: str) -> re.Match[str] | None:
    """The device's owner saying they are back by the name someone else gave them."""
    back = _NAMED_BACK.match(text)
    name = back and (back["it_is"] or back["named"]).lower()
    return back if name and name in owners else None


_OWN_TEXT_LEAD = re.compile(
    r"\b(?:my\s+own|(?:here(?:'s|\s+is)|this\s+is|check|tighten|fix|edit|improve|proofread|rewrite"
    r"|review|copying|pasting)\s+my)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:bio|cv|resume|cover\s+letter|profile|about(?:\s+(?:section|page|me))?"
    r"|review|post|statement|intro(?:duction)?|letter|text|blurb|description|essay|application"
    r"|convo|conversation|chat|messages|texts|exchange)\b"
    r"|\b(?:about(?:\s+(?:section|page|me))?|bio|description|blurb|profile|intro)\s+(?:for|of|on)\s+"
    r"my\s+(?:own\s+)?(?:shop|business|website|site|page|profile|store|etsy|channel|account)\b"
    r"|\bI\s+(?:wrote|have\s+written|drafted|put\s+together)\s+(?:this|a|my|the\s+following)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:bio|cv|resume|cover\s+letter|profile|review|post|statement|intro"
    r"|letter|blurb|description|essay|application)\b",
    re.I,
)
"""A lead that says the text below it is the user's own writing about themselves ("here's my
bio for the conference", "my own cover letter, be brutal:", "I wrote this review of my physio
clinic"): its first person is the user's."""
_OTHERS_IN_LEAD = re.compile(
    rf"\b(?:from|for|as|by|of|about|to)\s+(?:(?:my|his|her|their|a|an|the|our)\s+(?:[\w-]+\s+)?"
    rf"(?:{sw.OTHERS}|{sw.HOUSEHOLD}|client|student|pupil|customer|patient|boss|manager|friend"
    r"|colleague|grandma|grandpa|granny|nan)s?\b|(?-i:[A-Z])[a-z]+\b)|\b(?-i:[A-Z])[a-z]+'s\b"
    r"|\b(?:he|she|they|(?:my|his|her)\s+\w+)\s+(?:wrote|sent|texted|drafted)\b",
    re.I,
)
"""Someone else in a lead about "my text" ("my text from Jake", "my bio draft for my client's
LinkedIn", "I wrote this review as my grandma"): the text is not about the user."""
_OWN_TEXT_SALUTATION = re.compile(r"^[ \t]*(?:dear|hi|hello|to)\s+[^,\n]{1,40},[ \t]*\n", re.I)


def _own_text(text: str) -> tuple[str, str]:
    """The lead and the user's own text below it, read as theirs: out of its quotes, without a
    letter's salutation (see `_OWN_TEXT_LEAD`); ("", "") when the message has none."""
    paragraphs = _PARAGRAPH.split(text)
    if len(paragraphs) < 2 or not _OWN_TEXT_LEAD.search(paragraphs[0]):
        return "", ""
    if _OTHERS_IN_LEAD.search(paragraphs[0]):
        return "", ""  # "here's my text from Jake": Jake's (`_heads_a_block`)
    rest = []
    for paragraph in paragraphs[1:]:
        body = _OWN_TEXT_SALUTATION.sub("", paragraph.strip())
        if body[:1] in mw.OPENING_QUOTES and body[-1:] in "\"”»'’":
            body = body[1:-1]
        rest.append(body)
    return paragraphs[0], "\n\n".join(rest)


def _strip_material_own(text: str, *, announced: bool) -> tuple[str, bool]:
    """`_strip_material`, with the user's own text below a lead that says so read on its own,
    so the lead's "here's my bio:" does not make it material."""
    lead, own = _own_text(text)
    if not own:
        return _strip_material(text, announced=announced)
    kept_lead, _ = _strip_material(lead, announced=announced)
    kept_own, ends_announcing = _strip_material(own)
    return "\n\n".join(p for p in (kept_lead, kept_own) if p.strip()), ends_announcing


class Reader:
    """Reads one session's user messages in order; make-believe carries across turns."""

    def __init__(self) -> None:
        self.playing = False
        self._announced = False
        self._relaying = False
        """Whether the last message ended on a lead to someone else's words (`mw.RELAYS_NEXT`):
        a next message in the first person is theirs."""
        self._since_bad = _JOKE_REACH + 1
        self._mocking = False
        self._for_someone = False
        self._quipped = False
        """Whether the last sentence was a short sarcastic answer ("Sure, a Lamborghini.")."""
        self._wishing = False
        """Whether the last sentence wished for something ("I'd love a dog someday")."""
        self._news_of = False
        self._english = False
        """Whether the user's last message was in English."""
        self._framed = False
        """Whether the message so far set up a story or a hypothetical for what follows."""
        self._someone_else = 0
        """How many more messages someone else may be typing on the user's device
        (`mw.SOMEONE_ELSE_TYPING`, `HANDED_OVER`), unless the user is back first."""
        self._handed_back = False
        """Whether the last message gave the device back (`mw.HANDED_BACK`)."""
        self._owners: tuple[str, ...] = ()
        """Whose device it is, by name, as someone else typing on it said ("borrowing Kate's
        login"): "Kate back." is the user again."""
        self._dreaming = False
        """Whether the message told a dream (`sw.DREAM`) and has not come back to waking life."""
        self._taken_back: str | None = None
        """The sentence the next message took back, which that message may correct in place
        ("I'm allergic to ibuprofen" + "oh no wait sorry it's aspirin")."""
        self._started = False
        self._first = True
        """Whether the message being read is the session's first."""
        self._disowns = 0
        """How many earlier conversations the message being read takes back (`dw.earlier`)."""
        self._disowns_about = ""
        self._disowns_but = ""
        """What the disowning keeps as the user's ("but the peanut allergy is real")."""
        self._just_disowned = False
        self._message = ""
        """The message being read, after the last one when that one pointed at an earlier
        conversation (what a disowning sentence says may be in another sentence: "the previous
        convo on here" / "...wasn't me")."""
        self._pointing = ""

    def own(self, message: str, *, followed_by: str | None = None, asked: str = "") -> OwnWords:
        """The sentences of `message` that are the user's own words (see the module docstring).

        `followed_by` is the user's next message in the session, if any: when it says the
        message was someone else's text ("it's from my professor's lecture", "that's my
        landlord"), none of the message is the user's, unless it was chat-typed ("i ...")."""
        self._first, self._started = not self._started, True
        text = without_abbreviation_stops(
            _bounded_blanks(message.replace("\r\n", "\n").replace("’", "'").replace("‘", "'"))
        )
        text = _ALLERGY_LIST.sub(_one_line, text)  # "my allergies:\n- peanuts\n- sesame"
        self._message, self._pointing = f"{self._pointing} {text}", dw.points_back(text)
        text = _own_in_quotes(text)
        text = self._at_the_keyboard(text)
        text = self._without_relayed(text)
        if not text or (followed_by is not None and _disowned(text, followed_by)):
            self._announced = False
            return OwnWords((), len(message), len(message))
        if self._foreign_among_english(text, followed_by):
            self._announced = False
            disowns = dw.earlier_in_other_words(text)  # "la conversación anterior no era yo"
            return OwnWords((), len(message), len(message), disowns)
        sentences: list[str] = []
        self._mocking = self._for_someone = self._news_of = False
        self._framed = self._wishing = self._quipped = False
        self._dreaming = False
        self._since_bad = _JOKE_REACH + 1
        stripped, self._announced = _strip_material_own(text, announced=self._announced)
        self._announced = self._announced or bool(_ANNOUNCES_NEXT.search(stripped))
        stripped = _stepped_out(stripped)
        off_record = _OFF_RECORD.search(stripped)
        if off_record is not None:
            stripped = stripped[: off_record.start()]  # "Don't save this: I'm bipolar."
        carried, self._taken_back = self._taken_back, None
        if carried is not None:
            sentences.append(carried)  # what this message takes back, for it to correct
            if _CORRECTION.match(text.strip()) and not stripped.strip():
                stripped = text  # "correction: gluten intolerant" is no label of a pasted text
        for piece in (part for whole in split_sentences(stripped) for part in _said_anyway(whole)):
            self._read(piece, sentences)
        if carried is not None and sentences and sentences[0] is carried:
            sentences.pop(0)  # not corrected here: it stays taken back
        taken_back = _CORRECTION.match(followed_by.strip()) if followed_by is not None else None
        if (
            taken_back is not None
            and not _REALISTICALLY.search(taken_back.group(0)[: taken_back.start("rest")])
            and not _OFF_RECORD.match(
                followed_by or ""
            )  # "Don't save this: ..." is about what follows
        ):
            self._taken_back = sentences.pop() if sentences else None  # the next one takes it back
        if followed_by is not None:
            sentences = _not_taken_next(sentences, followed_by, asked)
        foreign = _beside_english(sentences)
        sentences = [s for s in sentences if s not in foreign]
        removed = max(len(message) - sum(len(s) for s in sentences), 0)
        material = len(text.strip()) - len(stripped.strip()) + sum(len(s) for s in foreign)
        disowns = max(self._disowns, dw.earlier_in_other_words(text))
        about, but = self._disowns_about, self._disowns_but
        self._disowns, self._disowns_about, self._disowns_but = 0, "", ""
        return OwnWords(
            tuple(sentences), removed, min(max(material, 0), removed), disowns, about, but
        )

    def _without_relayed(self, text: str) -> str:
        """The message without someone else's words the user relays: all of a message that says
        so at its start (`mw.RELAYED`) or that follows a lead at the end of the last one in the
        first person (`mw.RELAYS_NEXT`), and what follows a lead inside it
        (`mw.RELAYED_AFTER`)."""
        if self._relaying and _SPEAKS_FIRST.match(text):
            text = ""  # "I'm typing this for my mum:" then "I have rheumatoid arthritis ...": hers
        self._relaying = mw.RELAYS_NEXT.search(text) is not None
        if mw.RELAYED.match(text) and not mw.QUOTED_SPAN.search(text) and "\n\n" not in text:
            return ""  # "Typing for my daughter, she wants to ask: ..."
        relayed = mw.RELAYED_AFTER.search(text)
        return text if relayed is None else text[: relayed.start()]

    def _at_the_keyboard(self, text: str) -> str:
        """What of the message the user typed: "" while someone else has their device, from
        the message that says so ("hi this is Tom, Sarah's husband") or the one after the user
        hands it over ("I'm giving her my phone") up to the one that gives it back or where
        the user is back ("ok it's Sarah again": what follows it is theirs)."""
        handed_back, self._handed_back = self._handed_back, False
        if self._someone_else or handed_back:
            back = mw.USER_BACK.search(text) or _owner_back(self._owners, text)
            if back is None and self._someone_else:
                self._someone_else -= 1
                if mw.HANDED_BACK.search(text):
                    self._someone_else = 0
                self._handed_back = not self._someone_else
                return ""
            self._someone_else = 0
            text = _LAUGH_AFTER.sub("", text[back.end() :]) if back else text
        if someone := mw.SOMEONE_ELSE_TYPING.search(text):
            handed = mw.HANDED_BACK.search(text) is not None
            self._owners = tuple(n.lower() for n in _POSSESSOR.findall(someone.group()))
            self._someone_else, self._handed_back = (0 if handed else _THEIR_TURNS), handed
            return ""
        self._someone_else = _THEIR_TURNS if mw.HANDED_OVER.search(text) else 0
        return text

    def _read(self, sentence: str, sentences: list[str]) -> None:
        """Read one sentence of a message: keep it in `sentences` when it is the user's own."""
        sentence = _past_not_taken(sentence)
        if not sentence or self._refused(sentence):
            return
        if self._disowning(sentence, sentences):
            return
        sentence = _after_correction(sentence, sentences)
        if not sentence or self._not_meant(sentence, sentences):
            return
        if self._framed and not (_OUT_OF_PLAY.search(sentence) or _RESUME.match(sentence)):
            return
        self._framed = False
        if self.playing and not _OUT_OF_PLAY.search(sentence):
            return
        self.playing = False
        if _PLAY.search(sentence) and not _OUT_OF_PLAY.search(_unquoted(sentence)):
            self.playing = True
            if _PLAY_BEHIND.search(sentence):
                sentences.clear()  # "you are my girlfriend Aiko ... stay in character ok"
        elif _FRAME_LEAD.match(sentence) or _SOURCE_QUESTION.match(sentence):
            self._framed = True  # "Write a short story in first person." then the story
        elif not (_FRAME.search(sentence) or self._mocking):
            sentences.append(sentence)

    def _disowning(self, sentence: str, sentences: list[str]) -> bool:
        """True for a sentence that disowns an earlier conversation ("my brother had my phone
        yesterday, none of that was me"), which it records; what it keeps as the user's (a fact
        it names as real, a statement after "but I ...") is kept. A sentence right after one
        that keeps a fact of it ("But the peanut allergy is real.") is read for that too."""
        just, self._just_disowned = self._just_disowned, False
        if not dw.disowns(sentence, self._message):
            named = dw.kept_back(sentence)[0] if just else ""
            self._disowns_but = " ".join(part for part in (self._disowns_but, named) if part)
            return False
        self._just_disowned = True
        found = dw.earlier(sentence, first=self._first, message=self._message)
        self._disowns = max(self._disowns, found)
        self._disowns_about = self._disowns_about or dw.about(sentence, self._message)
        named, own = dw.kept_back(sentence)
        self._disowns_but = " ".join(part for part in (self._disowns_but, named, own) if part)
        if own:
            sentences.append(own)  # "the last chat was my roommate, but I also love ..."
        return True

    def _refused(self, sentence: str) -> bool:
        """A sentence never kept, whatever came before it: a password or key said in passing,
        what is left of a cut quote, "I'm Batman.", a dream told (`sw.DREAM`) and the sentences
        after it that tell it in the past (`_DREAMT`)."""
        if _SECRET.search(sentence) or _ATTRIBUTION.match(sentence):
            return True
        if sw.DREAM.search(sentence):
            self._dreaming = True
            return True
        if self._dreaming and _DREAMT.match(sentence):
            return True  # "... I was a lighthouse keeper in Norway": the dream told
        self._dreaming = False
        return bool(fw.JEST_NAME.match(sentence.strip()))

    def _foreign_among_english(self, text: str, followed_by: str | None) -> bool:
        """A message wholly in another language sent beside the user's English (the message
        before it, or the next: "what does that say in English?"): a text to translate, not
        their words. A user who writes in their own language throughout keeps every word."""
        language = _language(text)
        before, self._english = self._english, language == "en"
        if language in ("", "en") or _has_english_words(text, language):
            return False
        return before or (followed_by is not None and _language(followed_by) == "en")

    def _not_meant(self, sentence: str, kept: list[str]) -> bool:
        """True for a sentence that marks a joke or carries one on; it takes back what it marks
        among the `kept` sentences ("yeah right" the one before it)."""
        if sw.SARCASM_TAG.match(sentence):
            del kept[-1:]  # "yeah right": the sentence before was not meant
            return True
        if sw.GAVE_UP.search(sentence):
            del kept[-1:]  # "Lasted four days.": the plan before it was given up
            return len(sentence.split()) <= _GAVE_UP_WORDS
        return self._punchline(sentence, kept) or self._carried_on(sentence)

    def _punchline(self, sentence: str, kept: list[str]) -> bool:
        """True for the punchline of a joke at something bad said just before, which also takes
        back the gladness before it: "My landlord raised the rent 30%. I am thrilled. Truly
        overjoyed."; "My commute is 2.5 hours. It's fine. Totally sustainable."."""
        if sw.BAD_SITUATION.search(sentence) and not sw.GLAD.search(sentence):
            self._since_bad = 0
            return False
        self._since_bad += 1
        fragment = sw.IRONIC_FRAGMENT.match(sentence) is not None and len(sentence.split()) <= 6
        glad = sw.GLAD.search(sentence) is not None and len(sentence.split()) <= 8
        if not ((fragment or glad) and self._since_bad <= _JOKE_REACH):
            return False
        while kept and (sw.GLAD.search(kept[-1]) or sw.IRONIC_FRAGMENT.match(kept[-1])):
            kept.pop()
        self._since_bad = 0  # the joke goes on: "I am thrilled. Truly overjoyed."
        self._mocking = True
        return True

    def _carried_on(self, sentence: str) -> bool:
        """True for a sentence that carries on a joke or a request for someone else, within one
        message: "my favourite thing is doing taxes /s. i live for receipts."; "remember for my
        boss that he's in Singapore. his account is dwong@corp.example"."""
        if self._mocking and (
            _STANCE.search(sentence) or (self._quipped and _GOES_ON.match(sentence))
        ):
            return True  # "Oh sure, a Lamborghini. It's parked next to my helicopter."
        if gw.FOR_SOMEONE_ELSE.search(sentence) or gw.TAKEOVER.search(sentence):
            self._for_someone = True
            return True
        if self._for_someone and not _SPEAKS_OF_SELF.match(sentence):
            return True
        if self._wishing and _WISHED_THING.match(sentence):
            return True  # "I'd love a dog someday. A scruffy lurcher called Moss."
        if self._news_of and not _FIRST_PERSON.search(sentence) and sentence.count(",") >= 2:
            return True  # "ran into Tom at the gym. back from Dubai, married now, ...": his news
        self._news_of = mw.NEWS_OF.search(sentence) is not None
        self._for_someone = False
        self._mocking = gw.sarcastic(sentence)
        self._quipped = self._mocking and _QUIP.match(sentence) is not None
        self._wishing = _WISHED.search(sentence) is not None
        return False


_AFTER_NOT_TAKEN = re.compile(
    r"(?:[,;:]\s*|\s)(?:but|because|since|as|so|now|and\s+(?:now|so)|ended\s+up)\b[\s,]*"
    r"|\s+and\s+(?=(?:stayed|kept|went\s+with|chose|stuck\s+with)\b)"
    r"|[,;]\s*(?=(?:I|I'm|I've|I'll|we|we're|we've|my|our)\b)",
    re.I,
)


def _past_not_taken(sentence: str) -> str:
    """The sentence without a plan not taken (`sw.NOT_TAKEN`: "was offered a job in Dubai, turned
    it down") or a life only wished for (`sw.OTHER_LIFE`: "In another life I'd be a pilot"): what
    follows it in the sentence stays ("..., but in this one I'm allergic to bees", "turned it
    down because I'm pregnant"); "" when nothing does."""
    found = sw.NOT_TAKEN.search(sentence) or sw.OTHER_LIFE.search(sentence)
    if found is None:
        return sentence
    after = _AFTER_NOT_TAKEN.search(sentence, found.end())
    rest = sentence[after.end() :].strip() if after else ""
    if rest and not rest[0].isupper() and not _SUBJECT_FIRST.match(rest):
        rest = f"I {rest}"  # "... and stayed at Meta": the user stayed
    return _past_not_taken(rest) if len(rest.split()) >= _REST_WORDS else ""


_SUBJECT_FIRST = re.compile(r"^(?:i|i'm|i've|we|we're|my|our|in|it|it's|they|he|she)\b", re.I)
_REST_WORDS = 2


_ANSWERED_QUOTE = re.compile(
    r"\basked\s+me\s+[\"'“‘](?:so\s+)?(?P<verb>are|do)\s+you\s+(?P<what>[^?\"'”’]{2,60})\?[\"'”’]\s*"
    r"(?:,|-|—)?\s*(?:and\s+)?(?:yes|yeah|yep|yup)\b[,!.]?\s*I\s+(?:am|do)\b",
    re.I,
)
"""A question put to the user in quotes and answered yes ("My kid asked me 'are you allergic to
cats?' and yes, I am"): the user says it of themselves."""
_LABEL_QUOTED = re.compile(
    r"\bmy\s+(?:new\s+)?(?:prescription(?:\s+label)?|medication\s+label|pill\s+(?:bottle|box)"
    r"|inhaler)\s+(?:says|reads)\s+[\"'“‘](?P<what>[^\"'”’]{3,80})[\"'”’]",
    re.I,
)
"""The user's own prescription quoted ("My new prescription label says 'Metformin 500mg twice
daily'"): a medicine they take."""


def _own_in_quotes(text: str) -> str:
    """The text with the user's own facts said in quotes written as theirs (`_ANSWERED_QUOTE`,
    `_LABEL_QUOTED`), so that cutting quoted text does not cut them."""
    text = _ANSWERED_QUOTE.sub(
        lambda m: f"asked me, and I {'am ' if m['verb'].lower() == 'are' else ''}{m['what']}", text
    )
    return _LABEL_QUOTED.sub(lambda m: f"I take {m['what']}", text)


def _beside_english(sentences: list[str]) -> set[str]:
    """Sentences in another language in a message the user otherwise writes in English ("What
    does this mean? Ich bin Arzt und wohne in Berlin."): what they ask about, not their words."""
    if len(sentences) < 2:
        return set()
    found = {s: _language(s) for s in sentences}
    foreign = {s for s, language in found.items() if language not in ("", "en")}
    foreign = {s for s in foreign if not _has_english_words(s, found[s])}
    if not foreign or "en" not in (found[s] for s in sentences if s not in foreign):
        return set()
    return foreign


def _has_english_words(text: str, language: str) -> bool:
    """ "I love Cien años de soledad", "My favourite song is Nel blu dipinto di blu": the user's
    English around a title or a dish in another language. A made-up or rare name can make the
    identifier read a whole English sentence as another language ("I collect barobe zagemi from
    nokula": Portuguese, 0.83); English's own words show it is not. A word the identified
    language also writes ("i" in Italian) does not count."""
    return any(
        language not in _ALSO_WRITTEN_IN.get(w, ()) for w in _words(text) & _STRICTLY_ENGLISH
    )


PASTE_WORDS = 30
"""A message this long may be someone else's text that the next one names (`mw.WROTE_IT`)."""


def _disowned(text: str, followed_by: str) -> bool:
    """Whether the next message opens by saying this one was not the user's: someone else typed
    it ("sorry she grabbed the phone"), chat-typed or not; a long one was written by someone
    else ("that's from one of my clients") or received ("that came in on LinkedIn"); or it was
    someone else's text ("it's from my professor's lecture"), unless it was chat-typed
    ("i ...")."""
    opening = [p.strip() for p in sentences(followed_by.replace("’", "'").strip())[:2]]

    def opens(pattern: re.Pattern[str]) -> bool:
        return any(pattern.search(sentence) for sentence in opening)

    return (
        opens(mw.USED_MY_ACCOUNT)
        or (len(text.split()) >= PASTE_WORDS and opens(mw.WROTE_IT))
        or (len(text.split()) >= mw.RECEIVED_WORDS and opens(mw.RECEIVED))
        or (opens(mw.POINTS_BACK) and not _CHAT_I.match(text.strip()))
    )


def next_user_texts(messages: Sequence[ChatMessage]) -> list[str | None]:
    """For each message, the next user message's text in the session (None for the last)."""
    following: list[str | None] = []
    upcoming: str | None = None
    for message in reversed(messages):
        following.append(upcoming)
        if message.role == "user":
            upcoming = message.content
    return following[::-1]


def holds_secret(text: str) -> bool:
    """Whether the text holds what looks like a password or a key (mixed case, digits and
    symbols in one token of eight or more), or a code given by name ("a PIN of 4471", "a
    one-time code 552211")."""
    return _SECRET.search(text) is not None or _NAMED_CODE.search(text) is not None


def _unquoted(sentence: str) -> str:
    """The sentence without any quoted span ('until I say "end game"' does not end a game)."""
    return _QUOTED.sub(" ", sentence)


@dataclass(frozen=True)
class Turn:
    """One user message as a `Reader` read it in its session."""

    own: OwnWords
    playing: bool
    """Whether make-believe was still on after it (what the assistant answered was in play)."""


Turns = tuple[tuple[str, str | None, str], ...]
"""A session's user messages in order, each with the next one's text (`next_user_texts`) and
what the assistant said between the two."""


def read_turns(turns: Turns) -> tuple[Turn, ...]:
    """Each user message of a session read in order by one `Reader`, as `Reader.own` reads it.

    The extractor, the session's episodes and its replies all need this reading of the same
    messages in one signal: it is made once (the last few sessions' readings are kept, keyed by
    their exact texts), where each used to read every message again."""
    return _read_turns(turns)


@lru_cache(maxsize=4)
def _read_turns(turns: Turns) -> tuple[Turn, ...]:
    reader = Reader()
    read: list[Turn] = []
    for text, followed_by, asked in turns:
        own = reader.own(text, followed_by=followed_by, asked=asked)
        read.append(Turn(own, reader.playing))
    real = _back_to_real_life([text for text, _, _ in turns])
    for i in range(real):
        read[i] = Turn(OwnWords((), len(turns[i][0]), len(turns[i][0])), True)
    return tuple(read)


_ACTION = re.compile(r"(?:^|\s)\*[a-z][\w']*(?:\s+[\w',]+){2,12}\*(?=\s|$|[.,!?])", re.I)
"""An action in asterisks, the mark of a role-play ("*i glance at the mirror nervously*"); a
word or two ("*sigh*") is an ordinary chat emote."""
_REAL_LIFE = re.compile(
    r"\b(?:in\s+real\s+life|irl|ooc|out\s+of\s+character)\b",
    re.I,
)


_OUT_OF_CHARACTER = re.compile(
    r"(?:^|[(\[])[ \t]*(?:(?:ok(?:ay)?|btw|right|so)[ \t]*,?[ \t]*)?(?:ooc|out\s+of\s+character)\b"
    r"(?!\s+(?:for|of|from)\b)",
    re.I,
)
"""A message that says it steps out of a role ("OOC: ...", "(ok out of character, ...)"): said
first in the message or in brackets, not "that was so out of character for him" nor "(so out of
character for him)"."""


def _back_to_real_life(texts: Sequence[str]) -> int:
    """In a role-play (an action in asterisks), the first message that steps out of it ("btw
    i'm allergic to cats in real life"): every message before it was in play, first-person
    claims included ("I am a vampire who's been alive for 400 years"). A message that says
    itself it is out of character (`_OUT_OF_CHARACTER`) needs no asterisks before it: a game
    set up in words, in any language ("Lass uns ein Rollenspiel machen"). 0 when there is
    none."""
    acted = False
    for i, text in enumerate(texts):
        acted = acted or _ACTION.search(text) is not None
        if (acted and _REAL_LIFE.search(text)) or (i and _OUT_OF_CHARACTER.search(text)):
            return i
    return 0


def user_turns(messages: Sequence[ChatMessage], *, unlabelled: bool = False) -> Turns:
    """The session's user messages for `read_turns`, each with the next one's text; a message
    sent straight before one that the next disowns (`_disowned`: "That's going viral at my
    company") is read against that same message, so a text pasted over several messages goes
    whole."""
    following = next_user_texts(messages)
    for i in range(len(messages) - 2, -1, -1):
        after, pointer = messages[i + 1], following[i + 1]
        if (
            messages[i].role == "user"
            and after.role == "user"
            and pointer is not None
            and _disowned(after.content, pointer)
            and _disowned(messages[i].content, pointer)
        ):
            following[i] = pointer
    asked = [""] * len(messages)
    for i in range(len(messages) - 2, -1, -1):
        after = messages[i + 1]
        if after.role == "assistant":
            asked[i] = f"{after.content} {asked[i + 1]}".strip()
    return tuple(
        (_LABEL.sub("", m.content) if unlabelled else m.content, followed_by, between)
        for m, followed_by, between in zip(messages, following, asked, strict=True)
        if m.role == "user"
    )


_LABEL = re.compile(r"\(\s*the\s+assistant\s+said\s*\)\s*", re.I)
"""The label the assistant's replies carry when kept as episodes: a user cannot make their own
words read as the assistant's."""


def own_sentences(message: str) -> OwnWords:
    """The user's own sentences of one message read on its own (see `Reader`)."""
    return Reader().own(message)


_CLAUSE_START = re.compile(
    r",\s+(?:(?:so|but|and)\s+(?=(?:whenever|when|please|can|could|would|what|how|which"
    r"|hypothetically|is|are|do|does|should|[Ii])\b)|(?=(?:[Ii](?:'m|'ve|'d|'ll)?|please|what|how"
    r"|which|where|who|any|should|can|could|would|is|are|do|does|let's|lets)\b))"
    r"|\s+so\s+(?=(?:which|what|how|where|who|can|could|would|should|any|maybe)\b[^,.!]*\?\s*$)"
    r"|,?\s+and\s+(?=(?:[Ii]|[Ii]\s+just)\s+(?:need|want|'d\s+like|would\s+like)\s+(?:a|an|some|help"
    r"|you|ideas|advice|tips|to\s+know)\b)"
    r"|:\s+(?=(?:[Ii]|[Ii]'m|[Ii]m|[Mm]y)\b)"
    r"|,\s+(?=" + sw.WONDERING + ")"
    r"|,?\s+but\s+(?=(?i:(?:i\s+)?(?:can't|cant|cannot|hate|don't\s+like|dont\s+like)\s"
    r"|(?:absolutely\s+|definitely\s+)?no\s+[\w-]+(?:\s+[\w-]+)?,?\s+(?:it|they|i)\b))"
    r"|(?<=[a-z\"'”)])\s+(?=(?:Have\s+you\s+(?:seen|heard|tried|read|watched|been)|Do\s+you\s+(?:know"
    r"|have))\b)"
)
"""A comma that starts a new first-person clause, request or question within one sentence, or
a "but" that turns from a request to a dislike ("need a playlist, but cant stand jazz"):
"Always answer in French, I'm practising for my exam" is an instruction and a statement; a
closing question joined by "so" ("I never order online unless returns are free so which of
those do free returns?") is a question of its own; so is a request's colon before the user's
own words ("write one like this, but about me: i'm a wedding photographer"); and a question
whose full stop before it was never typed ('Last night I watched "Looking Up" Have you seen
it?')."""
_WONDERING = re.compile(sw.WONDERING, re.I)
_AND_I = re.compile(r",?\s+(?:and|but|while|whereas)\s+(?=I\b)")
_SALUTATION = re.compile(
    r"^[ \t]*(?:dear\s+\w[^,.!?\n]{0,40},|to\s+whom\s+it\s+may\s+concern|to\s+the\s+editor\b)",
    re.I | re.M,
)
_LETTER = re.compile(
    r"^[ \t]*(?:dear\s+\w[^,.!?\n]{0,40},|to\s+whom\s+it\s+may\s+concern|to\s+the\s+editor\b)"
    r".*?(?=\n[ \t]*\n|\Z)",
    re.I | re.M | re.S,
)
"""A paragraph that opens like a letter ("Dear valued customer,"): pasted correspondence."""
_RESUME = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=\n))(?:also|anyway|btw|by\s+the\s+way|separately|unrelated|on\s+another"
    r"\s+note|lol|haha|ps|p\.s\.)\b[,:]?",
    re.I,
)
"""Where the user speaks again after someone else's notice ("Also, separately: I'm ...")."""
_SECRET = re.compile(r"(?<!\S)(?=[^\s]{8,})(?=\S*[a-z])(?=\S*[A-Z])(?=\S*\d)(?=\S*[^\w\s]\S)\S+")
"""A password or key: one token mixing cases, digits and a symbol inside it (not only the full
stop after "1Password"). Tried from where a token starts only: a token holds whatever a part of
it holds, and a try from every character of a long token was quadratic (30,000 emoji took 13 s)."""
_NAMED_CODE = re.compile(
    rf"\b(?:{gw.CODE_NAME}|(?:combo|combination)\s+(?:is|to|for|on)|safe\s+opens)"
    r"\b[^.!?\d]{0,25}\d(?:[\s-]?\d){2,9}\b",
    re.I,
)
_SPELLED_OUT = (
    (re.compile(r"\be\.\s?g\.?(?=[\s,:])", re.I), "for example"),
    (re.compile(r"\bi\.\s?e\.?(?=[\s,:])", re.I), "that is"),
)
_INITIALS = re.compile(
    r"\b((?:[A-Za-z]\.){1,}[A-Za-z])\.(?=[\s,;:!?)]|$)(?!\s+(?:I|I'\w+|We|It|My|The|Then|But|And|So"
    r"|He|She|They|This|That|There|Now|After|Anyway)\b)"
)
"""Initials ("U.S.", "J.P."), unless a new sentence starts after them ("... to the U.S. Then
I ...")."""
_TITLE_STOP = re.compile(
    r"\b(Dr|Mr|Mrs|Ms|Mx|St|Mt|Ft|Prof|Rev|Sgt|Capt|Lt|Col|Gen|Sen|Gov|Rep|Jr|Sr|Rd|Ave|Blvd|No|vs)"
    r"\.(?=\s+[A-Z0-9])"
)


def _after_correction(sentence: str, kept: list[str]) -> str:
    """The sentence, or what follows a slip's correction in it ("Scratch that, I live in
    Bergen": the sentence before it goes from `kept`); "" when nothing of the user's follows
    ("Sorry, I meant Bergen": which fact it corrects is not said)."""
    corrected = _CORRECTION.match(sentence)
    if corrected is None:
        return sentence
    rest = corrected.group("rest").strip()
    marker = corrected.group(0)[: corrected.start("rest")]
    if _REALISTICALLY.search(marker):
        # "... 900 houseplants. realistically it's about 35 houseplants": the sentence before
        # goes only when this one says the same thing again ("I'm a nurse. Realistically I work
        # 50 hours a week" corrects nothing)
        if kept and content_terms(kept[-1]) & content_terms(rest):
            kept.pop()
        return rest
    previous = kept.pop() if kept else None
    rest = _SORRY.sub("", rest)  # "no wait sorry it's aspirin"
    meant = _I_MEANT.match(rest)
    if meant and previous is not None:  # "... peanuts. Sorry, typo: I meant pecans"
        return _with_correction(previous, rest[meant.end() :], renaming=True) or ""
    said_whole = previous is None and _SAYS_OF_SELF.search(rest) and not _JOKING.search(marker)
    if (
        _SPEAKS_OF_SELF.match(rest)
        or _WE_SAY.match(rest)
        or _WHOSE_IT_IS.match(rest)
        or _SERIOUSLY.search(marker)
        or said_whole
    ):
        # "jokes aside, I teach in Leeds"; "Correction: it's tree nuts I'm allergic to, not
        # peanuts" opening the message says its fact whole
        return rest
    if previous is None or _JOKING.search(marker):
        return ""
    return (
        _with_correction(
            previous,
            rest,
            filler=_FILLER_MEAN.match(marker) is not None,
            renaming=_WORD_FIX.search(marker) is not None,  # "sorry i meant fish"
        )
        or ""
    )


_JOKING = re.compile(
    r"\b(?:kidding|joking|jk|joke|sarcas\w+|lie|testing|messing|trolling|remember\w*)\b", re.I
)
_SAYS_OF_SELF = re.compile(
    r"\bI(?:'m|\s+am|'ve|\s+have|\s+live|\s+work|\s+take|\s+use|\s+need)\b|\bmy\b", re.I
)
"""A correction that opens a message and says its fact whole, with the user in it."""
_SERIOUSLY = re.compile(r"\baside\b", re.I)
_REALISTICALLY = re.compile(r"\b(?:realistically|reality)\b", re.I)
CORRECTION_WORDS = 4


_NO_RENAME = re.compile(
    r"(?:not|fine|ok|okay|good|alright|all|nothing|wrong|right|true|false|better|worse|bad"
    r"|nevermind|whatever|too|so|very|really)\b",
    re.I,
)
"""What follows "it's" when it renames nothing ("no wait, it's fine")."""
_IT_IS = re.compile(r"^(?:it's|it\s+is|it\s+was|make\s+that|I\s+meant?)\s+", re.I)
_OBJECT_AFTER = sw.OBJECT_AFTER
_LAST_OBJECT = re.compile(
    rf"\b{_OBJECT_AFTER}\s+(?P<old>(?!{_OBJECT_AFTER}\b)[\w'-]+(?:\s+(?!{_OBJECT_AFTER}\b)[\w'-]+)"
    r"{0,2})$",
    re.I,
)
"""What a sentence ends on after a preposition or "is/called": the object a correction that
names only its replacement ("it's amoxicillin", "make that Bradford") puts itself in place of."""


_FILLER_MEAN = re.compile(r"^[\s,]*I\s+mean\b(?!t)", re.I)
"""A bare "I mean, ..." is as often a filler ("I live in Leeds. I mean, it's nice.") as a
correction: it renames the last thing said only with a name ("I mean Bradford")."""


_NAME_RUN = re.compile(r"(?<=\s)(?P<old>(?!I\b|I'[a-z]+\b)[A-Z0-9][\w'-]*(?:\s+[A-Z0-9][\w'-]*)*)")
"""A name or number said after the sentence's first word ("Oslo", "St James", "May 18")."""


_SORRY = re.compile(r"^(?:sorry|oops)\b[,\s]*", re.I)
_WORD_FIX = re.compile(r"\b(?:meant|typo)\b", re.I)
"""A marker that fixes a word, not a sentence: "sorry, I meant ...", "typo: ..."."""
_I_MEANT = re.compile(r"^I\s+meant?\s+(?=[\w'-]+(?:\s+[\w'-]+){0,2}\W*$)", re.I)
"""A correction that says only what was meant ("I meant pecans"), not a new statement."""


def _with_correction(
    previous: str, rest: str, *, filler: bool = False, renaming: bool = False
) -> str | None:
    """The slip's sentence with the correction put in its place, when the correction starts with
    a word of it ("colfax, may 18." + "scratch that, may 17": "colfax, may 17"; "i leave for
    granada jan 12." + "wait no jan 14, the 12th is my roommate's flight": "i leave for granada
    jan 14, the 12th is my roommate's flight"); None when what it corrects is not said."""
    head, _, tail = rest.partition(",")
    it_is = None if filler else _IT_IS.match(head.strip())
    words = head.strip()[it_is.end() :] if it_is else head.strip()
    fix = words.strip(" .!").split()
    # "it's amoxicillin", or after "I meant" / "typo" the word alone, names only the replacement
    renamed = (it_is is not None or renaming) and not _NO_RENAME.match(words)
    if not 1 <= len(fix) <= CORRECTION_WORDS:
        return None
    said = previous.rstrip(" .!").split()
    for i in range(len(said) - 1, -1, -1):
        if not renamed and said[i].strip(",;:").lower() == fix[0].lower():
            merged = " ".join([*said[:i], *fix, *said[i + len(fix) :]])
            return f"{merged}, {tail.strip()}" if tail.strip() else merged
    for i in range(len(said) - 1, len(fix) - 2, -1):  # "lactose intolerant" + "gluten intolerant"
        if not renamed and len(fix) > 1 and said[i].strip(",;:").lower() == fix[-1].lower():
            merged = " ".join([*said[: i + 1 - len(fix)], *fix, *said[i + 1 :]])
            return f"{merged}, {tail.strip()}" if tail.strip() else merged
    # "I'm allergic to penicillin." + "No wait, it's amoxicillin" / "scratch that, Asda": a name
    # renames the last name said ("I live in Oslo with my dog" + "Bergen"), other words what the
    # sentence ended on after "to", "at", "called" ...
    before = previous.rstrip(" .!")
    named = fix[0][:1].isupper() or fix[0][:1].isdigit()
    last = (
        [*_NAME_RUN.finditer(before)] if named else [_LAST_OBJECT.search(before)] if renamed else []
    )
    if not last or last[-1] is None:
        return None
    span = last[-1].span("old")
    merged = f"{before[: span[0]]}{' '.join(fix)}{before[span[1] :]}"
    return f"{merged}, {tail.strip()}" if tail.strip() else merged


_ALLERGY_LIST = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?(?P<head>(?:my[ \t]+)?(?:(?:food|drug|known)[ \t]+)?"
    r"(?:allergies|allergic[ \t]+to|intolerances?))(?:\*\*)?[ \t]*:?(?:\*\*)?[ \t]*\n"
    r"(?P<items>(?:[ \t]*(?:[-*\u2022][ \t]+|\d+[.)][ \t]+)?[^\n:#]{1,60}(?:\n|$)){1,12})",
    re.I | re.M,
)
"""The user's allergies under a heading of their own, one to a line ("my allergies:" + "- peanuts"
+ "- sesame", "### My allergies" + "peanuts and latex"): safety-critical, read as one line."""


def _one_line(match: re.Match[str]) -> str:
    items = [
        re.sub(r"^[ \t]*(?:[-*\u2022]|\d+[.)])[ \t]+", "", line).strip(" \t.;,")
        for line in match.group("items").splitlines()
    ]
    return f"{match.group('head')}: {', '.join(item for item in items if item)}.\n"


def without_abbreviation_stops(text: str) -> str:
    """The text with the full stops of abbreviations taken out, so that no reader ends a
    sentence or a name there: "e.g. amoxicillin" reads "for example amoxicillin", "St. Louis"
    "St Louis", "the U.S. Navy" "the US Navy", "J.P. Morgan" "JP Morgan", "Dr. Smith" "Dr Smith".
    A stop after initials that end a sentence goes too, joining it to the next one."""
    if "." not in text:
        return text
    for pattern, words in _SPELLED_OUT:
        text = pattern.sub(words, text)
    text = _INITIALS.sub(lambda m: m.group(1).replace(".", ""), text)
    return _TITLE_STOP.sub(r"\1", text)


_ABBREVIATION = re.compile(
    r"(?:^|[\s(\[])(?:dr|mr|mrs|ms|st|mt|prof|sr|jr|vs|etc|e\.g|i\.e|approx|no|ft|rd|ave)\.$", re.I
)


def split_sentences(text: str) -> list[str]:
    """Sentences and clause-like pieces of chat text, whitespace tidied, empty ones dropped; a
    break after an abbreviation ("Dr. Patel") is not a sentence end."""
    pieces = _tidied(sentences(text, clauses=True, run_ons=True, chat=True))
    clauses = (c.strip() for piece in pieces for c in _clauses(piece))
    return [c for c in clauses if any(ch.isalnum() for ch in c)]


def prose_sentences(text: str) -> list[str]:
    """Whole sentences of written prose (the assistant's replies), cut only after ".", "!", "?"
    and at line breaks: "fry the ribs, set them aside; stir-fry the carrots ..." stays one
    sentence, where `split_sentences` would lose the recipe's second half from its first."""
    return [p for p in _tidied(sentences(text)) if any(ch.isalnum() for ch in p)]


def _tidied(pieces: list[str]) -> list[str]:
    """Pieces with whitespace tidied, empty ones dropped, and a break after an abbreviation
    undone."""
    joined: list[str] = []
    for piece in (_SPACES.sub(" ", piece).strip(" \t\n-–—•*") for piece in pieces):
        if joined and _ABBREVIATION.search(joined[-1]):
            joined[-1] = f"{joined[-1]} {piece}"
        elif piece:
            joined.append(piece)
    return joined


_POINTS_BACK_TO = re.compile(
    r"^i\s+(?:can't|cannot|can\s+not|don't|do\s+not)\s*(?:stand|like|want)\s+(?:them|it)"
    r"(?:\s+(?:in|at|on|for|with)\b|\W*$)",
    re.I,
)
_LEAVE_OUT = re.compile(r"\b(?:no|not|without|never|avoid|skip)\b", re.I)
"""A statement whose object is what the request before it in the sentence leaves out ("keep it
short and no exclamation marks, i can't stand them in work emails"): cut from it, its pronoun
names nothing."""


_FICTION_LEAD = re.compile(
    r"^\W*(?:so\s+|ok\s+)?(?:for|in)\s+(?:my|a|the|our)\s+(?:[\w-]+\s+)?(?:novel|story|book"
    r"|screenplay|script|play|game|campaign|character|fic|fanfic|d&d|dnd|rpg)\b",
    re.I,
)
"""A sentence that opens on the story it belongs to ("For my novel, I'm a retired CIA agent and
I need ideas"): not split into a statement beside a request."""


def _clauses(sentence: str) -> list[str]:
    """An instruction or request with a statement beside it, as separate pieces.

    Only where a direction to the assistant and a statement share the sentence, or a statement
    comes before a question; a sarcastic sentence stays whole (its tone covers all of it)."""
    if gw.sarcastic(sentence):
        return [sentence]
    if mw.REPORTED.match(sentence) or _FICTION_LEAD.match(sentence):
        return [sentence]  # what someone else said of them, one piece; a story's, one piece
    if sw.OTHER_PERSON.match(sentence):  # "my mate supports Spurs and I support Arsenal"
        parts = _AND_I.split(sentence, maxsplit=1)
        if len(parts) == 2:
            return [parts[0], *_clauses(parts[1])]
    parts = _CLAUSE_START.split(sentence)
    if len(parts) == 1 or (
        len(parts) == 2 and _POINTS_BACK_TO.match(parts[1]) and _LEAVE_OUT.search(parts[0])
    ):
        return [sentence]  # "no exclamation marks, i can't stand them": "them" is what it names
    asks = (
        sentence.rstrip().endswith("?")
        or any(_directed(p) for p in parts)
        or any(_WONDERING.match(p) for p in parts[1:])  # "..., just curious how ..."
    )
    return parts if asks else [sentence]


def _directed(part: str) -> bool:
    """A clause that directs the assistant ("always answer in French") or asks it ("let's ...")."""
    text = sw.tidy(part)
    if _RHETORICAL.match(text):
        return False
    return bool(sw.DIRECTIVE.match(text) or sw.REQUEST_START.match(text))


_RHETORICAL = re.compile(r"(?:can|could)\s+you\s+(?:believe|imagine)\b", re.I)
""""32, can you believe it": an exclamation, not a request."""


def _strip_forwarded(text: str) -> str:
    """A forwarded email, from its headers to a separator line (or the end): material."""
    start = _FORWARDED.search(text)
    if start is None:
        return text
    line_start = text.rfind("\n", 0, start.start()) + 1
    end = _SEPARATOR.search(text, start.end()) or _SIGNED_OFF.search(text, start.end())
    rest = text[end.end() :] if end else ""
    card = _SIGNATURE.match(rest)
    if (
        card is not None
        and _CONTACT.search(card.group())
        and not _FIRST_PERSON.search(card.group())
    ):
        rest = rest[card.end() :]  # the sender's card under the name: theirs too
    return text[:line_start] + "\n\n" + _strip_forwarded(rest)


_SIGNATURE = re.compile(r"(?:[ \t]*[^\n.!?]{1,70}[^\n!?]?(?:\n|\Z)){1,5}")
"""Up to five short lines that are not sentences: a signature under a signed-off email."""
_CONTACT = re.compile(
    r"@\w+\.\w|\bwww\.|https?://|(?:^|\n)[ \t]*[A-Z][a-z]{0,5}:\s*\+?\d|\+?\d[\d ()-]{8,}\d"
)


def _strip_material(text: str, *, announced: bool = False) -> tuple[str, bool]:
    """The text without its material, and whether it ends announcing material that did not
    come ("Here's what she sent me:"): the next message is that material. `announced`: the
    message before ended so."""
    paragraphs = _paragraphs(text)
    kept: list[str] = []
    in_material = announced
    led = -2
    for index, stripped in enumerate(paragraphs):
        last = index == len(paragraphs) - 1
        if stripped == _CUT:
            in_material = False  # a letter cut out whole: what follows is the user again
            continue
        if _points_at_others(stripped, index, len(paragraphs)):
            # "turn this into action items" before a paste: the paragraphs after it are the
            # material; "what's the main argument of this talk?", "That's my landlord." after
            # one: those before it were
            if index > 0:
                kept.clear()
            kept.append(_strip_quotes(stripped))
            in_material = index == 0
            led = index if in_material else led  # the next paragraph is the material, even one
            continue  # opening "My passion for marine biology ..."
        back = _comeback(stripped) or (last and _closing_words(stripped))
        if in_material and ((led == index - 1 and not _CHAT_I.match(stripped)) or not back):
            # still the pasted block announced earlier, up to a paragraph quoted whole or signed;
            # the one paragraph right after a lead is the material whatever it ends with
            in_material = not (_quoted_whole(stripped) or _signed(stripped))
            continue
        heads = not last and _heads_a_block(stripped, paragraphs[index + 1])
        if _material_by_form(stripped, framed=len(paragraphs) > 1):
            in_material, led = heads, index if heads else led  # "Mi alumno escribió esto:"
            continue
        own, in_material = _strip_paragraph(stripped, last=last, alone=len(paragraphs) == 1)
        if not in_material and heads:
            in_material, led = True, index  # "just find me the ingredients and steps:" above it
        if own.strip():
            kept.append(own)
    ends_announcing = in_material and bool(paragraphs) and paragraphs[-1].rstrip().endswith(":")
    return "\n\n".join(kept), ends_announcing


def _paragraphs(text: str) -> list[str]:
    """The text's paragraphs once letters, code, logs and pasted lines are cut out."""
    text = _LETTER.sub(f"\n\n{_CUT}\n\n", _strip_forwarded(text))
    text = _FENCED.sub("\n\n", text)
    text = _DOCSTRING.sub("\n", text)
    text = _CODE_PARAGRAPH.sub("\n\n", text)
    text = _INLINE_CODE.sub(" ", text)
    text = _LOG_LINE.sub("", text)
    text = _strip_pasted_lines(text)
    text = _POINTER_UP.sub("\n\n", text)
    return [p.strip() for p in _PARAGRAPH.split(_SEPARATOR.sub("\n\n", text)) if p.strip()]


def _points_at_others(paragraph: str, index: int, count: int) -> bool:
    """A paragraph of several that points at the others as material (see `_strip_material`);
    not a joke taken back ("ok that was a joke. I'm short and stocky")."""
    if _CORRECTION.match(paragraph):
        return False
    if count > 1 and mw.POINTS_AT_PASTE.search(paragraph):
        return True
    return index > 0 and mw.POINTS_BACK.search(paragraph) is not None


_POINTER_UP = re.compile(rf"\n(?=[ \t]*\^+[ \t]*{mw.CARET_SOURCE})", re.I)
"""A line opening with a caret that points at the lines above it ("^ from a blog"): a paragraph
of its own, saying whose they are."""


def _material_by_form(paragraph: str, *, framed: bool) -> bool:
    """A chat log ("[10:02] Maria: ..."), text in another language beside other paragraphs (a
    message in one paragraph is the user's, in whatever language they write), a post or a signed
    text, verse."""
    return bool(
        _CHAT_LINE.match(paragraph)
        or (framed and (_foreign(paragraph) or _no_common_english(paragraph)))
        or _pasted_form(paragraph)
        or _verse(paragraph, framed=framed)
    )


_ABOUT_ME = re.compile(
    r"\babout\s+(?:me|myself)\b|\bmy\s+(?:own|situation|details|background|story|life)\b", re.I
)
_BLOCK_WORDS = 25
_ABOUT_ME_HEAD = re.compile(
    r"\babout\s+(?:me|myself)\s*$|\bmy\s+(?:own|details|situation|background)\s*$", re.I
)


def _about_me_ahead(head: str) -> bool:
    """A head ending "..., but about me:": what follows is the user's own."""
    head = head.rstrip()
    return head.endswith(":") and _ABOUT_ME_HEAD.search(head[:-1]) is not None


_LEAD_WORDS = 40
_LED_WORDS = 12


def _heads_a_block(paragraph: str, following: str) -> bool:
    """A paragraph ending in a colon above a long one, or a short one pointing down at it ("ok
    here it is, be brutal") or naming a task done to a text ("translate to spanish pls", "punch
    up his dating bio"), or a part to be performed ("I've been cast as the captain ... my big
    speech"): the long one is what it introduces, unless it is about the user ("some facts
    about me:") or their own writing ("here's my bio:")."""
    if (
        mw.STAGE.search(paragraph)
        and mw.PERFORMED.search(paragraph)
        and len(paragraph.split()) <= 2 * _LEAD_WORDS
        and len(following.split()) >= _LED_WORDS
    ):
        return True  # "I've been cast as the sea captain ... my big speech?" above the speech
    own_text = _OWN_TEXT_LEAD.search(paragraph) is not None
    if own_text and _OTHERS_IN_LEAD.search(paragraph):
        return len(following.split()) >= _LED_WORDS  # "here's my text from Jake" above Jake's
    if own_text or _ABOUT_ME.search(paragraph):
        return False
    if paragraph.rstrip().endswith(":"):
        return len(following.split()) >= _BLOCK_WORDS
    return (
        len(paragraph.split()) <= _LEAD_WORDS
        and bool(
            mw.POINTS_DOWN.search(paragraph)
            or _task_on_others_text(paragraph)
            or mw.OTHERS_TEXT.search(paragraph)
        )
        and len(following.split()) >= _LED_WORDS
    )


def _task_on_others_text(paragraph: str) -> bool:
    """A task done to a text that is not the user's own writing: "translate to spanish pls",
    but not "rewrite my bio please" (the bio is the user's, what it says of them theirs)."""
    task = mw.TEXT_TASK.match(paragraph)
    if task is None:
        return False
    return not (_MINE.search(task.group()) or _MINE_NEXT.match(paragraph, task.end()))


_MINE = re.compile(r"\b(?:my|our)\s+(?!website|site|blog|page|shop|business)", re.I)
_MINE_NEXT = re.compile(r"\s+(?:(?:up|over|out)\s+)?(?:my|our)\b", re.I)
"""The task's object is the user's own writing ("rewrite my bio", "proofread my essay")."""


_SPEAKER_LINE = re.compile(
    r"^[ \t]*(?:\[[^\]\n]{1,25}\]\s*)?(?!(?:Update|Note|Reminder|Edit|PS|FYI|Context|Background"
    r"|Info|Btw|Status|News|Correction|Clarification|Typo|Oops|Sorry|Actually|Also|Fix)\b)"
    r"(?:[A-Z][\w.'-]*(?:[ \t]+[A-Z][\w.'-]*){0,2}|Me|me)[ \t]*"
    r"(?:\([^)\n]{1,20}\))?[ \t]*:[ \t]+\S.*$",
    re.M,
)
"""A line of a transcript or a chat log: a speaker's name, a colon ("HOST: ...", "Maria: ...");
not the user's own label ("Update: new job ...", "FYI: ...", "Correction: it's tree nuts ...")."""
_SPEAKER_HEADER = re.compile(
    r"^[ \t]*(?:[A-Z][\w.'-]*(?:[ \t]+[A-Z][\w.'-]*){0,2}[ \t]+\(?\d{1,2}:\d\d(?::\d\d)?\)?"
    r"|[^\s—–][^\n]{0,40}?[ \t]+[—–-][ \t]+(?:(?i:today|yesterday)|\d{1,2}/\d{1,2}/\d{2,4},?)"
    r"(?:[ \t]+(?i:at))?[ \t]+\d{1,2}:\d\d[ \t]*(?:[AaPp]\.?[Mm]\.?)?)[ \t]*\n.*$",
    re.M,
)
"""A transcript's speaker and time on a line of their own, and what they said on the next;
also a chat app's ("xXvoidXx — Today at 4:12 PM", "mossyboi - 03/02/2026 4:13 PM")."""
_QUOTED_LINE = re.compile(r"^[ \t]*>.*$", re.M)
"""A line quoted from an email or a post ("> I'm moving to Porto")."""
_HASHTAG = re.compile(r"(?<![\w#])#[A-Za-z]\w+")
_HANDLE_START = re.compile(r"^(?:@|u/|r/)\w+")
_POST_MARK = re.compile(
    r"\(\d{2}\s?[MFmf]\)|\b(?:AITA|WIBTA|TIFU|AMA|TL;DR)\b"
    r"|\A[ \t]*(?:(?:LOST|MISSING|FOUND|STOLEN)\s+(?:DOG|CAT|PET|PUPPY|KITTEN|BIKE|PARROT|TORTOISE)"
    r"|PLEASE\s+(?:SHARE|RT|RETWEET|REPOST)|FOR\s+SALE|SHARE\s+PLEASE)\b[^\n]*\n[ \t]*\S"
)
"""What marks a post: an age-and-sex tag ("I (29F)"), a subreddit's abbreviations, a notice's
headline in capitals on a line of its own above the rest ("LOST DOG - PLEASE SHARE")."""
_SIGNED = re.compile(
    rf"\n[ \t]*(?:[-–—~][ \t]*{_NAME}(?:,.*)?|{_SIGN_OFF}[ \t]*\n[ \t]*{_NAME})[ \t]*$"
)
"""A paragraph signed at its end ("- Tanya R., Local Guide", "Cheers,\nMaria"): someone's text."""
_SIGNED_INLINE = re.compile(
    rf"[.!?)][ \t]+{_SIGN_OFF}[ \t]+{_NAME}[ \t]*$"
    rf"|\A[ \t]*(?i:hi|hello|hey|dear)[ \t]+(?:(?i:everyone|all|team|folks|guys)|{_NAME})\b[\s\S]*"
    rf"[.!?)][ \t]+{_NAME}[ \t]*$"
)
"""A paragraph signed on its last line ("... by Friday. Regards, Alasdair"), or greeting its
readers and ending with a name ("Hi everyone, ... Sorry to leave you in the lurch. Tamsin")."""


def _signed(paragraph: str) -> bool:
    """Someone's text, by its signature (`_SIGNED`, `_SIGNED_INLINE`)."""
    return bool(_SIGNED.search(paragraph) or _SIGNED_INLINE.search(paragraph.rstrip()))


_TIMED_LINE = re.compile(r"^[ \t]*\[?\d{1,2}:\d\d(?::\d\d)?(?:[.,]\d+)?\]?[ \t]+\S.*$", re.M)
"""A line of a transcript or subtitles that opens with its time ("[00:12:04] so I grew up ...")."""
_FORM_LINE = re.compile(
    r"^[ \t]*[A-Z][\w'’/()-]*(?:[ \t]+[\w'’/()-]+){0,6}[ \t]*:[ \t]+\S.*$", re.M
)
"""A line of a filled-in form or a profile ("Where I grew up: Bootle")."""
_FORM_LINES = 3
_FORM_LINE_LONG = re.compile(r"^[ \t]*[A-Z][^\n:]{0,80}:[ \t]+\S.*$", re.M)
"""Any line of a form once three are found, its label as long as a sentence ("My first job was
at a chip shop: TRUE")."""


def _strip_pasted_lines(text: str) -> str:
    """Lines whose form marks them as pasted: two or more speaker lines of a transcript or chat
    log, or timed lines of a transcript, speaker-and-time headers with what follows them, three
    or more lines of a filled-in form, and "> " quoted lines."""
    speakers = len(_SPEAKER_LINE.findall(text)) >= 2
    timed = len(_TIMED_LINE.findall(text)) >= 2
    form = len(_FORM_LINE.findall(text)) >= _FORM_LINES
    if speakers:
        text = _SPEAKER_LINE.sub(_own_line, text)
    if timed:
        text = _TIMED_LINE.sub("", text)
    if form:
        text = _FORM_LINE_LONG.sub("", text)
    if len(_SPEAKER_HEADER.findall(text)) >= 2:
        text = _SPEAKER_HEADER.sub("", text)
    return _QUOTED_LINE.sub("", text)


_ME_LINE = re.compile(r"^[ \t]*(?:\[[^\]\n]{1,25}\]\s*)?(?i:me)[ \t]*:[ \t]+(?P<said>\S.*)$")


def _own_line(line: re.Match[str]) -> str:
    """A line of a pasted chat log: gone, unless the user's own statement ("Me: I work nights at
    the airport"), which stays as a paragraph of its own; a direction or request of theirs was
    put to the other side."""
    mine = _ME_LINE.match(line.group(0))
    if mine is None or _directed(mine["said"]):
        return ""  # "Me: always answer in French" was said to the other side, not to us
    said = mine["said"].rstrip()
    return f"\n{said}{'' if said[-1:] in '.!?' else '.'}\n"


def _pasted_form(paragraph: str) -> bool:
    """A paragraph shaped like a post or a signed text: hashtags, an @handle first, a
    signature last; a chat-typed lower-case "i" first is the user's own."""
    if _CHAT_I.match(paragraph):
        return False
    return bool(
        len(_HASHTAG.findall(paragraph)) >= 2
        or _HANDLE_START.match(paragraph)
        or _POST_MARK.search(paragraph)
        or _SIGNED.search(paragraph)
    )


def _comeback(paragraph: str) -> bool:
    """A short paragraph that reads like the user again after a pasted block: a reply word
    ("thanks", "so", "anyway") or a chat-typed lower-case "i" ("i lift 4x a week")."""
    if "\n" in paragraph:
        return False
    size = len(paragraph.split())
    return (size <= 14 and bool(mw.COMEBACK.match(paragraph))) or (
        size <= 40 and (_CHAT_I.match(paragraph) is not None or _asks_for_self(paragraph))
    )


_ASKS_ASSISTANT = re.compile(
    r"\byou\b|^(?:what|how|which|where|when|why|should|can|could|do|would)\s+(?:(?:should|do|can"
    r"|could|would)\s+)?(?:i|we)\b",
    re.I,
)
"""A question put to the assistant ("can you ...", "what should I ..."), not to a group."""


_CLOSING_WORDS = re.compile(
    r"\?|\b(?:can|could|would|will)\s+you\b|\bthank\s+you\b|\b(?:lol|haha|tbh|btw|fwiw|imo)\b"
    r"|\bthis\s+(?:app|one|stuff|bit|is\s+for|for)\b"
    r"|\b(?:these|those|they|this|it)\s+(?:will\s+|need\s+to\s+|should\s+)?go(?:es)?\s+(?:on|in|into"
    r"|onto)\s+my\b"
    r"|^(?:mine|my)\b",
    re.I,
)
_CLOSING_WORDS_MAX = 60


def _closing_words(paragraph: str) -> bool:
    """The last paragraph after a paste, in the user's voice: short, first person, and speaking
    to the assistant or about the paste ("I'm 16 and I live in Ireland. Can I use this app?")."""
    return (
        len(paragraph.split()) <= _CLOSING_WORDS_MAX
        and "\n" not in paragraph
        and fw.FP_SUBJECT.search(paragraph) is not None
        and _CLOSING_WORDS.search(paragraph) is not None
    )


def _asks_for_self(paragraph: str) -> bool:
    """A paragraph that opens with a question or request to the assistant and speaks of the user
    ("What should I focus on at parents' evening? I'm a single dad ...")."""
    first = sentences(paragraph)[0]
    asks = first.rstrip().endswith("?") and bool(_ASKS_ASSISTANT.search(first))
    return (asks or bool(sw.REQUEST_START.match(first))) and fw.FP_SUBJECT.search(
        paragraph
    ) is not None


_CHAT_I = re.compile(r"(?:i|i'm|im|i've|ive|i'd|my)\b")
"""A paragraph opening with a lower-case "i": typed in the chat, not pasted from edited text."""


def _quoted_whole(paragraph: str) -> bool:
    """A paragraph that opens with a quote mark and closes it: the quoted text ends there."""
    return paragraph[:1] in mw.OPENING_QUOTES and _closing_quote(paragraph) is not None


_BULLET = re.compile(r"^(?:[-*•·–]|\d{1,2}[.)])\s+")


_OWN_UPDATE = re.compile(
    r"^\W*(?:(?:quick|small|big|life|personal)\s+)?(?:update|news|fyi)\b|\bfor\s+your\s+(?:notes"
    r"|records)\b",
    re.I,
)
"""A list headed as the user's own news ("Update for your notes:", "Life update:")."""


def _verse(paragraph: str, *, framed: bool) -> bool:
    """Short lines without sentence punctuation: lyrics, a poem, a list of lines. Four lines of
    up to nine words on their own; three of up to fourteen beside the user's own paragraph about
    them (chat written line by line, with nothing around it, stays the user's)."""
    lines = [line.strip() for line in paragraph.splitlines() if line.strip()]
    if len(lines) < (3 if framed else 4):
        return False
    bullets = [line for line in lines if _BULLET.match(line)]
    heads = " ".join(line for line in lines if not _BULLET.match(line))
    if len(bullets) >= 0.6 * len(lines) and (
        _ABOUT_ME.search(heads)
        or _OWN_UPDATE.search(heads)
        or sum(1 for b in bullets if _FIRST_PERSON.search(b)) > len(bullets) / 2
    ):
        return False  # "About me:\n- 34, nurse\n- allergic to penicillin": their list, not verse
    most = 14 if framed else 9
    short = sum(
        1 for line in lines if len(line.split()) <= most and not line.endswith((".", "?", "!"))
    )
    return short >= 0.6 * len(lines)


def _strip_paragraph(paragraph: str, *, last: bool = True, alone: bool = False) -> tuple[str, bool]:
    """The paragraph without role-tagged, announced and quoted material; True when the
    paragraphs after it are material too. `alone`: the message's only paragraph."""
    headed = mw.HEADED.match(paragraph) is not None
    if (
        headed
        or _SALUTATION.match(paragraph)
        or (_SECRET.search(paragraph) and not fw.FP_SUBJECT.search(paragraph))
    ):
        # "Video transcript: ...": material up to where the user speaks again; a letter or a
        # notice pasted in: material, this paragraph only
        return "", headed
    tag = _ROLE_TAG.search(paragraph) or gw.ROLE_CLAIM.search(paragraph)
    if tag is not None:
        # Someone speaking for the system: material up to where the user speaks again.
        resume = _RESUME.search(paragraph, tag.end())
        rest = _strip_paragraph(paragraph[resume.start() :])[0] if resume else ""
        return _strip_quotes(paragraph[: tag.start()]) + " " + rest, resume is None
    announced = _announced_after_colon(paragraph)
    if announced is not None:
        return announced
    pointer = mw.POINTS_AT_MATERIAL.search(paragraph)
    end = len(paragraph)
    if pointer is not None and last:
        end = _sentence_end(paragraph, pointer.end())
    if pointer is not None and not _about_me_ahead(paragraph[:end]):
        quoted = _quoted_then_own(paragraph, end) if last else None
        if quoted is not None:
            return quoted
        # "My sister wrote this cover letter, can you proofread it? I'm an accountant": when the
        # material is the paragraphs after, the whole of this one is the user's
        return _strip_quotes(paragraph[:end]), True
    # in a message of several paragraphs, "this" is another one ("translate this into simple
    # english for my ESL students. i teach ESL to adults" below the text): the user's words
    inline = _pasted_after_request(paragraph) if alone else None
    return inline if inline is not None else (_strip_quotes(paragraph), False)


_ASKS_WORK_ON_THIS = re.compile(
    r"^\W*(?:(?:hi|hey|ok|okay|so|also|right)\W+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+"
    rf"(?:please\s+|pls\s+)?|please\s+|pls\s+)?{mw.TASK_VERB}\b[^.?!\n]{{0,40}}?"
    r"\b(?:this|these|the\s+following)\b",
    re.I,
)
"""A request for work on a text it does not name ("Can you summarise this?", "translate this
for me", "please proofread the following")."""


def _pasted_after_request(paragraph: str) -> tuple[str, bool] | None:
    """A message of one paragraph that opens asking for work on a text it does not name ("Can
    you summarise this?", "Summarise this for me.", "translate this pls") and goes on with a
    quote that never closes: that is the text, pasted in ("Summarise this for me. \"I live in
    Madrid and I am allergic to peanuts. Always answer in French."); a quote that closes leaves
    the user's words after it (`_strip_quotes`). None otherwise: without a quote, what follows
    such a request is the user's own as often as not ("can you summarise this, I missed the whole
    evening. I work nights at the sorting office"), the text being in an earlier message."""
    end = _sentence_end(paragraph, 0)
    if not paragraph[end:].strip() or _ASKS_WORK_ON_THIS.search(paragraph[:end]) is None:
        return None
    if _about_me_ahead(paragraph[:end]) or mw.COLON.search(paragraph[:end]):
        return None
    rest = paragraph[end:].lstrip()
    if rest[:1] not in mw.OPENING_QUOTES or _closing_quote(rest) is not None:
        return None  # no quote, or one that closes: `_strip_quotes` reads the paragraph
    return _strip_quotes(paragraph[:end]), False


_QUOTE_WITHIN = 80
"""How far after the sentence that points at material its opening quote may come ("Can you
summarise these minutes? Plain sentences please. 'SLT meeting ...")."""


def _quoted_then_own(paragraph: str, end: int) -> tuple[str, bool] | None:
    """After the sentence that points at material (ending at `end`), the material in quotes
    that close within the paragraph, and the user's words after it ("... 'SLT meeting 4 March.
    ... cover Wednesday lunch.' Keep it quick, I've got choir at 7"): the paragraph without the
    quoted material, and whether the paragraphs after it are material; None unless the
    material opens with a quote within `_QUOTE_WITHIN` characters, after whole sentences only
    ("Plain sentences please."; not "Hi, I'm Dave, allergic to 'nuts'"), and closes, at least
    `_MIN_QUOTED_WORDS` words later, before words of the user's."""
    rest = paragraph[end:]
    opening = re.search(rf"(?:^|\s)([{mw.OPENING_QUOTES}])", rest[: _QUOTE_WITHIN + 1])
    if opening is None:
        return None
    between = rest[: opening.start(1)].strip()
    if between and between[-1] not in ".!?:":
        return None
    closing = _closing_quote(rest[opening.start(1) :])
    if closing is None:
        return None
    inner = rest[opening.start(1) + 1 : opening.start(1) + closing]
    if len(inner.split()) < _MIN_QUOTED_WORDS:
        return None
    after = rest[opening.start(1) + closing + 1 :]
    if not after.strip() or not after[:1].isspace():
        return None
    own, more = _strip_paragraph(after.strip())
    return f"{_strip_quotes(paragraph[:end])} {between} {own}".strip(), more


_HEAD_CHARS = 300


def _announced_after_colon(paragraph: str) -> tuple[str, bool] | None:
    """The paragraph without what a colon announces ("Found this on reddit: ..."), and whether
    the paragraphs after it are material too; None when no colon announces anything."""
    for colon in mw.COLON.finditer(paragraph):
        start = _sentence_start(paragraph, colon.start())
        # What announces is in the words just before the colon: read at most `_HEAD_CHARS` of
        # them, so a paragraph of many colons and no full stop costs time in its length, not
        # its square ("Note: I am a doctor: Note: ..." 32,000 characters long).
        words_start = max(start, colon.start() - _HEAD_CHARS)
        head_words = paragraph[words_start : colon.start()]
        if not mw.ANNOUNCES.search(head_words) or _ABOUT_ME.search(head_words):
            continue  # "..., but about me: i'm a wedding photographer" introduces the user
        head, tail = (
            paragraph[: _lead_start(head_words, words_start, start)],
            paragraph[colon.end() :].lstrip(),
        )
        end = None
        if tail and tail[0] in mw.OPENING_QUOTES:
            closing = _closing_quote(tail)
            end = None if closing is None else closing + 1
            # only the quoted material goes; the user's words after stay
        else:
            resume = _RESUME.search(tail)
            # "Story idea: a dragon who hates gold. Anyway, I'm allergic to latex."
            end = resume.start() if resume is not None and resume.start() > 0 else None
            postscript = _POSTSCRIPT.search(tail)
            if postscript is not None and end is not None and end >= postscript.start():
                end = None  # "Best, Priya. P.S. I'm moving to Madrid": still hers
            signed = _SIGNED_OFF_INLINE.search(tail)
            if signed is not None and (end is None or signed.end() < end):
                # "it says: Hi Jordan, ... by Friday! Best, Priya. so the money is good but"
                end = signed.end()
        if end is None:
            return _strip_quotes(head), True
        rest, more = _strip_paragraph(tail[end:])
        return _strip_quotes(head) + " " + rest, more
    return None


def _lead_start(head_words: str, offset: int, start: int) -> int:
    """Where the words that announce material begin: the clause of the sentence before the
    colon that announces last, when clauses of the user's own come before it in one run-on
    sentence ("just got back from the food bank, I volunteer there Saturday mornings, anyway
    my mentor sent feedback and I want your take, here's what she wrote:"); else the sentence's
    start. `head_words` begin at `offset` in the paragraph."""
    matches = list(mw.ANNOUNCES.finditer(head_words))
    if not matches:
        return start
    last = matches[-1]
    clause = max(head_words.rfind(mark, 0, last.start()) for mark in (", ", "; "))
    return offset + clause if clause > 0 else start


def _sentence_start(text: str, position: int) -> int:
    starts = [text.rfind(mark, 0, position) for mark in (". ", "! ", "? ", "\n")]
    best = max(starts)
    return best + 1 if best >= 0 else 0


def _sentence_end(text: str, position: int) -> int:
    match = re.compile(r"[.!?:](?=\s|$)|\n").search(text, position)
    return match.end() if match else len(text)


def _closing_quote(text: str) -> int | None:
    closing = mw.CLOSING_QUOTES.get(text[0], text[0])
    index = text.find(closing, 1)
    while index != -1 and closing == "'" and index + 1 < len(text) and text[index + 1].isalnum():
        index = text.find(closing, index + 1)  # an apostrophe inside a word ("I'm") is not the end
    return index if index != -1 else None


def _strip_quotes(paragraph: str) -> str:
    def cut(match: re.Match[str]) -> str:
        inner = match.group(0)[1:-1]
        if len(inner.split()) < _MIN_QUOTED_WORDS or _TITLE.fullmatch(inner):
            return match.group(0)
        return " "

    return _QUOTED.sub(cut, paragraph)
