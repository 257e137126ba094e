"""The Context page in a real browser (headless Chromium driven by Selenium) against a running
`memory-worker serve` on PostgreSQL: it lists a user's memories grouped as the prompt groups
them, and a memory deleted there is gone, on the page and over the API."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as ec
from selenium.webdriver.support.ui import WebDriverWait

from api.auth import mint
from devtools.api_proc import TEST_SERVICE_TOKEN, TEST_SIGNING_KEY, ApiProcess
from memory_service import MemoryService
from tests.conftest import IN_CI

SERVICE_TOKEN = TEST_SERVICE_TOKEN
SIGNING_KEY = TEST_SIGNING_KEY
BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")

NO_BROWSER = "no headless browser: install Debian's chromium and chromium-driver (apt-get)"


@pytest.fixture(scope="module")
def server(api_server: ApiProcess) -> ApiProcess:
    return api_server


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not (BROWSER and DRIVER):
        if IN_CI:
            pytest.fail(NO_BROWSER, pytrace=False)
        pytest.skip(NO_BROWSER)
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(DRIVER))
    yield driver
    driver.quit()


@pytest.fixture(params=["{}", "tenant/{}"], ids=["plain id", "id with a slash"])
def remembered(pg_url: str, user_id: str, request: pytest.FixtureRequest) -> str:
    user_id = request.param.format(user_id)
    svc = MemoryService(pg_url)
    try:
        svc.write(
            user_id,
            kind="conversation",
            ref="s1",
            candidates=[
                {
                    "key": "diet.allergy",
                    "content": "Allergic to peanuts",
                    "entry_type": "fact",
                    "critical": True,
                },
                {"key": "home.city", "content": "Lives in Porto", "entry_type": "fact"},
                {
                    "key": "format.units",
                    "content": "Always use metric units",
                    "entry_type": "instruction",
                },
            ],
        )
    finally:
        svc.close()
    return user_id


def test_the_page_lists_the_memories_and_deletes_one(
    server: ApiProcess, browser: Any, remembered: str
) -> None:
    driver = browser
    token = mint(remembered, signing_key=SIGNING_KEY, ttl_s=300)
    driver.get("about:blank")  # a new document: the same page with a new fragment would not load
    driver.get(f"{server.url}/context#token={token}")
    wait = WebDriverWait(driver, 20)
    wait.until(ec.text_to_be_present_in_element((By.ID, "memories"), "Lives in Porto"))
    headings = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "#memories h3")]
    assert headings == ["Safety-critical", "How they asked you to answer", "Facts"]
    assert "#token" not in driver.current_url

    label = 'Delete "Lives in Porto"'
    button = next(
        b
        for b in driver.find_elements(By.CSS_SELECTOR, "button.delete")
        if b.get_attribute("aria-label") == label
    )
    button.click()
    wait.until(ec.text_to_be_present_in_element((By.ID, "status"), "Deleted"))
    wait.until_not(ec.text_to_be_present_in_element((By.ID, "memories"), "Lives in Porto"))
    assert "Allergic to peanuts" in driver.find_element(By.ID, "memories").text

    over_api = httpx.get(
        f"{server.url}/v1/users/{quote(remembered, safe='')}/memories",
        headers={"Authorization": f"Bearer {SERVICE_TOKEN}"},
    ).json()["items"]
    assert "Lives in Porto" not in [m["content"] for m in over_api]
    assert len(over_api) == 2
