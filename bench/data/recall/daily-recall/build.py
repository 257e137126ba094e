#!/usr/bin/env python3
"""Build and validate daily-recall.json from the hand-written sources in src/.

Standard library only. Run from this directory:  python3 build.py  (--only dr-u01,dr-u02
checks some users without writing; --show [dr-uNN] prints each question with the sentence
that answers it). The output is byte-identical on every run; exits non-zero, writing nothing, if
any rule is violated. The rules and the source format are in ../daily_set_build.py, shared with
the other daily-chat set.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from daily_set_build import Config, main  # noqa: E402  (the shared builder, one directory up)

DESCRIPTION = (
    "Daily recall: 10 hand-written users (4 holdout) who chat with a general AI assistant app about once "
    "a day, 10 to 14 sessions each with gaps of 1 to 3 days, one session of 8 to 12 messages per day. "
    "The people differ in age (17 to 80), country and writing style (chatty, terse, non-native English, "
    "typos, voice-to-text run-ons, long paragraphs). They talk about work, study, health, family, hobbies, "
    "travel, money, cooking, pets and small worries, and the assistant answers in 20 to 120 words, "
    "sometimes recommending something by name (a book, film, app, recipe, exercise, place). The day after "
    "the last session the user asks 12 questions that probe the app's memory the way people do, in a mix "
    "of wordings. Categories: recall (what the user said about something, asked by topic: 'do you remember "
    "what I said about...'), suggested (what the assistant recommended, asked by topic; answer copied from "
    "the assistant's words), dated (what the user said on a named date), fact (something durable about the "
    "user said once in passing, asked in other words), changed (a value that changed across days; the "
    "answer is the latest and the question does not say which). Answers are 1-5 words copied verbatim from "
    "the evidence session. Sessions also hold traps no question asks about (friends' and relatives' facts, "
    "quoted speech of others, hypotheticals, small talk). Written by hand by annotators who read only the "
    "common FORMAT.md and another set's build script, not the system it measures."
)

CONFIG = Config(
    here=HERE,
    name="daily-recall",
    prefix="dr",
    description=DESCRIPTION,
    sessions=(10, 14),
    messages=(8, 12),
    assistant_words=(20, 120),
    gap_days=(1, 3),
    trap_kinds=("friend", "relative", "quote", "hypothetical", "smalltalk"),
)

if __name__ == "__main__":
    main(CONFIG)
