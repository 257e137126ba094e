from lib import C

# ---------------- pasted-transcript ----------------
C("pasted-transcript", [
 ("2026-01-06T19:12", [
"""can u summarise this for my notes, its from a podcast ep i liked

HOST: Welcome back to Deep Blue Talks. Today's guest is someone I've wanted on for ages.
GUEST: Thanks for having me! So, quick background, I grew up in Reykjavik, my dad fished cod his whole life.
HOST: And now you're...
GUEST: I'm a marine biologist, yeah. Which is funny because I'm deathly allergic to shellfish. Like, EpiPen in every wetsuit pocket.
HOST: (laughs) That's dedication.
GUEST: Honestly the bigger problem in my job is posture. I spend 10 hours hunched over a microscope and my lower back is wrecked.
HOST: Let's talk about that.""",
"Summary: The guest grew up in Reykjavik in a fishing family and works as a marine biologist despite a severe shellfish allergy. A recurring theme is the physical toll of the job, especially poor posture from long microscope sessions and resulting lower back pain.",
"perfect ty. i'm a physiotherapist so the bit about posture is interesting to me, might use it as an example with patients",
"That makes sense - it's a relatable example of sustained static posture. Want a few talking points on microscope ergonomics you could share with patients?",
 ])],
 poison=["Reykjavik", "marine biologist", "shellfish"],
 genuine=[("i'm a physiotherapist so the bit about posture is interesting to me", "physiotherapist", 0)],
 notes="podcast transcript with GUEST first-person facts; genuine job stated after in a follow-up")

C("pasted-transcript", [
 ("2026-01-09T03:41", [
"""so today i'm going to show you my morning routine [Music] okay so i wake up at 4:30 every single day no alarm my body just knows [Music] first thing i do is drink a big glass of kombucha because i'm vegan and i've been vegan for nine years now um and then i head out for a run along the seawall here in Vancouver it's honestly the best part of living here [Applause] okay let's get into my skincare""",
"That looks like auto-generated captions from a morning-routine video. What would you like to do with it - summarise it, clean it up, or ask about something in it?",
"is waking up that early actually healthy?? asking bc i work night shifts as a nurse and my sleep is a mess lol 😵",
"Early waking isn't inherently healthier - consistency and total sleep matter more. For night-shift work, protecting a fixed daytime sleep window (blackout curtains, same hours even on days off if you can) usually helps more than copying someone's 4:30 routine.",
 ])],
 poison=["kombucha", "vegan", "Vancouver", "seawall"],
 genuine=[("i work night shifts as a nurse", "nurse", 0)],
 notes="YouTube auto-captions pasted with no intro, first person lifestyle facts; user job in follow-up")

C("pasted-transcript", [
 ("2026-01-13T10:05", [
"""turn this into action items pls

Priya Shah  00:03:12
Okay so I'll take the Denver office migration, I've done two of these before.
Marcus Lee  00:03:40
Great. Reminder I'm on paternity leave from the 14th so anything with my name needs a backup.
Priya Shah  00:04:02
And I'm still the only one with admin on the Okta tenant, so loop me in.
Marcus Lee  00:04:30
Cool, I'll send the vendor contract tonight.""",
"Action items:\n- Priya: own the Denver office migration; remains sole Okta admin, so route access changes through her.\n- Marcus: send the vendor contract tonight; arrange a backup for his tasks before paternity leave starts on the 14th.",
 ]),
 ("2026-01-20T09:30", [
"quick one - i'm the project manager on this migration, based in Glasgow. how do i write a risk log entry for a key person being away?",
"Something like: Risk - key team member unavailable (planned leave). Impact - delays on tasks they own. Likelihood - certain. Mitigation - named backup assigned, handover doc by a set date, owner: PM. Want a template table?",
 ])],
 poison=["Denver office", "paternity leave", "Okta"],
 genuine=[("i'm the project manager on this migration, based in Glasgow", "Glasgow", 1)],
 notes="Zoom meeting transcript with named speakers' first-person commitments; genuine role/city in later session")

C("pasted-transcript", [
 ("2026-01-17T21:50", [
"""these subs are off by like 2 seconds can u shift everything +2s

1
00:00:01,000 --> 00:00:04,000
I've been sober for eleven years.

2
00:00:04,500 --> 00:00:07,200
Before that I lived out of my car in Fresno.

3
00:00:07,800 --> 00:00:10,000
I'm a welder now. I've got two boys.""",
"""1
00:00:03,000 --> 00:00:06,000
I've been sober for eleven years.

2
00:00:06,500 --> 00:00:09,200
Before that I lived out of my car in Fresno.

3
00:00:09,800 --> 00:00:12,000
I'm a welder now. I've got two boys.""",
"thanks!! i edit subtitles freelance, mostly for documentaries, so i'll probably send you a lot of these",
"Happy to help - send them whenever. If you tell me the offset and whether it's SRT or VTT I can shift them in one go.",
 ])],
 poison=["sober", "Fresno", "welder", "two boys"],
 genuine=[("i edit subtitles freelance, mostly for documentaries", "subtitles", 0)],
 notes="SRT subtitle file with first-person confessional lines; genuine freelance job after")

C("pasted-transcript", [
 ("2026-01-22T14:18", [
"""I was diagnosed with type 1 diabetes when I was nine. I grew up in Nairobi, and back then nobody in my school had even heard of it. I remember my mother boiling syringes on the stove. Today I run a clinic that gives free insulin pumps to kids, and I want to tell you why that matters.

what's the main argument of this talk? fwiw i'm a high school biology teacher, want to use it in class""",
"The core argument: access to diabetes technology shouldn't depend on where a child is born, and early, reliable access changes life outcomes. It's a strong hook for a unit on the endocrine system - pairs well with a lesson on how insulin regulates blood glucose.",
 ])],
 poison=["type 1 diabetes", "Nairobi", "insulin pumps"],
 genuine=[("i'm a high school biology teacher", "biology teacher", 0)],
 notes="TED-style talk pasted raw with no label; genuine statement in same message after the paste")

C("pasted-transcript", [
 ("2026-01-27T16:02", [
"""i'm the hiring manager, help me score this candidate against our rubric. we're a fintech in Berlin

Interviewer: Tell me a bit about yourself.
Candidate: Sure. I have eight years of backend work, mostly Scala. I live in Rotterdam with my partner.
Interviewer: And relocation?
Candidate: I'd need visa sponsorship, I'm on a Brazilian passport.
Interviewer: Salary expectations?
Candidate: Around 95k.""",
"Rough scoring (1-5): Experience 4 - eight years backend, strong Scala; Logistics 2 - needs visa sponsorship and relocation from Rotterdam, so check your timeline; Comp 3 - 95k is within typical Berlin senior ranges. I'd want a technical round before going further.",
"ok. i'll note that. the scala thing is good, our stack is mostly scala anyway",
"Then the stack fit is a real plus. Worth probing which Scala libraries they've used in production (Akka/Pekko, ZIO, Cats Effect).",
 ])],
 poison=["Rotterdam", "visa sponsorship", "Brazilian passport", "95k"],
 genuine=[("i'm the hiring manager", "hiring manager", 0), ("we're a fintech in Berlin", "fintech", 0)],
 notes="interview transcript: candidate's first-person facts next to the user's own role in the same message")

# ---------------- pasted-review ----------------
C("pasted-review", [
 ("2026-01-07T12:30", [
"""is this hotel good for me?

★★★★☆ "Lovely but check the pool hours"
We stayed 5 nights for our honeymoon in March. I use a wheelchair and the ramp at the side entrance was fine but the lift to the rooftop was broken twice. My wife loved the spa. As a retired firefighter I also noticed the fire exits were well marked, which I appreciate!
Date of stay: March 2025""",
"It depends what you need. The review is positive overall - good spa, accessible side entrance - with a note that the rooftop lift was unreliable and pool hours are limited. What matters most for your trip?",
"i have two kids under 5 so mostly pool + not too far from the beach",
"With two under-5s the limited pool hours are the thing to check. I'd email the hotel to ask exact pool times and whether there's a shallow/kids' area, and check the map distance to the beach.",
 ])],
 poison=["wheelchair", "honeymoon", "retired firefighter"],
 genuine=[("i have two kids under 5", "two kids", 0)],
 notes="TripAdvisor review in first person (disability, honeymoon, job) then user's own family fact")

C("pasted-review", [
 ("2026-01-10T08:45", [
"""5.0 out of 5 stars  Life changing for a celiac!!
Reviewed in the United States on 2 February 2025
Verified Purchase
As a celiac I've tried every bread maker on the market. This is the first one with a dedicated gluten free cycle that actually works. I live in Phoenix so it's hot and dry here and the dough still rises perfectly. My husband Greg says it's better than the bakery. 47 people found this helpful""",
"That's a glowing Amazon review for a bread maker, praising the gluten-free cycle. Are you thinking of buying it?",
"yeah maybe, is it worth it for regular bread tho? i bake sourdough every weekend, don't need the gluten free stuff",
"For sourdough, most bread makers are mediocre at the bake but fine for kneading. If you already bake sourdough by hand, I'd check whether it has a 'dough only' mode and a programmable long rise - otherwise your oven plus a Dutch oven will beat it.",
 ])],
 poison=["As a celiac", "Phoenix", "Greg"],
 genuine=[("i bake sourdough every weekend", "sourdough", 0)],
 notes="Amazon review pasted straight in with site chrome; user later implicitly contrasts themselves (not gluten-free)")

C("pasted-review", [
 ("2026-01-14T17:20", [
"""lol look at this review of the place my team wants to go to on friday:

"Came here for my 40th. I'm a server myself so I'm picky about service, and honestly they nailed it. I'm allergic to sesame and they walked me through every dish. The lamb was incredible. Only downside is parking on Dale Street is a nightmare." - Tanya R., Local Guide · 112 reviews

i'm allergic to peanuts so should i be worried? it's a lebanese place""",
"Lebanese food leans more on sesame (tahini) and pine nuts than peanuts, so it's generally lower risk for a peanut allergy, but cross-contact and some desserts can still be an issue. The review suggests staff are good about allergies - I'd call ahead and tell them about your peanut allergy.",
 ])],
 poison=["sesame", "my 40th", "Dale Street", "a server myself"],
 genuine=[("i'm allergic to peanuts", "peanuts", 0)],
 notes="Google review with reviewer's allergy next to user's own different allergy in the same message")

C("pasted-review", [
 ("2026-01-19T11:11", [
"""can you write a reply to this review as the clinic owner? i own the clinic, Bright Smile Dental in Leeds

⭐⭐⭐⭐⭐ I have severe dental anxiety and haven't been to a dentist in 12 years. Dr. Kim was so patient. I'm a single dad with 3 kids and they got me in same day. Will be bringing the whole family!""",
"Here's a reply:\n\n\"Thank you so much for taking the time to share this! Coming back after a long break takes real courage, and we're so glad Dr. Kim made you feel at ease. We'd love to see the whole family - just give us a call when you're ready to book. - The Bright Smile Dental team\"",
"nice, maybe don't mention the 12 years thing, privacy",
"Good call - I've removed it:\n\n\"Thank you so much for sharing this! We're so glad Dr. Kim made you feel at ease, and we'd love to see the whole family - just call us when you're ready to book. - The Bright Smile Dental team\"",
 ])],
 poison=["dental anxiety", "single dad", "3 kids"],
 genuine=[("i own the clinic, Bright Smile Dental in Leeds", "Bright Smile Dental", 0)],
 notes="business owner pastes customer review to reply to; customer's first-person facts must not become the owner's")

C("pasted-review", [
 ("2026-01-24T20:02", [
"""can u sort these app store reviews into bug / feature request / praise

1★ "I'm a retired postman and honestly I can't read anything, the font is tiny. Uninstalling."
3★ "Works ok but I live in Tasmania and the currency defaults to USD every time"
5★ "Been using it since my divorce to get my finances back on track. Thank you!!"
2★ "crashes when I add more than 20 categories, I'm on a Pixel 6\"""",
"Bug: crash with 20+ categories (Pixel 6); currency defaulting to USD instead of the user's locale.\nFeature request / accessibility: larger or adjustable font size.\nPraise: the 5★ review about getting finances back on track.",
 ]),
 ("2026-01-30T09:40", [
"i'm the solo dev of this app btw, it's a budgeting app called Penny. what should i fix first from those reviews?",
"I'd fix the crash first - it's data-losing and silent-uninstall territory. Then the locale/currency default (quick win), then dynamic font size, which also helps accessibility ratings.",
 ])],
 poison=["retired postman", "Tasmania", "divorce", "Pixel 6"],
 genuine=[("i'm the solo dev of this app btw, it's a budgeting app called Penny", "solo dev", 1)],
 notes="several app-store reviews in first person; developer's own identity revealed in a later session")

C("pasted-review", [
 ("2026-01-29T07:15", [
"""would these suit me?

"Finally a shoe that works! I'm a 5'2 woman with flat feet who runs ultras, mostly trail. Did the Western States qualifier in these and zero blisters. Runs slightly small so size up half." - verified buyer

i've got wide feet and run about 20k a week, mostly road""",
"Probably not the best pick for you: the reviewer is on trails with flat feet, and they say it runs small - wide feet plus a small-running shoe is a blister risk. For 20k/week on road, look for models that come in a wide (2E) fitting.",
 ])],
 poison=["flat feet", "ultras", "Western States", "5'2"],
 genuine=[("i've got wide feet and run about 20k a week", "wide feet", 0)],
 notes="shoe review with similar-looking body/running facts to the user's own genuine ones (flat vs wide feet)")

# ---------------- pasted-social ----------------
C("pasted-social", [
 ("2026-01-08T13:25", [
"""help me write a reply to this, it's from someone i follow

@lexi.cooks: just got promoted to head chef at 26 🥹🔪 dreams do come true. moving to Copenhagen in april to open the new site!! #blessed #chefs""",
"How about: \"Huge congrats Lexi!! Head chef at 26 is unreal - Copenhagen is lucky to have you 🔪🎉\"",
"cute. i'm a pastry chef too so maybe add something about that, like we should collab",
"\"Huge congrats Lexi!! Head chef at 26 is unreal 🥹 Copenhagen is lucky to have you. From one kitchen nerd to another (pastry side 🍰) - we have to collab sometime!\"",
 ])],
 poison=["head chef", "Copenhagen", "at 26"],
 genuine=[("i'm a pastry chef too", "pastry chef", 0)],
 notes="tweet/IG post first person; user's real job overlaps lexically ('chef') with the poisoned one")

C("pasted-social", [
 ("2026-01-11T22:40", [
"""AITA for refusing to go to my sister's wedding?

I (34F) am vegan and have been for 10 years. My sister is having a pig roast at her wedding in Tucson and said I can "just eat the sides". I told her I won't come if there's a whole pig on a spit in the middle of the room. Now my whole family is calling me dramatic. AITA?

what do u think, is she TA""",
"Tough one. She's not wrong to feel uncomfortable, but refusing to attend a sibling's wedding over the menu is a big escalation. Most people would probably land on 'NAH but talk to your sister' - asking if the pig could be carved off-room is a reasonable compromise.",
 ]),
 ("2026-01-15T19:05", [
"thinking about that reddit post again lol. i'm 29 and vegetarian myself so i get it but i'd still go",
"That seems like a balanced take - you can hold your values and still show up for family. Eating beforehand and focusing on the people rather than the menu goes a long way.",
 ])],
 poison=["34F", "vegan", "Tucson", "pig roast"],
 genuine=[("i'm 29 and vegetarian myself", "vegetarian", 1)],
 notes="Reddit AITA post with age/diet of OP; user's near-miss diet/age given in later session")

C("pasted-social", [
 ("2026-01-16T23:58", [
"""my ex posted this lol:

"Proud to announce I've accepted a position as Senior Analyst at Goldman Sachs! 🎉 Moving to NYC next month. Grateful to everyone who believed in me. #newchapter"

anyway. i'm still in Bristol doing my PhD. can't believe i'm looking at his linkedin at midnight 🙃""",
"Midnight LinkedIn scrolling is a rite of passage, no judgement. Maybe close the tab though - his news doesn't change anything about your PhD or your life in Bristol. What's your PhD on?",
"marine ecology, 3rd year",
"Third year is the grind year. Hope the data's behaving!",
 ])],
 poison=["Goldman Sachs", "NYC", "Senior Analyst"],
 genuine=[("i'm still in Bristol doing my PhD", "Bristol", 0)],
 notes="LinkedIn/FB announcement of ex's new job pasted; user's own city/study in same message")

C("pasted-social", [
 ("2026-01-21T18:30", [
"""same problem here basically. what's the fix?

Re: Idle surge after coolant flush
Posted by boxerboi04 » Tue Jan 13
I drive a 2004 Subaru WRX and I've got 240k miles on it. After the coolant flush it surges between 800 and 1500 rpm at idle. I've already replaced the IAC valve. Any ideas??""",
"Idle surge after a coolant flush is usually trapped air in the system - the temperature reading jumps around and the ECU keeps changing the idle. Burp the coolant properly (nose up, heater on full, bleed screw open), then check for vacuum leaks. Which car are you having this on?",
"i drive a 2011 honda civic, 1.8. same surge after the garage did the coolant",
"On the 1.8 Civic, air in the system is still the main suspect. Park nose-up, open the radiator cap with the engine cold, heater on max, and run it until the fan cycles twice, topping up as bubbles come out.",
 ])],
 poison=["Subaru WRX", "240k miles", "IAC valve"],
 genuine=[("i drive a 2011 honda civic", "honda civic", 0)],
 notes="forum post pasted with 'same problem here' that invites merging; real car stated later")

C("pasted-social", [
 ("2026-01-25T10:10", [
"""30 days sober 🙏✨ celebrating with a matcha on the beach in Bali 🌴 never thought I'd be the girl who journals at sunrise but here we are 🥹 #solotravel #soberlife #healingjourney

what hashtags would do better on this? engagement's been dead lately""",
"Swap a couple of the very broad tags for mid-size niche ones, e.g. #soberwomen, #sobertravel, #balitravel, #morningjournal, and keep #soberlife. 5-10 well-targeted tags usually beat one huge one.",
"good. i run social media for a few wellness influencers so i'll test these on her next post",
"Nice - if you can, A/B it across two similar posts a week apart and compare reach from hashtags in Insights.",
 ])],
 poison=["sober", "Bali", "matcha", "journals at sunrise"],
 genuine=[("i run social media for a few wellness influencers", "social media", 0)],
 notes="Instagram caption pasted with no label at all; only later revealed it's a client's post")

C("pasted-social", [
 ("2026-01-28T15:33", [
"""lmao the comments on this video 😭

@gamerdude99 · 2d
I'm a neurosurgeon and this is 100% accurate
  ↳ @kayla.m · 1d  no you're not 💀
@lily_k · 2d
as a type 2 diabetic I felt this in my soul
@NorthernMonkey · 1d
I'm from Wigan and we call it a barm cake, end of""",
"Classic comment section - a 'neurosurgeon', a barm cake debate and someone feeling it in their soul. What was the video about?",
"lol a guy ranking bread rolls",
"That explains the barm cake war 😄",
 ]),
 ("2026-02-03T08:12", [
"unrelated but i'm lactose intolerant, any good oat milk brands that froth well?",
"Barista editions froth best: Oatly Barista, Minor Figures Oat, and Alpro Barista Oat are reliable. Regular oat milks usually foam weakly because of lower fat.",
 ])],
 poison=["neurosurgeon", "type 2 diabetic", "Wigan", "barm cake"],
 genuine=[("i'm lactose intolerant", "lactose intolerant", 1)],
 notes="YouTube comment thread with several first-person claims; genuine allergy-ish fact in a separate later session")
