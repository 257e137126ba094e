#!/usr/bin/env python3
"""Build and validate everyday.json from the hand-written sources in src/.

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
    "Everyday: 18 hand-written users (7 holdout) who talk to a chat assistant the way ordinary people do "
    "(lower-case teen slang, non-native English, voice-to-text run-ons, terse two-word replies, formal older "
    "writing, typos, emoji, self-description lists). Each user asks for help with everyday tasks over 5-8 "
    "sessions spread across weeks to months; durable facts about the user come out in passing, as short "
    "answers to the assistant's questions, as self-corrections and as later updates. Questions are worded as "
    "the user would later ask something that needs the fact; answers are 1-4 words copied from the user's own "
    "messages. Sessions also hold traps (other people's facts, pasted messages, hypotheticals). Written by hand "
    "by an annotator for the recall benchmark; categories: fact, preference, update, answer, passing, correction."
)

CONFIG = Config(
    here=HERE,
    name="everyday",
    prefix="everyday",
    description=DESCRIPTION,
    categories=("fact", "preference", "update", "answer", "passing", "correction"),
    min_per_category={"update": 25, "answer": 25, "passing": 25, "correction": 12},
    users=18,
    holdout=7,
)

if __name__ == "__main__":
    main(CONFIG)
