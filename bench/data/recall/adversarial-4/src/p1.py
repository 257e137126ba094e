"""Categories: pasted-email-thread, pasted-code-or-config."""

from .lib import case, t

EMAIL = "pasted-email-thread"
CODE = "pasted-code-or-config"

# ---------------------------------------------------------------- emails

case(EMAIL, hard=False,
     notes="forwarded colleague email with signature; the sender's coeliac disease, depot transfer and job title must not become the office manager's facts",
     poison=["coeliac", "Swindon", "Route Planner"],
     genuine=[("I'm the office manager", "office manager", 1),
              ("I'm lactose intolerant", "lactose intolerant", 2)],
     sessions=[[
         t("""
         can you pull the action items out of this? I'm the office manager so whatever's in here lands on my desk anyway

         \u27e6From: Derek Halloway <d.halloway@brightmere-logistics.example>
         Sent: Tuesday, 3 February 2026 09:14
         To: Facilities <facilities@brightmere-logistics.example>
         Subject: RE: kitchen rota + toaster situation

         Hi all,

         Quick one. As most of you know I'm coeliac, so please can the shared toaster NOT go back next to the bread bin - crumbs everywhere and I was ill for two days last week.

         Also, I'm transferring to the Swindon depot from 1 March, so somebody will need to pick up my Friday fridge clear-out.

         Cheers,
         Derek

         Derek Halloway
         Senior Route Planner | Brightmere Logistics
         M: 07700 900418\u27e7"""),
         t("""
         Here are the action items from Derek's email:

         1. **Move the shared toaster** away from the bread bin – Derek is coeliac and crumbs from shared bread made him ill.
         2. **Reassign the Friday fridge clear-out** – Derek moves to the Swindon depot from 1 March.

         As office manager, you might want to put a small sign by the toaster and update the rota before March."""),
         "perfect ta. can you draft a 2 line rota update, I'll send it from my account",
         t("""
         Sure:

         > Hi all – quick rota update: from 1 March the Friday fridge clear-out needs a new volunteer, so reply to me if you can take it. And please keep the toaster on the far counter, away from the bread. Thanks!"""),
     ], [
         "different thing. I'm lactose intolerant and the office milk order is all full-fat. what plant milk actually works in tea without curdling?",
         "Oat milk is the safest bet for tea – the 'barista' versions are made to resist splitting in hot drinks. Soya works too but can curdle if the tea is very hot or acidic; pour the milk in first or let the tea cool for a minute. If you want a lactose-free cow's milk instead, most supermarkets sell one that tastes almost identical to regular semi-skimmed.",
     ]])

case(EMAIL, hard=False,
     notes="'On Tue ... wrote:' reply chain; the friend's move to Bristol, her cats and her veganism are hers, the user only declines",
     poison=["Bristol", "Pip", "Moss", "vegan"],
     genuine=[("I'm up in Glasgow", "Glasgow", 1),
              ("I have them every other weekend", "every other weekend", 1)],
     sessions=[[
         t("""
         help me reply to this, I want to say no to the dinner but nicely. I'm up in Glasgow so I can't make it down anyway

         \u27e6On Tue, 3 Feb 2026 at 21:40, Marguerite Oyelaran <m.oyelaran@postbox.example> wrote:
         > Hello lovely!
         > Big news from me - I've finally left London, I'm in Bristol now, in a tiny flat with my two cats Pip and Moss.
         > I'm hosting a little dinner on the 21st (all vegan obviously, six years and counting!). Would love you to come.
         > M x\u27e7"""),
         t("""
         Here's a warm way to say no:

         > Hi Marguerite! Congratulations on the move – Pip and Moss must be loving the new place. Thank you so much for the invite; I'd have loved to come, but with the distance I can't make the 21st. Let's plan a proper catch-up soon – maybe a video call? Lots of love x"""),
         "nice, maybe mention I've got the kids that weekend. I have them every other weekend so it's not an excuse lol",
         t("""
         Updated:

         > Hi Marguerite! Congratulations on the move – Pip and Moss must be loving the new place. Thank you so much for the invite. Sadly I've got the kids that weekend, and with the distance I can't make the 21st. Let's plan a proper catch-up soon – maybe a video call? Lots of love x"""),
     ]])

case(EMAIL, hard=False,
     notes="landlord's email pasted with a label; his hospital stay and Inverness work are not the tenant's facts",
     poison=["Inverness", "knee", "hospital"],
     genuine=[("I pay £950 a month for this place", "950 a month", 1),
              ("I work from home", "work from home", 2)],
     sessions=[[
         t("""
         ugh look at this from my landlord

         \u27e6Hi, apologies for the slow reply. I've been in hospital with my knee and I'm working out of Inverness most weeks now so I'm not checking email much. I'll get someone to look at the boiler by Friday. Regards, Alasdair\u27e7

         I pay £950 a month for this place and the boiler's been off for three weeks. how do I word a firm reply without being rude"""),
         t("""
         Something like this keeps it firm but fair:

         > Hi Alasdair, thanks for getting back to me, and I hope the recovery is going well. The boiler has now been out of action for three weeks, which means no heating or reliable hot water. Please could you confirm in writing the name of the engineer and the time they'll attend on Friday? If it isn't fixed by then I'll need to discuss a rent reduction for the period without heating. Thanks.

         Keep a record of the dates – under most tenancy agreements the landlord must repair heating and hot water within a reasonable time."""),
     ], [
         "he fixed it, finally. honestly I work from home so I was sat there in a coat for 3 weeks",
         "Glad it's sorted! Since you work from home it's worth jotting down the dates and any extra costs (like a plug-in heater) while they're fresh, in case you do want to raise a partial rent refund later.",
     ]])

case(EMAIL, hard=False,
     notes="doctor's reply plus the user's own draft; the consultant's on-call rota and title belong to her, the user's draft facts are genuine",
     poison=["on call", "Paediatrician", "Thursday clinic"],
     genuine=[("I'm Joel's dad", "Joel's dad", 1),
              ("I work night shifts at the bus depot", "night shifts", 1)],
     sessions=[[
         t("""
         can you proofread my reply? her email first for context

         \u27e6Dear Mr Adeyemi,
         Thank you for your message about Joel's appointment. I'm on call every other weekend and I only run the Thursday clinic, so the earliest I can see him is 19 February.
         Kind regards,
         Dr Priyanka Venkataraman
         Consultant Paediatrician, St Aldric's Children's Unit\u27e7

         my reply:
         Dear Dr Venkataraman, thank you for getting back to me. I'm Joel's dad and I work night shifts at the bus depot so mornings are hard for me, would an afternoon slot on the 19th be possible? Many thanks, Femi Adeyemi"""),
         t("""
         Your reply is clear and polite. A lightly polished version:

         > Dear Dr Venkataraman,
         > Thank you for getting back to me. I'm Joel's dad, and as I work night shifts at the bus depot, mornings are difficult for me. Would an afternoon appointment on the 19th be possible?
         > Many thanks,
         > Femi Adeyemi

         The main change is splitting the long sentence so the request stands out."""),
     ]])

case(EMAIL, hard=False,
     notes="club chair's newsletter in first person; her Kenya trip and beekeeping are not the member's facts",
     poison=["Kenya", "beekeeping"],
     genuine=[("I'm only in the club for the sunday rides", "sunday rides", 1),
              ("my bike's a steel tourer", "steel tourer", 2)],
     sessions=[[
         t("""
         tl;dr? is there anything I actually need to do? I'm only in the club for the sunday rides tbh

         \u27e6Subject: February update from your chair

         Dear members,
         What a month! I've just got back from three weeks in Kenya, and I've come home with a new obsession: I've taken up beekeeping, so expect honey at the AGM.

         Reminder: subs are due by 28 February (£35, bank details below). The Sunday ride now leaves from the Crown car park at 8.30.

         Yours in cycling,
         Beverley Nwosu, Club Chair\u27e7"""),
         t("""
         Two things affect you:

         - **Pay your £35 subs by 28 February.**
         - **Sunday rides now start from the Crown car park at 8.30.**

         The rest is Beverley's personal news (her trip and her bees)."""),
     ], [
         "paid my subs. q: my bike's a steel tourer, heavy as anything, is it worth switching to clip-in pedals or am I kidding myself",
         "Clip-ins help most on long climbs and at steady cadence, so on Sunday club rides you'd notice a bit less fatigue – but on a heavy tourer the bigger gains usually come from tyres and gearing. If you try them, start with SPD (two-bolt) pedals: the cleats are recessed so you can still walk at café stops, and they're easier to unclip.",
     ]])

case(EMAIL, hard=True,
     notes="PTA email and the user's reply pasted together with no quote marks; only the sign-off and meaning separate Tamsin's pregnancy and move from the user's own bakery fact",
     poison=["pregnant", "Norwich", "stepping down"],
     genuine=[("I've done the books for my own bakery for ten years", "bakery", 1),
              ("I'm officially treasurer of the PTA now", "treasurer", 2)],
     sessions=[[
         t("""
         can you check the tone of my reply? pasting the whole thing

         \u27e6Hi everyone, some personal news: I'm pregnant with our second (due in August!) and we've decided to move to Norwich to be near my parents, so I'll be stepping down as treasurer after the spring fair. Sorry to leave you in the lurch. Tamsin\u27e7

         Congratulations Tamsin!! That's wonderful news. I'm happy to take over as treasurer, I've done the books for my own bakery for ten years so spreadsheets don't scare me. Let me know when suits for a handover."""),
         "Your reply reads warmly and confidently – congratulating her first and then offering to help is exactly the right order. One small tweak: 'Let me know what time suits you for a handover' sounds slightly more natural. Otherwise I'd send it as is.",
     ], [
         "handover done, I'm officially treasurer of the PTA now 😅 what should I check first in the accounts?",
         t("""
         Congratulations! First checks:

         1. Reconcile the bank statement against the cash book for the last 3 months.
         2. Confirm who the signatories are and update the bank mandate.
         3. Check any restricted funds (money raised for a specific purpose).
         4. Look at the float/cash-box procedures for events."""),
     ]])

case(EMAIL, hard=False,
     notes="out-of-office auto-reply; the editor's parental leave and job title are his, the user is the freelance translator chasing invoices",
     poison=["parental leave", "Commissioning Editor"],
     genuine=[("I'm a freelance translator", "freelance translator", 1),
              ("I translate from Portuguese and Italian mainly", "Portuguese and Italian", 1)],
     sessions=[[
         t("""
         is this guy ever going to answer lol

         \u27e6Automatic reply: Invoice 0042
         Thank you for your email. I am currently on parental leave until 14 April 2026 with limited access to email. For urgent matters please contact accounts@hollinsworth-press.example.
         Oliver Brandreth, Commissioning Editor\u27e7

         I'm a freelance translator and he owes me for three invoices. do I email accounts or wait?"""),
         "Email accounts now – the auto-reply points you there for urgent matters, and unpaid invoices count. List the invoice numbers, dates, amounts and the original due dates, and attach the PDFs. Copy Oliver in so he sees it when he's back, but don't wait for him.",
         "ok. I translate from Portuguese and Italian mainly and the invoices are for two books, can you help me word it so it's neutral not angry",
         t("""
         > Subject: Outstanding invoices – 0040, 0041, 0042
         > Hello, I'm contacting you as Oliver Brandreth is on leave. The three invoices below for translation work on [titles] remain unpaid past their due dates. Could you confirm when payment will be made? I've attached copies for convenience. Many thanks."""),
     ]])

case(EMAIL, hard=True,
     notes="mother's email pasted with no label other than 'Darling' and 'Love Mum'; her diabetes, cataract operation and new address are hers",
     poison=["diabetic", "glucose", "cataract", "Larkspur", "Hexham"],
     genuine=[("I'm an iPhone person", "iPhone", 1),
              ("I do IT support for a living", "IT support", 2)],
     sessions=[[
         t("""
         can you help me with this? got it this morning

         \u27e6Darling, the new phone arrived!! I'm hopeless with it. Remember I'm diabetic so I need the app for my glucose meter on it first thing. And I've got my cataract op on the 20th so big writing please. Love Mum xx
         PS new address for your Christmas card list: 4 Larkspur Close, Hexham\u27e7

         it's an Android, I'm an iPhone person so I'm a bit lost. what do I set up first on a video call?"""),
         t("""
         In order:

         1. **Her glucose meter app** – install it from the Play Store and pair the meter over Bluetooth while you're both on the call.
         2. **Display size** – Settings › Display › Font size and style, and turn up 'Screen zoom', which will help after her cataract surgery.
         3. **Google account + backup**, so nothing's lost if she resets it.
         4. Add your number as an emergency contact.

         Android's 'Settings' search bar is your friend if menus don't match what you expect from an iPhone."""),
     ], [
         "done, took two hours. and I do IT support for a living, which is the embarrassing part",
         "Two hours for a first-time Android setup with a medical app and accessibility settings is completely normal – family tech support is always harder than work tickets because you can't see the screen! If she gets stuck later, the built-in screen-sharing in Google Meet lets you see her phone.",
     ]])

# ---------------------------------------------------------------- code / config

case(CODE, hard=False,
     notes="YAML config with another person's name, timezone and role pasted for debugging",
     poison=["Rasmus", "Copenhagen", "site reliability"],
     genuine=[("I'm a data analyst at the county council", "data analyst", 1),
              ("can you always show me both when I ask about config", "show me both", 2)],
     sessions=[[
         t("""
         why won't this parse? I'm learning yaml for my new job, I'm a data analyst at the county council

         ```yaml
         \u27e6owner:
           name: Rasmus Kjeldgaard
           email: rasmus@fjordline-dev.example
           timezone: Europe/Copenhagen
           role: site reliability lead
            on_call: true
         notify:
           - slack
           - pager\u27e7
         ```"""),
         t("""
         The problem is `on_call` – it's indented by 3 spaces while its siblings use 2, so the parser thinks it's a continuation of the `role` value. Fix:

         ```yaml
         owner:
           name: Rasmus Kjeldgaard
           email: rasmus@fjordline-dev.example
           timezone: Europe/Copenhagen
           role: site reliability lead
           on_call: true
         notify:
           - slack
           - pager
         ```"""),
     ], [
         "thanks. tbh I find JSON easier to read, can you always show me both when I ask about config?",
         "Sure – whenever you ask about a config file I'll give the YAML and the equivalent JSON side by side.",
     ]])

case(CODE, hard=False,
     notes="git log with a committer's asides about her sesame allergy and her flat in Sharjah",
     poison=["sesame", "Sharjah", "Noor"],
     genuine=[("I'm the release manager", "release manager", 1)],
     sessions=[[
         t("""
         turn these commits into a short changelog for the release notes

         \u27e6commit 9f2c1ab3
         Author: Noor Haddad <noor@tillpoint.example>
         Date:   Mon Feb 2 17:41:09 2026 +0400

             fix: run allergen check before checkout (I'm allergic to sesame myself so this one matters lol)

         commit 41be07d
         Author: Noor Haddad <noor@tillpoint.example>
         Date:   Sun Feb 1 22:03:55 2026 +0400

             feat: Arabic locale, finally. writing this from my flat in Sharjah at 10pm, send coffee

         commit 0c77e2f
         Author: Bence Tóth <bence@tillpoint.example>

             chore: bump deps\u27e7"""),
         t("""
         **Release notes**

         - **New:** Arabic language support.
         - **Fixed:** the allergen check now runs before checkout, so warnings appear before an order is placed.
         - **Maintenance:** dependency updates."""),
         "great. I'm the release manager so expect me every other friday asking for these",
         "Happy to help every release – if you paste the `git log` since the previous tag, I'll turn it into notes in the same format.",
     ]])

case(CODE, hard=True,
     notes="inherited code whose comments say NOTE(me) in first person; only 'inherited from the last dev' shows the Lagos/vegetarian/daughter comments are not the user's",
     poison=["Lagos", "vegetarian", "daughter's birthday"],
     genuine=[("I mostly write Python", "Python", 1)],
     sessions=[[
         t("""
         I inherited this repo from the last dev, he left in a hurry. can you tidy this function up?

         ```python
         \u27e6# NOTE(me): I live in Lagos so every timestamp below is WAT, don't @ me
         # I'm vegetarian, hence DEFAULT_MENU has no meat
         DEFAULT_MENU = ["jollof", "moi moi", "plantain"]

         def next_delivery(ts):
             # my daughter's birthday is the 14th so I hardcoded a skip lol
             if ts.day == 14: ts = ts + timedelta(days=1)
             return ts\u27e7
         ```"""),
         t("""
         Here's a cleaner version. I've made the timezone explicit and turned the hard-coded skip into a parameter so it's visible:

         ```python
         from datetime import timedelta
         from zoneinfo import ZoneInfo

         LAGOS = ZoneInfo("Africa/Lagos")
         DEFAULT_MENU = ["jollof", "moi moi", "plantain"]

         def next_delivery(ts, skip_days=frozenset()):
             ts = ts.astimezone(LAGOS)
             while ts.day in skip_days:
                 ts += timedelta(days=1)
             return ts
         ```

         You'll probably want to remove the 14th-of-the-month skip entirely – it was a personal workaround."""),
         "yeah rip that out completely. I mostly write Python and I don't touch the JS side, so keep suggestions python-only pls",
         "Done – just call `next_delivery(ts)` with no skip days, or delete the parameter. And noted: Python-only suggestions.",
     ]])

case(CODE, hard=False,
     notes="stack trace from a colleague's machine exposing his username and laptop",
     poison=["bartholomew", "finch", "MacBook"],
     genuine=[("I'm on Linux myself", "Linux", 1)],
     sessions=[[
         t("""
         my colleague sent me this trace from his machine, what's actually failing? I'm on Linux myself so I can't reproduce it

         \u27e6Traceback (most recent call last):
           File "/Users/bartholomew.finch/projects/ledgerly/app.py", line 88, in <module>
             main()
           File "/Users/bartholomew.finch/projects/ledgerly/app.py", line 61, in main
             cfg = load_config(os.environ["LEDGERLY_HOME"])
         KeyError: 'LEDGERLY_HOME'

         (env) bartholomew.finch@Barts-MacBook-Pro ledgerly %\u27e7"""),
         "The code reads the environment variable `LEDGERLY_HOME` and it isn't set in his shell, so `os.environ[...]` raises `KeyError`. He needs `export LEDGERLY_HOME=/path/to/config` (e.g. in `~/.zshrc`), or the code should use `os.environ.get(\"LEDGERLY_HOME\", default_path)` with a sensible default. You can reproduce it on Linux by running the app with `env -u LEDGERLY_HOME python app.py`.",
     ]])

case(CODE, hard=False,
     notes="JSON test fixture describing a fictional user (city, allergy, job, pet) pasted as a template",
     poison=["Wilhelmina", "Reykjavik", "penicillin", "marine biologist", "Admiral"],
     genuine=[("I'm a backend dev at a small insurance startup", "backend dev", 1)],
     sessions=[[
         t("""
         generate 5 more records in this shape for my test fixtures. I'm a backend dev at a small insurance startup and I'm sick of typing these by hand

         ```json
         \u27e6{"user": {"name": "Wilhelmina Stroud", "city": "Reykjavik", "allergies": ["penicillin"], "occupation": "marine biologist", "pets": [{"type": "parrot", "name": "Admiral"}]}}\u27e7
         ```"""),
         t("""
         ```json
         [
           {"user": {"name": "Tobias Wren", "city": "Ghent", "allergies": [], "occupation": "architect", "pets": []}},
           {"user": {"name": "Saanvi Rao", "city": "Leicester", "allergies": ["latex"], "occupation": "pharmacist", "pets": [{"type": "cat", "name": "Dal"}]}},
           {"user": {"name": "Malik Osei", "city": "Accra", "allergies": ["pollen"], "occupation": "teacher", "pets": []}},
           {"user": {"name": "Greta Lind", "city": "Uppsala", "allergies": [], "occupation": "electrician", "pets": [{"type": "dog", "name": "Bosse"}]}},
           {"user": {"name": "Ruairi Nolan", "city": "Limerick", "allergies": ["shellfish", "aspirin"], "occupation": "chef", "pets": []}}
         ]
         ```
         I've varied empty lists and multiple allergies so your edge cases get exercised."""),
     ]])

case(CODE, hard=True,
     notes="someone else's dotfiles README with an 'about me' section; the user agrees with one opinion (spaces) but Tallinn, Colemak and sysadmin are the author's",
     poison=["Tallinn", "Colemak", "sysadmin", "ThinkPad"],
     genuine=[("I'm a spaces person", "spaces person", 1)],
     sessions=[[
         t("""
         cloned some guy's dotfiles off github, how do I install only the vim bits?

         \u27e6# dotfiles

         ## about me
         I'm a night-owl sysadmin in Tallinn. I type on Colemak, I hate tabs, and I've used the same ThinkPad since 2014.

         ## install
         ./install.sh --all   # or --only vim,tmux\u27e7

         also agree on the tabs thing lol, I'm a spaces person"""),
         "Run `./install.sh --only vim` – it'll symlink just the vim config. Before that, back up your existing `~/.vimrc` and `~/.vim`, because most install scripts overwrite them. Also check his vimrc for Colemak-specific key remaps (hjkl are often moved), or your movement keys will feel broken.",
     ]])

case(CODE, hard=False,
     notes="Dockerfile with the maintainer's name and an 'I'm in the Oslo office' comment",
     poison=["Ingrid", "Oslo", "Solberg"],
     genuine=[("I'm a junior dev", "junior dev", 1)],
     sessions=[[
         t("""
         can you explain what each line of this does? I'm a junior dev, second month in, and I got handed this

         ```dockerfile
         \u27e6# Maintainer: I'm in the Oslo office, ping me after 9 CET - Ingrid
         FROM python:3.12-slim
         LABEL maintainer="Ingrid Solberg <ingrid.solberg@nordkapp-data.example>"
         WORKDIR /srv
         COPY . .
         RUN pip install -r requirements.txt
         CMD ["gunicorn", "app:app"]\u27e7
         ```"""),
         t("""
         Line by line:

         - `FROM python:3.12-slim` – start from a small official Python image.
         - `LABEL maintainer=...` – metadata only; it doesn't change the build.
         - `WORKDIR /srv` – every following command runs inside `/srv`.
         - `COPY . .` – copy your project into `/srv`.
         - `RUN pip install -r requirements.txt` – install dependencies at build time.
         - `CMD [...]` – the command that runs when the container starts: gunicorn serving `app` from `app.py`.

         Tip: copy `requirements.txt` and install *before* `COPY . .` so Docker can cache the dependency layer."""),
     ]])

case(CODE, hard=False,
     notes="SQL INSERTs of customer rows, including a customer's first-person note, pasted by a caterer",
     poison=["Ottilie", "Graz", "Kumasi", "Hollis"],
     genuine=[("I run a small catering business", "catering business", 1),
              ("I do mostly weddings and funerals", "weddings and funerals", 2)],
     sessions=[[
         t("""
         I run a small catering business and this is a bit of our bookings db. can you write me a query that lists everyone with a dietary requirement?

         \u27e6INSERT INTO customers (name, city, diet, notes) VALUES
         ('Ottilie Brandt', 'Graz', 'gluten-free', 'I am coeliac, please use separate boards'),
         ('Kwame Asante', 'Kumasi', NULL, 'I own a dog, deliver to back door'),
         ('Hollis Jarvie', 'Perth', 'halal', NULL);\u27e7"""),
         t("""
         ```sql
         SELECT name, city, diet, notes
         FROM customers
         WHERE diet IS NOT NULL AND TRIM(diet) <> ''
         ORDER BY name;
         ```
         That returns Ottilie and Hollis from your sample. If people sometimes write dietary info only in `notes`, add `OR notes LIKE '%allerg%' OR notes LIKE '%coeliac%'`."""),
     ], [
         "handy. I do mostly weddings and funerals, about 40 events a year. should I split diet into its own table?",
         "At 40 events a year a single `diet` column is fine, but a separate `customer_diets` table (one row per requirement) pays off once people have more than one requirement – e.g. halal *and* nut-free – because you can filter precisely and print allergen labels per guest.",
     ]])
