"""The HTTP API (FastAPI): the chat app's door to its users' memories, and the Context page."""
