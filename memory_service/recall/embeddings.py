"""Sentence embeddings: the `Embedder` protocol, the stored form, and `MEMORY_EMBEDDER`.

`MEMORY_EMBEDDER` selects:
- `none`: no embeddings; every path is lexical (BM25 recall, term-overlap near-duplicates);
- `minilm` (the default): all-MiniLM-L6-v2 from the pinned package, run offline (ONNX Runtime);
- `sentence-transformers:<model>`: any model that library can load (it must be installed, and
  the model downloadable or cached), for deployments that choose another one.

Vectors are L2-normalised float32 in memory and stored as float16 bytes (768 bytes for 384
dimensions), tagged with the embedder's `name` in `embedding_model`.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from db.embeddings import from_blob, to_blob
from memory_service.errors import ConfigurationError

Vectors = npt.NDArray[np.float32]
__all__ = ["DEFAULT", "NONE", "Embedder", "Vectors", "build_embedder", "from_blob", "to_blob"]
NONE = "none"
DEFAULT = "minilm"
_ST_PREFIX = "sentence-transformers:"


@runtime_checkable
class Embedder(Protocol):
    """Turns sentences into L2-normalised vectors."""

    @property
    def name(self) -> str:
        """Stored in `embedding_model` (at most 64 characters)."""

    @property
    def dim(self) -> int:
        """The vectors' length."""

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Shape (len(texts), dim), float32, each row of unit length."""


class SentenceTransformerEmbedder:
    """A model loaded by sentence-transformers (optional dependency, downloads if not cached)."""

    def __init__(self, model: str) -> None:
        try:
            from sentence_transformers import SentenceTransformer  # noqa: PLC0415
        except ImportError as exc:
            raise ConfigurationError(
                f"MEMORY_EMBEDDER={_ST_PREFIX}{model} needs the sentence-transformers package"
            ) from exc
        self._model: Any = SentenceTransformer(model, device="cpu")
        self.name = model[-64:]
        self.dim = int(self._model.get_sentence_embedding_dimension())

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = self._model.encode(list(texts), normalize_embeddings=True)
        return np.asarray(vectors, dtype=np.float32)


_cache: dict[str, Embedder | None] = {}
_lock = threading.Lock()


def build_embedder(setting: str) -> Embedder | None:
    """The embedder `MEMORY_EMBEDDER` names (None for `none`), one instance per process."""
    key = setting.strip()
    with _lock:
        if key not in _cache:
            _cache[key] = _build(key)
        return _cache[key]


def _build(setting: str) -> Embedder | None:
    if setting.lower() == NONE:
        return None
    if setting.lower() == DEFAULT:
        from memory_service.recall.minilm import MiniLM  # noqa: PLC0415  (loads the runtime)

        return MiniLM()
    if setting.startswith(_ST_PREFIX) and setting[len(_ST_PREFIX) :]:
        return SentenceTransformerEmbedder(setting[len(_ST_PREFIX) :])
    raise ConfigurationError(
        f"MEMORY_EMBEDDER={setting!r}: expected 'none', 'minilm' or 'sentence-transformers:<model>'"
    )
