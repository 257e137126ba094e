KIND = "mixed"
CASES = [
(["ok so I need to write a leaving card message for a colleague, Dan, he's going to work in Singapore. we've sat next to each other for 5 years in the accounts team at Halden Foods, he's the one who got me into cycling actually, now I do 100k on sundays lol. something funny but not cringe?",
  "Dan, five years of sharing a desk and you're still leaving me with the expense claims. Singapore has no idea what's coming. Thanks for getting me on a bike, I'll think of you on every Sunday hill."],
 ["Works in the accounts team at Halden Foods (about 5 years)", "Cycles around 100 km on Sundays"],
 ["Is moving to Singapore", "Is named Dan"]),

(["can you help me plan a week of dinners? it's me, my partner and our two girls (3 and 6), I'm gluten free because of coeliac but they're not, and I really don't want to cook two meals every night. also we only have a tiny oven in this rental so nothing massive",
  "Try meals that are naturally gluten-free, like chilli with rice, chicken fajitas with corn tortillas, a fish traybake with potatoes, jacket potatoes and a stir-fry with tamari. Cook one big batch and serve it all in one go."],
 ["Has coeliac disease; eats gluten-free", "Has a partner and two daughters aged 3 and 6", "Lives in a rented home with a small oven"],
 ["Partner and children are coeliac"]),

(["Write me a short cover letter for a receptionist job at a dental practice. Bit of background: I've been a stay at home mum for 6 years since my son was born, before that I did front desk at a hotel in Bray for 4 years, and I'm really good with people. I can only do school hours.",
  "Dear Practice Manager, I'm applying for the receptionist role. I have four years' front-desk experience at a busy hotel in Bray, where I managed bookings, handled queries and welcomed guests, and over the past six years at home with my son I've stayed organised and calm under pressure. I'm available during school hours and would love to bring my people skills to your team."],
 ["Has been a stay-at-home mother for 6 years", "Has a son about 6 years old", "Previously worked front desk at a hotel in Bray for 4 years", "Can only work school hours"],
 ["Works at a dental practice", "Is a dentist"]),

(["hey so long story but I need a gift idea for my boyfriend's mum, we're going to hers in Manchester for her 60th. I've only met her twice. she's really into gardening. I'm a student so under 30 quid please, and I'm vegan so no leather stuff lol",
  "A nice pair of gardening gloves with a set of seeds, a beautiful plant like a fern or an orchid, or a personalised plant marker set are all thoughtful and under 30 pounds."],
 ["Has a boyfriend", "Is a student", "Is vegan"],
 ["Is into gardening", "Is turning 60", "Lives in Manchester"]),

(["need help writing an email to my landlord about mould in the bathroom. been in this flat in Glasgow 3 years, never had problems till now. I've got asthma so it's actually a concern, not just cosmetic. want to be firm but not nasty",
  "Dear [landlord], I'm writing to report black mould in the bathroom of the flat, which has appeared over recent weeks. As I have asthma this is a health concern, so could you arrange an inspection and repair within 14 days? I'm happy to provide access at a convenient time."],
 ["Has rented a flat in Glasgow for 3 years", "Has asthma"],
 ["Is a landlord"]),

(["what's a good laptop for video editing under 1500 dollars? I mostly edit my YouTube channel about hiking in Colorado - I live in Denver so weekends are always up in the mountains - and I use DaVinci Resolve",
  "A MacBook Air with an M-series chip and 16 GB of RAM, or a Windows laptop with an RTX 4060 and 32 GB of RAM, would both handle Resolve well in that budget. Prioritise RAM and a good GPU."],
 ["Has a YouTube channel about hiking in Colorado", "Lives in Denver", "Goes hiking in the mountains most weekends", "Edits videos in DaVinci Resolve"],
 ["Lives in the mountains"]),

(["hiya, can you help me figure out a revision timetable? I'm in my final year of nursing at Ulster, exams in 6 weeks, I work Thursdays and Saturdays at a care home and I'm useless after 9pm so nothing late please",
  "Give yourself two focused study blocks on your free weekdays and one lighter session on work days, finishing by 9pm. Rotate topics each day and keep Sunday afternoons for past papers."],
 ["Is a final-year nursing student at Ulster University", "Works Thursdays and Saturdays at a care home", "Can't study effectively after 9pm"],
 ["Is a qualified nurse", "Lives at a care home"]),

(["so my sister says I should start a blog about cooking, which is funny because I'm a paramedic and barely have time to eat, but I do love making Sri Lankan food like my amma used to. anyway what's a good name for a food blog lol",
  "How about Amma's Kitchen, Curry Between Shifts or Spice on the Run? A name mixing your paramedic life and your mum's cooking would be memorable."],
 ["Works as a paramedic", "Loves cooking Sri Lankan food", "Is considering starting a food blog"],
 ["Sister is a paramedic", "Is a professional chef"]),

(["quick q and a bit of context: I run a small bakery in Kilkenny with my husband, we open 7-3 Tues to Sat. we want to add coffee but I've no clue what machine to get for maybe 80 cups a day. budget around 5k",
  "For around 80 cups a day, a two-group commercial espresso machine and a good on-demand grinder will do the job within your budget. Get the machine serviced locally and train staff properly."],
 ["Runs a small bakery in Kilkenny with husband", "Bakery opens 7am to 3pm Tuesday to Saturday", "Is married"],
 ["Already sells coffee", "Is a barista"]),

(["Help me plan my daughter's 18th? It's a surprise. She's at uni in Leicester now, comes home most weekends to us in Coventry, loves Taylor Swift and tapas. About 20 people.",
  "Book a private room at a tapas restaurant, add a Taylor Swift playlist and decorations, and ask a friend to bring her home on a pretext. A photo wall of her growing up always goes down well."],
 ["Lives in Coventry", "Has a daughter turning 18 who studies at university in Leicester"],
 ["Is at university in Leicester", "Loves Taylor Swift", "Is turning 18"]),

(["can you check the grammar in my LinkedIn About section? English is my second language, my first is Yoruba. I'm a civil engineer with 9 years experience, mostly roads and drainage, I moved to Calgary last year and now looking for work here",
  "Happy to help, paste the text and I'll check it. Make sure it mentions your nine years in roads and drainage, and that you're now based in Calgary."],
 ["Is a civil engineer with 9 years' experience, mostly roads and drainage", "Speaks Yoruba as first language", "Moved to Calgary last year", "Is looking for work in Calgary"],
 ["Lives in Nigeria"]),

(["need a name for a wifi network lol. context: I just moved into a flat with my cousin Rhea in Andheri, we both work in advertising, and our neighbours keep trying to guess our password",
  "How about Pretty Fly for a WiFi, Not Your Network Andheri, or Bill Wi the Science Fi? Something funny like Guess Again might stop the neighbours trying."],
 ["Lives in a flat in Andheri with cousin Rhea", "Works in advertising"],
 ["Is named Rhea"]),

(["so i'm 45, just been made redundant from a print firm after 20 years, and I'm thinking of retraining as an electrician. my wife says go for it. is 45 too late? also how long does it take in the UK",
  "It's not too late, plenty of people retrain in their 40s. In the UK it usually takes two to four years through an adult course or an apprenticeship with practical assessments."],
 ["Is 45", "Was made redundant from a print firm after 20 years", "Is considering retraining as an electrician", "Is married"],
 ["Is an electrician"]),

(["write a birthday message for my wife pls. she's 40 tomorrow, we've been married 12 years, we've got 3 boys and a very spoilt cat called Noodle and she somehow runs all of it while doing her nursing degree part time. make it sweet not soppy",
  "Happy 40th to the woman who runs our house, three boys, one spoilt cat and a nursing degree without breaking a sweat. Twelve years in, you still make every day better. Love you."],
 ["Is married (12 years)", "Has three sons", "Has a cat named Noodle", "Wife is studying nursing part time"],
 ["Is turning 40", "Is studying nursing"]),

(["Hi, I need a short bio for a local art exhibition. I'm a retired maths teacher, 67, I paint watercolours of the Northumberland coast, I live in Alnwick with my wife and I've been painting seriously for about 8 years. Keep it under 60 words",
  "A retired maths teacher from Alnwick, [Name] has painted seriously for eight years, capturing the light and weather of the Northumberland coast in watercolour. The work brings a quiet precision to wild shores and changing skies."],
 ["Is a retired maths teacher", "Is 67", "Paints watercolours of the Northumberland coast", "Lives in Alnwick with wife"],
 ["Lives on the coast"]),

(["okay weird one. I'm trying to get my toddler to sleep in her own bed and it's been 3 weeks of hell. bit of context my husband works away on the rigs 2 weeks on 2 off so half the time it's just me with her and the baby. any tips?",
  "Stick with one method, like a gradual retreat where you sit by the bed and move further away every few nights. Keep the routine identical on rig weeks and home weeks so she doesn't learn that rules change."],
 ["Has a toddler daughter and a baby", "Husband works offshore on rigs, two weeks on and two off"],
 ["Works on oil rigs"]),

(["could you help me draft a complaint to the gym? I've been a member for 3 years, I go at 6 every morning before my shift at the depot, and they've cut the opening time to 7 without telling anyone. I'm not the only one annoyed",
  "Dear Manager, as a member for three years who trains at 6am before work, I was disappointed to find the opening time changed to 7am without notice. Many early members rely on that slot, so I'd ask you to reconsider or offer a reduced rate."],
 ["Has been a gym member for 3 years", "Goes to the gym at 6am before work", "Works shifts at a depot"],
 ["Works at the gym"]),

(["ok so I'm doing a speech at my grandma's 80th and I want a bit about how she taught me to bake, she's Polish so pierogi obviously. I'm the eldest grandchild and I work as a software tester now so I can't cook anything anymore lol. opening lines?",
  "When I was seven, Babcia gave me my first job: pinching the edges of pierogi. I was terrible, but she let me keep going, and that pretty much sums her up. Eighty years of patience, love and very good dough."],
 ["Works as a software tester", "Is the eldest grandchild", "Has a Polish grandmother turning 80"],
 ["Is Polish", "Is 80 years old"]),

(["What should I pack for a week in Kerala in December? First time in India. My partner's family are from Kochi so we're staying with them, and I'm a bit worried because I'm vegetarian and I think they eat a lot of fish.",
  "Pack light cotton clothes, a scarf or shawl for temples, sandals and mosquito repellent. Kerala has loads of vegetarian dishes like avial, sambar, thoran and appam with vegetable stew, so mention it to the family and you'll be well looked after."],
 ["Is vegetarian", "Partner's family is from Kochi", "Is visiting Kerala in December"],
 ["Lives in Kochi", "Is from India", "Eats fish"]),

(["I need a polite text to cancel on my friend's party this weekend, I've been on call every night for work (I'm an IT support lead for a hospital trust) and I'm just done. also she always invites my ex which doesn't help haha",
  "Hey! I'm so sorry but I'm going to have to miss Saturday, work has been mad with on-call and I'm completely wiped out. Have the best time and let's do something soon, just us."],
 ["Works as an IT support lead for a hospital trust", "Does on-call shifts for work"],
 ["Is always exhausted", "Is in a relationship with their ex"]),
]
