"""The API's own settings, read from the environment at start-up (`memory-worker serve`)."""

from __future__ import annotations

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

MIB = 1024 * 1024
MIN_SERVICE_TOKEN_CHARS = 16


class ApiSettings(BaseSettings):
    """`MEMORY_API_*` variables: the service token, the user-token key, the body cap."""

    model_config = SettingsConfigDict(extra="ignore", case_sensitive=False)

    memory_api_token: SecretStr | None = None
    """The chat app backend's token: may act for any user."""
    memory_api_signing_key: SecretStr | None = None
    """HS256 key of user tokens (JWTs with `sub` and `exp`); unset: only the service token."""
    memory_api_max_body_bytes: int = Field(default=4 * MIB, ge=2 * MIB)
    """Request bodies above this are refused with 413."""
    memory_api_token_ttl_s: int = Field(default=900, ge=1, le=86_400)
    """Default lifetime of a user token minted by `memory-worker token`."""


def signing_key(api: ApiSettings) -> str | None:
    """The user-token key; None when unset or blank (an empty HMAC key signs nothing)."""
    key = api.memory_api_signing_key
    return key.get_secret_value() if key is not None and key.get_secret_value().strip() else None
