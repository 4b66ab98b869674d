"""One Chromium per test worker, handed to each test as if it were new (conftest's `browser`).

Starting Chromium for every test cost about 1.1 CPU-seconds plus its quit, 74 times a run, on
the two cores that `make test` has. So each worker keeps one browser, and before every test
`clean_slate` takes away whatever the last test left in it:

- its tabs: the test gets a new one and every other is closed. What a test sets through the
  DevTools protocol on its tab lives and dies with that tab: network conditions (and the service
  worker sessions `Person.set_network` attached through it), emulated media, time zone,
  geolocation, touch, extra headers, download folder, the pinned clock's and axe's scripts;
- cookies, the HTTP cache, and the storage of every origin it saw (localStorage, IndexedDB,
  cache storage, service workers...: Storage.clearDataForOrigin with "all");
- permissions granted or refused (Browser.setPermission is browser-wide), and the download
  behaviour (Page.setDownloadBehavior applies to the whole browser context);
- the window size (a new tab inherits the last one's: a test may make it 1920x1080).

A browser that cannot be cleaned (it crashed, or a dialog holds it) is quit and replaced.
People a test adds (`new_browser()` for a guest) still get a browser of their own.
"""
import urllib.parse
import warnings

from selenium import webdriver
from selenium.common.exceptions import WebDriverException

import accessibility

WINDOW = (390, 844)


def _origin(url):
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") else None


class Chrome(webdriver.Chrome):
    """Chrome that remembers the origins it was sent to, whose storage the next test must not see."""

    def __init__(self, *args, **kwargs):
        self.origins = set()
        super().__init__(*args, **kwargs)

    def get(self, url):
        self.origins.add(_origin(url))
        super().get(url)


def clean_slate(driver):
    """Leaves `driver` as a new browser would be: one blank tab at 390x844, nothing stored."""
    # Pages a click led to and service workers count too (Target.getTargets lists every tab's).
    targets = driver.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]
    origins = (driver.origins | {_origin(target["url"]) for target in targets}) - {None}
    old_tabs = driver.window_handles
    driver.switch_to.new_window("tab")
    tab = driver.current_window_handle
    for handle in old_tabs:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(tab)
    accessibility.forget_page_scripts(driver)
    # Browser-wide state, now that no page of the last test is left to hold on to it.
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    for origin in sorted(origins):
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    driver.execute_cdp_cmd("Browser.resetPermissions", {})
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "default"})
    driver.set_window_size(*WINDOW)
    driver.origins.clear()


class WorkerBrowser:
    """The worker's one browser: `take()` gives it to a test with a clean slate."""

    def __init__(self, start):
        self.start = start
        self.driver = None

    def take(self):
        if self.driver is not None:
            try:
                clean_slate(self.driver)
            except WebDriverException as error:
                warnings.warn(f"the worker's browser could not be cleaned, a new one starts: {error}")
                self.quit()
        if self.driver is None:
            self.driver = self.start()
        return self.driver

    def quit(self):
        driver, self.driver = self.driver, None
        if driver is not None:
            try:
                driver.quit()
            except WebDriverException:
                pass
