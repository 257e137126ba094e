"""Secret redaction: what must go, what must stay, and properties over generated text."""

from __future__ import annotations

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from memory_service.language.redaction import contains_secret, redact


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # passwords stated in text
        ("my password is hunter2", "my password is [redacted password]"),
        ("My password is hunter2.", "My password is [redacted password]."),
        ("pw: s3cr3t!", "pw: [redacted password]!"),
        ("password = 'correct horse battery staple' ok", "password = [redacted password] ok"),
        (
            "the password for the wifi is abc12345, thanks",
            "the password for the wifi is [redacted password], thanks",
        ),
        ("I forgot my password, it's Tr0ub4dor", "I forgot my password, it's [redacted password]"),
        ("my password is: hunter2", "my password is: [redacted password]"),
        ("Passcode was 0000", "Passcode was [redacted password]"),
        ("DB_PASSWORD=hunter2x", "DB_PASSWORD=[redacted password]"),
        ("my bank pin is 4321", "my bank pin is [redacted pin]"),
        (
            "my door code is 1234 and I live in Leeds",
            "my door code is [redacted pin] and I live in Leeds",
        ),
        ("the alarm code is 9911#", "the alarm code is [redacted pin]"),
        ("gate code: 5678", "gate code: [redacted pin]"),
        ("key safe code is 2580", "key safe code is [redacted pin]"),
        ("door code 1234", "door code [redacted pin]"),
        ("the code for the gate is 5678", "the code for the gate is [redacted pin]"),
        ("alarm code is 4-8-1-5", "alarm code is [redacted pin]"),
        # API keys and tokens
        (
            "use sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789 for it",
            "use [redacted api key] for it",
        ),
        ("key sk-proj-abcdefghijklmnopqrstuvwx", "key [redacted api key]"),
        ("AWS AKIAIOSFODNN7EXAMPLE here", "AWS [redacted api key] here"),
        (
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key = [redacted secret]",
        ),
        ("token ghp_1234567890abcdefghijklmnopqrstuvwxyz12", "token [redacted token]"),
        ("github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "[redacted token]"),
        ("gho_abcdefghijklmnopqrstuvwxyz0123456789", "[redacted token]"),
        ("slack xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOp", "slack [redacted token]"),
        ("xoxp-123456789012-1234567890123-abcdefabcdef", "[redacted token]"),
        (
            "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9P",
            "jwt [redacted token]",
        ),
        ("Authorization: Bearer abcdef1234567890", "Authorization: Bearer [redacted token]"),
        (
            "curl -H 'Authorization: Basic dXNlcjpwYXNzMTIz'",
            "curl -H 'Authorization: Basic [redacted token]'",
        ),
        ("api key: abcd1234", "api key: [redacted api key]"),
        ("my API token is 8f3a9c2b1d7e", "my API token is [redacted token]"),
        ("the token is 8f3a9c2b1d7e.", "the token is [redacted token]."),
        ("client_secret=9f8e7d6c5b4a", "client_secret=[redacted secret]"),
        ("OPENAI_API_KEY=abcdef123456", "OPENAI_API_KEY=[redacted api key]"),
        (
            "postgres://admin:Sup3rS3cret@db.example.com:5432/app",
            "postgres://admin:[redacted password]@db.example.com:5432/app",
        ),
        (
            "-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY----- done",
            "[redacted private key] done",
        ),
        # card numbers (Luhn-valid)
        ("card 4111 1111 1111 1111 exp 12/27", "card [redacted card number] exp 12/27"),
        ("card 4111-1111-1111-1111", "card [redacted card number]"),
        ("amex 378282246310005.", "amex [redacted card number]."),
        ("4539 1488 0343 6467", "[redacted card number]"),
        ("6011111111111117 is my discover", "[redacted card number] is my discover"),
        # national ids
        ("ssn 123-45-6789", "ssn [redacted ssn]"),
        ("my SSN is 123 45 6789", "my SSN is [redacted ssn]"),
        ("my social security number is 123456789", "my social security number is [redacted ssn]"),
        ("NI number AB 12 34 56 C", "NI number [redacted national id]"),
        ("my national insurance is JG103759A", "my national insurance is [redacted national id]"),
        ("aadhaar 2345 6789 0124", "aadhaar [redacted national id]"),
        ("my passport number is X12345678 and", "my passport number is [redacted national id] and"),
        ("SIN: 046 454 286", "SIN: [redacted national id]"),
        # IBANs (mod-97 valid)
        ("IBAN DE89 3704 0044 0532 0130 00 please", "IBAN [redacted iban] please"),
        ("GB82WEST12345698765432", "[redacted iban]"),
        ("to FR14 2004 1010 0505 0001 3M02 606.", "to [redacted iban]."),
    ],
)
def test_secrets_are_replaced_by_markers(text: str, expected: str) -> None:
    assert redact(text) == expected
    assert contains_secret(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm allergic to peanuts and live in Leeds.",
        "the password is in the drawer",
        "my password is not set yet",
        "the password reset link expired",
        "the bearer instrument was fine",
        "the secret is patience",
        "the secret to happiness is 42 friends",
        "my API key is expired",
        "the token is gone.",
        "the secret is out-of-date!",
        "my API key is expired.",
        "passport is 2 days late",
        "the pin is in the drawer",
        "order 4111 1111 1111 1112",  # fails Luhn
        "order number 123456789012345",  # fails Luhn
        "call me on +44 20 7946 0958 or 415-555-2671",
        "+1 (415) 555-2671 ext 1234",
        "born 1990-04-12, paid $1,234,567.89 on 2024-05-01 at 10:30",
        "pi is 3.14159265358979323846",
        "the invoice total was 12,345.67 EUR",
        "https://example.com:8080/path?q=1",
        "version 4.12.0-rc1 shipped in build 20240501123456",
        "IBAN DE89 3704 0044 0532 0130 02",  # fails mod-97
        "room 123-456-7890",
        "from 2024-01-01 2024-01-05 to 1900-01-01 1900-01-05",
        "ordered 12345678 12345670 units",  # Luhn-valid digits, but two numbers
        "My ID is AB123",
        "Meet at gate B12, flight QQ123456C",
        "task-management-system for teams",
        "my zip code is 90210",
        "the area code is 0161",
        "the dress code is smart casual",
        "the door code changed last week",
        "building code was 1999 compliant",
    ],
)
def test_ordinary_text_and_numbers_are_left_alone(text: str) -> None:
    assert redact(text) == text
    assert not contains_secret(text)


def test_several_secrets_in_one_message() -> None:
    text = (
        "Password: hunter2x. Card 4111 1111 1111 1111, SSN 123-45-6789, "
        "key sk-ant-api03-abcdefghijklmnopqrstuvwxyz. I'm vegetarian."
    )

    assert redact(text) == (
        "Password: [redacted password]. Card [redacted card number], SSN [redacted ssn], "
        "key [redacted api key]. I'm vegetarian."
    )


# -- properties ---------------------------------------------------------------------------------


def _luhn_check_digit(body: str) -> str:
    total = 0
    for position, char in enumerate(reversed(body)):
        value = int(char)
        if position % 2 == 0:  # doubled: the check digit will sit to the right of these
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return str((10 - total % 10) % 10)


@st.composite
def luhn_numbers(draw: st.DrawFn) -> str:
    """A Luhn-valid 13 to 19 digit number, written plain or grouped by spaces or dashes."""
    length = draw(st.integers(min_value=13, max_value=19))
    body = draw(st.text(alphabet="0123456789", min_size=length - 1, max_size=length - 1))
    digits = body + _luhn_check_digit(body)
    separator = draw(st.sampled_from(["", " ", "-"]))
    group = draw(st.sampled_from([4, 4, 5, 6]))
    return separator.join(digits[i : i + group] for i in range(0, len(digits), group))


WORDS = (
    "I we you the a an my our and or but so then today tomorrow yesterday week month year "
    "like love hate prefer need want usually always never often meeting lunch coffee tea run "
    "gym work office home Leeds London Paris paid costs about around call at on in by with "
    "from to for of it is was be have had will would should could answer reply short long "
    "email report draft summary project deadline budget team manager doctor knee back diet "
    "vegetarian vegan allergic peanuts shellfish gluten dairy morning evening night Monday "
    "Friday weekend holiday flight hotel train bus car bike walk book film music"
).split()
PUNCTUATION = ["", "", "", ",", ".", "!", "?", ";", ":"]


def _word(draw: st.DrawFn) -> str:
    return draw(st.sampled_from(WORDS)) + draw(st.sampled_from(PUNCTUATION))


@st.composite
def ordinary_tokens(draw: st.DrawFn) -> str:
    """A word, or a number that is not a secret (short numbers, dates, times, amounts)."""
    kind = draw(st.sampled_from(["word", "word", "word", "small", "date", "time", "amount"]))
    if kind == "word":
        return _word(draw)
    if kind == "small":
        # A quantity comes with what it counts: "12 people", not a bare run of numbers.
        return f"{draw(st.integers(min_value=0, max_value=99_999_999))} {_word(draw)}"
    if kind == "date":
        year, month, day = (
            draw(st.integers(1900, 2100)),
            draw(st.integers(1, 12)),
            draw(st.integers(1, 28)),
        )
        return f"{year:04d}-{month:02d}-{day:02d}"
    if kind == "time":
        return f"{draw(st.integers(0, 23)):02d}:{draw(st.integers(0, 59)):02d}"
    return f"${draw(st.integers(0, 10**9)):,}.{draw(st.integers(0, 99)):02d}"


prose = st.lists(ordinary_tokens(), min_size=0, max_size=40).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(number=luhn_numbers(), before=prose, after=prose)
@example(number="4111 1111 1111 1111", before="card", after="thanks")
def test_a_luhn_valid_number_is_always_redacted(number: str, before: str, after: str) -> None:
    digits = number.replace(" ", "").replace("-", "")
    redacted = redact(f"{before} paid with {number} today {after}")

    assert digits not in redacted.replace(" ", "").replace("-", "")
    assert "[redacted" in redacted


@settings(max_examples=300, deadline=None)
@given(text=prose)
def test_random_prose_is_unchanged(text: str) -> None:
    assert redact(text) == text


SECRETS = [
    "my password is hunter2",
    "sk-ant-api03-abcdefghijklmnopqrstuvwxyz",
    "4111 1111 1111 1111",
    "123-45-6789",
    "DE89 3704 0044 0532 0130 00",
    "Authorization: Bearer abcdef1234567890",
    "api key: abcd1234",
    "pin: 1234",
]


@settings(max_examples=300, deadline=None)
@given(parts=st.lists(st.one_of(prose, st.sampled_from(SECRETS)), max_size=8))
def test_redaction_is_idempotent(parts: list[str]) -> None:
    once = redact(" ".join(parts))

    assert redact(once) == once


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=st.characters(codec="utf-8"), max_size=300))
def test_redaction_of_arbitrary_text_is_idempotent(text: str) -> None:
    once = redact(text)
    assume(once)

    assert redact(once) == once
