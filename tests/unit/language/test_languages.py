"""The language identifier the reader uses to tell text in another language from the user's."""

from __future__ import annotations

import hashlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from memory_service.language.languages import (
    MODEL_SHA256,
    ModelIntegrityError,
    checked,
    identify,
    model_path,
)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Home from Pembrokeshire! Sunburnt, sandy, happy", "en"),
        ("NYC, 3 nights, Midtown, client meetings. Hotel?", "en"),
        ("Ich wohne seit zwei Jahren in Hamburg und arbeite als Lehrerin.", "de"),
        ("Vivo en Madrid desde hace tres años, trabajo como enfermera.", "es"),
        ("Я живу в Москве и работаю врачом уже пять лет.", "ru"),
    ],
)
def test_the_language_of_a_paragraph(text: str, language: str) -> None:
    found, probability = identify(text)
    assert found == language
    assert 0.5 < probability <= 1.0


def test_many_threads_share_one_identifier() -> None:
    texts = ["Je suis allergique aux arachides et j'habite à Lyon."] * 64
    with ThreadPoolExecutor(max_workers=8) as pool:
        found = list(pool.map(lambda t: identify(t)[0], texts))
    assert found == ["fr"] * 64


def test_only_the_published_model_file_loads(tmp_path: Path) -> None:
    published = model_path()
    assert hashlib.sha256(published.read_bytes()).hexdigest() == MODEL_SHA256
    tampered = tmp_path / "lid.176.ftz"
    data = published.read_bytes()
    tampered.write_bytes(data[:-1] + bytes([data[-1] ^ 0xFF]))
    with pytest.raises(ModelIntegrityError, match="sha256"):
        checked(tampered)
