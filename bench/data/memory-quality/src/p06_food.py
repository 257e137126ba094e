KIND = "food"
CASES = [
(["I've been vegetarian for about 10 years, mostly for animal welfare reasons. Need a high-protein dinner idea that isn't tofu again",
  "Try a lentil and chickpea curry topped with Greek yoghurt, or a halloumi and bean traybake. Tempeh, seitan and paneer are also good ways to get protein without tofu."],
 ["Has been vegetarian for about 10 years, for animal welfare reasons"],
 ["Dislikes tofu completely", "Is vegan"]),

(["lactose intolerant here 🙃 whats a good creamy pasta sauce that wont wreck me",
  "Blended cashews or silken tofu make a lovely creamy sauce, or use lactose-free cream and parmesan, which is naturally very low in lactose. A roasted red pepper and cashew sauce is really good."],
 ["Is lactose intolerant"],
 ["Is vegan", "Has a nut allergy"]),

(["had the most amazing tonkotsu ramen last night at a place in Shoreditch. can I make that at home or is it a 12 hour job",
  "A proper tonkotsu broth really is a long boil, often 10 to 12 hours, but a pressure cooker brings it down to 2 to 3. A quicker option is a rich chicken and pork broth with a spoon of tahini for creaminess."],
 [],
 ["Eats ramen every week", "Lives in Shoreditch", "Is a chef"]),

(["I'm coeliac so I need to be careful with cross contamination. any tips for eating out in Italy next month?",
  "Italy is one of the best countries for coeliacs because awareness is high, and the Italian Coeliac Association lists accredited restaurants. Learn the phrase 'sono celiaco' and look for 'senza glutine' menus."],
 ["Has coeliac disease", "Is travelling to Italy next month"],
 ["Lives in Italy", "Is Italian"]),

(["give me a guac recipe but absolutely no coriander, it tastes like soap to me",
  "Mash two ripe avocados with lime juice, salt, finely chopped red onion, a chopped tomato and some chilli. Add a little chopped parsley or chives if you want something green."],
 ["Dislikes coriander (tastes like soap to them)"],
 ["Dislikes avocado", "Is allergic to coriander"]),

(["I only eat halal, any good quick dinners I can do with lamb mince?",
  "Lamb kofta with flatbread and yoghurt, keema with peas, or a lamb and aubergine bake are quick and filling. Just check stock cubes and sauces are halal too."],
 ["Eats only halal food"],
 ["Is vegetarian"]),

(["my family follows a Jain diet, so no onion, garlic, potatoes or other root veg. what can I cook for 8 people for Diwali that still feels special?",
  "A paneer butter masala made with tomato and cashew, a rich dal makhani without garlic, jeera rice and kheer would feel festive. Hing and ginger give lots of flavour without onion and garlic."],
 ["Family follows a Jain diet (no onion, garlic or root vegetables)", "Celebrates Diwali"],
 ["Is cooking for 8 every day"]),

(["trying keto for this month only, my sister dared me lol. breakfast ideas that aren't just eggs?",
  "Try chia pudding made with coconut milk, full-fat Greek yoghurt with nuts and a few berries, or smoked salmon with cream cheese rolled in lettuce. Leftovers like a sausage and cauliflower hash also work."],
 [],
 ["Follows a keto diet long-term", "Sister is on keto"]),

(["my son has a peanut allergy and he's going to a birthday party, what should I send with him? also i'm hopeless at baking",
  "Send a safe treat, like a shop-bought nut-free cupcake or his favourite snack, and his adrenaline pens. Tell the host about the allergy and ask what food will be there."],
 ["Has a son with a peanut allergy", "Is not confident at baking"],
 ["Is allergic to peanuts"]),

(["I don't drink alcohol, never have, but my team's Christmas do is at a cocktail bar. what do I order that doesn't make it a whole thing?",
  "Most cocktail bars do good mocktails, so order one of those or a tonic with lime in a highball glass. Nobody will notice or care."],
 ["Does not drink alcohol"],
 ["Works at a cocktail bar", "Is a recovering alcoholic"]),

(["the hotter the better for me, I'm Nigerian and I find most 'spicy' recipes here in the UK bland. what can I add to make a shakshuka actually hot?",
  "Use fresh scotch bonnets blended into the tomato base, and add cayenne or suya spice for extra heat and depth. A spoon of chilli oil on top at the end helps too."],
 ["Loves very spicy food", "Is Nigerian", "Lives in the UK"],
 ["Lives in Nigeria"]),

(["my girlfriend's vegan but I still eat meat. any dinners where she can have hers plain and I can add chicken to mine?",
  "Burrito bowls, stir-fries, Thai green curry and pasta with roasted veg all work well with meat added separately. Cook the vegan base and pan-fry your chicken on the side."],
 ["Eats meat", "Has a girlfriend who is vegan"],
 ["Is vegan"]),

(["cooking for one and I HATE leftovers, I'll eat something once and then it goes in the bin. how do I cook without waste?",
  "Cook single portions from versatile ingredients, so one pack of mince becomes a bolognese one night and tacos later. Freeze portions straight after cooking so they feel like new meals."],
 ["Lives alone / cooks for one", "Dislikes eating leftovers"],
 []),

(["3 oat flat whites a day is too many right? the barista at work knows my order lol",
  "Three is about 200 to 300 mg of caffeine, which is within the usual 400 mg daily limit for most adults. If sleep is fine, you're probably okay, but avoid the last one late in the day."],
 ["Drinks about three oat flat whites a day"],
 ["Is a barista"]),

(["no mushrooms please, it's a texture thing. can you give me a risotto idea for tonight?",
  "A lemon, pea and asparagus risotto with parmesan is fresh and easy. Or try roasted butternut squash with sage."],
 ["Dislikes mushrooms because of the texture"],
 ["Is allergic to mushrooms"]),

(["doing low FODMAP under my dietitian for IBS. is sourdough actually ok or is that an internet myth",
  "Traditional long-ferment spelt or white wheat sourdough is low FODMAP in moderate portions, because the fermentation breaks down a lot of the fructans. Quick supermarket sourdough often isn't fermented long enough."],
 ["Follows a low FODMAP diet for IBS under a dietitian"],
 ["Is coeliac"]),

(["pescatarian since uni, so fish yes, meat no. i need a date night meal that feels fancy but is hard to mess up",
  "Pan-roasted salmon with lemon butter, crushed new potatoes and green beans looks impressive but is very forgiving. A chocolate pot you make the day before takes care of dessert."],
 ["Is pescatarian (has been since university)"],
 ["Is vegetarian", "Is a professional chef"]),

(["i do 16:8 fasting, eating window 12-8. what's a good first meal that keeps me full till dinner?",
  "Something with protein, fibre and fat, like eggs with wholegrain toast and avocado, or a chicken, quinoa and bean salad. A good-size first meal stops the mid-afternoon crash."],
 ["Does 16:8 intermittent fasting with an eating window from 12 to 8pm"],
 []),

(["got a bit of leftover roast chicken and some sad looking peppers, what can i make for lunch in 15 mins",
  "Fry the peppers with garlic and paprika, add the shredded chicken, and stuff it into wraps with cheese for quesadillas. A quick fried rice is another easy option."],
 [],
 ["Prefers chicken", "Has peppers every day"]),

(["I'm Hindu so no beef, but everything else is fine. My coworkers are doing a BBQ and keep saying there'll be burgers. How do I bring this up without being awkward?",
  "Just let the organiser know casually that you don't eat beef and ask if there'll be chicken or veggie options, or offer to bring something. It's a common request and most people won't think twice."],
 ["Is Hindu and does not eat beef"],
 ["Is vegetarian", "Is organising a BBQ"]),
]
