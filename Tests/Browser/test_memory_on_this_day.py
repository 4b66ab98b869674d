"""Memory Recap's "On this day" card as a person meets it at 390x844, with the browser's and
the server's clocks pinned to 00:30 on 26 November in Istanbul (still the 25th in UTC: the card
follows the reader's day). Entries from 2025 (a photo and a text) and 2023 (a text) on that date
show under "1 year ago · 2025" and "3 years ago · 2023"; 2024 has none and no heading; each row
opens its entry. In en and tr, light and dark."""
import base64
import datetime
import pathlib
from zoneinfo import ZoneInfo

from selenium.webdriver.common.by import By

from memory_api import add_entry

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "MemoryBackendTests" / "Fixtures"
ISTANBUL = ZoneInfo("Europe/Istanbul")


def titles_in_card(person):
    return [e.text for e in person.driver.find_elements(By.CSS_SELECTOR, "#on-this-day .on-this-day-entry-title")]


def dark(person, on):
    features = [{"name": "prefers-color-scheme", "value": "dark"}] if on else []
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


def test_on_this_day_shows_earlier_years_and_opens_each_entry(person, pinned_clock):
    # setup: 00:30 on 26 November in Istanbul
    pinned_clock.zone = "Europe/Istanbul"
    pinned_clock.pin(datetime.datetime(2026, 11, 26, 0, 30, tzinfo=ISTANBUL))
    person.register()
    person.open("/memory?welcomed=1")
    photo = base64.b64encode((FIXTURES / "DSCN0010.jpg").read_bytes()).decode()
    add_entry(person, {"kind": "photo", "title": "Ferry to Kadıköy", "occurredAt": "2025-11-26T09:00:00+03:00",
                       "utcOffsetSeconds": 10800}, photo)
    add_entry(person, {"kind": "text", "title": "Simit on the pier", "text": "Gulls took **half** of it.",
                       "occurredAt": "2025-11-26T18:00:00+03:00", "utcOffsetSeconds": 10800})
    add_entry(person, {"kind": "text", "title": "Tea in Moda", "text": "The first cold evening.",
                       "occurredAt": "2023-11-26T20:00:00+03:00", "utcOffsetSeconds": 10800})
    add_entry(person, {"kind": "text", "title": "The day before", "text": "Not this date.",
                       "occurredAt": "2024-11-25T20:00:00+03:00", "utcOffsetSeconds": 10800})
    # act
    person.open("/memory")
    # check
    card = person.driver.find_element(By.ID, "on-this-day")
    headings = [e.text for e in card.find_elements(By.CSS_SELECTOR, ".on-this-day-year")]
    assert headings == ["1 YEAR AGO · 2025", "3 YEARS AGO · 2023"], headings
    assert titles_in_card(person) == ["Simit on the pier", "Ferry to Kadıköy", "Tea in Moda"]
    assert "Gulls took half of it." in card.text
    assert card.find_elements(By.CSS_SELECTOR, "img.on-this-day-thumbnail"), "the photo shows its thumbnail"
    person.screenshot("memory-on-this-day-en-light")
    dark(person, True)
    person.screenshot("memory-on-this-day-en-dark")
    dark(person, False)
    # act: a row opens its entry
    person.press("Tea in Moda")
    # check
    assert "/memory/entries/" in person.driver.current_url
    assert "The first cold evening." in person.text()
    # the same card in Turkish
    person.set_preferences("tr", "light")
    person.open("/memory")
    headings = [e.text for e in person.driver.find_elements(By.CSS_SELECTOR, "#on-this-day .on-this-day-year")]
    assert headings == ["1 YIL ÖNCE · 2025", "3 YIL ÖNCE · 2023"], headings
    person.screenshot("memory-on-this-day-tr-light")
    person.set_preferences("tr", "dark")
    person.open("/memory")
    person.screenshot("memory-on-this-day-tr-dark")
