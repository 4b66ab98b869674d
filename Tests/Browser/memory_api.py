"""Memory Recap test data through the JSON API, from inside a signed-in page."""
import json


def add_entry(person, metadata, photo=None, wav=None):
    """Saves an entry through the JSON API with the page's session and CSRF token, as the
    outbox does (the add sheet's own walk is test_memory.py's); returns the new entry's id.
    `photo` (JPEG) and `wav` (a voice diary's recording) are base64."""
    status = person.driver.execute_async_script("""
        const [metadata, photo, wav, done] = arguments;
        const body = new FormData();
        body.append("metadata", new Blob([JSON.stringify(metadata)], { type: "application/json" }));
        if (photo) {
          const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
          body.append("file", new Blob([bytes], { type: "image/jpeg" }), "ferry.jpg");
        }
        if (wav) {
          const bytes = Uint8Array.from(atob(wav), (c) => c.charCodeAt(0));
          body.append("file", new Blob([bytes], { type: "audio/wav" }), "diary.wav");
        }
        const csrf = document.querySelector("[data-csrf]").dataset.csrf;
        fetch("/api/entries", { method: "POST", headers: { "X-CSRF-Token": csrf }, body })
          .then((r) => r.text().then((t) => done([r.status, t])), (e) => done([0, String(e)]));""",
        metadata, photo, wav)
    assert status[0] == 201, status
    return json.loads(status[1])["id"]


def entry_titled(person, title):
    """The signed-in person's entry called `title`, as the JSON API answers it."""
    status = person.driver.execute_async_script("""
        const [title, done] = arguments;
        const csrf = document.querySelector("[data-csrf]").dataset.csrf;
        fetch(`/api/entries?q=${encodeURIComponent(title)}`, { headers: { Accept: "application/json", "X-CSRF-Token": csrf } })
          .then((r) => r.text().then((t) => done([r.status, t])), (e) => done([0, String(e)]));""", title)
    assert status[0] == 200, status
    return next(entry for entry in json.loads(status[1])["items"] if entry.get("title") == title)


def served_photo_position(person, url):
    """What the app's own EXIF reader finds in the photo file `url` serves: the position or None,
    with the file's length."""
    return person.driver.execute_async_script("""
        const [url, done] = arguments;
        Promise.all([import("/js/shared/exif-position.js"), fetch(url).then((r) => r.blob())])
          .then(async ([{ exifPosition }, blob]) => done([await exifPosition(blob), blob.size]),
                (e) => done(["error", String(e)]));""", url)
