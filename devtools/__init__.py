"""Development tools shared by the tests and the benches: throwaway PostgreSQL and Redis servers,
real worker processes, a fake Anthropic API, and the evaluation sets' scoring and generation.
Not part of the installed packages."""
