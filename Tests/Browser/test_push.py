"""Web Push in the browser: Settings' Notifications section, and the service worker's push and
notificationclick handlers. Headless Chromium reaches no push service, so the push is handed to
our service worker through the DevTools protocol (`ServiceWorker.deliverPushMessage`), and the
button press through a NotificationEvent dispatched in the worker (no protocol command clicks a
notification). The server side of delivery is Tests/Push.
"""
import json
import time
import urllib.parse
import urllib.request
import uuid

from selenium.webdriver.support.ui import WebDriverWait

from test_disposable import join

ALARM = {
    "title": "Nap starts at 2:00 PM", "body": "Time to wind down.", "url": "/sleep", "tag": "sleep.start.nap@2026-11-29",
    "requireInteraction": True,
    "actions": [
        {"action": "start", "title": "Start", "post": "/sleep/push/x/sleep.start.nap/start?expires=1&signature=x"},
        {"action": "snooze", "title": "Snooze (10 min)", "post": "/sleep/push/x/sleep.start.nap/snooze?expires=1&signature=x"},
    ],
}


def worker_session(driver):
    """A DevTools session on our service worker, to run script in it."""
    deadline = time.time() + 10
    while time.time() < deadline:
        for target in driver.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]:
            if target["type"] == "service_worker":
                return driver.execute_cdp_cmd("Target.attachToTarget", {"targetId": target["targetId"], "flatten": False})["sessionId"]
        time.sleep(0.1)
    raise AssertionError("no service worker")


def in_worker(driver, session, script):
    message = json.dumps({"id": 1, "method": "Runtime.evaluate", "params": {"expression": script}})
    driver.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": message})


def notifications(driver):
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) => done(list.map((n) => ({
          title: n.title, body: n.body, tag: n.tag, actions: n.actions.map((a) => a.action), data: n.data,
          requireInteraction: n.requireInteraction }))));
    """)


def deliver(driver, base, payload):
    """Hands `payload` to our service worker as a push; the registration's id is found by trying
    the few a fresh profile has (the protocol names it only in events Selenium does not surface)."""
    driver.execute_cdp_cmd("ServiceWorker.enable", {})
    errors = []
    for registration in range(0, 200):
        try:
            driver.execute_cdp_cmd("ServiceWorker.deliverPushMessage", {
                "origin": base, "registrationId": str(registration), "data": json.dumps(payload)})
        except Exception as error:  # noqa: BLE001 - not this registration
            errors.append(str(error)[:200])
            continue
        try:
            WebDriverWait(driver, 1).until(lambda d: notifications(d))
            return registration
        except Exception:  # noqa: BLE001
            continue
    raise AssertionError(f"no registration took the push: {errors[:3]}")


def test_settings_explain_notifications_and_a_pushed_alarm_shows_and_answers(person, server):
    # setup: signed in, notifications allowed for the site, the service worker ready
    person.register()
    person.driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server, "permissions": ["notifications"]})
    person.open("/settings")
    person.driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[arguments.length - 1](true))")
    WebDriverWait(person.driver, 10).until(lambda d: d.execute_script(
        "return !document.getElementById('push-enable').hidden || !document.getElementById('push-status').hidden"))
    text = person.text()
    assert "NOTIFICATIONS" in text and "Send a test notification" in text and "No device receives notifications yet." in text
    assert "Turn on notifications on this device" in text
    person.screenshot("push-settings-light-en")

    # act: a push arrives
    person.driver.execute_script("""
        window.pushMessages = [];
        navigator.serviceWorker.addEventListener("message", (event) => window.pushMessages.push(event.data));
    """)
    deliver(person.driver, server, ALARM)
    # check: shown with its title, body, tag and buttons, the buttons' paths kept for the click
    (shown,) = notifications(person.driver)
    assert shown["title"] == ALARM["title"] and shown["tag"] == ALARM["tag"] and shown["requireInteraction"]
    assert shown["actions"][:2] == ["start", "snooze"] and shown["data"]["url"] == "/sleep"
    assert shown["data"]["posts"]["snooze"] == ALARM["actions"][1]["post"]

    # act: Snooze pressed on the notification
    session = worker_session(person.driver)
    in_worker(person.driver, session, """
        self.registration.getNotifications().then(([notification]) =>
          self.dispatchEvent(new NotificationEvent("notificationclick", { notification, action: "snooze" })));
    """)
    # check: the worker called the button's API path (this unsigned link is refused) and told the open page
    WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return window.pushMessages.length > 0"))
    message = person.driver.execute_script("return window.pushMessages[0]")
    assert message == {"type": "suite:push-action", "path": ALARM["actions"][1]["post"], "ok": False}, message
    assert notifications(person.driver) == []


def test_settings_on_an_iphone_outside_the_home_screen_say_to_add_it_first(person, server):
    person.register()
    real = person.driver.execute_script("return navigator.userAgent")
    person.driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {
        "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                     "Version/18.1 Mobile/15E148 Safari/604.1"})
    try:
        person.open("/settings")
        WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return !document.getElementById('push-status').hidden"))
        assert "Add to Home Screen" in person.text()
        assert not person.driver.execute_script("return document.getElementById('push-enable').hidden === false")
        person.screenshot("push-settings-ios-light-en")
    finally:
        person.driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": real})


def test_an_alarm_pushed_while_today_is_in_front_rings_in_the_page_and_its_notification_is_silent(person, server):
    # setup: PolySleep started, notifications allowed, Today in front with its service worker
    person.register()
    person.driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server, "permissions": ["notifications"]})
    person.open("/sleep")
    person.driver.find_element("css selector", 'li[data-template="biphasicE1"] button[type="submit"]').click()
    WebDriverWait(person.driver, 10).until(lambda d: d.current_url.endswith("/sleep"))
    person.driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[arguments.length - 1](true))")
    # act: the nap's reminder arrives as a push (a chain the page's own plan has not rung)
    deliver(person.driver, server, ALARM)
    # check: one ring, the page's: the sheet shows the pushed alarm with its buttons, the notification is silent
    WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return document.getElementById('alarm-sheet')?.open === true"))
    sheet = person.driver.find_element("id", "alarm-sheet")
    assert ALARM["title"] in sheet.text and [b.text for b in sheet.find_elements("tag name", "button")] == ["Start", "Snooze (10 min)"]
    (shown,) = person.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) => done(list.map((n) => ({ tag: n.tag, silent: n.silent }))));
    """)
    assert shown == {"tag": ALARM["tag"], "silent": True}, shown
    person.screenshot("push-alarm-in-front-light-en")


# Headless Chromium has no push service: its PushManager is stood in for by one that answers a
# subscription on the endpoint the test server allows (conftest: PUSH_ENDPOINT_HOSTS), with a
# real P-256 key and auth secret so the server's checks pass.
FAKE_PUSH_MANAGER = """
(() => {
  const endpoint = "http://127.0.0.1:9/push/guest-browser";
  const KEY = "test.push.subscription";  // the browser keeps its subscription across pages, as a real one does
  const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  const wrap = (json) => json && { endpoint: json.endpoint, toJSON: () => json,
                                   unsubscribe: async () => { localStorage.removeItem(KEY); return true; } };
  const saved = () => wrap(JSON.parse(localStorage.getItem(KEY) ?? "null"));
  PushManager.prototype.getSubscription = async function () { return saved(); };
  PushManager.prototype.subscribe = async function () {
    if (saved()) return saved();
    const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    const keys = { p256dh: b64(await crypto.subtle.exportKey("raw", pair.publicKey)), auth: b64(crypto.getRandomValues(new Uint8Array(16))) };
    localStorage.setItem(KEY, JSON.stringify({ endpoint, expirationTime: null, keys }));
    return saved();
  };
})();
"""


def api(server, method, path, payload=None, token=None):
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(server + path, data=json.dumps(payload).encode() if payload is not None else None,
                                     method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read().decode())


def test_a_guest_without_an_account_asks_to_hear_of_the_reveal_and_the_page_says_it_will(person, server):
    # setup: Margaret's event reveals its photos tomorrow (made through the API); this browser
    # joins as a guest without an account, notifications allowed
    token = api(server, "POST", "/api/auth/register",
                {"email": f"margaret-{uuid.uuid4().hex[:8]}@example.com", "password": "long enough password"})["token"]
    consent = {"termsVersion": api(server, "GET", "/api/disposable/info", token=token)["termsVersion"], "accepted": True}
    event = api(server, "POST", "/api/disposable/events", {
        "name": "Reunion", "organizerName": "Margaret", "durationHours": 24, "shotsPerPerson": 5, "reveal": "later",
        "language": "en", "consent": consent}, token=token)
    path = urllib.parse.urlsplit(event["joinURL"]).path
    driver = person.driver
    stub = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_PUSH_MANAGER})["identifier"]
    try:
        driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": server, "permissions": ["notifications"]})
        join(person, path, "Ayşe")
        person.open(path + "/gallery")
        driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[arguments.length - 1](true))")
        enable = driver.find_element("css selector", "[data-notify-enable]")
        WebDriverWait(driver, 10).until(lambda _: enable.is_displayed())
        assert "Notify me when the photos are revealed" in person.text()
        assert not driver.find_element("css selector", "[data-notify-disable]").is_displayed()  # nothing to stop yet
        # act
        enable.click()
        # check: the server took the subscription and the page says so, in place of the button
        status = driver.find_element("css selector", "[data-notify-status]")
        WebDriverWait(driver, 10).until(lambda _: status.is_displayed())
        assert status.text == "This device will get a notification when the photos are revealed.", status.text
        assert not enable.is_displayed() and driver.find_element("css selector", "[data-notify-disable]").is_displayed()
        person.screenshot("disposable-guest-notify-light-en")
        # The guest settings know it too (the same device, the same event).
        person.open(path + "/settings")
        WebDriverWait(driver, 10).until(lambda d: d.find_element("css selector", "[data-notify-status]").is_displayed())
        assert "This device will get a notification when the photos are revealed." in person.text()
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": stub})
