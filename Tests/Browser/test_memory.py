"""The Memory Recap web app as a person uses it at 390x844: add a photo entry (file input) and
a voice note (Chromium's fake microphone) through the add sheet and the shared outbox, see both
on the timeline, open the month's recap with its charts; and entries saved offline arrive
exactly once when the network returns."""
import pathlib

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import accessibility
from memory_api import add_entry

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "MemoryBackendTests" / "Fixtures"


def wait_for_cards(person, titles, timeout=20):
    """Waits until the timeline shows a card for each title (the outbox sends, then the page
    swaps the new entries in)."""
    def shown(driver):
        found = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".entry-card .entry-title")]
        return all(any(title in text for text in found) for title in titles)
    try:
        # The page swaps the day groups in as entries arrive: a card read mid-swap is looked up again.
        WebDriverWait(person.driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(shown)
    except TimeoutException:
        person.driver.save_screenshot("/tmp/memory-fail.png")
        open("/tmp/memory-fail.html", "w").write(person.driver.page_source)
        raise AssertionError(f"timeline: {person.text()}\noutbox: {queued(person.driver)}") from None


def queued(driver):
    """The outbox's items as stored (state, hold, last error), for failure messages."""
    return driver.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/outbox-store.js").then((store) => store.readQueue("memory"))
          .then((items) => done(items.map((i) => [i.meta?.title, i.state, i.hold, i.error])), (e) => done(String(e)));""")


def outbox_states(driver):
    return [e.get_attribute("data-state") for e in driver.find_elements(By.CSS_SELECTOR, "#memory-outbox .outbox-item")]


def open_add_sheet(person, kind):
    person.open("/memory/new")
    WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    person.driver.find_element(By.CSS_SELECTOR, f'input[name="kind"][value="{kind}"]').click()


def save(person):
    button = person.driver.find_element(By.ID, "save-entry")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)  # above the tab bar
    button.click()
    WebDriverWait(person.driver, 15).until(lambda d: d.current_url.endswith("/memory"))
    accessibility.audit(person.driver)


def test_a_photo_and_a_voice_note_reach_the_timeline_and_the_month_recap(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")  # past the introduction (test_memory_welcome.py walks it)
    assert person.driver.find_element(By.CSS_SELECTOR, ".empty-state")
    person.screenshot("memory-01-empty-en-light")
    # act: a photo from the library, with a tag
    open_add_sheet(person, "photo")
    person.driver.find_element(By.ID, "photo-files").send_keys(str(FIXTURES / "DSCN0010.jpg"))
    person.fill("title", "Ferry to Kadıköy")
    person.fill("tags", "istanbul, travel")
    person.screenshot("memory-02-add-photo-en-light")
    save(person)
    wait_for_cards(person, ["Ferry to Kadıköy"])
    # act: a voice note from the fake microphone, listened to before saving
    open_add_sheet(person, "audio")
    person.driver.find_element(By.CSS_SELECTOR, "[data-recorder-toggle]").click()
    WebDriverWait(person.driver, 10).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-recorder-time]").text not in ("0:00", "0:01"))
    person.screenshot("memory-03-recording-en-light")
    person.driver.find_element(By.CSS_SELECTOR, "[data-recorder-toggle]").click()
    WebDriverWait(person.driver, 10).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-recorder-playback]").is_displayed())
    person.fill("title", "Evening voice diary")
    # the spoken language is left to the recording unless chosen (not the page's language)
    assert person.driver.find_element(By.NAME, "spokenLanguage").get_attribute("value") == ""
    save(person)
    wait_for_cards(person, ["Ferry to Kadıköy", "Evening voice diary"])
    WebDriverWait(person.driver, 10).until(lambda d: outbox_states(d) == [])
    # check: the right cards, newest first, the photo's thumbnail and the recording's player
    cards = person.driver.find_elements(By.CSS_SELECTOR, ".entry-card")
    kinds = sorted(c.get_attribute("class").split()[1] for c in cards)
    assert kinds == ["entry-card-audio", "entry-card-photo"]
    assert person.driver.find_element(By.CSS_SELECTOR, ".entry-card-audio audio")
    assert "#istanbul" in person.text()
    person.screenshot("memory-04-timeline-en-light")
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    person.screenshot("memory-05-timeline-en-dark")
    # check: the entry's page and the month's recap (the photo keeps its EXIF date, 2008)
    person.press("Evening voice diary")
    assert person.driver.find_element(By.CSS_SELECTOR, ".entry-detail audio")
    person.screenshot("memory-06-entry-en-dark")
    person.press("Summaries")
    assert person.driver.find_element(By.CSS_SELECTOR, "#summary-per-day, figure svg")
    assert "1 voice recording" in person.text()
    person.screenshot("memory-07-summary-en-dark")


def test_entries_saved_offline_arrive_exactly_once_when_the_network_returns(person):
    # setup: the add sheet is open, then the network goes
    person.register()
    open_add_sheet(person, "text")
    person.set_network(online=False)
    # act: three texts saved offline (the sheet stays, fresh for the next one)
    for title in ("Offline one", "Offline two", "Offline three"):
        person.fill("title", title)
        person.fill("text", "Saved on the **ferry**.")
        button = person.driver.find_element(By.ID, "save-entry")
        person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        try:
            WebDriverWait(person.driver, 15).until(lambda d: d.find_element(By.NAME, "title").get_attribute("value") == "")
        except TimeoutException:
            raise AssertionError(f"{person.driver.current_url} {person.driver.get_log('browser')} {person.text()[:300]}") from None
    person.screenshot("memory-08-saved-offline-en-light")
    # act: the page reloads while still offline (the service worker's saved copy opens)
    person.driver.refresh()
    WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    held = person.driver.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/outbox-store.js").then((store) => store.readQueue("memory"))
          .then((items) => done(items.map((item) => item.state)));""")
    # act: back online, the timeline opens and its outbox sends what waited
    person.set_network(online=True)
    person.open("/memory?welcomed=1")
    wait_for_cards(person, ["Offline one", "Offline two", "Offline three"])
    WebDriverWait(person.driver, 10).until(lambda d: outbox_states(d) == [])
    person.driver.refresh()
    # check: each arrived exactly once, and nothing is left to send
    titles = sorted(e.text for e in person.driver.find_elements(By.CSS_SELECTOR, ".entry-card .entry-title"))
    assert held == ["waiting"] * 3
    assert titles == ["Offline one", "Offline three", "Offline two"]


def test_pulling_the_timeline_down_on_a_touch_screen_shows_what_was_added_elsewhere(person):
    # setup: a touch screen; the timeline open, then an entry saved from another device
    person.register()
    person.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    person.open("/memory?welcomed=1")
    WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    assert person.driver.execute_script("return 'ontouchstart' in window")
    add_entry(person, {"kind": "text", "title": "From the phone", "text": "Saved elsewhere.", "utcOffsetSeconds": 10800})
    assert "From the phone" not in person.text()
    # act: a finger pulls the page down from the top and lets go
    armed = person.pull_to_refresh()
    # check: the indicator showed, armed; the new entry is on the page without a reload
    assert armed
    wait_for_cards(person, ["From the phone"])
    assert person.driver.find_element(By.CSS_SELECTOR, "[data-pull-indicator]").get_attribute("hidden") is not None


def test_the_sheet_says_what_a_memory_lacks_and_queues_nothing_the_server_would_refuse(person):
    # setup
    person.register()
    open_add_sheet(person, "song")
    person.fill("title", "Evening")
    # act: a song without its title and artist, then a photo memory without a photo
    button = person.driver.find_element(By.ID, "save-entry")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    error = person.driver.find_element(By.ID, "add-error")
    WebDriverWait(person.driver, 5).until(lambda d: error.is_displayed())
    song_message = error.text
    person.screenshot("memory-09-song-lacks-title-en-light")
    photo_kind = person.driver.find_element(By.CSS_SELECTOR, 'input[name="kind"][value="photo"]')
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", photo_kind)  # below the bar
    photo_kind.click()
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    WebDriverWait(person.driver, 5).until(lambda d: error.text != song_message)
    # check: the sentences name what is missing; the page stays and the outbox stays empty
    assert song_message == "Song title is required. Artist is required."
    assert error.text == "Add at least one photo."
    assert person.driver.current_url.endswith("/memory/new")
    assert queued(person.driver) == []


def test_the_sheet_refuses_a_date_outside_the_apis_range_before_queueing(person):
    # setup
    person.register()
    open_add_sheet(person, "text")
    person.fill("text", "A letter from the future")
    # act: a year the API refuses (the field's max is tomorrow)
    person.driver.execute_script("document.getElementById('field-occurredAt').value = '2999-01-01T10:00'")
    button = person.driver.find_element(By.ID, "save-entry")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    error = person.driver.find_element(By.ID, "add-error")
    WebDriverWait(person.driver, 5).until(lambda d: error.is_displayed())
    person.screenshot("memory-10-date-out-of-range-en-light")
    # check: the date's own sentence, nothing queued, the page stays
    expected = person.driver.find_element(By.ID, "add-entry-form").get_attribute("data-error-date")
    assert expected and error.text == expected
    assert person.driver.current_url.endswith("/memory/new")
    assert queued(person.driver) == []


def test_the_sheet_refuses_a_tag_the_api_would_refuse_before_queueing(person):
    # setup
    person.register()
    open_add_sheet(person, "text")
    person.fill("text", "Slept through the ferry")
    form = person.driver.find_element(By.ID, "add-entry-form")
    error = person.driver.find_element(By.ID, "add-error")
    button = person.driver.find_element(By.ID, "save-entry")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    for tags, message in (("summer, 😴", "data-error-tag-characters"), ("c++", "data-error-tag-characters"),
                          ("ok, " + "x" * 41, "data-error-tag-length")):
        # act (set as a paste would: ChromeDriver cannot type outside the BMP)
        person.driver.execute_script("document.getElementById('field-tags').value = arguments[0]", tags)
        button.click()
        WebDriverWait(person.driver, 5).until(lambda d: error.is_displayed())
        # check: the tag rule's own sentence, nothing queued, the page stays
        assert error.text == form.get_attribute(message), tags
        assert person.driver.current_url.endswith("/memory/new")
        assert queued(person.driver) == []
    person.screenshot("memory-11-tag-refused-en-light")
    # act: tags the rules take (Turkish letters, a leading #, spaces, - and _) are queued
    person.fill("tags", "#İstanbul, deniz kenarı, sea-side_2")
    button.click()
    # check
    WebDriverWait(person.driver, 10).until(lambda d: "/memory/new" not in d.current_url)
