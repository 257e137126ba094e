#!/usr/bin/env python3
"""Assemble preferences.json from the hand-written user scripts in src/.

Standard library only, deterministic (timestamps come from md5 hashes of ids,
no clock, no randomness).  Run:  python3 build.py   (writes preferences.json,
prints totals, exits non-zero if any validation error is found).

Source format (one file per user, src/uNN.txt):

  @user pref-u07            user id
  @split dev|holdout
  @start 2026-01-09         date of the first session
  @hours 7-22               hours of day the person usually writes (optional)
  @persona free text        for the annotator only, not exported
  %% comment                ignored

  == s01                    new session (optionally: == s01 2026-02-03 18:20)
  U: user message           continuation lines (anything not starting with
  A: assistant message      U:, A:, ==, %, @) are appended with a newline

  Inside a user message   [[p03|the statement]]  marks preference p03.
  Inside an assistant message  [[c02|option text]]  marks the option the user
  went on to choose; c02 is the choice group.
  Inside a user message   <<<pasted text>>>  marks pasted, not-own material.

  %p03 topic kind +|- | object words | answer | question [| sup=p01] [| ask=s12]
        sup=p01: this statement replaces p01 (p01 gets superseded_by p03 and
        shares p03's question).  The replaced preference writes "-" as its
        question.  ask=sNN: asked after session sNN (default: chosen by hash).
  %c02 topic | property words | question [| ask=sNN]
  %paste marker, marker       (inside the session that holds the paste)
"""
import hashlib
import json
import os
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "src")
OUT = os.path.join(HERE, "preferences.json")

TOPICS = [
    "food", "cooking", "restaurants", "drinks", "travel", "hotels", "shopping",
    "clothing", "entertainment", "music", "books", "games", "health", "fitness",
    "sleep", "work", "learning", "home", "pets", "tech", "money", "social",
    "assistant", "family", "transport",
]
KINDS = ["like", "dislike", "constraint", "habit", "instruction"]

# NLTK english stopword list (the usual one), plus a few contractions pieces
STOP = set("""
i me my myself we our ours ourselves you your yours yourself yourselves he him
his himself she her hers herself it its itself they them their theirs
themselves what which who whom this that these those am is are was were be
been being have has had having do does did doing a an the and but if or
because as until while of at by for with about against between into through
during before after above below to from up down in out on off over under again
further then once here there when where why how all any both each few more
most other some such no nor not only own same so than too very s t can will
just don should now d ll m o re ve y ain aren couldn didn doesn hadn hasn
haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn
""".split())

ERR = []
WARN = []


def err(msg):
    ERR.append(msg)


def warn(msg):
    WARN.append(msg)


def words(text):
    # letters (any script, incl. accents) and digits; everything else splits
    return re.findall(r"[^\W_]+", text.lower())


def content(text):
    return [w for w in words(text) if w not in STOP]


def stem(w):
    for suf in ("ies", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)] + ("y" if suf == "ies" else "")
    return w


def h(*parts):
    return int(hashlib.md5("|".join(parts).encode()).hexdigest(), 16)


TAG = re.compile(r"\[\[([pc]\d+)\|(.*?)\]\]", re.S)
PASTE = re.compile(r"<<<(.*?)>>>", re.S)


def parse_file(path):
    meta = {}
    sessions = []
    pref_ann = {}
    choice_ann = {}
    cur = None
    msg = None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for ln, line in enumerate(lines, 1):
        where = f"{os.path.basename(path)}:{ln}"
        if line.startswith("%%"):
            continue
        if line.startswith("@"):
            k, _, v = line[1:].partition(" ")
            meta[k] = v.strip()
            msg = None
            continue
        if line.startswith("== "):
            parts = line[3:].split()
            cur = {"sid": parts[0], "override": " ".join(parts[1:]) or None,
                   "msgs": [], "pastes": [], "where": where}
            sessions.append(cur)
            msg = None
            continue
        if line.startswith("U: ") or line.startswith("A: "):
            if cur is None:
                err(f"{where}: message outside a session")
                continue
            msg = {"role": "user" if line[0] == "U" else "assistant",
                   "raw": line[3:], "where": where}
            cur["msgs"].append(msg)
            continue
        if line.startswith("%paste"):
            marks = [m.strip() for m in line[len("%paste"):].split(",") if m.strip()]
            cur["pastes"].append(marks)
            msg = None
            continue
        m = re.match(r"%(p\d+)\s+(\S+)\s+(\S+)\s+([+-])\s*\|(.*)$", line)
        if m:
            pid, topic, kind, pol, rest = m.groups()
            f_ = [x.strip() for x in rest.split("|")]
            if len(f_) < 3:
                err(f"{where}: bad pref annotation")
                continue
            opts = dict(x.split("=", 1) for x in f_[3:] if "=" in x)
            if pid in pref_ann:
                err(f"{where}: duplicate {pid}")
            pref_ann[pid] = {"topic": topic, "kind": kind,
                             "polarity": "positive" if pol == "+" else "negative",
                             "obj": f_[0].split(), "answer": f_[1],
                             "question": f_[2], "opts": opts,
                             "sid": cur["sid"] if cur else None, "where": where}
            msg = None
            continue
        m = re.match(r"%(c\d+)\s+(\S+)\s*\|(.*)$", line)
        if m:
            gid, topic, rest = m.groups()
            f_ = [x.strip() for x in rest.split("|")]
            opts = dict(x.split("=", 1) for x in f_[2:] if "=" in x)
            choice_ann[gid] = {"topic": topic, "prop": f_[0].split(),
                               "question": f_[1], "opts": opts, "where": where}
            msg = None
            continue
        if line.startswith("%"):
            err(f"{where}: unknown annotation: {line[:60]}")
            continue
        if msg is not None:
            msg["raw"] += "\n" + line
        elif line.strip():
            err(f"{where}: stray line: {line[:60]}")
    for s in sessions:
        for mm in s["msgs"]:
            mm["raw"] = mm["raw"].rstrip()
    return meta, sessions, pref_ann, choice_ann


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def build_user(path):
    meta, sessions, pref_ann, choice_ann = parse_file(path)
    uid = meta.get("user", "?")
    if not re.fullmatch(r"pref-u\d\d", uid):
        err(f"{path}: bad user id {uid}")
    split = meta.get("split")
    if split not in ("dev", "holdout"):
        err(f"{uid}: bad split {split}")
    start = datetime.strptime(meta["start"], "%Y-%m-%d").replace(tzinfo=timezone.utc)
    hlo, hhi = (int(x) for x in meta.get("hours", "8-22").split("-"))

    out_sessions = []
    prefs_found = {}      # pid -> (session index, statement, message text)
    choices_found = []    # (gid, session index, option text)
    pasted = []
    user_text_by_s = {}   # genuine user text (paste spans removed) per session
    user_full_by_s = {}
    paste_text_by_s = {}
    sess_end = []
    sess_start = []
    day = start
    prev_end = None
    for i, s in enumerate(sessions):
        sid_full = f"{uid}-{s['sid']}"
        if s["sid"] != f"s{i + 1:02d}":
            err(f"{uid}: session {s['sid']} out of order (expected s{i + 1:02d})")
        if s["override"]:
            t = datetime.strptime(s["override"], "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
        else:
            if i > 0:
                day = day + timedelta(days=3 + h(sid_full, "gap") % 7)
            hour = hlo + h(sid_full, "hour") % (hhi - hlo + 1)
            t = day.replace(hour=hour % 24, minute=h(sid_full, "min") % 60,
                            second=0)
        day = t.replace(hour=0, minute=0)
        if prev_end and t <= prev_end:
            err(f"{sid_full}: starts before previous session ended")
        sess_start.append(t)
        msgs = []
        gtext, ftext, ptext = [], [], []
        for j, mm in enumerate(s["msgs"]):
            raw = mm["raw"]
            exp_role = "user" if j % 2 == 0 else "assistant"
            if mm["role"] != exp_role:
                err(f"{mm['where']}: expected {exp_role} turn")
            for tm in TAG.finditer(raw):
                tid, body = tm.group(1), tm.group(2)
                if tid.startswith("p"):
                    if mm["role"] != "user":
                        err(f"{mm['where']}: pref tag in assistant turn")
                    if tid in prefs_found:
                        err(f"{uid}: {tid} tagged twice")
                    prefs_found[tid] = (i, PASTE.sub(lambda x: x.group(1), body))
                else:
                    if mm["role"] != "assistant":
                        err(f"{mm['where']}: choice tag in user turn")
                    choices_found.append((tid, i, body))
            text = TAG.sub(lambda x: x.group(2), raw)
            if mm["role"] == "user":
                pastes = [x.group(1) for x in PASTE.finditer(text)]
                ptext.extend(pastes)
                gtext.append(PASTE.sub(" ", text))
                text = PASTE.sub(lambda x: x.group(1), text)
                ftext.append(text)
            elif "<<<" in text:
                err(f"{mm['where']}: paste in assistant turn")
            if j > 0:
                if mm["role"] == "assistant":
                    t = t + timedelta(seconds=12 + h(sid_full, str(j)) % 70)
                else:
                    t = t + timedelta(seconds=50 + h(sid_full, str(j)) % 300)
            if "[[" in text or "]]" in text or "<<<" in text or ">>>" in text:
                err(f"{mm['where']}: leftover markup")
            msgs.append({"role": mm["role"], "content": text, "created_at": iso(t)})
        if not msgs or msgs[-1]["role"] != "assistant":
            err(f"{sid_full}: must end with an assistant turn")
        prev_end = t
        sess_end.append(t)
        user_text_by_s[i] = "\n".join(gtext)
        user_full_by_s[i] = "\n".join(ftext)
        paste_text_by_s[i] = "\n".join(ptext)
        if s["pastes"]:
            if not ptext:
                err(f"{sid_full}: %paste without <<<>>>")
            for marks in s["pastes"]:
                pasted.append({"session_id": sid_full, "markers": marks})
        elif ptext:
            err(f"{sid_full}: pasted text without %paste markers")
        out_sessions.append({"session_id": sid_full, "messages": msgs})

    n = len(sessions)

    def ask_time(qkey, min_idx, opts):
        """asked after session k (1-based index into sessions), k >= min_idx."""
        if "ask" in opts:
            k = int(opts["ask"][1:])
        else:
            hi = n
            if min_idx > n:
                k = n
            elif h(uid, qkey, "late") % 100 < 55 or min_idx >= n:
                k = n
            else:
                k = min_idx + h(uid, qkey, "k") % (hi - min_idx)
        if k < min_idx:
            err(f"{uid} {qkey}: asked after s{k:02d}, needs >= s{min_idx:02d}")
        if k > n:
            err(f"{uid} {qkey}: ask after nonexistent session")
            k = n
        base = sess_end[k - 1]
        if k < n:
            gap = sess_start[k] - base
            t = base + gap * (0.3 + (h(uid, qkey, "f") % 40) / 100)
        else:
            t = base + timedelta(days=2 + h(uid, qkey, "d") % 12,
                                 hours=h(uid, qkey, "hh") % 9,
                                 minutes=h(uid, qkey, "mm") % 60)
        return t.replace(microsecond=0), k

    # ---- preferences
    prefs = []
    questions = []
    qn = 0
    sup_of = {}
    for pid, a in pref_ann.items():
        if "sup" in a["opts"]:
            sup_of[a["opts"]["sup"]] = pid
    pid_to_q = {}
    order = sorted(pref_ann, key=lambda p: int(p[1:]))
    for pid in prefs_found:
        if pid not in pref_ann:
            err(f"{uid}: {pid} tagged but not annotated")
    for pid in order:
        a = pref_ann[pid]
        if pid not in prefs_found:
            err(f"{uid}: {pid} annotated but not tagged")
            continue
        si, stmt = prefs_found[pid]
        if a["sid"] != sessions[si]["sid"]:
            err(f"{a['where']}: {pid} annotation in {a['sid']} but tag in {sessions[si]['sid']}")
        if a["topic"] not in TOPICS:
            err(f"{a['where']}: unknown topic {a['topic']}")
        if a["kind"] not in KINDS:
            err(f"{a['where']}: unknown kind {a['kind']}")
        sw = set(words(stmt))
        for w in a["obj"]:
            if w.lower() not in sw and not set(words(w)) <= sw:
                err(f"{uid} {pid}: object word '{w}' not in statement: {stmt}")
        if a["question"] == "-":
            if pid not in sup_of:
                err(f"{uid} {pid}: question '-' but nothing supersedes it")
            continue
        qn += 1
        pid_to_q[pid] = f"{uid}-q{qn:02d}"
    for pid in order:
        a = pref_ann[pid]
        if pid not in prefs_found:
            continue
        si, stmt = prefs_found[pid]
        rec = {"id": f"{uid}-{pid}", "topic": a["topic"],
               "session_id": f"{uid}-s{si + 1:02d}", "statement": stmt,
               "polarity": a["polarity"], "kind": a["kind"],
               "object_words": a["obj"]}
        if pid in sup_of:
            newp = sup_of[pid]
            rec["superseded_by"] = f"{uid}-{newp}"
            rec["question_id"] = pid_to_q.get(newp)
            if prefs_found.get(newp, (-1,))[0] <= si:
                err(f"{uid}: {newp} must come after {pid}")
        else:
            rec["question_id"] = pid_to_q.get(pid)
        if "sup" in a["opts"]:
            rec["supersedes"] = f"{uid}-{a['opts']['sup']}"
        prefs.append(rec)
        if pid not in pid_to_q:
            continue
        ev = [si]
        if "sup" in a["opts"]:
            old = a["opts"]["sup"]
            if old in prefs_found:
                ev = [prefs_found[old][0], si]
        t, k = ask_time(pid, si + 1 + 2, a["opts"])
        questions.append({
            "id": pid_to_q[pid], "question": a["question"], "asked_at": iso(t),
            "answer": a["answer"],
            "evidence": [f"{uid}-s{x + 1:02d}" for x in ev],
            "category": a["topic"],
            "_stmt": stmt, "_obj": a["obj"], "_ev_user": user_text_by_s[si],
            "_kind": "pref", "_pid": pid})

    # ---- choices
    choices = []
    by_group = defaultdict(list)
    for gid, si, body in choices_found:
        by_group[gid].append((si, body))
    for gid in sorted(set(list(by_group) + list(choice_ann)), key=lambda g: int(g[1:])):
        if gid not in choice_ann:
            err(f"{uid}: choice {gid} tagged but not annotated")
            continue
        if gid not in by_group:
            err(f"{uid}: choice {gid} annotated but not tagged")
            continue
        a = choice_ann[gid]
        sis = [x[0] for x in by_group[gid]]
        if len(set(sis)) != len(sis):
            err(f"{uid}: {gid} twice in one session")
        for si, body in by_group[gid]:
            bw = set(words(body))
            for w in a["prop"]:
                if not set(words(w)) <= bw:
                    err(f"{uid} {gid}: property word '{w}' not in chosen option: {body}")
            choices.append({"session_id": f"{uid}-s{si + 1:02d}", "topic": a["topic"],
                            "property_words": a["prop"], "group": gid,
                            "chosen_option": body})
        qn += 1
        qid = f"{uid}-q{qn:02d}"
        t, k = ask_time(gid, max(sis) + 1 + 2, a["opts"])
        questions.append({
            "id": qid, "question": a["question"], "asked_at": iso(t),
            "answer": " ".join(a["prop"]),
            "evidence": [f"{uid}-s{x + 1:02d}" for x in sorted(sis)],
            "category": "choice", "_obj": a["prop"], "_stmt": " ".join(b for _, b in by_group[gid]),
            "_ev_user": "", "_kind": "choice", "_pid": gid, "_topic": a["topic"]})
        for c in choices:
            if c["group"] == gid:
                c["question_id"] = qid

    return {"meta": meta, "uid": uid, "split": split, "sessions": out_sessions,
            "prefs": prefs, "questions": questions, "choices": choices,
            "pasted": pasted, "user_text": user_text_by_s,
            "user_full": user_full_by_s, "paste_text": paste_text_by_s,
            "n": n}


def validate_user(u):
    uid = u["uid"]
    n = u["n"]
    if not 14 <= n <= 20:
        err(f"{uid}: {n} sessions (need 14-20)")
    all_user = "\n".join(u["user_text"].values())
    all_user_w = set(words(all_user))
    stmts = [p["statement"] for p in u["prefs"]]
    stmt_w = set(w for s in stmts for w in words(s))
    # timestamps
    last = None
    for s in u["sessions"]:
        for m in s["messages"]:
            t = m["created_at"]
            if not t.startswith("2026-"):
                err(f"{s['session_id']}: timestamp not in 2026")
            if last and t <= last:
                err(f"{s['session_id']}: timestamps not increasing")
            last = t
            if m["role"] == "assistant":
                sent = len(re.findall(r"[.!?](\s|$)", m["content"]))
                if sent > 4 and not re.search(r"(^|\n)\s*(1[.)]|- )", m["content"]):
                    warn(f"{s['session_id']}: long assistant turn ({sent} sentences)")
    starts = [s["messages"][0]["created_at"] for s in u["sessions"]]
    for a_, b_ in zip(starts, starts[1:]):
        da = datetime.strptime(a_, "%Y-%m-%dT%H:%M:%SZ")
        db = datetime.strptime(b_, "%Y-%m-%dT%H:%M:%SZ")
        if (db - da).days < 2:
            err(f"{uid}: sessions less than two days apart ({a_}, {b_})")
    for q in u["questions"]:
        if q["asked_at"] > "2026-12-31":
            err(f"{q['id']}: asked_at beyond 2026")
        aw = content(q["answer"])
        if not aw:
            err(f"{q['id']}: answer has no content words")
        if len(q["answer"].split()) > 4:
            err(f"{q['id']}: answer longer than 4 words")
        qw = set(words(q["question"]))
        qstem = set(stem(w) for w in qw)
        for w in aw + [x.lower() for x in q["_obj"]]:
            if w in STOP:
                continue
            if w in qw or stem(w) in qstem:
                err(f"{q['id']}: question repeats '{w}': {q['question']}")
        if q["_kind"] == "pref":
            sw = set(words(q["_stmt"]))
            for w in aw:
                if w not in sw:
                    err(f"{q['id']}: answer word '{w}' not in statement: {q['_stmt']}")
            evu = set(words(q["_ev_user"]))
            for w in aw:
                if w not in evu:
                    err(f"{q['id']}: answer word '{w}' not in evidence user text")
        else:
            for w in aw:
                if w not in set(words(q["_stmt"])):
                    err(f"{q['id']}: choice answer word '{w}' not in chosen options")
        # evidence session must precede asked_at
        for ev in q["evidence"]:
            s = next(s for s in u["sessions"] if s["session_id"] == ev)
            if s["messages"][-1]["created_at"] >= q["asked_at"]:
                err(f"{q['id']}: asked before its evidence session")
    # pasted markers
    for p in u["pasted"]:
        si = int(p["session_id"][-2:]) - 1
        pw = set(words(u["paste_text"][si]))
        for mk in p["markers"]:
            mw = words(mk)
            if not mw or not set(mw) <= pw:
                err(f"{p['session_id']}: marker '{mk}' not in pasted text")
            for w in content(mk):
                if w in stmt_w:
                    err(f"{p['session_id']}: marker '{mk}' occurs in a genuine statement")
                if w in all_user_w:
                    err(f"{p['session_id']}: marker '{mk}' occurs in the user's own text")
    # markers must not show up in the user's later questions either
    qtext = set(w for q in u["questions"] for w in words(q["question"]))
    for p in u["pasted"]:
        for mk in p["markers"]:
            for w in content(mk):
                if w in qtext:
                    err(f"{p['session_id']}: marker '{mk}' occurs in a question")
    # a choice group's property must not be stated outright by the user
    all_paste_w = set(w for t in u["paste_text"].values() for w in words(t))
    for q in u["questions"]:
        aw = content(q["answer"])
        if q["_kind"] == "choice":
            for w in aw:
                if w in stmt_w:
                    err(f"{q['id']}: choice property '{w}' also occurs in a stated preference")
        if q["_kind"] == "pref":
            others = [p for p in u["prefs"] if p["question_id"] != q["id"]]
            for w in aw:
                for p in others:
                    if w in words(p["statement"]):
                        warn(f"{q['id']}: answer word '{w}' also in {p['id']}: {p['statement'][:60]}")
        for w in aw:
            if w in all_paste_w:
                warn(f"{q['id']}: answer word '{w}' also occurs in pasted material")
    # assistant must not parrot a statement
    for p in u["prefs"]:
        s = next(s for s in u["sessions"] if s["session_id"] == p["session_id"])
        sw = words(p["statement"])
        asst = " ".join(words(" ".join(m["content"] for m in s["messages"] if m["role"] == "assistant")))
        for k in range(len(sw) - 4):
            chunk = " ".join(sw[k:k + 5])
            if f" {chunk} " in f" {asst} ":
                err(f"{p['id']}: assistant repeats '{chunk}'")
                break
    # pref said once: the statement's object phrase should not be in other user messages
    # (soft check)
    for p in u["prefs"]:
        phrase = " ".join(words(" ".join(p["object_words"])))
        if len(p["object_words"]) < 2:
            continue
        for si, txt in u["user_text"].items():
            if f"{uid}-s{si + 1:02d}" == p["session_id"]:
                continue
            if f" {phrase} " in " " + " ".join(words(txt)) + " ":
                if "superseded_by" not in p and "supersedes" not in p:
                    warn(f"{p['id']}: object phrase '{phrase}' also in s{si + 1:02d}")


def main():
    files = sorted(f for f in os.listdir(SRC) if re.fullmatch(r"u\d\d\.txt", f))
    users = [build_user(os.path.join(SRC, f)) for f in files]
    for u in users:
        validate_user(u)

    # ---- global checks
    all_stmts = Counter(p["statement"].strip().lower() for u in users for p in u["prefs"])
    for s, c in all_stmts.items():
        if c > 1:
            err(f"statement used {c} times: {s}")
    prefs = [p for u in users for p in u["prefs"]]
    topics = Counter(p["topic"] for p in prefs)
    kinds = Counter(p["kind"] for p in prefs)
    pol = Counter(p["polarity"] for p in prefs)
    splits = Counter(u["split"] for u in users)
    n_users = len(users)
    n_sess = sum(u["n"] for u in users)
    n_msgs = sum(len(s["messages"]) for u in users for s in u["sessions"])
    n_q = sum(len(u["questions"]) for u in users)
    groups = Counter()
    for u in users:
        for c in u["choices"]:
            groups[(u["uid"], c["group"])] += 1
    g1 = sum(1 for v in groups.values() if v == 1)
    g2 = sum(1 for v in groups.values() if v == 2)
    n_choice_conv = sum(groups.values())
    n_paste = sum(len(u["pasted"]) for u in users)
    retr = sum(1 for p in prefs if "superseded_by" in p)
    retr_users = sum(1 for u in users if any("superseded_by" in p for p in u["prefs"]))
    multi = []
    for u in users:
        by = defaultdict(set)
        for p in u["prefs"]:
            if p["polarity"] == "negative" and "superseded_by" not in p and p["kind"] in ("dislike", "constraint"):
                by[p["topic"]].add(p["session_id"])
        for t, ss in by.items():
            if len(ss) >= 3:
                multi.append((u["uid"], t, len(ss)))
    multi_users = sorted(set(m[0] for m in multi))
    per_sess = Counter()
    for u in users:
        c = Counter(p["session_id"] for p in u["prefs"])
        for s in u["sessions"]:
            per_sess[c.get(s["session_id"], 0)] += 1
    no_plw = sum(1 for p in prefs if not re.search(r"\b(prefer\w*|like\w*|lov\w*)\b", p["statement"].lower()))
    # template-ish: same first three words twice in a row within a user
    for u in users:
        prev = None
        for p in sorted(u["prefs"], key=lambda p: p["session_id"]):
            f3 = " ".join(words(p["statement"])[:3])
            if prev and f3 == prev:
                warn(f"{p['id']}: starts like the previous statement ('{f3}')")
            prev = f3
    starts = Counter(" ".join(words(p["statement"])[:2]) for p in prefs)
    for s, c in starts.most_common(8):
        if c >= 8:
            warn(f"statement opening '{s}' used {c} times")
    holdout_topics = Counter(p["topic"] for u in users if u["split"] == "holdout" for p in u["prefs"])

    # ---- requirements
    if len(prefs) < 440:
        err(f"only {len(prefs)} preferences (need 440)")
    if len(topics) < 22:
        err(f"only {len(topics)} topics")
    if n_choice_conv < 60:
        err(f"only {n_choice_conv} choice conversations")
    if n_paste < 30:
        err(f"only {n_paste} pasted sessions")
    if len(multi_users) < 8:
        err(f"only {len(multi_users)} users with 3 aversions in one topic")
    if retr_users < 6:
        err(f"only {retr_users} users with a retraction")
    if splits["holdout"] < 14 or splits["holdout"] / max(n_users, 1) < 0.30:
        err(f"holdout too small: {splits['holdout']}")
    for t in topics:
        if holdout_topics[t] == 0:
            warn(f"topic {t} absent from holdout")

    # ---- write
    data = {
        "name": "preferences-in-passing",
        "description": (
            "Preferences and constraints that users mention once, in passing, inside "
            "unrelated chat sessions, asked about many sessions later. 40 synthetic users, "
            "hand-written by an annotator (see README.md); assembled by build.py from src/*.txt. "
            "Per user: sessions, questions, preferences (annotated statements), choices "
            "(preferences revealed only by picking one of 2-4 offered options) and pasted "
            "(sessions where the user pasted someone else's first-person text; markers must "
            "not be attributed to the user)."),
        "license": "CC0-1.0 (original writing for this evaluation set)",
        "users": [],
    }
    for u in users:
        qs = []
        for q in sorted(u["questions"], key=lambda q: int(q["id"].split("-q")[1])):
            qs.append({k: v for k, v in q.items() if not k.startswith("_")})
        data["users"].append({
            "user_id": u["uid"], "split": u["split"], "sessions": u["sessions"],
            "questions": qs, "preferences": u["prefs"], "choices": u["choices"],
            "pasted": u["pasted"]})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
        f.write("\n")

    # ---- report
    print(f"users {n_users}  sessions {n_sess}  messages {n_msgs}  preferences {len(prefs)}  "
          f"topics {len(topics)}  questions {n_q}")
    print(f"splits {dict(splits)}  holdout users: "
          + " ".join(u["uid"][-3:] for u in users if u["split"] == "holdout"))
    print(f"choice conversations {n_choice_conv}  groups with 1 choice {g1}  with 2 choices {g2}")
    print(f"pasted sessions {n_paste}  retracted preferences {retr} (users {retr_users})")
    print(f"users with >=3 aversions in one topic: {len(multi_users)}  {multi}")
    print(f"sessions by number of preferences: {dict(sorted(per_sess.items()))}")
    print(f"statements without prefer/like/love: {no_plw}/{len(prefs)}")
    print(f"polarity {dict(pol)}")
    print("per kind: " + ", ".join(f"{k} {kinds[k]}" for k in KINDS))
    print("per topic (all / holdout):")
    for t in TOPICS:
        print(f"  {t:14s} {topics[t]:4d} {holdout_topics[t]:4d}")
    qsplit = Counter()
    for u in users:
        qsplit[u["split"]] += len(u["questions"])
    print(f"questions per split {dict(qsplit)}")
    for u in users:
        print(f"  {u['uid']} {u['split']:7s} sessions {u['n']:2d} prefs {len(u['prefs']):2d} "
              f"questions {len(u['questions']):2d} choices {len(u['choices'])} pasted {len(u['pasted'])}")
    for w in WARN:
        print("WARN", w)
    for e in ERR:
        print("ERROR", e)
    print(f"{len(ERR)} errors, {len(WARN)} warnings")
    return 1 if ERR else 0


if __name__ == "__main__":
    sys.exit(main())
