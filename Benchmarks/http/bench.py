"""HTTP load benchmarks with wrk against a freshly started release server.

Baselines: `/healthz` (the cheapest route through the whole stack) for requests per second and
latency, and process start to first 200 for start-up. Every other scenario is printed as a ratio
against the baseline measured in this same run, so numbers compare across machines.
"""
import http.client
import json
import os
import re
import urllib.parse
import uuid
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import floors
import launches_bench

CONNECTIONS = 16
DURATION = os.environ.get("BENCH_DURATION", "10s")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def server_env(data_dir, port=None, extra=None):
    env = dict(os.environ, SUITE_DATA_DIR=data_dir, LOG_LEVEL="error", **(extra or {}))
    if port:
        env["PORT"] = str(port)
    if "DATABASE_URL" not in (extra or {}):  # SQLite unless a scenario names a database
        env.pop("DATABASE_URL", None)
    return env


# The server the next `wrk` run measures the CPU time of (the one started last).
serving_pid = None


def server_cpu_seconds():
    """User plus system CPU time the server has used, from /proc (Linux)."""
    try:
        with open(f"/proc/{serving_pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, TypeError, IndexError, ValueError):
        return None


def start_server(binary, data_dir=None, extra_env=None, cwd=None):
    global serving_pid
    port = free_port()
    env = server_env(data_dir or tempfile.mkdtemp(prefix="suite-bench-"), port, extra_env)
    started = time.perf_counter()
    process = subprocess.Popen([os.path.abspath(binary), "serve"], env=env, cwd=cwd,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    serving_pid = process.pid
    base = f"http://127.0.0.1:{port}"
    while True:
        try:
            if urllib.request.urlopen(base + "/healthz", timeout=1).status == 200:
                return process, base, time.perf_counter() - started
        except OSError:
            if process.poll() is not None or time.perf_counter() - started > 60:
                raise SystemExit("server did not start")
            time.sleep(0.01)


def to_ms(value, unit):
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def warm_up(url, headers=()):
    """One request before a page's run: a page's first view fills what it remembers (a month's
    recap takes one computation, shared by the connections that wait for it), and the run
    measures the steady state every later view sees. What a computation costs every time is
    measured on the cache-off server in `memory_scenarios` (search, monthly summary)."""
    request = urllib.request.Request(url, headers=dict(header.split(": ", 1) for header in headers))
    try:
        urllib.request.urlopen(request, timeout=60).read()
    except OSError:
        pass  # the run itself reports what the page answers


def wrk(url, script=None, headers=(), connections=CONNECTIONS, warm=False):
    if warm:
        warm_up(url, headers)
    threads = min(2, connections)
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{DURATION}", "--latency", url]
    for header in headers:
        command[1:1] = ["-H", header]
    if script:
        command[1:1] = ["-s", script]
    cpu_before = server_cpu_seconds()
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    cpu_after = server_cpu_seconds()
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    percentiles = {p: to_ms(v, u) for p, v, u in re.findall(r"\s+(50|75|90|99)%\s+([\d.]+)(us|ms|s)\b", output)}
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    requests = re.search(r"(\d+) requests in", output)
    count = int(requests.group(1)) if requests else 0
    # Server CPU per request: unlike requests per second, barely moved by other load on the
    # machine, so it compares two builds fairly where a shared machine's throughput swings.
    cpu_us = 1e6 * (cpu_after - cpu_before) / count if count and cpu_before is not None and cpu_after is not None else None
    return {"rps": rps, "p50": percentiles.get("50"), "p99": percentiles.get("99"),
            "errors": int(errors.group(1)) if errors else 0, "requests": count, "cpu_us": cpu_us}


class Browser:
    """Just enough of a browser to sign up and post forms: one cookie jar, CSRF from the page."""

    def __init__(self, base):
        self.host = urllib.parse.urlparse(base)
        self.cookies = {}
        self.csrf = None

    def request(self, method, path, body=None, headers=None):
        connection = http.client.HTTPConnection(self.host.hostname, self.host.port, timeout=60)
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = self.cookie_header()
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        text = response.read().decode("utf-8", "replace")
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                self.cookies[name] = rest.split(";")[0]
        token = re.search(r'name="_csrf" value="([^"]+)"', text)
        if token:
            self.csrf = token.group(1)
        return response.status, text

    def cookie_header(self):
        return "; ".join(f"{name}={value}" for name, value in self.cookies.items())

    def post_form(self, path, fields):
        body = urllib.parse.urlencode(dict(fields, _csrf=self.csrf))
        return self.request("POST", path, body, {"Content-Type": "application/x-www-form-urlencoded"})

    def post_file(self, path, field, filename, data):
        boundary = uuid.uuid4().hex
        body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{filename}\"\r\n"
                f"Content-Type: application/json\r\n\r\n").encode() + data + f"\r\n--{boundary}--\r\n".encode()
        return self.request("POST", path, body, {"Content-Type": f"multipart/form-data; boundary={boundary}",
                                                 "X-CSRF-Token": self.csrf})


def notes_account(base, count=1000):
    """A signed-in session whose account holds `count` notes, imported in the notes_store format."""
    browser = Browser(base)
    browser.request("GET", "/account/register")
    status, _ = browser.post_form("/account/register", {"email": f"bench-{uuid.uuid4().hex[:8]}@example.com",
                                                        "password": "bench passphrase"})
    assert status == 303, f"register answered {status}"
    browser.request("GET", "/notes/import")  # renders the signed-in session's CSRF token
    words = ["Toplantı", "İstanbul", "groceries", "ideas", "ılık", "Project", "travel", "Kitap", "weekend"]
    notes = [{"id": str(uuid.UUID(int=index + 1)), "title": f"{words[index % 9]} {words[(index * 7) % 9]} {index}",
              "body": " ".join(words) * 4, "createdAt": 700_000_000 + index * 60, "updatedAt": 700_000_000 + index * 60}
             for index in range(count)]
    status, text = browser.post_file("/notes/import", "file", "notes.json", json.dumps(notes).encode())
    assert status == 303, f"import answered {status}: {text[:300]}"
    status, page = browser.request("GET", "/notes")
    assert status == 200 and page.count('class="note-row"') == 50 and "Show more" in page, \
        "the list should show its first page of 50 with a link to more"
    note_path = re.search(r'href="(/notes/[0-9A-Fa-f-]{36})"', page).group(1)
    return browser.cookie_header(), note_path


def sleep_account(base):
    """A signed-in session following Everyman E3 that started, woke from and rated a block."""
    browser = Browser(base)
    browser.request("GET", "/account/register")
    status, _ = browser.post_form("/account/register", {"email": f"sleep-{uuid.uuid4().hex[:8]}@example.com",
                                                        "password": "bench passphrase"})
    assert status == 303, f"register answered {status}"
    browser.request("GET", "/sleep/welcome")
    status, _ = browser.post_form("/sleep/welcome", {"template": "everymanE3", "timeZone": "Europe/Istanbul"})
    assert status == 303, f"welcome answered {status}"
    browser.request("GET", "/sleep")
    browser.post_form("/sleep/start", {})
    browser.post_form("/sleep/awake", {})
    return browser.cookie_header()


def shared_entry(base):
    """The `/s/{token}` path of a shared text entry with a Markdown body, made through the API."""
    credentials = {"email": f"share-{uuid.uuid4().hex[:8]}@example.com", "password": "bench passphrase"}
    token = post_json(base + "/api/auth/register", credentials)["token"]
    markdown = "\n\n".join(["# A day in İstanbul", "We walked **along the Bosphorus** and had *simit*.",
                             "- ferry to Kadıköy\n- tea in Moda\n- [the museum](https://example.com/museum)",
                             "> The city never sleeps."] * 3)
    metadata = json.dumps({"kind": "text", "title": "İstanbul weekend", "text": markdown,
                           "tags": ["travel", "istanbul"], "isPrivate": False})
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
            f"Content-Type: application/json\r\n\r\n{metadata}\r\n--{boundary}--\r\n").encode()
    request = urllib.request.Request(base + "/api/entries", data=body, method="POST", headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}", "Authorization": f"Bearer {token}"})
    entry = json.load(urllib.request.urlopen(request, timeout=10))
    request = urllib.request.Request(base + "/api/share-links", method="POST",
                                     data=json.dumps({"target": "entry", "entryId": entry["id"]}).encode(),
                                     headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    link = json.load(urllib.request.urlopen(request, timeout=10))
    path = urllib.parse.urlparse(link["url"]).path
    assert urllib.request.urlopen(base + path, timeout=10).status == 200, "the share page should open"
    return path


# Every goal missed in this run, for the exit status (`make bench` fails when one was).
missed_goals = []


def verdict(goal, met):
    print(f"  goal {goal}: {'met' if met else 'MISSED'}")
    if not met:
        missed_goals.append(goal)


def report(name, result, baseline):
    ratio = result["rps"] / baseline["rps"]
    cpu = f"  server CPU {result['cpu_us']:6.0f} µs/req" if result.get("cpu_us") is not None else ""
    print(f"{name:32} {result['rps']:10.0f} req/s  ({ratio:5.2f}x healthz)  "
          f"p50 {result['p50']:7.2f} ms  p99 {result['p99']:7.2f} ms  non-2xx {result['errors']}{cpu}")


# The signed-in floor every page's p99 is judged against: /settings, measured first in this run.
settings_floor = None


def page_verdict(route, result, baseline):
    """The goals every page has (issue 37): p99 within three /settings p99s of this run, no errors,
    and its req/s share of /healthz's no more than 10 % below the guard's entry."""
    if settings_floor is None:  # a scenario run alone (`bench.py BIN launches`) has no floor
        print(f"  {route}: no /settings floor in this run, p99 not judged")
        verdict(f"{route}: no errors", result["errors"] == 0)
    else:
        limit = floors.page_p99_limit(settings_floor)
        verdict(f"{route}: p99 {result['p99']:.1f} ms <= {floors.PAGE_P99_IN_SETTINGS_P99S}x /settings p99 "
                f"({limit:.1f} ms), no errors", result["p99"] <= limit and result["errors"] == 0)
    least = floors.page_throughput_floor(route)
    if least is not None:
        share = result["rps"] / baseline["rps"]
        verdict(f"{route}: {share:.2f}x healthz req/s >= {least:.2f}x (guard)", share >= least)


def page_goal(url, name, baseline, headers=()):
    """A page held to the goals every page has (`page_verdict`), after one warm-up request. `name`
    reads "GET <route> (what it shows)"; the route keys the guard."""
    global settings_floor
    result = wrk(url, headers=headers, warm=True)
    report(name, result, baseline)
    route = name.split()[1]
    if route == "/settings":
        settings_floor = result
    page_verdict(route, result, baseline)
    return result


def main():
    binary = sys.argv[1]
    if sys.argv[2:] == ["launches"]:  # `bench.py BIN launches`: SpaceNasa's scenario alone
        return launches_bench.run(binary, start_server, wrk, report, verdict, page_goal)
    process, base, startup = start_server(binary)
    try:
        print(f"start-up to first 200 on /healthz: {startup * 1000:.0f} ms (the start-up baseline)")
        baseline = wrk(base + "/healthz")
        report("GET /healthz (baseline)", baseline, baseline)
        report("GET /css/suite.css", wrk(base + "/css/suite.css"), baseline)
        cookie, note_path = notes_account(base)
        share_path = shared_entry(base)
        signed_in = [f"Cookie: {cookie}"]
        sleeper = [f"Cookie: {sleep_account(base)}"]
        # The five pages every web app's pages are modelled on, then PolySleep's: each held to
        # `page_verdict`; /settings first, as the floor of the others.
        for name, path, headers in [
            ("GET /settings (signed in)", "/settings", signed_in),
            ("GET / (launcher page)", "/", ()),
            ("GET /notes (1,000 notes, page 1)", "/notes", signed_in),
            ("GET /notes/{id} (note editor)", note_path, signed_in),
            ("GET /s/{token} (shared entry)", share_path, ()),
            ("GET /sleep (PolySleep Today)", "/sleep", sleeper),
            ("GET /sleep/history (a month)", "/sleep/history", sleeper),
            ("GET /sleep/analytics", "/sleep/analytics", sleeper),
        ]:
            page_goal(base + path, name, baseline, headers)
        from disposable_bench import guest_pages
        guest_pages(base, baseline, page_goal, verdict)
    finally:
        process.terminate()
        process.wait(timeout=30)
    launches_bench.run(binary, start_server, wrk, report, verdict, page_goal)
    # BENCH_PAGES_ONLY=1 skips the Memory API scenarios (their 100,000-entry seed takes minutes),
    # the recap image and import (3,000 entries through the API) and Disposable's (1,000 viewers,
    # 50 uploaders, a 300-photo ZIP, 50 parallel 20 MB uploads against server memory).
    if not os.environ.get("BENCH_PAGES_ONLY"):
        memory_scenarios(binary)
        from memory_intelligence_bench import memory_intelligence_scenarios
        memory_intelligence_scenarios(binary)
        from disposable_bench import disposable_scenarios
        disposable_scenarios(binary)
        from upload_memory_bench import run as upload_memory
        upload_memory(binary, verdict)


MEMORY_ENTRIES = int(os.environ.get("BENCH_MEMORY_ENTRIES", "100000"))


def post_json(url, body):
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request, timeout=10))


def memory_session(base, credentials):
    """A browser signed in to the seeded Memory account and past the introduction: its cookie
    header and the path of one entry's page, taken from the timeline's first page."""
    browser = Browser(base)
    browser.request("GET", "/account/login")
    status, _ = browser.post_form("/account/login", credentials)
    assert status == 303, f"sign-in answered {status}"
    status, page = browser.request("GET", "/memory?welcomed=1")  # the introduction's cookie
    assert status == 200, f"the timeline answered {status}"
    entry = re.search(r'href="(/memory/entries/[0-9A-Fa-f-]{36})"', page)
    assert entry, "the timeline's first page should link its entries"
    return browser.cookie_header(), entry.group(1)


def memory_pages(base, credentials, baseline):
    """Memory Recap's web pages on the 100,000-entry account, held to the goal every page has."""
    cookie, entry_path = memory_session(base, credentials)
    signed_in = [f"Cookie: {cookie}"]
    for name, path in [
        ("GET /memory (timeline, page 1)", "/memory"),
        ("GET /memory/summary (May 2025)", "/memory/summary?year=2025&month=5"),
        ("GET /memory/entries/{id}", entry_path),
    ]:
        page_goal(base + path, name, baseline, signed_in)


def memory_scenarios(binary):
    """Memory Recap with 100,000 entries (3,000 in May 2025; half tagged, photos and voice
    diaries with a file each), seeded by the `bench-seed` executable (built beside `suite` by
    scripts/bench, never shipped in the server) through bulk SQL,
    then timeline, search and summary under wrk, and the web app's timeline, month recap and
    entry pages signed in as a browser."""
    data_dir = tempfile.mkdtemp(prefix="suite-bench-memory-")
    credentials = {"email": "bench@example.com", "password": "benchmark password"}
    started = time.perf_counter()
    floors.bench_seed(binary, server_env(data_dir), "seed", "--email", credentials["email"],
                      "--password", credentials["password"], "--count", str(MEMORY_ENTRIES), "--month-count", "3000",
                      stdout=subprocess.DEVNULL, stderr=open(os.path.join(data_dir, "seed.log"), "w"))
    print(f"seeded {MEMORY_ENTRIES} memory entries in {time.perf_counter() - started:.1f} s")
    floor = floors.measure(binary, server_env(data_dir), "--email", credentials["email"], "--query", "istanbul",
                           "--year", "2025", "--month", "5", "--page-size", "50")
    # Timeline pages are served from a revision-checked cache while nothing changes; the
    # cache-off server shows what building a page costs (first reads, other queries, searches).
    baseline = None
    for cache in ("on", "off"):
        extra = {} if cache == "on" else {"MEMORY_PAGE_CACHE_SECONDS": "0"}
        process, base, _ = start_server(binary, data_dir, extra)
        try:
            token = post_json(base + "/api/auth/login", credentials)["token"]
            auth = [f"Authorization: Bearer {token}"]
            if baseline is None:
                baseline = wrk(base + "/healthz")
                report("GET /healthz (baseline)", baseline, baseline)
            timeline = wrk(base + "/api/entries?pageSize=50", headers=auth)
            report(f"memory timeline page of 50, cache {cache}", timeline, baseline)
            if cache == "on":
                page_verdict("/api/entries", timeline, baseline)
                memory_pages(base, credentials, baseline)
                continue
            # The search and summary goals are per-request latencies: one connection, no queueing.
            search = wrk(base + "/api/entries?q=istanbul&pageSize=50", headers=auth, connections=1)
            report("memory search q=istanbul (1 conn)", search, baseline)
            ratio = search["p99"] / floor["search"]["p99"]
            verdict(f"search (built, not cached): p99 <= {floors.SEARCH_P99_FACTOR}x its database reads' "
                    f"p99: {ratio:.2f}x", ratio <= floors.SEARCH_P99_FACTOR and search["errors"] == 0)
            summary = wrk(base + "/api/summaries/monthly?year=2025&month=5", headers=auth, connections=1)
            report("memory monthly summary, 3,000 (1 conn)", summary, baseline)
            ratio = summary["p50"] / floor["summary"]["p50"]
            verdict(f"monthly summary: p50 <= {floors.SUMMARY_P50_FACTOR}x the recap engine's p50: {ratio:.2f}x",
                    ratio <= floors.SUMMARY_P50_FACTOR and summary["errors"] == 0)
        finally:
            process.terminate()
            process.wait(timeout=30)


if __name__ == "__main__":
    main()
    # The scenario modules import `verdict` from `bench`, a second copy of this file beside `__main__`.
    imported = sys.modules.get("bench")
    missed = missed_goals + (imported.missed_goals if imported else [])
    if missed:
        sys.exit("missed goals:\n  " + "\n  ".join(missed))
