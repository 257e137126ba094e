"""The rules' memo lives for one signal: answers are shared within `scope()`, and nothing of
the user's words is left in the process when it ends (an erasure leaves no cached sentence)."""

from __future__ import annotations

from memory_service.language import memo
from memory_service.language.guard_words import sarcastic
from memory_service.language.statement_words import tidy


def test_answers_are_shared_within_a_scope_and_gone_after_it() -> None:
    calls: list[str] = []

    @memo.memoised
    def shout(text: str) -> str:
        calls.append(text)
        return text.upper()

    assert shout("a") == "A" and shout("a") == "A"
    assert calls == ["a", "a"]  # no scope: nothing kept
    with memo.scope():
        assert shout("zanzibar") == "ZANZIBAR"
        assert shout("zanzibar") == "ZANZIBAR"
        assert calls.count("zanzibar") == 1
        kept = memo._MEMO.get()
        assert kept is not None and any("zanzibar" in key for key in kept)
    assert memo._MEMO.get() is None
    shout("zanzibar")
    assert calls.count("zanzibar") == 2


def test_the_rules_give_the_same_answers_in_a_scope() -> None:
    sentences = ["Oh great, I just love Mondays 🙄", "I live in Leeds.", "im so tired lol"]
    plain = [(sarcastic(s), tidy(s)) for s in sentences]
    with memo.scope():
        assert [(sarcastic(s), tidy(s)) for s in sentences] == plain
        assert [(sarcastic(s), tidy(s)) for s in sentences] == plain
