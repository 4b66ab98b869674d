"""Saving a note never loses what was typed: the editor stops at the limit as it nears; a note
too large to send comes back in the editor with its text and the reason; with no network the
note is kept on the device, the editor says so, and it is saved when the network returns,
without writing over a newer version from another device (issue 36, item 5)."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import wait_for_new_page
from test_notes import write_note
from test_notes_conflict import other_device

LIMIT = 100_000


def body(person):
    return person.driver.execute_script("return document.querySelector('textarea[name=body]').value")


def page_text(person):
    """The page's text in one script call (the page may be replaced between two WebDriver calls)."""
    return person.driver.execute_script("return document.body ? document.body.innerText : ''")


def draft_status(person):
    return person.driver.execute_script(
        "const s = document.getElementById('note-draft-status'); return s && !s.hidden ? s.textContent : ''")


def test_the_editor_stops_at_the_limit_and_a_note_too_large_to_send_comes_back_with_its_text(person):
    # setup: French; a note just short of the limit
    person.register()
    person.set_preferences("fr", "light")
    person.open("/notes/new")
    person.fill("title", "Roman")
    person.driver.execute_script("""
        const body = document.querySelector('textarea[name=body]');
        body.value = 'a'.repeat(arguments[0] - 3);
        body.dispatchEvent(new Event('input'));""", LIMIT)
    # act: typing goes past it
    person.driver.find_element(By.NAME, "body").send_keys("bcdefg")
    # check: typing stopped at the limit, which the count says
    assert person.driver.execute_script("return document.querySelector('textarea[name=body]').value.length") == LIMIT
    assert "100\u202f000 sur 100\u202f000 caractères" in person.driver.find_element(By.ID, "note-count").text
    person.screenshot("notes-limit-fr-light")

    # act: a script puts in far more than a form may carry (400,000 emoji: ~4.8 MB sent)
    huge = person.driver.execute_script("""
        const body = document.querySelector('textarea[name=body]');
        body.value = '😀'.repeat(400000);
        return body.value;""")
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.find_element(By.ID, "note-done").click()
    wait_for_new_page(person.driver, page)
    # check: the editor again (not the error page), with the reason in French and the text
    assert "trop longue pour être envoyée" in person.text()
    assert person.driver.find_element(By.NAME, "title").get_attribute("value") == "Roman"
    WebDriverWait(person.driver, 10).until(lambda _: body(person) == huge)
    assert "récupéré sur cet appareil" in draft_status(person)
    person.screenshot("notes-too-large-fr-light")


def test_a_note_saved_offline_is_kept_on_the_device_and_saved_when_the_network_returns(person):
    # setup: Turkish; the editor open
    person.register()
    person.set_preferences("tr", "light")
    person.open("/notes/new")
    person.fill("title", "Vapur saatleri")
    person.fill("body", "Kadıköy 08:10")
    # act: Done with no network
    person.set_network(online=False)
    try:
        person.driver.find_element(By.ID, "note-done").click()
        WebDriverWait(person.driver, 10).until(lambda _: draft_status(person))
        # check: still the editor, with the text and what became of it
        assert "bu cihazda saklanıyor" in draft_status(person)
        assert body(person) == "Kadıköy 08:10"
        assert person.driver.current_url.endswith("/notes/new")
        person.screenshot("notes-offline-kept-tr-light")
    finally:
        person.set_network(online=True)
    # check: back online it is saved, and the list shows it
    WebDriverWait(person.driver, 15).until(lambda d: d.current_url.endswith("/notes"))
    WebDriverWait(person.driver, 10).until(lambda _: "Vapur saatleri" in page_text(person))


def test_an_edit_kept_offline_never_writes_over_a_newer_version_from_another_device(person):
    # setup: a note open in the editor here and changed on another device while this one is offline
    email = person.register()
    person.open("/notes/new")
    person.fill("title", "Groceries")
    person.fill("body", "- milk")
    person.press("Done")
    note = "/notes/" + person.driver.find_element(By.CSS_SELECTOR, "[data-id]").get_attribute("data-id")
    person.open(note)
    person.set_network(online=False)
    try:
        person.fill("body", "- milk\n- bread")
        person.driver.find_element(By.ID, "note-done").click()
        WebDriverWait(person.driver, 10).until(lambda _: draft_status(person))
        other = other_device(person, email)
        try:
            other.open(note)
            other.fill("body", "- milk\n- eggs")
            other.press("Done")
        finally:
            other.driver.quit()
    finally:
        person.set_network(online=True)
    # check: the conflict choices, with this device's text; the other edit is untouched
    WebDriverWait(person.driver, 15).until(lambda _: "This note was changed on another device" in page_text(person))
    person.screenshot("notes-offline-conflict-en-light")
    assert body(person) == "- milk\n- bread"
    person.open(note)
    assert body(person) == "- milk\n- eggs"


def test_pulling_the_list_down_shows_a_note_added_elsewhere(person):
    # setup: a touch screen; the list open, then a note saved from another tab
    person.register()
    person.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    write_note(person, "Here already")
    person.driver.execute_script("""
        const form = new URLSearchParams({ title: 'From the phone', body: '', _csrf: document.querySelector('[name=_csrf]')?.value ?? '' });
        return fetch('/notes', { method: 'POST', body: form, headers: { 'X-CSRF-Token': form.get('_csrf') } }).then(r => r.status);""")
    assert "From the phone" not in person.text()
    # act: a finger pulls the page down from the top and lets go
    armed = person.pull_to_refresh()
    # check
    assert armed
    WebDriverWait(person.driver, 10).until(lambda _: "From the phone" in page_text(person))
