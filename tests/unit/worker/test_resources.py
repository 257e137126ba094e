"""The database pool a worker process keeps, from its Celery pool and concurrency."""

from __future__ import annotations

import pytest

from worker.resources import PREFORK_POOL_SIZE, db_pool_size


@pytest.mark.parametrize(
    ("pool", "concurrency", "expected"),
    [
        ("prefork", 8, PREFORK_POOL_SIZE),
        ("celery.concurrency.prefork.TaskPool", 4, PREFORK_POOL_SIZE),
        ("threads", 64, 64),
        ("celery.concurrency.thread.TaskPool", 16, 16),
        ("gevent", 200, 200),
        ("threads", "auto", PREFORK_POOL_SIZE),
        ("threads", None, PREFORK_POOL_SIZE),
        ("threads", 0, PREFORK_POOL_SIZE),
    ],
)
def test_each_slot_that_runs_in_the_process_gets_a_connection(
    pool: str, concurrency: object, expected: int
) -> None:
    assert db_pool_size(pool, concurrency) == expected
