"""The shared browser modules (Public/js/shared/) in a real Chromium, against the loopback
harness in module_harness.py: the outbox keeps what is saved through lost connections and
reloads and sends each item exactly once; the camera and the recorder work with Chromium's fake
devices. The apps' own tests drive the same modules through the real server."""
import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

import module_harness
from conftest import Person, new_browser


@pytest.fixture(scope="module")
def shared_browser():
    """One browser for the module's tests (each starts by emptying the queue): fast."""
    driver = new_browser()
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def harness():
    server, base, log = module_harness.start()
    yield base, log
    server.shutdown()


def fresh_start(browser, log):
    """One tab, and nothing scripted or logged by an earlier test. A tab an earlier test opened (the
    one-sending-tab and relay tests open two) would still send when the network returns."""
    first, *others = browser.window_handles
    for handle in others:
        browser.switch_to.window(handle)
        browser.close()
    browser.switch_to.window(first)
    log.release()
    log.armed = False
    log.script.clear()
    log.attempts.clear()
    log.created.clear()


@pytest.fixture()
def outbox_page(shared_browser, harness):
    browser = shared_browser
    base, log = harness
    fresh_start(browser, log)

    def open_page(account="alice", extra=""):
        browser.get(f"{base}/harness/outbox.html?account={account}{extra}")
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    open_page.log = log
    open_page.person = Person(browser, base)
    open_page.driver = browser
    # Each test starts with an empty queue.
    open_page()
    browser.execute_async_script("""
        const done = arguments[0];
        Promise.all(outbox.items.map((item) => outbox.cancel(item.id))).then(() => done());""")
    return open_page


def states(driver):
    return driver.execute_script("return states()")


def wait_states(driver, expected, timeout=15):
    WebDriverWait(driver, timeout).until(lambda d: sorted(s[1] for s in states(d)) == sorted(expected),
                                         message=lambda: f"states: {states(driver)}")


def add(driver, title, size=10):
    driver.execute_async_script("addText(arguments[0], arguments[1]).then(() => arguments[2]())", title, size)


def test_items_saved_offline_survive_a_reload_and_arrive_exactly_once(outbox_page):
    # setup
    driver, log = outbox_page.driver, outbox_page.log
    outbox_page.person.set_network(online=False)
    # act: three saves without a network, then the tab is reloaded once the network is back
    for title in ("one", "two", "three"):
        add(driver, title)
    held = states(driver)
    outbox_page.person.set_network(online=True)
    outbox_page()
    wait_states(driver, ["sent", "sent", "sent"])
    # check
    assert [s[1:3] for s in held] == [["waiting", "offline"]] * 3
    assert len(log.created) == 3
    assert len({key for key, _, _ in log.attempts}) == 3


def test_server_errors_are_retried_with_the_same_idempotency_key(outbox_page):
    # setup
    driver, log = outbox_page.driver, outbox_page.log
    log.script.extend([503, 429])
    # act
    add(driver, "retried")
    wait_states(driver, ["sent"])
    # check: three attempts of one item, one key, one entry
    assert [status for _, status, _ in log.attempts] == [503, 429, 201]
    assert len({key for key, _, _ in log.attempts}) == 1
    assert len(log.created) == 1


def test_a_refused_item_fails_with_the_servers_words_and_can_be_retried_or_cancelled(outbox_page):
    # setup
    driver, log = outbox_page.driver, outbox_page.log
    log.script.extend([422, 415])
    add(driver, "first")
    wait_states(driver, ["failed"])
    add(driver, "second")
    wait_states(driver, ["failed", "failed"])
    failed = states(driver)
    # act: retry the first, cancel the second
    driver.execute_async_script("outbox.retry(outbox.items[0].id).then(() => arguments[0]())")
    driver.execute_async_script("outbox.cancel(outbox.items[1].id).then(() => arguments[0]())")
    wait_states(driver, ["sent"])
    # check
    assert failed[0][3] == "Scripted answer 422"
    assert states(driver)[0][0] == "first"
    assert [status for _, status, _ in log.attempts] == [422, 415, 201]


def test_a_server_that_keeps_failing_marks_the_item_failed(outbox_page):
    # setup
    driver, log = outbox_page.driver, outbox_page.log
    log.script.extend([500, 502, 503])
    # act
    add(driver, "doomed")
    # check: three server failures (the harness's limit), then failed and left alone
    wait_states(driver, ["failed"])
    assert [status for _, status, _ in log.attempts] == [500, 502, 503]


def test_another_accounts_items_are_neither_shown_nor_sent(outbox_page):
    # setup: alice saves while offline
    driver, log = outbox_page.driver, outbox_page.log
    outbox_page.person.set_network(online=False)
    add(driver, "alice's")
    # alice's tab closes before the network returns. Closed, not navigated away: a navigation drops
    # the DevTools offline emulation while the old page still runs, and it then sends.
    alice_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    bob_tab = driver.current_window_handle
    driver.switch_to.window(alice_tab)
    driver.close()
    driver.switch_to.window(bob_tab)
    outbox_page.person.set_network(online=True)
    # act: bob opens the app in the same browser
    outbox_page(account="bob")
    bob_sees = states(driver)
    attempts_for_bob = len(log.attempts)
    outbox_page(account="alice")
    wait_states(driver, ["sent"])
    # check
    assert bob_sees == []
    assert attempts_for_bob == 0, log.attempts
    assert len(log.created) == 1


def test_an_item_a_closed_tab_was_sending_is_sent_again(outbox_page):
    # setup: the database says "sending", but no tab holds its lock (the tab closed mid-send)
    driver, log = outbox_page.driver, outbox_page.log
    driver.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/outbox-store.js").then(({ putItem }) => putItem({
          id: "stale", queue: "harness", account: "alice", key: "stale-key", meta: { title: "stale" },
          parts: [{ name: "metadata", value: "{}", type: "application/json" }],
          state: "sending", createdAt: Date.now(), attempts: 1, serverFailures: 0, nextAttemptAt: 0,
        })).then(() => done());""")
    # act
    outbox_page()
    # check
    wait_states(driver, ["sent"])
    assert [key for key, _, _ in log.attempts] == ["stale-key"]


def test_wifi_only_holds_the_queue_on_a_cellular_connection_until_wifi(outbox_page):
    # setup: a phone on cellular (desktop Chromium reports no connection type: a stand-in
    # connection object plays Android Chrome's)
    driver, log = outbox_page.driver, outbox_page.log
    outbox_page(extra="&wifiOnly=1&connection=cellular")
    # act
    add(driver, "big photo")
    held = states(driver)
    attempts_on_cellular = len(log.attempts)
    driver.execute_script("connection.type = 'wifi'; connection.dispatchEvent(new Event('change'))")
    # check
    wait_states(driver, ["sent"])
    assert held == [["big photo", "waiting", "cellular", None]]
    assert attempts_on_cellular == 0


def test_upload_progress_is_reported_while_sending(outbox_page):
    # setup
    driver = outbox_page.driver
    driver.execute_script("""
        window.progress = [];
        outbox.addEventListener("progress", ({ detail }) => progress.push(detail.progress));""")
    # act: a few megabytes, so the upload reports progress
    add(driver, "large", size=4_000_000)
    wait_states(driver, ["sent"])
    # check
    progress = driver.execute_script("return progress")
    assert progress and progress[-1] == 1


@pytest.fixture()
def relay_page(shared_browser, harness):
    """Issue 35: the relay every page of the suite runs, on a page of "another app" (relay.html)
    with an empty database; `relay_page()` opens it, `relay_page(relay=False)` without the relay."""
    browser = shared_browser
    base, log = harness
    fresh_start(browser, log)

    def open_page(relay=True, query=""):
        browser.get(f"{base}/harness/relay.html?{query or ('' if relay else 'relay=0')}")
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    open_page.log = log
    open_page.driver = browser
    open_page(relay=False)
    browser.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/outbox-store.js").then(async ({ readAll, deleteItem }) => {
          for (const item of await readAll()) await deleteItem(item.id);
        }).then(() => done());""")
    return open_page


def stored(driver):
    return driver.execute_async_script("stored().then(arguments[0])")


def wait_stored(driver, expected, timeout=15):
    try:
        WebDriverWait(driver, timeout).until(lambda d: sorted(stored(d)) == sorted(expected))
    except TimeoutException:
        raise AssertionError(f"stored: {stored(driver)}") from None


def queue_described(driver, *titles, **options):
    for title in titles:
        driver.execute_async_script("queueDescribed(arguments[0], arguments[1]).then(() => arguments[2]())", title, options)


def test_another_apps_page_sends_what_an_app_queued(relay_page):
    # setup: an app's page queued two items and closed
    driver, log = relay_page.driver, relay_page.log
    queue_described(driver, "photo", "note")
    # act: any other page of the suite opens
    relay_page()
    # check
    wait_stored(driver, [["photo", "sent"], ["note", "sent"]])
    assert sorted(key for key, _, _ in log.attempts) == ["key-note", "key-photo"]


def test_the_relay_leaves_a_refused_item_failed_with_the_servers_words(relay_page):
    # setup: the server will refuse the item for good
    driver, log = relay_page.driver, relay_page.log
    log.script.append(422)
    queue_described(driver, "refused")
    # act
    relay_page()
    # check: failed, with the reason its own page shows beside Retry; tried once
    wait_stored(driver, [["refused", "failed"]])
    assert driver.execute_async_script("details().then(arguments[0])") == [["refused", None, "Scripted answer 422"]]
    assert len(log.attempts) == 1


def test_the_relay_never_sends_as_someone_else(relay_page):
    # setup: alice's shot; the browser's credentials act for bob now (he recovered his guest here)
    driver, log = relay_page.driver, relay_page.log
    queue_described(driver, "alice's shot", owner={"url": "/harness/participant-bob.json", "field": "participantId"})
    # act
    relay_page()
    # check: it waits for alice's own page, unsent
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_async_script("details().then(arguments[0])")[0][1] == "signedOut")
    assert stored(driver) == [["alice's shot", "waiting"]]
    assert log.attempts == []


def test_the_relay_holds_a_wifi_only_item_on_a_cellular_connection(relay_page):
    # setup: Memory queued a photo with "Wi-Fi only" on; another page opens on cellular
    driver, log = relay_page.driver, relay_page.log
    queue_described(driver, "big photo", wifiOnly=True)
    relay_page(query="connection=cellular")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return relay.items.map((i) => i.hold)") == ["cellular"])
    attempts_on_cellular = len(log.attempts)
    # act
    driver.execute_script("connection.type = 'wifi'; connection.dispatchEvent(new Event('change'))")
    # check
    wait_stored(driver, [["big photo", "sent"]])
    assert attempts_on_cellular == 0


def test_an_item_another_sender_holds_is_left_to_it_and_the_rest_go(relay_page):
    # setup: two queued items; another sender (a tab, the service worker) holds the first one's lock
    driver, log = relay_page.driver, relay_page.log
    queue_described(driver, "held", "free")
    driver.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/outbox-store.js").then(({ readAll }) => readAll()).then(([held]) =>
          navigator.locks.request(`suite-outbox:${held.id}`, () => { done(); return new Promise(() => {}); }));""")
    # act: another page relays
    driver.switch_to.new_window("tab")
    relay_page()
    # check: the held item is left to its sender; the next one is not stuck behind it
    wait_stored(driver, [["held", "waiting"], ["free", "sent"]])
    assert [key for key, _, _ in log.attempts] == ["key-free"]


def test_two_tabs_relaying_at_once_send_each_item_once(relay_page):
    # setup: three queued items; the first upload will hang on the server, its tab holding it
    driver, log = relay_page.driver, relay_page.log
    queue_described(driver, "one", "two", "three")
    log.hold_next()
    relay_page()
    assert log.held.wait(10), "the first tab started sending"
    # act: a second tab opens while the first is mid-send, then the first one's upload finishes
    driver.switch_to.new_window("tab")
    relay_page()
    WebDriverWait(driver, 15).until(lambda d: len(log.attempts) == 2)
    log.release()
    # check: every item sent, each exactly once (no second attempt of any), whichever tab sent it
    wait_stored(driver, [["one", "sent"], ["two", "sent"], ["three", "sent"]])
    keys = [key for key, _, _ in log.attempts]
    assert sorted(keys) == ["key-one", "key-three", "key-two"], keys
    assert len(log.created) == 3


def test_a_reload_mid_send_sends_again_with_the_same_key_and_stores_once(relay_page):
    # setup: the upload reaches the server and hangs there
    driver, log = relay_page.driver, relay_page.log
    queue_described(driver, "photo")
    log.hold_next()
    relay_page()
    assert log.held.wait(10), "the page started sending"
    # act: the page reloads mid-send; the lost upload's answer comes after
    driver.refresh()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    wait_stored(driver, [["photo", "sent"]])
    log.release()
    # check: sent again with the same idempotency key: one item, stored once
    assert {key for key, _, _ in log.attempts} == {"key-photo"}
    assert len(log.created) == 1
    assert stored(driver) == [["photo", "sent"]]


@pytest.fixture()
def media_page(shared_browser, harness):
    browser = shared_browser
    base, _ = harness
    browser.get(f"{base}/harness/media.html")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    return browser


def test_the_camera_opens_the_rear_lens_and_takes_a_jpeg(media_page):
    # setup: Chromium's fake camera (one lens, no torch)
    driver = media_page
    # act: the permission is granted already (fake UI), so the viewfinder opens by itself
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.querySelector('[data-camera]').dataset.cameraState === 'view'"))
    driver.find_element("css selector", "[data-camera-shutter]").click()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return photos.length === 1"))
    photo = driver.execute_script("return photos[0]")
    # check
    assert photo["type"] == "image/jpeg" and photo["size"] > 1000
    assert photo["width"] >= 320 and photo["height"] >= 240
    assert not driver.find_element("css selector", "[data-camera-flip]").is_displayed()    # one lens
    assert not driver.find_element("css selector", "[data-camera-torch]").is_displayed()   # no torch


def test_the_recorder_stops_at_its_limit_and_offers_the_take(media_page):
    # setup: a 2-second limit on the harness page
    driver = media_page
    # act
    driver.find_element("css selector", "[data-recorder-toggle]").click()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return takes.filter(Boolean).length === 1"))
    take = driver.execute_script("return takes.filter(Boolean)[0]")
    drawn = driver.execute_script("""
        const canvas = document.querySelector('[data-recorder-waveform]');
        const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        return pixels.some((value, index) => index % 4 === 3 && value > 0);""")
    ring = driver.execute_script("return document.querySelector('[data-recorder-ring]').style.strokeDashoffset")
    # check
    assert take["type"] in ("audio/webm", "audio/ogg", "audio/mp4") and take["size"] > 500
    assert 1.5 <= take["seconds"] <= 2.0
    assert drawn
    assert float(ring.replace("px", "")) < 15   # nearly full at the limit
    assert driver.find_element("css selector", "[data-recorder-playback]").is_displayed()
    assert driver.find_element("css selector", "[data-recorder-toggle]").get_attribute("aria-pressed") == "false"


def test_a_refused_camera_and_microphone_say_so_instead_of_failing(browser, harness):
    # setup: the person has blocked both for this site
    base, _ = harness
    for name in ("camera", "microphone"):
        browser.execute_cdp_cmd("Browser.setPermission", {
            "origin": base, "permission": {"name": name}, "setting": "denied"})
    browser.get(f"{base}/harness/media.html")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
    # act
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "return document.querySelector('[data-camera]').dataset.cameraState === 'denied'"))
    browser.find_element("css selector", "[data-recorder-toggle]").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_element("css selector", "[data-recorder-denied]").is_displayed())
    # check
    assert browser.find_element("css selector", "[data-camera-denied]").is_displayed()
    assert not browser.find_element("css selector", "[data-camera-view]").is_displayed()
    assert browser.execute_script("return takes.filter(Boolean).length") == 0


def test_one_countdown_module_speaks_each_apps_wording(shared_browser, harness):
    """shared/countdown.js drives SpaceNasa's T-minus, Disposable's reveal clock and PolySleep's
    minutes: each element keeps the wording its `data-countdown` names, on a pinned clock."""
    base, _ = harness
    shared_browser.get(f"{base}/harness/media.html")
    texts = shared_browser.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/countdown.js").then(({ startCountdowns }) => {
          const now = Date.parse("2026-11-26T12:00:00Z");
          const root = document.createElement("div");
          root.innerHTML = `
            <time data-countdown datetime="2026-11-28T16:12:09Z"></time>
            <time data-countdown datetime="2026-11-28T16:12:09Z" data-format-days="{d} gün"></time>
            <time data-countdown datetime="2026-11-26T11:56:50Z" data-counts-up></time>
            <time data-countdown datetime="2026-11-26T11:56:50Z"></time>
            <time data-countdown="clock" datetime="2026-11-28T16:12:09Z" data-format-days="{d} j"></time>
            <time data-countdown="clock" datetime="2026-11-27T16:12:09Z"></time>
            <time data-countdown="clock" datetime="2026-11-26T11:00:00Z"></time>
            <time data-countdown="minutes" datetime="2026-11-26T13:19:01Z"
                  data-format-hm="{h} h {m} min" data-format-h="{h} h" data-format-m="{m} min"></time>
            <time data-countdown="minutes" datetime="2026-11-26T12:00:30Z"
                  data-format-hm="{h} h {m} min" data-format-h="{h} h" data-format-m="{m} min"></time>`;
          const stop = startCountdowns(root, () => now);
          stop();
          done([...root.querySelectorAll("time")].map((element) => [element.textContent, element.classList.contains("is-past")]));
        });
    """)
    assert texts == [
        ["T-2d 04:12:09", False], ["T-2 gün 04:12:09", False],  # a launch, in the page's words
        ["T+00:03:10", True],                                 # ... counting up only in flight,
        ["T-00:00:00", True],                                 # ... else stopped at T-0
        ["2 j 04:12:09", False], ["1 d 04:12:09", False],     # a later reveal in the page's words (French), or "d"
        ["00:00:00", True],                                   # ... and once passed
        ["1 h 20 min", False], ["1 min", False],             # the next sleep block, rounded up
    ]


def test_the_live_stream_resets_to_the_servers_newest_id_and_asks_for_a_reload(shared_browser, harness):
    """shared/live-stream.js on `stream.reset` (a stream resumed past the server's log): the page
    is asked to reload its list once, and events after the new, lower id are no longer taken for
    repeats."""
    base, _ = harness
    shared_browser.get(f"{base}/harness/media.html")
    seen = shared_browser.execute_async_script("""
        const done = arguments[0];
        import("/js/shared/live-stream.js").then(({ openLiveStream }) => {
          const events = [];
          let resets = 0;
          const stream = openLiveStream("/harness/sse", {
            types: ["photo.added"],
            onEvent: (type, data, id) => {
              events.push([type, data.n, id]);
              if (events.length === 2) { stream.close(); done({ events, resets, last: stream.lastEventID }); }
            },
            onReset: () => { resets += 1; },
          });
          setTimeout(() => { stream.close(); done({ events, resets, last: stream.lastEventID }); }, 5000);
        });
    """)
    assert seen == {"events": [["photo.added", 1, "100"], ["photo.added", 2, "6"]], "resets": 1, "last": "6"}
