"""The words and patterns the statement reader uses: moods, subjects, stances, habits, events.

Data for `statements.py`: each pattern recognises one structural cue (a question, a request, a
first-person subject, a preference verb with its polarity, a habit, a life event, a transient
time, a policy word that no user preference about answers contains). `tidy` normalises chat
spelling before any of them run.
"""

from __future__ import annotations

import re

from memory_service.language.memo import memoised

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
    "shes": "she's",
    "hes": "he's",
    "theyre": "they're",
    "youre": "you're",
    "theres": "there's",
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


_ASIDE_TAIL = (
    r"btw|fyi|by\s+the\s+way|just\s+so\s+you\s+know|for\s+the\s+record|for\s+context"
    r"|(?:if|in\s+case)\s+(?:that|it)(?:'s|\s+is)?\s+(?:helps|matters|relevant|useful)"
)
TRAILING_ASIDE = re.compile(rf"(?:[\s,]+(?:{_ASIDE_TAIL}))+[\s.!]*$", re.I)
"""What a statement ends with that only tells why it is said ("I'm vegetarian by the way"):
dropped before the statement is read. Not "lol" or "haha", which can mark a joke."""
TRAILING_NOISE = re.compile(
    rf"(?:[\s,]+(?:lol|lmao|rofl|haha+|hehe+|xd|tbh|imo|imho|lol+|:\)|;\)|xx+|ha|{_ASIDE_TAIL}))+"
    r"[\s.!]*$",
    re.I,
)
"""`TRAILING_ASIDE` and the chat noise a sentence may end with."""


_RELEVANCE = (
    r"(?:if|in\s+case)\s+(?:it|that|this)(?:'s|\s+is)?\s+(?:helps?|matters?|relevant|useful"
    r"|important|makes\s+a\s+difference|changes\s+anything)|if\s+(?:relevant|needed|useful)"
    r"|(?:if|in\s+case)\s+you\s+(?:need|want|have|must)\s+to\s+know|if\s+you\s+must\s+know"
    r"|(?:if|in\s+case)\s+you(?:'re|\s+are|\s+were)\s+wondering|fwiw|for\s+what\s+it's\s+worth"
    r"|(?:(?:I'm\s+)?not\s+sure|I\s+(?:don't|do\s+not)\s+know)\s+(?:if|whether)\s+(?:it|this|that)"
    r"(?:'s|\s+is)?\s+(?:matters?|relevant|helps?|useful|important)(?:\s+(?:or\s+not|at\s+all))?"
    r"|not\s+that\s+it\s+matters|(?:it's\s+)?(?:probably|maybe|might\s+be)\s+worth\s+(?:mentioning"
    r"|noting|saying|knowing)(?:\s+that)?"
    r"|if\s+you(?:'re|\s+are)\s+(?:recommending|suggesting|booking|choosing|looking\s+for|shopping"
    r"|buying|ordering|searching)\b(?![^,.!?;:]{0,40}\b(?:story|stories|plot|persona|character"
    r"|game|novel|fiction\w*|role\w*|d&d|campaign|script|scene|made[- ]up|pretend\w*|imagin\w*"
    r"|hypothetical\w*))[^,.!?;:]{0,40},"
)
"""A condition on the conversation, not on the fact after it ("If it helps, I work nights", "if
you need to know, I'm allergic to shellfish", "If you're recommending restaurants, I'm
vegetarian"): the fact holds whatever the condition. Not a condition on the user's own life ("If
I were rich, I'd buy a boat"), nor one addressed to whoever reads ("If you're reading this") or
setting up a game ("If you're writing a story, I'm a dragon", "If you're choosing a character
for me, I'm a vampire"): the assistant's task must be recommending, booking, choosing or
finding something, and not for a story, a game or a role."""
RELEVANCE_LEAD = re.compile(
    rf"^\s*(?:(?:and|but|so|oh|btw|also)\s+)?(?:{_RELEVANCE})\s*[,:;\-–—]*\s+(?:but\s+)?", re.I
)
"""`_RELEVANCE` at the start of a sentence, with what separates it from the fact."""


LEADING_FILLER = re.compile(
    r"^(?:(?:oh|ah|and|but|so|also|btw|b\.t\.w\.|by\s+the\s+way|anyway|anyways|honestly|tbh"
    r"|fyi|ps|p\.s\.|actually|just\s+so\s+you\s+know|for\s+the\s+record|for\s+context|for\s+reference"
    r"|fun\s+fact|side\s+note|heads\s+up|oh\s+and|lol|haha+|hmm+|um+|uh+|basically|seriously"
    r"|funny\s+enough|funnily\s+enough|to\s+be\s+honest|in\s+fact|as\s+you\s+know|oh\s+well"
    r"|wow|omg|ugh|sigh|hey|hi|hello|well|quick\s+(?:note|thing)|one\s+more\s+thing"
    r"|(?:it\s+)?turn(?:s|ed)\s+out(?:\s+that)?|" + _RELEVANCE + r")\s*[,!.:;\-–—]*\s+"
    r"|(?:yeah|yes|yep|yup|no|nope|nah|ok|okay|well|like|actually|just|remember|look|listen"
    r"|right|sure|cool|great|thanks|thank\s+you|true|sorry)\s*[,!.:;\-–—]+\s*"
    r"|(?:nan|nana|gran|granny|grandma|grandad|grandpa|mum|mom|mam|mummy|dad|daddy|mate|dude|bro"
    r"|sis|babe|hun|hon|guys|lads)\s*[,!]?\s+(?=(?:this|that|it|it's|i|i'm|i've|we|omg|guess)\b))+",
    re.I,
)


TAIL_CHARS = 120
"""How far from its end a sentence is searched for trailing noise: the pattern repeats, and
searched from every position of a long run of commas it would take quadratic time."""


def without_trailing(text: str, pattern: re.Pattern[str]) -> str:
    """`text` without what `pattern` matches at its end, looked for in its last `TAIL_CHARS`."""
    cut = max(len(text) - TAIL_CHARS, 0)
    return text[:cut] + pattern.sub("", text[cut:])


@memoised
def tidy(sentence: str) -> str:
    """The sentence with common typos fixed, emoji and leading/trailing chat noise removed."""
    text = " ".join(spelled(EMOJI.sub(" ", sentence)).split())
    text = without_trailing(text, TRAILING_NOISE)
    previous = None
    while previous != text:
        previous = text
        text = LEADING_FILLER.sub("", text)
    return text.strip(" ,;:-–—")


def spelled(sentence: str) -> str:
    """The sentence with its typos and bare contractions fixed ("im" -> "I'm"), nothing dropped."""
    text = sentence.replace("’", "'").replace("‘", "'").replace("`", "'")
    return LOWER_I.sub("I", TYPO_WORD.sub(lambda m: _fix(m.group(1)), text))


def _fix(word: str) -> str:
    # A word whose lower case is longer ("İ" lowers to two characters) is left as it is.
    return TYPOS.get(word.lower()) or word


# -- mood: questions, requests, hypotheticals, sarcasm ---------------------------------------------


WONDERING = (
    r"(?:just\s+)?(?:curious|wondering)\s+(?:how|what|why|if|whether|which|where|when|who)\b"
)
"""A question put as a statement ("just curious how different it'd be with ...")."""
QUESTION_START = re.compile(
    r"^(?:(?:do|does|did|can|could|would|should|will|shall|is|are|am|was|were|have|has|had|may"
    r"|might|must)(?:n't)?\s+(?:you|I|we|it|there|this|that|they|he|she|my|your|anyone|someone"
    r"|the|a|an)\b|(?:what|how|why|which|who|whom|whose)(?:'s|'re|\s)|(?:when|where)(?:'s|'re|\s)"
    r"(?!(?:I|we)\s+(?!(?:do|did|can|could|should|will|would|shall|am|was|were)\b))|any\s+(?:tips"
    r"|ideas|advice|suggestions|recommendations|thoughts)|is\s+it\s+(?:ok|okay|bad|safe|true)"
    r"|wonder(?:ing)?\s+(?:if|whether)|I\s+wonder|" + WONDERING + ")",
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
    r"|the|it|that|this)"
    r"|(?!(?:my|our|his|her|their|the|these|those|some)\b)(?:[\w-]+\s+){0,2}?(?:ideas|tips"
    r"|suggestions|recipes|recs|recommendations)\s+(?:for|on)\s+(?!(?:me|us)\W*$))\b"
    r"(?!\s+(?:from|of)\b|\s*:)",
    re.I,
)
"""A request's first words ("Dinner ideas for a toddler", "tips for a first half marathon");
not a verb used as a noun ("Update from the new job: ...", "Change of plan", "Plan: ...")."""


HYPOTHETICAL = re.compile(
    r"^(?:(?:(?:a|quick|random|one)\s+)?hypothetical(?:ly)?|(?:in\s+)?(?:a|this)\s+(?:scenario|story)"
    r"|in\s+the\s+(?:story|scene|game|scenario)|for\s+(?:the|my|a)\s+(?:story|novel|book|game|script)"
    r"|if|unless|whether|suppose|supposing|imagine|pretend|what\s+if|say\s+I"
    r"|assuming|in\s+case|should\s+I|would\s+I|could\s+I|do\s+I)\b|\b(?:if\s+(?:I|we)\s+(?:were|was|had"
    r"|became|moved|lived|got)|would\s+I|I\s+(?:might|may)\s+(?:be|have)|as\s+if|in\s+theory"
    r"|were\s+I)\b"
    r"|\bif\s+(?:I|we)\s+(?:ever|one\s+day|someday)\b"
    r"(?![^.!?]*\b(?:allerg\w*|react\w*|hospital|anaphyla\w*|sick|ill|die|epipen)\b)"
    r"|^I(?:'d|\s+would)\s+(?:(?:probably|definitely|totally|just|also|happily|so|still|actually"
    r"|honestly|absolutely)\s+)?(?:swim|have(?!\s+to\b)|live|go|buy|get|move|spend|travel|eat|sleep"
    r"|retire|open|start|learn|build|walk|visit|stay|play|write|sell|adopt|cook|drive|fly|marry"
    r"|own|wake|hike|paint|surf|wear|drink)\b"
    r"|^(?:(?:we|I)\s+)?(?:very\s+)?(?:nearly|almost)\s+(?:bought|got|moved|adopted|married|took"
    r"|accepted|signed|quit|went|booked|sold|rented|enrolled|joined|applied)\b"
    r"|^(?:we|I)\s+(?:was|were)\s+(?:going|gonna|planning|about)\s+to\s+(?!be\b)\w+",
    re.I,
)
"""A supposition, not a fact: "hypothetically ...", "if I were ...", "what if", and a life
imagined in the conditional ("I'd swim every morning and have a dog called Pebble", "I would
live by the sea"); not a stance ("I'd never eat sushi", "I'd love a dog", "I'd have to say ...").
And what did not happen: "we nearly bought a cottage outside Ludlow, but ...", "I was going to
enter the Berlin marathon ballot" (a plan not taken, or not yet: nothing that holds)."""


DREAMT_VERB = (
    r"(?:was|were|had|got|missed|lost|met|married|lived|worked|became|turned|flew|ran|found)\b"
)
"""What happened in a dream, as it is told: in the past."""
DREAM = re.compile(
    rf"\bdream(?:ed|t)\s+(?:last\s+night\s+)?(?:that\s+)?(?:I|we)\s+{DREAMT_VERB}"
    r"|\b(?:weird|strange|vivid|crazy|wild|odd|bizarre)\w*\s+dream\b(?!\s+(?:job|home|house|car|team"
    r"|holiday|wedding|trip|come|aside))",
    re.I,
)
"""A dream told ("Weirdest dream last night.", "Dreamt I missed my flight"): it and the sentences
after it that tell what happened in it (`own_words._DREAMT`) are not facts. Not "a nightmare
commute", "the dream wedding" or "I dream of opening a bakery"."""


NOT_TAKEN = re.compile(
    r"\bturned\s+(?:it|them|that|(?:the|their|an?)\s+(?:[\w-]+\s+)?(?:job|offer|role|position|place"
    r"|flat|house|promotion|transfer|move)|(?:the\s+)?offer)\s+down\b"
    r"|\bturned\s+down\s+(?:the|their|an?|that)\s+(?:(?!(?:in|at|of|on|for|to)\b)[\w-]+\s+){0,2}?"
    r"(?:job|offer|role|position"
    r"|place|flat|house|promotion|transfer|move)\b"
    r"|\b(?:we|I)\s+(?:then\s+)?(?:pulled|backed)\s+out\b(?!\s+(?:of\s+(?:the|a|my|our)\s+)?(?:drive"
    r"|car\s+park|parking|junction|road|garage|space|bay|lane|traffic|station))"
    r"|\bdecided\s+against\s+(?:it|that|the\s+\w+|moving|going|buying|taking)\b"
    r"|\b(?:it|the\s+(?:sale|purchase|move|deal|offer|plan|job))\s+fell\s+through\b"
    r"|\btried\s+[^.!?]{1,50}?\s(?:and|but)\s+(?:then\s+)?(?:gave\s+up|quit|stopped|packed\s+it\s+in)\b"
    r"|\bdidn't\s+go\s+(?:ahead|through)\s+with\b",
    re.I,
)
"""A plan or an option the user did not take ("was offered a job in Dubai, turned it down", "the
survey found subsidence so we pulled out", "tried keto for a week and gave up"): nothing in it
holds of them now."""
GAVE_UP = re.compile(
    r"^\W*(?:(?:but|and|well|lol|ha)\W+)?(?:it\s+|that\s+)?(?:lasted|managed)\s+(?:about\s+|maybe"
    r"\s+|exactly\s+|all\s+of\s+|a\s+grand\s+total\s+of\s+)?(?:\w+|\d+)\s+(?:days?|hours?|weeks?"
    r"|minutes?)\b|^\W*(?:(?:but|and)\W+)?(?:probably|realistically|definitely)\s+(?:won't|not)\b"
    r"|^\W*(?:(?:but|and)\W+)?(?:it\s+)?didn't\s+last\b|^\W*(?:(?:but|and)\W+)?(?:never|didn't)"
    r"\s+(?:happened|went\s+through\s+with\s+it|did\s+it)\W*$"
    r"|^\W*(?:(?:but|and)\W+)?(?:never|didn't)\s+(?:(?:even|actually)\s+)?(?:started|begun|began"
    r"|got\s+(?:round|around)\s+to\s+it)\W*$",
    re.I,
)
"""A sentence that says the plan or resolution before it was given up ("My resolution was to
run every morning. Lasted four days.", "Thinking of moving to Canada. Probably won't.")."""
OTHER_LIFE = re.compile(
    r"^\W*(?:(?:honestly|and|but|so)\W+)?(?:in\s+(?:another|a\s+different|a\s+parallel|an\s+ideal"
    r"|a\s+perfect|my\s+next|a\s+better|an\s+alternate)\s+(?:life|world|universe|timeline|reality)"
    r"|in\s+my\s+(?:dreams|fantasy)|if\s+money\s+(?:were|was)\s+no\s+object)\b"
    r"|\b(?:when\s+I\s+was\s+(?:little|a\s+(?:kid|child|boy|girl|teenager)|small|young|younger)"
    r"|as\s+a\s+(?:kid|child|boy|girl)|growing\s+up)\b[^.!?]{0,30}\bI\s+(?:always\s+|really\s+)?"
    r"(?:wanted|dreamed|dreamt|used\s+to\s+want|was\s+desperate)\s+(?:to\s+be|of\s+being)\b"
    r"(?![^.!?]*\b(?:now\s+I\s+am|and\s+I\s+am\s+now|I'm\s+now|and\s+now\s+I'm|I\s+became|ended\s+up"
    r"\s+(?:being|becoming)\s+(?:one|it)|and\s+I\s+did)\b)"
    r"|\bI\s+(?:always\s+|really\s+)?(?:wanted|dreamed|dreamt|used\s+to\s+want)\s+(?:to\s+be|of"
    r"\s+being)\s+(?:an?\s+)?[\w\s-]{1,30}?\s+(?:when\s+I\s+was\s+(?:little|a\s+kid|young|small"
    r"|a\s+child)|as\s+a\s+(?:kid|child)|growing\s+up)\b",
    re.I,
)
"""A life imagined or wished for as a child ("In another life I'd be a pilot.", "When I was
little I wanted to be an astronaut."): not the user's."""


SARCASM = re.compile(
    r"(?i:^(?:(?:oh|yeah)\s+sure|(?:oh\s+)?(?:great|yeah\s+right|wonderful|fantastic|perfect"
    r"|just\s+great|oh\s+joy|totally|yeah\s+totally|oh\s+definitely|of\s+course|as\s+if"
    r"|lucky\s+me|my\s+favou?rite\s+thing))\b[,!.]|/s\b|\b(?:truly|really)\s+(?:my|a)\s+dream\b"
    r"|\bliving\s+the\s+dream\b|\bjust\s+what\s+I\s+(?:needed|wanted)\b|\blove\s+that\s+for\s+me\b"
    r"|,\s*obviously\W*$|\bsaid\s+no\s+one\s+ever\b|\b(?:truly|really|exactly|just)\s+my\s+idea"
    r"\s+of\s+(?:fun|a\s+good\s+time|a\s+relaxing|relaxing|heaven)|\bsuch\s+a\s+treat\b"
    r"|\bbecause\s+apparently\s+I\b|^because\s+(?:I'm|I\s+am|I'm\s+just|that's|it's)\s+(?:so|such|totally)\b"
    r"|\bI'm\s+basically\s+(?:a|an)\b[^.!?]*\bnow\b"
    r"|\bI(?:'m|\s+am)\s+(?:literally|practically|basically)\s+(?:dying|dead|melting|starving|a\s+"
    r"(?:millionaire|billionaire|doctor|genius|pro|professional|celebrity)|an\s+(?:expert"
    r"|athlete))\b"
    r"|\bI\s+(?:basically|practically)\s+live\s+(?:in|at|on)\s+(?:a|an|the)\b)"
    r"|\b(?:not|NOT)!\s*$|\bI\s+(?:LOVE|ADORE)\b"
    r"|(?i:\bwith\s+all\s+(?:my|the)\s+(?:spare|free)\s+time\b"
    r"|^(?:oh\s+(?:yes|yeah|sure)|yeah\s+sure|yes\s+bestie|oh\s+totally)\W+I'm\s+(?:totally"
    r"|obviously)\s+(?:a|an)\s"
    r"|\b(?:approximately|roughly|literally|like)\s+(?:[1-9]\d{2,}|a\s+(?:hundred|thousand"
    r"|million|billion|gazillion)|(?:hundreds|thousands|millions))\s+times\b"
    r"|\bI\s+was\s+(?:only|just)\s+testing\s+you\b)",
)
"""Sarcasm by its marks: "Oh great,", "/s", "living the dream", "just what I needed", "I was only
testing you"."""


HYPERBOLE = re.compile(
    r"\b(?:attention\s+span|memory)\s+of\s+a\s+(?:goldfish|gnat|toddler|squirrel|fruit\s+fly)\b"
    r"|\bbuilt\s+like\s+a\s+(?:greek\s+god|god|brick\s+\w+|tank|fridge|twig|stick\s+insect)\b"
    r"|\bsince\s+the\s+\w+\s+administration\b"
    r"|\bsince\s+(?:roughly\s+|about\s+|approximately\s+|basically\s+|like\s+)?the\s+(?:(?:beginning"
    r"|start|dawn)\s+of\s+time|(?:stone|bronze|iron|ice|dark)\s+ages?|middle\s+ages|big\s+bang"
    r"|dinosaurs|jurassic|romans|pharaohs)\b"
    r"|\b(?:I'm|im|I\s+am|my\s+(?:body|knees?|back|joints|bones|soul|hips?)\s+(?:is|are|feels?|feel))"
    r"\s+(?:approximately\s+|roughly\s+|about\s+|basically\s+|like\s+|at\s+least\s+)?"
    r"(?:[2-9]\d\d|\d{4,}|a\s+(?:hundred|thousand|million))\s+years?\s+old\b"
    r"|\b(?:I'm|im|I\s+am)\s+(?:(?:probably|literally|officially|basically)\s+)?the\s+world's\s+"
    r"(?:worst|laziest|clumsiest|slowest|messiest|most\s+useless)\b"
    r"|\b(?:a\s+|an\s+)?(?:certified|card-carrying|official)\s+(?:couch\s+potato|napper|overthinker"
    r"|procrastinator|worrier|snacker|binge-?watcher|genius|hot\s+mess|menace|gremlin|goblin|idiot"
    r"|klutz|grump|people\s+pleaser)(?=\s*(?:[.,!;)]|$|and\b|but\b|who\b|lol\b|haha))"
    r"|\b(?:once\s+|even\s+|can\s+)burn(?:ed|t|s)?\s+(?:water|cereal|a\s+salad)\b(?!\s*(?:heater"
    r"|tank|pipe|bill|boiler))"
    r"|\bmy\s+blood\s+type\s+is\s+(?:basically\s+|now\s+|just\s+)?(?:coffee|espresso|caffeine|tea"
    r"|wine|beer|red\s+bull|monster|coke|sugar|chocolate|gin|prosecco)\b"
    r"|\b(?:I'm|im|I\s+am)\s+(?:now\s+|like\s+|basically\s+|at\s+least\s+)?\d{2,3}\s*%\s+(?:coffee"
    r"|caffeine|tea|sugar|spite|anxiety|snacks|pasta|carbs|chaos|vibes|memes|sarcasm|dog\s+hair"
    r"|crisps|chocolate)\b|\b(?:married\s+to|(?:in\s+a\s+)?(?:very\s+)?(?:committed|serious"
    r"|long-term)\s+relationship\s+with)\s+my\s+(?:sofa|couch|bed|phone|fridge|laptop|duvet)\b"
    r"|\b(?:a|like\s+a)\s+(?:million|gazillion|bajillion|zillion|billion)\s+(?:coffees|cups|emails"
    r"|miles|steps|tabs)\b"
    r"|\b(?:fairly|pretty|quite)\s+sure\s+(?:I'm|im|I\s+am)\s+(?:a|an|part)\s+[\w-]+\s+now\b",
    re.I,
)
"""Hyperbole no one means as a fact: "the attention span of a goldfish", "built like a Greek
god", "I haven't slept since the Obama administration", "my blood type is espresso", "I'm 90%
caffeine", "in a committed relationship with my sofa", "a million coffees today"."""
_POSITIVE = (
    r"(?:lo+ve|lo+ves|loved|adore|adores|enjoy|enjoys|can't\s+wait\s+(?:for|to)|nothing\s+(?:I\s+)?"
    r"(?:love|like|enjoy)\s+more\s+than|(?:my|the)\s+favou?rite\s+(?:thing|part|hobby|pastime"
    r"|activity|way)|so\s+much\s+fun|the\s+best\s+(?:feeling|part)|what\s+a\s+(?:treat|joy"
    r"|delight)|fan\s+of|can't\s+get\s+enough\s+of|nothing\s+says\s+\w+\s+like)"
)
_NEGATIVE_SITUATION = (
    r"(?:waiting|wait(?:ed)?\s+(?:in|on|for)|queues?|queu(?:e)?ing|on\s+hold|stuck\s+(?:in|on)"
    r"|traffic|delay(?:s|ed)?|cancell?ed|broken|br(?:oke|eaks?|eaking)\s+down|los(?:e|ing|t)\s+"
    r"(?:my|our|the)|(?:getting\s+up|woken(?:\s+up)?|waking\s+up|wake\s+up|up)\s+at\s+[1-6]\b"
    r"|being\s+(?:ignored|yelled|shouted|stuck|woken|interrupted|ghosted|sick|cancelled)"
    r"|paperwork|tax\s+returns?|doing\s+(?:my|our)\s+taxes|mondays?|hangovers?|spam|snoring"
    r"|lost\s+luggage|flat\s+tyres?|power\s+cuts?|no\s+wifi|slow\s+wifi|buffering|soaked"
    r"|unpaid\s+overtime|working\s+(?:weekends|overtime|on\s+my\s+(?:day\s+off|birthday|holiday))"
    r"|(?:stepping|treading)\s+on|migraines?|food\s+poisoning|throwing\s+up|crying\s+bab(?:y|ies)"
    r"|screaming\s+(?:kids|children|bab(?:y|ies))|leaks?|leaking|mould|mold|rejection|rejected"
    r"|getting\s+(?:fired|dumped|rejected|laid\s+off|ignored|stuck|soaked|sick)|laid\s+off"
    r"|parking\s+tickets?|root\s+canals?|jury\s+duty|meetings\s+that|monday\s+meetings"
    r"|paying\s+(?:£|\$|€|\d)|\d+\s+quid|at\s+(?:midnight|[1-5]\s*am)\b|[1-6]\s*am\s+(?:flights?"
    r"|starts?|alarms?|wake)|\d+[- ]hours?\s+(?:commute|wait|delay|queue|drive)|chew\w*\s+loudly"
    r"|sitting\s+in\s+traffic|being\s+(?:ignored|ghosted|lied\s+to|talked\s+over))"
)
CONTRAST = re.compile(rf"\b{_POSITIVE}\b[^.!?]{{0,40}}?\b{_NEGATIVE_SITUATION}\b", re.I)
BAD_SITUATION = re.compile(
    rf"\b{_NEGATIVE_SITUATION}\b|\b(?:raised|raising|hiked|put\s+up)\s+(?:the|my|our)\s+rent\b"
    r"|\b(?:cancell?(?:ed|ing)|delayed)\s+(?:my|our|the)\b|\bat\s+the\s+(?:dmv|dentist)\b"
    r"|\bcommute\s+is\s+\d"
    r"|\balarm\s+(?:goes(?:\s+off)?|went(?:\s+off)?|rings|is\s+set)\s+(?:at|for)\s+[2-5](?:[:.][0-5]\d)?"
    r"\s*(?:am\b|a\.m\.|$|[.!,])",
    re.I,
)
"""A plainly bad situation said in its own sentence ("My landlord raised the rent 30%.", "My
alarm goes at 4:40.")."""
GLAD = re.compile(
    r"\b(?:thrilled|overjoyed|ecstatic|so\s+grateful|I'm\s+grateful|blessed|so\s+lucky|lucky\s+me"
    r"|most\s+alive|happy\s+place|dream\s+come\s+true|living\s+the\s+dream"
    r"|(?:I'm|I\s+am)\s+(?:just\s+)?such\s+an?\s+[\w-]+\s+person)\b",
    re.I,
)
"""Gladness that, right after a plainly bad situation, is not meant ("I am thrilled.", "I'm such
a morning person.")."""
IRONIC_FRAGMENT = re.compile(
    r"^\W*(?:oh\s+)?(?:totally|truly|really|absolutely|simply|so|very|super|peak|definitely|clearly"
    r"|obviously|just)\s+(?:[\w'-]+[ \t]*){1,4}[.!]*[\s\W]*$",
    re.I,
)
"""A verbless intensified judgement standing alone ("Totally sustainable.", "Truly inspiring.",
"Peak relaxation."): after a complaint, the joke's punchline; never a fact."""
"""Sarcasm as contrast: a liking said of a plainly bad situation ("I just love waiting an hour
for a bus", "nothing I enjoy more than being on hold")."""

SARCASM_TAG = re.compile(
    r"^(?:yeah|yea|ya|oh)?[,\s]*(?:right|sure|as\s+if|in\s+(?:his|her|their|your|my)\s+dreams"
    r"|said\s+no\s+one\s+ever|not|yeah\s+no|keep\s+dreaming|dream\s+on|as\s+if"
    r"|(?:(?:but\s+)?(?:it's|that's)\s+)?(?:(?:a|just\s+a|only\s+a|pure|a\s+pure|total|a\s+total"
    r"|pure\s+)\s*)?(?:day\s*dream(?:ing)?|pipe\s*dream|fantasy|fantasi[sz]ing)(?:\s+(?:though|tho|lol"
    r"|haha|really|obviously|obvs|for\s+now))*)\W*$",
    re.I,
)
"""A sentence that only marks the one before it as not meant ("yeah right. in his dreams"), or
as only dreamt of ("Pure daydream though", "just a pipe dream")."""

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
    r"^(?i:meet|this\s+is|say\s+hi\s+to|say\s+hello\s+to|introducing|here's|here\s+is)\s+"
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
    r"^(?:in\s+general,?\s+)?(?:please\s+)?(?:(?:always|never|don't|do\s+not|stop|no\s+more|avoid|only|keep|use|answer"
    r"|reply|respond|write|talk|speak|address|call\s+me|refer\s+to\s+me|give\s+me|format|include"
    r"|add|skip|start|end|sign\s+off|be\s+(?:more\s+|less\s+)?\w+|make\s+(?:it|them|your|sure)"
    r"|explain|show|put)\b|from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|when(?:ever)?"
    r"\s+you\s+(?:answer|reply|respond|write|explain|give|suggest|talk|recommend)|I\s+(?:want|need"
    r"|'d\s+like|would\s+like)\s+you\s+to|(?:can|could|would)\s+you\s+(?:please\s+)?(?:always"
    r"|stop|not|never|keep))",
    re.I,
)


SO_DIRECTION = (
    r"so\s+(?:please\s+|pls\s+)?(?=(?:don'?t|do\s+not|never|always|no|use|keep|assume|skip|avoid"
    r"|stick\s+to|explain\s+(?:[\w-]+\s+){0,5}?(?:in\s+terms\s+of|like|simply|without|in\s+plain"
    r"|step\s+by\s+step))\b)"
)
"""The direction a reason leads to ("..., so don't suggest phone calls", "..., so explain chords
in terms of finger positions"): a refusal, a default, or a manner of explaining."""
BECAUSE_I_AM = re.compile(
    r"^(?:(?:I'm|I\s+am)\s+(?:(?:a|an)\s+[\w-]+(?:\s+[\w-]+)?|deaf|blind|colou?rblind|dyslexic"
    r"|autistic|vegan|vegetarian|diabetic|sober|pregnant|left-handed|a\s+beginner)"
    r"|I\s+(?:use|work\s+(?:in|as|with)|teach|only\s+use|code\s+in)\b[^.!?;]{0,60}?"
    r"|(?:(?:a|an|total|complete)\s+)?[\w-]+(?:\s+[\w-]+)?\s+here"
    r"|(?:total|complete)\s+[\w-]+(?:\s+[\w-]+)?|[\w-]+\s+years\s+sober)[,;]?\s+" + SO_DIRECTION,
    re.I,
)
"""A lasting fact about the user given as the reason for a direction ("I'm Deaf, so don't suggest
phone calls", "Total guitar beginner, so explain chords by finger positions", "Accountant here,
so ..."): the direction lasts as long as the fact."""


AS_A_RULE = re.compile(
    r"\b(?:(?:every|each|any|all)\s+(?:(?!(?:the|this|that|these|those|one|of)\b)[\w'-]+\s+){0,2}?"
    r"(?:answers?|repl(?:y|ies)|responses?|questions?|advice|code|snippets?|examples?|recipes?"
    r"|suggestions?|summar(?:y|ies)|explanations?|plans?|time|sql|python|query|queries)"
    r"|whenever\s+(?:you|I)\s+(?:write|answer|reply|respond|explain|give|suggest|recommend|ask"
    r"|talk\s+about|mention|send|share|code|help)|as\s+a\s+(?:general\s+)?rule|(?:a\s+)?general\s+rule"
    r"|unless\s+I\s+(?:say|ask|tell\s+you|specify|mention))\b",
    re.I,
)
"""What says a direction holds for every answer of a kind ("for any SQL", "the first line of
every answer", "whenever you write Python for me", "as a rule", "unless I say otherwise"): a
standing instruction whatever its subject."""


WISH = re.compile(
    r"^I(?:'d|\s+would)?\s+(?:really\s+)?(?:like|prefer|love|want|appreciate\s+it\s+if)\s+"
    r"(?=(?:(?:it\s+if\s+)?you|your|(?:[\w-]+,?\s+){0,3}(?:answers|replies|responses|explanations))\b)",
    re.I,
)
"""A wish about the assistant's answers that says it lasts or speaks to the assistant ("I'd like
shorter answers going forward", "I prefer you be blunt with me"): a direction, read as one when
it names how to answer (`STYLE_WORDS`); "I prefer short answers" stays a preference."""


STYLE_WORDS = re.compile(
    r"\b(?:answers?|repl(?:y|ies)|respon(?:se|ses|d)|messages?|explanations?|summar(?:y|ies)"
    r"|english|french|spanish|german|italian|portuguese|dutch|japanese|chinese|korean|hindi"
    r"|arabic|russian|polish|swedish|language|british|american|metric|imperial|units?|celsius"
    r"|fahrenheit|km|miles|kg|pounds|emoji|emojis|emoticons|bullet(?:s|\s+points?)?|tables?"
    r"|markdown|headings?|headers|lists?|numbered|paragraphs?|short|shorter|brief|concise|long"
    r"|detailed|detail|length|words?|sentences?|tone|formal|informal|casual|friendly|direct|blunt"
    r"|gentler|softer|harsher|honest|feedback"
    r"|polite|jargon|technical|simple|plain|examples?|code|python|javascript|typescript|sources"
    r"|citations?|references?|links?|tl;?dr|steps?|step-by-step|caveats|disclaimers|apolog\w+"
    r"|greetings?|sign-?offs?|exclamation|capitals|caps|first\s+name|name|call\s+me|address\s+me"
    r"|pronouns?|they/them|she/her|he/him|spelling|date|time|24-hour|12-hour|currency|format"
    r"|formatting|bold|italics?|questions?|one\s+question|options|recommendations|suggestions"
    r"|recommend|suggest|mention|say|call|calling|address|refer|remind|bring\s+up|assume"
    r"|correct|tell\s+(?:me|the\s+user)|ask\s+(?:me|the\s+user)|emphasis|sarcasm|humou?r|jokes?"
    r"|slang|swear\w*|intros?|preamble|(?:talk|speak|write)\s+to\s+me|with\s+me|encourag\w*"
    r"|sarcastic|patient|grams|cups|ounces|shortcuts|explain|correct\s+my|grammar|simplify)\b",
    re.I,
)


POLICY_WORDS = re.compile(
    r"\b(?:(?:always|only)\s+(?:recommend|suggest|push|promote)\s+(?:Dr\b|the\s+(?-i:[A-Z])\w*|(?-i:[A-Z])\w*)|(?:answer|say|reply|respond)\s+[\"'“]?(?:yes|no|true|false|ok|approved)\b|safe\s+to"
    r"\s+(?:approve|send|pay|transfer|click|open|sign)|store\s+this|this\s+rule|backdoor|password|passwords|passcode|credentials?|secret|secrets|api\s+key|token|admin"
    r"|administrator|root|sudo|system\s+prompt|prompt|instructions|rules|guidelines|policy"
    r"|policies|safety|filters?|restrictions|jailbreak|developer\s+mode|dan|ignore|bypass"
    r"|override|disable|unlock|everyone|every\s+user|all\s+users|other\s+users|users|anybody"
    r"|customers|crypto\w*|bitcoin|invest\w*|buy\s+now|promo\w*|discount\s+code|referral|link"
    r"|https?://\S+|www\.\S+|\.com\b|sponsor\w*|advertis\w*|affiliate|account\s+number|bank"
    r"|wire|transfer|social\s+security|ssn|card\s+number|hidden|secretly|without\s+telling"
    r"|pretend|lie|deceive|permissions?|full\s+access|signed)\b",
    re.I,
)

ADDITION = re.compile(
    r"\b(?:i|we)(?:'m|'re|'ve|\s+am|\s+are|\s+have)?\s+(?:\w+\s+)?also\b"
    r"|\b(?:too|as\s+well)\s*(?:[,.!?;)]|$)"
    r"|\b(?:second|third|other|both)\b(?!\s+(?:day|night|week|weekend|time|thoughts?|hand|half)\b)",
    re.I,
)
"""A thing said as one more of its kind, not a new value of it: "I also work at a bakery", "I
have a son named Ben too", "our second baby", "my other job" (not "the other day")."""

_LEAD = r"^(?:(?:I|we)\s+)?(?:(?:just|finally|recently|sadly|have|'ve|officially)\s+)*"
_CLAUSE_END = (
    r"(?=\s*(?:$|[,.;!?]|\s+(?:last|this|in|on|after|a\s+(?:few|couple)|yesterday|recently|to|and"
    r"|but|because|so|now|today|ago)\b))"
)
_PETS = (
    r"dog|cat|puppy|pup|kitten|rabbit|bunny|hamster|guinea\s+pig|parrot|budgie|bird|tortoise"
    r"|turtle|horse|pony|snake|lizard|ferret|gerbil|rat|mouse"
)
_OLD_STORY = (
    r"(?![^.!?]*\b(?:(?:19|20)\d\d|childhood|years\s+ago|when\s+(?:i|we)\s+(?:was|were)|as\s+a\s+(?:kid"
    r"|child|teen)|growing\s+up|back\s+in|before\s+(?:i|we)\s+met|(?:my|our)\s+(?:first|old|ex|previous"
    r"|last)\s+(?:boyfriend|girlfriend|partner|husband|wife|dog|cat|pet|job)"
    r"|(?:in|on)\s+(?:the|a|an|that|this|my)\s+(?:[\w'-]+\s+){0,2}?(?:film|movie|book|show|series"
    r"|episode|game|novel|story|play|dream|cartoon|anime|manga|comic|podcast|season\s+finale)"
    r"|on\s+(?:tv|netflix|telly))\b)"
)
"""A story from before ("I broke up with my first boyfriend over text", "our dog died when I was
a kid", "in 2015") or made up ("Max died in the film we watched", "in my dream we broke up"):
it ends nothing the user has now."""

_ENDED_LEAD = r"(?:(?:sadly|unfortunately|update|so|well)[,:\s]+)?"
"""A word of tone before an ending ("Sadly we broke off the engagement", "Update: we ...")."""

ENDED = re.compile(
    _OLD_STORY + rf"(?:^{_ENDED_LEAD}(?:\w+\s+and\s+(?:i|me)|(?:i|me)\s+and\s+\w+|we|i)"
    r"(?:'re|\s+are|'ve|\s+have|'m|\s+am)?\s+"
    r"(?:(?:just|finally|recently|officially)\s+)?(?P<partner>broken\s+up|broke\s+up|split\s+up"
    r"|split(?=\s*(?:$|[,.!]|\s+(?:last|in|on|a\s+few|yesterday|recently|after)\b))|separated"
    r"|separating|splitting\s+up|breaking\s+up|(?:got|getting)\s+(?:divorced|separated)|divorced"
    r"|(?:broke|broken|breaking)\s+off\s+(?:the|our|my)\s+engagement"
    r"|call(?:ed|ing)\s+off\s+(?:the|our|my)\s+(?:engagement|wedding)"
    r"|call(?:ed|ing)\s+(?:the|our|my)\s+(?:engagement|wedding)\s+off)\b"
    r"(?=\s*(?:$|[,.!;]|(?:with|last|in|on|a\s+few|yesterday|recently|today|after|and|but|so"
    r"|because|for\s+good|again|two|three|though|tho|\d)\b))"  # not "we broke up the meeting early"
    r"(?![^.!?]*\b(?:elop\w*|instead|registry\s+office|courthouse|postpon\w*|reschedul\w*"
    r"|still\s+(?:engaged|getting\s+married))\b)"  # "called off the wedding, we're eloping"
    rf"|^{_ENDED_LEAD}(?:(?:the|our|my)\s+(?P<called_off>engagement|wedding)(?:'s|\s+is|\s+has\s+been)\s+off\b"
    r"|(?:we|i)(?:'re|\s+are|'m|\s+am)\s+(?:no\s+longer|not)\s+"
    r"(?P<not_engaged>engaged)\b(?!\s+(?:in|with|to\s+(?:a|an|the|this|that|some)\b)))"
    rf"|^{_ENDED_LEAD}(?P<over>(?:we|i)\s+(?:ended\s+(?:it|things)|finished\s+things)(?:\s+with\s+(?:him|her|them))?"
    r"|i\s+dumped\s+(?:him|her|them)|(?:he|she|(?-i:[A-Z][a-z]+))\s+dumped\s+me"
    rf"|(?:(?!(?:{OTHERS})s?\b)\w+\s+and\s+(?:i|me)|(?:i|me)\s+and\s+(?!(?:{OTHERS})s?\b)\w+|we)"
    r"(?:(?:'re|\s+are|\s+were)\s+(?:not|no\s+longer)"
    r"|\s+aren't|\s+weren't)\s+(?:together|seeing\s+each\s+other|a\s+couple)"
    r"|things\s+with\s+(?-i:[A-Za-z][a-z]+)\s+(?:fizzled\s+out|ended|are\s+over|didn't\s+work\s+out))"
    r"(?=\s*(?:$|[,.!;:]|(?:any\s*more|anymore|now|again|last|yesterday|today|on(?!\s+(?:a|an|the)\b)"
    r"|in|over|for\s+good|after|and|but|so|btw|lol)\b))"  # not "we ended it on a high note"
    rf"|^{_ENDED_LEAD}(?P<single>(?:i'm|i\s+am|im)\s+(?:(?:now|officially|newly)\s+)?single(?:\s+again)?)"
    r"(?=\s*(?:$|[,.!;:]|(?:now|again|btw|lol|haha)\b))"  # not "I'm single on paper"
    r"|^my\s+(?:(?:late|dear|beloved)\s+)?(?P<widowed>husband|wife|partner|spouse|fianc[eé]e?"
    r"|boyfriend|girlfriend)(?:\s+(?-i:[A-Z][a-z]+))?\s+(?:(?:just|sadly|recently|suddenly)\s+)?"
    r"(?:died|passed(?:\s+away|\s+on)?)\b"
    rf"|^(?:(?:my|our)\s+(?:[a-z]+\s+)?(?P<pet>{_PETS})(?:\s+(?-i:(?P<pet_name>[A-Z][a-z]+)))?"
    r"|(?-i:(?P<name>[A-Z][a-z]+)))\s+(?:(?:just|sadly)\s+)?(?:died|passed(?:\s+away)?"
    r"|(?:was|had\s+to\s+be)\s+put\s+(?:down|to\s+sleep))\b"
    rf"|{_LEAD}(?:had\s+to\s+)?put\s+(?:(?:my|our)\s+(?:[a-z]+\s+)?)?(?P<put_down>\w+)\s+(?:down"
    r"|to\s+sleep)\b(?!\s+(?:for\s+(?:the\s+night|a\s+nap|bed|his\s+nap|her\s+nap)|in\s+(?:his|her|the|its)"
    r"\s+(?:crate|bed|cot|basket)|to\s+bed|on\s+the))"  # not "I put Otis down for the night"
    rf"|{_LEAD}(?:had|have)\s+(?:to\s+have\s+)?(?:(?:my|our)\s+(?:[a-z]+\s+)?)?"
    r"(?-i:(?P<had_put>[A-Z][a-z]+))\s+put\s+(?:down|to\s+sleep)\b"
    rf"|{_LEAD}(?:had\s+to\s+(?:say|said)\s+goodbye\s+to|lost|buried|(?:had\s+to\s+|decided\s+to\s+"
    r"|made\s+the\s+(?:\w+\s+)?decision\s+to\s+)?re-?home(?:d)?)\s+(?:(?:my|our)\s+(?:[a-z]+\s+)?"
    rf"(?:{_PETS})\s+)?(?-i:(?P<lost>[A-Z][a-z]+))(?!['’])(?!\s+(?:in|at|on)\s+the\b)"
    + _CLAUSE_END
    + r"|^(?:RIP|R\.I\.P\.?)\s+(?:(?:my|our)\s+(?:[a-z]+\s+)?(?:"
    + _PETS
    + r")\s+)?"
    r"(?-i:(?P<lost2>[A-Z][a-z]+))\b(?!['’]|\s+(?-i:[A-Z]))"
    rf"|{_LEAD}(?:left|quit|resigned\s+from)\s+(?:(?:my|that|the|this)\s+(?:[a-z]+\s+)?(?P<job>job"
    r"|role|position)(?:\s+(?:at|with)\s+(?P<org>[^,.;!?]+?))?"
    r"|(?-i:(?P<org2>[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*))|(?P<field>[a-z]+ing))"
    + _CLAUSE_END
    + rf"|{_LEAD}(?:got|was|been|were)\s+(?P<let_go>laid\s+off|fired|let\s+go|made\s+redundant"
    r"|sacked)(?:\s+(?:from|by|at)\s+(?P<org3>[^,.;!?]+?))?"
    + _CLAUSE_END
    + rf"|{_LEAD}sold\s+(?:my|our|the)\s+(?P<sold>[^,.;!?]+?)"
    + _CLAUSE_END
    + rf"|{_LEAD}(?P<graduated>graduated)\b(?!\s+(?:from\s+)?(?:high\s+school|school|secondary"
    r"|sixth\s+form|primary))(?![^.!?]*\b(?:19|20)\d\d\b)"
    # from their studies, not "from the beginner class at the gym"
    r"(?=\s*(?:$|[,.!;]|(?:last|this|in|on|yesterday|recently|today|a\s+few|with|at|and|but|so"
    r"|from\s+(?:uni|university|college|law|med|my|(?-i:[A-Z]\w*)))\b)))",
    re.I,
)
"""Something of the user's that has ended: a relationship ("jake and i broke up", "we're getting
divorced", "my husband David passed away", "we ended it", "he dumped me", "we're not together
anymore", "things with Tom fizzled out", "I'm single again"), a pet ("my dog Max died", "we had to
put Luna down", "we lost Biscuit last week", "RIP Nugget", "we had to rehome Kiwi"),
a job ("I left that job at Deloitte", "got laid off from amazon", "I quit nursing"), a thing sold
("sold the civic"), their studies ("I graduated in July"; not a year, which tells an old story).
Said of someone else ("my sister broke up with her boyfriend", "my friend's dog died") it is not
matched."""

# -- retractions ----------------------------------------------------------------------------------


GROUP = re.compile(
    r"\b(?:band|book\s+club|club|team|group|choir|crew|duo|trio|partnership|business|company"
    r"|society|squad|league|podcast|class|firm|startup)\b",
    re.I,
)
"""What else can stop being together (`ENDED`): "My old band? We're not together anymore"."""

OBJECT_AFTER = r"(?:to|in|at|from|of|with|called|named|is|are|am|as|a|an)"
"""What the thing a correction replaces follows: a preposition, "is", "called", "named" ("allergic
to walnuts", "called Rex", "in Leeds")."""

_CARER_SAYS = (
    r"(?:my|the)\s+(?:doctor|doc|gp|allergist|consultant|specialist|nurse|dermatologist|immunologist"
    r"|cardiologist|neurologist|psychiatrist|pulmonologist|pharmacist|endocrinologist|ob)"
    r"\s+(?:says|said|told\s+me|confirmed|thinks|reckons)\s+(?:that\s+)?"
)
CARER_SAYS_I = re.compile(
    rf"^{_CARER_SAYS}I(?:'m|'ve|\s+am|\s+have|\s+was|\s+can|\s+no\s+longer|\s+need)\b", re.I
)
"""A doctor's word about the user ("my doctor says I'm allergic to penicillin", "... I'm not
actually allergic to penicillin", "my GP said I have high blood pressure"): reported, but of the
user, and read as theirs."""

_FORGET_VERB = (
    r"^(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:forget|ignore|disregard"
    r"|scratch|delete|remove|drop|erase|(?:never\s*mind|nvm)(?=\s+about\b)|(?:don't|do\s+not"
    r"|I(?:'d|\s+would)\s+rather\s+you\s+(?:didn't|did\s+not)|I\s+(?:don't|do\s+not)\s+want\s+you"
    r"\s+to|(?<=you\s)(?:please\s+)?(?:not|stop))\s+(?:remember(?:ing)?|stor(?:e|ing)|sav(?:e|ing)"
    r"|keep(?:ing)?|not(?:e|ing)))"
)
FORGET = re.compile(rf"{_FORGET_VERB}\b", re.I)
FOR_THE_MOMENT = re.compile(
    r"\b(?:for\s+(?:now|a\s+(?:sec|second|minute|min|moment|bit|while)|the\s+(?:moment|time\s+being)"
    r"|today|tonight|this\s+(?:chat|conversation|one))|right\s+now)\b",
    re.I,
)
"""A subject set aside for the moment ("forget my health stuff for a sec", "forget my religion
for now, I just want a film"): not a request to forget what was said, nor anything to keep."""
"""A retraction that asks to forget what was said, not only to correct it: "nvm about the
tesla", "I'd rather you didn't remember the IVF stuff"."""
_TOPIC_NOUN = r"(?:stuff|thing|things|business|situation)"
""""The IVF stuff", "the arsenal thing": a subject named by a noun of no content of its own."""
_THE_BIT_ABOUT = r"(?:the|that|all\s+the)\s+(?:whole\s+)?(?:bit|part|thing|stuff)\s+about"
_CLAUSE_AFTER = (
    r"\s*[,;]\s*(?:(?:I|we|she|he|they|it|that|this|there|you)(?:'[a-z]+)?|(?:was|is|did|do|have"
    r"|had)(?:n't)?|not|never|wrong|please|thanks|thank\s+you|cheers)\b"
)
"""What a request to forget goes on to say once it has named its subject: "..., she moved out",
"..., that's my brother's car", "..., didn't get it"."""
_POLITE = r"(?:[\s,]+(?:please|thanks|thank\s+you|thx|ty|cheers)\b)*"

FORGET_ABOUT = re.compile(
    rf"{_FORGET_VERB}\s+(?:(?:(?:what|everything|all|anything)\s+(?:that\s+)?I\s+(?:said|told\s+you"
    rf"|mentioned|shared)\s+about|{_THE_BIT_ABOUT}|about|all\s+about"
    r"|(?:everything|anything|all|what)\s+(?:(?:that\s+)?you\s+know\s+)?about)"
    r"\s+(?:my\s+|the\s+|our\s+)?|where\s+I(?:'m|\s+am|'ve\s+been|\s+have\s+been)?\s+|my\s+"
    r"|(?:the|that)\s+(?=[\w'’ -]+?\s+"
    rf"{_TOPIC_NOUN}\b))(?P<topic>[\w'’ -]{{2,40}}?)(?:\s+{_TOPIC_NOUN})?{_POLITE}"
    rf"(?:{_CLAUSE_AFTER}.*)?\s*[.!?]*$",
    re.I,
)
""""Forget what I said about my job": the user takes back a whole subject."""


_SINCE_WHEN = (
    r"(?:\s+(?:last|this|now|in|on|since|about|around|after|before|a\s+(?:few|couple)|\d+|two|three"
    r"|four|five|six|several|yesterday|recently|ages|weeks?|months?|years?)\b.*)?\s*[.!]*$"
)
"""A time said after what was stopped ("... last month", "... two years ago"): not part of it."""

NOT_ME = re.compile(r",?\s+not\s+me\s*[.!]*$", re.I)
"""What ends a fact said of someone else instead ("it's my sister who's vegan, not me")."""
_OFF = (
    r"(?P<{}>off\s+(?!(?:to|out|on|for|into|in|at|with|home|sick|work|duty|today|tomorrow|tonight"
    r"|this|next|until|till|from|till)\b)"
    r".+?)" + _SINCE_WHEN
)
"""What they are off, kept with its "off" (`extractors.rules.general` reads it as a medicine);
not where they are off to ("I'm off to the pharmacy to pick up my sertraline")."""

_NOT_A_NAME = (
    r"(?:it|that|this|those|these|them|him|her|me|I|everything|all|about|what|today|tomorrow"
    r"|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may"
    r"|june|july|august|september|october|november|december|christmas|easter)\b"
)
"""Capitalised words a request to forget names that are no person or thing of the user's
("Forget it", "Forget Tuesday, Wednesday works")."""
_NAME = r"(?-i:[A-Z][a-z'’-]+)"
_JOIN = r"(?:\s*,\s*|,?\s+and\s+|\s*[+&]\s*)"
NAME_LIST = re.compile(rf"{_NAME}(?:\s+{_NAME})?(?:{_JOIN}{_NAME}(?:\s+{_NAME})?)+")
"""Names said as a list ("Jake and Rex", "Mia, Leo and Sam", "Jake + Rex"): each is forgotten
alone."""
_LIST_JOIN = re.compile(_JOIN)

RETRACT = re.compile(
    rf"{_FORGET_VERB}\s+(?P<what0>.+?)\s+(?:from|out\s+of)\s+(?:your|the|my)\s+(?:memory|memories"
    r"|notes|records|profile)\b"
    rf"|{_FORGET_VERB}\s+(?:about\s+)?(?:the|that|all\s+the)\s+(?:whole\s+)?"
    r"(?!(?:whole|other|I|my|we|you|he|she|they|it)\b)(?P<what1>[\w'-]+(?:\s+[\w'-]+){0,2}?)"
    rf"\s+{_TOPIC_NOUN}(?={_POLITE}(?:{_CLAUSE_AFTER}|\s*[.!?]*$))"
    r"|(?:" + _FORGET_VERB + r"|^(?:never\s*mind|nvm))\s+(?:about\s+)?(?:(?:everything|anything"
    r"|all)\s+(?:(?:that\s+)?you\s+know\s+)?about|what\s+you\s+know\s+about"
    r"|where\s+I(?:'m|\s+am|'ve\s+been|\s+have\s+been)?\s+|that|(?:what|everything|all"
    rf"|anything)\s+(?:that\s+)?I\s+(?:said|told\s+you|mentioned|shared)\s+about|{_THE_BIT_ABOUT}"
    r"|my(?!\s+(?:spelling|typos?|grammar|punctuation|wording)\b)|the\s+fact\s+that"
    r"|I\s+(?:ever\s+|even\s+)?(?:said|told\s+you|mentioned)|about(?:\s+(?:the|our))?)"
    r"\s*(?P<what>.*)$"
    r"|^(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:forget|delete|erase"
    r"|(?:don't|do\s+not|stop)\s+(?:remember(?:ing)?|keep(?:ing)?|stor(?:e|ing)))\s+"
    rf"(?!{_NOT_A_NAME})(?P<what20>{_NAME}(?:\s+{_NAME})?(?:{_JOIN}"
    rf"(?!{_NOT_A_NAME}){_NAME}(?:\s+{_NAME})?){{0,4}})"
    rf"(?={_POLITE}(?:{_CLAUSE_AFTER}.*|,?\s+but\s+(?:not|keep|remember|leave|don't)\b.*)?"
    r"\s*[.!?]*$)"
    r"|^I(?:'m|\s+am)\s+(?:actually\s+)?not\s+(?P<what2>.+?)\s+any\s*more\b"
    r"|^I\s+(?:don't|do\s+not|no\s+longer)\s+(?P<what3>.+?)\s+any\s*more\b"
    r"|^I(?:'m|\s+am)\s+no\s+longer\s+(?P<what4>.+)$"
    rf"|^(?:{_CARER_SAYS}|(?:it\s+)?turns"
    r"\s+out\s+(?:that\s+)?|apparently\s+|(?:the\s+)?(?:tests?|results?)\s+(?:show|showed|say|said"
    r"|came\s+back\s+and)\s+(?:that\s+)?)?"
    r"I(?:'m|\s+am)\s+not\s+(?:actually\s+)?(?P<what5>allergic\s+to\s+(?!(?:anything|any\s+\w+)"
    r"\s+else\b|any\s+other\b)[^,;]+?)(?:\s+after\s+all)?\s*(?:[,;].*)?[.!]*$"
    r"|^I\s+no\s+longer\s+(?P<what6>.+)$"
    r"|^I\s+(?:was|got\s+it)\s+wrong\s+about\s+(?P<what7>.+)$"
    r"|^(?:that's|that\s+is)\s+(?:not\s+true|wrong)\s+any\s*more"
    r"|^I(?:'ve|\s+have)?\s+(?:stopped|quit|given\s+up|gave\s+up)\s+(?:being\s+(?:a\s+|an\s+)?"
    r"|(?:going|attending)\s+(?:to\s+)?(?:the\s+)?"
    r"|(?=(?:taking|eating|drinking|using|smoking|vaping|playing|doing)\b))"
    r"(?P<what8>.+?)"
    + _SINCE_WHEN
    + r"|^I(?:'ve|\s+have)?\s+(?:came|come)\s+off\s+(?P<what9>.+?)"
    + _SINCE_WHEN
    + r"|^I\s+used\s+to\s+(?:be\s+(?:a\s+|an\s+)?)?(?P<what10>.+?)(?:\s*,\s*|\s+)but\s+"
    r"(?:now|these\s+days|I\s+(?:don't|no\s+longer|stopped|quit|gave\s+up))\b"
    r"|^I(?:'m|\s+am)\s+not\s+(?:actually\s+)?(?P<what11>.+?)\s+after\s+all\b"
    r"|^I\s+(?:don't|do\s+not)\s+(?:actually\s+)?(?P<what12>(?:have|take)\s+.+?)\s+after\s+all\b"
    r"|^I\s+(?:lied|was\s+(?:only\s+|just\s+)?(?:joking|kidding|lying))\s+about\s+"
    r"(?:being\s+(?:a\s+|an\s+)?|having\s+)?(?P<what13>.+)$"
    r"|^I\s+(?:never|didn't|did\s+not)\s+(?:say|said|tell\s+you|told\s+you|claim|claimed)\s+(?:that\s+)?"
    r"I(?:'m|\s+am|\s+was|'d\s+been|\s+had|\s+have)?\s+(?:a\s+|an\s+)?(?P<what18>.+)$"
    r"|^(?:actually,?\s+)?(?:it's|it\s+is)\s+[\w -]{2,40}?\s+(?:that\s+)?I(?:'m|\s+am)\s+"
    r"(?:allergic|intolerant)\s+to\s*,?\s+not\s+(?P<what19>[\w -]{2,40}?)\s*[.!]*$"
    r"|^I(?:'m|\s+am|(?:'ve|\s+have)\s+been)\s+(?:now\s+|completely\s+)?"
    + _OFF.format("what14")
    + r"|^(?:I\s+)?(?:got|was|(?:'ve|\s+have)\s+been)\s+taken\s+"
    + _OFF.format("what15")
    + r"|^(?:my|the)\s+(?:doctor|gp|psychiatrist|consultant|specialist|nurse)\s+(?:took|has\s+taken"
    r"|'s\s+taken)\s+me\s+"
    + _OFF.format("what16")
    + r"|^(?:I\s+meant\s+(?:that\s+)?)?(?:(?:it|that)(?:'s|\s+is|\s+was)\s+)?(?:my|our)\s+[\w-]+"
    r"(?:\s+[\w-]+)?(?:\s+(?:who|that)(?:'s|\s+is|\s+was)?|(?:'s|\s+is|\s+was)(?:\s+the)?"
    r"|(?=\s+(?:has|takes|eats)\b))\s+(?P<what17>(?:(?!n't\b|\bnot\b|\bnever\b)[^,])+?)"
    + NOT_ME.pattern,
    re.I,
)
"""A statement taking back something about the user: "forget that ...", "I'm not ... anymore",
"I'm no longer a teacher, I retired in January", "I stopped taking metformin last month", "I
used to be vegetarian but now I eat meat", "I don't have diabetes after all", "I lied about
being an astronaut", "I never said I was married", "I'm off the sertraline now", "it's my sister
who's vegan, not me". What it names (the first group that matched) ends at the first clause
break (`RETRACTED_ENDS`)."""
AFTERTHOUGHT = re.compile(rf"{_POLITE}(?:{_CLAUSE_AFTER}.*)?\s*[.!?]*$", re.I)
""""... about being vegetarian, that's not true", "... about my sister, she moved out", "... my
birthday pls": what follows the forgotten thing."""
ASIDE = re.compile(
    r"^(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:just\s+)?(?:forget|ignore"
    r"|disregard|drop)\s+(?:about\s+)?(?:(?:my|the|our)\s+)?(?!(?:what|everything|all|anything|that)\b)"
    r"(?:(?!(?:stuff|things?|bit|part|business|situation|said|told|mentioned|for|tonight|today)\b)"
    r"[\w'’-]+\s*){1,4}(?:[,;]\s*(?!(?:(?:that|it)(?:'s|\s+is|\s+was)\s+(?:not|wrong|no\s+longer"
    r"|over|old)|not\s+true|wrong|please|pls|thanks|thank\s+you|cheers|thx|(?:he|she|they)(?:'s|\s+is"
    r"|'re|\s+are)\s+(?:history|gone|over|dead\s+to\s+me|out\s+of\s+(?:my|the)\s+(?:life|picture))"
    r"|we(?:'re|\s+are)\s+(?:done|over|through|finished)|we\s+(?:broke|split)\s+up"
    r"|I(?:'m|\s+am)\s+(?:over|done\s+with)\s+(?:him|her|them|it)"
    r"|I\s+(?:don't|do\s+not)\s+want\s+(?:him|her|them|it|that)\s+(?:in\s+here|here|remembered"
    r"|mentioned|kept|in\s+(?:your|the)\s+(?:memory|notes))"
    r"|(?:he|she|they)(?:'s|\s+has|'ve|\s+have)\s+(?:left|moved\s+on|gone)"
    rf"|{_NAME}(?:\s*,\s*{_NAME})*,?\s+and\s+{_NAME}{_POLITE}\W*$)\b)\w|(?:for\s+(?:now"
    r"|a\s+(?:bit|sec|second|minute|moment|while)|the\s+moment|today|tonight)|tonight|today)\b)",
    re.I,
)
"""A bare "forget/ignore X" that goes on to another clause ("forget about my job, I'm on
holiday", "ignore my dog, he's barking"), unless the clause says it is not true or over ("forget
Tom, he's history", "..., we broke up"), or that says
"for now", sets a subject aside for the moment: it is not a request to forget what was said ("the
stuff about", "what I said about" are)."""
PAUSE = re.compile(
    r"\b(?:for\s+(?:now|the\s+(?:time\s+being|moment|next\s+(?:\w+\s+)?(?:days?|weeks?|months?)))"
    r"|for\s+(?:a|one|two|three|four|five|six|a\s+few|a\s+couple(?:\s+of)?|\d+|several)\s+(?:more\s+)?"
    r"(?:days?|nights?|weeks?|weekends?|months?|while|bit)\b"
    r"|until\s+(?!now\b)\w+|till\s+\w+|temporarily|for\s+(?:this|the)\s+(?:week|weekend|month|trip"
    r"|holidays?|surgery|operation|procedure|test|fast)\b|for\s+(?:lent|today|tonight)\b"
    r"|over\s+the\s+(?:weekend|holidays?)|during\s+(?:the\s+|my\s+)?\w+|while\s+I(?:'m|\s+am)\b)",
    re.I,
)
"""A stop with a time it ends ("I'm off the sertraline for a week", "I stopped taking it for now",
"off dairy until the test"): a pause, not a change; what was true stays. Not a time already
spent ("I've been off it for two months", `ELAPSED`)."""
ELAPSED = re.compile(r"\b(?:been|since|ago)\b", re.I)
AWAY_CLAUSE = re.compile(
    r"[,;]\s*(?:(?:because|cause|cos|as|since)\s+)?I(?:'m|\s+am)\s+(?:off|away|out|on\s+(?:holiday"
    r"|vacation|leave|a\s+break|break|annual\s+leave|pto))\b",
    re.I,
)
"""A clause after "forget X" saying the user is away ("forget the work stuff, I'm off this
week"): X is set aside while they are, not taken back."""
FORGET_EVERYTHING = "**"
"""A retraction's content that takes back every memory under its key and every episode the user
has: "forget everything you know about me" ("*" takes back every memory under its key)."""
RETRACTED_ENDS = re.compile(
    r"\s*[,;]\s+|\s+(?:but|and|so|because|since|as|now)\s+|\s+(?:after\s+all|at\s+all)\b", re.I
)


COME_ROUND = re.compile(
    r"^I(?:'ve|\s+have)?\s+(?:actually\s+)?(?:come\s+(?:round|around)\s+to|warmed\s+up\s+to"
    r"|gotten\s+into|got\s+into|started\s+(?:liking|to\s+like|enjoying))\s+(?P<object>.+)$"
    r"|^I(?:'m|\s+am)\s+(?:actually\s+|totally\s+)?(?:fine|ok|okay|good|cool)\s+with\s+"
    r"(?P<object2>.+?)(?:\s+now|\s+these\s+days|\s+after\s+all)\b",
    re.I,
)


def split_list(names: str) -> list[str]:
    """The items of a list said with commas, "and", "&" or "+" ("Mia, Leo and Sam")."""
    return [item for item in _LIST_JOIN.split(names) if item]


def by_name_alone(text: str) -> bool:
    """True for a request to forget that gives only a name ("forget Jake", "forget Tom, he's
    history"; `RETRACT` group `what20`): taken for a person or a pet."""
    asked = RETRACT.match(tidy(text.strip()))
    return asked is not None and asked.group("what20") is not None


def about_a_name(text: str) -> bool:
    """True for a request to forget everything about a name ("forget everything about Peanut",
    "forget all about Jake"): a person, a pet or a place, never a safety fact sharing its word
    ("Allergic to peanuts" beside a cat called Peanut)."""
    return _ALL_ABOUT_A_NAME.match(tidy(text.strip())) is not None


_ALL_ABOUT_A_NAME = re.compile(
    rf"{_FORGET_VERB}\s+(?:(?:everything|anything|all)\s+(?:(?:that\s+)?(?:you\s+know|I\s+(?:said"
    rf"|told\s+you))\s+)?)?about\s+(?!{_NOT_A_NAME}){_NAME}(?:\s+{_NAME})?"
    rf"(?={_POLITE}(?:{_CLAUSE_AFTER}.*)?\s*[.!?]*$)"
)
