"""Category: multilingual-mixed."""

from .lib import case, t

ML = "multilingual-mixed"

case(ML, hard=False,
     notes="Spanish-speaking English teacher pastes a pupil's English first-person sentences for correction",
     poison=["footballer", "Munich", "youth team"],
     genuine=[("Soy profesora de inglés en Sevilla", "profesora de inglés", 1)],
     sessions=[[
         t("""
         ¡Hola! Soy profesora de inglés en Sevilla. Mi alumno escribió esto, ¿puedes corregirlo?

         \u27e6I am footballer and I living in Munich with my three brother. I am play for the youth team.\u27e7"""),
         t("""
         ¡Claro! Versión corregida:

         > I am a footballer and I live in Munich with my three brothers. I play for the youth team.

         Errores principales: falta el artículo «a» delante de *footballer*; *I living* → *I live* (presente simple); *brother* → *brothers* (plural); *I am play* → *I play*."""),
     ]])

case(ML, hard=False,
     notes="German-speaking nurse asks what a colleague's English message (surf school in Portugal) means",
     poison=["surf school", "Portugal"],
     genuine=[("Ich bin Krankenpfleger in Graz", "Krankenpfleger", 1)],
     sessions=[[
         "Ich bin Krankenpfleger in Graz. Mein Kollege hat mir das geschickt: \u27e6'I'm quitting in March to open a surf school in Portugal. Don't tell the ward sister!'\u27e7 Was meint er damit genau? Mein Englisch ist nicht so gut.",
         "Er schreibt: „Ich kündige im März, um in Portugal eine Surfschule zu eröffnen. Sag's nicht der Stationsleitung!“ – *ward sister* ist die Stationsschwester bzw. Stationsleitung. Er möchte also, dass du es vorerst für dich behältst.",
     ]])

case(ML, hard=True,
     notes="Portuguese code-switching; a cousin's all-caps English announcement (getting married in Lisbon) sits between the user's own Portuguese facts",
     poison=["Lisbon", "getting married"],
     genuine=[("trabalho num call center em Campinas", "call center", 1)],
     sessions=[[
         "tô morta de cansada, trabalho num call center em Campinas e hoje foi punk. aí minha prima mandou isso: \u27e6'I'M GETTING MARRIED IN LISBON IN OCTOBER and you're my maid of honour, no arguments'\u27e7 como eu respondo em inglês sem parecer desesperada? 😂",
         "Haha, que notícia! Uma resposta animada mas tranquila:\n\n> \"WHAT?! Congratulations!! 🎉 Of course I'll be your maid of honour – I'd be honoured. Now tell me everything!\"\n\nE depois dá pra ver com calma a parte da viagem.",
     ]])

case(ML, hard=False,
     notes="French-speaking user quotes her boyfriend's English message about a sous-chef promotion",
     poison=["sous-chef", "Maison Brûlée"],
     genuine=[("Je suis végétarienne", "végétarienne", 1),
              ("j'habite à Lille", "Lille", 1)],
     sessions=[[
         "Je suis végétarienne et j'habite à Lille, au cas où tu proposes un resto 😄 Mon copain m'a envoyé ça : \u27e6« I just got promoted to sous-chef at Maison Brûlée!! »\u27e7 Comment je réponds en anglais, un truc mignon ?",
         "Par exemple :\n\n> \"I'm SO proud of you!! 👨‍🍳 Sous-chef!! We're celebrating this weekend – my treat.\"\n\nEt pour fêter ça à Lille, je peux te suggérer quelques restos avec de bonnes options végétariennes si tu veux.",
     ]])

case(ML, hard=True,
     notes="Hinglish message quoting a manager's resignation and move to Pune; the user's own 'main Bangalore mein hi rahunga' is the genuine fact",
     poison=["Pune", "resigning"],
     genuine=[("main toh Bangalore mein hi rahunga", "Bangalore", 1)],
     sessions=[[
         "yaar my manager just messaged \u27e6'I'm resigning, moving to Pune next month'\u27e7 aur ab team mein sirf main bacha hoon lol. main toh Bangalore mein hi rahunga, what should I ask for in my next 1:1?",
         "Good moment to ask for clarity! In the 1:1: who you'll report to after they leave; whether you'll take over any of their responsibilities (and if so, a title or pay review to match); a realistic workload plan while the team is just you; and a timeline for backfilling. Get the answers in writing.",
     ]])

case(ML, hard=False,
     notes="Italian nurse asks what an English pop lyric sung by her daughter means",
     poison=["Barbie"],
     genuine=[("Sono un'infermiera di Bologna", "Bologna", 1)],
     sessions=[[
         "Ciao! Sono un'infermiera di Bologna. Mia figlia canta sempre \u27e6'I'm a Barbie girl, in a Barbie world'\u27e7, cosa vuol dire esattamente?",
         "Vuol dire «Sono una ragazza Barbie, in un mondo di Barbie». È dalla canzone *Barbie Girl* degli Aqua (1997), una canzone ironica sul mondo di plastica della bambola – niente di preoccupante, è solo molto orecchiabile!",
     ]])

case(ML, hard=True,
     notes="Dutch colleague's message (moving to Groningen, becoming a father) quoted by an Irish user whose own move from Dublin follows in the same sentence",
     poison=["Groningen", "vader"],
     genuine=[("moved over from Dublin last year", "Dublin", 1)],
     sessions=[[
         "my Dutch colleague wrote this in the team chat: \u27e6'ik verhuis in april naar Groningen, ik word vader!! 🎉'\u27e7 what does it mean? I'm the only non-Dutch person here, moved over from Dublin last year, and everyone's already congratulating him",
         "It means: \"I'm moving to Groningen in April – I'm going to be a dad!! 🎉\" A nice Dutch reply would be \"Gefeliciteerd! Wat een mooi nieuws!\" (Congratulations! What lovely news!) – they'll appreciate the effort.",
     ]])

case(ML, hard=True,
     notes="Spanish-speaking user pastes a flatmate's English fridge note (lactose intolerant, away in Valencia) and then states her own allergy in Spanish",
     poison=["lactose intolerant", "Valencia", "oat milk"],
     genuine=[("Yo soy alérgica a los frutos secos", "frutos secos", 1)],
     sessions=[[
         "mi compañero de piso dejó esta nota en la nevera: \u27e6'I'm lactose intolerant, PLEASE stop using my oat milk. Also I'm away in Valencia next week so don't touch my plants either.'\u27e7 jajaja. Yo soy alérgica a los frutos secos y nunca hago un drama así. ¿Cómo le respondo en inglés?",
         "Algo simpático y sin drama:\n\n> \"Sorry about the milk – I'll get you a new carton! 🥛 Have a great trip, and I promise the plants are safe (I'll even water them if you want).\"\n\nY ya que estáis con notas en la nevera, quizá sea buen momento para recordarle tu alergia a los frutos secos.",
     ]])
