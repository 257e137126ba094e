"""Checks `estimate_tokens` against the tokenizer Anthropic published for earlier Claude models.

Claude's current tokenizer is not public. Anthropic's SDK shipped the earlier one as
`anthropic/tokenizer.json` in releases before 0.39; loaded with the `tokenizers` package it gives
real counts to compare with. Neither is a project dependency, so run this in a throwaway venv:

    python3 -m venv /tmp/tokcheck && /tmp/tokcheck/bin/pip install tokenizers
    /tmp/tokcheck/bin/pip download --no-deps "anthropic==0.38.0" -d /tmp/tokcheck
    unzip -j /tmp/tokcheck/anthropic-0.38.0-*.whl anthropic/tokenizer.json -d /tmp/tokcheck
    /tmp/tokcheck/bin/python bench/token_estimate.py /tmp/tokcheck/tokenizer.json

Prints, per corpus, the ratio of estimated to real tokens (in total and the lowest single text)
and how many texts the estimate undercounts; then the same for whole prompt blocks.
"""

from __future__ import annotations

import argparse
import importlib.util
import pydoc_data.topics
import random
import re
import string
import sys
import unicodedata
import uuid
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent

MEMORY_LINES = """Allergic to peanuts and tree nuts (anaphylaxis; carries an EpiPen)
Has a bad left knee: no squats, lunges or jumping
Diagnosed with type 2 diabetes in 2021; takes metformin 500 mg twice a day
Always answer in British English
Never use emojis in replies
Prefers summaries as three bullet points, then a one-line recommendation
Works night shifts as an ICU nurse at St. Mary's Hospital (Mon-Thu, 7pm-7am)
Lives in Munich with partner Siobhan and two kids (ages 4 and 7)
Vegetarian since 2015; eats eggs and dairy but no fish
Training for the Berlin Marathon on 29 September; target time 3:45
Pregnant (second trimester, due in March): avoid recommending saunas or hot yoga
Is lactose intolerant; oat milk is fine
Prefers metric units (kg, km, °C)
Writes Python and TypeScript at work; prefers code examples in Python 3.11
Timezone: Europe/Berlin (UTC+1, UTC+2 in summer)
Keeps a gluten-free kitchen because of coeliac disease
Call them Alex (they/them)
Wants workouts under 30 minutes on weekdays
Reviews the weekly report every Monday at 9:00
Hates being asked more than one question at a time
Uses a standing desk; has lower-back pain after long meetings
Manager is Priya Raghunathan; skip-level is Tomasz Wojciechowski
Budget for groceries is about €120/week
Has asthma; uses a salbutamol inhaler before running
Sleeps badly after coffee past 2 p.m.
Prefers Markdown tables over long paragraphs for comparisons
Studying for the AWS Solutions Architect exam (SAA-C03) in June
Their daughter Nguyen-Anh is allergic to shellfish
Speaks German and Vietnamese at home; answer in English unless asked
Format dates as YYYY-MM-DD""".splitlines()

TEMPLATES = (
    "Allergic to {food}; avoid it in any recipe",
    "Lives in {place} and works remotely for a company in {place2}",
    "Their partner {name} is allergic to {food}",
    "Prefers {n} bullet points at most in summaries",
    "Goes running every {day} at {h}:{m:02d}",
    "Has a meeting with {name} every {day}",
    "Wants to lose {n} kg before {month} {year}",
    "Moved to {place} in {year}; previously lived in {place2}",
    "Takes {n} mg of ibuprofen for migraines at most {k} times a week",
)
NAMES = (
    "Alex Sam Priya Tomasz Siobhan Nguyen Olu Mei Jürgen Zoë Renée Xiaoling Dmitri Aoife".split()
)
FOODS = (
    "peanuts shellfish gluten dairy sesame soy eggs kiwi penicillin latex sulfites lupin".split()
)
PLACES = "Munich Lisbon Reykjavik Ouagadougou Wrocław São-Paulo Kraków Düsseldorf Tbilisi".split()
DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
MONTHS = "January February March April May June July August September October".split()

OTHER_LANGUAGES = """Ich bin allergisch gegen Erdnüsse und Schalentiere.
Je suis allergique aux arachides ; évitez-les dans toutes les recettes.
Soy alérgico a los cacahuetes y trabajo los lunes por la mañana.
Sono vegetariana da quindici anni e non mangio pesce.
Tenho diabetes tipo 2 e tomo metformina duas vezes ao dia.
Mam alergię na orzeszki ziemne; unikaj ich w przepisach.
Я не ем мясо и предпочитаю короткие ответы.
Έχω αλλεργία στα φιστίκια και στα θαλασσινά.
אני אלרגי לבוטנים ולפירות ים.
أعاني من حساسية من الفول السوداني.
मुझे मूंगफली से एलर्जी है और मैं शाकाहारी हूँ।
我对花生过敏，请不要推荐含有坚果的食谱。
ピーナッツアレルギーがあります。料理の提案では避けてください。
저는 땅콩 알레르기가 있어서 견과류를 피해야 합니다.
ฉันแพ้ถั่วลิสงและอาหารทะเล
Tôi bị dị ứng với đậu phộng và hải sản.
Fıstığa alerjim var; tariflerde kullanma.
Jag är allergisk mot jordnötter och äter inte kött.""".splitlines()


def load_estimator() -> Callable[[str], int]:
    """`memory_service.recall.tokens.estimate_tokens`, loaded by path (it needs only the stdlib)."""
    path = ROOT / "memory_service" / "recall" / "tokens.py"
    spec = importlib.util.spec_from_file_location("tokens", path)
    assert spec is not None and spec.loader is not None
    module: ModuleType = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    estimate: Callable[[str], int] = module.estimate_tokens
    return estimate


def memory_lines(rng: random.Random, count: int) -> list[str]:
    """Handwritten memory lines, then lines from templates."""
    lines = list(MEMORY_LINES)
    while len(lines) < count:
        lines.append(
            rng.choice(TEMPLATES).format(
                food=rng.choice(FOODS),
                place=rng.choice(PLACES),
                place2=rng.choice(PLACES),
                name=rng.choice(NAMES),
                n=rng.randint(1, 250),
                day=rng.choice(DAYS),
                h=rng.randint(5, 22),
                m=rng.choice([0, 15, 30, 45]),
                month=rng.choice(MONTHS),
                year=rng.randint(1990, 2030),
                k=rng.randint(1, 4),
            )
        )
    return lines


def prose(rng: random.Random, count: int) -> list[str]:
    """Sentences of English prose from Python's own documentation."""
    text = " ".join(pydoc_data.topics.topics.values())
    sentences = [
        s.strip() for s in re.split(r"(?<=[.!?])\s+|\n{2,}", text) if 20 <= len(s.strip()) <= 500
    ]
    rng.shuffle(sentences)
    return sentences[:count]


def _random_text(rng: random.Random, alphabet: str, low: int, high: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(low, high)))


def _random_unicode(rng: random.Random, low: int, high: int, count: int) -> str:
    chars = (chr(rng.randint(low, high)) for _ in range(rng.randint(1, count)))
    return "".join(c for c in chars if not 0xD800 <= ord(c) <= 0xDFFF) or "x"


def adversarial(rng: random.Random, rounds: int) -> list[str]:
    """Strings no tokenizer handles well: random letters, keys, digits, symbols, odd Unicode."""
    letters, lower, upper = string.ascii_letters, string.ascii_lowercase, string.ascii_uppercase
    compat = [
        c
        for c in map(chr, range(0x80, 0x30000))
        if not 0xD800 <= ord(c) <= 0xDFFF and unicodedata.normalize("NFKC", c) != c
    ]
    out = []
    for _ in range(rounds):
        out += [
            _random_text(rng, lower, 3, 40),
            _random_text(rng, letters, 3, 40),
            _random_text(rng, upper, 2, 40),
            _random_text(rng, letters + string.digits + "+/=", 8, 80),
            _random_text(rng, "0123456789abcdef", 8, 64),
            _random_text(rng, string.digits, 1, 40),
            _random_text(rng, string.punctuation, 1, 40),
            _random_text(rng, string.printable, 5, 120),
            " ".join(_random_text(rng, lower, 1, 12) for _ in range(rng.randint(2, 15))),
            _random_unicode(rng, 0x80, 0x2FFFF, 30),
            _random_unicode(rng, 0x1F300, 0x1FAFF, 20),
            " " * rng.randint(1, 30) + "x" + "\t" * rng.randint(0, 5) + "\n" * rng.randint(0, 5),
            "".join(rng.choice(compat) for _ in range(rng.randint(1, 20))),
        ]
    out += [
        "\ufdfa" * 5,
        "e" + "\u0301" * 30,
        "\u200b" * 20,
        "👨\u200d👩\u200d👧\u200d👦" * 3,
        "https://example.com/path/to/page?query=string&x=1#frag",
        "jane.doe+tag@example.co.uk",
        str(uuid.UUID(int=rng.getrandbits(128))),
        "def f(x):\n    return {'a': [1, 2, 3]}\n",
        '{"key": "diet.allergy", "tags": ["food", "safety"]}',
        "a\u00a0b\u2003c\u3000d",
        "Ｆｕｌｌ　ｗｉｄｔｈ　ｔｅｘｔ　１２３",
    ]
    return out


def blocks(rng: random.Random, pool: list[str], count: int) -> list[str]:
    """Prompt-block-shaped texts: a header, a group title, then lines drawn from `pool`."""
    out = []
    for _ in range(count):
        picked = rng.sample(pool, rng.randint(1, 30))
        lines = ["What you remember about this user:", "Facts:"]
        lines += ["- " + " ".join(p.split()) for p in picked if p.split()]
        out.append("\n".join(lines))
    return out


def compare(
    name: str, texts: list[str], estimate: Callable[[str], int], count: Callable[[str], int]
) -> bool:
    """Print one corpus's figures; True when nothing was undercounted."""
    triples = [(t, estimate(t), count(t)) for t in texts]
    triples = [(t, e, r) for t, e, r in triples if r]
    under = [(t, e, r) for t, e, r in triples if e < r]
    total = sum(e for _, e, _ in triples) / sum(r for _, _, r in triples)
    lowest = min(e / r for _, e, r in triples)
    print(f"{name:<30} {len(triples):>7} {total:>9.2f} {lowest:>9.2f} {len(under):>8}")
    for text, e, r in under[:3]:
        print(f"    undercount: {text[:40]!r} estimated {e}, real {r}")
    return not under


def main() -> None:
    """Run every corpus through both counts and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tokenizer_json", type=Path)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--adversarial-rounds", type=int, default=1_000)
    args = parser.parse_args()
    try:
        from tokenizers import Tokenizer  # noqa: PLC0415  (only this check needs it)
    except ImportError:
        sys.exit("needs the `tokenizers` package: see this script's docstring")
    tokenizer = Tokenizer.from_file(str(args.tokenizer_json))

    def count(text: str) -> int:
        return len(tokenizer.encode(text).ids)

    estimate = load_estimator()
    rng = random.Random(args.seed)
    mem = memory_lines(rng, 2_000)
    adv = adversarial(rng, args.adversarial_rounds)
    corpora = {
        "memory lines": mem,
        "English prose": prose(rng, 3_000),
        "other languages": OTHER_LANGUAGES,
        "adversarial strings": adv,
        "blocks of memory lines": blocks(rng, mem, 1_000),
        "blocks of adversarial lines": blocks(rng, adv, 1_000),
    }
    print(f"{'corpus':<30} {'texts':>7} {'total x':>9} {'lowest x':>9} {'under':>8}")
    clean = [compare(name, texts, estimate, count) for name, texts in corpora.items()]
    print("no undercount" if all(clean) else "UNDERCOUNTS FOUND")


if __name__ == "__main__":
    main()
