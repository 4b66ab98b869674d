"""The summary's collage at 390x844 (issue 36 item 10): a month with photos shows them on the page
(each opening its memory, described in the page's language); a month without shows none."""
import base64
import pathlib

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from memory_api import add_entry
from targets import small_targets

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "MemoryBackendTests" / "Fixtures"


def test_a_month_with_photos_shows_its_collage_and_one_without_shows_none(person):
    # setup: two photos in March 2025
    person.register()
    person.open("/memory?welcomed=1")
    for name, day in (("istanbul_gps.jpg", 3), ("DSCN0010.jpg", 9)):
        add_entry(person, {"kind": "photo", "occurredAt": f"2025-03-{day:02d}T10:00:00Z", "utcOffsetSeconds": 10800},
                  photo=base64.b64encode((FIXTURES / name).read_bytes()).decode())
    # act
    person.open("/memory/summary?year=2025&month=3")
    # check: both photos, loaded, each a link to its memory, described in English
    photos = person.driver.find_elements(By.CSS_SELECTOR, ".collage-grid .collage-photo img")
    assert len(photos) == 2
    WebDriverWait(person.driver, 10).until(
        lambda d: all(d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", p) for p in photos))
    assert [p.get_attribute("alt") for p in photos] == ["Photo of Monday, March 3", "Photo of Sunday, March 9"]
    assert "PHOTOS OF MARCH 2025" in person.text().upper()
    assert small_targets(person.driver) == [], small_targets(person.driver)
    person.screenshot("memory-summary-collage-en-light")
    # Turkish: the description follows the page
    person.set_preferences("tr", "light")
    person.open("/memory/summary?year=2025&month=3")
    described = [p.get_attribute("alt") for p in person.driver.find_elements(By.CSS_SELECTOR, ".collage-photo img")]
    assert len(described) == 2 and all(text.endswith(" fotoğrafı") for text in described), described
    # a month without photos: no collage, the rest of the page as before
    person.open("/memory/summary?year=2025&month=4")
    assert person.driver.find_elements(By.CSS_SELECTOR, ".summary-collage") == []
