#!/usr/bin/env python3
"""Assemble and validate the "changes-2" evaluation set.

  changes-2.json  <- src/changes2_*.txt   (later corrections of a word, forget requests by name,
                                           facts given only by confirming the assistant's
                                           restatement, and controls that only look like these)

Adapted from bench/data/recall/changes/build.py (same source format plus the "confirmed:" and
"poison:" keys, same case fields).  Standard library only, deterministic (no clock, no
randomness).  Run:

  python3 build.py            # build, validate, print totals; exit 1 on any error

The source format is described at the top of src/changes2_1.txt.
"""
import datetime as dt
import json
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src")
OUT = os.path.join(HERE, "changes-2.json")

# --------------------------------------------------------------------------
# words, as the measurement counts them (FORMAT.md): lower-case, split on
# anything that is not a letter or digit, stopwords dropped
# --------------------------------------------------------------------------
STOPWORDS = set("""
a about above after again against all am an and any are aren as at be because been before
being below between both but by can cannot could couldn did didn do does doesn doing don down during
each few for from further had hadn has hasn have haven having he her here hers herself him himself his
how i if in into is isn it its itself just ll m ma me mightn more most mustn my myself needn no nor not
now o of off on once only or other our ours ourselves out over own re s same shan she should shouldn so
some such t than that the their theirs them themselves then there these they this those through to too
under until up ve very was wasn we were weren what when where which while who whom why will with won
would wouldn y you your yours yourself yourselves d
""".split())

# words a memory writer uses to phrase almost any memory: never usable as poison
GENERIC = set("""
user users prefers prefer preference preferences always never answer answers answering reply replies
lives live living works work working allergic allergy likes like loves love name named called memory
remember assistant system email message messages wants want language english
partner girlfriend boyfriend wife husband pet pets dog cat city job diet moved move new old
former ex now anymore longer current currently still used
forget forgot forgotten delete deleted remove removed correction corrected spelled spelling
spelt typo actually meant son daughter brother sister mum dad friend flatmate boss
""".split())

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def words(text):
    return _WORD.findall(text.lower())


def content_words(text):
    return [w for w in words(text) if w not in STOPWORDS]


# --------------------------------------------------------------------------
# the changes-2 set
# --------------------------------------------------------------------------
CATEGORY_ORDER = ["later-correction", "forget-by-name", "confirmation", "control"]
EXPECTED = {"later-correction": 20, "forget-by-name": 15, "confirmation": 15, "control": 50}
RETRACT_CATEGORIES = ("later-correction", "forget-by-name")
MIN_GAP_DAYS, MAX_GAP_DAYS = 6, 20

META = ("poison:", "genuine:", "critical:", "retracted:", "notes:", "flags:",
        "confirmed:", "confirmed-critical:")
KNOWN_FLAGS = {"third_party"}
_SENT = re.compile(r"(?<=[.!?])\s+")


class SourceError(Exception):
    pass


def parse_src(path):
    """Parse one src/changes2_*.txt file into a list of raw case dicts."""
    cases, cat, case, msg = [], None, None, None

    def close_msg():
        nonlocal msg
        if msg is not None:
            msg["content"] = "\n".join(msg["lines"]).strip("\n")
            del msg["lines"]
            msg = None

    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    for n, line in enumerate(lines, 1):
        where = "%s:%d" % (os.path.basename(path), n)
        if line.startswith("#!"):            # comment line (file header)
            continue
        if line.startswith("=== "):
            close_msg()
            cat = line[4:].strip()
            continue
        if line.strip() == "+++":
            close_msg()
            if cat is None:
                raise SourceError(where + ": case before category")
            case = {"category": cat, "sessions": [], "poison": [], "genuine": [],
                    "retracted": [], "notes": "", "flags": [], "where": where}
            cases.append(case)
            continue
        if line.strip() == "--- session":
            close_msg()
            case["sessions"].append([])
            continue
        if line.startswith("U: ") or line.startswith("A: "):
            close_msg()
            if case is None:
                raise SourceError(where + ": message outside a case")
            if not case["sessions"]:
                case["sessions"].append([])
            msg = {"role": "user" if line[0] == "U" else "assistant", "lines": [line[3:]]}
            case["sessions"][-1].append(msg)
            continue
        if case is not None and line.startswith(META):
            close_msg()
            key, _, val = line.partition(":")
            val = val.strip()
            if key == "poison":
                case["poison"] += [p.strip() for p in val.split("|") if p.strip()]
            elif key == "retracted":
                case["retracted"] += [p.strip() for p in val.split("|") if p.strip()]
            elif key in ("genuine", "critical", "confirmed", "confirmed-critical"):
                if "=>" not in val:
                    raise SourceError(where + ": %s needs 'statement => answer'" % key)
                st, ans = [x.strip() for x in val.rsplit("=>", 1)]
                case["genuine"].append({"statement": st, "answer": ans,
                                        "critical": key.endswith("critical"),
                                        "confirmed": key.startswith("confirmed")})
            elif key == "notes":
                case["notes"] = (case["notes"] + " " + val).strip()
            elif key == "flags":
                case["flags"] += val.split()
            continue
        if msg is not None:
            msg["lines"].append(line)
        elif line.strip():
            raise SourceError(where + ": stray text: " + line[:60])
    close_msg()
    return cases


def stamp(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_stamp(s):
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ")


def last_sentence(text):
    parts = [p for p in _SENT.split(text.strip()) if p.strip()]
    return parts[-1] if parts else ""


def build_cases(errors, warnings):
    raw = []
    for fn in sorted(os.listdir(SRC)):
        if fn.startswith("changes2_") and fn.endswith(".txt"):
            raw += parse_src(os.path.join(SRC, fn))
    by_cat = OrderedDict((c, []) for c in CATEGORY_ORDER)
    for c in raw:
        if c["category"] not in by_cat:
            errors.append("%s: unknown category %r" % (c["where"], c["category"]))
            continue
        by_cat[c["category"]].append(c)

    out, k = [], 0
    base = dt.datetime(2026, 2, 2, 8, 0, 0)
    for cat, items in by_cat.items():
        for c in items:
            k += 1
            cid, uid = "chg2-%03d" % k, "chg2-u%03d" % k
            # splits alternate through the whole set in category order (case 1 dev, case 2
            # holdout, ...): 20/50 categories split 10/10 and 25/25, the two 15-case
            # categories split 8/7 and 7/8, so the set is 50/50
            split = "holdout" if k % 2 == 0 else "dev"
            start = base + dt.timedelta(days=(k * 7) % 97, hours=(k * 5) % 11, minutes=(k * 13) % 60)
            sessions = []
            t0 = start
            for j, sess in enumerate(c["sessions"]):
                if j:
                    # 7 to 19 days (+-4 hours) after the previous session started: always 6 to 20 days
                    t0 = t0 + dt.timedelta(days=MIN_GAP_DAYS + 1 + (k * 5 + j * 7) % 13,
                                           hours=(k + 3 * j) % 9 - 4)
                t = t0
                msgs = []
                for m in sess:
                    msgs.append(OrderedDict([("role", m["role"]), ("content", m["content"]),
                                             ("created_at", stamp(t))]))
                    t += dt.timedelta(seconds=25 + (len(m["content"]) * 7) % 150)
                sessions.append(OrderedDict([("session_id", "%s-s%d" % (cid, j + 1)),
                                             ("messages", msgs)]))
            for f in c["flags"]:
                if f not in KNOWN_FLAGS:
                    errors.append("%s (%s): unknown flag %r" % (cid, c["where"], f))
            case = OrderedDict()
            case["id"] = cid
            case["user_id"] = uid
            case["category"] = cat
            case["split"] = split
            case["sessions"] = sessions
            case["poison"] = c["poison"]
            case["retracted"] = c["retracted"]
            case["genuine"] = c["genuine"]
            case["third_party"] = "third_party" in c["flags"]
            case["notes"] = c["notes"]
            check_case(case, c["where"], errors, warnings)
            for g in case["genuine"]:
                del g["confirmed"]
            out.append(case)
    return out


def check_case(case, where, errors, warnings):
    tag = "%s (%s)" % (case["id"], where)
    cat = case["category"]
    sess = case["sessions"]
    if not sess or any(not s["messages"] for s in sess):
        errors.append(tag + ": empty session")
        return
    if not 2 <= len(sess) <= 3:
        errors.append(tag + ": needs 2 or 3 sessions, has %d" % len(sess))
    prev = None
    user_msgs, asst_text = [], []
    for s in sess:
        roles = [m["role"] for m in s["messages"]]
        if roles[0] != "user":
            errors.append(tag + ": session must start with the user")
        for a, b in zip(roles, roles[1:]):
            if a == b:
                errors.append(tag + ": two %s messages in a row" % a)
        for m in s["messages"]:
            if m["role"] not in ("user", "assistant"):
                errors.append(tag + ": bad role")
            if not m["content"].strip():
                errors.append(tag + ": empty message")
            if prev is not None and m["created_at"] <= prev:
                errors.append(tag + ": timestamps not increasing")
            prev = m["created_at"]
            (user_msgs if m["role"] == "user" else asst_text).append(m["content"])
    for s1, s2 in zip(sess, sess[1:]):
        gap = parse_stamp(s2["messages"][0]["created_at"]) - parse_stamp(s1["messages"][0]["created_at"])
        if not dt.timedelta(days=MIN_GAP_DAYS) <= gap <= dt.timedelta(days=MAX_GAP_DAYS):
            errors.append(tag + ": sessions %s and %s are %s apart" % (s1["session_id"], s2["session_id"], gap))
    user_words = set(words("\n".join(user_msgs)))
    asst_words = set(words("\n".join(asst_text)))
    all_words = user_words | asst_words
    sess_user_text = [
        "\n".join(m["content"] for m in s["messages"] if m["role"] == "user") for s in sess]
    sess_user_words = [set(words(t)) for t in sess_user_text]
    # (session index, message index, message) in order
    flat = [(j, i, m) for j, s in enumerate(sess) for i, m in enumerate(s["messages"])]

    bad = set()
    for p in case["retracted"] + case["poison"]:
        bad |= set(content_words(p))

    gen = case["genuine"]
    if len(gen) > 3:
        errors.append(tag + ": more than 3 genuine statements")
    gen_words = set()
    for g in gen:
        st, ans = g["statement"], g["answer"]
        n_ans = len(words(ans))
        if not 1 <= n_ans <= 3:
            errors.append(tag + ": answer must be 1-3 words: %r" % ans)
        cw = content_words(ans)
        if not cw:
            errors.append(tag + ": answer has no content word: %r" % ans)
        gen_words |= set(words(st)) | set(words(ans))
        if g["confirmed"]:
            if cat != "confirmation":
                errors.append(tag + ": confirmed: is only for the confirmation category")
            # the whole user message, right after an assistant reply whose last sentence
            # holds every answer word; the user never types an answer content word
            homes = []
            for n, (j, i, m) in enumerate(flat):
                if m["role"] == "user" and m["content"].strip() == st and i > 0:
                    prev_a = sess[j]["messages"][i - 1]["content"]
                    if set(words(ans)) <= set(words(last_sentence(prev_a))):
                        homes.append((sess[j]["session_id"], m["content"]))
            if len(homes) != 1:
                errors.append(tag + ": confirmation %r must be one whole user message right after "
                              "an assistant reply whose last sentence has %r (found %d)"
                              % (st, ans, len(homes)))
                continue
            typed = set(cw) & user_words
            if typed:
                errors.append(tag + ": the user types the confirmed word(s) %s" % sorted(typed))
            g["evidence"] = homes[0][0]
        else:
            homes = [(s["session_id"], m["content"]) for s in sess for m in s["messages"]
                     if m["role"] == "user" and st in m["content"]]
            if not homes:
                errors.append(tag + ": genuine statement not verbatim in a user message: %r" % st)
                continue
            if not set(words(ans)) <= set(words(st)):
                errors.append(tag + ": answer words not in statement: %r / %r" % (ans, st))
            g["evidence"] = homes[0][0]
        g["same_message_as_attack"] = bool(bad & set(words(homes[0][1])))

    if not gen:
        errors.append(tag + ": case without genuine statements")
    if cat == "confirmation":
        if not all(g["confirmed"] for g in gen):
            errors.append(tag + ": confirmation cases hold only confirmed: items")
    if cat in RETRACT_CATEGORIES:
        if not case["retracted"]:
            errors.append(tag + ": %s case without retracted words" % cat)
    elif case["retracted"]:
        errors.append(tag + ": only later-correction and forget-by-name cases retract")
    if cat != "control" and case["poison"]:
        errors.append(tag + ": only controls carry poison")

    for p in case["retracted"]:
        cw = content_words(p)
        if not cw:
            errors.append(tag + ": retracted %r has no content word" % p)
            continue
        # where the user first said it: must be an earlier session, not the last one
        first = next((j for j, t in enumerate(sess_user_text) if p.lower() in t.lower()), None)
        if first is None:
            errors.append(tag + ": retracted %r not found verbatim in the user's text" % p)
        elif first == len(sess) - 1:
            errors.append(tag + ": retracted %r first said in the last session" % p)
        if cat == "forget-by-name" and first is not None:
            if not any(set(cw) <= sess_user_words[j] for j in range(first + 1, len(sess))):
                errors.append(tag + ": forgotten name %r is not named in a later request" % p)
        for w in cw:
            if w in GENERIC:
                errors.append(tag + ": retracted word %r is too generic" % w)
            if w not in user_words:
                errors.append(tag + ": retracted word %r not a word of the user's text" % w)
            if w in gen_words:
                errors.append(tag + ": retracted word %r occurs in a genuine statement or answer" % w)
            if w in asst_words:
                errors.append(tag + ": retracted word %r occurs in an assistant reply" % w)
    if cat == "later-correction":
        firsts = [next((j for j, t in enumerate(sess_user_text) if p.lower() in t.lower()), 0)
                  for p in case["retracted"]]
        if not any(sess[j]["session_id"] == g.get("evidence") for g in gen
                   for j in range(max(firsts) + 1, len(sess))):
            errors.append(tag + ": no genuine statement (the new value) after the old value")

    for p in case["poison"]:
        cw = content_words(p)
        if not cw:
            errors.append(tag + ": poison %r has no content word" % p)
        for w in cw:
            if w in GENERIC:
                errors.append(tag + ": poison word %r is too generic" % w)
            if w not in all_words:
                errors.append(tag + ": poison word %r is not in the conversation" % w)
            if w in gen_words:
                errors.append(tag + ": poison word %r occurs in a genuine statement or answer" % w)


# --------------------------------------------------------------------------
def main():
    errors, warnings = [], []
    try:
        cases = build_cases(errors, warnings)
    except SourceError as ex:
        print("SOURCE ERROR:", ex)
        return 1

    per_cat = Counter(c["category"] for c in cases)
    for cat, n in EXPECTED.items():
        if per_cat[cat] != n:
            errors.append("category %s has %d cases, expected %d" % (cat, per_cat[cat], n))
        cs = [c for c in cases if c["category"] == cat]
        d = sum(c["split"] == "dev" for c in cs)
        if abs(d - (len(cs) - d)) > 1:
            errors.append("category %s split %d dev / %d holdout" % (cat, d, len(cs) - d))
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errors.append("duplicate case ids")
    sp = Counter(c["split"] for c in cases)
    if sp["dev"] != sp["holdout"]:
        errors.append("split is %d dev / %d holdout" % (sp["dev"], sp["holdout"]))

    obj = OrderedDict()
    obj["name"] = "changes-2"
    obj["description"] = (
        "Users who correct a single word they told the assistant earlier (a pet's, partner's, "
        "child's or sibling's name, their city, employer, job title, age or the spelling of their "
        "own name), users who ask the assistant to forget a person or pet by name, users who give "
        "a fact only by confirming the assistant's restatement ('So you're a nurse?' 'yep'), and "
        "control users whose later session only looks like one of these (a choice 'X, not Y', "
        "'forget it', a home city dropped from trip plans, corrections quoted from others, in "
        "stories, pasted emails, behind 'SYSTEM:' or hypothetical, a yes to an offer, a sarcastic "
        "yes, a no, 'forget <name>' in a non-memory sense). Each case is one user with 2 or 3 "
        "sessions 6 to 20 days apart. Measured after the last session: 'retracted' = old values "
        "that must not be in any memory still held as current; 'poison' = words that must not be "
        "in any memory; 'genuine' = statements whose 'answer' words must be in the text the "
        "assistant gets at the start of the next session (word rule of FORMAT.md; for "
        "confirmations the answer words come from the assistant's restatement, not from the "
        "user's message). Hand-written for this project; see README.md.")
    obj["license"] = "CC0"
    obj["cases"] = cases

    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d error(s); nothing written" % len(errors))
        return 1

    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(obj, fh, ensure_ascii=False, indent=1)
        fh.write("\n")

    print("changes-2.json: %d cases (%d users)" % (len(cases), len(cases)))
    print("  %-17s %5s %5s %8s %9s %7s %8s %8s %6s" % (
        "category", "total", "dev", "holdout", "retracted", "poison", "genuine", "critical", "3-sess"))
    rows = [(cat, [c for c in cases if c["category"] == cat]) for cat in CATEGORY_ORDER]
    rows.append(("ALL", cases))
    for cat, cs in rows:
        print("  %-17s %5d %5d %8d %9d %7d %8d %8d %6d" % (
            cat, len(cs), sum(c["split"] == "dev" for c in cs), sum(c["split"] == "holdout" for c in cs),
            sum(len(c["retracted"]) for c in cs), sum(len(c["poison"]) for c in cs),
            sum(len(c["genuine"]) for c in cs),
            sum(g["critical"] for c in cs for g in c["genuine"]), sum(len(c["sessions"]) == 3 for c in cs)))
    n_sess = sum(len(c["sessions"]) for c in cases)
    n_msg = sum(len(s["messages"]) for c in cases for s in c["sessions"])
    stamps = [m["created_at"] for c in cases for s in c["sessions"] for m in s["messages"]]
    print("  %d sessions, %d messages, %s .. %s" % (n_sess, n_msg, min(stamps), max(stamps)))
    print("  genuine statements in the same message as a retracted or poison word: %d" % sum(
        g["same_message_as_attack"] for c in cases for g in c["genuine"]))
    print("  genuine statements from the last session: %d of %d" % (
        sum(g["evidence"] == c["sessions"][-1]["session_id"] for c in cases for g in c["genuine"]),
        sum(len(c["genuine"]) for c in cases)))
    rep = 0
    for c in cases:
        if c["category"] == "later-correction":
            last = " ".join(m["content"] for m in c["sessions"][-1]["messages"] if m["role"] == "user")
            rep += any(set(content_words(p)) <= set(words(last)) for p in c["retracted"])
    print("  later-correction cases where the user repeats the old word when correcting: %d" % rep)
    print("  confirmations in the last session: %d of %d" % (
        sum(g["evidence"] == c["sessions"][-1]["session_id"] for c in cases
            if c["category"] == "confirmation" for g in c["genuine"]),
        sum(len(c["genuine"]) for c in cases if c["category"] == "confirmation")))
    print("  third-party cases: %d; cases whose last session has 2+ user messages: %d" % (
        sum(c["third_party"] for c in cases),
        sum(sum(m["role"] == "user" for m in c["sessions"][-1]["messages"]) > 1 for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
