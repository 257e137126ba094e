"""Shared dependencies: the service and the producer the app was built with."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from api.producer import Producer
from memory_service import MemoryService
from memory_service.page_ops import ContextOps


def _service(request: Request) -> MemoryService:
    service: MemoryService = request.app.state.service
    return service


def _context(request: Request) -> ContextOps:
    return ContextOps(_service(request))


def _producer(request: Request) -> Producer:
    producer: Producer = request.app.state.producer
    return producer


Service = Annotated[MemoryService, Depends(_service)]
Context = Annotated[ContextOps, Depends(_context)]
Enqueue = Annotated[Producer, Depends(_producer)]
