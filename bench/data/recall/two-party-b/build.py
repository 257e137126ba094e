#!/usr/bin/env python3
"""Assemble and validate the two-party-b evaluation set.

Reads the hand-written sources in src/ and writes conversations.json next to this file.
Standard library only; deterministic (same sources -> byte-identical output).

Sources, per conversation <id> (conv-b1, conv-b2, ...):
  src/<id>.txt            speakers line + sessions ("=== sNN | ISO timestamp", then "Speaker: text" lines)
  src/<id>.questions.txt  "asked_at: ISO" + lines "about | category | sNN[,sNN] | question | answer"

Usage: python3 build.py            build + validate, exit 1 on any error
       python3 build.py --warn     also list question/evidence word overlaps for manual review
       python3 build.py --only conv-b2   build/validate a single conversation (writes only that one)
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from two_party_build import build  # noqa: E402  (the shared builder, one directory up)

CONV_IDS = ["conv-b1", "conv-b2", "conv-b3"]

NAME = "two-party-b"
DESCRIPTION = (
    "Three long two-person text conversations written by hand for this set (a grandmother in "
    "Northern Ireland and her grandson in England; two former freight-company colleagues, one in "
    "Gothenburg and one in Singapore/Melbourne; a retired rowing coach in British Columbia and the "
    "former rower she coached, now a firefighter in Calgary). 16-20 sessions each, spread over most "
    "of 2026. Durable facts are said in passing, several change over time, and both speakers have "
    "similar things with different details. Each session is meant to be processed once per speaker "
    "(that speaker as 'user', the other as 'assistant'). Questions are asked after the last session, "
    "in the first person by the 'about' speaker; 'answer' is 1-4 words that occur in that speaker's "
    "own turns in the evidence sessions, or an ISO date (answer_kind 'date') for temporal questions, "
    "derived from the session date and the relative expression used. Validated by build.py."
)

# Whole conversations are split: the holdout is frozen and never used to tune the system.
HOLDOUT = {"conv-b2": "holdout"}


if __name__ == "__main__":
    sys.exit(build(HERE, CONV_IDS, NAME, DESCRIPTION, HOLDOUT))
