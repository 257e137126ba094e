"""What a question is about, apart from how it asks."""

from __future__ import annotations

import pytest

from memory_service.recall.asking import topic, topic_terms
from memory_service.recall.relevance import bm25_for_terms, bm25_scores


@pytest.mark.parametrize(
    ("query", "terms"),
    [
        ("What photography tips have you shared with me?", {"photographi", "tip"}),
        ("Do you remember what I said I saw at the harbour?", {"saw", "harbour"}),
        ("i told u why achieng was upset with me, what was it?", {"achieng", "upset"}),
        ("You recommended me a lot of books before, which ones?", {"lot", "book", "one"}),
        ("What was that bread book you told me to buy?", {"bread", "book", "buy"}),
        ("On May 4th, I told you about my travel plans.", {"4th", "travel", "plan"}),
    ],
)
def test_the_frame_and_the_asking_words_are_left_out(query: str, terms: set[str]) -> None:
    assert topic_terms(query) == terms


def test_we_us_and_our_are_what_the_users_household_did() -> None:
    assert {"we", "our"} <= topic_terms("Where did we go on our anniversary?")


def test_a_question_that_is_all_frame_keeps_its_words() -> None:
    assert topic("Do you remember?") == "Do you remember?"
    assert topic_terms("what is it?") == {"what"}


def test_a_pleasantry_sharing_only_the_frame_does_not_match() -> None:
    said = ["Thank you, you said it very well!", "Try long exposure at dusk for the photography."]
    query = "What photography tips have you shared with me?"
    assert bm25_scores(query, said)[0] > 0  # the whole question: "you" matches
    assert bm25_for_terms(topic_terms(query), said)[0] == 0
    assert bm25_for_terms(topic_terms(query), said)[1] > 0
