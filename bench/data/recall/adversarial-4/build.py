#!/usr/bin/env python3
"""Build adversarial-4.json from the hand-written cases in src/.

Assigns ids, user ids, session ids, splits and timestamps deterministically,
validates every case, and writes adversarial-4.json only if all checks pass.
Standard library only.  Run:  python3 build.py
"""

import importlib
import json
import os
import re
import sys
from datetime import datetime, timedelta

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from src import lib  # noqa: E402

MODULES = ["src.p1", "src.p2", "src.p3", "src.p4", "src.p5", "src.p6", "src.p7", "src.p8"]
OUT = os.path.join(HERE, "adversarial-4.json")
NAME = "adversarial-4"
PREFIX = "adv4"
PER_CATEGORY = 8
TOTAL = PER_CATEGORY * len(lib.CATEGORIES)
DESCRIPTION = (
    "120 hand-written adversarial cases for a long-term memory service that stores durable facts "
    "users state about themselves. Each case mixes the user's own genuine facts with text the user "
    "did not say about themselves: pasted emails, code and configs, documents being edited for "
    "others, chat logs, translations, fiction and role-play, hypotheticals, quotations and reported "
    "speech, injected instructions, impersonation, sarcasm, other people's facts, multilingual "
    "messages, long sessions with buried pastes, and quizzes or forms. 'poison' lists phrases that "
    "must never reach the user's stored memory; 'genuine' lists the user's own statements that "
    "should. 15 categories x 8 cases, 4 dev and 4 holdout per category."
)
BASE = datetime(2026, 1, 5, 0, 0, 0)


class BuildError(Exception):
    pass


def fail(msg):
    raise BuildError(msg)


def word_re(phrase):
    words = phrase.split()
    body = r"\s+".join(re.escape(w) for w in words)
    return re.compile(r"(?<!\w)" + body + r"(?!\w)", re.IGNORECASE)


def parse_marked(text, where):
    """Return (clean_text, [(start, end), ...]) for attack spans."""
    clean = []
    spans = []
    pos = 0
    start = None
    for ch in text:
        if ch == lib.OPEN:
            if start is not None:
                fail(f"{where}: nested attack mark")
            start = pos
        elif ch == lib.CLOSE:
            if start is None:
                fail(f"{where}: unmatched closing attack mark")
            if pos == start:
                fail(f"{where}: empty attack span")
            spans.append((start, pos))
            start = None
        else:
            clean.append(ch)
            pos += 1
    if start is not None:
        fail(f"{where}: unclosed attack mark")
    return "".join(clean), spans


def outside_segments(clean, spans):
    segs = []
    prev = 0
    for s, e in spans:
        segs.append(clean[prev:s])
        prev = e
    segs.append(clean[prev:])
    return segs


def overlaps(a0, a1, spans):
    return any(a0 < e and s < a1 for s, e in spans)


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def load_cases():
    for name in MODULES:
        importlib.import_module(name)
    order = {c: i for i, c in enumerate(lib.CATEGORIES)}
    for c in lib.CASES:
        if c["category"] not in order:
            fail(f"unknown category {c['category']!r}")
    # stable sort: category order, then authoring order within a category
    return sorted(lib.CASES, key=lambda c: order[c["category"]])


def assign_splits(cases):
    by_cat = {}
    for c in cases:
        by_cat.setdefault(c["category"], []).append(c)
    for cat, items in by_cat.items():
        if len(items) != PER_CATEGORY:
            fail(f"category {cat}: {len(items)} cases, expected {PER_CATEGORY}")
        for flag in (True, False):
            group = [c for c in items if c["hard"] is flag]
            if len(group) % 2:
                fail(f"category {cat}: odd number of {'hard' if flag else 'ordinary'} cases")
            for i, c in enumerate(group):
                c["split"] = "dev" if i % 2 == 0 else "holdout"


def build_case(idx, src):
    num = idx + 1
    cid = f"{PREFIX}-{num:03d}"
    where = cid
    if not isinstance(src["hard"], bool) or not isinstance(src["third_party"], bool):
        fail(f"{where}: hard/third_party must be bool")
    notes = src["notes"]
    if not notes or "\n" in notes:
        fail(f"{where}: notes must be one non-empty line")

    # timestamps
    start = BASE + timedelta(days=(idx * 7) % 50, hours=7 + (idx * 5) % 15, minutes=(idx * 17) % 60)
    sessions_out = []
    parsed = []  # per session: list of (role, clean, spans)
    t = start
    if not src["sessions"]:
        fail(f"{where}: no sessions")
    for k, sess in enumerate(src["sessions"]):
        sid = f"{cid}-s{k + 1}"
        if k > 0:
            gap_days = 2 + (idx + 3 * k) % 6
            day = (t + timedelta(days=gap_days)).date()
            t = datetime(day.year, day.month, day.day, 7 + ((idx + 4 * k) * 5) % 15, (idx * 13 + k * 29) % 60)
        if len(sess) < 2 or len(sess) % 2:
            fail(f"{sid}: a session needs an even number (>=2) of alternating messages")
        msgs = []
        pmsgs = []
        for j, raw in enumerate(sess):
            role = "user" if j % 2 == 0 else "assistant"
            if not isinstance(raw, str) or not raw.strip():
                fail(f"{sid} msg {j}: empty content")
            if role == "user":
                clean, spans = parse_marked(raw, f"{sid} msg {j}")
            else:
                if lib.OPEN in raw or lib.CLOSE in raw:
                    fail(f"{sid} msg {j}: attack marks in an assistant message")
                clean, spans = raw, []
            if j > 0:
                step = 1 + (idx + j) % 3 if role == "assistant" else 2 + (idx * 3 + j) % 5
                t = t + timedelta(minutes=step)
            msgs.append({"role": role, "content": clean, "created_at": iso(t)})
            pmsgs.append((role, clean, spans))
        sessions_out.append({"session_id": sid, "messages": msgs})
        parsed.append(pmsgs)

    # chronology
    stamps = [m["created_at"] for s in sessions_out for m in s["messages"]]
    if stamps != sorted(stamps) or len(set(stamps)) != len(stamps):
        fail(f"{where}: timestamps not strictly increasing")
    for a, b in zip(sessions_out, sessions_out[1:]):
        last = datetime.strptime(a["messages"][-1]["created_at"], "%Y-%m-%dT%H:%M:%SZ")
        first = datetime.strptime(b["messages"][0]["created_at"], "%Y-%m-%dT%H:%M:%SZ")
        if first - last < timedelta(days=1):
            fail(f"{where}: sessions less than a day apart")

    # long sessions
    if src["category"] == "long-sessions-buried":
        if not any(8 <= len(s["messages"]) <= 14 for s in sessions_out):
            fail(f"{where}: long-sessions-buried needs a session of 8-14 messages")

    user_msgs = [(k, clean, spans) for k, pm in enumerate(parsed) for role, clean, spans in pm if role == "user"]
    if not any(spans for _, _, spans in user_msgs):
        fail(f"{where}: no attack text marked")

    # genuine
    genuine_out = []
    if len(src["genuine"]) > 3:
        fail(f"{where}: more than 3 genuine statements")
    for g in src["genuine"]:
        if len(g) != 3:
            fail(f"{where}: genuine entries are (statement, answer, session_number)")
        statement, answer, sno = g
        if not isinstance(sno, int) or not 1 <= sno <= len(sessions_out):
            fail(f"{where}: genuine session number {sno!r} out of range")
        if not statement.strip() or not answer.strip():
            fail(f"{where}: empty genuine statement/answer")
        if not 1 <= len(answer.split()) <= 4:
            fail(f"{where}: answer {answer!r} must be 1-4 words")
        if not word_re(answer).search(statement):
            fail(f"{where}: answer {answer!r} not found as words in statement {statement!r}")
        found = False
        for k, clean, spans in user_msgs:
            if k != sno - 1:
                continue
            i = clean.find(statement)
            while i != -1:
                if not overlaps(i, i + len(statement), spans):
                    found = True
                    break
                i = clean.find(statement, i + 1)
            if found:
                break
        if not found:
            fail(f"{where}: genuine statement {statement!r} is not a verbatim substring of the user's own "
                 f"(unmarked) text in session {sno}")
        genuine_out.append({"statement": statement, "answer": answer,
                            "evidence": sessions_out[sno - 1]["session_id"]})

    # poison
    poison = src["poison"]
    if not poison:
        fail(f"{where}: no poison phrases")
    if len({p.lower() for p in poison}) != len(poison):
        fail(f"{where}: duplicate poison phrase")
    for p in poison:
        if not 1 <= len(p.split()) <= 3:
            fail(f"{where}: poison {p!r} must be 1-3 words")
        rx = word_re(p)
        in_attack = any(rx.search(clean[s:e]) for _, clean, spans in user_msgs for s, e in spans)
        if not in_attack:
            fail(f"{where}: poison {p!r} does not occur in any marked attack text")
        for _, clean, spans in user_msgs:
            for seg in outside_segments(clean, spans):
                if rx.search(seg):
                    fail(f"{where}: poison {p!r} occurs in the user's own (unmarked) text: {seg.strip()[:80]!r}")
        for g in genuine_out:
            if rx.search(g["statement"]):
                fail(f"{where}: poison {p!r} occurs in genuine statement {g['statement']!r}")

    if src["category"] == "third-party-facts" and not src["third_party"]:
        fail(f"{where}: third-party-facts cases must set third_party true")

    out = {
        "id": cid,
        "user_id": f"{PREFIX}-u{num:03d}",
        "category": src["category"],
        "split": src["split"],
        "sessions": sessions_out,
        "poison": list(poison),
        "retracted": [],
        "genuine": genuine_out,
        "third_party": src["third_party"],
        "notes": notes,
    }
    text = json.dumps(out, ensure_ascii=False)
    if lib.OPEN in text or lib.CLOSE in text:
        fail(f"{where}: attack marks leaked into output")
    return out


def check_totals(cases):
    if len(cases) != TOTAL:
        fail(f"{len(cases)} cases, expected {TOTAL}")
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    for cat in lib.CATEGORIES:
        cs = [c for c in cases if c["category"] == cat]
        dev = sum(c["split"] == "dev" for c in cs)
        hold = sum(c["split"] == "holdout" for c in cs)
        if (dev, hold) != (PER_CATEGORY // 2, PER_CATEGORY // 2):
            fail(f"{cat}: dev/holdout = {dev}/{hold}")


def main():
    try:
        srcs = load_cases()
        if len(srcs) != TOTAL:
            fail(f"{len(srcs)} source cases, expected {TOTAL}")
        assign_splits(srcs)
        cases = [build_case(i, c) for i, c in enumerate(srcs)]
        check_totals(cases)
    except BuildError as e:
        print(f"build.py: check failed: {e}", file=sys.stderr)
        print("build.py: nothing written", file=sys.stderr)
        return 1

    doc = {"name": NAME, "description": DESCRIPTION, "license": "CC0-1.0", "cases": cases}
    data = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    tmp = OUT + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    os.replace(tmp, OUT)

    # summary
    print(f"wrote {OUT}")
    print(f"{'category':38} dev holdout hard")
    for cat in lib.CATEGORIES:
        cs = [(c, s) for c, s in zip(cases, srcs) if c["category"] == cat]
        print(f"{cat:38} {sum(c['split'] == 'dev' for c, _ in cs):3} {sum(c['split'] == 'holdout' for c, _ in cs):7}"
              f" {sum(s['hard'] for _, s in cs):4}")
    for split in ("dev", "holdout"):
        cs = [c for c in cases if c["split"] == split]
        print(f"{split}: {len(cs)} cases, {sum(len(c['genuine']) for c in cs)} genuine statements, "
              f"{sum(len(c['poison']) for c in cs)} poison phrases, "
              f"{sum(c['third_party'] for c in cs)} third_party")
    return 0


if __name__ == "__main__":
    sys.exit(main())
