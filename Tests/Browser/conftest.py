"""Browser tests drive the real server in headless Chromium, as a person would.

One server per test session, so one per worker when `make test` runs two at a time (its own
temporary data directory, free loopback port, fake Launch Library and pinned clock); each test gets
a browser as good as new at an iPhone-sized 390x844 viewport: its worker's one Chromium, wiped
clean before each test (browser_session.py). Screenshots go to test-artifacts/browser/.
Every page a test reaches through `Person` (or `wait_for_new_page`) and every screenshot passes
the accessibility gate (accessibility.py: axe-core, light and dark, no serious or critical issue).
"""
import contextlib
import importlib.resources
import json
import os
import pathlib
import socket
import subprocess
import tempfile
import time
import urllib.request
import uuid

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import accessibility
import browser_session
from fake_ll2 import FakeLL2
from pinned_clock import PinnedClock

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "browser"


def _detached(error):
    """Chromium reports a node of a page that is gone either as stale or, since v15x, as
    'does not belong to the document'; both mean the same thing to a test."""
    return isinstance(error, StaleElementReferenceException) or "does not belong to the document" in str(error)


def wait_for_new_page(driver, old_page, timeout=10):
    """Waits until `old_page` (the previous <html> element) has been replaced by navigation."""
    def gone(_):
        try:
            old_page.is_enabled()
            return False
        except WebDriverException as error:
            if _detached(error):
                return True
            raise
    WebDriverWait(driver, timeout).until(gone)
    accessibility.audit(driver)


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _binary():
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    return pathlib.Path(bin_path) / "suite"


@pytest.fixture(scope="session")
def fake_ll2():
    """Launch Library 2 as SpaceNasa's proxy sees it, on loopback (fake_ll2.py)."""
    fake = FakeLL2().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="session")
def server_clock_file():
    """The file the test server reads its clock offset from (pinned_clock.py writes it)."""
    path = pathlib.Path(tempfile.mkdtemp(prefix="suite-clock-")) / "offset"
    path.write_text("0")
    return path


@contextlib.contextmanager
def running_server(fake_ll2, clock_file, **extra_env):
    """The built server on a free loopback port with its own data directory, healthy, until the
    block ends; `extra_env` adds settings (a mail server, a lower limit) for one module's tests."""
    port = _free_port()
    data_dir = tempfile.mkdtemp(prefix="suite-browser-")
    # BCRYPT_COST=4: most tests create an account, and at the production cost each one took the
    # debug server 0.65 s of CPU that the other browser and the other steps of `make test` need.
    env = dict(os.environ, SUITE_DATA_DIR=data_dir, PORT=str(port), HOST="127.0.0.1", LOG_LEVEL="warning",
               SUITE_CLOCK_FILE=str(clock_file), BCRYPT_COST="4",
               LL2_BASE_URL=fake_ll2.base + "/2.2.0/", LL2_REQUESTS_PER_HOUR="500",
               LAUNCHES_MAP_TILE_URL=fake_ll2.base + "/tiles/{z}/{x}/{y}.png",
               MEMORY_MAP_TILE_URL=fake_ll2.base + "/tiles/{z}/{x}/{y}.png",
               # A push endpoint tests may subscribe (headless Chromium reaches no push service:
               # test_push.py stands in for its PushManager); nothing listens there.
               PUSH_ENDPOINT_HOSTS="127.0.0.1:9", **extra_env)
    env.pop("DATABASE_URL", None)
    if "SMTP_URL" not in extra_env:
        env.pop("SMTP_URL", None)
    log = open(pathlib.Path(data_dir) / "server.log", "w")
    process = subprocess.Popen([str(_binary()), "serve"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            if urllib.request.urlopen(base + "/healthz", timeout=1).status == 200:
                break
        except OSError:
            time.sleep(0.2)
        if process.poll() is not None:
            raise RuntimeError("server exited early: " + open(log.name).read())
    else:
        process.kill()
        raise RuntimeError("server did not become healthy in 60 s")
    try:
        yield base
    finally:
        process.terminate()
        process.wait(timeout=30)


@pytest.fixture(scope="session")
def server(fake_ll2, server_clock_file):
    with running_server(fake_ll2, server_clock_file) as base:
        yield base


def new_browser():
    """A headless Chromium at an iPhone-sized viewport, with fake camera and microphone."""
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=390,844",
                 "--force-device-scale-factor=1", "--lang=en-US",
                 # Chromium's fake camera and microphone, granted without a prompt (a secure
                 # context on 127.0.0.1): what the camera and recorder modules are tested with.
                 "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-US,en"})
    driver = browser_session.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(*browser_session.WINDOW)
    driver.implicitly_wait(2)
    return driver


@pytest.fixture(scope="session")
def worker_browser():
    worker = browser_session.WorkerBrowser(new_browser)
    yield worker
    worker.quit()


@pytest.fixture()
def browser(worker_browser):
    """The worker's Chromium with nothing left of the last test (browser_session.py)."""
    return worker_browser.take()


def _is_displayed_atom():
    """Selenium's own `is_displayed` (the isDisplayed atom it runs in the page), as a function."""
    return importlib.resources.files("selenium.webdriver.remote").joinpath("isDisplayed.js").read_text()


# Person.press's search in one round trip (reading `.text` and `.is_displayed()` of every button
# and link cost two each): the first button or link in the page whose rendered text, trimmed,
# reads arguments[0] (no-break spaces read as spaces, as in WebDriver's element text) and that
# Selenium would call displayed. A person scrolls a control out from under the fixed bars before
# tapping it; WebDriver clicks one that is merely inside the viewport, bars or not. Returns the
# control and the page's root (for wait_for_new_page), or null.
_FIND_CONTROL = """
const displayed = (%s);
for (const element of document.querySelectorAll('button, a')) {
  if (element.innerText.replace(/\\u00a0/g, ' ').trim() !== arguments[0] || !displayed(element)) continue;
  element.scrollIntoView({block: 'center'});
  return [element, document.documentElement];
}
return null;
""" % _is_displayed_atom()


class Person:
    """What a user does on the site, in words a test can read."""

    def __init__(self, driver, base):
        self.driver = driver
        self.base = base
        self._worker_sessions = {}   # service worker target id → DevTools session (set_network)

    def open(self, path):
        self.driver.get(self.base + path)
        accessibility.audit(self.driver)

    def fill(self, name, value):
        field = self.driver.find_element(By.NAME, name)
        field.clear()
        field.send_keys(value)

    def press(self, text, navigates=True):
        """Clicks the visible button or link reading `text`; waits for the next page if it navigates.

        Scripts may re-render the page while we look (a list filtering as you type), and a page
        may still be settling after the last navigation, so a node that went stale is looked up
        again rather than failing the test.
        """
        for _ in range(5):
            try:
                found = self.driver.execute_script(_FIND_CONTROL, text)
                if found is None:
                    raise AssertionError(f"no visible button or link reads {text!r}")
                element, page = found
                element.click()
            except WebDriverException as error:
                if not _detached(error):
                    raise
                time.sleep(0.1)
                continue
            if navigates:
                wait_for_new_page(self.driver, page)
            return
        raise AssertionError(f"the button or link reading {text!r} kept being replaced")

    def pull_to_refresh(self):
        """A finger pulls the page down from the top and lets go (touch emulation must be on);
        whether the pull indicator showed, armed, just before the finger lifted."""
        def touch(kind, y):
            self.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
                "type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": 195, "y": y}]})
        touch("touchStart", 160)
        for y in range(180, 480, 30):
            touch("touchMove", y)
        armed = self.driver.execute_script(
            "const mark = document.querySelector('[data-pull-indicator]'); return !mark.hidden && mark.classList.contains('is-armed')")
        touch("touchEnd", 480)
        return armed

    def choose(self, name, value, navigates=False):
        """Picks a radio choice (a segment); `navigates` when the choice applies at once."""
        choice = self.driver.find_element(By.CSS_SELECTOR, f'input[name="{name}"][value="{value}"]')
        if choice.is_selected():
            return
        page = self.driver.find_element(By.TAG_NAME, "html")
        choice.click()
        if navigates:
            wait_for_new_page(self.driver, page)

    def set_preferences(self, language, theme):
        """Settings apply a choice the moment it is made, as on iOS."""
        self.open("/settings")
        self.choose("language", language, navigates=True)
        self.choose("theme", theme, navigates=True)

    def set_network(self, online):
        """Cuts or restores the network (DevTools protocol). A service worker is a target of its
        own, whose fetches the page's conditions do not reach: it gets the same conditions
        through a session attached to it."""
        commands = [("Network.enable", {}), ("Network.emulateNetworkConditions", {
            "offline": not online, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})]
        for method, params in commands:
            self.driver.execute_cdp_cmd(method, params)
        for target in self.driver.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]:
            if target["type"] != "service_worker":
                continue
            # One session per worker, reused: each session keeps its own conditions, so going
            # online through a second session would leave the first one's "offline" in force.
            session = self._worker_sessions.get(target["targetId"])
            if session is None:
                session = self.driver.execute_cdp_cmd(
                    "Target.attachToTarget", {"targetId": target["targetId"], "flatten": False})["sessionId"]
                self._worker_sessions[target["targetId"]] = session
            for number, (method, params) in enumerate(commands):
                message = json.dumps({"id": number, "method": method, "params": params})
                self.driver.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": message})

    def text(self):
        return self.driver.find_element(By.TAG_NAME, "body").text

    def screenshot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.driver.save_screenshot(str(path))
        accessibility.audit(self.driver)
        return path

    def register(self, email=None, password="correct horse battery"):
        email = email or f"user-{uuid.uuid4().hex[:8]}@example.com"
        self.open("/account/register")
        self.fill("email", email)
        self.fill("password", password)
        self.press("Create account")
        return email


@pytest.fixture()
def person(browser, server):
    return Person(browser, server)


@pytest.fixture()
def pinned_clock(browser, server, server_clock_file):
    """The browser's and the server's clocks as one, for tests where time matters
    (pinned_clock.py); put back to the real time after the test."""
    clock = PinnedClock(browser, server_clock_file)
    yield clock
    clock.reset()
