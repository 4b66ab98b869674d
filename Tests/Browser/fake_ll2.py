"""A stand-in for Launch Library 2 on loopback, for the browser tests (the Swift suites have
their own in Tests/LaunchBackendTests/Support/FakeLL2.swift).

Serves the recorded LL2 answers under /2.2.0/ the way LL2 pages them (count 239, absolute
next/previous links on LL2's host, launches past the recorded ten repeated under new ids), with
the upcoming launches moved to the hours ahead of now, so a countdown runs as it would in real
use. Pictures come from /media/ and map tiles from /tiles/, so nothing leaves the machine.
`mode = "failing"` makes every API call answer 503, to see the app with LL2 down; `mode = "down"`
closes each API connection without an answer, as an unreachable LL2 does.
"""
import copy
import datetime
import json
import pathlib
import struct
import threading
import urllib.parse
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "LaunchBackendTests" / "Fixtures"
TOTAL = 239
PICTURE_HOSTS = ("spacelaunchnow-prod-east.nyc3.digitaloceanspaces.com", "thespacedevs-prod.nyc3.digitaloceanspaces.com")


def _png(rgb=(18, 40, 56)):
    """A 256x256 single-colour PNG (a map tile)."""
    row = b"\x00" + bytes(rgb) * 256
    raw = zlib.compress(row * 256)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 256, 256, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def _iso(moment):
    return moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class FakeLL2:
    def __init__(self):
        page = json.loads((FIXTURES / "ll2-2.2.0_launch-upcoming_normal_frontier.json").read_text())
        self.recorded = page["results"]
        self.details = {
            "aa398317-710b-460b-837f-7fbb7f00ccfa": json.loads((FIXTURES / "ll2-2.3.0_launch-detail_starlink_knutvalen.json").read_text()),
        }
        self.picture = (FIXTURES / "picture.jpg").read_bytes()
        self.tile = _png()
        self.mode = "normal"
        self.changes = {}   # launch id -> the fields LL2 changed since (a slipped NET, a scrub)
        self.calls = []
        self.started = datetime.datetime.now(datetime.timezone.utc).replace(second=0, microsecond=0)
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base(self):
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self.server.shutdown()

    # MARK: answers

    def launch(self, index, finished):
        launch = copy.deepcopy(self.recorded[index % len(self.recorded)])
        if index >= len(self.recorded):
            launch["id"] = f"00000000-0000-4000-8000-{index:012d}"
            launch["name"] = f"{launch['name']} #{index}"
        if finished:
            net = self.started - datetime.timedelta(days=index + 1)
            launch["status"] = {"id": 3, "name": "Launch Successful", "abbrev": "Success"}
        else:
            net = self.started + datetime.timedelta(hours=3 * (index + 1))
            launch["status"] = {"id": 1, "name": "Go for Launch", "abbrev": "Go"}
            launch["net_precision"] = {"id": 1, "name": "Minute", "abbrev": "MIN"}
        launch["net"] = launch["window_start"] = _iso(net)
        launch["window_end"] = _iso(net + datetime.timedelta(minutes=30))
        launch.update(self.changes.get(launch["id"], {}))
        return launch

    def index_of(self, launch_id):
        for index, launch in enumerate(self.recorded):
            if launch["id"] == launch_id:
                return index
        if launch_id.startswith("00000000-0000-4000-8000-"):
            number = int(launch_id[-12:])
            return number if number < TOTAL else None
        return None

    def programs(self):
        seen, programs = set(), []
        for launch in self.recorded:
            for program in launch.get("program", []):
                if program["id"] not in seen:
                    seen.add(program["id"])
                    programs.append(program)
        return programs

    def list_page(self, segment, query):
        limit = int(query.get("limit", ["10"])[0])
        offset = int(query.get("offset", ["0"])[0])
        finished = segment == "previous"
        program = query.get("program", [None])[0]
        if program:
            indices = [i for i, l in enumerate(self.recorded) if any(str(p["id"]) == program for p in l.get("program", []))]
            count = len(indices)
            results = [self.launch(i, finished) for i in indices[offset:offset + limit]]
        else:
            count = TOTAL
            results = [self.launch(i, finished) for i in range(offset, min(TOTAL, offset + limit))]

        def link(new_offset):
            items = [(k, v[0]) for k, v in query.items() if k != "offset"] + [("offset", str(new_offset))]
            return f"https://ll.thespacedevs.com/2.2.0/launch/{segment}/?" + urllib.parse.urlencode(items)
        return {"count": count, "next": link(offset + limit) if offset + limit < count else None,
                "previous": link(max(0, offset - limit)) if offset > 0 else None, "results": results}

    def answer(self, path, query):
        parts = [p for p in path.split("/") if p]
        if parts[:2] == ["launch", "upcoming"] or parts[:2] == ["launch", "previous"]:
            return self.list_page(parts[1], query)
        if len(parts) == 2 and parts[0] == "launch":
            if parts[1] in self.details:
                return self.details[parts[1]]
            index = self.index_of(parts[1])
            return None if index is None else self.launch(index, False)
        if parts == ["program"]:
            programs = self.programs()
            return {"count": len(programs), "next": None, "previous": None, "results": programs}
        if len(parts) == 2 and parts[0] == "program":
            return next((p for p in self.programs() if str(p["id"]) == parts[1]), None)
        return None

    def localized(self, body):
        text = json.dumps(body)
        for host in PICTURE_HOSTS:
            text = text.replace(f"https://{host}/", self.base + "/")
        return text.encode()

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def send(self, status, body=b"", content_type="application/json", headers=()):
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                for name, value in headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                url = urllib.parse.urlsplit(self.path)
                if url.path.startswith("/media/"):
                    return self.send(200, fake.picture, "image/jpeg")
                if url.path.startswith("/tiles/"):
                    return self.send(200, fake.tile, "image/png", [("Cache-Control", "max-age=86400")])
                if not url.path.startswith("/2.2.0/"):
                    return self.send(404, b'{"detail":"Not found."}')
                fake.calls.append(self.path)
                if fake.mode == "down":
                    self.close_connection = True
                    return
                if fake.mode == "failing":
                    return self.send(503, b"upstream trouble", "text/plain")
                body = fake.answer(url.path[len("/2.2.0/"):], urllib.parse.parse_qs(url.query))
                if body is None:
                    return self.send(404, b'{"detail":"Not found."}')
                self.send(200, fake.localized(body))

        return Handler
