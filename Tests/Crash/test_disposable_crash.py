"""`kill -9` during a Disposable upload at each point of the media commit, then a restart on the
same data directory: no photo row without its original, no original without its row, nothing
left in staging, and no shot spent on a photo that was not stored.

Reuses the media crash harness (the server's test hook stops it at a named point).
"""
import json
import threading
import sqlite3
import uuid

from test_media_crash import COMMITTED, PHOTO, POINTS, Server, _uuid, free_port

TERMS = {"termsVersion": "2026-11-23", "accepted": True}


def upload(server, event_id, token):
    boundary = uuid.uuid4().hex
    metadata = json.dumps({"clientPhotoId": str(uuid.uuid4())}).encode()
    body = b"".join([
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
        f"Content-Type: application/json\r\n\r\n".encode(), metadata, b"\r\n",
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"shot.jpg\"\r\n"
        f"Content-Type: image/jpeg\r\n\r\n".encode(), PHOTO, b"\r\n",
        f"--{boundary}--\r\n".encode(),
    ])
    headers = {"Content-Type": f"multipart/form-data; boundary={boundary}", "Authorization": f"Bearer {token}"}
    return server.request("POST", f"/api/disposable/events/{event_id}/photos", body, headers)


def snapshot(data_dir, event_id):
    media = data_dir / "media"
    staging = sorted(p.name for p in (media / ".staging").iterdir()) if (media / ".staging").exists() else []
    folder = media / event_id.lower()
    originals = {f.name for f in folder.iterdir() if len(f.name) == 36} if folder.exists() else set()
    db = sqlite3.connect(f"file:{data_dir / 'suite.sqlite'}?mode=ro", uri=True)
    try:
        rows = {_uuid(photo) for (photo,) in db.execute("SELECT id FROM disposable_photos")}
        shots = db.execute("SELECT COALESCE(SUM(shots_used), 0) FROM disposable_participants").fetchone()[0]
        pending = db.execute("SELECT COUNT(*) FROM media_pending").fetchone()[0]
    finally:
        db.close()
    return {"staging": staging, "originals": originals, "rows": rows, "shots": shots, "pending": pending}


def assert_agreement(state):
    assert state["staging"] == [], f"staging not empty: {state['staging']}"
    assert state["pending"] == 0, "a pending commit was left unfinished"
    assert state["originals"] == state["rows"], f"files {state['originals']} vs rows {state['rows']}"
    assert state["shots"] == len(state["rows"]), f"{state['shots']} shots spent for {len(state['rows'])} photos"


def test_kill_during_a_disposable_upload_then_restart(tmp_path):
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    port = free_port()
    event_id = guest = None
    stored = 0
    for point in POINTS:
        server = Server(data_dir, port, pause_at=point)
        if event_id is None:
            organizer = server.sign_in("organizer@example.com")
            event = server.api("POST", "/api/disposable/events", organizer,
                        {"name": "Crash party", "organizerName": "Sarah", "consent": TERMS})
            event_id = event["id"]
            code = event["joinURL"].rsplit("/", 1)[1]
            guest = server.api("POST", f"/api/disposable/invitations/{code}/join", None,
                        {"displayName": "Ali", "consent": TERMS})["participantToken"]
        assert_agreement(snapshot(data_dir, event_id))  # what the previous crash left, repaired
        thread = threading.Thread(target=lambda: _quietly(upload, server, event_id, guest), daemon=True)
        thread.start()
        server.wait_for_hook(point)
        server.kill()
        stored += point in COMMITTED
        before = snapshot(data_dir, event_id)
        assert len(before["rows"]) == stored, f"{point}: {before}"
        assert before["shots"] == stored, f"{point}: a shot is spent only with its photo: {before}"

    server = Server(data_dir, port)
    try:
        after = snapshot(data_dir, event_id)
        assert_agreement(after)
        assert len(after["rows"]) == stored
        status, _ = upload(server, event_id, guest)
        assert status == 201
        assert_agreement(snapshot(data_dir, event_id))
    finally:
        server.stop()


def _quietly(function, *arguments):
    try:
        function(*arguments)
    except OSError:
        pass  # the server is killed under it
