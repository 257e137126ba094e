KIND = "family"
CASES = [
(["my daughter Isla turns 5 next saturday and she is OBSESSED with dinosaurs, party game ideas for about 12 kids?",
  "A dinosaur egg hunt, a fossil dig in a sandpit and 'dinosaur, dinosaur, what time is it' are all easy hits for five-year-olds. You could finish with a stomp-and-freeze dance game."],
 ["Has a daughter named Isla who is turning 5"],
 ["Is obsessed with dinosaurs", "Has 12 children"]),

(["Me and my husband Tunde are trying to plan something for our 10th anniversary in December, we have a budget of about 500k naira. Ideas that aren't just dinner?",
  "You could do a weekend at a resort outside the city, a private cooking class together, or recreate your first date with a surprise twist. A photoshoot with a decade-themed album also makes a lovely keepsake."],
 ["Is married to Tunde", "Wedding anniversary is in December (10 years this year)"],
 ["Is named Tunde", "Is planning a wedding"]),

(["my sister just had twins, both boys, and I'm going to be godmother! what's a nice christening gift that isn't just a silver spoon",
  "A personalised keepsake box for each twin, an engraved bangle they can keep, or a book you inscribe for them to read when they're older are all lovely. You could also start a small savings account for each."],
 ["Has a sister who recently had twin boys", "Is godmother to her sister's twins"],
 ["Has twins", "Recently gave birth"]),

(["my dad is 78 and lives on his own in Sligo since mum passed last year. I'm up in Dublin with work. how can I keep an eye on him without being annoying",
  "A regular short phone call at the same time each day gives structure without feeling like checking up. You could also ask a neighbour to pop in and look at simple tech like a video doorbell or a shared calendar if he's open to it."],
 ["Father is 78 and lives alone in Sligo", "Mother died last year", "Lives in Dublin"],
 ["Lives in Sligo", "Is 78 years old"]),

(["weekend planning help: I've got the stepkids (Maya 14, Leo 11) every other weekend plus my own son Finn who's 6, and they have nothing in common. what can all of us do?",
  "Go for things with roles for different ages, like a climbing centre, crazy golf, or a cook-off where the older two team up with Finn. Letting Maya and Leo pick one activity each also helps them feel included."],
 ["Has a son named Finn, aged 6", "Has stepchildren Maya (14) and Leo (11) every other weekend"],
 ["Maya and Leo are the user's biological children", "Has sole custody of Maya and Leo"]),

(["How do I explain to a 7 year old that we're getting divorced? We're going to share custody 50/50 and we both want to do it together.",
  "Tell your child together, keep it short and honest, and stress that it's not their fault and that you'll both always be their parents. Explain what will stay the same and what will change, like which days they'll be at each home."],
 ["Is going through a divorce", "Has a 7-year-old child", "Will share custody of their child 50/50"],
 ["Is happily married", "Is 7 years old"]),

(["my fiancé Arjun and I want a small registry wedding in Bangalore in feb but his family wants the full 3 day thing. how do we say no nicely",
  "Present a united front and lead with what you are giving them, such as a reception or a family puja, rather than what you're cutting. Let Arjun have the main conversation with his own parents."],
 ["Is engaged to Arjun", "Plans a small registry wedding in Bangalore in February"],
 ["Wants a three-day wedding", "Is named Arjun"]),

(["my older brother flies for a budget airline and he swears you should never book the last flight of the day. is he right??",
  "There's some truth to it: delays build up during the day, and if the last flight is cancelled there's nothing to rebook you on until the next morning. The first flight of the day tends to be the most punctual."],
 ["Has an older brother who is an airline pilot"],
 ["Is a pilot", "Never books the last flight of the day"]),

(["Hello, I'm 71 and my grandson Ollie (8) is coming to stay for half term. What can we do if it rains all week?",
  "You could build a blanket fort and have a film afternoon, bake and decorate biscuits, or visit a museum or indoor swimming pool. A simple science experiment like a homemade volcano is usually a hit with eight-year-olds."],
 ["Is 71 years old", "Has a grandson named Ollie, aged 8"],
 ["Is 8 years old", "Ollie lives with the user"]),

(["my wife is 30 weeks pregnant with our first and I feel useless. what should I actually be doing right now",
  "Take over more of the physical jobs, go to appointments with her, and sort practical things like the car seat and hospital bag. Ask her directly what would help most this week, because it changes a lot in the last trimester."],
 ["Wife is about 30 weeks pregnant with their first child"],
 ["Is pregnant", "Already has children"]),

(["as the eldest of five I always end up organising mum's birthday. she's 60 in June. can you help me write a message to the siblings group chat asking everyone to chip in?",
  "Hi all, mum turns 60 in June and I'd love us to do something special together. I'm thinking a family meal and a joint gift, so could everyone say by Friday what they can put in and any ideas?"],
 ["Is the eldest of five siblings", "Mother turns 60 in June"],
 ["Is turning 60", "Has five children"]),

(["My mother-in-law is coming from Enugu for omugwo when the baby arrives in May. How do I prepare the house so she's comfortable for 3 months?",
  "Give her a private room if you can, with a comfortable bed, good lighting and a space for her things. Stock familiar foodstuffs and ask her beforehand what she'll need for cooking."],
 ["Is expecting a baby in May", "Mother-in-law lives in Enugu"],
 ["Lives in Enugu", "Mother-in-law will live with them permanently"]),

(["my 16yo wants to drop out of A levels to do an electrician apprenticeship and my first reaction was to lose it. how do I have this convo properly",
  "Start by asking what draws them to it and listen before giving your view. Apprenticeships can be a strong route, so you might look at the details together, like pay, qualifications and which employers are offering places."],
 ["Has a 16-year-old child who is doing A levels"],
 ["Is doing A levels", "Is an electrician", "Wants to do an apprenticeship"]),

(["me and my girlfriend Sam have been together 3 years and I'm thinking of proposing at the lake where we met. is December too cold for that lol",
  "Cold can actually make it memorable, as long as you plan for it: warm layers, a flask of something hot and a plan B if the weather turns. Bring a friend to take photos from a distance if you want the moment captured."],
 ["Has a girlfriend named Sam; together 3 years", "Is planning to propose to Sam"],
 ["Is engaged", "Is married to Sam"]),

(["we adopted our son Mateo from Colombia when he was 2 and he's 9 now and asking a lot about where he came from. any good books for his age?",
  "There are some lovely picture and middle-grade books about adoption and heritage, and it can help to pair them with books about Colombian culture and history. Reading them together gives him an easy way to ask questions."],
 ["Has an adopted son Mateo, aged 9, born in Colombia"],
 ["Is from Colombia", "Lives in Colombia"]),

(["it's my late husband's birthday tomorrow, the first one since he died. I don't know what to do with the day",
  "I'm so sorry. Some people find it helps to plan something small that connects to him, like cooking his favourite meal or visiting a place he loved, and to let a close friend know so you aren't alone."],
 ["Is widowed; husband died within the last year"],
 ["Is married", "Has a birthday tomorrow"]),

(["i'm the only one of my siblings who lives near our parents so I end up doing all the hospital runs for dad. how do i ask my brothers to help more without a fight",
  "Be specific rather than general: list the upcoming appointments and ask each of them to take particular ones or cover costs if they can't be there. Framing it as sharing the load for dad's sake keeps it less personal."],
 ["Lives near parents", "Does hospital runs for their father", "Has brothers who live further away"],
 ["Is in hospital", "Is an only child"]),

(["Just a sec before I ask my question - I have three kids, 12, 9 and 4. Which board games can all three actually play without the little one crying?",
  "Try cooperative games so nobody loses alone, like Outfoxed, Hoot Owl Hoot or Race to the Treasure. Dobble and Guess Who also work across that age range."],
 ["Has three children aged 12, 9 and 4"],
 ["Is 12 years old", "Has four children"]),

(["my partner's a firefighter on 4 on 4 off and I work 9 to 5 in an office, so childcare for our two is a nightmare on his day shifts. what options are there besides a nanny",
  "You could look at a childminder with flexible hours, a nanny share with another family, or before and after-school clubs. Some employers also allow compressed hours or a later start on set days."],
 ["Partner is a firefighter on 4-on-4-off shifts", "Works 9 to 5 in an office", "Has two children"],
 ["Is a firefighter", "Employs a nanny"]),

(["im a twin lol and my twin brother Kofi lives in Accra now. we want to do something for our 30th in August even though we're on different continents. ideas?",
  "You could each plan the same meal and eat it together over a video call, send each other a box of things from your cities, or book a trip to meet halfway. A joint playlist of songs from your childhood is a nice touch."],
 ["Has a twin brother named Kofi who lives in Accra", "Turns 30 in August"],
 ["Lives in Accra", "Is named Kofi"]),
]
