"""A loopback server for the shared browser modules (Public/js/shared/): it serves Public/ as the
suite does, a bare test page per module from Tests/Browser/harness/, a fixed live stream
(/harness/sse), and an upload endpoint whose answers a test scripts (status codes in order, then
201; the next one held until released), recording every attempt with its Idempotency-Key. The
modules are tested here without the Swift server; the apps' own browser tests drive the same
modules through the real server."""
import json
import pathlib
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

ROOT = pathlib.Path(__file__).resolve().parents[2]
PUBLIC = ROOT / "Public"
HARNESS = pathlib.Path(__file__).resolve().parent / "harness"


class UploadLog:
    def __init__(self):
        self.lock = threading.Lock()
        self.script = []          # statuses to answer, in order; then 201
        self.attempts = []        # (key, status, body length)
        self.created = {}         # key → entry (the idempotent store)
        self.gate = None          # hold_next(): the next upload waits for this until released
        self.armed = False
        self.held = threading.Event()

    def hold_next(self):
        """The next upload reaches the server and waits (as on a slow uplink) until `release()`."""
        self.gate = threading.Event()
        self.armed = True
        self.held.clear()

    def release(self):
        if self.gate:
            self.gate.set()

    def wait_at_gate(self):
        with self.lock:
            armed, self.armed = self.armed, False
        if armed:
            self.held.set()
            self.gate.wait(30)

    def answer(self, key, length):
        with self.lock:
            status = self.script.pop(0) if self.script else 201
            self.attempts.append((key, status, length))
            if status == 201:
                entry = self.created.setdefault(key, {"id": f"entry-{len(self.created) + 1}", "bytes": length})
                return status, entry
            return status, {"type": "about:blank", "title": "Nope", "status": status, "code": "scripted",
                            "detail": f"Scripted answer {status}"}


def start():
    log = UploadLog()

    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def translate_path(self, path):
            path = path.split("?", 1)[0]
            if path.startswith("/harness/"):
                return str(HARNESS / path[len("/harness/"):])
            return str(PUBLIC / path.lstrip("/"))

        def end_headers(self):
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def do_GET(self):
            if self.path.split("?", 1)[0] != "/harness/sse":
                return super().do_GET()
            # live-stream.js's reset: an event, then `stream.reset` with a lower id (the server's
            # log lost our place), then an event after that id. A long retry keeps the browser
            # from reconnecting while the test looks.
            body = ("retry: 60000\n\n"
                    "id: 100\nevent: photo.added\ndata: {\"n\": 1}\n\n"
                    "id: 5\nevent: stream.reset\ndata: {\"id\": 5, \"type\": \"stream.reset\"}\n\n"
                    "id: 6\nevent: photo.added\ndata: {\"n\": 2}\n\n").encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self):
            length = int(self.headers.get("Content-Length", "0"))
            self.rfile.read(length)
            log.wait_at_gate()
            status, body = log.answer(self.headers.get("Idempotency-Key"), length)
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json" if status < 300 else "application/problem+json")
            if status == 429:
                self.send_header("Retry-After", "1")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    Handler.extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".js": "text/javascript"}
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}", log
