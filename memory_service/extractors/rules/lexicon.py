"""Word lists the rules extractor recognises: foods, allergens, conditions, drugs, jobs, places."""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(w.strip().replace("_", " ") for w in text.split() if w.strip())


def alternation(words: frozenset[str] | tuple[str, ...]) -> str:
    """A regex alternation of `words`, longest first so "tree nuts" wins over "nuts"."""
    ordered = sorted(words, key=lambda w: (-len(w), w))
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in ordered)


FOODS = _words(
    """meat red_meat white_meat pork beef chicken poultry lamb veal venison duck turkey bacon ham
    fish seafood shellfish shrimp prawns crab lobster oysters mussels clams squid octopus
    scallops raw_fish sushi dairy milk cheese butter cream yogurt yoghurt lactose eggs egg
    gluten wheat bread pasta barley rye soy soya tofu nuts tree_nuts peanuts peanut almonds
    cashews walnuts pecans hazelnuts pistachios sesame sugar refined_sugar carbs onions onion
    garlic spicy_food spicy_foods chili chilli mushrooms tomatoes corn rice beans legumes lentils
    chickpeas alcohol caffeine coffee fried_food fried_foods processed_food junk_food red_wine
    wine beer chocolate citrus strawberries avocado coconut mustard celery lupin msg
    artificial_sweeteners gelatin gelatine honey animal_products meat_products fodmaps
    high_fodmap_foods nightshades cilantro coriander kiwi bananas apples peaches sulfites
    fructose histamine sweets soda fast_food carbohydrates grains oats peppers"""
)
SOFT_FOODS = _words(
    """sugar refined_sugar carbs carbohydrates caffeine coffee fried_food fried_foods
    processed_food junk_food spicy_food spicy_foods sweets soda chocolate bread pasta rice
    red_meat fast_food red_wine wine beer artificial_sweeteners chili chilli cilantro
    coriander mushrooms onions onion garlic tomatoes peppers"""
)
NON_FOOD_ALLERGENS = _words(
    """penicillin amoxicillin antibiotics sulfa sulfa_drugs sulpha aspirin ibuprofen nsaids
    codeine morphine latex pollen grass hay dust dust_mites mold mould cats dogs pet_dander
    animals horses bees bee_stings wasps wasp_stings insect_stings nickel fragrance perfume
    iodine contrast_dye anesthesia anaesthesia seasonal hay_fever feathers wool sunscreen
    latex_gloves cat dog bee wasp cockroaches ragweed birch"""
)
ALLERGEN_CANON = {
    "peanut": "peanuts",
    "nut": "nuts",
    "tree nut": "tree nuts",
    "egg": "eggs",
    "bee": "bees",
    "bee sting": "bee stings",
    "wasp": "wasps",
    "wasp sting": "wasp stings",
    "cat": "cats",
    "dog": "dogs",
    "almond": "almonds",
    "cashew": "cashews",
    "walnut": "walnuts",
    "pecan": "pecans",
    "hazelnut": "hazelnuts",
    "pistachio": "pistachios",
    "strawberry": "strawberries",
    "kiwis": "kiwi",
    "shrimps": "shrimp",
    "prawn": "prawns",
    "sulfa": "sulfa drugs",
    "sulpha": "sulfa drugs",
    "sulfa drug": "sulfa drugs",
    "mushroom": "mushrooms",
    "tomato": "tomatoes",
    "dust mite": "dust mites",
    "soya": "soy",
    "mould": "mold",
}
NOT_ALLERGENS = _words(
    """mornings morning monday mondays work exercise effort people math maths homework cleaning
    chores responsibility commitment adulting drama nonsense bs meetings small_talk running
    the_gym gym deadlines cardio jargon buzzwords waking_up early_mornings hard_work school
    taxes paperwork stupidity bad_code you stress change noise anything nothing everything
    something stuff it that this them those these angioedema hives rash rashes anaphylaxis
    swelling itching reaction reactions started"""
)

CONDITIONS: tuple[tuple[str, str, str], ...] = (
    # (surface regex, key slug, how the memory names it)
    (r"type\s+(?:1|one)\s+diabetes|t1d", "diabetes", "type 1 diabetes"),
    (r"type\s+(?:2|two)\s+diabetes|t2d", "diabetes", "type 2 diabetes"),
    (r"pre-?diabetes", "prediabetes", "prediabetes"),
    (r"diabetes", "diabetes", "diabetes"),
    (r"asthma", "asthma", "asthma"),
    (r"epilepsy", "epilepsy", "epilepsy"),
    (r"hypertension|high\s+blood\s+pressure", "high_blood_pressure", "high blood pressure"),
    (r"low\s+blood\s+pressure", "low_blood_pressure", "low blood pressure"),
    (r"high\s+cholesterol", "high_cholesterol", "high cholesterol"),
    (r"c[o]?eliac(?:\s+disease)?", "celiac_disease", "celiac disease"),
    (r"crohn'?s(?:\s+disease)?", "crohns_disease", "Crohn's disease"),
    (r"ulcerative\s+colitis", "ulcerative_colitis", "ulcerative colitis"),
    (r"ibs|irritable\s+bowel\s+syndrome", "ibs", "IBS"),
    (r"gerd|acid\s+reflux", "acid_reflux", "acid reflux"),
    (r"migraines?", "migraine", "migraines"),
    (r"rheumatoid\s+arthritis", "rheumatoid_arthritis", "rheumatoid arthritis"),
    (r"arthritis", "arthritis", "arthritis"),
    (r"osteoporosis", "osteoporosis", "osteoporosis"),
    (r"lupus", "lupus", "lupus"),
    (r"multiple\s+sclerosis", "multiple_sclerosis", "multiple sclerosis"),
    (r"fibromyalgia", "fibromyalgia", "fibromyalgia"),
    (r"chronic\s+fatigue(?:\s+syndrome)?|me/cfs", "chronic_fatigue", "chronic fatigue syndrome"),
    (r"hypothyroidism|an\s+underactive\s+thyroid", "hypothyroidism", "hypothyroidism"),
    (r"hyperthyroidism|an\s+overactive\s+thyroid", "hyperthyroidism", "hyperthyroidism"),
    (r"hashimoto'?s", "hashimotos", "Hashimoto's"),
    (r"pcos", "pcos", "PCOS"),
    (r"endometriosis", "endometriosis", "endometriosis"),
    (r"an[a]?emia", "anemia", "anemia"),
    (r"adhd", "adhd", "ADHD"),
    (r"autism", "autism", "autism"),
    (r"dyslexia", "dyslexia", "dyslexia"),
    (r"dyspraxia", "dyspraxia", "dyspraxia"),
    (r"depression", "depression", "depression"),
    (r"anxiety", "anxiety", "anxiety"),
    (r"bipolar(?:\s+disorder)?", "bipolar_disorder", "bipolar disorder"),
    (r"ptsd", "ptsd", "PTSD"),
    (r"ocd", "ocd", "OCD"),
    (r"insomnia", "insomnia", "insomnia"),
    (r"sleep\s+apn[o]?ea", "sleep_apnea", "sleep apnea"),
    (r"a\s+heart\s+condition", "heart_condition", "a heart condition"),
    (r"heart\s+disease", "heart_disease", "heart disease"),
    (r"atrial\s+fibrillation|a-?fib", "atrial_fibrillation", "atrial fibrillation"),
    (r"(?:chronic\s+)?kidney\s+disease|ckd", "kidney_disease", "kidney disease"),
    (r"copd", "copd", "COPD"),
    (r"cancer", "cancer", "cancer"),
    (r"hiv", "hiv", "HIV"),
    (r"hepatitis\s+[abc]", "hepatitis", "hepatitis"),
    (r"eczema", "eczema", "eczema"),
    (r"psoriasis", "psoriasis", "psoriasis"),
    (r"gout", "gout", "gout"),
    (r"tinnitus", "tinnitus", "tinnitus"),
    (r"vertigo", "vertigo", "vertigo"),
    (r"pots", "pots", "POTS"),
    (r"long\s+covid", "long_covid", "long COVID"),
    (r"chronic\s+(?:back\s+|neck\s+)?pain", "chronic_pain", "chronic pain"),
    (r"sciatica", "sciatica", "sciatica"),
    (r"scoliosis", "scoliosis", "scoliosis"),
    (r"glaucoma", "glaucoma", "glaucoma"),
    (r"narcolepsy", "narcolepsy", "narcolepsy"),
    (r"parkinson'?s(?:\s+disease)?", "parkinsons", "Parkinson's disease"),
    (r"an\s+eating\s+disorder", "eating_disorder", "an eating disorder"),
    (r"ha?emophilia|a\s+bleeding\s+disorder", "bleeding_disorder", "a bleeding disorder"),
    (r"sickle\s+cell(?:\s+disease|\s+an[a]?emia)?", "sickle_cell", "sickle cell disease"),
    (r"gastroparesis", "gastroparesis", "gastroparesis"),
    (r"kidney\s+stones", "kidney_stones", "kidney stones"),
    (r"gallstones", "gallstones", "gallstones"),
    (r"a\s+pacemaker", "pacemaker", "a pacemaker"),
    (r"colou?r\s+blindness", "color_blindness", "color blindness"),
    (r"a\s+weak(?:ened)?\s+immune\s+system", "immunocompromised", "a weakened immune system"),
)
CONDITION_ADJECTIVES: tuple[tuple[str, str, str], ...] = (
    # (surface regex, key slug, the memory's wording)
    (r"type\s+(?:1|one)\s+diabetic", "diabetes", "Has type 1 diabetes"),
    (r"type\s+(?:2|two)\s+diabetic", "diabetes", "Has type 2 diabetes"),
    (r"pre-?diabetic", "prediabetes", "Has prediabetes"),
    (r"diabetic", "diabetes", "Has diabetes"),
    (r"asthmatic", "asthma", "Has asthma"),
    (r"epileptic", "epilepsy", "Has epilepsy"),
    (r"an[a]?emic", "anemia", "Has anemia"),
    (r"autistic", "autism", "Is autistic"),
    (r"dyslexic", "dyslexia", "Is dyslexic"),
    (r"c[o]?eliac", "celiac_disease", "Has celiac disease"),
    (r"colou?r[- ]?blind", "color_blindness", "Is colorblind"),
    (r"hard\s+of\s+hearing", "hearing", "Is hard of hearing"),
    *(
        (rf"{state}\s+in\s+(?:my\s+|the\s+)?{side}\s+{organ}", key, f"Is {state} in {said}")
        for state, organ, key in (("deaf", "ear", "hearing"), ("blind", "eye", "vision"))
        for side, said in (
            ("left", f"the left {organ}"),
            ("right", f"the right {organ}"),
            ("one", f"one {organ}"),
        )
    ),
    (r"deaf", "hearing", "Is deaf"),
    (r"visually\s+impaired", "vision", "Is visually impaired"),
    (r"blind", "vision", "Is blind"),
    (r"immunocompromised", "immunocompromised", "Is immunocompromised"),
    (r"bipolar", "bipolar_disorder", "Has bipolar disorder"),
    (r"hypertensive", "high_blood_pressure", "Has high blood pressure"),
)

MEDICATIONS = _words(
    """insulin metformin warfarin eliquis apixaban xarelto rivaroxaban blood_thinners
    anticoagulants aspirin statins atorvastatin lipitor simvastatin rosuvastatin lisinopril
    amlodipine losartan levothyroxine synthroid thyroid_medication thyroid_meds sertraline
    zoloft fluoxetine prozac escitalopram lexapro citalopram bupropion wellbutrin venlafaxine
    effexor antidepressants ssris an_ssri lithium lamotrigine lamictal adderall ritalin
    vyvanse concerta methylphenidate adhd_medication adhd_meds birth_control the_pill
    prednisone steroids an_inhaler inhaler inhalers ventolin albuterol salbutamol epipen
    epi-pen epi_pen an_epipen epipens methotrexate humira ozempic wegovy semaglutide mounjaro
    tirzepatide gabapentin tramadol oxycodone ibuprofen naproxen omeprazole prilosec
    pantoprazole antihistamines zyrtec claritin cetirizine loratadine melatonin
    iron_supplements blood_pressure_medication blood_pressure_meds heart_medication
    immunosuppressants chemo chemotherapy hormone_therapy hrt testosterone estrogen prep
    antibiotics an_insulin_pump insulin_pump a_cpap cpap beta_blockers beta-blockers
    propranolol metoprolol clopidogrel plavix digoxin spironolactone furosemide
    hydrochlorothiazide montelukast singulair sumatriptan topiramate valproate keppra
    levetiracetam carbamazepine clonazepam lorazepam diazepam xanax alprazolam quetiapine
    seroquel aripiprazole abilify olanzapine mirtazapine trazodone duloxetine cymbalta
    pregabalin lyrica accutane isotretinoin spironolactone
    lantus levemir tresiba toujeo novolog novorapid humalog fiasp apidra basaglar glargine
    lispro detemir degludec insulin_glargine insulin_lispro insulin_aspart insulin_detemir
    insulin_degludec symbicort advair seretide flovent flixotide pulmicort qvar spiriva
    trelegy breo fostair clenil budesonide fluticasone beclomethasone salmeterol formoterol
    coumadin jantoven heparin
    lovenox clexane pradaxa savaysa lixiana carvedilol coreg nifedipine diltiazem verapamil
    chlorthalidone indapamide bumetanide eplerenone amiodarone entresto sacubitril
    nitroglycerin isosorbide ezetimibe zetia crestor lasix norvasc cozaar diovan januvia
    sitagliptin jardiance farxiga glipizide gliclazide glimepiride trulicity victoza rybelsus
    byetta pioglitazone paxil celexa remeron buspirone buspar risperdal clozaril haloperidol
    latuda vraylar cariprazine zyprexa pristiq trintellix elavil clomipramine depakote
    divalproex topamax strattera atomoxetine guanfacine intuniv clonidine dexedrine
    dextroamphetamine lisdexamfetamine modafinil focalin naltrexone suboxone buprenorphine
    methadone phenytoin dilantin trileptal lacosamide vimpat zonisamide briviact
    ethosuximide clobazam tegretol neurontin paracetamol acetaminophen tylenol advil motrin
    aleve codeine morphine hydrocodone vicodin percocet fentanyl nucynta celecoxib celebrex
    diclofenac meloxicam amoxicillin augmentin penicillin zithromax nitrofurantoin macrobid
    cephalexin keflex metronidazole flagyl trimethoprim bactrim rifampicin cipro methimazole
    carbimazole propylthiouracil liothyronine cytomel levoxyl euthyrox eltroxin nexium
    ranitidine mesalamine mesalazine zofran yaz yasmin microgynon depo-provera nexplanon
    levonorgestrel norethisterone progesterone letrozole tamoxifen anastrozole benadryl
    diphenhydramine fexofenadine allegra xolair dupixent hydroxychloroquine plaquenil
    azathioprine mycophenolate tacrolimus cyclosporine enbrel remicade stelara allopurinol
    colchicine finasteride tamsulosin flomax viagra cialis fosamax keytruda eliquis antidepressant
    contraceptive_pill birth_control_pill rigevidone cerazette norco protonix chantix
    varenicline ambien zolpidem klonopin afrin flonase nasonex hctz leqembi"""
)
MEDICATION_SUFFIX = (
    r"[a-z]+(?:pril|olol|sartan|statin|prazole|oxetine|triptan|azepam|glutide|tidine"
    r"|dronate|formin|cillin|cycline|floxacin|oxacin|mycin|parin|xaban|gatran|gliptin"
    r"|gliflozin|dipine|triptyline|zepine|zapine|tadol|isone|olone|afil|tropium|sonide"
    r"|lukast|conazole|setron|barbital|thiazide|ridone|apine|semide|tinib|racetam"
    r"|[a-z]{3}umab|[a-z]{3}ximab|[a-z]{2}clovir)"
)
MEDICATION_GENERIC = {
    "eliquis": "apixaban",
    "xarelto": "rivaroxaban",
    "coumadin": "warfarin",
    "jantoven": "warfarin",
    "pradaxa": "dabigatran",
    "savaysa": "edoxaban",
    "lixiana": "edoxaban",
    "lovenox": "enoxaparin",
    "clexane": "enoxaparin",
    "plavix": "clopidogrel",
    "lipitor": "atorvastatin",
    "crestor": "rosuvastatin",
    "zetia": "ezetimibe",
    "synthroid": "levothyroxine",
    "levoxyl": "levothyroxine",
    "euthyrox": "levothyroxine",
    "eltroxin": "levothyroxine",
    "cytomel": "liothyronine",
    "zoloft": "sertraline",
    "prozac": "fluoxetine",
    "lexapro": "escitalopram",
    "celexa": "citalopram",
    "paxil": "paroxetine",
    "wellbutrin": "bupropion",
    "effexor": "venlafaxine",
    "cymbalta": "duloxetine",
    "pristiq": "desvenlafaxine",
    "remeron": "mirtazapine",
    "buspar": "buspirone",
    "lamictal": "lamotrigine",
    "keppra": "levetiracetam",
    "tegretol": "carbamazepine",
    "trileptal": "oxcarbazepine",
    "dilantin": "phenytoin",
    "vimpat": "lacosamide",
    "topamax": "topiramate",
    "depakote": "valproate",
    "divalproex": "valproate",
    "neurontin": "gabapentin",
    "lyrica": "pregabalin",
    "seroquel": "quetiapine",
    "zyprexa": "olanzapine",
    "abilify": "aripiprazole",
    "risperdal": "risperidone",
    "clozaril": "clozapine",
    "latuda": "lurasidone",
    "vraylar": "cariprazine",
    "elavil": "amitriptyline",
    "ritalin": "methylphenidate",
    "concerta": "methylphenidate",
    "focalin": "dexmethylphenidate",
    "vyvanse": "lisdexamfetamine",
    "strattera": "atomoxetine",
    "intuniv": "guanfacine",
    "tylenol": "paracetamol",
    "acetaminophen": "paracetamol",
    "advil": "ibuprofen",
    "motrin": "ibuprofen",
    "aleve": "naproxen",
    "celebrex": "celecoxib",
    "nucynta": "tapentadol",
    "augmentin": "amoxicillin",
    "zithromax": "azithromycin",
    "cipro": "ciprofloxacin",
    "macrobid": "nitrofurantoin",
    "keflex": "cephalexin",
    "flagyl": "metronidazole",
    "prilosec": "omeprazole",
    "nexium": "esomeprazole",
    "zofran": "ondansetron",
    "lasix": "furosemide",
    "coreg": "carvedilol",
    "norvasc": "amlodipine",
    "cozaar": "losartan",
    "diovan": "valsartan",
    "januvia": "sitagliptin",
    "jardiance": "empagliflozin",
    "farxiga": "dapagliflozin",
    "trulicity": "dulaglutide",
    "victoza": "liraglutide",
    "ozempic": "semaglutide",
    "wegovy": "semaglutide",
    "rybelsus": "semaglutide",
    "mounjaro": "tirzepatide",
    "singulair": "montelukast",
    "zyrtec": "cetirizine",
    "claritin": "loratadine",
    "allegra": "fexofenadine",
    "benadryl": "diphenhydramine",
    "plaquenil": "hydroxychloroquine",
    "flomax": "tamsulosin",
    "viagra": "sildenafil",
    "cialis": "tadalafil",
    "fosamax": "alendronate",
    "xanax": "alprazolam",
    "accutane": "isotretinoin",
    "ventolin": "salbutamol",
    "albuterol": "salbutamol",
    "pulmicort": "budesonide",
    "flovent": "fluticasone",
    "flixotide": "fluticasone",
    "qvar": "beclomethasone",
    "clenil": "beclomethasone",
    "hctz": "hydrochlorothiazide",
    "protonix": "pantoprazole",
    "chantix": "varenicline",
    "ambien": "zolpidem",
    "klonopin": "clonazepam",
    "flonase": "fluticasone",
    "lantus": "insulin glargine",
    "basaglar": "insulin glargine",
    "toujeo": "insulin glargine",
    "glargine": "insulin glargine",
    "levemir": "insulin detemir",
    "detemir": "insulin detemir",
    "tresiba": "insulin degludec",
    "degludec": "insulin degludec",
    "novolog": "insulin aspart",
    "novorapid": "insulin aspart",
    "fiasp": "insulin aspart",
    "humalog": "insulin lispro",
    "lispro": "insulin lispro",
    "apidra": "insulin glulisine",
}
"""A brand (or a short name) and the medicine it is: one key for both, so "from Keppra to
lamotrigine" takes back what "I take levetiracetam (Keppra)" stored."""
MEDICATION_CLASSES: tuple[tuple[str, str], ...] = (
    (
        r"warfarin|apixaban|rivaroxaban|dabigatran|edoxaban|heparin|enoxaparin|\w+xaban|\w+gatran"
        r"|\w+parin|blood\s+thinners?|anticoagulants?",
        "anticoagulant",
    ),
    (r"\w+statin|statins", "statin"),
    (r"\w+pril|\w+sartan", "ace_or_arb"),
    (r"\w+prazole|famotidine|ranitidine|\w+tidine", "acid"),
    (
        r"sertraline|fluoxetine|escitalopram|citalopram|paroxetine|venlafaxine|desvenlafaxine"
        r"|duloxetine|vortioxetine|bupropion|mirtazapine|\w+oxetine|antidepressants?|ssris?|an\s+ssri",
        "antidepressant",
    ),
    (r"insulin\s+glargine|insulin\s+detemir|insulin\s+degludec", "basal_insulin"),
    (r"insulin\s+aspart|insulin\s+lispro|insulin\s+glulisine", "mealtime_insulin"),
    (r"semaglutide|dulaglutide|liraglutide|tirzepatide|\w+glutide", "glp1"),
    (
        r"methylphenidate|dexmethylphenidate|adderall|lisdexamfetamine|dextroamphetamine"
        r"|adhd\s+medication",
        "stimulant",
    ),
    (r"\w+triptan", "triptan"),
    (r"cetirizine|loratadine|fexofenadine|diphenhydramine|antihistamines", "antihistamine"),
    (r"levothyroxine|liothyronine|armour\s+thyroid|thyroid\s+medication|thyroid\s+meds", "thyroid"),
    (
        r"the\s+pill|birth\s+control(?:\s+pill)?|contraceptive\s+pill|yaz|yasmin|microgynon"
        r"|rigevidone|cerazette|levonorgestrel|norethisterone",
        "contraceptive",
    ),
)
"""Medicines one replaces another of in a switch ("my cardiologist switched me to Eliquis" ends
warfarin): a switch with no old medicine named takes back the user's one of the same class, and
so does a class stopped by its name ("came off my antidepressant", "came off the pill")."""
CLASS_NAMES = frozenset(
    {
        "antidepressant",
        "antidepressants",
        "ssris",
        "an ssri",
        "the pill",
        "birth control",
        "birth control pill",
        "contraceptive pill",
        "blood thinners",
        "anticoagulants",
        "statins",
        "antihistamines",
        "adhd medication",
        "adhd meds",
        "thyroid medication",
        "thyroid meds",
    }
)
"""Names of a class, not of one medicine: what stopping it takes back is the class."""
MEDICATION_DISPLAY = {
    "epipen": "an EpiPen",
    "epi-pen": "an EpiPen",
    "epi pen": "an EpiPen",
    "an epipen": "an EpiPen",
    "epipens": "EpiPens",
    "inhaler": "an inhaler",
    "an inhaler": "an inhaler",
    "insulin pump": "an insulin pump",
    "cpap": "a CPAP machine",
    "a cpap": "a CPAP machine",
    "adhd medication": "ADHD medication",
    "adhd meds": "ADHD medication",
    "an ssri": "an SSRI",
    "ssris": "SSRIs",
    "hrt": "HRT",
    "prep": "PrEP",
}

BODY_PARTS = _words(
    """knee knees back lower_back upper_back neck shoulder shoulders rotator_cuff elbow elbows
    wrist wrists hand hands finger fingers thumb hip hips ankle ankles foot feet toe toes leg
    legs arm arms hamstring hamstrings quad quads calf calves groin achilles achilles_tendon
    acl mcl pcl meniscus ligament ligaments tendon spine disc disk ribs rib collarbone jaw
    kneecap shin shins heel pelvis tailbone coccyx plantar_fascia glute glutes shoulder_blade
    hamstring_tendon"""
)
ACRONYM_PARTS = frozenset({"acl", "mcl", "pcl"})


ROLES = _words(
    """engineer developer dev programmer coder designer nurse doctor physician surgeon teacher
    professor lecturer lawyer attorney solicitor barrister accountant manager consultant analyst
    scientist researcher architect writer journalist editor chef cook baker barista
    bartender waiter waitress server pharmacist dentist therapist psychologist psychiatrist
    electrician plumber carpenter mechanic pilot paramedic firefighter police_officer cop
    soldier veterinarian vet intern founder co-founder ceo cto cfo coo cmo entrepreneur
    freelancer contractor translator photographer artist musician actor actress salesperson
    recruiter marketer product_manager project_manager data_scientist sysadmin librarian
    social_worker midwife dietitian nutritionist coach trainer personal_trainer caregiver
    carer cashier driver truck_driver farmer realtor real_estate_agent paralegal secretary
    receptionist administrator clerk technician tester economist banker trader investor
    mathematician physicist chemist biologist statistician surveyor optometrist radiographer
    physiotherapist physical_therapist occupational_therapist counselor counsellor pastor
    priest rabbi imam copywriter illustrator animator videographer producer director
    tutor principal headteacher professor_of_medicine nanny housekeeper janitor cleaner
    electrician welder machinist engineer_manager devops_engineer sre software_engineer
    web_developer game_developer ux_designer ui_designer graphic_designer hairdresser
    barber beautician tailor florist pharmacist_technician lab_technician dental_hygienist
    speech_therapist social_media_manager tiler builder bricklayer roofer plasterer scaffolder
    joiner decorator gardener landscaper locksmith glazier courier postman postwoman
    delivery_driver bus_driver taxi_driver train_driver lorry_driver hgv_driver forklift_driver
    care_worker support_worker care_assistant healthcare_assistant teaching_assistant
    childminder nursery_nurse youth_worker butcher fishmonger shop_assistant retail_assistant
    store_manager security_guard bouncer miner fisherman bookkeeper auditor actuary underwriter
    claims_handler civil_servant detective prison_officer probation_officer gp anaesthetist
    anesthetist radiologist optician audiologist phlebotomist porter dental_nurse vet_nurse
    zookeeper dog_groomer dog_walker postdoc archivist curator tour_guide interpreter reporter
    blogger dancer singer dj sound_engineer brewer sommelier au_pair farmhand vicar minister
    chaplain sailor flight_attendant air_traffic_controller lifeguard referee chiropractor
    osteopath massage_therapist nail_technician tattoo_artist makeup_artist town_planner
    estate_agent financial_adviser financial_advisor mortgage_adviser data_analyst data_engineer
    qa_engineer product_owner scrum_master ux_researcher solutions_architect shopkeeper
    gas_engineer heating_engineer plasterer site_manager foreman labourer laborer"""
)
ROLE_MODIFIERS = _words(
    """senior junior lead staff principal head chief freelance self-employed software backend
    back-end frontend front-end full-stack fullstack data ml machine_learning ai product project
    ux ui graphic web mobile civil mechanical electrical chemical high_school middle_school
    primary_school elementary_school math maths english science history music art registered
    er icu pediatric paediatric night sous pastry clinical research marketing sales hr it
    finance operations account engineering general family emergency retired part-time
    full-time trainee apprentice associate assistant substitute supply qa devops cloud
    security network systems database game video content social_media hospital school
    kindergarten preschool university college special_ed special_education"""
)
ACRONYMS = frozenset(
    {"ceo", "cto", "cfo", "coo", "cmo", "vp", "ux", "ui", "qa", "hr", "it", "ml", "ai", "icu"}
    | {"er", "sre", "rn", "gp"}
)

LANGUAGES = _words(
    """english spanish french german italian portuguese dutch swedish norwegian danish finnish
    polish czech russian ukrainian greek turkish arabic hebrew persian farsi hindi urdu bengali
    punjabi tamil telugu marathi gujarati chinese mandarin cantonese japanese korean
    vietnamese thai indonesian malay tagalog filipino swahili romanian hungarian bulgarian
    serbian croatian slovak slovenian catalan basque welsh irish icelandic afrikaans
    estonian latvian lithuanian"""
)
NATIONALITIES = _words(
    """american british english scottish welsh irish canadian australian german french spanish
    italian portuguese dutch belgian swiss austrian swedish norwegian danish finnish polish
    czech russian ukrainian greek turkish israeli indian pakistani chinese japanese korean
    vietnamese thai filipino indonesian malaysian brazilian mexican argentinian chilean
    colombian peruvian nigerian kenyan south_african egyptian moroccan new_zealander kiwi"""
)

PETS = {
    "dog": "dog",
    "dogs": "dog",
    "puppy": "dog",
    "puppies": "dog",
    "cat": "cat",
    "cats": "cat",
    "kitten": "cat",
    "kittens": "cat",
    "rabbit": "rabbit",
    "rabbits": "rabbit",
    "bunny": "rabbit",
    "bunnies": "rabbit",
    "hamster": "hamster",
    "hamsters": "hamster",
    "guinea pig": "guinea_pig",
    "guinea pigs": "guinea_pig",
    "parrot": "bird",
    "parrots": "bird",
    "bird": "bird",
    "birds": "bird",
    "budgie": "bird",
    "budgies": "bird",
    "goldfish": "fish",
    "fish": "fish",
    "turtle": "turtle",
    "turtles": "turtle",
    "tortoise": "tortoise",
    "snake": "snake",
    "lizard": "lizard",
    "gecko": "lizard",
    "horse": "horse",
    "horses": "horse",
    "ferret": "ferret",
    "ferrets": "ferret",
    "chickens": "chicken",
    "rats": "rat",
    "golden retriever": "dog",
    "labrador": "dog",
    "lab": "dog",
    "husky": "dog",
    "beagle": "dog",
    "poodle": "dog",
    "corgi": "dog",
    "dachshund": "dog",
    "bulldog": "dog",
    "french bulldog": "dog",
    "german shepherd": "dog",
    "border collie": "dog",
    "pug": "dog",
    "chihuahua": "dog",
    "terrier": "dog",
    "greyhound": "dog",
    "maine coon": "cat",
    "siamese": "cat",
    "ragdoll": "cat",
    **dict.fromkeys(
        """pup cockapoo cavapoo labradoodle goldendoodle spaniel collie whippet lurcher staffie
        staffy pitbull rottweiler alsatian schnauzer pomeranian dalmatian retriever westie yorkie
        mutt""".split(),
        "dog",
    ),
    **dict.fromkeys(
        ("cocker spaniel", "springer spaniel", "jack russell", "shih tzu", "pit bull"), "dog"
    ),
    **dict.fromkeys("tabby moggy".split(), "cat"),
    **dict.fromkeys(
        ("cockatiel", "canary", "african grey", "macaw", "cockatoo", "parakeet", "lovebird"), "bird"
    ),
    **dict.fromkeys(("leopard gecko", "bearded dragon", "iguana", "chameleon"), "lizard"),
    "corn snake": "snake",
    **dict.fromkeys(("mare", "pony", "gelding", "donkey"), "horse"),
    **{word: word.rstrip("s") for word in "gerbil gerbils chinchilla hedgehog axolotl".split()},
}
