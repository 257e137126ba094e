"""The words that announce or point at material the user pasted or quoted ("here is an email:",
"translate this", "she wrote", "lyrics:"), and the words of a user coming back after it: data
for `own_words`."""

from __future__ import annotations

import re

from memory_service.language.statement_words import HOUSEHOLD, OTHERS

# -- material announced before a colon --------------------------------------------------------
MATERIAL_NOUN = (
    r"(?:e-?mails?|messages?|texts?|transcripts?|lyrics|songs?|poems?|verses?|reviews?|posts?"
    r"|letters?|notes?|stor(?:y|ies)|articles?|quotes?|quotations?|logs?|outputs?|errors?|code"
    r"|snippets?|scripts?|paragraphs?|passages?|documents?|docs?|tweets?|comments?|bios?|essays?"
    r"|drafts?|repl(?:y|ies)|responses?|chats?|conversations?|excerpts?|captions?|sentences?"
    r"|words|lines?|phrases?|descriptions?|summar(?:y|ies)|statements?|announcements?|memos?"
    r"|copy|version|intro(?:duction)?|speech|profile|listing|ad|advert|recipe|instructions"
    r"|screenshot|thread|dialogue|script|subtitles?|captions?|page|section|blurb|cv|resume|haiku"
    r"|limerick|sonnet|stanzas?|rap|riddle|jokes?|json|sql|query|yaml|config|function|regex"
    r"|game|play|part|role|scene|commits?|diff|patch|testimonials?|complaints?|obituar(?:y|ies)"
    r"|eulog(?:y|ies)|newsletters?|press\s+release|abstract"
    r"|stack\s*trace|traceback|contract|clause|terms|policy|form|template|invoice|receipt|minutes"
    r"|agenda|list|data|numbers|figures|results|survey|feedback|table|spreadsheet|csv|report"
    r"|lecture|talk|podcast|video|episode|interview|sermon|presentation|horoscope|leaflet|blogs?"
    r"|substack|newsletters?|website|site|forum|subreddit|magazine|newspaper|column|op-?ed|books?"
    r"|novel|obituary|eulogy|biography|bio)"
)
MATERIAL_VERB = (
    r"(?:said|says|say|wrote|writes|texted|replied|replies|asked|told\s+me|goes|reads|posted"
    r"|commented|sent(?:\s+me)?|forwarded|shared|messaged|emailed|tweeted|put\s+it|mentioned)"
)
LANGUAGE = (
    r"(?:french|spanish|german|italian|portuguese|dutch|polish|russian|arabic|hindi|urdu|japanese"
    r"|chinese|mandarin|cantonese|korean|greek|turkish|swedish|danish|norwegian|finnish|vietnamese"
    r"|thai|indonesian|tagalog|hebrew|persian|farsi|swahili|welsh|irish|gaelic|latin|english)"
)
"""A language a text is put into ("tell me in French: ...", "translate it into Thai")."""
TASK_VERB = (
    r"(?:translate|summari[sz]e|proofread|paraphrase|rewrite|rephrase|reword|edit|fix|correct"
    r"|improve|polish|shorten|expand|review|check|analy[sz]e|explain|format|convert|continue"
    r"|finish|complete|respond\s+to|reply\s+to|answer|critique|grade|score|rate|debug|refactor"
    r"|read|look\s+at|tl;?dr|simplify|make|memori[sz]e|learn|practi[cs]e|rehearse|recite|sing"
    r"|perform|turn|repeat\s+after\s+me|echo\s+back|tidy\s+up|clean\s+up|spruce\s+up|punch\s+up"
    r"|tighten(?:\s+up)?)"
)
HEADING = (
    r"(?:lyrics|transcript|e-?mail|message|text|log|logs|output|error|code|quote|poem|review|post"
    r"|letter|story|article|excerpt|passage|document|tweet|comment|chat|conversation|script"
    r"|draft|reply|response|translation|original|source|input|notes)"
)
ANNOUNCES = re.compile(
    rf"(?:\b(?!your\s+(?:notes|records|files?)\b)(?:a|an|the|this|that|these|those|my|his|her"
    rf"|their|our|your|its|some|following"
    rf"|[A-Z][a-z]+'s)"
    rf"\s+(?:[\w'-]+\s+){{0,3}}?{MATERIAL_NOUN}\b|^\s*{HEADING}\s*$|\b{MATERIAL_VERB}\b"
    rf"|\b{TASK_VERB}\b|\bhere(?:'s|\s+is|\s+are)\b|\bbelow\b|\bfollowing\b|\bas follows\b"
    r"|\bpasted?\b|\bcopied\b|\bfrom\s+(?:my|a|the|his|her|their)\b"
    r"|\b(?:say|tell|write|put|reply|answer|respond|text|read|explain)\b[^:]{0,40}?\b(?:in|into)"
    rf"\s+{LANGUAGE}\b"
    rf"|^\W*(?:(?:ok|okay|so|and|then|lol)\W+)*(?:my|his|her|our|their)\s+(?:[\w'-]+\s+)?"
    rf"(?:{OTHERS}|{HOUSEHOLD})(?:\s+(?:on\s+the\s+phone|just\s+now|just|earlier|today|yesterday"
    r"|this\s+morning|last\s+night|again))*\s*$"
    r"|\b(?:story|plot|script|scene|poem|song|game|character)\s+(?:idea|prompt|premise|outline)\b"
    r"|\b(?:found|saw|seen|read|spotted|came\s+across|got|stumbled\s+(?:on|upon))\s+(?:this|that|these"
    r"|those)\b|\b(?:on|from)\s+(?:reddit|facebook|fb|twitter|instagram|insta|tiktok|linkedin|quora"
    r"|mumsnet|threads|whatsapp|telegram|discord|a\s+forum|a\s+group\s+chat|the\s+internet|online)\b"
    r"|^\W*(?:(?:just\s+)?asking\s+for\s+a\s+friend|for\s+a\s+friend"
    r"|(?:an?\s+|for\s+)?(?:example|instance)|e\.?g|sample|(?:an?\s+|quick\s+)?(?:hypothetical"
    r"|scenario|case\s+study|test\s+case|made[- ]up\s+\w+))\W*$)",
    re.I,
)
COLON = re.compile(r":(?=\s|$)")
HEADED = re.compile(
    rf"^\s*(?![^:\n]*\b(?:your\s+(?:notes|records|files?)|notes?\s+(?:for\s+(?:all\s+)?(?:future|later"
    rf"|next|upcoming)\s+(?:\w+\s+)?(?:chats?|conversations?|sessions?|reference|times?)|for\s+you"
    rf"|to\s+self))\s*(?::|—|–|\s-\s))(?:[\w'’-]+\s+){{0,3}}?{HEADING}s?(?:\s+(?:of|from|for|by)\s+(?:[\w'’-]+\s+){{0,3}}"
    r"[\w'’-]+)?\s*(?::|—|–|\s-\s)",
    re.I,
)
""""Video transcript: ...", "Quote of the day — ...": a heading, then the material itself; not
the user's own update "for your notes:", "Note for future chats:"."""
REPORTED = re.compile(
    r"^(?:\w+\s+){0,2}?(?:my|our)\s+(?:[\w'’-]+\s+){1,3}?(?:says|said|say|wrote|writes|texted"
    r"|told\s+me|thinks|claims|reckons|called\s+me|was\s+like|is\s+like|goes|went)\b",
    re.I,
)
""""My friend's message says I'm ...": the rest of the sentence is theirs, whatever "I" it holds."""
POINTS_AT_MATERIAL = re.compile(
    rf"\b(?:this|these|that|the\s+following|following|below|attached|above)"
    r"(?!\s+(?:was|is)\s+(?:(?:just|only)\s+)?a\s+joke\b)\s+(?:[\w-]+\s+){0,2}?"
    rf"{MATERIAL_NOUN}\b",
    re.I,
)
POINTS_AT_PASTE = re.compile(
    rf"\b(?:main\s+(?:point|argument|idea)|what(?:'s|\s+is)\s+the\s+(?:tone|point|gist|argument)"
    rf"|author'?s?\s+(?:point|tone|argument|intent|message)|fact[- ]?check\w*|trying\s+to\s+say"
    rf"|tl;?dr)\b"
    rf"|\b{MATERIAL_VERB}\s+(?:(?:my|his|her|their|our|a|an|the|this|that)\s+)?(?:own\s+)?(?:[\w-]+\s+){{0,2}}?"
    rf"{MATERIAL_NOUN}\b"
    rf"|\b(?:{TASK_VERB}|{MATERIAL_VERB}|write|reply|comment|hashtags?|caption|based\s+on)\b"
    r"[^.?!\n]{0,40}?\b(?:this|these|that|the\s+above|here)(?=\s*(?:[?.!,:]|$)|\s+(?:into|to"
    r"|for|in|as|without|pls|please|so|and|lol)\b)|\b(?:this|the\s+above)\s+(?:talk|speech|text"
    r"|thing|bit|one)\b[^.!\n]{0,20}\?|\bis\s+(?:this|that)\s+(?:[\w-]+\s+){0,2}?(?:any\s+good|legit"
    r"|real|true|worth\s+it|safe|accurate|correct)\b",
    re.I,
)
"""A paragraph of a message of several that points at another one as material to work on:
"turn this into action items", "can I make this without an oven?", "is the grammar right here?"."""
CARET_SOURCE = r"(?:from|source|via|copied|posted|taken\s+from)\b"
"""What a line opening with a caret says of the lines above it ("^ from a blog"): where they
came from."""
POINTS_BACK = re.compile(
    rf"^(?:[\w']+[,!.]*\s+){{0,2}}?(?:it's|it\s+is|it\s+was|that's|thats|that\s+is|that\s+was|this\s+is"
    rf"|this\s+was)\s+(?:(?:from|a|an|the|my|his|her|their)\s+)?(?:[\w'-]+\s+){{0,3}}?"
    rf"{MATERIAL_NOUN}\b|^(?:[\w']+[,!.]*\s+){{0,2}}?(?:it's|that's|this\s+is|those\s+are|these\s+are)"
    rf"\s+(?:my|his|her|their)\s+(?:[\w-]+\s+)?(?:{OTHERS}|{HOUSEHOLD})(?:'s)?\b|\bnot\s+mine\b"
    r"|^(?:[\w']+[,!.]*\s+){0,2}?is\s+(?:this|that)\s+(?:guy|girl|person|dude|woman|man|lady|bloke)\b"
    r"|\b(?:it's|it\s+is|that's|this\s+is|it\s+isn't|that\s+isn't|this\s+isn't)\s+not\s+(?:about\s+)?me\b"
    r"|\b(?:isn't|wasn't)\s+(?:about\s+)?me\b"
    rf"|^\(?\^+\s*{CARET_SOURCE}",
    re.I,
)
"""A sentence that says the text before it was someone else's: "it's from my professor's
lecture", "that's my landlord", "it's my boyfriend's, not mine", "is this guy for real"."""
WRITTEN = (
    r"(?:bio|profile|post|review|letter|e-?mail|message|text|speech|essay|statement|cv|resume"
    r"|caption|tweet|article|blog|story|poem|lyrics|obituary|eulogy|toast|draft|application"
    r"|description|listing|ad|advert|announcement|newsletter)s?"
)
OTHERS_TEXT = re.compile(
    rf"(?<!\bmy\s)(?<!\bour\s)\b{TASK_VERB}\s+(?:up\s+)?"
    rf"(?:his|her|their|(?-i:[A-Z])\w+'s|my\s+(?:[\w-]+\s+)?(?:{OTHERS}|{HOUSEHOLD})'s)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?{WRITTEN}\b",
    re.I,
)
"""A task on a text someone else wrote, named as theirs ("punch up his dating bio", "proofread
Mia's cover letter"): said just above a long paragraph, that paragraph is it."""
STAGE = re.compile(
    r"\b(?:(?:I've\s+been|I\s+was|I'm|I\s+got|got)\s+cast\s+as|(?:I'm|I\s+am)\s+playing\s+(?:the|a|an)"
    r"\s+(?:part|role)\s+of|audition(?:ing)?\s+(?:for|piece))\b",
    re.I,
)
PERFORMED = re.compile(
    r"\b(?:(?:big|main|opening|closing)\s+speech|lines|monologue|soliloquy)\b", re.I
)
"""A text to be performed ("help me with my big speech" after "I've been cast as the sea
captain"): its first person is the character's."""
RECEIVED = re.compile(
    r"^(?:[\w']+[,!?.]*\s+){0,2}?(?:got|received)\s+(?:that|this|these|those)\s+(?:from|on|via"
    r"|over|through)\b"
    r"|^(?:[\w']+[,!?.]*\s+){0,2}?(?:that|this)\s+(?:just\s+|literally\s+)?(?:came\s+in|landed"
    r"|popped\s+up|pinged\s+in)\s+(?:on\s+(?!time\b|budget\b|schedule\b|target\b|the\s+\d|\d"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)|from|via|through|at\s+(?:\d|midnight|dawn))"
    r"|^(?:[\w']+[,!?.]*\s+){0,2}?(?:that|this)(?:'s|\s+is|\s+has\s+been|\s+was)\s+(?:going"
    r"|gone|doing)\s+(?:viral|the\s+rounds|round|around)\b",
    re.I,
)
"""A sentence that says the text before it was received: "That came in on LinkedIn.", "That came
in at 2am.", "Thoughts? That's going viral at my company.", "Got that from a stranger on
Tinder". Only of a text long enough to be a
message received (`RECEIVED_WORDS`): of "I got the job at Google!" it says how the news came; and
not of a parcel ("That came in on Tuesday")."""
RECEIVED_WORDS = 12
WROTE_IT = re.compile(
    r"^(?:[\w']+[,!.]*\s+){0,2}?(?:it's|it\s+is|it\s+was|that's|thats|that\s+is|that\s+was)"
    r"\s+from\s+(?:one\s+of\s+)?my\s+(?:clients?|customers?|patients?|candidates?|applicants?"
    r"|students?)\b|^(?:[\w']+[,!.]*\s+){0,2}?(?:that's|thats|that\s+is)\s+(?:him|her)\W",
    re.I,
)
"""Said of a long message just before: its author was someone else ("that's from one of my
clients", "yep that's him"). Only a long message (`own_words.PASTE_WORDS`): of a short one
("I got a new watch" / "it's from my wife") it says where a thing came from."""
POINTS_DOWN = re.compile(
    r"\bhere(?:'s|\s+is|\s+are|\s+it\s+is|\s+they\s+are|\s+you\s+go)\b(?!,?\s+(?:the\s+thing"
    r"|the\s+deal|my|me|what\s+i|why\s+i|how\s+i|where\s+i|a\s+bit\s+about|some\s+(?:context|background)"
    r"|the\s+(?:situation|update|problem|context|background)|an\s+update))"
    r"|\bas\s+follows\b|\bpasting\b|\b(?:the\s+)?whole\s+thing\b"
    r"|\b(?:got|received|found|saw|spotted)\s+this\s+(?:on|from|in|via|through)\b"
    r"|\b(?:look|read|check)\s+(?:at\s+)?(?:this|these)\b(?!\s+(?:out|week|year|month|morning|time))"
    r"|\b(?:this|these)\s+(?:from|by)\s+(?:my|his|her|their|our|a|an|the|[A-Z])"
    r"|\b(?:this|these|those)\s+(?:is|are|was|were)\s+(?:his|her|their|\w+'s)\s+\w+"
    r"|\b(?:my|his|her|their|our)\s+(?!own\b)(?:\w+\s+){1,2}?(?:wrote|has\s+written|drafted"
    r"|put\s+together)\s+(?:(?:a|an|the|his|her|their|this|my|our)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:essay|letter|e-?mail|statement|speech|bio|cv|resume|story|post|review|poem|message"
    r"|application|toast|eulogy|article|report|profile)s?\b"
    r"|^\W*(?:(?:ok|so|and)\W+)?(?:this|that)\s+is\s+the\s+(?:vibe|look|energy|style|tone|aesthetic"
    r"|kind\s+of\s+thing)\s+(?:i'm|i\s+am|i)\s+(?:going\s+for|aiming\s+for|want|like)\b"
    r"|\b(?:esto|aquí\s+está|voici|voilà|ceci|hier\s+ist|folgendes|ecco)\b",
    re.I,
)
"""A short paragraph that points down at the one after it as the material ("ok here it is, be
brutal", "ugh look at this from my landlord", "pasting the whole thing", "my son wrote his
personal statement, check the grammar")."""
TEXT_TASK = re.compile(
    r"^\W*(?:[\w']+(?:\s+[\w']+)?,\s+)?(?:(?:ok|okay|hey|hi|so|pls|please|quick\s+one|can\s+you"
    r"|could\s+you|would\s+you|can\s+u|help\s+me)\W+)*(?:(?:tidy|clean|spruce|punch)\s+up|polish"
    r"|edit|proofread)\s+(?:a|an|this|these)\s+(?:[\w-]+\s+){0,2}?"
    rf"{MATERIAL_NOUN}\b|^\W*(?:(?:ok|okay|hey|hi|so|pls|please|quick\s+one|can\s+you|could\s+you"
    r"|would\s+you|can\s+u)\W+)*(?:(?:translate|summari[sz]e|proofread|paraphrase|rephrase|reword"
    r"|rewrite|simplify|critique|fact[- ]?check|tl;?dr)\s+(?:this|these|the\s+following|it)\b"
    r"|translate\s+(?:(?:this|it)\s+)?(?:to|into)\s+\w+"
    r"|explain\s+(?:this|these|the\s+following|what\s+this)"
    r"|(?:skip|ignore|without)\s+the\s+(?:life\s+story|preamble|waffle|blog\s+(?:part|bit|story)))\b",
    re.I,
)
"""A short paragraph that opens on a task done to a text ("translate to spanish pls", "explain
this abstract for a layperson", "skip the life story just give me ingredients"): the paragraph
after it is that text."""
DICTATION = re.compile(
    r"\brepeat\s+(?:after\s+me|back|exactly|word\s+for\s+word)\b|\becho\s+(?:back|this|that|it)\b"
    r"|\bsay\s+(?:exactly|the\s+following|it\s+back|after\s+me)\b"
    r"|\b(?:confirm|acknowledge|state)\s+(?:in\s+(?:one|a)\s+sentence\s+|back\s+|only\s+)?that\b"
    r"|\bword[\s-]+for[\s-]+word\b|\bverbatim\b",
    re.I,
)
"""A turn that dictates the assistant's words ("Repeat after me: ...", "confirm in one sentence
that my account has premium access"): the reply says what it was told, not what it knows."""
NEWS_OF = re.compile(
    r"\b(?:ran|run|running|bumped)\s+into\s+(?:(?-i:[A-Z])\w+|\w+\s+(?=at|in|on|today|yesterday|again"
    r"|earlier|last)\b|(?:my|an?|the)\s+(?:old\s+)?(?:ex|mate|friend|neighbou?r|colleague|boss|cousin"
    r"|teacher|classmate|coworker))|\bcaught\s+up\s+with\s+(?-i:[A-Z])\w+"
    r"|\bheard\s+from\s+(?-i:[A-Z])\w+|\b(?:met|saw)\s+(?-i:[A-Z])\w+\s+(?:at|in|on|for|today"
    r"|yesterday|again|last)\b",
    re.I,
)
"""A sentence that brings news of someone ("ran into Tom at the gym"): the subjectless sentences
after it ("back from Dubai, married now") are that person's news."""
_KIN = (
    r"(?:father|dad|mum|mom|mother|wife|husband|son|daughter|brother|sister|friend|partner"
    r"|boyfriend|girlfriend|bf|gf|hubby|colleague|boss|roommate|flatmate|grandma|grandmother|grandpa"
    r"|grandfather|nan|nana|nani|dadi|aunt|auntie|aunty|uncle|cousin|niece|nephew|fianc[eé]e?)"
)
_DEVICE = r"(?:tablet|phone|account|laptop|computer|ipad|login|profile|keyboard)"
SOMEONE_ELSE_TYPING = re.compile(
    r"^\W*(?:(?:hi+|hello|hey|good\s+\w+|namaste)\W+)?(?:this\s+is\s+(?:(?-i:[A-Z])\w+\W+)?|(?:it's|its"
    r"|it\s+is)\s+(?-i:[A-Z])\w+\W+)(?:(?-i:[A-Z])\w+|your\s+user|the\s+user)'?s\s+(?:[\w-]+\s+)?"
    rf"{_KIN}(?=\s*(?:[,.!:;(-]|$|here\b|typing\b|using\b|on\s+(?:her|his|their)\b))"
    rf"|^\W*(?:(?:hi+|hello|hey)\W+)?(?-i:[A-Z])\w+'?s\s+{_KIN}\s+here\b"
    rf"|^\W*(?:(?:hi+|hello|hey)\W+)?(?:this\s+is|it's|its|it\s+is)\s+[a-z]\w+'s\s+{_KIN}"
    r"(?=\s*(?:[,.!:;(-]|$|lol\b|here\b|typing\b|using\b|on\s+(?:her|his|their)\b))"
    rf"(?=[^\n]{{0,80}}\b(?:his|her|their)\s+{_DEVICE}\b)"
    r"|^\W*(?:(?:hi+|hello|hey)\W+)?(?:this\s+is|it's|its|it\s+is)\s+(?-i:[A-Z])\w+\s+typing\b"
    r"(?=\s*(?:,\s*(?-i:[A-Z])\w+\s+is\b|for\s+(?-i:[A-Z])\w+\b|on\s+(?-i:[A-Z])\w+'s\b))"
    r"|\bborrowing\s+(?:my\s+[\w-]+'s|his|her|their|(?-i:[A-Z])\w+'s)\s+"
    rf"{_DEVICE}\b|\busing\s+(?:his|her|their|(?-i:[A-Z])\w+'s)\s+(?:account|login)\b"
    r"|\bon\s+(?:his|her|their|(?-i:[A-Z])\w+'s)\s+account\b"
    r"|\b(?:mum|mom|mummy|mommy|dad|daddy)\s+(?:said|says)\s+i\s+(?:can|could)\s+use\s+(?:this|it)"
    r"(?:\s+for\b|\W*$)"
    rf"|^\W*(?:(?:hi+|hello|hey)\W+)?this\s+is\s+(?:my|the\s+user's|their)\s+{_KIN}\s+(?:typing"
    r"|writing|here|speaking)\b",
    re.I,
)
"""A message typed by someone else on the user's account ("Hello, this is Kemi's father, Olu, I
am borrowing her tablet", "hi this is Tom, Sarah's husband", "THIS IS BOB, KARENS DAD. SHE SET
THIS UP FOR ME", "This is my husband typing"): none of it is the user's, nor what follows until
the user is back (`USER_BACK`). "Writing on behalf of my dad" is the user typing someone else's
words (`RELAYED`): only that message is theirs."""
HANDED_OVER = re.compile(
    r"\b(?:I'm|im|I\s+am)\s+(?:giving|handing|passing)\s+(?:her|him|them|my\s+\w+)\s+(?:my\s+|the\s+)?"
    rf"{_DEVICE}\b|\b(?:I'm|im|I\s+am)\s+(?:handing|passing|giving)\s+(?:the|my)\s+{_DEVICE}\s+"
    r"(?:over\s+)?to\b",
    re.I,
)
"""The user handing the device to someone else: the messages after it are theirs."""
HANDED_BACK = re.compile(
    r"\b(?:giving|handing|passing|give|hand|pass)\s+(?:it|this|the\s+\w+|her\s+\w+|his\s+\w+)?\s*"
    r"back\b|\bhanding\s+back\b|\b(?:call|get)\s+[A-Z]\w+\s+back\b",
    re.I,
)
"""Someone else giving the device back: the user types the next message."""
USER_BACK = re.compile(
    r"^\W*(?:(?:ok|okay|right|hi|hey|sorry|so)\W+)*(?:(?:it's|its|it\s+is)\s+me\s+again"
    r"|(?:I'm|im|I\s+am)\s+back(?=\W*(?:$|[.!,]))|back\s+to\s+me"
    r"|(?:she|he|they|(?-i:[A-Z])\w+)(?:'s|\s+has|\s+is)\s+gone(?:\s+to\s+bed|\s+home)?"
    rf"|that\s+was\s+my\s+{_KIN}(?!'))\b",
    re.I,
)
"""The account's owner typing again after someone else ("ok it's Sarah again", "Karen here",
"Maddie's gone to bed", "sorry!! that was my aunt")."""
USED_MY_ACCOUNT = re.compile(
    rf"\b(?:my|his|her)\s+(?:[\w-]+\s+)?(?:{OTHERS}|{HOUSEHOLD})\s+(?:used|was\s+using|borrowed|took"
    r"|grabbed|had|was\s+on)\s+my\s+(?:account|phone|tablet|laptop|computer|ipad|login)\b"
    r"|\bthat\s+(?:was|wasn't)\s+(?:not\s+)?me\s+(?:typing|writing)\b"
    r"|^\W*(?:sorry|oops|lol|haha\w*|omg)\W+(?:(?:she|he|they)|my\s+\w+)\s+(?:grabbed|snatched|took)"
    rf"\s+(?:the|my)\s+{_DEVICE}\b"
    rf"|^\W*(?:sorry\W+)?that\s+was\s+my\s+{_KIN}(?=\s*(?:[.!,;]|$|typing\b|on\s+my\b))",
    re.I,
)
"""A message saying the one before was typed by someone else ("sorry my dad used my account")."""
_RELAY_LEAD = r"^\W*(?:(?:hi+|hey|hello|ok(?:ay)?|so|right)\W+)?(?:(?:I'm|im|I\s+am)\s+)?"
_RELAY_VERB = r"(?:typ(?:i)?ng|asking|writing|messaging|posting)\s+(?:this\s+)?"
RELAYED = re.compile(
    rf"{_RELAY_LEAD}{_RELAY_VERB}for\s+(?:my|our)\s+(?:[\w-]+\s+)?(?:{HOUSEHOLD}|{OTHERS})\b"
    r"[^.!?:]{0,60}:"
    rf"|{_RELAY_LEAD}(?:{_RELAY_VERB})?on\s+behalf\s+of\s+(?:my|our|a|an)\s+"
    rf"|{_RELAY_LEAD}for\s+(?:my|our)\s+(?:[\w-]+\s+)?(?:{HOUSEHOLD}|{OTHERS})\s*:"
    rf"|{_RELAY_LEAD}(?:my|our)\s+(?:[\w-]+\s+)?(?:{HOUSEHOLD}|{OTHERS})(?:\s*\([^)]{{0,30}}\))?\s+"
    r"(?:(?:wrote|has\s+written|typed|made|did|dictated)\s+(?:this|these|the\s+following)(?:\s+for"
    r"\s+(?!me\b)(?:[\w']+\s+){0,3}?[\w']+)?\s*[,.:?!-]|(?:wants\s+to\s+(?:know|ask)|asks|is\s+asking"
    r"|says|said|dictated(?:\s+this)?)\s*:)",
    re.I,
)
"""A message that opens by saying it carries someone else's words: "Typing for my daughter, she
wants to ask: I want to be a marine biologist ...", "My son wrote this for school, can you check
the spelling? My name is Leo. I am nine.", "Writing on behalf of my dad", "On behalf of my
husband: ...", "My mum dictated this: ...": none of it is the user's, unless the text is quoted
(`QUOTED_SPAN`: the user's words go on after it) or set apart in paragraphs (read one by one).
The user's next message is theirs again."""
RELAYS_NEXT = re.compile(
    r"\b(?:my|our|his|her|a|an)\s+(?:[\w-]+\s+){0,2}?(?:"
    rf"{HOUSEHOLD}|{OTHERS}|client|patient|student|pupil|customer|tenant|landlord|boss)s?\b"
    r"[^\n:]{0,80}:\s*\Z",
    re.I,
)
"""A message that ends on a lead to someone else's words ("I'm typing this for my mum, she
doesn't use computers:", "this is what my client asked another chatbot:"): a next message in
the first person is theirs."""
RELAYED_AFTER = re.compile(
    r"(?:^|[,;.!?]\s*|\s)(?:(?:and|so)\s+)?(?:he|she|they|(?-i:[A-Z])[a-z]+|my\s+[\w-]+|our\s+[\w-]+)\s+"
    r"(?:dictated|wrote|typed)\s+(?:this|these|the\s+following)(?:\s+(?:to|for)\s+(?:me|us))?\s*:",
    re.I,
)
"""Inside a message, a lead to someone else's words that follow it ("I tutor a boy with
dyslexia, he dictated this to me: I am scared of exams ..."): what follows is theirs."""
QUOTED_SPAN = re.compile(r"[\"“„«][^\"”“»]{12,}[\"”“»]|(?<![\w])'[^']{12,}'(?![\w])")
"""A span in quotes: a relayed text that ends where its quote does."""
OPENING_QUOTES = "\"'“„«‘"
CLOSING_QUOTES = {"“": "”", "„": "“", "«": "»", "‘": "’"}
COMEBACK = re.compile(
    r"(?:thanks|thank you|thx|ty|what do you think|can you|could you|please|pls|any thoughts"
    r"|does (?:this|that|it)|is (?:this|that|it)|so|ok|okay|anyway|also|btw|and|but)\b",
    re.I,
)
