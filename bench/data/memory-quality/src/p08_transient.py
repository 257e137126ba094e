KIND = "transient"
CASES = [
(["so tired today, the baby was up every hour last night. what can i eat that gives energy without a crash",
  "Go for protein and slow carbs, like eggs on wholegrain toast, yoghurt with oats or peanut butter on a banana, and keep drinking water. A short walk outside can also lift you a bit."],
 ["Has a baby"],
 ["Is always tired", "Has insomnia"]),

(["stuck in traffic on the M25 and I've been here 40 mins. tell me a fun fact to pass the time",
  "The M25 took about 11 years to build and is one of the longest ring roads in Europe. Hope it starts moving soon."],
 [],
 ["Commutes on the M25 every day", "Lives near the M25"]),

(["had a sandwich for lunch, is that enough protein if i'm going to the gym later?",
  "It depends what's in it, but a chicken, egg or tuna sandwich is around 20 to 30 g of protein. Add a yoghurt or some milk if you want more before training."],
 [],
 ["Eats a sandwich for lunch every day", "Goes to the gym every day"]),

(["on nights this week so my sleep is a mess. best way to switch back to days on sunday?",
  "Sleep only a short nap after your last night shift, then stay up and get plenty of daylight so you can go to bed at a normal time. Avoid caffeine after midday on the switch day."],
 [],
 ["Works permanent night shifts", "Has a sleep disorder"]),

(["absolutely raging, my train just got cancelled and i'm going to miss the start of the match. can i claim anything?",
  "You can usually claim Delay Repay if you arrive more than 15 minutes late, or a refund if you choose not to travel. Keep your ticket and note the time you actually arrive."],
 [],
 ["Is an angry person", "Never takes the train"]),

(["bit hungover lol, what actually helps? the obvious water, i know",
  "Water with electrolytes, something salty and bland like toast, and a light meal with eggs help most. Paracetamol can ease the headache, but avoid more alcohol."],
 [],
 ["Drinks heavily", "Has a drinking problem"]),

(["it's chucking it down here and we had a picnic planned. indoor ideas for 2 kids aged 5 and 8?",
  "Have the picnic on a blanket in the living room, then build a den or do a treasure hunt round the house. Baking something for the picnic is another good way to fill an hour."],
 ["Has two children aged 5 and 8"],
 ["Always has picnics", "Dislikes rain"]),

(["sitting in the dentist waiting room and I'm so nervous, it's just a filling. tell me something calming",
  "Try box breathing: in for four, hold for four, out for four, hold for four. Fillings are usually quick, and you can raise your hand any time you need a break."],
 [],
 ["Has dental phobia", "Works at a dentist's"]),

(["laptop just died halfway through my essay 😭 is the word doc gone forever??",
  "Not necessarily. When it starts again, open Word and look for the Document Recovery pane, or check the AutoRecover folder and OneDrive version history if you were saving there."],
 ["Is a student writing essays"],
 ["Laptop is permanently broken"]),

(["can't sleep, it's 3am and my brain won't shut up. any tricks?",
  "Try getting up for a few minutes, writing down whatever's on your mind and doing something dull in low light before going back to bed. Slow breathing with a longer out-breath can also help."],
 [],
 ["Has insomnia", "Is a night owl"]),

(["home alone tonight, pick me a film! nothing too heavy, and I've seen all the Marvel ones",
  "Try Knives Out, Palm Springs or The Grand Budapest Hotel: funny, clever and not heavy. If you want something cosy, Paddington 2 never fails."],
 ["Has seen all the Marvel films"],
 ["Lives alone", "Dislikes films"]),

(["the kids are at their grandparents this weekend so we've got a rare child-free saturday. date ideas in Birmingham?",
  "You could do a long brunch in the Jewellery Quarter, a walk along the canals, then dinner somewhere you'd never take the kids. A comedy night or a cocktail class is fun too."],
 ["Has children", "Lives in or near Birmingham"],
 ["Is child-free", "Children live with grandparents"]),

(["I have an interview tomorrow at 10 and I'm bricking it. what questions should I ask them at the end?",
  "Ask what success looks like in the first six months, what the team's biggest challenge is right now, and what the next steps in the process are. Asking the interviewer what they enjoy about working there is a good one too."],
 [],
 ["Has a new job", "Has social anxiety"]),

(["so bored at work today, it's dead quiet. give me a fun riddle",
  "What has keys but can't open locks? A piano. Want a harder one?"],
 [],
 ["Hates their job", "Is unemployed"]),

(["burnt my hand on the oven tray, it's red and stings. cold water how long?",
  "Hold it under cool running water for 20 minutes, then cover loosely with cling film. Get it checked if it blisters badly, is larger than your palm or the pain doesn't settle."],
 [],
 ["Has a chronic skin condition", "Works as a cook"]),

(["sunburnt to a crisp from the beach yesterday 🦀 what helps",
  "Cool showers, aloe vera or an after-sun lotion, and drink plenty of water. Take paracetamol or ibuprofen for pain and keep out of the sun until it heals."],
 [],
 ["Lives by the beach", "Has skin cancer"]),

(["feeling a bit flat today, nothing's wrong really. can you suggest something small to cheer me up?",
  "Sometimes a short walk outside, a favourite song or texting someone you like can shift the mood a bit. Or make yourself a nice drink and do one small thing you've been putting off."],
 [],
 ["Has depression", "Is unhappy in general"]),

(["in Paris this week for a conference, any good spots near La Défense for dinner that aren't tourist traps? I'm a data engineer so the conference is deadly dull lol",
  "La Défense itself is quite corporate, so hop a couple of stops into Puteaux or Courbevoie for small bistros, or take line 1 into the centre. Booking ahead is wise in the evenings."],
 ["Works as a data engineer"],
 ["Lives in Paris", "Finds their job dull"]),

(["power cut on our whole street. what can I cook with just a gas hob?",
  "Loads: pasta, eggs, a quick stir-fry, soup or a one-pan curry. Light the hob with a match if the ignition is electric, and keep the fridge closed as much as you can."],
 [],
 ["Has no electricity at home permanently"]),

(["just got back from my nan's 90th, she was dancing all night lol. can you write a thank-you note from me to my aunt who organised it?",
  "Dear Auntie, thank you so much for organising Nan's 90th. It was a wonderful evening, and seeing her dancing all night was the highlight, it wouldn't have happened without all your hard work. Lots of love."],
 ["Has a grandmother who recently turned 90"],
 ["Is 90 years old", "Organised the party"]),
]
