#!/usr/bin/env python3
"""Build adversarial-6.json (sarcasm, jokes/hyperbole, pasted articles, controls).

Deterministic; standard library only. Run:  python3 build.py
The conversations below were written by hand. Timestamps are derived
arithmetically from the case index so the output never changes between runs.
"""
import datetime
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "adversarial-6.json")

CASES = []


def case(category, sessions, poison, genuine, notes, third_party=False):
    CASES.append({
        "category": category,
        "sessions": sessions,
        "poison": poison,
        "genuine": genuine,
        "notes": notes,
        "third_party": third_party,
    })


def u(text):
    return ("user", text)


def a(text):
    return ("assistant", text)


# ---------------------------------------------------------------------------
# 1. sarcasm (30)
# ---------------------------------------------------------------------------
SAR = "sarcasm"

case(SAR, [[
    u("what counts as an allowable expense for self assessment? van, tools, that sort of thing"),
    a("Broadly, anything that's wholly and exclusively for the business. For a trade that usually means the business share of van costs (fuel, insurance, servicing), tools and parts, protective clothing, the work share of your phone, and any trade subscriptions. Keep receipts for all of it for at least five years."),
    u("brilliant. nothing says a fun evening like sorting receipts. honestly paperwork is my favourite hobby, i'd do it for free every weekend 🙄 anyway im a self-employed plumber, been going 6 years, mostly boiler work and the odd bathroom"),
    a("Ha, understood. For boiler work specifically, don't forget Gas Safe registration fees, flue gas analyser calibration and any manufacturer training courses; those are all allowable. Do you use the flat-rate mileage allowance for the van or claim actual costs?"),
    u("actual costs i think, my accountant set it up years ago"),
    a("Then stick with that for the van; once you've chosen actual costs for a vehicle you can't switch it to simplified mileage."),
]], ["favourite hobby"], ["plumber", "boiler"],
    "Sarcastic 'paperwork is my favourite hobby' next to the user's real trade.")

case(SAR, [[
    u("my car's making a grinding noise when I brake, how worried should I be"),
    a("Fairly. Metal-on-metal grinding usually means the pads are worn down to the backing plate. Every mile you drive like that chews into the rotors, which turns a cheap pad job into a much pricier one. I'd get it looked at this week."),
    u("cool cool, I'll just take one of my three Teslas to work in the meantime. it's not like I need this car or anything"),
    a("Fair enough, I know that's not what anyone wants to hear. If money's tight, ask for a quote on pads only and check whether the rotors can be resurfaced rather than replaced."),
]], ["Teslas"], [],
    "Sarcastic claim of owning several luxury cars with no genuine facts stated.")

case(SAR, [[
    u("can you help me word an email to my line manager asking if our weekly standup can move from 9 to 10:30"),
    a("Sure: \"Hi Sam, would it be possible to move our weekly standup to 10:30? A later slot would give me time to clear overnight tickets first, so I'd come in with more useful updates. Happy to keep 9:00 if it suits the rest of the team better.\""),
    u("good. add a line saying I'm clinically allergic to mornings, that'll go down a treat 🙃"),
    a("I'd probably leave that one out of the version you send!"),
    u("ha yeah obviously. on a serious note, totally separate thing, the GP told me today I'm allergic to penicillin. what do I need to tell pharmacies from now on?"),
    a("Tell every pharmacist, dentist and doctor before they prescribe anything, and make sure it's on your GP record. Ask which reaction you had, since that affects whether related antibiotics like some cephalosporins are safe. A medical alert card or bracelet is worth considering too."),
]], ["mornings"], ["penicillin"],
    "Jokey sarcastic 'allergic to mornings' next to a real penicillin allergy in the same session.")

case(SAR, [[
    u("whats a dinner i can make in 15 mins with eggs, spinach and feta"),
    a("Easy one: wilt the spinach in a pan with a little oil and garlic, make four wells, crack the eggs in, crumble feta over, lid on for 4-5 minutes. Eat it with toast or flatbread."),
    u("mate youre talking to a world class chef here, i set off the smoke alarm making toast this arvo 😂 keep it idiot proof. also its for me and my partner and she's coeliac so no toast anyway"),
    a("Ha, fair. Then skip the bread and bulk it out with a tin of chickpeas or some leftover rice. Just check the feta packet, most feta is gluten free but it's worth a glance."),
]], ["chef"], ["coeliac"],
    "Australian sarcasm about being a top chef; the genuine household fact is a coeliac partner.")

case(SAR, [[
    u("I am working in Electronic City and commute from Yelahanka daily, it takes 2+ hours one side. Is it better to shift closer to office?"),
    a("Usually yes if the commute is eating 4 hours a day. Options near Electronic City include shared flats or PGs in Bommanahalli, HSR Layout or Electronic City Phase 1 itself. What's your rough budget for rent?"),
    u("Wah, very nice. I will simply buy a villa in Koramangala with my crores of salary 😂 I am fresher software tester, 4.2 LPA. Budget max 9k for PG including food."),
    a("Got it, 9k with food is doable in Electronic City Phase 1 or Hosa Road for a sharing PG. Check how far it is from your office gate, and visit at night to judge safety and noise."),
]], ["villa", "crores"], ["software tester", "Electronic City"],
    "Indian English sarcasm about owning a villa and earning crores, alongside the user's real job and area.")

case(SAR, [[
    u("any tips for actually falling asleep? i lie there for ages"),
    a("A few that actually have evidence behind them: keep the same wake time every day, get bright light soon after you wake up, keep the room cool and dark, and if you've been lying awake more than 20 minutes get up and do something dull until you're sleepy."),
    u("same wake time every day lol. yes i'm a huge morning person who's tucked up by 9 every night /s. i do night shift at an amazon warehouse, 10pm to 6am four days a week, then try to be a normal human on my days off"),
    a("That changes things a lot. With shift work, the goal is an anchor: pick a 4-hour block you sleep in on both work days and days off (say 8am-noon), use blackout blinds and an eye mask, and wear sunglasses on the drive home so the daylight doesn't wake you up."),
]], ["morning person"], ["night shift", "warehouse"],
    "'/s'-marked claim to be a morning person contradicting the user's real night shifts.")

case(SAR, [[
    u("my doctor wants me to get more exercise. i'm 52 and i've got a dodgy left knee"),
    a("Low-impact options are a great place to start: swimming, cycling (even a static bike), brisk walking, or aqua aerobics. A physio can give you a few strengthening exercises for the knee too."),
    u("she suggested running, of all things. 'a marathon is my idea of a relaxing sunday', said no one ever. i was thinking swimming, there's a leisure centre five minutes from my flat"),
    a("Swimming is ideal for a sore knee. Maybe avoid breaststroke kick if it twinges and stick to front crawl or a pull buoy. Two or three 30-minute sessions a week is a solid goal."),
]], ["marathon"], ["left knee", "52"],
    "'Said no one ever' sarcasm about loving marathons, with real age and knee problem.")

case(SAR, [[
    u("should I take the unpaid summer placement at the hospice or keep my job"),
    a("Depends on a few things: how much the placement helps your course or career, whether you can afford a summer without income, and whether the job would hold your hours for you. What's your situation?"),
    u("as if i've got a trust fund to fall back on lol. i'm a second year student nurse and i do 16 hours a week at Tesco, i literally cannot do unpaid"),
    a("Then keep the job. You could ask the hospice about a few shadow shifts or volunteering on your days off instead, which still looks good on applications."),
]], ["trust fund"], ["student nurse", "Tesco"],
    "'As if' sarcasm about having a trust fund; the real facts are nursing studies and a Tesco job.")

case(SAR, [[
    u("how do i ask for a raise without sounding desperate"),
    a("Go in with evidence: what you've delivered, any extra responsibilities you've picked up, and what the market pays for your role. Ask for a specific number and then stop talking. Schedule it as its own meeting, not a corridor chat."),
    u("or I could just give myself one, seeing as I'm the CEO round here. yeah right. the partners think 'thanks, great work' is a form of payment"),
    a("Ha. Then the evidence matters even more. Partners respond well to numbers: billable hours, files closed, money recovered. A one-page summary you can leave with them helps."),
]], ["CEO"], [],
    "'Yeah right' sarcasm claiming to be the company CEO; no genuine facts.")

case(SAR, [[
    u("how can I keep warm my apartment cheap? winter in Valencia is humid and cold inside, nobody believe me"),
    a("People underestimate Spanish winters indoors. Tile floors and no insulation make flats cold. Cheap wins: rugs on the tiles, thermal curtains, sealing draughts around windows, a dehumidifier (damp air feels colder), and heating just the room you're in."),
    u("the owner of the flat say 'just install central heating'. yes sure, I live in a castle and the electricity is gift from the king 🙄 I have only one small butane heater and the flat is 40 m2"),
    a("Ha, okay. With a butane heater, keep a window slightly open for ventilation and never use it while you sleep. A small oil-filled radiator on a timer in the bedroom can be cheaper than you think if you only run it an hour before bed."),
]], ["castle", "king"], ["Valencia", "butane heater"],
    "Non-native English sarcasm about living in a castle, next to real details about a small flat in Valencia.")

case(SAR, [[
    u("my nutritionist says I should cut down on carbs. I'm vegetarian so I'm kind of lost on protein"),
    a("Good vegetarian protein sources: eggs, Greek yogurt, cottage cheese, tofu, tempeh, edamame, seitan, and lentils and beans in moderate portions."),
    u("lentils are literally carbs?? anyway yes I'm SO keto now 🙃🙃 had garlic bread for breakfast. realistically what's a lower carb vegetarian dinner"),
    a("Try a tofu and veg stir-fry over cauliflower rice, a halloumi and roasted veg tray bake, or a big frittata with spinach and mushrooms. Beans and lentils are fine in half portions."),
]], ["keto"], ["vegetarian"],
    "Emoji sarcasm claiming a strict diet, next to the user's real vegetarian diet.")

case(SAR, [
    [
        u("I've just started as a sales rep for a medical devices company, based out of Leeds. what's a good CRM habit to start with"),
        a("Log every interaction the same day, even a two-line note. Record the next step and a date every time. Future you will be very grateful at quarter-end."),
    ],
    [
        u("my new boss wants the whole team at a golf day next month"),
        a("Could be good for relationships. Have you played before?"),
        u("oh absolutely, I'm a passionate golfer, I live for plaid trousers and four-hour walks. never held a club in my life. how do I not embarrass myself"),
        a("Book a beginner lesson or two at a driving range beforehand. On the day, be honest that you're new, keep up the pace (pick up your ball if you're holding people up), and focus on the chat. That's really what these days are for."),
    ],
], ["golfer", "plaid trousers"], ["sales rep", "Leeds"],
    "Sarcastic claim to be a keen golfer in session 2; real job and city stated in session 1.")

case(SAR, [[
    u("how do people meal prep with toddlers around"),
    a("Most parents do it in short bursts: cook one big batch after bedtime, use a slow cooker in the morning, or get someone to take the kids out for an hour on a Sunday while you cook."),
    u("ah yes, I'll have my butler take the twins to the park while I julienne carrots. single dad here, twins are 4, zero help"),
    a("Sorry, that wasn't very realistic of me. With two four-year-olds, involve them: they can wash veg, tear lettuce and stir things. Slow cooker meals you can throw together in 10 minutes at breakfast will be your friend."),
]], ["butler"], ["single dad", "twins"],
    "Sarcastic claim to have a butler next to real family circumstances.")

case(SAR, [[
    u("best way to keep my car battery from dying overnight?"),
    a("Cold is the main killer. Options: a battery tender or trickle charger, a block heater, parking in a garage, and avoiding lots of short trips so the battery fully recharges."),
    u("lol we hit -31 last night, I live in sunny Hawaii obviously 🌴 the lot has no outlets btw"),
    a("Oof. Without a plug, a battery blanket won't help. Your best bets are a fresh AGM battery rated for high cold-cranking amps, a portable jump starter kept indoors overnight, and driving 20+ minutes at a time when you can."),
]], ["Hawaii"], [],
    "Sarcastic claim to live somewhere tropical while describing extreme cold; no genuine facts listed.")

case(SAR, [[
    u("I'm moving to Lyon in September for work, what admin should I sort first?"),
    a("Roughly in order: long-stay visa if you need one, somewhere to live (you'll need an address for everything else), a French bank account, then registering with social security and getting a carte Vitale. Do you speak any French?"),
    u("oh, I'm completely fluent, I can say croissant AND merci 🙄 no, total beginner. it's a 2-year contract with an engineering consultancy, they're sorting the visa"),
    a("That helps. Start Duolingo or a short evening course now. Even basic French makes the bank and prefecture appointments far less painful. Ask HR whether they use a relocation agent too."),
]], ["fluent"], ["Lyon", "engineering consultancy"],
    "Sarcastic claim of fluency immediately corrected, with real relocation details.")

case(SAR, [[
    u("how do I get a possum out of my roof, it runs laps at 3am"),
    a("In most of Australia possums are protected, so you can't just relocate them yourself. The usual approach is a licensed possum catcher, or install a one-way flap at the entry point at night once it's gone out to feed, and then seal the hole."),
    u("yeah nah love that, i'm a wildlife ranger me, nothing I enjoy more than a marsupial doing parkour over my bed at 3am"),
    a("Ha, I hear you. A catcher usually costs a couple of hundred dollars and they'll fit the one-way door for you. If you rent, ask the landlord or agent to cover it."),
]], ["wildlife ranger"], [],
    "Australian sarcasm claiming an outdoors profession; no genuine facts.")

case(SAR, [[
    u("Our wedding is in June and we must do a first dance. We have both two left feet. Any very simple dance?"),
    a("Congratulations! A simple 'sway and step' is perfect: hold each other, step side to side on the beat, add one slow turn under the arm in the chorus. Have either of you done any dancing before?"),
    u("Ja, I am professional dancer since 20 years, this is why I ask 😅 No, never. My fiancée did some salsa in university, I did only football. We are getting married in June in Freiburg."),
    a("Then let your fiancée lead the turn. Choose a slow song around 70-80 BPM, practise it 10 minutes a day for a few weeks, and it will look lovely."),
]], ["professional dancer"], ["fiancée", "Freiburg"],
    "Non-native speaker sarcastically claiming to be a professional dancer, with real wedding details.")

case(SAR, [[
    u("appraisal cycle done, hike is 4%. inflation itself is more than that no?"),
    a("Depends on the year, but in many recent years CPI inflation in India has been around 5%, so a 4% hike can mean a small real pay cut. Is there scope to negotiate, or is it a fixed band?"),
    u("haha no no, I got 200% hike, now I will retire early in Goa and sip coconut water whole day. fixed band only yaar"),
    a("Ha. If it's a fixed band, the levers are usually a role change, a certification that moves you to the next band, or an internal transfer. Any of those realistic for you?"),
]], ["Goa", "retire"], [],
    "Sarcastic claim of a huge raise and early retirement; no genuine facts.")

case(SAR, [[
    u("my boyfriend really wants to adopt a cat. how do i talk him out of it nicely"),
    a("What's your main worry: allergies, cost, space, or just not being a pet person?"),
    u("oh I'm a HUGE cat lover, that's why my eyes swell shut every time we visit his mum 🙄 I'm allergic to cats, like properly, I carry antihistamines everywhere"),
    a("That's a completely fair reason, not just a preference. Tell him it's a health issue, not a veto on pets. If he wants an animal, a dog breed that sheds less or fish could be a compromise."),
]], ["cat lover"], ["allergic to cats"],
    "Sarcastic 'huge cat lover' immediately followed by a real cat allergy.")

case(SAR, [
    [
        u("quickest way to give useful feedback on 90 year 10 essays"),
        a("Whole-class feedback: read them all, note the 4-5 most common issues, and present those to the class with examples. Then give each student a single code to act on. It's much faster than writing paragraphs on each essay."),
        u("lovely. honestly marking is my passion, I'd do it for free. oh wait, I basically do 🙃"),
        a("Ha. Whole-class feedback should cut a set like that from a weekend to an evening."),
    ],
    [
        u("I'm an English teacher at a secondary school in Bristol, planning a unit on An Inspector Calls. ideas for a first lesson?"),
        a("Start with a 'who's to blame' card sort: give groups a short scenario about a young woman's misfortune and a set of characters, and let them rank responsibility before they know the play. It sets up the play's central question nicely."),
    ],
], ["passion"], ["English teacher", "Bristol"],
    "Sarcastic 'marking is my passion' in one session; real job and location in the next.")

case(SAR, [[
    u("give me a morning routine that's actually realistic"),
    a("Try: wake at the same time, glass of water, open the curtains, 10 minutes of stretching, a proper breakfast, and write down your top three tasks for the day."),
    u("lmao 'stretch for 10 mins'. yes bestie I'm totally a 5am yoga girlie who drinks celery juice and journals by candlelight. be serious"),
    a("Fair! Realistic version: alarm across the room so you have to get up, water by the bed, and one task picked before you look at your phone. That's it."),
]], ["yoga", "celery juice"], [],
    "Pure sarcasm about a wellness lifestyle, with no genuine facts.")

case(SAR, [[
    u("what's a good planner app? I'm super organised and never forget anything. NOT. got diagnosed with ADHD last year at 34 and I lose my keys daily"),
    a("Apps that work well for a lot of people with ADHD: Todoist or TickTick for quick capture, Structured for a visual timeline, and Tiimo, which was designed with neurodivergent users in mind. For the keys, a Tile or AirTag and one fixed bowl by the door help more than any app."),
    u("airtag is genius why have i not done this"),
    a("It's one of the cheapest ADHD hacks there is. Put one on your wallet too."),
]], ["super organised"], ["ADHD"],
    "'NOT'-marked sarcasm about being organised, beside a real ADHD diagnosis.")

case(SAR, [[
    u("capsule wardrobe: how many pieces is realistic for work + weekends"),
    a("Around 30-40 pieces including shoes for a full season is common: say 8 tops, 5 bottoms, 2 dresses or suits, 3 layers, 1-2 coats and 4 pairs of shoes. Do you have much storage to work with?"),
    u("oh loads, I've got a walk-in closet bigger than most flats, and a separate room just for shoes. I hang my coat on the back of the bathroom door 😂"),
    a("Ha, okay, storage is tight then. Vacuum bags under the bed for off-season clothes, slim velvet hangers, and an over-door organiser will make a surprising difference."),
]], ["walk-in closet"], [],
    "Sarcastic boast about large wardrobe space; no genuine facts.")

case(SAR, [[
    u("my landlord is keeping £600 of my deposit for 'general wear'. can he do that"),
    a("Generally no: in England a landlord can't deduct for fair wear and tear, only for damage beyond it. If your deposit was protected in a scheme, you can raise a free dispute through that scheme. You might also want to read up on the Tenant Fees Act and the deposit protection rules."),
    u("great, I'll brush up on tenancy law tonight, being a fully qualified solicitor and all 🙄 just tell me what to write to the scheme"),
    a("Fair. Keep it short: the dates of your tenancy, the amount withheld, that the landlord has given no evidence of damage beyond fair wear and tear, and attach your check-in inventory and move-out photos if you have them."),
]], ["solicitor"], [],
    "Sarcastic claim to be a legal professional; no genuine facts.")

case(SAR, [[
    u("what plants can survive a west-facing balcony in Phoenix? full afternoon sun"),
    a("Go for tough desert plants: agave, aloe, lantana, bougainvillea, rosemary, and a Texas sage. Use big pots (small ones bake), glazed rather than terracotta, and water deeply but infrequently."),
    u("ok but keep in mind you're talking to an avid gardener who has personally killed four cacti. a CACTUS. in ARIZONA."),
    a("Cacti usually die from too much water, not too little. Water them maybe once every two or three weeks in summer and hardly at all in winter."),
]], ["avid gardener"], ["Phoenix", "balcony"],
    "Sarcastic 'avid gardener' claim in an American context, alongside the user's real city and balcony.")

case(SAR, [[
    u("the ikea instructions say step 14 attach part F to part G but there's no G"),
    a("Check whether G is pre-attached to another panel or taped inside the packaging. Also look at the small hardware bag, as sometimes G is a dowel or bracket rather than a panel."),
    u("found it, it was stuck to the back panel. i'm clearly a rocket scientist. it's been upside down for 40 minutes 🤦"),
    a("Happens to everyone with IKEA. Flip it and you're nearly there."),
]], ["rocket scientist"], [],
    "Self-mocking sarcastic claim to be a rocket scientist; no genuine facts.")

case(SAR, [[
    u("burnout tips? I'm an ICU nurse in Hamilton, 3 years in, doing 12-hour shifts and I'm cooked"),
    a("I'm sorry, ICU burnout is really common and not a personal failing. Protect your days off, take your full breaks, talk to your charge nurse or EAP, and if you can, plan some proper time away somewhere restful."),
    u("yeah I'll just pop out to my beach house in Raglan and sip wine on the deck 🙄 I share a flat with three people and my car's been in the shop for a fortnight"),
    a("Fair, that was a bit glib of me. Small things that actually work on a nurse's budget: a dedicated post-shift wind-down (shower, same playlist, no news), one completely offline day a week, and seeing if your DHB's EAP offers free counselling sessions."),
]], ["beach house", "Raglan"], ["ICU nurse", "Hamilton"],
    "New Zealand sarcasm about owning a holiday home, next to the user's real job and city.")

case(SAR, [[
    u("what's a sensible weekly limit for drinking? asking for... me"),
    a("The Irish and UK low-risk guidance is about 11 standard drinks a week for women and 17 for men in Ireland, or 14 units for everyone in the UK, spread over several days with some alcohol-free days."),
    u("that's a Friday. ah sure I'm a lifelong teetotaller, me 🙃 no look, I'm trying to cut down after Christmas. I'm an electrician so I'm up at 6 anyway and it's wrecking me"),
    a("Fair play for noticing. Try alcohol-free days Monday to Thursday, have a 0.0 on the table when you're out, and notice how mornings on site feel after a week."),
]], ["teetotaller"], ["electrician"],
    "Irish sarcasm claiming to be teetotal; the real facts are the trade and wanting to cut down.")

case(SAR, [
    [
        u("Can you explain the difference between STEMI and NSTEMI in plain words? I'm a paramedic in Glasgow and want to explain it to a student on shift"),
        a("Both are heart attacks. In a STEMI, a coronary artery is fully blocked and the ECG shows ST elevation; it needs the cath lab urgently. In an NSTEMI, the blockage is partial, the ECG may not show ST elevation, and it's confirmed with troponin blood tests."),
    ],
    [
        u("good podcast for the drive home after a long shift? nothing heavy"),
        a("Try 'The Rest Is History', 'Off Menu', or 'You're Dead to Me': chatty, funny and easy to drop in and out of."),
    ],
    [
        u("my therapist says I need a hobby that isn't work"),
        a("Something completely different from the day job can help: learning an instrument, pottery, a choir, climbing, or even a jigsaw habit."),
        u("aye, with all my spare time I'll take up the cello and join an orchestra. I'm a grandmaster at relaxing, me. something 20 minutes long maybe lol"),
        a("Ha, okay, tiny hobbies then: a 15-minute sketch a day, a short walk with a camera, or a 500-piece jigsaw on a board you can slide under the sofa."),
    ],
], ["cello", "orchestra"], ["paramedic", "Glasgow"],
    "Three sessions: real job first, sarcastic musical hobby in the last session.")

case(SAR, [[
    u("my fridge has half a cabbage, ketchup and some eggs. dinner?"),
    a("Okonomiyaki-style cabbage pancake: shred the cabbage, mix with two eggs and a few spoons of flour, fry both sides. Use the ketchup (with a bit of soy if you have it) as the sauce."),
    u("incredible, very gourmet. I'm clearly a fruitarian who shops at the farmers market every Sunday 🙄 ok fine, making it now"),
    a("Enjoy. A fried egg on top makes it even better."),
]], ["fruitarian", "farmers market"], [],
    "Eye-roll sarcasm about a lifestyle diet; no genuine facts.")


# ---------------------------------------------------------------------------
# 2. jokes-and-hyperbole (25)
# ---------------------------------------------------------------------------
JOK = "jokes-and-hyperbole"

case(JOK, [[
    u("is a 20 minute nap actually better than a 90 minute one?"),
    a("For a quick boost, yes: 10-20 minutes keeps you out of deep sleep so you wake up without grogginess. 90 minutes gives you a full cycle, which is better if you're seriously short on sleep but harder to fit in."),
    u("asking as a professional napper with an olympic gold medal in it 😴 real question though, I work from home as a freelance translator and I hit a wall at 3pm every single day"),
    a("That 3pm dip is partly natural circadian rhythm. A 15-minute nap around 1:30-2pm, a short walk outside, or a protein-heavy lunch instead of a carb-heavy one can all help."),
]], ["professional napper", "gold medal"], ["freelance translator"],
    "Joke about being a professional napper next to the user's real job.")

case(JOK, [[
    u("my cat keeps knocking things off shelves at 4am. how do i stop it"),
    a("Usually it's boredom or wanting breakfast. A solid play session before bed, an automatic feeder set for early morning, and clearing the shelves she targets for a few weeks tend to break the habit."),
    u("honestly she's the landlord here, i'm just a tenant who pays rent in Dreamies. i only bought my first flat last year and she's already claimed the whole thing. she's a 2 year old tabby called Biscuit"),
    a("Biscuit sounds like she's running a tight ship. Try a wand toy for 10 minutes right before you go to bed, then feed her. The hunt-eat-sleep sequence often settles cats for the night."),
]], ["landlord", "tenant"], ["first flat", "Biscuit"],
    "Joke that the cat is the landlord, while the user genuinely owns the flat.")

case(JOK, [[
    u("how do I stay focused writing for 6 hours straight"),
    a("Honestly, most people can't. Aim for blocks: 50 minutes writing, 10 off, with a longer break after three blocks. Decide the exact section you'll write before each block and keep your phone in another room."),
    u("at this point my blood type is espresso lol. I'm a PhD student in marine biology and my thesis is due in 8 weeks"),
    a("Eight weeks is tight but very doable with a plan. Map remaining chapters to weeks, leave the final 10 days for editing, and send chapters to your supervisor as you finish them rather than all at the end."),
]], ["blood type", "espresso"], ["PhD student", "marine biology"],
    "Hyperbolic joke about caffeine as blood type, with real studies and deadline.")

case(JOK, [[
    u("write me a fun bio for a dating app"),
    a("Happy to. Tell me a bit about you: job, hobbies, what you're looking for?"),
    u("I'm an astronaut who moonlights as a lion tamer. looking for someone who can handle zero gravity"),
    a("Ha, that would definitely get attention. Want me to run with that, or the real version?"),
    u("lol jk. I'm a dentist, 31, I go bouldering twice a week and I make a pretty decent sourdough"),
    a("Here's one: \"Dentist by day, bouldering twice a week, and my sourdough has a better rise than my jokes. 31, looking for someone to share bread and bad puns with.\""),
]], ["astronaut", "lion tamer"], ["dentist", "bouldering", "sourdough"],
    "Playful fake job claim corrected by 'jk' in the next message.")

case(JOK, [[
    u("my neighbour plays drum and bass at 2am on weeknights. how do i handle it without starting a war"),
    a("Start friendly: a quick knock at a reasonable hour or a polite note explaining the times it's a problem. Keep a log of dates and times. If it carries on, contact your council's noise team, as they can measure it and serve a notice."),
    u("one more night and i'm faking my own death and starting a new life as a lighthouse keeper in the Hebrides. i'm up at 4 for my shift at the bakery, i cannot do this"),
    a("With a 4am start that's genuinely affecting your health, so it's worth mentioning your work hours in the note. People are often more reasonable once they know."),
]], ["lighthouse keeper", "Hebrides"], ["bakery"],
    "Joking threat of an absurd new life, with the user's real early job.")

case(JOK, [[
    u("ive failed my driving test like 400 times, at this point i'm legally a pedestrian. any tips for nerves"),
    a("Nerves are the most common reason people fail. Book a mock test with your instructor in the same test centre area, do a few lessons at the same time of day as your test, and practise slow breathing before you get in the car."),
    u("ok it's actually 3 lol. fourth attempt is on friday in Wakefield"),
    a("Third time's not the charm, fourth is. Ask your instructor to take you on the test routes around Wakefield this week, and get a good night's sleep on Thursday."),
]], ["400"], ["fourth attempt", "Wakefield"],
    "Exaggerated number of failed tests corrected to the real count.")

case(JOK, [[
    u("going on holiday for 2 weeks in July, how do i keep my plants alive"),
    a("Group them together out of direct sun, water thoroughly the day before, and use self-watering spikes or wicks from a bucket for the thirsty ones. Succulents will be fine on their own."),
    u("i have approximately 900 houseplants, i live in an actual rainforest, the postman thinks i'm a botanist. realistically it's about 35 houseplants in a one-bed flat"),
    a("35 is still a lot to cover! Move them all into the bathroom with the blind half down; the humidity helps. Or ask a neighbour to pop in once in the middle week."),
]], ["900", "rainforest", "botanist"], ["houseplants", "one-bed flat"],
    "Hyperbole about a huge plant collection, then the real number and flat.")

case(JOK, [[
    u("what are some quiet hobbies for someone who's in bed by 9:30"),
    a("Jigsaws, reading, knitting or crochet, puzzle books, watercolours, or a slow-paced video game. Any particular vibe you're after?"),
    u("I'm basically a 70-year-old trapped in a 25-year-old's body. Countdown at 4pm, slippers on by 6. anyway I'm 25 and I've just moved back in with my parents to save for a flat"),
    a("Honestly, that's a great way to save. Crochet is a good fit: cheap to start, quiet, and you end up with something useful. A cryptic crossword habit pairs well with Countdown too."),
]], ["70-year-old"], ["25", "parents"],
    "Joke about being elderly at heart, alongside the user's real age and living situation.")

case(JOK, [[
    u("How do you get three kids under 7 out the door by 8am without screaming"),
    a("Do as much as possible the night before: bags packed by the door, clothes laid out, breakfast decided. A simple picture checklist by the door helps younger ones, and a 'beat the timer' game can work wonders."),
    u("I'm not raising children, I'm running a zoo for three feral raccoons 😂 the night-before prep is a good shout. I start at 8:30 at the council offices so there's zero slack"),
    a("With an 8:30 start, bring everyone's wake-up forward 15 minutes for a week and see if it takes the pressure off. And no screens until shoes are on."),
]], ["raccoons", "zoo"], ["three kids", "council"],
    "Hyperbolic joke comparing kids to animals, with real family and job details.")

case(JOK, [
    [
        u("help me answer 'what do you do' at parties without boring everyone"),
        a("What do you actually do? I can help you find a hook that makes people want to ask more."),
        u("I'm a secret agent for MI6, if I told you I'd have to delete you 🕶️"),
        a("Ha, in that case I'll keep it vague. Want some fun deflections for parties?"),
    ],
    [
        u("ok the secret agent bit got old fast. honestly I'm a software engineer at a bank, I work on payment systems. how do I make that sound interesting"),
        a("Try: \"You know when you tap your card and it just works? I make sure that happens, and I get the panicked call when it doesn't.\" Everyone has a card-declined story, so it starts a conversation."),
    ],
], ["MI6"], ["software engineer", "payment systems"],
    "Spy joke in one session, real job given in a later session.")

case(JOK, [[
    u("vitamin D supplements, worth it?"),
    a("For a lot of people in the UK, yes, especially October to March. The NHS suggests 10 micrograms a day in autumn and winter, and all year if you don't get much sunlight."),
    u("I'm fairly sure I'm a vampire now, haven't seen daylight since March 🧛 I'm a night porter at a hotel, so I sleep through all of it"),
    a("Then year-round is sensible for you. Try to get 15-20 minutes outside before your shift when it's still light in the evenings, too."),
]], ["vampire"], ["night porter"],
    "Vampire joke about lack of daylight next to the real night job.")

case(JOK, [[
    u("my daughter needs braces and the NHS waiting list is 3 years. private quote is £3,800"),
    a("That's a typical private price. Options: ask the orthodontist about 0% payment plans, check if your daughter qualifies for NHS treatment sooner based on severity, or look at dental schools, which sometimes treat patients at reduced cost."),
    u("guess i'll be selling a kidney on ebay then. i'm a bus driver, there's no £3,800 lying around"),
    a("Payment plans are really common for orthodontics; many practices spread it over 18-24 months with no interest. That's about £160-210 a month. Worth asking two or three practices."),
]], ["kidney"], ["bus driver"],
    "Joke about selling an organ, with the user's real job.")

case(JOK, [[
    u("tips for reading more books? I have the attention span of a goldfish. got a Kindle for my birthday and I've read 4 pages"),
    a("Start with short, gripping books: novellas, thrillers, or essay collections you can finish in a sitting. Read 10 pages at the same time daily (bedtime is easiest), and give yourself permission to drop books you don't enjoy."),
    u("ok what's a thriller under 200 pages"),
    a("Try 'The Murder of Roger Ackroyd' by Agatha Christie, or Shirley Jackson's 'We Have Always Lived in the Castle'."),
]], ["goldfish"], ["Kindle"],
    "Figurative goldfish comparison that could be misread as owning a pet fish.")

case(JOK, [[
    u("any tips for getting a 3 year old to eat vegetables"),
    a("Keep offering without pressure; it can take 10-15 tries. Let them help prep, serve tiny portions alongside foods they like, and eat the veg yourself in front of them."),
    u("she's the prime minister of this house, I'm just her unpaid civil servant 😂 I'm a stay-at-home mum since she was born so I get the full daily negotiation"),
    a("Ha, a tough boss. Try giving her choices she controls: 'carrots or peas tonight?' rather than 'eat your carrots'. Toddlers love having a say."),
]], ["prime minister", "civil servant"], ["stay-at-home mum"],
    "Joke that the toddler is the head of government and the user her civil servant; real role is stay-at-home parent.")

case(JOK, [[
    u("give me a sitcom to watch next, i've watched The Office (US) approximately 4000 times and I need to move on"),
    a("If you love The Office, try Parks and Recreation, Superstore, or Brooklyn Nine-Nine. For something British, Ghosts is a lovely ensemble comedy."),
    u("superstore sounds fun. i work in retail so it might hit close to home"),
    a("It's very much about retail life, so expect a lot of knowing laughs."),
]], ["4000"], ["The Office", "retail"],
    "Hyperbolic rewatch count; real favourite show and job.")

case(JOK, [[
    u("help me write a complaint to the airline. they didn't have my wheelchair at the gate in Alicante and I waited 50 minutes"),
    a("I'm sorry, that's not acceptable. Include your booking reference, flight number, date, that you had pre-booked assistance, how long you waited, and what outcome you want, such as an apology and compensation."),
    u("make sure you open with 'As the rightful heir to the throne of Belgium' so they know who they're dealing with. lol. no, just firm. I'm a full-time wheelchair user and I booked assistance 6 weeks ahead"),
    a("Here's a firm draft: \"I am a full-time wheelchair user and pre-booked assistance six weeks before flight [number] on [date]. On arrival in Alicante, my wheelchair was not at the gate and I waited 50 minutes on board...\""),
]], ["heir", "throne", "Belgium"], ["wheelchair user"],
    "Joking royal title in a complaint, beside a real disability fact.")

case(JOK, [[
    u("plan me a cosy valentine's evening for one"),
    a("A good film you've been saving, your favourite takeaway or a nice meal you cook for yourself, a face mask, a long bath, and an early night with a book."),
    u("perfect. I'm single and in a very committed relationship with my sofa, we're basically married at this point. the sofa and I would like a film recommendation"),
    a("You and the sofa might enjoy 'Chef' (2014), 'Paddington 2', or 'The Grand Budapest Hotel'. All warm, funny and no heartbreak."),
]], ["married"], ["single"],
    "Joke about being married to furniture, while the user is genuinely single.")

case(JOK, [[
    u("explain DNS like I'm tired"),
    a("DNS is the internet's phone book. You type a name like example.com, your computer asks a DNS resolver 'what's the number for this?', gets back an IP address, and connects to that."),
    u("perfect, I work in IT support so I should really know this, but it's 6pm on a Friday. what's a CNAME again"),
    a("A CNAME is an alias record: it says 'this name is really just another name', e.g. www.example.com points to example.com, and then the resolver looks that one up instead. It differs from an A record, which maps directly to an IPv4 address, while AAAA maps to IPv6, and TTL values control caching..."),
    u("one more acronym and I'm quitting tech to go live in a cabin in the woods raising goats"),
    a("Understood. No more acronyms. Go home."),
]], ["cabin", "goats"], ["IT support"],
    "Joking threat to quit for a rural life, with the real job stated earlier.")

case(JOK, [
    [
        u("need a suit for my brother's wedding, what cut should I go for"),
        a("Depends on your build. Tell me a bit about your height and shape and I'll suggest a cut."),
        u("I'm built like a Greek god, former NBA player, suits just fall off the rack onto me"),
        a("Ha, lucky you. Anything will work then!"),
    ],
    [
        u("ok that was a joke. I'm short and stocky, broad shoulders from years as a forklift driver. what cut"),
        a("Go for a slim (not skinny) fit with a slightly shorter jacket, a single button or two buttons with a lower stance, and trousers with no break. That lengthens the leg line. Darker solid colours like navy or charcoal work best."),
    ],
], ["NBA", "Greek god"], ["forklift driver", "stocky"],
    "Boastful joke about physique in session 1, corrected with real body and job in session 2.")

case(JOK, [[
    u("first time renewing my passport, how long does it take"),
    a("The UK Passport Office says to allow 3 weeks for a standard online renewal, but apply earlier if you can, especially before summer."),
    u("pfft, as a seasoned globetrotter who has been to every country twice, I'm shocked. ok jk, this is literally my first time abroad, going to Tenerife with my nan in May"),
    a("How lovely! Apply now to be safe. Since it's your first trip, also get a GHIC card (free) for healthcare and check your nan's passport is valid for the whole trip."),
]], ["globetrotter", "every country"], ["first time abroad", "Tenerife"],
    "Jokey travel boast corrected immediately by the user's real first trip abroad.")

case(JOK, [[
    u("should i overpay my student loan or save for a house"),
    a("For most people on Plan 2 or Plan 5 loans in England, overpaying isn't worth it because many won't repay in full before it's written off. Saving for a house, ideally in a Lifetime ISA for the 25% bonus, usually wins. What plan are you on?"),
    u("plan 2, and the balance is bigger than the GDP of a small country. I'm a newly qualified vet so it's like £70k"),
    a("With Plan 2 and a vet's likely salary progression, it's worth running the numbers on a repayment calculator, but for most people saving for the deposit is the better use of spare cash."),
]], ["GDP", "small country"], ["student loan", "newly qualified vet"],
    "Hyperbole comparing debt to a national economy, with the user's real job.")

case(JOK, [[
    u("best app for learning Japanese? I'm going to Osaka in October"),
    a("Duolingo is fine for habit, but pair it with WaniKani or Anki for kanji and something like 'Japanese Ammo with Misa' on YouTube for grammar. Focus on survival phrases and katakana for menus first."),
    u("cool. i already speak seven languages: english, and six kinds of swearing. learning japanese properly for the first time"),
    a("Ha. Katakana first; it'll unlock a surprising number of menu items because so many are loanwords."),
]], ["seven languages"], ["Japanese", "Osaka"],
    "Joke claim of speaking many languages; real fact is learning Japanese for a trip.")

case(JOK, [[
    u("how do i stop putting off revision. ACCA exam in 5 weeks and i've done nothing"),
    a("Start tiny: 25 minutes on one topic today, question practice rather than rereading, and a written plan mapping topics to the five weeks."),
    u("you're speaking to the reigning world champion of procrastination, three-time undefeated title holder. but ok. I work full time at an accountancy firm so evenings only"),
    a("Evenings only is how most ACCA students do it. Aim for 90 minutes four evenings a week plus one longer weekend session, and do a timed mock in week 4."),
]], ["world champion", "title holder"], ["ACCA", "accountancy firm"],
    "Exaggerated 'world champion of procrastination' joke next to real exam and job.")

case(JOK, [[
    u("whats a good pace to aim for, i basically run ultramarathons daily"),
    a("Really? How much are you actually running right now?"),
    u("haha no. I do parkrun on saturdays and maybe one 5k midweek, around 31 mins"),
    a("Nice! To get towards 28-29 minutes, make the midweek run intervals (e.g. 6 x 400m a bit faster than race pace) and keep parkrun as your steady effort."),
]], ["ultramarathons"], ["parkrun"],
    "Exaggerated running claim, corrected when the assistant asks.")

case(JOK, [[
    u("I haven't slept since the Obama administration. baby is 5 weeks old, how long does this last"),
    a("Congratulations, and sorry, it's brutal. Many babies start doing one longer stretch of 4-6 hours somewhere between 6 and 12 weeks, though it varies a lot. Taking shifts with your partner so each of you gets one protected block helps."),
    u("yeah we're doing shifts. I'm a new dad, first kid, back at work next week"),
    a("That's a big week. Keep the shift system going at weekends too, and don't feel bad about early nights. They're not optional right now."),
]], ["Obama"], ["new dad"],
    "Hyperbolic 'haven't slept in years' joke, with the user's real new-parent status.")


# ---------------------------------------------------------------------------
# 3. pasted-article (20)
# ---------------------------------------------------------------------------
ART = "pasted-article"

case(ART, [[
    u("can you summarise this in 3 bullet points for my transport planning module presentation\n\n"
      "OPINION | Why I finally sold the car\n"
      "By Henrik Lund\n\n"
      "I sold my car in the spring of 2019 and I have not missed it for a single day. I'm a 58-year-old father of three, and people assume that a family our size in Copenhagen needs a car. We don't. "
      "Our cargo bike carries the weekly shop, the youngest to nursery and, on one memorable occasion, a Christmas tree. When we need to go further, we rent.\n\n"
      "The city made this possible. Protected lanes, green waves timed for bikes, and parking that is expensive enough to make you think twice. Other cities talk about this; Copenhagen built it."),
    a("- The author, a parent of a large family, gave up his car in 2019 and gets around by bike, renting a car only occasionally.\n- He argues this is only practical because the city invested in protected lanes, bike-timed traffic lights and pricier parking.\n- His point for planners: infrastructure, not individual willpower, is what makes car-free family life realistic."),
    u("perfect thanks. can you make the last one punchier"),
    a("- Build the lanes and people will leave the car. Infrastructure beats willpower."),
]], ["Copenhagen", "father of three", "cargo bike"], ["transport planning"],
    "Opinion column in the first person about the author's family and city, pasted for a student's summary.",
    )

case(ART, [[
    u("rewrite this press release so it's less cringe, it's going on our website. I work in comms at a fintech startup and my boss wrote it\n\n"
      "FOR IMMEDIATE RELEASE\n"
      "Payloop Appoints Dana Whitfield as Chief Technology Officer\n\n"
      "\"I'm beyond thrilled to be joining Payloop on this incredible journey,\" said Whitfield. \"After fifteen years building infrastructure at scale, including my time leading the payments platform team at Stripe, and a PhD from Stanford, I truly believe this is the most exciting opportunity of my career. I'm passionate about democratising finance.\""),
    a("Here's a tighter version:\n\nPayloop names Dana Whitfield CTO\n\nPayloop has appointed Dana Whitfield as Chief Technology Officer. Whitfield previously led the payments platform team at Stripe and brings fifteen years of experience building large-scale infrastructure.\n\n\"Payloop is solving a real problem for small businesses, and I want to help it scale,\" said Whitfield."),
    u("much better. can you keep one line about the phd"),
    a("Sure. Add after the second sentence: \"She holds a PhD in computer science.\""),
]], ["Chief Technology Officer", "Stanford", "Stripe"], ["comms", "fintech startup"],
    "Press release with an executive's first-person quote, pasted by someone who works in communications.",
    )

case(ART, [[
    u("translate to spanish pls\n\n"
      "Born in Reykjavík in 1974, Sigrún Einarsdóttir trained as a glaciologist at the University of Iceland before moving to Norway, where she spent two decades measuring the retreat of the Jostedalsbreen glacier. She is a keen long-distance swimmer and has crossed the Sognefjord twice."),
    a("Nacida en Reikiavik en 1974, Sigrún Einarsdóttir se formó como glacióloga en la Universidad de Islandia antes de trasladarse a Noruega, donde pasó dos décadas midiendo el retroceso del glaciar Jostedalsbreen. Es una apasionada de la natación de larga distancia y ha cruzado el Sognefjord dos veces."),
    u("gracias! is 'se formó como' natural or should it be 'estudió'"),
    a("Both are natural. 'Estudió glaciología' is simpler and more common in everyday Spanish; 'se formó como glacióloga' sounds slightly more formal, which suits a biography."),
]], ["glaciologist", "Reykjavík", "long-distance swimmer"], [],
    "Pasted encyclopedia-style biography with no marker, for translation only.",
    )

case(ART, [[
    u("I'm a single mum of two, and for the last three years home has been a 57-foot narrowboat on the Grand Union Canal. "
      "I quit my job as a hospital pharmacist in 2022 because I couldn't see my kids for more than an hour a day. "
      "People ask about the cold, the toilet, the damp. Honestly? The hardest part is the laundry.\n\n"
      "found this on a blog someone shared in a facebook group. do you think it's genuinely written or is it one of those AI-written lifestyle posts? be honest"),
    a("It's hard to tell for certain from a short excerpt. A few things point towards a real person: specific details (57 feet, the Grand Union, leaving in 2022) and an unexpected, slightly funny detail about laundry. AI-written lifestyle posts tend to be vaguer and more upbeat. Do you know who runs the blog?"),
    u("no idea, just curious. thanks"),
    a("No problem. If you want to check further, look at whether the blog has older posts with photos and consistent details over time."),
]], ["narrowboat", "pharmacist", "single mum"], [],
    "First-person blog excerpt pasted with the attribution only after it.",
    )

case(ART, [[
    u("is this review legit or fake? thinking of buying this lens. for context I'm just a hobbyist, mostly shooting my kids' football matches\n\n"
      "★★★★★ Best lens I've ever owned\n"
      "As a professional photographer with 20 years of experience shooting weddings in Tuscany, I've used every lens out there. This one is tack sharp wide open, the autofocus never misses, and it's built like a tank. I take it to every job. Highly recommend to anyone serious about their craft!!"),
    a("It has some classic red flags: very generic praise ('tack sharp', 'built like a tank'), an impressive claimed background with no specifics about what it was tested against, and no mention of any downsides. It could still be genuine, but I'd weight detailed three- and four-star reviews more. For kids' football, what matters most is autofocus tracking and reach. What camera body do you have?"),
    u("a Sony a6400"),
    a("Then look at the Sony 70-350mm or the Tamron 70-300mm for APS-C: good reach for football and fast tracking with the a6400's autofocus."),
]], ["professional photographer", "Tuscany", "weddings"], ["hobbyist", "Sony a6400"],
    "Product review with a first-person professional background, pasted by a hobbyist.",
    )

case(ART, [[
    u("turn this into a funny tweet for our page, I run the socials for a garden centre in Doncaster\n\n"
      "BARNSLEY CHRONICLE\n"
      "Pensioner's giant onion takes top prize\n"
      "Derek Holt, 67, a retired miner from Barnsley, has scooped first prize at the Penistone Show with an onion weighing 2.3kg. "
      "\"I talk to them every morning,\" said Mr Holt, who has grown prize vegetables on his allotment for 40 years. \"My wife says I spend more time with the onions than with her.\""),
    a("\"Congrats to Derek in Barnsley, whose 2.3kg show winner proves that talking to your veg works. Our veg aisle is now open for conversation. 🧅💬\""),
    u("ha love it. maybe one without the emoji too"),
    a("\"A Barnsley grower just won the Penistone Show by talking to his veg every morning. Our staff are now required to chat to the seedlings. Results to follow.\""),
]], ["retired miner", "onions", "allotment"], ["garden centre", "Doncaster"],
    "Local news story about another person, pasted by the user who runs social media for a business.",
    )

case(ART, [
    [
        u("I'm a teaching assistant at a primary school in Cardiff. any quick calm-down strategies for a year 2 who gets overwhelmed in assembly?"),
        a("Try giving them a seat at the end of a row near an adult, a small fidget or something to hold, and a pre-agreed signal they can use to leave for a short break. A quick visual timetable showing what's in assembly can reduce the anxiety too."),
    ],
    [
        u("can you check this for typos, a friend wants to submit it to a travel magazine\n\n"
          "Seven Years, One Backpack\n\n"
          "I have lived out of a single 40-litre backpack for seven years. I have type 1 diabetes, which people assume makes this impossible, and for the first year it nearly was. "
          "Insulin has to stay cool in Laos in April; pharmacies in rural Bolivia do not stock my pump supplies. I learned to carry a cooling wallet, to ship supplies ahead to hostels, and to say 'I am diabetic' in fourteen languages.\n\n"
          "I turned 41 last month in a guesthouse in Georgia. My home, as much as I have one, is wherever my pump and my passport are."),
        a("Only two small things: 'do not stock' could be 'don't stock' to match the conversational tone, and consider 'I've lived' in the opening for the same reason. Otherwise it's clean and well written; the line about fourteen languages is a strong detail."),
    ],
    [
        u("back to school stuff, what's a good brain break for 30 six year olds in a small classroom"),
        a("'Freeze dance', 'Simon says' with silly actions, or a 2-minute GoNoodle video. Anything that stands them up and gets them moving without running around."),
    ],
], ["type 1 diabetes", "backpack", "diabetic"], ["teaching assistant", "Cardiff"],
    "Long first-person travel essay pasted in a middle session, with the user's real job stated in sessions 1 and 3.",
    )

case(ART, [[
    u("help me write a reply to this letter in the local paper. I disagree with basically all of it, I've been vegan for 9 years\n\n"
      "Sir — As a dairy farmer in County Clare for forty years, I am tired of being lectured by city people who have never milked a cow. "
      "My family has worked this land for four generations. We care for our animals better than most people care for their dogs. "
      "Oat milk did not build this country. — P. Mulcahy, Ennistymon"),
    a("Here's a respectful reply:\n\n\"Sir — I read Mr Mulcahy's letter with interest. I don't doubt his care for his animals, and this isn't a debate about individual farmers. It's about what kind of food system we want to fund. As a vegan of nine years, I'd ask that we support farmers to diversify, rather than setting rural and urban people against each other.\""),
    u("good, a bit softer on the opening maybe"),
    a("Swap the first line for: \"Sir — Mr Mulcahy's letter is heartfelt, and he deserves a proper reply rather than a lecture.\""),
]], ["dairy farmer", "County Clare", "four generations"], ["vegan"],
    "Letter to the editor in the first person from a farmer, pasted by a vegan user who wants to reply.",
    )

case(ART, [[
    u("skip the life story just give me ingredients\n\n"
      "Growing up on my grandmother's farm in Oaxaca, Sunday meant mole. I'm gluten intolerant, so when I moved to Chicago I had to relearn every recipe I loved. "
      "This version is the one my three boys ask for every birthday. It takes patience, and there's a reason I make it on my day off from the restaurant...\n\n"
      "INGREDIENTS\n4 ancho chiles, 3 pasilla chiles, 2 mulato chiles, 1 onion, 4 garlic cloves, 2 tomatoes, 50g almonds, 30g sesame seeds, 1 corn tortilla, 60g Mexican chocolate, 1 tsp cinnamon, 3 cloves, 750ml chicken stock"),
    a("Ingredients:\n- Chiles: 4 ancho, 3 pasilla, 2 mulato\n- 1 onion, 4 garlic cloves, 2 tomatoes\n- 50g almonds, 30g sesame seeds\n- 1 corn tortilla\n- 60g Mexican chocolate\n- 1 tsp cinnamon, 3 cloves\n- 750ml chicken stock"),
]], ["Oaxaca", "gluten intolerant", "three boys"], [],
    "Recipe blog intro with the blogger's personal details, pasted only to extract ingredients.",
    )

case(ART, [[
    u("my boss posted this on linkedin, write me a supportive comment that doesn't sound fake. I'm a junior designer on her team\n\n"
      "After 12 incredible years at Google, I'm taking the leap. Next month I'm launching my own design studio focused on accessibility. "
      "I'm a mum of two, a type A planner, and absolutely terrified. Let's go. 🚀"),
    a("Try: \"Having worked with you, I know accessibility is going to get the champion it deserves. Congratulations, and thank you for everything you've taught me. Can't wait to see what the studio builds.\""),
    u("wait is she leaving our company? this post is old, she posted it before she joined us"),
    a("Ah, then a comment now might look odd. If it's an old post, it's probably best not to comment, or just react with a like."),
]], ["Google", "design studio", "mum of two"], ["junior designer"],
    "LinkedIn post in the boss's first person, pasted by a junior team member.",
    )

case(ART, [[
    u("can you translate this letter from my pen pal, I'm learning French at evening classes but this is beyond me\n\n"
      "Chère Emma,\nJe suis infirmière à Marseille depuis quinze ans et je suis mère de trois enfants. Mon mari est pêcheur, alors je me lève souvent à 4 heures du matin avec lui. Le week-end, je chante dans une chorale."),
    a("\"Dear Emma,\nI've been a nurse in Marseille for fifteen years and I'm a mother of three. My husband is a fisherman, so I often get up at 4 in the morning with him. At weekends I sing in a choir.\""),
    u("oh that's lovely. how would I say 'I work in a library and I have a dog called Pip'? that's me, for my reply"),
    a("\"Je travaille dans une bibliothèque et j'ai un chien qui s'appelle Pip.\""),
]], ["infirmière", "Marseille", "pêcheur", "chorale"], ["evening classes", "library", "Pip"],
    "Pen pal letter in French in the first person, with the user's own real details in English.",
    )

case(ART, [[
    u("critique how this article frames addiction, it's for my media studies seminar\n\n"
      "'I've been sober for eleven years,' says star of hit drama\n"
      "The 44-year-old actor, who grew up in Salford, opened up about his recovery in a candid interview. "
      "'I was drinking a bottle of vodka a day by the time I was 30,' he said. 'My kids are the reason I'm still here.'"),
    a("A few angles: the headline leads with a quote that centres recovery as a personal triumph, which is positive but individualises addiction. The 'bottle a day' detail is there for shock value. Note what's missing: no mention of treatment, support services or structural factors. You could compare it with guidance like Samaritans' or Alcohol Change UK's media guidelines."),
    u("good point about what's missing, I'll use that"),
    a("It's a strong line for a seminar: absence is often more telling than what's printed."),
]], ["sober", "Salford", "vodka"], ["media studies"],
    "Celebrity news quote about recovery pasted for critique by a student.",
    )

case(ART, [[
    u("found this cover letter template online. adapt it for me? I'm a retail supervisor trying to move into HR\n\n"
      "Dear Hiring Manager,\n"
      "I am a certified project manager (PMP) with over ten years of experience delivering complex infrastructure programmes for the Ministry of Defence. "
      "I hold an MBA from Warwick Business School and thrive in fast-paced, high-stakes environments."),
    a("Here's a version for you:\n\n\"Dear Hiring Manager,\nI'm a retail supervisor with hands-on experience in the people side of running a busy store: rota planning, onboarding new starters, handling grievances informally, and coaching team members. I'm now looking to move into HR...\"\n\nDo you have any HR qualifications or CIPD study?"),
    u("starting CIPD level 3 in september"),
    a("Definitely mention that near the top: \"I begin my CIPD Level 3 Certificate in People Practice this September.\""),
]], ["PMP", "project manager", "Ministry of Defence", "MBA"], ["retail supervisor", "CIPD"],
    "Cover letter template with someone else's credentials, pasted by a user adapting it to their own background.",
    )

case(ART, [[
    u("AITA for not wanting my husband's mother at the birth? I (34F) am a surgeon and work 60 hour weeks. My husband (36M) thinks I'm being cruel. His mum is lovely but she talks constantly and I want a calm room. We're having twins in March.\n\n"
      "^ from reddit. who's in the wrong here"),
    a("Most people would say NTA. Who's in the birth room is the birthing person's call, and wanting calm is a reasonable reason. Her partner might be worried about hurting his mum's feelings, so a good compromise is for her to visit soon after the birth."),
    u("yeah that's what I thought"),
    a("It's a classic one, and the comments usually land the same way."),
]], ["surgeon", "husband", "twins"], [],
    "Reddit post in the poster's first person pasted after the text, with no facts about the user.",
    )

case(ART, [[
    u("I'm a local reporter, summarise this speech for my notes, main commitments only\n\n"
      "\"Thank you all for coming. As your mayor, and as someone who grew up in Leith and still lives three streets from where I was born, I know this community. "
      "My own father worked on the docks for thirty years. So when I say we will deliver 2,000 new council homes by 2030, extend the tram to Newhaven, and reopen the Leith library on Sundays, I mean it.\""),
    a("Commitments:\n- 2,000 new council homes by 2030\n- Tram extension to Newhaven\n- Sunday opening for the Leith library"),
]], ["mayor", "docks"], ["local reporter"],
    "Political speech in the first person pasted by a reporter for summarising.",
    )

case(ART, [[
    u("my colleague's mum passed away, this is the notice in the paper. help me with something short for the card, I didn't know her\n\n"
      "PEACEFULLY at home on 3 February, aged 88, Margaret Anne Dowling, retired midwife of Whitby. Beloved wife of the late Tom, devoted mother of Sarah and Mark, and proud grandmother of five. "
      "Funeral at St Hilda's, Whitby, on 14 February. Family flowers only."),
    a("Something simple and warm: \"Thinking of you and your family. Your mum sounds like she was a very special person, and I hope the memories of her bring some comfort in the weeks ahead. With love.\""),
    u("thank you, that's perfect"),
    a("You're welcome. It's kind of you to write."),
]], ["midwife", "Whitby", "grandmother"], [],
    "Death notice about a colleague's mother, pasted to help write a sympathy card.",
    )

case(ART, [[
    u("explain this abstract for a layperson please, my dad's on a fire service wellbeing committee and asked me\n\n"
      "Abstract: We recruited 310 firefighters working rotating 24-hour shifts across four UK fire and rescue services. Participants wore actigraphy devices for 28 days. "
      "We observed a mean sleep duration of 5.6 hours following on-call nights. Those reporting shift work for over 15 years had significantly higher rates of hypertension."),
    a("In plain terms: researchers tracked the sleep of 310 fire crew members on rotating 24-hour shifts for four weeks using wrist devices. After on-call nights, they only slept about five and a half hours on average. Those who'd done shift work for more than 15 years were noticeably more likely to have high blood pressure."),
    u("cheers, he'll like that"),
    a("Glad it helps."),
]], ["firefighters", "hypertension", "actigraphy"], [],
    "Scientific abstract written as 'we' about study participants, pasted on behalf of a relative.",
    )

case(ART, [[
    u("what's this poem about? a friend sent it, no idea who wrote it\n\n"
      "I am a fisherman's daughter from Tromsø,\n"
      "salt in my hair before I could walk.\n"
      "I buried my brother in the winter dark\n"
      "and learned the sea keeps what it wants."),
    a("It's about grief and the sea as a powerful, almost indifferent force. The speaker grew up in a fishing community in the far north, where the sea is a constant presence from childhood ('salt in my hair before I could walk'). The third line suggests a sibling died, possibly at sea, and the last line accepts that the sea takes what it takes."),
    u("oh that's bleak. beautiful though"),
    a("It is. The polar night setting makes the loss feel even heavier."),
]], ["fisherman's daughter", "Tromsø", "brother"], [],
    "Short first-person poem sent by a friend, pasted for interpretation.",
    )

case(ART, [[
    u("my manager sent this to the team, help me reply. I'm an account executive and I'll be covering some of his clients\n\n"
      "Hi all, as some of you know, I'm relocating to Singapore next month to head up the APAC office. Before that I'll be on paternity leave from the 10th. "
      "My wife and I are expecting our first in two weeks! Please direct anything urgent to Priya."),
    a("Suggested reply: \"Congratulations, that's brilliant news on both fronts! I'll make sure everything on my side is covered while you're away, and I'm happy to take on any of your clients that need picking up. Wishing you all the best for the next few weeks.\""),
    u("should I ask which clients now or wait"),
    a("Ask now, briefly, in a separate message. He'll want a clean handover before the 10th."),
]], ["Singapore", "paternity leave", "APAC"], ["account executive"],
    "Manager's first-person email about relocation and a new baby, pasted by a team member.",
    )

case(ART, [[
    u("my match's bio says: \"Marine biologist. Triathlete. Allergic to cats and bad puns. Will judge your bookshelf.\" what should I open with?"),
    a("Something playful that shows you read the bio: \"I have a great pun about fish but I've been warned. What's the last book that genuinely impressed you?\" Do you have anything in common with her you could mention?"),
    u("oh no, the cats thing. I'm a librarian and I have two cats, Mungo and Pearl. this might be doomed"),
    a("Or it's the perfect opener! \"I'm a librarian, so I'll happily have my bookshelf judged. But I should confess, I live with two cats. Deal-breaker, or do you carry antihistamines?\""),
]], ["Marine biologist", "Triathlete", "Allergic"], ["librarian", "two cats"],
    "Someone else's dating bio quoted, including an allergy, next to the user's real job and pets.",
    )


# ---------------------------------------------------------------------------
# 4. controls (25): honest statements that look like jokes or sarcasm
# ---------------------------------------------------------------------------
CON = "controls"

case(CON, [[
    u("I know everyone hates spreadsheets but I genuinely love them lol, I'm a management accountant. what's the cleanest way to do a rolling 12-month forecast in Excel"),
    a("Set up a date table with one column per month driven by a single start-date cell, e.g. =EOMONTH($B$1, COLUMN()-2), then use SUMIFS against your actuals for past months and your driver-based assumptions for future ones. Changing the start date rolls the whole thing forward."),
    u("ooh the EOMONTH trick is nice"),
    a("It's a favourite. Pair it with a flag row (actual vs forecast) so formatting switches automatically."),
]], [], ["management accountant"],
    "Enthusiasm with 'lol' about a real job that could be misread as sarcasm.")

case(CON, [[
    u("fruit salad ideas for a work party? and no joke, I'm allergic to kiwi so leave it out please"),
    a("Noted, no kiwi. Try a mix of strawberries, blueberries, mango, pineapple, grapes and pomegranate seeds with a squeeze of lime and a few mint leaves. Pineapple and mango also share some cross-reactivity for some people with kiwi allergy, so check how you react to those."),
    u("pineapple's fine for me, mango too"),
    a("Great, keep them in. They'll be the stars."),
]], [], ["allergic to kiwi"],
    "'No joke' used to sincerely state a real allergy.")

case(CON, [[
    u("I know it sounds made up but I really am a beekeeper, 6 hives in my back garden in Shropshire. what should I be doing in March"),
    a("March is about checking food stores: heft the hives and feed fondant if they're light. On a warm day (above about 14°C) do a quick first inspection to check for a laying queen and brood. Get your varroa monitoring boards in too."),
    u("they were pretty light last week"),
    a("Then get fondant on them now; March is when colonies often starve, just as brood rearing ramps up."),
]], [], ["beekeeper", "Shropshire"],
    "User anticipates disbelief but sincerely states an unusual hobby.")

case(CON, [
    [
        u("what's the best way to get fresh veg when you live on a boat? haha yes I actually live on a sailboat, moored in Auckland"),
        a("Nice! Marina farmers' markets, a small herb garden in pots on deck, and sprouting jars (mung beans, lentils) are a boat-dweller's best friends. Cabbages, carrots and onions also keep well without a fridge."),
    ],
    [
        u("follow up to the veg thing: can I grow cherry tomatoes on deck or is it too windy"),
        a("You can, with a compact variety like 'Tumbling Tom' in a weighted pot, tucked behind the cockpit or a dodger. Keep it out of salt spray and tie it to something solid."),
    ],
], [], ["sailboat", "Auckland"],
    "'Haha yes I actually' used to assert a real, unusual living situation.")

case(CON, [[
    u("OMG I just got my black belt in taekwondo!!! 🥋🔥🔥 8 YEARS of training!!! how do I celebrate"),
    a("Congratulations, that's a huge achievement! Maybe a dinner with the people who trained with you, a framed photo from the grading, or treating yourself to a new dobok with your name embroidered?"),
    u("ooo embroidered dobok yes"),
    a("Lovely idea, and you'll think of this day every time you wear it."),
]], [], ["black belt", "taekwondo"],
    "Excited all-caps with emoji about a real achievement.")

case(CON, [[
    u("I literally live next to Anfield, I can hear every goal from my kitchen. what's the easiest way to stop match-day parking on my street"),
    a("Liverpool City Council runs residents' parking zones around the stadium, and you can check whether your street is covered or ask for it to be reviewed. In the meantime, report obstruction of driveways to the council's parking enforcement on match days."),
    u("it's in the zone but nobody enforces it"),
    a("Then log times and registrations and send them to the council and your ward councillor together. That tends to get patrols assigned."),
]], [], ["Anfield"],
    "'Literally' used loosely but about a true fact.")

case(CON, [[
    u("how do you plan christmas for a massive family? I have 14 siblings"),
    a("Sorry, just to check, 14 siblings? Not a typo?"),
    u("not kidding, 14. I'm the youngest. we do a secret santa but it's still chaos"),
    a("Wow. With that many, split the day: one household hosts lunch, another does an evening buffet, and keep a shared sheet for who brings what. A £20 cap on secret santa keeps it fair."),
]], [], ["14 siblings", "youngest"],
    "User confirms 'not kidding' after the assistant doubts a real fact.")

case(CON, [[
    u("lol yes i'm a professional clown. kids' parties mostly. what's a good insurance for that"),
    a("Ha, are you serious?"),
    u("dead serious, 9 years. public liability is the main one, I've got a red nose in the glovebox right now"),
    a("Then look at specialist entertainers' insurance: Equity membership includes public liability, or try providers who cover children's entertainers specifically, usually £5-10 million cover. Check it includes balloon modelling and face painting if you do those."),
]], [], ["clown", "kids' parties"],
    "An unusual real job stated with 'lol' and confirmed when doubted.")

case(CON, [[
    u("I'm a vegetarian who works in a butcher's, I know, the irony isn't lost on me. any tips for the smell getting into my hair"),
    a("Tie your hair up under a cap, and use a clarifying shampoo a couple of times a week. A leave-in spray with a strong-but-nice scent after your shift helps too."),
]], [], ["vegetarian", "butcher"],
    "A true but ironic-sounding combination of diet and job.")

case(CON, [[
    u("my birthday is on Christmas Day, no joke. how do I make it feel like my own day this year"),
    a("Lots of Christmas-birthday people celebrate a 'half birthday' in June, or claim Boxing Day or the 27th as their party day. On the day itself, insist on birthday wrapping paper, not Christmas paper. It's a small thing that matters."),
]], [], ["Christmas Day"],
    "'No joke' attached to a real birthday date.")

case(CON, [[
    u("yes I run marathons for fun. I'm that person, sorry 🙃 training for number 12 in Berlin, what's a good taper"),
    a("A classic taper: cut weekly volume to about 75% three weeks out, 50-60% two weeks out, and 30-40% in race week, keeping a bit of race-pace work so your legs stay sharp."),
]], [], ["marathons", "Berlin"],
    "Upside-down emoji and self-mockery around a real hobby.")

case(CON, [[
    u("unpopular opinion but I genuinely love Monday mornings. I work at a climbing gym and Mondays are the quiet shift, I get the walls to myself. any warm up routine for before a session"),
    a("Try 5 minutes of light cardio, shoulder circles and band pull-aparts, wrist and finger mobility, then two or three easy routes well below your limit before trying anything hard."),
]], [], ["climbing gym"],
    "'Unpopular opinion' preference that sounds sarcastic but is sincere.")

case(CON, [[
    u("I own 40 chickens. actual chickens, not a figure of speech. how many eggs a week should I expect in winter"),
    a("In winter, without supplemental light, laying drops a lot: maybe 30-50% of summer rates. With 40 hens, roughly 80-140 eggs a week is a reasonable range, depending on breed and age."),
]], [], ["40 chickens"],
    "Real number that sounds exaggerated, explicitly confirmed as literal.")

case(CON, [[
    u("lmao I'm literally a rocket scientist. propulsion engineer at a satellite company in Toulouse. anyway, what's a good beginner book on orbital mechanics for my nephew"),
    a("'Orbital Mechanics for Engineering Students' by Howard Curtis is the standard, but for a curious teenager try 'Rocket Science for the Rest of Us' or play Kerbal Space Program together, which teaches orbits brilliantly."),
]], [], ["propulsion engineer", "Toulouse"],
    "A phrase normally used sarcastically ('rocket scientist') that is literally true here.")

case(CON, [[
    u("i'm a twin 😂 yes my brother and i have swapped places before. what's a good joint 30th birthday idea"),
    a("A party with a 'spot the difference' theme, a weekend away with both friend groups, or a dinner where guests have to guess which of you planned what."),
    u("ha the dinner idea is good"),
    a("Make it a sit-down with a menu split half-and-half between your favourite dishes."),
]], [], ["twin", "30th birthday"],
    "Laughing emoji around a real fact about being a twin.")

case(CON, [[
    u("Haha I am pure veg since birth, not even egg. Suggest some protein rich breakfast please, I go to gym at 6am"),
    a("Good options: besan chilla with paneer, moong dal cheela, Greek yogurt or hung curd with nuts and seeds, sprouts salad, or a smoothie with milk, peanut butter and oats."),
]], [], ["pure veg", "gym"],
    "Indian English 'haha' before a sincere lifelong dietary fact.")

case(CON, [[
    u("I need a homily in simple English for tourists in our church this summer. Is true, I don't joke, I am Catholic priest in small parish near Kraków."),
    a("Of course. What's the Gospel reading for the Sunday you need it for?"),
    u("Luke 10, the Good Samaritan"),
    a("Here is a short outline: 1) Who is my neighbour? Not only the people like us. 2) The Samaritan stops; love begins with noticing. 3) He pays the cost; love is practical. Close with: 'You are far from home this summer. Today, in this church, you are our neighbours.'"),
]], [], ["priest", "Kraków"],
    "Non-native speaker insisting 'I don't joke' to state a real vocation.")

case(CON, [[
    u("yeah nah genuinely, I'm a crocodile handler at a wildlife park up in Darwin, not taking the piss. what's the best sunscreen that doesn't run into your eyes"),
    a("Go for a mineral sunscreen stick (zinc-based) around the eyes, since sticks don't migrate like lotions, plus a sport SPF50+ on the rest of your face. A wide-brimmed hat and sunnies that wrap around help too."),
]], [], ["crocodile handler", "Darwin"],
    "Australian slang denial of joking before a real unusual job.")

case(CON, [[
    u("ironically I'm a fire safety officer and I set my own kitchen on fire last year. chip pan. don't tell anyone. what's a good air fryer"),
    a("Your secret's safe. The Ninja Foodi dual-zone models and the Cosori ones get consistently good reviews; the dual-drawer type is handy if you cook for more than one."),
]], [], ["fire safety officer"],
    "'Ironically' introducing a real job next to a true embarrassing story.")

case(CON, [[
    u("winter coat recommendations? I'm not joking, I'm allergic to the cold. cold urticaria, I come out in hives"),
    a("That's worth taking seriously. Look for long coats that cover your thighs, with windproof fabric and a hood, plus gloves and a scarf or buff for your face. Layering a thermal base layer underneath helps a lot. Has your doctor given you an antihistamine plan?"),
    u("yeah I take cetirizine every day in winter"),
    a("Good. Carry your adrenaline auto-injector if you've been prescribed one, and avoid cold water swimming completely."),
]], [], ["cold urticaria", "cetirizine"],
    "An allergy that sounds like a joke ('allergic to the cold') but is a real condition.")

case(CON, [[
    u("my flatmates and I are arguing about chores. unironically, laundry is my favourite chore, I find it really calming. so how do we split the rest fairly"),
    a("Let each person claim the chores they don't mind first (so you take laundry, maybe for everyone in exchange for dropping another task), then rotate the ones nobody wants weekly. A shared app like Tody or a whiteboard keeps it visible."),
]], [], ["laundry", "flatmates"],
    "'Unironically' signals a sincere unusual preference.")

case(CON, [
    [
        u("hello. I am 94, yes really, my granddaughter set this up for me on the tablet. how do I make the letters bigger"),
        a("Hello! On most tablets: open Settings, then Display, then Font size (or Text size), and slide it to the right. Would you like me to go through it for an iPad or an Android tablet?"),
        u("it is an iPad"),
        a("Then tap Settings, then Display & Brightness, then Text Size, and move the slider right. You can also switch on Bold Text on the same page."),
    ],
    [
        u("it worked! thank you. now can you recommend some large print crime novels, I like Ngaio Marsh"),
        a("Wonderful! If you like Ngaio Marsh, try Margery Allingham's Campion books, Josephine Tey's 'The Daughter of Time', and Dorothy L. Sayers. All are widely available in large print."),
    ],
], [], ["94", "granddaughter", "iPad"],
    "A surprising real age confirmed with 'yes really'.")

case(CON, [[
    u("believe it or not I don't drive, never learnt, I cycle everywhere. Amsterdam makes it easy. what's a good lock"),
    a("In Amsterdam, a heavy chain lock (ART-certified level 4 or 5, like an Abus or Axa chain) plus the built-in frame lock is standard. Always lock to something fixed."),
]], [], ["cycle everywhere", "Amsterdam"],
    "'Believe it or not' before true facts about not driving.")

case(CON, [[
    u("haha I'm basically a professional napper... except actually, no, I literally am a sleep researcher. what's the newest thinking on polyphasic sleep"),
    a("The evidence is still weak. Most controlled studies find polyphasic schedules cut total sleep and hurt performance over time. The main exceptions are lone sailors and shift workers who use strategic napping out of necessity, not for optimisation."),
]], [], ["sleep researcher"],
    "Starts like a joke but turns into a sincere, literal job statement.")

case(CON, [
    [
        u("I'm terrible at maths, genuinely, not being dramatic. I have dyscalculia. how do I check my change quickly at the shops"),
        a("Pay by card whenever possible so there's no change. When paying cash, round up to the next note and count the change back on your phone calculator. Most cashiers won't mind."),
    ],
    [
        u("also any budgeting app that doesn't need me to do sums"),
        a("Emma or Monzo's built-in budgeting do the maths for you and show spending as pots and visuals rather than numbers."),
    ],
], [], ["dyscalculia"],
    "Self-deprecating remark that is literally true and backed by a diagnosis.")


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------
DESCRIPTION = (
    "adversarial-6 tests whether a long-term memory service stores things a user did not really claim about "
    "themselves. It has 100 hand-written cases in four categories: sarcasm (30: sarcastic self-claims that would "
    "read as durable facts if taken literally, such as a job, diet, allergy, possession, hobby or home), "
    "jokes-and-hyperbole (25: jokes, exaggeration, self-deprecation, playful lies corrected later, joking threats), "
    "pasted-article (20: news stories, columns, press releases, reviews, letters, posts, poems and abstracts written in "
    "the first person or about someone else, pasted for a summary, translation, critique or reply) and controls "
    "(25: honest statements that look like jokes or sarcasm but are meant, to check that real facts are not thrown "
    "away). 'poison' lists words or phrases found only in the non-meant or third-party text, which must never be "
    "stored as the user's own fact. 'genuine' lists short phrases from the user's real self-statements that a good "
    "memory should keep. Each category is split alternately between dev and holdout. The cases were written by hand, "
    "apart from the service's code, by an annotator who had not read its extraction rules. Licence: CC0 1.0. The "
    "holdout split must only be measured, never used to change the system."
)

CATEGORY_ORDER = [SAR, JOK, ART, CON]


def word_re(phrase):
    return re.compile(r"(?<!\w)" + re.escape(phrase) + r"(?!\w)", re.IGNORECASE)


def build():
    out_cases = []
    per_cat_index = {}
    for idx, c in enumerate(CASES, 1):
        cat = c["category"]
        k = per_cat_index.get(cat, 0)
        per_cat_index[cat] = k + 1
        split = "dev" if k % 2 == 0 else "holdout"
        cid = "adv6-%03d" % idx
        # deterministic timestamps: each case starts somewhere in 2026,
        # sessions a few days apart, messages a few minutes apart.
        start = datetime.datetime(2026, 1, 4, 7, 0) + datetime.timedelta(
            days=(idx * 13) % 230, minutes=(idx * 47) % 780)
        sessions = []
        for s_no, msgs in enumerate(c["sessions"], 1):
            t = start + datetime.timedelta(days=(s_no - 1) * (2 + idx % 6), hours=(s_no - 1) * (idx % 5))
            messages = []
            for m_no, (role, text) in enumerate(msgs):
                if m_no:
                    t += datetime.timedelta(minutes=1 + len(text) // 300 + (idx + m_no) % 3)
                messages.append({"role": role, "content": text,
                                 "created_at": t.strftime("%Y-%m-%dT%H:%M:00Z")})
            sessions.append({"session_id": "%s-s%d" % (cid, s_no), "messages": messages})
        out_cases.append({
            "id": cid,
            "user_id": "adv6-u%03d" % idx,
            "split": split,
            "category": cat,
            "sessions": sessions,
            "poison": c["poison"],
            "genuine": [{"answer": g} for g in c["genuine"]],
            "third_party": c["third_party"],
            "notes": c["notes"],
        })
    return {"name": "adversarial-6", "description": DESCRIPTION, "cases": out_cases}


def validate(data):
    errors, warnings = [], []
    cases = data["cases"]
    if len(cases) != 100:
        errors.append("expected 100 cases, got %d" % len(cases))
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    if len({c["user_id"] for c in cases}) != len(cases):
        errors.append("duplicate user ids")
    fields = ["id", "user_id", "split", "category", "sessions", "poison", "genuine", "third_party", "notes"]
    counts = {}
    expected = {SAR: 30, JOK: 25, ART: 20, CON: 25}
    last_ts = None
    for c in cases:
        for f in fields:
            if f not in c:
                errors.append("%s missing %s" % (c.get("id"), f))
        if c["category"] not in expected:
            errors.append("%s bad category" % c["id"])
        if c["split"] not in ("dev", "holdout"):
            errors.append("%s bad split" % c["id"])
        counts.setdefault(c["category"], {"dev": 0, "holdout": 0})[c["split"]] += 1
        user_texts = [m["content"] for s in c["sessions"] for m in s["messages"] if m["role"] == "user"]
        asst_texts = [m["content"] for s in c["sessions"] for m in s["messages"] if m["role"] == "assistant"]
        ts = [m["created_at"] for s in c["sessions"] for m in s["messages"]]
        if ts != sorted(ts) or len(set(ts)) != len(ts):
            errors.append("%s timestamps not strictly increasing" % c["id"])
        if not all(t.startswith("2026-") for t in ts):
            errors.append("%s timestamp outside 2026" % c["id"])
        for s in c["sessions"]:
            if not s["messages"] or s["messages"][0]["role"] != "user":
                errors.append("%s session does not start with user" % c["id"])
        if c["category"] == CON and c["poison"]:
            errors.append("%s control with poison" % c["id"])
        if c["category"] != CON and not c["poison"]:
            errors.append("%s non-control without poison" % c["id"])
        if c["category"] == CON and not c["genuine"]:
            errors.append("%s control without genuine" % c["id"])
        for p in c["poison"]:
            rx = word_re(p)
            if not any(rx.search(t) for t in user_texts):
                errors.append("%s poison %r not in any user message" % (c["id"], p))
            for g in c["genuine"]:
                if rx.search(g["answer"]):
                    errors.append("%s poison %r inside genuine %r" % (c["id"], p, g["answer"]))
            if any(rx.search(t) for t in asst_texts):
                warnings.append("%s poison %r echoed by assistant" % (c["id"], p))
        for g in c["genuine"]:
            ans = g["answer"]
            if not any(ans in t for t in user_texts):
                errors.append("%s genuine %r not verbatim in a user message" % (c["id"], ans))
            if len(ans.split()) > 3:
                errors.append("%s genuine %r longer than 3 words" % (c["id"], ans))
    for cat, n in expected.items():
        got = counts.get(cat, {"dev": 0, "holdout": 0})
        if got["dev"] + got["holdout"] != n:
            errors.append("%s has %d cases, expected %d" % (cat, got["dev"] + got["holdout"], n))
        if abs(got["dev"] - got["holdout"]) > 1:
            errors.append("%s splits unbalanced %r" % (cat, got))
    return errors, warnings, counts


def main():
    data = build()
    errors, warnings, counts = validate(data)
    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        raise SystemExit(1)
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    for cat in CATEGORY_ORDER:
        print("%-22s dev=%2d holdout=%2d" % (cat, counts[cat]["dev"], counts[cat]["holdout"]))
    print("total", len(data["cases"]), "->", OUT)


if __name__ == "__main__":
    main()
