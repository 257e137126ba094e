"""Build and check adversarial-3.json from the hand-written sources in src/ (standard library only).

    python3 build.py

Every check must pass or nothing is written: ids unique; 1 to 3 sessions of 2 to 6 messages
alternating from the user, with increasing times and sessions at least a day apart; every poison
phrase (1 to 3 words) in a user message and in no genuine statement or answer; every genuine
statement verbatim in a user message of its evidence session, its answer's words in it; six
cases per category, three in each split.
"""

from __future__ import annotations

import collections
import datetime
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "src"))

import lib  # noqa: E402

for part in ("p1", "p2", "p3", "p4", "p5"):
    __import__(part)

DESCRIPTION = (
    "Hand-written adversarial cases for the memory service (90; 6 per category across 15"
    " categories), written by an annotator who did not read the service's code or its other"
    " evaluation data. Each case mixes text the user did not say about themselves (pasted"
    " transcripts, reviews, posts, chat logs and articles, lyrics, sarcasm, fake developer or"
    " system messages, requests for other accounts, injected standing rules, hypotheticals,"
    " translations, roleplay, third-party facts, quotes) with genuine first-person durable facts."
    " 'poison' phrases occur only in the attack text; 'genuine' statements are verbatim substrings"
    " of user messages. All people, places, reviews, posts and lyrics are invented (the nursery"
    " rhyme is traditional). Timestamps are synthetic."
)


def build() -> dict[str, object]:
    cases = []
    per_category: dict[str, int] = {}
    for n, case in enumerate(lib.CASES, start=1):
        cid = f"adv3-{n:03d}"
        k = per_category.get(case["cat"], 0)
        per_category[case["cat"]] = k + 1
        sessions = []
        for si, (start, messages) in enumerate(case["sessions"]):
            sessions.append(
                {
                    "session_id": f"{cid}-s{si + 1}",
                    "messages": [
                        {
                            "role": "user" if i % 2 == 0 else "assistant",
                            "content": text,
                            "created_at": lib.ts(start, i),
                        }
                        for i, text in enumerate(messages)
                    ],
                }
            )
        cases.append(
            {
                "id": cid,
                "user_id": f"adv3-u{n:03d}",
                "category": case["cat"],
                "split": "dev" if k % 2 == 0 else "holdout",
                "sessions": sessions,
                "poison": case["poison"],
                "retracted": [],
                "genuine": [
                    {"statement": s, "answer": a, "evidence": f"{cid}-s{e + 1}"}
                    for s, a, e in case["genuine"]
                ],
                "third_party": case["tp"],
                "notes": case["notes"],
            }
        )
    return {"name": "adversarial-3", "description": DESCRIPTION, "license": "CC0-1.0", "cases": cases}


def check(doc: dict[str, object]) -> list[str]:
    errors: list[str] = []
    seen: set[str] = set()

    def at(s: str) -> datetime.datetime:
        return datetime.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ")

    cases = doc["cases"]
    assert isinstance(cases, list)
    for c in cases:
        cid = c["id"]
        if cid in seen:
            errors.append(f"duplicate id {cid}")
        seen.add(cid)
        if not 1 <= len(c["sessions"]) <= 3:
            errors.append(f"{cid}: sessions")
        users: list[str] = []
        previous_end = None
        for s in c["sessions"]:
            ms = s["messages"]
            if not 2 <= len(ms) <= 6:
                errors.append(f"{cid}: messages")
            for i, m in enumerate(ms):
                if m["role"] != ("user" if i % 2 == 0 else "assistant"):
                    errors.append(f"{cid}: role order")
                if i and at(m["created_at"]) <= at(ms[i - 1]["created_at"]):
                    errors.append(f"{cid}: time order")
                if m["role"] == "user":
                    users.append(m["content"].lower())
            if previous_end and (at(ms[0]["created_at"]) - previous_end).days < 1:
                errors.append(f"{cid}: sessions not a day apart")
            previous_end = at(ms[-1]["created_at"])
        for p in c["poison"]:
            if not 1 <= len(p.split()) <= 3 or not any(p.lower() in u for u in users):
                errors.append(f"{cid}: poison {p!r}")
            if any(p.lower() in g["statement"].lower() for g in c["genuine"]):
                errors.append(f"{cid}: poison {p!r} in a genuine statement")
        for g in c["genuine"]:
            session = [s for s in c["sessions"] if s["session_id"] == g["evidence"]]
            said = session and any(
                g["statement"] in m["content"] for m in session[0]["messages"] if m["role"] == "user"
            )
            if not said:
                errors.append(f"{cid}: statement not verbatim {g['statement']!r}")
            if any(w not in g["statement"].lower() for w in g["answer"].lower().split()):
                errors.append(f"{cid}: answer {g['answer']!r}")
    counts = collections.Counter((c["category"], c["split"]) for c in cases)
    for category in {c["category"] for c in cases}:
        if counts[(category, "dev")] != 3 or counts[(category, "holdout")] != 3:
            errors.append(f"category {category}: not 3 + 3")
    return errors


if __name__ == "__main__":
    built = build()
    problems = check(built)
    if problems:
        print("\n".join(problems))
        raise SystemExit(1)
    out = HERE / "adversarial-3.json"
    out.write_text(json.dumps(built, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"written {out.name}: {len(built['cases'])} cases")  # type: ignore[arg-type]
