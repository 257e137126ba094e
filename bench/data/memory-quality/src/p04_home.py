KIND = "home"
CASES = [
(["just moved down to Leeds from Glasgow for uni and I don't know anyone yet. how do people actually make friends in first year",
  "Say yes to as much as you can in the first few weeks, join two or three societies and go back more than once, because friendships form through repetition. Leaving your door open in halls helps too."],
 ["Lives in Leeds", "Moved from Glasgow", "Is a first-year university student in Leeds"],
 ["Lives in Glasgow"]),

(["going to Lisbon for 4 days in May with my best mate. what should we not miss? we like food and views more than museums",
  "Go up to the Miradouro da Senhora do Monte for sunset, eat your way around the Time Out market and a few tascas in Alfama, and take a day trip to Sintra. Try pastéis de nata at several places and pick a winner."],
 ["Planning a 4-day trip to Lisbon in May", "Prefers food and views to museums when travelling"],
 ["Lives in Lisbon", "Lives with best mate"]),

(["we rent a two-bed flat above a chippy in Hull and the whole place smells of frying. anything that actually gets rid of it?",
  "Keep windows shut during the chippy's busiest hours and air the flat early in the morning instead. An air purifier with a carbon filter and bowls of bicarbonate of soda in soft-furnished rooms will take the edge off."],
 ["Rents a two-bed flat above a chip shop in Hull"],
 ["Works at a chip shop", "Owns their flat"]),

(["i live with 3 flatmates in a house share in Bristol and nobody ever cleans the kitchen. can you help me make a rota that won't start a war",
  "Split it into four jobs, like surfaces and hob, floor, bins and recycling, and fridge and cupboards, and rotate them weekly. Put it on a shared app or the fridge and agree on it together at a house meeting."],
 ["Lives in a house share in Bristol with three flatmates"],
 ["Lives alone", "Is a cleaner"]),

(["WE GOT THE KEYS!!! first house in Swindon, completed today 🎉 what are the first things we should do?",
  "Congratulations. Change the locks, find your stopcock and fuse box, take meter readings and set up energy and council tax. Then you can celebrate properly."],
 ["Recently bought their first house, in Swindon"],
 ["Is a locksmith", "Still rents"]),

(["i'm 27 and still living with my parents in Mississauga to save for a down payment. is it realistic to save 60k in 3 years on 75k salary?",
  "It's ambitious but possible: 60k over three years is about 1,700 a month, which is roughly a third of your take-home pay. Keeping rent low at home is what makes it doable, so put it into an FHSA first."],
 ["Is 27 years old", "Lives with parents in Mississauga", "Is saving for a house down payment", "Earns around 75k a year"],
 ["Owns a home"]),

(["Moved from Lagos to Toronto in January and this winter is no joke. What do I actually need to buy to survive?",
  "Get a proper insulated parka rated for at least minus 20, waterproof winter boots with good grip, thermal base layers, a hat that covers your ears and good gloves. Layering is more important than one very thick item."],
 ["Lives in Toronto", "Moved from Lagos to Toronto in January"],
 ["Lives in Lagos"]),

(["i live in Reading but commute into London 3 days a week. is a season ticket worth it or should i just use flexi?",
  "For three days a week, flexi season tickets or pay-as-you-go are often cheaper than a full season, but it depends on your exact route and times. Compare your monthly spend on both with a fare calculator."],
 ["Lives in Reading", "Commutes to London three days a week"],
 ["Lives in London"]),

(["we live on a narrowboat on the Kennet and Avon, continuous cruising. any tips for keeping the condensation down in winter?",
  "Ventilation is key even when it's cold, so keep the mushroom vents open, and run a dehumidifier when you're on shore power. A stove with a flue fan and lids on pans when cooking make a big difference."],
 ["Lives on a narrowboat on the Kennet and Avon canal", "Is a continuous cruiser"],
 ["Lives in a house near the canal"]),

(["we're on a farm outside Toowoomba and the nearest shop is 40 mins so I do one big shop a fortnight. how do I keep veg fresh that long?",
  "Store hardy veg like potatoes, onions, pumpkin and carrots in cool, dark spots and use soft things like lettuce and berries first. Freezing some veg straight away and wrapping greens in damp paper in the fridge will stretch things out."],
 ["Lives on a farm outside Toowoomba", "Does a big grocery shop once a fortnight"],
 ["Owns a shop", "Lives in Toowoomba town centre"]),

(["at the in-laws in Galway for christmas and their wifi is unbearable. anything I can do without buying them a new router?",
  "Try moving the router to a central, raised spot and restarting it, and check whether a phone hotspot works better for you. A cheap wifi extender is another option if the house is big."],
 [],
 ["Lives in Galway", "Lives with their in-laws"]),

(["we're moving to Edinburgh in september for my partner's new job and I'll be remote. which areas are nice for a couple with a dog and no car?",
  "Leith, Portobello and Bruntsfield are all popular with dog owners and have good buses, parks or beaches nearby. Morningside is quieter and close to the Braid Hills."],
 ["Is moving to Edinburgh in September for partner's new job", "Works remotely", "Has a partner and a dog", "Doesn't have a car"],
 ["Already lives in Edinburgh", "Got a new job in Edinburgh"]),

(["staying at a hostel in Hanoi this week, I'm backpacking SE asia for 3 months. is the Ha Giang loop safe for someone who's never ridden a motorbike?",
  "If you've never ridden, it's much safer to go with a tour where you ride pillion with an experienced local driver. The roads are steep and winding, so it's not the place to learn."],
 ["Is backpacking in Southeast Asia for three months", "Has never ridden a motorbike"],
 ["Lives in Hanoi", "Lives in a hostel"]),

(["lift in our block is broken AGAIN and we're on the 10th floor with a buggy. who do i complain to, it's a council flat",
  "Report it to the council's housing repairs line and keep a note of every date and reference number. If it keeps happening, make a formal complaint and ask for priority repair because you have a young child."],
 ["Lives in a 10th-floor council flat", "Has a young child in a buggy"],
 ["Lift is permanently broken", "Works for the council"]),

(["we live in a joint family in Jaipur, 11 people in one house. how do i find quiet time to study for my CA exams",
  "Try early mornings before the house wakes up, and agree on a few 'do not disturb' hours with the family. A local library or study room can be a good escape for longer sessions."],
 ["Lives in a joint family household of 11 in Jaipur", "Is studying for CA exams"],
 ["Lives alone"]),

(["we've got a static caravan in Tenby we use most weekends in summer, is it worth renting it out the rest of the time?",
  "It can cover a good chunk of site fees, but check whether your park allows subletting and what commission they take. Factor in cleaning, insurance and extra wear."],
 ["Has a static caravan in Tenby used most summer weekends"],
 ["Lives in Tenby", "Lives in a caravan"]),

(["first year in halls at Cardiff and my room is freezing. the radiator barely works. what can i do",
  "Report it to the halls maintenance team in writing and chase it if nothing happens within a few days. In the meantime, a hot water bottle, a thick duvet and a draught excluder at the door help a lot."],
 ["Is a first-year student living in university halls in Cardiff"],
 ["Lives in a house in Cardiff"]),

(["our flat in Sheffield backs onto the tram depot so the noise starts at 5am. any decent soundproofing for windows that a renter can do?",
  "Secondary glazing panels that clip into the frame are renter-friendly and make a real difference, as do heavy thermal curtains. Seal gaps with removable draught tape, and earplugs or white noise can help in the meantime."],
 ["Rents a flat in Sheffield next to the tram depot"],
 ["Works at the tram depot", "Gets up at 5am"]),

(["after the kids left home we sold the family house and moved into a bungalow in Bournemouth. best way to get to know people at 64?",
  "Local clubs are ideal, like walking groups, a choir, a U3A branch, bowls or volunteering. Saying hello to neighbours and going to a regular coffee morning helps people recognise you quickly."],
 ["Lives in a bungalow in Bournemouth", "Is 64 years old", "Children have grown up and left home"],
 ["Lives with their children"]),

(["I'm a Dubliner but I've lived in Melbourne 6 years now, with my partner in Brunswick. what's a good gift to send back home for my niece's communion?",
  "A piece of jewellery with an opal or a keepsake from a Melbourne maker would be lovely and a bit different. Money in a nice card is also very traditional for communions in Ireland."],
 ["Is from Dublin", "Has lived in Melbourne for six years", "Lives with partner in Brunswick, Melbourne", "Has a niece in Ireland"],
 ["Lives in Dublin", "Is making their communion"]),
]
