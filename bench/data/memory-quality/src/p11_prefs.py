KIND = "preferences"
CASES = [
(["no essays pls, just tell me: is it worth getting a air fryer for 2 people",
  "Yes, for two people it's quick, cheaper to run than the oven and great for things like chips, chicken and veg."],
 ["Prefers short answers, no long essays", "Lives in a household of two"],
 ["Owns an air fryer"]),

(["dark mode on everything, my eyes cant handle white screens. how do i make gmail dark on android",
  "Open the Gmail app, tap the menu, go to Settings, General settings, Theme, and choose Dark."],
 ["Prefers dark mode on all apps and devices", "Uses an Android phone"],
 ["Has an eye condition"]),

(["need a playlist for a dinner party, but cant stand jazz so nothing like that pls",
  "Try some soul and laid-back funk, like Bill Withers, Al Green, Leon Bridges and Michael Kiwanuka, plus Khruangbin for background grooves."],
 ["Dislikes jazz"],
 ["Hosts dinner parties every week"]),

(["always give measurements in metric for me, i'm in australia. how much flour for a basic pizza dough for 4?",
  "Use about 500 g of bread flour, 325 ml of warm water, 7 g of dried yeast, 10 g of salt and a splash of olive oil."],
 ["Prefers metric measurements", "Lives in Australia"],
 []),

(["use British spelling when you write things for me pls, my boss notices. can you tidy this line: 'we will prioritize the color updates'",
  "We will prioritise the colour updates."],
 ["Wants British spelling in written content"],
 ["Is the boss"]),

(["explain like i'm 5 pls, i'm not techy at all. what's a VPN",
  "A VPN is like a secret tunnel for your internet, so other people can't see what you're doing or where you are while you're online."],
 ["Prefers very simple explanations; not technical"],
 ["Is 5 years old"]),

(["dont recommend me podcasts, i hate them, i just cant focus on people talking. what can i listen to on a long drive?",
  "Try audiobooks with a strong story, or long albums and film soundtracks you haven't heard. Radio comedy might also be easier to dip in and out of."],
 ["Dislikes podcasts"],
 ["Cannot focus on conversations"]),

(["I always take the window seat so I can lean on the wall and sleep. is row 12 on a 737 any good",
  "Row 12 on many 737s is an exit row, which can mean more legroom but sometimes a seat that doesn't recline or a window that is misaligned. Check the seat map for your airline."],
 ["Prefers window seats on flights so they can sleep"],
 ["Is always sleeping"]),

(["I hate horror films, like genuinely can't sleep after. what's a good halloween film for a party that isn't scary",
  "Hocus Pocus, The Addams Family, Beetlejuice and Coraline are Halloween-y without being frightening. Young Frankenstein is great for adults."],
 ["Dislikes horror films"],
 ["Has insomnia"]),

(["code first please then explain after, I skim. how do I reverse a list in python",
  "my_list.reverse() or reversed_list = my_list[::-1]. The first changes the list in place; the second returns a new reversed copy."],
 ["Prefers code first, then explanation", "Codes in Python"],
 []),

(["I'm a total morning person, I'm up at 5 every day. what's the best time to do a workout for fat loss?",
  "The best time is whenever you'll do it consistently, so an early workout suits your routine well. Timing matters much less than total activity and diet."],
 ["Is a morning person; gets up at 5am daily"],
 []),

(["be blunt with me, don't sugarcoat. is my business idea of a mobile coffee van in a small town dumb",
  "It's not dumb, but it lives or dies on location and regular footfall. In a small town you'd need reliable spots, like the station in the morning and events at weekends, and you'd need to test demand before buying a van."],
 ["Prefers blunt answers without sugarcoating", "Is considering starting a mobile coffee van business"],
 ["Owns a coffee van", "Thinks their idea is dumb"]),

(["no emojis in replies pls they annoy me. what's the best way to clean a cast iron pan",
  "Rinse it with hot water and scrub with a brush or coarse salt, dry it completely on the hob, then rub in a thin layer of oil."],
 ["Dislikes emojis in replies"],
 []),

(["i love 80s synth stuff, like properly love it. make me a list of 5 albums to start with beyond the obvious",
  "Try Vienna by Ultravox, Dare by The Human League, Architecture and Morality by OMD, Speak & Spell by Depeche Mode and Penthouse and Pavement by Heaven 17."],
 ["Loves 1980s synth music"],
 []),

(["honestly not a cruise person, the idea of being stuck on a boat with 3000 people is my nightmare. where can we go for a relaxing week in October from the UK?",
  "The Canary Islands, Crete or Madeira are warm in October and easy to unwind in. Book a small hotel or villa rather than a big resort."],
 ["Dislikes cruises", "Lives in the UK"],
 ["Has nightmares about boats"]),

(["for this one only can you make it formal, it's for the bank. I need to dispute a charge of £89 from last month",
  "Dear Sir or Madam, I am writing to dispute a charge of £89 that appeared on my account on [date]. I did not authorise this transaction and would be grateful if you could investigate and refund it."],
 [],
 ["Always prefers formal replies", "Works at a bank"]),

(["pls reply in hinglish it's easier for me. mujhe ek simple dal recipe chahiye for 2 people",
  "Haan, ek cup toor dal wash karke pressure cooker mein 3 seetiyan, phir jeera, lahsun, tamatar aur haldi ka tadka lagao. Namak aur dhaniya dalke garam serve karo."],
 ["Prefers replies in Hinglish"],
 []),

(["i'm a celsius person, no fahrenheit please even tho i'm in the states now. what temp should I set my fridge to",
  "Set your fridge between 1 and 4 °C and your freezer at around -18 °C."],
 ["Prefers Celsius to Fahrenheit", "Lives in the United States (moved there)"],
 ["Is American-born"]),

(["just give me the recommendation, dont list 10 options. best budget robot hoover for a small flat with a cat",
  "Go for a mid-range model with good pet hair suction and app scheduling, such as one of the Eufy RoboVac range."],
 ["Prefers a single recommendation over lists of options", "Lives in a small flat", "Has a cat"],
 ["Has a robot hoover already"]),

(["honestly i hate texting, i'd rather call. my friends all organise in group chats, is it rude to just ring people?",
  "It's not rude, but some people find calls a bit intrusive, so a quick text first like 'free for a call?' works well. You could also use voice notes as a middle ground."],
 ["Prefers phone calls to texting"],
 ["Has no friends"]),
]
