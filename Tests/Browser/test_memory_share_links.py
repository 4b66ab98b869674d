"""An entry's share links as their owner sees them at 390x844: every link that still works is
listed on the entry's page after a reload (made last week, on another device), each with its
expiry and Turn Off, and turning one off ends that link only."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from memory_api import add_entry


def rows(person):
    return person.driver.find_elements(By.CSS_SELECTOR, "#share-link .share-row")


def urls(person):
    return [row.find_element(By.CSS_SELECTOR, ".share-url").get_attribute("value") for row in rows(person)]


def status_of(person, url):
    """The public page's HTTP status, asked from the page (same origin, no cookies needed)."""
    path = "/s/" + url.rsplit("/", 1)[1]
    return person.driver.execute_async_script(
        "fetch(arguments[0], {credentials: 'omit'}).then((r) => arguments[1](r.status))", path)


def click(person, element):
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)  # above the tab bar
    element.click()


def open_entry(person, entry_id, links):
    person.open(f"/memory/entries/{entry_id}")
    WebDriverWait(person.driver, 10).until(lambda d: len(rows(person)) == links)


def open_new_entry(person):
    """A new account's one memory, its page open with no link yet; its id."""
    person.register()
    person.open("/memory?welcomed=1")
    entry_id = add_entry(person, {"kind": "text", "title": "Ferry", "text": "On the ferry again.",
                                  "occurredAt": "2025-11-20T09:30:00Z", "utcOffsetSeconds": 0})
    open_entry(person, entry_id, 0)
    return entry_id


def test_links_outlive_the_visit_and_each_turns_off_alone(person):
    # setup
    entry_id = open_new_entry(person)
    # act: two links, then a reload (the visit is over)
    for _ in range(2):
        count = len(rows(person))
        click(person, person.driver.find_element(By.CSS_SELECTOR, "[data-share-create]"))
        WebDriverWait(person.driver, 10).until(lambda d: len(rows(person)) == count + 1)
    made = urls(person)
    open_entry(person, entry_id, 2)
    # check: both are still listed, newest first, with their expiry
    assert urls(person) == made
    assert all("Works until" in row.text for row in rows(person))
    person.screenshot("memory-12-share-links-en-light")
    # act: turn off the older one
    click(person, rows(person)[1].find_element(By.CSS_SELECTOR, "[data-share-revoke]"))
    WebDriverWait(person.driver, 10).until(lambda d: len(rows(person)) == 1)
    # check: that link is gone (410), the other still works, and a reload agrees
    assert status_of(person, made[1]) == 410
    assert status_of(person, made[0]) == 200
    open_entry(person, entry_id, 1)
    assert urls(person) == [made[0]]
    # check: in French the link and both buttons stay inside the card ("Désactiver le lien" ran past it)
    person.set_preferences("fr", "light")
    open_entry(person, entry_id, 1)
    assert person.driver.execute_script(
        "const edge = arguments[0].getBoundingClientRect().right;"
        "return [...arguments[0].querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > edge + 1).length",
        rows(person)[0]) == 0


def test_settings_lists_every_working_link_and_turns_one_off(person):
    # setup: a link made on the memory's page
    entry_id = open_new_entry(person)
    click(person, person.driver.find_element(By.CSS_SELECTOR, "[data-share-create]"))
    WebDriverWait(person.driver, 10).until(lambda d: len(rows(person)) == 1)
    made = urls(person)[0]
    # act: Settings → Shared Links
    person.open("/memory/settings")
    person.press("Shared Links")
    listed = person.driver.find_elements(By.CSS_SELECTOR, ".shared-link-row")
    # check
    assert [row.find_element(By.CSS_SELECTOR, ".cell-title").text for row in listed] == ["Ferry"]
    person.screenshot("memory-13-shared-links-en-light")
    # check: in French the expiry reads whole beside or above its button (it was "Valable jusqu’au 6…")
    person.set_preferences("fr", "light")
    person.open("/memory/settings/share-links")
    until = person.driver.find_element(By.CSS_SELECTOR, ".shared-link-row .cell-subtitle")
    assert person.driver.execute_script("return arguments[0].scrollHeight <= arguments[0].clientHeight", until), until.text
    person.set_preferences("en", "light")
    person.open("/memory/settings/share-links")
    # act: turn it off from there (a plain form: no script involved)
    person.press("Turn Off Link")
    # check
    assert "Link turned off." in person.text()
    assert person.driver.find_elements(By.CSS_SELECTOR, ".shared-link-row") == []
    assert status_of(person, made) == 410
