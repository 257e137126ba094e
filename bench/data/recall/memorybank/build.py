#!/usr/bin/env python3
"""Build memorybank_en.json (SPEC format) from the raw MemoryBank-SiliconFriend
English evaluation data plus the hand labels in labels.json.

Deterministic, standard library only. Run from anywhere:
    python3 build.py
Exits non-zero if any validation check fails.
"""
import datetime as dt
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
RAW_CHATS = os.path.join(HERE, "raw", "memory_bank_en.json")
RAW_QUESTIONS = os.path.join(HERE, "raw", "probing_questions_en.jsonl")
LABELS = os.path.join(HERE, "labels.json")
OUT = os.path.join(HERE, "memorybank_en.json")

START_HOUR = 19          # first message of every session at 19:00Z
MSG_GAP_MIN = 1          # one minute between consecutive messages
HOLDOUT_EVERY = 3        # every third user in source order ...
HOLDOUT_OFFSET = 1       # ... starting with the second (index 1)
MAX_CONTENT_WORDS = 4    # guidelines: 1-4 words (counted without stopwords)
MAX_ALL_WORDS = 6        # SPEC: 1-6 words; titles keep their "the", "of", "to"
CATEGORIES = {"fact", "temporal", "multi", "unanswerable"}
SIDES = {"user", "assistant"}

# NLTK English stopword list (public domain word list), used for the hit rule.
STOPWORDS = set("""
i me my myself we our ours ourselves you your yours yourself yourselves he him
his himself she her hers herself it its itself they them their theirs themselves
what which who whom this that these those am is are was were be been being have
has had having do does did doing a an the and but if or because as until while
of at by for with about against between into through during before after above
below to from up down in out on off over under again further then once here
there when where why how all any both each few more most other some such no nor
not only own same so than too very s t can will just don should now d ll m o re
ve y ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan
shouldn wasn weren won wouldn
""".split())

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def words(text):
    """Lower-cased words: split on anything that is not a letter or digit."""
    return [w for w in re.split(r"[^0-9a-z]+", text.lower()) if w]


def content_words(text):
    return [w for w in words(text) if w not in STOPWORDS]


def slug(name):
    s = unicodedata.normalize("NFKD", name.strip()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def clean_question(q):
    """Source questions are sometimes wrapped in literal quote marks; drop them."""
    q = q.strip()
    while len(q) >= 2 and q[0] == '"' and q[-1] == '"':
        q = q[1:-1].strip()
    return q


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def main():
    with open(RAW_CHATS, encoding="utf-8") as f:
        chats = json.load(f)          # dict keeps source order
    questions = {}
    with open(RAW_QUESTIONS, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            obj = json.loads(line)
            for k, v in obj.items():
                questions[k.strip()] = v
    with open(LABELS, encoding="utf-8") as f:
        labels = json.load(f)
    labels.pop("_about", None)

    users = []
    skipped_empty = []
    stats = {"users": 0, "sessions": 0, "messages": 0, "questions": 0,
             "by_category": {}, "by_split": {}, "by_split_category": {},
             "unanswerable": 0, "assistant_side": 0, "user_side": 0, "assistant_only": 0,
             "question_answer_overlap": 0}

    for idx, (raw_key, person) in enumerate(chats.items()):
        name = raw_key.strip()
        if person.get("name", name).strip() != name:
            err(f"{name}: key/name mismatch {person.get('name')!r}")
        uid = "mb-" + slug(name)
        split = "holdout" if idx % HOLDOUT_EVERY == HOLDOUT_OFFSET else "dev"

        sessions = []
        session_text = {}     # session_id -> {"user": str, "assistant": str}
        last_time = None
        last_date = None
        for date_str in person["history"]:   # source order
            turns = person["history"][date_str]
            date = dt.date.fromisoformat(date_str)
            if last_date is not None and date <= last_date:
                err(f"{uid}: session date {date_str} does not increase")
            last_date = date
            sid = f"{uid}-{date_str}"
            if not turns:
                skipped_empty.append(sid)
                continue
            t = dt.datetime(date.year, date.month, date.day, START_HOUR, 0, 0)
            msgs = []
            for turn in turns:
                for role, key in (("user", "query"), ("assistant", "response")):
                    content = turn[key]
                    if not content.strip():
                        err(f"{sid}: empty {role} message")
                    if last_time is not None and t <= last_time:
                        err(f"{sid}: timestamp does not increase")
                    msgs.append({"role": role, "content": content, "created_at": iso(t)})
                    last_time = t
                    t += dt.timedelta(minutes=MSG_GAP_MIN)
            sessions.append({"session_id": sid, "messages": msgs})
            session_text[sid] = {
                "user": "\n".join(m["content"] for m in msgs if m["role"] == "user"),
                "assistant": "\n".join(m["content"] for m in msgs if m["role"] == "assistant"),
            }
        last_session_date = dt.date.fromisoformat(sessions[-1]["session_id"][len(uid) + 1:])

        src_qs = questions.get(name)
        lab = labels.get(name)
        if src_qs is None:
            err(f"{name}: no probing questions")
            src_qs = []
        if lab is None or len(lab) != len(src_qs):
            err(f"{name}: labels missing or count differs from probing questions")
            lab = lab or []

        ask_day = last_session_date + dt.timedelta(days=1)
        ask_t = dt.datetime(ask_day.year, ask_day.month, ask_day.day, START_HOUR, 0, 0)
        out_qs = []
        for qi, (src_q, lb) in enumerate(zip(src_qs, lab), start=1):
            qid = f"{uid}-q{qi:02d}"
            qtext = clean_question(src_q)
            if lb.get("question") != qtext:
                err(f"{qid}: label question text does not match source: {lb.get('question')!r} vs {qtext!r}")
            cat = lb["category"]
            ans = lb["answer"]
            side = lb.get("answer_side")
            ev = [f"{uid}-{d}" for d in lb["evidence"]]
            if cat not in CATEGORIES:
                err(f"{qid}: bad category {cat!r}")
            if side not in SIDES:
                err(f"{qid}: bad answer_side {side!r}")
            if cat == "unanswerable":
                if ans != "" or ev:
                    err(f"{qid}: unanswerable must have empty answer and evidence")
            else:
                aw = words(ans)
                cw = content_words(ans)
                if not cw:
                    err(f"{qid}: answer has no content words")
                # one-letter fragments (the N of "Guns N' Roses") are not counted
                n_cw = len([w for w in cw if len(w) > 1])
                if n_cw > MAX_CONTENT_WORDS:
                    err(f"{qid}: answer has {n_cw} content words (> {MAX_CONTENT_WORDS})")
                if len(ans.split()) > MAX_ALL_WORDS:
                    err(f"{qid}: answer has more than {MAX_ALL_WORDS} words")
                if not ev:
                    err(f"{qid}: no evidence")
                if cat == "multi" and len(ev) < 2:
                    err(f"{qid}: multi needs >= 2 evidence sessions")
                if cat != "multi" and len(ev) != 1:
                    err(f"{qid}: {cat} should have exactly one evidence session")
                ev_all, ev_side = set(), set()
                for sid in ev:
                    if sid not in session_text:
                        err(f"{qid}: evidence {sid} is not a session of {uid}")
                        continue
                    st = session_text[sid]
                    ev_all |= set(words(st["user"] + "\n" + st["assistant"]))
                    ev_side |= set(words(st[side]))
                missing = [w for w in aw if w not in ev_all]
                if missing:
                    err(f"{qid}: answer words not in evidence sessions: {missing}")
                missing_side = [w for w in cw if w not in ev_side]
                if missing_side:
                    err(f"{qid}: answer words not in {side} messages of evidence: {missing_side}")
                if cat == "multi":
                    # each evidence session must hold part of the answer
                    for sid in ev:
                        if sid in session_text:
                            st = set(words(session_text[sid][side]))
                            if not any(w in st for w in cw):
                                err(f"{qid}: multi evidence {sid} holds none of the answer")
                ev_dates = [dt.date.fromisoformat(s[len(uid) + 1:]) for s in ev]
                if ev_dates and max(ev_dates) >= ask_t.date():
                    err(f"{qid}: asked before its evidence")
                if side == "assistant":
                    user_ev = set()
                    for sid in ev:
                        if sid in session_text:
                            user_ev |= set(words(session_text[sid]["user"]))
                    if not any(w in user_ev for w in cw):
                        stats["assistant_only"] += 1
                overlap = sorted(set(cw) & set(content_words(qtext)))
                if overlap:
                    stats["question_answer_overlap"] += 1
                    warnings.append(f"{qid}: answer word(s) also in question: {overlap}")
            q = {"id": qid, "question": qtext, "asked_at": iso(ask_t), "answer": ans,
                 "evidence": ev, "category": cat, "answer_side": side}
            out_qs.append(q)
            ask_t += dt.timedelta(minutes=1)

            stats["questions"] += 1
            stats["by_category"][cat] = stats["by_category"].get(cat, 0) + 1
            stats["by_split"][split] = stats["by_split"].get(split, 0) + 1
            sc = stats["by_split_category"].setdefault(split, {})
            sc[cat] = sc.get(cat, 0) + 1
            if cat == "unanswerable":
                stats["unanswerable"] += 1
            elif side == "assistant":
                stats["assistant_side"] += 1
            else:
                stats["user_side"] += 1

        users.append({"user_id": uid, "split": split, "sessions": sessions, "questions": out_qs})
        stats["users"] += 1
        stats["sessions"] += len(sessions)
        stats["messages"] += sum(len(s["messages"]) for s in sessions)

    extra = set(labels) - {k.strip() for k in chats}
    if extra:
        err(f"labels for unknown people: {sorted(extra)}")
    ids = [u["user_id"] for u in users]
    if len(set(ids)) != len(ids):
        err("duplicate user ids")
    n_hold = sum(1 for u in users if u["split"] == "holdout")
    if n_hold * 10 < 3 * len(users):
        err(f"holdout share {n_hold}/{len(users)} is below 30%")

    data = {
        "name": "memorybank-en",
        "description": (
            "English evaluation data of MemoryBank / SiliconFriend (Zhong et al., 2023; "
            "github.com/zhongwanjun/MemoryBank-SiliconFriend, eval_data/en): 15 people, each "
            "in synthetic chats with an AI companion once a day from 2023-04-27 to 2023-05-06, "
            "plus the source's probing questions (which come without answers). One "
            "session per dated day of chat; the source gives only dates, so message times are "
            "synthetic (19:00Z, one minute apart); an empty day is omitted. Questions are asked "
            "the day after the last session. Answers, evidence sessions, categories (fact, "
            "temporal, multi, unanswerable) and answer_side were labelled by hand for this set "
            "by reading each question against the chats; answers are words that occur in the "
            "evidence session. Built by build.py from raw/ and labels.json."),
        "license": (
            "MIT (Copyright (c) 2023 Wanjun Zhong), from github.com/zhongwanjun/"
            "MemoryBank-SiliconFriend; see raw/LICENSE and raw/ATTRIBUTION.md. Labels are "
            "additions under the same licence."),
        "users": users,
    }

    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"{len(errors)} error(s); output not written")
        return 1

    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")

    print(f"wrote {os.path.relpath(OUT, HERE)}")
    if skipped_empty:
        print("empty source days omitted:", ", ".join(skipped_empty))
    print(f"users: {stats['users']} (holdout {n_hold}: "
          + ", ".join(u['user_id'] for u in users if u['split'] == 'holdout') + ")")
    print(f"sessions: {stats['sessions']}  messages: {stats['messages']}")
    print(f"questions: {stats['questions']}  by category: {json.dumps(stats['by_category'], sort_keys=True)}")
    print(f"by split: {json.dumps(stats['by_split'], sort_keys=True)}  "
          f"by split and category: {json.dumps(stats['by_split_category'], sort_keys=True)}")
    print(f"unanswerable: {stats['unanswerable']}  answerable with answer in user words: "
          f"{stats['user_side']}, in assistant words: {stats['assistant_side']} "
          f"(of which {stats['assistant_only']} share no answer word with the user's messages)")
    print(f"answers sharing a content word with their question: {stats['question_answer_overlap']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
