"""A Disposable guest's launch (issue 13): from opening the QR link on Chrome's "Fast 3G" profile
to a live viewfinder, goal < 3 s, first visit (empty cache, the join form sent at once: the
person's typing is not the page's time) and returning visit. Headless Chromium at 390x844 with
the fake camera, the network throttled through the DevTools protocol."""
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

# Chrome DevTools' "Fast 3G" preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up.
FAST_3G = {"offline": False, "latency": 562.5, "downloadThroughput": 180_000, "uploadThroughput": 84_375}


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=390,844",
                 "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def viewfinder_live(driver):
    return driver.execute_script("""
        const video = document.querySelector('[data-camera-video]');
        return !!video && video.readyState >= 2 && !video.closest('[hidden]');
    """)


def timed_launch(driver, join_url, first_visit):
    start = time.monotonic()
    driver.get(join_url)
    if first_visit:
        driver.find_element(By.NAME, "displayName").send_keys("Margaret")
        driver.find_element(By.NAME, "consent").click()
        driver.find_element(By.CSS_SELECTOR, "form.form-card button[type=submit]").click()
    WebDriverWait(driver, 30, poll_frequency=0.02).until(viewfinder_live)
    return time.monotonic() - start


def guest_launch(base, join_path, verdict):
    driver = browser()
    try:
        origin = base.rstrip("/")
        driver.get(origin + "/healthz")
        # The camera is allowed for the site, as after the first "Allow": the timing is the page's.
        driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["videoCapture"]})
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", FAST_3G)
        first = timed_launch(driver, origin + join_path, first_visit=True)
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
        returning = min(timed_launch(driver, origin + join_path, first_visit=False) for _ in range(3))
    finally:
        driver.quit()
    print(f"{'guest launch, Fast 3G, first visit':40} {first * 1000:8.0f} ms (QR link -> join -> live viewfinder)")
    print(f"{'guest launch, Fast 3G, returning':40} {returning * 1000:8.0f} ms (QR link -> live viewfinder)")
    verdict("QR link to a live viewfinder on Fast 3G < 3 s", first < 3 and returning < 3)
