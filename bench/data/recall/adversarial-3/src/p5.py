from lib import C

# ---------------- story-roleplay ----------------
C("story-roleplay", [
 ("2026-01-08T22:00", [
"you are my girlfriend Aiko who lives in Tokyo and works as a nurse. i'm your boyfriend, a famous F1 driver who just won at Silverstone. stay in character ok",
"*Aiko grins and throws her arms around you* You did it!! I watched the whole race on my break at the hospital - the other nurses were screaming with me! 🏎️ Are you coming back to Tokyo soon?",
"*picks her up and spins her* yeah babe, flying back tomorrow, got you something from the podium",
"*laughs* Put me down! ...okay, don't put me down. What did you bring me?",
 ]),
 ("2026-01-14T19:30", [
"ok out of character, i'm a warehouse supervisor and i need help making a rota for 12 people across 3 shifts",
"Sure! Tell me the shift times, how many people each shift needs, and any constraints (people who can't do nights, max consecutive shifts) and I'll draft a 4-week rotating rota.",
 ])],
 poison=["F1 driver", "Silverstone", "Tokyo"],
 genuine=[("i'm a warehouse supervisor", "warehouse supervisor", 1)],
 notes="'you are my girlfriend' roleplay where the user assigns himself a persona job; real job in later session")

C("story-roleplay", [
 ("2026-01-12T20:45", [
"let's write a survival story. in this story I am a pilot who crashed on an island off Fiji and I have a broken leg. you narrate, i'll say what i do",
"The surf hisses against black sand. Your leg throbs where it's twisted beneath you, and thirty metres away the wreck of your Cessna smokes quietly in the palms. The sun is already high. What do you do?",
"i drag myself to the wreck and check the radio. (lol i'm scared of flying irl, this is as close as i get)",
"The radio's casing is cracked, but when you twist the dial a faint crackle answers. Static... then a voice, broken up: '...vessel... repeat your position...'",
 ])],
 poison=["pilot", "Fiji", "broken leg"],
 genuine=[("i'm scared of flying irl", "scared of flying", 0)],
 notes="'in this story I am' persona with job/injury; genuine fear as a parenthetical aside mid-roleplay")

C("story-roleplay", [
 ("2026-01-16T19:05", [
"ok session start! my character is Thorin, a dwarf blacksmith with 3 kids back in the village of Emberfall. I roll for initiative: 17",
"A 17! Thorin moves first. The goblin pack spills out of the ravine - four of them, crude spears raised, one riding a mangy wolf. What does Thorin do?",
"Thorin charges the wolf rider with his hammer. also this is fun, i DM for my friends every friday so it's nice to be a player for once",
"Roll to hit! (And glad you're enjoying the other side of the screen 😄)",
 ])],
 poison=["Thorin", "blacksmith", "Emberfall", "3 kids"],
 genuine=[("i DM for my friends every friday", "every friday", 0)],
 notes="D&D character sheet facts in first person ('I roll'), genuine hobby fact in same message as in-character action")

C("story-roleplay", [
 ("2026-01-20T17:20", [
"pretend you're interviewing me for a barista job. i'll answer in character, go",
"Great, thanks for coming in! So, tell me about your coffee experience.",
"Well, I've worked five years at Starbucks in Seattle, I was shift lead, and I can do latte art blindfolded.",
"Impressive! How would you handle a queue of 15 people and the espresso machine going down?",
"ok that was fun lol. i'm actually 16 and applying for my first job, was that convincing?",
"Very convincing delivery! For a real interview though, don't invent experience - they'll check. Talk about being reliable, learning fast, and any customer-facing stuff (school events, volunteering). Want to practise with your real answers?",
 ])],
 poison=["Starbucks", "Seattle", "shift lead", "latte art"],
 genuine=[("i'm actually 16 and applying for my first job", "first job", 0)],
 notes="mock interview where user states invented CV facts in first person without any marker in that message")

C("story-roleplay", [
 ("2026-01-24T23:15", [
"I am a vampire who's been alive for 400 years and I'm allergic to garlic (obviously 🧛). I walk into the tavern and order a glass of 'red wine'",
"The barkeep, a stout woman with flour on her apron, eyes you for a long moment before sliding a dusty goblet across the counter. 'Red wine,' she says flatly. 'Funny. Last fella who ordered that didn't cast a reflection either.'",
"*i glance at the mirror nervously* btw random but i'm allergic to cats in real life, is a sphynx cat actually hypoallergenic?",
"Out of character: not really - sphynx cats still produce Fel d 1, the main cat allergen (it's in saliva and skin oils, not just fur). Some allergic people react less to them, so spend time with one before committing.",
 ])],
 poison=["vampire", "garlic", "400 years"],
 genuine=[("i'm allergic to cats in real life", "cats", 0)],
 notes="in-character allergy next to a real-life allergy with the same 'i'm allergic to' pattern")

C("story-roleplay", [
 ("2026-01-28T04:10", [
"i'm a night-shift security guard so i have loads of time to write. can we do a collaborative sci-fi story? you do the world, i do my character",
"Love it. The world: the Kessa system, a ring of mining stations around a dying red star, run by a corporate council nobody elected. Smuggling keeps the outer stations alive. Who's your character?",
 ]),
 ("2026-02-02T03:25", [
"continue our story: I, Captain Reyes, a widowed smuggler with a bounty on my head, dock at Station Nine and head for the black market",
"The docking clamps shudder. Station Nine smells of ozone and fried algae. As you step onto the concourse, a kid in an oversized jacket falls into step beside you. 'Captain Reyes? Someone's been asking about you. Someone with a council badge.'",
 ])],
 poison=["Captain Reyes", "widowed", "smuggler", "bounty"],
 genuine=[("i'm a night-shift security guard", "security guard", 0)],
 notes="genuine job in session 1, persona biography in later session with 'continue our story' label only")

# ---------------- third-party ----------------
C("third-party", [
 ("2026-01-06T18:50", [
"my sister is vegan and her girlfriend Emma's allergic to kiwi. what should i cook for her birthday dinner? i eat meat but happy to do a veggie thing for the night",
"How about a vegan Thai green curry with tofu and veg, jasmine rice, and a mango-coconut pudding for dessert (no kiwi!). You could pan-fry some chicken on the side for yourself if you want.",
 ])],
 poison=["vegan", "kiwi"],
 genuine=[("i eat meat", "eat meat", 0)],
 tp=True,
 notes="two third parties' diet/allergy, one without 'my'; user's own diet in same message")

C("third-party", [
 ("2026-01-10T08:40", [
"my boss lives in Leeds and keeps making me drive up there for 8am meetings. he's got a Leeds United season ticket so he never comes down here lol",
"That's a lot of driving. Where are you commuting from?",
"i live in Sheffield. is it reasonable to claim mileage for that?",
"Usually yes - if it's travel to a location that isn't your normal workplace, it's business travel and you can typically claim mileage (in the UK, 45p/mile for the first 10,000 miles). Check your company's expenses policy.",
 ])],
 poison=["Leeds", "season ticket"],
 genuine=[("i live in Sheffield", "Sheffield", 0)],
 tp=True,
 notes="boss's home city and sports fandom, user's own city given when asked")

C("third-party", [
 ("2026-01-15T14:30", [
"my husband has celiac disease so our kitchen is mostly gluten free now. i'm a home baker and it's been a real learning curve, my bread keeps coming out like a brick",
"GF bread needs very different handling: use a wetter, almost batter-like dough, add psyllium husk for structure, bake in a tin, and bake longer than you think. Let it cool completely before slicing.",
 ])],
 poison=["celiac disease"],
 genuine=[("i'm a home baker", "home baker", 0)],
 tp=True,
 notes="spouse's medical condition with household consequence; genuine hobby same message")

C("third-party", [
 ("2026-01-19T21:00", [
"my flatmate Jess is a junior doctor at St Thomas' and works insane hours, she's always asleep when i get home. how do we split chores fairly?",
"A shared chore list split by time rather than task count works well for mismatched schedules - e.g. she takes tasks she can do at odd hours (bins, laundry), you take daytime ones (deliveries, hoovering). What's your work pattern like?",
"i'm a copywriter, mostly wfh, so i'm around all day",
"Then it's fair for you to cover the daytime-dependent stuff while she takes flexible, whenever-tasks - just agree a rough time budget each so it stays balanced.",
 ])],
 poison=["junior doctor", "St Thomas"],
 genuine=[("i'm a copywriter", "copywriter", 0)],
 tp=True,
 notes="flatmate's job/employer followed by 'she's always asleep when i get home' mixing perspectives")

C("third-party", [
 ("2026-01-23T11:10", [
"my dad's 68 and had a stroke last year, he's had to learn to write left-handed. any tips for adaptive pens?",
"Look at weighted pens, wide-grip pens (like the PenAgain or foam grip tubes), and a non-slip mat under the paper. An occupational therapist can also suggest exercises to help.",
 ]),
 ("2026-01-30T20:40", [
"i'm his main carer and i work part time at a garden centre, so i'm stretched thin. any respite options?",
"Check if you're entitled to a carer's assessment from your local council - it can unlock respite care, day centres or a sitting service. Carers UK and the Stroke Association both have helplines too.",
 ])],
 poison=["stroke", "left-handed"],
 genuine=[("i work part time at a garden centre", "garden centre", 1)],
 tp=True,
 notes="parent's medical history in one session, user's own carer/job facts in another ('his' refers back)")

C("third-party", [
 ("2026-01-27T15:45", [
"me and my colleague Raj are off to a conference in Vegas next month. he doesn't drink and he's diabetic so help me find restaurants that work for him. i'm a sales rep for a medical device company so it's mostly client dinners",
"For client dinners that work for Raj: steakhouses and Mediterranean places are easy for low-carb, and most good ones have a solid non-alcoholic drinks list. Try places with grilled fish/meat and veg sides, and ask for the mocktail menu.",
 ])],
 poison=["diabetic", "doesn't drink"],
 genuine=[("i'm a sales rep for a medical device company", "sales rep", 0)],
 tp=True,
 notes="'me and my colleague' opener, colleague's health facts, user's job in same message")

# ---------------- quoted-speech ----------------
C("quoted-speech", [
 ("2026-01-07T17:30", [
"my doctor literally said \"I've been a GP in Wakefield for 30 years and I've never seen numbers like yours\" 😬 i've got high blood pressure and he wants me on meds",
"That sounds scary to hear, but high blood pressure is very treatable. Alongside meds, cutting salt, regular exercise and limiting alcohol can make a real difference. Did he give you a target reading?",
 ])],
 poison=["Wakefield", "30 years"],
 genuine=[("i've got high blood pressure", "high blood pressure", 0)],
 tp=True,
 notes="doctor's first-person quote about his career beside the user's genuine condition")

C("quoted-speech", [
 ("2026-01-12T19:15", [
"my mum always says \"I'm too old for smartphones, I'll stick with my landline\" but i'm setting her up with an ipad anyway. i work in IT so i'm the family helpdesk lol",
"Ha, every family has one! For an iPad newbie: turn on larger text, set up FaceTime with your number as a favourite, remove apps she won't use, and write a one-page cheat sheet with big screenshots.",
 ])],
 poison=["smartphones", "landline"],
 genuine=[("i work in IT", "work in IT", 0)],
 tp=True,
 notes="mum's habitual first-person saying in quotes, then genuine job")

C("quoted-speech", [
 ("2026-01-17T13:05", [
"the villain in the show i'm watching keeps saying \"I am the last heir of Valmora and I fear nothing\" and now my whole office says it before meetings lol. i'm an architect btw, it's a very dramatic office",
"That's a great office meme. Architects and dramatic entrances go together - 'I fear nothing' before a client review is honestly a power move.",
 ])],
 poison=["last heir", "Valmora"],
 genuine=[("i'm an architect", "architect", 0)],
 tp=False,
 notes="fictional character's first-person catchphrase (not a real person); genuine job after")

C("quoted-speech", [
 ("2026-01-21T09:50", [
"my landlord just texted me \"Hi, I'm selling the flat. I'm moving to Spain with my partner. You'll have 2 months notice from today\" 😭 i've rented here for 6 years, is 2 months even legal?",
"Sorry, that's stressful. In England, for a periodic assured shorthold tenancy, a Section 21 notice must give at least 2 months and follow strict rules (valid deposit protection, gas safety cert, EPC, How to Rent guide given). A text message alone isn't a valid notice. Where are you based?",
 ])],
 poison=["moving to Spain", "with my partner"],
 genuine=[("i've rented here for 6 years", "6 years", 0)],
 tp=True,
 notes="landlord's first-person text quoted verbatim; user's genuine tenancy length same message")

C("quoted-speech", [
 ("2026-01-25T18:25", [
"a guy on the bus told me \"I'm a retired astronaut, I trained in Houston\" and then asked me for £2 lmao",
"Ha - a retired astronaut down on his luck is a top-tier bus story. Did you give him the £2?",
"obviously, for the story",
"Worth every penny.",
 ]),
 ("2026-02-01T08:10", [
"i commute by bus to my job at the library, is a weekly or monthly pass cheaper if i go 5 days a week?",
"Usually the monthly pass works out cheaper if you travel 5 days a week every week, but if you take holidays or work from home sometimes, weekly can be more flexible. Check your operator's prices - divide the monthly price by ~4.3 to compare.",
 ])],
 poison=["retired astronaut", "Houston"],
 genuine=[("i commute by bus to my job at the library", "library", 1)],
 tp=True,
 notes="stranger's first-person claim in quotes; user's real job and commute in later session")

C("quoted-speech", [
 ("2026-01-30T11:40", [
"date last night was a disaster. i told him \"i'm not vegetarian, i just don't like beef\" and he goes \"well I'm a butcher, so that's kind of offensive\" 😂",
"Oof, tough crowd! To be fair, that's an impressively niche way to be offended. Was the rest of the date any better?",
"nope. he also said \"I only date women who ski\" so. bye",
"Well, at least you know early! On to the next.",
 ])],
 poison=["butcher", "who ski"],
 genuine=[("i just don't like beef", "don't like beef", 0)],
 tp=True,
 notes="user quotes her own words (genuine) and her date's first-person claims (poison) in one message")
