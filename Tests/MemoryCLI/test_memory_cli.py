"""The `memory` command-line client against a real `suite serve` process, as a person would use
it: sign in, import a folder of photos, add entries offline, read the timeline without a server.

Servers are killed with SIGKILL (no shutdown at all) and the client process too; waits are on
conditions (the server's entry count, a process ending), never on fixed delays. Loopback only.
"""
import datetime
import json
import os
import pathlib
import signal
import subprocess
import sys
import time

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PySupport"))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from exif_photos import base_jpeg, write_photo  # noqa: E402
from suite_server import ROOT, SuiteServer, binary, free_port  # noqa: E402

EMAIL = "importer@example.com"
PASSWORD = "long enough pw"
# Quick retries: the server comes back within a second or two here.
FAST_RETRY = ["--retry-base", "0.2", "--retry-cap", "1"]


class Client:
    """The `memory` binary with its own home folder, talking to one server address."""

    def __init__(self, home, port):
        self.home = home
        self.server = f"http://127.0.0.1:{port}"
        self.env = dict(os.environ, LANG="en_US.UTF-8")

    def args(self, *args):
        return [str(binary("memory")), *args, "--home", str(self.home), "--server", self.server, *FAST_RETRY]

    def run(self, *args, stdin=None, timeout=300):
        return subprocess.run(self.args(*args), input=stdin, capture_output=True, text=True, timeout=timeout,
                              env=self.env, cwd=ROOT)

    def start(self, *args, log):
        return subprocess.Popen(self.args(*args), stdout=log, stderr=subprocess.STDOUT, env=self.env, cwd=ROOT)

    def login(self):
        result = self.run("login", "--register", "--email", EMAIL, "--password-stdin", stdin=PASSWORD + "\n")
        assert result.returncode == 0, result.stderr
        return result

    def status(self):
        result = self.run("status", "--json")
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)

    def timeline(self, *args):
        result = self.run("timeline", "--json", *args)
        assert result.returncode == 0, result.stdout + result.stderr
        return json.loads(result.stdout)


class Account:
    """The same account seen from the server's side (its own sign-in), for the checks."""

    def __init__(self, server):
        self.token = server.sign_in(EMAIL, PASSWORD)

    def entries(self, server):
        entries, page = [], 1
        while True:
            status, body = server.request("GET", f"/api/entries?pageSize=100&page={page}",
                                          headers={"Authorization": f"Bearer {self.token}"})
            assert status == 200, body
            answer = json.loads(body)
            entries += answer["items"]
            if not answer["hasMore"]:
                return entries
            page += 1

    def count(self, server):
        """The server's count of entries, or None while it cannot answer."""
        try:
            status, body = server.request("GET", "/api/entries?pageSize=1",
                                          headers={"Authorization": f"Bearer {self.token}"})
        except OSError:
            return None
        return json.loads(body)["total"] if status == 200 else None


def wait_until(condition, what, timeout=240):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting until {what}")


class World:
    """A data directory and port for servers that die and come back, and a client signed in."""

    def __init__(self, tmp_path):
        self.tmp_path = tmp_path
        self.data = tmp_path / "data"
        self.data.mkdir()
        self.port = free_port()
        self.servers = []

    def start_server(self):
        self.servers.append(SuiteServer(self.data, self.port))
        return self.servers[-1]

    def signed_in(self):
        """A server, a client signed in to it, and the account's own view of the server."""
        server = self.start_server()
        client = Client(self.tmp_path / "home", self.port)
        client.login()
        return server, client, Account(server)

    def stop(self):
        for server in self.servers:
            if server.process.poll() is None:
                server.stop()


@pytest.fixture
def world(tmp_path):
    world = World(tmp_path)
    yield world
    world.stop()


def make_photos(folder, count):
    """`count` photos, two hours apart over the last weeks, each at its own place (EXIF)."""
    folder.mkdir()
    base = base_jpeg(folder)
    start = datetime.datetime.now().replace(microsecond=0) - datetime.timedelta(days=20)
    expected = {}
    for index in range(count):
        taken = start + datetime.timedelta(hours=2 * index)
        latitude, longitude = 41.0 + index / 1000, 29.0
        write_photo(folder / f"IMG_{index:04d}.jpg", base, taken, "+03:00", latitude, longitude)
        instant = (taken - datetime.timedelta(hours=3)).replace(tzinfo=datetime.timezone.utc)
        expected[instant.strftime("%Y-%m-%dT%H:%M:%SZ")] = round(latitude, 3)
    return expected


def test_import_survives_two_server_kills_and_a_client_kill(world):
    tmp_path, start_server = world.tmp_path, world.start_server
    # setup: a signed-in client and 200 photos
    server, client, account = world.signed_in()
    expected = make_photos(tmp_path / "photos", 200)
    log = open(tmp_path / "client.log", "a")

    # act: import; kill the server at 40 entries, the client at 100, the server again at 150
    importer = client.start("import", str(tmp_path / "photos"), log=log)
    wait_until(lambda: (account.count(server) or 0) >= 40, "40 entries are on the server")
    server.kill()
    server = start_server()
    wait_until(lambda: (account.count(server) or 0) >= 100, "100 entries are on the server")
    importer.send_signal(signal.SIGKILL)
    importer.wait(timeout=10)
    importer = client.start("import", str(tmp_path / "photos"), log=log)  # the same command again resumes
    wait_until(lambda: (account.count(server) or 0) >= 150, "150 entries are on the server")
    server.kill()
    server = start_server()
    assert importer.wait(timeout=300) == 0, (tmp_path / "client.log").read_text()[-3000:]

    # check: exactly the 200 photos, each once, on its EXIF date and place; nothing left to send
    entries = account.entries(server)
    assert len(entries) == 200
    assert len({entry["id"] for entry in entries}) == 200
    dates = {entry["occurredAt"]: entry for entry in entries}
    assert set(dates) == set(expected), "an entry is missing, doubled or on the wrong date"
    assert all(round(dates[when]["location"]["latitude"], 3) == latitude for when, latitude in expected.items())
    assert all(entry["kind"] == "photo" and len(entry["media"]) == 1 for entry in entries)
    status = client.status()
    assert (status["pending"], status["failed"]) == (0, 0)
    assert status["sent"] == 200
    assert list((client.home / "outbox").iterdir()) == []
    again = client.run("import", str(tmp_path / "photos"))
    assert again.returncode == 0 and "Queued 0 new photo(s), 200 already imported" in again.stderr
    assert len(account.entries(server)) == 200


def test_offline_timeline_and_an_entry_added_offline(world):
    # setup: one entry on the server, the last 30 days kept on the device
    server, client, account = world.signed_in()
    first = client.run("add", "text", "Waves all afternoon", "--title", "Before the outage", "--tag", "yaz")
    assert first.returncode == 0, first.stderr
    online = client.timeline("--scope", "month")
    assert online.get("banner") is None

    # act: the server goes away
    server.kill()
    stored_page = client.timeline("--scope", "month")
    recent = client.timeline("--scope", "week")
    added = client.run("add", "text", "Written on the train", "--title", "Written offline", "--wait", "0")
    waiting = client.status()
    shown_waiting = client.timeline("--scope", "week")

    # check: the timeline still reads, the new entry waits visibly
    titles = lambda timeline: [item["title"] for section in timeline["sections"] for item in section["items"]]  # noqa: E731
    assert stored_page["banner"].startswith("Offline: showing the timeline as of")
    assert titles(stored_page) == ["Before the outage"]
    assert recent["banner"] == "Offline: showing the last 30 days saved on this device."
    assert titles(recent) == ["Before the outage"]
    assert added.returncode == 3 and "1 waiting to upload" in added.stderr
    assert waiting["pending"] == 1 and waiting["items"][-1]["state"] == "waiting"
    syncs = {item["title"]: item.get("sync") for section in shown_waiting["sections"] for item in section["items"]}
    assert syncs == {"Written offline": "waiting", "Before the outage": None}

    # act: the server is back
    server = world.start_server()
    synced = client.run("sync")
    repeat = client.run("sync")

    # check: sent once
    assert synced.returncode == 0, synced.stderr
    assert repeat.returncode == 0
    assert sorted(entry["title"] for entry in account.entries(server)) == ["Before the outage", "Written offline"]
    assert client.status()["pending"] == 0


def test_a_refused_photo_says_why_the_rest_go_and_the_export_holds_them(world):
    tmp_path = world.tmp_path
    # setup
    server, client, account = world.signed_in()
    photos = tmp_path / "photos"
    make_photos(photos, 2)
    camera = (ROOT / "Tests" / "MemoryBackendTests" / "Fixtures" / "DSCN0010.jpg").read_bytes()
    broken = tmp_path / "broken.jpg"
    broken.write_bytes(camera[:len(camera) // 3])  # a real photo cut short: a JPEG that does not decode
    # act
    for args in (["photo", str(broken), "--title", "Broken"], ["photo", str(photos / "IMG_0001.jpg"), "--title", "Good"],
                 ["text", "still fine", "--title", "After"]):
        assert client.run("add", *args, "--no-sync").returncode == 0
    synced = client.run("sync")
    status = client.status()
    # check
    assert synced.returncode == 2, synced.stderr
    assert "✗ broken.jpg:" in synced.stderr and "media_corrupt" in synced.stderr
    assert sorted(entry["title"] for entry in account.entries(server)) == ["After", "Good"]
    refused = [item for item in status["items"] if item["state"] == "failed"]
    assert len(refused) == 1 and refused[0]["failure"]["code"] == "media_corrupt"
    assert refused[0]["failure"]["message"]

    # act: export what the server has, into folders that do not exist yet
    out = tmp_path / "export" / "2026"
    exported = client.run("export", "--output", str(out / "memories.json"), "--media", str(out / "originals"))
    # check: both entries, and the photo's original byte for byte
    assert exported.returncode == 0, exported.stderr
    document = json.loads((out / "memories.json").read_text())
    assert document["account"] == EMAIL
    assert sorted(entry["title"] for entry in document["entries"]) == ["After", "Good"]
    originals = list((out / "originals").iterdir())
    assert [path.read_bytes() for path in originals] == [(photos / "IMG_0001.jpg").read_bytes()]
