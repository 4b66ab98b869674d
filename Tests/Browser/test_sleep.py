"""PolySleep as a person uses it (seed 002) at 390x844: pick Everyman 3, see the 24-hour ring and
the live countdown, start the next block, wake, rate it 4, find it in History and Analytics,
and meet the kit's message for an overlapping block in the editor. Light and dark, English and
Turkish. Screenshots: test-artifacts/browser/sleep-*.png."""
from selenium.webdriver.common.by import By

from conftest import wait_for_new_page


def submit(person, css):
    """Clicks the one button `css` names and waits for the next page."""
    page = person.driver.find_element(By.TAG_NAME, "html")
    button = person.driver.find_element(By.CSS_SELECTOR, css)
    # Centred, so the tab bar at the bottom never covers it.
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    wait_for_new_page(person.driver, page)


def test_a_sleeper_follows_everyman_3_through_a_nap(person):
    person.register()
    person.open("/sleep")
    assert person.driver.current_url.endswith("/sleep/welcome")
    assert "Everyman E3" in person.text()
    person.screenshot("sleep-welcome-light-en")

    submit(person, 'li[data-template="everymanE3"] button[type="submit"]')
    assert person.driver.current_url.endswith("/sleep")
    ring = person.driver.find_element(By.CSS_SELECTOR, ".sleep-now figure svg")
    assert ring.is_displayed()
    countdown = person.driver.find_element(By.CSS_SELECTOR, "time[data-countdown]")
    assert countdown.text.strip() and countdown.get_attribute("datetime")
    person.screenshot("sleep-today-light-en")

    submit(person, "#start-button")
    assert "I'm Awake" in person.text()
    submit(person, "#awake-button")
    person.choose("restedness", "4")
    person.fill("note", "Short but good")
    submit(person, "#rating-save")
    assert "your rating is saved" in person.text()

    person.open("/sleep/history")
    assert "Felt 4/5" in person.text() and "Short but good" in person.text()
    person.screenshot("sleep-history-light-en")
    person.open("/sleep/analytics")
    assert "Weekly adherence" in person.text()
    person.screenshot("sleep-analytics-light-en")

    # An overlapping block: the kit's message, and nothing is saved.
    person.open("/sleep/schedule")
    starts = person.driver.find_elements(By.NAME, "start[]")
    person.driver.execute_script("arguments[0].value = arguments[1].value", starts[1], starts[2])
    submit(person, "#save-schedule")
    errors = person.driver.find_element(By.ID, "schedule-errors").text
    assert "overlap" in errors.lower()
    person.screenshot("sleep-editor-error-light-en")

    person.open("/sleep/alarms")
    assert "coming up" in person.text().lower()
    assert person.driver.find_element(By.ID, "calendar-url").get_attribute("value").endswith(".ics")
    person.screenshot("sleep-alarms-light-en")

    person.set_preferences("tr", "dark")
    person.open("/sleep")
    assert "Tamamlandı" in person.text() and "Bugün" in person.text()
    person.screenshot("sleep-today-dark-tr")
    person.open("/sleep/history")
    person.screenshot("sleep-history-dark-tr")
    person.open("/sleep/alarms")
    person.screenshot("sleep-alarms-dark-tr")
