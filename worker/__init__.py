"""Celery glue: the app, thin tasks, and a producer client for chat apps.

Nothing is imported here, so `from worker.client import MemoryClient` pulls in only Celery.
"""
