KIND = "pets"
CASES = [
(["meet Biscuit, my new puppy!! 9 week old cockapoo 🐶 how do i stop her biting literally everything",
  "Congratulations on Biscuit. When she bites, stop play, redirect her onto a chew toy and praise her when she uses it. Make sure she's getting enough sleep too, because overtired puppies bite a lot more."],
 ["Has a cockapoo puppy named Biscuit (female)"],
 ["Has a child named Biscuit", "Bites things"]),

(["our cat Mochi died yesterday, she was 17. my 6 year old is heartbroken and keeps asking where she went. what do i say",
  "I'm sorry about Mochi. Use simple, honest words like 'Mochi's body stopped working and she died', and avoid 'went to sleep', which can scare young children. Drawing a picture or planting something for her can help your child express the sadness."],
 ["Cat Mochi recently died aged 17", "Has a 6-year-old child"],
 ["Currently has a cat named Mochi", "Is 6 years old"]),

(["my leopard gecko Sir Reginald hasn't eaten in 10 days, he's pooping fine and seems active. should I be worried?",
  "Adult leopard geckos can skip food for a while, especially in cooler months, so if he's active and his tail is still fat it's usually not urgent. Check the warm side is around 30 to 33 degrees, and see a reptile vet if he starts losing weight."],
 ["Has a leopard gecko named Sir Reginald"],
 ["Has a child named Reginald", "Has stopped eating"]),

(["we have two cats, Salt and Pepper, and we're adopting a retired greyhound called Dave next week. will they get on or is this a disaster",
  "Many greyhounds live happily with cats, but ask the rescue whether Dave has been cat-tested. Introduce them slowly with a muzzle and baby gates, and give the cats high escape routes."],
 ["Has two cats named Salt and Pepper", "Is adopting a retired greyhound named Dave"],
 ["Is named Dave", "Has a greyhound that hates cats"]),

(["dog sitting my neighbours husky for the week and she howls the second i leave the room 😩 any tricks",
  "Huskies are very vocal and hate being alone, so give her a long walk and a stuffed Kong or lick mat before you leave. Practise very short absences and come back before she starts howling."],
 [],
 ["Owns a husky", "Has a neighbour who howls"]),

(["thinking about getting a rabbit but I rent and my landlord's a bit funny about pets. what should I ask him?",
  "Ask for written permission and offer a pet deposit or to keep the rabbit in a specific room. It helps to explain that house rabbits can be litter trained and that you'll cover any damage."],
 ["Rents their home"],
 ["Has a rabbit", "Is a landlord"]),

(["I keep my mare Juniper at a livery yard about 20 mins away, and she's been a bit footy on the gravel lately. shoes or try hoof boots?",
  "Hoof boots are a good option if she's mostly sore on gravel and fine elsewhere, and they let you stay barefoot. Talk to your farrier too, because footiness can also be an early sign of something like laminitis."],
 ["Owns a mare named Juniper", "Keeps Juniper at a livery yard about 20 minutes away"],
 ["Lives at a livery yard", "Owns a livery yard"]),

(["what fish can I add to my 120L tropical tank? Currently 8 neon tetras, 3 corys and a bristlenose pleco",
  "You have room for a small group of something peaceful, like six harlequin rasboras or a few honey gouramis. Add them gradually and keep an eye on your nitrates."],
 ["Keeps a 120-litre tropical fish tank", "Has neon tetras, corydoras and a bristlenose pleco"],
 ["Has a pond"]),

(["we got a rescue greyhound in march, Luna, and she's really nervous around men, even my husband. how long does that usually take to get better?",
  "It varies a lot, from weeks to a year or more. Let your husband be the source of good things, like tossing treats without looking at her, and never force interaction."],
 ["Has a rescue greyhound named Luna, adopted in March", "Is married"],
 ["Is nervous around men", "Luna is the user's husband's dog only"]),

(["we keep six hens in the back garden and one of them has stopped laying and is sitting in the nest box all day. broody or ill?",
  "It sounds broody, especially if she puffs up and growls when you reach under her. Check for signs of illness like a pale comb or not eating, and if she's just broody you can break it by removing her from the nest box a few times a day."],
 ["Keeps six hens in the back garden"],
 ["Is broody"]),

(["Toby (my lab) is allergic to chicken so most treats are out. what can I give him for training?",
  "Try single-protein treats like dried fish skins, lamb or venison bites, or small pieces of cooked sweet potato. Always check labels, because chicken fat hides in a lot of treats."],
 ["Has a labrador named Toby who is allergic to chicken"],
 ["Is allergic to chicken"]),

(["can you write a short funny poem for my sister's birthday card? she's crazy about cats. Not like me, my cat Wilbur is more than enough chaos for one household lol",
  "To the queen of all the kitties, who finds their fur a treat, may your birthday be as cosy as a cat curled on your feet. May your cake be free of whiskers and your mug be free of paws, and may every cat you meet today give you a round of applause."],
 ["Has a cat named Wilbur"],
 ["Is crazy about cats", "Has multiple cats"]),

(["when i was a kid we had a collie called Bess who could open the back gate herself. is that normal for collies or was she a genius",
  "Border collies are one of the most problem-solving breeds, so gate opening isn't unheard of, but it still takes a clever dog to work it out. Bess sounds like she was a sharp one."],
 [],
 ["Has a collie named Bess", "Currently owns a dog"]),

(["i foster kittens for a local rescue and right now i've got a litter of 4 that are about 3 weeks old. when do i start litter training",
  "You can start now: at three to four weeks kittens begin to use a litter tray. Use a low tray with unscented, non-clumping litter and pop them in after meals."],
 ["Fosters kittens for a local rescue"],
 ["Owns four kittens permanently"]),

(["My African grey Kiki is 22 and honestly talks more than my husband. She's started plucking her chest feathers, should I be worried?",
  "Feather plucking in greys can be due to stress, boredom, diet or a medical problem, so it's worth an avian vet check. Look at any recent changes at home and give her more foraging toys."],
 ["Has an African grey parrot named Kiki, aged 22", "Is married"],
 ["Husband doesn't talk", "Plucks feathers"]),

(["my boyfriend wants a ball python and I am genuinely terrified of snakes. is there a compromise here",
  "You could agree on ground rules, such as the snake living in his room or a secure enclosure you never have to handle. Meeting a calm snake at a reptile shop first might also show you whether you can live with it."],
 ["Has a boyfriend", "Is afraid of snakes"],
 ["Has a ball python", "Wants a snake"]),

(["my pitbull Bruno keeps pulling on walks - sorry he's a staffie not a pitbull, people always mix them up. what harness is best?",
  "A front-clip harness is usually the most effective for a strong puller like a Staffie because it turns him back toward you when he pulls. Pair it with rewarding loose-lead walking."],
 ["Has a Staffordshire bull terrier named Bruno"],
 ["Has a pitbull"]),

(["we adopted a street dog last year, Kalu, he's an indie and very clever. the society watchman keeps shooing him from the lobby. how do i handle this",
  "Talk to the society committee with Kalu's vaccination and registration papers, and agree on rules like keeping him leashed in common areas. Being friendly with the watchman and introducing him to Kalu properly can help a lot."],
 ["Has an adopted Indian street dog named Kalu", "Lives in a housing society with a watchman"],
 ["Is a watchman", "Kalu is a stray that doesn't belong to the user"]),

(["is it ok to walk a beagle at 6am in the dark? I take Pip out before work every day and someone said it's bad for her",
  "It's completely fine as long as you're both visible, so use a light-up collar and a reflective jacket. Dogs just like routine, and a morning walk before work is great for her."],
 ["Has a beagle named Pip", "Walks Pip at 6am before work daily"],
 ["Works at 6am"]),

(["our old tabby Marmalade had to be put down in the spring and now the kids are begging for a kitten. is 6 months too soon?",
  "There's no fixed rule; what matters is whether the family feels ready and whether you have time for a kitten. Some people find a new pet helps the grief, as long as it's not treated as a replacement."],
 ["Tabby cat Marmalade was put down in the spring", "Has children"],
 ["Currently has a cat named Marmalade", "Has a kitten"]),
]
