"""Categories: hypotheticals-and-plans-for-others, quoted-speech-and-reported."""

from .lib import case, t

HYP = "hypotheticals-and-plans-for-others"
QUO = "quoted-speech-and-reported"

# ---------------------------------------------------------------- hypotheticals

case(HYP, hard=False,
     notes="'if I were a vegan' curiosity question from a self-declared carnivore",
     poison=["vegan"],
     genuine=[("I'm a total carnivore", "carnivore", 1),
              ("I'm training for a half marathon", "half marathon", 2)],
     sessions=[[
         "\u27e6if I were a vegan\u27e7, what would I even eat for protein? purely curious, I'm a total carnivore and I'm not changing lol",
         "Plenty of options: tofu and tempeh (~12–20 g protein per 100 g), lentils, chickpeas and beans, seitan (very high), edamame, peanut butter, and soya milk. Combining legumes with grains over the day covers all the essential amino acids.",
     ], [
         "ok I tried tofu. still a carnivore. but I'm training for a half marathon so I need loads of protein, what should a day look like?",
         "For endurance training, aim for roughly 1.4–1.6 g of protein per kg of body weight, spread over 4 meals: e.g. eggs on toast, a chicken or tuna wrap, Greek yoghurt after your run, and steak or salmon with rice and veg for dinner. The timing matters less than hitting the daily total.",
     ]])

case(HYP, hard=False,
     notes="'imagine I lived in Tokyo' budget daydream from someone in Manchester",
     poison=["Tokyo"],
     genuine=[("I'm in Manchester on about 32k", "Manchester", 1)],
     sessions=[[
         "\u27e6imagine I lived in Tokyo\u27e7 — what would a monthly budget look like? I'm in Manchester on about 32k and daydreaming",
         t("""
         A rough single-person month in Tokyo (in yen, ≈ £):

         - Rent (1K flat, outer ward): ¥85,000 (~£450)
         - Utilities + phone: ¥20,000 (~£105)
         - Food: ¥45,000 (~£240)
         - Transport pass: ¥10,000 (~£55)
         - Fun money: ¥30,000 (~£160)

         That's about £1,000 a month – surprisingly comparable to Manchester, though salaries for the same job are often lower."""),
     ]])

case(HYP, hard=True,
     notes="'what would you say if I told you I was a pilot?' followed by the real answer (bus driver, afraid of flying)",
     poison=["pilot"],
     genuine=[("I'm terrified of flying", "terrified of flying", 1),
              ("I drive buses for a living", "drive buses", 1)],
     sessions=[[
         "\u27e6what would you say if I told you I was a pilot?\u27e7",
         "I'd probably ask what you fly, and whether the view ever gets old!",
         "haha I'm not, I'm terrified of flying. I drive buses for a living. just wanted to see how you'd react",
         "Ha, fair enough! Honestly, driving a double-decker through city traffic sounds at least as stressful as flying. If the fear of flying ever gets in the way of holidays, some airlines run 'fearless flyer' courses that people find really helpful.",
     ]])

case(HYP, hard=False,
     notes="trip plan for the user's parents (Madeira); the destination is theirs",
     poison=["Madeira"],
     genuine=[("I've got a toddler", "toddler", 1)],
     third_party=True,
     sessions=[[
         "help me plan a trip for my parents, \u27e6they want 10 days in Madeira in May, they love gardens and easy walks\u27e7. I'm not going, I've got a toddler and a cat who'd riot",
         t("""
         A relaxed 10 days:

         - **Days 1–4: Funchal** – Monte Palace Tropical Garden (cable car up!), the Botanical Garden, Mercado dos Lavradores.
         - **Days 5–7: north coast (São Vicente/Santana)** – gentle levada walks like Levada do Rei (flat, ~2 h each way).
         - **Days 8–10: back to Funchal** – Palheiro Gardens, a boat trip, a day of rest.

         May is ideal: warm, and the gardens are in full bloom."""),
     ]])

case(HYP, hard=True,
     notes="'Suppose I'm a 45-year-old smoker with high cholesterol' risk question; later the user says it's for work and that they have never smoked",
     poison=["smoker", "cholesterol", "45-year-old"],
     genuine=[("I'm an actuary", "actuary", 1),
              ("I've never smoked in my life", "never smoked", 1)],
     sessions=[[
         "\u27e6Suppose I'm a 45-year-old smoker with high cholesterol\u27e7. Roughly how much would that raise my 10-year heart attack and stroke risk compared with someone who doesn't smoke?",
         "Very roughly, using tools like QRISK3: smoking alone can double 10-year cardiovascular risk at that age, and high cholesterol adds more – a 45-year-old with both might sit around 8–12% versus ~3–5% without them, depending on sex, blood pressure and family history. Only a proper calculator with real inputs gives a meaningful number.",
         "thanks — it's for a pricing model at work, I'm an actuary. I've never smoked in my life, just to be clear 😄",
         "Makes sense! For pricing you'll probably want the QRISK3 coefficients or the Framingham risk equations directly rather than rule-of-thumb multipliers – both are published, and QRISK3 is calibrated on UK data.",
     ]])

case(HYP, hard=False,
     notes="daydream about moving to Canada and retraining as a paramedic",
     poison=["Canada", "paramedic"],
     genuine=[("I'm a lifeguard at the leisure centre", "lifeguard", 1)],
     sessions=[[
         "\u27e6if I moved to Canada and retrained as a paramedic\u27e7, how long would it take? just a daydream, I'm a lifeguard at the leisure centre right now",
         "It varies by province: in Ontario a Primary Care Paramedic diploma is about 2 years of college, then a provincial exam; Alberta and BC have shorter first-level courses (EMR/PCP) of several months to a year. Your lifeguard first-aid experience would help, but you'd still need the full programme and immigration sorted first.",
     ]])

case(HYP, hard=False,
     notes="hypothetical cat named Mochi from someone who does not yet own a cat",
     poison=["Mochi"],
     genuine=[("I live in a studio flat", "studio flat", 1)],
     sessions=[[
         "I don't have a cat yet, still deciding. but \u27e6say I had one called Mochi and she kept throwing up after eating\u27e7 — would that be a vet-right-now thing? I live in a studio flat so space is tight anyway",
         "Occasional vomiting straight after eating is often just eating too fast (a slow-feeder bowl helps). It becomes a vet-now situation if it's repeated in a day, there's blood, the cat is lethargic, stops eating, or you suspect she's swallowed something. And studio flats can work well for an adult indoor cat with vertical space – shelves and a cat tree.",
     ]])

case(HYP, hard=False,
     notes="memory test with explicitly made-up facts (yacht, born on a Tuesday, afraid of geese)",
     poison=["yacht", "Serendipity", "geese"],
     genuine=[("I'm testing chatbots for my comp sci dissertation", "comp sci dissertation", 1)],
     sessions=[[
         "I'm testing chatbots for my comp sci dissertation. here are three made-up facts, tell me whether you'd remember them: \u27e6I own a yacht called Serendipity, I was born on a Tuesday, and I'm afraid of geese.\u27e7",
         "Within this conversation, yes – I can refer back to them. Whether anything carries over to a future conversation depends on whether the product has a memory feature switched on; since you've said these are made up, a well-behaved memory shouldn't save them as facts about you.",
     ]])

# ---------------------------------------------------------------- quoted / reported speech

case(QUO, hard=False,
     notes="boss quoted saying he is allergic to shellfish; the user organises the party",
     poison=["shellfish", "paella"],
     genuine=[("I'm the office junior", "office junior", 1)],
     third_party=True,
     sessions=[[
         "my boss literally said \u27e6'I'm allergic to anything with shellfish, so no paella at the Christmas do'\u27e7 and now I'm stuck organising it because I'm the office junior. any caterer menu ideas for 20 people?",
         "For 20 with a shellfish allergy in the room, pick a menu with no seafood at all (to avoid cross-contact): e.g. slow-roast chicken thighs, a big veggie lasagne, roast potatoes, winter slaw, and sticky toffee pudding. Tell the caterer about the allergy in writing and ask them to confirm no shellfish in stocks or sauces.",
     ]])

case(QUO, hard=False,
     notes="famous film quote 'I'm the king of the world'",
     poison=["king"],
     genuine=[("I'm a film studies student", "film studies", 1)],
     sessions=[[
         "who said \u27e6'I'm the king of the world'\u27e7? my dad shouts it every time we're on a ferry. I'm a film studies student and I'm embarrassed I don't know",
         "That's Jack Dawson (Leonardo DiCaprio) at the bow of the ship in *Titanic* (1997). James Cameron also said it at the Oscars when the film won Best Picture. Your dad is in good company!",
     ]])

case(QUO, hard=True,
     notes="reported news about an acquaintance in a verbless list with no 'he said'; Dubai, oil and Surrey are Tom's",
     poison=["Dubai", "oil", "Surrey"],
     genuine=[("I've been going to that gym on Bridge Street for years", "gym", 1)],
     third_party=True,
     sessions=[[
         "ran into Tom at the gym. \u27e6back from Dubai, married now, works in oil, bought a place in Surrey\u27e7. anyway, I've been going to that gym on Bridge Street for years and never seen him once. what do I even say if he asks to get coffee",
         "You don't need a plan – just be curious: 'Go on then, tell me about the last few years' works well, and you can decide after one coffee whether you want another. If you'd rather not, 'I'm pretty slammed at the moment, but good to see you' is polite and final.",
     ]])

case(QUO, hard=False,
     notes="song lyric in first person ('I'm a cowboy')",
     poison=["cowboy", "steel horse"],
     genuine=[("I'm more of a jazz person myself", "jazz", 1)],
     sessions=[[
         "what song is this from: \u27e6'I'm a cowboy, on a steel horse I ride'\u27e7? my neighbour blasts it every sunday. I'm more of a jazz person myself",
         "That's *Wanted Dead or Alive* by Bon Jovi (1986). If you want revenge-by-playlist, maybe answer with some Coltrane 😄",
     ]])

case(QUO, hard=True,
     notes="grandmother's words paraphrased without quote marks ('born in Kingston, die in Kingston'); only meaning shows it is Nan's, not the user's",
     poison=["Kingston"],
     genuine=[("I do cross-stitch", "cross-stitch", 1)],
     third_party=True,
     sessions=[[
         "Nan on the phone tonight: \u27e6born in Kingston, die in Kingston, and she's not moving into any home, thank you very much\u27e7. I want to stitch that on a cushion for her 90th. I do cross-stitch but I've never done lettering, tips?",
         "What a brilliant cushion! For lettering: chart it first on graph paper or a free online pattern maker; use a simple block or backstitched script at least 7–9 stitches tall so letters stay readable; and work backstitch outlines last with one strand for crisp edges. Centre each line by counting from the middle of the fabric outwards.",
     ]])

case(QUO, hard=True,
     notes="back-and-forth quoted dialogue where the friend's lines (vegetarian, moved in with Hana) sit between the user's own words",
     poison=["vegetarian", "Hana"],
     genuine=[("I'm still eating steak three times a week", "steak", 1)],
     third_party=True,
     sessions=[[
         "so Mike goes \u27e6'I'm a vegetarian now'\u27e7 and I go 'since when??' and he goes \u27e6'since I moved in with Hana'\u27e7. lol. I'm still eating steak three times a week. what do I cook when he comes round saturday?",
         "Make something that's great without meat so nobody feels short-changed: a big mushroom and ale pie, a halloumi and roasted veg traybake, or a proper chilli with black beans and smoked paprika. You can always grill yourself a steak on the side 😄",
     ]])

case(QUO, hard=False,
     notes="literary quotation from Jane Eyre in first person",
     poison=["no bird", "ensnares", "free human being"],
     genuine=[("I'm doing English Lit A-level", "English Lit", 1)],
     sessions=[[
         "\u27e6'I am no bird; and no net ensnares me; I am a free human being with an independent will'\u27e7 — what's going on in this line? I'm doing English Lit A-level and the exam's in May",
         "It's from Chapter 23 of *Jane Eyre*. Jane is rejecting Rochester's treatment of her as a pretty, caged thing: she asserts equality ('independent will') despite their difference in class and gender. The bird imagery recurs throughout the novel – a good thread to trace for your essay.",
     ]])

case(QUO, hard=True,
     notes="office gossip introduced by 'apparently' about a new colleague (ex-army, Farsi)",
     poison=["ex-army", "Farsi"],
     genuine=[("I work remote from Devon", "Devon", 1)],
     third_party=True,
     sessions=[[
         "the new guy in accounts, \u27e6apparently he's ex-army and speaks fluent Farsi\u27e7. I'm the only one who hasn't met him yet, I work remote from Devon. is it weird to send a welcome message?",
         "Not weird at all – remote colleagues who reach out first are usually remembered warmly. Keep it light: 'Hi, welcome to the team! I'm the one dialling in from Devon – shout if you need anything from my side.' I'd leave the gossip out of it.",
     ]])
