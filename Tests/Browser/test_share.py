"""Memory's public share page as a stranger opens it: the suite's shell and design system, the
reader's language, Markdown rendered with raw HTML shown as text, a photo fitted to the screen."""
import json
import pathlib
import time
import urllib.request
import uuid

from selenium.webdriver.common.by import By

FIXTURE = pathlib.Path(__file__).resolve().parents[1] / "MemoryBackendTests" / "Fixtures" / "DSCN0010.jpg"


def api(base, path, token=None, body=None, content_type="application/json"):
    headers = {"Content-Type": content_type}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = body if isinstance(body, bytes) or body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, headers=headers, method="POST" if data else "GET")
    # A photo is fully decoded before it is stored: generous on a busy 2-core machine (debug build).
    return json.load(urllib.request.urlopen(request, timeout=60))


def create_entry(base, token, metadata, files=()):
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
            f"Content-Type: application/json\r\n\r\n{json.dumps(metadata)}\r\n").encode()
    for name, data in files:
        body += (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
                 f"Content-Type: image/jpeg\r\n\r\n").encode() + data + b"\r\n"
    body += f"--{boundary}--\r\n".encode()
    return api(base, "/api/entries", token, body, f"multipart/form-data; boundary={boundary}")


def share(base, token, entry_id):
    link = api(base, "/api/share-links", token, {"target": "entry", "entryId": entry_id})
    return "/s/" + link["url"].rsplit("/", 1)[1]


def test_shared_text_entry_in_english_and_turkish(person, server):
    token = api(server, "/api/auth/register", body={"email": f"s-{uuid.uuid4().hex[:8]}@example.com",
                                                    "password": "correct horse battery"})["token"]
    markdown = ("# A day in İstanbul\n\nWe walked **along the Bosphorus** and had *simit*.\n\n"
                "- ferry to Kadıköy\n- [the museum](https://example.com/museum)\n\n"
                "<script>document.title = 'owned'</script> and a very long line " + "x" * 300)
    entry = create_entry(server, token, {"kind": "text", "title": "İstanbul weekend", "text": markdown,
                                         "tags": ["travel"], "isPrivate": False})
    path = share(server, token, entry["id"])

    person.open(path)
    assert person.driver.title.startswith("İstanbul weekend")
    assert person.driver.find_element(By.CSS_SELECTOR, ".markdown strong").text == "along the Bosphorus"
    assert "<script>" in person.driver.find_element(By.CSS_SELECTOR, ".markdown").text, "raw HTML reads as typed text"
    link = person.driver.find_element(By.CSS_SELECTOR, ".markdown a")
    assert link.get_attribute("rel") == "noopener nofollow"
    assert person.driver.execute_script("return document.documentElement.scrollWidth") <= 390, "nothing runs off-screen"
    person.screenshot("share-01-text-en-light")

    person.driver.delete_all_cookies()
    person.driver.execute_cdp_cmd("Network.enable", {})
    person.driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": "tr-TR,tr;q=0.9"}})
    person.open(path)
    assert person.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "tr"
    assert "Memory Recap ile paylaşıldı" in person.text()
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    person.screenshot("share-02-text-tr-dark")


def test_shared_photo_fits_the_screen_and_expired_links_say_so(person, server):
    token = api(server, "/api/auth/register", body={"email": f"p-{uuid.uuid4().hex[:8]}@example.com",
                                                    "password": "correct horse battery"})["token"]
    entry = create_entry(server, token, {"kind": "photo", "title": "Toscana", "utcOffsetSeconds": 3600},
                         [("g.jpg", FIXTURE.read_bytes())])
    path = share(server, token, entry["id"])
    deadline = time.time() + 30  # the thumbnail job makes the shared (GPS-free) copy
    while not api(server, "/api/shared/" + path.rsplit("/", 1)[1])["entry"]["media"][0]["url"]:
        assert time.time() < deadline, "the shared photo never got its thumbnail"
        time.sleep(0.2)

    person.open(path)
    photo = person.driver.find_element(By.CSS_SELECTOR, ".shared-photo img")
    person.driver.execute_script("return arguments[0].decode()", photo)
    width = person.driver.execute_script("return arguments[0].getBoundingClientRect().width", photo)
    assert 0 < width <= 390 - 2 * 16 + 1, f"the photo is {width}px wide in a 390px screen"
    person.screenshot("share-03-photo-en-light")

    person.open("/s/not-a-real-token")
    assert "Link Not Found" in person.text()
    person.screenshot("share-04-not-found-en-light")
