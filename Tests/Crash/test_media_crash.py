"""Kills a real `suite serve` process (kill -9) at each point of a photo upload, restarts it on the
same data directory and checks that the media store and the database agree: no file without a
row, no row without a file, nothing left in staging, no pending commit left over.

The server stops at a named point through its test hook (SUITE_TEST_HOOK_PAUSE_AT, see
ServerCore's CrashTestHook): deterministic, no timing guesses. Loopback only; SQLite.
"""
import json
import pathlib
import sqlite3
import sys
import threading
import time
import uuid

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PySupport"))
from suite_server import ROOT, SuiteServer, free_port  # noqa: E402

PHOTO = (ROOT / "Tests" / "MemoryBackendTests" / "Fixtures" / "DSCN0010.jpg").read_bytes()

# In the order an upload passes them; after the commit the entry must survive the crash. The file
# is in place before its rows commit (a job or a viewer that reads the row finds the file), so a
# crash at media.placed or media.transaction leaves a file no row owns, for the restart to remove.
POINTS = ["media.staging", "media.staged", "media.pending", "media.placed", "media.transaction", "media.committed"]
COMMITTED = {"media.committed"}


class Server(SuiteServer):
    """A `suite serve` that can stop at a named point of an upload (its test hook)."""

    def __init__(self, data_dir, port, pause_at=None):
        self.marker = data_dir.parent / "hook-reached"
        if self.marker.exists():
            self.marker.unlink()
        hook = dict(SUITE_TEST_HOOK_PAUSE_AT=pause_at, SUITE_TEST_HOOK_MARKER=str(self.marker)) if pause_at else {}
        super().__init__(data_dir, port, hook)

    def wait_for_hook(self, point, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.marker.exists() and self.marker.read_text() == point:
                return
            time.sleep(0.02)
        raise AssertionError(f"the upload never reached {point}")

    def upload(self, token, name):
        boundary = uuid.uuid4().hex
        metadata = json.dumps({"kind": "photo", "utcOffsetSeconds": 0}).encode()
        body = b"".join([
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
            f"Content-Type: application/json\r\n\r\n".encode(), metadata, b"\r\n",
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
            f"Content-Type: image/jpeg\r\n\r\n".encode(), PHOTO, b"\r\n",
            f"--{boundary}--\r\n".encode(),
        ])
        headers = {"Content-Type": f"multipart/form-data; boundary={boundary}", "Authorization": f"Bearer {token}"}
        return self.request("POST", "/api/entries", body, headers)

    def upload_in_background(self, token, name):
        def send():
            try:
                self.upload(token, name)
            except OSError:
                pass  # the server is killed under it
        thread = threading.Thread(target=send, daemon=True)
        thread.start()
        return thread


def _uuid(value):
    """SQLite keeps UUIDs as 16-byte blobs or as text, depending on who wrote them."""
    return str(uuid.UUID(bytes=value)) if isinstance(value, bytes) and len(value) == 16 else str(uuid.UUID(str(value)))


def snapshot(data_dir):
    """What the store and the database hold, read while no server writes."""
    media = data_dir / "media"
    staging = sorted(p.name for p in (media / ".staging").iterdir()) if (media / ".staging").exists() else []
    files = set()
    if media.exists():
        for owner in media.iterdir():
            if owner.name != ".staging" and owner.is_dir():
                files |= {(owner.name, f.name) for f in owner.iterdir()}
    db = sqlite3.connect(f"file:{data_dir / 'suite.sqlite'}?mode=ro", uri=True)
    try:
        rows = {(_uuid(user), _uuid(media_id)) for media_id, user in db.execute("SELECT id, user_id FROM memory_entry_media")}
        entries = db.execute("SELECT COUNT(*) FROM memory_entries").fetchone()[0]
        pending = db.execute("SELECT COUNT(*) FROM media_pending").fetchone()[0]
    finally:
        db.close()
    return {"staging": staging, "files": files, "rows": rows, "entries": entries, "pending": pending}


def assert_agreement(state):
    originals = {(owner, key) for owner, key in state["files"] if "-" in key and not key.endswith(".jpg")}
    thumbnails = {(owner, key.rsplit("-", 1)[0]) for owner, key in state["files"] if key.endswith(".jpg")}
    assert state["staging"] == [], f"staging not empty: {state['staging']}"
    assert state["pending"] == 0, "a pending upload was left behind"
    assert originals == state["rows"], f"files {originals} vs rows {state['rows']}"
    assert thumbnails <= state["rows"], f"thumbnails without a row: {thumbnails - state['rows']}"


def test_kill_during_an_upload_at_every_point_then_restart(tmp_path):
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    port = free_port()
    expected_entries = 0
    for point in POINTS:
        server = Server(data_dir, port, pause_at=point)
        assert_agreement(snapshot(data_dir))  # what the previous crash left, after reconciliation
        token = server.sign_in("crash@example.com")
        server.upload_in_background(token, f"{point}.jpg")
        server.wait_for_hook(point)
        server.kill()
        before = snapshot(data_dir)
        # The kill happened where it should: the state a restart has to repair.
        unowned = {(owner, key) for owner, key in before["files"] if "-" in key and not key.endswith(".jpg")} - before["rows"]
        if point in ("media.staging", "media.staged"):
            assert before["staging"] and before["pending"] == 0 and not unowned, before
        if point == "media.pending":
            assert before["staging"] and before["pending"] == 1 and not unowned, before
        if point in ("media.placed", "media.transaction"):
            assert not before["staging"] and before["pending"] == 1 and len(unowned) == 1, before
        if point == "media.committed":
            assert not before["staging"] and before["pending"] == 0 and not unowned, before
        expected_entries += point in COMMITTED
        assert before["entries"] == expected_entries, f"{point}: {before}"

    server = Server(data_dir, port)
    try:
        after = snapshot(data_dir)
        assert_agreement(after)
        assert after["entries"] == expected_entries == len(after["rows"])
        # And the server still takes uploads normally.
        status, _ = server.upload(server.sign_in("crash@example.com"), "after.jpg")
        assert status == 201
        assert_agreement(snapshot(data_dir))
    finally:
        server.stop()
