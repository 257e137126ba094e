"""What a plain denial takes back, read from one sentence: the keys and words it names, and
nothing for what only looks like a denial."""

from __future__ import annotations

import pytest

from memory_service.extractors.rules import denials


def taken(sentence: str) -> set[tuple[str, str]]:
    return set(denials.taken(sentence))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I don't have kids, I was asking for my sister.", ("family.children", "*")),
        ("no kids here actually!!", ("family.child", "*")),
        ("I don't have a son, that was my nephew I meant.", ("family.child", "son")),
        ("I need to own up, I don't actually have a daughter.", ("family.child", "daughter")),
        ("I'm not a mum, I think you've got me confused.", ("family.children", "*")),
        ("I never had a cat, Oscar is my neighbour's.", ("family.pet.cat", "*")),
        ("we don't have guinea pigs at home, never have.", ("family.pet.guinea_pig", "*")),
        ("the dog isn't mine, I was dog-sitting.", ("family.pet.dog", "*")),
        ("Oscar isn't my cat.", ("family", "oscar")),
        ("ok I should clarify, I'm not married.", ("family.marital_status", "*")),
        ("I don't have a girlfriend, Sam is my flatmate.", ("family.partner", "girlfriend")),
        ("I'm not a teacher, I only did one day of cover.", ("work", "teacher")),
        ("I'm not retired by the way!", ("work", "retired")),
        ("I don't work at Halden Bank, that was my interview.", ("work", "halden bank")),
        ("I don't live in York lol, I was house sitting.", ("location", "york")),
        ("I don't speak Italian.", ("about", "speak italian | fluent italian | italian speaker")),
        (
            "Confession. I don't drink, I'm 4 years sober.",
            ("about", "drinker | alcohol | wine | beer"),
        ),
        ("I'm not diabetic, it was my dad's meter.", ("health", "diabetic | diabetes")),
        ("I'm not vegan, I was doing veganuary.", ("diet", "vegan")),
        (
            "the allergy thing I told you about before is actually my girlfriend's, not mine.",
            ("diet.allergy", "*"),
        ),
        ("the peanut allergy is my girlfriend's, not mine", ("diet.allergy", "peanut")),
        ("I don't have a peanut allergy.", ("health.allergy", "peanut")),
        ("I have no allergies.", ("diet.allergy", "*")),
        ("i dont have any kids bro", ("family.children", "*")),
        ("I'm not a diabetic.", ("health", "diabetic | diabetes")),
        ("I'm not married to Jane, we're just friends.", ("family.partner", "jane")),
        ("I never worked as a nurse, that was my mum.", ("work", "nurse")),
        ("Sam and Lily aren't my kids, they're my sister's.", ("family", "lily")),
        ("I don't drink alcohol.", ("pref", "drinker | alcohol | wine | beer")),
        ("I don't drink wine.", ("pref", "wine")),
        ("I don't play guitar.", ("about", "play guitar")),
        ("Where did you get the idea I have kids?", ("family.children", "*")),
        ("I'm child-free, always have been.", ("family.children", "*")),
        ("Never been married.", ("family.marital_status", "*")),
        ("oscar isn't my cat, he's my neighbours", ("family", "oscar")),
        ("Jack isn't my son, he's my nephew.", ("family", "jack")),
        ("Rex is my brother's dog, not mine.", ("family", "rex")),
        ("that cat you keep mentioning isn't mine", ("family.pet.cat", "*")),
        ("I've been sober for 5 years.", ("pref", "drinker | alcohol | wine | beer")),
        ("I've never smoked in my life.", ("about", "smoke | smoker | cigarettes")),
        ("I don't drink coffee.", ("schedule", "coffee")),
        (
            "i dont speak italian lol, not a word",
            ("profile", "speak italian | fluent italian | italian speaker"),
        ),
        ("I've never lived in York, I just visit often.", ("location", "york")),
        ("Why do you think I have a dog?", ("family.pet.dog", "*")),
        ("We didn't get the kitten in the end.", ("family.pet.cat", "kitten")),
        ("we didn't end up getting the puppy, the breeder pulled out", ("family.pet.dog", "puppy")),
        ("We never got the rabbit after all.", ("family.pet.rabbit", "rabbit")),
        ("Sheldon is actually my dad's tortoise, I just look after him.", ("family", "sheldon")),
        ("Tofu's my sister's cat, I'm cat-sitting.", ("family", "tofu")),
        ("Dmitri is just a character in the novel I'm writing.", ("family", "dmitri")),
        ("Bella is made up, I was testing a story idea.", ("family", "bella")),
    ],
)
def test_a_denial_takes_back_what_it_names(sentence: str, expected: tuple[str, str]) -> None:
    assert expected in taken(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "I don't have kids yet.",
        "I don't have the kids this weekend.",
        "I don't have my dog with me.",
        "I don't have time for a dog today.",
        "I don't have a cat, I have TWO cats lol",
        "I don't have a son who likes football, he's all about chess.",
        "Do you think I shouldn't have a dog in a flat?",
        "Should I say I don't have kids?",
        "my sister doesn't have kids.",
        "I'm not married yet, the wedding is in June.",
        "I'm not a morning person.",
        "I'm not a fan of cats.",
        "I'm not driving today.",
        "I don't work on Fridays.",
        "I never had a dog as a kid.",
        "I wish I didn't have a dog some days haha",
        "I'm not allergic to cats, just to my brother's cat.",
        "I don't have kids at home anymore, they've both moved out.",
        "I don't have a black cat, Oscar is ginger.",
        "I don't have a second dog, just Rex.",
        "I don't have a cat, the cat has me",
        "I don't have a cat, he's family",
        "I don't have two kids, I have three, we had a baby!",
        "I'm not a nurse manager yet, hoping for promotion.",
        "I'm not a nurse, I'm a nurse practitioner.",
        "I don't live in York, Pennsylvania, York, England!",
        "I don't live in York, Pennsylvania",
        "what dog?",
        "he isn't my son",
        "Max is my sister's son.",
        "I don't have a cat, he's my baby",
        "I'm sober now, promise",
        "I don't drink coffee after 3pm.",
        "why do you think I have a dog that barks?",
        "I didn't get a dog for my birthday.",
        "We didn't get the kitten yet.",
        "Max is my sister's dog's brother.",
        "Bella is my sister's daughter.",
        "Max is a real character, he never sits still.",
        "Pepper is a character in my novel, a grumpy old pirate.",
        "We were going to get a second kitten but we didn't get the kitten in the end.",
        "My niece wanted a toy rabbit but we never got the rabbit after all.",
        "We didn't get the kitten in the end, Mochi is enough for now.",
        "Max is fictional too, I named him after my dog.",
    ],
)
def test_what_only_looks_like_a_denial_takes_nothing_back(sentence: str) -> None:
    assert taken(sentence) == set()


@pytest.mark.parametrize(
    "text",
    [
        "no, " * 8000,
        "I don't have " * 2400,
        ", I" * 10000,
        "I don't have a " + "big " * 7000 + "dog",
        "Tom " * 7000 + "isn't mine",
        "the allergy " * 2500,
        "I never had a cat, " + "x's cat " * 4000,
    ],
)
def test_a_message_as_long_as_may_be_is_read_to_the_end(text: str) -> None:
    assert isinstance(denials.taken(text), list)
