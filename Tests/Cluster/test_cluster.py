"""The deployed topology, tested: `scripts/cluster up` (PostgreSQL, the S3 store, two `suite serve`
instances, nginx in front) and everything through nginx unless a test needs one instance.

One cluster for the whole file (starting one costs seconds); the tests run in file order and the
last one kills an instance. No sleeps: every wait polls a condition with a deadline.
"""
import concurrent.futures
import json
import os
import pathlib
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid

import pytest
import requests

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PySupport"))
from suite_server import ROOT, binary, eventually  # noqa: E402

PHOTO = (ROOT / "Tests" / "MemoryBackendTests" / "Fixtures" / "DSCN0010.jpg").read_bytes()
TERMS = {"termsVersion": "2026-11-23", "accepted": True}
JPEG_MAGIC = b"\xff\xd8\xff"


def run_cluster(*args):
    return subprocess.run([str(ROOT / "scripts" / "cluster"), *args], cwd=ROOT, check=True, capture_output=True,
                          text=True, env=dict(os.environ, SUITE_BIN=str(binary("suite")), CLUSTER_PORT="0",
                                              LOG_LEVEL="warning", BCRYPT_COST="4"))


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    if os.environ.get("MEDIA_STORE", "s3") == "s3" and not (ROOT / "scripts" / "seaweedfs").exists():
        pytest.skip("the cluster's S3 store needs scripts/seaweedfs")
    folder = tmp_path_factory.mktemp("cluster")
    try:
        run_cluster("up", str(folder))
    except subprocess.CalledProcessError as error:
        run_cluster("down", str(folder))
        raise AssertionError(f"scripts/cluster up failed: {error.stderr}")
    info = json.loads((folder / "cluster.json").read_text())
    info["dir"] = folder
    yield info
    run_cluster("down", str(folder))


def register(base, email):
    answer = requests.post(f"{base}/api/auth/register", json={"email": email, "password": "long enough pw"}, timeout=30)
    assert answer.status_code == 201, answer.text
    return answer.json()["token"]


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def multipart(metadata):
    boundary = uuid.uuid4().hex
    body = b"".join([
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
        f"Content-Type: application/json\r\n\r\n".encode(), json.dumps(metadata).encode(), b"\r\n",
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"shot.jpg\"\r\n"
        f"Content-Type: image/jpeg\r\n\r\n".encode(), PHOTO, b"\r\n",
        f"--{boundary}--\r\n".encode(),
    ])
    return body, f"multipart/form-data; boundary={boundary}"


def new_event(base, organizer, shots=27):
    answer = requests.post(f"{base}/api/disposable/events", headers=bearer(organizer), timeout=30,
                           json={"name": "Cluster party", "organizerName": "Sarah", "consent": TERMS,
                                 "shotsPerPerson": shots})
    assert answer.status_code == 201, answer.text
    event = answer.json()
    code = event["joinURL"].rsplit("/", 1)[1]
    joined = requests.post(f"{base}/api/disposable/invitations/{code}/join", timeout=30,
                           json={"displayName": "Ali", "consent": TERMS})
    assert joined.status_code == 201, joined.text
    return event["id"], joined.json()["participantToken"]


def shoot(base, event_id, guest, client_photo_id, upload=None):
    """One shot; `upload` (a multipart body and its type) resends a retry's exact bytes."""
    body, content_type = upload or multipart({"clientPhotoId": client_photo_id})
    return requests.post(f"{base}/api/disposable/events/{event_id}/photos", data=body, timeout=60,
                         headers={**bearer(guest), "Content-Type": content_type})


def new_entry(base, token, key, upload=None):
    body, content_type = upload or multipart({"kind": "photo", "utcOffsetSeconds": 0})
    return requests.post(f"{base}/api/entries", data=body, timeout=60,
                         headers={**bearer(token), "Content-Type": content_type, "Idempotency-Key": key})


def photos(base, event_id, token):
    answer = requests.get(f"{base}/api/disposable/events/{event_id}/photos?limit=100", headers=bearer(token), timeout=30)
    assert answer.status_code == 200, answer.text
    return answer.json()


def jpegs_on_disk(cluster):
    """Every media file an instance keeps on its own disk (there should be none)."""
    found = []
    for instance in cluster["instances"]:
        for path in pathlib.Path(instance["dataDir"]).rglob("*"):
            if path.is_file() and path.stat().st_size > 1000:
                with open(path, "rb") as file:
                    if file.read(3) == JPEG_MAGIC:
                        found.append(str(path))
    return found


def s3(cluster, path="", signed=True):
    store = cluster["s3"]
    sign = ["--aws-sigv4", f"aws:amz:{store['region']}:s3", "--user",
            f"{store['accessKeyId']}:{store['secretAccessKey']}"] if signed else []
    result = subprocess.run(["curl", "-s", "-w", "\n%{http_code}", *sign, f"{store['endpoint']}/{store['bucket']}{path}"],
                            capture_output=True, text=True, timeout=30)
    body, _, status = result.stdout.rpartition("\n")
    return int(status), body


def test_memory_and_disposable_media_go_to_the_bucket_not_to_an_instance(cluster):
    base = cluster["url"]
    # setup
    token = register(base, "ada@example.com")
    organizer = register(base, "sarah@example.com")
    event_id, guest = new_event(base, organizer)
    # act: through nginx, so the two requests of each kind land on both instances
    entries = [new_entry(base, token, str(uuid.uuid4())) for _ in range(2)]
    shots = [shoot(base, event_id, guest, str(uuid.uuid4())) for _ in range(2)]
    # check
    assert [answer.status_code for answer in entries + shots] == [201] * 4, [a.text for a in entries + shots]
    # An instance decodes a photo from a working copy it deletes once the derivatives are made
    # (`media-copies`): none may stay.
    eventually(lambda: jpegs_on_disk(cluster) == [], what="no media kept on an instance once its derivatives are made")
    if cluster["s3"] is None:
        pytest.skip("MEDIA_STORE=local: the bucket checks need scripts/seaweedfs")
    status, listing = s3(cluster, "?list-type=2")
    assert status == 200
    for shot in shots:
        assert shot.json()["id"].lower() in listing.lower()
    unsigned_list, _ = s3(cluster, "?list-type=2", signed=False)
    unsigned_put = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "PUT", "--data", "x",
                                   f"{cluster['s3']['endpoint']}/{cluster['s3']['bucket']}/anonymous"],
                                  capture_output=True, text=True, timeout=30).stdout
    assert unsigned_list in (401, 403)
    assert int(unsigned_put) in (401, 403)


def test_thirty_parallel_shots_on_a_ten_shot_roll_store_exactly_ten_across_instances(cluster):
    base = cluster["url"]
    # setup
    organizer = register(base, "limit@example.com")
    event_id, guest = new_event(base, organizer, shots=10)
    # act
    with concurrent.futures.ThreadPoolExecutor(max_workers=30) as pool:
        answers = list(pool.map(lambda _: shoot(base, event_id, guest, str(uuid.uuid4())), range(30)))
    # check
    statuses = sorted(answer.status_code for answer in answers)
    assert statuses.count(201) == 10, statuses
    assert set(statuses) <= {201, 409}, [a.text for a in answers if a.status_code not in (201, 409)]
    assert photos(base, event_id, organizer)["totalCount"] == 10


class Stream:
    """An SSE stream read on a thread: (id, type, photoId, arrival time) of each event."""

    def __init__(self, url, token, last_event_id=None):
        headers = {**bearer(token), "Accept": "text/event-stream"}
        if last_event_id:
            headers["Last-Event-ID"] = str(last_event_id)
        self.response = requests.get(url, headers=headers, stream=True, timeout=(5, 30))
        assert self.response.status_code == 200, self.response.text
        self.events = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        current = {}
        try:
            for line in self.response.iter_lines(decode_unicode=True):
                if line.startswith("id:"):
                    current["id"] = int(line[3:].strip())
                elif line.startswith("event:"):
                    current["type"] = line[6:].strip()
                elif line.startswith("data:"):
                    current["data"] = json.loads(line[5:].strip())
                elif line == "" and current:
                    data = current.get("data") or {}
                    self.events.append((current.get("id"), current.get("type"),
                                        str((data.get("photo") or {}).get("id") or data.get("photoId") or "").lower(),
                                        time.monotonic()))
                    current = {}
        except (requests.RequestException, AttributeError, ValueError):
            pass  # closed

    def arrival(self, photo_id, kind="photo.added"):
        return next((at for _, type_, photo, at in self.events if photo == photo_id.lower() and type_ == kind), None)

    def close(self):
        self.response.close()


def test_a_viewer_on_one_instance_hears_the_other_and_resumes_through_nginx(cluster):
    first, second = (instance["url"] for instance in cluster["instances"])
    # setup: the guest watches on the second instance
    organizer = register(cluster["url"], "live@example.com")
    event_id, guest = new_event(cluster["url"], organizer)
    stream = Stream(f"{second}/api/disposable/events/{event_id}/stream", guest)
    # act: a shot stored by the first instance
    sent = time.monotonic()
    answer = shoot(first, event_id, guest, str(uuid.uuid4()))
    assert answer.status_code == 201, answer.text
    photo_id = answer.json()["id"]
    arrived = eventually(lambda: stream.arrival(photo_id), 5, "the shot reached the other instance's stream")
    # check
    assert arrived - sent < 1.0 + 0.5, f"{arrived - sent:.2f} s from the upload's start"  # the upload itself included
    # act: the viewer's connection ends; two more shots; it comes back through nginx
    last_id = max(event_id_ for event_id_, *_ in stream.events if event_id_ is not None)
    stream.close()
    missed = [shoot(first, event_id, guest, str(uuid.uuid4())).json()["id"] for _ in range(2)]
    resumed = Stream(f"{cluster['url']}/api/disposable/events/{event_id}/stream", guest, last_event_id=last_id)
    # check: nothing missed
    eventually(lambda: all(resumed.arrival(photo) for photo in missed), 10, "the resumed stream replayed what it missed")
    resumed.close()


def test_sign_out_on_one_instance_ends_the_session_on_the_other(cluster):
    first, second = (instance["url"] for instance in cluster["instances"])
    # setup: a browser signs in on the first instance; its cookie works on the second
    register(cluster["url"], "web@example.com")
    browser = requests.Session()
    page = browser.get(f"{first}/account/login", timeout=30).text
    csrf = page.split('name="_csrf" value="', 1)[1].split('"', 1)[0]
    signed_in = browser.post(f"{first}/account/login", allow_redirects=False, timeout=30,
                             data={"email": "web@example.com", "password": "long enough pw", "_csrf": csrf})
    assert signed_in.status_code == 303, signed_in.text[:300]
    assert browser.get(f"{second}/account/password", allow_redirects=False, timeout=30).status_code == 200
    # act
    page = browser.get(f"{first}/account/password", timeout=30).text
    csrf = page.split('name="_csrf" value="', 1)[1].split('"', 1)[0]
    signed_out = browser.post(f"{first}/account/logout", data={"_csrf": csrf}, allow_redirects=False, timeout=30)
    # check: the second instance no longer knows the session, at once
    assert signed_out.status_code == 303
    after = browser.get(f"{second}/account/password", allow_redirects=False, timeout=30)
    assert after.status_code == 303 and "/account/login" in after.headers["Location"]


def test_kill_9_of_one_instance_mid_traffic_loses_nothing_and_stores_nothing_twice(cluster):
    base = cluster["url"]
    victim = cluster["instances"][0]
    # setup
    organizer = register(base, "crash@example.com")
    event_id, guest = new_event(base, organizer, shots=40)
    token = register(base, "diary@example.com")
    shots = [str(uuid.uuid4()) for _ in range(24)]
    keys = [str(uuid.uuid4()) for _ in range(12)]
    killed = threading.Event()

    def until_stored(send):
        """A phone's retry loop: the same idempotency key until the server answers 2xx."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                answer = send()
                if answer.status_code in (200, 201):
                    return answer.json()["id"]
                # nginx's answer for a request its instance died under; or the twin of this
                # retry still running on the other instance.
                in_use = answer.status_code == 409 and "idempotency_key_in_use" in answer.text
                assert answer.status_code in (502, 503, 504) or in_use, (answer.status_code, answer.text)
            except requests.ConnectionError:
                pass
        raise AssertionError("a request never succeeded through nginx")

    def kill_soon():
        # Mid-traffic: once a few answers came back, the first instance dies without a word.
        eventually(lambda: len(done) >= 6, 60, "traffic started")
        os.kill(victim["pid"], signal.SIGKILL)
        killed.set()

    done = []
    # act
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        killer = threading.Thread(target=kill_soon, daemon=True)
        killer.start()
        # A phone resends the very same request: the same bytes, the same key.
        futures = [pool.submit(until_stored, lambda c=c, u=multipart({"clientPhotoId": c}): shoot(base, event_id, guest, c, u))
                   for c in shots]
        futures += [pool.submit(until_stored, lambda k=k, u=multipart({"kind": "photo", "utcOffsetSeconds": 0}):
                                new_entry(base, token, k, u)) for k in keys]
        for future in concurrent.futures.as_completed(futures):
            done.append(future.result())
        killer.join(timeout=60)
    assert killed.is_set()
    # check: every shot once, every entry once
    listed = photos(base, event_id, organizer)
    assert listed["totalCount"] == len(shots)
    entries = requests.get(f"{base}/api/entries", headers=bearer(token), timeout=30).json()
    assert entries["total"] == len(keys)
    # act: the killed instance starts again on its data directory
    restarted_at = time.monotonic()
    run_cluster("restart", str(cluster["dir"]), "1")
    # check: every photo is ready soon (jobs the dead instance held are taken back), and the
    # restart swept nothing it should keep: every original still served
    eventually(lambda: all(photo["status"] == "ready" for photo in photos(base, event_id, organizer)["items"]),
               20, "every photo ready after the restart")
    assert time.monotonic() - restarted_at < 20
    restarted = cluster["instances"][0]["url"]
    for photo in photos(restarted, event_id, organizer)["items"]:
        for variant in ("original", "display", "thumbnail"):
            url = photo["files"][variant]
            served = requests.get(url if url.startswith("http") else base + url, timeout=30)
            assert served.status_code == 200 and served.content[:3] == JPEG_MAGIC, (variant, served.status_code)
    assert photos(base, event_id, organizer)["totalCount"] == len(shots)
    assert jpegs_on_disk(cluster) == [] or cluster["s3"] is None
