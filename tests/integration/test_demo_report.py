"""The demo's report reads on a narrow terminal: one memory per line, its words unbroken."""

from __future__ import annotations

import io

from rich.console import Console

from memory_service import MemoryService
from worker.demo import _report

SAID = "I'm allergic to peanuts and I work as a product designer in Porto."


def _printed(svc: MemoryService, user_id: str, width: int) -> str:
    out = io.StringIO()
    _report(svc, [{"user_id": user_id}], Console(file=out, width=width, color_system=None))
    return out.getvalue()


def test_a_narrow_terminal_lists_each_memory_whole(svc: MemoryService, user_id: str) -> None:
    svc.process_conversation(user_id, [{"role": "user", "content": SAID}], "s1")
    narrow = _printed(svc, user_id, 60)
    assert "- Allergic to peanuts\n" in narrow
    assert "critical fact · conversation · confidence medium · seen 1x" in narrow
    assert "┃" not in narrow
    wide = _printed(svc, user_id, 140)
    assert "┃ memory" in wide
