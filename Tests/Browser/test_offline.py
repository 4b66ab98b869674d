"""Offline as a person meets it: a page opened before opens without a network, marked as a saved
copy; a page never opened gets the offline page in the reader's language; forms say why nothing
happens; and after signing out no saved page of the account is left to see."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def wait_for_worker(person):
    """Waits until the service worker controls this page, so the next pages go through it."""
    WebDriverWait(person.driver, 15).until(
        lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"))


def saved_copy_note(person):
    notes = person.driver.find_elements(By.CSS_SELECTOR, ".saved-copy-note")
    return notes[0].text if notes else None


def test_pages_opened_before_open_offline_as_saved_copies(person):
    person.register()
    person.open("/notes/new")
    person.fill("title", "Ferry times")
    person.fill("body", "Kadıköy 08:10, 08:40")
    person.press("Done")
    wait_for_worker(person)
    person.open("/notes")   # through the worker now: kept for later
    person.open("/settings")

    person.set_network(online=False)
    try:
        person.open("/notes")
        WebDriverWait(person.driver, 10).until(lambda _: saved_copy_note(person))
        assert "Ferry times" in person.text()
        assert saved_copy_note(person).startswith("Saved copy from ")
        assert "changes can’t be sent" in saved_copy_note(person)
        person.screenshot("offline-01-saved-copy-en-light")

        # A form on a saved copy does not end on the browser's error page: it stays, and says why.
        person.open("/settings")
        WebDriverWait(person.driver, 10).until(lambda _: saved_copy_note(person))
        person.press("Sign Out", navigates=False)
        WebDriverWait(person.driver, 10).until(lambda _: "Nothing was sent" in person.text())
        assert person.driver.current_url.endswith("/settings")

        # Never opened: the offline page, which tells the truth about what works.
        person.open("/notes/import")
        assert "You’re offline" in person.text()
        assert "no saved copy of this page" in person.text()
        assert person.driver.title == "Offline · Suite"
        person.screenshot("offline-02-never-opened-en-light")
    finally:
        person.set_network(online=True)

    # Signing out forgets every saved page of the account.
    person.open("/settings")
    person.press("Sign Out")
    person.set_network(online=False)
    try:
        person.open("/notes")
        assert "Ferry times" not in person.text()
        assert "You’re offline" in person.text()
    finally:
        person.set_network(online=True)


def test_offline_page_speaks_the_readers_language_and_theme(person):
    person.set_preferences("tr", "dark")
    wait_for_worker(person)
    person.open("/")   # the worker learns the language and theme from a page it fetched

    person.set_network(online=False)
    try:
        person.open("/account/login")
        assert "Çevrimdışısınız" in person.text()
        assert "Tekrar deneyin" in person.text()
        root = person.driver.find_element(By.TAG_NAME, "html")
        assert root.get_attribute("lang") == "tr"
        assert root.get_attribute("data-theme") == "dark"
        person.screenshot("offline-03-never-opened-tr-dark")
    finally:
        person.set_network(online=True)
