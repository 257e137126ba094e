"""The words and patterns the statement reader uses: moods, subjects, stances, habits, events.

Data for `statements.py`: each pattern recognises one structural cue (a question, a request, a
first-person subject, a preference verb with its polarity, a habit, a life event, a transient
time, a policy word that no user preference about answers contains). `tidy` normalises chat
spelling before any of them run.
"""

from __future__ import annotations

import re

TYPOS = {
    "i": "I",
    "im": "I'm",
    "ive": "I've",
    "ill": None,  # "ill" is a word too; only "i'll" is fixed
    "id": None,
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "wont": "won't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "wouldnt": "wouldn't",
    "shouldnt": "shouldn't",
    "couldnt": "couldn't",
    "thats": "that's",
    "u": "you",
    "ur": "your",
    "pls": "please",
    "plz": "please",
    "rly": "really",
    "prolly": "probably",
    "gonna": "going to",
    "wanna": "want to",
    "gotta": "have to",
    "alergic": "allergic",
    "allergik": "allergic",
    "alergy": "allergy",
    "alergies": "allergies",
    "vegitarian": "vegetarian",
    "vegeterian": "vegetarian",
    "favourite": "favourite",
}


TYPO_WORD = re.compile(
    r"(?<![\w'])(" + "|".join(k for k, v in TYPOS.items() if v) + r")(?![\w'])", re.I
)


LOWER_I = re.compile(r"(?<![\w'])i(?=(?:'m|'ve|'d|'ll|’m)?(?![\w']))")


EMOJI = re.compile(
    r"[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200d]+|(?<!\w)[:;=8][-']?[()\[\]dDpP/\\|]+(?!\w)"
    r"|<3+"
)


TRAILING_NOISE = re.compile(
    r"(?:[\s,]+(?:lol|lmao|rofl|haha+|hehe+|xd|tbh|imo|imho|lol+|btw|fyi|:\)|;\)|xx+|ha))+[\s.!]*$",
    re.I,
)


LEADING_FILLER = re.compile(
    r"^(?:(?:oh|ah|and|but|so|also|btw|b\.t\.w\.|by\s+the\s+way|anyway|anyways|honestly|tbh"
    r"|fyi|ps|p\.s\.|just\s+so\s+you\s+know|for\s+the\s+record|for\s+context|for\s+reference"
    r"|fun\s+fact|side\s+note|heads\s+up|oh\s+and|lol|haha+|hmm+|um+|uh+|basically|seriously"
    r"|funny\s+enough|funnily\s+enough|to\s+be\s+honest|in\s+fact|as\s+you\s+know|oh\s+well"
    r"|wow|omg|ugh|sigh|hey|hi|hello|quick\s+(?:note|thing)|one\s+more\s+thing)"
    r"\s*[,!.:;\-–—]*\s+"
    r"|(?:yeah|yes|yep|yup|no|nope|nah|ok|okay|well|like|actually|just|remember|look|listen"
    r"|right|sure|cool|great|thanks|thank\s+you|true)\s*[,!.:;\-–—]+\s*)+",
    re.I,
)


def tidy(sentence: str) -> str:
    """The sentence with common typos fixed, emoji and leading/trailing chat noise removed."""
    text = sentence.replace("’", "'").replace("‘", "'").replace("`", "'")
    text = EMOJI.sub(" ", text)
    text = TYPO_WORD.sub(lambda m: _fix(m.group(1)), text)
    text = LOWER_I.sub("I", text)
    text = " ".join(text.split())
    text = TRAILING_NOISE.sub("", text)
    previous = None
    while previous != text:
        previous = text
        text = LEADING_FILLER.sub("", text)
    return text.strip(" ,;:-–—")


def _fix(word: str) -> str:
    fixed = TYPOS[word.lower()]
    assert fixed is not None
    return fixed


# -- mood: questions, requests, hypotheticals, sarcasm ---------------------------------------------


QUESTION_START = re.compile(
    r"^(?:(?:do|does|did|can|could|would|should|will|shall|is|are|am|was|were|have|has|had|may"
    r"|might|must)(?:n't)?\s+(?:you|I|we|it|there|this|that|they|he|she|my|your|anyone|someone"
    r"|the|a|an)\b|(?:what|how|why|where|which|who|whom|whose|when)(?:'s|'re|\s)|any\s+(?:tips"
    r"|ideas|advice|suggestions|recommendations|thoughts)|is\s+it\s+(?:ok|okay|bad|safe|true)"
    r"|wonder(?:ing)?\s+(?:if|whether)|I\s+wonder)",
    re.I,
)


REQUEST_START = re.compile(
    r"^(?:(?:can|could|would|will)\s+you|please|pls|help|write|draft|rewrite|give|tell|show|make"
    r"|find|suggest|recommend|list|explain|describe|create|generate|book|plan|check|send|remind"
    r"|let's|lets|let\s+me|i\s+need\s+(?:a|an|some|help|you\s+to)|i(?:'d|\s+would)\s+like\s+(?:a"
    r"|an|some|help|to\s+know|you\s+to|to\s+(?:book|order|reserve|get|find|check|ask|see|make|send"
    r"|buy|write|run|fix|change|update|add|remove|try|use|cancel|know))|i\s+want\s+(?:a|an|some"
    r"|to\s+(?:know|book|order|reserve|get|find|check|ask|see|make|send|buy|write|run|fix|change"
    r"|update|add|remove|try|use|cancel|build|create|set\s+up|install))|i\s+have\s+(?:a|an|one"
    r"|another|some)\s+(?:quick\s+|small\s+|big\s+)?(?:question|doubt|problem|issue|bug|error"
    r"|meeting|call|appointment|interview|exam|test|deadline|presentation|request|task|idea)"
    r"|i'm\s+looking\s+for|i(?:'m|\s+am)\s+trying\s+to\s+(?:figure|work|find|get|fix|sort|decide"
    r"|understand|choose|pick|write|make|set|learn\s+how)"
    r"|looking\s+for|need\s+(?:a|an|some|help)|compare|calculate|convert|summari[sz]e|translate"
    r"|proofread|fix|edit|add|remove|update|change|put|set|go\s+ahead|try|pick|choose|do\s+(?:a"
    r"|the|it|that|this))\b",
    re.I,
)


HYPOTHETICAL = re.compile(
    r"^(?:if|unless|whether|suppose|supposing|imagine|pretend|hypothetically|what\s+if|say\s+I"
    r"|assuming|in\s+case|should\s+I|would\s+I|could\s+I|do\s+I)\b|\b(?:if\s+I\s+(?:were|was|had"
    r"|became|moved|lived|got)|would\s+I|I\s+(?:might|may)\s+(?:be|have)|as\s+if|in\s+theory"
    r"|were\s+I)\b",
    re.I,
)


SARCASM = re.compile(
    r"(?i:^(?:oh\s+)?(?:sure|great|yeah\s+right|wonderful|fantastic|perfect|just\s+great|oh\s+joy"
    r"|totally|yeah\s+totally|oh\s+definitely|of\s+course|as\s+if|lucky\s+me"
    r"|my\s+favou?rite\s+thing)\b[,!.]|/s\b|\b(?:truly|really)\s+(?:my|a)\s+dream\b"
    r"|\bliving\s+the\s+dream\b|\bjust\s+what\s+I\s+(?:needed|wanted)\b|\blove\s+that\s+for\s+me\b"
    r"|,\s*obviously\W*$)|\b(?:not|NOT)!\s*$|\bI\s+(?:LOVE|ADORE)\b",
)

# -- subjects -------------------------------------------------------------------------------------


HOUSEHOLD = (
    r"(?:partner|husband|wife|spouse|boyfriend|girlfriend|fianc[eé]e?|hubby|kids?|children|child"
    r"|sons?|daughters?|baby|babies|toddler|twins|family|household|dog|dogs|cat|cats|puppy|kitten"
    r"|pets?|bunny|rabbit|hamster|parrot|horse)"
)


BODY = (
    r"(?:back|lower\s+back|knees?|ankles?|wrists?|shoulders?|hips?|neck|elbows?|feet|foot|legs?"
    r"|arms?|hands?|eyes?|ears?|stomach|gut|skin|heart|lungs?|head|teeth|tooth|spine|hamstrings?"
    r"|achilles|joints?|body)"
)


SELF_SUBJECT = re.compile(
    r"^(?:I(?:'m|'ve|'d|'ll)?|me\s+and\s+(?:my\s+)?[\w-]+|my\s+[\w-]+\s+and\s+I|we(?:'re|'ve"
    r"|'d|'ll)?|me|myself)\b",
    re.I,
)


MY = re.compile(
    r"^(?P<owner>my|our)\s+(?P<what>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<verb>is|are"
    r"|was|were|has|have|had|'s|'re|keeps?|gets?|hurts?|started|stopped|looks?|seems?"
    r"|needs?|turned|turns|just|will|won't|can't|doesn't|don't|isn't|aren't|never"
    r"|always|loves?|hates?|died|passed|got|became|lives?|works?|called|named|\d)\b",
    re.I,
)


DROPPED_SUBJECT = re.compile(
    r"^(?:(?:allergic|intolerant|lactose\s+intolerant|vegetarian|vegan|pescatarian|coeliac|celiac"
    r"|diabetic|pregnant|gluten[- ]free|dairy[- ]free)(?=\s*(?:$|[,.!;]|too\b|btw\b|here\b|now\b"
    r"|since\b|for\b|to\b|and\b|so\b|myself\b))|(?:really\s+|absolutely\s+|totally\s+)?(?:love"
    r"|loving|hate|hating|adore|enjoy|prefer|dislike|detest|loathe)|can't\s+stand|cannot\s+stand"
    r"|not\s+(?:a\s+)?(?:big\s+|huge\s+)?fan|(?:big|huge)\s+fan|obsessed\s+with|into|working\s+as"
    r"|working\s+at|living\s+in|moving\s+to|training\s+for|learning|studying|trying\s+to"
    r"|currently|recently|just\s+(?:started|moved|got|adopted|finished|bought|joined|quit)"
    r"|started|moved|adopted|got\s+(?:a|my|married|engaged|promoted|divorced)|never|always"
    r"|usually|only|no\s+longer|not\s+really\s+into|definitely\s+not|rather\s+not|would\s+rather"
    r"|don't|do\s+not|won't|can't|used\s+to|been|back\s+from|off\s+to|heading\s+to)\b",
    re.I,
)


INTRODUCTION = re.compile(
    r"^(?:meet|this\s+is|say\s+hi\s+to|say\s+hello\s+to|introducing|here's|here\s+is)\s+"
    r"(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*,?\s+(?:my|our)\s+(?P<what>(?:new\s+|little"
    r"\s+|baby\s+|rescue\s+)*[\w-]+)",
)


OTHERS = (
    r"(?:mum|mom|mother|dad|father|parents?|sister|brother|sibling|aunt|uncle|cousin|grand\w+"
    r"|friend|friends|boss|manager|colleague|colleagues|coworker|coworkers|co-worker|neighbou?r"
    r"|roommate|flatmate|landlord|teacher|doctor|therapist|client|clients|team|nephew|niece"
    r"|in-laws?|ex|students?|customers?|employees?|users?|guests?|mates?|buddy|pal)"
)
OTHER_PERSON = re.compile(rf"^(?:my|our)\s+(?:\w+\s+)?{OTHERS}\b", re.I)

# -- instructions ---------------------------------------------------------------------------------


DIRECTIVE = re.compile(
    r"^(?:please\s+)?(?:(?:always|never|don't|do\s+not|stop|no\s+more|avoid|only|keep|use|answer"
    r"|reply|respond|write|talk|speak|address|call\s+me|refer\s+to\s+me|give\s+me|format|include"
    r"|add|skip|start|end|sign\s+off|be\s+(?:more\s+|less\s+)?\w+|make\s+(?:it|them|your|sure)"
    r"|explain|show|put)\b|from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|when(?:ever)?"
    r"\s+you\s+(?:answer|reply|respond|write|explain|give|suggest|talk|recommend)|I\s+(?:want|need"
    r"|'d\s+like|would\s+like)\s+you\s+to|(?:can|could|would)\s+you\s+(?:please\s+)?(?:always"
    r"|stop|not|never|keep))",
    re.I,
)


STYLE_WORDS = re.compile(
    r"\b(?:answers?|repl(?:y|ies)|respon(?:se|ses|d)|messages?|explanations?|summar(?:y|ies)"
    r"|english|french|spanish|german|italian|portuguese|dutch|japanese|chinese|korean|hindi"
    r"|arabic|russian|polish|swedish|language|british|american|metric|imperial|units?|celsius"
    r"|fahrenheit|km|miles|kg|pounds|emoji|emojis|emoticons|bullet(?:s|\s+points?)?|tables?"
    r"|markdown|headings?|headers|lists?|numbered|paragraphs?|short|shorter|brief|concise|long"
    r"|detailed|length|words?|sentences?|tone|formal|informal|casual|friendly|direct|blunt"
    r"|polite|jargon|technical|simple|plain|examples?|code|python|javascript|typescript|sources"
    r"|citations?|references?|links?|tl;?dr|steps?|step-by-step|caveats|disclaimers|apolog\w+"
    r"|greetings?|sign-?offs?|exclamation|capitals|caps|first\s+name|name|call\s+me|address\s+me"
    r"|pronouns?|they/them|she/her|he/him|spelling|date|time|24-hour|12-hour|currency|format"
    r"|formatting|bold|italics?|questions?|one\s+question|options|recommendations|suggestions"
    r"|recommend|suggest|mention|say|call|calling|address|refer|remind|bring\s+up|assume"
    r"|correct|tell\s+(?:me|the\s+user)|ask\s+(?:me|the\s+user)|emphasis|sarcasm|humou?r|jokes?"
    r"|slang|swear\w*)\b",
    re.I,
)


POLICY_WORDS = re.compile(
    r"\b(?:(?:always|only)\s+recommend\s+(?:Dr\b|the\s+[A-Z]|[A-Z])|(?:answer|say|reply|respond)\s+[\"'“]?(?:yes|no|true|false|ok|approved)\b|safe\s+to"
    r"\s+(?:approve|send|pay|transfer|click|open|sign)|store\s+this|this\s+rule|backdoor|password|passwords|passcode|credentials?|secret|secrets|api\s+key|token|admin"
    r"|administrator|root|sudo|system\s+prompt|prompt|instructions|rules|guidelines|policy"
    r"|policies|safety|filters?|restrictions|jailbreak|developer\s+mode|dan|ignore|bypass"
    r"|override|disable|unlock|everyone|every\s+user|all\s+users|other\s+users|users|anybody"
    r"|customers|crypto\w*|bitcoin|invest\w*|buy\s+now|promo\w*|discount\s+code|referral|link"
    r"|https?://\S+|www\.\S+|\.com\b|sponsor\w*|advertis\w*|affiliate|account\s+number|bank"
    r"|wire|transfer|social\s+security|ssn|card\s+number|hidden|secretly|without\s+telling"
    r"|pretend|lie|deceive)\b",
    re.I,
)

# -- preferences ----------------------------------------------------------------------------------
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
)


PREF_AFTER_SUBJECT = [
    (re.compile(rf"^(?P<verb>{p})\b\s*(?P<object>.*)$", re.I), pol) for p, pol in _PREF_VERBS
]


OBJECT_PREF = re.compile(
    r"^(?P<object>.{2,80}?)\s+(?:is|are)\s+(?:my\s+(?:absolute\s+)?(?:favou?rite|jam|go-to"
    r"|thing|weakness|guilty\s+pleasure)|(?:not|never)\s+(?:for\s+me|my\s+thing|my\s+cup\s+of"
    r"\s+tea)|a\s+(?:hard\s+)?(?:no|pass|dealbreaker|deal\s+breaker)\s+for\s+me|the\s+worst"
    r"|overrated|a\s+nightmare\s+for\s+me)\b",
    re.I,
)


FRAGMENT_PREF = re.compile(
    r"^(?:(?P<a>[\w' -]{2,40}?)\s+only\b|nothing\s+(?P<b>[\w' -]{2,40})$"
    r"|(?P<c>[\w' -]{2,40}?)\s+(?:is|are)"
    r"\s+(?:a\s+)?(?:no|must|non-negotiable|sacred|essential|out)\b(?:\s+for\s+me)?)",
    re.I,
)


NO_X_FOR_ME = re.compile(r"^no\s+(?P<object>.{2,60}?)\s+for\s+me\b", re.I)


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

# -- retractions ----------------------------------------------------------------------------------


RETRACT = re.compile(
    r"^(?:please\s+)?(?:forget|ignore|disregard|scratch|delete|remove|drop|never\s+mind)\s+"
    r"(?:about\s+)?(?:that|what\s+I\s+said\s+about|the\s+(?:bit|part|thing)\s+about|my|the\s+fact"
    r"\s+that|I\s+(?:said|told\s+you|mentioned))\s*(?P<what>.*)$"
    r"|^I(?:'m|\s+am)\s+(?:actually\s+)?not\s+(?P<what2>.+?)\s+any\s*more\b"
    r"|^I\s+(?:don't|do\s+not|no\s+longer)\s+(?P<what3>.+?)\s+any\s*more\b"
    r"|^I(?:'m|\s+am)\s+no\s+longer\s+(?P<what4>.+)$"
    r"|^I(?:'m|\s+am)\s+not\s+(?:actually\s+)?allergic\s+to\s+(?P<what5>anything|any\s+\w+)"
    r"|^I\s+no\s+longer\s+(?P<what6>.+)$"
    r"|^I\s+(?:was|got\s+it)\s+wrong\s+about\s+(?P<what7>.+)$"
    r"|^(?:that's|that\s+is)\s+(?:not\s+true|wrong)\s+any\s*more",
    re.I,
)


COME_ROUND = re.compile(
    r"^I(?:'ve|\s+have)?\s+(?:actually\s+)?(?:come\s+(?:round|around)\s+to|warmed\s+up\s+to"
    r"|gotten\s+into|got\s+into|started\s+(?:liking|to\s+like|enjoying))\s+(?P<object>.+)$"
    r"|^I(?:'m|\s+am)\s+(?:actually\s+|totally\s+)?(?:fine|ok|okay|good|cool)\s+with\s+"
    r"(?P<object2>.+?)(?:\s+now|\s+these\s+days|\s+after\s+all)\b",
    re.I,
)

# -- facts ----------------------------------------------------------------------------------------


LIFE_EVENT = re.compile(
    r"\b(?:started|start(?:ing)?\s+(?:a|my)\s+new|began|joined|quit|resigned|retired|was\s+laid"
    r"\s+off|got\s+laid\s+off|lost\s+my\s+job|was\s+fired|got\s+fired|got\s+(?:a|the)\s+(?:new\s+)?"
    r"(?:job|position|role|promotion|offer)|got\s+promoted|was\s+promoted|moved|relocated"
    r"|adopted|rescued|got\s+(?:a|an|my|our)\s+(?:new\s+)?(?:puppy|dog|cat|kitten|pet|car|house"
    r"|flat|apartment|bike)|bought\s+(?:a|an|our|my)\s+(?:new\s+)?(?:house|home|flat|apartment"
    r"|car|bike|place)|married|got\s+married|engaged|got\s+engaged|divorced|got\s+divorced|broke"
    r"\s+up|split\s+up|separated|graduated|finished\s+(?:my|the)\s+(?:degree|course|phd|masters"
    r"|studies)|enrolled|signed\s+up|had\s+(?:a\s+)?(?:baby|surgery|an\s+operation|twins)"
    r"|gave\s+birth|was\s+born|diagnosed|injured|hurt|broke\s+my|sprained|tore|twisted|pulled|fell"
    r"|passed\s+away|died|lost\s+(?:my|our)|switched|became|turned\s+\d+|took\s+up|gave\s+up|picked"
    r"\s+up|stopped|opened|launched|founded|sold\s+(?:my|our))\b",
    re.I,
)


PRESENT_STATE = re.compile(
    r"^(?:I(?:'m|\s+am|'ve\s+got|\s+have|'ve|\s+own|\s+work|\s+live|\s+study|\s+teach|\s+speak"
    r"|\s+play|\s+run|\s+use|\s+do|\s+go|\s+take|\s+drive|\s+ride|\s+volunteer|\s+coach|\s+write"
    r"|\s+paint|\s+cook|\s+bake|\s+grow|\s+keep|\s+need|\s+want|\s+plan|\s+hope|\s+collect"
    r"|\s+practi[cs]e|\s+train|\s+sing|\s+make|\s+read|\s+watch|\s+follow|\s+support|\s+believe"
    r"|\s+identify|\s+am\s+\w+|\s+(?:still|also|usually|always|normally|currently|now|really)\s+\w+)"
    r"|(?:my|our)\s+)",
    re.I,
)


PLAN = re.compile(
    r"\b(?:planning\s+(?:to|on)|plan\s+to|hoping\s+to|hope\s+to|would\s+love"
    r"\s+to|'d\s+love\s+to|(?:going\s+to|gonna|will|'ll)\s+(?:move|start|apply|study|learn|train|run"
    r"|quit|retire|visit|travel|adopt|marry|buy|open|launch|take\s+up|try\s+to)|training\s+for|saving\s+(?:up\s+)?for|preparing\s+for"
    r"|studying\s+for|applying|trying\s+to|about\s+to|next\s+(?:week|month|year|spring|summer"
    r"|autumn|fall|winter)|dream\s+(?:is|of)|goal\s+is|aim\s+is)\b",
    re.I,
)


MIN_CONTENT_WORDS = 1


MAX_CONTENT_CHARS = 240


HEDGE = re.compile(
    r"\b(?:I\s+think|I\s+guess|I\s+suppose|maybe|perhaps|probably|possibly|might|kind\s+of|kinda"
    r"|sort\s+of|a\s+bit|I'm\s+not\s+sure|not\s+sure|I\s+believe|seems?|apparently)\b",
    re.I,
)


CONTENT_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}|\d+")


STOP = frozenset(
    "the and but for with that this have has had are was were been being you your they them their"
    " its it's i'm i've i'd i'll not don't can't won't just really very too also so then than"
    " what when where which who how about into from over out off our ours we're".split()
)


HEDGE_PREFIX = re.compile(
    r"^(?:I\s+(?:think|guess|suppose|believe|feel\s+like|reckon)|I'm\s+(?:pretty\s+)?sure"
    r"|probably|maybe|perhaps)\s*,?\s+(?=I\b|I'|my\b|we\b)",
    re.I,
)


COMPANION = re.compile(
    r"^(?:me\s+and\s+(?P<a>(?:my\s+|our\s+)?[\w-]+)|(?P<b>(?:my|our)\s+[\w-]+)\s+and\s+(?:I|me)"
    r"|I\s+and\s+(?P<c>(?:my|our)\s+[\w-]+))\s+",
    re.I,
)


TRANSIENT = re.compile(
    r"^I(?:'m|\s+am)\s+(?:so\s+|really\s+|very\s+|a\s+bit\s+|just\s+|kinda\s+|pretty\s+)*(?:tired"
    r"|fine|good|ok|okay|great|happy|sad|bored|hungry|thirsty|busy|sure|sorry|glad|excited|back"
    r"|home|here|done|ready|confused|lost|stuck|curious|late|free|off|in|out|up|down|sick|cold|hot"
    r"|stressed|exhausted|nervous|worried|annoyed|angry|upset|jealous|proud|thrilled|impressed"
    r"|shocked|surprised|amazed|relieved|grateful|thankful|blessed|lucky|fortunate|jealous|joking"
    r"|kidding|serious|not\s+sure|wondering|thinking|asking|saying|trying|going|leaving|off"
    r"|talking|listening|watching|looking|waiting|working\s+on\s+it|on\s+it|in\s+love|over\s+it"
    r"|obsessed|dying|crying|screaming|laughing|dead)\b(?!\s+(?:to|of|with|about|at|for|from)\b)",
    re.I,
)


FIRST_PERSON = re.compile(
    r"\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|our|ours|us)\b"
)


FIRST_PERSON_CI = re.compile(
    r"(?<![\w'])(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|we're|we've|our|ours)(?![\w'])", re.I
)


REACTION_LEAD = re.compile(
    r"^(?:(?:\w+[,!]?\s+){0,2}(?:because|cause|cos|coz|since|so|but|and|as)\s+|(?:no|yes|yeah|yep|nah"
    r"|ok|okay|well|good|great|grand|fine|sure|right|true|exactly|same|honestly|lol|haha)\s+)(?=(?:I|I'm"
    r"|I've|I'd|my|we)\b)",
    re.I,
)


HABIT = re.compile(
    r"\b(?:always|never|usually|normally|typically|generally|every\s+(?:day|night|morning|evening"
    r"|week|weekend|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|summer|winter|single)|each\s+(?:day|week|morning)|on\s+(?:mondays|tuesdays|wednesdays"
    r"|thursdays|fridays|saturdays|sundays|weekends|weekdays)|(?:mondays|tuesdays|wednesdays"
    r"|thursdays|fridays|saturdays|sundays|weekends|mornings|evenings|nights)\b|daily|weekly"
    r"|nightly|year[- ]round|all\s+year|all\s+the\s+time|most\s+days|\w+\s+days?\s+a\s+week"
    r"|times?\s+a\s+(?:day|week|month)|these\s+days|for\s+years|since\s+\d{4}|since\s+i\s+was"
    r"|my\s+whole\s+life|religiously|non-negotiable|dealbreaker|deal\s+breaker)\b",
    re.I,
)
"""How often: a habit ("every Friday", "always", "on weekends")."""


STANCE = re.compile(
    r"\b(?:love|loves|loved|adore|adores|enjoy|enjoys|likes|liked|prefer|prefers|fan|favou?rite"
    r"|hate|hates|dislike|dislikes|detest|loathe|despise|can't\s+stand|cannot\s+stand|rather"
    r"|avoid|avoids|(?:scared|afraid|terrified|wary)\s+of|obsessed\s+with|(?:I'm|am|really|so)"
    r"\s+into|sick\s+of|tired\s+of|useless|scam|overrated|works?\s+for\s+me|not\s+for\s+me"
    r"|(?:a\s+)?no\s+for\s+me|my\s+(?:thing|jam|go-to|happy\s+place|guilty\s+pleasure|weakness)"
    r"|go-to|sacred|out\s+for\s+me)\b|(?<![\w'])I(?:\s+[\w']+){0,2}\s+like\b",
    re.I,
)
"""A liking or an aversion ("can't stand", "my go-to", "I really like")."""


TRANSIENT_TIME = re.compile(
    r"\b(?:today|tonight|right\s+now|at\s+the\s+moment|this\s+(?:morning|afternoon|evening)"
    r"|just\s+now|atm|rn|currently\s+(?:lying|sitting|eating|drinking|watching)|going\s+back\s+to"
    r"|on\s+my\s+way|about\s+to)\b",
    re.I,
)


NEGATIVE = re.compile(
    r"\b(?:hate|hates|hated|dislike|detest|loathe|despise|can't\s+stand|cannot\s+stand|can't\s+bear"
    r"|rather\s+not|avoid|never|no\s+longer|not\s+(?:a\s+)?(?:big\s+)?fan|not\s+into|not\s+for\s+me"
    r"|don't|do\s+not|doesn't|won't|wouldn't|can't|cannot|no\s+\w+|useless|scam|overrated|worst"
    r"|nightmare|problem|sick\s+of|tired\s+of|scared|afraid|terrified|allergic|intolerant|out)\b",
    re.I,
)


SECOND_PERSON = re.compile(
    r"(?<![\w'])(?:you|your|yours|yourself|you're|you've|you'll|you'd|u|ur)(?![\w'])", re.I
)


STATE = re.compile(
    r"^(?:I(?:'m|\s+am)\s+(?!going\s+to\b|gonna\b|off\b|just\b|so\b|really\b\s+(?:tired|happy))"
    r"(?:(?:also|still|now|currently|basically|originally|actually)\s+)?(?:a|an|the)?\s*[\w-]+"
    r"|I(?:'ve|\s+have)\s+(?:got\s+)?(?!to\b|been\b|no\s+idea\b|a\s+(?:feeling|question|quick))(?:a|an|two"
    r"|three|four|\d+|some|my|the|no|[\w-]+)\b"
    r"|I\s+(?:(?:also|still|now|currently|mostly|mainly)\s+)?(?:work|live|study|teach|speak|own|use"
    r"|volunteer|coach|play|run|cook|bake|grow|keep|collect|practi[cs]e|train|sing|paint|write|draw"
    r"|knit|sew|drive|ride|cycle|swim|support|follow|believe|identify|belong|rent|share|commute"
    r"|manage|lead|run|look\s+after|care\s+for|go\s+to|attend|take|suffer|struggle|need|want"
    r"|hope|plan|dream|wish)\b"
    r"|(?:my|our)\s+(?:[\w'-]+\s+){0,2}?(?:name|job|work|boss|birthday|husband|wife|partner"
    r"|boyfriend|girlfriend|fianc\w*|kids?|son|daughter|children|baby|dog|cat|puppy|kitten|pet"
    r"|family|parents?|mum|mom|dad|brother|sister|home|house|flat|apartment|place|town|city"
    r"|hometown|school|university|uni|degree|major|team|car|bike|back|knees?|ankles?|wrists?"
    r"|shoulders?|hips?|neck|stomach|health|doctor|diet|allerg\w+|condition|goal|plan|dream"
    r"|hobby|favou?rite\s+[\w-]+|role|title|company|office|shift|hours|schedule|routine"
    r"|commute|budget|salary|rent|mortgage|age)\s+(?:is|are|was|were|has|have|'s|'re|just"
    r"|keeps?|gets?|hurts?|died|passed|turned|turns|started|lives?|works?|called|named)\b"
    r"|(?:allergic|intolerant|vegetarian|vegan|pescatarian|coeliac|celiac|diabetic|pregnant"
    r"|retired|married|divorced|single|engaged|widowed|gluten[- ]free|dairy[- ]free)\b)",
    re.I,
)


IMPERATIVE_START = re.compile(
    r"^(?!I\b|I'|my\b|we\b|our\b)(?:[A-Z][a-z]+,\s+)?(?:distract|tell|send|give|call|text|let"
    r"|show|help|wish|pray|keep|look|come|go|get|take|bring|stop|don't|do|remind|ask|check"
    r"|guess|imagine|picture|meet\s+me|hit\s+me|talk|listen|watch|read|try|make|say|hold|wait"
    r"|hang|calm|chill|relax|enjoy|have\s+fun|be\s+(?:careful|safe|nice))\b",
    re.I,
)


PAST_NARRATIVE = re.compile(
    r"\b(?:I|we|I've|we've)\s+(?:just\s+|finally\s+|already\s+|also\s+|actually\s+|literally\s+"
    r"|only\s+|even\s+|then\s+|totally\s+|kind\s+of\s+|kinda\s+)?(?:\w+ed|went|saw|ate|drank"
    r"|had|did|made|took|came|got|met|found|bought|thought|felt|gave|knew|left|lost|paid|ran|sold"
    r"|sent|spent|told|wrote|broke|fell|flew|forgot|grew|began|won|rode|swam|sang|sat|slept|stood"
    r"|woke|wore|chose|caught|held|kept|said|heard|built|drew|was|were|been|eaten|seen|done|gone"
    r"|watched|visited|tried)\b",
    re.I,
)


CLAUSE_SPLIT = re.compile(
    r"\s*[,;:]\s+|\s+(?:but|though|although|so|because|since|cos|cause|and\s+(?=I\b|I'|my\b|we\b))\s+",
    re.I,
)


_ACTIVITY = (
    r"(?:eat|drink|have|take|do|fly|drive|ride|use|wear|buy|book|watch|read|play|go|stay|sit"
    r"|sleep|work|travel|touch|order|cook|stand|bear|handle|tolerate|stomach|digest|afford|own"
    r"|smoke|check|pay|trust|shop|carry|bring|swim|run|walk|cycle|bike|listen|talk|answer|do)"
)
CONSTRAINT = re.compile(
    rf"\b(?:I\s+(?:(?:really|just|absolutely|simply|honestly)\s+)?(?:won't|will\s+not|refuse\s+to"
    rf"|don't|do\s+not|never|can't|cannot|no\s+longer|only)\s+(?:\w+\s+)?{_ACTIVITY}"
    r"|I\s+(?:stick\s+to|stay\s+(?:off|away)|avoid|steer\s+clear|draw\s+the\s+line|gave\s+up"
    r"|learn\s+best|work\s+best|sleep\s+best|prefer)"
    r"|(?:makes?|gives?|give|drives?|turns?)\s+(?:me|my)\s+(?!\w+\s+(?:laugh|smile|day)\b)"
    r"|(?:is|are)\s+(?:my\s+happy\s+place|where\s+my\s+heart|hell\s+for\s+me|a\s+no\b"
    r"|risky\s+for\s+me|too\s+\w+\s+for\s+me)|all\s+the\s+way\s+for\s+me|gotta\s+be"
    r"|has\s+to\s+be|have\s+to\s+be|needs?\s+to\s+be"
    r"|(?:^|,\s*)(?:zero|no)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:please|for\s+me|thanks|ever)\b"
    r"|doc(?:tor)?'s\s+got\s+me)",
    re.I,
)
"""A constraint the user lives by ("I won't fly", "I only use", "makes my skin crawl")."""


FP_SUBJECT = re.compile(
    rf"(?<![\w'])(?:I|I'm|I've|I'd|I'll|(?:my|our)(?!\s+(?:\w+\s+)?{OTHERS}\b)|mine|myself|we"
    r"|we're|we've)(?![\w'])|\bfor\s+me\b"
    r"|\b(?:makes?|gives?|drives?|turns?|gets?|keeps?)\s+(?:me|my)\b",
    re.I,
)


IDIOM = re.compile(
    r"\bno\s+(?:idea|promises|worries|way|problem|rush|clue|pressure|doubt|joke|kidding|offence"
    r"|offense|big\s+deal|chance|thanks|matter|comment|excuses|regrets|shame|judgement|judgment)\b"
    r"|\bcan't\s+wait\b|\bcannot\s+wait\b",
    re.I,
)


PRONOUN_OBJECT = re.compile(
    r"\b(?:love|loved|like|liked|hate|hated|adore|enjoy|enjoyed|prefer|dislike)\s+(?:it|that|this|them"
    r"|those|these|her|him|you|u|ya)\b",
    re.I,
)


PAST_VERB = re.compile(
    r"^I\s+(?:just\s+|finally\s+|recently\s+|also\s+|actually\s+)?(?:\w+ed|went|saw|ate|drank"
    r"|had|did|made|took|came|got|met|watched|visited|tried|spent|bought|found|read|heard|told"
    r"|said|thought|felt|left|ran|rode|swam|sang|wrote|won|lost|gave|sent|paid|was|were)\b",
    re.I,
)


DEICTIC_OBJECT = re.compile(
    r"^(?:the|this|that|these|those|your)\s+(?:[\w-]+\s+){0,2}?(?:option|options|one|ones|design"
    r"|idea|ideas|version|draft|suggestion|suggestions|answer|reply|list|layout|rewrite|edit|edits"
    r"|change|changes|result|results|photo|photos|picture|pictures|plan|recipe|itinerary|email"
    r"|message|text|wording|summary|table|chart|pic|pics)\b(?!\s+(?:with|that|which|where|from))"
    r"|^(?:it|that|this|them|those|these)\b",
    re.I,
)
"""Objects that point at something in the conversation ("the second option"): reactions."""
NEGATIVE_STATE = re.compile(
    r"^I\s+(?:don't|do\s+not|didn't|never)\s+(?:have|own|know|think|remember|believe|get|see"
    r"|understand|mind|care|take\s+any)\b|^I(?:'m|\s+am)\s+(?:not|no)\b(?!\s+(?:a\s+)?(?:big\s+"
    r"|huge\s+|great\s+)?(?:fan|into|keen|fond|crazy|big\s+on|really\s+into|a\s+morning|a\s+night"
    r"|much\s+of))|^(?:no|not)\s+\w+\s+(?:as\s+far|that\s+I\s+know)|^I\s+have\s+no\b",
    re.I,
)
"""What the user is not or does not have ("I don't have kids", "I'm not vegan"): no memory."""
ASSISTANT_TEXT = re.compile(
    r"\bas an ai\b|\bas a (?:large )?language model\b|\bi(?:'m| am) an ai\b|\bi hope this helps\b"
    r"|\blet me know if you (?:have|need) any\b|^\s*(?:sure|certainly|of course|absolutely|great"
    r" question)[!,.]\s+(?:here|i'd|i'll|i can|let's|below)",
    re.I,
)
"""An assistant's answer pasted back: not the user's words."""

FAVOURITE = re.compile(
    r"^(?:my|our)\s+(?:absolute\s+|all[- ]time\s+)?favou?rite\s+(?P<what>[\w' -]{2,30}?)\s+"
    r"(?:is|are|has\s+to\s+be|would\s+be)\s+(?P<object>.+)$",
    re.I,
)
""""My favourite band is Radiohead": a favourite, keyed by what kind of thing it is."""
KIND_OF_PERSON = re.compile(
    r"\b(?:more\s+of\s+)?an?\s+(?:big\s+|total\s+|real\s+)?(?P<object>[\w-]+)\s+person\b"
    r"|\b(?P<object2>night\s+owl|early\s+bird|morning\s+person|homebody|foodie|introvert"
    r"|extrovert)\b",
    re.I,
)
""""I'm more of a cat person", "I'm a night owl": a taste stated as who they are."""

LONG_AGO = re.compile(
    r"\bwhen\s+I\s+was\s+(?:\d+|a\s+(?:kid|child|teenager|baby|student)|little|young|younger)"
    r"|\bas\s+a\s+(?:kid|child|teenager|teen|baby)\b|\byears\s+ago\b|\bin\s+(?:high\s+)?school\b"
    r"|\bback\s+in\s+(?:the\s+day|\d{4})|\bgrowing\s+up\b",
    re.I,
)
"""Something long past ("when I was 8"): kept as what they said, not as who they are now."""

PRESENT_SIMPLE = re.compile(
    r"(?:^|[,;]\s*|\band\s+|\bso\s+|\bbut\s+)(?:I|we)\s+(?:(?:\w+ly|really|just|also|still|only|even"
    r"|basically|literally|usually|always|never|mostly|mainly|now|don't|do\s+not|no\s+longer)\s+)*"
    r"(?!(?:(?:like|love|hate|prefer|enjoy)\s+(?:that|this|it|those|these|them|you)\b"
    r"|think|guess|mean|know|hope|wonder|feel|see|agree|bet|suppose|reckon|promise|swear|miss"
    r"|love\s+(?:it|that|you)|need|want|wish|get\s+it|understand|remember|forgot|forget|believe"
    r"|can|could|will|would|should|might|must|may|am|was|were|had|did|said|told|went|got|made"
    r"|saw|came|took|thought|felt|heard|tried|ate|drank|gave|left|found|bought|met|ran|sent"
    r"|paid|lost|won|wrote|broke|fell|sat|slept|spent|sold|kept|held|put|let|set|cut|hit"
    r"|read\s+(?:it|that|this)|have\s+to|gotta|gonna|wanna|'m|'ve|'d|'ll)\b)"
    r"(?P<verb>[a-z]{3,})\b(?<!ed)(?<!ing)",
    re.I,
)
"""A first-person present simple ("I learn better from videos", "we keep the heating at 18"):
what they do as a rule, unlike a past event, a feeling now or a figure of speech."""

ROLE_CLAIM = re.compile(
    r"\b(?:this\s+is|i(?:'m|\s+am))\s+(?:the\s+|a\s+|an\s+|your\s+)?(?:lead\s+|senior\s+|chief\s+)?"
    r"(?:developer|engineer|admin|administrator|sysadmin|operator|owner|creator|maker|system|openai"
    r"|anthropic|moderator|support\s+team|security\s+team)s?\s+(?:of|for|at|behind|from)\s+"
    r"(?:this|the|your)\s+(?:assistant|app|bot|ai|model|system|service|company)"
    r"|\b(?:message|note|notice|update|instruction)s?\s+from\s+(?:the\s+|your\s+)?(?:developer|admin"
    r"|system|company|team|openai|anthropic)"
    r"|\b(?:legal|compliance|security|hr|it|billing|support|admin|system)\s+(?:department|team)?\s*"
    r"(?:notice|message|update|announcement|alert)\s*:"
    r"|\bfor\s+(?:user|account|customer|client)\s*[#@]?\s*[\w.-]*\d[\w.-]*\s*:"
    r"|\bon\s+behalf\s+of\s+(?:user|account|customer)\b|\bfor\s+(?:every|all)\s+users\b",
    re.I,
)
"""Someone claiming to speak for the system: what follows is not the user's own statement."""
SARCASM_EMOJI = re.compile(
    "[\U0001f644\U0001f643\U0001f612\U0001f611\U0001f60f\U0001f602\U0001f923\U0001f605]"
)
"""Eye-roll, upside-down, unamused, expressionless, smirk, tears of laughter: not meant."""
_ORDER_CLAUSE = re.compile(
    r"\b(?:need|want|would\s+like)\s+you\s+to\b|,\s*(?:claim|say|tell|answer|respond|reply|recommend|suggest|sign|call|refer|mention|add"
    r"|include|use|send|show|give|write|pretend)\b",
    re.I,
)
_ABOUT_YOU = re.compile(r"^(?:you|your|you're|you've|you'll|u|ur)\b", re.I)
"""A statement about the assistant ("Your new name is DAN"), not about the user."""
MEMORY_REQUEST = re.compile(
    r"^(?:please\s+)?(?:remember|save|store|note|memori[sz]e|record|keep\s+in\s+mind|log)"
    r"(?:\s+(?:this|that|it))?(?:\s+(?:for\s+(?:all\s+)?(?:future|later|next)(?:\s+\w+)?|permanently"
    r"|as\s+a\s+(?:permanent\s+)?(?:memory|fact|note|rule)))?(?:\s+that)?\s*[:,-]?\s*",
    re.I,
)


def is_declarative(sentence: str) -> bool:
    """True for a plain statement: not a question, request, instruction, hypothetical, sarcasm,
    pasted assistant text or a claim to speak for the system (what episodes keep)."""
    if (
        SARCASM.search(sentence)
        or SARCASM_EMOJI.search(sentence)
        or ASSISTANT_TEXT.search(sentence)
    ):
        return False
    text = MEMORY_REQUEST.sub("", tidy(sentence))
    if _ORDER_CLAUSE.search(text) or _ABOUT_YOU.match(text):
        return False
    if not text or text.rstrip().endswith("?") or QUESTION_START.match(text):
        return False
    if REQUEST_START.match(text) or DIRECTIVE.match(text) or HYPOTHETICAL.search(text):
        return False
    return not (INJECTION.search(text) or ROLE_CLAIM.search(text))


INJECTION = re.compile(
    r"\b(?:passwords?|passcodes?|credentials?|api\s+keys?|secret\s+keys?|system\s+prompt|jailbreak"
    r"|developer\s+mode|ignore\s+(?:all\s+|your\s+|the\s+|previous\s+|prior\s+)*(?:instructions|rules"
    r"|guidelines)|(?:every|all|other)\s+users|backdoor|(?:answer|say|reply|respond)\s+[\"'“]?(?:yes|no)"
    r"\b|safe\s+to\s+(?:approve|send|pay|transfer|click|open|sign)|store\s+this\s+rule)\b",
    re.I,
)
"""What no memory of any kind may carry: secrets, attempts on the system, rules for others."""
