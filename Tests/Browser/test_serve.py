"""`suite serve` as an operator runs it: migrate first, then serve; stop cleanly on SIGTERM."""
import os
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

from conftest import ROOT, _binary, _free_port


def start(data_dir):
    port = _free_port()
    env = dict(os.environ, SUITE_DATA_DIR=data_dir, PORT=str(port), LOG_LEVEL="error")
    env.pop("DATABASE_URL", None)
    process = subprocess.Popen([str(_binary()), "serve"], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return process, f"http://127.0.0.1:{port}"


def status(url):
    try:
        return urllib.request.urlopen(url, timeout=5).status
    except urllib.error.HTTPError as error:
        return error.code


def wait_until_listening(process, base):
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            return status(base + "/healthz")
        except OSError:
            assert process.poll() is None, "server exited early"
            time.sleep(0.005)
    raise AssertionError("server never listened")


def test_first_page_after_start_is_served_with_migrated_tables():
    # Several fresh starts: the bug this guards against (serving while migrating) was a race.
    for _ in range(3):
        data_dir = tempfile.mkdtemp(prefix="suite-serve-")
        process, base = start(data_dir)
        try:
            assert wait_until_listening(process, base) == 200
            assert status(base + "/account/register") == 200
            assert os.path.exists(os.path.join(data_dir, "suite.sqlite"))
        finally:
            process.terminate()
            process.wait(timeout=30)


def test_sigterm_stops_the_server_cleanly():
    process, base = start(tempfile.mkdtemp(prefix="suite-serve-"))
    wait_until_listening(process, base)
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 0


def test_a_bad_setting_is_named_in_one_line_and_ends_with_status_1():
    env = dict(os.environ, SUITE_DATA_DIR=tempfile.mkdtemp(prefix="suite-serve-"), PORT="eighty")
    env.pop("DATABASE_URL", None)
    finished = subprocess.run([str(_binary()), "serve"], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=60)
    assert finished.returncode == 1, finished.stderr[-2000:]
    assert "suite: Configuration PORT must be a number from 1 to 65535." in finished.stderr.splitlines()
    assert "crashed" not in finished.stderr and "Fatal error" not in finished.stderr
