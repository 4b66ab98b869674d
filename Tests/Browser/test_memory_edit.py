"""Editing a Memory Recap entry as a person does at 390x844: from the entry's page, "Edit"
opens the form with its text, tags, date and privacy; a tag that is too long is refused with
the field named and nothing saved; a good edit lands back on the entry with the changes. In en
and tr, light and dark."""
from selenium.webdriver.common.by import By

from memory_api import add_entry


def dark(person, on):
    features = [{"name": "prefers-color-scheme", "value": "dark"}] if on else []
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


def open_entry_with_text(person):
    person.register()
    person.open("/memory?welcomed=1")
    entry = add_entry(person, {"kind": "text", "title": "Ferry", "text": "On the **ferry** again.", "tags": ["istanbul"],
                               "occurredAt": "2025-11-26T09:30:00+03:00", "utcOffsetSeconds": 10800})
    person.open(f"/memory/entries/{entry}")
    return entry


def test_edit_refuses_a_bad_tag_then_saves_the_changes(person):
    # setup
    entry = open_entry_with_text(person)
    # act: Edit, from the entry's page
    person.press("Edit")
    # check: the form holds the entry as it is, the date in its own wall clock
    assert person.driver.current_url.endswith(f"/memory/entries/{entry}/edit")
    field = person.driver.find_element(By.NAME, "occurredAt")
    assert field.get_attribute("value") == "2025-11-26T09:30"
    assert person.driver.find_element(By.NAME, "tags").get_attribute("value") == "istanbul"
    assert person.driver.find_element(By.ID, "toggle-isPrivate").is_selected()
    person.screenshot("memory-edit-en-light")
    # act: a tag longer than 40 characters
    person.fill("tags", "istanbul, " + "x" * 41)
    person.press("Save")
    # check: refused, the field named, nothing saved
    assert "Check Tags: it was not saved." in person.text()
    tags = person.driver.find_element(By.NAME, "tags")
    assert tags.get_attribute("aria-invalid") == "true"
    person.screenshot("memory-edit-refused-en-light")
    dark(person, True)
    person.screenshot("memory-edit-refused-en-dark")
    dark(person, False)
    # act: a good edit, privacy switched off
    person.fill("title", "Ferry to Kadıköy")
    person.fill("tags", "istanbul, çay")
    person.fill("text", "Gulls took **half** the simit.")
    person.driver.execute_script("document.getElementById('toggle-isPrivate').click()")
    person.press("Save")
    # check: back on the entry, changed
    assert person.driver.current_url.endswith(f"/memory/entries/{entry}")
    text = person.text()
    assert "Ferry to Kadıköy" in text and "Gulls took half the simit." in text
    assert "#çay" in text and "Changes saved." in text
    person.press("Edit")
    assert not person.driver.find_element(By.ID, "toggle-isPrivate").is_selected()


def test_the_edit_form_in_turkish_light_and_dark(person):
    entry = open_entry_with_text(person)
    person.set_preferences("tr", "light")
    person.open(f"/memory/entries/{entry}")
    person.press("Düzenle")
    assert "Anıyı Düzenle" in person.text()
    # the Private switch's hint is read whole, not cut to two lines ("hiçbir şey…")
    hint = person.driver.find_element(By.ID, "toggle-isPrivate-hint")
    assert hint.text.endswith("paylaşılmaz.") and person.driver.execute_script(
        "return arguments[0].scrollHeight <= arguments[0].clientHeight", hint)
    person.screenshot("memory-edit-tr-light")
    person.set_preferences("tr", "dark")
    person.open(f"/memory/entries/{entry}/edit")
    person.fill("occurredAt", "")
    person.driver.execute_script("document.querySelector('[name=occurredAt]').removeAttribute('required')")
    person.press("Kaydet")
    assert "Tarih ve saat alanını kontrol edin" in person.text()
    person.screenshot("memory-edit-refused-tr-dark")
