"""all-MiniLM-L6-v2's encoder written out in numpy: the reference the ONNX Runtime graph in
`memory_service/recall/minilm.py` is checked against, and the baseline `bench/embedding_speed.py`
measures it against. The same tokenizer, word rows, pooling and batching; only the six layers
are computed here, operation by operation, as `BertModel` does in inference mode.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from threadpoolctl import ThreadpoolController

from memory_service.recall.minilm import (
    _HEADS,
    _LAYERS,
    Array,
    MiniLM,
    _layer_norm,
    _tensors,
    layer_weights,
)


def _erf(x: Array) -> Array:
    # Abramowitz & Stegun 7.1.26 (absolute error below 1.5e-7): numpy has no erf.
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


class NumpyMiniLM(MiniLM):
    """The same embedder with the encoder's layers in numpy, on one BLAS thread."""

    def __init__(self, model_dir: Path | None = None) -> None:
        super().__init__(model_dir)
        self._layers = layer_weights(self._file, dict(_tensors(self._file)))
        self._threads = ThreadpoolController()

    def _hidden(self, x: Array, bias: Array) -> Array:
        with self._threads.limit(limits=1, user_api="blas"):
            for layer in range(_LAYERS):
                x = self._layer(x, bias, f"encoder.layer.{layer}.")
        return x

    def _dense(self, x: Array, name: str) -> Array:
        weight = self._layers[name + ".weight"]
        out = x.reshape(-1, x.shape[-1]) @ weight
        out += self._layers[name + ".bias"]
        return out.reshape(*x.shape[:-1], weight.shape[1])

    def _layer(self, x: Array, bias: Array, p: str) -> Array:
        batch, width, hidden = x.shape
        head = hidden // _HEADS

        def split(t: Array) -> Array:
            return t.reshape(batch, width, _HEADS, head).transpose(0, 2, 1, 3)

        w = self._layers
        q = split(self._dense(x, p + "attention.self.query"))
        k = split(self._dense(x, p + "attention.self.key"))
        v = split(self._dense(x, p + "attention.self.value"))
        scores = np.asarray(q @ k.transpose(0, 1, 3, 2), dtype=np.float32)
        scores /= np.float32(np.sqrt(head))
        scores += bias
        scores -= scores.max(axis=-1, keepdims=True)
        np.exp(scores, out=scores)
        scores /= scores.sum(axis=-1, keepdims=True)
        context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, width, hidden)
        attn = self._dense(context, p + "attention.output.dense")
        x = _layer_norm(
            x + attn,
            w[p + "attention.output.LayerNorm.weight"],
            w[p + "attention.output.LayerNorm.bias"],
        )
        inner = _gelu(self._dense(x, p + "intermediate.dense"))
        out = self._dense(inner, p + "output.dense")
        return _layer_norm(
            x + out, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"]
        )
