#!/usr/bin/env python3
"""Assemble the "instructions" evaluation sets: instructions.json <- src/*.jsonl and
instructions-2.json <- src-2/*.jsonl (a second annotator, written after the first set was used).

Each case gets the file it came from as `set` (standing, not_standing, pairs) and a fixed split:
within each file and kind, in id order, cases alternate dev, holdout (pairs by whether the first
instruction still holds). Standard library only, deterministic. Run: python3 build.py
"""

import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SETS = ("standing", "not_standing", "pairs")


def build(src: str, out_name: str) -> None:
    cases = []
    for name in SETS:
        with open(os.path.join(HERE, src, f"{name}.jsonl"), encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        groups = defaultdict(list)
        for row in rows:
            kind = row.get("kind") or ("holds" if row["first_still_holds"] else "lifted")
            groups[kind].append(row)
        for kind, group in groups.items():
            for n, row in enumerate(sorted(group, key=lambda r: r["id"])):
                cases.append({**row, "set": name, "kind": kind, "split": ("dev", "holdout")[n % 2]})
    cases.sort(key=lambda c: c["id"])
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "repeated ids"
    out = {
        "name": "instructions",
        "description": "Standing instructions, messages that only share their words, and an "
        "instruction followed by a message that lifts it or leaves it.",
        "license": "CC0-1.0",
        "cases": cases,
    }
    with open(os.path.join(HERE, out_name), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(out_name, Counter((c["set"], c["split"]) for c in cases))


if __name__ == "__main__":
    build("src", "instructions.json")
    build("src-2", "instructions-2.json")
