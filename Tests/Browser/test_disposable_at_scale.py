"""Disposable at a real event's size. Photos are seeded through the JSON API (guests joined by
the invitation code, each uploading a small JPEG the browser drew), not by hundreds of taps:
the gallery pages through them as a guest scrolls, a guest selects all (loaded or not) and
downloads exactly what they may see, and the wall puts a new photo up within a second of its
upload being accepted, the newest first in a burst."""
import base64
import io
import json
import time
import uuid
import zipfile

import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, Person, new_browser
from pinned_clock import PinnedClock
from test_disposable import create_event, join_path_from_qr
from test_disposable_together import grid_count, open_gallery, shoot_once


class ApiGuest:
    """A guest who joined through the API with the event's invitation code (no browser)."""

    def __init__(self, server, join_path, name):
        code = join_path.rstrip("/").split("/")[-1]
        answer = requests.post(f"{server}/api/disposable/invitations/{code}/join", timeout=10, json={
            "displayName": name, "consent": {"termsVersion": terms_version(server), "accepted": True}})
        assert answer.status_code == 201, answer.text
        joined = answer.json()
        self.server = server
        self.token = joined["participantToken"]
        self.event_id = joined["event"]["id"]

    def upload(self, photo, filename="shot.jpg", content_type="image/jpeg"):
        """One shot; answers the photo and the moment (ms since the epoch) its 201 arrived."""
        metadata = json.dumps({"clientPhotoId": str(uuid.uuid4())})
        answer = requests.post(
            f"{self.server}/api/disposable/events/{self.event_id}/photos", timeout=10,
            headers={"Authorization": f"Bearer {self.token}"},
            files={"metadata": (None, metadata, "application/json"), "file": (filename, photo, content_type)})
        accepted = time.time() * 1000
        assert answer.status_code == 201, answer.text
        return answer.json(), accepted


def terms_version(server):
    return requests.get(f"{server}/api/disposable/info", timeout=10).json()["termsVersion"]


def small_jpeg(person, hue=200):
    """A 96x96 JPEG drawn by the page's canvas: the smallest real photo the server accepts."""
    data_url = person.driver.execute_script("""
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 96;
        const context = canvas.getContext("2d");
        context.fillStyle = `hsl(${arguments[0]} 70% 50%)`;
        context.fillRect(0, 0, 96, 96);
        return canvas.toDataURL("image/jpeg", 0.8);""", hue)
    return base64.b64decode(data_url.split(",", 1)[1])


def page_fetch_zip(person, href):
    """The archive a link leads to, fetched by the page with its own cookies, as a ZipFile."""
    fetched = person.driver.execute_async_script("""
        const [href, done] = arguments;
        fetch(href).then(async (response) => {
          const bytes = new Uint8Array(await response.arrayBuffer());
          let binary = "";
          for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          done({status: response.status, zip: btoa(binary)});
        }, (error) => done({status: 0, error: String(error)}));""", href)
    assert fetched["status"] == 200, fetched
    return zipfile.ZipFile(io.BytesIO(base64.b64decode(fetched["zip"])))


def gallery_state(person):
    return person.driver.execute_script("""
        const images = [...document.querySelectorAll('[data-grid] img')];
        return {cells: images.length,
                loaded: images.filter((image) => image.complete && image.naturalWidth > 0).length,
                count: document.querySelector('[data-photo-count]').textContent,
                more: !document.querySelector('[data-grid-more]').hidden};""")


def scroll_to_the_end(person, expected):
    """Scrolls as a thumb would, a screen at a time, until the grid holds `expected` cells."""
    def scrolled(driver):
        driver.execute_script("window.scrollBy(0, window.innerHeight)")
        return grid_count(person) == expected
    WebDriverWait(person.driver, 30, poll_frequency=0.1).until(scrolled)


def create_reveal_later_event(host, name, shots):
    host.register()
    host.open("/disposable/new")
    host.fill("name", name)
    host.fill("organizerName", "Sarah")
    host.fill("shotsPerPerson", str(shots))
    host.choose("reveal", "later")
    host.driver.find_element(By.NAME, "consent").click()
    host.press("Create")
    assert name in host.text()


def hide_photo(host, event_id, photo_id):
    """The organizer hides a photo through the API, with the page's session."""
    status = host.driver.execute_async_script("""
        const [url, done] = arguments;
        fetch(url, {method: "PUT", headers: {"Content-Type": "application/json"}, body: JSON.stringify({hidden: true})})
          .then((response) => done(response.status), (error) => done(String(error)));""",
        f"/api/disposable/events/{event_id}/photos/{photo_id}/hidden")
    assert status == 200, status


def folders(archive):
    """How many files each person's folder of a ZIP holds."""
    counts = {}
    for name in archive.namelist():
        folder = name.split("/")[0]
        counts[folder] = counts.get(folder, 0) + 1
    return counts


def test_a_guest_pages_through_hundreds_and_takes_home_all_they_may_see(person, server, server_clock_file):
    # setup: a reveal-later event; Margaret (a browser, Turkish and dark) takes one photo, three
    # guests upload 70 each through the API, and the organizer hides one of Ali's
    host = person
    create_reveal_later_event(host, "Reunion", shots=70)
    path = join_path_from_qr(host, "reunion")
    margaret = Person(new_browser(), server)
    clock = PinnedClock(margaret.driver, server_clock_file)
    try:
        margaret.set_preferences("tr", "dark")
        margaret.open(path)
        margaret.fill("displayName", "Margaret")
        margaret.driver.find_element(By.NAME, "consent").click()
        margaret.press("Katılın")
        shoot_once(margaret)
        jpeg = small_jpeg(margaret)
        guests = [ApiGuest(server, path, name) for name in ("Ali", "Bora", "Cem")]
        seeded = [guest.upload(jpeg)[0] for guest in guests for _ in range(70)]
        hide_photo(host, guests[0].event_id, seeded[0]["id"])

        # check: before the reveal, Margaret's "Download all" holds her own photo alone
        open_gallery(margaret, path)
        download_all = margaret.driver.find_element(By.CSS_SELECTOR, "[data-download-all]")
        WebDriverWait(margaret.driver, 10).until(lambda _: download_all.is_displayed())
        assert download_all.text == "Tümünü indir (ZIP)"
        assert folders(page_fetch_zip(margaret, download_all.get_attribute("href"))) == {"Margaret": 1}

        # act: the event's eight days pass, and the reveal with them
        clock.advance(minutes=8 * 24 * 60 + 5)
        open_gallery(margaret, path)

        # check: the first page is in, the count names the whole gallery, far cells wait to load
        WebDriverWait(margaret.driver, 10).until(lambda _: gallery_state(margaret)["cells"] == 60)
        state = gallery_state(margaret)
        assert state["count"] == "210 fotoğraf" and state["more"], state
        assert state["loaded"] < state["cells"], "thumbnails far below the screen are not fetched yet"
        margaret.screenshot("disposable-scale-01-gallery-tr-dark")

        # act: select all while only a page is loaded, untick one
        # The gallery's script (loaded after the page) shows its tools once the first page is in.
        WebDriverWait(margaret.driver, 10).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-select-toggle]").is_displayed())
        margaret.press("Seç", navigates=False)
        margaret.press("Tümünü seç", navigates=False)
        count = margaret.driver.find_element(By.CSS_SELECTOR, "[data-selection-count]")
        assert count.text == "210 fotoğraf seçildi"
        first = margaret.driver.find_element(By.CSS_SELECTOR, "[data-grid] .photo-cell")
        first.click()
        assert count.text == "209 fotoğraf seçildi"
        assert margaret.driver.find_element(By.CSS_SELECTOR, "[data-select-all]").text == "Tümünü seç"
        margaret.screenshot("disposable-scale-02-select-all-tr-dark")
        selection = page_fetch_zip(
            margaret, margaret.driver.find_element(By.CSS_SELECTOR, "[data-selection-download]").get_attribute("href"))
        margaret.press("Vazgeç", navigates=False)
        everything = page_fetch_zip(
            margaret, margaret.driver.find_element(By.CSS_SELECTOR, "[data-download-all]").get_attribute("href"))

        # check: the server chose the set: every photo Margaret may see, loaded or not, never the hidden one
        assert len(selection.namelist()) == 209
        assert folders(everything) == {"Ali": 69, "Bora": 70, "Cem": 70, "Margaret": 1}

        # act + check: scrolling pages the rest in, until the last
        scroll_to_the_end(margaret, 210)
        WebDriverWait(margaret.driver, 10).until(lambda _: not gallery_state(margaret)["more"])
        last = margaret.driver.find_elements(By.CSS_SELECTOR, "[data-grid] img")[-1]
        margaret.driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
        WebDriverWait(margaret.driver, 10).until(lambda _: last.get_property("naturalWidth") > 0)
        margaret.screenshot("disposable-scale-03-gallery-end-tr-dark")
    finally:
        clock.reset()
        margaret.driver.quit()


def wall_reports(driver):
    """The wall's own render reports: each photo it painted, and when (ms since the epoch)."""
    return driver.execute_script("""
        return performance.getEntriesByName("wall-photo-shown")
          .map((mark) => ({photoId: mark.detail.photoId, at: performance.timeOrigin + mark.startTime}));""")


def shown_after(driver, photo_id, since):
    """The wall's first report of `photo_id` at or after `since`, once there is one."""
    def found(_):
        return next((report for report in wall_reports(driver)
                     if report["photoId"] == photo_id and report["at"] >= since), None)
    return WebDriverWait(driver, 10, poll_frequency=0.05).until(found)


def test_the_wall_shows_a_new_photo_within_a_second_and_the_newest_of_a_burst_first(person, server):
    # setup: the wall in French on a 1920x1080 screen, already showing one photo
    host = person
    create_event(host, "Gala", shots=10)
    path = join_path_from_qr(host, "gala")
    host.set_preferences("fr", "dark")
    host.driver.set_window_size(1920, 1080)
    guest = ApiGuest(server, path, "Ali")
    jpeg = small_jpeg(host)
    host.open(path + "/wall")
    WebDriverWait(host.driver, 10).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-wall]").get_attribute("data-live") == "open")

    # act: one upload
    photo, accepted = guest.upload(jpeg)
    # check: painted on the wall within a second of its 201, by the wall's own report
    report = shown_after(host.driver, photo["id"], since=accepted - 1000)
    assert report["at"] - accepted < 1000, f"on the wall {report['at'] - accepted:.0f} ms after its 201"
    assert "par Ali" in host.driver.find_element(By.CSS_SELECTOR, "[data-wall-caption]").text
    WebDriverWait(host.driver, 5).until(lambda d: d.execute_script(
        "return getComputedStyle(document.querySelector('[data-wall-layer].is-shown')).opacity") == "1")
    host.screenshot("disposable-scale-04-wall-fr")

    # act: a burst of three, one after the other
    photos = [small_jpeg(host, hue) for hue in (20, 120, 300)]
    burst = [guest.upload(each) for each in photos]
    newest, accepted = burst[-1][0], burst[-1][1]
    # check: the newest is up within a second, then the others, newest first
    report = shown_after(host.driver, newest["id"], since=burst[0][1] - 1000)
    assert report["at"] - accepted < 1000, f"the burst's newest on the wall {report['at'] - accepted:.0f} ms after its 201"
    shown_after(host.driver, burst[0][0]["id"], since=report["at"])
    after = [each["photoId"] for each in wall_reports(host.driver) if each["at"] >= report["at"]]
    assert after[:3] == [newest["id"], burst[1][0]["id"], burst[0][0]["id"]], after

    # act + check: an iPhone's HEIC, which no browser draws, goes up as soon as its display copy exists
    heic = (ROOT / "Tests/DisposableBackendTests/Fixtures/gps.heic").read_bytes()
    photo, accepted = guest.upload(heic, filename="shot.heic", content_type="image/heic")
    shown_after(host.driver, photo["id"], since=accepted)


# Holds the first image decode the wall asks for once `holdNextLoad()` is called, as a busy
# server streaming a large original would, until `releaseLoad()`: a photo's load that outlasts
# the live pause, deterministically.
HOLD_A_LOAD = """
    const decode = HTMLImageElement.prototype.decode;
    let armed = false, release = null;
    const gate = new Promise((resolve) => { release = resolve; });
    window.holdNextLoad = () => { armed = true; };
    window.releaseLoad = () => release();
    window.heldLoad = null;
    HTMLImageElement.prototype.decode = function () {
      if (!armed) return decode.call(this);
      armed = false;
      window.heldLoad = { src: this.src, since: Date.now() };
      return gate.then(() => decode.call(this));
    };"""


def test_a_photo_that_arrives_while_another_is_still_loading_goes_up_first_and_the_slow_one_after(person, server):
    # setup: the wall on a 1920x1080 screen, no photo yet, the next image load held
    host = person
    create_event(host, "Late", shots=10)
    path = join_path_from_qr(host, "late")
    host.driver.set_window_size(1920, 1080)
    guest = ApiGuest(server, path, "Ali")
    slow_jpeg, quick_jpeg = small_jpeg(host, 20), small_jpeg(host, 120)
    host.open(path + "/wall")
    WebDriverWait(host.driver, 10).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-wall]").get_attribute("data-live") == "open")
    host.driver.execute_script(HOLD_A_LOAD + "holdNextLoad();")

    # act: a photo whose load takes longer than the wall's live pause (2.5 s), then a second one
    slow, _ = guest.upload(slow_jpeg)
    held = WebDriverWait(host.driver, 10, poll_frequency=0.05).until(lambda d: d.execute_script("return heldLoad"))
    assert slow["id"].lower() in held["src"].lower(), held
    WebDriverWait(host.driver, 10, poll_frequency=0.05).until(
        lambda d: d.execute_script("return Date.now() - heldLoad.since") > 2600)
    quick, accepted = guest.upload(quick_jpeg)

    # check: the newer one goes up within a second of its 201
    report = shown_after(host.driver, quick["id"], since=accepted - 1000)
    assert report["at"] - accepted < 1000, f"on the wall {report['at'] - accepted:.0f} ms after its 201"

    # act: the slow load ends
    host.driver.execute_script("releaseLoad()")
    # check: the slow photo was not lost: it goes up next, after the newer one's moment
    shown_after(host.driver, slow["id"], since=report["at"])
    assert [each["photoId"] for each in wall_reports(host.driver)] == [quick["id"], slow["id"]]
