"""Near-duplicates by vector against the lexical rule, on the same labelled pairs, same run.

Reads tests/data/near_duplicates.jsonl ("same": the two say the same thing, possibly one more
specifically) and, for every pair, decides "merge" the way the writer does:
- lexical: `similarity(terms(a), terms(b)) >= near_duplicate_threshold` (the rule used with
  MEMORY_EMBEDDER=none);
- vector only: cosine >= a threshold (a sweep), to show why vectors alone are not enough;
- vector + words (the writer with an embedder): cosine >= COSINE_FLOOR and the lexical rule
  agrees.
Then the cost of finding the near-duplicate among a user's N memories: the lexical scan against
one vector product (+ confirming the few rows above the floor).

    .venv/bin/python bench/near_dup.py [--rows 500]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from memory_service.language.text import content_terms, similarity  # noqa: E402
from memory_service.pipeline.vector_index import COSINE_FLOOR  # noqa: E402
from memory_service.recall.embeddings import Embedder, build_embedder  # noqa: E402
from memory_service.tuning import MemoryConfig  # noqa: E402


def scores(decisions: list[bool], labels: list[bool]) -> tuple[float, float, int, int]:
    """Precision, recall, false merges, missed merges."""
    tp = sum(d and y for d, y in zip(decisions, labels, strict=True))
    fp = sum(d and not y for d, y in zip(decisions, labels, strict=True))
    fn = sum(not d and y for d, y in zip(decisions, labels, strict=True))
    return tp / max(tp + fp, 1), tp / max(tp + fn, 1), fp, fn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=500, help="memories in the scan timing")
    args = parser.parse_args()
    embedder = build_embedder("minilm")
    assert embedder is not None
    pairs = [json.loads(line) for line in (ROOT / "tests/data/near_duplicates.jsonl").open()]
    labels = [bool(p["same"]) for p in pairs]
    threshold = MemoryConfig().near_duplicate_threshold
    lexical = [similarity(content_terms(p["a"]), content_terms(p["b"])) for p in pairs]
    va = embedder.embed([p["a"] for p in pairs])
    vb = embedder.embed([p["b"] for p in pairs])
    cosine = (va * vb).sum(axis=1)

    print(f"{len(pairs)} labelled pairs, {sum(labels)} the same; model {embedder.name}")
    print(f"{'rule':<38} {'precision':>9} {'recall':>7} {'false':>6} {'missed':>7}")
    rows = [(f"lexical >= {threshold}", [s >= threshold for s in lexical])]
    rows += [(f"vector only, cosine >= {t}", [c >= t for c in cosine]) for t in (0.7, 0.8, 0.9)]
    rows.append(
        (
            f"vector >= {COSINE_FLOOR} + words (the writer)",
            [c >= COSINE_FLOOR and s >= threshold for c, s in zip(cosine, lexical, strict=True)],
        )
    )
    for name, decisions in rows:
        precision, recall, fp, fn = scores(decisions, labels)
        print(f"{name:<38} {precision:>9.2f} {recall:>7.2f} {fp:>6} {fn:>7}")
    print("\npairs the two rules decide differently:")
    for p, c, s in zip(pairs, cosine, lexical, strict=True):
        if (s >= threshold) != (c >= COSINE_FLOOR and s >= threshold):
            print(f"  cos {c:.2f} lex {s:.2f} same={p['same']}: {p['a']!r} vs {p['b']!r}")
    scan_cost(embedder, args.rows, threshold)


VERBS = ("Likes", "Works with", "Lives near", "Plays", "Owns", "Studies", "Visited", "Cooks")
WORDS = (
    "garden kitchen river guitar python marathon coffee tea novel castle harbour violin chess "
    "bakery museum tennis forest desert island library theatre cinema bicycle camera painting "
    "pottery sailing climbing skiing cycling surfing yoga pilates opera jazz poetry history "
    "physics chemistry biology astronomy robotics sculpture knitting baking brewing fishing "
    "hiking running swimming rowing dancing singing drawing writing"
).split()


def varied_memories(n: int) -> list[str]:
    """n distinct memories over varied subjects (a user with many interests)."""
    rng = np.random.default_rng(0)
    seen: dict[str, None] = {}
    while len(seen) < n:
        verb = VERBS[int(rng.integers(len(VERBS)))]
        a, b = rng.choice(len(WORDS), size=2, replace=False)
        seen.setdefault(f"{verb} {WORDS[a]} and {WORDS[b]} ({len(seen) % 97})", None)
    return list(seen)


def scan_cost(embedder: Embedder, n: int, threshold: float) -> None:
    """ms to find one candidate's near-duplicate among n memories: words vs one product."""
    contents = varied_memories(n)
    terms = [content_terms(c) for c in contents]
    matrix = embedder.embed(contents)  # the stored vectors, as the writer loads them
    candidate = contents[n // 2] + " on weekends"
    query_terms = content_terms(candidate)
    [query] = embedder.embed([candidate])
    rounds = 200
    start = time.perf_counter()
    for _ in range(rounds):
        max(similarity(query_terms, t) for t in terms)
    words_ms = (time.perf_counter() - start) * 1000 / rounds
    start = time.perf_counter()
    for _ in range(rounds):
        found = matrix @ query
        for i in np.flatnonzero(found >= COSINE_FLOOR):
            similarity(query_terms, terms[int(i)]) >= threshold  # noqa: B015
    vector_ms = (time.perf_counter() - start) * 1000 / rounds
    print(
        f"\nfinding one candidate's near-duplicate among {n} memories: "
        f"lexical scan {words_ms:.3f} ms, vector product + confirmation {vector_ms:.3f} ms "
        f"({words_ms / max(vector_ms, 1e-9):.0f}x)"
    )


if __name__ == "__main__":
    main()
