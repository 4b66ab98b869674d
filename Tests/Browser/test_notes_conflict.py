"""Notes on two devices at once: a save on a note that changed or vanished elsewhere since it
was opened stops, keeps what was typed, and says what happened (no silent lost edit)."""
from selenium.webdriver.common.by import By

from conftest import Person, new_browser


def other_device(person, email):
    """The same account signed in on a second browser."""
    other = Person(new_browser(), person.base)
    other.open("/account/login")
    other.fill("email", email)
    other.fill("password", "correct horse battery")
    other.press("Sign in")
    return other


def body(person):
    return person.driver.find_element(By.NAME, "body").get_attribute("value")


def test_an_edit_made_elsewhere_is_kept_and_the_choice_is_the_users(person):
    email = person.register()
    person.open("/notes/new")
    person.fill("title", "Groceries")
    person.fill("body", "- milk")
    person.press("Done")
    note = "/notes/" + person.driver.find_element(By.CSS_SELECTOR, "[data-id]").get_attribute("data-id")
    person.open(note)
    other = other_device(person, email)
    try:
        other.open(note)
        other.fill("body", "- milk\n- eggs")
        other.press("Done")

        person.fill("body", "- milk\n- bread")
        person.press("Done")
        text = person.text()
        assert "This note was changed on another device" in text, text
        assert body(person) == "- milk\n- bread", "what was typed is still there"
        person.screenshot("notes-conflict-en-light")
        other.open(note)
        assert body(other) == "- milk\n- eggs", "nothing was written over the other device's edit"

        person.press("Keep Mine")
        other.open(note)
        assert body(other) == "- milk\n- bread"

        # The note deleted on the other device: the text typed here can still be saved.
        person.open(note)
        other.press("Delete Note", navigates=False)
        other.driver.find_element(By.CSS_SELECTOR, "#delete-sheet [data-sheet-confirm]").click()
        person.fill("body", "- milk\n- bread\n- tea")
        person.press("Done")
        assert "This note was deleted on another device" in person.text()
        person.screenshot("notes-conflict-deleted-en-light")
        person.press("Save as New Note")
        assert "Groceries" in person.text()
        person.open("/notes/" + person.driver.find_element(By.CSS_SELECTOR, "[data-id]").get_attribute("data-id"))
        assert body(person) == "- milk\n- bread\n- tea"
    finally:
        other.driver.quit()
