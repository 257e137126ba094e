"""How well the near-duplicate rule separates rewordings from different facts, per threshold.

Reads the labelled pairs in tests/data/near_duplicates.jsonl ("same": the two say the same
thing, possibly one more specifically) and prints precision and recall of
`similarity(a, b) >= threshold` for a sweep of thresholds; the configured one is marked.

    .venv/bin/python bench/near_duplicates.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from memory_service.language.text import content_terms, similarity  # noqa: E402
from memory_service.tuning import MemoryConfig  # noqa: E402


def main() -> None:
    """Print the sweep and the pairs the configured threshold gets wrong."""
    pairs = [json.loads(line) for line in (ROOT / "tests/data/near_duplicates.jsonl").open()]
    configured = MemoryConfig().near_duplicate_threshold
    scores = [similarity(content_terms(p["a"]), content_terms(p["b"])) for p in pairs]
    print(f"{len(pairs)} labelled pairs, {sum(p['same'] for p in pairs)} the same")
    print(f"{'threshold':>9} {'precision':>9} {'recall':>7}")
    for threshold in (0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9):
        tp = sum(s >= threshold and p["same"] for s, p in zip(scores, pairs, strict=True))
        fp = sum(s >= threshold and not p["same"] for s, p in zip(scores, pairs, strict=True))
        fn = sum(s < threshold and p["same"] for s, p in zip(scores, pairs, strict=True))
        mark = "  <- configured" if threshold == configured else ""
        print(f"{threshold:>9.2f} {tp / max(tp + fp, 1):>9.2f} {tp / max(tp + fn, 1):>7.2f}{mark}")
    print("\nmisjudged at the configured threshold:")
    for score, pair in zip(scores, pairs, strict=True):
        if (score >= configured) != pair["same"]:
            print(f"  {score:.2f}  {pair['a']!r} vs {pair['b']!r} (same={pair['same']})")


if __name__ == "__main__":
    main()
