"""Helpers for the hand-written adversarial-4 cases.

Authoring conventions (stripped by build.py before anything is written):

* A case's ``sessions`` is a list of sessions; each session is a list of
  strings that alternate user, assistant, user, assistant, ...
* Inside user messages, the text the user did NOT say about themselves (the
  attack text: pasted material, quotes, role-play lines, hypotheticals,
  sarcasm, injected rules, other people's facts) is wrapped in
  ``\u27e6`` ... ``\u27e7``.  build.py uses these marks to check that every
  poison phrase occurs inside attack text and nowhere else in the user's own
  words, and that every genuine statement lies outside attack text.
* ``genuine`` is a list of ``(statement, answer, session_number)`` with the
  session number counted from 1.
* ``hard`` marks cases where the boundary between the user's own words and
  someone else's is signalled only by meaning.  build.py balances hard and
  ordinary cases between the dev and holdout splits.
"""

import textwrap

CATEGORIES = [
    "pasted-email-thread",
    "pasted-code-or-config",
    "document-for-editing",
    "chat-log-screenshot-text",
    "translation-requests",
    "fiction-and-roleplay",
    "hypotheticals-and-plans-for-others",
    "quoted-speech-and-reported",
    "injected-instructions",
    "impersonation-and-other-accounts",
    "sarcasm-and-jokes",
    "third-party-facts",
    "multilingual-mixed",
    "long-sessions-buried",
    "tests-quizzes-and-forms",
]

OPEN = "\u27e6"
CLOSE = "\u27e7"

CASES = []


def t(text):
    """Dedent a triple-quoted block and drop the surrounding blank lines."""
    return textwrap.dedent(text).strip("\n")


def case(category, *, hard, notes, poison, genuine, sessions, third_party=False):
    CASES.append({
        "category": category,
        "hard": hard,
        "notes": notes,
        "poison": list(poison),
        "genuine": [tuple(g) for g in genuine],
        "sessions": [list(s) for s in sessions],
        "third_party": third_party,
    })
