"""The shared builder of the two-party evaluation sets (two-party-b, two-party-c, two-party-d).

Each set's build.py names its conversations, its description and its holdout, and calls `build`,
which reads the hand-written sources in the set's src/ and writes conversations.json next to it.
Standard library only; deterministic (same sources -> byte-identical output).

Sources, per conversation <id>:
  src/<id>.txt            speakers line + sessions ("=== sNN | ISO timestamp", then "Speaker: text" lines)
  src/<id>.questions.txt  "asked_at: ISO" + lines "about | category | sNN[,sNN] | question | answer"

Flags read from the command line: --warn (also list question/evidence word overlaps for manual
review), --only <id> (build/validate a single conversation, writing only that one).
"""
import datetime as dt
import json
import os
import re
import sys
from collections import Counter, defaultdict

CATEGORIES = ["fact", "temporal", "current", "multi", "other-person-distractor"]


STOPWORDS = set("""
a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just me more most
my myself no nor not now of off on once only or other our ours ourselves out over own same she should
so some such than that the their theirs them themselves then there these they this those through to
too under until up very was we were what when where which while who whom why will with would you your
yours yourself yourselves s t d ll re ve m don didn doesn isn wasn won im ive id one ones get got also
""".split())

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
SESSION_RE = re.compile(r"^===\s*(s\d{2})\s*\|\s*(\S+)\s*$")



def words(text):
    return re.findall(r"[^\W_]+", text.lower())


def content_words(text):
    return [w for w in words(text) if w not in STOPWORDS]


def stem(w):
    for suf in ("'s", "ies", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)] + ("y" if suf == "ies" else "")
    return w


def parse_ts(s):
    if not re.match(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$", s):
        raise ValueError("bad timestamp %r" % s)
    return dt.datetime.fromisoformat(s.replace("Z", "+00:00"))


class Errors:
    def __init__(self):
        self.items = []

    def __call__(self, where, msg):
        self.items.append("%s: %s" % (where, msg))


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            yield n, line


def parse_conversation(src, cid, err):
    path = os.path.join(src, cid + ".txt")
    speakers = None
    sessions = []
    for n, line in read_lines(path):
        where = "%s.txt:%d" % (cid, n)
        if line.startswith("speakers:"):
            speakers = [s.strip() for s in line.split(":", 1)[1].split("|")]
            continue
        m = SESSION_RE.match(line)
        if m:
            sessions.append({"session_id": "%s-%s" % (cid, m.group(1)), "date": m.group(2), "turns": []})
            continue
        if ":" not in line or not sessions or speakers is None:
            err(where, "unparseable line: %r" % line[:60])
            continue
        spk, text = line.split(":", 1)
        spk, text = spk.strip(), text.strip()
        if spk not in speakers:
            err(where, "unknown speaker %r" % spk)
        if not text:
            err(where, "empty turn")
        sessions[-1]["turns"].append({"speaker": spk, "text": text})
    return speakers, sessions


def parse_questions(src, cid, err):
    path = os.path.join(src, cid + ".questions.txt")
    asked_at = None
    qs = []
    for n, line in read_lines(path):
        where = "%s.questions.txt:%d" % (cid, n)
        if line.startswith("asked_at:"):
            asked_at = line.split(":", 1)[1].strip()
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 5:
            err(where, "expected 5 fields, got %d" % len(parts))
            continue
        about, cat, ev, question, answer = parts
        qs.append({"line": n, "about": about, "category": cat,
                   "evidence": ["%s-%s" % (cid, e.strip()) for e in ev.split(",")],
                   "question": question, "answer": answer})
    return asked_at, qs


def validate_conversation(cid, speakers, sessions, asked_at, qs, err, warnings):
    # --- format of the conversation ---
    if not speakers or len(speakers) != 2 or len(set(speakers)) != 2:
        err(cid, "need exactly two distinct speakers, got %r" % speakers)
        return
    if not 16 <= len(sessions) <= 20:
        err(cid, "%d sessions (want 16-20)" % len(sessions))
    prev = None
    first = last = None
    for i, s in enumerate(sessions, 1):
        sid = s["session_id"]
        if sid != "%s-s%02d" % (cid, i):
            err(sid, "session ids must be consecutive (expected s%02d)" % i)
        try:
            d = parse_ts(s["date"])
        except ValueError as e:
            err(sid, str(e))
            continue
        if d.year != 2026:
            err(sid, "date outside 2026")
        if prev is not None and d <= prev:
            err(sid, "date does not increase")
        if prev is not None and (d - prev).days < 1:
            err(sid, "sessions should be at least a day apart")
        prev = d
        first = first or d
        last = d
        nt = len(s["turns"])
        if not 12 <= nt <= 26:
            err(sid, "%d turns (want 12-26)" % nt)
        present = {t["speaker"] for t in s["turns"]}
        if present != set(speakers):
            err(sid, "both speakers must talk in every session (got %s)" % sorted(present))
    if first and last:
        span = (last - first).days
        if not 180 <= span <= 366:
            err(cid, "sessions span %d days (want 6-12 months)" % span)

    by_id = {s["session_id"]: s for s in sessions}
    try:
        asked = parse_ts(asked_at or "")
    except ValueError as e:
        err(cid, "asked_at: %s" % e)
        return
    if last and asked <= last:
        err(cid, "asked_at must be after the last session")

    seen_q = set()
    for q in qs:
        where = "%s.questions.txt:%d" % (cid, q["line"])
        if q["about"] not in speakers:
            err(where, "about %r is not a speaker" % q["about"])
            continue
        if q["category"] not in CATEGORIES:
            err(where, "bad category %r" % q["category"])
        key = (q["about"], q["question"].lower())
        if key in seen_q:
            err(where, "duplicate question for the same speaker")
        seen_q.add(key)
        if not q["question"].endswith("?"):
            err(where, "question should end with '?'")
        evs = []
        for e in q["evidence"]:
            if e not in by_id:
                err(where, "unknown evidence session %s" % e)
            else:
                evs.append(by_id[e])
        if len(set(q["evidence"])) != len(q["evidence"]):
            err(where, "repeated evidence session")
        if not evs:
            continue
        if q["category"] == "multi" and len(evs) < 2:
            err(where, "multi question needs at least two evidence sessions")
        own_turns = [t["text"] for s in evs for t in s["turns"] if t["speaker"] == q["about"]]
        ans = q["answer"]

        if q["category"] == "temporal":
            if not DATE_RE.match(ans):
                err(where, "temporal answer must be YYYY-MM-DD, got %r" % ans)
                continue
            try:
                d = dt.date.fromisoformat(ans)
            except ValueError:
                err(where, "invalid date %r" % ans)
                continue
            latest = max(parse_ts(s["date"]).date() for s in evs)
            earliest = min(parse_ts(s["date"]).date() for s in evs)
            if d > latest:
                err(where, "event date %s is after its latest evidence session %s" % (d, latest))
            if (earliest - d).days > 45:
                err(where, "event date %s is implausibly long before evidence %s" % (d, earliest))
            continue

        # --- non-date answers ---
        if DATE_RE.match(ans):
            err(where, "only temporal questions may have date answers")
        aw = words(ans)
        acw = content_words(ans)
        if not acw:
            err(where, "answer has no content words: %r" % ans)
            continue
        if not 1 <= len(ans.split()) <= 4:
            err(where, "answer must be 1-4 words: %r" % ans)
        own_words = set(w for t in own_turns for w in words(t))
        missing = [w for w in acw if w not in own_words]
        if missing:
            err(where, "answer words %s not in %s's turns of %s" % (missing, q["about"], ",".join(q["evidence"])))
        if q["category"] != "multi":
            # the whole answer must occur as a contiguous word sequence in one of the speaker's turns
            pat = " " + " ".join(aw) + " "
            if not any(pat in " " + " ".join(words(t)) + " " for t in own_turns):
                err(where, "answer %r does not occur as a phrase in %s's evidence turns" % (ans, q["about"]))
        qstems = {stem(w) for w in content_words(q["question"])}
        shared = sorted({w for w in acw if stem(w) in qstems or w in qstems})
        if shared:
            err(where, "question shares answer word(s) %s" % shared)
        # review aid: question words that also occur in the turn(s) holding the answer
        pat = " " + " ".join(aw) + " "
        holding = [t for t in own_turns if pat in " " + " ".join(words(t)) + " "] or own_turns
        hold_stems = {stem(w) for t in holding for w in content_words(t)}
        overlap = sorted({w for w in content_words(q["question"]) if stem(w) in hold_stems})
        if overlap:
            warnings.append("%s [%s] %s -> %s | overlap: %s" % (where, q["about"], q["question"], ans, overlap))


def build(here, conv_ids, name, description, holdout):
    """Build `here`/conversations.json from `here`/src and validate it; 0 when valid, else 1.

    `holdout` maps the conversations held out to "holdout": whole conversations are split, and
    the holdout is frozen and never used to tune the system."""
    src = os.path.join(here, "src")
    out = os.path.join(here, "conversations.json")
    err = Errors()
    warnings = []
    convs = []
    totals = Counter()
    by_cat = Counter()
    by_speaker = Counter()
    per_conv = []
    ids = conv_ids
    if "--only" in sys.argv:
        ids = [sys.argv[sys.argv.index("--only") + 1]]
    for cid in ids:
        speakers, sessions = parse_conversation(src, cid, err)
        asked_at, qs = parse_questions(src, cid, err)
        validate_conversation(cid, speakers, sessions, asked_at, qs, err, warnings)
        asked = parse_ts(asked_at)
        questions = []
        for i, q in enumerate(qs, 1):
            item = {"id": "%s-q%03d" % (cid, i), "about": q["about"], "question": q["question"],
                    "answer": q["answer"], "evidence": q["evidence"], "category": q["category"]}
            if q["category"] == "temporal":
                item["answer_kind"] = "date"
            # spread the asking times over about six days after the last session, deterministically
            item["asked_at"] = (asked + dt.timedelta(hours=2 * (i - 1))).strftime("%Y-%m-%dT%H:%M:%SZ")
            questions.append(item)
        split = holdout.get(cid, "dev")
        convs.append({"id": cid, "split": split, "speakers": speakers, "sessions": sessions,
                      "questions": questions})
        nturns = sum(len(s["turns"]) for s in sessions)
        nwords = sum(len(t["text"].split()) for s in sessions for t in s["turns"])
        totals.update(conversations=1, sessions=len(sessions), turns=nturns, words=nwords, questions=len(qs))
        cats = Counter(q["category"] for q in qs)
        spk = Counter(q["about"] for q in qs)
        by_cat.update(cats)
        by_speaker.update({"%s (%s)" % (s, cid): c for s, c in spk.items()})
        per_conv.append((cid, speakers, len(sessions), nturns, nwords, sessions[0]["date"][:10],
                         sessions[-1]["date"][:10], dict(cats), dict(spk)))
        if len(qs) and not 0.10 <= cats["temporal"] / len(qs) <= 0.20:
            err(cid, "temporal share %.0f%% (want about 15%%)" % (100 * cats["temporal"] / len(qs)))
        for c in CATEGORIES:
            if cats[c] == 0:
                err(cid, "no %s questions" % c)

    data = {"name": name, "description": description, "license": "CC0", "conversations": convs}
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")

    if "--warn" in sys.argv:
        print("Review aid: question words that also occur in the answering turn (%d):" % len(warnings))
        for w in warnings:
            print("  " + w)
        print()
    for cid, spk, ns, nt, nw, d0, d1, cats, sp in per_conv:
        print("%s %s: %d sessions (%s .. %s), %d turns, %d words, questions %s, by speaker %s"
              % (cid, "/".join(spk), ns, d0, d1, nt, nw, cats, sp))
    print("TOTAL: %d conversations, %d sessions, %d turns, %d words, %d questions"
          % (totals["conversations"], totals["sessions"], totals["turns"], totals["words"], totals["questions"]))
    print("by category:", {c: by_cat[c] for c in CATEGORIES})
    print("by speaker:", dict(by_speaker))
    if err.items:
        print("\n%d ERRORS:" % len(err.items))
        for e in err.items:
            print("  " + e)
        return 1
    print("OK: wrote", os.path.relpath(out, here))
    return 0

