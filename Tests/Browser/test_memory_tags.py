"""Memory's tags managed in the web app at 390x844 (issue 36 item 10): Settings → Tags lists each
tag with how many memories carry it; a tag is added with the form, renamed in place (a refused
name comes back with the reason and what was typed), and deleted after the suite's in-page sheet."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import wait_for_new_page
from memory_api import add_entry
from targets import small_targets


def names(person):
    return [row.find_element(By.CSS_SELECTOR, ".cell-title").text for row in rows(person)]


def rows(person):
    return person.driver.find_elements(By.CSS_SELECTOR, ".tag-row")


def row(person, name):
    return next(r for r in rows(person) if r.find_element(By.CSS_SELECTOR, ".cell-title").text == name)


def click(person, element):
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)  # above the tab bar
    element.click()


def submit(person, element):
    page = person.driver.find_element(By.TAG_NAME, "html")
    click(person, element)
    wait_for_new_page(person.driver, page)


def test_a_tag_is_added_renamed_in_place_and_deleted_after_the_sheet(person):
    # setup: one memory tagged "ferry", then Settings → Tags
    person.register()
    person.open("/memory?welcomed=1")
    add_entry(person, {"kind": "text", "title": "Crossing", "text": "On the ferry.", "tags": ["ferry"],
                       "occurredAt": "2025-11-20T09:30:00Z", "utcOffsetSeconds": 0})
    person.open("/memory/settings")
    person.press("Tags")
    assert names(person) == ["#ferry"] and "1 memory" in row(person, "#ferry").text
    # act: add one
    person.fill("name", "Sunset")
    submit(person, person.driver.find_element(By.ID, "add-tag"))
    # check
    assert "Tag #sunset added." in person.text()
    assert names(person) == ["#ferry", "#sunset"]
    # act: rename "sunset" to the taken "Ferry", in place
    click(person, row(person, "#sunset").find_element(By.CSS_SELECTOR, ".tag-rename summary"))
    field = row(person, "#sunset").find_element(By.CSS_SELECTOR, ".tag-rename-form input[name=name]")
    field.clear()
    field.send_keys("Ferry")
    submit(person, row(person, "#sunset").find_element(By.CSS_SELECTOR, ".tag-rename-form button"))
    # check: the reason, beside the text as typed, in the row's open form
    refused = row(person, "#sunset")
    assert "You already have a tag named Ferry." in refused.text
    assert refused.find_element(By.CSS_SELECTOR, "input[name=name]").get_attribute("value") == "Ferry"
    assert small_targets(person.driver) == [], small_targets(person.driver)
    person.screenshot("memory-tags-refused-en-light")
    # act: a free name
    field = refused.find_element(By.CSS_SELECTOR, "input[name=name]")
    field.clear()
    field.send_keys("Golden hour")
    submit(person, refused.find_element(By.CSS_SELECTOR, ".tag-rename-form button"))
    # check
    assert "Tag renamed to #golden hour." in person.text()
    assert names(person) == ["#ferry", "#golden hour"]
    # act: delete "ferry", confirmed in the sheet
    click(person, row(person, "#ferry").find_element(By.CSS_SELECTOR, ".tag-delete-form button"))
    sheet = person.driver.find_element(By.ID, "delete-tag-sheet")
    WebDriverWait(person.driver, 10).until(lambda d: sheet.is_displayed())
    assert "Delete this tag?" in sheet.text
    person.screenshot("memory-tags-delete-sheet-en-light")
    page = person.driver.find_element(By.TAG_NAME, "html")
    sheet.find_element(By.CSS_SELECTOR, "[data-sheet-confirm]").click()
    wait_for_new_page(person.driver, page)
    # check: the tag is gone (Undo offered), the memory stays
    assert "Tag #ferry deleted." in person.text()
    assert names(person) == ["#golden hour"]
    # act: Undo puts it back on its memory
    person.press("Undo")
    # check
    assert "Tag #ferry restored." in person.text()
    assert names(person) == ["#ferry", "#golden hour"] and "1 memory" in row(person, "#ferry").text
    # check: in French, each count reads whole beside Rename and Delete at 390 px (it was "1 sou…")
    person.set_preferences("fr", "light")
    person.open("/memory/settings/tags")
    counts = person.driver.find_elements(By.CSS_SELECTOR, ".tag-link .cell-subtitle")
    assert [count.text for count in counts] == ["1 souvenir", "0 souvenir"]
    assert person.driver.execute_script(
        "return arguments[0].filter(e => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight).length", counts) == 0
    # check: a tag of the full 40 characters wraps in its chip on the add sheet and the timeline's
    # card, rather than push either page sideways at 390 px
    person.open("/memory")
    add_entry(person, {"kind": "text", "title": "Long", "text": "A long tag.", "tags": ["x" * 19 + " " + "y" * 20],
                       "occurredAt": "2025-11-21T09:30:00Z", "utcOffsetSeconds": 0})
    for path in ("/memory/new", "/memory"):
        person.open(path)
        assert person.driver.execute_script("return document.documentElement.scrollWidth") <= 390, path
    # check: a tag chosen far along the chip bar is brought into sight, so the filter shows
    person.open("/memory?tag=" + "x" * 19 + "%20" + "y" * 20)
    chosen = person.driver.find_element(By.CSS_SELECTOR, ".chip-bar .chip.selected")
    assert person.driver.execute_script("return arguments[0].getBoundingClientRect().right", chosen) <= 390
