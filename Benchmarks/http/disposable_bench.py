"""Disposable benchmarks (issue 12), against a fresh release server each:

* 1,000 SSE viewers on one event: time from a photo's upload answer to its `photo.added` frame
  at every viewer (goal p99 < 250 ms), and server memory per idle viewer (goal < 64 KB).
* 50 guests uploading a 3 MB JPEG at once until every display copy and thumbnail exists, in
  photos per second against libvips alone (vipsthumbnail) making the same copies of the same
  files in this run (goal >= 0.7x); p99 upload latency reported.
* A ZIP of 300 photos over HTTP against reading the same 300 files (goal >= 0.8x), and the
  server's memory growth while it streams (goal < 50 MB).
"""
import asyncio
import json
import os
import resource
import subprocess
import tempfile
import threading
import time
import urllib.request
import uuid

from bench import start_server, post_json, verdict

FIXTURE = os.path.join(os.path.dirname(__file__), "../../Tests/ImagingTests/Fixtures/DSCN0010.jpg")
TERMS = {"termsVersion": "2026-11-23", "accepted": True}


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def api(base, method, path, token=None, body=None, raw=None, content_type="application/json"):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", content_type)
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=120) as response:
        payload = response.read()
        return json.loads(payload) if response.headers.get_content_type().endswith("json") else payload


def setup_event(base, shots=100):
    email = f"bench-{uuid.uuid4().hex[:8]}@example.com"
    token = post_json(base + "/api/auth/register", {"email": email, "password": "bench passphrase"})["token"]
    event = api(base, "POST", "/api/disposable/events", token,
                {"name": "Bench party", "organizerName": "Sarah", "shotsPerPerson": shots, "consent": TERMS})
    return token, event


def join(base, event, name):
    code = event["joinURL"].rsplit("/", 1)[1]
    return api(base, "POST", f"/api/disposable/invitations/{code}/join", None,
               {"displayName": name, "consent": TERMS})["participantToken"]


def upload(base, event_id, token, data):
    boundary = uuid.uuid4().hex
    metadata = json.dumps({"clientPhotoId": str(uuid.uuid4())}).encode()
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
            f"Content-Type: application/json\r\n\r\n").encode() + metadata + \
           (f"\r\n--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n"
            f"Content-Type: image/jpeg\r\n\r\n").encode() + data + f"\r\n--{boundary}--\r\n".encode()
    return api(base, "POST", f"/api/disposable/events/{event_id}/photos", token, raw=body,
               content_type=f"multipart/form-data; boundary={boundary}")


def make_jpeg(size_bytes, directory):
    """A real JPEG of about `size_bytes`, scaled up from the GPS fixture."""
    path = os.path.join(directory, "big.jpg")
    for width in (2400, 3000, 3600, 4200, 4800):
        subprocess.run(["vips", "resize", FIXTURE, path + "[Q=95]", str(width / 640)], check=True)
        if os.path.getsize(path) >= size_bytes:
            break
    with open(path, "rb") as file:
        return file.read()


async def sse_viewer(host, port, path, token, received, ready):
    reader, writer = await asyncio.open_connection(host, port, limit=1 << 20)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n"
                 f"Authorization: Bearer {token}\r\n\r\n".encode())
    await writer.drain()
    await reader.readuntil(b"\r\n\r\n")
    ready.set_result(True) if not ready.done() else None
    try:
        while True:
            line = await reader.readline()
            if not line:
                return
            if line.startswith(b"data:") and b'"photo.added"' in line:
                photo_id = json.loads(line[5:])["photo"]["id"]
                received.setdefault(photo_id, []).append(time.perf_counter())
    finally:
        writer.close()


async def fan_out(base, pid, viewers=1000, photos=5, label="", stretch=False):
    token, event = setup_event(base)
    host, port = base.split("//")[1].split(":")
    path = f"/api/disposable/events/{event['id']}/stream"
    await asyncio.sleep(0.5)
    before = rss_kb(pid)
    received, tasks, readies = {}, [], []
    for _ in range(viewers):
        ready = asyncio.get_running_loop().create_future()
        readies.append(ready)
        tasks.append(asyncio.create_task(sse_viewer(host, int(port), path, token, received, ready)))
    await asyncio.gather(*readies)
    await asyncio.sleep(2)
    per_viewer = (rss_kb(pid) - before) / viewers
    with open(FIXTURE, "rb") as file:
        data = file.read()
    latencies = []
    for _ in range(photos):
        photo = await asyncio.to_thread(upload, base, event["id"], token, data)
        answered = time.perf_counter()
        deadline = answered + 10
        while len(received.get(photo["id"], [])) < viewers and time.perf_counter() < deadline:
            await asyncio.sleep(0.01)
        arrivals = received.get(photo["id"], [])
        latencies += [(arrival - answered) * 1000 for arrival in arrivals] + [10_000] * (viewers - len(arrivals))
    for task in tasks:
        task.cancel()
    latencies.sort()
    p50, p99 = latencies[len(latencies) // 2], latencies[int(len(latencies) * 0.99)]
    print(f"SSE fan-out to {viewers} viewers x {photos} photos{label}: p50 {p50:.1f} ms  p99 {p99:.1f} ms; "
          f"server memory {per_viewer:.1f} KB per idle viewer")
    if stretch:  # issue 38's stretch figure, 10,000 viewers
        from event_bench import figure
        figure(f"fan-out 10k{label}", "p99 (memory per viewer)", f"{p99:.0f} ms ({per_viewer:.1f} KB)",
               "<= 250 ms, <= 32 KB", p99 <= 250 and per_viewer <= 32)
    else:
        verdict(f"fan-out{label} p99 < 250 ms, < 64 KB per idle viewer", p99 < 250 and per_viewer < 64)


def parallel_uploads(base, data, directory, guests=50):
    token, event = setup_event(base)
    tokens = [join(base, event, f"Guest {index}") for index in range(guests)]
    latencies, threads = [], []
    started = time.perf_counter()

    def one(guest_token):
        begun = time.perf_counter()
        upload(base, event["id"], guest_token, data)
        latencies.append((time.perf_counter() - begun) * 1000)

    for guest_token in tokens:
        threads.append(threading.Thread(target=one, args=(guest_token,)))
        threads[-1].start()
    for thread in threads:
        thread.join()
    while True:
        page = api(base, "GET", f"/api/disposable/events/{event['id']}/photos?limit=200", token)
        if len(page["items"]) == guests and all(item["status"] == "ready" for item in page["items"]):
            break
        time.sleep(0.05)
    server_rate = guests / (time.perf_counter() - started)
    # Baseline: libvips alone makes the same two copies of the same 50 files.
    copies = [os.path.join(directory, f"copy-{index}.jpg") for index in range(guests)]
    for copy in copies:
        with open(copy, "wb") as file:
            file.write(data)
    begun = time.perf_counter()
    for size in (1920, 480):
        subprocess.run(["vipsthumbnail", "--size", f"{size}x{size}>", "-o", f"%s-{size}.jpg[Q=82,strip]"] + copies,
                       check=True)
    vips_rate = guests / (time.perf_counter() - begun)
    latencies.sort()
    ratio = server_rate / vips_rate
    print(f"50 parallel {len(data) / 1e6:.1f} MB uploads: {server_rate:.2f} photos/s vs libvips alone "
          f"{vips_rate:.2f} photos/s ({ratio:.2f}x); upload p50 {latencies[len(latencies) // 2]:.0f} ms  "
          f"p99 {latencies[int(len(latencies) * 0.99) - 1]:.0f} ms")
    verdict("uploads >= 0.7x libvips alone", ratio >= 0.7)


def zip_download(base, pid, data_dir, photo_bytes, count=300):
    token, event = setup_event(base)
    guests = [join(base, event, f"Guest {index}") for index in range(count // 100)]
    for index in range(count):
        upload(base, event["id"], guests[index % len(guests)], photo_bytes)
    media = os.path.join(data_dir, "media", event["id"].lower())
    originals = [os.path.join(media, name) for name in os.listdir(media) if "-" not in name[36:]]
    assert len(originals) == count, f"{len(originals)} originals"
    begun = time.perf_counter()
    total = 0
    for path in originals:
        with open(path, "rb") as file:
            while chunk := file.read(1 << 20):
                total += len(chunk)
    read_rate = total / (time.perf_counter() - begun)
    peak = [rss_kb(pid)]
    before = peak[0]
    done = threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], rss_kb(pid))
            time.sleep(0.005)

    sampler = threading.Thread(target=sample)
    sampler.start()
    rates = []
    for _ in range(int(os.environ.get("ZIP_RUNS", "1"))):
        begun = time.perf_counter()
        request = urllib.request.Request(base + f"/api/disposable/events/{event['id']}/archive",
                                         headers={"Authorization": f"Bearer {token}"})
        size = 0
        with urllib.request.urlopen(request, timeout=300) as response:
            while chunk := response.read(1 << 20):
                size += len(chunk)
        rates.append(size / (time.perf_counter() - begun))
    zip_rate = sorted(rates)[len(rates) // 2]
    done.set()
    sampler.join()
    growth = (peak[0] - before) / 1024
    ceiling = client_ceiling(originals, size)
    runs = f" (median of {len(rates)}: {', '.join(f'{rate / 1e6:.0f}' for rate in rates)})" if len(rates) > 1 else ""
    print(f"ZIP of {count} photos ({size / 1e6:.0f} MB): {zip_rate / 1e6:.0f} MB/s{runs} vs reading the files "
          f"{read_rate / 1e6:.0f} MB/s ({zip_rate / read_rate:.2f}x); server memory growth {growth:.1f} MB; "
          f"this client's ceiling (the same bytes sent with sendfile) {ceiling / 1e6:.0f} MB/s")
    # The 0.8x-of-reading-the-files goal needed sendfile, which Vapor 4's response path cannot give
    # (issue 38 retired it): the ratio stays as a figure; the goal is now event_bench's zip-floor.
    verdict("ZIP memory growth < 50 MB", growth < 50)


def client_ceiling(files, size):
    """What urllib reading 1 MB at a time pulls over loopback at best: `size` bytes (the files
    over and over) sent from the page cache with sendfile by a minimal server, the median of 5."""
    import http.server
    import shutil
    directory = tempfile.mkdtemp(prefix="suite-bench-ceiling-")
    path = os.path.join(directory, "same-size.bin")
    with open(path, "wb") as out:
        while out.tell() < size:
            for name in files:
                with open(name, "rb") as source:
                    shutil.copyfileobj(source, out)
        out.truncate(size)

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Length", str(size))
            self.end_headers()
            with open(path, "rb") as source:
                os.sendfile(self.connection.fileno(), source.fileno(), 0, size)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    rates = []
    try:
        for _ in range(5):
            begun = time.perf_counter()
            received = 0
            with urllib.request.urlopen(f"http://127.0.0.1:{server.server_port}/", timeout=60) as response:
                while chunk := response.read(1 << 20):
                    received += len(chunk)
            rates.append(received / (time.perf_counter() - begun))
    finally:
        server.shutdown()
        shutil.rmtree(directory, ignore_errors=True)
    return sorted(rates)[2]


def guest_pages(base, baseline, page_goal, verdict):
    """The QR link's join page (no cookie) and a guest's gallery (the participant cookie), each held
    to the goals every page has (bench.page_verdict); then the launch on Fast 3G."""
    _, event = setup_event(base)
    code = event["joinURL"].rsplit("/", 1)[1]
    token = join(base, event, "Bench guest")
    cookie = f"Cookie: dsp_{event['id'].lower()}={token}"
    for name, path, headers in [("GET /e/{token} (join page)", f"/e/{code}", ()),
                                ("GET /e/{token}/gallery (a guest)", f"/e/{code}/gallery", [cookie])]:
        page_goal(base + path, name, baseline, headers)
    from guest_launch import guest_launch
    guest_launch(base, f"/e/{code}", verdict)


SCENARIOS = ("fan-out", "uploads", "zip", "zip-floor", "downloads", "wedding", "wedding-postgres",
             "fan-out-10k", "fan-out-10k-postgres")


def disposable_scenarios(binary, scenarios=None):
    """Every scenario, or those named in `scenarios` / $DISPOSABLE_BENCH (`zip`, `fan-out,uploads`,
    `wedding`, `wedding-postgres`: see event_bench), then the issue-38 figures as one table."""
    chosen = scenarios or [name for name in os.environ.get("DISPOSABLE_BENCH", "").split(",") if name]
    from event_bench import print_figures, run_on_postgres
    for scenario in SCENARIOS:
        if chosen and scenario not in chosen:
            continue
        if scenario.endswith("-postgres"):
            run_on_postgres(scenario, binary)
        else:
            run_scenario(binary, scenario)
    print_figures()


def run_scenario(binary, scenario, extra=None, label="SQLite"):
    """One scenario on a fresh release server (`extra`: its environment, e.g. DATABASE_URL)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # 10,000 viewers need the descriptors
    extra = dict(extra or {})
    if scenario not in ("wedding", "downloads", "zip-floor"):  # the event scenarios keep the defaults
        extra["DISPOSABLE_EVENT_JOIN_LIMIT"] = "100000/10m"
    directory = tempfile.mkdtemp(prefix="suite-bench-disposable-")
    data_dir = tempfile.mkdtemp(prefix=f"suite-bench-{scenario}-")
    process, base, _ = start_server(binary, data_dir, extra)
    try:
        if scenario == "fan-out":
            asyncio.run(fan_out(base, process.pid))
        elif scenario == "fan-out-10k":
            asyncio.run(fan_out(base, process.pid, viewers=int(os.environ.get("FAN_OUT_VIEWERS", "10000")),
                                label=f" ({label})", stretch=True))
        elif scenario == "uploads":
            parallel_uploads(base, make_jpeg(3_000_000, directory), directory)
        elif scenario == "zip":
            with open(FIXTURE, "rb") as file:
                zip_download(base, process.pid, data_dir, file.read())
        else:
            import event_bench
            if scenario == "zip-floor":
                event_bench.zip_floor(binary, base, directory)
            elif scenario == "downloads":
                event_bench.downloads(base, process.pid, directory)
            elif scenario == "toast":
                event_bench.toast(base, process.pid, directory, label)
            else:
                event_bench.wedding(base, process.pid, directory, label)
    finally:
        process.terminate()
        process.wait(timeout=30)
        import shutil
        shutil.rmtree(directory, ignore_errors=True)
        shutil.rmtree(data_dir, ignore_errors=True)
