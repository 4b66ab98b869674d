"""make bench, Web Push: 10,000 scheduled pushes delivered by a real server to a push service on
loopback, time per push beside the crypto floor of the same run (one P-256 ECDH and one
AES-128-GCM seal of the same size, `bench-seed push`).

    python3 Benchmarks/push/bench.py <bin dir with suite and bench-seed> [count]

The server's figure includes what a real delivery does besides the crypto: the claim, the VAPID
header, the HTTP POST, and recording the device on the row. The push service answers 201 at once.
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "PySupport"))
sys.path.insert(0, str(ROOT / "Tests" / "Push"))
import suite_server  # noqa: E402
from push_service import Device, PushService  # noqa: E402


def main():
    bin_dir = pathlib.Path(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    suite_server.binary = lambda name: bin_dir / name
    service = PushService()
    with tempfile.TemporaryDirectory() as root:
        data = pathlib.Path(root) / "data"
        data.mkdir()
        clock = pathlib.Path(root) / "clock"
        env = {"PUSH_ENDPOINT_HOSTS": f"127.0.0.1:{service.port}", "SUITE_CLOCK_FILE": str(clock), "LOG_LEVEL": "error"}
        port = suite_server.free_port()
        server = suite_server.SuiteServer(data, port, env)
        token = server.sign_in("push-bench@example.com")
        device = Device(service, "bench")
        status, answer = server.request("POST", "/api/push/subscriptions", json.dumps(device.subscription).encode(),
                                        {"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
        assert status == 201, answer
        server.stop()
        seeded = subprocess.run(
            [str(bin_dir / "bench-seed"), "push", "--email", "push-bench@example.com", "--count", str(count),
             "--p256dh", device.subscription["keys"]["p256dh"]],
            env=dict(os.environ, SUITE_DATA_DIR=str(data), LOG_LEVEL="error"), capture_output=True, text=True, check=True)
        floor = json.loads(seeded.stdout.strip().splitlines()[-1])
        clock.write_text("3601")
        server = suite_server.SuiteServer(data, port, env)
        deadline = time.time() + 1800
        while len(service.requests) < count and time.time() < deadline:
            time.sleep(0.2)
        server.stop()
    received = service.requests[:count]
    assert len(received) == count, f"only {len(received)} of {count} pushes arrived"
    assert len({r.headers["Topic"] for r in received}) == count, "a push arrived twice"
    device.open(received[-1])
    span = received[-1].at - received[0].at
    per_push = span / (count - 1) * 1e6
    print(f"push: {count} scheduled pushes in {span:.1f} s: {per_push:.0f} µs per push; "
          f"crypto floor (ECDH + AES-GCM seal) {floor['floorMicroseconds']:.0f} µs: "
          f"{per_push / floor['floorMicroseconds']:.1f}× the floor")
    service.close()


if __name__ == "__main__":
    main()
