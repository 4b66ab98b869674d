"""SpaceNasa as a person uses it (docs/apps/launches.md) at 390x844, against the fake LL2 (fake_ll2.py):
introduction, programs, a dashboard, the launch list and its paging, a launch with its
countdown and pad map, favourites, reminders and search, then LL2 going down. Screenshots:
launches-*.png."""
import re

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
    assert re.search(r"/launches/reminders/[^/]+\.ics\?lang=en$", feed), feed
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
