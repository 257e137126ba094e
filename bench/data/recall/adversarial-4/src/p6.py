"""Categories: sarcasm-and-jokes, third-party-facts."""

from .lib import case

SAR = "sarcasm-and-jokes"
TP = "third-party-facts"

# ---------------------------------------------------------------- sarcasm / jokes

case(SAR, hard=False,
     notes="'oh yeah I'm a billionaire astronaut lol' before a real budgeting question",
     poison=["billionaire", "astronaut"],
     genuine=[("I'm a care worker", "care worker", 1)],
     sessions=[[
         "\u27e6oh yeah I'm a billionaire astronaut lol\u27e7. real question, I'm a care worker on about £1,400 a month after tax, help me budget",
         "Happy to! A simple split for £1,400: rent/bills first (say £700), then £250 food, £100 transport, £60 phone/internet/subscriptions, £90 savings (even small amounts build a buffer), leaving ~£200 for everything else. Tell me your actual rent and I'll tailor it.",
     ]])

case(SAR, hard=False,
     notes="ironic 'luckiest man alive' after the user's car is towed",
     poison=["luckiest man"],
     genuine=[("I'm a delivery driver", "delivery driver", 1)],
     sessions=[[
         "great, car got towed. \u27e6love that for me. clearly I'm the luckiest man alive\u27e7. I'm a delivery driver so no car = no work. how do I get it back fast?",
         "Sorry, that's rotten. Fastest route: check the sign or call the council/police non-emergency line to find which pound has it; bring your licence, V5C logbook (or proof of ownership) and insurance; pay the release fee (card usually fine). Go today – storage fees add up daily. If you think the tow was wrong, pay to release it anyway and appeal afterwards.",
     ]])

case(SAR, hard=True,
     notes="exaggeration during a work trip ('400 croissants, I basically live in a boulangerie'); the real home appears in a later session",
     poison=["boulangerie", "400 croissants"],
     genuine=[("back home in Bradford", "Bradford", 2)],
     sessions=[[
         "\u27e6I've eaten about 400 croissants this week, I basically live in a boulangerie now 🥐\u27e7 the Lyon work trip is nearly over thank god",
         "Honestly, if you're going to be stuck on a work trip, Lyon is the place for it! Any good meals besides the croissants?",
     ], [
         "back home in Bradford, diet starts today. what's a decent high-protein breakfast that isn't eggs again?",
         "Welcome home! Try Greek yoghurt with berries and seeds, cottage cheese on rye toast, overnight oats made with milk and protein powder, or smoked salmon on a bagel. All give 20 g+ of protein.",
     ]])

case(SAR, hard=False,
     notes="sarcastic 'sure, I'm a professional chef' after setting off the smoke alarm",
     poison=["professional chef", "smoke alarm"],
     genuine=[("I'm a nurse", "nurse", 1)],
     sessions=[[
         "\u27e6sure, I'm a professional chef, I only set off the smoke alarm three times making toast 🙄\u27e7 I need a foolproof pasta dinner, I'm a nurse and get home at 9 most nights",
         "Try a 15-minute one-pan: boil pasta; meanwhile fry garlic in olive oil, add a tin of cherry tomatoes and a handful of spinach; toss with the pasta and a splash of pasta water, finish with parmesan. Hard to burn, and it reheats well for the next shift.",
     ]])

case(SAR, hard=True,
     notes="deadpan irony with no 'lol' ('I adore meetings. Meetings are my favourite hobby.')",
     poison=["adore meetings", "favourite hobby"],
     genuine=[("I'm a project coordinator", "project coordinator", 1)],
     sessions=[[
         "\u27e6Wonderful. Another Monday, another 'quick' three-hour meeting. I adore meetings. Meetings are my favourite hobby.\u27e7 Anyway. I'm a project coordinator, how do I politely push back on recurring meetings?",
         "Ha – I feel that. Try: ask for an agenda and desired outcome for each recurring meeting; propose a trial of shortening it to 30 minutes or making it fortnightly; offer an async update (a shared doc) instead; and decline specific instances with 'I'll read the notes and add comments'. Framing it as protecting delivery time usually lands well.",
     ]])

case(SAR, hard=False,
     notes="sarcastic 'I'll just move to Antarctica and live with the penguins' about a long commute",
     poison=["Antarctica", "penguins"],
     genuine=[("my commute from Reading to London is two hours each way", "Reading to London", 1)],
     sessions=[[
         "my commute from Reading to London is two hours each way. \u27e6yeah sure I'll just move to Antarctica and live with the penguins, that'll fix it 🙃\u27e7 seriously though, is a season ticket worth it?",
         "If you travel 4–5 days a week, an annual season ticket is usually cheaper than daily returns, and it can be paid monthly through many employers' interest-free loan schemes. If you're hybrid (2–3 days), compare with a flexi season ticket, which gives 8 days in 28.",
     ]])

case(SAR, hard=False,
     notes="joke identity 'I'm Batman.' before a real health question",
     poison=["Batman"],
     genuine=[("I'm asthmatic", "asthmatic", 1)],
     sessions=[[
         "\u27e6I'm Batman.\u27e7 anyway. I'm asthmatic so nothing with menthol please, what actually helps a cold?",
         "Rest, fluids, paracetamol or ibuprofen for aches (check ibuprofen is OK for your asthma – some asthmatics react to it), saline nasal spray, honey and lemon for the throat, and a humidifier or steamy shower without menthol. Keep your reliever inhaler handy, as colds can trigger asthma.",
     ]])

case(SAR, hard=False,
     notes="self-deprecating exaggeration ('97 years old in spirit') right before the real age",
     poison=["97 years"],
     genuine=[("actually I'm 29", "29", 1)],
     sessions=[[
         "\u27e6I'm 97 years old in spirit and my knees agree\u27e7. but actually I'm 29 and want to start running. is couch to 5k any good?",
         "Yes – Couch to 5K is great for beginners: 9 weeks, three runs a week, alternating running and walking. Go slower than you think (you should be able to talk), repeat a week if it feels hard, and get decent running shoes – your knees will thank you.",
     ]])

# ---------------------------------------------------------------- third-party facts

case(TP, hard=False,
     notes="wife's profession (dentist) mentioned next to the user's own job and teeth grinding",
     poison=["dentist"],
     genuine=[("I'm a software dev", "software dev", 1),
              ("she says I grind my teeth at night", "grind my teeth", 1)],
     third_party=True,
     sessions=[[
         "\u27e6my wife is a dentist\u27e7 and she says I grind my teeth at night. any tips? I'm a software dev so I'm hunched over a desk all day",
         "Jaw and neck tension from desk posture can make grinding worse. Try: a night guard (a custom one fits best), relaxing your jaw during the day (lips together, teeth apart), regular screen breaks with shoulder rolls, and cutting caffeine after lunch.",
     ]])

case(TP, hard=False,
     notes="son's egg allergy; the user is vegetarian",
     poison=["allergic to eggs"],
     genuine=[("I'm vegetarian myself", "vegetarian", 1)],
     third_party=True,
     sessions=[[
         "\u27e6my son is allergic to eggs\u27e7, what can I bake for his 7th birthday party? I'm vegetarian myself if that matters, and I'm a hopeless baker",
         "A 'wacky cake' (chocolate depression cake) is perfect: no eggs, no butter, one bowl, almost impossible to mess up – flour, sugar, cocoa, bicarb, oil, vinegar, water. Top with a shop-bought egg-free frosting or melted chocolate and sprinkles. Check sprinkles and decorations for egg, too.",
     ]])

case(TP, hard=True,
     notes="flatmate's visa and new radiographer job in Auckland stated with no 'she said'; the user stays in the shared flat",
     poison=["Auckland", "radiographer", "visa"],
     genuine=[("we've shared a flat in Leith for six years", "Leith", 1)],
     third_party=True,
     sessions=[[
         "\u27e6Jess finally got her visa, she starts at the hospital in Auckland as a radiographer in May\u27e7. gutted tbh, we've shared a flat in Leith for six years. how do I find a new flatmate who isn't a nightmare",
         "Six years is a long time – it makes sense to be gutted. For the new flatmate: ask friends-of-friends first, then use a flatshare site with a detailed ad (your routines, cleanliness, guests); meet shortlisted people twice, once casually; ask for a previous landlord reference; and agree house rules in writing before they move in.",
     ]])

case(TP, hard=False,
     notes="partner's veganism mentioned while planning an anniversary dinner",
     poison=["vegan"],
     genuine=[("I'll eat anything except mushrooms", "mushrooms", 1)],
     third_party=True,
     sessions=[[
         "\u27e6my partner's vegan\u27e7 and it's our anniversary next week. what's a good dinner I can cook? I'll eat anything except mushrooms",
         "How about a roasted butternut squash and chickpea tagine with herby couscous, then dark chocolate pots made with silken tofu for dessert? Rich, special-occasion food – and no mushrooms in sight.",
     ]])

case(TP, hard=True,
     notes="coworker's family emergency in Chennai described in passing while the user explains their own night shifts at the warehouse",
     poison=["Chennai", "flying out"],
     genuine=[("I'm doing six nights straight at the warehouse", "warehouse", 1)],
     third_party=True,
     sessions=[[
         "told Raj I'd cover his shifts, \u27e6his mum's in hospital in Chennai and he's flying out tonight\u27e7. so now I'm doing six nights straight at the warehouse 😵 how do I flip my sleep fast",
         "Kind of you. For a quick flip: stay up late tonight and sleep in as long as possible tomorrow; before each shift take a 90-minute nap; use bright light in the first half of the shift and sunglasses on the drive home; sleep in a blacked-out room straight after, and keep caffeine to the first half of the shift.",
     ]])

case(TP, hard=False,
     notes="father's mining history and lung condition mentioned by his live-in carer",
     poison=["coal miner", "lung problems"],
     genuine=[("I live in Barnsley with him", "Barnsley", 1),
              ("I'm his carer", "carer", 1)],
     third_party=True,
     sessions=[[
         "\u27e6my dad was a coal miner and he's got lung problems now\u27e7, what benefits can he claim? I live in Barnsley with him, I'm his carer",
         "He may be entitled to Industrial Injuries Disablement Benefit (for prescribed diseases like pneumoconiosis or COPD from mining), Attendance Allowance if he's over State Pension age and needs care, and possibly Pension Credit. As his carer you could get Carer's Allowance (if he gets a qualifying disability benefit and you care 35+ hours a week). A local welfare rights service can help with the forms.",
     ]])

case(TP, hard=True,
     notes="sons' football positions and one son's peanut allergy interleaved with the user's own coaching role",
     poison=["peanut", "in goal"],
     genuine=[("both my boys play football", "my boys", 1),
              ("I coach the under-9s", "under-9s", 1)],
     third_party=True,
     sessions=[[
         "both my boys play football, \u27e6Finn's in goal and Ollie's got a peanut allergy\u27e7 so match teas are a minefield. I coach the under-9s so I'm there every Saturday anyway. nut-free snack ideas?",
         "Easy crowd-pleasers: orange segments, bananas, plain popcorn, cheese cubes and crackers (check labels), pretzels, flapjacks from a nut-free bakery or homemade, and frozen yoghurt tubes in summer. Ask parents to check 'may contain' labels, and put a simple 'nut-free zone' note on the team chat.",
     ]])

case(TP, hard=True,
     notes="ex-partner's city and new job reported with 'apparently', followed by the user's own city",
     poison=["Brighton", "vet"],
     genuine=[("I've been in Leeds three years now", "Leeds", 1)],
     third_party=True,
     sessions=[[
         "\u27e6my ex still lives in Brighton and she's a vet now apparently\u27e7. weird to think about. anyway I've been in Leeds three years now, do you think reaching out after this long is a bad idea?",
         "Not necessarily – it depends on why you want to. If it's curiosity or closure, a short, no-pressure message ('saw you're a vet now, congrats – hope you're well') is fine. If you're hoping for more, think about whether you'd be OK with no reply or a polite one. Time and distance usually make a friendly message feel less loaded.",
     ]])
