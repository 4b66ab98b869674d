"""Uploads stream into staging and are judged while they arrive (issue 34), on a real socket:
the server answers a refusal before the client has sent the whole body, keeps nothing staged,
and the keep-alive connection takes its next request once the rest has been sent.

One server (SQLite, Disposable photos at most 1 MB); each test opens its own connection and
sends only part of a body, so an answer that waited for the whole body would time out.
"""
import json
import pathlib
import socket
import sys
import uuid

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PySupport"))
from suite_server import ROOT, SuiteServer, free_port  # noqa: E402

PHOTO = (ROOT / "Tests" / "MemoryBackendTests" / "Fixtures" / "DSCN0010.jpg").read_bytes()
TERMS = {"termsVersion": "2026-11-23", "accepted": True}
MB = 1024 * 1024
# A refusal that waited for the rest of the body would never come: the test would time out.
ANSWER_TIMEOUT = 20


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("streamed")
    data_dir = root / "data"
    data_dir.mkdir()
    server = SuiteServer(data_dir, free_port(), {"DISPOSABLE_MAX_UPLOAD_MB": "1"})
    yield server
    server.stop()


@pytest.fixture
def guest(server):
    """An event and one guest's token: (event id, token)."""
    organizer = server.sign_in(f"organizer-{uuid.uuid4().hex[:8]}@example.com")
    event = server.api("POST", "/api/disposable/events", organizer,
                {"name": "Streaming party", "organizerName": "Sarah", "consent": TERMS})
    code = event["joinURL"].rsplit("/", 1)[1]
    token = server.api("POST", f"/api/disposable/invitations/{code}/join", None,
                {"displayName": "Ali", "consent": TERMS})["participantToken"]
    return event["id"], token


def shot_parts(file_bytes):
    """A shot's multipart body around `file_bytes`: (head, tail, content type)."""
    boundary = uuid.uuid4().hex
    head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
            f"Content-Type: application/json\r\n\r\n{json.dumps({'clientPhotoId': str(uuid.uuid4())})}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"shot.jpg\"\r\n"
            f"Content-Type: image/jpeg\r\n\r\n").encode()
    return head, f"\r\n--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def start_post(server, path, token, content_type, length):
    """A connection that has sent a POST's headers announcing `length` bytes, and no body."""
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=ANSWER_TIMEOUT)
    connection.sendall((f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
                        f"Content-Type: {content_type}\r\nContent-Length: {length}\r\n\r\n").encode())
    return connection


def read_answer(connection):
    """(status, headers, body) of the next response on `connection`."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        assert chunk, f"the server closed the connection without answering: {data!r}"
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    length = int(headers.get("content-length", "0"))
    while len(body) < length:
        chunk = connection.recv(65536)
        assert chunk, "the server closed the connection mid-answer"
        body += chunk
    return int(lines[0].split()[1]), headers, body[:length]


def staging(server):
    folder = server.data_dir / "media" / ".staging"
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def shots_used(server, event_id, token):
    return server.api("GET", f"/api/disposable/events/{event_id}/me", token)["shotsUsed"]


def test_a_shot_announced_over_the_limit_is_refused_before_its_photo_is_sent(server, guest):
    # setup
    event_id, token = guest
    head, _, content_type = shot_parts(b"")
    # act: the parts' heads only (Vapor hands a request on with its first body bytes)
    connection = start_post(server, f"/api/disposable/events/{event_id}/photos", token, content_type, 3 * MB)
    connection.sendall(head)
    status, headers, body = read_answer(connection)
    # check
    assert status == 413, body
    assert headers["content-type"].startswith("application/problem+json")
    assert json.loads(body)["code"] == "payload_too_large"
    connection.close()


def test_a_shot_over_the_limit_stops_at_the_limit_and_the_connection_goes_on(server, guest):
    # setup: the route takes 2 MB in all, the photo itself at most 1 MB
    event_id, token = guest
    file_bytes = PHOTO + bytes(int(1.5 * MB) - len(PHOTO))
    head, tail, content_type = shot_parts(file_bytes)
    sent = MB + 64 * 1024
    # act: a little past the photo's limit, then wait for the answer
    connection = start_post(server, f"/api/disposable/events/{event_id}/photos", token, content_type,
                            len(head) + len(file_bytes) + len(tail))
    connection.sendall(head + file_bytes[:sent])
    status, _, body = read_answer(connection)
    # check: refused with the photo's own 413, nothing staged, no shot spent
    assert status == 413, body
    problem = json.loads(body)
    assert problem["code"] == "payload_too_large" and problem["field"] == "file"
    assert staging(server) == []
    assert shots_used(server, event_id, token) == 0
    # act: the rest of the body, then the next request on the same connection
    connection.sendall(file_bytes[sent:] + tail)
    connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    # check
    assert read_answer(connection)[0] == 200
    connection.close()


@pytest.mark.parametrize("route", ["disposable", "memory"])
def test_a_file_that_is_no_photo_is_refused_from_its_first_bytes(server, guest, route):
    # setup: what the client will send is 1 MB; it sends the parts' heads and 4 KB of text
    event_id, token = guest
    text = b"This is a letter, not a photo.\n" * 40_000
    if route == "disposable":
        path, (head, tail, content_type) = f"/api/disposable/events/{event_id}/photos", shot_parts(text)
    else:
        token = server.sign_in(f"writer-{uuid.uuid4().hex[:8]}@example.com")
        boundary = uuid.uuid4().hex
        path, content_type = "/api/entries", f"multipart/form-data; boundary={boundary}"
        head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"metadata\"\r\n"
                f"Content-Type: application/json\r\n\r\n{json.dumps({'kind': 'photo', 'utcOffsetSeconds': 0})}\r\n"
                f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"letter.jpg\"\r\n"
                f"Content-Type: image/jpeg\r\n\r\n").encode()
        tail = f"\r\n--{boundary}--\r\n".encode()
    # act
    connection = start_post(server, path, token, content_type, len(head) + len(text) + len(tail))
    connection.sendall(head + text[:4096])
    status, _, body = read_answer(connection)
    # check
    assert status == 415, body
    assert json.loads(body)["code"] == "unsupported_media_type"
    assert staging(server) == []
    connection.close()


def test_the_plain_add_form_streams_its_photo_after_checking_its_csrf_token(server):
    # setup: a web session (the register form), the add page's CSRF token
    cookies = {}

    def page(method, path, body=b"", content_type=None):
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=ANSWER_TIMEOUT)
        headers = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: {len(body)}\r\n"
        if content_type:
            headers += f"Content-Type: {content_type}\r\n"
        if cookies:
            headers += "Cookie: " + "; ".join(f"{k}={v}" for k, v in cookies.items()) + "\r\n"
        connection.sendall(headers.encode() + b"\r\n" + body)
        status, answer_headers, text = read_answer_all(connection)
        connection.close()
        for line in answer_headers:
            if line.lower().startswith("set-cookie:"):
                name, _, rest = line.split(":", 1)[1].strip().partition("=")
                cookies[name] = rest.split(";")[0]
        return status, text.decode("utf-8", "replace")

    def token(text):
        return text.split('name="_csrf" value="', 1)[1].split('"', 1)[0]

    _, text = page("GET", "/account/register")
    email = f"plain-{uuid.uuid4().hex[:8]}@example.com"
    form = f"email={email.replace('@', '%40')}&password=long+enough+pw&_csrf={token(text)}".encode()
    status, _ = page("POST", "/account/register", form, "application/x-www-form-urlencoded")
    assert status == 303
    _, text = page("GET", "/memory/new")
    boundary = uuid.uuid4().hex

    def add_form(csrf):
        fields = {"_csrf": csrf, "kind": "photo", "title": "Ferry"}
        body = b"".join(f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n".encode()
                        for name, value in fields.items())
        return body + (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file[]\"; filename=\"ferry.jpg\"\r\n"
                       f"Content-Type: image/jpeg\r\n\r\n").encode() + PHOTO + f"\r\n--{boundary}--\r\n".encode()

    content_type = f"multipart/form-data; boundary={boundary}"
    # act: a forged post (wrong token), then the page's own
    forged, _ = page("POST", "/memory/new", add_form("not-the-token"), content_type)
    status, _ = page("POST", "/memory/new", add_form(token(text)), content_type)
    # check: the forged one refused before its photo was staged; the real one stored
    assert forged == 403
    assert status == 303
    assert staging(server) == []
    _, timeline = page("GET", "/memory?welcomed=1")
    assert "Ferry" in timeline


def read_answer_all(connection):
    """(status, header lines, body) of a response on a connection the server closes."""
    data = b""
    while chunk := connection.recv(65536):
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    return int(lines[0].split()[1]), lines[1:], body
