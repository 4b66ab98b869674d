"""Disposable with several people at once, each in a browser profile of their own: two guests
shoot at the same event; the organizer removes one photo and it leaves every open gallery at
once; a "reveal later" event keeps everyone's photos sealed until its time, and opens then.
One guest reads the app in French throughout, so every guest screen is seen in French."""
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Person, new_browser
from pinned_clock import PinnedClock
from test_disposable import create_event, join_path_from_qr, open_camera, queue_states, take_photo


def grid_captions(person):
    """The uploader names under each photo of the open gallery, as the page shows them."""
    return person.driver.execute_script(
        "return [...document.querySelectorAll('[data-grid] .photo-cell')].map((cell) => cell.getAttribute('aria-label'))")


def grid_count(person):
    return len(person.driver.find_elements(By.CSS_SELECTOR, "[data-grid] li"))


def open_gallery(person, path):
    person.open(path + "/gallery")
    # The gallery may be drawn again while the live stream connects: a stale element is retried.
    WebDriverWait(person.driver, 10, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-gallery]").get_attribute("data-live") == "open")


def join_in_french(guest, path, name):
    """The French guest: the invitation, the name form and the camera, each looked at."""
    guest.open(path)
    assert "vous invite" in guest.text()
    guest.screenshot("disposable-fr-01-invitation")
    guest.fill("displayName", name)
    guest.driver.find_element(By.NAME, "consent").click()
    guest.press("Participer")
    assert guest.driver.current_url.endswith(path + "/camera")
    guest.screenshot("disposable-fr-02-camera")


def shoot_once(guest):
    open_camera(guest)
    take_photo(guest)
    WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["sent"])


def test_the_organizer_removes_a_photo_and_it_leaves_every_open_gallery(person, server):
    host = person
    create_event(host, "Harbour night", shots=3)
    path = join_path_from_qr(host, "harbour")
    ayse = Person(new_browser(), server)
    bora = Person(new_browser(), server)
    try:
        # setup: Ayşe (English) and Bora (French, a browser of his own) each take a photo
        ayse.open(path)
        ayse.fill("displayName", "Ayşe")
        ayse.driver.find_element(By.NAME, "consent").click()
        ayse.press("Join")
        shoot_once(ayse)
        bora.set_preferences("fr", "light")
        join_in_french(bora, path, "Bora")
        shoot_once(bora)
        open_gallery(bora, path)
        WebDriverWait(bora.driver, 10).until(lambda _: grid_count(bora) == 2)
        bora.screenshot("disposable-fr-03-gallery")
        # check: a guest may delete only their own photo
        ayses_photo = bora.driver.find_element(By.CSS_SELECTOR, "[data-grid] .photo-cell[aria-label='Ayşe']")
        ayses_photo.click()
        viewer = bora.driver.find_element(By.CSS_SELECTOR, "[data-viewer]")
        WebDriverWait(bora.driver, 5).until(lambda _: viewer.is_displayed())
        assert not bora.driver.find_element(By.CSS_SELECTOR, "[data-viewer-delete]").is_displayed()
        bora.screenshot("disposable-fr-04-viewer")
        bora.press("Fermer", navigates=False)
        # check: on their own photo (Download, Delete), Close is alone in its row and takes it whole
        bora.driver.find_element(By.CSS_SELECTOR, "[data-grid] .photo-cell[aria-label='Bora']").click()
        WebDriverWait(bora.driver, 5).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-viewer-delete]").is_displayed())
        row, close = bora.driver.execute_script(
            "const width = (s) => document.querySelector(s).getBoundingClientRect().width;"
            "return [width('.viewer-actions'), width('[data-viewer-close]')];")
        assert abs(row - close) < 1, (row, close)
        bora.screenshot("disposable-fr-05-own-photo")
        bora.press("Fermer", navigates=False)
        open_gallery(ayse, path)
        WebDriverWait(ayse.driver, 10).until(lambda _: grid_count(ayse) == 2)

        # act: the organizer opens Ayşe's photo and deletes it, confirming
        open_gallery(host, path)
        WebDriverWait(host.driver, 10).until(lambda _: grid_count(host) == 2)
        host.driver.find_element(By.CSS_SELECTOR, "[data-grid] .photo-cell[aria-label='Ayşe']").click()
        WebDriverWait(host.driver, 5).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-viewer-delete]").is_displayed())
        host.driver.find_element(By.CSS_SELECTOR, "[data-viewer-delete]").click()
        sheet = WebDriverWait(host.driver, 5).until(
            lambda d: d.execute_script("return document.getElementById('delete-photo-sheet').open")
            and d.find_element(By.ID, "delete-photo-sheet"))
        assert "cannot be undone" in sheet.text
        sheet.find_element(By.CSS_SELECTOR, "[data-sheet-confirm]").click()

        # check: gone from the organizer's grid, and without a reload from both guests' grids
        WebDriverWait(host.driver, 10).until(lambda _: grid_count(host) == 1)
        WebDriverWait(bora.driver, 10).until(lambda _: grid_count(bora) == 1)
        WebDriverWait(ayse.driver, 10).until(lambda _: grid_count(ayse) == 1)
        assert grid_captions(bora) == ["Bora"]
        # ...and for good: a fresh load agrees, and Ayşe's shot is not given back
        open_gallery(ayse, path)
        WebDriverWait(ayse.driver, 10).until(lambda _: grid_count(ayse) == 1)
        ayse.open(path + "/camera")
        WebDriverWait(ayse.driver, 5).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-shots-left]").get_attribute("data-shots-left") == "2")

        # Bora's remaining screens in French: settings and help
        bora.press("Réglages")
        assert "Changer de nom" in bora.text()
        bora.screenshot("disposable-fr-05-settings")
        bora.press("Aide")
        bora.screenshot("disposable-fr-06-help")
    finally:
        ayse.driver.quit()
        bora.driver.quit()


def test_a_later_reveal_keeps_photos_sealed_until_its_time(person, server, server_clock_file):
    host = person
    host.register()
    host.open("/disposable/new")
    host.fill("name", "Secret garden")
    host.fill("organizerName", "Margaret")
    host.choose("reveal", "later")
    host.driver.find_element(By.NAME, "consent").click()
    host.press("Create")
    assert "Secret garden" in host.text()
    path = join_path_from_qr(host, "secret")
    first = Person(new_browser(), server)
    second = Person(new_browser(), server)
    clock = PinnedClock(second.driver, server_clock_file)
    try:
        # setup: two guests, one photo each
        for guest, name in ((first, "Ayşe"), (second, "Bora")):
            guest.open(path)
            guest.fill("displayName", name)
            guest.driver.find_element(By.NAME, "consent").click()
            guest.press("Join")
            shoot_once(guest)

        # check: before the reveal a guest sees a sealed gallery with the time left, and only their own photo
        open_gallery(second, path)
        sealed = second.driver.find_element(By.CSS_SELECTOR, "[data-sealed]")
        assert sealed.is_displayed() and "Until then you see only yours" in sealed.text
        WebDriverWait(second.driver, 5).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-sealed] [data-countdown]").text.strip() != "")
        WebDriverWait(second.driver, 10).until(lambda _: grid_count(second) == 1)
        assert grid_captions(second) == ["Bora"]
        second.screenshot("disposable-15-sealed-en-light")
        # ...while the organizer, who moderates, sees both
        open_gallery(host, path)
        WebDriverWait(host.driver, 10).until(lambda _: grid_count(host) == 2)

        # act: the event's eight days pass, and the reveal with them
        clock.advance(minutes=8 * 24 * 60 + 5)
        open_gallery(second, path)

        # check: the seal is gone and everyone's photos show
        assert not second.driver.find_elements(By.CSS_SELECTOR, "[data-sealed]")
        WebDriverWait(second.driver, 10).until(lambda _: grid_count(second) == 2)
        assert sorted(grid_captions(second)) == ["Ayşe", "Bora"]
        second.screenshot("disposable-16-revealed-en-light")
    finally:
        clock.reset()
        first.driver.quit()
        second.driver.quit()
