"""docker-compose.yml read with a YAML parser: health checks, exposed ports, restart policies."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

COMPOSE = Path(__file__).resolve().parents[3] / "docker-compose.yml"


def services() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))
    return dict(data["services"])


def test_postgres_is_healthy_only_when_it_accepts_tcp_connections() -> None:
    check = " ".join(services()["postgres"]["healthcheck"]["test"])
    assert "pg_isready" in check
    assert " -h 127.0.0.1" in check or " -h localhost" in check


def test_migrate_tries_again_when_it_fails() -> None:
    restart = str(services()["migrate"]["restart"])
    assert restart.startswith("on-failure")


def test_every_published_port_is_bound_to_loopback() -> None:
    for name, service in services().items():
        for port in service.get("ports", []):
            assert str(port).startswith(("127.0.0.1:", "localhost:")), (name, port)


def test_flower_needs_a_password_and_is_opt_in() -> None:
    flower = services()["flower"]
    command = " ".join(flower["command"])
    assert "--basic-auth=" in command and "FLOWER_BASIC_AUTH" in command
    assert 'test -n "$$FLOWER_BASIC_AUTH"' in command and "exit 1" in command
    assert flower["profiles"] == ["monitoring"]
    assert "FLOWER_BASIC_AUTH" in flower["environment"]
    assert flower["environment"]["DATABASE_URL"].startswith("postgresql+psycopg://")
