"""What the ZIP benchmark's client can reach (issue 12): urllib reading 1 MB at a time pulls a
plain file of the archive's size (48.5 MB: 300 photos of the bench) over loopback

* from Vapor's own file streaming (`FileMiddleware`, the suite's release server serving the file
  from a scratch `Public/` folder),
* from a minimal server sending it from the page cache with sendfile (the client's own ceiling),

next to Python reading the same file from the page cache (what `zip_download` compares with).
Medians of 7 runs. Usage: python3 Benchmarks/http/zip_ceiling.py .build/release/suite [bytes]
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(__file__))
from bench import free_port, server_env  # noqa: E402
from disposable_bench import client_ceiling  # noqa: E402

RUNS = 7


def median_rate(pull):
    rates = []
    for _ in range(RUNS):
        begun = time.perf_counter()
        size = pull()
        rates.append(size / (time.perf_counter() - begun))
    return sorted(rates)[RUNS // 2]


def read_file(path):
    total = 0
    with open(path, "rb") as file:
        while chunk := file.read(1 << 20):
            total += len(chunk)
    return total


def download(url):
    total = 0
    with urllib.request.urlopen(url, timeout=60) as response:
        while chunk := response.read(1 << 20):
            total += len(chunk)
    return total


def main(binary, size):
    directory = tempfile.mkdtemp(prefix="suite-bench-ceiling-")
    os.makedirs(os.path.join(directory, "Public"))
    path = os.path.join(directory, "Public", "same-size.bin")
    with open(path, "wb") as file:
        file.write(os.urandom(size))
    port = free_port()
    server = subprocess.Popen([os.path.abspath(binary), "serve"], cwd=directory,
                              env=server_env(os.path.join(directory, "data"), port),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        started = time.perf_counter()
        while True:
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1)
                break
            except OSError:
                if time.perf_counter() - started > 60:
                    raise SystemExit("server did not start")
                time.sleep(0.05)
        read = median_rate(lambda: read_file(path))
        vapor = median_rate(lambda: download(base + "/same-size.bin"))
        ceiling = client_ceiling([path], size)
        print(f"{size / 1e6:.1f} MB: reading the file {read / 1e6:.0f} MB/s; urllib from Vapor's FileMiddleware "
              f"{vapor / 1e6:.0f} MB/s ({vapor / read:.2f}x); urllib from sendfile {ceiling / 1e6:.0f} MB/s "
              f"({ceiling / read:.2f}x)")
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 48_500_000)
