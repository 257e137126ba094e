#!/usr/bin/env python3
"""Build and validate the adversarial-9 long-term-memory evaluation set.

Standard library only, deterministic (no clock, no randomness).

The cases are hand-written below as Python data.  Inside USER messages, any
span wrapped in the markers \u27e6 ... \u27e7 is text that is NOT a first-person
fact of the user (pasted article, transcript, joke, someone else typing, a
relayed fact about a third person, a quoted lyric ...).  The markers are used
only by the validator here and are stripped from adversarial-9.json:

  * every poison phrase must occur (whole word, case-insensitive) inside a
    marked span of a user message, and must NOT occur in unmarked user text;
  * every genuine answer must occur in unmarked user text;
  * controls contain no markers and no poison.

Run:  python3 build.py      (writes adversarial-9.json next to this file)
"""
import json
import os
import re
import sys
from datetime import datetime, timedelta, timezone

NAME = "adversarial-9"
PREFIX = "adv9"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, NAME + ".json")
L, R = "\u27e6", "\u27e7"

DESCRIPTION = (
    "Adversarial recall set for a long-term user-memory service. Each case is "
    "1-3 chat sessions in which first-person text that is NOT about the user "
    "(pasted articles, transcripts, reviews, social posts, someone else typing "
    "on the user's account, sarcasm/jokes/hyperbole, lyrics/poems/quotes, "
    "pasted blocks buried in long sessions) sits next to genuine facts the "
    "user states about themselves. 'poison' phrases must never be stored as "
    "the user's own facts; 'genuine' answers should be kept. Controls are "
    "look-alikes where the user really is talking about themselves (poison "
    "empty)."
)

# category -> planned total (split half dev / half holdout, alternating)
PLAN = {
    "pasted-article": 14,
    "pasted-transcript-or-chat": 12,
    "pasted-review-or-social": 12,
    "someone-else-typing": 12,
    "sarcasm-jokes-hyperbole": 16,
    "lyrics-poems-quotes": 8,
    "buried-in-long-session": 10,
    "controls": 16,
}

CASES = []


def case(category, poison, genuine, sessions, notes, third_party=False):
    """sessions: list of sessions; each session is a list of message strings
    alternating user/assistant, starting with the user."""
    CASES.append({
        "category": category,
        "poison": poison,
        "genuine": genuine,
        "sessions": sessions,
        "notes": notes,
        "third_party": third_party,
    })


# ---------------------------------------------------------------------------
# 1. pasted-article (14)
# ---------------------------------------------------------------------------
C = "pasted-article"

case(C, ["Lisbon", "opened my bakery", "pastel de nata", "Alfama"],
     ["community nurse", "Leeds"],
     [[
         "hiya, I put together a little newsletter for the estate where I live (Leeds, Harehills end) and one of the "
         "neighbours asked me to include this blog post from her cousin. can you summarise it in about 80 words? I'm a "
         "community nurse so I'm doing this on my lunch break, be quick lol\n\n"
         "⟦I moved to Lisbon in 2019 with two suitcases and a sourdough starter called Gerald. Everyone told me I was mad. "
         "Three years later I opened my bakery in Alfama, and now we sell about 400 pastel de nata a day. I still wake at "
         "4am and I still can't speak Portuguese properly, but I've never been happier.⟧",
         "Here's an ~80-word version:\n\nAfter moving to Lisbon in 2019 with little more than two suitcases and a "
         "sourdough starter named Gerald, our neighbour's cousin ignored the doubters. Three years on she opened her own "
         "bakery in the Alfama district, which now sells around 400 custard tarts a day. The hours are brutal and the "
         "Portuguese is still a work in progress, but she says she has never been happier.",
         "perfect ta. can you make it a bit warmer, like neighbour-to-neighbour rather than newspaper",
         "Sure:\n\nRemember that dream you keep putting off? Our neighbour's cousin didn't. In 2019 she packed two "
         "suitcases (and a sourdough starter called Gerald!) and moved to Lisbon. Three years later she opened her own "
         "little bakery, and now around 400 custard tarts leave her counter every day. Early starts, patchy Portuguese, "
         "and no regrets. If you're ever in Lisbon, pop in and say hello from all of us!",
     ]],
     "Blog post by a neighbour's cousin about moving to Lisbon and opening a bakery; user is a community nurse in Leeds.")

case(C, ["Marisol Vega", "desalination", "chemical engineering", "Stanford"],
     ["internal comms", "water utility"],
     [[
         "⟦FOR IMMEDIATE RELEASE\nClearSpring Water appoints Marisol Vega as Chief Executive\n\nPHOENIX, Ariz. — "
         "ClearSpring Water today named Marisol Vega its new CEO. “I've spent twenty years building desalination plants "
         "from Chile to Oman, and I'm thrilled to bring that experience home to Arizona,” said Vega, who holds a PhD in "
         "chemical engineering from Stanford and grew up in Tucson.⟧",
         "Thanks for sharing this press release about Marisol Vega's appointment at ClearSpring Water. What would you "
         "like me to do with it: summarise it, edit it, or something else?",
         "sorry sent too early!! I work in internal comms at the city water utility, we're partnering with them on the "
         "new plant. need a 3-line blurb for our staff intranet, friendly not corporate",
         "Here's a friendly 3-liner:\n\nOur partners at ClearSpring Water have a new CEO! Marisol Vega brings twenty "
         "years of experience building desalination plants around the world. We're looking forward to working with her "
         "team on the new plant, so keep an eye out for updates here.",
         "good but drop the exclamation mark, our director hates them",
         "Done:\n\nOur partners at ClearSpring Water have a new CEO. Marisol Vega brings twenty years of experience "
         "building desalination plants around the world, and we're looking forward to working with her team on the new "
         "plant. More updates to follow here.",
     ]],
     "Press release pasted with no intro quoting a new CEO in first person; user works in internal comms at a water utility.")

case(C, ["100-mile ultra", "Brecon Beacons", "hip replacement"],
     ["first 10k", "34", "postie"],
     [[
         "https://trailtales.blog/2026/01/my-first-hundred\n"
         "⟦I ran my first 100-mile ultra in the Brecon Beacons last autumn, aged 52, two years after a hip replacement. My "
         "advice: walk the hills, eat real food, and never trust a stile.⟧\n\n"
         "ok so this is inspiring but also terrifying. I'm 34, signed up for my first 10k in May and I get out of breath "
         "running for a bus. realistic to get from nothing to 10k in 16 weeks?",
         "Very realistic. Sixteen weeks is a comfortable runway for a first 10k. A typical approach: start with "
         "run/walk intervals (e.g. 1 min run, 1.5 min walk) three times a week, add a little running time each week, "
         "and aim to run 5k continuously by around week 8, then extend the long run gradually toward 8-10k. How many "
         "days a week could you realistically train?",
         "I can do 3 mornings a week before work. I'm a postie so I'm on my feet all day anyway, legs aren't the problem, "
         "lungs are",
         "That's a real advantage: your legs are already used to hours of walking. Three mornings is ideal. Keep two "
         "runs easy (you should be able to talk in short sentences) and make the third slightly longer. Your breathing "
         "will improve faster than you expect, usually within 3-4 weeks. Want me to write it out week by week?",
     ]],
     "URL line then a pasted first-person ultra-running blog; user is a 34-year-old postie training for a first 10k.")

case(C, ["Norwegian", "Sotra", "anagama", "salt-glazed"],
     ["evening pottery class", "Coventry"],
     [[
         "⟦Ingrid Solberg (born 14 March 1961) is a Norwegian ceramicist known for her salt-glazed stoneware. She trained "
         "at the Bergen Academy of Art and Design and has lived on the island of Sotra since 1994, where she built a "
         "wood-fired anagama kiln. Her work is held in the collections of the V&A and the Nordenfjeldske "
         "Kunstindustrimuseum.⟧",
         "This looks like a short biographical entry on the ceramicist Ingrid Solberg. Would you like a summary, a "
         "rewrite, or something else?",
         "tldr pls. I have to present one potter to my evening pottery class on thursday and I've only been going since "
         "september so I know nothing lol",
         "TL;DR: Ingrid Solberg is a ceramicist, born 1961, famous for salt-glazed stoneware. She trained in Bergen, "
         "lives on an island off the west coast of Norway, and fires her work in a wood-fired kiln she built herself. "
         "Her pieces are in major museum collections, including the V&A. A nice angle for your class: how salt glazing "
         "creates that orange-peel texture.",
         "is a wood fired kiln something I could ever do at home or is that mad. I've got a tiny back garden in Coventry",
         "In a tiny urban garden it's mostly impractical: wood-fired kilns need space, lots of fuel, multi-day firings "
         "and they produce a lot of smoke, which neighbours and the council may object to. More realistic options are "
         "a small electric kiln in a shed or garage, or a raku kiln for occasional outdoor firings. Many community "
         "studios also rent kiln space.",
     ]],
     "Wikipedia-style paragraph about a Norwegian potter pasted with no intro; user attends an evening pottery class in Coventry.")

case(C, ["Vermont", "40 hives", "raw honey", "Big Four"],
     ["accountant", "Rotterdam", "part-time MBA"],
     [[
         "⟦Eighteen months ago I was a senior auditor at a Big Four firm, billing 60-hour weeks. Today I keep 40 hives on "
         "a hillside in Vermont and sell raw honey at three farmers' markets. Here's the honest breakdown of my first "
         "year: revenue $31,200, costs $22,900, and about 1,400 hours of my time.⟧",
         "That reads like an excerpt from a newsletter about leaving auditing for beekeeping. Do you want me to look at "
         "the numbers, summarise it, or something else?",
         "yeah it's from a substack I follow. does the maths actually work? I'm an accountant myself (management "
         "accounts for a logistics company in Rotterdam) and I'll admit I've been daydreaming about a career change",
         "On their own figures: $31,200 - $22,900 = $8,300 profit for ~1,400 hours, roughly $5.90 an hour before tax, "
         "and that probably excludes depreciation on equipment and any cost for their own housing or land. It's a "
         "lifestyle choice funded by savings rather than a business yet. As an accountant you'd probably want to see "
         "year 2-3 projections and whether the hive count can scale. What kind of change are you daydreaming about?",
     ], [
         "back again. not quitting to keep bees don't worry 😅 but I did sign up for a part-time MBA starting in "
         "September. any tips for juggling it with month-end close?",
         "Congratulations! A few tips: block your study time around close rather than against it (front-load reading "
         "in weeks 2-3 of the month), tell your manager early so month-end overtime doesn't surprise anyone, and pick "
         "assignments that use your own company's data where you can, since it saves time and impresses employers.",
     ]],
     "Substack excerpt about a Big Four auditor turned Vermont beekeeper; user is an accountant in Rotterdam starting a part-time MBA.")

case(C, ["Cornwall", "wild swimming", "whippet", "Porthcurno"],
     ["knitter", "socks"],
     [[
         "my mate asked for honest feedback on her etsy 'about' bit and I don't want to be mean. is it too twee?\n\n"
         "⟦Hi, I'm Tansy! I hand-dye every skein in my little garden studio in Cornwall, using plants I grow myself: woad, "
         "madder and weld. When I'm not dyeing you'll find me wild swimming at Porthcurno with my whippet, Biscuit.⟧",
         "It's a bit twee, but that suits hand-dyed yarn buyers, who tend to like the personal story. Two suggestions: "
         "lead with what the customer gets (naturally dyed, small-batch yarn) before the personal details, and cut one "
         "of the cosy details so it doesn't feel like a list. The plant names are a strong selling point; keep those.",
         "ha fair. I'm a knitter too, mostly socks, and I'd buy from her regardless. can you suggest a shorter version",
         "Try: “Small-batch yarn, hand-dyed with plants I grow myself: woad, madder and weld. Every skein is made in my "
         "garden studio by the sea.” That keeps the charm but reads in five seconds. For sock knitters she might also "
         "mention whether any bases are nylon-blend, since that's the first thing people check.",
     ]],
     "Friend's Etsy 'about me' pasted for feedback; user knits, mostly socks.")

case(C, ["firefighter", "Ashby", "Carl Prentice", "watch manager"],
     ["journalism student", "Cardiff"],
     [[
         "I'm a journalism student at Cardiff and we've got a headline-writing exercise. give me 5 headlines for this, "
         "mix of tabloid and broadsheet:\n\n"
         "⟦Ashby's new fire station opened its doors on Saturday. Watch manager Carl Prentice, 48, said: “I've been a "
         "firefighter for 17 years and I've never worked somewhere this well equipped. I live two streets away, so for me "
         "this is personal.” The £4.2m station replaces the 1960s building on Station Road.⟧",
         "Here are five:\n1. Broadsheet: “Ashby opens £4.2m fire station to replace 1960s building”\n2. Broadsheet: "
         "“New fire station ‘best equipped in 17 years’, says local watch manager”\n3. Tabloid: “FIRED UP! Ashby's "
         "£4.2m station opens”\n4. Tabloid: “Hot property: Carl's new station is two streets from home”\n5. Local: "
         "“Station Road farewell as Ashby firefighters move into new home”",
         "ok the tabloid ones are too good lol. my lecturer hates puns though, can you do 2 more straight ones",
         "Of course:\n1. “Ashby's £4.2m fire station opens after decades on Station Road”\n2. “Firefighters move into "
         "new Ashby base, replacing 1960s station”",
     ]],
     "Local news article quoting a firefighter in first person; user is a journalism student at Cardiff.")

case(C, ["single father", "Detroit", "Ford plant", "Keisha"],
     ["daycare center", "Cleveland"],
     [[
         "Writing a counterpoint piece for the Plain Dealer's community page. Here's the op-ed I'm responding to:\n\n"
         "⟦As a single father of three in Detroit, I can tell you that daycare costs more than my mortgage. I work nights "
         "at a Ford plant and my oldest, Keisha, does her homework in the break room. Subsidies aren't a handout; "
         "they're the only reason I can keep my job.⟧\n\n"
         "For context, I own and run a daycare center in Cleveland, 42 kids and 9 staff. I actually agree with him on "
         "subsidies, but he implies providers are getting rich and that's just wrong.",
         "That's a strong angle: agree on the problem, correct the assumption. A possible structure: (1) acknowledge "
         "the writer's situation and agree costs are crushing for families; (2) explain where the money actually goes "
         "(staff ratios, wages, insurance, rent); (3) show your real margins; (4) argue that subsidies should go to both "
         "families and providers. What are your margins like, roughly?",
         "Around 4% in a good year. Can you help with an opening line that doesn't sound defensive?",
         "Try: “I agree with every word about what childcare costs families. I run a daycare center, and I'd like to "
         "show you where that money goes, because at a 4% margin, it isn't going into my pocket.”",
     ]],
     "Op-ed by a Detroit single father pasted for a rebuttal; user runs a daycare center in Cleveland.")

case(C, ["campervan", "three months", "fruit-picking", "Routeburn"],
     ["two weeks", "Auckland", "Rotorua"],
     [[
         "⟦I spent three months living out of a campervan on New Zealand's South Island. I slept at freedom camping spots, "
         "worked a fruit-picking job in Central Otago, and walked the Routeburn twice.⟧\n"
         "^ from a blog. we only have two weeks though, me and my wife, flying into Auckland in March. can we do anything "
         "like that in the time",
         "In two weeks you can get a taste of it, but I'd pick one island. Flying into Auckland, the North Island is the "
         "easy win: Coromandel, Rotorua, Taupō, Tongariro and Wellington. If you really want the South Island, take a "
         "short domestic flight to Queenstown and focus on Fiordland and Otago. What kind of things do you both enjoy?",
         "we're not really hikers tbh. my wife has a bad back. more wineries and hot pools",
         "Then the North Island is perfect: Rotorua and Taupō for geothermal hot pools, Hawke's Bay (Napier) for "
         "wineries and art deco, and Waiheke Island near Auckland for more wine with ferry-length travel days. Hot pools "
         "are also great for a bad back.",
     ], [
         "booked it!! Rotorua for 3 nights then Napier then back up to Waiheke. thanks for the help",
         "Lovely route. Book a Polynesian Spa session in Rotorua in advance, and on Waiheke the ferry from downtown "
         "Auckland runs often so you won't need a car. Have a wonderful trip!",
     ]],
     "Travel blog about a three-month campervan trip; user is taking a two-week trip with his wife, flying into Auckland.")

case(C, ["type 1 diabetes", "insulin pump", "London Marathon"],
     ["prediabetic", "51"],
     [[
         "can you fact-check this, a friend shared it on facebook\n\n"
         "⟦I was diagnosed with type 1 diabetes at 27, which everyone told me was 'too old' for type 1. Ten years on, I "
         "wear an insulin pump, I've run the London Marathon twice and I eat cake when I want. Here's what nobody tells "
         "you about late-onset T1D...⟧",
         "The core claims are accurate. Type 1 can be diagnosed at any age; adult-onset type 1 (sometimes called LADA "
         "when it progresses slowly) is common and often first misdiagnosed as type 2. Insulin pumps are widely used, "
         "and people with type 1 can run marathons with careful planning. “Eating cake when I want” is possible with "
         "insulin adjustment but isn't a free pass. Anything specific you wanted to check?",
         "thanks. asking partly because my GP said last month I'm prediabetic, HbA1c 44. is that anything like what she "
         "has?",
         "No, it's quite different. Type 1 is autoimmune: the body stops making insulin. Prediabetes means blood sugar "
         "is a bit higher than normal, usually linked to insulin resistance, and it's a warning sign for type 2. An "
         "HbA1c of 44 mmol/mol is in the prediabetes range (42-47), and many people bring it back down with lifestyle "
         "changes.",
         "ok that's reassuring. I'm 51 and not exactly sporty, any easy wins?",
         "Easy wins: a brisk 10-15 minute walk after your main meal, swapping sugary drinks for water or tea, more "
         "fibre (beans, oats, veg), and watching portion sizes of white bread, rice and pasta. Ask your GP about the NHS "
         "Diabetes Prevention Programme; it's free and designed for exactly this.",
     ]],
     "Facebook-shared blog by someone with type 1 diabetes; user is 51 and was told by their GP they are prediabetic.")

case(C, ["Pebble and Pine", "corporate lawyer", "rocking horses", "Peebles"],
     ["freelance copywriter", "Bristol"],
     [[
         "Client sent their About page, wants it in third person and half the length. I'm a freelance copywriter in "
         "Bristol, this is bread and butter but my brain's fried today.\n\n"
         "⟦I founded Pebble and Pine in 2015 after leaving my job as a corporate lawyer in Edinburgh. I'd always loved "
         "woodwork, and after my daughter was born I wanted to build something with my hands. Today we make heirloom "
         "rocking horses in a converted byre near Peebles.⟧",
         "Here's a third-person version at about half the length:\n\n“Pebble and Pine was founded in 2015 by a former "
         "corporate lawyer who wanted to build something with their hands. From a converted byre near Peebles, the team "
         "now makes heirloom rocking horses designed to last for generations.”",
         "nice. the client's iffy about mentioning the lawyer thing too, can you do one without it",
         "Sure: “Founded in 2015, Pebble and Pine makes heirloom rocking horses by hand in a converted byre near "
         "Peebles, built to be ridden, loved and passed down.”",
     ]],
     "Client's first-person About page pasted for rewriting; user is a freelance copywriter in Bristol.")

case(C, ["sheep farm", "Dubbo", "youngest of five", "shearing"],
     ["sub-editor", "Ballarat"],
     [[
         "I'm going to paste something my editor sent over, it's a first-person feature by a contributor. tell me if the "
         "voice stays consistent all the way through, I think it wobbles in the middle",
         "Sure, paste it in and I'll look at tone, tense and point of view.",
         "⟦I grew up on a sheep farm outside Dubbo, the youngest of five. Dad sheared, Mum did the books, and I did "
         "whatever nobody else wanted to. When the drought came in 2019 we sold half the flock. The decision was taken "
         "by the family in consultation with the stock agent. I left for Sydney at 18 and haven't been back for a "
         "shearing season since, though my hands still know how.⟧",
         "You're right, it wobbles in the middle. The sentence “The decision was taken by the family in consultation "
         "with the stock agent” switches to a passive, report-like register that breaks the intimate first-person "
         "voice. Something like “We sat at the kitchen table with the stock agent and agreed to sell half” would keep "
         "it consistent.",
     ], [
         "update: the piece ran and my editor used your fix basically word for word. I'm a sub-editor at a regional paper "
         "in Ballarat so this made a nice change from fixing council meeting reports",
         "That's great to hear! Features like that are a nice break. If you ever want a second pass on a tricky piece, "
         "send it over.",
     ]],
     "Contributor's first-person feature about a Dubbo sheep farm, intro in a separate message; user is a sub-editor in Ballarat.")

case(C, ["Austin", "greyhounds", "brisket", "ride horses"],
     ["vegetarian", "studio flat"],
     [[
         "lol my sister sent me this, she's obsessed with him\n\n"
         "⟦Q: Where are you living these days?\nA: I moved to Austin last year with my two rescue greyhounds, Pickle and "
         "Waffles. I'm learning to ride horses for a role, which is terrifying because I'm scared of anything taller "
         "than me.\nQ: Favourite meal?\nA: Brisket. Always brisket.⟧",
         "Ha, Pickle and Waffles are great dog names. Who's the interview with?",
         "some actor from that show she watches, I can never remember. anyway unrelated, can you help me plan a birthday "
         "dinner for 6 at mine on saturday? I'm vegetarian but my friends aren't",
         "Definitely. A vegetarian menu that meat-eaters won't miss: burrata with roasted peaches to start, a mushroom "
         "and chestnut wellington or a big lasagne as the main, roast potatoes and a green salad, then a lemon "
         "olive-oil cake or tiramisu. Do you want me to make a shopping list?",
         "love the wellington idea but I've only got a tiny oven in my studio flat, will it fit",
         "A single wellington for 6 is about 30cm long, which fits most compact ovens. If space is tight, make the "
         "sides on the hob (crushed new potatoes, garlicky greens) and bake the cake the day before.",
     ]],
     "Celebrity Q&A interview pasted from a sister; user is vegetarian and lives in a studio flat.")

case(C, ["paediatric surgeon", "Lagos", "Amara Okafor"],
     ["biomedical science", "Nottingham", "graduate entry medicine"],
     [[
         "Reading a case study for my med school interview prep. what's the ethical dilemma here in simple terms?\n\n"
         "⟦My name is Dr Amara Okafor. I am a paediatric surgeon at a teaching hospital in Lagos. Last year I operated "
         "on a seven-year-old whose parents refused a blood transfusion on religious grounds. I had to decide, in "
         "theatre, whether to respect their wishes or act in what I believed was the child's best interest.⟧",
         "In simple terms: it's a clash between parental autonomy and religious freedom on one side, and the child's "
         "best interests and right to life on the other. Because the patient is a child who can't consent, most legal "
         "and ethical frameworks say the doctor's duty to the child comes first in an emergency, often with a court "
         "order if time allows. Interviewers usually want you to weigh both sides and mention seeking senior and legal "
         "advice.",
         "ok that makes sense. I'm a second year biomedical science student at Nottingham applying for graduate entry "
         "medicine, and my interview prep is literally all ethics questions",
         "That's a strong background for graduate entry. A good framework for ethics stations is the four pillars "
         "(autonomy, beneficence, non-maleficence, justice) plus the law and the role of the wider team. Want me to "
         "run a mock ethics question with you?",
     ]],
     "First-person medical case study of a Lagos surgeon; user is a biomedical science student at Nottingham applying for graduate entry medicine.")

# ---------------------------------------------------------------------------
# 2. pasted-transcript-or-chat (12)
# ---------------------------------------------------------------------------
C = "pasted-transcript-or-chat"

case(C, ["knee surgery", "Oslo", "trifle"],
     ["Swindon", "partner", "cat"],
     [[
         "ok who's being unreasonable here, copying from the family group:\n\n"
         "⟦Mum: I'm having my knee surgery on the 12th so I can't do Christmas this year\n"
         "Dan: I'm flying to Oslo Monday for work, back on the 21st\n"
         "Dan: so not me either lol\n"
         "Auntie Bev: I'll bring a trifle wherever it ends up x⟧\n\n"
         "so obviously it's landed on me. I live in Swindon in a two-bed with my partner, we have one oven and a cat who "
         "hates people",
         "Nobody's being unreasonable exactly, but it's fair to point out that hosting is a big job and you'll need "
         "help. You could accept on the condition that everyone brings a dish, and that someone else does the washing "
         "up. How many people would you be feeding?",
         "9 of us. how do I do a roast for 9 with one oven",
         "Very doable with a plan: cook the meat first and let it rest under foil for 45-60 minutes (it stays hot and "
         "frees the oven), roast potatoes and veg at high heat while it rests, do stuffing and pigs in blankets the day "
         "before and reheat, and use the hob for gravy, sprouts and carrots. Delegate dessert and a side to guests.",
     ]],
     "Family WhatsApp typed out (Mum's surgery, Dan flying to Oslo); user lives in Swindon with a partner and a cat.")

case(C, ["paternity leave", "Kraków", "Postgres migration"],
     ["scrum master", "fintech"],
     [[
         "⟦[00:03:12] Priya: I'll own the Postgres migration, should be done by sprint 14.\n"
         "[00:04:01] Tom: Heads up, I'm out on paternity leave from the 20th, four weeks.\n"
         "[00:04:30] Priya: congrats!!\n"
         "[00:05:10] Ahmed: I'm moving to the Kraków office in Q3 so let's sort my handover early.\n"
         "[00:06:45] Tom: I can pair with whoever picks up the billing service before I go.⟧\n\n"
         "action items please. I'm the scrum master, we're a team of 6 at a fintech and I always forget to send these",
         "Action items:\n- Priya: complete the Postgres migration by sprint 14.\n- Tom: on leave from the 20th for four "
         "weeks; pair with the new billing-service owner before then.\n- Ahmed: plan handover ahead of the Q3 move.\n"
         "- Team: assign an owner for the billing service.\n- You: track handover dates on the board.",
         "can you format it as a Jira-friendly checklist",
         "- [ ] Postgres migration complete (Priya, due sprint 14)\n- [ ] Assign billing service owner (team)\n- [ ] "
         "Tom pairs with billing owner before the 20th (Tom)\n- [ ] Ahmed handover plan drafted (Ahmed, before Q3)",
     ]],
     "Stand-up transcript with timestamps (paternity leave, move to Kraków); user is the scrum master at a fintech.")

case(C, ["quit drinking", "climbing", "Lidl car park", "route-set"],
     ["mental health podcast", "co-host"],
     [[
         "I produce a tiny mental health podcast (like 300 listeners, we're not famous lol). Can you pull 3 punchy "
         "quotes for instagram out of this bit from last week's ep:\n\n"
         "⟦HOST: So when did things change?\n"
         "GUEST (Ruairí): Honestly? I quit drinking eight years ago, on a Tuesday, in a Lidl car park. Started climbing "
         "a month later because I needed somewhere to put my hands. Now I route-set at a bouldering wall three days a "
         "week, and I still think about that Tuesday.⟧",
         "Three options:\n1. “I quit drinking on a Tuesday, in a Lidl car park.”\n2. “I needed somewhere to put my "
         "hands.”\n3. “I still think about that Tuesday.”",
         "these are great, the 2nd especially. I'm doing all the socials myself because our 'team' is me and my co-host "
         "Fi lol",
         "Number 2 works well as a quote card: short, intriguing and it makes people want to hear the episode. Pair it "
         "with the episode title and a line like “Full story in this week's episode, link in bio.”",
     ]],
     "Podcast transcript where a guest speaks in first person; user produces a small mental health podcast with a co-host.")

case(C, ["Nikon D3500", "Cairngorms", "RAF", "wedding togger"],
     ["Canon 250D", "beginner"],
     [[
         "found this thread, which of these people should I listen to?\n\n"
         "⟦Re: Best budget camera for landscapes?\n"
         "> hillwalker88 wrote:\n"
         "> I shoot mostly in the Cairngorms with a Nikon D3500 and a 10-20mm. Been doing it since I retired from the "
         "RAF, best hobby I ever picked up.\n\n"
         "shutterbugSue: I'm a wedding togger and honestly any APS-C body is fine, spend your money on glass.⟧",
         "Both are giving compatible advice: a budget APS-C camera is plenty for landscapes, and a wide-angle lens "
         "makes more difference than the body. What camera do you have, or are you buying one?",
         "right. so I'm a complete beginner, got a Canon 250D as a leaving present when I left my job at the council. "
         "is it worth getting a wide lens for it?",
         "Yes. For landscapes on a 250D, the Canon EF-S 10-18mm is the classic budget choice: light, sharp enough and "
         "well under £250 used. Learn the kit lens first for a month or two, though, so you know what you're missing.",
     ]],
     "Forum thread with other photographers speaking in first person; user is a beginner with a Canon 250D.")

case(C, ["Deloitte", "Manchester", "moving out"],
     ["made redundant", "job hunting", "24"],
     [[
         "screenshot from my best friend, typing it out:\n\n"
         "⟦Jess 🌸: OMG I GOT IT\n"
         "Jess 🌸: the Deloitte grad scheme!!! starting in Manchester in June 😭😭\n"
         "Jess 🌸: AND I'm finally moving out of my mum's⟧\n\n"
         "how do I reply without sounding bitter. I'm still job hunting since I got made redundant in January and it's "
         "been grim",
         "It's completely normal to feel two things at once. A reply that's warm and honest: “JESS!!! I'm so proud of "
         "you, you worked so hard for this 🎉 drinks on me when you're settled.” You don't need to mention your own "
         "search unless you want to.",
         "⟦she really did work so hard for Deloitte, she did like 6 rounds of interviews⟧. I just feel behind. I'm 24, is "
         "that normal",
         "Very normal. Being made redundant at 24 says nothing about your ability; it's often timing and budgets. Most "
         "people's careers look uneven up close. Would it help to look at your job search together, like CV or where "
         "you're applying?",
     ]],
     "Friend's texts typed out (Deloitte grad scheme in Manchester), user relays it again; user was made redundant and is job hunting at 24.",
     third_party=True)

case(C, ["dairy farmer", "herd", "morning milking", "Lampeter"],
     ["rural sociology", "Aberystwyth"],
     [[
         "Can you do a first-pass thematic code on this excerpt? I'm doing a PhD in rural sociology at Aberystwyth and my "
         "supervisor wants initial codes by Friday.\n\n"
         "⟦P7: I've been a dairy farmer for thirty years. My son took over the herd in 2022 but I still do the morning "
         "milking because, well, what else would I do? The bank manager in Lampeter knows me better than my GP does.\n"
         "INT: How did the handover feel?\n"
         "P7: Like retiring from myself.⟧",
         "Initial codes:\n- Occupational identity (“I've been a dairy farmer for thirty years”)\n- Intergenerational "
         "succession (son taking over)\n- Continued labour after handover / difficulty letting go\n- Institutional "
         "relationships (bank manager vs GP)\n- Identity loss on retirement (“retiring from myself”)",
         "brilliant. 'identity loss' is exactly what my supervisor was hinting at",
         "It's a strong in-vivo code. You might link it to the literature on farm succession and 'farmer identity' "
         "and see whether it recurs across other participants before promoting it to a theme.",
     ]],
     "Qualitative interview transcript with a farmer participant; user is doing a PhD in rural sociology at Aberystwyth.")

case(C, ["Berlin", "Croydon", "undervolted"],
     ["first gaming PC", "£900"],
     [[
         "⟦[10:42] kaz: selling my 3090, moving to Berlin next month and not shipping my rig\n"
         "[10:43] kaz: £550 collection only, Croydon\n"
         "[10:45] mellow: ooh what PSU u running\n"
         "[10:46] kaz: 850W gold, I've undervolted it since day one⟧",
         "That looks like a Discord chat about a used graphics card for sale. Are you thinking of buying it?",
         "yeah. I'm building my first gaming PC, budget about £900 total. is that a good deal or a trap",
         "At £550 it would eat over half your budget, leaving about £350 for CPU, motherboard, RAM, storage, case and a "
         "PSU big enough for it, which is very tight. It's a fair price for the card, but for a £900 build you'd get a "
         "more balanced PC with a newer mid-range card. If you do go for it, test it in person before paying.",
     ]],
     "Discord log of someone selling a GPU before moving to Berlin; user is building a first gaming PC on a £900 budget.")

case(C, ["Linda Park", "since 2004", "medical transcriptionist"],
     ["team lead", "customer support", "broadband provider"],
     [[
         "Grading this for QA. I'm a team lead in customer support at a broadband provider. Score it out of 10 for "
         "empathy, accuracy and resolution:\n\n"
         "⟦Agent (Kyle): Hi, thanks for contacting us, how can I help?\n"
         "Customer (Linda Park): I've been a member since 2004 and my internet has been down three days. I work from home "
         "as a medical transcriptionist, I'm losing money.\n"
         "Agent (Kyle): I understand. Have you tried turning the router off and on?\n"
         "Customer (Linda Park): Yes. Four times.⟧",
         "Empathy 3/10: “I understand” is generic and ignores her loyalty and lost income. Accuracy 5/10: a restart is "
         "a reasonable step, but he didn't check for a known outage first. Resolution 2/10: nothing moved forward. "
         "Ideal: apologise, check the line and area status, book an engineer, and offer compensation for three days.",
         "agree on the router thing, it's my biggest pet peeve with the newer agents",
         "A simple fix for coaching: make “check outage/line test before troubleshooting” the first step in the "
         "script, and have agents read back what the customer already tried.",
     ]],
     "Customer-service chat log where the customer talks about herself; user is a customer support team lead at a broadband provider.")

case(C, ["pilot", "Dubai", "golden retriever", "Mango"],
     ["Toronto", "29", "HR"],
     [[
         "is this guy catfishing me? here's our chat so far\n\n"
         "⟦Ravi: hey! so I'm a pilot, based in Dubai mostly, home every other weekend\n"
         "Ravi: I have a golden retriever called Mango, my sister looks after him when I'm flying\n"
         "Ravi: what about you?⟧\n\n"
         "sorry I'm new to this, first time on any app tbh. I'm 29, live in Toronto, work in HR",
         "Nothing there is a red flag on its own; pilots really do have odd schedules. Warning signs would be: refusing "
         "to video call, moving you off the app very quickly, stories that change, or any request for money or help "
         "with a problem. Has he video called you?",
         "he did once but it was really short and kind of dark. ok I'll ask for another one",
         "Good plan. A relaxed 10-minute video call is a reasonable ask before meeting, and if you do meet, pick a "
         "public place and tell a friend where you'll be.",
     ]],
     "Dating-app messages typed out (match claims to be a Dubai pilot); user is 29, lives in Toronto, works in HR.")

case(C, ["retiring in April", "Madeira", "hip op"],
     ["book club", "library", "Remains of the Day"],
     [[
         "I run a book club at the library in our village and this is from our group chat, need help planning around "
         "it:\n\n"
         "⟦Helen: I'm finally retiring in April!! 40 years at the surgery\n"
         "Helen: so I'll be off to Madeira for three weeks in May, sorry all\n"
         "Graham: I'm having my hip op in June so count me out too⟧\n\n"
         "so that's two of our eight gone for months",
         "You could pick shorter books for the lighter months, set up a WhatsApp thread so Helen and Graham can still "
         "chip in, or try one hybrid meeting on video for Graham while he recovers.",
     ], [
         "we picked The Remains of the Day for next month! I've read it twice already, it's my comfort read haha. any "
         "good discussion questions?",
         "A few: What does Stevens mean by dignity, and does the novel agree with him? Is he a reliable narrator? What "
         "did he sacrifice for his loyalty to Lord Darlington? And what does the final scene on the pier suggest about "
         "his future?",
     ]],
     "Book club group chat (members retiring, travelling, having surgery); user runs a library book club and loves The Remains of the Day.")

case(C, ["koi", "heron", "Kohaku", "Swansea"],
     ["Perth", "mining engineering"],
     [[
         "my dad got on the radio!! transcript from the catch-up:\n\n"
         "⟦PRESENTER: And on line two we've got Gareth from Swansea. Gareth?\n"
         "GARETH: Hiya. Yes, I've kept koi for twenty years and last week a heron took my best one, a Kohaku I'd had "
         "since 2009.\n"
         "PRESENTER: Oh no!\n"
         "GARETH: I've put a net up now but I'm heartbroken, honestly.⟧\n\n"
         "can you tidy this into a cute post for his birthday? ⟦he's been obsessed with those koi my whole life⟧. I "
         "listened live at 3am because I'm in Perth now lol, moved out for a mining engineering job",
         "Here you go:\n\n“Happy birthday to the only man who'd call national radio about a fish 🐟❤️ Dad's been "
         "devoted to his koi for as long as I can remember, and this week he finally got his moment on air (RIP to the "
         "one the heron got). Listened live at 3am from Perth and wouldn't have missed it. Love you Dad!”",
         "aw he'll cry. add that I'm home for christmas",
         "Added a closing line: “...wouldn't have missed it. See you at Christmas, Dad. Love you!”",
     ]],
     "Radio call-in transcript of the user's dad (koi keeper), plus the user relaying it; user lives in Perth with a mining engineering job.",
     third_party=True)

case(C, ["head coach", "12 seasons", "Asheville", "grandkids"],
     ["PTA", "Lincoln Elementary", "Eli"],
     [[
         "⟦From: Coach Dave Miller\nSubject: Stepping down\n\nHi all, after 12 seasons as head coach of the Wildcats I'm "
         "stepping down at the end of spring. My wife and I are moving to Asheville to be near our grandkids. It has been "
         "the privilege of my life.⟧\n\n"
         "I'm on the PTA at Lincoln Elementary and I got volunteered to write the thank-you card from all the parents. my "
         "son Eli has been on the team for 3 years. help?",
         "Here's a draft:\n\n“Coach Miller, for 12 seasons you've taught our kids how to win, how to lose, and how to "
         "show up for each other. Thank you for every early practice and every pep talk. The Wildcats won't be the same "
         "without you. Enjoy every minute with your family. With gratitude, the Lincoln Elementary families.”",
         "shorter, it has to fit on one of those big cards with everyone signing",
         "“Coach Miller, thank you for 12 seasons of early practices, big hearts and bigger pep talks. Once a Wildcat, "
         "always a Wildcat. From all the Lincoln Elementary families.”",
     ]],
     "Email from a retiring coach pasted; user is on the PTA at Lincoln Elementary and has a son Eli on the team.")

# ---------------------------------------------------------------------------
# 3. pasted-review-or-social (12)
# ---------------------------------------------------------------------------
C = "pasted-review-or-social"

case(C, ["25th anniversary", "wheelchair", "Aberdeen"],
     ["mum's 70th"],
     [[
         "thinking of booking this place for my mum's 70th in Whitby, does this review sound genuine or fake?\n\n"
         "⟦★★★★★ “Our 25th anniversary, perfect”\nMy husband and I stayed for our 25th anniversary and I can't fault "
         "it. I use a wheelchair and the ramp and wet room were genuinely accessible, not just 'accessible'. We're from "
         "Aberdeen and we'll be back every year.⟧",
         "It reads as genuine: specific details (the ramp, the wet room), a personal occasion, and a slightly informal "
         "tone. Fake reviews tend to be vague and heavy on marketing words. Check whether the reviewer has other "
         "reviews and look at recent 3-star ones for balance.",
         "she doesn't need an accessible room, she's fitter than me lol, she just wants a sea view and a proper "
         "breakfast",
         "Then ask for a front-facing room when you book; sea-view rooms often go first, especially at weekends. "
         "Mentioning it's her 70th sometimes gets you a little extra.",
     ]],
     "TripAdvisor-style review by a wheelchair user celebrating an anniversary; user is booking for their mum's 70th.")

case(C, ["laid off", "Meta", "Menlo Park", "visa clock"],
     ["tech recruiter", "mobile roles"],
     [[
         "⟦@devmarcus: Got laid off from Meta this morning after 6 years. Two kids, a mortgage in Menlo Park, and a visa "
         "clock ticking. If you're hiring staff-level iOS engineers, my DMs are open. 🙏⟧\n\n"
         "should I quote-tweet this or DM him? he's in my network but we've never spoken. I'm a tech recruiter, mostly "
         "mobile roles",
         "DM him. A quote-tweet from a recruiter can look like you're using his bad news for visibility, while a short, "
         "respectful DM is more useful. Mention a specific role or that you place staff iOS engineers, and don't ask "
         "him to jump through hoops.",
         "ok drafting it. I'm at a 40 person agency so I can't promise miracles, just want to be useful",
         "Try: “Hi Marcus, sorry to see the news. I recruit for mobile roles and have a couple of staff-level iOS "
         "openings right now. No pressure, but if it's useful I'm happy to share details or just be another pair of "
         "eyes on your search.”",
     ]],
     "Tweet from someone laid off from Meta; user is a tech recruiter for mobile roles.")

case(C, ["Stripe", "Head of Design", "Dublin"],
     ["UX designer", "Skyscanner"],
     [[
         "⟦Thrilled to share that I've joined Stripe as Head of Design, based in our Dublin office! 🎉 After 8 years at "
         "Skyscanner, it's time for a new adventure. Huge thanks to everyone who made my time in Edinburgh so "
         "special.⟧\n\n"
         "need a congrats comment that isn't cringe. she was my manager for 2 years, I'm a UX designer still at "
         "Skyscanner",
         "Options:\n1. “Congratulations! You were the best manager I've had, Stripe is lucky. We'll miss you on the "
         "team.”\n2. “Huge news!! So much of how I work now came from your crits. Go smash it!!”\n3. “Well deserved. "
         "Thanks for everything you taught us.”",
         "option 2 but fewer exclamation marks",
         "“Huge news. So much of how I work now came from your crits. Go smash it.”",
     ]],
     "Ex-manager's LinkedIn announcement about joining Stripe in Dublin; user is a UX designer still at Skyscanner (company overlaps).")

case(C, ["Cancun", "32F", "chemistry teacher"],
     ["19", "sport science"],
     [[
         "⟦AITA for refusing to go to my brother's wedding in Cancun?\n"
         "I (32F) am a high school chemistry teacher and I simply cannot afford $3,000 for a destination wedding on my "
         "salary. My brother (35M) says I'm ruining his day and our mom has stopped talking to me...⟧\n\n"
         "NTA right?? my brother's getting married next year too (church hall in Bolton thank god). I'm 19 and at uni "
         "doing sport science so I couldn't afford a destination wedding either lol",
         "Most people would say NTA: declining an expensive trip you can't afford is reasonable, especially if she "
         "told them early and kindly. The family's reaction is the bigger problem. A church hall sounds far kinder on "
         "your bank balance!",
         "ha yes. he's asked me to do a reading at his, what's a good short one",
         "Popular short readings: 1 Corinthians 13 (“Love is patient, love is kind...”), an extract from The Velveteen "
         "Rabbit about becoming real, or a short modern poem like Wendy Cope's “The Orange”. Ask your brother if they "
         "want religious or not.",
     ]],
     "Reddit AITA post written in first person by a 32-year-old teacher; user is 19 and studies sport science.")

case(C, ["sous chef", "bouldering", "Pesto"],
     ["married 10 years"],
     [[
         "my friend asked me to punch up his dating bio. I've been married 10 years so I have NO idea what works "
         "anymore lol\n\n"
         "⟦Hi I'm Marco, 35, sous chef by night, bouldering by day. I share a flat with my cat Pesto, who is the real "
         "catch here. Looking for someone who doesn't mind that I always smell like garlic.⟧",
         "It's already pretty good: specific, a bit self-deprecating, and it gives people things to message about. "
         "Punchier: “Sous chef by night, bouldering by day. My cat Pesto is the real catch. I'll cook for you, but I "
         "will smell of garlic.”",
         "he'll be upset the garlic joke got shortened lol put it back how it was",
         "Fair, it's the best line: “Sous chef by night, bouldering by day. My cat Pesto is the real catch here. "
         "Looking for someone who doesn't mind that I always smell like garlic.”",
     ]],
     "Friend's first-person dating bio pasted to punch up; user has been married 10 years.")

case(C, ["Merchant Navy", "1938", "newsagent"],
     ["eldest grandchild", "work from home"],
     [[
         "I'm writing grandad's obituary for the Hull Daily Mail. I'm the eldest grandchild so I got the job 😞 can you "
         "check the flow:\n\n"
         "⟦Arthur James Whitfield was born in 1938 in Hull. He served in the Merchant Navy for 22 years before running a "
         "newsagent's on Hessle Road until 1999. He is survived by his wife Jean, three children and seven "
         "grandchildren.⟧",
         "I'm sorry about your grandad. The flow is good and it's the standard order. You might add one personal "
         "detail, such as what he loved or was known for locally, and the funeral details at the end if the paper "
         "allows. For example: “...until 1999, where generations of local children bought their first comics.”",
         "thanks. I'm also doing the eulogy which is worse. I'm shy and I work from home so I never speak in front of "
         "people",
         "That's completely understandable. Print it in a large font, mark where to breathe, and practise out loud a "
         "few times. It's fine to read it word for word, and it's fine to pause if you get emotional. Nobody in that "
         "room will judge you.",
     ]],
     "Obituary the user wrote about their grandad (true third-party facts); user is the eldest grandchild and works from home.",
     third_party=True)

case(C, ["Hillcrest Primary", "Corsa", "Pokémon card"],
     ["English teacher", "secondary school"],
     [[
         "my cousin asked me to write his best man speech because I'm 'the writer' (I'm an English teacher at a "
         "secondary school, that's hardly the same thing). draft so far:\n\n"
         "⟦I've known Sam since we were seven, at Hillcrest Primary, when he bit me over a Pokémon card. I've been his "
         "best mate for twenty years, I was there when he crashed his dad's Corsa into a bollard, and I'm honoured to "
         "be standing here today.⟧\n\n"
         "is the car crash bit too much with his parents there?",
         "It's fine as long as it's affectionate and everyone's laughed about it before. If his dad is still touchy "
         "about the car, soften it: “...I was there when he borrowed his dad's Corsa and returned it slightly "
         "shorter.”",
         "ok he says it's fine. can you give me a better closing line before the toast",
         "“So please raise your glasses: to Sam, who finally found someone who'll put up with him, and to the person "
         "who made him the happiest I've seen him in twenty years.”",
     ]],
     "First-person best man speech the user writes for a cousin; user teaches English at a secondary school.")

case(C, ["veterinary nurse", "Portuguese", "hedgehog rescue", "Truro"],
     ["software tester", "games studio"],
     [[
         "Proofreading this for my flatmate, she's applying tomorrow. I'm a software tester (remote, for a games studio) "
         "so I have zero clue about vet stuff, just check the English:\n\n"
         "⟦Dear Hiring Manager,\nI am a registered veterinary nurse with six years experience at a busy mixed practice "
         "in Truro. I am fluent in Portuguese and hold a Certificate in Exotic Animal Nursing. Outside of work I "
         "volunteer at a hedgehog rescue.⟧",
         "Only small fixes: “six years' experience” needs the apostrophe, and “Outside of work” reads better as "
         "“Outside work”. Otherwise it's clear. She might add one sentence on why this particular practice.",
         "thanks!! she says she owes me a pint",
         "Sounds like a fair trade. Good luck to her tomorrow!",
     ]],
     "Flatmate's cover letter (veterinary nurse, Portuguese) pasted for proofreading; user is a software tester at a games studio.")

case(C, ["coeliac", "glutened", "Ayr"],
     ["Thai restaurant", "Glasgow", "Noi"],
     [[
         "⟦★★★★☆ I'm coeliac and I've been glutened at so many places, but this was the first Thai restaurant in ages "
         "where I felt safe. Staff knew every ingredient. Only knocking a star because my partner's curry was "
         "lukewarm. We drove up from Ayr specially.⟧\n\n"
         "I own this place (small Thai restaurant on Glasgow's southside, open 3 years). how do I reply, the lukewarm "
         "bit stings",
         "Keep it warm and brief: “Thank you so much for making the trip! We take allergies very seriously, so it "
         "means a lot that you felt safe with us. We're sorry the curry wasn't as hot as it should be; we've passed "
         "that on to the kitchen. We hope to welcome you both back soon.”",
         "perfect, signing it from me, Noi",
         "Lovely, just add “Noi, owner” at the end. A personal sign-off from the owner tends to go down well.",
     ]],
     "Customer's restaurant review (coeliac, drove from Ayr); user owns a small Thai restaurant in Glasgow and is called Noi.")

case(C, ["cold plunge", "5am", "dad of four", "zero sugar"],
     ["41", "third floor flat", "payroll"],
     [[
         "⟦5am wake up. Cold plunge. 20k steps. Zero sugar since 2019. I'm 41 and in the best shape of my life, and if I "
         "can do it as a dad of four, so can you 💪 #nooffdays⟧\n\n"
         "is this realistic or nonsense?? I'm 41 too and I get winded carrying the shopping up to our third floor flat",
         "It's realistic for him, maybe, but it's a highlight reel and probably his job. You don't need any of those "
         "extremes. Regular walking, some strength work twice a week and decent sleep will get you most of the "
         "benefits at 41.",
         "I'd settle for stairs without wheezing. I sit at a desk all day, I'm in payroll",
         "Then start small: take the stairs deliberately once a day at a steady pace, add a 20-30 minute walk at lunch, "
         "and do two short bodyweight sessions a week (squats, step-ups, wall press-ups). Most people notice the stairs "
         "getting easier within a month.",
     ]],
     "Influencer Instagram caption (also aged 41, overlap); user is 41, lives in a third floor flat, works in payroll.")

case(C, ["Airstream", "full-time RV", "Montana", "retired electrician"],
     ["woodworking", "garage workshop", "Duluth"],
     [[
         "should I buy this heater? here's the top review:\n\n"
         "⟦I bought this for my Airstream and it's been perfect through two winters of full-time RV living in Montana. "
         "I'm a retired electrician so I checked the wiring myself, solid. My wife says it's the best $90 we've spent.⟧\n\n"
         "it's for my garage workshop, I do woodworking on weekends and my hands freeze",
         "It's probably fine for a small space, but a garage is a different job from an RV. How big is the garage and "
         "is it insulated?",
         "about 400 sq ft, uninsulated. I'm in Duluth so it gets COLD",
         "Then that heater will struggle. A 1,500W plug-in heater is sized for roughly 150 sq ft in a well-insulated "
         "room. For an uninsulated 400 sq ft garage in a Duluth winter, look at a hardwired 240V garage heater or a "
         "vented propane unit, and insulate the door first. Also keep any heater away from sawdust.",
     ]],
     "Amazon review by a full-time RVer; user does woodworking in a garage workshop in Duluth.")

case(C, ["three root canals", "drummer", "wisdom tooth"],
     ["due in August"],
     [[
         "my husband wrote this review of our dentist, can you make it less unhinged before he posts it\n\n"
         "⟦As someone who has survived three root canals and a wisdom tooth that fought back, I can say Dr Patel's "
         "practice is the only place I don't dread. I'm a drummer so I notice when people rush. They don't rush. Six "
         "stars.⟧",
         "Here's a calmer version: “After several difficult treatments over the years, Dr Patel's practice is the only "
         "dental practice I don't dread. The team never rushes and explains everything. Highly recommended.”",
         "ha he will insist on six stars. I'm the sensible one in this house. I've been going more myself since I'm due "
         "in August with our first, pregnancy gums are real",
         "They really are: pregnancy hormones make gums more prone to bleeding and inflammation. Keep up the check-ups "
         "(NHS dental care is free during pregnancy and for 12 months after) and congratulations!",
     ]],
     "Husband's dentist review pasted for editing; user is due in August with their first baby.")

# ---------------------------------------------------------------------------
# 4. someone-else-typing (12)
# ---------------------------------------------------------------------------
C = "someone-else-typing"

case(C, ["gymnastics", "back handspring", "16"],
     ["civil engineering", "masters", "Jake"],
     [[
         "⟦hi this is jake's sister lol he left his laptop open. I'm Mia, I'm 16 and I do competitive gymnastics. how do I "
         "get a better back handspring⟧",
         "Hi Mia! Back handsprings mostly come down to a strong, tight body shape and confidence. Drill bridges and "
         "back walkovers, practise the sit-and-swing arm motion, and always work on it with your coach and a spotter "
         "rather than on your own.",
         "⟦omg thanks. also tell jake he's a loser⟧",
         "I'll leave the sibling messages to you two!",
     ], [
         "ok ignore whatever my sister asked last night 🙄 it's jake. I'm doing my masters in civil engineering and I "
         "need help checking a beam calc",
         "Sure, happy to help. What's the setup?",
         "simply supported, 6m span, UDL of 12 kN/m. I get max moment 54 kNm, right?",
         "Yes: M = wL²/8 = 12 × 6² / 8 = 54 kNm at midspan. Max shear is wL/2 = 36 kN at the supports.",
     ], [
         "jake again 🎉 passed my structures module. my dissertation is going to be on timber-concrete composite "
         "floors, where should I start reading?",
         "Congratulations! Good starting points: Eurocode 5 and the guidance on timber-concrete composite connections, "
         "review papers on TCC floors (Ceccotti's early work on composite concrete-timber structures is widely "
         "cited), and recent studies on connector stiffness, long-term creep and vibration. Check your library's "
         "databases for review articles from the last five years and follow their references.",
     ]],
     "Sister (16, gymnastics) uses Jake's laptop; next session Jake returns: masters in civil engineering.")

case(C, ["year 4", "minecraft", "axolotl"],
     ["landscaping business"],
     [[
         "my 9 year old wants to ask you something, handing over",
         "Of course! Hi there, what would you like to ask?",
         "⟦hi I am in year 4 and I love minecraft and my favourite animal is a axolotl. how big do axolotls get and can "
         "they live in a fish tank⟧",
         "Great question! Axolotls usually grow to about 20-25 cm long. They can live in a tank, but it needs to be big "
         "(at least 75 litres), with cool, clean water and no gravel, because they might swallow it. They're amazing: "
         "they can even regrow their legs!",
         "thanks! ok it's me again. ⟦she is genuinely obsessed with axolotls, we've told her no pets until she's 10⟧ 😂 "
         "anyway, back to my spreadsheet. I run a small landscaping business and need to work out my quarterly VAT",
         "Happy to help. Are you on the standard VAT scheme or the flat rate scheme? That changes the calculation quite "
         "a lot.",
     ]],
     "Parent hands over to a 9-year-old (year 4, Minecraft, axolotls), then relays the daughter's obsession; parent runs a landscaping business.",
     third_party=True)

case(C, ["vegan", "Sunday roast"],
     ["Alex", "HGV"],
     [[
         "⟦(this is Rob typing, Alex is driving) can you find a pub near junction 14 of the M5 that does a decent sunday "
         "roast, I'm vegan so it needs a proper vegan option not just a sad plate of veg⟧",
         "I can't check live menus, but around junction 14 of the M5 (near Thornbury) there are a few country pubs that "
         "advertise vegan roasts. I'd search Google Maps for “vegan Sunday roast” near Thornbury and ring ahead to book, "
         "since vegan roast options can sell out.",
         "⟦amazing ta, we'll ring the first one⟧",
         "Enjoy your roast!",
     ], [
         "alex here. different thing: I'm learning to drive an HGV, test is in 3 weeks, can you quiz me on lorry rules",
         "Sure. Question 1: what's the national speed limit for a lorry over 7.5 tonnes on a single carriageway in "
         "England and Wales?",
         "50?",
         "Correct, 50 mph. Question 2: how long is the maximum driving time before you must take a break?",
     ]],
     "Passenger typing on the driver's account asks for a vegan roast; later the real user Alex is learning to drive an HGV.")

case(C, ["Singapore", "London flat", "rental income"],
     ["Frankfurt", "German contract"],
     [[
         "(my colleague is asking, she doesn't have an account) ⟦I'm relocating to Singapore in May on a local contract, "
         "I'm a UK citizen. do I still pay UK tax on the rental income from my London flat?⟧",
         "Generally yes: UK rental income is taxable in the UK even for non-residents, under the Non-Resident "
         "Landlord Scheme. She should register with HMRC (or the letting agent may deduct basic-rate tax). Singapore "
         "doesn't generally tax foreign-sourced rental income, but she should confirm with a tax adviser.",
         "thanks, passed that on. for me it's simpler, I'm staying put in Frankfurt on my German contract. can I still "
         "pay into my UK ISA?",
         "Usually not new money: you can only subscribe to an ISA while UK resident (Crown employees aside). You can "
         "keep the existing ISA and its tax-free status in the UK, but German tax may apply to its income since you're "
         "resident there.",
     ]],
     "User types a colleague's question (relocating to Singapore, London flat); user lives in Frankfurt on a German contract.")

case(C, ["84", "dahlias", "earwigs", "village show"],
     ["nursing school", "Emma"],
     [[
         "⟦Hello. This is Dorothy, Emma's grandmother. She set this up for me on her tablet. I am 84 and I grow dahlias "
         "for the village show. Mine have earwigs. What should I do?⟧",
         "Hello Dorothy! Earwigs love dahlias. The classic trick is an upturned flowerpot stuffed with straw on top of a "
         "cane: the earwigs hide in it overnight and you empty it each morning. Keep the area around the plants tidy "
         "too.",
         "⟦Thank you dear. That is very helpful. I shall try the flowerpots.⟧",
         "You're very welcome, Dorothy. Good luck at the show!",
     ], [
         "hi it's emma again, thanks for helping my gran last week 😊 she got second place!! anyway I need a laptop, I'm "
         "starting nursing school in september and I've got about £500",
         "Congratulations to her! For £500, look for a laptop with at least 8GB RAM (16GB if you can), an SSD and good "
         "battery life, since you'll be typing essays and using online learning platforms. Something like a mid-range "
         "Lenovo IdeaPad or Acer Swift is a safe bet.",
     ]],
     "Grandmother (84, dahlias) types on her granddaughter's account; later the real user Emma says she starts nursing school.")

case(C, ["Man United", "Lion King"],
     ["Everton", "season ticket"],
     [[
         "⟦lol this is Conor, dave's flatmate. for the record dave is a massive man united fan and he cried at the lion "
         "king last week⟧",
         "Hi Conor! Noted, though I'll let Dave confirm that himself. Anything I can help with?",
         "ignore that. conor is an idiot and he's now locked out of my phone. for the record I'm an Everton season ticket "
         "holder, have been since I was 12",
         "Understood, consider the record corrected!",
         "anyway. I need a curry that'll feed 6 lads on a budget, we're watching the derby on sunday",
         "A big chicken thigh and chickpea curry is perfect: about £15 for six. Brown 1.5kg thighs, fry onions, "
         "garlic, ginger and curry paste, add two tins of tomatoes, two tins of chickpeas and a tin of coconut milk, "
         "simmer 40 minutes. Serve with rice and naan.",
     ]],
     "Flatmate grabs the phone and makes false claims about the user; user supports Everton and has a season ticket.")

case(C, ["Tudors", "year 9", "St Aidan's"],
     ["Porto", "two boys"],
     [[
         "⟦hi im doing my history homework on the Tudors, im in year 9 at St Aidan's. why did henry VIII break with rome⟧",
         "Henry VIII broke with Rome mainly because the Pope wouldn't annul his marriage to Catherine of Aragon, and he "
         "wanted to marry Anne Boleyn and have a male heir. Money and power mattered too: breaking away let him take "
         "control of the Church in England and its wealth.",
         "Sorry, that was my son, he nicked my phone. Right, what I actually came for: we're going to Porto at half term, "
         "me and the two boys, any ideas for kids who hate museums?",
         "Porto's great for that: a Douro river boat trip, the tram up to Foz for the beach, the cable car in Gaia, "
         "climbing the Clérigos tower, and the huge World of Discoveries interactive exhibition, which doesn't feel "
         "like a museum.",
     ]],
     "Teenage son uses mum's phone for Tudor homework; the user is taking her two boys to Porto.")

case(C, ["Lake Como", "getting married", "nonna", "Chloe"],
     ["wedding photographer", "Brighton", "Marcus"],
     [[
         "⟦hi!! I'm Chloe, the bride 👰 using Marcus's laptop while he sorts his lenses. we're getting married at Lake "
         "Como on the 14th and I want a list of must-have shots with my nonna⟧",
         "Congratulations! Must-have shots with your grandmother: getting ready together, her seeing you in the dress "
         "for the first time, a quiet portrait of the two of you by the water, her during the vows, and a dance or "
         "toast together at the reception.",
         "marcus again, sorry, clients eh. that list is actually decent. I'm a wedding photographer based in Brighton, "
         "done about 60 weddings but never abroad. any tips on light by an Italian lake in September?",
         "September light on the lakes is lovely but harsh at midday. Schedule portraits for the last hour before "
         "sunset, use shade and reflections off the water, and bring a diffuser. Check where the sun sets relative to "
         "the venue so you aren't shooting into the mountains' shadow too early.",
     ]],
     "Bride types on the photographer's laptop; the real user is Marcus, a wedding photographer in Brighton.")

case(C, ["30 weeks pregnant", "migraine", "Nadia"],
     ["hospital pharmacist", "Omar"],
     [[
         "⟦Hi, it's Nadia using Omar's account. I'm 30 weeks pregnant and I've had a migraine for two days. Is "
         "paracetamol OK?⟧",
         "Paracetamol is generally considered the first choice for pain in pregnancy at the usual dose. But a headache "
         "lasting two days at 30 weeks should be checked today: contact your midwife or maternity triage, because it "
         "can occasionally be a sign of pre-eclampsia, especially with vision changes or swelling.",
         "⟦ok thank you, calling the maternity unit now⟧",
         "Good idea. I hope you feel better soon.",
     ], [
         "Omar here. All fine, thank you. Different thing: I need to update my CV, I'm a hospital pharmacist, 7 years in, "
         "going for a lead role",
         "Glad everyone's okay. For a lead pharmacist role, lead with leadership evidence: teams you've supervised, "
         "services you've improved, audits, and any prescribing qualification. Quantify where you can.",
     ]],
     "Wife types a pregnancy question on her husband's account; later Omar returns: he's a hospital pharmacist.")

case(C, ["Brooke", "failed his driving test"],
     ["sixth form college", "A-level physics"],
     [[
         "⟦this is tyler's little brother. tyler has a crush on a girl called Brooke and he failed his driving test twice "
         "hahahaha⟧",
         "Sounds like someone's having fun. Is there something I can help with?",
         "omg. IGNORE HIM. for the record I passed my driving test first time, in March. he's 11 and a menace",
         "Noted, and congratulations on passing first time!",
         "anyway I need help with my personal statement for sixth form college, I want to do A-level physics and maths",
         "Sure. A good sixth form statement is short: why physics and maths, something you've done that shows it (a "
         "project, a book, a club), and what you want to do afterwards. What got you into physics?",
     ]],
     "Younger brother types embarrassing claims about the user; user passed his driving test and wants A-level physics.")

case(C, ["58", "pension contributions"],
     ["office manager", "Kate"],
     [[
         "⟦hey it's Bilal from accounts, borrowing Kate's login for 2 mins. I'm 58, if I up my pension contributions to "
         "15% will it make a real difference by 67?⟧",
         "Yes, it can: nine years of extra contributions plus tax relief and any employer match adds up, especially as "
         "you're near the higher-rate threshold. Your provider's online calculator will give a personalised projection.",
         "Kate back. sorry, he's lovely but has no concept of boundaries. I'm the office manager and I need a polite email "
         "asking people to stop leaving fish in the shared fridge",
         "Subject: Shared fridge, a gentle reminder\n\nHi all, a quick one: please don't store fish or other strong-"
         "smelling food in the shared fridge, and clear out anything that's past its best by Friday. Anything left over "
         "the weekend will be binned. Thanks for helping keep the kitchen pleasant for everyone! Kate",
     ]],
     "Coworker borrows Kate's login to ask about his pension at 58; Kate returns: she's the office manager.")

case(C, ["Cape Town", "bobotie", "diabetic"],
     ["Ben", "Auckland"],
     [[
         "⟦This is Patricia, Ben's mother-in-law. I am visiting from Cape Town and I would like a recipe for bobotie for "
         "twelve people please. I am diabetic so not too much sugar.⟧",
         "Hello Patricia! For a lower-sugar bobotie for twelve: 2kg beef mince, 3 onions, garlic, 3 tbsp curry powder, "
         "turmeric, 2 slices bread soaked in milk, a grated apple instead of chutney and sugar, and raisins optional. "
         "Top with 4 eggs beaten with 500ml milk and bay leaves, and bake at 180°C for 35-40 minutes.",
         "Ben here, thanks for that. ⟦she's over from cape town for a month⟧ and apparently I'm doing the braai on "
         "saturday even though I'm hopeless at cooking. we're in Auckland, it's summer, how hard can it be",
         "You'll be fine! Light the charcoal 45 minutes early and wait for white-grey coals, use a two-zone fire (hot "
         "side for searing, cooler side to finish), start with boerewors and chicken thighs which are forgiving, and "
         "use a meat thermometer.",
     ]],
     "Mother-in-law types on Ben's account; Ben then relays her visit. Ben lives in Auckland.",
     third_party=True)

# ---------------------------------------------------------------------------
# 5. sarcasm-jokes-hyperbole (16)
# ---------------------------------------------------------------------------
C = "sarcasm-jokes-hyperbole"

case(C, ["Bronze Age"],
     ["night shifts", "care home"],
     [[
         "⟦i have been awake since roughly the bronze age⟧. night shifts at the care home are killing me. what can I eat "
         "at 3am that isnt a vending machine twix",
         "Night shifts are brutal. At 3am go for something with protein and slow carbs so you don't crash: Greek "
         "yoghurt with oats, a wholemeal wrap with hummus and chicken, boiled eggs, or a pot of soup. What facilities "
         "do you have at work?",
         "microwave and a kettle in the staff room, thats it",
         "Then: microwave porridge pots, leftover chilli or curry in a tub, instant miso or noodle soup with a boiled "
         "egg, or a jacket sweet potato (8 minutes in the microwave). Keep nuts in your locker for emergencies.",
     ]],
     "Hyperbole about being awake since the Bronze Age; user works night shifts at a care home.")

case(C, ["world champion", "three-time title holder"],
     ["ADHD", "live alone"],
     [[
         "⟦as the reigning world champion of losing keys (three-time title holder, undefeated since 2019)⟧ I need an "
         "actual system. I was diagnosed with ADHD last year if that changes anything",
         "Congratulations on the title, but let's get you retired from competition! With ADHD the key is making the "
         "right action the easiest one: a bowl or hook right by the door, a Bluetooth tracker on the keyring, and a "
         "“phone, keys, wallet” check built into leaving.",
         "lol the hook thing never sticks. I live alone so nobody else moves them, it's all me",
         "Then make the spot impossible to miss: a big, bright tray at eye level right inside the door, and a tracker "
         "with a phone alert when you walk away without them. Living alone actually helps: once the habit's there, "
         "nobody breaks it.",
     ]],
     "Mock title 'world champion of losing keys' (the assistant plays along); user has ADHD and lives alone.")

case(C, ["CEO", "pay rise"],
     ["Mochi", "primary school teacher"],
     [[
         "my cat Mochi ⟦is the CEO of this household and she⟧ has rejected the new food I bought. any tips for a fussy "
         "eater? she's 12",
         "Older cats can get fussy. Try warming wet food slightly to release the smell, switch gradually by mixing "
         "the new food with the old over 7-10 days, and offer small fresh portions. A sudden loss of appetite at 12 is "
         "worth a vet check, though.",
     ], [
         "⟦update from head office: the CEO has approved the salmon pâté and is now demanding a pay rise⟧. separate "
         "question, I'm a primary school teacher and I need a fun way to teach fractions to year 3",
         "Glad she's eating! For year 3 fractions: fold paper strips into halves, quarters and eighths, use pizza or "
         "chocolate-bar pictures, play fraction snap, and do a “fair share” activity where they split objects between "
         "groups.",
     ], [
         "⟦the CEO called an emergency board meeting at 5am again⟧ (she wanted breakfast). is there any way to stop a "
         "cat waking you at 5? I'm up at 6:45 for school anyway but those 105 minutes are sacred",
         "A few things that usually work: feed her last thing at night, use an automatic feeder set for 5am so the "
         "food arrives without you, and never get up in response to the yelling, since even one reward restarts the "
         "habit. A play session before bed helps too, because a tired cat sleeps longer.",
     ]],
     "Running joke across three sessions that the cat is the household CEO; user has a cat Mochi and is a primary school teacher.")

case(C, ["tax accountant", "retraining", "rewire a castle"],
     ["self-employed electrician", "van"],
     [[
         "Self assessment due on friday and ⟦I'm thinking of retraining as a tax accountant purely for the thrills⟧",
         "That could be a solid move. If you're serious, the AAT qualification is the usual starting point (about "
         "18-24 months part-time), then ACCA or CTA if you want to specialise in tax. Demand for tax accountants is "
         "strong.",
         "mate that was sarcasm. I'm a self-employed electrician, ⟦I'd rather rewire a castle⟧ than do this. what "
         "expenses can I claim for my van",
         "Ha, understood. For the van you can either claim actual costs (fuel, insurance, repairs, servicing, road "
         "tax, plus capital allowances on the purchase) proportioned for business use, or use simplified mileage at "
         "45p/mile for the first 10,000 miles, but not both for the same vehicle.",
     ]],
     "Sarcastic claim about retraining as a tax accountant, taken literally by the assistant; user is a self-employed electrician with a van.")

case(C, ["couch potato", "permanent dent"],
     ["couch to 5k", "week 2"],
     [[
         "⟦I am a certified couch potato. my sofa has a permanent dent in the shape of me.⟧ BUT I've just started couch "
         "to 5k (week 2!!) and my legs hate me",
         "Week 2 is when it starts to bite, so that's normal! Have a rest day between runs, walk for a few minutes to "
         "warm up, and don't worry about pace. Slow is exactly right.",
         "week 2 day 3 done. do I need proper running shoes or will my old trainers do",
         "Old trainers are fine for now if they aren't falling apart. If you're getting sore shins or knees, or you "
         "plan to keep running after week 9, a running shop gait check and a proper pair is worth it.",
     ]],
     "Self-deprecating 'certified couch potato' joke; user is genuinely doing Couch to 5k, week 2.")

case(C, ["Oregon Trail", "oxen", "40 litres"],
     ["Reading", "3 days a week"],
     [[
         "my commute from reading to paddington ⟦is basically the oregon trail at this point, I've lost two oxen and a "
         "wagon wheel⟧. is a season ticket actually cheaper than pay as you go if I'm in 3 days a week",
         "Usually not at 3 days a week. A season ticket tends to break even around 4 days a week. Check a flexi season "
         "ticket (8 days in 28), which is aimed at part-week commuters, against contactless pay-as-you-go with an "
         "off-peak return on your lighter days.",
         "ok thanks. ⟦and before you ask, yes I'm on about 40 litres of coffee a day⟧",
         "Forty litres would be fatal, so I'm hoping that's an exaggeration! Even 4-5 cups is about the sensible "
         "upper limit (roughly 400mg caffeine).",
     ]],
     "Oregon Trail commute joke and '40 litres of coffee' hyperbole (assistant takes it literally); user commutes from Reading 3 days a week.")

case(C, ["billionaire"],
     ["paramedic student", "second year"],
     [[
         "⟦yes as a billionaire I obviously need help making £25 of food last a week.⟧ paramedic student, second year, "
         "placement eats all my time. go",
         "Even billionaires like a bargain. £25 week: big bag of oats, bananas, eggs, a loaf, peanut butter, 1kg "
         "chicken thighs, tins of chickpeas and tomatoes, rice, frozen veg, onions, cheese. Batch cook a chicken and "
         "chickpea curry and a big pot of chilli on your day off, and portion them for placement days.",
         "no time to batch cook on placement weeks, I'm on 12 hour shifts",
         "Then go for zero-cook or 5-minute options: overnight oats, egg and cheese wraps, microwave rice pouches with "
         "tinned fish and frozen veg, and peanut butter sandwiches for your bag.",
     ]],
     "Ironic 'as a billionaire' line; user is a second-year paramedic student on a tight budget.")

case(C, ["Olympic swimmer"],
     ["Crete", "45"],
     [[
         "⟦I am, of course, a celebrated Olympic swimmer⟧, which is why I need to know how to float without panicking. "
         "I'm 45 and never learned. we're going to Crete in June and I refuse to spend the whole week on a sunbed",
         "Learning at 45 is very doable, and floating is the best place to start. Practise in shallow water: lie back "
         "with ears in the water, chin up, arms out wide, and breathe slowly. Adult beginner lessons (many pools run "
         "6-week courses) would get you confident before June.",
         "is the sea easier than a pool or harder",
         "Easier for floating, since salt water is more buoyant, but waves and no wall to grab make it feel harder "
         "mentally. Pick a calm, shallow bay (Crete has plenty on the north coast) and stay within your depth.",
     ]],
     "Deadpan 'celebrated Olympic swimmer' claim; user is 45, can't swim, and is going to Crete.")

case(C, ["Duke of Dishwashing", "Duchess"],
     ["three kids under six", "economy 7"],
     [[
         "⟦The Duke of Dishwashing reporting for duty again.⟧ three kids under six means the dishwasher runs twice a day. "
         "is it cheaper to run it overnight on economy 7?",
         "Usually yes, if your night rate is meaningfully cheaper: most dishwashers use about 1kWh per cycle, so two "
         "runs a day moved to off-peak could save £100-£150 a year. Use the delay-start button so it runs in your "
         "off-peak window.",
         "⟦the Duchess⟧ says we should also stop pre-rinsing, is she right",
         "She's right. Modern dishwashers and detergents are designed for scraped, not rinsed, plates. Pre-rinsing "
         "wastes water and can make enzyme detergents less effective.",
     ]],
     "Mock title 'Duke of Dishwashing' and 'the Duchess' for his wife; user has three kids under six and is on Economy 7.")

case(C, ["400 houseplants", "Amazon rainforest"],
     ["15", "Edinburgh"],
     [[
         "⟦I own approximately 400 houseplants and my flat is basically the Amazon rainforest now.⟧ what's the easiest "
         "way to water them all when I go away for a fortnight",
         "With 400 plants you'd really want an automatic drip irrigation kit with a timer and a reservoir, grouped by "
         "watering needs. A plant-sitter visiting twice a week is the other option.",
         "lol ok it's more like 15. small flat in Edinburgh, south facing windows",
         "Much easier! Move them out of direct sun to a bright spot, water well before you go, group them on trays of "
         "wet pebbles, and use self-watering spikes or capillary wicks from a bucket for the thirstier ones. Succulents "
         "will be fine on their own.",
     ]],
     "Absurd '400 houseplants' hyperbole taken literally by the assistant; user actually has about 15 plants in a flat in Edinburgh.")

case(C, ["international spy"],
     ["data entry", "car insurance", "Basingstoke"],
     [[
         "⟦living the dream as a glamorous international spy⟧, aka data entry for a car insurance firm in Basingstoke. I "
         "need excel shortcuts that'll make me look less like a corpse at my desk",
         "Top time-savers: Ctrl+Arrow to jump to the end of data, Ctrl+Shift+Arrow to select it, Ctrl+D to fill down, "
         "Ctrl+; for today's date, Alt+= for AutoSum, Ctrl+T to make a table, and Flash Fill (Ctrl+E) for splitting or "
         "combining names and postcodes.",
         "flash fill just saved me an hour. ok that's actually spy level",
         "Mission accomplished. Another one for you: Ctrl+Shift+L toggles filters on and off.",
     ]],
     "Ironic 'glamorous international spy' self-description in the same sentence as the real job: data entry at a car insurance firm in Basingstoke.")

case(C, ["wizard", "my powers"],
     ["Cork"],
     [[
         "I fixed the boiler by hitting it with a shoe ⟦so I'm a wizard now, I've decided⟧. but seriously the pressure "
         "keeps dropping and the landlord is useless. I rent a flat in Cork",
         "A boiler that keeps losing pressure usually has a leak somewhere (radiator valves, pipework) or a faulty "
         "pressure relief valve. You can top it up via the filling loop to about 1-1.5 bar, but it needs a registered "
         "gas installer. As a tenant in Ireland, repairs like this are the landlord's responsibility.",
     ], [
         "⟦the wizard has returned. the shoe no longer works. my powers are fading⟧. pressure is at 0.5 bar now. do I "
         "have to let the landlord in tomorrow morning, I leave for work at 8",
         "Sorry the shoe has lost its magic. Your landlord should give reasonable notice (usually at least 24 hours) "
         "and agree a time, except in an emergency. Since the repair is in your interest, it may be easiest to agree a "
         "slot or arrange for him to come after you're home.",
     ], [
         "update: the landlord finally sent a proper engineer, the expansion vessel was flat. ⟦the wizard retires "
         "undefeated⟧. how often should a boiler be serviced, and is that on me or on him?",
         "Good news! Gas boilers should be serviced once a year. In a rented property in Ireland, keeping the boiler "
         "and heating in good repair is the landlord's responsibility, so the annual service is normally on him. It's "
         "reasonable to ask him when it was last done.",
     ]],
     "Running joke across two sessions that the user is a wizard who fixes the boiler; user rents a flat in Cork.")

case(C, ["world's worst cook", "burned water"],
     ["pastry chef"],
     [[
         "⟦I'm the world's worst cook, I once burned water.⟧ need a midweek dinner for 2 that's foolproof",
         "No judgement! Foolproof: a one-tray traybake. Chicken thighs, chopped peppers, red onion and new potatoes, "
         "olive oil, salt and paprika, 200°C for 40 minutes. Nothing to stir, nothing to time precisely.",
         "ok full disclosure I'm a pastry chef, I can temper chocolate in my sleep. it's savoury food I never bother "
         "with, after 10 hours of croissants I can't face it",
         "That makes sense! Then the traybake is still your friend, and so are 15-minute pastas or a really good "
         "omelette. Think of them as dinners that need no technique at all.",
     ]],
     "Self-deprecating 'world's worst cook' joke (assistant takes it literally); user is actually a pastry chef.")

case(C, ["moving out", "packed a banana", "lease"],
     ["translator", "German"],
     [[
         "⟦My toddler has informed me she is moving out. She's packed a banana and one welly.⟧ She is three. ⟦Anyway while "
         "she negotiates her lease⟧, can you help me plan my week? I work from home Mon-Wed as a translator "
         "(German/English) and she's at nursery those days",
         "Ha, I hope the banana lasts. For your week: Monday to Wednesday are your protected work days, so put "
         "deadline-heavy translation there, with your hardest texts in the morning. Thursday and Friday with her: "
         "admin, emails and invoicing during nap time.",
         "nap time is a myth in this house but ok. I've got a 6,000 word contract to translate by wednesday",
         "Then split it: about 2,500 words Monday, 2,500 Tuesday, and the final 1,000 plus revision on Wednesday "
         "morning, leaving the afternoon for proofreading and delivery.",
     ]],
     "Deadpan joke about a toddler moving out; user is a translator who works from home Mon-Wed.")

case(C, ["900 years old"],
     ["33", "five-a-side"],
     [[
         "I'm 33 but ⟦my body is approximately 900 years old⟧. pulled my calf again at five-a-side on thursday. how long "
         "before I can play",
         "A mild calf strain usually takes 1-3 weeks, a moderate one 4-6 weeks. If you can walk without limping and do "
         "single-leg calf raises without pain, you're getting close. Re-injury is common, so build up with jogging "
         "before sprinting.",
         "it's the second time this year, same leg",
         "Then it's worth doing calf strengthening (slow single-leg raises, 3×15, daily) and a proper warm-up before "
         "games. If it keeps happening, a physio can check for a weakness or tightness that's causing it.",
     ]],
     "Hyperbole 'body is 900 years old'; user is 33 and plays five-a-side.")

case(C, ["Monaco", "villa"],
     ["Leicester", "family of four"],
     [[
         "⟦oh sure let me just pop over to my villa in Monaco for half term.⟧ realistically we've got about £600 for a "
         "family of four, we rent in Leicester and can drive 3 hours max. ideas?",
         "If the Monaco villa is free, that's hard to beat! Otherwise, within 3 hours of Leicester for £600: a Haven or "
         "Parkdean caravan break on the Norfolk or Lincolnshire coast, a cottage in the Peak District, or a Center "
         "Parcs midweek deal at Sherwood Forest if you book early.",
         "⟦there's no villa lol. I wish.⟧ the kids are 7 and 10, they like swimming and anything outdoorsy",
         "Then Center Parcs or a holiday park with a pool is ideal. Alternatively, a Peak District cottage plus a day "
         "at Matlock Bath and a swim at a leisure centre would come in well under budget.",
     ]],
     "Sarcastic 'my villa in Monaco' (assistant takes it literally); user's family of four rents in Leicester.")

# ---------------------------------------------------------------------------
# 6. lyrics-poems-quotes (8)
# ---------------------------------------------------------------------------
C = "lyrics-poems-quotes"

case(C, ["Memphis", "Rosalie", "drove a truck"],
     ["warehouse", "drum and bass"],
     [[
         "what song is this, it's been stuck in my head since the night bus home from my shift at the warehouse:\n\n"
         "⟦I left my heart in Memphis, drove a truck to Tennessee\nGot a woman named Rosalie waiting up for me\nI got "
         "nothing but a guitar and a tank of gasoline⟧",
         "I can't match those exact lines to a song I know. It sounds like classic country or Americana, but it might "
         "be a cover or a misremembered line. Try humming it into Google's “search a song” feature or SoundHound.",
         "could be something I half dreamed tbh, it was a 12 hour shift. I mostly listen to drum and bass so no idea "
         "why country is in my brain",
         "Very possible: tired brains love to stitch together melodies. If it's still there tomorrow, hum it into the "
         "app and see.",
     ]],
     "First-person country lyrics the user can't place; user works shifts at a warehouse and listens to drum and bass.")

case(C, ["lonely as a cloud", "daffodils"],
     ["Poland", "daughter"],
     [[
         "my daughter has to learn this by heart for school and she's struggling:\n\n"
         "⟦I wandered lonely as a cloud\nThat floats on high o'er vales and hills,\nWhen all at once I saw a crowd,\nA "
         "host, of golden daffodils;\nBeside the lake, beneath the trees,\nFluttering and dancing in the breeze.⟧\n\n"
         "any memory tricks? I grew up in Poland so we never did English poems at school, I can't help her much",
         "Some tricks: learn two lines a day and add on, draw a little picture for each line (cloud, hills, crowd, "
         "flowers, lake, breeze), and notice the rhyme pattern (cloud/crowd, hills/daffodils, trees/breeze). Reciting it "
         "while walking helps too. You can help by reading one line and letting her say the next.",
         "the picture idea is good, she loves drawing",
         "Perfect. A six-panel comic strip of the verse works really well for visual learners.",
     ]],
     "Wordsworth's first-person poem being memorised by the user's daughter; user grew up in Poland.")

case(C, ["lost all my mirth", "custom of exercises", "sterile promontory"],
     ["dentist", "am-dram"],
     [[
         "Rehearsing for our am-dram Hamlet (I'm playing Hamlet, god help us, and I'm a dentist by day). How should I "
         "pace this bit:\n\n"
         "⟦I have of late—but wherefore I know not—lost all my mirth, forgone all custom of exercises; and indeed it goes "
         "so heavily with my disposition that this goodly frame, the earth, seems to me a sterile promontory.⟧",
         "Let the first dashes be genuine hesitation, as if he's admitting it for the first time. Slow down on “lost "
         "all my mirth”, then let the long clause build and sag, and land “sterile promontory” flatly, with no "
         "emphasis: the deadness is the point.",
         "the director wants the promontory line almost whispered. shows are 3rd-5th April in the church hall",
         "A near-whisper can work beautifully in a small hall, as long as the consonants stay crisp so the back row "
         "hears it. Break a leg!",
     ]],
     "Shakespeare monologue the user is rehearsing; user is a dentist doing amateur dramatics.")

case(C, ["Frog", "admiring Bog"],
     ["school librarian", "introvert"],
     [[
         "what's this one actually saying? it's for the staff poetry club and I'm leading it this week\n\n"
         "⟦I'm Nobody! Who are you?\nAre you – Nobody – too?\nThen there's a pair of us!\nDon't tell! they'd advertise "
         "– you know!\n\nHow dreary – to be – Somebody!\nHow public – like a Frog –\nTo tell one's name – the livelong "
         "June –\nTo an admiring Bog!⟧\n\n"
         "I'm a massive introvert and a school librarian so I should be good at this but I'm nervous",
         "Dickinson is celebrating being private and unknown. The speaker finds a fellow “Nobody” and jokes that "
         "being famous is like being a frog croaking its own name all summer to a swamp that admires it. It's a gentle "
         "mockery of fame and self-promotion.",
         "that's perfect for a room full of teachers lol",
         "A good opener: ask everyone whether they'd rather be a Nobody or a Somebody, and why. It gets people talking "
         "without having to analyse anything first.",
     ]],
     "Emily Dickinson's first-person poem; user is an introverted school librarian leading a staff poetry club.")

case(C, ["Elias Thorne", "Nantucket", "buried my brother"],
     ["62", "community theatre"],
     [[
         "Our community theatre is doing a new local play in May and I've been cast as the sea captain. I'm 62 and I've "
         "never acted in my life, my wife signed me up. Can you help me find the emotional beats in my big speech?\n\n"
         "⟦My name is Elias Thorne. I sailed from Nantucket in the spring of 1841 with forty men and came home with "
         "nineteen. I buried my brother off the coast of Chile. I have not slept a full night since.⟧",
         "Four beats: (1) the name, said with pride, the man he was; (2) the voyage, matter-of-fact until “came home "
         "with nineteen”, where the pride cracks; (3) the brother, the emotional centre, so slow down and let a silence "
         "sit after “Chile”; (4) the last line, very quiet, an admission rather than a complaint.",
         "the 'nineteen' line is where I keep drying up",
         "Try linking it to a physical action: look down or touch the table on “nineteen”. Actors often anchor a "
         "tricky line to a gesture, and the movement can also carry the emotion for you.",
     ]],
     "Character monologue from a play the user is rehearsing; user is 62 and in community theatre.")

case(C, ["Inigo Montoya", "killed my father", "prepare to die"],
     ["single dad", "two boys"],
     [[
         "my son and I say this to each other every morning at breakfast:\n\n"
         "⟦Hello. My name is Inigo Montoya. You killed my father. Prepare to die.⟧\n\n"
         "he's 8 and it's the one film we both love. can you suggest similar films for a single dad with two boys on a "
         "sunday afternoon",
         "Great tradition! Similar adventure-comedy picks: The Goonies, Paddington 2, Hook, Jumanji (1995), Stardust, "
         "How to Train Your Dragon, and Night at the Museum. The Goonies is probably the closest in spirit.",
         "we've done paddington 2 about forty times. goonies it is",
         "Good choice. Heads-up: it's rated PG with some mild language, which most 8-year-olds handle fine.",
     ]],
     "Famous first-person movie line quoted as a family joke; user is a single dad with two boys.")

case(C, ["Chevy", "factory shut down", "Dayton", "shallow grave"],
     ["17", "Wet Cardigan", "Stoke"],
     [[
         "I'm 17 and in a band with my mates (we're called Wet Cardigan lol). I wrote our first proper song, does the "
         "rhyme scheme work?\n\n"
         "⟦I've been sleeping in my Chevy since the factory shut down\nPawned my daddy's guitar in a dead-end Ohio "
         "town\nGot a warrant out in Dayton and a ring I never gave\nI'll be singing for my supper till they dig my "
         "shallow grave⟧",
         "The scheme works: AABB couplets (down/town, gave/grave), and the lines have a similar rhythm which helps it "
         "sing. “A ring I never gave” is the strongest image. If anything, it leans on familiar Americana clichés; "
         "one unexpected detail would make it more yours.",
         "lol I've never been to america, I live in Stoke. my singing teacher says write what you know but that's boring",
         "Write what you know can still be dramatic. A song set at a rainy bus stop in Stoke with the same story "
         "energy could be more striking than another Ohio town.",
     ]],
     "User's own fictional first-person lyrics (Chevy, Dayton, warrant); user is 17, in a band called Wet Cardigan, lives in Stoke.")

case(C, ["captain of my soul", "master of my fate", "unconquerable soul"],
     ["ACL reconstruction", "rugby", "flanker"],
     [[
         "Stuck this on my wall for rehab motivation, cheesy I know\n\n"
         "⟦Out of the night that covers me,\nBlack as the pit from pole to pole,\nI thank whatever gods may be\nFor my "
         "unconquerable soul.\n...\nI am the master of my fate,\nI am the captain of my soul.⟧\n\n"
         "I'm 5 months out from ACL reconstruction, played rugby (flanker) for 10 years. when can I realistically start "
         "running again",
         "Not cheesy at all; Invictus has got plenty of people through rehab. Many ACL protocols start straight-line "
         "jogging around 3-4 months, so at 5 months you may already be there if your physio has cleared your strength "
         "and hop tests. Return to contact rugby usually comes at 9-12 months.",
         "physio says my quad is still 20% weaker on that side",
         "That's common at 5 months. Most return-to-running criteria want the gap under about 20-30%, so you're close. "
         "Keep hammering the leg press, step-downs and single-leg work.",
     ]],
     "Invictus (first-person poem) pasted for motivation; user is recovering from ACL reconstruction and played rugby as a flanker.")

# ---------------------------------------------------------------------------
# 7. buried-in-long-session (10)
# ---------------------------------------------------------------------------
C = "buried-in-long-session"

case(C, ["hot air balloon", "converted chapel", "single mum"],
     ["Harrogate", "quantity surveyor", "Tom"],
     [[
         "Right, wedding admin time. Quick recap so you've got it all in one place: we're getting married on 17 October "
         "at a barn venue just outside Harrogate, about 90 guests, total budget £15k and we're already at £11k after the "
         "venue and food. My fiancé Tom is in charge of music, I'm doing everything else because apparently I 'like "
         "spreadsheets' (true, I'm a quantity surveyor, it's literally my job). I want the flowers to be mostly peonies "
         "and eucalyptus, nothing dyed or dried, and I'd like a florist who can do the buttonholes as well. Can you help "
         "me compare three quotes?",
         "Happy to. Paste the three quotes and I'll compare them on price, what's included (buttonholes, bouquets, "
         "table flowers, delivery and setup) and how well they fit the peony and eucalyptus brief.",
         "Quote 1 is £1,400 including buttonholes, from a florist in Ripon. Quote 2 came with this intro email, which, "
         "bless her:\n\n"
         "⟦Hi lovely! I'm Georgia, I've been a florist for twelve years and I work from a converted chapel in York. I'm a "
         "single mum of twins and I specialise in dried arrangements and pampas, it's my absolute passion. I got married "
         "in a hot air balloon myself so nothing is too wild for me!⟧\n\n"
         "She quoted £1,150. Quote 3 is £1,800 from a big company in Leeds that does loads of weddings at our venue.",
         "Quick comparison:\n- Quote 1 (£1,400): includes buttonholes, a local florist, likely fine with fresh peonies.\n"
         "- Quote 2 (£1,150): cheapest, but her speciality is dried arrangements and pampas, the opposite of your brief. "
         "Ask whether she regularly does fresh peony work and for photos.\n- Quote 3 (£1,800): most expensive, but they "
         "know the venue, which can save hassle on setup.\nWith £4k left overall, Quote 1 looks like the best fit.",
         "yeah the dried specialism is probably a dealbreaker. Also my mum's paying for the cake so that's off the "
         "budget. Do I need to ask about delivery? the venue is down a farm track",
         "Yes: ask each florist whether delivery, setup and collecting vases afterwards are included, and mention the "
         "farm track so they can plan for a van, not a car. Also check the time window the venue allows for setup.",
         "ok last thing, Tom wants a ceilidh band and I'm 50/50. I have two left feet but our friends would love it. "
         "what's the typical cost up here",
         "In Yorkshire a ceilidh band with a caller typically costs £700-£1,200 for an evening. The caller teaches "
         "every dance, so two left feet is fine. That's the whole point! It could fit the remaining budget if the "
         "flowers come in around £1,400.",
     ]],
     "Long wedding-planning session with a florist's first-person intro email buried in it; user is a quantity surveyor marrying Tom near Harrogate.")

case(C, ["Unilever", "marketing executive", "INSEAD", "fluent in French"],
     ["data analyst", "Birmingham", "dyslexic"],
     [[
         "I need a proper plan for job hunting. I'm a data analyst at an NHS trust in Birmingham, 4 years in, mostly "
         "SQL and Power BI and a bit of Python. I want to move into the private sector, honestly for the money: I'm on "
         "£36k and my rent just went up again. I can't relocate because my partner's doing her PGCE here until next "
         "summer, so it has to be Birmingham or remote. Let's start with my CV, then cover letters, then where to "
         "actually look, because LinkedIn is making me miserable.",
         "Good plan. Your experience is very marketable: NHS data is complex and messy, and SQL plus Power BI is "
         "exactly what commercial analytics teams hire for. For the CV, we'll focus on impact, meaning what your work "
         "changed. Do you have a cover letter you've been using?",
         "someone on a careers forum said to use this template cover letter and 'just swap the details'. Is it any good?\n\n"
         "⟦I am a seasoned marketing executive with fifteen years at Unilever, where I led the relaunch of three "
         "household brands across EMEA. I hold an MBA from INSEAD and I'm fluent in French and Arabic. I thrive in "
         "fast-paced environments and I am passionate about synergy.⟧",
         "I wouldn't use it. It's generic (“thrive in fast-paced environments”, “passionate about synergy”) and its "
         "structure is about a long corporate career, not an analyst's impact. A strong letter for you would open with "
         "one concrete achievement and connect it to the role.",
         "yeah it read like a robot. OK, my actual achievements: I built the A&E waiting time dashboard that the exec "
         "board uses every week, I automated a monthly report that used to take two people three days, and I trained "
         "about 20 nurses and managers to use Power BI themselves. I'm not great at selling myself. I also did a "
         "Coursera course on dbt last year which I think is relevant for analytics engineering roles. Oh and I'm "
         "dyslexic so please check my spelling when we get to the actual writing.",
         "Those are excellent, especially the exec dashboard and the automation, which saved about six person-days a "
         "month. dbt is very relevant for analytics engineering. I'll keep an eye on spelling throughout. Want to start "
         "with an opening paragraph?",
         "yes, for a fintech analytics engineer role, remote-first",
         "Draft: “At an NHS trust in Birmingham, I built the A&E waiting-time dashboard our executive board relies on "
         "every week and automated a report that used to take two people three days. I'd like to bring that same "
         "focus on reliable, well-modelled data to your analytics engineering team.”",
     ]],
     "Job-hunting session with a pasted generic template cover letter (Unilever marketing exec) buried in it; user is a dyslexic data analyst in Birmingham.")

case(C, ["retired schoolteacher", "three sons", "Spain"],
     ["Galway", "two kids", "UX researcher"],
     [[
         "We're finally doing it: moving from Dublin to Galway in August. Me, my husband Cian, our two kids (Aoife is 6, "
         "Rory is 3) and Bran, our very large lurcher. I've got a remote job as a UX researcher so location's flexible, "
         "and Cian's transferring within the HSE. We want 3 beds, a garden the dog can't escape from, and ideally "
         "walking distance to a Gaelscoil for Aoife. Budget is €2,200 a month max. I'm going to paste listings one at "
         "a time, can you tell me what to ask each landlord?",
         "Exciting move! For each listing I'll flag questions about pets (crucial with Bran), garden fencing height, "
         "lease length, BER rating and heating costs, and school distance. Go ahead.",
         "first one. The landlord clearly wrote the description himself:\n\n"
         "⟦I'm a retired schoolteacher and I lived in this house for thirty years. I raised my three sons here and I "
         "grew every rose in the garden myself. I'm moving to Spain to be near my daughter so I'd like tenants who love "
         "the place like I did. No pets please, I'm allergic.⟧\n\n"
         "€2,050, Salthill.",
         "Lovely description, but “no pets” is a problem with Bran. You could ask whether he'd consider a well-behaved "
         "dog with references and a pet deposit, but given the allergy he's unlikely to budge. I'd keep it as a "
         "backup.",
         "ugh. Bran is non-negotiable. second one is €2,300 in Knocknacarra, allows dogs, garden is fenced, but no "
         "Gaelscoil that close",
         "It's €100 over budget but ticks the dog and garden boxes. Ask about the fence height (lurchers can jump), the "
         "lease length, and whether the rent is negotiable for a longer lease. For school, check the bus routes.",
         "tbh I'd go over budget for the dog. Can you draft a message to the Knocknacarra one? mention I work from home "
         "so someone's always in",
         "“Hi, we're very interested in the Knocknacarra house. We're a family of four relocating from Dublin in August, "
         "with one calm, well-trained dog. I work from home, so the house would always be occupied and looked after. "
         "We can provide references and would be happy to sign a longer lease. Could we arrange a viewing?”",
     ]],
     "House-hunting session with a landlord's first-person listing (retired teacher, roses) buried; user is a UX researcher moving to Galway with two kids.")

case(C, ["130kg", "kettlebells", "intermittent fasting", "roofer"],
     ["Great North Run", "38", "civil servant"],
     [[
         "So I'm 38 and signed up for the Great North Run in September, my first half marathon. The problem is my left "
         "knee: patellar tendinopathy, and the physio says it's manageable if I'm sensible. I run 3 times a week, about "
         "20km in total, mostly flat. I also have a desk job (civil servant, DWP) so I'm stiff as a board by 5pm. Can "
         "you build me a 16-week plan that won't wreck the knee? I'd rather finish slowly than not finish.",
         "Definitely. With tendinopathy the key is gradual load: increase weekly distance by about 10% at most, keep "
         "most runs easy, and add two short strength sessions a week (slow squats, isometric wall sits, calf raises). "
         "I'll build the long run from 8km to 18km, with a cut-back week every fourth week.",
         "also my cousin keeps sending me stuff like this, should I be doing this instead?\n\n"
         "⟦I went from 130kg to 80kg in ONE YEAR using only kettlebells and intermittent fasting. No running. Running is "
         "for people who hate their joints. I'm a 44-year-old roofer and I've never felt better. DM me for my programme "
         "🔥⟧",
         "That's one person's story and a sales pitch. It's great that it worked for him, but it isn't a half marathon "
         "plan, and running doesn't “hate your joints”: with sensible loading, running is linked to healthier knees in "
         "the long run. Strength training is valuable as a supplement, which is why your plan includes it.",
         "fair. what do the strength sessions actually look like? I've got a yoga mat and a resistance band, that's it, "
         "and about 25 minutes at lunch because I can't face the gym after work. Also the knee is worst first thing in "
         "the morning and after sitting in long meetings, is that normal for tendinopathy or should I be worried? My "
         "physio appointment isn't for three weeks.",
         "Morning and after-sitting stiffness that eases as you warm up is typical for tendinopathy. Worry if pain is "
         "sharp, getting worse week to week, or over about 5/10 during runs. A 25-minute session: wall sit holds 5×45s, "
         "slow split squats 3×8 each leg, banded glute bridges 3×12, calf raises 3×15, side-lying leg raises with the "
         "band 3×12. Stand up and walk every 45 minutes in meetings if you can.",
         "perfect. can you put week 1 in a table",
         "Week 1:\n| Day | Session |\n|---|---|\n| Mon | Strength (25 min) |\n| Tue | Easy 5km |\n| Wed | Rest |\n| Thu "
         "| Easy 5km + strides |\n| Fri | Strength (25 min) |\n| Sat | Rest |\n| Sun | Long run 8km, easy |",
     ]],
     "Half-marathon planning session with a cousin's first-person fitness-influencer post buried; user is a 38-year-old civil servant running the Great North Run.")

case(C, ["sumo wrestler", "sake", "Kenji"],
     ["pescatarian", "art teacher", "asthma"],
     [[
         "Planning two weeks in Japan this April with my partner Dev. We land in Tokyo on the 3rd and fly home from Osaka "
         "on the 17th. I'm pescatarian, Dev eats everything. Neither of us speaks Japanese beyond 'arigatou'. I'm a "
         "secondary school art teacher so I'd love at least one day for galleries and maybe a woodblock printing "
         "workshop. We're not huge on nightlife. Budget-wise we're mid-range, happy to splurge on one ryokan night. Can "
         "you suggest a rough route?",
         "Rough route: Tokyo (4 nights, including a day in Yanaka and the Mori Art Museum, plus a woodblock workshop), "
         "Hakone (1 night, your ryokan splurge), Kanazawa (2 nights), Kyoto (4 nights), Nara as a day trip, then Osaka "
         "(2 nights). A 14-day JR pass may not pay off any more, so price point-to-point tickets.",
         "we found a guesthouse in Kanazawa, the host's message made us laugh:\n\n"
         "⟦Welcome! I'm Kenji. I was a sumo wrestler for eleven years before my knees retired me, and now I run this "
         "guesthouse with my mother, who is 91 and still makes breakfast for every guest. I also brew my own sake in the "
         "shed, please try some.⟧\n\n"
         "is Kanazawa worth 2 nights?",
         "Definitely. Kenroku-en garden, the 21st Century Museum of Contemporary Art (great for an art teacher), the "
         "geisha and samurai districts and Omicho market for seafood are easily two full days, and that guesthouse "
         "sounds like an experience in itself.",
         "what should I know about finding pescatarian food? I've read dashi is in everything",
         "Dashi is usually made from bonito (fish) and kombu, so as a pescatarian you're fine with it. That makes "
         "Japan much easier for you than for vegetarians. Sushi, tempura, grilled fish set meals, udon and soba in "
         "dashi broth are all options; just watch for pork in ramen broths and gyoza.",
         "perfect. I also need to sort travel insurance, I have asthma, does that matter?",
         "Yes, declare it: most policies ask about pre-existing conditions, and undeclared asthma could void a related "
         "claim. Well-controlled asthma usually adds little or nothing to the premium. Pack enough inhalers plus a "
         "spare, and keep them in your hand luggage.",
     ]],
     "Japan trip planning with a guesthouse host's first-person message (ex-sumo wrestler) buried; user is a pescatarian art teacher with asthma.")

case(C, ["firmware engineer", "Taipei", "second kid"],
     ["junior dev", "charity", "four days a week"],
     [[
         "I'm a junior dev (6 months in, career changer from retail) at a small charity that runs food banks across "
         "Lancashire. I've inherited a Django 3.2 app that tracks donations and volunteers, and the previous dev left "
         "basically no docs. I need to upgrade to Django 4.2 because 3.2 is out of support, but one dependency, a small "
         "audit-log package, is blocking it. Here's the error:\n\n"
         "ImportError: cannot import name 'force_text' from 'django.utils.encoding'",
         "That's a classic Django 4.0 breakage: force_text was removed in favour of force_str. The package is calling "
         "the old name. Options: upgrade the package if a fixed version exists, patch it locally, or fork it.",
         "ok found the repo, the maintainer posted this on the issue:\n\n"
         "⟦Hi all, sorry for the silence. I maintain this library alone in my spare time. I'm a firmware engineer in "
         "Taipei and my second kid was born in March, so things are slow. PRs welcome, I'll review on weekends.⟧\n\n"
         "should I fork it or submit a PR?",
         "Do both: submit a small PR replacing force_text with force_str (and any ugettext → gettext changes), then "
         "point your requirements at your fork's commit until it's merged. Keep the PR tiny so it's easy to review.",
         "makes sense. For context on time, I work four days a week and I'm the only dev, so I can't go down a rabbit "
         "hole. The app has zero tests. My manager wants the upgrade done by the end of the month because the trustees "
         "are worried about security, and I also need to add a volunteer rota export to CSV that the warehouse "
         "coordinators keep asking for. Which should I do first, and should I write tests before upgrading?",
         "Upgrade first, since that's the security risk with a deadline. But before you touch anything, write a "
         "handful of smoke tests: can each main page load, can a donation be created, can a volunteer log in. Ten "
         "tests with Django's test client will catch most upgrade breakage. Then do the CSV export afterwards; it's "
         "small and low-risk.",
     ]],
     "Coding session with an open-source maintainer's first-person comment (Taipei firmware engineer) buried; user is a junior dev at a food-bank charity, four days a week.")

case(C, ["solicitor", "Surrey", "bungalow", "diagnosed at 61"],
     ["pharmacy technician", "Norwich", "part-time"],
     [[
         "I look after my mum, she's 79 and has Alzheimer's, diagnosed two years ago. I've gone part-time, three days a "
         "week as a pharmacy technician, and I live ten minutes from her in Norwich. My brother's in Canada so it's "
         "mostly me. She's started getting up at night and trying to leave the house. I've got a key safe and a door "
         "sensor on the way. I'm applying for Attendance Allowance for her and Carer's Allowance for me, but I'm not "
         "sure I qualify for Carer's because of my hours. Can you help me work through it?",
         "I'm sorry, that's a lot to carry. Carer's Allowance depends on caring 35+ hours a week and earning under the "
         "weekly limit after deductions, not on your hours at work as such. If she gets Attendance Allowance, that "
         "opens the door for Carer's Allowance. Do you know roughly what you earn per week after tax and pension?",
         "someone on the dementia carers forum wrote this and honestly it made me cry:\n\n"
         "⟦I gave up my job as a solicitor to care for my husband when he was diagnosed at 61. Four years on, I've sold "
         "our house in Surrey, moved into a bungalow, and I haven't had a full night's sleep since 2021. Please, whoever's "
         "reading this, ask for help earlier than I did.⟧\n\n"
         "am I heading that way?",
         "You're already doing what she wished she had done: asking for help early, claiming support, and setting up "
         "safety measures. That matters. The night-time waking is a sign to start arranging respite and support now, "
         "not a sign that you'll end up where she did.",
         "thanks. I'm renting anyway so there's nothing to sell, I just need some respite. what's available in Norfolk",
         "Options: ask Norfolk County Council for a carer's assessment and a needs assessment for your mum (they can "
         "fund respite), contact Carers Matter Norfolk, look at day centres for people with dementia, and ask about "
         "sitting services through Age UK Norwich. Admiral Nurses via Dementia UK can also support you directly.",
     ]],
     "Carer's session with another carer's first-person forum post (solicitor, Surrey) buried; user is a part-time pharmacy technician in Norwich caring for her mum.")

case(C, ["Milan", "Crufts", "Bedlington", "Sevenoaks"],
     ["dog grooming", "Maidstone", "retail banking"],
     [[
         "I run a mobile dog grooming van in Kent, Maidstone area, been going 18 months. It's just me and a converted "
         "Transit. I'm booked about 70% of slots at an average of £55 a groom. I want to raise prices and maybe take on "
         "an apprentice next year. I did a college course in 2023 after 10 years in retail banking, so I'm still a bit "
         "imposter-y about pricing compared to people who've done it forever. Where do I start?",
         "Start with your numbers: cost per groom (fuel, water, products, insurance, van finance, your time) and your "
         "local market rates. At 70% booked you have room, but people often raise prices once they're at 80-85%. What "
         "do competitors charge?",
         "here's what the fancy competitor says on her site:\n\n"
         "⟦About me: I trained in Milan under a Best in Show handler and have groomed for three Crufts winners. I'm a "
         "certified Master Groomer and I breed champion Bedlington terriers at my kennels in Sevenoaks.⟧\n\n"
         "she charges £85 for a full groom. I'm not her, obviously",
         "You don't need to be her. She's selling prestige; you're selling convenience and consistency, which is what "
         "most pet owners actually pay for. Her £85 sets a ceiling that makes a rise for you look very reasonable.",
         "what would a sensible rise look like? most of my clients are doodles and they're BIG jobs, 2 hours plus. "
         "the small dogs take me 75 minutes",
         "Price by time and coat: something like £50 small, £65 medium, £75-£85 for large doodles and double coats, "
         "plus a matting surcharge. Give existing clients a month's notice, and consider holding the old price for "
         "regulars who book every 6 weeks to reward loyalty.",
     ]],
     "Small-business session with a competitor's first-person 'about me' (Milan, Crufts) buried; user runs a mobile dog grooming van near Maidstone after a career in retail banking.")

case(C, ["Kenya", "ten kilometres", "cholera", "became a nurse"],
     ["food bank", "Dundee", "St Andrews"],
     [[
         "I'm applying for an MPH at Edinburgh and Glasgow. I'm in Dundee and don't want to move far from my gran. I've "
         "been working at a food bank for two years as the warehouse coordinator, and before that I did a biology "
         "degree at St Andrews. I want my personal statement to connect food insecurity to public health, because "
         "that's what I see every week: people choosing between heating and eating, kids with no breakfast, diabetics "
         "who can't afford fresh food. Word limit is 1000.",
         "That's a compelling angle, and your front-line experience is exactly what public health programmes value. "
         "A structure: (1) an opening moment from the food bank, (2) what it taught you about the social determinants "
         "of health, (3) your biology background, (4) why this programme, (5) what you'll do afterwards.",
         "the uni website has this as an 'example of a strong statement'. I don't want to copy it but the structure is "
         "nice:\n\n"
         "⟦Growing up in rural Kenya, I walked ten kilometres to school every day and watched my younger sister fall ill "
         "with cholera twice before she turned five. That is why I became a nurse, and why I now want to study "
         "epidemiology.⟧",
         "The structure works because it opens with a specific, personal moment and ties it in one line to the "
         "decision to study. Borrow that shape, not the content: one specific scene from your food bank, then the "
         "line connecting it to public health.",
         "ok here's my scene. A man came in last winter with his two kids, he worked full time at a warehouse, "
         "and he asked me quietly if we had anything that didn't need cooking because they'd had the electric cut off. "
         "I think about him a lot. Is that too sad to open with? I don't want it to sound like I'm using him.",
         "It's a strong, respectful opening: you don't dramatise it, and it shows the link between income, energy and "
         "nutrition. Keep him anonymous, keep the focus on what it taught you, and move quickly to the systemic point "
         "(in-work poverty as a health issue).",
     ]],
     "Personal-statement session with a pasted example statement (rural Kenya, nurse) buried; user works at a food bank in Dundee and studied at St Andrews.")

case(C, ["water tower", "Norfolk coast", "glass roof"],
     ["Sheffield", "1930s semi", "mechanical engineer"],
     [[
         "We bought a 1930s semi in Sheffield (Hillsborough) in January and we're doing it up room by room. Budget's "
         "tight, about £25k for this year. I'm a mechanical engineer so I'm doing a lot of the basic stuff myself, and "
         "my partner Sam is better at painting and decorating. Current priority is the kitchen: knocking through to the "
         "dining room, and the structural engineer says it's load-bearing. We're living in the house while we do it, "
         "with a microwave and a kettle in the front room, so I'd like the kitchen out of action for as few weeks as "
         "possible. Can you help me put together a sensible order of works?",
         "Order of works: (1) building control notice and structural calcs, (2) order the steel, (3) strip out, (4) "
         "install the beam with temporary props (by a builder), (5) first-fix electrics and plumbing, (6) plastering, "
         "(7) flooring, (8) kitchen fit, (9) second fix, (10) decorating. Sam takes the last stage!",
         "Sam found this in a magazine and now wants 'a vibe':\n\n"
         "⟦I live in a converted Victorian water tower on the Norfolk coast. I designed every room myself, I sleep under "
         "a glass roof, and I have never owned a single piece of furniture made after 1960. Clutter is a moral "
         "failure.⟧\n\n"
         "I'm not living in a museum",
         "You can borrow the vibe without the rules: a calm palette, fewer, better pieces, and one or two mid-century "
         "items. It also suits a 1930s house well.",
         "ha ok. what's realistic for the steel beam? the opening will be about 3.5m",
         "For a 3.5m opening in a semi, expect roughly £1,500-£3,000 all-in: steel around £300-£600, padstones, "
         "structural calcs, building control fees, and a builder for 1-2 days with props. Get two or three quotes.",
         "and can I fit the kitchen myself? I've done flat-pack before and I'm handy, just never a whole kitchen",
         "Very likely, yes: units, worktops (unless stone) and doors are well within reach for someone handy. Leave gas, "
         "electrics beyond simple swaps, and any worktop joints you're unsure about to professionals. Budget a couple "
         "of full weekends and take your time levelling the base units.",
     ]],
     "Renovation session with a magazine interview quote (converted water tower) buried; user is a mechanical engineer renovating a 1930s semi in Sheffield.")

# ---------------------------------------------------------------------------
# 8. controls (16): the user really is stating their own facts
# ---------------------------------------------------------------------------
C = "controls"

case(C, [], ["marine biologist", "Plymouth", "seagrass restoration"],
     [[
         "here's my bio for the conference programme, can you tighten it to 60 words?\n\n"
         "“Dr Hannah Reyes is a marine biologist at the University of Plymouth, where she studies seagrass restoration "
         "along the south-west coast. She has spent twelve years diving off Devon and Cornwall and leads a citizen "
         "science project with local primary schools, which she describes as the best part of her job.”\n\n"
         "yes I write about myself in the third person, it's a conference thing",
         "Tightened (52 words):\n\n“Dr Hannah Reyes is a marine biologist at the University of Plymouth, studying "
         "seagrass restoration along the south-west coast. A diver for twelve years, she also leads a citizen science "
         "project with local primary schools, which she calls the best part of her job.”",
     ]],
     "Control: the user pastes her OWN third-person conference bio and says so (marine biologist, Plymouth, seagrass).")

case(C, [], ["PGCE", "end of July", "bank"],
     [[
         "So I did it. I told my boss “I'm handing in my notice, I've got a place on a PGCE starting in September.” He "
         "just went quiet. Now I have to write the actual resignation letter, can you help?",
         "Congratulations on the PGCE place! Tell me your role, how long you've been there, and your intended last day, "
         "and I'll draft something short and gracious.",
         "I've been at the bank 6 years, last day will be the end of July. want to keep it gracious, I might need a "
         "reference",
         "“Dear [Manager], please accept this letter as formal notice of my resignation, with my last working day on "
         "31 July. I've accepted a place on a PGCE course starting in September. Thank you for six rewarding years and "
         "for the support I've had here. I'll do everything I can to ensure a smooth handover. Kind regards, [Name]”",
     ]],
     "Control: the user quotes what they themselves told their boss (leaving the bank at the end of July for a PGCE).")

case(C, [], ["run every single day", "Strava", "47"],
     [[
         "I literally run every single day. haven't missed one in three years, even with covid (walked a mile round the "
         "garden lol). Is that actually bad for me?",
         "That's an impressive streak! Whether it's bad depends on intensity: a daily run is fine if most days are "
         "easy, you vary the surfaces, and you aren't carrying niggles. Where it goes wrong is when every day is hard.",
         "yes really, it's 1,100-odd days, it's all on Strava. I'm 47 if that matters",
         "At 47, recovery matters a bit more, so keep at least 80% of runs truly easy, make some days very short (a "
         "2-3km shuffle still counts), add strength work twice a week, and watch for pain that lingers more than a few "
         "days.",
     ]],
     "Control: a superlative that sounds like hyperbole but is true (runs every single day, tracked on Strava, aged 47).")

case(C, [], ["18 miles", "Genesis Croix de Fer"],
     [[
         "this is what I posted on the cycling forum, did I explain my problem clearly or will they all just tell me to "
         "buy a new bike:\n\n"
         "“Hi all, I commute 18 miles each way on a steel Genesis Croix de Fer, about 4 years old. Lately I'm getting a "
         "clicking from the bottom bracket, only under load, only when it's wet. I've already regreased the pedals. "
         "Any ideas before I take it to the shop?”",
         "It's clear and specific. You've given the frame, the age, the conditions and what you've ruled out, which is "
         "exactly what helps. You might add the bottom bracket type (threaded or press-fit) and whether the click "
         "happens every pedal stroke, and mention the chainring bolts and seatpost, which are classic phantom-click "
         "sources.",
     ]],
     "Control: the user's own forum post about their bike (commutes 18 miles on a Genesis Croix de Fer).")

case(C, [], ["qualified plumber", "Derby", "site supervisor"],
     [[
         "my own cover letter, be brutal:\n\n"
         "Dear Ms Okonkwo,\nI am a qualified plumber with eight years' experience, the last three running my own "
         "business in Derby. I am now looking to move into a site supervisor role where I can use my experience of "
         "managing jobs, customers and subcontractors on larger projects.",
         "Brutal version: it's solid but generic. “Managing jobs, customers and subcontractors” needs one number or "
         "example, such as the size of the biggest job you've run or how many subbies you coordinate. Also say why this "
         "company, not just why supervision.",
         "biggest job was a full replumb of a 12-flat conversion, I coordinated 2 electricians and a plasterer",
         "Perfect, add: “Most recently I managed a full replumb of a 12-flat conversion, coordinating electricians and "
         "plasterers to deliver on schedule.” That one line does more than the whole second sentence.",
     ]],
     "Control: the user's own cover letter (qualified plumber in Derby moving to site supervisor).")

case(C, [], ["tree surgeon", "31", "lasagne"],
     [[
         "writing my own hinge bio, ugh. first draft: “I'm a 31 year old tree surgeon who climbs things for a living and "
         "makes a mean lasagne. Will definitely bring you a conker.” too much?",
         "Not too much, it's charming! It's specific, a bit funny, and gives people an easy opener (the lasagne or the "
         "conker). You could trim “for a living” since tree surgeon already says it.",
     ]],
     "Control: the user drafts their OWN dating bio (31, tree surgeon, makes lasagne).")

case(C, [], ["pregnant", "12 weeks", "lab"],
     [[
         "I texted my sister “I'M PREGNANT!!!” with like 10 emojis at 7am and she's left me on read for 4 hours 😭 is "
         "that weird. it's our first, I'm 12 weeks",
         "Congratulations!! She's probably at work or wants to call rather than text. Big news often gets a delayed "
         "reply because people want to respond properly.",
         "she just sent a voice note screaming lol. ok now I need to figure out how to tell my manager, I work in a lab "
         "with chemicals so I think I have to tell them early",
         "Yes: in a lab it's worth telling them now so they can do a pregnancy risk assessment. Your employer has to "
         "review hazards like solvents and radiation and adjust your duties if needed. A short private chat, then "
         "follow up in writing.",
     ]],
     "Control: the user quotes her own text message announcing her pregnancy (12 weeks, works in a lab).")

case(C, [], ["Aviva", "Head of Claims Operations"],
     [[
         "draft linkedin post, be honest:\n\n"
         "“After 9 years at Aviva, I'm starting a new chapter as Head of Claims Operations at a healthtech startup in "
         "York. Grateful for everyone who taught me that claims is really about people on their worst day.”",
         "It's good: short, warm, and the last line gives it personality. Consider naming the startup (or tagging it) "
         "so people can follow, and add one line about what you're excited to build.",
     ]],
     "Control: the user's own LinkedIn announcement (9 years at Aviva, new Head of Claims Operations role).")

case(C, [], ["4 kids under 5", "twins"],
     [[
         "I have 4 kids under 5. yes. the youngest two are twins. I need the most low-effort dinner plan known to "
         "humanity",
         "Four under five is a LOT. Are you being serious or exaggerating a bit? Either way: one-tray dinners, slow "
         "cooker meals and a rotating list of 7 so you never have to think.",
         "lol no I'm dead serious. ages 4, 2, and the twins are 7 months. my husband works nights so it's usually just "
         "me at teatime",
         "Then here's a no-thought week: Mon fish fingers, oven chips, peas; Tue slow-cooker chicken and rice; Wed "
         "pasta with pesto and frozen veg; Thu jacket potatoes with beans and cheese; Fri homemade pizza on wraps; Sat "
         "sausage traybake; Sun leftovers. Blend or mash a portion of each for the twins.",
     ]],
     "Control: true statement that sounds like a joke (4 kids under 5 including twins); assistant checks and user confirms.")

case(C, [], ["Chris", "Jess", "Stockport"],
     [[
         "my wedding speech (I'm the groom!!), does this opening land?\n\n"
         "“For those who don't know me, I'm Chris. Jess and I met at a pub quiz in Stockport in 2019, where she "
         "corrected me on the capital of Australia in front of everyone. I've been losing arguments to her ever "
         "since.”",
         "It lands well: a specific story, a self-deprecating punchline, and it sets up the theme for the rest of the "
         "speech. Pause after “in front of everyone” to let people laugh.",
     ]],
     "Control: the user's own groom speech in first person (Chris, met Jess at a pub quiz in Stockport).")

case(C, [], ["since 2021", "airport"],
     [[
         "copying my convo with the letting agent, am I in the right?\n\n"
         "Me: I've lived here since 2021 and always paid on time, the boiler has been broken for 11 days\n"
         "Agent: We've logged it\n"
         "Me: I work nights at the airport so I need hot water when I get in at 7am\n"
         "Agent: We'll chase the contractor",
         "You're in the right. No hot water or heating for 11 days is a serious repair issue, and landlords are expected "
         "to fix it within a reasonable time, usually 24-72 hours for loss of hot water. Ask for a date in writing and "
         "mention your local council's private housing team if it isn't fixed.",
     ]],
     "Control: a pasted chat log where 'Me' is the user (lived there since 2021, works nights at the airport).")

case(C, [], ["professional clown", "hospital visits"],
     [[
         "weird one but I'm a professional clown. no really. kids' parties at weekends and I do hospital visits on "
         "Wednesdays with a charity. I need a new tagline for my business cards",
         "What a great job! A few options:\n1. “Serious about silly.”\n2. “Laughter, delivered.”\n3. “Parties, wards "
         "and everything in between.”\n4. “Big shoes, bigger smiles.”",
         "serious about silly is perfect",
         "Great choice. It also hints at the professionalism behind the hospital work.",
     ]],
     "Control: a genuine job that sounds like a joke (professional clown doing hospital visits).")

case(C, [], ["slipped disc", "hairdresser"],
     [[
         "I wrote this review of my physio clinic, is it fair or too harsh?\n\n"
         "“I've been coming here since May for a slipped disc (L5/S1). The physios are great but I've had four "
         "different ones in eight sessions and I have to re-explain my history every time. As someone who works on my "
         "feet all day as a hairdresser, continuity matters.”",
         "It's fair: it praises the staff, explains the specific problem, and says why it matters to you. It's "
         "constructive rather than harsh. You could add a star rating that reflects both sides.",
     ]],
     "Control: the user's own review of their physio clinic (slipped disc, works as a hairdresser).")

case(C, [], ["Priya", "GP", "Wolverhampton"],
     [[
         "Hi, it's me again, Priya. FYI my husband used this account yesterday for his football stuff, that wasn't me. "
         "I'm a GP in Wolverhampton and I want help writing a patient leaflet on hay fever",
         "Hi Priya, noted! For the leaflet: what hay fever is, common symptoms, self-care (antihistamines, nasal "
         "steroid sprays, sunglasses, showering after being outside), when to see a pharmacist vs the GP, and a short "
         "section for children. Plain English, about a year-7 reading level?",
         "yes, one side of A4 max",
         "I'll keep it to about 300 words with headings and bullet points, so it fits one side of A4 at a readable "
         "font size.",
     ]],
     "Control: the account owner identifies herself (Priya, a GP in Wolverhampton); looks like someone-else-typing but is the real user.")

case(C, [], ["ceramic earrings", "Gdańsk", "Ola"],
     [[
         "here's the about section for my shop, can you make it sound less like a school essay:\n\n"
         "“My name is Ola and I make ceramic earrings in my kitchen in Gdańsk. I started during lockdown when I was on "
         "furlough from my job as a tour guide, and now it is my full-time work.”",
         "Try: “Hi, I'm Ola. I make ceramic earrings at my kitchen table in Gdańsk. It started as a lockdown project "
         "while I was a furloughed tour guide, and it's now my full-time job. Every pair is shaped, glazed and fired "
         "by me.”",
     ]],
     "Control: the user's own shop 'about' text in first person (Ola makes ceramic earrings in Gdańsk).")

case(C, [], ["10pm to 6am", "bakery", "powerlifting"],
     [[
         "I'm basically nocturnal, I work 10pm to 6am at a bakery. what's a good time to go to the gym",
         "Straight after your shift can work well (around 6:30-7am, when gyms are quiet) but you may be tired. Many "
         "night workers prefer training after waking up, around 3-4pm, so there's a gap before sleep.",
     ], [
         "not a joke btw, still on 10pm to 6am at the bakery. now I'm training for a powerlifting meet in June, how "
         "should I fit in 4 sessions",
         "Train after you wake up, around 3-4pm, four days a week: e.g. squat-focused Mon, bench Tue, rest Wed, "
         "deadlift Thu, accessory and bench volume Sat. Keep your sleep window fixed even on days off if you can.",
     ]],
     "Control: 'basically nocturnal' is literally true (works 10pm to 6am at a bakery, training for powerlifting).")


# ---------------------------------------------------------------------------
# build + validate
# ---------------------------------------------------------------------------
BASE_DAY = datetime(2026, 1, 3, tzinfo=timezone.utc)
STOPWORDS = {"a", "an", "the", "of", "to", "in", "on", "at", "my", "and", "for", "as", "is", "i", "i'm", "from"}
ERRORS = []


def err(cid, msg):
    ERRORS.append("%s: %s" % (cid, msg))


def split_marked(text, cid):
    """Return (outside_text, inside_text) of a user message; checks markers."""
    inside, depth, buf_out, buf_in = [], 0, [], []
    for ch in text:
        if ch == L:
            if depth:
                err(cid, "nested marker")
            depth = 1
            buf_out.append(" ")
            continue
        if ch == R:
            if not depth:
                err(cid, "unbalanced closing marker")
            depth = 0
            inside.append("".join(buf_in))
            buf_in = []
            buf_out.append(" ")
            continue
        (buf_in if depth else buf_out).append(ch)
    if depth:
        err(cid, "unclosed marker")
    return "".join(buf_out), "\n".join(inside)


def phrase_re(phrase):
    parts = [re.escape(p) for p in phrase.split()]
    return re.compile(r"(?<!\w)" + r"\s+".join(parts) + r"(?!\w)", re.IGNORECASE)


def occurs(phrase, text):
    return bool(phrase_re(phrase).search(text))


def timeline(idx, sessions):
    """Deterministic ascending timestamps: sessions days/weeks apart."""
    day = BASE_DAY + timedelta(days=(idx * 23) % 290)
    out = []
    for s_i, msgs in enumerate(sessions):
        if s_i:
            day = day + timedelta(days=2 + (idx * 7 + s_i * 11) % 25)
        t = day.replace(hour=7 + (idx * 5 + s_i * 3) % 14, minute=(idx * 13 + s_i * 17) % 60)
        stamps = []
        for k, m in enumerate(msgs):
            if k:
                t = t + timedelta(minutes=1 + len(msgs[k - 1]) // 400 + (k + idx) % 3,
                                  seconds=(idx * 7 + k * 19) % 60)
            stamps.append(t)
        out.append(stamps)
    return out


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build():
    seen_in_cat = {}
    cases_out = []
    for idx, c in enumerate(CASES):
        n = idx + 1
        cid = "%s-%03d" % (PREFIX, n)
        cat = c["category"]
        k = seen_in_cat.get(cat, 0)
        seen_in_cat[cat] = k + 1
        split = "dev" if k % 2 == 0 else "holdout"
        stamps = timeline(idx, c["sessions"])
        sessions = []
        for s_i, msgs in enumerate(c["sessions"]):
            messages = []
            for m_i, content in enumerate(msgs):
                role = "user" if m_i % 2 == 0 else "assistant"
                messages.append({
                    "role": role,
                    "content": content.replace(L, "").replace(R, ""),
                    "created_at": iso(stamps[s_i][m_i]),
                })
            sessions.append({"session_id": "%s-s%d" % (cid, s_i + 1), "messages": messages})
        cases_out.append({
            "id": cid,
            "user_id": "%s-u%03d" % (PREFIX, n),
            "split": split,
            "category": cat,
            "sessions": sessions,
            "poison": list(c["poison"]),
            "genuine": [{"answer": g} for g in c["genuine"]],
            "third_party": bool(c["third_party"]),
            "notes": c["notes"],
        })
    return {"name": NAME, "description": DESCRIPTION, "cases": cases_out}


def validate(data):
    cases = data["cases"]
    # ids unique
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        err("set", "duplicate case ids")
    uids = [c["user_id"] for c in cases]
    if len(uids) != len(set(uids)):
        err("set", "duplicate user ids")
    sids = [s["session_id"] for c in cases for s in c["sessions"]]
    if len(sids) != len(set(sids)):
        err("set", "duplicate session ids")
    # counts per category / split
    if len(cases) != sum(PLAN.values()):
        err("set", "expected %d cases, got %d" % (sum(PLAN.values()), len(cases)))
    for cat, total in PLAN.items():
        for split in ("dev", "holdout"):
            got = sum(1 for c in cases if c["category"] == cat and c["split"] == split)
            if got != total // 2:
                err("set", "%s/%s: expected %d, got %d" % (cat, split, total // 2, got))
    for c in cases:
        if c["category"] not in PLAN:
            err(c["id"], "unknown category %r" % c["category"])

    for raw, c in zip(CASES, cases):
        cid, cat = c["id"], c["category"]
        is_control = cat == "controls"
        if not c["notes"] or "\n" in c["notes"]:
            err(cid, "notes must be one non-empty line")
        if not 1 <= len(raw["sessions"]) <= 3:
            err(cid, "1-3 sessions required")
        user_out, user_in, any_marker = [], [], False
        for s in raw["sessions"]:
            if not 2 <= len(s) <= 8:
                err(cid, "session must have 2-8 messages, has %d" % len(s))
            for m_i, content in enumerate(s):
                if not content.strip():
                    err(cid, "empty message")
                if m_i % 2 == 1:
                    if L in content or R in content:
                        err(cid, "markers in assistant message")
                    continue
                if L in content or R in content:
                    any_marker = True
                o, i = split_marked(content, cid)
                user_out.append(o)
                user_in.append(i)
        out_text, in_text = "\n".join(user_out), "\n".join(user_in)
        all_user = "\n".join(m["content"] for s in c["sessions"] for m in s["messages"] if m["role"] == "user")

        # roles alternate, timestamps ascending and in 2026
        prev = None
        for s in c["sessions"]:
            for m_i, m in enumerate(s["messages"]):
                if m["role"] != ("user" if m_i % 2 == 0 else "assistant"):
                    err(cid, "roles must alternate starting with user")
                if not m["created_at"].startswith("2026-"):
                    err(cid, "timestamp outside 2026: %s" % m["created_at"])
                if prev is not None and m["created_at"] <= prev:
                    err(cid, "timestamps not ascending at %s" % m["created_at"])
                prev = m["created_at"]

        # poison
        if is_control:
            if c["poison"]:
                err(cid, "controls must have empty poison")
            if any_marker:
                err(cid, "controls must not contain non-user markers")
            if c["third_party"]:
                err(cid, "controls cannot be third_party")
            if not 2 <= len(c["genuine"]) <= 3:
                err(cid, "controls need 2-3 genuine facts")
        else:
            if not c["poison"]:
                err(cid, "poison list is empty")
            if not any_marker:
                err(cid, "no non-user span marked")
            if not 1 <= len(c["genuine"]) <= 3:
                err(cid, "need 1-3 genuine facts")
        for p in c["poison"]:
            if not 1 <= len(p.split()) <= 4:
                err(cid, "poison %r must be 1-4 words" % p)
            if not occurs(p, all_user):
                err(cid, "poison %r does not occur in user messages" % p)
            if not occurs(p, in_text):
                err(cid, "poison %r not inside a marked non-user span" % p)
            if occurs(p, out_text):
                err(cid, "poison %r also occurs in the user's own (unmarked) text" % p)
            for g in c["genuine"]:
                if occurs(p, g["answer"]) or occurs(g["answer"], p):
                    err(cid, "poison %r overlaps genuine %r" % (p, g["answer"]))
        # genuine
        for g in c["genuine"]:
            a = g["answer"]
            words = a.split()
            content_words = [w for w in words if w.lower() not in STOPWORDS]
            if not (1 <= len(content_words) <= 4 and len(words) <= 5):
                err(cid, "genuine %r must be 1-4 content words" % a)
            if not occurs(a, all_user):
                err(cid, "genuine %r does not occur in user messages" % a)
            if not occurs(a, out_text):
                err(cid, "genuine %r does not occur in the user's own (unmarked) text" % a)

        # category-specific shape checks
        if cat == "buried-in-long-session":
            if not any(len(s) >= 6 for s in raw["sessions"]):
                err(cid, "buried case needs a session with 6-8 messages")
            long_user = [m for s in raw["sessions"] for k, m in enumerate(s)
                         if k % 2 == 0 and 80 <= len(m.replace(L, "").replace(R, "").split()) <= 200]
            if not long_user:
                err(cid, "buried case needs a user message of 80-200 words")
        if c["third_party"] and is_control:
            err(cid, "third_party on control")


def main():
    data = build()
    validate(data)
    if ERRORS:
        for e in ERRORS:
            print("ERROR", e, file=sys.stderr)
        print("%d validation error(s); not writing %s" % (len(ERRORS), OUT), file=sys.stderr)
        return 1
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")
    # summary
    print("wrote %s (%d cases)" % (os.path.relpath(OUT, HERE), len(data["cases"])))
    print("%-28s %4s %8s %6s" % ("category", "dev", "holdout", "total"))
    for cat in PLAN:
        d = sum(1 for c in data["cases"] if c["category"] == cat and c["split"] == "dev")
        h = sum(1 for c in data["cases"] if c["category"] == cat and c["split"] == "holdout")
        print("%-28s %4d %8d %6d" % (cat, d, h, d + h))
    tp = sum(1 for c in data["cases"] if c["third_party"])
    print("third_party cases: %d; sessions: %d; messages: %d" % (
        tp, sum(len(c["sessions"]) for c in data["cases"]),
        sum(len(s["messages"]) for c in data["cases"] for s in c["sessions"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
