"""The shared builder of the user-and-assistant evaluation sets (everyday, long-replies).

Each set's build.py names its set, its description, its categories and its counts (a `Config`),
and calls `main`, which reads the hand-written sources in the set's src/, validates them and
writes <name>.json next to it. Standard library only; the output is byte-identical on every run
(no clocks, no randomness); exits non-zero if any rule is violated.

Source files: src/uNN_*.py, each defining USER = {
    "uid": "u01", "split": "dev"|"holdout", "persona": "...",
    "sessions": [("YYYY-MM-DD HH:MM", [("u", text), ("a", text), ...]), ...],
    "questions": [{"q": ..., "at": "YYYY-MM-DD HH:MM", "a": ..., "ev": [session numbers, 1-based],
                   "cat": ..., "old": <old value, update only>, "wrong": <wrong value, correction only>}],
}
Message times are derived deterministically from the session start and message lengths.
"""
import datetime as dt
import json
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Config:
    here: str
    """The set's directory (src/ inside it, <name>.json written into it)."""
    name: str
    prefix: str
    description: str
    categories: tuple
    min_per_category: dict
    users: int
    holdout: int
    assistant_categories: frozenset = field(default_factory=frozenset)
    """Categories whose answer is copied from the assistant's messages, not the user's."""
    long_reply_words: int = 0
    """When set, every session needs an assistant reply of at least this many words."""


STOPWORDS = set("""a an the and or but if of to in on at for with by from as is are was were be been being am
do does did have has had i me my mine we our you your he him his she her they them their it its this that these
those there here what which who whom whose when where why how not no yes so than then too very can could should
would will shall may might must just also about into over under up down out off again once all any both each few
more most other some such only own same s t don now""".split())

errors = []


def err(msg):
    errors.append(msg)


def words(text):
    return re.findall(r"[^\W_]+", text.lower())


def content_words(text):
    return [w for w in words(text) if w not in STOPWORDS]


def parse_time(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)


def fmt(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def similar(qw, aw):
    """True if question word qw looks like the answer word aw (same word or an obvious inflection)."""
    if qw == aw:
        return True
    short, long_ = sorted((qw, aw), key=len)
    if len(short) >= 4 and long_.startswith(short):
        return True
    n = 0
    for x, y in zip(qw, aw):
        if x != y:
            break
        n += 1
    return n >= 6


def load_sources(src):
    users = []
    for fn in sorted(os.listdir(src)):
        if not (fn.startswith("u") and fn.endswith(".py")):
            continue
        ns = {}
        path = os.path.join(src, fn)
        with open(path, encoding="utf-8") as f:
            exec(compile(f.read(), path, "exec"), ns)
        users.append((fn, ns["USER"]))
    return users


def build_user(cfg, U):
    uid = f"{cfg.prefix}-{U['uid']}"
    out_sessions = []
    session_bounds = []  # (start, end) per session
    user_text = []  # per session: list of user message texts
    assistant_text = []  # per session: list of assistant message texts
    prev_end = None
    prev_start = None
    sess = U["sessions"]
    if not 5 <= len(sess) <= 8:
        err(f"{uid}: {len(sess)} sessions (need 5-8)")
    for si, (start, msgs) in enumerate(sess, 1):
        sid = f"{uid}-s{si:02d}"
        t = parse_time(start)
        if prev_start is not None and t - prev_start < dt.timedelta(days=1):
            err(f"{sid}: starts less than a day after the previous session")
        if prev_end is not None and t <= prev_end:
            err(f"{sid}: starts before previous session ends")
        prev_start = t
        if not 4 <= len(msgs) <= 12:
            err(f"{sid}: {len(msgs)} messages (need 4-12)")
        if msgs[0][0] != "u":
            err(f"{sid}: first message is not from the user")
        out_msgs = []
        first = True
        for role, text in msgs:
            if role not in ("u", "a"):
                err(f"{sid}: bad role {role!r}")
            if not text.strip():
                err(f"{sid}: empty message")
            if not first:
                gap = (30 + len(text) // 2) if role == "u" else (6 + len(text) // 50)
                t = t + dt.timedelta(seconds=gap)
            first = False
            out_msgs.append({"role": "user" if role == "u" else "assistant", "content": text, "created_at": fmt(t)})
        start_t = parse_time(start)
        session_bounds.append((start_t, t))
        prev_end = t
        user_text.append([m for r, m in msgs if r == "u"])
        assistant_text.append([m for r, m in msgs if r == "a"])
        if cfg.long_reply_words and not any(
            r == "a" and len(words(m)) >= cfg.long_reply_words for r, m in msgs
        ):
            err(f"{sid}: no assistant reply of {cfg.long_reply_words} words or more")
        out_sessions.append({"session_id": sid, "messages": out_msgs})
    span = session_bounds[-1][0] - session_bounds[0][0]
    if span < dt.timedelta(days=21):
        err(f"{uid}: sessions span only {span.days} days (need weeks to months)")

    qs = U["questions"]
    if not 8 <= len(qs) <= 12:
        err(f"{uid}: {len(qs)} questions (need 8-12)")
    out_q = []
    for qi, Q in enumerate(qs, 1):
        qid = f"{uid}-q{qi:02d}"
        cat = Q["cat"]
        if cat not in cfg.categories:
            err(f"{qid}: bad category {cat}")
        ans = Q["a"]
        aw = words(ans)
        acw = content_words(ans)
        if not 1 <= len(aw) <= 4:
            err(f"{qid}: answer {ans!r} has {len(aw)} words (need 1-4)")
        if not acw:
            err(f"{qid}: answer {ans!r} has no content words")
        ev = Q["ev"]
        if not ev or any(not 1 <= e <= len(sess) for e in ev):
            err(f"{qid}: bad evidence {ev}")
            continue
        said_by = "assistant" if cat in cfg.assistant_categories else "user"
        source = assistant_text if said_by == "assistant" else user_text
        ev_user_msgs = [m for e in ev for m in source[e - 1]]
        ev_words = set(w for m in ev_user_msgs for w in words(m))
        missing = [w for w in acw if w not in ev_words]
        if missing:
            err(f"{qid}: answer words {missing} not in the {said_by}'s messages of evidence {ev}")
        verbatim = [m for m in ev_user_msgs if ans.lower() in m.lower()]
        if not verbatim:
            err(f"{qid}: answer {ans!r} not copied verbatim from a message of evidence {ev}")
        qwords = words(Q["q"])
        for w in acw:
            for x in qwords:
                if similar(x, w):
                    err(f"{qid}: question word {x!r} repeats answer word {w!r}")
        asked = parse_time(Q["at"])
        last_ev_end = max(session_bounds[e - 1][1] for e in ev)
        if asked <= last_ev_end:
            err(f"{qid}: asked_at {Q['at']} not after evidence session end {fmt(last_ev_end)}")
        if cat == "update":
            old = Q.get("old")
            if not old:
                err(f"{qid}: update without 'old' value")
            else:
                first_ev = min(ev)
                earlier = set(w for si in range(first_ev - 1) for m in user_text[si] for w in words(m))
                miss = [w for w in content_words(old) if w not in earlier]
                if miss:
                    err(f"{qid}: old value words {miss} not said by the user before session {first_ev}")
                for w in content_words(old):
                    if w in acw:
                        err(f"{qid}: old value shares word {w!r} with the new answer")
        if cat == "correction":
            wrong = Q.get("wrong")
            if not wrong:
                err(f"{qid}: correction without 'wrong' value")
            else:
                upto = set(w for si in range(max(ev)) for m in user_text[si] for w in words(m))
                miss = [w for w in content_words(wrong) if w not in upto]
                if miss:
                    err(f"{qid}: wrong value words {miss} not said by the user")
        if cat == "answer":
            ok = False
            for e in ev:
                msgs = sess[e - 1][1]
                for i, (r, m) in enumerate(msgs):
                    if r == "u" and ans.lower() in m.lower() and i > 0 and msgs[i - 1][0] == "a" \
                            and "?" in msgs[i - 1][1] and len(words(m)) <= 10:
                        ok = True
            if not ok:
                err(f"{qid}: 'answer' category but the answer is not in a short reply to an assistant question")
        out_q.append({"id": qid, "question": Q["q"], "asked_at": fmt(asked), "answer": ans,
                      "evidence": [f"{uid}-s{e:02d}" for e in ev], "category": cat})
    return {"user_id": uid, "split": U["split"], "sessions": out_sessions, "questions": out_q}


def main(cfg):
    """Build `cfg.name`.json in `cfg.here` from its src/, validate it, write it if valid."""
    out = os.path.join(cfg.here, f"{cfg.name}.json")
    users = []
    seen = set()
    for _, U in load_sources(os.path.join(cfg.here, "src")):
        u = build_user(cfg, U)
        if U["split"] not in ("dev", "holdout"):
            err(f"{u['user_id']}: bad split {U['split']}")
        ids = [u["user_id"]] + [s["session_id"] for s in u["sessions"]] + [q["id"] for q in u["questions"]]
        for i in ids:
            if i in seen:
                err(f"duplicate id {i}")
            seen.add(i)
        users.append(u)

    data = {"name": cfg.name, "description": cfg.description, "license": "CC0", "users": users}
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"

    n_users = len(users)
    splits = Counter(u["split"] for u in users)
    cats = Counter(q["category"] for u in users for q in u["questions"])
    cats_split = Counter((u["split"], q["category"]) for u in users for q in u["questions"])
    n_sess = sum(len(u["sessions"]) for u in users)
    n_msgs = sum(len(s["messages"]) for u in users for s in u["sessions"])
    n_q = sum(len(u["questions"]) for u in users)

    if n_users != cfg.users:
        err(f"{n_users} users (need {cfg.users})")
    if splits["holdout"] != cfg.holdout:
        err(f"{splits['holdout']} holdout users (need {cfg.holdout})")
    if n_users and splits["holdout"] / n_users < 0.30:
        err("holdout share below 30%")
    for c, m in cfg.min_per_category.items():
        if cats[c] < m:
            err(f"category {c}: {cats[c]} questions (need >= {m})")

    print(f"users: {n_users}  (dev {splits['dev']}, holdout {splits['holdout']})")
    print(f"sessions: {n_sess}  messages: {n_msgs}  questions: {n_q}")
    for split in ("dev", "holdout"):
        nq = sum(len(u["questions"]) for u in users if u["split"] == split)
        print(f"  {split:8s} questions {nq:4d}: " + ", ".join(f"{c} {cats_split[(split, c)]}" for c in cfg.categories))
    print("  total    questions " + f"{n_q:4d}: " + ", ".join(f"{c} {cats[c]}" for c in cfg.categories))

    if errors:
        print(f"\n{len(errors)} violation(s):", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        sys.exit(1)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(out, cfg.here)} ({len(text.encode('utf-8'))} bytes); all checks passed")
