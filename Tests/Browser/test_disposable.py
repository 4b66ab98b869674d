"""Disposable as its people use it: an organizer creates an event and shows its QR code; a guest
scans it (decoded here with zbarimg, the way a phone would read it), joins with a name, takes
photos with the fake camera until the roll is used up, and the organizer's open gallery shows
them without a reload. A guest who loses the connection keeps shooting; the shots go out once
the network returns, each exactly once."""
import base64
import io
import subprocess
import urllib.parse
import zipfile

from selenium.common.exceptions import (
    ElementClickInterceptedException, ElementNotInteractableException, StaleElementReferenceException)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ARTIFACTS, Person, new_browser


def create_event(host, name, shots):
    host.register()
    host.open("/disposable/new")
    host.fill("name", name)
    host.fill("organizerName", "Margaret")
    host.fill("shotsPerPerson", str(shots))
    host.driver.find_element(By.NAME, "consent").click()
    host.press("Create")
    assert name in host.text()


def settings_guest_count(host):
    """The guest count in the event page's Settings section (a part the page swaps in live)."""
    return int(host.driver.find_element(By.CSS_SELECTOR, '[data-live-part="settings"] .cell-detail').text)


def join_path_from_qr(host, label):
    """Reads the page's QR code as a phone camera would: pixels in, URL out."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    image = ARTIFACTS / f"disposable-qr-{label}.png"
    host.driver.find_element(By.CSS_SELECTOR, ".invite-qr").screenshot(str(image))
    decoded = subprocess.run(["zbarimg", "--raw", "-q", str(image)], capture_output=True, text=True,
                             check=True).stdout.strip()
    shown = host.driver.find_element(By.ID, "join-link").text
    assert decoded == shown, "the QR code encodes the link the page shows"
    path = urllib.parse.urlparse(decoded).path
    assert path.startswith("/e/")
    return path


def join(guest, path, name):
    guest.open(path)
    assert "Margaret invites you" in guest.text()
    guest.fill("displayName", name)
    guest.driver.find_element(By.NAME, "consent").click()
    guest.press("Join")
    assert guest.driver.current_url.endswith(path + "/camera")


def shots_left(person):
    return int(person.driver.find_element(By.CSS_SELECTOR, "[data-shots-left]").get_attribute("data-shots-left"))


def take_photo(person):
    before = shots_left(person)
    shutter = person.driver.find_element(By.CSS_SELECTOR, "[data-camera-shutter]")
    WebDriverWait(person.driver, 10).until(lambda _: shutter.is_displayed() and shutter.is_enabled())
    shutter.click()
    WebDriverWait(person.driver, 10).until(lambda _: shots_left(person) == before - 1)


def open_camera(person):
    """Opens the camera as a user would, until the viewfinder shows. The page may open it by
    itself (permission already granted) or lay itself out again while we tap, so each try finds
    the button afresh instead of holding one that went stale or moved under the navigation bar."""
    def opened(driver):
        if driver.find_element(By.CSS_SELECTOR, "[data-camera-view]").is_displayed():
            return True
        try:
            start = driver.find_element(By.CSS_SELECTOR, "[data-camera-start]")
            if start.is_displayed():
                start.click()
        except (ElementNotInteractableException, ElementClickInterceptedException, StaleElementReferenceException):
            pass
        return False
    WebDriverWait(person.driver, 10, ignored_exceptions=[StaleElementReferenceException]).until(opened)


def guest_javascript_bytes(person):
    """Every script the page loaded (modules and their imports), uncompressed, in bytes."""
    return person.driver.execute_script("""
        return performance.getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .reduce((sum, entry) => sum + entry.decodedBodySize, 0);
    """)


def queue_states(person):
    # One script reads the whole list: the queue redraws its rows as uploads progress, so rows
    # fetched one call and read the next can already be gone.
    return person.driver.execute_script(
        "return [...document.querySelectorAll('[data-queue] li')].map(item => item.dataset.state)")


def test_guest_joins_by_qr_shoots_the_roll_and_the_host_sees_it_live(person, server):
    host = person
    create_event(host, "Garden party", shots=3)
    host.screenshot("disposable-01-event-en-light")
    path = join_path_from_qr(host, "garden")
    WebDriverWait(host.driver, 10).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-event-activity]").get_attribute("data-live") == "open")

    before = settings_guest_count(host)
    guest = Person(new_browser(), server)
    try:
        join(guest, path, "Ayşe")
        guest.screenshot("disposable-02-camera-en-light")
        # The event page, open all along, counts the new guest in its settings without a reload.
        WebDriverWait(host.driver, 10, ignored_exceptions=[StaleElementReferenceException]).until(
            lambda _: settings_guest_count(host) == before + 1)
        host.open(path + "/gallery")
        WebDriverWait(host.driver, 10).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-gallery]").get_attribute("data-live") == "open")
        open_camera(guest)
        assert guest_javascript_bytes(guest) <= 60 * 1024, "the guest's pages ship at most 60 KB of JavaScript"
        for _ in range(3):
            take_photo(guest)
        assert shots_left(guest) == 0
        assert not guest.driver.find_element(By.CSS_SELECTOR, "[data-camera-shutter]").is_enabled()
        assert "No shots left" in guest.text()
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["sent"] * 3)
        # Each sent shot keeps its picture in the list (the outbox let go of the photo itself).
        drawn = guest.driver.execute_script(
            "return [...document.querySelectorAll('[data-queue] li img')].map(image => image.complete && image.naturalWidth > 0)")
        assert drawn == [True] * 3
        guest.screenshot("disposable-03-roll-used-en-light")
    finally:
        guest.driver.quit()

    # The host's gallery, open all along, shows the three without a reload.
    WebDriverWait(host.driver, 10).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-grid] li")) == 3)
    host.screenshot("disposable-04-gallery-en-light")
    download_two_as_zip(host)


def download_two_as_zip(host):
    """Select two photos, download the ZIP: it holds exactly those two originals, byte for byte."""
    host.press("Select", navigates=False)
    cells = host.driver.find_elements(By.CSS_SELECTOR, "[data-grid] .photo-cell")
    cells[0].click()
    cells[2].click()
    assert "2 photos selected" in host.text()
    host.screenshot("disposable-04b-gallery-selecting-en-light")
    chosen = [cell.find_element(By.XPATH, "..").get_attribute("data-photo-id") for cell in (cells[0], cells[2])]
    fetched = host.driver.execute_async_script("""
        const [href, ids, done] = arguments;
        const base64 = (buffer) => {
          const bytes = new Uint8Array(buffer);
          let binary = "";
          for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          return btoa(binary);
        };
        const data = JSON.parse(document.getElementById("disposable-data").textContent);
        const api = `/api/disposable/events/${data.eventId}`;
        (async () => {
          const page = await (await fetch(`${api}/photos?limit=200`)).json();
          const originals = {};
          for (const photo of page.items.filter((each) => ids.includes(each.id))) {
            originals[photo.id] = base64(await (await fetch(photo.files.original)).arrayBuffer());
          }
          const zip = base64(await (await fetch(href)).arrayBuffer());
          done({zip, originals});
        })().catch((error) => done({error: String(error)}));
    """, host.driver.find_element(By.CSS_SELECTOR, "[data-selection-download]").get_attribute("href"), chosen)
    assert "error" not in fetched, fetched
    archive = zipfile.ZipFile(io.BytesIO(base64.b64decode(fetched["zip"])))
    inside = sorted(archive.read(name) for name in archive.namelist())
    assert inside == sorted(base64.b64decode(value) for value in fetched["originals"].values())
    assert len(inside) == 2


def test_shots_taken_offline_go_out_once_the_network_returns(person, server):
    host = person
    create_event(host, "Tunnel picnic", shots=5)
    path = join_path_from_qr(host, "tunnel")

    guest = Person(new_browser(), server)
    try:
        join(guest, path, "Tom")
        open_camera(guest)
        guest.set_network(online=False)
        try:
            WebDriverWait(guest.driver, 5).until(
                lambda d: d.find_element(By.CSS_SELECTOR, "[data-offline]").is_displayed())
            take_photo(guest)
            take_photo(guest)
            assert queue_states(guest) == ["waiting", "waiting"]
            guest.screenshot("disposable-05-offline-en-light")
        finally:
            guest.set_network(online=True)
        WebDriverWait(guest.driver, 30).until(lambda _: queue_states(guest) == ["sent", "sent"])
        # Exactly once each: the server holds two photos of Tom, and two shots are spent.
        mine = guest.driver.execute_async_script("""
            const done = arguments[0];
            const data = JSON.parse(document.getElementById("disposable-data").textContent);
            fetch(`/api/disposable/events/${data.eventId}/photos/mine`).then((r) => r.json())
              .then((page) => done(page.items.length));
        """)
        assert mine == 2
        guest.open(path + "/camera")
        WebDriverWait(guest.driver, 5).until(lambda _: shots_left(guest) == 3)
    finally:
        guest.driver.quit()


def test_pages_in_turkish_and_dark(person, server):
    person.register()
    person.set_preferences("tr", "dark")
    person.open("/disposable")
    assert "Etkinliklerim" in person.text()
    person.screenshot("disposable-06-events-tr-dark")
    person.open("/disposable/new")
    person.screenshot("disposable-07-new-event-tr-dark")
    person.fill("organizerName", "Margaret")
    person.press("Oluştur")
    assert "koşulları kabul edin" in person.text()
    person.screenshot("disposable-08-new-event-refused-tr-dark")


def wall_state(driver):
    return driver.execute_script("""
        const shown = document.querySelector('[data-wall-layer].is-shown');
        return {photo: shown ? shown.getAttribute('src') : null,
                caption: document.querySelector('[data-wall-caption]').textContent,
                waiting: !document.querySelector('[data-wall-waiting]').hidden,
                live: document.querySelector('[data-wall]').dataset.live};
    """)


def test_the_wall_shows_a_new_shot_live_and_a_guest_manages_their_data(person, server):
    """The organizer puts the wall on a big screen; a guest's shot fades in without a reload. The
    guest renames themself, reads the help, then deletes their data: the shot leaves the wall."""
    host = person
    create_event(host, "Wedding", shots=3)
    path = join_path_from_qr(host, "wedding")
    host.driver.set_window_size(1920, 1080)
    host.open(path + "/wall")
    WebDriverWait(host.driver, 10).until(lambda d: wall_state(d)["live"] == "open")
    assert wall_state(host.driver)["waiting"], "no photo yet: the wall says photos appear here"
    host.screenshot("disposable-09-wall-waiting-en")

    guest = Person(new_browser(), server)
    try:
        join(guest, path, "Ayşe")
        open_camera(guest)
        take_photo(guest)
        WebDriverWait(host.driver, 10).until(lambda d: wall_state(d)["photo"] and "Ayşe" in wall_state(d)["caption"])
        host.screenshot("disposable-10-wall-photo-en")

        guest.press("Settings")
        assert guest.driver.find_element(By.NAME, "displayName").get_attribute("value") == "Ayşe"
        guest.fill("displayName", "Ayşe K.")
        guest.press("Change name")
        assert "Your name was changed." in guest.text()
        guest.screenshot("disposable-11-settings-en-light")
        guest.press("Help")
        assert "How long are photos kept?" in guest.text()
        guest.driver.find_element(By.XPATH, "//summary[contains(., 'How long are photos kept?')]").click()
        assert "days after the event ends" in guest.text()
        guest.screenshot("disposable-12-help-en-light")

        guest.set_preferences("fr", "dark")
        guest.open(path + "/settings")
        assert "Supprimer mes données" in guest.text()
        guest.screenshot("disposable-13-settings-fr-dark")
        guest.fill("confirmation", "oui")
        guest.press("Supprimer mes données")
        # French typography puts narrow no-break spaces inside the guillemets.
        assert "Tapez exactement «\u202fsupprimer\u202f»" in guest.text()
        guest.fill("confirmation", "supprimer")
        guest.press("Supprimer mes données")
        assert guest.driver.current_url.endswith(path)
        assert "Vos photos et votre nom ont été supprimés." in guest.text()
    finally:
        guest.driver.quit()

    WebDriverWait(host.driver, 10).until(lambda d: wall_state(d)["waiting"])


def test_the_printed_card_fits_a_phone_prints_and_leads_back(person):
    # setup
    create_event(person, "Garden party", shots=5)
    event_url = person.driver.current_url
    # act: the card's page at 390 px, as the event page's Print Card opens it
    person.open(urllib.parse.urlparse(event_url).path + "/card")
    WebDriverWait(person.driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-print]").is_displayed())
    person.screenshot("disposable-09-card-en-light")
    overflow = person.driver.execute_script("return document.scrollingElement.scrollWidth - window.innerWidth")
    back = person.driver.find_element(By.CSS_SELECTOR, ".card-back")
    # check: no sideways scrolling, a print button, and the way back to the event
    assert overflow <= 0, f"the page scrolls sideways by {overflow} px"
    assert back.get_attribute("href") == event_url
    assert "Garden party" in back.text
