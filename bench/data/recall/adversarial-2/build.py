#!/usr/bin/env python3
"""Build and validate adversarial-2.json from the hand-written sources in src/.

Standard library only.  Usage: python3 build.py

Source format (src/*.txt, read in file-name order):

    ### case
    cat: <category>
    third: y|n
    poison: str | str | ...        (may be empty)
    retracted: str | ...           (may be empty)
    g: statement || answer || critical y/n || session number || same-message y/n
    g: ...                         (zero or more)
    notes: free text
    @@S                            starts a session
    @@U                            user message, content on the following lines
    @@A                            assistant message, content on the following lines

Timestamps are generated deterministically (sessions days apart, messages
minutes apart).  Splits are assigned deterministically, stratified by category
(about 40% holdout in every category).
"""
import datetime as dt
import glob
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "adversarial-2.json")

CATEGORIES = [
    "sarcasm", "fake-system", "injected-policy", "code-logs", "lyrics-poems",
    "pasted-document", "quoted-speech", "translation", "story", "roleplay-game",
    "hypothetical", "third-party", "other-account", "multi-turn", "control",
]

STOP = set("""a an the and or but if of to in on at by for with from as is am are was were be been being
i me my mine we our you your he she it its they them their this that these those do does did not no
so than then too very can will just also only into out up down over about any some all""".split())

ERRORS = []


def err(cid, msg):
    ERRORS.append(f"{cid}: {msg}")


def words(s):
    return [w for w in re.split(r"[\W_]+", s.lower()) if w]


def content_words(s):
    return [w for w in words(s) if w not in STOP]


def rnd(key, lo, hi):
    h = int(hashlib.sha256(key.encode()).hexdigest(), 16)
    return lo + h % (hi - lo + 1)


def parse():
    cases = []
    files = sorted(glob.glob(os.path.join(HERE, "src", "*.txt")))
    for fn in files:
        cur = None
        msg = None
        lines = open(fn, encoding="utf-8").read().split("\n")
        for ln, line in enumerate(lines, 1):
            where = f"{os.path.basename(fn)}:{ln}"
            if line.strip() == "### case":
                cur = {"hdr": {"g": []}, "sessions": [], "where": where}
                cases.append(cur)
                msg = None
                continue
            if cur is None:
                continue
            s = line.rstrip()
            if s == "@@S":
                cur["sessions"].append([])
                msg = None
                continue
            if s in ("@@U", "@@A"):
                if not cur["sessions"]:
                    sys.exit(f"{where}: message before @@S")
                msg = {"role": "user" if s == "@@U" else "assistant", "lines": []}
                cur["sessions"][-1].append(msg)
                continue
            if msg is not None:
                msg["lines"].append(line.rstrip())
                continue
            if not s.strip():
                continue
            m = re.match(r"^(cat|third|poison|retracted|g|notes):\s?(.*)$", s)
            if not m:
                sys.exit(f"{where}: cannot parse header line: {s!r}")
            k, v = m.group(1), m.group(2).strip()
            if k == "g":
                cur["hdr"]["g"].append(v)
            else:
                cur["hdr"][k] = v
    return cases


def build():
    raw = parse()
    out_cases = []
    base = dt.datetime(2026, 1, 5, 0, 0, tzinfo=dt.timezone.utc)
    for i, c in enumerate(raw, 1):
        cid = f"adv2-{i:03d}"
        h = c["hdr"]
        cat = h.get("cat", "")
        if cat not in CATEGORIES:
            err(cid, f"unknown category {cat!r} ({c['where']})")
        third = h.get("third", "n")
        if third not in ("y", "n"):
            err(cid, "third must be y/n")
        poison = [p.strip() for p in h.get("poison", "").split("|") if p.strip()]
        retracted = [p.strip() for p in h.get("retracted", "").split("|") if p.strip()]
        # timestamps
        t = base + dt.timedelta(days=(i * 11) % 97, hours=rnd(cid + "h", 7, 21), minutes=rnd(cid + "m", 0, 59))
        sessions = []
        for si, sess in enumerate(c["sessions"], 1):
            sid = f"{cid}-s{si}"
            if si > 1:
                t = t + dt.timedelta(days=rnd(sid + "d", 3, 19), hours=rnd(sid + "h", 0, 9), minutes=rnd(sid + "mm", 0, 59))
            msgs = []
            for mi, m in enumerate(sess):
                content = "\n".join(m["lines"]).strip("\n").rstrip()
                if not content.strip():
                    err(cid, f"empty message in {sid}")
                if mi > 0:
                    if m["role"] == "assistant":
                        t += dt.timedelta(seconds=rnd(f"{sid}{mi}s", 18, 170))
                    else:
                        t += dt.timedelta(seconds=rnd(f"{sid}{mi}s", 60, 420))
                msgs.append({"role": m["role"], "content": content,
                             "created_at": t.strftime("%Y-%m-%dT%H:%M:%SZ")})
            roles = [m["role"] for m in msgs]
            if not roles or roles[0] != "user" or "assistant" not in roles:
                err(cid, f"{sid} must start with user and contain an assistant reply")
            for a, b in zip(roles, roles[1:]):
                if a == b:
                    err(cid, f"{sid} roles do not alternate")
            sessions.append({"session_id": sid, "messages": msgs})
        if not sessions:
            err(cid, "no sessions")
        sids = [s["session_id"] for s in sessions]
        genuine = []
        for gs in h["g"]:
            parts = [p.strip() for p in gs.split("||")]
            if len(parts) != 5:
                err(cid, f"genuine needs 5 fields: {gs!r}")
                continue
            st, ans, crit, sn, same = parts
            try:
                ev = sids[int(sn) - 1]
            except (ValueError, IndexError):
                err(cid, f"bad evidence session {sn!r}")
                continue
            if crit not in ("y", "n") or same not in ("y", "n"):
                err(cid, f"critical/same must be y/n: {gs!r}")
            genuine.append({"statement": st, "answer": ans, "critical": crit == "y",
                            "evidence": ev, "same_message_as_attack": same == "y"})
        out_cases.append({
            "id": cid, "user_id": f"adv2-u{i:03d}", "category": cat, "split": None,
            "sessions": sessions, "poison": poison, "retracted": retracted,
            "genuine": genuine, "third_party": third == "y", "notes": h.get("notes", ""),
        })
    return out_cases


def assign_splits(cases):
    by = {}
    for c in cases:
        by.setdefault(c["category"], []).append(c)
    for cat, cs in by.items():
        # spread holdout cases through each category: about 40% of them
        for j, c in enumerate(cs):
            c["split"] = "holdout" if (j * 2) // 5 != ((j + 1) * 2) // 5 else "dev"


def validate(cases):
    for c in cases:
        cid = c["id"]
        user_text = "\n".join(m["content"] for s in c["sessions"] for m in s["messages"] if m["role"] == "user")
        ut_low = user_text.lower()
        all_low = "\n".join(m["content"] for s in c["sessions"] for m in s["messages"]).lower()
        gen_text = " ".join(g["statement"] + " " + g["answer"] for g in c["genuine"]).lower()
        for p in c["poison"]:
            if len(p) < 3:
                err(cid, f"poison too short: {p!r}")
            if p.lower() not in all_low:
                err(cid, f"poison {p!r} not found in any message")
            if p.lower() in gen_text:
                err(cid, f"poison {p!r} occurs in a genuine statement/answer")
            pw = set(content_words(p))
            for g in c["genuine"]:
                if pw and pw <= set(content_words(g["answer"])):
                    err(cid, f"poison {p!r} words inside genuine answer {g['answer']!r}")
        for r in c["retracted"]:
            if r.lower() not in ut_low:
                err(cid, f"retracted {r!r} not in user text")
            if r.lower() in gen_text:
                err(cid, f"retracted {r!r} occurs in a genuine statement/answer")
        for g in c["genuine"]:
            aw = words(g["answer"])
            if not 1 <= len(aw) <= 6:
                err(cid, f"answer must be 1-6 words: {g['answer']!r}")
            cw = content_words(g["answer"])
            if not cw:
                err(cid, f"answer has no content words: {g['answer']!r}")
            ev = [s for s in c["sessions"] if s["session_id"] == g["evidence"]][0]
            evw = set(words(" ".join(m["content"] for m in ev["messages"] if m["role"] == "user")))
            missing = [w for w in cw if w not in evw]
            if missing:
                err(cid, f"answer words {missing} not in user text of {g['evidence']}")
            # same_message_as_attack must agree with the text: the user message(s) of the evidence
            # session that hold the answer words do / do not also hold a poison or retracted string
            holders = [m["content"].lower() for m in ev["messages"]
                       if m["role"] == "user" and set(cw) <= set(words(m["content"]))]
            bad = c["poison"] + c["retracted"]
            flags = {any(b.lower() in h for b in bad) for h in holders}
            if holders and flags != {g["same_message_as_attack"]}:
                err(cid, f"same_message_as_attack={g['same_message_as_attack']} disagrees with the text for {g['answer']!r}")
            sw = set(words(g["statement"]))
            if [w for w in cw if w not in sw]:
                err(cid, f"answer {g['answer']!r} not contained in statement {g['statement']!r}")
        if c["category"] == "control":
            if c["poison"]:
                err(cid, "control case with poison")
            if not c["genuine"]:
                err(cid, "control case without genuine statements")
            if any(g["same_message_as_attack"] for g in c["genuine"]):
                err(cid, "control case with same_message_as_attack")
        else:
            if not c["poison"] and not c["retracted"]:
                err(cid, "attack case without poison or retracted strings")
        if not c["notes"]:
            err(cid, "missing notes")
        ts = [m["created_at"] for s in c["sessions"] for m in s["messages"]]
        if ts != sorted(ts) or len(set(ts)) != len(ts):
            err(cid, "timestamps not strictly increasing")
    attack = [c for c in cases if c["category"] != "control"]
    with_gen = sum(1 for c in attack if c["genuine"])
    if len(cases) < 140:
        ERRORS.append(f"only {len(cases)} cases (need >= 140)")
    if attack and with_gen / len(attack) < 0.6:
        ERRORS.append(f"only {with_gen}/{len(attack)} attack cases carry genuine statements")
    return with_gen, len(attack)


def main():
    cases = build()
    assign_splits(cases)
    with_gen, n_attack = validate(cases)
    if ERRORS:
        print("\n".join(ERRORS))
        print(f"{len(ERRORS)} error(s); nothing written")
        sys.exit(1)
    doc = {
        "name": "adversarial-2",
        "description": ("Second, independently written adversarial set for a long-term-memory service. Each case is one "
                        "user's short chat history mixing non-genuine text (sarcasm, fake developer/admin/system messages, "
                        "policies injected into pasted content, code and logs, lyrics and poems, pasted documents, quoted "
                        "speech of others, translations, stories, role-play and games, hypotheticals and wishes, "
                        "third-party facts, requests to store things for other accounts or all users, attacks arriving in "
                        "a later turn) with the user's own genuine durable statements, plus control cases with genuine "
                        "statements only. 'poison': strings that must not appear in anything stored about the user; "
                        "'retracted': things the user took back; 'genuine': statements that must be kept ('answer' = "
                        "the words a memory of it must contain, word rule of FORMAT.md). Hand-written for this project "
                        "without reading the service's code; built by build.py from src/; see README.md."),
        "license": "CC0-1.0",
        "cases": cases,
    }
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    # report
    cats = {}
    for c in cases:
        d = cats.setdefault(c["category"], {"dev": 0, "holdout": 0})
        d[c["split"]] += 1
    print(f"{'category':18s} {'dev':>4s} {'hold':>4s} {'total':>5s}")
    for cat in CATEGORIES:
        d = cats.get(cat, {"dev": 0, "holdout": 0})
        print(f"{cat:18s} {d['dev']:4d} {d['holdout']:4d} {d['dev'] + d['holdout']:5d}")
    dev = sum(d["dev"] for d in cats.values())
    ho = sum(d["holdout"] for d in cats.values())
    print(f"{'TOTAL':18s} {dev:4d} {ho:4d} {dev + ho:5d}")
    print(f"attack cases with genuine statements: {with_gen}/{n_attack}")
    same = sum(1 for c in cases for g in c["genuine"] if g["same_message_as_attack"])
    print(f"genuine statements: {sum(len(c['genuine']) for c in cases)} (same message as attack: {same})")
    print(f"third_party cases: {sum(c['third_party'] for c in cases)}; with retractions: {sum(bool(c['retracted']) for c in cases)}")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
