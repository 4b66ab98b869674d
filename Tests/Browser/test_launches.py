"""SpaceNasa as a person uses it (docs/apps/launches.md) at 390x844, against the fake LL2 (fake_ll2.py):
introduction, programs, a dashboard, the launch list and its paging, a launch with its
countdown and pad map, favourites, reminders and search, then LL2 going down. Screenshots:
launches-*.png."""
import datetime
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import wait_for_new_page


def wait_for(person, condition, timeout=10):
    WebDriverWait(person.driver, timeout).until(lambda _: condition())


def set_theme(person, theme):
    person.driver.execute_script("document.documentElement.dataset.theme = arguments[0]", theme)


def countdown(person):
    return person.driver.find_element(By.CSS_SELECTOR, ".launch-countdown-large").text


def test_browse_open_a_launch_and_keep_it(person):
    person.open("/launches")
    assert "Every launch" in person.text(), "a first visit starts with the introduction"
    assert not person.driver.find_element(By.CSS_SELECTOR, "[data-slide-finish]").is_displayed(), \
        "slide 1 offers Next, not the finish"
    person.screenshot("launches-01-welcome")
    person.press("Skip")
    wait_for(person, lambda: person.driver.find_elements(By.CSS_SELECTOR, ".program-card"))
    person.screenshot("launches-02-programs-light")
    set_theme(person, "dark")
    person.screenshot("launches-02-programs-dark")
    set_theme(person, "light")

    person.driver.find_element(By.CSS_SELECTOR, ".program-link").click()
    wait_for(person, lambda: "/launches/programs/" in person.driver.current_url)
    assert "Success rate" in person.text()
    person.screenshot("launches-03-dashboard")

    person.open("/launches/list")
    rows = person.driver.find_elements(By.CSS_SELECTOR, ".launch-row")
    assert len(rows) == 20
    first_countdown = person.driver.find_element(By.CSS_SELECTOR, ".launch-countdown").text
    assert first_countdown.startswith("T-")
    person.screenshot("launches-04-list-light")
    set_theme(person, "dark")
    person.screenshot("launches-04-list-dark")
    set_theme(person, "light")

    # Infinite scroll: reaching the end brings the next page in without leaving this one.
    person.driver.execute_script("document.querySelector('[data-infinite-next]').scrollIntoView()")
    wait_for(person, lambda: len(person.driver.find_elements(By.CSS_SELECTOR, ".launch-row")) >= 40)

    person.driver.execute_script("window.scrollTo(0, 0)")
    title = person.driver.find_element(By.CSS_SELECTOR, ".launch-title").text
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.find_element(By.CSS_SELECTOR, ".launch-cell").click()
    wait_for_new_page(person.driver, page)
    assert title in person.text()
    before = countdown(person)
    assert re.match(r"T-\d\d:\d\d:\d\d", before), before
    wait_for(person, lambda: countdown(person) != before, timeout=4)
    wait_for(person, lambda: person.driver.find_element(By.CSS_SELECTOR, "[data-map]").is_displayed())
    wait_for(person, lambda: person.driver.find_elements(By.CSS_SELECTOR, ".leaflet-tile-loaded"))
    assert "Coordinates" in person.text()
    person.screenshot("launches-05-detail-light")
    set_theme(person, "dark")
    person.screenshot("launches-05-detail-dark")
    set_theme(person, "light")

    # Favourites need an account: the star offers sign-in, then works. A screen reader hears the
    # action and where it leads once (a title repeated the sentence as the link's description).
    sign_in = person.driver.find_element(By.ID, "star-sign-in")
    assert sign_in.accessible_name.count("Sign in to keep favourites") == 1, sign_in.accessible_name
    assert "Add to Favourites" in sign_in.accessible_name, sign_in.accessible_name
    assert not sign_in.get_attribute("title")
    detail = person.driver.current_url
    person.register()
    person.driver.get(detail)
    person.press("Add to Favourites")
    assert "Added to Favourites." in person.text()
    assert person.driver.find_element(By.ID, "star-button").get_attribute("aria-pressed") == "true"
    person.press("Favourites")
    assert title in person.text()
    person.screenshot("launches-06-favourites")

    # "Remind me" keeps the reminder with the account: listed, and in a private calendar feed.
    person.driver.get(detail)
    person.press("Remind me")
    assert "You will be reminded of this launch." in person.text()
    assert person.driver.find_element(By.ID, "remind-button").get_attribute("aria-pressed") == "true"
    person.press("Reminders")
    assert title in person.text()
    feed = person.driver.find_element(By.ID, "reminder-feed-url").get_attribute("value")
    # The feed writes its times in the subscriber's zone (the browser's, here the test's).
    assert re.search(r"/launches/reminders/[^/]+\.ics\?lang=en&tz=[^&]+$", feed), feed
    person.screenshot("launches-10-reminders-light")
    set_theme(person, "dark")
    person.screenshot("launches-10-reminders-dark")
    set_theme(person, "light")

    # Search reads every launch the server saved, and says how many it searched.
    person.open("/launches/list")
    person.fill("q", "starlink")
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.find_element(By.NAME, "q").submit()  # the keyboard's Search key (the button is for no-JS)
    wait_for_new_page(person.driver, page)
    assert "Searched" in person.text() and "saved on this server" in person.text()
    results = person.driver.find_elements(By.CSS_SELECTOR, ".search-results .launch-title")
    assert results and all("Starlink" in r.text for r in results)
    person.screenshot("launches-11-search-light")
    set_theme(person, "dark")
    person.screenshot("launches-11-search-dark")
    set_theme(person, "light")
    person.open("/launches/search?q=zzqx")
    assert "No saved launch matches" in person.text()
    person.screenshot("launches-12-search-empty")


def test_turkish_reader_and_launch_library_down(person, fake_ll2):
    person.set_preferences("tr", "dark")
    person.open("/launches?welcomed=1")
    assert "Programlar" in person.text()
    person.open("/launches/list")
    assert "Yaklaşan" in person.text() and "Önceki" in person.text()
    person.screenshot("launches-07-list-tr-dark")
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.find_element(By.CSS_SELECTOR, ".launch-cell").click()
    wait_for_new_page(person.driver, page)
    assert "Koordinatlar" in person.text() and "Coordinates" not in person.text()
    person.screenshot("launches-07-detail-tr-dark")

    # Turkish capitals find the Sriharikota launch; the page says what it searched, in Turkish.
    person.open("/launches/search?q=SR%C4%B0HAR%C4%B0KOTA")
    assert "SSLV" in person.text() and "sunucuda kayıtlı" in person.text()
    person.screenshot("launches-07-search-tr-dark")

    fake_ll2.mode = "failing"
    try:
        person.open("/launches/list?offset=200")
        assert "Launch Library bir hatayla yanıt verdi." in person.text()
        assert "Tekrar deneyin" in person.text()
        person.screenshot("launches-08-upstream-down-tr")
        person.open("/launches/list")
        assert person.driver.find_elements(By.CSS_SELECTOR, ".launch-row"), "saved launches still show"
        person.open("/launches/about")
        assert "Kaynak" in person.text()
        person.screenshot("launches-09-data-status-tr")
    finally:
        fake_ll2.mode = "normal"


def test_turkish_reminders(person):
    person.register()
    person.set_preferences("tr", "dark")
    person.open("/launches/list")
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.find_element(By.CSS_SELECTOR, ".launch-cell").click()
    wait_for_new_page(person.driver, page)
    person.press("Hatırlatın")
    assert "Bu fırlatma size hatırlatılacak." in person.text()
    person.press("Hatırlatıcılar")
    # (the section header is upper-cased by CSS; Selenium's text upper-cases without the page's language)
    assert "Takvim aboneliği" in person.driver.page_source
    person.screenshot("launches-13-reminders-tr-dark")
    set_theme(person, "light")
    person.screenshot("launches-13-reminders-tr-light")



def open_first_launch(person, list_path):
    person.open(list_path)
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.find_element(By.CSS_SELECTOR, ".launch-cell").click()
    wait_for_new_page(person.driver, page)


def test_more_launches_when_the_next_page_fails(person):
    person.open("/launches/list")
    rows = lambda: len(person.driver.find_elements(By.CSS_SELECTOR, ".launch-row"))
    assert rows() == 20
    # Scrolling reaches the link while the network fails: the list says so, with a retry.
    person.driver.execute_script("window.realFetch = window.fetch; window.fetch = () => Promise.reject(new TypeError('offline'))")
    person.driver.execute_script("document.querySelector('[data-infinite-next]').scrollIntoView({block: 'center'})")
    wait_for(person, lambda: person.driver.find_elements(By.CSS_SELECTOR, ".infinite-error"))
    error = person.driver.find_element(By.CSS_SELECTOR, ".infinite-error")
    assert "More launches could not be loaded." in error.text, error.text
    assert error.get_attribute("role") == "alert"
    person.screenshot("launches-14-more-failed")
    set_theme(person, "dark")
    person.screenshot("launches-14-more-failed-dark")
    set_theme(person, "light")
    assert rows() == 20
    # Try again, with the network back: the next page comes in and the message goes.
    person.driver.execute_script("window.fetch = window.realFetch")
    person.driver.find_element(By.CSS_SELECTOR, ".infinite-retry").click()
    wait_for(person, lambda: rows() >= 40)
    assert not person.driver.find_elements(By.CSS_SELECTOR, ".infinite-error")
    # A tap on "More launches" that cannot load in place goes to the next page instead.
    person.driver.execute_script("window.scrollTo(0, 0); window.fetch = () => Promise.reject(new TypeError('offline'))")
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.execute_script("document.querySelector('[data-infinite-next]').click()")
    wait_for_new_page(person.driver, page)
    assert re.search(r"offset=\d+", person.driver.current_url), person.driver.current_url


def test_a_flown_launch_offers_no_reminder(person):
    person.register()
    # The recorded Starlink detail (fake_ll2.py): status Success, November 2024.
    person.open("/launches/launch/aa398317-710b-460b-837f-7fbb7f00ccfa")
    assert "Success" in person.text()
    assert not person.driver.find_elements(By.ID, "remind-button"), "no reminder for a launch that has flown"
    assert not person.driver.find_elements(By.CSS_SELECTOR, "[data-remind]")
    person.screenshot("launches-15-flown-no-reminder")
    open_first_launch(person, "/launches/list")
    assert person.driver.find_elements(By.ID, "remind-button"), "an upcoming launch still offers one"


FACT_PROBLEMS = """
    const problems = [];
    for (const fact of document.querySelectorAll('.fact')) {
        const card = fact.getBoundingClientRect();
        const label = fact.querySelector('.fact-label').getBoundingClientRect();
        const value = fact.querySelector('.fact-value');
        const line = parseFloat(getComputedStyle(value).lineHeight) || 20;
        if (label.right > card.right + 0.5) problems.push('label overflows: ' + fact.textContent);
        if (value.textContent.length < 20 && value.getBoundingClientRect().height > line * 1.5)
            problems.push('value wraps: ' + value.textContent);
    }
    return problems;"""


def test_fact_rows_fit_their_cards(person):
    # Each fact's label stays inside its card and a short value ("6 of 500") reads on one line,
    # on Data status and on a launch's page, in every language.
    for language in ("en", "fr", "tr"):
        person.set_preferences(language, "light")
        person.open("/launches/about")
        assert person.driver.execute_script(FACT_PROBLEMS) == [], language
        person.screenshot(f"launches-16-about-{language}")
        open_first_launch(person, "/launches/list")
        assert person.driver.execute_script(FACT_PROBLEMS) == [], language
        person.screenshot(f"launches-16-detail-{language}")


# Issue 36: LL2 unreachable and the saved copy years old. Each page says how old its copy is,
# and no launch whose NET has passed reads as upcoming, live or counting up; failed connections
# are not the hourly limit.
SAVED_YEARS_AGO = {"en": r"Saved \d+ years? ago", "tr": r"\d+ yıl önce kaydedildi", "fr": r"Enregistré il y a \d+ ans?"}
UNREACHABLE = {"en": "Launch Library can’t be reached", "tr": "Launch Library’ye ulaşılamıyor",
               "fr": "Launch Library est injoignable"}
HOURLY_LIMIT = {"en": "hourly limit", "tr": "saatlik sınır", "fr": "limite horaire"}
LIVE_NOW = {"en": "Live now", "tr": "Şu an canlı", "fr": "En direct"}
GO_FOR_LAUNCH = {"en": "Go for Launch", "tr": "Fırlatmaya hazır", "fr": "Feu vert"}
RESULT_UNKNOWN = {"en": "Result unknown", "tr": "Sonuç bilinmiyor", "fr": "Résultat inconnu"}
NO_NEXT_LAUNCH = {"en": "No launch of this program is scheduled.", "tr": "Bu programın planlanmış fırlatması yok.",
                  "fr": "Aucun lancement de ce programme n’est prévu."}


def later(pinned_clock, **delta):
    """Both clocks moved `delta` ahead of the real now (pinned_clock.py)."""
    pinned_clock.pin(datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(**delta))


@pytest.mark.parametrize("language", ["en", "tr", "fr"])
def test_an_old_copy_says_how_old_and_claims_nothing_ahead(person, fake_ll2, pinned_clock, language):
    # setup: the list, the first launch (its webcast live) and its program saved while LL2 answered
    person.set_preferences(language, "system")
    first = fake_ll2.recorded[0]["id"]
    pages = {"list": "/launches/list", "detail": f"/launches/launch/{first}", "program": "/launches/programs/17"}
    for name, path in pages.items():
        person.open(path)
        if name == "detail":
            assert LIVE_NOW[language] in person.text(), "fresh news of a launch ahead: its webcast is live"
    # act: LL2 becomes unreachable, and the copy is read three years later
    fake_ll2.mode = "down"
    try:
        later(pinned_clock, days=3 * 365 + 40)
        texts, countdowns = {}, {}
        for name, path in pages.items():
            person.open(path)
            texts[name] = person.text()
            countdowns[name] = len(person.driver.find_elements(By.CSS_SELECTOR, "[data-countdown]"))
            if name == "program":  # the stats and NEXT LAUNCH in view
                person.driver.execute_script("document.querySelector('.stat-row').scrollIntoView({block: 'center'})")
            if language == "en" or name == "list":
                person.screenshot(f"launches-20-old-copy-{name}-{language}")
            if language == "en":
                set_theme(person, "light")
                person.screenshot(f"launches-20-old-copy-{name}-{language}-light")
    finally:
        fake_ll2.mode = "normal"
    # check: every page dates its copy in words and names the real cause
    for name, text in texts.items():
        assert re.search(SAVED_YEARS_AGO[language], text), (name, text[:400])
        assert UNREACHABLE[language] in text and HOURLY_LIMIT[language] not in text, name
        assert countdowns[name] == 0, f"{name}: no countdown for a NET three years gone"
        assert GO_FOR_LAUNCH[language] not in text, name
    assert RESULT_UNKNOWN[language] in texts["list"]
    # The detail may read "Result unknown" or a result: the fake LL2 serves one id both as
    # upcoming and, in the program's past launches, as flown, and the saved copy is the newest
    # read. Either way it is never upcoming, live or counting (checked above and below).
    assert LIVE_NOW[language] not in texts["detail"]
    assert NO_NEXT_LAUNCH[language] in texts["program"], "a launch three years gone is not next"


def test_launch_library_down_is_not_the_hourly_limit(person, fake_ll2, pinned_clock):
    # setup: a day on (the saved lists past their lifetimes), with LL2 unreachable
    person.set_preferences("fr", "system")
    fake_ll2.mode = "down"
    try:
        later(pinned_clock, days=2)
        calls = len(fake_ll2.calls)
        # act: readers open pages nobody saved, then the data status
        for offset in (120, 140, 160):
            person.open(f"/launches/list?segment=previous&offset={offset}")
            text = person.text()
            assert UNREACHABLE["fr"] in text and HOURLY_LIMIT["fr"] not in text, text[:300]
        person.screenshot("launches-21-unreachable-fr")
        person.open("/launches/about")
        used = person.driver.find_element(By.ID, "requests-used").text
    finally:
        fake_ll2.mode = "normal"
    # check: LL2 was tried (on its back-off schedule), and no failed try counts against the hour
    assert len(fake_ll2.calls) > calls, "LL2 was tried"
    assert re.match(r"0\D", used), f"no call reached LL2, so none of the hour is spent: {used}"


def test_remind_me_shows_toggles_and_asks_this_device_for_pushes(person):
    # setup: signed in, notifications allowed for the site, on an upcoming launch
    person.register()
    person.driver.execute_cdp_cmd("Browser.setPermission", {
        "origin": person.base, "permission": {"name": "notifications"}, "setting": "granted"})
    open_first_launch(person, "/launches/list")
    button = person.driver.find_element(By.ID, "remind-button")
    assert button.get_attribute("aria-pressed") == "false" and "Remind me" in button.text
    # Whether the form tried to subscribe this device; the push service refuses, as one out of
    # reach does (headless Chromium has none), and the reminder is saved all the same.
    person.driver.execute_script("""
        PushManager.prototype.subscribe = function () {
            sessionStorage.setItem('push-asked', '1');
            return Promise.reject(new DOMException('no push service here', 'AbortError'));
        };""")
    # act
    person.press("Remind me")
    # check: saved for the account (the server pushes it), and this device was asked to subscribe
    assert "You will be reminded of this launch." in person.text()
    button = person.driver.find_element(By.ID, "remind-button")
    assert button.get_attribute("aria-pressed") == "true" and "Stop reminding" in button.text
    assert person.driver.execute_script("return sessionStorage.getItem('push-asked')") == "1"
    person.screenshot("launches-16-remind-push-on")
    # act: un-remind (no subscription asked again)
    person.press("Stop reminding")
    # check
    assert "Reminder removed." in person.text()
    assert person.driver.find_element(By.ID, "remind-button").get_attribute("aria-pressed") == "false"
