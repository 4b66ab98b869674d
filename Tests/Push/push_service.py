"""A push service on loopback for the server's Web Push tests: it takes the server's POSTs the way
FCM or Mozilla's autopush would, answers what a test scripted for that endpoint (201 by default,
or 410, 429 with Retry-After, or "hold": no answer until the test releases it), and keeps every
request. A device is a key pair and an auth secret made here; its pushes are decrypted with
PyPI's `http-ece` and the VAPID header verified with `py-vapid` — implementations other than the
server's, so its crypto is checked against someone else's.
"""
import base64
import collections
import http.server
import json
import os
import threading
import time

import http_ece
import py_vapid
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Received:
    def __init__(self, path, headers, body, at):
        self.path, self.headers, self.body, self.at = path, headers, body, at


class PushService:
    def __init__(self):
        self.requests = []
        self.scripts = collections.defaultdict(list)   # path -> [(status, headers) | "hold"]
        self.released = threading.Event()
        self.arrived = threading.Condition()
        service = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as real push services
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                script = service.scripts[self.path]
                step = script.pop(0) if script else (201, {})
                with service.arrived:
                    service.requests.append(Received(self.path, self.headers, body, time.time()))  # case-insensitive names
                    service.arrived.notify_all()
                if step == "hold":
                    service.released.wait(30)
                    step = (201, {})
                status, headers = step
                try:
                    self.send_response(status)
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                except OSError:
                    pass  # the server was killed while we held the answer

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.released.set()
        self.httpd.shutdown()

    def endpoint(self, name):
        return f"http://127.0.0.1:{self.port}/push/{name}"

    def to(self, name):
        return [r for r in self.requests if r.path == f"/push/{name}"]

    def wait_for(self, name, count=1, timeout=30):
        """The first `count` requests to device `name`, waiting (with a deadline) for them."""
        deadline = time.time() + timeout
        with self.arrived:
            while len(self.to(name)) < count:
                left = deadline - time.time()
                assert left > 0, f"{count} push(es) to {name} expected, got {len(self.to(name))}"
                self.arrived.wait(left)
        return self.to(name)[:count]


class Device:
    """A browser's push subscription: P-256 key pair and auth secret, at the service's endpoint."""

    def __init__(self, service, name):
        self.name = name
        self.endpoint = service.endpoint(name)
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)
        public = self.key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        self.subscription = {"endpoint": self.endpoint, "keys": {"p256dh": b64url(public), "auth": b64url(self.auth)}}

    def open(self, received):
        """The message JSON of a received push, after checking its headers and its VAPID token."""
        assert received.headers["Content-Encoding"] == "aes128gcm"
        assert int(received.headers["TTL"]) > 0 and received.headers["Urgency"] in ("very-low", "low", "normal", "high")
        assert len(received.headers["Topic"]) <= 32
        authorization = received.headers["Authorization"]
        assert py_vapid.Vapid02.verify(authorization), authorization
        claims = json.loads(unb64url(authorization.split("t=")[1].split(",")[0].split(".")[1]))
        assert claims["aud"] == self.endpoint.rsplit("/push/", 1)[0]
        assert time.time() < claims["exp"] <= time.time() + 24 * 3600
        assert claims["sub"].startswith("mailto:") or claims["sub"].startswith("https:")
        plain = http_ece.decrypt(received.body, private_key=self.key, auth_secret=self.auth, version="aes128gcm")
        return json.loads(plain)
