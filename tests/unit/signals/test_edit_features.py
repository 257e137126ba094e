"""The diff analysis of deliverable edits, as pure functions (no database)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory_service.signals.edit_features import Feature, edit_features, is_style_swap
from memory_service.signals.feedback import wording
from memory_service.signals.layout import layout

BODY = (
    "Revenue grew by twelve percent this quarter, driven mostly by the enterprise plan that "
    "we utilize across every region, and the pipeline looks healthy for the months ahead.\n\n"
    "Support volume fell to its lowest level since the spring, and the average response time "
    "improved to under two hours thanks to the triage process the team introduced in June.\n\n"
    "Hiring is on track: two engineers joined the platform group and a designer starts next "
    "month, which should ease the pressure on the mobile roadmap before the holiday freeze."
)
GREETING = "Hi team,\n\nI hope you all had a great weekend!\n\n"
CLOSING = "\n\nLet me know if you have any questions. Hope this helps!"
SIGNOFF = "\n\nBest regards,\nSam"


def codes(original: str, edited: str) -> list[str]:
    return [f.code for f in edit_features(original, edited)]


def test_layout_finds_greeting_closing_and_signoff() -> None:
    parts = layout(GREETING + BODY + CLOSING + SIGNOFF)
    assert parts.greeting == "Hi team, I hope you all had a great weekend!"
    assert parts.closing == "Let me know if you have any questions. Hope this helps!"
    assert parts.signoff == "Best regards, Sam"
    assert len(parts.body) == 3
    assert parts.body[0].startswith("Revenue grew")


def test_a_greeting_sentence_inside_the_first_paragraph_is_found() -> None:
    parts = layout("Hello Dana, hope you are well. Revenue grew this quarter.\n\nMore text.")
    assert parts.greeting == "Hello Dana, hope you are well."
    assert parts.body[0] == "Revenue grew this quarter."


def test_dropping_the_greeting_paragraph() -> None:
    assert codes(GREETING + BODY, BODY) == ["greeting:removed"]


def test_adding_a_greeting() -> None:
    assert codes(BODY, "Hello Dana,\n\n" + BODY) == ["greeting:added"]


def test_dropping_an_introductory_paragraph() -> None:
    intro = "In this report we look at revenue, support and hiring for the quarter.\n\n"
    assert codes(intro + BODY, BODY) == ["preamble:removed"]


def test_closing_pleasantries_and_signoff_removed() -> None:
    assert codes(BODY + CLOSING + SIGNOFF, BODY) == ["closing:removed", "signoff:removed"]


def test_changed_signoff_records_the_new_one() -> None:
    assert codes(BODY + SIGNOFF, BODY + "\n\nCheers,\nSam") == ["signoff:set:Cheers, Sam"]


def test_length_cut_by_a_third_is_about_thirty_percent() -> None:
    first, _, third = BODY.split("\n\n")
    [feature] = edit_features(BODY, first + "\n\n" + third)
    assert (feature.dimension, feature.change, feature.amount) == ("length", "cut", 30)


def test_small_length_changes_say_nothing() -> None:
    assert codes(BODY, BODY.replace(" for the months ahead", "")) == []


def test_length_grown() -> None:
    extra = (
        "\n\nMarketing launched two campaigns, the first aimed at agencies and the second at "
        "small retailers, and early sign-up numbers for both are above what we planned for."
    )
    [feature] = edit_features(BODY, BODY + extra + extra.replace("first", "initial"))
    assert (feature.dimension, feature.change) == ("length", "grown")


def test_prose_turned_into_bullets() -> None:
    bullets = (
        "- Revenue up 12%, mostly from the enterprise plan\n"
        "- Support volume at its lowest since spring; responses under two hours\n"
        "- Hiring on track: two engineers joined, a designer starts next month"
    )
    assert "bullets:added" in codes(BODY, bullets)


def test_bullets_turned_into_prose() -> None:
    bullets = "- Revenue grew.\n- Support improved.\n- Hiring is on track.\n- Costs are flat."
    prose = "Revenue grew, support improved, hiring is on track and costs are flat."
    assert "bullets:removed" in codes(bullets, prose)


def test_headings_removed_added_and_recased() -> None:
    with_headings = "# Quarterly Revenue Overview\n\n" + BODY
    assert codes(with_headings, BODY) == ["headings:removed"]
    assert codes(BODY, with_headings) == ["headings:added"]
    recased = "# Quarterly revenue overview\n\n" + BODY
    assert codes(with_headings, recased) == ["heading_case:sentence"]


def test_long_headings_shortened() -> None:
    long_heading = "# An Overview Of How Revenue Developed This Quarter\n\n" + BODY
    assert "heading_length:shorter" in codes(long_heading, "# Revenue\n\n" + BODY)


def test_sentences_shortened() -> None:
    short = BODY.replace(", driven", ". It was driven").replace(", and the", ". The")
    short = short.replace(", which should", ". This should").replace(" thanks", ". This is thanks")
    assert codes(BODY, short) == ["sentences:shorter"]


def test_recurring_word_substitution() -> None:
    assert codes(BODY, BODY.replace("utilize", "use")) == ["word:utilize>use"]


def test_bold_and_emoji_removed() -> None:
    fancy = BODY.replace("twelve percent", "**twelve percent**") + " 🚀"
    assert codes(fancy, BODY) == ["emoji:removed", "emphasis:removed"]


def test_deleting_a_bold_sentence_is_not_removing_formatting() -> None:
    fancy = "**Urgent: the launch moved.**\n\n" + BODY
    assert "emphasis:removed" not in codes(fancy, BODY)


@pytest.mark.parametrize(
    "edited",
    [
        BODY.replace("Revenue grew", "Revenue grwe"),  # a typo introduced
        BODY.replace("utilize", "utilise"),  # a spelling variant
        BODY.replace("engineers", "engineer"),  # an inflection
        BODY.replace("\n\n", "\n\n\n"),  # whitespace only
        BODY.replace("twelve percent", "12%"),  # a figure written differently
        BODY,
    ],
)
def test_trivial_edits_produce_no_feature(edited: str) -> None:
    assert codes(BODY, edited) == []


def test_a_corrected_name_day_or_place_is_a_fact_not_a_wording_choice() -> None:
    assert codes(BODY, BODY.replace("June", "July")) == []
    assert codes("We meet on Tuesday in Berlin.", "We meet on Wednesday in Munich.") == []


REORDERED_ORIGINAL = (
    "Hi team,\n\nWe need to utilize the new tool. Revenue grew 5%.\n\nBest regards,\nAlice Smith"
)
REORDERED_EDITED = "Revenue grew 5%. We need to use the new tool.\n\nAlice"


def test_reordered_sentences_are_aligned_by_content_not_position() -> None:
    assert codes(REORDERED_ORIGINAL, REORDERED_EDITED) == [
        "greeting:removed",
        "signoff:set:Alice",
        "word:utilize>use",
    ]


def test_a_pure_reorder_teaches_nothing() -> None:
    original = (
        "The launch moved to Friday. Marketing sends the note on Thursday. Review the slides."
    )
    edited = "Review the slides. The launch moved to Friday. Marketing sends the note on Thursday."
    assert codes(original, edited) == []


def test_a_shortened_sign_off_is_kept_not_removed() -> None:
    original = "Hello all,\n\nThe office is closed on Monday.\n\nWarm regards,\nNina Patel"
    assert codes(original, original.replace("Warm regards,\nNina Patel", "Nina")) == [
        "signoff:set:Nina"
    ]
    assert codes(original, original.replace("\n\nWarm regards,\nNina Patel", "")) == [
        "signoff:removed"
    ]


def test_typo_fixes_produce_no_feature_at_all() -> None:
    typos = BODY.replace("Revenue", "Revnue").replace("healthy", "helathy")
    assert codes(typos, BODY) == []


def test_a_rewrite_is_not_a_list_of_word_swaps() -> None:
    rewrite = "Quarter summary: money in, fewer tickets, more people. Details on request."
    assert not [c for c in codes(BODY, rewrite) if c.startswith("word:")]


def test_style_swaps_exclude_typos_inflections_and_function_words() -> None:
    assert is_style_swap("utilize", "use")
    assert is_style_swap("in order to", "to help") is True
    assert not is_style_swap("recieve", "receive")
    assert not is_style_swap("reports", "report")
    assert not is_style_swap("the", "a")
    assert not is_style_swap("improved to", "is")


def test_feature_codes_round_trip() -> None:
    for feature in (
        Feature("length", "cut", 40),
        Feature("signoff", "set:Best: Sam @ HQ"),
        Feature("word", "utilize>use"),
    ):
        assert Feature.from_code(feature.code) == feature


def test_wording_is_an_instruction_with_a_stable_key() -> None:
    assert wording(Feature("greeting", "removed")).key == "format.greeting"
    cut = wording(Feature("length", "cut", 40))
    assert (cut.key, cut.content) == (
        "style.length",
        "Keep deliverables short: the user cuts drafts by about 40%",
    )
    swap = wording(Feature("word", "utilizes>uses"))
    assert (swap.key, swap.content) == ("style.word.util", 'Write "uses" instead of "utilizes"')


MARKUP = st.sampled_from(["\n", "\n\n", "# ", "- ", "**", "*", "_", "Hi ", "Best,\n", "🚀", ". "])
TEXT = st.lists(st.one_of(st.text(max_size=12), MARKUP), max_size=40).map("".join)


@given(original=TEXT, edited=TEXT)
def test_any_pair_of_texts_is_analysed_without_error(original: str, edited: str) -> None:
    found = edit_features(original, edited)
    assert found == sorted(set(found))
    assert all(Feature.from_code(f.code) == f for f in found)


@given(text=TEXT)
def test_an_unchanged_text_has_no_features(text: str) -> None:
    assert edit_features(text, text) == []


def test_dropping_the_valediction_but_keeping_the_name_signs_off_with_the_name() -> None:
    assert codes(BODY + SIGNOFF, BODY + "\n\nSam") == ["signoff:set:Sam"]
