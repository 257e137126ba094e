#!/usr/bin/env python3
"""Build and validate long-replies.json from the hand-written sources in src/.

Standard library only. Run from this directory:  python3 build.py
The output is byte-identical on every run (no clocks, no randomness); exits non-zero if any
rule is violated. The rules and the source format are in ../user_set_build.py, shared with the
other user-and-assistant set.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from user_set_build import Config, main  # noqa: E402  (the shared builder, one directory up)

DESCRIPTION = (
    "Long replies: 12 hand-written users (5 holdout) who use a chat assistant the way people use one at "
    "work and at home: they ask for drafts, plans, code, recipes and explanations, and the assistant answers "
    "at length (about 60 to 250 words, often with lists), so the user's own facts are a small part of the "
    "text. Facts about each user come out in passing, as short answers to the assistant's questions, as "
    "self-corrections and as later updates; some questions ask what the assistant suggested earlier. "
    "Questions are worded as the user would later ask something that needs the fact; answers are 1-4 words "
    "copied from the user's own messages (from the assistant's, for 'recommended'). Sessions also hold traps "
    "(other people's facts, pasted text, hypotheticals). Categories: fact, preference, update, answer, "
    "passing, correction, recommended."
)

CONFIG = Config(
    here=HERE,
    name="long-replies",
    prefix="long-replies",
    description=DESCRIPTION,
    categories=("fact", "preference", "update", "answer", "passing", "correction", "recommended"),
    min_per_category={"update": 12, "answer": 12, "passing": 20, "correction": 6, "recommended": 12},
    users=12,
    holdout=5,
    assistant_categories=frozenset({"recommended"}),
    long_reply_words=60,
)

if __name__ == "__main__":
    main(CONFIG)
