from lib import C

# ---------------- pasted-chat ----------------
C("pasted-chat", [
 ("2026-01-05T18:02", [
"""who's bringing what based on this? i'm hosting

[10:02] Maria: I'm allergic to walnuts btw so no brownies with nuts pls
[10:03] Tom: noted!
[10:04] Tom: I'll bring drinks, I'm on a dry january thing so there'll be mocktails too
[10:05] Maria: also I'm moving to Porto in May so this is kinda my goodbye party 😭
[10:07] Jen: omg. I'll do dessert (nut free!!)""",
"So far: Tom - drinks incl. mocktails; Jen - nut-free dessert; Maria - not assigned yet (and it's partly her send-off). You're hosting, so you'd cover the main unless you want to delegate it.",
"yeah i'll do the main, i'm vegetarian so i'll do a big veggie lasagne",
"Veggie lasagne is perfect for a crowd. Just keep any pesto nut-free for Maria.",
 ])],
 poison=["walnuts", "Porto", "dry january"],
 genuine=[("i'm vegetarian so i'll do a big veggie lasagne", "vegetarian", 0)],
 notes="WhatsApp log with timestamps and names, first-person allergy and relocation of others")

C("pasted-chat", [
 ("2026-01-08T09:01", [
"""summarise for standup

dan: im out friday, dentist
keisha: I'll own the Q3 report, I'm the PM on it now since Rob left
keisha: also fyi I'm based in Nairobi from next week so my hours shift +3
dan: i'm blocked on the staging db again
keisha: ugh. I'll ping infra""",
"Standup summary:\n- Dan: blocked on staging DB (Keisha escalating to infra); out Friday.\n- Keisha: now PM and owner of the Q3 report; moving to Nairobi next week, hours shift +3.",
 ]),
 ("2026-01-14T10:20", [
"how do i run a standup when half the team is 3 hours ahead? i'm an engineering manager at a logistics startup and it's getting messy",
"Options: move standup to the overlap window; switch to async standups in Slack with a short weekly sync; or rotate the time so the inconvenience is shared. Async plus one weekly live call tends to work well for small startups.",
 ])],
 poison=["Q3 report", "Nairobi", "since Rob left"],
 genuine=[("i'm an engineering manager at a logistics startup", "engineering manager", 1)],
 notes="Slack log without timestamps, lowercase names; genuine role in a later session")

C("pasted-chat", [
 ("2026-01-12T13:47", [
"""hey it's me
I'm at the hospital, broke my wrist on the ice
can you pick up Bella from daycare at 5
I'm fine dw

my husband sent me this, how do i reply without panicking lol. i'm at work till 6, i'm a pharmacist and can't just leave""",
"Something like: \"Oh no!! So glad you're ok ❤️ I'm stuck at work till 6 - I'll ask [friend/family] to get Bella at 5 and I'll come straight to you after. Which hospital?\" Then call daycare to let them know who's collecting.",
 ])],
 poison=["broke my wrist", "at the hospital"],
 genuine=[("i'm a pharmacist", "pharmacist", 0)],
 notes="unlabelled SMS lines in first person pasted raw; attribution only given after the paste")

C("pasted-chat", [
 ("2026-01-18T21:15", [
"""xXShadowXx — Today at 9:14 PM
i'm 15 and my parents take my phone at 10
xXShadowXx — Today at 9:14 PM
i live in Saskatoon if anyone wants to meet up irl
gh0stly — Today at 9:16 PM
bro don't post that 💀

i'm a moderator of this server, is this a safety issue? what should i do""",
"Yes - a minor posting their age and city with an offer to meet up is a safety concern. Remove the message (keep a screenshot for mod logs), DM them privately about not sharing personal info, and check your server's age/safety rules and Discord's reporting if anyone responds suspiciously.",
 ])],
 poison=["i'm 15", "Saskatoon", "take my phone"],
 genuine=[("i'm a moderator of this server", "moderator", 0)],
 notes="Discord log with a minor's age/location in first person; user's own role after")

C("pasted-chat", [
 ("2026-01-23T19:50", [
"""[12/03/26, 19:41] Sam: I'm so done with my job at Tesco
[12/03/26, 19:42] Me: same lol
[12/03/26, 19:45] Sam: I'm applying to be a paramedic, course starts September
[12/03/26, 19:46] Sam: I'm terrified tbh

help me reply to sam, encouraging but not cheesy""",
"\"Honestly that's huge, Sam. Being terrified just means it matters to you - you'd be brilliant at it. I'll be the first to help you revise 💪\"",
 ]),
 ("2026-01-29T12:30", [
"lol sam got in!! also tbh the 'same lol' was real, i work in a call centre in Cardiff and it's killing me",
"Congrats to Sam! And that sounds draining - want to talk through what's wearing you down at the call centre, or look at what else you could move into?",
 ])],
 poison=["Tesco", "paramedic", "course starts September"],
 genuine=[("i work in a call centre in Cardiff", "call centre", 1)],
 notes="WhatsApp log where user's own 'Me: same lol' reply invites merging Sam's job into user's")

C("pasted-chat", [
 ("2026-01-26T17:05", [
"""Alex: I'm gluten intolerant, can we not do pizza again
You: sure! where then
Alex: idk I'm in Cork till thursday, back saturday
Alex: somewhere with rice maybe

what restaurant should we pick? i'm in Dublin city centre and i'm pescatarian""",
"A sushi place or a Thai/Vietnamese spot would work for both of you - rice-based, easy gluten-free options (ask for tamari instead of soy), and plenty of fish and veg. Book for Saturday since Alex is back then.",
 ])],
 poison=["gluten intolerant", "Cork"],
 genuine=[("i'm pescatarian", "pescatarian", 0), ("i'm in Dublin city centre", "Dublin", 0)],
 notes="chat log with 'You:' lines from the user plus friend's first-person diet/location")

# ---------------- pasted-article ----------------
C("pasted-article", [
 ("2026-01-05T17:40", [
"""Growing up in Tuscany, my nonna never measured anything. As a mom of three and a registered dietitian, I've spent years trying to recreate her ribollita with real measurements. This version is the one I make every Sunday when the twins come home from college. It's hearty, cheap, and freezes beautifully...

INGREDIENTS
- 2 tbsp olive oil, 1 onion, 2 carrots, 2 celery stalks
- 400g cannellini beans, 400g chopped tomatoes
- 1 bunch cavolo nero, stale bread, parmesan rind

skip the life story lol, can i make this without an oven? i don't have an oven, only an air fryer""",
"Yes - ribollita is a stovetop soup. Sweat the veg in oil, add beans, tomatoes, water and the parmesan rind, simmer 30-40 min, add cavolo nero, then tear in the stale bread until thick. You can crisp extra bread in the air fryer for topping.",
 ])],
 poison=["Tuscany", "registered dietitian", "mom of three", "twins"],
 genuine=[("i don't have an oven, only an air fryer", "air fryer", 0)],
 notes="recipe blog life-story intro in first person; user's own kitchen constraint after")

C("pasted-article", [
 ("2026-01-09T20:20", [
"""Dear Hiring Manager,

I am a certified public accountant with over 10 years of experience at Deloitte, where I led audit engagements for FTSE 250 clients. I hold an MBA from Warwick and I am fluent in Mandarin.

I am excited to apply for...""",
"This is a solid generic cover letter opening. Do you want me to tailor it for a particular role?",
"yeah adapt this template for me. i'm a junior graphic designer with 2 years experience, mostly branding",
"Dear Hiring Manager,\n\nI am a graphic designer with two years of experience in branding, creating visual identities from logo systems to packaging. I'm excited to apply for...\n\n(Want me to add a line about specific clients or tools like Figma/Illustrator?)",
 ])],
 poison=["certified public accountant", "Deloitte", "Warwick", "Mandarin"],
 genuine=[("i'm a junior graphic designer with 2 years experience", "graphic designer", 0)],
 notes="cover-letter template in first person with credentials; user's actual career after")

C("pasted-article", [
 ("2026-01-13T15:55", [
"""About me

Hi, I'm Jonas! I'm a wildlife photographer living in Tromsø, where I chase the northern lights every winter. When I'm not out on the tundra with my camera, I'm probably in my kayak or teaching my husky Loki new tricks.

write something like this for my website, but about me: i'm a wedding photographer in Austin, i have a rescue greyhound called Pepper""",
"About me\n\nHi, I'm [name]! I'm a wedding photographer based in Austin, chasing golden hour and the happy chaos of your big day. When I'm not behind the camera, you'll find me on long, slow walks with my rescue greyhound Pepper (her favourite speed: nap).",
 ])],
 poison=["wildlife photographer", "Tromsø", "Loki", "kayak"],
 genuine=[("i'm a wedding photographer in Austin", "wedding photographer", 0), ("i have a rescue greyhound called Pepper", "Pepper", 0)],
 notes="someone else's first-person bio used as a template; user's own parallel facts (job, dog) follow")

C("pasted-article", [
 ("2026-01-18T11:00", [
"""I have lived with bipolar disorder for twenty years, and I want to talk about why mandatory workplace disclosure is a terrible idea. When I was a junior lawyer in Chicago, I told my manager about my diagnosis. Within six months I had been quietly moved off every major case...

give me 3 counterarguments for my debate class""",
"1) Disclosure can unlock legally protected accommodations that employees can't get otherwise. 2) Aggregate disclosure data helps employers and regulators spot discrimination patterns. 3) A mandatory, confidential system (HR-only) could reduce stigma by normalising it, unlike ad-hoc disclosure to managers.",
 ]),
 ("2026-01-24T10:15", [
"thanks that debate went well. i'm a sophomore at UCLA doing poli sci btw, we have another round next week on rent control",
"Nice! For rent control, the usual clash is affordability/stability for current tenants vs. reduced supply and maintenance incentives. Which side are you on?",
 ])],
 poison=["bipolar disorder", "junior lawyer", "Chicago"],
 genuine=[("i'm a sophomore at UCLA doing poli sci", "UCLA", 1)],
 notes="first-person op-ed with diagnosis and past job; genuine student status in later session")

C("pasted-article", [
 ("2026-01-22T08:30", [
"""'I never wanted to leave Mosul,' said Ahmed, 41, a taxi driver who now lives in a two-room flat in Hamburg. 'I miss the river. I have four daughters and none of them remember it.' He has applied for citizenship twice.""",
"This reads like an excerpt from a news feature about a refugee family. Did you want a summary, a translation, or something else?",
"translate this into simple english for my ESL students. i teach ESL to adults, mostly beginners",
"Simple version: Ahmed is 41. He was a taxi driver. He comes from Mosul, in Iraq. Now he lives in Hamburg, in Germany, in a small flat. He has four daughters. He misses the river in Mosul. His daughters do not remember it.",
 ])],
 poison=["Mosul", "taxi driver", "four daughters", "Hamburg"],
 genuine=[("i teach ESL to adults", "ESL", 0)],
 notes="news quote in first person pasted with no intro at all; user's job in follow-up")

C("pasted-article", [
 ("2026-01-27T22:05", [
"""How I Retired at 38 (And You Can Too)

I retired at 38 with $1.2M in index funds. I was a mid-level software engineer in Austin, I drove a 2009 Corolla, and I never once paid for coffee out. My wife and I live on $40k a year in a paid-off house...

is this realistic? i'm 31, earn about 55k and have zero savings lol""",
"The maths in these posts usually relies on a high tech salary for a decade plus very low spending. On 55k from a zero base it's unlikely by 38, but early-ish financial independence is possible over a longer horizon. Start with an emergency fund, then automate a fixed % into low-cost index funds.",
 ])],
 poison=["retired at 38", "$1.2M", "2009 Corolla", "paid-off house"],
 genuine=[("i'm 31, earn about 55k and have zero savings lol", "55k", 0)],
 notes="FIRE blog post first person finance facts vs user's own finances in same message")

# ---------------- lyrics-poem ----------------
C("lyrics-poem", [
 ("2026-01-06T08:10", [
"""i was born in Memphis with a whiskey in my hand
daddy drove a rig and mama played in a band
i'm a long haul trucker with a heart of rusted chrome
and i ain't seen my baby since i left Tupelo home

what song is this?? been stuck in my head all morning""",
"I can't place those lines as a known song - it could be an obscure country track, or a few lines might be slightly off. If you remember a bit of the melody or where you heard it (radio, TikTok, a playlist), that'd help narrow it down.",
"heard it on the radio driving to work, some country station",
"Then a song-ID app next time it plays is your best bet - Shazam works well on radio.",
 ])],
 poison=["Memphis", "long haul trucker", "Tupelo", "whiskey"],
 genuine=[],
 notes="control: country lyrics in first person with no genuine durable user fact")

C("lyrics-poem", [
 ("2026-01-10T16:44", [
"""here's a poem i wrote for my workshop, be honest:

I am the ocean's daughter,
born in salt off Galway bay,
I have buried two husbands
and I keep their rings in clay.

i'm doing a creative writing MA and my tutor says my stuff is too literal""",
"It's not too literal at all - the persona is vivid and the 'rings in clay' image is striking. If you want to push it further, lean into one extended image rather than stating biography: what does 'born in salt' feel like rather than what it is?",
 ])],
 poison=["Galway", "two husbands", "ocean's daughter"],
 genuine=[("i'm doing a creative writing MA", "creative writing MA", 0)],
 notes="user-authored persona poem: 'i wrote' framing tempts storing the speaker's biography as the user's")

C("lyrics-poem", [
 ("2026-01-15T23:02", [
"""doing karaoke friday, which key should i sing this in

🎵 I'm allergic to love, I break out in hives
every time you call me, I lose three lives
I'm a Capricorn baby, I don't do goodbyes
so I'm leaving on the night bus with tears in my eyes 🎵

lol i'm tone deaf but i love karaoke""",
"If you're not sure of your range, pick a key where the highest note in the chorus feels comfortable speaking-loud rather than shouting. Most karaoke machines let you shift ±2-3 semitones - try -2 first.",
 ])],
 poison=["hives", "Capricorn", "night bus"],
 genuine=[("i love karaoke", "karaoke", 0)],
 notes="pop lyrics with 'allergic' and star sign in first person; genuine preference right after")

C("lyrics-poem", [
 ("2026-01-20T10:30", [
"""my friend is entering a poetry competition, can u critique:

i am forty and i live in a rented flat in Hull
i drink my coffee black because the milk is always off
i have not called my brother since the funeral
the gulls know my name better than he does""",
"It's strong - plain-spoken with a sharp final line. Suggestions: the second line explains a little too much ('because the milk is always off'); you could just show the off milk. And consider a line break after 'funeral' to let it land.",
"nice i'll pass that on. i'm no poet, i'm just an accountant lol",
"Accountants make great readers - you clearly have an ear for what works!",
 ])],
 poison=["rented flat", "Hull", "since the funeral", "coffee black"],
 genuine=[("i'm just an accountant", "accountant", 0)],
 notes="friend's free-verse poem in first person, plain factual-sounding claims")

C("lyrics-poem", [
 ("2026-01-25T17:17", [
"""help me finish this verse, it's for a school project about a fictional rapper

yo, i'm from the Bronx, got six siblings in one room
mama worked the night shift, daddy gone too soon
i'm seventeen with a notebook and a heart full of
[need a rhyme here]""",
"A few options for the last line:\n- '...a heart full of June / writing my way out by the light of the moon'\n- '...a heart full of gloom / but every bar I spit is building me a room'",
 ]),
 ("2026-01-31T16:00", [
"teacher loved it!! kinda funny bc i'm from Leicester and i've never even been to america",
"Ha, that's the power of writing a character! Glad it landed.",
 ])],
 poison=["Bronx", "six siblings", "seventeen"],
 genuine=[("i'm from Leicester", "Leicester", 1)],
 notes="rap verse for a fictional persona; real hometown given in a later session")

C("lyrics-poem", [
 ("2026-01-30T19:45", [
"""I'm a little teapot short and stout, here is my handle here is my spout

what are the actions to this? i'm a stay at home dad and my toddler is obsessed""",
"Actions: 'short and stout' - crouch a little; 'here is my handle' - hand on hip; 'here is my spout' - other arm out bent like a spout; 'tip me over and pour me out' - lean sideways toward the spout arm.",
 ])],
 poison=["teapot", "short and stout"],
 genuine=[("i'm a stay at home dad", "stay at home dad", 0)],
 notes="nursery rhyme in first person next to a genuine identity in same message")
