"""The summary page's "Share as Image" as a person uses it at 390x844: choose a layout, press
Share Image, and the browser downloads the recap (headless Chromium has no Web Share API, so the
plain form's download is what runs). The file must be a real PNG of the layout's size; the page is
checked in en and tr, light and dark (MemoryBackendTests' RecapImageAPITests covers the API)."""
import pathlib
import struct
import tempfile
import time

from selenium.webdriver.common.by import By

from memory_api import add_entry


def downloaded(folder, timeout=60):
    """The first finished download in `folder`. Chromium writes `.crdownload` until done, and
    first reserves the final name as an empty file, so a file only counts once no `.crdownload`
    is left and it has bytes."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        entries = list(pathlib.Path(folder).iterdir())
        files = [p for p in entries if not p.name.endswith(".crdownload") and p.stat().st_size > 0]
        if files and not any(p.name.endswith(".crdownload") for p in entries):
            return files[0]
        time.sleep(0.2)
    raise AssertionError("nothing was downloaded")


def png_size(data):
    """Width and height from a PNG's IHDR chunk, after checking the signature."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", data[:8]
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_share_as_image_downloads_the_recap_png(person):
    # setup: a month with a few memories
    person.register()
    person.open("/memory?welcomed=1")
    for day, title in ((3, "Vapur"), (4, "Kahvaltı"), (9, "Konser")):
        add_entry(person, {"kind": "text", "title": title, "text": "Güzel bir gün.", "tags": ["İstanbul"],
                           "occurredAt": f"2025-03-{day:02d}T10:00:00Z", "utcOffsetSeconds": 10800})
    folder = tempfile.mkdtemp(prefix="recap-download-")
    person.driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
    person.open("/memory/summary?year=2025&month=3")
    form = person.driver.find_element(By.CSS_SELECTOR, "form[data-recap-image]")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", form)
    person.screenshot("memory-recap-image-en-light")
    # act: the default layout is the story
    person.press("Share Image", navigates=False)
    story = downloaded(folder)
    # check
    assert story.name == "memory-recap-2025-03-story.png"
    assert png_size(story.read_bytes()) == (1080, 1920)
    # the square layout, chosen on the segmented picker
    story.unlink()
    person.driver.find_element(By.CSS_SELECTOR, 'input[name="template"][value="square"]').find_element(By.XPATH, "..").click()
    person.press("Share Image", navigates=False)
    square = downloaded(folder)
    assert png_size(square.read_bytes()) == (1080, 1080)
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    person.screenshot("memory-recap-image-en-dark")
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    # Turkish, light and dark
    person.set_preferences("tr", "light")
    person.open("/memory/summary?year=2025&month=3")
    assert "Görsel Olarak Paylaş" in person.text() or "GÖRSEL OLARAK PAYLAŞ" in person.text()
    form = person.driver.find_element(By.CSS_SELECTOR, "form[data-recap-image]")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", form)
    person.screenshot("memory-recap-image-tr-light")
    person.set_preferences("tr", "dark")
    person.open("/memory/summary?year=2025&month=3")
    person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                                 person.driver.find_element(By.CSS_SELECTOR, "form[data-recap-image]"))
    person.screenshot("memory-recap-image-tr-dark")
