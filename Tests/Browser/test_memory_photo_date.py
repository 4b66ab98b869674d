"""Issue 36 items 8 and 10 in the add sheet at 390x844: a library photo's camera date (22 Oct
2008) is offered beside the date field, never applied unasked; after Save the timeline shows the
person the memory they saved (its card scrolled to and marked); the person's frequent tags are
offered under the tags field."""
import datetime

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from memory_api import add_entry
from targets import small_targets
from test_memory import FIXTURES, open_add_sheet, save, wait_for_cards


def offer(person):
    return person.driver.find_element(By.CSS_SELECTOR, "[data-date-photo]")


def saved_card(person):
    """The title of the card marked as just saved, once it is on screen."""
    def marked(driver):
        cards = driver.find_elements(By.CSS_SELECTOR, ".entry-card-saved")
        if not cards:
            return None
        inside = driver.execute_script("""
            const box = arguments[0].getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight;""", cards[0])
        return cards[0].find_element(By.CSS_SELECTOR, ".entry-title").text if inside else None
    return WebDriverWait(person.driver, 20).until(marked)


def test_a_photos_camera_date_is_offered_and_the_saved_memory_is_shown(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")
    for language, theme, title, accept, expected in (
            ("en", "light", "Old library photo", False, "Use the Photo's Date: Oct 22, 2008, 4:28 PM"),
            ("tr", "dark", "Eski fotoğraf", True, "Fotoğrafın Tarihini Kullan: 22 Eki 2008 16:28"),
            ("fr", "light", "Vieille photo", True, "Utiliser la date de la photo\u202f: 22 oct. 2008, 16:28")):
        person.set_preferences(language, theme)
        open_add_sheet(person, "photo")
        # act: a photo from the library, taken in 2008
        person.driver.find_element(By.ID, "photo-files").send_keys(str(FIXTURES / "DSCN0010.jpg"))
        WebDriverWait(person.driver, 10).until(lambda _: offer(person).is_displayed())
        # check: offered in words, the date field still empty
        assert offer(person).text.replace("\u00a0", " ").replace("\u202f", " ") == \
            expected.replace("\u00a0", " ").replace("\u202f", " "), offer(person).text
        assert person.driver.find_element(By.NAME, "occurredAt").get_attribute("value") == ""
        person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", offer(person))
        person.screenshot(f"memory-add-photo-date-offer-{theme}-{language}")
        if accept:
            offer(person).click()
            assert person.driver.find_element(By.NAME, "occurredAt").get_attribute("value") == "2008-10-22T16:28"
            assert not offer(person).is_displayed()
        person.fill("title", title)
        save(person)
        # check: the memory just saved is on screen and marked
        assert saved_card(person) == title
        person.screenshot(f"memory-saved-shown-{theme}-{language}")
    # check: unaccepted, the photo is dated today; accepted, 22 Oct 2008
    person.set_preferences("en", "light")
    person.open("/memory?welcomed=1")
    wait_for_cards(person, ["Old library photo", "Eski fotoğraf", "Vieille photo"])
    days = person.driver.execute_script("""
        return Object.fromEntries([...document.querySelectorAll('.entry-card')].map((card) => [
          card.querySelector('.entry-title').textContent.trim(), card.querySelector('time').getAttribute('datetime')]));""")
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    assert days["Old library photo"].startswith(today[:7]), days
    assert days["Eski fotoğraf"].startswith("2008-10-2"), days


def test_the_add_sheet_offers_the_persons_frequent_tags(person):
    """Issue 36 item 10: the tags used most, offered under the tags field; a tap adds one."""
    # setup: tags used three times, twice and once
    person.register()
    person.open("/memory?welcomed=1")
    for tags in (["istanbul", "ferry"], ["istanbul", "ferry"], ["istanbul"], ["work"]):
        add_entry(person, {"kind": "text", "text": "A day.", "tags": tags})
    for language, theme in (("en", "light"), ("tr", "dark"), ("fr", "light")):
        person.set_preferences(language, theme)
        open_add_sheet(person, "text")
        chips = person.driver.find_elements(By.CSS_SELECTOR, "[data-tag-suggestions] .chip")
        # check: most used first
        assert [chip.text for chip in chips] == ["#istanbul", "#ferry", "#work"]
        # act: tap two, then one again
        person.fill("tags", "summer")
        chips[0].click()
        chips[2].click()
        chips[2].click()
        # check
        assert person.driver.find_element(By.NAME, "tags").get_attribute("value") == "summer, istanbul"
        assert chips[0].get_attribute("aria-pressed") == "true" and chips[2].get_attribute("aria-pressed") == "false"
        assert small_targets(person.driver) == [], small_targets(person.driver)
        person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", chips[0])
        person.screenshot(f"memory-add-frequent-tags-{theme}-{language}")
