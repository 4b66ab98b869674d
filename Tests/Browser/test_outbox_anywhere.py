"""Issue 35: what Memory and Disposable queue offline goes out from any page of the suite (the
launcher here), and from the service worker when Background Sync wakes it; each item reaches the
server exactly once, and the queues show the truth. The badge counts others' new photos.

The shared relay's races (two tabs at once, a reload mid-send) are tested against the module
harness in test_shared_modules.py, where the server can hold an upload mid-way."""
import urllib.parse

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Person, new_browser
from test_disposable import create_event, join, open_camera, queue_states, take_photo
from test_memory import open_add_sheet, outbox_states, wait_for_cards


def own_camera(host):
    """The organizer's camera page of the event whose page is open."""
    return urllib.parse.urlparse(host.driver.find_element(By.ID, "join-link").text).path + "/camera"


def stored(driver):
    """Every outbox item on the device, any queue: (queue, state, hold), oldest first."""
    return driver.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/outbox-store.js").then((store) => store.readAll())
          .then((items) => done(items.map((i) => [i.queue, i.state, i.hold ?? null])), (e) => done(String(e)));""")


def wait_stored(driver, expected, timeout=20):
    try:
        WebDriverWait(driver, timeout).until(lambda d: stored(d) == expected)
    except TimeoutException:
        raise AssertionError(f"stored: {stored(driver)}") from None


def save_memory_offline(person, title):
    person.fill("title", title)
    person.fill("text", "Saved on the ferry.")
    button = person.driver.find_element(By.ID, "save-entry")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    WebDriverWait(person.driver, 15).until(lambda d: d.find_element(By.NAME, "title").get_attribute("value") == "")


def show_queue(person, selector):
    person.driver.execute_script("document.querySelector(arguments[0]).scrollIntoView({block: 'center'})", selector)


def my_photo_count(person, camera):
    person.open(camera)
    return person.driver.execute_async_script("""
        const done = arguments[0];
        const data = JSON.parse(document.getElementById("disposable-data").textContent);
        fetch(`/api/disposable/events/${data.eventId}/photos/mine`).then((r) => r.json())
          .then((page) => done(page.items.length));""")


def test_a_memory_and_a_shot_queued_offline_go_out_once_from_the_launcher(person):
    # setup: signed in, with an event of one's own; the camera, the launcher and Memory's pages
    # opened once online (the service worker keeps them for offline)
    person.register()
    create_event(person, "Ferry party", shots=3)
    camera = own_camera(person)
    person.open(camera)
    person.open("/")
    person.open("/memory?welcomed=1")
    open_add_sheet(person, "text")
    # act: offline, a memory is saved, a shot taken, and the launcher opened
    person.set_network(online=False)
    save_memory_offline(person, "Ferry at dusk")
    person.open("/memory?welcomed=1")
    WebDriverWait(person.driver, 10).until(lambda d: outbox_states(d) == ["waiting"])
    show_queue(person, "#memory-outbox")
    person.screenshot("outbox-01-memory-waiting-offline-en-light")
    person.open(camera)
    open_camera(person)
    take_photo(person)
    shot_queue = queue_states(person)
    show_queue(person, "[data-queue]")
    person.screenshot("outbox-02-shot-waiting-offline-en-light")
    person.open("/")
    waiting = stored(person.driver)
    # act: the network returns while only the launcher is open
    person.set_network(online=True)
    wait_stored(person.driver, [["memory", "sent", None], ["disposable", "sent", None]])
    # check: each reached the server exactly once, and the apps' queues show them sent
    assert shot_queue == ["waiting"]
    assert waiting == [["memory", "waiting", None], ["disposable", "waiting", None]]
    assert my_photo_count(person, camera) == 1
    assert queue_states(person) == ["sent"]
    show_queue(person, "[data-queue]")
    person.screenshot("outbox-03-shot-sent-from-launcher-en-light")
    person.open("/memory?welcomed=1")
    wait_for_cards(person, ["Ferry at dusk"])
    WebDriverWait(person.driver, 10).until(lambda d: outbox_states(d) == [])
    titles = [e.text for e in person.driver.find_elements(By.CSS_SELECTOR, ".entry-card .entry-title")]
    assert titles.count("Ferry at dusk") == 1


def test_the_service_worker_sends_the_outbox_when_background_sync_wakes_it(person):
    # setup: a memory saved offline; then a page of no app at all (the web manifest: no script
    # of ours runs there, so only the service worker can send)
    person.register()
    open_add_sheet(person, "text")
    person.set_network(online=False)
    save_memory_offline(person, "Sent by the worker")
    person.driver.get(person.base + "/manifest.webmanifest")
    waiting = stored(person.driver)
    person.set_network(online=True)
    # act: the browser fires the outbox's sync (what it does by itself once it is online again;
    # registering the tag again while online makes headless Chromium fire it now)
    has_sync = person.driver.execute_async_script("""
        const done = arguments[0];
        navigator.serviceWorker.ready.then((registration) => registration.sync
          ? registration.sync.register("suite-outbox").then(() => done(true)) : done(false));""")
    # check
    assert waiting == [["memory", "waiting", None]]
    assert has_sync, "Chromium has Background Sync"
    wait_stored(person.driver, [["memory", "sent", None]])
    person.open("/memory?welcomed=1")
    wait_for_cards(person, ["Sent by the worker"])
    titles = [e.text for e in person.driver.find_elements(By.CSS_SELECTOR, ".entry-card .entry-title")]
    assert titles.count("Sent by the worker") == 1


BADGE_RECORDER = """
    // The Badging API as the page sees it, recording each call (headless Chromium is no
    // installed app, so the real one would refuse).
    window.badgeCalls = [];
    navigator.setAppBadge = (count) => { window.badgeCalls.push(["set", count]); return Promise.resolve(); };
    navigator.clearAppBadge = () => { window.badgeCalls.push(["clear"]); return Promise.resolve(); };
"""


def badge_calls(person, count):
    WebDriverWait(person.driver, 10).until(lambda d: len(d.execute_script("return window.badgeCalls")) >= count)
    return person.driver.execute_script("return window.badgeCalls")


def test_the_badge_counts_others_new_photos_until_the_gallery_is_opened(person, server):
    # setup: the organizer's pages record badge calls; the organizer took a shot of their own
    # and has seen the gallery
    host = person
    host.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": BADGE_RECORDER})
    create_event(host, "Badge night", shots=3)
    camera = own_camera(host)
    gallery = camera.removesuffix("/camera") + "/gallery"
    host.open(camera)
    open_camera(host)
    take_photo(host)
    WebDriverWait(host.driver, 20).until(lambda _: queue_states(host) == ["sent"])
    host.open(gallery)
    on_first_visit = badge_calls(host, 1)
    guest = Person(new_browser(), server)
    try:
        # act: a guest takes two photos; the organizer opens the camera, then the gallery
        join(guest, camera.removesuffix("/camera"), "Tom")
        open_camera(guest)
        take_photo(guest)
        take_photo(guest)
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["sent", "sent"])
    finally:
        guest.driver.quit()
    host.open(camera)
    on_camera = badge_calls(host, 1)
    host.open(gallery)
    in_gallery = badge_calls(host, 1)
    host.open(camera)
    after_gallery = badge_calls(host, 1)
    # check: two new photos of others (none of one's own shots count); the gallery clears them
    assert on_first_visit == [["clear"]]
    assert on_camera == [["set", 2]]
    assert in_gallery == [["clear"]]
    assert after_gallery == [["clear"]]
