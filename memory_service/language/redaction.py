"""Secret redaction: credentials, passwords, card numbers, national ids and IBANs become markers.

Runs on every message before extraction and on everything the service stores. The patterns
are compiled once; number-like secrets are confirmed by their checksum (Luhn for cards,
mod-97 for IBANs, Verhoeff for Aadhaar) so ordinary numbers (dates, amounts, phone and order
numbers) stay as they are. Markers never match a pattern, so redaction is idempotent.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

Replacement = str | Callable[[re.Match[str]], str]


def _marker(kind: str) -> str:
    return f"[redacted {kind}]"


API_KEY: Final = _marker("api key")
BEARER: Final = _marker("token")
CREDENTIAL: Final = _marker("secret")
PASSPHRASE: Final = _marker("password")
PIN: Final = _marker("pin")
PRIVATE_KEY: Final = _marker("private key")
CARD: Final = _marker("card number")
SSN: Final = _marker("ssn")
NATIONAL_ID: Final = _marker("national id")
IBAN: Final = _marker("iban")

# A value that is already a marker is left alone (idempotence).
_NOT_MARKER = r"(?!\[redacted)"

# -- credentials with a recognisable shape -------------------------------------------------------

_PRIVATE_KEY_BLOCK = re.compile(
    r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----.*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----|\Z)",
    re.DOTALL,
)
_URL_CREDENTIALS = re.compile(
    r"(?P<scheme>\b[a-zA-Z][a-zA-Z0-9+.-]{0,30}://[^/\s:@]{1,256}:)" + _NOT_MARKER + r"[^/\s@]+@"
)
_TOKEN_SHAPES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bsk-ant-[A-Za-z0-9_-]{8,}"), API_KEY),
    (re.compile(r"\bsk-[A-Za-z0-9][A-Za-z0-9_-]{15,}"), API_KEY),
    (re.compile(r"\b[rs]k_(?:live|test)_[A-Za-z0-9]{10,}"), API_KEY),
    (re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b"), API_KEY),
    (re.compile(r"\bAIza[0-9A-Za-z_-]{35}"), API_KEY),
    (re.compile(r"\bgh[pousr]_[A-Za-z0-9]{16,}"), BEARER),
    (re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,}"), BEARER),
    (re.compile(r"\bglpat-[A-Za-z0-9_-]{16,}"), BEARER),
    (re.compile(r"\bxox[abposre]-[A-Za-z0-9-]{10,}"), BEARER),
    (re.compile(r"\bxapp-\d-[A-Za-z0-9-]{10,}"), BEARER),
    (re.compile(r"\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*"), BEARER),
)
# An Authorization header's credentials, whatever they look like.
_AUTH_HEADER = re.compile(
    r"(?P<scheme>\b[Aa]uthorization\s*:\s*(?:Basic|Token|Bearer|Digest))(?P<gap>\s+)"
    + _NOT_MARKER
    + r"[\w.~+/-]{4,}=*"
)
# A bare "Bearer <token>": the token must look like one (a digit, or long), so "the bearer
# instrument" in prose stays.
_BEARER = re.compile(
    r"(?P<scheme>\b[Bb]earer)(?P<gap>\s+)(?:(?=[\w.~+/-]*\d)[\w.~+/-]{8,}|[\w.~+/-]{20,})=*"
)

# -- "api key: ...", "my password is ..." ----------------------------------------------------------

# A name may also start after "_" or "-", for environment-style names: AWS_SECRET_ACCESS_KEY.
_NAME_START = r"(?:\b|(?<=[_-]))"
_CREDENTIAL_NAME = (
    r"(?:(?:api|access|auth|bearer|refresh|session|secret|private|client)[ _-]?"
    r"(?:key|token|secret)|secret[ _-]?access[ _-]?key|client[ _-]?secret|secret|token)"
)
_SEPARATOR = r"\s*(?::=|=>|[:=]|\bis\b|\bwas\b|'s)\s*"
_CREDENTIAL_ASSIGNMENT = re.compile(
    rf"{_NAME_START}(?P<name>{_CREDENTIAL_NAME})\b(?P<sep>{_SEPARATOR})(?P<q>[\"'`]?){_NOT_MARKER}"
    r"(?P<value>[^\s\"'`,;]{4,})(?P=q)",
    re.IGNORECASE,
)
_PW_NAME = r"(?:pass(?:word|wd|code|phrase)|pass phrase|pwd|pw)"
# "the password for the wifi is ...", "password to my laptop: ..."
_PW_TARGET = r"(?:\s+(?:for|to|of|on)\s+(?:the\s+|my\s+|our\s+)?[\w.@-]+(?:\s+[\w.@-]+)?)?"
_PW_SEPARATOR = (
    r"(?:\s*(?::=|[:=])\s*|\s+(?:is|was)(?:\s*[:=]\s*|\s+)|'s\s+|,?\s+(?:it's|it is|which is)\s+"
    r"|\s+(?:is\s+)?(?:set|changed)\s+to\s+)"
)
_PASSWORD_STATEMENT = re.compile(
    rf"{_NAME_START}(?P<name>{_PW_NAME})\b(?P<target>{_PW_TARGET})(?P<sep>{_PW_SEPARATOR})"
    rf"{_NOT_MARKER}(?:(?P<q>[\"'`])(?P<quoted>[^\"'`\n]{{1,200}})(?P=q)|(?P<value>[^\s\"'`]+))",
    re.IGNORECASE,
)
_PIN_STATEMENT = re.compile(
    r"\b(?P<name>pin(?:\s+code|\s+number)?|passcode|(?:door|front\s+door|gate|alarm|entry|access"
    r"|keypad|lock|lockbox|key\s*safe|key\s+box|garage|safe|buzzer|security|cvv)\s+code"
    r"|code\s+(?:for|to)\s+(?:the\s+|my\s+|our\s+)?(?:front\s+)?(?:door|gate|alarm|keypad|lockbox"
    r"|key\s*safe|garage|safe|building))"
    r"(?P<sep>\s*(?:[:=]|\bis\b|\bwas\b|'s)?\s*)[*#]?\d(?:-?\d){2,7}[*#]?(?![\w-])",
    re.IGNORECASE,
)
# Words that follow "password is" in ordinary talk about passwords, not a password itself.
_NOT_A_PASSWORD = frozenset(
    """a an the my your his her our their its this that same different not no too very still
    now also just really required incorrect wrong correct invalid expired strong weak long short
    empty set reset changed stored saved hidden secure safe protected encrypted missing ok okay
    fine good bad new old in on at for case sensitive written somewhere there here""".split()
)

# -- national ids ----------------------------------------------------------------------------------

_US_SSN = re.compile(
    r"(?<![\w-])(?<!\d )(?!000|666|9\d\d)\d{3}(?P<s>[- ])(?!00)\d{2}(?P=s)(?!0000)\d{4}"
    r"(?![\w-]| \d)"
)
_SSN_STATEMENT = re.compile(
    r"\b(?P<name>ssn|social\s+security)(?P<sep>(?:\s+(?:number|no\.?|#))?\s*(?:is|was|:|=|#)?\s*)"
    r"(?!000|666|9\d\d)\d{3}[- ]?\d{2}[- ]?\d{4}\b",
    re.IGNORECASE,
)
# UK National Insurance number: two letters (a few prefixes never issued), six digits, A-D.
_UK_NINO = re.compile(
    r"\b(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
    r" ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"
)
# India's Aadhaar: 12 digits in groups of four, Verhoeff check digit. Neither id may be part of
# a longer run of digit groups (a card number).
_AADHAAR = re.compile(r"(?<![\w-])(?<!\d )[2-9]\d{3}(?P<s>[ -])\d{4}(?P=s)\d{4}(?![\w-]| \d)")
# Other ids are only recognisable from what the user calls them.
_NAMED_ID = re.compile(
    r"\b(?P<name>passport|national\s+(?:id|identity|insurance)|id\s+card|identity\s+card"
    r"|driver'?s?\s+licen[cs]e|tax\s+(?:id|identification|file)|social\s+insurance"
    r"|personal\s+(?:id|identity)|personnummer|(?-i:SIN|TIN|BSN|NINO|NIN))"
    r"(?P<sep>(?:\s+(?:number|no\.?|#|code))?\s*(?:is|was|:|=|#)?\s*)"
    r"(?P<value>[A-Z]{0,3}\d[A-Z0-9]*(?:[ -][A-Z]{0,3}\d[A-Z0-9]*){0,4})\b",
    re.IGNORECASE,
)

# -- bank accounts and cards -----------------------------------------------------------------------

_IBAN_CANDIDATE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")
_IBAN_LENGTH: Final[dict[str, int]] = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28,
    "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23,
    "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
    "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20,
    "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18,
    "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24,
    "SC": 31, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28, "TL": 23, "TN": 24,
    "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip
# 13 to 19 digits, single spaces or dashes allowed between them; not part of a longer number,
# a word or a decimal fraction.
_CARD_CANDIDATE = re.compile(r"(?<![\w.,-])\d(?:[ -]?\d){12,18}(?![\w-]|[.,]\d)")


def _luhn_valid(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char)
        if position % 2 == 1:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


_VERHOEFF_D: Final = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    (1, 2, 3, 4, 0, 6, 7, 8, 9, 5),
    (2, 3, 4, 0, 1, 7, 8, 9, 5, 6),
    (3, 4, 0, 1, 2, 8, 9, 5, 6, 7),
    (4, 0, 1, 2, 3, 9, 5, 6, 7, 8),
    (5, 9, 8, 7, 6, 0, 4, 3, 2, 1),
    (6, 5, 9, 8, 7, 1, 0, 4, 3, 2),
    (7, 6, 5, 9, 8, 2, 1, 0, 4, 3),
    (8, 7, 6, 5, 9, 3, 2, 1, 0, 4),
    (9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
)
_VERHOEFF_P: Final = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9),
    (1, 5, 7, 6, 2, 8, 3, 0, 9, 4),
    (5, 8, 0, 3, 7, 9, 6, 1, 4, 2),
    (8, 9, 1, 6, 0, 4, 3, 5, 2, 7),
    (9, 4, 5, 3, 1, 2, 6, 8, 7, 0),
    (4, 2, 8, 6, 5, 7, 3, 9, 0, 1),
    (2, 7, 9, 3, 8, 0, 6, 4, 1, 5),
    (7, 0, 4, 6, 9, 1, 3, 2, 5, 8),
)


def _verhoeff_valid(digits: str) -> bool:
    check = 0
    for position, char in enumerate(reversed(digits)):
        check = _VERHOEFF_D[check][_VERHOEFF_P[position % 8][int(char)]]
    return check == 0


def _iban_valid(candidate: str) -> bool:
    compact = candidate.replace(" ", "")
    if _IBAN_LENGTH.get(compact[:2]) != len(compact):
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(char, 36)) for char in rearranged)) % 97 == 1


def _digits(text: str) -> str:
    return "".join(char for char in text if char.isdigit())


# -- replacement functions -------------------------------------------------------------------------


_SEPARATORS = re.compile(r"[ -]")


def _card_shaped(text: str) -> bool:
    """Written like a card: one kind of separator, groups of 3 to 6 digits (the last may be short).

    Dates ("2024-01-01 2024-01-15") and runs of separate numbers are not.
    """
    groups = _SEPARATORS.split(text)
    if len(groups) == 1:
        return True
    if len(set(_SEPARATORS.findall(text))) > 1:
        return False
    return all(3 <= len(g) <= 6 for g in groups[:-1]) and len(groups[-1]) <= 6


def _card(match: re.Match[str]) -> str:
    text = match.group()
    digits = _digits(text)
    if 13 <= len(digits) <= 19 and _card_shaped(text) and _luhn_valid(digits):
        return CARD
    return text


def _iban(match: re.Match[str]) -> str:
    return IBAN if _iban_valid(match.group()) else match.group()


def _aadhaar(match: re.Match[str]) -> str:
    return NATIONAL_ID if _verhoeff_valid(_digits(match.group())) else match.group()


def _looks_like_credential(value: str) -> bool:
    has_digit = any(char.isdigit() for char in value)
    # A hyphen alone does not make a token: "out-of-date", "self-hosted".
    has_symbol = any(not char.isalnum() and char != "-" for char in value)
    mixed_case = value != value.lower() and value != value.upper()
    return has_digit or has_symbol or (mixed_case and len(value) >= 12) or len(value) >= 24


def _credential(match: re.Match[str]) -> str:
    value = match.group("value")
    core = value.rstrip(".,;:!?)")
    explicit = match.group("sep").strip() not in {"is", "was", "'s"}
    # "the secret is patience." is prose; "api key: abcd" and "token is 8f3a..." are not.
    if len(core) < 4 or not (explicit or _looks_like_credential(core)):
        return match.group()
    name = match.group("name").lower()
    marker = CREDENTIAL if "secret" in name else BEARER if "token" in name else API_KEY
    return f"{match.group('name')}{match.group('sep')}{marker}{value[len(core) :]}"


def _password(match: re.Match[str]) -> str:
    value = match.group("value")
    if value is not None:
        core = value.rstrip(".,;:!?)")
        if not core or core.lower() in _NOT_A_PASSWORD:
            return match.group()
        # Sentence punctuation after the password stays, so the sentence still reads.
        tail = value[len(core) :]
    else:
        tail = ""
    return f"{match.group('name')}{match.group('target')}{match.group('sep')}{PASSPHRASE}{tail}"


def _named_id(match: re.Match[str]) -> str:
    # A passport or tax number has several digits; "passport is 2 days late" is not one.
    if len(_digits(match.group("value"))) < 4:
        return match.group()
    return f"{match.group('name')}{match.group('sep')}{NATIONAL_ID}"


def _keep_name(marker: str) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        return f"{match.group('name')}{match.group('sep')}{marker}"

    return replace


def _keep_scheme(marker: str) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        return f"{match.group('scheme')}{match.group('gap')}{marker}"

    return replace


# Order matters: whole blocks and shaped tokens first (so an assignment sees a marker, not the
# token); IBANs before cards (an IBAN's digits could pass for a card number); cards before the
# national ids (a card's digit groups could pass for an SSN or an Aadhaar number). No rule's
# marker can make an earlier rule match, which keeps redaction idempotent.
_RULES: tuple[tuple[re.Pattern[str], Replacement], ...] = (
    (_PRIVATE_KEY_BLOCK, PRIVATE_KEY),
    (_URL_CREDENTIALS, lambda m: f"{m.group('scheme')}{PASSPHRASE}@"),
    *_TOKEN_SHAPES,
    (_AUTH_HEADER, _keep_scheme(BEARER)),
    (_BEARER, _keep_scheme(BEARER)),
    (_PASSWORD_STATEMENT, _password),
    (_PIN_STATEMENT, _keep_name(PIN)),
    (_CREDENTIAL_ASSIGNMENT, _credential),
    (_IBAN_CANDIDATE, _iban),
    (_CARD_CANDIDATE, _card),
    (_SSN_STATEMENT, _keep_name(SSN)),
    (_US_SSN, SSN),
    (_UK_NINO, NATIONAL_ID),
    (_AADHAAR, _aadhaar),
    (_NAMED_ID, _named_id),
)


def redact(text: str) -> str:
    """Return `text` with secrets replaced by markers such as "[redacted password]"."""
    for pattern, replacement in _RULES:
        text = pattern.sub(replacement, text)
    return text


def contains_secret(text: str) -> bool:
    """Whether redaction would change `text`."""
    return redact(text) != text
