"""The timeline's date range as a person uses it at 390x844: pick From and To, Apply, and see
only those days' entries, both ends whole (MemoryWebRouteTests checks the page against the
API's from/to filter). In en and tr, light
and dark."""
from selenium.webdriver.common.by import By

from memory_api import add_entry


def card_titles(person):
    return sorted(e.text for e in person.driver.find_elements(By.CSS_SELECTOR, ".entry-card .entry-title"))


def set_date(person, element_id, value):
    """Sets a date field as the browser's picker would (typing into one depends on the locale)."""
    person.driver.execute_script("document.getElementById(arguments[0]).value = arguments[1]", element_id, value)


def test_the_date_range_agrees_with_the_api(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")
    for title, at in (("Before", "2025-11-20T23:59:00Z"), ("First day", "2025-11-21T00:00:00Z"),
                      ("Last day late", "2025-11-23T23:30:00Z"), ("After", "2025-11-24T00:00:00Z")):
        add_entry(person, {"kind": "text", "title": title, "text": "A day.", "occurredAt": at, "utcOffsetSeconds": 0})
    person.open("/memory")
    # act
    set_date(person, "range-from", "2025-11-21")
    set_date(person, "range-to", "2025-11-23")
    person.press("Apply")
    # check
    assert card_titles(person) == ["First day", "Last day late"]
    person.screenshot("memory-range-en-light")
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    person.screenshot("memory-range-en-dark")
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    # the same range in Turkish
    person.set_preferences("tr", "light")
    person.open("/memory?from=2025-11-21&to=2025-11-23")
    assert card_titles(person) == ["First day", "Last day late"]
    assert "Uygula" in person.text()
    person.screenshot("memory-range-tr-light")
    person.set_preferences("tr", "dark")
    person.open("/memory?from=2025-11-21&to=2025-11-23")
    person.screenshot("memory-range-tr-dark")
