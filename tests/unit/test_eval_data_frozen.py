"""The evaluation sets are frozen: their files match `bench/data/recall/FROZEN.sha256`.

A holdout that changes silently is no longer a holdout; a deliberate change (a new set, a fixed
label) updates the file list in the same commit, where a reviewer sees it.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "recall"


def test_every_evaluation_set_matches_its_frozen_hash() -> None:
    lines = (DATA / "FROZEN.sha256").read_text(encoding="utf-8").splitlines()
    frozen = dict(reversed(line.split(maxsplit=1)) for line in lines if line.strip())
    assert len(frozen) >= 6
    changed = [
        name
        for name, digest in frozen.items()
        if hashlib.sha256((DATA / name).read_bytes()).hexdigest() != digest
    ]
    assert not changed, f"evaluation data changed without updating FROZEN.sha256: {changed}"
