KIND = "job"
CASES = [
(["can you help me figure out a sleep schedule? I'm a junior doctor in A&E and the rota is brutal, we flip between days and nights every couple of weeks",
  "That's a hard pattern to sleep around. Many people on rotating rotas keep one anchor block of sleep that stays roughly fixed and add a nap before the first night shift. Blackout blinds and a strict wind-down routine help a lot on the switch-over days."],
 ["Works as a junior doctor in A&E", "Works a rota rotating between day and night shifts"],
 ["Has a sleep disorder", "Works permanent night shifts"]),

(["been teaching year 6 for 8 years now and SATs season still makes me want to lie down in a dark room lol. any fun revision games for fractions?",
  "Fraction dominoes and a 'fraction war' card game both work well with Year 6. You could also run a quick relay where teams race to order fractions on a washing line."],
 ["Teaches Year 6", "Has been teaching for about 8 years"],
 ["Is revising for SATs", "Regularly lies down in a dark room"]),

(["Quick q - I do nights on the cardiac step-down unit at Mercy General. What's a good meal to pack that won't make me sluggish at 3am?",
  "Something with protein and slow carbs works best, like a grain bowl with chicken or beans, plus fruit and nuts for later. Try to eat your main meal before midnight and keep the 3am snack light.",
  "no microwave on our floor btw, just a fridge",
  "Then go for things that are good cold: pasta salad, wraps, overnight oats or a cold noodle salad with edamame."],
 ["Works nights on the cardiac step-down unit at Mercy General"],
 ["Has a heart condition", "Is a cardiologist", "Has no microwave at home"]),

(["so I got laid off from Brightwave Logistics last friday after 6 years. need to redo my CV and I have no idea where to start",
  "Sorry to hear that. Start by listing your last role's achievements with numbers where you can, then put a short profile at the top aimed at the jobs you want next. What was your role there?",
  "dispatch coordinator for 4 yrs then team lead for the last 2",
  "Good, that progression is worth showing clearly. List the team lead role first with things like team size, on-time rates or process changes you drove, then the coordinator years underneath."],
 ["Was laid off from Brightwave Logistics after 6 years", "Was a dispatch team lead at Brightwave for the last 2 years", "Is looking for a new job"],
 ["Currently works at Brightwave Logistics", "Writes CVs professionally"]),

(["Good evening. I was just promoted to branch manager at the Ikeja branch of Stallion Trust Bank and I need a short speech for my first staff meeting on Monday. Something warm but firm.",
  "Congratulations. You could open by thanking the team, acknowledge what the branch already does well, then set out two or three clear priorities and how you'll support them. Would you like me to draft it in about 300 words?"],
 ["Was promoted to branch manager at Stallion Trust Bank, Ikeja branch"],
 ["Is giving a wedding speech", "Works at the bank's head office"]),

(["my manager wants me to present the Q3 numbers to the whole sales floor next week and I've never done that, normally I'm the one quietly building the spreadsheets in finance ops. tips for not freezing up?",
  "Rehearse the first minute out loud until it's automatic, because that's where nerves peak. Keep to three key numbers with one clear chart each, and have notes you can glance at."],
 ["Works in finance operations building spreadsheets and reports"],
 ["Works in sales", "Presents to the sales floor regularly", "Has a diagnosed anxiety disorder"]),

(["mate whats the best way to get tile adhesive off your hands, im a tiler and by friday every week my skin is wrecked",
  "Scrub it off before it cures with warm soapy water and a nail brush, and use a barrier cream before you start. Nitrile gloves and a heavy hand balm at night will stop the cracking."],
 ["Works as a tiler"],
 ["Has eczema", "Only works on Fridays"]),

(["hi, I work as a backend dev at a fintech startup in Pune, mostly Java and Spring. thinking to learn Go, is it worth it for my career?",
  "Go is widely used for infrastructure and high-throughput services, including in fintech, so it's a solid second language. Coming from Java you'll pick it up quickly, maybe build a small payment-style service to practise."],
 ["Works as a backend developer at a fintech startup in Pune", "Mainly works in Java and Spring"],
 ["Lives in Goa", "Already knows Go"]),

(["how do I do my tax with two jobs in the UK? I'm at a garden centre Monday to Thursday and I do bar shifts at The Crown on saturdays",
  "Both employers run PAYE, but your personal allowance usually goes on the main job, so the second job gets a BR code and is taxed at 20 percent from the first pound. Check your tax codes on the HMRC app to make sure the allowance isn't being split wrongly."],
 ["Works Monday to Thursday at a garden centre", "Works Saturday bar shifts at The Crown pub"],
 ["Owns a garden centre", "Is an accountant"]),

(["I'm a 2nd year vet med student at UCD and I work weekends as a kennel assistant at a small animal clinic in Rathmines. how do I ask for fewer hours during exams without annoying them",
  "Ask early and be specific: give them the exam dates and offer to swap or make up shifts afterwards. Most clinics that hire vet students expect this and appreciate the notice."],
 ["Is a second-year veterinary medicine student at UCD", "Works weekends as a kennel assistant at a Rathmines animal clinic"],
 ["Is a qualified vet", "Works full time at the clinic"]),

(["Going back to work after mat leave next month. I'm a pharmacist at an independent pharmacy in Halifax and we're tiny, there's no proper break room. Any tips for pumping at work?",
  "Talk to your manager now about a private space, even the consult room at set times can work. A hands-free pump and a small cooler bag make short sessions much easier during a busy shift."],
 ["Works as a pharmacist at an independent pharmacy in Halifax", "Is returning from maternity leave next month", "Has a baby"],
 ["Is pregnant", "Works at a large chain pharmacy"]),

(["freelance wedding photographer here, mostly Cotswolds venues. what's a fair day rate to pay a second shooter in 2024?",
  "In the UK second shooters commonly charge somewhere around 150 to 300 pounds a day depending on experience and whether they hand over edited images. Agree in writing who owns the images and how they can use them."],
 ["Is a freelance wedding photographer", "Mostly shoots at Cotswolds venues"],
 ["Is getting married", "Lives in the Cotswolds"]),

(["I retired from the fire service in March after 30 years and honestly I don't know what to do with myself. Any ideas for volunteer stuff that uses what I know?",
  "Your skills would be valued in community first responder schemes, mountain or water rescue teams, or fire safety education in schools. The Red Cross and local emergency planning groups also look for people with your background."],
 ["Retired from the fire service in March after 30 years", "Is looking for volunteering opportunities"],
 ["Currently works as a firefighter", "Is depressed"]),

(["help me word an out of office: I'm off 12-19 Aug, urgent things to Priya, anything about the Harlow site goes to facilities since I'm only covering it till they hire someone. for context I'm the H&S advisor for the east region",
  "Thanks for your email. I'm out of the office from 12 to 19 August with limited access to email. For urgent matters please contact Priya, and for anything relating to the Harlow site please contact Facilities."],
 ["Works as the health and safety advisor for the east region"],
 ["Is permanently based at the Harlow site", "Is named Priya", "Works in facilities"]),

(["first day at Kestrel Analytics tomorrow as a junior data analyst!! what do i wear, it's a startup and everyone on the zoom looked super casual",
  "Go one notch smarter than what you saw, like clean jeans or chinos with a plain shirt or knit. You can always dress down after the first week once you've seen the office."],
 ["Starting a job as a junior data analyst at Kestrel Analytics"],
 ["Is a senior data analyst", "Works in fashion"]),

(["I drive a city bus, split shifts, usually 6 till 10 then 3 till 7. what can I do with the gap in the middle that isn't just napping in the car",
  "That four-hour gap is a good slot for a gym session, a walk and a proper meal, or a regular class. Some drivers use it for errands or a short course, as long as you keep a bit of downtime before the second half."],
 ["Works as a city bus driver", "Works split shifts, roughly 6-10am and 3-7pm"],
 ["Naps in the car every day", "Is a taxi driver"]),

(["im a postdoc in a plant biology lab, contract ends in june and my PI keeps hinting i should apply for a fellowship. which ones are realistic 3 years post-phd?",
  "At three years out you're well placed for early career fellowships from bodies like the research councils, Leverhulme or the Royal Society, depending on your country. Ask your PI to help you shape a project that is clearly yours and not just an extension of the lab's."],
 ["Works as a postdoc in a plant biology lab", "Postdoc contract ends in June", "Finished PhD about 3 years ago"],
 ["Runs their own lab", "Already has a fellowship"]),

(["Head chef at a 40-cover bistro in Cork. Trying to cost a new autumn menu, what food cost percentage should I be aiming at?",
  "Most independent restaurants aim for roughly 28 to 32 percent food cost across the menu. You can carry a few higher-cost signature dishes if cheaper starters and sides balance them out."],
 ["Is head chef at a 40-cover bistro in Cork"],
 ["Owns the bistro", "Is planning an autumn holiday"]),

(["my feet are killing me, another 12 hrs on the floor at the warehouse. which insoles are actually worth the money",
  "Look for supportive insoles with a firm arch and a deep heel cup rather than soft gel ones. Rotating two pairs of work shoes also helps them recover between shifts."],
 ["Works long shifts on the floor at a warehouse"],
 ["Has plantar fasciitis", "Sells insoles"]),

(["I moved from the mobile team to platform engineering last month and my new lead keeps asking for RFCs before anything gets built. what's usually in one?",
  "An RFC usually covers the problem, the proposed design, alternatives you rejected and why, risks, and a rollout plan. Keep it short and invite comments early rather than polishing it alone."],
 ["Works on the platform engineering team", "Moved from the mobile team last month"],
 ["Is a team lead", "Still works on the mobile team"]),
]
