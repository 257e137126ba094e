KIND = "changes"
CASES = [
(["I'm in York and want to find a running club that does evening sessions",
  "York has several clubs with weeknight sessions, and many also run beginner groups. Do you want road running or trails?",
  "sorry, actually it's Leeds not York, I always say York because I work there lol. road running",
  "No problem. Leeds has lots of clubs with weeknight road sessions, including some that meet in Headingley and at Roundhay Park."],
 ["Lives in Leeds", "Works in York", "Wants to join a road running club with evening sessions"],
 ["Lives in York"]),

(["I quit my job at Harrow & Finch yesterday, starting at Northgate Insurance on Monday as a claims handler. nervous! any first week tips?",
  "Congratulations on the move. Learn names, ask lots of questions while you're new and take notes on systems and processes. Set up a quick chat with your manager about what they expect in the first month."],
 ["Works as a claims handler at Northgate Insurance (starting Monday)", "Previously worked at Harrow & Finch"],
 ["Works at Harrow & Finch"]),

(["we broke up last month after 4 years, so it's just me in the flat now. can you help me budget for living alone on 28k?",
  "Sure. On 28k you'd take home roughly 1,950 a month; aim to keep rent and bills below about half of that, then set aside some savings even if it's small."],
 ["Recently broke up with partner of 4 years", "Lives alone in a flat", "Earns about 28k a year"],
 ["Has a partner", "Lives with partner"]),

(["we've just moved from Croydon to Brighton, so new GP needed. how do I register?",
  "Find GP practices near your new address on the NHS website and register online or in person. You don't need to deregister from your Croydon GP, because your records will be transferred."],
 ["Lives in Brighton", "Recently moved from Croydon"],
 ["Lives in Croydon", "Is a GP"]),

(["I used to be vegan but I eat fish now, doctor was worried about my B12. any easy fish recipes that aren't salmon?",
  "Try a cod and chorizo traybake, mackerel on toast with horseradish, or a prawn and pea risotto. Tinned sardines with pasta and lemon is quick too."],
 ["Eats fish, previously vegan", "Had low B12 levels"],
 ["Is vegan"]),

(["birthday party for my daughter, she's turning 6 - wait no, 7, god I'm tired. 7! 10 kids. ideas that don't involve soft play?",
  "A garden scavenger hunt, a DIY pizza party or a craft party where they decorate tote bags all work well for seven-year-olds. Finish with a simple game like musical statues."],
 ["Has a daughter turning 7"],
 ["Has a daughter turning 6", "Has 10 children"]),

(["my cat Oscar keeps scratching the sofa, sorry, Oliver, Oscar was our old cat lol. what actually works?",
  "Put a tall, sturdy scratching post right next to the sofa and reward him when he uses it. Double-sided tape on the sofa arm makes it less appealing."],
 ["Has a cat named Oliver", "Previously had a cat named Oscar"],
 ["Currently has a cat named Oscar"]),

(["8 months smoke-free today 🎉 I still get cravings after dinner though. tips?",
  "Congratulations. Change the after-dinner routine, like going for a short walk, brushing your teeth straight away or having chewing gum. Cravings usually pass in a few minutes."],
 ["Quit smoking about 8 months ago"],
 ["Is a smoker"]),

(["switched my course from law to history this year, best decision ever. what are good podcasts for Irish history?",
  "The Irish History Podcast by Fin Dwyer is excellent, and RTÉ has some good history documentaries. Stair na hÉireann is good too."],
 ["Studies history at university", "Previously studied law"],
 ["Studies law"]),

(["we had to rehome our husky, Storm, when we moved into the flat. I miss him so much. is it weird to ask the new family for updates?",
  "It's not weird at all, many rescues and new owners are happy to send the odd photo. Ask once politely and let them choose how much to share."],
 ["Rehomed their husky Storm after moving into a flat", "Lives in a flat"],
 ["Currently has a husky named Storm"]),

(["Just got married and took my wife's surname, so I'm now Matthew Okafor instead of Matthew Grant. What do I need to update first?",
  "Start with your passport and driving licence, then your bank, employer, HMRC and GP. Keep a few copies of the marriage certificate handy."],
 ["Is recently married", "Is named Matthew Okafor (formerly Matthew Grant)"],
 ["Is named Matthew Grant", "Is engaged"]),

(["dropped to 3 days a week from September, I'm a physio at the community hospital. how do I make sure my caseload actually shrinks?",
  "Agree a reduced caseload target with your manager in writing before September, and have a handover plan for patients who need more continuity. Block your non-working days in the diary."],
 ["Works as a physiotherapist at the community hospital", "Works three days a week from September"],
 ["Works full time", "Is a physiotherapy patient"]),

(["I moved from nights to days in the new rota, thank god. wait, not all of them, I still do one night a week. sleep tips for the one night?",
  "Nap for 90 minutes in the afternoon before the night shift, and after it, sleep for a few hours in the morning and then stay up until normal bedtime. That way it doesn't wreck your whole week."],
 ["Works mostly day shifts with one night shift a week"],
 ["Works only nights", "Works only days"]),

(["Always thought I had IBS but turns out it's coeliac, got the biopsy results last week. where do I even start with gluten free?",
  "Start with naturally gluten-free foods like meat, fish, rice, potatoes, veg and fruit, then learn to read labels for wheat, barley and rye. Coeliac UK has a great starter guide and app."],
 ["Has coeliac disease (diagnosed last week)"],
 ["Has IBS"]),

(["Gave up the gym, honestly I just run now, 3 times a week. do I need to do any strength stuff still?",
  "Yes, two short strength sessions a week, like squats, lunges, calf raises and core, help prevent injury and make you faster. Twenty minutes at home is enough."],
 ["Runs three times a week", "No longer goes to the gym"],
 ["Goes to the gym"]),

(["my name's Eva - no sorry, autocorrect, it's Aoife! I'm planning my hen do in Galway in June, where's good for a group of 12?",
  "Galway's great for a hen: think a cocktail class, a trad session in a pub on Quay Street and a boat trip or a spa morning. Book restaurants early for a group of 12."],
 ["Is named Aoife", "Is getting married; hen party in Galway in June"],
 ["Is named Eva"]),

(["can you help me write a wedding invite for our wedding in July? sorry, June, we moved it forward. 21 June",
  "You are warmly invited to celebrate the marriage of [names] on Saturday 21 June. Please reply by [date] and let us know of any dietary requirements."],
 ["Is getting married on 21 June"],
 ["Is getting married in July"]),

(["retired last friday after 35 years at the council 🎉 what do people actually do with their weekdays?",
  "Give yourself a few weeks to rest, then add some structure, like a regular exercise class, volunteering or a course. Many people find a mix of social and solo things works best."],
 ["Retired last week after 35 years working at the council"],
 ["Works at the council"]),

(["I said I have two kids earlier — it's three actually, forgot the baby 😂 sleep deprivation. anyway, is a 7 seater worth it for a family of 5?",
  "With three children, including a baby seat, a 7-seater gives flexibility for grandparents and friends. If the budget is tight, a large estate with three-across car seats can also work."],
 ["Has three children including a baby"],
 ["Has two children"]),

(["we've been looking at moving to Cork but decided to stay in Limerick after all, the schools are good. want to extend the kitchen instead - where do we start?",
  "Start with an architect or designer for drawings, check whether it falls under exempted development, and get three builder quotes. Set a contingency of about 10 to 15 percent."],
 ["Lives in Limerick", "Decided not to move to Cork", "Plans to extend the kitchen", "Has school-age children"],
 ["Lives in Cork", "Is moving to Cork"]),
]
