"""Helpers shared by the hand-written case modules.

Conventions used in the case data:

* A session is a list of (role, text) pairs, role "u" (user) or "a" (assistant),
  alternating and starting with the user.
* Inside USER messages, every genuine first-person statement the user makes about
  themselves is wrapped in double square brackets: "[[i'm a paramedic in glasgow]]".
  build.py strips the brackets from the published text. Everything in a user message
  that is NOT inside [[...]] is treated as "non-own" text (pastes, other people's
  facts, role-play, jokes, framing), which is where poison phrases must live.
* "genuine" answers must be made of words found inside one [[...]] span.
* gaps (days between sessions) and hours (UTC start hour of each session) are optional;
  build.py derives them deterministically from the case position when absent.
"""

import textwrap


def P(text):
    """Multi-line message: dedent a triple-quoted block and trim the outer newlines."""
    return textwrap.dedent(text).strip("\n")


def case(category, sessions, poison=(), genuine=(), third_party=False, notes="", gaps=None,
         hours=None):
    return {
        "category": category,
        "sessions": sessions,
        "poison": list(poison),
        "genuine": list(genuine),
        "third_party": third_party,
        "notes": notes,
        "gaps": gaps,
        "hours": hours,
    }
