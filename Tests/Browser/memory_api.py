"""Memory Recap test data through the JSON API, from inside a signed-in page."""
import json


def add_entry(person, metadata, photo=None):
    """Saves an entry through the JSON API with the page's session and CSRF token, as the
    outbox does (the add sheet's own walk is test_memory.py's); returns the new entry's id."""
    status = person.driver.execute_async_script("""
        const [metadata, photo, done] = arguments;
        const body = new FormData();
        body.append("metadata", new Blob([JSON.stringify(metadata)], { type: "application/json" }));
        if (photo) {
          const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
          body.append("file", new Blob([bytes], { type: "image/jpeg" }), "ferry.jpg");
        }
        const csrf = document.querySelector("[data-csrf]").dataset.csrf;
        fetch("/api/entries", { method: "POST", headers: { "X-CSRF-Token": csrf }, body })
          .then((r) => r.text().then((t) => done([r.status, t])), (e) => done([0, String(e)]));""",
        metadata, photo)
    assert status[0] == 201, status
    return json.loads(status[1])["id"]
