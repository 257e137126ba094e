"""The offline default embedder: independent reference vectors, the weights' pinned hash, the
`MEMORY_EMBEDDER` setting and the stored form. The real model throughout, no mock."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from memory_service.errors import ConfigurationError
from memory_service.recall import minilm, semantic
from memory_service.recall.embeddings import Embedder, build_embedder, from_blob, to_blob
from memory_service.recall.semantic import best_first
from memory_service.settings import Settings

REFERENCE = Path(__file__).parents[2] / "data" / "minilm_reference.json"


@pytest.fixture(scope="module")
def model() -> Embedder:
    embedder = build_embedder("minilm")
    assert embedder is not None
    return embedder


def test_vectors_match_sentence_transformers_reference(model: Embedder) -> None:
    # Computed once with sentence-transformers on CPU torch, not with this code.
    reference = json.loads(REFERENCE.read_text())
    expected = np.asarray(reference["vectors"], dtype=np.float32)
    got = model.embed(reference["sentences"])
    assert got.shape == expected.shape == (len(reference["sentences"]), 384)
    cosines = (got * expected).sum(axis=1) / np.linalg.norm(expected, axis=1)
    assert cosines.min() > 1 - 1e-4, list(zip(reference["sentences"], cosines, strict=True))


def test_the_runtime_graph_computes_what_the_layers_written_out_in_numpy_compute(
    model: Embedder,
) -> None:
    # The ONNX Runtime graph is built here from the weights, operator by operator; the numpy
    # reference computes the same layers another way (its own GELU, softmax and products).
    from devtools.minilm_numpy import NumpyMiniLM  # noqa: PLC0415

    texts = [
        "Vegetarian since 2019",
        "hi",
        "Je vis à Lisbonne depuis trois ans et j'adore le quartier d'Alfama.",
        " ".join(["My sister Ruth named the cat Ferenc, after our grandfather."] * 12),
    ] + [f"Sentence {i} about the week: work, a run, the dog Biscuit." for i in range(40)]
    reference = NumpyMiniLM().embed(texts)
    got = model.embed(texts)
    assert np.abs(got - reference).max() < 1e-5


def test_the_session_keeps_no_second_copy_of_the_weights(model: Embedder) -> None:
    # onnxruntime's wrapper would keep the model's bytes (43 MB of weights) for the session's
    # life; the runtime holds its own copy.
    assert isinstance(model, minilm.MiniLM)
    held = [n for n, v in vars(model._session).items() if isinstance(v, bytes) and len(v) > 1 << 20]
    assert held == []
    # the layers' weights live in the session only
    assert model._w and all(name.startswith("embeddings.") for name in model._w)


def test_a_forked_process_embeds_as_its_parent_does(model: Embedder) -> None:
    # The worker loads the model before its prefork pool forks: the children use the session
    # made in the parent (one thread, no pool to lose in the fork).
    text = "Allergic to peanuts"
    expected = model.embed([text])[0]
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            os.write(write, model.embed([text])[0].tobytes())
        finally:
            os._exit(0)
    os.close(write)
    data = b""
    while chunk := os.read(read, 65536):
        data += chunk
    os.close(read)
    os.waitpid(pid, 0)
    assert np.array_equal(np.frombuffer(data, dtype=np.float32), expected)


def test_vectors_are_unit_length_float32_and_order_independent(model: Embedder) -> None:
    texts = ["Vegetarian since 2019", "a much longer sentence about running marathons", "hi"]
    forward = model.embed(texts)
    backward = model.embed(texts[::-1])[::-1]
    assert forward.dtype == np.float32
    assert np.allclose(np.linalg.norm(forward, axis=1), 1.0, atol=1e-5)
    assert np.allclose(forward, backward, atol=1e-5)  # padding in a batch changes nothing
    assert model.embed([]).shape == (0, 384)


def test_a_batch_of_long_and_short_texts_gives_each_its_own_vector(model: Embedder) -> None:
    # Batches are cut by padded tokens, and wide texts go in smaller batches: whatever batch a
    # text lands in, its vector is the one it gets alone.
    long = " ".join(["The quarterly plan covers hiring, the budget and the new office."] * 30)
    texts = [f"Short sentence number {i} about my dog Biscuit." for i in range(70)] + [long]
    together = model.embed(texts)
    for i in (0, 33, 69, 70):
        assert np.allclose(together[i], model.embed([texts[i]])[0], atol=1e-5), i


@given(st.lists(st.integers(min_value=1, max_value=minilm.MAX_TOKENS), min_size=1, max_size=200))
def test_batches_hold_every_text_once_within_their_caps(lengths: list[int]) -> None:
    order = sorted(range(len(lengths)), key=lengths.__getitem__)
    chunks = list(minilm._chunks(order, lengths))
    assert [i for chunk in chunks for i in chunk] == order
    for chunk in chunks:
        width = max(lengths[i] for i in chunk)
        assert len(chunk) <= minilm._BATCH
        assert len(chunk) == 1 or len(chunk) * width * max(width, 64) <= minilm._TOKENS * 64


def test_the_word_table_is_read_from_the_checked_file_not_held(tmp_path: Path) -> None:
    source = minilm.packaged_model_dir()
    for name in ("tokenizer.json", "model.safetensors"):
        shutil.copy(source / name, tmp_path / name)
    loaded = minilm.MiniLM(tmp_path)
    assert not any("word_embeddings" in name for name in loaded._w)  # 47 MB not resident
    before = loaded.embed(["Allergic to peanuts"])
    # A file put in its place after the check is never read: the rows come through the handle
    # the hash was computed from.
    weights = bytearray((source / "model.safetensors").read_bytes())
    weights[1000:-1000] = bytes(len(weights) - 2000)
    (tmp_path / "swap").write_bytes(bytes(weights))
    (tmp_path / "swap").replace(tmp_path / "model.safetensors")
    assert np.array_equal(loaded.embed(["Allergic to peanuts"]), before)


def test_a_question_finds_the_memory_that_shares_no_word(model: Embedder) -> None:
    memories = ["Vegetarian since 2019", "Works as a nurse", "Plays the guitar", "Has two kids"]
    [query] = model.embed(["Any ideas for dinner in Lisbon tonight?"])
    scores = model.embed(memories) @ query
    assert memories[int(np.argmax(scores))] == "Vegetarian since 2019"


def test_a_tampered_model_refuses_to_load(tmp_path: Path) -> None:
    source = minilm.packaged_model_dir()
    shutil.copy(source / "tokenizer.json", tmp_path / "tokenizer.json")
    weights = bytearray((source / "model.safetensors").read_bytes())
    weights[-100] ^= 0x01  # one bit of one weight
    (tmp_path / "model.safetensors").write_bytes(bytes(weights))
    with pytest.raises(ConfigurationError, match=r"SHA-256 .* not the pinned"):
        minilm.MiniLM(tmp_path)


def test_missing_weights_are_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="no model weights"):
        minilm.MiniLM(tmp_path)


def test_the_packaged_weights_have_the_upstream_hash() -> None:
    minilm.verify_weights(minilm.packaged_model_dir() / "model.safetensors")
    assert minilm.WEIGHTS_SHA256 == (
        "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
    )


def test_setting_selects_none_the_default_or_fails_clearly(model: Embedder) -> None:
    assert build_embedder("none") is None
    assert build_embedder("minilm") is model  # one instance per process
    assert model.name == "all-MiniLM-L6-v2" and model.dim == 384
    with pytest.raises(ConfigurationError, match="MEMORY_EMBEDDER='bert'"):
        build_embedder("bert")


def test_settings_reject_an_unknown_embedder() -> None:
    assert Settings.model_fields["memory_embedder"].default == "minilm"
    with pytest.raises(ValidationError, match="memory_embedder"):
        Settings(memory_embedder="word2vec")
    assert Settings(memory_embedder="sentence-transformers:all-mpnet-base-v2").memory_embedder


def test_sentence_transformers_without_the_library_is_a_clear_error() -> None:
    if importlib.util.find_spec("sentence_transformers") is not None:
        pytest.skip("sentence-transformers is installed here")
    with pytest.raises(ConfigurationError, match="needs the sentence-transformers package"):
        build_embedder("sentence-transformers:all-mpnet-base-v2")


def test_blob_round_trip_is_float16(model: Embedder) -> None:
    [vector] = model.embed(["Allergic to peanuts"])
    blob = to_blob(vector)
    assert len(blob) == 384 * 2
    back = from_blob(blob)
    assert back.dtype == np.float32 and float(back @ vector) > 0.9999


@given(
    st.lists(st.integers(min_value=0, max_value=6), min_size=1, max_size=300),
    st.integers(min_value=1, max_value=120),
)
def test_best_first_is_a_stable_sort_cut_to_depth(values: list[int], depth: int) -> None:
    """Ties included (the same text twice has the same score): lowest index first."""
    scores = np.asarray(values, dtype=np.float32) / 7
    expected = np.argsort(-scores, kind="stable")[:depth]
    assert best_first(scores, depth).tolist() == expected.tolist()


class _FailsOnce:
    """An embedder whose first call fails (a model out of memory, say)."""

    name = "fails-once"
    dim = 3

    def __init__(self) -> None:
        self.calls = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        if self.calls == 1:
            raise RuntimeError("out of memory")
        return np.ones((len(texts), self.dim), dtype=np.float32)


def test_a_failed_prefetch_is_not_kept() -> None:
    model = _FailsOnce()
    semantic.prefetch(model, "a question for the failing model")
    with pytest.raises(RuntimeError):
        semantic.query_vector(model, "a question for the failing model")
    assert semantic.query_vector(model, "a question for the failing model").tolist() == [1, 1, 1]
