#!/usr/bin/env python3
"""Assemble and validate the two-party conversation evaluation set.

Standard library only, deterministic.  Reads the hand-written sources in
sources/ and writes conversations.json next to this file.  Exits non-zero
(and does not write the JSON) when a validation error is found.

Source format (sources/conv-aN.txt):
    # comment lines are ignored, blank lines too
    @conversation conv-a1
    @speakers Nadia | Callum
    @split dev
    @relationship old friends from university
    @session s01 2026-01-08T20:15:00Z
    Nadia: message text on one line
    Callum: reply ...

Question format (sources/conv-aN-questions.txt):
    @asked 2026-10-05T18:00:00Z        default asked_at for what follows
    q001 | Nadia | fact | s01 s04       id | about | category | evidence sessions
    Q: question text
    A: answer text
    K: date                            optional answer_kind
    D: distractor words                optional: the tempting wrong answer
    N: note                            optional: how the answer is derived
"""
import datetime as dt
import hashlib
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "sources")
OUT = os.path.join(HERE, "conversations.json")
CONV_IDS = ["conv-a1", "conv-a2", "conv-a3"]
if os.environ.get("ONLY"):  # development aid: build a subset (always fails the count check)
    CONV_IDS = os.environ["ONLY"].split()
CATEGORIES = ["fact", "temporal", "current", "multi", "other-person-distractor"]

STOPWORDS = set("""
a about above after again against all am an and any are aren't as at be because been before
being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
don't down during each few for from further had hadn't has hasn't have haven't having he he'd
he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into
is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or
other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so
some such than that that's the their theirs them themselves then there there's these they they'd
they'll they're they've this those through to too under until up very was wasn't we we'd we'll
we're we've were weren't what what's when when's where where's which while who who's whom why
why's with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves
s t d ll m re ve don isn aren wasn weren hasn haven hadn doesn didn won wouldn shouldn couldn
also just will yet now ever still back get got one
""".split())

# words a question may share with the answering sentence without giving it away
GENERIC = set("""
name called new old first last year month week day time now currently these days earlier
before after people person friend friends live lives living work works working job take took
does did go went going come came make made say said tell told kind sort thing things place
part two three many much long home family start started end ended since used use
""".split())


def words(text):
    return re.findall(r"[^\W_]+", text.lower())


def content_words(text):
    return [w for w in words(text) if w not in STOPWORDS]


def stem(w):
    for suf in ("ing", "ies", "ed", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)]
    return w


class SourceError(Exception):
    pass


def parse_ts(s):
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", s):
        raise SourceError("bad timestamp %r (want YYYY-MM-DDTHH:MM:SSZ)" % s)
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.timezone.utc)


def fmt_ts(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_conversation(path):
    conv = {"sessions": []}
    cur = None
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n").strip()
            if not line or line.startswith("#"):
                continue
            where = "%s:%d" % (os.path.basename(path), n)
            if line.startswith("@"):
                key, _, val = line[1:].partition(" ")
                val = val.strip()
                if key == "conversation":
                    conv["id"] = val
                elif key == "speakers":
                    conv["speakers"] = [s.strip() for s in val.split("|")]
                elif key in ("split", "relationship"):
                    conv[key] = val
                elif key == "session":
                    sid, ts = val.split()
                    cur = {"session_id": "%s-%s" % (conv["id"], sid), "date": ts, "turns": [], "_line": where}
                    conv["sessions"].append(cur)
                else:
                    raise SourceError("%s: unknown directive @%s" % (where, key))
                continue
            m = re.match(r"^([^:]{1,30}):\s+(.*)$", line)
            if not m or cur is None:
                raise SourceError("%s: cannot parse line %r" % (where, line[:60]))
            speaker, text = m.group(1), m.group(2).strip()
            if speaker not in conv.get("speakers", []):
                raise SourceError("%s: unknown speaker %r" % (where, speaker))
            cur["turns"].append({"speaker": speaker, "text": text})
    return conv


def parse_questions(path, conv_id):
    qs = []
    asked = None
    cur = None
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n").strip()
            if not line or line.startswith("#"):
                continue
            where = "%s:%d" % (os.path.basename(path), n)
            if line.startswith("@asked"):
                asked = line.split()[1]
                continue
            m = re.match(r"^(q\d{3})\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*(.+)$", line)
            if m:
                cur = {
                    "id": "%s-%s" % (conv_id, m.group(1)),
                    "about": m.group(2),
                    "question": None,
                    "answer": None,
                    "evidence": ["%s-%s" % (conv_id, s) for s in m.group(4).split()],
                    "category": m.group(3),
                    "asked_at": asked,
                    "_line": where,
                }
                qs.append(cur)
                continue
            m = re.match(r"^([QAKDN]):\s*(.*)$", line)
            if not m or cur is None:
                raise SourceError("%s: cannot parse line %r" % (where, line[:60]))
            key, val = m.group(1), m.group(2).strip()
            field = {"Q": "question", "A": "answer", "K": "answer_kind", "D": "distractor", "N": "note"}[key]
            if cur.get(field):
                raise SourceError("%s: duplicate %s" % (where, field))
            cur[field] = val
    return qs


def add_turn_times(conv):
    """Give every turn a created_at a few minutes after the previous one."""
    for s in conv["sessions"]:
        t = parse_ts(s["date"])
        for i, turn in enumerate(s["turns"]):
            if i > 0:
                h = int(hashlib.sha256((s["session_id"] + str(i) + turn["text"]).encode()).hexdigest(), 16)
                secs = 40 + h % 200 + 4 * len(turn["text"].split())
                t = t + dt.timedelta(seconds=secs)
            turn["created_at"] = fmt_ts(t)


def validate(data):
    errors, warnings = [], []
    E = errors.append
    W = warnings.append
    for k in ("name", "description", "license", "conversations"):
        if not data.get(k):
            E("top-level %s missing" % k)
    if len(data["conversations"]) != 3:
        E("expected 3 conversations")
    seen_q = set()
    for conv in data["conversations"]:
        cid = conv["id"]
        spk = conv["speakers"]
        if len(spk) != 2 or len(set(spk)) != 2:
            E("%s: need two distinct speakers" % cid)
        if conv.get("split") not in ("dev", "holdout"):
            E("%s: split must be dev or holdout" % cid)
        ss = conv["sessions"]
        if not 16 <= len(ss) <= 20:
            E("%s: %d sessions (want 16-20)" % (cid, len(ss)))
        prev = None
        sess_by_id = {}
        for i, s in enumerate(ss):
            sid = s["session_id"]
            if sid != "%s-s%02d" % (cid, i + 1):
                E("%s: session id %s out of order" % (cid, sid))
            sess_by_id[sid] = s
            t = parse_ts(s["date"])
            if t.year != 2026:
                E("%s: not in 2026" % sid)
            if prev and t - prev < dt.timedelta(days=1):
                E("%s: date not at least a day after the previous session" % sid)
            turns = s["turns"]
            if not 12 <= len(turns) <= 26:
                E("%s: %d turns (want 12-26)" % (sid, len(turns)))
            run, last = 0, None
            for turn in turns:
                if turn["speaker"] not in spk:
                    E("%s: bad speaker %s" % (sid, turn["speaker"]))
                run = run + 1 if turn["speaker"] == last else 1
                last = turn["speaker"]
                if run > 3:
                    E("%s: more than 3 turns in a row by %s" % (sid, last))
                if not turn["text"] or re.search(r"[<>*`]|^#", turn["text"]):
                    E("%s: empty text or markup in %r" % (sid, turn["text"][:40]))
                if parse_ts(turn["created_at"]) < t:
                    E("%s: turn time before the session date" % sid)
            c = Counter(x["speaker"] for x in turns)
            for p in spk:
                if c[p] < 4:
                    E("%s: %s has only %d turns" % (sid, p, c[p]))
            times = [parse_ts(x["created_at"]) for x in turns]
            if times != sorted(times):
                E("%s: turn times not increasing" % sid)
            if times[-1] - times[0] > dt.timedelta(hours=3):
                W("%s: session lasts over 3 hours" % sid)
            prev = times[-1]
        span = parse_ts(ss[-1]["date"]) - parse_ts(ss[0]["date"])
        if not dt.timedelta(days=175) <= span <= dt.timedelta(days=366):
            E("%s: span %d days (want 6-12 months)" % (cid, span.days))
        last_session = parse_ts(ss[-1]["turns"][-1]["created_at"])

        # speaker-specific word sets per session
        spk_words = {(s["session_id"], p): set() for s in ss for p in spk}
        spk_stems = {}
        all_words = set()
        for s in ss:
            for turn in s["turns"]:
                ws = words(turn["text"])
                spk_words[(s["session_id"], turn["speaker"])].update(ws)
                all_words.update(ws)
        for key, ws in spk_words.items():
            spk_stems[key] = {stem(w) for w in ws}

        qs = conv["questions"]
        for q in qs:
            qid = q["id"]
            if qid in seen_q:
                E("%s: duplicate id" % qid)
            seen_q.add(qid)
            if not re.fullmatch(r"%s-q\d{3}" % re.escape(cid), qid):
                E("%s: bad id" % qid)
            for k in ("about", "question", "answer", "evidence", "category", "asked_at"):
                if not q.get(k):
                    E("%s: missing %s" % (qid, k))
            if q["about"] not in spk:
                E("%s: about %r is not a speaker" % (qid, q["about"]))
                continue
            if q["category"] not in CATEGORIES:
                E("%s: bad category %s" % (qid, q["category"]))
            for ev in q["evidence"]:
                if ev not in sess_by_id:
                    E("%s: unknown evidence session %s" % (qid, ev))
            if any(ev not in sess_by_id for ev in q["evidence"]):
                continue
            if len(set(q["evidence"])) != len(q["evidence"]):
                E("%s: repeated evidence" % qid)
            if q["category"] == "multi" and len(q["evidence"]) < 2:
                E("%s: multi question needs 2+ evidence sessions" % qid)
            asked = parse_ts(q["asked_at"])
            if asked <= last_session:
                E("%s: asked_at not after the last session" % qid)
            if not q["question"].endswith("?"):
                E("%s: question should end with ?" % qid)
            ans = q["answer"]
            other = [p for p in spk if p != q["about"]][0]
            if q.get("answer_kind") == "date":
                if not re.fullmatch(r"2026-\d{2}-\d{2}", ans):
                    E("%s: date answer must be YYYY-MM-DD" % qid)
                    continue
                d = dt.date.fromisoformat(ans)
                ev_dates = [parse_ts(sess_by_id[e]["date"]).date() for e in q["evidence"]]
                if d > asked.date():
                    E("%s: date answer after asked_at" % qid)
                if not (min(ev_dates) - dt.timedelta(days=45) <= d <= max(ev_dates) + dt.timedelta(days=45)):
                    E("%s: date answer %s far from its evidence sessions" % (qid, ans))
                if not q.get("note"):
                    E("%s: date answers need an N: note saying how they were derived" % qid)
                if q["category"] != "temporal":
                    W("%s: date answer outside the temporal category" % qid)
            else:
                if q.get("answer_kind"):
                    E("%s: unknown answer_kind" % qid)
                if q["category"] == "temporal":
                    W("%s: temporal question without a date answer" % qid)
                aw = content_words(ans)
                if not 1 <= len(words(ans)) <= 4:
                    E("%s: answer %r should be 1-4 words" % (qid, ans))
                if not aw:
                    E("%s: answer has no content words" % qid)
                pool = set()
                for ev in q["evidence"]:
                    pool |= spk_words[(ev, q["about"])]
                missing = [w for w in aw if w not in pool]
                if missing:
                    E("%s: answer words %s not said by %s in %s" % (qid, missing, q["about"], q["evidence"]))
                if q["category"] == "multi":
                    # each evidence session must mention at least one answer word or be named in a note
                    pass
                if q["category"] == "current" and aw:
                    latest = q["evidence"][-1]
                    if not any(w in spk_words[(latest, q["about"])] for w in aw):
                        E("%s: current answer not in the latest evidence session" % qid)
                qstems = {stem(w) for w in content_words(q["question"])}
                shared = [w for w in aw if stem(w) in qstems or w in words(q["question"])]
                if shared:
                    E("%s: question shares answer words %s" % (qid, shared))
                # question vs the answering turns: report distinctive overlap
                hits = []
                for ev in q["evidence"]:
                    for turn in sess_by_id[ev]["turns"]:
                        if turn["speaker"] == q["about"] and set(aw) & set(words(turn["text"])):
                            hits.append(turn["text"])
                over = set()
                for text in hits:
                    tstems = {stem(w) for w in content_words(text)}
                    for w in content_words(q["question"]):
                        if w in GENERIC or w in (x.lower() for x in spk):
                            continue
                        if stem(w) in tstems:
                            over.add(w)
                if len(over) >= 2:
                    W("%s: question shares %s with the answering turn" % (qid, sorted(over)))
            if q.get("distractor"):
                dw = content_words(q["distractor"])
                miss = [w for w in dw if w not in all_words]
                if miss:
                    E("%s: distractor words %s not in the conversation" % (qid, miss))
                if set(dw) & set(content_words(ans)):
                    E("%s: distractor overlaps the answer" % qid)
            if q["category"] in ("other-person-distractor", "current") and not q.get("distractor"):
                E("%s: %s question needs a D: distractor" % (qid, q["category"]))
            if q["category"] == "other-person-distractor" and q.get("distractor"):
                dw = content_words(q["distractor"])
                said_by_other = set().union(*[spk_words[(s["session_id"], other)] for s in ss])
                if not all(w in said_by_other for w in dw):
                    E("%s: distractor %r is not something %s said" % (qid, q["distractor"], other))
    return errors, warnings


def build():
    convs = []
    for cid in CONV_IDS:
        conv = parse_conversation(os.path.join(SRC, cid + ".txt"))
        if conv.get("id") != cid:
            raise SourceError("%s: @conversation says %r" % (cid, conv.get("id")))
        add_turn_times(conv)
        qs = parse_questions(os.path.join(SRC, cid + "-questions.txt"), cid)
        out_sessions = []
        for s in conv["sessions"]:
            out_sessions.append({
                "session_id": s["session_id"],
                "date": s["date"],
                "turns": [{"speaker": t["speaker"], "text": t["text"], "created_at": t["created_at"]} for t in s["turns"]],
            })
        out_qs = []
        for q in qs:
            oq = {k: q[k] for k in ("id", "about", "question", "answer", "evidence", "category", "asked_at")}
            for k in ("answer_kind", "distractor", "note"):
                if q.get(k):
                    oq[k] = q[k]
            out_qs.append(oq)
        convs.append({
            "id": cid,
            "speakers": conv["speakers"],
            "relationship": conv.get("relationship", ""),
            "split": conv.get("split"),
            "sessions": out_sessions,
            "questions": out_qs,
        })
    return {
        "name": "two-party-a",
        "description": (
            "Three long two-person chat conversations (old friends, a sister and brother, two "
            "work colleagues), 16-20 sessions each spread over 2026, hand-written in English "
            "for this set. Life details (jobs, moves, partners, pets, children, injuries, trips, "
            "plans) are mentioned in passing among small talk, and several change over time. "
            "Each conversation has about 70 questions, half about each speaker, asked after the "
            "last session; answers are 1-4 words said by that speaker, or an ISO date "
            "(answer_kind=date) resolved from relative dates such as 'on Saturday'. Every session "
            "is meant to be processed once per speaker (that speaker as user, the other as "
            "assistant). 'distractor' holds the tempting wrong answer (the other person's similar "
            "fact or an earlier state); 'note' explains date answers. Built by build.py from sources/."
        ),
        "license": "CC0",
        "conversations": convs,
    }


def main():
    try:
        data = build()
    except SourceError as e:
        print("SOURCE ERROR:", e)
        return 1
    errors, warnings = validate(data)
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    # totals
    tot = Counter()
    cat = Counter()
    by_spk = Counter()
    dates = 0
    for conv in data["conversations"]:
        nt = sum(len(s["turns"]) for s in conv["sessions"])
        nw = sum(len(t["text"].split()) for s in conv["sessions"] for t in s["turns"])
        cc = Counter(q["category"] for q in conv["questions"])
        sc = Counter(q["about"] for q in conv["questions"])
        nd = sum(1 for q in conv["questions"] if q.get("answer_kind") == "date")
        print("%s %s (%s): %d sessions %s..%s, %d turns, %d words, %d questions %s by speaker %s, %d date answers" % (
            conv["id"], "/".join(conv["speakers"]), conv["split"], len(conv["sessions"]),
            conv["sessions"][0]["date"][:10], conv["sessions"][-1]["date"][:10], nt, nw,
            len(conv["questions"]), dict(sorted(cc.items())), dict(sc), nd))
        tot["conversations"] += 1
        tot["sessions"] += len(conv["sessions"])
        tot["turns"] += nt
        tot["words"] += nw
        tot["questions"] += len(conv["questions"])
        cat.update(cc)
        for p, n in sc.items():
            by_spk["%s:%s" % (conv["id"], p)] += n
        dates += nd
    print("TOTAL", dict(tot))
    print("by category", dict(sorted(cat.items())))
    print("date answers %d (%.1f%%)" % (dates, 100.0 * dates / max(1, tot["questions"])))
    if errors:
        print("%d errors, %d warnings: conversations.json NOT written" % (len(errors), len(warnings)))
        return 1
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print("OK: wrote %s (%d warnings)" % (OUT, len(warnings)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
