"""Upload memory (issue 34, "uploads are streamed"): 50 guests send a 20 MB photo to one server
at once; the server's resident memory may grow by less than 150 MB, because each body streams
into staging instead of being held whole (held whole, that is 1 GB).

The floor is measured in the same run on the same server: the peak growth while the same 50
guests send a small photo (the fixture) at once, which costs everything but the photo's bytes.
The peak is the kernel's high-water mark (VmHWM, reset through /proc/PID/clear_refs before each
phase), so no sampling can miss it. Each phase waits for its derivatives (display copy,
thumbnail) to be made, so the next phase starts from a quiet server.

Part of `make bench` (release build); runs against any build on its own:
    python3 Benchmarks/http/upload_memory_bench.py .build/debug/suite
"""
import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid

GUESTS = 50
PHOTO_BYTES = 20 * 1024 * 1024
GOAL_MB = 150


def memory_kb(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def reset_peak(pid):
    """Sets VmHWM back to the current VmRSS (Linux: `5` to clear_refs)."""
    with open(f"/proc/{pid}/clear_refs", "w") as clear_refs:
        clear_refs.write("5")


def noise_jpeg(size_bytes, directory):
    """A real JPEG of at least `size_bytes` (under the 25 MB limit): colour noise, which JPEG
    cannot shrink, so a modest pixel count makes the bytes (libvips, as the server uses)."""
    path = os.path.join(directory, "noise.jpg")
    for side in range(2800, 3700, 100):
        bands = []
        for seed in (1, 2, 3):
            band = os.path.join(directory, f"band{seed}-{side}.v")
            subprocess.run(["vips", "gaussnoise", band, str(side), str(side), "--sigma", "60", "--seed", str(seed)],
                           check=True)
            bands.append(band)
        joined, cast = os.path.join(directory, f"joined-{side}.v"), os.path.join(directory, f"cast-{side}.v")
        subprocess.run(["vips", "bandjoin", " ".join(bands), joined], check=True)
        subprocess.run(["vips", "cast", joined, cast, "uchar"], check=True)
        subprocess.run(["vips", "copy", cast, path + "[Q=95]"], check=True)
        if os.path.getsize(path) >= size_bytes:
            break
    with open(path, "rb") as file:
        return file.read()


def upload(base, event_id, token, data):
    """One shot, sent from the one copy of `data` (50 concatenated bodies would cost the client
    a gigabyte): the multipart head, the photo and the tail go out as three writes."""
    boundary = uuid.uuid4().hex
    metadata = json.dumps({"clientPhotoId": str(uuid.uuid4())})
    head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
            f"Content-Type: application/json\r\n\r\n{metadata}\r\n--{boundary}\r\n"
            f"Content-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n"
            f"Content-Type: image/jpeg\r\n\r\n").encode()
    tail = f"\r\n--{boundary}--\r\n".encode()
    url = urllib.parse.urlparse(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=3600)  # a debug build on a busy machine judges 50 big photos slowly
    connection.request("POST", f"/api/disposable/events/{event_id}/photos", body=[head, data, tail], headers={
        "Authorization": f"Bearer {token}", "Content-Length": str(len(head) + len(data) + len(tail)),
        "Content-Type": f"multipart/form-data; boundary={boundary}"})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    if response.status != 201:
        raise RuntimeError(f"upload answered {response.status}: {body[:300]!r}")


def burst(base, event, tokens, data):
    """Every guest uploads `data` at once; returns the refusals once every upload was answered."""
    failures = []

    def one(token):
        try:
            upload(base, event["id"], token, data)
        except Exception as error:  # reported below: a refused upload makes the figure meaningless
            failures.append(repr(error))

    threads = [threading.Thread(target=one, args=(token,)) for token in tokens]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return failures


def wait_ready(base, organizer, event, count, api, deadline_seconds=3600):
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        page = api(base, "GET", f"/api/disposable/events/{event['id']}/photos?limit=200", organizer)
        if len(page["items"]) >= count and all(item["status"] == "ready" for item in page["items"]):
            return
        time.sleep(0.2)
    raise SystemExit(f"{count} photos were not ready in {deadline_seconds} s")


def phase(pid, base, organizer, event, tokens, data, stored, api):
    """Peak growth in MB over the resident memory at the start, and the seconds it took."""
    reset_peak(pid)
    before = memory_kb(pid, "VmRSS")
    started = time.perf_counter()
    failures = burst(base, event, tokens, data)
    seconds = time.perf_counter() - started
    peak = memory_kb(pid, "VmHWM")
    print(f"  {len(tokens)} x {len(data) / 1e6:.1f} MB: resident {before / 1024:.0f} MB before, peak {peak / 1024:.0f} MB, "
          f"{seconds:.1f} s", flush=True)
    if failures:
        # Every body still streamed in before its refusal (a debug build on a busy machine can
        # wait out SQLite's 60 s write turn: 503): the memory figure stands, the failures are said.
        print(f"  {len(failures)} of {len(tokens)} uploads refused, e.g. {failures[0][:200]}")
    wait_ready(base, organizer, event, stored + len(tokens) - len(failures), api)
    return (peak - before) / 1024, seconds


def run(binary, verdict=None):
    from bench import start_server
    from disposable_bench import FIXTURE, api, join, setup_event
    directory = tempfile.mkdtemp(prefix="suite-bench-upload-memory-")
    data_dir = tempfile.mkdtemp(prefix="suite-bench-upload-memory-data-")
    big = noise_jpeg(PHOTO_BYTES, directory)
    with open(FIXTURE, "rb") as file:
        small = file.read()
    process, base, _ = start_server(binary, data_dir, {"DISPOSABLE_EVENT_JOIN_LIMIT": "100000/10m"})
    try:
        organizer, event = setup_event(base, shots=10)
        tokens = [join(base, event, f"Guest {index}") for index in range(GUESTS)]
        floor, floor_seconds = phase(process.pid, base, organizer, event, tokens, small, 0, api)
        growth, seconds = phase(process.pid, base, organizer, event, tokens, big, GUESTS, api)
    finally:
        process.terminate()
        process.wait(timeout=30)
        import shutil
        shutil.rmtree(directory, ignore_errors=True)
        shutil.rmtree(data_dir, ignore_errors=True)
    print(f"{GUESTS} parallel {len(big) / 1e6:.1f} MB uploads: server memory peak +{growth:.0f} MB "
          f"({seconds:.1f} s) vs +{floor:.0f} MB for {GUESTS} parallel {len(small) / 1e3:.0f} KB uploads "
          f"({floor_seconds:.1f} s); held whole the bodies alone would be {GUESTS * len(big) / 1e6:.0f} MB")
    met = growth < GOAL_MB
    if verdict:
        verdict(f"{GUESTS} parallel 20 MB uploads grow the server by < {GOAL_MB} MB", met)
    return met


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.exit(0 if run(sys.argv[1]) else 1)
