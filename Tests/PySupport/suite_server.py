"""Real `suite serve` processes for the Python tests that need one to die and come back:
built binaries, free loopback ports, start, health wait, kill -9, graceful stop.

Import it from a test with:
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PySupport"))
"""
import functools
import os
import pathlib
import signal
import socket
import subprocess
import json
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]


@functools.cache
def _bin_path():
    # Asked once per test run: SwiftPM takes a second or two to answer, and a test runs the
    # client a dozen times.
    return pathlib.Path(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip())


def binary(name):
    """A product of the package's debug build (`make` builds it first)."""
    return _bin_path() / name


def eventually(condition, within=30, what="condition"):
    """The first truthy value of `condition()`, polled until `within` seconds have passed."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"not within {within} s: {what}")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class SuiteServer:
    """One `suite serve` on a fixed data directory and port, SQLite, log appended beside the data."""

    def __init__(self, data_dir, port, extra_env=None):
        self.data_dir = pathlib.Path(data_dir)
        self.port = port
        self.base = f"http://127.0.0.1:{port}"
        # BCRYPT_COST=4: each test creates accounts, and the production cost is CPU a test does not need.
        env = dict(os.environ, SUITE_DATA_DIR=str(self.data_dir), PORT=str(port), HOST="127.0.0.1", LOG_LEVEL="warning",
                   BCRYPT_COST="4")
        env.pop("DATABASE_URL", None)
        env.update(extra_env or {})
        self.log = open(self.data_dir.parent / "server.log", "a")
        self.process = subprocess.Popen([str(binary("suite")), "serve"], cwd=ROOT, env=env, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        self._wait_healthy()

    def _wait_healthy(self):
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("server exited early; see server.log")
            try:
                if urllib.request.urlopen(self.base + "/healthz", timeout=1).status == 200:
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("server did not become healthy in 60 s")

    def kill(self):
        """kill -9: no shutdown, no flush, whatever was in flight is cut."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self.log.close()

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)
        self.log.close()

    def request(self, method, path, body=None, headers=None):
        """(status, body bytes) of one request; HTTP errors are answers, not exceptions."""
        request = urllib.request.Request(self.base + path, data=body, method=method, headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def api(self, method, path, token=None, body=None):
        """The JSON answer of one API call that must succeed (200 or 201), with `token` as bearer."""
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        status, answer = self.request(method, path, json.dumps(body).encode() if body is not None else None, headers)
        assert status in (200, 201), (status, answer)
        return json.loads(answer)

    def sign_in(self, email, password="long enough pw"):
        """An access token for `email`, registering the account the first time."""
        body = json.dumps({"email": email, "password": password}).encode()
        status, answer = self.request("POST", "/api/auth/register", body, {"Content-Type": "application/json"})
        if status == 409:
            status, answer = self.request("POST", "/api/auth/login", body, {"Content-Type": "application/json"})
        assert status in (200, 201), answer
        return json.loads(answer)["token"]
