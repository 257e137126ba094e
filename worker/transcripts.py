"""A transcript file for `memory-worker ingest`: a JSON list of messages, read with errors that
name the problem in one line."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


class TranscriptError(ValueError):
    """The file cannot be used as a transcript; the message says why, in one line."""


def read_transcript(file: Path) -> list[Any]:
    """The messages in `file`, or TranscriptError."""
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TranscriptError(f"no such file: {file}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise TranscriptError(f"cannot read {file}: {exc}") from None
    except json.JSONDecodeError as exc:
        message = f"{file} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        raise TranscriptError(message) from None
    except RecursionError:
        raise TranscriptError(
            f"{file} is not a transcript: its JSON is nested too deeply"
        ) from None
    except ValueError:  # the one other refusal: a number over Python's digit cap
        digits = sys.get_int_max_str_digits()
        message = f"{file} is not a transcript: it holds a number of more than {digits:,} digits"
        raise TranscriptError(message) from None
    if not isinstance(data, list) or not all(isinstance(m, dict) for m in data):
        raise TranscriptError(
            f'{file} must hold a JSON list of {{"role": ..., "content": ...}} objects'
        )
    for index, message in enumerate(data):
        for field, value in message.items():
            bad = _lone_surrogate(value)
            if bad:
                raise TranscriptError(
                    f"{file}: message {index} field {field!r} holds a lone surrogate"
                    f" (U+{ord(bad):04X}), which is not valid Unicode"
                )
    return data


def _lone_surrogate(value: Any) -> str:
    """The first lone surrogate in a decoded JSON value, or ""."""
    text = json.dumps(value, ensure_ascii=False)
    return next((c for c in text if "\ud800" <= c <= "\udfff"), "")
