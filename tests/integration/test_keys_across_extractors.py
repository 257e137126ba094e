"""One fact, either extractor: the same key from the registry, one row, two observations."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from devtools.fake_anthropic import FakeAnthropic, RecordedRequest, Reply, extraction_reply, memory
from memory_service import MemoryService
from memory_service.extractors.anthropic import AnthropicExtractor

SAID = "I'm allergic to peanuts, and I live in Leeds."


def _taught(system: str, template: str, item: str | None = None) -> str:
    """The key the system prompt teaches for `template` (its <item> filled in)."""
    line = re.search(rf"^- ({re.escape(template)}(?:\.<\w+>)?): ", system, re.MULTILINE)
    assert line is not None, f"the prompt does not teach {template}"
    return re.sub(r"<\w+>", item, line.group(1)) if item else line.group(1)


def _answer_as_taught(request: RecordedRequest) -> Reply:
    system = request.body["system"][0]["text"]
    return extraction_reply(
        [
            memory(
                _taught(system, "diet.allergy", "peanuts"),
                "Is allergic to peanuts.",
                critical=True,
                source_turns=[0],
            ),
            memory(_taught(system, "location.home"), "Lives in Leeds.", source_turns=[0]),
        ]
    )


@pytest.fixture
def llm_service(pg_url: str) -> Iterator[MemoryService]:
    with FakeAnthropic(default=_answer_as_taught) as fake:
        extractor = AnthropicExtractor(api_key="sk-test", base_url=fake.url, sleep=lambda _s: None)
        service = MemoryService(pg_url, extractor=extractor)
        yield service
        service.close()
        extractor.close()


@pytest.mark.parametrize("llm_first", [False, True])
def test_the_same_fact_from_either_extractor_lands_on_one_key_and_one_row(
    pg_url: str, llm_service: MemoryService, user_id: str, llm_first: bool
) -> None:
    rules_service = MemoryService(pg_url)
    said = [{"role": "user", "content": SAID}]
    order = [llm_service, rules_service] if llm_first else [rules_service, llm_service]
    for number, service in enumerate(order):
        assert service.process_conversation(user_id, said, f"session-{number}") == 2
    rules_service.close()

    memories = llm_service.list_memories(user_id)
    assert {m.key for m in memories} == {"diet.allergy.peanuts", "location.home"}
    assert all(m.status == "active" and m.occurrences == 2 for m in memories)
