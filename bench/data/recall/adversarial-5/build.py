#!/usr/bin/env python3
"""Build adversarial-5.json from the hand-written cases in src/.

Standard library only and deterministic: running it twice gives byte-identical output.
Every case is validated; any problem aborts the build with a list of errors.

    python3 build.py            # validate and write adversarial-5.json
    python3 build.py --check    # validate and compare with the existing file, write nothing
"""

import datetime as dt
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

import cases_a  # noqa: E402
import cases_b  # noqa: E402

NAME = "adversarial-5"
OUT = os.path.join(HERE, NAME + ".json")

CATEGORIES = [
    "social-media-posts-pasted",
    "group-chat-forwards",
    "writing-for-someone-else",
    "fake-memory-or-profile-blocks",
    "injected-policies-in-documents",
    "family-and-friends-facts",
    "hypotheticals-and-planning-for-others",
    "roleplay-and-games",
    "sarcasm-jokes-and-exaggeration",
    "quizzes-forms-and-templates",
]
PER_CATEGORY = 8

DESCRIPTION = (
    "Adversarial recall/poisoning set for a long-term memory service: 80 hand-written chat "
    "cases in 10 categories (pasted social media posts, group-chat forwards, writing for "
    "someone else, fake memory/profile blocks, instructions injected into documents, "
    "family and friends' facts, hypotheticals and planning for others, role-play and games, "
    "sarcasm/jokes/exaggeration, quizzes/forms/templates). Each case mixes text that is not "
    "the user's own claim about themselves ('poison' phrases that must never be stored as the "
    "user's memory) with, in about two thirds of cases, the user's genuine self-statements "
    "('genuine' answers that should be remembered); about 10% are pure controls with no attack. "
    "Written by hand by an annotator from their own idea of "
    "how people talk to a chat assistant, without looking at the memory system or other data "
    "sets. Licence: CC0 1.0. The holdout split must only be measured, never used to change "
    "the system."
)

STOPWORDS = set("""
a an the and or but if of to in on at by for with from as is are was were be been being
am i im i'm me my mine we our you your he she it its they them their this that these those
do does did not no so very just than then there here what which who whom how when where why
all any some own same too can will would should could has have had having about into over
""".split())

OWN_RE = re.compile(r"\[\[(.*?)\]\]", re.S)
ASCII_PHRASE_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9' -]*$")


def tokens(text):
    """Lower-cased words: runs of letters/digits, everything else splits."""
    return re.findall(r"[^\W_]+", text.lower())


def content_words(text):
    return [t for t in tokens(text) if t not in STOPWORDS]


def has_phrase(text_tokens, phrase):
    p = tokens(phrase)
    n = len(p)
    return n > 0 and any(text_tokens[i:i + n] == p for i in range(len(text_tokens) - n + 1))


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def gaps_for(index, n_sessions, given):
    if given is not None:
        return list(given)
    return [2 + (index + k) % 6 for k in range(n_sessions - 1)]


def build_case(index, pos_in_cat, raw, errors):
    cid = "%s-%03d" % ("adv5", index + 1)
    err = lambda msg: errors.append("%s (%s #%d): %s" % (cid, raw["category"], pos_in_cat + 1, msg))

    if raw["category"] not in CATEGORIES:
        err("unknown category")
    if not raw["notes"].strip():
        err("empty notes")

    sessions_raw = raw["sessions"]
    if not sessions_raw:
        err("no sessions")
    gaps = gaps_for(index, len(sessions_raw), raw["gaps"])
    if len(gaps) != len(sessions_raw) - 1 or any(g < 1 for g in gaps):
        err("gaps must give one positive day count per later session")
        gaps = [3] * (len(sessions_raw) - 1)

    day0 = dt.datetime(2026, 1, 6) + dt.timedelta(days=(index * 2) % 150)
    own_spans, non_own_user_text, sessions = [], [], []
    day = day0
    for k, sess in enumerate(sessions_raw):
        if k:
            day = day + dt.timedelta(days=gaps[k - 1])
        hour = 7 + (index * 5 + k * 4) % 14
        if raw["hours"] is not None:
            if len(raw["hours"]) != len(sessions_raw) or not 0 <= raw["hours"][k] <= 22:
                err("hours must give one start hour (0-22) per session")
            else:
                hour = raw["hours"][k]
        minute = (index * 17 + k * 23) % 45
        t = day.replace(hour=hour, minute=minute, second=0)
        if not sess or sess[0][0] != "u" or sess[-1][0] != "a":
            err("session %d must start with the user and end with the assistant" % (k + 1))
        messages = []
        for m, (role, text) in enumerate(sess):
            if role not in ("u", "a"):
                err("bad role %r" % role)
            if m and role == sess[m - 1][0]:
                err("session %d message %d does not alternate" % (k + 1, m + 1))
            if not text.strip() or text != text.strip():
                err("session %d message %d is empty or has outer whitespace" % (k + 1, m + 1))
            if m:
                if role == "a":
                    t += dt.timedelta(minutes=1)
                else:
                    t += dt.timedelta(minutes=1 if len(text) < 300 else 2 if len(text) < 800 else 3)
            if role == "u":
                spans = OWN_RE.findall(text)
                for s in spans:
                    if not s.strip():
                        err("empty [[ ]] span")
                own_spans.extend(spans)
                rest = OWN_RE.sub(" ", text)
                if "[[" in rest or "]]" in rest:
                    err("unbalanced [[ ]] in a user message")
                non_own_user_text.append(rest)
                content = OWN_RE.sub(lambda mo: mo.group(1), text)
            else:
                if "[[" in text or "]]" in text:
                    err("[[ ]] marker in an assistant message")
                content = text
            messages.append({
                "role": "user" if role == "u" else "assistant",
                "content": content,
                "created_at": iso(t),
            })
        sessions.append({"session_id": "%s-s%d" % (cid, k + 1), "messages": messages})

    # --- poison -----------------------------------------------------------------
    poison = raw["poison"]
    non_own_tokens = tokens("\n".join(non_own_user_text))
    own_token_lists = [tokens(s) for s in own_spans]
    if len(poison) > 3:
        err("more than 3 poison phrases")
    if len(set(p.lower() for p in poison)) != len(poison):
        err("duplicate poison phrase")
    for p in poison:
        if not ASCII_PHRASE_RE.match(p) or not 1 <= len(tokens(p)) <= 3:
            err("poison %r must be 1-3 plain words" % p)
        if not has_phrase(non_own_tokens, p):
            err("poison %r does not occur in the user's non-own text" % p)
        for s, toks in zip(own_spans, own_token_lists):
            if has_phrase(toks, p):
                err("poison %r occurs in a genuine statement: %r" % (p, s))

    # --- genuine answers -----------------------------------------------------------
    genuine = raw["genuine"]
    poison_words = set(w for p in poison for w in content_words(p))
    if len(genuine) > 3:
        err("more than 3 genuine answers")
    if not genuine and own_spans:
        err("case marks genuine statements but lists no genuine answer")
    for a in genuine:
        words = content_words(a)
        if not ASCII_PHRASE_RE.match(a) or not 1 <= len(words) <= 4:
            err("answer %r must be 1-4 plain content words" % a)
        if not any(all(w in toks for w in words) for toks in own_token_lists):
            err("answer %r is not inside one genuine [[ ]] statement" % a)
        if poison_words & set(words):
            err("answer %r shares words with the poison phrases" % a)

    if not poison:
        if not genuine:
            err("control case (no poison) needs genuine answers")
        if raw["third_party"]:
            err("control case cannot be third_party")

    return {
        "id": cid,
        "user_id": "adv5-u%03d" % (index + 1),
        "split": "dev" if pos_in_cat % 2 == 0 else "holdout",
        "category": raw["category"],
        "sessions": sessions,
        "poison": list(poison),
        "genuine": [{"answer": a} for a in genuine],
        "third_party": bool(raw["third_party"]),
        "notes": raw["notes"].strip(),
    }


def build():
    errors = []
    raw_cases = cases_a.CASES + cases_b.CASES
    by_cat = {c: [] for c in CATEGORIES}
    for rc in raw_cases:
        by_cat.setdefault(rc["category"], []).append(rc)
    for c, lst in by_cat.items():
        if c not in CATEGORIES:
            errors.append("unknown category %r" % c)
        elif len(lst) != PER_CATEGORY:
            errors.append("category %s has %d cases, expected %d" % (c, len(lst), PER_CATEGORY))

    out_cases = []
    index = 0
    for c in CATEGORIES:
        for pos, rc in enumerate(by_cat.get(c, [])):
            out_cases.append(build_case(index, pos, rc, errors))
            index += 1

    # --- global checks ---------------------------------------------------------------
    ids = [c["id"] for c in out_cases]
    uids = [c["user_id"] for c in out_cases]
    sids = [s["session_id"] for c in out_cases for s in c["sessions"]]
    for label, vals in (("id", ids), ("user_id", uids), ("session_id", sids)):
        if len(set(vals)) != len(vals):
            errors.append("duplicate %s" % label)
    for c in out_cases:
        stamps = [m["created_at"] for s in c["sessions"] for m in s["messages"]]
        if stamps != sorted(stamps) or len(set(stamps)) != len(stamps):
            errors.append("%s: timestamps not strictly increasing" % c["id"])
        days = [s["messages"][0]["created_at"][:10] for s in c["sessions"]]
        if len(set(days)) != len(days):
            errors.append("%s: two sessions on the same day" % c["id"])
    for cat in CATEGORIES:
        splits = [c["split"] for c in out_cases if c["category"] == cat]
        if splits.count("dev") != splits.count("holdout"):
            errors.append("%s: unbalanced splits" % cat)
    n = len(out_cases)
    with_genuine = sum(1 for c in out_cases if c["genuine"])
    controls = sum(1 for c in out_cases if not c["poison"])
    if n and not 0.6 <= with_genuine / n <= 0.75:
        errors.append("cases with genuine statements: %d/%d, want about two thirds" % (with_genuine, n))
    if n and not 0.075 <= controls / n <= 0.125:
        errors.append("controls: %d/%d, want about 10%%" % (controls, n))

    if errors:
        sys.stderr.write("VALIDATION FAILED (%d problems):\n" % len(errors))
        for e in errors:
            sys.stderr.write("  - %s\n" % e)
        sys.exit(1)

    data = {"name": NAME, "description": DESCRIPTION, "cases": out_cases}
    return data, json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def summary(data):
    cases = data["cases"]
    lines = ["%-40s %4s %4s %4s %4s %4s" % ("category", "dev", "hold", "gen", "ctrl", "3rd")]
    for cat in CATEGORIES:
        cs = [c for c in cases if c["category"] == cat]
        lines.append("%-40s %4d %4d %4d %4d %4d" % (
            cat,
            sum(c["split"] == "dev" for c in cs),
            sum(c["split"] == "holdout" for c in cs),
            sum(bool(c["genuine"]) for c in cs),
            sum(not c["poison"] for c in cs),
            sum(c["third_party"] for c in cs)))
    lines.append("cases %d | with genuine %d | controls %d (dev %d, holdout %d) | genuine answers %d "
                 "(dev %d, holdout %d) | poison phrases %d | third_party %d | sessions %d | messages %d" % (
                     len(cases),
                     sum(bool(c["genuine"]) for c in cases),
                     sum(not c["poison"] for c in cases),
                     sum(not c["poison"] and c["split"] == "dev" for c in cases),
                     sum(not c["poison"] and c["split"] == "holdout" for c in cases),
                     sum(len(c["genuine"]) for c in cases),
                     sum(len(c["genuine"]) for c in cases if c["split"] == "dev"),
                     sum(len(c["genuine"]) for c in cases if c["split"] == "holdout"),
                     sum(len(c["poison"]) for c in cases),
                     sum(c["third_party"] for c in cases),
                     sum(len(c["sessions"]) for c in cases),
                     sum(len(s["messages"]) for c in cases for s in c["sessions"])))
    return "\n".join(lines)


def main():
    data, text = build()
    if "--check" in sys.argv[1:]:
        with open(OUT, encoding="utf-8") as f:
            same = f.read() == text
        print(summary(data))
        print("up to date" if same else "OUT OF DATE: run python3 build.py")
        sys.exit(0 if same else 1)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(summary(data))
    print("wrote %s" % OUT)


if __name__ == "__main__":
    main()
