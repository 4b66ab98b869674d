"""Disposable's guest, looked after: leaving asks first and the same phone comes back as the same
participant; the library takes photos only, says when the roll had room for fewer, and a photo
the server refuses says why and can be removed; the camera lets go at the end of the roll; the
organizer's "Link copied" is the suite's toast; a moderated photo says "Hidden"."""
import pathlib
import shutil

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ARTIFACTS, Person, new_browser
from test_disposable import create_event, join, join_path_from_qr, open_camera, queue_states, shots_left, take_photo

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "DisposableBackendTests" / "Fixtures"


def files(names):
    """Copies of a real JPEG under the given names, plus any `.txt` as a note: paths to pick."""
    folder = ARTIFACTS / "disposable-picks"
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in names:
        path = folder / name
        if name.endswith(".txt"):
            path.write_text("a shopping list, not a photo")
        elif name.startswith("broken"):
            path.write_bytes(b"this is not a jpeg at all")
        else:
            shutil.copy(FIXTURES / "landscape_6.jpg", path)
        paths.append(str(path))
    return paths


def pick(person, names):
    person.driver.find_element(By.CSS_SELECTOR, "[data-library]").send_keys("\n".join(files(names)))


def toasts(person):
    return person.driver.execute_script("return [...document.querySelectorAll('.toast')].map(t => t.textContent)")


def sheet_open(person, sheet_id):
    return person.driver.execute_script(f"return document.getElementById('{sheet_id}').open")


def tap_only_photo(person):
    """Taps the grid's one photo. The grid is drawn anew whenever one of its loads answers, and
    the gallery's first load (everyone's) may answer after the one a tap on Mine started: a
    cell drawn over before the tap reaches it is looked up again."""
    def tapped(driver):
        driver.find_element(By.CSS_SELECTOR, "[data-grid] .photo-cell").click()
        return True
    WebDriverWait(person.driver, 10, ignored_exceptions=[StaleElementReferenceException]).until(tapped)


def camera_live(person):
    return person.driver.execute_script("""
        const video = document.querySelector('[data-camera-video]');
        return Boolean(video.srcObject && video.srcObject.getVideoTracks().some((track) => track.readyState === 'live'));
    """)


def test_leaving_asks_first_and_the_same_phone_comes_back_to_the_same_roll(person, server):
    host = person
    create_event(host, "Picnic", shots=3)
    path = join_path_from_qr(host, "picnic")
    guest = Person(new_browser(), server)
    try:
        join(guest, path, "Ayşe")
        open_camera(guest)
        # The fake camera has no torch and one lens: Flash and Switch camera stay out of sight.
        for control in ("[data-camera-torch]", "[data-camera-flip]"):
            assert not guest.driver.find_element(By.CSS_SELECTOR, control).is_displayed()
        take_photo(guest)
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["sent"])

        guest.press("Settings")
        guest.press("Leave this event", navigates=False)
        WebDriverWait(guest.driver, 5).until(lambda _: sheet_open(guest, "leave-sheet"))
        assert "the shots you used stay used" in guest.text()
        guest.screenshot("disposable-guest-leave-sheet-en-light")
        guest.driver.find_element(By.CSS_SELECTOR, "#leave-sheet [data-sheet-cancel]").click()
        assert not sheet_open(guest, "leave-sheet") and guest.driver.current_url.endswith("/settings"), "Cancel stays"

        guest.press("Leave this event", navigates=False)
        WebDriverWait(guest.driver, 5).until(lambda _: sheet_open(guest, "leave-sheet"))
        page = guest.driver.find_element(By.TAG_NAME, "html")
        guest.driver.find_element(By.CSS_SELECTOR, "#leave-sheet [data-sheet-confirm]").click()
        WebDriverWait(guest.driver, 10).until(lambda d: d.current_url.endswith(path))
        assert "Welcome back, Ayşe" in guest.text()
        guest.screenshot("disposable-guest-welcome-back-en-light")

        guest.press("Continue as Ayşe")
        assert guest.driver.current_url.endswith(path + "/camera")
        WebDriverWait(guest.driver, 5).until(lambda _: shots_left(guest) == 2)
        guest.press("Gallery")
        guest.driver.find_element(By.CSS_SELECTOR, '[data-gallery-scope="mine"]').click()
        WebDriverWait(guest.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-grid] li")) == 1)
        # Deleting one's own photo asks in a sheet, which says the shot is not given back.
        tap_only_photo(guest)
        guest.press("Delete", navigates=False)
        WebDriverWait(guest.driver, 5).until(lambda _: sheet_open(guest, "delete-photo-sheet"))
        assert "the shot does not come back" in guest.text()
        guest.screenshot("disposable-guest-delete-photo-sheet-en-light")
        guest.driver.find_element(By.CSS_SELECTOR, "#delete-photo-sheet [data-sheet-confirm]").click()
        WebDriverWait(guest.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-grid] li")) == 0)
    finally:
        guest.driver.quit()


def test_the_library_takes_photos_only_and_says_what_the_roll_had_room_for(person, server):
    host = person
    create_event(host, "Beach", shots=2)
    path = join_path_from_qr(host, "beach")
    guest = Person(new_browser(), server)
    try:
        join(guest, path, "Tom")
        open_camera(guest)
        assert camera_live(guest)
        pick(guest, ["notes.txt", "a.jpg", "b.jpg", "c.jpg"])
        WebDriverWait(guest.driver, 10).until(lambda _: len(toasts(guest)) == 2)
        assert toasts(guest) == ["“notes.txt” is not a photo.", "Photos added: 2 of 3. You had no more shots left."]
        guest.screenshot("disposable-guest-library-toasts-en-light")
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["sent", "sent"])
        assert shots_left(guest) == 0
        # The roll is used up: the camera is let go, and the library button says it is disabled.
        WebDriverWait(guest.driver, 5).until(lambda _: not camera_live(guest))
        assert not guest.driver.find_element(By.CSS_SELECTOR, "[data-camera-view]").is_displayed()
        library = guest.driver.find_element(By.CSS_SELECTOR, "[data-library-button]")
        assert library.get_attribute("aria-disabled") == "true"
        assert float(library.value_of_css_property("opacity")) < 1
        guest.screenshot("disposable-guest-roll-used-en-light")
    finally:
        guest.driver.quit()


def test_a_photo_the_server_refuses_says_why_and_can_be_removed(person, server):
    host = person
    create_event(host, "Garage sale", shots=3)
    path = join_path_from_qr(host, "garage")
    guest = Person(new_browser(), server)
    try:
        join(guest, path, "Jo")
        pick(guest, ["broken.jpg"])
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["failed"])
        # One script reads the tile: the queue redraws its rows whenever the outbox changes.
        tile = lambda: guest.driver.execute_script("""
            const tile = document.querySelector('[data-queue] li');
            tile.scrollIntoView({block: 'center'});
            return {text: tile.textContent, images: tile.querySelectorAll('img').length};
        """)
        assert "Not accepted: this file is not a photo." in tile()["text"]
        assert "Retry" not in tile()["text"] and "Remove" in tile()["text"]
        # No broken-image icon for a file that is no picture.
        WebDriverWait(guest.driver, 5).until(lambda _: tile()["images"] == 0)
        assert shots_left(guest) == 3, "a refused photo spends no shot"
        guest.screenshot("disposable-guest-refused-en-light")
        guest.press("Remove", navigates=False)
        WebDriverWait(guest.driver, 5).until(lambda _: queue_states(guest) == [])
    finally:
        guest.driver.quit()


def test_link_copied_is_a_toast_that_goes_away(person):
    create_event(person, "Garden party", shots=5)
    person.driver.execute_script(
        "Object.defineProperty(navigator, 'clipboard', {value: {writeText: async (text) => { window.copied = text; }}})")
    person.press("Copy link", navigates=False)
    WebDriverWait(person.driver, 5).until(lambda _: toasts(person) == ["Link copied"])
    assert person.driver.execute_script("return window.copied").endswith(
        person.driver.find_element(By.ID, "join-link").text.split("/e/")[1])
    person.screenshot("disposable-organizer-link-copied-en-light")
    WebDriverWait(person.driver, 10).until(lambda _: toasts(person) == [])


def test_a_hidden_photo_says_hidden_and_an_empty_gallery_offers_no_download(person):
    host = person
    create_event(host, "Gala", shots=3)
    path = join_path_from_qr(host, "gala")
    host.open(path + "/gallery")
    download_all = lambda: host.driver.find_element(By.CSS_SELECTOR, "[data-download-all]")
    WebDriverWait(host.driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-grid-empty]").is_displayed())
    assert not download_all().is_displayed(), "nothing to download from an empty event"

    host.open(path + "/camera")
    open_camera(host)
    take_photo(host)
    WebDriverWait(host.driver, 20).until(lambda _: queue_states(host) == ["sent"])
    host.open(path + "/gallery")
    WebDriverWait(host.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-grid] li")) == 1)
    assert download_all().is_displayed()
    host.driver.find_element(By.CSS_SELECTOR, "[data-grid] .photo-cell").click()
    WebDriverWait(host.driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-viewer-hide]").is_displayed())
    host.press("Hide", navigates=False)
    # One script reads the cell: the grid redraws when the live stream reports the change.
    cell = lambda: host.driver.execute_script("""
        const cell = document.querySelector('[data-grid] .photo-cell');
        return {text: cell.textContent, label: cell.getAttribute('aria-label')};
    """)
    WebDriverWait(host.driver, 10).until(lambda _: "Hidden" in cell()["text"])
    assert cell()["label"] == "Margaret, Hidden"
    host.screenshot("disposable-organizer-hidden-badge-en-light")
