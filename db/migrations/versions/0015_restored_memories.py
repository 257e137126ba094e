"""A memory can come back: `memory_history.action` may be 'restored'.

A conversation the user says was not theirs ("my brother had my phone yesterday, none of that
was me") takes back the memories it wrote, and a memory one of them had superseded becomes
active again. Its history records that as 'restored' (the CHECK constraint on `action` gains
the value; SQLite rebuilds the table in batch mode, its indexes with it).

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-30
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BEFORE = ("created", "reinforced", "superseded", "edited", "deleted", "archived", "rejected")
_AFTER = (*_BEFORE, "restored")


def _allowed(actions: tuple[str, ...]) -> str:
    return "action IN (" + ", ".join(f"'{action}'" for action in actions) + ")"


def _check(actions: tuple[str, ...]) -> None:
    with op.batch_alter_table("memory_history") as batch:
        batch.drop_constraint(op.f("ck_memory_history_action"), type_="check")
        batch.create_check_constraint(op.f("ck_memory_history_action"), _allowed(actions))


def upgrade() -> None:
    _check(_AFTER)


def downgrade() -> None:
    op.execute("DELETE FROM memory_history WHERE action = 'restored'")
    _check(_BEFORE)
