"""Web Push end to end: a real `suite serve` (SQLite, its clock pinned through SUITE_CLOCK_FILE)
delivers to a push service on loopback (push_service.py), which decrypts every body with
`http-ece` and verifies every VAPID token with `py-vapid`.

One server for the module (and one restart in the kill -9 test); each test has its own account.
SpaceNasa's proxy reads Launch Library 2 from Tests/Browser/fake_ll2.py, whose `changes` slip a launch.
No sleeps: every wait polls with a deadline.
"""
import datetime
import html
import http.cookiejar
import json
import pathlib
import re
import sqlite3
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from zoneinfo import ZoneInfo

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PySupport"))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Browser"))
from fake_ll2 import FakeLL2, _iso  # noqa: E402
from push_service import Device, PushService  # noqa: E402
from server_clock import ServerClock, next_wall_time  # noqa: E402
from suite_server import SuiteServer, eventually, free_port  # noqa: E402

ISTANBUL = ZoneInfo("Europe/Istanbul")


class Person:
    """A signed-in browser without JavaScript: session cookie, forms with their CSRF token, and
    the JSON API with the session and `X-CSRF-Token` (as the suite's pages call it)."""

    def __init__(self, server):
        self.base = server.base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.csrf = ""
        self.email = f"{uuid.uuid4().hex[:10]}@example.com"
        self.form("/account/register", {"email": self.email, "password": "long enough pw"})
        self.page("/settings")  # the signed-in session's CSRF token

    def call(self, method, path, body=None, headers=None):
        request = urllib.request.Request(self.base + path, data=body, method=method, headers=headers or {})
        try:
            with self.opener.open(request, timeout=30) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def page(self, path):
        status, text = self.call("GET", path)
        found = re.search(r'name="_csrf" value="([^"]+)"', text)
        if found:
            self.csrf = html.unescape(found.group(1))
        return status, text

    def form(self, path, fields):
        """Posts a form from its page (the CSRF token of the last page opened) and follows the redirect."""
        if not self.csrf:
            self.page(path)
        body = urllib.parse.urlencode({**fields, "_csrf": self.csrf}).encode()
        status, text = self.call("POST", path, body, {"Content-Type": "application/x-www-form-urlencoded"})
        found = re.search(r'name="_csrf" value="([^"]+)"', text)
        if found:
            self.csrf = html.unescape(found.group(1))
        return status, text

    def api(self, method, path, payload=None):
        body = json.dumps(payload).encode() if payload is not None else None
        status, text = self.call(method, path, body, {"Content-Type": "application/json", "Accept": "application/json",
                                                      "X-CSRF-Token": self.csrf})
        return status, (json.loads(text) if text else None)

    def set_time_zone(self, zone):
        """The browser's zone, as suite.js reports it (the `suite_tz` cookie)."""
        host = urllib.parse.urlsplit(self.base).hostname
        self.jar.set_cookie(http.cookiejar.Cookie(0, "suite_tz", zone, None, False, host, False, False, "/", True, False,
                                                  None, False, None, None, {}))

    def bearer(self, method, path, payload=None):
        """The JSON API as a native client calls it: a bearer token from /api/auth/login."""
        if not hasattr(self, "token"):
            status, text = self.call("POST", "/api/auth/login", json.dumps({"email": self.email, "password": "long enough pw"}).encode(),
                                     {"Content-Type": "application/json"})
            assert status == 200, text
            self.token = json.loads(text)["token"]
        body = json.dumps(payload).encode() if payload is not None else None
        status, text = self.call(method, path, body, {"Content-Type": "application/json", "Accept": "application/json",
                                                      "Authorization": f"Bearer {self.token}"})
        return status, (json.loads(text) if text else None)

    def subscribe(self, device):
        status, answer = self.api("POST", "/api/push/subscriptions", device.subscription)
        assert status == 201, answer
        return answer


@pytest.fixture(scope="module")
def service():
    push = PushService()
    yield push
    push.close()


@pytest.fixture(scope="module")
def ll2():
    """Launch Library 2 on loopback (Tests/Browser/fake_ll2.py), for SpaceNasa's reminders."""
    fake = FakeLL2().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def world(tmp_path_factory, service, ll2):
    root = tmp_path_factory.mktemp("push")
    data = root / "data"
    data.mkdir()
    clock = ServerClock(root / "clock")
    clock.reset()
    env = {"PUSH_ENDPOINT_HOSTS": f"127.0.0.1:{service.port}", "SUITE_CLOCK_FILE": str(clock.clock_file),
           "LL2_BASE_URL": ll2.base + "/2.2.0/", "LL2_REQUESTS_PER_HOUR": "500"}
    server = SuiteServer(data, free_port(), env)
    state = {"server": server, "clock": clock, "data": data, "env": env}
    yield state
    state["server"].stop()


def rows(data, where="1=1"):
    with sqlite3.connect(f"file:{data / 'suite.sqlite'}?mode=ro", uri=True) as db:
        return db.execute(f"SELECT occurrence, state FROM push_scheduled WHERE {where}").fetchall()


def test_a_test_push_decrypts_with_http_ece_and_its_vapid_token_verifies(world, service):
    # setup
    person = Person(world["server"])
    device = Device(service, "test-" + uuid.uuid4().hex[:6])
    status, key = person.api("GET", "/api/push/key")
    assert status == 200 and len(key["vapidPublicKey"]) == 87
    person.subscribe(device)
    # act
    status, answer = person.api("POST", "/api/push/test")
    # check
    assert status == 202 and answer == {"devices": 1}
    (received,) = service.wait_for(device.name)
    message = device.open(received)
    assert message["title"] == "Notifications work" and message["url"] == "/settings", message
    assert f"k={key['vapidPublicKey']}" in received.headers["Authorization"]
    print("decrypted by http-ece:", json.dumps(message))


def test_endpoints_elsewhere_are_refused_with_the_reason(world, service):
    person = Person(world["server"])
    device = Device(service, "refused")
    for endpoint, reason in [("http://127.0.0.1:9/push/x", "https"), ("https://example.com/push", "not a known push service"),
                             ("https://localhost.push.apple.com.invalid/x", "not a known push service")]:
        status, problem = person.api("POST", "/api/push/subscriptions", {**device.subscription, "endpoint": endpoint})
        assert status == 422 and problem["code"] == "endpoint_refused" and reason in problem["detail"], problem


def start_sleep(person, clock):
    """Biphasic E1 in Istanbul: its 14:00 nap rings the start reminder at 13:55, the wake alarm at 14:20."""
    clock.pin(next_wall_time("Europe/Istanbul", 13, 40))
    person.page("/sleep/welcome")
    status, _ = person.form("/sleep/welcome", {"template": "biphasicE1", "timeZone": "Europe/Istanbul"})
    assert status == 200


def test_an_alarm_rings_at_its_minute_snoozes_from_its_button_and_a_moved_one_replaces_the_queued(world, service):
    # setup: PolySleep started, then this device subscribed (the plan is queued for it)
    clock = world["clock"]
    person = Person(world["server"])
    start_sleep(person, clock)
    device = Device(service, "sleep-" + uuid.uuid4().hex[:6])
    person.page("/settings")
    person.subscribe(device)
    nap_day = clock.now().strftime("%Y-%m-%d")
    assert ("sleep.start.nap@" + nap_day, "queued") in rows(world["data"])

    # act: 13:55 arrives
    clock.pin(clock.now().replace(hour=13, minute=55, second=0))
    (reminder,) = service.wait_for(device.name)
    message = device.open(reminder)
    # check: the start reminder, with its buttons, delivered at its minute
    assert "Nap" in message["title"] and message["url"] == "/sleep", message
    buttons = {action["action"]: action for action in message["actions"]}
    assert set(buttons) == {"start", "snooze", "cancel"} and "10" in buttons["snooze"]["title"], buttons
    assert reminder.headers["Urgency"] == "high"

    # act: Snooze pressed on the notification (the service worker posts the signed link, no cookies)
    status, answer = world["server"].request("POST", buttons["snooze"]["post"], headers={"Accept": "application/json"})
    assert status == 200 and json.loads(answer)["open"] is False, answer
    clock.advance(seconds=10 * 60 + 2)
    _, snoozed = service.wait_for(device.name, 2)
    # check: the snooze rings ten minutes later and replaces the reminder on the device (same tag)
    again = device.open(snoozed)
    assert again["tag"] == message["tag"] and "Nap" in again["title"], again

    # act: Start from the snoozed notification
    start = {a["action"]: a for a in again["actions"]}["start"]["post"]
    status, answer = world["server"].request("POST", start, headers={"Accept": "application/json"})
    # check: the nap runs (the action opens Today) and its wake alarm waits for 20 minutes after the start
    assert status == 200 and json.loads(answer)["open"] is True, answer
    assert ("sleep.wake.nap@" + nap_day, "queued") in rows(world["data"])
    _, today = person.page("/sleep")
    assert 'id="awake-button"' in today


def test_a_moved_alarm_replaces_the_queued_one(world, service):
    # setup: the 13:55 start reminder queued for Istanbul
    clock = world["clock"]
    person = Person(world["server"])
    start_sleep(person, clock)
    device = Device(service, "moved-" + uuid.uuid4().hex[:6])
    person.page("/settings")
    person.subscribe(device)
    reminder = "sleep.start.nap@" + clock.now().strftime("%Y-%m-%d")
    assert (reminder, "queued") in rows(world["data"])
    # act: the account moves to London, where the nap's 14:00 is 17:00 in Istanbul
    person.page("/sleep/alarms")
    status, _ = person.form("/sleep/timezone", {"timeZone": "Europe/London"})
    assert status == 200
    # check: nothing rings at the old 13:55 (a test push queued after it is the first to arrive)...
    clock.pin(clock.now().replace(hour=13, minute=56))
    person.api("POST", "/api/push/test")
    (marker,) = service.wait_for(device.name)
    assert device.open(marker)["title"] == "Notifications work"
    eventually(lambda: not rows(world["data"], "state = 'sending'"), what="no delivery in flight")
    assert (reminder, "queued") in rows(world["data"])
    # ...and the same reminder rings at 13:55 London time, once
    clock.pin(clock.now().replace(hour=16, minute=55, second=1))
    _, moved = service.wait_for(device.name, 2)
    assert "Nap" in device.open(moved)["title"]
    assert len(service.to(device.name)) == 2


def test_a_gone_device_is_deleted_and_a_busy_service_is_retried_after_its_retry_after(world, service):
    # setup: two devices of one account, one the service no longer knows, one it rate-limits once
    person = Person(world["server"])
    gone, busy = Device(service, "gone-" + uuid.uuid4().hex[:6]), Device(service, "busy-" + uuid.uuid4().hex[:6])
    person.page("/settings")
    person.subscribe(gone)
    person.subscribe(busy)
    service.scripts[f"/push/{gone.name}"] = [(410, {})]
    service.scripts[f"/push/{busy.name}"] = [(429, {"Retry-After": "2"})]
    # act
    person.api("POST", "/api/push/test")
    refused, delivered = service.wait_for(busy.name, 2)
    # check: 410 drops the subscription; 429 is retried no sooner than Retry-After, once
    status, devices = person.api("GET", "/api/push/subscriptions")
    assert status == 200 and [d["deviceName"] for d in devices["items"]] == [devices["items"][0]["deviceName"]]
    assert len(devices["items"]) == 1
    assert delivered.at - refused.at >= 2 - 0.1
    assert busy.open(delivered)["title"] == "Notifications work"
    assert len(service.to(gone.name)) == 1


def test_no_push_is_sent_twice_after_a_kill_9(world, service):
    # setup: one device whose push service holds the answer to the next push
    person = Person(world["server"])
    device = Device(service, "crash-" + uuid.uuid4().hex[:6])
    person.page("/settings")
    person.subscribe(device)
    person.api("POST", "/api/push/test")
    (first,) = service.wait_for(device.name)          # delivered and recorded
    eventually(lambda: all(state == "sent" for _, state in rows(world["data"], "occurrence LIKE 'suite.test.%'")),
               what="the first push recorded as sent")
    service.scripts[f"/push/{device.name}"] = ["hold"]
    person.api("POST", "/api/push/test")
    _, held = service.wait_for(device.name, 2)        # the POST is in flight...
    # act: ...and the server dies before it hears the answer; it comes back on the same data
    world["server"].kill()
    service.released.set()
    world["server"] = SuiteServer(world["data"], world["server"].port, world["env"])
    world["clock"].advance(61)                        # past the claim's lease
    # check: the one in flight is sent again, with the same Topic (it replaces the first copy);
    # the one recorded as delivered never is
    _, _, resent = service.wait_for(device.name, 3)
    assert resent.headers["Topic"] == held.headers["Topic"] != first.headers["Topic"]
    eventually(lambda: all(state == "sent" for _, state in rows(world["data"], "occurrence LIKE 'suite.test.%'")),
               what="every push recorded as sent")
    assert len(service.to(device.name)) == 3


def test_memory_reminder_rings_at_its_minute_in_the_account_zone_and_a_moved_one_replaces_the_queued(world, service):
    # setup: an Istanbul browser at 10:00 there, this device subscribed, the reminder set for 10:05
    clock = world["clock"]
    clock.pin(next_wall_time("Europe/Istanbul", 10, 0))
    person = Person(world["server"])
    person.set_time_zone("Europe/Istanbul")
    device = Device(service, "memory-" + uuid.uuid4().hex[:6])
    person.subscribe(device)
    person.page("/memory/settings")
    person.form("/memory/settings/reminder", {"time": "10:05"})
    day = clock.now().strftime("%Y-%m-%d")
    assert ("memory.reminder@" + day, "queued") in rows(world["data"])
    # act: the reminder moves to 10:10
    person.page("/memory/settings")
    person.form("/memory/settings/reminder", {"time": "10:10"})
    # check: nothing rings at 10:06 (a test push queued then is the first to arrive)...
    clock.pin(clock.now().replace(hour=10, minute=6))
    person.api("POST", "/api/push/test")
    (marker,) = service.wait_for(device.name)
    assert device.open(marker)["title"] == "Notifications work"
    # ...and 10:10 Istanbul time rings the reminder, once, opening the add page
    clock.pin(clock.now().replace(hour=10, minute=10, second=1))
    _, reminder = service.wait_for(device.name, 2)
    message = device.open(reminder)
    assert message["title"] == "Keep today's memory" and message["url"] == "/memory/new", message
    # the rolling plan: tomorrow's is queued once today's is sent
    tomorrow = (clock.now() + datetime.timedelta(days=1)).strftime("%Y-%m-%d")
    eventually(lambda: ("memory.reminder@" + tomorrow, "queued") in rows(world["data"]), what="tomorrow's reminder queued")
    assert len(service.to(device.name)) == 2


def guest_call(server, token, method, path, payload=None):
    """The Disposable API as a guest without an account calls it: a participant token, or none to join."""
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    body = json.dumps(payload).encode() if payload is not None else None
    request = urllib.request.Request(server.base + path, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read().decode()
            return response.status, (json.loads(text) if text else None)
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read().decode() or "null")


def test_disposable_reveal_reaches_the_subscribed_guest_and_the_organizer_hears_the_end_an_hour_ahead(world, service):
    # setup: an organizer's two-hour event revealing its photos half an hour after the end; a guest
    # with an account joins, and one without (a name and a participant token, issue 35); each has
    # a subscribed device
    clock = world["clock"]
    clock.pin(datetime.datetime.now(ISTANBUL).replace(microsecond=0))
    organizer, guest = Person(world["server"]), Person(world["server"])
    organizer_device, guest_device = Device(service, "organizer-" + uuid.uuid4().hex[:6]), Device(service, "guest-" + uuid.uuid4().hex[:6])
    organizer.subscribe(organizer_device)
    guest.subscribe(guest_device)
    _, info = organizer.bearer("GET", "/api/disposable/info")
    consent = {"termsVersion": info["termsVersion"], "accepted": True}
    start = clock.now().astimezone(datetime.timezone.utc)
    status, event = organizer.bearer("POST", "/api/disposable/events", {
        "name": "Deniz & Can", "organizerName": "Deniz", "durationHours": 2, "reveal": "later",
        "revealAt": _iso(start + datetime.timedelta(hours=2, minutes=30)), "language": "en", "consent": consent})
    assert status == 201, event
    status, joined = guest.bearer("POST", f"/api/disposable/invitations/{event['shortCode']}/join",
                                  {"displayName": "Ayşe", "consent": consent})
    assert status == 201, joined
    status, anonymous = guest_call(world["server"], None, "POST", f"/api/disposable/invitations/{event['shortCode']}/join",
                                   {"displayName": "Mert", "consent": consent})
    assert status == 201, anonymous
    anonymous_device = Device(service, "anonymous-" + uuid.uuid4().hex[:6])
    status, plan = guest_call(world["server"], anonymous["participantToken"], "PUT",
                              f"/api/disposable/events/{event['id']}/me/push", anonymous_device.subscription)
    assert status == 200 and plan["notifiesAt"] == event["revealAt"], plan
    # act: an hour before the end
    clock.pin(clock.now() + datetime.timedelta(hours=1, seconds=2))
    (ending,) = service.wait_for(organizer_device.name)
    # check: the organizer hears it, on the event's page
    message = organizer_device.open(ending)
    assert message["title"] == "Deniz & Can ends in 1 hour" and message["url"] == f"/disposable/events/{event['id']}", message
    # act: the reveal time
    clock.pin(clock.now() + datetime.timedelta(hours=1, minutes=30))
    (revealed,) = service.wait_for(guest_device.name)
    _, organizer_revealed = service.wait_for(organizer_device.name, 2)
    (anonymous_revealed,) = service.wait_for(anonymous_device.name)
    # check: the guest's opens the gallery, the organizer's the event; nothing else was sent
    message = guest_device.open(revealed)
    assert message["title"] == "The photos of Deniz & Can are here" and message["url"].endswith("/gallery"), message
    assert organizer_device.open(organizer_revealed)["url"] == f"/disposable/events/{event['id']}"
    assert len(service.to(guest_device.name)) == 1
    message = anonymous_device.open(anonymous_revealed)
    join_token = event["joinURL"].rstrip("/").split("/")[-1]
    assert message["title"] == "The photos of Deniz & Can are here" and message["url"] == f"/e/{join_token}/gallery", message
    assert len(service.to(anonymous_device.name)) == 1


def test_a_launch_reminder_moves_with_its_net_after_a_notice_and_rings_an_hour_ahead(world, service, ll2):
    # setup: real time; an upcoming launch three hours ahead (fake_ll2.py), reminded on its page
    clock = world["clock"]
    clock.pin(datetime.datetime.now(ISTANBUL))
    person = Person(world["server"])
    device = Device(service, "launch-" + uuid.uuid4().hex[:6])
    person.subscribe(device)
    launch = ll2.launch(0, False)
    net = datetime.datetime.fromisoformat(launch["net"].replace("Z", "+00:00"))
    status, _ = person.page(f"/launches/launch/{launch['id']}")
    assert status == 200
    status, page = person.form(f"/launches/launch/{launch['id']}/remind", {"reminded": "1"})
    assert status == 200 and "You will be reminded of this launch." in page
    hour_ahead = f"launches.remind.launch-{launch['id']}-3600"
    assert (hour_ahead, "queued") in rows(world["data"])
    # act: LL2 slips the launch by an hour; the proxy sees it when the page asks past the cache's lifetime
    ll2.changes[launch["id"]] = {"net": _iso(net + datetime.timedelta(hours=1))}
    clock.advance(minutes=16)
    person.page(f"/launches/launch/{launch['id']}")
    # check: the notice arrives at once, opening the launch
    (notice,) = service.wait_for(device.name)
    message = device.open(notice)
    assert message["title"] == f"{launch['name']} has a new time" and message["url"] == f"/launches/launch/{launch['id']}", message
    # ...nothing rings at the old T−1 h (a test push queued then is the next to arrive)...
    clock.pin(net - datetime.timedelta(hours=1) + datetime.timedelta(seconds=1))
    person.api("POST", "/api/push/test")
    _, marker = service.wait_for(device.name, 2)
    assert device.open(marker)["title"] == "Notifications work"
    # ...and the new T−1 h does
    clock.pin(net + datetime.timedelta(seconds=1))
    _, _, reminder = service.wait_for(device.name, 3)
    assert device.open(reminder)["title"] == f"{launch['name']} launches in 1 hour"
    assert reminder.headers["Urgency"] == "high"
