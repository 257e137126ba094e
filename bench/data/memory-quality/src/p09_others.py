KIND = "others"
CASES = [
(["my best friend Chloe just got dumped by her boyfriend of 5 years and she's moving back in with her parents in Derby. what can I say to her that isn't a cliche?",
  "Tell her plainly that you're sorry and you're there, and offer something specific like a visit or a night in rather than 'let me know if you need anything'. Let her talk without rushing to fix it."],
 ["Has a best friend named Chloe"],
 ["Was dumped by their boyfriend", "Is moving back in with parents in Derby", "Lives in Derby"]),

(["my boss is a total micromanager, she's been at the company 20 years and has to approve every email I send. how do I push back without getting fired",
  "Ask her what would make her comfortable giving you more independence, and propose a trial, like you handle routine emails and copy her in for two weeks. Framing it around saving her time usually lands better."],
 ["Has a micromanaging female boss"],
 ["Has been at the company 20 years", "Is a micromanager"]),

(["my son's doing a school project on volcanoes and he wants to make one that erupts. he's 10. what's the least messy way",
  "Use a plastic bottle inside a modelling clay or papier-mache volcano, with bicarbonate of soda, washing-up liquid, red food colouring and vinegar. Do it on a tray outside."],
 ["Has a 10-year-old son"],
 ["Is 10 years old", "Is doing a school project"]),

(["rewatching Succession and Kendall is such a mess. is he meant to be sympathetic or not? also his relationship with his dad is wild",
  "He's written to be both: you feel for him because of his father's treatment, but he keeps making the same choices. That push and pull is a big part of the show."],
 ["Watches Succession"],
 ["Has a difficult relationship with their father", "Is named Kendall"]),

(["my coworker Jess is pregnant and we're doing a baby shower at the office. what's a good group gift for about 150 quid?",
  "A good-quality baby carrier, a bundle of nice muslins and a voucher for a baby shop, or a contribution towards a pram are all popular. Ask her partner or a close friend whether there's a registry."],
 [],
 ["Is pregnant", "Is named Jess", "Is having a baby shower"]),

(["the neighbour's dog barks from 7am to 7pm while they're at work. it's a poor little spaniel. how do I raise it with them nicely?",
  "Drop a friendly note or knock at a weekend, and frame it as concern for the dog as well as the noise. Suggest things like a dog walker, and only involve the council if nothing changes."],
 [],
 ["Owns a spaniel", "Works 7am to 7pm"]),

(["mum's retiring from nursing after 40 years in July. She worked at the same hospital in Coventry the whole time. Help me write something for her card?",
  "Mum, forty years of caring for others, and you still always had time for us. Congratulations on your retirement, you've earned every lazy morning ahead. So proud of you."],
 ["Mother is retiring in July after 40 years nursing in Coventry"],
 ["Is a nurse", "Is retiring", "Works at a hospital in Coventry"]),

(["I'm writing a novel and my main character is a 50 year old widowed fisherman in Donegal who's lost his hearing. does he sound too depressing?",
  "Not if you give him humour, stubbornness and something he wants. Readers love characters who carry weight but still act, so give him a goal that pulls the story forward."],
 ["Is writing a novel"],
 ["Is a widowed fisherman", "Lives in Donegal", "Has hearing loss"]),

(["my friend Dev is moving to Perth for a job in mining and he wants to know if he needs a car there. he's never driven lol",
  "Perth is quite spread out, so most people do drive, but if he lives near the city centre or a train line he can manage with public transport at first. It would be worth him taking lessons early."],
 ["Has a friend named Dev"],
 ["Is moving to Perth", "Works in mining", "Has never driven"]),

(["my flatmate is vegan and keeps leaving passive aggressive notes about my cheese in the fridge 🙄 how do i handle this",
  "Suggest a quick chat to agree on fridge shelves and clear labelling so your food doesn't touch hers. Keep it light and focused on the practical fix."],
 ["Has a vegan flatmate", "Eats cheese"],
 ["Is vegan"]),

(["one of my pupils, a year 9 girl, has started falling asleep in lessons and her grades have dropped. she's a carer for her mum. what support should I be flagging?",
  "Speak to your safeguarding lead and the young carers contact in school, and check whether she is linked with a local young carers service. Flexible deadlines and someone to talk to can make a big difference."],
 ["Is a secondary school teacher"],
 ["Is a carer for their mother", "Is in Year 9", "Falls asleep in lessons"]),

(["had a patient today who's 94 and still drives herself to the clinic, legend. is there actually an upper age limit for driving in the UK?",
  "There's no upper age limit, but drivers have to renew their licence every three years from age 70 and confirm they meet the eyesight and medical standards."],
 ["Works in healthcare at a clinic"],
 ["Is 94 years old", "Drives to the clinic"]),

(["my husband has an interview for a head of engineering role at a big bank and he's prepping. what questions do they usually ask at that level?",
  "Expect questions on scaling teams, handling incidents, balancing delivery with tech debt, budgeting and working with non-technical leaders. He should have specific stories ready for each."],
 ["Is married; husband works in engineering"],
 ["Is interviewing for head of engineering", "Works at a bank"]),

(["my grandad was in the merchant navy in the 50s and he's got loads of stories. what's a good way to record them before it's too late?",
  "Use your phone to record audio conversations with a few prompts, like ships, ports and people he remembers, and do short sessions. Old photos are great memory triggers."],
 ["Grandfather served in the merchant navy in the 1950s"],
 ["Was in the merchant navy"]),

(["my character in our D&D game is a half-orc paladin called Grunda who's terrified of water. what's a good backstory for the fear?",
  "Maybe Grunda's village was wiped out by a flood she survived by clinging to a temple roof, and that's when she first heard her god's voice. It gives the fear and the faith the same origin."],
 ["Plays D&D"],
 ["Is terrified of water", "Is a paladin", "Is named Grunda"]),

(["I'm best man for my mate Liam. he's marrying Aisha next spring, they met at uni in Bristol and have a dog called Pudding. help me start the speech",
  "You could open with the uni days in Bristol and how you knew straight away Aisha was out of Liam's league. Pudding can be a running joke, like the only one in the house who lets Liam win an argument."],
 ["Is best man at friend Liam's wedding next spring"],
 ["Is getting married", "Has a dog called Pudding", "Went to university in Bristol"]),

(["I'm a hairdresser and one of my regulars has alopecia and asked about wigs. what should I know before I advise her?",
  "Learn the difference between synthetic and human hair wigs, cap types and how to cut a wig to suit the face. Be gentle and follow her lead, and point her to a specialist wig supplier if needed."],
 ["Works as a hairdresser"],
 ["Has alopecia", "Wears a wig"]),

(["my little brother just got diagnosed as autistic at 8 and my parents are struggling. I'm 19, is there anything I can do to help?",
  "Just being a steady, patient presence for him makes a real difference. You could learn about his particular needs, spend one-to-one time doing something he enjoys, and give your parents a break sometimes."],
 ["Is 19 years old", "Has an 8-year-old brother who is autistic"],
 ["Is autistic", "Is 8 years old"]),

(["my ex just started a new job at the place I applied to and got rejected from. am i allowed to be this annoyed 😂",
  "Totally allowed, that's a rough coincidence. Give yourself a day to be annoyed and then keep the focus on your own search."],
 ["Is looking for a job"],
 ["Works at the ex's new company", "Got the new job"]),

(["my dad keeps forwarding me WhatsApp conspiracy stuff about 5G. He's 68 and otherwise a sensible retired engineer. How do I talk to him about it?",
  "Ask questions rather than arguing, like where it came from and what would change his mind, and appeal to his engineering background. Staying calm and keeping the relationship warm matters more than winning one argument."],
 ["Father is 68 and a retired engineer"],
 ["Believes 5G conspiracy theories", "Is a retired engineer"]),
]
