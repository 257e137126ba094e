"""Token counts: the published reference tokenizer for Claude models, counted exactly.

Claude's current tokenizer is not public; the one Anthropic published for earlier Claude models
(a byte-level BPE, shipped with its SDK until release 0.38, MIT licence) is, and it is the
reference budgets are kept against: `data/reference_tokenizer.json`, loaded with the HF
`tokenizers` package. A block is budgeted line by line: the tokenizer's pre-tokenizer never
joins text across a newline, so a block's count is exactly the sum of its lines' counts plus one
per newline, and a line's count is the sum of a prefix ending in a non-space and the rest (which
starts with its space). Newer Claude tokenizers may spend more tokens on the same text; a chat
app that budgets for one of them sets the budget it passes accordingly.

Counts are cached per text, since the same memory lines are counted on every call; the worker
also stores each memory's and episode's count when it writes them, so the read path seldom
tokenises at all.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from pathlib import Path

from tokenizers import Tokenizer

TOKENIZER_PATH = Path(__file__).resolve().parent / "data" / "reference_tokenizer.json"

_lock = threading.Lock()
_tokenizer: Tokenizer | None = None


def _load() -> Tokenizer:
    global _tokenizer  # noqa: PLW0603 - one tokenizer per process, loaded on first use
    if _tokenizer is None:
        with _lock:
            if _tokenizer is None:
                _tokenizer = Tokenizer.from_file(str(TOKENIZER_PATH))
    return _tokenizer


@lru_cache(maxsize=65_536)
def count_tokens(text: str) -> int:
    """Tokens `text` costs under the reference tokenizer (exact)."""
    if not text:
        return 0
    return len(_load().encode(text, add_special_tokens=False).ids)


def count_many(texts: list[str]) -> list[int]:
    """Counts of many texts in one batch (the worker's write path)."""
    if not texts:
        return []
    encoded = _load().encode_batch(texts, add_special_tokens=False)
    return [len(e.ids) for e in encoded]


NEWLINE_TOKENS = 1
"""A newline between two lines costs one token of its own (see the module docstring)."""
