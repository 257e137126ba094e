KIND = "hobbies"
CASES = [
(["I do parkrun most saturdays and I'm stuck at 29 mins. how do i get under 27 without getting injured",
  "Add one interval session a week, like 6 x 400m at a bit faster than goal pace, and one easy longer run. Keep the rest easy and build volume slowly."],
 ["Runs parkrun most Saturdays", "Current 5k time is about 29 minutes"],
 ["Is injured"]),

(["picked up guitar in lockdown and im still stuck on barre chords 😭 3 years later. any tricks?",
  "Check that your thumb is behind the neck and that you're rolling your index finger slightly onto its bony side. Practise the F shape a few frets up where it's easier, then slide it down."],
 ["Plays guitar (started during lockdown)", "Struggles with barre chords"],
 ["Is a professional guitarist"]),

(["I sing alto in a community choir on Tuesday nights and we've got a concert in 3 weeks. how do I stop my voice going croaky by the end of rehearsals?",
  "Warm up properly, drink water through the rehearsal and avoid pushing volume from your throat. Steam inhalation and rest the day after also help."],
 ["Sings alto in a community choir", "Choir rehearses on Tuesday nights"],
 ["Is a professional singer", "Has a sore throat permanently"]),

(["been bouldering 2x a week for about a year, stuck on V4. finger strength or technique?",
  "At V4 it's usually technique first, like footwork, body positioning and reading routes. Climb with people slightly better than you and do a bit of limit bouldering each session."],
 ["Goes bouldering twice a week (about a year)", "Climbs around grade V4"],
 []),

(["i knit a lot, mostly socks and hats, and want to try my first jumper. good beginner pattern that isn't boring?",
  "A top-down raglan is the easiest first jumper because you can try it on as you go. Patterns like Flax by Tin Can Knits are free and beginner-friendly, and you can add stripes to make it more fun."],
 ["Knits regularly, mostly socks and hats"],
 ["Has knitted jumpers before"]),

(["what's a good opening to learn as black? I play on chess.com most evenings, about 1100 rated",
  "At 1100 the Caro-Kann or Scandinavian against 1.e4 are solid and have fewer sharp lines, and the Queen's Gambit Declined is a good match against 1.d4. Focus on understanding the plans rather than memorising moves."],
 ["Plays chess online most evenings", "Is rated about 1100"],
 ["Is a chess coach"]),

(["5 a side on tuesdays with the lads from work and i'm always the first one knackered. how do i get fitter for it",
  "Add one or two short interval sessions a week, like sprints with walking recovery, to match the stop-start nature of five-a-side. A bit of leg strength work will also help avoid injuries."],
 ["Plays five-a-side football on Tuesdays with workmates"],
 ["Is a professional footballer"]),

(["got about 500 hours in stardew lol. any cosy games like it for the switch? I mostly play in bed before sleep",
  "Try Spiritfarer, Ooblets, Dorfromantik or A Short Hike, they're all relaxing and work well in short sessions. Cozy Grove is another good daily-check-in one."],
 ["Plays cosy video games on the Nintendo Switch", "Has played Stardew Valley a lot", "Games in bed before sleeping"],
 []),

(["spotted what I think was a marsh harrier at the reserve this morning, my first! how do I tell it apart from a buzzard",
  "Marsh harriers fly low with wings held in a shallow V and often quarter over reeds, whereas buzzards soar with broader, flatter wings. Females and juveniles have a distinctive creamy head."],
 ["Is a birdwatcher"],
 ["Works at a nature reserve"]),

(["I play for a cricket club in Chennai on weekends, opening bat. how do I deal with short balls better?",
  "Work on getting your weight moving back and across, then decide early whether to pull, hook, duck or sway. Throwdowns with a tennis ball on a hard surface are great practice."],
 ["Plays club cricket in Chennai on weekends as an opening batter"],
 ["Is a bowler"]),

(["i DM a D&D campaign for my mates every other friday and they keep derailing the plot. how do i keep them on track without railroading",
  "Put the plot hooks where they're already going, and let consequences of ignoring things catch up with them. Ask them between sessions what their characters want and build that in."],
 ["Runs a D&D campaign for friends every other Friday"],
 []),

(["finally got an allotment after 2 years on the waiting list! what should I plant first in october?",
  "Garlic, broad beans and overwintering onions can go in now. Spend the autumn clearing beds and mulching so you're ready for spring."],
 ["Has an allotment (got it after two years on waiting list)"],
 []),

(["i swim at 6am before work three times a week. how do i stop my hair being wrecked by the chlorine",
  "Wet your hair with tap water and add a bit of conditioner before you put on a silicone cap. Use a clarifying shampoo once a week and a leave-in conditioner."],
 ["Swims at 6am before work three times a week"],
 ["Works at a swimming pool"]),

(["started a pottery evening class in september and I'm obsessed. how do i centre clay on the wheel, mine keeps wobbling",
  "Brace your elbows against your thighs or the tray, use plenty of water and push with the heel of your hand rather than your fingers. Keep the wheel at a higher speed while centring."],
 ["Takes an evening pottery class (since September)"],
 ["Is a professional potter"]),

(["Training for my first marathon (Dublin in Oct). Currently doing 40km weeks. When should my longest run be?",
  "Most plans put the longest run, about 30 to 32 km, three weeks before race day, followed by a taper. Build up by about 10 percent a week."],
 ["Is training for first marathon, Dublin in October", "Runs about 40 km a week"],
 ["Has run a marathon before"]),

(["what's a good walkaround lens for a Fuji X-T4? mostly street stuff and my kids",
  "The XF 23mm f/2 or f/1.4 is a classic street and family lens, or the 16-80mm if you want a zoom. A 35mm f/2 is great for portraits of the kids."],
 ["Does photography with a Fujifilm X-T4, mostly street and family photos", "Has children"],
 []),

(["our book club is reading something by a Nigerian author next month and it's my turn to pick. recommend something not too long?",
  "Stay With Me by Ayobami Adebayo and My Sister, the Serial Killer by Oyinkan Braithwaite are both short and very discussable. Everything Good Will Come by Sefi Atta is another great choice."],
 ["Is in a book club"],
 ["Is Nigerian", "Is an author"]),

(["I cycle to work every day, 12km each way. Winter's coming, what gear do I actually need?",
  "Good lights front and back, a waterproof jacket, overshoes or waterproof boots, and windproof gloves are the essentials. Mudguards make a huge difference to staying dry."],
 ["Cycles to work daily, 12 km each way"],
 ["Is a professional cyclist"]),

(["my sourdough starter (his name is Clint Yeastwood lol) is 2 years old now but my loaves keep coming out flat. help",
  "Flat loaves often mean under- or over-proofing, or not enough surface tension when shaping. Try a slightly shorter bulk ferment, shape tighter and bake cold from the fridge."],
 ["Bakes sourdough bread", "Has a sourdough starter named Clint Yeastwood, about two years old"],
 ["Has a pet named Clint", "Is named Clint"]),

(["went to a salsa class last night for my mate's birthday and never again lol. anyway, is there a beginner yoga video you'd recommend?",
  "Yoga with Adriene's 30 Days of Yoga series is a friendly place to start and the videos are short. Try a gentle 20-minute practice a few times a week."],
 ["Is interested in starting yoga"],
 ["Does salsa dancing", "Has a birthday"]),
]
