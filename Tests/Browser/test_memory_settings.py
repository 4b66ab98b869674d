"""Memory Recap's Settings as a person uses them at 390x844: the daily reminder (a time, a
notification while the page is open once the browser allows it, a private calendar link that a
calendar app reads without a session and that "Reset Link" ends), "Export everything" as a ZIP,
and the music import page (files read, counts previewed, songs imported). The browser's and
the server's clocks are pinned (pinned_clock.py) so the reminder rings seconds after it is set."""
import base64
import io
import pathlib
import urllib.error
import urllib.request
import zipfile

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import wait_for_new_page
from memory_api import add_entry
from targets import small_targets
from test_memory_edit import dark
from pinned_clock import next_wall_time

ISTANBUL = "Europe/Istanbul"
FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "MemoryBackendTests" / "Fixtures"


def fetch(url):
    """A calendar app's request: no cookies, no session."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, ""


def feed_url(person):
    return person.driver.find_element(By.ID, "reminder-feed-url").get_attribute("value")


def test_the_daily_reminder_rings_in_the_page_and_in_the_calendar(person, pinned_clock):
    # setup: 20:15 in Istanbul; notifications allowed for the site
    pinned_clock.pin(next_wall_time(ISTANBUL, 20, 15))
    person.register()
    person.driver.execute_cdp_cmd("Browser.setPermission", {
        "origin": person.base, "permission": {"name": "notifications"}, "setting": "granted"})
    person.open("/memory/settings")
    toggle = person.driver.find_element(By.ID, "reminder-notify")
    assert not toggle.is_enabled(), "no time yet: nothing to notify"
    empty_feed = feed_url(person)
    # act: 20:30, saved
    person.driver.execute_script("document.querySelector('input[name=time]').value = '20:30'")
    person.press("Save Time")
    # check: saved, and the calendar rings daily at 20:30 for a reader without a session
    assert "Daily reminder set for 20:30." in person.text()
    assert feed_url(person) == empty_feed, "the link does not change with the time"
    status, ics = fetch(feed_url(person))
    assert status == 200 and "RRULE:FREQ=DAILY" in ics and "T203000\r\n" in ics and "TRIGGER:PT0M" in ics
    # act: ten seconds before the time, the in-page notification is turned on (the browser
    # allows it) and watched by a spy
    pinned_clock.pin(next_wall_time(ISTANBUL, 20, 29, 50))
    person.driver.refresh()
    toggle = person.driver.find_element(By.ID, "reminder-notify")
    person.driver.execute_script("""
        window.shown = [];
        const Real = window.Notification;
        window.Notification = new Proxy(Real, {
          construct(target, args) { window.shown.push(args); return Reflect.construct(target, args); },
          get: (target, name) => Reflect.get(target, name),
        });""")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    person.driver.find_element(By.CSS_SELECTOR, "label[for=reminder-notify]").click()
    WebDriverWait(person.driver, 5).until(lambda _: toggle.is_selected())
    person.screenshot("memory-settings-reminder-en-light")
    # check: at 20:30 the page says so
    WebDriverWait(person.driver, 30).until(lambda d: d.execute_script("return window.shown.length") == 1)
    title, options = person.driver.execute_script("return window.shown[0]")
    assert title == "Keep today's memory" and "what made today?" in options["body"]
    # act: the link is reset
    old = feed_url(person)
    person.press("Reset Link", navigates=False)
    sheet = person.driver.find_element(By.ID, "reminder-reset-sheet")
    WebDriverWait(person.driver, 5).until(lambda _: sheet.get_attribute("open") is not None)
    assert "Reset the calendar link?" in sheet.text, sheet.text
    page = person.driver.find_element(By.TAG_NAME, "html")
    sheet.find_element(By.CSS_SELECTOR, "[data-sheet-confirm]").click()
    wait_for_new_page(person.driver, page)
    # check: the old link is gone, the new one works
    assert "The old link no longer works." in person.text()
    assert fetch(old)[0] == 404
    assert feed_url(person) != old and fetch(feed_url(person))[0] == 200
    assert person.driver.find_element(By.ID, "reminder-notify").is_selected(), "the choice stays in this browser"
    dark(person, True)
    person.screenshot("memory-settings-reminder-en-dark")


def test_a_refused_notification_and_a_wrong_time_are_explained_in_turkish(person):
    # setup
    person.register()
    person.set_preferences("tr", "system")
    person.driver.execute_cdp_cmd("Browser.setPermission", {
        "origin": person.base, "permission": {"name": "notifications"}, "setting": "denied"})
    person.open("/memory/settings")
    # act: a time the server cannot read (a script could send anything)
    person.driver.execute_script("""
        const field = document.querySelector('input[name=time]');
        field.type = 'text';
        field.value = '25:00';""")
    person.press("Saati Kaydet")
    # check: refused, the field named
    assert "20:30 gibi bir saat girin veya boş bırakın." in person.text()
    assert person.driver.find_element(By.NAME, "time").get_attribute("aria-invalid") == "true"
    person.screenshot("memory-settings-refused-tr-light")
    # act: a good time, then the switch while notifications are blocked
    person.driver.execute_script("document.querySelector('input[name=time]').value = '08:15'")
    person.press("Saati Kaydet")
    toggle = person.driver.find_element(By.ID, "reminder-notify")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", toggle)
    person.driver.find_element(By.CSS_SELECTOR, "label[for=reminder-notify]").click()
    denied = person.driver.find_element(By.ID, "notify-denied")
    WebDriverWait(person.driver, 5).until(lambda _: denied.is_displayed())
    # check: off, and why
    assert not toggle.is_selected()
    assert "bildirimler engellenmiş" in denied.text
    dark(person, True)
    person.screenshot("memory-settings-denied-tr-dark")


def test_export_everything_downloads_my_entries_and_photos(person):
    # setup: a photo entry and a text
    person.register()
    person.open("/memory?welcomed=1")
    photo = (FIXTURES / "istanbul_gps.jpg").read_bytes()
    entry = add_entry(person, {"kind": "photo", "title": "Sultanahmet", "utcOffsetSeconds": 10800},
                      photo=base64.b64encode(photo).decode())
    add_entry(person, {"kind": "text", "title": "Moda", "text": "Çay.", "tags": ["çay"], "utcOffsetSeconds": 10800})
    person.open("/memory/settings")
    link = person.driver.find_element(By.LINK_TEXT, "Export Everything")
    assert link.get_attribute("href").endswith("/memory/export")
    # act: what the link downloads, read with the page's session
    body = person.driver.execute_async_script("""
        const done = arguments[0];
        fetch("/memory/export").then(async (r) => {
          const bytes = new Uint8Array(await r.arrayBuffer());
          let text = "";
          for (const b of bytes) text += String.fromCharCode(b);
          done([r.status, r.headers.get("content-disposition"), btoa(text)]);
        });""")
    # check: a ZIP with the JSON and the photo byte for byte
    assert body[0] == 200 and "memory-recap.zip" in body[1]
    archive = zipfile.ZipFile(io.BytesIO(base64.b64decode(body[2])))
    assert archive.read(f"media/{entry.lower()}/1.jpg") == photo
    assert "Moda" in archive.read("entries.json").decode() and "çay" in archive.read("tags.json").decode()


def test_a_listening_history_is_previewed_then_imported(person):
    # setup
    person.register()
    person.open("/memory/settings")
    person.press("Import Music History")
    person.screenshot("memory-import-en-light")
    # act: a Last.fm export, read
    person.driver.find_element(By.ID, "import-files").send_keys(str(FIXTURES / "lastfm-recenttracks.json"))
    person.press("Read Files")
    # check: the counts before anything is added
    text = person.text()
    assert "Songs to add" in text and "Skipped: now playing, undated" in text
    person.screenshot("memory-import-preview-en-light")
    dark(person, True)
    person.screenshot("memory-import-preview-en-dark")
    dark(person, False)
    # act: imported
    person.press("Import 2 Songs")
    # (while it runs the page reads itself again every two seconds)
    WebDriverWait(person.driver, 30, ignored_exceptions=[StaleElementReferenceException]).until(
        lambda _: "Done: 2 songs added to your timeline." in person.text())
    # check: done, and the songs are on the timeline
    assert "Done: 2 songs added to your timeline." in person.text()
    person.screenshot("memory-import-done-en-light")
    person.open("/memory?welcomed=1")
    assert "Paranoid Android" in person.text()


REFUSALS = {
    "tr": ("Dosyaları Oku", "“scrobbles.csv”, 2. satır, “uts” alanı: 1970’ten bu yana geçen saniye bekleniyordu, “soon” bulundu."
           " Dosyayı kontrol edip yeniden okutun.", "dark"),
    "fr": ("Lire les fichiers", "«\u202fscrobbles.csv\u202f», ligne 2, champ «\u202futs\u202f»\u202f: il faut des secondes"
           " depuis 1970, pas «\u202fsoon\u202f».", "light"),
    "en": ("Read Files", "“scrobbles.csv”, line 2, field “uts”: expected seconds since 1970, found “soon”.", "light"),
}


@pytest.mark.parametrize("language", ["tr", "fr", "en"])
def test_a_file_that_is_not_a_history_is_refused_naming_the_line(person, tmp_path, language):
    read_files, refusal, theme = REFUSALS[language]
    # setup
    person.register()
    person.set_preferences(language, theme)
    person.open("/memory/imports")
    broken = tmp_path / "scrobbles.csv"
    broken.write_text("uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid\nsoon,x,A,,B,,C,\n")
    # act
    person.driver.find_element(By.ID, "import-files").send_keys(str(broken))
    person.press(read_files)
    # check: the file, the line and the field are named in the reader's language; the form is there to try again
    assert refusal in person.text()
    assert person.driver.find_element(By.ID, "import-files")
    person.screenshot(f"memory-import-refused-{language}-{theme}")


def test_the_default_entry_type_opens_the_add_sheet_on_it(person):
    """Issue 36 item 10: the seed's "default entry type" setting, kept in this browser."""
    # setup
    person.register()
    for language, theme in (("en", "light"), ("tr", "dark"), ("fr", "light")):
        person.set_preferences(language, theme)
        person.open("/memory/settings")
        choice = person.driver.find_element(By.ID, "default-kind")
        WebDriverWait(person.driver, 10).until(lambda _: choice.is_enabled())
        # act
        Select(choice).select_by_value("audio" if language != "fr" else "photo")
        person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
        assert small_targets(person.driver) == [], small_targets(person.driver)
        person.screenshot(f"memory-settings-default-kind-{theme}-{language}")
        person.open("/memory/new")
        WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
        # check: the sheet opens on that type, its parts shown
        checked = person.driver.find_element(By.CSS_SELECTOR, 'input[name="kind"]:checked').get_attribute("value")
        assert checked == ("audio" if language != "fr" else "photo")
        part = "[data-recorder]" if language != "fr" else "#photo-files"
        assert person.driver.find_element(By.CSS_SELECTOR, part).is_displayed()
