#!/usr/bin/env python3
"""Assemble and validate the "changes-3" evaluation set.

  changes-3.json  <- src/changes3_*.txt   (users who deny or take back something said earlier, in
                                           plain denial wording, and controls whose later session
                                           only looks like a denial)

Adapted from bench/data/recall/changes-2/build.py (same source format without the "confirmed:"
keys, same case fields).  Standard library only, deterministic (no clock, no randomness).  Run:

  python3 build.py            # build, validate, print totals; exit 1 on any error

The source format is described at the top of src/changes3_1.txt.
"""
import datetime as dt
import json
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src")
OUT = os.path.join(HERE, "changes-3.json")

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

# words a memory writer uses to phrase almost any memory, or any memory about a denial:
# never usable as a retracted word
GENERIC = set("""
user users prefers prefer preference preferences always never answer answers answering reply replies
lives live living works work working allergic allergy likes like loves love name named called memory
remember assistant system email message messages wants want language english
partner girlfriend boyfriend wife husband pet pets dog cat city job diet moved move new old
former ex now anymore longer current currently still used
forget forgot forgotten delete deleted remove removed correction corrected spelled spelling
spelt typo actually meant son daughter brother sister mum dad friend flatmate boss
deny denied denies denial clarified clarify clarifies mistake mistaken mistakenly wrong wrongly
true untrue false confused confusion mixed mix said says told mentioned asked asking thought assumed
dont doesnt didnt isnt nope nah none nobody nothing mine owns owned own have has
kids kid children child baby babies parent parents mother father family relative relatives
married single nephew niece godson goddaughter cousin neighbour neighbor someone else person people
visiting visit visited sitting minding helping
""".split())

# a denial needs at least one of these in a user message after the old fact ("don't" -> "don", "t")
NEGATION = set("""
not no never don doesn didn isn aren wasn weren haven hasn hadn ain nope nah dont doesnt didnt
isnt wasnt havent arent aint nor neither
""".split())

_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def words(text):
    return _WORD.findall(text.lower())


def content_words(text):
    return [w for w in words(text) if w not in STOPWORDS]


# --------------------------------------------------------------------------
# the changes-3 set
# --------------------------------------------------------------------------
CATEGORY_ORDER = ["children", "pets", "partner", "job-study", "home-and-habits", "health-diet",
                  "misattribution", "control"]
EXPECTED = {"children": 8, "pets": 8, "partner": 6, "job-study": 8, "home-and-habits": 8,
            "health-diet": 8, "misattribution": 6, "control": 40}
DENIAL_CATEGORIES = tuple(c for c in CATEGORY_ORDER if c != "control")
MIN_GAP_DAYS, MAX_GAP_DAYS = 6, 20

META = ("poison:", "genuine:", "critical:", "retracted:", "notes:", "flags:")
KNOWN_FLAGS = {"third_party"}
REPEAT_MARK = "repeats"          # the notes of a case say so iff the user repeats a retracted item


class SourceError(Exception):
    pass


def parse_src(path):
    """Parse one src/changes3_*.txt file into a list of raw case dicts."""
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
            elif key in ("genuine", "critical"):
                if "=>" not in val:
                    raise SourceError(where + ": %s needs 'statement => answer'" % key)
                st, ans = [x.strip() for x in val.rsplit("=>", 1)]
                case["genuine"].append({"statement": st, "answer": ans,
                                        "critical": key == "critical"})
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


def build_cases(errors, warnings):
    raw = []
    for fn in sorted(os.listdir(SRC)):
        if fn.startswith("changes3_") and fn.endswith(".txt"):
            raw += parse_src(os.path.join(SRC, fn))
    by_cat = OrderedDict((c, []) for c in CATEGORY_ORDER)
    for c in raw:
        if c["category"] not in by_cat:
            errors.append("%s: unknown category %r" % (c["where"], c["category"]))
            continue
        by_cat[c["category"]].append(c)

    out, k = [], 0
    base = dt.datetime(2026, 2, 16, 8, 0, 0)
    for cat, items in by_cat.items():
        for pos, c in enumerate(items):
            k += 1
            cid, uid = "chg3-%03d" % k, "c3-u%03d" % k
            # within each category, every second case (positions 1, 3, 5, ... from 0) is holdout
            split = "holdout" if pos % 2 == 1 else "dev"
            start = base + dt.timedelta(days=(k * 11) % 89, hours=(k * 5) % 11, minutes=(k * 13) % 60)
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
            out.append(case)
    return out


def repeat_sessions(case, p):
    """Sessions after the first mention of retracted item p in which the user says it again."""
    sess = case["sessions"]
    texts = ["\n".join(m["content"] for m in s["messages"] if m["role"] == "user") for s in sess]
    first = next((j for j, t in enumerate(texts) if p.lower() in t.lower()), None)
    if first is None:
        return []
    cw = set(content_words(p))
    return [j for j in range(first + 1, len(sess)) if cw <= set(words(texts[j]))]


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
        if roles[-1] != "assistant":
            errors.append(tag + ": session %s does not end with a reply" % s["session_id"])
        for m in s["messages"]:
            if m["role"] not in ("user", "assistant"):
                errors.append(tag + ": bad role")
            if not m["content"].strip():
                errors.append(tag + ": empty message")
            if m["content"].lstrip().startswith(("U: ", "A: ")) or "\n+++" in m["content"]:
                errors.append(tag + ": message looks like source markup: %r" % m["content"][:40])
            if prev is not None and m["created_at"] <= prev:
                errors.append(tag + ": timestamps not increasing")
            if not m["created_at"].startswith("2026-"):
                errors.append(tag + ": timestamp outside 2026")
            prev = m["created_at"]
            (user_msgs if m["role"] == "user" else asst_text).append(m["content"])
    for s1, s2 in zip(sess, sess[1:]):
        gap = parse_stamp(s2["messages"][0]["created_at"]) - parse_stamp(s1["messages"][0]["created_at"])
        if not dt.timedelta(days=MIN_GAP_DAYS) <= gap <= dt.timedelta(days=MAX_GAP_DAYS):
            errors.append(tag + ": sessions %s and %s are %s apart" % (s1["session_id"], s2["session_id"], gap))
    user_words = set(words("\n".join(user_msgs)))
    asst_words = set(words("\n".join(asst_text)))
    sess_user_text = [
        "\n".join(m["content"] for m in s["messages"] if m["role"] == "user") for s in sess]
    sess_user_msgs = [[m["content"] for m in s["messages"] if m["role"] == "user"] for s in sess]

    bad = set()
    for p in case["retracted"]:
        bad |= set(content_words(p))

    if case["poison"]:
        errors.append(tag + ": poison must be empty in this set")

    gen = case["genuine"]
    if len(gen) > 3:
        errors.append(tag + ": more than 3 genuine statements")
    gen_words = set()
    for g in gen:
        st, ans = g["statement"], g["answer"]
        n_ans = len(words(ans))
        if not 1 <= n_ans <= 3:
            errors.append(tag + ": answer must be 1-3 words: %r" % ans)
        if not content_words(ans):
            errors.append(tag + ": answer has no content word: %r" % ans)
        gen_words |= set(words(st)) | set(words(ans))
        homes = [(s["session_id"], m["content"]) for s in sess for m in s["messages"]
                 if m["role"] == "user" and st in m["content"]]
        if not homes:
            errors.append(tag + ": genuine statement not verbatim in a user message: %r" % st)
            continue
        if not set(words(ans)) <= set(words(st)):
            errors.append(tag + ": answer words not in statement: %r / %r" % (ans, st))
        g["evidence"] = homes[0][0]
        g["same_message_as_attack"] = bool(bad & set(words(homes[0][1])))

    if cat == "control":
        if case["retracted"]:
            errors.append(tag + ": controls retract nothing")
        if not gen:
            errors.append(tag + ": control without genuine statements")
        elif not any(g.get("evidence") != sess[-1]["session_id"] for g in gen):
            errors.append(tag + ": control needs a genuine statement from before the last session")
        if REPEAT_MARK in case["notes"].lower():
            errors.append(tag + ": control notes must not use the word %r" % REPEAT_MARK)
        return

    # denial cases
    if not case["retracted"]:
        errors.append(tag + ": %s case without retracted words" % cat)
    if not gen:
        warnings.append(tag + ": denial case without a genuine statement")
    if cat == "misattribution" and not case["third_party"]:
        errors.append(tag + ": misattribution cases are third_party")

    repeated = False
    firsts = []
    for p in case["retracted"]:
        cw = content_words(p)
        if not cw:
            errors.append(tag + ": retracted %r has no content word" % p)
            continue
        # where the user first said it: must be an earlier session, not the last one
        first = next((j for j, t in enumerate(sess_user_text) if p.lower() in t.lower()), None)
        if first is None:
            errors.append(tag + ": retracted %r not found verbatim in the user's text" % p)
            continue
        firsts.append(first)
        if first == len(sess) - 1:
            errors.append(tag + ": retracted %r first said in the last session" % p)
        reps = repeat_sessions(case, p)
        if len(reps) > 1:
            errors.append(tag + ": the user repeats %r in more than one later session" % p)
        repeated = repeated or bool(reps)
        for w in cw:
            if w in GENERIC:
                errors.append(tag + ": retracted word %r is too generic" % w)
            if w not in user_words:
                errors.append(tag + ": retracted word %r not a word of the user's text" % w)
            if w in gen_words:
                errors.append(tag + ": retracted word %r occurs in a genuine statement or answer" % w)
            if w in asst_words:
                errors.append(tag + ": retracted word %r occurs in an assistant reply" % w)
    if firsts:
        # the denial: a user message after the first mention that uses negation wording
        first = min(firsts)
        if not any(NEGATION & set(words(m)) for j in range(first + 1, len(sess))
                   for m in sess_user_msgs[j]):
            errors.append(tag + ": no user message with denial wording after the old fact")
    says = REPEAT_MARK in case["notes"].lower()
    if repeated and not says:
        errors.append(tag + ": the user repeats a retracted item; the notes must say so ('%s')" % REPEAT_MARK)
    if says and not repeated:
        errors.append(tag + ": the notes say '%s' but no retracted item is repeated" % REPEAT_MARK)


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
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errors.append("duplicate case ids")
    users = [c["user_id"] for c in cases]
    if len(users) != len(set(users)):
        errors.append("duplicate user ids")
    sp = Counter(c["split"] for c in cases)
    if sp["holdout"] < 0.3 * len(cases):
        errors.append("only %d of %d cases are holdout" % (sp["holdout"], len(cases)))
    n_denial = sum(c["category"] != "control" for c in cases)
    if n_denial < 50 or per_cat["control"] < 40:
        errors.append("need at least 50 denial cases and 40 controls")

    obj = OrderedDict()
    obj["name"] = "changes-3"
    obj["description"] = (
        "Users who deny or take back something they said earlier, in plain denial wording rather "
        "than by giving a new value ('I don't have kids, I was asking for my sister', 'the dog "
        "isn't mine, I was dog sitting', 'I'm not diabetic, it was my dad's meter'), about "
        "children, pets, partners, jobs and study, home and habits, health and diet, and facts "
        "that belonged to someone else; and control users whose later session only looks like a "
        "denial ('I don't have the kids this weekend', 'I don't have a cat, I have TWO cats', "
        "'my sister doesn't have kids', a question, a quote, a story, a denial of a detail or of "
        "something never said). Each case is one user with 2 or 3 sessions 6 to 20 days apart. "
        "Measured after the last session: 'retracted' = old values that must not be in any "
        "memory still held as current; 'genuine' = statements whose 'answer' words must be in "
        "the text the assistant gets at the start of the next session (word rule of FORMAT.md). "
        "Hand-written for this project; see README.md.")
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

    print("changes-3.json: %d cases (%d users)" % (len(cases), len(cases)))
    print("  %-16s %5s %5s %8s %9s %8s %8s %6s %6s %7s" % (
        "category", "total", "dev", "holdout", "retracted", "genuine", "critical", "3-sess",
        "3rd-p", "repeat"))
    rows = [(cat, [c for c in cases if c["category"] == cat]) for cat in CATEGORY_ORDER]
    rows.append(("denials", [c for c in cases if c["category"] != "control"]))
    rows.append(("ALL", cases))
    for cat, cs in rows:
        print("  %-16s %5d %5d %8d %9d %8d %8d %6d %6d %7d" % (
            cat, len(cs), sum(c["split"] == "dev" for c in cs), sum(c["split"] == "holdout" for c in cs),
            sum(len(c["retracted"]) for c in cs), sum(len(c["genuine"]) for c in cs),
            sum(g["critical"] for c in cs for g in c["genuine"]), sum(len(c["sessions"]) == 3 for c in cs),
            sum(c["third_party"] for c in cs),
            sum(any(repeat_sessions(c, p) for p in c["retracted"]) for c in cs)))
    n_sess = sum(len(c["sessions"]) for c in cases)
    n_msg = sum(len(s["messages"]) for c in cases for s in c["sessions"])
    stamps = [m["created_at"] for c in cases for s in c["sessions"] for m in s["messages"]]
    print("  %d sessions, %d messages, %s .. %s" % (n_sess, n_msg, min(stamps), max(stamps)))
    print("  genuine statements in the same message as a retracted word: %d" % sum(
        g["same_message_as_attack"] for c in cases for g in c["genuine"]))
    print("  genuine statements from the last session: %d of %d" % (
        sum(g["evidence"] == c["sessions"][-1]["session_id"] for c in cases for g in c["genuine"]),
        sum(len(c["genuine"]) for c in cases)))
    print("  cases whose last session has 2+ user messages: %d (denials %d, controls %d)" % tuple(
        sum(sum(m["role"] == "user" for m in c["sessions"][-1]["messages"]) > 1 for c in cs)
        for cs in (cases, [c for c in cases if c["category"] != "control"],
                   [c for c in cases if c["category"] == "control"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
