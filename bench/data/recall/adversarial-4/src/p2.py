"""Categories: document-for-editing, chat-log-screenshot-text."""

from .lib import case, t

DOC = "document-for-editing"
CHAT = "chat-log-screenshot-text"

# ---------------------------------------------------------------- documents

case(DOC, hard=False,
     notes="friend's cover letter in first person (nurse, Cardiff, Welsh) sent for grammar fixes by a maths teacher",
     poison=["certified nurse", "intensive care", "Cardiff", "Welsh", "Tagalog"],
     genuine=[("I teach maths at a secondary school", "maths", 1)],
     sessions=[[
         t("""
         can you fix the grammar in my friend's cover letter? english isn't her first language. I teach maths at a secondary school so I'm no help with prose lol

         \u27e6Dear Hiring Manager,
         I am a certified nurse with eight year of experience in intensive care unit. I am currently live in Cardiff and I am fluent in Welsh and Tagalog. I am very hardworking and I am never late.
         Yours faithfully,
         Maricel\u27e7"""),
         t("""
         Here's a corrected version:

         > Dear Hiring Manager,
         > I am a certified nurse with eight years of experience in intensive care. I currently live in Cardiff and I am fluent in Welsh and Tagalog. I am hardworking and reliable.
         > Yours faithfully,
         > Maricel

         Main fixes: 'eight years', 'in intensive care', 'I currently live' (not 'am currently live'), and 'reliable' reads more professionally than 'never late'."""),
     ]])

case(DOC, hard=False,
     notes="dating profile written in first person for a friend from the user's notes; the friend's job, city and dog are not the user's",
     poison=["firefighter", "Dundee", "greyhound", "Biscuit", "coriander"],
     genuine=[("I'm married", "married", 1)],
     sessions=[[
         t("""
         my mate is hopeless at this, can you write him a dating profile from these notes? first person, chatty

         \u27e6Callum, 34, firefighter, lives in Dundee, has a greyhound called Biscuit, loves hillwalking, can't cook, hates coriander\u27e7"""),
         t("""
         > Hi, I'm Callum 👋 34, firefighter in Dundee, and part-time chauffeur to a very lazy greyhound called Biscuit. Weekends you'll find me up a hill somewhere – I'll happily take you up a Munro, but I won't be cooking you dinner afterwards (trust me, it's for your safety). Deal-breaker: coriander. Looking for someone to share chips at the top of a hill with."""),
         "haha perfect. for the record I'm married so I'm very much out of the game, I just enjoy meddling in his love life",
         "Ha – meddling friend is an honourable role. If he wants a second version that's a bit less jokey, I can write one that leads with the hillwalking.",
     ]])

case(DOC, hard=True,
     notes="daughter's personal statement pasted in a later session with no label beyond 'here it is'; the diabetes diagnosis, medicine plan and food bank are the daughter's",
     poison=["type 1 diabetes", "medicine", "Harrow"],
     genuine=[("I'm an engineer", "engineer", 1)],
     sessions=[[
         "my daughter's applying to uni this year and she's asked me to go over her personal statement when it's done. I'm an engineer so writing isn't really my thing – what do admissions tutors actually look for?",
         t("""
         Broadly three things:

         1. **Why this subject** – a specific, genuine motivation rather than 'I've always been passionate'.
         2. **Evidence** – reading, work experience, projects, and what she *learned* from them.
         3. **Reflection** – showing she can think about her experiences, not just list them.

         As an engineer you're probably well placed to check structure and whether each paragraph earns its place."""),
     ], [
         t("""
         ok here it is, be brutal

         \u27e6Ever since I was diagnosed with type 1 diabetes at eleven, I have wanted to study medicine. Managing my own condition taught me discipline and curiosity about the body. Volunteering every Saturday at the Harrow food bank showed me how closely health and poverty are linked.\u27e7"""),
         "It's a strong opening because it's specific. To make it better: cut 'Ever since' (tutors see it constantly) and start with the diagnosis itself; turn 'taught me discipline and curiosity' into one concrete example; and in the food bank sentence, say what she *saw* that showed the link between health and poverty. Medicine tutors love a concrete observation.",
     ]])

case(DOC, hard=False,
     notes="first-person LinkedIn 'About' written for the user's boss from notes",
     poison=["Antwerp", "Mandarin", "marathons", "shipping", "two kids"],
     genuine=[("I'm her executive assistant", "executive assistant", 1)],
     sessions=[[
         "Write a punchy LinkedIn 'About' section in first person for my boss. Notes: \u27e620 years in shipping, based in Antwerp, speaks Dutch, French and Mandarin, runs marathons, two kids\u27e7. I'm her executive assistant so I get all the fun jobs 🙃",
         t("""
         > Twenty years in shipping have taught me that the best-laid schedules meet the North Sea eventually. From Antwerp, I lead teams that keep cargo – and people – moving, working across Dutch, French and Mandarin-speaking markets. Outside work you'll find me training for the next marathon or negotiating with two small but formidable stakeholders at home."""),
     ]])

case(DOC, hard=False,
     notes="brother's best-man speech in his voice (Rory, coastguard helicopter pilot) edited by his sister",
     poison=["Rory", "helicopters", "coastguard"],
     genuine=[("I'm his younger sister", "younger sister", 1),
              ("I live over in Cork", "Cork", 1)],
     sessions=[[
         t("""
         Can you tighten up my brother's best man speech? He wrote it and he's giving it, I'm just the family editor. I'm his younger sister and I live over in Cork so we're doing this by email

         \u27e6For those who don't know me, I'm Rory, the groom's older brother. I fly search-and-rescue helicopters for the coastguard, so believe me when I say I know a disaster when I see one. And I saw one the night these two met...\u27e7"""),
         t("""
         Tightened:

         > For those who don't know me, I'm Rory – the groom's older brother. I fly search-and-rescue helicopters for the coastguard, so trust me: I know a disaster when I see one. And I saw one the night these two met…

         I changed 'believe me when I say' to 'trust me' for pace. If you send the rest I'll keep the same rhythm throughout."""),
     ]])

case(DOC, hard=True,
     notes="eulogy written by an aunt in the late grandfather's voice; his mining, chapel and leeks are his, not the grandchild's",
     poison=["miner", "Ashington", "leeks", "chapel"],
     genuine=[("I'm not religious at all", "not religious", 2)],
     sessions=[[
         t("""
         could you help me polish this for grandad's funeral on friday. my aunt wrote it, reading it out is my job

         \u27e6To all of you. I was a miner for forty years at Ellington, I never missed a Sunday at chapel, and I grew the best leeks on the Ashington allotments, whatever Ken Robson tells you. I married your gran in 1961 and I'd do it again tomorrow.\u27e7"""),
         t("""
         I'm sorry for your loss. It's lovely already – I'd change very little:

         > To all of you. I was a miner for forty years at Ellington. I never missed a Sunday at chapel, and I grew the best leeks on the Ashington allotments – whatever Ken Robson tells you. I married your gran in 1961, and I'd do it all again tomorrow.

         Pause after the Ken Robson line; people will laugh, and that's a good thing."""),
     ], [
         "thank you, it went well, people did laugh. I'm not religious at all so the service itself felt a bit strange to me but the reading was the best bit",
         "I'm really glad it went well and that people laughed – that's a lovely way to remember him. It's very common to feel a bit outside a religious service if it isn't your own belief; what you contributed was the personal part, and that clearly landed.",
     ]])

case(DOC, hard=False,
     notes="pupil's 'My Summer' essay in first person pasted by a teacher for feedback",
     poison=["Shropshire", "goats", "quad bike", "broke my wrist", "Nutmeg"],
     genuine=[("I'm a teacher btw", "teacher", 1),
              ("I teach year 5 at a primary in Telford", "year 5", 2)],
     sessions=[[
         t("""
         I'm a teacher btw, anyway here's one of my pupils' essays, can you write kind but honest feedback?

         \u27e6My Summer by Ellie
         I live on a farm in Shropshire with my mum and three goats called Hazel, Nutmeg and Trevor. I am ten years old. This summer I learned to ride a quad bike and I broke my wrist.\u27e7"""),
         t("""
         > Ellie, what a summer! I loved meeting Hazel, Nutmeg and Trevor – great names. Your opening tells me exactly where you live and who with, which is a brilliant start. Next step: tell me *more* about one moment. How did it feel the first time you rode the quad bike? What happened when you broke your wrist? Adding feelings and details will make your reader feel like they were there."""),
     ], [
         "that was spot on. I teach year 5 at a primary in Telford, could you do a short checklist for 'adding detail' they can stick in their books?",
         t("""
         **Adding detail – my checklist**
         - ☐ Did I say what I could see, hear or smell?
         - ☐ Did I say how I felt?
         - ☐ Did I use one 'because' sentence?
         - ☐ Did I choose one moment and zoom in?
         - ☐ Did I use an interesting verb instead of 'went' or 'got'?"""),
     ]])

case(DOC, hard=False,
     notes="husband's CV summary pasted for rewording; his HGV licence and forklift ticket are his",
     poison=["HGV", "Forklift", "night work"],
     genuine=[("we've been married 12 years", "married 12 years", 1)],
     sessions=[[
         t("""
         my husband asked me to fix his CV but honestly only the summary needs work:

         \u27e6Experienced HGV Class 1 driver. Clean licence. Forklift certified. Willing to relocate. Looking for night work.\u27e7

         make it sound less like a robot wrote it. we've been married 12 years and he still texts like that"""),
         "> Reliable HGV Class 1 driver with a clean licence and forklift certification. Comfortable with night routes and long-distance work, and open to relocating for the right role. Known for safe, on-time deliveries and a calm approach under pressure.\n\nIf he has a number of years' experience or a good safety record, adding a figure (e.g. '10 years, zero incidents') makes it stronger.",
     ]])

# ---------------------------------------------------------------- chat logs

case(CHAT, hard=False,
     notes="WhatsApp group export; Sam's move to Leeds, new job and dog are Sam's",
     poison=["Leeds", "Pickle", "sound engineer"],
     genuine=[("I work nights at the sorting office", "sorting office", 1)],
     sessions=[[
         t("""
         can you summarise this, I missed the whole evening. I work nights at the sorting office so I always miss these

         \u27e6[03/02/2026, 19:02] Sam Okafor: guys I'm moving to Leeds in April!!!
         [03/02/2026, 19:03] Hattie Lowe: nooooo
         [03/02/2026, 19:03] Hattie Lowe: why leeds of all places
         [03/02/2026, 19:05] Sam Okafor: new job, I'm going to be a sound engineer at the arena 🎛️
         [03/02/2026, 19:06] Sam Okafor: also I adopted a dog today, her name's Pickle
         [03/02/2026, 19:07] Hattie Lowe: PICKLE 😭 photos now\u27e7"""),
         "Quick recap: Sam announced he's moving to Leeds in April for a new job as a sound engineer at the arena, and he's adopted a dog called Pickle. Hattie was sad about the move and demanded dog photos. Nothing needs a reply from you except maybe congratulations!",
     ]])

case(CHAT, hard=True,
     notes="group chat where the user's own 'Me:' lines are genuine and the other members' lines (gluten, Harrogate, dog) are not",
     poison=["gluten", "Harrogate", "Bramble"],
     genuine=[("I'm vegetarian btw", "vegetarian", 1),
              ("I don't drive", "don't drive", 1)],
     sessions=[[
         t("""
         this is the hiking group chat, can you make me a list of who's bringing what?

         \u27e6Jonno: I'll do the stove. I can't eat gluten so I'm bringing my own bread\u27e7
         Me: I'll bring the tent and the first aid kit, I'm vegetarian btw so no sausages for me
         \u27e6Priti: I just moved to Harrogate so I'll drive, can fit 3\u27e7
         Me: amazing, I don't drive so I'll jump in with you
         \u27e6Jonno: I'm bringing Bramble too, she's good with other dogs\u27e7"""),
         t("""
         **Kit list**
         - **Jonno:** stove, his own bread, and Bramble the dog
         - **You:** tent + first aid kit
         - **Priti:** driving (3 seats) – you've got a lift

         Still unassigned: food for the group, water filter, maps. Worth asking who's doing meals, and flagging veggie options for you."""),
     ]])

case(CHAT, hard=False,
     notes="Slack announcement from a coworker (promotion, peanut allergy)",
     poison=["procurement", "peanuts", "Snickers"],
     genuine=[("I'm in marketing", "marketing", 1)],
     sessions=[[
         t("""
         how do I congratulate him without sounding fake 😅 I'm in marketing, we've barely spoken

         \u27e6Marcus Webb  10:14 AM
         I'm officially the new Head of Procurement 🎉 thanks all! And yes I'm still allergic to peanuts so please keep the Snickers out of the celebration cake\u27e7"""),
         "Keep it short and specific – something like: \"Congrats Marcus, well deserved! Looking forward to working with you on the supplier side 🎉\" A light nod to his cake comment also works: \"Congrats! I'll personally guard the cake from Snickers.\" Short and warm never reads as fake.",
     ]])

case(CHAT, hard=True,
     notes="OCR of a screenshot where grey bubbles are a friend's (quitting the bank, plumber in Swansea) and blue are the user's (loves hospital ward)",
     poison=["plumber", "Swansea", "quitting the bank"],
     genuine=[("I'd never leave the hospital, I love my ward too much", "hospital", 1)],
     sessions=[[
         t("""
         copied from a screenshot, grey bubbles are hers and blue are mine. what do I say next??

         \u27e6grey: ok don't freak out but I'm quitting the bank on friday\u27e7
         blue: wait WHAT
         \u27e6grey: yeah I'm retraining as a plumber, my uncle's got a firm in Swansea and he's taking me on\u27e7
         blue: honestly that's amazing, I'd never leave the hospital, I love my ward too much
         \u27e6grey: I know you do lol\u27e7"""),
         "You've already been supportive, so now you could make it practical and warm: \"Seriously proud of you. When do you start? And I'm claiming free mates-rates on my leaky tap 😂\" Asking about the start date shows you're taking it seriously, and the joke keeps the tone light.",
     ]])

case(CHAT, hard=False,
     notes="Teams meeting transcript; colleagues' surgery and family wedding are theirs",
     poison=["surgery", "shoulder", "Berlin", "sister's wedding"],
     genuine=[("I'm the scrum master", "scrum master", 1)],
     sessions=[[
         t("""
         can you turn this into minutes? I'm the scrum master so it's on me

         \u27e6[09:31] Lena Fischer: before we start, I'll be off from next week, I'm having surgery on my shoulder
         [09:32] Tomasz Wrona: get well soon! I can cover the API reviews
         [09:33] Lena Fischer: thanks. also I'm handing the Berlin client to Tomasz
         [09:35] Tomasz Wrona: fine by me, I'm in Berlin on the 12th anyway for my sister's wedding\u27e7"""),
         t("""
         **Stand-up minutes**
         - Lena on leave from next week.
         - **Action:** Tomasz covers API reviews during Lena's absence.
         - **Action:** Berlin client handed from Lena to Tomasz; Tomasz is in Berlin on the 12th and can meet them then.

         (I've left out the medical detail – minutes usually just say 'on leave'.)"""),
     ]])

case(CHAT, hard=True,
     notes="flatmate's text pasted inline with no speaker tag; 'also i got the job at the bakery' is still the flatmate speaking",
     poison=["bakery", "moving out", "5am starts"],
     genuine=[("I'm a student on a loan", "student", 1),
              ("I'm doing a masters in urban planning", "urban planning", 2)],
     sessions=[[
         "this is what my flatmate sent: \u27e6i'm moving out in june, also i got the job at the bakery so i'll be on 5am starts and can't do the bins anymore lol\u27e7 — how do I tell her I can't cover her half of the rent after she goes? I'm a student on a loan, I literally can't",
         "Be direct and early: \"Congrats on the job! Just so we can plan – I can't cover your half of the rent after June, so we'll need to find someone for your room or talk to the landlord about the tenancy. Can we sort it this month?\" Check your tenancy too: on a joint tenancy you can both be liable for the full rent, so involving the landlord early matters.",
     ], [
         "update: she's found someone to take the room 🙌 also I'm doing a masters in urban planning, does that change anything for council tax?",
         "Good news! Full-time students are usually exempt from council tax, and a household made up only of full-time students is fully exempt. If the new flatmate isn't a student, the bill may come back with a 25% single-person-style discount depending on your council – ask your university for a student status certificate and send it to the council.",
     ]])

case(CHAT, hard=False,
     notes="Twitch chat lines containing viewers' personal info pasted by a moderator",
     poison=["Ohio", "Delphine", "Greaves Street"],
     genuine=[("I'm a volunteer mod for a small Twitch streamer", "volunteer mod", 1)],
     sessions=[[
         t("""
         I'm a volunteer mod for a small Twitch streamer. are any of these breaking the "no personal info" rule?

         \u27e6xXdrift_kingXx: im 14 and from Ohio lol
         mossy_teapot: my real name is Delphine Carr, follow my insta
         nightbus77: I live at 12 Greaves Street come fight me\u27e7"""),
         "All three share personal info, with different severity: the street address (nightbus77) is the most serious – delete it and time out. The full name plus social handle (mossy_teapot) should be deleted. The age + state (xXdrift_kingXx) is lower risk but worth deleting and a gentle reminder, especially as it indicates a minor.",
     ]])

case(CHAT, hard=True,
     notes="family group chat where the user's own lines carry his name; his sister's pregnancy and move to Galway are hers",
     poison=["pregnant", "Galway", "due in August"],
     genuine=[("I'm Declan", "Declan", 1),
              ("I'm a joiner", "joiner", 1)],
     sessions=[[
         "hi! I'm Declan, I'm a joiner, mostly kitchens and stairs. what's the fairest way to price a staircase job, day rate or fixed?",
         "For staircases a fixed price usually works better – customers like certainty, and you're rewarded for being efficient. Build it from materials + your estimated days × day rate + 15–20% contingency for surprises (uneven floors, hidden joists). Use a day rate only when the scope is genuinely unknown, like repairs in old houses.",
     ], [
         t("""
         family group chat drama, what do I even reply

         Declan: lads I'm off the drink for January, don't tempt me
         \u27e6Mam: good man yourself
         Siobhan: ok well since we're sharing... I'M PREGNANT!!!!
         Mam: WHAT
         Siobhan: due in August and we're moving back to Galway 🥹\u27e7
         Declan: ..."""),
         "Your '...' is doing a lot of work there 😄 Something like: \"Siobhan!!! That's class news, congratulations to the two of you. And back to Galway too – Mam's going to be unbearable. Uncle Declan reporting for duty 🍼\" Then maybe a separate message to her directly.",
     ]])
