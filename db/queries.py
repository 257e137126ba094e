"""Query functions: keyword-only, scoped by user, never commit (the service owns transactions)."""

from __future__ import annotations

import json
import typing
import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any, NamedTuple
from typing import cast as typed

from sqlalchemy import (
    DateTime,
    Table,
    Text,
    and_,
    bindparam,
    cast,
    delete,
    func,
    insert,
    literal_column,
    or_,
    select,
    text,
    type_coerce,
    update,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from db.tables import (
    USER_TABLES,
    MemoryEvidence,
    MemoryHistory,
    UserContext,
)


def rowcount(result: Any) -> int:
    """Rows affected by an UPDATE or DELETE result."""
    return int(getattr(result, "rowcount", 0) or 0)


# --- user_context -----------------------------------------------------------------------------


def active_memories(session: Session, *, user_id: str) -> list[UserContext]:
    """The user's active memories as ORM rows (the writer's working set)."""
    stmt = select(UserContext).where(UserContext.user_id == user_id, UserContext.status == "active")
    return list(session.scalars(stmt))


DISMISSED = "dismissed"
"""`signal_kind` of a deletion's audit record whose `signal_ref` is the key of a derived memory
the user deleted (an insight read from their other memories), so it is not derived again."""


def dismissed_keys(session: Session, *, user_id: str) -> set[str]:
    """Keys of the derived memories the user deleted (`DISMISSED`)."""
    stmt = select(MemoryHistory.signal_ref).where(
        MemoryHistory.user_id == user_id,
        MemoryHistory.action == "deleted",
        MemoryHistory.signal_kind == DISMISSED,
    )
    return {ref for ref in session.scalars(stmt) if ref}


class WriteSet(NamedTuple):
    """The rows a signal's rules can touch, and what the user holds in all."""

    rows: list[UserContext]
    active: int
    """The user's active memories when read (the cap counts these)."""
    seen: dict[uuid.UUID, set[tuple[str, str]]]
    """For each row, which of the signal's observations (kind, ref) it already has as evidence."""


_CANDIDATE_IDS = """
user_context.id = ANY(ARRAY(
SELECT m.id FROM unnest(CAST(:shapes AS text[])) AS s(words)
CROSS JOIN LATERAL (
    SELECT u.id FROM user_context AS u WHERE u.terms @> string_to_array(s.words, ' ') OFFSET 0
) AS m
UNION
SELECT u.id FROM user_context AS u
WHERE u.user_id = :user_id AND u.status = 'active' AND u.key = ANY(CAST(:keys AS text[]))
UNION
SELECT u.id FROM user_context AS u
WHERE u.user_id = :user_id AND u.status = 'active' AND u.terms IS NULL
UNION
SELECT unnest(CAST(:ids AS uuid[]))
))
"""
"""The ids of the rows a signal's candidates can match (PostgreSQL), every arm an index probe:
each shape is one probe of the GIN index over the user-scoped words (`OFFSET 0` keeps it a probe
per shape, and with no other condition no other index can serve it, whatever the planner's
estimates of a fast-growing user), then the same keys, the rows whose words are not stored yet,
and the given ids. An array of ids, so the rows themselves are read by primary key."""

_ACTIVE_OF_USER = "user_context.user_id || '' = :user_id AND user_context.status || '' = 'active'"
"""The user's active rows, as a filter that no index serves: the matches are read by primary key,
never by a scan of the user's rows that stale statistics can make look cheap."""


def write_set(
    session: Session,
    *,
    user_id: str,
    keys: Sequence[str],
    shapes: Sequence[Sequence[str]],
    under_keys: Sequence[str] = (),
    ids: Sequence[uuid.UUID] = (),
    observed: Sequence[tuple[str, str]] = (),
    count_up_to: int,
) -> WriteSet:
    """The user's active rows a signal's candidates can match, in one statement.

    On PostgreSQL only the rows under one of `keys` (or a key namespace of `under_keys`), whose
    stored words hold all of one of the `shapes`, whose words are not stored yet, or with one of
    `ids` (`_CANDIDATE_IDS`); on SQLite every active row. Each row comes with the evidence it
    already has from the `observed` signals. The statement also counts the user's active rows
    up to `count_up_to` (reading `count_up_to` means at least that many), as one row joined to
    the matches, so it answers even when nothing matches.
    """
    active = and_(UserContext.user_id == user_id, UserContext.status == "active")
    some = select(UserContext.id).where(active).limit(count_up_to).subquery()
    counted = select(func.count().label("active")).select_from(some).subquery()
    match: ColumnElement[bool] = active
    params: dict[str, Any] = {}
    if session.get_bind().dialect.name == "postgresql":
        arms: list[ColumnElement[bool]] = [text(_CANDIDATE_IDS)]  # type: ignore[list-item]
        arms.extend(UserContext.key.startswith(key + ".", autoescape=True) for key in under_keys)
        match = and_(text(_ACTIVE_OF_USER), or_(*arms) if len(arms) > 1 else arms[0])
        params = {
            "shapes": [" ".join(words) for words in shapes],
            "keys": list(keys),
            "ids": list(ids),
            "user_id": user_id,
        }
    stmt = (
        select(counted.c.active, UserContext, _seen_column(session, observed))
        .select_from(counted)
        .outerjoin(UserContext, match)
    )
    result = session.execute(stmt, params).all()
    rows = [row for _, row, _ in result if row is not None]
    seen = {row.id: _refs(refs) for _, row, refs in result if row is not None}
    return WriteSet(rows, int(result[0][0]) if result else 0, seen)


def _seen_column(session: Session, observed: Sequence[tuple[str, str]]) -> Any:
    """Per row: its evidence from the `observed` signals, as one aggregated text column."""
    if not observed:
        return cast(None, Text).label("seen")
    pairs = MemoryEvidence.signal_kind + " " + MemoryEvidence.signal_ref
    wanted = [f"{kind} {ref}" for kind, ref in observed]
    if session.get_bind().dialect.name == "postgresql":
        sub = select(func.array_agg(pairs)).where(
            MemoryEvidence.memory_id == UserContext.id,
            pairs == func.any(bindparam("observed", wanted, type_=ARRAY(Text()))),
        )
    else:
        sub = select(func.json_group_array(pairs)).where(
            MemoryEvidence.memory_id == UserContext.id, pairs.in_(wanted)
        )
    return sub.scalar_subquery().label("seen")


def _refs(value: Any) -> set[tuple[str, str]]:
    if not value:
        return set()
    items = json.loads(value) if isinstance(value, str) else value
    return {(item.split(" ", 1)[0], item.split(" ", 1)[-1]) for item in items if item}


class PromptRow(NamedTuple):
    """One active memory as the prompt block reads it (the columns of `PROMPT_COLUMNS`)."""

    id: uuid.UUID
    key: str
    content: str
    entry_type: str
    critical: bool
    tags: str | Sequence[str]
    """The JSON text as stored (ranking reads it as words); a list where rows are built by hand."""
    confidence: str
    occurrences: int
    importance: float
    stability_days: float
    last_observed_at: datetime
    """The driver's own datetime: aware on PostgreSQL, naive UTC on SQLite."""


PROMPT_COLUMNS = (
    UserContext.id,
    UserContext.key,
    UserContext.content,
    UserContext.entry_type,
    UserContext.critical,
    # The JSON text as stored: ranking reads it as words, and skipping the JSON decode of
    # every row is a third of the hot path's time at 1,000 memories.
    cast(UserContext.tags, Text).label("tags"),
    UserContext.confidence,
    UserContext.occurrences,
    UserContext.importance,
    UserContext.stability_days,
    # The driver's own datetime (aware on PostgreSQL, naive UTC on SQLite): the per-row UTC
    # normalisation of `UTCDateTime` costs a millisecond per 1,000 rows, and the ranking
    # only needs the UTC day.
    type_coerce(UserContext.last_observed_at, DateTime(timezone=True)).label("last_observed_at"),
)


def prompt_rows(session: Session, *, user_id: str) -> list[PromptRow]:
    """Only the columns ranking and formatting need, as `PromptRow`s (the hot path).

    The result rows are handed over as they come: they have `PromptRow`'s fields in its order,
    by name and by position, so they are one without a copy (copying each row into a
    `PromptRow` would cost a third of a millisecond per 1,000 rows on every prompt).
    """
    stmt = select(*PROMPT_COLUMNS).where(
        UserContext.user_id == user_id, UserContext.status == "active"
    )
    return typing.cast(list[PromptRow], session.execute(stmt).all())


SEARCH_TERMS = 32
"""At most this many distinct query terms reach the full-text index."""


def matching_rows(
    session: Session, *, user_id: str, terms: Sequence[str], limit: int
) -> list[PromptRow]:
    """Active memories whose content or tags hold a word starting with one of `terms` (stems),
    as `PromptRow`s: up to `limit`, best full-text matches first (the index serves the search).

    A prefix match on the stem finds every inflection the stemmers of both databases index
    ("cook" finds "cooking"); the caller scores what comes back with its own terms.
    """
    words = [t for t in dict.fromkeys(terms) if t.isalnum()][:SEARCH_TERMS]
    if not words:
        return []
    active = (UserContext.user_id == user_id, UserContext.status == "active")
    if session.get_bind().dialect.name == "postgresql":
        query = func.to_tsquery("simple", " | ".join(f"'{w}':*" for w in words))
        search: ColumnElement[Any] = literal_column("user_context.search")
        stmt = (
            select(*PROMPT_COLUMNS)
            .where(*active, search.op("@@")(query))
            .order_by(func.ts_rank(search, query).desc(), UserContext.id)
            .limit(limit)
        )
        return typing.cast(list[PromptRow], session.execute(stmt).all())
    found = text(
        "SELECT f.memory_id FROM user_context_fts AS f JOIN user_context AS m "
        "ON m.id = f.memory_id WHERE user_context_fts MATCH :match AND m.user_id = :user_id "
        "AND m.status = 'active' ORDER BY f.rank, f.memory_id LIMIT :limit"
    ).bindparams(match=" OR ".join(f'"{w}"*' for w in words), user_id=user_id, limit=limit)
    ids = [uuid.UUID(str(row[0])) for row in session.execute(found)]
    return rows_by_ids(session, user_id=user_id, ids=ids)


def rows_by_ids(session: Session, *, user_id: str, ids: Sequence[uuid.UUID]) -> list[PromptRow]:
    """The user's active memories with these ids, as `PromptRow`s."""
    if not ids:
        return []
    stmt = select(*PROMPT_COLUMNS).where(
        UserContext.user_id == user_id, UserContext.status == "active", UserContext.id.in_(ids)
    )
    return typing.cast(list[PromptRow], session.execute(stmt).all())


def user_memories(
    session: Session, *, user_id: str, include_archived: bool = True
) -> list[UserContext]:
    """All of a user's memories, active first, then newest first."""
    stmt = select(UserContext).where(UserContext.user_id == user_id)
    if not include_archived:
        stmt = stmt.where(UserContext.status == "active")
    stmt = stmt.order_by(
        (UserContext.status == "active").desc(), UserContext.updated_at.desc(), UserContext.id
    )
    return list(session.scalars(stmt))


def add_memory(session: Session, **values: Any) -> UserContext:
    """Insert a new memory row (the writer decides its values); flushed by the caller."""
    row = UserContext(**values)
    session.add(row)
    return row


def delete_memory(session: Session, *, row: UserContext) -> None:
    """Delete one memory row; its evidence goes with it (ON DELETE CASCADE)."""
    session.delete(row)
    session.flush()


def memory_by_id(session: Session, *, user_id: str, memory_id: uuid.UUID) -> UserContext | None:
    """One memory, only if it belongs to `user_id`."""
    stmt = select(UserContext).where(UserContext.id == memory_id, UserContext.user_id == user_id)
    return session.scalars(stmt).one_or_none()


def add_usage(session: Session, *, counts: dict[uuid.UUID, int], used_at: datetime) -> None:
    """Bump use counts and last-used times for memories placed in a prompt.

    Rows are updated in id order, so processes flushing at the same time cannot deadlock."""
    for memory_id, count in sorted(counts.items(), key=lambda item: str(item[0])):
        session.execute(
            update(UserContext)
            .where(UserContext.id == memory_id)
            .values(use_count=UserContext.use_count + count, last_used_at=used_at)
        )


# --- memory_evidence --------------------------------------------------------------------------


def insert_ignoring_conflicts(session: Session, table: Any, index_elements: Sequence[str]) -> Any:
    """INSERT ... ON CONFLICT (index_elements) DO NOTHING, for the session's dialect."""
    dialect = session.get_bind().dialect.name
    make_insert = pg_insert if dialect == "postgresql" else sqlite_insert
    return make_insert(table).on_conflict_do_nothing(index_elements=list(index_elements))


def add_evidence(session: Session, *, rows: Sequence[dict[str, Any]]) -> int:
    """Insert evidence rows, skipping any already recorded; returns how many were new.

    INSERT ... ON CONFLICT DO NOTHING RETURNING: one round trip, and the unique (memory, kind,
    ref) constraint itself decides what is new, so a repeated observation can never count.
    """
    if not rows:
        return 0
    stmt = insert_ignoring_conflicts(
        session, MemoryEvidence, ("memory_id", "signal_kind", "signal_ref")
    ).returning(MemoryEvidence.id)
    return sum(len(session.execute(stmt.values(**row)).all()) for row in rows)


def evidence_for(session: Session, *, user_id: str, memory_id: uuid.UUID) -> list[MemoryEvidence]:
    """A memory's evidence, oldest first (the answer to "why do you remember this?")."""
    stmt = (
        select(MemoryEvidence)
        .where(MemoryEvidence.memory_id == memory_id, MemoryEvidence.user_id == user_id)
        .order_by(MemoryEvidence.observed_at, MemoryEvidence.id)
    )
    return list(session.scalars(stmt))


def copy_evidence(session: Session, *, from_id: uuid.UUID, to_id: uuid.UUID) -> None:
    """Carry a superseded memory's evidence over to the memory that replaces it (one statement)."""
    columns = ("user_id", "signal_kind", "signal_ref", "excerpt", "observed_at")
    source = select(
        type_coerce(bindparam("to_id", to_id), MemoryEvidence.memory_id.type),
        *(getattr(MemoryEvidence, name) for name in columns),
    ).where(MemoryEvidence.memory_id == from_id)
    stmt = insert_ignoring_conflicts(
        session, MemoryEvidence, ("memory_id", "signal_kind", "signal_ref")
    ).from_select(["memory_id", *columns], source)
    session.execute(stmt)


def add_evidence_rows(session: Session, *, rows: Sequence[dict[str, Any]]) -> None:
    """Insert evidence rows in one multi-row statement, skipping any already recorded."""
    if rows:
        unique = ("memory_id", "signal_kind", "signal_ref")
        # Parameters apart from the statement: its compiled form is cached, and the driver still
        # sends one multi-row INSERT (insertmanyvalues) for rows of one shape.
        session.execute(insert_ignoring_conflicts(session, MemoryEvidence, unique), list(rows))


def created_by(
    session: Session, *, user_id: str, kind: str, refs: Sequence[str]
) -> list[UserContext]:
    """The user's active automatic memories first written by these signals (`memory_history`)."""
    if not refs:
        return []
    made = select(MemoryHistory.memory_id).where(
        MemoryHistory.user_id == user_id,
        MemoryHistory.action == "created",
        MemoryHistory.signal_kind == kind,
        MemoryHistory.signal_ref.in_(list(refs)),
    )
    stmt = (
        select(UserContext)
        .where(
            UserContext.user_id == user_id,
            UserContext.status == "active",
            UserContext.source != "user",
            UserContext.id.in_(made),
        )
        .order_by(UserContext.created_at, UserContext.id)
    )
    return list(session.scalars(stmt))


def memories(session: Session, *, user_id: str, ids: Sequence[uuid.UUID]) -> list[UserContext]:
    """The user's memories with these ids, whatever their status (rows to change)."""
    if not ids:
        return []
    stmt = select(UserContext).where(UserContext.user_id == user_id, UserContext.id.in_(list(ids)))
    return list(session.scalars(stmt))


def evidence_from(
    session: Session, *, user_id: str, kind: str, refs: Sequence[str]
) -> list[MemoryEvidence]:
    """The user's evidence rows that these signals recorded."""
    if not refs:
        return []
    stmt = select(MemoryEvidence).where(
        MemoryEvidence.user_id == user_id,
        MemoryEvidence.signal_kind == kind,
        MemoryEvidence.signal_ref.in_(list(refs)),
    )
    return list(session.scalars(stmt))


def delete_evidence(session: Session, *, user_id: str, ids: Sequence[int]) -> int:
    """Delete the user's evidence rows with these ids."""
    if not ids:
        return 0
    stmt = delete(MemoryEvidence).where(
        MemoryEvidence.user_id == user_id, MemoryEvidence.id.in_(list(ids))
    )
    return rowcount(session.execute(stmt))


def replaced_by(session: Session, *, user_id: str, ids: Sequence[uuid.UUID]) -> list[UserContext]:
    """The user's archived memories that these memories superseded."""
    if not ids:
        return []
    stmt = select(UserContext).where(
        UserContext.user_id == user_id,
        UserContext.status == "archived",
        UserContext.superseded_by.in_(list(ids)),
    )
    return list(session.scalars(stmt))


def active_keys(session: Session, *, user_id: str, keys: Sequence[str]) -> set[str]:
    """Which of these keys hold an active memory of the user."""
    if not keys:
        return set()
    stmt = select(UserContext.key).where(
        UserContext.user_id == user_id,
        UserContext.status == "active",
        UserContext.key.in_(list(keys)),
    )
    return set(session.scalars(stmt))


# --- memory_history ---------------------------------------------------------------------------


def add_history(
    session: Session,
    *,
    user_id: str,
    memory_id: uuid.UUID | None,
    action: str,
    at: datetime,
    old_content: str | None = None,
    new_content: str | None = None,
    reason: str | None = None,
    signal_kind: str | None = None,
    signal_ref: str | None = None,
) -> None:
    """Append one audit record."""
    session.add(
        MemoryHistory(
            user_id=user_id,
            memory_id=memory_id,
            action=action,
            old_content=old_content,
            new_content=new_content,
            reason=reason,
            signal_kind=signal_kind,
            signal_ref=signal_ref,
            created_at=at,
        )
    )


def add_history_rows(session: Session, *, rows: Sequence[dict[str, Any]]) -> None:
    """Append audit records in one multi-row statement, in the order given."""
    if rows:
        # The rows share their columns (`_history_row`): one cached statement, the rows as its
        # parameter sets (a multi-row VALUES is compiled anew for every count of rows).
        table = typed(Table, MemoryHistory.__table__)
        session.execute(insert(table), list(rows))


def history_for(session: Session, *, user_id: str, memory_id: uuid.UUID) -> list[MemoryHistory]:
    """A memory's audit trail, oldest first."""
    stmt = (
        select(MemoryHistory)
        .where(MemoryHistory.user_id == user_id, MemoryHistory.memory_id == memory_id)
        .order_by(MemoryHistory.id)
    )
    return list(session.scalars(stmt))


def scrub_history(session: Session, *, user_id: str, memory_id: uuid.UUID) -> None:
    """Blank the remembered wording in a deleted memory's audit trail (the audit stays)."""
    session.execute(
        update(MemoryHistory)
        .where(MemoryHistory.user_id == user_id, MemoryHistory.memory_id == memory_id)
        .values(old_content=None, new_content=None)
    )


# --- whole-user operations ---------------------------------------------------------------------


def delete_user_rows(session: Session, *, user_id: str) -> dict[str, int]:
    """Delete every row of `user_id` in every per-user table; returns counts per table."""
    counts: dict[str, int] = {}
    session.execute(
        update(UserContext).where(UserContext.user_id == user_id).values(superseded_by=None)
    )
    for table in USER_TABLES:
        result = session.execute(delete(table).where(table.user_id == user_id))  # type: ignore[attr-defined]
        counts[table.__tablename__] = rowcount(result)
    return counts


def user_exists(session: Session, *, user_id: str) -> bool:
    """True when any per-user table holds a row for `user_id`."""
    for table in USER_TABLES:
        stmt = select(table.user_id).where(table.user_id == user_id).limit(1)  # type: ignore[attr-defined]
        if session.execute(stmt).first() is not None:
            return True
    return False


def user_rows(session: Session, *, table: Any, user_id: str) -> list[Any]:
    """Every row of `table` belonging to `user_id`, in primary-key order (for export)."""
    stmt = select(table).where(table.user_id == user_id).order_by(*table.__table__.primary_key)
    return list(session.scalars(stmt))
