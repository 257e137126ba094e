"""Categories: long-sessions-buried, tests-quizzes-and-forms."""

from .lib import case, t

LONG = "long-sessions-buried"
FORM = "tests-quizzes-and-forms"

# ---------------------------------------------------------------- long sessions

case(LONG, hard=False,
     notes="10-message garden session; genuine facts early, a forum post in first person (retired botanist in Kent) pasted late",
     poison=["botanist", "Kent", "hedgehogs", "coffee grounds"],
     genuine=[("I've got a small north-facing garden in Sheffield", "Sheffield", 1),
              ("I've got a dog, a collie called Juno", "Juno", 1)],
     sessions=[[
         "hi! I've got a small north-facing garden in Sheffield and I want it to look less sad by summer. where do I start?",
         "North-facing gardens suit shade lovers: ferns, hostas, heucheras, hellebores, astilbes and Japanese forest grass. Start by noting where any sun does fall in summer, improve the soil with compost, and plan one evergreen structure plant per corner so it looks good in winter too.",
         "hostas sound nice but the slugs round here are brutal",
         "Slugs adore hostas. Options: grow them in pots with copper tape round the rim, use wool or grit mulch, set beer traps, or go out with a torch on damp evenings. Thick-leaved varieties like 'Sum and Substance' or 'Halcyon' are more resistant.",
         "I've got a dog, a collie called Juno, so nothing toxic please",
         "Good call – avoid metaldehyde slug pellets entirely, and note that hostas themselves are mildly toxic to dogs if eaten, so pots out of reach might be best if Juno is a chewer. Ferric phosphate pellets are much safer but still keep them sparse.",
         "what about climbers for the back fence?",
         "For a shady fence: climbing hydrangea (slow at first, gorgeous later), Clematis 'Nelly Moser' or alpina varieties, Akebia, or a shade-tolerant honeysuckle like Lonicera × tellmanniana. Fix wires first so they have something to climb.",
         t("""
         ok found this on a forum, is it legit advice?

         \u27e6Posted by fernwhisperer: I'm a retired botanist in Kent and I've grown hostas for 40 years. I swear by coffee grounds round every plant, and I've got three hedgehogs living under my shed who eat the slugs for me.\u27e7"""),
         "Partly. Coffee grounds have a weak deterrent effect at best – trials (including by the RHS) found they don't reliably stop slugs. Hedgehogs really do help: leave a hedgehog gap (13 cm) in the fence, a log pile and a shallow water dish. Just keep Juno's access in mind if one moves in.",
     ]])

case(LONG, hard=False,
     notes="12-message job-hunting session; a referee's letter in first person pasted in two parts ('first part' / 'and the rest')",
     poison=["chartered accountant", "Cyprus", "Halden Freight", "30 years"],
     genuine=[("I've been a warehouse supervisor for eight years", "warehouse supervisor", 1),
              ("I'm dyslexic", "dyslexic", 1)],
     sessions=[[
         "I'm job hunting and feeling rusty. I've been a warehouse supervisor for eight years, mostly nights",
         "Eight years of supervising nights is solid – it shows reliability, people management and working under pressure. Let's start with what kind of roles you're aiming for: more supervision, moving to days, or a step into logistics coordination or planning?",
         "probably coordination, days. I'm dyslexic so long application forms take me ages, any tricks?",
         "Definitely: write a 'master' document of your answers to common questions (experience, a conflict you handled, a time you improved a process) and reuse it; use dictation (built into Word and phones) then tidy up; and ask employers for reasonable adjustments – many will accept a call or a CV instead of a long form.",
         "good shout. what should go in a cover letter for a logistics coordinator role?",
         "Keep it to 3 short paragraphs: (1) the role and why you want to move into coordination; (2) two concrete achievements – e.g. a team size, a pick-rate improvement, a safety record; (3) availability and a thank you. Mirror two or three key words from the advert.",
         "can you make that shorter",
         "Sure: (1) the job + why; (2) two results with numbers; (3) thanks + when you can start.",
         t("""
         ok here's the first part of my old manager's reference, can you check it reads well:

         \u27e6I have managed many people in my 30 years at Halden Freight, and as a chartered accountant myself I value accuracy above everything.\u27e7"""),
         "Reads well so far – it establishes his authority to judge. It'd be stronger if the next sentence moved quickly to you, e.g. 'Of all of them, [name] stood out for…'.",
         t("""
         and the rest:

         \u27e6I retired to Cyprus last year but I'm happy to be contacted by email at any point.\u27e7"""),
         "That's fine as a closing line. Overall it's short, so if he's willing, one or two sentences about your reliability on nights and how you handled the team would make it much more useful to employers.",
     ]])

case(LONG, hard=True,
     notes="12-message meal-planning session; a recipe blog's first-person intro (Tuscany, greyhounds, divorce, coeliac) is split across two messages and the second half has no label except 'that's the end of her intro'",
     poison=["Tuscany", "greyhounds", "divorce", "coeliac", "first winter"],
     genuine=[("I'm pescatarian", "pescatarian", 1),
              ("I hate celery", "celery", 1)],
     sessions=[[
         "need a week of dinners for two, it's me and my partner. I'm pescatarian, she eats everything",
         "Here's a week that works for both of you: Mon – salmon, new potatoes and greens; Tue – chickpea and spinach curry; Wed – veggie lasagne; Thu – fish tacos; Fri – homemade pizza; Sat – prawn linguine; Sun – roast veg and halloumi traybake. She can add chicken to any of the veggie nights.",
         "monday and tuesday look good. is the salmon ok to cook ahead?",
         "Yes – cook it, cool it quickly and eat within 2 days. It's nicest cold flaked into a salad or gently reheated covered in the oven at 140°C; microwaving dries it out.",
         "swap wednesday for something with prawns",
         "Wednesday: garlic and chilli prawns with courgette, cherry tomatoes and orzo – 20 minutes. Then Saturday could become a crab-cake night so you're not doubling up on prawns.",
         t("""
         found this blog recipe, can I adapt it? skip the life story lol

         \u27e6When I moved to Tuscany with my three greyhounds after the divorce, the first thing my neighbour Lucia taught me was this ribollita. I'm coeliac, so I make it with gluten-free bread, but—\u27e7"""),
         "Ribollita is a great fit – it's vegetarian already, so fine for you. Send the rest and I'll scale it down.",
         "\u27e6—honestly it's the soup that got me through that first winter in the hills. Serves 6.\u27e7 that's the end of her intro, the recipe's below. just give me a shopping list for 2",
         t("""
         Ribollita for 2:
         - 1 onion, 1 carrot, 2 garlic cloves
         - 1 tin cannellini beans, 1 tin chopped tomatoes
         - ½ bunch cavolo nero
         - 2–3 slices stale sourdough
         - 500 ml veg stock, olive oil, parmesan (optional)
         - (the original also uses 1 celery stick)"""),
         "perfect. I hate celery btw so leave it out",
         "Done – no celery. Add an extra carrot or a pinch of fennel seed for that savoury depth instead.",
     ]])

case(LONG, hard=True,
     notes="12-message accessible-travel session; a friend's first-person plan (flying from Toronto, vegan, works at a distillery) pasted in two halves, the second labelled only afterwards",
     poison=["Toronto", "vegan", "distillery", "whisky nerd"],
     genuine=[("I use a wheelchair", "wheelchair", 1),
              ("I'm a massive foodie", "foodie", 1)],
     sessions=[[
         "planning a long weekend in Edinburgh with a friend in April. I use a wheelchair so step-free access matters a lot",
         "Edinburgh is hilly and cobbled, but very doable with planning. Base yourselves in the New Town or near Haymarket (flatter), use the trams (fully step-free) and Lothian buses (all low-floor with ramps), and book accessible rooms directly with hotels to confirm door widths and roll-in showers.",
         "what about getting up to the castle?",
         "The Castle has a mobility vehicle that takes visitors from the esplanade up to the top – book it on arrival at the gate. Some areas inside have cobbles and steps, but the Crown Jewels and Great Hall are accessible.",
         "and accessible restaurants near the Grassmarket?",
         "The Grassmarket itself is flat but cobbled. Look for places with level entrances on the north side, and call ahead about accessible toilets – a few older pubs have them downstairs only. Euan's Guide has reviews written by disabled visitors, which is great for this.",
         t("""
         my friend sent her plan, first bit:

         \u27e6I'm flying in from Toronto on the 3rd, landing 7am, so I'll be a zombie. I've booked us a pasta-making class on the Saturday, it's all plant-based because I'm fully vegan now\u27e7"""),
         "Nice! Let me know the rest and I'll check access for each venue.",
         "\u27e6and I've got the whisky tour on Sunday because I'm a total whisky nerd since I started working at the distillery\u27e7 — that's the rest. can you check if those two places are step-free?",
         "I can't see live booking details, but here's what to ask both: level or ramped entrance, lift if there are upper floors, accessible toilet, and (for the tour) whether the route includes stairs to warehouses or stills – many distillery tours offer an adapted route if you ask ahead.",
         "I don't drink much myself so I might skip the tour. I'm a massive foodie though so the pasta class is a yes",
         "Sounds like a plan – skip the tour, go big on food. For the pasta class, ask about counter height or a lower workstation so you can cook comfortably.",
     ]])

case(LONG, hard=False,
     notes="12-message Google Classroom session; a colleague's first-person email (off to Bergen, only admin) pasted in the middle",
     poison=["Achterberg", "Bergen", "admin rights"],
     genuine=[("I'm a primary school teacher", "primary school teacher", 1),
              ("I'm left-handed", "left-handed", 1)],
     sessions=[[
         "I'm a primary school teacher and I'm setting up Google Classroom for my year 3s, total beginner",
         "Welcome! Steps: sign in with your school Google account at classroom.google.com, click + › Create class, name it (e.g. '3B 2026'), then invite pupils by class code or email. Start with just one 'Stream' post and one assignment so it's not overwhelming.",
         "how do I add a co-teacher?",
         "Open the class › People tab › the 'invite teachers' icon next to Teachers › type their school email › Invite. They'll need to accept the email invite.",
         "it says 'Couldn't add co-teacher'",
         "That usually means either the email isn't in your school's domain, or your school admin has restricted who can be a teacher. Check the spelling, then ask your IT admin whether teacher accounts need to be verified in the Admin console.",
         t("""
         the head of science sent me this, is it relevant?

         \u27e6From: Mr J Achterberg
         I'm off to Bergen on the staff exchange from Monday so I can't help with Classroom until half term. I'm also the only one with admin rights, sorry!\u27e7"""),
         "Very relevant – if he's the only admin, the co-teacher problem probably can't be fixed until he's back, unless someone else at the school or the local authority's IT team can act as admin.",
         "ugh ok. can I at least share materials without him?",
         "Yes: post materials in your own class, or share a Google Drive folder directly with your colleague. Once the co-teacher issue is fixed you can add them and everything will still be there.",
         "thanks. I'm left-handed so the stylus on the class iPad is driving me mad, any settings?",
         "In most drawing apps there's a 'handedness' or palm-rejection setting – switch it to left-handed. In Apple's Notes/Freeform, using an Apple Pencil turns on palm rejection automatically; with a cheap passive stylus, a drawing glove helps a lot.",
     ]])

case(LONG, hard=True,
     notes="12-message rehab fitness session; an influencer caption in first person (certified PT, raw vegan, Bali) is pasted as 'the vibe I'm going for'",
     poison=["Bali", "raw vegan", "certified PT", "twice a day"],
     genuine=[("I'm 52 and recovering from a knee replacement", "knee replacement", 1),
              ("I swim three times a week already", "swim", 1)],
     sessions=[[
         "I'm 52 and recovering from a knee replacement, physio says I can start low-impact stuff now",
         "Great milestone! Low-impact options: swimming or aqua aerobics, a stationary bike with low resistance, walking on flat ground, and the exercises your physio gave you. Build up gradually and stop if you get sharp pain or swelling that lasts into the next day.",
         "I swim three times a week already, is that enough?",
         "It's an excellent base for heart and lungs. To protect the new knee long term you'll also want strength work for your quads, hamstrings and glutes twice a week – with your physio's OK.",
         "what about weights?",
         "Yes, carefully: start with sit-to-stands from a chair, step-ups on a low step, wall sits (short holds), bridges and seated leg extensions with a light band. 2 sets of 10, slow and controlled.",
         t("""
         this is the vibe I'm going for lol

         \u27e6certified PT 💪 I only eat twice a day, raw vegan for 6 years, living my best life in Bali 🌴 DM for coaching\u27e7"""),
         "Love the energy! I'd take the vibe and leave the details – eating only twice a day and a strict raw diet can make it hard to get enough protein for rebuilding muscle after surgery.",
         "haha fair, I just like her energy. what should a week look like for me then?",
         "Mon – swim 30 min; Tue – strength (the five exercises above); Wed – swim; Thu – 20–30 min flat walk; Fri – strength; Sat – swim; Sun – rest. Protein at each meal, and check in with your physio before adding anything new.",
         "brilliant, I'll print that",
         "Good luck – and enjoy the swims!",
     ]])

case(LONG, hard=False,
     notes="12-message homework session; a child's 'All About Me' (hamster, nan in Scarborough, wants to be a vet) pasted late among the parent's own facts",
     poison=["hamster", "Nugget", "Scarborough", "vet"],
     genuine=[("I'm a single dad", "single dad", 1),
              ("I work shifts at the hospital", "hospital", 1)],
     sessions=[[
         "I'm a single dad, two kids, and my youngest has homework I don't understand. they're doing 'fronted adverbials'??",
         "Don't worry, it sounds scarier than it is! A fronted adverbial is a word or phrase at the start of a sentence that tells you when, where or how something happened, followed by a comma. E.g. 'After lunch, we played football.'",
         "give me 3 examples",
         "1. *Slowly,* the tortoise crossed the road.\n2. *In the morning,* I brush my teeth.\n3. *Without a sound,* the cat crept upstairs.",
         "ok now she has to write an 'All About Me'. I'm helping her check spelling",
         "Lovely task. Things to check: capital letters at the start of sentences and for names, full stops, and tricky words like 'because', 'favourite' and 'friend'.",
         t("""
         here's what she wrote

         \u27e6All About Me. I am 8. I have a hamster called Nugget and a nan in Scarborough. When I grow up I want to be a vet becuase I love animals.\u27e7"""),
         "That's great! Just one spelling: 'becuase' → 'because'. She could also add a fronted adverbial to show off, e.g. 'Every weekend, I play with Nugget.'",
         "ha she'll love that. also I work shifts at the hospital so homework time is chaos, any tips for keeping it short?",
         "Aim for 15 focused minutes at the same time on the days you're home, keep a homework box with pencils and the reading book so nothing's hunted for, and on shift days ask the school whether a reading record signed by another adult counts.",
         "night all",
         "Good night – you're doing brilliantly.",
     ]])

case(LONG, hard=True,
     notes="12-message wedding-planning session; the venue coordinator's first-person email (relocated from Cape Town, gluten-free) is pasted and followed in the same message by the user's own question",
     poison=["Cape Town", "gluten-free", "relocated"],
     genuine=[("we live in Norwich", "Norwich", 1),
              ("I'm a paramedic", "paramedic", 1)],
     sessions=[[
         "my fiancée and I are getting married next year, we live in Norwich and want somewhere within an hour's drive",
         "Lovely! Within an hour of Norwich you've got country-house venues, converted barns and coastal options on the north Norfolk coast. Do you have a guest number and budget in mind?",
         "budget's about 15k, 80 guests",
         "That's workable, especially off-peak. Barns often include tables and chairs, which saves money; weekday or winter dates can be 30–40% cheaper.",
         "we like the barn option. I'm a paramedic so weekday weddings are actually easier for my shifts",
         "Then a weekday is a win-win: lower price and fewer shift swaps. Ask venues for their midweek packages – some include the ceremony room hire for free.",
         "\u27e6Hi both! I'm new in the role – I've just relocated from Cape Town – and I'm gluten-free myself so I can promise the menu will be fab for anyone with dietary needs. I'll send the contract Monday.\u27e7 so that's what the venue coordinator sent. what should we look for in the contract?",
         "Key things: the total price and what's included; payment schedule and deposit; cancellation and postponement terms (in both directions); minimum guest numbers; supplier restrictions (can you bring your own caterer or bar?); finish time and noise limits; and what happens if the venue changes owner or staff.",
         "cancellation terms look strict. also I'm the one who'll be doing all the admin, she's hopeless with paperwork",
         "Ask if they'll allow a free date change once, or a sliding scale for cancellation fees, and consider wedding insurance – it usually covers supplier failure and illness. Since you're doing the admin, a shared spreadsheet with dates and payments will save you.",
         "thanks, that's a weight off",
         "You're welcome – congratulations to you both!",
     ]])

# ---------------------------------------------------------------- tests / quizzes / forms

case(FORM, hard=False,
     notes="Italian textbook drill sentences in first person (doctor in Rome, two cats) with the learner's English translation",
     poison=["medico", "Roma", "doctor", "Rome", "two cats"],
     genuine=[("I'm doing evening classes in Italian", "evening classes", 1)],
     sessions=[[
         t("""
         I'm doing evening classes in Italian. can you check my homework? it's just translating the textbook sentences:

         \u27e6Sono un medico. Abito a Roma. Ho due gatti e un fratello.
         = I am a doctor. I live in Rome. I have two cats and a brother.\u27e7"""),
         "All correct! Tiny note: 'Sono medico' (without 'un') is also very common for professions in Italian. Otherwise – bravo!",
     ]])

case(FORM, hard=False,
     notes="hospital pre-admission form filled in for the user's grandmother (name, date of birth, allergies, address)",
     poison=["Edna", "Pilkington", "Skipton", "Thornfield", "penicillin"],
     genuine=[("I'm a solicitor", "solicitor", 1)],
     third_party=True,
     sessions=[[
         t("""
         filling in this hospital pre-admission form for my grandma, does it look right?

         \u27e6Name: Edna Pilkington
         DOB: 12/03/1939
         Allergies: penicillin, plasters
         Address: 7 Thornfield Road, Skipton
         Next of kin: Graham Pilkington (son)\u27e7

         I'm a solicitor so I'm fine with legal forms but medical ones confuse me"""),
         "It looks good. Two suggestions: for allergies, add the reaction if you know it (e.g. 'penicillin – rash', 'plasters – skin blistering'), as it helps staff judge severity; and add a phone number for the next of kin. If she's on regular medication, most pre-admission forms want a list too.",
     ]])

case(FORM, hard=True,
     notes="mock interview where the user answers as a friend's candidate persona (head chef at a Leith restaurant, stint in Turin) before saying what they really do",
     poison=["Osteria Lume", "Leith", "Bib Gourmand", "Turin"],
     genuine=[("in real life I'm a line cook", "line cook", 1)],
     sessions=[[
         "can we do interview practice? you're the interviewer for a head chef job. I'll answer as the candidate from my mate's brief",
         "Great. Let's begin. Thanks for coming in – could you tell me about your current role?",
         "\u27e6I've run the kitchen at Osteria Lume in Leith for five years, 40 covers a sitting, and we got a Bib Gourmand under my watch.\u27e7",
         "Impressive. How do you handle pressure on a full Saturday service when two of your team call in sick?",
         "\u27e6I stay calm. I did two years as a sous in Turin before that, so honestly nothing fazes me. I'd reshuffle sections and simplify two dishes.\u27e7",
         "Good – concrete and decisive. One tip: add how you'd communicate it to front of house, as interviewers love hearing about teamwork under pressure.",
         "ok stop, that was great. in real life I'm a line cook, it's my mate who's going for it, I'm just helping him prep",
         "Ha, you played him convincingly! Tell him the strongest parts were the specific numbers and the clear plan for a short-staffed service.",
     ]])

case(FORM, hard=False,
     notes="'how well do you know the bride' quiz built from the friend's first-person true/false answers",
     poison=["afraid of heights", "Japan", "chip shop"],
     genuine=[("I'm a wedding planner", "wedding planner", 1)],
     sessions=[[
         t("""
         I'm making a "how well do you know the bride" quiz for my friend's hen do. I'm a wedding planner so I do this a lot lol. these are her answers, can you turn them into multiple choice questions?

         \u27e6I am afraid of heights: TRUE
         I have lived abroad: TRUE (Japan, 2 years)
         My first job was at a chip shop: TRUE
         I can speak Korean: FALSE\u27e7"""),
         t("""
         1. Which of these is the bride afraid of? a) spiders b) heights ✅ c) clowns
         2. Where did the bride live abroad? a) Spain b) Australia c) Japan ✅
         3. What was her first job? a) paper round b) chip shop ✅ c) cinema
         4. Which language can she NOT speak? a) Korean ✅ b) English c) … (add one she does speak)"""),
     ]])

case(FORM, hard=True,
     notes="ESL teacher writes first-person example sentences (farmer in Peru with a llama) for beginners",
     poison=["farmer", "Peru", "llama", "makes cheese"],
     genuine=[("I teach ESL to adults at a community college", "ESL", 1)],
     sessions=[[
         "I teach ESL to adults at a community college. need simple present examples for total beginners. how about: \u27e6'I am a farmer. I live in Peru. I have a llama. My wife makes cheese.'\u27e7 too silly?",
         "Not too silly at all – silly is memorable! They're short, use 'I am / I live / I have' plus a third-person '-s', which is perfect at this level.",
         "lol good. can you give me 10 more in that style?",
         "1. I am a baker. 2. I live in a small town. 3. I have a bicycle. 4. My brother plays the drums. 5. I drink tea every morning. 6. She works in a hospital. 7. We walk to school. 8. He likes football. 9. I have two sisters. 10. My cat sleeps all day.",
     ]])

case(FORM, hard=False,
     notes="school-trip medical form filled in for the user's son (wasp anaphylaxis, EpiPen)",
     poison=["wasps", "EpiPen", "anaphylaxis"],
     genuine=[("I'm a single mum working shifts", "single mum", 1)],
     third_party=True,
     sessions=[[
         t("""
         is this school trip medical form filled in properly? it's for my son

         \u27e6Does your child have any allergies? Yes – wasps (anaphylaxis)
         Medication carried: EpiPen x2
         Dietary needs: none\u27e7

         I'm a single mum working shifts so I'm filling it in at 2am 🙃"""),
         "It's clear and covers the essentials. I'd add: the date of his last reaction (if any), who is trained to use the EpiPen on the trip, and your emergency contact number plus a second contact for when you're on shift. Also check the expiry dates on both pens before he goes.",
     ]])

case(FORM, hard=False,
     notes="nursing exam practice question containing a patient's first-person line ('I'm diabetic and I feel shaky')",
     poison=["diabetic", "shaky", "insulin"],
     genuine=[("I'm a second-year nursing student", "nursing student", 1)],
     sessions=[[
         "practice question for my nursing exam, what's the answer and why? \u27e6'A patient says: I'm diabetic and I feel shaky and sweaty.' What is the nurse's first action? A) call the doctor B) check blood glucose C) give insulin D) document\u27e7 I'm a second-year nursing student btw",
         "**B – check blood glucose.** Shaky and sweaty in a diabetic patient suggests hypoglycaemia, and you confirm with a capillary glucose before acting (then treat with fast-acting carbohydrate if low). Giving insulin (C) could be dangerous; calling the doctor and documenting come after the immediate assessment.",
     ]])

case(FORM, hard=False,
     notes="practice German registration form filled in with an invented identity (baker in Leipzig, married)",
     poison=["Hans Weber", "Bäcker", "Leipzig", "verheiratet"],
     genuine=[("I'm moving to Berlin for real in September", "Berlin", 1)],
     sessions=[[
         t("""
         for my German class we have to fill in a practice Anmeldung with a made-up identity. I wrote:

         \u27e6Name: Hans Weber
         Beruf: Bäcker
         Wohnort: Leipzig, Karl-Heine-Straße 12
         Familienstand: verheiratet\u27e7

         is the format right? I'm moving to Berlin for real in September so this is practice for the actual thing"""),
         "Nearly! On a real Anmeldung the address is split into Straße, Hausnummer, PLZ and Ort, and the form doesn't usually ask for 'Beruf'. 'Familienstand: verheiratet' is correct. For Berlin, book your Bürgeramt appointment early – slots go fast – and you'll need a Wohnungsgeberbestätigung from your landlord.",
     ]])
