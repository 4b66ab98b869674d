"""Memory Recap saying no without stranding anyone (issue 36): deleting asks once, in the page's
own sheet, and can be undone; an address with a value a parameter can't take answers a 4xx page that names the
parameter and leads back into the app."""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import wait_for_new_page
from memory_api import add_entry

# Every query parameter of Memory's pages, each with a value it can't take.
REFUSED = [
    ("/memory", "page", "0"),
    ("/memory", "page", "99999"),
    ("/memory", "type", "video"),
    ("/memory", "group", "year"),
    ("/memory/summary", "year", "12"),
    ("/memory/summary", "year", "soon"),
    ("/memory/summary", "month", "13"),
    ("/memory/summary", "month", "0"),
]


def fetched(person, url):
    """The status and HTML a page's address answers, read by the page itself (same session)."""
    return person.driver.execute_async_script("""
        const [url, done] = arguments;
        fetch(url, { headers: { Accept: "text/html" } }).then((r) => r.text().then((t) => done([r.status, t])));""", url)


def test_deleting_a_memory_asks_once_in_the_page(person):
    # setup: one memory, its page open; the browser's own dialog would be counted
    person.register()
    person.open("/memory?welcomed=1")
    entry = add_entry(person, {"kind": "text", "title": "Ferry", "text": "Windy.", "utcOffsetSeconds": 10800})
    add_entry(person, {"kind": "text", "title": "Kept", "text": "Stays.", "utcOffsetSeconds": 10800})
    person.open(f"/memory/entries/{entry}")
    person.driver.execute_script("window.asked = 0; window.confirm = () => { window.asked += 1; return true; };")
    # act
    person.press("Delete", navigates=False)
    sheet = person.driver.find_element(By.ID, "delete-entry-sheet")
    WebDriverWait(person.driver, 5).until(lambda _: sheet.get_attribute("open") is not None)
    person.screenshot("memory-delete-sheet-en-light")
    asked = person.driver.execute_script("return window.asked")
    page = person.driver.find_element(By.TAG_NAME, "html")
    sheet.find_element(By.CSS_SELECTOR, "[data-sheet-confirm]").click()
    wait_for_new_page(person.driver, page)
    # check: one in-page question, no native dialog; the memory is gone, the other stays
    assert asked == 0
    assert card_titles(person) == ["Kept"]
    assert "Memory deleted." in person.text()
    person.screenshot("memory-deleted-undo-en-light")
    # act: Undo, as in Notes
    person.press("Undo")
    # check: back as it was, its page too
    assert sorted(card_titles(person)) == ["Ferry", "Kept"]
    assert "Memory restored." in person.text()
    person.open(f"/memory/entries/{entry}")
    assert "Windy." in person.text()


def card_titles(person):
    return [e.text for e in person.driver.find_elements(By.CSS_SELECTOR, ".entry-card .entry-title")]


def test_every_refused_address_names_its_parameter_and_leads_back_into_memory(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")
    # act / check: each answer is a 4xx page naming the parameter, with a way back into Memory
    for path, parameter, value in REFUSED:
        status, html = fetched(person, f"{path}?{parameter}={value}")
        assert 400 <= status < 500, (path, parameter, value, status)
        assert f"“{parameter}”" in html, (path, parameter, html[-2000:])
        assert re.search(r'<a [^>]*href="/memory[^"]*"[^>]*id="error-back"', html), (path, parameter)


def test_a_refused_summary_address_leads_back_to_the_page_it_came_from_in_turkish(person):
    # setup: Turkish; the summary open
    person.register()
    person.set_preferences("tr", "light")
    person.open("/memory/summary")
    page = person.driver.find_element(By.TAG_NAME, "html")
    # act: the address changed by hand to a thirteenth month (a link from the page: a referrer)
    person.driver.execute_script("location.href = '/memory/summary?month=13'")
    wait_for_new_page(person.driver, page)
    # check: says which part is wrong, and the way back is the summary, not the launcher
    text = person.text()
    assert "“month”" in text and "13" in text and "1–12" in text, text
    back = person.driver.find_element(By.ID, "error-back")
    assert back.get_attribute("href").endswith("/memory/summary")
    assert "Anı" in back.text or "Memory" in back.text, back.text
    person.screenshot("memory-refused-month-tr-light")
    page = person.driver.find_element(By.TAG_NAME, "html")
    back.click()
    wait_for_new_page(person.driver, page)
    assert person.driver.current_url.endswith("/memory/summary")


def test_an_api_kind_outside_the_contract_is_named_with_the_values_it_takes(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")
    # act: a memory whose metadata says kind "video"
    status, problem = person.driver.execute_async_script("""
        const done = arguments[0];
        const body = new FormData();
        body.append("metadata", new Blob([JSON.stringify({ kind: "video", title: "x", utcOffsetSeconds: 0 })],
                                         { type: "application/json" }));
        const csrf = document.querySelector("[data-csrf]").dataset.csrf;
        fetch("/api/entries", { method: "POST", headers: { "X-CSRF-Token": csrf }, body })
          .then((r) => r.json().then((j) => done([r.status, j])));""")
    # check: problem+json naming the field and what it takes
    assert status == 400, problem
    assert problem["field"] == "kind", problem
    assert "photo, audio, text, song" in problem["detail"], problem
