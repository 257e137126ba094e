KIND = "health"
CASES = [
(["can you give me a beginner running plan for 8 weeks? i've got mild asthma so nothing too crazy at the start",
  "A run-walk plan works well: start with 1 minute running and 2 walking, repeated 8 times, three days a week, and build up gradually. Keep your inhaler with you and warm up properly, especially in cold air."],
 ["Has mild asthma", "Is starting to run"],
 ["Is an experienced runner", "Has severe asthma"]),

(["my mum was just diagnosed with type 2 diabetes and she's panicking about food. what are some easy swaps she can make?",
  "Swapping white bread and rice for wholegrain versions, choosing water over sugary drinks, and filling half the plate with veg are good starts. A diabetes education course through her GP will help a lot."],
 ["Mother has been diagnosed with type 2 diabetes"],
 ["Has type 2 diabetes", "Is panicking about food"]),

(["im 12 weeks pregnant and i cannot stop throwing up. anything that actually helps? crackers are not cutting it",
  "Small, frequent meals, ginger, cold foods and acupressure bands help some people. If you can't keep fluids down or are losing weight, contact your midwife or GP, as it could be hyperemesis and there is medication that helps."],
 ["Is about 12 weeks pregnant"],
 ["Has a stomach bug", "Has hyperemesis gravidarum"]),

(["since i did my ACL skiing in Feb I haven't been able to play football. physio says 9 months minimum. what can I do to stay fit in the meantime?",
  "Follow your physio's plan first, and ask them about cycling, swimming without breaststroke kick and upper body work. Keeping your other leg and core strong makes the return much easier."],
 ["Injured their ACL skiing in February", "Plays football (currently unable to due to injury)"],
 ["Is a professional skier", "Is a physiotherapist"]),

(["does sertraline interact with ibuprofen? I've been on 100mg for about a year and have a bad toothache",
  "Taking them together slightly increases bleeding risk, especially stomach bleeding, so paracetamol is usually the safer choice. Ask a pharmacist to confirm, and get the tooth seen by a dentist."],
 ["Takes sertraline 100mg daily, for about a year"],
 ["Has chronic toothache", "Takes ibuprofen regularly"]),

(["got diagnosed with ADHD at 34 last month and honestly it explains so much. any tips for keeping on top of emails at work?",
  "Try batching email to two or three set times a day, using folders or labels for just 'action' and 'waiting', and turning off notifications. Writing down the next step as soon as you open something helps it not fall off your radar."],
 ["Was diagnosed with ADHD last month", "Is 34 years old"],
 ["Has ADHD since childhood diagnosis"]),

(["if I had high blood pressure would beetroot juice actually help or is that a myth? asking for a pub quiz argument lol",
  "There's decent evidence that nitrates in beetroot juice can lower blood pressure slightly, at least in the short term. So the person who said it helps has a point, though it's no substitute for medical treatment."],
 [],
 ["Has high blood pressure", "Drinks beetroot juice"]),

(["I'm type 1 and on a pump (Omnipod). going to a festival for 4 days in July, how do I keep insulin cool in a tent?",
  "A cooling wallet like a FRIO pouch keeps insulin safe for days without a fridge. Keep it out of direct sun, bring spare pods and a backup pen, and tell the festival medical tent you're there."],
 ["Has type 1 diabetes", "Uses an Omnipod insulin pump"],
 ["Has type 2 diabetes", "Lives in a tent"]),

(["im deaf in my left ear so loud restaurants are a nightmare. where should i sit when we go out for my birthday",
  "Sit with your back to a wall and your good ear towards the table, ideally in a corner away from the kitchen and speakers. Booking an early table or a booth makes a big difference too."],
 ["Is deaf in the left ear"],
 ["Is completely deaf", "Has a birthday every week"]),

(["back's been wrecked for years from lifting patients, I'm a care assistant. is there any stretching routine you'd recommend before a shift?",
  "A gentle routine of cat-cow, knee-to-chest, hip flexor stretches and pelvic tilts takes about 5 minutes and helps many people. If the pain is long-standing, a physio can give you a plan suited to you."],
 ["Works as a care assistant", "Has long-term back pain from lifting patients"],
 ["Is a patient", "Is a physiotherapist"]),

(["my son has epilepsy and he's going on his first sleepover next week. what should I tell the other parents?",
  "Explain what his seizures look like, what to do and when to call an ambulance, and give them his rescue medication instructions in writing. Make sure they have your number and that he takes his usual meds on time."],
 ["Has a son with epilepsy"],
 ["Has epilepsy", "Is hosting a sleepover"]),

(["had my gallbladder out 2 weeks ago and everything fatty goes straight through me. does this get better?",
  "For many people it settles over a few weeks to months as the body adjusts. Smaller, lower-fat meals and more fibre usually help, and speak to your GP if it doesn't improve."],
 ["Had gallbladder removed about two weeks ago"],
 ["Has gallstones currently"]),

(["2 years sober in October! want to plan something to mark it with my partner that doesn't revolve around food or drink. ideas?",
  "Congratulations, that's a big milestone. You could do a sunrise hike, book an experience you've talked about, like a hot air balloon or a pottery class, or take a short trip somewhere meaningful."],
 ["Is in recovery from alcohol; sober almost 2 years (anniversary in October)", "Has a partner"],
 ["Drinks alcohol"]),

(["ive had long covid since 2022, mostly fatigue and brain fog. how do I explain pacing to my boss so he stops pushing me to do more",
  "Explain it as an energy budget: doing too much one day causes a crash that costs several days after. Suggest specific adjustments like flexible hours or set breaks, and ask occupational health to back them up."],
 ["Has had long covid since 2022 with fatigue and brain fog"],
 ["Boss has long covid"]),

(["I'm red-green colourblind, can you suggest a colour scheme for my dashboard that I can actually read",
  "Blue and orange is a reliable combination for red-green colourblindness, and you can add shapes or labels so you're not relying on colour alone. Palettes like Okabe-Ito are designed for this."],
 ["Is red-green colourblind"],
 ["Is completely blind"]),

(["this deadline is literally giving me a heart attack lol. anyway, what's a low FODMAP snack I can keep at my desk, IBS has been bad",
  "Good low FODMAP desk snacks include rice cakes with peanut butter, a small handful of walnuts or macadamias, firm bananas, and lactose-free yoghurt. Plain popcorn is also usually fine."],
 ["Has IBS"],
 ["Had a heart attack", "Has heart disease"]),

(["allergic to penicillin btw, so what else do they usually give for a chest infection? doctor's appointment tomorrow",
  "Common alternatives include doxycycline or clarithromycin, but your doctor will choose based on your history. Make sure the allergy is on your record and mention what reaction you had."],
 ["Is allergic to penicillin"],
 ["Has a chronic chest condition"]),

(["I get migraines about twice a month, usually before my period. is there anything preventative that's not a daily pill?",
  "Some people with menstrual migraines use short-term preventive treatment just around their period, which your GP can prescribe. Tracking your cycle and migraines in an app helps spot the pattern and time it."],
 ["Gets migraines about twice a month, linked to menstrual cycle"],
 ["Takes a daily migraine pill"]),

(["my grandad has dementia and keeps asking where my gran is, she died 5 years ago. what's the kindest thing to say?",
  "Many carers find it kinder not to repeat the news each time, because he experiences the grief as new. Gently acknowledge his feelings and talk about her, like 'you're thinking of Gran, tell me about her'."],
 ["Grandfather has dementia", "Grandmother died five years ago"],
 ["Has dementia"]),

(["went to get my bloods done and they said my iron is low, I'm vegetarian. best foods that aren't spinach, I hate it",
  "Lentils, chickpeas, tofu, fortified cereals, pumpkin seeds and dried apricots are all good sources. Pair them with vitamin C, like peppers or orange juice, and avoid tea with meals."],
 ["Has low iron", "Is vegetarian", "Dislikes spinach"],
 ["Has anaemia from blood loss"]),
]
