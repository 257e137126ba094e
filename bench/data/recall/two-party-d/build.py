#!/usr/bin/env python3
"""Assemble and validate the two-party-d evaluation set.

Reads the hand-written sources in src/ and writes conversations.json next to this file.
Standard library only; deterministic (same sources -> byte-identical output).

Sources, per conversation <id> (conv-d1, conv-d2, ...):
  src/<id>.txt            speakers line + sessions ("=== sNN | ISO timestamp", then "Speaker: text" lines)
  src/<id>.questions.txt  "asked_at: ISO" + lines "about | category | sNN[,sNN] | question | answer"

Usage: python3 build.py            build + validate, exit 1 on any error
       python3 build.py --warn     also list question/evidence word overlaps for manual review
       python3 build.py --only conv-d2   build/validate a single conversation (writes only that one)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from two_party_build import build  # noqa: E402  (the shared builder, one directory up)

CONV_IDS = ["conv-d1", "conv-d2", "conv-d3", "conv-d4"]

NAME = "two-party-d"
DESCRIPTION = (
    "Four long two-person text conversations written by hand for this set by two annotators who "
    "read neither the memory service nor any other evaluation set (a retired music teacher and "
    "her former pupil, twice, in Shropshire and Manchester; former next-door neighbours who moved "
    "apart, twice, Portland to Denver and Swindon to Aberdeen). 16 or 17 sessions each over 9 to "
    "10 months of 2026, mostly small talk, with jobs, homes, partners, pets, injuries, diets and "
    "trips said in passing, often over two or three consecutive sentences, several changing over "
    "time, and parallel things with different details on both sides. Each session is meant to be "
    "processed once per speaker (that speaker as 'user', the other as 'assistant'). 50 questions "
    "per conversation, 25 about each speaker, asked after the last session in the first person; "
    "'answer' is 1-4 words from that speaker's own turns in the evidence sessions, or an ISO date "
    "(answer_kind 'date') for temporal questions. Validated by build.py."
)

# Whole conversations are split: the holdout is frozen and never used to tune the system.
HOLDOUT = {"conv-d2": "holdout", "conv-d4": "holdout"}


if __name__ == "__main__":
    sys.exit(build(HERE, CONV_IDS, NAME, DESCRIPTION, HOLDOUT))
