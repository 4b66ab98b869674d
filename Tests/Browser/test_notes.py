"""Notes as a person uses it (docs/apps/notes.md#scenarios) at 390x844, in English and Turkish,
light and dark. Screenshots: test-artifacts/browser/notes-*.png."""
import json
import time
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import wait_for_new_page

APPLE_EPOCH = 978307200  # 2001-01-01T00:00:00Z: notes_store dates count seconds from here


def wait_for(person, condition, timeout=10):
    WebDriverWait(person.driver, timeout).until(lambda _: condition())


def titles(person):
    # Read in one script call: the list may be swapped (search, reload) between two reads.
    return person.driver.execute_script(
        "return [...document.querySelectorAll('#notes-results .note-title')].map(e => e.textContent)")


def write_note(person, title, body=""):
    person.open("/notes/new")
    person.fill("title", title)
    person.fill("body", body)
    person.press("Done" if person.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en" else "Bitti")


def submit(person, css):
    """Clicks the one button `css` names and waits for the next page."""
    page = person.driver.find_element(By.TAG_NAME, "html")
    person.driver.find_element(By.CSS_SELECTOR, css).click()
    wait_for_new_page(person.driver, page)


def swipe_left(person, row):
    """A touch swipe across most of the row, as pointer events (what a finger produces)."""
    person.driver.execute_script("""
        const cell = arguments[0].querySelector('.note-cell');
        const box = cell.getBoundingClientRect();
        const y = box.top + box.height / 2;
        const fire = (type, x) => cell.dispatchEvent(new PointerEvent(type, {
            pointerType: 'touch', clientX: x, clientY: y, bubbles: true, isPrimary: true }));
        fire('pointerdown', box.right - 10);
        for (let x = box.right - 30; x > box.left - 40; x -= 30) fire('pointermove', x);
        fire('pointerup', box.left - 40);
    """, row)


def row_labels(person):
    return person.driver.execute_script(
        "return [...document.querySelectorAll('#notes-results .note-cell')].map(e => e.getAttribute('aria-label'))")


def import_notes(person, tmp_path, notes):
    """Imports a notes_store.json whose notes were last changed `age` seconds ago, as (title, age)."""
    now = time.time() - APPLE_EPOCH
    store = [{"id": str(uuid.uuid4()).upper(), "title": title, "body": "", "createdAt": now - age, "updatedAt": now - age}
             for title, age in notes]
    path = tmp_path / "notes_store.json"
    path.write_text(json.dumps(store))
    person.open("/notes/import")
    person.driver.find_element(By.NAME, "file").send_keys(str(path))
    submit(person, 'form[action="/notes/import"] button[type="submit"]')


def undersized_targets(person):
    return person.driver.execute_script("""
        return [...document.querySelectorAll('a, button, input:not([type=hidden]), textarea')]
          .filter(e => e.offsetParent !== null && !e.classList.contains('skip-link') && e.type !== 'checkbox')
          .map(e => [e.textContent.trim() || e.name, e.getBoundingClientRect().height])
          .filter(([, h]) => h < 44);
    """)


def test_notes_in_english_light(person, tmp_path):
    person.register()
    person.open("/")
    person.driver.find_element(By.CSS_SELECTOR, 'a[href="/notes"]').click()
    wait_for(person, lambda: "No notes yet" in person.text())
    assert "Tap + to add a note" in person.text()
    person.screenshot("notes-01-empty-en-light")

    # US-01: a title is required, then the note is saved and listed.
    person.press("New Note")
    person.fill("body", "Milk, eggs, bread and some olive oil for the weekend")
    person.press("Done")
    assert "Please enter a title." in person.text()
    assert person.driver.find_element(By.NAME, "body").get_attribute("value").startswith("Milk, eggs")
    person.screenshot("notes-02-title-required-en-light")
    person.fill("title", "Groceries")
    person.press("Done")
    write_note(person, "Trip to İstanbul", "Book the ferry to Kadıköy, visit the Galata tower and "
               "eat balık ekmek by the water. Remember the museum card and comfortable shoes.")
    write_note(person, '<script>alert("x")</script>', "Markup stays text.")
    # US-02 / US-06: newest change first; rows announce "Title, last updated …".
    assert titles(person) == ['<script>alert("x")</script>', "Trip to İstanbul", "Groceries"]
    first = person.driver.find_element(By.CSS_SELECTOR, ".note-cell")
    assert first.get_attribute("aria-label") == '<script>alert("x")</script>, last updated just now'
    assert undersized_targets(person) == []
    person.screenshot("notes-03-list-en-light")

    # US-03: edit; Return in the title moves to the body; the count follows the text.
    person.driver.find_element(By.XPATH, "//span[@class='note-title'][text()='Groceries']").click()
    wait_for(person, lambda: "Edit Note" in person.driver.title)
    assert "Last updated just now" in person.text()
    title = person.driver.find_element(By.NAME, "title")
    title.send_keys(Keys.END, " for Sunday", Keys.ENTER)
    assert person.driver.switch_to.active_element.get_attribute("name") == "body"
    body = person.driver.switch_to.active_element
    body.send_keys(Keys.CONTROL, Keys.END)
    body.send_keys("!")
    assert "53 characters" in person.text()
    assert undersized_targets(person) == []
    person.screenshot("notes-04-editor-en-light")
    person.press("Done")
    assert titles(person)[0] == "Groceries for Sunday"

    # US-05: search as you type, Turkish-aware; no results says so.
    search = person.driver.find_element(By.ID, "notes-search")
    search.send_keys("istanbul")
    wait_for(person, lambda: titles(person) == ["Trip to İstanbul"])
    person.screenshot("notes-05-search-en-light")
    search.send_keys("zzz")
    wait_for(person, lambda: "No results" in person.text())
    assert "No notes match “istanbulzzz”." in person.text()
    person.screenshot("notes-05b-no-results-en-light")
    search.clear()
    search.send_keys(" ")
    wait_for(person, lambda: len(titles(person)) == 3)

    # Search looks at the note's text too, as Apple Notes does.
    search.clear()
    search.send_keys("ferry")
    wait_for(person, lambda: titles(person) == ["Trip to İstanbul"])
    search.clear()
    search.send_keys(" ")
    wait_for(person, lambda: len(titles(person)) == 3)

    # US-06: the other order.
    person.press("Date Created")
    assert titles(person) == ['<script>alert("x")</script>', "Trip to İstanbul", "Groceries for Sunday"]
    person.press("Date Modified")

    # US-04: swipe to delete, then Undo brings it back.
    rows = person.driver.find_elements(By.CSS_SELECTOR, ".note-row")
    swipe_left(person, rows[-1])
    wait_for(person, lambda: len(titles(person)) == 2)
    person.screenshot("notes-06-swiped-undo-toast-en-light")
    person.driver.find_element(By.CSS_SELECTOR, ".toast button").click()
    wait_for(person, lambda: len(titles(person)) == 3)

    # US-04 without swiping: Edit mode, select all, delete; the empty state returns. Delete
    # Selected waits for a selection, as on iOS.
    person.press("Edit")
    assert not person.driver.find_element(By.ID, "delete-selected").is_enabled()
    for box in person.driver.find_elements(By.CSS_SELECTOR, ".note-check"):
        box.click()
    person.screenshot("notes-07-edit-mode-en-light")
    person.press("Delete Selected")
    assert "No notes yet" in person.text()
    assert "3 notes deleted" in person.text()
    person.screenshot("notes-08-deleted-undo-banner-en-light")
    person.press("Undo")
    assert len(titles(person)) == 3
    assert "3 notes restored" in person.text()

    # The editor: Cancel with changes asks in a sheet; Delete is apart, red, and asks too.
    person.driver.find_element(By.XPATH, "//span[@class='note-title'][text()='Trip to İstanbul']").click()
    wait_for(person, lambda: "Edit Note" in person.driver.title)
    person.driver.find_element(By.NAME, "title").send_keys(" (draft)")
    person.driver.find_element(By.ID, "note-cancel").click()
    sheet = person.driver.find_element(By.ID, "discard-sheet")
    wait_for(person, lambda: sheet.is_displayed())
    person.screenshot("notes-17-discard-sheet-en-light")
    sheet.find_element(By.CSS_SELECTOR, "[data-sheet-cancel]").click()
    wait_for(person, lambda: not sheet.is_displayed())
    person.press("Delete Note", navigates=False)
    delete_sheet = person.driver.find_element(By.ID, "delete-sheet")
    wait_for(person, lambda: delete_sheet.is_displayed())
    person.screenshot("notes-18-delete-sheet-en-light")
    page = person.driver.find_element(By.TAG_NAME, "html")
    delete_sheet.find_element(By.CSS_SELECTOR, "[data-sheet-confirm]").click()
    wait_for_new_page(person.driver, page)
    assert "Note deleted" in person.text() and len(titles(person)) == 2
    person.press("Undo")
    assert len(titles(person)) == 3

    # Import refuses a broken file with a reason, and imports nothing.
    broken = tmp_path / "notes_store.json"
    broken.write_text('[{"id": "8D5E3D4B-2F0C-4F7B-9C61-0A4B8E6F1A11", "body": "", "createdAt": 1, "updatedAt": 1}]')
    person.open("/notes/import")
    person.driver.find_element(By.NAME, "file").send_keys(str(broken))
    submit(person, 'form[action="/notes/import"] button[type="submit"]')
    assert "Note 1 can’t be read: “title” is missing or has the wrong type." in person.text()
    person.screenshot("notes-16-import-error-en-light")
    person.open("/notes")
    assert len(titles(person)) == 3

    person.set_preferences("en", "dark")
    person.open("/notes")
    person.screenshot("notes-09-list-en-dark")


def test_notes_in_turkish_dark(person, tmp_path):
    person.register()
    person.set_preferences("tr", "dark")
    person.open("/notes")
    assert "Henüz not yok" in person.text()
    assert "+ ile yeni bir not ekleyin" in person.text()
    person.screenshot("notes-10-empty-tr-dark")

    person.press("Yeni Not")
    person.press("Bitti")
    assert "Lütfen bir başlık girin." in person.text()
    person.screenshot("notes-11-title-required-tr-dark")
    person.fill("title", "Ilık süt tarifi")
    person.fill("body", "Süt ılınınca bal ekle; çok ısıtma.")
    person.press("Bitti")
    write_note(person, "İğne ve iplik", "Düğme dikmek için")
    write_note(person, "Istakoz", "")
    assert titles(person) == ["Istakoz", "İğne ve iplik", "Ilık süt tarifi"]

    # Rows read "Title, last updated <relative time>": a note saved a moment ago, and imported
    # notes last changed 90 minutes and 3 days before now (the server and this test share a clock).
    import_notes(person, tmp_path, [("Dünkü liste", 90 * 60), ("Eski tarif", 3 * 24 * 3600 + 3600)])
    assert row_labels(person) == [
        "Istakoz, Son güncelleme: az önce",
        "İğne ve iplik, Son güncelleme: az önce",
        "Ilık süt tarifi, Son güncelleme: az önce",
        "Dünkü liste, Son güncelleme: 1 saat önce",
        "Eski tarif, Son güncelleme: 3 gün önce",
    ]
    assert person.driver.find_elements(By.CSS_SELECTOR, ".note-time")[3].text == "1 saat önce"
    person.screenshot("notes-12-list-tr-dark")

    search = person.driver.find_element(By.ID, "notes-search")
    search.send_keys("ILIK")
    wait_for(person, lambda: titles(person) == ["Ilık süt tarifi"])
    search.clear()
    search.send_keys("iğne")
    wait_for(person, lambda: titles(person) == ["İğne ve iplik"])
    person.screenshot("notes-13-search-tr-dark")

    person.driver.find_element(By.XPATH, "//span[@class='note-title'][text()='İğne ve iplik']").click()
    wait_for(person, lambda: "Notu Düzenle" in person.driver.title)
    assert "17 karakter" in person.text()
    person.screenshot("notes-14-editor-tr-dark")

    person.set_preferences("tr", "light")
    person.open("/notes")
    person.screenshot("notes-15-list-tr-light")


def preview_lines(person):
    return person.driver.execute_script("""
        const preview = document.querySelector('.note-preview');
        return Math.round(preview.getBoundingClientRect().height / parseFloat(getComputedStyle(preview).lineHeight));""")


def test_the_preview_length_setting_shows_one_to_three_lines(person):
    """Issue 36 item 11: the seed's preview-length setting, on the list like its sort."""
    # setup
    person.register()
    write_note(person, "Trip to İstanbul", "Book the ferry to Kadıköy, visit the Galata tower and eat balık ekmek "
               "by the water. Remember the museum card, comfortable shoes and a scarf for the mosques.")
    for language, theme, short, long in (("en", "light", "Short", "Long"), ("tr", "dark", "Kısa", "Uzun"),
                                         ("fr", "light", "Courte", "Longue")):
        person.set_preferences(language, theme)
        person.open("/notes")
        assert preview_lines(person) == 2, "Medium by default"
        # act
        person.press(long)
        # check: three lines; the choice holds on the next visit
        assert preview_lines(person) == 3
        person.open("/notes")
        assert preview_lines(person) == 3
        assert undersized_targets(person) == []
        person.screenshot(f"notes-preview-long-{theme}-{language}")
        person.press(short)
        assert preview_lines(person) == 1
        person.screenshot(f"notes-preview-short-{theme}-{language}")
        person.press("Medium" if language == "en" else "Orta" if language == "tr" else "Moyenne")
