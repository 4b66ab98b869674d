"""SpaceNasa under load: its pages served from the proxy's cache, against a loopback LL2
(Tests/Browser/fake_ll2.py), as ratios against /healthz measured in the same run.

Goals: the launch list and a launch's detail served from cache, held to the goals every page has
(bench.page_verdict: p99 against /settings', and the throughput guard); and the cache doing its job: the share of page loads
answered without asking LL2 (hit ratio), and the upstream calls of the whole run against the
hourly budget (a ratio <= 1 means every reader together stayed inside LL2's limit).
"""
import pathlib
import re
import sys
import urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "Browser"))
from fake_ll2 import FakeLL2  # noqa: E402

BUDGET = 15  # LL2's free hourly limit, the server's default


def run(binary, start_server, wrk, report, verdict, page_goal):
    fake = FakeLL2().start()
    extra = {"LL2_BASE_URL": fake.base + "/2.2.0/", "LL2_REQUESTS_PER_HOUR": str(BUDGET), "LAUNCHES_MAP_TILE_URL": ""}
    process, base, _ = start_server(binary, extra_env=extra)
    try:
        baseline = wrk(base + "/healthz")
        report("GET /healthz (baseline)", baseline, baseline)
        list_page = urllib.request.urlopen(base + "/launches/list", timeout=30).read().decode()
        detail_path = re.search(r'href="(/launches/launch/[0-9a-f-]{36})"', list_page).group(1)
        urllib.request.urlopen(base + detail_path, timeout=30).read()
        calls_before = len(fake.calls)
        total_requests = 0
        for name, path in [("GET /launches/list (cached)", "/launches/list"),
                           ("GET /launches/launch/{id} (cached)", detail_path)]:
            total_requests += page_goal(base + path, name, baseline)["requests"]
        upstream = len(fake.calls) - calls_before
        hit_ratio = 1 - upstream / max(1, total_requests)
        print(f"cache hit ratio: {hit_ratio:.6f} ({upstream} LL2 calls for {total_requests} page loads)")
        used = len(fake.calls)
        print(f"LL2 calls of the whole run / hourly budget: {used}/{BUDGET} = {used / BUDGET:.2f}")
        verdict("the run stays inside LL2's hourly budget", used <= BUDGET)
    finally:
        process.terminate()
        process.wait(timeout=30)
        fake.stop()
