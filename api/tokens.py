"""`memory-worker token USER`: a user token from MEMORY_API_SIGNING_KEY."""

from __future__ import annotations

from api.auth import mint
from api.settings import ApiSettings, signing_key
from memory_service.errors import ConfigurationError
from memory_service.schemas import check_identifier


def user_token(
    user_id: str, *, ttl_s: int | None = None, settings: ApiSettings | None = None
) -> str:
    """A JWT for `user_id` (ConfigurationError when no signing key is set, or a blank one)."""
    settings = settings or ApiSettings()
    key = signing_key(settings)
    if key is None:
        raise ConfigurationError("MEMORY_API_SIGNING_KEY: set the key user tokens are signed with")
    check_identifier(user_id, "user")
    return mint(user_id, signing_key=key, ttl_s=ttl_s or settings.memory_api_token_ttl_s)
