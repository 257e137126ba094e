"""The shared builder of the daily-chat recall sets (daily-recall, work-chat).

Each set's build.py names its set, its description and its bounds (a `Config`) and calls
`main`, which reads the hand-written sources in the set's src/, validates them and writes
<name>.json next to it. Standard library only; the output is byte-identical on every run (no
clocks, no randomness); it exits non-zero, writing nothing, if any rule below is violated.

    python3 build.py                        check all ten users, write <name>.json
    python3 build.py --only <prefix>-u01,<prefix>-u02
                                            check only these users, never write anything
    python3 build.py --show [<prefix>-uNN]  also print each question with its answering sentence

Source format: src/uNN_<firstname>.py defines one dict USER:

    USER = {
        "user_id": "<prefix>-u01",
        "split": "dev",                       # "dev" or "holdout" (see DEV_USERS below)
        "about": "one line for the README",
        "sessions": [                         # at most one per day, in order
            ("2026-03-02", "19:04", [         # date, start time (UTC), messages
                ("u", "what the user typed"),
                ("a", "what the assistant answered"),
                ...
            ]),
        ],
        "asked_at": "2026-03-15T19:00:00Z",   # the day after the last session
        "questions": [
            ("suggested", "question text", "answer", ["s03"]),   # category, question, answer, evidence
        ],
        "traps": [                            # not exported: documents the confusable text
            ("s02", "relative", "a substring of the user's messages in that session"),
        ],
    }

Message times are derived from the session start: each message comes 1 minute after the
previous one, 2 minutes if the previous message was longer than 40 words. Questions are
asked one minute apart from "asked_at". Session and question ids are numbered in order.
"""
import datetime as dt
import importlib.util
import json
import os
import re
import sys
from dataclasses import dataclass

sys.dont_write_bytecode = True  # keep src/ free of __pycache__

LICENSE = "CC0-1.0 (public domain dedication); all people, places of work and conversations are invented"


@dataclass(frozen=True)
class Config:
    here: str
    """The set's directory (src/ inside it, <name>.json written into it)."""
    name: str
    prefix: str
    description: str
    sessions: tuple
    """Sessions per user, (fewest, most)."""
    messages: tuple
    """Messages per session."""
    assistant_words: tuple
    """Words of an assistant reply."""
    gap_days: tuple
    """Days between consecutive sessions."""
    trap_kinds: tuple
    """The kinds of trap every user must document."""
    generic_extra: str = ""
    """More words a question may share with the answering sentence (the set's own topic words)."""

    @property
    def src(self):
        return os.path.join(self.here, "src")

    @property
    def out(self):
        return os.path.join(self.here, f"{self.name}.json")

    @property
    def generic(self):
        return _GENERIC | frozenset(self.generic_extra.split())


CFG = None
"""The set being built, and the words its questions may share (set by `main`)."""
GENERIC = frozenset()

CATEGORIES = ("recall", "suggested", "dated", "fact", "changed")
ASSISTANT_CATEGORIES = frozenset({"suggested"})
DATED_CATEGORIES = frozenset({"dated"})

N_USERS = 10
DEV_USERS = frozenset({1, 2, 3, 6, 7, 8})      # the others (4, 5, 9, 10) are holdout
QUESTIONS = (12, 12)
MIN_PER_CATEGORY_USER = 2
ANSWER_WORDS = (1, 5)
MAX_SHARED_WITH_SENTENCE = 2   # content words a question may share with the sentence holding the answer

STOPWORDS = frozenset("""
a about above after again against all am an and any are aren as at be because been before being below
between both but by can could did didn do does doesn doing don down during each few for from further had
hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn it its
itself just ll me more most my myself no nor not now of off on once only or other our ours ourselves out
over own re s same she should so some such t than that the their theirs them themselves then there these
they this those through to too under until up us ve very was wasn we were weren what when where which while
who whom why will with won would you your yours yourself yourselves d m o y also ever
""".split())

# Words a question may share with the answering sentence without giving it away: the topic of
# the question, the verbs of asking and remembering, and date words.
_GENERIC = frozenset("""
told tell said say mentioned mention suggest suggested suggestion recommend recommended recommendation
advice advise advised ask asked talk talked
remember name called call thing one two three first last day days week today yesterday tonight morning
evening night time again back earlier going go went get got make made try tried like liked want wanted
book books film films movie movies app apps song songs recipe recipes park exercise exercises technique
painter artist show series podcast place cafe dish meal breakfast lunch dinner cook cooked cooking eat ate
read reading watch watched listen listening play playing work job school friend
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
st nd rd th
""".split())

MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"], start=1)}

errors = []
# "python3 build.py --show [<prefix>-uNN]" prints each question with the sentence that answers it, for review.
SHOW = None
if "--show" in sys.argv:
    i = sys.argv.index("--show")
    SHOW = sys.argv[i + 1] if len(sys.argv) > i + 1 and not sys.argv[i + 1].startswith("--") else ""
# "python3 build.py --only <prefix>-u01,<prefix>-u02" checks only these users and never writes the output.
ONLY = None
if "--only" in sys.argv:
    i = sys.argv.index("--only")
    ONLY = set(sys.argv[i + 1].split(",")) if len(sys.argv) > i + 1 else set()


def err(msg):
    errors.append(msg)


def words(text):
    return [w for w in re.split(r"[^0-9a-z]+", text.lower()) if w]


def content_words(text):
    return [w for w in words(text) if w not in STOPWORDS]


def stem(w):
    for suf in ("ing", "ed", "es", "s"):
        if len(w) > len(suf) + 2 and w.endswith(suf):
            return w[: -len(suf)]
    return w


def phrase_in(phrase, text):
    """True if the answer's words occur contiguously, as whole words, in text (case-insensitive)."""
    pw = words(phrase)
    tw = words(text)
    n = len(pw)
    return any(tw[i:i + n] == pw for i in range(len(tw) - n + 1))


def sentences_with(phrase, text):
    out = []
    for s in re.split(r"(?<=[.!?])\s+|\n+", text):
        if phrase_in(phrase, s):
            out.append(s)
    return out


def month_number(name):
    return next(n for full, n in MONTHS.items() if full.startswith(name))


def dates_named(question):
    """(month, day) pairs written in the question: 'March 5th', 'the 5th of March', 'Mar 5'."""
    q = question.lower()
    found = set()
    mon = (r"(january|february|march|april|may|june|july|august|september|october|november|december"
           r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?")
    for m, d in re.findall(mon + r"\s+(\d{1,2})(?:st|nd|rd|th)?\b", q):
        found.add((month_number(m), int(d)))
    for d, m in re.findall(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?" + mon, q):
        found.add((month_number(m), int(d)))
    return found


def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.USER


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def build_user(src, expected_id, expected_split):
    uid = src.get("user_id")
    where = uid or expected_id
    if uid != expected_id:
        err(f"{where}: user_id should be {expected_id}")
    if src.get("split") != expected_split:
        err(f"{where}: split should be {expected_split}")
    if not src.get("about"):
        err(f"{where}: missing 'about'")

    sessions_src = src.get("sessions", [])
    if not CFG.sessions[0] <= len(sessions_src) <= CFG.sessions[1]:
        err(f"{where}: {len(sessions_src)} sessions, want {CFG.sessions[0]}-{CFG.sessions[1]}")

    sessions = []
    by_sid = {}
    session_date = {}
    session_end = {}
    prev_time = None
    prev_date = None
    for si, (date_s, start_s, msgs) in enumerate(sessions_src, start=1):
        sid = f"{expected_id}-s{si:02d}"
        day = dt.date.fromisoformat(date_s)
        if prev_date is not None:
            gap = (day - prev_date).days
            if not CFG.gap_days[0] <= gap <= CFG.gap_days[1]:
                err(f"{sid}: {gap} days after the previous session, want {CFG.gap_days[0]}-{CFG.gap_days[1]}")
        prev_date = day
        if day.year != 2026:
            err(f"{sid}: date not in 2026")
        hh, mm = (int(x) for x in start_s.split(":"))
        t = dt.datetime(day.year, day.month, day.day, hh, mm, 0)
        if not CFG.messages[0] <= len(msgs) <= CFG.messages[1]:
            err(f"{sid}: {len(msgs)} messages, want {CFG.messages[0]}-{CFG.messages[1]}")
        out_msgs = []
        for mi, (r, content) in enumerate(msgs):
            role = {"u": "user", "a": "assistant"}.get(r)
            if role is None:
                err(f"{sid} message {mi}: role {r!r}")
                continue
            want = "user" if mi % 2 == 0 else "assistant"
            if role != want:
                err(f"{sid} message {mi}: {role}, want {want} (alternation starting with user)")
            if content != content.strip() or not content:
                err(f"{sid} message {mi}: empty or untrimmed content")
            if re.search(r"[*#`]|\]\(", content):
                err(f"{sid} message {mi}: markup characters in content")
            if role == "assistant":
                n = len(content.split())
                if not CFG.assistant_words[0] <= n <= CFG.assistant_words[1]:
                    err(f"{sid} message {mi}: assistant reply of {n} words, want "
                        f"{CFG.assistant_words[0]}-{CFG.assistant_words[1]}")
            if mi > 0:
                t = t + dt.timedelta(minutes=2 if len(msgs[mi - 1][1].split()) > 40 else 1)
            if prev_time is not None and t <= prev_time:
                err(f"{sid} message {mi}: time not increasing")
            if t.date() != day:
                err(f"{sid} message {mi}: session runs past midnight")
            prev_time = t
            out_msgs.append({"role": role, "content": content, "created_at": iso(t)})
        if msgs and msgs[-1][0] != "a":
            err(f"{sid}: should end with the assistant's reply")
        session = {"session_id": sid, "messages": out_msgs}
        sessions.append(session)
        by_sid[sid] = session
        session_date[sid] = day
        session_end[sid] = prev_time

    asked = dt.datetime.strptime(src.get("asked_at", ""), "%Y-%m-%dT%H:%M:%SZ")
    if prev_date is not None and asked.date() != prev_date + dt.timedelta(days=1):
        err(f"{where}: asked_at {asked.date()} is not the day after the last session {prev_date}")

    questions = []
    qsrc = src.get("questions", [])
    if not QUESTIONS[0] <= len(qsrc) <= QUESTIONS[1]:
        err(f"{where}: {len(qsrc)} questions, want {QUESTIONS[0]}-{QUESTIONS[1]}")
    cat_count = {c: 0 for c in CATEGORIES}
    seen_answers = set()
    for qi, (cat, question, answer, evidence) in enumerate(qsrc, start=1):
        qid = f"{expected_id}-q{qi:02d}"
        qtime = asked + dt.timedelta(minutes=qi - 1)
        if cat not in CATEGORIES:
            err(f"{qid}: category {cat!r}")
        else:
            cat_count[cat] += 1
        if answer.lower() in seen_answers:
            err(f"{qid}: answer {answer!r} repeats another question's answer")
        seen_answers.add(answer.lower())
        nw = len(answer.split())
        if not ANSWER_WORDS[0] <= nw <= ANSWER_WORDS[1]:
            err(f"{qid}: answer of {nw} words, want {ANSWER_WORDS[0]}-{ANSWER_WORDS[1]}")
        ans_cw = content_words(answer)
        if not ans_cw:
            err(f"{qid}: answer has no content word")
        q_cw = content_words(question)
        q_stems = {stem(w) for w in q_cw}
        for w in ans_cw:
            if w in q_cw or stem(w) in q_stems:
                err(f"{qid}: question contains answer word {w!r}")
        if not question.strip().endswith("?"):
            err(f"{qid}: question should end with '?'")
        sids = [f"{expected_id}-{e}" for e in evidence]
        if not sids:
            err(f"{qid}: no evidence")
        role = "assistant" if cat in ASSISTANT_CATEGORIES else "user"
        holders = []
        for sid in sids:
            if sid not in by_sid:
                err(f"{qid}: evidence {sid} does not exist")
                continue
            if session_end[sid] >= qtime:
                err(f"{qid}: asked before the end of evidence session {sid}")
            texts = [m["content"] for m in by_sid[sid]["messages"] if m["role"] == role]
            if any(phrase_in(answer, t) for t in texts):
                holders.append(sid)
        if not holders:
            err(f"{qid}: answer {answer!r} not found verbatim in {role} messages of {evidence}")
        if cat == "changed":
            if len(sids) < 2:
                err(f"{qid}: 'changed' needs the earlier and the later session as evidence")
            elif sids[-1] not in holders or sorted(sids) != sids:
                err(f"{qid}: 'changed' answer must be in the latest evidence session {sids[-1]}")
            elif sids[0] in holders:
                err(f"{qid}: 'changed' answer already in the earliest evidence session {sids[0]}: "
                    f"that session should hold the earlier value")
        elif len(sids) != 1:
            err(f"{qid}: '{cat}' should have exactly one evidence session")
        if cat in DATED_CATEGORIES:
            named = dates_named(question)
            want = {(session_date[s].month, session_date[s].day) for s in sids if s in session_date}
            if not named:
                err(f"{qid}: '{cat}' question must name the date")
            elif named != want:
                err(f"{qid}: question names {sorted(named)}, evidence is on {sorted(want)}")
        else:
            if dates_named(question):
                err(f"{qid}: only dated questions name a date")
        # The question must not echo the distinctive words of the sentence that holds the answer.
        for sid in holders[-1:]:
            for m in by_sid[sid]["messages"]:
                if m["role"] != role:
                    continue
                for s in sentences_with(answer, m["content"]):
                    s_stems = {stem(w) for w in content_words(s)} - {stem(w) for w in ans_cw}
                    shared = sorted({w for w in q_cw if stem(w) in s_stems and w not in GENERIC})
                    if len(shared) > MAX_SHARED_WITH_SENTENCE:
                        err(f"{qid}: question shares {shared} with the answering sentence")
                    if SHOW is not None and (SHOW == "" or SHOW == expected_id):
                        print(f"{qid} [{cat}] {question}\n    answer: {answer}\n    from:   {s}\n"
                              f"    shared: {shared}")
        questions.append({
            "id": qid,
            "question": question,
            "asked_at": iso(qtime),
            "answer": answer,
            "evidence": sids,
            "category": cat,
        })
    for cat in CATEGORIES:
        if cat_count[cat] < MIN_PER_CATEGORY_USER:
            err(f"{where}: {cat_count[cat]} questions of category {cat!r}, want >= {MIN_PER_CATEGORY_USER}")

    trap_kinds = set()
    for sref, kind, quote in src.get("traps", []):
        sid = f"{expected_id}-{sref}"
        trap_kinds.add(kind)
        if kind not in CFG.trap_kinds:
            err(f"{where}: trap kind {kind!r}")
        if sid not in by_sid:
            err(f"{where}: trap in missing session {sid}")
        elif not any(quote.lower() in m["content"].lower() for m in by_sid[sid]["messages"] if m["role"] == "user"):
            err(f"{where}: trap text {quote!r} not in the user's messages of {sid}")
    for kind in CFG.trap_kinds:
        if kind not in trap_kinds:
            err(f"{where}: no trap of kind {kind!r}")

    return {"user_id": expected_id, "split": expected_split, "sessions": sessions, "questions": questions}


def main(cfg):
    """Validate the set `cfg` names and write its JSON (see the module docstring)."""
    global CFG, GENERIC
    CFG, GENERIC = cfg, cfg.generic
    files = sorted(f for f in os.listdir(CFG.src) if re.fullmatch(r"u\d\d_[a-z0-9_]+\.py", f))
    users = []
    for i in range(1, N_USERS + 1):
        uid = f"{CFG.prefix}-u{i:02d}"
        if ONLY is not None and uid not in ONLY:
            continue
        mine = [f for f in files if f.startswith(f"u{i:02d}_")]
        if len(mine) != 1:
            err(f"src/: {len(mine)} files named u{i:02d}_*.py, want 1")
            continue
        split = "dev" if i in DEV_USERS else "holdout"
        try:
            src = load(os.path.join(CFG.src, mine[0]))
        except Exception as e:  # a source that does not even load is one more rule violation
            err(f"src/{mine[0]}: cannot load: {type(e).__name__}: {e}")
            continue
        users.append(build_user(src, uid, split))
    for f in files:
        if not 1 <= int(f[1:3]) <= N_USERS:
            err(f"src/{f}: number out of range 01-{N_USERS:02d}")

    stats = {}
    cats = {c: 0 for c in CATEGORIES}
    for u in users:
        s = stats.setdefault(u["split"], {"users": 0, "sessions": 0, "messages": 0, "questions": 0})
        s["users"] += 1
        s["sessions"] += len(u["sessions"])
        s["messages"] += sum(len(x["messages"]) for x in u["sessions"])
        s["questions"] += len(u["questions"])
        for q in u["questions"]:
            cats[q["category"]] = cats.get(q["category"], 0) + 1
    holdout = sum(1 for u in users if u["split"] == "holdout")
    if ONLY is None and users and holdout / len(users) < 0.3:
        err("fewer than 30% holdout users")

    data = {"name": CFG.name, "description": CFG.description, "license": LICENSE, "users": users}
    for split in ("dev", "holdout"):
        if split in stats:
            s = stats[split]
            print(f"{split}: {s['users']} users, {s['sessions']} sessions, {s['messages']} messages, "
                  f"{s['questions']} questions")
    print("categories: " + ", ".join(f"{c} {n}" for c, n in cats.items()))
    if errors:
        for e in errors:
            print("ERROR: " + e, file=sys.stderr)
        print(f"{len(errors)} error(s); {CFG.out} not written", file=sys.stderr)
        sys.exit(1)
    if ONLY is not None:
        print(f"checked {', '.join(sorted(ONLY))}: no errors (--only: {CFG.out} not written)")
        return
    with open(CFG.out, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print(f"wrote {CFG.out}")

