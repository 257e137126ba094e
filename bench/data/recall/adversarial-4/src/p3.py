"""Categories: translation-requests, fiction-and-roleplay."""

from .lib import case, t

TR = "translation-requests"
FIC = "fiction-and-roleplay"

# ---------------------------------------------------------------- translation

case(TR, hard=False,
     notes="exchange student's English self-introduction translated into German for the host family",
     poison=["Zofia", "cello", "horses", "Kraków", "ice skating"],
     genuine=[("we live just outside Freiburg", "Freiburg", 1)],
     sessions=[[
         t("""
         we're hosting an exchange student from next month and she sent this intro in English. can you translate it into German for my in-laws? I'm British but we live just outside Freiburg

         \u27e6Hi! I'm Zofia, I'm 16, I play the cello and I'm allergic to horses. I'm from Kraków and I love ice skating.\u27e7"""),
         "> Hallo! Ich bin Zofia, ich bin 16, ich spiele Cello und ich bin allergisch gegen Pferde. Ich komme aus Krakau und ich liebe Eislaufen.\n\n(Krakau is the usual German name for Kraków.)",
     ]])

case(TR, hard=False,
     notes="French guest review in first person (pastry chef in Lyon, vegan) translated for a B&B owner",
     poison=["Lyon", "pâtissier", "végétalien"],
     genuine=[("we run a little B&B in Cornwall", "Cornwall", 1),
              ("my French is GCSE level at best", "GCSE level", 2)],
     sessions=[[
         t("""
         what does this say? someone left it on our booking page. we run a little B&B in Cornwall

         \u27e6Je suis chef pâtissier à Lyon depuis vingt ans et je suis végétalien. Le petit-déjeuner était parfait, merci pour les options sans œufs !\u27e7"""),
         "> \"I've been a pastry chef in Lyon for twenty years and I'm vegan. Breakfast was perfect – thank you for the egg-free options!\"\n\nA lovely review – praise from a professional pastry chef is worth quoting on your website.",
     ], [
         "could you help me write a short thank-you reply in French? my French is GCSE level at best",
         "> Merci beaucoup pour votre gentil message ! Nous sommes ravis que le petit-déjeuner vous ait plu. Au plaisir de vous accueillir à nouveau en Cornouailles.\n\n(\"Thank you so much for your kind message! We're delighted you enjoyed breakfast. We look forward to welcoming you back to Cornwall.\")",
     ]])

case(TR, hard=False,
     notes="first-person sentence translated into Italian for the user's father's pen-pal letter; the widowhood, dog and old job are the father's",
     poison=["widower", "Bruno", "train driver"],
     genuine=[("I'm learning Italian too", "learning Italian", 2)],
     third_party=True,
     sessions=[[
         "how do you say this in Italian: \u27e6'I'm a widower and I live alone with my dog Bruno. I used to be a train driver.'\u27e7 it's for my dad, he's got a pen pal in Bari and wants to write the next letter himself",
         "> Sono vedovo e vivo da solo con il mio cane Bruno. Facevo il macchinista.\n\n'Macchinista' is the usual word for a train driver. That's a lovely project for him!",
     ], [
         "he sent it! I'm learning Italian too, about A2, so we're doing it together now. what's the difference between 'facevo' and 'ho fatto'?",
         "Great that you're learning together! 'Facevo' (imperfect) describes something ongoing or habitual in the past – 'I used to do / was doing'. 'Ho fatto' (passato prossimo) is a completed action – 'I did'. So 'Facevo il macchinista' = I used to work as a train driver, while 'Ho fatto una torta' = I made a cake (once, finished).",
     ]])

case(TR, hard=False,
     notes="Dutch pen-friend letter in first person (dentist in Utrecht, two cats) translated for a retired postman",
     poison=["tandarts", "Utrecht", "Sok", "Muis", "Loosdrechtse"],
     genuine=[("I'm a retired postman", "retired postman", 1)],
     sessions=[[
         t("""
         my pen friend wrote this, what does it say? I'm a retired postman and I've started pen-palling to keep busy

         \u27e6Hoi! Ik ben tandarts in Utrecht en ik heb twee katten, Sok en Muis. In het weekend zeil ik op de Loosdrechtse Plassen.\u27e7"""),
         "> \"Hi! I'm a dentist in Utrecht and I have two cats, Sok and Muis [Sock and Mouse]. At weekends I go sailing on the Loosdrecht Lakes.\"\n\nWhat a nice hobby for retirement – a former postman writing letters has a certain poetry to it!",
     ]])

case(TR, hard=False,
     notes="passage from a Swedish crime novel in first person (firefighter in Umeå) translated for a learner",
     poison=["brandman", "Umeå", "tre barn"],
     genuine=[("I'm learning Swedish", "learning Swedish", 1)],
     sessions=[[
         t("""
         reading a Swedish crime novel to practise, what does this bit mean?

         \u27e6Jag är brandman i Umeå och jag har tre barn. Min fru tror att jag jobbar natt.\u27e7

         I'm learning Swedish because my partner's family is from Malmö and I want to keep up at Christmas"""),
         "> \"I'm a firefighter in Umeå and I have three children. My wife thinks I work nights.\"\n\nThat last sentence is a classic crime-novel hook! Grammar note: 'tror att' = 'thinks that', and 'jobbar natt' is the colloquial way to say 'works nights'.",
     ]])

case(TR, hard=True,
     notes="first-person sentences requested in French over several turns; only afterwards does the user say it's a class skit and give their real job and home",
     poison=["vet", "horses", "Pistache", "Rouen", "farmhouse"],
     genuine=[("I'm actually an accountant", "accountant", 1),
              ("I live in a flat in Slough", "Slough", 1)],
     sessions=[[
         "how do I say in French: \u27e6I'm a vet and I have three horses and a donkey called Pistache\u27e7",
         "> Je suis vétérinaire et j'ai trois chevaux et un âne qui s'appelle Pistache.",
         "and \u27e6I live in a farmhouse near Rouen\u27e7?",
         "> J'habite dans une ferme près de Rouen.",
         "merci! it's for a little skit in my evening French class lol, I'm actually an accountant and I live in a flat in Slough",
         "Ha – much more glamorous in the skit! If you want to sound natural on stage, 'J'habite dans une vieille ferme' (an old farmhouse) adds a bit of colour. Bonne chance for the performance!",
     ]])

case(TR, hard=False,
     notes="German team message from a colleague (parental leave, moving to Hamburg) translated for a UK employee",
     poison=["Elternzeit", "Hamburg"],
     genuine=[("I work for a logistics firm's UK office", "logistics firm", 1)],
     sessions=[[
         t("""
         my German's rusty and Jonas sent this to the team channel, what's he saying? (I work for a logistics firm's UK office, they're HQ)

         \u27e6Kurze Info: Ich bin ab Montag in Elternzeit und ziehe im Sommer nach Hamburg. Bei Fragen bitte an Katrin.\u27e7"""),
         "> \"Quick update: I'm on parental leave from Monday and I'm moving to Hamburg in the summer. If you have questions, please contact Katrin.\"\n\nSo from Monday, anything you'd normally send Jonas should go to Katrin.",
     ]])

case(TR, hard=True,
     notes="two translations in one session: the user's own outgoing message (genuine: nurse on a children's ward) and the boyfriend's mother's reply (Guadalajara, Tijuana, arthritis)",
     poison=["Guadalajara", "Tijuana", "artritis"],
     genuine=[("I'm a nurse too", "nurse", 1),
              ("I work on the children's ward at St Wilfrid's", "children's ward", 1)],
     sessions=[[
         "can you put this into Spanish? it's what I want to text my boyfriend's mum: 'Hi Rosa! Thank you for the recipe. I'm a nurse too, I work on the children's ward at St Wilfrid's, so I totally understand about the night shifts.'",
         "> ¡Hola, Rosa! Gracias por la receta. Yo también soy enfermera, trabajo en la planta de pediatría del St Wilfrid's, así que entiendo perfectamente lo de los turnos de noche.",
         t("""
         she replied already 😅 what does it say?

         \u27e6¡Ay, qué bonito! Yo trabajé treinta años en Guadalajara como enfermera. Ahora vivo en Tijuana con mi hermana y tengo artritis en las manos, así que ya no cocino tanto.\u27e7"""),
         "> \"Oh, how lovely! I worked as a nurse in Guadalajara for thirty years. Now I live in Tijuana with my sister and I have arthritis in my hands, so I don't cook as much anymore.\"\n\nSounds like you two have a lot in common – she might love swapping night-shift stories.",
     ]])

# ---------------------------------------------------------------- fiction / role-play

case(FIC, hard=False,
     notes="request for a first-person bedtime story about a lighthouse keeper afraid of the dark",
     poison=["lighthouse keeper", "Scottish island", "scared"],
     genuine=[("I read these to my kids, they're 6 and 9", "6 and 9", 1)],
     sessions=[[
         "write me a short bedtime story in first person about \u27e6a lighthouse keeper on a tiny Scottish island who's scared of the dark\u27e7. I read these to my kids, they're 6 and 9, so not too scary",
         "I am the keeper of the lighthouse on the tiny island of Inchbrae, and I have a secret: I am scared of the dark. Every evening, when the sun slides into the sea, my knees wobble. But every evening I climb the 112 steps anyway, because the ships need my light. One night a little puffin tapped on the glass. 'Why do you shake?' she asked. 'Because the dark is so big,' I said. The puffin looked out at the sea, where my beam swept across the waves. 'But look,' she said, 'you're the one who makes it smaller.' And from that night on, I wasn't quite so scared. The end.",
     ]])

case(FIC, hard=True,
     notes="barista role-play where the user speaks in character (Winnipeg dentist, twin sister); after the game the user states one real fact (lactose intolerance)",
     poison=["Winnipeg", "dentist", "Astrid", "twin sister"],
     genuine=[("for real though I am lactose intolerant", "lactose intolerant", 1)],
     sessions=[[
         "let's play a game. you're a barista and I'm a customer, stay in character. I'll start",
         "*wipes down the counter* Morning! What can I get you today?",
         "\u27e6hi! I just moved here from Winnipeg, I'm a dentist at the new practice on the high street. can I get a lactose-free flat white?\u27e7",
         "Welcome to the neighbourhood! A dentist, eh – I'll try not to judge your coffee-stained teeth then 😄 One lactose-free flat white coming up. Oat or lactose-free milk?",
         "\u27e6oat please! oh and my twin sister Astrid is coming in later, put hers on my tab\u27e7",
         "Oat it is. And I'll keep an eye out for Astrid – if she looks exactly like you, I'll know. That's £3.40 today!",
         "ok game over haha. for real though I am lactose intolerant, that bit wasn't made up. what's safe to order in actual coffee shops?",
         "Good to know! Safe bets: anything with oat, soya or almond milk, black coffee, americanos, and espresso. Watch out for mochas and hot chocolates (often made with dairy powder), whipped cream, and some syrups or 'sauces'. If you're ever unsure, ask whether they use a separate steam wand – some people react to traces.",
     ]])

case(FIC, hard=False,
     notes="diary entry in the voice of a D&D player's character (half-elf smuggler with a prosthetic leg)",
     poison=["smuggler", "prosthetic", "Saltmere", "half-elf"],
     genuine=[("I run a D&D group every other Saturday", "D&D group", 1)],
     sessions=[[
         "I run a D&D group every other Saturday. can you write a diary entry in the voice of one of my players' characters? \u27e6Captain Ilse Marr, a half-elf smuggler with a prosthetic leg who grew up in the port of Saltmere\u27e7",
         t("""
         *Ship's log, private – burn if found.*

         Rain again. The brass in my leg aches the way it always does when a storm's coming, which makes it more reliable than the navigator. We made Saltmere by dusk; the harbourmaster still thinks I'm a herring merchant. I grew up on these docks. I know which planks creak and which guards drink. Tomorrow: the crates go out under the fish. Tonight: I sleep with one eye open, as ever."""),
     ]])

case(FIC, hard=True,
     notes="collaborative story continued in a later session where the user writes a character's first-person line; the user's real aside (grew up in Darwin) sits right next to it",
     poison=["Marrakesh", "courier"],
     genuine=[("I grew up in Darwin", "Darwin", 2)],
     sessions=[[
         "let's write a story together. you do the narration, I'll write Mara's lines. \u27e6she's a courier in a desert city\u27e7",
         "Deal. *The sun had barely cleared the rooftops when Mara's bicycle rattled into the spice market, a sealed envelope tucked inside her jacket. Nobody in the city knew what she carried – and that was exactly how she'd stayed alive.* Your line!",
     ], [
         "\u27e6Mara: 'I've lived in Marrakesh my whole life and I've never once seen snow. Take me somewhere cold.'\u27e7 your turn. (ha, I've never seen snow either, I grew up in Darwin)",
         "*The old man behind the counter laughed and slid a brass key across the wood. 'Cold,' he said, 'is expensive. But for you, courier, I have a job in the mountains.'* (And from Darwin, I bet even a chilly morning counts as an event!)",
     ]])

case(FIC, hard=False,
     notes="country song written from the perspective of a trucker left in Tulsa",
     poison=["trucker", "Tulsa"],
     genuine=[("I play guitar in a covers band", "covers band", 1)],
     sessions=[[
         "write a country song from the point of view of \u27e6a trucker whose wife left him in Tulsa\u27e7. I play guitar in a covers band and we need one joke original for the set",
         t("""
         **"She Took the Dog (But She Left Me the Truck)"**

         *Verse 1*
         Pulled into Tulsa with a load of frozen peas,
         Found a note on the dashboard and a missing set of keys,
         She said "I'm going back to Mama, don't you call me, don't you write,"
         But she left the CB radio, so I'm singing here tonight.

         *Chorus*
         Oh she took the dog, but she left me the truck,
         Took the good frying pan and the last of my luck,
         Eighteen wheels and a broken heart,
         At least the engine still starts."""),
     ]])

case(FIC, hard=True,
     notes="text adventure where the user's commands are first-person in-character claims (knight, cursed sword, king's cousin); an out-of-character aside gives the real job",
     poison=["Aldous", "Wendmere", "cursed sword", "king's cousin", "fear of water"],
     genuine=[("I'm a software tester by day", "software tester", 1)],
     sessions=[[
         "be a text adventure game. I'm the player.",
         "You wake on cold stone. A single torch gutters in a bracket. Iron bars. Somewhere, water drips. A guard snores outside your cell.\n\nWho are you?",
         "\u27e6I am Sir Aldous of Wendmere, a knight with a cursed sword and a fear of water.\u27e7 > look around",
         "Your cursed sword is gone – of course. The floor slopes towards a drain, and the dripping grows louder. Your fear of water prickles along your spine. The guard's keys hang from his belt, just out of reach.",
         "\u27e6> I tell the guard I'm the king's cousin and demand release\u27e7",
         "The guard snorts awake. 'The king's cousin? Last week we had the king's *mother* in that cell.' He doesn't move – but he does look uncertain.",
         "(ooc: this is great, I'm a software tester by day so I'll try to break it later 😈)",
         "(ooc: ha, challenge accepted – try anything you like and I'll keep the world consistent.) The guard is still watching you, narrow-eyed. What do you do?",
     ]])

case(FIC, hard=False,
     notes="screenplay scene with a character's first-person lines (widow) sent for notes",
     poison=["widow", "gutters"],
     genuine=[("I'm doing a screenwriting course at night", "screenwriting course", 1)],
     sessions=[[
         t("""
         I'm doing a screenwriting course at night. can you give notes on this scene?

         \u27e6INT. KITCHEN - NIGHT

         JUNE (60s) stirs a pan that doesn't need stirring.

         JUNE
         I'm a widow, Frank. I've been a widow for ten years. I don't need you fixing my gutters.

         FRANK
         I'm not here for the gutters.\u27e7"""),
         "The stirring is a great piece of action – it tells us she's avoiding him before she speaks. I'd cut 'I've been a widow for ten years': the audience will feel it more if they infer it. And Frank's line is strong – consider letting it sit with a beat of silence, or having June stop stirring, so we see it land.",
     ]])

case(FIC, hard=True,
     notes="therapist role-play where later in-character messages (gambling losses, casino, wife) carry no markers at all",
     poison=["gambling", "Leicester", "casino", "four grand", "nineteen"],
     genuine=[("for my drama MA I'm writing a play about addiction", "drama MA", 1)],
     sessions=[[
         "for my drama MA I'm writing a play about addiction. can you play a therapist and I'll be the character, Dev? \u27e6he's a gambling addict who lost his house in Leicester\u27e7. stay in character till I say stop",
         "Of course. *settles into the chair* Hi Dev. Thanks for coming in today. Where would you like to start?",
         "\u27e6I lost it all again last night. Four grand at the casino. My wife thinks I was at work.\u27e7",
         "That sounds like a really heavy thing to be carrying this morning. Can you tell me what was happening for you just before you went in?",
         "\u27e6I don't know. I've been like this since I was nineteen. It's the only time my head's quiet.\u27e7",
         "'The only time my head's quiet' – that's important. It sounds like the gambling has been doing a job for you for a long time. What's your head usually full of, when it isn't quiet?",
         "stop — that's really useful, thank you. the therapist voice is exactly what I needed for act two",
         "Glad it helped! A note for act two: real therapists often reflect the client's exact words back (like 'the only time my head's quiet') – it's a good device for showing the audience what matters.",
     ]])
