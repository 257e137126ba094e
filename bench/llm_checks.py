"""What the LLM path's checks keep of a careful model's memories, and of a careless one's.

The checks a model's reply passes before anything is stored (`extractors.validation`: grounded
in the user's own words of the turns it cites, read as the rules read them) must let a good
model's memories through and stop what the model should not have believed. Measured through
the real SDK against the fake API (`devtools.fake_anthropic`), on data written apart from the
code:

- careful: the sessions of `bench/data/memory-quality/cases.json` (240 short chats), where the
  fake model returns each session's `remember` facts, as the annotators worded them (what a good
  memory keeps), and its `must_not` memories (the tempting wrong ones: someone else's fact, a
  guess, a misread), each citing every user turn. Printed: how many of each are stored;
- careless: the adversarial and changes sets (`bench/trust_eval.py --extractor gullible`), where
  the fake model believes every sentence of every user turn. Printed: cases poisoned, in a
  memory or a statement episode, and genuine statements carried in the session-start block.

    .venv/bin/python bench/llm_checks.py [--split dev|holdout|all] [--careful-only] [--show]
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from devtools.llm_checks_eval import careful, careless  # noqa: E402
from devtools.trust_eval import Counts  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Run both measures and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "holdout", "all"), default="all")
    parser.add_argument("--careful-only", action="store_true")
    parser.add_argument("--show", action="store_true", help="list facts lost and memories let in")
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)  # every dropped item is logged: the counts say it
    figures = careful(args.split, args.show)
    print(f"careful model, memory-quality sessions ({args.split})")
    print(f"  facts to keep stored     {figures['remember'][0]:>4} of {figures['remember'][1]}")
    print(f"  wrong memories stored    {figures['must_not'][0]:>4} of {figures['must_not'][1]}")
    if args.careful_only:
        return 0
    print(f"\ncareless model, adversarial and changes sets ({args.split})")
    print(f"{'set':<16} {'cases':>5} {'poisoned':>9} {'memories':>9} {'genuine':>9}")
    total = Counts()
    for name, c in careless(args.split).items():
        print(
            f"{name:<16} {c.cases:>5} {c.poisoned:>9} {c.poisoned_memories:>9}"
            f" {f'{c.genuine_kept}/{c.genuine}':>9}"
        )
        for attr in ("cases", "poisoned", "poisoned_memories", "genuine", "genuine_kept"):
            setattr(total, attr, getattr(total, attr) + getattr(c, attr))
    print(
        f"{'all':<16} {total.cases:>5} {total.poisoned:>9} {total.poisoned_memories:>9}"
        f" {f'{total.genuine_kept}/{total.genuine}':>9}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
