"""Storage: typed tables, engine and session factory, queries, Alembic migrations."""
