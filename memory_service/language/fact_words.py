"""The words and patterns of facts about the user: states, habits, stances, events, constraints.

Data for `statements.py` and `salience.py`, beside `statement_words` (moods, subjects,
instructions, preferences, retractions) and `guard_words` (what is not the user's own statement).
"""

from __future__ import annotations

import re

from memory_service.language.preference_words import NOT_A_CONSTRAINT
from memory_service.language.statement_words import OTHERS

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
    r"|studying\s+for|applying|trying\s+to|about\s+to|(?:going|off|flying|heading|moving)\s+to"
    r"\s+(?!the\s+(?:shops?|gym|pub|bed|toilet|loo|doctor|dentist)\b|bed\b|sleep\b|work\b|school\b"
    r"|(?:be|have|get|do|make|see|go|try|need|watch|cook|call|text|ask|tell|write|read|buy|eat"
    r"|take|give|pick|grab|check|look|wait|stay|sleep|sit|start|stop|finish|think|talk|meet"
    r"|bring|leave|put|send|play|clean|wash|say|keep|let|show|find|use|work|miss|cry|die|lose"
    r"|kill|hate|love|like|want)\b)[a-z]+(?=\s*(?:[!.,;]|$)|\s+(?:in|for|next|this|over|from)\b)"
    r"|next\s+(?:week|month|year|spring|summer"
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
    r"^(?:me\s+and\s+(?P<a>(?:my|our)\s+[\w-]+(?:\s+(?-i:[A-Z][a-z]+))?|[\w-]+)"
    r"|(?P<b>(?:my|our)\s+[\w-]+(?:\s+(?-i:[A-Z][a-z]+))?|(?!(?:you|he|she|they|we|it|this|that"
    r"|there|oh|ah|so|and|but|yes|yeah|no|ok|okay|well|lol"
    r"|haha|also|then|now|anyway|plus|today|tonight|yesterday|honestly|actually)\b)[\w-]+)"
    r"\s+and\s+(?:I|me)"
    r"|I\s+and\s+(?P<c>(?:my|our)\s+[\w-]+(?:\s+(?-i:[A-Z][a-z]+))?))\s+",
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
    r"|obsessed|dying|crying|screaming|laughing|dead)\b(?!\s+(?:to|of|with|about|at|for|from)\b)"
    r"|^I(?:'ve|\s+have)?(?:\s+got)?\s+(?:a|an)\s+(?:bit\s+of\s+a\s+|bad\s+|horrible\s+|awful\s+"
    r"|splitting\s+|stinking\s+|slight\s+|quick\s+|big\s+|busy\s+|long\s+)?(?:cold|headache|migraine"
    r"|hangover|sore\s+\w+|temperature|fever|cough|stomach\s+bug|feeling|question|meeting|call"
    r"|deadline|day|week|night|morning)\b(?!.*\b(?:every|each|most|all\s+the\s+time|always|since"
    r"|for\s+(?:years|months|ages|weeks)|old|chronic|won't\s+go)\b)"
    r"|^I(?:'m|\s+am)\s+(?:just\s+|currently\s+|still\s+|now\s+|sat\s+)?(?:(?:sitting|lying|laying"
    r"|standing)\s+(?:on|in|at|by|here|there|next)\b|on\s+(?:the|a|my)\s+(?:sofa|couch|floor"
    r"|stationary\s+bike|balcony|porch)\b|in\s+(?:bed|the\s+bath)\b)"
    r"(?!.*\b(?:every|each|always|usually|often|a\s+lot|chronic\w*|most\s+days)\b)",
    re.I,
)
"""A passing state: a mood ("I'm so tired"), a minor ailment or a moment's business ("I've got
a splitting headache", "I have a meeting at 3", "I've got a question"), where the user is
sitting or lying as they write ("I'm on the sofa with my foot on a bag of frozen peas")."""

SELF_PUT_DOWN = re.compile(
    r"^I(?:'m|\s+am)\s+(?:so\s+|really\s+|such\s+|just\s+|a\s+bit\s+|kinda\s+)*(?:dumb|stupid"
    r"|an?\s+(?:idiot|moron|dummy|mess|disaster|klutz|muppet|numpty))\b"
    r"(?!\s+(?:with|about|at|when)\b)",
    re.I,
)
"""A word said against oneself ("im dumb its friday the 11th", "I'm such an idiot"): not a fact
about the user, though the sentence may carry one."""
SURPRISE = re.compile(
    r"^I\s+(?:never|didn't|did\s+not|had\s+no\s+idea)\s+(?:know|knew|realis|realiz|expect|imagin"
    r"|guess|thought|think)\w*\s+(?:there|that|it|you|such|how|what|anyone|people|someone)\b"
    r"(?![^.!?]*\bI(?:'[a-z]+)?\b)",
    re.I,
)
"""Surprise at something new ("I never knew there was such a job"): a reaction, not something
the user never does; unless the user says something of themselves in it ("I never knew how much
I love hiking")."""
USED_TO = re.compile(r"^I\s+used\s+to\b(?![^.!?]*\bI(?:'[a-z]+)?\b)", re.I)
"""A habit the user had ("I used to open the curtains to the Atlantic every morning"): what was,
not a preference they hold; a sentence that goes on to what they do now ("..., I still love
music") is read as before."""


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


ONGOING = re.compile(
    r"^(?!.*\b(?:until|till|til|lol|haha|jk|dead|sick|ill|hospital|waiting|stuck|hold|mood|arguing"
    r"|fighting|covid|flu|cold|relapsed|relapse)\b)"
    r".*\b(?:I|we)(?:'ve|\s+have)\s+(?:now\s+|always\s+)?(?:been|lived|worked|had|owned|kept|played"
    r"|run|taught|studied|practi[cs]ed|volunteered|coached|rented|used)\b[^.!?]{0,50}?\b(?:for\s+"
    r"(?:(?:over|about|around|nearly|almost|more\s+than|the\s+(?:last|past))\s+)?(?:\d+|two|three|four"
    r"|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a\s+few|a\s+couple\s+of"
    r"|several|many)\s+(?:years|decades)|since\s+(?:\d{4}|(?:early|late|mid)\s+\d{4}|I\s+was"
    r"|we\s+were|school|uni|university|college|childhood))\b",
    re.I,
)
"""A state the user has been in for years or since a year ("I've been sober for three years",
"we've lived in Leeds since 2015"): it goes on now, so it is lasting, though said in the
perfect. Not months, weeks, days or hours, not one that ended ("until I relapsed"), nor an
illness, a wait or a joke ("I've been dead for 3 years lol")."""


STANCE = re.compile(
    r"\b(?:love|loves|loved|adore|adores|enjoy|enjoys|likes|liked|prefer|prefers|fan|favou?rite"
    r"|hate|hates|dislike|dislikes|detest|loathe|despise|can't\s+stand|cannot\s+stand|rather"
    r"|avoid|avoids|(?:scared|afraid|terrified|wary)\s+of|obsessed\s+with|(?:I'm|am|really|so)"
    r"\s+into|sick\s+of|tired\s+of|useless|scam|overrated|works?\s+for\s+me|not\s+for\s+me"
    r"|(?:a\s+)?no\s+for\s+me|my\s+(?:thing|jam|go-to|happy\s+place|guilty\s+pleasure|weakness)"
    r"|go-to|sacred|out\s+for\s+me)\b|(?<![\w'])I(?:\s+(?:\w+ly|really|do|did|also|still|just|quite"
    r"|kind\s+of|kinda|sort\s+of|actually|genuinely|totally|honestly|don't|didn't|do\s+not|would"
    r"|'d|especially|definitely|absolutely|particularly|even|always|never|now|mostly|generally"
    r"|usually|tend\s+to|only)){0,2}\s+like\b",
    re.I,
)
"""A liking or an aversion ("can't stand", "my go-to", "I really like"). Not a likeness ("I look
like a banana", "I swim like a determined log")."""


TRANSIENT_TIME = re.compile(
    r"\b(?:today|tonight|right\s+now|at\s+the\s+moment|this\s+(?:morning|afternoon|evening)"
    r"|just\s+now|atm|rn|currently\s+(?:lying|sitting|eating|drinking|watching)|going\s+back\s+to"
    r"|on\s+my\s+way|about\s+to|as\s+we\s+speak|all\s+(?:this\s+)?week(?:end)?)\b",
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
    r"|(?:I|we)(?:'ve|\s+have)\s+(?:got\s+)?(?!to\b|been\b|no\s+idea\b|a\s+(?:feeling|question|quick))(?:a|an|two"
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
    r"|hang|calm|chill|relax|enjoy|have\s+fun|be\s+(?:careful|safe|nice)|thanks|thank\s+you|cheers"
    r"|ta)\b",
    re.I,
)


PAST_NARRATIVE = re.compile(
    r"\b(?!(?:I|we)(?:'ve|\s+have)\s+got\b(?!\s+(?:back|home|in|up|off|out|there|here|to\b)))"
    r"(?:I|we|I've|we've)\s+(?:just\s+|finally\s+|already\s+|also\s+|actually\s+|literally\s+"
    r"|only\s+|even\s+|then\s+|totally\s+|kind\s+of\s+|kinda\s+)?(?:\w+ed|went|saw|ate|drank"
    r"|had|did|made|took|came|got|met|found|bought|thought|felt|gave|knew|left|lost|paid|ran|sold"
    r"|sent|spent|told|wrote|broke|fell|flew|forgot|grew|began|won|rode|swam|sang|sat|slept|stood"
    r"|woke|wore|chose|caught|held|kept|said|heard|built|drew|was|were|been|eaten|seen|done|gone"
    r"|watched|visited|tried)\b(?!')",
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
    rf"\b(?:I\s+(?:(?:really|just|absolutely|simply|honestly)\s+)?(?:(?:won't|will\s+not|refuse"
    rf"\s+to)\s+(?!{NOT_A_CONSTRAINT}\b)[a-z]{{2,}}|(?:don't|do\s+not|never|can't|cannot|no\s+longer"
    rf"|only)\s+(?:\w+\s+)?{_ACTIVITY}\b)"
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
    r"\b(?:loves?|loved|likes?|liked|hates?|hated|adores?|enjoys?|enjoyed|prefers?|dislikes?)"
    r"\s+(?:it|that|this|them|those|these|her|him|you|u|ya|me|us)\b",
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

FAVOURITE = re.compile(
    r"^(?:my|our)\s+(?:absolute\s+|all[- ]time\s+)?favou?rite\s+(?P<what>[\w' -]{2,30}?)\s+"
    r"(?:is|are|has\s+to\s+be|would\s+be)\s+(?P<object>.+)$",
    re.I,
)
""""My favourite band is Radiohead": a favourite, keyed by what kind of thing it is."""
SOMEONE_ELSE = re.compile(
    r"^(?i:he|she|they|no\s+one|nobody|everyone|everybody|someone|somebody)(?:'s|'re|'ll|'d|\s)"
    r"|^[A-Z][a-z]+\s+(?:says|said|makes|made|knows|thinks|wants|told|gave|gives|took|takes|does"
    r"|did|can|can't|will|would|should|screamed|went|goes|reckons|loves|hates|likes|keeps|gets"
    r"|got)\b"
)
"""A sentence whose subject is someone else ("she screamed all the way to the vets, I can't do
4 hours of that", "Sandra says ...", "Luca makes me eat breakfast"): about them, not the user."""

NOT_A_PERSON = re.compile(
    r"^I(?:'m|\s+am)\s+(?:really\s+|just\s+)?not\s+(?:really\s+|much\s+of\s+)?an?\s+"
    r"(?:big\s+|huge\s+)?[\w-]+(?:\s+[\w-]+)?\s+person\b",
    re.I,
)
""""I'm not a fish person": an aversion stated as who they are not."""

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
    r"|basically|literally|usually|always|never|mostly|mainly|now|don't|do\s+not|no\s+longer"
    r"|both|all|each)\s+)*"
    r"(?!(?:(?:like|love|hate|prefer|enjoy)\s+(?:that|this|it|those|these|them|you)\b"
    r"|think|guess|mean|know|hope|wonder|feel|see|agree|bet|suppose|reckon|promise|swear|miss"
    r"|love\s+(?:it|that|you)|need|want|wish|get\s+it|understand|remember|forgot|forget|believe"
    r"|can|could|will|would|should|might|must|may|am|was|were|had|did|said|told|went|got|made"
    r"|saw|came|took|thought|felt|heard|tried|ate|drank|gave|left|found|bought|met|ran|sent"
    r"|paid|lost|won|wrote|broke|fell|sat|slept|spent|sold|kept|held|put|let|set|cut|hit|knew|both|all|each"
    r"|read\s+(?:it|that|this)|have\s+to|gotta|gonna|wanna|'m|'ve|'d|'ll)\b)"
    r"(?P<verb>[a-z]{3,})\b(?<!ed)(?<!ing)",
    re.I,
)
"""A first-person present simple ("I learn better from videos", "we keep the heating at 18"):
what they do as a rule, unlike a past event, a feeling now or a figure of speech."""


JEST_NAME = re.compile(
    r"^(?:(?:hi|hey|hello)\W+)?(?:i'm|i\s+am|im|my\s+name\s+is|my\s+name's|call\s+me)\s+(?:the\s+)?"
    r"(?:batman|superman|spider-?man|iron\s*man|the\s+hulk|hulk|thor|groot|yoda|gandalf|frodo|shrek"
    r"|dracula|voldemort|sherlock(?:\s+holmes)?|santa(?:\s+claus)?|jesus|god|zeus|napoleon|elvis"
    r"|beyonc[eé]|rihanna|shakespeare|einstein|pikachu|darth\s+vader|james\s+bond|wonder\s+woman"
    r"|the\s+pope|the\s+queen|the\s+king)\b",
    re.I,
)
"""A name no user goes by, said in jest ("I'm Batman. anyway."): characters, gods, the famous."""
