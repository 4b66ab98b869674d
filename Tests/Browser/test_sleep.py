"""PolySleep as a person uses it (docs/apps/sleep.md) at 390x844, with the browser's and the server's clocks
pinned (pinned_clock.py) where the plan's times matter: pick Everyman 3 and see the 24-hour ring
and the live countdown; walk docs/apps/sleep.md#scenario (reminder at 13:55, snooze to 14:05, the
in-page alarm sheet, wake, rate 4) and find the record in History and the numbers in Analytics;
meet the kit's message for an overlapping block; start a nap from the widget page. Light and
dark, English and Turkish. Screenshots: test-artifacts/browser/sleep-*.png."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import re

import accessibility
from conftest import wait_for_new_page
from pinned_clock import next_wall_time
from targets import small_targets

ISTANBUL = "Europe/Istanbul"


def submit(person, css):
    """Clicks the one button `css` names and waits for the next page."""
    page = person.driver.find_element(By.TAG_NAME, "html")
    button = person.driver.find_element(By.CSS_SELECTOR, css)
    # Centred, so the tab bar at the bottom never covers it.
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    wait_for_new_page(person.driver, page)


def alarm_sheet(person, timeout=20):
    """Waits for the in-page alarm sheet (sleep-alarms.js) to open and returns it."""
    WebDriverWait(person.driver, timeout).until(
        lambda driver: driver.execute_script("return document.getElementById('alarm-sheet')?.open === true"))
    accessibility.audit(person.driver)
    return person.driver.find_element(By.ID, "alarm-sheet")


def answer_sheet(person, title):
    """Presses the sheet's button reading `title`; the answer leads to the next page."""
    sheet = alarm_sheet(person)
    page = person.driver.find_element(By.TAG_NAME, "html")
    button = next(b for b in sheet.find_elements(By.TAG_NAME, "button") if b.text.strip() == title)
    button.click()
    wait_for_new_page(person.driver, page)


def test_everyman_3_ring_countdown_overlap_and_widget_nap(person, pinned_clock):
    # 12:00 in Istanbul: Everyman 3's next block is the 14:40 nap.
    pinned_clock.pin(next_wall_time(ISTANBUL, 12, 0))
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
    assert countdown.text.replace("\u00a0", " ") == "2 h 40 min", countdown.text
    assert "Nap 3 · 2:40\u202fPM" in person.text() or "Nap 3 · 2:40 PM" in person.text().replace("\u202f", " ")
    person.screenshot("sleep-today-light-en")

    # An overlapping block: the kit's message, and nothing is saved.
    person.open("/sleep/schedule")
    starts = person.driver.find_elements(By.NAME, "start[]")
    person.driver.execute_script("arguments[0].value = arguments[1].value", starts[1], starts[2])
    submit(person, "#save-schedule")
    errors = person.driver.find_element(By.ID, "schedule-errors").text
    assert "overlaps" in errors
    person.screenshot("sleep-editor-error-light-en")

    # The widget page's "Start nap now" starts the 14:40 nap early.
    person.open("/sleep/widgets")
    person.screenshot("sleep-widgets-light-en")
    submit(person, ".widget-form button")
    assert "Nap 3 started" in person.text()
    person.screenshot("sleep-widgets-asleep-light-en")
    person.open("/sleep")
    assert person.driver.find_element(By.ID, "awake-button").is_displayed()
    person.screenshot("sleep-today-asleep-light-en")

    person.set_preferences("tr", "dark")
    person.open("/sleep/widgets")
    assert "sürüyor" in person.text()
    person.screenshot("sleep-widgets-dark-tr")
    person.open("/sleep/alarms")
    link = person.driver.find_element(By.ID, "calendar-url").get_attribute("value")
    assert link.endswith(".ics")
    person.screenshot("sleep-alarms-dark-tr")

    # Resetting the link ends every subscription to it, so it asks first: Cancel keeps the link.
    person.press("Bağlantıyı Sıfırla", navigates=False)
    sheet = person.driver.find_element(By.ID, "calendar-reset-sheet")
    WebDriverWait(person.driver, 5).until(lambda _: sheet.get_attribute("open") is not None)
    assert "Takvim bağlantısı sıfırlansın mı?" in sheet.text and "artık güncellenmez" in sheet.text, sheet.text
    person.screenshot("sleep-alarms-reset-sheet-dark-tr")
    sheet.find_element(By.CSS_SELECTOR, "[data-sheet-cancel]").click()
    assert person.driver.find_element(By.ID, "calendar-url").get_attribute("value") == link
    person.press("Bağlantıyı Sıfırla", navigates=False)
    page = person.driver.find_element(By.TAG_NAME, "html")
    sheet.find_element(By.CSS_SELECTOR, "[data-sheet-confirm]").click()
    wait_for_new_page(person.driver, page)
    assert person.driver.find_element(By.ID, "calendar-url").get_attribute("value") not in ("", link)

    # French block names are the longest: every kind shows whole in the editor at 390 px.
    person.set_preferences("fr", "light")
    person.open("/sleep/schedule")
    rows = person.driver.find_element(By.CSS_SELECTOR, ".block-rows")
    person.driver.execute_script("arguments[0].scrollIntoView()", rows)
    person.screenshot("sleep-editor-rows-light-fr")
    clipped = person.driver.execute_script("""
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
        document.body.append(probe);
        return [...document.querySelectorAll('select[name="kind[]"]')].filter(select => {
            probe.style.font = getComputedStyle(select).font;
            probe.textContent = select.selectedOptions[0].text;
            return probe.offsetWidth > select.clientWidth - 28;  // the arrow and padding
        }).map(select => select.selectedOptions[0].text);""")
    assert clipped == [], clipped


def test_the_seeds_scenario_snooze_wake_and_rate(person, pinned_clock):
    # Biphasic E1 has the scenario's 14:00 nap; its start reminder rings at 13:55.
    chosen = next_wall_time(ISTANBUL, 13, 40)
    pinned_clock.pin(chosen)
    person.register()
    person.open("/sleep/welcome")
    submit(person, 'li[data-template="biphasicE1"] button[type="submit"]')
    assert person.driver.current_url.endswith("/sleep")

    # 13:55: the reminder's sheet opens in the page; Snooze moves it to 14:05.
    pinned_clock.pin(chosen.replace(minute=54, second=55))
    person.open("/sleep")
    sheet = alarm_sheet(person)
    assert "Nap" in sheet.text
    person.screenshot("sleep-alarm-sheet-light-en")
    answer_sheet(person, "Snooze (10 min)")
    assert "Snoozed" in person.text()
    person.screenshot("sleep-today-snoozed-light-en")

    # 14:05: the snoozed reminder rings (a few seconds after the page opens); Start.
    pinned_clock.advance(minutes=10, seconds=-8)
    person.open("/sleep")
    answer_sheet(person, "Start")
    assert person.driver.find_element(By.ID, "awake-button").is_displayed()

    # 14:25: the wake alarm (the nap's 20 minutes from its real start); I'm awake, then rate 4.
    pinned_clock.advance(minutes=20, seconds=-8)
    person.open("/sleep")
    answer_sheet(person, "I'm awake")
    person.choose("restedness", "4")
    person.fill("note", "Short but good")
    person.screenshot("sleep-rating-light-en")
    submit(person, "#rating-save")
    assert "your rating is saved" in person.text()

    person.open("/sleep/history")
    text = person.text().replace("\u202f", " ")
    assert "Felt 4/5" in text and "Short but good" in text, text
    assert "Slept 2:05 PM–2:25 PM" in text, text
    person.screenshot("sleep-history-light-en")

    # The entry opens as a form; a wake-up before the start is named and nothing changes.
    person.open("/sleep/history/nap@" + pinned_clock.now().strftime("%Y-%m-%d"))
    person.driver.execute_script("document.getElementById('field-actualEnd').value = '14:00'")
    submit(person, "#record-save")
    assert "The wake-up time must be after the time you fell asleep." in person.text()
    person.screenshot("sleep-record-error-light-en")

    person.open("/sleep/analytics")
    text = person.text()
    assert "Weekly adherence" in text and "Restedness" in text
    # The chart's text equivalent names the day's mean restedness: the one rating, 4.
    description = person.driver.find_element(By.ID, "restedness-trend-desc").get_attribute("textContent")
    assert ", 4." in description or description.endswith(" 4"), description
    person.screenshot("sleep-analytics-light-en")

    person.set_preferences("tr", "dark")
    person.open("/sleep")
    assert "Tamamlandı" in person.text() and "Bugün" in person.text()
    person.screenshot("sleep-today-dark-tr")
    person.open("/sleep/history")
    assert "Uyku: 14:05–14:25" in person.text()
    person.screenshot("sleep-history-dark-tr")
    person.set_preferences("en", "dark")
    person.open("/sleep")
    person.screenshot("sleep-today-dark-en")
    person.set_preferences("tr", "light")
    person.open("/sleep")
    person.screenshot("sleep-today-light-tr")


def test_review_fixes_at_390(person, pinned_clock):
    # 16:10 in Istanbul: Biphasic E1's core is at 23:00, its nap at 14:00 is over.
    pinned_clock.pin(next_wall_time(ISTANBUL, 16, 10))
    person.register()

    # Get started: each schedule shows its block mix and difficulty whole, French the longest.
    person.set_preferences("fr", "light")
    person.open("/sleep/welcome")
    clipped = person.driver.execute_script("""
        return [...document.querySelectorAll('.template-row')].flatMap(row =>
            [...row.querySelectorAll('.template-detail, .template-difficulty')]
                .filter(part => part.offsetHeight === 0 || part.scrollHeight > part.clientHeight + 1
                                || part.scrollWidth > part.clientWidth + 1)
                .map(part => row.dataset.template + ': ' + part.textContent));""")
    assert clipped == [], clipped
    assert "Extrême" in person.text() and "Difficile" in person.text()
    person.screenshot("sleep-welcome-light-fr")
    person.set_preferences("en", "dark")
    person.open("/sleep/welcome")
    person.screenshot("sleep-welcome-dark-en")

    person.set_preferences("en", "light")
    person.open("/sleep/welcome")
    submit(person, 'li[data-template="biphasicE1"] button[type="submit"]')
    # The 14:00 nap is over (the status line has it finished), and it was before the schedule was
    # chosen, so streaks never counted it: not recorded, neither planned nor missed.
    nap = person.driver.find_element(By.CSS_SELECTOR, ".sleep-block .cell-detail").text
    assert nap == "Not recorded", nap

    # The core started six hours early and ended at once is not sleep: nothing is recorded.
    submit(person, "#start-button")
    submit(person, "#awake-button")
    text = person.text()
    assert "too short to count as sleep, so it is not recorded" in text, text
    assert "is recorded" not in text
    assert person.driver.find_element(By.ID, "start-button").is_displayed(), "the core can start again"
    person.screenshot("sleep-too-short-light-en")

    # Alarms: what was typed stays, each message names the range; Coming up's actions are text.
    person.open("/sleep/alarms")
    person.driver.execute_script("""
        document.getElementById('field-startLeadMinutes').value = '999';
        document.getElementById('field-startSnoozeMinutes').value = '';""")
    submit(person, "#save-alarms")
    assert person.driver.find_element(By.ID, "field-startLeadMinutes").get_attribute("value") == "999"
    assert person.driver.find_element(By.ID, "field-startSnoozeMinutes").get_attribute("value") == ""
    assert "Enter a whole number of minutes from 0 to 60." in person.text()
    assert "Enter a whole number of minutes from 1 to 30." in person.text()
    person.screenshot("sleep-alarms-errors-light-en")
    colours = person.driver.execute_script("""
        const actions = document.querySelector('.upcoming-actions');
        const subtitle = actions.parentElement.querySelector('.cell-subtitle');
        return [getComputedStyle(actions).color, getComputedStyle(subtitle).color];""")
    assert colours[0] == colours[1], colours

    # History: the month heatmap's legend reads whole ("Less … More"), inside the chart and the card.
    for language in ("en", "fr"):
        person.set_preferences(language, "light")
        person.open("/sleep/history")
        inside = person.driver.execute_script("""
            const svg = document.querySelector('svg.chart-heatmap');
            const more = [...svg.querySelectorAll('.chart-legend text')].pop().getBoundingClientRect();
            const chart = svg.getBoundingClientRect();
            const card = svg.closest('.chart-figure').getBoundingClientRect();
            return more.right <= chart.right + 0.5 && chart.right <= card.right + 0.5;""")
        assert inside, language
        person.screenshot(f"sleep-history-legend-light-{language}")

    # Build Your Own starts from no blocks and finds nothing wrong before anything is typed; a
    # row typed wrong says what the field needs.
    person.set_preferences("en", "light")
    person.open("/sleep/schedule?new=1")
    assert "No blocks yet. Add a core or a nap." in person.text()
    assert not person.driver.find_elements(By.ID, "schedule-errors")
    person.screenshot("sleep-build-your-own-light-en")
    submit(person, "#add-core")
    person.driver.execute_script("document.querySelector('input[name=\"minutes[]\"]').value = '0'")
    submit(person, "#save-schedule")
    errors = person.driver.find_element(By.ID, "schedule-errors").text
    assert "Block 1: enter a length in whole minutes, from 1 to 1439." in errors, errors
    person.screenshot("sleep-editor-row-error-light-en")


# A number with one ASCII point between digits ("4.4 sa"); dates ("29.11.2026") have two.
ASCII_DECIMAL = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")


def test_a_new_users_pages_in_three_languages(person, pinned_clock):
    """Issue 36 items 12 and 14 as a new user meets them at 390x844: Today's landmarks each have
    their own name, the small widget shows the time and the large one the streak, Add Nap finds
    a free slot, decimals read as the language writes them, and every control is 44 px tall."""
    pinned_clock.pin(next_wall_time(ISTANBUL, 12, 0))
    person.register()
    person.open("/sleep/welcome")
    submit(person, 'li[data-template="everymanE3"] button[type="submit"]')
    for language, theme in (("en", "light"), ("tr", "dark"), ("fr", "light")):
        person.set_preferences(language, theme)
        for path, name in (("/sleep", "today"), ("/sleep/analytics", "analytics"), ("/sleep/widgets", "widgets"),
                           ("/sleep/schedule", "editor")):
            person.open(path)
            assert small_targets(person.driver) == [], (path, language, small_targets(person.driver))
            if language != "en":
                assert not ASCII_DECIMAL.findall(person.text()), (path, language, ASCII_DECIMAL.findall(person.text()))
            person.screenshot(f"sleep-new-user-{name}-{theme}-{language}")
        person.open("/sleep")
        assert accessibility.violations(person.driver, ["landmark-unique"]) == []
        person.open("/sleep/widgets")
        clock = person.driver.find_element(By.CSS_SELECTOR, ".widget-small .widget-clock").text
        assert clock.replace("\u202f", " ") in ("12:00", "12:00 PM"), clock
        large = person.driver.find_element(By.CSS_SELECTOR, ".widget-large")
        person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", large)
        assert large.find_element(By.CSS_SELECTOR, ".widget-streak-week").is_displayed()
        person.screenshot(f"sleep-new-user-widget-large-{theme}-{language}")

    # Add Nap proposes the middle of the widest gap (08:30–14:40), not 02:00 at the top.
    person.set_preferences("en", "light")
    person.open("/sleep/schedule")
    submit(person, "#add-nap")
    starts = [field.get_attribute("value") for field in person.driver.find_elements(By.NAME, "start[]")]
    assert starts == sorted(starts) and "11:25" in starts and "02:00" not in starts, starts
    assert not person.driver.find_elements(By.ID, "schedule-errors")
    person.screenshot("sleep-editor-added-nap-light-en")

    # Analytics: today is in progress, so the actual-sleep line says so instead of dropping to 0.
    person.open("/sleep/analytics")
    caption = person.driver.find_element(By.CSS_SELECTOR, "#sleep-trend-title").find_element(By.XPATH, "ancestor::figure")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", caption)
    assert "still in progress" in caption.text, caption.text
    person.screenshot("sleep-new-user-analytics-sleep-chart-light-en")

    # Memory's filter chips are fingers' targets too.
    person.open("/memory?welcomed=1")
    assert person.driver.find_elements(By.CSS_SELECTOR, ".chip-bar .chip")
    assert small_targets(person.driver) == [], small_targets(person.driver)
    person.screenshot("memory-timeline-targets-light-en")
