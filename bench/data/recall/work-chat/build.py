#!/usr/bin/env python3
"""Build and validate work-chat.json from the hand-written sources in src/.

Standard library only. Run from this directory:  python3 build.py  (--only wc-u01,wc-u02
checks some users without writing; --show [wc-uNN] prints each question with the sentence
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
    "Work chat: 10 hand-written users (4 holdout) who use a general AI assistant app mostly for tasks "
    "(drafting and answering emails, summarising documents and meeting notes, planning, reviewing a CV, "
    "a cover letter, a complaint, a budget, a lesson plan) over 8 to 12 sessions each, 1 to 4 days apart, "
    "6 to 12 messages a session. Much of what they type is pasted material about other people (an email "
    "from a colleague, a client's message, a job advert, a candidate's CV, a landlord's letter, a review), "
    "with their own facts said in passing between tasks. The day after the last session the user asks 12 "
    "questions that probe the app's memory. Categories: recall (what the user said about something, asked "
    "by topic), suggested (what the assistant recommended or drafted, asked by topic; answer copied from "
    "the assistant's words), dated (what the user said on a named date), fact (something durable about the "
    "user said once in passing, asked in other words), changed (a value that changed across sessions; the "
    "answer is the latest and the question does not say which). Answers are 1-5 words copied verbatim from "
    "the evidence session. Sessions also hold traps no question asks about (pasted text about other people, "
    "friends' and relatives' facts, quoted speech, hypotheticals, small talk). Written by hand by annotators "
    "who read only the common FORMAT.md and this build script, not the system it measures."
)

CONFIG = Config(
    here=HERE,
    name="work-chat",
    prefix="wc",
    description=DESCRIPTION,
    sessions=(8, 12),
    messages=(6, 12),
    assistant_words=(20, 160),
    gap_days=(1, 4),
    trap_kinds=("pasted", "friend", "relative", "quote", "hypothetical", "smalltalk"),
    generic_extra="email emails draft drafted letter document notes meeting message reply wrote write paste pasted",
)

if __name__ == "__main__":
    main(CONFIG)
