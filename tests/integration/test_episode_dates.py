"""An episode's date label and its resolved relative dates use the same calendar: the one of the
offset the message was sent with (UTC when it has none)."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta

import pytest

from memory_service import MemoryService
from tests.conftest import Clock

SAID_AT = "2026-11-20T01:00:00+05:00"  # 19 November in UTC, 20 November where it was said
STATEMENT = "We visited the old castle yesterday and the view from the tower was lovely."
LINE = re.compile(r"- \[(\d+ \w+ \d{4})\] We visited the old castle yesterday \((\d+ \w+ \d{4})\)")


@pytest.fixture
def clock() -> Clock:
    return Clock(datetime(2026, 11, 20, 12, 0, tzinfo=UTC))


def labelled_days(block: str) -> tuple[date, date]:
    match = LINE.search(block)
    assert match, block
    label, yesterday = (datetime.strptime(g, "%d %B %Y").date() for g in match.groups())
    return label, yesterday


def test_the_date_label_and_yesterday_agree_for_a_message_with_an_offset(
    svc: MemoryService, user_id: str
) -> None:
    message = {"role": "user", "content": STATEMENT, "created_at": SAID_AT}
    svc.process_conversation(user_id, [message], "s-offset")
    label, yesterday = labelled_days(svc.get_for_prompt(user_id, query="castle tower"))
    assert (label, yesterday) == (date(2026, 11, 20), date(2026, 11, 19))


def test_the_date_label_and_yesterday_agree_for_a_buffered_session(
    svc: MemoryService, user_id: str
) -> None:
    message = {"role": "user", "content": STATEMENT, "created_at": SAID_AT}
    svc.session_activity(user_id, "s-buffered", [message])
    svc.close_session(user_id, "s-buffered")
    label, yesterday = labelled_days(svc.get_for_prompt(user_id, query="castle tower"))
    assert label - yesterday == timedelta(days=1)
