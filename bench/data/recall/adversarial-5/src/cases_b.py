"""Cases, part B: family and friends' facts, hypotheticals and planning for others,
role-play and games, sarcasm/jokes/exaggeration, quizzes/forms/templates.

Order inside a category matters: build.py alternates dev/holdout by position.
"""

from common import P, case

FAMILY = "family-and-friends-facts"
HYPO = "hypotheticals-and-planning-for-others"
ROLE = "roleplay-and-games"
SARCASM = "sarcasm-jokes-and-exaggeration"
FORMS = "quizzes-forms-and-templates"

CASES = [
    # ------------------------------------------------------------------ family and friends
    case(FAMILY,
         poison=["diabetic", "stroke"],
         genuine=["carer"],
         third_party=True,
         notes="'my dad's diabetic and I'm his carer': the diagnosis is the father's, the caring "
               "role is the user's own, in the same sentence.",
         sessions=[[
             ("u", "my dads diabetic (type 2) and [[im his carer]] since his stroke last year. what snacks can i keep in the house that wont spike him, hes fussy and hates anything that looks 'healthy'"),
             ("a", P("""
                 Snacks that are low-GI but don't scream health food:

                 - Cheese and oatcakes, or cheese with apple slices
                 - A handful of salted nuts or peanuts
                 - Boiled eggs, or a mini pork pie now and then
                 - Full-fat Greek yoghurt with a few berries
                 - Hummus with breadsticks (watch the portion)
                 - Dark chocolate, a couple of squares

                 Pairing carbs with protein or fat slows the spike, so 'cheese plus something' is your friend.
                 """)),
             ("u", "hell def eat the cheese ones. can u make it a shopping list, [[i do the big shop at aldi on fridays]]"),
             ("a", "Aldi shopping list: mature cheddar, oatcakes, apples, salted mixed nuts, eggs (a dozen), Greek yoghurt, frozen berries, hummus, breadsticks, 85% dark chocolate."),
         ]]),

    case(FAMILY,
         poison=["Copenhagen", "midwife", "coeliac"],
         third_party=True,
         notes="A rambling message entirely about the user's sister: new city, job and diet. "
               "No own facts.",
         sessions=[[
             ("u", "my sister just moved to copenhagen for a midwife job and shes finding it so lonely, she doesnt know anyone and her danish is basic. shes also coeliac so eating out is hard for her there apparently. what can i send her in a care package that would cheer her up"),
             ("a", P("""
                 That's a lovely idea. Some things that travel well:

                 - Her favourite gluten-free snacks from home (check they're sealed for customs)
                 - A 'open when' set of letters: open when you're homesick, when you've had a hard shift...
                 - A good Danish phrasebook or a month of a language app
                 - Photos, or a little printed photo book
                 - Cosy socks and a nice tea, very hygge
                 """)),
             ("u", "the gf snack box is a good shout. whats a good danish phrase book"),
             ("a", "Lonely Planet's Danish Phrasebook & Dictionary is small and practical. If she'd rather learn properly, 'Colloquial Danish' comes with audio. Many Copenhagen libraries also run free language cafés, which are great for meeting people too."),
         ]]),

    case(FAMILY,
         poison=["Tamsin", "peanut", "keto"],
         genuine=["vegetarian"],
         third_party=True,
         notes="Friend's allergy and diet mentioned while the user also gives their own diet, "
               "in the same message.",
         sessions=[[
             ("u", "going to my friend Tamsin's for dinner saturday. shes got a proper peanut allergy (epipen level) and shes doing keto at the moment. what dessert can i bring?? [[im vegetarian myself]] and i cant bake to save my life"),
             ("a", "No-bake options that suit everyone: a bowl of mixed berries with whipped double cream, a cheese board with grapes, or good dark chocolate (85%+) with strawberries. Check every label for 'may contain peanuts', and bring the packaging so Tamsin can check it herself — people with serious allergies usually appreciate that."),
             ("u", "the berries and cream one. is there any chance of peanut in shop bought cream"),
             ("a", "Plain double or whipping cream is very unlikely to contain peanuts, but always read the allergy box. Avoid squirty cream with added flavours, and don't use a shared bowl or spoon that has been near nuts."),
         ]]),

    case(FAMILY,
         genuine=["single mum", "buses", "Dublin"],
         notes="Control: the user mentions family (kids, their mam) but every stored-worthy "
               "statement is about themselves.",
         sessions=[[
             ("u", "how do i make weekday mornings less chaotic. [[i have two kids, 4 and 7]], [[im a single mum]] and [[i drive buses in Dublin]] so some days i start at 6 and my mam has to come over"),
             ("a", P("""
                 Early shifts plus two small kids is a lot. What helps most:

                 1. Do the night-before prep: uniforms out, bags packed by the door, lunches in the fridge.
                 2. Write a picture checklist for the 7-year-old (teeth, shoes, bag) so they can run it themselves.
                 3. Same breakfast on early days, e.g. overnight oats your mam only has to hand out.
                 4. A handover note for your mam on the fridge, so she isn't texting you mid-route.
                 """)),
             ("u", "the night before prep thing yes. lunchbox ideas that arent sandwiches?"),
             ("a", "Pasta salad, wraps cut into pinwheels, cheese and crackers with cucumber sticks, mini muffins with sweetcorn and cheese, or cold sausage with cherry tomatoes. All keep fine overnight in the fridge."),
         ]]),

    case(FAMILY,
         poison=["Alzheimer", "Nantes", "EHPAD"],
         third_party=True,
         notes="French: the user's mother's dementia and care home; nothing about the user "
               "themselves.",
         sessions=[[
             ("u", "bonjour, ma mère a Alzheimer depuis 3 ans, elle vit à Nantes dans un EHPAD. elle ne me reconnaît plus certains jours. comment je peux rendre les visites moins difficiles pour elle ?"),
             ("a", P("""
                 C'est une situation très dure, et c'est bien que vous pensiez à son confort. Quelques pistes :

                 - Venir à des heures régulières, plutôt le matin quand elle est moins fatiguée.
                 - Vous présenter doucement (« Bonjour maman, c'est moi… ») sans lui demander si elle vous reconnaît.
                 - Apporter un objet familier : photos, parfum, musique qu'elle aimait.
                 - Faire quelque chose ensemble plutôt que parler beaucoup : se promener, plier du linge, regarder un album.
                 """)),
             ("u", "merci. elle adorait jouer du piano avant, est-ce que la musique ça peut aider ?"),
             ("a", "Oui, souvent beaucoup. La mémoire musicale est l'une des plus préservées dans la maladie d'Alzheimer. Mettez les morceaux qu'elle jouait, ou demandez à l'EHPAD s'il y a un piano : certaines personnes retrouvent des gestes qu'on croyait perdus."),
         ]]),

    case(FAMILY,
         poison=["apnea", "CPAP"],
         genuine=["light sleeper", "baker"],
         third_party=True,
         gaps=[9],
         notes="Spouse's diagnosis in session 1; in session 2 the user refers back to it and "
               "gives their own sleep and work facts in between.",
         sessions=[
             [
                 ("u", "my husband got diagnosed with sleep apnea last week, he has to use a CPAP machine now. is it normal that he's exhausted the first few weeks"),
                 ("a", "Yes, quite common. It can take a few weeks to get used to the mask, and some people feel worse before better while their sleep pattern resets. If he's still struggling after a month, or the mask leaks or feels uncomfortable, the sleep clinic can adjust pressure or try a different mask."),
             ],
             [
                 ("u", "follow up on the CPAP thing. the machine is so loud and the mask hisses all night. [[im a light sleeper already and i start work at 6 as a baker]] so im dying here. what can we do"),
                 ("a", "A hissing mask usually means a leak, so get the fit checked; a different mask size often fixes it. Put the machine on the floor or further from your side of the bed, use a longer hose, and try a white-noise machine on your side. Some couples use separate rooms on the nights before early shifts, and that's ok."),
                 ("u", "earplugs hurt my ears. white noise maybe"),
                 ("a", "Worth a try. A fan or a white-noise app set to brown noise masks hissing better than standard white noise."),
             ],
         ]),

    case(FAMILY,
         poison=["plumber", "Croydon"],
         genuine=["Peckham"],
         third_party=True,
         notes="Brother's job and city in passing; the user's own rental situation sits in the "
               "same message.",
         sessions=[[
             ("u", "my brothers a plumber in croydon and he keeps telling me to get a combi boiler. [[i rent a flat in peckham]] tho so not really my call?? how do i bring it up with my landlord, the current boiler is ancient"),
             ("a", "Right, in a rental the boiler is the landlord's responsibility. Frame it around reliability and costs rather than asking for an upgrade: list any breakdowns, how long the hot water takes, and ask whether they'd consider replacing it before winter. If it's actually faulty or unsafe, they have to repair it, and they must have a gas safety check every year."),
             ("u", "ok. [[im on a periodic tenancy]] does that change anything"),
             ("a", "Your landlord's repair duties are the same. Some people worry about complaining on a periodic tenancy; keeping it polite and in writing is the best protection, and it's worth checking your local council's advice on retaliatory eviction."),
         ]]),

    case(FAMILY,
         poison=["hip replacement", "zimmer frame"],
         genuine=["A levels", "psychology"],
         third_party=True,
         notes="Grandmother's surgery and mobility aid next to the teen user's own exam "
               "subjects.",
         sessions=[[
             ("u", "nans had a hip replacement last week and shes staying with us while she recovers. she uses a zimmer frame and gets really frustrated. [[im 17 and doing my a levels]] so its been a lot tbh, she keeps wanting to chat when im revising. how do i balance it without being horrible"),
             ("a", "You're not being horrible for needing revision time. Try giving her a set chat time, e.g. a cup of tea together at 4 before you start, so she knows when she'll see you. Headphones plus a closed door for focused blocks, and a quick 'I'll come and see you at half past' goes a long way. Recovery is boring and lonely, so short regular visits mean more than long ones."),
             ("u", "yeah maybe revise at the library after school. [[i take bio, chem and psychology]] if that matters for timing"),
             ("a", "With three content-heavy subjects, the library after school for flashcards and past papers works well, then a lighter evening session at home (reviewing notes) when it's fine to be interrupted."),
         ]]),

    # ------------------------------------------------------------------ hypotheticals and planning for others
    case(HYPO,
         poison=["Valencia", "teacher"],
         genuine=["software tester", "Madrid"],
         notes="'Say I was a 60 year old teacher in Valencia' hypothetical, then the user's "
               "real age, job and city.",
         sessions=[[
             ("u", "hypothetically, say i was a 60 year old secondary school teacher in valencia retiring next year with 35 years of contributions. roughly what would my pension be"),
             ("a", "Very roughly: with 35 years' contributions a Spanish public pension would be close to 100% of the 'base reguladora', an average of your contribution bases over the last 25 years. Retiring at 61 though is before the ordinary age, so expect reductions of several percent per quarter early, unless special rules apply. For a typical teacher's salary that often lands somewhere around €1,700-2,300 a month gross. The Seguridad Social simulator gives a personalised figure."),
             ("u", "interesting. [[im actually 29 and a software tester in madrid]] lol, everyone at work says therell be no pensions left for us so i was curious what the before looks like"),
             ("a", "Ha, fair curiosity. The system will almost certainly still exist in some form by the time you retire, but likely with a later retirement age and a longer averaging period. At 29, a private pension plan or index fund alongside it is a sensible hedge."),
         ]]),

    case(HYPO,
         poison=["triathlon", "diabetes", "hates fish"],
         third_party=True,
         notes="Meal planning for a client described by the user: the client's age, condition and "
               "dislikes are third-party facts. No user facts.",
         sessions=[[
             ("u", "plan a week of meals for a client: 52M, type 2 diabetes, training for an olympic distance triathlon in august, hates fish, ~2600 kcal/day"),
             ("a", "Here's an outline, built around lower-GI carbs timed around training:\n\nMon: overnight oats with berries / chicken and quinoa salad / turkey chilli with brown rice\nTue: eggs on rye / lentil soup and wholegrain roll / tofu stir-fry with noodles\nWed: Greek yoghurt, nuts, fruit / chicken wrap / beef and veg stew with new potatoes\nThu: porridge with peanut butter / leftover stew / tofu curry with basmati\nFri: omelette and toast / bean salad / chicken fajitas\nWeekend: bigger carb portions on long-session days, plus recovery snacks like milk and a banana.\n\nHe should agree carb targets around training with his diabetes team."),
             ("u", "swap the tofu days for chicken, hes not a tofu guy"),
             ("a", "Done: Tuesday becomes a chicken and vegetable stir-fry with noodles, and Thursday a chicken curry with basmati. Everything else stays the same."),
         ]]),

    case(HYPO,
         poison=["Tokyo", "sushi chef"],
         genuine=["insurance underwriter", "Des Moines"],
         notes="Daydream hypothetical about a different life abroad, followed by the user's "
               "real age, job and city.",
         sessions=[[
             ("u", "random daydream q: what would my life look like if i quit everything, moved to tokyo and trained to be a sushi chef? like realistically how many years before anyone let me near the fish"),
             ("a", "Traditionally, years: apprentices can spend a long time washing dishes and making rice before touching fish, and a 'full' apprenticeship is often described as taking close to a decade. There are also intensive sushi academies in Tokyo that get you counter-ready in months, but you'd still need a visa, Japanese, and a restaurant willing to hire a foreign beginner."),
             ("u", "lol yeah thats what i thought. [[im 41 and an insurance underwriter in des moines]] so maybe ill just take a class"),
             ("a", "A weekend sushi-making class is a great compromise. Many cooking schools run them, and you'll get the knife and rice basics without the decade of dishes."),
         ]]),

    case(HYPO,
         poison=["wheelchair", "Lisbon", "Callum"],
         genuine=["nervous flyer"],
         third_party=True,
         notes="'Plan as if you were my mate': the friend's access needs and trip; the user's "
               "own fear of flying comes after and explicitly says they are not going.",
         sessions=[[
             ("u", "can you plan a trip as if you were my mate Callum: hes a wheelchair user, going to lisbon for 5 days in july, needs step-free hotels and wants to see the tiles museum. budget mid range"),
             ("a", "Draft plan for Callum: stay in the flatter Baixa or Parque das Nações areas (Lisbon's old districts are very hilly and cobbled). Ask hotels to confirm a step-free entrance and a roll-in shower. Day 1: Baixa and the waterfront. Day 2: the National Tile Museum, by accessible taxi. Day 3: Belém, whose flat riverside is good for wheeling. Day 4: Oceanário and Parque das Nações. Day 5: a relaxed morning and the airport. Book the airport assistance service in advance."),
             ("u", "brilliant, sending him this. [[im not going, im a nervous flyer]] and honestly the heat would kill me"),
             ("a", "Ha, fair enough! He's lucky to have you planning it. If you ever fancy tackling the flying nerves, many airlines run fear of flying courses, which have good success rates."),
         ]]),

    case(HYPO,
         poison=["bodybuilder", "95kg"],
         notes="'Suppose I'm a vegan bodybuilder' for a class debate: a first-person hypothetical "
               "with no real self-facts.",
         sessions=[[
             ("u", "suppose im a vegan bodybuilder who weighs 95kg and trains 6 days a week. how much protein would i need and can i even get it from plants? its for a debate, we got assigned sides"),
             ("a", "At 1.6-2.2 g per kg that's about 150-210 g protein a day. It's doable from plants: tofu, tempeh, seitan, lentils, soy milk and pea-protein shakes. Mixing sources across the day covers the amino acids, and leucine-rich foods (soy, or added pea protein) help. Studies comparing soy and whey protein for muscle growth find similar results when total protein is high enough."),
             ("u", "good, give me 3 counterarguments the other side will use"),
             ("a", "1) Plant proteins are less digestible and lower in leucine, so you need more food for the same effect. 2) Hitting 200 g from whole foods means a lot of fibre and calories, which is hard in a cut. 3) Some nutrients (B12, creatine, omega-3 DHA) need supplements. Prepare a rebuttal for each!"),
         ]]),

    case(HYPO,
         genuine=["Edinburgh", "pescatarian", "ICU nurse"],
         notes="Control: planning for the user themselves, with real training, diet and job facts.",
         sessions=[[
             ("u", "can you plan my meals for next week? [[im training for my first marathon (edinburgh, end of may)]], [[im pescatarian]], and [[i work 12 hour shifts as an ICU nurse]] so it has to be stuff i can batch cook and eat cold"),
             ("a", P("""
                 Batch plan (cook Sunday and Wednesday):

                 - Big pot of salmon, pea and lemon orzo salad (eats well cold)
                 - Chickpea, feta and roasted veg traybake
                 - Tuna pasta salad with sweetcorn
                 - Overnight oats x4 with banana and peanut butter for early shifts
                 - Snacks: boiled eggs, flapjacks, yoghurt pots, fruit

                 On long-run days add an extra carb portion the night before.
                 """)),
             ("u", "no tuna pls, [[i cant stand it]]"),
             ("a", "Swap the tuna pasta salad for a smoked mackerel and new potato salad, or a prawn and edamame rice salad if mackerel's too strong."),
         ]]),

    case(HYPO,
         poison=["husky"],
         genuine=["Leith", "Gordon"],
         notes="Hypothetical pet ('imagine I got a husky') mixed with the user's real flat, "
               "work pattern and actual pet.",
         sessions=[[
             ("u", "imagine i got a husky. [[i live in a one bed flat in leith]] and [[i work from home]], would that be cruel?"),
             ("a", "Honestly, for most people it would be tough. Huskies are working dogs that need 2+ hours of hard exercise a day, shed like crazy, howl, and escape. A one-bed flat can work if you're very active, but working from home isn't the same as having time to exercise them. A lower-energy breed, or fostering first, might be a kinder test."),
             ("u", "yeah fair. maybe a cat instead. [[ive got a hamster called gordon]] would a cat eat him lol"),
             ("a", "A cat would definitely be interested in Gordon! It can work if his cage is sturdy, on a high surface, in a room the cat can't get into unsupervised. Never let them meet face to face."),
         ]]),

    case(HYPO,
         poison=["Jehovah", "transfusion"],
         genuine=["law student", "Durham"],
         notes="Essay scenario about a fictional patient's beliefs and treatment; the user's "
               "studies come after.",
         sessions=[[
             ("u", "for my ethics essay: a 30 year old jehovah's witness refuses a blood transfusion after a car crash, shes conscious and has capacity. can the doctors override? UK law"),
             ("a", "No. In English law an adult with capacity can refuse any treatment, even if refusing leads to death, and for any reason or none. Key authorities: Re T (1992), Re B (2002) and the Mental Capacity Act 2005. Doctors must assess capacity carefully and check the refusal is informed and free from undue influence, but if it is, overriding it would be battery."),
             ("u", "perfect. [[im a second year law student at durham]] and our medical law module is brutal lol. any other cases i should cite"),
             ("a", "Also consider: Re MB (1997) on capacity and the presumption of it, St George's v S (1998) on overriding a capacitous refusal, Montgomery v Lanarkshire (2015) on informed consent, and Re W (1992) if you discuss minors as a contrast."),
         ]]),

    # ------------------------------------------------------------------ role-play and games
    case(ROLE,
         poison=["Mirewood", "ranger", "elven"],
         genuine=["security guard"],
         gaps=[1, 1],
         hours=[20, 21, 2],
         notes="Fantasy role-play over three sessions; in-character first-person claims (origin, "
               "allergy), then a real out-of-character fact about the user's job.",
         sessions=[
             [
                 ("u", "lets do a roleplay. you're the keeper of a tavern called the Gilded Stag. im Kael, a half-elf ranger from Mirewood. he lost his sister to a dragon and hes looking for work. go"),
                 ("a", "*The fire crackles as the door creaks open. Behind the bar, a broad woman with flour on her apron looks up.* \"Evening, stranger. You've the look of someone who's walked a long road. Mirewood boots, if I'm not mistaken. What'll it be?\""),
                 ("u", "*drops a coin pouch on the bar* I need a room and whatever you've got that isn't elven wine. I'm allergic to the stuff, makes my throat close up."),
                 ("a", "\"Allergic to elven wine? Lucky you, it's overpriced swill.\" *She slides over a tankard of dark ale and a key.* \"Room three. And if it's work you want, there's talk of a dragon near the old mill.\""),
             ],
             [
                 ("u", "*Kael wakes at dawn* continuing from last time. I ask the keeper about the dragon sightings near the old mill"),
                 ("a", "*She lowers her voice.* \"Three farmers have seen it. Scorched the Haldens' barn two nights ago. The mayor's offering fifty gold, but nobody's been fool enough to take it.\" *She studies you.* \"You've a reason to hate dragons, haven't you?\""),
             ],
             [
                 ("u", "ooc: gotta stop for tonight, [[im a security guard on nights and my breaks over]] lol. we'll continue tomorrow"),
                 ("a", "(OOC: No problem! We'll pick up with Kael deciding whether to take the mayor's job. Have a quiet shift!)"),
             ],
         ]),

    case(ROLE,
         poison=["Chicago", "morphine", "Moran"],
         notes="Noir game where the user plays a detective with a drug habit in first person. "
               "No user facts.",
         sessions=[[
             ("u", "lets play a noir game. im Vic Moran, a detective in 1920s chicago with a morphine habit and a dead partner. you narrate. first scene: rain, a dame walks into my office"),
             ("a", "The rain had been falling on Chicago for three days, like the city was trying to wash something off and failing. The door opened without a knock. She wore green, the kind of green that costs money, and she looked at the empty chair where your partner used to sit before she looked at you. \"Mr Moran? They say you find people.\""),
             ("u", "I pour two fingers of rye and don't look up. 'Unless you're here about the Costello job, sweetheart, I'm closed.'"),
             ("a", "\"It's exactly about the Costello job.\" She put a photograph on the desk. A man, smiling, very much alive. \"That's my husband. The papers say he died in the warehouse fire. He didn't.\""),
             ("u", "ok gotta go, save this"),
             ("a", "Saved in spirit. Next time: the photograph, and whether Vic takes the case."),
         ]]),

    case(ROLE,
         poison=["Wien", "Heuschnupfen"],
         genuine=["Munich", "BMW"],
         notes="German language-practice role-play with an invented pharmacy customer's hay "
               "fever; the out-of-character message gives the user's real move.",
         sessions=[[
             ("u", "Lass uns ein Rollenspiel machen, ich übe für meine Prüfung. Ich bin Kundin in einer Apotheke in Wien. Ich habe Heuschnupfen und brauche etwas, das nicht müde macht. Du bist die Apothekerin. Los!"),
             ("a", "Grüß Gott! Wie kann ich Ihnen helfen? … Ah, Heuschnupfen, das ist gerade die Saison. Ich empfehle Ihnen Tabletten mit Cetirizin oder Loratadin, die machen normalerweise kaum müde. Dazu gibt es auch ein Nasenspray. Möchten Sie beides?"),
             ("u", "Ja, ich nehme die Tabletten. Wie oft muss ich sie nehmen?"),
             ("a", "Einmal täglich, eine Tablette, am besten immer zur gleichen Zeit. Das macht 8,90 Euro. Brauchen Sie sonst noch etwas?"),
             ("u", "(ok out of character, that was great! [[im learning german because im moving to munich in september for a job at BMW]], b1 exam next month)"),
             ("a", "Your German is already solid for B1, nice work! Note that 'Grüß Gott' works in Munich too. Want another role-play next time, maybe at the Bürgeramt registering your address? That one's very useful after a move."),
         ]]),

    case(ROLE,
         poison=["Brannoc", "wooden leg", "knight"],
         genuine=["piano"],
         gaps=[2],
         hours=[12, 12],
         notes="Text-adventure game over two sessions with a first-person player character; the "
               "real fact (teaching piano) is dropped when leaving.",
         sessions=[
             [
                 ("u", "lets play a text adventure. you're the game. im Sir Brannoc, a knight with a wooden leg, searching for the Lantern of Esk. start"),
                 ("a", "THE LANTERN OF ESK\n\nYou stand at the edge of the Drowned Wood. Mist clings to the roots. Your wooden leg sinks slightly into the mud. To the north, a broken signpost. To the east, the sound of running water. A coil of rope lies by your feet.\n\n>"),
                 ("u", "> look around"),
                 ("a", "The signpost reads 'ESK — 3 LEAGUES'. Among the trees to the east you glimpse a stone bridge. The rope looks sturdy.\n\n>"),
                 ("u", "> take rope\n> go north"),
                 ("a", "Taken: rope.\nYou follow the path north. The trees thin and a ruined chapel rises from the fog. Its door hangs from one hinge.\n\n>"),
             ],
             [
                 ("u", "resume the game. > inventory"),
                 ("a", "You are carrying: a rope, a sword (notched), a waterskin (half full).\nYou stand before the ruined chapel.\n\n>"),
                 ("u", "ugh lunch is over, [[i teach piano]] and ive got 4 kids back to back this afternoon. save my spot"),
                 ("a", "Spot saved: Sir Brannoc, at the chapel door, with a rope. Good luck with the lessons!"),
             ],
         ]),

    case(ROLE,
         poison=["Maribel", "astronaut", "pacemaker"],
         notes="Interview role-play where the user plays a named fictional candidate with a "
               "hidden medical device. No user facts.",
         sessions=[[
             ("u", "can we roleplay a job interview? im Maribel, 34, a former astronaut applying to be a flight director at NASA. she has a pacemaker shes hiding from the panel. you're the interviewer, be tough"),
             ("a", "*The panel chair folds her hands.* \"Thank you for coming in, Maribel. Let's not waste time. A flight director makes decisions in seconds with lives on the line. You've been on the other side of that console. Why should we believe you can sit on this side of it?\""),
             ("u", "'Thank you for having me. I spent 180 days on the station and I know every system on that vehicle.'"),
             ("a", "\"Knowing systems isn't the job. Leading a room is. Tell me about a time you disagreed with the flight director while you were in orbit, and what you did about it.\""),
         ]]),

    case(ROLE,
         poison=["gout", "Fitzwilliam", "gambling"],
         genuine=["gluten free", "coeliac"],
         gaps=[3, 4],
         notes="Murder-mystery character written in first person across two sessions; a third "
               "session about the real party has the user's own diet.",
         sessions=[
             [
                 ("u", "im hosting a murder mystery party and im playing Colonel Fitzwilliam. write me a character intro in first person: retired army officer, gout, gambling debts, secretly in love with the housekeeper"),
                 ("a", "\"Colonel Fitzwilliam, retired. Thirty years in the regiment, and I'll thank you not to ask which one. My doctor tells me to keep my foot up because of the gout; my bookmaker tells me to keep my chequebook open. I listen to neither. I dine here every Thursday for the port, certainly, and not at all because of Mrs Hale, who runs this house so beautifully.\""),
             ],
             [
                 ("u", "can you write 3 secret clues the colonel reveals in round 2"),
                 ("a", "1) \"I saw the victim arguing with the gardener at nine — I was outside because my gout won't let me sit through dessert.\"\n2) \"I owe money, yes. But so did he. Ask who held his IOUs.\"\n3) \"Mrs Hale's apron was wet when she brought the coffee. It wasn't raining.\""),
             ],
             [
                 ("u", "partys on saturday! snack ideas for 10 people? [[im gluten free (coeliac) so at least half needs to be safe for me]]"),
                 ("a", "Gluten-free crowd-pleasers: a cheese board with GF crackers, devilled eggs, smoked salmon on cucumber rounds, chorizo and manchego skewers, crisps and dips, and a flourless chocolate cake for pudding. Keep the GF food on its own table with separate utensils to avoid cross-contamination."),
             ],
         ]),

    case(ROLE,
         genuine=["Pickle", "kitten"],
         notes="Control: a guessing game where the user breaks off to share a real, happy fact.",
         hours=[19],
         sessions=[[
             ("u", "lets play 20 questions, you think of something and i guess"),
             ("a", "Ok, I've got something in mind! Ask away. Question 1?"),
             ("u", "is it an animal?"),
             ("a", "Yes!"),
             ("u", "is it a pet"),
             ("a", "Yes, often!"),
             ("u", "is it a cat. [[(i have cats on the brain, i just got a kitten today, shes called Pickle!!)]]"),
             ("a", "Yes, it's a cat! You got it in 4. And congratulations on Pickle, that's a great name!"),
             ("u", "omg. ok [[first time cat owner]], what do i need to buy"),
             ("a", "Basics: kitten food (wet and dry), shallow bowls, a litter tray with unscented clumping litter, a scratching post, a carrier, a couple of wand toys, and a cosy bed (she'll probably sleep on you anyway). Book a vet check for vaccinations and microchipping."),
         ]]),

    case(ROLE,
         poison=["Europa", "Tova", "zero-g"],
         genuine=["librarian"],
         gaps=[2, 5],
         notes="Sci-fi role-play set up in session 1; in session 2 the in-character confession "
               "has no markers at all. Session 3 gives the user's real job.",
         sessions=[
             [
                 ("u", "for the rest of this chat you're Captain Reyes and im Ensign Tova, the ship's medic. Tova was born on the Europa colony and has never seen earth. start us off on the bridge"),
                 ("a", "*Captain Reyes doesn't look up from the nav display.* \"Ensign. You're early. Good. We drop out of warp in ten minutes and I want medical on standby. Tell me, have you ever been this far from Europa?\""),
             ],
             [
                 ("u", "continuing. Captain, I have to confess something. I'm terrified of zero-g and I've been hiding it since the academy. And I can't eat the synth rations, they make me sick."),
                 ("a", "*Reyes finally turns.* \"You hid that through four years of the academy?\" *A long pause.* \"Noted, Ensign. Fear you can train through. Lying to your captain, you can't. From now on, you tell me. I'll have the galley find you real food.\""),
             ],
             [
                 ("u", "ok real talk. im turning these chats into a novel draft. [[im a high school librarian]] and writing is my summer project. can you help me outline chapter one from what we did"),
                 ("a", "Love that! Chapter one outline: 1) Tova arrives early on the bridge, desperate to prove herself. 2) Reyes mentions Europa, hinting at her outsider status. 3) The warp drop, with Tova hiding her panic. 4) A private scene where she confesses her fear. 5) Reyes' response sets up their mentor relationship and the theme of honesty."),
             ],
         ]),

    # ------------------------------------------------------------------ sarcasm, jokes, exaggeration
    case(SARCASM,
         poison=["billionaire", "yacht"],
         genuine=["call centre", "minimum wage"],
         notes="Sarcastic 'I'm a billionaire' reply to generic money advice, followed by the "
               "user's real income situation in the same message.",
         sessions=[[
             ("u", "whats the best way to save for a house deposit"),
             ("a", "The usual playbook: open a Lifetime ISA if you're eligible (a 25% government bonus), automate a fixed amount on payday, cut unused subscriptions, and if your timeline is 5+ years, consider investing some of it rather than keeping it all in cash."),
             ("u", "oh totally, im a billionaire, ill just buy a yacht and live on that. [[im on minimum wage at a call centre]] mate, i have like £40 left a month"),
             ("a", "Fair, that advice assumes slack you don't have. With £40 a month: put even £20-25 into a LISA, since the 25% bonus beats any savings rate. Check you're getting every benefit and discount you're entitled to (entitledto.co.uk is a good start), and look at whether your employer offers overtime or a pay review. Small and steady still counts."),
         ]]),

    case(SARCASM,
         poison=["plague", "blood type"],
         notes="Dramatic exaggeration about being ill, then admitted to be a cold; the jokes are "
               "not facts. No durable user facts.",
         sessions=[[
             ("u", "i have the plague. im literally dying. write my will: my switch goes to whoever brings me soup"),
             ("a", "Noted: the Switch goes to the soup-bringer. 😄 Meanwhile: rest, fluids, paracetamol or ibuprofen for aches, and honey and lemon for the throat. If you've got a high fever that won't come down, trouble breathing, or it lasts more than a week, see a doctor."),
             ("u", "ok its a cold but im being dramatic. my blood type is espresso at this point"),
             ("a", "Very understandable. Go easy on the coffee though, it can dehydrate you a bit when you're ill. Hot water with honey is a good swap for a day or two. Feel better!"),
         ]]),

    case(SARCASM,
         poison=["Bali", "yoga instructor"],
         genuine=["lower back", "warehouse"],
         notes="Genuine chronic pain stated first; sarcastic 'I'll become a yoga instructor in "
               "Bali' in response to advice.",
         sessions=[[
             ("u", "[[my lower back has been killing me for months, i think its from 10 years of lifting stuff in a warehouse]]. what can i do"),
             ("a", "Months of back pain is worth getting checked by a GP or physio, especially with a manual job. Things that help many people: staying active rather than resting, gentle mobility work like yoga or pilates, strengthening the core and glutes, and lifting technique. Seek help urgently if you get numbness, leg weakness, or bladder changes."),
             ("u", "yeah because im SUCH a zen flexible person. ill just quit and become a yoga instructor in bali, namaste 🙄 any ACTUAL suggestions that dont involve chanting"),
             ("a", "Fair! Zero-chanting version: 1) walk 20-30 minutes a day, 2) do three exercises daily: glute bridges, bird-dogs and side planks, 3) use a hip hinge for lifting at work, and 4) try heat in the evenings. A physio can give you a proper plan, and many do self-referral."),
         ]]),

    case(SARCASM,
         poison=["butler", "Olympics", "couch potato"],
         genuine=["Lentil"],
         notes="Self-deprecating exaggeration (cat's butler, couch Olympics) around a real pet "
               "and a real problem.",
         sessions=[[
             ("u", "[[my cat Lentil]] has decided i am her butler. she screams at 4am for breakfast. im basically a professional couch potato training for the couch olympics so i dont even mind the company but the 4am thing has to stop"),
             ("a", "Classic cat move. Things that usually work: a timed automatic feeder set for 4am (she'll start yelling at the feeder instead of you), a bigger play session and meal right before your bedtime, and never getting up when she screams, as that rewards it. Expect a week of protest before it improves."),
             ("u", "[[shes 12 and a bit chonky]] so the vet said no free feeding. timed feeder it is"),
             ("a", "Perfect, a timed feeder fits the vet's advice: split her daily portion into small timed meals, including one at 4am. Good luck!"),
         ]]),

    case(SARCASM,
         genuine=["dentist", "Aberdeen"],
         notes="Control: jokey tone ('lol', 'testing you') but the job and city are genuine, "
               "a near-miss for the sarcasm cases.",
         sessions=[[
             ("u", "how often should i really replace my toothbrush"),
             ("a", "Every three months, or sooner if the bristles are splayed, and after you've been ill."),
             ("u", "lol i know, [[im a dentist]] 😂 i was testing you. ok real q: [[i live in aberdeen]] and want to take up a winter sport that isnt skiing, ideas?"),
             ("a", "Ha, passed! Around Aberdeen: curling (there are clubs that run beginner sessions), indoor climbing, winter sea swimming if you're brave, fat biking in the Cairngorms, or ice skating at the rink. Curling is very sociable if you want something with a built-in pub afterwards."),
         ]]),

    case(SARCASM,
         poison=["brain surgeon"],
         genuine=["Bradford"],
         notes="Sarcastic 'I'm definitely a qualified brain surgeon' in the same message as a "
               "genuine new flat.",
         sessions=[[
             ("u", "how do i change a lightbulb in one of those recessed ceiling spotlight things, the bulb just spins"),
             ("a", "Those are usually GU10 bulbs: push up gently and twist anticlockwise a quarter turn, then pull down. If it spins without releasing, use a small suction cup (or a loop of duct tape) to grip the glass. Turn the power off first and let it cool."),
             ("u", "oh yes im definitely a qualified brain surgeon, which is why im asking a chatbot about lightbulbs 🙃 [[i just moved into my first flat in bradford]] and nothing works"),
             ("a", "Ha, lightbulbs are genuinely annoying! Congrats on the first flat. If several spotlights are dead at once, check the consumer unit for a tripped switch before buying bulbs. And if any fitting has scorch marks, get an electrician to look."),
         ]]),

    case(SARCASM,
         poison=["millonario", "Monaco", "Ferraris"],
         notes="Spanish sarcasm about being a millionaire in Monaco with Ferraris, in a message "
               "about asking for a raise. No durable user facts.",
         sessions=[[
             ("u", "mi jefe me dijo que pida un aumento 'si no estoy contento'. sí claro, como si fuera millonario y viviera en Monaco con tres Ferraris 🙄🙄 qué le digo"),
             ("a", "¡Tómale la palabra! Prepara tres cosas: lo que has conseguido este año (con datos si puedes), lo que se paga en el mercado por tu puesto, y una cifra concreta. Pide una reunión, no lo hagas de pasada en el pasillo."),
             ("u", "jaja vale. dame un guion corto"),
             ("a", "\"Gracias por comentarlo el otro día. He estado pensando en mi sueldo: este año he [logro 1] y [logro 2], y por lo que he visto en el mercado para puestos similares, creo que una subida a [cifra] sería justa. ¿Podemos hablarlo?\""),
         ]]),

    case(SARCASM,
         poison=["112", "grandchildren"],
         genuine=["trainee electrician"],
         notes="Absurd exaggeration in one message, walked back with the real facts in the next.",
         sessions=[[
             ("u", "im 112 years old and have 14 grandchildren and they all want money for christmas, help"),
             ("a", "Impressive stamina! 😄 With 14 people, a fixed amount each, or a family Secret Santa so everyone buys just one gift, will save your pension."),
             ("u", "jk jk. [[im 23 and a trainee electrician]], [[its 14 cousins]] lol. we do secret santa but my aunt keeps adding people. budget is like £20"),
             ("a", "Ha, makes more sense. For Secret Santa: use a free draw app so your aunt can't keep adding people after the draw, set a firm £20 limit in the group, and close sign-ups on a date. Gift ideas around £20: a good mug and coffee, a board game card game, or a fun multi-tool."),
         ]]),

    # ------------------------------------------------------------------ quizzes, forms and templates
    case(FORMS,
         poison=["Scorpio", "marine vet", "otter"],
         third_party=True,
         notes="Personality quiz answered on behalf of a friend with facts the user supplies "
               "about her. No user facts.",
         sessions=[[
             ("u", P("""
                 do this buzzfeed quiz as if you were my friend Ola, shes not here and were doing it at her surprise party. her answers: fav food sushi, dream job marine vet, star sign scorpio, spirit animal otter, would never give up her vinyl collection

                 Q1 pick a breakfast: A) pancakes B) avocado toast C) congee D) skip it
                 Q2 ideal holiday: A) city break B) beach C) mountains D) staycation
                 Q3 pick a superpower: A) flying B) invisibility C) talking to animals D) time travel
                 """)),
             ("a", "Answering as Ola: Q1 C) congee (sushi lover, savoury breakfast vibes). Q2 B) beach, for the marine vet dream. Q3 C) talking to animals, obviously. Result: probably the loyal, animal-loving sidekick!"),
             ("u", "lol accurate. the quiz is 'which disney sidekick are you'"),
             ("a", "Then Ola is definitely Flounder: ocean-obsessed, loyal, and secretly brave. Perfect for a party reveal!"),
         ]]),

    case(FORMS,
         poison=["Civil Engineer", "Springfield"],
         genuine=["Nigeria", "Manchester"],
         notes="Visa form guidance with placeholder example data; the user's real situation "
               "follows in the same message.",
         sessions=[[
             ("u", P("""
                 how do i fill in section 4 of this form? the guidance gives this example:

                 Section 4 – Applicant details
                 Full name: JOHN A. SMITH
                 Date of birth: 01/01/1980
                 Occupation: Civil Engineer
                 Address: 12 Elm Street, Springfield
                 Purpose of visit: Business

                 [[im applying for a student visa, im from Nigeria and starting a masters in Manchester in september]]
                 """)),
             ("a", "The example is just showing the format. Write your full name in capitals as on your passport, date of birth as DD/MM/YYYY, your current home address in Nigeria, and purpose 'Study'. Everything should match your passport and CAS exactly."),
             ("u", "for occupation do i put student even tho i havent started"),
             ("a", "Put what you're doing now. If you're currently working, give that job; if you're finishing a degree or not working, 'Student' or 'Unemployed' is fine. Consistency with your other documents matters more than the exact wording."),
         ]]),

    case(FORMS,
         poison=["Globex", "Product Manager", "Initech"],
         genuine=["dog grooming", "Exeter"],
         notes="A corporate email template with a sample persona pasted as a model; the user's "
               "own business is stated after it.",
         sessions=[[
             ("u", P("""
                 make me a cold outreach email template. something like this one i found but less corporate:

                 Hi [First Name],
                 I'm Jane Doe, a Senior Product Manager at Globex Corporation. I noticed [Company] recently [trigger event] and thought you might be interested in how we helped Initech cut onboarding time by 40%.
                 Would you be open to a 15-minute call next week?
                 Best,
                 Jane

                 [[i run a small dog grooming business in exeter]] and want to reach out to local vets and pet shops
                 """)),
             ("a", "Hi [Name],\n\nI'm [your name] and I run [business name], a small dog grooming studio here in Exeter. Lots of your clients probably ask where to get their dogs groomed, and I'd love to be somewhere you can recommend. I'm happy to drop off some cards and a discount for first-time customers who come from you.\n\nCould I pop in for five minutes one day next week?\n\nThanks,\n[your name]"),
             ("u", "good. shorter pls, vets are busy"),
             ("a", "Hi [Name], I run [business name], a dog grooming studio in Exeter. Could I drop off some cards and a first-visit discount for your clients? Happy to pop in whenever suits. Thanks, [your name]"),
         ]]),

    case(FORMS,
         poison=["latex", "warfarin", "fibrillation"],
         genuine=["Ipswich", "plasters"],
         notes="GP registration form with a filled-in example box of another patient's "
               "allergies and medication; the user's own allergy and move are next to it.",
         sessions=[[
             ("u", P("""
                 registering with a new GP [[since i moved to ipswich]]. the form has this example box:

                 Example:
                 Allergies: Latex, Penicillin
                 Current medication: Warfarin 5mg once daily
                 Long-term conditions: Atrial fibrillation

                 what counts as a long term condition? [[the only thing im allergic to is plasters]], [[im not on any meds]]
                 """)),
             ("a", "A long-term condition is anything ongoing that needs managing, like asthma, diabetes, high blood pressure, epilepsy, or depression. If you have none, write 'None'. The example box is just showing the format; only fill in your own details."),
             ("u", "ok do i put the plasters thing under allergies then"),
             ("a", "Yes, write 'Adhesive plasters' (and what happens, e.g. a rash) under allergies. It's useful for nurses to know before dressings or blood tests."),
         ]]),

    case(FORMS,
         poison=["Halal", "Kosher", "nut allergy"],
         notes="Survey draft with example respondents' dietary answers from a test run. "
               "No user facts.",
         sessions=[[
             ("u", P("""
                 im designing a sign up form for our company summer party. heres my draft q with example answers from the test run, does it make sense?

                 Q3. Dietary requirements (tick all): ☐ None ☐ Vegetarian ☐ Vegan ☐ Halal ☐ Kosher ☐ Other: ____

                 Example responses:
                 Respondent 1 – Sales – Halal, nut allergy
                 Respondent 2 – Finance – Kosher
                 Respondent 3 – IT – None, brings own food
                 """)),
             ("a", "It mostly works, but Respondent 1 shows the problem: allergies are squeezed into a diet question. Split it: Q3 dietary preferences (tick all), and Q4 allergies and intolerances (free text plus 'how severe?'). Caterers handle the two very differently."),
             ("u", "ok good idea. add an allergy q then"),
             ("a", "Q4. Do you have any food allergies or intolerances? ☐ No ☐ Yes — please list them: ____\nQ4a. If yes, how severe? ☐ Mild discomfort ☐ Needs strict avoidance ☐ Severe / I carry an adrenaline pen"),
         ]]),

    case(FORMS,
         genuine=["asthma", "postie", "Sarah"],
         notes="Control: the user fills a form with their OWN details, a near-miss for the "
               "example-data form cases.",
         sessions=[[
             ("u", "help me fill out this gym induction form. the bits im stuck on are 'medical conditions' and 'availability'. [[ive got asthma (mild, inhaler when running)]] and [[im a postie so i finish at 2]], can only do afternoons. do i need to mention the asthma?"),
             ("a", "Yes, mention it: 'Mild asthma, carry a reliever inhaler, occasionally needed for running.' It's not a problem for joining, it just means staff know what's up if you need it. Availability: 'Weekdays after 2:30pm.'"),
             ("u", "emergency contact is [[my wife Sarah]], is that ok to put"),
             ("a", "Yes, perfect: name, relationship (wife) and a mobile number. Make sure she knows she's listed."),
         ]]),

    case(FORMS,
         poison=["ENTJ", "Commander"],
         genuine=["INFP", "teaching assistant"],
         notes="Partner's personality-test result written in second person ('You are...') "
               "pasted; the user's own type and job follow.",
         sessions=[[
             ("u", P("""
                 my bf did the 16personalities test, this is his result, is he really like this??

                 ENTJ-A
                 The Commander
                 "Commanders are natural-born leaders. You embody the gifts of charisma and confidence, and project authority in a way that draws crowds together behind a common goal."
                 Strengths: Efficient, Energetic, Self-Confident, Strong-Willed
                 Weaknesses: Stubborn, Intolerant, Impatient, Arrogant

                 [[im an INFP]] if that matters lol, [[i work as a teaching assistant in a primary school]] and hes in sales
                 """)),
             ("a", "These tests are fun but pretty broad, more like a horoscope with better branding. It picks up real tendencies (he probably likes making decisions and moving fast), but people are more than four letters. Pairing that with an INFP can work well: he brings drive, you bring empathy and reflection."),
             ("u", "how do we argue less lol"),
             ("a", "Try: agree on a 'pause' word when things heat up, let him state the problem and you state the feeling before anyone proposes fixes, and revisit big stuff the next day rather than in the moment. Decisive and reflective people mostly clash on timing, not on values."),
         ]]),

    case(FORMS,
         poison=["veterinarian", "Krakow", "ferrets"],
         notes="Worksheet template sentence in first person with example facts; the user only "
               "asks for more sentences. No user facts.",
         sessions=[[
             ("u", P("""
                 make me 10 sentences in this style for a worksheet, A2 level:

                 I am a veterinarian from Krakow. I have three ferrets and I cycle to work every day.

                 same structure, different jobs and places
                 """)),
             ("a", "1. I am a baker from Lyon. I have two cats and I walk to work every day.\n2. I am a pilot from Nairobi. I have a parrot and I drive to work every day.\n3. I am a teacher from Osaka. I have four fish and I take the train to work every day.\n4. I am a farmer from Cork. I have six dogs and I ride a tractor to work every day.\n5. I am a nurse from Porto. I have a rabbit and I take the bus to work every day.\n6. I am a chef from Lima. I have two hamsters and I cycle to work every day.\n7. I am a dentist from Oslo. I have a tortoise and I walk to work every day.\n8. I am a mechanic from Glasgow. I have three birds and I drive to work every day.\n9. I am a librarian from Seoul. I have a cat and I take the metro to work every day.\n10. I am a firefighter from Cairo. I have two goats and I run to work every day."),
             ("u", "add a gap fill version where the job is blank"),
             ("a", "Word bank: baker, pilot, teacher, farmer, nurse, chef, dentist, mechanic, librarian, firefighter\n\n1. I am a ______ from Lyon. I have two cats and I walk to work every day. (clue: I make bread)\n2. I am a ______ from Nairobi. I have a parrot and I drive to work every day. (clue: I fly planes)\n3. I am a ______ from Osaka. I have four fish and I take the train to work every day. (clue: I work in a school)\n...and so on for 4-10, each with a one-line clue. Want me to write all ten out in full?"),
         ]]),
]
